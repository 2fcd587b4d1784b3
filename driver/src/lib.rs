//! `tangle check`: runs the source engine and the IR engine on the same
//! launch and compares final buffers and the multiset of events (site,
//! threads). Against the GPU engine, which cannot observe events, only
//! buffers and errors are compared.
//!
//! Where tangles says a call's convergence is implementation-defined, the
//! engines may group threads differently and both be right: a difference at
//! such a site is *allowed*, and differences elsewhere after it (other
//! results, other branches, other buffers) are reported as following from
//! it, not as failures. A difference the IR cannot avoid (token-free IR
//! merging the iterations of a divergent loop exit) is still a
//! disagreement, but says so.
//!
//! The IR comes from [`lower`]: until the lowering crate lands on main, that
//! is Clang 22's IR for the file (with convergence tokens when Clang's
//! lexical token scheme produces valid IR, i.e. for structured code;
//! otherwise its token-free IR, which the IR engine runs by cycle headers).
//! Wiring the lowering in is a change to [`lower`] alone.

#![warn(missing_docs)]

use frontend::Unit;
use runtime::gpu;
use runtime::ir;
use runtime::launch::{self, Dim3, Launch};
use runtime::trace::{RunDocument, RunOutput, Site, SiteKey, DISTINCT_CAP};
use runtime::Failure;
use rustc_hash::FxHashMap;
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use tangles::Analysis;
use tangles::Convergence;

/// IR for a C file, and how it was obtained.
pub struct Lowered {
    /// The IR, read for the IR engine.
    pub module: ir::Module,
    /// For reports: "Clang 22 (convergence tokens)".
    pub via: String,
}

/// The clang used for IR, and the flags that make its IR follow the IR
/// engine's conventions: a logical SPIR-V triple (Clang emits convergence
/// tokens only for it), no LLVM passes, line tables for `!dbg` sites.
pub const CLANG: &str = "clang-22";

/// The triple for which Clang 22 emits convergence tokens (a logical SPIR-V one); its IR is
/// what the IR engine reads, whatever the triple says.
pub const TOKEN_TRIPLE: &str = "spirv-unknown-vulkan1.3-compute";

/// Clang 22 compiling one C file to LLVM IR as the IR engine reads it: for `triple`, no
/// LLVM passes, the CUDA attributes Clang does not know left alone, and `prelude` included
/// first. The one place Clang's command line is written; callers add their flags, `-o` and
/// the input.
pub fn clang_command(triple: &str, prelude: &Path) -> Command {
    let mut cmd = Command::new(CLANG);
    cmd.args(["-cc1", "-triple", triple, "-x", "c", "-emit-llvm"])
        .args(["-disable-llvm-passes", "-Wno-unknown-attributes"])
        .arg("-include")
        .arg(prelude);
    cmd
}

/// The prelude as Clang must see it: `__shared__` becomes a per-block global
/// in address space 3 (the frontend reads the attribute; Clang ignores it);
/// `extern __shared__`, which `static` contradicts, is spelled `extern _dynshmem_` in
/// the copy of the file Clang reads (see [`clang_source`]); kernels are `used`, so
/// that Clang keeps a `static` one nothing calls.
const SHIM: &str = "#include \"tangle.h\"\n#undef __shared__\n\
    #define __shared__ static __attribute__((address_space(3)))\n\
    #define _dynshmem_ __attribute__((address_space(3)))\n\
    #define TANGLE_DYNAMIC_SHARED _dynshmem_\n\
    #undef __global__\n#define __global__ __attribute__((tangle_global, used))\n";

/// The file as Clang reads it: `extern __shared__` respelled `extern _dynshmem_` (the
/// same length, so columns stay), after a `#line` that keeps the file's name and lines.
/// `None` when the file needs no change.
fn clang_source(file: &Path) -> Option<String> {
    let text = std::fs::read_to_string(file).ok()?;
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    let mut changed = false;
    while let Some(at) = rest.find("extern") {
        let after = &rest[at + "extern".len()..];
        let gap = after.len() - after.trim_start().len();
        let word_start = at == 0
            || !rest[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
        if word_start && gap > 0 && after[gap..].starts_with("__shared__") {
            out.push_str(&rest[..at + "extern".len() + gap]);
            out.push_str("_dynshmem_");
            rest = &after[gap + "__shared__".len()..];
            changed = true;
        } else {
            out.push_str(&rest[..at + "extern".len()]);
            rest = after;
        }
    }
    out.push_str(rest);
    changed.then(|| format!("#line 1 \"{}\"\n{out}", file.display()))
}

/// The C library headers device code includes, for Clang. `clang -cc1` for a GPU triple has
/// no C library (glibc's headers are for the host), and device code needs nothing from
/// these beyond what the prelude declares (`printf`, the math functions) and a few macros.
/// Clang's own freestanding headers (`stddef.h`, `stdint.h`, `limits.h`, ...) come from
/// its resource directory.
const CLANG_LIBC: &[(&str, &str)] = &[
    ("stdio.h", "/* The prelude declares printf. */\n"),
    // tangle refuses `assert` in device code, so only host code can use this one.
    ("assert.h", "#define assert(e) ((void)0)\n"),
    ("stdlib.h", "#include <stddef.h>\n"),
    ("string.h", "#include <stddef.h>\n"),
    // Clang's own stdint.h and limits.h defer to the C library's when hosted.
    (
        "stdint.h",
        "typedef __INT8_TYPE__ int8_t;\ntypedef __INT16_TYPE__ int16_t;\n\
         typedef __INT32_TYPE__ int32_t;\ntypedef __INT64_TYPE__ int64_t;\n\
         typedef __UINT8_TYPE__ uint8_t;\ntypedef __UINT16_TYPE__ uint16_t;\n\
         typedef __UINT32_TYPE__ uint32_t;\ntypedef __UINT64_TYPE__ uint64_t;\n\
         typedef __INTPTR_TYPE__ intptr_t;\ntypedef __UINTPTR_TYPE__ uintptr_t;\n\
         #define INT32_MAX __INT32_MAX__\n#define INT32_MIN (-__INT32_MAX__ - 1)\n\
         #define UINT32_MAX __UINT32_MAX__\n#define INT64_MAX __INT64_MAX__\n\
         #define UINT64_MAX __UINT64_MAX__\n",
    ),
    (
        "limits.h",
        "#define CHAR_BIT __CHAR_BIT__\n#define INT_MAX __INT_MAX__\n\
         #define INT_MIN (-__INT_MAX__ - 1)\n#define UINT_MAX (__INT_MAX__ * 2U + 1U)\n\
         #define LONG_MAX __LONG_MAX__\n#define LONG_MIN (-__LONG_MAX__ - 1L)\n\
         #define ULONG_MAX (__LONG_MAX__ * 2UL + 1UL)\n#define LLONG_MAX __LONG_LONG_MAX__\n\
         #define SHRT_MAX __SHRT_MAX__\n#define SCHAR_MAX __SCHAR_MAX__\n",
    ),
    (
        "math.h",
        "/* The prelude declares the functions and defines INFINITY and NAN. */\n",
    ),
];

/// Clang's own headers (`<resource dir>/include`): `clang-22 -print-resource-dir`, asked
/// once.
fn clang_resource_include() -> PathBuf {
    static DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        Command::new(CLANG)
            .arg("-print-resource-dir")
            .output()
            .ok()
            .and_then(|o| String::from_utf8(o.stdout).ok())
            .map(|dir| PathBuf::from(dir.trim()).join("include"))
            .unwrap_or_default()
    })
    .clone()
}

/// IR from tangle's own lowering: convergence tokens for every construct, as
/// the tangle engine decided them. What `tangle check` compares by default.
/// With `-g`, so that every load and store has its line (for run-time errors
/// and the race check), as Clang's line tables give them.
pub fn lower_tangle(unit: &Unit, analysis: &Analysis) -> Result<Lowered, Failure> {
    lower_tangle_in_memory(unit, analysis, true)
}

