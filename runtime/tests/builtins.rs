//! The builtins beyond votes and shuffles (docs/builtins.md), on the source
//! engine, the IR engine over tangle's lowering and the IR engine over
//! Clang 22's IR: each run must produce the buffers computed by hand here.

mod common;
use common::*;
use runtime::trace::{ErrorKind, RunOutput};
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
fn three(src: &str, threads: u32, warp: u32, json: &str) -> Vec<(&'static str, RunOutput)> {
    let l = launch(threads, warp);
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

/// Asserts that buffer `buf` holds `expected` after every run.
fn expect(runs: &[(&str, RunOutput)], buf: &str, expected: &[i64]) {
    for (name, r) in runs {
        assert_eq!(buffer(r, buf), expected, "{name}: `{buf}`");
    }
}

#[test]
fn match_any_groups_the_lanes_holding_equal_values() {
    let src = r#"
__global__ void k(unsigned *any, unsigned *all, int *pred, unsigned *wide) {
  int t = threadIdx.x;
  unsigned m = __activemask();
  any[t] = __match_any_sync(m, t % 3);
  int p = 5;
  all[t] = __match_all_sync(m, t < 100 ? 7 : t, &p);
  pred[2 * t] = p;
  all[t] += __match_all_sync(m, t, &p);
  pred[2 * t + 1] = p;
  wide[t] = __match_any_sync(m, (unsigned long long)(t % 2) << 40);
}"#;
    let json = r#"{"any": {"type": "u32", "len": 12}, "all": {"type": "u32", "len": 12},
                   "pred": {"type": "i32", "len": 24}, "wide": {"type": "u32", "len": 12}}"#;
    // Warps of 8: warp 0 is lanes 0-7 (t % 3: 0,1,2,0,1,2,0,1), warp 1 has
    // threads 8-11 in lanes 0-3 (t % 3: 2,0,1,2).
    let runs = three(src, 12, 8, json);
    expect(
        &runs,
        "any",
        &[
            0x49, 0x92, 0x24, 0x49, 0x92, 0x24, 0x49, 0x92, // warp 0
            0x9, 0x2, 0x4, 0x9, // warp 1
        ],
    );
    // Equal values: the mask (0xff, then 0xf) and *pred = 1; distinct: 0 and 0.
    expect(
        &runs,
        "all",
        &[
            0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xf, 0xf, 0xf, 0xf,
        ],
    );
    expect(&runs, "pred", &[1, 0].repeat(12));
    // 64-bit values: the parity, in bit 40.
    expect(
        &runs,
        "wide",
        &[
            0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x5, 0xa, 0x5, 0xa,
        ],
    );
}

