// conformance: Clang's clang/test/CodeGenHLSL/convergence/cf.for.plain.hlsl shapes: plain
// `for (;;)` loops, left by break or return; every call inside uses the loop token.
// expect op foo@12 token=loop@11
// expect op foo@16 token=loop@15 rule=then
// expect op foo@19 token=entry
// expect cycle loop@11 entries=1 reducible=true
__attribute__((convergent)) int foo(void);
__global__ void k(int *p, int n) {
  int t = threadIdx.x;
  int i = 0;
  for (;;) {                          // L1
    p[t] += foo();                    // A
    if (++i > n) break;
  }
  for (;;) {                          // L2
    if (t % 4 == i % 4) { p[t] += foo(); return; } // B
    i++;
  }
  p[t] += foo();                      // C
}
