//! Syntax errors from lang-c, reworded for people, and a nesting guard that
//! runs before the parser.

use crate::diag::{codes, Diagnostic};
use crate::source::{LineMap, SourceMap, Span};
use std::collections::HashMap;

/// The label under an unsupported construct (the message names it).
pub const UNSUPPORTED_LABEL: &str = "not in the C subset tangle understands";

/// A construct outside the subset, recognised by a token at or just before the error.
struct Known {
    token: &'static str,
    what: &'static str,
    /// The way around it, when there is one.
    help: &'static str,
}

const fn known(token: &'static str, what: &'static str, help: &'static str) -> Known {
    Known { token, what, help }
}

/// Constructs lang-c rejects with a bare syntax error, recognised by the token at the error.
const KNOWN_UNSUPPORTED: &[Known] = &[
    known("__label__", "local labels (`__label__`)", ""),
    known("__int128", "`__int128`", ""),
    known("_Float128", "`_Float128`", ""),
    known("__auto_type", "`__auto_type`", "write the variable's type"),
    known(
        "constexpr",
        "`constexpr` (C++ and C23)",
        "use `#define N 4`, `enum { N = 4 };` or a `const` variable",
    ),
    known("_BitInt", "C23 `_BitInt`", ""),
    known(
        "template",
        "C++ templates",
        "write one function per type (`k_float`, `k_int`), or a macro that defines them",
    ),
    known("typename", "C++ templates", "write one function per type"),
    known(
        "class",
        "C++ classes",
        "use a `struct` with plain functions that take a pointer to it",
    ),
    known(
        "namespace",
        "C++ namespaces",
        "C has one namespace: name the functions directly",
    ),
    known(
        "new",
        "C++ `new`",
        "use a `__shared__` array or a buffer parameter",
    ),
    known("delete", "C++ `delete`", ""),
    known(
        "operator",
        "C++ operator overloading",
        "write a named function",
    ),
    known("this", "C++ `this`", "pass a pointer to the struct"),
    known(
        "static_cast",
        "C++ casts (`static_cast<T>(x)`)",
        "write a C cast: `(T)x`",
    ),
    known(
        "reinterpret_cast",
        "C++ casts (`reinterpret_cast<T>(x)`)",
        "write a C cast: `(T)x`",
    ),
    known(
        "const_cast",
        "C++ casts (`const_cast<T>(x)`)",
        "write a C cast: `(T)x`",
    ),
    known("dynamic_cast", "C++ casts (`dynamic_cast<T>(x)`)", ""),
    known("decltype", "C++ `decltype`", "write the type"),
    known(
        "static_assert",
        "`static_assert`",
        "use C11's `_Static_assert(cond, \"message\")`",
    ),
    known("try", "C++ exceptions", ""),
    known("throw", "C++ exceptions", ""),
    known(
        "__attribute__",
        "attribute statements such as `__attribute__((fallthrough));`",
        "",
    ),
];

/// What cooperative groups calls are in plain CUDA, for the diagnostic that names them.
const COOPERATIVE_GROUPS_HELP: &str = "cooperative groups are C++ classes; in plain CUDA, \
    `this_thread_block().sync()` is `__syncthreads()`, `thread_rank()` is the linear thread id, \
    and a 32-thread `tiled_partition`'s `shfl_down(v, d)`, `ballot(p)` and `sync()` are \
    `__shfl_down_sync(0xffffffff, v, d)`, `__ballot_sync(0xffffffff, p)` and `__syncwarp()`";

/// Names that show a `::` belongs to cooperative groups.
const COOPERATIVE_GROUPS_NAMES: &[&str] = &[
    "cg",
    "cooperative_groups",
    "this_thread_block",
    "thread_block",
    "tiled_partition",
    "thread_block_tile",
    "coalesced_threads",
    "coalesced_group",
    "this_grid",
    "grid_group",
];

