//! The conformance suite: one kernel per example of the spec documents, per
//! shape of Clang's convergence tests, and per edge case of the tangle engine
//! (tests/conformance/*.cu). Each file names the document section it encodes
//! (`// conformance: ...`; `// conformance: tangle engine, ...` for an engine edge case
//! that is no spec example) and states facts. `KIND@LINE` names the first statement of
//! that kind (`expr`, `if`, `for`, `label`, `case`, `goto`, `block`, ...) starting on LINE;
//! a statement named in a value is looked up in the same function. A statement's tangles
//! are its strict tangles.
//!
//! - `// expect op CALLEE@LINE key=value...`: every convergent call of CALLEE on
//!   LINE; keys `tangles=N`, `rule=NAME[,NAME...]` (the rules of its tangles, sorted by
//!   name), `token=entry|anchor|loop@LINE|goto@LINE`, `implementation_defined=BOOL`,
//!   `maximal=union|single`.
//! - `// expect stmt KIND@LINE key=value...`: keys `tangles=N`; `unrelated=BOOL` (two of
//!   its tangles are unrelated); `implementation_defined=BOOL` (for any reason);
//!   `rule=NAME[,NAME...]` as for op; `from=KIND@LINE` (that statement has one tangle,
//!   the parent of each of this one's); `same=KIND@LINE` (exactly that statement's
//!   tangles); `includes=KIND@LINE` (every tangle of that statement is one of this
//!   one's); `sequences=KIND@LINE,KIND@LINE...` (each of its tangles is derived, by a
//!   transitive application of the rules, from the tangles of exactly one of those
//!   statements, each of them has some, and tangles of different ones are pairwise
//!   unrelated); `cycle=loop@LINE|goto@LINE|none` (the innermost cycle containing it).
//! - `// expect cycle loop|goto@LINE key=value...`: keys `entries=N` or
//!   `entries=KIND@LINE,KIND@LINE...` (its entries, in order), `reducible=BOOL`,
//!   `parent=loop@LINE|goto@LINE|none`, `stmts=N` (its statements), `iterations=N` (its
//!   iteration tangles), `sequences=...` (of its iteration tangles, as for stmt).
//! - `// expect reconverge KIND@LINE rule=1.1|1.2|2`
//! - `// expect function NAME key=value...`: keys `cycles=N`, `implementation_defined=BOOL`
//!   (some statement or call of it is), `saturated=BOOL` (the analysis bound was reached
//!   at some statement).
//!
//! Dynamic facts, where the document says which threads converge, run the kernel once
//! on both engines (the IR engine on tangle's lowering) and compare the groups that
//! communicate. They sit at the end of a file, so the lines above stay the document's.
//!
//! - `// run threads=N warp=W {ARGS}`: the launch, and the arguments as for `tangle run --input`.
//! - `// expect groups CALLEE@LINE [0-3] [4,6] ...`: the thread sets of every event of CALLEE
//!   on LINE, in any order (both engines).

use frontend::model::{ExprKind, Function, FunctionKind, StmtId};
use frontend::{Input, Options, Unit};
use runtime::launch::Launch;
use runtime::trace::RunOutput;
use std::path::PathBuf;
use tangles::tangle::{Rule, TangleId};
use tangles::{FunctionTangles, ImplDefined, Reconvergence};

struct Checker<'a> {
    unit: &'a Unit,
    analysis: &'a tangles::Analysis,
    file: String,
}

fn split_at(s: &str) -> (&str, u32) {
    let (a, b) = s
        .split_once('@')
        .unwrap_or_else(|| panic!("`{s}` needs NAME@LINE"));
    (a, b.parse().unwrap_or_else(|_| panic!("bad line in `{s}`")))
}

/// `v` where `ok`, else what was found instead (so that `assert_eq!` shows it).
fn verdict(ok: bool, v: &str, found: impl FnOnce() -> String) -> String {
    if ok {
        v.to_string()
    } else {
        found()
    }
}

