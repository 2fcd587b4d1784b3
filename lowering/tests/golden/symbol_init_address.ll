; ModuleID = 'samples/symbol_init_address.cu'
source_filename = "samples/symbol_init_address.cu"

@N = global i64 0
@memsetval = global i8 0
@memsetD32val = global i32 0
@memsetD16val = global i16 0
@memsetD8val = global i8 0
@iterations = global i32 0
@blocksPerCU = global i32 0
@threadsPerBlock = global i32 0
@p_gpuDevice = global i32 0
@p_verbose = global i32 0
@p_tests = global i32 0
@HIP_VISIBLE_DEVICES_STR = global ptr null
@CUDA_VISIBLE_DEVICES_STR = global ptr null
@PATH_SEPERATOR_STR = global ptr null
@NULL_DEVICE = global ptr null
@Bar = global ptr @Foo
@Foo = global ptr @Bar

define void @Test(ptr %Out) {
entry:
  %Out.addr = alloca ptr, align 8
  store ptr %Out, ptr %Out.addr, align 8
  %0 = load ptr, ptr %Out.addr, align 8
  %1 = load ptr, ptr @Foo, align 8
  %cmp = icmp eq ptr %1, @Bar
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %entry
  %2 = load ptr, ptr @Bar, align 8
  %cmp1 = icmp eq ptr %2, @Foo
  br label %land.end

land.end:                                         ; preds = %land.rhs, %entry
  %3 = phi i1 [ false, %entry ], [ %cmp1, %land.rhs ]
  %land.ext = zext i1 %3 to i32
  store i32 %land.ext, ptr %0, align 4
  ret void
}
