// conformance: tangle engine, falling out of a label reached only by a goto into a backward
// goto's range is an entry of that range's cycle (R1's range: entered at R1 and, after the
// switch, by falling out of L0, which the goto of R0's range targets).
// expect cycle goto@9 entries=label@9,if@12
__global__ void k(int *a, int n) {
  unsigned int m;
  R0: { m = __ballot_sync(~0u, n); if (n > 3) goto L0; }
  if (n < 7) goto R0;
  R1: {
    switch (n & 7) { L0: n++; }
  }
  if (n < 7) goto R1;
}
