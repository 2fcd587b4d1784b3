// conformance: thread-convergence.rst, "Divergent Jumps": a tangle that exits a loop by
// break reconverges at the end of the loop; the break path is per iteration.
// expect op __activemask@12 tangles=1 rule=then token=loop@10 implementation_defined=false
// expect op __ballot_sync@17 tangles=1 rule=launch token=entry
// expect stmt expr@17 tangles=1 same=for@10
// no statement or call of k has implementation-defined convergence.
// expect function k implementation_defined=false
__global__ void k(unsigned int *p, int n) {
  int t = threadIdx.x;
  for (int i = 0; i < n; i++) {
    if (t == i) {
      p[t] = __activemask();
      break;
    }
    p[t] += 1;
  }
  p[t] += __ballot_sync(__activemask(), 1);
}
// Dynamic: thread i leaves alone in iteration i; all threads meet again after the loop.
// run threads=8 warp=8 {"p": {"type": "u32", "len": 8}, "n": 4}
// expect groups __activemask@12 [0] [1] [2] [3]
// expect groups __ballot_sync@17 [0-7]
