//! The `tangle` command line: one subcommand per pipeline stage.

// jemalloc: glibc's malloc made `report` on a million statements 25% slower and
// super-linear (consolidating freed chunks scattered over gigabytes), and peaked 1.6x higher.
#[cfg(unix)]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// jemalloc's options, read at its start. The symbol is a pointer to a C string.
/// - `narenas:1`: one arena for every thread, so that what the frontend's thread frees
///   (lang-c's AST) is reused by the lowering on the main thread instead of fresh pages
///   (`lower` on a 20k-line kernel 0.95x, `report` on 100k statements 0.93x). `fuzz`'s
///   jobs, which compile on their own threads, each take one of their own ([`own_arena`]).
/// - `oversize_threshold:0` and no decay: freed memory, large blocks included, stays with
///   the process for reuse rather than going back to the kernel, whose fresh pages cost
///   more the more the process holds (on a million statements a third of the page
///   faults and 0.95x time; peak memory higher by what was freed and not reused). The
///   process's exit returns it all.
/// - `lg_extent_max_active_fit:63`: a large freed block (the preprocessor's tokens) may be
///   split for small ones (lang-c's AST nodes); by default jemalloc splits a freed block
///   only for requests at least 1/64 of its size, and took fresh pages instead (on a
///   million statements peak memory 1.92 -> 1.47-1.75 GB, system time 2-3 s -> 0.8-1.5 s).
#[cfg(unix)]
#[no_mangle]
static malloc_conf: &u8 =
    &b"narenas:1,lg_extent_max_active_fit:63,oversize_threshold:0,dirty_decay_ms:-1,muzzy_decay_ms:-1\0"[0];

use clap::{Args, Parser, Subcommand, ValueEnum};
use frontend::{diag, Input, Options, Unit};
use std::io::{IsTerminal, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

mod fuzz;

#[derive(Parser)]
#[command(
    name = "tangle",
    version,
    about = "Make GPU thread convergence visible, checkable and correctly compiled"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Show the program model the frontend understood.
    Parse(ParseArgs),
    /// Show which threads execute each statement together: tangles, cycles,
    /// implementation-defined points and maximal convergence.
    Report(ReportArgs),
    /// Compile to LLVM IR with explicit convergence control (entry, loop and
    /// anchor tokens), verified by LLVM.
    Lower(LowerArgs),
    /// Generate random kernels and run them through every stage; write
    /// shrunk findings with the command that reproduces them.
    Fuzz(FuzzArgs),
    /// Write the random kernels `tangle fuzz` would check, one file per seed
    /// (`seed<S>.cu`), e.g. for `scripts/gpu-check`.
    Generate(GenerateArgs),
    /// Print the bundled prelude header (for compiling kernels with gcc or clang).
    Prelude,
    /// Execute a kernel for a grid of threads and record, at every convergent
    /// operation, which threads communicated.
    Run(RunArgs),
    /// Run the source engine and the IR engine on the same launches and
    /// compare buffers and communication events (or, against a GPU, buffers).
    Check(CheckArgs),
}

/// The input file and the preprocessor options every command shares.
#[derive(Args, Clone)]
struct InputArgs {
    /// C or CUDA source file (`.c`, `.cu`), or `-` for standard input.
    file: PathBuf,
    /// Define a macro, as for a C compiler (`-D NAME` or `-D NAME=VALUE`).
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    defines: Vec<String>,
    /// Add a directory to the include search path.
    #[arg(short = 'I', value_name = "DIR")]
    include_dirs: Vec<PathBuf>,
    /// How diagnostics are written to standard error: `human` (with source snippets),
    /// `short` (`file:line:col: warning: message [CODE]`, one line each), or one `json` or
    /// `sarif` (2.1.0) document at the end.
    #[arg(long = "diagnostic-format", value_enum, default_value = "human")]
    diagnostic_format: DiagnosticFormat,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum DiagnosticFormat {
    Human,
    Short,
    Json,
    Sarif,
}

#[derive(Args)]
struct OutputArgs {
    /// Write to this file instead of standard output.
    #[arg(short = 'o', value_name = "OUT")]
    output: Option<PathBuf>,
}

impl OutputArgs {
    /// The file to write, unless the output goes to standard output (`-o -` or no `-o`).
    fn to_file(&self) -> Option<&std::path::Path> {
        self.output.as_deref().filter(|p| p.as_os_str() != "-")
    }
}

#[derive(Clone, Copy, ValueEnum)]
enum ModelFormat {
    Text,
    Json,
}

#[derive(Args)]
struct ParseArgs {
    #[command(flatten)]
    input: InputArgs,
    #[arg(long, value_enum, default_value = "text")]
    format: ModelFormat,
    #[command(flatten)]
    out: OutputArgs,
}

#[derive(Clone, Copy, ValueEnum)]
enum ReportFormat {
    Text,
    Json,
    Dot,
    /// SARIF 2.1.0: the diagnostics and lints, for code-scanning tools.
    Sarif,
}

/// Lint switches shared by every command that analyses a file.
#[derive(Args)]
struct LintArgs {
    /// Silence lints for this run: codes (`-A W0104,W0105`) or `all`; repeatable.
    #[arg(short = 'A', value_name = "CODE", value_delimiter = ',')]
    allow: Vec<String>,
    /// Make warnings errors: `warnings` (every warning) or codes (`W0105`, also notes such
    /// as `N0106`); repeatable, comma-separated. The output is still written; the exit
    /// status is then 4.
    #[arg(long, value_name = "WHAT", value_delimiter = ',')]
    deny: Vec<String>,
    /// `-W error` is `--deny warnings`; `-W error=CODE[,CODE]` denies those codes.
    #[arg(short = 'W', value_name = "error[=CODE]")]
    werror: Vec<String>,
    /// The block shape the kernels are launched with, `X[,Y[,Z]]` (or `XxYxZ`): W0105 then
    /// also flags constant masks naming lanes that a partial last warp lacks.
    #[arg(long, value_name = "X[,Y[,Z]]", value_parser = runtime::launch::block_shape)]
    threads: Option<runtime::launch::Dim3>,
    /// Lanes per warp, for `--threads`.
    #[arg(long = "warp-size", value_name = "W", default_value_t = 32, value_parser = clap::value_parser!(u32).range(1..=64))]
    warp_size: u32,
}

#[derive(Args)]
struct ReportArgs {
    #[command(flatten)]
    input: InputArgs,
    /// Only this function.
    #[arg(long, value_name = "NAME")]
    function: Option<String>,
    #[arg(long, value_enum, default_value = "text")]
    format: ReportFormat,
    /// Where tangles are unrelated: show maximal convergence's single tangle and where
    /// tangles reconverge (`maximal`, the default), or keep them apart (`strict`).
    #[arg(long, value_enum)]
    convergence: Option<ConvergenceArg>,
    #[command(flatten)]
    lints: LintArgs,
    #[command(flatten)]
    out: OutputArgs,
}

#[derive(Clone, Copy, ValueEnum)]
enum EmitFormat {
    /// Textual LLVM IR (`.ll`).
    Llvm,
    /// LLVM bitcode (`.bc`).
    Bc,
    /// Target assembly (needs `--target`).
    Asm,
    /// Target object file (needs `--target`).
    Obj,
}

#[derive(Args)]
struct LowerArgs {
    #[command(flatten)]
    input: InputArgs,
    #[arg(long, value_enum, default_value = "llvm")]
    emit: EmitFormat,
    /// Target triple (e.g. `nvptx64-nvidia-cuda`, `amdgcn-amd-amdhsa`); default: none.
    #[arg(long, value_name = "TRIPLE")]
    target: Option<String>,
    /// The GPU, for nvptx64 (`sm_70`..`sm_120a`, default sm_70) and amdgcn
    /// (`gfx90a`, `gfx942`, `gfx1100`, ..., default gfx90a).
    #[arg(long, value_name = "GPU")]
    mcpu: Option<String>,
    /// Optimisation: LLVM's `default<ON>` pipeline on the tokenized module,
    /// verified before and after (`-O0`: none).
    #[arg(short = 'O', value_name = "N", default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=3))]
    opt_level: u8,
    /// Debug locations on every instruction (calls always have one).
    #[arg(short = 'g')]
    debug: bool,
    /// `explicit` (NVPTX): every convergent operation also gets its tangle as a lane
    /// mask computed at run time, so hardware that does not read tokens computes what
    /// the spec says (README, "Checking on a GPU"). Default: `explicit` for NVPTX where
    /// it handles the kernel (else `tokens`, with a note), `tokens` elsewhere.
    #[arg(long, value_enum)]
    reconverge: Option<ReconvergeArg>,
    #[command(flatten)]
    lints: LintArgs,
    #[command(flatten)]
    out: OutputArgs,
}

/// The launch and its arguments, shared by `run` and `check`.
#[derive(Args)]
struct LaunchArgs {
    /// The kernel to run (default: the only kernel in the file).
    #[arg(long, value_name = "NAME")]
    kernel: Option<String>,
    /// The grid's shape, `X[,Y[,Z]]` (or `XxYxZ`): blocks run one after another, at most
    /// 65535 in all.
    #[arg(long, value_name = "X[,Y[,Z]]", default_value = "1", value_parser = runtime::launch::grid_shape)]
    blocks: runtime::launch::Dim3,
    /// Dynamic shared memory per block in bytes, as `<<<grid, block, N>>>`: what every
    /// `extern __shared__` array aliases.
    #[arg(long = "shared-bytes", value_name = "N", default_value_t = 0,
          value_parser = clap::value_parser!(u32).range(0..=runtime::launch::MAX_SHARED_BYTES as i64))]
    shared_bytes: u32,
    /// A JSON object mapping parameter names to numbers or buffers
    /// (`{"type": "i32", "len": 64}` or `{"type": "f32", "data": [...]}`).
    #[arg(long, value_name = "ARGS.json")]
    input: Option<PathBuf>,
    /// One argument, overriding --input: a number or a JSON buffer object.
    #[arg(long = "arg", value_name = "NAME=VALUE")]
    args: Vec<String>,
    /// Per-thread instruction limit: more is reported as a runaway loop.
    #[arg(long = "max-steps", value_name = "S", default_value_t = runtime::launch::DEFAULT_MAX_STEPS)]
    max_steps: u64,
    /// Events listed in full; past them each site's events are counted (events, distinct
    /// thread sets, the last one), so a runaway loop costs bounded memory.
    #[arg(long = "max-events", value_name = "N", default_value_t = runtime::trace::DEFAULT_MAX_EVENTS)]
    max_events: u64,
    /// Where tangles are unrelated (implementation-defined convergence): `maximal`
    /// reconverges them at the points ARCHITECTURE.md names, `strict` keeps threads that
    /// arrived by different jumps apart until the end of the statement holding the jump and
    /// its target. The source engine follows it; the IR engine follows the IR's tokens.
    /// `check` accepts either by default, and says when the peer showed strict.
    #[arg(long, value_enum)]
    convergence: Option<ConvergenceArg>,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ConvergenceArg {
    Maximal,
    Strict,
}

