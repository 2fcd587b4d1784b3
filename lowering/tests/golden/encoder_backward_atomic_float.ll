; ModuleID = 'samples/encoder_backward_atomic_float.cu'
source_filename = "samples/encoder_backward_atomic_float.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3

define void @encoder_backward_kernel1(ptr %dwte, ptr %dwpe, ptr %dout, ptr %inp, i32 %B, i32 %T, i32 %C) !dbg !4 {
entry:
  %dwte.addr = alloca ptr, align 8
  %dwpe.addr = alloca ptr, align 8
  %dout.addr = alloca ptr, align 8
  %inp.addr = alloca ptr, align 8
  %B.addr = alloca i32, align 4
  %T.addr = alloca i32, align 4
  %C.addr = alloca i32, align 4
  %idx = alloca i32, align 4
  %N = alloca i32, align 4
  %bt = alloca i32, align 4
  %b = alloca i32, align 4
  %t = alloca i32, align 4
  %c = alloca i32, align 4
  %ix = alloca i32, align 4
  %dout_btc = alloca ptr, align 8
  %dwte_ix = alloca ptr, align 8
  %dwpe_tc = alloca ptr, align 8
  store ptr %dwte, ptr %dwte.addr, align 8
  store ptr %dwpe, ptr %dwpe.addr, align 8
  store ptr %dout, ptr %dout.addr, align 8
  store ptr %inp, ptr %inp.addr, align 8
  store i32 %B, ptr %B.addr, align 4
  store i32 %T, ptr %T.addr, align 4
  store i32 %C, ptr %C.addr, align 4
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %idx, align 4
  %3 = load i32, ptr %B.addr, align 4
  %4 = load i32, ptr %T.addr, align 4
  %mul1 = mul nsw i32 %3, %4
  %5 = load i32, ptr %C.addr, align 4
  %mul2 = mul nsw i32 %mul1, %5
  store i32 %mul2, ptr %N, align 4
  %6 = load i32, ptr %idx, align 4
  %7 = load i32, ptr %N, align 4
  %cmp = icmp slt i32 %6, %7
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %8 = load i32, ptr %idx, align 4
  %9 = load i32, ptr %C.addr, align 4
  %div = sdiv i32 %8, %9
  store i32 %div, ptr %bt, align 4
  %10 = load i32, ptr %bt, align 4
  %11 = load i32, ptr %T.addr, align 4
  %div3 = sdiv i32 %10, %11
  store i32 %div3, ptr %b, align 4
  %12 = load i32, ptr %bt, align 4
  %13 = load i32, ptr %T.addr, align 4
  %rem = srem i32 %12, %13
  store i32 %rem, ptr %t, align 4
  %14 = load i32, ptr %idx, align 4
  %15 = load i32, ptr %C.addr, align 4
  %rem4 = srem i32 %14, %15
  store i32 %rem4, ptr %c, align 4
  %16 = load ptr, ptr %inp.addr, align 8
  %17 = load i32, ptr %b, align 4
  %18 = load i32, ptr %T.addr, align 4
  %mul5 = mul nsw i32 %17, %18
  %19 = load i32, ptr %t, align 4
  %add6 = add nsw i32 %mul5, %19
  %conv = sext i32 %add6 to i64
  %arrayidx = getelementptr inbounds i32, ptr %16, i64 %conv
  %20 = load i32, ptr %arrayidx, align 4
  store i32 %20, ptr %ix, align 4
  %21 = load ptr, ptr %dout.addr, align 8
  %22 = load i32, ptr %b, align 4
  %23 = load i32, ptr %T.addr, align 4
  %mul7 = mul nsw i32 %22, %23
  %24 = load i32, ptr %C.addr, align 4
  %mul8 = mul nsw i32 %mul7, %24
  %conv9 = sext i32 %mul8 to i64
  %add.ptr = getelementptr inbounds float, ptr %21, i64 %conv9
  %25 = load i32, ptr %t, align 4
  %26 = load i32, ptr %C.addr, align 4
  %mul10 = mul nsw i32 %25, %26
  %conv11 = sext i32 %mul10 to i64
  %add.ptr12 = getelementptr inbounds float, ptr %add.ptr, i64 %conv11
  %27 = load i32, ptr %c, align 4
  %conv13 = sext i32 %27 to i64
  %add.ptr14 = getelementptr inbounds float, ptr %add.ptr12, i64 %conv13
  store ptr %add.ptr14, ptr %dout_btc, align 8
  %28 = load ptr, ptr %dwte.addr, align 8
  %29 = load i32, ptr %ix, align 4
  %30 = load i32, ptr %C.addr, align 4
  %mul15 = mul nsw i32 %29, %30
  %conv16 = sext i32 %mul15 to i64
  %add.ptr17 = getelementptr inbounds float, ptr %28, i64 %conv16
  %31 = load i32, ptr %c, align 4
  %conv18 = sext i32 %31 to i64
  %add.ptr19 = getelementptr inbounds float, ptr %add.ptr17, i64 %conv18
  store ptr %add.ptr19, ptr %dwte_ix, align 8
  %32 = load ptr, ptr %dwpe.addr, align 8
  %33 = load i32, ptr %t, align 4
  %34 = load i32, ptr %C.addr, align 4
  %mul20 = mul nsw i32 %33, %34
  %conv21 = sext i32 %mul20 to i64
  %add.ptr22 = getelementptr inbounds float, ptr %32, i64 %conv21
  %35 = load i32, ptr %c, align 4
  %conv23 = sext i32 %35 to i64
  %add.ptr24 = getelementptr inbounds float, ptr %add.ptr22, i64 %conv23
  store ptr %add.ptr24, ptr %dwpe_tc, align 8
  %36 = load ptr, ptr %dwte_ix, align 8
  %37 = load ptr, ptr %dout_btc, align 8
  %38 = load float, ptr %37, align 4
  %call = call float @__tangle_atomicAdd_f32(ptr %36, float %38), !dbg !7
  %39 = load ptr, ptr %dwpe_tc, align 8
  %40 = load ptr, ptr %dout_btc, align 8
  %41 = load float, ptr %40, align 4
  %call25 = call float @__tangle_atomicAdd_f32(ptr %39, float %41), !dbg !8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

define void @encoder_backward_kernel2(ptr %dwte, ptr %dwpe, ptr %dout, ptr %inp, i32 %B, i32 %T, i32 %C) {
entry:
  %dwte.addr = alloca ptr, align 8
  %dwpe.addr = alloca ptr, align 8
  %dout.addr = alloca ptr, align 8
  %inp.addr = alloca ptr, align 8
  %B.addr = alloca i32, align 4
  %T.addr = alloca i32, align 4
  %C.addr = alloca i32, align 4
  %c = alloca i32, align 4
  %BT = alloca i32, align 4
  %i = alloca i32, align 4
  %t = alloca i32, align 4
  %ix = alloca i32, align 4
  %dout_btc = alloca float, align 4
  store ptr %dwte, ptr %dwte.addr, align 8
  store ptr %dwpe, ptr %dwpe.addr, align 8
  store ptr %dout, ptr %dout.addr, align 8
  store ptr %inp, ptr %inp.addr, align 8
  store i32 %B, ptr %B.addr, align 4
  store i32 %T, ptr %T.addr, align 4
  store i32 %C, ptr %C.addr, align 4
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %c, align 4
  %3 = load i32, ptr %c, align 4
  %4 = load i32, ptr %C.addr, align 4
  %cmp = icmp sge i32 %3, %4
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  ret void

if.end:                                           ; preds = %entry
  %5 = load i32, ptr %B.addr, align 4
  %6 = load i32, ptr %T.addr, align 4
  %mul1 = mul nsw i32 %5, %6
  store i32 %mul1, ptr %BT, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.end
  %7 = load i32, ptr %i, align 4
  %8 = load i32, ptr %BT, align 4
  %cmp2 = icmp slt i32 %7, %8
  br i1 %cmp2, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %9 = load i32, ptr %i, align 4
  %10 = load i32, ptr %T.addr, align 4
  %rem = srem i32 %9, %10
  store i32 %rem, ptr %t, align 4
  %11 = load ptr, ptr %inp.addr, align 8
  %12 = load i32, ptr %i, align 4
  %conv = sext i32 %12 to i64
  %arrayidx = getelementptr inbounds i32, ptr %11, i64 %conv
  %13 = load i32, ptr %arrayidx, align 4
  store i32 %13, ptr %ix, align 4
  %14 = load ptr, ptr %dout.addr, align 8
  %15 = load i32, ptr %i, align 4
  %16 = load i32, ptr %C.addr, align 4
  %mul3 = mul nsw i32 %15, %16
  %17 = load i32, ptr %c, align 4
  %add4 = add nsw i32 %mul3, %17
  %conv5 = sext i32 %add4 to i64
  %arrayidx6 = getelementptr inbounds float, ptr %14, i64 %conv5
  %18 = load float, ptr %arrayidx6, align 4
  store float %18, ptr %dout_btc, align 4
  %19 = load ptr, ptr %dwte.addr, align 8
  %20 = load i32, ptr %ix, align 4
  %21 = load i32, ptr %C.addr, align 4
  %mul7 = mul nsw i32 %20, %21
  %22 = load i32, ptr %c, align 4
  %add8 = add nsw i32 %mul7, %22
  %conv9 = sext i32 %add8 to i64
  %arrayidx10 = getelementptr inbounds float, ptr %19, i64 %conv9
  %23 = load float, ptr %dout_btc, align 4
  %24 = load float, ptr %arrayidx10, align 4
  %add11 = fadd float %24, %23
  store float %add11, ptr %arrayidx10, align 4
  %25 = load ptr, ptr %dwpe.addr, align 8
  %26 = load i32, ptr %t, align 4
  %27 = load i32, ptr %C.addr, align 4
  %mul12 = mul nsw i32 %26, %27
  %28 = load i32, ptr %c, align 4
  %add13 = add nsw i32 %mul12, %28
  %conv14 = sext i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds float, ptr %25, i64 %conv14
  %29 = load float, ptr %dout_btc, align 4
  %30 = load float, ptr %arrayidx15, align 4
  %add16 = fadd float %30, %29
  store float %add16, ptr %arrayidx15, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %31 = load i32, ptr %i, align 4
  %inc = add nsw i32 %31, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  ret void
}

declare float @__tangle_atomicAdd_f32(ptr, float)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/encoder_backward_atomic_float.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "encoder_backward_kernel1", linkageName: "encoder_backward_kernel1", scope: !1, file: !1, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 37, column: 9, scope: !4)
!8 = !DILocation(line: 38, column: 9, scope: !4)
