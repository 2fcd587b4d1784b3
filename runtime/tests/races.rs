//! The race check (`runtime::race`) on both engines: the source engine, the
//! IR engine on tangle's lowering (which must report exactly the same races,
//! columns included) and on Clang 22's IR (the same variables, kinds and
//! lines: Clang's columns are its own). Racy kernels get their exact reports;
//! each has a correct version that gets none; and no sample races.

mod common;
use testkit::inputs;

use common::*;
use expect_test::{expect, Expect};
use runtime::launch::Launch;
use runtime::trace::RunOutput;
use testkit::compile;

fn racecheck(threads: u32, blocks: u32) -> Launch {
    Launch {
        blocks: blocks.into(),
        racecheck: true,
        ..launch(threads, 32)
    }
}

fn run_tangle_ir(src: &str, launch: &Launch, json: &str) -> RunOutput {
    let (unit, analysis) = compile(src);
    let lowered = driver::lower_tangle(&unit, &analysis).expect("tangle lowers it");
    let kernel = runtime::source::pick_kernel(&unit, None).expect("one kernel");
    let name = unit.program.functions[kernel].name.clone();
    runtime::ir::run(&lowered.module, "test.cu", Some(&name), launch, &args(json))
        .expect("the run starts")
}

/// Variable, kinds and lines of each race: what every engine must agree on.
fn lines(r: &RunOutput) -> Vec<String> {
    r.races
        .iter()
        .flat_map(|x| &x.shown)
        .map(|x| {
            let line = |s: &runtime::race::Side| s.loc.map_or(0, |l| l.0);
            format!(
                "{} {}@{} {}@{}",
                x.name,
                x.first.kind.name(),
                line(&x.first),
                x.second.kind.name(),
                line(&x.second)
            )
        })
        .collect()
}

/// Runs `src` on the three ways and checks the reports against `expected`
/// (the source engine's, with the race check's summary).
fn check(src: &str, launch: &Launch, json: &str, expected: Expect) {
    let source = run_source(src, launch, json);
    let tangle_ir = run_tangle_ir(src, launch, json);
    let clang_ir = run_ir(src, launch, json);
    for (name, r) in [
        ("source", &source),
        ("tangle IR", &tangle_ir),
        ("clang IR", &clang_ir),
    ] {
        assert!(r.errors.is_empty(), "{name}: {:?}", r.errors);
    }
    assert_eq!(source.race_lines(), tangle_ir.race_lines(), "tangle's IR");
    assert_eq!(source.races, tangle_ir.races, "tangle's IR");
    assert_eq!(lines(&source), lines(&clang_ir), "Clang's IR");
    let races = source.races.as_ref().expect("the race check ran");
    let mut text = source.race_lines();
    text.push(format!(
        "pairs of sites: {}, shown: {}",
        races.pairs,
        races.shown.len()
    ));
    expected.assert_eq(&text.join("\n"));
}

/// The warp-synchronous inclusive scan of Sengupta, Harris and Garland,
/// "Efficient Parallel Scan Algorithms for GPUs" (NVIDIA NVR-2008-003,
/// `scan_warp`), long in the CUDA SDK's scan sample: lanes of a warp read
/// their neighbours' partial sums with no synchronisation, relying on the
/// warp executing in lock-step (`volatile` only keeps the compiler from
/// caching). Since Volta's independent thread scheduling that is a race.
const LOCKSTEP_SCAN: &str = r#"
__global__ void scan(int *data) {
    __shared__ volatile int s[64];
    int tid = threadIdx.x;
    int lane = tid & 31;
    s[tid] = data[tid];
    __syncthreads();
    if (lane >= 1) s[tid] += s[tid - 1];
    if (lane >= 2) s[tid] += s[tid - 2];
    if (lane >= 4) s[tid] += s[tid - 4];
    if (lane >= 8) s[tid] += s[tid - 8];
    if (lane >= 16) s[tid] += s[tid - 16];
    data[tid] = s[tid];
}
"#;

