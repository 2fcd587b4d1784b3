/* Native driver for kernels/row_dot.cu: the launch as a loop over threads. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

struct __tangle_uint3 { unsigned int x, y, z; };
struct __tangle_uint3 threadIdx, blockIdx, blockDim = {1, 1, 1}, gridDim = {1, 1, 1};
int warpSize = 32;

void row_dot(const float *a, const float *b, float *out, int len);

int main(int argc, char **argv)
{
    int threads = atoi(argv[1]), reps = atoi(argv[2]), len = 64;
    float *a = malloc((size_t)threads * len * sizeof *a), *b = malloc(len * sizeof *b);
    float *out = calloc(threads, sizeof *out);
    struct timespec t0, t1;
    double sum = 0;

    for (int i = 0; i < threads * len; i++)
        a[i] = (float)(i % 7) * 0.5f;
    for (int k = 0; k < len; k++)
        b[k] = (float)(k % 5) - 2.0f;
    blockDim.x = threads;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int r = 0; r < reps; r++)
        for (unsigned int t = 0; t < (unsigned int)threads; t++) {
            threadIdx.x = t;
            row_dot(a, b, out, len);
        }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    for (int i = 0; i < threads; i++)
        sum += out[i];
    printf("%lld %.1f\n", (long long)((t1.tv_sec - t0.tv_sec) * 1000000000LL + (t1.tv_nsec - t0.tv_nsec)) / reps, sum);
    return 0;
}
