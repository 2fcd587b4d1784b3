//! Bad input never panics, through every stage: mutated C (samples and generated
//! kernels with lines deleted, duplicated, swapped or rewritten) goes through the
//! frontend, the tangle engine (lints and every report), the verified lowering and
//! both engines. Each stage may refuse the input with diagnostics or a run-time
//! error; none may panic, and everything the frontend accepts must be analysed.
//!
//! Each property runs 64 cases unless `PROPTEST_CASES` says otherwise. Failing
//! cases are kept in `tests/no_panic.proptest-regressions` and replayed first.

use frontend::generate::{generate, Config};
use frontend::{Input, Options, Unit};
use proptest::prelude::*;
use runtime::launch::{Launch, ParamKind};
use serde_json::json;
use std::sync::OnceLock;

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(64);
    ProptestConfig {
        cases,
        ..ProptestConfig::default()
    }
}

fn samples() -> &'static [String] {
    static SAMPLES: OnceLock<Vec<String>> = OnceLock::new();
    SAMPLES.get_or_init(|| {
        testkit::sample_paths()
            .iter()
            .map(|p| std::fs::read_to_string(p).expect("a sample"))
            .collect()
    })
}

/// Rewrites that keep most lines C: the mutated program usually still compiles,
/// so the later stages see it.
const REWRITES: &[(&str, &str)] = &[
    ("<", ">="),
    ("break;", "continue;"),
    ("continue;", "break;"),
    ("return;", "break;"),
    ("if (", "while ("),
    ("while (", "if ("),
    ("++", "--"),
    ("{", "{ goto again10;"),
    ("__activemask()", "0x5"),
    ("case ", "default: case "),
];

#[derive(Debug, Clone)]
enum Mutation {
    Delete(usize),
    Duplicate(usize),
    Swap(usize, usize),
    Rewrite(usize, usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<usize>().prop_map(Mutation::Delete),
        any::<usize>().prop_map(Mutation::Duplicate),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::Swap(a, b)),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::Rewrite(a, b)),
    ]
}

fn mutate(text: &str, mutations: &[Mutation]) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    for m in mutations {
        if lines.is_empty() {
            break;
        }
        let n = lines.len();
        match *m {
            Mutation::Delete(i) => {
                lines.remove(i % n);
            }
            Mutation::Duplicate(i) => {
                let l = lines[i % n].clone();
                lines.insert(i % n, l);
            }
            Mutation::Swap(i, j) => lines.swap(i % n, j % n),
            Mutation::Rewrite(i, r) => {
                let (from, to) = REWRITES[r % REWRITES.len()];
                lines[i % n] = lines[i % n].replacen(from, to, 1);
            }
        }
    }
    lines.join("\n") + "\n"
}

/// Arguments for any kernel: a zeroed buffer per pointer, a small number per scalar.
fn arguments(unit: &Unit, threads: u32) -> Option<runtime::launch::Args> {
    let kernel = runtime::source::pick_kernel(unit, None).ok()?;
    let params = runtime::source::params(unit, kernel).ok()?;
    Some(
        params
            .into_iter()
            .map(|p| {
                let v = match p.kind {
                    ParamKind::Buffer(elem) => json!({
                        "type": elem.map_or("i32", |e| e.name()),
                        "len": threads * frontend::generate::SLOTS,
                    }),
                    ParamKind::Scalar(_) | ParamKind::Int(_) => json!(3),
                };
                (p.name, v)
            })
            .collect(),
    )
}

fn every_stage(text: String) {
    let unit = frontend::compile(
        &Input::Text {
            name: "mutated.cu".into(),
            text,
        },
        &Options::default(),
    );
    let rendered = frontend::diag::render_plain(&unit.diagnostics, &unit.sources);
    assert!(
        unit.diagnostics
            .iter()
            .all(|d| d.code != frontend::diag::codes::INTERNAL),
        "the frontend panicked:\n{rendered}"
    );
    if unit.has_errors() {
        return;
    }
    let analysis = tangles::analyze(&unit.program)
        .unwrap_or_else(|e| panic!("the tangle engine failed on an accepted program: {e}"));
    let _ = tangles::lints::lint(&unit, &analysis, &Default::default());
    let _ = tangles::report::json(&unit, &analysis, None, &[]);
    let _ = tangles::report::text(&unit, &analysis, None);
    let _ = tangles::report::dot(&unit, &analysis, None);
    // The lowering refuses (an internal error naming the cycles) only overlapping
    // backward-goto ranges, its documented limit; anything else must verify.
    let lowered = match driver::lower_tangle(&unit, &analysis) {
        Ok(l) => l,
        Err(e) => {
            assert!(e.to_string().contains("overlap"), "lowering: {e}");
            return;
        }
    };
    let threads = 37;
    let Some(args) = arguments(&unit, threads) else {
        return;
    };
    let launch = Launch {
        threads: threads.into(),
        warp_size: 8,
        max_steps: 20_000,
        ..Launch::default()
    };
    // Run-time errors (a runaway loop, a bad mask, a deadlock) are reports,
    // not panics; internal errors are bugs.
    if let Err(runtime::Failure::Internal(e)) = driver::check(
        &unit,
        &analysis,
        &driver::Peer::Ir(&lowered),
        None,
        &launch,
        true,
        &[threads.into()],
        &[8],
        &args,
    ) {
        panic!("internal error in the engines: {e}");
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn mutated_samples_pass_every_stage_or_are_refused(
        i in any::<usize>(),
        mutations in proptest::collection::vec(mutation(), 1..6),
    ) {
        let text = &samples()[i % samples().len()];
        every_stage(mutate(text, &mutations));
    }

    #[test]
    fn mutated_generated_kernels_pass_every_stage_or_are_refused(
        seed in 0u64..100_000,
        mutations in proptest::collection::vec(mutation(), 1..6),
    ) {
        let text = generate(seed, &Config::default());
        every_stage(mutate(&text, &mutations));
    }
}
