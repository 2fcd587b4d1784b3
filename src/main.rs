//! The `tangle` command line: one subcommand per pipeline stage.

use clap::{Args, Parser, Subcommand, ValueEnum};
use frontend::{diag, Input, Options, Unit};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "tangle", version, about = "Make GPU thread convergence visible, checkable and correctly compiled")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Show the program model the frontend understood.
    Parse(ParseArgs),
    /// Print the bundled prelude header (for compiling kernels with gcc or clang).
    Prelude,
}

/// The input file and the preprocessor options every command shares.
#[derive(Args)]
struct InputArgs {
    /// C or CUDA source file (`.c`, `.cu`), or `-` for standard input.
    file: PathBuf,
    /// Define a macro, as for a C compiler (`-D NAME` or `-D NAME=VALUE`).
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    defines: Vec<String>,
    /// Add a directory to the include search path.
    #[arg(short = 'I', value_name = "DIR")]
    include_dirs: Vec<PathBuf>,
}

#[derive(Args)]
struct OutputArgs {
    /// Write to this file instead of standard output.
    #[arg(short = 'o', value_name = "OUT")]
    output: Option<PathBuf>,
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

/// A failure already reported to the user; the exit status says which kind.
struct Exit(u8);

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Parse(args) => parse_command(args),
        Command::Prelude => write_output(&OutputArgs { output: None }, frontend::PRELUDE),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Exit(code)) => ExitCode::from(code),
    }
}

/// Reads and compiles the input; prints its diagnostics; fails on errors.
fn compile(args: &InputArgs) -> Result<Unit, Exit> {
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
    };
    let unit = frontend::compile(&input, &options);
    diag::emit_stderr(&unit.diagnostics, &unit.sources);
    if unit.has_errors() {
        let n = unit
            .diagnostics
            .iter()
            .filter(|d| d.severity == frontend::Severity::Error)
            .count();
        eprintln!("error: {n} error{} in {}", if n == 1 { "" } else { "s" }, unit.name);
        return Err(Exit(1));
    }
    Ok(unit)
}

fn write_output(out: &OutputArgs, text: &str) -> Result<(), Exit> {
    let result = match &out.output {
        Some(path) if path.as_os_str() != "-" => std::fs::write(path, text),
        _ => std::io::stdout().lock().write_all(text.as_bytes()),
    };
    result.map_err(|e| {
        eprintln!("error: cannot write output: {e}");
        Exit(1)
    })
}

fn parse_command(args: ParseArgs) -> Result<(), Exit> {
    let unit = compile(&args.input)?;
    let text = match args.format {
        ModelFormat::Text => frontend::dump::text(&unit),
        ModelFormat::Json => {
            let mut s = serde_json::to_string_pretty(&frontend::dump::json(&unit)).unwrap_or_default();
            s.push('\n');
            s
        }
    };
    write_output(&args.out, &text)
}
