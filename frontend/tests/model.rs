//! The model of constructs the samples do not cover: globals, parameters,
//! recursion, a function named like a builtin, constant expressions in a
//! function, typing details. Text dumps checked with expect-test.

use expect_test::{expect, Expect};
use frontend::diag::render_plain;
use frontend::{compile, Input, Options};

fn check(text: &str, expected: Expect) {
    let unit = compile(
        &Input::Text {
            name: "model.cu".into(),
            text: text.into(),
        },
        &Options::default(),
    );
    assert!(
        unit.diagnostics.is_empty(),
        "{}",
        render_plain(&unit.diagnostics, &unit.sources)
    );
    expected.assert_eq(&frontend::dump::text(&unit));
}

#[test]
fn globals_and_their_storage() {
    check(
        r#"__constant__ float weights[4] = { 0.5f, 0.25f, 0.125f, 0.125f };
__device__ int counter;
__shared__ int tile[32];
typedef unsigned int mask_t;
__global__ void k(float *out)
{
    mask_t m = __activemask();
    tile[threadIdx.x % 32] = (int)m;
    out[threadIdx.x] = weights[threadIdx.x % 4] * (float)tile[0] + (float)counter;
}
"#,
        expect![[r#"
            global g0 Constant float[4] weights @1:20
            global g1 Device int counter @2:16
            global g2 Shared int[32] tile @3:16
            kernel void k(float* out) @5:17 [convergent]
              s0 block @6:1
                s1 decl unsigned int m = __activemask() @7:5
                s2 expr tile[<long>(threadIdx.x % <unsigned int>32)] = (int)m @8:5
                s3 expr out[<long>threadIdx.x] = ((weights[<long>(threadIdx.x % <unsigned int>4)] * (float)tile[<long>0]) + (float)counter) @9:5
              convergent call e0 __activemask in s1 @7:16
        "#]],
    );
}

/// `int a[]` and `int a[8]` parameters are pointers; constant expressions in
/// a function may use `sizeof` and see the function's names.
#[test]
fn array_parameters_and_constants() {
    check(
        r#"__device__ int sum(const int a[], int b[8], int n)
{
    int local[sizeof(int) * 2];
    int total = 0;
    switch (n) {
    case sizeof(local) / sizeof(local[0]): total = a[0] + b[1]; break;
    case -1: total = (int)sizeof local; break;
    }
    return total;
}
"#,
        expect![[r#"
            device int sum(int* a, int* b, int n) @1:16
              s0 block @2:1
                s1 decl int[8] local @3:5
                s2 decl int total = 0 @4:5
                s3 switch (n) @5:5
                  s4 block @5:16
                    s5 case 8 of s3 @6:5
                      s6 expr total = (a[<long>0] + b[<long>1]) @6:44
                    s7 break -> s3 @6:65
                    s8 case -1 of s3 @7:5
                      s9 expr total = (int)32ul @7:14
                    s10 break -> s3 @7:41
                s11 return total @9:5
        "#]],
    );
}

/// A recursive call sees the function's own signature while its body is
/// lowered; recursion without convergent operations is allowed.
#[test]
fn recursion_without_convergent_operations() {
    check(
        r#"__device__ int fact(int n)
{
    return n <= 1 ? 1 : n * fact(n - 1);
}
"#,
        expect![[r#"
            device int fact(int n) @1:16
              s0 block @2:1
                s1 return ((n <= 1) ? 1 : (n * fact((n - 1)))) @3:5
        "#]],
    );
}

/// A function the program defines wins over the builtin of the same name,
/// wherever it is defined: here `max` takes ints, so the float arguments are
/// converted to int (the builtin would compute in float).
#[test]
fn user_function_named_like_a_builtin() {
    check(
        r#"__device__ int max(int a, int b);
__global__ void k(float *p)
{
    p[0] = max(p[1], 2.5f);
}
__device__ int max(int a, int b) { return a > b ? a : b; }
"#,
        expect![[r#"
            device int max(int a, int b) @6:16
              s0 block @6:34
                s1 return ((a > b) ? a : b) @6:36
            kernel void k(float* p) @2:17
              s0 block @3:1
                s1 expr p[<long>0] = <float>max(<int>p[<long>1], <int>2.5f) @4:5
        "#]],
    );
}

/// Pointer arithmetic, compound assignment on pointers, pointer comparison
/// with a null constant, character constants, hexadecimal floats, shifts.
#[test]
fn pointers_and_constants() {
    check(
        r#"__device__ int walk(int *p, int *end, char c)
{
    int n = 0;
    while (p != 0 && p < end) {
        p += 2;
        n += end - p;
    }
    unsigned long long big = 1ull << 40;
    double h = 0x1.8p1;
    return n + (c == 'x') + (int)(big >> 40) + (int)h;
}
"#,
        expect![[r#"
            device int walk(int* p, int* end, signed char c) @1:16
              s0 block @2:1
                s1 decl int n = 0 @3:5
                s2 while ((p != <int*>0) && (p < end)) @4:5
                  s3 block @4:31
                    s4 expr p += <long>2 @5:9
                    s5 expr n += (end -ptr p) @6:9
                s6 decl unsigned long big = (1ul << <unsigned long>40) @8:5
                s7 decl double h = 3.0 @9:5
                s8 return (((n + (<int>c == 120)) + (int)(big >> <unsigned long>40)) + (int)h) @10:5
        "#]],
    );
}

/// Character constants are chars (signed) converted to int.
#[test]
fn character_constants() {
    check(
        r#"__device__ int chars(int *p)
{
    p[0] = 'a' + '\n' + '\0' + '\?';
    p[1] = '\101' + '\x41' + '\7';
    return '\xff' + '\377';
}
"#,
        expect![[r#"
            device int chars(int* p) @1:16
              s0 block @2:1
                s1 expr p[<long>0] = (((97 + 10) + 0) + 63) @3:5
                s2 expr p[<long>1] = ((65 + 65) + 7) @4:5
                s3 return (-1 + -1) @5:5
        "#]],
    );
}

/// A variable may be declared again with the same type (a tentative
/// definition or `extern`); one declaration initializes it.
#[test]
fn repeated_global_declarations() {
    check(
        r#"extern __device__ int limit;
__device__ int limit;
__device__ int limit = 64;
__global__ void k(int *p) { p[0] = limit; }
"#,
        expect![[r#"
            global g0 Device int limit @3:16
            kernel void k(int* p) @4:17
              s0 block @4:27
                s1 expr p[<long>0] = limit @4:29
        "#]],
    );
}

/// CUDA is C++: a `const` integer with a constant initializer is a constant expression,
/// so it sizes arrays (file scope and local) and labels cases; elsewhere it is read as the
/// variable it is. Multi-dimensional array types print in C's order.
#[test]
fn const_integers_are_constant_expressions() {
    check(
        r#"const int TILE = 4;
__global__ void k(int *out)
{
    __shared__ float tile[TILE][TILE + 1];
    const int n = TILE / 2;
    int lanes[n];
    switch (out[0]) {
    case TILE: out[1] = TILE; break;
    }
    lanes[0] = n;
    tile[0][0] = lanes[0];
}
"#,
        expect![[r#"
            global g0 Device int TILE @1:11
            kernel void k(int* out) @2:17
              s0 block @3:1
                s1 decl __shared__ float[4][5] tile @4:5
                s2 decl int n = (TILE / 2) @5:5
                s3 decl int[2] lanes @6:5
                s4 switch (out[<long>0]) @7:5
                  s5 block @7:21
                    s6 case 4 of s4 @8:5
                      s7 expr out[<long>1] = TILE @8:16
                    s8 break -> s4 @8:31
                s9 expr lanes[<long>0] = n @10:5
                s10 expr tile[<long>0][<long>0] = <float>lanes[<long>0] @11:5
        "#]],
    );
}

/// Enumerations: their constants count up from 0 or from an explicit value, are constant
/// expressions (array sizes, case labels), and their types are `int`.
#[test]
fn enum_constants() {
    check(
        r#"enum { N = 4, M, K = N * 3 };
enum Color { RED, GREEN };
typedef enum { A = 7 } E;
__global__ void k(int *o)
{
    enum Color c = GREEN;
    E e = A;
    int a[M];
    a[0] = K;
    switch (o[1]) {
    case RED: o[0] = c + e + a[0];
    }
}
"#,
        expect![[r#"
            kernel void k(int* o) @4:17
              s0 block @5:1
                s1 decl int c = 1 @6:5
                s2 decl int e = 7 @7:5
                s3 decl int[5] a @8:5
                s4 expr a[<long>0] = 12 @9:5
                s5 switch (o[<long>1]) @10:5
                  s6 block @10:19
                    s7 case 0 of s5 @11:5
                      s8 expr o[<long>0] = ((c + e) + a[<long>0]) @11:15
        "#]],
    );
}
