//! `tangle lower` as a user runs it: the built binary, its exit status,
//! standard output and standard error.

mod common;

use common::{tangle, text, REPO};
use std::path::Path;
use std::process::Command;

fn golden(name: &str) -> String {
    std::fs::read_to_string(Path::new(REPO).join("lowering/tests/golden").join(name))
        .expect("golden file")
}

#[test]
fn a_sample_to_stdout_is_its_golden_ir() {
    let out = tangle(
        &[
            "lower",
            "samples/goto_into_loop.cu",
            "-A",
            "W0101",
            "-A",
            "W0103",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), golden("goto_into_loop.ll"));
}

/// Text IR is printed by LLVM straight into the output file: the same bytes as on
/// standard output, and a file that cannot be opened or written is an error, exit 1.
#[test]
fn text_ir_to_a_file_and_write_failures() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let ll = dir.path().join("k.ll");
    let args = ["lower", "samples/goto_into_loop.cu", "-A", "all", "-o"];
    let out = tangle(
        &[&args[..], &[ll.to_str().expect("UTF-8 path")]].concat(),
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let written = std::fs::read_to_string(&ll).expect("IR written");
    assert_eq!(written, golden("goto_into_loop.ll"));

    let missing = dir.path().join("no/such/dir/k.ll");
    let out = tangle(
        &[&args[..], &[missing.to_str().expect("UTF-8 path")]].concat(),
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "error: cannot write output: No such file or directory\n"
    );
    if Path::new("/dev/full").exists() {
        let out = tangle(&[&args[..], &["/dev/full"]].concat(), "");
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(
            text(&out.stderr),
            "error: cannot write output: IO failure on output stream: No space left on device\n"
        );
    }
}

/// The lints run beside the lowering, but the output is written after they are
/// printed: all of them come first, then an error about the output.
#[test]
fn lints_come_before_a_write_failure() {
    let lints_only = tangle(
        &["lower", "samples/goto_into_loop.cu", "-o", "/dev/null"],
        "",
    );
    assert_eq!(lints_only.status.code(), Some(0));
    let lints = text(&lints_only.stderr);
    assert!(lints.contains("warning[W0101]"), "{lints}");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let missing = dir.path().join("no/such/dir/k.ll");
    let out = tangle(
        &[
            "lower",
            "samples/goto_into_loop.cu",
            "-o",
            missing.to_str().expect("UTF-8 path"),
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        format!("{lints}error: cannot write output: No such file or directory\n")
    );
}

#[test]
fn lints_are_printed_and_do_not_fail() {
    let out = tangle(&["lower", "samples/break_ballot.cu", "-o", "/dev/null"], "");
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stderr)
        .starts_with("note[N0106]: `__ballot_sync` runs on a divergent break path"));
}

