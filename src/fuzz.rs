//! `tangle fuzz`: random kernels through every stage; any panic, internal
//! error or broken invariant is a finding, shrunk and written out with the
//! seed and the command that reproduces it.

use frontend::generate::{generate, Config, Features};
use frontend::{Input, Options};
use indicatif::{ProgressBar, ProgressStyle};
use runtime::launch::Dim3;
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

#[derive(Debug, Clone)]
pub struct Settings {
    pub seed: u64,
    pub count: u64,
    pub config: Config,
    /// Launch shapes each program is checked with: both engines must agree.
    pub threads: Vec<Dim3>,
    pub warp_sizes: Vec<u32>,
    /// The feature list as the user gave it (for the reproduce command).
    pub features: String,
    pub out: PathBuf,
    pub jobs: usize,
    pub shrink: bool,
    /// `--opt-level`: also lower at this level for every target (0: no).
    pub opt_level: u8,
    /// `--convergence strict`: also run the source engine under strict
    /// convergence.
    pub strict: bool,
}

/// What went wrong with one program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// A short stable kind: `frontend-error`, `internal-error`, `panic`,
    /// `invariant`, `optimizer`, `runtime-error`, `disagreement`,
    /// `optimized-ir` (the IR engine cannot read or run the optimised
    /// module), `optimized-disagreement` (it runs differently from the
    /// unoptimised one), `strict` (strict convergence stops with an error
    /// or, where nothing is implementation-defined, differs from maximal).
    pub kind: &'static str,
    pub message: String,
}

pub struct Summary {
    pub programs: u64,
    pub findings: BTreeMap<&'static str, u64>,
    pub seconds: f64,
    pub written: Vec<PathBuf>,
}

/// Launch shapes for the engines' comparison.
#[derive(Debug, Clone)]
pub struct Shapes {
    pub threads: Vec<Dim3>,
    pub warp_sizes: Vec<u32>,
    /// Per thread: more is a run-time error.
    pub max_steps: u64,
    /// Above 0: also lower at `-O{opt_level}` without a target and for
    /// nvptx64 and amdgcn (device libraries inlined); LLVM's pipeline must
    /// leave a module the verifier accepts. With the engines, the module
    /// without a target also runs on the IR engine, which must see what it
    /// sees in the unoptimised one (up to implementation-defined convergence).
    pub opt_level: u8,
    /// Also run the source engine under strict convergence: it must finish
    /// as the maximal run does, and where nothing is implementation-defined
    /// communicate exactly as it.
    pub strict: bool,
    /// The frontend's options: no macros or include directories, and the run's shared
    /// header directory when it has one.
    pub frontend: Options,
}

/// Runs every stage on one program.
pub fn check_program(text: &str, shapes: &Shapes) -> Result<(), Finding> {
    let result = catch_unwind(AssertUnwindSafe(|| stages(text, shapes)));
    match result {
        Ok(r) => r,
        Err(panic) => Err(Finding {
            kind: "panic",
            message: panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic".into()),
        }),
    }
}

