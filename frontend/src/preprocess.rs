//! Preprocesses: in process (`cpp/`) where that reproduces gcc, else with the system C
//! preprocessor (gcc -E) and the bundled prelude.

use crate::diag::{codes, Diagnostic, Severity};
use crate::headers::{self, PRELUDE, PRELUDE_NAME};
use crate::host::{self, Skipped};
use crate::source::{LineMap, SourceMap, Span};
use crate::{Input, Options};
use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// How the compatibility headers are named in diagnostics: `<tangle>/cuda_runtime.h`.
pub(crate) const COMPAT_DISPLAY_PREFIX: &str = "<tangle>/";

pub struct Preprocessed {
    pub lines: LineMap,
    /// Warnings the preprocessor printed, as diagnostics, and a note per skipped piece of
    /// host code.
    pub warnings: Vec<Diagnostic>,
    /// The host functions skipped in the user's files, by name: device code that calls one
    /// is told why it is missing.
    pub host_functions: HashMap<String, Span>,
}

include!(concat!(env!("OUT_DIR"), "/cc1.rs"));

/// The preprocessor to run: `$TANGLE_CPP`, else gcc's `cc1` as gcc's driver runs it (found
/// by `build.rs`; the driver's own process was 1.6 ms of a small kernel's 11 ms), else
/// `gcc` when that `cc1` is gone.
struct Preprocessor {
    program: String,
    /// What comes before our arguments: the driver's arguments for `cc1`, or `-E -x c`.
    leading: Vec<&'static str>,
    /// gcc counts columns in its messages in display columns (a tab moves to the next
    /// multiple of 8) unless told otherwise; we need bytes.
    is_gcc: bool,
}

impl Preprocessor {
    fn find() -> Preprocessor {
        match (std::env::var("TANGLE_CPP"), CC1) {
            (Ok(program), _) => Preprocessor::driver(program),
            (_, Some((cc1, args))) if std::path::Path::new(cc1).exists() => Preprocessor {
                program: cc1.to_string(),
                leading: args.to_vec(),
                is_gcc: true,
            },
            _ => Preprocessor::driver("gcc".into()),
        }
    }

    /// A compiler driver such as `gcc` or `clang`, told to preprocess C.
    fn driver(program: String) -> Preprocessor {
        let is_gcc = std::path::Path::new(&program)
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.contains("gcc"));
        Preprocessor {
            program,
            leading: vec!["-E", "-x", "c"],
            is_gcc,
        }
    }
}

