// conformance: thread-convergence.rst, "Examples" ("Duff's device can be analyzed in the
// same way") and "Divergent Jumps": a case label inside a nested iteration statement is an
// irreducible cycle.
// expect cycle loop@11 entries=4 reducible=false
// expect op __shfl_sync@14 implementation_defined=true token=loop@11
// expect reconverge case@12 rule=2
// expect stmt case@14 unrelated=true implementation_defined=true
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
// Dynamic: count 5 enters at case 1, then one full round: the uniform threads shuffle
// together twice.
// run threads=4 warp=4 {"to": {"type": "i32", "len": 1}, "from": {"type": "i32", "data": [1, 2, 3, 4, 5, 6, 7, 8]}, "count": 5}
// expect groups __shfl_sync@14 [0-3] [0-3]