#[test]
fn bitcode_to_a_file_and_g() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let bc = dir.path().join("k.bc");
    let out = tangle(
        &[
            "lower",
            "-g",
            "--emit",
            "bc",
            "-o",
            bc.to_str().expect("UTF-8 path"),
            "samples/warp_reduce.cu",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let bytes = std::fs::read(&bc).expect("bitcode written");
    assert_eq!(&bytes[..4], b"BC\xc0\xde", "bitcode magic");
    let dis = Command::new("llvm-dis-22")
        .arg(&bc)
        .arg("-o")
        .arg("-")
        .output()
        .expect("llvm-dis-22 runs");
    let ll = text(&dis.stdout);
    assert!(ll.contains("llvm.experimental.convergence.loop"));
    assert!(
        ll.contains("!DILocation(line: 20, column: 23"),
        "-g locations survive: {ll}"
    );
}

#[test]
fn stdin_with_defines_and_a_target() {
    let source = "__global__ void k(int *p) { p[threadIdx.x] = __ballot_sync(~0u, VALUE); }\n";
    let out = tangle(
        &[
            "lower",
            "-",
            "-D",
            "VALUE=3",
            "--target",
            "amdgcn-amd-amdhsa",
            "-A",
            "W0105",
        ],
        source,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let ll = text(&out.stdout);
    assert!(ll.contains("target triple = \"amdgcn-amd-amdhsa\""));
    assert!(ll.contains("define amdgpu_kernel void @k("));
    // The device library's ballot, inlined: a wave64 ballot masked to 32 lanes.
    assert!(ll.contains("@llvm.amdgcn.ballot.i64(i1 true)"), "{ll}");
    assert!(!ll.contains("@__ballot_sync"), "{ll}");
    assert!(ll.contains("!DIFile(filename: \"<stdin>\""));
}

#[test]
fn assembly_for_amdgpu() {
    let out = tangle(
        &[
            "lower",
            "samples/stream_compact.cu",
            "--target",
            "amdgcn-amd-amdhsa",
            "--emit",
            "asm",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains(".amdhsa_kernel compact_positive"));
}

#[test]
fn ptx_for_a_chosen_gpu_at_o3() {
    let out = tangle(
        &[
            "lower",
            "samples/break_ballot.cu",
            "--target",
            "nvptx64-nvidia-cuda",
            "--mcpu",
            "sm_90",
            "-O3",
            "--emit",
            "asm",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let ptx = text(&out.stdout);
    assert!(ptx.contains(".target sm_90\n"), "{ptx}");
    assert!(ptx.contains(".visible .entry first_above("), "{ptx}");
    assert!(ptx.contains("vote.sync.ballot.b32"), "{ptx}");
    let out = tangle(&["lower", "samples/break_ballot.cu", "-O4"], "");
    assert_eq!(out.status.code(), Some(2), "-O takes 0 to 3");
}

/// NVPTX gets explicit lane masks by default, tokens only where they do not handle the
/// kernel (with a note), and an error where `--reconverge explicit` is asked for.
#[test]
fn nvptx_reconverges_explicitly_by_default() {
    let lower = |file: &str, extra: &[&str]| {
        let mut a = vec![
            "lower",
            file,
            "--target",
            "nvptx64-nvidia-cuda",
            "--emit",
            "llvm",
        ];
        a.extend(extra);
        tangle(&a, "")
    };
    // The lane's mask slot (the device library's builtins use NVVM's votes either way).
    let masks = |out: &std::process::Output| text(&out.stdout).contains("%tangle.mask = alloca");
    let out = lower("samples/break_ballot.cu", &[]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(masks(&out) && !text(&out.stderr).contains("tokens only"));
    let out = lower("samples/break_ballot.cu", &["--reconverge", "tokens"]);
    assert!(!masks(&out));
    let out = lower("samples/goto_retry.cu", &[]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(!masks(&out));
    let note = "note: --reconverge explicit does not handle `goto` in `sample_bins` (only \
                structured control flow); lowered with convergence tokens only, which NVIDIA's \
                compilers do not read (the hardware may group threads otherwise)\n";
    assert!(text(&out.stderr).ends_with(note), "{}", text(&out.stderr));
    let out = lower("samples/goto_retry.cu", &["--reconverge", "explicit"]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.lines()
            .any(|l| l.starts_with("error: --reconverge explicit does not handle `goto`")),
        "{err}"
    );
    let out = tangle(
        &[
            "lower",
            "samples/break_ballot.cu",
            "--reconverge",
            "explicit",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.ends_with("error: --reconverge explicit needs --target nvptx64-nvidia-cuda\n"),
        "{err}"
    );
}

#[test]
fn requests_it_cannot_meet_exit_1() {
    let out = tangle(
        &[
            "lower",
            "samples/warp_reduce.cu",
            "--target",
            "amdgcn-amd-amdhsa",
            "--mcpu",
            "gfx700",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).starts_with("error: unknown GPU `gfx700`"));
    let out = tangle(
        &["lower", "samples/warp_reduce.cu", "--target", "no-such-cpu"],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "");
    assert!(text(&out.stderr).starts_with("error: unknown target `no-such-cpu`"));
    let out = tangle(
        &[
            "lower",
            "samples/warp_reduce.cu",
            "--emit",
            "obj",
            "-o",
            "/dev/null",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("need a target"));
}

#[test]
fn input_errors_exit_1_without_output() {
    let out = tangle(&["lower", "-"], "__global__ void k(int *p) { p[0] = x; }\n");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "");
    assert!(text(&out.stderr).contains("error[E0207]"));
}

/// Overlapping goto ranges used to be an internal error (exit 70): their
/// cycles are now closed to nest as the CFG's do, and the IR verifies.
#[test]
fn overlapping_goto_ranges_lower() {
    let source = "__global__ void k(int *a, int n)\n{\nL1: n++;\nL2: a[n] = __ballot_sync(~0u, n);\nif (n < 3) goto L1;\na[1] = 2;\nif (n < 5) goto L2;\n}\n";
    let out = tangle(
        &["lower", "-", "-A", "W0101", "-A", "W0102", "-A", "W0105"],
        source,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let ir = text(&out.stdout);
    assert_eq!(
        ir.matches("call token @llvm.experimental.convergence.loop()")
            .count(),
        2,
        "{ir}"
    );
}
