//! Diagnostics for tools: SARIF (validated against the official schema), JSON on errors,
//! the one-line format for editors, denied warnings and their exit status, lint control.

mod common;

use common::{tangle, text, REPO};
use expect_test::expect;
use serde_json::Value;
use std::path::Path;

/// A kernel with one warning of each of W0104 and W0105.
const TWO_WARNINGS: &str = "__global__ void k(int *p, int n) {
  int t = threadIdx.x;
  if (t >= n)
    return;
  __syncthreads();
  if (t & 1) {
    p[t] = __ballot_sync(0xffffffff, 1);
  }
}
";

/// Does not parse: two errors in two functions.
const TWO_ERRORS: &str = "__device__ int f(int &x) { return x; }
__global__ void k(int *p) { p[0] = static_cast<int>(1.5f); }
";

fn validate_sarif(doc: &Value) {
    if let Err(e) = sarif_errors(doc) {
        panic!("not valid SARIF 2.1.0: {e}\n{doc:#}");
    }
}

fn sarif_errors(doc: &Value) -> Result<(), String> {
    let schema_path = Path::new(REPO).join("tests/schemas/sarif-schema-2.1.0.json");
    let schema: Value =
        serde_json::from_str(&std::fs::read_to_string(&schema_path).expect("the schema"))
            .expect("the schema is JSON");
    let mut schemas = boon::Schemas::new();
    let mut compiler = boon::Compiler::new();
    let url = "file:///sarif-schema-2.1.0.json";
    compiler
        .add_resource(url, schema)
        .expect("the schema loads");
    let index = compiler
        .compile(url, &mut schemas)
        .expect("the schema compiles");
    schemas.validate(doc, index).map_err(|e| format!("{e:#}"))
}

/// The validation can fail: a level SARIF does not know, a missing `runs`.
#[test]
fn the_schema_rejects_what_is_not_sarif() {
    let out = tangle(&["report", "-", "--format", "sarif"], TWO_WARNINGS);
    let mut doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(sarif_errors(&doc).is_ok());
    doc["runs"][0]["results"][0]["level"] = "severe".into();
    assert!(sarif_errors(&doc).is_err());
    assert!(sarif_errors(&serde_json::json!({ "version": "2.1.0" })).is_err());
}

