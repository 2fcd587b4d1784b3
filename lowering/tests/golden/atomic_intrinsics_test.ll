; ModuleID = 'samples/atomic_intrinsics_test.cu'
source_filename = "samples/atomic_intrinsics_test.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@Limit = global i32 139
@blockDim = external constant %struct.__tangle_uint3
@blockIdx = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3

define void @atomic_test_kernel(ptr %ddata) !dbg !4 {
entry:
  %ddata.addr = alloca ptr, align 8
  %tid = alloca i32, align 4
  store ptr %ddata, ptr %ddata.addr, align 8
  %0 = load i32, ptr @blockDim, align 4
  %1 = load i32, ptr @blockIdx, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %tid, align 4
  %3 = load ptr, ptr %ddata.addr, align 8
  %arrayidx = getelementptr inbounds i32, ptr %3, i64 0
  %call = call i32 @__tangle_atomicAdd_u32(ptr %arrayidx, i32 1), !dbg !7
  %4 = load ptr, ptr %ddata.addr, align 8
  %arrayidx1 = getelementptr inbounds i32, ptr %4, i64 1
  %call2 = call i32 @__tangle_atomicSub_u32(ptr %arrayidx1, i32 1), !dbg !8
  %5 = load ptr, ptr %ddata.addr, align 8
  %arrayidx3 = getelementptr inbounds i32, ptr %5, i64 2
  %6 = load i32, ptr %tid, align 4
  %call4 = call i32 @__tangle_atomicExch_u32(ptr %arrayidx3, i32 %6), !dbg !9
  %7 = load ptr, ptr %ddata.addr, align 8
  %arrayidx5 = getelementptr inbounds i32, ptr %7, i64 3
  %8 = load i32, ptr %tid, align 4
  %call6 = call i32 @__tangle_atomicMax_u32(ptr %arrayidx5, i32 %8), !dbg !10
  %9 = load ptr, ptr %ddata.addr, align 8
  %arrayidx7 = getelementptr inbounds i32, ptr %9, i64 4
  %10 = load i32, ptr %tid, align 4
  %call8 = call i32 @__tangle_atomicMin_u32(ptr %arrayidx7, i32 %10), !dbg !11
  %11 = load ptr, ptr %ddata.addr, align 8
  %arrayidx9 = getelementptr inbounds i32, ptr %11, i64 5
  %12 = load i32, ptr %tid, align 4
  %sub = sub i32 %12, 1
  %13 = load i32, ptr %tid, align 4
  %call10 = call i32 @__tangle_atomicCAS_u32(ptr %arrayidx9, i32 %sub, i32 %13), !dbg !12
  %14 = load ptr, ptr %ddata.addr, align 8
  %arrayidx11 = getelementptr inbounds i32, ptr %14, i64 6
  %15 = load i32, ptr %tid, align 4
  %add12 = add i32 %15, 7
  %call13 = call i32 @__tangle_atomicAnd_u32(ptr %arrayidx11, i32 %add12), !dbg !13
  %16 = load i32, ptr %tid, align 4
  %cmp = icmp ult i32 %16, 32
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %17 = load ptr, ptr %ddata.addr, align 8
  %arrayidx14 = getelementptr inbounds i32, ptr %17, i64 7
  %18 = load i32, ptr %tid, align 4
  %shl = shl i32 1, %18
  %call15 = call i32 @__tangle_atomicOr_u32(ptr %arrayidx14, i32 %shl), !dbg !14
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %19 = load ptr, ptr %ddata.addr, align 8
  %arrayidx16 = getelementptr inbounds i32, ptr %19, i64 8
  %20 = load i32, ptr %tid, align 4
  %call17 = call i32 @__tangle_atomicXor_u32(ptr %arrayidx16, i32 %20), !dbg !15
  %21 = load ptr, ptr %ddata.addr, align 8
  %arrayidx18 = getelementptr inbounds i32, ptr %21, i64 9
  %call19 = call i32 @__tangle_atomicInc_u32(ptr %arrayidx18, i32 0), !dbg !16
  %22 = load ptr, ptr %ddata.addr, align 8
  %arrayidx20 = getelementptr inbounds i32, ptr %22, i64 10
  %23 = load i32, ptr @Limit, align 4
  %call21 = call i32 @__tangle_atomicDec_u32(ptr %arrayidx20, i32 %23), !dbg !17
  ret void
}

declare i32 @__tangle_atomicAdd_u32(ptr, i32)

declare i32 @__tangle_atomicSub_u32(ptr, i32)

declare i32 @__tangle_atomicExch_u32(ptr, i32)

declare i32 @__tangle_atomicMax_u32(ptr, i32)

declare i32 @__tangle_atomicMin_u32(ptr, i32)

declare i32 @__tangle_atomicCAS_u32(ptr, i32, i32)

declare i32 @__tangle_atomicAnd_u32(ptr, i32)

declare i32 @__tangle_atomicOr_u32(ptr, i32)

declare i32 @__tangle_atomicXor_u32(ptr, i32)

declare i32 @__tangle_atomicInc_u32(ptr, i32)

declare i32 @__tangle_atomicDec_u32(ptr, i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/atomic_intrinsics_test.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "atomic_test_kernel", linkageName: "atomic_test_kernel", scope: !1, file: !1, line: 29, type: !5, scopeLine: 29, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 33, column: 3, scope: !4)
!8 = !DILocation(line: 35, column: 3, scope: !4)
!9 = !DILocation(line: 37, column: 3, scope: !4)
!10 = !DILocation(line: 39, column: 3, scope: !4)
!11 = !DILocation(line: 41, column: 3, scope: !4)
!12 = !DILocation(line: 43, column: 3, scope: !4)
!13 = !DILocation(line: 45, column: 3, scope: !4)
!14 = !DILocation(line: 48, column: 7, scope: !4)
!15 = !DILocation(line: 50, column: 3, scope: !4)
!16 = !DILocation(line: 52, column: 3, scope: !4)
!17 = !DILocation(line: 54, column: 3, scope: !4)