pub fn run(
    input: &Input,
    options: &Options,
    sources: &mut SourceMap,
) -> Result<Preprocessed, Vec<Diagnostic>> {
    let fail = |msg: String| vec![Diagnostic::new(Severity::Error, codes::INPUT, msg, None)];
    let (main_file, stdin_text) = match input {
        Input::File(path) => {
            let text = std::fs::read(path)
                .map_err(|e| fail(format!("cannot read `{}`: {e}", path.display())))?;
            let text = String::from_utf8(text)
                .map_err(|_| fail(format!("`{}` is not UTF-8 text", path.display())))?;
            (sources.add(path.display().to_string(), text), None)
        }
        Input::Text { name, text } => {
            (sources.add(name.clone(), text.clone()), Some(text.as_str()))
        }
    };
    // Line markers name standard input `<stdin>`; diagnostics use the name the caller gave.
    let stdin_name = match input {
        Input::Text { name, .. } => Some(name.clone()),
        Input::File(_) => None,
    };
    let external = std::env::var_os("TANGLE_CPP").is_some();
    if !external {
        let request = crate::cpp::Request {
            name: match input {
                Input::File(path) => &path.display().to_string(),
                Input::Text { .. } => "<stdin>",
            },
            text: sources.text(main_file),
            defines: &options.defines,
            include_dirs: &options.include_dirs,
        };
        if let Ok(pp_text) = crate::cpp::preprocess(&request) {
            let resolver = Resolver {
                prelude_marker: crate::cpp::PRELUDE_PATH.into(),
                compat_dir: crate::cpp::COMPAT_DIR.into(),
                stdin_name,
            };
            sources.add(PRELUDE_NAME, PRELUDE);
            return Ok(finish(pp_text, Vec::new(), &resolver, sources));
        }
    }
    let dir = tempfile::tempdir()
        .map_err(|e| fail(format!("cannot create a temporary directory: {e}")))?;
    let cpp = Preprocessor::find();
    let installed = match &options.headers {
        Some(shared) => Ok(shared.installed().clone()),
        // Neither the prelude nor a file without the word `include` includes anything, so
        // such a file needs only the prelude; the compatibility headers are about 50 files
        // and folders to write and delete, a tenth of a small kernel's time.
        None if !sources.text(main_file).contains("include") => {
            headers::install_prelude(dir.path())
        }
        None => headers::install(dir.path()),
    }
    .map_err(|e| fail(format!("cannot write the bundled headers: {e}")))?;
    let prelude_marker = installed.prelude.display().to_string();
    // gcc stops at the first missing header. To report every one, each missing header gets
    // an empty stand-in (in a directory searched last) and gcc runs again, a bounded number
    // of times; the stand-ins only serve to find the next missing header.
    let stubs = dir.path().join("missing");
    let mut missing_reports = String::new();
    let mut attempts = 0;
    let (out, stderr) = loop {
        let out = invoke(&cpp, &installed, &stubs, options, input, stdin_text).map_err(fail)?;
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        let missing = missing_headers(&stderr);
        attempts += 1;
        if out.status.success() || missing.is_empty() || attempts > MAX_MISSING_HEADERS {
            break (out, stderr);
        }
        for header in missing {
            let path = stubs.join(&header);
            let stubbed = path.starts_with(&stubs)
                && !header.split('/').any(|part| part == "..")
                && path
                    .parent()
                    .is_some_and(|p| std::fs::create_dir_all(p).is_ok())
                && std::fs::write(&path, "").is_ok();
            if !stubbed {
                attempts = MAX_MISSING_HEADERS + 1;
            }
        }
        missing_reports.push_str(
            &stderr
                .lines()
                .filter(|l| l.ends_with(": No such file or directory"))
                .map(|l| format!("{l}\n"))
                .collect::<String>(),
        );
    };
    let stderr = missing_reports + &stderr;
    let pp_text = String::from_utf8_lossy(&out.stdout).into_owned();
    // A file that only compiled with stand-ins for missing headers is not compiled.
    let failed = !out.status.success() || attempts > 1;

    sources.add(PRELUDE_NAME, PRELUDE);
    let resolver = Resolver {
        prelude_marker,
        compat_dir: installed.include_dir,
        stdin_name,
    };
    let mut diags = parse_messages(&stderr, &resolver, sources);
    if failed {
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
    Ok(finish(pp_text, diags, &resolver, sources))
}

/// Reads the preprocessed text's line markers and skips its host code.
fn finish(
    mut pp_text: String,
    mut diags: Vec<Diagnostic>,
    resolver: &Resolver,
    sources: &mut SourceMap,
) -> Preprocessed {
    let skipped = host::skip_host_code(&mut pp_text);
    let lines = LineMap::new(pp_text, |name| resolver.resolve(sources, name));
    let mut host_functions = HashMap::new();
    for s in skipped {
        let (Skipped::Function { at, .. } | Skipped::Declaration { at, .. }) = &s;
        let span = lines.span(sources, at.start, at.end);
        if lines.is_system_file(span.file) || sources.name(span.file) == PRELUDE_NAME {
            continue;
        }
        let note = match s {
            Skipped::Function { name, .. } => {
                let d = Diagnostic::new(
                    Severity::Note,
                    codes::HOST_CODE,
                    format!("host function `{name}` skipped"),
                    Some(span),
                )
                .with_label("neither `__global__` nor `__device__`: host code, which nvcc's device pass skips too");
                host_functions.insert(name, span);
                d
            }
            Skipped::Declaration { keyword, .. } => Diagnostic::new(
                Severity::Note,
                codes::HOST_CODE,
                format!("host-only C++ `{keyword}` declaration skipped"),
                Some(span),
            )
            .with_label(
                "holds no `__global__` or `__device__` code: nvcc's device pass ignores it",
            ),
        };
        diags.push(note);
    }
    Preprocessed {
        lines,
        warnings: diags,
        host_functions,
    }
}

/// How many missing headers one run reports (each costs a run of the preprocessor).
const MAX_MISSING_HEADERS: usize = 32;

/// Runs the preprocessor once, `stubs` searched last.
fn invoke(
    cpp: &Preprocessor,
    installed: &headers::Installed,
    stubs: &std::path::Path,
    options: &Options,
    input: &Input,
    stdin_text: Option<&str>,
) -> Result<std::process::Output, String> {
    let mut cmd = Command::new(&cpp.program);
    cmd.args(&cpp.leading)
        .args(["-std=gnu11", "-D__TANGLE__", "-include"])
        .arg(&installed.prelude)
        .arg("-I")
        .arg(&installed.include_dir);
    if cpp.is_gcc {
        cmd.arg("-fdiagnostics-column-unit=byte");
    }
    for d in &options.defines {
        cmd.arg(format!("-D{d}"));
    }
    for i in &options.include_dirs {
        cmd.arg("-I").arg(i);
    }
    cmd.arg("-idirafter").arg(stubs);
    match input {
        Input::File(path) => cmd.arg(path),
        Input::Text { .. } => cmd.arg("-"),
    };
    cmd.stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().map_err(|e| {
        format!(
            "cannot run the preprocessor `{}`: {e} (run `make setup` to install gcc)",
            cpp.program
        )
    })?;
    if let Some(mut stdin) = child.stdin.take() {
        if let Some(text) = stdin_text {
            // A failed write shows up as the preprocessor's own error.
            let _ = stdin.write_all(text.as_bytes());
        }
    }
    child
        .wait_with_output()
        .map_err(|e| format!("the preprocessor `{}` failed: {e}", cpp.program))
}

/// The headers gcc could not find, from its messages
/// (`file:1:10: fatal error: name.h: No such file or directory`).
fn missing_headers(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .filter_map(|l| l.strip_suffix(": No such file or directory"))
        .filter_map(|l| l.rsplit_once("error: ").map(|(_, h)| h.trim().to_string()))
        .collect()
}

/// Maps the file names in line markers and messages to files of the source map.
struct Resolver {
    prelude_marker: String,
    compat_dir: PathBuf,
    stdin_name: Option<String>,
}

impl Resolver {
    fn resolve(&self, sources: &mut SourceMap, name: &str) -> u32 {
        if let Ok(relative) = std::path::Path::new(name).strip_prefix(&self.compat_dir) {
            let relative = relative.display().to_string();
            let display = format!("{COMPAT_DISPLAY_PREFIX}{relative}");
            if let Some(id) = sources.id_of(&display) {
                return id;
            }
            let text = headers::compat_header(&relative).unwrap_or_default();
            return sources.add(display, text);
        }
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
