// conformance: tangle engine, a goto range around a loop whose body has switches: the goto
// cycle leaves the switches' body blocks out (control enters at the cases), the loop cycle
// does not, so the goto cycle counts no more statements than the loop; the loop still nests
// in it (found by fuzzing through the lowering).
// expect cycle goto@11 stmts=10
// expect cycle loop@12 stmts=10 parent=goto@11
// expect op __activemask@17 token=loop@12
// expect stmt block@12 cycle=loop@12
__global__ void k(int *a, int n) {
  int r = 0;
again:
  do {
    switch (n % 2) { }
    switch (n % 3) { }
    switch (n % 4) { }
    switch (n % 5) { }
    a[n] = __activemask();
  } while (n-- > 0);
  if (r++ < 2) goto again;
}
