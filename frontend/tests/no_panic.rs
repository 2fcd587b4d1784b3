//! Bad input never crashes the frontend: arbitrary bytes, mutated samples and
//! pathologically deep nesting all end in a model or in diagnostics with a
//! code (never E0000, the code of a caught panic; a stack overflow would
//! abort the test process).
//!
//! Each property runs 64 cases unless `PROPTEST_CASES` says otherwise; every
//! case runs the preprocessor once.

use frontend::diag::{codes, render_plain};
use frontend::{compile, Input, Options, Unit};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::strategy::ValueTree;
use std::path::Path;
use std::sync::OnceLock;

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(64);
    ProptestConfig {
        cases,
        ..ProptestConfig::default()
    }
}

fn compile_text(text: String) -> Unit {
    compile(
        &Input::Text {
            name: "fuzz.cu".into(),
            text,
        },
        &Options::default(),
    )
}

/// Compiles `text` and checks that the outcome is well-formed: every
/// diagnostic has a known code and is not an internal error; a unit without
/// errors can be dumped; diagnostics can be rendered.
fn assert_handled(text: String) -> Unit {
    let unit = compile_text(text);
    let rendered = render_plain(&unit.diagnostics, &unit.sources);
    for d in &unit.diagnostics {
        assert!(
            codes::ALL.contains(&d.code),
            "unknown code {}:\n{rendered}",
            d.code
        );
        assert_ne!(
            d.code,
            codes::INTERNAL,
            "the frontend panicked:\n{rendered}"
        );
        assert!(
            !d.message.is_empty(),
            "a diagnostic without a message:\n{rendered}"
        );
    }
    if !unit.has_errors() {
        let _ = frontend::dump::text(&unit);
        let _ = frontend::dump::json(&unit);
    }
    unit
}

