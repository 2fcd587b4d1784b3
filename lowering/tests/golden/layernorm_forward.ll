; ModuleID = 'samples/layernorm_forward.cu'
source_filename = "samples/layernorm_forward.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@shared = external addrspace(3) global [0 x float], align 16
@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3

define void @layernorm_forward_kernel1(ptr %out, ptr %mean, ptr %rstd, ptr %inp, ptr %weight, ptr %bias, i32 %N, i32 %C) !dbg !4 {
entry:
  %out.addr = alloca ptr, align 8
  %mean.addr = alloca ptr, align 8
  %rstd.addr = alloca ptr, align 8
  %inp.addr = alloca ptr, align 8
  %weight.addr = alloca ptr, align 8
  %bias.addr = alloca ptr, align 8
  %N.addr = alloca i32, align 4
  %C.addr = alloca i32, align 4
  %idx = alloca i32, align 4
  %eps = alloca float, align 4
  %x = alloca ptr, align 8
  %m = alloca float, align 4
  %i = alloca i32, align 4
  %v = alloca float, align 4
  %i1 = alloca i32, align 4
  %xshift = alloca float, align 4
  %s = alloca float, align 4
  %out_idx = alloca ptr, align 8
  %i2 = alloca i32, align 4
  %n = alloca float, align 4
  %o = alloca float, align 4
  store ptr %out, ptr %out.addr, align 8
  store ptr %mean, ptr %mean.addr, align 8
  store ptr %rstd, ptr %rstd.addr, align 8
  store ptr %inp, ptr %inp.addr, align 8
  store ptr %weight, ptr %weight.addr, align 8
  store ptr %bias, ptr %bias.addr, align 8
  store i32 %N, ptr %N.addr, align 4
  store i32 %C, ptr %C.addr, align 4
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %idx, align 4
  store float 0x3EE4F8B580000000, ptr %eps, align 4
  %3 = load i32, ptr %idx, align 4
  %4 = load i32, ptr %N.addr, align 4
  %cmp = icmp slt i32 %3, %4
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %5 = load ptr, ptr %inp.addr, align 8
  %6 = load i32, ptr %idx, align 4
  %7 = load i32, ptr %C.addr, align 4
  %mul3 = mul nsw i32 %6, %7
  %conv = sext i32 %mul3 to i64
  %add.ptr = getelementptr inbounds float, ptr %5, i64 %conv
  store ptr %add.ptr, ptr %x, align 8
  store float 0.000000e+00, ptr %m, align 4
  store i32 0, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.then
  %8 = load i32, ptr %i, align 4
  %9 = load i32, ptr %C.addr, align 4
  %cmp4 = icmp slt i32 %8, %9
  br i1 %cmp4, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %10 = load ptr, ptr %x, align 8
  %11 = load i32, ptr %i, align 4
  %conv5 = sext i32 %11 to i64
  %arrayidx = getelementptr inbounds float, ptr %10, i64 %conv5
  %12 = load float, ptr %arrayidx, align 4
  %13 = load float, ptr %m, align 4
  %add6 = fadd float %13, %12
  store float %add6, ptr %m, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %14 = load i32, ptr %i, align 4
  %inc = add nsw i32 %14, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %15 = load float, ptr %m, align 4
  %16 = load i32, ptr %C.addr, align 4
  %conv8 = sitofp i32 %16 to float
  %div = fdiv float %15, %conv8
  store float %div, ptr %m, align 4
  store float 0.000000e+00, ptr %v, align 4
  store i32 0, ptr %i1, align 4
  br label %for.cond9

for.cond9:                                        ; preds = %for.inc17, %for.end
  %17 = load i32, ptr %i1, align 4
  %18 = load i32, ptr %C.addr, align 4
  %cmp12 = icmp slt i32 %17, %18
  br i1 %cmp12, label %for.body10, label %for.end11

for.body10:                                       ; preds = %for.cond9
  %19 = load ptr, ptr %x, align 8
  %20 = load i32, ptr %i1, align 4
  %conv13 = sext i32 %20 to i64
  %arrayidx14 = getelementptr inbounds float, ptr %19, i64 %conv13
  %21 = load float, ptr %arrayidx14, align 4
  %22 = load float, ptr %m, align 4
  %sub = fsub float %21, %22
  store float %sub, ptr %xshift, align 4
  %23 = load float, ptr %xshift, align 4
  %24 = load float, ptr %xshift, align 4
  %mul15 = fmul float %23, %24
  %25 = load float, ptr %v, align 4
  %add16 = fadd float %25, %mul15
  store float %add16, ptr %v, align 4
  br label %for.inc17

for.inc17:                                        ; preds = %for.body10
  %26 = load i32, ptr %i1, align 4
  %inc19 = add nsw i32 %26, 1
  store i32 %inc19, ptr %i1, align 4
  br label %for.cond9

for.end11:                                        ; preds = %for.cond9
  %27 = load float, ptr %v, align 4
  %28 = load i32, ptr %C.addr, align 4
  %conv20 = sitofp i32 %28 to float
  %div21 = fdiv float %27, %conv20
  store float %div21, ptr %v, align 4
  %29 = load float, ptr %v, align 4
  %30 = load float, ptr %eps, align 4
  %add22 = fadd float %29, %30
  %call = call float @llvm.sqrt.f32(float %add22), !dbg !7
  %div23 = fdiv float 1.000000e+00, %call
  store float %div23, ptr %s, align 4
  %31 = load ptr, ptr %out.addr, align 8
  %32 = load i32, ptr %idx, align 4
  %33 = load i32, ptr %C.addr, align 4
  %mul24 = mul nsw i32 %32, %33
  %conv25 = sext i32 %mul24 to i64
  %add.ptr26 = getelementptr inbounds float, ptr %31, i64 %conv25
  store ptr %add.ptr26, ptr %out_idx, align 8
  store i32 0, ptr %i2, align 4
  br label %for.cond27

for.cond27:                                       ; preds = %for.inc43, %for.end11
  %34 = load i32, ptr %i2, align 4
  %35 = load i32, ptr %C.addr, align 4
  %cmp30 = icmp slt i32 %34, %35
  br i1 %cmp30, label %for.body28, label %for.end29

for.body28:                                       ; preds = %for.cond27
  %36 = load float, ptr %s, align 4
  %37 = load ptr, ptr %x, align 8
  %38 = load i32, ptr %i2, align 4
  %conv31 = sext i32 %38 to i64
  %arrayidx32 = getelementptr inbounds float, ptr %37, i64 %conv31
  %39 = load float, ptr %arrayidx32, align 4
  %40 = load float, ptr %m, align 4
  %sub33 = fsub float %39, %40
  %mul34 = fmul float %36, %sub33
  store float %mul34, ptr %n, align 4
  %41 = load float, ptr %n, align 4
  %42 = load ptr, ptr %weight.addr, align 8
  %43 = load i32, ptr %i2, align 4
  %conv35 = sext i32 %43 to i64
  %arrayidx36 = getelementptr inbounds float, ptr %42, i64 %conv35
  %44 = load float, ptr %arrayidx36, align 4
  %mul37 = fmul float %41, %44
  %45 = load ptr, ptr %bias.addr, align 8
  %46 = load i32, ptr %i2, align 4
  %conv38 = sext i32 %46 to i64
  %arrayidx39 = getelementptr inbounds float, ptr %45, i64 %conv38
  %47 = load float, ptr %arrayidx39, align 4
  %add40 = fadd float %mul37, %47
  store float %add40, ptr %o, align 4
  %48 = load ptr, ptr %out_idx, align 8
  %49 = load i32, ptr %i2, align 4
  %conv41 = sext i32 %49 to i64
  %arrayidx42 = getelementptr inbounds float, ptr %48, i64 %conv41
  %50 = load float, ptr %o, align 4
  store float %50, ptr %arrayidx42, align 4
  br label %for.inc43

for.inc43:                                        ; preds = %for.body28
  %51 = load i32, ptr %i2, align 4
  %inc45 = add nsw i32 %51, 1
  store i32 %inc45, ptr %i2, align 4
  br label %for.cond27

for.end29:                                        ; preds = %for.cond27
  %52 = load ptr, ptr %mean.addr, align 8
  %53 = load i32, ptr %idx, align 4
  %conv46 = sext i32 %53 to i64
  %arrayidx47 = getelementptr inbounds float, ptr %52, i64 %conv46
  %54 = load float, ptr %m, align 4
  store float %54, ptr %arrayidx47, align 4
  %55 = load ptr, ptr %rstd.addr, align 8
  %56 = load i32, ptr %idx, align 4
  %conv48 = sext i32 %56 to i64
  %arrayidx49 = getelementptr inbounds float, ptr %55, i64 %conv48
  %57 = load float, ptr %s, align 4
  store float %57, ptr %arrayidx49, align 4
  br label %if.end

if.end:                                           ; preds = %for.end29, %entry
  ret void
}

