//! What the lowering refuses, and how: programs whose cycles, as the tangle
//! engine reports them, cannot be realised as nested LLVM cycles are internal
//! errors that name the cycles and blocks involved (never IR that LLVM's
//! verifier would reject, or that silently means something else); requests
//! it cannot satisfy are `Unsupported`.

mod common;

use lowering::{Emit, LowerError};

fn internal_error(body: &str) -> String {
    let src = format!("__global__ void k(int *a, int n)\n{{\nunsigned int m;\n{body}\n}}\n");
    match common::try_lower(&src) {
        Err(LowerError::Internal(m)) => m,
        other => panic!("expected an internal error, got {other:?}"),
    }
}

/// Two backward-goto ranges that overlap without nesting: `L1..goto L1`
/// and `L2..goto L2` share `L2..goto L1`. Each would need its own heart, and
/// LLVM's hearts must nest.
#[test]
fn overlapping_goto_ranges_are_an_internal_error() {
    let m = internal_error(
        "L1: n++;\nL2: a[n] = __ballot_sync(~0u, n);\nif (n < 3) goto L1;\na[1] = 2;\nif (n < 5) goto L2;",
    );
    assert!(m.contains("overlapping cycles"), "{m}");
    assert!(m.contains("goto cycle at test.cu:4:1"), "{m}");
    assert!(m.contains("LLVM cycles must nest"), "{m}");
}

/// The range `L..goto L` starts inside the `if`: when `n` is 0 control falls
/// from the `if` into the middle of the range, a second entry. The tangle
/// engine reports only `L` as an entry (the cycle as reducible), so the
/// lowering places the heart in `L`'s block, which does not dominate the
/// ballot; its own check stops before LLVM would.
#[test]
fn falling_into_a_goto_range_is_an_entry_the_tangle_engine_misses() {
    let m = internal_error(
        "if (n) { L: a[n] = 1; }\na[0] = __ballot_sync(~0u, n);\nif (n < 9) { n++; goto L; }",
    );
    assert!(
        m.contains("enters the `label` goto cycle at test.cu:4:10"),
        "{m}"
    );
    assert!(
        m.contains("at block `if.end` (from `entry`), which is not its header `label.L`"),
        "{m}"
    );
}

/// A loop whose body is a label targeted from outside the loop: the goto
/// enters the loop without its condition, but the tangle engine lists the
/// body only once (as the chosen entry) and calls the loop reducible.
#[test]
fn a_goto_to_a_loop_body_label_is_an_entry_the_tangle_engine_misses() {
    let m = internal_error(
        "if (n > 3) goto L;\nwhile (n < 10) L: { n++; a[n] = __ballot_sync(~0u, n); }",
    );
    assert!(
        m.contains("enters the `while` loop cycle at test.cu:5:1"),
        "{m}"
    );
    assert!(
        m.contains("at block `label.L` (from `if.then`), which is not its header `while.cond`"),
        "{m}"
    );
}

/// `L0` sits in a switch body before any case, inside the range of `goto R1`:
/// control from `R1` never reaches it, so the tangle engine leaves it out of
/// the cycle, but `goto L0` does, and falls from there into the range (at the
/// end of the switch). The tangle engine reports `R1` as the only entry.
#[test]
fn falling_from_an_unreachable_label_into_a_goto_range_is_a_missed_entry() {
    let m = internal_error(
        "R0: { m = __ballot_sync(~0u, n); if (n > 3) goto L0; }\nif (n < 7) goto R0;\n\
         R1: { switch (n & 7) { L0: n++; } }\nif (n < 7) goto R1;",
    );
    assert!(
        m.contains("enters the `label` goto cycle at test.cu:6:1"),
        "{m}"
    );
    assert!(
        m.contains("at block `sw.epilog` (from `label.L0`), which is not its header `label.R1`"),
        "{m}"
    );
}

/// Without convergent operations nothing needs tokens, so the same shapes are
/// ordinary (irreducible) LLVM control flow.
#[test]
fn the_same_shapes_without_convergent_operations_lower() {
    for body in [
        "L1: n++;\nL2: a[n] = 0;\nif (n < 3) goto L1;\na[1] = 2;\nif (n < 5) goto L2;",
        "if (n) { L: a[n] = 1; }\na[0] = n;\nif (n < 9) { n++; goto L; }",
        "if (n > 3) goto L;\nwhile (n < 10) L: { n++; a[n] = n; }",
    ] {
        let src = format!("__global__ void k(int *a, int n)\n{{\n{body}\n}}\n");
        let ir = common::lower(&src);
        assert!(!ir.contains("convergence"), "{ir}");
    }
}

#[test]
fn unknown_targets_and_code_without_a_target_are_unsupported() {
    let (unit, analysis) = common::compile("__global__ void k(int *a) { a[0] = 1; }");
    let options = lowering::Options {
        target: Some("no-such-target".into()),
        ..Default::default()
    };
    match lowering::lower_to_bytes(&unit, &analysis, &options, Emit::Llvm) {
        Err(LowerError::Unsupported(m)) => {
            assert!(m.starts_with("unknown target `no-such-target`"), "{m}")
        }
        other => panic!("{other:?}"),
    }
    match lowering::lower_to_bytes(&unit, &analysis, &Default::default(), Emit::Object) {
        Err(LowerError::Unsupported(m)) => assert!(m.contains("need a target"), "{m}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn amdgpu_code_for_a_sample() {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../samples/block_reduce.cu"
    ))
    .expect("sample");
    let (unit, analysis) = common::compile(&src);
    let options = lowering::Options {
        target: Some("amdgcn-amd-amdhsa".into()),
        ..Default::default()
    };
    let ir = lowering::lower_to_bytes(&unit, &analysis, &options, Emit::Llvm).expect("IR");
    let ir = String::from_utf8(ir).expect("UTF-8");
    assert!(ir.contains("define amdgpu_kernel void @block_sum("));
    assert!(
        ir.contains("alloca i32, align 4, addrspace(5)"),
        "private memory is AMDGPU's 5"
    );
    common::opt_verify(&ir).expect("opt-22 verifies");
    let asm =
        lowering::lower_to_bytes(&unit, &analysis, &options, Emit::Assembly).expect("assembly");
    let asm = String::from_utf8(asm).expect("UTF-8");
    assert!(asm.contains("block_sum:"));
    assert!(
        asm.contains("s_barrier") || asm.contains("__syncthreads"),
        "{asm}"
    );
}