impl Checker<'_> {
    fn functions(&self) -> impl Iterator<Item = (&Function, &FunctionTangles)> {
        self.unit
            .program
            .functions
            .iter()
            .filter_map(|(id, f)| self.analysis.functions.get(id).map(|ft| (f, ft)))
    }

    fn line(&self, span: frontend::Span) -> u32 {
        self.unit.line_col(span).line
    }

    fn cycle_name(&self, f: &Function, ft: &FunctionTangles, c: usize) -> String {
        let cy = &ft.cycles.list[c];
        format!("{}@{}", cy.kind.name(), self.line(f.stmts[cy.head].span))
    }

    fn stmt_name(&self, f: &Function, s: StmtId) -> String {
        format!("{}@{}", f.stmts[s].kind.name(), self.line(f.stmts[s].span))
    }

    /// The first statement (in source order) of `KIND@LINE`.
    fn find_stmt(&self, f: &Function, ft: &FunctionTangles, word: &str) -> Option<StmtId> {
        let (kind, at) = split_at(word);
        ft.order
            .by_pos
            .iter()
            .copied()
            .find(|&s| f.stmts[s].kind.name() == kind && self.line(f.stmts[s].span) == at)
    }

    /// The tangles of the statement a value names.
    fn tangles_of(
        &self,
        f: &Function,
        ft: &FunctionTangles,
        word: &str,
        ctx: &str,
    ) -> Vec<TangleId> {
        let s = self
            .find_stmt(f, ft, word)
            .unwrap_or_else(|| panic!("{ctx}: no statement `{word}` in `{}`", f.name));
        ft.stmt_tangles(s)
    }

    /// Tangles by report name with their derivation, for failure messages.
    fn show(ft: &FunctionTangles, ts: &[TangleId]) -> String {
        let name = |t: TangleId| ft.names.get(t).cloned().unwrap_or_else(|| format!("{t:?}"));
        let parts: Vec<String> = ts
            .iter()
            .map(|&t| {
                let tangle = ft.tangles.get(t);
                let parents: Vec<String> = tangle.parents.iter().map(|&p| name(p)).collect();
                let of = if parents.is_empty() {
                    String::new()
                } else {
                    format!(" of {}", parents.join("+"))
                };
                format!("{} ({}{of})", name(t), tangle.rule.name())
            })
            .collect();
        format!("[{}]", parts.join(", "))
    }

    fn rules(ft: &FunctionTangles, ts: &[TangleId]) -> String {
        let mut names: Vec<&str> = ts.iter().map(|&t| ft.tangles.get(t).rule.name()).collect();
        names.sort_unstable();
        names.join(",")
    }

    /// `sequences=A,B...`: `ts` split by which listed statement's tangles each derives
    /// from (exactly one), every part non-empty, parts pairwise unrelated (as the document
    /// states it; derivation being transitive, the split already implies it).
    fn sequences(
        &self,
        f: &Function,
        ft: &FunctionTangles,
        ts: &[TangleId],
        v: &str,
        ctx: &str,
    ) -> String {
        let roots: Vec<Vec<TangleId>> = v
            .split(',')
            .map(|w| self.tangles_of(f, ft, w, ctx))
            .collect();
        let mut parts = vec![Vec::new(); roots.len()];
        for &t in ts {
            let from: Vec<usize> = (0..roots.len())
                .filter(|&i| roots[i].iter().any(|&r| ft.tangles.derives_from(t, r)))
                .collect();
            if from.len() != 1 {
                return format!(
                    "{} derived from {} of {v} (tangles {:?})",
                    Self::show(ft, &[t]),
                    from.len(),
                    roots.iter().map(|r| Self::show(ft, r)).collect::<Vec<_>>()
                );
            }
            parts[from[0]].push(t);
        }
        if let Some(i) = parts.iter().position(Vec::is_empty) {
            return format!("none of {} from part {i} of {v}", Self::show(ft, ts));
        }
        for (i, a) in parts.iter().enumerate() {
            for b in &parts[i + 1..] {
                for &x in a {
                    for &y in b {
                        if !ft.tangles.unrelated(x, y) {
                            return format!("{} related", Self::show(ft, &[x, y]));
                        }
                    }
                }
            }
        }
        v.to_string()
    }

    fn check_stmt(
        &self,
        f: &Function,
        ft: &FunctionTangles,
        s: StmtId,
        k: &str,
        v: &str,
        ctx: &str,
    ) -> String {
        let ts = ft.stmt_tangles(s);
        match k {
            "tangles" => ts.len().to_string(),
            "unrelated" => {
                (ft.implementation_defined.get(s) == Some(&ImplDefined::Unrelated)).to_string()
            }
            "implementation_defined" => ft.implementation_defined.get(s).is_some().to_string(),
            "rule" => Self::rules(ft, &ts),
            "from" => {
                let other = self.tangles_of(f, ft, v, ctx);
                let ok = other.len() == 1
                    && !ts.is_empty()
                    && ts
                        .iter()
                        .all(|&t| ft.tangles.get(t).parents.first() == Some(&other[0]));
                verdict(ok, v, || {
                    format!(
                        "{} vs {v}'s {}",
                        Self::show(ft, &ts),
                        Self::show(ft, &other)
                    )
                })
            }
            "same" | "includes" => {
                let other = self.tangles_of(f, ft, v, ctx);
                let ok = if k == "same" {
                    ts == other
                } else {
                    !other.is_empty() && other.iter().all(|t| ts.contains(t))
                };
                verdict(ok, v, || {
                    format!(
                        "{} vs {v}'s {}",
                        Self::show(ft, &ts),
                        Self::show(ft, &other)
                    )
                })
            }
            "sequences" => self.sequences(f, ft, &ts, v, ctx),
            "cycle" => ft
                .cycles
                .innermost
                .get(s)
                .map(|&c| self.cycle_name(f, ft, c))
                .unwrap_or("none".into()),
            other => panic!("{ctx}: unknown key `{other}`"),
        }
    }

    fn check(&self, line: &str) {
        let mut words = line.split_whitespace();
        let what = words.next().expect("expect what");
        let target = words.next().expect("a NAME@LINE");
        let (name, at) = if what == "function" {
            (target, 0)
        } else {
            split_at(target)
        };
        let keys: Vec<(&str, &str)> = words
            .map(|w| w.split_once('=').expect("key=value"))
            .collect();
        let ctx = format!("{}: `{line}`", self.file);
        let mut matched = 0;
        for (f, ft) in self.functions() {
            match what {
                "op" => {
                    for c in &ft.calls {
                        let e = &f.exprs[c.expr];
                        let ExprKind::Call { callee, .. } = &e.kind else {
                            continue;
                        };
                        if self.unit.program.callee_name(*callee) != name || self.line(e.span) != at
                        {
                            continue;
                        }
                        matched += 1;
                        for &(k, v) in &keys {
                            let got = match k {
                                "tangles" => c.tangles.len().to_string(),
                                "rule" => Self::rules(ft, &c.tangles),
                                "implementation_defined" => {
                                    c.implementation_defined.is_some().to_string()
                                }
                                "maximal" => if ft.tangles.get(c.maximal).rule == Rule::Union {
                                    "union"
                                } else {
                                    "single"
                                }
                                .to_string(),
                                "token" => match c.cycle {
                                    Some(cy) => self.cycle_name(f, ft, cy),
                                    None if f.noconvergent => "anchor".into(),
                                    None => "entry".into(),
                                },
                                other => panic!("{ctx}: unknown key `{other}`"),
                            };
                            assert_eq!(got, v, "{ctx}: `{k}`");
                        }
                    }
                }
                "stmt" => {
                    if let Some(s) = self.find_stmt(f, ft, target) {
                        matched += 1;
                        for &(k, v) in &keys {
                            let got = self.check_stmt(f, ft, s, k, v, &ctx);
                            assert_eq!(got, v, "{ctx}: `{k}` of {}", self.stmt_name(f, s));
                        }
                    }
                }
                "cycle" => {
                    for (i, cy) in ft.cycles.list.iter().enumerate() {
                        if cy.kind.name() != name || self.line(f.stmts[cy.head].span) != at {
                            continue;
                        }
                        matched += 1;
                        let iterations: Vec<TangleId> = ft
                            .strict
                            .iterations
                            .get(cy.head)
                            .map(|set| set.iter().copied().collect())
                            .unwrap_or_default();
                        for &(k, v) in &keys {
                            let got = match k {
                                "entries" if v.parse::<usize>().is_ok() => {
                                    cy.entries.len().to_string()
                                }
                                "entries" => {
                                    let names: Vec<String> =
                                        cy.entries.iter().map(|&e| self.stmt_name(f, e)).collect();
                                    names.join(",")
                                }
                                "reducible" => cy.reducible.to_string(),
                                "parent" => cy
                                    .parent
                                    .map(|p| self.cycle_name(f, ft, p))
                                    .unwrap_or("none".into()),
                                "stmts" => cy.stmts.len().to_string(),
                                "iterations" => iterations.len().to_string(),
                                "sequences" => self.sequences(f, ft, &iterations, v, &ctx),
                                other => panic!("{ctx}: unknown key `{other}`"),
                            };
                            assert_eq!(got, v, "{ctx}: `{k}` of cycle {i}");
                        }
                    }
                }
                "reconverge" => {
                    for &(s, rule) in &ft.reconvergence {
                        if f.stmts[s].kind.name() != name || self.line(f.stmts[s].span) != at {
                            continue;
                        }
                        matched += 1;
                        let got = match rule {
                            Reconvergence::CaseLabel => "1.1",
                            Reconvergence::Label => "1.2",
                            Reconvergence::CycleEntry => "2",
                        };
                        for &(k, v) in &keys {
                            assert_eq!(k, "rule", "{ctx}");
                            assert_eq!(got, v, "{ctx}");
                        }
                    }
                }
                "function" => {
                    if f.name != name {
                        continue;
                    }
                    matched += 1;
                    for &(k, v) in &keys {
                        let got = match k {
                            "cycles" => ft.cycles.list.len().to_string(),
                            "implementation_defined" => {
                                let stmts: Vec<String> = ft
                                    .implementation_defined
                                    .iter()
                                    .map(|(s, why)| format!("{} ({why:?})", self.stmt_name(f, s)))
                                    .collect();
                                let calls = ft
                                    .calls
                                    .iter()
                                    .filter(|c| c.implementation_defined.is_some())
                                    .count();
                                let any = !stmts.is_empty() || calls > 0;
                                verdict(any.to_string() == v, v, || {
                                    format!(
                                        "{any}: statements [{}], {calls} calls",
                                        stmts.join(", ")
                                    )
                                })
                            }
                            "saturated" => (!ft.strict.saturated.is_empty()).to_string(),
                            other => panic!("{ctx}: unknown key `{other}`"),
                        };
                        assert_eq!(got, v, "{ctx}: `{k}`");
                    }
                }
                other => panic!("{ctx}: unknown fact `{other}`"),
            }
        }
        assert!(matched > 0, "{ctx}: nothing matches");
    }
}

