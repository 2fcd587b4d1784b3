; ModuleID = 'samples/softmax_forward.cu'
source_filename = "samples/softmax_forward.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@shared = external addrspace(3) global [0 x float], align 16
@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3

; Function Attrs: convergent
define float @warpReduceSum(float %val) #0 !dbg !4 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %val.addr = alloca float, align 4
  %offset = alloca i32, align 4
  store float %val, ptr %val.addr, align 4
  store i32 16, ptr %offset, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %0 = load i32, ptr %offset, align 4
  %cmp = icmp sgt i32 %0, 0
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load float, ptr %val.addr, align 4
  %2 = load i32, ptr %offset, align 4
  %call = call float (i32, float, i32, ...) @__tangle_shfl_xor_sync_f32(i32 -1, float %1, i32 %2) #0 [ "convergencectrl"(token %tok.for) ], !dbg !7
  %3 = load float, ptr %val.addr, align 4
  %add = fadd float %3, %call
  store float %add, ptr %val.addr, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load i32, ptr %offset, align 4
  %div = sdiv i32 %4, 2
  store i32 %div, ptr %offset, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %5 = load float, ptr %val.addr, align 4
  ret float %5
}

define void @softmax_forward_kernel1(ptr %out, ptr %inp, i32 %N, i32 %C) !dbg !8 {
entry:
  %out.addr = alloca ptr, align 8
  %inp.addr = alloca ptr, align 8
  %N.addr = alloca i32, align 4
  %C.addr = alloca i32, align 4
  %i = alloca i32, align 4
  %inp_row = alloca ptr, align 8
  %out_row = alloca ptr, align 8
  %maxval = alloca float, align 4
  %j = alloca i32, align 4
  %sum = alloca double, align 8
  %j1 = alloca i32, align 4
  %j2 = alloca i32, align 4
  store ptr %out, ptr %out.addr, align 8
  store ptr %inp, ptr %inp.addr, align 8
  store i32 %N, ptr %N.addr, align 4
  store i32 %C, ptr %C.addr, align 4
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %i, align 4
  %3 = load i32, ptr %i, align 4
  %4 = load i32, ptr %N.addr, align 4
  %cmp = icmp slt i32 %3, %4
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %5 = load ptr, ptr %inp.addr, align 8
  %6 = load i32, ptr %i, align 4
  %7 = load i32, ptr %C.addr, align 4
  %mul3 = mul nsw i32 %6, %7
  %conv = sext i32 %mul3 to i64
  %add.ptr = getelementptr inbounds float, ptr %5, i64 %conv
  store ptr %add.ptr, ptr %inp_row, align 8
  %8 = load ptr, ptr %out.addr, align 8
  %9 = load i32, ptr %i, align 4
  %10 = load i32, ptr %C.addr, align 4
  %mul4 = mul nsw i32 %9, %10
  %conv5 = sext i32 %mul4 to i64
  %add.ptr6 = getelementptr inbounds float, ptr %8, i64 %conv5
  store ptr %add.ptr6, ptr %out_row, align 8
  store float 0xFFF0000000000000, ptr %maxval, align 4
  store i32 0, ptr %j, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %if.then
  %11 = load i32, ptr %j, align 4
  %12 = load i32, ptr %C.addr, align 4
  %cmp7 = icmp slt i32 %11, %12
  br i1 %cmp7, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %13 = load ptr, ptr %inp_row, align 8
  %14 = load i32, ptr %j, align 4
  %conv10 = sext i32 %14 to i64
  %arrayidx = getelementptr inbounds float, ptr %13, i64 %conv10
  %15 = load float, ptr %arrayidx, align 4
  %16 = load float, ptr %maxval, align 4
  %cmp11 = fcmp ogt float %15, %16
  br i1 %cmp11, label %if.then8, label %if.end9

if.then8:                                         ; preds = %for.body
  %17 = load ptr, ptr %inp_row, align 8
  %18 = load i32, ptr %j, align 4
  %conv12 = sext i32 %18 to i64
  %arrayidx13 = getelementptr inbounds float, ptr %17, i64 %conv12
  %19 = load float, ptr %arrayidx13, align 4
  store float %19, ptr %maxval, align 4
  br label %if.end9

if.end9:                                          ; preds = %if.then8, %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end9
  %20 = load i32, ptr %j, align 4
  %inc = add nsw i32 %20, 1
  store i32 %inc, ptr %j, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  store double 0.000000e+00, ptr %sum, align 8
  store i32 0, ptr %j1, align 4
  br label %for.cond15

for.cond15:                                       ; preds = %for.inc27, %for.end
  %21 = load i32, ptr %j1, align 4
  %22 = load i32, ptr %C.addr, align 4
  %cmp18 = icmp slt i32 %21, %22
  br i1 %cmp18, label %for.body16, label %for.end17

for.body16:                                       ; preds = %for.cond15
  %23 = load ptr, ptr %out_row, align 8
  %24 = load i32, ptr %j1, align 4
  %conv19 = sext i32 %24 to i64
  %arrayidx20 = getelementptr inbounds float, ptr %23, i64 %conv19
  %25 = load ptr, ptr %inp_row, align 8
  %26 = load i32, ptr %j1, align 4
  %conv21 = sext i32 %26 to i64
  %arrayidx22 = getelementptr inbounds float, ptr %25, i64 %conv21
  %27 = load float, ptr %arrayidx22, align 4
  %28 = load float, ptr %maxval, align 4
  %sub = fsub float %27, %28
  %call = call float @llvm.exp.f32(float %sub), !dbg !9
  store float %call, ptr %arrayidx20, align 4
  %29 = load ptr, ptr %out_row, align 8
  %30 = load i32, ptr %j1, align 4
  %conv23 = sext i32 %30 to i64
  %arrayidx24 = getelementptr inbounds float, ptr %29, i64 %conv23
  %31 = load float, ptr %arrayidx24, align 4
  %conv25 = fpext float %31 to double
  %32 = load double, ptr %sum, align 8
  %add26 = fadd double %32, %conv25
  store double %add26, ptr %sum, align 8
  br label %for.inc27

for.inc27:                                        ; preds = %for.body16
  %33 = load i32, ptr %j1, align 4
  %inc29 = add nsw i32 %33, 1
  store i32 %inc29, ptr %j1, align 4
  br label %for.cond15

for.end17:                                        ; preds = %for.cond15
  store i32 0, ptr %j2, align 4
  br label %for.cond30

for.cond30:                                       ; preds = %for.inc37, %for.end17
  %34 = load i32, ptr %j2, align 4
  %35 = load i32, ptr %C.addr, align 4
  %cmp33 = icmp slt i32 %34, %35
  br i1 %cmp33, label %for.body31, label %for.end32

for.body31:                                       ; preds = %for.cond30
  %36 = load ptr, ptr %out_row, align 8
  %37 = load i32, ptr %j2, align 4
  %conv34 = sext i32 %37 to i64
  %arrayidx35 = getelementptr inbounds float, ptr %36, i64 %conv34
  %38 = load double, ptr %sum, align 8
  %conv36 = fptrunc double %38 to float
  %39 = load float, ptr %arrayidx35, align 4
  %div = fdiv float %39, %conv36
  store float %div, ptr %arrayidx35, align 4
  br label %for.inc37

for.inc37:                                        ; preds = %for.body31
  %40 = load i32, ptr %j2, align 4
  %inc39 = add nsw i32 %40, 1
  store i32 %inc39, ptr %j2, align 4
  br label %for.cond30

for.end32:                                        ; preds = %for.cond30
  br label %if.end

if.end:                                           ; preds = %for.end32, %entry
  ret void
}

