/*
 * histogram_early_return.cu: 256-bin byte histogram with shared-memory privatisation.
 *
 * Convergence: `if (i >= n) return;` is divergent in the last block, so the tangle after
 * it holds only in-range threads. The __syncthreads that follows is a BUG the tool should
 * flag: returned threads never reach it (undefined behaviour, typically a hang). The fix,
 * histogram_guarded, guards only the atomicAdd, so the block reconverges at each barrier.
 */
__global__ void histogram(const unsigned char *data, int *bins, int n)
{
    __shared__ int local_bins[256];
    int tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x + tid;

    for (int b = tid; b < 256; b += blockDim.x)
        local_bins[b] = 0;
    __syncthreads();

    if (i >= n)
        return;

    atomicAdd(&local_bins[data[i]], 1);
    __syncthreads(); /* BUG: threads with i >= n have already returned */

    for (int b = tid; b < 256; b += blockDim.x)
        atomicAdd(&bins[b], local_bins[b]);
}

__global__ void histogram_guarded(const unsigned char *data, int *bins, int n)
{
    __shared__ int local_bins[256];
    int tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x + tid;

    for (int b = tid; b < 256; b += blockDim.x)
        local_bins[b] = 0;
    __syncthreads();

    if (i < n)
        atomicAdd(&local_bins[data[i]], 1);
    __syncthreads();

    for (int b = tid; b < 256; b += blockDim.x)
        atomicAdd(&bins[b], local_bins[b]);
}
