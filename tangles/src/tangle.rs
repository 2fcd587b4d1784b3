//! Static tangles: symbolic sets of threads, each derived from others by one
//! rule of thread-convergence.rst. A tangle stands for every dynamic tangle
//! produced by that derivation (all iterations of a loop share one static
//! iteration tangle: iteration n+1 is derived from iteration n, so they are
//! never unrelated).

use frontend::model::{ExprId, StmtId};
use la_arena::{Arena, Idx};
use std::collections::HashMap;

pub type TangleId = Idx<Tangle>;

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
        }
    }

    /// Whether this derivation can select a subset of its parent's threads
    /// (as opposed to naming the same threads again).
    pub fn is_root(self) -> bool {
        matches!(self, Rule::Launch | Rule::Caller | Rule::Anchor)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Tangle {
    /// What it is derived from: none for a function body's tangle, several
    /// for a union.
    pub parents: Vec<TangleId>,
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
    pub arena: Arena<Tangle>,
    memo: HashMap<Tangle, TangleId>,
}

impl Tangles {
    pub fn intern(&mut self, t: Tangle) -> TangleId {
        if let Some(&id) = self.memo.get(&t) {
            return id;
        }
        let id = self.arena.alloc(t.clone());
        self.memo.insert(t, id);
        id
    }

    pub fn derive(&mut self, parent: TangleId, rule: Rule, stmt: StmtId) -> TangleId {
        self.intern(Tangle {
            parents: vec![parent],
            rule,
            stmt: Some(stmt),
            expr: None,
        })
    }

    pub fn derive_expr(
        &mut self,
        parent: TangleId,
        rule: Rule,
        stmt: StmtId,
        expr: ExprId,
    ) -> TangleId {
        self.intern(Tangle {
            parents: vec![parent],
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
            parents: parts,
            rule: Rule::Union,
            stmt: None,
            expr: None,
        })
    }

    pub fn get(&self, id: TangleId) -> &Tangle {
        &self.arena[id]
    }

    /// Whether `a` is derived from `b` by a transitive application of the rules
    /// (or is `b`).
    pub fn derives_from(&self, a: TangleId, b: TangleId) -> bool {
        let mut stack = vec![a];
        let mut seen = std::collections::HashSet::new();
        while let Some(t) = stack.pop() {
            if t == b {
                return true;
            }
            if seen.insert(t) {
                stack.extend(self.arena[t].parents.iter().copied());
            }
        }
        false
    }

    /// Neither is derived from the other: convergence between them is
    /// implementation-defined.
    pub fn unrelated(&self, a: TangleId, b: TangleId) -> bool {
        a != b && !self.derives_from(a, b) && !self.derives_from(b, a)
    }
}
