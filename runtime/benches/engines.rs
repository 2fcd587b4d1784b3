//! Engine throughput: thread-instructions per second of both engines on every
//! sample with 1 block of 1024 threads, and the slowdown against native code
//! (gcc -O2, the launch as a loop over threads) for kernels without
//! cross-thread operations, where such a loop is a correct execution, at 1,024
//! threads (1 block) and 65,536 (64 blocks).
//!
//! `cargo bench -p runtime` (or `make bench`). Thread-instructions are each
//! engine's own: bytecode instructions (source) or LLVM instructions (IR).
//! Where an OpenCL twin is easy to write (collatz), it also compares with
//! Oclgrind (Debian's `oclgrind`), another interpreter of GPU kernels.

use testkit::inputs;

use frontend::{Input, Options};
use runtime::launch::Launch;
use runtime::trace::RunOutput;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const THREADS: u32 = 1024;
const REPEATS: usize = 3;
/// Rounds of the paired comparison with native code.
const ROUNDS: usize = 5;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The best of a few runs (the machine is shared with other builds).
fn time<T>(mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut best = None;
    let mut last = None;
    for _ in 0..REPEATS {
        let start = Instant::now();
        let out = f();
        let d = start.elapsed();
        best = Some(best.map_or(d, |b: Duration| b.min(d)));
        last = Some(out);
    }
    (best.unwrap_or_default(), last.expect("at least one run"))
}

struct Measured {
    steps: u64,
    /// Of `steps`, those run in lockstep (the source engine).
    lockstep_steps: u64,
    /// The whole launch: binding arguments, running, reading buffers back.
    time: Duration,
    /// Running alone ([`RunOutput::run_time`]), best of the repeats.
    run: Duration,
}

impl Measured {
    fn rate(&self) -> f64 {
        self.steps as f64 / self.time.as_secs_f64() / 1e6
    }
}

/// Times `f` as [`time`] does, and the best [`RunOutput::run_time`] of its runs.
fn time_run(mut f: impl FnMut() -> RunOutput) -> (Measured, RunOutput) {
    let mut run = Duration::MAX;
    let (time, out) = time(|| {
        let out = f();
        run = run.min(out.run_time);
        out
    });
    let m = Measured {
        steps: out.steps,
        lockstep_steps: out.lockstep_steps,
        time,
        run,
    };
    (m, out)
}

/// A kernel compiled for both engines (the IR engine on Clang's IR), with its
/// launch and arguments.
struct Subject {
    path: PathBuf,
    unit: frontend::Unit,
    analysis: tangles::Analysis,
    lowered: driver::Lowered,
    kernel: Option<String>,
    args: runtime::launch::Args,
    launch: Launch,
}

impl Subject {
    fn new(path: &Path, kernel: Option<&str>, args: &Value, blocks: u32) -> Subject {
        let text = std::fs::read_to_string(path).expect("readable");
        let unit = frontend::compile(
            &Input::Text {
                name: path.display().to_string(),
                text,
            },
            &Options::default(),
        );
        assert!(!unit.has_errors(), "{} compiles", path.display());
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        let lowered = driver::lower(path, &Options::default()).expect("clang");
        Subject {
            path: path.to_path_buf(),
            unit,
            analysis,
            lowered,
            kernel: kernel.map(String::from),
            args: args.as_object().unwrap().clone().into_iter().collect(),
            launch: Launch {
                threads: THREADS.into(),
                blocks: blocks.into(),
                ..Launch::default()
            },
        }
    }

    fn source(&self, lockstep: bool) -> RunOutput {
        let (unit, analysis) = (&self.unit, &self.analysis);
        let kernel = self.kernel.as_deref();
        self.ran(runtime::source::run(
            unit,
            analysis,
            kernel,
            &self.launch(lockstep),
            &self.args,
        ))
    }

    fn ir(&self, lockstep: bool, kernel: &str) -> RunOutput {
        let module = &self.lowered.module;
        let launch = self.launch(lockstep);
        self.ran(runtime::ir::run(
            module,
            &self.unit.name,
            Some(kernel),
            &launch,
            &self.args,
        ))
    }

    fn launch(&self, lockstep: bool) -> Launch {
        Launch {
            lockstep,
            ..self.launch
        }
    }

    /// A run that started and had no error.
    fn ran(&self, out: Result<RunOutput, runtime::Failure>) -> RunOutput {
        let out = out.expect("runs");
        let path = self.path.display();
        assert!(out.errors.is_empty(), "{path}: {:?}", out.errors);
        out
    }

    /// Both engines in lockstep, and one thread at a time: source, source one
    /// by one, IR, IR one by one.
    fn measure(&self) -> ([Measured; 4], RunOutput) {
        let (source, s) = time_run(|| self.source(true));
        let (sequential, _) = time_run(|| self.source(false));
        let (ir, _) = time_run(|| self.ir(true, &s.kernel));
        let (ir_sequential, _) = time_run(|| self.ir(false, &s.kernel));
        ([source, sequential, ir, ir_sequential], s)
    }
}

