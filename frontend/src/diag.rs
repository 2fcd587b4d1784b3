//! Diagnostics: a stable code, a message, a primary span, and notes that walk
//! back to the cause. Rendered clang-style by codespan-reporting.

use crate::source::{LineCol, SourceMap, Span};
use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label, Severity as CsSeverity};
use codespan_reporting::term::{self, termcolor};
use schemars::JsonSchema;
use serde::Serialize;

/// How serious a diagnostic is; errors stop the pipeline, warnings can be denied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The input cannot be compiled.
    Error,
    /// A lint or a questionable construct; the pipeline goes on.
    Warning,
    /// Informational lints.
    Note,
}

impl Severity {
    /// The lowercase word diagnostics show (`error`, `warning`, `note`).
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
    /// What this place has to do with the diagnostic.
    pub message: String,
    /// Where; `None` for a note about no place in particular.
    pub span: Option<Span>,
}

/// Something to tell the user about their input: an error, a lint's warning or a note.
#[derive(Debug, Clone, PartialEq)]
pub struct Diagnostic {
    /// How serious it is.
    pub severity: Severity,
    /// Stable code, e.g. `E0103`; see [`codes`].
    pub code: &'static str,
    /// The headline.
    pub message: String,
    /// The primary span; `None` for diagnostics about the whole input.
    pub span: Option<Span>,
    /// Text under the primary span.
    pub label: String,
    /// Secondary locations that walk back to the cause.
    pub notes: Vec<Note>,
    /// Plain trailing notes (`= help: ...`).
    pub help: Vec<String>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(code: &'static str, message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic::new(Severity::Error, code, message, Some(span))
    }

    /// A diagnostic without label, notes or help.
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

    /// Sets the text under the primary span.
    pub fn with_label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = label.into();
        self
    }

    /// Adds a secondary location.
    pub fn with_note(mut self, message: impl Into<String>, span: Span) -> Diagnostic {
        self.notes.push(Note {
            message: message.into(),
            span: Some(span),
        });
        self
    }

    /// Adds a trailing `= help:` line.
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

/// One line per diagnostic and per located note, as editors' problem matchers read them:
/// `file:line:col: warning: message [W0105]`.
pub fn render_short(diags: &[Diagnostic], sources: &SourceMap) -> String {
    let mut out = String::new();
    let place = |span: Option<Span>| match span {
        Some(s) => {
            let lc = sources.line_col(s);
            format!("{}:{}:{}: ", sources.name(s.file), lc.line, lc.col)
        }
        None => String::new(),
    };
    for d in diags {
        out.push_str(&format!(
            "{}{}: {} [{}]\n",
            place(d.span),
            d.severity.as_str(),
            d.message,
            d.code
        ));
        for n in d.notes.iter().filter(|n| n.span.is_some()) {
            out.push_str(&format!("{}note: {}\n", place(n.span), n.message));
        }
    }
    out
}

// The JSON types declare their fields in alphabetical order, the order in which
// serde_json's maps (and so the earlier documents) print them.

/// Where a diagnostic or note points, as JSON: the file, and the 1-based line and
/// column of its first character and of the position just past its last.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JsonLocation {
    /// Column of the first character, in Unicode code points.
    pub col: u32,
    /// Column just past the last character.
    pub end_col: u32,
    /// Line just past the last character.
    pub end_line: u32,
    /// The file's name as the diagnostics show it (a header's own name for a header).
    pub file: String,
    /// Line of the first character.
    pub line: u32,
}

/// A diagnostic as JSON.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JsonDiagnostic {
    /// The stable code (`E0103`, `L0001`), as [`codes`] lists them.
    pub code: String,
    /// Trailing help lines.
    pub help: Vec<String>,
    /// The text under the primary span (may be empty).
    pub label: String,
    /// The primary span; `null` for diagnostics about the whole input.
    pub location: Option<JsonLocation>,
    /// The headline.
    pub message: String,
    /// Secondary locations that walk back to the cause.
    pub notes: Vec<JsonNote>,
    /// How serious it is.
    pub severity: Severity,
}

