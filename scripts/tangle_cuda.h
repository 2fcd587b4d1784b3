/* tangle_cuda.h: what nvcc needs, beyond CUDA itself, to compile tangle's C subset
 * (scripts/gpu-check includes it before each kernel, which it wraps in extern "C").
 * HIP's maskless warp functions run over the active lanes, as tangle's NVPTX library
 * defines them; tangle's function attributes are accepted and ignored. */
#pragma once
#define __ballot(p) ((unsigned long long)__ballot_sync(__activemask(), (p)))
#define __any(p) __any_sync(__activemask(), (p))
#define __all(p) __all_sync(__activemask(), (p))
#define __shfl(v, ...) __shfl_sync(__activemask(), (v), __VA_ARGS__)
#define convergent
#define noconvergent
