/* collatz.cl: the OpenCL twin of collatz.cu, for the comparison with Oclgrind. */
__kernel void collatz_steps(__global const uint *start, __global int *steps, int n) {
  int i = get_global_id(0);
  uint x; int s = 0;
  if (i >= n) return;
  x = start[i];
  while (x != 1 && s < 1000) { x = (x % 2) ? 3 * x + 1 : x / 2; s++; }
  steps[i] = s;
}
