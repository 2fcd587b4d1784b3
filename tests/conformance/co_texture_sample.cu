// conformance: convergent-operations.txt, "Examples of Convergent Operations", texture
// sampling: the operation before the if uses the entry token; sinking it into the if
// would change its tangle.
// expect op __shfl_xor_sync@8 tangles=1 rule=launch token=entry
// expect op __activemask@10 rule=then token=entry
__global__ void example_shader(float *out, float x) {
  int t = threadIdx.x;
  float dx = __shfl_xor_sync(0xffffffff, x, 1) - x;
  if (t % 2 == 0)
    out[t] = dx + (float)__activemask();
}
// Dynamic: the shuffle runs with the whole warp; the operation in the if with the even
// threads only.
// run threads=32 warp=32 {"out": {"type": "f32", "len": 32}, "x": 1.5}
// expect groups __shfl_xor_sync@8 [0-31]
// expect groups __activemask@10 [0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30]
