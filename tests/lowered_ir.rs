//! The lowering realises the tangle engine's choices: on every sample,
//! including the goto ones (a backward goto, a goto into a loop, Duff's
//! device), the runtime's IR engine running `tangle lower`'s IR sees exactly
//! the communication the source engine sees, for full and partial warps, as
//! lowered and after `opt-22 -O2`; at `-O3` (vectorized, inlined, unrolled)
//! it runs as the unoptimised IR does. (On Clang's IR the goto samples can
//! only agree up to implementation-defined convergence: runtime/tests/samples.rs.)

use testkit::inputs;

use frontend::{Input, Options};
use runtime::launch::Launch;
use std::path::Path;

fn run_both(path: &Path, optimise: bool) {
    let stem = path.file_stem().unwrap().to_string_lossy().to_string();
    let name = format!("samples/{}", path.file_name().unwrap().to_string_lossy());
    let text = std::fs::read_to_string(path).expect("readable sample");
    let unit = frontend::compile(&Input::Text { name, text }, &Options::beside(path));
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
        ir = inputs::optimise(&ir);
    }
    let module = runtime::ir::read::read(&stem, &ir).unwrap_or_else(|e| panic!("{stem}: {e}"));
    for run in inputs::sample_runs(&stem, &[(64, 32), (48, 8)]) {
        let (launch, args) = (&run.launch, &run.args);
        let (threads, warp_size) = (launch.threads.count(), launch.warp_size);
        let source = runtime::source::run(&unit, &analysis, run.kernel.as_deref(), launch, args)
            .unwrap_or_else(|e| panic!("{stem}: {e}"));
        let mut lowered = runtime::ir::run(&module, &unit.name, Some(&source.kernel), launch, args)
            .unwrap_or_else(|e| panic!("{stem}: {e}"));
        if optimise {
            lowered.name_sites_as(&source);
        }
        let kinds = |r: &runtime::trace::RunOutput| -> Vec<String> {
            r.errors.iter().map(|e| format!("{:?}", e.kind)).collect()
        };
        assert_eq!(
            kinds(&source),
            kinds(&lowered),
            "{stem}: the same run-time errors"
        );
        let diffs = driver::compare(&source, &lowered, &Default::default());
        assert!(
            diffs.is_empty(),
            "{stem} ({threads} threads, warp {warp_size}, -O2: {optimise}): {diffs:#?}"
        );
    }
}

#[test]
fn every_sample_communicates_as_the_source_engine_says() {
    for path in testkit::sample_paths() {
        run_both(&path, false);
    }
}

#[test]
fn and_still_after_opt_o2() {
    for path in testkit::sample_paths() {
        run_both(&path, true);
    }
}

/// `tangle lower -O3` (LLVM's `default<O3>` in process) and `opt-22 -O3` of
/// every sample, with `-g` so that sites keep their lines: vectorized,
/// inlined and unrolled, the IR runs on the IR engine as the unoptimised IR
/// does (buffers, errors, printf output and every event).
#[test]
fn every_sample_runs_at_o3_as_unoptimised() {
    for path in testkit::sample_paths() {
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        let name = format!("samples/{}", path.file_name().unwrap().to_string_lossy());
        let text = std::fs::read_to_string(&path).expect("readable sample");
        let unit = frontend::compile(&Input::Text { name, text }, &Options::beside(&path));
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        let lower = |opt_level| {
            let options = lowering::Options {
                debug: true,
                opt_level,
                ..Default::default()
            };
            lowering::lower_to_bytes(&unit, &analysis, &options, lowering::Emit::Llvm)
        };
        let o0 = lower(0).unwrap_or_else(|e| panic!("{stem}: {e}"));
        let mut optimised = vec![("opt-22 -O3", inputs::optimise_at(&o0, "-O3"))];
        match lower(3) {
            Ok(ir) => optimised.push(("tangle lower -O3", ir)),
            Err(e) => panic!("{stem} at -O3: {e}"),
        }
        let m0 = runtime::ir::read::read(&stem, &o0).unwrap_or_else(|e| panic!("{stem}: {e}"));
        for (how, ir) in optimised {
            let m3 = runtime::ir::read::read(&stem, &ir)
                .unwrap_or_else(|e| panic!("{stem} ({how}): {e}"));
            for run in inputs::sample_runs(&stem, &[(64, 32), (48, 8)]) {
                let k = runtime::source::pick_kernel(&unit, run.kernel.as_deref())
                    .unwrap_or_else(|e| panic!("{stem}: {e}"));
                let kernel = unit.program.functions[k].name.clone();
                let go = |m: &runtime::ir::Module| {
                    runtime::ir::run(m, &unit.name, Some(&kernel), &run.launch, &run.args)
                        .unwrap_or_else(|e| panic!("{stem} ({how}): {e}"))
                };
                let (unoptimised, mut o3) = (go(&m0), go(&m3));
                o3.name_sites_as(&unoptimised);
                let diffs = driver::compare(&unoptimised, &o3, &Default::default());
                assert!(
                    diffs.is_empty(),
                    "{stem} ({how}, {} threads, warp {}): {diffs:#?}",
                    run.launch.threads.count(),
                    run.launch.warp_size
                );
            }
        }
    }
}

