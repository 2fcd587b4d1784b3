//! `tangle report`: the engine's answer as annotated source (text), as JSON
//! for tools (documented in the README), and as a Graphviz graph.

use crate::cfg::Point;
use crate::tangle::{index, Rule, TangleId};
use crate::{Analysis, FunctionTangles, ImplDefined};
use frontend::diag::Diagnostic;
use frontend::model::{ExprKind, FuncId, Function, FunctionKind, StmtId, StmtKind};
use frontend::Unit;
use schemars::JsonSchema;
use serde::Serialize;
use std::fmt::Write;

/// A statement's id (`s` and its index, as in `tangle parse`), written out where it is
/// used without a string of its own: a report names statements thousands of times.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StmtName(pub StmtId);

impl std::fmt::Display for StmtName {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        out.write_char('s')?;
        out.write_str(itoa::Buffer::new().format(self.0.into_raw().into_u32()))
    }
}

impl Serialize for StmtName {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

fn kind_name(k: FunctionKind) -> &'static str {
    match k {
        FunctionKind::Kernel => "kernel",
        FunctionKind::Device => "device",
    }
}

/// Functions to report: those with a body, optionally only one by name.
pub fn selected<'a>(
    unit: &'a Unit,
    analysis: &'a Analysis,
    only: Option<&str>,
) -> Vec<(FuncId, &'a Function, &'a FunctionTangles)> {
    unit.program
        .functions
        .iter()
        .filter(|(_, f)| only.is_none_or(|n| n == f.name))
        .filter_map(|(id, f)| analysis.functions.get(id).map(|ft| (id, f, ft)))
        .collect()
}

/// `while@7`, or nothing: a statement in a tangle's description, written into it
/// without a string of its own (a report describes every tangle).
struct StmtAt(Option<(&'static str, u32)>);

impl StmtAt {
    /// Writes it piece by piece: into a `String` this takes no formatting machinery.
    fn write_to(&self, out: &mut impl std::fmt::Write) -> std::fmt::Result {
        if let Some((kind, line)) = self.0 {
            out.write_str(kind)?;
            out.write_char('@')?;
            out.write_str(itoa::Buffer::new().format(line))?;
        }
        Ok(())
    }
}

impl std::fmt::Display for StmtAt {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.write_to(out)
    }
}

/// `T4 = T2 & while@7 iteration`: how a tangle is derived, for people.
pub fn describe(unit: &Unit, f: &Function, ft: &FunctionTangles, t: TangleId) -> String {
    let tg = ft.tangles.get(t);
    let at = |s: Option<StmtId>| {
        StmtAt(s.map(|s| {
            let st = &f.stmts[s];
            (st.kind.name(), unit.line(st.span))
        }))
    };
    let name = ft.name(t);
    // Built piece by piece: `format!` cost three times as much, and the JSON report
    // describes every tangle of every function.
    let mut text = String::with_capacity(48);
    text.push_str(name);
    text.push_str(" = ");
    match tg.rule {
        Rule::Launch => text.push_str("the launched block"),
        Rule::Caller => text.push_str("the caller's tangle at the call"),
        Rule::Anchor => {
            text.push_str("anchor: whatever threads call `");
            text.push_str(&f.name);
            text.push_str("` (implementation-defined)");
        }
        Rule::Saturated => {
            text.push_str("every thread reaching ");
            let _ = at(tg.stmt).write_to(&mut text);
            text.push_str(" (too many strict tangles to track)");
        }
        Rule::Union => {
            // A union of many tangles outgrows the string's first room: reserved whole
            // rather than doubled a few times.
            let parents: usize = tg.parents.iter().map(|&p| ft.name(p).len() + 3).sum();
            text.reserve(parents + " (reconverged)".len());
            for (i, &p) in tg.parents.iter().enumerate() {
                if i > 0 {
                    text.push_str(" | ");
                }
                text.push_str(ft.name(p));
            }
            text.push_str(" (reconverged)");
        }
        Rule::LogicalRhs | Rule::CondThen | Rule::CondElse => {
            let what = match (tg.rule, tg.expr.map(|e| &f.exprs[e].kind)) {
                (Rule::LogicalRhs, Some(ExprKind::Logical { op, .. })) => {
                    if *op == frontend::model::LogicalOp::And {
                        "&& rhs"
                    } else {
                        "|| rhs"
                    }
                }
                (Rule::CondThen, _) => "?: then",
                _ => "?: else",
            };
            text.push_str(ft.name(tg.parents[0]));
            text.push_str(" & ");
            text.push_str(what);
            if let Some(e) = tg.expr {
                let lc = unit.line_col(f.exprs[e].span);
                text.push('@');
                text.push_str(itoa::Buffer::new().format(lc.line));
                text.push(':');
                text.push_str(itoa::Buffer::new().format(lc.col));
            }
        }
        Rule::Case => {
            text.push_str(ft.name(tg.parents[0]));
            text.push_str(" & case ");
            if let Some(StmtKind::Case { value, .. }) = tg.stmt.map(|s| &f.stmts[s].kind) {
                let _ = write!(text, "{value}");
            }
            text.push('@');
            let line = tg.stmt.map(|s| unit.line(f.stmts[s].span)).unwrap_or(0);
            text.push_str(itoa::Buffer::new().format(line));
        }
        rule => {
            text.push_str(ft.name(tg.parents[0]));
            text.push_str(" & ");
            let _ = at(tg.stmt).write_to(&mut text);
            text.push(' ');
            text.push_str(rule.name());
        }
    }
    text
}

// The JSON types declare their fields in alphabetical order, the order in which
// serde_json's maps (and so the earlier documents) print them.

/// `tangle report --format json`: every statement's tangles, the cycles and the
/// convergent operations of each function, and the diagnostics (documented in the
/// README).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportDocument<'a> {
    /// `maximal` or `strict`: the convergence the tangles were computed under.
    pub convergence: &'static str,
    /// The frontend's diagnostics, then the lints'.
    pub diagnostics: Vec<ReportDiagnostic>,
    /// The input's name.
    pub file: String,
    /// Functions with a body (or the one `--function` names); none when the
    /// input has errors.
    pub functions: Vec<ReportFunction<'a>>,
    /// [`frontend::SCHEMA_VERSION`].
    pub schema_version: u32,
}