/// The native driver for `kernel` (gcc -O2), in a temporary directory kept
/// with it; `None` without gcc.
fn build_native(kernel: &str) -> Option<(tempfile::TempDir, PathBuf)> {
    let dir = tempfile::tempdir().ok()?;
    let prelude = dir.path().join("tangle.h");
    std::fs::write(&prelude, frontend::PRELUDE).ok()?;
    let obj = dir.path().join("k.o");
    let exe = dir.path().join("k");
    let k = root().join(format!("benches/kernels/{kernel}.cu"));
    let d = root().join(format!("benches/native/{kernel}.c"));
    let ok = Command::new("gcc")
        .args(["-O2", "-w", "-c", "-x", "c", "-include"])
        .arg(&prelude)
        .arg(&k)
        .arg("-o")
        .arg(&obj)
        .status()
        .ok()?
        .success()
        && Command::new("gcc")
            .arg("-O2")
            .arg(&d)
            .arg(&obj)
            .arg("-o")
            .arg(&exe)
            .status()
            .ok()?
            .success();
    ok.then_some((dir, exe))
}

/// One run of the native driver: its mean time per launch of `threads` (ns),
/// over enough launches to be well above the clock's resolution, and its
/// checksum line.
fn run_native(exe: &Path, threads: u32) -> Option<(f64, String)> {
    let launches = (200 * THREADS / threads).max(3);
    let out = Command::new(exe)
        .args([threads.to_string(), launches.to_string()])
        .output()
        .ok()?;
    let line = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let (ns, sum) = line.split_once(' ')?;
    Some((ns.parse().ok()?, sum.to_string()))
}

/// The median of `v` (not empty).
fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    println!("engine throughput: 1 block of {THREADS} threads, warp size 32, best of {REPEATS}");
    println!(
        "{:<24} {:>12} {:>9} {:>10} {:>9}   {:>12} {:>9} {:>10} {:>9}",
        "sample",
        "source steps",
        "ms",
        "Msteps/s",
        "lockstep",
        "IR steps",
        "ms",
        "Msteps/s",
        "lockstep"
    );
    let dir = testkit::sample_paths();
    let row = |name: &str, s: &Measured, i: &Measured| {
        println!(
            "{:<24} {:>12} {:>9.1} {:>10.1} {:>8.0}%   {:>12} {:>9.1} {:>10.1} {:>8.0}%",
            name,
            s.steps,
            s.time.as_secs_f64() * 1e3,
            s.rate(),
            s.lockstep_steps as f64 * 100.0 / s.steps.max(1) as f64,
            i.steps,
            i.time.as_secs_f64() * 1e3,
            i.rate(),
            i.lockstep_steps as f64 * 100.0 / i.steps.max(1) as f64,
        );
    };
    for path in &dir {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let Some(args) = inputs::sample_args(&name, THREADS as usize, 32) else {
            continue;
        };
        let subject = Subject::new(path, inputs::sample_kernel(&name), &args, 1);
        let ([s, _, i, _], _) = subject.measure();
        row(&name, &s, &i);
    }
    println!();
    println!(
        "against native (gcc -O2, a loop over threads): kernels without cross-thread operations;"
    );
    println!(
        "engines' times are the kernel's execution (`run_time`), launches add binding the \
         arguments and reading the buffers back; times are the best of {REPEATS}, slowdowns \
         the median over {ROUNDS} rounds of a native run and each engine's best of {REPEATS}, \
         and the native, source and IR µs those rounds' medians"
    );
    println!(
        "{:<9} {:>7} {:>9} | {:>10} {:>8} {:>12} {:>10} | {:>10} {:>8} {:>12} {:>10}",
        "kernel",
        "threads",
        "native µs",
        "source µs",
        "slowdown",
        "one-by-one µs",
        "launch µs",
        "IR µs",
        "slowdown",
        "one-by-one µs",
        "launch µs"
    );
    let len = 64usize;
    let benches = |n: u32| {
        [
            (
                "collatz",
                json!({
                    "start": {"type": "u32", "data": (0..n).map(|i| 1000 + 37 * i).collect::<Vec<u32>>()},
                    "steps": {"type": "i32", "len": n}, "n": n}),
            ),
            (
                "row_dot",
                json!({
                    "a": {"type": "f32", "data": (0..n as usize * len).map(|i| (i % 7) as f64 * 0.5).collect::<Vec<f64>>()},
                    "b": {"type": "f32", "data": (0..len).map(|k| (k % 5) as f64 - 2.0).collect::<Vec<f64>>()},
                    "out": {"type": "f32", "len": n}, "len": len}),
            ),
        ]
    };
    for blocks in [1, 64] {
        let n = blocks * THREADS;
        for (kernel, args) in benches(n) {
            compare_native(kernel, n, blocks, &args);
        }
    }
}

