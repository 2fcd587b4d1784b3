; ModuleID = 'samples/histogram256_hip.cu'
source_filename = "samples/histogram256_hip.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@thread_bins = external addrspace(3) global [0 x i8], align 16
@threadIdx = external constant %struct.__tangle_uint3
@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define void @histogram256_block(ptr %data, ptr %block_bins, i32 %items_per_thread) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %data.addr = alloca ptr, align 8
  %block_bins.addr = alloca ptr, align 8
  %items_per_thread.addr = alloca i32, align 4
  %thread_id = alloca i32, align 4
  %block_id = alloca i32, align 4
  %block_size = alloca i32, align 4
  %bin_size = alloca i32, align 4
  %b_bits_length = alloca i32, align 4
  %sh_thread_id = alloca i32, align 4
  %i = alloca i32, align 4
  %i1 = alloca i32, align 4
  %value = alloca i32, align 4
  %bins_per_thread = alloca i32, align 4
  %i2 = alloca i32, align 4
  %bin_sh_id = alloca i32, align 4
  %bin_acc = alloca i32, align 4
  %j = alloca i32, align 4
  store ptr %data, ptr %data.addr, align 8
  store ptr %block_bins, ptr %block_bins.addr, align 8
  store i32 %items_per_thread, ptr %items_per_thread.addr, align 4
  %0 = load i32, ptr @threadIdx, align 4
  store i32 %0, ptr %thread_id, align 4
  %1 = load i32, ptr @blockIdx, align 4
  store i32 %1, ptr %block_id, align 4
  %2 = load i32, ptr @blockDim, align 4
  store i32 %2, ptr %block_size, align 4
  store i32 256, ptr %bin_size, align 4
  %3 = load i32, ptr %block_size, align 4
  %call = call i32 @__ffs(i32 %3), !dbg !7
  %sub = sub nsw i32 %call, 3
  store i32 %sub, ptr %b_bits_length, align 4
  %4 = load i32, ptr %thread_id, align 4
  %5 = load i32, ptr %b_bits_length, align 4
  %shl = shl i32 1, %5
  %sub3 = sub nsw i32 %shl, 1
  %and = and i32 %4, %sub3
  %shl4 = shl i32 %and, 2
  %6 = load i32, ptr %thread_id, align 4
  %7 = load i32, ptr %b_bits_length, align 4
  %shr = ashr i32 %6, %7
  %or = or i32 %shl4, %shr
  store i32 %or, ptr %sh_thread_id, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %8 = load i32, ptr %i, align 4
  %9 = load i32, ptr %bin_size, align 4
  %cmp = icmp slt i32 %8, %9
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %10 = load i32, ptr %i, align 4
  %11 = load i32, ptr %bin_size, align 4
  %12 = load i32, ptr %sh_thread_id, align 4
  %mul = mul nsw i32 %11, %12
  %add = add nsw i32 %10, %mul
  %conv = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @thread_bins to ptr), i64 %conv
  store i8 0, ptr %arrayidx, align 1
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %13 = load i32, ptr %i, align 4
  %inc = add nsw i32 %13, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !8
  store i32 0, ptr %i1, align 4
  br label %for.cond6

for.cond6:                                        ; preds = %for.inc23, %for.end
  %tok.for52 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %14 = load i32, ptr %i1, align 4
  %15 = load i32, ptr %items_per_thread.addr, align 4
  %cmp9 = icmp slt i32 %14, %15
  br i1 %cmp9, label %for.body7, label %for.end8

for.body7:                                        ; preds = %for.cond6
  %16 = load ptr, ptr %data.addr, align 8
  %17 = load i32, ptr %block_id, align 4
  %18 = load i32, ptr %block_size, align 4
  %mul10 = mul nsw i32 %17, %18
  %19 = load i32, ptr %thread_id, align 4
  %add11 = add nsw i32 %mul10, %19
  %20 = load i32, ptr %items_per_thread.addr, align 4
  %mul12 = mul nsw i32 %add11, %20
  %21 = load i32, ptr %i1, align 4
  %add13 = add nsw i32 %mul12, %21
  %conv14 = sext i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds i8, ptr %16, i64 %conv14
  %22 = load i8, ptr %arrayidx15, align 1
  %conv16 = zext i8 %22 to i32
  store i32 %conv16, ptr %value, align 4
  %23 = load i32, ptr %value, align 4
  %24 = load i32, ptr %block_size, align 4
  %mul17 = mul i32 %23, %24
  %25 = load i32, ptr %sh_thread_id, align 4
  %add18 = add i32 %mul17, %25
  %conv19 = zext i32 %add18 to i64
  %arrayidx20 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @thread_bins to ptr), i64 %conv19
  %26 = load i8, ptr %arrayidx20, align 1
  %inc22 = add i8 %26, 1
  store i8 %inc22, ptr %arrayidx20, align 1
  br label %for.inc23