/// A function's tangles.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportFunction<'a> {
    /// It may run a convergent operation.
    pub convergent: bool,
    /// Its convergent operations, in source order.
    pub convergent_ops: Vec<ReportOp<'a>>,
    /// Its cycles (loop bodies and backward-goto ranges); `cycle` and `parent`
    /// fields index this list.
    pub cycles: Vec<ReportCycle>,
    /// `kernel` or `device`.
    pub kind: &'static str,
    /// Its name.
    pub name: &'a str,
    /// Marked `noconvergent`.
    pub noconvergent: bool,
    /// Its statements in source order.
    pub statements: Vec<ReportStatement<'a>>,
    /// Every tangle, by number.
    pub tangles: Vec<ReportTangle<'a>>,
}

/// A statement's tangles.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportStatement<'a> {
    /// Column where it starts.
    pub col: u32,
    /// `s` and its index, as in `tangle parse`.
    #[schemars(with = "String")]
    pub id: StmtName,
    /// More than one unrelated tangle reaches it.
    pub implementation_defined: bool,
    /// `if`, `while`, `goto`, `expr`, ...
    pub kind: &'static str,
    /// Line where it starts.
    pub line: u32,
    /// Its one tangle under maximal convergence; `null` under strict convergence
    /// or where control never reaches.
    pub maximal: Option<&'a str>,
    /// Its tangles under the rules alone (several where convergence is
    /// implementation-defined).
    pub tangles: Vec<&'a str>,
}

/// How a tangle is derived.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportTangle<'a> {
    /// The tangle it is derived from; `null` for a function's own tangle and a union.
    pub derived_from: Option<&'a str>,
    /// `T` and its number.
    pub name: &'a str,
    /// The rule that derives it (`launch`, `then`, `iteration`, `case`, `union`, ...).
    pub rule: &'static str,
    /// The statement it is derived at.
    #[schemars(with = "Option<String>")]
    pub stmt: Option<StmtName>,
    /// The derivation in words.
    pub text: String,
    /// For a union made by maximal convergence, the tangles it joins.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub union_of: Option<Vec<&'a str>>,
}

