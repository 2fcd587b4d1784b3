//! The model of constructs the samples do not cover: globals, parameters,
//! recursion, a function named like a builtin, constant expressions in a
//! function, typing details. Text dumps checked with expect-test.

use expect_test::{expect, Expect};
use frontend::diag::render_plain;
use frontend::model::ConstValue;
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

#[test]
fn structs_unions_and_member_access() {
    check(
        r#"struct vec { float x, y; };
typedef struct { struct vec pos; int id; char tag[3]; } body;
union bits { float f; unsigned u; };
__device__ body bodies[2];
__device__ struct vec step(struct vec v, float dt) { v.x += dt; return v; }
__global__ void k(body *b, unsigned *out)
{
    __shared__ struct vec tile[4];
    body mine = {{1.0f, 2.0f}, 3};
    union bits u = {0.5f};
    tile[threadIdx.x % 4] = step(mine.pos, 0.5f);
    b[threadIdx.x].pos.y = (b + 1)->pos.x + sizeof(body);
    out[threadIdx.x] = u.u + mine.tag[1] + &bodies[1].pos.y - &bodies[0].pos.y;
}
"#,
        expect![[r#"
            struct vec { float x @0; float y @4 } size 8 align 4 @1:1
            body { struct vec pos @0; int id @8; signed char[3] tag @12 } size 16 align 4 @2:9
            union bits { float f @0; unsigned int u @0 } size 4 align 4 @3:1
            global g0 Device body[2] bodies @4:17
            device struct vec step(struct vec v, float dt) @5:23
              s0 block @5:52
                s1 expr v.x += dt @5:54
                s2 return v @5:65
            kernel void k(body* b, unsigned int* out) @6:17
              s0 block @7:1
                s1 decl __shared__ struct vec[4] tile @8:5
                s2 decl body mine = {1.0f, 2.0f, 3} @9:5
                s3 decl union bits u = {0.5f} @10:5
                s4 expr tile[<long>(threadIdx.x % <unsigned int>4)] = step(mine.pos, 0.5f) @11:5
                s5 expr b[<long>threadIdx.x].pos.y = ((b +ptr <long>1)->pos.x + <float>16ul) @12:5
                s6 expr out[<long>threadIdx.x] = <unsigned int>((&bodies[<long>1].pos.y +ptr <long>(u.u + <unsigned int>mine.tag[<long>1])) -ptr &bodies[<long>0].pos.y) @13:5
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

#[test]
fn vector_types_and_their_constructors() {
    check(
        r#"__global__ void k(float4 *v, int *out)
{
    float4 a = make_float4(1, 2, 3, 4);
    dim3 d = {2, 3, 1};
    int2 i = make_int2(threadIdx.x, 7);
    v[threadIdx.x] = a;
    out[threadIdx.x] = i.x + i.y + d.y + sizeof(float4) + sizeof(double2) + sizeof(char3);
}
"#,
        expect![[r#"
            kernel void k(float4* v, int* out) @1:17
              s0 block @2:1
                s1 decl float4 a = ((((make_float4.tmp.x = <float>1, make_float4.tmp.y = <float>2), make_float4.tmp.z = <float>3), make_float4.tmp.w = <float>4), make_float4.tmp) @3:5
                s2 decl dim3 d = {<unsigned int>2, <unsigned int>3, <unsigned int>1} @4:5
                s3 decl int2 i = ((make_int2.tmp.x = <int>threadIdx.x, make_int2.tmp.y = 7), make_int2.tmp) @5:5
                s4 expr v[<long>threadIdx.x] = a @6:5
                s5 expr out[<long>threadIdx.x] = <int>(((<unsigned long>(<unsigned int>(i.x + i.y) + d.y) + 16ul) + 16ul) + 3ul) @7:5
        "#]],
    );
}

/// `&g`, `array + n`, `&s.member` and `&a[i]` at file scope: a global's
/// address plus a byte offset.
#[test]
fn address_constants_at_file_scope() {
    let text = r#"struct pair { int a, b; };
__device__ int g = 3;
__device__ int arr[8];
__device__ struct pair p = {1, 2};
__device__ int *pg = &g;
__device__ int *pa = arr + 4;
__device__ int *pb = &p.b;
__device__ int *pe = &arr[6];
__device__ struct { int *first; int n; } table = {arr + 1, 2};
__global__ void k(int *out) { out[0] = *pg + *pa + *pb + *pe; }
"#;
    let unit = compile(
        &Input::Text {
            name: "address.cu".into(),
            text: text.into(),
        },
        &Options::default(),
    );
    assert!(
        unit.diagnostics.is_empty(),
        "{}",
        render_plain(&unit.diagnostics, &unit.sources)
    );
    let globals = &unit.program.globals;
    let id = |name: &str| {
        globals
            .iter()
            .find(|(_, g)| g.name == name)
            .map(|(id, _)| id)
            .unwrap_or_else(|| panic!("no global {name}"))
    };
    let init = |name: &str| globals[id(name)].init.clone().unwrap_or_default();
    assert_eq!(init("pg"), [ConstValue::Address(id("g"), 0)]);
    assert_eq!(init("pa"), [ConstValue::Address(id("arr"), 16)]);
    assert_eq!(init("pb"), [ConstValue::Address(id("p"), 4)]);
    assert_eq!(init("pe"), [ConstValue::Address(id("arr"), 24)]);
    assert_eq!(
        init("table"),
        [ConstValue::Address(id("arr"), 4), ConstValue::Int(2)]
    );
}

/// An address initializes only a pointer, and only a file-scope global's is constant.
#[test]
fn address_constants_are_pointers_to_globals() {
    let codes = |text: &str| -> Vec<&'static str> {
        compile(
            &Input::Text {
                name: "address.cu".into(),
                text: text.into(),
            },
            &Options::default(),
        )
        .diagnostics
        .iter()
        .map(|d| d.code)
        .collect()
    };
    assert_eq!(
        codes("__device__ int g;\n__device__ long x = &g;\n"),
        ["E0301"]
    );
    assert_eq!(
        codes("__device__ int g;\n__device__ int *p = &g + g;\n"),
        ["E0303"]
    );
    assert_eq!(
        codes("__shared__ int s[4];\n__device__ int *p = s;\n"),
        ["E0303"]
    );
}

#[test]
fn struct_json_lists_records_and_members() {
    let unit = compile(
        &Input::Text {
            name: "json.cu".into(),
            text: "struct p { char c; double d; };\n__global__ void k(struct p *q, double *o) { o[0] = q->d; }\n".into(),
        },
        &Options::default(),
    );
    let json = serde_json::to_value(frontend::dump::json(&unit)).expect("JSON");
    assert_eq!(
        json["records"],
        serde_json::json!([{
            "name": "struct p", "kind": "struct", "size": 16, "align": 8, "line": 1, "col": 1,
            "members": [
                { "name": "c", "type": "signed char", "offset": 0 },
                { "name": "d", "type": "double", "offset": 8 },
            ],
        }])
    );
    let exprs = json["functions"][0]["expressions"]
        .as_array()
        .expect("expressions");
    let member = exprs
        .iter()
        .find(|e| e["kind"] == "member")
        .expect("a member expression");
    assert_eq!(
        (member["member"].as_str(), member["index"].as_u64()),
        (Some("d"), Some(1))
    );
}

/// The layout gcc gives the same definitions (`sizeof`, `_Alignof`,
/// `offsetof` printed by a program compiled with gcc -std=gnu11 on x86-64).
#[test]
fn layouts_match_gcc() {
    let text = r#"struct A { char c; double d; int i; };
struct B { char c[3]; short s; };
union U { char c[5]; int i; };
struct N { struct A a; char t; struct B b[2]; };
struct E { char c; float4 v; };
struct F { char c; struct { short s; long l; } inner; };
struct __align__(16) G { float a; };
typedef struct __align__(32) { int x; } H;
struct I { char c; } __attribute__((aligned(8)));
__global__ void k(int *p) { }
"#;
    let unit = compile(
        &Input::Text {
            name: "layout.cu".into(),
            text: text.into(),
        },
        &Options::default(),
    );
    assert!(
        unit.diagnostics.is_empty(),
        "{}",
        render_plain(&unit.diagnostics, &unit.sources)
    );
    let records = &unit.program.records;
    let find = |name: &str| {
        records
            .iter()
            .find(|(_, r)| r.name == name)
            .and_then(|(_, r)| r.layout.clone())
            .unwrap_or_else(|| panic!("no layout for {name}"))
    };
    let check = |name: &str, size: u64, align: u64, offsets: &[u64]| {
        let l = find(name);
        let got: Vec<u64> = l.members.iter().map(|m| m.offset).collect();
        assert_eq!(
            (l.size, l.align, got.as_slice()),
            (size, align, offsets),
            "{name}"
        );
    };
    // gcc: 24 8 | 0 8 16
    check("struct A", 24, 8, &[0, 8, 16]);
    // gcc: 6 2 | 0 4
    check("struct B", 6, 2, &[0, 4]);
    // gcc: 8 4
    check("union U", 8, 4, &[0, 0]);
    // gcc: 40 8 | 0 24 26
    check("struct N", 40, 8, &[0, 24, 26]);
    // gcc: 32 16 | 0 16 (float4 is 16-byte aligned)
    check("struct E", 32, 16, &[0, 16]);
    // gcc: 24 8 | 0 8
    check("struct F", 24, 8, &[0, 8]);
    // gcc: 16 16, 32 32, 8 8 (`__align__` between `struct` and the name, after the body)
    check("struct G", 16, 16, &[0]);
    check("H", 32, 32, &[0]);
    check("struct I", 8, 8, &[0]);
    check("float4", 16, 16, &[0, 4, 8, 12]);
    check("int2", 8, 8, &[0, 4]);
    check("double2", 16, 16, &[0, 8]);
    check("char3", 3, 1, &[0, 1, 2]);
    check("float3", 12, 4, &[0, 4, 8]);
    check("dim3", 12, 4, &[0, 4, 8]);
}

#[test]
fn compound_literals_assign_every_leaf() {
    check(
        r#"struct P { int x; float y; int a[2]; };
__global__ void k(int *o)
{
    struct P p = (struct P){1, 2.5f};
    o[0] = p.a[1] + ((int[2]){3})[1];
}
"#,
        expect![[r#"
            struct P { int x @0; float y @4; int[2] a @8 } size 16 align 4 @1:1
            kernel void k(int* o) @2:17
              s0 block @3:1
                s1 decl struct P p = ((((compound.tmp.x = 1, compound.tmp.y = 2.5f), compound.tmp.a[0l] = 0), compound.tmp.a[1l] = 0), compound.tmp) @4:5
                s2 expr o[<long>0] = (p.a[<long>1] + ((compound.tmp[0l] = 3, compound.tmp[1l] = 0), compound.tmp)[<long>1]) @5:5
        "#]],
    );
}
