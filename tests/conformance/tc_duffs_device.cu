// conformance: thread-convergence.rst, "Examples" ("Duff's device can be analyzed in the
// same way") and "Divergent Jumps": a case label inside a nested iteration statement is an
// irreducible cycle.
// expect cycle loop@10 entries=4 reducible=false
// expect op __shfl_sync@13 implementation_defined=true token=loop@10
// expect reconverge case@11 rule=2
__global__ void copy(int *to, const int *from, int count) {
  int n = (count + 3) / 4;
  switch (count % 4) {
  case 0: do { *to = *from++;
  case 3:      *to = *from++;
  case 2:      *to = *from++;
  case 1:      *to = __shfl_sync(__activemask(), *from++, 0);
          } while (--n > 0);
  }
}
