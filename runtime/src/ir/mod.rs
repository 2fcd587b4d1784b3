//! The IR engine: executes LLVM IR (any frontend's, read through inkwell and
//! llvm-sys) under the dynamic rules of convergence-operations.txt.
//!
//! Conventions it expects (Clang's, and the lowering's):
//! - `threadIdx`, `blockIdx`, `blockDim`, `gridDim` are external globals of
//!   a `{i32, i32, i32}` struct and `warpSize` an external `i32`, read by
//!   (constant-GEP +) load.
//! - Globals in address space 3 (or in section `tangle.shared`) are
//!   `__shared__`: one copy per block. Other globals: one per launch.
//! - Builtins are declarations called by name: `__ballot_sync`,
//!   `__syncthreads`, ..., shuffles as `__tangle_<op>_<ty>` (`<op>` is
//!   `shfl_sync`, `shfl_xor_sync`, `shfl_up_sync`, `shfl_down_sync` or
//!   HIP's maskless `shfl`; `<ty>` is `i32`, `u32`, `i64`, `u64`, `f32`,
//!   `f64`), and `__ffs`, `__popc`, `__popcll`, `__clz`, `atomicAdd`, `min`, `max`.
//! - The kernel is the function `--kernel` names, else the only defined
//!   function no other function calls.
//!
//! Convergence:
//! - A function that uses convergence tokens is *controlled*: `entry` in the
//!   kernel is the launched block; in a callee it is the call's instance
//!   (call site, token in its bundle); the n-th execution of a `loop` heart
//!   with the same parent token value is one instance; an `anchor` is our
//!   documented choice: the n-th execution of that anchor under the token a
//!   call there would infer (below), else in the same function instance, so
//!   that inlining a function anchored at its top keeps its groups. A
//!   convergent builtin communicates with the threads whose bundle token
//!   holds the same value.
//! - A function without tokens is *uncontrolled*: maximal convergence by
//!   cycle headers (convergence-and-uniformity.rst), with LLVM's cycle
//!   hierarchy (`cycles`): threads communicate when they have executed the
//!   header of every cycle around the call the same number of times since
//!   entering it (0 for a thread that entered an irreducible cycle elsewhere).
//! - A call without a bundle (to a non-convergent function, or in an
//!   uncontrolled function) gives the callee an instance of (call site, the
//!   caller's context there): for a controlled caller that context is the
//!   token of the heart of the innermost cycle around the call (or the
//!   entry token), as "Inferring Tokens" would choose; anchors in the
//!   callee count within that instance.
//!
//! Values: scalars in 64-bit registers; structs, arrays and vectors as the
//! address of a copy the frame keeps per instruction (a phi's own copy is
//! taken on entering its block). Vector lanes lie at multiples of their
//! scalar's size (`i1` in a byte), which is LLVM's memory layout for lanes
//! of whole bytes; elementwise instructions and intrinsics run the scalar
//! operation in each lane (`Inst::Lanes`); vector constants are read-only
//! globals.

pub(crate) mod cycles;
pub(crate) mod exec;
pub mod read;

use crate::collective;
use crate::value::Ty;
use frontend::builtins::Builtin;
use frontend::math::MathFn;
use frontend::model::{BinaryOp, SpecialVar};

