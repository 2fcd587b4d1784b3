//! The tangle frontend: a C11/CUDA-subset file in, a typed program model out.
//!
//! Pipeline (all inside [`compile`]): the system preprocessor runs with the bundled
//! [`PRELUDE`]; lang-c parses; lowering builds the [`model`] (names, types, jumps);
//! convergence inference marks convergent functions and call sites. Every error the
//! user can cause becomes a [`diag::Diagnostic`] with a span in their file.
//!
//! The public API is [`compile`] and its [`Unit`], the [`model`] it holds, and the
//! tables later stages share: [`builtins`], [`math`], [`printf`], [`headers`],
//! [`const_eval`]; plus [`diag`] and [`dump`] for output and [`generate`] for
//! random test programs.

#![warn(missing_docs)]

pub mod builtins;
pub mod const_eval;
mod convergence;
mod cpp;
pub mod diag;
pub mod dump;
pub mod generate;
pub mod headers;
mod host;
mod lower;
pub mod math;
pub mod model;
mod parse;
mod preprocess;
pub mod printf;
mod source;
mod syntax;
mod types;

pub use diag::{Diagnostic, Severity};
pub use model::Program;
pub use source::{LineCol, SourceMap, Span};

use std::path::PathBuf;
use std::time::{Duration, Instant};

pub use headers::PRELUDE;

/// The version of every JSON document tangle writes (`schema_version`, the first field
/// of each), described by the JSON Schemas in `schemas/`. It goes up when a field is
/// removed, renamed or changes meaning; new fields do not change it.
pub const SCHEMA_VERSION: u32 = 1;

/// Where the input comes from.
#[derive(Debug, Clone)]
pub enum Input {
    /// A file on disk, read (and preprocessed) from its path.
    File(PathBuf),
    /// Text with a display name (standard input is `<stdin>`).
    Text {
        /// The name diagnostics and reports show for the text.
        name: String,
        /// The C/CUDA source itself.
        text: String,
    },
}

/// Preprocessor options, as for a C compiler.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// `-D NAME` or `-D NAME=VALUE`.
    pub defines: Vec<String>,
    /// `-I DIR`.
    pub include_dirs: Vec<PathBuf>,
    /// Headers already written, shared by many compiles; `None`: each compile writes
    /// them into its own temporary directory.
    pub headers: Option<std::sync::Arc<headers::HeaderDir>>,
}

impl Options {
    /// No macros, and `path`'s directory searched for includes: for compiling a file's text
    /// (`Input::Text`) as the file itself compiles, whose `#include "x.h"` finds `x.h` beside it.
    pub fn beside(path: &std::path::Path) -> Options {
        Options {
            defines: Vec::new(),
            include_dirs: path.parent().map(|d| d.to_path_buf()).into_iter().collect(),
            headers: None,
        }
    }
}

/// The result of reading one translation unit. When `diagnostics` holds an
/// error, `program` is incomplete and must not be analysed further.
#[derive(Debug)]
pub struct Unit {
    /// The lowered, convergence-annotated model of the translation unit.
    pub program: Program,
    /// Every file read (the input, its includes, the prelude): spans point into them.
    pub sources: SourceMap,
    /// Errors, warnings and notes from every phase, in source order.
    pub diagnostics: Vec<Diagnostic>,
    /// The file name the user gave (for reports).
    pub name: String,
    /// Time spent in each phase (for benchmarks and `--time`-style reports).
    pub timings: Timings,
    /// The files gcc marked as system headers (the C library's declarations come from them).
    pub system_files: std::collections::HashSet<u32>,
}

/// Wall-clock time per phase of [`compile`].
#[derive(Debug, Clone, Copy, Default)]
pub struct Timings {
    /// Running the preprocessor and reading its line markers.
    pub preprocess: Duration,
    /// The depth guard and lang-c's parser.
    pub parse: Duration,
    /// Building the model from lang-c's AST.
    pub lower: Duration,
    /// Convergence inference and sorting the diagnostics.
    pub analyse: Duration,
}

