//! Convergence contexts built from cycle iterations, shared by the source
//! engine and the IR engine's token-free mode.
//!
//! A thread's context in one function instance is σ: for each cycle it is
//! inside, how many times it has iterated (a [`Sigma`]). Control moving along
//! an edge changes σ by a [`Transition`]: cycles left are dropped, cycles
//! entered start counting, and arriving at a cycle's head from inside it
//! counts the next iteration. Two threads at the same operation in the same
//! function instance communicate exactly when their σ are equal.
//!
//! [`FlowGraph::reaches`] answers the scheduler's question "can this thread
//! still get to that operation in that σ?" on the static graph: a cycle whose
//! count must stay what it is may not be iterated (nor left, unless leaving
//! and re-entering gives the same count), and a count that is already past
//! the target's can never come back.

use fixedbitset::FixedBitSet;
use petgraph::graph::{DiGraph, NodeIndex};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::cell::{OnceCell, RefCell};
use std::collections::hash_map::Entry;
use std::collections::HashMap;

/// (cycle, iteration), sorted by cycle. Inline up to four nested cycles:
/// a loop's every iteration makes a new σ, which a heap vector allocated.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Sigma(pub SmallVec<[(u32, u32); 4]>);

#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Transition {
    pub leave: Vec<u32>,
    /// Cycles entered, with their first count.
    pub enter: Vec<(u32, u32)>,
    /// Cycles whose head is reached from inside: the next iteration.
    pub bump: Vec<u32>,
    /// Strict convergence only: jump scopes whose path tag this edge extends
    /// (scope, jump key); the engine interns the new tag ([`Tags`]).
    pub retag: Vec<(u32, u32)>,
}

impl Transition {
    pub fn is_empty(&self) -> bool {
        self.leave.is_empty()
            && self.enter.is_empty()
            && self.bump.is_empty()
            && self.retag.is_empty()
    }
}

/// `depth` of a jump scope under strict convergence: an entry of σ that
/// holds a path tag, not an iteration count, so [`constraints`] never
/// orders two of them.
pub const TAG_SCOPE: u32 = u32::MAX;

/// Path tags for strict convergence: the tag of "the jumps a thread took
/// inside a scope, in order", interned so equal paths get equal tags
/// exactly (1 is the empty path: entering the scope).
#[derive(Debug, Default)]
pub struct Tags(HashMap<(u32, u32), u32>);

impl Tags {
    /// Applies `t`'s retags to `sigma` (after [`Sigma::apply`]).
    pub fn apply(&mut self, sigma: &mut Sigma, t: &Transition) {
        for &(scope, key) in &t.retag {
            let old = sigma.get(scope).unwrap_or(1);
            let next = self.0.len() as u32 + 2;
            let new = *self.0.entry((old, key)).or_insert(next);
            sigma.set(scope, new);
        }
    }
}

impl Sigma {
    pub fn apply(&mut self, t: &Transition) {
        // Most edges only bump (a back edge) or only enter: skip the other scans.
        if !t.leave.is_empty() {
            self.0.retain(|(c, _)| !t.leave.contains(c));
        }
        if !t.bump.is_empty() {
            for (c, n) in &mut self.0 {
                if t.bump.contains(c) {
                    *n += 1;
                }
            }
        }
        for &(c, n) in &t.enter {
            self.set(c, n);
        }
    }

    /// Sets cycle `c`'s entry, adding it if absent.
    pub fn set(&mut self, c: u32, n: u32) {
        match self.0.binary_search_by_key(&c, |x| x.0) {
            Ok(i) => self.0[i].1 = n,
            Err(i) => self.0.insert(i, (c, n)),
        }
    }

    pub fn get(&self, c: u32) -> Option<u32> {
        self.0
            .binary_search_by_key(&c, |x| x.0)
            .ok()
            .map(|i| self.0[i].1)
    }
}

