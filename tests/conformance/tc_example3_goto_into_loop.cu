// conformance: thread-convergence.rst, "Examples", third example.
// Target2's tangles form two sequences (from S3 and from S2), pairwise unrelated;
// the loop body is an irreducible cycle with two entries.
// expect cycle loop@13 entries=2 reducible=false
// expect stmt label@15 unrelated=true
// expect op __activemask@16 implementation_defined=true maximal=union token=loop@13
__global__ void foo(int *p, int cond1, int n) {
  int i = 0;
  if (cond1) {          // S1
    p[0] = 1;           // S2
    goto Target2;
  }
  for (i = 0; i < n; i++) { // S3
    p[1] = 1;
  Target2:
    p[2] = __activemask();
  }
}
