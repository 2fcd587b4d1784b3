//! Golden reports (text and JSON) for every sample. Refresh with
//! `UPDATE_EXPECT=1 cargo test -p tangles --test golden` and review the diff.

mod common;

use expect_test::expect_file;
use frontend::{Input, Options};
use std::path::PathBuf;

fn samples() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../samples");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("samples directory")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu" || e == "c"))
        .collect();
    files.sort();
    files
}

#[test]
fn reports_of_every_sample_match_their_golden_files() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let files = samples();
    assert!(files.len() >= 12, "the samples are there");
    for path in files {
        // Report paths relative to the repository, as a user would type them.
        let rel = path.strip_prefix(&root).unwrap_or(&path).to_path_buf();
        let rel = PathBuf::from(rel.to_string_lossy().trim_start_matches("../").to_string());
        let text = std::fs::read_to_string(&path).expect("readable sample");
        let unit = frontend::compile(
            &Input::Text {
                name: rel.display().to_string(),
                text,
            },
            &Options::default(),
        );
        assert!(!unit.has_errors(), "{} has errors", rel.display());
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        let lints = tangles::lints::lint(&unit, &analysis, &Default::default());
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        let mut text = tangles::report::text(&unit, &analysis, None);
        text.push_str(&frontend::diag::render_plain(&lints, &unit.sources));
        expect_file![format!("golden/{stem}.report.txt")].assert_eq(&text);
        let json = tangles::report::json(&unit, &analysis, None, &lints);
        let json = serde_json::to_string_pretty(&json).unwrap() + "\n";
        expect_file![format!("golden/{stem}.report.json")].assert_eq(&json);
    }
}

/// In a tab-indented file the markers stand under their statements: the source is shown
/// with tabs expanded to the stops diagnostics use.
#[test]
fn markers_line_up_in_tab_indented_sources() {
    let case = common::analyze(
        "__global__ void k(int *p)\n{\n\tif (p[0])\n\t\tp[1] = __ballot_sync(~0u, 1);\n}\n",
    );
    expect_test::expect![[r#"
        test.cu `k` (kernel, convergent)
          T0 = the launched block
            1 | __global__ void k(int *p)
            2 | {
            3 |     if (p[0])
              |     ^ s1 if: T0
            4 |         p[1] = __ballot_sync(~0u, 1);
              |         ^ s2 expr: T1
              |           T1 = T0 & if@3 then
              |                ^ convergent `__ballot_sync`: T1
            5 | }

    "#]]
    .assert_eq(&tangles::report::text(&case.unit, &case.analysis, None));
}
