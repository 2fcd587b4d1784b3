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
/* nvcc's cuda_runtime.h includes math.h: its constants, spelled as glibc spells them so
 * that including <math.h> as well redefines nothing. */
#ifndef INFINITY
#define INFINITY (__builtin_inff ())
#endif
#ifndef NAN
#define NAN (__builtin_nanf (""))
#endif
#ifndef HUGE_VALF
#define HUGE_VALF (__builtin_huge_valf ())
#endif
#ifndef HUGE_VAL
#define HUGE_VAL (__builtin_huge_val ())
#endif

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

/* CUDA's vector types (vector_types.h): plain structs with members x, y, z, w and CUDA's
 * alignment (2- and 4-component types are aligned to their size, up to 16 bytes; 3-component
 * ones to their element), and dim3. The attribute after the body applies to the struct for
 * gcc, clang and tangle alike. */
typedef struct char1 { signed char x; } __attribute__((aligned(1))) char1;
typedef struct char2 { signed char x, y; } __attribute__((aligned(2))) char2;
typedef struct char3 { signed char x, y, z; } __attribute__((aligned(1))) char3;
typedef struct char4 { signed char x, y, z, w; } __attribute__((aligned(4))) char4;
typedef struct uchar1 { unsigned char x; } __attribute__((aligned(1))) uchar1;
typedef struct uchar2 { unsigned char x, y; } __attribute__((aligned(2))) uchar2;
typedef struct uchar3 { unsigned char x, y, z; } __attribute__((aligned(1))) uchar3;
typedef struct uchar4 { unsigned char x, y, z, w; } __attribute__((aligned(4))) uchar4;
typedef struct short1 { short x; } __attribute__((aligned(2))) short1;
typedef struct short2 { short x, y; } __attribute__((aligned(4))) short2;
typedef struct short3 { short x, y, z; } __attribute__((aligned(2))) short3;
typedef struct short4 { short x, y, z, w; } __attribute__((aligned(8))) short4;
typedef struct ushort1 { unsigned short x; } __attribute__((aligned(2))) ushort1;
typedef struct ushort2 { unsigned short x, y; } __attribute__((aligned(4))) ushort2;
typedef struct ushort3 { unsigned short x, y, z; } __attribute__((aligned(2))) ushort3;
typedef struct ushort4 { unsigned short x, y, z, w; } __attribute__((aligned(8))) ushort4;
typedef struct int1 { int x; } __attribute__((aligned(4))) int1;
typedef struct int2 { int x, y; } __attribute__((aligned(8))) int2;
typedef struct int3 { int x, y, z; } __attribute__((aligned(4))) int3;
typedef struct int4 { int x, y, z, w; } __attribute__((aligned(16))) int4;
typedef struct uint1 { unsigned int x; } __attribute__((aligned(4))) uint1;
typedef struct uint2 { unsigned int x, y; } __attribute__((aligned(8))) uint2;
typedef struct uint3 { unsigned int x, y, z; } __attribute__((aligned(4))) uint3;
typedef struct uint4 { unsigned int x, y, z, w; } __attribute__((aligned(16))) uint4;
typedef struct long1 { long x; } __attribute__((aligned(8))) long1;
typedef struct long2 { long x, y; } __attribute__((aligned(16))) long2;
typedef struct long3 { long x, y, z; } __attribute__((aligned(8))) long3;
typedef struct long4 { long x, y, z, w; } __attribute__((aligned(16))) long4;
typedef struct ulong1 { unsigned long x; } __attribute__((aligned(8))) ulong1;
typedef struct ulong2 { unsigned long x, y; } __attribute__((aligned(16))) ulong2;
typedef struct ulong3 { unsigned long x, y, z; } __attribute__((aligned(8))) ulong3;
typedef struct ulong4 { unsigned long x, y, z, w; } __attribute__((aligned(16))) ulong4;
typedef struct longlong1 { long long x; } __attribute__((aligned(8))) longlong1;
typedef struct longlong2 { long long x, y; } __attribute__((aligned(16))) longlong2;
typedef struct longlong3 { long long x, y, z; } __attribute__((aligned(8))) longlong3;
typedef struct ulonglong1 { unsigned long long x; } __attribute__((aligned(8))) ulonglong1;
typedef struct ulonglong2 { unsigned long long x, y; } __attribute__((aligned(16))) ulonglong2;
typedef struct ulonglong3 { unsigned long long x, y, z; } __attribute__((aligned(8))) ulonglong3;
typedef struct float1 { float x; } __attribute__((aligned(4))) float1;
typedef struct float2 { float x, y; } __attribute__((aligned(8))) float2;
typedef struct float3 { float x, y, z; } __attribute__((aligned(4))) float3;
typedef struct float4 { float x, y, z, w; } __attribute__((aligned(16))) float4;
typedef struct double1 { double x; } __attribute__((aligned(8))) double1;
typedef struct double2 { double x, y; } __attribute__((aligned(16))) double2;
typedef struct double3 { double x, y, z; } __attribute__((aligned(8))) double3;
typedef struct dim3 { unsigned int x, y, z; } dim3;

