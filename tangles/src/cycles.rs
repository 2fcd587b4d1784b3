//! Cycles as the Maximal Convergence section of thread-convergence.rst defines
//! them: the body of each iteration statement, and the statements between a
//! backward `goto` and its label; their entries, and the entry that maximal
//! convergence reconverges at.

use crate::cfg::{Cfg, Point};
use crate::sparse::SparseMap;
use frontend::model::{Function, StmtId, StmtKind};
use la_arena::ArenaMap;

/// The construct a cycle comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CycleKind {
    /// The body of a `while`, `do` or `for`.
    Loop,
    /// The range from a label to the backward gotos that jump to it.
    Goto,
}

impl CycleKind {
    /// How reports spell it: `loop` or `goto`.
    pub fn name(self) -> &'static str {
        match self {
            CycleKind::Loop => "loop",
            CycleKind::Goto => "goto",
        }
    }
}

/// One cycle: the statements that threads may execute repeatedly, where
/// they enter, and where maximal convergence counts the iterations.
#[derive(Debug, Clone)]
pub struct Cycle {
    /// A loop body or a backward-goto range.
    pub kind: CycleKind,
    /// The loop statement, or the label statement the backward gotos target.
    pub head: StmtId,
    /// The statements of the cycle, in source order.
    pub stmts: Vec<StmtId>,
    /// The first statement, then every label or case in the cycle that a
    /// `goto` or `switch` outside the cycle targets (source order).
    pub entries: Vec<StmtId>,
    /// For goto cycles: the backward gotos.
    pub back_gotos: Vec<StmtId>,
    /// For goto cycles whose range was closed over another one
    /// (`closed_ranges`): the labels inside the spec's range (label to last
    /// backward goto) that a goto after that range targets. By the letter
    /// they are further entries of the spec's cycle, so threads arriving
    /// there and threads coming round through the label are in unrelated
    /// tangles; the closed cycle, which the lowering and runtime realise,
    /// keeps one entry and counts its iterations at the label.
    pub reentries: Vec<StmtId>,
    /// Exactly one entry.
    pub reducible: bool,
    /// Maximal convergence counts the cycle's iterations at this entry: the
    /// first statement unless a tool chose another ([`Cycle::choose_entry`]).
    /// Entering the cycle, through any entry, starts an iteration; a thread
    /// inside it starts the next when it arrives here ([`Cycle::count_at`]).
    pub chosen_entry: StmtId,
    /// The innermost cycle that contains this one's head.
    pub parent: Option<usize>,
    /// How many cycles contain this one (0: outermost), along `parent`.
    pub depth: u32,
    /// Where the first entry counts iterations: the condition of
    /// `while`/`for`, the body of `do`, the label of a goto cycle.
    first_count_at: Point,
}

impl Cycle {
    /// Where a thread inside the cycle starts its next iteration: the chosen
    /// entry's point (for the first entry, the condition of `while`/`for`, the
    /// body of `do`, the label of a goto cycle). The lowering puts the heart
    /// there (or in the hub before it), and the runtime counts iterations
    /// there, so both follow [`Cycle::chosen_entry`].
    pub fn count_at(&self) -> Point {
        if self.entries.first() == Some(&self.chosen_entry) {
            self.first_count_at
        } else {
            Point::Stmt(self.chosen_entry)
        }
    }

    /// Makes maximal convergence reconverge this cycle at `entry` instead of
    /// its first statement. The spec leaves the entry to the implementation
    /// (Maximal Convergence, step 2: "choose some entry in some cycle to
    /// reconverge"); the engine picks the first, and a tool may pick another
    /// one before lowering or running. Fails when `entry` is not an entry.
    pub fn choose_entry(&mut self, entry: StmtId) -> Result<(), NotAnEntry> {
        if !self.entries.contains(&entry) {
            return Err(NotAnEntry {
                entry,
                head: self.head,
            });
        }
        self.chosen_entry = entry;
        Ok(())
    }
}

/// [`Cycle::choose_entry`] was given a statement that is not one of the
/// cycle's entries.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("s{} is not an entry of the cycle headed by s{}", .entry.into_raw().into_u32(), .head.into_raw().into_u32())]
pub struct NotAnEntry {
    /// The statement given.
    pub entry: StmtId,
    /// The cycle's head.
    pub head: StmtId,
}

