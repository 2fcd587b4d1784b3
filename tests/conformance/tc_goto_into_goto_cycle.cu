// conformance: thread-convergence.rst, "Divergent Jumps": a goto that jumps to a point
// between a backward goto and its label makes that cycle irreducible.
// expect cycle goto@10 entries=2 reducible=false
// expect stmt label@12 implementation_defined=true
__global__ void k(int *p) {
  int t = threadIdx.x;
  int n = 0;
  if (t & 1)
    goto middle;
top:
  n++;
middle:
  p[t] = __activemask();
  if (n < 3)
    goto top;
}
