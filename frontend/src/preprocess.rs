//! Runs the system C preprocessor (gcc -E) with the bundled prelude.

use crate::diag::{codes, Diagnostic, Severity};
use crate::source::{LineMap, SourceMap, Span};
use crate::{Input, Options, PRELUDE};
use std::io::Write;
use std::process::{Command, Stdio};

/// The display name of the prelude in diagnostics.
pub const PRELUDE_NAME: &str = "tangle.h";

pub struct Preprocessed {
    pub lines: LineMap,
    /// Warnings the preprocessor printed, as diagnostics.
    pub warnings: Vec<Diagnostic>,
}

/// The preprocessor command: `$TANGLE_CPP` or `gcc`.
fn cpp_command() -> String {
    std::env::var("TANGLE_CPP").unwrap_or_else(|_| "gcc".into())
}

pub fn run(
    input: &Input,
    options: &Options,
    sources: &mut SourceMap,
) -> Result<Preprocessed, Vec<Diagnostic>> {
    let fail = |msg: String| vec![Diagnostic::new(Severity::Error, codes::INPUT, msg, None)];
    let dir = tempfile::tempdir()
        .map_err(|e| fail(format!("cannot create a temporary directory: {e}")))?;
    let prelude_path = dir.path().join(PRELUDE_NAME);
    std::fs::write(&prelude_path, PRELUDE)
        .map_err(|e| fail(format!("cannot write the prelude: {e}")))?;
    let prelude_marker = prelude_path.display().to_string();

    let cpp = cpp_command();
    let mut cmd = Command::new(&cpp);
    cmd.args(["-E", "-x", "c", "-std=gnu11", "-D__TANGLE__", "-include"])
        .arg(&prelude_path);
    // gcc counts columns in its messages in display columns (a tab moves to
    // the next multiple of 8) unless told otherwise; we need bytes.
    let is_gcc = std::path::Path::new(&cpp)
        .file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.contains("gcc"));
    if is_gcc {
        cmd.arg("-fdiagnostics-column-unit=byte");
    }
    for d in &options.defines {
        cmd.arg(format!("-D{d}"));
    }
    for i in &options.include_dirs {
        cmd.arg("-I").arg(i);
    }
    let stdin_text = match input {
        Input::File(path) => {
            let text = std::fs::read(path)
                .map_err(|e| fail(format!("cannot read `{}`: {e}", path.display())))?;
            let text = String::from_utf8(text)
                .map_err(|_| fail(format!("`{}` is not UTF-8 text", path.display())))?;
            sources.add(path.display().to_string(), text);
            cmd.arg(path);
            None
        }
        Input::Text { name, text } => {
            sources.add(name.clone(), text.clone());
            cmd.arg("-");
            Some(text.clone())
        }
    };
    cmd.stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().map_err(|e| {
        fail(format!(
            "cannot run the preprocessor `{cpp}`: {e} (run `make setup` to install gcc)"
        ))
    })?;
    if let Some(mut stdin) = child.stdin.take() {
        if let Some(text) = &stdin_text {
            // A failed write shows up as the preprocessor's own error.
            let _ = stdin.write_all(text.as_bytes());
        }
    }
    let out = child
        .wait_with_output()
        .map_err(|e| fail(format!("the preprocessor `{cpp}` failed: {e}")))?;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let pp_text = String::from_utf8_lossy(&out.stdout).into_owned();

    sources.add(PRELUDE_NAME, PRELUDE);
    let resolver = Resolver {
        prelude_marker,
        stdin_name: match input {
            Input::Text { name, .. } => Some(name.clone()),
            Input::File(_) => None,
        },
    };
    let mut diags = parse_messages(&stderr, &resolver, sources);
    if !out.status.success() {
        if !diags.iter().any(|d| d.severity == Severity::Error) {
            diags.push(Diagnostic::new(
                Severity::Error,
                codes::INPUT,
                format!("the preprocessor failed: {}", stderr.trim()),
                None,
            ));
        }
        return Err(diags);
    }
    let lines = LineMap::new(pp_text, |name| resolver.resolve(sources, name));
    Ok(Preprocessed {
        lines,
        warnings: diags,
    })
}

