; ModuleID = 'samples/simple_printf.cu'
source_filename = "samples/simple_printf.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [24 x i8] c"[%d, %d]:\09\09Value is:%d\0A\00"
@blockIdx = external constant %struct.__tangle_uint3
@gridDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3

define void @testKernel(i32 %val) !dbg !4 {
entry:
  %val.addr = alloca i32, align 4
  store i32 %val, ptr %val.addr, align 4
  %0 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockIdx, i32 0, i32 1), align 4
  %1 = load i32, ptr @gridDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @blockIdx, align 4
  %add = add i32 %mul, %2
  %3 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 2), align 4
  %4 = load i32, ptr @blockDim, align 4
  %mul1 = mul i32 %3, %4
  %5 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockDim, i32 0, i32 1), align 4
  %mul2 = mul i32 %mul1, %5
  %6 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @threadIdx, i32 0, i32 1), align 4
  %7 = load i32, ptr @blockDim, align 4
  %mul3 = mul i32 %6, %7
  %add4 = add i32 %mul2, %mul3
  %8 = load i32, ptr @threadIdx, align 4
  %add5 = add i32 %add4, %8
  %9 = load i32, ptr %val.addr, align 4
  %call = call i32 (ptr, ...) @printf(ptr @.str, i32 %add, i32 %add5, i32 %9), !dbg !7
  ret void
}

declare i32 @printf(ptr, ...)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/simple_printf.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "testKernel", linkageName: "testKernel", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 47, column: 5, scope: !4)
