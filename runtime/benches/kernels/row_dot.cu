/*
 * row_dot.cu: benchmark kernel without cross-thread operations: each thread's dot
 * product of one row of `a` with `b` (float arithmetic, strided loads).
 */
__global__ void row_dot(const float *a, const float *b, float *out, int len)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 0.0f;

    for (int k = 0; k < len; k++)
        acc += a[t * len + k] * b[k];
    out[t] = acc;
}