/// Generated kernels (`frontend::generate`: gotos into loops, backward gotos,
/// Duff's device, fall-through, device calls, early returns) communicate on
/// our IR exactly as the source engine says: no difference is allowed, not
/// even at implementation-defined calls, because the lowering realises the
/// same choice.
///
/// Without elect loops: there the source engine's scheduler releases a thread
/// that has gone on to the next iteration of an outer loop before the threads
/// still in the current one catch up (tests `elect_loop_in_a_loop` below), and
/// the engines then differ although our IR's grouping is the one the rules give.
#[test]
fn generated_kernels_communicate_identically() {
    use frontend::generate::{generate, Config, Features, SLOTS};
    for seed in 2000..2040 {
        let src = generate(
            seed,
            &Config {
                features: Features {
                    elect: false,
                    ..Features::ALL
                },
                ..Config::default()
            },
        );
        let unit = frontend::compile(
            &Input::Text {
                name: "gen.cu".into(),
                text: src.clone(),
            },
            &Options::default(),
        );
        assert!(!unit.has_errors(), "seed {seed}");
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        let ir = lowering::lower_to_bytes(
            &unit,
            &analysis,
            &lowering::Options::default(),
            lowering::Emit::Llvm,
        )
        .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{src}"));
        let module = runtime::ir::read::read("gen", &ir).expect("our IR reads back");
        for (threads, warp_size) in [(48, 16), (32, 32)] {
            let json = format!(
                r#"{{"out": {{"type": "i32", "len": {}}}, "n": {}}}"#,
                threads * SLOTS,
                threads - 5
            );
            let args: serde_json::Value = serde_json::from_str(&json).expect("JSON");
            let args = args.as_object().unwrap().clone().into_iter().collect();
            let launch = Launch {
                threads: threads.into(),
                warp_size,
                max_steps: 1_000_000,
                ..Launch::default()
            };
            let s = runtime::source::run(&unit, &analysis, Some("kernel"), &launch, &args)
                .expect("source run");
            let i = runtime::ir::run(&module, &unit.name, Some("kernel"), &launch, &args)
                .expect("IR run");
            let diffs = driver::compare(&s, &i, &Default::default());
            assert!(
                diffs.is_empty(),
                "seed {seed}, {threads} threads, warp {warp_size}:\n{diffs:#?}\n{src}"
            );
        }
    }
}

