//! `cargo bench --bench report_and_fuzz`: two of issue 13's goals timed as a user meets them,
//! as processes of the bench profile's build (wall time):
//!
//! - `tangle report` on generated kernels of 1k, 10k, 100k and 1M statements
//!   ([`testkit::scaling_kernel`]): each size's time against the size ten times smaller,
//!   where linear is 10x (the goal: at most 11x). A round runs each size below 1M three times
//!   (their median counts) and 1M once; the summary's ratios are of the rounds' medians.
//! - `tangle fuzz --features all`: the goal's command (1,000 programs from seed 1, a job per
//!   core), in programs per second and per core.
//!
//! A plain `main` (harness = false): the numbers are for people. `TANGLE_BENCH_ROUNDS` sets
//! the rounds (default 5), `TANGLE_BENCH_MAX` the largest kernel (default 1,000,000).
//! `cargo test --benches` runs it without `--bench`: then one round up to 10k statements and
//! 20 programs, a check that it runs rather than a measurement.
//! `TANGLE_BENCH_PEER=<another tangle binary>` runs that build alternately with this one,
//! run by run (which goes first alternates too), and prints its figures and the ratio: the
//! project's VM moves by up to 1.5x over minutes, so only alternated runs compare two builds.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use testkit::{env_usize, median};

const SIZES: [usize; 4] = [1_000, 10_000, 100_000, 1_000_000];

/// Runs `tangle` with `args`, its output discarded; panics unless it succeeds, as a failed
/// run's time means nothing (a fuzz finding exits non-zero).
fn time(tangle: &Path, args: &[&str]) -> Duration {
    let start = Instant::now();
    let status = Command::new(tangle)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("tangle runs");
    let elapsed = start.elapsed();
    assert!(status.success(), "`tangle {}` failed", args.join(" "));
    elapsed
}

/// The indices of `builds` builds, in the order round `round` runs them.
fn in_turn(builds: usize, round: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..builds).collect();
    if round % 2 == 1 {
        order.reverse();
    }
    order
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() {
    // `cargo test --benches` runs this without `--bench`: keep it quick then.
    let quick = !std::env::args().any(|a| a == "--bench");
    let rounds = env_usize("TANGLE_BENCH_ROUNDS", if quick { 1 } else { 5 }).max(1);
    let max = env_usize("TANGLE_BENCH_MAX", if quick { 10_000 } else { 1_000_000 });
    let programs: u32 = if quick { 20 } else { 1_000 };
    let mut builds = vec![(
        "this build".to_string(),
        PathBuf::from(env!("CARGO_BIN_EXE_tangle")),
    )];
    if let Some(peer) = std::env::var_os("TANGLE_BENCH_PEER") {
        builds.push(("peer".to_string(), PathBuf::from(peer)));
    }
    let dir = tempfile::tempdir().expect("a temporary directory");
    let sizes: Vec<usize> = SIZES.into_iter().filter(|&s| s <= max).collect();
    let kernels: Vec<PathBuf> = sizes
        .iter()
        .map(|&size| {
            let path = dir.path().join(format!("k{size}.cu"));
            std::fs::write(&path, testkit::scaling_kernel(size)).expect("the kernel is written");
            path
        })
        .collect();

    println!("tangle report: wall time per kernel size (a round: 3 runs below 1M, 1 at 1M)");
    // By build, by size: each round's median.
    let mut report: Vec<Vec<Vec<Duration>>> = vec![vec![Vec::new(); sizes.len()]; builds.len()];
    for round in 0..rounds {
        for (k, (&size, kernel)) in sizes.iter().zip(&kernels).enumerate() {
            let runs = if size >= 1_000_000 { 1 } else { 3 };
            let kernel = kernel.to_string_lossy();
            let args = ["report", &kernel, "-o", "/dev/null"];
            let mut times = vec![Vec::new(); builds.len()];
            for _ in 0..runs {
                for b in in_turn(builds.len(), round) {
                    times[b].push(time(&builds[b].1, &args));
                }
            }
            for (b, t) in times.into_iter().enumerate() {
                report[b][k].push(median(t));
            }
        }
        for ((name, _), by_size) in builds.iter().zip(&report) {
            let line: Vec<String> = sizes
                .iter()
                .zip(by_size)
                .map(|(size, t)| format!("{}k {:.1} ms", size / 1000, ms(t[round])))
                .collect();
            let decades: Vec<String> = by_size
                .windows(2)
                .map(|w| {
                    format!(
                        "{:.2}x",
                        w[1][round].as_secs_f64() / w[0][round].as_secs_f64()
                    )
                })
                .collect();
            println!(
                "  round {} {name:>10}: {}; per 10x: {}",
                round + 1,
                line.join(", "),
                decades.join(", ")
            );
        }
    }
    let medians: Vec<Vec<Duration>> = report
        .iter()
        .map(|by_size| by_size.iter().map(|t| median(t.clone())).collect())
        .collect();
    for ((name, _), m) in builds.iter().zip(&medians) {
        let decades: Vec<String> = sizes
            .windows(2)
            .zip(m.windows(2))
            .map(|(s, t)| {
                format!(
                    "{}k -> {}k {:.2}x",
                    s[0] / 1000,
                    s[1] / 1000,
                    t[1].as_secs_f64() / t[0].as_secs_f64()
                )
            })
            .collect();
        println!(
            "  medians {name:>10}: {} (goal: at most 11x)",
            decades.join(", ")
        );
    }
    if let [this, peer] = &medians[..] {
        let ratios: Vec<String> = sizes
            .iter()
            .zip(this.iter().zip(peer))
            .map(|(size, (a, b))| {
                format!("{}k {:.3}", size / 1000, a.as_secs_f64() / b.as_secs_f64())
            })
            .collect();
        println!("  this build / peer: {}", ratios.join(", "));
    }

    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!("tangle fuzz --features all: {programs} programs, {cores} jobs ({rounds} runs)");
    let count = programs.to_string();
    let mut fuzz = vec![Vec::new(); builds.len()];
    for round in 0..rounds {
        for b in in_turn(builds.len(), round) {
            let out = dir.path().join(format!("fuzz-{b}-{round}"));
            let out = out.to_string_lossy();
            fuzz[b].push(time(
                &builds[b].1,
                &[
                    "fuzz",
                    "--features",
                    "all",
                    "--count",
                    &count,
                    "--out",
                    &out,
                ],
            ));
        }
    }
    for ((name, _), times) in builds.iter().zip(&fuzz) {
        let runs: Vec<String> = times
            .iter()
            .map(|t| format!("{:.2}", t.as_secs_f64()))
            .collect();
        let rate = f64::from(programs) / median(times.clone()).as_secs_f64();
        println!(
            "  {name:>10}: {} s; median {rate:.0} programs/s, {:.1} per core (goal: at least 100)",
            runs.join(" "),
            rate / cores as f64
        );
    }
    if let [this, peer] = &fuzz[..] {
        let mut pairs: Vec<f64> = this
            .iter()
            .zip(peer)
            .map(|(a, b)| a.as_secs_f64() / b.as_secs_f64())
            .collect();
        pairs.sort_by(f64::total_cmp);
        println!(
            "  this build / peer: median of the runs' ratios {:.3} ({:.3} to {:.3})",
            pairs[pairs.len() / 2],
            pairs[0],
            pairs[pairs.len() - 1]
        );
    }
}
