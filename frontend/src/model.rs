//! The program model: what the frontend understood of a translation unit.
//!
//! Functions live in one arena; each function owns arenas of statements,
//! expressions and locals, addressed by typed ids (`la_arena::Idx`). Statements
//! form a tree through ids (with parent links); jumps are resolved to the
//! statement they target. Analyses keep their results in side tables keyed by
//! these ids and never mutate the model.

use crate::builtins::Builtin;
use crate::math::MathFn;
use crate::source::Span;
use la_arena::{Arena, Idx};
use smallvec::{smallvec, SmallVec};
use std::borrow::Cow;
use std::fmt;

/// A function, in [`Program::functions`].
pub type FuncId = Idx<Function>;
/// A statement, in its function's [`Function::stmts`].
pub type StmtId = Idx<Stmt>;
/// An expression, in its function's [`Function::exprs`].
pub type ExprId = Idx<Expr>;
/// A parameter or block-scope variable, in its function's [`Function::locals`].
pub type LocalId = Idx<Local>;
/// A variable with a program-wide home, in [`Program::globals`].
pub type GlobalId = Idx<Global>;
/// A struct or union type, in [`Program::records`].
pub type RecordId = Idx<Record>;
/// The struct and union definitions of a program, which [`Type::Record`] refers to.
pub type Records = Arena<Record>;

/// A whole translation unit, after name resolution, typing and convergence inference.
#[derive(Debug, Default)]
pub struct Program {
    /// Every function the unit defines or declares, kernels and device functions alike.
    pub functions: Arena<Function>,
    /// File-scope variables, `extern __shared__` arrays (block-scope ones too) and the
    /// string literals (`__constant__` arrays named `.str`, `.str.1`, ...).
    pub globals: Arena<Global>,
    /// Struct and union types, in the order they were first named.
    pub records: Records,
}

impl Program {
    /// The function named `name`, if the unit declares one.
    pub fn function_by_name(&self, name: &str) -> Option<FuncId> {
        self.functions
            .iter()
            .find(|(_, f)| f.name == name)
            .map(|(id, _)| id)
    }

    /// Whether `expr` in `func` is a call whose callee is a convergent operation
    /// (a convergent builtin, or a function that is convergent).
    pub fn is_convergent_call(&self, func: FuncId, expr: ExprId) -> bool {
        match &self.functions[func].exprs[expr].kind {
            ExprKind::Call { callee, .. } => self.callee_is_convergent(*callee),
            _ => false,
        }
    }

    /// Whether calling `callee` is a convergent operation: a convergent builtin, or a
    /// function inferred (or declared) convergent.
    pub fn callee_is_convergent(&self, callee: Callee) -> bool {
        match callee {
            Callee::Builtin(b) => b.is_convergent(),
            Callee::Function(f) => self.functions[f].convergent,
            Callee::Math(_) | Callee::Printf => false,
        }
    }

    /// The name a call to `callee` is written with (`__syncwarp`, `sqrtf`, a function's name).
    pub fn callee_name(&self, callee: Callee) -> Cow<'_, str> {
        match callee {
            Callee::Builtin(b) => b.name().into(),
            Callee::Function(f) => self.functions[f].name.as_str().into(),
            Callee::Math(m) => m.name().into(),
            Callee::Printf => crate::math::PRINTF.into(),
        }
    }
}

/// Whether a function is a kernel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FunctionKind {
    /// `__global__`: launched by the host; its body's tangle is the launch block.
    Kernel,
    /// Anything else with a body, or a declaration of an external function.
    Device,
}

/// A function: its signature, its body's statements and expressions, and what
/// convergence inference found.
#[derive(Debug)]
pub struct Function {
    /// The name it is declared and called by.
    pub name: String,
    /// The function's name in its declarator.
    pub span: Span,
    /// Kernel (`__global__`) or device function.
    pub kind: FunctionKind,
    /// The return type (`void` for none).
    pub ret: Type,
    /// The parameters, in order; each is a local with [`Storage::Param`].
    pub params: Vec<LocalId>,
    /// `None` for a declaration without a definition (an external function).
    pub body: Option<StmtId>,
    /// Parameters and block-scope variables, each declaration its own local (shadowing
    /// resolved).
    pub locals: Arena<Local>,
    /// Every statement of the body, in pre-order: a statement's id is greater than its
    /// parent's, so passes in id order see parents first. `parent` and
    /// [`StmtKind::children`] describe the same tree.
    pub stmts: Arena<Stmt>,
    /// Every expression of the body.
    pub exprs: Arena<Expr>,
    /// Declared `__attribute__((convergent))`.
    pub declared_convergent: bool,
    /// Declared `__attribute__((noconvergent))`: takes whatever threads arrive.
    pub noconvergent: bool,
    /// Declared convergent, or (not `noconvergent` and) calls a convergent
    /// operation, transitively.
    pub convergent: bool,
    /// Executes a convergent operation, directly or through calls, whatever
    /// the attributes (a `noconvergent` function's operations are anchored at
    /// its call, but they still communicate).
    pub may_converge: bool,
    /// Calls in this function whose callee is convergent, in source order.
    pub convergent_calls: Vec<ExprId>,
}

