//! A conservative uniformity analysis: which conditions provably have the same
//! value in every thread of a kernel's block, or in every lane of a warp. It only
//! ever suppresses lints; it never changes tangles.
//!
//! Block-uniform: constants, `blockIdx`, `blockDim`, `gridDim`, `warpSize`, a
//! kernel's scalar parameters and locals whose every assignment is uniform and
//! happens under uniform control, and pure builtins and math functions of uniform
//! values. Everything read from memory is not.
//!
//! Warp-uniform (the same in the lanes of one warp, not across warps): the warp's
//! index (`threadIdx.x / 32`, `threadIdx.x >> 5`, `threadIdx.x / warpSize`, also through a
//! local holding `threadIdx.x`), `threadIdx.y` and `threadIdx.z`, and the results of warp
//! votes, reductions and broadcast shuffles. This holds when the block's x-dimension is a
//! multiple of the warp size, so that a warp never spans two rows: [`WarpShape`] says
//! whether it is (the launch given with `--threads`, or else the usual blocks of a
//! multiple of 32 threads in x, with warps of 32).

use frontend::builtins::Builtin;
use frontend::const_eval::const_eval;
use frontend::model::*;
use la_arena::ArenaMap;

/// How widely a value is shared: ordered from the least to the most shared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// May differ between any two threads.
    Thread,
    /// The same in every lane of a warp.
    Warp,
    /// The same in every thread of the block.
    Block,
}

/// What warp-uniformity may assume about the launch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WarpShape {
    pub warp_size: u32,
    /// The block's x-dimension is a multiple of the warp size.
    pub whole_rows: bool,
}

impl Default for WarpShape {
    /// Warps of 32 lanes and blocks of whole warps in x, as almost every CUDA launch has.
    fn default() -> WarpShape {
        WarpShape {
            warp_size: 32,
            whole_rows: true,
        }
    }
}

#[derive(Debug, Default)]
pub struct Uniformity {
    shape: Option<WarpShape>,
    local_level: ArenaMap<LocalId, Level>,
    /// Locals that always hold `threadIdx.x` (the base of a warp index).
    thread_x_local: ArenaMap<LocalId, bool>,
    /// For each statement, how uniform the control that reaches it is: below `Block`, some
    /// threads of the function's tangle may not execute it together with the others.
    stmt_level: ArenaMap<StmtId, Level>,
    /// For each statement, how uniform the control that reaches its children is; for a loop,
    /// also its condition and step, which run again in every iteration.
    inner_level: ArenaMap<StmtId, Level>,
    /// For each statement with a condition, how uniform the condition is.
    cond_level: ArenaMap<StmtId, Level>,
    /// The index, among the body's statements, of the statement each statement is in.
    top: ArenaMap<StmtId, usize>,
    /// `__shared__` scalars written only before a block-uniform `__syncthreads()` at the
    /// top of the body: the index of that barrier. After it, every thread reads the same
    /// value (the broadcast idiom `if (threadIdx.x == 0) flag = ...; __syncthreads();`).
    broadcast: ArenaMap<LocalId, usize>,
}

