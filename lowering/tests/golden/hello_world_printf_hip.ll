; ModuleID = 'samples/hello_world_printf_hip.cu'
source_filename = "samples/hello_world_printf_hip.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [34 x i8] c"Hello world from device or host!\0A\00"
@.str.1 = private unnamed_addr constant [52 x i8] c"Hello world from device kernel block %u thread %u!\0A\00"
@threadIdx = external constant %struct.__tangle_uint3
@blockIdx = external constant %struct.__tangle_uint3

define i32 @get_thread_idx() {
entry:
  %0 = load i32, ptr @threadIdx, align 4
  ret i32 %0
}

define void @print_hello() !dbg !4 {
entry:
  %call = call i32 (ptr, ...) @printf(ptr @.str), !dbg !7
  ret void
}

define void @helloworld_kernel() !dbg !8 {
entry:
  %thread_idx = alloca i32, align 4
  %block_idx = alloca i32, align 4
  %call = call i32 @get_thread_idx(), !dbg !9
  store i32 %call, ptr %thread_idx, align 4
  %0 = load i32, ptr @blockIdx, align 4
  store i32 %0, ptr %block_idx, align 4
  call void @print_hello(), !dbg !10
  %1 = load i32, ptr %block_idx, align 4
  %2 = load i32, ptr %thread_idx, align 4
  %call1 = call i32 (ptr, ...) @printf(ptr @.str.1, i32 %1, i32 %2), !dbg !11
  ret void
}

declare i32 @printf(ptr, ...)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/hello_world_printf_hip.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "print_hello", linkageName: "print_hello", scope: !1, file: !1, line: 42, type: !5, scopeLine: 42, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 45, column: 5, scope: !4)
!8 = distinct !DISubprogram(name: "helloworld_kernel", linkageName: "helloworld_kernel", scope: !1, file: !1, line: 49, type: !5, scopeLine: 49, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DILocation(line: 51, column: 31, scope: !8)
!10 = !DILocation(line: 55, column: 5, scope: !8)
!11 = !DILocation(line: 58, column: 5, scope: !8)
