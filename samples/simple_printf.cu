// Source: https://github.com/NVIDIA/cuda-samples Samples/0_Introduction/simplePrintf/simplePrintf.cu (commit c94ff366aed18c797b8a85dfaac7817b0228b420)
// License: BSD-3-Clause; Copyright (c) 2022, NVIDIA CORPORATION. All rights reserved.
// Original license header (verbatim, lines 1-26 of the source file):
/* Copyright (c) 2022, NVIDIA CORPORATION. All rights reserved.
 *
 * Redistribution and use in source and binary forms, with or without
 * modification, are permitted provided that the following conditions
 * are met:
 *  * Redistributions of source code must retain the above copyright
 *    notice, this list of conditions and the following disclaimer.
 *  * Redistributions in binary form must reproduce the above copyright
 *    notice, this list of conditions and the following disclaimer in the
 *    documentation and/or other materials provided with the distribution.
 *  * Neither the name of NVIDIA CORPORATION nor the names of its
 *    contributors may be used to endorse or promote products derived
 *    from this software without specific prior written permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS ``AS IS'' AND ANY
 * EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
 * IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR
 * PURPOSE ARE DISCLAIMED.  IN NO EVENT SHALL THE COPYRIGHT OWNER OR
 * CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL,
 * EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO,
 * PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR
 * PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY
 * OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
 * (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
 * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
// Features: device printf with several %d arguments computed from 2-D grid / 3-D block indices (blockIdx.y, gridDim.x, threadIdx.z, blockDim.y)
// Needs: plain C
// Excerpt: includes, MAX macro and the kernel. Dropped helper_cuda.h/helper_functions.h and main (uses findCudaDevice/checkCudaErrors).
// Launch (original): testKernel<<<dim3(2,2), dim3(2,2,2)>>>(10). Reference: 32 lines "[b, t]:\t\tValue is:10" for b in 0..3, t in 0..7 (any order).
// ---------------------------------------------------------------------------
// ---- original lines 29-30 ----
#include <assert.h>
#include <stdio.h>
// ---- original lines 33-33 ----
#include <cuda_runtime.h>
// ---- original lines 39-49 ----
#ifndef MAX
#define MAX(a, b) (a > b ? a : b)
#endif

__global__ void testKernel(int val)
{
    printf("[%d, %d]:\t\tValue is:%d\n",
           blockIdx.y * gridDim.x + blockIdx.x,
           threadIdx.z * blockDim.x * blockDim.y + threadIdx.y * blockDim.x + threadIdx.x,
           val);
}
