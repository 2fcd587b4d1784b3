/*
 * nested_continue.cu: CSR row sums with warp-level statistics, grid-stride over rows.
 *
 * Convergence: `continue` on an empty row (outer loop) or a zero entry (inner loop)
 * splits the tangle for the rest of that iteration only; skippers rejoin at the step
 * (`r += stride`, `k++`). The outer ballot sees the lanes with a non-empty row in this
 * round; the inner one, the lanes at a non-zero entry in the same inner and outer trip.
 */
__global__ void csr_row_sums(const int *row_ptr, const float *vals, int rows,
                             float *sums, unsigned int *busy_rounds,
                             unsigned int *positive_votes)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int stride = gridDim.x * blockDim.x;
    unsigned int busy = 0;
    unsigned int votes = 0;

    for (int r = t; r < rows; r += stride) {
        int begin = row_ptr[r];
        int end = row_ptr[r + 1];
        float sum = 0.0f;

        if (begin == end) {
            sums[r] = 0.0f;
            continue;
        }
        busy += __popc(__ballot_sync(__activemask(), 1));

        for (int k = begin; k < end; k++) {
            if (vals[k] == 0.0f)
                continue;
            votes |= __ballot_sync(__activemask(), vals[k] > 0.0f);
            sum += vals[k];
        }
        sums[r] = sum;
    }
    busy_rounds[t] = busy;
    positive_votes[t] = votes;
}
