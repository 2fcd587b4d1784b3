//! Structs, unions and CUDA's vector types on the source engine, the IR
//! engine over tangle's lowering and the IR engine over Clang 22's IR: each
//! run must produce the buffers computed here.

mod common;
use common::*;
use runtime::trace::RunOutput;
use testkit::compile;

/// The IR engine on tangle's own lowering of `src`.
fn run_tangle_ir(src: &str, launch: &runtime::launch::Launch, json: &str) -> RunOutput {
    let (unit, analysis) = compile(src);
    let lowered = driver::lower_tangle(&unit, &analysis).expect("tangle lowers it");
    let kernel = runtime::source::pick_kernel(&unit, None).expect("one kernel");
    let name = unit.program.functions[kernel].name.clone();
    runtime::ir::run(&lowered.module, "test.cu", Some(&name), launch, &args(json))
        .expect("the run starts")
}

/// Runs the three ways, asserts none failed, and returns them, named.
fn three(src: &str, threads: u32, json: &str) -> Vec<(&'static str, RunOutput)> {
    let l = launch(threads, 32);
    let runs = vec![
        ("source", run_source(src, &l, json)),
        ("tangle IR", run_tangle_ir(src, &l, json)),
        ("clang IR", run_ir(src, &l, json)),
    ];
    for (name, r) in &runs {
        assert!(r.errors.is_empty(), "{name}: {:?}", r.errors);
    }
    runs
}

fn floats(out: &RunOutput, name: &str) -> Vec<f64> {
    out.buffers
        .iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("no buffer {name}"))
        .1
        .values()
        .iter()
        .map(|v| v.as_f64().expect("a number"))
        .collect()
}

fn expect_ints(runs: &[(&str, RunOutput)], buf: &str, expected: &[i64]) {
    for (name, r) in runs {
        assert_eq!(buffer(r, buf), expected, "{name}: `{buf}`");
    }
}

fn expect_floats(runs: &[(&str, RunOutput)], buf: &str, expected: &[f64]) {
    for (name, r) in runs {
        assert_eq!(floats(r, buf), expected, "{name}: `{buf}`");
    }
}

