; ModuleID = 'samples/dim3_cast.cu'
source_filename = "samples/dim3_cast.cu"

%struct.__tangle_uint3 = type { i32, i32, i32 }
%struct.uint3 = type { i32, i32, i32 }
%struct.dim3 = type { i32, i32, i32 }

@blockIdx = external constant %struct.__tangle_uint3

define void @errorKernel() {
entry:
  %blockIdx.tmp = alloca %struct.uint3, align 4
  %vector3.tmp = alloca %struct.uint3, align 4
  %dim3.tmp = alloca %struct.dim3, align 4
  %myDim3 = alloca %struct.dim3, align 4
  %x = getelementptr inbounds nuw %struct.uint3, ptr %blockIdx.tmp, i32 0, i32 0
  %0 = load i32, ptr @blockIdx, align 4
  store i32 %0, ptr %x, align 4
  %y = getelementptr inbounds nuw %struct.uint3, ptr %blockIdx.tmp, i32 0, i32 1
  %1 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockIdx, i32 0, i32 1), align 4
  store i32 %1, ptr %y, align 4
  %z = getelementptr inbounds nuw %struct.uint3, ptr %blockIdx.tmp, i32 0, i32 2
  %2 = load i32, ptr getelementptr inbounds nuw (%struct.__tangle_uint3, ptr @blockIdx, i32 0, i32 2), align 4
  store i32 %2, ptr %z, align 4
  %3 = load %struct.uint3, ptr %blockIdx.tmp, align 4
  store %struct.uint3 %3, ptr %vector3.tmp, align 4
  %x1 = getelementptr inbounds nuw %struct.dim3, ptr %dim3.tmp, i32 0, i32 0
  %x2 = getelementptr inbounds nuw %struct.uint3, ptr %vector3.tmp, i32 0, i32 0
  %4 = load i32, ptr %x2, align 4
  store i32 %4, ptr %x1, align 4
  %y3 = getelementptr inbounds nuw %struct.dim3, ptr %dim3.tmp, i32 0, i32 1
  %y4 = getelementptr inbounds nuw %struct.uint3, ptr %vector3.tmp, i32 0, i32 1
  %5 = load i32, ptr %y4, align 4
  store i32 %5, ptr %y3, align 4
  %z5 = getelementptr inbounds nuw %struct.dim3, ptr %dim3.tmp, i32 0, i32 2
  %z6 = getelementptr inbounds nuw %struct.uint3, ptr %vector3.tmp, i32 0, i32 2
  %6 = load i32, ptr %z6, align 4
  store i32 %6, ptr %z5, align 4
  %7 = load %struct.dim3, ptr %dim3.tmp, align 4
  store %struct.dim3 %7, ptr %myDim3, align 4
  ret void
}
