; ModuleID = 'samples/nested_continue.cu'
source_filename = "samples/nested_continue.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3
@gridDim = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @csr_row_sums(ptr %row_ptr, ptr %vals, i32 %rows, ptr %sums, ptr %busy_rounds, ptr %positive_votes) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %row_ptr.addr = alloca ptr, align 8
  %vals.addr = alloca ptr, align 8
  %rows.addr = alloca i32, align 4
  %sums.addr = alloca ptr, align 8
  %busy_rounds.addr = alloca ptr, align 8
  %positive_votes.addr = alloca ptr, align 8
  %t = alloca i32, align 4
  %stride = alloca i32, align 4
  %busy = alloca i32, align 4
  %votes = alloca i32, align 4
  %r = alloca i32, align 4
  %begin = alloca i32, align 4
  %end = alloca i32, align 4
  %sum = alloca float, align 4
  %k = alloca i32, align 4
  store ptr %row_ptr, ptr %row_ptr.addr, align 8
  store ptr %vals, ptr %vals.addr, align 8
  store i32 %rows, ptr %rows.addr, align 4
  store ptr %sums, ptr %sums.addr, align 8
  store ptr %busy_rounds, ptr %busy_rounds.addr, align 8
  store ptr %positive_votes, ptr %positive_votes.addr, align 8
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %t, align 4
  %3 = load i32, ptr @gridDim, align 4
  %4 = load i32, ptr @blockDim, align 4
  %mul1 = mul i32 %3, %4
  store i32 %mul1, ptr %stride, align 4
  store i32 0, ptr %busy, align 4
  store i32 0, ptr %votes, align 4
  %5 = load i32, ptr %t, align 4
  store i32 %5, ptr %r, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %6 = load i32, ptr %r, align 4
  %7 = load i32, ptr %rows.addr, align 4
  %cmp = icmp slt i32 %6, %7
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %8 = load ptr, ptr %row_ptr.addr, align 8
  %9 = load i32, ptr %r, align 4
  %conv = sext i32 %9 to i64
  %arrayidx = getelementptr inbounds i32, ptr %8, i64 %conv
  %10 = load i32, ptr %arrayidx, align 4
  store i32 %10, ptr %begin, align 4
  %11 = load ptr, ptr %row_ptr.addr, align 8
  %12 = load i32, ptr %r, align 4
  %add2 = add nsw i32 %12, 1
  %conv3 = sext i32 %add2 to i64
  %arrayidx4 = getelementptr inbounds i32, ptr %11, i64 %conv3
  %13 = load i32, ptr %arrayidx4, align 4
  store i32 %13, ptr %end, align 4
  store float 0.000000e+00, ptr %sum, align 4
  %14 = load i32, ptr %begin, align 4
  %15 = load i32, ptr %end, align 4
  %cmp5 = icmp eq i32 %14, %15
  br i1 %cmp5, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %16 = load ptr, ptr %sums.addr, align 8
  %17 = load i32, ptr %r, align 4
  %conv6 = sext i32 %17 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %16, i64 %conv6
  store float 0.000000e+00, ptr %arrayidx7, align 4
  br label %for.inc

if.end:                                           ; preds = %for.body
  %call = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.for) ], !dbg !7
  %call8 = call i32 @__ballot_sync(i32 %call, i32 1) #0 [ "convergencectrl"(token %tok.for) ], !dbg !8
  %call9 = call i32 @__popc(i32 %call8), !dbg !9
  %18 = load i32, ptr %busy, align 4
  %add10 = add i32 %18, %call9
  store i32 %add10, ptr %busy, align 4
  %19 = load i32, ptr %begin, align 4
  store i32 %19, ptr %k, align 4
  br label %for.cond11

for.cond11:                                       ; preds = %for.inc20, %if.end
  %tok.for21 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.for) ]
  %20 = load i32, ptr %k, align 4
  %21 = load i32, ptr %end, align 4
  %cmp14 = icmp slt i32 %20, %21
  br i1 %cmp14, label %for.body12, label %for.end13

