//! The tangle engine: which threads execute each statement and convergent
//! operation together, under the rules of thread-convergence.rst.
//!
//! For every function of a [`frontend::Program`]: the static tangles of each
//! statement and convergent call (strict rules, [`flow`]), the derivation
//! relation and where tangles are unrelated (implementation-defined
//! convergence), the cycles ([`cycles`]), and maximal convergence: one tangle
//! per statement. Results are side tables keyed by the model's ids; the model
//! is never changed. The lowering and the runtime follow these decisions.

#![warn(missing_docs)]

pub mod cfg;
pub mod cycles;
pub mod flow;
pub mod lints;
pub mod report;
pub mod sparse;
pub mod tangle;
mod uniformity;

use cfg::Cfg;
use cycles::{Cycles, Order};
use flow::{Escapes, Flow, Set, Strict};
use frontend::model::{
    ExprId, ExprKind, FuncId, Function, FunctionKind, Program, StmtId, StmtKind,
};
use la_arena::ArenaMap;
use sparse::SparseMap;
use tangle::{Rule, TangleId, Tangles};

/// Which of the groupings the spec allows the engines realise where tangles
/// are unrelated (implementation-defined convergence).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Convergence {
    /// Maximal convergence: unrelated tangles reconverge at the points
    /// ARCHITECTURE.md names (rules 1.1, 1.2 and the chosen cycle entries).
    #[default]
    Maximal,
    /// Unrelated tangles stay apart: threads that arrived by different jumps
    /// (or different sequences of jumps) never meet until the end of the
    /// smallest statement containing the jump and its target.
    Strict,
}

impl Convergence {
    /// How reports and the command line spell it: `maximal` or `strict`.
    pub fn name(self) -> &'static str {
        match self {
            Convergence::Maximal => "maximal",
            Convergence::Strict => "strict",
        }
    }
}

/// Why a statement or call has implementation-defined convergence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImplDefined {
    /// Two of its tangles are unrelated (goto, fall-through, entry into a loop).
    Unrelated,
    /// It runs in a `noconvergent` function, whose tangle is an anchor.
    Anchored,
    /// It lies in a goto cycle, by the spec's definition (label to last
    /// backward goto), that a later goto re-enters at another label: threads
    /// that jumped there and threads that came round through the cycle's
    /// label are in unrelated tangles (`Cycle::reentries`).
    Reentered,
    /// Its tangle derives from one where the analysis stopped telling
    /// unrelated tangles apart (see `flow::MAX_TANGLES`): treated as
    /// implementation-defined, conservatively.
    Bounded,
}

/// Where maximal convergence merges unrelated tangles, and by which rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reconvergence {
    /// Rule 1.1: a case label not inside a cycle that excludes its switch.
    CaseLabel,
    /// Rule 1.2: a label whose cycles contain every goto to it.
    Label,
    /// Rule 2: the chosen entry of a cycle (or a statement reached by a
    /// tangle reconverged there).
    CycleEntry,
}

impl Reconvergence {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Reconvergence::CaseLabel => "rule 1.1 (case label)",
            Reconvergence::Label => "rule 1.2 (label)",
            Reconvergence::CycleEntry => "rule 2 (cycle entry)",
        }
    }
}

/// What the engine knows about one convergent call.
#[derive(Debug, Clone)]
pub struct CallTangles {
    /// The call expression.
    pub expr: ExprId,
    /// Strict tangles, sorted.
    pub tangles: Vec<TangleId>,
    /// Why its convergence is implementation-defined; `None` when the rules
    /// alone decide which threads execute it together.
    pub implementation_defined: Option<ImplDefined>,
    /// The single tangle under maximal convergence.
    pub maximal: TangleId,
    /// The innermost source-level cycle around the call: its token is the one
    /// the call uses (`None`: the function's entry or anchor token).
    pub cycle: Option<usize>,
}

/// Why the analysis of a program stopped: a limit of the engine, never an
/// error in the program (every C program has tangles).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnalysisError {
    /// The strict rules' fixed point was not reached in `passes` passes.
    #[error("the tangle rules did not reach a fixed point in {passes} passes over `{function}`")]
    NoFixedPoint {
        /// The function being analysed.
        function: String,
        /// The passes made.
        passes: usize,
    },
    /// The tangles of a function outgrew the engine's bound.
    #[error("more than {limit} tangles in `{function}`: the analysis does not converge")]
    TooManyTangles {
        /// The function being analysed.
        function: String,
        /// The bound.
        limit: usize,
    },
}