/// What a path from a thread's σ to a target σ must respect: cycles whose
/// count must not change, and whether each may be left (re-entering starts
/// again at most at `entry`, so only when the target's count is no more).
/// `None`: the target is behind the thread for good.
///
/// `depth` ranks cycles outermost first. The shared cycles are decided from
/// the outside in: an outer cycle whose count must still grow will be
/// iterated, which leaves and re-enters everything inside it, so the inner
/// counts no longer matter; one already past the target's count is final.
pub fn constraints(from: &Sigma, to: &Sigma, entry: u32, depth: &[u32]) -> Option<Fixed> {
    // Inline: the scheduler asks this for every blocked thread it checks, and two heap
    // vectors per question were a fifth of the fuzzer's allocations. Both σs are sorted
    // by cycle, so one merge finds the shared cycles, each with its depth beside it: a
    // binary search per cycle, then a depth lookup per comparison of the sort, were most
    // of this function's instructions.
    let (a, b) = (from.0.as_slice(), to.0.as_slice());
    let mut shared: SmallVec<[(u32, u32, u32, u32); 8]> = SmallVec::new();
    let (mut i, mut j) = (0, 0);
    while let (Some(&(c, n)), Some(&(d, m))) = (a.get(i), b.get(j)) {
        match c.cmp(&d) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                shared.push((depth.get(c as usize).copied().unwrap_or(0), c, n, m));
                (i, j) = (i + 1, j + 1);
            }
        }
    }
    // Outermost first; cycles are unique, so the order is total.
    if !shared.is_sorted() {
        shared.sort_unstable();
    }
    fixed_by_depth(shared, entry)
}

/// [`constraints`] from the shared cycles, outermost first: (depth, cycle, the thread's
/// count, the target's count).
fn fixed_by_depth(
    shared: impl IntoIterator<Item = (u32, u32, u32, u32)>,
    entry: u32,
) -> Option<Fixed> {
    let mut fixed = Fixed::new();
    for (d, c, n, m) in shared {
        if d == TAG_SCOPE {
            // Equal tags must stay equal (leaving resets to the empty path);
            // a different tag might still become the target's: no constraint.
            if n == m {
                fixed.push((c, m == 1));
            }
            continue;
        }
        if n > m {
            return None;
        }
        if n < m {
            break;
        }
        fixed.push((c, m <= entry));
    }
    Some(fixed)
}

/// The cycles whose count a path must keep, each with whether it may be left
/// ([`constraints`]); usually a few.
pub type Fixed = SmallVec<[(u32, bool); 8]>;

/// Per set of fixed cycles, per block, the blocks reachable from it along one or more
/// edges that keep those cycles' counts: one search answers every later question from
/// that block (the scheduler asks many, and a search per (from, to) pair that missed
/// walked the whole graph each time it found nothing). A function's questions use a few
/// sets, found by a scan.
#[derive(Debug, Default)]
struct ReachCache {
    fixed: Vec<Box<[(u32, bool)]>>,
    /// By the set's place in `fixed`, then by block.
    reached: Vec<Vec<Option<FixedBitSet>>>,
}

/// A function's code as basic blocks over instruction positions, with the
/// σ transition on each edge.
#[derive(Debug, Default)]
pub struct FlowGraph {
    /// Successors of each block: (block, transition index).
    pub succ: Vec<Vec<(u32, u32)>>,
    pub transitions: Vec<Transition>,
    /// The block of each instruction position.
    pub block_of: Vec<u32>,
    /// Blocks reachable from the function's entry.
    pub from_entry: Vec<bool>,
    /// Nesting depth of each cycle (0 outermost), for [`constraints`].
    pub cycle_depth: Vec<u32>,
    /// Per transition: whether it changes no count (nothing left, bumped or retagged), so
    /// a search under any constraints may take it without looking further.
    free: Vec<bool>,
    cache: RefCell<ReachCache>,
    /// The search's queue, kept between searches.
    queue: RefCell<Vec<u32>>,
    /// Whether questions about nearby blocks are answered by walks
    /// ([`LARGE_GRAPH_BLOCKS`]).
    walks: bool,
    /// Where `walks`: the strongly connected components in topological order, made by
    /// the first question.
    order: OnceCell<Topological>,
    /// In a large graph: one question's walk, kept between questions.
    walk: RefCell<Walk>,
}