/// `struct __align__(16) S { ... }` (CUDA's spelling): lang-c misreads an attribute
/// between `struct`/`union` and the name or body (as a K&R function definition).
/// Before parsing, each such `__attribute__((aligned(N)))` is blanked and its `N` kept
/// by the keyword's offset, for the lowering to apply to the record defined there;
/// other attributes in that place are refused by name (`packed` would change the layout).
pub fn record_attributes(
    lines: &mut LineMap,
    sources: &SourceMap,
) -> (HashMap<usize, u64>, Vec<Diagnostic>) {
    let mut aligned = HashMap::new();
    let mut diags = Vec::new();
    let mut found = Vec::new();
    let text = lines.pp_text();
    for keyword in ["struct", "union"] {
        for (at, _) in text.match_indices(keyword) {
            let word_start = at == 0 || !is_word_byte(text.as_bytes()[at - 1]);
            let after = at + keyword.len();
            let word_end = text
                .as_bytes()
                .get(after)
                .is_some_and(|b| !is_word_byte(*b));
            if !word_start || !word_end {
                continue;
            }
            let rest = &text[after..];
            let attr_at = after + (rest.len() - rest.trim_start().len());
            let Some(inner) = text[attr_at..].strip_prefix("__attribute__") else {
                continue;
            };
            let open = attr_at + "__attribute__".len() + (inner.len() - inner.trim_start().len());
            let Some(close) = balanced_close(text, open) else {
                continue;
            };
            found.push((at, attr_at, close + 1));
        }
    }
    for (keyword_at, start, end) in found {
        let attr = lines.pp_text()[start..end].to_string();
        match aligned_value(&attr) {
            Some(n) => {
                aligned.insert(keyword_at, n);
            }
            None => {
                let span = lines.span(sources, start, end);
                // System headers declare more than a kernel uses: theirs only matter when used.
                if !lines.is_system_file(span.file) {
                    diags.push(
                        Diagnostic::error(
                            codes::UNSUPPORTED,
                            "unsupported construct: attributes between `struct` and its name other than `aligned(N)`",
                            span,
                        )
                        .with_label(UNSUPPORTED_LABEL),
                    );
                }
            }
        }
        lines.blank(start..end);
    }
    (aligned, diags)
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The offset of the `)` that closes the `(` at `open`.
fn balanced_close(text: &str, open: usize) -> Option<usize> {
    if !text[open..].starts_with('(') {
        return None;
    }
    let mut depth = 0usize;
    for (i, c) in text[open..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(open + i);
                }
            }
            _ => {}
        }
    }
    None
}

/// `N` of `__attribute__((aligned(N)))` (several `aligned` take the largest; bare
/// `aligned` is 16), `None` for any other attribute or a non-literal, non-power-of-two `N`.
fn aligned_value(attr: &str) -> Option<u64> {
    let body = attr
        .strip_prefix("__attribute__")?
        .trim()
        .strip_prefix("((")?
        .strip_suffix("))")?;
    let mut best = None;
    for item in body.split(',') {
        let item = item.trim();
        let name = item.split('(').next()?.trim();
        if name.trim_matches('_') != "aligned" {
            return None;
        }
        let n = match item[name.len()..].trim() {
            "" => 16,
            args => {
                let arg = args.strip_prefix('(')?.strip_suffix(')')?.trim();
                let arg = arg.trim_start_matches('(').trim_end_matches(')');
                arg.parse::<u64>()
                    .ok()
                    .filter(|n| n.is_power_of_two() && *n <= 4096)?
            }
        };
        best = Some(best.map_or(n, |b: u64| b.max(n)));
    }
    best
}

/// Refuses, before lang-c sees them, inputs nested deeply enough to risk
/// overflowing the parser's stack: brackets nested more than
/// [`MAX_BRACKET_DEPTH`] deep, or an estimate of the syntax tree's depth above
/// [`MAX_NESTING_ESTIMATE`] (see [`nesting_estimate`]).
pub fn check_depth(lines: &LineMap, sources: &SourceMap) -> Option<Diagnostic> {
    let (at, what) = nesting_estimate(lines.pp_text())?;
    let span = lines.span(sources, at, at + 1);
    let d = match what {
        TooDeep::Brackets => Diagnostic::error(
            codes::TOO_DEEP,
            format!("brackets nested more than {MAX_BRACKET_DEPTH} deep"),
            span,
        )
        .with_label("this bracket is too deep"),
        TooDeep::Nesting => Diagnostic::error(codes::TOO_DEEP, "code nested too deeply to parse", span)
            .with_label("nesting here is beyond what tangle reads")
            .with_help(format!(
                "tangle accepts at most {} levels of nested statements and expressions; split long chains (such as `else if` or `a = b = c`) into separate statements",
                crate::lower::MAX_DEPTH
            )),
    };
    Some(d)
}