for.inc23:                                        ; preds = %for.body7
  %27 = load i32, ptr %i1, align 4
  %inc25 = add nsw i32 %27, 1
  store i32 %inc25, ptr %i1, align 4
  br label %for.cond6

for.end8:                                         ; preds = %for.cond6
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !9
  %28 = load i32, ptr %bin_size, align 4
  %29 = load i32, ptr %block_size, align 4
  %div = sdiv i32 %28, %29
  store i32 %div, ptr %bins_per_thread, align 4
  store i32 0, ptr %i2, align 4
  br label %for.cond26

for.cond26:                                       ; preds = %for.inc49, %for.end8
  %tok.for53 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %30 = load i32, ptr %i2, align 4
  %31 = load i32, ptr %bins_per_thread, align 4
  %cmp29 = icmp slt i32 %30, %31
  br i1 %cmp29, label %for.body27, label %for.end28

for.body27:                                       ; preds = %for.cond26
  %32 = load i32, ptr %i2, align 4
  %33 = load i32, ptr %block_size, align 4
  %mul30 = mul nsw i32 %32, %33
  %34 = load i32, ptr %sh_thread_id, align 4
  %add31 = add nsw i32 %mul30, %34
  store i32 %add31, ptr %bin_sh_id, align 4
  store i32 0, ptr %bin_acc, align 4
  store i32 0, ptr %j, align 4
  br label %for.cond32

for.cond32:                                       ; preds = %for.inc42, %for.body27
  %tok.for54 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.for53) ]
  %35 = load i32, ptr %j, align 4
  %36 = load i32, ptr %block_size, align 4
  %cmp35 = icmp slt i32 %35, %36
  br i1 %cmp35, label %for.body33, label %for.end34

for.body33:                                       ; preds = %for.cond32
  %37 = load i32, ptr %bin_sh_id, align 4
  %38 = load i32, ptr %block_size, align 4
  %mul36 = mul nsw i32 %37, %38
  %39 = load i32, ptr %j, align 4
  %add37 = add nsw i32 %mul36, %39
  %conv38 = sext i32 %add37 to i64
  %arrayidx39 = getelementptr inbounds i8, ptr addrspacecast (ptr addrspace(3) @thread_bins to ptr), i64 %conv38
  %40 = load i8, ptr %arrayidx39, align 1
  %conv40 = zext i8 %40 to i32
  %41 = load i32, ptr %bin_acc, align 4
  %add41 = add i32 %41, %conv40
  store i32 %add41, ptr %bin_acc, align 4
  br label %for.inc42

for.inc42:                                        ; preds = %for.body33
  %42 = load i32, ptr %j, align 4
  %inc44 = add nsw i32 %42, 1
  store i32 %inc44, ptr %j, align 4
  br label %for.cond32

for.end34:                                        ; preds = %for.cond32
  %43 = load ptr, ptr %block_bins.addr, align 8
  %44 = load i32, ptr %block_id, align 4
  %45 = load i32, ptr %bin_size, align 4
  %mul45 = mul nsw i32 %44, %45
  %46 = load i32, ptr %bin_sh_id, align 4
  %add46 = add nsw i32 %mul45, %46
  %conv47 = sext i32 %add46 to i64
  %arrayidx48 = getelementptr inbounds i32, ptr %43, i64 %conv47
  %47 = load i32, ptr %bin_acc, align 4
  store i32 %47, ptr %arrayidx48, align 4
  br label %for.inc49

for.inc49:                                        ; preds = %for.end34
  %48 = load i32, ptr %i2, align 4
  %inc51 = add nsw i32 %48, 1
  store i32 %inc51, ptr %i2, align 4
  br label %for.cond26

for.end28:                                        ; preds = %for.cond26
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

declare i32 @__ffs(i32)

; Function Attrs: convergent
declare void @__syncthreads() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/histogram256_hip.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "histogram256_block", linkageName: "histogram256_block", scope: !1, file: !1, line: 36, type: !5, scopeLine: 36, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 60, column: 31, scope: !4)
!8 = !DILocation(line: 69, column: 5, scope: !4)
!9 = !DILocation(line: 76, column: 5, scope: !4)
