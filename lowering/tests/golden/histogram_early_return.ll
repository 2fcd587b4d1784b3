; ModuleID = 'samples/histogram_early_return.cu'
source_filename = "samples/histogram_early_return.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@histogram.local_bins = internal addrspace(3) global [256 x i32] poison
@threadIdx = external constant %struct.__tangle_uint3
@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@histogram_guarded.local_bins = internal addrspace(3) global [256 x i32] poison

; Function Attrs: convergent
define void @histogram(ptr %data, ptr %bins, i32 %n) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %data.addr = alloca ptr, align 8
  %bins.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %tid = alloca i32, align 4
  %i = alloca i32, align 4
  %b = alloca i32, align 4
  %b1 = alloca i32, align 4
  store ptr %data, ptr %data.addr, align 8
  store ptr %bins, ptr %bins.addr, align 8
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
  store i32 %4, ptr %b, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %5 = load i32, ptr %b, align 4
  %cmp = icmp slt i32 %5, 256
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %6 = load i32, ptr %b, align 4
  %conv = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @histogram.local_bins to ptr), i64 %conv
  store i32 0, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %7 = load i32, ptr @blockDim, align 4
  %8 = load i32, ptr %b, align 4
  %add2 = add i32 %8, %7
  store i32 %add2, ptr %b, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !7
  %9 = load i32, ptr %i, align 4
  %10 = load i32, ptr %n.addr, align 4
  %cmp3 = icmp sge i32 %9, %10
  br i1 %cmp3, label %if.then, label %if.end

if.then:                                          ; preds = %for.end
  ret void

if.end:                                           ; preds = %for.end
  %11 = load ptr, ptr %data.addr, align 8
  %12 = load i32, ptr %i, align 4
  %conv4 = sext i32 %12 to i64
  %arrayidx5 = getelementptr inbounds i8, ptr %11, i64 %conv4
  %13 = load i8, ptr %arrayidx5, align 1
  %conv6 = zext i8 %13 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @histogram.local_bins to ptr), i64 %conv6
  %call = call i32 @atomicAdd(ptr %arrayidx7, i32 1), !dbg !8
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !9
  %14 = load i32, ptr %tid, align 4
  store i32 %14, ptr %b1, align 4
  br label %for.cond8

for.cond8:                                        ; preds = %for.inc17, %if.end
  %tok.for19 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %15 = load i32, ptr %b1, align 4
  %cmp11 = icmp slt i32 %15, 256
  br i1 %cmp11, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %16 = load ptr, ptr %bins.addr, align 8
  %17 = load i32, ptr %b1, align 4
  %conv12 = sext i32 %17 to i64
  %arrayidx13 = getelementptr inbounds i32, ptr %16, i64 %conv12
  %18 = load i32, ptr %b1, align 4
  %conv14 = sext i32 %18 to i64
  %arrayidx15 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @histogram.local_bins to ptr), i64 %conv14
  %19 = load i32, ptr %arrayidx15, align 4
  %call16 = call i32 @atomicAdd(ptr %arrayidx13, i32 %19), !dbg !10
  br label %for.inc17

for.inc17:                                        ; preds = %for.body9
  %20 = load i32, ptr @blockDim, align 4
  %21 = load i32, ptr %b1, align 4
  %add18 = add i32 %21, %20
  store i32 %add18, ptr %b1, align 4
  br label %for.cond8

for.end10:                                        ; preds = %for.cond8
  ret void
}

; Function Attrs: convergent
define void @histogram_guarded(ptr %data, ptr %bins, i32 %n) #0 !dbg !11 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %data.addr = alloca ptr, align 8
  %bins.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %tid = alloca i32, align 4
  %i = alloca i32, align 4
  %b = alloca i32, align 4
  %b1 = alloca i32, align 4
  store ptr %data, ptr %data.addr, align 8
  store ptr %bins, ptr %bins.addr, align 8
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
  store i32 %4, ptr %b, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %5 = load i32, ptr %b, align 4
  %cmp = icmp slt i32 %5, 256
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %6 = load i32, ptr %b, align 4
  %conv = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @histogram_guarded.local_bins to ptr), i64 %conv
  store i32 0, ptr %arrayidx, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %7 = load i32, ptr @blockDim, align 4
  %8 = load i32, ptr %b, align 4
  %add2 = add i32 %8, %7
  store i32 %add2, ptr %b, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !12
  %9 = load i32, ptr %i, align 4
  %10 = load i32, ptr %n.addr, align 4
  %cmp3 = icmp slt i32 %9, %10
  br i1 %cmp3, label %if.then, label %if.end

if.then:                                          ; preds = %for.end
  %11 = load ptr, ptr %data.addr, align 8
  %12 = load i32, ptr %i, align 4
  %conv4 = sext i32 %12 to i64
  %arrayidx5 = getelementptr inbounds i8, ptr %11, i64 %conv4
  %13 = load i8, ptr %arrayidx5, align 1
  %conv6 = zext i8 %13 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @histogram_guarded.local_bins to ptr), i64 %conv6
  %call = call i32 @atomicAdd(ptr %arrayidx7, i32 1), !dbg !13
  br label %if.end

if.end:                                           ; preds = %if.then, %for.end
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !14
  %14 = load i32, ptr %tid, align 4
  store i32 %14, ptr %b1, align 4
  br label %for.cond8

for.cond8:                                        ; preds = %for.inc17, %if.end
  %tok.for19 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %15 = load i32, ptr %b1, align 4
  %cmp11 = icmp slt i32 %15, 256
  br i1 %cmp11, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  %16 = load ptr, ptr %bins.addr, align 8
  %17 = load i32, ptr %b1, align 4
  %conv12 = sext i32 %17 to i64
  %arrayidx13 = getelementptr inbounds i32, ptr %16, i64 %conv12
  %18 = load i32, ptr %b1, align 4
  %conv14 = sext i32 %18 to i64
  %arrayidx15 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @histogram_guarded.local_bins to ptr), i64 %conv14
  %19 = load i32, ptr %arrayidx15, align 4
  %call16 = call i32 @atomicAdd(ptr %arrayidx13, i32 %19), !dbg !15
  br label %for.inc17

for.inc17:                                        ; preds = %for.body9
  %20 = load i32, ptr @blockDim, align 4
  %21 = load i32, ptr %b1, align 4
  %add18 = add i32 %21, %20
  store i32 %add18, ptr %b1, align 4
  br label %for.cond8

for.end10:                                        ; preds = %for.cond8
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare void @__syncthreads() #0

declare i32 @atomicAdd(ptr, i32)

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/histogram_early_return.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "histogram", linkageName: "histogram", scope: !1, file: !1, line: 9, type: !5, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 17, column: 5, scope: !4)
!8 = !DILocation(line: 22, column: 5, scope: !4)
!9 = !DILocation(line: 23, column: 5, scope: !4)
!10 = !DILocation(line: 26, column: 9, scope: !4)
!11 = distinct !DISubprogram(name: "histogram_guarded", linkageName: "histogram_guarded", scope: !1, file: !1, line: 29, type: !5, scopeLine: 29, spFlags: DISPFlagDefinition, unit: !0)
!12 = !DILocation(line: 37, column: 5, scope: !11)
!13 = !DILocation(line: 40, column: 9, scope: !11)
!14 = !DILocation(line: 41, column: 5, scope: !11)
!15 = !DILocation(line: 44, column: 9, scope: !11)