impl Function {
    /// Whether `e` designates an object: a variable, an element, a
    /// dereference, or a member of one of those (not of a call's result,
    /// whose members are values only).
    pub fn is_place(&self, e: ExprId) -> bool {
        match &self.exprs[e].kind {
            ExprKind::Member { base, .. } => self.is_place(*base),
            k => k.is_lvalue(),
        }
    }

    /// Statements in source (pre-)order: a statement before its children.
    pub fn stmts_in_order(&self) -> Vec<StmtId> {
        let mut out = Vec::with_capacity(self.stmts.len());
        if let Some(body) = self.body {
            let mut stack = vec![body];
            while let Some(s) = stack.pop() {
                out.push(s);
                stack.extend(self.stmts[s].kind.children().rev());
            }
        }
        out
    }
}

/// Where a local lives, and so which threads share it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Storage {
    /// An automatic variable: one per thread.
    Private,
    /// A parameter: one per thread, initialised by the launch or the caller.
    Param,
    /// `__shared__`: one per block.
    Shared,
}

/// A parameter or block-scope variable.
#[derive(Debug)]
pub struct Local {
    /// Its name in the source.
    pub name: String,
    /// Its declared type (a parameter's after arrays adjust to pointers).
    pub ty: Type,
    /// Its name in its declarator.
    pub span: Span,
    /// Per thread or per block.
    pub storage: Storage,
}

/// Where a global lives, and so which threads share it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GlobalStorage {
    /// `__shared__` at file scope: one per block.
    Shared,
    /// `extern __shared__ T name[];` (at file or block scope): the launch's
    /// dynamic shared memory, one per block, its size a launch option; every
    /// such array starts at the same address (as in CUDA). Its type is an
    /// array of length 0.
    DynamicShared,
    /// `__device__` or plain file-scope variable: one per launch.
    Device,
    /// `__constant__`: read-only, one per launch.
    Constant,
}

/// A variable with a program-wide home (see [`Program::globals`]).
#[derive(Debug)]
pub struct Global {
    /// Its name in the source (`.str`, `.str.1`, ... for string literals).
    pub name: String,
    /// Its type (a string literal's is a `char` array holding the terminating NUL).
    pub ty: Type,
    /// Its name in its declarator (a string literal: the literal).
    pub span: Span,
    /// Per block or per launch, writable or constant.
    pub storage: GlobalStorage,
    /// Its initializer's values; for an array, struct or union, its scalar leaves
    /// ([`scalar_leaves`]; the leaves after the last are zero), as [`Init::List`].
    pub init: Option<Vec<ConstValue>>,
}

/// A value known when the program is compiled: a global's initializer leaf.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ConstValue {
    /// An integer, already wrapped to its leaf's type.
    Int(i128),
    /// A floating value (for a `float` leaf, already rounded to `float`).
    Float(f64),
    /// The address of a global plus a byte offset (`&g`, `array + 4`, `&s.member`).
    Address(GlobalId, i64),
}

/// Struct or union: how members are laid out and initialised.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RecordKind {
    /// Members one after another.
    Struct,
    /// Members overlapping at offset 0.
    Union,
}

impl RecordKind {
    /// `struct` or `union`, as C spells it.
    pub fn keyword(self) -> &'static str {
        match self {
            RecordKind::Struct => "struct",
            RecordKind::Union => "union",
        }
    }
}

/// A struct or union type, laid out as C on LP64: members at their natural
/// alignment (a union's all at 0), the size rounded up to the alignment, the
/// alignment the largest member's (or `aligned(N)`'s, if larger).
#[derive(Debug)]
pub struct Record {
    /// Struct or union.
    pub kind: RecordKind,
    /// How types print: `struct P`, `union U`, a typedef's name for an
    /// anonymous one (`float4`), else `struct <anonymous>`.
    pub name: String,
    /// The struct or union specifier that first introduced it.
    pub span: Span,
    /// `None` until the definition is complete (`struct S;`, or inside its own body).
    pub layout: Option<Layout>,
}

/// A complete record's members and their placement.
#[derive(Debug, Clone)]
pub struct Layout {
    /// In declaration order.
    pub members: Vec<Member>,
    /// In bytes, trailing padding included.
    pub size: u64,
    /// In bytes.
    pub align: u64,
}

