//! Lints on convergent operations: a primary span on the call, notes that walk
//! back to the cause, stable codes. Silence a code for a run with `-A CODE`,
//! inside one function with a comment `tangle: allow(CODE)` on a line of its own in
//! its body, or on one line with the comment at the end of that line.

use crate::tangle::{index, Rule, TangleId};
use crate::uniformity::{Uniformity, WarpShape};
use crate::{Analysis, FunctionTangles, ImplDefined};
use fixedbitset::FixedBitSet;
use frontend::builtins::Scope;
use frontend::const_eval::const_eval;
use frontend::diag::{Diagnostic, Severity};
use frontend::model::{
    Callee, ConstValue, ExprKind, Function, FunctionKind, Init, StmtId, StmtKind,
};
use frontend::{Span, Unit};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::HashSet;

/// Notes of one kind a diagnostic lists before it sums the rest up: a kernel of a few
/// thousand labels made each of its warnings list every label (116 MB of warnings for
/// 3,000 lines).
const LISTED_NOTES: usize = 8;

/// Adds `notes` to `d`, the first [`LISTED_NOTES`] of them one by one, then one note on
/// the last of the rest saying how many more there are (`what` names them).
fn with_listed_notes(
    mut d: Diagnostic,
    notes: impl IntoIterator<Item = (&'static str, Span)>,
    what: &str,
) -> Diagnostic {
    let mut more = 0;
    let mut last = None;
    for (i, (message, span)) in notes.into_iter().enumerate() {
        if i < LISTED_NOTES {
            d = d.with_note(message, span);
        } else {
            more += 1;
            last = Some(span);
        }
    }
    if let Some(span) = last {
        d = d.with_note(format!("and {more} more {what}, the last here"), span);
    }
    d
}

/// The lints' stable codes: `W` for warnings, `N` for notes.
pub mod codes {
    /// A convergent call whose convergence is implementation-defined.
    pub const IMPLEMENTATION_DEFINED: &str = "W0101";
    /// A backward-goto cycle containing convergent calls.
    pub const GOTO_CYCLE: &str = "W0102";
    /// A case label inside a loop nested in its switch (Duff's device).
    pub const CASE_IN_LOOP: &str = "W0103";
    /// `__syncthreads` whose tangle may be a strict subset of the block.
    pub const PARTIAL_BARRIER: &str = "W0104";
    /// A constant explicit mask naming lanes that may not be in the tangle.
    pub const MASK_EXCEEDS_TANGLE: &str = "W0105";
    /// A convergent call on a divergent `break` path (informational).
    pub const BREAK_PATH: &str = "N0106";
    /// A `tangle: allow(...)` comment naming a code that does not exist.
    pub const UNKNOWN_ALLOW: &str = "W0107";
    /// A shuffle whose lanes read a source lane its mask does not name.
    pub const SHUFFLE_OUTSIDE_MASK: &str = "W0108";
    /// A `*_sync` call that every lane of a warp makes, with a mask leaving some out.
    pub const CALLER_OUTSIDE_MASK: &str = "W0109";

    /// Every code with a one-line description, in code order: what `allow`
    /// names are checked against and what listings show.
    pub const ALL: &[(&str, &str)] = &[
        (
            IMPLEMENTATION_DEFINED,
            "convergent call with implementation-defined convergence",
        ),
        (GOTO_CYCLE, "goto cycle containing convergent calls"),
        (
            CASE_IN_LOOP,
            "case label inside a nested loop (Duff's device)",
        ),
        (
            PARTIAL_BARRIER,
            "__syncthreads that may not include the whole block",
        ),
        (
            MASK_EXCEEDS_TANGLE,
            "explicit mask naming lanes outside the tangle",
        ),
        (
            BREAK_PATH,
            "convergent call on a divergent break path (per iteration)",
        ),
        (UNKNOWN_ALLOW, "allow comment naming an unknown code"),
        (
            SHUFFLE_OUTSIDE_MASK,
            "shuffle reading a lane outside its mask",
        ),
        (
            CALLER_OUTSIDE_MASK,
            "sync builtin called by lanes its mask leaves out",
        ),
    ];
}

/// What one lint run silences and may assume.
#[derive(Debug, Clone, Default)]
pub struct LintOptions {
    /// Codes silenced for the whole run.
    pub allow: HashSet<String>,
    /// The launch the kernels are meant for, when the user says: W0105 then
    /// also knows the lanes a partial last warp lacks.
    pub launch: Option<LaunchShape>,
}

/// The block shape and warp size of a launch (`--threads`, `--warp-size`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LaunchShape {
    /// The block's shape, x y z: warps are formed from linear thread ids, so
    /// only their product matters to the lanes a warp has.
    pub block: [u32; 3],
    /// Lanes per warp.
    pub warp_size: u32,
}

impl LaunchShape {
    /// Threads per block.
    pub fn threads(&self) -> u32 {
        self.block.iter().product()
    }