#[test]
fn sarif_report_is_valid_and_complete() {
    let out = tangle(&["report", "-", "--format", "sarif"], TWO_WARNINGS);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    validate_sarif(&doc);
    let run = &doc["runs"][0];
    let rules = run["tool"]["driver"]["rules"].as_array().expect("rules");
    let results = run["results"].as_array().expect("results");
    let summary: Vec<String> = results
        .iter()
        .map(|r| {
            let region = &r["locations"][0]["physicalLocation"]["region"];
            let rule = &rules[r["ruleIndex"].as_u64().expect("an index") as usize];
            assert_eq!(rule["id"], r["ruleId"]);
            format!(
                "{} {} {}:{}-{}:{} related {}",
                r["ruleId"].as_str().unwrap_or_default(),
                r["level"].as_str().unwrap_or_default(),
                region["startLine"],
                region["startColumn"],
                region["endLine"],
                region["endColumn"],
                r["relatedLocations"].as_array().map_or(0, Vec::len)
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            "W0104 warning 5:3-5:18 related 2",
            "W0105 warning 7:26-7:36 related 3"
        ]
    );
    assert_eq!(
        results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        "%3Cstdin%3E"
    );
}

#[test]
fn sarif_on_errors_and_for_every_command() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("bad.cu");
    std::fs::write(&file, TWO_ERRORS).expect("write");
    let file = file.to_str().expect("UTF-8 path");
    // The report document carries the errors, with the usual exit status.
    let out = tangle(&["report", file, "--format", "sarif"], "");
    assert_eq!(out.status.code(), Some(1));
    let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    validate_sarif(&doc);
    assert_eq!(doc["runs"][0]["results"].as_array().map(Vec::len), Some(2));
    let uri = &doc["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
        ["uri"];
    assert!(
        uri.as_str().is_some_and(|u| u.starts_with("file:///")),
        "{uri}"
    );
    // Any command writes its diagnostics as one SARIF document on standard error.
    for command in ["parse", "lower", "run"] {
        let out = tangle(&[command, file, "--diagnostic-format", "sarif"], "");
        assert_eq!(out.status.code(), Some(1), "{command}");
        let doc: Value = serde_json::from_slice(&out.stderr).expect("one JSON document");
        validate_sarif(&doc);
        assert_eq!(
            doc["runs"][0]["results"].as_array().map(Vec::len),
            Some(2),
            "{command}"
        );
    }
}

#[test]
fn json_carries_the_diagnostics_on_errors() {
    for command in ["report", "parse"] {
        let out = tangle(&[command, "-", "--format", "json"], TWO_ERRORS);
        assert_eq!(out.status.code(), Some(1), "{command}");
        let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        let codes: Vec<&str> = doc["diagnostics"]
            .as_array()
            .expect("diagnostics")
            .iter()
            .filter_map(|d| d["code"].as_str())
            .collect();
        assert_eq!(codes, ["E0103", "E0103"], "{command}");
    }
}

#[test]
fn the_short_format_is_one_line_per_diagnostic() {
    let out = tangle(
        &["report", "-", "--diagnostic-format", "short"],
        TWO_WARNINGS,
    );
    assert_eq!(out.status.code(), Some(0));
    expect![[r#"
        <stdin>:5:3: warning: `__syncthreads` may be reached by only part of the block [W0104]
        <stdin>:3:3: note: depending on this condition
        <stdin>:4:5: note: some threads may leave here
        <stdin>:7:26: warning: the constant mask 0xffffffff of `__ballot_sync` may name lanes outside its tangle [W0105]
        <stdin>:3:3: note: depending on this condition
        <stdin>:4:5: note: some threads may leave here
        <stdin>:6:3: note: this condition may differ between threads
    "#]]
    .assert_eq(&text(&out.stderr));
    let errors = tangle(&["parse", "-", "--diagnostic-format", "short"], TWO_ERRORS);
    assert_eq!(errors.status.code(), Some(1));
    expect![[r#"
        <stdin>:1:22: error: unsupported construct: C++ references [E0103]
        <stdin>:2:36: error: unsupported construct: C++ casts (`static_cast<T>(x)`) [E0103]
    "#]]
    .assert_eq(&text(&errors.stderr));
}

#[test]
fn denied_warnings_exit_with_status_4() {
    let status = |args: &[&str]| {
        let mut all = vec!["report", "-", "--diagnostic-format", "short"];
        all.extend(args);
        let out = tangle(&all, TWO_WARNINGS);
        (out.status.code(), text(&out.stderr))
    };
    assert_eq!(status(&[]).0, Some(0));
    let (code, stderr) = status(&["-W", "error"]);
    assert_eq!(code, Some(4));
    assert_eq!(stderr.matches(": error: ").count(), 2, "{stderr}");
    assert_eq!(status(&["--deny", "warnings"]).0, Some(4));
    assert_eq!(status(&["--deny", "W0105"]).0, Some(4));
    assert_eq!(status(&["-W", "error=W0101,W0105"]).0, Some(4));
    // Denied but silenced: nothing to deny.
    assert_eq!(status(&["--deny", "W0105", "-A", "W0105"]).0, Some(0));
    assert_eq!(status(&["--deny", "W0101"]).0, Some(0));
    // `lower` denies the same way, after writing its output.
    let out = tangle(&["lower", "-", "-W", "error"], TWO_WARNINGS);
    assert_eq!(out.status.code(), Some(4));
    assert!(
        text(&out.stdout).contains("define"),
        "the IR is still written"
    );
    // A bad request is a usage error.
    assert_eq!(status(&["--deny", "loud"]).0, Some(2));
    assert_eq!(status(&["-W", "everything"]).0, Some(2));
}

#[test]
fn allow_takes_lists_and_all() {
    let codes = |args: &[&str]| {
        let mut all = vec!["report", "-", "--format", "json"];
        all.extend(args);
        let out = tangle(&all, TWO_WARNINGS);
        let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        doc["diagnostics"]
            .as_array()
            .expect("diagnostics")
            .iter()
            .filter_map(|d| d["code"].as_str().map(str::to_string))
            .collect::<Vec<_>>()
    };
    assert_eq!(codes(&[]), ["W0104", "W0105"]);
    assert_eq!(codes(&["-A", "W0104,W0105"]), Vec::<String>::new());
    assert_eq!(codes(&["-A", "all"]), Vec::<String>::new());
    assert_eq!(codes(&["-A", "W0105"]), ["W0104"]);
}