/// Maps the file names in line markers and messages to files of the source map.
struct Resolver {
    prelude_marker: String,
    stdin_name: Option<String>,
}

impl Resolver {
    fn resolve(&self, sources: &mut SourceMap, name: &str) -> u32 {
        let display = if name == self.prelude_marker {
            PRELUDE_NAME
        } else if name == "<stdin>" {
            self.stdin_name.as_deref().unwrap_or(name)
        } else {
            name
        };
        if let Some(id) = sources.id_of(display) {
            return id;
        }
        // Headers are read as they appear; unreadable ones (`<built-in>`) are empty.
        let text = std::fs::read_to_string(display).unwrap_or_default();
        sources.add(display, text)
    }
}

/// Turns `file:line:col: error: message` lines into diagnostics.
fn parse_messages(stderr: &str, resolver: &Resolver, sources: &mut SourceMap) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for line in stderr.lines() {
        let mut parts = line.splitn(4, ':');
        let (Some(file), Some(l), Some(c), Some(rest)) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            continue;
        };
        let (Ok(l), Ok(c)) = (l.trim().parse::<u32>(), c.trim().parse::<u32>()) else {
            continue;
        };
        let rest = rest.trim();
        let (severity, msg) = if let Some(m) = rest
            .strip_prefix("fatal error:")
            .or_else(|| rest.strip_prefix("error:"))
        {
            (Severity::Error, m)
        } else if let Some(m) = rest.strip_prefix("warning:") {
            (Severity::Warning, m)
        } else {
            continue;
        };
        let id = resolver.resolve(sources, file);
        let span = token_span(sources.text(id), id, l, c);
        out.push(message_diagnostic(severity, msg, span));
    }
    out
}

/// A diagnostic for one preprocessor message, reworded where gcc's wording
/// is not ours: `[-Wcpp]` goes, a missing header says how to fix it.
fn message_diagnostic(severity: Severity, msg: &str, span: Span) -> Diagnostic {
    let mut msg = msg.trim();
    if let Some(open) = msg.rfind(" [-W") {
        if msg.ends_with(']') {
            msg = &msg[..open];
        }
    }
    if let Some(header) = msg.strip_suffix(": No such file or directory") {
        return Diagnostic::new(
            severity,
            codes::INPUT,
            format!("cannot find header `{header}`"),
            Some(span),
        )
        .with_label("not found in the include path")
        .with_help("add the header's directory with `-I DIR`");
    }
    let label = match severity {
        Severity::Error => "reported by the preprocessor",
        _ => "",
    };
    Diagnostic::new(severity, codes::INPUT, msg.to_string(), Some(span)).with_label(label)
}

/// The span of the token at 1-based line `line`, byte column `col` of `text`:
/// a word, a quoted or `<...>` header name, or one character.
fn token_span(text: &str, file: u32, line: u32, col: u32) -> Span {
    let line_start: usize = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1) as usize)
        .map(str::len)
        .sum();
    let line_end = text[line_start.min(text.len())..]
        .find('\n')
        .map(|n| line_start + n)
        .unwrap_or(text.len());
    let mut start = (line_start + col.saturating_sub(1) as usize).min(line_end);
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    let rest = &text[start..line_end];
    let len = match rest.chars().next() {
        Some(q @ ('"' | '<')) => {
            let close = if q == '"' { '"' } else { '>' };
            rest[1..].find(close).map(|n| n + 2).unwrap_or(1)
        }
        Some(c) if c.is_ascii_alphanumeric() || c == '_' => rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len()),
        Some(c) => c.len_utf8(),
        None => 0,
    };
    Span {
        file,
        start: start as u32,
        end: (start + len) as u32,
    }
}
