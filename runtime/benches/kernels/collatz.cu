/*
 * collatz.cu: benchmark kernel without cross-thread operations (so a plain loop over
 * threads compiled by gcc -O2 is a correct execution): data-dependent per-thread loops.
 */
__global__ void collatz_steps(const unsigned int *start, int *steps, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int x;
    int s = 0;

    if (i >= n)
        return;
    x = start[i];
    while (x != 1 && s < 1000) {
        x = (x % 2) ? 3 * x + 1 : x / 2;
        s++;
    }
    steps[i] = s;
}