/// [`lower_tangle`] without `-g`: only calls have lines, which is what the engines'
/// comparison reads (each communication's site); a run-time error on the IR engine
/// then names no line. `tangle fuzz` lowers so: a line on every instruction was 4% of
/// its instructions (its `--opt-level` stage still lowers with `-g`).
pub fn lower_tangle_lines_at_calls(unit: &Unit, analysis: &Analysis) -> Result<Lowered, Failure> {
    lower_tangle_in_memory(unit, analysis, false)
}

fn lower_tangle_in_memory(
    unit: &Unit,
    analysis: &Analysis,
    debug: bool,
) -> Result<Lowered, Failure> {
    // The engine reads the module in memory: printing and parsing it again was
    // a tenth of the fuzzer's time, and naming its values 2%.
    let options = lowering::Options {
        debug,
        few_names: true,
        ..lowering::Options::default()
    };
    let module = lowering::lower_then(unit, analysis, &options, ir::read::read_llvm)
        .map_err(|e| Failure::Internal(format!("lowering `{}`: {e}", unit.name)))?
        // tangle's own IR that the engine cannot read is tangle's bug.
        .map_err(|e| match e {
            Failure::Input(m) => Failure::Internal(m),
            internal => internal,
        })?;
    Ok(Lowered {
        module,
        via: "tangle lower (convergence tokens)".into(),
    })
}

/// Lowers `file` to IR with Clang 22 (the peer frontend under test).
pub fn lower(file: &Path, options: &frontend::Options) -> Result<Lowered, Failure> {
    let (bytes, via) = clang_ir(file, options)?;
    let module = ir::read::read(&file.display().to_string(), &bytes)?;
    Ok(Lowered { module, via })
}

/// Clang 22's IR for `file` (text), and how it was made: with convergence
/// tokens when Clang's token IR passes the verifier, else without tokens.
pub fn clang_ir(file: &Path, options: &frontend::Options) -> Result<(Vec<u8>, String), Failure> {
    let dir = tempfile::tempdir()
        .map_err(|e| Failure::Internal(format!("a temporary directory: {e}")))?;
    let shim = dir.path().join("shim.h");
    let libc = dir.path().join("libc");
    let headers = frontend::headers::install(dir.path())
        .and_then(|headers| std::fs::write(&shim, SHIM).map(|_| headers))
        .and_then(|headers| {
            std::fs::create_dir_all(&libc)?;
            for (name, text) in CLANG_LIBC {
                std::fs::write(libc.join(name), text)?;
            }
            Ok(headers)
        })
        .map_err(|e| Failure::Internal(format!("writing the prelude: {e}")))?;
    let out = dir.path().join("out.ll");
    // The respelled copy, when there is one; its own directory's headers stay in reach.
    let source = match clang_source(file) {
        Some(text) => {
            let copy = dir.path().join("source.c");
            std::fs::write(&copy, text)
                .map_err(|e| Failure::Internal(format!("writing the source for Clang: {e}")))?;
            copy
        }
        None => file.to_path_buf(),
    };
    let file_dir = file.parent().map(Path::to_path_buf).unwrap_or_default();
    let attempt = |triple: &str| -> Result<Result<Vec<u8>, String>, Failure> {
        let mut cmd = clang_command(triple, &shim);
        cmd.arg("-Wno-ignored-attributes")
            .arg("-debug-info-kind=line-tables-only")
            .arg("-I")
            .arg(&headers.include_dir)
            .arg("-I")
            .arg(&libc)
            .arg("-internal-isystem")
            .arg(clang_resource_include());
        for d in &options.defines {
            cmd.arg(format!("-D{d}"));
        }
        for i in &options.include_dirs {
            cmd.arg("-I").arg(i);
        }
        if !file_dir.as_os_str().is_empty() {
            cmd.arg("-iquote").arg(&file_dir);
        }
        cmd.arg("-o").arg(&out).arg(&source);
        let output = cmd.output().map_err(|e| {
            Failure::Input(format!(
                "cannot run {CLANG} (needed for IR until the lowering lands): {e}"
            ))
        })?;
        if output.status.success() {
            let bytes = std::fs::read(&out)
                .map_err(|e| Failure::Internal(format!("reading clang's IR: {e}")))?;
            Ok(Ok(bytes))
        } else {
            Ok(Err(String::from_utf8_lossy(&output.stderr)
                .trim()
                .to_string()))
        }
    };
    let name = file.display().to_string();
    match attempt(TOKEN_TRIPLE)? {
        Ok(bytes) => Ok((bytes, format!("{CLANG} IR with convergence tokens"))),
        Err(token_error) => match attempt("nvptx64-nvidia-cuda")? {
            Ok(bytes) => {
                let why = token_error.lines().next().unwrap_or_default().to_string();
                Ok((
                    bytes,
                    format!(
                        "{CLANG} IR without tokens (its token IR for this file fails LLVM's verifier: {why})"
                    ),
                ))
            }
            Err(e) => Err(Failure::Input(format!(
                "{CLANG} cannot compile {name}:\n{e}"
            ))),
        },
    }
}

/// `base` with every block shape of `threads` and every warp size, in that order.
fn launches<'a>(
    threads: &'a [Dim3],
    warp_sizes: &'a [u32],
    base: &'a Launch,
) -> impl Iterator<Item = Launch> + 'a {
    threads.iter().flat_map(move |&n| {
        warp_sizes.iter().map(move |&w| Launch {
            threads: n,
            warp_size: w,
            ..*base
        })
    })
}

/// How a difference between the engines counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum DiffKind {
    /// The engines disagree.
    Failure,
    /// Implementation-defined convergence: both sides are allowed.
    Allowed,
    /// Elsewhere, after an allowed difference: the executions may diverge
    /// legitimately from there on (different data, different branches).
    Downstream,
    /// The IR cannot say what the source says: token-free IR converges the
    /// iterations of a divergent loop exit (LLVM's implicit convergence),
    /// which the source rules keep apart. A disagreement, explained.
    IrLimitation,
    /// Against a GPU: float values within a relative [`FLOAT_ROUNDING`] of
    /// each other. The device's math library and the order of its float
    /// atomics round differently; that is not convergence.
    FloatRounding,
}

/// How far apart (relative) a GPU's float results may be from the source
/// engine's and still agree.
pub const FLOAT_ROUNDING: f64 = 1e-5;

/// One difference between the engines.
#[derive(Debug, Clone, PartialEq)]
pub struct Diff {
    /// What differs, in words.
    pub what: String,
    /// How it counts.
    pub kind: DiffKind,
}

/// The engine the source engine is checked against.
pub enum Peer<'a> {
    /// The IR engine on lowered IR: events, buffers and errors compared.
    Ir(&'a Lowered),
    /// A GPU running PTX: buffers and errors only.
    Gpu {
        /// The GPU.
        device: &'a gpu::Device,
        /// The module the driver compiles and runs.
        ptx: &'a [u8],
        /// Where the PTX came from, for reports.
        via: String,
    },
}

impl Peer<'_> {
    fn against(&self) -> Against {
        match self {
            Peer::Ir(_) => Against::Ir,
            Peer::Gpu { .. } => Against::Gpu,
        }
    }

    /// For reports: what the peer runs.
    pub fn via(&self) -> String {
        match self {
            Peer::Ir(l) => l.via.clone(),
            Peer::Gpu { device, via, .. } => format!("{} ({via})", device.describe()),
        }
    }
}

/// What the source run is compared with, which decides what can be compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Against {
    /// Everything the source engine observes.
    Ir,
    /// Buffers and errors: hardware shows no events.
    Gpu,
}

impl Against {
    fn label(self) -> &'static str {
        match self {
            Against::Ir => "IR",
            Against::Gpu => "GPU",
        }
    }
}