/// One member of a struct or union.
#[derive(Debug, Clone)]
pub struct Member {
    /// Empty for an anonymous struct or union member (C11), whose own members are
    /// reached through it (see [`member_path`]).
    pub name: String,
    /// The member's type.
    pub ty: Type,
    /// Byte offset from the start of the record.
    pub offset: u64,
}

impl Record {
    /// The members; none while the record is incomplete.
    pub fn members(&self) -> &[Member] {
        self.layout.as_ref().map_or(&[], |l| &l.members)
    }
}

// ---------------------------------------------------------------------------
// Statements

/// A statement of a function body.
#[derive(Debug)]
pub struct Stmt {
    /// What the statement is, with its sub-statements and expressions.
    pub kind: StmtKind,
    /// From the statement's first token to its last.
    pub span: Span,
    /// The enclosing statement; `None` for the function body.
    pub parent: Option<StmtId>,
}

/// What a statement is. Sub-statements and expressions are ids into the function's arenas.
#[derive(Debug)]
pub enum StmtKind {
    /// `{ ... }`: its statements in order.
    Block(Vec<StmtId>),
    /// An expression evaluated for its effects (`e;`).
    Expr(ExprId),
    /// One declaration; several declarators become several items.
    Decl(Vec<DeclItem>),
    /// `;` alone: an expression statement without the expression.
    Empty,
    /// `if (cond) then_branch else else_branch`.
    If {
        /// A scalar condition, compared with zero.
        cond: ExprId,
        /// Run when `cond` is nonzero.
        then_branch: StmtId,
        /// Run when `cond` is zero, if there is an `else`.
        else_branch: Option<StmtId>,
    },
    /// `while (cond) body`.
    While {
        /// Tested before each iteration.
        cond: ExprId,
        /// The loop body.
        body: StmtId,
    },
    /// `do body while (cond);`.
    DoWhile {
        /// The loop body, run at least once.
        body: StmtId,
        /// Tested after each iteration.
        cond: ExprId,
    },
    /// `for (init; cond; step) body`.
    For {
        /// A declaration or expression statement run once first.
        init: Option<StmtId>,
        /// Tested before each iteration; none means always true.
        cond: Option<ExprId>,
        /// Evaluated after each iteration (and on `continue`).
        step: Option<ExprId>,
        /// The loop body.
        body: StmtId,
    },
    /// `switch (cond) body`: jumps to the matching `Case`, else to `default`, else past
    /// the switch.
    Switch {
        /// The integer value switched on (after the integer promotions).
        cond: ExprId,
        /// The body, which holds the case labels.
        body: StmtId,
        /// `Case` statements in source order.
        cases: Vec<StmtId>,
        /// The `Default` statement, if there is one.
        default: Option<StmtId>,
    },
    /// `case value: body`.
    Case {
        /// The label's constant, converted to the controlling expression's type.
        value: i128,
        /// The statement the label is on.
        body: StmtId,
        /// The `Switch` the label belongs to.
        switch: StmtId,
    },
    /// `default: body`.
    Default {
        /// The statement the label is on.
        body: StmtId,
        /// The `Switch` the label belongs to.
        switch: StmtId,
    },
    /// `name: body`, a `goto` target.
    Label {
        /// The label's name.
        name: String,
        /// The statement the label is on.
        body: StmtId,
    },
    /// `goto label;`, resolved to its target.
    Goto {
        /// The label's name as written.
        label: String,
        /// The `Label` statement.
        target: StmtId,
    },
    /// `break;`, resolved to what it leaves.
    Break {
        /// The loop or switch that is left.
        target: StmtId,
    },
    /// `continue;`, resolved to its loop.
    Continue {
        /// The loop whose next iteration starts.
        target: StmtId,
    },
    /// `return;` or `return e;` (`e` already converted to the return type).
    Return(Option<ExprId>),
}

/// One declarator of a block-scope declaration.
#[derive(Debug)]
pub struct DeclItem {
    /// The variable declared.
    pub local: LocalId,
    /// Its initializer, evaluated where the declaration is reached.
    pub init: Option<Init>,
}

/// A block-scope variable's initializer.
#[derive(Debug)]
pub enum Init {
    /// `= e` for a scalar or a whole struct or union (already converted to the variable's
    /// type).
    Expr(ExprId),
    /// A brace list for an array, struct or union: the values of its scalar
    /// leaves ([`scalar_leaves`]: row-major, members in order; the leaves after
    /// the last are zero), each already converted to its leaf's type.
    List(Vec<ExprId>),
}

