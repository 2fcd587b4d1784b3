//! Diagnostics: a stable code, a message, a primary span, and notes that walk
//! back to the cause. Rendered clang-style by codespan-reporting.

use crate::source::{SourceMap, Span};
use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label, Severity as CsSeverity};
use codespan_reporting::term::{self, termcolor};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
    /// Informational lints.
    Note,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

/// A secondary location with its message (rendered as a labelled span).
#[derive(Debug, Clone, PartialEq)]
pub struct Note {
    pub message: String,
    pub span: Option<Span>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Diagnostic {
    pub severity: Severity,
    /// Stable code, e.g. `E0103`; see [`codes`].
    pub code: &'static str,
    pub message: String,
    pub span: Option<Span>,
    /// Text under the primary span.
    pub label: String,
    pub notes: Vec<Note>,
    /// Plain trailing notes (`= help: ...`).
    pub help: Vec<String>,
}

impl Diagnostic {
    pub fn error(code: &'static str, message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic::new(Severity::Error, code, message, Some(span))
    }

    pub fn new(
        severity: Severity,
        code: &'static str,
        message: impl Into<String>,
        span: Option<Span>,
    ) -> Diagnostic {
        Diagnostic {
            severity,
            code,
            message: message.into(),
            span,
            label: String::new(),
            notes: Vec::new(),
            help: Vec::new(),
        }
    }

    pub fn with_label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = label.into();
        self
    }

    pub fn with_note(mut self, message: impl Into<String>, span: Span) -> Diagnostic {
        self.notes.push(Note {
            message: message.into(),
            span: Some(span),
        });
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help.push(help.into());
        self
    }

    fn to_codespan(&self) -> CsDiagnostic<usize> {
        let severity = match self.severity {
            Severity::Error => CsSeverity::Error,
            Severity::Warning => CsSeverity::Warning,
            Severity::Note => CsSeverity::Note,
        };
        let mut labels = Vec::new();
        if let Some(span) = self.span {
            labels.push(Label::primary(span.file as usize, span.range()).with_message(&self.label));
        }
        let mut help = Vec::new();
        for note in &self.notes {
            match note.span {
                Some(span) => labels.push(
                    Label::secondary(span.file as usize, span.range()).with_message(&note.message),
                ),
                None => help.push(format!("note: {}", note.message)),
            }
        }
        help.extend(self.help.iter().cloned());
        CsDiagnostic::new(severity)
            .with_code(self.code)
            .with_message(&self.message)
            .with_labels(labels)
            .with_notes(help)
    }
}

/// Renders diagnostics as plain text (for tests, files and pipes).
pub fn render_plain(diags: &[Diagnostic], sources: &SourceMap) -> String {
    let config = term::Config::default();
    let mut out = String::new();
    for d in diags {
        match term::emit_into_string(&config, sources.files(), &d.to_codespan()) {
            Ok(s) => out.push_str(&s),
            Err(e) => out.push_str(&format!(
                "{}[{}]: {} ({e})\n",
                d.severity.as_str(),
                d.code,
                d.message
            )),
        }
    }
    out
}

/// Writes diagnostics to standard error, coloured when it is a terminal.
pub fn emit_stderr(diags: &[Diagnostic], sources: &SourceMap) {
    let stream = termcolor::StandardStream::stderr(
        if std::io::IsTerminal::is_terminal(&std::io::stderr()) {
            termcolor::ColorChoice::Auto
        } else {
            termcolor::ColorChoice::Never
        },
    );
    let config = term::Config::default();
    let mut lock = stream.lock();
    for d in diags {
        if term::emit_to_write_style(&mut lock, &config, sources.files(), &d.to_codespan()).is_err()
        {
            eprintln!("{}[{}]: {}", d.severity.as_str(), d.code, d.message);
        }
    }
}

/// Stable diagnostic codes of the frontend. Codes never change meaning; new
/// ones are appended. `E01xx`: reading and parsing; `E02xx`: names and jumps;
/// `E03xx`: types and calls; `E04xx`: convergence structure.
pub mod codes {
    /// A bug in tangle (the frontend panicked); never caused by the input alone.
    pub const INTERNAL: &str = "E0000";
    /// The input could not be read or preprocessed.
    pub const INPUT: &str = "E0101";
    /// A syntax error.
    pub const SYNTAX: &str = "E0102";
    /// A construct outside the supported subset, named in the message.
    pub const UNSUPPORTED: &str = "E0103";
    /// Nesting deeper than the frontend accepts.
    pub const TOO_DEEP: &str = "E0104";
    /// Host code skipped, as nvcc's device pass skips it (a note).
    pub const HOST_CODE: &str = "E0105";
    /// A goto to a label that is not defined in the function.
    pub const UNDEFINED_LABEL: &str = "E0201";
    /// A label defined twice in one function.
    pub const DUPLICATE_LABEL: &str = "E0202";
    /// Two case labels with the same value in one switch.
    pub const DUPLICATE_CASE: &str = "E0203";
    /// `break` outside a loop or switch.
    pub const BREAK_OUTSIDE: &str = "E0204";
    /// `continue` outside a loop.
    pub const CONTINUE_OUTSIDE: &str = "E0205";
    /// `case` or `default` outside a switch, or two defaults.
    pub const CASE_OUTSIDE: &str = "E0206";
    /// A name that is not declared.
    pub const UNDECLARED: &str = "E0207";
    /// A name declared twice in one scope, or a function defined twice.
    pub const REDEFINITION: &str = "E0208";
    /// A call to a function that is not declared.
    pub const UNDECLARED_FUNCTION: &str = "E0209";
    /// A struct or union has no member of that name.
    pub const NO_MEMBER: &str = "E0210";
    /// Operands or a conversion that C does not allow.
    pub const TYPE_MISMATCH: &str = "E0301";
    /// A call with the wrong number of arguments.
    pub const ARG_COUNT: &str = "E0302";
    /// An expression that must be constant is not.
    pub const NOT_CONSTANT: &str = "E0303";
    /// Assignment to something that is not an lvalue.
    pub const NOT_LVALUE: &str = "E0304";
    /// Recursion through convergent calls.
    pub const CONVERGENT_RECURSION: &str = "E0401";
    /// A function declared both `convergent` and `noconvergent`.
    pub const CONFLICTING_CONVERGENCE: &str = "E0402";

    /// Every code above, in order.
    pub const ALL: &[&str] = &[
        INTERNAL,
        INPUT,
        SYNTAX,
        UNSUPPORTED,
        TOO_DEEP,
        HOST_CODE,
        UNDEFINED_LABEL,
        DUPLICATE_LABEL,
        DUPLICATE_CASE,
        BREAK_OUTSIDE,
        CONTINUE_OUTSIDE,
        CASE_OUTSIDE,
        UNDECLARED,
        REDEFINITION,
        UNDECLARED_FUNCTION,
        NO_MEMBER,
        TYPE_MISMATCH,
        ARG_COUNT,
        NOT_CONSTANT,
        NOT_LVALUE,
        CONVERGENT_RECURSION,
        CONFLICTING_CONVERGENCE,
    ];
}

#[cfg(test)]
mod tests {
    use super::codes;

    #[test]
    fn codes_are_sorted_unique_and_well_formed() {
        assert!(
            codes::ALL.windows(2).all(|w| w[0] < w[1]),
            "{:?}",
            codes::ALL
        );
        for code in codes::ALL {
            let digits = code.strip_prefix('E').unwrap_or_default();
            assert!(
                digits.len() == 4 && digits.bytes().all(|b| b.is_ascii_digit()),
                "{code}"
            );
        }
    }
}
