//! Preprocessing tokens (C11 6.4), with what the preprocessor needs to know about each: where it
//! was written, whether whitespace or a line start came before it, and its hide set.

use smallvec::SmallVec;
use std::rc::Rc;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    Ident,
    Number,
    /// A character constant, prefix included.
    Char,
    /// A string literal, prefix included.
    Str,
    Punct,
    /// A character that is none of the above (`@`, a stray `\`): passed through, as gcc does.
    Other,
    /// Something gcc warns about or rejects in live code (an unterminated literal, a digraph,
    /// a non-ASCII character): in a skipped group it is harmless, anywhere else we hand the
    /// file to gcc.
    Unusual,
    /// An empty macro argument next to `##` (C11 6.10.3.3p2), removed after pasting.
    Placemarker,
    /// In the token stream only: the main file starts (a line marker without a flag).
    Start,
    /// In the token stream only: an included file starts.
    Enter,
    /// In the token stream only: back in the includer, at the token's line.
    Leave,
    /// In the token stream only: a macro expansion ended here. Like gcc's padding tokens,
    /// it lets the next token move to its own line (see `Printer::token`).
    Padding,
}

/// The macros a token must not be replaced by again (the "hide set" of Prosser's algorithm):
/// macro name ids, sorted.
pub(super) type HideSet = Option<Rc<[u32]>>;

#[derive(Clone, Debug)]
pub(super) struct Token {
    pub kind: Kind,
    pub text: Rc<str>,
    /// Index of the file it was written in (the preprocessor's table).
    pub file: u32,
    /// Physical line (1-based) where it starts.
    pub line: u32,
    /// 1-based byte column, for the output's indentation.
    pub col: u32,
    /// Byte offset in the file's spliced text (header names are read from it raw).
    pub pos: u32,
    /// First token of its logical line: a `#` here starts a directive.
    pub bol: bool,
    /// Whitespace or a comment came before it (it is printed with a space).
    pub space: bool,
    /// Read from the file, not produced by a macro expansion.
    pub original: bool,
    /// Produced by, or an argument of, a macro invocation written across several lines,
    /// where gcc's `__LINE__` follows rules we do not model.
    pub multiline: bool,
    /// A `##` of a macro body (an operator, unlike a `##` passed in an argument).
    pub paste: bool,
    pub hideset: HideSet,
}

impl Token {
    pub fn is(&self, text: &str) -> bool {
        self.kind == Kind::Punct && &*self.text == text
    }

    /// A token made by the preprocessor (a stringized argument, a pasted token, a builtin's
    /// value), placed where `at` is.
    pub fn made(kind: Kind, text: &str, at: &Token) -> Token {
        Token {
            kind,
            text: text.into(),
            original: false,
            paste: false,
            bol: false,
            ..at.clone()
        }
    }
}

/// A file's text after line splicing (C11 5.1.1.2 phase 2), and where the removed splices
/// were, to give tokens their physical lines.
#[derive(Clone)]
pub(super) struct Spliced {
    pub text: String,
    /// Offsets in `text` where a backslash-newline was removed, in order.
    splices: Vec<usize>,
}

impl Spliced {
    pub fn new(raw: &str) -> Spliced {
        if !raw.contains("\\\n") && !raw.contains("\\\r\n") {
            return Spliced {
                text: raw.to_string(),
                splices: Vec::new(),
            };
        }
        let mut text = String::with_capacity(raw.len());
        let mut splices = Vec::new();
        let mut rest = raw;
        while let Some(at) = rest.find('\\') {
            text.push_str(&rest[..at]);
            let after = &rest[at + 1..];
            if let Some(next) = after
                .strip_prefix('\n')
                .or_else(|| after.strip_prefix("\r\n"))
            {
                splices.push(text.len());
                rest = next;
            } else {
                text.push('\\');
                rest = after;
            }
        }
        text.push_str(rest);
        Spliced { text, splices }
    }
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$'
}

