//! Static tangles: symbolic sets of threads, each derived from others by one
//! rule of thread-convergence.rst. A tangle stands for every dynamic tangle
//! produced by that derivation (all iterations of a loop share one static
//! iteration tangle: iteration n+1 is derived from iteration n, so they are
//! never unrelated).

use fixedbitset::FixedBitSet;
use frontend::model::{ExprId, StmtId};
use la_arena::{Arena, Idx};
use rustc_hash::FxBuildHasher;
use smallvec::{smallvec, SmallVec};
use std::hash::BuildHasher;

/// A static tangle of one function, an index into its [`Tangles`].
pub type TangleId = Idx<Tangle>;

/// An id's position in its arena (a tangle's in its function's [`Tangles`], a statement's
/// among its function's), for side tables and bit sets by id.
pub(crate) fn index<T>(id: Idx<T>) -> usize {
    id.into_raw().into_u32() as usize
}

/// How a tangle is derived: a function body's root tangle, a rule of the
/// spec applied at a statement or expression, or the engine's own
/// (maximal convergence's unions, the analysis bound).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rule {
    /// A kernel's body: the threads of one launched block.
    Launch,
    /// A convergent function's body: the caller's tangle at the call.
    Caller,
    /// A non-convergent (or `noconvergent`) function's body: whatever threads
    /// arrive; implementation-defined (an anchor).
    Anchor,
    /// Threads of an `if` that take the then branch.
    Then,
    /// Threads of an `if` that take the else branch.
    Else,
    /// The iterations of a loop: iteration 1 is the threads that enter it,
    /// iteration n+1 those of iteration n that reach the condition again.
    LoopIteration,
    /// Threads of a `while`/`for` iteration for which the condition held.
    LoopBody,
    /// Threads of a `switch` that jumped to this case label.
    Case,
    /// Threads of a `switch` that jumped to `default`.
    Default,
    /// Threads of a statement's tangle that complete it (some left it by
    /// `return`, `goto`, `break` or `continue`).
    After,
    /// The iterations of a backward-goto cycle, counted at its label.
    GotoIteration,
    /// Threads that evaluate the right operand of `&&`/`||`.
    LogicalRhs,
    /// Threads that evaluate the second operand of `?:`.
    CondThen,
    /// Threads that evaluate the third operand of `?:`.
    CondElse,
    /// Maximal convergence: unrelated tangles reconverged into their union.
    Union,
    /// The bound of the analysis: every thread that reaches a statement where
    /// too many strict tangles arrive, taken as one tangle.
    Saturated,
}

impl Rule {
    /// The name used in reports and JSON.
    pub fn name(self) -> &'static str {
        match self {
            Rule::Launch => "launch",
            Rule::Caller => "caller",
            Rule::Anchor => "anchor",
            Rule::Then => "then",
            Rule::Else => "else",
            Rule::LoopIteration => "iteration",
            Rule::LoopBody => "body",
            Rule::Case => "case",
            Rule::Default => "default",
            Rule::After => "after",
            Rule::GotoIteration => "goto-iteration",
            Rule::LogicalRhs => "rhs",
            Rule::CondThen => "?then",
            Rule::CondElse => "?else",
            Rule::Union => "union",
            Rule::Saturated => "saturated",
        }
    }

    /// Whether this derivation can select a subset of its parent's threads
    /// (as opposed to naming the same threads again).
    pub fn is_root(self) -> bool {
        matches!(
            self,
            Rule::Launch | Rule::Caller | Rule::Anchor | Rule::Saturated
        )
    }
}

/// One static tangle: its derivation from other tangles.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Tangle {
    /// What it is derived from: none for a function body's tangle, several
    /// for a union. Inline up to two: most tangles have one parent, and deriving one
    /// (found or new) allocated a vector each time.
    pub parents: SmallVec<[TangleId; 2]>,
    /// How it is derived from its parents.
    pub rule: Rule,
    /// The statement whose rule derived it.
    pub stmt: Option<StmtId>,
    /// For expression rules: the `&&`, `||` or `?:` expression.
    pub expr: Option<ExprId>,
}

/// All tangles of one function, hash-consed so that deriving the same tangle
/// twice (as the fixed point re-flows) gives the same id.
#[derive(Debug, Default)]
pub struct Tangles {
    pub(crate) arena: Arena<Tangle>,
    /// The ids of `arena`, each beside 32 bits of its tangle's hash: a map from tangle to
    /// id held a second copy of every tangle, and a million-statement function derives
    /// millions. With the hash kept, growing the table reads no tangle (a cache miss each,
    /// as the table's order is not the arena's) and a probe reads one only where the kept
    /// bits match. In a large function it holds only what [`Chains`] does not.
    memo: hashbrown::HashTable<(u32, TangleId)>,
    /// A large function's tangles derived at statements, found by statement.
    chains: Option<Chains>,
    /// Built by [`Tangles::freeze`] once derivation is over.
    index: Option<Ancestry>,
}

