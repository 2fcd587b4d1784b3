//! Helpers shared by the runtime's tests: compile C text, run it on either
//! engine, and read the events back by source line.
#![allow(dead_code)]

use frontend::Options;
use runtime::launch::Launch;
use runtime::trace::RunOutput;

pub fn args(json: &str) -> runtime::launch::Args {
    runtime::launch::collect(Some(json), &[]).expect("test arguments are valid JSON")
}

pub fn launch(threads: u32, warp_size: u32) -> Launch {
    Launch {
        threads: threads.into(),
        warp_size,
        ..Launch::default()
    }
}

pub fn run_source(src: &str, launch: &Launch, json: &str) -> RunOutput {
    let (unit, analysis) = testkit::compile(src);
    runtime::source::run(&unit, &analysis, None, launch, &args(json)).expect("the run starts")
}

/// Clang 22's IR for `src` (with tokens for structured code), run by the IR engine.
pub fn run_ir(src: &str, launch: &Launch, json: &str) -> RunOutput {
    let (unit, _) = testkit::compile(src);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("test.cu");
    std::fs::write(&path, src).expect("writable");
    let lowered = driver::lower(&path, &Options::default()).expect("clang lowers it");
    let kernel = runtime::source::pick_kernel(&unit, None).expect("one kernel");
    let name = unit.program.functions[kernel].name.clone();
    runtime::ir::run(&lowered.module, "test.cu", Some(&name), launch, &args(json))
        .expect("the run starts")
}

/// The thread sets of the events at the convergent call(s) on `line`, in
/// release order.
pub fn groups(out: &RunOutput, line: u32) -> Vec<Vec<u32>> {
    out.events
        .iter()
        .filter(|e| out.sites[e.site as usize].line == Some(line))
        .map(|e| e.threads.to_vec())
        .collect()
}

/// The same, sorted (for comparing engines, whose release orders may differ).
pub fn sorted_groups(out: &RunOutput, line: u32) -> Vec<Vec<u32>> {
    let mut g = groups(out, line);
    g.sort();
    g
}

pub fn buffer(out: &RunOutput, name: &str) -> Vec<i64> {
    out.buffers
        .iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("no buffer {name}"))
        .1
        .values()
        .iter()
        .map(|v| v.as_i64().expect("an integer"))
        .collect()
}

pub fn range(a: u32, b: u32) -> Vec<u32> {
    (a..b).collect()
}

/// A generated kernel `kernel(int *out, int n)` (`frontend::generate`) with `features`.
pub fn generated(seed: u64, features: frontend::generate::Features) -> String {
    let config = frontend::generate::Config {
        features,
        ..frontend::generate::Config::default()
    };
    frontend::generate::generate(seed, &config)
}

/// Arguments for a generated kernel run by `threads` threads: its output
/// slots, and `n` a little below the thread count so some threads skip work.
pub fn generated_args(threads: u32) -> runtime::launch::Args {
    let slots = frontend::generate::SLOTS;
    args(&format!(
        r#"{{"out": {{"type": "i32", "len": {}}}, "n": {}}}"#,
        threads * slots,
        threads - 5
    ))
}