/// `[0-3,6]` -> `[0, 1, 2, 3, 6]`.
fn parse_group(word: &str, ctx: &str) -> Vec<u32> {
    let inner = word
        .strip_prefix('[')
        .and_then(|w| w.strip_suffix(']'))
        .unwrap_or_else(|| panic!("{ctx}: `{word}` is not a [group]"));
    let num = |n: &str| -> u32 { n.parse().unwrap_or_else(|_| panic!("{ctx}: `{n}`")) };
    let mut out = Vec::new();
    for part in inner.split(',') {
        match part.split_once('-') {
            Some((a, b)) => out.extend(num(a)..=num(b)),
            None => out.push(num(part)),
        }
    }
    out.sort_unstable();
    out
}

fn groups_at(out: &RunOutput, callee: &str, line: u32) -> Vec<Vec<u32>> {
    let mut groups: Vec<Vec<u32>> = out
        .events
        .iter()
        .filter(|e| {
            let site = &out.sites[e.site as usize];
            site.callee == callee && site.line == Some(line)
        })
        .map(|e| e.threads.to_vec())
        .collect();
    groups.sort();
    groups
}

/// Runs the `// run` launch on both engines and checks every `// expect groups`.
fn check_dynamic(file: &str, text: &str, unit: &Unit, analysis: &tangles::Analysis) -> usize {
    let facts: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("// expect groups "))
        .collect();
    let Some(run) = text.lines().find_map(|l| l.strip_prefix("// run ")) else {
        assert!(
            facts.is_empty(),
            "{file}: `expect groups` without a `// run` line"
        );
        return 0;
    };
    assert!(!facts.is_empty(), "{file}: a `// run` line without facts");
    let mut words = run.splitn(3, ' ');
    let mut shape = |key: &str| -> u32 {
        let w = words.next().unwrap_or_default();
        w.strip_prefix(key)
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{file}: `// run {key}N ...`, not `{w}`"))
    };
    let launch = Launch {
        threads: shape("threads=").into(),
        warp_size: shape("warp="),
        ..Launch::default()
    };
    let args = runtime::launch::collect(words.next(), &[])
        .unwrap_or_else(|e| panic!("{file}: run arguments: {e}"));
    let source = runtime::source::run(unit, analysis, None, &launch, &args)
        .unwrap_or_else(|e| panic!("{file}: source engine: {e}"));
    let lowered =
        driver::lower_tangle(unit, analysis).unwrap_or_else(|e| panic!("{file}: lowering: {e}"));
    let ir = runtime::ir::run(&lowered.module, &unit.name, None, &launch, &args)
        .unwrap_or_else(|e| panic!("{file}: IR engine: {e}"));
    for out in [&source, &ir] {
        assert!(out.errors.is_empty(), "{file}: {:?}", out.errors);
    }
    for fact in &facts {
        let ctx = format!("{file}: `{fact}`");
        let mut words = fact.split_whitespace();
        let (callee, line) = split_at(words.next().expect("CALLEE@LINE"));
        let mut expected: Vec<Vec<u32>> = words.map(|w| parse_group(w, &ctx)).collect();
        expected.sort();
        assert_eq!(
            groups_at(&source, callee, line),
            expected,
            "{ctx}: source engine"
        );
        assert_eq!(groups_at(&ir, callee, line), expected, "{ctx}: IR engine");
    }
    facts.len()
}

