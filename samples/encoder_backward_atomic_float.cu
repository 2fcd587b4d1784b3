// Source: https://github.com/karpathy/llm.c dev/cuda/encoder_backward.cu (commit f1e2ace651495b74ae22d45d1723443fd00ecd3a)
// License: MIT; Copyright (c) 2024 Andrej Karpathy (repository LICENSE file)
// (The source file itself carries no license header; see the repository LICENSE named above.)
// Features: atomicAdd(float*, float) scatter-add into embedding gradients (kernel1, index-dependent collisions), gather loop variant without atomics (kernel2); integer index arithmetic over (B,T,C)
// Needs: plain C
// Excerpt: both kernels. Dropped common.h, CPU reference and host code.
// Launch: kernel1 <<<ceil(B*T*C/bs), bs>>>; kernel2 <<<ceil(C/bs), bs>>>; dwte/dwpe zeroed first.
// Reference: numpy np.add.at(dwte, inp, dout) and dwpe = dout.sum(axis=0) (file's encoder_backward_cpu); float tolerance since atomic order varies.
// ---------------------------------------------------------------------------
// ---- original lines 16-18 ----
#include <stdio.h>
#include <stdlib.h>
#include <cuda_runtime.h>
// ---- original lines 43-85 ----
// ----------------------------------------------------------------------------
// GPU kernels

// naive implementation with atomics
__global__ void encoder_backward_kernel1(float* dwte, float* dwpe,
                                        const float* dout, const int* inp,
                                        int B, int T, int C) {
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    int N = B * T * C;

    if (idx < N) {
        int bt = idx / C;
        int b = bt / T;
        int t = bt % T;
        int c = idx % C;

        int ix = inp[b * T + t];

        const float* dout_btc = dout + b * T * C + t * C + c;
        float* dwte_ix = dwte + ix * C + c;
        float* dwpe_tc = dwpe + t * C + c;

        atomicAdd(dwte_ix, *dout_btc);
        atomicAdd(dwpe_tc, *dout_btc);
    }
}

// naive implementation that parallelizes over C and loops over B,T
// but it gets rid of atomics
__global__ void encoder_backward_kernel2(float* dwte, float* dwpe,
                                        const float* dout, const int* inp,
                                        int B, int T, int C) {
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= C) { return; } // guard
    int BT = B * T;
    for (int i = 0; i < BT; i++) {
        int t = i % T;
        int ix = inp[i];
        float dout_btc = dout[i * C + c];
        dwte[ix * C + c] += dout_btc;
        dwpe[t * C + c] += dout_btc;
    }
}
