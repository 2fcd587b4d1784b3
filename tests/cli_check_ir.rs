//! `tangle check A.ll B.ll`: two IR files of one kernel (before and after a
//! pass) on the IR engine, compared; the files are in `tests/ir_pairs/`.

mod common;

use common::{tangle, text};
use expect_test::expect;

const OUT: &str = r#"out={"type":"i32","len":32}"#;

/// (exit status, stdout, stderr)
fn check(a: &str, b: &str, extra: &[&str]) -> (i32, String, String) {
    let (a, b) = (format!("tests/ir_pairs/{a}"), format!("tests/ir_pairs/{b}"));
    let mut args = vec!["check", &a, &b, "--arg", OUT];
    args.extend(extra);
    let out = tangle(&args, "");
    (
        out.status.code().unwrap_or(-1),
        text(&out.stdout),
        text(&out.stderr),
    )
}

#[test]
fn identical_files_agree() {
    for f in ["hoist.ll", "loop.ll", "loop_no_dbg.ll"] {
        let (code, out, err) = check(f, f, &["--threads", "32,48", "--warp-sizes", "8,32"]);
        assert_eq!(code, 0, "{f}: {out}{err}");
        assert_eq!(out.matches(" agree (").count(), 4, "{f}: {out}");
    }
}

#[test]
fn a_ballot_hoisted_out_of_its_branch_differs_at_its_site() {
    let (code, out, _) = check("hoist.ll", "hoist_hoisted.ll", &[]);
    assert_eq!(code, 3);
    expect![[r#"
        check tests/ir_pairs/hoist.ll against tests/ir_pairs/hoist_hoisted.ll: both on the IR engine with the same launches, sites matched by `!dbg` location
          1 block of 32 threads, warp size 32: DIFFER
            ! `__ballot_sync` at 5:9: only tests/ir_pairs/hoist.ll: {1,3,5,7,9,11,13,15,17,19,21,23,25,27,29,31}@1; only tests/ir_pairs/hoist_hoisted.ll: {0-31}@1
            ! `__activemask` at 5:23: only tests/ir_pairs/hoist.ll: {1,3,5,7,9,11,13,15,17,19,21,23,25,27,29,31}@1; only tests/ir_pairs/hoist_hoisted.ll: {0-31}@1
            ! buffer `out` differs at 16 indexes (tests/ir_pairs/hoist.ll vs tests/ir_pairs/hoist_hoisted.ll): [1] -1431655936 vs -512, [3] -1431655936 vs -512, [5] -1431655936 vs -512, [7] -1431655936 vs -512, ...
    "#]]
    .assert_eq(&out);
}

#[test]
fn a_loop_token_replaced_by_the_entry_token_merges_iterations() {
    let (code, out, _) = check("loop.ll", "loop_entry_token.ll", &[]);
    assert_eq!(code, 3);
    expect![[r#"
        check tests/ir_pairs/loop.ll against tests/ir_pairs/loop_entry_token.ll: both on the IR engine with the same launches, sites matched by `!dbg` location
          1 block of 32 threads, warp size 32: DIFFER
            ! `__ballot_sync` at 5:16: only tests/ir_pairs/loop.ll: {0,4,8,12,16,20,24,28}@1 {1,5,9,13,17,21,25,29}@1 {2,6,10,14,18,22,26,30}@1 {3,7,11,15,19,23,27,31}@1; only tests/ir_pairs/loop_entry_token.ll: {0-31}@1
            ! `__activemask` at 5:30: only tests/ir_pairs/loop.ll: {0,4,8,12,16,20,24,28}@1 {1,5,9,13,17,21,25,29}@1 {2,6,10,14,18,22,26,30}@1 {3,7,11,15,19,23,27,31}@1; only tests/ir_pairs/loop_entry_token.ll: {0-31}@1
            ! buffer `out` differs at 32 indexes (tests/ir_pairs/loop.ll vs tests/ir_pairs/loop_entry_token.ll): [0] 286331153 vs -1, [1] 572662306 vs -1, [2] 1145324612 vs -1, [3] -2004318072 vs -1, ...
    "#]]
    .assert_eq(&out);
    // JSON: the differences, and each file's run.
    let (code, json, _) = check("loop.ll", "loop_entry_token.ll", &["--format", "json"]);
    assert_eq!(code, 3);
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(v["agree"], false);
    assert_eq!(v["runs"][0]["differences"][0]["kind"], "failure");
    assert_eq!(
        v["runs"][0]["a"]["events"].as_array().map(Vec::len),
        Some(8)
    );
    assert_eq!(
        v["runs"][0]["b"]["events"].as_array().map(Vec::len),
        Some(2)
    );
}

#[test]
fn files_without_locations_are_matched_by_position_and_say_so() {
    let (code, out, _) = check("loop.ll", "loop_no_dbg.ll", &[]);
    assert_eq!(code, 0, "{out}");
    expect![[r#"
        check tests/ir_pairs/loop.ll against tests/ir_pairs/loop_no_dbg.ll: both on the IR engine with the same launches, sites matched by function and position
        note: tests/ir_pairs/loop_no_dbg.ll has no `!dbg` locations on its convergent calls: sites cannot be matched by location; every site is matched by function and position among its convergent calls, which a pass that moves, adds or removes calls changes (`tangle lower -g` and Clang's `-gline-tables-only` give every call a location)
          1 block of 32 threads, warp size 32: agree (8 events, 1 buffer)
    "#]]
    .assert_eq(&out);
}

#[test]
fn two_files_must_both_be_ir_and_run_on_the_ir_engine() {
    let out = tangle(
        &[
            "check",
            "tests/ir_pairs/hoist.ll",
            "tests/ir_pairs/hoist.cu",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    expect![[r#"
        error: check with two files compares two LLVM IR files (`.ll` or `.bc`); tests/ir_pairs/hoist.cu is not one
    "#]]
    .assert_eq(&text(&out.stderr));
    let (code, _, err) = check("hoist.ll", "hoist.ll", &["--ir-from", "clang"]);
    assert_eq!(code, 2, "{err}");
    let out = tangle(&["check", "tests/ir_pairs/hoist.ll"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("or two IR files"));
    let (code, _, err) = check("hoist.ll", "missing.ll", &[]);
    assert_eq!(code, 1, "{err}");
}
