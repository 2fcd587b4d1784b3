//! The in-process preprocessor against gcc's: every token must come out on the same line of
//! the same file, and the same files must be system headers.

use super::*;
use std::collections::BTreeSet;
use std::path::PathBuf;

/// A token of preprocessed output: the file and line it stands for, and its spelling.
type Placed = (String, u32, String);

/// Reads line markers and tokens as `LineMap` and the parser read them.
fn placed_tokens(pp: &str) -> (Vec<Placed>, BTreeSet<String>) {
    let mut out = Vec::new();
    let mut file = String::new();
    let mut line = 0;
    let mut system = BTreeSet::new();
    let mut user = BTreeSet::new();
    for raw in pp.lines() {
        if let Some(rest) = raw.strip_prefix("# ") {
            let (num, rest) = rest.split_once(' ').expect("a line marker");
            line = num.parse().expect("a line number");
            let rest = rest.strip_prefix('"').expect("a quoted name");
            let end = rest.rfind('"').expect("a quoted name");
            file = rest[..end].to_string();
            if rest[end + 1..].split_whitespace().any(|f| f == "3") {
                system.insert(file.clone());
            } else {
                user.insert(file.clone());
            }
            continue;
        }
        if !raw.trim_start().starts_with('#') {
            let bytes = raw.as_bytes();
            let mut i = 0;
            while i < bytes.len() {
                if bytes[i].is_ascii_whitespace() {
                    i += 1;
                    continue;
                }
                let start = i;
                lex::lex_one(bytes, &mut i);
                out.push((file.clone(), line, raw[start..i].to_string()));
            }
        }
        line += 1;
    }
    (out, system.difference(&user).cloned().collect())
}

/// gcc's output, and what it printed on stderr.
fn gcc(name: &str, text: &str, include_dirs: &[PathBuf]) -> (String, String) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let installed = crate::headers::install(dir.path()).expect("headers written");
    let mut cmd = std::process::Command::new("gcc");
    cmd.args(["-E", "-x", "c", "-std=gnu11", "-D__TANGLE__", "-include"])
        .arg(&installed.prelude)
        .arg("-I")
        .arg(&installed.include_dir);
    for d in include_dirs {
        cmd.arg("-I").arg(d);
    }
    // The text goes to gcc's standard input only when gcc reads it there: gcc reading a
    // file may exit before a pipe it never reads is written, and the write then fails
    // (a broken pipe, seen in CI under load).
    let stdin = name == "<stdin>";
    let out = cmd
        .arg(if stdin { "-" } else { name })
        .stdin(if stdin {
            std::process::Stdio::piped()
        } else {
            std::process::Stdio::null()
        })
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            if let Some(mut input) = child.stdin.take() {
                input.write_all(text.as_bytes())?;
            }
            child.wait_with_output()
        })
        .expect("gcc runs");
    assert!(
        out.status.success(),
        "gcc fails on {name}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout)
        .expect("UTF-8")
        .replace(&installed.prelude.display().to_string(), PRELUDE_PATH)
        .replace(&installed.include_dir.display().to_string(), COMPAT_DIR);
    (text, String::from_utf8_lossy(&out.stderr).into_owned())
}

/// `Ok(false)`: the in-process preprocessor hands this input to gcc.
fn same_as_gcc(
    name: &str,
    text: &str,
    include_dirs: &[PathBuf],
) -> std::result::Result<bool, String> {
    let request = Request {
        name,
        text,
        defines: &[],
        include_dirs,
    };
    let ours = match preprocess(&request) {
        Ok(pp) => pp,
        Err(Unhandled(_)) => return Ok(false),
    };
    let (theirs, messages) = gcc(name, text, include_dirs);
    // The in-process preprocessor reports nothing: a file gcc warns about is gcc's.
    if !messages.is_empty() {
        return Err(format!(
            "{name}: handled in process, but gcc says:\n{messages}"
        ));
    }
    let (a, sys_a) = placed_tokens(&ours);
    let (b, sys_b) = placed_tokens(&theirs);
    if sys_a != sys_b {
        return Err(format!("{name}: system headers {sys_a:?}, gcc {sys_b:?}"));
    }
    for (i, (x, y)) in a.iter().zip(&b).enumerate() {
        if x != y {
            let from = i.saturating_sub(5);
            return Err(format!(
                "{name}: token {i} is {x:?}, gcc's is {y:?}\nours: {:?}\ngcc's: {:?}",
                &a[from..(i + 5).min(a.len())],
                &b[from..(i + 5).min(b.len())]
            ));
        }
    }
    if a.len() != b.len() {
        return Err(format!("{name}: {} tokens, gcc {}", a.len(), b.len()));
    }
    Ok(true)
}

