// conformance: thread-convergence.rst, "Examples", first example.
// X1 is the set of threads of S3 for which cond is true; S4 the complementary set.
// expect stmt if@8 tangles=1
// expect op __activemask@9 tangles=1 rule=then token=entry implementation_defined=false
// expect op __ballot_sync@12 tangles=1 rule=after token=entry implementation_defined=false
__global__ void foo(int *p, const int *cond) {
  p[0] = 1;             // S1
  if (cond[threadIdx.x]) {         // S3
    p[1] = __activemask(); // X1
    return;
  }
  p[2] = __ballot_sync(__activemask(), 1); // S4
}
// Dynamic: X1 is the threads whose cond holds; S4 the others.
// run threads=8 warp=8 {"p": {"type": "i32", "len": 3}, "cond": {"type": "i32", "data": [1, 0, 0, 1, 0, 0, 1, 0]}}
// expect groups __activemask@9 [0,3,6]
// expect groups __ballot_sync@12 [1-2,4-5,7]
