//! A statement-level control-flow graph of one function: where control can go
//! next from each statement, loop condition and `for` step. Used for cycle
//! membership (reachability), the dot picture, and as the shape the lowering's
//! CFG must match.

use frontend::model::{Function, StmtId, StmtKind};
use la_arena::{ArenaMap, RawIdx};
use petgraph::csr::Csr;

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

impl Point {
    /// The point's dense index: the exit, then three per statement (the statement, its
    /// condition, its step), so every point of a function has one without hashing.
    fn index(self) -> u32 {
        match self {
            Point::Exit => 0,
            Point::Stmt(s) => 3 * s.into_raw().into_u32() + 1,
            Point::Cond(s) => 3 * s.into_raw().into_u32() + 2,
            Point::Step(s) => 3 * s.into_raw().into_u32() + 3,
        }
    }

    fn from_index(i: u32) -> Point {
        if i == 0 {
            return Point::Exit;
        }
        let s = StmtId::from_raw(RawIdx::from_u32((i - 1) / 3));
        match (i - 1) % 3 {
            0 => Point::Stmt(s),
            1 => Point::Cond(s),
            _ => Point::Step(s),
        }
    }
}

/// Compressed adjacency lists over point indices.
type Adjacency = Csr<(), (), petgraph::Directed, u32>;

/// Edges between the program points of one function: from each point to
/// every point control can reach next.
#[derive(Debug)]
pub struct Cfg {
    /// Successors and predecessors by [`Point::index`]. Dense arrays: the graph
    /// was a hashed `GraphMap`, whose lookups missed the caches on every edge and
    /// made building and walking it 12 times slower for 10 times the statements.
    successors: Adjacency,
    predecessors: Adjacency,
    /// Where control starts: the body, or the exit for a function without one.
    pub entry: Point,
    /// Where each statement goes when it completes normally.
    pub next: ArenaMap<StmtId, Point>,
}

impl Cfg {
    pub(crate) fn build(f: &Function) -> Cfg {
        let nexts = next_points(f);
        let next = |_: &Function, s: StmtId| nexts.get(s).copied().unwrap_or(Point::Exit);
        let entry = f.body.map(Point::Stmt).unwrap_or(Point::Exit);
        // Edges come out sorted by source: a statement's points have consecutive indices
        // and statements come in id order. Each statement's few edges are sorted by
        // target as they are appended.
        let mut edges: Vec<(u32, u32)> = Vec::with_capacity(f.stmts.len() + f.stmts.len() / 4);
        for (id, st) in f.stmts.iter() {
            let here = Point::Stmt(id);
            let first = edges.len();
            let mut edge = |from: Point, to: Point| edges.push((from.index(), to.index()));
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
            edges[first..].sort_unstable();
        }
        // Duplicates (two ways to one point) can only be within a statement's run.
        edges.dedup();
        let points = 3 * f.stmts.len() as u32 + 1;
        // The reversed edges, sorted by a counting sort on their source (the edges'
        // target), which keeps each group in ascending order of target.
        let mut starts = vec![0u32; points as usize + 1];
        for &(_, to) in &edges {
            starts[to as usize + 1] += 1;
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut reversed = vec![(0u32, 0u32); edges.len()];
        for &(from, to) in &edges {
            let slot = &mut starts[to as usize];
            reversed[*slot as usize] = (to, from);
            *slot += 1;
        }
        Cfg {
            successors: adjacency(&edges, points),
            predecessors: adjacency(&reversed, points),
            entry,
            next: nexts,
        }
    }

    /// The points control can go to from `p`.
    pub fn successors(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        neighbors(&self.successors, p)
    }

    pub(crate) fn predecessors(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        neighbors(&self.predecessors, p)
    }

    /// Whether control can go from `a` straight to `b`.
    pub fn contains_edge(&self, a: Point, b: Point) -> bool {
        let n = self.successors.node_count() as u32;
        a.index() < n && b.index() < n && self.successors.contains_edge(a.index(), b.index())
    }

    /// The points: the exit, every statement, and the loop conditions and `for` steps
    /// that have an edge, in index order.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        (0..self.successors.node_count() as u32).filter_map(|i| {
            let p = Point::from_index(i);
            let linked = self.successors.out_degree(i) > 0 || self.predecessors.out_degree(i) > 0;
            (matches!(p, Point::Exit | Point::Stmt(_)) || linked).then_some(p)
        })
    }

    /// Whether control reaches each point from the entry (a depth-first search).
    pub(crate) fn live(&self) -> impl Fn(Point) -> bool + '_ {
        let mut dfs = petgraph::visit::Dfs::new(&self.successors, self.entry.index());
        while dfs.next(&self.successors).is_some() {}
        let reached = dfs.discovered;
        move |p: Point| reached.contains(p.index() as usize)
    }

    /// Every edge, by source in index order.
    pub fn edges(&self) -> impl Iterator<Item = (Point, Point)> + '_ {
        (0..self.successors.node_count() as u32).flat_map(move |i| {
            self.successors
                .neighbors_slice(i)
                .iter()
                .map(move |&j| (Point::from_index(i), Point::from_index(j)))
        })
    }
}

fn adjacency(sorted: &[(u32, u32)], points: u32) -> Adjacency {
    let mut graph = match Adjacency::from_sorted_edges(sorted) {
        Ok(g) => g,
        Err(e) => unreachable!("internal error: CFG edges out of order: {e:?}"),
    };
    while (graph.node_count() as u32) < points {
        graph.add_node(());
    }
    graph
}

fn neighbors(graph: &Adjacency, p: Point) -> impl Iterator<Item = Point> + '_ {
    let i = p.index();
    let slice = if (i as usize) < graph.node_count() {
        graph.neighbors_slice(i)
    } else {
        &[]
    };
    slice.iter().map(|&j| Point::from_index(j))
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
