//! Diagnostics: one small input per error code (`frontend::diag::codes`)
//! and per unsupported construct, with the exact text a user sees
//! (`UPDATE_EXPECT=1` rewrites the expectations; review them as a diff).

use expect_test::{expect, Expect};
use frontend::diag::{codes, render_plain};
use frontend::{compile, Input, Options, Severity};

fn compile_text(text: &str) -> frontend::Unit {
    compile(
        &Input::Text {
            name: "test.cu".into(),
            text: text.into(),
        },
        &Options::default(),
    )
}

/// Compiles `text` and checks its rendered diagnostics.
fn check(text: &str, expected: Expect) {
    let unit = compile_text(text);
    expected.assert_eq(&render_plain(&unit.diagnostics, &unit.sources));
}

/// The codes of the diagnostics for `text`, in order.
fn codes_of(text: &str) -> Vec<&'static str> {
    compile_text(text)
        .diagnostics
        .iter()
        .map(|d| d.code)
        .collect()
}

/// a header that does not exist
#[test]
fn e0101_missing_include() {
    check(
        r#"#include "nothere.h"
__global__ void k(int n) { }
"#,
        expect![[r#"
            error[E0101]: cannot find header `nothere.h`
              ┌─ test.cu:1:10
              │
            1 │ #include "nothere.h"
              │          ^^^^^^^^^^^ not found in the include path
              │
              = add the header's directory with `-I DIR`

        "#]],
    );
}

/// #error from the preprocessor
#[test]
fn e0101_error_directive() {
    check(
        r#"#if N < 1
#error N must be positive
#endif
__global__ void k(int n) { }
"#,
        expect![[r#"
            error[E0101]: #error N must be positive
              ┌─ test.cu:2:2
              │
            2 │ #error N must be positive
              │  ^^^^^ reported by the preprocessor

        "#]],
    );
}

/// #warning: reported, not an error
#[test]
fn e0101_warning_directive_is_a_warning() {
    check(
        r#"#warning check N
__global__ void k(int n) { }
"#,
        expect![[r#"
            warning[E0101]: #warning check N
              ┌─ test.cu:1:2
              │
            1 │ #warning check N
              │  ^^^^^^^

        "#]],
    );
}

#[test]
fn e0102_syntax_error() {
    check(
        r#"__global__ void k(int *p)
{
    p[0] = p[1] + ;
}
"#,
        expect![[r#"
            error[E0102]: syntax error: unexpected `;`
              ┌─ test.cu:3:19
              │
            3 │     p[0] = p[1] + ;
              │                   ^ expected an expression

        "#]],
    );
}

#[test]
fn e0102_missing_semicolon() {
    check(
        r#"__global__ void k(int *p)
{
    int x = 1
    p[0] = x;
}
"#,
        expect![[r#"
            error[E0102]: syntax error: unexpected `p`
              ┌─ test.cu:4:5
              │
            4 │     p[0] = x;
              │     ^ expected `;`, `,` or an operator

        "#]],
    );
}

#[test]
fn e0102_unclosed_block() {
    check(
        r#"__global__ void k(int *p)
{
    if (p) {
        p[0] = 1;
}
"#,
        expect![[r#"
            error[E0102]: syntax error: unexpected end of file
              ┌─ test.cu:5:2
              │
            5 │ }
              │  ^ expected `}` or a statement

        "#]],
    );
}

/// label at end of block `out: }`
#[test]
fn e0102_label_at_end_of_block() {
    check(
        r#"__global__ void k(int *p, int n)
{
    if (n)
        goto out;
    p[0] = 1;
out:
}
"#,
        expect![[r#"
            error[E0102]: a label must be followed by a statement
              ┌─ test.cu:7:1
              │
            7 │ }
              │ ^ the block ends right after a label
              │
              = write `label: ;` to label the end of a block

        "#]],
    );
}

#[test]
fn e0102_label_before_declaration() {
    check(
        r#"__global__ void k(int *p)
{
again:
    int x = p[0];
    p[1] = x;
}
"#,
        expect![[r#"
            error[E0102]: a label must be followed by a statement, not a declaration
              ┌─ test.cu:4:5
              │
            4 │     int x = p[0];
              │     ^^^ a declaration right after a label
              │
              = write `label: ;` before the declaration

        "#]],
    );
}

#[test]
fn e0201_undefined_label() {
    check(
        r#"__global__ void k(int *p)
{
    if (p[0])
        goto done;
    p[0] = 1;
}
"#,
        expect![[r#"
            error[E0201]: use of undeclared label `done`
              ┌─ test.cu:4:9
              │
            4 │         goto done;
              │         ^^^^^^^^^^ no label with this name in the function

        "#]],
    );
}

#[test]
fn e0202_duplicate_label() {
    check(
        r#"__global__ void k(int *p)
{
again:
    p[0]--;
again:
    if (p[0] > 0)
        goto again;
}
"#,
        expect![[r#"
            error[E0202]: redefinition of label `again`
              ┌─ test.cu:5:1
              │
            3 │ again:
              │ ----- first defined here
            4 │     p[0]--;
            5 │ again:
              │ ^^^^^ defined again here

        "#]],
    );
}

#[test]
fn e0203_duplicate_case() {
    check(
        r#"__global__ void k(int *p, int op)
{
    switch (op) {
    case 1: p[0] = 1; break;
    case 2: p[0] = 2; break;
    case 3 - 2: p[0] = 3; break;
    }
}
"#,
        expect![[r#"
            error[E0203]: duplicate case value `1`
              ┌─ test.cu:6:5
              │
            4 │     case 1: p[0] = 1; break;
              │     ------ previous case with this value
            5 │     case 2: p[0] = 2; break;
            6 │     case 3 - 2: p[0] = 3; break;
              │     ^^^^^^^^^^ duplicate case

        "#]],
    );
}

#[test]
fn e0204_break_outside() {
    check(
        r#"__global__ void k(int *p)
{
    if (p[0])
        break;
}
"#,
        expect![[r#"
            error[E0204]: `break` outside a loop or switch
              ┌─ test.cu:4:9
              │
            4 │         break;
              │         ^^^^^^ there is no loop or switch to leave here

        "#]],
    );
}

#[test]
fn e0205_continue_outside() {
    check(
        r#"__global__ void k(int *p)
{
    switch (p[0]) {
    case 0:
        continue;
    }
}
"#,
        expect![[r#"
            error[E0205]: `continue` outside a loop
              ┌─ test.cu:5:9
              │
            5 │         continue;
              │         ^^^^^^^^^ there is no loop to continue here

        "#]],
    );
}

#[test]
fn e0206_case_outside_switch() {
    check(
        r#"__global__ void k(int *p)
{
    case 1:
        p[0] = 1;
}
"#,
        expect![[r#"
            error[E0206]: `case` outside a switch
              ┌─ test.cu:3:5
              │
            3 │     case 1:
              │     ^^^^^^ not inside a switch

        "#]],
    );
}

#[test]
fn e0206_two_defaults() {
    check(
        r#"__global__ void k(int *p)
{
    switch (p[0]) {
    default: p[1] = 1; break;
    case 1: break;
    default: p[1] = 2;
    }
}
"#,
        expect![[r#"
            error[E0206]: multiple `default` labels in one switch
              ┌─ test.cu:6:5
              │
            4 │     default: p[1] = 1; break;
              │     ------- previous default here
            5 │     case 1: break;
            6 │     default: p[1] = 2;
              │     ^^^^^^^ second `default`

        "#]],
    );
}

#[test]
fn e0207_undeclared_identifier() {
    check(
        r#"__global__ void k(int *p)
{
    p[0] = count;
}
"#,
        expect![[r#"
            error[E0207]: use of undeclared identifier `count`
              ┌─ test.cu:3:12
              │
            3 │     p[0] = count;
              │            ^^^^^ not declared in this scope

        "#]],
    );
}

#[test]
fn e0207_unknown_type() {
    check(
        r#"__global__ void k(int *p)
{
    uint32_t i = 0;
    p[i] = 1;
}
"#,
        expect![[r#"
            error[E0207]: unknown type name `uint32_t`
              ┌─ test.cu:3:5
              │
            3 │     uint32_t i = 0;
              │     ^^^^^^^^ not a type tangle knows
              │
              = tangle knows C's built-in types and the typedefs of the file and its headers

        "#]],
    );
}

#[test]
fn e0208_redefinition_local() {
    check(
        r#"__global__ void k(int *p)
{
    int i = 0;
    int i = 1;
    p[0] = i;
}
"#,
        expect![[r#"
            error[E0208]: redefinition of `i`
              ┌─ test.cu:4:9
              │
            3 │     int i = 0;
              │         - previous definition here
            4 │     int i = 1;
              │         ^ defined again here

        "#]],
    );
}

#[test]
fn e0208_redefinition_global() {
    check(
        r#"__device__ int limit = 64;
__device__ int limit = 32;
__device__ float scale;
__device__ int scale;
"#,
        expect![[r#"
            error[E0208]: redefinition of `limit`
              ┌─ test.cu:2:16
              │
            1 │ __device__ int limit = 64;
              │                ----- previous definition here
            2 │ __device__ int limit = 32;
              │                ^^^^^ defined again here

            error[E0208]: redefinition of `scale`
              ┌─ test.cu:4:16
              │
            3 │ __device__ float scale;
              │                  ----- previous definition here
            4 │ __device__ int scale;
              │                ^^^^^ defined again here

        "#]],
    );
}

#[test]
fn e0208_redefinition_function() {
    check(
        r#"__device__ int f(int x) { return x; }
__device__ int f(int x) { return x + 1; }
"#,
        expect![[r#"
            error[E0208]: redefinition of function `f`
              ┌─ test.cu:2:16
              │
            1 │ __device__ int f(int x) { return x; }
              │                - first defined here
            2 │ __device__ int f(int x) { return x + 1; }
              │                ^ defined again here

        "#]],
    );
}

#[test]
fn e0209_undeclared_function() {
    check(
        r#"__global__ void k(int *p)
{
    p[0] = __shfl_sideways_sync(0xffffffffu, p[0], 1);
}
"#,
        expect![[r#"
            error[E0209]: call to undeclared function `__shfl_sideways_sync`
              ┌─ test.cu:3:12
              │
            3 │     p[0] = __shfl_sideways_sync(0xffffffffu, p[0], 1);
              │            ^^^^^^^^^^^^^^^^^^^^ no declaration of this function

        "#]],
    );
}

#[test]
fn e0301_type_mismatch() {
    check(
        r#"__global__ void k(int *p, float f)
{
    p = f;
}
"#,
        expect![[r#"
            error[E0301]: cannot convert `float` to `int*`
              ┌─ test.cu:3:9
              │
            3 │     p = f;
              │         ^ this has type `float`

        "#]],
    );
}

#[test]
fn e0301_kernel_returns_value() {
    check(
        r#"__global__ int k(int *p)
{
    return p[0];
}
"#,
        expect![[r#"
            error[E0301]: kernel `k` must return void
              ┌─ test.cu:1:16
              │
            1 │ __global__ int k(int *p)
              │                ^ this `__global__` function returns `int`

        "#]],
    );
}

#[test]
fn e0302_argument_count() {
    check(
        r#"__device__ int add(int a, int b) { return a + b; }
__global__ void k(int *p)
{
    p[0] = add(p[1]);
    p[1] = __ballot_sync(0xffffffffu);
}
"#,
        expect![[r#"
            error[E0302]: `add` takes 2 arguments, but 1 was given
              ┌─ test.cu:4:12
              │
            1 │ __device__ int add(int a, int b) { return a + b; }
              │                --- declared here
              ·
            4 │     p[0] = add(p[1]);
              │            ^^^^^^^^^ 1 argument

            error[E0302]: `__ballot_sync` takes 2 arguments, but 1 was given
              ┌─ test.cu:5:12
              │
            5 │     p[1] = __ballot_sync(0xffffffffu);
              │            ^^^^^^^^^^^^^^^^^^^^^^^^^^ 1 argument

        "#]],
    );
}

#[test]
fn e0303_not_constant() {
    check(
        r#"__global__ void k(int *p, int n)
{
    switch (p[0]) {
    case n: p[0] = 0;
    }
}
"#,
        expect![[r#"
            error[E0303]: a case label must be a constant expression
              ┌─ test.cu:4:10
              │
            4 │     case n: p[0] = 0;
              │          ^ not a constant

        "#]],
    );
}

#[test]
fn e0304_not_lvalue() {
    check(
        r#"__global__ void k(int *p)
{
    int a[4], b[4];
    (p[0] + 1) = 2;
    a = b;
    p = &(p[0] + 1);
}
"#,
        expect![[r#"
            error[E0304]: assignment needs a modifiable lvalue
              ┌─ test.cu:4:5
              │
            4 │     (p[0] + 1) = 2;
              │     ^^^^^^^^^^ not a variable, an array element or a dereferenced pointer

            error[E0304]: assignment needs a modifiable lvalue
              ┌─ test.cu:5:5
              │
            5 │     a = b;
              │     ^ an array cannot be assigned

            error[E0304]: cannot take the address of an rvalue
              ┌─ test.cu:6:9
              │
            6 │     p = &(p[0] + 1);
              │         ^^^^^^^^^^^ not a variable, an array element or a dereferenced pointer

        "#]],
    );
}

/// recursion through convergent calls
#[test]
fn e0401_convergent_recursion() {
    check(
        r#"__device__ int down(int n);
__device__ int up(int n)
{
    return __shfl_xor_sync(0xffffffffu, down(n - 1), 1);
}
__device__ int down(int n)
{
    return n > 0 ? up(n) : n;
}
"#,
        expect![[r#"
            error[E0401]: recursion through convergent function `down`
              ┌─ test.cu:4:41
              │
            4 │     return __shfl_xor_sync(0xffffffffu, down(n - 1), 1);
              │                                         ^^^^^^^^^^^ `up` calls `down`, which is convergent
              ·
            8 │     return n > 0 ? up(n) : n;
              │                    ----- `down` calls `up`
              │
              = a convergent call's tangle is its caller's: recursion would make it unbounded

        "#]],
    );
}

#[test]
fn e0402_conflicting_convergence() {
    check(
        r#"__device__ __attribute__((convergent)) __attribute__((noconvergent)) int f(int x)
{
    return x;
}
"#,
        expect![[r#"
            error[E0402]: `f` is declared both `convergent` and `noconvergent`
              ┌─ test.cu:1:74
              │
            1 │ __device__ __attribute__((convergent)) __attribute__((noconvergent)) int f(int x)
              │                                                                          ^ conflicting attributes

        "#]],
    );
}

#[test]
fn unsupported_computed_goto() {
    check(
        r#"__global__ void k(int *p, void *target)
{
    goto *target;
}
"#,
        expect![[r#"
            error[E0103]: unsupported construct: computed goto (`goto *p`)
              ┌─ test.cu:3:10
              │
            3 │     goto *target;
              │          ^ not in the C subset tangle understands

        "#]],
    );
}

#[test]
fn unsupported_label_address() {
    check(
        r#"__global__ void k(int *p)
{
    void *target = &&again;
again:
    p[0]++;
}
"#,
        expect![[r#"
            error[E0103]: unsupported construct: labels as values (`&&label`)
              ┌─ test.cu:3:20
              │
            3 │     void *target = &&again;
              │                    ^^ not in the C subset tangle understands

        "#]],
    );
}

#[test]
fn unsupported_setjmp() {
    check(
        r#"__global__ void k(int *p, long *env)
{
    if (setjmp(env))
        return;
    longjmp(env, 1);
}
"#,
        expect![[r#"
            error[E0103]: unsupported construct: setjmp/longjmp
              ┌─ test.cu:3:9
              │
            3 │     if (setjmp(env))
              │         ^^^^^^ not in the C subset tangle understands

            error[E0103]: unsupported construct: setjmp/longjmp
              ┌─ test.cu:5:5
              │
            5 │     longjmp(env, 1);
              │     ^^^^^^^ not in the C subset tangle understands

        "#]],
    );
}

#[test]
fn unsupported_variable_length_array() {
    check(
        r#"__global__ void k(int *p, int n)
{
    int scratch[n];
    scratch[0] = p[0];
}
"#,
        expect![[r#"
            error[E0103]: unsupported construct: variable-length arrays
              ┌─ test.cu:3:17
              │
            3 │     int scratch[n];
              │                 ^ not in the C subset tangle understands

        "#]],
    );
}

/// a member the struct does not have
#[test]
fn e0210_unknown_member() {
    check(
        r#"struct pair { int a, b; };
__global__ void k(int *p)
{
    struct pair q = {1, 2};
    p[0] = q.c;
}
"#,
        expect![[r#"
            error[E0210]: no member named `c` in `struct pair`
              ┌─ test.cu:5:14
              │
            1 │ struct pair { int a, b; };
              │ ------------------------- `struct pair` is defined here
              ·
            5 │     p[0] = q.c;
              │              ^ unknown member

        "#]],
    );
}

/// `.` on something that is not a struct
#[test]
fn member_of_a_non_struct() {
    check(
        r#"struct pair { int a, b; };
__global__ void k(struct pair *q, int *p)
{
    int n = 3;
    p[0] = n.a;
    p[1] = q.a;
}
"#,
        expect![[r#"
            error[E0301]: `.a` on a value of type `int`, which is not a struct or union
              ┌─ test.cu:5:12
              │
            5 │     p[0] = n.a;
              │            ^^^ this has type `int`

            error[E0301]: `.a` on a value of type `struct pair*`, which is not a struct or union
              ┌─ test.cu:6:12
              │
            6 │     p[1] = q.a;
              │            ^^^ this has type `struct pair*`
              │
              = it is a pointer: use `->a`

        "#]],
    );
}

/// `->` on something that is not a pointer to a struct
#[test]
fn arrow_on_a_non_pointer() {
    check(
        r#"struct pair { int a, b; };
__global__ void k(int *p)
{
    struct pair q = {1, 2};
    p[0] = q->a;
    p[1] = p->a;
}
"#,
        expect![[r#"
            error[E0301]: `->a` needs a pointer to a struct or union, not `struct pair`
              ┌─ test.cu:5:12
              │
            5 │     p[0] = q->a;
              │            ^^^^ this has type `struct pair`
              │
              = it is not a pointer: use `.a`

            error[E0301]: `->a` needs a pointer to a struct or union, not `int*`
              ┌─ test.cu:6:12
              │
            6 │     p[1] = p->a;
              │            ^^^^ this has type `int*`

        "#]],
    );
}

/// structs are assignable only from the same struct, whatever their shape
#[test]
fn incompatible_struct_assignment() {
    check(
        r#"struct a { int x; };
struct b { int x; };
__global__ void k(int *p)
{
    struct a u = {1};
    struct b v;
    v = u;
    p[0] = u;
}
"#,
        expect![[r#"
            error[E0301]: cannot convert `struct a` to `struct b`
              ┌─ test.cu:7:9
              │
            7 │     v = u;
              │         ^ this has type `struct a`

            error[E0301]: cannot convert `struct a` to `int`
              ┌─ test.cu:8:12
              │
            8 │     p[0] = u;
              │            ^ this has type `struct a`

        "#]],
    );
}

/// bit-fields are refused by name
#[test]
fn unsupported_bit_fields() {
    check(
        r#"struct flags { unsigned ready : 1; unsigned count : 7; };
__global__ void k(int *p)
{
    struct flags f;
    p[0] = 1;
}
"#,
        expect![[r#"
            error[E0103]: unsupported construct: bit-fields
              ┌─ test.cu:1:33
              │
            1 │ struct flags { unsigned ready : 1; unsigned count : 7; };
              │                                 ^ not in the C subset tangle understands

        "#]],
    );
}

/// C++'s `dim3 b(16, 16)`: the brace initializer that means the same
#[test]
fn dim3_constructor_syntax() {
    check(
        r#"__global__ void k(unsigned *p)
{
    dim3 b(16, 16);
    p[0] = b.z;
}
"#,
        expect![[r#"
            error[E0103]: unsupported construct: C++ constructor syntax (`dim3 b(...)`)
              ┌─ test.cu:3:5
              │
            3 │     dim3 b(16, 16);
              │     ^^^^^^^^^ not in the C subset tangle understands
              │
              = write `dim3 b = {16, 16, 1};` (members a brace list leaves out are 0, where the constructor makes them 1)

        "#]],
    );
}

/// more values than a struct has leaves
#[test]
fn too_many_struct_initializers() {
    check(
        r#"struct pair { int a, b; };
struct nest { struct pair p; int c; };
__global__ void k(int *p)
{
    struct pair q = {1, 2, 3};
    struct nest n = {{1, 2, 3}, 4};
    p[0] = q.a + n.c;
}
"#,
        expect![[r#"
            error[E0301]: too many initializers for `struct pair`
              ┌─ test.cu:5:28
              │
            5 │     struct pair q = {1, 2, 3};
              │                   ---------^-
              │                   │        │
              │                   │        this value has no element to initialize
              │                   the initializer list

            error[E0301]: too many initializers for `struct pair`
              ┌─ test.cu:6:29
              │
            6 │     struct nest n = {{1, 2, 3}, 4};
              │                      -------^-
              │                      │      │
              │                      │      this value has no element to initialize
              │                      the initializer list

        "#]],
    );
}

/// a kernel's parameters are numbers or buffers
#[test]
fn struct_kernel_parameter() {
    check(
        r#"struct pair { int a, b; };
__global__ void k(struct pair q, int *p)
{
    p[0] = q.a;
}
"#,
        expect![[r#"
            error[E0103]: unsupported construct: struct or union parameters of kernels
              ┌─ test.cu:2:31
              │
            2 │ __global__ void k(struct pair q, int *p)
              │                               ^ not in the C subset tangle understands
              │
              = pass a pointer to a buffer that holds the struct

        "#]],
    );
}

/// sizes that would overflow 64 bits are refused before they are computed
#[test]
fn object_too_large() {
    check(
        r#"struct big { char a[4000000000]; char b[4000000000]; };
struct huge { struct big many[4000000000]; };
__global__ void k(int *p)
{
    p[0] = sizeof(struct huge);
}
"#,
        expect![[r#"
            error[E0301]: `struct big[4000000000]` is larger than the 1099511627776 bytes an object may have
              ┌─ test.cu:2:30
              │
            2 │ struct huge { struct big many[4000000000]; };
              │                              ^^^^^^^^^^^^

        "#]],
    );
}

/// `packed` would move every member: refused wherever it is written
#[test]
fn packed_structs() {
    check(
        r#"struct __attribute__((packed)) a { char c; int i; };
struct b { char c; int i; } __attribute__((packed));
__global__ void k(int *p)
{
    p[0] = 1;
}
"#,
        expect![[r#"
            error[E0103]: unsupported construct: attributes between `struct` and its name other than `aligned(N)`
              ┌─ test.cu:1:8
              │
            1 │ struct __attribute__((packed)) a { char c; int i; };
              │        ^^^^^^^^^^^^^^^^^^^^^^^ not in the C subset tangle understands

            error[E0103]: unsupported construct: packed structs
              ┌─ test.cu:2:44
              │
            2 │ struct b { char c; int i; } __attribute__((packed));
              │                                            ^^^^^^ not in the C subset tangle understands

        "#]],
    );
}

/// a struct used before its definition is complete
#[test]
fn incomplete_struct() {
    check(
        r#"struct later;
__global__ void k(struct later *l, int *p)
{
    struct later x;
    p[0] = sizeof(struct later);
}
"#,
        expect![[r#"
            error[E0301]: variable of incomplete type `struct later`
              ┌─ test.cu:4:18
              │
            4 │     struct later x;
              │                  ^

            error[E0301]: `sizeof` of the incomplete type `struct later`
              ┌─ test.cu:5:12
              │
            5 │     p[0] = sizeof(struct later);
              │            ^^^^^^^^^^^^^^^^^^^^

        "#]],
    );
}

#[test]
fn unsupported_enum() {
    check(
        r#"enum op { ADD, SUB };
__global__ void k(int *p)
{
    p[0] = ADD;
}
"#,
        expect![""],
    );
}

#[test]
fn unsupported_wide_string_literal() {
    check(
        r#"__global__ void k(int *p)
{
    const char *msg = L"hello";
}
"#,
        expect![[r#"
            error[E0103]: unsupported construct: wide or malformed string literals
              ┌─ test.cu:3:23
              │
            3 │     const char *msg = L"hello";
              │                       ^^^^^^^^ not in the C subset tangle understands

        "#]],
    );
}

#[test]
fn unsupported_kernel_launch() {
    check(
        r#"__global__ void k(int *p) { p[0] = 1; }
__global__ void parent(int *p)
{
    k<<<1, 32>>>(p);
}
"#,
        expect![[r#"
            error[E0103]: unsupported construct: kernel launches (`<<<...>>>`)
              ┌─ test.cu:4:6
              │
            4 │     k<<<1, 32>>>(p);
              │      ^^^ a launch from device code (dynamic parallelism) is outside the subset
              │
              = host functions (neither `__global__` nor `__device__`) may launch kernels: tangle skips them

        "#]],
    );
}

#[test]
fn unsupported_int128() {
    check(
        r#"__global__ void k(int *p)
{
    __int128 wide = 0;
}
"#,
        expect![[r#"
            error[E0103]: unsupported construct: `__int128`
              ┌─ test.cu:3:5
              │
            3 │     __int128 wide = 0;
              │     ^^^^^^^^ not in the C subset tangle understands

        "#]],
    );
}

#[test]
fn unsupported_case_range() {
    check(
        r#"__global__ void k(int *p)
{
    switch (p[0]) {
    case 1 ... 9: p[0] = 0; break;
    }
}
"#,
        expect![[r#"
            error[E0103]: unsupported construct: case ranges (`case a ... b`)
              ┌─ test.cu:4:5
              │
            4 │     case 1 ... 9: p[0] = 0; break;
              │     ^^^^^^^^^^^^^^^^^^^^^^^ not in the C subset tangle understands

        "#]],
    );
}

#[test]
fn unsupported_statement_expression() {
    check(
        r#"__global__ void k(int *p)
{
    p[0] = ({ int t = p[1]; t * 2; });
}
"#,
        expect![[r#"
            error[E0103]: unsupported construct: statement expressions (`({ ... })`)
              ┌─ test.cu:3:12
              │
            3 │     p[0] = ({ int t = p[1]; t * 2; });
              │            ^^^^^^^^^^^^^^^^^^^^^^^^^^ not in the C subset tangle understands

        "#]],
    );
}

#[test]
fn unsupported_function_pointer() {
    check(
        r#"__device__ int twice(int x) { return 2 * x; }
__global__ void k(int *p)
{
    int (*f)(int) = twice;
    p[0] = f(p[1]);
}
"#,
        expect![[r#"
            error[E0103]: unsupported construct: function pointers
              ┌─ test.cu:4:9
              │
            4 │     int (*f)(int) = twice;
              │         ^^^^^^^^^ not in the C subset tangle understands

        "#]],
    );
}

#[test]
fn unsupported_fallthrough_attribute() {
    check(
        r#"__global__ void k(int *p)
{
    switch (p[0]) {
    case 0: p[1]++;
        __attribute__((fallthrough));
    case 1: p[1]++;
    }
}
"#,
        expect![[r#"
            error[E0103]: unsupported construct: attribute statements such as `__attribute__((fallthrough));`
              ┌─ test.cu:5:9
              │
            5 │         __attribute__((fallthrough));
              │         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^ not in the C subset tangle understands

        "#]],
    );
}

/// `extern "C"`, usual in kernels compiled at run time (NVRTC, CuPy), is C++ linkage
/// that device code can ignore.
#[test]
fn extern_c_is_accepted() {
    let unit = compile_text(
        "extern \"C\" __global__ void k(int *p) { p[0] = 1; }\nextern \"C\" {\n__device__ int f(void) { return 2; }\n}\n",
    );
    assert!(unit.diagnostics.is_empty(), "{:?}", unit.diagnostics);
    let names: Vec<&str> = unit
        .program
        .functions
        .iter()
        .map(|(_, f)| f.name.as_str())
        .collect();
    assert_eq!(names, ["k", "f"]);
}

#[test]
fn several_errors_in_source_order() {
    check(
        r#"__device__ int helper(int x)
{
    return x + missing;
}
int table[4] = { 1, 2, 3, n };
__global__ void k(int *p)
{
    break;
    p = 1.5f;
    goto nowhere;
    int x = helper(1, 2);
}
"#,
        expect![[r#"
            error[E0207]: use of undeclared identifier `missing`
              ┌─ test.cu:3:16
              │
            3 │     return x + missing;
              │                ^^^^^^^ not declared in this scope

            error[E0207]: use of undeclared identifier `n`
              ┌─ test.cu:5:27
              │
            5 │ int table[4] = { 1, 2, 3, n };
              │                           ^ not declared in this scope

            error[E0204]: `break` outside a loop or switch
              ┌─ test.cu:8:5
              │
            8 │     break;
              │     ^^^^^^ there is no loop or switch to leave here

            error[E0301]: cannot convert `float` to `int*`
              ┌─ test.cu:9:9
              │
            9 │     p = 1.5f;
              │         ^^^^ this has type `float`

            error[E0201]: use of undeclared label `nowhere`
               ┌─ test.cu:10:5
               │
            10 │     goto nowhere;
               │     ^^^^^^^^^^^^^ no label with this name in the function

            error[E0302]: `helper` takes 1 argument, but 2 were given
               ┌─ test.cu:11:13
               │
             1 │ __device__ int helper(int x)
               │                ------ declared here
               ·
            11 │     int x = helper(1, 2);
               │             ^^^^^^^^^^^^ 2 arguments

        "#]],
    );
}

#[test]
fn e0101_file_not_found() {
    let unit = compile(
        &Input::File("no/such/kernel.cu".into()),
        &Options::default(),
    );
    expect![[r#"
        error[E0101]: cannot read `no/such/kernel.cu`: No such file or directory (os error 2)

    "#]]
    .assert_eq(&render_plain(&unit.diagnostics, &unit.sources));
}

#[test]
fn e0101_not_utf8() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("latin1.cu");
    std::fs::write(&path, b"/* caf\xe9 */\n__global__ void k(int *p) { }\n").expect("write");
    let unit = compile(&Input::File(path), &Options::default());
    assert_eq!(unit.diagnostics.len(), 1);
    let d = &unit.diagnostics[0];
    assert_eq!((d.code, d.severity), (codes::INPUT, Severity::Error));
    assert!(d.message.ends_with("is not UTF-8 text"), "{}", d.message);
}

/// 201 nested brackets, one per line (the limit is 200).
#[test]
fn e0104_brackets_too_deep() {
    let text = format!(
        "__global__ void k(int *p)\n{{\n    p[0] =\n{}1{};\n}}\n",
        "(\n".repeat(201),
        ")".repeat(201)
    );
    check(
        &text,
        expect![[r#"
        error[E0104]: brackets nested more than 200 deep
            ┌─ test.cu:203:1
            │
        203 │ (
            │ ^ this bracket is too deep

    "#]],
    );
}

/// 300 nested `if`s, one per line (the limit is 256 levels).
#[test]
fn e0104_statements_too_deep() {
    let text = format!(
        "__global__ void k(int *p)\n{{\n{}    p[0] = 1;\n}}\n",
        "    if (p[1])\n".repeat(300)
    );
    check(
        &text,
        expect![[r#"
        error[E0104]: code nested more than 256 levels deep
            ┌─ test.cu:256:9
            │
        256 │     if (p[1])
            │         ^ this expression is too deep
            │
            = tangle accepts at most 256 levels of nested statements and expressions; an `else if` or a binary operator adds one

    "#]],
    );
}

/// 60,000 nested unary minuses: refused before parsing (the parser would
/// recurse once per level).
#[test]
fn e0104_nesting_refused_before_parsing() {
    let text = format!(
        "__global__ void k(int *p)\n{{\n    p[0] =\n{}1;\n}}\n",
        "-\n".repeat(60_000)
    );
    check(
        &text,
        expect![[r#"
        error[E0104]: code nested too deeply to parse
              ┌─ test.cu:49999:1
              │
        49999 │ -
              │ ^ nesting here is beyond what tangle reads
              │
              = tangle accepts at most 256 levels of nested statements and expressions; split long chains (such as `else if` or `a = b = c`) into separate statements

    "#]],
    );
}

/// Host code in a `.cu` file is skipped as nvcc's device pass skips it, with a note each,
/// even when it holds launches and C++; a kernel calling a host function is told why the
/// function is missing.
#[test]
fn host_code_is_skipped() {
    check(
        r#"#include <cuda_runtime.h>
#include <iostream>
using namespace std;
float twice(float x) { return 2 * x; }
__global__ void scale(float *p) { p[threadIdx.x] = twice(p[threadIdx.x]); }
int main()
{
    float *d;
    cudaMalloc(&d, 128);
    scale<<<1, 32>>>(d);
    cout << "done" << endl;
}
"#,
        expect![[r#"
            note[E0105]: host-only C++ `using` declaration skipped
              ┌─ test.cu:3:1
              │
            3 │ using namespace std;
              │ ^^^^^ holds no `__global__` or `__device__` code: nvcc's device pass ignores it

            note[E0105]: host function `twice` skipped
              ┌─ test.cu:4:7
              │
            4 │ float twice(float x) { return 2 * x; }
              │       ^^^^^ neither `__global__` nor `__device__`: host code, which nvcc's device pass skips too

            error[E0209]: call to undeclared function `twice`
              ┌─ test.cu:5:52
              │
            4 │ float twice(float x) { return 2 * x; }
              │       ----- a host function: skipped, as nvcc's device pass skips it
            5 │ __global__ void scale(float *p) { p[threadIdx.x] = twice(p[threadIdx.x]); }
              │                                                    ^^^^^ no declaration of this function
              │
              = mark `twice` `__device__` (or `__host__ __device__`) to call it from device code

            note[E0105]: host function `main` skipped
              ┌─ test.cu:6:5
              │
            6 │ int main()
              │     ^^^^ neither `__global__` nor `__device__`: host code, which nvcc's device pass skips too

        "#]],
    );
}

/// gcc stops at the first missing header; tangle reports each one.
#[test]
fn every_missing_header_is_reported() {
    check(
        r#"#include "helper_cuda.h"
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
__global__ void k(int *p) { p[0] = 1; }
"#,
        expect![[r#"
            error[E0101]: cannot find header `helper_cuda.h`
              ┌─ test.cu:1:10
              │
            1 │ #include "helper_cuda.h"
              │          ^^^^^^^^^^^^^^^ not found in the include path
              │
              = add the header's directory with `-I DIR`

            error[E0101]: cannot find header `thrust/device_vector.h`
              ┌─ test.cu:3:10
              │
            3 │ #include <thrust/device_vector.h>
              │          ^^^^^^^^^^^^^^^^^^^^^^^^ not found in the include path
              │
              = add the header's directory with `-I DIR`

        "#]],
    );
}

/// Each C++ construct outside the subset is named at its location, with the way around it,
/// and one error per declaration or function is reported (the parser goes on after each).
#[test]
fn cxx_constructs_are_named() {
    check(
        r#"#include <cooperative_groups.h>
template <typename T>
__global__ void fill(T *p) { p[threadIdx.x] = 0; }
__device__ void inc(int &x) { x++; }
__device__ int add(int a, int b = 1) { return a + b; }
__device__ constexpr int N = 4;
namespace dev { __device__ int one() { return 1; } }
__global__ void groups(int *p)
{
    cooperative_groups::thread_block block = cooperative_groups::this_thread_block();
    block.sync();
}
__device__ float maxf(float a, float b) { return std::max(a, b); }
__global__ void casts(float *p) { p[0] = static_cast<float>(threadIdx.x); }
__global__ void deduce(int *p) { auto x = 1; p[0] = x; }
__global__ void alloc(int *p) { int *q = new int[4]; p[0] = q[0]; }
"#,
        expect![[r#"
            error[E0103]: unsupported construct: C++ templates
              ┌─ test.cu:2:1
              │
            2 │ template <typename T>
              │ ^^^^^^^^ not in the C subset tangle understands
              │
              = write one function per type (`k_float`, `k_int`), or a macro that defines them

            error[E0103]: unsupported construct: C++ references
              ┌─ test.cu:4:25
              │
            4 │ __device__ void inc(int &x) { x++; }
              │                         ^ not in the C subset tangle understands
              │
              = pass a pointer (`int *x`) and write `*x` where the reference was used

            error[E0103]: unsupported construct: default arguments
              ┌─ test.cu:5:33
              │
            5 │ __device__ int add(int a, int b = 1) { return a + b; }
              │                                 ^ not in the C subset tangle understands
              │
              = pass every argument at each call, or write a second function with fewer parameters

            error[E0103]: unsupported construct: `constexpr` (C++ and C23)
              ┌─ test.cu:6:12
              │
            6 │ __device__ constexpr int N = 4;
              │            ^^^^^^^^^ not in the C subset tangle understands
              │
              = use `#define N 4`, `enum { N = 4 };` or a `const` variable

            error[E0103]: unsupported construct: C++ namespaces
              ┌─ test.cu:7:1
              │
            7 │ namespace dev { __device__ int one() { return 1; } }
              │ ^^^^^^^^^ not in the C subset tangle understands
              │
              = C has one namespace: name the functions directly

            error[E0103]: unsupported construct: cooperative groups
               ┌─ test.cu:10:5
               │
            10 │     cooperative_groups::thread_block block = cooperative_groups::this_thread_block();
               │     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ not in the C subset tangle understands
               │
               = cooperative groups are C++ classes; in plain CUDA, `this_thread_block().sync()` is `__syncthreads()`, `thread_rank()` is the linear thread id, and a 32-thread `tiled_partition`'s `shfl_down(v, d)`, `ballot(p)` and `sync()` are `__shfl_down_sync(0xffffffff, v, d)`, `__ballot_sync(0xffffffff, p)` and `__syncwarp()`

            error[E0103]: unsupported construct: C++ scope resolution (`::`)
               ┌─ test.cu:13:50
               │
            13 │ __device__ float maxf(float a, float b) { return std::max(a, b); }
               │                                                  ^^^^^^^^ not in the C subset tangle understands
               │
               = C has no namespaces: call the C function directly (`fminf` for `std::min`, `sqrtf` for `std::sqrt`)

            error[E0103]: unsupported construct: C++ casts (`static_cast<T>(x)`)
               ┌─ test.cu:14:42
               │
            14 │ __global__ void casts(float *p) { p[0] = static_cast<float>(threadIdx.x); }
               │                                          ^^^^^^^^^^^ not in the C subset tangle understands
               │
               = write a C cast: `(T)x`

            error[E0103]: unsupported construct: C++ `auto` type deduction
               ┌─ test.cu:15:34
               │
            15 │ __global__ void deduce(int *p) { auto x = 1; p[0] = x; }
               │                                  ^^^^ not in the C subset tangle understands
               │
               = write the variable's type

            error[E0103]: unsupported construct: C++ `new`
               ┌─ test.cu:16:42
               │
            16 │ __global__ void alloc(int *p) { int *q = new int[4]; p[0] = q[0]; }
               │                                          ^^^ not in the C subset tangle understands
               │
               = use a `__shared__` array or a buffer parameter

        "#]],
    );
}

/// An error inside a macro's expansion points at the macro's name where it is used, with
/// a note at its definition.
#[test]
fn errors_in_macro_expansions_name_the_macro() {
    check(
        r#"#define SET(x) x = undefined_var
#define VOTE(p) __ballot_sync(0xffffffffu, p, 3)
__global__ void k(int *p)
{
    SET(p[0]);
    p[1] = VOTE(1);
}
"#,
        expect![[r#"
            error[E0207]: use of undeclared identifier `undefined_var`
              ┌─ test.cu:5:5
              │
            1 │ #define SET(x) x = undefined_var
              │         --- expanded from macro `SET`
              ·
            5 │     SET(p[0]);
              │     ^^^ not declared in this scope

            error[E0302]: `__ballot_sync` takes 2 arguments, but 3 were given
              ┌─ test.cu:6:12
              │
            2 │ #define VOTE(p) __ballot_sync(0xffffffffu, p, 3)
              │         ---- expanded from macro `VOTE`
              ·
            6 │     p[1] = VOTE(1);
              │            ^^^^ 3 arguments

        "#]],
    );
}

/// gcc marks the user's own line as a system header's around the expansion of `NULL`; an
/// invalid declaration in the file is still reported (it used to vanish, leaving only a
/// misleading "undeclared" at its uses).
#[test]
fn errors_in_files_that_use_system_macros_are_reported() {
    check(
        r#"#include <stddef.h>
int x = 1;
int *q = NULL;
int *gp = &x + 1.5;
__global__ void k(int *p) { p[0] = *gp + (q == NULL); }
"#,
        expect![[r#"
            error[E0301]: invalid operands `int*` and `double` to `+`
              ┌─ test.cu:4:11
              │
            4 │ int *gp = &x + 1.5;
              │           ^^^^^^^^

        "#]],
    );
}

/// More values than an array (or one of its nested lists) holds is an error at the first
/// value too many.
#[test]
fn too_many_initializers() {
    check(
        r#"int g[2][2] = {{1, 2, 3}, {4}};
__global__ void k(int *p)
{
    int a[3] = {1, 2, 3, 4};
    p[0] = a[0] + g[0][0];
}
"#,
        expect![[r#"
            error[E0301]: too many initializers for an array of 2 elements
              ┌─ test.cu:1:23
              │
            1 │ int g[2][2] = {{1, 2, 3}, {4}};
              │                -------^-
              │                │      │
              │                │      this value has no element to initialize
              │                the initializer list

            error[E0301]: too many initializers for an array of 3 elements
              ┌─ test.cu:4:26
              │
            4 │     int a[3] = {1, 2, 3, 4};
              │              ------------^-
              │              │           │
              │              │           this value has no element to initialize
              │              the initializer list

        "#]],
    );
}

/// An enumerator defined twice, or with a value that is not an `int` constant.
#[test]
fn enum_errors() {
    check(
        r#"enum { A, B };
enum { B = 3 };
enum { BIG = 0x100000000 };
int x;
enum { C = x };
"#,
        expect![[r#"
            error[E0208]: redefinition of `B`
              ┌─ test.cu:2:8
              │
            1 │ enum { A, B };
              │           - previous definition here
            2 │ enum { B = 3 };
              │        ^ defined again here

            error[E0301]: the value 4294967296 of `BIG` does not fit in an `int`
              ┌─ test.cu:3:8
              │
            3 │ enum { BIG = 0x100000000 };
              │        ^^^

            error[E0303]: an enumerator's value must be a constant expression
              ┌─ test.cu:5:12
              │
            5 │ enum { C = x };
              │            ^ not a constant

        "#]],
    );
}

/// Every code in `codes::ALL` but the internal one is reachable from some input.
#[test]
fn every_code_is_reachable() {
    let inputs: &[(&str, &str)] = &[
        (codes::INPUT, "#error stop\n"),
        (codes::SYNTAX, "__global__ void k(int *p) { p[0] = ; }\n"),
        (
            codes::UNSUPPORTED,
            "__global__ void k(int *p) { static int n; }\n",
        ),
        (
            codes::TOO_DEEP,
            &format!("int x = {}1{};\n", "(".repeat(300), ")".repeat(300)),
        ),
        (
            codes::HOST_CODE,
            "__global__ void k(int *p) { }\nint main(void) { return 0; }\n",
        ),
        (
            codes::UNDEFINED_LABEL,
            "__global__ void k(int *p) { goto l; }\n",
        ),
        (
            codes::DUPLICATE_LABEL,
            "__global__ void k(int *p) { l: ; l: ; }\n",
        ),
        (
            codes::DUPLICATE_CASE,
            "__global__ void k(int *p) { switch (*p) { case 0: case 0: ; } }\n",
        ),
        (
            codes::BREAK_OUTSIDE,
            "__global__ void k(int *p) { break; }\n",
        ),
        (
            codes::CONTINUE_OUTSIDE,
            "__global__ void k(int *p) { continue; }\n",
        ),
        (
            codes::CASE_OUTSIDE,
            "__global__ void k(int *p) { default: ; }\n",
        ),
        (codes::UNDECLARED, "__global__ void k(int *p) { q = p; }\n"),
        (codes::REDEFINITION, "int g = 1; int g = 2;\n"),
        (
            codes::UNDECLARED_FUNCTION,
            "__global__ void k(int *p) { f(); }\n",
        ),
        (
            codes::NO_MEMBER,
            "struct s { int a; };\n__global__ void k(struct s *p) { p->b = 1; }\n",
        ),
        (
            codes::TYPE_MISMATCH,
            "__global__ void k(int *p) { p[0] = p; }\n",
        ),
        (
            codes::ARG_COUNT,
            "__global__ void k(int *p) { __syncthreads(1); }\n",
        ),
        (codes::NOT_CONSTANT, "int g; int h = g;\n"),
        (codes::NOT_LVALUE, "__global__ void k(int *p) { 1 = 2; }\n"),
        (
            codes::CONVERGENT_RECURSION,
            "__device__ void f(int n) { __syncwarp(~0u); if (n) f(n - 1); }\n",
        ),
        (
            codes::CONFLICTING_CONVERGENCE,
            "__attribute__((convergent, noconvergent)) void f(void) { }\n",
        ),
    ];
    for &code in codes::ALL {
        if code == codes::INTERNAL {
            continue;
        }
        let Some((_, text)) = inputs.iter().find(|(c, _)| *c == code) else {
            panic!("no input reaches {code}: add one to this test");
        };
        assert_eq!(codes_of(text), [code], "input for {code}:\n{text}");
    }
}

#[test]
fn extern_shared_is_an_array_without_a_size_or_initializer() {
    check(
        "extern __shared__ float sized[4];\n",
        expect![[r#"
            error[E0301]: an `extern __shared__` variable is the launch's dynamic shared memory: declare it as an array without a size, e.g. `extern __shared__ float buf[];`
              ┌─ test.cu:1:25
              │
            1 │ extern __shared__ float sized[4];
              │                         ^^^^^

        "#]],
    );
    check(
        "__global__ void k(int *p) {\n  extern __shared__ int buf[] = {1};\n  p[0] = buf[0];\n}\n",
        expect![[r#"
            error[E0301]: a `__shared__` variable cannot have an initializer
              ┌─ test.cu:2:31
              │
            2 │   extern __shared__ int buf[] = {1};
              │                               ^^^^^

        "#]],
    );
    check(
        "__global__ void k(int *p) {\n  extern int n;\n  p[0] = n;\n}\n",
        expect![[r#"
            error[E0103]: unsupported construct: extern declarations inside functions (other than `extern __shared__`)
              ┌─ test.cu:2:3
              │
            2 │   extern int n;
              │   ^^^^^^ not in the C subset tangle understands

        "#]],
    );
    check(
        "extern __shared__ float buf[];\n__global__ void k(long *p) {\n  extern __shared__ int buf[];\n  p[0] = sizeof(buf);\n}\n",
        expect![[r#"
            error[E0208]: redefinition of `buf`
              ┌─ test.cu:3:25
              │
            1 │ extern __shared__ float buf[];
              │                         --- previous definition here
            2 │ __global__ void k(long *p) {
            3 │   extern __shared__ int buf[];
              │                         ^^^ defined again here

            error[E0301]: `sizeof` of an `extern __shared__` array, whose size the launch gives
              ┌─ test.cu:4:10
              │
            4 │   p[0] = sizeof(buf);
              │          ^^^^^^^^^^^

        "#]],
    );
    // Declared again, at file and block scope: one array.
    assert_eq!(
        codes_of("extern __shared__ float a[];\nextern __shared__ float a[];\n__global__ void k(float *p) {\n  extern __shared__ float a[];\n  p[0] = a[0];\n}\n"),
        Vec::<&str>::new()
    );
}
