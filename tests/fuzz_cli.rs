//! `tangle fuzz` end to end: a clean run, and bad options.

use std::process::Command;

fn tangle() -> Command {
    Command::new(env!("CARGO_BIN_EXE_tangle"))
}

#[test]
fn a_bounded_run_reports_its_programs_and_no_findings() {
    let out = tempfile::tempdir().unwrap();
    let run = tangle()
        .args([
            "fuzz",
            "--seed",
            "5",
            "--count",
            "24",
            "--jobs",
            "2",
            "--features",
            "structured,goto,duff",
            "--out",
        ])
        .arg(out.path())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(
        stdout.starts_with("fuzz: 24 programs (seeds 5..29, features structured,goto,duff)"),
        "{stdout}"
    );
    assert!(stdout.trim_end().ends_with("0 findings"), "{stdout}");
    assert!(
        std::fs::read_dir(out.path())
            .map(|d| d.count())
            .unwrap_or(0)
            == 0
    );
}

#[test]
fn an_unknown_feature_is_a_usage_error() {
    let run = tangle()
        .args(["fuzz", "--count", "1", "--features", "loops,warp"])
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(stderr.contains("unknown feature `warp`"), "{stderr}");
}