#[test]
fn conformance_suite() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/conformance");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/conformance")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .collect();
    files.sort();
    assert!(files.len() >= 15, "{} conformance kernels", files.len());
    let (mut facts, mut dynamic) = (0, 0);
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable");
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        assert!(
            text.lines().any(|l| l.starts_with("// conformance: ")),
            "{file} does not say which document section it encodes"
        );
        let unit = frontend::compile(
            &Input::Text {
                name: file.clone(),
                text: text.clone(),
            },
            &Options::default(),
        );
        assert!(
            !unit.has_errors(),
            "{file}: {}",
            frontend::diag::render_plain(&unit.diagnostics, &unit.sources)
        );
        assert!(unit
            .program
            .functions
            .iter()
            .any(|(_, f)| f.kind == FunctionKind::Kernel || f.noconvergent));
        let analysis = tangles::analyze(&unit.program).expect("analysis");
        let checker = Checker {
            unit: &unit,
            analysis: &analysis,
            file: file.clone(),
        };
        let expectations: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix("// expect "))
            .collect();
        assert!(!expectations.is_empty(), "{file} states no facts");
        for e in expectations {
            if !e.starts_with("groups ") {
                checker.check(e);
                facts += 1;
            }
        }
        dynamic += check_dynamic(&file, &text, &unit, &analysis);
    }
    assert!(facts >= 40, "{facts} facts");
    assert!(dynamic >= 15, "{dynamic} dynamic facts");
}
