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
/* The math library (float and double) and CUDA's fast intrinsics; tangle knows
 * them by name. Prototypes compatible with glibc's math.h, so both may be included. */
#define TANGLE_MATH1(name) float name##f(float); double name(double);
#define TANGLE_MATH2(name) float name##f(float, float); double name(double, double);
TANGLE_MATH1(sqrt) TANGLE_MATH1(rsqrt) TANGLE_MATH1(cbrt) TANGLE_MATH1(exp) TANGLE_MATH1(exp2)
TANGLE_MATH1(exp10) TANGLE_MATH1(expm1) TANGLE_MATH1(log) TANGLE_MATH1(log2) TANGLE_MATH1(log10)
TANGLE_MATH1(log1p) TANGLE_MATH1(sin) TANGLE_MATH1(cos) TANGLE_MATH1(tan) TANGLE_MATH1(asin)
TANGLE_MATH1(acos) TANGLE_MATH1(atan) TANGLE_MATH1(sinh) TANGLE_MATH1(cosh) TANGLE_MATH1(tanh)
TANGLE_MATH1(fabs) TANGLE_MATH1(floor) TANGLE_MATH1(ceil) TANGLE_MATH1(round) TANGLE_MATH1(trunc)
TANGLE_MATH1(rint) TANGLE_MATH1(erf)
TANGLE_MATH2(pow) TANGLE_MATH2(atan2) TANGLE_MATH2(fmax) TANGLE_MATH2(fmin) TANGLE_MATH2(fmod)
TANGLE_MATH2(copysign) TANGLE_MATH2(hypot)
float fmaf(float, float, float);
double fma(double, double, double);
float __expf(float); float __exp10f(float); float __logf(float); float __log2f(float);
float __log10f(float); float __powf(float, float); float __sinf(float); float __cosf(float);
float __tanf(float); float __fdividef(float, float); float __saturatef(float);
float __fsqrt_rn(float); float __frcp_rn(float);
#ifndef isnan
#define isnan(x) __builtin_isnan(x)
#define isinf(x) __builtin_isinf(x)
#define isfinite(x) __builtin_isfinite(x)
#define signbit(x) __builtin_signbit(x)
#endif
int printf(const char *format, ...);
#endif /* __TANGLE__ */

#endif /* TANGLE_PRELUDE_H */
