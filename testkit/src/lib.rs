//! What the test suites and benchmarks of every stage share, so that none restates it: the
//! bundled samples and their launch arguments ([`inputs`]), and compiling and analysing C
//! text, failing the test on any frontend error.

pub mod inputs;

use frontend::{Input, Options, Unit};
use std::path::{Path, PathBuf};
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
