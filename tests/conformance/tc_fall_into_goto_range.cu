// conformance: tangle engine, an entry the spec's definition ("the first statement, or a
// label targeted from outside") leaves out: falling into a backward goto's range after its
// label is an entry of the control-flow graph (found by the lowering), so the cycle is
// irreducible. The tangles at the ballot are related (the goto's threads derive from the
// sequential ones, as a loop's iterations do): not implementation-defined.
// expect cycle goto@9 entries=label@9,expr@10 reducible=false
// expect op __ballot_sync@10 tangles=2 implementation_defined=false
__global__ void k(int *a, int n) {
  if (n) { L: a[n] = 1; }
  a[0] = __ballot_sync(~0u, n);
  if (n < 9) { n++; goto L; }
}
