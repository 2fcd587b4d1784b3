// conformance: convergent-operations.txt, "Unstructured control flow", example_original:
// reconvergence in acyclic control flow is maximal, so every thread that reaches the
// barrier (then2) executes it together, whichever way it came through mid.
// expect op __activemask@12 tangles=1 rule=then token=entry implementation_defined=false
__global__ void example_original(unsigned int *p, const int *cond1, const int *cond2) {
  int t = threadIdx.x;
  int flag = 1;                  // entry
  if (cond1[t]) {                // then1
    flag = cond2[t];
  }
  if (flag) {                    // mid
    p[t] = __activemask();       // then2: the control barrier
  }
}                                // end
// run threads=8 warp=8 {"p": {"type": "u32", "len": 8}, "cond1": {"type": "i32", "data": [1, 1, 0, 0, 1, 1, 0, 0]}, "cond2": {"type": "i32", "data": [1, 0, 1, 0, 1, 0, 1, 0]}}
// expect groups __activemask@12 [0,2-4,6-7]
