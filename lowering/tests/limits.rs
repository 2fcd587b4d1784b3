//! What the lowering refuses, and how: requests it cannot satisfy are
//! `Unsupported`. (Cycles that could not be realised as nested LLVM cycles
//! would be internal errors naming the cycles and blocks; since the tangle
//! engine closes overlapping ranges, no accepted program has them.)
//!
//! (Three entries the tangle engine used to miss, found here, are now
//! reported by it and lowered through hubs: see tests/structure.rs.)

mod common;

use lowering::{Emit, LowerError};

/// Overlapping backward-goto ranges without convergent operations need no
/// tokens: ordinary LLVM control flow (with them, see
/// runtime/tests/goto_shapes.rs).
#[test]
fn overlapping_goto_ranges_without_convergent_operations_lower() {
    let body = "L1: n++;\nL2: a[n] = 0;\nif (n < 3) goto L1;\na[1] = 2;\nif (n < 5) goto L2;";
    let src = format!("__global__ void k(int *a, int n)\n{{\n{body}\n}}\n");
    let ir = common::lower(&src);
    assert!(!ir.contains("convergence"), "{ir}");
}

#[test]
fn unknown_targets_and_code_without_a_target_are_unsupported() {
    let (unit, analysis) = testkit::compile("__global__ void k(int *a) { a[0] = 1; }");
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
    let (unit, analysis) = testkit::compile(&src);
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