    /// Lanes of the launch's last warp (all of them when the block fills it).
    pub fn last_warp_lanes(&self) -> u32 {
        match self.threads() % self.warp_size {
            0 => self.warp_size,
            partial => partial,
        }
        .min(self.threads())
    }

    /// `40 threads`, or `96 threads (block 12x8)` for a 2-D or 3-D block.
    fn describe(&self) -> String {
        match self.block {
            [_, 1, 1] => format!("{} threads", self.threads()),
            [x, y, 1] => format!("{} threads (block {x}x{y})", self.threads()),
            [x, y, z] => format!("{} threads (block {x}x{y}x{z})", self.threads()),
        }
    }

    /// The lanes of `mask` that the last warp lacks (which every warp lacks
    /// when the mask is wider than the warp).
    pub fn absent_lanes(&self, mask: u64) -> u64 {
        let lanes = self.last_warp_lanes();
        let present = if lanes >= 64 {
            u64::MAX
        } else {
            (1u64 << lanes) - 1
        };
        mask & !present
    }
}

/// Why a tangle may hold fewer threads than the function's tangle.
#[derive(Debug, Clone)]
struct Cause {
    span: Span,
    message: String,
}

/// Runs every lint on each analysed function of `unit`, drops what `options`
/// and `tangle: allow` comments silence, and adds a W0107 warning for each
/// allowed code that does not exist. Sorted by position.
pub fn lint(unit: &Unit, analysis: &Analysis, options: &LintOptions) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let barriers = functions_with_barriers(unit);
    for (id, f) in unit.program.functions.iter() {
        let Some(ft) = analysis.functions.get(id) else {
            continue;
        };
        let allowed = allowed_in_function(unit, f);
        let shape = options
            .launch
            .map(|l| WarpShape {
                warp_size: l.warp_size,
                whole_rows: l.block[0] % l.warp_size == 0,
            })
            .unwrap_or_default();
        let mut diags = Vec::new();
        LintCx {
            unit,
            f,
            ft,
            uni: std::cell::OnceCell::new(),
            shape,
            launch: options.launch,
            barriers: &barriers,
            constant_locals: std::cell::OnceCell::new(),
            convergence: analysis.convergence,
            allow: &options.allow,
        }
        .run(&mut diags);
        diags.retain(|d| {
            let line = d.span.map(|s| (s.file, unit.line(s)));
            !options.allow.contains(d.code)
                && !allowed.function.contains(d.code)
                && !line.is_some_and(|l| allowed.lines.contains(&(l, d.code.to_string())))
        });
        out.extend(diags);
        for (span, code) in allowed.unknown {
            if !options.allow.contains(codes::UNKNOWN_ALLOW) {
                out.push(
                    Diagnostic::new(
                        Severity::Warning,
                        codes::UNKNOWN_ALLOW,
                        format!("`tangle: allow({code})`: no such lint code"),
                        Some(span),
                    )
                    .with_label("names no lint")
                    .with_help(format!(
                        "the codes are {}",
                        codes::ALL
                            .iter()
                            .map(|(c, _)| *c)
                            .collect::<Vec<_>>()
                            .join(", ")
                    )),
                );
            }
        }
    }
    out.sort_by_key(|d| d.span.map(|s| (s.file, s.start)));
    out
}

/// What a function's `tangle: allow(CODE, ...)` comments silence.
#[derive(Default)]
struct Allowed {
    /// From comments on lines of their own: the whole function.
    function: HashSet<String>,
    /// From comments after code on a line: that line ((file, line), code).
    lines: HashSet<((u32, u32), String)>,
    /// Codes that name no lint, with the comment's span.
    unknown: Vec<(Span, String)>,
}

/// The `tangle: allow(...)` comments in the function's text.
fn allowed_in_function(unit: &Unit, f: &Function) -> Allowed {
    let mut allowed = Allowed::default();
    let Some(body) = f.body else { return allowed };
    let end = f.stmts[body].span;
    if end.file != f.span.file {
        return allowed;
    }
    let file = f.span.file;
    let text = unit.sources.text(file);
    let start = f.span.start as usize;
    let region = text.get(start..end.end as usize).unwrap_or("");
    const MARK: &str = "tangle: allow(";
    for (i, _) in region.match_indices(MARK) {
        let at = start + i;
        let rest = &region[i + MARK.len()..];
        let Some(close) = rest.find(')') else {
            continue;
        };
        let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
        let before = text[line_start..at].trim_end();
        let before_comment = before
            .strip_suffix("//")
            .or_else(|| before.strip_suffix("/*"))
            .unwrap_or(before);
        let trailing = !before_comment.trim().is_empty();
        let span = Span {
            file,
            start: at as u32,
            end: (at + MARK.len() + close + 1) as u32,
        };
        let line = unit.line(span);
        for code in rest[..close]
            .split(',')
            .map(str::trim)
            .filter(|c| !c.is_empty())
        {
            if !codes::ALL.iter().any(|(c, _)| *c == code) {
                allowed.unknown.push((span, code.to_string()));
            } else if trailing {
                allowed.lines.insert(((file, line), code.to_string()));
            } else {
                allowed.function.insert(code.to_string());
            }
        }
    }
    allowed
}

