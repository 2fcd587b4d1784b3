; ModuleID = 'samples/bitonic_sort_hip.cu'
source_filename = "samples/bitonic_sort_hip.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }

@blockIdx = external constant %struct.__tangle_uint3
@blockDim = external constant %struct.__tangle_uint3
@threadIdx = external constant %struct.__tangle_uint3

define void @bitonic_sort_kernel(ptr %array, i32 %step, i32 %stage, i1 %sort_increasing) {
entry:
  %array.addr = alloca ptr, align 8
  %step.addr = alloca i32, align 4
  %stage.addr = alloca i32, align 4
  %sort_increasing.addr = alloca i8, align 1
  %thread_id = alloca i32, align 4
  %same_order_block_width = alloca i32, align 4
  %pair_distance = alloca i32, align 4
  %sorted_block_width = alloca i32, align 4
  %left_id = alloca i32, align 4
  %right_id = alloca i32, align 4
  %left_element = alloca i32, align 4
  %right_element = alloca i32, align 4
  %greater = alloca i32, align 4
  %lesser = alloca i32, align 4
  store ptr %array, ptr %array.addr, align 8
  store i32 %step, ptr %step.addr, align 4
  store i32 %stage, ptr %stage.addr, align 4
  %storedv = zext i1 %sort_increasing to i8
  store i8 %storedv, ptr %sort_increasing.addr, align 1
  %0 = load i32, ptr @blockIdx, align 4
  %1 = load i32, ptr @blockDim, align 4
  %mul = mul i32 %0, %1
  %2 = load i32, ptr @threadIdx, align 4
  %add = add i32 %mul, %2
  store i32 %add, ptr %thread_id, align 4
  %3 = load i32, ptr %step.addr, align 4
  %shl = shl i32 1, %3
  store i32 %shl, ptr %same_order_block_width, align 4
  %4 = load i32, ptr %step.addr, align 4
  %5 = load i32, ptr %stage.addr, align 4
  %sub = sub i32 %4, %5
  %shl1 = shl i32 1, %sub
  store i32 %shl1, ptr %pair_distance, align 4
  %6 = load i32, ptr %pair_distance, align 4
  %mul2 = mul i32 2, %6
  store i32 %mul2, ptr %sorted_block_width, align 4
  %7 = load i32, ptr %thread_id, align 4
  %8 = load i32, ptr %pair_distance, align 4
  %rem = urem i32 %7, %8
  %9 = load i32, ptr %thread_id, align 4
  %10 = load i32, ptr %pair_distance, align 4
  %div = udiv i32 %9, %10
  %11 = load i32, ptr %sorted_block_width, align 4
  %mul3 = mul i32 %div, %11
  %add4 = add i32 %rem, %mul3
  store i32 %add4, ptr %left_id, align 4
  %12 = load i32, ptr %left_id, align 4
  %13 = load i32, ptr %pair_distance, align 4
  %add5 = add i32 %12, %13
  store i32 %add5, ptr %right_id, align 4
  %14 = load ptr, ptr %array.addr, align 8
  %15 = load i32, ptr %left_id, align 4
  %conv = zext i32 %15 to i64
  %arrayidx = getelementptr inbounds i32, ptr %14, i64 %conv
  %16 = load i32, ptr %arrayidx, align 4
  store i32 %16, ptr %left_element, align 4
  %17 = load ptr, ptr %array.addr, align 8
  %18 = load i32, ptr %right_id, align 4
  %conv6 = zext i32 %18 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr %17, i64 %conv6
  %19 = load i32, ptr %arrayidx7, align 4
  store i32 %19, ptr %right_element, align 4
  %20 = load i32, ptr %thread_id, align 4
  %21 = load i32, ptr %same_order_block_width, align 4
  %div8 = udiv i32 %20, %21
  %rem9 = urem i32 %div8, 2
  %cmp = icmp eq i32 %rem9, 1
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %22 = load i8, ptr %sort_increasing.addr, align 1
  %loadedv = trunc i8 %22 to i1
  %lnot = xor i1 %loadedv, true
  %lnot.ext = zext i1 %lnot to i32
  %tobool = icmp ne i32 %lnot.ext, 0
  %storedv10 = zext i1 %tobool to i8
  store i8 %storedv10, ptr %sort_increasing.addr, align 1
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %23 = load i32, ptr %left_element, align 4
  %24 = load i32, ptr %right_element, align 4
  %cmp11 = icmp ugt i32 %23, %24
  br i1 %cmp11, label %cond.true, label %cond.false

cond.true:                                        ; preds = %if.end
  %25 = load i32, ptr %left_element, align 4
  br label %cond.end

cond.false:                                       ; preds = %if.end
  %26 = load i32, ptr %right_element, align 4
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %25, %cond.true ], [ %26, %cond.false ]
  store i32 %cond, ptr %greater, align 4
  %27 = load i32, ptr %left_element, align 4
  %28 = load i32, ptr %right_element, align 4
  %cmp15 = icmp ugt i32 %27, %28
  br i1 %cmp15, label %cond.true12, label %cond.false13

cond.true12:                                      ; preds = %cond.end
  %29 = load i32, ptr %right_element, align 4
  br label %cond.end14

cond.false13:                                     ; preds = %cond.end
  %30 = load i32, ptr %left_element, align 4
  br label %cond.end14

cond.end14:                                       ; preds = %cond.false13, %cond.true12
  %cond16 = phi i32 [ %29, %cond.true12 ], [ %30, %cond.false13 ]
  store i32 %cond16, ptr %lesser, align 4
  %31 = load ptr, ptr %array.addr, align 8
  %32 = load i32, ptr %left_id, align 4
  %conv17 = zext i32 %32 to i64
  %arrayidx18 = getelementptr inbounds i32, ptr %31, i64 %conv17
  %33 = load i8, ptr %sort_increasing.addr, align 1
  %loadedv22 = trunc i8 %33 to i1
  br i1 %loadedv22, label %cond.true19, label %cond.false20

cond.true19:                                      ; preds = %cond.end14
  %34 = load i32, ptr %lesser, align 4
  br label %cond.end21

cond.false20:                                     ; preds = %cond.end14
  %35 = load i32, ptr %greater, align 4
  br label %cond.end21

cond.end21:                                       ; preds = %cond.false20, %cond.true19
  %cond23 = phi i32 [ %34, %cond.true19 ], [ %35, %cond.false20 ]
  store i32 %cond23, ptr %arrayidx18, align 4
  %36 = load ptr, ptr %array.addr, align 8
  %37 = load i32, ptr %right_id, align 4
  %conv24 = zext i32 %37 to i64
  %arrayidx25 = getelementptr inbounds i32, ptr %36, i64 %conv24
  %38 = load i8, ptr %sort_increasing.addr, align 1
  %loadedv29 = trunc i8 %38 to i1
  br i1 %loadedv29, label %cond.true26, label %cond.false27

cond.true26:                                      ; preds = %cond.end21
  %39 = load i32, ptr %greater, align 4
  br label %cond.end28

cond.false27:                                     ; preds = %cond.end21
  %40 = load i32, ptr %lesser, align 4
  br label %cond.end28

cond.end28:                                       ; preds = %cond.false27, %cond.true26
  %cond30 = phi i32 [ %39, %cond.true26 ], [ %40, %cond.false27 ]
  store i32 %cond30, ptr %arrayidx25, align 4
  ret void
}
