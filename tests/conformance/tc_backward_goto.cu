// conformance: thread-convergence.rst, "Divergent Jumps" and "Maximal Convergence": a
// backward goto makes a cycle (label to goto) whose iterations are derived from each other:
// entered once, it is reducible and nothing is implementation-defined.
// expect function k cycles=1 implementation_defined=false
// expect cycle goto@10 entries=1 reducible=true
// expect stmt label@10 tangles=1 rule=goto-iteration
__global__ void k(int *p) {
  int t = threadIdx.x;
  int n = 0;
retry:
  n++;
  p[t] = __ballot_sync(__activemask(), n);
  if (n < t % 4)
    goto retry;
  p[t] += 1;
}