/// Pre-order positions: statement `a` is inside `s` when
/// `pre[s] <= pre[a] < end[s]`. Source order is pre-order.
#[derive(Debug, Default)]
pub struct Order {
    /// Each statement's position.
    pub pre: ArenaMap<StmtId, u32>,
    /// One past the position of the last statement inside each statement.
    pub end: ArenaMap<StmtId, u32>,
    /// Statements by pre-order position.
    pub by_pos: Vec<StmtId>,
}

impl Order {
    pub(crate) fn new(f: &Function) -> Order {
        let mut order = Order::default();
        let Some(body) = f.body else { return order };
        // Iterative DFS: (statement, children pushed?)
        let mut stack = vec![(body, false)];
        while let Some((s, done)) = stack.pop() {
            if done {
                order.end.insert(s, order.by_pos.len() as u32);
                continue;
            }
            order.pre.insert(s, order.by_pos.len() as u32);
            order.by_pos.push(s);
            stack.push((s, true));
            for c in f.stmts[s].kind.children().rev() {
                stack.push((c, false));
            }
        }
        order
    }

    /// `a` is `s` or inside it.
    pub fn inside(&self, a: StmtId, s: StmtId) -> bool {
        match (self.pre.get(a), self.pre.get(s), self.end.get(s)) {
            (Some(&pa), Some(&ps), Some(&es)) => ps <= pa && pa < es,
            _ => false,
        }
    }

    /// The position of `s`; `u32::MAX` for a statement outside the body's
    /// tree.
    pub fn pos(&self, s: StmtId) -> u32 {
        self.pre.get(s).copied().unwrap_or(u32::MAX)
    }
}

/// The cycles of a function, with fast membership.
#[derive(Debug, Default)]
pub struct Cycles {
    /// Loop cycles in source order, then goto cycles. A cycle's index in this
    /// list identifies it everywhere else (`innermost`, [`Cycle::parent`],
    /// [`CallTangles::cycle`](crate::CallTangles::cycle)).
    pub list: Vec<Cycle>,
    /// Membership per cycle: a pre-order range, minus positions control
    /// cannot reach from a goto cycle's label.
    members: Vec<Membership>,
    /// Innermost cycle containing each statement.
    pub innermost: ArenaMap<StmtId, usize>,
    /// The loop cycle of each loop statement.
    pub of_loop: SparseMap<StmtId, usize>,
    /// The goto cycle headed by each label.
    pub of_label: SparseMap<StmtId, usize>,
}

#[derive(Debug, Default)]
struct Membership {
    start: u32,
    end: u32,
    /// Positions of the range outside the cycle, ascending (mostly none).
    excluded: Vec<u32>,
}

impl Cycles {
    /// Whether `s` belongs to cycle `cycle`: it lies in the cycle's range and,
    /// for a goto cycle, control can reach it from the label without leaving
    /// the range.
    pub fn contains(&self, cycle: usize, s: StmtId, order: &Order) -> bool {
        let m = &self.members[cycle];
        order
            .pre
            .get(s)
            .is_some_and(|&p| p >= m.start && p < m.end && m.excluded.binary_search(&p).is_err())
    }

    /// The pre-order positions cycle `cycle`'s range spans: its members lie
    /// within it (a goto cycle's not all of it).
    pub fn range(&self, cycle: usize) -> std::ops::Range<u32> {
        let m = &self.members[cycle];
        m.start..m.end
    }

    /// Cycles containing `s`, innermost first: the innermost one and its
    /// ancestors (cycles nest by their heads). Parents have larger ranges (or equal
    /// ones earlier in the list, see [`Cycles::compute`]), so the walk ends and meets
    /// each cycle once.
    pub fn containing(&self, s: StmtId, order: &Order) -> Vec<usize> {
        let mut out = Vec::new();
        let mut cur = self.innermost.get(s).copied();
        while let Some(c) = cur {
            if self.contains(c, s, order) {
                out.push(c);
            }
            cur = self.list[c].parent;
        }
        out
    }