; Function Attrs: convergent
define void @softmax_forward_kernel2(ptr %out, ptr %inp, i32 %N, i32 %C) #0 !dbg !10 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %out.addr = alloca ptr, align 8
  %inp.addr = alloca ptr, align 8
  %N.addr = alloca i32, align 4
  %C.addr = alloca i32, align 4
  %idx = alloca i32, align 4
  %tid = alloca i32, align 4
  %block_size = alloca i32, align 4
  %x = alloca ptr, align 8
  %maxval = alloca float, align 4
  %i = alloca i32, align 4
  %stride = alloca i32, align 4
  %offset = alloca float, align 4
  %i1 = alloca i32, align 4
  %sumval = alloca float, align 4
  %i2 = alloca i32, align 4
  %stride3 = alloca i32, align 4
  %sum = alloca float, align 4
  %i4 = alloca i32, align 4
  store ptr %out, ptr %out.addr, align 8
  store ptr %inp, ptr %inp.addr, align 8
  store i32 %N, ptr %N.addr, align 4
  store i32 %C, ptr %C.addr, align 4
  %0 = load i32, ptr @blockIdx, align 4
  store i32 %0, ptr %idx, align 4
  %1 = load i32, ptr @threadIdx, align 4
  store i32 %1, ptr %tid, align 4
  %2 = load i32, ptr @blockDim, align 4
  store i32 %2, ptr %block_size, align 4
  %3 = load ptr, ptr %inp.addr, align 8
  %4 = load i32, ptr %idx, align 4
  %5 = load i32, ptr %C.addr, align 4
  %mul = mul nsw i32 %4, %5
  %conv = sext i32 %mul to i64
  %add.ptr = getelementptr inbounds float, ptr %3, i64 %conv
  store ptr %add.ptr, ptr %x, align 8
  store float 0xFFF0000000000000, ptr %maxval, align 4
  %6 = load i32, ptr %tid, align 4
  store i32 %6, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for80 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %7 = load i32, ptr %i, align 4
  %8 = load i32, ptr %C.addr, align 4
  %cmp = icmp slt i32 %7, %8
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %9 = load float, ptr %maxval, align 4
  %10 = load ptr, ptr %x, align 8
  %11 = load i32, ptr %i, align 4
  %conv5 = sext i32 %11 to i64
  %arrayidx = getelementptr inbounds float, ptr %10, i64 %conv5
  %12 = load float, ptr %arrayidx, align 4
  %call = call float @llvm.maxnum.f32(float %9, float %12), !dbg !11
  store float %call, ptr %maxval, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %13 = load i32, ptr %block_size, align 4
  %14 = load i32, ptr %i, align 4
  %add = add nsw i32 %14, %13
  store i32 %add, ptr %i, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %15 = load i32, ptr %tid, align 4
  %conv6 = sext i32 %15 to i64
  %arrayidx7 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %conv6
  %16 = load float, ptr %maxval, align 4
  store float %16, ptr %arrayidx7, align 4
  %17 = load i32, ptr %block_size, align 4
  %div = sdiv i32 %17, 2
  store i32 %div, ptr %stride, align 4
  br label %for.cond8

for.cond8:                                        ; preds = %for.inc21, %for.end
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %18 = load i32, ptr %stride, align 4
  %cmp11 = icmp sge i32 %18, 1
  br i1 %cmp11, label %for.body9, label %for.end10

for.body9:                                        ; preds = %for.cond8
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.for) ], !dbg !12
  %19 = load i32, ptr %tid, align 4
  %20 = load i32, ptr %stride, align 4
  %cmp12 = icmp slt i32 %19, %20
  br i1 %cmp12, label %if.then, label %if.end

if.then:                                          ; preds = %for.body9
  %21 = load i32, ptr %tid, align 4
  %conv13 = sext i32 %21 to i64
  %arrayidx14 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %conv13
  %22 = load i32, ptr %tid, align 4
  %conv15 = sext i32 %22 to i64
  %arrayidx16 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %conv15
  %23 = load float, ptr %arrayidx16, align 4
  %24 = load i32, ptr %tid, align 4
  %25 = load i32, ptr %stride, align 4
  %add17 = add nsw i32 %24, %25
  %conv18 = sext i32 %add17 to i64
  %arrayidx19 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %conv18
  %26 = load float, ptr %arrayidx19, align 4
  %call20 = call float @llvm.maxnum.f32(float %23, float %26), !dbg !13
  store float %call20, ptr %arrayidx14, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body9
  br label %for.inc21

