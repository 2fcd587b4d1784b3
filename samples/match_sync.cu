// Source: https://github.com/oneapi-src/SYCLomatic-test features/feature_case/match/match.cu (commit ce144ac1adb3cbf78ac30d8768646fe1f94bc35a)
// License: Apache-2.0 WITH LLVM-exception (SPDX line in file; repository LICENSE = LLVM Project Apache-2.0 with LLVM Exceptions; no individual copyright line; repository owned by Intel / oneapi-src)
// Original license header (verbatim, lines 1-8 of the source file):
// ====------ match.cu---------- *- CUDA -* ----===////
//
// Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
// See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//
// ===----------------------------------------------------------------------===//
// Features: __match_all_sync (with int* predicate out-param), __match_any_sync, __syncwarp; full and partial masks
// Needs: plain C (needs __match_any_sync/__match_all_sync support; partial mask 0x55555555 with all lanes active is undefined in strict CUDA semantics)
// Excerpt: all device code. Dropped #include <iostream>/<vector>, templated host helpers and main() (line 102 on).
// Launch in original main: <<<2, dim3(32,2,1)>>>; expected arrays (expect01...) are in the original main().
// Reference: Python: for each warp, mask of lanes with equal value (threadid, threadid%4).
// ---------------------------------------------------------------------------
// ---- original lines 10-10 ----
#include <cuda_runtime.h>
// ---- original lines 13-14 ----
#define WARP_SIZE 32
#define DATA_NUM 128
// ---- original lines 48-100 ----
__global__ void MatchAllKernel0(unsigned int* data, int *p) {
  int threadid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y + blockIdx.x * blockDim.x * blockDim.y * blockDim.z;
  int pre = 0;
  unsigned int mask = 0x55555555;
  unsigned int r = __match_all_sync(mask, 0, &pre);
  __syncwarp();
  p[threadid] = pre;
  data[threadid] = r;
}

__global__ void MatchAllKernel1(unsigned int* data, int *p) {
  int threadid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y + blockIdx.x * blockDim.x * blockDim.y * blockDim.z;
  int pre = 0;
  unsigned int mask = 0xFFFFFFFF;
  unsigned int r = __match_all_sync(mask, 0, &pre);
  __syncwarp();
  p[threadid] = pre;
  data[threadid] = r;
}

__global__ void MatchAllKernel2(unsigned int* data, int *p) {
    int threadid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y + blockIdx.x * blockDim.x * blockDim.y * blockDim.z;
    int pre = 0;
    unsigned int mask = 0xFFFFFFFF;
    unsigned int r = __match_all_sync(mask, threadid, &pre);
    __syncwarp();
    p[threadid] = pre;
    data[threadid] = r;
}

__global__ void MatchAnyKernel1(unsigned int* data) {
    int threadid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y + blockIdx.x * blockDim.x * blockDim.y * blockDim.z;
    unsigned int mask = 0xFFFFFFFF;
    unsigned int r = __match_any_sync(mask, threadid);
    __syncwarp();
    data[threadid] = r;
}

__global__ void MatchAnyKernel2(unsigned int* data) {
    int threadid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y + blockIdx.x * blockDim.x * blockDim.y * blockDim.z;
    unsigned int mask = 0xFFFFFFFF;
    unsigned int r = __match_any_sync(mask, threadid%4);
    __syncwarp();
    data[threadid] = r;
}

__global__ void MatchAnyKernel3(unsigned int* data) {
    int threadid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y + blockIdx.x * blockDim.x * blockDim.y * blockDim.z;
    unsigned int mask = 0x55555555;
    unsigned int r = __match_any_sync(mask, threadid%4);
    __syncwarp();
    data[threadid] = r;
}