#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Operand {
    /// A parameter or an instruction's result: its value number ([`Func::value_of`]) as
    /// read, its register in the instructions the engines run.
    Reg(u32),
    Const(u64),
    /// A global's address plus a byte offset.
    Global(u32, i64),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FPred {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Uno,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    True,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Pred {
    /// Integer and pointer comparisons (`ty` carries the signedness).
    Int(BinaryOp),
    Float(FPred),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CastKind {
    Trunc,
    ZExt,
    SExt,
    FpToUi,
    FpToSi,
    UiToFp,
    SiToFp,
    FpTrunc,
    FpExt,
    /// ptrtoint, inttoptr, bitcast, addrspacecast: the bits carry over
    /// (truncated or zero-extended to the width).
    Bits,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Callee {
    /// A function with a body (index into the module's functions).
    Func(u32),
    /// A convergent builtin: a site of the trace.
    Convergent {
        op: collective::Op,
        site: u32,
    },
    /// A builtin that does not communicate.
    Plain(Builtin, Ty),
    /// A math function, by its C name or LLVM intrinsic (`cbrtf`, `llvm.sqrt.f32`).
    Math(MathFn),
    /// `llvm.is.fpclass` on a value of this type (Clang's `isnan`, `isfinite`).
    FpClass(Ty),
    /// The C library's `printf`.
    Printf,
    /// `puts` and `putchar`, which LLVM makes of `printf("...\n")`,
    /// `printf("%s\n", s)` and one-character `printf`s: printf output.
    Puts,
    Putchar,
    /// An LLVM integer intrinsic on values of this type.
    Int(IntOp, Ty),
    /// A declaration the engine does not know: calling it is an error. (A thin
    /// pointer: it keeps `Callee`, and so every call instruction, small.)
    #[allow(clippy::box_collection)]
    Missing(Box<String>),
}

/// LLVM's integer intrinsics (`llvm.ctpop.i32`, `llvm.fshl.i64`, ...), which
/// InstCombine makes of shifts, masks and compares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum IntOp {
    /// `llvm.abs`: the second argument (poison for the minimum) changes nothing here.
    Abs,
    Ctpop,
    Ctlz,
    Cttz,
    Bswap,
    Bitreverse,
    Fshl,
    Fshr,
    SAddSat,
    UAddSat,
    SSubSat,
    USubSat,
    /// `llvm.scmp`/`llvm.ucmp` (-1, 0 or 1) of operands of this width; the
    /// result's type is the callee's.
    SCmp(u8),
    UCmp(u8),
    /// `llvm.expect` and `llvm.canonicalize`: the first argument.
    Identity,
}

/// `llvm.vector.reduce.*`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ReduceOp {
    /// Integer and (in order, from the start value) floating-point
    /// arithmetic and bitwise operations.
    Binary(BinaryOp),
    SMax,
    SMin,
    UMax,
    UMin,
    /// `maxnum`/`minnum` (a NaN lane is ignored) and `maximum`/`minimum` (a
    /// NaN lane wins).
    FMax,
    FMin,
    FMaximum,
    FMinimum,
}

/// What [`Inst::Lanes`] computes in each lane, from the lanes' arguments in order.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum LaneOp {
    Binary {
        op: BinaryOp,
        ty: Ty,
    },
    FNeg {
        ty: Ty,
    },
    Cmp {
        pred: Pred,
        ty: Ty,
    },
    Cast {
        kind: CastKind,
        from: Ty,
        to: Ty,
    },
    /// Condition, then the two values.
    Select,
    /// A vector `getelementptr`: the base, then one index per scale
    /// (`base + offset + Σ sext(index) * scale`).
    Gep {
        offset: i64,
        scales: Vec<(u8, i64)>,
    },
    /// An elementwise intrinsic (`llvm.smax.v4i32`, `llvm.fabs.v2f32`).
    Call(Callee),
}

