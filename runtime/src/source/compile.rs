//! The program model compiled to a stack bytecode, one code vector per
//! function, so that a thread can stop in the middle of any expression at a
//! convergent call and resume there.
//!
//! The code keeps the statement CFG of `tangles::cfg` exactly: every
//! program point (statement, loop condition, `for` step, exit) starts with a
//! `Point`/`Enter` instruction, control only moves between points along that
//! CFG's edges (checked when the code is built), and `Enter` applies the σ
//! transition of the edge taken (cycles left, entered, iterated). Expression
//! control flow (`&&`, `||`, `?:`) stays inside its point.

use crate::collective;
use crate::context::{FlowGraph, Sigma, SiteReach, Transition, TAG_SCOPE};
use crate::launch::Reloc;
use crate::trace::Site;
use crate::value::{self, Ty};
use frontend::builtins::Builtin;
use frontend::math::MathFn;
use frontend::model::{
    scalar_leaves, BinaryOp, Callee, ConstValue, ExprId, ExprKind, FuncId, Function, GlobalStorage,
    Init, LocalId, LogicalOp, SpecialVar, StmtId, StmtKind, Storage, Type, UnaryOp,
};
use frontend::Unit;
use la_arena::RawIdx;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::{smallvec, SmallVec};
use std::cell::OnceCell;
use tangles::cfg::Point;
use tangles::{Analysis, Convergence, FunctionTangles};

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Op {
    Const(u64),
    Slot(u32),
    SetSlot(u32),
    TeeSlot(u32),
    /// Address of a byte offset in the frame's memory.
    FrameAddr(u32),
    /// Address of a global (per launch, or per block for `__shared__`).
    GlobalAddr(u32),
    /// Address of a `__shared__` local (per block).
    SharedAddr(u32),
    Special(SpecialVar),
    Load(Ty),
    /// `[value, addr] -> []`
    Store(Ty),
    /// `[value, addr] -> [value]`
    StoreKeep(Ty),
    Binary(BinaryOp, Ty),
    Compare(BinaryOp, Ty),
    /// `[a] -> [a op c]`: a binary operation with a constant right operand.
    BinaryConst(BinaryOp, Ty, u64),
    /// `[a] -> [a op c]`: a comparison with a constant right operand.
    CompareConst(BinaryOp, Ty, u64),
    /// `[a, b] -> []`: jumps when `a op b` is `when`.
    JumpCompare {
        op: BinaryOp,
        ty: Ty,
        to: u32,
        when: bool,
    },
    /// `[a] -> []`: jumps when `a op c` is `when`.
    JumpCompareConst {
        op: BinaryOp,
        ty: Ty,
        c: u64,
        to: u32,
        when: bool,
    },
    /// `[] -> [slot op c]`.
    SlotBinaryConst {
        slot: u32,
        op: BinaryOp,
        ty: Ty,
        c: u64,
    },
    /// `[] -> []`: jumps when `slot op c` is `when`.
    JumpSlotCompareConst {
        slot: u32,
        op: BinaryOp,
        ty: Ty,
        c: u64,
        to: u32,
        when: bool,
    },
    /// `[] -> []`: jumps when `slot op c` is true (not 0) as `when` says
    /// (`if (x % 2)`).
    JumpSlotBinaryConst {
        slot: u32,
        op: BinaryOp,
        ty: Ty,
        c: u64,
        to: u32,
        when: bool,
    },
    /// `[] -> []`: `to = from` of slots.
    MoveSlot {
        from: u32,
        to: u32,
    },
    /// `[a] -> [a op slot]`.
    SlotBinary {
        slot: u32,
        op: BinaryOp,
        ty: Ty,
    },
    /// `[] -> [a op b]` of two slots.
    SlotSlotBinary {
        a: u32,
        b: u32,
        op: BinaryOp,
        ty: Ty,
    },
    /// `[] -> []`: `dst = a op b` of slots.
    SlotSlotBinaryTo {
        a: u32,
        b: u32,
        op: BinaryOp,
        ty: Ty,
        dst: u32,
    },
    /// `[b] -> []`: `slot = slot op b`, a compound assignment to a register
    /// whose operation needs no conversion (`acc += x * y`), read after its
    /// operand is computed as the general form reads it.
    UpdateSlot {
        slot: u32,
        op: BinaryOp,
        ty: Ty,
    },
    /// `[] -> []`: `dst = slot op c`.
    SlotBinaryConstTo {
        slot: u32,
        op: BinaryOp,
        ty: Ty,
        c: u64,
        dst: u32,
    },
    /// `[a] -> []`: jumps when `a op slot` is `when`.
    JumpSlotCompare {
        slot: u32,
        op: BinaryOp,
        ty: Ty,
        to: u32,
        when: bool,
    },
    /// `[] -> []`: jumps when `a op b` of two slots is `when`.
    JumpSlotSlotCompare {
        a: u32,
        b: u32,
        op: BinaryOp,
        ty: Ty,
        to: u32,
        when: bool,
    },
    Neg(Ty),
    BitNot(Ty),
    LogicalNot(Ty),
    Convert(Ty, Ty),
    /// `[ptr, n] -> ptr + n * size`
    PtrAdd(u32),
    /// `[ptr, n] -> ptr + convert(n) * size`: an integer index widened first.
    PtrAddConverted(Index),
    /// `[ptr, n] -> [*(ptr + n * size)]`: an element's load (`PtrAdd` or
    /// `PtrAddConverted`, then `Load`).
    LoadIndexed(Index, Ty),
    /// `[ptr] -> [*(ptr + n * size)]`, the index `n` in a register.
    LoadSlotIndexed {
        index: u32,
        at: Index,
        ty: Ty,
    },
    /// `[] -> [*(ptr + n * size)]`, the pointer and the index in registers.
    LoadSlotSlotIndexed {
        base: u32,
        index: u32,
        at: Index,
        ty: Ty,
    },
    /// `[a, b] -> (a - b) / size`
    PtrDiff(u32),
    /// `[src, dst] -> [dst]`: copies a struct or union of this size.
    Copy(u32),
    /// Pushes the address of this frame offset after copying there the
    /// struct or union the callee just returned.
    TakeReturn(u32),
    Dup,
    Pop,
    Swap,
    Jump(u32),
    JumpIf(u32, Ty),
    JumpIfNot(u32, Ty),
    /// Pops the value (of the type) and jumps by the switch table.
    Switch(u32, Ty),
    Call(u32, u32),
    /// A builtin that does not communicate (`__popc`, `atomicAdd`, ...), its
    /// value type and argument count.
    Builtin(Builtin, Ty, u32),
    /// A math function of its arguments (`sqrtf`, `isnan`, ...).
    Math(MathFn),
    /// `printf` with this many arguments, the format first.
    Printf(u32),
    /// A convergent builtin: the thread blocks until its group is released.
    Converge(u32),
    Return,
    /// Start of a point whose incoming edges change no σ.
    Point(u32),
    /// Start of a point: apply the transition for the point control came from.
    Enter(u32, u32),
    /// A run-time error (index into the messages).
    Fail(u32),
}