for.inc21:                                        ; preds = %if.end
  %27 = load i32, ptr %stride, align 4
  %div22 = sdiv i32 %27, 2
  store i32 %div22, ptr %stride, align 4
  br label %for.cond8

for.end10:                                        ; preds = %for.cond8
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !14
  %28 = load float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), align 4
  store float %28, ptr %offset, align 4
  %29 = load i32, ptr %tid, align 4
  store i32 %29, ptr %i1, align 4
  br label %for.cond23

for.cond23:                                       ; preds = %for.inc34, %for.end10
  %tok.for81 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %30 = load i32, ptr %i1, align 4
  %31 = load i32, ptr %C.addr, align 4
  %cmp26 = icmp slt i32 %30, %31
  br i1 %cmp26, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %32 = load ptr, ptr %out.addr, align 8
  %33 = load i32, ptr %idx, align 4
  %34 = load i32, ptr %C.addr, align 4
  %mul27 = mul nsw i32 %33, %34
  %35 = load i32, ptr %i1, align 4
  %add28 = add nsw i32 %mul27, %35
  %conv29 = sext i32 %add28 to i64
  %arrayidx30 = getelementptr inbounds float, ptr %32, i64 %conv29
  %36 = load ptr, ptr %x, align 8
  %37 = load i32, ptr %i1, align 4
  %conv31 = sext i32 %37 to i64
  %arrayidx32 = getelementptr inbounds float, ptr %36, i64 %conv31
  %38 = load float, ptr %arrayidx32, align 4
  %39 = load float, ptr %offset, align 4
  %sub = fsub float %38, %39
  %call33 = call float @llvm.exp.f32(float %sub), !dbg !15
  store float %call33, ptr %arrayidx30, align 4
  br label %for.inc34

for.inc34:                                        ; preds = %for.body24
  %40 = load i32, ptr %block_size, align 4
  %41 = load i32, ptr %i1, align 4
  %add35 = add nsw i32 %41, %40
  store i32 %add35, ptr %i1, align 4
  br label %for.cond23

for.end25:                                        ; preds = %for.cond23
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !16
  %42 = load ptr, ptr %out.addr, align 8
  %43 = load i32, ptr %idx, align 4
  %44 = load i32, ptr %C.addr, align 4
  %mul36 = mul nsw i32 %43, %44
  %conv37 = sext i32 %mul36 to i64
  %add.ptr38 = getelementptr inbounds float, ptr %42, i64 %conv37
  store ptr %add.ptr38, ptr %x, align 8
  store float 0.000000e+00, ptr %sumval, align 4
  %45 = load i32, ptr %tid, align 4
  store i32 %45, ptr %i2, align 4
  br label %for.cond39

for.cond39:                                       ; preds = %for.inc46, %for.end25
  %tok.for82 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %46 = load i32, ptr %i2, align 4
  %47 = load i32, ptr %C.addr, align 4
  %cmp42 = icmp slt i32 %46, %47
  br i1 %cmp42, label %for.body40, label %for.end41

for.body40:                                       ; preds = %for.cond39
  %48 = load ptr, ptr %x, align 8
  %49 = load i32, ptr %i2, align 4
  %conv43 = sext i32 %49 to i64
  %arrayidx44 = getelementptr inbounds float, ptr %48, i64 %conv43
  %50 = load float, ptr %arrayidx44, align 4
  %51 = load float, ptr %sumval, align 4
  %add45 = fadd float %51, %50
  store float %add45, ptr %sumval, align 4
  br label %for.inc46

for.inc46:                                        ; preds = %for.body40
  %52 = load i32, ptr %block_size, align 4
  %53 = load i32, ptr %i2, align 4
  %add47 = add nsw i32 %53, %52
  store i32 %add47, ptr %i2, align 4
  br label %for.cond39

for.end41:                                        ; preds = %for.cond39
  %54 = load i32, ptr %tid, align 4
  %conv48 = sext i32 %54 to i64
  %arrayidx49 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %conv48
  %55 = load float, ptr %sumval, align 4
  store float %55, ptr %arrayidx49, align 4
  %56 = load i32, ptr %block_size, align 4
  %div50 = sdiv i32 %56, 2
  store i32 %div50, ptr %stride3, align 4
  br label %for.cond51

for.cond51:                                       ; preds = %for.inc65, %for.end41
  %tok.for55 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %57 = load i32, ptr %stride3, align 4
  %cmp54 = icmp sge i32 %57, 1
  br i1 %cmp54, label %for.body52, label %for.end53

for.body52:                                       ; preds = %for.cond51
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.for55) ], !dbg !17
  %58 = load i32, ptr %tid, align 4
  %59 = load i32, ptr %stride3, align 4
  %cmp58 = icmp slt i32 %58, %59
  br i1 %cmp58, label %if.then56, label %if.end57

if.then56:                                        ; preds = %for.body52
  %60 = load i32, ptr %tid, align 4
  %conv59 = sext i32 %60 to i64
  %arrayidx60 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %conv59
  %61 = load i32, ptr %tid, align 4
  %62 = load i32, ptr %stride3, align 4
  %add61 = add nsw i32 %61, %62
  %conv62 = sext i32 %add61 to i64
  %arrayidx63 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), i64 %conv62
  %63 = load float, ptr %arrayidx63, align 4
  %64 = load float, ptr %arrayidx60, align 4
  %add64 = fadd float %64, %63
  store float %add64, ptr %arrayidx60, align 4
  br label %if.end57

if.end57:                                         ; preds = %if.then56, %for.body52
  br label %for.inc65