impl Uniformity {
    /// With warp-uniformity under `shape` when given.
    pub fn compute_with(f: &Function, shape: Option<WarpShape>) -> Uniformity {
        let mut u = Uniformity {
            shape,
            ..Uniformity::default()
        };
        let kernel = f.kind == FunctionKind::Kernel;
        // One pass over the expressions finds the locals whose address is taken and the
        // assignments to locals, which each round of the fixed point below revisits (rounds
        // over every expression streamed the whole arena from memory each time on large
        // functions).
        let mut address_taken = ArenaMap::default();
        let mut assignments: Vec<(ExprId, LocalId)> = Vec::new();
        for (id, e) in f.exprs.iter() {
            let local = |x: ExprId| match f.exprs[x].kind {
                ExprKind::Local(l) => Some(l),
                _ => None,
            };
            match &e.kind {
                ExprKind::AddrOf(x) => {
                    if let Some(l) = local(*x) {
                        address_taken.insert(l, true);
                    }
                }
                ExprKind::Assign { target, .. }
                | ExprKind::CompoundAssign { target, .. }
                | ExprKind::IncDec { target, .. } => {
                    assignments.extend(local(*target).map(|l| (id, l)));
                }
                _ => {}
            }
        }
        for (l, local) in f.locals.iter() {
            // A device function's parameters depend on its callers; locals whose address
            // is taken can change behind our back.
            let level = match local.storage {
                _ if address_taken.get(l).copied().unwrap_or(false) => Level::Thread,
                Storage::Param if kernel => Level::Block,
                Storage::Private => Level::Block,
                _ => Level::Thread,
            };
            u.local_level.insert(l, level);
            u.thread_x_local.insert(
                l,
                local.storage == Storage::Private && level == Level::Block,
            );
        }
        if let Some(body) = f.body {
            for (i, top) in f.stmts[body].kind.children().enumerate() {
                u.top.insert(top, i);
            }
            // Statements are numbered in pre-order (`Function::stmts`): a parent's entry is
            // set before its children's, in one pass in memory order.
            for (s, st) in f.stmts.iter() {
                match st.parent {
                    Some(p) if p != body => {
                        if let Some(&i) = u.top.get(p) {
                            u.top.insert(s, i);
                        }
                    }
                    _ => {}
                }
            }
        }
        u.find_broadcasts(f, &address_taken);
        let declarations: Vec<(StmtId, &[DeclItem])> = f
            .stmts
            .iter()
            .filter_map(|(s, st)| match &st.kind {
                StmtKind::Decl(items) => Some((s, items.as_slice())),
                _ => None,
            })
            .collect();
        // Greatest fixed point: demote until nothing changes.
        loop {
            u.control(f);
            let broadcasts = u.broadcast.iter().count();
            u.find_broadcasts(f, &address_taken);
            let mut changed = u.broadcast.iter().count() != broadcasts;
            let mut demote = |u: &mut Uniformity, l: LocalId, level: Level, thread_x: bool| {
                if level < u.local_level[l] {
                    u.local_level.insert(l, level);
                    changed = true;
                }
                if !thread_x && u.thread_x_local[l] {
                    u.thread_x_local.insert(l, false);
                    changed = true;
                }
            };
            // A local already demoted to `Thread` and known not to hold `threadIdx.x` cannot
            // change: its assignments are not evaluated again (on large functions most are to
            // a few such locals, and each evaluation reads expressions from memory).
            let settled = |u: &Uniformity, l: LocalId| {
                u.local_level[l] == Level::Thread && !u.thread_x_local[l]
            };
            for &(e, l) in &assignments {
                if settled(&u, l) {
                    continue;
                }
                let e = &f.exprs[e];
                let value_level = match &e.kind {
                    ExprKind::Assign { value, .. } => u.level(f, *value),
                    ExprKind::CompoundAssign { value, .. } => {
                        u.level(f, *value).min(u.local_level[l])
                    }
                    _ => u.local_level[l],
                };
                // A loop's own expressions (condition, step) run in every iteration.
                let control = if f.stmts[e.stmt].kind.is_loop() {
                    u.inner_level.get(e.stmt).copied().unwrap_or(Level::Block)
                } else {
                    u.stmt_level(e.stmt)
                };
                let level = value_level.min(control);
                // Assigned after its declaration: not a copy of `threadIdx.x`.
                demote(&mut u, l, level, false);
            }
            for &(s, items) in &declarations {
                for item in items {
                    if settled(&u, item.local) {
                        continue;
                    }
                    let (level, thread_x) = match &item.init {
                        Some(Init::Expr(x)) => (u.level(f, *x), u.is_thread_x(f, *x)),
                        Some(Init::List(xs)) => (u.least(f, xs), false),
                        None => (Level::Block, false),
                    };
                    let level = level.min(u.stmt_level(s));
                    demote(&mut u, item.local, level, thread_x);
                }
            }
            if !changed {
                return u;
            }
        }
    }

    /// The `__shared__` scalars whose every write comes before a block-uniform barrier at
    /// the top level of the body, and that barrier (the first after the last write).
    fn find_broadcasts(&mut self, f: &Function, address_taken: &ArenaMap<LocalId, bool>) {
        self.broadcast = ArenaMap::default();
        let Some(body) = f.body else { return };
        let barriers: Vec<usize> = f.stmts[body]
            .kind
            .children()
            .enumerate()
            .filter(|&(_, s)| {
                let StmtKind::Expr(e) = &f.stmts[s].kind else {
                    return false;
                };
                matches!(&f.exprs[*e].kind, ExprKind::Call { callee: Callee::Builtin(b), .. }
                    if b.scope() == Some(frontend::builtins::Scope::Block))
                    && !self.is_divergent_stmt(s)
            })
            .map(|(i, _)| i)
            .collect();
        for (l, local) in f.locals.iter() {
            if local.storage != Storage::Shared
                || !local.ty.is_scalar()
                || address_taken.get(l).copied().unwrap_or(false)
            {
                continue;
            }
            let mut last_write = None;
            for (_, e) in f.exprs.iter() {
                if let ExprKind::Assign { target, .. }
                | ExprKind::CompoundAssign { target, .. }
                | ExprKind::IncDec { target, .. } = &e.kind
                {
                    if matches!(f.exprs[*target].kind, ExprKind::Local(t) if t == l) {
                        let at = self.top.get(e.stmt).copied().unwrap_or(usize::MAX);
                        last_write = Some(last_write.map_or(at, |w: usize| w.max(at)));
                    }
                }
            }
            let Some(last) = last_write else { continue };
            if let Some(&b) = barriers.iter().find(|&&b| b > last) {
                self.broadcast.insert(l, b);
            }
        }
    }

