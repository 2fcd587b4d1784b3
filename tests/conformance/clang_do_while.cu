// conformance: Clang's clang/test/CodeGenHLSL/convergence/do.while.hlsl shapes: the loop
// token is made in the body's first block; calls in the body and the condition use it;
// a call after the loop uses the entry token.
// expect op foo@12 token=loop@11
// expect op foo@13 token=loop@11
// expect op foo@14 token=entry
// expect cycle loop@11 entries=1 reducible=true
__attribute__((convergent)) int foo(void);
__global__ void k(int *p, int n) {
  int t = threadIdx.x;
  do {                       // DO
    p[t] += foo();           // BODY
  } while (foo() < n);       // COND
  p[t] += foo();             // AFTER
}
