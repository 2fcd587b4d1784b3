//! Bad or unusual input never panics: every sample under arbitrary launch
//! shapes on both engines, and sample IR with a line deleted.

use testkit::inputs;

use frontend::{Input, Options};
use proptest::prelude::*;
use runtime::launch::Launch;
use std::sync::OnceLock;

struct Sample {
    name: String,
    unit: frontend::Unit,
    analysis: tangles::Analysis,
    ir: String,
    module: runtime::ir::Module,
}

fn samples() -> &'static [Sample] {
    static SAMPLES: OnceLock<Vec<Sample>> = OnceLock::new();
    SAMPLES.get_or_init(|| {
        testkit::sample_paths()
            .into_iter()
            .map(|p| {
                let name = p.file_stem().unwrap().to_string_lossy().to_string();
                let text = std::fs::read_to_string(&p).unwrap();
                let unit = frontend::compile(
                    &Input::Text {
                        name: name.clone(),
                        text,
                    },
                    &Options::beside(&p),
                );
                let analysis = tangles::analyze(&unit.program).unwrap();
                // Clang's IR where its shim compiles the sample, else tangle's.
                let ir = if inputs::clang_compiles(&name) {
                    driver::clang_ir(&p, &Options::default()).unwrap().0
                } else {
                    let options = lowering::Options::default();
                    lowering::lower_to_bytes(&unit, &analysis, &options, lowering::Emit::Llvm)
                        .unwrap()
                };
                let ir = String::from_utf8(ir).unwrap();
                let module = runtime::ir::read::read(&name, ir.as_bytes()).unwrap();
                Sample {
                    name,
                    unit,
                    analysis,
                    ir,
                    module,
                }
            })
            .collect()
    })
}

/// Arguments sized for the launch, or a fixed-launch sample's own (then the
/// kernel may index past them, which both engines must report alike).
fn args(s: &Sample, threads: usize, warp: usize) -> runtime::launch::Args {
    if let Some(run) = inputs::fixed_launch(&s.name) {
        return run.args;
    }
    let v = inputs::sample_args(&s.name, threads, warp).unwrap();
    v.as_object().unwrap().clone().into_iter().collect()
}

fn kernel(s: &Sample) -> Option<String> {
    match inputs::fixed_launch(&s.name) {
        Some(run) => run.kernel,
        None => inputs::sample_kernel(&s.name).map(String::from),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn any_launch_shape_runs_or_reports(i in 0usize..64, threads in 1u32..80, warp in 1u32..=64, blocks in 1u32..3) {
        let s = &samples()[i % samples().len()];
        let l = Launch { threads: threads.into(), warp_size: warp, blocks: blocks.into(), max_steps: 200_000, ..Launch::default() };
        let a = args(s, (threads * blocks) as usize, warp as usize);
        let kernel = kernel(s);
        let src = runtime::source::run(&s.unit, &s.analysis, kernel.as_deref(), &l, &a).unwrap();
        let ir = runtime::ir::run(&s.module, &s.name, Some(&src.kernel), &l, &a).unwrap();
        // Whatever happens, both engines stop the same way.
        prop_assert_eq!(
            src.errors.iter().map(|e| e.kind).collect::<Vec<_>>(),
            ir.errors.iter().map(|e| e.kind).collect::<Vec<_>>()
        );
    }

    #[test]
    fn ir_with_a_line_deleted_is_read_or_refused(i in 0usize..64, line in 0usize..400) {
        let s = &samples()[i % samples().len()];
        let lines: Vec<&str> = s.ir.lines().collect();
        let cut = line % lines.len();
        let text: String = lines.iter().enumerate().filter(|(k, _)| *k != cut).map(|(_, l)| format!("{l}\n")).collect();
        if let Ok(m) = runtime::ir::read::read("cut.ll", text.as_bytes()) {
            let l = Launch { threads: 8.into(), warp_size: 4, max_steps: 100_000, ..Launch::default() };
            let _ = runtime::ir::run(&m, "cut.ll", None, &l, &args(s, 8, 4));
        }
    }
}