impl From<ConvergenceArg> for tangles::Convergence {
    fn from(c: ConvergenceArg) -> tangles::Convergence {
        match c {
            ConvergenceArg::Maximal => tangles::Convergence::Maximal,
            ConvergenceArg::Strict => tangles::Convergence::Strict,
        }
    }
}

#[derive(Args)]
struct RunArgs {
    #[command(flatten)]
    input: InputArgs,
    #[command(flatten)]
    launch: LaunchArgs,
    /// The block's shape, `X[,Y[,Z]]` (or `XxYxZ`; Y and Z default to 1): at most 1024
    /// threads, x and y at most 1024, z at most 64. Warps are formed from linear thread ids
    /// `x + y*X + z*X*Y`, which reports show.
    #[arg(long, value_name = "X[,Y[,Z]]", default_value = "32", value_parser = runtime::launch::block_shape)]
    threads: runtime::launch::Dim3,
    #[arg(long = "warp-size", value_name = "W", default_value_t = 32)]
    warp_size: u32,
    /// `source` runs the program model (C input); `ir` runs LLVM IR (a `.ll` or
    /// `.bc` FILE, or C lowered to IR); `gpu` runs C lowered to PTX on an NVIDIA
    /// GPU (needs the driver; buffers only). Default: by FILE's extension.
    #[arg(long, value_enum)]
    engine: Option<Engine>,
    /// With `--engine ir` on C input: whose lowering makes the IR (default: tangle).
    #[arg(long = "ir-from", value_enum)]
    ir_from: Option<IrFrom>,
    /// Report data races: unordered accesses to the same `__shared__` or global byte by
    /// different threads, one a write (source and ir engines).
    #[arg(long)]
    racecheck: bool,
    /// With the gpu engine: the optimisation level (0-4) at which the NVIDIA driver compiles
    /// tangle's PTX. 0, the default, keeps the spec's tangles most often (measured on an H100:
    /// README, "Checking on a GPU"); CUDA's own default is 4.
    #[arg(long = "jit-opt-level", value_name = "N", value_parser = clap::value_parser!(u32).range(0..=4))]
    jit_opt_level: Option<u32>,
    #[arg(long, value_enum, default_value = "text")]
    format: ModelFormat,
    #[command(flatten)]
    out: OutputArgs,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ReconvergeArg {
    Tokens,
    Explicit,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Engine {
    Source,
    Ir,
    Gpu,
}

/// The engines `check` compares.
#[derive(Clone, Copy, ValueEnum)]
enum Engines {
    /// Events, buffers and errors.
    #[value(name = "source,ir")]
    SourceIr,
    /// Buffers and errors: events cannot be observed on hardware.
    #[value(name = "source,gpu")]
    SourceGpu,
}

#[derive(Args)]
struct CheckArgs {
    #[command(flatten)]
    input: InputArgs,
    /// With FILE an LLVM IR file (`.ll` or `.bc`): a second IR file of the same kernel, e.g.
    /// FILE after an LLVM pass. Both run on the IR engine with the same launches and their
    /// communication is compared, sites matched by `!dbg` location.
    #[arg(value_name = "SECOND")]
    second: Option<PathBuf>,
    #[command(flatten)]
    launch: LaunchArgs,
    /// Block shapes, one run each: comma-separated or repeated, each `X[xY[xZ]]`
    /// (`--threads 32,48,12x8`: three runs, the last with a 12x8 block).
    #[arg(long, value_name = "SHAPES", value_delimiter = ',', default_value = "32",
          value_parser = runtime::launch::block_shape_in_list)]
    threads: Vec<runtime::launch::Dim3>,
    /// Warp sizes, one run each (comma-separated).
    #[arg(long = "warp-sizes", value_delimiter = ',', default_value = "32")]
    warp_sizes: Vec<u32>,
    /// Which engines to compare: the source engine with the IR engine, or with
    /// an NVIDIA GPU running the PTX of tangle's lowering.
    #[arg(long, value_enum, default_value = "source,ir")]
    engines: Engines,
    /// Whose IR the IR engine runs: tangle's lowering, or Clang 22's (to test
    /// Clang). Default: tangle.
    #[arg(long = "ir-from", value_enum)]
    ir_from: Option<IrFrom>,
    /// Do not run the race check (on by default: both engines must report the same races).
    #[arg(long = "no-racecheck")]
    no_racecheck: bool,
    /// With `--engines source,gpu`: the optimisation level (0-4) at which the NVIDIA driver
    /// compiles tangle's PTX (default 0; CUDA's own default is 4).
    #[arg(long = "jit-opt-level", value_name = "N", value_parser = clap::value_parser!(u32).range(0..=4))]
    jit_opt_level: Option<u32>,
    #[arg(long, value_enum, default_value = "text")]
    format: ModelFormat,
    #[command(flatten)]
    out: OutputArgs,
}

