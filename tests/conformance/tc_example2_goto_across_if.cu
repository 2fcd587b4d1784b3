// conformance: thread-convergence.rst, "Examples", second example.
// The candidate tangles of Target2 (S2's and S5's) are unrelated.
// expect stmt label@14 tangles=2 unrelated=true
// expect op __activemask@15 tangles=2 implementation_defined=true maximal=union token=entry
// expect reconverge label@14 rule=1.2
__global__ void foo(int *p, int cond1, int cond2) {
  if (cond1) {        // S1
    p[0] = 1;         // S2
    goto Target2;
  }
  if (cond2) {        // S3
    p[1] = 2;         // S4
  } else {            // S5
  Target2:
    p[2] = __activemask();
  }
}