#[test]
fn block_votes_count_and_combine_the_whole_block() {
    let src = r#"
__global__ void k(int *out) {
  int t = threadIdx.x;
  out[t] = __syncthreads_count(t % 3 == 0);
  out[48 + t] = __syncthreads_and(t < 48) + 2 * __syncthreads_and(t < 47);
  out[96 + t] = __syncthreads_or(t == 47) + 2 * __syncthreads_or(t > 100);
}"#;
    // 48 threads in warps of 16: multiples of 3 below 48 are 16.
    let runs = three(src, 48, 16, r#"{"out": {"type": "i32", "len": 144}}"#);
    let mut expected = vec![16; 48];
    expected.extend([1; 48]);
    expected.extend([1; 48]);
    expect(&runs, "out", &expected);
    // Block scope: one event per call for the whole block.
    for (name, r) in &runs {
        for line in [4, 5, 6] {
            let g = groups(r, line);
            assert!(
                g.iter().all(|g| g == &range(0, 48)),
                "{name} line {line}: {g:?}"
            );
        }
    }
}

#[test]
fn atomics_follow_cudas_definitions() {
    let src = r#"
__global__ void k(int *i, unsigned *u, unsigned long long *ul, long long *l, float *f,
                  double *d, unsigned *old) {
  int t = threadIdx.x;
  // A CAS loop adding t + 1.
  int seen = i[0], assumed;
  do {
    assumed = seen;
    seen = atomicCAS(&i[0], assumed, assumed + t + 1);
  } while (seen != assumed);
  old[t] = atomicInc(&u[0], 3u);
  old[10 + t] = atomicDec(&u[1], 3u);
  old[20 + t] = atomicExch(&i[1], t);
  atomicMax(&i[2], t * 7 % 11);
  atomicMin(&i[3], t * 7 % 11);
  atomicSub(&i[4], t);
  atomicOr(&u[2], 1u << t);
  atomicXor(&u[3], (unsigned)t);
  atomicAnd(&u[4], ~(1u << t));
  atomicMax(&u[5], t == 3 ? 0x80000000u : (unsigned)t);
  atomicMin(&ul[0], (unsigned long long)t + 5);
  atomicMax(&l[0], -(long long)t);
  atomicAdd(&ul[1], 1ull << 33);
  atomicAdd(&f[0], 0.5f);
  atomicAdd(&d[0], 0.25);
  atomicExch(&f[1], 1.5f);
  old[30 + t] = atomicCAS(&u[6], 2u, 9u);
}"#;
    let json = r#"{"i": {"type": "i32", "data": [0, 0, 0, 100, 0]},
                   "u": {"type": "u32", "data": [0, 0, 0, 0, 65535, 0, 2]},
                   "ul": {"type": "u64", "data": [100, 0]}, "l": {"type": "i64", "data": [-100]},
                   "f": {"type": "f32", "len": 2}, "d": {"type": "f64", "len": 1},
                   "old": {"type": "u32", "len": 40}}"#;
    // Ten threads run in thread order (nothing blocks them).
    let runs = three(src, 10, 32, json);
    // 1 + ... + 10; the last exchange; max and min of 0,7,3,10,6,2,9,5,1,8;
    // 0 - (0 + ... + 9).
    expect(&runs, "i", &[55, 9, 10, 0, -45]);
    // atomicInc(3) from 0 cycles 0,1,2,3,0,...: after ten, 2. atomicDec(3)
    // from 0: 0 -> 3 -> 2 -> 1 -> 0 -> 3 ...: after ten, 2. Or of bits 0-9,
    // xor of 0..9, 0xffff without bits 0-9, the unsigned maximum, and the CAS
    // that only the first thread wins.
    expect(&runs, "u", &[2, 2, 0x3ff, 1, 0xfc00, 0x8000_0000, 9]);
    let mut old = vec![0, 1, 2, 3, 0, 1, 2, 3, 0, 1];
    old.extend([0, 3, 2, 1, 0, 3, 2, 1, 0, 3]);
    old.extend([0, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
    old.extend([2, 9, 9, 9, 9, 9, 9, 9, 9, 9]);
    expect(&runs, "old", &old);
    expect(&runs, "ul", &[5, 10 << 33]);
    expect(&runs, "l", &[0]);
    for (name, r) in &runs {
        let floats = |b: &str| -> Vec<f64> {
            r.buffers
                .iter()
                .find(|(n, _)| n == b)
                .expect("buffer")
                .1
                .values()
                .iter()
                .map(|v| v.as_f64().expect("a number"))
                .collect()
        };
        assert_eq!(floats("f"), [5.0, 1.5], "{name}");
        assert_eq!(floats("d"), [2.5], "{name}");
    }
}

#[test]
fn reductions_are_signed_or_unsigned_as_cuda_overloads_them() {
    let src = r#"
__global__ void k(int *s, unsigned *u) {
  int t = threadIdx.x;
  unsigned m = __activemask();
  s[t] = __reduce_min_sync(m, t - 4);
  s[8 + t] = __reduce_max_sync(m, t - 4);
  u[t] = __reduce_min_sync(m, (unsigned)(t - 4));
  u[8 + t] = __reduce_max_sync(m, (unsigned)(t - 4));
  u[16 + t] = __reduce_and_sync(m, t | 0xf0);
  u[24 + t] = __reduce_or_sync(m, 1u << t);
  u[32 + t] = __reduce_xor_sync(m, t * 3);
  u[40 + t] = 0;
  if (t < 4)
    u[40 + t] = __reduce_add_sync(0xf, t);
}"#;
    let runs = three(
        src,
        8,
        8,
        r#"{"s": {"type": "i32", "len": 16}, "u": {"type": "u32", "len": 48}}"#,
    );
    // Values -4..3: signed min -4, max 3; as unsigned, min 0 (t = 4) and
    // max 0xffffffff (t = 3, -1).
    let mut s = vec![-4; 8];
    s.extend([3; 8]);
    expect(&runs, "s", &s);
    let mut u = vec![0; 8];
    u.extend([0xffff_ffff; 8]);
    u.extend([0xf0; 8]); // t = 0 clears the low bits
    u.extend([0xff; 8]);
    u.extend([8; 8]); // 0^3^6^9^12^15^18^21
    u.extend([6, 6, 6, 6, 0, 0, 0, 0]); // 0+1+2+3 over the mask 0xf
    expect(&runs, "u", &u);
}

#[test]
fn lane_masks_and_lane_ids_per_lane() {
    let src = r#"
__global__ void k(unsigned *out) {
  int t = threadIdx.x;
  out[6 * t] = __lanemask_lt();
  out[6 * t + 1] = __lanemask_le();
  out[6 * t + 2] = __lanemask_eq();
  out[6 * t + 3] = __lanemask_gt();
  out[6 * t + 4] = __lanemask_ge();
  out[6 * t + 5] = __laneid();
}"#;
    let json = r#"{"out": {"type": "u32", "len": 240}}"#;
    for (threads, warp) in [(12, 8), (40, 32), (40, 64)] {
        let runs = three(src, threads, warp, json);
        let mut expected = vec![0i64; 240];
        for t in 0..threads as usize {
            let lane = t % warp as usize;
            // Masks of lanes below 32 only (CUDA's 32 bits).
            let bit = |l: usize| if l < 32 { 1i64 << l } else { 0 };
            let lanes = |keep: &dyn Fn(usize) -> bool| (0..64).filter(|&l| keep(l)).map(bit).sum();
            expected[6 * t] = lanes(&|l| l < lane);
            expected[6 * t + 1] = lanes(&|l| l <= lane);
            expected[6 * t + 2] = lanes(&|l| l == lane);
            expected[6 * t + 3] = lanes(&|l| l > lane);
            expected[6 * t + 4] = lanes(&|l| l >= lane);
            expected[6 * t + 5] = lane as i64;
        }
        // Spot checks by hand: lane 3 of a warp of 8; lane 35 of a warp of 64.
        if warp == 8 {
            assert_eq!(
                expected[6 * 11..6 * 12],
                [0x7, 0xf, 0x8, 0xffff_fff0, 0xffff_fff8, 3]
            );
        }
        if warp == 64 {
            assert_eq!(
                expected[6 * 35..6 * 36],
                [0xffff_ffff, 0xffff_ffff, 0, 0, 0, 35]
            );
        }
        expect(&runs, "out", &expected);
    }
}

#[test]
fn bit_operations_casts_loads_and_fences() {
    let src = r#"
__global__ void k(int *i, unsigned *u, long long *l, float *f, double *d) {
  u[0] = __brev(1u);
  u[1] = __brev(0x12345678u);
  l[0] = __brevll(1ull);
  i[0] = __ffsll(1ll << 40) + 100 * __ffsll(0);
  i[1] = __clzll(1ll) + 100 * __clzll(0);
  i[2] = __mul24(0x01000003, 5);
  i[3] = __mul24(-2, 3);
  i[4] = __mul24(0x00800000, 2);
  u[2] = __umul24(0x01000003u, 5u);
  u[3] = __umul24(0xffffffu, 0xffffffu);
  i[5] = __float_as_int(1.0f);
  u[4] = __float_as_uint(-0.0f);
  f[0] = __int_as_float(0x40490fdb);
  f[1] = __uint_as_float(0x3f800000u);
  l[1] = __double_as_longlong(1.0);
  d[0] = __longlong_as_double(0x4000000000000000ll);
  __threadfence_block();
  __threadfence();
  __threadfence_system();
  i[6] = __ldg(&i[7]) * 2;
}"#;
    let json = r#"{"i": {"type": "i32", "data": [0, 0, 0, 0, 0, 0, 0, 21]},
                   "u": {"type": "u32", "len": 5}, "l": {"type": "i64", "len": 2},
                   "f": {"type": "f32", "len": 2}, "d": {"type": "f64", "len": 1}}"#;
    let runs = three(src, 1, 32, json);
    expect(
        &runs,
        "u",
        &[0x8000_0000, 0x1e6a_2c48, 15, 0xfe00_0001, 0x8000_0000],
    );
    expect(&runs, "l", &[i64::MIN, 0x3ff0_0000_0000_0000]);
    // The low 24 bits, signed: 3 * 5; -2 * 3; -0x800000 * 2.
    expect(
        &runs,
        "i",
        &[41, 63 + 6400, 15, -6, -16_777_216, 0x3f80_0000, 42, 21],
    );
    for (name, r) in &runs {
        let floats = |b: &str| -> Vec<f64> {
            r.buffers
                .iter()
                .find(|(n, _)| n == b)
                .expect("buffer")
                .1
                .values()
                .iter()
                .map(|v| v.as_f64().expect("a number"))
                .collect()
        };
        assert_eq!(
            floats("f"),
            [f32::from_bits(0x40490fdb) as f64, 1.0],
            "{name}"
        );
        assert_eq!(floats("d"), [2.0], "{name}");
    }
}

#[test]
fn clock_counts_the_convergent_operations_a_thread_completed() {
    let src = r#"
__global__ void k(long long *out) {
  int t = threadIdx.x;
  long long a = clock64();
  __syncwarp();
  if (t < 2)
    __syncwarp(0x3);
  long b = clock();
  out[2 * t] = a;
  out[2 * t + 1] = b;
}"#;
    let runs = three(src, 4, 4, r#"{"out": {"type": "i64", "len": 8}}"#);
    expect(&runs, "out", &[0, 2, 0, 2, 0, 1, 0, 1]);
}

/// The same count read in a helper's frame, where the IR engine runs each thread
/// on its own rather than in lockstep.
#[test]
fn clock_in_a_helper_counts_the_operations_its_thread_completed() {
    let src = r#"
__device__ __noinline__ long long now(long long *scratch) {
  scratch[0] = 0;
  return clock64();
}
__global__ void k(long long *out, long long *scratch) {
  int t = threadIdx.x;
  __syncwarp();
  if (t < 2)
    __syncwarp(0x3);
  out[t] = now(scratch);
}"#;
    let json = r#"{"out": {"type": "i64", "len": 4}, "scratch": {"type": "i64", "len": 1}}"#;
    let runs = three(src, 4, 4, json);
    expect(&runs, "out", &[2, 2, 1, 1]);
}

#[test]
fn hips_maskless_shuffles_range_over_the_threads_there() {
    let src = r#"
__global__ void k(int *up, int *down, double *x) {
  int t = threadIdx.x;
  up[t] = __shfl_up(t * 10, 1);
  down[t] = __shfl_down(t, 2, 4);
  x[t] = __shfl_xor(t + 0.5, 1);
}"#;
    let json = r#"{"up": {"type": "i32", "len": 8}, "down": {"type": "i32", "len": 8},
                   "x": {"type": "f64", "len": 8}}"#;
    let runs = three(src, 8, 8, json);
    expect(&runs, "up", &[0, 0, 10, 20, 30, 40, 50, 60]);
    // Segments of 4: lanes 2, 3 (and 6, 7) keep their own values.
    expect(&runs, "down", &[2, 3, 2, 3, 6, 7, 6, 7]);
    for (name, r) in &runs {
        let x: Vec<f64> = r
            .buffers
            .iter()
            .find(|(n, _)| n == "x")
            .expect("x")
            .1
            .values()
            .iter()
            .map(|v| v.as_f64().expect("a number"))
            .collect();
        assert_eq!(x, [1.5, 0.5, 3.5, 2.5, 5.5, 4.5, 7.5, 6.5], "{name}");
    }
}

#[test]
fn syncwarp_without_a_mask_is_the_whole_warp() {
    // The last warp of 12 threads in warps of 8 has 4 lanes: all of them.
    let ok = r#"
__global__ void k(int *out) {
  __syncwarp();
  out[threadIdx.x] = 1;
}"#;
    let runs = three(ok, 12, 8, r#"{"out": {"type": "i32", "len": 12}}"#);
    expect(&runs, "out", &[1; 12]);
    for (name, r) in &runs {
        assert_eq!(groups(r, 3), [range(0, 8), range(8, 12)], "{name}");
    }
    // Half a warp calling it is CUDA's undefined behaviour: a mask error.
    let half = r#"
__global__ void k(int *out) {
  if (threadIdx.x < 4)
    __syncwarp();
}"#;
    let l = launch(8, 8);
    let json = r#"{"out": {"type": "i32", "len": 1}}"#;
    for (name, r) in [
        ("source", run_source(half, &l, json)),
        ("tangle IR", run_tangle_ir(half, &l, json)),
        ("clang IR", run_ir(half, &l, json)),
    ] {
        let e = r
            .errors
            .first()
            .unwrap_or_else(|| panic!("{name}: no error"));
        assert_eq!(e.kind, ErrorKind::Mask, "{name}");
        assert!(
            e.message
                .contains("`__syncwarp` called with mask 0x000000ff by lane 0: lanes 4-7"),
            "{name}: {}",
            e.message
        );
    }
}

#[test]
fn type_errors_name_the_builtin() {
    for (src, message) in [
        (
            "__global__ void k(int *p) { atomicInc(p, 1u); }",
            "`atomicInc` does not support `int*` (it takes `unsigned int*`)",
        ),
        (
            "__global__ void k(float *p) { atomicMin(p, 1.0f); }",
            "`atomicMin` does not support `float*` (it takes `int*`, `unsigned int*`, `long*`, `unsigned long*`)",
        ),
        (
            "__global__ void k(int *p) { *p = __match_all_sync(1u, 1, 2); }",
            "`__match_all_sync` takes an `int *` as its third argument, not `int`",
        ),
        (
            "__global__ void k(float *p) { *p = __reduce_min_sync(1u, *p); }",
            "`__reduce_min_sync` takes an integer value, not `float`",
        ),
        (
            "__global__ void k(int p) { p = __ldg(p); }",
            "`__ldg` takes a pointer to a number, not `int`",
        ),
    ] {
        let unit = frontend::compile(
            &frontend::Input::Text {
                name: "t.cu".into(),
                text: src.into(),
            },
            &frontend::Options::default(),
        );
        let text = frontend::diag::render_plain(&unit.diagnostics, &unit.sources);
        assert!(unit.has_errors(), "{src}");
        assert!(text.contains(message), "{src}: {text}");
    }
}

#[test]
fn a_failed_assert_and_trap_stop_the_kernel_at_their_site() {
    let src = "#include <assert.h>\n\
               __global__ void k(int *p) {\n\
               \x20 int t = threadIdx.x;\n\
               \x20 assert(p[t] < 5);\n\
               \x20 if (p[t] == 4) __trap();\n\
               \x20 p[t] = -1;\n\
               }\n";
    let l = launch(8, 4);
    for (data, message, loc) in [
        (
            "[0, 1, 2, 3, 0, 9, 0, 0]",
            // `__FILE__` is the preprocessor's name for the input: `<stdin>` for text,
            // the path for a file.
            "assertion `p[t] < 5` failed in `k` (*:4): the kernel stops, as CUDA's does",
            (4, 3),
        ),
        (
            "[0, 1, 2, 3, 0, 4, 0, 0]",
            "`__trap()`: the kernel stops, as CUDA's does",
            (5, 18),
        ),
    ] {
        let json = format!(r#"{{"p": {{"type": "i32", "data": {data}}}}}"#);
        for (name, r) in [
            ("source", run_source(src, &l, &json)),
            ("tangle IR", run_tangle_ir(src, &l, &json)),
            ("clang IR", run_ir(src, &l, &json)),
        ] {
            let [e] = r.errors.as_slice() else {
                panic!("{name}: {:?}", r.errors);
            };
            assert_eq!(e.kind, ErrorKind::Trap, "{name}");
            let (before, after) = message.split_once('*').unwrap_or((message, ""));
            assert!(
                e.message.starts_with(before) && e.message.ends_with(after),
                "{name}: {}",
                e.message
            );
            assert_eq!((e.thread, e.loc), (Some(5), Some(loc)), "{name}");
        }
    }
    // NDEBUG removes the assertion, as C's <assert.h> does.
    let quiet = format!("#define NDEBUG\n{src}");
    let json = r#"{"p": {"type": "i32", "data": [9, 9, 9, 9, 9, 9, 9, 9]}}"#;
    let r = run_source(&quiet, &l, json);
    assert!(r.errors.is_empty(), "{:?}", r.errors);
    assert_eq!(buffer(&r, "p"), [-1; 8]);
}

#[test]
fn results_through_pointers_and_acosh_follow_the_c_library() {
    let src = r#"
__global__ void k(float *f, double *d, int *e) {
  sincosf(0.5f, &f[0], &f[1]);
  f[2] = frexpf(48.0f, &e[0]);
  f[3] = remquof(7.0f, 2.0f, &e[1]);
  f[4] = acoshf(2.5f);
  sincos(0.5, &d[0], &d[1]);
  d[2] = frexp(-0.375, &e[2]);
  d[3] = remquo(-11.0, 3.0, &e[3]);
  d[4] = acosh(1e300);
}"#;
    let json = r#"{"f": {"type": "f32", "len": 5}, "d": {"type": "f64", "len": 5},
                   "e": {"type": "i32", "len": 4}}"#;
    let runs = three(src, 1, 32, json);
    // 48 = 0.75 * 2^6; 7 = 4 * 2 - 1; -0.375 = -0.75 * 2^-1; -11 = -4 * 3 + 1.
    expect(&runs, "e", &[6, 4, -1, -4]);
    for (name, r) in &runs {
        let values = |b: &str| -> Vec<f64> {
            let buffer = &r.buffers.iter().find(|(n, _)| n == b).expect("buffer").1;
            buffer
                .values()
                .iter()
                .map(|v| v.as_f64().expect("a number"))
                .collect()
        };
        let f = values("f");
        assert_eq!(
            f[..4],
            [0.5f32.sin() as f64, 0.5f32.cos() as f64, 0.75, -1.0],
            "{name}"
        );
        assert!((f[4] - 2.5f64.acosh()).abs() < 1e-6, "{name}");
        let d = values("d");
        assert_eq!(d[..4], [0.5f64.sin(), 0.5f64.cos(), -0.75, 1.0], "{name}");
        // ln(2 * 1e300), where Rust's own acosh overflows.
        assert!((d[4] - (2e300f64).ln()).abs() < 1e-12, "{name}: {}", d[4]);
    }
}
