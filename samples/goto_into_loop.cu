/*
 * goto_into_loop.cu: per-thread row prefix, where a cached first element skips the load.
 *
 * Convergence: `goto have_value` jumps into the for body: an irreducible cycle with two
 * entries (loop head and label). On the first trip, lanes that took the goto and lanes
 * that loaded row[0] carry unrelated tangles, so whether they meet at the ballot is
 * implementation-defined. Both entries have k = 0 and run k++, so each makes len trips.
 */
__global__ void prefix_with_cache(const int *rows, int len, const int *cached,
                                  const int *cache, int *out, unsigned int *masks)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int k = 0;
    int v = 0;
    int acc = 0;
    unsigned int m = 0;

    if (cached[t] && len > 0) {
        v = cache[t];
        goto have_value;
    }
    for (k = 0; k < len; k++) {
        v = rows[t * len + k];
have_value:
        acc += v;
        m = __ballot_sync(__activemask(), acc > 0);
        out[t * len + k] = acc;
    }
    masks[t] = m;
}