impl StmtKind {
    /// Direct sub-statements, in source order.
    pub fn children(&self) -> impl DoubleEndedIterator<Item = StmtId> + '_ {
        // An iterator, not a vector: analyses walk every statement's children, and a
        // vector per statement was a large share of their time on big functions.
        let (items, first, second): (&[StmtId], _, _) = match self {
            StmtKind::Block(items) => (items, None, None),
            StmtKind::If {
                then_branch,
                else_branch,
                ..
            } => (&[], Some(*then_branch), *else_branch),
            StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => {
                (&[], Some(*body), None)
            }
            StmtKind::For { init, body, .. } => (&[], *init, Some(*body)),
            StmtKind::Switch { body, .. } => (&[], Some(*body), None),
            StmtKind::Case { body, .. }
            | StmtKind::Default { body, .. }
            | StmtKind::Label { body, .. } => (&[], Some(*body), None),
            StmtKind::Expr(_)
            | StmtKind::Decl(_)
            | StmtKind::Empty
            | StmtKind::Goto { .. }
            | StmtKind::Break { .. }
            | StmtKind::Continue { .. }
            | StmtKind::Return(_) => (&[], None, None),
        };
        items.iter().copied().chain(first).chain(second)
    }

    /// Expressions evaluated directly by this statement (not by sub-statements).
    pub fn exprs(&self) -> Vec<ExprId> {
        match self {
            StmtKind::Expr(e) => vec![*e],
            StmtKind::Decl(items) => items
                .iter()
                .flat_map(|item| match &item.init {
                    Some(Init::Expr(e)) => vec![*e],
                    Some(Init::List(es)) => es.clone(),
                    None => Vec::new(),
                })
                .collect(),
            StmtKind::If { cond, .. }
            | StmtKind::While { cond, .. }
            | StmtKind::DoWhile { cond, .. }
            | StmtKind::Switch { cond, .. } => vec![*cond],
            StmtKind::For { cond, step, .. } => cond.iter().chain(step).copied().collect(),
            StmtKind::Return(e) => e.iter().copied().collect(),
            _ => Vec::new(),
        }
    }

    /// A short name for the statement's kind, as used in dumps and reports.
    pub fn name(&self) -> &'static str {
        match self {
            StmtKind::Block(_) => "block",
            StmtKind::Expr(_) => "expr",
            StmtKind::Decl(_) => "decl",
            StmtKind::Empty => "empty",
            StmtKind::If { .. } => "if",
            StmtKind::While { .. } => "while",
            StmtKind::DoWhile { .. } => "do",
            StmtKind::For { .. } => "for",
            StmtKind::Switch { .. } => "switch",
            StmtKind::Case { .. } => "case",
            StmtKind::Default { .. } => "default",
            StmtKind::Label { .. } => "label",
            StmtKind::Goto { .. } => "goto",
            StmtKind::Break { .. } => "break",
            StmtKind::Continue { .. } => "continue",
            StmtKind::Return(_) => "return",
        }
    }

    /// Whether it is `while`, `do`-`while` or `for`.
    pub fn is_loop(&self) -> bool {
        matches!(
            self,
            StmtKind::While { .. } | StmtKind::DoWhile { .. } | StmtKind::For { .. }
        )
    }
}

// ---------------------------------------------------------------------------
// Expressions

/// A typed expression. Implicit conversions are explicit `Cast` nodes with
/// `implicit: true`, so consumers never re-derive C's conversion rules.
/// Lvalues (`Local`, `Global`, `Deref`, `Index`, `Member` of an lvalue) denote
/// a place; used as a value they are read (a struct value is the whole object).
#[derive(Debug)]
pub struct Expr {
    /// What the expression computes.
    pub kind: ExprKind,
    /// The type of its value (for an lvalue, of the place).
    pub ty: Type,
    /// From the expression's first token to its last (an implicit conversion: its operand's).
    pub span: Span,
    /// The statement that evaluates this expression.
    pub stmt: StmtId,
}

/// What a call calls (every call is direct).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Callee {
    /// A CUDA builtin (convergent or not).
    Builtin(Builtin),
    /// A function of the program, defined or only declared.
    Function(FuncId),
    /// A math library function or CUDA math intrinsic (never convergent).
    Math(MathFn),
    /// `printf`: the first argument is the format, a string literal (a
    /// `__constant__` global `.str...`); the rest are promoted as for `...`.
    Printf,
}

/// A component of a CUDA `dim3` launch variable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dim {
    /// `.x`, the fastest-varying.
    X,
    /// `.y`.
    Y,
    /// `.z`.
    Z,
}

impl Dim {
    /// `x`, `y` or `z`, as after the `.`.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Dim::X => "x",
            Dim::Y => "y",
            Dim::Z => "z",
        }
    }
}

/// The CUDA launch variables.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SpecialVar {
    /// `threadIdx`: the thread's index in its block.
    ThreadIdx(Dim),
    /// `blockIdx`: the block's index in the grid.
    BlockIdx(Dim),
    /// `blockDim`: threads per block.
    BlockDim(Dim),
    /// `gridDim`: blocks per grid.
    GridDim(Dim),
    /// `warpSize`: lanes per warp.
    WarpSize,
}