/// An argument of [`Inst::Lanes`]: a vector (its lanes of this type) or a
/// scalar every lane reads.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct LaneArg {
    pub(crate) val: Operand,
    pub(crate) lanes: Option<Ty>,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Inst {
    Alloca {
        size: u64,
        count: Operand,
        name: String,
    },
    Load {
        ty: Ty,
        ptr: Operand,
    },
    Store {
        ty: Ty,
        val: Operand,
        ptr: Operand,
    },
    /// `base + offset + Σ sext(index) * scale`.
    Gep {
        base: Operand,
        offset: i64,
        terms: Vec<(Operand, u8, i64)>,
    },
    Binary {
        op: BinaryOp,
        ty: Ty,
        a: Operand,
        b: Operand,
    },
    FNeg {
        ty: Ty,
        a: Operand,
    },
    Cmp {
        pred: Pred,
        ty: Ty,
        a: Operand,
        b: Operand,
    },
    Cast {
        kind: CastKind,
        from: Ty,
        to: Ty,
        a: Operand,
    },
    Select {
        cond: Operand,
        a: Operand,
        b: Operand,
    },
    Phi {
        incoming: Vec<(u32, Operand)>,
        /// Aggregates and vectors: the bytes copied into the phi's own
        /// snapshot when the block is entered (0: a scalar).
        copy: u64,
    },
    Br(u32),
    CondBr {
        cond: Operand,
        then: u32,
        other: u32,
    },
    Switch {
        ty: Ty,
        val: Operand,
        cases: Vec<(u64, u32)>,
        default: u32,
    },
    Ret(Option<Operand>),
    Unreachable,
    Call {
        callee: Callee,
        args: Box<[Operand]>,
        /// The `convergencectrl` bundle's token.
        token: Option<Operand>,
    },
    Special(SpecialVar),
    /// A vector load of consecutive `i32` launch variables (`blockDim.x`
    /// and `.y` as a `<2 x i32>`): a snapshot of their values.
    Specials(Vec<SpecialVar>),
    ConvEntry,
    ConvLoop {
        parent: Operand,
    },
    ConvAnchor,
    Memcpy {
        dst: Operand,
        src: Operand,
        len: Operand,
    },
    Memset {
        dst: Operand,
        val: Operand,
        len: Operand,
    },
    /// A load of a whole struct or array: its value is the address of a copy
    /// (a snapshot, never written again) that the frame holds for this
    /// instruction.
    LoadAgg {
        size: u64,
        ptr: Operand,
    },
    /// A store of a whole struct or array value (a snapshot's address).
    StoreAgg {
        size: u64,
        val: Operand,
        ptr: Operand,
    },
    /// `extractvalue`: the scalar at `offset` of an aggregate value, or
    /// (`ty` `None`) the address of the sub-aggregate there.
    Extract {
        agg: Operand,
        offset: u64,
        ty: Option<Ty>,
    },
    /// `insertvalue` of a scalar: a new snapshot of `size` bytes.
    Insert {
        agg: Operand,
        size: u64,
        val: Operand,
        offset: u64,
        ty: Ty,
    },
    /// An elementwise vector operation: `n` lanes of `out`, each computed by
    /// `op` from the lanes of `args`, into a snapshot.
    Lanes {
        n: u32,
        out: Ty,
        op: Box<LaneOp>,
        args: Box<[LaneArg]>,
    },
    /// `extractelement` (an index past the end reads poison: 0).
    ExtractElement {
        vec: Operand,
        n: u32,
        ty: Ty,
        idx: Operand,
    },
    /// `insertelement`: a new snapshot.
    InsertElement {
        vec: Operand,
        n: u32,
        ty: Ty,
        val: Operand,
        idx: Operand,
    },
    /// `shufflevector`: lane k of the result is lane `mask[k]` of `a` then
    /// `b` (`a` has `n` lanes); `None` is poison (0).
    Shuffle {
        a: Operand,
        b: Operand,
        n: u32,
        ty: Ty,
        mask: Box<[Option<u32>]>,
    },
    /// `bitcast` of a vector of `n` integer lanes narrower or wider than whole bytes
    /// (`<2 x i1>`) to an integer: lane k's bits at bit k × the lane's width, as
    /// LLVM lays such lanes out (packed, the first lane lowest).
    PackLanes {
        vec: Operand,
        n: u32,
        /// Each lane's width in bits.
        bits: u8,
    },
    /// The reverse `bitcast`, an integer to such a vector: a new snapshot.
    UnpackLanes {
        val: Operand,
        n: u32,
        bits: u8,
    },
    /// `llvm.vector.reduce.*`; `start` for the ordered floating-point ones.
    Reduce {
        op: ReduceOp,
        ty: Ty,
        n: u32,
        vec: Operand,
        start: Option<Operand>,
    },
    /// `llvm.{s,u}{add,sub,mul}.with.overflow`: a `{ty, i1}` snapshot of
    /// `size` bytes, the flag at `flag`.
    Overflow {
        op: BinaryOp,
        ty: Ty,
        a: Operand,
        b: Operand,
        size: u64,
        flag: u64,
    },
    /// `llvm.sincos` and `llvm.frexp` (scalar): a `{ty, ty}` or `{ty, i32}` snapshot of
    /// `size` bytes, the second field at `second`.
    MathPair {
        op: PairOp,
        ty: Ty,
        x: Operand,
        size: u64,
        second: u64,
    },
    Nop,
}

// The interpreter waits on loading the next instruction more than on running it
// (a fuzzed kernel's instructions outgrow a 512 KiB L2): rare and variable-length
// payloads are boxed so that no instruction takes more than 56 bytes (it was 72).
const _: () = assert!(std::mem::size_of::<Inst>() <= 56);

/// The math intrinsics with two results.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PairOp {
    /// `{sin x, cos x}`.
    Sincos,
    /// `{fraction, exponent}`, as C's `frexp`.
    Frexp,
}

