//! The strict tangle rules of thread-convergence.rst as a dataflow over the
//! statement tree: each statement receives the set of static tangles it can
//! execute with, derives its sub-statements' tangles by the spec's rules, and
//! hands its successor the tangles that complete it. Jumps carry tangles to
//! their targets; a fixed point settles backward gotos.
//!
//! Two mechanisms keep the set finite and follow the spec's notes:
//! - Reconvergence at the end of a statement: a tangle derived *inside* a
//!   statement from one it was entered with becomes that tangle again (or its
//!   `After` subset when some threads left the statement by a jump). Tangles
//!   that entered by a jump from outside stay distinct.
//! - Iterations: a loop (or backward-goto cycle) has one static iteration
//!   tangle per way of entering it; tangles coming round the back edge that
//!   were derived inside the cycle from an iteration tangle are its next
//!   iteration, not new tangles.

use crate::cycles::{Cycles, Order};
use crate::sparse::SparseMap;
use crate::tangle::{index, Rule, TangleId, Tangles};
use crate::AnalysisError;
use frontend::model::{Function, StmtId, StmtKind};
use la_arena::ArenaMap;
use smallvec::SmallVec;
use std::cell::RefCell;
use std::collections::BTreeMap;

/// A set of static tangles, ordered by id so that results are deterministic.
///
/// Inline up to two: nearly every statement executes with one or two tangles,
/// where a `BTreeSet` allocated a node for every statement's set (a million of
/// them in a million-statement function). Sets stay small (at most
/// [`MAX_TANGLES`] arrive anywhere), so a sorted vector beats a tree.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Set(SmallVec<[TangleId; 2]>);

impl Set {
    /// The empty set.
    pub fn new() -> Set {
        Set::default()
    }

    /// Adds `t`; whether it was new.
    pub fn insert(&mut self, t: TangleId) -> bool {
        match self.0.binary_search(&t) {
            Ok(_) => false,
            Err(at) => {
                self.0.insert(at, t);
                true
            }
        }
    }

    /// Whether `t` is in the set.
    pub fn contains(&self, t: &TangleId) -> bool {
        self.0.binary_search(t).is_ok()
    }

    /// How many tangles.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The tangles in id order.
    pub fn iter(&self) -> std::slice::Iter<'_, TangleId> {
        self.0.iter()
    }

    /// The tangles in id order.
    pub fn as_slice(&self) -> &[TangleId] {
        &self.0
    }

    /// Adds every tangle of `other`: a few one by one, more merged from the back into
    /// this set's own storage (both are in order), so that nothing is allocated unless
    /// it grows.
    pub fn union(&mut self, other: &Set) {
        let Some(&first) = other.0.first() else {
            return;
        };
        if other.len() <= 2 {
            for &t in other.iter() {
                self.insert(t);
            }
            return;
        }
        let (n, m) = (self.len(), other.len());
        self.0.resize(n + m, first);
        // Slices: indexing the `SmallVec`s tested where their items lie at every step.
        let (v, o) = (self.0.as_mut_slice(), other.0.as_slice());
        // `v[..i]` are this set's tangles not yet placed, `o[..j]` the other's, and
        // `v[k..]` the merged ones; `k - i` counts those in both, found so far.
        let (mut i, mut j, mut k) = (n, m, n + m);
        while j > 0 {
            let y = o[j - 1];
            k -= 1;
            if i > 0 && v[i - 1] >= y {
                if v[i - 1] == y {
                    j -= 1;
                }
                v[k] = v[i - 1];
                i -= 1;
            } else {
                v[k] = y;
                j -= 1;
            }
        }
        // This set's smallest tangles are still in place: close the gap after them.
        self.0.drain(i..k);
    }
}

impl<const N: usize> From<[TangleId; N]> for Set {
    fn from(ts: [TangleId; N]) -> Set {
        ts.into_iter().collect()
    }
}

impl FromIterator<TangleId> for Set {
    fn from_iter<I: IntoIterator<Item = TangleId>>(ts: I) -> Set {
        let mut v: SmallVec<[TangleId; 2]> = ts.into_iter().collect();
        v.sort_unstable();
        v.dedup();
        Set(v)
    }
}