/// Everything the engine knows about one function with a body.
#[derive(Debug)]
pub struct FunctionTangles {
    /// Every static tangle of the function: the strict rules' tangles, those
    /// of `&&`, `||` and `?:` operands, and maximal convergence's unions.
    pub tangles: Tangles,
    pub(crate) body_tangle: TangleId,
    /// Source (pre-)order of the statements, with nesting queries.
    pub order: Order,
    /// The statement-level control-flow graph.
    pub cfg: Cfg,
    /// Loop bodies and backward-goto ranges, with their entries.
    pub cycles: Cycles,
    /// Tangles under the strict rules alone: per statement, loop condition and
    /// step.
    pub strict: Strict,
    /// Maximal-convergence tangle of each statement.
    pub maximal: ArenaMap<StmtId, TangleId>,
    /// Statements with unrelated tangles (or anchored).
    pub implementation_defined: ArenaMap<StmtId, ImplDefined>,
    /// Where unrelated tangles first meet and maximal convergence merges them,
    /// in source order.
    pub reconvergence: Vec<(StmtId, Reconvergence)>,
    /// The convergent calls, in source order (`Function::convergent_calls`).
    pub calls: Vec<CallTangles>,
    /// The gotos to each label, in source order.
    pub gotos_to: SparseMap<StmtId, Vec<StmtId>>,
    /// Report names (`T0`, `T1`, ...) in order of first appearance in the source.
    pub names: ArenaMap<TangleId, String>,
    /// Every tangle, in the order of its name's number.
    pub by_name: Vec<TangleId>,
}

impl FunctionTangles {
    pub(crate) fn name(&self, t: TangleId) -> &str {
        self.names.get(t).map(String::as_str).unwrap_or("T?")
    }

    /// How unrelated tangles reconverge at `s`, if they do there. A binary
    /// search: `reconvergence` is in source order, one entry per statement.
    pub fn reconvergence_at(&self, s: StmtId) -> Option<Reconvergence> {
        let pos = self.order.pos(s);
        self.reconvergence
            .binary_search_by_key(&pos, |&(x, _)| self.order.pos(x))
            .ok()
            .map(|i| self.reconvergence[i].1)
    }

    /// The strict tangles `s` executes with, by id; empty where control never
    /// reaches.
    pub fn stmt_tangles(&self, s: StmtId) -> Vec<TangleId> {
        self.strict
            .at
            .get(s)
            .map(|set| set.iter().copied().collect())
            .unwrap_or_default()
    }

    /// The cycle whose token a call in expression `e` of statement `s` uses:
    /// a loop's own condition and step belong to its cycle.
    pub fn cycle_of_expr(&self, f: &Function, e: ExprId) -> Option<usize> {
        let s = f.exprs[e].stmt;
        if f.stmts[s].kind.is_loop() && in_loop_header(f, s, e) {
            return self.cycles.of_loop.get(s).copied();
        }
        self.cycles.innermost.get(s).copied()
    }
}

/// Whether `e` is (inside) the condition or step of loop `s`.
fn in_loop_header(f: &Function, s: StmtId, e: ExprId) -> bool {
    let roots = match &f.stmts[s].kind {
        StmtKind::While { cond, .. } | StmtKind::DoWhile { cond, .. } => vec![*cond],
        StmtKind::For { cond, step, .. } => cond.iter().chain(step).copied().collect(),
        _ => return false,
    };
    let mut stack = roots;
    while let Some(x) = stack.pop() {
        if x == e {
            return true;
        }
        stack.extend(f.exprs[x].kind.operands());
    }
    false
}

/// The engine's result for a whole program.
#[derive(Debug, Default)]
pub struct Analysis {
    /// The tangles of each function with a body (declarations have none).
    pub functions: ArenaMap<FuncId, FunctionTangles>,
    /// The choice reports and lints describe (every choice's facts are
    /// computed: strict tangles and maximal convergence's).
    pub convergence: Convergence,
}

