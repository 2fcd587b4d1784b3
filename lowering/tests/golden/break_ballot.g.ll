; ModuleID = 'samples/break_ballot.cu'
source_filename = "samples/break_ballot.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @first_above(ptr %rows, i32 %len, i32 %threshold, ptr %pos, ptr %peers) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %rows.addr = alloca ptr, align 8, !dbg !7
  %len.addr = alloca i32, align 4, !dbg !7
  %threshold.addr = alloca i32, align 4, !dbg !7
  %pos.addr = alloca ptr, align 8, !dbg !7
  %peers.addr = alloca ptr, align 8, !dbg !7
  %t = alloca i32, align 4, !dbg !7
  %m = alloca i32, align 4, !dbg !7
  %j = alloca i32, align 4, !dbg !7
  store ptr %rows, ptr %rows.addr, align 8, !dbg !7
  store i32 %len, ptr %len.addr, align 4, !dbg !7
  store i32 %threshold, ptr %threshold.addr, align 4, !dbg !7
  store ptr %pos, ptr %pos.addr, align 8, !dbg !7
  store ptr %peers, ptr %peers.addr, align 8, !dbg !7
  %0 = load i32, ptr @blockIdx, align 4, !dbg !8
  %1 = load i32, ptr @blockDim, align 4, !dbg !9
  %mul = mul i32 %0, %1, !dbg !9
  %2 = load i32, ptr @threadIdx, align 4, !dbg !10
  %add = add i32 %mul, %2, !dbg !10
  store i32 %add, ptr %t, align 4, !dbg !10
  store i32 0, ptr %m, align 4, !dbg !11
  store i32 0, ptr %j, align 4, !dbg !12
  %3 = load ptr, ptr %pos.addr, align 8, !dbg !13
  %4 = load i32, ptr %t, align 4, !dbg !14
  %conv = sext i32 %4 to i64, !dbg !14
  %arrayidx = getelementptr inbounds i32, ptr %3, i64 %conv, !dbg !14
  store i32 -1, ptr %arrayidx, align 4, !dbg !13
  br label %while.cond, !dbg !15

while.cond:                                       ; preds = %if.end, %entry
  %tok.while = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ], !dbg !16
  %5 = load i32, ptr %j, align 4, !dbg !16
  %6 = load i32, ptr %len.addr, align 4, !dbg !17
  %cmp = icmp slt i32 %5, %6, !dbg !17
  br i1 %cmp, label %while.body, label %while.end, !dbg !17

while.body:                                       ; preds = %while.cond
  %7 = load ptr, ptr %rows.addr, align 8, !dbg !18
  %8 = load i32, ptr %t, align 4, !dbg !19
  %9 = load i32, ptr %len.addr, align 4, !dbg !20
  %mul1 = mul nsw i32 %8, %9, !dbg !20
  %10 = load i32, ptr %j, align 4, !dbg !21
  %add2 = add nsw i32 %mul1, %10, !dbg !21
  %conv3 = sext i32 %add2 to i64, !dbg !21
  %arrayidx4 = getelementptr inbounds i32, ptr %7, i64 %conv3, !dbg !21
  %11 = load i32, ptr %arrayidx4, align 4, !dbg !18
  %12 = load i32, ptr %threshold.addr, align 4, !dbg !22
  %cmp5 = icmp sgt i32 %11, %12, !dbg !22
  br i1 %cmp5, label %if.then, label %if.end, !dbg !22

if.then:                                          ; preds = %while.body
  %call = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.while) ], !dbg !23
  %call6 = call i32 @__ballot_sync(i32 %call, i32 1) #0 [ "convergencectrl"(token %tok.while) ], !dbg !24
  store i32 %call6, ptr %m, align 4, !dbg !25
  %13 = load ptr, ptr %peers.addr, align 8, !dbg !26
  %14 = load i32, ptr %t, align 4, !dbg !27
  %conv7 = sext i32 %14 to i64, !dbg !27
  %arrayidx8 = getelementptr inbounds i32, ptr %13, i64 %conv7, !dbg !27
  %15 = load i32, ptr %m, align 4, !dbg !28
  store i32 %15, ptr %arrayidx8, align 4, !dbg !26
  %16 = load ptr, ptr %pos.addr, align 8, !dbg !29
  %17 = load i32, ptr %t, align 4, !dbg !30
  %conv9 = sext i32 %17 to i64, !dbg !30
  %arrayidx10 = getelementptr inbounds i32, ptr %16, i64 %conv9, !dbg !30
  %18 = load i32, ptr %j, align 4, !dbg !31
  store i32 %18, ptr %arrayidx10, align 4, !dbg !29
  br label %while.end, !dbg !32

if.end:                                           ; preds = %while.body
  %19 = load i32, ptr %j, align 4, !dbg !33
  %inc = add nsw i32 %19, 1, !dbg !33
  store i32 %inc, ptr %j, align 4, !dbg !33
  br label %while.cond, !dbg !33

while.end:                                        ; preds = %if.then, %while.cond
  ret void, !dbg !33
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
!1 = !DIFile(filename: "samples/break_ballot.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "first_above", linkageName: "first_above", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 9, column: 17, scope: !4)
!8 = !DILocation(line: 12, column: 13, scope: !4)
!9 = !DILocation(line: 12, column: 26, scope: !4)
!10 = !DILocation(line: 12, column: 39, scope: !4)
!11 = !DILocation(line: 13, column: 22, scope: !4)
!12 = !DILocation(line: 14, column: 13, scope: !4)
!13 = !DILocation(line: 16, column: 5, scope: !4)
!14 = !DILocation(line: 16, column: 9, scope: !4)
!15 = !DILocation(line: 17, column: 5, scope: !4)
!16 = !DILocation(line: 17, column: 12, scope: !4)
!17 = !DILocation(line: 17, column: 16, scope: !4)
!18 = !DILocation(line: 18, column: 13, scope: !4)
!19 = !DILocation(line: 18, column: 18, scope: !4)
!20 = !DILocation(line: 18, column: 22, scope: !4)
!21 = !DILocation(line: 18, column: 28, scope: !4)
!22 = !DILocation(line: 18, column: 33, scope: !4)
!23 = !DILocation(line: 19, column: 31, scope: !4)
!24 = !DILocation(line: 19, column: 17, scope: !4)
!25 = !DILocation(line: 19, column: 13, scope: !4)
!26 = !DILocation(line: 20, column: 13, scope: !4)
!27 = !DILocation(line: 20, column: 19, scope: !4)
!28 = !DILocation(line: 20, column: 24, scope: !4)
!29 = !DILocation(line: 21, column: 13, scope: !4)
!30 = !DILocation(line: 21, column: 17, scope: !4)
!31 = !DILocation(line: 21, column: 22, scope: !4)
!32 = !DILocation(line: 22, column: 13, scope: !4)
!33 = !DILocation(line: 24, column: 9, scope: !4)