    /// Marks divergent conditions and the statements under them.
    ///
    /// Passes over the statements in id order, which is pre-order (`Function::stmts`), rather
    /// than walks of the tree: on large functions the walks missed the caches at every step.
    fn control(&mut self, f: &Function) {
        self.stmt_level = ArenaMap::default();
        self.inner_level = ArenaMap::default();
        let before = std::mem::take(&mut self.cond_level);
        let Some(body) = f.body else { return };
        for (s, st) in f.stmts.iter() {
            if has_condition(&st.kind) {
                // Levels only fall from round to round: a condition found to differ between
                // threads still does, and is not evaluated again.
                let c = match before.get(s) {
                    Some(Level::Thread) => Level::Thread,
                    _ => self.least(f, &st.kind.exprs()),
                };
                self.cond_level.insert(s, c);
            }
        }
        // Loops whose iterations may differ between threads: a divergent condition, or a jump
        // out of the body under a divergent condition (syntactically, conservatively: the
        // least uniform condition of an if/switch/loop inside the loop that holds the jump).
        let mut exits: ArenaMap<StmtId, Level> = ArenaMap::default();
        for (_, st) in f.stmts.iter() {
            if !matches!(
                st.kind,
                StmtKind::Break { .. }
                    | StmtKind::Return(_)
                    | StmtKind::Goto { .. }
                    | StmtKind::Continue { .. }
            ) {
                continue;
            }
            let mut under = Level::Block;
            let mut up = st.parent;
            while let Some(p) = up {
                if f.stmts[p].kind.is_loop() {
                    let worst = exits.get(p).copied().unwrap_or(Level::Block);
                    exits.insert(p, worst.min(under));
                }
                under = under.min(self.cond_level.get(p).copied().unwrap_or(Level::Block));
                up = f.stmts[p].parent;
            }
        }
        for (s, st) in f.stmts.iter() {
            let level = if s == body {
                Level::Block
            } else {
                // Statements outside the body's tree, if any, stay unmarked.
                let Some(p) = st.parent else { continue };
                let Some(&outer) = self.inner_level.get(p) else {
                    continue;
                };
                match &f.stmts[p].kind {
                    // A `for` init runs once, before the condition.
                    StmtKind::For { init: Some(i), .. } if *i == s => self.stmt_level(p),
                    _ => outer,
                }
            };
            self.stmt_level.insert(s, level);
            let cond = self.cond_level.get(s).copied().unwrap_or(Level::Block);
            let exit = exits.get(s).copied().unwrap_or(Level::Block);
            self.inner_level.insert(s, level.min(cond).min(exit));
        }
    }

    fn stmt_level(&self, s: StmtId) -> Level {
        self.stmt_level.get(s).copied().unwrap_or(Level::Block)
    }

    /// Some threads of the function's tangle may not execute `s` together with the others.
    pub fn is_divergent_stmt(&self, s: StmtId) -> bool {
        self.stmt_level(s) < Level::Block
    }

    /// Lanes of one warp may not execute `s` together.
    pub fn is_warp_divergent_stmt(&self, s: StmtId) -> bool {
        self.stmt_level(s) < Level::Warp
    }

    /// The statement's condition may differ between threads.
    pub fn is_divergent_cond(&self, s: StmtId) -> bool {
        self.cond_level.get(s).is_some_and(|&l| l < Level::Block)
    }

    /// The statement's condition may differ between lanes of one warp.
    pub fn is_warp_divergent_cond(&self, s: StmtId) -> bool {
        self.cond_level.get(s).is_some_and(|&l| l < Level::Warp)
    }

