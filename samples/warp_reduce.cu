/*
 * warp_reduce.cu: sum of an array, one partial sum per warp, with __shfl_down_sync.
 *
 * Convergence: the divergent `if (i < n)` load reconverges before the loop, and the
 * loop's trip count (offset = warpSize/2 .. 1) is uniform, so every lane of the warp
 * executes each of the five shuffles together, as the full mask 0xffffffff requires.
 * Only the final store by lane 0 is divergent.
 */
__global__ void warp_sum(const float *in, float *warp_sums, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % warpSize;
    int warps_per_block = (blockDim.x + warpSize - 1) / warpSize;
    int warp = blockIdx.x * warps_per_block + threadIdx.x / warpSize;
    float v = 0.0f;

    if (i < n)
        v = in[i];

    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffffu, v, offset);

    if (lane == 0 && i < n)
        warp_sums[warp] = v;
}