fn cu_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            cu_files(&path, out);
        } else if path
            .extension()
            .is_some_and(|e| e == "cu" || e == "c" || e == "cl")
        {
            out.push(path);
        }
    }
}

#[test]
fn every_sample_and_test_input_comes_out_as_gcc_writes_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in [
        "samples",
        "tests",
        "frontend/tests",
        "tangles/tests",
        "runtime/tests",
    ] {
        cu_files(&root.join(dir), &mut files);
    }
    files.sort();
    let mut handled = 0;
    let mut unhandled_files = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable");
        // As `frontend::Options` does for a file: its directory is searched.
        let dirs: Vec<PathBuf> = path.parent().map(Path::to_path_buf).into_iter().collect();
        let name = path.display().to_string();
        let request = Request {
            name: &name,
            text: &text,
            defines: &[],
            include_dirs: &dirs,
        };
        if let Err(Unhandled(why)) = preprocess(&request) {
            unhandled_files.push(format!("{name}: {why}"));
            continue;
        }
        match same_as_gcc(&name, &text, &dirs) {
            Ok(true) => handled += 1,
            Ok(false) => unreachable!("handled above"),
            Err(diff) => panic!("{diff}"),
        }
    }
    // Every one is handled today: one handed to gcc is a regression of the fast path.
    assert!(
        unhandled_files.is_empty(),
        "handed to gcc:\n{}",
        unhandled_files.join("\n")
    );
    assert!(handled > 50, "only {handled} inputs found");
}

/// Writes `files` (name, text) into a fresh directory and compares the first one's output
/// with gcc's; `Ok(false)` if the in-process preprocessor handed it to gcc.
fn compare_files(files: &[(&str, &str)]) -> std::result::Result<bool, String> {
    let dir = tempfile::tempdir().expect("a temporary directory");
    for (name, text) in files {
        std::fs::write(dir.path().join(name), text).expect("written");
    }
    let main = dir.path().join(files[0].0);
    let dirs = vec![dir.path().to_path_buf()];
    same_as_gcc(&main.display().to_string(), files[0].1, &dirs)
}