    pub(crate) fn compute(f: &Function, cfg: &Cfg, order: &Order) -> Cycles {
        let mut cycles = Cycles::default();
        let mut members = Vec::new();
        let back = back_gotos(f, order);
        let (loop_end, goto_range) = closed_ranges(f, order, &back);
        // Loop cycles: the body subtree, extended by `closed_ranges`.
        for &s in &order.by_pos {
            let body = match &f.stmts[s].kind {
                StmtKind::While { body, .. }
                | StmtKind::DoWhile { body, .. }
                | StmtKind::For { body, .. } => *body,
                _ => continue,
            };
            let (p, e) = (order.pre[body] as usize, loop_end[s] as usize);
            let m = Membership {
                start: p as u32,
                end: e as u32,
                excluded: Vec::new(),
            };
            cycles.of_loop.insert(s, cycles.list.len());
            cycles.list.push(Cycle {
                kind: CycleKind::Loop,
                head: s,
                stmts: order.by_pos[p..e].to_vec(),
                entries: vec![body],
                back_gotos: Vec::new(),
                reentries: Vec::new(),
                reducible: true,
                chosen_entry: body,
                parent: None,
                depth: 0,
                first_count_at: match &f.stmts[s].kind {
                    StmtKind::DoWhile { .. } => Point::Stmt(body),
                    _ => Point::Cond(s),
                },
            });
            members.push(m);
        }
        // Goto cycles: one per label that backward gotos target.
        let mut marks: Vec<u8> = Vec::new();
        for (label, gotos) in back.iter() {
            let (start, end, spec_end) = goto_range[label];
            let (start, end) = (start as usize, end as usize);
            let in_spec_range = |p: u32| p >= start as u32 && p < spec_end;
            let mut reentries: Vec<StmtId> = Vec::new();
            if spec_end as usize != end {
                for &g in &order.by_pos[spec_end as usize..end] {
                    if let StmtKind::Goto { target, .. } = &f.stmts[g].kind {
                        if *target != label && in_spec_range(order.pos(*target)) {
                            reentries.push(*target);
                        }
                    }
                }
                // Deduplicated after sorting: a search per goto was cubic in nested
                // backward-goto cycles (each range closed over all later ones).
                reentries.sort_by_key(|&l| order.pos(l));
                reentries.dedup();
            }
            // Keep what control can reach from the label without leaving the range: a mark
            // per range position (bit 0 the statement, 1 its condition, 2 its step), in one
            // buffer for every cycle. Nested ranges make the walks quadratic in the nesting
            // depth, so each step costs an index, not a hash.
            marks.clear();
            marks.resize(end - start, 0u8);
            let mut stack = vec![Point::Stmt(label)];
            while let Some(p) = stack.pop() {
                let (s, bit) = match p {
                    Point::Stmt(s) => (s, 1),
                    Point::Cond(s) => (s, 2),
                    Point::Step(s) => (s, 4),
                    Point::Exit => continue,
                };
                let pos = order.pos(s) as usize;
                if pos < start || pos >= end || marks[pos - start] & bit != 0 {
                    continue;
                }
                marks[pos - start] |= bit;
                stack.extend(cfg.successors(p));
            }
            let mut m = Membership {
                start: start as u32,
                end: end as u32,
                excluded: Vec::new(),
            };
            let mut stmts = Vec::with_capacity(end - start);
            for (pos, &mark) in (start..end).zip(&marks) {
                if mark != 0 {
                    stmts.push(order.by_pos[pos]);
                } else {
                    m.excluded.push(pos as u32);
                }
            }
            cycles.of_label.insert(label, cycles.list.len());
            cycles.list.push(Cycle {
                kind: CycleKind::Goto,
                head: label,
                stmts,
                entries: vec![label],
                back_gotos: gotos.clone(),
                reentries,
                reducible: true,
                chosen_entry: label,
                parent: None,
                depth: 0,
                first_count_at: Point::Stmt(label),
            });
            members.push(m);
        }
        cycles.members = members;

        // Entries: statements of the cycle that control reaches from outside
        // it. This is the spec's "labelled statement targeted by a goto or
        // switch from outside", and also covers what its definition leaves
        // out: falling into a goto range from a statement that contains its
        // label, and a loop body that is itself a label targeted from outside
        // (listed again after the first entry, which stands for the head).
        // Only predecessors control reaches count: a switch's body block, which
        // control enters at its cases, is no way into a cycle around a case.
        let live = cfg.live();
        for c in 0..cycles.list.len() {
            let (kind, head, first) = {
                let cy = &cycles.list[c];
                (cy.kind, cy.head, cy.entries[0])
            };
            let outside = |p: Point| match p {
                Point::Exit => true,
                // A loop's own condition and step belong to its cycle.
                Point::Cond(x) | Point::Step(x) if kind == CycleKind::Loop && x == head => false,
                Point::Stmt(x) | Point::Cond(x) | Point::Step(x) => !cycles.contains(c, x, order),
            };
            let mut extra = Vec::new();
            for &s in &cycles.list[c].stmts {
                let from_outside = cfg.predecessors(Point::Stmt(s)).any(|p| {
                    // The first statement's ordinary way in is not a second entry.
                    let ordinary = s == first
                        && match kind {
                            CycleKind::Loop => {
                                matches!(p, Point::Cond(x) | Point::Stmt(x) if x == head)
                            }
                            // Every way into a goto cycle's label is its head.
                            CycleKind::Goto => true,
                        };
                    live(p) && outside(p) && !ordinary
                });
                if from_outside {
                    extra.push(s);
                }
            }
            let cy = &mut cycles.list[c];
            cy.entries.extend(extra);
            cy.reducible = cy.entries.len() == 1;
        }

        // Nesting, and the innermost cycle of each statement (larger first,
        // so smaller cycles overwrite). Size is the pre-order range a cycle
        // spans, not its statement count: a goto cycle leaves out statements
        // control does not reach from its label (a switch's body block), a
        // loop cycle does not, so a goto range around a loop can count fewer
        // statements than the loop. Equal ranges keep the order of the list
        // (loops first), so a goto cycle whose label is a loop's body nests in
        // the loop.
        let span = |c: usize| cycles.members[c].end - cycles.members[c].start;
        let mut by_size: Vec<usize> = (0..cycles.list.len()).collect();
        by_size.sort_by_key(|&c| std::cmp::Reverse(span(c)));
        for &c in &by_size {
            for &s in &cycles.list[c].stmts {
                cycles.innermost.insert(s, c);
            }
        }
        // The cycles around each goto cycle's label, in list order (a cycle's
        // members are its `stmts`): looking them up, rather than testing every
        // cycle per label, keeps this linear in the cycles' sizes.
        let mut around_label: SparseMap<StmtId, Vec<usize>> = SparseMap::default();
        if !cycles.of_label.is_empty() {
            for (o, cy) in cycles.list.iter().enumerate() {
                for &s in &cy.stmts {
                    if cycles.of_label.get(s).is_some() {
                        around_label.entry(s).or_default().push(o);
                    }
                }
            }
        }
        for c in 0..cycles.list.len() {
            let head = cycles.list[c].head;
            cycles.list[c].parent = match cycles.list[c].kind {
                // A loop statement is not in its own (body) cycle.
                CycleKind::Loop => cycles.innermost.get(head).copied(),
                // The smallest other cycle containing the label (`containing`
                // needs parents).
                CycleKind::Goto => around_label
                    .get(head)
                    .into_iter()
                    .flatten()
                    .copied()
                    .filter(|&o| o != c)
                    .filter(|&o| span(o) > span(c) || (span(o) == span(c) && o < c))
                    .min_by_key(|&o| span(o)),
            };
        }
        // Parents have strictly larger spans (or equal spans and smaller
        // indices), so following them ends.
        for c in 0..cycles.list.len() {
            let mut depth = 0;
            let mut x = cycles.list[c].parent;
            while let Some(p) = x {
                depth += 1;
                x = cycles.list[p].parent;
            }
            cycles.list[c].depth = depth;
        }
        cycles
    }
}