/// Graphs of more blocks than this answer a question about a nearby block by a walk of
/// its own ([`FlowGraph::enters`]); smaller ones, and questions about far blocks, keep
/// each search's blocks for later questions. A kept search costs a bit per block, and
/// its table a word per block for each set of fixed cycles (or token definition) asked
/// about: on a 100k-line kernel (80,000 blocks, 4,000 loop tokens) the IR engine's
/// tables held 8.5 GB, and searches that each walked the rest of the kernel made the
/// run quadratic.
const LARGE_GRAPH_BLOCKS: usize = 2048;

/// The most blocks a walk may have to pass ([`FlowGraph::walkable`]). Where a large
/// loop holds both ends, its every question walks the loop, and a kept search answers
/// them all: a fuzzed kernel of 2,470 blocks, whose questions mostly lie in one loop,
/// took 2,175M instructions with walks against 1,944M with kept searches.
const WALKED_BLOCKS: u32 = 256;

/// The strongly connected components of a graph in topological order: a path from `a`
/// to `b` passes only blocks `x` with `order[a] <= order[x] <= order[b]`.
#[derive(Debug)]
struct Topological {
    /// Each block's component, by its place in the order.
    order: Vec<u32>,
    /// By place in the order, the blocks of the components before it (one more entry
    /// for the end).
    before: Vec<u32>,
}

/// What a walk's rules stand for ([`FlowGraph::enters`]), so that its answer can be
/// kept: a set of fixed cycles, by its place in the cache, or a token definition that
/// stops it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rules {
    Fixed(u32),
    Avoiding(u32),
}

/// The blocks one question's walk has seen, and its stack, emptied after the walk block
/// by block, so that a near question in a large graph costs what it walks; and the
/// answers so far (a loop's threads ask the same questions at every iteration).
#[derive(Debug, Default)]
struct Walk {
    seen: FixedBitSet,
    seen_list: Vec<u32>,
    stack: Vec<u32>,
    answers: FxHashMap<(Rules, u32, u32), bool>,
}

impl FlowGraph {
    pub fn new(
        succ: Vec<Vec<(u32, u32)>>,
        transitions: Vec<Transition>,
        block_of: Vec<u32>,
        cycle_depth: Vec<u32>,
    ) -> FlowGraph {
        let mut from_entry = vec![false; succ.len()];
        let mut stack = vec![0u32];
        while let Some(b) = stack.pop() {
            if (b as usize) < from_entry.len() && !from_entry[b as usize] {
                from_entry[b as usize] = true;
                stack.extend(succ[b as usize].iter().map(|&(s, _)| s));
            }
        }
        let free = transitions
            .iter()
            .map(|t| t.leave.is_empty() && t.bump.is_empty() && t.retag.is_empty())
            .collect();
        FlowGraph {
            walks: succ.len() > LARGE_GRAPH_BLOCKS,
            succ,
            transitions,
            block_of,
            from_entry,
            cycle_depth,
            free,
            cache: RefCell::default(),
            queue: RefCell::default(),
            order: OnceCell::new(),
            walk: RefCell::default(),
        }
    }

    /// The graph answering questions about nearby blocks by walks, whatever its size
    /// (tests compare the two ways on small graphs).
    #[cfg(test)]
    pub(crate) fn walking(mut self) -> FlowGraph {
        self.walks = true;
        self
    }

    /// The graph's components in topological order.
    fn topological(&self) -> &Topological {
        self.order.get_or_init(|| {
            let n = self.succ.len();
            let mut g = DiGraph::<(), ()>::with_capacity(n, n);
            for _ in 0..n {
                g.add_node(());
            }
            for (b, ss) in self.succ.iter().enumerate() {
                for &(s, _) in ss {
                    g.add_edge(NodeIndex::new(b), NodeIndex::new(s as usize), ());
                }
            }
            // Kosaraju's algorithm gives the components sinks first; petgraph's is
            // iterative (its Tarjan recurses once per block of a path).
            let sccs = petgraph::algo::kosaraju_scc(&g);
            let mut order = vec![0; n];
            let mut before = vec![0];
            for (i, scc) in sccs.iter().rev().enumerate() {
                for b in scc {
                    order[b.index()] = i as u32;
                }
                before.push(before[i] + scc.len() as u32);
            }
            Topological { order, before }
        })
    }