impl fmt::Display for SpecialVar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecialVar::ThreadIdx(d) => write!(f, "threadIdx.{}", d.name()),
            SpecialVar::BlockIdx(d) => write!(f, "blockIdx.{}", d.name()),
            SpecialVar::BlockDim(d) => write!(f, "blockDim.{}", d.name()),
            SpecialVar::GridDim(d) => write!(f, "gridDim.{}", d.name()),
            SpecialVar::WarpSize => write!(f, "warpSize"),
        }
    }
}

/// A unary operator with a value result (`&`, `*`, `++`/`--` and casts have their own
/// [`ExprKind`]s).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// Arithmetic negation.
    Neg,
    /// `~`
    BitNot,
    /// `!`: yields int 0 or 1.
    LogicalNot,
}

/// An arithmetic, bitwise or comparison operator, as C applies it to operands of one
/// type (see [`ExprKind::Binary`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    /// `+`.
    Add,
    /// `-`.
    Sub,
    /// `*`.
    Mul,
    /// `/`: integer division truncates toward zero.
    Div,
    /// `%`: the remainder has the dividend's sign.
    Rem,
    /// `<<`.
    Shl,
    /// `>>`: arithmetic for signed operands, logical for unsigned ones.
    Shr,
    /// `&`.
    BitAnd,
    /// `|`.
    BitOr,
    /// `^`.
    BitXor,
    /// `==`.
    Eq,
    /// `!=`.
    Ne,
    /// `<`.
    Lt,
    /// `<=`.
    Le,
    /// `>`.
    Gt,
    /// `>=`.
    Ge,
}

impl BinaryOp {
    /// `%`, shifts and bitwise operators: C allows them on integers only.
    pub fn needs_integers(self) -> bool {
        matches!(
            self,
            BinaryOp::Rem
                | BinaryOp::Shl
                | BinaryOp::Shr
                | BinaryOp::BitAnd
                | BinaryOp::BitOr
                | BinaryOp::BitXor
        )
    }

    /// The operator as C writes it (`+`, `<<`, `!=`).
    pub fn symbol(self) -> &'static str {
        match self {
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Mul => "*",
            BinaryOp::Div => "/",
            BinaryOp::Rem => "%",
            BinaryOp::Shl => "<<",
            BinaryOp::Shr => ">>",
            BinaryOp::BitAnd => "&",
            BinaryOp::BitOr => "|",
            BinaryOp::BitXor => "^",
            BinaryOp::Eq => "==",
            BinaryOp::Ne => "!=",
            BinaryOp::Lt => "<",
            BinaryOp::Le => "<=",
            BinaryOp::Gt => ">",
            BinaryOp::Ge => ">=",
        }
    }

    /// Whether it compares (`==` ... `>=`), giving an `int` 0 or 1.
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge
        )
    }
}

/// A short-circuit operator (see [`ExprKind::Logical`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LogicalOp {
    /// `&&`: the right operand only if the left is nonzero.
    And,
    /// `||`: the right operand only if the left is zero.
    Or,
}

