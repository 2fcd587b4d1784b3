//! Deterministic arguments for every sample kernel, for any launch size:
//! the tests run the samples with them, the benchmark too (1024 threads).
//! Also LLVM's optimiser on IR, for the tests that run optimised IR.

use runtime::launch::{Dim3, Launch};
use serde_json::{json, Value};

/// A small linear congruential generator: the same data on every machine.
pub struct Lcg(u64);

impl Lcg {
    pub fn new(seed: u64) -> Lcg {
        Lcg(seed)
    }

    /// A value in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        lo + ((self.0 >> 33) % (hi - lo + 1) as u64) as i64
    }

    pub fn vec(&mut self, n: usize, lo: i64, hi: i64) -> Vec<i64> {
        (0..n).map(|_| self.range(lo, hi)).collect()
    }
}

fn data(ty: &str, v: Vec<i64>) -> Value {
    json!({"type": ty, "data": v})
}

fn zeros(ty: &str, n: usize) -> Value {
    json!({"type": ty, "len": n})
}

/// Arguments for sample `name` (its file stem) with `n` threads in total and
/// warps of `w` lanes. Guards like `n` leave a few threads out, so divergent
/// paths run.
pub fn sample_args(name: &str, n: usize, w: usize) -> Option<Value> {
    let mut r = Lcg::new(7);
    let warps = n.div_ceil(w) + 1;
    Some(match name {
        "append_buffer" => json!({
            "in": data("i32", r.vec(n, 0, 100)), "out": zeros("i32", n),
            "counter": zeros("i32", 1), "n": n - n / 8, "threshold": 50}),
        "block_reduce" => json!({
            "in": data("i32", (0..n as i64).collect()), "block_sums": zeros("i32", n / 32 + 1),
            "n": n.saturating_sub(3)}),
        "break_ballot" => json!({
            "rows": data("i32", (0..n * 4).map(|_| if r.range(0, 3) == 0 { 9 } else { 0 }).collect()),
            "len": 4, "threshold": 5, "pos": zeros("i32", n), "peers": zeros("u32", n)}),
        "convergent_device_call" => json!({
            "in": data("i32", r.vec(n, 0, 9)), "out": zeros("i32", n),
            "segment_totals": zeros("i32", n), "n": n - n / 8}),
        "duff_shuffle" => json!({
            "src": data("i32", (0..n as i64 * 8).collect()), "dst": zeros("i32", n * 8),
            "counts": data("i32", r.vec(n, 0, 8)), "stride": 8}),
        "elect_loop" => json!({
            "keys": data("u32", r.vec(n, 0, 5)), "bins": zeros("i32", 4), "nbins": 4, "n": n.saturating_sub(2)}),
        "goto_cleanup" => json!({
            "records": data("i32", (0..n).map(|_| [5, -1, 400000, 7, 8][r.range(0, 4) as usize]).collect()),
            "out": zeros("i32", n), "warp_errors": zeros("i32", warps), "n": n.saturating_sub(4)}),
        "goto_into_loop" => json!({
            "rows": data("i32", r.vec(n * 3, -3, 5)), "len": 3,
            "cached": data("i32", r.vec(n, 0, 1)), "cache": data("i32", r.vec(n, 0, 5)),
            "out": zeros("i32", n * 3), "masks": zeros("u32", n)}),
        "goto_retry" => json!({
            "seeds": data("u32", r.vec(n, 0, u32::MAX as i64)), "weights": data("i32", r.vec(8, 0, 256)),
            "nbins": 8, "samples": zeros("i32", n), "accept_masks": zeros("u32", n), "n": n.saturating_sub(1)}),
        "hip_wave_vote" => json!({
            "in": data("i32", r.vec(n, -1, 9)), "wave_stats": zeros("i32", warps),
            "bits": zeros("u64", n), "n": n - n / 8}),
        "histogram_early_return" => json!({
            "data": data("u8", r.vec(n, 0, 255)), "bins": zeros("i32", 256), "n": n - n / 8}),
        "nested_continue" => {
            let mut ptr: Vec<i64> = r.vec(n, 0, 3 * n as i64);
            ptr.push(0);
            ptr.sort();
            json!({
                "row_ptr": data("i32", ptr), "vals": json!({"type": "f32", "data":
                    (0..3 * n).map(|_| [0.0, 1.5, -2.0][r.range(0, 2) as usize]).collect::<Vec<f64>>()}),
                "rows": n, "sums": zeros("f32", n), "busy_rounds": zeros("u32", n),
                "positive_votes": zeros("u32", n)})
        }
        "stream_compact" => json!({
            "in": data("i32", r.vec(n, -5, 5)), "out": zeros("i32", n),
            "warp_counts": zeros("i32", warps), "n": n.saturating_sub(3)}),
        "switch_fallthrough" => json!({
            "ops": data("i32", r.vec(n, 0, 4)), "vals": data("i32", r.vec(n, -3, 9)),
            "masks": zeros("u32", n), "n": n.saturating_sub(2)}),
        "warp_reduce" => json!({
            "in": json!({"type": "f32", "data": (0..n).map(|i| i as f64).collect::<Vec<f64>>()}),
            "warp_sums": zeros("f32", warps), "n": n.saturating_sub(3)}),
        _ => return None,
    })
}

/// The kernel to run in samples with several.
pub fn sample_kernel(name: &str) -> Option<&'static str> {
    (name == "histogram_early_return").then_some("histogram")
}