/// Macros and directives whose corners gcc's output shows: each must be handled, and
/// handled as gcc does.
#[test]
fn macro_corners_come_out_as_gcc_writes_them() {
    let cases: &[&str] = &[
        // Stringizing: one space per run of whitespace, quotes and backslashes escaped.
        "#define S(x) #x\nconst char *s = S(  a  +  \"b\\n\"   'c'  );\nconst char *e = S();\n",
        // Pasting, with empty arguments on either side.
        "#define C(a, b) a##b\n#define C3(a, b, c) a ## b ## c\nint C(x, 1), C(, y), C(z, ), C3(, , w), C3(p, , q);\nint n = C(1, 2) + C(,);\n",
        // Variadic macros, GNU's comma, named variadic parameters, __VA_OPT__.
        "#define V(f, ...) f(__VA_ARGS__)\n#define E(f, ...) f(1, ## __VA_ARGS__)\n#define N(args...) h(args)\n#define O(a, ...) a __VA_OPT__(,) __VA_ARGS__\nint a = V(g), b = V(g, 1, 2), c = E(g), d = E(g, 2, 3);\nint e = N(), f = N(1, 2);\nint o[] = { O(1), O(1, 2, 3) };\n",
        // Self-reference and rescanning into the tokens that follow.
        "#define foo foo + 1\n#define f(x) x f\n#define g(x) g(x)\n#define h() k\n#define k(x) x * 2\nint a = foo, b = f(1)(2)(3), c = g(g(1)), d = h()(3);\n",
        // Nested invocations and an object-like macro that names a function-like one.
        "#define A(x) B(x)\n#define B(y) [y]\n#define F f\n#define f(x) (x)\nint a = A(A(1)), b = F(2), *c = &F;\n",
        // Invocations written across lines, and what follows them.
        "#define M(a, b) a + b\n#define Z\nint x = M(1,\n  2) + 3;\nint y = M(1,\n  2)+3;\nint w = M(\n1, 2) Z;\nint z = f\n(1);\nint v;\n",
        // A function-like macro's name at the end of a line, not invoked.
        "#define f(x) (x)\nint f\n;\nint g = 1\n;\n",
        // __LINE__, __FILE__, __BASE_FILE__.
        "#define L __LINE__\nint a = __LINE__;\nint b = L;\nconst char *c = __FILE__, *d = __BASE_FILE__;\n",
        // #if arithmetic, defined, #elif chains, and skipped groups holding anything.
        "#if (1 << 3) == 8 && -1 < 0 && 0xffffffffffffffff > 0 && !defined(NOPE) && (2 ? 3 : 4) == 3\nint yes;\n#elif 1/0\nint no;\n#else\nint no2;\n#endif\n#if 0\nanything at all @ `\n#error never\n#if 1\n#endif\n#elif defined __TANGLE__ && -1 > 0u\nint no3;\n#elif 'a' == 97 && '\\n' == 10 && (0 || 2) && 10 / 3 == 3 && -7 % 3 == -1\nint yes2;\n#endif\n#ifdef __CUDACC__\nint cuda;\n#else\nint not_cuda;\n#endif\n#ifndef __CUDACC__\nint x;\n#endif\n",
        // Block comments across lines, splices, and long gaps (a line marker).
        "int a; /* one\n two */ int b;\n/*\n*/ int c;\nint d = 1 + \\\n 2;\n\n\n\n\n\n\n\n\n\n\n\nint e;\n",
        // #pragma lines stay.
        "__global__ void k(int *o) {\n#pragma unroll 4\n  for (int i = 0; i < 4; i++) o[i] = i;\n}\n",
        // Empty arguments and parentheses inside arguments.
        "#define E2(a) [a]\n#define P(a, b) a | b\nint x[] = { E2(), P((1, 2), (3)), P(,) };\n",
    ];
    for (i, case) in cases.iter().enumerate() {
        match compare_files(&[("case.cu", case)]) {
            Ok(true) => {}
            Ok(false) => panic!("case {i} was handed to gcc:\n{case}"),
            Err(diff) => panic!("case {i}:\n{case}\n{diff}"),
        }
    }
}

#[test]
fn includes_come_out_as_gcc_writes_them() {
    let main = "#include \"local.h\"\n#include \"local.h\"\n#include <stdio.h>\n#include <cuda_runtime.h>\n#include <cstdio>\n#if __has_include(\"local.h\") && !__has_include(<nope.h>)\nint has;\n#endif\nint after = LOCAL + 1;\nvoid *p = NULL;\n";
    let local = "#pragma once\n#define LOCAL 2\nint local;\n";
    assert_eq!(
        compare_files(&[("main.cu", main), ("local.h", local)]),
        Ok(true)
    );
}

#[test]
fn a_system_directory_given_with_dash_i_stays_a_system_directory() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let main = dir.path().join("main.cu");
    let text = "#include <stdio.h>\n#include \"local.h\"\nint x;\n";
    std::fs::write(&main, text).expect("written");
    std::fs::write(dir.path().join("local.h"), "int local;\n").expect("written");
    let dirs = vec![
        dir.path().to_path_buf(),
        PathBuf::from("/usr/include"),
        dir.path().to_path_buf(),
    ];
    assert_eq!(
        same_as_gcc(&main.display().to_string(), text, &dirs),
        Ok(true)
    );
}

