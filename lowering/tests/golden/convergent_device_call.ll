; ModuleID = 'samples/convergent_device_call.cu'
source_filename = "samples/convergent_device_call.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@threadIdx = external constant %struct.__tangle_uint3
@warpSize = external constant i32
@blockDim = external constant %struct.__tangle_uint3
@gridDim = external constant %struct.__tangle_uint3
@blockIdx = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define i32 @warp_inclusive_scan(i32 %v) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %v.addr = alloca i32, align 4
  %lane = alloca i32, align 4
  %offset = alloca i32, align 4
  %up = alloca i32, align 4
  store i32 %v, ptr %v.addr, align 4
  %0 = load i32, ptr @threadIdx, align 4
  %1 = load i32, ptr @warpSize, align 4
  %rem = urem i32 %0, %1
  store i32 %rem, ptr %lane, align 4
  store i32 1, ptr %offset, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %2 = load i32, ptr %offset, align 4
  %3 = load i32, ptr @warpSize, align 4
  %cmp = icmp slt i32 %2, %3
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %4 = load i32, ptr %v.addr, align 4
  %5 = load i32, ptr %offset, align 4
  %call = call i32 (i32, i32, i32, ...) @__tangle_shfl_up_sync_i32(i32 -1, i32 %4, i32 %5) #0 [ "convergencectrl"(token %tok.for) ], !dbg !7
  store i32 %call, ptr %up, align 4
  %6 = load i32, ptr %lane, align 4
  %7 = load i32, ptr %offset, align 4
  %cmp1 = icmp sge i32 %6, %7
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %8 = load i32, ptr %up, align 4
  %9 = load i32, ptr %v.addr, align 4
  %add = add nsw i32 %9, %8
  store i32 %add, ptr %v.addr, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %10 = load i32, ptr %offset, align 4
  %mul = mul nsw i32 %10, 2
  store i32 %mul, ptr %offset, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %11 = load i32, ptr %v.addr, align 4
  ret i32 %11
}

; Function Attrs: convergent
define void @tiled_warp_scan(ptr %in, ptr %out, ptr %segment_totals, i32 %n) #0 !dbg !8 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %in.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %segment_totals.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %tile = alloca i32, align 4
  %base = alloca i32, align 4
  %i = alloca i32, align 4
  %x = alloca i32, align 4
  %v = alloca i32, align 4
  %total = alloca i32, align 4
  store ptr %in, ptr %in.addr, align 8
  store ptr %out, ptr %out.addr, align 8
  store ptr %segment_totals, ptr %segment_totals.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr @blockDim, align 4
  %1 = load i32, ptr @gridDim, align 4
  %mul = mul i32 %0, %1
  store i32 %mul, ptr %tile, align 4
  %2 = load i32, ptr @blockIdx, align 4
  %3 = load i32, ptr @blockDim, align 4
  %mul1 = mul i32 %2, %3
  store i32 %mul1, ptr %base, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %4 = load i32, ptr %base, align 4
  %5 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %4, %5
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %6 = load i32, ptr %base, align 4
  %7 = load i32, ptr @threadIdx, align 4
  %add = add i32 %6, %7
  store i32 %add, ptr %i, align 4
  %8 = load i32, ptr %i, align 4
  %9 = load i32, ptr %n.addr, align 4
  %cmp2 = icmp slt i32 %8, %9
  br i1 %cmp2, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.body
  %10 = load ptr, ptr %in.addr, align 8
  %11 = load i32, ptr %i, align 4
  %conv = sext i32 %11 to i64
  %arrayidx = getelementptr inbounds i32, ptr %10, i64 %conv
  %12 = load i32, ptr %arrayidx, align 4
  br label %cond.end

cond.false:                                       ; preds = %for.body
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %12, %cond.true ], [ 0, %cond.false ]
  store i32 %cond, ptr %x, align 4
  %13 = load i32, ptr %x, align 4
  %call = call i32 @warp_inclusive_scan(i32 %13) #0 [ "convergencectrl"(token %tok.for) ], !dbg !9
  store i32 %call, ptr %v, align 4
  %14 = load i32, ptr %x, align 4
  %call3 = call i32 @__reduce_add_sync(i32 -1, i32 %14) #0 [ "convergencectrl"(token %tok.for) ], !dbg !10
  store i32 %call3, ptr %total, align 4
  %15 = load i32, ptr %i, align 4
  %16 = load i32, ptr %n.addr, align 4
  %cmp4 = icmp slt i32 %15, %16
  br i1 %cmp4, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  %17 = load ptr, ptr %out.addr, align 8
  %18 = load i32, ptr %i, align 4
  %conv5 = sext i32 %18 to i64
  %arrayidx6 = getelementptr inbounds i32, ptr %17, i64 %conv5
  %19 = load i32, ptr %v, align 4
  store i32 %19, ptr %arrayidx6, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %cond.end
  %20 = load i32, ptr @threadIdx, align 4
  %21 = load i32, ptr @warpSize, align 4
  %rem = urem i32 %20, %21
  %cmp9 = icmp eq i32 %rem, 0
  br i1 %cmp9, label %land.lhs.true, label %if.end8

land.lhs.true:                                    ; preds = %if.end
  %22 = load i32, ptr %i, align 4
  %23 = load i32, ptr %n.addr, align 4
  %cmp10 = icmp slt i32 %22, %23
  br i1 %cmp10, label %if.then7, label %if.end8

if.then7:                                         ; preds = %land.lhs.true
  %24 = load ptr, ptr %segment_totals.addr, align 8
  %25 = load i32, ptr %i, align 4
  %conv11 = sext i32 %25 to i64
  %arrayidx12 = getelementptr inbounds i32, ptr %24, i64 %conv11
  %26 = load i32, ptr %total, align 4
  store i32 %26, ptr %arrayidx12, align 4
  br label %if.end8

if.end8:                                          ; preds = %if.then7, %land.lhs.true, %if.end
  br label %for.inc

for.inc:                                          ; preds = %if.end8
  %27 = load i32, ptr %tile, align 4
  %28 = load i32, ptr %base, align 4
  %add13 = add nsw i32 %28, %27
  store i32 %add13, ptr %base, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare i32 @__tangle_shfl_up_sync_i32(i32, i32, i32, ...) #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent
declare i32 @__reduce_add_sync(i32, i32) #0

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/convergent_device_call.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "warp_inclusive_scan", linkageName: "warp_inclusive_scan", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 14, column: 18, scope: !4)
!8 = distinct !DISubprogram(name: "tiled_warp_scan", linkageName: "tiled_warp_scan", scope: !1, file: !1, line: 22, type: !5, scopeLine: 22, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DILocation(line: 29, column: 17, scope: !8)
!10 = !DILocation(line: 30, column: 26, scope: !8)