impl Analysis {
    /// Whether some convergent call's convergence is implementation-defined.
    pub fn has_implementation_defined(&self) -> bool {
        self.functions
            .values()
            .any(|ft| ft.calls.iter().any(|c| c.implementation_defined.is_some()))
    }
}

/// Analyses every function with a body. `Err` is an internal error.
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
/// // A structured kernel: no convergence is implementation-defined.
/// assert!(!analysis.has_implementation_defined());
/// ```
pub fn analyze(program: &Program) -> Result<Analysis, AnalysisError> {
    let mut analysis = Analysis::default();
    for (id, f) in program.functions.iter() {
        if f.body.is_some() {
            analysis.functions.insert(id, analyze_function(program, f)?);
        }
    }
    Ok(analysis)
}

fn analyze_function(program: &Program, f: &Function) -> Result<FunctionTangles, AnalysisError> {
    let order = Order::new(f);
    let cfg = Cfg::build(f);
    let cycles = Cycles::compute(f, &cfg, &order);
    let escapes = Escapes::compute(f, &order);
    let mut tangles = Tangles::for_function(f.stmts.len());
    let root_rule = match (f.kind, f.convergent) {
        (FunctionKind::Kernel, _) => Rule::Launch,
        (FunctionKind::Device, true) => Rule::Caller,
        (FunctionKind::Device, false) => Rule::Anchor,
    };
    let body_tangle = tangles.intern(tangle::Tangle {
        parents: Default::default(),
        rule: root_rule,
        stmt: f.body,
        expr: None,
    });
    let mut flow = Flow::new(f, &order, &cycles, &escapes, tangles);
    flow.run(body_tangle)?;
    let Flow {
        t: mut tangles,
        out: strict,
        ..
    } = flow;
    tangles.freeze();

    let anchored = root_rule == Rule::Anchor;
    // Tangles derived through a saturated one (parents come first in the arena).
    let mut bounded = ArenaMap::default();
    for (id, t) in tangles.arena.iter() {
        let b = t.rule == Rule::Saturated
            || t.parents
                .iter()
                .any(|&p| bounded.get(p).copied().unwrap_or(false));
        bounded.insert(id, b);
    }
    let is_bounded = |t: TangleId| bounded.get(t).copied().unwrap_or(false);
    let mut gotos_to: SparseMap<StmtId, Vec<StmtId>> = SparseMap::default();
    for &g in &order.by_pos {
        if let StmtKind::Goto { target, .. } = &f.stmts[g].kind {
            gotos_to.entry(*target).or_default().push(g);
        }
    }
    let reentered = reentered_statements(&cycles, &order);
    let mut maximal = ArenaMap::default();
    let mut implementation_defined = ArenaMap::default();
    let mut reconvergence = Vec::new();
    for &s in &order.by_pos {
        let set: Vec<TangleId> = strict
            .at
            .get(s)
            .map(|x| x.iter().copied().collect())
            .unwrap_or_default();
        if set.is_empty() {
            continue; // unreachable statement
        }
        let unrelated = has_unrelated(&tangles, &set);
        if !unrelated && set.iter().any(|&t| is_bounded(t)) {
            implementation_defined.insert(s, ImplDefined::Bounded);
        } else if !unrelated && reentered.get(s).is_some() {
            implementation_defined.insert(s, ImplDefined::Reentered);
        }
        if unrelated {
            implementation_defined.insert(s, ImplDefined::Unrelated);
            // Where unrelated tangles arrive: labels, cases, and the heads of
            // cycles entered in more than one place.
            if matches!(
                f.stmts[s].kind,
                StmtKind::Label { .. } | StmtKind::Case { .. } | StmtKind::Default { .. }
            ) {
                reconvergence.push((s, reconvergence_rule(f, s, &order, &cycles, &gotos_to)));
            }
        }
        if f.stmts[s].kind.is_loop() {
            let families: Vec<TangleId> = strict
                .iterations
                .get(s)
                .map(|x| x.iter().copied().collect())
                .unwrap_or_default();
            if has_unrelated(&tangles, &families) {
                reconvergence.push((s, Reconvergence::CycleEntry));
            }
        }
        maximal.insert(s, tangles.union(set));
    }

    tangles.freeze();
    let mut calls = Vec::new();
    for &c in &f.convergent_calls {
        let s = f.exprs[c].stmt;
        let base: Vec<TangleId> = statement_tangles_for_expr(f, &strict, s, c);
        let path = expr_path(f, s, c);
        let mut set = Set::new();
        for t in base {
            set.insert(expr_tangle(f, &mut tangles, s, &path, t));
        }
        let list: Vec<TangleId> = set.into_iter().collect();
        let impl_defined = if has_unrelated(&tangles, &list) {
            Some(ImplDefined::Unrelated)
        } else if list.iter().any(|&t| is_bounded(t)) {
            Some(ImplDefined::Bounded)
        } else if reentered.get(s).is_some() {
            Some(ImplDefined::Reentered)
        } else if anchored {
            Some(ImplDefined::Anchored)
        } else {
            None
        };
        let max = if list.is_empty() {
            body_tangle
        } else {
            tangles.union(list.clone())
        };
        let mut ft_cycle = cycles.innermost.get(s).copied();
        if f.stmts[s].kind.is_loop() && in_loop_header(f, s, c) {
            ft_cycle = cycles.of_loop.get(s).copied();
        }
        calls.push(CallTangles {
            expr: c,
            tangles: list,
            implementation_defined: impl_defined,
            maximal: max,
            cycle: ft_cycle,
        });
    }

    tangles.freeze();
    let (names, by_name) = name_tangles(&tangles, &order, &strict, &maximal, &calls, body_tangle);
    let _ = program;
    Ok(FunctionTangles {
        tangles,
        body_tangle,
        order,
        cfg,
        cycles,
        strict,
        maximal,
        implementation_defined,
        reconvergence,
        calls,
        gotos_to,
        names,
        by_name,
    })
}

