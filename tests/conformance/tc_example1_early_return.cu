// conformance: thread-convergence.rst, "Examples", first example.
// X1 is the set of threads of S3 for which cond is true; S4 the complementary set.
// Each substatement of the body derives its tangle from the previous one: S1, S2 and S3
// execute with the body's tangle.
// expect stmt expr@13 same=expr@12
// expect stmt if@14 tangles=1 same=expr@13
// expect stmt expr@15 tangles=1 rule=then from=if@14
// expect stmt expr@18 tangles=1 rule=after from=if@14 implementation_defined=false
// expect op __activemask@15 tangles=1 rule=then token=entry implementation_defined=false
// expect op __ballot_sync@18 tangles=1 rule=after token=entry implementation_defined=false
__global__ void foo(int *p, const int *cond) {
  p[0] = 1;             // S1
  p[1] = 2;             // S2
  if (cond[threadIdx.x]) {         // S3
    p[2] = __activemask(); // X1
    return;
  }
  p[3] = __ballot_sync(__activemask(), 1); // S4
}
// Dynamic: X1 is the threads whose cond holds; S4 the others.
// run threads=8 warp=8 {"p": {"type": "i32", "len": 4}, "cond": {"type": "i32", "data": [1, 0, 0, 1, 0, 0, 1, 0]}}
// expect groups __activemask@15 [0,3,6]
// expect groups __ballot_sync@18 [1-2,4-5,7]
