// conformance: tangle engine, a switch inside a loop inside a goto range: the switch's body
// block is never reached (control enters at the cases), so it is no way into the goto
// cycle, and the case is no entry (found by the lowering's generated kernels).
// expect cycle goto@6 entries=label@6 reducible=true
__global__ void k(int *a, int n) {
  R0: {
    while (n < 10 && __all_sync(__activemask(), n > 0)) {
      switch (n & 7) { case 0: n -= 0; }
    }
  }
  if (n < 7) goto R0;
}