    /// Whether a question from block `from` to block `to` is answered by a walk: in a
    /// large graph, where at most [`WALKED_BLOCKS`] blocks lie between them in the
    /// topological order.
    pub fn walkable(&self, from: u32, to: u32) -> bool {
        if !self.walks {
            return false;
        }
        let Topological { order, before } = self.topological();
        match (order.get(from as usize), order.get(to as usize)) {
            (Some(&first), Some(&last)) if first <= last => {
                before[last as usize + 1] - before[first as usize] <= WALKED_BLOCKS
            }
            _ => true,
        }
    }

    /// Whether a walk from block `from`'s end along the edges whose transitions
    /// `allowed` takes, going on from each block it enters unless `stops` holds for it,
    /// enters block `to`; `rules` names what the two stand for. It walks only blocks no
    /// later than `to` in [`Self::topological`], which every path to `to` keeps to: a question
    /// about a nearby block walks a few blocks of a large graph.
    pub fn enters(
        &self,
        rules: Rules,
        (from, to): (u32, u32),
        allowed: impl Fn(u32) -> bool,
        stops: impl Fn(u32) -> bool,
    ) -> bool {
        let order = &self.topological().order;
        let (Some(&first), Some(&last)) = (order.get(from as usize), order.get(to as usize)) else {
            return false;
        };
        if first > last {
            return false;
        }
        let mut walk = self.walk.borrow_mut();
        let Walk {
            seen,
            seen_list,
            stack,
            answers,
        } = &mut *walk;
        let answer = match answers.entry((rules, from, to)) {
            Entry::Occupied(known) => return *known.get(),
            Entry::Vacant(answer) => answer,
        };
        seen.grow(order.len());
        stack.clear();
        stack.push(from);
        let mut found = false;
        'walk: while let Some(b) = stack.pop() {
            for &(s, t) in &self.succ[b as usize] {
                if !allowed(t) {
                    continue;
                }
                if s == to {
                    found = true;
                    break 'walk;
                }
                if order[s as usize] <= last && !seen.put(s as usize) {
                    seen_list.push(s);
                    if !stops(s) {
                        stack.push(s);
                    }
                }
            }
        }
        for b in seen_list.drain(..) {
            seen.remove(b as usize);
        }
        *answer.insert(found)
    }

    /// Whether an edge of transition `t` keeps the counts of the `fixed` cycles.
    #[inline(always)]
    fn keeps(&self, t: u32, fixed: &[(u32, bool)]) -> bool {
        if self.free[t as usize] {
            return true;
        }
        let t = &self.transitions[t as usize];
        fixed.iter().all(|&(c, may_leave)| {
            !t.bump.contains(&c)
                && !t.retag.iter().any(|&(s, _)| s == c)
                && (may_leave || !t.leave.contains(&c))
        })
    }

    pub fn entry_reaches(&self, to: u32) -> bool {
        self.block_of
            .get(to as usize)
            .is_some_and(|&b| self.from_entry[b as usize])
    }

    /// Whether control at position `from` can get to position `to` along
    /// edges that keep every `fixed` cycle's count (`(cycle, may_leave)`).
    pub fn reaches(&self, from: u32, to: u32, fixed: &[(u32, bool)]) -> bool {
        let (Some(&fb), Some(&tb)) = (
            self.block_of.get(from as usize),
            self.block_of.get(to as usize),
        ) else {
            return false;
        };
        if fb == tb && to >= from {
            return true;
        }
        let mut cache = self.cache.borrow_mut();
        let ReachCache {
            fixed: sets,
            reached,
        } = &mut *cache;
        let set = match sets.iter().position(|f| **f == *fixed) {
            Some(i) => i,
            None => {
                sets.push(fixed.into());
                reached.push(vec![None; self.succ.len()]);
                sets.len() - 1
            }
        };
        if self.walkable(fb, tb) {
            let rules = Rules::Fixed(set as u32);
            return self.enters(rules, (fb, tb), |t| self.keeps(t, fixed), |_| false);
        }
        let done = &mut reached[set];
        if let Some(r) = &done[fb as usize] {
            return r.contains(tb as usize);
        }
        let r = self.search(fb, fixed, done);
        let answer = r.contains(tb as usize);
        done[fb as usize] = Some(r);
        answer
    }

    /// The blocks reachable from block `from` along one or more edges that `fixed` allows.
    /// A block reached whose own search is `done` adds its blocks without a walk: what
    /// it reaches, `from` reaches, and the set is closed (the later searches of a
    /// function mostly run into the earlier ones).
    fn search(
        &self,
        from: u32,
        fixed: &[(u32, bool)],
        done: &[Option<FixedBitSet>],
    ) -> FixedBitSet {
        let allowed = |t: u32| self.keeps(t, fixed);
        let mut reached = FixedBitSet::with_capacity(self.succ.len());
        let mut queue = self.queue.borrow_mut();
        queue.clear();
        queue.push(from);
        while let Some(b) = queue.pop() {
            for &(s, t) in &self.succ[b as usize] {
                // Most edges lead where the search has been: asked before the edge's rules.
                if !reached.contains(s as usize) && allowed(t) {
                    reached.insert(s as usize);
                    match &done[s as usize] {
                        Some(further) => reached.union_with(further),
                        None => queue.push(s),
                    }
                }
            }
        }
        reached
    }
}