/// Bracket nesting beyond this is refused before parsing.
pub const MAX_BRACKET_DEPTH: usize = 200;

/// An upper bound on the syntax tree's depth beyond which the input is refused
/// before parsing. lang-c's parser recurses once or a few times per level and
/// handles 100,000 levels on the frontend's stack (1,000,000 overflow it); the
/// model accepts only [`crate::lower::MAX_DEPTH`] levels anyway.
pub const MAX_NESTING_ESTIMATE: usize = 50_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TooDeep {
    Brackets,
    Nesting,
}

/// Per open bracket: nesting begun at this level and not yet closed.
#[derive(Default)]
struct Level {
    /// Statement headers (`if`, `else`, `while`, labels, ...): closed by a `;`
    /// or a block's `}` that is not followed by `else` or `while`.
    stmt: usize,
    /// Operators: closed by `;` or `,` at this level.
    expr: usize,
    /// This `(` follows `if`/`while`/`for`/`switch` or a function name, so a
    /// `{` right after its `)` opens a block (not a compound literal).
    heads_block: bool,
    /// This `{` opens a block.
    block: bool,
    /// This `{` opens the body of a `do`.
    do_body: bool,
    /// `do`s at this level still waiting for their `while`.
    pending_do: usize,
}

/// Scans preprocessed text without parsing it and returns the offset and kind
/// of the first point where the input is too deep, if any.
///
/// Every node of a C syntax tree is introduced by a token: an operator, a
/// bracket, a statement keyword or a `:`. So the number of such tokens seen
/// since the enclosing construct was certainly complete bounds the depth:
/// within a bracket level, operators are complete at a `;` or `,`, and
/// statements at a `;` or a block's `}` not followed by `else` (which extends
/// an `if`) or `while` (which may end a `do`). The estimate is the sum of the
/// open counts over all bracket levels plus the bracket depth. It is cheap
/// (one pass, no allocation per token) and never below the real depth;
/// ordinary code stays far below the limit (a 5,000-arm `else if` chain
/// counts about 10,000).
pub fn nesting_estimate(text: &str) -> Option<(usize, TooDeep)> {
    let mut levels: Vec<Level> = vec![Level::default()];
    let mut sum = 0usize;
    let mut prev: &str = "";
    // The `(` whose `)` was the previous token opened a block's head.
    let mut prev_paren_heads_block = false;
    for (start, token) in pp_tokens(text) {
        let i = start + token.len();
        let depth = levels.len() - 1;
        let level = levels.last_mut().expect("the file level is never popped");
        match token {
            "(" | "[" | "{" => {
                if depth + 1 > MAX_BRACKET_DEPTH {
                    return Some((start, TooDeep::Brackets));
                }
                let block = token == "{"
                    && (matches!(prev, "" | ";" | "{" | "}" | ":" | "else" | "do")
                        || (prev == ")" && prev_paren_heads_block));
                if token != "{" {
                    level.expr += 1;
                    sum += 1;
                }
                let heads_block = token == "("
                    && (matches!(prev, "if" | "while" | "for" | "switch")
                        || is_function_name(prev));
                levels.push(Level {
                    heads_block,
                    block,
                    do_body: prev == "do",
                    ..Level::default()
                });
            }
            ")" | "]" | "}" => {
                if levels.len() > 1 {
                    let closed = levels.pop().expect("checked above");
                    sum -= closed.stmt + closed.expr;
                    prev_paren_heads_block = closed.heads_block;
                    if closed.block && !continues_statement(text, i, closed.do_body) {
                        let parent = levels.last_mut().expect("the file level remains");
                        sum -= parent.stmt + parent.expr;
                        parent.stmt = 0;
                        parent.expr = 0;
                    }
                }
            }
            ";" => {
                sum -= level.expr;
                level.expr = 0;
                if !continues_statement(text, i, level.pending_do > 0) {
                    sum -= level.stmt;
                    level.stmt = 0;
                }
            }
            "," => {
                sum -= level.expr;
                level.expr = 0;
            }
            "if" | "else" | "while" | "for" | "do" | "switch" | "case" | "default" | ":" => {
                if token == "do" {
                    level.pending_do += 1;
                } else if token == "while" && matches!(prev, ";" | "}") && level.pending_do > 0 {
                    // The `while` of a `do` (if it starts a loop instead, the
                    // estimate only gets more conservative).
                    level.pending_do -= 1;
                }
                level.stmt += 1;
                sum += 1;
            }
            "sizeof" | "_Alignof" | "__alignof__" => {
                level.expr += 1;
                sum += 1;
            }
            t if t.starts_with(|c: char| {
                c.is_ascii_alphanumeric() || c == '_' || c == '"' || c == '\'' || c == '.'
            }) && t != "."
                && t != "..." => {}
            _ => {
                // Any other punctuator: an operator.
                level.expr += 1;
                sum += 1;
            }
        }
        if sum + levels.len() - 1 > MAX_NESTING_ESTIMATE {
            return Some((start, TooDeep::Nesting));
        }
        prev = token;
    }
    None
}