for.body12:                                       ; preds = %for.cond11
  %22 = load ptr, ptr %vals.addr, align 8
  %23 = load i32, ptr %k, align 4
  %conv17 = sext i32 %23 to i64
  %arrayidx18 = getelementptr inbounds float, ptr %22, i64 %conv17
  %24 = load float, ptr %arrayidx18, align 4
  %cmp19 = fcmp oeq float %24, 0.000000e+00
  br i1 %cmp19, label %if.then15, label %if.end16

if.then15:                                        ; preds = %for.body12
  br label %for.inc20

if.end16:                                         ; preds = %for.body12
  %call22 = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.for21) ], !dbg !10
  %25 = load ptr, ptr %vals.addr, align 8
  %26 = load i32, ptr %k, align 4
  %conv23 = sext i32 %26 to i64
  %arrayidx24 = getelementptr inbounds float, ptr %25, i64 %conv23
  %27 = load float, ptr %arrayidx24, align 4
  %cmp25 = fcmp ogt float %27, 0.000000e+00
  %conv26 = zext i1 %cmp25 to i32
  %call27 = call i32 @__ballot_sync(i32 %call22, i32 %conv26) #0 [ "convergencectrl"(token %tok.for21) ], !dbg !11
  %28 = load i32, ptr %votes, align 4
  %or = or i32 %28, %call27
  store i32 %or, ptr %votes, align 4
  %29 = load ptr, ptr %vals.addr, align 8
  %30 = load i32, ptr %k, align 4
  %conv28 = sext i32 %30 to i64
  %arrayidx29 = getelementptr inbounds float, ptr %29, i64 %conv28
  %31 = load float, ptr %arrayidx29, align 4
  %32 = load float, ptr %sum, align 4
  %add30 = fadd float %32, %31
  store float %add30, ptr %sum, align 4
  br label %for.inc20

for.inc20:                                        ; preds = %if.end16, %if.then15
  %33 = load i32, ptr %k, align 4
  %inc = add nsw i32 %33, 1
  store i32 %inc, ptr %k, align 4
  br label %for.cond11

for.end13:                                        ; preds = %for.cond11
  %34 = load ptr, ptr %sums.addr, align 8
  %35 = load i32, ptr %r, align 4
  %conv32 = sext i32 %35 to i64
  %arrayidx33 = getelementptr inbounds float, ptr %34, i64 %conv32
  %36 = load float, ptr %sum, align 4
  store float %36, ptr %arrayidx33, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.end13, %if.then
  %37 = load i32, ptr %stride, align 4
  %38 = load i32, ptr %r, align 4
  %add34 = add nsw i32 %38, %37
  store i32 %add34, ptr %r, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %39 = load ptr, ptr %busy_rounds.addr, align 8
  %40 = load i32, ptr %t, align 4
  %conv35 = sext i32 %40 to i64
  %arrayidx36 = getelementptr inbounds i32, ptr %39, i64 %conv35
  %41 = load i32, ptr %busy, align 4
  store i32 %41, ptr %arrayidx36, align 4
  %42 = load ptr, ptr %positive_votes.addr, align 8
  %43 = load i32, ptr %t, align 4
  %conv37 = sext i32 %43 to i64
  %arrayidx38 = getelementptr inbounds i32, ptr %42, i64 %conv37
  %44 = load i32, ptr %votes, align 4
  store i32 %44, ptr %arrayidx38, align 4
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

declare i32 @__popc(i32)

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/nested_continue.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "csr_row_sums", linkageName: "csr_row_sums", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 27, column: 38, scope: !4)
!8 = !DILocation(line: 27, column: 24, scope: !4)
!9 = !DILocation(line: 27, column: 17, scope: !4)
!10 = !DILocation(line: 32, column: 36, scope: !4)
!11 = !DILocation(line: 32, column: 22, scope: !4)
