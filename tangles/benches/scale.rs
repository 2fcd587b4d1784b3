//! Tangle analysis time per statement for generated kernels of 10^3 to 10^6
//! statements: the engine should scale linearly or close to it.
//! `cargo bench -p tangles` (`TANGLE_BENCH_MAX=100000` to stop earlier).

use frontend::{Input, Options};
use std::time::{Duration, Instant};

fn main() {
    let max: usize = std::env::var("TANGLE_BENCH_MAX")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000);
    println!(
        "{:>10} {:>10} {:>12} {:>12} {:>14}",
        "target", "stmts", "analysis", "lints", "ns/statement"
    );
    let mut size = 1_000;
    while size <= max {
        let text = testkit::scaling_kernel(size);
        let unit = frontend::compile(
            &Input::Text {
                name: "big.cu".into(),
                text,
            },
            &Options::default(),
        );
        assert!(!unit.has_errors(), "the generated kernel compiles");
        let stmts: usize = unit
            .program
            .functions
            .iter()
            .map(|(_, f)| f.stmts.len())
            .sum();
        let runs = if size >= 100_000 { 1 } else { 5 };
        let mut times: Vec<(Duration, Duration)> = (0..runs)
            .map(|_| {
                let start = Instant::now();
                let analysis = tangles::analyze(&unit.program).expect("analysis");
                let analysed = start.elapsed();
                let lints = tangles::lints::lint(&unit, &analysis, &Default::default());
                let linted = start.elapsed() - analysed;
                std::hint::black_box((analysis, lints));
                (analysed, linted)
            })
            .collect();
        times.sort();
        let (analysis, lints) = times[times.len() / 2];
        let total = analysis + lints;
        println!(
            "{size:>10} {stmts:>10} {:>10.1}ms {:>10.1}ms {:>14.0}",
            analysis.as_secs_f64() * 1e3,
            lints.as_secs_f64() * 1e3,
            total.as_nanos() as f64 / stmts as f64
        );
        size *= 10;
    }
}
