// conformance: convergent-operations.txt, "Reductions inside divergent control flow": the
// two reductions run with the then and else subsets; merging them would sum across both.
// expect op __reduce_add_sync@8 tangles=1 rule=then token=entry
// expect op __reduce_add_sync@10 tangles=1 rule=else token=entry
__global__ void example_kernel(int *gains, int *losses, const int *delta) {
  int t = threadIdx.x;
  if (delta[t] > 0)
    gains[t] = __reduce_add_sync(__activemask(), delta[t]);
  else
    losses[t] = __reduce_add_sync(__activemask(), -delta[t]);
}
// Dynamic: the then side (delta > 0) and the else side reduce separately.
// run threads=8 warp=8 {"gains": {"type": "i32", "len": 8}, "losses": {"type": "i32", "len": 8}, "delta": {"type": "i32", "data": [3, -1, 2, -4, 0, 5, -2, 1]}}
// expect groups __reduce_add_sync@8 [0,2,5,7]
// expect groups __reduce_add_sync@10 [1,3-4,6]
