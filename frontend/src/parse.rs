//! lang-c's parse of the preprocessed text. Every compile with the same options starts
//! with the same text, the prelude's, which was about 0.25 ms of parsing per compile: a
//! thread keeps the last such start parsed and parses only what follows it.

use lang_c::ast::ExternalDeclaration;
use lang_c::driver::{Config, Parse, Prefix, SyntaxError};
use lang_c::span::Node;
use std::rc::Rc;

/// A parsed unit: the kept start, if the text began with it, and the rest.
pub(crate) struct Parsed {
    prefix: Option<Rc<Prefix>>,
    rest: Parse,
}

impl Parsed {
    /// Every external declaration, in order.
    pub(crate) fn declarations(&self) -> impl Iterator<Item = &Node<ExternalDeclaration>> {
        let prefix = self.prefix.as_deref().map(|p| &p.unit.0[..]);
        prefix.unwrap_or_default().iter().chain(&self.rest.unit.0)
    }
}

thread_local! {
    /// The last start parsed, by its text (which includes the main file's first line
    /// marker and the options' effect, so equal text means equal declarations).
    static KEPT: std::cell::RefCell<Option<(String, Rc<Prefix>)>> = const { std::cell::RefCell::new(None) };
}

/// Parses `text`; `start` is where a first part that is the same from compile to compile
/// ends (the prelude, whose last declaration is closed there), if the text has one.
pub(crate) fn parse(
    config: &Config,
    text: String,
    start: Option<usize>,
) -> Result<Parsed, SyntaxError> {
    let prefix = start.and_then(|end| prefix(config, text.get(..end)?));
    match prefix {
        Some(prefix) => Ok(Parsed {
            rest: lang_c::driver::parse_after(&prefix, text)?,
            prefix: Some(prefix),
        }),
        None => Ok(Parsed {
            rest: lang_c::driver::parse_preprocessed(config, text)?,
            prefix: None,
        }),
    }
}

/// The start `text`, parsed (kept from the last compile when it is the same text); `None`
/// if it does not parse alone, which leaves it to the whole text's parse.
fn prefix(config: &Config, text: &str) -> Option<Rc<Prefix>> {
    let kept = KEPT.with(|k| match &*k.borrow() {
        Some((t, p)) if t == text => Some(p.clone()),
        _ => None,
    });
    if kept.is_some() {
        return kept;
    }
    let parsed = Rc::new(lang_c::driver::parse_prefix(config, text).ok()?);
    KEPT.with(|k| *k.borrow_mut() = Some((text.to_string(), parsed.clone())));
    Some(parsed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config() -> Config {
        Config {
            flavor: lang_c::driver::Flavor::GnuC11,
            ..Config::with_gcc()
        }
    }

    fn declarations(p: &Parsed) -> String {
        format!("{:?}", p.declarations().collect::<Vec<_>>())
    }

    #[test]
    fn a_kept_start_parses_as_the_whole_text() {
        let start = "# 1 \"p.h\"\ntypedef int T;\nstruct S { T a; };\nvoid g(void) {}\n";
        let rest = "# 1 \"m.cu\"\nT f(struct S s) { T x = s.a; return (T)x * 2; }\nT y;\n";
        let text = format!("{start}{rest}");
        let whole = parse(&config(), text.clone(), None).expect("the text parses");
        assert!(whole.prefix.is_none());
        for _ in 0..2 {
            // Parsed, then kept.
            let split = parse(&config(), text.clone(), Some(start.len())).expect("the text parses");
            assert!(split.prefix.is_some());
            assert_eq!(split.rest.unit.0.len(), 2, "`f` and `y` after the start");
            assert_eq!(declarations(&split), declarations(&whole));
        }
    }

    #[test]
    fn errors_after_a_kept_start_are_the_whole_texts() {
        let start = "typedef int T;\n";
        let text = format!("{start}T f(void) {{ T x = ; }}\n");
        let error = |start| match parse(&config(), text.clone(), start) {
            Err(e) => (e.offset, e.expected),
            Ok(_) => panic!("`= ;` parses"),
        };
        assert_eq!(error(Some(start.len())), error(None));
    }

    /// lang-c's whitespace rule, matched bytewise (vendor/lang-c edit 6): spaces, tabs,
    /// `\n` and `\r\n` line ends and directive lines after them are skipped; a `\r` alone
    /// is not whitespace, and the error lands on it.
    #[test]
    fn whitespace_line_ends_and_directive_lines_are_skipped() {
        let text = "int a; \t\r\n# 7 \"x.c\"\r\n\t int  b ;\n#pragma once\n\nint c;".to_string();
        let parsed = parse(&config(), text.clone(), None).expect("the text parses");
        let starts: Vec<usize> = parsed.declarations().map(|d| d.span.start).collect();
        let expected: Vec<usize> = ["int a", "int  b", "int c"]
            .iter()
            .map(|d| text.find(d).expect("in the text"))
            .collect();
        assert_eq!(starts, expected);
        match parse(&config(), "int a;\rint b;".to_string(), None) {
            Err(e) => assert_eq!(e.offset, "int a;".len()),
            Ok(_) => panic!("a lone carriage return parsed as whitespace"),
        }
    }

    #[test]
    fn a_start_that_does_not_parse_alone_is_not_kept() {
        let text = "typedef int T;\nT f(void) { return 1; }\n".to_string();
        let cut = text.find("{").expect("a body");
        let parsed = parse(&config(), text.clone(), Some(cut)).expect("the text parses");
        assert!(parsed.prefix.is_none());
        assert_eq!(
            declarations(&parsed),
            declarations(&parse(&config(), text, None).expect("the text parses"))
        );
    }
}