; Function Attrs: convergent
define void @mean_kernel(ptr %mean, ptr %inp, i32 %N, i32 %C, i32 %block_size) #0 !dbg !8 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %mean.addr = alloca ptr, align 8
  %inp.addr = alloca ptr, align 8
  %N.addr = alloca i32, align 4
  %C.addr = alloca i32, align 4
  %block_size.addr = alloca i32, align 4
  %idx = alloca i32, align 4
  %tid = alloca i32, align 4
  %x = alloca ptr, align 8
  %sum = alloca float, align 4
  %i = alloca i32, align 4
  %stride = alloca i32, align 4
  store ptr %mean, ptr %mean.addr, align 8
  store ptr %inp, ptr %inp.addr, align 8
  store i32 %N, ptr %N.addr, align 4
  store i32 %C, ptr %C.addr, align 4
  store i32 %block_size, ptr %block_size.addr, align 4
  %0 = load i32, ptr @blockIdx, align 4
  store i32 %0, ptr %idx, align 4
  %1 = load i32, ptr @threadIdx, align 4
  store i32 %1, ptr %tid, align 4
  %2 = load ptr, ptr %inp.addr, align 8
  %3 = load i32, ptr %idx, align 4
  %4 = load i32, ptr %C.addr, align 4
  %mul = mul nsw i32 %3, %4
  %conv = sext i32 %mul to i64
  %add.ptr = getelementptr inbounds float, ptr %2, i64 %conv
  store ptr %add.ptr, ptr %x, align 8
  store float 0.000000e+00, ptr %sum, align 4
  %5 = load i32, ptr %tid, align 4
  store i32 %5, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for25 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %6 = load i32, ptr %i, align 4
  %7 = load i32, ptr %C.addr, align 4
  %cmp = icmp slt i32 %6, %7
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %8 = load ptr, ptr %x, align 8
  %9 = load i32, ptr %i, align 4
  %conv1 = sext i32 %9 to i64
  %arrayidx = getelementptr inbounds float, ptr %8, i64 %conv1
  %10 = load float, ptr %arrayidx, align 4
  %11 = load float, ptr %sum, align 4
  %add = fadd float %11, %10
  store float %add, ptr %sum, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %12 = load i32, ptr %block_size.addr, align 4
  %13 = load i32, ptr %i, align 4
  %add2 = add nsw i32 %13, %12
  store i32 %add2, ptr %i, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %14 = load i32, ptr %tid, align 4
  %conv3 = sext i32 %14 to i64
  %arrayidx4 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %conv3
  %15 = load float, ptr %sum, align 4
  store float %15, ptr %arrayidx4, align 4
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !9
  %16 = load i32, ptr %block_size.addr, align 4
  %div = sdiv i32 %16, 2
  store i32 %div, ptr %stride, align 4
  br label %for.cond5