impl IntoIterator for Set {
    type Item = TangleId;
    type IntoIter = smallvec::IntoIter<[TangleId; 2]>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a Set {
    type Item = &'a TangleId;
    type IntoIter = std::slice::Iter<'a, TangleId>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

/// Whether a goto jumps back to its label (or to itself): only then is a
/// function flowed more than once.
fn has_backward_goto(f: &Function, order: &Order) -> bool {
    order.by_pos.iter().any(|&s| match f.stmts[s].kind {
        StmtKind::Goto { target, .. } => order.pos(target) <= order.pos(s),
        _ => false,
    })
}

/// Fixed-point passes beyond this are an internal error (a bug: the rules
/// are monotone over a finite set of derivations).
const MAX_PASSES: usize = 1000;

/// Strict tangles kept per statement. Under the strict rules every forward
/// goto in a sequence leaves two unrelated tangles alive until the end of the
/// enclosing statement, so N such gotos make 2^N tangles. Beyond this many,
/// all threads arriving at the statement are taken as one tangle (what
/// maximal convergence does anyway), the same one on every pass, and the
/// statement is recorded as saturated.
pub const MAX_TANGLES: usize = 32;

/// More tangles than this in one function is an internal error (a bug).
const MAX_TOTAL_TANGLES: usize = 1 << 20;

/// The strict rules' answer for one function: which static tangles execute
/// each statement and each loop's condition and step.
#[derive(Debug, Default)]
pub struct Strict {
    /// Tangles each statement executes with.
    pub at: ArenaMap<StmtId, Set>,
    /// Loops: tangles with which the condition is evaluated (`while`/`for`:
    /// the iteration tangles; `do`: those that complete the body).
    pub at_cond: SparseMap<StmtId, Set>,
    /// `for` loops: tangles with which the step is evaluated.
    pub at_step: SparseMap<StmtId, Set>,
    /// Loops and goto cycles: their iteration tangles.
    pub iterations: SparseMap<StmtId, Set>,
    /// Statements where more than [`MAX_TANGLES`] strict tangles arrived (how
    /// many); they were reconverged into their union.
    pub saturated: SparseMap<StmtId, usize>,
}

/// Which statements some thread may leave by a jump before completing them.
#[derive(Debug, Default)]
pub(crate) struct Escapes {
    /// By `return`, or `goto`/`break`/`continue` to a target outside it.
    pub(crate) sequence: ArenaMap<StmtId, bool>,
    /// Loops: some thread may leave an iteration other than by reaching the
    /// condition (`continue` to this loop does reach it).
    pub(crate) iteration: ArenaMap<StmtId, bool>,
}

impl Escapes {
    pub(crate) fn compute(f: &Function, order: &Order) -> Escapes {
        let mut e = Escapes::default();
        for &j in &order.by_pos {
            let kind = &f.stmts[j].kind;
            let target = match kind {
                StmtKind::Return(_) => None,
                StmtKind::Goto { target, .. }
                | StmtKind::Break { target }
                | StmtKind::Continue { target } => Some(*target),
                _ => continue,
            };
            let mut a = f.stmts[j].parent;
            while let Some(s) = a {
                let escapes = match (kind, target) {
                    (StmtKind::Return(_), _) => true,
                    (StmtKind::Goto { .. }, Some(t)) => !order.inside(t, s),
                    // Threads that break or continue still complete the target loop/switch.
                    (_, Some(t)) => s != t && order.inside(s, t),
                    _ => false,
                };
                if !escapes {
                    break;
                }
                e.sequence.insert(s, true);
                if let Some(lp) = f.stmts[s].parent {
                    if f.stmts[lp].kind.is_loop()
                        && f.stmts[lp].kind.children().next_back() == Some(s)
                    {
                        let continues_here =
                            matches!(kind, StmtKind::Continue { target } if *target == lp);
                        if !continues_here {
                            e.iteration.insert(lp, true);
                        }
                    }
                }
                a = f.stmts[s].parent;
            }
        }
        e
    }

    fn seq(&self, s: StmtId) -> bool {
        self.sequence.get(s).copied().unwrap_or(false)
    }

    fn iter(&self, s: StmtId) -> bool {
        self.iteration.get(s).copied().unwrap_or(false)
    }
}

pub(crate) struct Flow<'a> {
    f: &'a Function,
    order: &'a Order,
    cycles: &'a Cycles,
    escapes: &'a Escapes,
    pub(crate) t: Tangles,
    pub(crate) out: Strict,
    label_in: SparseMap<StmtId, Set>,
    /// What each backward goto carries to a label that several backward
    /// gotos target (kept apart: see `goto_iterations`).
    goto_in: SparseMap<StmtId, Set>,
    break_in: SparseMap<StmtId, Set>,
    continue_in: SparseMap<StmtId, Set>,
    case_in: SparseMap<StmtId, Set>,
    changed: bool,
    /// [`Flow::derived_within`]'s walk, kept between walks: a stack and a set per
    /// walk were most of its cost.
    walk: RefCell<Walk>,
    /// Each compound statement's last flow, in a function with a backward goto
    /// (only there does a later pass flow statements again): see [`Flow::flow`].
    memo: Option<ArenaMap<StmtId, Memo>>,
    /// How many times a jump table that a statement reads when it flows (a label's, a
    /// case's) has grown.
    grown: u32,
    /// Those growths by the position of the statement whose table grew: (the growth's
    /// number, the position of the jump or switch that grew it), in order. Kept by
    /// position so that [`Flow::reusable`] looks only inside the statement it asks
    /// about: scanning every growth since a statement's last flow, for every statement
    /// of a pass, was quadratic in a kernel's size.
    grown_at: BTreeMap<u32, Vec<(u32, u32)>>,
    /// While checking a reused flow against a fresh one (debug builds): reuse nothing.
    checking: bool,
    /// Flows reused, for the tests to see that reuse happens.
    #[cfg(test)]
    reused: usize,
    /// Growths [`Flow::reusable`] looked at, for the tests to see that it looks at
    /// each statement's own.
    #[cfg(test)]
    examined: std::cell::Cell<usize>,
}

/// A statement's last flow: what it was given and handed on, and how many
/// growths [`Flow::grown`] had counted when it began.
struct Memo {
    input: Set,
    output: Set,
    grown: u32,
}

/// Walks up the tangles' parents for one `from` and `inside`: a tangle's answer is
/// known in the current walks when its stamp equals `stamp`, so starting walks clears
/// nothing.
#[derive(Default)]
struct Walk {
    stamp: u32,
    /// Per tangle index: (stamp, the element of `from` it derives from, if any).
    known: Vec<(u32, Option<TangleId>)>,
    /// The tangles being answered, each with how many of its parents were tried.
    stack: Vec<(TangleId, usize)>,
}

impl Walk {
    /// Starts walks whose answers are not those of earlier walks, each element of
    /// `from` its own answer: a walk looks each tangle up here anyway, where a search of
    /// `from` per tangle visited was 40% of the walks' instructions.
    fn start(&mut self, from: &Set) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            // The stamps wrapped around: old stamps could look current.
            self.known.fill((0, None));
            self.stamp = 1;
        }
        for &t in from.iter() {
            self.set(t, Some(t));
        }
    }

    fn get(&self, t: TangleId) -> Option<Option<TangleId>> {
        let &(stamp, answer) = self.known.get(index(t))?;
        (stamp == self.stamp).then_some(answer)
    }

    fn set(&mut self, t: TangleId, answer: Option<TangleId>) {
        let i = index(t);
        if self.known.len() <= i {
            self.known.resize(i + 1, (0, None));
        }
        self.known[i] = (self.stamp, answer);
    }
}