/// Splits a file's spliced text into tokens. `None`: an unterminated comment, which gcc
/// reports wherever it is.
pub(super) fn tokenize(file: u32, spliced: &Spliced) -> Option<Vec<Token>> {
    let text = spliced.text.as_bytes();
    // Room for one token per two bytes, more than code with spaces between its tokens holds:
    // growing by doubling copied a large file's tokens several times, into fresh pages each
    // time. Reserved pages that are never written cost nothing.
    let mut out = Vec::with_capacity(text.len() / 2);
    // One shared text per distinct spelling: code repeats its identifiers and
    // punctuators, and a string allocated per token was 5 MB of a 600 kB kernel's
    // tokens, every page of it faulted in fresh.
    let mut spellings: rustc_hash::FxHashMap<&str, Rc<str>> = Default::default();
    let mut i = 0;
    let mut line = 1u32;
    let mut line_start = 0usize;
    let mut next_splice = 0;
    let mut bol = true;
    let mut space = false;
    // Physical line of offset `to`: newlines are counted as they are passed, splices here.
    let mut advance_splices = |to: usize, line: &mut u32| {
        while next_splice < spliced.splices.len() && spliced.splices[next_splice] <= to {
            next_splice += 1;
            *line += 1;
        }
    };
    while i < text.len() {
        let c = text[i];
        if c == b'\n' {
            i += 1;
            line += 1;
            line_start = i;
            bol = true;
            space = false;
            continue;
        }
        if c == b' ' || c == b'\t' || c == b'\r' || c == b'\x0c' || c == b'\x0b' {
            i += 1;
            space = true;
            continue;
        }
        if c == b'/' && text.get(i + 1) == Some(&b'/') {
            while i < text.len() && text[i] != b'\n' {
                i += 1;
            }
            space = true;
            continue;
        }
        if c == b'/' && text.get(i + 1) == Some(&b'*') {
            let end = spliced.text[i + 2..].find("*/")? + i + 4;
            for (k, &b) in text[i..end].iter().enumerate() {
                if b == b'\n' {
                    line += 1;
                    line_start = i + k + 1;
                }
            }
            i = end;
            space = true;
            continue;
        }
        advance_splices(i, &mut line);
        let start = i;
        let start_line = line;
        // An unterminated literal runs to the end of the line, as in gcc.
        let kind = lex_one(text, &mut i);
        advance_splices(i.saturating_sub(1), &mut line);
        out.push(Token {
            kind,
            text: {
                let spelling = &spliced.text[start..i];
                Rc::clone(spellings.entry(spelling).or_insert_with(|| spelling.into()))
            },
            file,
            line: start_line,
            col: (start.saturating_sub(line_start) + 1) as u32,
            pos: start as u32,
            bol,
            space,
            original: true,
            multiline: false,
            paste: false,
            hideset: None,
        });
        bol = false;
        space = false;
    }
    Some(out)
}

/// Lexes the token at `*i` (not whitespace, not a comment) and moves past it.
pub(super) fn lex_one(text: &[u8], i: &mut usize) -> Kind {
    let start = *i;
    let c = text[start];
    if c.is_ascii_digit() || (c == b'.' && text.get(start + 1).is_some_and(u8::is_ascii_digit)) {
        *i += 1;
        while let Some(&d) = text.get(*i) {
            let sign =
                matches!(d, b'+' | b'-') && matches!(text[*i - 1], b'e' | b'E' | b'p' | b'P');
            if sign || is_ident_char(d) || d == b'.' {
                *i += 1;
            } else {
                break;
            }
        }
        return Kind::Number;
    }
    if is_ident_char(c) {
        while text.get(*i).is_some_and(|&d| is_ident_char(d)) {
            *i += 1;
        }
        let word = &text[start..*i];
        if matches!(word, b"L" | b"u" | b"U" | b"u8") {
            if let Some(&q @ (b'\'' | b'"')) = text.get(*i) {
                return literal(text, i, q);
            }
        }
        return Kind::Ident;
    }
    if c == b'\'' || c == b'"' {
        return literal(text, i, c);
    }
    if !c.is_ascii() {
        *i += 1;
        while text.get(*i).is_some_and(|&b| b & 0xC0 == 0x80) {
            *i += 1;
        }
        return Kind::Unusual;
    }
    // Digraphs (`<:`, `%:`) are valid C, but rare enough in the files we read that gcc
    // handles them.
    let second = text.get(start + 1).copied().unwrap_or(0);
    if matches!(
        (c, second),
        (b'<', b':' | b'%') | (b':', b'>') | (b'%', b'>' | b':')
    ) {
        *i += 2;
        return Kind::Unusual;
    }
    let len = punctuator_len(&text[start..]);
    *i += len;
    if len > 1 || b"[](){}.&*+-~!/%<>^|?:;=,#".contains(&c) {
        Kind::Punct
    } else {
        Kind::Other
    }
}

