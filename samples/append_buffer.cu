/*
 * append_buffer.cu: warp-aggregated append of the elements above a threshold.
 *
 * Convergence: append_slot is called under a divergent filter, so its ballot, __ffs
 * election, leader-only atomicAdd and __shfl_sync broadcast all run with the tangle of
 * the passing lanes. The mask comes from __activemask(), so it is correct for ANY set of
 * arriving threads, hence `noconvergent`. Outputs are deterministic, their order is not.
 */
__device__ __attribute__((noconvergent)) int append_slot(int *counter)
{
    unsigned int mask = __ballot_sync(__activemask(), 1);
    int lane = threadIdx.x % warpSize;
    int leader = __ffs(mask) - 1;
    int base = 0;

    if (lane == leader)
        base = atomicAdd(counter, __popc(mask));
    base = __shfl_sync(mask, base, leader);
    return base + __popc(mask & ((1u << lane) - 1u));
}

__global__ void filter_append(const int *in, int *out, int *counter, int n, int threshold)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n && in[i] > threshold) {
        int slot = append_slot(counter);
        out[slot] = in[i];
    }
}
