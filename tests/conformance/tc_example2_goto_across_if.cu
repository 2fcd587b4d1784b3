// conformance: thread-convergence.rst, "Examples", second example.
// The candidate tangles of Target2 (S2's and S5's) are unrelated.
// expect stmt label@14 tangles=2 unrelated=true
// expect op __activemask@15 tangles=2 implementation_defined=true maximal=union token=entry
// expect reconverge label@14 rule=1.2
__global__ void foo(int *p, const int *cond1, const int *cond2) {
  if (cond1[threadIdx.x]) {      // S1
    p[0] = 1;         // S2
    goto Target2;
  }
  if (cond2[threadIdx.x]) {      // S3
    p[1] = 2;         // S4
  } else {            // S5
  Target2:
    p[2] = __activemask();
  }
}
// Dynamic: threads 0-1 take the goto, 2-3 the then side, 4-7 the else side; at Target2
// the goto's threads and the else side's meet (maximal convergence, rule 1.2).
// run threads=8 warp=8 {"p": {"type": "i32", "len": 3}, "cond1": {"type": "i32", "data": [1, 1, 0, 0, 0, 0, 0, 0]}, "cond2": {"type": "i32", "data": [0, 1, 1, 1, 0, 0, 0, 0]}}
// expect groups __activemask@15 [0-1,4-7]
