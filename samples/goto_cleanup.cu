/*
 * goto_cleanup.cu: validate-and-transform records, with C-style `goto cleanup` on error.
 *
 * Convergence: three forward gotos and the fall-through path all reach `cleanup`. Per
 * the spec these are unrelated tangles until the end of the function body, so whether
 * they reconverge at the label is implementation-defined; under maximal convergence
 * they do (the label is in no cycle), and the ballot then sees every lane of the warp.
 */
__global__ void parse_records(const int *records, int *out, int *warp_errors, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % warpSize;
    int warps_per_block = (blockDim.x + warpSize - 1) / warpSize;
    int warp = blockIdx.x * warps_per_block + threadIdx.x / warpSize;
    int err = 0;
    int value = 0;
    unsigned int failed = 0;

    err = i >= n;
    if (err)
        goto cleanup;
    value = records[i];
    err = value < 0 ? 2 : 0;
    if (err)
        goto cleanup;
    err = value > 333333 ? 3 : 0;
    if (err)
        goto cleanup;
    out[i] = value * 3 + 1;

cleanup:
    failed = __ballot_sync(__activemask(), err > 1);
    if (lane == 0)
        warp_errors[warp] = __popc(failed);
}