impl Unit {
    /// Whether any diagnostic is an error (then [`Unit::program`] must not be analysed).
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error)
    }

    /// 1-based line and column of a span's start.
    pub fn line_col(&self, span: Span) -> LineCol {
        self.sources.line_col(span)
    }

    /// 1-based line of a span's start.
    pub fn line(&self, span: Span) -> u32 {
        self.sources.line(span)
    }
}

/// A diagnostic inside a macro's expansion points at the macro's name (see
/// [`source::LineMap`]); it gets a note at the macro's definition, as Clang's "expanded from
/// macro" does. Only macros of the user's files count: the prelude's and system headers' are
/// not the user's to change.
fn note_macro_expansions(diags: &mut [Diagnostic], sources: &SourceMap, lines: &source::LineMap) {
    let mut definitions: std::collections::HashMap<&str, Span> = Default::default();
    for file in sources.ids() {
        let name = sources.name(file);
        if lines.is_system_file(file)
            || name == headers::PRELUDE_NAME
            || name.starts_with(preprocess::COMPAT_DISPLAY_PREFIX)
        {
            continue;
        }
        let text = sources.text(file);
        let mut offset = 0;
        for line in text.split_inclusive('\n') {
            let directive = line.trim_start();
            if let Some(rest) = directive.strip_prefix('#') {
                if let Some(def) = rest.trim_start().strip_prefix("define") {
                    let name_part = def.trim_start();
                    let len = name_part
                        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                        .unwrap_or(name_part.len());
                    if len > 0 && def.len() > name_part.len() {
                        let start = offset + line.len() - name_part.len();
                        definitions.entry(&name_part[..len]).or_insert(Span {
                            file,
                            start: start as u32,
                            end: (start + len) as u32,
                        });
                    }
                }
            }
            offset += line.len();
        }
    }
    for d in diags {
        let Some(span) = d.span else { continue };
        let Some(text) = sources.text(span.file).get(span.range()) else {
            continue;
        };
        if let Some(&def) = definitions.get(text) {
            if def != span {
                d.notes.push(diag::Note {
                    message: format!("expanded from macro `{text}`"),
                    span: Some(def),
                });
            }
        }
    }
}

/// Syntax errors reported per file before giving up.
const MAX_SYNTAX_ERRORS: usize = 20;

/// Reads, preprocesses, parses and lowers one translation unit.
///
/// ```
/// let unit = frontend::compile(
///     &frontend::Input::Text {
///         name: "k.cu".into(),
///         text: "__global__ void k(unsigned *o) { if (threadIdx.x < 16) o[threadIdx.x] = __ballot_sync(0xffff, threadIdx.x & 1); }".into(),
///     },
///     &frontend::Options::default(),
/// );
/// assert!(!unit.has_errors());
/// let k = unit.program.functions.iter().find(|(_, f)| f.name == "k").expect("the kernel");
/// assert_eq!(k.1.kind, frontend::model::FunctionKind::Kernel);
/// ```
pub fn compile(input: &Input, options: &Options) -> Unit {
    // lang-c's parser and our lowering recurse on nesting; a large stack keeps
    // deep but legal inputs from overflowing (`syntax::check_depth` refuses
    // inputs that could overflow it, and depth beyond `lower::MAX_DEPTH` is
    // refused with a diagnostic). A thread started by [`spawn_scoped`] has that
    // stack and compiles on itself; any other hands the work to a frontend
    // thread, kept for its later compiles, and with it the prelude's tokens
    // (`cpp`'s cache is per thread).
    if LARGE_STACK.get() {
        return compile_caught(input, options).0;
    }
    let job = (input.clone(), options.clone());
    FRONTEND.with(|worker| {
        let mut worker = worker.borrow_mut();
        if worker.is_none() {
            match Worker::start() {
                Ok(w) => *worker = Some(w),
                Err(e) => {
                    return internal_error_unit(format!("could not start the frontend thread: {e}"))
                }
            }
        }
        let reply = worker.as_ref().and_then(|w| w.compile(job));
        reply.unwrap_or_else(|| {
            // Gone without a reply: it cannot be used again.
            *worker = None;
            internal_error_unit("the frontend stopped without a result".into())
        })
    })
}