/// A diagnostic's secondary location, as JSON.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JsonNote {
    /// Where; `null` for a note without a place.
    pub location: Option<JsonLocation>,
    /// What this place has to do with the diagnostic.
    pub message: String,
}

/// The document `--diagnostic-format json` writes to standard error: every diagnostic
/// of the run, in the order they were found.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DiagnosticsDocument {
    /// The diagnostics.
    pub diagnostics: Vec<JsonDiagnostic>,
    /// [`crate::SCHEMA_VERSION`].
    pub schema_version: u32,
}

impl DiagnosticsDocument {
    /// The document for `diags`, whose spans `sources` resolves.
    pub fn new(diags: &[Diagnostic], sources: &SourceMap) -> Self {
        DiagnosticsDocument {
            schema_version: crate::SCHEMA_VERSION,
            diagnostics: diags.iter().map(|d| json(d, sources)).collect(),
        }
    }
}

/// A diagnostic as JSON: where (file, 1-based line and column of its start and end),
/// severity, code, message, label, notes and help.
pub fn json(d: &Diagnostic, sources: &SourceMap) -> JsonDiagnostic {
    let place = |span: Option<Span>| {
        span.map(|s| {
            let (start, end) = (sources.line_col(s), end_line_col(sources, s));
            JsonLocation {
                file: sources.name(s.file).to_string(),
                line: start.line,
                col: start.col,
                end_line: end.line,
                end_col: end.col,
            }
        })
    };
    JsonDiagnostic {
        severity: d.severity,
        code: d.code.to_string(),
        message: d.message.clone(),
        label: d.label.clone(),
        location: place(d.span),
        notes: d
            .notes
            .iter()
            .map(|n| JsonNote {
                message: n.message.clone(),
                location: place(n.span),
            })
            .collect(),
        help: d.help.clone(),
    }
}

/// The 1-based line and column just past a span's last character.
fn end_line_col(sources: &SourceMap, s: Span) -> LineCol {
    sources.offset_line_col(s.file, s.end.max(s.start) as usize)
}

/// The URL of the SARIF 2.1.0 schema (OASIS errata 01), which `sarif` logs name.
pub const SARIF_SCHEMA: &str =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/// A SARIF 2.1.0 log of one run: `rules` are every code the tool can report with a short
/// description (the results refer to them by index), notes with a location become related
/// locations, help lines go into the message. Columns count Unicode code points, as the
/// diagnostics' headers do.
pub fn sarif(
    diags: &[Diagnostic],
    sources: &SourceMap,
    rules: &[(&str, &str)],
    version: &str,
) -> serde_json::Value {
    let location = |s: Span| {
        let (start, end) = (sources.line_col(s), end_line_col(sources, s));
        serde_json::json!({
            "physicalLocation": {
                "artifactLocation": { "uri": file_uri(sources.name(s.file)) },
                "region": {
                    "startLine": start.line, "startColumn": start.col,
                    "endLine": end.line, "endColumn": end.col,
                },
            },
        })
    };
    let results: Vec<serde_json::Value> = diags
        .iter()
        .map(|d| {
            let mut text = d.message.clone();
            if !d.label.is_empty() {
                text.push_str(&format!(" ({})", d.label));
            }
            for n in d.notes.iter().filter(|n| n.span.is_none()) {
                text.push_str(&format!("\nnote: {}", n.message));
            }
            for h in &d.help {
                text.push_str(&format!("\nhelp: {h}"));
            }
            let mut result = serde_json::json!({
                "ruleId": d.code,
                "level": match d.severity {
                    Severity::Error => "error",
                    Severity::Warning => "warning",
                    Severity::Note => "note",
                },
                "message": { "text": text },
                "locations": d.span.map(location).into_iter().collect::<Vec<_>>(),
                "relatedLocations": d.notes.iter().filter_map(|n| n.span.map(|s| (n, s)))
                    .enumerate()
                    .map(|(i, (n, s))| {
                        let mut l = location(s);
                        l["id"] = serde_json::json!(i);
                        l["message"] = serde_json::json!({ "text": n.message });
                        l
                    })
                    .collect::<Vec<_>>(),
            });
            if let Some(i) = rules.iter().position(|(code, _)| *code == d.code) {
                result["ruleIndex"] = serde_json::json!(i);
            }
            result
        })
        .collect();
    serde_json::json!({
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": { "driver": {
                "name": "tangle",
                "version": version,
                "rules": rules.iter().map(|(code, text)| serde_json::json!({
                    "id": code,
                    "shortDescription": { "text": text },
                })).collect::<Vec<_>>(),
            }},
            "columnKind": "unicodeCodePoints",
            "results": results,
        }],
    })
}

