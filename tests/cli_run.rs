//! `tangle run` and `tangle check` end to end: output formats and exit statuses.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;

fn tangle(args: &[&str]) -> Output {
    common::tangle(args, "")
}

fn write(dir: &tempfile::TempDir, name: &str, text: &str) -> PathBuf {
    let p = dir.path().join(name);
    std::fs::write(&p, text).expect("writable");
    p
}

const BREAK_ARGS: &str = r#"{"rows": {"type": "i32", "data": [0,9,0,0, 9,0,0,0, 0,9,0,0, 0,0,0,0]},
 "len": 4, "threshold": 5, "pos": {"type": "i32", "len": 4}, "peers": {"type": "u32", "len": 4}}"#;

#[test]
fn run_prints_the_json_trace() {
    let dir = tempfile::tempdir().unwrap();
    let args = write(&dir, "args.json", BREAK_ARGS);
    let out = tangle(&[
        "run",
        "samples/break_ballot.cu",
        "--threads",
        "4",
        "--input",
        args.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(v["kernel"], "first_above");
    assert_eq!(v["engine"], "source");
    assert_eq!(
        (
            v["threads"].as_u64(),
            v["blocks"].as_u64(),
            v["warp_size"].as_u64()
        ),
        (Some(4), Some(1), Some(32))
    );
    assert_eq!(v["buffers"]["pos"], serde_json::json!([1, 0, 1, -1]));
    assert_eq!(v["buffers"]["peers"], serde_json::json!([5, 2, 5, 0]));
    let ballots: Vec<&serde_json::Value> = v["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["callee"] == "__ballot_sync")
        .collect();
    assert_eq!(ballots.len(), 2);
    assert_eq!(
        ballots[0]["site"],
        serde_json::json!({"line": 19, "col": 17})
    );
    assert_eq!(ballots[0]["scope"], "warp");
    assert_eq!(
        (ballots[0]["block"].as_u64(), ballots[0]["warp"].as_u64()),
        (Some(0), Some(0))
    );
    // Threads that stop in the same iteration: 0 and 2 (at j = 1), 1 (at j = 0).
    assert_eq!(ballots[0]["threads"], serde_json::json!([0, 2]));
    assert_eq!(ballots[1]["threads"], serde_json::json!([1]));
    assert_eq!(ballots[0]["instance"], 1);
    assert_eq!(v["errors"], serde_json::json!([]));
}

#[test]
fn the_ir_engine_runs_ir_files_and_lowered_source() {
    let dir = tempfile::tempdir().unwrap();
    let args = write(&dir, "args.json", BREAK_ARGS);
    let lowered = tangle(&[
        "run",
        "samples/break_ballot.cu",
        "--engine",
        "ir",
        "--threads",
        "4",
        "--input",
        args.to_str().unwrap(),
    ]);
    assert_eq!(
        lowered.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&lowered.stderr)
    );
    let text = String::from_utf8_lossy(&lowered.stdout);
    assert!(text.contains("on the ir engine"), "{text}");
    assert!(
        text.contains("samples/break_ballot.cu:19:17 `__ballot_sync` (warp)"),
        "{text}"
    );
    let ll = dir.path().join("k.ll");
    let prelude = Path::new(env!("CARGO_MANIFEST_DIR")).join("frontend/include/tangle.h");
    let clang = driver::clang_command(driver::TOKEN_TRIPLE, &prelude)
        .arg("-o")
        .arg(&ll)
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/break_ballot.cu"))
        .output()
        .expect("clang runs");
    assert!(
        clang.status.success(),
        "{}",
        String::from_utf8_lossy(&clang.stderr)
    );
    let out = tangle(&[
        "run",
        ll.to_str().unwrap(),
        "--threads",
        "4",
        "--input",
        args.to_str().unwrap(),
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    // Without debug info the sites have no location, only their ordinal.
    assert!(
        text.contains("`first_above` convergent call #2 `__ballot_sync` (warp)"),
        "{text}"
    );
    assert!(text.contains("peers (u32[4]): [5, 2, 5, 0]"), "{text}");
}

#[test]
fn runtime_errors_exit_with_status_3() {
    let dir = tempfile::tempdir().unwrap();
    let k = write(
        &dir,
        "k.cu",
        "__global__ void k(unsigned int *out) {\n  if (threadIdx.x < 2)\n    out[0] = __ballot_sync(0xfu, 1);\n}\n",
    );
    let out = tangle(&[
        "run",
        k.to_str().unwrap(),
        "--threads",
        "4",
        "--arg",
        r#"out={"type": "u32", "len": 1}"#,
    ]);
    assert_eq!(out.status.code(), Some(3));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("error[mask]: `__ballot_sync` called with mask 0x0000000f by lane 0: lanes 2-3 are not in the communicating set (lanes 0-1)"),
        "{err}"
    );
}

/// Writing through a pointer into a string literal or a `__constant__` object is
/// undefined: a memory error at the write, on the source engine and on the IR engine over
/// tangle's IR, where both are LLVM `constant`s. Clang's IR marks string literals so, but
/// not `__constant__` objects (the prelude's attribute means nothing to Clang).
#[test]
fn writes_into_read_only_memory_are_errors_on_every_engine() {
    let dir = tempfile::tempdir().unwrap();
    for (name, text, object) in [
        (
            "literal.cu",
            "__global__ void k(int *o) { char *s = (char *)\"abc\"; s[o[0]] = 120; }\n",
            ".str",
        ),
        (
            "constant.cu",
            "__constant__ int table[4] = {1, 2, 3, 4};\n\
             __global__ void k(int *o) { int *t = (int *)table; t[o[0]] = 5; }\n",
            "table",
        ),
    ] {
        let kernel = write(&dir, name, text);
        let file = kernel.to_str().unwrap();
        let clang: &[&str] = &["--engine", "ir", "--ir-from", "clang"];
        let engines = [&["--engine", "source"][..], &["--engine", "ir"], clang];
        for engine in engines
            .into_iter()
            .filter(|e| name == "literal.cu" || *e != clang)
        {
            let args = [
                &[
                    "run",
                    file,
                    "--threads",
                    "1",
                    "--arg",
                    r#"o={"type":"i32","data":[1]}"#,
                ][..],
                engine,
            ]
            .concat();
            let out = tangle(&args);
            assert_eq!(out.status.code(), Some(3), "{name} {engine:?}");
            let err = String::from_utf8_lossy(&out.stderr);
            let want = format!("write of `{object}`, which is read-only (a `__constant__` object or a string literal)");
            assert!(err.contains(&want), "{name} {engine:?}: {err}");
        }
    }
}

#[test]
fn argument_errors_name_the_parameter_and_exit_with_status_1() {
    let out = tangle(&["run", "samples/break_ballot.cu", "--arg", "len=4"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "error: missing argument for parameter `rows` (int*)"
    );
    let out = tangle(&["run", "samples/histogram_early_return.cu"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "error: samples/histogram_early_return.cu has 2 kernels (`histogram`, `histogram_guarded`): choose one with --kernel"
    );
    let out = tangle(&["run", "samples/break_ballot.cu", "--warp-size", "65"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--warp-size 65: a warp has 1 to 64 lanes")
    );
}

#[test]
fn check_compares_the_engines() {
    let dir = tempfile::tempdir().unwrap();
    let args = write(&dir, "args.json", BREAK_ARGS);
    let out = tangle(&[
        "check",
        "samples/break_ballot.cu",
        "--threads",
        "4",
        "--warp-sizes",
        "2,4",
        "--input",
        args.to_str().unwrap(),
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "check samples/break_ballot.cu: source engine against the IR engine on tangle lower (convergence tokens)\n\
         \x20 1 block of 4 threads, warp size 2: agree (6 events, 3 buffers)\n\
         \x20 1 block of 4 threads, warp size 4: agree (4 events, 3 buffers)\n"
    );
}

#[test]
fn check_can_run_clangs_ir() {
    let dir = tempfile::tempdir().unwrap();
    let args = write(&dir, "args.json", BREAK_ARGS);
    let out = tangle(&[
        "check",
        "samples/break_ballot.cu",
        "--threads",
        "4",
        "--warp-sizes",
        "2,4",
        "--input",
        args.to_str().unwrap(),
        "--ir-from",
        "clang",
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "check samples/break_ballot.cu: source engine against the IR engine on clang-22 IR with convergence tokens\n\
         \x20 1 block of 4 threads, warp size 2: agree (6 events, 3 buffers)\n\
         \x20 1 block of 4 threads, warp size 4: agree (4 events, 3 buffers)\n"
    );
}

#[test]
fn check_engines_source_ir_is_the_default() {
    let dir = tempfile::tempdir().unwrap();
    let args = write(&dir, "args.json", BREAK_ARGS);
    for format in ["text", "json"] {
        let check = |extra: &[&str]| {
            let mut a = vec![
                "check",
                "samples/break_ballot.cu",
                "--threads",
                "4",
                "--input",
                args.to_str().unwrap(),
                "--format",
                format,
            ];
            a.extend_from_slice(extra);
            let out = tangle(&a);
            assert_eq!(out.status.code(), Some(0), "{}", common::text(&out.stderr));
            out.stdout
        };
        assert_eq!(check(&[]), check(&["--engines", "source,ir"]));
    }
}

/// Whether this machine lacks the NVIDIA driver, as the GPU engine sees it.
/// With a driver the no-driver path cannot be shown, and the test says so.
fn no_driver() -> bool {
    match runtime::gpu::Device::open() {
        Err(runtime::Failure::Input(m)) if m.contains("libcuda.so could not be loaded") => true,
        _ => {
            eprintln!("skipped: an NVIDIA driver is installed");
            false
        }
    }
}

#[test]
fn the_gpu_engine_without_a_driver_exits_with_status_1() {
    if !no_driver() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let args = write(&dir, "args.json", BREAK_ARGS);
    let input = args.to_str().unwrap();
    for command in [
        &["run", "--engine", "gpu"][..],
        &["check", "--engines", "source,gpu"][..],
    ] {
        let mut a = command.to_vec();
        a.extend([
            "samples/break_ballot.cu",
            "--threads",
            "4",
            "--input",
            input,
        ]);
        let out = tangle(&a);
        assert_eq!(out.status.code(), Some(1), "{a:?}");
        assert!(out.stdout.is_empty(), "{a:?}");
        let err = common::text(&out.stderr);
        assert!(
            err.starts_with(
                "error: --engine gpu needs an NVIDIA driver (libcuda.so could not be loaded): "
            ) && err.lines().count() == 1,
            "{a:?}: {err}"
        );
    }
}

#[test]
fn the_gpu_engine_refuses_ir_input_and_ir_options() {
    let dir = tempfile::tempdir().unwrap();
    let ll = write(&dir, "k.ll", "");
    let out = tangle(&["run", "--engine", "gpu", ll.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        common::text(&out.stderr).contains("the gpu engine runs C source"),
        "{}",
        common::text(&out.stderr)
    );
    let out = tangle(&[
        "check",
        "--engines",
        "source,gpu",
        "--ir-from",
        "clang",
        "samples/break_ballot.cu",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        common::text(&out.stderr),
        "error: --ir-from applies to --engines source,ir\n"
    );
    let out = tangle(&[
        "run",
        "--engine",
        "gpu",
        "--ir-from",
        "tangle",
        "samples/break_ballot.cu",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        common::text(&out.stderr),
        "error: --ir-from applies to --engine ir, not to the gpu engine\n"
    );
}

#[test]
fn jit_opt_level_belongs_to_the_gpu_engine() {
    for (command, message) in [
        (
            &["run"][..],
            "error: --jit-opt-level applies to --engine gpu\n",
        ),
        (
            &["run", "--engine", "ir"][..],
            "error: --jit-opt-level applies to --engine gpu\n",
        ),
        (
            &["check"][..],
            "error: --jit-opt-level applies to --engines source,gpu\n",
        ),
    ] {
        let mut a = command.to_vec();
        a.extend(["--jit-opt-level", "1", "samples/break_ballot.cu"]);
        let out = tangle(&a);
        assert_eq!(out.status.code(), Some(2), "{a:?}");
        assert_eq!(common::text(&out.stderr), message, "{a:?}");
    }
}

/// Designated initializers (C11 6.7.9): `.m`, `[k]`, chained, mixed with positional values
/// that go on from the designated element, a later value overriding an earlier one. The
/// values expected are what gcc gives the same initializers (written out here); both
/// engines, on tangle's IR and on Clang's, give them.
#[test]
fn designated_initializers() {
    let dir = tempfile::tempdir().unwrap();
    let kernel = write(
        &dir,
        "designated.cu",
        r#"struct P { int x; int y; int z; };
struct Q { int a[3]; int b; struct P p; };
union U { int i; float f; };
__device__ int g[6] = { [4] = 7, 8, [1] = 3 };
__device__ struct P gp = { .z = 9, .x = 1 };
__device__ struct Q gq = { .a[1] = 5, 6, 7, .p.y = 4 };
__global__ void k(int *out)
{
    struct P p = { .y = 2, 3 };
    struct Q q = { .p = { .z = 1 }, .a = { [2] = 9 }, .b = 8, .a[2] = 10 };
    int a[2][3] = { [1] = { 4, 5 }, [0][2] = 6 };
    union U u = { .i = 11 };
    int i = 0;
    out[i++] = p.x; out[i++] = p.y; out[i++] = p.z;
    out[i++] = q.a[0]; out[i++] = q.a[1]; out[i++] = q.a[2]; out[i++] = q.b;
    out[i++] = q.p.x; out[i++] = q.p.y; out[i++] = q.p.z;
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 3; c++)
            out[i++] = a[r][c];
    out[i++] = u.i;
    for (int j = 0; j < 6; j++)
        out[i++] = g[j];
    out[i++] = gp.x; out[i++] = gp.y; out[i++] = gp.z;
    out[i++] = gq.a[0]; out[i++] = gq.a[1]; out[i++] = gq.a[2]; out[i++] = gq.b;
    out[i++] = gq.p.x; out[i++] = gq.p.y; out[i++] = gq.p.z;
}
"#,
    );
    let expected = [
        0, 2, 3, // p
        0, 0, 10, 8, 0, 0, 1, // q
        0, 0, 6, 4, 5, 0,  // a
        11, // u
        0, 3, 0, 0, 7, 8, // g
        1, 0, 9, // gp
        0, 5, 6, 7, 0, 4, 0, // gq
    ];
    let launch = ["--threads", "1", "--arg", r#"out={"type":"i32","len":33}"#];
    let v = run_and_check_both_irs(&kernel, &launch);
    assert_eq!(v["buffers"]["out"], serde_json::json!(expected.to_vec()));
    // What C forbids or the subset leaves out, each an error at the designator.
    for (init, message) in [
        ("struct P p = { .w = 1 };", "`struct P` has no member named `w`"),
        ("int a[2] = { [2] = 1 };", "array designator out of the bounds of `int[2]`"),
        ("int a[2] = { .x = 1 };", "a member designator for `int[2]`, which is not a struct or union"),
        ("struct P p = { [0] = 1 };", "an array designator for `struct P`, which is not an array"),
        ("union U u = { .f = 1.0f };", "unsupported construct: a designated initializer for a union member other than the first"),
        ("int a[4] = { [0 ... 2] = 1 };", "unsupported construct: array range designators (a GNU extension)"),
    ] {
        let bad = write(
            &dir,
            "bad.cu",
            &format!(
                "struct P {{ int x; int y; }};\nunion U {{ int i; float f; }};\n\
                 __global__ void k(int *out) {{\n    {init}\n    out[0] = 0;\n}}\n"
            ),
        );
        let out = tangle(&["report", bad.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1), "{init}");
        let err = common::text(&out.stderr);
        assert!(err.contains(message), "{init}: {err}");
    }
}

/// Anonymous struct and union members (C11 6.7.2.1p13): their members are named as the
/// enclosing record's, in member access (`.`, `->`) and designators, while positional
/// initializers take each anonymous member as one sub-object. The values expected are what
/// gcc gives (written out here); both engines, on tangle's IR and on Clang's, give them.
/// String literals and `__func__` are `__constant__` arrays.
#[test]
fn anonymous_members_and_string_literals() {
    let dir = tempfile::tempdir().unwrap();
    let kernel = write(
        &dir,
        "anonymous.cu",
        r#"struct V {
    int tag;
    union {
        float f;
        unsigned int bits;
    };
    struct {
        int lo, hi;
        union { short s; char c[2]; };
    };
};
__device__ struct V g = { 7, { 1.5f }, { 3, 4, { 258 } } };
__device__ const char *greeting = "hi";
__global__ void k(int *out)
{
    struct V v = { .tag = 1, .f = 2.0f, .lo = 5, 6 };
    struct V *p = &v;
    int t = threadIdx.x, i = 8 * t;
    p->lo += t;
    v.s = 513;
    out[i++] = v.tag;
    out[i++] = (int)v.bits;
    out[i++] = p->lo + p->hi * 100;
    out[i++] = v.c[0] + v.c[1] * 10;
    out[i++] = (int)g.bits;
    out[i++] = g.hi + (int)sizeof(struct V) * 100 + g.s * 1000;
    out[i++] = greeting[t % 3] + sizeof("abc") * 1000;
    out[i++] = __func__[0] + sizeof(__func__) * 1000;
}
"#,
    );
    let mut expected = Vec::new();
    for t in 0..2 {
        expected.extend([
            1,
            0x4000_0000,
            5 + t + 600,
            1 + 2 * 10,
            0x3fc0_0000,
            4 + 20 * 100 + 258 * 1000,
            [104, 105, 0][t as usize] + 4000,
            107 + 2000,
        ]);
    }
    let launch = ["--threads", "2", "--arg", r#"out={"type":"i32","len":16}"#];
    let v = run_and_check_both_irs(&kernel, &launch);
    assert_eq!(v["buffers"]["out"], serde_json::json!(expected));
    // What C forbids or the subset leaves out, each an error at the member.
    for (member, message) in [
        ("union { int x; float y; };", "redefinition of `x`"),
        (
            "struct A;",
            "unsupported construct: a tagged or typedef'd struct or union as an unnamed member",
        ),
        (
            "int;",
            "this member declaration declares nothing: it needs a name",
        ),
    ] {
        let bad = write(
            &dir,
            "bad.cu",
            &format!(
                "struct A {{ int a; }};\nstruct S {{ int x; {member} }};\n\
                 __global__ void k(int *out) {{ struct S s; s.x = 1; out[0] = s.x; }}\n"
            ),
        );
        let out = tangle(&["report", bad.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1), "{member}");
        let err = common::text(&out.stderr);
        assert!(err.contains(message), "{member}: {err}");
    }
}

/// A whole launch variable is CUDA's `uint3`, and `dim3` and `uint3` convert to each other
/// member by member (CUDA's `dim3(uint3)` constructor and `operator uint3()`): the values
/// each thread reads, written out here, on both engines.
#[test]
fn whole_launch_variables_and_dim3_conversions() {
    let dir = tempfile::tempdir().unwrap();
    let kernel = write(
        &dir,
        "dim3.cu",
        r#"__global__ void k(unsigned int *o) {
    dim3 b = blockIdx;
    uint3 t = threadIdx;
    dim3 d = blockDim;
    uint3 back = d;
    int i = t.x + t.y * d.x + (b.x + b.y * gridDim.x) * d.x * d.y;
    o[i * 3 + 0] = b.x + 10 * b.y + 100 * b.z;
    o[i * 3 + 1] = t.x + 10 * t.y;
    o[i * 3 + 2] = back.x * 100 + back.y * 10 + back.z;
}
"#,
    );
    let mut want = Vec::new();
    for (bx, by) in [(0, 0), (1, 0)] {
        for (tx, ty) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            want.extend([bx + 10 * by, tx + 10 * ty, 221]);
        }
    }
    let file = kernel.to_str().unwrap();
    let launch = [
        "--threads",
        "2,2",
        "--blocks",
        "2",
        "--arg",
        r#"o={"type":"u32","len":24}"#,
    ];
    let run = tangle(&[&["run", file, "--format", "json"][..], &launch].concat());
    assert_eq!(run.status.code(), Some(0), "{}", common::text(&run.stderr));
    let v: serde_json::Value = serde_json::from_slice(&run.stdout).expect("JSON");
    assert_eq!(v["buffers"]["o"], serde_json::json!(want));
    let check = tangle(&[&["check", file][..], &launch].concat());
    assert_eq!(
        check.status.code(),
        Some(0),
        "{}",
        common::text(&check.stdout)
    );
}

/// Nested initializer lists and brace elision (C11 6.7.9) for local and file-scope arrays
/// of two and three dimensions: both engines, on tangle's IR and on Clang's, give the
/// values C gives, written out here element by element.
#[test]
fn nested_initializers_and_brace_elision() {
    let dir = tempfile::tempdir().unwrap();
    let kernel = write(
        &dir,
        "init.cu",
        r#"__device__ int g2[3][2] = {1, 2, 3, 4, 5, 6};
__device__ float gf[2][3] = {{1.5f}, {4, 5}};
__device__ int g3[2][2][2] = {{{1}, 2, 3}, 4};
__global__ void k(int *out, float *fo)
{
    int a[3][2] = {1, 2, 3, 4, 5, 6};
    int b[2][3] = {{1}, {4, 5}};
    int c[2][2][2] = {{{1}, 2, 3}, 4};
    int t = threadIdx.x;
    out[t] = a[t % 3][t % 2] * 100 + b[t % 2][t % 3] * 10 + c[t % 2][(t / 2) % 2][(t / 4) % 2];
    out[8 + t] = g2[t % 3][t % 2] * 100 + g3[t % 2][(t / 2) % 2][(t / 4) % 2];
    fo[t] = gf[t % 2][t % 3];
}
"#,
    );
    let a = [[1, 2], [3, 4], [5, 6]];
    let b = [[1, 0, 0], [4, 5, 0]];
    let c = [[[1, 0], [2, 3]], [[4, 0], [0, 0]]];
    let gf = [[1.5, 0.0, 0.0], [4.0, 5.0, 0.0]];
    let mut out = vec![0; 16];
    let mut fo = vec![0.0; 8];
    for t in 0..8 {
        let cell = c[t % 2][(t / 2) % 2][(t / 4) % 2];
        out[t] = a[t % 3][t % 2] * 100 + b[t % 2][t % 3] * 10 + cell;
        out[8 + t] = a[t % 3][t % 2] * 100 + cell;
        fo[t] = gf[t % 2][t % 3];
    }
    let launch = [
        "--threads",
        "8",
        "--arg",
        r#"out={"type":"i32","len":16}"#,
        "--arg",
        r#"fo={"type":"f32","len":8}"#,
    ];
    let v = run_and_check_both_irs(&kernel, &launch);
    assert_eq!(v["buffers"]["out"], serde_json::json!(out));
    assert_eq!(v["buffers"]["fo"], serde_json::json!(fo));
}

/// Runs `kernel` on the source engine (its JSON output), and checks that the IR engine
/// agrees on tangle's IR and on Clang's.
fn run_and_check_both_irs(kernel: &std::path::Path, launch: &[&str]) -> serde_json::Value {
    let file = kernel.to_str().unwrap();
    let run = tangle(&[&["run", file, "--format", "json"][..], launch].concat());
    assert_eq!(
        run.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    for ir_from in ["tangle", "clang"] {
        let check = tangle(&[&["check", file, "--ir-from", ir_from][..], launch].concat());
        assert_eq!(
            check.status.code(),
            Some(0),
            "{ir_from}: {}{}",
            String::from_utf8_lossy(&check.stdout),
            String::from_utf8_lossy(&check.stderr)
        );
    }
    serde_json::from_slice(&run.stdout).expect("JSON")
}

const GRID_2D: &str = "__global__ void k(unsigned int *out) {
  int t = threadIdx.x + blockDim.x * threadIdx.y;
  int b = blockIdx.x + gridDim.x * blockIdx.y;
  out[b * blockDim.x * blockDim.y + t] = __ballot_sync(0xffffffff, threadIdx.y & 1);
}
";

/// `run --threads X,Y --blocks X,Y`: the launch in the header, the linear ids
/// explained, and coordinates in the JSON.
#[test]
fn run_takes_2d_and_3d_shapes() {
    let dir = tempfile::tempdir().unwrap();
    let k = write(&dir, "k.cu", GRID_2D);
    let base = [
        "run",
        k.to_str().unwrap(),
        "--arg",
        r#"out={"type": "u32", "len": 64}"#,
    ];
    let text = tangle(&[&base[..], &["--threads", "8,4", "--blocks", "1,2"]].concat());
    assert_eq!(
        text.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&text.stderr)
    );
    let stdout = String::from_utf8_lossy(&text.stdout);
    assert!(
        stdout.starts_with(
            "kernel `k` on the source engine: 2 blocks (grid 1x2) of 32 threads (block 8x4), warp size 32\n\
             note: thread ids are linear, x fastest, as CUDA forms warps: \
             (blockIdx.x + blockIdx.y)*32 + threadIdx.x + 8*threadIdx.y\n"
        ),
        "{stdout}"
    );
    // Rows 1 and 3 of each block: lanes 8-15 and 24-31.
    assert!(stdout.contains(&format!(
        "out (u32[64]): [{}",
        ["4278255360"; 64].join(", ")
    )));
    // `8x4` is the same shape, and a 3-D one is reported with its z.
    let json = tangle(
        &[
            &base[..],
            &["--threads", "8x2x2", "--blocks", "2", "--format", "json"],
        ]
        .concat(),
    );
    assert_eq!(
        json.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&json.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(v["threads"], 32);
    assert_eq!(v["block_dim"], serde_json::json!([8, 2, 2]));
    assert_eq!(v["grid_dim"], serde_json::json!([2, 1, 1]));
    assert_eq!(v["shared_bytes"], 0);
    assert_eq!(v["events"][1]["block_idx"], serde_json::json!([1, 0, 0]));
    assert_eq!(v["events"][1]["threads"][31], 63);
    assert_eq!(
        v["events"][1]["thread_idx"][31],
        serde_json::json!([7, 1, 1])
    );
}

/// Bad shapes are usage errors (exit 2) that say what is wrong.
#[test]
fn bad_launch_shapes_are_usage_errors() {
    let dir = tempfile::tempdir().unwrap();
    let k = write(&dir, "k.cu", GRID_2D);
    let k = k.to_str().unwrap();
    for (args, message) in [
        (
            &["run", k, "--threads", "0"][..],
            "invalid value '0' for '--threads <X[,Y[,Z]]>': a dimension is at least 1",
        ),
        (&["run", k, "--threads", "8,a"], "`a` is not a number"),
        (
            &["run", k, "--threads", "64,32"],
            "a block has at most 1024 threads, not 2048",
        ),
        (
            &["run", k, "--threads", "1,1,128"],
            "a block's z dimension is at most 64",
        ),
        (
            &["run", k, "--threads", "1,2,3,4"],
            "a shape has at most 3 dimensions",
        ),
        (
            &["run", k, "--blocks", "1,70000"],
            "a grid's y and z dimensions are at most 65535",
        ),
        (
            &["run", k, "--blocks", "300,300"],
            "90000 blocks: tangle runs at most 65535 blocks in all",
        ),
        (
            &["run", k, "--shared-bytes", "2000000"],
            "2000000 is not in 0..=1048576",
        ),
        (
            &["check", k, "--threads", "32,8x0"],
            "invalid value '8x0' for '--threads <SHAPES>': a dimension is at least 1",
        ),
        (
            &["check", k, "--threads", "32x64"],
            "a block has at most 1024 threads, not 2048",
        ),
        (&["fuzz", "--count", "1", "--threads", "4,4x"], "'4x'"),
        (
            &["report", k, "--threads", "2000"],
            "a block has at most 1024 threads",
        ),
    ] {
        let out = tangle(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

/// In `check`, a comma separates runs and `x` dimensions; `--threads` may
/// also be repeated. The kernel ignores `threadIdx.z`, so in the 4x4x2 block
/// two threads write each element: both engines report the race.
#[test]
fn check_runs_a_list_of_shapes() {
    let dir = tempfile::tempdir().unwrap();
    let k = write(&dir, "k.cu", GRID_2D);
    let out = tangle(&[
        "check",
        k.to_str().unwrap(),
        "--threads",
        "32,8x4",
        "--threads",
        "4x4x2",
        "--arg",
        r#"out={"type": "u32", "len": 32}"#,
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!(
            "check {k}: source engine against the IR engine on tangle lower (convergence tokens)\n\
             \x20 1 block of 32 threads, warp size 32: agree (1 event, 1 buffer)\n\
             \x20 1 block of 32 threads (block 8x4), warp size 32: agree (1 event, 1 buffer)\n\
             \x20   note: thread ids are linear, x fastest, as CUDA forms warps: blockIdx.x*32 + threadIdx.x + 8*threadIdx.y\n\
             \x20 1 block of 32 threads (block 4x4x2), warp size 32: agree (1 event, 1 buffer)\n\
             \x20   warning[race] `out`+0 (global memory): write by thread 0 at {k}:4:3 and write by thread 16 at {k}:4:3: no barrier or warp operation orders them (16 times at these sites)\n\
             \x20   note: thread ids are linear, x fastest, as CUDA forms warps: blockIdx.x*32 + threadIdx.x + 4*threadIdx.y + 16*threadIdx.z\n",
            k = k.display()
        )
    );
}

const DYNAMIC_SHARED: &str = "extern __shared__ int stage[];
__global__ void rotate(int *out) {
  int t = threadIdx.x;
  stage[t] = t * t;
  __syncthreads();
  out[t] = stage[(t + 1) % blockDim.x];
}
";

/// `--shared-bytes` sizes `extern __shared__` memory on both engines; past
/// it, the store is a memory error at its line and column.
#[test]
fn shared_bytes_sizes_extern_shared_memory() {
    let dir = tempfile::tempdir().unwrap();
    let k = write(&dir, "k.cu", DYNAMIC_SHARED);
    let k = k.to_str().unwrap();
    let buffer = [
        "--threads",
        "8",
        "--arg",
        r#"out={"type": "i32", "len": 8}"#,
    ];
    let check = tangle(&[&["check", k, "--shared-bytes", "32"][..], &buffer].concat());
    assert_eq!(
        check.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
    assert!(String::from_utf8_lossy(&check.stdout).contains(
        "1 block of 8 threads, warp size 32, 32 bytes of dynamic shared memory: agree (1 event, 1 buffer)"
    ));
    let run = tangle(
        &[
            &["run", k, "--shared-bytes", "32", "--format", "json"][..],
            &buffer,
        ]
        .concat(),
    );
    let v: serde_json::Value = serde_json::from_slice(&run.stdout).expect("JSON");
    assert_eq!(
        v["buffers"]["out"],
        serde_json::json!([1, 4, 9, 16, 25, 36, 49, 0])
    );
    assert_eq!(v["shared_bytes"], 32);
    let short = tangle(&[&["run", k, "--shared-bytes", "28"][..], &buffer].concat());
    assert_eq!(short.status.code(), Some(3));
    let stdout = String::from_utf8_lossy(&short.stdout);
    assert!(
        stdout.contains(&format!(
            "error[memory] {k}:4:3 block 0 thread 7: write of 4 bytes at offset 28 of `extern __shared__`, which has 28 bytes"
        )),
        "{stdout}"
    );
}

/// Clang's IR for a kernel that includes C library headers: `clang -cc1` for a GPU triple
/// has no C library, so `check --ir-from clang` gives it stand-ins; the `printf` output of
/// both engines is compared too.
#[test]
fn check_with_clang_on_c_library_headers() {
    let dir = tempfile::tempdir().unwrap();
    let kernel = write(
        &dir,
        "libc.cu",
        r#"#include <cstdio>
#include <math.h>
#include <stdint.h>
#include <stdbool.h>
#include <limits.h>
#include <stdlib.h>
__global__ void k(int *o)
{
    uint32_t x = 3;
    bool odd = threadIdx.x & 1;
    o[threadIdx.x] = (int)sqrtf(16.0f) + x + INT_MAX / INT_MAX + odd;
    printf("thread %d: %d\n", threadIdx.x, o[threadIdx.x]);
}
"#,
    );
    let out = tangle(&[
        "check",
        kernel.to_str().unwrap(),
        "--ir-from",
        "clang",
        "--threads",
        "2",
        "--arg",
        r#"o={"type":"i32","len":2}"#,
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("clang-22 IR"), "{stdout}");
    assert!(stdout.contains("agree"), "{stdout}");
}

#[test]
fn strict_convergence_splits_the_fall_through_and_needs_the_source_engine() {
    let dir = tempfile::tempdir().unwrap();
    let src = write(
        &dir,
        "k.cu",
        "__global__ void k(const int *op, unsigned int *out) {\n\
         unsigned int t = threadIdx.x;\n\
         switch (op[t]) {\n\
         case 0:\n\
             out[t] = 1;\n\
         case 1:\n\
             out[8 + t] = __activemask();\n\
         }\n\
         }\n",
    );
    let op = r#"op={"type": "i32", "data": [0, 1, 0, 1]}"#;
    let out_arg = r#"out={"type": "u32", "len": 16}"#;
    let run = |convergence: &str, engine: &str| {
        tangle(&[
            "run",
            src.to_str().unwrap(),
            "--threads",
            "4",
            "--arg",
            op,
            "--arg",
            out_arg,
            "--convergence",
            convergence,
            "--engine",
            engine,
        ])
    };
    let maximal = run("maximal", "source");
    assert_eq!(maximal.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&maximal.stdout).contains("1 event at 1 site"));
    let strict = run("strict", "source");
    assert_eq!(strict.status.code(), Some(0));
    let text = String::from_utf8_lossy(&strict.stdout);
    assert!(text.contains("2 events at 1 site"), "{text}");
    assert!(text.contains("threads 0,2"), "{text}");
    let ir = run("strict", "ir");
    assert_eq!(ir.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&ir.stderr).contains("applies to the source engine"));
}

/// Convergent calls that macros expand are where Clang's `!dbg` puts them: a call in a
/// macro's body at the macro's name, a call in an argument where the argument is written,
/// in every copy the expansion makes; so `check --ir-from clang` matches every site.
#[test]
fn check_with_clang_matches_calls_that_macros_expand() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(
        &dir,
        "macros.cu",
        "#define FULL 0xffffffff
#define BALLOT(p) __ballot_sync(FULL, (p))
#define TWICE(e) ((e) + (e))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define ID(x) x
__global__ void k(int *out) {
  int t = threadIdx.x;
  int a = 2 + BALLOT(t & 1);
  int b = TWICE(__ballot_sync(FULL, t > 2));
  int c = MAX(__any_sync(FULL, t > 3), 1) + ID(ID(__all_sync(FULL, t)));
  out[t] = a + b + c + BALLOT(__popc(__ballot_sync(FULL, t > 9)));
}
",
    );
    let out = tangle(&[
        "check",
        file.to_str().unwrap(),
        "--ir-from",
        "clang",
        "--arg",
        r#"out={"type":"i32","len":32}"#,
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("agree (7 events, 1 buffer)"), "{stdout}");
    let run = tangle(&[
        "run",
        file.to_str().unwrap(),
        "--arg",
        r#"out={"type":"i32","len":32}"#,
        "--format",
        "json",
    ]);
    let v: serde_json::Value = serde_json::from_slice(&run.stdout).expect("JSON");
    let sites: Vec<String> = v["events"]
        .as_array()
        .expect("events")
        .iter()
        .map(|e| format!("{}:{} {}", e["site"]["line"], e["site"]["col"], e["callee"]))
        .collect();
    assert_eq!(
        sites,
        [
            "8:15 \"__ballot_sync\"",
            "9:17 \"__ballot_sync\"",
            "9:17 \"__ballot_sync\"",
            "10:15 \"__any_sync\"",
            "10:51 \"__all_sync\"",
            "11:38 \"__ballot_sync\"",
            "11:24 \"__ballot_sync\"",
        ]
    );
}

/// Run-time errors carry their site on both engines, so `check` finds them equal (kind,
/// line, block, thread) on tangle's IR and on Clang's.
#[test]
fn errors_carry_their_site_on_both_engines() {
    let dir = tempfile::tempdir().unwrap();
    let kernels = [
        ("oob.cu", "out[t + 40] = v;", "memory", 4),
        ("div.cu", "out[t] = v / (t - 3);", "undefined", 4),
        ("shared.cu", "s[t + 40] = v; out[t] = s[t];", "memory", 4),
    ];
    for (name, body, kind, line) in kernels {
        let file = write(
            &dir,
            name,
            &format!(
                "__global__ void k(int *out) {{\n  __shared__ int s[32]; int t = threadIdx.x;\n  \
                 int v = __ballot_sync(0xffffffff, t & 1);\n  {body}\n}}\n"
            ),
        );
        let file = file.to_str().unwrap();
        for ir in ["tangle", "clang"] {
            let out = tangle(&[
                "check",
                file,
                "--ir-from",
                ir,
                "--arg",
                r#"out={"type":"i32","len":32}"#,
            ]);
            let stdout = String::from_utf8_lossy(&out.stdout);
            assert_eq!(out.status.code(), Some(0), "{name} on {ir}: {stdout}");
            assert!(stdout.contains("both stop with the same error"), "{stdout}");
        }
        for engine in ["source", "ir"] {
            let out = tangle(&[
                "run",
                file,
                "--engine",
                engine,
                "--arg",
                r#"out={"type":"i32","len":32}"#,
                "--format",
                "json",
            ]);
            let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
            let e = &v["errors"][0];
            assert_eq!(e["kind"], kind, "{name} on {engine}");
            assert_eq!(e["site"]["line"], line, "{name} on {engine}: {e}");
            assert!(e["site"]["col"].is_u64(), "{name} on {engine}: {e}");
        }
    }
}