for.cond5:                                        ; preds = %for.inc16, %for.end
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %17 = load i32, ptr %stride, align 4
  %cmp8 = icmp sge i32 %17, 1
  br i1 %cmp8, label %for.body6, label %for.end7

for.body6:                                        ; preds = %for.cond5
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.for) ], !dbg !10
  %18 = load i32, ptr %tid, align 4
  %19 = load i32, ptr %stride, align 4
  %cmp9 = icmp slt i32 %18, %19
  br i1 %cmp9, label %if.then, label %if.end

if.then:                                          ; preds = %for.body6
  %20 = load i32, ptr %tid, align 4
  %conv10 = sext i32 %20 to i64
  %arrayidx11 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %conv10
  %21 = load i32, ptr %tid, align 4
  %22 = load i32, ptr %stride, align 4
  %add12 = add nsw i32 %21, %22
  %conv13 = sext i32 %add12 to i64
  %arrayidx14 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %conv13
  %23 = load float, ptr %arrayidx14, align 4
  %24 = load float, ptr %arrayidx11, align 4
  %add15 = fadd float %24, %23
  store float %add15, ptr %arrayidx11, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body6
  br label %for.inc16

for.inc16:                                        ; preds = %if.end
  %25 = load i32, ptr %stride, align 4
  %div17 = sdiv i32 %25, 2
  store i32 %div17, ptr %stride, align 4
  br label %for.cond5