for.inc65:                                        ; preds = %if.end57
  %65 = load i32, ptr %stride3, align 4
  %div66 = sdiv i32 %65, 2
  store i32 %div66, ptr %stride3, align 4
  br label %for.cond51

for.end53:                                        ; preds = %for.cond51
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !18
  %66 = load float, ptr addrspacecast (ptr addrspace(3) @shared to ptr), align 4
  store float %66, ptr %sum, align 4
  %67 = load i32, ptr %tid, align 4
  store i32 %67, ptr %i4, align 4
  br label %for.cond67

for.cond67:                                       ; preds = %for.inc78, %for.end53
  %tok.for83 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %68 = load i32, ptr %i4, align 4
  %69 = load i32, ptr %C.addr, align 4
  %cmp70 = icmp slt i32 %68, %69
  br i1 %cmp70, label %for.body68, label %for.end69

for.body68:                                       ; preds = %for.cond67
  %70 = load ptr, ptr %out.addr, align 8
  %71 = load i32, ptr %idx, align 4
  %72 = load i32, ptr %C.addr, align 4
  %mul71 = mul nsw i32 %71, %72
  %73 = load i32, ptr %i4, align 4
  %add72 = add nsw i32 %mul71, %73
  %conv73 = sext i32 %add72 to i64
  %arrayidx74 = getelementptr inbounds float, ptr %70, i64 %conv73
  %74 = load ptr, ptr %x, align 8
  %75 = load i32, ptr %i4, align 4
  %conv75 = sext i32 %75 to i64
  %arrayidx76 = getelementptr inbounds float, ptr %74, i64 %conv75
  %76 = load float, ptr %arrayidx76, align 4
  %77 = load float, ptr %sum, align 4
  %div77 = fdiv float %76, %77
  store float %div77, ptr %arrayidx74, align 4
  br label %for.inc78

for.inc78:                                        ; preds = %for.body68
  %78 = load i32, ptr %block_size, align 4
  %79 = load i32, ptr %i4, align 4
  %add79 = add nsw i32 %79, %78
  store i32 %add79, ptr %i4, align 4
  br label %for.cond67

for.end69:                                        ; preds = %for.cond67
  ret void
}

; Function Attrs: convergent
define float @warpReduceMax(float %val) #0 !dbg !19 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %val.addr = alloca float, align 4
  %offset = alloca i32, align 4
  store float %val, ptr %val.addr, align 4
  store i32 16, ptr %offset, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %0 = load i32, ptr %offset, align 4
  %cmp = icmp sgt i32 %0, 0
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load float, ptr %val.addr, align 4
  %2 = load float, ptr %val.addr, align 4
  %3 = load i32, ptr %offset, align 4
  %call = call float (i32, float, i32, ...) @__tangle_shfl_down_sync_f32(i32 -1, float %2, i32 %3) #0 [ "convergencectrl"(token %tok.for) ], !dbg !20
  %call1 = call float @llvm.maxnum.f32(float %1, float %call), !dbg !21
  store float %call1, ptr %val.addr, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %4 = load i32, ptr %offset, align 4
  %div = sdiv i32 %4, 2
  store i32 %div, ptr %offset, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %5 = load float, ptr %val.addr, align 4
  ret float %5
}

; Function Attrs: convergent
define void @softmax_forward_kernel3(ptr %out, ptr %inp, i32 %N, i32 %C) #0 !dbg !22 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %out.addr = alloca ptr, align 8
  %inp.addr = alloca ptr, align 8
  %N.addr = alloca i32, align 4
  %C.addr = alloca i32, align 4
  %idx = alloca i32, align 4
  %tid = alloca i32, align 4
  %x = alloca ptr, align 8
  %maxval = alloca float, align 4
  %i = alloca i32, align 4
  %offset = alloca float, align 4
  %i1 = alloca i32, align 4
  %sumval = alloca float, align 4
  %i2 = alloca i32, align 4
  %i3 = alloca i32, align 4
  store ptr %out, ptr %out.addr, align 8
  store ptr %inp, ptr %inp.addr, align 8
  store i32 %N, ptr %N.addr, align 4
  store i32 %C, ptr %C.addr, align 4
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
  store float 0xFFF0000000000000, ptr %maxval, align 4
  %5 = load i32, ptr %tid, align 4
  store i32 %5, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %6 = load i32, ptr %i, align 4
  %7 = load i32, ptr %C.addr, align 4
  %cmp = icmp slt i32 %6, %7
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %8 = load float, ptr %maxval, align 4
  %9 = load ptr, ptr %x, align 8
  %10 = load i32, ptr %i, align 4
  %conv4 = sext i32 %10 to i64
  %arrayidx = getelementptr inbounds float, ptr %9, i64 %conv4
  %11 = load float, ptr %arrayidx, align 4
  %call = call float @llvm.maxnum.f32(float %8, float %11), !dbg !23
  store float %call, ptr %maxval, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %12 = load i32, ptr @blockDim, align 4
  %13 = load i32, ptr %i, align 4
  %add = add i32 %13, %12
  store i32 %add, ptr %i, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %14 = load float, ptr %maxval, align 4
  %call5 = call float @warpReduceMax(float %14) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !24
  store float %call5, ptr %maxval, align 4
  %15 = load float, ptr %maxval, align 4
  %call6 = call float (i32, float, i32, ...) @__tangle_shfl_sync_f32(i32 -1, float %15, i32 0) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !25
  store float %call6, ptr %offset, align 4
  %16 = load i32, ptr %tid, align 4
  store i32 %16, ptr %i1, align 4
  br label %for.cond7

for.cond7:                                        ; preds = %for.inc18, %for.end
  %tok.for45 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %17 = load i32, ptr %i1, align 4
  %18 = load i32, ptr %C.addr, align 4
  %cmp10 = icmp slt i32 %17, %18
  br i1 %cmp10, label %for.body8, label %for.end9