struct LintCx<'a> {
    unit: &'a Unit,
    f: &'a Function,
    ft: &'a FunctionTangles,
    /// Computed on first use: only some lints need it.
    uni: std::cell::OnceCell<Uniformity>,
    shape: WarpShape,
    launch: Option<LaunchShape>,
    /// Functions that reach a block barrier, through calls too.
    barriers: &'a HashSet<frontend::model::FuncId>,
    /// The function's locals that hold one integer constant throughout.
    /// Computed on first use, as `uni`: silenced lints cost nothing (`-A all`: no lint runs).
    constant_locals: std::cell::OnceCell<std::collections::HashMap<frontend::model::LocalId, i128>>,
    convergence: crate::Convergence,
    /// Codes silenced for the whole run: their checks do not run.
    allow: &'a HashSet<String>,
}

/// The locals initialized with an integer constant and never changed (not assigned, not
/// incremented, address not taken): computed once per function, as masks read them.
fn constant_locals(f: &Function) -> std::collections::HashMap<frontend::model::LocalId, i128> {
    let changed: HashSet<frontend::model::LocalId> = f
        .exprs
        .iter()
        .filter_map(|(_, ex)| match &ex.kind {
            ExprKind::Assign { target, .. }
            | ExprKind::CompoundAssign { target, .. }
            | ExprKind::IncDec { target, .. }
            | ExprKind::AddrOf(target) => match f.exprs[*target].kind {
                ExprKind::Local(l) => Some(l),
                _ => None,
            },
            _ => None,
        })
        .collect();
    f.stmts
        .iter()
        .filter_map(|(_, st)| match &st.kind {
            StmtKind::Decl(items) => Some(items),
            _ => None,
        })
        .flatten()
        .filter(|i| !changed.contains(&i.local))
        .filter_map(|i| match &i.init {
            Some(Init::Expr(init)) => match const_eval(f, *init)? {
                ConstValue::Int(v) => Some((i.local, v)),
                ConstValue::Float(_) | ConstValue::Address(..) => None,
            },
            _ => None,
        })
        .collect()
}

/// The functions that execute `__syncthreads` (or `_count/_and/_or`), directly or through
/// the functions they call: a call to one is a barrier for W0104.
fn functions_with_barriers(unit: &Unit) -> HashSet<frontend::model::FuncId> {
    let p = &unit.program;
    let mut set = HashSet::new();
    loop {
        let before = set.len();
        for (id, f) in p.functions.iter() {
            let reaches = f.exprs.iter().any(|(_, e)| match &e.kind {
                ExprKind::Call {
                    callee: Callee::Builtin(b),
                    ..
                } => b.scope() == Some(Scope::Block),
                ExprKind::Call {
                    callee: Callee::Function(g),
                    ..
                } => set.contains(g),
                _ => false,
            });
            if reaches {
                set.insert(id);
            }
        }
        if set.len() == before {
            return set;
        }
    }
}