/// Calls `$f` with a reference to every operand instruction `$inst` reads,
/// `&mut` with `mut`: one list for [`Inst::for_each_operand`] and
/// [`Inst::for_each_operand_mut`].
macro_rules! visit_operands {
    ($inst:expr, $f:ident $(, $m:tt)?) => {
        match $inst {
            Inst::Alloca { count, .. } => $f(count),
            Inst::Load { ptr, .. } | Inst::LoadAgg { ptr, .. } => $f(ptr),
            Inst::Store { val, ptr, .. } | Inst::StoreAgg { val, ptr, .. } => {
                $f(val);
                $f(ptr);
            }
            Inst::Gep { base, terms, .. } => {
                $f(base);
                for t in terms {
                    $f(&$($m)? t.0);
                }
            }
            Inst::Binary { a, b, .. }
            | Inst::Cmp { a, b, .. }
            | Inst::Shuffle { a, b, .. }
            | Inst::Overflow { a, b, .. } => {
                $f(a);
                $f(b);
            }
            Inst::FNeg { a, .. } | Inst::Cast { a, .. } => $f(a),
            Inst::PackLanes { vec, .. } => $f(vec),
            Inst::UnpackLanes { val, .. } => $f(val),
            Inst::MathPair { x, .. } => $f(x),
            Inst::Select { cond, a, b } => {
                $f(cond);
                $f(a);
                $f(b);
            }
            Inst::Phi { incoming, .. } => {
                for i in incoming {
                    $f(&$($m)? i.1);
                }
            }
            Inst::CondBr { cond, .. } => $f(cond),
            Inst::Switch { val, .. } => $f(val),
            Inst::Ret(v) => {
                if let Some(v) = v {
                    $f(v);
                }
            }
            Inst::Call { args, token, .. } => {
                for a in args {
                    $f(a);
                }
                if let Some(t) = token {
                    $f(t);
                }
            }
            Inst::ConvLoop { parent } => $f(parent),
            Inst::Memcpy { dst, src, len } => {
                $f(dst);
                $f(src);
                $f(len);
            }
            Inst::Memset { dst, val, len } => {
                $f(dst);
                $f(val);
                $f(len);
            }
            Inst::Extract { agg, .. } => $f(agg),
            Inst::Insert { agg, val, .. } => {
                $f(agg);
                $f(val);
            }
            Inst::Lanes { args, .. } => {
                for a in args {
                    $f(&$($m)? a.val);
                }
            }
            Inst::ExtractElement { vec, idx, .. } => {
                $f(vec);
                $f(idx);
            }
            Inst::InsertElement { vec, val, idx, .. } => {
                $f(vec);
                $f(val);
                $f(idx);
            }
            Inst::Reduce { vec, start, .. } => {
                $f(vec);
                if let Some(s) = start {
                    $f(s);
                }
            }
            Inst::Br(_)
            | Inst::Unreachable
            | Inst::Special(_)
            | Inst::Specials(_)
            | Inst::ConvEntry
            | Inst::ConvAnchor
            | Inst::Nop => {}
        }
    };
}

impl Inst {
    /// Calls `f` with every operand the instruction reads.
    pub(crate) fn for_each_operand(&self, mut f: impl FnMut(Operand)) {
        let mut each = |o: &Operand| f(*o);
        visit_operands!(self, each)
    }

    /// Calls `f` with every operand the instruction reads, to rewrite it.
    pub(crate) fn for_each_operand_mut(&mut self, mut f: impl FnMut(&mut Operand)) {
        visit_operands!(self, f, mut)
    }

    pub(crate) fn is_terminator(&self) -> bool {
        matches!(
            self,
            Inst::Br(_)
                | Inst::CondBr { .. }
                | Inst::Switch { .. }
                | Inst::Ret(_)
                | Inst::Unreachable
        )
    }

    /// Successor blocks of a terminator.
    pub(crate) fn successors(&self) -> Vec<u32> {
        match self {
            Inst::Br(b) => vec![*b],
            Inst::CondBr { then, other, .. } => vec![*then, *other],
            Inst::Switch { cases, default, .. } => {
                cases.iter().map(|c| c.1).chain([*default]).collect()
            }
            _ => Vec::new(),
        }
    }
}

#[derive(Debug, Clone)]
pub(crate) struct Block {
    /// First instruction.
    pub(crate) start: u32,
    /// First instruction after the phis.
    pub(crate) body: u32,
    /// One past the terminator.
    pub(crate) end: u32,
    /// Its label in the IR (`while.cond`), for traces; empty where it has none
    /// ([`Func::block_name`]).
    pub(crate) name: String,
}

#[derive(Debug, Clone)]
pub(crate) struct Param {
    pub(crate) name: String,
    /// An aggregate parameter is the address of its value (`Ty::Ptr`).
    pub(crate) ty: Ty,
    /// `byval(T)` (Clang's struct parameters) or an aggregate value: the
    /// callee gets its own copy of this many bytes; 0 for other parameters.
    pub(crate) copy: u64,
}