/// A cycle, as the Maximal Convergence section of the spec defines them.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportCycle {
    /// Where maximal convergence counts its iterations.
    #[schemars(with = "String")]
    pub chosen_entry: StmtName,
    /// Its first statement, then each label or case in it that a jump from outside targets.
    #[schemars(with = "Vec<String>")]
    pub entries: Vec<StmtName>,
    /// The loop statement, or the label the backward gotos target.
    #[schemars(with = "String")]
    pub head: StmtName,
    /// `loop` or `goto`.
    pub kind: &'static str,
    /// The index of the innermost cycle containing this one's head.
    pub parent: Option<usize>,
    /// It has exactly one entry.
    pub reducible: bool,
    /// Its statements, in source order.
    #[schemars(with = "Vec<String>")]
    pub statements: Vec<StmtName>,
}

/// A convergent operation and the threads that execute it together.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportOp<'a> {
    /// The function called.
    pub callee: std::borrow::Cow<'a, str>,
    /// Column of the call.
    pub col: u32,
    /// The index of the innermost cycle around it; `null` outside cycles.
    pub cycle: Option<usize>,
    /// More than one unrelated tangle reaches it.
    pub implementation_defined: bool,
    /// Line of the call.
    pub line: u32,
    /// Its tangle under maximal convergence.
    pub maximal: &'a str,
    /// The statement it is in.
    #[schemars(with = "String")]
    pub stmt: StmtName,
    /// Its tangles under the rules alone.
    pub tangles: Vec<&'a str>,
}

/// A diagnostic in a report.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportDiagnostic {
    /// The stable code.
    pub code: String,
    /// Column of its primary span; `null` without one.
    pub col: Option<u32>,
    /// Line of its primary span; `null` without one.
    pub line: Option<u32>,
    /// The headline.
    pub message: String,
    /// Its secondary locations.
    pub notes: Vec<ReportNote>,
    /// How serious it is.
    pub severity: frontend::Severity,
}

/// A diagnostic's secondary location.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportNote {
    /// Its column; `null` without a place.
    pub col: Option<u32>,
    /// Its line; `null` without a place.
    pub line: Option<u32>,
    /// What this place has to do with the diagnostic.
    pub message: String,
}

fn tangle_json<'a>(
    unit: &Unit,
    f: &Function,
    ft: &'a FunctionTangles,
    t: TangleId,
) -> ReportTangle<'a> {
    let tg = ft.tangles.get(t);
    let union = tg.rule == Rule::Union;
    ReportTangle {
        name: ft.name(t),
        derived_from: if union {
            None
        } else {
            tg.parents.first().map(|&p| ft.name(p))
        },
        rule: tg.rule.name(),
        stmt: tg.stmt.map(StmtName),
        text: describe(unit, f, ft, t),
        union_of: union.then(|| tg.parents.iter().map(|&p| ft.name(p)).collect()),
    }
}

/// A diagnostic as a report shows it: where by line and column in the input.
pub fn diagnostic_json(unit: &Unit, d: &Diagnostic) -> ReportDiagnostic {
    let lc = d.span.map(|s| unit.line_col(s));
    ReportDiagnostic {
        severity: d.severity,
        code: d.code.to_string(),
        message: d.message.clone(),
        line: lc.map(|l| l.line),
        col: lc.map(|l| l.col),
        notes: d
            .notes
            .iter()
            .map(|n| {
                let lc = n.span.map(|s| unit.line_col(s));
                ReportNote {
                    message: n.message.clone(),
                    line: lc.map(|l| l.line),
                    col: lc.map(|l| l.col),
                }
            })
            .collect(),
    }
}