/// The statements of goto cycles from a re-entry (`Cycle::reentries`) to the
/// cycle's last backward goto, with the cycle they are in.
fn reentered_statements(cycles: &Cycles, order: &Order) -> ArenaMap<StmtId, usize> {
    let mut out = ArenaMap::default();
    for (c, cycle) in cycles.list.iter().enumerate() {
        let Some(first) = cycle.reentries.iter().map(|&r| order.pos(r)).min() else {
            continue;
        };
        let last = cycle.back_gotos.iter().map(|&g| order.pos(g)).max();
        for &s in &cycle.stmts {
            let p = order.pos(s);
            if p >= first && Some(p) <= last && out.get(s).is_none() {
                out.insert(s, c);
            }
        }
    }
    out
}

fn has_unrelated(t: &Tangles, set: &[TangleId]) -> bool {
    set.iter()
        .enumerate()
        .any(|(i, &a)| set[i + 1..].iter().any(|&b| t.unrelated(a, b)))
}

fn reconvergence_rule(
    f: &Function,
    s: StmtId,
    order: &Order,
    cycles: &Cycles,
    gotos_to: &SparseMap<StmtId, Vec<StmtId>>,
) -> Reconvergence {
    let around = cycles.containing(s, order);
    match &f.stmts[s].kind {
        StmtKind::Case { switch, .. } | StmtKind::Default { switch, .. }
            if around.iter().all(|&c| cycles.contains(c, *switch, order)) =>
        {
            Reconvergence::CaseLabel
        }
        StmtKind::Label { .. } => {
            let gotos = gotos_to.get(s).cloned().unwrap_or_default();
            if around
                .iter()
                .all(|&c| gotos.iter().all(|&g| cycles.contains(c, g, order)))
            {
                Reconvergence::Label
            } else {
                Reconvergence::CycleEntry
            }
        }
        _ => Reconvergence::CycleEntry,
    }
}

/// The tangles with which statement `s` evaluates expression `e`.
fn statement_tangles_for_expr(
    f: &Function,
    strict: &Strict,
    s: StmtId,
    e: ExprId,
) -> Vec<TangleId> {
    let pick = |set: Option<&Set>| set.map(|x| x.iter().copied().collect()).unwrap_or_default();
    match &f.stmts[s].kind {
        StmtKind::For {
            step: Some(step), ..
        } if contains_expr(f, *step, e) => pick(strict.at_step.get(s)),
        StmtKind::While { .. } | StmtKind::DoWhile { .. } | StmtKind::For { .. }
            if in_loop_header(f, s, e) =>
        {
            pick(strict.at_cond.get(s))
        }
        _ => pick(strict.at.get(s)),
    }
}

