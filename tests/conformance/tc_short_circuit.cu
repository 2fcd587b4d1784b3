// conformance: thread-convergence.rst, "Expressions": the right operand of && and the
// arms of ?: are evaluated by the subsets of the statement's tangle that reach them.
// expect op __any_sync@8 tangles=1 rule=rhs
// expect op __activemask@8 tangles=1 rule=rhs
// expect op __activemask@9 tangles=1 rule=?then
__global__ void k(int *p) {
  int t = threadIdx.x;
  p[t] = (t & 1) && __any_sync(__activemask(), t);
  p[t] = (t & 2) ? __activemask() : 0;
}