fn stages(text: &str, shapes: &Shapes) -> Result<(), Finding> {
    let unit = frontend::compile(
        &Input::Text {
            name: "fuzz.cu".into(),
            text: text.into(),
        },
        &shapes.frontend,
    );
    if unit.has_errors() {
        // Generated programs are in the subset by construction.
        return Err(Finding {
            kind: "frontend-error",
            message: frontend::diag::render_plain(&unit.diagnostics, &unit.sources),
        });
    }
    let analysis = tangles::analyze(&unit.program).map_err(|e| Finding {
        kind: "internal-error",
        message: e.to_string(),
    })?;
    for (id, f) in unit.program.functions.iter() {
        let Some(ft) = analysis.functions.get(id) else {
            continue;
        };
        for &s in &ft.order.by_pos {
            let reached = !ft.stmt_tangles(s).is_empty();
            if reached != ft.maximal.get(s).is_some() {
                return Err(Finding {
                    kind: "invariant",
                    message: format!(
                        "statement at {:?} of `{}` has strict tangles but no maximal one (or the reverse)",
                        unit.line_col(f.stmts[s].span),
                        f.name
                    ),
                });
            }
        }
        for c in &ft.calls {
            if c.tangles.is_empty() && ft.order.pos(f.exprs[c.expr].stmt) != u32::MAX {
                let reached = !ft.stmt_tangles(f.exprs[c.expr].stmt).is_empty();
                if reached {
                    return Err(Finding {
                        kind: "invariant",
                        message: format!(
                            "a reachable convergent call of `{}` has no tangle",
                            f.name
                        ),
                    });
                }
            }
        }
    }
    let _ = tangles::lints::lint(&unit, &analysis, &Default::default());
    let _ = tangles::report::json(&unit, &analysis, None, &[]);
    let optimized_ir = if shapes.opt_level > 0 {
        Some(optimized(&unit, &analysis, shapes.opt_level)?)
    } else {
        None
    };
    if shapes.threads.is_empty() || shapes.warp_sizes.is_empty() {
        // The lowering verifies what it builds; any failure is a bug.
        lowering::lower_to_bytes(
            &unit,
            &analysis,
            &lowering::Options::default(),
            lowering::Emit::Llvm,
        )
        .map_err(|e| Finding {
            kind: "internal-error",
            message: e.to_string(),
        })?;
        return Ok(());
    }
    let (args, results) = engines_agree(&unit, &analysis, shapes)?;
    if shapes.strict {
        strict_runs_agree(&unit, &analysis, &args, &results)?;
    }
    match optimized_ir {
        Some(ir) => optimized_runs_agree(&unit, &analysis, &ir, shapes, &args, &results),
        None => Ok(()),
    }
}

/// Lowers at `level` without a target and for each GPU target: the module,
/// verified after LLVM's pipeline, and for the GPUs assembly, must come out.
/// Returns the module without a target (with `-g`, for the IR engine).
fn optimized(
    unit: &frontend::Unit,
    analysis: &tangles::Analysis,
    level: u8,
) -> Result<Vec<u8>, Finding> {
    let mut module = Vec::new();
    for target in [None, Some("nvptx64-nvidia-cuda"), Some("amdgcn-amd-amdhsa")] {
        let options = lowering::Options {
            target: target.map(String::from),
            opt_level: level,
            debug: target.is_none(),
            ..Default::default()
        };
        let emit = if target.is_some() {
            lowering::Emit::Assembly
        } else {
            lowering::Emit::Llvm
        };
        let bytes =
            lowering::lower_to_bytes(unit, analysis, &options, emit).map_err(|e| Finding {
                kind: "optimizer",
                message: format!("-O{level} for {}: {e}", target.unwrap_or("no target")),
            })?;
        if target.is_none() {
            module = bytes;
        }
    }
    Ok(module)
}

/// Runs the optimised module on the IR engine for every shape and compares
/// each run with the unoptimised module's (`results`' IR runs) as `tangle
/// check` compares engines: buffers, errors, `printf` output and events, all
/// equal in a program without implementation-defined convergence. Where
/// tangles calls a call's convergence implementation-defined, LLVM may group
/// its threads otherwise (an anchor's), so there, as in `check`, a
/// difference at such a call and what follows from it is allowed. Events
/// are compared per source location (line and column, from `-g`): inlining
/// moves a call into its caller, so a site is named by the function the
/// unoptimised module has it in.
fn optimized_runs_agree(
    unit: &frontend::Unit,
    analysis: &tangles::Analysis,
    ir: &[u8],
    shapes: &Shapes,
    args: &runtime::launch::Args,
    results: &[driver::Comparison],
) -> Result<(), Finding> {
    let unsupported = |message: String| Finding {
        kind: "optimized-ir",
        message,
    };
    let module = runtime::ir::read::read("fuzz.cu", ir).map_err(|e| unsupported(e.to_string()))?;
    // Without implementation-defined calls nothing is allowed to differ.
    let facts = driver::SiteFacts::new(unit, analysis, &module);
    let program = runtime::ir::Program::new(&module);
    for r in results {
        let launch = runtime::launch::Launch {
            threads: r.threads,
            warp_size: r.warp_size,
            max_steps: shapes.max_steps,
            describe_contexts: false,
            ..Default::default()
        };
        let unoptimized = &r.peer;
        let mut run = program
            .run("fuzz.cu", Some("kernel"), &launch, args)
            .map_err(|e| unsupported(e.to_string()))?;
        run.name_sites_as(unoptimized);
        let diffs = driver::compare(unoptimized, &run, &facts);
        let allowed = |d: &driver::Diff| {
            matches!(
                d.kind,
                driver::DiffKind::Allowed | driver::DiffKind::Downstream
            )
        };
        if !diffs.iter().all(allowed) {
            let what: Vec<&str> = diffs.iter().map(|d| d.what.as_str()).collect();
            return Err(Finding {
                kind: "optimized-disagreement",
                message: format!(
                    "{} threads, warp size {}: the -O{} module (as \"IR engine\") against the \
                     unoptimised one (as \"source engine\"):\n{}",
                    r.threads,
                    r.warp_size,
                    shapes.opt_level,
                    what.join("\n")
                ),
            });
        }
    }
    Ok(())
}