/// The length of the punctuator `rest` starts with: the longest of C11's of more than one
/// character (6.4.6; `<<=` before `<<`, digraphs aside), else 1. A match on the first
/// characters, not a search of the list: every token of every file comes here, and every
/// token the host-code scanner reads (`syntax::next_token`). Inline in both: called, it
/// cost the fuzzer 3M instructions per 20 programs.
#[inline(always)]
pub(crate) fn punctuator_len(rest: &[u8]) -> usize {
    let next = |k: usize| rest.get(k).copied().unwrap_or(0);
    match (next(0), next(1), next(2)) {
        (b'.', b'.', b'.') | (b'<', b'<', b'=') | (b'>', b'>', b'=') => 3,
        (b'-', b'>' | b'-' | b'=', _)
        | (b'+', b'+' | b'=', _)
        | (b'<', b'<' | b'=', _)
        | (b'>', b'>' | b'=', _)
        | (b'&', b'&' | b'=', _)
        | (b'|', b'|' | b'=', _)
        | (b'=' | b'!' | b'*' | b'/' | b'%' | b'^', b'=', _)
        | (b'#', b'#', _) => 2,
        _ => 1,
    }
}

/// A character constant or string literal whose opening quote is at `*i`.
fn literal(text: &[u8], i: &mut usize, quote: u8) -> Kind {
    *i += 1;
    while let Some(&c) = text.get(*i) {
        match c {
            b'\\' if text.get(*i + 1).is_some_and(|&n| n != b'\n') => *i += 2,
            b'\n' => return Kind::Unusual,
            _ if c == quote => {
                *i += 1;
                return if quote == b'"' { Kind::Str } else { Kind::Char };
            }
            _ => *i += 1,
        }
    }
    Kind::Unusual
}

