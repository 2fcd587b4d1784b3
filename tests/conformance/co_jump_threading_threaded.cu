// conformance: convergent-operations.txt, "Unstructured control flow", example_jumpthreaded:
// the same program after jump threading. then2 is reached by two jumps, whose tangles are
// unrelated under the source rules; maximal convergence reconverges them at the label
// (rule 1.2), so the barrier synchronizes the same set of threads as in the original.
// expect stmt label@12 tangles=2 unrelated=true
// expect reconverge label@12 rule=1.2
// expect op __activemask@13 tangles=2 implementation_defined=true maximal=union token=entry
__global__ void example_jumpthreaded(unsigned int *p, const int *cond1, const int *cond2) {
  int t = threadIdx.x;
  if (!cond1[t]) goto then2;     // entry
  if (!cond2[t]) goto end;       // then1
then2:
  p[t] = __activemask();         // the control barrier
end:;
}
// run threads=8 warp=8 {"p": {"type": "u32", "len": 8}, "cond1": {"type": "i32", "data": [1, 1, 0, 0, 1, 1, 0, 0]}, "cond2": {"type": "i32", "data": [1, 0, 1, 0, 1, 0, 1, 0]}}
// expect groups __activemask@13 [0,2-4,6-7]