fn f32_json(values: &[f32]) -> String {
    let items: Vec<String> = values.iter().map(|v| format!("{v:?}")).collect();
    format!(r#"{{"type": "f32", "data": [{}]}}"#, items.join(", "))
}

/// An array of structs updated in place: each thread loads its particle,
/// steps it through a `__device__` function that takes and returns it by
/// value, and stores it back; a shuffle reads a member of the neighbour's.
#[test]
fn particles_update_in_place() {
    let src = r#"
typedef struct { float x, y; float vx, vy; } particle;

__device__ particle advance(particle p, float dt) {
  p.x += p.vx * dt;
  p.y += p.vy * dt;
  if (p.y < 0.0f) { p.y = -p.y; p.vy = -p.vy; }
  return p;
}

__global__ void k(particle *ps, float *next_x, int steps) {
  int t = threadIdx.x;
  particle p = ps[t];
  for (int i = 0; i < steps; i++)
    p = advance(p, 0.5f);
  ps[t] = p;
  next_x[t] = __shfl_down_sync(0xffffffffu, ps[t].x, 1);
}"#;
    let n = 32;
    let mut data = Vec::new();
    for t in 0..n {
        data.extend([t as f32, 1.0, 1.0 + t as f32, -1.0]);
    }
    let json = format!(
        r#"{{"ps": {}, "next_x": {{"type": "f32", "len": {n}}}, "steps": 3}}"#,
        f32_json(&data)
    );
    let runs = three(src, n, &json);
    // The same steps, in f32 as the kernel computes them.
    let mut expected = Vec::new();
    for t in 0..n {
        let (mut x, mut y, vx, mut vy) = (t as f32, 1.0f32, 1.0 + t as f32, -1.0f32);
        for _ in 0..3 {
            x += vx * 0.5;
            y += vy * 0.5;
            if y < 0.0 {
                y = -y;
                vy = -vy;
            }
        }
        expected.push([x, y, vx, vy]);
    }
    let flat: Vec<f64> = expected.iter().flatten().map(|&v| v as f64).collect();
    expect_floats(&runs, "ps", &flat);
    // The last lane has no lane above it: it reads its own value.
    let shifted: Vec<f64> = (0..n as usize)
        .map(|t| expected[(t + 1).min(n as usize - 1)][0] as f64)
        .collect();
    expect_floats(&runs, "next_x", &shifted);
}

/// A union reads the bytes of the member last written as another member.
#[test]
fn union_type_pun() {
    let src = r#"
union pun { float f; unsigned int u; unsigned char b[4]; };

__global__ void k(unsigned *bits, int *low_byte) {
  int t = threadIdx.x;
  union pun p;
  p.f = 1.5f * t;
  bits[t] = p.u;
  low_byte[t] = p.b[3];
}"#;
    let json = r#"{"bits": {"type": "u32", "len": 4}, "low_byte": {"type": "i32", "len": 4}}"#;
    let runs = three(src, 4, json);
    let bits: Vec<i64> = (0..4)
        .map(|t| (1.5f32 * t as f32).to_bits() as i64)
        .collect();
    let top: Vec<i64> = bits.iter().map(|b| b >> 24).collect();
    expect_ints(&runs, "bits", &bits);
    expect_ints(&runs, "low_byte", &top);
}

/// Structs are values: a callee changes its copy, not the caller's; whole
/// structs assign, nest, hold arrays and choose with `?:`; a member of a
/// call's result is read directly.
#[test]
fn structs_by_value() {
    let src = r#"
struct inner { int v[3]; };
struct outer { char tag; struct inner in; double scale; };

__device__ struct outer bump(struct outer o, int by) {
  for (int i = 0; i < 3; i++) o.in.v[i] += by;
  o.scale *= 2.0;
  return o;
}

__global__ void k(int *out) {
  int t = threadIdx.x;
  struct outer a = {'a', {{t, 2 * t, 3 * t}}, 1.5};
  struct outer b = bump(a, 10);
  struct outer c;
  c = t % 2 ? a : b;
  out[6 * t + 0] = a.in.v[2];
  out[6 * t + 1] = b.in.v[2];
  out[6 * t + 2] = (int)(b.scale * 10);
  out[6 * t + 3] = c.in.v[0];
  out[6 * t + 4] = bump(c, 1).in.v[1] + c.tag;
  out[6 * t + 5] = sizeof(struct outer) + sizeof(struct inner);
}"#;
    let json = r#"{"out": {"type": "i32", "len": 24}}"#;
    let runs = three(src, 4, json);
    let mut expected = Vec::new();
    for t in 0..4i64 {
        let a = [t, 2 * t, 3 * t];
        let b = a.map(|v| v + 10);
        let c = if t % 2 == 1 { a } else { b };
        // `struct outer`: tag at 0, `in` (12 bytes) at 4, `scale` at 16: 24 bytes.
        expected.extend([a[2], b[2], 30, c[0], c[1] + 1 + 'a' as i64, 24 + 12]);
    }
    expect_ints(&runs, "out", &expected);
}

/// `float4` loads and stores (16-byte aligned), `make_float4`, `int2`, and a
/// `dim3` from a brace initializer.
#[test]
fn float4_with_make_float4() {
    let src = r#"
__global__ void k(float4 *in, float4 *out, int *shape) {
  int t = threadIdx.x;
  float4 v = in[t];
  out[t] = make_float4(v.x * 2.0f, v.y + 1.0f, v.w, v.z - t);
  int2 i = make_int2(t, -t);
  dim3 d = {4, 2, 1};
  shape[t] = i.x * 100 + i.y + d.x * d.y * d.z + sizeof(float4) + __alignof__(float4);
}"#;
    let n = 4;
    let data: Vec<f32> = (0..4 * n).map(|i| i as f32 * 0.25).collect();
    let json = format!(
        r#"{{"in": {}, "out": {{"type": "f32", "len": {}}}, "shape": {{"type": "i32", "len": {n}}}}}"#,
        f32_json(&data),
        4 * n
    );
    let runs = three(src, n, &json);
    let mut expected = Vec::new();
    for t in 0..n as usize {
        let v = &data[4 * t..4 * t + 4];
        expected.extend([v[0] * 2.0, v[1] + 1.0, v[3], v[2] - t as f32].map(|x| x as f64));
    }
    expect_floats(&runs, "out", &expected);
    let shape: Vec<i64> = (0..n as i64).map(|t| t * 100 - t + 8 + 16 + 16).collect();
    expect_ints(&runs, "shape", &shape);
}

/// File-scope pointers initialized with addresses of globals (`&g`,
/// `array + n`, `&s.member`, inside a struct, a struct's own address), and
/// `__constant__` and `__shared__` structs.
#[test]
fn address_constants_and_global_structs() {
    let src = r#"
struct pair { int a, b; };
struct cursor { int *at; int step; };

__device__ int counter = 40;
__device__ int table[6] = {1, 2, 3, 4, 5, 6};
__constant__ struct pair limits = {7, 9};
__device__ struct pair spare = {100, 200};
static int *count_at = &counter;
__device__ int *middle = table + 3;
__device__ int *spare_b = &spare.b;
__device__ struct cursor cur = {&table[1], 2};
struct node { struct node *next; int v; };
__device__ struct node ring = {&ring, 5};

__global__ void k(int *out) {
  __shared__ struct pair tile[4];
  int t = threadIdx.x;
  tile[t].a = t;
  tile[t].b = limits.b * t;
  __syncthreads();
  struct pair mine = tile[3 - t];
  out[4 * t + 0] = *count_at + t;
  out[4 * t + 1] = middle[t % 3];
  out[4 * t + 2] = *spare_b + cur.at[cur.step] + limits.a + ring.next->next->v;
  out[4 * t + 3] = mine.a * 10 + mine.b;
}"#;
    let json = r#"{"out": {"type": "i32", "len": 16}}"#;
    let runs = three(src, 4, json);
    let table = [1, 2, 3, 4, 5, 6];
    let mut expected = Vec::new();
    for t in 0..4i64 {
        let other = 3 - t;
        expected.extend([
            40 + t,
            table[3 + (t as usize % 3)],
            200 + table[1 + 2] + 7 + 5,
            other * 10 + 9 * other,
        ]);
    }
    expect_ints(&runs, "out", &expected);
}

/// LLVM's scalar optimisations of `ir`, without inlining (which would leave
/// no aggregate to pass): SROA turns struct allocas into `insertvalue` and
/// `extractvalue` of values in registers.
fn optimise(ir: &[u8]) -> Vec<u8> {
    testkit::inputs::optimise_at(ir, "-passes=sroa,early-cse,instcombine,simplifycfg")
}

/// Optimised IR keeps aggregates in registers (`insertvalue`,
/// `extractvalue`, aggregate `select`, calls passing and returning them):
/// tangle's and Clang's IR, after SROA and friends, compute what the source
/// engine does.
#[test]
fn optimised_aggregates() {
    let src = r#"
typedef struct { int lo, hi; } range;

__device__ range widen(range r, int by) {
  range out = {r.lo - by, r.hi + by};
  return out;
}

__device__ range pick(range a, range b, int first) {
  return first ? a : b;
}

__global__ void k(int *out, int n) {
  int t = threadIdx.x;
  range r = {t, t + 1};
  for (int i = 0; i < n; i++)
    r = pick(widen(r, i), r, (t + i) % 2);
  out[2 * t] = r.lo;
  out[2 * t + 1] = r.hi;
}"#;
    let json = r#"{"out": {"type": "i32", "len": 16}, "n": 5}"#;
    let l = launch(8, 32);
    let expected: Vec<i64> = (0..8i64)
        .flat_map(|t| {
            let (mut lo, mut hi) = (t, t + 1);
            for i in 0..5 {
                if (t + i) % 2 == 1 {
                    lo -= i;
                    hi += i;
                }
            }
            [lo, hi]
        })
        .collect();
    assert_eq!(
        buffer(&run_source(src, &l, json), "out"),
        expected,
        "source"
    );
    let (unit, analysis) = compile(src);
    let ours = lowering::lower_to_bytes(
        &unit,
        &analysis,
        &lowering::Options::default(),
        lowering::Emit::Llvm,
    )
    .expect("tangle lowers it");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("test.cu");
    std::fs::write(&path, src).expect("writable");
    let (clang, _) =
        driver::clang_ir(&path, &frontend::Options::default()).expect("clang lowers it");
    for (name, ir) in [("tangle", ours), ("clang", clang)] {
        let optimised = optimise(&ir);
        let text = String::from_utf8_lossy(&optimised);
        // Ours are aggregates in registers both ways; Clang's (for the triple
        // `check` uses) are `byval` parameters and `sret` results.
        let kept = match name {
            "tangle" => text.contains("insertvalue") && text.contains("extractvalue"),
            _ => text.contains("byval") && text.contains("sret"),
        };
        assert!(
            kept,
            "{name}: no aggregate values are left, so this tests nothing:\n{text}"
        );
        let module = runtime::ir::read::read("test.ll", &optimised).expect("readable IR");
        let out = runtime::ir::run(&module, "test.cu", Some("k"), &l, &args(json))
            .expect("the run starts");
        assert!(out.errors.is_empty(), "{name}: {:?}", out.errors);
        assert_eq!(buffer(&out, "out"), expected, "{name}, optimised");
    }
}

/// Compound literals: every leaf the list leaves out is zero, and each
/// evaluation makes a fresh object.
#[test]
fn compound_literals() {
    let src = r#"
struct P { int x; float y; int a[2]; };

__device__ int sum(struct P p) { return p.x + (int)p.y + p.a[0] + p.a[1]; }

__global__ void k(int *o) {
  int t = threadIdx.x;
  struct P p = (struct P){t, 2.5f, {7}};
  int acc = 0;
  for (int i = 0; i < 3; i++)
    acc += sum((struct P){i, 1, {t}});
  o[3 * t] = sum(p) + acc;
  o[3 * t + 1] = ((int[3]){t, 2 * t, 3 * t})[2];
  o[3 * t + 2] = (struct P){4}.a[1] + (struct P){5, 6}.x;
}"#;
    let json = r#"{"o": {"type": "i32", "len": 12}}"#;
    let runs = three(src, 4, json);
    let expected: Vec<i64> = (0..4i64)
        .flat_map(|t| {
            let acc: i64 = (0..3).map(|i| i + 1 + t).sum();
            [t + 2 + 7 + acc, 3 * t, 5]
        })
        .collect();
    expect_ints(&runs, "o", &expected);
}
