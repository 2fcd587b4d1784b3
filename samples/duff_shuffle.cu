/*
 * duff_shuffle.cu: Duff's device copying per-thread streams, swapped between lane pairs.
 *
 * Convergence: the case labels sit inside the do-while, so the switch jumps into the
 * loop: four entries into one irreducible cycle. Partner lanes (lane ^ 1) with different
 * count % 4 enter at different labels, so which lanes meet at each __shfl_sync (and what
 * they receive) is implementation-defined. `rounds` counts down: the loop terminates.
 */
__global__ void pair_swap_copy(const int *src, int *dst, const int *counts, int stride)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int partner = (threadIdx.x % warpSize) ^ 1;
    int count = min(counts[t], stride);
    const int *from = src + t * stride;
    int *to = dst + t * stride;
    int rounds = (count + 3) / 4;
    int v = 0;

    if (count > 0) {
        switch (count % 4) {
        case 0: do { v = *from++; *to++ = __shfl_sync(__activemask(), v, partner);
        case 3:      v = *from++; *to++ = __shfl_sync(__activemask(), v, partner);
        case 2:      v = *from++; *to++ = __shfl_sync(__activemask(), v, partner);
        case 1:      v = *from++; *to++ = __shfl_sync(__activemask(), v, partner);
                } while (--rounds > 0);
        }
    }
}