/// The backward gotos to each label, in source order.
fn back_gotos(f: &Function, order: &Order) -> ArenaMap<StmtId, Vec<StmtId>> {
    let mut back: ArenaMap<StmtId, Vec<StmtId>> = ArenaMap::default();
    for &s in &order.by_pos {
        if let StmtKind::Goto { target, .. } = &f.stmts[s].kind {
            if order.pos(*target) <= order.pos(s) {
                back.entry(*target).or_default().push(s);
            }
        }
    }
    back
}

/// The pre-order ranges of the cycles, closed so that they nest, as the
/// CFG's cycles do (LLVM's cycles must nest). A goto range is the statements
/// from its label to its last backward goto, with everything inside them.
/// Where two ranges overlap without nesting, the one that starts first is
/// extended to the end of the other:
/// - `A: ... B: ... goto A; ... goto B;`: `goto B` runs inside A's cycle too
///   (A dominates it and it reaches `goto A` again), so A's range ends there;
/// - `for (...) { L: ... } ... goto L;`: control comes back into the loop's
///   body from after it, so the loop's cycle covers everything up to the
///   goto (the loop's condition dominates the goto, as in the CFG; threads
///   that jump back keep their iteration count, which is what a heart in the
///   loop's header counts).
///
/// Returns the extended end of each loop's body range (keyed by the loop
/// statement) and each targeted label's range (start, closed end, the
/// spec's end).
type GotoRanges = ArenaMap<StmtId, (u32, u32, u32)>;
fn closed_ranges(
    f: &Function,
    order: &Order,
    back: &ArenaMap<StmtId, Vec<StmtId>>,
) -> (ArenaMap<StmtId, u32>, GotoRanges) {
    // (key statement, start, end): loops keyed by the loop, gotos by the label.
    let mut ranges: Vec<(StmtId, u32, u32)> = Vec::new();
    for &s in &order.by_pos {
        if let StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::For { body, .. } = &f.stmts[s].kind
        {
            ranges.push((s, order.pre[*body], order.end[*body]));
        }
    }
    for (label, gotos) in back.iter() {
        let start = order.pre[label];
        let last = gotos.iter().map(|&g| order.pre[g]).max().unwrap_or(start);
        // Statements starting in the range, with everything inside them.
        let end = (start..=last)
            .map(|pos| order.end[order.by_pos[pos as usize]])
            .max()
            .unwrap_or(last + 1);
        ranges.push((label, start, end));
    }
    let spec_ends: Vec<u32> = ranges.iter().map(|r| r.2).collect();
    close(&mut ranges);
    let mut loops = ArenaMap::default();
    let mut gotos = ArenaMap::default();
    for ((key, start, end), spec_end) in ranges.into_iter().zip(spec_ends) {
        if f.stmts[key].kind.is_loop() {
            loops.insert(key, end);
        } else {
            gotos.insert(key, (start, end, spec_end));
        }
    }
    (loops, gotos)
}