/// The report of the analysis of `unit` (of the function `only`, when given),
/// with `diagnostics`.
pub fn json<'a>(
    unit: &'a Unit,
    analysis: &'a Analysis,
    only: Option<&str>,
    diagnostics: &[Diagnostic],
) -> ReportDocument<'a> {
    let functions = selected(unit, analysis, only)
        .into_iter()
        .map(|(_, f, ft)| {
            let statements = ft
                .order
                .by_pos
                .iter()
                .map(|&s| {
                    let st = &f.stmts[s];
                    let lc = unit.line_col(st.span);
                    ReportStatement {
                        id: StmtName(s),
                        kind: st.kind.name(),
                        line: lc.line,
                        col: lc.col,
                        tangles: ft.stmt_tangles(s).iter().map(|&t| ft.name(t)).collect(),
                        maximal: ft.maximal.get(s).map(|&t| ft.name(t)),
                        implementation_defined: ft.implementation_defined.get(s).is_some(),
                    }
                })
                .collect();
            let cycles = ft
                .cycles
                .list
                .iter()
                .map(|c| ReportCycle {
                    kind: c.kind.name(),
                    head: StmtName(c.head),
                    statements: c.stmts.iter().map(|&s| StmtName(s)).collect(),
                    entries: c.entries.iter().map(|&s| StmtName(s)).collect(),
                    reducible: c.reducible,
                    chosen_entry: StmtName(c.chosen_entry),
                    parent: c.parent,
                })
                .collect();
            let convergent_ops = ft
                .calls
                .iter()
                .map(|c| {
                    let e = &f.exprs[c.expr];
                    let lc = unit.line_col(e.span);
                    let callee = match &e.kind {
                        ExprKind::Call { callee, .. } => unit.program.callee_name(*callee),
                        _ => "".into(),
                    };
                    ReportOp {
                        callee,
                        line: lc.line,
                        col: lc.col,
                        stmt: StmtName(e.stmt),
                        tangles: c.tangles.iter().map(|&t| ft.name(t)).collect(),
                        implementation_defined: c.implementation_defined.is_some(),
                        maximal: ft.name(c.maximal),
                        cycle: c.cycle,
                    }
                })
                .collect();
            ReportFunction {
                name: &f.name,
                kind: kind_name(f.kind),
                convergent: f.convergent,
                noconvergent: f.noconvergent,
                statements,
                tangles: ft
                    .by_name
                    .iter()
                    .map(|&t| tangle_json(unit, f, ft, t))
                    .collect(),
                cycles,
                convergent_ops,
            }
        })
        .collect();
    ReportDocument {
        schema_version: frontend::SCHEMA_VERSION,
        file: unit.name.clone(),
        convergence: analysis.convergence.name(),
        functions,
        diagnostics: diagnostics
            .iter()
            .map(|d| diagnostic_json(unit, d))
            .collect(),
    }
}

/// The report of a file with errors: its name and the frontend's diagnostics.
pub fn json_with_errors(unit: &Unit, convergence: crate::Convergence) -> ReportDocument<'_> {
    ReportDocument {
        schema_version: frontend::SCHEMA_VERSION,
        file: unit.name.clone(),
        convergence: convergence.name(),
        functions: Vec::new(),
        diagnostics: unit
            .diagnostics
            .iter()
            .map(|d| diagnostic_json(unit, d))
            .collect(),
    }
}

