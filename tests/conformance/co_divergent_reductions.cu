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