/// A function from this many statements on finds its statements' tangles by
/// statement ([`Chains`]).
const CHAINED_FROM: usize = 4096;

/// The tangles a large function derives at each statement (without an expression),
/// newest first, up to [`Chains::MAX`] per statement; the rest go to the memo. The flow
/// visits statements mostly in order, so the heads are read in order and the tangles a
/// chain names were made moments before. A million-statement function's memo outgrew
/// the caches, and each probe there missed them: at a million statements `intern` took
/// 2.5 times its share at 100,000, with windows of buckets by statement as with
/// buckets at random (docs/performance.md).
#[derive(Debug, Default)]
struct Chains {
    /// Per statement: (1 + the raw id of the newest tangle derived at it, or 0; how
    /// many its chain holds).
    head: Vec<(u32, u32)>,
    /// Per tangle: 1 + the raw id of the tangle before it in its statement's chain, or 0.
    next: Vec<u32>,
}

impl Chains {
    /// Longer chains would be walked on every derivation at their statement (one that
    /// strict tangles after gotos reach in many).
    const MAX: u32 = 8;

    /// The tangle `t`, derived at statement `at`, if `at`'s chain holds it.
    fn find(&self, arena: &Arena<Tangle>, at: usize, t: &Tangle) -> Option<TangleId> {
        let mut link = self.head.get(at)?.0;
        while link != 0 {
            let id = TangleId::from_raw(la_arena::RawIdx::from_u32(link - 1));
            if arena[id] == *t {
                return Some(id);
            }
            link = self.next[index(id)];
        }
        None
    }

    /// Whether statement `at`'s chain takes no more tangles (the memo holds the rest).
    fn full(&self, at: usize) -> bool {
        self.head.get(at).is_some_and(|h| h.1 == Self::MAX)
    }

    /// Records new tangle `id`, which joins statement `at`'s chain (`None`: no chain).
    fn add(&mut self, id: TangleId, at: Option<usize>) {
        let Some(at) = at else {
            self.next.push(0);
            return;
        };
        if self.head.len() <= at {
            self.head.resize(at + 1, (0, 0));
        }
        let head = &mut self.head[at];
        self.next.push(head.0);
        *head = (id.into_raw().into_u32() + 1, head.1 + 1);
    }
}

/// Ancestry queries in O(1) on the forest of first parents (pre-order
/// intervals); only unions, which have several parents, need a walk.
#[derive(Debug, Default)]
struct Ancestry {
    pre: Vec<u32>,
    end: Vec<u32>,
    /// The root of each tangle's first-parent tree.
    root: Vec<u32>,
}

/// The 32 bits of `t`'s hash that the memo keeps.
fn kept(t: &Tangle) -> u32 {
    FxBuildHasher.hash_one(t) as u32
}