for.body8:                                        ; preds = %for.cond7
  %19 = load ptr, ptr %out.addr, align 8
  %20 = load i32, ptr %idx, align 4
  %21 = load i32, ptr %C.addr, align 4
  %mul11 = mul nsw i32 %20, %21
  %22 = load i32, ptr %i1, align 4
  %add12 = add nsw i32 %mul11, %22
  %conv13 = sext i32 %add12 to i64
  %arrayidx14 = getelementptr inbounds float, ptr %19, i64 %conv13
  %23 = load ptr, ptr %x, align 8
  %24 = load i32, ptr %i1, align 4
  %conv15 = sext i32 %24 to i64
  %arrayidx16 = getelementptr inbounds float, ptr %23, i64 %conv15
  %25 = load float, ptr %arrayidx16, align 4
  %26 = load float, ptr %offset, align 4
  %sub = fsub float %25, %26
  %call17 = call float @llvm.exp.f32(float %sub), !dbg !26
  store float %call17, ptr %arrayidx14, align 4
  br label %for.inc18

for.inc18:                                        ; preds = %for.body8
  %27 = load i32, ptr @blockDim, align 4
  %28 = load i32, ptr %i1, align 4
  %add19 = add i32 %28, %27
  store i32 %add19, ptr %i1, align 4
  br label %for.cond7

for.end9:                                         ; preds = %for.cond7
  %29 = load ptr, ptr %out.addr, align 8
  %30 = load i32, ptr %idx, align 4
  %31 = load i32, ptr %C.addr, align 4
  %mul20 = mul nsw i32 %30, %31
  %conv21 = sext i32 %mul20 to i64
  %add.ptr22 = getelementptr inbounds float, ptr %29, i64 %conv21
  store ptr %add.ptr22, ptr %x, align 8
  store float 0.000000e+00, ptr %sumval, align 4
  %32 = load i32, ptr %tid, align 4
  store i32 %32, ptr %i2, align 4
  br label %for.cond23

for.cond23:                                       ; preds = %for.inc30, %for.end9
  %tok.for46 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %33 = load i32, ptr %i2, align 4
  %34 = load i32, ptr %C.addr, align 4
  %cmp26 = icmp slt i32 %33, %34
  br i1 %cmp26, label %for.body24, label %for.end25

for.body24:                                       ; preds = %for.cond23
  %35 = load ptr, ptr %x, align 8
  %36 = load i32, ptr %i2, align 4
  %conv27 = sext i32 %36 to i64
  %arrayidx28 = getelementptr inbounds float, ptr %35, i64 %conv27
  %37 = load float, ptr %arrayidx28, align 4
  %38 = load float, ptr %sumval, align 4
  %add29 = fadd float %38, %37
  store float %add29, ptr %sumval, align 4
  br label %for.inc30

for.inc30:                                        ; preds = %for.body24
  %39 = load i32, ptr @blockDim, align 4
  %40 = load i32, ptr %i2, align 4
  %add31 = add i32 %40, %39
  store i32 %add31, ptr %i2, align 4
  br label %for.cond23

for.end25:                                        ; preds = %for.cond23
  %41 = load float, ptr %sumval, align 4
  %call32 = call float @warpReduceSum(float %41) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !27
  store float %call32, ptr %sumval, align 4
  %42 = load i32, ptr %tid, align 4
  store i32 %42, ptr %i3, align 4
  br label %for.cond33

for.cond33:                                       ; preds = %for.inc43, %for.end25
  %tok.for47 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %43 = load i32, ptr %i3, align 4
  %44 = load i32, ptr %C.addr, align 4
  %cmp36 = icmp slt i32 %43, %44
  br i1 %cmp36, label %for.body34, label %for.end35

for.body34:                                       ; preds = %for.cond33
  %45 = load ptr, ptr %out.addr, align 8
  %46 = load i32, ptr %idx, align 4
  %47 = load i32, ptr %C.addr, align 4
  %mul37 = mul nsw i32 %46, %47
  %48 = load i32, ptr %i3, align 4
  %add38 = add nsw i32 %mul37, %48
  %conv39 = sext i32 %add38 to i64
  %arrayidx40 = getelementptr inbounds float, ptr %45, i64 %conv39
  %49 = load ptr, ptr %x, align 8
  %50 = load i32, ptr %i3, align 4
  %conv41 = sext i32 %50 to i64
  %arrayidx42 = getelementptr inbounds float, ptr %49, i64 %conv41
  %51 = load float, ptr %arrayidx42, align 4
  %52 = load float, ptr %sumval, align 4
  %div = fdiv float %51, %52
  store float %div, ptr %arrayidx40, align 4
  br label %for.inc43

for.inc43:                                        ; preds = %for.body34
  %53 = load i32, ptr @blockDim, align 4
  %54 = load i32, ptr %i3, align 4
  %add44 = add i32 %54, %53
  store i32 %add44, ptr %i3, align 4
  br label %for.cond33

for.end35:                                        ; preds = %for.cond33
  ret void
}

