//! Golden tests: the model of every sample kernel, as text and as JSON,
//! compared with the files in `tests/golden/` (`UPDATE_EXPECT=1` rewrites them;
//! review the diff like code).

use expect_test::expect_file;
use frontend::{compile, Input, Options, Unit};
use std::path::{Path, PathBuf};

fn samples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../samples")
}

/// Compiles `samples/<name>.cu`, which must succeed without errors or warnings
/// (samples taken from public code keep their host code: notes say it is skipped).
fn compile_sample(name: &str) -> Unit {
    // Relative to the package (cargo's working directory for tests), so that `__FILE__` and
    // the headers' names in the dumps do not depend on where the checkout is.
    let path = Path::new("../samples").join(format!("{name}.cu"));
    let mut unit = compile(&Input::File(path), &Options::default());
    assert!(
        unit.diagnostics
            .iter()
            .all(|d| d.severity == frontend::diag::Severity::Note),
        "{name}.cu has diagnostics:\n{}",
        frontend::diag::render_plain(&unit.diagnostics, &unit.sources)
    );
    // The dumps show the name the user gave; keep it independent of the checkout.
    unit.name = format!("samples/{name}.cu");
    unit
}

fn check(name: &str) {
    let unit = compile_sample(name);
    expect_file![format!("golden/{name}.model.txt")].assert_eq(&frontend::dump::text(&unit));
    let mut json = serde_json::to_string_pretty(&frontend::dump::json(&unit)).expect("JSON");
    json.push('\n');
    expect_file![format!("golden/{name}.model.json")].assert_eq(&json);
}

/// The samples' names (`samples/*.cu`), sorted.
fn sample_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(samples_dir())
        .expect("samples/")
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "cu").then(|| p.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    names.sort();
    names
}

/// Every sample in the folder, a new one included: its dumps must match its golden files.
#[test]
fn every_sample_matches_its_goldens() {
    let names = sample_names();
    assert!(names.len() >= 25, "the samples are there");
    for name in &names {
        check(name);
    }
}

/// Every golden file belongs to a sample (a renamed or removed sample leaves none behind).
#[test]
fn every_golden_file_has_a_sample() {
    let names: std::collections::BTreeSet<String> = sample_names().into_iter().collect();
    let golden_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    for entry in std::fs::read_dir(golden_dir).expect("tests/golden/") {
        let file = entry
            .expect("a directory entry")
            .file_name()
            .into_string()
            .expect("UTF-8");
        let stem = file.split('.').next().unwrap_or_default();
        assert!(
            names.contains(stem),
            "tests/golden/{file} belongs to no sample"
        );
    }
}
