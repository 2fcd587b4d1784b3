//! `tangle check`: runs the source engine and the IR engine on the same
//! launch and compares final buffers and the multiset of events (site,
//! threads).
//!
//! Where tangles says a call's convergence is implementation-defined, the
//! engines may group threads differently and both be right: a difference at
//! such a site is *allowed* when the same threads executed the call the same
//! number of times on both sides (only the grouping differs); buffers that
//! then differ are reported as following from it, not as failures.
//!
//! The IR comes from [`lower`]: until the lowering crate lands on main, that
//! is Clang 22's IR for the file (with convergence tokens when Clang's
//! lexical token scheme produces valid IR, i.e. for structured code;
//! otherwise its token-free IR, which the IR engine runs by cycle headers).
//! Wiring the lowering in is a change to [`lower`] alone.

use crate::ir;
use crate::launch::Launch;
use crate::trace::{RunOutput, Site};
use crate::Failure;
use frontend::Unit;
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;
use tangles::Analysis;

/// IR for a C file, and how it was obtained.
pub struct Lowered {
    pub module: ir::Module,
    /// For reports: "Clang 22 (convergence tokens)".
    pub via: String,
}

/// The clang used for IR, and the flags that make its IR follow the IR
/// engine's conventions: a logical SPIR-V triple (Clang emits convergence
/// tokens only for it), no LLVM passes, line tables for `!dbg` sites.
pub const CLANG: &str = "clang-22";

/// The prelude as Clang must see it: `__shared__` becomes a per-block global
/// in address space 3 (the frontend reads the attribute; Clang ignores it).
const SHIM: &str = "#include \"tangle.h\"\n#undef __shared__\n#define __shared__ static __attribute__((address_space(3)))\n";

/// Lowers `file` to IR. (The one place to wire in the lowering crate.)
pub fn lower(file: &Path, options: &frontend::Options) -> Result<Lowered, Failure> {
    let (bytes, via) = clang_ir(file, options)?;
    let module = ir::read::read(&file.display().to_string(), &bytes).map_err(Failure::Input)?;
    Ok(Lowered { module, via })
}

