; ModuleID = 'samples/constant_nested_init.cu'
source_filename = "samples/constant_nested_init.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@const_one = constant float 1.000000e+00
@A = constant [3 x [3 x float]] [[3 x float] [float 6.250000e-02, float 1.250000e-01, float 6.250000e-02], [3 x float] [float 1.250000e-01, float 2.500000e-01, float 1.250000e-01], [3 x float] [float 6.250000e-02, float 1.250000e-01, float 6.250000e-02]]
@blockIdx = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3

define void @constAdd(ptr %C) {
entry:
  %C.addr = alloca ptr, align 8
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %k = alloca i32, align 4
  store ptr %C, ptr %C.addr, align 8
  %0 = load i32, ptr @blockIdx, align 4
  store i32 %0, ptr %i, align 4
  %1 = load i32, ptr @threadIdx, align 4
  store i32 %1, ptr %j, align 4
  %2 = load i32, ptr %i, align 4
  %mul = mul nsw i32 3, %2
  %3 = load i32, ptr %j, align 4
  %add = add nsw i32 %mul, %3
  store i32 %add, ptr %k, align 4
  %4 = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %4, 3
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %entry
  %5 = load i32, ptr %j, align 4
  %cmp1 = icmp slt i32 %5, 3
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %6 = load ptr, ptr %C.addr, align 8
  %7 = load i32, ptr %k, align 4
  %conv = sext i32 %7 to i64
  %arrayidx = getelementptr inbounds float, ptr %6, i64 %conv
  %8 = load i32, ptr %i, align 4
  %conv2 = sext i32 %8 to i64
  %arrayidx3 = getelementptr inbounds [3 x float], ptr @A, i64 %conv2
  %9 = load i32, ptr %j, align 4
  %conv4 = sext i32 %9 to i64
  %arrayidx5 = getelementptr inbounds float, ptr %arrayidx3, i64 %conv4
  %10 = load float, ptr %arrayidx5, align 4
  %11 = load float, ptr @const_one, align 4
  %add6 = fadd float %10, %11
  store float %add6, ptr %arrayidx, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  ret void
}
