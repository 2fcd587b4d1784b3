// conformance: Clang's clang/test/CodeGenHLSL/convergence/while.hlsl shapes: a call in a
// while body uses the loop token; a call on a divergent break path too (per iteration);
// a call in the condition uses the loop token.
// expect op foo@11 token=loop@11
// expect op foo@14 token=loop@13 rule=then
// expect op foo@18 token=loop@18
// expect op foo@20 token=entry
__attribute__((convergent)) int foo(void);
__global__ void k(int *p, int n) {
  int t = threadIdx.x;
  while (t < n) { p[t] += foo(); t += 32; }
  int i = 0;
  while (i < n) {
    if (t == i) { p[t] = foo(); break; }
    i++;
  }
  int j = 0;
  while (foo() > j) j++;
  p[t] += j;
  p[t] += foo();
}
