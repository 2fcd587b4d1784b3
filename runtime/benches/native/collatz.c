/* Native driver for kernels/collatz.cu: the launch as a loop over threads. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

struct __tangle_uint3 { unsigned int x, y, z; };
struct __tangle_uint3 threadIdx, blockIdx, blockDim = {1, 1, 1}, gridDim = {1, 1, 1};
int warpSize = 32;

void collatz_steps(const unsigned int *start, int *steps, int n);

int main(int argc, char **argv)
{
    int threads = atoi(argv[1]), reps = atoi(argv[2]);
    unsigned int *start = malloc(threads * sizeof *start);
    int *steps = calloc(threads, sizeof *steps);
    struct timespec a, b;
    long long sum = 0;

    for (int i = 0; i < threads; i++)
        start[i] = 1000u + 37u * (unsigned int)i;
    blockDim.x = threads;
    clock_gettime(CLOCK_MONOTONIC, &a);
    for (int r = 0; r < reps; r++)
        for (unsigned int t = 0; t < (unsigned int)threads; t++) {
            threadIdx.x = t;
            collatz_steps(start, steps, threads);
        }
    clock_gettime(CLOCK_MONOTONIC, &b);
    for (int i = 0; i < threads; i++)
        sum += steps[i];
    printf("%lld %lld\n", (long long)((b.tv_sec - a.tv_sec) * 1000000000LL + (b.tv_nsec - a.tv_nsec)) / reps, sum);
    return 0;
}