#ifndef __TANGLE__
/* Declarations for other C compilers (gcc, clang-22). */
#define TANGLE_CONVERGENT __attribute__((convergent))

struct __tangle_uint3 { unsigned int x, y, z; };
extern const struct __tangle_uint3 threadIdx, blockIdx, blockDim, gridDim;
extern const int warpSize;

TANGLE_CONVERGENT void __syncthreads(void);
TANGLE_CONVERGENT int __syncthreads_count(int predicate);
TANGLE_CONVERGENT int __syncthreads_and(int predicate);
TANGLE_CONVERGENT int __syncthreads_or(int predicate);
TANGLE_CONVERGENT void __syncwarp(unsigned int mask);
/* `__syncwarp()` is the whole warp: C has no default arguments, so the maskless call has
 * its own entry point (picked by argument count with `__VA_OPT__`, which gcc 12 and clang take). */
TANGLE_CONVERGENT void __tangle_syncwarp(void);
#define TANGLE_PICK_1(_0, _1, name, ...) name
#define __syncwarp(...) \
  TANGLE_PICK_1(_0 __VA_OPT__(,) __VA_ARGS__, __syncwarp, __tangle_syncwarp)(__VA_ARGS__)
TANGLE_CONVERGENT unsigned int __activemask(void);
TANGLE_CONVERGENT unsigned int __ballot_sync(unsigned int mask, int predicate);
TANGLE_CONVERGENT int __any_sync(unsigned int mask, int predicate);
TANGLE_CONVERGENT int __all_sync(unsigned int mask, int predicate);
TANGLE_CONVERGENT unsigned int __reduce_add_sync(unsigned int mask, unsigned int value);
TANGLE_CONVERGENT unsigned int __reduce_and_sync(unsigned int mask, unsigned int value);
TANGLE_CONVERGENT unsigned int __reduce_or_sync(unsigned int mask, unsigned int value);
TANGLE_CONVERGENT unsigned int __reduce_xor_sync(unsigned int mask, unsigned int value);
/* min and max are signed on int and unsigned on unsigned int, as CUDA overloads them. */
TANGLE_CONVERGENT int __reduce_min_sync(unsigned int mask, int value);
TANGLE_CONVERGENT int __reduce_max_sync(unsigned int mask, int value);
TANGLE_CONVERGENT unsigned int __tangle_reduce_min_sync_u32(unsigned int mask, unsigned int value);
TANGLE_CONVERGENT unsigned int __tangle_reduce_max_sync_u32(unsigned int mask, unsigned int value);
#define __reduce_min_sync(mask, v) \
  _Generic((v), unsigned int: __tangle_reduce_min_sync_u32, default: __reduce_min_sync)(mask, v)
#define __reduce_max_sync(mask, v) \
  _Generic((v), unsigned int: __tangle_reduce_max_sync_u32, default: __reduce_max_sync)(mask, v)
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
#define TANGLE_SHFL_NOMASK_DECL(op, suffix, T) \
  TANGLE_CONVERGENT T __tangle_##op##_##suffix(T var, int arg, ...);
