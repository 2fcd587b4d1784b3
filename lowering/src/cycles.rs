//! The tangle engine's cycles as the lowering realises them: their nesting,
//! and the structural check that the CFG the lowering built has exactly those
//! cycles.
//!
//! Nothing here decides anything about cycles: the cycles, their entries, the
//! chosen entry and the parent relation all come from `tangles`. This module
//! only checks that they can be realised as properly nested LLVM cycles, each
//! entered through its header (the hub of an irreducible cycle, the head block
//! otherwise), and reports where they cannot, as an internal error with context.

use frontend::model::{Function, StmtId};
use frontend::Unit;
use inkwell::basic_block::BasicBlock;
use petgraph::graph::DiGraph;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use tangles::cfg::Point;
use tangles::cycles::Cycle;
use tangles::FunctionTangles;

/// The cycle tree: each cycle's parent (from `tangles`) and depth.
#[derive(Debug)]
pub(crate) struct Nesting {
    parent: Vec<Option<usize>>,
    depth: Vec<u32>,
    /// Each cycle's span in a depth-first walk of the tree: a cycle is inside `c`
    /// when its start lies in `c`'s span. Walking up the parents instead made the
    /// checks cubic in a kernel whose backward gotos nest a few thousand deep.
    span: Vec<std::ops::Range<u32>>,
}

impl Nesting {
    /// Reads the nesting from the tangle engine and, when `check` is set, checks
    /// that it is a tree whose membership agrees with the cycles' statement sets
    /// (no two cycles overlap without one containing the other).
    pub fn new(
        unit: &Unit,
        f: &Function,
        ft: &FunctionTangles,
        check: bool,
    ) -> Result<Self, String> {
        let list = &ft.cycles.list;
        let parent: Vec<Option<usize>> = list.iter().map(|c| c.parent).collect();
        // 1 for the outermost: 0 is "no cycle" in `contains`.
        let depth = list.iter().map(|c| c.depth + 1).collect();
        let span = spans(&parent);
        let nesting = Nesting {
            parent,
            depth,
            span,
        };
        if check {
            nesting.check_membership(unit, f, ft)?;
        }
        Ok(nesting)
    }

    pub fn parent(&self, c: usize) -> Option<usize> {
        self.parent[c]
    }

    pub fn depth(&self, c: usize) -> u32 {
        self.depth[c]
    }

    /// Whether a block whose innermost cycle is `inner` is inside cycle `c`.
    pub fn contains(&self, inner: Option<usize>, c: usize) -> bool {
        inner.is_some_and(|i| self.span[c].contains(&self.span[i].start))
    }

    /// A statement is in cycle `c` exactly when `c` is on the parent chain of
    /// the statement's innermost cycle: otherwise two cycles overlap, and no
    /// nesting of LLVM cycles (each with one heart) can realise both. Only
    /// statements control reaches count: the tangle engine leaves unreachable
    /// ones (dead code, a switch's body block, which control enters at its
    /// cases) out of goto cycles but not out of loop bodies, and they get no
    /// reachable blocks anyway.
    fn check_membership(
        &self,
        unit: &Unit,
        f: &Function,
        ft: &FunctionTangles,
    ) -> Result<(), String> {
        let cycles = &ft.cycles;
        let mut reached = HashSet::default();
        let mut stack = vec![ft.cfg.entry];
        while let Some(p) = stack.pop() {
            if reached.insert(p) {
                stack.extend(ft.cfg.successors(p));
            }
        }
        let live = |s: StmtId| reached.contains(&Point::Stmt(s));
        for (c, cycle) in cycles.list.iter().enumerate() {
            for &s in cycle.stmts.iter().filter(|&&s| live(s)) {
                let inner = cycles.innermost.get(s).copied();
                if !self.contains(inner, c) {
                    let other = inner.map(|i| describe(unit, f, &cycles.list[i]));
                    return Err(format!(
                        "overlapping cycles: {} contains the statement at {}, whose innermost cycle is {}, \
                         which is not nested in it; LLVM cycles must nest",
                        describe(unit, f, cycle),
                        at(unit, f.stmts[s].span),
                        other.unwrap_or_else(|| "none".into())
                    ));
                }
            }
        }
        for &s in ft.order.by_pos.iter().filter(|&&s| live(s)) {
            let mut x = cycles.innermost.get(s).copied();
            while let Some(c) = x {
                if !cycles.contains(c, s, &ft.order) {
                    return Err(format!(
                        "overlapping cycles: the statement at {} is in {} but not in its parent {}; \
                         LLVM cycles must nest",
                        at(unit, f.stmts[s].span),
                        describe(unit, f, &cycles.list[cycles.innermost[s]]),
                        describe(unit, f, &cycles.list[c])
                    ));
                }
                x = self.parent[c];
            }
        }
        Ok(())
    }
}

/// Each node's span in a depth-first walk of the forest that `parent` describes: the
/// positions of the node and everything below it. `tangles` gives each cycle a parent
/// with a larger range (or an equal one earlier in its list), so following parents
/// ends and every node is reached from a root.
fn spans(parent: &[Option<usize>]) -> Vec<std::ops::Range<u32>> {
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); parent.len()];
    let mut roots = Vec::new();
    for (c, p) in parent.iter().enumerate() {
        match p {
            Some(p) => children[*p].push(c),
            None => roots.push(c),
        }
    }
    let mut span = vec![0..0; parent.len()];
    let mut next = 0;
    // (node, whether its children are done)
    let mut stack: Vec<(usize, bool)> = roots.iter().rev().map(|&r| (r, false)).collect();
    while let Some((c, done)) = stack.pop() {
        if done {
            span[c].end = next;
            continue;
        }
        span[c].start = next;
        next += 1;
        stack.push((c, true));
        stack.extend(children[c].iter().rev().map(|&k| (k, false)));
    }
    span
}