/// A function with a body, read into the engine's instructions.
#[derive(Debug, Clone)]
pub struct Func {
    /// Its name in the IR (a C++ function's is mangled).
    pub name: String,
    pub(crate) params: Vec<Param>,
    /// The size of an aggregate return value (its address is returned; the
    /// caller copies it out before the frame goes), else 0.
    pub(crate) ret_size: u64,
    pub(crate) insts: Vec<Inst>,
    /// `!dbg` line and column of each instruction, when present.
    pub(crate) locs: Vec<Option<(u32, u32)>>,
    pub(crate) blocks: Vec<Block>,
    pub(crate) block_of: Vec<u32>,
    /// Uses convergence tokens.
    pub controlled: bool,
    /// Called by another function of the module.
    pub(crate) called: bool,
}

impl Func {
    /// Block `b`'s label for traces: its name in the IR, or `block {b}` where it has none
    /// (formatted only when a trace asks: reading a module named every block so).
    pub(crate) fn block_name(&self, b: u32) -> std::borrow::Cow<'_, str> {
        match self.blocks.get(b as usize) {
            Some(blk) if !blk.name.is_empty() => blk.name.as_str().into(),
            _ => format!("block {b}").into(),
        }
    }

    /// The value instruction `i` makes, as operands name it (parameters come first). The
    /// engines run on registers allocated from these (`exec::registers`).
    pub(crate) fn value_of(&self, i: u32) -> u32 {
        self.params.len() as u32 + i
    }

    /// The number of values: parameters and instructions.
    pub(crate) fn values(&self) -> usize {
        self.params.len() + self.insts.len()
    }

    pub(crate) fn succ(&self) -> Vec<Vec<u32>> {
        self.blocks
            .iter()
            .map(|b| {
                b.end
                    .checked_sub(1)
                    .and_then(|t| self.insts.get(t as usize))
                    .map(Inst::successors)
                    .unwrap_or_default()
            })
            .collect()
    }
}

#[derive(Debug, Clone)]
pub(crate) struct Global {
    pub(crate) name: String,
    pub(crate) bytes: Vec<u8>,
    /// Addresses of globals in `bytes` (`@p = global ptr @g`).
    pub(crate) relocs: Vec<crate::launch::Reloc>,
    pub(crate) shared: bool,
    /// `extern __shared__`: declared, shared; it is the launch's dynamic
    /// shared memory, which every such global aliases.
    pub(crate) dynamic: bool,
    /// An LLVM `constant` (`__constant__` objects, string literals): writes are refused.
    pub(crate) read_only: bool,
}

/// An LLVM module as the IR engine runs it ([`read::read`], [`load`]).
#[derive(Debug, Clone, Default)]
pub struct Module {
    /// Functions with bodies.
    pub funcs: Vec<Func>,
    pub(crate) globals: Vec<Global>,
    pub(crate) sites: Vec<crate::trace::Site>,
    /// The verifier's complaint, if the IR fails it (we still run it).
    pub verifier: Option<String>,
    /// The source file its debug info names (sites are lines of it).
    pub source_file: Option<String>,
}

pub use exec::{run, Program};

/// Reads a `.ll` or `.bc` file.
pub fn load(path: &std::path::Path) -> Result<Module, crate::Failure> {
    let bytes = std::fs::read(path)
        .map_err(|e| crate::Failure::Input(format!("cannot read {}: {e}", path.display())))?;
    read::read(&path.display().to_string(), &bytes)
}

/// Every IR file of the repository that the engine reads (Clang's and tangle's: the
/// lowering's golden files and the IR pairs), for tests of its analyses on real IR.
#[cfg(test)]
pub(crate) fn repository_modules() -> Vec<(std::path::PathBuf, Module)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let dirs = [
        "lowering/tests/golden",
        "lowering/tests/golden/targets",
        "lowering/tests/golden/explicit",
        "tests/ir_pairs",
    ];
    let mut modules = Vec::new();
    for dir in dirs {
        let entries = std::fs::read_dir(root.join(dir)).expect("the folder reads");
        for path in entries.map(|e| e.expect("an entry").path()) {
            if path.extension().is_some_and(|e| e == "ll") {
                if let Ok(m) = load(&path) {
                    modules.push((path, m));
                }
            }
        }
    }
    modules
}
