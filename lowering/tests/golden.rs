//! Golden `.ll` files for every sample, each also verified by `opt-22`.
//! Refresh with `UPDATE_EXPECT=1 cargo test -p lowering --test golden` and
//! review the diff.

mod common;

use expect_test::expect_file;
use lowering::Emit;
use std::path::PathBuf;

fn lower_sample(path: &std::path::Path, options: &lowering::Options) -> String {
    let (unit, analysis) = testkit::compile_sample(path);
    let ir = lowering::lower_to_bytes(&unit, &analysis, options, Emit::Llvm)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let ir = String::from_utf8(ir).expect("UTF-8 IR");
    if let Err(e) = common::opt_verify(&ir) {
        panic!("opt-22 rejects the IR of {}: {e}", path.display());
    }
    ir
}

#[test]
fn every_sample_lowers_to_its_golden_ir() {
    let files = testkit::sample_paths();
    assert!(files.len() >= 15, "the samples are there");
    for path in files {
        let ir = lower_sample(&path, &lowering::Options::default());
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        expect_file![format!("golden/{stem}.ll")].assert_eq(&ir);
    }
}

#[test]
fn with_g_every_instruction_has_a_location() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../samples/break_ballot.cu");
    let options = lowering::Options {
        debug: true,
        ..Default::default()
    };
    let ir = lower_sample(&path, &options);
    expect_file!["golden/break_ballot.g.ll"].assert_eq(&ir);
    let body: Vec<&str> = ir
        .lines()
        .skip_while(|l| !l.starts_with("define"))
        .take_while(|l| *l != "}")
        .filter(|l| l.starts_with("  "))
        .collect();
    assert!(!body.is_empty());
    for line in body {
        // Token intrinsics are not user code; everything else maps to a line.
        if !line.contains("llvm.experimental.convergence.entry") {
            assert!(line.contains("!dbg !"), "no location: {line}");
        }
    }
}