/// The stack a compile needs on the deepest input the frontend accepts.
const STACK_SIZE: usize = 512 << 20;

/// Starts a scoped thread with the stack [`compile`] needs, on which it compiles
/// without a frontend thread: for a caller that compiles many units, one per
/// thread it starts (`tangle fuzz`'s jobs). Handing each unit to another thread
/// and back cost two thread switches, and the unit's memory went through
/// jemalloc's shared arena from one thread to the other (`tangle fuzz`: 0.88-0.92x
/// the time with one job, 0.96x with two).
pub fn spawn_scoped<'scope, T: Send + 'scope>(
    scope: &'scope std::thread::Scope<'scope, '_>,
    f: impl FnOnce() -> T + Send + 'scope,
) -> std::io::Result<std::thread::ScopedJoinHandle<'scope, T>> {
    std::thread::Builder::new()
        .stack_size(STACK_SIZE)
        .spawn_scoped(scope, || {
            LARGE_STACK.set(true);
            f()
        })
}

thread_local! {
    /// The calling thread's frontend thread, started at its first compile.
    static FRONTEND: std::cell::RefCell<Option<Worker>> = const { std::cell::RefCell::new(None) };
    /// Whether this thread has [`STACK_SIZE`] of stack: started by [`spawn_scoped`].
    static LARGE_STACK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// What to compile, and where the unit goes.
type Job = ((Input, Options), std::sync::mpsc::Sender<Unit>);

/// A thread with a large stack that compiles what it is sent, one unit at a time.
struct Worker {
    jobs: std::sync::mpsc::Sender<Job>,
}

impl Worker {
    fn start() -> std::io::Result<Worker> {
        let (jobs, receive) = std::sync::mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("tangle-frontend".into())
            .stack_size(STACK_SIZE)
            .spawn(move || {
                // Ends when the caller's thread ends (its sender is dropped).
                for ((input, options), reply) in receive {
                    let (unit, ast) = compile_caught(&input, &options);
                    // Hand the model back first; freeing lang-c's AST (a large share
                    // of the work on big inputs) then overlaps with the caller. A
                    // failed send means the caller is gone.
                    let _ = reply.send(unit);
                    drop(ast);
                }
            })?;
        Ok(Worker { jobs })
    }

    /// The unit, or `None` when the thread is gone.
    fn compile(&self, job: (Input, Options)) -> Option<Unit> {
        let (reply, receive) = std::sync::mpsc::channel();
        self.jobs.send((job, reply)).ok()?;
        receive.recv().ok()
    }
}

/// [`compile_on_this_thread`], with a panic made an internal error.
fn compile_caught(input: &Input, options: &Options) -> (Unit, Option<parse::Parsed>) {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        compile_on_this_thread(input, options)
    }))
    .unwrap_or_else(|panic| {
        let message = format!("the frontend panicked: {}", panic_message(&panic));
        (internal_error_unit(message), None)
    })
}

fn panic_message(p: &Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".into())
}

fn internal_error_unit(msg: String) -> Unit {
    Unit {
        program: Program::default(),
        sources: SourceMap::default(),
        diagnostics: vec![Diagnostic::new(
            Severity::Error,
            diag::codes::INTERNAL,
            format!("internal error: {msg}"),
            None,
        )],
        name: String::new(),
        timings: Timings::default(),
        system_files: Default::default(),
    }
}

