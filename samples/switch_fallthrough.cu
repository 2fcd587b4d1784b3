/*
 * switch_fallthrough.cu: one step of a per-thread opcode interpreter, with warp votes.
 *
 * Convergence: each case label starts its own tangle. Case 0 falls through into case 1,
 * but threads that entered at case 0 do not reconverge with those that entered at case 1
 * until the end of the switch, so which lanes meet at the case-1 ballot is
 * implementation-defined. Stacked labels 2/3 are one entry; all meet after the switch.
 */
__global__ void step_ops(const int *ops, int *vals, unsigned int *masks, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int op = (i < n) ? ops[i] : -1;
    int v = (i < n) ? vals[i] : 0;
    unsigned int m = 0;

    switch (op) {
    case 0:
        v = v * 2;
        m = __activemask();
        /* fall through */
    case 1:
        v = v + 1;
        m |= __ballot_sync(__activemask(), v > 0);
        break;
    case 2:
    case 3:
        m = __ballot_sync(__activemask(), (v & 1) != 0);
        v = v >> 1;
        break;
    default:
        m = __activemask();
        break;
    }

    if (i < n) {
        vals[i] = v;
        masks[i] = m;
    }
}
