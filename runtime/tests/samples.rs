//! Every sample runs on the source engine (golden traces), and the IR engine
//! on Clang 22's IR sees the same communication: exactly for structured
//! samples (Clang's token IR), up to implementation-defined convergence for
//! the others. Refresh goldens with `UPDATE_EXPECT=1 cargo test -p runtime
//! --test samples` and review the diff.

mod common;
#[path = "support/inputs.rs"]
mod inputs;

use expect_test::expect_file;
use frontend::{Input, Options};
use runtime::launch::Launch;
use std::path::PathBuf;

fn samples() -> Vec<PathBuf> {
    inputs::sample_paths()
}

fn stem(p: &std::path::Path) -> String {
    p.file_stem().unwrap().to_string_lossy().to_string()
}

fn unit_of(path: &std::path::Path) -> frontend::Unit {
    let name = format!("samples/{}", path.file_name().unwrap().to_string_lossy());
    let text = std::fs::read_to_string(path).expect("readable sample");
    let unit = frontend::compile(&Input::Text { name, text }, &Options::default());
    assert!(!unit.has_errors());
    unit
}

fn launch(threads: u32, warp_size: u32) -> Launch {
    Launch {
        threads: threads.into(),
        warp_size,
        ..Launch::default()
    }
}

#[test]
fn every_sample_runs_on_the_source_engine() {
    for path in samples() {
        let name = stem(&path);
        let unit = unit_of(&path);
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        let args = inputs::sample_args(&name, 64, 32).unwrap_or_else(|| {
            panic!("no arguments for sample {name}: add them to tests/support/inputs.rs")
        });
        let args = args.as_object().unwrap().clone().into_iter().collect();
        let out = runtime::source::run(
            &unit,
            &analysis,
            inputs::sample_kernel(&name),
            &launch(64, 32),
            &args,
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(out.errors.is_empty(), "{name}: {:?}", out.errors);
        assert!(!out.events.is_empty(), "{name} communicates");
        expect_file![format!("golden/{name}.run.txt")].assert_eq(&out.text());
    }
}

#[test]
fn the_ir_engine_on_clangs_ir_sees_what_the_source_engine_sees() {
    for path in samples() {
        let name = stem(&path);
        let unit = unit_of(&path);
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        let lowered =
            runtime::check::lower(&path, &Options::default()).expect("clang compiles every sample");
        let structured = lowered.module.funcs.iter().any(|f| f.controlled);
        let facts = runtime::check::SiteFacts::new(&unit, &analysis, &lowered.module);
        // Full warps, and a partial last warp with narrow warps.
        for (threads, warp) in [(64, 32), (48, 8)] {
            let args = inputs::sample_args(&name, threads as usize, warp as usize).unwrap();
            let args = args.as_object().unwrap().clone().into_iter().collect();
            let l = launch(threads, warp);
            let kernel = inputs::sample_kernel(&name);
            let s = runtime::source::run(&unit, &analysis, kernel, &l, &args).unwrap();
            let i =
                runtime::ir::run(&lowered.module, &unit.name, Some(&s.kernel), &l, &args).unwrap();
            let diffs = runtime::check::compare(&s, &i, &facts);
            if structured {
                assert!(
                    diffs.is_empty(),
                    "{name} ({threads} threads, warp {warp}): {diffs:#?}"
                );
            } else {
                assert!(
                    diffs
                        .iter()
                        .all(|d| d.kind == runtime::check::DiffKind::Allowed
                            || d.kind == runtime::check::DiffKind::Downstream),
                    "{name} ({threads} threads, warp {warp}): {diffs:#?}"
                );
            }
        }
    }
}

/// LLVM's optimiser keeps convergence tokens' meaning: `opt-22 -O2` of
/// Clang's token IR communicates exactly as the source does.
#[test]
fn optimised_token_ir_communicates_as_the_source_does() {
    for path in samples() {
        let name = stem(&path);
        let (ir, via) = runtime::check::clang_ir(&path, &Options::default()).unwrap();
        if !via.contains("with convergence tokens") {
            continue;
        }
        let module = runtime::ir::read::read(&name, &inputs::optimise(&ir)).unwrap();
        assert!(module.verifier.is_none(), "{name}: -O2 output verifies");
        let unit = unit_of(&path);
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        let args = inputs::sample_args(&name, 64, 32).unwrap();
        let args = args.as_object().unwrap().clone().into_iter().collect();
        let l = launch(64, 32);
        let s = runtime::source::run(&unit, &analysis, inputs::sample_kernel(&name), &l, &args)
            .unwrap();
        let i = runtime::ir::run(&module, &unit.name, Some(&s.kernel), &l, &args).unwrap();
        let diffs = runtime::check::compare(&s, &i, &Default::default());
        assert!(diffs.is_empty(), "{name} at -O2: {diffs:#?}");
    }
}

#[test]
fn clang_gives_token_ir_exactly_for_the_structured_samples() {
    let unstructured = ["duff_shuffle", "goto_into_loop", "goto_retry"];
    for path in samples() {
        let lowered = runtime::check::lower(&path, &Options::default()).unwrap();
        let tokens = lowered.module.funcs.iter().any(|f| f.controlled);
        assert_eq!(
            tokens,
            !unstructured.contains(&stem(&path).as_str()),
            "{}: {}",
            stem(&path),
            lowered.via
        );
    }
}