/// What gcc reports or does in ways we do not model goes to gcc.
#[test]
fn what_gcc_would_report_goes_to_gcc() {
    let cases: &[&str] = &[
        "#error stop\n",
        "#warning careful\n",
        "#include \"missing.h\"\n",
        "#define X 1\n#define X 2\n",
        "int c = __COUNTER__;\n",
        "_Pragma(\"once\") int x;\n",
        "#if 1\nint x;\n",
        "#endif\n",
        "#define f(x) x\nint y = f(1\n#define Z\n);\n",
        "#if __has_attribute(noinline)\n#endif\n",
        "#define M(a) __LINE__ a\nint x = M(\n1);\n",
        "int a = 'unterminated;\n",
        "#line 10\n",
        "int x = 1 /* unterminated\n",
        "#pragma once\nint x;\n",
        "#define X+1\nint x = X;\n",
        "#if 0\n\"abc\n#endif\n",
        "#if 0\nchar c = 'x;\n#endif\n",
        "#if 1\n#else\n#elif 1\n#endif\n",
        "#if 0\n#else\n#else\n#endif\n",
        "int a; \\ \nint b;\n",
        "int a ??= 1;\n",
        "int a;\\",
        &format!("#if {}1{}\n#endif\n", "(".repeat(5000), ")".repeat(5000)),
        &format!("#if {}1\n#endif\n", "- ".repeat(5000)),
    ];
    for case in cases {
        let request = Request {
            name: "case.cu",
            text: case,
            defines: &[],
            include_dirs: &[],
        };
        assert!(
            preprocess(&request).is_err(),
            "handled, but gcc should see it:\n{case}"
        );
    }
}

/// The fuzzer's programs, which use the prelude's macros (`__syncwarp`, the shuffles) in
/// every shape the generator makes.
#[test]
fn generated_programs_come_out_as_gcc_writes_them() {
    let cfg = crate::generate::Config::default();
    for seed in 1..=40 {
        let text = crate::generate::generate(seed, &cfg);
        assert_eq!(
            same_as_gcc("<stdin>", &text, &[]),
            Ok(true),
            "seed {seed}:\n{text}"
        );
    }
}

/// Lines that change what the preprocessor does, for the mutation test.
const DIRECTIVES: &[&str] = &[
    "#define X 1",
    "#define X 2",
    "#undef X",
    "#define f(a, b) a ## b + f",
    "#define g(...) f(__VA_ARGS__, 0) __VA_OPT__(+) #__VA_ARGS__",
    "#define s(x) #x",
    "int v = X + f(1, 2) + g() + g(3, 4);",
    "const char *w = s(f(1, 2)) s();",
    "#if X",
    "#if defined(X) && X > 1",
    "#ifdef __CUDACC__",
    "#ifndef X",
    "#elif 1",
    "#else",
    "#endif",
    "#include <stdio.h>",
    "#include <cuda_runtime.h>",
    "#include \"missing.h\"",
    "#pragma unroll",
    "int l = __LINE__;",
    "/* a comment",
    "*/",
    "f(",
    ")",
];

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(64),
        ..Default::default()
    })]

    /// Samples with lines deleted, duplicated or replaced by directives: whatever the
    /// in-process preprocessor accepts, gcc accepts and preprocesses the same way.
    #[test]
    fn mutated_samples_come_out_as_gcc_writes_them(
        sample in proptest::sample::select(sample_texts()),
        edits in proptest::collection::vec((0usize..400, 0usize..3, 0usize..DIRECTIVES.len()), 1..6),
    ) {
        let mut lines: Vec<String> = sample.lines().map(String::from).collect();
        for (at, op, directive) in edits {
            let at = at % (lines.len() + 1);
            match op {
                0 if at < lines.len() => { lines.remove(at); }
                1 if at < lines.len() => { let l = lines[at].clone(); lines.insert(at, l); }
                _ => lines.insert(at, DIRECTIVES[directive].to_string()),
            }
        }
        let text = lines.join("\n") + "\n";
        if let Err(diff) = same_as_gcc("<stdin>", &text, &[]) {
            return Err(proptest::test_runner::TestCaseError::fail(format!("{diff}\n{text}")));
        }
    }
}

