; ModuleID = 'samples/hip_wave_vote.cu'
source_filename = "samples/hip_wave_vote.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3
@warpSize = external constant i32

; Function Attrs: convergent
define void @wave_flags(ptr %in, ptr %wave_stats, ptr %bits, i32 %n) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %in.addr = alloca ptr, align 8
  %wave_stats.addr = alloca ptr, align 8
  %bits.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %lane = alloca i32, align 4
  %valid = alloca i32, align 4
  %v = alloca i32, align 4
  %all_positive = alloca i32, align 4
  %any_negative = alloca i32, align 4
  %positive = alloca i64, align 8
  store ptr %in, ptr %in.addr, align 8
  store ptr %wave_stats, ptr %wave_stats.addr, align 8
  store ptr %bits, ptr %bits.addr, align 8
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
  %5 = load i32, ptr %i, align 4
  %6 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %5, %6
  %conv = zext i1 %cmp to i32
  store i32 %conv, ptr %valid, align 4
  %7 = load i32, ptr %valid, align 4
  %tobool = icmp ne i32 %7, 0
  br i1 %tobool, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %8 = load ptr, ptr %in.addr, align 8
  %9 = load i32, ptr %i, align 4
  %conv1 = sext i32 %9 to i64
  %arrayidx = getelementptr inbounds i32, ptr %8, i64 %conv1
  %10 = load i32, ptr %arrayidx, align 4
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %10, %cond.true ], [ 0, %cond.false ]
  store i32 %cond, ptr %v, align 4
  store i32 0, ptr %all_positive, align 4
  store i32 0, ptr %any_negative, align 4
  %11 = load i32, ptr %valid, align 4
  %tobool2 = icmp ne i32 %11, 0
  br i1 %tobool2, label %if.then, label %if.end

if.then:                                          ; preds = %cond.end
  %12 = load i32, ptr %v, align 4
  %cmp3 = icmp sgt i32 %12, 0
  %conv4 = zext i1 %cmp3 to i32
  %call = call i64 @__ballot(i32 %conv4) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !7
  store i64 %call, ptr %positive, align 4
  %13 = load i32, ptr %v, align 4
  %cmp5 = icmp sgt i32 %13, 0
  %conv6 = zext i1 %cmp5 to i32
  %call7 = call i32 @__all(i32 %conv6) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !8
  store i32 %call7, ptr %all_positive, align 4
  %14 = load i32, ptr %v, align 4
  %call8 = call i32 (i32, i32, ...) @__tangle_shfl_i32(i32 %14, i32 0) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !9
  %15 = load i64, ptr %positive, align 4
  %call9 = call i32 @__popcll(i64 %15), !dbg !10
  %add10 = add nsw i32 %call8, %call9
  store i32 %add10, ptr %v, align 4
  %16 = load ptr, ptr %bits.addr, align 8
  %17 = load i32, ptr %i, align 4
  %conv11 = sext i32 %17 to i64
  %arrayidx12 = getelementptr inbounds i64, ptr %16, i64 %conv11
  %18 = load i64, ptr %positive, align 4
  store i64 %18, ptr %arrayidx12, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %cond.end
  %19 = load i32, ptr %v, align 4
  %cmp13 = icmp slt i32 %19, 0
  %conv14 = zext i1 %cmp13 to i32
  %call15 = call i32 @__any(i32 %conv14) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !11
  store i32 %call15, ptr %any_negative, align 4
  %20 = load i32, ptr %lane, align 4
  %cmp18 = icmp eq i32 %20, 0
  br i1 %cmp18, label %land.lhs.true, label %if.end17

land.lhs.true:                                    ; preds = %if.end
  %21 = load i32, ptr %valid, align 4
  %tobool19 = icmp ne i32 %21, 0
  br i1 %tobool19, label %if.then16, label %if.end17

if.then16:                                        ; preds = %land.lhs.true
  %22 = load ptr, ptr %wave_stats.addr, align 8
  %23 = load i32, ptr %i, align 4
  %24 = load i32, ptr @warpSize, align 4
  %div = sdiv i32 %23, %24
  %conv20 = sext i32 %div to i64
  %arrayidx21 = getelementptr inbounds i32, ptr %22, i64 %conv20
  %25 = load i32, ptr %all_positive, align 4
  %mul22 = mul nsw i32 %25, 2
  %26 = load i32, ptr %any_negative, align 4
  %add23 = add nsw i32 %mul22, %26
  store i32 %add23, ptr %arrayidx21, align 4
  br label %if.end17

if.end17:                                         ; preds = %if.then16, %land.lhs.true, %if.end
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare i64 @__ballot(i32) #0

; Function Attrs: convergent
declare i32 @__all(i32) #0

; Function Attrs: convergent
declare i32 @__tangle_shfl_i32(i32, i32, ...) #0

declare i32 @__popcll(i64)

; Function Attrs: convergent
declare i32 @__any(i32) #0

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/hip_wave_vote.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "wave_flags", linkageName: "wave_flags", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 20, column: 39, scope: !4)
!8 = !DILocation(line: 21, column: 24, scope: !4)
!9 = !DILocation(line: 22, column: 13, scope: !4)
!10 = !DILocation(line: 22, column: 28, scope: !4)
!11 = !DILocation(line: 25, column: 20, scope: !4)