for.end7:                                         ; preds = %for.cond5
  %26 = load i32, ptr %tid, align 4
  %cmp20 = icmp eq i32 %26, 0
  br i1 %cmp20, label %if.then18, label %if.end19

if.then18:                                        ; preds = %for.end7
  %27 = load ptr, ptr %mean.addr, align 8
  %28 = load i32, ptr %idx, align 4
  %conv21 = sext i32 %28 to i64
  %arrayidx22 = getelementptr inbounds float, ptr %27, i64 %conv21
  %29 = load float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), align 4
  %30 = load i32, ptr %C.addr, align 4
  %conv23 = sitofp i32 %30 to float
  %div24 = fdiv float %29, %conv23
  store float %div24, ptr %arrayidx22, align 4
  br label %if.end19

if.end19:                                         ; preds = %if.then18, %for.end7
  ret void
}

; Function Attrs: convergent
define void @rstd_kernel(ptr %rstd, ptr %inp, ptr %mean, i32 %N, i32 %C, i32 %block_size) #0 !dbg !11 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %rstd.addr = alloca ptr, align 8
  %inp.addr = alloca ptr, align 8
  %mean.addr = alloca ptr, align 8
  %N.addr = alloca i32, align 4
  %C.addr = alloca i32, align 4
  %block_size.addr = alloca i32, align 4
  %idx = alloca i32, align 4
  %tid = alloca i32, align 4
  %x = alloca ptr, align 8
  %m = alloca float, align 4
  %sum = alloca float, align 4
  %i = alloca i32, align 4
  %diff = alloca float, align 4
  %stride = alloca i32, align 4
  store ptr %rstd, ptr %rstd.addr, align 8
  store ptr %inp, ptr %inp.addr, align 8
  store ptr %mean, ptr %mean.addr, align 8
  store i32 %N, ptr %N.addr, align 4
  store i32 %C, ptr %C.addr, align 4
  store i32 %block_size, ptr %block_size.addr, align 4
  %0 = load i32, ptr @blockIdx, align 4
  store i32 %0, ptr %idx, align 4
  %1 = load i32, ptr @threadIdx, align 4
  store i32 %1, ptr %tid, align 4
  %2 = load ptr, ptr %inp.addr, align 8
  %3 = load i32, ptr %idx, align 4
  %4 = load i32, ptr %C.addr, align 4
  %mul = mul nsw i32 %3, %4
  %conv = sext i32 %mul to i64
  %add.ptr = getelementptr inbounds float, ptr %2, i64 %conv
  store ptr %add.ptr, ptr %x, align 8
  %5 = load ptr, ptr %mean.addr, align 8
  %6 = load i32, ptr %idx, align 4
  %conv1 = sext i32 %6 to i64
  %arrayidx = getelementptr inbounds float, ptr %5, i64 %conv1
  %7 = load float, ptr %arrayidx, align 4
  store float %7, ptr %m, align 4
  store float 0.000000e+00, ptr %sum, align 4
  %8 = load i32, ptr %tid, align 4
  store i32 %8, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for30 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %9 = load i32, ptr %i, align 4
  %10 = load i32, ptr %C.addr, align 4
  %cmp = icmp slt i32 %9, %10
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %11 = load ptr, ptr %x, align 8
  %12 = load i32, ptr %i, align 4
  %conv2 = sext i32 %12 to i64
  %arrayidx3 = getelementptr inbounds float, ptr %11, i64 %conv2
  %13 = load float, ptr %arrayidx3, align 4
  %14 = load float, ptr %m, align 4
  %sub = fsub float %13, %14
  store float %sub, ptr %diff, align 4
  %15 = load float, ptr %diff, align 4
  %16 = load float, ptr %diff, align 4
  %mul4 = fmul float %15, %16
  %17 = load float, ptr %sum, align 4
  %add = fadd float %17, %mul4
  store float %add, ptr %sum, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %18 = load i32, ptr %block_size.addr, align 4
  %19 = load i32, ptr %i, align 4
  %add5 = add nsw i32 %19, %18
  store i32 %add5, ptr %i, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %20 = load i32, ptr %tid, align 4
  %conv6 = sext i32 %20 to i64
  %arrayidx7 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %conv6
  %21 = load float, ptr %sum, align 4
  store float %21, ptr %arrayidx7, align 4
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !12
  %22 = load i32, ptr %block_size.addr, align 4
  %div = sdiv i32 %22, 2
  store i32 %div, ptr %stride, align 4
  br label %for.cond8

