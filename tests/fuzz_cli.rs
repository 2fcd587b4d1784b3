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

#[test]
fn generate_writes_the_programs_fuzz_checks() {
    let out = tempfile::tempdir().unwrap();
    let run = tangle()
        .args(["generate", "--seed", "7", "--count", "3", "--out"])
        .arg(out.path())
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let mut names: Vec<String> = std::fs::read_dir(out.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["seed7.cu", "seed8.cu", "seed9.cu"]);
    let text = std::fs::read_to_string(out.path().join("seed8.cu")).unwrap();
    let config = frontend::generate::Config {
        features: frontend::generate::Features::parse("structured").unwrap(),
        ..Default::default()
    };
    assert_eq!(text, frontend::generate::generate(8, &config));
    let bad = tangle()
        .args(["generate", "--features", "nonsense", "--out"])
        .arg(out.path())
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn opt_level_adds_the_optimised_lowering_for_every_target() {
    let out = tempfile::tempdir().unwrap();
    let run = tangle()
        .args([
            "fuzz",
            "--seed",
            "123",
            "--count",
            "2",
            "--features",
            "structured",
            "--no-engines",
            "--opt-level",
            "3",
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
    assert!(stdout.trim_end().ends_with("0 findings"), "{stdout}");
}
