// conformance: thread-convergence.rst, "Examples", third example.
// Target2's tangles, and the loop's iterations, form two sequences (from S3 and from S2),
// pairwise unrelated; the loop body is an irreducible cycle with two entries.
// expect cycle loop@13 entries=2 entries=block@13,label@15 reducible=false iterations=2 sequences=for@13,expr@10
// expect stmt label@15 unrelated=true sequences=for@13,expr@10
// expect op __activemask@16 implementation_defined=true maximal=union token=loop@13
__global__ void foo(int *p, const int *cond1, int n) {
  int i = 0;
  if (cond1[threadIdx.x]) {        // S1
    p[0] = 1;           // S2
    goto Target2;
  }
  for (i = 0; i < n; i++) { // S3
    p[1] = 1;
  Target2:
    p[2] = __activemask();
  }
}
// Dynamic: the goto's threads (0, 2) enter at Target2 with i == 0 and join the loop's
// first iteration (maximal convergence, rule 2, entry: the body's first statement); all
// threads then run three iterations together.
// run threads=8 warp=8 {"p": {"type": "i32", "len": 3}, "cond1": {"type": "i32", "data": [1, 0, 1, 0, 0, 0, 0, 0]}, "n": 3}
// expect groups __activemask@16 [0-7] [0-7] [0-7]