/// Each function's source, with every statement's tangles under its line.
pub fn text(unit: &Unit, analysis: &Analysis, only: Option<&str>) -> String {
    let mut bytes = Vec::new();
    // Writing into a `Vec` cannot fail, and the report is UTF-8 throughout.
    let _ = write_text(unit, analysis, only, &mut bytes);
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Bytes of report text gathered before they are handed to the writer.
const CHUNK: usize = 1 << 16;

/// [`text`], written to `to` as it is made: a large function's report was a
/// string of hundreds of megabytes that grew by copying into fresh pages.
pub fn write_text(
    unit: &Unit,
    analysis: &Analysis,
    only: Option<&str>,
    to: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let strict = analysis.convergence == crate::Convergence::Strict;
    let mut out = String::new();
    if strict {
        out.push_str("strict convergence: unrelated tangles are kept apart (no maximal tangle, no reconvergence)\n");
    }
    // Each file's lines, split once: a file of many functions was split again for each.
    let mut file_lines: std::collections::HashMap<u32, Vec<&str>> = Default::default();
    for (_, f, ft) in selected(unit, analysis, only) {
        let Some(body) = f.body else { continue };
        let start = unit.line(f.span);
        let end_span = f.stmts[body].span;
        let end = unit
            .sources
            .offset_line_col(end_span.file, end_span.end.saturating_sub(1) as usize)
            .line;
        let lines = file_lines
            .entry(f.span.file)
            .or_insert_with(|| unit.sources.text(f.span.file).lines().collect());
        // Markers go under their column as the line is shown (tabs expanded).
        let indent = |lc: frontend::LineCol| {
            let line = lines.get(lc.line as usize - 1).copied().unwrap_or("");
            display_width(line, lc.col.saturating_sub(1) as usize)
        };
        let mut flags = vec![kind_name(f.kind)];
        if f.convergent {
            flags.push("convergent");
        }
        if f.noconvergent {
            flags.push("noconvergent");
        }
        let _ = writeln!(
            out,
            "{} `{}` ({})",
            unit.sources.name(f.span.file),
            f.name,
            flags.join(", ")
        );
        let _ = writeln!(out, "  {}", describe(unit, f, ft, ft.body_tangle));
        // A bit per tangle: a hashed set grew to every tangle of a million-statement
        // function, rehashing as it went.
        let mut defined = fixedbitset::FixedBitSet::with_capacity(ft.tangles.arena.len());
        defined.insert(index(ft.body_tangle));
        // Notes for code of another file (an `#include` in the body) are made, as they define
        // tangles, but not shown: under the function's line of the same number they would
        // point at the wrong code.
        let mut notes = Notes::new(start, end);
        for &s in &ft.order.by_pos {
            let st = &f.stmts[s];
            if matches!(st.kind, StmtKind::Block(_)) {
                continue;
            }
            let lc = unit.line_col(st.span);
            let tangles = ft.stmt_tangles(s);
            let mut defs = Vec::new();
            let mut introduce = |t: TangleId, defs: &mut Vec<String>| {
                let mut stack = vec![t];
                let mut chain = Vec::new();
                while let Some(x) = stack.pop() {
                    if !defined.put(index(x)) {
                        chain.push(x);
                        stack.extend(ft.tangles.get(x).parents.iter().copied());
                    }
                }
                chain.sort_by_key(|&x| ft.name(x)[1..].parse::<usize>().unwrap_or(0));
                defs.extend(chain.into_iter().map(|x| describe(unit, f, ft, x)));
            };
            let mut line = format!("{} {}: ", StmtName(s), st.kind.name());
            if tangles.is_empty() {
                line.push_str("unreachable");
            } else {
                let names: Vec<&str> = tangles.iter().map(|&t| ft.name(t)).collect();
                line.push_str(&names.join(", "));
                for &t in &tangles {
                    introduce(t, &mut defs);
                }
            }
            if st.kind.is_loop() {
                if let Some(c) = ft.strict.at_cond.get(s) {
                    let names: Vec<&str> = c.iter().map(|&t| ft.name(t)).collect();
                    let _ = write!(line, "; condition: {}", names.join(", "));
                    for &t in c {
                        introduce(t, &mut defs);
                    }
                }
            }
            if let Some(n) = ft.strict.saturated.get(s) {
                let _ = write!(line, "  (~ {n} strict tangles arrive here: reconverged into their union to bound the analysis)");
            }
            match ft.implementation_defined.get(s) {
                Some(ImplDefined::Unrelated) => {
                    let m = ft.maximal.get(s).copied().filter(|_| !strict);
                    line.push_str("  !! implementation-defined: unrelated tangles");
                    if strict {
                        line.push_str("; strict: kept apart");
                    }
                    if let Some(m) = m {
                        let _ = write!(line, "; maximal: {}", ft.name(m));
                        introduce(m, &mut defs);
                    }
                }
                Some(ImplDefined::Anchored) => {
                    line.push_str("  !! implementation-defined: anchored")
                }
                Some(ImplDefined::Bounded) => {
                    line.push_str("  !! implementation-defined: derived from a saturated tangle")
                }
                Some(ImplDefined::Reentered) => line.push_str(
                    "  !! implementation-defined: in a goto cycle re-entered at another label",
                ),
                None => {}
            }
            let reconverges = ft.reconvergence_at(s).filter(|_| !strict);
            if let Some(rule) = reconverges {
                if st.kind.is_loop() {
                    let _ = write!(
                        line,
                        "  >> iterations reconverge at the loop's start, {}",
                        rule.name()
                    );
                } else {
                    let _ = write!(line, "  >> reconverge here, {}", rule.name());
                }
            }
            let shown = (st.span.file == f.span.file).then_some(lc.line);
            let width = indent(lc);
            notes.add(shown, format_args!("{:>width$}^ {line}", ""));
            for d in defs {
                notes.add(shown, format_args!("{:>width$}  {d}", ""));
            }
        }
        for c in &ft.calls {
            let e = &f.exprs[c.expr];
            let lc = unit.line_col(e.span);
            let callee = match &e.kind {
                ExprKind::Call { callee, .. } => unit.program.callee_name(*callee).to_string(),
                _ => String::new(),
            };
            let names: Vec<&str> = c.tangles.iter().map(|&t| ft.name(t)).collect();
            let mut line = format!(
                "{:>width$}^ convergent `{callee}`: {}",
                "",
                names.join(", "),
                width = indent(lc)
            );
            match c.implementation_defined {
                Some(ImplDefined::Unrelated) if strict => {
                    line.push_str("  !! implementation-defined; strict: kept apart");
                }
                Some(ImplDefined::Unrelated) => {
                    let _ = write!(
                        line,
                        "  !! implementation-defined; maximal: {}",
                        ft.name(c.maximal)
                    );
                }
                Some(ImplDefined::Anchored) => {
                    line.push_str("  !! implementation-defined: anchored")
                }
                Some(ImplDefined::Bounded) => {
                    line.push_str("  !! implementation-defined: derived from a saturated tangle")
                }
                Some(ImplDefined::Reentered) => line.push_str(
                    "  !! implementation-defined: in a goto cycle re-entered at another label",
                ),
                None => {}
            }
            let shown = (e.span.file == f.span.file).then_some(lc.line);
            notes.add(shown, format_args!("{line}"));
            let mut stack: Vec<TangleId> = c.tangles.clone();
            if !strict {
                stack.push(c.maximal);
            }
            while let Some(x) = stack.pop() {
                if !defined.put(index(x)) {
                    let width = indent(lc);
                    let d = describe(unit, f, ft, x);
                    notes.add(shown, format_args!("{:>width$}  {d}", ""));
                    stack.extend(ft.tangles.get(x).parents.iter().copied());
                }
            }
        }
        let mut by_line = notes.by_line();
        for n in start..=end {
            let src = lines.get(n as usize - 1).copied().unwrap_or("");
            let _ = writeln!(out, "{n:>5} | {}", expand_tabs(src));
            for note in by_line.take(n) {
                let _ = writeln!(out, "      | {note}");
            }
            if out.len() >= CHUNK {
                to.write_all(out.as_bytes())?;
                out.clear();
            }
        }
        if !ft.cycles.list.is_empty() {
            let _ = writeln!(out, "  cycles:");
            for (i, c) in ft.cycles.list.iter().enumerate() {
                let head = unit.line_col(f.stmts[c.head].span);
                let entries: Vec<String> = c
                    .entries
                    .iter()
                    .map(|&e| format!("{}@{}", f.stmts[e].kind.name(), unit.line(f.stmts[e].span)))
                    .collect();
                let _ = writeln!(
                    out,
                    "    C{i} {} cycle of {}@{}: {} statement{}, entries {}{}; chosen entry {}@{}",
                    c.kind.name(),
                    f.stmts[c.head].kind.name(),
                    head.line,
                    c.stmts.len(),
                    if c.stmts.len() == 1 { "" } else { "s" },
                    entries.join(", "),
                    if c.reducible { "" } else { " (irreducible)" },
                    f.stmts[c.chosen_entry].kind.name(),
                    unit.line(f.stmts[c.chosen_entry].span),
                );
            }
        }
        out.push('\n');
    }
    to.write_all(out.as_bytes())
}

/// The notes shown under a function's lines (`first..=last`), in one text: a
/// `String` per note, kept until its line was printed, was most of a large
/// function's report memory.
struct Notes {
    first: u32,
    last: u32,
    /// The notes' text, in blocks of [`Notes::BLOCK`] bytes or so that are never moved:
    /// one string grown by doubling touched twice its final size in fresh pages (a
    /// million-statement function's notes are 130 MB).
    blocks: Vec<String>,
    /// Each note's line, block, and bytes in its block, in the order they were added.
    at: Vec<NoteAt>,
    scratch: String,
}

struct NoteAt {
    line: u32,
    block: u32,
    start: u32,
    end: u32,
}

impl Notes {
    const BLOCK: usize = 1 << 20;

    fn new(first: u32, last: u32) -> Notes {
        Notes {
            first,
            last,
            blocks: Vec::new(),
            at: Vec::new(),
            scratch: String::new(),
        }
    }

    /// Adds a note under `line`; dropped where there is no line to show it on
    /// or the line is outside the function.
    fn add(&mut self, line: Option<u32>, note: std::fmt::Arguments<'_>) {
        let Some(line) = line.filter(|l| (self.first..=self.last).contains(l)) else {
            return;
        };
        self.scratch.clear();
        let _ = self.scratch.write_fmt(note);
        let room = self
            .blocks
            .last()
            .is_some_and(|b| b.capacity() - b.len() >= self.scratch.len());
        if !room {
            self.blocks
                .push(String::with_capacity(Self::BLOCK.max(self.scratch.len())));
        }
        let block = self.blocks.len() - 1;
        let text = &mut self.blocks[block];
        let start = text.len();
        text.push_str(&self.scratch);
        self.at.push(NoteAt {
            line,
            block: block as u32,
            start: start as u32,
            end: text.len() as u32,
        });
    }

    /// The notes by line, each line's in the order they were added.
    fn by_line(mut self) -> NotesByLine {
        // Stable: the notes of a line keep their order.
        self.at.sort_by_key(|n| n.line);
        NotesByLine {
            notes: self,
            next: 0,
        }
    }
}

/// [`Notes`] handed out line by line, in increasing line order.
struct NotesByLine {
    notes: Notes,
    next: usize,
}

impl NotesByLine {
    /// The notes of `line`; lines are asked for in increasing order.
    fn take(&mut self, line: u32) -> impl Iterator<Item = &str> {
        let from = self.next;
        let at = &self.notes.at;
        while self.next < at.len() && at[self.next].line <= line {
            self.next += 1;
        }
        let blocks = &self.notes.blocks;
        at[from..self.next]
            .iter()
            .filter(move |n| n.line == line)
            .map(move |n| &blocks[n.block as usize][n.start as usize..n.end as usize])
    }
}

/// A statement-level graph: statements and loop heads as nodes, control flow
/// as edges; nodes coloured by implementation-defined convergence, cycles as
/// clusters, reconvergence points and cycle entries marked.
pub fn dot(unit: &Unit, analysis: &Analysis, only: Option<&str>) -> String {
    let mut out = String::from("digraph tangles {\n  rankdir=TB;\n  node [shape=box, fontname=\"monospace\", fontsize=10];\n  edge [fontsize=9];\n");
    for (fid, f, ft) in selected(unit, analysis, only) {
        let prefix = format!("f{}", fid.into_raw().into_u32());
        let _ = writeln!(
            out,
            "  subgraph cluster_{prefix} {{\n    label=\"{} {}\";",
            kind_name(f.kind),
            escape(&f.name)
        );
        let node_name = |p: Point| match p {
            Point::Stmt(s) => format!("{prefix}_{}", StmtName(s)),
            Point::Cond(s) => format!("{prefix}_{}_cond", StmtName(s)),
            Point::Step(s) => format!("{prefix}_{}_step", StmtName(s)),
            Point::Exit => format!("{prefix}_exit"),
        };
        // Per statement, looked up once per node rather than searched.
        let entries: std::collections::HashSet<StmtId> = ft
            .cycles
            .list
            .iter()
            .flat_map(|c| c.entries.iter().copied())
            .collect();
        let mut calls_at: std::collections::HashMap<StmtId, Vec<String>> = Default::default();
        for c in &ft.calls {
            if let ExprKind::Call { callee, .. } = &f.exprs[c.expr].kind {
                calls_at
                    .entry(f.exprs[c.expr].stmt)
                    .or_default()
                    .push(unit.program.callee_name(*callee).to_string());
            }
        }
        // Cycles as nested clusters would need a strict tree; draw them as
        // coloured node borders instead, listed in a legend node.
        for p in ft.cfg.points() {
            let (label, attrs) = match p {
                Point::Exit => ("return".to_string(), String::from(", shape=oval")),
                Point::Stmt(s) => {
                    if matches!(f.stmts[s].kind, StmtKind::Block(_)) {
                        continue;
                    }
                    let st = &f.stmts[s];
                    let lc = unit.line_col(st.span);
                    let names: Vec<&str> = ft.stmt_tangles(s).iter().map(|&t| ft.name(t)).collect();
                    let mut label = format!(
                        "{}@{}:{}\\n{}",
                        st.kind.name(),
                        lc.line,
                        lc.col,
                        names.join(", ")
                    );
                    let calls = calls_at.get(&s).map(Vec::as_slice).unwrap_or_default();
                    if !calls.is_empty() {
                        let _ = write!(label, "\\n◆ {}", calls.join(", "));
                    }
                    let mut attrs = String::new();
                    if ft.implementation_defined.get(s) == Some(&ImplDefined::Unrelated) {
                        attrs.push_str(", style=filled, fillcolor=\"#ffd7a8\"");
                    } else if !calls.is_empty() {
                        attrs.push_str(", style=filled, fillcolor=\"#d7e8ff\"");
                    }
                    let strict = analysis.convergence == crate::Convergence::Strict;
                    if !strict && ft.reconvergence_at(s).is_some() {
                        attrs.push_str(", peripheries=2");
                    }
                    if entries.contains(&s) {
                        attrs.push_str(", penwidth=2, color=\"#b03030\"");
                    }
                    (label, attrs)
                }
                Point::Cond(s) => {
                    let names: Vec<&str> = ft
                        .strict
                        .at_cond
                        .get(s)
                        .map(|c| c.iter().map(|&t| ft.name(t)).collect())
                        .unwrap_or_default();
                    (
                        format!(
                            "{} condition\\n{}",
                            f.stmts[s].kind.name(),
                            names.join(", ")
                        ),
                        String::from(", shape=diamond"),
                    )
                }
                Point::Step(s) => (
                    format!("{} step", f.stmts[s].kind.name()),
                    String::from(", shape=ellipse"),
                ),
            };
            let _ = writeln!(
                out,
                "    {} [label=\"{}\"{attrs}];",
                node_name(p),
                escape_label(&label)
            );
        }
        // Blocks are transparent: draw edges between the points they lead to.
        let resolve = |mut p: Point| {
            let mut guard = 0;
            while let Point::Stmt(s) = p {
                if !matches!(f.stmts[s].kind, StmtKind::Block(_)) || guard > 10_000 {
                    break;
                }
                guard += 1;
                p = ft.cfg.successors(p).next().unwrap_or(Point::Exit);
            }
            p
        };
        for (a, b) in ft.cfg.edges() {
            if matches!(a, Point::Stmt(s) if matches!(f.stmts[s].kind, StmtKind::Block(_))) {
                continue;
            }
            let b = resolve(b);
            // Back edges (they close a cycle) are dashed.
            let back = match (a, b) {
                (Point::Step(x), Point::Cond(l)) => x == l,
                (_, Point::Cond(l)) => point_stmt(a)
                    .is_some_and(|x| x != l && ft.order.inside(x, l) && !is_for_init(f, l, x)),
                (Point::Cond(l), Point::Stmt(y)) => {
                    matches!(f.stmts[l].kind, StmtKind::DoWhile { body, .. } if body == y)
                }
                (Point::Stmt(x), Point::Stmt(y)) => ft.order.pos(y) <= ft.order.pos(x),
                _ => false,
            };
            let _ = writeln!(
                out,
                "    {} -> {}{};",
                node_name(a),
                node_name(b),
                if back { " [style=dashed]" } else { "" }
            );
        }
        let _ = writeln!(out, "  }}");
    }
    out.push_str("}\n");
    out
}

fn is_for_init(f: &Function, lp: StmtId, s: StmtId) -> bool {
    matches!(&f.stmts[lp].kind, StmtKind::For { init: Some(i), .. } if *i == s)
}

fn point_stmt(p: Point) -> Option<StmtId> {
    match p {
        Point::Stmt(s) | Point::Cond(s) | Point::Step(s) => Some(s),
        Point::Exit => None,
    }
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

fn escape_label(s: &str) -> String {
    s.replace('"', "\\\"")
}

/// Tab stops in the annotated source, as codespan-reporting shows diagnostics.
const TAB_WIDTH: usize = 4;

/// `line` with its tabs expanded to [`TAB_WIDTH`] stops.
fn expand_tabs(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    for c in line.chars() {
        if c == '\t' {
            let width = out.chars().count();
            out.extend(std::iter::repeat_n(' ', TAB_WIDTH - width % TAB_WIDTH));
        } else {
            out.push(c);
        }
    }
    out
}

/// The display width of the first `bytes` bytes of `line` once tabs are expanded.
fn display_width(line: &str, bytes: usize) -> usize {
    let mut end = bytes.min(line.len());
    while !line.is_char_boundary(end) {
        end -= 1;
    }
    expand_tabs(&line[..end]).chars().count()
}
