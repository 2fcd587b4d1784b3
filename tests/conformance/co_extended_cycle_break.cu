// conformance: convergent-operations.txt, "Extended Cycles: Divergent Exit from a Loop": the
// call on the divergent break path is lexically inside the loop and uses the loop's token, so
// threads that exit on different iterations do not converge at it; all meet again at E.
// expect op __activemask@11 token=loop@9 rule=then implementation_defined=false
// expect op __ballot_sync@16 token=entry
__global__ void example(unsigned int *p, const int *exit_at, int n) {
  int t = threadIdx.x;
  p[t] = 0;                        // A
  for (int i = 0; i < n; i++) {    // B
    if (exit_at[t] == i) {         // divergent condition
      p[t] = __activemask();       // C
      break;
    }
    p[t] += 1;                     // D
  }
  p[t] += __ballot_sync(__activemask(), 1); // E
}
// run threads=8 warp=8 {"p": {"type": "u32", "len": 8}, "exit_at": {"type": "i32", "data": [0, 0, 1, 1, 2, 2, 9, 9]}, "n": 4}
// expect groups __activemask@11 [0-1] [2-3] [4-5]
// expect groups __ballot_sync@16 [0-7]