impl<'a> Flow<'a> {
    pub(crate) fn new(
        f: &'a Function,
        order: &'a Order,
        cycles: &'a Cycles,
        escapes: &'a Escapes,
        t: Tangles,
    ) -> Flow<'a> {
        Flow {
            f,
            order,
            cycles,
            escapes,
            t,
            out: Strict::default(),
            label_in: SparseMap::default(),
            goto_in: SparseMap::default(),
            break_in: SparseMap::default(),
            continue_in: SparseMap::default(),
            case_in: SparseMap::default(),
            changed: false,
            walk: RefCell::default(),
            memo: has_backward_goto(f, order).then(ArenaMap::default),
            grown: 0,
            grown_at: BTreeMap::new(),
            checking: false,
            #[cfg(test)]
            reused: 0,
            #[cfg(test)]
            examined: Default::default(),
        }
    }

    /// Runs the rules to a fixed point from the body's tangle.
    pub(crate) fn run(&mut self, body_tangle: TangleId) -> Result<(), AnalysisError> {
        let Some(body) = self.f.body else {
            return Ok(());
        };
        for _ in 0..MAX_PASSES {
            self.changed = false;
            self.flow(body, Set::from([body_tangle]));
            if !self.changed {
                return Ok(());
            }
            if self.t.arena.len() > MAX_TOTAL_TANGLES {
                return Err(AnalysisError::TooManyTangles {
                    function: self.f.name.clone(),
                    limit: MAX_TOTAL_TANGLES,
                });
            }
        }
        Err(AnalysisError::NoFixedPoint {
            function: self.f.name.clone(),
            passes: MAX_PASSES,
        })
    }

    /// Adds `tangles` to `slot`; whether any was new.
    fn add(slot: &mut Set, tangles: &Set) -> bool {
        let before = slot.len();
        slot.union(tangles);
        slot.len() != before
    }

    /// The element of `from` that `x` is, or was derived from by rules applied
    /// at statements for which `inside` holds: the first a depth-first walk up its
    /// parents (the last parent first) meets.
    fn derived_within(
        &self,
        x: TangleId,
        from: &Set,
        inside: &dyn Fn(StmtId) -> bool,
    ) -> Option<TangleId> {
        let mut walk = self.walk.borrow_mut();
        walk.start(from);
        self.walk_up(&mut walk, x, inside)
    }

    /// [`Flow::derived_within`] for each of `xs`, with one `from` and `inside`: a
    /// tangle's answer depends on those alone, so each tangle's is found once for all
    /// of `xs`. Walking from each afresh was quadratic where many tangles share a long
    /// chain of derivations (a loop body of many `if (..) continue;`).
    fn derived_within_each(
        &self,
        xs: &[TangleId],
        from: &Set,
        inside: &dyn Fn(StmtId) -> bool,
    ) -> SmallVec<[Option<TangleId>; 4]> {
        let mut walk = self.walk.borrow_mut();
        walk.start(from);
        xs.iter()
            .map(|&x| self.walk_up(&mut walk, x, inside))
            .collect()
    }

    /// `x`'s answer in `walk`'s current walks (which know `from`'s elements), and those
    /// of the tangles it took.
    fn walk_up(
        &self,
        walk: &mut Walk,
        x: TangleId,
        inside: &dyn Fn(StmtId) -> bool,
    ) -> Option<TangleId> {
        // A tangle's answer without its parents', where that settles it.
        let settled = |t: TangleId| (!self.t.get(t).stmt.is_some_and(inside)).then_some(None);
        if let Some(answer) = walk.get(x).or_else(|| settled(x)) {
            return answer;
        }
        walk.stack.clear();
        walk.stack.push((x, 0));
        // Iterative: derivation chains run as long as a function's statements.
        while let Some(&(t, tried)) = walk.stack.last() {
            let parents = self.t.get(t).parents.as_slice();
            let mut answer = None;
            let mut k = tried;
            while k < parents.len() {
                let p = parents[parents.len() - 1 - k];
                match walk.get(p).or_else(|| settled(p)) {
                    Some(Some(e)) => {
                        answer = Some(Some(e));
                        break;
                    }
                    Some(None) => {
                        walk.set(p, None);
                        k += 1;
                    }
                    None => break,
                }
            }
            if answer.is_none() && k == parents.len() {
                answer = Some(None);
            }
            match answer {
                Some(found) => {
                    walk.set(t, found);
                    walk.stack.pop();
                }
                None => {
                    // Parent k is not known yet: answer it first, then come back.
                    if let Some(top) = walk.stack.last_mut() {
                        top.1 = k;
                    }
                    walk.stack.push((parents[parents.len() - 1 - k], 0));
                }
            }
        }
        walk.get(x).flatten()
    }

    /// Reconvergence at the end of `s`: tangles derived inside `s` from its
    /// entry tangles become those again (their `After` subset when threads may
    /// have left `s` by a jump); others pass through.
    fn exit(&mut self, s: StmtId, input: &Set, reaching: Set) -> Set {
        let order = self.order;
        let inside = |a: StmtId| order.inside(a, s);
        // Collected, then sorted once: inserting each in order shifted the set's storage
        // per tangle, and an exit sees about 16 (20 fuzzed programs: 0.3% of instructions).
        let found = self.derived_within_each(reaching.as_slice(), input, &inside);
        let mut out: SmallVec<[TangleId; 2]> = SmallVec::with_capacity(reaching.len());
        for (&x, found) in reaching.iter().zip(found) {
            out.push(match found {
                Some(e) if self.escapes.seq(s) => self.t.derive(e, Rule::After, s),
                Some(e) => e,
                None => x,
            });
        }
        out.into_iter().collect()
    }

    fn derive_all(&mut self, input: &Set, rule: Rule, s: StmtId) -> Set {
        input.iter().map(|&e| self.t.derive(e, rule, s)).collect()
    }

    /// Iteration tangles of a cycle after `arrivals` reach its head: arrivals
    /// derived inside the cycle from an existing iteration tangle continue it;
    /// any other arrival starts a new one.
    fn iterations(
        &mut self,
        head: StmtId,
        rule: Rule,
        arrivals: &Set,
        inside: &dyn Fn(StmtId) -> bool,
    ) -> Set {
        let mut families = self.out.iterations.get(head).cloned().unwrap_or_default();
        let mut pending: Vec<TangleId> = arrivals.iter().copied().collect();
        // Arrivals already derived from an iteration continue it; the rest
        // each start one (in id order, so the result is deterministic).
        let found = self.derived_within_each(&pending, &families, inside);
        let mut found = found.into_iter();
        pending.retain(|_| found.next().flatten().is_none());
        for x in pending {
            if self.derived_within(x, &families, inside).is_none() {
                families.insert(self.t.derive(x, rule, head));
            }
        }
        Self::add(self.out.iterations.entry(head).or_default(), &families);
        families
    }

    /// Iteration tangles of a goto cycle whose label several backward gotos
    /// target. By the goto rule each goto hands the label the tangle it was
    /// executed with, so threads that came back through different gotos are
    /// in unrelated tangles (thread-convergence.rst, "Implementation-defined
    /// Convergence"); maximal convergence reconverges them at the label (rule
    /// 1.2). Statically: one family per way of entering from outside (as
    /// `iterations`), and per goto `g` one tangle derived from that family at
    /// `g` for "the iterations that `g` started". Tangles derived from any of
    /// them that `g` carries back continue `g`'s tangle of the same root, so
    /// the set stays finite, and two gotos' tangles are unrelated.
    fn goto_iterations(
        &mut self,
        label: StmtId,
        back: &[StmtId],
        arriving: &Set,
        inside: &dyn Fn(StmtId) -> bool,
    ) -> Set {
        let mut all = self.iterations(label, Rule::GotoIteration, arriving, inside);
        for &g in back {
            let carried = self.goto_in.get(g).cloned().unwrap_or_default();
            for x in carried {
                let next = match self.derived_within(x, &all, inside) {
                    Some(family) => {
                        // A per-goto tangle's only parent is its root family.
                        let root = match self.t.get(family).stmt {
                            Some(h) if h == label => family,
                            _ => self.t.get(family).parents[0],
                        };
                        self.t.derive(root, Rule::GotoIteration, g)
                    }
                    None => self.t.derive(x, Rule::GotoIteration, label),
                };
                all.insert(next);
            }
        }
        Self::add(self.out.iterations.entry(label).or_default(), &all);
        all
    }

    /// Flows `s`, or hands on what its last flow did when that is what this one
    /// would do: a function with backward gotos is flowed pass after pass until
    /// nothing grows, and each pass used to flow every statement again (a fuzzed
    /// kernel with nested goto cycles: nine passes, a third of its analysis).
    ///
    /// A statement's flow reads its input, the tables that only its own
    /// statements write (its loops' iterations, breaks and continues), and the
    /// arrivals of the labels and cases inside it. Every step unions into what
    /// the last flow left and computes from the union, so flowing it again with
    /// the same input and the same arrivals adds nothing and hands on the same
    /// set. Arrivals a jump inside `s` made before their label, also inside,
    /// were read by the same flow. Debug builds flow again and compare.
    fn flow(&mut self, s: StmtId, input: Set) -> Set {
        // A statement without sub-statements costs less to flow than to look up.
        if self.memo.is_none() || self.f.stmts[s].kind.children().next().is_none() {
            return self.flow_fresh(s, input);
        }
        if !self.checking {
            if let Some(output) = self.reusable(s, &input) {
                if cfg!(debug_assertions) {
                    self.check_reuse(s, input, &output);
                }
                #[cfg(test)]
                {
                    self.reused += 1;
                }
                return output;
            }
        }
        let grown = self.grown;
        let output = self.flow_fresh(s, input.clone());
        if let Some(memo) = self.memo.as_mut() {
            memo.insert(
                s,
                Memo {
                    input,
                    output: output.clone(),
                    grown,
                },
            );
        }
        output
    }

    /// What `s`'s last flow handed on, if flowing it again with `input` would
    /// hand on the same: the same input, and no arrival inside `s` has grown
    /// since, other than those its own flow made and read.
    fn reusable(&self, s: StmtId, input: &Set) -> Option<Set> {
        let memo = self.memo.as_ref()?.get(s)?;
        if memo.input != *input {
            return None;
        }
        let (Some(&start), Some(&end)) = (self.order.pre.get(s), self.order.end.get(s)) else {
            return Some(memo.output.clone());
        };
        // A growth at `at` inside `s` since, unless a jump inside `s` before `at` made it
        // (read by the same flow): that jump's position lies in `start..at`.
        let stale = self.grown_at.range(start..end).any(|(&at, growths)| {
            let mut since = growths.iter().rev().take_while(|&&(n, _)| n >= memo.grown);
            since.any(|&(_, by)| {
                #[cfg(test)]
                self.examined.set(self.examined.get() + 1);
                by < start || by >= at
            })
        });
        (!stale).then(|| memo.output.clone())
    }

    /// The jump table `at` reads grew, by jump or switch `by`.
    fn record_growth(&mut self, at: StmtId, by: StmtId) {
        let n = self.grown;
        self.grown += 1;
        let by = self.order.pos(by);
        self.grown_at
            .entry(self.order.pos(at))
            .or_default()
            .push((n, by));
    }

    /// Debug builds: flows `s` afresh (reusing nothing) and checks that it hands
    /// on `reused` and grows nothing, which is what reusing it assumed.
    fn check_reuse(&mut self, s: StmtId, input: Set, reused: &Set) {
        let (grown, tangles, changed) = (self.grown, self.t.arena.len(), self.changed);
        self.checking = true;
        let fresh = self.flow_fresh(s, input);
        self.checking = false;
        assert_eq!(
            (&fresh, self.grown, self.t.arena.len(), self.changed),
            (reused, grown, tangles, changed),
            "internal error: statement {s:?} of `{}` flows differently from its last flow",
            self.f.name
        );
    }

    fn flow_fresh(&mut self, s: StmtId, input: Set) -> Set {
        let f = self.f;
        let input = if input.len() > MAX_TANGLES {
            let n = input.len();
            let slot = self.out.saturated.entry(s).or_default();
            *slot = (*slot).max(n);
            Set::from([self.t.intern(crate::tangle::Tangle {
                parents: Default::default(),
                rule: Rule::Saturated,
                stmt: Some(s),
                expr: None,
            })])
        } else {
            input
        };
        // Labels record the tangles they execute with after arrivals by jumps.
        if !matches!(
            f.stmts[s].kind,
            StmtKind::Label { .. } | StmtKind::Case { .. } | StmtKind::Default { .. }
        ) {
            Self::add(self.out.at.entry(s).or_default(), &input);
        }
        match &f.stmts[s].kind {
            StmtKind::Block(items) => {
                let mut cur = input.clone();
                for &c in items {
                    cur = self.flow(c, cur);
                }
                // A block can be the smallest statement containing a goto and
                // its label: tangles reconverge at its end too.
                self.exit(s, &input, cur)
            }
            StmtKind::Expr(_) | StmtKind::Decl(_) | StmtKind::Empty => input,
            StmtKind::If {
                then_branch,
                else_branch,
                ..
            } => {
                let then_in = self.derive_all(&input, Rule::Then, s);
                let mut reaching = self.flow(*then_branch, then_in);
                match else_branch {
                    Some(e) => {
                        let else_in = self.derive_all(&input, Rule::Else, s);
                        let other = self.flow(*e, else_in);
                        reaching.union(&other);
                    }
                    None => reaching.union(&input),
                }
                self.exit(s, &input, reaching)
            }
            StmtKind::While { body, .. } => self.while_loop(s, *body, None, true, input),
            StmtKind::For {
                init, cond, body, ..
            } => {
                let entering = match init {
                    Some(i) => self.flow(*i, input.clone()),
                    None => input.clone(),
                };
                self.while_loop(s, *body, Some(entering), cond.is_some(), input.clone())
            }
            StmtKind::DoWhile { body, .. } => self.do_loop(s, *body, input),
            StmtKind::Switch {
                body,
                cases,
                default,
                ..
            } => {
                for &c in cases.iter().chain(default.iter()) {
                    let rule = if Some(c) == *default {
                        Rule::Default
                    } else {
                        Rule::Case
                    };
                    let tangles = self.derive_all(&input, rule, c);
                    if Self::add(self.case_in.entry(c).or_default(), &tangles) {
                        self.record_growth(c, s);
                    }
                }
                // No thread enters the body sequentially: only through its labels.
                let mut reaching = self.flow(*body, Set::new());
                if let Some(more) = self.break_in.get(s) {
                    reaching.union(more);
                }
                if default.is_none() {
                    reaching.union(&input);
                }
                self.exit(s, &input, reaching)
            }
            StmtKind::Case { body, .. } | StmtKind::Default { body, .. } => {
                let mut arriving = input;
                if let Some(more) = self.case_in.get(s) {
                    arriving.union(more);
                }
                Self::add(self.out.at.entry(s).or_default(), &arriving);
                self.flow(*body, arriving)
            }
            StmtKind::Label { body, .. } => {
                let mut arriving = input;
                if let Some(more) = self.label_in.get(s) {
                    arriving.union(more);
                }
                let arriving = match self.cycles.of_label.get(s) {
                    Some(&c) => {
                        let (cycles, order) = (self.cycles, self.order);
                        let inside = |a: StmtId| cycles.contains(c, a, order);
                        let back = &cycles.list[c].back_gotos;
                        if back.len() > 1 {
                            self.goto_iterations(s, back, &arriving, &inside)
                        } else {
                            self.iterations(s, Rule::GotoIteration, &arriving, &inside)
                        }
                    }
                    None => arriving,
                };
                Self::add(self.out.at.entry(s).or_default(), &arriving);
                self.flow(*body, arriving)
            }
            StmtKind::Goto { target, .. } => {
                let apart = self.cycles.of_label.get(*target).is_some_and(|&c| {
                    let back = &self.cycles.list[c].back_gotos;
                    back.len() > 1 && back.contains(&s)
                });
                let arrivals = if apart {
                    &mut self.goto_in
                } else {
                    &mut self.label_in
                };
                let key = if apart { s } else { *target };
                if Self::add(arrivals.entry(key).or_default(), &input) {
                    self.changed = true;
                    self.record_growth(*target, s);
                }
                Set::new()
            }
            StmtKind::Break { target } => {
                Self::add(self.break_in.entry(*target).or_default(), &input);
                Set::new()
            }
            StmtKind::Continue { target } => {
                Self::add(self.continue_in.entry(*target).or_default(), &input);
                Set::new()
            }
            StmtKind::Return(_) => Set::new(),
        }
    }

    /// `while` and `for` (after its init): the condition is the cycle's head.
    fn while_loop(
        &mut self,
        s: StmtId,
        body: StmtId,
        entering: Option<Set>,
        has_cond: bool,
        input: Set,
    ) -> Set {
        let entering = entering.unwrap_or_else(|| input.clone());
        let order = self.order;
        let cycles = self.cycles;
        let cycle = cycles.of_loop.get(s).copied();
        // The loop statement, and what its cycle was closed over (a goto from
        // after the loop back into its body continues its iterations).
        let in_loop =
            |a: StmtId| order.inside(a, s) || cycle.is_some_and(|c| cycles.contains(c, a, order));
        let in_body = |a: StmtId| order.inside(a, body);
        let mut arrivals = entering;
        loop {
            let families = self.iterations(s, Rule::LoopIteration, &arrivals, &in_loop);
            Self::add(self.out.at_cond.entry(s).or_default(), &families);
            let body_in = if has_cond {
                self.derive_all(&families, Rule::LoopBody, s)
            } else {
                families.clone()
            };
            let mut back = self.flow(body, body_in.clone());
            if let Some(more) = self.continue_in.get(s) {
                back.union(more);
            }
            // The next iteration: threads of this one that reach the condition.
            let mut next = Set::new();
            let found = self.derived_within_each(back.as_slice(), &body_in, &in_body);
            for (&x, found) in back.iter().zip(found) {
                next.insert(match found {
                    Some(e) if self.escapes.iter(s) => self.t.derive(e, Rule::After, body),
                    Some(e) => e,
                    None => x,
                });
            }
            Self::add(self.out.at_step.entry(s).or_default(), &next);
            let grown = self.iterations(s, Rule::LoopIteration, &next, &in_loop);
            if grown == families {
                let mut reaching = if has_cond { families } else { Set::new() };
                if let Some(more) = self.break_in.get(s) {
                    reaching.union(more);
                }
                return self.exit(s, &input, reaching);
            }
            arrivals = grown;
        }
    }

    fn do_loop(&mut self, s: StmtId, body: StmtId, input: Set) -> Set {
        let order = self.order;
        let cycles = self.cycles;
        let cycle = cycles.of_loop.get(s).copied();
        // The loop statement, and what its cycle was closed over (a goto from
        // after the loop back into its body continues its iterations).
        let in_loop =
            |a: StmtId| order.inside(a, s) || cycle.is_some_and(|c| cycles.contains(c, a, order));
        let in_body = |a: StmtId| order.inside(a, body);
        let mut arrivals = input.clone();
        loop {
            let families = self.iterations(s, Rule::LoopIteration, &arrivals, &in_loop);
            let mut back = self.flow(body, families.clone());
            if let Some(more) = self.continue_in.get(s) {
                back.union(more);
            }
            let mut at_cond = Set::new();
            let found = self.derived_within_each(back.as_slice(), &families, &in_body);
            for (&x, found) in back.iter().zip(found) {
                at_cond.insert(match found {
                    Some(e) if self.escapes.iter(s) => self.t.derive(e, Rule::After, body),
                    Some(e) => e,
                    None => x,
                });
            }
            Self::add(self.out.at_cond.entry(s).or_default(), &at_cond);
            let grown = self.iterations(s, Rule::LoopIteration, &at_cond, &in_loop);
            if grown == families {
                let mut reaching = at_cond;
                if let Some(more) = self.break_in.get(s) {
                    reaching.union(more);
                }
                return self.exit(s, &input, reaching);
            }
            arrivals = grown;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfg::Cfg;
    use crate::tangle::Tangle;
    use frontend::generate::{generate, Config, Features};
    use la_arena::{Idx, RawIdx};
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    /// The strict tangles of `f` (named by their derivations, as ids depend on the
    /// order of interning), how many flows were reused, and how many growths the
    /// reuse checks looked at.
    fn strict_tangles(f: &Function, reuse: bool) -> (Vec<Vec<String>>, usize, usize) {
        flowed(f, reuse, |flow| {
            let name = |t: TangleId| {
                let mut chain = Vec::new();
                let mut at = Some(t);
                while let Some(t) = at {
                    let tg = flow.t.get(t);
                    chain.push(format!("{:?}@{:?}", tg.rule, tg.stmt));
                    at = tg.parents.first().copied();
                }
                chain.join("<")
            };
            let sets = flow
                .order
                .by_pos
                .iter()
                .map(|&s| {
                    let at = flow.out.at.get(s).cloned().unwrap_or_default();
                    let mut names: Vec<String> = at.iter().map(|&t| name(t)).collect();
                    names.sort();
                    names
                })
                .collect();
            (sets, flow.reused, flow.examined.get())
        })
    }

    /// Flows `f` from its launch tangle to the fixed point, reusing flows or not, and
    /// hands the flow to `then`.
    fn flowed<R>(f: &Function, reuse: bool, then: impl FnOnce(&Flow) -> R) -> R {
        let order = Order::new(f);
        let cycles = Cycles::compute(f, &Cfg::build(f), &order);
        let escapes = Escapes::compute(f, &order);
        let mut tangles = Tangles::default();
        let root = tangles.intern(Tangle {
            parents: Default::default(),
            rule: Rule::Launch,
            stmt: f.body,
            expr: None,
        });
        let mut flow = Flow::new(f, &order, &cycles, &escapes, tangles);
        if !reuse {
            flow.memo = None;
        }
        flow.run(root).expect("a fixed point");
        then(&flow)
    }

    /// Kernels generated with every kind of jump and loop, one per seed, compiled
    /// (each must compile): (seed, text, unit).
    fn jumpy_kernels(
        seeds: std::ops::Range<u64>,
    ) -> impl Iterator<Item = (u64, String, frontend::Unit)> {
        let config = Config {
            features: Features::parse("loops,break,switch,fallthrough,goto,backgoto,gotoloop")
                .expect("features"),
            max_depth: 4,
            max_block: 4,
        };
        seeds.map(move |seed| {
            let text = generate(seed, &config);
            let unit = frontend::compile(
                &frontend::Input::Text {
                    name: "generated.cu".into(),
                    text: text.clone(),
                },
                &frontend::Options::default(),
            );
            assert!(!unit.has_errors(), "seed {seed} compiles");
            (seed, text, unit)
        })
    }

    /// Generated kernels with backward gotos, flowed reusing each statement's last
    /// flow where nothing it reads has grown, and flowed afresh on every pass: the
    /// same tangles at every statement. Debug builds also flow each reused
    /// statement again and compare. Fails if no flow is ever reused.
    #[test]
    fn reused_flows_reach_the_same_fixed_point() {
        let mut reused = 0;
        for (seed, text, unit) in jumpy_kernels(0..60) {
            for (_, f) in unit.program.functions.iter() {
                let (fresh, none, _) = strict_tangles(f, false);
                let (reusing, n, _) = strict_tangles(f, true);
                assert_eq!(none, 0);
                assert_eq!(fresh, reusing, "seed {seed}, `{}`:\n{text}", f.name);
                reused += n;
            }
        }
        assert!(reused > 100, "flows reused: {reused}");
    }

    /// A kernel of `blocks` blocks, each a goto cycle with a jump into it: every pass
    /// over the kernel asks, per block, whether its last flow can be reused. Each ask
    /// looks at the growths inside its block, so doubling the blocks doubles what the
    /// asks look at (scanning every growth since the block's last flow quadrupled it).
    #[test]
    fn reuse_checks_look_at_each_statements_own_growths() {
        let examined = |blocks: usize| {
            let mut text = String::from("__global__ void k(int *out, int n) {\n  int acc = 0;\n");
            for i in 0..blocks {
                text.push_str(&format!(
                    "  {{ if (acc & 1) goto in{i};\n  retry{i}: acc += 1;\n  in{i}: acc += \
                     __any_sync(__activemask(), acc & 2);\n  if (acc < {i}) goto retry{i}; }}\n"
                ));
            }
            text.push_str("  out[0] = acc;\n}\n");
            let unit = frontend::compile(
                &frontend::Input::Text {
                    name: "blocks.cu".into(),
                    text,
                },
                &frontend::Options::default(),
            );
            assert!(!unit.has_errors(), "{:?}", unit.diagnostics);
            let (_, f) = unit
                .program
                .functions
                .iter()
                .find(|(_, f)| f.name == "k")
                .expect("k");
            let (_, reused, examined) = strict_tangles(f, true);
            assert!(reused >= blocks, "flows reused: {reused}");
            examined
        };
        let (small, large) = (examined(100), examined(200));
        assert!(small > 0 && large <= 2 * small + 10, "{small} -> {large}");
    }

    /// `derived_within` as first written: a depth-first walk from `x` alone, the last
    /// parent first, each tangle visited once.
    fn derived_within_by_walk(
        t: &Tangles,
        x: TangleId,
        from: &Set,
        inside: &dyn Fn(StmtId) -> bool,
    ) -> Option<TangleId> {
        let (mut stack, mut seen) = (vec![x], std::collections::HashSet::new());
        while let Some(t1) = stack.pop() {
            if from.contains(&t1) {
                return Some(t1);
            }
            if !seen.insert(t1) {
                continue;
            }
            let tg = t.get(t1);
            if tg.stmt.is_some_and(inside) {
                stack.extend(tg.parents.iter().copied());
            }
        }
        None
    }

    /// Over the tangles of generated kernels with gotos and loops, answered all at once
    /// for one `from` and `inside`, each tangle's answer is what a walk from it alone
    /// finds.
    #[test]
    fn answers_shared_between_walks_are_each_walks_own() {
        let mut compared = 0;
        for (seed, _, unit) in jumpy_kernels(0..30) {
            for (_, f) in unit.program.functions.iter() {
                compared += flowed(f, true, |flow| answers_agree(seed, flow));
            }
        }
        assert!(compared > 1000, "answers compared: {compared}");
    }

    /// Compares, for sets and statements taken across `flow`'s function, every
    /// tangle's shared answer with its answer alone; how many were compared.
    fn answers_agree(seed: u64, flow: &Flow) -> usize {
        let order = flow.order;
        let all: Vec<TangleId> = (0..flow.t.arena.len() as u32)
            .map(|i| Idx::from_raw(RawIdx::from(i)))
            .collect();
        let mut compared = 0;
        for (k, &s) in order.by_pos.iter().enumerate().step_by(3) {
            // Sparse and dense sets, so that a tangle's parents lead to different
            // elements of some of them.
            let from: Set = all.iter().copied().skip(k % 3).step_by(2 + k % 5).collect();
            let inside = |a: StmtId| order.inside(a, s);
            let each = flow.derived_within_each(&all, &from, &inside);
            for (&x, answer) in all.iter().zip(each) {
                let alone = derived_within_by_walk(&flow.t, x, &from, &inside);
                assert_eq!(answer, alone, "seed {seed}, tangle {x:?}");
                compared += 1;
            }
        }
        compared
    }

    /// A union of two tangles that are both in `from`: the walk meets its last parent
    /// first, alone or after another walk answered the first parent.
    #[test]
    fn union_answer_is_its_last_parents() {
        let unit = frontend::compile(
            &frontend::Input::Text {
                name: "k.cu".into(),
                text: "__global__ void k(int *p) { p[0] = 1; }".into(),
            },
            &frontend::Options::default(),
        );
        let (_, f) = unit.program.functions.iter().next().expect("k");
        let body = f.body.expect("a body");
        let order = Order::new(f);
        let cycles = Cycles::compute(f, &Cfg::build(f), &order);
        let escapes = Escapes::compute(f, &order);
        let mut flow = Flow::new(f, &order, &cycles, &escapes, Tangles::default());
        let tangle = |parents: &[TangleId], rule| Tangle {
            parents: parents.iter().copied().collect(),
            rule,
            stmt: Some(body),
            expr: None,
        };
        let root = flow.t.intern(tangle(&[], Rule::Launch));
        let a = flow.t.intern(tangle(&[root], Rule::Then));
        let b = flow.t.intern(tangle(&[root], Rule::Else));
        let union = flow.t.intern(tangle(&[a, b], Rule::Union));
        let from = Set::from_iter([a, b]);
        let anywhere = |_: StmtId| true;
        assert_eq!(flow.derived_within(union, &from, &anywhere), Some(b));
        let each = flow.derived_within_each(&[a, union, b], &from, &anywhere);
        assert_eq!(each[..], [Some(a), Some(b), Some(b)]);
    }

    fn set(ids: &BTreeSet<u32>) -> Set {
        ids.iter()
            .map(|&i| Idx::from_raw(RawIdx::from(i)))
            .collect()
    }

    proptest! {
        /// Merged in place from the back, a union is still the sorted set of both,
        /// each tangle once, whatever the overlap.
        #[test]
        fn union_is_the_sorted_set_of_both(
            a in proptest::collection::btree_set(0u32..40, 0..24),
            b in proptest::collection::btree_set(0u32..40, 0..24),
        ) {
            let mut merged = set(&a);
            merged.union(&set(&b));
            prop_assert_eq!(merged, set(&a.union(&b).copied().collect()));
        }
    }
}
