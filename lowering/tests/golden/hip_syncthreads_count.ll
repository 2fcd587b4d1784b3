; ModuleID = 'samples/hip_syncthreads_count.cu'
source_filename = "samples/hip_syncthreads_count.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@kernel_syncthreads_count.sm = internal addrspace(3) global [2 x i32] poison
@blockDim = external constant %struct.__tangle_uint3
@blockIdx = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @kernel_syncthreads_count(ptr %syncTestD, ptr %allThreadsZeroD, ptr %allThreadsOneD, ptr %oddThreadsOneD, ptr %allThreadsMinusOneD, ptr %allThreadsIdD) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %syncTestD.addr = alloca ptr, align 8
  %allThreadsZeroD.addr = alloca ptr, align 8
  %allThreadsOneD.addr = alloca ptr, align 8
  %oddThreadsOneD.addr = alloca ptr, align 8
  %allThreadsMinusOneD.addr = alloca ptr, align 8
  %allThreadsIdD.addr = alloca ptr, align 8
  %blockSize = alloca i32, align 4
  %predicate = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %syncTestD, ptr %syncTestD.addr, align 8
  store ptr %allThreadsZeroD, ptr %allThreadsZeroD.addr, align 8
  store ptr %allThreadsOneD, ptr %allThreadsOneD.addr, align 8
  store ptr %oddThreadsOneD, ptr %oddThreadsOneD.addr, align 8
  store ptr %allThreadsMinusOneD, ptr %allThreadsMinusOneD.addr, align 8
  store ptr %allThreadsIdD, ptr %allThreadsIdD.addr, align 8
  %0 = load i32, ptr @blockDim, align 4
  store i32 %0, ptr %blockSize, align 4
  store i32 10, ptr %predicate, align 4
  %1 = load i32, ptr @blockIdx, align 4
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %2 = load i32, ptr @threadIdx, align 4
  br label %cond.end

cond.false:                                       ; preds = %entry
  %3 = load i32, ptr %blockSize, align 4
  %4 = load i32, ptr @threadIdx, align 4
  %add = add i32 %3, %4
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %2, %cond.true ], [ %add, %cond.false ]
  store i32 %cond, ptr %i, align 4
  %5 = load i32, ptr @threadIdx, align 4
  %cmp1 = icmp eq i32 %5, 0
  br i1 %cmp1, label %if.then, label %if.else

if.then:                                          ; preds = %cond.end
  store i32 10, ptr addrspacecast (ptr addrspace(3) @kernel_syncthreads_count.sm to ptr), align 4
  br label %if.end

if.else:                                          ; preds = %cond.end
  %6 = load i32, ptr @threadIdx, align 4
  %cmp4 = icmp eq i32 %6, 1
  br i1 %cmp4, label %if.then2, label %if.end3

if.then2:                                         ; preds = %if.else
  store i32 20, ptr getelementptr inbounds (i32, ptr addrspacecast (ptr addrspace(3) @kernel_syncthreads_count.sm to ptr), i64 1), align 4
  br label %if.end3

if.end3:                                          ; preds = %if.then2, %if.else
  br label %if.end

if.end:                                           ; preds = %if.end3, %if.then
  %7 = load i32, ptr %predicate, align 4
  %call = call i32 @__syncthreads_count(i32 %7) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !7
  %8 = load ptr, ptr %syncTestD.addr, align 8
  %9 = load i32, ptr %i, align 4
  %conv = sext i32 %9 to i64
  %arrayidx = getelementptr inbounds i32, ptr %8, i64 %conv
  %10 = load i32, ptr addrspacecast (ptr addrspace(3) @kernel_syncthreads_count.sm to ptr), align 4
  %11 = load i32, ptr getelementptr inbounds (i32, ptr addrspacecast (ptr addrspace(3) @kernel_syncthreads_count.sm to ptr), i64 1), align 4
  %add5 = add nsw i32 %10, %11
  store i32 %add5, ptr %arrayidx, align 4
  store i32 0, ptr %predicate, align 4
  %12 = load ptr, ptr %allThreadsZeroD.addr, align 8
  %13 = load i32, ptr %i, align 4
  %conv6 = sext i32 %13 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %12, i64 %conv6
  %14 = load i32, ptr %predicate, align 4
  %call8 = call i32 @__syncthreads_count(i32 %14) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !8
  store i32 %call8, ptr %arrayidx7, align 4
  store i32 1, ptr %predicate, align 4
  %15 = load ptr, ptr %allThreadsOneD.addr, align 8
  %16 = load i32, ptr %i, align 4
  %conv9 = sext i32 %16 to i64
  %arrayidx10 = getelementptr inbounds i32, ptr %15, i64 %conv9
  %17 = load i32, ptr %predicate, align 4
  %call11 = call i32 @__syncthreads_count(i32 %17) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !9
  store i32 %call11, ptr %arrayidx10, align 4
  %18 = load i32, ptr @threadIdx, align 4
  %rem = urem i32 %18, 2
  store i32 %rem, ptr %predicate, align 4
  %19 = load ptr, ptr %oddThreadsOneD.addr, align 8
  %20 = load i32, ptr %i, align 4
  %conv12 = sext i32 %20 to i64
  %arrayidx13 = getelementptr inbounds i32, ptr %19, i64 %conv12
  %21 = load i32, ptr %predicate, align 4
  %call14 = call i32 @__syncthreads_count(i32 %21) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !10
  store i32 %call14, ptr %arrayidx13, align 4
  store i32 -1, ptr %predicate, align 4
  %22 = load ptr, ptr %allThreadsMinusOneD.addr, align 8
  %23 = load i32, ptr %i, align 4
  %conv15 = sext i32 %23 to i64
  %arrayidx16 = getelementptr inbounds i32, ptr %22, i64 %conv15
  %24 = load i32, ptr %predicate, align 4
  %call17 = call i32 @__syncthreads_count(i32 %24) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !11
  store i32 %call17, ptr %arrayidx16, align 4
  %25 = load i32, ptr @threadIdx, align 4
  store i32 %25, ptr %predicate, align 4
  %26 = load ptr, ptr %allThreadsIdD.addr, align 8
  %27 = load i32, ptr %i, align 4
  %conv18 = sext i32 %27 to i64
  %arrayidx19 = getelementptr inbounds i32, ptr %26, i64 %conv18
  %28 = load i32, ptr %predicate, align 4
  %call20 = call i32 @__syncthreads_count(i32 %28) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !12
  store i32 %call20, ptr %arrayidx19, align 4
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare i32 @__syncthreads_count(i32) #0

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/hip_syncthreads_count.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "kernel_syncthreads_count", linkageName: "kernel_syncthreads_count", scope: !1, file: !1, line: 33, type: !5, scopeLine: 33, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 51, column: 3, scope: !4)
!8 = !DILocation(line: 56, column: 24, scope: !4)
!9 = !DILocation(line: 60, column: 23, scope: !4)
!10 = !DILocation(line: 65, column: 23, scope: !4)
!11 = !DILocation(line: 69, column: 28, scope: !4)
!12 = !DILocation(line: 73, column: 22, scope: !4)
