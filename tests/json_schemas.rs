//! The JSON documents tangle writes and their schemas in `schemas/`: each schema file is
//! what the output types derive (regenerate with `UPDATE_EXPECT=1`), and what the CLI
//! writes, on every path that shapes a document differently, validates against it.

mod common;

use common::{tangle, text, REPO};
use expect_test::expect_file;
use serde_json::Value;
use std::path::Path;

/// Each document: its schema file and the type that writes it.
fn schemas() -> Vec<(&'static str, schemars::Schema)> {
    use schemars::schema_for;
    vec![
        (
            "diagnostics",
            schema_for!(frontend::diag::DiagnosticsDocument),
        ),
        ("model", schema_for!(frontend::dump::ModelDocument)),
        (
            "report",
            schema_for!(tangles::report::ReportDocument<'static>),
        ),
        ("run", schema_for!(runtime::trace::RunDocument)),
        ("check", schema_for!(driver::CheckDocument)),
        ("check-ir", schema_for!(driver::IrFilesDocument)),
    ]
}

#[test]
fn schema_files_are_what_the_types_derive() {
    for (name, schema) in schemas() {
        let mut text = serde_json::to_string_pretty(&schema).expect("a schema is JSON");
        text.push('\n');
        expect_file![format!("../schemas/{name}.schema.json")].assert_eq(&text);
    }
}

/// Whether `doc` is valid under `schemas/{name}.schema.json`, and has this
/// version of the documents.
fn errors(name: &str, doc: &Value) -> Result<(), String> {
    let path = Path::new(REPO).join(format!("schemas/{name}.schema.json"));
    let schema: Value = serde_json::from_str(&std::fs::read_to_string(&path).expect("the schema"))
        .expect("the schema is JSON");
    let mut schemas = boon::Schemas::new();
    let mut compiler = boon::Compiler::new();
    let url = format!("file:///{name}.schema.json");
    compiler
        .add_resource(&url, schema)
        .expect("the schema loads");
    let index = compiler
        .compile(&url, &mut schemas)
        .expect("the schema compiles");
    schemas.validate(doc, index).map_err(|e| format!("{e:#}"))?;
    match doc["schema_version"].as_u64() {
        Some(v) if v == u64::from(frontend::SCHEMA_VERSION) => Ok(()),
        v => Err(format!("schema_version is {v:?}")),
    }
}

fn validate(name: &str, doc: &Value) {
    if let Err(e) = errors(name, doc) {
        panic!("not a valid {name} document: {e}\n{doc:#}");
    }
}

/// Runs tangle and parses the document it writes to standard output.
fn document(args: &[&str], stdin: &str, status: i32) -> Value {
    let out = tangle(args, stdin);
    assert_eq!(
        out.status.code(),
        Some(status),
        "tangle {args:?}: {}",
        text(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("a JSON document")
}

/// Does not parse.
const ERRORS: &str = "__global__ void k(int *p) { p[0] = undeclared; }\n";

/// A race across warps, a ballot, and a loop with many events.
const RACY: &str = "__global__ void k(int *o) {
  __shared__ int s[64];
  unsigned t = threadIdx.x + threadIdx.y * blockDim.x;
  s[t] = t;
  o[t] = s[(t + 1) % 64];
  for (int i = 0; i < 8; i++)
    o[t] += __ballot_sync(0xffffffff, (t + i) & 1);
}
";

#[test]
fn model_documents_validate() {
    for sample in [
        "samples/nbody_struct.cu",
        "samples/symbol_init_address.cu",
        "samples/goto_into_loop.cu",
    ] {
        let doc = document(&["parse", sample, "--format", "json"], "", 0);
        validate("model", &doc);
    }
    let doc = document(&["parse", "-", "--format", "json"], ERRORS, 1);
    validate("model", &doc);
    assert_eq!(doc["diagnostics"][0]["severity"], "error");
}

#[test]
fn report_documents_validate() {
    for sample in ["samples/goto_into_loop.cu", "samples/switch_fallthrough.cu"] {
        let doc = document(&["report", sample, "--format", "json"], "", 0);
        validate("report", &doc);
    }
    let doc = document(&["report", "-", "--format", "json"], ERRORS, 1);
    validate("report", &doc);
}

#[test]
fn diagnostics_documents_validate() {
    let out = tangle(&["parse", "-", "--diagnostic-format", "json"], ERRORS);
    assert_eq!(out.status.code(), Some(1));
    let doc: Value = serde_json::from_slice(&out.stderr).expect("a JSON document");
    validate("diagnostics", &doc);
    assert!(!doc["diagnostics"].as_array().expect("a list").is_empty());
}

#[test]
fn run_documents_validate() {
    // 2-D, with the race check and a summarised trace: every optional part.
    let doc = document(
        &[
            "run",
            "-",
            "--threads",
            "32,2",
            "--arg",
            r#"o={"type": "i32", "len": 64}"#,
            "--racecheck",
            "--max-events",
            "3",
            "--format",
            "json",
        ],
        RACY,
        0,
    );
    validate("run", &doc);
    for part in ["races", "summary", "events_total"] {
        assert!(doc.get(part).is_some(), "no {part} in {doc:#}");
    }
    assert!(doc["events"][0].get("thread_idx").is_some());
    let doc = document(
        &[
            "run",
            "samples/simple_printf.cu",
            "--input",
            "samples/args/simple_printf.json",
            "--format",
            "json",
        ],
        "",
        0,
    );
    validate("run", &doc);
}

#[test]
fn check_documents_validate() {
    let doc = document(
        &[
            "check",
            "samples/goto_into_loop.cu",
            "--input",
            "samples/args/goto_into_loop.json",
            "--format",
            "json",
        ],
        "",
        0,
    );
    validate("check", &doc);
    let doc = document(
        &[
            "check",
            "tests/ir_pairs/hoist.ll",
            "tests/ir_pairs/hoist_hoisted.ll",
            "--arg",
            r#"out={"type": "i32", "len": 32}"#,
            "--format",
            "json",
        ],
        "",
        3,
    );
    validate("check-ir", &doc);
    assert_eq!(doc["agree"], false);
}

/// The validation can fail: an unknown field, a missing one, a wrong version.
#[test]
fn the_schemas_reject_other_documents() {
    let doc = document(
        &["report", "samples/goto_into_loop.cu", "--format", "json"],
        "",
        0,
    );
    assert!(errors("report", &doc).is_ok());
    let mut extra = doc.clone();
    extra["functions"][0]["colour"] = "blue".into();
    assert!(errors("report", &extra).is_err());
    let mut missing = doc.clone();
    missing
        .as_object_mut()
        .expect("an object")
        .remove("convergence");
    assert!(errors("report", &missing).is_err());
    let mut version = doc.clone();
    version["schema_version"] = 0.into();
    assert!(errors("report", &version).is_err());
    assert!(errors("run", &doc).is_err());
}