/// One row of the comparison with native code (and Oclgrind's, at 1 block).
/// The slowdowns are medians over rounds of one native run (many launches)
/// and the best of a few runs of each engine: the VM's speed drifts within a
/// bench, and timing each side's best on its own put a slow stretch into one
/// side's figure only.
fn compare_native(kernel: &str, n: u32, blocks: u32, args: &Value) {
    let path = root().join(format!("benches/kernels/{kernel}.cu"));
    let subject = Subject::new(&path, None, args, blocks);
    let ([s, apart, i, i_apart], out) = subject.measure();
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    match build_native(kernel) {
        Some((_dir, exe)) => {
            let (mut native_ns, mut checksum) = (Vec::new(), String::new());
            let (mut source_ns, mut ir_ns) = (Vec::new(), Vec::new());
            for _ in 0..ROUNDS {
                let Some((ns, sum)) = run_native(&exe, n) else {
                    println!("{kernel}: the native driver did not run");
                    return;
                };
                // Each engine warm, as the native driver's repeated launches are: the
                // best of a few runs (a run after the other engine's starts cold).
                let best = |m: Measured| m.run.as_secs_f64() * 1e9;
                source_ns.push(best(time_run(|| subject.source(true)).0));
                ir_ns.push(best(time_run(|| subject.ir(true, &out.kernel)).0));
                native_ns.push(ns);
                checksum = sum;
            }
            // Each round's ratio to its own native run.
            let ratios = |engine: &[f64]| {
                median(
                    engine
                        .iter()
                        .zip(&native_ns)
                        .map(|(e, ns)| e / ns)
                        .collect(),
                )
            };
            let (source, ir) = (ratios(&source_ns), ratios(&ir_ns));
            let interp_sum: f64 = out.buffers.last().map_or(0.0, |(_, b)| {
                b.values().iter().map(|v| v.as_f64().unwrap_or(0.0)).sum()
            });
            println!(
                "{:<9} {:>7} {:>9.1} | {:>10.1} {:>7.1}x {:>12.1} {:>10.1} | {:>10.1} {:>7.1}x {:>12.1} {:>10.1}   checksums: native {checksum}, engines {interp_sum}",
                kernel,
                n,
                median(native_ns) / 1e3,
                median(source_ns) / 1e3,
                source,
                us(apart.run),
                us(s.time),
                median(ir_ns) / 1e3,
                ir,
                us(i_apart.run),
                us(i.time),
            );
        }
        None => println!("{kernel}: gcc is not available; no native comparison"),
    }
    if blocks > 1 {
        return;
    }
    match oclgrind(kernel) {
        Some(Ok((us, sum))) => println!(
            "{:<12} Oclgrind {:>10.1} µs (launch minus an empty launch); launches: source engine {:.2}x, IR engine {:.2}x of its time; checksum {sum}",
            kernel,
            us,
            s.time.as_secs_f64() * 1e6 / us,
            i.time.as_secs_f64() * 1e6 / us,
        ),
        Some(Err(why)) => println!("{kernel}: no comparison with Oclgrind: {why}"),
        None => {}
    }
}

/// Oclgrind on the OpenCL twin of `kernel` (`benches/kernels/KERNEL.cl`), with
/// the same launch and data: the best wall time of a launch minus that of an
/// empty one (process start and OpenCL compilation), in µs, and the sum of the
/// output. `None` without a twin; why not where `oclgrind-kernel` did not run.
fn oclgrind(kernel: &str) -> Option<Result<(f64, f64), String>> {
    let cl = root().join(format!("benches/kernels/{kernel}.cl"));
    if kernel != "collatz" || !cl.exists() {
        return None;
    }
    let dir = match tempfile::tempdir() {
        Ok(dir) => dir,
        Err(e) => return Some(Err(format!("no temporary directory: {e}"))),
    };
    let bytes = 4 * THREADS;
    let run = |n: u32| -> Result<(Duration, f64), String> {
        let sim = dir.path().join(format!("{kernel}-{n}.sim"));
        let text = format!(
            "{}\ncollatz_steps\n{THREADS} 1 1\n{THREADS} 1 1\n<size={bytes} uint range=1000:37:{}>\n<size={bytes} int fill=0 dump>\n<size=4 int>\n{n}\n",
            cl.display(),
            1000 + 37 * (THREADS - 1)
        );
        std::fs::write(&sim, text).map_err(|e| format!("{}: {e}", sim.display()))?;
        let (d, out) = time(|| Command::new("oclgrind-kernel").arg(&sim).output());
        let out = out.map_err(|e| {
            format!("`oclgrind-kernel` did not start ({e}); Debian's `oclgrind` package has it")
        })?;
        if !out.status.success() {
            return Err(format!(
                "`oclgrind-kernel` failed: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
        let sum = String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| {
                l.split_once(" = ")
                    .and_then(|(_, v)| v.trim().parse::<f64>().ok())
            })
            .sum();
        Ok((d, sum))
    };
    Some(run(0).and_then(|(empty, _)| {
        let (full, sum) = run(THREADS)?;
        Ok((full.saturating_sub(empty).as_secs_f64() * 1e6, sum))
    }))
}