/// Generated loops run a handful of times, but nested goto cycles multiply
/// them: seed 1014325 (five nested goto cycles) needs 300,000 steps per
/// thread, and seed 700808 (`--features all`, goto cycles around elect loops)
/// between 3 and 4 million on the IR engine at 70 threads, warp size 32.
const FUZZ_MAX_STEPS: u64 = 10_000_000;

/// While shrinking anything but a run-time error: a candidate whose loop lost
/// its counter update must fail fast (as a run-time error, another kind), and
/// one that takes this long to show a disagreement is no smaller anyway.
const SHRINK_MAX_STEPS: u64 = 200_000;

/// Lowers the program, runs the source and IR engines for every shape, and
/// compares their buffers and communication events. Returns the arguments
/// and the runs.
fn engines_agree(
    unit: &frontend::Unit,
    analysis: &tangles::Analysis,
    shapes: &Shapes,
) -> Result<(runtime::launch::Args, Vec<driver::Comparison>), Finding> {
    let runtime_error = |e: runtime::Failure| Finding {
        kind: match e {
            runtime::Failure::Internal(_) => "internal-error",
            runtime::Failure::Input(_) => "runtime-error",
        },
        message: e.to_string(),
    };
    // Lowering (verified inside) and reading the IR back: failures are bugs.
    let lowered = driver::lower_tangle_lines_at_calls(unit, analysis).map_err(runtime_error)?;
    let most = shapes.threads.iter().map(|d| d.count()).max().unwrap_or(1);
    let args: runtime::launch::Args = [
        (
            "out".to_string(),
            serde_json::json!({ "type": "i32", "len": most * frontend::generate::SLOTS as u64 }),
        ),
        ("n".to_string(), serde_json::json!(3)),
    ]
    .into_iter()
    .collect();
    let results = driver::check(
        unit,
        analysis,
        &driver::Peer::Ir(&lowered),
        Some("kernel"),
        &runtime::launch::Launch {
            max_steps: shapes.max_steps,
            describe_contexts: false,
            ..Default::default()
        },
        false,
        &shapes.threads,
        &shapes.warp_sizes,
        &args,
    )
    .map_err(runtime_error)?;
    for r in &results {
        // Errors first: a runaway loop (e.g. a shrink step that deleted a
        // counter update) stops the engines at different points, which is
        // not a disagreement about convergence.
        for out in [&r.source, &r.peer] {
            if let Some(e) = out.errors.first() {
                return Err(Finding {
                    kind: "runtime-error",
                    message: format!(
                        "{} engine, {} threads, warp size {}: {e:?}",
                        out.engine, r.threads, r.warp_size
                    ),
                });
            }
        }
        if !r.agrees() {
            let what: Vec<String> = r
                .diffs
                .iter()
                .map(|d| format!("{:?}: {}", d.kind, d.what))
                .collect();
            return Err(Finding {
                kind: "disagreement",
                message: format!(
                    "{} threads, warp size {} ({}):\n{}",
                    r.threads,
                    r.warp_size,
                    lowered.via,
                    what.join("\n")
                ),
            });
        }
    }
    Ok((args, results))
}

