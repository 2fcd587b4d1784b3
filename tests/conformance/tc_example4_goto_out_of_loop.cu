// conformance: thread-convergence.rst, "Examples", fourth example.
// Target1's tangles: from the goto (each iteration) and from the loop's exit: unrelated.
// expect stmt label@17 tangles=2 unrelated=true includes=goto@13 rule=after,then
// expect op __activemask@18 tangles=2 implementation_defined=true token=entry
// expect reconverge label@17 rule=1.2
// The goto's tangle: the threads of an iteration of S1 (the body's tangle, derived from the
// iteration) for which cond holds.
// expect stmt if@13 tangles=1 rule=body cycle=loop@11
// expect stmt goto@13 tangles=1 rule=then from=if@13 cycle=loop@11
__global__ void foo(int *p, const int *cond, int n) {
  for (int i = 0; i < n; i++) {  // S1
    p[0] = 1;
    if (cond[threadIdx.x]) goto Target1;
    p[1] = 2;
  }
  p[2] = 3;
Target1:
  p[3] = __activemask();
}
// Dynamic: threads 0 and 3 leave by the goto in the first iteration, the others when the
// loop ends; they meet at Target1 (maximal convergence, rule 1.2).
// run threads=8 warp=8 {"p": {"type": "i32", "len": 4}, "cond": {"type": "i32", "data": [1, 0, 0, 1, 0, 0, 0, 0]}, "n": 2}
// expect groups __activemask@18 [0-7]
