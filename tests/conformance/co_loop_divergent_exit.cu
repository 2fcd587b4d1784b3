// conformance: convergent-operations.txt, the loop example of "Inferring Tokens" /
// "Static Rules" (a for loop with a divergent condition inside): the operation in the loop
// uses the loop's token, whose parent is the entry token.
// expect cycle loop@8 entries=1 reducible=true
// expect op __activemask@10 tangles=1 rule=then token=loop@8
__global__ void k(int *p, int n) {
  int t = threadIdx.x;
  for (int i = 0; i < n; i++) {
    if (t % 4 == i % 4) {
      p[t] += __activemask();
    }
  }
}
// Dynamic: in iteration i the threads with t % 4 == i % 4 take the branch, together.
// run threads=8 warp=8 {"p": {"type": "i32", "len": 8}, "n": 4}
// expect groups __activemask@10 [0,4] [1,5] [2,6] [3,7]
