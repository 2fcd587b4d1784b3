/*
 * elect_loop.cu: warp-aggregated histogram atomics, one key per round, left by an elect.
 *
 * Convergence: `for (;;)` has no exit test; each round the active lanes elect the lowest
 * (__ffs of __activemask()), broadcast its key, and all lanes with that key (leader
 * included) leave by a divergent `break`. The tangle shrinks every round (at most
 * warpSize rounds), and the leader's one atomicAdd is right only if the ballot sees it.
 */
__global__ void aggregated_histogram(const unsigned int *keys, int *bins, int nbins,
                                     int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % warpSize;

    if (i < n) {
        int key = (int)(keys[i] % (unsigned int)nbins);
        for (;;) {
            unsigned int active = __activemask();
            int leader = __ffs(active) - 1;
            int leader_key = __shfl_sync(active, key, leader);
            unsigned int same = __ballot_sync(active, key == leader_key);
            if (key == leader_key) {
                if (lane == leader)
                    atomicAdd(&bins[key], __popc(same));
                break;
            }
        }
    }
}