/// What an expression computes. Operands are ids into the function's [`Function::exprs`];
/// the result type is the [`Expr`]'s `ty`.
#[derive(Debug)]
pub enum ExprKind {
    /// An integer constant; its bits are read according to `ty`.
    IntConst(i128),
    /// A `float` or `double` constant (as `ty` says).
    FloatConst(f64),
    /// A parameter or block-scope variable (an lvalue).
    Local(LocalId),
    /// A global, or a string literal's array (an lvalue).
    Global(GlobalId),
    /// A CUDA launch variable such as `threadIdx.x`.
    Special(SpecialVar),
    /// `op operand`: for `-` and `~` the operand is already promoted to `ty`; `!` takes any
    /// scalar.
    Unary {
        /// The operator.
        op: UnaryOp,
        /// The value operated on.
        operand: ExprId,
    },
    /// Arithmetic, bitwise or comparison on operands already converted to a
    /// common type (comparisons: the operands' type; result int). Pointer
    /// comparisons compare addresses.
    Binary {
        /// The operator.
        op: BinaryOp,
        /// The left operand.
        lhs: ExprId,
        /// The right operand.
        rhs: ExprId,
    },
    /// `ptr + offset` (offset converted to a 64-bit signed integer; `ptr - n`
    /// is `ptr + -n`). Scaled by the pointee size.
    PtrAdd {
        /// The pointer.
        ptr: ExprId,
        /// The element count added.
        offset: ExprId,
    },
    /// `a - b` for pointers: the element distance, as `long`.
    PtrDiff {
        /// The pointer subtracted from.
        lhs: ExprId,
        /// The pointer subtracted.
        rhs: ExprId,
    },
    /// `&&` and `||`, short-circuit; operands are scalars, result int.
    Logical {
        /// Which of the two.
        op: LogicalOp,
        /// Always evaluated.
        lhs: ExprId,
        /// Evaluated only if `lhs` does not decide the result.
        rhs: ExprId,
    },
    /// `cond ? then_expr : else_expr`; only the chosen branch is evaluated.
    Conditional {
        /// A scalar, compared with zero.
        cond: ExprId,
        /// The value when `cond` is nonzero, converted to `ty`.
        then_expr: ExprId,
        /// The value when `cond` is zero, converted to `ty`.
        else_expr: ExprId,
    },
    /// `target = value`; `value` is already converted to the target's type.
    Assign {
        /// The place stored to (an lvalue).
        target: ExprId,
        /// The value stored, which is also the expression's value.
        value: ExprId,
    },
    /// `target op= value`: read target, convert it to `op_ty`, apply `op` with
    /// `value` (already of `op_ty`; for a pointer target `op_ty` is the pointer
    /// type and `op` is Add or Sub with a 64-bit offset), convert back, store.
    CompoundAssign {
        /// The operator applied.
        op: BinaryOp,
        /// The place read and stored to (an lvalue).
        target: ExprId,
        /// The right operand, of `op_ty`.
        value: ExprId,
        /// The type the operation is done in.
        op_ty: Type,
    },
    /// `++`/`--`, prefix or postfix, on an arithmetic or pointer lvalue.
    IncDec {
        /// The place updated.
        target: ExprId,
        /// `++` rather than `--`.
        increment: bool,
        /// `++x` (the value after) rather than `x++` (the value before).
        prefix: bool,
    },
    /// `base[index]`: `base` is a pointer (arrays decay), index a 64-bit signed integer.
    Index {
        /// The pointer indexed.
        base: ExprId,
        /// The element index.
        index: ExprId,
    },
    /// `*p`: the object a pointer points to (an lvalue).
    Deref(ExprId),
    /// `base.member` (`p->member` is `(*p).member`): `base` is a struct or
    /// union lvalue, or a struct value (a call's result); `member` indexes
    /// the record's members, whose offset the layout gives.
    Member {
        /// The struct or union.
        base: ExprId,
        /// The index in the record's [`Layout::members`].
        member: u32,
    },
    /// `&place`: the address of an lvalue.
    AddrOf(ExprId),
    /// An array lvalue used as a value: a pointer to its first element.
    Decay(ExprId),
    /// Conversion to `ty`.
    Cast {
        /// The value converted.
        operand: ExprId,
        /// Inserted by the frontend (C's implicit conversions) rather than written.
        implicit: bool,
    },
    /// A direct call.
    Call {
        /// What is called.
        callee: Callee,
        /// The arguments, converted to the parameters' types (for `printf`'s `...`, promoted).
        args: Vec<ExprId>,
    },
    /// `lhs, rhs`: `lhs` for its effects, then `rhs`'s value.
    Comma {
        /// Evaluated first, its value dropped.
        lhs: ExprId,
        /// The expression's value.
        rhs: ExprId,
    },
}

impl ExprKind {
    /// Direct operands, in evaluation order.
    pub fn operands(&self) -> SmallVec<[ExprId; 3]> {
        match self {
            ExprKind::IntConst(_)
            | ExprKind::FloatConst(_)
            | ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Special(_) => SmallVec::new(),
            ExprKind::Unary { operand, .. }
            | ExprKind::Deref(operand)
            | ExprKind::AddrOf(operand)
            | ExprKind::Decay(operand)
            | ExprKind::Cast { operand, .. } => smallvec![*operand],
            ExprKind::Member { base, .. } => smallvec![*base],
            ExprKind::IncDec { target, .. } => smallvec![*target],
            ExprKind::Binary { lhs, rhs, .. }
            | ExprKind::PtrDiff { lhs, rhs }
            | ExprKind::Logical { lhs, rhs, .. }
            | ExprKind::Comma { lhs, rhs } => smallvec![*lhs, *rhs],
            ExprKind::PtrAdd { ptr, offset } => smallvec![*ptr, *offset],
            ExprKind::Index { base, index } => smallvec![*base, *index],
            ExprKind::Assign { target, value } | ExprKind::CompoundAssign { target, value, .. } => {
                smallvec![*target, *value]
            }
            ExprKind::Conditional {
                cond,
                then_expr,
                else_expr,
            } => smallvec![*cond, *then_expr, *else_expr],
            ExprKind::Call { args, .. } => args.iter().copied().collect(),
        }
    }