/// The source engine under strict convergence, on the launches `results`
/// ran: it must stop with no error the maximal run did not have, and where
/// the program has no implementation-defined point it must communicate
/// exactly as the maximal run (strict only ever splits unrelated tangles).
fn strict_runs_agree(
    unit: &frontend::Unit,
    analysis: &tangles::Analysis,
    args: &runtime::launch::Args,
    results: &[driver::Comparison],
) -> Result<(), Finding> {
    let defined = !analysis.has_implementation_defined();
    let program = runtime::source::Program::new(unit, analysis);
    for r in results {
        let launch = runtime::launch::Launch {
            threads: r.threads,
            warp_size: r.warp_size,
            max_steps: FUZZ_MAX_STEPS,
            convergence: tangles::Convergence::Strict,
            describe_contexts: false,
            ..Default::default()
        };
        let strict = program
            .run(Some("kernel"), &launch, args)
            .map_err(|e| Finding {
                kind: "strict",
                message: e.to_string(),
            })?;
        let at = format!("{} threads, warp size {}", r.threads, r.warp_size);
        if let Some(e) = strict.errors.first() {
            return Err(Finding {
                kind: "strict",
                message: format!("{at}: strict convergence stops: {e:?}"),
            });
        }
        fn events(o: &runtime::trace::RunOutput) -> Vec<(u32, &[u32])> {
            let mut v: Vec<(u32, &[u32])> =
                o.events.iter().map(|e| (e.site, &e.threads[..])).collect();
            v.sort();
            v
        }
        if defined && (events(&strict) != events(&r.source) || strict.buffers != r.source.buffers) {
            return Err(Finding {
                kind: "strict",
                message: format!(
                    "{at}: nothing is implementation-defined, yet strict convergence communicates differently from maximal"
                ),
            });
        }
    }
    Ok(())
}

/// Greedy shrinking: delete lines and whole brace-balanced blocks, and replace
/// `if`/`while` conditions by constants, while the program still fails with the
/// same kind of finding.
pub fn shrink(
    text: &str,
    kind: &str,
    still_fails: &dyn Fn(&str) -> Option<&'static str>,
) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut progress = true;
    while progress {
        progress = false;
        let mut i = 0;
        while i < lines.len() {
            let Some(end) = removable_span(&lines, i) else {
                i += 1;
                continue;
            };
            let candidate: Vec<String> = lines[..i]
                .iter()
                .chain(&lines[end + 1..])
                .cloned()
                .collect();
            if still_fails(&candidate.join("\n")) == Some(kind) {
                lines = candidate;
                progress = true;
            } else {
                i += 1;
            }
        }
        for i in 0..lines.len() {
            for constant in ["0", "1"] {
                let Some(simpler) = with_constant_condition(&lines[i], constant) else {
                    continue;
                };
                let mut candidate = lines.clone();
                candidate[i] = simpler;
                if still_fails(&candidate.join("\n")) == Some(kind) {
                    lines = candidate;
                    progress = true;
                    break;
                }
            }
        }
    }
    lines.join("\n") + "\n"
}

/// The line with the condition of its `if (...)` or `while (...)` replaced by
/// `constant`; `None` when there is none, or it already is a constant.
fn with_constant_condition(line: &str, constant: &str) -> Option<String> {
    let open = ["if (", "while ("]
        .iter()
        .filter_map(|k| line.find(k).map(|at| at + k.len()))
        .min()?;
    let mut depth = 1;
    let close = line[open..].char_indices().find_map(|(k, c)| {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        (depth == 0).then_some(open + k)
    })?;
    let cond = line[open..close].trim();
    (cond != "0" && cond != "1").then(|| format!("{}{constant}{}", &line[..open], &line[close..]))
}

/// The lines `i..=end` form a whole statement: a line without braces, or a
/// line opening a block through the line that closes it.
fn removable_span(lines: &[String], i: usize) -> Option<usize> {
    let line = lines[i].trim();
    if line.is_empty()
        || line.starts_with("/*")
        || line.starts_with("__global__")
        || line.starts_with("__device__")
    {
        return None;
    }
    let opens = line.matches('{').count();
    let closes = line.matches('}').count();
    if opens == closes {
        // `} else {` continues a statement: not removable on its own.
        return (!line.starts_with('}')).then_some(i);
    }
    if opens > closes && !line.starts_with('}') {
        let mut depth = 0i64;
        for (j, l) in lines.iter().enumerate().skip(i) {
            depth += l.matches('{').count() as i64 - l.matches('}').count() as i64;
            if depth <= 0 {
                // Do not split an if/else chain: the block must end the statement.
                let next = lines.get(j + 1).map(|n| n.trim()).unwrap_or("");
                return (!next.starts_with("else") && !l.trim().starts_with("} else")).then_some(j);
            }
        }
    }
    None
}

