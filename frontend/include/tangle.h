/* tangle.h: the CUDA/HIP subset understood by tangle, as plain C11.
 *
 * tangle includes this header automatically before every input. The same kernel
 * also compiles with `gcc -x c -include tangle.h` and `clang-22 -x c -include tangle.h`,
 * which the test suite uses for cross-checks. When tangle itself preprocesses,
 * `__TANGLE__` is defined: the builtins are then known to the frontend by name and
 * need no declarations here (C has no overloading; the frontend types them itself).
 */
#ifndef TANGLE_PRELUDE_H
#define TANGLE_PRELUDE_H

/* What nvcc's device pass defines: CUDA is C++, so `bool`, `size_t` and `NULL` need no
 * header; `__CUDA_ARCH__` selects the GPU's code paths (`-D__CUDA_ARCH__=N` chooses another;
 * `tangle lower --mcpu sm_XY` sets it to XY0). The definitions repeat <stdbool.h>'s and
 * <stddef.h>'s exactly, so including those headers as well is harmless; C++'s `nullptr` is
 * C's null pointer constant. */
#define __CUDACC__ 1
#ifndef __CUDA_ARCH__
#define __CUDA_ARCH__ 700
#endif
#define CUDART_VERSION 13000
#define bool _Bool
#define true 1
#define false 0
#define __bool_true_false_are_defined 1
typedef __SIZE_TYPE__ size_t;
#define NULL ((void *)0)
#define nullptr ((void *)0)

/* Function and variable qualifiers become GNU attributes, which the frontend reads. */
#define __global__ __attribute__((tangle_global))
#define __device__ __attribute__((tangle_device))
#define __host__ __attribute__((tangle_host))
#define __shared__ __attribute__((tangle_shared))
#define __constant__ __attribute__((tangle_constant))
#define __forceinline__ __attribute__((always_inline)) inline
#define __noinline__ __attribute__((noinline))
#define __restrict__ __restrict
#define __launch_bounds__(...) __attribute__((tangle_launch_bounds(__VA_ARGS__)))
#define __align__(n) __attribute__((aligned(n)))

#ifndef __TANGLE__
/* Declarations for other C compilers (gcc, clang-22). */
#define TANGLE_CONVERGENT __attribute__((convergent))

struct __tangle_uint3 { unsigned int x, y, z; };
extern const struct __tangle_uint3 threadIdx, blockIdx, blockDim, gridDim;
extern const int warpSize;

TANGLE_CONVERGENT void __syncthreads(void);
TANGLE_CONVERGENT void __syncwarp(unsigned int mask);
TANGLE_CONVERGENT unsigned int __activemask(void);
TANGLE_CONVERGENT unsigned int __ballot_sync(unsigned int mask, int predicate);
TANGLE_CONVERGENT int __any_sync(unsigned int mask, int predicate);
TANGLE_CONVERGENT int __all_sync(unsigned int mask, int predicate);
TANGLE_CONVERGENT unsigned int __reduce_add_sync(unsigned int mask, unsigned int value);
TANGLE_CONVERGENT unsigned long long __ballot(int predicate);
TANGLE_CONVERGENT int __any(int predicate);
TANGLE_CONVERGENT int __all(int predicate);

/* Shuffles are overloaded on the value's type and take an optional width:
 * _Generic picks the typed entry point, the variadic tail absorbs the width. */
#define TANGLE_SHFL_DECL(op, suffix, T) \
  TANGLE_CONVERGENT T __tangle_##op##_##suffix(unsigned int mask, T var, int arg, ...);
#define TANGLE_SHFL_DECLS(op)                     \
  TANGLE_SHFL_DECL(op, i32, int)                  \
  TANGLE_SHFL_DECL(op, u32, unsigned int)         \
  TANGLE_SHFL_DECL(op, i64, long long)            \
  TANGLE_SHFL_DECL(op, u64, unsigned long long)   \
  TANGLE_SHFL_DECL(op, f32, float)                \
  TANGLE_SHFL_DECL(op, f64, double)
TANGLE_SHFL_DECLS(shfl_sync)
TANGLE_SHFL_DECLS(shfl_xor_sync)
TANGLE_SHFL_DECLS(shfl_up_sync)
TANGLE_SHFL_DECLS(shfl_down_sync)
/* HIP's __shfl has no mask: its own entry points, so that IR consumers (the runtime's IR
 * engine) see a maskless shuffle over the threads that are there, not a full mask. */
#define TANGLE_SHFL_NOMASK_DECL(suffix, T) \
  TANGLE_CONVERGENT T __tangle_shfl_##suffix(T var, int src_lane, ...);
TANGLE_SHFL_NOMASK_DECL(i32, int)
TANGLE_SHFL_NOMASK_DECL(u32, unsigned int)
TANGLE_SHFL_NOMASK_DECL(i64, long long)
TANGLE_SHFL_NOMASK_DECL(u64, unsigned long long)
TANGLE_SHFL_NOMASK_DECL(f32, float)
TANGLE_SHFL_NOMASK_DECL(f64, double)
#define TANGLE_SHFL_PICK(op, var)                        \
  _Generic((var), unsigned int: __tangle_##op##_u32,     \
                  long long: __tangle_##op##_i64,        \
                  unsigned long long: __tangle_##op##_u64, \
                  float: __tangle_##op##_f32,            \
                  double: __tangle_##op##_f64,           \
                  default: __tangle_##op##_i32)
#define __shfl_sync(mask, var, ...) TANGLE_SHFL_PICK(shfl_sync, var)(mask, var, __VA_ARGS__)
#define __shfl_xor_sync(mask, var, ...) TANGLE_SHFL_PICK(shfl_xor_sync, var)(mask, var, __VA_ARGS__)
#define __shfl_up_sync(mask, var, ...) TANGLE_SHFL_PICK(shfl_up_sync, var)(mask, var, __VA_ARGS__)
#define __shfl_down_sync(mask, var, ...) TANGLE_SHFL_PICK(shfl_down_sync, var)(mask, var, __VA_ARGS__)
#define __shfl(var, ...) TANGLE_SHFL_PICK(shfl, var)(var, __VA_ARGS__)

int __ffs(int x);
int __popc(unsigned int x);
int __popcll(unsigned long long x);
int __clz(int x);
int atomicAdd(int *address, int value);
int min(int a, int b);
int max(int a, int b);
#endif /* __TANGLE__ */

#endif /* TANGLE_PRELUDE_H */