; Function Attrs: convergent
define void @softmax_forward_kernel4(ptr %out, ptr %inp, i32 %N, i32 %C) #0 !dbg !28 {
entry:
  %tok.entry = call token @llvm.experimental.convergence.entry()
  %out.addr = alloca ptr, align 8
  %inp.addr = alloca ptr, align 8
  %N.addr = alloca i32, align 4
  %C.addr = alloca i32, align 4
  %idx = alloca i32, align 4
  %tid = alloca i32, align 4
  %warpId = alloca i32, align 4
  %laneId = alloca i32, align 4
  %warpsPerBlock = alloca i32, align 4
  %max_or_sum_storage = alloca ptr, align 8
  %x = alloca ptr, align 8
  %maxval = alloca float, align 4
  %i = alloca i32, align 4
  %val = alloca float, align 4
  %i1 = alloca i32, align 4
  %offset = alloca float, align 4
  %i2 = alloca i32, align 4
  %sumval = alloca float, align 4
  %i3 = alloca i32, align 4
  %val4 = alloca float, align 4
  %i5 = alloca i32, align 4
  %sum = alloca float, align 4
  %i6 = alloca i32, align 4
  store ptr %out, ptr %out.addr, align 8
  store ptr %inp, ptr %inp.addr, align 8
  store i32 %N, ptr %N.addr, align 4
  store i32 %C, ptr %C.addr, align 4
  %0 = load i32, ptr @blockIdx, align 4
  store i32 %0, ptr %idx, align 4
  %1 = load i32, ptr @threadIdx, align 4
  store i32 %1, ptr %tid, align 4
  %2 = load i32, ptr @threadIdx, align 4
  %div = udiv i32 %2, 32
  store i32 %div, ptr %warpId, align 4
  %3 = load i32, ptr @threadIdx, align 4
  %rem = urem i32 %3, 32
  store i32 %rem, ptr %laneId, align 4
  %4 = load i32, ptr @blockDim, align 4
  %div7 = udiv i32 %4, 32
  store i32 %div7, ptr %warpsPerBlock, align 4
  store ptr addrspacecast (ptr addrspace(3) @shared to ptr), ptr %max_or_sum_storage, align 8
  %5 = load ptr, ptr %inp.addr, align 8
  %6 = load i32, ptr %idx, align 4
  %7 = load i32, ptr %C.addr, align 4
  %mul = mul nsw i32 %6, %7
  %conv = sext i32 %mul to i64
  %add.ptr = getelementptr inbounds float, ptr %5, i64 %conv
  store ptr %add.ptr, ptr %x, align 8
  store float 0xFFF0000000000000, ptr %maxval, align 4
  %8 = load i32, ptr %tid, align 4
  store i32 %8, ptr %i, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %tok.for = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %9 = load i32, ptr %i, align 4
  %10 = load i32, ptr %C.addr, align 4
  %cmp = icmp slt i32 %9, %10
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %11 = load float, ptr %maxval, align 4
  %12 = load ptr, ptr %x, align 8
  %13 = load i32, ptr %i, align 4
  %conv8 = sext i32 %13 to i64
  %arrayidx = getelementptr inbounds float, ptr %12, i64 %conv8
  %14 = load float, ptr %arrayidx, align 4
  %call = call float @llvm.maxnum.f32(float %11, float %14), !dbg !29
  store float %call, ptr %maxval, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %15 = load i32, ptr @blockDim, align 4
  %16 = load i32, ptr %i, align 4
  %add = add i32 %16, %15
  store i32 %add, ptr %i, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %17 = load float, ptr %maxval, align 4
  %call9 = call float @warpReduceMax(float %17) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !30
  store float %call9, ptr %maxval, align 4
  %18 = load i32, ptr %laneId, align 4
  %cmp10 = icmp eq i32 %18, 0
  br i1 %cmp10, label %if.then, label %if.end

if.then:                                          ; preds = %for.end
  %19 = load ptr, ptr %max_or_sum_storage, align 8
  %20 = load i32, ptr %warpId, align 4
  %conv11 = sext i32 %20 to i64
  %arrayidx12 = getelementptr inbounds float, ptr %19, i64 %conv11
  %21 = load float, ptr %maxval, align 4
  store float %21, ptr %arrayidx12, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %for.end
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !31
  %22 = load i32, ptr %tid, align 4
  %cmp15 = icmp eq i32 %22, 0
  br i1 %cmp15, label %if.then13, label %if.end14

if.then13:                                        ; preds = %if.end
  %23 = load ptr, ptr %max_or_sum_storage, align 8
  %24 = load i32, ptr %tid, align 4
  %conv16 = sext i32 %24 to i64
  %arrayidx17 = getelementptr inbounds float, ptr %23, i64 %conv16
  %25 = load float, ptr %arrayidx17, align 4
  store float %25, ptr %val, align 4
  store i32 1, ptr %i1, align 4
  br label %for.cond18

for.cond18:                                       ; preds = %for.inc25, %if.then13
  %tok.for90 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %26 = load i32, ptr %i1, align 4
  %27 = load i32, ptr %warpsPerBlock, align 4
  %cmp21 = icmp slt i32 %26, %27
  br i1 %cmp21, label %for.body19, label %for.end20

for.body19:                                       ; preds = %for.cond18
  %28 = load float, ptr %val, align 4
  %29 = load ptr, ptr %max_or_sum_storage, align 8
  %30 = load i32, ptr %i1, align 4
  %conv22 = sext i32 %30 to i64
  %arrayidx23 = getelementptr inbounds float, ptr %29, i64 %conv22
  %31 = load float, ptr %arrayidx23, align 4
  %call24 = call float @llvm.maxnum.f32(float %28, float %31), !dbg !32
  store float %call24, ptr %val, align 4
  br label %for.inc25

for.inc25:                                        ; preds = %for.body19
  %32 = load i32, ptr %i1, align 4
  %inc = add nsw i32 %32, 1
  store i32 %inc, ptr %i1, align 4
  br label %for.cond18

for.end20:                                        ; preds = %for.cond18
  %33 = load ptr, ptr %max_or_sum_storage, align 8
  %arrayidx27 = getelementptr inbounds float, ptr %33, i64 0
  %34 = load float, ptr %val, align 4
  store float %34, ptr %arrayidx27, align 4
  br label %if.end14

if.end14:                                         ; preds = %for.end20, %if.end
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !33
  %35 = load ptr, ptr %max_or_sum_storage, align 8
  %arrayidx28 = getelementptr inbounds float, ptr %35, i64 0
  %36 = load float, ptr %arrayidx28, align 4
  store float %36, ptr %offset, align 4
  %37 = load i32, ptr %tid, align 4
  store i32 %37, ptr %i2, align 4
  br label %for.cond29