for.cond8:                                        ; preds = %for.inc19, %for.end
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %23 = load i32, ptr %stride, align 4
  %cmp11 = icmp sge i32 %23, 1
  br i1 %cmp11, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.for) ], !dbg !13
  %24 = load i32, ptr %tid, align 4
  %25 = load i32, ptr %stride, align 4
  %cmp12 = icmp slt i32 %24, %25
  br i1 %cmp12, label %if.then, label %if.end

if.then:                                          ; preds = %for.body9
  %26 = load i32, ptr %tid, align 4
  %conv13 = sext i32 %26 to i64
  %arrayidx14 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %conv13
  %27 = load i32, ptr %tid, align 4
  %28 = load i32, ptr %stride, align 4
  %add15 = add nsw i32 %27, %28
  %conv16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %conv16
  %29 = load float, ptr %arrayidx17, align 4
  %30 = load float, ptr %arrayidx14, align 4
  %add18 = fadd float %30, %29
  store float %add18, ptr %arrayidx14, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body9
  br label %for.inc19

for.inc19:                                        ; preds = %if.end
  %31 = load i32, ptr %stride, align 4
  %div20 = sdiv i32 %31, 2
  store i32 %div20, ptr %stride, align 4
  br label %for.cond8

for.end10:                                        ; preds = %for.cond8
  %32 = load i32, ptr %tid, align 4
  %cmp23 = icmp eq i32 %32, 0
  br i1 %cmp23, label %if.then21, label %if.end22

if.then21:                                        ; preds = %for.end10
  %33 = load ptr, ptr %rstd.addr, align 8
  %34 = load i32, ptr %idx, align 4
  %conv24 = sext i32 %34 to i64
  %arrayidx25 = getelementptr inbounds float, ptr %33, i64 %conv24
  %35 = load float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), align 4
  %36 = load i32, ptr %C.addr, align 4
  %conv26 = sitofp i32 %36 to float
  %div27 = fdiv float %35, %conv26
  %add28 = fadd float %div27, 0x3EE4F8B580000000
  %call = call float @llvm.sqrt.f32(float %add28), !dbg !14
  %div29 = fdiv float 1.000000e+00, %call
  store float %div29, ptr %arrayidx25, align 4
  br label %if.end22

if.end22:                                         ; preds = %if.then21, %for.end10
  ret void
}

