//! Golden reports (text, JSON and Graphviz) for every sample. Refresh with
//! `UPDATE_EXPECT=1 cargo test -p tangles --test golden` and review the diff.

mod common;

use expect_test::expect_file;

#[test]
fn reports_of_every_sample_match_their_golden_files() {
    for path in testkit::sample_paths() {
        let (unit, analysis) = testkit::compile_sample(&path);
        let lints = tangles::lints::lint(&unit, &analysis, &Default::default());
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        let mut text = tangles::report::text(&unit, &analysis, None);
        text.push_str(&frontend::diag::render_plain(&lints, &unit.sources));
        expect_file![format!("golden/{stem}.report.txt")].assert_eq(&text);
        let json = tangles::report::json(&unit, &analysis, None, &lints);
        let json = serde_json::to_string_pretty(&json).unwrap() + "\n";
        expect_file![format!("golden/{stem}.report.json")].assert_eq(&json);
        let dot = tangles::report::dot(&unit, &analysis, None);
        expect_file![format!("golden/{stem}.report.dot")].assert_eq(&dot);
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

/// Under strict convergence the report keeps unrelated tangles apart: no
/// maximal tangle and no reconvergence point (rule 1.2 at `L` is maximal's).
#[test]
fn the_strict_report_shows_no_maximal_tangle() {
    let src = "__global__ void k(int *p)\n{\n  int i = 0;\nL:\n  p[i] = __activemask();\n  i++;\n  if (p[i]) goto L;\n  if (p[i + 1]) goto L;\n}\n";
    let mut case = common::analyze(src);
    let maximal = tangles::report::text(&case.unit, &case.analysis, None);
    assert!(
        maximal.contains(">> reconverge here, rule 1.2 (label)"),
        "{maximal}"
    );
    case.analysis.convergence = tangles::Convergence::Strict;
    expect_test::expect![[r#"
        strict convergence: unrelated tangles are kept apart (no maximal tangle, no reconvergence)
        test.cu `k` (kernel, convergent)
          T0 = the launched block
            1 | __global__ void k(int *p)
            2 | {
            3 |   int i = 0;
              |   ^ s1 decl: T0
            4 | L:
              | ^ s2 label: T1, T2, T3  !! implementation-defined: unrelated tangles; strict: kept apart
              |   T1 = T0 & label@4 goto-iteration
              |   T2 = T1 & goto@7 goto-iteration
              |   T3 = T1 & goto@8 goto-iteration
            5 |   p[i] = __activemask();
              |   ^ s3 expr: T1, T2, T3  !! implementation-defined: unrelated tangles; strict: kept apart
              |          ^ convergent `__activemask`: T1, T2, T3  !! implementation-defined; strict: kept apart
            6 |   i++;
              |   ^ s4 expr: T1, T2, T3  !! implementation-defined: unrelated tangles; strict: kept apart
            7 |   if (p[i]) goto L;
              |   ^ s5 if: T1, T2, T3  !! implementation-defined: unrelated tangles; strict: kept apart
              |             ^ s6 goto: T5, T6, T7  !! implementation-defined: unrelated tangles; strict: kept apart
              |               T5 = T1 & if@7 then
              |               T6 = T2 & if@7 then
              |               T7 = T3 & if@7 then
            8 |   if (p[i + 1]) goto L;
              |   ^ s7 if: T9, T10, T11  !! implementation-defined: unrelated tangles; strict: kept apart
              |     T9 = T1 & if@7 after
              |     T10 = T2 & if@7 after
              |     T11 = T3 & if@7 after
              |                 ^ s8 goto: T13, T14, T15  !! implementation-defined: unrelated tangles; strict: kept apart
              |                   T13 = T9 & if@8 then
              |                   T14 = T10 & if@8 then
              |                   T15 = T11 & if@8 then
            9 | }
          cycles:
            C0 goto cycle of label@4: 7 statements, entries label@4; chosen entry label@4

    "#]]
    .assert_eq(&tangles::report::text(&case.unit, &case.analysis, None));
}

/// Every rule's description, as reports print it: the samples have no convergent call in
/// an `&&` or `?:` operand.
#[test]
fn tangles_of_operands_and_case_labels_are_described() {
    let case = common::analyze(
        "__global__ void k(int *p, int n)\n{\n  int t = threadIdx.x;\n  if (t < n && __any_sync(~0u, p[t]))\n    p[0] = 1;\n  p[1] = t < 2 ? __ballot_sync(~0u, 1) : __activemask();\n  switch (t % 3) {\n  case 1:\n    p[2] = __ballot_sync(~0u, t);\n  }\n}\n",
    );
    let (id, f) = case.unit.program.functions.iter().next().unwrap();
    let ft = case.analysis.functions.get(id).unwrap();
    let described: Vec<String> = ft
        .by_name
        .iter()
        .map(|&t| tangles::report::describe(&case.unit, f, ft, t))
        .collect();
    expect_test::expect![[r#"
        [
            "T0 = the launched block",
            "T1 = T0 & if@4 then",
            "T2 = T0 & case 1@8",
            "T3 = T0 & && rhs@4:7",
            "T4 = T0 & ?: then@6:10",
            "T5 = T0 & ?: else@6:10",
        ]
    "#]]
    .assert_debug_eq(&described);
}
