__global__ void k(int *out) {
  int t = threadIdx.x;
  for (int i = 0; i < 4; i++) {
    if (i == t % 4) {
      out[t] = __ballot_sync(__activemask(), 1);
      break;
    }
  }
}