#define TANGLE_SHFL_NOMASK_DECLS(op)                    \
  TANGLE_SHFL_NOMASK_DECL(op, i32, int)                 \
  TANGLE_SHFL_NOMASK_DECL(op, u32, unsigned int)        \
  TANGLE_SHFL_NOMASK_DECL(op, i64, long long)           \
  TANGLE_SHFL_NOMASK_DECL(op, u64, unsigned long long)  \
  TANGLE_SHFL_NOMASK_DECL(op, f32, float)               \
  TANGLE_SHFL_NOMASK_DECL(op, f64, double)
TANGLE_SHFL_NOMASK_DECLS(shfl)
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
TANGLE_SHFL_NOMASK_DECLS(shfl_up)
TANGLE_SHFL_NOMASK_DECLS(shfl_down)
TANGLE_SHFL_NOMASK_DECLS(shfl_xor)
#define __shfl_up(var, ...) TANGLE_SHFL_PICK(shfl_up, var)(var, __VA_ARGS__)
#define __shfl_down(var, ...) TANGLE_SHFL_PICK(shfl_down, var)(var, __VA_ARGS__)
#define __shfl_xor(var, ...) TANGLE_SHFL_PICK(shfl_xor, var)(var, __VA_ARGS__)

/* Matches are overloaded on the value's type, like shuffles; `int` keeps the plain name. */
#define TANGLE_MATCH_DECLS(suffix, T)                                                   \
  TANGLE_CONVERGENT unsigned int __tangle_match_any_sync_##suffix(unsigned int mask, T value); \
  TANGLE_CONVERGENT unsigned int __tangle_match_all_sync_##suffix(unsigned int mask, T value,  \
                                                                   int *pred);