/// One launch of `check`: both runs and their differences.
#[derive(Debug)]
pub struct Comparison {
    /// The block's shape.
    pub threads: Dim3,
    /// Threads per warp.
    pub warp_size: u32,
    /// The source engine's run (the first file's, for two IR files).
    pub source: RunOutput,
    /// The run of the peer engine.
    pub peer: RunOutput,
    /// What differs, each classified.
    pub diffs: Vec<Diff>,
    /// The source run's convergence: the launch's, or strict where the peer
    /// agreed with that instead of maximal (`check`'s `either`).
    pub convergence: Convergence,
}

impl Comparison {
    /// No difference is a failure (allowed, downstream and float-rounding ones are not).
    pub fn agrees(&self) -> bool {
        self.diffs.iter().all(|d| {
            matches!(
                d.kind,
                DiffKind::Allowed | DiffKind::Downstream | DiffKind::FloatRounding
            )
        })
    }
}

fn site_text(k: &SiteKey, callee: &str) -> String {
    match (k.line, k.col) {
        (Some(l), Some(c)) => format!("`{callee}` at {l}:{c}"),
        _ => format!(
            "`{callee}` in `{}` (convergent call #{})",
            k.function,
            k.ordinal.unwrap_or_default()
        ),
    }
}

/// What the static side knows about the convergent calls being compared.
#[derive(Debug, Default)]
pub struct SiteFacts {
    /// Calls (line, column) whose convergence tangles calls implementation-defined.
    pub impl_defined: BTreeSet<(u32, u32)>,
    /// Calls whose token is a cycle's (per iteration).
    pub per_iteration: BTreeSet<(u32, u32)>,
    /// Functions of the IR without convergence tokens.
    pub tokenless: BTreeSet<String>,
}

impl SiteFacts {
    /// The facts for `ir`, lowered from `unit` (call sites matched by line and column).
    pub fn new(unit: &Unit, analysis: &Analysis, ir: &ir::Module) -> SiteFacts {
        let mut facts = SiteFacts::default();
        for (id, ft) in analysis.functions.iter() {
            let f = &unit.program.functions[id];
            for c in &ft.calls {
                let lc = unit.line_col(f.exprs[c.expr].span);
                if c.implementation_defined.is_some() {
                    facts.impl_defined.insert((lc.line, lc.col));
                }
                if c.cycle.is_some() {
                    facts.per_iteration.insert((lc.line, lc.col));
                }
            }
        }
        facts.tokenless = ir
            .funcs
            .iter()
            .filter(|f| !f.controlled)
            .map(|f| f.name.clone())
            .collect();
        facts
    }
}

/// How many times each thread appears in a site's events.
fn thread_counts(es: &[Group]) -> BTreeMap<u32, u32> {
    let mut c: BTreeMap<u32, u32> = BTreeMap::new();
    for &(t, _) in es.iter().flatten() {
        *c.entry(t).or_default() += 1;
    }
    c
}

/// A group as text: its threads, and which of their executions of the site
/// it was (`@2`: the second), when that is the same for all.
fn group_text(g: &Group) -> String {
    let threads: Vec<u32> = g.iter().map(|m| m.0).collect();
    let set = runtime::sched::ranges(&threads);
    match g.first() {
        Some(&(_, k)) if g.iter().all(|m| m.1 == k) => format!("{{{set}}}@{}", k + 1),
        _ => format!(
            "{{{}}}",
            g.iter()
                .map(|(t, k)| format!("{t}@{}", k + 1))
                .collect::<Vec<_>>()
                .join(",")
        ),
    }
}

/// The groups of `x` not matched in `y`, as text (the first [`SHOWN_GROUPS`]).
fn only(x: &[Group], y: &[Group]) -> String {
    let mut rest = y.to_vec();
    let mut out = Vec::new();
    let mut more = 0;
    for s in x {
        match rest.iter().position(|r| r == s) {
            Some(i) => {
                rest.remove(i);
            }
            None if out.len() < SHOWN_GROUPS => out.push(group_text(s)),
            None => more += 1,
        }
    }
    if more > 0 {
        out.push(format!("... and {more} more"));
    }
    if out.is_empty() {
        "none".into()
    } else {
        out.join(" ")
    }
}

/// Differing groups shown per site: a runaway loop differs in every iteration.
const SHOWN_GROUPS: usize = 32;

/// A site class's events in all, listed or counted ([`runtime::trace::Tally`]s summed).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
struct Totals {
    events: u64,
    executions: u64,
    digest: u64,
    /// Distinct thread sets, summed over the class's sites.
    distinct: usize,
    /// Every event is listed, so groups can be compared one by one.
    complete: bool,
}

fn totals(r: &RunOutput, sides: Sides) -> BTreeMap<SiteKey, Totals> {
    let mut m: BTreeMap<SiteKey, Totals> = BTreeMap::new();
    for (s, t) in r.sites.iter().zip(&r.tallies) {
        if t.events == 0 {
            continue;
        }
        let x = m.entry(sides.key(s)).or_insert_with(|| Totals {
            complete: true,
            ..Totals::default()
        });
        x.events += t.events;
        x.executions += t.executions;
        x.digest = x.digest.wrapping_add(t.digest);
        x.distinct += t.distinct;
        x.complete &= t.events == t.listed;
    }
    m
}

fn totals_text(t: &Totals) -> String {
    format!(
        "{} event{} ({} thread execution{}, {}{} distinct thread set{})",
        t.events,
        if t.events == 1 { "" } else { "s" },
        t.executions,
        if t.executions == 1 { "" } else { "s" },
        if t.distinct >= DISTINCT_CAP {
            "at least "
        } else {
            ""
        },
        t.distinct,
        if t.distinct == 1 { "" } else { "s" },
    )
}

fn explain(kind: DiffKind) -> &'static str {
    match kind {
        DiffKind::Allowed => {
            " (implementation-defined convergence: the spec allows both groupings)"
        }
        DiffKind::Downstream => {
            " (follows from an implementation-defined difference: the runs may part ways after it)"
        }
        DiffKind::IrLimitation => {
            " (the IR has no convergence tokens: LLVM's implicit convergence merges iterations that \
             leave a loop divergently, which the source rules keep apart; IR with tokens can say it)"
        }
        DiffKind::FloatRounding => {
            " (within float rounding: the GPU's math library and the order of its float atomics \
             round differently)"
        }
        DiffKind::Failure => "",
    }
}

/// Whether grouping `coarse` only merges whole groups of `fine`.
fn coarsens(fine: &[Group], coarse: &[Group]) -> bool {
    fine.iter().all(|g| {
        coarse
            .iter()
            .any(|c| g.iter().all(|m| c.binary_search(m).is_ok()))
    })
}

/// An event as compared: each member with how many times it had executed
/// the site before (so equal sets in different iterations differ).
type Group = Vec<(u32, u32)>;

/// How the two runs compared are named in differences, and whether their
/// events can be compared.
#[derive(Debug, Clone, Copy)]
struct Sides<'a> {
    /// `source engine`, `IR engine`, or a file's name.
    a: &'a str,
    b: &'a str,
    /// With the article where a sentence needs one.
    the_a: &'a str,
    the_b: &'a str,
    /// For `(source vs IR)`.
    short_a: &'a str,
    short_b: &'a str,
    events: bool,
    matching: Matching,
    /// Float buffers that differ only by rounding agree (against a GPU).
    float_rounding: bool,
}

/// How sites of the two runs are paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Matching {
    /// By [`Site::key`]: the source engine and IR of the same file.
    Key,
    /// By location alone where there is one, whatever function holds the
    /// call (an IR pass may inline it into its caller).
    Location,
    /// By function and position among its convergent calls: one of two IR
    /// files has no locations.
    Position,
}