pub fn run(settings: &Settings) -> std::io::Result<Summary> {
    let start = Instant::now();
    let bar = ProgressBar::new(settings.count);
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{elapsed_precise}] {wide_bar} {pos}/{len} programs ({per_sec}) {msg}",
        )
        .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let next = AtomicU64::new(0);
    let findings: Mutex<Vec<(u64, Finding, String)>> = Mutex::new(Vec::new());
    let mut shapes = settings.shapes();
    // Written once for the whole run (each compile writes its own without it).
    shapes.frontend.headers = frontend::headers::HeaderDir::new().ok().map(Arc::new);
    std::thread::scope(|scope| {
        for _ in 0..settings.jobs.max(1) {
            let job = || {
                #[cfg(unix)]
                crate::own_arena();
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= settings.count {
                        break;
                    }
                    let seed = settings.seed.wrapping_add(k);
                    let text = generate(seed, &settings.config);
                    if let Err(finding) = check_program(&text, &shapes) {
                        let mut all = findings.lock().unwrap_or_else(|e| e.into_inner());
                        all.push((seed, finding, text));
                        bar.set_message(format!("{} findings", all.len()));
                    }
                    bar.inc(1);
                }
            };
            // A job compiles on its own thread: see `frontend::spawn_scoped`.
            frontend::spawn_scoped(scope, job)?;
        }
        Ok::<_, std::io::Error>(())
    })?;
    bar.finish_and_clear();
    let mut findings = findings.into_inner().unwrap_or_else(|e| e.into_inner());
    findings.sort_by_key(|f| f.0);
    let mut summary = Summary {
        programs: settings.count,
        findings: BTreeMap::new(),
        seconds: start.elapsed().as_secs_f64(),
        written: Vec::new(),
    };
    for (seed, finding, text) in findings {
        *summary.findings.entry(finding.kind).or_default() += 1;
        let (shrunk, shrunk_finding) = if settings.shrink {
            let mut shapes = settings.shapes();
            if finding.kind != "runtime-error" {
                shapes.max_steps = SHRINK_MAX_STEPS;
            }
            let shapes = failing_shape(&text, finding.kind, &shapes);
            let shrunk = shrink(&text, finding.kind, &|t| {
                check_program(t, &shapes).err().map(|f| f.kind)
            });
            // The shrunk program's own failure: its sites and lines.
            let again = check_program(&shrunk, &shapes).err();
            (shrunk, again.unwrap_or_else(|| finding.clone()))
        } else {
            (text.clone(), finding.clone())
        };
        summary.written.push(write_finding(
            settings,
            seed,
            (&finding, &text),
            (&shrunk_finding, &shrunk),
        )?);
    }
    Ok(summary)
}

/// The first single launch shape that still fails with `kind`: shrinking
/// runs one shape per candidate instead of all of them.
fn failing_shape(text: &str, kind: &str, all: &Shapes) -> Shapes {
    for &threads in &all.threads {
        for &warp in &all.warp_sizes {
            let one = Shapes {
                threads: vec![threads],
                warp_sizes: vec![warp],
                max_steps: all.max_steps,
                opt_level: all.opt_level,
                strict: all.strict,
                frontend: all.frontend.clone(),
            };
            if check_program(text, &one).err().map(|f| f.kind) == Some(kind) {
                return one;
            }
        }
    }
    all.clone()
}

/// Writes the shrunk program and the original beside it. The description
/// goes after the program so that the lines the failure names are the
/// file's own.
fn write_finding(
    settings: &Settings,
    seed: u64,
    original: (&Finding, &str),
    shrunk: (&Finding, &str),
) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(&settings.out)?;
    let name = format!("{}-{seed}", original.0.kind);
    let mut command = format!(
        "tangle fuzz --seed {seed} --count 1 --features {} --max-depth {}",
        settings.features, settings.config.max_depth
    );
    if settings.opt_level > 0 {
        command.push_str(&format!(" --opt-level {}", settings.opt_level));
    }
    if settings.strict {
        command.push_str(" --convergence strict");
    }
    let describe = |finding: &Finding, what: &str| {
        format!(
            "/* tangle fuzz finding ({what}): {}\n * seed: {seed}\n * reproduce: {command}\n * {}\n */\n",
            finding.kind,
            finding.message.replace("*/", "* /").replace('\n', "\n * ")
        )
    };
    let path = settings.out.join(format!("{name}.cu"));
    std::fs::write(
        &path,
        format!("{}{}", shrunk.1, describe(shrunk.0, "shrunk")),
    )?;
    std::fs::write(
        settings.out.join(format!("{name}.original.cu")),
        format!("{}{}", original.1, describe(original.0, "as generated")),
    )?;
    Ok(path)
}