    /// Whether the expression kind denotes a place. A `Member` of a non-lvalue
    /// (a call's result) is not one: see [`Function::is_place`].
    pub fn is_lvalue(&self) -> bool {
        matches!(
            self,
            ExprKind::Local(_)
                | ExprKind::Global(_)
                | ExprKind::Deref(_)
                | ExprKind::Index { .. }
                | ExprKind::Member { .. }
        )
    }
}

// ---------------------------------------------------------------------------
// Types

/// An integer type by width and signedness (`char` is `I8`, `long` is `I64`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IntType {
    /// 1 (`_Bool`), 8, 16, 32 or 64.
    pub bits: u8,
    /// Two's complement if set, else unsigned.
    pub signed: bool,
}

impl IntType {
    pub(crate) const BOOL: IntType = IntType {
        bits: 1,
        signed: false,
    };
    pub(crate) const I8: IntType = IntType {
        bits: 8,
        signed: true,
    };
    pub(crate) const I32: IntType = IntType {
        bits: 32,
        signed: true,
    };
    pub(crate) const U32: IntType = IntType {
        bits: 32,
        signed: false,
    };
    pub(crate) const I64: IntType = IntType {
        bits: 64,
        signed: true,
    };
    pub(crate) const U64: IntType = IntType {
        bits: 64,
        signed: false,
    };

    /// Truncate (and sign- or zero-extend) a value to this type's range.
    pub fn wrap(self, v: i128) -> i128 {
        if self.bits == 1 {
            return (v != 0) as i128;
        }
        let shift = 128 - self.bits as u32;
        if self.signed {
            (v << shift) >> shift
        } else {
            ((v as u128) << shift >> shift) as i128
        }
    }
}

/// C types of the subset. `char` is signed, `long` is 64-bit (LP64).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Type {
    /// `void`: no value (a return type, or what a `void *` points to).
    Void,
    /// Integers, including `_Bool` (1 bit, unsigned).
    Int(IntType),
    /// 32-bit IEEE `float`.
    Float,
    /// 64-bit IEEE `double`.
    Double,
    /// A pointer to the type.
    Pointer(Box<Type>),
    /// An array of the element type and length (`extern __shared__` arrays have length 0).
    Array(Box<Type>, u64),
    /// A struct or union, equal only to itself (by definition, not shape).
    Record(RecordRef),
}

/// A struct or union type: its id in [`Program::records`] and its printed
/// name. Equality and hashing are by id.
#[derive(Debug, Clone)]
pub struct RecordRef {
    /// Which record.
    pub id: RecordId,
    /// The record's [`Record::name`], shared so that types print without the program.
    pub name: std::sync::Arc<str>,
}

impl PartialEq for RecordRef {
    fn eq(&self, other: &RecordRef) -> bool {
        self.id == other.id
    }
}

impl Eq for RecordRef {}

impl std::hash::Hash for RecordRef {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.id.hash(state)
    }
}

impl Type {
    /// `int`.
    pub const INT: Type = Type::Int(IntType::I32);
    /// `unsigned int`.
    pub const UINT: Type = Type::Int(IntType::U32);
    /// `long` (and `long long`): 64-bit.
    pub const LONG: Type = Type::Int(IntType::I64);
    /// `unsigned long` (and `unsigned long long`): 64-bit.
    pub const ULONG: Type = Type::Int(IntType::U64);
    pub(crate) const BOOL: Type = Type::Int(IntType::BOOL);

    pub(crate) fn pointer_to(self) -> Type {
        Type::Pointer(Box::new(self))
    }

    pub(crate) fn is_integer(&self) -> bool {
        matches!(self, Type::Int(_))
    }

    /// Whether it is `float` or `double`.
    pub fn is_float(&self) -> bool {
        matches!(self, Type::Float | Type::Double)
    }

    pub(crate) fn is_arithmetic(&self) -> bool {
        self.is_integer() || self.is_float()
    }

    /// Whether it is a pointer (arrays are not, until they decay).
    pub fn is_pointer(&self) -> bool {
        matches!(self, Type::Pointer(_))
    }

    /// Whether it is arithmetic or a pointer: what conditions and `&&`/`||` accept.
    pub fn is_scalar(&self) -> bool {
        self.is_arithmetic() || self.is_pointer()
    }