/// Whether printing `next` right after `prev` would lex differently (`+` `+` as `++`, two
/// words as one, `/` `/` as a comment): then a space goes between them.
pub(super) fn would_paste(prev: &str, next: &str) -> bool {
    let (Some(&a), Some(&b)) = (prev.as_bytes().last(), next.as_bytes().first()) else {
        return false;
    };
    if a == b'/' && (b == b'/' || b == b'*') {
        return true;
    }
    // Asked between most tokens the output prints: the cases where no token can grow are
    // answered without lexing. A token that ends in one of these is that character alone,
    // and none starts a longer token; no punctuator goes on with one either.
    let alone = |c: u8| b"()[]{};,?~".contains(&c);
    if alone(a) || alone(b) {
        return false;
    }
    // A name grows only by name characters, or into a literal by a quote (`u8"s"`).
    let name = |c: u8| c.is_ascii_alphabetic() || c == b'_' || c == b'$';
    if name(prev.as_bytes()[0]) && !is_ident_char(b) && b != b'"' && b != b'\'' {
        return false;
    }
    // Asked between most tokens of an expansion: short ones are joined on the stack.
    let mut joined: SmallVec<[u8; 64]> = SmallVec::with_capacity(prev.len() + next.len());
    joined.extend_from_slice(prev.as_bytes());
    joined.extend_from_slice(next.as_bytes());
    let mut end = 0;
    lex_one(&joined, &mut end);
    end != prev.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(src: &str) -> Vec<(String, u32, bool)> {
        tokenize(0, &Spliced::new(src))
            .unwrap()
            .into_iter()
            .map(|t| (t.text.to_string(), t.line, t.bol))
            .collect()
    }

    #[test]
    fn splices_comments_and_lines() {
        let got = texts("a /* x\n y */ b \\\nc\n  #d 1.5e+3f u8\"s\" 'c' x\\\ny");
        let want: Vec<(String, u32, bool)> = vec![
            ("a".into(), 1, true),
            ("b".into(), 2, false),
            ("c".into(), 3, false),
            ("#".into(), 4, true),
            ("d".into(), 4, false),
            ("1.5e+3f".into(), 4, false),
            ("u8\"s\"".into(), 4, false),
            ("'c'".into(), 4, false),
            ("xy".into(), 4, false),
        ];
        assert_eq!(got, want);
    }

    #[test]
    fn longest_punctuators_and_paste_checks() {
        let got: Vec<String> = texts("a<<=b->c...d##e").into_iter().map(|t| t.0).collect();
        assert_eq!(got, ["a", "<<=", "b", "->", "c", "...", "d", "##", "e"]);
        assert!(would_paste("+", "+"));
        assert!(would_paste("x", "1"));
        assert!(would_paste("/", "*"));
        assert!(!would_paste(")", "x"));
        assert!(!would_paste("x", "("));
    }

    /// Every punctuator of C11 6.4.6 (digraphs aside, which are `Unusual`), longest first.
    const PUNCTUATORS: [&str; 48] = [
        "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
        "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "[", "]", "(", ")", "{", "}", ".",
        "&", "*", "+", "-", "~", "!", "/", "%", "<", ">", "^", "|", "?", ":", ";", "=", ",", "#",
    ];

    /// Each three characters of punctuation (and a few others) start with the longest
    /// punctuator they begin with, or a digraph; also at the end of the text, one or two
    /// characters before it (`syntax::next_token` scans with `punctuator_len` too).
    #[test]
    fn punctuators_are_matched_longest_first() {
        let chars = b"[](){}.&*+-~!/%<>^|?:;=,#@ a";
        for &a in chars {
            for &b in chars {
                for &c in chars {
                    if !b"[](){}.&*+-~!/%<>^|?:;=,#@".contains(&a) {
                        continue;
                    }
                    let whole = [a, b, c];
                    for text in [&whole[..], &whole[..2], &whole[..1]] {
                        let mut end = 0;
                        let kind = lex_one(text, &mut end);
                        let digraph = ["<:", ":>", "<%", "%>", "%:"]
                            .iter()
                            .find(|d| text.starts_with(d.as_bytes()));
                        let want = match digraph {
                            Some(d) => (d.len(), Kind::Unusual),
                            None => {
                                match PUNCTUATORS.iter().find(|p| text.starts_with(p.as_bytes())) {
                                    Some(p) => (p.len(), Kind::Punct),
                                    None => (1, Kind::Other),
                                }
                            }
                        };
                        let shown = String::from_utf8_lossy(text);
                        assert_eq!((end, kind), want, "`{shown}`");
                    }
                }
            }
        }
    }

    /// The answers given without lexing are the ones lexing the two tokens joined gives.
    #[test]
    fn paste_checks_without_lexing_agree_with_lexing() {
        let tokens = [
            "x", "u8", "L", "_a1", "$", "0", "1e", "1.5", ".5", "0x1p", "\"s\"", "'c'", "(", ")",
            "[", "]", "{", "}", ";", ",", "?", "~", ":", ".", "...", "+", "++", "-", "->", "<",
            "<<", "<:", ":>", "%", "%:", "#", "##", "/", "*", "&", "|", "=", "!", "^", "@",
        ];
        for prev in tokens {
            for next in tokens {
                let joined = prev.to_string() + next;
                let mut end = 0;
                lex_one(joined.as_bytes(), &mut end);
                let lexed = end != prev.len()
                    || (prev.ends_with('/') && (next.starts_with('/') || next.starts_with('*')));
                assert_eq!(would_paste(prev, next), lexed, "`{prev}` then `{next}`");
            }
        }
    }

    #[test]
    fn an_unterminated_comment_is_refused() {
        assert!(tokenize(0, &Spliced::new("a /* b")).is_none());
    }
}