fn samples() -> &'static [String] {
    static SAMPLES: OnceLock<Vec<String>> = OnceLock::new();
    SAMPLES.get_or_init(|| {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../samples");
        let mut paths: Vec<_> = std::fs::read_dir(dir)
            .expect("samples/")
            .map(|e| e.expect("a directory entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "cu"))
            .collect();
        paths.sort();
        paths
            .iter()
            .map(|p| std::fs::read_to_string(p).expect("a sample"))
            .collect()
    })
}

/// Text that is likely to break a parser or a lowering when inserted anywhere.
const SNIPPETS: &[&str] = &[
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    ";",
    ",",
    ":",
    "?",
    "*",
    "&",
    "&&",
    "-",
    "=",
    "==",
    "<<<",
    ">>>",
    "goto ",
    "goto done;",
    "done: ",
    "case 1:",
    "default:",
    "break;",
    "continue;",
    "return;",
    "return 1;",
    "if (",
    "else ",
    "do ",
    "while (1)",
    "for (;;)",
    "switch (n) {",
    "int ",
    "void ",
    "unsigned ",
    "float ",
    "__shared__ ",
    "__global__ ",
    "__device__ ",
    "struct s ",
    "sizeof(",
    "(int)",
    "__syncthreads();",
    "__ballot_sync(",
    "__activemask()",
    "0x",
    "1e",
    "1.5f",
    "'",
    "\"",
    "'\\",
    "\\\n",
    "/*",
    "*/",
    "//",
    "\n#define X (\n",
    "\n#if 1\n",
    "\n#endif\n",
    "\n#include \"x.h\"\n",
    "...",
    "->",
    ".",
    "~",
    "!",
    "++",
    "--",
    "<<=",
    "%",
    "threadIdx",
    "warpSize",
    "\u{e9}",
    "\0",
    "\t",
];

/// Words that keep the syntax valid when they replace a word: mostly
/// semantic changes (types, convergence, names that may not exist).
const WORDS: &[&str] = &[
    "n",
    "i",
    "t",
    "x",
    "lane",
    "0",
    "1",
    "-1",
    "0xffffffffu",
    "2.5f",
    "1e300",
    "threadIdx.x",
    "warpSize",
    "__syncthreads()",
    "__activemask()",
    "__ballot_sync(0u, 1)",
    "p",
    "*p",
    "&n",
    "(float)n",
    "(char)i",
    "sizeof(int)",
    "9223372036854775807",
    "18446744073709551615u",
    "'a'",
    "k",
    "main",
    "done",
    "int",
    "void",
];

#[derive(Debug, Clone)]
enum Mutation {
    ReplaceWord(Index, &'static str),
    DeleteChar(Index),
    Insert(Index, &'static str),
    DeleteToken(Index),
    SwapTokens(Index, Index),
    DuplicateLine(Index),
    DeleteLine(Index),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<Index>(), prop::sample::select(WORDS))
            .prop_map(|(i, w)| Mutation::ReplaceWord(i, w)),
        any::<Index>().prop_map(Mutation::DeleteChar),
        (any::<Index>(), prop::sample::select(SNIPPETS)).prop_map(|(i, s)| Mutation::Insert(i, s)),
        any::<Index>().prop_map(Mutation::DeleteToken),
        (any::<Index>(), any::<Index>()).prop_map(|(a, b)| Mutation::SwapTokens(a, b)),
        any::<Index>().prop_map(Mutation::DuplicateLine),
        any::<Index>().prop_map(Mutation::DeleteLine),
    ]
}

/// Splits text into tokens: identifier or number runs, whitespace runs, and
/// single other characters. Concatenating them gives the text back.
fn tokens(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let class = |c: char| {
        if c.is_alphanumeric() || c == '_' {
            0
        } else if c.is_whitespace() {
            1
        } else {
            2
        }
    };
    for c in text.chars() {
        match out.last_mut() {
            Some(last) if class(c) != 2 && last.chars().last().map(class) == Some(class(c)) => {
                last.push(c)
            }
            _ => out.push(c.to_string()),
        }
    }
    out
}

fn apply(text: &str, m: &Mutation) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut toks = tokens(text);
    let mut lines: Vec<&str> = text.split_inclusive('\n').collect();
    let words: Vec<usize> = (0..toks.len())
        .filter(|&k| toks[k].starts_with(|c: char| c.is_alphanumeric() || c == '_'))
        .collect();
    match m {
        Mutation::ReplaceWord(i, w) if !words.is_empty() => {
            toks[words[i.index(words.len())]] = w.to_string();
            toks.concat()
        }
        Mutation::DeleteChar(i) if !chars.is_empty() => {
            let at = i.index(chars.len());
            chars[..at].iter().chain(&chars[at + 1..]).collect()
        }
        Mutation::Insert(i, s) => {
            let at = i.index(chars.len() + 1);
            let mut out: String = chars[..at].iter().collect();
            out.push_str(s);
            out.extend(&chars[at..]);
            out
        }
        Mutation::DeleteToken(i) if !toks.is_empty() => {
            toks.remove(i.index(toks.len()));
            toks.concat()
        }
        Mutation::SwapTokens(a, b) if !toks.is_empty() => {
            let (a, b) = (a.index(toks.len()), b.index(toks.len()));
            toks.swap(a, b);
            toks.concat()
        }
        Mutation::DuplicateLine(i) if !lines.is_empty() => {
            let at = i.index(lines.len());
            lines.insert(at, lines[at]);
            lines.concat()
        }
        Mutation::DeleteLine(i) if !lines.is_empty() => {
            lines.remove(i.index(lines.len()));
            lines.concat()
        }
        _ => text.to_string(),
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        assert_handled(String::from_utf8_lossy(&bytes).into_owned());
    }

    #[test]
    fn arbitrary_tokens(parts in prop::collection::vec(prop::sample::select(SNIPPETS), 0..80)) {
        assert_handled(parts.join(" "));
    }

    #[test]
    fn mutated_samples(
        sample in any::<Index>(),
        mutations in prop::collection::vec(mutation(), 1..8),
    ) {
        let samples = samples();
        let mut text = samples[sample.index(samples.len())].clone();
        for m in &mutations {
            text = apply(&text, m);
        }
        assert_handled(text);
    }
}

