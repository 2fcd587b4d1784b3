//! The lowering realises the tangle engine's choices: on every sample,
//! including the goto ones (a backward goto, a goto into a loop, Duff's
//! device), the runtime's IR engine running `tangle lower`'s IR sees exactly
//! the communication the source engine sees, for full and partial warps, as
//! lowered and after `opt-22 -O2`. (On Clang's IR the goto samples can only
//! agree up to implementation-defined convergence: runtime/tests/samples.rs.)

#[path = "../runtime/tests/support/inputs.rs"]
mod inputs;

use frontend::{Input, Options};
use runtime::launch::Launch;
use std::path::{Path, PathBuf};

fn samples() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("samples directory")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .collect();
    files.sort();
    assert!(files.len() >= 15, "the samples are there");
    files
}

fn run_both(path: &Path, optimise: bool) {
    let stem = path.file_stem().unwrap().to_string_lossy().to_string();
    let name = format!("samples/{}", path.file_name().unwrap().to_string_lossy());
    let text = std::fs::read_to_string(path).expect("readable sample");
    let unit = frontend::compile(&Input::Text { name, text }, &Options::default());
    assert!(!unit.has_errors());
    let analysis = tangles::analyze(&unit.program).expect("analysis");
    let mut ir = lowering::lower_to_bytes(
        &unit,
        &analysis,
        &lowering::Options::default(),
        lowering::Emit::Llvm,
    )
    .unwrap_or_else(|e| panic!("{stem}: {e}"));
    if optimise {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let (o0, o2) = (dir.path().join("o0.ll"), dir.path().join("o2.ll"));
        std::fs::write(&o0, &ir).expect("write IR");
        let out = std::process::Command::new("opt-22")
            .args(["-O2", "-S", "-o"])
            .arg(&o2)
            .arg(&o0)
            .output()
            .expect("opt-22 runs");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        ir = std::fs::read(&o2).expect("optimised IR");
    }
    let module = runtime::ir::read::read(&stem, &ir).unwrap_or_else(|e| panic!("{stem}: {e}"));
    for (threads, warp_size) in [(64, 32), (48, 8)] {
        let args = inputs::sample_args(&stem, threads as usize, warp_size as usize)
            .unwrap_or_else(|| panic!("no arguments for {stem}"));
        let args = args.as_object().unwrap().clone().into_iter().collect();
        let launch = Launch {
            threads,
            warp_size,
            ..Launch::default()
        };
        let kernel = inputs::sample_kernel(&stem);
        let source = runtime::source::run(&unit, &analysis, kernel, &launch, &args)
            .unwrap_or_else(|e| panic!("{stem}: {e}"));
        let mut lowered =
            runtime::ir::run(&module, &unit.name, Some(&source.kernel), &launch, &args)
                .unwrap_or_else(|e| panic!("{stem}: {e}"));
        if optimise {
            // Inlining moves calls into their callers; the IR engine names a
            // site by the function that now contains it. Name it as the source
            // does (by its location), so groups are compared site by site.
            for site in &mut lowered.sites {
                if let Some(s) = source
                    .sites
                    .iter()
                    .find(|s| (s.line, s.col, &s.callee) == (site.line, site.col, &site.callee))
                {
                    site.function = s.function.clone();
                }
            }
        }
        let kinds = |r: &runtime::trace::RunOutput| -> Vec<String> {
            r.errors.iter().map(|e| format!("{:?}", e.kind)).collect()
        };
        assert_eq!(kinds(&source), kinds(&lowered), "{stem}: the same run-time errors");
        let diffs = runtime::check::compare(&source, &lowered, &Default::default());
        assert!(
            diffs.is_empty(),
            "{stem} ({threads} threads, warp {warp_size}, -O2: {optimise}): {diffs:#?}"
        );
    }
}

#[test]
fn every_sample_communicates_as_the_source_engine_says() {
    for path in samples() {
        run_both(&path, false);
    }
}

#[test]
fn and_still_after_opt_o2() {
    for path in samples() {
        run_both(&path, true);
    }
}