#[derive(Clone, Copy, ValueEnum)]
enum IrFrom {
    Tangle,
    Clang,
}

#[derive(Args)]
struct FuzzArgs {
    /// The first program's seed; program k uses seed + k.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// How many programs.
    #[arg(long, default_value_t = 1000)]
    count: u64,
    /// Maximum statement nesting of generated programs.
    #[arg(long, default_value_t = 4)]
    max_depth: u32,
    /// Constructs to use: `all`, `structured`, or a comma-separated list of
    /// loops, break, return, switch, fallthrough, goto, backgoto, gotoloop, duff, calls, elect.
    #[arg(long, default_value = "all")]
    features: String,
    /// Where findings are written.
    #[arg(long, default_value = "fuzz-out")]
    out: PathBuf,
    /// Worker threads (default: the number of cores).
    #[arg(long)]
    jobs: Option<usize>,
    /// Write findings as generated, without shrinking them.
    #[arg(long)]
    no_shrink: bool,
    /// Stop after the verified lowering: do not run and compare the engines.
    #[arg(long)]
    no_engines: bool,
    /// Block shapes each program runs with (both engines must agree): comma-separated or
    /// repeated, each `X[xY[xZ]]`.
    #[arg(long, value_name = "SHAPES", value_delimiter = ',', default_value = "37,70",
          value_parser = runtime::launch::block_shape_in_list)]
    threads: Vec<runtime::launch::Dim3>,
    /// Warp sizes each program runs with.
    #[arg(long = "warp-sizes", value_delimiter = ',', default_value = "4,32")]
    warp_sizes: Vec<u32>,
    /// Also lower each program at `-ON`, without a target and for nvptx64 and
    /// amdgcn: LLVM's optimiser must keep the token IR valid (0: skip).
    #[arg(long = "opt-level", value_name = "N", default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=3))]
    opt_level: u8,
    /// `strict`: also run the source engine under strict convergence on every launch: it
    /// must finish as the maximal run does, and communicate exactly as it wherever nothing is
    /// implementation-defined.
    #[arg(long, value_enum)]
    convergence: Option<ConvergenceArg>,
}

#[derive(Args)]
struct GenerateArgs {
    /// The first program's seed; program k uses seed + k (as `tangle fuzz`).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[arg(long, default_value_t = 100)]
    count: u64,
    #[arg(long, default_value_t = 4)]
    max_depth: u32,
    /// Constructs to use, as for `tangle fuzz`.
    #[arg(long, default_value = "structured")]
    features: String,
    /// The folder the programs are written to.
    #[arg(long)]
    out: PathBuf,
}

/// A failure already reported to the user; the exit status says which kind.
struct Exit(u8);

fn main() -> ExitCode {
    // Rust ignores SIGPIPE, so printing into a closed pipe (`tangle report k.cu 2>&1 | head`)
    // would panic. Restored, the process ends quietly as `cat` or `grep` do.
    #[cfg(unix)]
    // SAFETY: called before any other thread exists; SIG_DFL is a valid handler.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Parse(args) => parse_command(args),
        Command::Report(args) => report_command(args),
        Command::Lower(args) => lower_command(args),
        Command::Fuzz(args) => fuzz_command(args),
        Command::Generate(args) => generate_command(args),
        Command::Prelude => write_output(&OutputArgs { output: None }, frontend::PRELUDE),
        Command::Run(args) => run_command(args),
        Command::Check(args) => check_command(args),
    };
    flush_diagnostics();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Exit(code)) => ExitCode::from(code),
    }
}

/// Diagnostics waiting for a `json` or `sarif` document on standard error, which holds
/// everything a run reports (the frontend's, then the lints) and is written once, at exit.
static PENDING: std::sync::Mutex<Option<Pending>> = std::sync::Mutex::new(None);

struct Pending {
    format: DiagnosticFormat,
    sources: frontend::SourceMap,
    diagnostics: Vec<frontend::Diagnostic>,
}

/// Reports diagnostics in the format the user chose.
fn emit(format: DiagnosticFormat, sources: &frontend::SourceMap, diags: &[frontend::Diagnostic]) {
    match format {
        DiagnosticFormat::Human => diag::emit_stderr(diags, sources),
        DiagnosticFormat::Short => eprint!("{}", diag::render_short(diags, sources)),
        DiagnosticFormat::Json | DiagnosticFormat::Sarif => {
            let mut pending = PENDING.lock().unwrap_or_else(|e| e.into_inner());
            let p = pending.get_or_insert_with(|| Pending {
                format,
                sources: sources.clone(),
                diagnostics: Vec::new(),
            });
            p.diagnostics.extend(diags.iter().cloned());
        }
    }
}

fn flush_diagnostics() {
    let pending = PENDING.lock().unwrap_or_else(|e| e.into_inner()).take();
    if let Some(p) = pending {
        let text = match p.format {
            DiagnosticFormat::Sarif => {
                serde_json::to_string_pretty(&diagnostics_sarif(&p.sources, &p.diagnostics))
            }
            _ => serde_json::to_string_pretty(&diag::DiagnosticsDocument::new(
                &p.diagnostics,
                &p.sources,
            )),
        };
        eprintln!("{}", text.unwrap_or_default());
    }
}

/// Every code tangle reports (the frontend's, then the lints'), SARIF's rules.
fn sarif_rules() -> Vec<(&'static str, &'static str)> {
    let frontend = diag::codes::ALL
        .iter()
        .map(|&c| (c, diag::codes::description(c)));
    frontend
        .chain(tangles::lints::codes::ALL.iter().copied())
        .collect()
}

fn diagnostics_sarif(
    sources: &frontend::SourceMap,
    diags: &[frontend::Diagnostic],
) -> serde_json::Value {
    diag::sarif(diags, sources, &sarif_rules(), env!("CARGO_PKG_VERSION"))
}

/// Reads and compiles the input; prints its diagnostics; fails on errors.
fn compile(args: &InputArgs) -> Result<Unit, Exit> {
    let unit = read_unit(args)?;
    report_errors(args, &unit)?;
    Ok(unit)
}

/// Prints the unit's diagnostics; fails if there are errors.
fn report_errors(args: &InputArgs, unit: &Unit) -> Result<(), Exit> {
    emit(args.diagnostic_format, &unit.sources, &unit.diagnostics);
    if unit.has_errors() {
        let n = unit
            .diagnostics
            .iter()
            .filter(|d| d.severity == frontend::Severity::Error)
            .count();
        if args.diagnostic_format == DiagnosticFormat::Human {
            eprintln!(
                "error: {n} error{} in {}",
                if n == 1 { "" } else { "s" },
                unit.name
            );
        }
        return Err(Exit(1));
    }
    Ok(())
}

/// Reads and compiles the input, errors or not; prints nothing.
fn read_unit(args: &InputArgs) -> Result<Unit, Exit> {
    let input = if args.file.as_os_str() == "-" {
        let mut text = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut text) {
            eprintln!("error: cannot read standard input: {e}");
            return Err(Exit(1));
        }
        Input::Text {
            name: "<stdin>".into(),
            text,
        }
    } else {
        Input::File(args.file.clone())
    };
    let options = Options {
        defines: args.defines.clone(),
        include_dirs: args.include_dirs.clone(),
        headers: None,
    };
    Ok(frontend::compile(&input, &options))
}

fn write_output(out: &OutputArgs, text: &str) -> Result<(), Exit> {
    write_bytes(out, text.as_bytes())
}

fn write_bytes(out: &OutputArgs, bytes: &[u8]) -> Result<(), Exit> {
    write_streamed(out, |to| to.write_all(bytes))
}

/// Has `write` write the output (`-o FILE`, or standard output) as it makes it.
fn write_streamed(
    out: &OutputArgs,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), Exit> {
    stream_output(out, write).map_err(output_failed)
}