TANGLE_CONVERGENT unsigned int __match_any_sync(unsigned int mask, int value);
TANGLE_CONVERGENT unsigned int __match_all_sync(unsigned int mask, int value, int *pred);
TANGLE_MATCH_DECLS(u32, unsigned int)
TANGLE_MATCH_DECLS(i64, long long)
TANGLE_MATCH_DECLS(u64, unsigned long long)
TANGLE_MATCH_DECLS(f32, float)
TANGLE_MATCH_DECLS(f64, double)
#define TANGLE_MATCH_PICK(op, v)                                                    \
  _Generic((v), unsigned int: __tangle_##op##_u32, long long: __tangle_##op##_i64,    \
                unsigned long long: __tangle_##op##_u64, float: __tangle_##op##_f32,  \
                double: __tangle_##op##_f64, default: __##op)
#define __match_any_sync(mask, v) TANGLE_MATCH_PICK(match_any_sync, v)(mask, v)
#define __match_all_sync(mask, v, pred) TANGLE_MATCH_PICK(match_all_sync, v)(mask, v, pred)

int __ffs(int x);
int __ffsll(long long x);
int __popc(unsigned int x);
int __popcll(unsigned long long x);
int __clz(int x);
int __clzll(long long x);
unsigned int __brev(unsigned int x);
unsigned long long __brevll(unsigned long long x);
int __mul24(int x, int y);
unsigned int __umul24(unsigned int x, unsigned int y);
int __float_as_int(float x);
unsigned int __float_as_uint(float x);
float __int_as_float(int x);
float __uint_as_float(unsigned int x);
long long __double_as_longlong(double x);
double __longlong_as_double(long long x);
unsigned int __lanemask_lt(void);
unsigned int __lanemask_le(void);
unsigned int __lanemask_eq(void);
unsigned int __lanemask_gt(void);
unsigned int __lanemask_ge(void);
unsigned int __laneid(void);
long clock(void);
long long clock64(void);
void __threadfence(void);
void __threadfence_block(void);
void __threadfence_system(void);
/* `__trap()` stops the kernel; a failed device `assert` (tangle's <assert.h>) calls
 * `__assertfail`, which prints its message and stops the kernel. */
void __trap(void);
void __assertfail(const char *message, const char *file, unsigned int line,
                  const char *function, size_t char_size);
/* `__ldg` is a load through the read-only cache on NVIDIA GPUs: here, a load. */
#define __ldg(p) (*(p))
int min(int a, int b);
int max(int a, int b);

/* Atomics are overloaded on the pointer: `int *` keeps CUDA's name, other element types
 * have typed entry points `__tangle_<name>_<type>` (the ones tangle's lowering calls). */
#define TANGLE_ATOMIC_DECL(name, suffix, T) T __tangle_##name##_##suffix(T *address, T value);
#define TANGLE_ATOMIC_INTS(name)                     \
  int name(int *address, int value);                 \
  TANGLE_ATOMIC_DECL(name, u32, unsigned int)        \
  TANGLE_ATOMIC_DECL(name, i64, long long)           \
  TANGLE_ATOMIC_DECL(name, u64, unsigned long long)
/* The variadic tail adds _Generic arms (floats) before the default. */
#define TANGLE_ATOMIC_PICK(name, p, ...)                                            \
  _Generic((p), unsigned int *: __tangle_##name##_u32,                              \
                long long *: __tangle_##name##_i64,                                 \
                unsigned long long *: __tangle_##name##_u64,                        \
                __VA_ARGS__ default: name)
TANGLE_ATOMIC_INTS(atomicAdd)
TANGLE_ATOMIC_DECL(atomicAdd, f32, float)
TANGLE_ATOMIC_DECL(atomicAdd, f64, double)
TANGLE_ATOMIC_INTS(atomicExch)
TANGLE_ATOMIC_DECL(atomicExch, f32, float)
TANGLE_ATOMIC_INTS(atomicMin)
TANGLE_ATOMIC_INTS(atomicMax)
TANGLE_ATOMIC_INTS(atomicAnd)
TANGLE_ATOMIC_INTS(atomicOr)
TANGLE_ATOMIC_INTS(atomicXor)
int atomicSub(int *address, int value);
TANGLE_ATOMIC_DECL(atomicSub, u32, unsigned int)
unsigned int atomicInc(unsigned int *address, unsigned int value);
unsigned int atomicDec(unsigned int *address, unsigned int value);
int atomicCAS(int *address, int compare, int value);
unsigned int __tangle_atomicCAS_u32(unsigned int *address, unsigned int compare,
                                    unsigned int value);
long long __tangle_atomicCAS_i64(long long *address, long long compare, long long value);
unsigned long long __tangle_atomicCAS_u64(unsigned long long *address,
                                          unsigned long long compare, unsigned long long value);
#define atomicAdd(p, v)                                                             \
  TANGLE_ATOMIC_PICK(atomicAdd, p,                                                  \
                     float *: __tangle_atomicAdd_f32, double *: __tangle_atomicAdd_f64,)(p, v)
#define atomicExch(p, v) TANGLE_ATOMIC_PICK(atomicExch, p, float *: __tangle_atomicExch_f32,)(p, v)
#define atomicMin(p, v) TANGLE_ATOMIC_PICK(atomicMin, p, )(p, v)
#define atomicMax(p, v) TANGLE_ATOMIC_PICK(atomicMax, p, )(p, v)
#define atomicAnd(p, v) TANGLE_ATOMIC_PICK(atomicAnd, p, )(p, v)
#define atomicOr(p, v) TANGLE_ATOMIC_PICK(atomicOr, p, )(p, v)
#define atomicXor(p, v) TANGLE_ATOMIC_PICK(atomicXor, p, )(p, v)
#define atomicCAS(p, c, v) TANGLE_ATOMIC_PICK(atomicCAS, p, )(p, c, v)
#define atomicSub(p, v) _Generic((p), unsigned int *: __tangle_atomicSub_u32, default: atomicSub)(p, v)
/* The math library (float and double) and CUDA's fast intrinsics; tangle knows
 * them by name. Prototypes compatible with glibc's math.h, so both may be included. */
#define TANGLE_MATH1(name) float name##f(float); double name(double);
#define TANGLE_MATH2(name) float name##f(float, float); double name(double, double);
TANGLE_MATH1(sqrt) TANGLE_MATH1(rsqrt) TANGLE_MATH1(cbrt) TANGLE_MATH1(exp) TANGLE_MATH1(exp2)
TANGLE_MATH1(exp10) TANGLE_MATH1(expm1) TANGLE_MATH1(log) TANGLE_MATH1(log2) TANGLE_MATH1(log10)
TANGLE_MATH1(log1p) TANGLE_MATH1(sin) TANGLE_MATH1(cos) TANGLE_MATH1(tan) TANGLE_MATH1(asin)
TANGLE_MATH1(acos) TANGLE_MATH1(acosh) TANGLE_MATH1(atan) TANGLE_MATH1(sinh) TANGLE_MATH1(cosh) TANGLE_MATH1(tanh)
TANGLE_MATH1(fabs) TANGLE_MATH1(floor) TANGLE_MATH1(ceil) TANGLE_MATH1(round) TANGLE_MATH1(trunc)
TANGLE_MATH1(rint) TANGLE_MATH1(erf)
TANGLE_MATH2(pow) TANGLE_MATH2(atan2) TANGLE_MATH2(fmax) TANGLE_MATH2(fmin) TANGLE_MATH2(fmod)
TANGLE_MATH2(copysign) TANGLE_MATH2(hypot)
float fmaf(float, float, float);
double fma(double, double, double);
void sincosf(float, float *, float *); void sincos(double, double *, double *);
float frexpf(float, int *); double frexp(double, int *);
float remquof(float, float, int *); double remquo(double, double, int *);
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

/* The vector types' constructors; tangle knows `make_<type>` by name. */
#define TANGLE_MAKE_VEC(T, params, body) static inline T make_##T params { T r; body return r; }
TANGLE_MAKE_VEC(char1, (signed char x), { r.x = x; })
TANGLE_MAKE_VEC(char2, (signed char x, signed char y), { r.x = x; r.y = y; })
TANGLE_MAKE_VEC(char3, (signed char x, signed char y, signed char z), { r.x = x; r.y = y; r.z = z; })
TANGLE_MAKE_VEC(char4, (signed char x, signed char y, signed char z, signed char w), { r.x = x; r.y = y; r.z = z; r.w = w; })
TANGLE_MAKE_VEC(uchar1, (unsigned char x), { r.x = x; })
TANGLE_MAKE_VEC(uchar2, (unsigned char x, unsigned char y), { r.x = x; r.y = y; })
TANGLE_MAKE_VEC(uchar3, (unsigned char x, unsigned char y, unsigned char z), { r.x = x; r.y = y; r.z = z; })
TANGLE_MAKE_VEC(uchar4, (unsigned char x, unsigned char y, unsigned char z, unsigned char w), { r.x = x; r.y = y; r.z = z; r.w = w; })
TANGLE_MAKE_VEC(short1, (short x), { r.x = x; })
TANGLE_MAKE_VEC(short2, (short x, short y), { r.x = x; r.y = y; })
TANGLE_MAKE_VEC(short3, (short x, short y, short z), { r.x = x; r.y = y; r.z = z; })
TANGLE_MAKE_VEC(short4, (short x, short y, short z, short w), { r.x = x; r.y = y; r.z = z; r.w = w; })
TANGLE_MAKE_VEC(ushort1, (unsigned short x), { r.x = x; })
TANGLE_MAKE_VEC(ushort2, (unsigned short x, unsigned short y), { r.x = x; r.y = y; })
TANGLE_MAKE_VEC(ushort3, (unsigned short x, unsigned short y, unsigned short z), { r.x = x; r.y = y; r.z = z; })
TANGLE_MAKE_VEC(ushort4, (unsigned short x, unsigned short y, unsigned short z, unsigned short w), { r.x = x; r.y = y; r.z = z; r.w = w; })
TANGLE_MAKE_VEC(int1, (int x), { r.x = x; })
TANGLE_MAKE_VEC(int2, (int x, int y), { r.x = x; r.y = y; })
TANGLE_MAKE_VEC(int3, (int x, int y, int z), { r.x = x; r.y = y; r.z = z; })
TANGLE_MAKE_VEC(int4, (int x, int y, int z, int w), { r.x = x; r.y = y; r.z = z; r.w = w; })
TANGLE_MAKE_VEC(uint1, (unsigned int x), { r.x = x; })
TANGLE_MAKE_VEC(uint2, (unsigned int x, unsigned int y), { r.x = x; r.y = y; })
TANGLE_MAKE_VEC(uint3, (unsigned int x, unsigned int y, unsigned int z), { r.x = x; r.y = y; r.z = z; })
TANGLE_MAKE_VEC(uint4, (unsigned int x, unsigned int y, unsigned int z, unsigned int w), { r.x = x; r.y = y; r.z = z; r.w = w; })
TANGLE_MAKE_VEC(long1, (long x), { r.x = x; })
TANGLE_MAKE_VEC(long2, (long x, long y), { r.x = x; r.y = y; })
TANGLE_MAKE_VEC(long3, (long x, long y, long z), { r.x = x; r.y = y; r.z = z; })
TANGLE_MAKE_VEC(long4, (long x, long y, long z, long w), { r.x = x; r.y = y; r.z = z; r.w = w; })
TANGLE_MAKE_VEC(ulong1, (unsigned long x), { r.x = x; })
TANGLE_MAKE_VEC(ulong2, (unsigned long x, unsigned long y), { r.x = x; r.y = y; })
TANGLE_MAKE_VEC(ulong3, (unsigned long x, unsigned long y, unsigned long z), { r.x = x; r.y = y; r.z = z; })
TANGLE_MAKE_VEC(ulong4, (unsigned long x, unsigned long y, unsigned long z, unsigned long w), { r.x = x; r.y = y; r.z = z; r.w = w; })
TANGLE_MAKE_VEC(longlong1, (long long x), { r.x = x; })
TANGLE_MAKE_VEC(longlong2, (long long x, long long y), { r.x = x; r.y = y; })
TANGLE_MAKE_VEC(longlong3, (long long x, long long y, long long z), { r.x = x; r.y = y; r.z = z; })
TANGLE_MAKE_VEC(ulonglong1, (unsigned long long x), { r.x = x; })
TANGLE_MAKE_VEC(ulonglong2, (unsigned long long x, unsigned long long y), { r.x = x; r.y = y; })
TANGLE_MAKE_VEC(ulonglong3, (unsigned long long x, unsigned long long y, unsigned long long z), { r.x = x; r.y = y; r.z = z; })
TANGLE_MAKE_VEC(float1, (float x), { r.x = x; })
TANGLE_MAKE_VEC(float2, (float x, float y), { r.x = x; r.y = y; })
TANGLE_MAKE_VEC(float3, (float x, float y, float z), { r.x = x; r.y = y; r.z = z; })
TANGLE_MAKE_VEC(float4, (float x, float y, float z, float w), { r.x = x; r.y = y; r.z = z; r.w = w; })
TANGLE_MAKE_VEC(double1, (double x), { r.x = x; })
TANGLE_MAKE_VEC(double2, (double x, double y), { r.x = x; r.y = y; })
TANGLE_MAKE_VEC(double3, (double x, double y, double z), { r.x = x; r.y = y; r.z = z; })
#undef TANGLE_MAKE_VEC
#endif /* __TANGLE__ */

/* Device code may call `assert` without including <assert.h>, as NVRTC and nvcc's
 * runtime headers allow; tangle's <assert.h> defines it the same way (and reads NDEBUG
 * again when a file includes it). */
#ifndef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) ((e) ? (void)0 : __assertfail(#e, __FILE__, __LINE__, __func__, sizeof(char)))
#endif
#endif

#endif /* TANGLE_PRELUDE_H */
