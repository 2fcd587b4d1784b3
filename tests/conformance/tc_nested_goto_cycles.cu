// conformance: tangle engine, a goto cycle inside another: its parent is the outer cycle
// (found by the runtime: without it, threads of different outer iterations looked alike).
// expect cycle goto@9 parent=goto@8
// expect cycle goto@8 parent=none
// expect op __activemask@10 token=goto@9
__global__ void k(int *p) {
  int a = 0, b = 0;
L1: a++;
L2: b++;
  p[threadIdx.x] = __activemask();
  if (b < 2) goto L2;
  if (a < 2) goto L1;
}
