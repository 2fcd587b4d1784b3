// conformance: convergence-and-uniformity.rst, "Threads and Dynamic Instances" and "Maximal
// Convergence": the natural loop of the dynamic-instance tables. Thread 0 (the document's
// Thread 1) runs H B L, H L; thread 1 (Thread 2) runs H L, H B L, H B L. Threads converge at
// the header on every iteration: H1/H2, L1/L2, H3/H4 and L3/L4 are converged; B1 and B2 are
// not (they are different iterations), nor are H5, B3 and L5 with anything.
// expect cycle loop@12 entries=1 reducible=true
// expect op __activemask@13 token=loop@12
// expect op __activemask@14 token=loop@12 rule=then
// expect op __activemask@15 token=loop@12
__global__ void k(unsigned int *p, const int *b_iterations, const int *trips) {
  int t = threadIdx.x, i = 0;
  do {
    p[t] += __activemask();                                   // H
    if (b_iterations[t] >> i & 1) p[t] += __activemask();     // B
    p[t] += __activemask();                                   // L
    i++;
  } while (i < trips[t]);
}
// run threads=2 warp=2 {"p": {"type": "u32", "len": 2}, "b_iterations": {"type": "i32", "data": [1, 6]}, "trips": {"type": "i32", "data": [2, 3]}}
// expect groups __activemask@13 [0-1] [0-1] [1]
// expect groups __activemask@14 [0] [1] [1]
// expect groups __activemask@15 [0-1] [0-1] [1]
