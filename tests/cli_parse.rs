//! `tangle parse`, and `report`'s text output and lint switches, as a user runs them: the
//! built binary, its exit status, standard output and standard error.

mod common;

use common::{tangle, text, REPO};
use expect_test::expect;
use std::path::Path;

fn golden(name: &str) -> String {
    std::fs::read_to_string(Path::new(REPO).join("frontend/tests/golden").join(name))
        .expect("golden file")
}

#[test]
fn text_model_of_a_sample() {
    let out = tangle(&["parse", "samples/break_ballot.cu"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stderr), "");
    assert_eq!(text(&out.stdout), golden("break_ballot.model.txt"));
}

#[test]
fn json_model_of_a_sample_to_a_file() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("model.json");
    let out = tangle(
        &[
            "parse",
            "--format",
            "json",
            "-o",
            path.to_str().expect("UTF-8 path"),
            "samples/switch_fallthrough.cu",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "");
    let written = std::fs::read_to_string(&path).expect("the output file");
    assert_eq!(written, golden("switch_fallthrough.model.json"));
}

#[test]
fn errors_exit_1_with_diagnostics_on_stderr() {
    let source = "__global__ void k(int *p)\n{\n    p[0] = count;\n    break;\n}\n";
    let out = tangle(&["parse", "-"], source);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "", "no model is printed on errors");
    expect![[r#"
        error[E0207]: use of undeclared identifier `count`
          ┌─ <stdin>:3:12
          │
        3 │     p[0] = count;
          │            ^^^^^ not declared in this scope

        error[E0204]: `break` outside a loop or switch
          ┌─ <stdin>:4:5
          │
        4 │     break;
          │     ^^^^^^ there is no loop or switch to leave here

        error: 2 errors in <stdin>
    "#]]
    .assert_eq(&text(&out.stderr));
}

#[test]
fn missing_file_exits_1() {
    let out = tangle(&["parse", "samples/no_such_kernel.cu"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "");
    expect![[r#"
        error[E0101]: cannot read `samples/no_such_kernel.cu`: No such file or directory (os error 2)

        error: 1 error in samples/no_such_kernel.cu
    "#]]
    .assert_eq(&text(&out.stderr));
}

#[test]
fn warnings_do_not_fail() {
    let out = tangle(
        &["parse", "-"],
        "#warning not finished\n__global__ void k(int *p) { p[0] = 1; }\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    expect![[r#"
        warning[E0101]: #warning not finished
          ┌─ <stdin>:1:2
          │
        1 │ #warning not finished
          │  ^^^^^^^

    "#]]
    .assert_eq(&text(&out.stderr));
    expect![[r#"
        kernel void k(int* p) @2:17
          s0 block @2:27
            s1 expr p[<long>0] = 1 @2:29
    "#]]
    .assert_eq(&text(&out.stdout));
}

/// A temporary directory holding the files (paths relative to it, folders made as needed).
fn files(list: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary directory");
    for (path, text) in list {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().expect("a file in the directory")).expect("mkdir");
        std::fs::write(&path, text).expect("write");
    }
    dir
}

/// `-D`, `-I`, and a `.c` file.
#[test]
fn defines_and_include_dirs() {
    let dir = files(&[
        ("inc/lanes.h", "#define LANES (WIDTH / 2)\n"),
        ("k.c", "#include <lanes.h>\n#ifdef VOTE\n__global__ void k(unsigned *p) { p[0] = __ballot_sync(~0u, threadIdx.x < LANES); }\n#endif\n"),
    ]);
    let kernel = dir.path().join("k.c");
    let inc = dir.path().join("inc");
    let out = tangle(
        &[
            "parse",
            "-D",
            "WIDTH=64",
            "-DVOTE",
            "-I",
            inc.to_str().expect("UTF-8 path"),
            kernel.to_str().expect("UTF-8 path"),
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    expect![[r#"
        kernel void k(unsigned int* p) @3:17 [convergent]
          s0 block @3:32
            s1 expr p[<long>0] = __ballot_sync(~0u, (threadIdx.x < <unsigned int>(64 / 2))) @3:34
          convergent call e12 __ballot_sync in s1 @3:41
    "#]]
    .assert_eq(&text(&out.stdout));
}

/// `report --threads`: the lints know the launch's partial last warp.
#[test]
fn report_lints_with_the_launch_shape() {
    let src = "__global__ void k(unsigned int *p) {\n  p[threadIdx.x] = __ballot_sync(0xffffffff, 1);\n}\n";
    let quiet = tangle(&["report", "-", "--threads", "64"], src);
    assert_eq!(quiet.status.code(), Some(0));
    assert_eq!(text(&quiet.stderr), "");
    let partial = tangle(
        &["report", "-", "--threads", "40", "--warp-size", "16"],
        src,
    );
    assert_eq!(partial.status.code(), Some(0), "warnings do not fail");
    let stderr = text(&partial.stderr);
    assert!(stderr.contains("warning[W0105]"), "{stderr}");
    assert!(
        stderr
            .contains("40 threads in warps of 16 leave the last warp 8 lanes: it lacks lanes 8-31"),
        "{stderr}"
    );
    let bad = tangle(&["report", "-", "--threads", "0"], src);
    assert_eq!(bad.status.code(), Some(2));
}

/// Statements that a function's body includes from another file are not annotated on the
/// function's own lines of the same numbers; the function's own statements still are.
#[test]
fn report_does_not_put_included_statements_on_the_including_files_lines() {
    let dir = files(&[
        ("body.h", "if (t > 3) out[t] = __activemask();\nout[0] = 1;\n"),
        ("main.cu", "__global__ void k(int *out) {\n  int t = threadIdx.x;\n#include \"body.h\"\n  out[t] += __ballot_sync(~0u, t);\n}\n"),
    ]);
    let main = dir.path().join("main.cu");
    let out = tangle(&["report", main.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    assert!(!report.contains(" if: "), "{report}");
    assert!(!report.contains("__activemask"), "{report}");
    assert!(report.contains("^ s1 decl: T0"), "{report}");
    assert!(
        report.contains("^ convergent `__ballot_sync`: T0"),
        "{report}"
    );
}

/// `tangle ... 2>&1 | head`: output into a pipe that the reader closed ends the process as
/// it ends `cat` (SIGPIPE), without a panic (which exits 101 and prints a backtrace).
#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    use std::io::Read;
    use std::os::unix::process::ExitStatusExt;
    use std::process::{Command, Stdio};
    // Enough statements that the IR overflows a pipe's buffer (64 KiB on Linux).
    let body: String = (0..3000)
        .map(|i| format!("    out[{i} % 64] += __ballot_sync(~0u, threadIdx.x > {i} % 32);\n"))
        .collect();
    let kernel = format!("__global__ void k(unsigned *out)\n{{\n{body}}}\n");
    let dir = files(&[("big.cu", &kernel)]);
    let file = dir.path().join("big.cu");
    let mut child = Command::new(env!("CARGO_BIN_EXE_tangle"))
        .arg("lower")
        .arg(&file)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run tangle");
    let mut first = [0u8; 16];
    child
        .stdout
        .take()
        .expect("stdout")
        .read_exact(&mut first)
        .expect("the start of the IR");
    // The reader is gone now (stdout was dropped above).
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut stderr)
        .expect("stderr");
    let status = child.wait().expect("wait for tangle");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(status.signal(), Some(libc::SIGPIPE), "{status:?}: {stderr}");
}

/// The frontend runs gcc's `cc1` as gcc's driver would (the driver's process was 15% of a
/// small kernel's time); `TANGLE_CPP=gcc` runs the driver. Both must read every input the
/// same: samples, and a file with bundled and system headers (found only with the
/// driver's `-imultiarch`), an error and a `#warning` after a tab.
#[test]
fn cc1_run_directly_reads_inputs_as_the_gcc_driver() {
    let errors = "#include <cuda_runtime.h>\n#include <stdint.h>\n#include <stdio.h>\n__global__ void k(int *p) {\n\tp[0] = q;\n\t#warning careful\n}\n";
    for (args, stdin) in [
        (
            &["parse", "--format", "json", "samples/break_ballot.cu"][..],
            "",
        ),
        (
            &["parse", "--format", "json", "samples/simple_printf.cu"][..],
            "",
        ),
        (&["parse", "--diagnostic-format", "short", "-"][..], errors),
    ] {
        let direct = tangle(args, stdin);
        let mut driver = std::process::Command::new(env!("CARGO_BIN_EXE_tangle"));
        driver.current_dir(REPO).args(args).env("TANGLE_CPP", "gcc");
        let driver = common::run(driver, stdin);
        assert_eq!(direct.status.code(), driver.status.code(), "{args:?}");
        assert_eq!(text(&direct.stdout), text(&driver.stdout), "{args:?}");
        assert_eq!(text(&direct.stderr), text(&driver.stderr), "{args:?}");
    }
    let errors_out = text(&tangle(&["parse", "--diagnostic-format", "short", "-"], errors).stderr);
    expect![[r#"
        <stdin>:5:9: error: use of undeclared identifier `q` [E0207]
        <stdin>:6:3: warning: #warning careful [E0101]
    "#]]
    .assert_eq(&errors_out);
}

/// A golden report of `tangles/tests/golden/`.
fn golden_report(name: &str) -> String {
    std::fs::read_to_string(Path::new(REPO).join("tangles/tests/golden").join(name))
        .expect("golden report")
}

/// Runs `args` writing to standard output, to `-o FILE` (the same bytes), and to a file
/// that cannot be written (an error with exit status 1); returns what standard output got.
fn written_alike(args: &[&str]) -> String {
    let out = tangle(args, "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);

    let dir = tempfile::tempdir().expect("a temporary directory");
    let file = dir.path().join("out");
    let to_file = tangle(
        &[args, &["-o", file.to_str().expect("UTF-8 path")]].concat(),
        "",
    );
    assert_eq!(to_file.status.code(), Some(0));
    assert_eq!(std::fs::read_to_string(&file).expect("written"), stdout);

    let missing = dir.path().join("no/such/dir/out");
    let mut failures = vec![(
        missing.to_str().expect("UTF-8 path").to_string(),
        "error: cannot write output: No such file or directory (os error 2)\n",
    )];
    if Path::new("/dev/full").exists() {
        failures.push((
            "/dev/full".into(),
            "error: cannot write output: No space left on device (os error 28)\n",
        ));
    }
    for (to, error) in failures {
        let out = tangle(&[args, &["-o", to.as_str()]].concat(), "");
        assert_eq!(out.status.code(), Some(1));
        assert!(text(&out.stderr).ends_with(error), "{}", text(&out.stderr));
    }
    stdout
}

/// `report`'s text is written as it is made: to standard output and to `-o FILE` it is
/// the golden report, and a write that fails is an error with exit status 1.
#[test]
fn text_report_to_stdout_a_file_and_write_failures() {
    let report = golden_report("warp_reduce.report.txt");
    let out = written_alike(&["report", "samples/warp_reduce.cu", "-A", "all"]);
    // The golden file also holds the lints, which `-A all` silenced.
    assert!(report.starts_with(&out), "{out}");
    assert!(out.contains("`warp_sum` (kernel, convergent)\n"));
    assert!(out.ends_with("\n\n"));
}

/// `report --format json` is written as it is serialized: to standard output and to `-o
/// FILE` it is the golden document (lints included), and a write that fails is an error
/// with exit status 1.
#[test]
fn json_report_to_stdout_a_file_and_write_failures() {
    let out = written_alike(&["report", "--format", "json", "samples/warp_reduce.cu"]);
    assert_eq!(out, golden_report("warp_reduce.report.json"));
}

/// The lints run beside `report`'s text and print as they go; where standard output and
/// standard error go to one place (a terminal, `2>&1`) the report is held back until they
/// are done, so that it follows them there as when they ran first. To a place of its own
/// it is written as it is made, the same bytes. 20,000 statements: lints and report each
/// take long enough that text not held back would land among the lints.
#[test]
fn report_text_follows_its_lints_where_both_show() {
    use std::process::{Command, Stdio};
    let dir = files(&[("big.cu", &testkit::scaling_kernel(20_000))]);
    let kernel = dir.path().join("big.cu");
    let apart = tangle(&["report", kernel.to_str().expect("UTF-8 path")], "");
    assert_eq!(apart.status.code(), Some(0));
    assert!(
        text(&apart.stderr).contains("warning["),
        "the kernel has lints"
    );
    assert!(apart.stdout.len() > 1 << 20, "a long report");

    let both = dir.path().join("both");
    let file = std::fs::File::create(&both).expect("create");
    let status = Command::new(env!("CARGO_BIN_EXE_tangle"))
        .arg("report")
        .arg(&kernel)
        .stdin(Stdio::null())
        .stderr(file.try_clone().expect("a second handle"))
        .stdout(file)
        .status()
        .expect("run tangle");
    assert_eq!(status.code(), Some(0));
    let mixed = std::fs::read(&both).expect("written");
    assert!(
        mixed == [apart.stderr.as_slice(), apart.stdout.as_slice()].concat(),
        "the lints and then the report"
    );
}