/// One run of a sample: the kernel, the launch and the arguments.
pub struct SampleRun {
    pub kernel: Option<String>,
    pub launch: Launch,
    pub args: runtime::launch::Args,
}

/// The fixed launch of a sample taken from public GPU code: its kernels assume a
/// block shape, a warp size of 32 and dynamic shared memory, so it runs only as
/// `samples/args/<name>.launch` says (`tangle run` options on one line:
/// `--kernel`, `--threads`, `--blocks`, `--shared-bytes`, `--warp-size`), with
/// `samples/args/<name>.json`. `None` for the samples written for tangle, which
/// run at any size with [`sample_args`].
pub fn fixed_launch(name: &str) -> Option<SampleRun> {
    let dir = crate::samples_dir().join("args");
    let line = std::fs::read_to_string(dir.join(format!("{name}.launch"))).ok()?;
    let json = std::fs::read_to_string(dir.join(format!("{name}.json")))
        .unwrap_or_else(|e| panic!("samples/args/{name}.json: {e}"));
    let args = runtime::launch::collect(Some(&json), &[])
        .unwrap_or_else(|e| panic!("samples/args/{name}.json: {e}"));
    let mut run = SampleRun {
        kernel: None,
        launch: Launch::default(),
        args,
    };
    let words: Vec<&str> = line.split_whitespace().collect();
    for pair in words.chunks(2) {
        let [option, value] = pair else {
            panic!("samples/args/{name}.launch: `{}` has no value", pair[0])
        };
        let bad =
            |e: runtime::Failure| -> Dim3 { panic!("samples/args/{name}.launch: {option}: {e}") };
        match *option {
            "--kernel" => run.kernel = Some(value.to_string()),
            "--threads" => {
                run.launch.threads = runtime::launch::block_shape(value).unwrap_or_else(bad)
            }
            "--blocks" => {
                run.launch.blocks = runtime::launch::grid_shape(value).unwrap_or_else(bad)
            }
            "--shared-bytes" => run.launch.shared_bytes = value.parse().expect("a byte count"),
            "--warp-size" => run.launch.warp_size = value.parse().expect("a warp size"),
            _ => panic!("samples/args/{name}.launch: unknown option `{option}`"),
        }
    }
    Some(run)
}

/// The runs of a sample for tests that compare engines: its fixed launch if it
/// has one, else one run per `(threads, warp size)` with [`sample_args`].
pub fn sample_runs(name: &str, shapes: &[(u32, u32)]) -> Vec<SampleRun> {
    if let Some(run) = fixed_launch(name) {
        return vec![run];
    }
    shapes
        .iter()
        .map(|&(threads, warp_size)| {
            let args = sample_args(name, threads as usize, warp_size as usize)
                .unwrap_or_else(|| panic!("no arguments for sample {name}: add them to testkit/src/inputs.rs or samples/args/{name}.launch"));
            SampleRun {
                kernel: sample_kernel(name).map(String::from),
                launch: Launch {
                    threads: threads.into(),
                    warp_size,
                    ..Launch::default()
                },
                args: args.as_object().unwrap().clone().into_iter().collect(),
            }
        })
        .collect()
}

/// Samples Clang 22 cannot compile to IR through `--ir-from clang`'s shim, and
/// why (the tests that compare with Clang's IR check that it still fails on
/// them): Clang compiles the host code that tangle skips, as C, and has none of C++'s
/// conversions.
pub const CLANG_CANNOT: &[(&str, &str)] = &[
    ("atomic_intrinsics_test", "undeclared function 'cudaMalloc'"),
    (
        "constant_nested_init",
        "undeclared library function 'malloc'",
    ),
    // C has no conversion from the launch variables' struct to `dim3`: tangle gives it
    // CUDA's constructor.
    (
        "dim3_cast",
        "initializing 'dim3' (aka 'struct dim3') with an expression of incompatible type",
    ),
    ("hipmath_union", "use of undeclared identifier 'hipError_t'"),
    ("shared_reverse", "variable length arrays are not supported"),
    (
        "symbol_init_address",
        "use of undeclared identifier 'hipError_t'",
    ),
    // C has no `extern "C"`, which tangle takes as nvcc does.
    ("simple_assert", "expected identifier or '('"),
    ("transpose_tiles", "unknown type name 'cudaError_t'"),
];

/// Whether Clang's IR of the sample can be compared (see [`CLANG_CANNOT`]).
pub fn clang_compiles(name: &str) -> bool {
    !CLANG_CANNOT.iter().any(|(n, _)| *n == name)
}

/// `opt-22 -O2` of textual IR, as textual IR.
pub fn optimise(ir: &[u8]) -> Vec<u8> {
    optimise_at(ir, "-O2")
}

/// `opt-22` with `level` (`-O3`, or a pass list such as `-passes=sroa,instcombine`).
pub fn optimise_at(ir: &[u8], level: &str) -> Vec<u8> {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (o0, o2) = (dir.path().join("o0.ll"), dir.path().join("o2.ll"));
    std::fs::write(&o0, ir).expect("write IR");
    let out = std::process::Command::new("opt-22")
        .args([level, "-S", "-o"])
        .arg(&o2)
        .arg(&o0)
        .output()
        .expect("opt-22 runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::read(&o2).expect("optimised IR")
}