/// Whether the token after offset `i` continues the statement just ended:
/// `else` of an `if`, or (if `after_do` may be true) `while` of a `do`.
fn continues_statement(text: &str, i: usize, after_do: bool) -> bool {
    let rest = text[i..].trim_start();
    let keywords: &[&str] = if after_do {
        &["else", "while"]
    } else {
        &["else"]
    };
    keywords.iter().any(|k| {
        rest.strip_prefix(k)
            .is_some_and(|r| !r.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_'))
    })
}

/// An identifier that can name a function being defined (`f(...) {`): not a
/// keyword that may precede a parenthesised expression.
fn is_function_name(t: &str) -> bool {
    t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && !matches!(
            t,
            "return"
                | "sizeof"
                | "_Alignof"
                | "__alignof__"
                | "case"
                | "else"
                | "do"
                | "goto"
                | "__typeof__"
                | "typeof"
        )
}

/// The token starting at `*i` (which is not whitespace); advances `*i` past it.
/// The tokens of preprocessed text with their offsets, without whitespace and without the
/// lines that start with `#` (gcc's line markers and pragmas).
pub(crate) fn pp_tokens(text: &str) -> impl Iterator<Item = (usize, &str)> + '_ {
    let bytes = text.as_bytes();
    let mut i = 0;
    let mut at_line_start = true;
    std::iter::from_fn(move || loop {
        let &c = bytes.get(i)?;
        if c == b'\n' {
            at_line_start = true;
            i += 1;
        } else if c.is_ascii_whitespace() {
            i += 1;
        } else if at_line_start && c == b'#' {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
        } else {
            at_line_start = false;
            let start = i;
            let token = next_token(text, &mut i);
            return Some((start, token));
        }
    })
}

fn next_token<'t>(text: &'t str, i: &mut usize) -> &'t str {
    let bytes = text.as_bytes();
    let start = *i;
    let c = bytes[start];
    if c.is_ascii_alphanumeric()
        || c == b'_'
        || (c == b'.' && bytes.get(start + 1).is_some_and(u8::is_ascii_digit))
    {
        // Identifiers and pp-numbers (with exponent signs such as `1e+5`).
        let mut j = start + 1;
        while j < bytes.len() {
            let d = bytes[j];
            let exponent_sign = (d == b'+' || d == b'-')
                && c.is_ascii_digit()
                && matches!(bytes[j - 1], b'e' | b'E' | b'p' | b'P');
            if !(d.is_ascii_alphanumeric() || d == b'_' || d == b'.' || exponent_sign) {
                break;
            }
            j += 1;
        }
        *i = j;
    } else if c == b'"' || c == b'\'' {
        let mut j = start + 1;
        while j < bytes.len() && bytes[j] != c && bytes[j] != b'\n' {
            j += if bytes[j] == b'\\' { 2 } else { 1 };
        }
        *i = (j + 1).min(bytes.len());
    } else {
        *i = start + crate::cpp::punctuator_len(&bytes[start..]);
    }
    // A string cut by the end of the text, or a multi-byte character.
    while *i < text.len() && !text.is_char_boundary(*i) {
        *i += 1;
    }
    &text[start..(*i).min(text.len())]
}

