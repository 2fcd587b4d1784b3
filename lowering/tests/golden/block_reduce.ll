; ModuleID = 'samples/block_reduce.cu'
source_filename = "samples/block_reduce.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@block_sum.partial = internal addrspace(3) global [1024 x i32] poison
@threadIdx = external constant %struct.__tangle_uint3
@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @block_sum(ptr %in, ptr %block_sums, i32 %n) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %in.addr = alloca ptr, align 8
  %block_sums.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %tid = alloca i32, align 4
  %i = alloca i32, align 4
  %stride = alloca i32, align 4
  store ptr %in, ptr %in.addr, align 8
  store ptr %block_sums, ptr %block_sums.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load i32, ptr @threadIdx, align 4
  store i32 %0, ptr %tid, align 4
  %1 = load i32, ptr @blockIdx, align 4
  %2 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %1, %2
  %3 = load i32, ptr %tid, align 4
  %add = add i32 %mul, %3
  store i32 %add, ptr %i, align 4
  %4 = load i32, ptr %tid, align 4
  %conv = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @block_sum.partial to ptr), i64 %conv
  %5 = load i32, ptr %i, align 4
  %6 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %5, %6
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  %7 = load ptr, ptr %in.addr, align 8
  %8 = load i32, ptr %i, align 4
  %conv1 = sext i32 %8 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %7, i64 %conv1
  %9 = load i32, ptr %arrayidx2, align 4
  br label %cond.end

cond.false:                                       ; preds = %entry
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %9, %cond.true ], [ 0, %cond.false ]
  store i32 %cond, ptr %arrayidx, align 4
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !7
  store i32 1, ptr %stride, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %cond.end
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %10 = load i32, ptr %stride, align 4
  %11 = load i32, ptr @blockDim, align 4
  %cmp3 = icmp slt i32 %10, %11
  br i1 %cmp3, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %12 = load i32, ptr %tid, align 4
  %13 = load i32, ptr %stride, align 4
  %mul4 = mul nsw i32 2, %13
  %rem = srem i32 %12, %mul4
  %cmp5 = icmp eq i32 %rem, 0
  br i1 %cmp5, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %for.body
  %14 = load i32, ptr %tid, align 4
  %15 = load i32, ptr %stride, align 4
  %add6 = add nsw i32 %14, %15
  %16 = load i32, ptr @blockDim, align 4
  %cmp7 = icmp slt i32 %add6, %16
  br i1 %cmp7, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %17 = load i32, ptr %tid, align 4
  %conv8 = sext i32 %17 to i64
  %arrayidx9 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @block_sum.partial to ptr), i64 %conv8
  %18 = load i32, ptr %tid, align 4
  %19 = load i32, ptr %stride, align 4
  %add10 = add nsw i32 %18, %19
  %conv11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @block_sum.partial to ptr), i64 %conv11
  %20 = load i32, ptr %arrayidx12, align 4
  %21 = load i32, ptr %arrayidx9, align 4
  %add13 = add nsw i32 %21, %20
  store i32 %add13, ptr %arrayidx9, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %for.body
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.for) ], !dbg !8
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %22 = load i32, ptr %stride, align 4
  %mul14 = mul nsw i32 %22, 2
  store i32 %mul14, ptr %stride, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %23 = load i32, ptr %tid, align 4
  %cmp17 = icmp eq i32 %23, 0
  br i1 %cmp17, label %if.then15, label %if.end16

if.then15:                                        ; preds = %for.end
  %24 = load ptr, ptr %block_sums.addr, align 8
  %25 = load i32, ptr @blockIdx, align 4
  %conv18 = zext i32 %25 to i64
  %arrayidx19 = getelementptr inbounds i32, ptr %24, i64 %conv18
  %26 = load i32, ptr addrspacecast (ptr addrspace(3) @block_sum.partial to ptr), align 4
  store i32 %26, ptr %arrayidx19, align 4
  br label %if.end16

if.end16:                                         ; preds = %if.then15, %for.end
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare void @__syncthreads() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/block_reduce.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "block_sum", linkageName: "block_sum", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 16, column: 5, scope: !4)
!8 = !DILocation(line: 22, column: 9, scope: !4)
