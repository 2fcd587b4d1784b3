// conformance: thread-convergence.rst, "The switch Statement" and "Divergent Jumps": a
// case label's tangle stays distinct until the end of the switch, so fall-through does not
// reconverge at the next label; maximal convergence reconverges there (rule 1.1).
// expect stmt case@14 tangles=2 unrelated=true
// expect op __activemask@15 tangles=2 implementation_defined=true maximal=union
// expect reconverge case@14 rule=1.1
// expect op __ballot_sync@20 tangles=1 implementation_defined=false
// expect stmt expr@20 same=switch@11
__global__ void k(int *p) {
  int t = threadIdx.x;
  switch (t % 3) {
  case 0:
    p[t] = 1;
  case 1:
    p[t] = __activemask();
    break;
  default:
    p[t] = 2;
  }
  p[t] += __ballot_sync(__activemask(), 1);
}
// Dynamic: case 0's threads (0, 3, 6) fall through and meet case 1's (1, 4, 7) at the
// label (maximal convergence, rule 1.1); everyone meets after the switch.
// run threads=8 warp=8 {"p": {"type": "i32", "len": 8}}
// expect groups __activemask@15 [0-1,3-4,6-7]
// expect groups __ballot_sync@20 [0-7]