/// For each position of a kernel, the kernel's convergent sites that control there can still
/// get to along any edges, every count and token ignored: what [`FlowGraph::reaches`] answers
/// with no constraints, and so a bound on every answer the engines' reachability gives. A
/// thread whose kernel frame is at a position that reaches no site of a group keeps no group
/// there waiting, whatever its context: the scheduler passes it over without its reach key,
/// the answers table or the engine's question (most of a fuzzed warp's threads, once it has
/// split, have no path to each other's operations). A set is kept per block's strongly
/// connected component, for the block's start, which every position in the block reaches
/// no more than.
#[derive(Debug)]
pub(crate) struct SiteReach {
    /// By site (the engine's numbering): its column, or [`SiteReach::NO_COLUMN`] for a site
    /// outside the kernel.
    columns: Vec<u32>,
    /// By position of the kernel: its row (its block's component).
    rows: Vec<u32>,
    /// Words per row.
    words: usize,
    bits: Vec<u64>,
}

impl SiteReach {
    const NO_COLUMN: u32 = u32::MAX;
    /// The most words the rows may take (8 MiB): a kernel with more blocks times sites
    /// goes without (its questions are answered as before).
    const MAX_WORDS: usize = 1 << 20;

    /// The sets for a kernel whose graph is `graph` and whose sites are at `sites` (each
    /// site's position in the kernel, `None` for one in another function). The kernel must
    /// be called by no function: then the thread's kernel frame is the one its kernel
    /// sites' contexts name. `None` where the rows would take more than [`Self::MAX_WORDS`].
    pub(crate) fn new(
        graph: &FlowGraph,
        sites: impl Iterator<Item = Option<u32>>,
    ) -> Option<SiteReach> {
        let mut columns = Vec::new();
        let mut placed = Vec::new();
        for pos in sites {
            match pos.and_then(|p| graph.block_of.get(p as usize)) {
                Some(&b) => {
                    columns.push(placed.len() as u32);
                    placed.push(b);
                }
                None => columns.push(Self::NO_COLUMN),
            }
        }
        let Topological { order, .. } = graph.topological();
        let components = order.iter().max().map_or(0, |&c| c as usize + 1);
        let words = placed.len().div_ceil(64).max(1);
        if components.saturating_mul(words) > Self::MAX_WORDS {
            return None;
        }
        let mut bits = vec![0u64; components * words];
        for (column, &b) in placed.iter().enumerate() {
            bits[order[b as usize] as usize * words + column / 64] |= 1 << (column % 64);
        }
        // Blocks of later components first: a component's successors are later in the
        // topological order, so their sets are done.
        let mut blocks: Vec<u32> = (0..order.len() as u32).collect();
        blocks.sort_unstable_by_key(|&b| std::cmp::Reverse(order[b as usize]));
        for b in blocks {
            let c = order[b as usize] as usize;
            for &(s, _) in &graph.succ[b as usize] {
                let later = order[s as usize] as usize;
                if later != c {
                    let (done, this) = (later * words, c * words);
                    for w in 0..words {
                        bits[this + w] |= bits[done + w];
                    }
                }
            }
        }
        let rows = graph.block_of.iter().map(|&b| order[b as usize]).collect();
        Some(SiteReach {
            columns,
            rows,
            words,
            bits,
        })
    }

