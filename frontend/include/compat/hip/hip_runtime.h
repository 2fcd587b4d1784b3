/* hip/hip_runtime.h for tangle: what HIP device code uses beyond the prelude (tangle.h),
 * which already gives CUDA's names, as HIP does on AMD GPUs. The host API (hipMalloc,
 * hipLaunchKernelGGL) is not declared: host code is skipped, as the device pass skips it. */
#ifndef TANGLE_HIP_RUNTIME_H
#define TANGLE_HIP_RUNTIME_H

#define __HIPCC__ 1
#define __HIP__ 1
#define __HIP_DEVICE_COMPILE__ 1

#define hipThreadIdx_x (threadIdx.x)
#define hipThreadIdx_y (threadIdx.y)
#define hipThreadIdx_z (threadIdx.z)
#define hipBlockIdx_x (blockIdx.x)
#define hipBlockIdx_y (blockIdx.y)
#define hipBlockIdx_z (blockIdx.z)
#define hipBlockDim_x (blockDim.x)
#define hipBlockDim_y (blockDim.y)
#define hipBlockDim_z (blockDim.z)
#define hipGridDim_x (gridDim.x)
#define hipGridDim_y (gridDim.y)
#define hipGridDim_z (gridDim.z)

/* `extern __shared__`, unless a compiler needs another spelling for it. */
#ifndef TANGLE_DYNAMIC_SHARED
#define TANGLE_DYNAMIC_SHARED __shared__
#endif
#define HIP_DYNAMIC_SHARED(type, var) extern TANGLE_DYNAMIC_SHARED type var[];
#define HIP_DYNAMIC_SHARED_ATTRIBUTE

#endif /* TANGLE_HIP_RUNTIME_H */
