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
