// Source: https://github.com/ROCm/rocm-examples Applications/bitonic_sort/main.hip (commit 7dfb7d402794c33031be2847eaa06ee6732f07cb)
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
// Features: bitonic sort step/stage kernel (global memory compare-exchange), unsigned arithmetic, bool parameter, ternaries
// Needs: plain C (bool parameter -> needs stdbool/C++ bool)
// Excerpt: the kernel. Dropped host code.
// Host loop (original main): for step in 0..log2(n)-1: for stage in 0..step: bitonic_sort_kernel<<<n/2/block, block>>>(a, step, stage, sort_increasing).
// Reference: sorted(array) (ascending or descending).
// ---------------------------------------------------------------------------
// ---- original lines 26-26 ----
#include <hip/hip_runtime.h>
// ---- original lines 34-75 ----
/// \brief Given an array of n elements, this kernel implements the j-th stage within the i-th
/// step of the bitonic sort, being 0 <= i < log_2(n) and 0 <= j <= i.
__global__ void bitonic_sort_kernel(unsigned int*      array,
                                    const unsigned int step,
                                    const unsigned int stage,
                                    bool               sort_increasing)
{
    // Current thread id.
    unsigned int thread_id = blockIdx.x * blockDim.x + threadIdx.x;

    // How many pairs of elements are ordered with the same criteria (increasingly or decreasingly)
    // within each of the bitonic subsequences computed in each step. E.g. in the step 0 we have
    // 1 pair of elements in each monotonic component of the bitonic subsequences, that is, we
    // obtain bitonic sequences of length 4.
    const unsigned int same_order_block_width = 1 << step;

    // Distance between the two elements that each thread sorts.
    const unsigned int pair_distance = 1 << (step - stage);

    // Total number of elements of each subsequence processed.
    const unsigned int sorted_block_width = 2 * pair_distance;

    // Compute indexes of the elements of the array that the thread will sort.
    const unsigned int left_id
        = (thread_id % pair_distance) + (thread_id / pair_distance) * sorted_block_width;
    const unsigned int right_id = left_id + pair_distance;

    // Get the elements of the array that the thread will sort.
    const unsigned int left_element  = array[left_id];
    const unsigned int right_element = array[right_id];

    // If the current thread is the first one ordering an element from the right component of the
    // bitonic sequence that it's computing, then the ordering criteria changes.
    if((thread_id / same_order_block_width) % 2 == 1)
        sort_increasing = !sort_increasing;

    // Compare elements and switch them if necessary.
    const unsigned int greater = (left_element > right_element) ? left_element : right_element;
    const unsigned int lesser  = (left_element > right_element) ? right_element : left_element;
    array[left_id]             = (sort_increasing) ? lesser : greater;
    array[right_id]            = (sort_increasing) ? greater : lesser;
}