/// [`write_streamed`], its failure left for the caller to report.
fn stream_output(
    out: &OutputArgs,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> std::io::Result<()> {
    match out.to_file() {
        Some(path) => std::fs::File::create(path).and_then(|mut file| write(&mut file)),
        None => {
            let mut stdout = std::io::stdout().lock();
            write(&mut stdout).and_then(|()| stdout.flush())
        }
    }
}

/// Writes `doc` as pretty JSON and a newline, as it is serialized: a million statements'
/// report serialized into one string first took 15x the time of 100k statements, copying
/// the string as it grew, and twice the memory.
fn write_json(out: &OutputArgs, doc: &impl serde::Serialize) -> Result<(), Exit> {
    write_streamed(out, |to| {
        let mut to = std::io::BufWriter::with_capacity(1 << 16, to);
        serde_json::to_writer_pretty(&mut to, doc)?;
        to.write_all(b"\n")?;
        to.flush()
    })
}

fn output_failed(e: impl std::fmt::Display) -> Exit {
    eprintln!("error: cannot write output: {e}");
    Exit(1)
}

fn parse_command(args: ParseArgs) -> Result<(), Exit> {
    let unit = read_unit(&args.input)?;
    if unit.has_errors() && matches!(args.format, ModelFormat::Json) {
        emit(
            args.input.diagnostic_format,
            &unit.sources,
            &unit.diagnostics,
        );
        let mut text = serde_json::to_string_pretty(&frontend::dump::json_with_errors(&unit))
            .unwrap_or_default();
        text.push('\n');
        write_output(&args.out, &text)?;
        return Err(Exit(1));
    }
    report_errors(&args.input, &unit)?;
    match args.format {
        ModelFormat::Text => write_output(&args.out, &frontend::dump::text(&unit)),
        ModelFormat::Json => write_json(&args.out, &frontend::dump::json(&unit)),
    }
}

fn analysis_of(unit: &Unit, convergence: tangles::Convergence) -> Result<tangles::Analysis, Exit> {
    let mut analysis = tangles::analyze(&unit.program).map_err(|e| {
        eprintln!("error: internal error: {e}");
        Exit(70)
    })?;
    analysis.convergence = convergence;
    Ok(analysis)
}

/// The lints the command line asks for, checked before any work starts.
struct Linting {
    options: tangles::lints::LintOptions,
    deny: Deny,
    format: DiagnosticFormat,
}

impl Linting {
    fn new(lints: &LintArgs, format: DiagnosticFormat) -> Result<Linting, Exit> {
        let known = |code: &str| tangles::lints::codes::ALL.iter().any(|(c, _)| *c == code);
        for code in &lints.allow {
            if code != "all" && !known(code) {
                eprintln!("warning: `-A {code}`: no such lint code");
            }
        }
        let deny = denied_codes(lints)?;
        let allow = if lints.allow.iter().any(|c| c == "all") {
            tangles::lints::codes::ALL
                .iter()
                .map(|(c, _)| c.to_string())
                .collect()
        } else {
            lints.allow.iter().cloned().collect()
        };
        let options = tangles::lints::LintOptions {
            allow,
            launch: lints.threads.map(|d| tangles::lints::LaunchShape {
                block: [d.x, d.y, d.z],
                warp_size: lints.warp_size,
            }),
        };
        Ok(Linting {
            options,
            deny,
            format,
        })
    }

    /// Lints and prints the lints; also whether a diagnostic was denied.
    fn run(&self, unit: &Unit, analysis: &tangles::Analysis) -> (Vec<frontend::Diagnostic>, bool) {
        let mut warnings = tangles::lints::lint(unit, analysis, &self.options);
        // The frontend's warnings were printed already; denying one counts all the same.
        let mut denied = unit.diagnostics.iter().any(|d| self.deny.denies(d));
        for w in &mut warnings {
            if self.deny.denies(w) {
                denied = true;
                w.severity = frontend::Severity::Error;
                w.help
                    .push(format!("denied by `{}`", self.deny.why(w.code)));
            }
        }
        emit(self.format, &unit.sources, &warnings);
        (warnings, denied)
    }
}

/// The lint thread's stack: twice the main thread's 8 MB, where the lints ran before
/// (they recurse over expressions as deep as the frontend accepts).
const LINT_STACK: usize = 16 << 20;

/// Runs `work` with `lint` (the lints, printing as they go) running beside it on a thread
/// of their own: both only read the model and the analysis. Whatever `work` prints must
/// come after the lints, as when they ran first: it calls [`LintsBeside::finish`] before
/// printing, or holds its output back while they run ([`AfterLints`]). Returns `work`'s
/// result and `lint`'s (`None`: the lints panicked).
fn beside_lints<R: Send, T>(
    lint: impl Fn() -> R + Sync,
    work: impl FnOnce(&LintsBeside<'_, R>) -> T,
) -> (T, Option<R>) {
    std::thread::scope(|scope| {
        let spawned = std::thread::Builder::new()
            .name("tangle-lints".into())
            .stack_size(LINT_STACK)
            .spawn_scoped(scope, &lint);
        let lints = match spawned {
            Ok(thread) => LintsBeside {
                thread: std::cell::RefCell::new(Some(thread)),
                result: std::cell::RefCell::new(None),
            },
            // No thread to be had: lint here, first.
            Err(_) => LintsBeside {
                thread: std::cell::RefCell::new(None),
                result: std::cell::RefCell::new(Some(lint())),
            },
        };
        let out = work(&lints);
        lints.finish();
        (out, lints.result.into_inner())
    })
}

/// The lints' thread of [`beside_lints`], and what it returned once done.
struct LintsBeside<'scope, R> {
    thread: std::cell::RefCell<Option<std::thread::ScopedJoinHandle<'scope, R>>>,
    /// `None` until the lints are done, and after if they panicked.
    result: std::cell::RefCell<Option<R>>,
}

impl<R> LintsBeside<'_, R> {
    /// Whether the lints are still printing.
    fn running(&self) -> bool {
        (self.thread.borrow().as_ref()).is_some_and(|thread| !thread.is_finished())
    }

    /// Waits for the lints to be printed.
    fn finish(&self) {
        if let Some(thread) = self.thread.borrow_mut().take() {
            *self.result.borrow_mut() = thread.join().ok();
        }
    }
}

/// `lint`'s result from [`beside_lints`]; lints that panicked are an internal error.
fn linted<R>(result: Option<R>) -> Result<R, Exit> {
    result.ok_or_else(|| {
        eprintln!("error: internal error: the lints panicked");
        Exit(70)
    })
}

/// Whether standard output and standard error go to one place (a terminal, `2>&1`),
/// where what is written to each shows in the order written; `/dev/null` shows nothing.
fn stdout_shows_stderr() -> bool {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        use std::os::unix::fs::MetadataExt;
        let place = |meta: std::fs::Metadata| (meta.dev(), meta.ino());
        let of = |fd: std::os::fd::BorrowedFd<'_>| {
            let file = std::fs::File::from(fd.try_clone_to_owned().ok()?);
            file.metadata().ok().map(place)
        };
        let null = std::fs::metadata("/dev/null").ok().map(place);
        match (of(std::io::stdout().as_fd()), of(std::io::stderr().as_fd())) {
            (Some(out), Some(err)) => out == err && Some(out) != null,
            // Unknown: as if they were.
            _ => true,
        }
    }
    #[cfg(not(unix))]
    true
}

/// Standard output held back in memory while the lints beside it still print, where it
/// shows beside them ([`stdout_shows_stderr`]), so that it comes after them, as when
/// they ran first; passed through from the first write after they are done, or once
/// [`HELD_MAX`] is held, after waiting for them. (Output to a file of its own, `-o` or a
/// redirection, is not held.)
struct AfterLints<'a, 'scope, R> {
    lints: &'a LintsBeside<'scope, R>,
    to: &'a mut dyn Write,
    /// `None` once passed through.
    held: Option<Vec<u8>>,
}