    /// How widely the expression's value is shared.
    pub fn level(&self, f: &Function, e: ExprId) -> Level {
        let ex = &f.exprs[e];
        let warp = |level: Level| {
            if self.shape.is_some() {
                level
            } else {
                Level::Thread
            }
        };
        match &ex.kind {
            ExprKind::IntConst(_) | ExprKind::FloatConst(_) => Level::Block,
            ExprKind::Local(l) => match (self.broadcast.get(*l), self.top.get(ex.stmt)) {
                (Some(&barrier), Some(&at)) if at > barrier => Level::Block,
                _ => self.local_level.get(*l).copied().unwrap_or(Level::Thread),
            },
            // A member is stored to through its own lvalue, which the tracking of assigned
            // locals does not follow.
            ExprKind::Global(_)
            | ExprKind::Index { .. }
            | ExprKind::Deref(_)
            | ExprKind::Member { .. } => Level::Thread,
            ExprKind::Special(SpecialVar::ThreadIdx(Dim::X)) => Level::Thread,
            ExprKind::Special(SpecialVar::ThreadIdx(_)) => warp(if self.whole_rows() {
                Level::Warp
            } else {
                Level::Thread
            }),
            ExprKind::Special(_) => Level::Block,
            ExprKind::Binary { op, lhs, rhs }
                if matches!(op, BinaryOp::Div | BinaryOp::Shr)
                    && self.is_thread_x(f, *lhs)
                    && self.divides_into_warps(f, *op, *rhs) =>
            {
                warp(Level::Warp)
            }
            ExprKind::Call {
                callee: Callee::Builtin(b),
                args,
            } => {
                let args_level = self.least(f, args);
                if b.is_pure() {
                    args_level
                } else if warp_uniform_result(*b, args, |a| self.level(f, a)) {
                    warp(Level::Warp)
                } else {
                    Level::Thread
                }
            }
            ExprKind::Call {
                callee: Callee::Math(_),
                args,
            } => self.least(f, args),
            ExprKind::Call { .. } | ExprKind::AddrOf(_) => Level::Thread,
            _ => self.least(f, &ex.kind.operands()),
        }
    }

    /// The least shared of the expressions' levels (`Block` for none).
    fn least(&self, f: &Function, es: &[ExprId]) -> Level {
        es.iter()
            .map(|&e| self.level(f, e))
            .min()
            .unwrap_or(Level::Block)
    }

    fn whole_rows(&self) -> bool {
        self.shape.is_some_and(|s| s.whole_rows)
    }

    /// `e` is `threadIdx.x`, perhaps converted, or a local that always holds it.
    fn is_thread_x(&self, f: &Function, e: ExprId) -> bool {
        match &f.exprs[e].kind {
            ExprKind::Special(SpecialVar::ThreadIdx(Dim::X)) => true,
            ExprKind::Cast { operand, .. } => self.is_thread_x(f, *operand),
            ExprKind::Local(l) => self.thread_x_local.get(*l).copied().unwrap_or(false),
            _ => false,
        }
    }

    /// `x / rhs` or `x >> rhs` keeps the lanes of one warp together: `rhs` is a multiple of
    /// the warp size (or `warpSize`), or shifts out at least its bits.
    fn divides_into_warps(&self, f: &Function, op: BinaryOp, rhs: ExprId) -> bool {
        let Some(shape) = self.shape.filter(|s| s.whole_rows) else {
            return false;
        };
        let mut r = rhs;
        while let ExprKind::Cast { operand, .. } = &f.exprs[r].kind {
            r = *operand;
        }
        if op == BinaryOp::Div && matches!(f.exprs[r].kind, ExprKind::Special(SpecialVar::WarpSize))
        {
            return true;
        }
        let Some(ConstValue::Int(v)) = const_eval(f, rhs) else {
            return false;
        };
        let w = i128::from(shape.warp_size);
        match op {
            BinaryOp::Div => v > 0 && v % w == 0,
            _ => shape.warp_size.is_power_of_two() && (0..64).contains(&v) && (1i128 << v) % w == 0,
        }
    }
}

/// Statements whose expressions decide where control goes.
fn has_condition(k: &StmtKind) -> bool {
    matches!(
        k,
        StmtKind::If { .. }
            | StmtKind::While { .. }
            | StmtKind::DoWhile { .. }
            | StmtKind::For { .. }
            | StmtKind::Switch { .. }
    )
}

/// Warp collectives whose result is the same in every lane that takes part: votes,
/// reductions, and shuffles from a lane that all of them name.
fn warp_uniform_result(b: Builtin, args: &[ExprId], level: impl Fn(ExprId) -> Level) -> bool {
    use Builtin::*;
    match b {
        BallotSync | AnySync | AllSync | Ballot | Any | All | ActiveMask | ReduceAddSync
        | ReduceMinSync | ReduceMaxSync | ReduceAndSync | ReduceOrSync | ReduceXorSync => true,
        // `__shfl_sync(mask, v, lane)` with one lane for the whole warp and no width.
        ShflSync => args.len() == 3 && level(args[2]) >= Level::Warp,
        Shfl => args.len() == 2 && level(args[1]) >= Level::Warp,
        _ => false,
    }
}