/// Two consecutive instructions as one, and whether the result can fail as
/// the second did (then it takes the second's location): a constant folds
/// into its conversion and into the arithmetic or comparison it is the right
/// operand of, a comparison into the conditional jump on it, registers into
/// the operations and jumps that read them, an operation into the register it
/// sets, a constant or register into the compound assignment it updates a
/// register by, an index's widening into the pointer arithmetic it feeds, and
/// that arithmetic (with the registers it reads) into the element's load.
fn fuse(first: Op, second: Op) -> Option<(Op, bool)> {
    let jump = match second {
        Op::JumpIf(to, Ty::I { .. }) => Some((to, true)),
        Op::JumpIfNot(to, Ty::I { .. }) => Some((to, false)),
        _ => None,
    };
    Some(match (first, second, jump) {
        (Op::Const(c), Op::Convert(from, to), _) => {
            value::check_float_to_int(from, to, c).ok()?;
            (Op::Const(value::convert(from, to, c)), false)
        }
        (Op::Const(c), Op::Binary(op, ty), _) => (Op::BinaryConst(op, ty, c), true),
        (Op::Const(c), Op::Compare(op, ty), _) => (Op::CompareConst(op, ty, c), false),
        (Op::Compare(op, ty), _, Some((to, when))) => (Op::JumpCompare { op, ty, to, when }, false),
        (Op::CompareConst(op, ty, c), _, Some((to, when))) => {
            let fused = Op::JumpCompareConst {
                op,
                ty,
                c,
                to,
                when,
            };
            (fused, false)
        }
        (Op::Slot(slot), Op::BinaryConst(op, ty, c), _) => {
            (Op::SlotBinaryConst { slot, op, ty, c }, true)
        }
        (
            Op::Slot(slot),
            Op::JumpCompareConst {
                op,
                ty,
                c,
                to,
                when,
            },
            _,
        ) => {
            let fused = Op::JumpSlotCompareConst {
                slot,
                op,
                ty,
                c,
                to,
                when,
            };
            (fused, false)
        }
        (Op::SlotBinaryConst { slot, op, ty, c }, Op::JumpIf(to, t) | Op::JumpIfNot(to, t), _)
            if t == ty =>
        {
            let when = matches!(second, Op::JumpIf(..));
            let fused = Op::JumpSlotBinaryConst {
                slot,
                op,
                ty,
                c,
                to,
                when,
            };
            (fused, false)
        }
        (Op::Slot(from), Op::SetSlot(to), _) => (Op::MoveSlot { from, to }, false),
        (Op::Slot(slot), Op::Binary(op, ty), _) => (Op::SlotBinary { slot, op, ty }, true),
        // `c op x` as `x op c` where integer `op` commutes (`3 * x`).
        (Op::Const(c), Op::SlotBinary { slot, op, ty }, _)
            if matches!(ty, Ty::I { .. }) && crate::lanes::commutes(op) =>
        {
            (Op::SlotBinaryConst { slot, op, ty, c }, true)
        }
        (Op::Slot(a), Op::SlotBinary { slot: b, op, ty }, _) => {
            (Op::SlotSlotBinary { a, b, op, ty }, true)
        }
        (Op::SlotSlotBinary { a, b, op, ty }, Op::SetSlot(dst), _) => {
            (Op::SlotSlotBinaryTo { a, b, op, ty, dst }, false)
        }
        (Op::SlotBinaryConst { slot, op, ty, c }, Op::SetSlot(dst), _) => (
            Op::SlotBinaryConstTo {
                slot,
                op,
                ty,
                c,
                dst,
            },
            false,
        ),
        // A compound assignment of a constant or a register (`s += 1`, `acc += x`).
        (Op::Const(c), Op::UpdateSlot { slot, op, ty }, _) => (
            Op::SlotBinaryConstTo {
                slot,
                op,
                ty,
                c,
                dst: slot,
            },
            true,
        ),
        (Op::Slot(b), Op::UpdateSlot { slot, op, ty }, _) => (
            Op::SlotSlotBinaryTo {
                a: slot,
                b,
                op,
                ty,
                dst: slot,
            },
            true,
        ),
        (Op::Slot(slot), Op::JumpCompare { op, ty, to, when }, _) => (
            Op::JumpSlotCompare {
                slot,
                op,
                ty,
                to,
                when,
            },
            false,
        ),
        (
            Op::Slot(a),
            Op::JumpSlotCompare {
                slot: b,
                op,
                ty,
                to,
                when,
            },
            _,
        ) => {
            let fused = Op::JumpSlotSlotCompare {
                a,
                b,
                op,
                ty,
                to,
                when,
            };
            (fused, false)
        }
        (Op::Convert(from @ Ty::I { .. }, to @ Ty::I { .. }), Op::PtrAdd(size), _) => {
            (Op::PtrAddConverted(Index { from, to, size }), false)
        }
        (Op::PtrAdd(size), Op::Load(ty), _) => (Op::LoadIndexed(Index::plain(size), ty), true),
        (Op::PtrAddConverted(at), Op::Load(ty), _) => (Op::LoadIndexed(at, ty), true),
        (Op::Slot(index), Op::LoadIndexed(at, ty), _) => {
            (Op::LoadSlotIndexed { index, at, ty }, true)
        }
        (Op::Slot(base), Op::LoadSlotIndexed { index, at, ty }, _) => (
            Op::LoadSlotSlotIndexed {
                base,
                index,
                at,
                ty,
            },
            true,
        ),
        _ => return None,
    })
}

/// How an element's index becomes its address: widened from `from` to `to`
/// (the same type: as it is), times the element's size.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Index {
    pub from: Ty,
    pub to: Ty,
    pub size: u32,
}

impl Index {
    /// An index that is already a 64-bit integer.
    fn plain(size: u32) -> Index {
        let i64 = Ty::I {
            bits: 64,
            signed: true,
        };
        Index {
            from: i64,
            to: i64,
            size,
        }
    }

    /// The address of element `n` from `ptr`.
    #[inline(always)]
    pub(crate) fn address(self, ptr: u64, n: u64) -> u64 {
        self.addresses()(ptr, n)
    }

    /// [`Self::address`] with the widening's shape worked out once, for a
    /// row of lanes (per lane, its type's match was a tenth of a load).
    #[inline(always)]
    pub(crate) fn addresses(self) -> impl Fn(u64, u64) -> u64 {
        // An integer's widening (`value::convert` of integers): sign-extended
        // from a signed `from`, then truncated to `to`.
        let shift = match self.from {
            Ty::I { bits, signed: true } => 64 - u32::from(bits.min(64)),
            _ => 0,
        };
        let to = match self.to {
            Ty::I { bits, .. } => value::mask(bits),
            _ => u64::MAX,
        };
        let size = u64::from(self.size);
        move |ptr, n| {
            let n = ((((n << shift) as i64) >> shift) as u64) & to;
            ptr.wrapping_add(n.wrapping_mul(size))
        }
    }
}

impl Op {
    /// A jump's target (a label until the code is finished), and whether it
    /// is conditional.
    pub(crate) fn branch(&self) -> Option<(u32, bool)> {
        match *self {
            Op::Jump(t) => Some((t, false)),
            Op::JumpIf(t, _)
            | Op::JumpIfNot(t, _)
            | Op::JumpCompare { to: t, .. }
            | Op::JumpCompareConst { to: t, .. }
            | Op::JumpSlotCompareConst { to: t, .. }
            | Op::JumpSlotBinaryConst { to: t, .. }
            | Op::JumpSlotCompare { to: t, .. }
            | Op::JumpSlotSlotCompare { to: t, .. } => Some((t, true)),
            _ => None,
        }
    }

    /// The positions control can go to from this instruction at `pc`
    /// (`switches`: the function's resolved tables).
    pub(crate) fn successors(
        self,
        pc: u32,
        switches: &[(Vec<(i128, u32)>, u32)],
    ) -> SmallVec<[u32; 2]> {
        match (self.branch(), self) {
            (Some((t, true)), _) => smallvec![t, pc + 1],
            (Some((t, false)), _) => smallvec![t],
            (None, Op::Switch(s, _)) => {
                let (cases, default) = &switches[s as usize];
                cases.iter().map(|&(_, t)| t).chain([*default]).collect()
            }
            (None, Op::Return | Op::Fail(_)) => SmallVec::new(),
            _ => smallvec![pc + 1],
        }
    }

    /// The jump with another target.
    fn retarget(mut self, to: u32) -> Op {
        if let Op::Jump(t)
        | Op::JumpIf(t, _)
        | Op::JumpIfNot(t, _)
        | Op::JumpCompare { to: t, .. }
        | Op::JumpCompareConst { to: t, .. }
        | Op::JumpSlotCompareConst { to: t, .. }
        | Op::JumpSlotBinaryConst { to: t, .. }
        | Op::JumpSlotCompare { to: t, .. }
        | Op::JumpSlotSlotCompare { to: t, .. } = &mut self
        {
            *t = to;
        }
        self
    }
}

/// Where a local lives.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Place {
    Slot(u32),
    Frame(u32),
    Shared(u32),
}