/// The most output [`AfterLints`] holds: a 100k-statement report (13 MB) is made
/// entirely beside its lints; a million statements' (130 MB) held whole grew the
/// process's peak memory by a third, in fresh pages that cost as much time as the
/// overlap saved.
const HELD_MAX: usize = 32 << 20;

impl<'a, 'scope, R> AfterLints<'a, 'scope, R> {
    fn new(lints: &'a LintsBeside<'scope, R>, to: &'a mut dyn Write, hold: bool) -> Self {
        AfterLints {
            lints,
            to,
            held: hold.then(|| Vec::with_capacity(HELD_MAX)),
        }
    }

    /// Waits for the lints, then writes what was held.
    fn release(&mut self) -> std::io::Result<()> {
        self.lints.finish();
        match self.held.take() {
            Some(held) => self.to.write_all(&held),
            None => Ok(()),
        }
    }
}

impl<R> Write for AfterLints<'_, '_, R> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if let Some(held) = &mut self.held {
            if self.lints.running() && held.len() + buf.len() <= HELD_MAX {
                held.extend_from_slice(buf);
                return Ok(buf.len());
            }
            self.release()?;
        }
        self.to.write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if self.held.is_some() {
            return Ok(());
        }
        self.to.flush()
    }
}

/// The exit status when `--deny` or `-W error` turned a diagnostic into an error.
const DENIED: u8 = 4;

/// What `--deny` and `-W error` make errors.
struct Deny {
    warnings: bool,
    codes: std::collections::BTreeSet<String>,
}

impl Deny {
    fn denies(&self, d: &frontend::Diagnostic) -> bool {
        self.codes.contains(d.code) || (self.warnings && d.severity == frontend::Severity::Warning)
    }

    fn why(&self, code: &str) -> String {
        if self.codes.contains(code) {
            format!("--deny {code}")
        } else {
            "--deny warnings".into()
        }
    }
}

fn denied_codes(lints: &LintArgs) -> Result<Deny, Exit> {
    let mut deny = Deny {
        warnings: false,
        codes: Default::default(),
    };
    let mut items: Vec<String> = lints.deny.clone();
    for w in &lints.werror {
        match w.strip_prefix("error") {
            Some("") => items.push("warnings".into()),
            Some(codes) if codes.starts_with('=') => {
                items.extend(codes[1..].split(',').map(str::to_string))
            }
            _ => {
                eprintln!("error: `-W {w}`: expected `-W error` or `-W error=CODE[,CODE]`");
                return Err(Exit(2));
            }
        }
    }
    for item in items {
        let known = diag::codes::ALL.contains(&item.as_str())
            || tangles::lints::codes::ALL.iter().any(|(c, _)| *c == item);
        match item.as_str() {
            "warnings" => deny.warnings = true,
            _ if known => {
                deny.codes.insert(item);
            }
            _ => {
                eprintln!("error: `--deny {item}`: expected `warnings` or a diagnostic code");
                return Err(Exit(2));
            }
        }
    }
    Ok(deny)
}

fn report_command(args: ReportArgs) -> Result<(), Exit> {
    let structured = matches!(args.format, ReportFormat::Json | ReportFormat::Sarif);
    let unit = read_unit(&args.input)?;
    if unit.has_errors() && structured {
        // Tools get the errors in the document they asked for, and the usual exit status.
        emit(
            args.input.diagnostic_format,
            &unit.sources,
            &unit.diagnostics,
        );
        let mut text = match args.format {
            ReportFormat::Sarif => {
                serde_json::to_string_pretty(&diagnostics_sarif(&unit.sources, &unit.diagnostics))
            }
            _ => serde_json::to_string_pretty(&tangles::report::json_with_errors(
                &unit,
                args.convergence.map(Into::into).unwrap_or_default(),
            )),
        }
        .unwrap_or_default();
        text.push('\n');
        write_output(&args.out, &text)?;
        return Err(Exit(1));
    }
    report_errors(&args.input, &unit)?;
    let convergence = args.convergence.map(Into::into).unwrap_or_default();
    let only = args.function.as_deref();
    let missing = only.filter(|&name| {
        !(unit.program.functions.iter()).any(|(_, f)| f.name == name && f.body.is_some())
    });
    let no_function = |name: &str| {
        eprintln!("error: no function `{name}` with a body in {}", unit.name);
        Exit(1)
    };
    let linting = Linting::new(&args.lints, args.input.diagnostic_format)?;
    let analysis = analysis_of(&unit, convergence)?;
    let denied = match args.format {
        ReportFormat::Json | ReportFormat::Sarif => {
            // The document holds the lints: its functions are made while they run.
            let lint = || linting.run(&unit, &analysis);
            let (doc, lints) = beside_lints(lint, |_| {
                let json = matches!(args.format, ReportFormat::Json) && missing.is_none();
                json.then(|| tangles::report::json(&unit, &analysis, only, &[]))
            });
            let (warnings, denied) = linted(lints)?;
            if let Some(name) = missing {
                return Err(no_function(name));
            }
            let mut all = unit.diagnostics.clone();
            all.extend(warnings);
            match doc {
                Some(mut doc) => {
                    doc.diagnostics = (all.iter())
                        .map(|d| tangles::report::diagnostic_json(&unit, d))
                        .collect();
                    write_json(&args.out, &doc)?
                }
                None => write_json(&args.out, &diagnostics_sarif(&unit.sources, &all))?,
            }
            denied
        }
        ReportFormat::Text | ReportFormat::Dot => {
            // The lints (a sixth of a million statements' report) run beside the report.
            let lint = || linting.run(&unit, &analysis).1;
            let (written, denied) = beside_lints(lint, |lints| {
                if let Some(name) = missing {
                    lints.finish();
                    return Err(no_function(name));
                }
                if let ReportFormat::Dot = args.format {
                    let dot = tangles::report::dot(&unit, &analysis, only);
                    lints.finish();
                    return write_output(&args.out, &dot);
                }
                let hold = args.out.to_file().is_none() && stdout_shows_stderr();
                let written = stream_output(&args.out, |to| {
                    let mut to = AfterLints::new(lints, to, hold);
                    tangles::report::write_text(&unit, &analysis, only, &mut to)?;
                    to.release()
                });
                lints.finish();
                written.map_err(output_failed)
            });
            let denied = linted(denied)?;
            written?;
            denied
        }
    };
    if denied {
        return Err(Exit(DENIED));
    }
    Ok(())
}

