/*
 * goto_retry.cu: bounded rejection sampling with a backward `goto retry`.
 *
 * Convergence: the backward goto makes a (reducible) cycle from `retry:` to the goto.
 * The ballot in the cycle on attempt k is executed together by the lanes that were
 * rejected k-1 times; lanes that were accepted have left the cycle and wait after it.
 * The attempt counter bounds the cycle at 16 trips, so every thread terminates.
 */
__global__ void sample_bins(const unsigned int *seeds, const int *weights, int nbins,
                            int *samples, unsigned int *accept_masks, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int state = (i < n) ? seeds[i] : 1u;
    int attempts = 0;
    int candidate = 0;
    int ok = 0;
    unsigned int accepted = 0;

retry:
    attempts++;
    state = state * 1664525u + 1013904223u;
    candidate = (int)((state >> 8) % (unsigned int)nbins);
    ok = (int)(state >> 24) < weights[candidate]; /* weights in 0..256 */
    accepted = __ballot_sync(__activemask(), ok);
    if (!ok && attempts < 16)
        goto retry;

    if (i < n) {
        samples[i] = ok ? candidate : -1;
        accept_masks[i] = accepted;
    }
}
