//! Where input comes from: files (`.c` and `.cu`), text (standard input),
//! `#include` from the file's directory and from `-I` directories, and `-D`.

use expect_test::expect;
use frontend::diag::render_plain;
use frontend::{compile, Input, Options, Unit};
use std::path::Path;

const KERNEL: &str =
    "__global__ void k(int *out)\n{\n    out[threadIdx.x] = __ballot_sync(0xffffffffu, 1);\n}\n";

fn write(path: &Path, text: &str) {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).expect("create a directory");
    }
    std::fs::write(path, text).expect("write a file");
}

/// The model as text, with the temporary directory written `$DIR`.
fn dump(unit: &Unit, dir: &Path) -> String {
    let dir = dir.display().to_string();
    assert!(
        !unit.has_errors(),
        "{}",
        render_plain(&unit.diagnostics, &unit.sources).replace(&dir, "$DIR")
    );
    frontend::dump::text(unit).replace(&dir, "$DIR")
}

fn diagnostics(unit: &Unit, dir: &Path) -> String {
    render_plain(&unit.diagnostics, &unit.sources).replace(&dir.display().to_string(), "$DIR")
}

#[test]
fn c_and_cu_files_read_the_same() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (c, cu) = (dir.path().join("k.c"), dir.path().join("k.cu"));
    write(&c, KERNEL);
    write(&cu, KERNEL);
    let from_c = compile(&Input::File(c), &Options::default());
    let from_cu = compile(&Input::File(cu), &Options::default());
    let text = dump(&from_cu, dir.path());
    expect![[r#"
        kernel void k(int* out) @1:17 [convergent]
          s0 block @2:1
            s1 expr out[<long>threadIdx.x] = <int>__ballot_sync(4294967295u, 1) @3:5
          convergent call e6 __ballot_sync in s1 @3:24
    "#]]
    .assert_eq(&text);
    assert_eq!(dump(&from_c, dir.path()), text);
    assert_eq!(from_cu.name, dir.path().join("k.cu").display().to_string());
}

#[test]
fn text_input_is_named_as_given() {
    let unit = compile(
        &Input::Text {
            name: "<stdin>".into(),
            text: KERNEL.replace("1);", "1)"),
        },
        &Options::default(),
    );
    assert_eq!(unit.name, "<stdin>");
    expect![[r#"
        error[E0102]: syntax error: unexpected `}`
          ┌─ <stdin>:4:1
          │
        4 │ }
          │ ^ expected `;`, `,` or an operator

    "#]]
    .assert_eq(&render_plain(&unit.diagnostics, &unit.sources));
}

/// `-D NAME=VALUE` and `-D NAME`; `#include "..."` found next to the file
/// and `#include <...>` found through `-I`. Code from a header shows its file.
#[test]
fn defines_includes_and_include_dirs() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let root = dir.path();
    write(
        &root.join("inc/warp.h"),
        "#define FULL_MASK 0xffffffffu\n__device__ int warp_vote(int p) { return __popc(__ballot_sync(FULL_MASK, p)); }\n",
    );
    write(&root.join("src/local.h"), "#define SCALE (FACTOR * 2)\n");
    write(
        &root.join("src/k.cu"),
        r#"#include <warp.h>
#include "local.h"
#ifdef CHECKED
__global__ void k(int *out, int n)
{
    if (threadIdx.x < n)
        out[threadIdx.x] = warp_vote(out[threadIdx.x] > 0) * SCALE;
}
#endif
"#,
    );
    let options = Options {
        defines: vec!["FACTOR=3".into(), "CHECKED".into()],
        include_dirs: vec![root.join("inc")],
        ..Options::default()
    };
    let unit = compile(&Input::File(root.join("src/k.cu")), &options);
    expect![[r#"
        device int warp_vote(int p) @$DIR/inc/warp.h:2:16 [convergent]
          s0 block @$DIR/inc/warp.h:2:33
            s1 return __popc(__ballot_sync(4294967295u, p)) @$DIR/inc/warp.h:2:35
          convergent call e2 __ballot_sync in s1 @$DIR/inc/warp.h:2:49
        kernel void k(int* out, int n) @4:17 [convergent]
          s0 block @5:1
            s1 if (threadIdx.x < <unsigned int>n) @6:5
              s2 expr out[<long>threadIdx.x] = (warp_vote((out[<long>threadIdx.x] > 0)) * (3 * 2)) @7:9
          convergent call e14 warp_vote in s2 @7:28
    "#]]
    .assert_eq(&dump(&unit, root));

    // Without the options: no FACTOR, no CHECKED (so no kernel), no <warp.h>.
    let unit = compile(&Input::File(root.join("src/k.cu")), &Options::default());
    expect![[r#"
        error[E0101]: cannot find header `warp.h`
          ┌─ $DIR/src/k.cu:1:10
          │
        1 │ #include <warp.h>
          │          ^^^^^^^^ not found in the include path
          │
          = add the header's directory with `-I DIR`

    "#]]
    .assert_eq(&diagnostics(&unit, root));
}

/// An error in a header points into the header.
#[test]
fn errors_in_headers_point_into_them() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    write(
        &dir.path().join("bad.h"),
        "__device__ int f(int x)\n{\n    return x +;\n}\n",
    );
    write(
        &dir.path().join("k.cu"),
        "#include \"bad.h\"\n__global__ void k(int *p) { p[0] = f(1); }\n",
    );
    let unit = compile(&Input::File(dir.path().join("k.cu")), &Options::default());
    expect![[r#"
        error[E0102]: syntax error: unexpected `;`
          ┌─ $DIR/bad.h:3:15
          │
        3 │     return x +;
          │               ^ expected an expression

    "#]]
    .assert_eq(&diagnostics(&unit, dir.path()));
}

/// Text input (standard input) has no directory of its own: headers come
/// from `-I` directories.
#[test]
fn text_input_includes_through_include_dirs() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    write(&dir.path().join("n.h"), "#define N 4\n");
    let unit = compile(
        &Input::Text {
            name: "<stdin>".into(),
            text: "#include \"n.h\"\n__global__ void k(int *p) { p[0] = N; }\n".into(),
        },
        &Options {
            defines: Vec::new(),
            include_dirs: vec![dir.path().to_path_buf()],
            ..Options::default()
        },
    );
    expect![[r#"
        kernel void k(int* p) @2:17
          s0 block @2:27
            s1 expr p[<long>0] = 4 @2:29
    "#]]
    .assert_eq(&dump(&unit, dir.path()));
}

/// gcc collapses whitespace, drops comments and expands macros; positions
/// stay those of the user's text.
#[test]
fn columns_survive_preprocessing() {
    let lines = [
        "#define SQ(x) ((x) * (x))",
        "#define N 256",
        "__global__   void\tk(int *p,",
        "                 int n)",
        "{",
        "\tint  a =   N;   /* c */ int b = SQ(a);",
        "    int c = SQ(",
        "        a + 1);",
        "    p[0] = a",
        "         + b;  // trailing",
        "    if (n) {   __syncthreads();   }",
    ];
    // Blank lines (gcc replaces runs of them by a line marker), then a
    // line continuation.
    let text = format!(
        "{}\n{}    p[1] = c; p[2] = \\\n       3;\n}}\n",
        lines.join("\n"),
        "\n".repeat(12)
    );
    let unit = compile(
        &Input::Text {
            name: "cols.cu".into(),
            text,
        },
        &Options::default(),
    );
    assert!(
        !unit.has_errors(),
        "{}",
        render_plain(&unit.diagnostics, &unit.sources)
    );
    expect![[r#"
        kernel void k(int* p, int n) @3:19 [convergent]
          s0 block @5:1
            s1 decl int a = 256 @6:2
            s2 decl int b = (a * a) @6:26
            s3 decl int c = ((a + 1) * (a + 1)) @7:5
            s4 expr p[<long>0] = (a + b) @9:5
            s5 if (n) @11:5
              s6 block @11:12
                s7 expr __syncthreads() @11:16
            s8 expr p[<long>1] = c @24:5
            s9 expr p[<long>2] = 3 @24:15
          convergent call e20 __syncthreads in s7 @11:16
    "#]]
    .assert_eq(&frontend::dump::text(&unit));
    // Expressions from a macro expansion start at the macro's name.
    let f = &unit.program.functions[unit.program.function_by_name("k").expect("k")];
    let starts: Vec<String> = f
        .exprs
        .iter()
        .filter(|(_, e)| matches!(e.kind, frontend::model::ExprKind::Binary { .. }))
        .map(|(_, e)| {
            let lc = unit.line_col(e.span);
            format!("{}:{}", lc.line, lc.col)
        })
        .collect();
    // SQ(a) at 6:34; a + 1 inside the multi-line SQ( at 7:13; a + b at 9:12.
    expect![[r#"["6:34", "7:13", "7:13", "7:13", "9:12"]"#]].assert_eq(&format!("{starts:?}"));
}

/// Columns count characters, in the model as in the diagnostics.
#[test]
fn columns_count_characters() {
    let text = |body: &str| Input::Text {
        name: "utf8.cu".into(),
        text: format!("/* été */ __global__ void k(int *p) {{ {body} }}\n"),
    };
    let unit = compile(&text("p[0] = 1;"), &Options::default());
    let f = &unit.program.functions[unit.program.function_by_name("k").expect("k")];
    let lc = unit.line_col(f.span);
    assert_eq!((lc.line, lc.col), (1, 27)); // 29 in bytes

    let unit = compile(&text("p[0] = ;"), &Options::default());
    expect![[r#"
        error[E0102]: syntax error: unexpected `;`
          ┌─ utf8.cu:1:46
          │
        1 │ /* été */ __global__ void k(int *p) { p[0] = ; }
          │                                              ^ expected an expression

    "#]]
    .assert_eq(&render_plain(&unit.diagnostics, &unit.sources));
}

/// What real CUDA and HIP files include resolves to the bundled compatibility headers, and
/// what CUDA (being C++) has without a header is there: `bool`, `size_t`, `NULL`, `nullptr`.
#[test]
fn cuda_and_hip_headers_resolve() {
    let text = r#"#include <cuda_runtime.h>
#include <cuda.h>
#include <device_launch_parameters.h>
#include <cooperative_groups.h>
#include <math_constants.h>
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdint>
#include <iostream>
#include <vector>
#include <stdbool.h>
#include <stddef.h>
__global__ void k(float *out, int *flags, size_t n)
{
    bool inside = hipThreadIdx_x + hipBlockIdx_x * hipBlockDim_x < n;
    int *none = NULL;
    flags[threadIdx.x] = inside == true && none == nullptr;
    out[threadIdx.x] = CUDART_PI_F;
}
"#;
    let unit = compile(
        &Input::Text {
            name: "k.cu".into(),
            text: text.into(),
        },
        &Options::default(),
    );
    let rendered = render_plain(&unit.diagnostics, &unit.sources);
    assert!(unit.diagnostics.is_empty(), "{rendered}");
    let dumped = frontend::dump::text(&unit);
    assert!(
        dumped.contains("threadIdx.x + (blockIdx.x * blockDim.x)"),
        "{dumped}"
    );
}

/// `__CUDA_ARCH__` is 700 unless defined (`tangle lower --mcpu sm_90` defines it as 900),
/// and `CUDART_VERSION` is CUDA 13's.
#[test]
fn cuda_arch_defaults_to_sm_70_and_can_be_set() {
    let text = "__global__ void k(int *out) { out[0] = __CUDA_ARCH__; out[1] = CUDART_VERSION; }\n";
    let compiled = |defines: Vec<String>| {
        let unit = compile(
            &Input::Text {
                name: "k.cu".into(),
                text: text.into(),
            },
            &Options {
                defines,
                ..Options::default()
            },
        );
        assert!(!unit.has_errors());
        frontend::dump::text(&unit)
    };
    let default = compiled(vec![]);
    assert!(
        default.contains("out[<long>0] = 700") && default.contains("out[<long>1] = 13000"),
        "{default}"
    );
    let set = compiled(vec!["__CUDA_ARCH__=900".into()]);
    assert!(set.contains("out[<long>0] = 900"), "{set}");
}