fn lower_command(args: LowerArgs) -> Result<(), Exit> {
    let binary = !matches!(args.emit, EmitFormat::Llvm | EmitFormat::Asm);
    let to_stdout = args
        .out
        .output
        .as_ref()
        .is_none_or(|p| p.as_os_str() == "-");
    if binary && to_stdout && std::io::stdout().is_terminal() {
        eprintln!("error: not writing binary output to a terminal; use `-o FILE`");
        return Err(Exit(2));
    }
    let mut input = args.input.clone();
    if let Some(arch) = args.mcpu.as_deref().and_then(cuda_arch) {
        let user_set = input
            .defines
            .iter()
            .any(|d| d.split('=').next() == Some("__CUDA_ARCH__"));
        if !user_set {
            input.defines.push(format!("__CUDA_ARCH__={arch}"));
        }
    }
    let unit = compile(&input)?;
    let linting = Linting::new(&args.lints, args.input.diagnostic_format)?;
    let analysis = analysis_of(&unit, tangles::Convergence::Maximal)?;
    let options = lowering::Options {
        target: args.target.clone(),
        mcpu: args.mcpu.clone(),
        opt_level: args.opt_level,
        debug: args.debug,
        reconverge: match args.reconverge {
            Some(ReconvergeArg::Explicit) => lowering::Reconverge::Explicit,
            Some(ReconvergeArg::Tokens) => lowering::Reconverge::Tokens,
            None if args
                .target
                .as_deref()
                .is_some_and(|t| t.starts_with("nvptx")) =>
            {
                lowering::Reconverge::Explicit
            }
            None => lowering::Reconverge::Tokens,
        },
        few_names: false,
    };
    let emit = match args.emit {
        EmitFormat::Llvm => lowering::Emit::Llvm,
        EmitFormat::Bc => lowering::Emit::Bitcode,
        EmitFormat::Asm => lowering::Emit::Assembly,
        EmitFormat::Obj => lowering::Emit::Object,
    };
    // By default NVPTX falls back to tokens only where the explicit masks do not
    // handle the kernel yet.
    let fallback = args.reconverge.is_none();
    // The lints, and printing them (a tenth of a 20k-line kernel's time), run beside the
    // lowering. The output is written once they are done, so that it and any error about
    // it come after them, as before.
    let lint = || linting.run(&unit, &analysis).1;
    let (lowered, denied) = beside_lints(lint, |lints| {
        lower_reconverging(&unit, &analysis, options, fallback, |options, module| {
            lints.finish();
            match emit {
                lowering::Emit::Llvm => {
                    let path = args
                        .out
                        .output
                        .as_deref()
                        .unwrap_or(std::path::Path::new("-"));
                    lowering::print_to_file(module, path).map_err(output_failed)
                }
                _ => {
                    let bytes =
                        lowering::render(module, emit, options).map_err(lowering_failure)?;
                    write_bytes(&args.out, &bytes)
                }
            }
        })
    });
    let denied = linted(denied)?;
    let (written, tokens_only) = lowered.map_err(lowering_failure)?;
    if let Some(why) = tokens_only {
        eprintln!(
            "note: {why}; lowered with convergence tokens only, which NVIDIA's compilers do \
             not read (the hardware may group threads otherwise)"
        );
    }
    written?;
    if denied {
        return Err(Exit(DENIED));
    }
    Ok(())
}

/// `__CUDA_ARCH__` for an NVIDIA `--mcpu`: `sm_90a` is 900, as nvcc defines it.
fn cuda_arch(mcpu: &str) -> Option<u32> {
    let digits = mcpu.strip_prefix("sm_")?.trim_end_matches(['a', 'f']);
    digits.parse::<u32>().ok().map(|sm| sm * 10)
}