fn sample_texts() -> Vec<String> {
    let mut files = Vec::new();
    cu_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../samples"),
        &mut files,
    );
    files.sort();
    files
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .collect()
}

/// Invocations nested thousands deep copy their arguments at every level: past the budget
/// the file goes to gcc rather than growing without bound here.
#[test]
fn runaway_expansion_goes_to_gcc() {
    let n = 1500;
    let text = format!(
        "#define F(x) x\nint y = {}1{};\n",
        "F(".repeat(n),
        ")".repeat(n)
    );
    let request = Request {
        name: "deep.cu",
        text: &text,
        defines: &[],
        include_dirs: &[],
    };
    assert!(preprocess(&request).is_err());
    // Shallower nesting stays in process.
    let text = format!(
        "#define F(x) x\nint y = {}1{};\n",
        "F(".repeat(100),
        ")".repeat(100)
    );
    assert_eq!(same_as_gcc("<stdin>", &text, &[]), Ok(true));
}

/// The started state ([`super::started`]) is kept per thread: it must follow the options
/// and take each main file's name and text, whatever came before on the thread.
#[test]
fn the_started_state_follows_the_options_and_the_main_file() {
    let run = |name: &str, text: &str, defines: &[String]| {
        let request = Request {
            name,
            text,
            defines,
            include_dirs: &[],
        };
        preprocess(&request).unwrap_or_else(|Unhandled(why)| panic!("{name}: {why}"))
    };
    let text = "int probe = X;\nconst char *f = __FILE__, *b = __BASE_FILE__;\n";
    let defined = vec!["X=7".to_string()];
    for _ in 0..2 {
        let a = run("a.cu", text, &defined);
        assert!(a.starts_with("# 0 \"a.cu\"\n"), "{a}");
        assert!(a.contains("int probe = 7;"), "{a}");
        assert!(a.contains("*f = \"a.cu\", *b = \"a.cu\";"), "{a}");
        let b = run("b.cu", text, &[]);
        assert!(b.starts_with("# 0 \"b.cu\"\n"), "{b}");
        assert!(b.contains("int probe = X;"), "{b}");
        assert!(b.contains("*f = \"b.cu\", *b = \"b.cu\";"), "{b}");
        let c = run("c.cu", "int other = 1;\n", &[]);
        assert!(c.contains("int other = 1;") && !c.contains("probe"), "{c}");
    }
}

/// `warned_text` finds what a test of every byte's window finds: trigraphs where `?`s
/// run on (`???=`), at the end, and spaced backslashes, on every substring of a few texts.
#[test]
fn warned_text_finds_what_every_window_finds() {
    fn by_windows(text: &str) -> bool {
        let bytes = text.as_bytes();
        let trigraph = bytes
            .windows(3)
            .any(|w| w[0] == b'?' && w[1] == b'?' && b"=/'()!<>-".contains(&w[2]));
        let spaced_backslash = bytes.iter().enumerate().any(|(i, &b)| {
            b == b'\\' && {
                let rest = &bytes[i + 1..];
                let blank = rest
                    .iter()
                    .take_while(|&&c| matches!(c, b' ' | b'\t' | b'\r'))
                    .count();
                blank > 0 && rest.get(blank).is_none_or(|&c| c == b'\n')
            }
        });
        trigraph || spaced_backslash || text.trim_end_matches('\n').ends_with('\\')
    }
    let texts = [
        "a ???= b ??? c ?? d ??( e",
        "x = y ? z : w; ?? ?\t??-1",
        "s = \"a\\ \nb\" \\\t\r\n t \\x \\",
        "int q??/\n = 1;??",
    ];
    let mut checked = 0;
    for text in texts {
        for start in 0..text.len() {
            for end in start..=text.len() {
                let part = &text[start..end];
                assert_eq!(warned_text(part), by_windows(part), "{part:?}");
                checked += 1;
            }
        }
    }
    assert!(checked > 1000);
}
