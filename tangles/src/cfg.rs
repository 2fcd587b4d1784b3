//! A statement-level control-flow graph of one function: where control can go
//! next from each statement, loop condition and `for` step. Used for cycle
//! membership (reachability), the dot picture, and as the shape the lowering's
//! CFG must match.

use frontend::model::{Function, StmtId, StmtKind};
use la_arena::ArenaMap;
use petgraph::graphmap::DiGraphMap;
use rustc_hash::FxBuildHasher;

/// A program point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Point {
    /// Control reaches the statement.
    Stmt(StmtId),
    /// The condition of a loop is evaluated (for a `for` without a condition: its head).
    Cond(StmtId),
    /// The step expression of a `for`.
    Step(StmtId),
    /// The function returns.
    Exit,
}

/// Edges between the program points of one function: from each point to
/// every point control can reach next.
#[derive(Debug)]
pub struct Cfg {
    /// The points (every statement, the exit, and the loop conditions and
    /// `for` steps that have an edge) and the edges between them. FxHash: with SipHash
    /// and growth by doubling, building this graph for a million statements took twice
    /// as long per statement as for a hundred thousand.
    pub graph: DiGraphMap<Point, (), FxBuildHasher>,
    /// Where control starts: the body, or the exit for a function without one.
    pub entry: Point,
    /// Where each statement goes when it completes normally.
    pub next: ArenaMap<StmtId, Point>,
}

impl Cfg {
    pub(crate) fn build(f: &Function) -> Cfg {
        // About one point and 1.2 edges per statement.
        let stmts = f.stmts.len();
        let mut graph =
            DiGraphMap::with_capacity_and_hasher(stmts + 1, stmts + stmts / 4, FxBuildHasher);
        let nexts = next_points(f);
        let next = |_: &Function, s: StmtId| nexts.get(s).copied().unwrap_or(Point::Exit);
        let entry = f.body.map(Point::Stmt).unwrap_or(Point::Exit);
        graph.add_node(Point::Exit);
        for (id, st) in f.stmts.iter() {
            let here = Point::Stmt(id);
            graph.add_node(here);
            let mut edge = |from: Point, to: Point| {
                graph.add_edge(from, to, ());
            };
            match &st.kind {
                StmtKind::Block(items) => edge(
                    here,
                    items
                        .first()
                        .map(|&s| Point::Stmt(s))
                        .unwrap_or_else(|| next(f, id)),
                ),
                StmtKind::Expr(_) | StmtKind::Decl(_) | StmtKind::Empty => edge(here, next(f, id)),
                StmtKind::If {
                    then_branch,
                    else_branch,
                    ..
                } => {
                    edge(here, Point::Stmt(*then_branch));
                    edge(
                        here,
                        else_branch.map(Point::Stmt).unwrap_or_else(|| next(f, id)),
                    );
                }
                StmtKind::While { body, .. } => {
                    edge(here, Point::Cond(id));
                    edge(Point::Cond(id), Point::Stmt(*body));
                    edge(Point::Cond(id), next(f, id));
                }
                StmtKind::DoWhile { body, .. } => {
                    edge(here, Point::Stmt(*body));
                    edge(Point::Cond(id), Point::Stmt(*body));
                    edge(Point::Cond(id), next(f, id));
                }
                StmtKind::For {
                    init,
                    cond,
                    step,
                    body,
                } => {
                    edge(here, init.map(Point::Stmt).unwrap_or(Point::Cond(id)));
                    edge(Point::Cond(id), Point::Stmt(*body));
                    if cond.is_some() {
                        edge(Point::Cond(id), next(f, id));
                    }
                    if step.is_some() {
                        edge(Point::Step(id), Point::Cond(id));
                    }
                }
                StmtKind::Switch { cases, default, .. } => {
                    for &c in cases {
                        edge(here, Point::Stmt(c));
                    }
                    edge(
                        here,
                        default.map(Point::Stmt).unwrap_or_else(|| next(f, id)),
                    );
                }
                StmtKind::Case { body, .. }
                | StmtKind::Default { body, .. }
                | StmtKind::Label { body, .. } => edge(here, Point::Stmt(*body)),
                StmtKind::Goto { target, .. } => edge(here, Point::Stmt(*target)),
                StmtKind::Break { target } => edge(here, next(f, *target)),
                StmtKind::Continue { target } => edge(here, continue_point(f, *target)),
                StmtKind::Return(_) => edge(here, Point::Exit),
            }
        }
        Cfg {
            graph,
            entry,
            next: nexts,
        }
    }

    /// The points control can go to from `p`.
    pub fn successors(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        self.graph
            .neighbors_directed(p, petgraph::Direction::Outgoing)
    }

    pub(crate) fn predecessors(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        self.graph
            .neighbors_directed(p, petgraph::Direction::Incoming)
    }
}

/// Where a loop's `continue` (and the end of its body) goes.
pub fn continue_point(f: &Function, lp: StmtId) -> Point {
    match &f.stmts[lp].kind {
        StmtKind::For { step: Some(_), .. } => Point::Step(lp),
        _ => Point::Cond(lp),
    }
}

/// For every statement, the point control reaches when it completes
/// normally; computed top-down in one pass.
pub fn next_points(f: &Function) -> ArenaMap<StmtId, Point> {
    let mut next = ArenaMap::default();
    let Some(body) = f.body else { return next };
    next.insert(body, Point::Exit);
    let mut stack = vec![body];
    while let Some(s) = stack.pop() {
        let after = next[s];
        match &f.stmts[s].kind {
            StmtKind::Block(items) => {
                for (i, &c) in items.iter().enumerate() {
                    next.insert(
                        c,
                        items.get(i + 1).map(|&n| Point::Stmt(n)).unwrap_or(after),
                    );
                }
            }
            StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => {
                next.insert(*body, Point::Cond(s));
            }
            StmtKind::For { init, body, .. } => {
                if let Some(i) = init {
                    next.insert(*i, Point::Cond(s));
                }
                next.insert(*body, continue_point(f, s));
            }
            kind => {
                for c in kind.children() {
                    next.insert(c, after);
                }
            }
        }
        stack.extend(f.stmts[s].kind.children());
    }
    next
}