#[derive(Debug)]
pub struct Code {
    pub name: String,
    pub ops: Vec<Op>,
    /// Line and column of each instruction's expression or statement.
    pub locs: Vec<(u32, u32)>,
    pub graph: FlowGraph,
    pub slots: u32,
    pub frame_bytes: u64,
    /// Each parameter's place and type; a struct or union parameter is passed
    /// as the address of the argument (`Ty::Ptr`) and copied into its place:
    /// then the third field is its size, else 0.
    pub params: Vec<(Place, Ty, u32)>,
    pub returns_value: bool,
    /// The size of the struct or union returned (the value is its address,
    /// copied out before the frame goes), else 0.
    pub ret_size: u32,
    /// Whether a call may execute a convergent operation (then calls get a
    /// function instance of their own).
    pub may_converge: bool,
    pub switches: Vec<(Vec<(i128, u32)>, u32)>,
    pub enter_tables: Vec<Vec<(u32, u32)>>,
    /// Cycle names for traces (`while@17`).
    pub cycle_names: Vec<String>,
    /// Launched as the kernel: the sites each position can get to
    /// ([`SiteReach`]), found by the first launch; `None` where the function is called.
    pub(crate) site_reach: OnceCell<Option<SiteReach>>,
}

impl Code {
    /// Where `switch` table `s` sends value `v`.
    pub(crate) fn switch_target(&self, s: u32, v: i128) -> u32 {
        let (cases, default) = &self.switches[s as usize];
        cases
            .iter()
            .find(|(c, _)| *c == v)
            .map_or(*default, |&(_, to)| to)
    }
}

#[derive(Debug)]
pub struct GlobalVar {
    pub name: String,
    /// One per block.
    pub shared: bool,
    /// `extern __shared__`: the launch's dynamic shared memory.
    pub dynamic: bool,
    /// `__constant__` (string literals too): writes are refused.
    pub read_only: bool,
    pub bytes: Vec<u8>,
}

#[derive(Debug)]
pub struct SharedLocal {
    pub name: String,
    pub size: u64,
}

#[derive(Debug)]
pub struct SiteCode {
    pub func: u32,
    pub pc: u32,
    pub op: collective::Op,
    pub nargs: u32,
}

#[derive(Debug)]
pub struct Compiled {
    /// By function index; `None` for declarations without a body.
    pub funcs: Vec<Option<Code>>,
    pub sites: Vec<Site>,
    pub site_code: Vec<SiteCode>,
    pub globals: Vec<GlobalVar>,
    pub shared: Vec<SharedLocal>,
    pub messages: Vec<String>,
    /// Addresses in the globals' initial bytes.
    pub relocs: Vec<Reloc>,
}

pub fn func_index(f: FuncId) -> u32 {
    u32::from(f.into_raw())
}

/// Compiles every function with a body. `Err` is an internal error.
pub fn compile(
    unit: &Unit,
    analysis: &Analysis,
    convergence: Convergence,
) -> Result<Compiled, String> {
    let program = &unit.program;
    let mut out = Compiled {
        funcs: Vec::new(),
        sites: Vec::new(),
        site_code: Vec::new(),
        globals: Vec::new(),
        shared: Vec::new(),
        messages: Vec::new(),
        relocs: Vec::new(),
    };
    for (gid, g) in program.globals.iter() {
        let mut bytes = vec![0u8; g.ty.size(&program.records) as usize];
        if let Some(init) = &g.init {
            let leaves = scalar_leaves(&g.ty, &program.records);
            for (v, (at, leaf)) in init.iter().zip(leaves) {
                let ty = Ty::of(&leaf).ok_or("a global initializer for a non-scalar leaf")?;
                let bits = match (v, ty) {
                    (ConstValue::Int(x), t) if !t.is_float() => crate::value::int(t, *x),
                    (ConstValue::Int(x), t) => crate::value::convert(Ty::I64, t, *x as i64 as u64),
                    (ConstValue::Float(x), t) => crate::value::convert(Ty::F64, t, x.to_bits()),
                    (ConstValue::Address(target, offset), _) => {
                        out.relocs.push(Reloc {
                            global: u32::from(gid.into_raw()),
                            at,
                            target: u32::from(target.into_raw()),
                            offset: *offset,
                        });
                        continue;
                    }
                };
                let size = ty.size() as usize;
                if let Some(dst) = bytes.get_mut(at as usize..at as usize + size) {
                    dst.copy_from_slice(&bits.to_le_bytes()[..size]);
                }
            }
        }
        out.globals.push(GlobalVar {
            name: g.name.clone(),
            shared: matches!(
                g.storage,
                GlobalStorage::Shared | GlobalStorage::DynamicShared
            ),
            dynamic: g.storage == GlobalStorage::DynamicShared,
            read_only: g.storage == GlobalStorage::Constant,
            bytes,
        });
    }
    let count = program.functions.len();
    for i in 0..count {
        let id = FuncId::from_raw(RawIdx::from(i as u32));
        let f = &program.functions[id];
        let code = match (f.body, analysis.functions.get(id)) {
            (Some(_), Some(ft)) => {
                let mut fc = FnCompiler::new(unit, id, f, ft, &mut out);
                fc.strict = convergence == Convergence::Strict;
                Some(fc.run()?)
            }
            _ => None,
        };
        out.funcs.push(code);
    }
    Ok(out)
}

/// Jump targets before layout is final.
type Label = u32;

struct FnCompiler<'a> {
    unit: &'a Unit,
    id: FuncId,
    f: &'a Function,
    ft: &'a FunctionTangles,
    /// Strict convergence: jumps tag the threads that take them.
    strict: bool,
    out: &'a mut Compiled,
    ops: Vec<Op>,
    locs: Vec<(u32, u32)>,
    /// The point each instruction belongs to.
    op_point: Vec<u32>,
    point: u32,
    loc: (u32, u32),
    labels: Vec<Option<u32>>,
    /// Where the last label was placed: no instruction folds into the one
    /// before it there (a jump lands between them).
    labelled_at: Option<u32>,
    point_labels: FxHashMap<u32, Label>,
    places: FxHashMap<LocalId, Place>,
    slots: u32,
    temps: u32,
    frame_bytes: u64,
    switches: Vec<(Vec<(i128, Label)>, Label)>,
    next: la_arena::ArenaMap<StmtId, Point>,
    /// Each convergent call's 1-based place in source order (a search per call was
    /// quadratic in a kernel of thousands).
    ordinals: la_arena::ArenaMap<ExprId, u32>,
}

