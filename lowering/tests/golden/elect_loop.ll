; ModuleID = 'samples/elect_loop.cu'
source_filename = "samples/elect_loop.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3
@warpSize = external constant i32

; Function Attrs: convergent
define void @aggregated_histogram(ptr %keys, ptr %bins, i32 %nbins, i32 %n) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %keys.addr = alloca ptr, align 8
  %bins.addr = alloca ptr, align 8
  %nbins.addr = alloca i32, align 4
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %lane = alloca i32, align 4
  %key = alloca i32, align 4
  %active = alloca i32, align 4
  %leader = alloca i32, align 4
  %leader_key = alloca i32, align 4
  %same = alloca i32, align 4
  store ptr %keys, ptr %keys.addr, align 8
  store ptr %bins, ptr %bins.addr, align 8
  store i32 %nbins, ptr %nbins.addr, align 4
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
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %7 = load ptr, ptr %keys.addr, align 8
  %8 = load i32, ptr %i, align 4
  %conv = sext i32 %8 to i64
  %arrayidx = getelementptr inbounds i32, ptr %7, i64 %conv
  %9 = load i32, ptr %arrayidx, align 4
  %10 = load i32, ptr %nbins.addr, align 4
  %rem1 = urem i32 %9, %10
  store i32 %rem1, ptr %key, align 4
  br label %for.cond

for.cond:                                         ; preds = %if.end8, %if.then
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  br label %for.body

for.body:                                         ; preds = %for.cond
  %call = call i32 @__activemask() #0 [ "convergencectrl"(token %tok.for) ], !dbg !7
  store i32 %call, ptr %active, align 4
  %11 = load i32, ptr %active, align 4
  %call2 = call i32 @__ffs(i32 %11), !dbg !8
  %sub = sub nsw i32 %call2, 1
  store i32 %sub, ptr %leader, align 4
  %12 = load i32, ptr %active, align 4
  %13 = load i32, ptr %key, align 4
  %14 = load i32, ptr %leader, align 4
  %call3 = call i32 (i32, i32, i32, ...) @__tangle_shfl_sync_i32(i32 %12, i32 %13, i32 %14) #0 [ "convergencectrl"(token %tok.for) ], !dbg !9
  store i32 %call3, ptr %leader_key, align 4
  %15 = load i32, ptr %active, align 4
  %16 = load i32, ptr %key, align 4
  %17 = load i32, ptr %leader_key, align 4
  %cmp4 = icmp eq i32 %16, %17
  %conv5 = zext i1 %cmp4 to i32
  %call6 = call i32 @__ballot_sync(i32 %15, i32 %conv5) #0 [ "convergencectrl"(token %tok.for) ], !dbg !10
  store i32 %call6, ptr %same, align 4
  %18 = load i32, ptr %key, align 4
  %19 = load i32, ptr %leader_key, align 4
  %cmp9 = icmp eq i32 %18, %19
  br i1 %cmp9, label %if.then7, label %if.end8

if.then7:                                         ; preds = %for.body
  %20 = load i32, ptr %lane, align 4
  %21 = load i32, ptr %leader, align 4
  %cmp12 = icmp eq i32 %20, %21
  br i1 %cmp12, label %if.then10, label %if.end11

if.then10:                                        ; preds = %if.then7
  %22 = load ptr, ptr %bins.addr, align 8
  %23 = load i32, ptr %key, align 4
  %conv13 = sext i32 %23 to i64
  %arrayidx14 = getelementptr inbounds i32, ptr %22, i64 %conv13
  %24 = load i32, ptr %same, align 4
  %call15 = call i32 @__popc(i32 %24), !dbg !11
  %call16 = call i32 @atomicAdd(ptr %arrayidx14, i32 %call15), !dbg !12
  br label %if.end11

if.end11:                                         ; preds = %if.then10, %if.then7
  br label %for.end

if.end8:                                          ; preds = %for.body
  br label %for.cond

for.end:                                          ; preds = %if.end11
  br label %if.end

if.end:                                           ; preds = %for.end, %entry
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare i32 @__activemask() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

declare i32 @__ffs(i32)

; Function Attrs: convergent
declare i32 @__tangle_shfl_sync_i32(i32, i32, i32, ...) #0

; Function Attrs: convergent
declare i32 @__ballot_sync(i32, i32) #0

declare i32 @__popc(i32)

declare i32 @atomicAdd(ptr, i32)

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/elect_loop.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "aggregated_histogram", linkageName: "aggregated_histogram", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 18, column: 35, scope: !4)
!8 = !DILocation(line: 19, column: 26, scope: !4)
!9 = !DILocation(line: 20, column: 30, scope: !4)
!10 = !DILocation(line: 21, column: 33, scope: !4)
!11 = !DILocation(line: 24, column: 43, scope: !4)
!12 = !DILocation(line: 24, column: 21, scope: !4)