/// An elect loop inside a loop, where the elected lane skips the work after
/// it: in the second iteration of the `do`, lane 0 (elected first, skipping
/// the shuffle) reaches the `__activemask` before lanes 1-3 have left the
/// first iteration. The rules put all four lanes in the same iteration of
/// both loops there, and the IR engine on our IR groups them so; the source
/// engine (as of this writing) releases lane 0 alone. This pins our side.
#[test]
fn elect_loop_in_a_loop() {
    let src = "__global__ void kernel(int *out, int n) {\n\
  int t = threadIdx.x;\n\
  int lane = t % warpSize;\n\
  int i = 3;\n\
  do {\n\
    for (;;) {\n\
      if (lane == __ffs(__activemask()) - 1)\n\
        break;\n\
    }\n\
    if (lane > 0)\n\
      out[t] = __shfl_sync(__activemask(), t, 0);\n\
  } while (i-- > 0);\n\
}\n";
    let unit = frontend::compile(
        &Input::Text {
            name: "elect.cu".into(),
            text: src.into(),
        },
        &Options::default(),
    );
    let analysis = tangles::analyze(&unit.program).expect("analysis");
    let ir = lowering::lower_to_bytes(
        &unit,
        &analysis,
        &lowering::Options::default(),
        lowering::Emit::Llvm,
    )
    .expect("lowers");
    let module = runtime::ir::read::read("elect", &ir).expect("reads back");
    let args: serde_json::Value =
        serde_json::from_str(r#"{"out": {"type": "i32", "len": 4}, "n": 4}"#).expect("JSON");
    let args = args.as_object().unwrap().clone().into_iter().collect();
    let launch = Launch {
        threads: 4.into(),
        warp_size: 4,
        ..Launch::default()
    };
    let run = runtime::ir::run(&module, &unit.name, Some("kernel"), &launch, &args).expect("runs");
    let groups: Vec<Vec<u32>> = run
        .events
        .iter()
        .filter(|e| run.sites[e.site as usize].line == Some(7))
        .map(|e| e.threads.to_vec())
        .collect();
    // Four iterations of the `do`, each electing lanes 0, 1, 2, 3 in turn.
    let round: Vec<Vec<u32>> = vec![vec![0, 1, 2, 3], vec![1, 2, 3], vec![2, 3], vec![3]];
    let expected: Vec<Vec<u32>> = (0..4).flat_map(|_| round.clone()).collect();
    assert_eq!(groups, expected);
}

/// Every atomic of the prelude on every type it takes, at `-O3` as
/// unoptimised: each thread applies each one to the same location.
#[test]
fn every_atomic_runs_at_o3_as_unoptimised() {
    use frontend::builtins::{atomic_types, Builtin};
    use frontend::model::Type;
    let types = [
        (Type::INT, "int", "i32"),
        (Type::UINT, "unsigned int", "u32"),
        (Type::LONG, "long long", "i64"),
        (Type::ULONG, "unsigned long long", "u64"),
        (Type::Float, "float", "f32"),
        (Type::Double, "double", "f64"),
    ];
    let atomics: Vec<Builtin> = Builtin::ALL
        .iter()
        .copied()
        .filter(|b| b.is_atomic())
        .collect();
    let mut body = String::new();
    for (slot, b) in atomics.iter().enumerate() {
        for elem in atomic_types(*b) {
            let (k, (_, c, _)) = types
                .iter()
                .enumerate()
                .find(|(_, t)| &t.0 == elem)
                .expect("a type of the prelude's atomics");
            let args = match b {
                Builtin::AtomicCas => format!("({c})(t % 3), ({c})(t + 1)"),
                Builtin::AtomicInc | Builtin::AtomicDec => "7u".to_string(),
                _ => format!("({c})(t * 3 - 20)"),
            };
            body.push_str(&format!("  {}(&b{k}[{slot}], {args});\n", b.name()));
        }
    }
    let params: Vec<String> = types
        .iter()
        .enumerate()
        .map(|(k, (_, c, _))| format!("{c} *b{k}"))
        .collect();
    let text = format!(
        "__global__ void k({}) {{\n  int t = threadIdx.x;\n{body}}}\n",
        params.join(", ")
    );
    let unit = frontend::compile(
        &Input::Text {
            name: "atomics.cu".into(),
            text: text.clone(),
        },
        &Options::default(),
    );
    assert!(
        !unit.has_errors(),
        "{}\n{text}",
        frontend::diag::render_plain(&unit.diagnostics, &unit.sources)
    );
    let analysis = tangles::analyze(&unit.program).expect("analysis");
    let json = serde_json::Value::Object(
        types
            .iter()
            .enumerate()
            .map(|(k, (_, _, ty))| {
                (
                    format!("b{k}"),
                    serde_json::json!({"type": ty, "len": atomics.len()}),
                )
            })
            .collect(),
    );
    let args = runtime::launch::collect(Some(&json.to_string()), &[]).expect("arguments");
    let launch = Launch {
        threads: 48.into(),
        warp_size: 32,
        ..Launch::default()
    };
    let run = |opt_level| {
        let options = lowering::Options {
            opt_level,
            ..Default::default()
        };
        let ir = lowering::lower_to_bytes(&unit, &analysis, &options, lowering::Emit::Llvm)
            .expect("lowered");
        let m = runtime::ir::read::read("atomics.ll", &ir).expect("readable");
        let out = runtime::ir::run(&m, "atomics.cu", None, &launch, &args).expect("the run starts");
        assert!(out.errors.is_empty(), "-O{opt_level}: {:?}", out.errors);
        out.buffers
    };
    let unoptimised = run(0);
    let add = atomics
        .iter()
        .position(|&b| b == Builtin::AtomicAdd)
        .unwrap();
    // Σ (3t - 20) over 48 threads.
    assert_eq!(unoptimised[0].1.values()[add], serde_json::json!(2424));
    assert_eq!(unoptimised, run(3));
    let source = runtime::source::run(&unit, &analysis, None, &launch, &args).expect("runs");
    assert_eq!(unoptimised, source.buffers);
}