impl Sides<'_> {
    fn key(&self, s: &Site) -> SiteKey {
        self.key_ref(s).to_owned_key()
    }

    /// [`Self::key`], borrowing the function's name from the site.
    fn key_ref<'s>(&self, s: &'s Site) -> SiteKey<&'s str> {
        let mut k = s.key_ref();
        match self.matching {
            Matching::Key => {}
            Matching::Location if k.line.is_some() => k.function = "",
            Matching::Location => {}
            Matching::Position => {
                (k.line, k.col, k.ordinal) = (None, None, Some(s.ordinal));
            }
        }
        k
    }
}

/// Two IR files' sites are matched by location unless one file has none.
fn ir_matching(x: &RunOutput, y: &RunOutput) -> Matching {
    let none = |r: &RunOutput| !r.sites.is_empty() && r.sites.iter().all(|s| s.line.is_none());
    if none(x) || none(y) {
        Matching::Position
    } else {
        Matching::Location
    }
}

const SOURCE_IR: Sides = Sides {
    a: "source engine",
    b: "IR engine",
    the_a: "the source engine",
    the_b: "the IR engine",
    short_a: "source",
    short_b: "IR",
    events: true,
    matching: Matching::Key,
    float_rounding: false,
};

/// Compares two runs of the same launch.
pub fn compare(source: &RunOutput, ir: &RunOutput, facts: &SiteFacts) -> Vec<Diff> {
    compare_runs(source, ir, facts, SOURCE_IR)
}

/// Compares a source run with a GPU run of the same launch: buffers (when
/// neither stopped with an error) and the kinds of their errors; events
/// cannot be observed on hardware.
pub fn compare_buffers(source: &RunOutput, gpu: &RunOutput) -> Vec<Diff> {
    let sides = Sides {
        b: "GPU engine",
        the_b: "the GPU engine",
        short_b: "GPU",
        events: false,
        float_rounding: true,
        ..SOURCE_IR
    };
    compare_runs(source, gpu, &SiteFacts::default(), sides)
}

/// Compares runs of two IR files (named `a` and `b`) of the same kernel on
/// the IR engine: everything the IR engine observes, sites matched by their
/// `!dbg` locations. With no source, no difference is known to be allowed.
pub fn compare_ir_files(x: &RunOutput, y: &RunOutput, a: &str, b: &str) -> Vec<Diff> {
    let sides = Sides {
        a,
        b,
        the_a: a,
        the_b: b,
        short_a: a,
        short_b: b,
        events: true,
        matching: ir_matching(x, y),
        float_rounding: false,
    };
    compare_runs(x, y, &SiteFacts::default(), sides)
}

/// Whether both runs listed every event and the same ones in the same order (by site key
/// and threads): then every site's groups agree. The engines release groups alike, so a
/// run that agrees mostly agrees this way, and [`event_diffs`] need not sort and count.
fn same_events_in_order(a: &RunOutput, b: &RunOutput, sides: Sides) -> bool {
    let complete = |r: &RunOutput| r.tallies.iter().all(|t| t.events == t.listed);
    if a.events.len() != b.events.len() || !complete(a) || !complete(b) {
        return false;
    }
    let sites = a.sites.iter().chain(b.sites.iter());
    let (class, _) = runtime::trace::site_classes(sites.map(|s| sides.key_ref(s)));
    let (class_a, class_b) = class.split_at(a.sites.len());
    a.events.iter().zip(&b.events).all(|(x, y)| {
        let same_site = match (class_a.get(x.site as usize), class_b.get(y.site as usize)) {
            (Some(p), Some(q)) => p == q,
            _ => false,
        };
        same_site && x.threads == y.threads
    })
}

/// Events site by site: per site, the multiset of thread sets; past `--max-events`, the
/// sites' counts and digests of every event. Each differing site's text and, where the
/// site alone says so, how it counts.
fn event_diffs(
    source: &RunOutput,
    ir: &RunOutput,
    facts: &SiteFacts,
    sides: Sides,
) -> Vec<(String, Option<DiffKind>)> {
    let collect = |r: &RunOutput| {
        // Classes found once here rather than by cloning the key for every thread of
        // every event (which was the fuzzer's most frequent allocation).
        let (class, keys) = runtime::trace::site_classes(r.sites.iter().map(|s| sides.key_ref(s)));
        let keys: Vec<SiteKey> = keys.iter().map(SiteKey::to_owned_key).collect();
        let mut by_class: Vec<Option<(String, Vec<Group>)>> = vec![None; keys.len()];
        let executions = r.events.iter().map(|e| e.threads.len()).sum();
        let mut seen: FxHashMap<(usize, u32), u32> =
            FxHashMap::with_capacity_and_hasher(executions, Default::default());
        for e in &r.events {
            let site = e.site as usize;
            let c = class[site];
            let group: Group = e
                .threads
                .iter()
                .map(|&t| {
                    let n = seen.entry((c, t)).or_default();
                    *n += 1;
                    (t, *n - 1)
                })
                .collect();
            let entry =
                by_class[c].get_or_insert_with(|| (r.sites[site].callee.clone(), Vec::new()));
            entry.1.push(group);
        }
        let mut m: BTreeMap<SiteKey, (String, Vec<Group>)> = BTreeMap::new();
        for (key, v) in keys.into_iter().zip(by_class) {
            if let Some(mut v) = v {
                v.1.sort();
                m.insert(key, v);
            }
        }
        m
    };
    let (a, b) = (collect(source), collect(ir));
    let (ta, tb) = (totals(source, sides), totals(ir, sides));
    let callee = |r: &RunOutput, k: &SiteKey| {
        r.sites
            .iter()
            .find(|s| sides.key(s) == *k)
            .map(|s| s.callee.clone())
    };
    let keys: BTreeSet<&SiteKey> = a
        .keys()
        .chain(b.keys())
        .chain(ta.keys())
        .chain(tb.keys())
        .collect();
    let empty = (String::new(), Vec::new());
    let none = Totals {
        complete: true,
        ..Totals::default()
    };
    // First what each differing site is by itself, then what follows from it.
    let mut sites = Vec::new();
    for k in keys {
        let (_, ea) = a.get(k).unwrap_or(&empty);
        let (_, eb) = b.get(k).unwrap_or(&empty);
        let (xa, xb) = (ta.get(k).unwrap_or(&none), tb.get(k).unwrap_or(&none));
        // Groups one by one where both runs listed every event of the site;
        // else every event's counts and digest.
        let by_groups = xa.complete && xb.complete;
        let same = if by_groups {
            ea == eb
        } else {
            (xa.events, xa.executions, xa.digest) == (xb.events, xb.executions, xb.digest)
        };
        if same {
            continue;
        }
        let at = k.line.zip(k.col);
        let coarser = if by_groups {
            thread_counts(ea) == thread_counts(eb) && coarsens(ea, eb)
        } else {
            xa.executions == xb.executions && xb.events <= xa.events
        };
        let kind = if at.is_some_and(|s| facts.impl_defined.contains(&s)) {
            Some(DiffKind::Allowed)
        } else if facts.tokenless.contains(&k.function)
            && at.is_some_and(|s| facts.per_iteration.contains(&s))
            && coarser
        {
            Some(DiffKind::IrLimitation)
        } else {
            None
        };
        let name = callee(source, k)
            .or_else(|| callee(ir, k))
            .unwrap_or_default();
        let what = if by_groups {
            format!(
                "{}: only {}: {}; only {}: {}",
                site_text(k, &name),
                sides.the_a,
                only(ea, eb),
                sides.the_b,
                only(eb, ea),
            )
        } else if (xa.events, xa.executions) == (xb.events, xb.executions) {
            format!(
                "{}: counted past --max-events: {} in both runs, but not the same groups \
                 (their digests differ)",
                site_text(k, &name),
                totals_text(xa)
            )
        } else {
            format!(
                "{}: counted past --max-events: {}: {}; {}: {}",
                site_text(k, &name),
                sides.the_a,
                totals_text(xa),
                sides.the_b,
                totals_text(xb)
            )
        };
        sites.push((what, kind));
    }
    sites
}

