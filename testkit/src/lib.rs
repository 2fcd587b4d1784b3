//! What the test suites and benchmarks of every stage share, so that none restates it: the
//! bundled samples and their launch arguments ([`inputs`]), compiling and analysing C
//! text, failing the test on any frontend error, the generated kernel that the scaling
//! benchmarks time ([`scaling_kernel`]), and the benchmarks' settings and medians.

pub mod inputs;

use frontend::{Input, Options, Unit};
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;
use tangles::Analysis;

/// The workspace's `samples/` directory.
pub fn samples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../samples")
}

/// The bundled samples (`samples/*.cu`), sorted.
pub fn sample_paths() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(samples_dir())
        .expect("readable samples directory")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .collect();
    files.sort();
    assert!(files.len() >= 15, "the samples are there");
    files
}

/// Compiles and analyses C source named `test.cu`; panics (failing the test) on frontend
/// errors.
pub fn compile(src: &str) -> (Unit, Analysis) {
    compile_named("test.cu", src)
}

/// The same, with the file name diagnostics and reports show.
pub fn compile_named(name: &str, src: &str) -> (Unit, Analysis) {
    compile_with(name, src, &Options::default())
}

/// Compiles and analyses a sample file, named `samples/<file>` whatever the checkout's
/// location, its directory searched for its includes.
pub fn compile_sample(path: &Path) -> (Unit, Analysis) {
    let src = std::fs::read_to_string(path).expect("a readable sample");
    let file = path.file_name().expect("a file").to_string_lossy();
    compile_with(&format!("samples/{file}"), &src, &Options::beside(path))
}

fn compile_with(name: &str, src: &str, options: &Options) -> (Unit, Analysis) {
    let unit = frontend::compile(
        &Input::Text {
            name: name.into(),
            text: src.into(),
        },
        options,
    );
    assert!(
        !unit.has_errors(),
        "{}",
        frontend::diag::render_plain(&unit.diagnostics, &unit.sources)
    );
    let analysis = tangles::analyze(&unit.program).expect("analysis succeeds");
    (unit, analysis)
}

/// A kernel of about `stmts` statements (`cargo bench -p tangles`, and `tangle report` in
/// `benches/report_and_fuzz.rs`): a repeated unit of straight-line
/// code, an if/else, a loop with a divergent break path and a ballot, a
/// switch with fall-through and a forward goto, so every rule is exercised.
/// Each unit is a block, as real code scopes its gotos: a goto at function
/// level keeps its two unrelated tangles alive to the end of the function
/// (the strict rules), which the analysis bounds at `MAX_TANGLES` per
/// statement but which is not the common case worth timing.
pub fn scaling_kernel(stmts: usize) -> String {
    let mut s = String::from(
        "__global__ void big(int *out, int n) {\n  int t = threadIdx.x;\n  int acc = 0;\n",
    );
    // One unit is 24 statements (counting blocks, labels and cases).
    for u in 0..stmts.div_ceil(24) {
        let _ = write!(
            s,
            "  {{ acc += t * {u};\n\
             \x20 if (t % 3 == {m}) {{ acc += 1; out[t] = __activemask(); }} else {{ acc -= 1; }}\n\
             \x20 for (int i = 0; i < n; i++) {{\n\
             \x20   if (acc == i) {{ out[t] = __ballot_sync(__activemask(), 1); break; }}\n\
             \x20   acc += i;\n\
             \x20 }}\n\
             \x20 switch (t % 4) {{\n\
             \x20 case 0: acc += 2;\n\
             \x20 case 1: out[t] += __activemask(); break;\n\
             \x20 default: acc = 0;\n\
             \x20 }}\n\
             \x20 if (acc > {u}) goto skip{u};\n\
             \x20 acc *= 2;\n\
             skip{u}:\n\
             \x20 out[t] += acc; }}\n",
            m = u % 3
        );
    }
    s.push_str("}\n");
    s
}

/// The median of a benchmark's timings (the upper one of an even count).
pub fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// A benchmark's setting from the environment variable `name`, or `default`.
pub fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}