    /// A thread at a position no set is kept for ([`Self::row`]): it may reach any site.
    pub(crate) const ANY_ROW: u32 = u32::MAX;

    /// The set of kernel position `from` ([`Self::ANY_ROW`] where it is no position of the
    /// kernel).
    #[inline]
    pub(crate) fn row(&self, from: u32) -> u32 {
        self.rows
            .get(from as usize)
            .copied()
            .unwrap_or(Self::ANY_ROW)
    }

    /// Whether control at a position of set `row` may get to `site` (always where `site`
    /// is outside the kernel).
    #[inline]
    pub(crate) fn may_reach(&self, row: u32, site: u32) -> bool {
        let Some(&column) = self.columns.get(site as usize) else {
            return true;
        };
        if row == Self::ANY_ROW || column == Self::NO_COLUMN {
            return true;
        }
        let word = self.bits[row as usize * self.words + column as usize / 64];
        word >> (column % 64) & 1 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A graph of `n` blocks from `(from, to, transition)` triples; transition 0 is free,
    /// 1 bumps cycle 0, 2 leaves it, 3 bumps cycle 1, 4 leaves cycle 1.
    fn graph(n: usize, edges: &[(usize, usize, usize)]) -> FlowGraph {
        let t = |bump: &[u32], leave: &[u32]| Transition {
            bump: bump.to_vec(),
            leave: leave.to_vec(),
            ..Default::default()
        };
        let transitions = vec![
            Transition::default(),
            t(&[0], &[]),
            t(&[], &[0]),
            t(&[1], &[]),
            t(&[], &[1]),
        ];
        let mut succ = vec![Vec::new(); n];
        for &(a, b, tr) in edges {
            succ[a % n].push(((b % n) as u32, (tr % 5) as u32));
        }
        FlowGraph::new(succ, transitions, (0..n as u32).collect(), vec![0, 1])
    }

    proptest! {
        /// Searches that add the blocks of earlier searches they run into, and walks
        /// within the topological order, answer as a graph asked each question first would.
        #[test]
        fn reused_searches_answer_as_fresh_ones(
            n in 1usize..40,
            edges in proptest::collection::vec((0usize..40, 0usize..40, 0usize..5), 0..120),
            questions in proptest::collection::vec((0u32..40, 0u32..40, 0usize..4), 1..60),
        ) {
            let kept = graph(n, &edges);
            let walking = graph(n, &edges).walking();
            let sets: [&[(u32, bool)]; 4] = [&[], &[(0, false)], &[(0, true)], &[(0, false), (1, true)]];
            for &(from, to, set) in &questions {
                let fresh = graph(n, &edges);
                let (from, to) = (from % n as u32, to % n as u32);
                let answer = fresh.reaches(from, to, sets[set]);
                prop_assert_eq!(
                    kept.reaches(from, to, sets[set]),
                    answer,
                    "from {} to {} under {:?}", from, to, sets[set]
                );
                prop_assert_eq!(
                    walking.reaches(from, to, sets[set]),
                    answer,
                    "walked from {} to {} under {:?}", from, to, sets[set]
                );
            }
        }
    }

    proptest! {
        /// A site that [`SiteReach`] says a position never gets to is one
        /// [`FlowGraph::reaches`] finds no path to, under no constraints; for a site in
        /// another block, it says so of every such site.
        #[test]
        fn site_reach_is_reachability_without_constraints(
            n in 1usize..30,
            edges in proptest::collection::vec((0usize..30, 0usize..30), 0..90),
            sites in proptest::collection::vec(proptest::option::of(0u32..60), 1..80),
        ) {
            // Two positions per block.
            let mut succ = vec![Vec::new(); n];
            for &(a, b) in &edges {
                succ[a % n].push(((b % n) as u32, 0));
            }
            let block_of: Vec<u32> = (0..2 * n as u32).map(|p| p / 2).collect();
            let g = FlowGraph::new(succ, vec![Transition::default()], block_of, vec![]);
            let sites: Vec<Option<u32>> = sites.iter().map(|s| s.map(|p| p % (2 * n as u32))).collect();
            let r = SiteReach::new(&g, sites.iter().copied()).expect("a small kernel has its sets");
            for from in 0..2 * n as u32 {
                for (site, pos) in sites.iter().enumerate() {
                    let never = !r.may_reach(r.row(from), site as u32);
                    let Some(pos) = *pos else {
                        prop_assert!(!never, "a site outside the kernel is never ruled out");
                        continue;
                    };
                    let reaches = g.reaches(from, pos, &[]);
                    prop_assert!(!(never && reaches), "{} to {} ruled out, yet reached", from, pos);
                    if from / 2 != pos / 2 {
                        prop_assert_eq!(never, !reaches, "from {} to {}", from, pos);
                    }
                }
            }
            prop_assert!(r.may_reach(r.row(2 * n as u32), 0), "no position, no answer");
        }
    }

    #[test]
    fn site_reach_follows_the_flow_and_its_cycles() {
        // 0 -> 1 -> 2 -> 1, 1 -> 3: sites in blocks 0, 2 and 3, one position per block.
        let succ = vec![vec![(1, 0)], vec![(2, 0), (3, 0)], vec![(1, 0)], vec![]];
        let g = FlowGraph::new(succ, vec![Transition::default()], vec![0, 1, 2, 3], vec![]);
        let r = SiteReach::new(&g, [Some(0), Some(2), Some(3), None].into_iter()).unwrap();
        let never = |from, site| !r.may_reach(r.row(from), site);
        assert!(never(1, 0), "nothing flows back to the entry");
        assert!(
            !never(1, 1) && !never(2, 1),
            "the loop comes round to its site"
        );
        assert!(
            never(3, 1) && never(3, 0),
            "the exit leaves the loop behind"
        );
        assert!(
            !never(3, 2) && !never(3, 3),
            "its own site and the other function's"
        );
    }

    #[test]
    fn transitions_count_iterations() {
        let mut s = Sigma::default();
        s.apply(&Transition {
            enter: vec![(3, 1), (1, 1)],
            ..Default::default()
        });
        assert_eq!(s.0.as_slice(), [(1, 1), (3, 1)]);
        s.apply(&Transition {
            bump: vec![3],
            ..Default::default()
        });
        s.apply(&Transition {
            leave: vec![1],
            ..Default::default()
        });
        assert_eq!(s.0.as_slice(), [(3, 2)]);
    }

    /// [`constraints`] as first written: the shared cycles found by a search per cycle,
    /// then sorted by depth.
    fn constraints_by_search(from: &Sigma, to: &Sigma, entry: u32, depth: &[u32]) -> Option<Fixed> {
        let mut shared: Vec<(u32, u32, u32, u32)> = from
            .0
            .iter()
            .filter_map(|&(c, n)| to.get(c).map(|m| (c, n, m)))
            .map(|(c, n, m)| (depth.get(c as usize).copied().unwrap_or(0), c, n, m))
            .collect();
        shared.sort_by_key(|&(d, c, _, _)| (d, c));
        fixed_by_depth(shared, entry)
    }

    /// A σ over cycles `0..8`, sorted by cycle, from a bit set and counts.
    fn sigma_of(cycles: u8, counts: &[u32]) -> Sigma {
        Sigma(
            (0..8u32)
                .filter(|c| cycles >> c & 1 == 1)
                .map(|c| (c, counts[c as usize]))
                .collect(),
        )
    }

    proptest! {
        /// The merge finds the same constraints as a search per cycle, for σs that share
        /// any cycles, at any depths, tag scopes among them.
        #[test]
        fn merged_constraints_are_searched_ones(
            (a, b) in (any::<u8>(), any::<u8>()),
            counts_a in proptest::collection::vec(1u32..4, 8),
            counts_b in proptest::collection::vec(1u32..4, 8),
            depth in proptest::collection::vec(prop_oneof![0u32..4, Just(TAG_SCOPE)], 0..9),
            entry in 0u32..3,
        ) {
            let (from, to) = (sigma_of(a, &counts_a), sigma_of(b, &counts_b));
            prop_assert_eq!(
                constraints(&from, &to, entry, &depth),
                constraints_by_search(&from, &to, entry, &depth)
            );
        }
    }

    #[test]
    fn a_thread_past_the_target_iteration_cannot_come_back() {
        let a = Sigma(SmallVec::from_slice(&[(0, 3)]));
        let b = Sigma(SmallVec::from_slice(&[(0, 2)]));
        let constraints = |a: &Sigma, b: &Sigma| constraints(a, b, 1, &[0]).map(|f| f.to_vec());
        assert_eq!(constraints(&a, &b), None);
        assert_eq!(constraints(&b, &a), Some(vec![]));
        assert_eq!(constraints(&a, &a), Some(vec![(0, false)]));
    }

    #[test]
    fn iterating_an_outer_cycle_restarts_the_inner_ones() {
        // Cycle 1 (depth 0) holds cycle 0 (depth 1): a thread on inner
        // iteration 3 of outer iteration 1 still gets to inner iteration 1 of
        // outer iteration 2, but not to inner iteration 1 of outer iteration 1.
        let depth = [1, 0];
        let from = Sigma(SmallVec::from_slice(&[(0, 3), (1, 1)]));
        let constraints =
            |a: &Sigma, b: &Sigma, e: u32, d: &[u32]| constraints(a, b, e, d).map(|f| f.to_vec());
        assert_eq!(
            constraints(
                &from,
                &Sigma(SmallVec::from_slice(&[(0, 1), (1, 2)])),
                1,
                &depth
            ),
            Some(vec![])
        );
        assert_eq!(
            constraints(
                &from,
                &Sigma(SmallVec::from_slice(&[(0, 1), (1, 1)])),
                1,
                &depth
            ),
            None
        );
        assert_eq!(
            constraints(
                &from,
                &Sigma(SmallVec::from_slice(&[(0, 4), (1, 1)])),
                1,
                &depth
            ),
            Some(vec![(1, true)])
        );
    }

    #[test]
    fn fixed_cycles_block_their_back_edges() {
        // 0 -> 1 -> 2 -> 1 (back edge bumps cycle 0), 1 -> 3 (leaves it).
        let t = vec![
            Transition::default(),
            Transition {
                bump: vec![0],
                ..Default::default()
            },
            Transition {
                leave: vec![0],
                ..Default::default()
            },
        ];
        let succ = vec![vec![(1, 0)], vec![(2, 0), (3, 2)], vec![(1, 1)], vec![]];
        let g = FlowGraph::new(succ, t, vec![0, 1, 2, 3], vec![0]);
        assert!(g.reaches(2, 3, &[]));
        assert!(
            !g.reaches(2, 1, &[(0, false)]),
            "the back edge would start the next iteration"
        );
        assert!(g.reaches(1, 2, &[(0, false)]));
        assert!(!g.reaches(1, 3, &[(0, false)]));
        assert!(g.reaches(1, 3, &[(0, true)]));
    }
}
