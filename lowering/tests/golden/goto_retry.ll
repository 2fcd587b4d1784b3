; ModuleID = 'samples/goto_retry.cu'
source_filename = "samples/goto_retry.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @sample_bins(ptr %seeds, ptr %weights, i32 %nbins, ptr %samples, ptr %accept_masks, i32 %n) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %seeds.addr = alloca ptr, align 8
  %weights.addr = alloca ptr, align 8
  %nbins.addr = alloca i32, align 4
  %samples.addr = alloca ptr, align 8
  %accept_masks.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %state = alloca i32, align 4
  %attempts = alloca i32, align 4
  %candidate = alloca i32, align 4
  %ok = alloca i32, align 4
  %accepted = alloca i32, align 4
  store ptr %seeds, ptr %seeds.addr, align 8
  store ptr %weights, ptr %weights.addr, align 8
  store i32 %nbins, ptr %nbins.addr, align 4
  store ptr %samples, ptr %samples.addr, align 8
  store ptr %accept_masks, ptr %accept_masks.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %i, align 4
  %3 = load i32, ptr %i, align 4
  %4 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %3, %4
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %5 = load ptr, ptr %seeds.addr, align 8
  %6 = load i32, ptr %i, align 4
  %conv = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds i32, ptr %5, i64 %conv
  %7 = load i32, ptr %arrayidx, align 4
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %7, %cond.true ], [ 1, %cond.false ]
  store i32 %cond, ptr %state, align 4
  store i32 0, ptr %attempts, align 4
  store i32 0, ptr %candidate, align 4
  store i32 0, ptr %ok, align 4
  store i32 0, ptr %accepted, align 4
  br label %label.retry

label.retry:                                      ; preds = %if.then, %cond.end
  %tok.retry = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %8 = load i32, ptr %attempts, align 4
  %inc = add nsw i32 %8, 1
  store i32 %inc, ptr %attempts, align 4
  %9 = load i32, ptr %state, align 4
  %mul2 = mul i32 %9, 1664525
  %add3 = add i32 %mul2, 1013904223
  store i32 %add3, ptr %state, align 4
  %10 = load i32, ptr %state, align 4
  %shr = lshr i32 %10, 8
  %11 = load i32, ptr %nbins.addr, align 4
  %rem = urem i32 %shr, %11
  store i32 %rem, ptr %candidate, align 4
  %12 = load i32, ptr %state, align 4
  %shr4 = lshr i32 %12, 24
  %13 = load ptr, ptr %weights.addr, align 8
  %14 = load i32, ptr %candidate, align 4
  %conv5 = sext i32 %14 to i64
  %arrayidx6 = getelementptr inbounds i32, ptr %13, i64 %conv5
  %15 = load i32, ptr %arrayidx6, align 4
  %cmp7 = icmp slt i32 %shr4, %15
  %conv8 = zext i1 %cmp7 to i32
  store i32 %conv8, ptr %ok, align 4
  %call = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.retry) ], !dbg !7
  %16 = load i32, ptr %ok, align 4
  %call9 = call i32 @__ballot_sync(i32 %call, i32 %16) #0 [ "convergencectrl"(token %tok.retry) ], !dbg !8
  store i32 %call9, ptr %accepted, align 4
  %17 = load i32, ptr %ok, align 4
  %tobool = icmp ne i32 %17, 0
  br i1 %tobool, label %if.end, label %land.lhs.true

land.lhs.true:                                    ; preds = %label.retry
  %18 = load i32, ptr %attempts, align 4
  %cmp10 = icmp slt i32 %18, 16
  br i1 %cmp10, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  br label %label.retry

if.end:                                           ; preds = %land.lhs.true, %label.retry
  %19 = load i32, ptr %i, align 4
  %20 = load i32, ptr %n.addr, align 4
  %cmp13 = icmp slt i32 %19, %20
  br i1 %cmp13, label %if.then11, label %if.end12

if.then11:                                        ; preds = %if.end
  %21 = load ptr, ptr %samples.addr, align 8
  %22 = load i32, ptr %i, align 4
  %conv14 = sext i32 %22 to i64
  %arrayidx15 = getelementptr inbounds i32, ptr %21, i64 %conv14
  %23 = load i32, ptr %ok, align 4
  %tobool19 = icmp ne i32 %23, 0
  br i1 %tobool19, label %cond.true16, label %cond.false17

cond.true16:                                      ; preds = %if.then11
  %24 = load i32, ptr %candidate, align 4
  br label %cond.end18

cond.false17:                                     ; preds = %if.then11
  br label %cond.end18

cond.end18:                                       ; preds = %cond.false17, %cond.true16
  %cond20 = phi i32 [ %24, %cond.true16 ], [ -1, %cond.false17 ]
  store i32 %cond20, ptr %arrayidx15, align 4
  %25 = load ptr, ptr %accept_masks.addr, align 8
  %26 = load i32, ptr %i, align 4
  %conv21 = sext i32 %26 to i64
  %arrayidx22 = getelementptr inbounds i32, ptr %25, i64 %conv21
  %27 = load i32, ptr %accepted, align 4
  store i32 %27, ptr %arrayidx22, align 4
  br label %if.end12

if.end12:                                         ; preds = %cond.end18, %if.end
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare i32 @__activemask() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent
declare i32 @__ballot_sync(i32, i32) #0

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/goto_retry.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "sample_bins", linkageName: "sample_bins", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 24, column: 30, scope: !4)
!8 = !DILocation(line: 24, column: 16, scope: !4)
