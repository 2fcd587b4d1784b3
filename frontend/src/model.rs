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
use std::borrow::Cow;
use std::fmt;

pub type FuncId = Idx<Function>;
pub type StmtId = Idx<Stmt>;
pub type ExprId = Idx<Expr>;
pub type LocalId = Idx<Local>;
pub type GlobalId = Idx<Global>;
pub type RecordId = Idx<Record>;
/// The struct and union definitions of a program, which [`Type::Record`] refers to.
pub type Records = Arena<Record>;

/// A whole translation unit, after name resolution, typing and convergence inference.
#[derive(Debug, Default)]
pub struct Program {
    pub functions: Arena<Function>,
    pub globals: Arena<Global>,
    /// Struct and union types, in the order they were first named.
    pub records: Records,
}

impl Program {
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

    pub fn callee_is_convergent(&self, callee: Callee) -> bool {
        match callee {
            Callee::Builtin(b) => b.is_convergent(),
            Callee::Function(f) => self.functions[f].convergent,
            Callee::Math(_) | Callee::Printf => false,
        }
    }

    pub fn callee_name(&self, callee: Callee) -> Cow<'_, str> {
        match callee {
            Callee::Builtin(b) => b.name().into(),
            Callee::Function(f) => self.functions[f].name.as_str().into(),
            Callee::Math(m) => m.name().into(),
            Callee::Printf => crate::math::PRINTF.into(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FunctionKind {
    /// `__global__`: launched by the host; its body's tangle is the launch block.
    Kernel,
    /// Anything else with a body, or a declaration of an external function.
    Device,
}

#[derive(Debug)]
pub struct Function {
    pub name: String,
    /// The function's name in its declarator.
    pub span: Span,
    pub kind: FunctionKind,
    pub ret: Type,
    pub params: Vec<LocalId>,
    /// `None` for a declaration without a definition (an external function).
    pub body: Option<StmtId>,
    pub locals: Arena<Local>,
    pub stmts: Arena<Stmt>,
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
                let mut kids = self.stmts[s].kind.children();
                kids.reverse();
                stack.extend(kids);
            }
        }
        out
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Storage {
    /// An automatic variable: one per thread.
    Private,
    /// A parameter: one per thread, initialised by the launch or the caller.
    Param,
    /// `__shared__`: one per block.
    Shared,
}

#[derive(Debug)]
pub struct Local {
    pub name: String,
    pub ty: Type,
    pub span: Span,
    pub storage: Storage,
}

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

#[derive(Debug)]
pub struct Global {
    pub name: String,
    pub ty: Type,
    pub span: Span,
    pub storage: GlobalStorage,
    /// Its initializer's values; for an array, struct or union, its scalar leaves
    /// ([`scalar_leaves`]; the leaves after the last are zero), as [`Init::List`].
    pub init: Option<Vec<ConstValue>>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ConstValue {
    Int(i128),
    Float(f64),
    /// The address of a global plus a byte offset (`&g`, `array + 4`, `&s.member`).
    Address(GlobalId, i64),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RecordKind {
    Struct,
    Union,
}

impl RecordKind {
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
    pub kind: RecordKind,
    /// How types print: `struct P`, `union U`, a typedef's name for an
    /// anonymous one (`float4`), else `struct <anonymous>`.
    pub name: String,
    pub span: Span,
    /// `None` until the definition is complete (`struct S;`, or inside its own body).
    pub layout: Option<Layout>,
}

#[derive(Debug, Clone)]
pub struct Layout {
    pub members: Vec<Member>,
    pub size: u64,
    pub align: u64,
}

#[derive(Debug, Clone)]
pub struct Member {
    pub name: String,
    pub ty: Type,
    /// Byte offset from the start of the record.
    pub offset: u64,
}

impl Record {
    pub fn members(&self) -> &[Member] {
        self.layout.as_ref().map_or(&[], |l| &l.members)
    }
}

// ---------------------------------------------------------------------------
// Statements

#[derive(Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    /// From the statement's first token to its last.
    pub span: Span,
    /// The enclosing statement; `None` for the function body.
    pub parent: Option<StmtId>,
}

#[derive(Debug)]
pub enum StmtKind {
    Block(Vec<StmtId>),
    Expr(ExprId),
    /// One declaration; several declarators become several items.
    Decl(Vec<DeclItem>),
    Empty,
    If {
        cond: ExprId,
        then_branch: StmtId,
        else_branch: Option<StmtId>,
    },
    While {
        cond: ExprId,
        body: StmtId,
    },
    DoWhile {
        body: StmtId,
        cond: ExprId,
    },
    For {
        init: Option<StmtId>,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: StmtId,
    },
    Switch {
        cond: ExprId,
        body: StmtId,
        /// `Case` statements in source order.
        cases: Vec<StmtId>,
        default: Option<StmtId>,
    },
    Case {
        value: i128,
        body: StmtId,
        switch: StmtId,
    },
    Default {
        body: StmtId,
        switch: StmtId,
    },
    Label {
        name: String,
        body: StmtId,
    },
    Goto {
        label: String,
        /// The `Label` statement.
        target: StmtId,
    },
    Break {
        /// The loop or switch that is left.
        target: StmtId,
    },
    Continue {
        /// The loop whose next iteration starts.
        target: StmtId,
    },
    Return(Option<ExprId>),
}

#[derive(Debug)]
pub struct DeclItem {
    pub local: LocalId,
    pub init: Option<Init>,
}

#[derive(Debug)]
pub enum Init {
    Expr(ExprId),
    /// A brace list for an array, struct or union: the values of its scalar
    /// leaves ([`scalar_leaves`]: row-major, members in order; the leaves after
    /// the last are zero), each already converted to its leaf's type.
    List(Vec<ExprId>),
}

impl StmtKind {
    /// Direct sub-statements, in source order.
    pub fn children(&self) -> Vec<StmtId> {
        match self {
            StmtKind::Block(items) => items.clone(),
            StmtKind::If {
                then_branch,
                else_branch,
                ..
            } => std::iter::once(*then_branch).chain(*else_branch).collect(),
            StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => vec![*body],
            StmtKind::For { init, body, .. } => init.iter().copied().chain([*body]).collect(),
            StmtKind::Switch { body, .. } => vec![*body],
            StmtKind::Case { body, .. }
            | StmtKind::Default { body, .. }
            | StmtKind::Label { body, .. } => vec![*body],
            StmtKind::Expr(_)
            | StmtKind::Decl(_)
            | StmtKind::Empty
            | StmtKind::Goto { .. }
            | StmtKind::Break { .. }
            | StmtKind::Continue { .. }
            | StmtKind::Return(_) => Vec::new(),
        }
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
    pub kind: ExprKind,
    pub ty: Type,
    pub span: Span,
    /// The statement that evaluates this expression.
    pub stmt: StmtId,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Callee {
    Builtin(Builtin),
    Function(FuncId),
    /// A math library function or CUDA math intrinsic (never convergent).
    Math(MathFn),
    /// `printf`: the first argument is the format, a string literal (a
    /// `__constant__` global `.str...`); the rest are promoted as for `...`.
    Printf,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dim {
    X,
    Y,
    Z,
}

impl Dim {
    pub fn name(self) -> &'static str {
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
    ThreadIdx(Dim),
    BlockIdx(Dim),
    BlockDim(Dim),
    GridDim(Dim),
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

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// Arithmetic negation.
    Neg,
    /// `~`
    BitNot,
    /// `!`: yields int 0 or 1.
    LogicalNot,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    BitAnd,
    BitOr,
    BitXor,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl BinaryOp {
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

    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge
        )
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LogicalOp {
    And,
    Or,
}

#[derive(Debug)]
pub enum ExprKind {
    /// An integer constant; its bits are read according to `ty`.
    IntConst(i128),
    FloatConst(f64),
    Local(LocalId),
    Global(GlobalId),
    Special(SpecialVar),
    Unary {
        op: UnaryOp,
        operand: ExprId,
    },
    /// Arithmetic, bitwise or comparison on operands already converted to a
    /// common type (comparisons: the operands' type; result int). Pointer
    /// comparisons compare addresses.
    Binary {
        op: BinaryOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `ptr + offset` (offset converted to a 64-bit signed integer; `ptr - n`
    /// is `ptr + -n`). Scaled by the pointee size.
    PtrAdd {
        ptr: ExprId,
        offset: ExprId,
    },
    /// `a - b` for pointers: the element distance, as `long`.
    PtrDiff {
        lhs: ExprId,
        rhs: ExprId,
    },
    /// `&&` and `||`, short-circuit; operands are scalars, result int.
    Logical {
        op: LogicalOp,
        lhs: ExprId,
        rhs: ExprId,
    },
    Conditional {
        cond: ExprId,
        then_expr: ExprId,
        else_expr: ExprId,
    },
    /// `target = value`; `value` is already converted to the target's type.
    Assign {
        target: ExprId,
        value: ExprId,
    },
    /// `target op= value`: read target, convert it to `op_ty`, apply `op` with
    /// `value` (already of `op_ty`; for a pointer target `op_ty` is the pointer
    /// type and `op` is Add or Sub with a 64-bit offset), convert back, store.
    CompoundAssign {
        op: BinaryOp,
        target: ExprId,
        value: ExprId,
        op_ty: Type,
    },
    /// `++`/`--`, prefix or postfix, on an arithmetic or pointer lvalue.
    IncDec {
        target: ExprId,
        increment: bool,
        prefix: bool,
    },
    /// `base[index]`: `base` is a pointer (arrays decay), index a 64-bit signed integer.
    Index {
        base: ExprId,
        index: ExprId,
    },
    Deref(ExprId),
    /// `base.member` (`p->member` is `(*p).member`): `base` is a struct or
    /// union lvalue, or a struct value (a call's result); `member` indexes
    /// the record's members, whose offset the layout gives.
    Member {
        base: ExprId,
        member: u32,
    },
    AddrOf(ExprId),
    /// An array lvalue used as a value: a pointer to its first element.
    Decay(ExprId),
    /// Conversion to `ty`.
    Cast {
        operand: ExprId,
        implicit: bool,
    },
    Call {
        callee: Callee,
        args: Vec<ExprId>,
    },
    Comma {
        lhs: ExprId,
        rhs: ExprId,
    },
}

impl ExprKind {
    /// Direct operands, in evaluation order.
    pub fn operands(&self) -> Vec<ExprId> {
        match self {
            ExprKind::IntConst(_)
            | ExprKind::FloatConst(_)
            | ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Special(_) => Vec::new(),
            ExprKind::Unary { operand, .. }
            | ExprKind::Deref(operand)
            | ExprKind::AddrOf(operand)
            | ExprKind::Decay(operand)
            | ExprKind::Cast { operand, .. } => vec![*operand],
            ExprKind::Member { base, .. } => vec![*base],
            ExprKind::IncDec { target, .. } => vec![*target],
            ExprKind::Binary { lhs, rhs, .. }
            | ExprKind::PtrDiff { lhs, rhs }
            | ExprKind::Logical { lhs, rhs, .. }
            | ExprKind::Comma { lhs, rhs } => vec![*lhs, *rhs],
            ExprKind::PtrAdd { ptr, offset } => vec![*ptr, *offset],
            ExprKind::Index { base, index } => vec![*base, *index],
            ExprKind::Assign { target, value } | ExprKind::CompoundAssign { target, value, .. } => {
                vec![*target, *value]
            }
            ExprKind::Conditional {
                cond,
                then_expr,
                else_expr,
            } => vec![*cond, *then_expr, *else_expr],
            ExprKind::Call { args, .. } => args.clone(),
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

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IntType {
    pub bits: u8,
    pub signed: bool,
}

impl IntType {
    pub const BOOL: IntType = IntType {
        bits: 1,
        signed: false,
    };
    pub const I8: IntType = IntType {
        bits: 8,
        signed: true,
    };
    pub const U8: IntType = IntType {
        bits: 8,
        signed: false,
    };
    pub const I16: IntType = IntType {
        bits: 16,
        signed: true,
    };
    pub const U16: IntType = IntType {
        bits: 16,
        signed: false,
    };
    pub const I32: IntType = IntType {
        bits: 32,
        signed: true,
    };
    pub const U32: IntType = IntType {
        bits: 32,
        signed: false,
    };
    pub const I64: IntType = IntType {
        bits: 64,
        signed: true,
    };
    pub const U64: IntType = IntType {
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
    Void,
    /// Integers, including `_Bool` (1 bit, unsigned).
    Int(IntType),
    Float,
    Double,
    Pointer(Box<Type>),
    Array(Box<Type>, u64),
    /// A struct or union, equal only to itself (by definition, not shape).
    Record(RecordRef),
}

/// A struct or union type: its id in [`Program::records`] and its printed
/// name. Equality and hashing are by id.
#[derive(Debug, Clone)]
pub struct RecordRef {
    pub id: RecordId,
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
    pub const INT: Type = Type::Int(IntType::I32);
    pub const UINT: Type = Type::Int(IntType::U32);
    pub const LONG: Type = Type::Int(IntType::I64);
    pub const ULONG: Type = Type::Int(IntType::U64);
    pub const BOOL: Type = Type::Int(IntType::BOOL);

    pub fn pointer_to(self) -> Type {
        Type::Pointer(Box::new(self))
    }

    pub fn is_integer(&self) -> bool {
        matches!(self, Type::Int(_))
    }

    pub fn is_float(&self) -> bool {
        matches!(self, Type::Float | Type::Double)
    }

    pub fn is_arithmetic(&self) -> bool {
        self.is_integer() || self.is_float()
    }

    pub fn is_pointer(&self) -> bool {
        matches!(self, Type::Pointer(_))
    }

    pub fn is_scalar(&self) -> bool {
        self.is_arithmetic() || self.is_pointer()
    }

    pub fn int(&self) -> Option<IntType> {
        match self {
            Type::Int(i) => Some(*i),
            _ => None,
        }
    }

    pub fn record(&self) -> Option<RecordId> {
        match self {
            Type::Record(r) => Some(r.id),
            _ => None,
        }
    }

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
