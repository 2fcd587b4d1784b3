//! Tangle analysis time per statement for generated kernels of 10^3 to 10^6
//! statements: the engine should scale linearly or close to it.
//! `cargo bench -p tangles` (`TANGLE_BENCH_MAX=100000` to stop earlier).

use frontend::{Input, Options};
use std::fmt::Write;
use std::time::{Duration, Instant};

/// A kernel of about `stmts` statements: a repeated unit of straight-line
/// code, an if/else, a loop with a divergent break path and a ballot, a
/// switch with fall-through and a forward goto, so every rule is exercised.
/// Each unit is a block, as real code scopes its gotos: a goto at function
/// level keeps its two unrelated tangles alive to the end of the function
/// (the strict rules), which the analysis bounds at `MAX_TANGLES` per
/// statement but which is not the common case worth timing.
fn kernel(stmts: usize) -> String {
    let mut s = String::from(
        "__global__ void big(int *out, int n) {\n  int t = threadIdx.x;\n  int acc = 0;\n",
    );
    // One unit is 24 statements (counting blocks, labels and cases).
    for u in 0..stmts.div_ceil(24) {
        let _ = write!(
            s,
            "  {{ acc += t * {u};\n\
             \x20 if (t % 3 == {m}) {{ acc += 1; out[t] = __activemask(); }} else {{ acc -= 1; }}\n\
             \x20 for (int i = 0; i < n; i++) {{\n\
             \x20   if (acc == i) {{ out[t] = __ballot_sync(__activemask(), 1); break; }}\n\
             \x20   acc += i;\n\
             \x20 }}\n\
             \x20 switch (t % 4) {{\n\
             \x20 case 0: acc += 2;\n\
             \x20 case 1: out[t] += __activemask(); break;\n\
             \x20 default: acc = 0;\n\
             \x20 }}\n\
             \x20 if (acc > {u}) goto skip{u};\n\
             \x20 acc *= 2;\n\
             skip{u}:\n\
             \x20 out[t] += acc; }}\n",
            m = u % 3
        );
    }
    s.push_str("}\n");
    s
}

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
        let text = kernel(size);
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
