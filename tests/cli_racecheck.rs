//! The race check end to end: `tangle run --racecheck` as text and JSON,
//! nothing without it, and `tangle check`, where it is on and both engines
//! must report the same races.

mod common;

use expect_test::expect;
use serde_json::Value;

/// Lanes exchange values through `__shared__` with no `__syncwarp()` between
/// the writes and the reads: lock-step-era code.
const EXCHANGE: &str = "__global__ void exchange(int *out) {
    __shared__ int s[32];
    int tid = threadIdx.x;
    s[tid] = tid;
    out[tid] = s[31 - tid];
}
";

/// `tangle` on `EXCHANGE` written to a temporary file, with the file's path
/// in the output replaced by `k.cu`.
fn on_exchange(args: &[&str]) -> (Option<i32>, String, String) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("k.cu");
    std::fs::write(&file, EXCHANGE).expect("writable");
    let path = file.to_str().expect("a UTF-8 path");
    let mut argv = vec![args[0], path, "--arg", r#"out={"type": "i32", "len": 32}"#];
    argv.extend(&args[1..]);
    let out = common::tangle(&argv, "");
    (
        out.status.code(),
        common::text(&out.stdout).replace(path, "k.cu"),
        common::text(&out.stderr),
    )
}

#[test]
fn run_racecheck_reports_races_in_text() {
    for engine in ["source", "ir"] {
        let (code, stdout, stderr) = on_exchange(&["run", "--racecheck", "--engine", engine]);
        assert_eq!(code, Some(0), "races are warnings: {stderr}");
        let races: Vec<&str> = stdout.lines().filter(|l| l.contains("race")).collect();
        expect![[r#"
            warning[race] `s`+64 (__shared__ of block 0): read by thread 15 at k.cu:5:16 and write by thread 16 at k.cu:4:5: no barrier or warp operation orders them (16 times at these sites)
            warning[race] `s`+60 (__shared__ of block 0): write by thread 15 at k.cu:4:5 and read by thread 16 at k.cu:5:16: no barrier or warp operation orders them (16 times at these sites)
            race check: 2 races (pairs of sites)"#]]
        .assert_eq(&races.join("\n"));
    }
    // Without the flag there is no check and no report.
    let (code, stdout, _) = on_exchange(&["run"]);
    assert_eq!(code, Some(0));
    assert!(!stdout.contains("race"), "{stdout}");
}

#[test]
fn run_racecheck_reports_races_in_json() {
    let (code, stdout, stderr) = on_exchange(&["run", "--racecheck", "--format", "json"]);
    assert_eq!(code, Some(0), "{stderr}");
    let v: Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(v["race_site_pairs"], 2);
    assert_eq!(v["racecheck_stopped"], Value::Null);
    expect![[r#"
        {
          "count": 16,
          "first": {
            "block": 0,
            "kind": "read",
            "site": {
              "col": 16,
              "line": 5
            },
            "thread": 15
          },
          "kind": "race",
          "memory": "s",
          "offset": 64,
          "second": {
            "block": 0,
            "kind": "write",
            "site": {
              "col": 5,
              "line": 4
            },
            "thread": 16
          },
          "space": "shared"
        }"#]]
    .assert_eq(&serde_json::to_string_pretty(&v["races"][0]).unwrap());
    let (_, stdout, _) = on_exchange(&["run", "--format", "json"]);
    let v: Value = serde_json::from_str(&stdout).expect("JSON");
    assert_eq!(v.get("races"), None, "no check, no list");
}

#[test]
fn check_finds_the_same_races_on_both_engines() {
    let (code, stdout, stderr) = on_exchange(&["check"]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    expect![[r#"
        check k.cu: source engine against the IR engine on tangle lower (convergence tokens)
          1 block of 32 threads, warp size 32: agree (0 events, 1 buffer)
            warning[race] `s`+64 (__shared__ of block 0): read by thread 15 at k.cu:5:16 and write by thread 16 at k.cu:4:5: no barrier or warp operation orders them (16 times at these sites)
            warning[race] `s`+60 (__shared__ of block 0): write by thread 15 at k.cu:4:5 and read by thread 16 at k.cu:5:16: no barrier or warp operation orders them (16 times at these sites)
    "#]]
    .assert_eq(&stdout);
    let (code, stdout, _) = on_exchange(&["check", "--no-racecheck"]);
    assert_eq!(code, Some(0));
    assert!(!stdout.contains("race"), "{stdout}");
}

/// A check whose race check runs out of room says so, as `run --racecheck` does: each
/// thread writes its own 520 words, 4,259,840 bytes in all, past the shadow's 4,194,304
/// accesses.
#[test]
fn check_says_when_the_race_check_stopped() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("fill.cu");
    std::fs::write(
        &file,
        "__global__ void fill(unsigned long long *out, int n) {
    int t = threadIdx.x;
    for (int i = 0; i < n; i++)
        out[t * n + i] = i;
}
",
    )
    .expect("writable");
    let path = file.to_str().expect("a UTF-8 path");
    let out = common::tangle(
        &[
            "check",
            path,
            "--threads",
            "1024",
            "--arg",
            r#"out={"type": "u64", "len": 532480}"#,
            "--arg",
            "n=520",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", common::text(&out.stderr));
    let stdout = common::text(&out.stdout);
    let notes: Vec<&str> = stdout.lines().filter(|l| l.contains("race")).collect();
    expect!["    note: the race check stopped in block 0: its shadow memory held more than 4194304 accesses; races after that point are not reported"].assert_eq(&notes.join("\n"));
}

#[test]
fn the_gpu_engine_cannot_check_races() {
    let (code, _, stderr) = on_exchange(&["run", "--racecheck", "--engine", "gpu"]);
    assert_eq!(code, Some(2));
    assert_eq!(
        stderr,
        "error: --racecheck needs an engine that sees every access: source or ir\n"
    );
}
