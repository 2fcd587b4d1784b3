/*
 * stream_compact.cu: keep the positive elements, packed per warp, with a ballot.
 *
 * Convergence: the ballot is executed by every lane of the warp together: it sits
 * outside the `keep` test, and lanes with i >= n vote 0 instead of returning early,
 * so the full mask 0xffffffff is honest. The mask has one bit per kept element, and
 * __popc of the bits below a lane is that lane's slot in the warp's output segment.
 */
__global__ void compact_positive(const int *in, int *out, int *warp_counts, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % warpSize;
    int warps_per_block = (blockDim.x + warpSize - 1) / warpSize;
    int warp = blockIdx.x * warps_per_block + threadIdx.x / warpSize;
    int v = (i < n) ? in[i] : 0;
    int keep = i < n && v > 0;

    unsigned int kept = __ballot_sync(0xffffffffu, keep);
    unsigned int lanes_below = (1u << lane) - 1u;
    int rank = __popc(kept & lanes_below);

    if (keep)
        out[warp * warpSize + rank] = v;
    if (lane == 0)
        warp_counts[warp] = __popc(kept);
}
