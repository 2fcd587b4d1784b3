; ModuleID = 'samples/switch_fallthrough.cu'
source_filename = "samples/switch_fallthrough.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @step_ops(ptr %ops, ptr %vals, ptr %masks, i32 %n) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %ops.addr = alloca ptr, align 8
  %vals.addr = alloca ptr, align 8
  %masks.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %op = alloca i32, align 4
  %v = alloca i32, align 4
  %m = alloca i32, align 4
  store ptr %ops, ptr %ops.addr, align 8
  store ptr %vals, ptr %vals.addr, align 8
  store ptr %masks, ptr %masks.addr, align 8
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
  %5 = load ptr, ptr %ops.addr, align 8
  %6 = load i32, ptr %i, align 4
  %conv = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds i32, ptr %5, i64 %conv
  %7 = load i32, ptr %arrayidx, align 4
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %7, %cond.true ], [ -1, %cond.false ]
  store i32 %cond, ptr %op, align 4
  %8 = load i32, ptr %i, align 4
  %9 = load i32, ptr %n.addr, align 4
  %cmp7 = icmp slt i32 %8, %9
  br i1 %cmp7, label %cond.true4, label %cond.false5

cond.true4:                                       ; preds = %cond.end
  %10 = load ptr, ptr %vals.addr, align 8
  %11 = load i32, ptr %i, align 4
  %conv8 = sext i32 %11 to i64
  %arrayidx9 = getelementptr inbounds i32, ptr %10, i64 %conv8
  %12 = load i32, ptr %arrayidx9, align 4
  br label %cond.end6

cond.false5:                                      ; preds = %cond.end
  br label %cond.end6

cond.end6:                                        ; preds = %cond.false5, %cond.true4
  %cond10 = phi i32 [ %12, %cond.true4 ], [ 0, %cond.false5 ]
  store i32 %cond10, ptr %v, align 4
  store i32 0, ptr %m, align 4
  %13 = load i32, ptr %op, align 4
  switch i32 %13, label %sw.default [
    i32 0, label %sw.bb
    i32 1, label %sw.bb1
    i32 2, label %sw.bb2
    i32 3, label %sw.bb3
  ]

sw.bb:                                            ; preds = %cond.end6
  %14 = load i32, ptr %v, align 4
  %mul11 = mul nsw i32 %14, 2
  store i32 %mul11, ptr %v, align 4
  %call = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !7
  store i32 %call, ptr %m, align 4
  br label %sw.bb1

sw.bb1:                                           ; preds = %sw.bb, %cond.end6
  %15 = load i32, ptr %v, align 4
  %add12 = add nsw i32 %15, 1
  store i32 %add12, ptr %v, align 4
  %call13 = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !8
  %16 = load i32, ptr %v, align 4
  %cmp14 = icmp sgt i32 %16, 0
  %conv15 = zext i1 %cmp14 to i32
  %call16 = call i32 @__ballot_sync(i32 %call13, i32 %conv15) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !9
  %17 = load i32, ptr %m, align 4
  %or = or i32 %17, %call16
  store i32 %or, ptr %m, align 4
  br label %sw.epilog

sw.bb2:                                           ; preds = %cond.end6
  br label %sw.bb3

sw.bb3:                                           ; preds = %sw.bb2, %cond.end6
  %call17 = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !10
  %18 = load i32, ptr %v, align 4
  %and = and i32 %18, 1
  %cmp18 = icmp ne i32 %and, 0
  %conv19 = zext i1 %cmp18 to i32
  %call20 = call i32 @__ballot_sync(i32 %call17, i32 %conv19) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !11
  store i32 %call20, ptr %m, align 4
  %19 = load i32, ptr %v, align 4
  %shr = ashr i32 %19, 1
  store i32 %shr, ptr %v, align 4
  br label %sw.epilog

sw.default:                                       ; preds = %cond.end6
  %call21 = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !12
  store i32 %call21, ptr %m, align 4
  br label %sw.epilog

sw.epilog:                                        ; preds = %sw.default, %sw.bb3, %sw.bb1
  %20 = load i32, ptr %i, align 4
  %21 = load i32, ptr %n.addr, align 4
  %cmp22 = icmp slt i32 %20, %21
  br i1 %cmp22, label %if.then, label %if.end

if.then:                                          ; preds = %sw.epilog
  %22 = load ptr, ptr %vals.addr, align 8
  %23 = load i32, ptr %i, align 4
  %conv23 = sext i32 %23 to i64
  %arrayidx24 = getelementptr inbounds i32, ptr %22, i64 %conv23
  %24 = load i32, ptr %v, align 4
  store i32 %24, ptr %arrayidx24, align 4
  %25 = load ptr, ptr %masks.addr, align 8
  %26 = load i32, ptr %i, align 4
  %conv25 = sext i32 %26 to i64
  %arrayidx26 = getelementptr inbounds i32, ptr %25, i64 %conv25
  %27 = load i32, ptr %m, align 4
  store i32 %27, ptr %arrayidx26, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %sw.epilog
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare i32 @__activemask() #0

; Function Attrs: convergent
declare i32 @__ballot_sync(i32, i32) #0

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/switch_fallthrough.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "step_ops", linkageName: "step_ops", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 19, column: 13, scope: !4)
!8 = !DILocation(line: 23, column: 28, scope: !4)
!9 = !DILocation(line: 23, column: 14, scope: !4)
!10 = !DILocation(line: 27, column: 27, scope: !4)
!11 = !DILocation(line: 27, column: 13, scope: !4)
!12 = !DILocation(line: 31, column: 13, scope: !4)
