// conformance: tangle engine, the analysis bound: past flow::MAX_TANGLES strict tangles
// at a statement (here 2^7) the analysis takes all threads there as one tangle; what derives
// from it is reported as implementation-defined rather than silently as one tangle.
// expect function k saturated=true
// expect op __activemask@36 implementation_defined=true
__global__ void k(int *p, int n) {
  int t = threadIdx.x;
  if (t % 2 == 0) goto l0;
  p[t] += 0;
l0:
  p[t] += 1;
  if (t % 3 == 0) goto l1;
  p[t] += 1;
l1:
  p[t] += 1;
  if (t % 4 == 0) goto l2;
  p[t] += 2;
l2:
  p[t] += 1;
  if (t % 5 == 0) goto l3;
  p[t] += 3;
l3:
  p[t] += 1;
  if (t % 6 == 0) goto l4;
  p[t] += 4;
l4:
  p[t] += 1;
  if (t % 7 == 0) goto l5;
  p[t] += 5;
l5:
  p[t] += 1;
  if (t % 8 == 0) goto l6;
  p[t] += 6;
l6:
  p[t] += 1;
  p[t] = __activemask();
}
