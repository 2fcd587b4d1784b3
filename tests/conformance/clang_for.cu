// conformance: Clang's clang/test/CodeGenHLSL/convergence/for.hlsl shapes: calls in the
// init (entry token), condition, step and body (loop token), and on a break path.
// expect op foo@10 token=entry
// expect op foo@11 token=loop@11
// expect op foo@12 token=loop@11
// expect op foo@15 token=loop@14 rule=then
__attribute__((convergent)) int foo(void);
__global__ void k(int *p, int n) {
  int t = threadIdx.x;
  for (int i = foo(); i < n; i++) p[t] += i; // INIT
  for (int i = 0; i < foo(); i += foo()) {   // COND
    p[t] += foo();                           // BODY
  }
  for (int i = 0; i < n; i++) {              // OUTER
    if (t == i) { p[t] = foo(); break; }     // BRK
  }
}
