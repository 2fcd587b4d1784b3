; ModuleID = 'samples/warp_reduce.cu'
source_filename = "samples/warp_reduce.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3
@warpSize = external constant i32

; Function Attrs: convergent
define void @warp_sum(ptr %in, ptr %warp_sums, i32 %n) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %in.addr = alloca ptr, align 8
  %warp_sums.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %lane = alloca i32, align 4
  %warps_per_block = alloca i32, align 4
  %warp = alloca i32, align 4
  %v = alloca float, align 4
  %offset = alloca i32, align 4
  store ptr %in, ptr %in.addr, align 8
  store ptr %warp_sums, ptr %warp_sums.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %i, align 4
  %3 = load i32, ptr @threadIdx, align 4
  %4 = load i32, ptr @warpSize, align 4
  %rem = urem i32 %3, %4
  store i32 %rem, ptr %lane, align 4
  %5 = load i32, ptr @blockDim, align 4
  %6 = load i32, ptr @warpSize, align 4
  %add1 = add i32 %5, %6
  %sub = sub i32 %add1, 1
  %7 = load i32, ptr @warpSize, align 4
  %div = udiv i32 %sub, %7
  store i32 %div, ptr %warps_per_block, align 4
  %8 = load i32, ptr @blockIdx, align 4
  %9 = load i32, ptr %warps_per_block, align 4
  %mul2 = mul i32 %8, %9
  %10 = load i32, ptr @threadIdx, align 4
  %11 = load i32, ptr @warpSize, align 4
  %div3 = udiv i32 %10, %11
  %add4 = add i32 %mul2, %div3
  store i32 %add4, ptr %warp, align 4
  store float 0.000000e+00, ptr %v, align 4
  %12 = load i32, ptr %i, align 4
  %13 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %12, %13
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %14 = load ptr, ptr %in.addr, align 8
  %15 = load i32, ptr %i, align 4
  %conv = sext i32 %15 to i64
  %arrayidx = getelementptr inbounds float, ptr %14, i64 %conv
  %16 = load float, ptr %arrayidx, align 4
  store float %16, ptr %v, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %17 = load i32, ptr @warpSize, align 4
  %div5 = sdiv i32 %17, 2
  store i32 %div5, ptr %offset, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %18 = load i32, ptr %offset, align 4
  %cmp6 = icmp sgt i32 %18, 0
  br i1 %cmp6, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %19 = load float, ptr %v, align 4
  %20 = load i32, ptr %offset, align 4
  %call = call float (i32, float, i32, ...) @__tangle_shfl_down_sync_f32(i32 -1, float %19, i32 %20) #0 [ "convergencectrl"(token %tok.for) ], !dbg !7
  %21 = load float, ptr %v, align 4
  %add7 = fadd float %21, %call
  store float %add7, ptr %v, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %22 = load i32, ptr %offset, align 4
  %div8 = sdiv i32 %22, 2
  store i32 %div8, ptr %offset, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %23 = load i32, ptr %lane, align 4
  %cmp11 = icmp eq i32 %23, 0
  br i1 %cmp11, label %land.lhs.true, label %if.end10

land.lhs.true:                                    ; preds = %for.end
  %24 = load i32, ptr %i, align 4
  %25 = load i32, ptr %n.addr, align 4
  %cmp12 = icmp slt i32 %24, %25
  br i1 %cmp12, label %if.then9, label %if.end10

if.then9:                                         ; preds = %land.lhs.true
  %26 = load ptr, ptr %warp_sums.addr, align 8
  %27 = load i32, ptr %warp, align 4
  %conv13 = sext i32 %27 to i64
  %arrayidx14 = getelementptr inbounds float, ptr %26, i64 %conv13
  %28 = load float, ptr %v, align 4
  store float %28, ptr %arrayidx14, align 4
  br label %if.end10

if.end10:                                         ; preds = %if.then9, %land.lhs.true, %for.end
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare float @__tangle_shfl_down_sync_f32(i32, float, i32, ...) #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/warp_reduce.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "warp_sum", linkageName: "warp_sum", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 21, column: 14, scope: !4)
