//! What the lowering refuses, and how: programs whose cycles, as the tangle
//! engine reports them, cannot be realised as nested LLVM cycles are internal
//! errors that name the cycles and blocks involved (never IR that LLVM's
//! verifier would reject, or that silently means something else); requests
//! it cannot satisfy are `Unsupported`.
//!
//! (Three entries the tangle engine used to miss, found here, are now
//! reported by it and lowered through hubs: see tests/structure.rs.)

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

/// Without convergent operations nothing needs tokens, so the same shape is
/// ordinary (irreducible) LLVM control flow.
#[test]
fn the_same_shape_without_convergent_operations_lowers() {
    let body = "L1: n++;\nL2: a[n] = 0;\nif (n < 3) goto L1;\na[1] = 2;\nif (n < 5) goto L2;";
    let src = format!("__global__ void k(int *a, int n)\n{{\n{body}\n}}\n");
    let ir = common::lower(&src);
    assert!(!ir.contains("convergence"), "{ir}");
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
