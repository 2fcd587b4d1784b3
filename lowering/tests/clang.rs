//! Side by side with clang-22, the one compiler that emits convergence tokens
//! (for logical SPIR-V, from any language): on structured code each
//! convergent call must get the same kind of token (entry or loop) at the same
//! loop depth from both; on goto code Clang's IR fails LLVM's verifier and
//! ours passes.
//!
//! Clang compiles the samples as
//! `clang-22 -cc1 -triple spirv-unknown-vulkan1.3-compute -x c -emit-llvm
//! -disable-llvm-passes -include frontend/include/tangle.h`, plus line tables
//! so calls can be matched by their line and column, and
//! `-disable-llvm-verifier` as Clang's driver passes it (so broken IR is
//! written out instead of aborting the compilation).

mod common;

use common::{parse, TokenKind};
use std::collections::BTreeMap;

const REPO: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

fn clang(sample: &str) -> String {
    let prelude = std::path::Path::new("frontend/include/tangle.h");
    let out = driver::clang_command(driver::TOKEN_TRIPLE, prelude)
        .current_dir(REPO)
        .args([
            "-debug-info-kind=line-tables-only",
            "-disable-llvm-verifier",
        ])
        .args(["-o", "-"])
        .arg(format!("samples/{sample}"))
        .output()
        .expect("clang-22 runs (scripts/setup.sh installs it)");
    assert!(
        out.status.success(),
        "clang-22 fails on {sample}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 IR")
}

fn ours(sample: &str) -> String {
    let src = std::fs::read_to_string(format!("{REPO}/samples/{sample}")).expect("sample");
    common::lower(&src)
}

/// Each convergent call, by function and source location: callee, token
/// kind, loop depth.
type Calls = BTreeMap<(String, u32, u32), (String, TokenKind, usize)>;

fn calls(ir: &str) -> Calls {
    let mut out = BTreeMap::new();
    for f in parse(ir).functions {
        for c in &f.calls {
            let (line, col) = c.location.expect("calls carry locations");
            let chain = f.chain(&c.token);
            let key = (f.name.clone(), line, col);
            let value = (c.callee.clone(), chain[0], f.loop_depth(&c.token));
            assert!(out.insert(key, value).is_none(), "two calls at one place");
        }
    }
    out
}

const STRUCTURED: [&str; 11] = [
    "block_reduce.cu",
    "break_ballot.cu",
    "convergent_device_call.cu",
    "elect_loop.cu",
    "goto_cleanup.cu",
    "hip_wave_vote.cu",
    "histogram_early_return.cu",
    "nested_continue.cu",
    "stream_compact.cu",
    "switch_fallthrough.cu",
    "warp_reduce.cu",
];

#[test]
fn structured_samples_get_the_same_tokens_as_clang() {
    let mut compared = 0;
    for sample in STRUCTURED {
        let (theirs, ours) = (calls(&clang(sample)), calls(&ours(sample)));
        assert_eq!(
            theirs.keys().collect::<Vec<_>>(),
            ours.keys().collect::<Vec<_>>(),
            "{sample}: the same convergent calls at the same places"
        );
        for (key, t) in &theirs {
            assert_eq!(t, &ours[key], "{sample}: the call at {key:?}");
            compared += 1;
        }
    }
    assert!(compared >= 30, "{compared} calls compared");
}

/// `noconvergent` is ours: Clang (which makes every SPIR-V function
/// convergent) gives the helper's calls the entry token, and the call to the
/// helper a bundle too; we give the helper an anchor and its call none.
#[test]
fn a_noconvergent_helper_differs_from_clang_only_in_its_anchor() {
    let (mut theirs, ours) = (
        calls(&clang("append_buffer.cu")),
        calls(&ours("append_buffer.cu")),
    );
    let helper_call = theirs
        .remove(&("filter_append".to_string(), 27, 20))
        .expect("Clang's controlled call to the helper");
    assert_eq!(
        helper_call,
        ("append_slot".to_string(), TokenKind::Entry, 0)
    );
    assert_eq!(theirs.len(), 3);
    assert_eq!(
        theirs.keys().collect::<Vec<_>>(),
        ours.keys().collect::<Vec<_>>()
    );
    for (key, (callee, kind, depth)) in &theirs {
        assert_eq!(*kind, TokenKind::Entry);
        assert_eq!(ours[key], (callee.clone(), TokenKind::Anchor, *depth));
    }
}

#[test]
fn on_goto_samples_clangs_ir_fails_the_verifier_and_ours_passes() {
    let expected = [
        ("goto_retry.cu", "Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition."),
        ("goto_into_loop.cu", "Cycle heart must dominate all blocks in the cycle."),
        ("duff_shuffle.cu", "Convergence control token must dominate all its uses."),
    ];
    for (sample, message) in expected {
        let theirs = common::opt_verify(&clang(sample))
            .expect_err(&format!("Clang's IR of {sample} verifies"));
        assert!(theirs.contains(message), "{sample}: {theirs}");
        // `ours` runs opt-22 too.
        let ir = ours(sample);
        assert!(ir.contains("convergencectrl"));
    }
}