/// The unit, and lang-c's AST (if parsing got that far) for the caller to free.
fn compile_on_this_thread(input: &Input, options: &Options) -> (Unit, Option<parse::Parsed>) {
    let mut sources = SourceMap::default();
    let mut timings = Timings::default();
    let name = match input {
        Input::File(p) => p.display().to_string(),
        Input::Text { name, .. } => name.clone(),
    };
    let unit = |program, sources, diagnostics, timings| Unit {
        program,
        sources,
        diagnostics,
        name: name.clone(),
        timings,
        system_files: Default::default(),
    };
    let clock = Instant::now();
    let pre = match preprocess::run(input, options, &mut sources) {
        Ok(p) => p,
        Err(diags) => return (unit(Program::default(), sources, diags, timings), None),
    };
    timings.preprocess = clock.elapsed();
    let mut diags = pre.warnings;
    let mut lines = pre.lines;
    let host_functions = pre.host_functions;
    let clock = Instant::now();
    if let Some(d) = syntax::check_depth(&lines, &sources) {
        diags.push(d);
        return (unit(Program::default(), sources, diags, timings), None);
    }
    let config = lang_c::driver::Config {
        flavor: lang_c::driver::Flavor::GnuC11,
        ..lang_c::driver::Config::with_gcc()
    };
    let (record_aligned, mut attribute_diags) = syntax::record_attributes(&mut lines, &sources);
    diags.append(&mut attribute_diags);
    // lang-c stops at the first syntax error. To report one per declaration or function,
    // the top-level item holding the error is blanked and the file parsed again.
    let mut syntax_errors = 0;
    let prelude = sources.id_of(headers::PRELUDE_NAME);
    let parsed = loop {
        let start = prelude.and_then(|p| lines.end_of_leading(p));
        match parse::parse(&config, lines.pp_text().to_string(), start) {
            Ok(p) => break p,
            Err(e) => {
                diags.push(syntax::syntax_error(&e, &lines, &sources));
                syntax_errors += 1;
                let spoiled = host::item_at(lines.pp_text(), e.offset);
                let went_on = syntax_errors < MAX_SYNTAX_ERRORS
                    && spoiled.is_some_and(|item| lines.blank(item));
                if !went_on {
                    return (unit(Program::default(), sources, diags, timings), None);
                }
            }
        }
    };
    timings.parse = clock.elapsed();
    let clock = Instant::now();
    let mut lowerer = lower::Lowerer::new(&sources, &lines);
    lowerer.host_functions = host_functions.into_iter().collect();
    lowerer.record_aligned = record_aligned.into_iter().collect();
    lowerer.lower_unit(parsed.declarations());
    let mut program = std::mem::take(&mut lowerer.program);
    if syntax_errors > 0 {
        // Names declared in the items left out are missing now: "undeclared" errors
        // would only echo the syntax errors.
        lowerer.diags.retain(|d| {
            d.code != diag::codes::UNDECLARED && d.code != diag::codes::UNDECLARED_FUNCTION
        });
    }
    diags.append(&mut lowerer.diags);
    timings.lower = clock.elapsed();
    let clock = Instant::now();
    if !diags.iter().any(|d| d.severity == Severity::Error) {
        diags.extend(convergence::infer(&mut program));
    }
    note_macro_expansions(&mut diags, &sources, &lines);
    // Report in source order, as a compiler does.
    diags.sort_by_key(|d| d.span.map(|s| (s.file, s.start)));
    timings.analyse = clock.elapsed();
    let mut unit = unit(program, sources, diags, timings);
    unit.system_files = lines.system_files().clone();
    (unit, Some(parsed))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A thread from `spawn_scoped` compiles code nested near the frontend's limit on its
    /// own stack, starting no frontend thread; another thread hands it over.
    #[test]
    fn spawned_threads_compile_on_themselves() {
        let deepest = format!(
            "__global__ void k(int *p)\n{{\n{}p[0] = 1;{}\n}}\n",
            "{".repeat(195),
            "}".repeat(195)
        );
        let input = Input::Text {
            name: "deep.cu".into(),
            text: deepest,
        };
        let started_frontend = |input: &Input| {
            let unit = compile(input, &Options::default());
            assert!(
                unit.diagnostics.is_empty(),
                "{}",
                diag::render_plain(&unit.diagnostics, &unit.sources)
            );
            FRONTEND.with(|w| w.borrow().is_some())
        };
        let on_spawned = std::thread::scope(|scope| {
            spawn_scoped(scope, || started_frontend(&input))
                .expect("a thread")
                .join()
                .expect("no panic")
        });
        assert!(!on_spawned);
        assert!(started_frontend(&input));
    }
}
