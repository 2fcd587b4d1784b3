/*
 * block_reduce.cu: sum of an array, one partial sum per block, in __shared__ memory.
 *
 * Convergence: __syncthreads is a block-wide barrier. It sits in a loop whose trip
 * count depends only on blockDim.x, outside the divergent `if`, so on every iteration
 * the whole block reaches the same barrier together; threads that skipped the add
 * reconverge with the adders at the end of the `if`, before the barrier.
 */
__global__ void block_sum(const int *in, int *block_sums, int n)
{
    __shared__ int partial[1024];
    int tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x + tid;

    partial[tid] = (i < n) ? in[i] : 0;
    __syncthreads();

    /* Interleaved pairs: works for any blockDim.x up to 1024, power of two or not. */
    for (int stride = 1; stride < (int)blockDim.x; stride *= 2) {
        if (tid % (2 * stride) == 0 && tid + stride < (int)blockDim.x)
            partial[tid] += partial[tid + stride];
        __syncthreads();
    }

    if (tid == 0)
        block_sums[blockIdx.x] = partial[0];
}