/// hashbrown's hash made of the kept bits: the multiplication by an odd constant carries
/// them into the top bits, which hashbrown's tags are taken from.
fn memo_hash(kept: u32) -> u64 {
    u64::from(kept).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

impl Tangles {
    /// An empty set for a function of `stmts` statements.
    pub(crate) fn for_function(stmts: usize) -> Tangles {
        Tangles {
            chains: (stmts >= CHAINED_FROM).then(|| Chains {
                head: vec![(0, 0); stmts],
                next: Vec::new(),
            }),
            ..Tangles::default()
        }
    }

    pub(crate) fn intern(&mut self, t: Tangle) -> TangleId {
        // A statement's tangle in a large function: its chain first, then the memo if
        // the chain is full.
        let at = match (&self.chains, t.stmt, t.expr) {
            (Some(_), Some(s), None) => Some(index(s)),
            _ => None,
        };
        let chained = match (&self.chains, at) {
            (Some(chains), Some(at)) => match chains.find(&self.arena, at, &t) {
                Some(id) => return id,
                None => !chains.full(at),
            },
            _ => false,
        };
        // What a chain does not take, the memo holds or will hold: its probe and its
        // insertion need the hash.
        let kept = (!chained).then(|| kept(&t));
        if let Some(kept) = kept {
            let arena = &self.arena;
            if let Some(&(_, id)) = self
                .memo
                .find(memo_hash(kept), |&(h, id)| h == kept && arena[id] == t)
            {
                return id;
            }
        }
        self.index = None;
        let id = self.arena.alloc(t);
        if let Some(chains) = &mut self.chains {
            chains.add(id, at.filter(|_| chained));
        }
        if let Some(kept) = kept {
            self.memo
                .insert_unique(memo_hash(kept), (kept, id), |&(h, _)| memo_hash(h));
        }
        id
    }

    pub(crate) fn derive(&mut self, parent: TangleId, rule: Rule, stmt: StmtId) -> TangleId {
        self.intern(Tangle {
            parents: smallvec![parent],
            rule,
            stmt: Some(stmt),
            expr: None,
        })
    }

    pub(crate) fn derive_expr(
        &mut self,
        parent: TangleId,
        rule: Rule,
        stmt: StmtId,
        expr: ExprId,
    ) -> TangleId {
        self.intern(Tangle {
            parents: smallvec![parent],
            rule,
            stmt: Some(stmt),
            expr: Some(expr),
        })
    }

    /// The union of several tangles (sorted, deduplicated); one tangle is
    /// itself. A union belongs to no statement: the same parts give the same
    /// tangle wherever they meet.
    pub fn union(&mut self, mut parts: Vec<TangleId>) -> TangleId {
        parts.sort();
        parts.dedup();
        if parts.len() == 1 {
            return parts[0];
        }
        self.intern(Tangle {
            parents: SmallVec::from_vec(parts),
            rule: Rule::Union,
            stmt: None,
            expr: None,
        })
    }

    /// The derivation of `id`.
    pub fn get(&self, id: TangleId) -> &Tangle {
        &self.arena[id]
    }

    /// Indexes the derivation forest for fast [`Tangles::derives_from`].
    /// Unions are roots of their own trees (they have several parents).
    pub fn freeze(&mut self) {
        let n = self.arena.len();
        let first_parent = |t: &Tangle| match (t.rule, t.parents.first()) {
            (Rule::Union, _) | (_, None) => None,
            (_, Some(&p)) => Some(index(p)),
        };
        // Each tangle's children in id order, all in one vector (`children[at[p]..at[p + 1]]`):
        // a vector per tangle was a third of the freeze's instructions.
        let mut at = vec![0usize; n + 1];
        let mut roots = Vec::new();
        for (id, t) in self.arena.iter() {
            match first_parent(t) {
                Some(p) => at[p + 1] += 1,
                None => roots.push(id),
            }
        }
        for i in 0..n {
            at[i + 1] += at[i];
        }
        let mut children = vec![TangleId::from_raw(la_arena::RawIdx::from_u32(0)); at[n]];
        let mut next = at.clone();
        for (id, t) in self.arena.iter() {
            if let Some(p) = first_parent(t) {
                children[next[p]] = id;
                next[p] += 1;
            }
        }
        let mut a = Ancestry {
            pre: vec![0; n],
            end: vec![0; n],
            root: vec![0; n],
        };
        let mut counter = 0u32;
        for r in roots {
            let mut stack = vec![(r, false)];
            while let Some((t, done)) = stack.pop() {
                if done {
                    a.end[index(t)] = counter;
                    continue;
                }
                a.pre[index(t)] = counter;
                a.root[index(t)] = index(r) as u32;
                counter += 1;
                stack.push((t, true));
                stack.extend(
                    children[at[index(t)]..at[index(t) + 1]]
                        .iter()
                        .map(|&c| (c, false)),
                );
            }
        }
        self.index = Some(a);
    }

    /// Whether `a` is derived from `b` by a transitive application of the rules
    /// (or is `b`).
    pub fn derives_from(&self, a: TangleId, b: TangleId) -> bool {
        let Some(ix) = &self.index else {
            return self.derives_from_by_walk(a, b);
        };
        let (pa, pb) = (ix.pre[index(a)], ix.pre[index(b)]);
        if ix.root[index(a)] == ix.root[index(b)] && pb <= pa && pa < ix.end[index(b)] {
            return true;
        }
        // Otherwise only through the union at the root of `a`'s tree.
        let root = TangleId::from_raw(la_arena::RawIdx::from_u32(ix.root[index(a)]));
        let r = &self.arena[root];
        r.rule == Rule::Union && r.parents.iter().any(|&p| self.derives_from(p, b))
    }

    fn derives_from_by_walk(&self, a: TangleId, b: TangleId) -> bool {
        // Parents are interned before their children, so only tangles from `b`'s id
        // up can lead to `b`: the walk stays within ids `b..=a`. (A hashed set per walk
        // here was 0.9% of a fuzzed program's instructions.)
        let (ia, ib) = (index(a), index(b));
        if ia < ib {
            return false;
        }
        let mut seen = FixedBitSet::with_capacity(ia - ib + 1);
        let mut stack: SmallVec<[TangleId; 8]> = smallvec![a];
        while let Some(t) = stack.pop() {
            if t == b {
                return true;
            }
            if index(t) < ib || seen.put(index(t) - ib) {
                continue;
            }
            stack.extend(self.arena[t].parents.iter().copied());
        }
        false
    }

    /// Neither is derived from the other: convergence between them is
    /// implementation-defined.
    pub fn unrelated(&self, a: TangleId, b: TangleId) -> bool {
        a != b && !self.derives_from(a, b) && !self.derives_from(b, a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use la_arena::RawIdx;

    /// The walk (while tangles are still derived) and the frozen index agree on every
    /// pair, through unions too: the walk only visits ids between the two, which holds
    /// because a tangle's parents are interned before it.
    #[test]
    fn derivation_by_walk_and_by_index_agree() {
        let stmt = |i: u32| StmtId::from_raw(RawIdx::from_u32(i));
        let mut t = Tangles::default();
        let root = t.intern(Tangle {
            parents: SmallVec::new(),
            rule: Rule::Launch,
            stmt: None,
            expr: None,
        });
        let then = t.derive(root, Rule::Then, stmt(1));
        let other = t.derive(root, Rule::Else, stmt(1));
        let deep = t.derive(then, Rule::LoopIteration, stmt(2));
        let union = t.union(vec![deep, other]);
        let after = t.derive(union, Rule::After, stmt(3));
        let late = t.derive(root, Rule::Case, stmt(4));
        let all = [root, then, other, deep, union, after, late];
        let by_walk: Vec<bool> = all
            .iter()
            .flat_map(|&a| all.iter().map(move |&b| (a, b)))
            .map(|(a, b)| t.derives_from(a, b))
            .collect();
        t.freeze();
        let by_index: Vec<bool> = all
            .iter()
            .flat_map(|&a| all.iter().map(move |&b| (a, b)))
            .map(|(a, b)| t.derives_from(a, b))
            .collect();
        assert_eq!(by_walk, by_index);
        assert!(t.derives_from(after, then) && t.derives_from(after, other));
        assert!(!t.derives_from(late, then) && !t.derives_from(then, late));
        assert!(t.unrelated(deep, other));
    }

    /// Chained and unchained functions hash-cons alike, through the memo's growth and past
    /// a chain's length: every tangle derived twice gets its first id, and distinct ones get
    /// distinct ids, in the same order.
    #[test]
    fn chained_and_unchained_functions_find_every_tangle_again() {
        let stmt = |i: u32| StmtId::from_raw(RawIdx::from_u32(i));
        let expr = |i: u32| ExprId::from_raw(RawIdx::from_u32(i));
        let derive_all = |t: &mut Tangles| -> Vec<TangleId> {
            let root = t.intern(Tangle {
                parents: SmallVec::new(),
                rule: Rule::Launch,
                stmt: None,
                expr: None,
            });
            let mut ids = vec![root];
            // Several tangles per statement and per expression, as strict tangles after
            // gotos make, over more statements than a window holds, then all of them again.
            for _ in 0..2 {
                let mut last = root;
                for s in 0..20_000 {
                    let then = t.derive(last, Rule::Then, stmt(s));
                    let other = t.derive(root, Rule::Else, stmt(s));
                    let rhs = t.derive_expr(then, Rule::LogicalRhs, stmt(s), expr(s / 3));
                    let union = t.union(vec![then, other, rhs]);
                    ids.extend([then, other, rhs, union]);
                    last = union;
                    // More tangles at some statements than a chain holds.
                    if s % 1000 == 0 {
                        for k in 1..=2 * Chains::MAX as usize {
                            ids.push(t.derive(ids[k], Rule::After, stmt(s)));
                        }
                    }
                }
            }
            ids
        };
        let mut unchained = Tangles::for_function(1);
        let mut chained = Tangles::for_function(CHAINED_FROM);
        assert!(unchained.chains.is_none() && chained.chains.is_some());
        let (a, b) = (derive_all(&mut unchained), derive_all(&mut chained));
        assert_eq!(a, b);
        let half = a.len() / 2;
        assert_eq!(
            a[1..=half],
            a[half + 1..],
            "the second pass finds the first's tangles"
        );
        assert_eq!(
            unchained.arena.len(),
            1 + 4 * 20_000 + 20 * 2 * Chains::MAX as usize
        );
        assert_eq!(chained.arena.len(), unchained.arena.len());
    }
}
