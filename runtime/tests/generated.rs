//! Differential tests over generated kernels (`frontend::generate`): the
//! source engine and the IR engine on Clang 22's IR must see the same
//! communication, exactly for structured kernels (Clang's token IR), and up
//! to implementation-defined convergence for the others.

mod common;

use driver::DiffKind;
use frontend::generate::Features;
use frontend::Options;
use runtime::launch::Launch;

fn differential(seed: u64, features: Features, exact: bool) {
    let src = common::generated(seed, features);
    let (unit, analysis) = testkit::compile(&src);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("gen.cu");
    std::fs::write(&path, &src).unwrap();
    let lowered = driver::lower(&path, &Options::default()).unwrap();
    let tokens = lowered.module.funcs.iter().any(|f| f.controlled);
    let facts = driver::SiteFacts::new(&unit, &analysis, &lowered.module);
    for (threads, warp) in [(48, 16), (32, 32)] {
        let args = common::generated_args(threads);
        let l = Launch {
            threads: threads.into(),
            warp_size: warp,
            max_steps: 1_000_000,
            ..Launch::default()
        };
        let s = runtime::source::run(&unit, &analysis, Some("kernel"), &l, &args).unwrap();
        let i = runtime::ir::run(&lowered.module, &unit.name, Some("kernel"), &l, &args).unwrap();
        let diffs = driver::compare(&s, &i, &facts);
        // Exactly equal on token IR; otherwise only differences the spec
        // allows, or that token-free IR cannot avoid.
        let ok = if exact && tokens {
            diffs.is_empty()
        } else {
            diffs.iter().all(|d| d.kind != DiffKind::Failure)
        };
        assert!(
            ok,
            "seed {seed}, {threads} threads, warp {warp}:\n{diffs:#?}\n{src}"
        );
    }
}

#[test]
fn structured_kernels_communicate_identically_on_both_engines() {
    for seed in 0..40 {
        differential(seed, Features::STRUCTURED, true);
    }
}

#[test]
fn unstructured_kernels_differ_only_where_the_spec_allows() {
    for seed in 1000..1040 {
        differential(seed, Features::ALL, false);
    }
}