/// The mutations do what they say (a test that cannot fail is no test).
#[test]
fn mutations_apply() {
    let text = "int a;\nb = a + 1;\n";
    // Index has no constructor: draw them until one picks position n of 64.
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut idx = |n: usize| loop {
        let i = any::<Index>()
            .new_tree(&mut runner)
            .expect("an index")
            .current();
        if i.index(64) == n {
            break i;
        }
    };
    assert_eq!(tokens(text).concat(), text);
    assert_eq!(tokens("a1 +=b"), ["a1", " ", "+", "=", "b"]);
    assert_eq!(
        apply(text, &Mutation::DeleteLine(idx(0))).lines().count(),
        1
    );
    assert_eq!(
        apply(text, &Mutation::DuplicateLine(idx(0)))
            .lines()
            .count(),
        3
    );
    assert_ne!(apply(text, &Mutation::DeleteToken(idx(3))), text);
    assert!(apply(text, &Mutation::Insert(idx(5), "goto ")).contains("goto "));
    assert_eq!(
        apply(text, &Mutation::ReplaceWord(idx(0), "float")),
        "float a;\nb = a + 1;\n"
    );
}

fn too_deep(text: String) {
    let unit = assert_handled(text);
    let errors: Vec<&str> = unit.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(errors, [codes::TOO_DEEP]);
}

fn kernel(body: &str) -> String {
    format!("__global__ void k(int *p, int n)\n{{\n    int x = 0;\n{body}\n}}\n")
}

#[test]
fn ten_thousand_nested_parentheses() {
    too_deep(kernel(&format!(
        "    x = {}n{};",
        "(".repeat(10_000),
        ")".repeat(10_000)
    )));
}

#[test]
fn ten_thousand_nested_blocks() {
    too_deep(kernel(&format!(
        "{}x++;{}",
        "{".repeat(10_000),
        "}".repeat(10_000)
    )));
}

#[test]
fn five_thousand_else_ifs() {
    let mut body = String::from("    if (n == 0) x = 0;\n");
    for i in 1..5_000 {
        body.push_str(&format!("    else if (n == {i}) x = {i};\n"));
    }
    too_deep(kernel(&body));
}

/// Chains that nest without brackets, a million deep: lang-c would overflow
/// its stack on them (aborting the process) if the depth guard let them through.
#[test]
fn million_deep_chains_are_refused_before_parsing() {
    too_deep(kernel(&format!("    x = {}n;", "- ".repeat(1_000_000))));
    too_deep(kernel(&format!("    x = {}n;", "(int)".repeat(1_000_000))));
    too_deep(kernel(&format!("    {}x++;", "if (n) ".repeat(1_000_000))));
    too_deep(kernel(&format!("    {}x++;", "l: ".repeat(1_000_000))));
    too_deep(kernel(&format!("    x = {}1;", "x = ".repeat(1_000_000))));
    let mut chain = String::from("    if (n == 0) x = 0;\n");
    for i in 1..200_000 {
        chain.push_str(&format!("    else if (n == {i}) {{ x = {i}; }}\n"));
    }
    too_deep(kernel(&chain));
}

/// The depth guard does not refuse long but shallow code.
#[test]
fn long_flat_code_is_accepted() {
    let values: Vec<String> = (0..20_000).map(|i| format!("-{i}")).collect();
    let mut body = format!("    int table[20000] = {{{}}};\n", values.join(", "));
    for i in 0..3_000 {
        body.push_str(&format!(
            "    if (n == {i}) {{ x += table[{i}]; }} else {{ x--; }}\n"
        ));
        body.push_str(&format!("    while (x > {i}) {{ x -= 2; }}\n"));
    }
    body.push_str("    p[0] = x;\n");
    let unit = assert_handled(kernel(&body));
    assert!(
        unit.diagnostics.is_empty(),
        "{}",
        render_plain(&unit.diagnostics, &unit.sources)
    );
}
