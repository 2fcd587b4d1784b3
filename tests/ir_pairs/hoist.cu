__global__ void k(int *out) {
  int t = threadIdx.x;
  int v = 0;
  if (t & 1) {
    v = __ballot_sync(__activemask(), t > 8);
  }
  out[t] = v;
}