fn compare_runs(source: &RunOutput, ir: &RunOutput, facts: &SiteFacts, sides: Sides) -> Vec<Diff> {
    let mut diffs = Vec::new();
    if !sides.events {
        // A GPU kernel that faults cannot be read back, and the source
        // engine stops at its first error while the GPU's other threads
        // go on: buffers compare only between completed runs.
        let kinds = |r: &RunOutput| r.errors.iter().map(|e| e.kind).collect::<Vec<_>>();
        if kinds(source) != kinds(ir) {
            diffs.push(errors_differ(source, ir, sides));
        } else if source.errors.is_empty() {
            compare_buffer_contents(source, ir, None, sides, &mut diffs);
        }
        return diffs;
    }
    let sites = if same_events_in_order(source, ir, sides) {
        Vec::new()
    } else {
        event_diffs(source, ir, facts, sides)
    };
    let any = |kind| sites.iter().any(|x| x.1 == Some(kind));
    // Once an implementation-defined choice differs, the executions may
    // legitimately part ways (other data, other branches).
    let consequence = if any(DiffKind::Allowed) {
        DiffKind::Downstream
    } else if any(DiffKind::IrLimitation) {
        DiffKind::IrLimitation
    } else {
        DiffKind::Failure
    };
    for (what, kind) in sites {
        let kind = kind.unwrap_or(consequence);
        diffs.push(Diff {
            what: format!("{what}{}", explain(kind)),
            kind,
        });
    }
    let grouping = if diffs.is_empty() {
        None
    } else {
        Some(consequence)
    };
    compare_buffer_contents(source, ir, grouping, sides, &mut diffs);
    compare_printed(source, ir, grouping, sides, &mut diffs);
    // Errors agree on their kind and line (columns differ: a statement's
    // start in the source, an instruction's `!dbg` in IR).
    let errs = |r: &RunOutput| {
        r.errors
            .iter()
            .map(|e| {
                let line = e
                    .site
                    .and_then(|s| r.sites.get(s as usize))
                    .and_then(|s| s.line)
                    .or(e.loc.map(|l| l.0));
                (e.kind.name(), line, e.block, e.thread)
            })
            .collect::<Vec<_>>()
    };
    if errs(source) != errs(ir) {
        diffs.push(errors_differ(source, ir, sides));
    }
    if races(source) != races(ir) {
        let text = |r: &RunOutput| {
            let set = races(r);
            if set.is_empty() {
                "none".to_string()
            } else {
                set.iter()
                    .map(|(space, name, a, la, b, lb)| {
                        format!("`{name}` ({space}) {a}@{la:?}/{b}@{lb:?}")
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        };
        diffs.push(Diff {
            what: format!(
                "races differ: {}: {}; {}: {}{}",
                sides.a,
                text(source),
                sides.b,
                text(ir),
                grouping.map(explain).unwrap_or_default()
            ),
            kind: grouping.unwrap_or(DiffKind::Failure),
        });
    }
    diffs
}

/// A run's races as compared: the variable and, per side, the access kind
/// and line (columns differ between the engines, as for errors).
type RaceKey = (
    &'static str,
    String,
    &'static str,
    Option<u32>,
    &'static str,
    Option<u32>,
);

fn races(r: &RunOutput) -> BTreeSet<RaceKey> {
    r.races
        .iter()
        .flat_map(|x| &x.shown)
        .map(|x| {
            (
                x.space.name(),
                x.name.clone(),
                x.first.kind.name(),
                x.first.loc.map(|l| l.0),
                x.second.kind.name(),
                x.second.loc.map(|l| l.0),
            )
        })
        .collect()
}

fn errors_differ(source: &RunOutput, peer: &RunOutput, sides: Sides) -> Diff {
    let text = |r: &RunOutput| {
        if r.errors.is_empty() {
            "no error".to_string()
        } else {
            r.errors
                .iter()
                .map(|e| e.message.clone())
                .collect::<Vec<_>>()
                .join("; ")
        }
    };
    Diff {
        what: format!(
            "errors differ: {}: {}; {}: {}",
            sides.a,
            text(source),
            sides.b,
            text(peer)
        ),
        kind: DiffKind::Failure,
    }
}

/// Buffer by buffer; `grouping` is how an event difference already found
/// counts, which the buffers' differences follow from.
fn compare_buffer_contents(
    source: &RunOutput,
    ir: &RunOutput,
    grouping: Option<DiffKind>,
    sides: Sides,
    diffs: &mut Vec<Diff>,
) {
    for (name, sb) in &source.buffers {
        let Some((_, ib)) = ir.buffers.iter().find(|(n, _)| n == name) else {
            diffs.push(Diff {
                what: format!("buffer `{name}` only in the {} run", sides.short_a),
                kind: DiffKind::Failure,
            });
            continue;
        };
        if sb.elem == ib.elem && sb.bytes == ib.bytes {
            continue;
        }
        let (sv, iv) = (sb.values(), ib.values());
        let differing: Vec<usize> = (0..sv.len().max(iv.len()))
            .filter(|&i| sv.get(i) != iv.get(i))
            .collect();
        if differing.is_empty() {
            continue;
        }
        let close = |i: usize| match (sv.get(i), iv.get(i)) {
            (Some(Value::Number(x)), Some(Value::Number(y))) if x.is_f64() || y.is_f64() => {
                let (x, y) = (
                    x.as_f64().unwrap_or(f64::NAN),
                    y.as_f64().unwrap_or(f64::NAN),
                );
                (x - y).abs() <= FLOAT_ROUNDING * x.abs().max(y.abs())
            }
            _ => false,
        };
        let grouping = if sides.float_rounding && differing.iter().all(|&i| close(i)) {
            Some(DiffKind::FloatRounding)
        } else {
            grouping
        };
        let show = |v: Option<&Value>| v.map(|x| x.to_string()).unwrap_or_else(|| "-".into());
        let first: Vec<String> = differing
            .iter()
            .take(4)
            .map(|&i| format!("[{i}] {} vs {}", show(sv.get(i)), show(iv.get(i))))
            .collect();
        diffs.push(Diff {
            what: format!(
                "buffer `{name}` differs at {} index{} ({} vs {}): {}{}{}",
                differing.len(),
                if differing.len() == 1 { "" } else { "es" },
                sides.short_a,
                sides.short_b,
                first.join(", "),
                if differing.len() > 4 { ", ..." } else { "" },
                grouping.map(explain).unwrap_or_default()
            ),
            kind: grouping.unwrap_or(DiffKind::Failure),
        });
    }
}

/// `printf` output, in the engines' common order (by thread, each thread's calls in order).
fn compare_printed(
    source: &RunOutput,
    ir: &RunOutput,
    grouping: Option<DiffKind>,
    sides: Sides,
    diffs: &mut Vec<Diff>,
) {
    if source.printed == ir.printed {
        if source.printf_dropped != ir.printf_dropped {
            diffs.push(Diff {
                what: format!(
                    "printf calls dropped past {} KiB differ: {}: {}; {}: {}{}",
                    runtime::library::PRINTF_BYTES >> 10,
                    sides.a,
                    source.printf_dropped,
                    sides.b,
                    ir.printf_dropped,
                    grouping.map(explain).unwrap_or_default()
                ),
                kind: grouping.unwrap_or(DiffKind::Failure),
            });
        }
        return;
    }
    let line = |p: Option<&runtime::library::Printed>| {
        p.map(|p| format!("thread {} printed {:?}", p.thread, p.text))
            .unwrap_or_else(|| "nothing".into())
    };
    let first = (0..source.printed.len().max(ir.printed.len()))
        .find(|&i| source.printed.get(i) != ir.printed.get(i))
        .unwrap_or_default();
    diffs.push(Diff {
        what: format!(
            "printf output differs ({} lines vs {}): first at line {}: {}: {}; {}: {}{}",
            source.printed.len(),
            ir.printed.len(),
            first + 1,
            sides.a,
            line(source.printed.get(first)),
            sides.b,
            line(ir.printed.get(first)),
            grouping.map(explain).unwrap_or_default()
        ),
        kind: grouping.unwrap_or(DiffKind::Failure),
    });
}

/// Runs the source engine and its peer for each launch shape and compares
/// them. With `either`, a peer that differs from the source engine under
/// maximal convergence (`base.convergence`) at a program with
/// implementation-defined points is compared with the strict run too, and
/// agreeing with either is agreeing: the spec allows both.
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
/// let analysis = tangles::analyze(&unit.program).expect("no internal error");
/// let lowered = driver::lower_tangle(&unit, &analysis).expect("it lowers");
/// let args = [("o".to_string(), serde_json::json!({"type": "u32", "len": 64}))]
///     .into_iter()
///     .collect();
/// let base = runtime::launch::Launch::default();
/// let results = driver::check(
///     &unit, &analysis, &driver::Peer::Ir(&lowered), None, &base, false,
///     &[32.into(), 64.into()], &[32], &args,
/// )
/// .expect("both engines run");
/// // The source engine and the IR engine on tangle's IR agree at both sizes.
/// assert!(results.iter().all(|c| c.diffs.is_empty()));
/// ```
#[allow(clippy::too_many_arguments)]
pub fn check(
    unit: &Unit,
    analysis: &Analysis,
    peer: &Peer,
    kernel: Option<&str>,
    base: &Launch,
    either: bool,
    threads: &[Dim3],
    warp_sizes: &[u32],
    args: &launch::Args,
) -> Result<Vec<Comparison>, Failure> {
    let impl_defined = analysis.has_implementation_defined();
    let k = runtime::source::pick_kernel(unit, kernel)?;
    let name = unit.program.functions[k].name.clone();
    let facts = match peer {
        Peer::Ir(lowered) => SiteFacts::new(unit, analysis, &lowered.module),
        Peer::Gpu { .. } => SiteFacts::default(),
    };
    let params = runtime::source::params(unit, k)?;
    let program = runtime::source::Program::new(unit, analysis);
    let mut module = None;
    let mut out = Vec::new();
    // Every source run first, then every peer run: each engine's code and program stay
    // in the caches from one launch to the next (`tangle fuzz`: 0.97x the time).
    let sources = launches(threads, warp_sizes, base)
        .map(|launch| Ok((program.run(Some(&name), &launch, args)?, launch)))
        .collect::<Result<Vec<_>, Failure>>()?;
    for (mut source, launch) in sources {
        let (other, mut diffs) = match peer {
            Peer::Ir(lowered) => {
                let module = module.get_or_insert_with(|| ir::Program::new(&lowered.module));
                let ir = module.run(&unit.name, Some(&name), &launch, args)?;
                let diffs = compare(&source, &ir, &facts);
                (ir, diffs)
            }
            Peer::Gpu { device, ptx, .. } => {
                let bound = launch::bind(&params, args)?;
                let gpu = device.run(&unit.name, ptx, &name, &params, &bound, &launch)?;
                let diffs = compare_buffers(&source, &gpu);
                (gpu, diffs)
            }
        };
        let mut convergence = base.convergence;
        if either && impl_defined && !diffs.is_empty() && convergence == Convergence::Maximal {
            let strict = Launch {
                convergence: Convergence::Strict,
                ..launch
            };
            let alternative = program.run(Some(&name), &strict, args)?;
            let again = match peer {
                Peer::Ir(_) => compare(&alternative, &other, &facts),
                Peer::Gpu { .. } => compare_buffers(&alternative, &other),
            };
            if again.is_empty() {
                (source, diffs, convergence) = (alternative, again, Convergence::Strict);
            }
        }
        out.push(Comparison {
            threads: launch.threads,
            warp_size: launch.warp_size,
            source,
            peer: other,
            diffs,
            convergence,
        });
    }
    Ok(out)
}

/// `check`'s report: per launch, agreement or each difference, then the notes.
pub fn text(file: &str, peer: &Peer, results: &[Comparison]) -> String {
    let against = peer.against();
    let mut out = match against {
        Against::Ir => format!(
            "check {file}: source engine against the IR engine on {}\n",
            peer.via()
        ),
        Against::Gpu => format!(
            "check {file}: source engine against the GPU engine on {}; buffers and errors only: {}\n",
            peer.via(),
            gpu::NO_EVENTS
        ),
    };
    let sides = match against {
        Against::Ir => SOURCE_IR,
        Against::Gpu => Sides {
            events: false,
            ..SOURCE_IR
        },
    };
    for r in results {
        run_text(&mut out, r, sides, None, against.label());
    }
    out
}

/// One comparison's lines: the verdict, differences, races and notes
/// (`notes_a` labels the first run's notes, when they are shown).
fn run_text(out: &mut String, r: &Comparison, sides: Sides, notes_a: Option<&str>, notes_b: &str) {
    let events = r.source.events_total();
    let head = format!("  {}:", runtime::trace::describe_shape(r.source.shape));
    if r.diffs.is_empty() {
        let observed = if sides.events {
            format!("{events} event{}, ", if events == 1 { "" } else { "s" })
        } else {
            String::new()
        };
        out.push_str(&format!(
            "{head} agree ({observed}{} buffer{}{})\n",
            r.source.buffers.len(),
            if r.source.buffers.len() == 1 { "" } else { "s" },
            match r.source.errors.first() {
                Some(e) => format!("; both stop with the same error: {}", e.message),
                None => String::new(),
            }
        ));
        if r.convergence == Convergence::Strict {
            out.push_str(&format!(
                "    the {notes_b} engine showed strict convergence (unrelated tangles kept apart), which the spec allows\n"
            ));
        }
    } else {
        out.push_str(&format!(
            "{head} {}\n",
            if !r.agrees() {
                "DIFFER"
            } else if r.diffs.iter().all(|d| d.kind == DiffKind::FloatRounding) {
                "agree up to float rounding"
            } else if r.diffs.iter().any(|d| d.kind == DiffKind::FloatRounding) {
                "agree up to implementation-defined convergence and float rounding"
            } else {
                "agree up to implementation-defined convergence"
            }
        ));
        for d in &r.diffs {
            out.push_str(&format!(
                "    {} {}\n",
                match d.kind {
                    DiffKind::Allowed | DiffKind::Downstream => "~",
                    DiffKind::IrLimitation => "?",
                    DiffKind::FloatRounding => "≈",
                    DiffKind::Failure => "!",
                },
                d.what
            ));
        }
    }
    for line in r.source.race_lines() {
        out.push_str(&format!("    {line}\n"));
    }
    if let Some(why) = r
        .source
        .races
        .as_ref()
        .and_then(|races| races.stopped.as_ref())
    {
        out.push_str(&format!("    note: {why}\n"));
    }
    if sides.events && (r.source.summarised() || r.peer.summarised()) {
        out.push_str(&format!(
            "    note: past --max-events ({} events listed on {}, {} on {}) events were compared \
             by per-site counts and digests: groups one by one only at sites whose every event \
             is listed\n",
            r.source.events.len(),
            sides.the_a,
            r.peer.events.len(),
            sides.the_b,
        ));
    }
    if let Some(ids) = runtime::trace::linear_ids(r.source.shape) {
        out.push_str(&format!("    note: {ids}\n"));
    }
    if let Some(label) = notes_a {
        for n in &r.source.notes {
            out.push_str(&format!("    note ({label}): {n}\n"));
        }
    }
    for n in &r.peer.notes {
        out.push_str(&format!("    note ({notes_b}): {n}\n"));
    }
}

// The JSON types declare their fields in alphabetical order, the order in which
// serde_json's maps (and so the earlier documents) print them.

/// `tangle check --format json`: the source engine against the IR engine or a GPU,
/// per launch. The peer's description and runs are under `ir` or `gpu`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CheckDocument {
    /// Every run agrees.
    pub agree: bool,
    /// The input's name.
    pub file: String,
    /// Against a GPU: the device and where the PTX came from.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub gpu: Option<String>,
    /// Against the IR engine: what made the IR.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub ir: Option<String>,
    /// One per launch shape and warp size.
    pub runs: Vec<CheckRun>,
    /// [`frontend::SCHEMA_VERSION`].
    pub schema_version: u32,
}

/// One launch of `check`: both runs and how they differ.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CheckRun {
    /// No difference is a failure.
    pub agree: bool,
    /// Threads per block, x, y, z.
    pub block_dim: [u32; 3],
    /// The source run's convergence: `maximal`, or `strict` where the peer agreed
    /// with that instead (`--convergence either`).
    pub convergence: String,
    /// The differences found.
    pub differences: Vec<JsonDiff>,
    /// The GPU's run.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub gpu: Option<RunDocument>,
    /// The IR engine's run.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub ir: Option<RunDocument>,
    /// The source engine's run.
    pub source: RunDocument,
    /// Threads per block.
    pub threads: u64,
    /// Threads per warp.
    pub warp_size: u32,
}

/// A difference between two runs.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JsonDiff {
    /// How it counts.
    pub kind: DiffKind,
    /// What differs, in words.
    pub what: String,
}