/// `line:col` of a span in the user's file.
pub(crate) fn at(unit: &Unit, span: frontend::Span) -> String {
    let lc = unit.line_col(span);
    format!("{}:{}:{}", unit.name, lc.line, lc.col)
}

/// "the while cycle at file:3:5 (entries at 3:5, 7:1)".
pub(crate) fn describe(unit: &Unit, f: &Function, cycle: &Cycle) -> String {
    let head = &f.stmts[cycle.head];
    let entries: Vec<String> = cycle
        .entries
        .iter()
        .map(|&e| {
            let lc = unit.line_col(f.stmts[e].span);
            format!("{}:{}", lc.line, lc.col)
        })
        .collect();
    format!(
        "the `{}` {} cycle at {} (entries at {})",
        head.kind.name(),
        cycle.kind.name(),
        at(unit, head.span),
        entries.join(", ")
    )
}

/// The CFG of one lowered function, with each block's innermost cycle.
pub(crate) struct BlockGraph<'ctx> {
    pub blocks: Vec<BasicBlock<'ctx>>,
    pub inner: Vec<Option<usize>>,
    pub succ: Vec<Vec<usize>>,
}

/// Checks that the CFG realises the tangle engine's cycles:
///
/// 1. every edge that enters a cycle (from a block outside it) goes to the
///    cycle's header, so the header dominates the cycle and its heart
///    dominates every use of its token;
/// 2. every closed path of the CFG goes through an edge from inside some cycle
///    back to that cycle's header, so each closed path is one of the cycles
///    (or made of them) and every token is defined on it.
///
/// Together with properly nested cycles ([`Nesting::new`]) these are what
/// LLVM's convergence verifier asks for; failing them means the CFG and the
/// tangle engine disagree, which this reports with the blocks involved.
/// Only blocks reachable from the entry (the first block) count, as for
/// LLVM's dominators and cycles: code after a jump that no label makes
/// reachable may fall into a cycle anywhere.
pub(crate) fn check_cfg(
    graph: &BlockGraph<'_>,
    nesting: &Nesting,
    headers: &[Option<BasicBlock<'_>>],
    name: impl Fn(usize) -> String,
) -> Result<(), String> {
    let index: HashMap<BasicBlock<'_>, usize> = graph
        .blocks
        .iter()
        .enumerate()
        .map(|(i, &b)| (b, i))
        .collect();
    let header_of: HashMap<usize, usize> = headers
        .iter()
        .enumerate()
        .filter_map(|(c, h)| h.and_then(|h| index.get(&h)).map(|&b| (b, c)))
        .collect();
    let block_name = |b: usize| graph.blocks[b].get_name().to_string_lossy().into_owned();

    let mut reachable = vec![false; graph.blocks.len()];
    let mut stack = vec![0usize];
    while let Some(b) = stack.pop() {
        if b < reachable.len() && !reachable[b] {
            reachable[b] = true;
            stack.extend(graph.succ[b].iter().copied());
        }
    }

    let mut rest = DiGraph::<usize, ()>::new();
    let nodes: Vec<_> = (0..graph.blocks.len()).map(|b| rest.add_node(b)).collect();
    for (a, succ) in graph.succ.iter().enumerate() {
        if !reachable[a] {
            continue;
        }
        for &b in succ {
            // 1. Cycles entered by this edge: those around `b` that do not contain `a`.
            let mut x = graph.inner[b];
            while let Some(c) = x {
                if nesting.contains(graph.inner[a], c) {
                    break;
                }
                if headers[c] != Some(graph.blocks[b]) {
                    return Err(format!(
                        "the CFG enters {} at block `{}` (from `{}`), which is not its header{}",
                        name(c),
                        block_name(b),
                        block_name(a),
                        headers[c]
                            .map(|h| format!(" `{}`", h.get_name().to_string_lossy()))
                            .unwrap_or_default()
                    ));
                }
                x = nesting.parent(c);
            }
            // 2. Back edges: from inside a cycle to its header.
            let back = header_of
                .get(&b)
                .is_some_and(|&c| nesting.contains(graph.inner[a], c));
            if !back {
                rest.add_edge(nodes[a], nodes[b], ());
            }
        }
    }
    for scc in petgraph::algo::tarjan_scc(&rest) {
        let closed = scc.len() > 1 || rest.contains_edge(scc[0], scc[0]);
        if closed {
            let mut names: Vec<String> = scc.iter().map(|&n| block_name(rest[n])).collect();
            names.sort();
            return Err(format!(
                "the CFG has a cycle through blocks {} that is none of the tangle engine's cycles \
                 (a jump into the middle of a goto range, or overlapping cycles)",
                names.join(", ")
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// A node's span holds exactly the starts of the nodes below it: what walking
        /// up their parents finds.
        #[test]
        fn spans_hold_what_the_parents_reach(picks in prop::collection::vec(any::<prop::sample::Index>(), 0..40)) {
            // Node c's parent is an earlier node or none (index c itself): a forest.
            let parent: Vec<Option<usize>> = picks
                .iter()
                .enumerate()
                .map(|(c, p)| Some(p.index(c + 1)).filter(|&p| p < c))
                .collect();
            let span = spans(&parent);
            for (i, si) in span.iter().enumerate() {
                for (c, sc) in span.iter().enumerate() {
                    let mut walked = Some(i);
                    while walked.is_some_and(|x| x != c) {
                        walked = walked.and_then(|x| parent[x]);
                    }
                    prop_assert_eq!(sc.contains(&si.start), walked == Some(c), "{:?}", parent);
                }
            }
        }
    }
}