define void @normalization_kernel(ptr %out, ptr %inp, ptr %mean, ptr %rstd, ptr %weight, ptr %bias, i32 %B, i32 %T, i32 %C) {
entry:
  %out.addr = alloca ptr, align 8
  %inp.addr = alloca ptr, align 8
  %mean.addr = alloca ptr, align 8
  %rstd.addr = alloca ptr, align 8
  %weight.addr = alloca ptr, align 8
  %bias.addr = alloca ptr, align 8
  %B.addr = alloca i32, align 4
  %T.addr = alloca i32, align 4
  %C.addr = alloca i32, align 4
  %idx = alloca i32, align 4
  %bt = alloca i32, align 4
  %c = alloca i32, align 4
  %m = alloca float, align 4
  %s = alloca float, align 4
  %xi = alloca float, align 4
  %n = alloca float, align 4
  %o = alloca float, align 4
  store ptr %out, ptr %out.addr, align 8
  store ptr %inp, ptr %inp.addr, align 8
  store ptr %mean, ptr %mean.addr, align 8
  store ptr %rstd, ptr %rstd.addr, align 8
  store ptr %weight, ptr %weight.addr, align 8
  store ptr %bias, ptr %bias.addr, align 8
  store i32 %B, ptr %B.addr, align 4
  store i32 %T, ptr %T.addr, align 4
  store i32 %C, ptr %C.addr, align 4
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %idx, align 4
  %3 = load i32, ptr %idx, align 4
  %4 = load i32, ptr %C.addr, align 4
  %div = sdiv i32 %3, %4
  store i32 %div, ptr %bt, align 4
  %5 = load i32, ptr %idx, align 4
  %6 = load i32, ptr %C.addr, align 4
  %rem = srem i32 %5, %6
  store i32 %rem, ptr %c, align 4
  %7 = load ptr, ptr %mean.addr, align 8
  %8 = load i32, ptr %bt, align 4
  %conv = sext i32 %8 to i64
  %arrayidx = getelementptr inbounds float, ptr %7, i64 %conv
  %9 = load float, ptr %arrayidx, align 4
  store float %9, ptr %m, align 4
  %10 = load ptr, ptr %rstd.addr, align 8
  %11 = load i32, ptr %bt, align 4
  %conv1 = sext i32 %11 to i64
  %arrayidx2 = getelementptr inbounds float, ptr %10, i64 %conv1
  %12 = load float, ptr %arrayidx2, align 4
  store float %12, ptr %s, align 4
  %13 = load ptr, ptr %inp.addr, align 8
  %14 = load i32, ptr %idx, align 4
  %conv3 = sext i32 %14 to i64
  %arrayidx4 = getelementptr inbounds float, ptr %13, i64 %conv3
  %15 = load float, ptr %arrayidx4, align 4
  store float %15, ptr %xi, align 4
  %16 = load float, ptr %s, align 4
  %17 = load float, ptr %xi, align 4
  %18 = load float, ptr %m, align 4
  %sub = fsub float %17, %18
  %mul5 = fmul float %16, %sub
  store float %mul5, ptr %n, align 4
  %19 = load float, ptr %n, align 4
  %20 = load ptr, ptr %weight.addr, align 8
  %21 = load i32, ptr %c, align 4
  %conv6 = sext i32 %21 to i64
  %arrayidx7 = getelementptr inbounds float, ptr %20, i64 %conv6
  %22 = load float, ptr %arrayidx7, align 4
  %mul8 = fmul float %19, %22
  %23 = load ptr, ptr %bias.addr, align 8
  %24 = load i32, ptr %c, align 4
  %conv9 = sext i32 %24 to i64
  %arrayidx10 = getelementptr inbounds float, ptr %23, i64 %conv9
  %25 = load float, ptr %arrayidx10, align 4
  %add11 = fadd float %mul8, %25
  store float %add11, ptr %o, align 4
  %26 = load ptr, ptr %out.addr, align 8
  %27 = load i32, ptr %idx, align 4
  %conv12 = sext i32 %27 to i64
  %arrayidx13 = getelementptr inbounds float, ptr %26, i64 %conv12
  %28 = load float, ptr %o, align 4
  store float %28, ptr %arrayidx13, align 4
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #2

; Function Attrs: convergent
declare void @__syncthreads() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #2

attributes #0 = { convergent }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/layernorm_forward.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "layernorm_forward_kernel1", linkageName: "layernorm_forward_kernel1", scope: !1, file: !1, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 42, column: 26, scope: !4)
!8 = distinct !DISubprogram(name: "mean_kernel", linkageName: "mean_kernel", scope: !1, file: !1, line: 56, type: !5, scopeLine: 56, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DILocation(line: 67, column: 5, scope: !8)
!10 = !DILocation(line: 70, column: 9, scope: !8)
!11 = distinct !DISubprogram(name: "rstd_kernel", linkageName: "rstd_kernel", scope: !1, file: !1, line: 81, type: !5, scopeLine: 81, spFlags: DISPFlagDefinition, unit: !0)
!12 = !DILocation(line: 94, column: 5, scope: !11)
!13 = !DILocation(line: 97, column: 9, scope: !11)
!14 = !DILocation(line: 104, column: 28, scope: !11)