    /// The integer type, if it is one.
    pub fn int(&self) -> Option<IntType> {
        match self {
            Type::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// The struct or union, if it is one.
    pub fn record(&self) -> Option<RecordId> {
        match self {
            Type::Record(r) => Some(r.id),
            _ => None,
        }
    }

    /// The pointed-to type, if it is a pointer.
    pub fn pointee(&self) -> Option<&Type> {
        match self {
            Type::Pointer(t) => Some(t),
            _ => None,
        }
    }

    /// Size in bytes (`_Bool` is one byte; an incomplete record is 0).
    pub fn size(&self, records: &Records) -> u64 {
        match self {
            Type::Void => 1,
            Type::Int(i) => (i.bits as u64).div_ceil(8),
            Type::Float => 4,
            Type::Double | Type::Pointer(_) => 8,
            Type::Array(elem, n) => elem.size(records) * n,
            Type::Record(r) => records[r.id].layout.as_ref().map_or(0, |l| l.size),
        }
    }

    /// Alignment in bytes, as C on LP64.
    pub fn align(&self, records: &Records) -> u64 {
        match self {
            Type::Array(elem, _) => elem.align(records),
            Type::Record(r) => records[r.id].layout.as_ref().map_or(1, |l| l.align),
            Type::Void => 1,
            other => other.size(records),
        }
    }
}

/// The scalar leaves of an object of type `ty`, as an initializer list gives
/// them ([`Init::List`], [`Global::init`]): each with its byte offset and
/// type, arrays in row-major order, struct members in order, a union's first
/// member only (C11 6.7.9p17); padding is no leaf.
pub fn scalar_leaves(ty: &Type, records: &Records) -> Vec<(u64, Type)> {
    let mut out = Vec::new();
    push_leaves(ty, 0, records, &mut out);
    out
}

fn push_leaves(ty: &Type, base: u64, records: &Records, out: &mut Vec<(u64, Type)>) {
    match ty {
        Type::Array(elem, n) => {
            let size = elem.size(records);
            for i in 0..*n {
                push_leaves(elem, base + i * size, records, out);
            }
        }
        Type::Record(r) => {
            let members = records[r.id].members();
            let members = match records[r.id].kind {
                RecordKind::Struct => members,
                RecordKind::Union => &members[..members.len().min(1)],
            };
            for m in members {
                push_leaves(&m.ty, base + m.offset, records, out);
            }
        }
        other => out.push((base, other.clone())),
    }
}

/// The names by which a record type's members are reached, through its anonymous
/// members (C11 6.7.2.1p13); empty for a type that is not a record.
pub fn member_names(records: &Records, ty: &Type) -> Vec<String> {
    let Type::Record(r) = ty else {
        return Vec::new();
    };
    let mut names = Vec::new();
    for m in records[r.id].members() {
        if m.name.is_empty() {
            names.extend(member_names(records, &m.ty));
        } else {
            names.push(m.name.clone());
        }
    }
    names
}

/// The member indices that lead from `record` to its member `name`, through anonymous
/// members: `[i]` for a direct member, longer for one inside anonymous members.
pub fn member_path(records: &Records, record: RecordId, name: &str) -> Option<Vec<u32>> {
    for (i, m) in records[record].members().iter().enumerate() {
        if m.name == name {
            return Some(vec![i as u32]);
        }
        if let (true, Type::Record(inner)) = (m.name.is_empty(), &m.ty) {
            if let Some(mut rest) = member_path(records, inner.id, name) {
                rest.insert(0, i as u32);
                return Some(rest);
            }
        }
    }
    None
}

/// How many scalar leaves an object of type `ty` has (see [`scalar_leaves`]).
pub fn leaf_count(ty: &Type, records: &Records) -> u64 {
    match ty {
        Type::Array(elem, n) => n * leaf_count(elem, records),
        Type::Record(r) => {
            let members = records[r.id].members();
            match records[r.id].kind {
                RecordKind::Struct => members.iter().map(|m| leaf_count(&m.ty, records)).sum(),
                RecordKind::Union => members.first().map_or(0, |m| leaf_count(&m.ty, records)),
            }
        }
        _ => 1,
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Void => write!(f, "void"),
            Type::Int(IntType { bits: 1, .. }) => write!(f, "_Bool"),
            Type::Int(i) => {
                let base = match i.bits {
                    8 => "char",
                    16 => "short",
                    32 => "int",
                    _ => "long",
                };
                match (i.signed, i.bits) {
                    (true, 8) => write!(f, "signed char"),
                    (true, _) => write!(f, "{base}"),
                    (false, _) => write!(f, "unsigned {base}"),
                }
            }
            Type::Float => write!(f, "float"),
            Type::Double => write!(f, "double"),
            Type::Pointer(t) => write!(f, "{t}*"),
            Type::Array(..) => {
                // C's order: `float[4][5]` is 4 arrays of 5 floats.
                let mut leaf = self;
                let mut dims = Vec::new();
                while let Type::Array(elem, n) = leaf {
                    dims.push(*n);
                    leaf = elem;
                }
                write!(f, "{leaf}")?;
                dims.iter().try_for_each(|n| write!(f, "[{n}]"))
            }
            Type::Record(r) => write!(f, "{}", r.name),
        }
    }
}