/// `tangle check A.ll B.ll --format json`: two IR files on the IR engine, per launch.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IrFilesDocument {
    /// The first file's name.
    pub a: String,
    /// Every run agrees.
    pub agree: bool,
    /// The second file's name.
    pub b: String,
    /// How sites were matched, when not all by `!dbg` location.
    pub notes: Vec<String>,
    /// One per launch shape and warp size.
    pub runs: Vec<IrFilesRun>,
    /// [`frontend::SCHEMA_VERSION`].
    pub schema_version: u32,
}

/// One launch of `check A.ll B.ll`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IrFilesRun {
    /// The first file's run.
    pub a: RunDocument,
    /// No difference is a failure.
    pub agree: bool,
    /// The second file's run.
    pub b: RunDocument,
    /// Threads per block, x, y, z.
    pub block_dim: [u32; 3],
    /// The differences found.
    pub differences: Vec<JsonDiff>,
    /// Threads per block.
    pub threads: u64,
    /// Threads per warp.
    pub warp_size: u32,
}

/// Like [`text`], as JSON.
pub fn json(file: &str, peer: &Peer, results: &[Comparison]) -> CheckDocument {
    let gpu = peer.against() == Against::Gpu;
    let runs = results
        .iter()
        .map(|r| CheckRun {
            agree: r.agrees(),
            block_dim: [r.threads.x, r.threads.y, r.threads.z],
            convergence: r.convergence.name().to_string(),
            differences: differences_json(r),
            gpu: gpu.then(|| r.peer.json()),
            ir: (!gpu).then(|| r.peer.json()),
            source: r.source.json(),
            threads: r.threads.count(),
            warp_size: r.warp_size,
        })
        .collect();
    CheckDocument {
        schema_version: frontend::SCHEMA_VERSION,
        file: file.to_string(),
        gpu: gpu.then(|| peer.via()),
        ir: (!gpu).then(|| peer.via()),
        agree: results.iter().all(Comparison::agrees),
        runs,
    }
}

