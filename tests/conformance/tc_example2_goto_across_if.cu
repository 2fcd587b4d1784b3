// conformance: thread-convergence.rst, "Examples", second example.
// The candidate tangles of Target2 (S2's and S5's) are unrelated.
// expect stmt label@17 tangles=2 includes=expr@11 includes=block@16 rule=else,then unrelated=true implementation_defined=true
// expect op __activemask@18 tangles=2 implementation_defined=true maximal=union token=entry
// expect reconverge label@17 rule=1.2
// "Divergent Jumps": they stay distinct until the end of the smallest statement that
// contains both the goto and the label, the function body.
// expect stmt expr@20 tangles=2
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
  p[3] = 3;
}
// Dynamic: threads 0-1 take the goto, 2-3 the then side, 4-7 the else side; at Target2
// the goto's threads and the else side's meet (maximal convergence, rule 1.2).
// run threads=8 warp=8 {"p": {"type": "i32", "len": 4}, "cond1": {"type": "i32", "data": [1, 1, 0, 0, 0, 0, 0, 0]}, "cond2": {"type": "i32", "data": [0, 1, 1, 1, 0, 0, 0, 0]}}
// expect groups __activemask@18 [0-1,4-7]
