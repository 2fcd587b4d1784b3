//! Syntax errors from lang-c, reworded for people, and a nesting guard that
//! runs before the parser.

use crate::diag::{codes, Diagnostic};
use crate::source::{LineMap, SourceMap};

/// Bracket nesting beyond this is refused before parsing.
const MAX_BRACKET_DEPTH: usize = 200;

/// Constructs lang-c rejects with a bare syntax error, recognised by the token
/// at the error: (token, name of the construct).
const KNOWN_UNSUPPORTED: &[(&str, &str)] = &[
    ("__label__", "local labels (`__label__`)"),
    ("__int128", "`__int128`"),
    ("_Float128", "`_Float128`"),
    ("__auto_type", "`__auto_type`"),
    ("constexpr", "C23 `constexpr`"),
    ("_BitInt", "C23 `_BitInt`"),
    ("bool", "`bool` without <stdbool.h> (use `_Bool`)"),
    ("true", "`true` without <stdbool.h>"),
    ("false", "`false` without <stdbool.h>"),
    ("template", "C++ templates"),
    ("class", "C++ classes"),
    ("namespace", "C++ namespaces"),
    ("new", "C++ `new`"),
    ("delete", "C++ `delete`"),
    (
        "__attribute__",
        "attribute statements such as `__attribute__((fallthrough));`",
    ),
];

pub fn check_depth(lines: &LineMap, sources: &SourceMap) -> Option<Diagnostic> {
    let text = lines.pp_text().as_bytes();
    let mut depth = 0usize;
    let mut at_line_start = true;
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        if at_line_start && c == b'#' {
            // A line marker or pragma: skip the line.
            while i < text.len() && text[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        at_line_start = c == b'\n';
        match c {
            b'(' | b'[' | b'{' => {
                depth += 1;
                if depth > MAX_BRACKET_DEPTH {
                    let span = lines.span(sources, i, i + 1);
                    return Some(
                        Diagnostic::error(
                            codes::TOO_DEEP,
                            format!("brackets nested more than {MAX_BRACKET_DEPTH} deep"),
                            span,
                        )
                        .with_label("too deep"),
                    );
                }
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b'"' | b'\'' => {
                i += 1;
                while i < text.len() && text[i] != c && text[i] != b'\n' {
                    i += if text[i] == b'\\' { 2 } else { 1 };
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

pub fn syntax_error(
    e: &lang_c::driver::SyntaxError,
    lines: &LineMap,
    sources: &SourceMap,
) -> Diagnostic {
    let text = lines.pp_text();
    let offset = e.offset.min(text.len());
    let rest = &text[offset..];
    let token_len = token_length(rest);
    let span = lines.span(
        sources,
        offset,
        offset + token_len.max(1).min(rest.len().max(1)),
    );
    let token = &rest[..token_len];
    let before = text[..offset].trim_end();

    let unsupported = |what: &str| {
        Diagnostic::error(
            codes::UNSUPPORTED,
            format!("unsupported construct: {what}"),
            span,
        )
        .with_label(format!("{what} is outside the subset tangle understands"))
    };
    if token.starts_with('*') && before.ends_with("goto") {
        return unsupported("computed goto (`goto *p`)");
    }
    if token.starts_with("&&") {
        return unsupported("labels as values (`&&label`)");
    }
    if token.starts_with("<<<") || (token.starts_with("<<") && rest.starts_with("<<<")) {
        return unsupported("kernel launches (`<<<...>>>`)");
    }
    if rest.starts_with("[[") {
        return unsupported("C23 attributes (`[[...]]`)");
    }
    if rest.starts_with("::") {
        return unsupported("C++ scope resolution (`::`)");
    }
    if let Some((_, what)) = KNOWN_UNSUPPORTED.iter().find(|(t, _)| *t == token) {
        return unsupported(what);
    }
    if token == "}" && before.ends_with(':') && !before.ends_with("::") {
        return Diagnostic::error(
            codes::SYNTAX,
            "a label must be followed by a statement",
            span,
        )
        .with_label("the block ends right after a label")
        .with_help("write `label: ;` to label the end of a block");
    }
    let shown = if token.is_empty() {
        "end of file".to_string()
    } else {
        format!("`{token}`")
    };
    Diagnostic::error(
        codes::SYNTAX,
        format!("syntax error: unexpected {shown}"),
        span,
    )
    .with_label(format!("expected {}", describe_expected(&e.expected)))
}

fn token_length(rest: &str) -> usize {
    let b = rest.as_bytes();
    if b.is_empty() {
        return 0;
    }
    if b[0].is_ascii_alphanumeric() || b[0] == b'_' {
        return b
            .iter()
            .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
            .count();
    }
    for p in [
        "<<<", ">>>", "&&", "||", "<<", ">>", "::", "->", "++", "--", "==", "!=", "<=", ">=",
    ] {
        if rest.starts_with(p) {
            return p.len();
        }
    }
    rest.chars().next().map(char::len_utf8).unwrap_or(1)
}

/// lang-c lists PEG character classes; say what they mean.
fn describe_expected(expected: &std::collections::HashSet<&'static str>) -> String {
    let mut words: Vec<String> = expected
        .iter()
        .map(|t| match *t {
            "[_a-zA-Z]" | "[a-zA-Z_]" => "an identifier".to_string(),
            "[0-9]" | "[1-9]" => "a number".to_string(),
            t if t.starts_with('[') => "a character".to_string(),
            t => format!("`{t}`"),
        })
        .collect();
    words.sort();
    words.dedup();
    match words.len() {
        0 => "something else".into(),
        1 => words.remove(0),
        n if n > 6 => format!("one of {}, ...", words[..6].join(", ")),
        _ => format!("one of {}", words.join(", ")),
    }
}