fn differences_json(r: &Comparison) -> Vec<JsonDiff> {
    r.diffs
        .iter()
        .map(|d| JsonDiff {
            what: d.what.clone(),
            kind: d.kind,
        })
        .collect()
}

/// An IR file of `check A.ll B.ll`: its name in reports and its module.
pub struct IrFile<'a> {
    /// The file's name as given.
    pub name: &'a str,
    /// Its IR.
    pub module: &'a ir::Module,
}

/// Runs two IR files of one kernel (e.g. before and after an LLVM pass) on the
/// IR engine with the same launches and compares what they communicated.
#[allow(clippy::too_many_arguments)]
pub fn check_ir_files(
    a: &IrFile,
    b: &IrFile,
    kernel: Option<&str>,
    base: &Launch,
    threads: &[Dim3],
    warp_sizes: &[u32],
    args: &launch::Args,
) -> Result<Vec<Comparison>, Failure> {
    let (pa, pb) = (ir::Program::new(a.module), ir::Program::new(b.module));
    let run = |f: &IrFile, p: &ir::Program, launch: &Launch| {
        // Sites are lines of the source file the debug info names.
        let shown = f.module.source_file.as_deref().unwrap_or(f.name);
        p.run(shown, kernel, launch, args)
    };
    let mut out = Vec::new();
    for launch in launches(threads, warp_sizes, base) {
        let (x, y) = (run(a, &pa, &launch)?, run(b, &pb, &launch)?);
        let diffs = compare_ir_files(&x, &y, a.name, b.name);
        out.push(Comparison {
            threads: launch.threads,
            warp_size: launch.warp_size,
            source: x,
            peer: y,
            diffs,
            // Both are IR runs: the tokens decide.
            convergence: Convergence::Maximal,
        });
    }
    Ok(out)
}

/// How the two files' sites were matched, when not all by `!dbg` location.
pub fn site_matching(x: &RunOutput, y: &RunOutput, a: &str, b: &str) -> Vec<String> {
    let unlocated = |r: &RunOutput| r.sites.iter().filter(|s| s.line.is_none()).count();
    let (ux, uy) = (unlocated(x), unlocated(y));
    if ux + uy == 0 {
        return Vec::new();
    }
    let mut notes = Vec::new();
    let position = "matched by function and position among its convergent calls, which a pass \
                    that moves, adds or removes calls changes (`tangle lower -g` and Clang's \
                    `-gline-tables-only` give every call a location)";
    if ir_matching(x, y) == Matching::Position {
        let without: Vec<&str> = [(a, ux, x), (b, uy, y)]
            .into_iter()
            .filter(|(_, u, r)| *u == r.sites.len())
            .map(|(name, ..)| name)
            .collect();
        notes.push(format!(
            "{} `!dbg` locations on {} convergent calls: sites cannot be matched by \
             location; every site is {position}",
            match without.as_slice() {
                [one] => format!("{one} has no"),
                _ => format!("neither {a} nor {b} has"),
            },
            if without.len() == 1 { "its" } else { "their" },
        ));
    } else {
        for (this, u, r) in [(a, ux, x), (b, uy, y)] {
            if u > 0 {
                notes.push(format!(
                    "{u} of {this}'s {} convergent calls have no `!dbg` location: they are {position}",
                    r.sites.len()
                ));
            }
        }
    }
    notes
}

/// `check A.ll B.ll` as text: like [`text`], each file's notes labelled with its name.
pub fn text_ir_files(a: &str, b: &str, results: &[Comparison]) -> String {
    let by = match results.first().map(|r| ir_matching(&r.source, &r.peer)) {
        Some(Matching::Position) => "by function and position",
        _ => "by `!dbg` location",
    };
    let mut out = format!(
        "check {a} against {b}: both on the IR engine with the same launches, sites matched {by}\n"
    );
    if let Some(r) = results.first() {
        for n in site_matching(&r.source, &r.peer, a, b) {
            out.push_str(&format!("note: {n}\n"));
        }
    }
    let sides = Sides {
        the_a: a,
        the_b: b,
        ..SOURCE_IR
    };
    for r in results {
        run_text(&mut out, r, sides, Some(a), b);
    }
    out
}