fn contains_expr(f: &Function, root: ExprId, e: ExprId) -> bool {
    let mut stack = vec![root];
    while let Some(x) = stack.pop() {
        if x == e {
            return true;
        }
        stack.extend(f.exprs[x].kind.operands());
    }
    false
}

/// The path from a root expression of statement `s` down to `e`.
fn expr_path(f: &Function, s: StmtId, e: ExprId) -> Vec<ExprId> {
    let mut path = Vec::new();
    for root in f.stmts[s].kind.exprs() {
        if find_path(f, root, e, &mut path) {
            break;
        }
    }
    path
}

/// Applies the expression rules (`&&`, `||`, `?:` evaluate parts with
/// subsets) to `base` along `path` ([`expr_path`]).
fn expr_tangle(
    f: &Function,
    t: &mut Tangles,
    s: StmtId,
    path: &[ExprId],
    base: TangleId,
) -> TangleId {
    let mut cur = base;
    for w in path.windows(2) {
        let (parent, child) = (w[0], w[1]);
        cur = match &f.exprs[parent].kind {
            ExprKind::Logical { rhs, .. } if *rhs == child => {
                t.derive_expr(cur, Rule::LogicalRhs, s, parent)
            }
            ExprKind::Conditional { then_expr, .. } if *then_expr == child => {
                t.derive_expr(cur, Rule::CondThen, s, parent)
            }
            ExprKind::Conditional { else_expr, .. } if *else_expr == child => {
                t.derive_expr(cur, Rule::CondElse, s, parent)
            }
            _ => cur,
        };
    }
    cur
}

fn find_path(f: &Function, from: ExprId, to: ExprId, path: &mut Vec<ExprId>) -> bool {
    path.push(from);
    if from == to {
        return true;
    }
    for op in f.exprs[from].kind.operands() {
        if find_path(f, op, to, path) {
            return true;
        }
    }
    path.pop();
    false
}

/// `prefix` and `n` (`T12`): a report names every tangle, and `format!` costs ten
/// times as much for it.
pub(crate) fn numbered(prefix: &str, n: u32) -> String {
    let mut digits = itoa::Buffer::new();
    let digits = digits.format(n);
    let mut s = String::with_capacity(prefix.len() + digits.len());
    s.push_str(prefix);
    s.push_str(digits);
    s
}

fn name_tangles(
    t: &Tangles,
    order: &Order,
    strict: &Strict,
    maximal: &ArenaMap<StmtId, TangleId>,
    calls: &[CallTangles],
    body: TangleId,
) -> (ArenaMap<TangleId, String>, Vec<TangleId>) {
    let mut names = ArenaMap::default();
    let mut by_name = Vec::with_capacity(t.arena.len());
    let mut name = |names: &mut ArenaMap<TangleId, String>, id: TangleId| {
        if names.get(id).is_none() {
            // Parents first, so a name is never smaller than its derivation's.
            names.insert(id, numbered("T", by_name.len() as u32));
            by_name.push(id);
        }
    };
    name(&mut names, body);
    let mut stack = Vec::new();
    let mut visit = |names: &mut ArenaMap<TangleId, String>, id: TangleId| {
        stack.push((id, false));
        while let Some((x, expanded)) = stack.pop() {
            if names.get(x).is_some() {
                continue;
            }
            if expanded {
                name(names, x);
            } else {
                stack.push((x, true));
                for &p in t.get(x).parents.iter().rev() {
                    stack.push((p, false));
                }
            }
        }
    };
    for &s in &order.by_pos {
        for set in [strict.at.get(s), strict.at_cond.get(s)]
            .into_iter()
            .flatten()
        {
            for &x in set {
                visit(&mut names, x);
            }
        }
        if let Some(&m) = maximal.get(s) {
            visit(&mut names, m);
        }
    }
    for &s in &order.by_pos {
        if let Some(set) = strict.at_step.get(s) {
            for &x in set {
                visit(&mut names, x);
            }
        }
    }
    for c in calls {
        for &x in &c.tangles {
            visit(&mut names, x);
        }
        visit(&mut names, c.maximal);
    }
    for (id, _) in t.arena.iter() {
        visit(&mut names, id);
    }
    (names, by_name)
}