impl<'a> FnCompiler<'a> {
    fn new(
        unit: &'a Unit,
        id: FuncId,
        f: &'a Function,
        ft: &'a FunctionTangles,
        out: &'a mut Compiled,
    ) -> FnCompiler<'a> {
        FnCompiler {
            unit,
            id,
            f,
            ft,
            strict: false,
            out,
            ops: Vec::new(),
            locs: Vec::new(),
            op_point: Vec::new(),
            point: 0,
            loc: (0, 0),
            labels: Vec::new(),
            labelled_at: None,
            point_labels: FxHashMap::default(),
            places: FxHashMap::default(),
            slots: 0,
            temps: 0,
            frame_bytes: 0,
            switches: Vec::new(),
            next: tangles::cfg::next_points(f),
            // From the back, so that a call listed twice keeps its first place.
            ordinals: (f.convergent_calls.iter().enumerate().rev())
                .map(|(i, &e)| (e, i as u32 + 1))
                .collect(),
        }
    }

    fn point_id(&self, p: Point) -> u32 {
        let n = self.f.stmts.len() as u32;
        let idx = |s: StmtId| u32::from(s.into_raw());
        match p {
            Point::Stmt(s) => idx(s),
            Point::Cond(s) => n + idx(s),
            Point::Step(s) => 2 * n + idx(s),
            Point::Exit => 3 * n,
        }
    }

    fn point_of_id(&self, id: u32) -> Point {
        let n = self.f.stmts.len() as u32;
        let s = |i: u32| StmtId::from_raw(RawIdx::from(i % n.max(1)));
        match id / n.max(1) {
            0 => Point::Stmt(s(id)),
            1 => Point::Cond(s(id)),
            2 => Point::Step(s(id)),
            _ => Point::Exit,
        }
    }

    fn emit(&mut self, op: Op) {
        if let Op::Convert(from, to) = op {
            if from == to {
                // The same value (`value::convert`; values are kept masked to
                // their width): compound assignments converted every value to
                // its own type, which kept registers from folding.
                return;
            }
        }
        self.ops.push(op);
        self.locs.push(self.loc);
        self.op_point.push(self.point);
        // The new instruction folds into the one before while they combine and
        // no jump lands between them: a thread executes fewer instructions.
        while let [.., first, second] = self.ops[..] {
            let n = self.ops.len();
            if self.labelled_at == Some(n as u32 - 1) {
                break;
            }
            let Some((fused, fails_as_second)) = fuse(first, second) else {
                break;
            };
            let second_loc = self.locs[n - 1];
            self.ops.pop();
            self.locs.pop();
            self.op_point.pop();
            self.ops[n - 2] = fused;
            if fails_as_second {
                // Errors point at the operation, not at its operand.
                self.locs[n - 2] = second_loc;
            }
        }
    }

    fn new_label(&mut self) -> Label {
        self.labels.push(None);
        (self.labels.len() - 1) as Label
    }

    fn place_label(&mut self, l: Label) {
        self.labels[l as usize] = Some(self.ops.len() as u32);
        self.labelled_at = Some(self.ops.len() as u32);
    }

    fn label_of_point(&mut self, p: Point) -> Label {
        let id = self.point_id(p);
        if let Some(&l) = self.point_labels.get(&id) {
            return l;
        }
        let l = self.new_label();
        self.point_labels.insert(id, l);
        l
    }

    /// Starts the code of a program point.
    fn start_point(&mut self, p: Point, span: frontend::Span) {
        let id = self.point_id(p);
        self.point = id;
        let l = self.label_of_point(p);
        self.place_label(l);
        self.loc = self.line_col(span);
        self.emit(Op::Point(id));
    }

    fn line_col(&self, span: frontend::Span) -> (u32, u32) {
        let lc = self.unit.line_col(span);
        (lc.line, lc.col)
    }

    fn temp(&mut self) -> u32 {
        let t = self.slots + self.temps;
        self.temps += 1;
        t
    }

    fn message(&mut self, m: String) -> u32 {
        self.out.messages.push(m);
        (self.out.messages.len() - 1) as u32
    }

    fn run(mut self) -> Result<Code, String> {
        let f = self.f;
        // Locals: slots unless their address is taken or they are arrays.
        let mut addressed = FxHashSet::default();
        for (_, e) in f.exprs.iter() {
            if let ExprKind::AddrOf(x) | ExprKind::Decay(x) = e.kind {
                if let ExprKind::Local(l) = f.exprs[x].kind {
                    addressed.insert(l);
                }
            }
        }
        for (l, local) in f.locals.iter() {
            let place = if local.storage == Storage::Shared {
                self.out.shared.push(SharedLocal {
                    name: format!("{}::{}", f.name, local.name),
                    size: local.ty.size(self.records()),
                });
                Place::Shared((self.out.shared.len() - 1) as u32)
            } else if addressed.contains(&l)
                || matches!(local.ty, Type::Array(..) | Type::Record(_))
            {
                Place::Frame(self.frame_temp(&local.ty))
            } else {
                self.slots += 1;
                Place::Slot(self.slots - 1)
            };
            self.places.insert(l, place);
        }
        let mut params = Vec::new();
        for &p in &f.params {
            let ty = &f.locals[p].ty;
            let param = match Ty::of(ty) {
                Some(t) => (self.places[&p], t, 0),
                None if matches!(ty, Type::Record(_)) => {
                    (self.places[&p], Ty::Ptr, self.record_size(ty)?)
                }
                None => {
                    return Err(format!(
                        "parameter `{}` of `{}` is not a scalar",
                        f.locals[p].name, f.name
                    ))
                }
            };
            params.push(param);
        }
        // Falling off the end of a function returning a struct returns this
        // zeroed one.
        let zero_ret = match &f.ret {
            Type::Record(_) => Some(self.frame_temp(&f.ret)),
            _ => None,
        };
        let body = f.body.ok_or("a function without a body")?;
        self.stmt(body, Some(Point::Exit))?;
        // The exit point: falling off the end returns (a value of 0 for a
        // non-void function, which C leaves undefined if it is used).
        self.start_point(Point::Exit, f.span);
        match zero_ret {
            Some(at) => self.emit(Op::FrameAddr(at)),
            None if f.ret != Type::Void => self.emit(Op::Const(0)),
            None => {}
        }
        self.emit(Op::Return);
        self.finish(params)
    }

    /// Removes each `Point` whose point is never read: only `Enter` reads a
    /// thread's point, so a `Point` after which every path sets another point
    /// before any `Enter` is dead (a statement that starts another, a loop's
    /// body, most statements but the last of a loop's body), and a thread runs
    /// one instruction less there. The value any `Enter` reads is still the one
    /// it read: it comes from the last `Point` on the way, which is live. Every
    /// position the code holds moves down with the instructions; the block graph
    /// keeps the removed points' blocks (a block may lose its first position),
    /// so what reaches what is unchanged.
    fn drop_unread_points(
        &mut self,
        block_of: &mut Vec<u32>,
        switches: &mut [(Vec<(i128, u32)>, u32)],
    ) {
        let n = self.ops.len();
        let ops = &self.ops;
        let successors: Vec<SmallVec<[u32; 2]>> = (0..n)
            .map(|pc| ops[pc].successors(pc as u32, switches))
            .collect();
        // Whether the point a thread holds on arriving at each position may be read
        // (backward liveness to a fixed point; one past the end reads nothing).
        let mut live = vec![false; n + 1];
        let read_after =
            |pc: usize, live: &[bool]| successors[pc].iter().any(|&s| live[(s as usize).min(n)]);
        let mut changed = true;
        while changed {
            changed = false;
            for pc in (0..n).rev() {
                let reads = match ops[pc] {
                    Op::Enter(..) => true,
                    Op::Point(_) => false,
                    _ => read_after(pc, &live),
                };
                if reads && !live[pc] {
                    live[pc] = true;
                    changed = true;
                }
            }
        }
        let keep: Vec<bool> = (0..n)
            .map(|pc| !matches!(ops[pc], Op::Point(_)) || read_after(pc, &live))
            .collect();
        if keep.iter().all(|&k| k) {
            return;
        }
        // Where each old position lands: a dropped one on the next instruction's.
        let moved: Vec<u32> = std::iter::once(0)
            .chain(keep.iter().scan(0u32, |at, &k| {
                *at += u32::from(k);
                Some(*at)
            }))
            .collect();
        fn kept<T: Copy>(v: &[T], keep: &[bool]) -> Vec<T> {
            v.iter()
                .zip(keep)
                .filter(|(_, &k)| k)
                .map(|(&x, _)| x)
                .collect()
        }
        self.ops = kept(&self.ops, &keep);
        for op in &mut self.ops {
            if let Some((t, _)) = op.branch() {
                *op = op.retarget(moved[t as usize]);
            }
        }
        for (cases, default) in switches.iter_mut() {
            for (_, t) in cases.iter_mut() {
                *t = moved[*t as usize];
            }
            *default = moved[*default as usize];
        }
        self.locs = kept(&self.locs, &keep);
        *block_of = kept(block_of, &keep);
        let func = func_index(self.id);
        for site in self.out.site_code.iter_mut().filter(|s| s.func == func) {
            site.pc = moved[site.pc as usize];
        }
    }

    fn records(&self) -> &'a frontend::model::Records {
        &self.unit.program.records
    }

    /// Reserves bytes of the frame for an object of type `ty`.
    fn frame_temp(&mut self, ty: &Type) -> u32 {
        let align = ty.align(self.records()).max(8);
        let at = self.frame_bytes.div_ceil(align) * align;
        self.frame_bytes = at + ty.size(self.records());
        at as u32
    }

    fn record_size(&self, ty: &Type) -> Result<u32, String> {
        u32::try_from(ty.size(self.records())).map_err(|_| format!("`{ty}` is too large"))
    }

    /// Resolves labels, builds the block graph, checks it against the
    /// statement CFG and installs the σ transitions.
    fn finish(mut self, params: Vec<(Place, Ty, u32)>) -> Result<Code, String> {
        let ret_size = match &self.f.ret {
            Type::Record(_) => self.record_size(&self.f.ret)?,
            _ => 0,
        };
        let resolve = |labels: &[Option<u32>], l: Label| {
            labels
                .get(l as usize)
                .copied()
                .flatten()
                .ok_or_else(|| format!("unplaced label {l}"))
        };
        for i in 0..self.ops.len() {
            if let Some((l, _)) = self.ops[i].branch() {
                self.ops[i] = self.ops[i].retarget(resolve(&self.labels, l)?);
            }
        }
        let mut switches = Vec::new();
        for (cases, default) in std::mem::take(&mut self.switches) {
            let cases = cases
                .into_iter()
                .map(|(v, l)| Ok((v, resolve(&self.labels, l)?)))
                .collect::<Result<Vec<_>, String>>()?;
            switches.push((cases, resolve(&self.labels, default)?));
        }
        let n = self.ops.len();
        // Block leaders: entry, jump targets, after terminators, points.
        let mut leader = vec![false; n + 1];
        leader[0] = true;
        for (pc, op) in self.ops.iter().enumerate() {
            if let Some((t, _)) = op.branch() {
                leader[t as usize] = true;
                leader[pc + 1] = true;
            }
            match *op {
                Op::Switch(s, _) => {
                    for &(_, t) in &switches[s as usize].0 {
                        leader[t as usize] = true;
                    }
                    leader[switches[s as usize].1 as usize] = true;
                    leader[pc + 1] = true;
                }
                Op::Return | Op::Fail(_) => leader[pc + 1] = true,
                Op::Point(_) => leader[pc] = true,
                _ => {}
            }
        }
        let mut block_of = vec![0u32; n];
        let mut starts = Vec::new();
        for pc in 0..n {
            if leader[pc] {
                starts.push(pc as u32);
            }
            block_of[pc] = (starts.len() - 1) as u32;
        }
        // Cycle membership of points, and each cycle's head.
        let ft = self.ft;
        let (cycles, order) = (&ft.cycles, &ft.order);
        let f = self.f;
        let heads: Vec<Point> = cycles.list.iter().map(|c| c.count_at()).collect();
        let (scopes, tag_edges) = if self.strict {
            jump_scopes(f, &ft.cfg, order)
        } else {
            (Vec::new(), FxHashMap::default())
        };
        let first_scope = cycles.list.len() as u32;
        let mut member_cache: FxHashMap<u32, Vec<u32>> = FxHashMap::default();
        let mut members = |pid: u32, this: &Self| -> Vec<u32> {
            member_cache
                .entry(pid)
                .or_insert_with(|| {
                    let p = this.point_of_id(pid);
                    // Every cycle whose statements include the point counts
                    // its iterations: tangles' membership, found along the
                    // nesting links.
                    let mut set: Vec<u32> = match p {
                        Point::Stmt(s) | Point::Cond(s) | Point::Step(s) => cycles
                            .containing(s, order)
                            .into_iter()
                            .map(|c| c as u32)
                            .collect(),
                        Point::Exit => Vec::new(),
                    };
                    if let Point::Cond(s) | Point::Step(s) = p {
                        if let Some(&c) = cycles.of_loop.get(s) {
                            set.push(c as u32);
                        }
                    }
                    if let Point::Stmt(s) | Point::Cond(s) | Point::Step(s) = p {
                        set.extend(
                            (0..scopes.len())
                                .filter(|&i| order.inside(s, scopes[i]))
                                .map(|i| first_scope + i as u32),
                        );
                    }
                    set.sort_unstable();
                    set.dedup();
                    set
                })
                .clone()
        };
        let mut transitions = vec![Transition::default()];
        let mut trans_index: FxHashMap<(u32, u32), u32> = FxHashMap::default();
        let mut succ = vec![Vec::new(); starts.len()];
        let mut incoming: FxHashMap<u32, Vec<(u32, u32)>> = FxHashMap::default();
        for (b, out) in succ.iter_mut().enumerate() {
            let end = starts.get(b + 1).map(|&s| s as usize).unwrap_or(n);
            let last = end - 1;
            let targets = self.ops[last].successors(last as u32, &switches);
            let from = self.op_point[last];
            for t in targets {
                if t as usize >= n {
                    return Err(format!(
                        "`{}`: control runs past the end of the code",
                        f.name
                    ));
                }
                let to = self.op_point[t as usize];
                let tr = if from == to {
                    0
                } else {
                    let (pf, pt) = (self.point_of_id(from), self.point_of_id(to));
                    if !self.ft.cfg.contains_edge(pf, pt) {
                        return Err(format!(
                            "`{}`: the bytecode moves from {pf:?} to {pt:?}, which the statement CFG has no edge for",
                            f.name
                        ));
                    }
                    if !matches!(self.ops[t as usize], Op::Point(p) if p == to) {
                        return Err(format!(
                            "`{}`: an edge into {pt:?} misses its start",
                            f.name
                        ));
                    }
                    *trans_index.entry((from, to)).or_insert_with(|| {
                        let (a, b) = (members(from, &self), members(to, &self));
                        let tr = Transition {
                            leave: a.iter().copied().filter(|c| !b.contains(c)).collect(),
                            enter: b
                                .iter()
                                .copied()
                                .filter(|c| !a.contains(c))
                                .map(|c| (c, 1))
                                .collect(),
                            bump: a
                                .iter()
                                .copied()
                                .filter(|&c| {
                                    c < first_scope && b.contains(&c) && heads[c as usize] == pt
                                })
                                .collect(),
                            retag: tag_edges
                                .get(&(pf, pt))
                                .map(|&(i, key)| vec![(first_scope + i, key)])
                                .unwrap_or_default(),
                        };
                        transitions.push(tr);
                        (transitions.len() - 1) as u32
                    })
                };
                out.push((block_of[t as usize], tr));
                if tr != 0 && !transitions[tr as usize].is_empty() {
                    incoming.entry(t).or_default().push((from, tr));
                }
            }
        }
        let mut enter_tables = Vec::new();
        let mut targets: Vec<_> = incoming.into_iter().collect();
        targets.sort();
        for (pc, mut table) in targets {
            table.sort_unstable();
            table.dedup();
            let point = self.op_point[pc as usize];
            self.ops[pc as usize] = Op::Enter(point, enter_tables.len() as u32);
            enter_tables.push(table);
        }
        let cycle_names = cycles
            .list
            .iter()
            .map(|c| {
                let lc = self.unit.line_col(f.stmts[c.head].span);
                match &f.stmts[c.head].kind {
                    StmtKind::Label { name, .. } => format!("goto {name}@{}", lc.line),
                    k => format!("{}@{}", k.name(), lc.line),
                }
            })
            .chain(scopes.iter().map(|&s| {
                let lc = self.unit.line_col(f.stmts[s].span);
                format!("jumps in {}@{} path", f.stmts[s].kind.name(), lc.line)
            }))
            .collect();
        let depth = cycles
            .list
            .iter()
            .map(|c| c.depth)
            .chain(scopes.iter().map(|_| TAG_SCOPE))
            .collect();
        self.drop_unread_points(&mut block_of, &mut switches);
        let graph = FlowGraph::new(succ, transitions, block_of, depth);
        Ok(Code {
            name: f.name.clone(),
            ops: self.ops,
            locs: self.locs,
            graph,
            slots: self.slots + self.temps,
            frame_bytes: self.frame_bytes,
            params,
            returns_value: f.ret != Type::Void,
            ret_size,
            may_converge: f.may_converge,
            switches,
            enter_tables,
            cycle_names,
            site_reach: OnceCell::new(),
        })
    }

    /// Jumps to `to` unless its code comes next.
    fn goto_point(&mut self, to: Point, fallthrough: Option<Point>) {
        if fallthrough != Some(to) {
            let l = self.label_of_point(to);
            self.emit(Op::Jump(l));
        }
    }

    fn next_of(&self, s: StmtId) -> Point {
        self.next.get(s).copied().unwrap_or(Point::Exit)
    }

    /// Emits statement `s`; `fallthrough` is the point whose code follows.
    fn stmt(&mut self, s: StmtId, fallthrough: Option<Point>) -> Result<(), String> {
        let f = self.f;
        let st = &f.stmts[s];
        self.start_point(Point::Stmt(s), st.span);
        let next = self.next_of(s);
        match &st.kind {
            StmtKind::Block(items) => {
                for (i, &c) in items.iter().enumerate() {
                    let ft = match items.get(i + 1) {
                        Some(&n) => Some(Point::Stmt(n)),
                        None => fallthrough,
                    };
                    self.stmt(c, ft)?;
                }
                if items.is_empty() {
                    self.goto_point(next, fallthrough);
                }
            }
            StmtKind::Expr(e) => {
                self.expr(*e, false)?;
                self.goto_point(next, fallthrough);
            }
            StmtKind::Decl(items) => {
                for item in items {
                    self.decl(item)?;
                }
                self.goto_point(next, fallthrough);
            }
            StmtKind::Empty => self.goto_point(next, fallthrough),
            StmtKind::If {
                cond,
                then_branch,
                else_branch,
            } => {
                let other = else_branch.map(Point::Stmt).unwrap_or(next);
                let l = self.label_of_point(other);
                self.branch(*cond, l, false)?;
                self.stmt(*then_branch, else_branch.map(Point::Stmt).or(fallthrough))?;
                if let Some(e) = else_branch {
                    self.stmt(*e, fallthrough)?;
                }
            }
            StmtKind::While { cond, body } => {
                self.start_point(Point::Cond(s), f.exprs[*cond].span);
                let l = self.label_of_point(next);
                self.branch(*cond, l, false)?;
                self.stmt(*body, None)?;
            }
            StmtKind::DoWhile { body, cond } => {
                self.stmt(*body, Some(Point::Cond(s)))?;
                self.start_point(Point::Cond(s), f.exprs[*cond].span);
                let l = self.label_of_point(Point::Stmt(*body));
                self.branch(*cond, l, true)?;
                self.goto_point(next, fallthrough);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                if let Some(i) = init {
                    self.stmt(*i, Some(Point::Cond(s)))?;
                }
                let span = cond.map(|c| f.exprs[c].span).unwrap_or(st.span);
                self.start_point(Point::Cond(s), span);
                if let Some(c) = cond {
                    let l = self.label_of_point(next);
                    self.branch(*c, l, false)?;
                }
                let after_body = if step.is_some() {
                    Point::Step(s)
                } else {
                    Point::Cond(s)
                };
                self.stmt(*body, Some(after_body).filter(|_| step.is_some()))?;
                if let Some(e) = step {
                    self.start_point(Point::Step(s), f.exprs[*e].span);
                    self.expr(*e, false)?;
                    let l = self.label_of_point(Point::Cond(s));
                    self.emit(Op::Jump(l));
                }
            }
            StmtKind::Switch {
                cond,
                body,
                cases,
                default,
            } => {
                self.value(*cond)?;
                let ty = self.ty(*cond)?;
                let mut table = Vec::new();
                for &c in cases {
                    if let StmtKind::Case { value, .. } = f.stmts[c].kind {
                        let l = self.label_of_point(Point::Stmt(c));
                        table.push((value, l));
                    }
                }
                let d = self.label_of_point(default.map(Point::Stmt).unwrap_or(next));
                self.switches.push((table, d));
                self.emit(Op::Switch((self.switches.len() - 1) as u32, ty));
                self.stmt(*body, fallthrough)?;
            }
            StmtKind::Case { body, .. }
            | StmtKind::Default { body, .. }
            | StmtKind::Label { body, .. } => self.stmt(*body, fallthrough)?,
            StmtKind::Goto { target, .. } => self.goto_point(Point::Stmt(*target), fallthrough),
            StmtKind::Break { target } => {
                let to = self.next_of(*target);
                self.goto_point(to, fallthrough);
            }
            StmtKind::Continue { target } => {
                let to = tangles::cfg::continue_point(f, *target);
                self.goto_point(to, fallthrough);
            }
            StmtKind::Return(e) => {
                if let Some(e) = e {
                    self.value(*e)?;
                    if f.ret == Type::Void {
                        self.emit(Op::Pop);
                    }
                } else if f.ret != Type::Void {
                    self.emit(Op::Const(0));
                }
                self.emit(Op::Return);
            }
        }
        Ok(())
    }

    fn decl(&mut self, item: &frontend::model::DeclItem) -> Result<(), String> {
        let f = self.f;
        let local = &f.locals[item.local];
        let place = self.places[&item.local];
        match &item.init {
            None => {}
            Some(Init::Expr(e)) if matches!(local.ty, Type::Record(_)) => {
                self.value(*e)?;
                self.local_addr(place)?;
                let size = self.record_size(&local.ty)?;
                self.emit(Op::Copy(size));
                self.emit(Op::Pop);
            }
            Some(Init::Expr(e)) => {
                self.value(*e)?;
                let ty = Ty::of(&local.ty).ok_or("an initialiser for a non-scalar")?;
                self.store_local(place, ty, false);
            }
            Some(Init::List(items)) => {
                // Every leaf is stored (those the list leaves out as zero), at its offset.
                for (i, (at, leaf)) in scalar_leaves(&local.ty, self.records())
                    .into_iter()
                    .enumerate()
                {
                    let ty = Ty::of(&leaf).ok_or("a brace initialiser with a non-scalar leaf")?;
                    match items.get(i) {
                        Some(&e) => self.value(e)?,
                        None => self.emit(Op::Const(0)),
                    }
                    self.local_addr(place)?;
                    self.emit(Op::Const(at));
                    self.emit(Op::PtrAdd(1));
                    self.emit(Op::Store(ty));
                }
            }
        }
        Ok(())
    }

    fn store_local(&mut self, place: Place, ty: Ty, keep: bool) {
        match place {
            Place::Slot(s) => self.emit(if keep { Op::TeeSlot(s) } else { Op::SetSlot(s) }),
            Place::Frame(o) => {
                self.emit(Op::FrameAddr(o));
                self.emit(if keep {
                    Op::StoreKeep(ty)
                } else {
                    Op::Store(ty)
                });
            }
            Place::Shared(i) => {
                self.emit(Op::SharedAddr(i));
                self.emit(if keep {
                    Op::StoreKeep(ty)
                } else {
                    Op::Store(ty)
                });
            }
        }
    }

    fn local_addr(&mut self, place: Place) -> Result<(), String> {
        match place {
            Place::Frame(o) => self.emit(Op::FrameAddr(o)),
            Place::Shared(i) => self.emit(Op::SharedAddr(i)),
            Place::Slot(_) => return Err("the address of a register local".into()),
        }
        Ok(())
    }

    fn ty(&self, e: ExprId) -> Result<Ty, String> {
        let t = &self.f.exprs[e].ty;
        Ty::of(t).ok_or_else(|| format!("expression of type `{t}` used as a scalar"))
    }

    fn pointee_size(&self, e: ExprId) -> u32 {
        match &self.f.exprs[e].ty {
            Type::Pointer(t) => t.size(self.records()).max(1) as u32,
            _ => 1,
        }
    }

    fn value(&mut self, e: ExprId) -> Result<(), String> {
        self.expr(e, true)
    }

    /// Jumps to `target` when the truth of `cond` is `when`, else falls
    /// through. `&&` and `||` jump as they decide, without making the 0 or 1
    /// that their value would be (as C compilers compile conditions); the
    /// operands are evaluated in the same order and cut short alike.
    fn branch(&mut self, cond: ExprId, target: Label, when: bool) -> Result<(), String> {
        let f = self.f;
        let ex = &f.exprs[cond];
        let ExprKind::Logical { op, lhs, rhs } = &ex.kind else {
            self.value(cond)?;
            let ty = self.ty(cond)?;
            self.emit(if when {
                Op::JumpIf(target, ty)
            } else {
                Op::JumpIfNot(target, ty)
            });
            return Ok(());
        };
        // `a && b` is false as soon as `a` is, `a || b` true as soon as `a` is.
        let decides = match op {
            LogicalOp::And => false,
            LogicalOp::Or => true,
        };
        if when == decides {
            self.branch(*lhs, target, when)?;
            self.branch(*rhs, target, when)?;
        } else {
            let skip = self.new_label();
            self.branch(*lhs, skip, decides)?;
            self.branch(*rhs, target, when)?;
            self.place_label(skip);
        }
        Ok(())
    }

    /// The register `e` names, if it is a local kept in one ([`Self::place`] emits nothing for it).
    fn slot_of(&self, e: ExprId) -> Option<u32> {
        match self.f.exprs[e].kind {
            ExprKind::Local(l) => match self.places[&l] {
                Place::Slot(s) => Some(s),
                _ => None,
            },
            _ => None,
        }
    }

    /// An lvalue: either a register slot, or its address pushed on the stack.
    fn place(&mut self, e: ExprId) -> Result<Option<u32>, String> {
        if let Some(s) = self.slot_of(e) {
            return Ok(Some(s));
        }
        let f = self.f;
        match &f.exprs[e].kind {
            ExprKind::Local(l) => self.local_addr(self.places[l])?,
            ExprKind::Global(g) => self.emit(Op::GlobalAddr(u32::from(g.into_raw()))),
            ExprKind::Deref(p) => self.value(*p)?,
            ExprKind::Index { base, index } => {
                self.value(*base)?;
                self.value(*index)?;
                let size = f.exprs[e].ty.size(self.records()).max(1) as u32;
                self.emit(Op::PtrAdd(size));
            }
            ExprKind::Member { base, member } => {
                // The record's address: its place, or a value's (a struct
                // value is the address of its bytes).
                if f.is_place(*base) {
                    if self.place(*base)?.is_some() {
                        return Err("a struct in a register".into());
                    }
                } else {
                    self.value(*base)?;
                }
                let r = f.exprs[*base]
                    .ty
                    .record()
                    .ok_or("a member of a non-record")?;
                let offset = self.records()[r]
                    .members()
                    .get(*member as usize)
                    .ok_or("a member index out of range")?
                    .offset;
                if offset != 0 {
                    self.emit(Op::Const(offset));
                    self.emit(Op::PtrAdd(1));
                }
            }
            other => return Err(format!("{other:?} is not an lvalue")),
        }
        Ok(None)
    }

    fn expr(&mut self, e: ExprId, want: bool) -> Result<(), String> {
        let f = self.f;
        let ex = &f.exprs[e];
        let saved = self.loc;
        self.loc = self.line_col(ex.span);
        match &ex.kind {
            ExprKind::IntConst(v) => {
                if want {
                    let ty = self.ty(e)?;
                    self.emit(Op::Const(crate::value::int(ty, *v)));
                }
            }
            ExprKind::FloatConst(x) => {
                if want {
                    let ty = self.ty(e)?;
                    self.emit(Op::Const(crate::value::convert(Ty::F64, ty, x.to_bits())));
                }
            }
            ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Deref(_)
            | ExprKind::Index { .. }
            | ExprKind::Member { .. } => {
                if matches!(ex.ty, Type::Array(..) | Type::Record(_)) {
                    // An array read as a value is its address; so is a
                    // struct's (a struct value is the address of its bytes).
                    if self.place(e)?.is_some() {
                        return Err("an array in a register".into());
                    }
                } else {
                    let ty = self.ty(e)?;
                    match self.place(e)? {
                        Some(s) => self.emit(Op::Slot(s)),
                        None => self.emit(Op::Load(ty)),
                    }
                }
                if !want {
                    self.emit(Op::Pop);
                }
            }
            ExprKind::Special(v) => {
                if want {
                    self.emit(Op::Special(*v));
                }
            }
            ExprKind::Unary { op, operand } => {
                self.value(*operand)?;
                let oty = self.ty(*operand)?;
                self.emit(match op {
                    UnaryOp::Neg => Op::Neg(oty),
                    UnaryOp::BitNot => Op::BitNot(oty),
                    UnaryOp::LogicalNot => Op::LogicalNot(oty),
                });
                self.drop_unless(want);
            }
            ExprKind::Binary { op, lhs, rhs } => {
                self.value(*lhs)?;
                self.value(*rhs)?;
                let oty = self.ty(*lhs)?;
                self.emit(if op.is_comparison() {
                    Op::Compare(*op, oty)
                } else {
                    Op::Binary(*op, oty)
                });
                self.drop_unless(want);
            }
            ExprKind::PtrAdd { ptr, offset } => {
                self.value(*ptr)?;
                self.value(*offset)?;
                let size = self.pointee_size(*ptr);
                self.emit(Op::PtrAdd(size));
                self.drop_unless(want);
            }
            ExprKind::PtrDiff { lhs, rhs } => {
                self.value(*lhs)?;
                self.value(*rhs)?;
                let size = self.pointee_size(*lhs);
                self.emit(Op::PtrDiff(size));
                self.drop_unless(want);
            }
            ExprKind::Logical { op, lhs, rhs } => {
                let (short, end) = (self.new_label(), self.new_label());
                self.value(*lhs)?;
                let lt = self.ty(*lhs)?;
                let jump = |l, t| match op {
                    LogicalOp::And => Op::JumpIfNot(l, t),
                    LogicalOp::Or => Op::JumpIf(l, t),
                };
                self.emit(jump(short, lt));
                self.value(*rhs)?;
                let rt = self.ty(*rhs)?;
                self.emit(jump(short, rt));
                let (full, cut) = match op {
                    LogicalOp::And => (1, 0),
                    LogicalOp::Or => (0, 1),
                };
                self.emit(Op::Const(full));
                self.emit(Op::Jump(end));
                self.place_label(short);
                self.emit(Op::Const(cut));
                self.place_label(end);
                self.drop_unless(want);
            }
            ExprKind::Conditional {
                cond,
                then_expr,
                else_expr,
            } => {
                let (other, end) = (self.new_label(), self.new_label());
                self.branch(*cond, other, false)?;
                let has_value = want && ex.ty != Type::Void;
                self.expr(*then_expr, has_value)?;
                self.emit(Op::Jump(end));
                self.place_label(other);
                self.expr(*else_expr, has_value)?;
                self.place_label(end);
            }
            ExprKind::Assign { target, value } if matches!(ex.ty, Type::Record(_)) => {
                self.value(*value)?;
                if self.place(*target)?.is_some() {
                    return Err("a struct in a register".into());
                }
                let size = self.record_size(&ex.ty)?;
                self.emit(Op::Copy(size));
                self.drop_unless(want);
            }
            ExprKind::Assign { target, value } => {
                self.value(*value)?;
                let ty = self.ty(*target)?;
                match self.place(*target)? {
                    Some(s) => self.emit(if want { Op::TeeSlot(s) } else { Op::SetSlot(s) }),
                    None => self.emit(if want {
                        Op::StoreKeep(ty)
                    } else {
                        Op::Store(ty)
                    }),
                }
            }
            ExprKind::CompoundAssign {
                op,
                target,
                value,
                op_ty,
            } => {
                let tt = self.ty(*target)?;
                let oty = Ty::of(op_ty).ok_or("a compound assignment on a non-scalar")?;
                if let Some(s) = self
                    .slot_of(*target)
                    .filter(|_| oty != Ty::Ptr && oty == tt)
                {
                    self.value(*value)?;
                    self.emit(Op::UpdateSlot {
                        slot: s,
                        op: *op,
                        ty: oty,
                    });
                    if want {
                        self.emit(Op::Slot(s));
                    }
                    return Ok(());
                }
                let vtmp = self.temp();
                self.value(*value)?;
                self.emit(Op::SetSlot(vtmp));
                let slot = self.place(*target)?;
                match slot {
                    Some(s) => self.emit(Op::Slot(s)),
                    None => {
                        self.emit(Op::Dup);
                        self.emit(Op::Load(tt));
                    }
                }
                if oty == Ty::Ptr {
                    self.emit(Op::Slot(vtmp));
                    let size = self.pointee_size(*target);
                    if *op == BinaryOp::Sub {
                        self.emit(Op::Neg(Ty::I64));
                    }
                    self.emit(Op::PtrAdd(size));
                } else {
                    self.emit(Op::Convert(tt, oty));
                    self.emit(Op::Slot(vtmp));
                    self.emit(Op::Binary(*op, oty));
                    self.emit(Op::Convert(oty, tt));
                }
                match slot {
                    Some(s) => self.emit(if want { Op::TeeSlot(s) } else { Op::SetSlot(s) }),
                    None => {
                        self.emit(Op::Swap);
                        self.emit(if want {
                            Op::StoreKeep(tt)
                        } else {
                            Op::Store(tt)
                        });
                    }
                }
            }
            ExprKind::IncDec {
                target,
                increment,
                prefix,
            } => {
                let tt = self.ty(*target)?;
                let slot = self.place(*target)?;
                match slot {
                    Some(s) => self.emit(Op::Slot(s)),
                    None => {
                        self.emit(Op::Dup);
                        self.emit(Op::Load(tt));
                    }
                }
                let old = if want && !prefix {
                    let t = self.temp();
                    self.emit(Op::TeeSlot(t));
                    Some(t)
                } else {
                    None
                };
                self.step(tt, *increment, *target);
                let keep = want && *prefix;
                match slot {
                    Some(s) => self.emit(if keep { Op::TeeSlot(s) } else { Op::SetSlot(s) }),
                    None => {
                        self.emit(Op::Swap);
                        self.emit(if keep {
                            Op::StoreKeep(tt)
                        } else {
                            Op::Store(tt)
                        });
                    }
                }
                if let Some(t) = old {
                    self.emit(Op::Slot(t));
                }
            }
            ExprKind::AddrOf(x) | ExprKind::Decay(x) => {
                if self.place(*x)?.is_some() {
                    return Err("the address of a register local".into());
                }
                self.drop_unless(want);
            }
            ExprKind::Cast { operand, .. } => {
                if ex.ty == Type::Void {
                    self.expr(*operand, false)?;
                } else {
                    self.value(*operand)?;
                    let (from, to) = (self.ty(*operand)?, self.ty(e)?);
                    if from != to {
                        self.emit(Op::Convert(from, to));
                    }
                    self.drop_unless(want);
                }
            }
            ExprKind::Call { callee, args } => {
                for &a in args {
                    self.value(a)?;
                }
                let returns = ex.ty != Type::Void;
                match callee {
                    Callee::Builtin(b) if b.is_convergent() => {
                        let ty = match b.value_arg() {
                            Some(i) => self.ty(args[i])?,
                            None => Ty::U32,
                        };
                        let site = self.out.sites.len() as u32;
                        let ordinal = self.ordinals.get(e).copied().unwrap_or(1);
                        self.out.sites.push(Site {
                            callee: b.name().to_string(),
                            function: f.name.clone(),
                            line: Some(self.loc.0),
                            col: Some(self.loc.1),
                            ordinal,
                            scope: b.scope().unwrap_or(frontend::builtins::Scope::Warp),
                        });
                        self.out.site_code.push(SiteCode {
                            func: func_index(self.id),
                            pc: self.ops.len() as u32,
                            op: collective::Op { builtin: *b, ty },
                            nargs: args.len() as u32,
                        });
                        self.emit(Op::Converge(site));
                    }
                    Callee::Builtin(b) => {
                        let ty = match (b.value_arg(), *b) {
                            (_, Builtin::Min | Builtin::Max) => self.ty(e)?,
                            (Some(i), _) => self.ty(args[i])?,
                            // `__ldg` loads the pointee's type.
                            (None, Builtin::Ldg) => self.ty(e)?,
                            (None, _) => match args.first() {
                                Some(&a) => self.ty(a)?,
                                None => Ty::U32,
                            },
                        };
                        self.emit(Op::Builtin(*b, ty, args.len() as u32));
                    }
                    Callee::Math(m) => self.emit(Op::Math(*m)),
                    Callee::Printf => self.emit(Op::Printf(args.len() as u32)),
                    Callee::Function(g) => {
                        let target = &self.unit.program.functions[*g];
                        if target.body.is_none() {
                            let m = self.message(format!(
                                "call to `{}`, which has no definition in this file",
                                target.name
                            ));
                            self.emit(Op::Fail(m));
                        } else {
                            self.emit(Op::Call(func_index(*g), args.len() as u32));
                            if matches!(ex.ty, Type::Record(_)) {
                                let at = self.frame_temp(&ex.ty);
                                self.emit(Op::TakeReturn(at));
                            }
                        }
                    }
                }
                if returns && !want {
                    self.emit(Op::Pop);
                }
            }
            ExprKind::Comma { lhs, rhs } => {
                self.expr(*lhs, false)?;
                self.expr(*rhs, want)?;
            }
        }
        self.loc = saved;
        Ok(())
    }

    /// `++`/`--` on the value on the stack, of the target's type.
    fn step(&mut self, tt: Ty, increment: bool, target: ExprId) {
        match tt {
            Ty::Ptr => {
                self.emit(Op::Const(if increment { 1 } else { u64::MAX }));
                let size = self.pointee_size(target);
                self.emit(Op::PtrAdd(size));
            }
            Ty::I { bits: 1, .. } => {
                // `_Bool` steps in int and converts back (`!= 0`).
                self.emit(Op::Convert(tt, Ty::I32));
                self.emit(Op::Const(1));
                let op = if increment {
                    BinaryOp::Add
                } else {
                    BinaryOp::Sub
                };
                self.emit(Op::Binary(op, Ty::I32));
                self.emit(Op::Convert(Ty::I32, tt));
            }
            _ => {
                let one = crate::value::convert(Ty::I32, tt, 1);
                self.emit(Op::Const(one));
                let op = if increment {
                    BinaryOp::Add
                } else {
                    BinaryOp::Sub
                };
                self.emit(Op::Binary(op, tt));
            }
        }
    }

    fn drop_unless(&mut self, want: bool) {
        if !want {
            self.emit(Op::Pop);
        }
    }
}

