//! Every sample runs on the source engine (golden traces), and the IR engine
//! on Clang 22's IR sees the same communication: exactly for structured
//! samples (Clang's token IR), up to implementation-defined convergence for
//! the others. Refresh goldens with `UPDATE_EXPECT=1 cargo test -p runtime
//! --test samples` and review the diff.

mod common;
use testkit::inputs;

use expect_test::expect_file;
use frontend::{Input, Options};

fn stem(p: &std::path::Path) -> String {
    p.file_stem().unwrap().to_string_lossy().to_string()
}

fn unit_of(path: &std::path::Path) -> frontend::Unit {
    let name = format!("samples/{}", path.file_name().unwrap().to_string_lossy());
    let text = std::fs::read_to_string(path).expect("readable sample");
    let unit = frontend::compile(&Input::Text { name, text }, &Options::beside(path));
    assert!(!unit.has_errors());
    unit
}

#[test]
fn every_sample_runs_on_the_source_engine() {
    for path in testkit::sample_paths() {
        let name = stem(&path);
        let unit = unit_of(&path);
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        // Samples written for tangle run with 64 threads; those taken from public
        // code with their own launch, and some of those only compute (atomics,
        // printf, a sorting step).
        let run = inputs::sample_runs(&name, &[(64, 32)]).remove(0);
        let out = runtime::source::run(
            &unit,
            &analysis,
            run.kernel.as_deref(),
            &run.launch,
            &run.args,
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(out.errors.is_empty(), "{name}: {:?}", out.errors);
        if inputs::fixed_launch(&name).is_none() {
            assert!(!out.events.is_empty(), "{name} communicates");
        }
        expect_file![format!("golden/{name}.run.txt")].assert_eq(&out.text());
    }
}

#[test]
fn the_ir_engine_on_clangs_ir_sees_what_the_source_engine_sees() {
    for path in testkit::sample_paths() {
        let name = stem(&path);
        if !inputs::clang_compiles(&name) {
            continue; // tests/third_party_samples.rs checks that Clang still fails
        }
        let unit = unit_of(&path);
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        let lowered =
            driver::lower(&path, &Options::default()).expect("clang compiles every sample");
        let structured = lowered.module.funcs.iter().any(|f| f.controlled);
        let facts = driver::SiteFacts::new(&unit, &analysis, &lowered.module);
        // Full warps, and a partial last warp with narrow warps.
        for run in inputs::sample_runs(&name, &[(64, 32), (48, 8)]) {
            let (l, args, kernel) = (&run.launch, &run.args, run.kernel.as_deref());
            let (threads, warp) = (l.threads.count(), l.warp_size);
            let s = runtime::source::run(&unit, &analysis, kernel, l, args).unwrap();
            let i =
                runtime::ir::run(&lowered.module, &unit.name, Some(&s.kernel), l, args).unwrap();
            let diffs = driver::compare(&s, &i, &facts);
            if structured {
                assert!(
                    diffs.is_empty(),
                    "{name} ({threads} threads, warp {warp}): {diffs:#?}"
                );
            } else {
                assert!(
                    diffs.iter().all(|d| d.kind == driver::DiffKind::Allowed
                        || d.kind == driver::DiffKind::Downstream),
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
    for path in testkit::sample_paths() {
        let name = stem(&path);
        if !inputs::clang_compiles(&name) {
            continue;
        }
        let (ir, via) = driver::clang_ir(&path, &Options::default()).unwrap();
        if !via.contains("with convergence tokens") {
            continue;
        }
        let module = runtime::ir::read::read(&name, &inputs::optimise(&ir)).unwrap();
        assert!(module.verifier.is_none(), "{name}: -O2 output verifies");
        let unit = unit_of(&path);
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        let run = inputs::sample_runs(&name, &[(64, 32)]).remove(0);
        let (l, args) = (&run.launch, &run.args);
        let s = runtime::source::run(&unit, &analysis, run.kernel.as_deref(), l, args).unwrap();
        let i = runtime::ir::run(&module, &unit.name, Some(&s.kernel), l, args).unwrap();
        let diffs = driver::compare(&s, &i, &Default::default());
        assert!(diffs.is_empty(), "{name} at -O2: {diffs:#?}");
    }
}

#[test]
fn clang_gives_token_ir_exactly_for_the_structured_samples() {
    let unstructured = ["duff_shuffle", "goto_into_loop", "goto_retry"];
    // Clang 22's own bug: its token IR leaves the `sret` call of `make_float3` without a
    // token beside calls with one, which LLVM's verifier refuses.
    let clang_bug = [(
        "nbody_float4",
        "Cannot mix controlled and uncontrolled convergence",
    )];
    for path in testkit::sample_paths() {
        if !inputs::clang_compiles(&stem(&path)) {
            continue;
        }
        let lowered = driver::lower(&path, &Options::default()).unwrap();
        if let Some((_, why)) = clang_bug.iter().find(|(n, _)| *n == stem(&path)) {
            assert!(
                lowered.via.contains(why),
                "{}: {}",
                stem(&path),
                lowered.via
            );
            continue;
        }
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