/// `check A.ll B.ll` as JSON.
pub fn json_ir_files(a: &str, b: &str, results: &[Comparison]) -> IrFilesDocument {
    let runs = results
        .iter()
        .map(|r| IrFilesRun {
            a: r.source.json(),
            agree: r.agrees(),
            b: r.peer.json(),
            block_dim: [r.threads.x, r.threads.y, r.threads.z],
            differences: differences_json(r),
            threads: r.threads.count(),
            warp_size: r.warp_size,
        })
        .collect();
    let notes = results
        .first()
        .map(|r| site_matching(&r.source, &r.peer, a, b))
        .unwrap_or_default();
    IrFilesDocument {
        schema_version: frontend::SCHEMA_VERSION,
        a: a.to_string(),
        b: b.to_string(),
        agree: results.iter().all(Comparison::agrees),
        notes,
        runs,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use frontend::builtins::Scope;
    use runtime::launch::ElemTy;
    use runtime::sched::Shape;
    use runtime::trace::{Buffer, ErrorKind, Event, RunError};

    fn run(engine: &'static str, out: &[i64], events: bool) -> RunOutput {
        RunOutput {
            file: "k.cu".into(),
            kernel: "k".into(),
            engine,
            shape: Shape {
                block: 2.into(),
                grid: 1.into(),
                warp_size: 32,
                shared_bytes: 0,
            },
            buffers: vec![(
                "out".into(),
                Buffer {
                    elem: ElemTy::I32,
                    bytes: out.iter().flat_map(|&v| (v as i32).to_le_bytes()).collect(),
                },
            )],
            sites: vec![Site {
                callee: "__ballot_sync".into(),
                function: "k".into(),
                line: Some(3),
                col: Some(5),
                ordinal: 1,
                scope: Scope::Warp,
            }]
            .into(),
            events: if events {
                vec![Event {
                    site: 0,
                    block: 0,
                    warp: Some(0),
                    threads: [0, 1].into_iter().collect(),
                    instance: 1,
                    context: String::new(),
                }]
            } else {
                Vec::new()
            },
            tallies: Vec::new(),
            errors: Vec::new(),
            warnings: Vec::new(),
            notes: Vec::new(),
            steps: 0,
            printed: Vec::new(),
            printf_dropped: 0,
            lockstep_steps: 0,
            run_time: std::time::Duration::ZERO,
            races: None,
        }
    }

    #[test]
    fn against_a_gpu_only_buffers_and_errors_count() {
        let source = run("source", &[1, 2], true);
        // No events on hardware: not a difference.
        assert_eq!(compare_buffers(&source, &run("gpu", &[1, 2], false)), []);
        assert_eq!(
            compare_buffers(&source, &run("gpu", &[1, 3], false)),
            [Diff {
                what: "buffer `out` differs at 1 index (source vs GPU): [1] 2 vs 3".into(),
                kind: DiffKind::Failure,
            }]
        );
        // A faulting kernel is not read back: its error is the difference.
        let mut faulted = run("gpu", &[], false);
        faulted.buffers.clear();
        faulted.errors.push(RunError::new(
            ErrorKind::Memory,
            "the kernel failed: CUDA_ERROR_ILLEGAL_ADDRESS",
        ));
        assert_eq!(
            compare_buffers(&source, &faulted),
            [Diff {
                what: "errors differ: source engine: no error; GPU engine: the kernel failed: \
                       CUDA_ERROR_ILLEGAL_ADDRESS"
                    .into(),
                kind: DiffKind::Failure,
            }]
        );
        // The IR engine's comparison still counts events.
        assert_eq!(
            compare(&source, &run("ir", &[1, 2], false), &SiteFacts::default()).len(),
            1
        );
    }

    #[test]
    fn against_a_gpu_floats_agree_within_rounding() {
        let floats = |engine, values: &[f32]| {
            let mut r = run(engine, &[], false);
            r.buffers[0].1 = Buffer {
                elem: ElemTy::F32,
                bytes: values.iter().flat_map(|v| v.to_le_bytes()).collect(),
            };
            r
        };
        let x = 0.000_292_615_5f32;
        let next = f32::from_bits(x.to_bits() + 1);
        let source = floats("source", &[x, 2.5]);
        let rounded = compare_buffers(&source, &floats("gpu", &[next, 2.5]));
        assert_eq!(rounded.len(), 1);
        assert_eq!(rounded[0].kind, DiffKind::FloatRounding);
        assert!(rounded[0].what.ends_with("(within float rounding: the GPU's math library and the order of its float atomics round differently)"), "{}", rounded[0].what);
        let far = compare_buffers(&source, &floats("gpu", &[0.000_293, 2.5]));
        assert_eq!(far[0].kind, DiffKind::Failure);
        // Integers are never rounded, and the IR engine is held to exact floats.
        assert_eq!(
            compare_buffers(
                &run("source", &[1_000_000], false),
                &run("gpu", &[1_000_001], false)
            )[0]
            .kind,
            DiffKind::Failure
        );
        let ir = compare(&source, &floats("ir", &[next, 2.5]), &SiteFacts::default());
        assert!(ir.iter().any(|d| d.kind == DiffKind::Failure), "{ir:?}");
    }

    #[test]
    fn clang_reads_extern_shared_respelled_in_place() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let file = dir.path().join("k.cu");
        let text = "extern  __shared__ float a[];\nint my_extern __shared__;\n\
                    void f() { extern\t__shared__ char b[]; }\n";
        std::fs::write(&file, text).expect("write");
        let copy = clang_source(&file).expect("a respelled copy");
        let (line, body) = copy.split_once('\n').expect("a #line first");
        assert_eq!(line, format!("#line 1 \"{}\"", file.display()));
        assert_eq!(
            body,
            "extern  _dynshmem_ float a[];\nint my_extern __shared__;\n\
             void f() { extern\t_dynshmem_ char b[]; }\n"
        );
        std::fs::write(&file, "__shared__ int s;\n").expect("write");
        assert_eq!(clang_source(&file), None);
    }

    #[test]
    fn events_agree_in_any_order_and_differ_by_their_threads() {
        let event = |threads: Vec<u32>| Event {
            site: 0,
            block: 0,
            warp: Some(0),
            threads: threads.into(),
            instance: 1,
            context: String::new(),
        };
        let (mut source, mut ir) = (run("source", &[1, 2], false), run("ir", &[1, 2], false));
        source.events = vec![event(vec![0]), event(vec![1])];
        ir.events = vec![event(vec![1]), event(vec![0])];
        assert!(!same_events_in_order(&source, &ir, SOURCE_IR));
        assert_eq!(compare(&source, &ir, &SiteFacts::default()), []);
        ir.events = source.events.clone();
        assert!(same_events_in_order(&source, &ir, SOURCE_IR));
        assert_eq!(compare(&source, &ir, &SiteFacts::default()), []);
        ir.events = vec![event(vec![0]), event(vec![0])];
        assert!(!same_events_in_order(&source, &ir, SOURCE_IR));
        let diffs = compare(&source, &ir, &SiteFacts::default());
        assert_eq!(diffs.len(), 1, "{diffs:?}");
        assert_eq!(diffs[0].kind, DiffKind::Failure);
    }

    #[test]
    fn printf_output_counts() {
        let printed = |text: &str| runtime::library::Printed {
            block: 0,
            thread: 1,
            text: text.into(),
        };
        let mut source = run("source", &[1, 2], false);
        let mut ir = run("ir", &[1, 2], false);
        source.printed = vec![printed("x = 1\n")];
        ir.printed = source.printed.clone();
        assert_eq!(compare(&source, &ir, &SiteFacts::default()), []);
        ir.printed = vec![printed("x = 2\n")];
        assert_eq!(
            compare(&source, &ir, &SiteFacts::default()),
            [Diff {
                what: "printf output differs (1 lines vs 1): first at line 1: source engine: \
                       thread 1 printed \"x = 1\\n\"; IR engine: thread 1 printed \"x = 2\\n\""
                    .into(),
                kind: DiffKind::Failure,
            }]
        );
    }
}