/// Extends each range that another starts inside and outlasts to that one's end,
/// until no range does: the least such ends, as repeating that rule until nothing
/// changes gives.
///
/// A range's final end depends only on ranges that start after it, so ranges are
/// closed from the last start to the first, each by a scan over later starts. Once a
/// range's end is final, every range starting inside it ends no later, so the scan
/// skips from one range it takes to the first start at or past that range's end.
/// (Comparing every pair of ranges until none changed was quadratic: `tangle lower`
/// spent 9% of its instructions here on a 100k-line kernel with a backward goto per
/// block.)
fn close(ranges: &mut [(StmtId, u32, u32)]) {
    let mut by_start: Vec<usize> = (0..ranges.len()).collect();
    by_start.sort_by_key(|&r| ranges[r].1);
    // Ranges with one start extend neither each other nor, taken together, any
    // range starting inside the widest of them: (start, its ranges in `by_start`,
    // their widest final end).
    let mut groups: Vec<(u32, std::ops::Range<usize>, u32)> = Vec::new();
    for (q, &r) in by_start.iter().enumerate() {
        match groups.last_mut() {
            Some((start, members, _)) if *start == ranges[r].1 => members.end = q + 1,
            _ => groups.push((ranges[r].1, q..q + 1, 0)),
        }
    }
    for g in (0..groups.len()).rev() {
        let mut widest = 0;
        for q in groups[g].1.clone() {
            let r = by_start[q];
            let mut end = ranges[r].2;
            let mut h = g + 1;
            while let Some(&(start, _, reach)) = groups.get(h) {
                if start >= end {
                    break;
                }
                end = end.max(reach);
                h = groups.partition_point(|x| x.0 < reach).max(h + 1);
            }
            ranges[r].2 = end;
            widest = widest.max(end);
        }
        groups[g].2 = widest;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use la_arena::{Idx, RawIdx};
    use proptest::prelude::*;

    /// The rule as stated: extend any range another starts inside and outlasts,
    /// pair by pair, until nothing changes.
    fn close_pairwise(ranges: &mut [(StmtId, u32, u32)]) {
        loop {
            let mut changed = false;
            for i in 0..ranges.len() {
                for j in 0..ranges.len() {
                    let ((_, si, ei), (_, sj, ej)) = (ranges[i], ranges[j]);
                    if si < sj && sj < ei && ei < ej {
                        ranges[i].2 = ej;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
    }

    proptest! {
        #[test]
        fn closing_by_scans_is_closing_pair_by_pair(
            spans in prop::collection::vec((0u32..60, 1u32..30), 0..40)
        ) {
            let ranges: Vec<(StmtId, u32, u32)> = spans
                .iter()
                .enumerate()
                .map(|(i, &(start, len))| (Idx::from_raw(RawIdx::from(i as u32)), start, start + len))
                .collect();
            let (mut fast, mut slow) = (ranges.clone(), ranges);
            close(&mut fast);
            close_pairwise(&mut slow);
            prop_assert_eq!(fast, slow);
        }
    }
}