for.cond29:                                       ; preds = %for.inc40, %if.end14
  %tok.for91 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %38 = load i32, ptr %i2, align 4
  %39 = load i32, ptr %C.addr, align 4
  %cmp32 = icmp slt i32 %38, %39
  br i1 %cmp32, label %for.body30, label %for.end31

for.body30:                                       ; preds = %for.cond29
  %40 = load ptr, ptr %out.addr, align 8
  %41 = load i32, ptr %idx, align 4
  %42 = load i32, ptr %C.addr, align 4
  %mul33 = mul nsw i32 %41, %42
  %43 = load i32, ptr %i2, align 4
  %add34 = add nsw i32 %mul33, %43
  %conv35 = sext i32 %add34 to i64
  %arrayidx36 = getelementptr inbounds float, ptr %40, i64 %conv35
  %44 = load ptr, ptr %x, align 8
  %45 = load i32, ptr %i2, align 4
  %conv37 = sext i32 %45 to i64
  %arrayidx38 = getelementptr inbounds float, ptr %44, i64 %conv37
  %46 = load float, ptr %arrayidx38, align 4
  %47 = load float, ptr %offset, align 4
  %sub = fsub float %46, %47
  %call39 = call float @llvm.exp.f32(float %sub), !dbg !34
  store float %call39, ptr %arrayidx36, align 4
  br label %for.inc40

for.inc40:                                        ; preds = %for.body30
  %48 = load i32, ptr @blockDim, align 4
  %49 = load i32, ptr %i2, align 4
  %add41 = add i32 %49, %48
  store i32 %add41, ptr %i2, align 4
  br label %for.cond29

for.end31:                                        ; preds = %for.cond29
  %50 = load ptr, ptr %out.addr, align 8
  %51 = load i32, ptr %idx, align 4
  %52 = load i32, ptr %C.addr, align 4
  %mul42 = mul nsw i32 %51, %52
  %conv43 = sext i32 %mul42 to i64
  %add.ptr44 = getelementptr inbounds float, ptr %50, i64 %conv43
  store ptr %add.ptr44, ptr %x, align 8
  store float 0.000000e+00, ptr %sumval, align 4
  %53 = load i32, ptr %tid, align 4
  store i32 %53, ptr %i3, align 4
  br label %for.cond45

for.cond45:                                       ; preds = %for.inc52, %for.end31
  %tok.for92 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %54 = load i32, ptr %i3, align 4
  %55 = load i32, ptr %C.addr, align 4
  %cmp48 = icmp slt i32 %54, %55
  br i1 %cmp48, label %for.body46, label %for.end47

for.body46:                                       ; preds = %for.cond45
  %56 = load ptr, ptr %x, align 8
  %57 = load i32, ptr %i3, align 4
  %conv49 = sext i32 %57 to i64
  %arrayidx50 = getelementptr inbounds float, ptr %56, i64 %conv49
  %58 = load float, ptr %arrayidx50, align 4
  %59 = load float, ptr %sumval, align 4
  %add51 = fadd float %59, %58
  store float %add51, ptr %sumval, align 4
  br label %for.inc52

for.inc52:                                        ; preds = %for.body46
  %60 = load i32, ptr @blockDim, align 4
  %61 = load i32, ptr %i3, align 4
  %add53 = add i32 %61, %60
  store i32 %add53, ptr %i3, align 4
  br label %for.cond45

for.end47:                                        ; preds = %for.cond45
  %62 = load float, ptr %sumval, align 4
  %call54 = call float @warpReduceSum(float %62) #0 [ "convergencectrl"(token %tok.entry) ], !dbg !35
  store float %call54, ptr %sumval, align 4
  %63 = load i32, ptr %laneId, align 4
  %cmp57 = icmp eq i32 %63, 0
  br i1 %cmp57, label %if.then55, label %if.end56

if.then55:                                        ; preds = %for.end47
  %64 = load ptr, ptr %max_or_sum_storage, align 8
  %65 = load i32, ptr %warpId, align 4
  %conv58 = sext i32 %65 to i64
  %arrayidx59 = getelementptr inbounds float, ptr %64, i64 %conv58
  %66 = load float, ptr %sumval, align 4
  store float %66, ptr %arrayidx59, align 4
  br label %if.end56

if.end56:                                         ; preds = %if.then55, %for.end47
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !36
  %67 = load i32, ptr %tid, align 4
  %cmp62 = icmp eq i32 %67, 0
  br i1 %cmp62, label %if.then60, label %if.end61

if.then60:                                        ; preds = %if.end56
  %68 = load ptr, ptr %max_or_sum_storage, align 8
  %69 = load i32, ptr %tid, align 4
  %conv63 = sext i32 %69 to i64
  %arrayidx64 = getelementptr inbounds float, ptr %68, i64 %conv63
  %70 = load float, ptr %arrayidx64, align 4
  store float %70, ptr %val4, align 4
  store i32 1, ptr %i5, align 4
  br label %for.cond65

for.cond65:                                       ; preds = %for.inc72, %if.then60
  %tok.for93 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %71 = load i32, ptr %i5, align 4
  %72 = load i32, ptr %warpsPerBlock, align 4
  %cmp68 = icmp slt i32 %71, %72
  br i1 %cmp68, label %for.body66, label %for.end67

for.body66:                                       ; preds = %for.cond65
  %73 = load ptr, ptr %max_or_sum_storage, align 8
  %74 = load i32, ptr %i5, align 4
  %conv69 = sext i32 %74 to i64
  %arrayidx70 = getelementptr inbounds float, ptr %73, i64 %conv69
  %75 = load float, ptr %arrayidx70, align 4
  %76 = load float, ptr %val4, align 4
  %add71 = fadd float %76, %75
  store float %add71, ptr %val4, align 4
  br label %for.inc72

for.inc72:                                        ; preds = %for.body66
  %77 = load i32, ptr %i5, align 4
  %inc74 = add nsw i32 %77, 1
  store i32 %inc74, ptr %i5, align 4
  br label %for.cond65