/// Strict convergence's jump scopes: for every `goto` and every `switch`
/// dispatch to a case, the smallest statement containing the jump and its
/// target (thread-convergence.rst, "Divergent Jumps": the target's tangle
/// "remains distinct until the end of" it), and the CFG edge of the jump
/// with its scope's index and a key naming the jump. Threads carry, per
/// scope, the sequence of jumps they took in it since entering it; threads
/// with different sequences are in unrelated tangles.
type TagEdges = FxHashMap<(Point, Point), (u32, u32)>;
fn jump_scopes(
    f: &Function,
    cfg: &tangles::cfg::Cfg,
    order: &tangles::cycles::Order,
) -> (Vec<StmtId>, TagEdges) {
    let mut scopes: Vec<StmtId> = Vec::new();
    let mut edges = FxHashMap::default();
    let mut add = |scope: StmtId, from: StmtId, to: StmtId, key: StmtId| {
        if !cfg.contains_edge(Point::Stmt(from), Point::Stmt(to)) {
            return;
        }
        let i = match scopes.iter().position(|&s| s == scope) {
            Some(i) => i,
            None => {
                scopes.push(scope);
                scopes.len() - 1
            }
        };
        edges.insert(
            (Point::Stmt(from), Point::Stmt(to)),
            (i as u32, u32::from(key.into_raw())),
        );
    };
    for &s in &order.by_pos {
        match &f.stmts[s].kind {
            StmtKind::Goto { target, .. } => {
                let mut scope = f.stmts[s].parent;
                while let Some(p) = scope {
                    if order.inside(*target, p) {
                        break;
                    }
                    scope = f.stmts[p].parent;
                }
                if let Some(scope) = scope {
                    add(scope, s, *target, s);
                }
            }
            StmtKind::Switch { cases, default, .. } => {
                for &c in cases.iter().chain(default.iter()) {
                    add(s, s, c, c);
                }
            }
            _ => {}
        }
    }
    (scopes, edges)
}

/// Describes σ with the cycles' names (`while@17 #3 / for@22 #1`).
pub fn describe_sigma(code: &Code, sigma: &Sigma) -> String {
    use std::fmt::Write;
    // Into one string: every recorded event describes its context.
    let mut out = String::new();
    for (i, &(c, n)) in sigma.0.iter().enumerate() {
        let name = code
            .cycle_names
            .get(c as usize)
            .map(String::as_str)
            .unwrap_or("cycle");
        let sep = if i == 0 { "" } else { " / " };
        let _ = write!(out, "{sep}{name} #{n}");
    }
    out
}
