// conformance: thread-convergence.rst, "Examples", first example.
// X1 is the set of threads of S3 for which cond is true; S4 the complementary set.
// expect stmt if@8 tangles=1
// expect op __activemask@9 tangles=1 rule=then token=entry implementation_defined=false
// expect op __ballot_sync@12 tangles=1 rule=after token=entry implementation_defined=false
__global__ void foo(int *p, int cond) {
  p[0] = 1;             // S1
  if (cond) {           // S3
    p[1] = __activemask(); // X1
    return;
  }
  p[2] = __ballot_sync(__activemask(), 1); // S4
}
