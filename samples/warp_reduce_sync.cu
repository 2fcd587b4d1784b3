// Source: https://github.com/oneapi-src/SYCLomatic-test features/feature_case/cpp_language_extensions/warp_reduce_functions.cu (commit ce144ac1adb3cbf78ac30d8768646fe1f94bc35a)
// License: Apache-2.0 WITH LLVM-exception (SPDX line in file; repository LICENSE = LLVM Project Apache-2.0 with LLVM Exceptions; no individual copyright line; repository owned by Intel / oneapi-src)
// Original license header (verbatim, lines 1-8 of the source file):
// ===----------- warp_reduce_functions.cu---------- *- CUDA -* -----------===//
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//
// ===---------------------------------------------------------------------===//
// Features: __reduce_add_sync, __reduce_min_sync, __reduce_max_sync, __reduce_and_sync, __reduce_or_sync, __reduce_xor_sync (sm_80 warp reduce intrinsics)
// Needs: plain C (mask 0xFFFF with 32 active lanes: the original test expects whole-warp results, i.e. dpct semantics)
// Excerpt: all device code. Dropped #include <iostream>/<vector>, host helpers print_data/check_data and main() (line 93 on).
// Launch: <<<2, 64>>>. Reference (from original main): add -> 496,1520,2544,3568 per warp; min -> 0,32,64,96; max -> 31,63,95,127; and -> 0,32,64,96; or -> 31,63,95,127; xor -> 0.
// ---------------------------------------------------------------------------
// ---- original lines 9-9 ----
#include <cuda_runtime.h>
// ---- original lines 13-13 ----
#define DATA_NUM 128
// ---- original lines 49-91 ----

__global__ void reduce_add_sync(unsigned int *data) {
  int thread_id = threadIdx.x + threadIdx.y * blockDim.x +
                  threadIdx.z * blockDim.x * blockDim.y +
                  blockIdx.x * blockDim.x * blockDim.y * blockDim.z;
  data[thread_id] = __reduce_add_sync(0xFFFF, thread_id);
}

__global__ void reduce_min_sync(unsigned int *data) {
  int thread_id = threadIdx.x + threadIdx.y * blockDim.x +
                  threadIdx.z * blockDim.x * blockDim.y +
                  blockIdx.x * blockDim.x * blockDim.y * blockDim.z;
  data[thread_id] = __reduce_min_sync(0xFFFF, thread_id);
}

__global__ void reduce_max_sync(unsigned int *data) {
  int thread_id = threadIdx.x + threadIdx.y * blockDim.x +
                  threadIdx.z * blockDim.x * blockDim.y +
                  blockIdx.x * blockDim.x * blockDim.y * blockDim.z;
  data[thread_id] = __reduce_max_sync(0xFFFF, thread_id);
}

__global__ void reduce_and_sync(unsigned int *data) {
  int thread_id = threadIdx.x + threadIdx.y * blockDim.x +
                  threadIdx.z * blockDim.x * blockDim.y +
                  blockIdx.x * blockDim.x * blockDim.y * blockDim.z;
  data[thread_id] = __reduce_and_sync(0xFFFF, thread_id);
}

__global__ void reduce_or_sync(unsigned int *data) {
  int thread_id = threadIdx.x + threadIdx.y * blockDim.x +
                  threadIdx.z * blockDim.x * blockDim.y +
                  blockIdx.x * blockDim.x * blockDim.y * blockDim.z;
  data[thread_id] = __reduce_or_sync(0xFFFF, thread_id);
}

__global__ void reduce_xor_sync(unsigned int *data) {
  int thread_id = threadIdx.x + threadIdx.y * blockDim.x +
                  threadIdx.z * blockDim.x * blockDim.y +
                  blockIdx.x * blockDim.x * blockDim.y * blockDim.z;
  data[thread_id] = __reduce_xor_sync(0xFFFF, thread_id);
}