/// Clang 22's IR for `file` (text), and how it was made: with convergence
/// tokens when Clang's token IR passes the verifier, else without tokens.
pub fn clang_ir(file: &Path, options: &frontend::Options) -> Result<(Vec<u8>, String), Failure> {
    let dir = tempfile::tempdir()
        .map_err(|e| Failure::Internal(format!("a temporary directory: {e}")))?;
    let prelude = dir.path().join("tangle.h");
    let shim = dir.path().join("shim.h");
    std::fs::write(&prelude, frontend::PRELUDE)
        .and_then(|_| std::fs::write(&shim, SHIM))
        .map_err(|e| Failure::Internal(format!("writing the prelude: {e}")))?;
    let out = dir.path().join("out.ll");
    let attempt = |triple: &str| -> Result<Result<Vec<u8>, String>, Failure> {
        let mut cmd = Command::new(CLANG);
        cmd.args([
            "-cc1",
            "-triple",
            triple,
            "-x",
            "c",
            "-emit-llvm",
            "-disable-llvm-passes",
        ])
        .args(["-Wno-unknown-attributes", "-Wno-ignored-attributes"])
        .arg("-debug-info-kind=line-tables-only")
        .arg("-include")
        .arg(&shim);
        for d in &options.defines {
            cmd.arg(format!("-D{d}"));
        }
        for i in &options.include_dirs {
            cmd.arg("-I").arg(i);
        }
        cmd.arg("-o").arg(&out).arg(file);
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
    match attempt("spirv-unknown-vulkan1.3-compute")? {
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

/// One difference between the engines.
#[derive(Debug, Clone, PartialEq)]
pub struct Diff {
    pub what: String,
    /// Allowed by the spec (implementation-defined convergence).
    pub allowed: bool,
}

#[derive(Debug)]
pub struct Comparison {
    pub threads: u32,
    pub warp_size: u32,
    pub source: RunOutput,
    pub ir: RunOutput,
    pub diffs: Vec<Diff>,
}

impl Comparison {
    pub fn agrees(&self) -> bool {
        self.diffs.iter().all(|d| d.allowed)
    }
}

type SiteKey = (Option<u32>, Option<u32>, String);

fn key(s: &Site) -> SiteKey {
    (s.line, s.col, s.function.clone())
}

fn site_text(k: &SiteKey, callee: &str) -> String {
    match (k.0, k.1) {
        (Some(l), Some(c)) => format!("`{callee}` at {l}:{c}"),
        _ => format!("`{callee}` in `{}` (no location)", k.2),
    }
}

/// Sites (line, column) whose convergence tangles calls implementation-defined.
pub fn implementation_defined(unit: &Unit, analysis: &Analysis) -> BTreeSet<(u32, u32)> {
    let mut out = BTreeSet::new();
    for (id, ft) in analysis.functions.iter() {
        let f = &unit.program.functions[id];
        for c in &ft.calls {
            if c.implementation_defined.is_some() {
                let lc = unit.line_col(f.exprs[c.expr].span);
                out.insert((lc.line, lc.col));
            }
        }
    }
    out
}

/// Compares two runs of the same launch.
pub fn compare(
    source: &RunOutput,
    ir: &RunOutput,
    impl_defined: &BTreeSet<(u32, u32)>,
) -> Vec<Diff> {
    let mut diffs = Vec::new();
    // Events: per site, the multiset of thread sets.
    let collect = |r: &RunOutput| {
        let mut m: BTreeMap<SiteKey, (String, Vec<Vec<u32>>)> = BTreeMap::new();
        for e in &r.events {
            let s = &r.sites[e.site as usize];
            let entry = m
                .entry(key(s))
                .or_insert_with(|| (s.callee.clone(), Vec::new()));
            entry.1.push(e.threads.clone());
        }
        for v in m.values_mut() {
            v.1.sort();
        }
        m
    };
    let (a, b) = (collect(source), collect(ir));
    let keys: BTreeSet<&SiteKey> = a.keys().chain(b.keys()).collect();
    let mut grouping_only = false;
    for k in keys {
        let empty = (String::new(), Vec::new());
        let (ca, ea) = a.get(k).unwrap_or(&empty);
        let (cb, eb) = b.get(k).unwrap_or(&empty);
        if ea == eb {
            continue;
        }
        let callee = if ca.is_empty() { cb } else { ca };
        let counts = |es: &Vec<Vec<u32>>| {
            let mut c: BTreeMap<u32, u32> = BTreeMap::new();
            for t in es.iter().flatten() {
                *c.entry(*t).or_default() += 1;
            }
            c
        };
        let allowed = matches!((k.0, k.1), (Some(l), Some(c)) if impl_defined.contains(&(l, c)))
            && counts(ea) == counts(eb);
        grouping_only |= allowed;
        let only = |x: &Vec<Vec<u32>>, y: &Vec<Vec<u32>>| {
            let mut rest = y.clone();
            let mut out = Vec::new();
            for s in x {
                match rest.iter().position(|r| r == s) {
                    Some(i) => {
                        rest.remove(i);
                    }
                    None => out.push(format!("{{{}}}", crate::sched::ranges(s))),
                }
            }
            if out.is_empty() {
                "none".into()
            } else {
                out.join(" ")
            }
        };
        diffs.push(Diff {
            what: format!(
                "{}: only the source engine: {}; only the IR engine: {}{}",
                site_text(k, callee),
                only(ea, eb),
                only(eb, ea),
                if allowed {
                    " (implementation-defined convergence: the same threads execute it, grouped differently; both groupings are allowed)"
                } else {
                    ""
                }
            ),
            allowed,
        });
    }
    for (name, sb) in &source.buffers {
        let Some((_, ib)) = ir.buffers.iter().find(|(n, _)| n == name) else {
            diffs.push(Diff {
                what: format!("buffer `{name}` only in the source run"),
                allowed: false,
            });
            continue;
        };
        let differing: Vec<usize> = (0..sb.values.len().max(ib.values.len()))
            .filter(|&i| sb.values.get(i) != ib.values.get(i))
            .collect();
        if differing.is_empty() {
            continue;
        }
        let show = |v: Option<&Value>| v.map(|x| x.to_string()).unwrap_or_else(|| "-".into());
        let first: Vec<String> = differing
            .iter()
            .take(4)
            .map(|&i| {
                format!(
                    "[{i}] {} vs {}",
                    show(sb.values.get(i)),
                    show(ib.values.get(i))
                )
            })
            .collect();
        diffs.push(Diff {
            what: format!(
                "buffer `{name}` differs at {} index{} (source vs IR): {}{}{}",
                differing.len(),
                if differing.len() == 1 { "" } else { "es" },
                first.join(", "),
                if differing.len() > 4 { ", ..." } else { "" },
                if grouping_only {
                    " (follows from the implementation-defined grouping above)"
                } else {
                    ""
                }
            ),
            allowed: grouping_only,
        });
    }
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
        diffs.push(Diff {
            what: format!(
                "errors differ: source engine: {}; IR engine: {}",
                text(source),
                text(ir)
            ),
            allowed: false,
        });
    }
    diffs
}

/// Runs both engines for each launch shape and compares them.
#[allow(clippy::too_many_arguments)]
pub fn check(
    unit: &Unit,
    analysis: &Analysis,
    lowered: &Lowered,
    kernel: Option<&str>,
    base: &Launch,
    threads: &[u32],
    warp_sizes: &[u32],
    args: &BTreeMap<String, Value>,
) -> Result<Vec<Comparison>, Failure> {
    let k = crate::source::pick_kernel(unit, kernel)?;
    let name = unit.program.functions[k].name.clone();
    let impl_defined = implementation_defined(unit, analysis);
    let mut out = Vec::new();
    for &n in threads {
        for &w in warp_sizes {
            let launch = Launch {
                threads: n,
                warp_size: w,
                ..*base
            };
            let source = crate::source::run(unit, analysis, Some(&name), &launch, args)?;
            let ir = ir::run(&lowered.module, &unit.name, Some(&name), &launch, args)?;
            let diffs = compare(&source, &ir, &impl_defined);
            out.push(Comparison {
                threads: n,
                warp_size: w,
                source,
                ir,
                diffs,
            });
        }
    }
    Ok(out)
}

pub fn text(file: &str, via: &str, results: &[Comparison]) -> String {
    let mut out = format!("check {file}: source engine against the IR engine on {via}\n");
    for r in results {
        let events = r.source.events.len();
        let head = format!(
            "  {} block{} of {} threads, warp size {}:",
            r.source.shape.blocks,
            if r.source.shape.blocks == 1 { "" } else { "s" },
            r.threads,
            r.warp_size
        );
        if r.diffs.is_empty() {
            out.push_str(&format!(
                "{head} agree ({events} event{}, {} buffer{}{})\n",
                if events == 1 { "" } else { "s" },
                r.source.buffers.len(),
                if r.source.buffers.len() == 1 { "" } else { "s" },
                match r.source.errors.first() {
                    Some(e) => format!("; both stop with the same error: {}", e.message),
                    None => String::new(),
                }
            ));
        } else {
            out.push_str(&format!(
                "{head} {}\n",
                if r.agrees() {
                    "agree up to implementation-defined convergence"
                } else {
                    "DIFFER"
                }
            ));
            for d in &r.diffs {
                out.push_str(&format!(
                    "    {} {}\n",
                    if d.allowed { "~" } else { "!" },
                    d.what
                ));
            }
        }
        for n in &r.ir.notes {
            out.push_str(&format!("    note (IR): {n}\n"));
        }
    }
    out
}

pub fn json(file: &str, via: &str, results: &[Comparison]) -> Value {
    json!({
        "file": file,
        "ir": via,
        "agree": results.iter().all(Comparison::agrees),
        "runs": results.iter().map(|r| json!({
            "threads": r.threads,
            "warp_size": r.warp_size,
            "agree": r.agrees(),
            "differences": r.diffs.iter().map(|d| json!({"what": d.what, "allowed": d.allowed})).collect::<Vec<_>>(),
            "source": r.source.json(),
            "ir": r.ir.json(),
        })).collect::<Vec<_>>(),
    })
}
