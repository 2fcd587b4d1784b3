// Source: https://github.com/ROCm/rocm-examples Applications/prefix_sum/main.hip (commit 7dfb7d402794c33031be2847eaa06ee6732f07cb)
// License: MIT; Copyright (c) 2023-2024 Advanced Micro Devices, Inc. All rights reserved.
// Original license header (verbatim, lines 1-21 of the source file):
// MIT License
//
// Copyright (c) 2023-2024 Advanced Micro Devices, Inc. All rights reserved.
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files (the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all
// copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
// SOFTWARE.
// Features: inclusive prefix sum (up-sweep/down-sweep tree) in extern __shared__ float[]; __syncthreads in loops; second kernel propagates block sums
// Needs: plain C
// Excerpt: both kernels. Dropped cmdparser.hpp/example_utils.hpp and the C++ host code.
// Host driver (original run_prefix_sum_kernels, lines 123-172): for offset=1; offset<size; offset*=2*block_size: block_prefix_sum<<<grid, block, 2*block_size*sizeof(float)>>>(d,size,offset); then device_prefix_sum for offset>1.
// Reference: numpy.cumsum (float). Caution: block_prefix_sum bounds its up-sweep by `size`, not by the 2*blockDim window, so test with size == 2*blockDim.x (e.g. 256 with 128 threads) to stay inside the shared buffer.
// ---------------------------------------------------------------------------
// ---- original lines 26-26 ----
#include <hip/hip_runtime.h>
// ---- original lines 36-121 ----
/// \brief Calculates the prefix sum within a block, in place.
__global__ void block_prefix_sum(float* d_data, int size, int offset)
{
    const int thread_id  = threadIdx.x;
    const int block_id   = blockIdx.x;
    const int block_size = blockDim.x;

    const int x = (offset * (2 * (block_id * block_size + thread_id) + 1)) - 1;

    // Cache the computational window in shared memory
    extern __shared__ float block[];
    if(x < size)
    {
        block[2 * thread_id] = d_data[x];
    }
    if(x + offset < size)
    {
        block[2 * thread_id + 1] = d_data[x + offset];
    }

    // Build up tree
    int tree_offset = 1;
    for(int tree_size = size >> 1; tree_size > 0; tree_size >>= 1)
    {
        __syncthreads();
        if(thread_id < tree_size)
        {
            int from = tree_offset * (2 * thread_id + 1) - 1;
            int to   = tree_offset * (2 * thread_id + 2) - 1;
            block[to] += block[from];
        }
        tree_offset <<= 1;
    }

    if(size > 2)
    {
        if(tree_offset < size)
        {
            tree_offset <<= 1;
        }

        // Build down tree
        int max_thread = tree_offset >> 1;
        for(int tree_size = 0; tree_size < max_thread; tree_size <<= 1)
        {
            tree_size += 1;
            tree_offset >>= 1;
            __syncthreads();

            if(thread_id < tree_size)
            {
                int from = tree_offset * (thread_id + 1) - 1;
                int to   = from + (tree_offset >> 1);
                block[to] += block[from];
            }
        }
    }
    __syncthreads();

    // write the results back to global memory
    if(x < size)
    {
        d_data[x] = block[2 * thread_id];
    }
    if(x + offset < size)
    {
        d_data[x + offset] = block[2 * thread_id + 1];
    }
}

/// \brief Propogates values of the prefix sum between blocks on a device.
__global__ void device_prefix_sum(float* buffer, int size, int offset)
{
    const int thread_id  = threadIdx.x;
    const int block_size = blockDim.x;
    const int block_id   = blockIdx.x;

    const int sorted_blocks = offset / block_size;
    const int unsorted_block_id
        = block_id + (block_id / ((offset << 1) - sorted_blocks) + 1) * sorted_blocks;
    int x = (unsorted_block_id * block_size + thread_id);
    if(((x + 1) % offset != 0) && (x < size))
    {
        buffer[x] += buffer[x - (x % offset + 1)];
    }
}
