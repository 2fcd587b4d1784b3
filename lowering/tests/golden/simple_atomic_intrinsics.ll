; ModuleID = 'samples/simple_atomic_intrinsics.cu'
source_filename = "samples/simple_atomic_intrinsics.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@blockDim = external constant %struct.__tangle_uint3
@blockIdx = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3

define void @testKernel(ptr %g_odata) !dbg !4 {
entry:
  %g_odata.addr = alloca ptr, align 8
  %tid = alloca i32, align 4
  store ptr %g_odata, ptr %g_odata.addr, align 8
  %0 = load i32, ptr @blockDim, align 4
  %1 = load i32, ptr @blockIdx, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %tid, align 4
  %3 = load ptr, ptr %g_odata.addr, align 8
  %arrayidx = getelementptr inbounds i32, ptr %3, i64 0
  %call = call i32 @atomicAdd(ptr %arrayidx, i32 10), !dbg !7
  %4 = load ptr, ptr %g_odata.addr, align 8
  %arrayidx1 = getelementptr inbounds i32, ptr %4, i64 1
  %call2 = call i32 @atomicSub(ptr %arrayidx1, i32 10), !dbg !8
  %5 = load ptr, ptr %g_odata.addr, align 8
  %arrayidx3 = getelementptr inbounds i32, ptr %5, i64 2
  %6 = load i32, ptr %tid, align 4
  %call4 = call i32 @atomicExch(ptr %arrayidx3, i32 %6), !dbg !9
  %7 = load ptr, ptr %g_odata.addr, align 8
  %arrayidx5 = getelementptr inbounds i32, ptr %7, i64 3
  %8 = load i32, ptr %tid, align 4
  %call6 = call i32 @atomicMax(ptr %arrayidx5, i32 %8), !dbg !10
  %9 = load ptr, ptr %g_odata.addr, align 8
  %arrayidx7 = getelementptr inbounds i32, ptr %9, i64 4
  %10 = load i32, ptr %tid, align 4
  %call8 = call i32 @atomicMin(ptr %arrayidx7, i32 %10), !dbg !11
  %11 = load ptr, ptr %g_odata.addr, align 8
  %arrayidx9 = getelementptr inbounds i32, ptr %11, i64 5
  %call10 = call i32 @__tangle_atomicInc_u32(ptr %arrayidx9, i32 17), !dbg !12
  %12 = load ptr, ptr %g_odata.addr, align 8
  %arrayidx11 = getelementptr inbounds i32, ptr %12, i64 6
  %call12 = call i32 @__tangle_atomicDec_u32(ptr %arrayidx11, i32 137), !dbg !13
  %13 = load ptr, ptr %g_odata.addr, align 8
  %arrayidx13 = getelementptr inbounds i32, ptr %13, i64 7
  %14 = load i32, ptr %tid, align 4
  %sub = sub i32 %14, 1
  %15 = load i32, ptr %tid, align 4
  %call14 = call i32 @atomicCAS(ptr %arrayidx13, i32 %sub, i32 %15), !dbg !14
  %16 = load ptr, ptr %g_odata.addr, align 8
  %arrayidx15 = getelementptr inbounds i32, ptr %16, i64 8
  %17 = load i32, ptr %tid, align 4
  %mul16 = mul i32 2, %17
  %add17 = add i32 %mul16, 7
  %call18 = call i32 @atomicAnd(ptr %arrayidx15, i32 %add17), !dbg !15
  %18 = load ptr, ptr %g_odata.addr, align 8
  %arrayidx19 = getelementptr inbounds i32, ptr %18, i64 9
  %19 = load i32, ptr %tid, align 4
  %shl = shl i32 1, %19
  %call20 = call i32 @atomicOr(ptr %arrayidx19, i32 %shl), !dbg !16
  %20 = load ptr, ptr %g_odata.addr, align 8
  %arrayidx21 = getelementptr inbounds i32, ptr %20, i64 10
  %21 = load i32, ptr %tid, align 4
  %call22 = call i32 @atomicXor(ptr %arrayidx21, i32 %21), !dbg !17
  ret void
}

declare i32 @atomicAdd(ptr, i32)

declare i32 @atomicSub(ptr, i32)

declare i32 @atomicExch(ptr, i32)

declare i32 @atomicMax(ptr, i32)

declare i32 @atomicMin(ptr, i32)

declare i32 @__tangle_atomicInc_u32(ptr, i32)

declare i32 @__tangle_atomicDec_u32(ptr, i32)

declare i32 @atomicCAS(ptr, i32, i32)

declare i32 @atomicAnd(ptr, i32)

declare i32 @atomicOr(ptr, i32)

declare i32 @atomicXor(ptr, i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/simple_atomic_intrinsics.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "testKernel", linkageName: "testKernel", scope: !1, file: !1, line: 48, type: !5, scopeLine: 48, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 58, column: 5, scope: !4)
!8 = !DILocation(line: 61, column: 5, scope: !4)
!9 = !DILocation(line: 64, column: 5, scope: !4)
!10 = !DILocation(line: 67, column: 5, scope: !4)
!11 = !DILocation(line: 70, column: 5, scope: !4)
!12 = !DILocation(line: 73, column: 5, scope: !4)
!13 = !DILocation(line: 76, column: 5, scope: !4)
!14 = !DILocation(line: 79, column: 5, scope: !4)
!15 = !DILocation(line: 84, column: 5, scope: !4)
!16 = !DILocation(line: 87, column: 5, scope: !4)
!17 = !DILocation(line: 90, column: 5, scope: !4)