for.end67:                                        ; preds = %for.cond65
  %78 = load ptr, ptr %max_or_sum_storage, align 8
  %arrayidx75 = getelementptr inbounds float, ptr %78, i64 0
  %79 = load float, ptr %val4, align 4
  store float %79, ptr %arrayidx75, align 4
  br label %if.end61

if.end61:                                         ; preds = %for.end67, %if.end56
  call void @__syncthreads() #0 [ "convergencectrl"(token %tok.entry) ], !dbg !37
  %80 = load ptr, ptr %max_or_sum_storage, align 8
  %arrayidx76 = getelementptr inbounds float, ptr %80, i64 0
  %81 = load float, ptr %arrayidx76, align 4
  store float %81, ptr %sum, align 4
  %82 = load i32, ptr %tid, align 4
  store i32 %82, ptr %i6, align 4
  br label %for.cond77

for.cond77:                                       ; preds = %for.inc88, %if.end61
  %tok.for94 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok.entry) ]
  %83 = load i32, ptr %i6, align 4
  %84 = load i32, ptr %C.addr, align 4
  %cmp80 = icmp slt i32 %83, %84
  br i1 %cmp80, label %for.body78, label %for.end79

for.body78:                                       ; preds = %for.cond77
  %85 = load ptr, ptr %out.addr, align 8
  %86 = load i32, ptr %idx, align 4
  %87 = load i32, ptr %C.addr, align 4
  %mul81 = mul nsw i32 %86, %87
  %88 = load i32, ptr %i6, align 4
  %add82 = add nsw i32 %mul81, %88
  %conv83 = sext i32 %add82 to i64
  %arrayidx84 = getelementptr inbounds float, ptr %85, i64 %conv83
  %89 = load ptr, ptr %x, align 8
  %90 = load i32, ptr %i6, align 4
  %conv85 = sext i32 %90 to i64
  %arrayidx86 = getelementptr inbounds float, ptr %89, i64 %conv85
  %91 = load float, ptr %arrayidx86, align 4
  %92 = load float, ptr %sum, align 4
  %div87 = fdiv float %91, %92
  store float %div87, ptr %arrayidx84, align 4
  br label %for.inc88

for.inc88:                                        ; preds = %for.body78
  %93 = load i32, ptr @blockDim, align 4
  %94 = load i32, ptr %i6, align 4
  %add89 = add i32 %94, %93
  store i32 %add89, ptr %i6, align 4
  br label %for.cond77

for.end79:                                        ; preds = %for.cond77
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent
declare float @__tangle_shfl_xor_sync_f32(i32, float, i32, ...) #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: convergent
declare void @__syncthreads() #0

; Function Attrs: convergent
declare float @__tangle_shfl_down_sync_f32(i32, float, i32, ...) #0

; Function Attrs: convergent
declare float @__tangle_shfl_sync_f32(i32, float, i32, ...) #0

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "tangle 0.1.0", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false)
!1 = !DIFile(filename: "samples/softmax_forward.cu", directory: "")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = distinct !DISubprogram(name: "warpReduceSum", linkageName: "warpReduceSum", scope: !1, file: !1, line: 18, type: !5, scopeLine: 18, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 20, column: 16, scope: !4)
!8 = distinct !DISubprogram(name: "softmax_forward_kernel1", linkageName: "softmax_forward_kernel1", scope: !1, file: !1, line: 28, type: !5, scopeLine: 28, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DILocation(line: 44, column: 26, scope: !8)
!10 = distinct !DISubprogram(name: "softmax_forward_kernel2", linkageName: "softmax_forward_kernel2", scope: !1, file: !1, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 64, column: 18, scope: !10)
!12 = !DILocation(line: 69, column: 9, scope: !10)
!13 = !DILocation(line: 71, column: 27, scope: !10)
!14 = !DILocation(line: 74, column: 5, scope: !10)
!15 = !DILocation(line: 78, column: 28, scope: !10)
!16 = !DILocation(line: 80, column: 5, scope: !10)
!17 = !DILocation(line: 90, column: 9, scope: !10)
!18 = !DILocation(line: 96, column: 5, scope: !10)
!19 = distinct !DISubprogram(name: "warpReduceMax", linkageName: "warpReduceMax", scope: !1, file: !1, line: 105, type: !5, scopeLine: 105, spFlags: DISPFlagDefinition, unit: !0)
!20 = !DILocation(line: 107, column: 26, scope: !19)
!21 = !DILocation(line: 107, column: 15, scope: !19)
!22 = distinct !DISubprogram(name: "softmax_forward_kernel3", linkageName: "softmax_forward_kernel3", scope: !1, file: !1, line: 112, type: !5, scopeLine: 112, spFlags: DISPFlagDefinition, unit: !0)
!23 = !DILocation(line: 122, column: 18, scope: !22)
!24 = !DILocation(line: 124, column: 14, scope: !22)
!25 = !DILocation(line: 127, column: 20, scope: !22)
!26 = !DILocation(line: 131, column: 28, scope: !22)
!27 = !DILocation(line: 142, column: 14, scope: !22)
!28 = distinct !DISubprogram(name: "softmax_forward_kernel4", linkageName: "softmax_forward_kernel4", scope: !1, file: !1, line: 150, type: !5, scopeLine: 150, spFlags: DISPFlagDefinition, unit: !0)
!29 = !DILocation(line: 177, column: 18, scope: !28)
!30 = !DILocation(line: 180, column: 14, scope: !28)
!31 = !DILocation(line: 184, column: 5, scope: !28)
!32 = !DILocation(line: 190, column: 19, scope: !28)
!33 = !DILocation(line: 195, column: 5, scope: !28)
!34 = !DILocation(line: 201, column: 28, scope: !28)
!35 = !DILocation(line: 214, column: 14, scope: !28)
!36 = !DILocation(line: 218, column: 5, scope: !28)
!37 = !DILocation(line: 228, column: 5, scope: !28)
