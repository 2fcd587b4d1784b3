/*
 * convergent_device_call.cu: grid-stride warp-segmented inclusive scan via a helper.
 *
 * Convergence: warp_inclusive_scan is a convergent __device__ function (full-mask
 * shuffles), so its tangle is the tangle at each call. The call sits in a grid-stride
 * loop whose condition depends on `base`, not on the thread, so the whole warp calls it
 * together on every trip; only the load and the stores are guarded by `i < n`.
 */
__device__ int warp_inclusive_scan(int v)
{
    int lane = threadIdx.x % warpSize;

    for (int offset = 1; offset < warpSize; offset *= 2) {
        int up = __shfl_up_sync(0xffffffffu, v, offset);
        if (lane >= offset)
            v += up;
    }
    return v;
}

/* segment_totals[i] is written for the first element i of each warp-sized segment. */
__global__ void tiled_warp_scan(const int *in, int *out, int *segment_totals, int n)
{
    int tile = blockDim.x * gridDim.x;

    for (int base = blockIdx.x * blockDim.x; base < n; base += tile) {
        int i = base + threadIdx.x;
        int x = (i < n) ? in[i] : 0;
        int v = warp_inclusive_scan(x);
        int total = (int)__reduce_add_sync(0xffffffffu, (unsigned int)x);

        if (i < n)
            out[i] = v;
        if (threadIdx.x % warpSize == 0 && i < n)
            segment_totals[i] = total;
    }
}