/// The same scan made correct: every read of a neighbour is separated from
/// the neighbour's write by `__syncwarp()`, on both sides.
const SYNCWARP_SCAN: &str = r#"
__global__ void scan(int *data) {
    __shared__ int s[64];
    int tid = threadIdx.x;
    int lane = tid & 31;
    s[tid] = data[tid];
    __syncthreads();
    for (int d = 1; d < 32; d *= 2) {
        int v = lane >= d ? s[tid - d] : 0;
        __syncwarp();
        s[tid] += v;
        __syncwarp();
    }
    data[tid] = s[tid];
}
"#;

const DATA64: &str = r#"{"data": {"type": "i32", "data": [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
    25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46,
    47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64]}}"#;

#[test]
fn the_lockstep_scan_races_within_a_warp() {
    check(
        LOCKSTEP_SCAN,
        &racecheck(64, 1),
        DATA64,
        expect![[r#"
            warning[race] `s`+4 (__shared__ of block 0): write by thread 1 at test.cu:8:20 and read by thread 2 at test.cu:8:30: no barrier or warp operation orders them (2 times at these sites)
            warning[race] `s`+8 (__shared__ of block 0): write by thread 2 at test.cu:9:20 and read by thread 3 at test.cu:8:30: no barrier or warp operation orders them (4 times at these sites)
            warning[race] `s`+4 (__shared__ of block 0): write by thread 1 at test.cu:8:20 and read by thread 3 at test.cu:9:30: no barrier or warp operation orders them (2 times at these sites)
            warning[race] `s`+8 (__shared__ of block 0): write by thread 2 at test.cu:9:20 and read by thread 4 at test.cu:9:30: no barrier or warp operation orders them (4 times at these sites)
            warning[race] `s`+16 (__shared__ of block 0): write by thread 4 at test.cu:10:20 and read by thread 5 at test.cu:8:30: no barrier or warp operation orders them (8 times at these sites)
            warning[race] `s`+4 (__shared__ of block 0): write by thread 1 at test.cu:8:20 and read by thread 5 at test.cu:10:30: no barrier or warp operation orders them (2 times at these sites)
            warning[race] `s`+16 (__shared__ of block 0): write by thread 4 at test.cu:10:20 and read by thread 6 at test.cu:9:30: no barrier or warp operation orders them (8 times at these sites)
            warning[race] `s`+8 (__shared__ of block 0): write by thread 2 at test.cu:9:20 and read by thread 6 at test.cu:10:30: no barrier or warp operation orders them (4 times at these sites)
            warning[race] `s`+16 (__shared__ of block 0): write by thread 4 at test.cu:10:20 and read by thread 8 at test.cu:10:30: no barrier or warp operation orders them (8 times at these sites)
            warning[race] `s`+32 (__shared__ of block 0): write by thread 8 at test.cu:11:20 and read by thread 9 at test.cu:8:30: no barrier or warp operation orders them (16 times at these sites)
            warning[race] `s`+4 (__shared__ of block 0): write by thread 1 at test.cu:8:20 and read by thread 9 at test.cu:11:30: no barrier or warp operation orders them (2 times at these sites)
            warning[race] `s`+32 (__shared__ of block 0): write by thread 8 at test.cu:11:20 and read by thread 10 at test.cu:9:30: no barrier or warp operation orders them (16 times at these sites)
            warning[race] `s`+8 (__shared__ of block 0): write by thread 2 at test.cu:9:20 and read by thread 10 at test.cu:11:30: no barrier or warp operation orders them (4 times at these sites)
            warning[race] `s`+32 (__shared__ of block 0): write by thread 8 at test.cu:11:20 and read by thread 12 at test.cu:10:30: no barrier or warp operation orders them (16 times at these sites)
            warning[race] `s`+16 (__shared__ of block 0): write by thread 4 at test.cu:10:20 and read by thread 12 at test.cu:11:30: no barrier or warp operation orders them (8 times at these sites)
            warning[race] `s`+32 (__shared__ of block 0): write by thread 8 at test.cu:11:20 and read by thread 16 at test.cu:11:30: no barrier or warp operation orders them (16 times at these sites)
            warning[race] `s`+64 (__shared__ of block 0): write by thread 16 at test.cu:12:21 and read by thread 17 at test.cu:8:30: no barrier or warp operation orders them (30 times at these sites)
            warning[race] `s`+4 (__shared__ of block 0): write by thread 1 at test.cu:8:20 and read by thread 17 at test.cu:12:31: no barrier or warp operation orders them (2 times at these sites)
            warning[race] `s`+64 (__shared__ of block 0): write by thread 16 at test.cu:12:21 and read by thread 18 at test.cu:9:30: no barrier or warp operation orders them (28 times at these sites)
            warning[race] `s`+8 (__shared__ of block 0): write by thread 2 at test.cu:9:20 and read by thread 18 at test.cu:12:31: no barrier or warp operation orders them (4 times at these sites)
            pairs of sites: 24, shown: 20"#]],
    );
}

#[test]
fn the_scan_with_syncwarp_does_not_race() {
    check(
        SYNCWARP_SCAN,
        &racecheck(64, 1),
        DATA64,
        expect!["pairs of sites: 0, shown: 0"],
    );
    let out = run_source(SYNCWARP_SCAN, &racecheck(64, 1), DATA64);
    let sums: Vec<i64> = (1..=64)
        .map(|i: i64| {
            let start = if i > 32 { 33 } else { 1 };
            (start..=i).sum()
        })
        .collect();
    assert_eq!(buffer(&out, "data"), sums);
}

/// `__syncwarp()` after each step is not enough: within a step a lane reads
/// its neighbour's element while the neighbour writes it.
#[test]
fn a_syncwarp_between_steps_only_still_races() {
    let src = r#"
__global__ void scan(int *data) {
    __shared__ int s[32];
    int tid = threadIdx.x;
    s[tid] = data[tid];
    __syncwarp();
    if (tid >= 1) s[tid] += s[tid - 1];
    __syncwarp();
    if (tid >= 2) s[tid] += s[tid - 2];
    __syncwarp();
    data[tid] = s[tid];
}
"#;
    check(
        src,
        &racecheck(32, 1),
        DATA64,
        expect![[r#"
        warning[race] `s`+4 (__shared__ of block 0): write by thread 1 at test.cu:7:19 and read by thread 2 at test.cu:7:29: no barrier or warp operation orders them (30 times at these sites)
        warning[race] `s`+8 (__shared__ of block 0): write by thread 2 at test.cu:9:19 and read by thread 4 at test.cu:9:29: no barrier or warp operation orders them (28 times at these sites)
        pairs of sites: 2, shown: 2"#]],
    );
}

/// The classic block reduction with the barrier inside the loop forgotten:
/// without it nothing orders thread 0's reads of `s[tid + stride]` against
/// the writes of the threads that own those elements, in its warp (thread 1
/// writes `s[1]`) and in the others (thread 32 writes `s[32]`): one pair of
/// sites, 120 dynamic pairs.
const REDUCE_NO_BARRIER: &str = r#"
__global__ void reduce(const int *in, int *out) {
    __shared__ int s[128];
    int tid = threadIdx.x;
    s[tid] = in[tid];
    __syncthreads();
    for (int stride = 64; stride > 0; stride /= 2) {
        if (tid < stride) s[tid] += s[tid + stride];
    }
    if (tid == 0) out[0] = s[0];
}
"#;

const REDUCE: &str = r#"
__global__ void reduce(const int *in, int *out) {
    __shared__ int s[128];
    int tid = threadIdx.x;
    s[tid] = in[tid];
    __syncthreads();
    for (int stride = 64; stride > 0; stride /= 2) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0) out[0] = s[0];
}
"#;

const REDUCE_ARGS: &str =
    r#"{"in": {"type": "i32", "len": 128}, "out": {"type": "i32", "len": 1}}"#;

#[test]
fn a_reduction_missing_its_barrier_races() {
    check(
        REDUCE_NO_BARRIER,
        &racecheck(128, 1),
        REDUCE_ARGS,
        expect![[r#"
            warning[race] `s`+4 (__shared__ of block 0): read by thread 0 at test.cu:8:37 and write by thread 1 at test.cu:8:27: no barrier or warp operation orders them (120 times at these sites)
            pairs of sites: 1, shown: 1"#]],
    );
    check(
        REDUCE,
        &racecheck(128, 1),
        REDUCE_ARGS,
        expect!["pairs of sites: 0, shown: 0"],
    );
}

/// A counter incremented with a plain load and store by one thread of each
/// block: blocks are never ordered, so block 1's access races with block 0's.
#[test]
fn blocks_race_on_a_global_counter_unless_atomic() {
    let plain = r#"
__global__ void count(int *counter) {
    if (threadIdx.x == 0) {
        int c = *counter;
        *counter = c + 1;
    }
}
"#;
    let json = r#"{"counter": {"type": "i32", "len": 1}}"#;
    check(
        plain,
        &racecheck(32, 3),
        json,
        expect![[r#"
        warning[race] `counter`+0 (global memory): write by thread 0 of block 0 at test.cu:5:9 and read by thread 32 of block 1 at test.cu:4:17: blocks are never ordered (3 times at these sites)
        warning[race] `counter`+0 (global memory): write by thread 0 of block 0 at test.cu:5:9 and write by thread 32 of block 1 at test.cu:5:9: blocks are never ordered (2 times at these sites)
        pairs of sites: 2, shown: 2"#]],
    );
    // Atomics never race with atomics, in one block or across blocks.
    let atomic = r#"
__global__ void count(int *counter) {
    atomicAdd(counter, 1);
}
"#;
    check(
        atomic,
        &racecheck(32, 3),
        json,
        expect!["pairs of sites: 0, shown: 0"],
    );
}

/// An atomic and a plain access to the same address race, unless ordered.
#[test]
fn an_atomic_and_a_plain_write_race_unless_a_barrier_orders_them() {
    let racy = r#"
__global__ void reset(int *counter) {
    atomicAdd(counter, 1);
    if (threadIdx.x == 0) *counter = 0;
}
"#;
    let json = r#"{"counter": {"type": "i32", "len": 1}}"#;
    check(
        racy,
        &racecheck(32, 1),
        json,
        expect![[r#"
        warning[race] `counter`+0 (global memory): write by thread 0 at test.cu:4:27 and atomic by thread 1 at test.cu:3:5: no barrier or warp operation orders them (31 times at these sites)
        pairs of sites: 1, shown: 1"#]],
    );
    let ordered = r#"
__global__ void reset(int *counter) {
    atomicAdd(counter, 1);
    __syncthreads();
    if (threadIdx.x == 0) *counter = 0;
}
"#;
    check(
        ordered,
        &racecheck(32, 1),
        json,
        expect!["pairs of sites: 0, shown: 0"],
    );
}

/// Every sample, on the launches the engine comparisons use (its launch file,
/// or two and four warps), is race-free on both engines.
#[test]
fn no_sample_races() {
    for path in testkit::sample_paths() {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).expect("readable sample");
        let unit = frontend::compile(
            &frontend::Input::Text {
                name: format!("samples/{name}.cu"),
                text,
            },
            &frontend::Options::beside(&path),
        );
        assert!(!unit.has_errors(), "{name}");
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        let lowered = driver::lower_tangle(&unit, &analysis).expect("tangle lowers it");
        for run in inputs::sample_runs(&name, &[(64, 32), (128, 32)]) {
            let launch = Launch {
                racecheck: true,
                ..run.launch
            };
            let kernel = run.kernel.as_deref();
            let source = runtime::source::run(&unit, &analysis, kernel, &launch, &run.args)
                .expect("the run starts");
            let k = runtime::source::pick_kernel(&unit, kernel).expect("the kernel");
            let k = unit.program.functions[k].name.clone();
            let ir = runtime::ir::run(&lowered.module, &unit.name, Some(&k), &launch, &run.args)
                .expect("the run starts");
            for r in [&source, &ir] {
                assert!(r.errors.is_empty(), "{name}: {:?}", r.errors);
                let lines = r.race_lines();
                // llm.c's softmax kernel 4 races (tests/third_party_samples.rs says where).
                if name == "softmax_forward" {
                    assert!(
                        lines.len() == 1
                            && lines[0].contains(":197:")
                            && lines[0].contains(":217:"),
                        "{lines:?}"
                    );
                    continue;
                }
                assert_eq!(
                    lines,
                    Vec::<String>::new(),
                    "{name} on the {} engine, {} threads",
                    r.engine,
                    launch.threads
                );
                assert!(r.races.as_ref().is_some_and(|x| x.stopped.is_none()));
            }
        }
    }
}
