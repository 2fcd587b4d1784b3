; ModuleID = 'samples/goto_cleanup.cu'
source_filename = "samples/goto_cleanup.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3
@warpSize = external constant i32

; Function Attrs: convergent
define void @parse_records(ptr %records, ptr %out, ptr %warp_errors, i32 %n) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %records.addr = alloca ptr, align 8
  %out.addr = alloca ptr, align 8
  %warp_errors.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %lane = alloca i32, align 4
  %warps_per_block = alloca i32, align 4
  %warp = alloca i32, align 4
  %err = alloca i32, align 4
  %value = alloca i32, align 4
  %failed = alloca i32, align 4
  store ptr %records, ptr %records.addr, align 8
  store ptr %out, ptr %out.addr, align 8
  store ptr %warp_errors, ptr %warp_errors.addr, align 8
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
  store i32 0, ptr %err, align 4
  store i32 0, ptr %value, align 4
  store i32 0, ptr %failed, align 4
  %12 = load i32, ptr %i, align 4
  %13 = load i32, ptr %n.addr, align 4
  %cmp = icmp sge i32 %12, %13
  %conv = zext i1 %cmp to i32
  store i32 %conv, ptr %err, align 4
  %14 = load i32, ptr %err, align 4
  %tobool = icmp ne i32 %14, 0
  br i1 %tobool, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  br label %label.cleanup

if.end:                                           ; preds = %entry
  %15 = load ptr, ptr %records.addr, align 8
  %16 = load i32, ptr %i, align 4
  %conv5 = sext i32 %16 to i64
  %arrayidx = getelementptr inbounds i32, ptr %15, i64 %conv5
  %17 = load i32, ptr %arrayidx, align 4
  store i32 %17, ptr %value, align 4
  %18 = load i32, ptr %value, align 4
  %cmp6 = icmp slt i32 %18, 0
  br i1 %cmp6, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  br label %cond.end

cond.false:                                       ; preds = %if.end
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ 2, %cond.true ], [ 0, %cond.false ]
  store i32 %cond, ptr %err, align 4
  %19 = load i32, ptr %err, align 4
  %tobool9 = icmp ne i32 %19, 0
  br i1 %tobool9, label %if.then7, label %if.end8

if.then7:                                         ; preds = %cond.end
  br label %label.cleanup

if.end8:                                          ; preds = %cond.end
  %20 = load i32, ptr %value, align 4
  %cmp13 = icmp sgt i32 %20, 333333
  br i1 %cmp13, label %cond.true10, label %cond.false11

cond.true10:                                      ; preds = %if.end8
  br label %cond.end12

cond.false11:                                     ; preds = %if.end8
  br label %cond.end12

cond.end12:                                       ; preds = %cond.false11, %cond.true10
  %cond14 = phi i32 [ 3, %cond.true10 ], [ 0, %cond.false11 ]
  store i32 %cond14, ptr %err, align 4
  %21 = load i32, ptr %err, align 4
  %tobool17 = icmp ne i32 %21, 0
  br i1 %tobool17, label %if.then15, label %if.end16

if.then15:                                        ; preds = %cond.end12
  br label %label.cleanup

if.end16:                                         ; preds = %cond.end12
  %22 = load ptr, ptr %out.addr, align 8
  %23 = load i32, ptr %i, align 4
  %conv18 = sext i32 %23 to i64
  %arrayidx19 = getelementptr inbounds i32, ptr %22, i64 %conv18
  %24 = load i32, ptr %value, align 4
  %mul20 = mul nsw i32 %24, 3
  %add21 = add nsw i32 %mul20, 1
  store i32 %add21, ptr %arrayidx19, align 4
  br label %label.cleanup

label.cleanup:                                    ; preds = %if.end16, %if.then15, %if.then7, %if.then
  %call = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !7
  %25 = load i32, ptr %err, align 4
  %cmp22 = icmp sgt i32 %25, 1
  %conv23 = zext i1 %cmp22 to i32
  %call24 = call i32 @__ballot_sync(i32 %call, i32 %conv23) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !8
  store i32 %call24, ptr %failed, align 4
  %26 = load i32, ptr %lane, align 4
  %cmp27 = icmp eq i32 %26, 0
  br i1 %cmp27, label %if.then25, label %if.end26

if.then25:                                        ; preds = %label.cleanup
  %27 = load ptr, ptr %warp_errors.addr, align 8
  %28 = load i32, ptr %warp, align 4
  %conv28 = sext i32 %28 to i64
  %arrayidx29 = getelementptr inbounds i32, ptr %27, i64 %conv28
  %29 = load i32, ptr %failed, align 4
  %call30 = call i32 @__popc(i32 %29), !dbg !9
  store i32 %call30, ptr %arrayidx29, align 4
  br label %if.end26

if.end26:                                         ; preds = %if.then25, %label.cleanup
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare i32 @__activemask() #0

; Function Attrs: convergent
declare i32 @__ballot_sync(i32, i32) #0

declare i32 @__popc(i32)

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/goto_cleanup.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "parse_records", linkageName: "parse_records", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 32, column: 28, scope: !4)
!8 = !DILocation(line: 32, column: 14, scope: !4)
!9 = !DILocation(line: 34, column: 29, scope: !4)
