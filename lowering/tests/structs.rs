//! Structs, unions and CUDA's vector types: the golden IR of a struct kernel
//! (verified by `opt-22`), and code `llc-22` generates from it for NVIDIA and
//! AMD GPUs.

mod common;

use expect_test::expect_file;
use lowering::Emit;
use std::path::PathBuf;
use std::process::Command;

fn fixture() -> (frontend::Unit, tangles::Analysis) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/structs.cu");
    let text = std::fs::read_to_string(&path).expect("readable fixture");
    testkit::compile_named("lowering/tests/fixtures/structs.cu", &text)
}

fn lower(options: &lowering::Options) -> String {
    let (unit, analysis) = fixture();
    let ir = lowering::lower_to_bytes(&unit, &analysis, options, Emit::Llvm)
        .unwrap_or_else(|e| panic!("{:?}: {e}", options.target));
    let ir = String::from_utf8(ir).expect("UTF-8 IR");
    common::opt_verify(&ir).unwrap_or_else(|e| panic!("{:?}: opt-22 rejects: {e}", options.target));
    ir
}

#[test]
fn struct_kernel_lowers_to_its_golden_ir() {
    let ir = lower(&lowering::Options::default());
    expect_file!["golden/structs.ll"].assert_eq(&ir);
    // Members sit at C's offsets: `float4` is 16-byte aligned wherever it lives.
    for line in [
        "%struct.float4 = type { float, float, float, float }",
        "%struct.span = type { ptr, i32, [4 x i8] }",
        "@window = global %struct.span { ptr getelementptr (i8, ptr @table, i64 8), i32 4, [4 x i8] zeroinitializer }, align 8",
        "@last = global ptr getelementptr (i8, ptr @table, i64 28)",
    ] {
        assert!(ir.contains(line), "no `{line}`");
    }
    assert!(ir.contains("alloca %struct.float4, align 16"), "{ir}");
}

#[test]
fn struct_kernel_becomes_gpu_code() {
    let dir = tempfile::tempdir().expect("temporary directory");
    for (target, cpu, features) in [
        ("nvptx64-nvidia-cuda", "sm_70", Some("-mattr=+ptx64")),
        ("amdgcn-amd-amdhsa", "gfx90a", None),
    ] {
        for opt_level in [0, 3] {
            let options = lowering::Options {
                target: Some(target.into()),
                mcpu: Some(cpu.into()),
                opt_level,
                ..Default::default()
            };
            let ir = lower(&options);
            let ll = dir.path().join("k.ll");
            std::fs::write(&ll, &ir).expect("write IR");
            let cpu_flag = format!("-mcpu={cpu}");
            let mut args = vec![
                cpu_flag.as_str(),
                "-o",
                "-",
                ll.to_str().expect("UTF-8 path"),
            ];
            args.extend(features);
            let out = Command::new("llc-22")
                .args(&args)
                .output()
                .expect("llc-22 runs");
            let asm = String::from_utf8_lossy(&out.stdout);
            assert!(
                out.status.success(),
                "{cpu} -O{opt_level}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            if target.starts_with("nvptx") && opt_level == 3 {
                // The 16-byte alignment lets a float4 move as one vector access.
                assert!(asm.contains("ld.global.v4."), "{cpu}:\n{asm}");
                assert!(asm.contains("st.global.v4."), "{cpu}:\n{asm}");
            }
        }
    }
}
