/*
 * break_ballot.cu: each thread scans its own row for the first value above a threshold.
 *
 * Convergence: the ballot sits on the divergent `break` path. Its tangle is the set of
 * threads that find their first hit in the SAME iteration j, not every thread that
 * eventually breaks: threads that hit at different j never meet at the ballot, and they
 * reconverge only after the loop. So `peers` is "the lanes that stopped where I did".
 */
__global__ void first_above(const int *rows, int len, int threshold,
                            int *pos, unsigned int *peers)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int m = 0;
    int j = 0;

    pos[t] = -1;
    while (j < len) {
        if (rows[t * len + j] > threshold) {
            m = __ballot_sync(__activemask(), 1);
            peers[t] = m;
            pos[t] = j;
            break;
        }
        j++;
    }
}
