// conformance: tangle engine, a loop body that is a targeted label: it is entered via the
// condition and via the goto, two entries of the loop's cycle.
// expect function k cycles=1
// expect cycle loop@7 entries=label@7,label@7 reducible=false
__global__ void k(int *a, int n) {
  if (n > 3) goto L;
  while (n < 10) L: { n++; a[n] = __ballot_sync(~0u, n); }
}