/// A file name as a URI reference: a relative path stays relative, an absolute one becomes
/// `file://`; characters outside RFC 3986's unreserved set and `/` are percent-encoded.
/// (`<stdin>` becomes `%3Cstdin%3E`.)
fn file_uri(name: &str) -> String {
    let mut out = String::new();
    if name.starts_with('/') {
        out.push_str("file://");
    }
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Writes diagnostics to standard error, coloured when it is a terminal. Buffered: a
/// diagnostic is dozens of small writes, and a large file's warnings were a million
/// `write` calls unbuffered.
pub fn emit_stderr(diags: &[Diagnostic], sources: &SourceMap) {
    let mut stream = termcolor::BufferedStandardStream::stderr(
        if std::io::IsTerminal::is_terminal(&std::io::stderr()) {
            termcolor::ColorChoice::Auto
        } else {
            termcolor::ColorChoice::Never
        },
    );
    let config = term::Config::default();
    for d in diags {
        if term::emit_to_write_style(&mut stream, &config, sources.files(), &d.to_codespan())
            .is_err()
        {
            eprintln!("{}[{}]: {}", d.severity.as_str(), d.code, d.message);
        }
    }
    // A failed flush is a closed standard error: nobody to tell.
    let _ = std::io::Write::flush(&mut stream);
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

    /// What each code means, in a few words (SARIF's rule descriptions).
    pub fn description(code: &str) -> &'static str {
        match code {
            INTERNAL => "internal error (a bug in tangle)",
            INPUT => "the input could not be read or preprocessed",
            SYNTAX => "syntax error",
            UNSUPPORTED => "a construct outside the supported subset",
            TOO_DEEP => "nesting deeper than tangle reads",
            HOST_CODE => "host code skipped, as nvcc's device pass skips it",
            UNDEFINED_LABEL => "goto to an undefined label",
            DUPLICATE_LABEL => "label defined twice",
            DUPLICATE_CASE => "duplicate case value",
            BREAK_OUTSIDE => "break outside a loop or switch",
            CONTINUE_OUTSIDE => "continue outside a loop",
            CASE_OUTSIDE => "case or default outside a switch",
            UNDECLARED => "undeclared name",
            REDEFINITION => "name declared twice",
            UNDECLARED_FUNCTION => "call to an undeclared function",
            NO_MEMBER => "no member of that name in the struct or union",
            TYPE_MISMATCH => "operands or conversion C does not allow",
            ARG_COUNT => "wrong number of arguments",
            NOT_CONSTANT => "not a constant expression",
            NOT_LVALUE => "assignment to something that is not an lvalue",
            CONVERGENT_RECURSION => "recursion through convergent calls",
            CONFLICTING_CONVERGENCE => "function both convergent and noconvergent",
            _ => "",
        }
    }

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
            assert!(
                !codes::description(code).is_empty(),
                "{code} has no description"
            );
            let digits = code.strip_prefix('E').unwrap_or_default();
            assert!(
                digits.len() == 4 && digits.bytes().all(|b| b.is_ascii_digit()),
                "{code}"
            );
        }
    }
}
