// conformance: convergent-operations.txt, "Emulating Non-Convergent Operations" (the
// append-buffer example with llvm.experimental.convergence.anchor): a noconvergent function's
// convergent operations use an anchor; their tangle is implementation-defined.
// expect op __ballot_sync@9 rule=anchor token=anchor implementation_defined=true
// expect op __shfl_sync@13 rule=anchor token=anchor implementation_defined=true
__device__ __attribute__((noconvergent)) int append(int *count) {
  int lane = threadIdx.x % warpSize;
  int base = 0;
  unsigned int ballot = __ballot_sync(__activemask(), 1);
  int rank = __popc(ballot & ((1u << lane) - 1));
  if (rank == 0)
    base = atomicAdd(count, __popc(ballot));
  return __shfl_sync(ballot, base, __ffs(ballot) - 1) + rank;
}
// Dynamic: tangle's choice for the anchor is the threads that make the call together, so
// the odd and the even threads each append as one group.
__global__ void k(int *count, int *out) {
  int t = threadIdx.x;
  if (t % 2)
    out[t] = append(count);
  else
    out[t] = append(count);
}
// run threads=8 warp=8 {"count": {"type": "i32", "len": 1}, "out": {"type": "i32", "len": 8}}
// expect groups __ballot_sync@9 [0,2,4,6] [1,3,5,7]
// expect groups __shfl_sync@13 [0,2,4,6] [1,3,5,7]
