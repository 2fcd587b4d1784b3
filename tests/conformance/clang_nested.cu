// conformance: Clang's convergence tests with nested loops: the inner loop's token has the
// outer loop's token as parent; a call between the loops uses the outer token; a break
// path of the inner loop uses the inner token.
// expect op foo@14 token=loop@13
// expect op foo@12 token=loop@11
// expect op foo@15 token=loop@13 rule=then
// expect cycle loop@13 entries=1 reducible=true parent=loop@11
__attribute__((convergent)) int foo(void);
__global__ void k(int *p, int n) {
  int t = threadIdx.x;
  for (int i = 0; i < n; i++) {          // OUTER
    p[t] += foo();                       // MID
    for (int j = 0; j < i; j++) {        // INNER
      p[t] += foo();                     // IN
      if (t == j) { p[t] = foo(); break; } // BRK
    }
  }
}