impl LintCx<'_> {
    fn run(&self, out: &mut Vec<Diagnostic>) {
        let on = |code: &str| !self.allow.contains(code);
        if on(codes::IMPLEMENTATION_DEFINED) {
            self.implementation_defined(out);
        }
        if on(codes::GOTO_CYCLE) {
            self.goto_cycles(out);
        }
        if on(codes::CASE_IN_LOOP) {
            self.cases_in_loops(out);
        }
        if on(codes::PARTIAL_BARRIER)
            || on(codes::MASK_EXCEEDS_TANGLE)
            || on(codes::CALLER_OUTSIDE_MASK)
        {
            self.barriers_and_masks(out);
        }
        if on(codes::SHUFFLE_OUTSIDE_MASK) {
            self.shuffle_sources(out);
        }
        if on(codes::BREAK_PATH) {
            self.break_paths(out);
        }
    }

    fn uni(&self) -> &Uniformity {
        self.uni
            .get_or_init(|| Uniformity::compute_with(self.f, Some(self.shape)))
    }

    /// W0108: a shuffle with a constant mask and a constant lane (or delta) where some
    /// lane the mask names reads a lane it does not name: CUDA leaves that value undefined
    /// (a published reduction summing with `__shfl_down_sync(0xffff, v, 16)` counts lanes
    /// twice because of it).
    fn shuffle_sources(&self, out: &mut Vec<Diagnostic>) {
        let f = self.f;
        for c in &self.ft.calls {
            let Some(Callee::Builtin(b)) = self.callee(c.expr) else {
                continue;
            };
            if b.shuffled_value().is_none() || !b.has_mask() {
                continue;
            }
            let ExprKind::Call { args, .. } = &f.exprs[c.expr].kind else {
                continue;
            };
            let (Some(mask), Some(arg)) = (
                args.first().and_then(|&m| self.constant_value(m)),
                args.get(2).and_then(|&a| self.constant_value(a)),
            ) else {
                continue;
            };
            let width = match args.get(3) {
                Some(&w) => match self.constant_value(w) {
                    Some(w) if (1..=32).contains(&w) && (w as u32).is_power_of_two() => w as u32,
                    _ => continue,
                },
                None => 32,
            };
            let mask = mask as u64 & 0xffff_ffff;
            let named = |lane: u32| mask >> lane & 1 == 1;
            let reads_outside = (0..32u32).filter(|&l| named(l)).find_map(|lane| {
                b.shuffle_source(lane, arg as i32 as i64, width, 32)
                    .filter(|&src| !named(src))
                    .map(|src| (lane, src))
            });
            let Some((lane, src)) = reads_outside else {
                continue;
            };
            out.push(
                Diagnostic::new(
                    Severity::Warning,
                    codes::SHUFFLE_OUTSIDE_MASK,
                    format!(
                        "`{}` with mask {mask:#x} reads lanes its mask does not name",
                        b.name()
                    ),
                    Some(f.exprs[c.expr].span),
                )
                .with_label(format!(
                    "lane {lane} reads lane {src}, which is not in the mask"
                ))
                .with_help("the value read from a lane outside the mask is undefined in CUDA: widen the mask, or keep the lane arithmetic inside it (a smaller offset or `width`)"),
            );
        }
    }

    /// The integer value of `e`: a constant expression, or a local initialized with one and
    /// never changed (`unsigned full = 0xffffffff; ... __shfl_sync(full, ...)`).
    fn constant_value(&self, e: frontend::model::ExprId) -> Option<i128> {
        let f = self.f;
        if let Some(ConstValue::Int(v)) = const_eval(f, e) {
            return Some(v);
        }
        let mut x = e;
        while let ExprKind::Cast { operand, .. } = &f.exprs[x].kind {
            x = *operand;
        }
        match f.exprs[x].kind {
            ExprKind::Local(l) => self
                .constant_locals
                .get_or_init(|| constant_locals(self.f))
                .get(&l)
                .copied(),
            _ => None,
        }
    }

    fn callee(&self, e: frontend::model::ExprId) -> Option<Callee> {
        match &self.f.exprs[e].kind {
            ExprKind::Call { callee, .. } => Some(*callee),
            _ => None,
        }
    }

    fn callee_name(&self, e: frontend::model::ExprId) -> String {
        self.callee(e)
            .map(|c| self.unit.program.callee_name(c).to_string())
            .unwrap_or_default()
    }

    fn stmt_span(&self, s: StmtId) -> Span {
        self.f.stmts[s].span
    }

    /// Head span of a statement: its first line only (labels: up to the colon).
    fn head_span(&self, s: StmtId) -> Span {
        let sp = self.stmt_span(s);
        let text = self.unit.sources.text(sp.file);
        let slice = text.get(sp.start as usize..sp.end as usize).unwrap_or("");
        let len = match &self.f.stmts[s].kind {
            StmtKind::Label { .. } | StmtKind::Case { .. } | StmtKind::Default { .. } => {
                slice.find(':').map(|i| i + 1).unwrap_or(slice.len())
            }
            _ => slice.find('\n').unwrap_or(slice.len()),
        };
        Span {
            end: sp.start + len.max(1) as u32,
            ..sp
        }
    }

    fn implementation_defined(&self, out: &mut Vec<Diagnostic>) {
        let (f, ft) = (self.f, self.ft);
        // Statements already reported, by index: a hashed set missed the caches on a
        // million-statement kernel.
        let mut seen = FixedBitSet::with_capacity(f.stmts.len());
        for c in &ft.calls {
            let bounded = c.implementation_defined == Some(ImplDefined::Bounded);
            let reentered = c.implementation_defined == Some(ImplDefined::Reentered);
            if c.implementation_defined != Some(ImplDefined::Unrelated) && !bounded && !reentered {
                continue;
            }
            // One warning per statement: the outermost call stands for the rest.
            if seen.put(index(f.exprs[c.expr].stmt)) {
                continue;
            }
            let names: Vec<&str> = c.tangles.iter().map(|&t| ft.name(t)).collect();
            let call_stmt = f.exprs[c.expr].stmt;
            let mut d = Diagnostic::new(
                Severity::Warning,
                codes::IMPLEMENTATION_DEFINED,
                format!(
                    "convergence of `{}` is implementation-defined",
                    self.callee_name(c.expr)
                ),
                Some(f.exprs[c.expr].span),
            )
            .with_label(if reentered {
                format!(
                    "threads that jump back in at another label and threads that come round through the cycle's label are in unrelated tangles; maximal convergence uses {}",
                    ft.name(c.maximal)
                )
            } else if bounded {
                format!(
                    "its tangle {} derives from one where too many unrelated tangles met to tell apart",
                    ft.name(c.maximal)
                )
            } else if self.convergence == crate::Convergence::Strict {
                format!(
                    "reached with unrelated tangles {}; strict convergence keeps them apart",
                    names.join(", "),
                )
            } else {
                format!(
                    "reached with unrelated tangles {}; maximal convergence uses {}",
                    names.join(", "),
                    ft.name(c.maximal)
                )
            });
            if reentered {
                d = self.explain_reentry(d, call_stmt);
            } else if let Some(meet) = self.meeting_point(call_stmt) {
                d = self.explain_meeting(d, meet);
            }
            out.push(d.with_help("tangles reached by goto, case fall-through or a jump into a loop are unrelated (thread-convergence.rst, Implementation-defined Convergence)"));
        }
    }

    /// Where the goto cycle around `s` starts, and where a later goto jumps
    /// back into it at another label.
    fn explain_reentry(&self, mut d: Diagnostic, s: StmtId) -> Diagnostic {
        let ft = self.ft;
        let Some(cycle) = ft
            .cycles
            .containing(s, &ft.order)
            .into_iter()
            .map(|c| &ft.cycles.list[c])
            .find(|c| !c.reentries.is_empty())
        else {
            return d;
        };
        d = d.with_note(
            "the goto cycle starts at this label (its iterations are counted here)",
            self.head_span(cycle.head),
        );
        let last = cycle.back_gotos.iter().map(|&g| ft.order.pos(g)).max();
        let notes = cycle.reentries.iter().flat_map(|&r| {
            let late_gotos = ft.gotos_to.get(r).into_iter().flatten();
            let late_gotos = late_gotos.filter(move |&&g| Some(ft.order.pos(g)) > last);
            std::iter::once(("and is re-entered at this label", self.head_span(r))).chain(
                late_gotos.map(|&g| ("by this goto, after the cycle's own", self.stmt_span(g))),
            )
        });
        with_listed_notes(d, notes, "re-entries and gotos into the cycle")
    }

    /// The nearest statement at or before `s` (in source order, among those
    /// that contain or precede it) where unrelated tangles first meet.
    fn meeting_point(&self, s: StmtId) -> Option<StmtId> {
        let ft = self.ft;
        let pos = ft.order.pos(s);
        // `reconvergence` is in source order: the last point at or before `s`.
        let k = ft
            .reconvergence
            .partition_point(|r| ft.order.pos(r.0) <= pos);
        k.checked_sub(1).map(|i| ft.reconvergence[i].0)
    }

    fn explain_meeting(&self, mut d: Diagnostic, meet: StmtId) -> Diagnostic {
        let (f, ft) = (self.f, self.ft);
        if f.stmts[meet].kind.is_loop() {
            let names: Vec<&str> = ft
                .strict
                .iterations
                .get(meet)
                .map(|set| set.iter().map(|&t| ft.name(t)).collect())
                .unwrap_or_default();
            d = d.with_note(
                format!(
                    "the loop's iterations {} started in different places, so they are unrelated",
                    names.join(", ")
                ),
                self.head_span(meet),
            );
            if let Some(&cy) = ft.cycles.of_loop.get(meet) {
                let entries = ft.cycles.list[cy].entries[1..].iter();
                let notes = entries.map(|&e| ("the loop is also entered here", self.head_span(e)));
                d = with_listed_notes(d, notes, "ways into the loop");
            }
            return d;
        }
        let names: Vec<&str> = ft.stmt_tangles(meet).iter().map(|&t| ft.name(t)).collect();
        d = d.with_note(
            format!("unrelated tangles {} meet here", names.join(", ")),
            self.head_span(meet),
        );
        match &f.stmts[meet].kind {
            StmtKind::Label { .. } => {
                let gotos = ft.gotos_to.get(meet).into_iter().flatten();
                let notes = gotos.map(|&g| {
                    (
                        "threads jump to the label from this goto",
                        self.stmt_span(g),
                    )
                });
                d = with_listed_notes(d, notes, "gotos to the label");
            }
            StmtKind::Case { switch, .. } | StmtKind::Default { switch, .. } => {
                d = d.with_note(
                    "the switch jumps to the label, and the previous case falls through to it",
                    self.head_span(*switch),
                );
            }
            _ => {}
        }
        d
    }

    fn goto_cycles(&self, out: &mut Vec<Diagnostic>) {
        let (f, ft) = (self.f, self.ft);
        if ft.cycles.of_label.is_empty() {
            return; // no goto cycle
        }
        // The calls by their statement's position: a cycle's calls lie in its range, so each
        // cycle looks at those alone, not at every call of the function.
        let stmt_of = |k: usize| f.exprs[ft.calls[k].expr].stmt;
        let mut by_pos: Vec<(u32, usize)> = (0..ft.calls.len())
            .map(|k| (ft.order.pos(stmt_of(k)), k))
            .collect();
        by_pos.sort_unstable();
        for (i, c) in ft.cycles.list.iter().enumerate() {
            if c.kind != crate::cycles::CycleKind::Goto {
                continue;
            }
            let range = ft.cycles.range(i);
            let from = by_pos.partition_point(|&(p, _)| p < range.start);
            // The first call of the cycle in source order, as the warning points at it.
            let first = by_pos[from..]
                .iter()
                .take_while(|&&(p, _)| p < range.end)
                .map(|&(_, k)| k)
                .filter(|&k| ft.cycles.contains(i, stmt_of(k), &ft.order))
                .min();
            let Some(call) = first.map(|k| &ft.calls[k]) else {
                continue;
            };
            let mut d = Diagnostic::new(
                Severity::Warning,
                codes::GOTO_CYCLE,
                format!(
                    "`{}` is inside a backward-goto cycle",
                    self.callee_name(call.expr)
                ),
                Some(f.exprs[call.expr].span),
            )
            .with_label("convergent operation in a goto cycle")
            .with_note("the cycle starts at this label", self.head_span(c.head));
            let back = c.back_gotos.iter();
            let notes = back.map(|&g| ("and jumps back from here", self.stmt_span(g)));
            d = with_listed_notes(d, notes, "gotos back to the label");
            if !c.reducible {
                let notes = c.entries[1..].iter().map(|&e| {
                    (
                        "the cycle is also entered here, so it is irreducible",
                        self.head_span(e),
                    )
                });
                d = with_listed_notes(d, notes, "ways into the cycle");
            }
            out.push(d.with_help("each pass through the label is a new iteration; Clang emits IR that LLVM's verifier rejects for such cycles, tangle gives the label a loop token"));
        }
    }

    fn cases_in_loops(&self, out: &mut Vec<Diagnostic>) {
        let (f, ft) = (self.f, self.ft);
        // Per loop: the case labels of an outer switch that jump into it.
        let mut by_loop: Vec<(usize, StmtId, Vec<StmtId>)> = Vec::new();
        for &s in &ft.order.by_pos {
            let switch = match &f.stmts[s].kind {
                StmtKind::Case { switch, .. } | StmtKind::Default { switch, .. } => *switch,
                _ => continue,
            };
            let Some(&cy) = ft.cycles.innermost.get(s) else {
                continue;
            };
            if ft.cycles.contains(cy, switch, &ft.order) {
                continue;
            }
            match by_loop.iter_mut().find(|e| e.0 == cy) {
                Some(e) => e.2.push(s),
                None => by_loop.push((cy, switch, vec![s])),
            }
        }
        for (cy, switch, cases) in by_loop {
            let Some(call) = ft
                .calls
                .iter()
                .find(|k| ft.cycles.contains(cy, f.exprs[k.expr].stmt, &ft.order))
            else {
                continue;
            };
            let lp = ft.cycles.list[cy].head;
            let mut d = Diagnostic::new(
                Severity::Warning,
                codes::CASE_IN_LOOP,
                format!(
                    "`{}` is in a loop that its switch jumps into",
                    self.callee_name(call.expr)
                ),
                Some(f.exprs[call.expr].span),
            )
            .with_label("convergent operation in an irreducible cycle")
            .with_note(
                "the switch enters the loop at its case labels (Duff's device)",
                self.head_span(switch),
            )
            .with_note("the loop", self.head_span(lp));
            let notes = cases
                .into_iter()
                .map(|case| ("this case label is inside the loop", self.head_span(case)));
            d = with_listed_notes(d, notes, "case labels inside the loop");
            out.push(d.with_help("threads that enter at different case labels are unrelated; maximal convergence counts iterations from the loop's start"));
        }
    }

    /// Causes for which a tangle may hold only part of the function's threads.
    /// Why tangle `t` may hold fewer threads than the function's tangle: for `Scope::Warp`,
    /// only what may split the lanes of one warp counts.
    fn causes(&self, t: TangleId, scope: Scope) -> Vec<Cause> {
        let (f, ft, uni) = (self.f, self.ft, self.uni());
        let warp = scope == Scope::Warp;
        let divergent_cond = |s| {
            if warp {
                uni.is_warp_divergent_cond(s)
            } else {
                uni.is_divergent_cond(s)
            }
        };
        let divergent_stmt = |s| {
            if warp {
                uni.is_warp_divergent_stmt(s)
            } else {
                uni.is_divergent_stmt(s)
            }
        };
        let mut causes = Vec::new();
        let mut stack = vec![t];
        let mut seen = FxHashSet::default();
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            let tg = ft.tangles.get(x);
            stack.extend(tg.parents.iter().copied());
            let Some(s) = tg.stmt else { continue };
            let cause = match tg.rule {
                Rule::Then | Rule::Else | Rule::LoopBody if divergent_cond(s) => {
                    Some("this condition may differ between threads".to_string())
                }
                Rule::LoopIteration
                    if divergent_cond(s)
                        || divergent_stmt(f.stmts[s].kind.children().next_back().unwrap_or(s)) =>
                {
                    Some("threads may run different numbers of iterations of this loop".to_string())
                }
                Rule::Case | Rule::Default => match &f.stmts[s].kind {
                    StmtKind::Case { switch, .. } | StmtKind::Default { switch, .. }
                        if divergent_cond(*switch) =>
                    {
                        causes.push(Cause {
                            span: self.head_span(*switch),
                            message: "this switch value may differ between threads".into(),
                        });
                        None
                    }
                    _ => None,
                },
                Rule::After => {
                    // A jump inside `s` under divergent control lets some threads leave.
                    let (start, end) = (ft.order.pre[s] as usize, ft.order.end[s] as usize);
                    let jump = ft.order.by_pos[start..end].iter().copied().find(|&j| {
                        matches!(
                            f.stmts[j].kind,
                            StmtKind::Return(_)
                                | StmtKind::Goto { .. }
                                | StmtKind::Break { .. }
                                | StmtKind::Continue { .. }
                        ) && divergent_stmt(j)
                    });
                    if let Some(j) = jump {
                        causes.push(Cause {
                            span: self.stmt_span(j),
                            message: "some threads may leave here".into(),
                        });
                        let mut a = f.stmts[j].parent;
                        while let Some(p) = a.filter(|&p| ft.order.inside(p, s)) {
                            if divergent_cond(p) {
                                causes.push(Cause {
                                    span: self.head_span(p),
                                    message: "depending on this condition".into(),
                                });
                                break;
                            }
                            a = f.stmts[p].parent;
                        }
                    }
                    None
                }
                Rule::GotoIteration => Some(
                    "threads may take this backward goto's cycle different numbers of times"
                        .to_string(),
                ),
                Rule::LogicalRhs | Rule::CondThen | Rule::CondElse => {
                    Some("part of this statement is evaluated by a subset of threads".to_string())
                }
                _ => None,
            };
            if let Some(message) = cause {
                causes.push(Cause {
                    span: self.head_span(s),
                    message,
                });
            }
        }
        causes.sort_by_key(|c| c.span.start);
        causes.dedup_by_key(|c| c.span.start);
        causes
    }

    fn barriers_and_masks(&self, out: &mut Vec<Diagnostic>) {
        let (f, ft) = (self.f, self.ft);
        for c in &ft.calls {
            let root_full = ft.tangles.get(ft.body_tangle).rule == Rule::Launch;
            let barrier = match self.callee(c.expr) {
                Some(Callee::Builtin(b)) if b.scope() == Some(Scope::Block) => {
                    Some(format!("`{}`", b.name()))
                }
                Some(Callee::Function(g)) if self.barriers.contains(&g) => Some(format!(
                    "`{}` (which executes `__syncthreads`)",
                    self.unit.program.functions[g].name
                )),
                _ => None,
            };
            if let (Some(barrier), FunctionKind::Kernel, true) = (&barrier, f.kind, root_full) {
                let causes = self.causes(c.maximal, Scope::Block);
                if !causes.is_empty() {
                    let mut d = Diagnostic::new(
                        Severity::Warning,
                        codes::PARTIAL_BARRIER,
                        format!("{barrier} may be reached by only part of the block"),
                        Some(f.exprs[c.expr].span),
                    )
                    .with_label(format!(
                        "its tangle {} may be a strict subset of the block",
                        ft.name(c.maximal)
                    ));
                    for cause in causes {
                        d = d.with_note(cause.message, cause.span);
                    }
                    out.push(d.with_help("a barrier not reached by every thread of the block is undefined behaviour in CUDA"));
                }
            }
            let Some(Callee::Builtin(b)) = self.callee(c.expr) else {
                continue;
            };
            if b.has_mask() {
                let ExprKind::Call { args, .. } = &f.exprs[c.expr].kind else {
                    continue;
                };
                let Some(&mask) = args.first() else { continue };
                let Some(m) = self.constant_value(mask) else {
                    continue;
                };
                let m = m as u64 & 0xffff_ffff;
                let causes = self.causes(c.maximal, Scope::Warp);
                // Nothing splits the warp, so every lane calls: each must be in the mask.
                let lanes = self
                    .launch
                    .map_or(32, |l| l.warp_size.min(l.threads()).min(32));
                let whole_warp = if lanes == 32 {
                    0xffff_ffff
                } else {
                    (1u64 << lanes) - 1
                };
                if causes.is_empty()
                    && root_full
                    && f.kind == FunctionKind::Kernel
                    && m & whole_warp != whole_warp
                {
                    let left_out = frontend::builtins::lanes_text(whole_warp & !m);
                    out.push(
                        Diagnostic::new(
                            Severity::Warning,
                            codes::CALLER_OUTSIDE_MASK,
                            format!(
                                "every lane of the warp calls `{}`, but its mask {m:#x} leaves out lanes {left_out}",
                                b.name()
                            ),
                            Some(f.exprs[mask].span),
                        )
                        .with_label(format!("lanes {left_out} call with a mask that does not name them"))
                        .with_help("a lane calling a `*_sync` builtin must be in its mask (undefined in CUDA): call it under a condition that keeps only the named lanes, e.g. `if (lane < 16)`, or widen the mask"),
                    );
                    continue;
                }
                if m.count_ones() < 2 {
                    continue;
                }
                let absent = self
                    .launch
                    .map(|l| (l, l.absent_lanes(m)))
                    .filter(|&(_, a)| a != 0);
                if causes.is_empty() && absent.is_none() {
                    continue;
                }
                let label = match absent {
                    Some((l, _)) if causes.is_empty() => format!(
                        "{} lanes named; {} has {} lanes",
                        m.count_ones(),
                        if l.last_warp_lanes() < l.warp_size {
                            "the launch's last warp"
                        } else {
                            "a warp"
                        },
                        l.last_warp_lanes()
                    ),
                    _ => format!(
                        "{} lanes named; tangle {} may hold fewer",
                        m.count_ones(),
                        ft.name(c.maximal)
                    ),
                };
                let causes_empty = causes.is_empty();
                let mut d = Diagnostic::new(
                    Severity::Warning,
                    codes::MASK_EXCEEDS_TANGLE,
                    format!(
                        "the constant mask {m:#x} of `{}` may name lanes outside its tangle",
                        b.name()
                    ),
                    Some(f.exprs[mask].span),
                )
                .with_label(label);
                for cause in causes {
                    d = d.with_note(cause.message, cause.span);
                }
                if let Some((l, lanes)) = absent {
                    let lanes = frontend::builtins::lanes_text(lanes);
                    d = d.with_help(if l.last_warp_lanes() < l.warp_size {
                        format!(
                            "{} in warps of {} leave the last warp {} lanes: it lacks lanes {lanes}",
                            l.describe(),
                            l.warp_size,
                            l.last_warp_lanes()
                        )
                    } else {
                        format!("warps of {} lanes have no lanes {lanes}", l.warp_size)
                    });
                }
                // NVIDIA's guidance: compute the mask before the branch, from the condition;
                // `__activemask()` only says which lanes happen to be converged.
                let help = if causes_empty {
                    "launch whole warps, or name only the lanes the warp has; a lane named but not arriving is an error in CUDA"
                } else {
                    "compute the mask before the branch from its condition, `unsigned m = __ballot_sync(0xffffffff, cond);`, and pass `m` inside; a lane named but not arriving is an error in CUDA"
                };
                out.push(d.with_help(help));
            }
        }
    }

    fn break_paths(&self, out: &mut Vec<Diagnostic>) {
        let (f, ft) = (self.f, self.ft);
        // For each block, its first statement that breaks out of a loop
        // (statements after it are unreachable through the block).
        let mut first_break: FxHashMap<StmtId, StmtId> = FxHashMap::default();
        for &b in ft.order.by_pos.iter().rev() {
            if let (StmtKind::Break { target }, Some(p)) = (&f.stmts[b].kind, f.stmts[b].parent) {
                if f.stmts[*target].kind.is_loop() && matches!(f.stmts[p].kind, StmtKind::Block(_))
                {
                    first_break.insert(p, b);
                }
            }
        }
        let mut seen = FixedBitSet::with_capacity(f.stmts.len());
        for c in &ft.calls {
            let s = f.exprs[c.expr].stmt;
            // One note per statement: the outermost call explains them all.
            if seen.put(index(s)) {
                continue;
            }
            // Walk up: a block (inside a loop body) that ends in a `break` of that loop.
            let mut child = s;
            let mut parent = f.stmts[s].parent;
            while let Some(p) = parent {
                if f.stmts[p].kind.is_loop() {
                    break;
                }
                if let StmtKind::Block(_) = &f.stmts[p].kind {
                    let brk = first_break
                        .get(&p)
                        .copied()
                        .filter(|&b| ft.order.pos(b) > ft.order.pos(child));
                    if let Some(brk) = brk {
                        let StmtKind::Break { target } = f.stmts[brk].kind else {
                            break;
                        };
                        // Only interesting when not every thread breaks together.
                        let cond = f.stmts[p]
                            .parent
                            .filter(|&q| matches!(f.stmts[q].kind, StmtKind::If { .. }));
                        if let Some(cond) = cond.filter(|&q| self.uni().is_divergent_cond(q)) {
                            let d = Diagnostic::new(
                                Severity::Note,
                                codes::BREAK_PATH,
                                format!("`{}` runs on a divergent break path", self.callee_name(c.expr)),
                                Some(f.exprs[c.expr].span),
                            )
                            .with_label(format!("per iteration: with the threads that break in the same iteration ({})", ft.name(c.maximal)))
                            .with_note("threads leave the loop here", self.stmt_span(brk))
                            .with_note("under this condition", self.head_span(cond))
                            .with_note("the loop whose iteration it belongs to", self.head_span(target))
                            .with_help("a lowering that moves this call after the loop would merge threads from different iterations");
                            out.push(d);
                        }
                        break;
                    }
                }
                child = p;
                parent = f.stmts[p].parent;
            }
        }
    }
}
