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
  %rows.addr = alloca ptr, align 8
  %len.addr = alloca i32, align 4
  %threshold.addr = alloca i32, align 4
  %pos.addr = alloca ptr, align 8
  %peers.addr = alloca ptr, align 8
  %t = alloca i32, align 4
  %m = alloca i32, align 4
  %j = alloca i32, align 4
  store ptr %rows, ptr %rows.addr, align 8
  store i32 %len, ptr %len.addr, align 4
  store i32 %threshold, ptr %threshold.addr, align 4
  store ptr %pos, ptr %pos.addr, align 8
  store ptr %peers, ptr %peers.addr, align 8
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %t, align 4
  store i32 0, ptr %m, align 4
  store i32 0, ptr %j, align 4
  %3 = load ptr, ptr %pos.addr, align 8
  %4 = load i32, ptr %t, align 4
  %conv = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds i32, ptr %3, i64 %conv
  store i32 -1, ptr %arrayidx, align 4
  br label %while.cond

while.cond:                                       ; preds = %if.end, %entry
  %tok.while = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %5 = load i32, ptr %j, align 4
  %6 = load i32, ptr %len.addr, align 4
  %cmp = icmp slt i32 %5, %6
  br i1 %cmp, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %7 = load ptr, ptr %rows.addr, align 8
  %8 = load i32, ptr %t, align 4
  %9 = load i32, ptr %len.addr, align 4
  %mul1 = mul nsw i32 %8, %9
  %10 = load i32, ptr %j, align 4
  %add2 = add nsw i32 %mul1, %10
  %conv3 = sext i32 %add2 to i64
  %arrayidx4 = getelementptr inbounds i32, ptr %7, i64 %conv3
  %11 = load i32, ptr %arrayidx4, align 4
  %12 = load i32, ptr %threshold.addr, align 4
  %cmp5 = icmp sgt i32 %11, %12
  br i1 %cmp5, label %if.then, label %if.end

if.then:                                          ; preds = %while.body
  %call = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.while) ], !dbg !7
  %call6 = call i32 @__ballot_sync(i32 %call, i32 1) #0 [ "convergencectrl"(token %tok.while) ], !dbg !8
  store i32 %call6, ptr %m, align 4
  %13 = load ptr, ptr %peers.addr, align 8
  %14 = load i32, ptr %t, align 4
  %conv7 = sext i32 %14 to i64
  %arrayidx8 = getelementptr inbounds i32, ptr %13, i64 %conv7
  %15 = load i32, ptr %m, align 4
  store i32 %15, ptr %arrayidx8, align 4
  %16 = load ptr, ptr %pos.addr, align 8
  %17 = load i32, ptr %t, align 4
  %conv9 = sext i32 %17 to i64
  %arrayidx10 = getelementptr inbounds i32, ptr %16, i64 %conv9
  %18 = load i32, ptr %j, align 4
  store i32 %18, ptr %arrayidx10, align 4
  br label %while.end

if.end:                                           ; preds = %while.body
  %19 = load i32, ptr %j, align 4
  %inc = add nsw i32 %19, 1
  store i32 %inc, ptr %j, align 4
  br label %while.cond

while.end:                                        ; preds = %if.then, %while.cond
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
!1 = !DIFile(filename: "samples/break_ballot.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "first_above", linkageName: "first_above", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 19, column: 31, scope: !4)
!8 = !DILocation(line: 19, column: 17, scope: !4)
