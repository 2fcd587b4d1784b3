//! A conservative uniformity analysis: which conditions provably have the same
//! value in every thread of a kernel's block. It only ever suppresses lints;
//! it never changes tangles.
//!
//! Uniform: constants, `blockIdx`, `blockDim`, `gridDim`, `warpSize`, a
//! kernel's scalar parameters and locals whose every assignment is uniform and
//! happens under uniform control, and pure builtins (`Builtin::is_pure`: `min`, `__ffs`,
//! ...) of uniform values. Everything read from memory is not.

use frontend::model::*;
use la_arena::ArenaMap;

#[derive(Debug, Default)]
pub struct Uniformity {
    uniform_local: ArenaMap<LocalId, bool>,
    /// Statements some threads of the function's tangle may not execute
    /// together with the others (under a divergent condition or loop).
    divergent_stmt: ArenaMap<StmtId, bool>,
    /// Statements with a condition that may differ between threads.
    divergent_cond: ArenaMap<StmtId, bool>,
}

impl Uniformity {
    pub fn compute(f: &Function) -> Uniformity {
        let mut u = Uniformity::default();
        let kernel = f.kind == FunctionKind::Kernel;
        for (l, local) in f.locals.iter() {
            // A device function's parameters depend on its callers.
            let uniform = match local.storage {
                Storage::Param => kernel,
                Storage::Private => true,
                Storage::Shared => false,
            };
            u.uniform_local.insert(l, uniform);
        }
        // Locals whose address is taken can change behind our back.
        for (_, e) in f.exprs.iter() {
            if let ExprKind::AddrOf(x) = &e.kind {
                if let ExprKind::Local(l) = &f.exprs[*x].kind {
                    u.uniform_local.insert(*l, false);
                }
            }
        }
        // Greatest fixed point: demote until nothing changes.
        loop {
            u.control(f);
            let mut changed = false;
            for (_, e) in f.exprs.iter() {
                let (target, value_uniform) = match &e.kind {
                    ExprKind::Assign { target, value } => (*target, u.expr(f, *value)),
                    ExprKind::CompoundAssign { target, value, .. } => (*target, u.expr(f, *value)),
                    ExprKind::IncDec { target, .. } => (*target, true),
                    _ => continue,
                };
                if let ExprKind::Local(l) = &f.exprs[target].kind {
                    let ok = value_uniform && !u.is_divergent_stmt(e.stmt);
                    if !ok && u.uniform_local[*l] {
                        u.uniform_local.insert(*l, false);
                        changed = true;
                    }
                }
            }
            for (s, st) in f.stmts.iter() {
                if let StmtKind::Decl(items) = &st.kind {
                    for item in items {
                        let ok = match &item.init {
                            Some(Init::Expr(x)) => u.expr(f, *x),
                            Some(Init::List(xs)) => xs.iter().all(|&x| u.expr(f, x)),
                            None => true,
                        } && !u.is_divergent_stmt(s);
                        if !ok && u.uniform_local[item.local] {
                            u.uniform_local.insert(item.local, false);
                            changed = true;
                        }
                    }
                }
            }
            if !changed {
                return u;
            }
        }
    }

    /// Marks divergent conditions and the statements under them.
    fn control(&mut self, f: &Function) {
        self.divergent_stmt = ArenaMap::default();
        self.divergent_cond = ArenaMap::default();
        let Some(body) = f.body else { return };
        // Loops whose iterations may differ between threads: a divergent
        // condition, or a jump out of the body under a divergent condition.
        let mut stack = vec![(body, false)];
        while let Some((s, divergent)) = stack.pop() {
            if divergent {
                self.divergent_stmt.insert(s, true);
            }
            let st = &f.stmts[s];
            let cond_divergent = st.kind.exprs().iter().any(|&e| !self.expr(f, e))
                && matches!(
                    st.kind,
                    StmtKind::If { .. }
                        | StmtKind::While { .. }
                        | StmtKind::DoWhile { .. }
                        | StmtKind::For { .. }
                        | StmtKind::Switch { .. }
                );
            if cond_divergent {
                self.divergent_cond.insert(s, true);
            }
            let inner = divergent
                || cond_divergent
                || (st.kind.is_loop() && self.loop_has_divergent_exit(f, s));
            for c in st.kind.children() {
                // A `for` init runs once, before the condition.
                let init = matches!(&st.kind, StmtKind::For { init: Some(i), .. } if *i == c);
                stack.push((c, if init { divergent } else { inner }));
            }
        }
    }

    fn loop_has_divergent_exit(&self, f: &Function, lp: StmtId) -> bool {
        // Any jump inside the loop body that is under a divergent if/switch
        // inside the loop (checked syntactically, conservatively).
        let mut stack: Vec<(StmtId, bool)> = f.stmts[lp]
            .kind
            .children()
            .into_iter()
            .map(|c| (c, false))
            .collect();
        while let Some((s, under)) = stack.pop() {
            let st = &f.stmts[s];
            match &st.kind {
                StmtKind::Break { .. }
                | StmtKind::Return(_)
                | StmtKind::Goto { .. }
                | StmtKind::Continue { .. }
                    if under =>
                {
                    return true
                }
                _ => {}
            }
            let div = under
                || (matches!(
                    st.kind,
                    StmtKind::If { .. }
                        | StmtKind::Switch { .. }
                        | StmtKind::While { .. }
                        | StmtKind::DoWhile { .. }
                        | StmtKind::For { .. }
                ) && st.kind.exprs().iter().any(|&e| !self.expr(f, e)));
            for c in st.kind.children() {
                stack.push((c, div));
            }
        }
        false
    }

    pub fn is_divergent_stmt(&self, s: StmtId) -> bool {
        self.divergent_stmt.get(s).copied().unwrap_or(false)
    }

    /// The statement's condition may differ between threads.
    pub fn is_divergent_cond(&self, s: StmtId) -> bool {
        self.divergent_cond.get(s).copied().unwrap_or(false)
    }

    /// Whether the expression has the same value in every thread.
    pub fn expr(&self, f: &Function, e: ExprId) -> bool {
        let ex = &f.exprs[e];
        match &ex.kind {
            ExprKind::IntConst(_) | ExprKind::FloatConst(_) => true,
            ExprKind::Local(l) => self.uniform_local.get(*l).copied().unwrap_or(false),
            // A member is stored to through its own lvalue, which the
            // tracking of assigned locals does not follow.
            ExprKind::Global(_)
            | ExprKind::Index { .. }
            | ExprKind::Deref(_)
            | ExprKind::Member { .. } => false,
            ExprKind::Special(SpecialVar::ThreadIdx(_)) => false,
            ExprKind::Special(_) => true,
            ExprKind::Call {
                callee: Callee::Builtin(b),
                args,
            } => b.is_pure() && args.iter().all(|&a| self.expr(f, a)),
            ExprKind::Call { .. } => false,
            ExprKind::AddrOf(_) => false,
            _ => ex.kind.operands().iter().all(|&o| self.expr(f, o)),
        }
    }
}
