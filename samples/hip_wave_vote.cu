/*
 * hip_wave_vote.cu: HIP-style 64-bit wave votes (__ballot, __any, __all, __shfl).
 *
 * Convergence: HIP's votes take no mask; the participating threads are exactly the
 * tangle at the call. Inside `if (valid)` that is only the in-range lanes, so __all
 * here means "all in-range lanes", and the ballot's __popcll counts only them; after
 * the `if` the whole wave reconverges and __any sees every lane again.
 */
__global__ void wave_flags(const int *in, int *wave_stats, unsigned long long *bits,
                           int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % warpSize;
    int valid = i < n;
    int v = valid ? in[i] : 0;
    int all_positive = 0;
    int any_negative = 0;

    if (valid) {
        unsigned long long positive = __ballot(v > 0);
        all_positive = __all(v > 0);
        v = __shfl(v, 0) + __popcll(positive);
        bits[i] = positive;
    }
    any_negative = __any(v < 0);
    if (lane == 0 && valid)
        wave_stats[i / warpSize] = all_positive * 2 + any_negative;
}