pub fn syntax_error(
    e: &lang_c::driver::SyntaxError,
    lines: &LineMap,
    sources: &SourceMap,
) -> Diagnostic {
    let text = lines.pp_text();
    let mut offset = e.offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    // lang-c may stop before the whitespace that precedes the bad token.
    offset += text[offset..].len() - text[offset..].trim_start().len();
    let rest = &text[offset..];
    let token_len = token_length(rest);
    let token = &rest[..token_len];
    if token.is_empty() {
        // At the end of the file: point just after the last token.
        offset = text[..offset].trim_end().len();
    }
    let span_of = |start: usize, len: usize| {
        lines.span(
            sources,
            start,
            start + len.max(1).min(text.len() - start).max(1),
        )
    };
    let span = if token.is_empty() {
        lines.span(sources, offset, offset)
    } else {
        span_of(offset, token_len)
    };
    let before = text[..offset].trim_end();
    let unsupported_at = |what: &str, span: Span| {
        Diagnostic::error(
            codes::UNSUPPORTED,
            format!("unsupported construct: {what}"),
            span,
        )
        .with_label(UNSUPPORTED_LABEL)
    };
    let unsupported = |what: &str| unsupported_at(what, span);

    if token.starts_with('*') && before.ends_with("goto") {
        return unsupported("computed goto (`goto *p`)");
    }
    if token.starts_with("&&") {
        return unsupported("labels as values (`&&label`)");
    }
    // `k<<<grid, block>>>(...)` reads as `k << <`, so the error is at the third `<`.
    if rest.starts_with("<<<") || (rest.starts_with('<') && text[..offset].ends_with("<<")) {
        let start = if rest.starts_with("<<<") {
            offset
        } else {
            offset - 2
        };
        return Diagnostic::error(
            codes::UNSUPPORTED,
            "unsupported construct: kernel launches (`<<<...>>>`)",
            span_of(start, 3),
        )
        .with_label("a launch from device code (dynamic parallelism) is outside the subset")
        .with_help("host functions (neither `__global__` nor `__device__`) may launch kernels: tangle skips them");
    }
    if rest.starts_with("[[") {
        return unsupported_at("C23 attributes (`[[...]]`)", span_of(offset, 2));
    }
    // `a::b`: lang-c may stop at either colon.
    let scope_at = if rest.starts_with("::") {
        Some(offset)
    } else if rest.starts_with(':') && before.ends_with(':') && !before.ends_with("::") {
        Some(before.len() - 1)
    } else {
        None
    };
    if let Some(at) = scope_at {
        let qualifier = last_word(text[..at].trim_end());
        let member = rest.trim_start_matches(':');
        let member = &member[..token_length(member)];
        let span = span_of(at - qualifier.len(), qualifier.len() + 2 + member.len());
        if COOPERATIVE_GROUPS_NAMES.contains(&qualifier)
            || COOPERATIVE_GROUPS_NAMES.contains(&member)
        {
            return unsupported_at("cooperative groups", span).with_help(COOPERATIVE_GROUPS_HELP);
        }
        return unsupported_at("C++ scope resolution (`::`)", span).with_help(
            "C has no namespaces: call the C function directly (`fminf` for `std::min`, `sqrtf` for `std::sqrt`)",
        );
    }
    let prev_word = last_word(before);
    // `int &x` (a parameter or a variable): a `&` right after a type is an error at the
    // `&`, while `a & b` parses.
    if token == "&"
        && (TYPE_WORDS.contains(&prev_word) || !KEYWORDS.contains(&prev_word))
        && !prev_word.is_empty()
    {
        return unsupported_at("C++ references", span_of(offset, 1))
            .with_help("pass a pointer (`int *x`) and write `*x` where the reference was used");
    }
    // `dim3 b(16, 16);`: C++ constructor syntax, where C sees a function
    // declarator whose parameters are not declarations.
    if let Some(head) = before.strip_suffix('(').map(str::trim_end) {
        let var = last_word(head);
        let ty_end = head.len() - var.len();
        let ty = last_word(head[..ty_end].trim_end());
        let ty_start = head[..ty_end].trim_end().len() - ty.len();
        if !var.is_empty() && is_vector_type(ty) && token != ")" && !TYPE_WORDS.contains(&token) {
            // The arguments as written, when they are on this line.
            let args = rest
                .split_once(')')
                .map(|(a, _)| a.trim())
                .filter(|a| !a.contains(['\n', '(', ';']));
            let help = match (ty, args) {
                ("dim3", Some(a)) => {
                    // The constructor makes the members it is not given 1; braces make them 0.
                    let given = a.split(',').count();
                    let ones = ", 1".repeat(3usize.saturating_sub(given));
                    format!("write `dim3 {var} = {{{a}{ones}}};` (members a brace list leaves out are 0, where the constructor makes them 1)")
                }
                ("dim3", None) => format!(
                    "write `dim3 {var} = {{x, y, z}};` (members a brace list leaves out are 0, where the constructor makes them 1)"
                ),
                (_, Some(a)) => format!("write `{ty} {var} = make_{ty}({a});` or `{ty} {var} = {{{a}}};`"),
                (_, None) => format!("write `{ty} {var} = make_{ty}(...);` or a brace initializer"),
            };
            return unsupported_at(
                &format!("C++ constructor syntax (`{ty} {var}(...)`)"),
                span_of(ty_start, offset + token_len - ty_start),
            )
            .with_help(help);
        }
    }
    // `int b = 1` in a parameter list.
    if token == "=" && e.expected.contains(")") && e.expected.contains(",") {
        return unsupported("default arguments").with_help(
            "pass every argument at each call, or write a second function with fewer parameters",
        );
    }
    // `static_cast<T>(x)` reads as comparisons until `>(`: the error comes later in the
    // statement, so look back to its start.
    let statement_start = before.rfind([';', '{', '}']).map_or(0, |n| n + 1);
    for k in KNOWN_UNSUPPORTED
        .iter()
        .filter(|k| k.token.ends_with("_cast"))
    {
        if let Some(at) = before[statement_start..].rfind(k.token) {
            let at = statement_start + at;
            return with_help(unsupported_at(k.what, span_of(at, k.token.len())), k.help);
        }
    }
    if prev_word == "auto" && token.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
        return unsupported_at("C++ `auto` type deduction", span_of(before.len() - 4, 4))
            .with_help("write the variable's type");
    }
    if let Some(k) = KNOWN_UNSUPPORTED.iter().find(|k| k.token == token) {
        return with_help(unsupported(k.what), k.help);
    }
    // `__attribute__((fallthrough));` and other attribute statements.
    if let Some(at) = attribute_before(before) {
        return unsupported_at(
            "attribute statements such as `__attribute__((fallthrough));`",
            span_of(at, before.len() - at),
        );
    }
    let prev = last_word(before);
    let prev_start = before.len() - prev.len();
    // An unknown type name reads as an identifier, so the error is at the
    // token after it (`__int128 x`): name the construct, at the type.
    if let Some(k) = KNOWN_UNSUPPORTED
        .iter()
        .find(|k| !prev.is_empty() && k.token == prev)
    {
        return with_help(
            unsupported_at(k.what, span_of(prev_start, prev.len())),
            k.help,
        );
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
    let before_prev = before[..prev_start].trim_end();
    if TYPE_WORDS.contains(&prev) && before_prev.ends_with(':') && !before_prev.ends_with("::") {
        return Diagnostic::error(
            codes::SYNTAX,
            "a label must be followed by a statement, not a declaration",
            span_of(prev_start, prev.len()),
        )
        .with_label("a declaration right after a label")
        .with_help("write `label: ;` before the declaration");
    }
    // `foo x;` where `foo` is not a type: lang-c reads `foo` as an expression.
    let starts_declaration = before_prev.is_empty()
        || before_prev.ends_with([';', '{', '}', '(', ',', ')'])
        || ["const", "volatile", "static", "extern", "register"]
            .iter()
            .any(|q| last_word(before_prev) == *q);
    let is_word = |t: &str| t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
    if is_word(prev) && is_word(token) && !KEYWORDS.contains(&prev) && starts_declaration {
        return Diagnostic::error(
            codes::UNDECLARED,
            format!("unknown type name `{prev}`"),
            span_of(prev_start, prev.len()),
        )
        .with_label("not a type tangle knows")
        .with_help("tangle knows C's built-in types and the typedefs of the file and its headers");
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

fn with_help(d: Diagnostic, help: &str) -> Diagnostic {
    if help.is_empty() {
        d
    } else {
        d.with_help(help)
    }
}

/// Words that start a declaration's type.
const TYPE_WORDS: &[&str] = &[
    "int", "char", "short", "long", "float", "double", "void", "unsigned", "signed", "_Bool",
    "const", "volatile", "struct", "union", "enum", "static", "extern", "register", "typedef",
];

/// C keywords that may precede an identifier in valid code.
const KEYWORDS: &[&str] = &[
    "int",
    "char",
    "short",
    "long",
    "float",
    "double",
    "void",
    "unsigned",
    "signed",
    "_Bool",
    "const",
    "volatile",
    "struct",
    "union",
    "enum",
    "static",
    "extern",
    "register",
    "typedef",
    "return",
    "goto",
    "case",
    "sizeof",
    "inline",
    "restrict",
    "__restrict",
    "else",
    "do",
    "_Complex",
    "__inline",
    "__inline__",
    "_Noreturn",
    "__extension__",
    "_Thread_local",
    "auto",
];

/// `dim3` and CUDA's vector types (`float4`, `uchar2`, `longlong1`, ...), which C++
/// code constructs with `T v(...)`.
fn is_vector_type(word: &str) -> bool {
    if word == "dim3" {
        return true;
    }
    let Some(base) = word.strip_suffix(['1', '2', '3', '4']) else {
        return false;
    };
    let base = base.strip_prefix('u').unwrap_or(base);
    [
        "char", "short", "int", "long", "longlong", "float", "double",
    ]
    .contains(&base)
}

/// The identifier or number at the end of `s` (empty if none).
fn last_word(s: &str) -> &str {
    let n = s
        .bytes()
        .rev()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == b'_')
        .count();
    &s[s.len() - n..]
}

/// If `before` ends with `__attribute__((...))`, the offset of `__attribute__`.
fn attribute_before(before: &str) -> Option<usize> {
    let at = before.rfind("__attribute__")?;
    let tail = before[at + "__attribute__".len()..].trim_start();
    if !tail.starts_with("((") || !tail.ends_with("))") {
        return None;
    }
    let mut depth = 0i32;
    for (i, c) in tail.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        // The attribute's parentheses close only at the very end.
        if depth == 0 && i + 1 != tail.len() {
            return None;
        }
    }
    (depth == 0).then_some(at)
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

/// lang-c lists every token and PEG character class it would have accepted;
/// say it the way a C compiler does: "an expression", "an operator", `;`.
pub fn describe_expected(expected: &std::collections::HashSet<&'static str>) -> String {
    let has = |t: &str| expected.contains(t);
    let expression = has("!") && has("~");
    let operator = has("==") || has("||") || has("+=");
    let statement = expression && has(";") && has("{");
    let mut words: Vec<String> = Vec::new();
    for p in [";", ")", "]", "}", "{", ",", ":", "(", "["] {
        let absorbed = match p {
            ";" | "{" => statement,
            "(" => expression || operator,
            "[" => operator,
            _ => false,
        };
        if has(p) && !absorbed {
            words.push(format!("`{p}`"));
        }
    }
    if statement {
        words.push("a statement".into());
    } else if expression {
        words.push("an expression".into());
    }
    if operator {
        words.push("an operator".into());
    }
    if !expression && (has("[_a-zA-Z]") || has("identifier")) {
        words.push("an identifier".into());
    }
    if !statement && has("<typedef_name>") {
        words.push("a type name".into());
    }
    match words.len() {
        0 => "something else".into(),
        1 => words.remove(0),
        n => format!("{} or {}", words[..n - 1].join(", "), words[n - 1]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn estimate(text: &str) -> Option<TooDeep> {
        nesting_estimate(text).map(|(_, what)| what)
    }

    #[test]
    fn brackets_beyond_the_limit() {
        let ok = format!(
            "{}x{}",
            "(".repeat(MAX_BRACKET_DEPTH),
            ")".repeat(MAX_BRACKET_DEPTH)
        );
        assert_eq!(estimate(&ok), None);
        let deep = format!("({ok})");
        assert_eq!(
            nesting_estimate(&deep),
            Some((MAX_BRACKET_DEPTH, TooDeep::Brackets))
        );
    }

    #[test]
    fn chains_without_brackets() {
        let n = MAX_NESTING_ESTIMATE + 1;
        assert_eq!(
            estimate(&format!("x = {}1;", "- ".repeat(n))),
            Some(TooDeep::Nesting)
        );
        // `--` is one token: half as deep.
        assert_eq!(estimate(&format!("x = {}1;", "-".repeat(n))), None);
        assert_eq!(
            estimate(&format!("{}x;", "if (c) ".repeat(n / 2))),
            Some(TooDeep::Nesting)
        );
        assert_eq!(
            estimate(&format!("{}x;", "l: ".repeat(n))),
            Some(TooDeep::Nesting)
        );
        assert_eq!(
            estimate(&format!("{}x;{}", "do ".repeat(n), " while (c);".repeat(n))),
            Some(TooDeep::Nesting)
        );
        let else_ifs = "if (c) { x; } else ".repeat(n / 2);
        assert_eq!(
            estimate(&format!("{{ {else_ifs} {{ }} }}")),
            Some(TooDeep::Nesting)
        );
    }

    #[test]
    fn long_sequences_are_not_deep() {
        let n = MAX_NESTING_ESTIMATE;
        // Statements, blocks, loops and if/else in sequence, and long lists.
        for text in [
            "x = -a + b * c;\n".repeat(n),
            "if (c) { x = 1; } else { x = 2; }\n".repeat(n),
            "while (c) { x--; }\n".repeat(n),
            "while (c) x--;\n".repeat(n),
            "do x--; while (c);\n".repeat(n),
            "do { x--; } while (c);\n".repeat(n),
            format!("int a[] = {{{}}};", "-1, ".repeat(n)),
            format!("f({});", "-x, ".repeat(n)),
            "# 1 \"a.cu\"\n#pragma unroll\nfor (;;) { x = y ? -1 : 1; }\n".repeat(n),
        ] {
            assert_eq!(
                estimate(&format!("void f(void) {{ {text} }}")),
                None,
                "{}",
                &text[..40]
            );
        }
    }

    #[test]
    fn expected_tokens_read_like_a_compiler() {
        let set = |items: &[&'static str]| items.iter().copied().collect();
        assert_eq!(
            describe_expected(&set(&["!", "~", "(", "[_a-zA-Z]", "u8"])),
            "an expression"
        );
        assert_eq!(
            describe_expected(&set(&[";", ",", "==", "+", "(", "["])),
            "`;`, `,` or an operator"
        );
        assert_eq!(
            describe_expected(&set(&["!", "~", ";", "{", "}", "<typedef_name>"])),
            "`}` or a statement"
        );
        assert_eq!(describe_expected(&set(&["("])), "`(`");
        assert_eq!(describe_expected(&set(&["u8"])), "something else");
    }
}