/// Lowers with `options`; where they ask for explicit masks that do not handle
/// the kernel and `fallback` allows it, with tokens only, and then says why.
/// Lowers the kernel and hands the module to `output`; by default NVPTX falls back
/// (`fallback`) to tokens only where the explicit masks do not handle the kernel, and
/// then also says why. Each attempt gets a fresh LLVM context, and neither context
/// nor module is freed: the process ends soon after, and freeing them took about
/// 17 ms of a 20k-line kernel's 300 (clang's `-disable-free` skips the same work).
fn lower_reconverging<T>(
    unit: &Unit,
    analysis: &tangles::Analysis,
    options: lowering::Options,
    fallback: bool,
    output: impl Fn(&lowering::Options, &lowering::inkwell::module::Module<'_>) -> T,
) -> Result<(T, Option<String>), lowering::LowerError> {
    let attempt = |options: &lowering::Options| {
        let context: &'static lowering::inkwell::context::Context =
            Box::leak(Box::new(lowering::inkwell::context::Context::create()));
        let module =
            std::mem::ManuallyDrop::new(lowering::lower(context, unit, analysis, options)?);
        Ok(output(options, &module))
    };
    match attempt(&options) {
        Err(lowering::LowerError::NotExplicit(why)) if fallback => {
            let tokens = lowering::Options {
                reconverge: lowering::Reconverge::Tokens,
                ..options
            };
            Ok((attempt(&tokens)?, Some(why)))
        }
        other => other.map(|written| (written, None)),
    }
}

fn lowering_failure(e: lowering::LowerError) -> Exit {
    eprintln!("error: {e}");
    match e {
        lowering::LowerError::Unsupported(_) | lowering::LowerError::NotExplicit(_) => Exit(1),
        lowering::LowerError::Internal(_) => Exit(70),
    }
}

/// The kernel as PTX for the device: for the newest GPU `--mcpu` knows that
/// the device's compute capability covers (an H100, 9.0, gets sm_90; a
/// device older than sm_70 gets sm_70, which its driver will refuse), with
/// `--reconverge explicit` so that the hardware groups threads as the spec
/// says, or with tokens only where the explicit lowering does not handle the
/// kernel. Also says which, for reports.
fn lower_to_ptx(
    unit: &Unit,
    analysis: &tangles::Analysis,
    device: &runtime::gpu::Device,
) -> Result<(Vec<u8>, String), Exit> {
    const NVPTX: &str = "nvptx64-nvidia-cuda";
    let (major, minor) = device.compute_capability();
    let capability = (major * 10 + minor).max(70);
    let mcpu = lowering::known_cpus(NVPTX)
        .into_iter()
        .filter(|cpu| !cpu.ends_with('a'))
        .rfind(|cpu| cpu[3..].parse::<i32>().is_ok_and(|sm| sm <= capability))
        .unwrap_or("sm_70");
    let options = lowering::Options {
        target: Some(NVPTX.into()),
        mcpu: Some(mcpu.into()),
        reconverge: lowering::Reconverge::Explicit,
        ..Default::default()
    };
    let (ptx, tokens_only) =
        lower_reconverging(unit, analysis, options, true, |options, module| {
            lowering::render(module, lowering::Emit::Assembly, options)
        })
        .and_then(|(ptx, why)| Ok((ptx?, why)))
        .map_err(lowering_failure)?;
    let via = match tokens_only {
        None => "PTX from tangle lower --reconverge explicit".into(),
        Some(why) => format!(
            "PTX from tangle lower with convergence tokens only (the hardware may group \
             threads otherwise): {why}"
        ),
    };
    Ok((ptx, via))
}

/// Reads `--input` and `--arg`s.
fn launch_arguments(l: &LaunchArgs) -> Result<runtime::launch::Args, Exit> {
    let text = match &l.input {
        Some(p) => Some(std::fs::read_to_string(p).map_err(|e| {
            eprintln!("error: cannot read {}: {e}", p.display());
            Exit(1)
        })?),
        None => None,
    };
    runtime::launch::collect(text.as_deref(), &l.args).map_err(|e| {
        eprintln!("error: {e}");
        Exit(1)
    })
}

fn failure(f: runtime::Failure) -> Exit {
    eprintln!("error: {f}");
    match f {
        runtime::Failure::Input(_) => Exit(1),
        runtime::Failure::Internal(_) => Exit(70),
    }
}

fn is_ir_file(p: &std::path::Path) -> bool {
    matches!(p.extension().and_then(|e| e.to_str()), Some("ll" | "bc"))
}

/// The options the C compilers see.
fn cpp_options(i: &InputArgs) -> frontend::Options {
    frontend::Options {
        defines: i.defines.clone(),
        include_dirs: i.include_dirs.clone(),
        headers: None,
    }
}

fn tangles_of(unit: &Unit) -> Result<tangles::Analysis, Exit> {
    // `run` and `check` execute; the lints are `report`'s business.
    tangles::analyze(&unit.program).map_err(|e| {
        eprintln!("error: internal error: {e}");
        Exit(70)
    })
}

fn to_text<T: serde::Serialize>(
    format: ModelFormat,
    text: impl FnOnce() -> String,
    json: impl FnOnce() -> T,
) -> String {
    match format {
        ModelFormat::Text => text(),
        ModelFormat::Json => {
            let mut s = serde_json::to_string_pretty(&json()).unwrap_or_default();
            s.push('\n');
            s
        }
    }
}

fn run_command(args: RunArgs) -> Result<(), Exit> {
    let launch = runtime::launch::Launch {
        threads: args.threads,
        blocks: args.launch.blocks,
        warp_size: args.warp_size,
        shared_bytes: args.launch.shared_bytes,
        max_steps: args.launch.max_steps,
        racecheck: args.racecheck,
        convergence: args.launch.convergence.map(Into::into).unwrap_or_default(),
        max_events: args.launch.max_events,
        ..Default::default()
    };
    let values = launch_arguments(&args.launch)?;
    let file = &args.input.file;
    let ir_file = is_ir_file(file);
    let engine = args
        .engine
        .unwrap_or(if ir_file { Engine::Ir } else { Engine::Source });
    let kernel = args.launch.kernel.as_deref();
    if engine == Engine::Gpu && args.ir_from.is_some() {
        eprintln!("error: --ir-from applies to --engine ir, not to the gpu engine");
        return Err(Exit(2));
    }
    if engine != Engine::Source && args.launch.convergence == Some(ConvergenceArg::Strict) {
        eprintln!(
            "error: --convergence strict applies to the source engine; the {} engine groups threads as the IR's tokens say",
            if engine == Engine::Ir { "IR" } else { "GPU" }
        );
        return Err(Exit(2));
    }
    if engine != Engine::Gpu && args.jit_opt_level.is_some() {
        eprintln!("error: --jit-opt-level applies to --engine gpu");
        return Err(Exit(2));
    }
    if engine == Engine::Gpu && args.racecheck {
        eprintln!("error: --racecheck needs an engine that sees every access: source or ir");
        return Err(Exit(2));
    }
    let output = match (engine, ir_file) {
        (Engine::Source, true) => {
            eprintln!(
                "error: the source engine runs C source; {} is LLVM IR (use --engine ir)",
                file.display()
            );
            return Err(Exit(2));
        }
        (Engine::Source, false) => {
            let unit = compile(&args.input)?;
            let analysis = tangles_of(&unit)?;
            runtime::source::run(&unit, &analysis, kernel, &launch, &values).map_err(failure)?
        }
        (Engine::Ir, true) => {
            let module = runtime::ir::load(file).map_err(failure)?;
            // Sites are lines of the source file the debug info names.
            let shown = module
                .source_file
                .clone()
                .unwrap_or_else(|| file.display().to_string());
            runtime::ir::run(&module, &shown, kernel, &launch, &values).map_err(failure)?
        }
        (Engine::Ir, false) => {
            if file.as_os_str() == "-" {
                eprintln!("error: --engine ir needs a file to lower, not standard input");
                return Err(Exit(2));
            }
            let unit = compile(&args.input)?;
            let k = runtime::source::pick_kernel(&unit, kernel).map_err(failure)?;
            let name = unit.program.functions[k].name.clone();
            let lowered = match args.ir_from.unwrap_or(IrFrom::Tangle) {
                IrFrom::Tangle => driver::lower_tangle(&unit, &tangles_of(&unit)?),
                IrFrom::Clang => driver::lower(file, &cpp_options(&args.input)),
            }
            .map_err(failure)?;
            let mut out =
                runtime::ir::run(&lowered.module, &unit.name, Some(&name), &launch, &values)
                    .map_err(failure)?;
            out.notes.insert(0, format!("IR from {}", lowered.via));
            out
        }
        (Engine::Gpu, true) => {
            eprintln!(
                "error: the gpu engine runs C source through tangle's lowering; {} is LLVM IR",
                file.display()
            );
            return Err(Exit(2));
        }
        (Engine::Gpu, false) => {
            let unit = compile(&args.input)?;
            let analysis = tangles_of(&unit)?;
            let k = runtime::source::pick_kernel(&unit, kernel).map_err(failure)?;
            let name = unit.program.functions[k].name.clone();
            let params = runtime::source::params(&unit, k).map_err(failure)?;
            let bound = runtime::launch::bind(&params, &values).map_err(failure)?;
            // The driver first: without one, lowering is wasted work.
            let mut device = runtime::gpu::Device::open().map_err(failure)?;
            if let Some(level) = args.jit_opt_level {
                device.set_jit_opt_level(level).map_err(failure)?;
            }
            let (ptx, via) = lower_to_ptx(&unit, &analysis, &device)?;
            let mut out = device
                .run(&unit.name, &ptx, &name, &params, &bound, &launch)
                .map_err(failure)?;
            out.notes.insert(0, via);
            out
        }
    };
    let text = to_text(args.format, || output.text(), || output.json());
    write_output(&args.out, &text)?;
    if output.errors.is_empty() {
        Ok(())
    } else {
        for e in &output.errors {
            eprintln!("error[{}]: {}", e.kind.name(), e.message);
        }
        Err(Exit(3))
    }
}

fn check_command(args: CheckArgs) -> Result<(), Exit> {
    let base = runtime::launch::Launch {
        blocks: args.launch.blocks,
        shared_bytes: args.launch.shared_bytes,
        max_steps: args.launch.max_steps,
        racecheck: !args.no_racecheck,
        convergence: args.launch.convergence.map(Into::into).unwrap_or_default(),
        max_events: args.launch.max_events,
        ..Default::default()
    };
    let values = launch_arguments(&args.launch)?;
    let file = &args.input.file;
    if !matches!(args.engines, Engines::SourceGpu) && args.jit_opt_level.is_some() {
        eprintln!("error: --jit-opt-level applies to --engines source,gpu");
        return Err(Exit(2));
    }
    if let Some(second) = &args.second {
        return check_ir_files(&args, &base, &values, second);
    }
    if is_ir_file(file) || file.as_os_str() == "-" {
        eprintln!(
            "error: check compares C source with its IR, or two IR files (`check A.ll B.ll`): \
             give a C file or a second IR file"
        );
        return Err(Exit(2));
    }
    if matches!(args.engines, Engines::SourceGpu) && args.ir_from.is_some() {
        eprintln!("error: --ir-from applies to --engines source,ir");
        return Err(Exit(2));
    }
    let unit = compile(&args.input)?;
    let analysis = tangles_of(&unit)?;
    // Each arm keeps what its peer borrows alive for the whole check.
    let (lowered, device, ptx);
    let peer = match args.engines {
        Engines::SourceIr => {
            lowered = match args.ir_from.unwrap_or(IrFrom::Tangle) {
                IrFrom::Tangle => driver::lower_tangle(&unit, &analysis),
                IrFrom::Clang => driver::lower(file, &cpp_options(&args.input)),
            }
            .map_err(failure)?;
            driver::Peer::Ir(&lowered)
        }
        Engines::SourceGpu => {
            let mut opened = runtime::gpu::Device::open().map_err(failure)?;
            if let Some(level) = args.jit_opt_level {
                opened.set_jit_opt_level(level).map_err(failure)?;
            }
            device = opened;
            let via;
            (ptx, via) = lower_to_ptx(&unit, &analysis, &device)?;
            driver::Peer::Gpu {
                device: &device,
                ptx: &ptx,
                via,
            }
        }
    };
    let results = driver::check(
        &unit,
        &analysis,
        &peer,
        args.launch.kernel.as_deref(),
        &base,
        args.launch.convergence.is_none(),
        &args.threads,
        &args.warp_sizes,
        &values,
    )
    .map_err(failure)?;
    let text = to_text(
        args.format,
        || driver::text(&unit.name, &peer, &results),
        || driver::json(&unit.name, &peer, &results),
    );
    write_output(&args.out, &text)?;
    if results.iter().all(|r| r.agrees()) {
        Ok(())
    } else {
        Err(Exit(3))
    }
}

/// `check A.ll B.ll`: two IR files of one kernel on the IR engine, compared.
fn check_ir_files(
    args: &CheckArgs,
    base: &runtime::launch::Launch,
    values: &runtime::launch::Args,
    second: &std::path::Path,
) -> Result<(), Exit> {
    let first = args.input.file.as_path();
    if let Some(not_ir) = [first, second].into_iter().find(|f| !is_ir_file(f)) {
        eprintln!(
            "error: check with two files compares two LLVM IR files (`.ll` or `.bc`); {} is not one",
            not_ir.display()
        );
        return Err(Exit(2));
    }
    if matches!(args.engines, Engines::SourceGpu) || args.ir_from.is_some() {
        eprintln!("error: two IR files run on the IR engine: --engines and --ir-from do not apply");
        return Err(Exit(2));
    }
    let (a, b) = (first.display().to_string(), second.display().to_string());
    let ma = runtime::ir::load(first).map_err(failure)?;
    let mb = runtime::ir::load(second).map_err(failure)?;
    let results = driver::check_ir_files(
        &driver::IrFile {
            name: &a,
            module: &ma,
        },
        &driver::IrFile {
            name: &b,
            module: &mb,
        },
        args.launch.kernel.as_deref(),
        base,
        &args.threads,
        &args.warp_sizes,
        values,
    )
    .map_err(failure)?;
    let text = to_text(
        args.format,
        || driver::text_ir_files(&a, &b, &results),
        || driver::json_ir_files(&a, &b, &results),
    );
    write_output(&args.out, &text)?;
    if results.iter().all(|r| r.agrees()) {
        Ok(())
    } else {
        Err(Exit(3))
    }
}

fn generate_command(args: GenerateArgs) -> Result<(), Exit> {
    let config = fuzz::config(&args.features, args.max_depth).map_err(|e| {
        eprintln!("error: {e}");
        Exit(2)
    })?;
    let written = std::fs::create_dir_all(&args.out).and_then(|()| {
        (args.seed..args.seed.saturating_add(args.count)).try_for_each(|seed| {
            let text = frontend::generate::generate(seed, &config);
            std::fs::write(args.out.join(format!("seed{seed}.cu")), text)
        })
    });
    written.map_err(|e| {
        eprintln!("error: cannot write to {}: {e}", args.out.display());
        Exit(1)
    })
}

/// Has jemalloc hand freed memory back to the kernel after its default delays again, for a
/// command that runs long (`fuzz`): kept for the whole run, as [`malloc_conf`] has it, what
/// thousands of programs freed in scattered pieces grew without bound (4,500 programs: 384 MB
/// against 80–110 MB).
#[cfg(unix)]
fn hand_freed_memory_back() {
    // jemalloc's defaults: dirty pages are purged over 10 s, muzzy ones at once. `narenas:1`
    // leaves one arena, 0; `arenas.*` holds for any made later.
    for (name, ms) in [
        (&b"arena.0.dirty_decay_ms\0"[..], 10_000isize),
        (&b"arena.0.muzzy_decay_ms\0"[..], 0),
        (&b"arenas.dirty_decay_ms\0"[..], 10_000),
        (&b"arenas.muzzy_decay_ms\0"[..], 0),
    ] {
        // SAFETY: these settings are `ssize_t`, as written. Should jemalloc refuse one,
        // freed memory stays with the process, which costs memory, not correctness.
        let _ = unsafe { tikv_jemalloc_ctl::raw::write(name, ms) };
    }
}

/// Gives the calling thread a jemalloc arena of its own, for a command's worker thread
/// (`fuzz`'s jobs): with [`malloc_conf`]'s one arena, two jobs' caches filled and
/// drained it under one lock (`fuzz --jobs 2`: 0.93x the time with an arena each).
#[cfg(unix)]
pub(crate) fn own_arena() {
    // SAFETY: `arenas.create` reads an `unsigned`, `thread.arena` takes one. Should
    // jemalloc refuse, the thread keeps the shared arena: slower, as correct.
    unsafe {
        if let Ok(arena) = tikv_jemalloc_ctl::raw::read::<u32>(b"arenas.create\0") {
            let _ = tikv_jemalloc_ctl::raw::write(b"thread.arena\0", arena);
        }
    }
}

fn fuzz_command(args: FuzzArgs) -> Result<(), Exit> {
    let settings = fuzz::settings_from(
        args.seed,
        args.count,
        args.max_depth,
        &args.features,
        &args.out,
        args.jobs,
        !args.no_shrink,
        if args.no_engines {
            Vec::new()
        } else {
            args.threads
        },
        args.warp_sizes,
        args.opt_level,
        args.convergence == Some(ConvergenceArg::Strict),
    )
    .map_err(|e| {
        eprintln!("error: {e}");
        Exit(2)
    })?;
    #[cfg(unix)]
    hand_freed_memory_back();
    let summary = fuzz::run(&settings).map_err(|e| {
        eprintln!(
            "error: cannot write findings to {}: {e}",
            settings.out.display()
        );
        Exit(1)
    })?;
    let total: u64 = summary.findings.values().sum();
    println!(
        "fuzz: {} programs (seeds {}..{}, features {}) in {:.1} s, {:.0} programs/s; {} finding{}",
        summary.programs,
        settings.seed,
        settings.seed.wrapping_add(settings.count),
        settings.features,
        summary.seconds,
        summary.programs as f64 / summary.seconds.max(1e-9),
        total,
        if total == 1 { "" } else { "s" }
    );
    for (kind, n) in &summary.findings {
        println!("  {kind}: {n}");
    }
    for path in &summary.written {
        println!("  wrote {}", path.display());
    }
    if total > 0 {
        return Err(Exit(3));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{mpsc, Mutex};

    /// Output that logs when it is first written to.
    struct Logged<'a>(&'a Mutex<Vec<&'static str>>, Vec<u8>);

    impl Write for Logged<'_> {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if self.1.is_empty() {
                self.0.lock().expect("log").push("output");
            }
            self.1.extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// Runs lints that wait for a signal beside `work`, which gets the signal's sender;
    /// returns what `work` wrote through [`AfterLints`] and the order of the log.
    fn beside_waiting_lints(
        hold: bool,
        work: impl FnOnce(&mut AfterLints<'_, '_, ()>, &mpsc::Sender<()>),
    ) -> (Vec<u8>, Vec<&'static str>) {
        let log = Mutex::new(Vec::new());
        let (go, wait) = mpsc::channel();
        let wait = Mutex::new(wait);
        let lint = || {
            let _ = wait.lock().expect("receiver").recv();
            log.lock().expect("log").push("lints");
        };
        let (written, linted) = beside_lints(lint, |lints| {
            let mut to = Logged(&log, Vec::new());
            let mut after = AfterLints::new(lints, &mut to, hold);
            work(&mut after, &go);
            after.release().expect("written");
            to.1
        });
        assert_eq!(linted, Some(()));
        (written, log.into_inner().expect("log"))
    }

    /// Held output stays in memory while the lints run, up to [`HELD_MAX`]; past that it
    /// waits for them. Either way it comes out after them, whole.
    #[test]
    fn held_output_follows_the_lints() {
        let (written, log) = beside_waiting_lints(true, |after, go| {
            after.write_all(&vec![b'a'; HELD_MAX]).expect("held");
            assert!(after.lints.running(), "the lints wait for the signal");
            assert!(after.held.is_some());
            std::thread::scope(|scope| {
                // The signal comes while the next write waits for the lints.
                scope.spawn(|| {
                    std::thread::sleep(std::time::Duration::from_millis(50));
                    go.send(()).expect("signal");
                });
                after.write_all(b"b").expect("written after the lints");
                assert!(
                    after.held.is_none(),
                    "past the cap the output waits, not grows"
                );
            });
        });
        assert_eq!(log, ["lints", "output"]);
        assert_eq!(written.len(), HELD_MAX + 1);
        assert_eq!(written.last(), Some(&b'b'));
    }

    /// Output not held (a file of its own) is written while the lints run.
    #[test]
    fn output_not_held_is_written_at_once() {
        let (written, log) = beside_waiting_lints(false, |after, go| {
            after.write_all(b"report").expect("written");
            go.send(()).expect("signal");
        });
        assert_eq!(log, ["output", "lints"]);
        assert_eq!(written, b"report");
    }
}