impl Settings {
    pub fn shapes(&self) -> Shapes {
        Shapes {
            threads: self.threads.clone(),
            warp_sizes: self.warp_sizes.clone(),
            max_steps: FUZZ_MAX_STEPS,
            opt_level: self.opt_level,
            strict: self.strict,
            frontend: Options::default(),
        }
    }
}

/// The generator's settings for a feature list and a nesting depth, as
/// `tangle fuzz` and `tangle generate` take them (so both make the same
/// program from a seed).
pub fn config(features: &str, max_depth: u32) -> Result<Config, String> {
    Ok(Config {
        features: Features::parse(features)?,
        max_depth: max_depth.clamp(1, 12),
        max_block: 4,
    })
}

#[allow(clippy::too_many_arguments)]
pub fn settings_from(
    seed: u64,
    count: u64,
    max_depth: u32,
    features: &str,
    out: &Path,
    jobs: Option<usize>,
    shrink: bool,
    threads: Vec<Dim3>,
    warp_sizes: Vec<u32>,
    opt_level: u8,
    strict: bool,
) -> Result<Settings, String> {
    Ok(Settings {
        seed,
        count,
        threads,
        warp_sizes,
        config: config(features, max_depth)?,
        features: features.to_string(),
        out: out.to_path_buf(),
        jobs: jobs.unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1)
        }),
        shrink,
        opt_level,
        strict,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shared arena is 0 (`narenas:1`); a job's is another.
    #[cfg(unix)]
    #[test]
    fn a_job_allocates_from_an_arena_of_its_own() {
        // SAFETY: `thread.arena` reads an `unsigned`.
        let arena = || unsafe { tikv_jemalloc_ctl::raw::read::<u32>(b"thread.arena\0") };
        assert_eq!(arena().ok(), Some(0));
        let job = std::thread::spawn(move || {
            crate::own_arena();
            arena().ok()
        });
        let own = job.join().expect("no panic");
        assert!(matches!(own, Some(a) if a > 0), "{own:?}");
    }

    #[test]
    fn shrinking_keeps_the_failure_and_removes_the_rest() {
        // A stand-in failure: the program compiles and still contains a
        // ballot (a real finding kind also implies the program compiles).
        let fails = |t: &str| {
            let unit = frontend::compile(
                &Input::Text {
                    name: "s.cu".into(),
                    text: t.into(),
                },
                &Options::default(),
            );
            (!unit.has_errors() && t.contains("__ballot_sync")).then_some("invariant")
        };
        let text = (0..50)
            .map(|seed| generate(seed, &Config::default()))
            .find(|t| fails(t).is_some())
            .expect("some generated program has a ballot");
        let small = shrink(&text, "invariant", &fails);
        assert!(small.contains("__ballot_sync"));
        assert!(small.lines().count() < text.lines().count() / 2, "{small}");
        // Still a program the frontend accepts.
        let unit = frontend::compile(
            &Input::Text {
                name: "s.cu".into(),
                text: small.clone(),
            },
            &Options::default(),
        );
        assert!(!unit.has_errors(), "{small}");
    }

    #[test]
    fn conditions_become_constants() {
        assert_eq!(
            with_constant_condition("  if ((t & 2) != 0) goto skip21;", "0").as_deref(),
            Some("  if (0) goto skip21;")
        );
        assert_eq!(
            with_constant_condition("} while (f(x) > 0 && (y));", "1").as_deref(),
            Some("} while (1);")
        );
        assert_eq!(with_constant_condition("  if (1) {", "0"), None);
        assert_eq!(with_constant_condition("  x = 1;", "0"), None);
        // An unbalanced line (a condition spanning lines) is left alone.
        assert_eq!(with_constant_condition("  if ((a &&", "0"), None);
    }

    #[test]
    fn a_finding_file_keeps_the_programs_lines_and_says_how_to_reproduce_it() {
        let dir = tempfile::tempdir().unwrap();
        let settings = Settings {
            seed: 7,
            count: 1,
            config: Config::default(),
            threads: vec![37.into()],
            warp_sizes: vec![8],
            features: "all".into(),
            out: dir.path().to_path_buf(),
            jobs: 1,
            shrink: true,
            opt_level: 0,
            strict: false,
        };
        let found = |message: &str| Finding {
            kind: "disagreement",
            message: message.into(),
        };
        let path = write_finding(
            &settings,
            7,
            (&found("`__activemask` at 9:3"), "a\nb\n"),
            (&found("`__activemask` at 2:3"), "b\n"),
        )
        .unwrap();
        assert_eq!(path, dir.path().join("disagreement-7.cu"));
        let shrunk = std::fs::read_to_string(&path).unwrap();
        assert_eq!(
            shrunk,
            "b\n/* tangle fuzz finding (shrunk): disagreement\n * seed: 7\n \
             * reproduce: tangle fuzz --seed 7 --count 1 --features all --max-depth 4\n \
             * `__activemask` at 2:3\n */\n"
        );
        let original =
            std::fs::read_to_string(dir.path().join("disagreement-7.original.cu")).unwrap();
        assert!(original.starts_with("a\nb\n/* tangle fuzz finding (as generated)"));
        assert!(original.contains("at 9:3"));
    }

    /// Every stage on `text` at one launch shape, within the fuzzer's step budget.
    fn check_in_budget(text: &str, threads: u32, warp_size: u32) -> Result<(), Finding> {
        let shapes = Shapes {
            threads: vec![threads.into()],
            warp_sizes: vec![warp_size],
            max_steps: FUZZ_MAX_STEPS,
            opt_level: 0,
            strict: false,
            frontend: Options::default(),
        };
        check_program(text, &shapes)
    }

    #[test]
    fn five_nested_goto_cycles_fit_the_step_budget() {
        // Long-run finding: 300,000 steps per thread, over the first budget.
        let text = generate(1_014_325, &Config::default());
        assert_eq!(check_in_budget(&text, 37, 4), Ok(()));
    }

    #[test]
    fn goto_cycles_around_elect_loops_fit_the_step_budget() {
        // Long-run finding: over 3 million steps for one thread of the IR engine.
        let text = generate(700_808, &config("all", 4).expect("features"));
        assert_eq!(check_in_budget(&text, 70, 32), Ok(()));
    }

    fn compiled(text: &str) -> (frontend::Unit, tangles::Analysis) {
        let unit = frontend::compile(
            &Input::Text {
                name: "fuzz.cu".into(),
                text: text.into(),
            },
            &Options::default(),
        );
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        (unit, analysis)
    }

    #[test]
    fn the_optimised_module_runs_as_the_unoptimised_one() {
        // Seed 68 inlines a `noconvergent` helper's anchor into a loop at -O3,
        // which the IR engine once ran into a deadlock.
        let shapes = Shapes {
            threads: vec![37.into()],
            warp_sizes: vec![4],
            max_steps: FUZZ_MAX_STEPS,
            opt_level: 3,
            strict: false,
            frontend: Options::default(),
        };
        let structured = config("structured", 4).expect("a feature list");
        assert_eq!(check_program(&generate(68, &structured), &shapes), Ok(()));
        // Another program's optimised module is a finding (compared strictly:
        // seed 1 has no implementation-defined convergence).
        let (unit, analysis) = compiled(&generate(1, &structured));
        assert!(analysis.functions.values().all(|f| f
            .implementation_defined
            .values()
            .next()
            .is_none()));
        let (args, results) = engines_agree(&unit, &analysis, &shapes).expect("the engines agree");
        let (other, other_analysis) = compiled(&generate(2, &structured));
        let ir = optimized(&other, &other_analysis, 3).expect("optimised");
        let finding = optimized_runs_agree(&unit, &analysis, &ir, &shapes, &args, &results)
            .expect_err("another program runs otherwise");
        assert_eq!(
            finding.kind, "optimized-disagreement",
            "{}",
            finding.message
        );
    }

    #[test]
    fn generated_programs_pass_every_stage() {
        for seed in 0..20 {
            let text = generate(seed, &Config::default());
            let shapes = Shapes {
                threads: vec![37.into()],
                warp_sizes: vec![8],
                max_steps: FUZZ_MAX_STEPS,
                opt_level: 0,
                strict: seed % 2 == 0,
                frontend: Options::default(),
            };
            assert_eq!(check_program(&text, &shapes), Ok(()), "seed {seed}");
        }
    }
}
