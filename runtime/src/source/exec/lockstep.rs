//! Lockstep execution: threads of a block that stand at the same instruction
//! of the kernel's body run together, each instruction once for all the lanes
//! at it, with their registers and operands laid out per lane.
//!
//! The scheduler's meaning is that threads run one after another until they
//! block or exit. A batch reproduces it exactly or not at all:
//! - instructions only touch the batch's own copy of its lanes' registers, so
//!   nothing of a thread changes until the batch commits;
//! - every write to memory is logged with the bytes it replaced, and every
//!   access is noted per lane as a byte interval per region. When two lanes'
//!   intervals overlap and one wrote, the order could matter: the writes are
//!   undone and the threads run one after another as before. Otherwise no lane
//!   saw another's writes, and any order gives the same memory;
//! - an error, the step limit or an instruction that needs the thread's own
//!   state (a call, `printf`) also gives up the batch: the sequential rerun then
//!   fails exactly where it always did;
//! - blocked and exited threads are committed in thread order, so contexts are
//!   interned and frames released in the order a sequential run has.
//!
//! Lanes that branch apart are scheduled by the smallest position (min-pc):
//! the lanes at the lowest instruction run next, so lanes that skipped a
//! branch wait at its join, and lanes that left a loop wait for the others.

use super::{block, special, SourceMachine, Stop};
use crate::lanes::{
    self, binary_rows, compare_rows, each_lane, lockstep_builtin, map1, Bits, GiveUp, Lockstep,
    Schedule, Sigmas, Src, Touches, Undo, MAX_ARGS, MAX_LANES,
};
use crate::liveness::{self, Uses};
use crate::memory;
use crate::sched::{Args, Stops};
use crate::source::compile::{Code, Compiled, Index, Op};
use crate::trace::RunError;
use crate::value::{self, Ty};
use crate::{builtins, library};
use frontend::model::BinaryOp;
use rustc_hash::FxHashMap;
use std::cell::{OnceCell, RefCell};
use std::rc::Rc;

/// What lockstep execution needs to know of a function, found once: the
/// operand stack's depth before each instruction, which must not depend on
/// the path (then operand `k` of every lane lives at one place).
#[derive(Debug)]
pub(super) struct Plan {
    depth: Vec<u16>,
    max_depth: usize,
    /// The slots live before an instruction: a batch loads only those live where it
    /// starts, and a lane writes back only those live where it stops. A fuzzed kernel has
    /// hundreds of slots, and copying every one in and out made a batch of a few lanes
    /// cost more than running them one by one.
    live: Liveness,
}

const UNREACHED: u16 = u16::MAX;

/// A compiled program's plans, by function, each made on the first launch of that kernel
/// and kept for the program's later launches (its liveness is a dataflow over every
/// instruction).
#[derive(Debug)]
pub(crate) struct Plans(Vec<OnceCell<Option<Plan>>>);

impl Plans {
    pub(crate) fn new(c: &Compiled) -> Plans {
        Plans(c.funcs.iter().map(|_| OnceCell::new()).collect())
    }

    /// Kernel `kernel`'s plan, `None` where it cannot run in lockstep.
    pub(super) fn of(&self, c: &Compiled, kernel: u32) -> Option<&Plan> {
        let code = c.funcs.get(kernel as usize)?.as_ref()?;
        self.0
            .get(kernel as usize)?
            .get_or_init(|| Plan::of(code, c))
            .as_ref()
    }
}

impl Plan {
    /// `None` when `code` has an instruction lockstep does not run (calls,
    /// `printf`, struct copies, builtins that write through their arguments,
    /// strict convergence's path tags) or a depth that depends on the path.
    fn of(code: &Code, c: &Compiled) -> Option<Plan> {
        if code.returns_value || code.ret_size > 0 {
            return None;
        }
        if code.graph.transitions.iter().any(|t| !t.retag.is_empty()) {
            return None;
        }
        let n = code.ops.len();
        let mut depth = vec![UNREACHED; n];
        let mut work = vec![(0usize, 0u16)];
        let mut max_depth = 0usize;
        while let Some((pc, d)) = work.pop() {
            let &op = code.ops.get(pc)?;
            match depth[pc] {
                UNREACHED => depth[pc] = d,
                seen if seen == d => continue,
                _ => return None,
            }
            let (pops, pushes) = effect(op, c)?;
            let after = d.checked_sub(pops)?.checked_add(pushes)?;
            // A jump on a computed value holds it in the row above the operands.
            let scratch = u16::from(matches!(op, Op::JumpSlotBinaryConst { .. }));
            max_depth = max_depth.max(usize::from(d.max(after).max(d + scratch)));
            if let Op::Switch(s, _) = op {
                code.switches.get(s as usize)?;
            }
            let next = op.successors(pc as u32, &code.switches);
            work.extend(next.into_iter().map(|to| (to as usize, after)));
        }
        let live = Liveness::of(code);
        Some(Plan {
            depth,
            max_depth,
            live,
        })
    }
}

/// The slots live before an instruction (read on some path from it before any write),
/// found per block ([`crate::liveness`]). A bit set per instruction over every slot was
/// quadratic in a kernel's size (the 100k-line bench kernel: 10,000 slots, 12% of a
/// 32-thread run), and each lane of each batch scanned one over every slot.
#[derive(Debug)]
struct Liveness {
    /// Each block's end: one past its last instruction (the blocks of the code's
    /// [`crate::context::FlowGraph`], each a run of positions).
    ends: Vec<u32>,
    /// Each block's slots live at its end, ascending.
    live_out: Vec<Vec<u32>>,
    /// The slots live before each instruction asked about so far.
    at: RefCell<FxHashMap<u32, Rc<[u32]>>>,
}

impl Liveness {
    fn of(code: &Code) -> Liveness {
        let graph = &code.graph;
        let blocks = graph.succ.len();
        let mut ends = vec![0; blocks];
        let mut uses = Uses::new(code.slots as usize);
        for (pc, (&op, &b)) in code.ops.iter().zip(&graph.block_of).enumerate() {
            uses.block(b);
            let (reads, write) = slot_uses(op);
            reads.into_iter().flatten().for_each(|r| uses.read(r));
            write.into_iter().for_each(|w| uses.write(w));
            ends[b as usize] = pc as u32 + 1;
        }
        let preds = liveness::predecessors(graph.succ.iter().map(|ss| ss.iter().map(|e| e.0)));
        Liveness {
            ends,
            live_out: uses.live_out(&preds),
            at: RefCell::default(),
        }
    }

    /// The slots live before instruction `pc`, ascending: its block's live-out, walked
    /// back to `pc`.
    fn at(&self, code: &Code, pc: u32) -> Rc<[u32]> {
        if let Some(live) = self.at.borrow().get(&pc) {
            return live.clone();
        }
        let b = code
            .graph
            .block_of
            .get(pc as usize)
            .map_or(0, |&b| b as usize);
        let end = self.ends.get(b).copied().unwrap_or(pc);
        let mut live = self.live_out.get(b).cloned().unwrap_or_default();
        for i in (pc..end).rev() {
            let (reads, write) = slot_uses(code.ops[i as usize]);
            write
                .into_iter()
                .for_each(|w| liveness::remove(&mut live, w));
            (reads.into_iter().flatten()).for_each(|r| liveness::insert(&mut live, r));
        }
        let live: Rc<[u32]> = live.into();
        self.at.borrow_mut().insert(pc, live.clone());
        live
    }
}

/// The slots `op` reads and the one it writes. Every instruction is named, so that a new
/// one must say what it does to slots.
fn slot_uses(op: Op) -> ([Option<u32>; 2], Option<u32>) {
    match op {
        Op::Slot(s)
        | Op::SlotBinaryConst { slot: s, .. }
        | Op::SlotBinary { slot: s, .. }
        | Op::JumpSlotCompare { slot: s, .. }
        | Op::JumpSlotCompareConst { slot: s, .. }
        | Op::JumpSlotBinaryConst { slot: s, .. }
        | Op::LoadSlotIndexed { index: s, .. } => ([Some(s), None], None),
        Op::SlotSlotBinary { a, b, .. } | Op::JumpSlotSlotCompare { a, b, .. } => {
            ([Some(a), Some(b)], None)
        }
        Op::LoadSlotSlotIndexed { base, index, .. } => ([Some(base), Some(index)], None),
        Op::SetSlot(s) | Op::TeeSlot(s) => ([None, None], Some(s)),
        Op::MoveSlot { from, to } => ([Some(from), None], Some(to)),
        Op::UpdateSlot { slot, .. } => ([Some(slot), None], Some(slot)),
        Op::SlotBinaryConstTo { slot, dst, .. } => ([Some(slot), None], Some(dst)),
        Op::SlotSlotBinaryTo { a, b, dst, .. } => ([Some(a), Some(b)], Some(dst)),
        Op::Const(_)
        | Op::FrameAddr(_)
        | Op::GlobalAddr(_)
        | Op::SharedAddr(_)
        | Op::Special(_)
        | Op::Load(_)
        | Op::Store(_)
        | Op::StoreKeep(_)
        | Op::Binary(..)
        | Op::Compare(..)
        | Op::BinaryConst(..)
        | Op::CompareConst(..)
        | Op::JumpCompare { .. }
        | Op::JumpCompareConst { .. }
        | Op::Neg(_)
        | Op::BitNot(_)
        | Op::LogicalNot(_)
        | Op::Convert(..)
        | Op::PtrAdd(_)
        | Op::PtrAddConverted(_)
        | Op::LoadIndexed(..)
        | Op::PtrDiff(_)
        | Op::Copy(_)
        | Op::TakeReturn(_)
        | Op::Dup
        | Op::Pop
        | Op::Swap
        | Op::Jump(_)
        | Op::JumpIf(..)
        | Op::JumpIfNot(..)
        | Op::Switch(..)
        | Op::Call(..)
        | Op::Builtin(..)
        | Op::Math(_)
        | Op::Printf(_)
        | Op::Converge(_)
        | Op::Return
        | Op::Point(_)
        | Op::Enter(..)
        | Op::Fail(_) => ([None, None], None),
    }
}

/// Operands an instruction pops and pushes; `None` for what lockstep does not run.
fn effect(op: Op, c: &Compiled) -> Option<(u16, u16)> {
    Some(match op {
        Op::Const(_)
        | Op::Slot(_)
        | Op::FrameAddr(_)
        | Op::GlobalAddr(_)
        | Op::SharedAddr(_)
        | Op::Special(_)
        | Op::SlotBinaryConst { .. }
        | Op::SlotSlotBinary { .. }
        | Op::LoadSlotSlotIndexed { .. } => (0, 1),
        Op::SetSlot(_)
        | Op::UpdateSlot { .. }
        | Op::Pop
        | Op::JumpIf(..)
        | Op::JumpIfNot(..)
        | Op::JumpCompareConst { .. }
        | Op::JumpSlotCompare { .. }
        | Op::Switch(..) => (1, 0),
        Op::TeeSlot(_)
        | Op::Load(_)
        | Op::LoadSlotIndexed { .. }
        | Op::BinaryConst(..)
        | Op::CompareConst(..)
        | Op::SlotBinary { .. }
        | Op::Neg(_)
        | Op::BitNot(_)
        | Op::LogicalNot(_)
        | Op::Convert(..) => (1, 1),
        Op::Store(_) | Op::JumpCompare { .. } => (2, 0),
        Op::StoreKeep(_)
        | Op::Binary(..)
        | Op::Compare(..)
        | Op::PtrAdd(_)
        | Op::PtrAddConverted(_)
        | Op::LoadIndexed(..)
        | Op::PtrDiff(_) => (2, 1),
        Op::Dup => (1, 2),
        Op::Swap => (2, 2),
        Op::MoveSlot { .. }
        | Op::SlotSlotBinaryTo { .. }
        | Op::SlotBinaryConstTo { .. }
        | Op::JumpSlotCompareConst { .. }
        | Op::JumpSlotBinaryConst { .. }
        | Op::JumpSlotSlotCompare { .. }
        | Op::Jump(_)
        | Op::Point(_)
        | Op::Enter(..)
        | Op::Fail(_)
        | Op::Return => (0, 0),
        Op::Math(m) => (m.op.arity() as u16, 1),
        Op::Builtin(b, _, n) if lockstep_builtin(b) && n as usize <= MAX_ARGS => {
            (n as u16, u16::from(!b.is_void()))
        }
        Op::Converge(site) => {
            let sc = c.site_code.get(site as usize)?;
            (sc.nargs as u16, u16::from(sc.op.has_result()))
        }
        Op::Builtin(..) | Op::Call(..) | Op::Printf(_) | Op::Copy(_) | Op::TakeReturn(_) => {
            return None
        }
    })
}

/// How a lane left the batch.
#[derive(Debug, Clone)]
enum Finish {
    Running,
    /// At a convergent operation (its position), with the operation's arguments.
    Blocked {
        pc: u32,
        args: Args,
    },
    /// Returned from the kernel at this position.
    Exited {
        pc: u32,
    },
}

/// A batch's lanes, kept between batches so their vectors are reused.
///
/// Registers are rows of `n` values, one per lane: a row per slot, then a
/// row per operand stack depth, so an instruction reads and writes whole rows.
#[derive(Debug, Default)]
pub(super) struct Lanes {
    /// Block-local thread of each lane.
    threads: Vec<u32>,
    n: usize,
    /// Rows before the operand stack's.
    slots: usize,
    regs: Vec<u64>,
    /// Where each lane starts, and where a `switch` sends it.
    pc: Vec<u32>,
    /// Each lane's σ, as an index into `sigmas`: lanes that took the same
    /// path share one, so a transition is applied once for all of them.
    sigma: Vec<u32>,
    sigmas: Sigmas,
    point: Vec<u32>,
    steps: Vec<u64>,
    region: Vec<u32>,
    finish: Vec<Finish>,
    touched: Touches,
    undo: Undo,
}

impl SourceMachine<'_> {
    /// Whether thread `t` stands in the kernel's body with operands as the plan says.
    fn eligible(&self, t: usize) -> bool {
        let (Some(plan), th) = (self.lockstep, &self.threads[t]) else {
            return false;
        };
        match th.frames.as_slice() {
            [f] => {
                f.func == self.kernel
                    && th.waiting.is_none()
                    && plan
                        .depth
                        .get(f.pc as usize)
                        .is_some_and(|&d| d != UNREACHED && usize::from(d) == th.stack.len())
            }
            _ => false,
        }
    }

    /// Loads the batch's lanes from their threads: the slots live where they start
    /// ([`Liveness`]; the other rows hold what earlier batches left, which nothing reads
    /// before writing) and their operands.
    fn load_lanes(&mut self, ts: &[u32], code: &Code, plan: &Plan) {
        let n = ts.len();
        let l = &mut self.lanes;
        l.threads.clear();
        l.threads.extend_from_slice(ts);
        l.n = n;
        l.slots = code.slots as usize;
        let rows = (l.slots + plan.max_depth) * n;
        if l.regs.len() < rows {
            l.regs.resize(rows, 0);
        }
        l.pc.clear();
        l.sigma.clear();
        l.point.clear();
        l.steps.clear();
        l.region.clear();
        l.finish.clear();
        l.touched.reset(n);
        l.undo.clear();
        let sigma = l
            .sigmas
            .begin(&self.threads[ts[0] as usize].frames[0].sigma);
        let start = self.threads[ts[0] as usize].frames[0].pc;
        let live = plan.live.at(code, start);
        for (lane, &t) in ts.iter().enumerate() {
            let th = &self.threads[t as usize];
            let fr = &th.frames[0];
            let base = fr.slot_base as usize;
            for &s in live.iter() {
                let s = s as usize;
                l.regs[s * n + lane] = th.slots[base + s];
            }
            for (d, &v) in th.stack.iter().enumerate() {
                l.regs[(l.slots + d) * n + lane] = v;
            }
            l.pc.push(fr.pc);
            l.sigma.push(sigma);
            l.point.push(fr.point);
            l.steps.push(th.steps);
            l.region.push(fr.region);
            l.finish.push(Finish::Running);
        }
    }

    fn run_lanes(&mut self, code: &Code, plan: &Plan) -> Result<(), GiveUp> {
        let n = self.lanes.n;
        let start = self.lanes.pc[0];
        let mut s = Schedule::new(n, start, &self.lanes.steps);
        loop {
            s.tick(self.max_steps, &self.lanes.steps)?;
            let pc = s.pc;
            let active = s.active;
            let Some(&op) = code.ops.get(pc as usize) else {
                return Err(GiveUp::Sequential);
            };
            let l = &mut self.lanes;
            let d = l.slots + usize::from(plan.depth[pc as usize]);
            // The row of operand `k` below the top (0 is the top), and the row a push fills.
            let at = |k: usize| d - 1 - k;
            let push = d;
            let regs = &mut l.regs;
            macro_rules! each {
                (|$x:ident| $body:expr) => {
                    each_lane!(active, n, |$x| $body)
                };
            }
            macro_rules! reg {
                ($row:expr, $x:expr) => {
                    regs[($row) * n + $x]
                };
            }
            let slot = |s: u32| s as usize;
            let flow = match op {
                Op::Const(v) => {
                    map1(regs, n, active, (push, push), |_| v);
                    Flow::Next
                }
                Op::Slot(r) => {
                    map1(regs, n, active, (push, slot(r)), |v| v);
                    Flow::Next
                }
                Op::SetSlot(r) | Op::TeeSlot(r) => {
                    map1(regs, n, active, (slot(r), at(0)), |v| v);
                    Flow::Next
                }
                Op::MoveSlot { from, to } => {
                    map1(regs, n, active, (slot(to), slot(from)), |v| v);
                    Flow::Next
                }
                Op::FrameAddr(o) => {
                    each!(|x| reg!(push, x) = memory::pointer(l.region[x], o as u64));
                    Flow::Next
                }
                Op::GlobalAddr(g) => {
                    let p = memory::pointer(self.globals[g as usize], 0);
                    each!(|x| reg!(push, x) = p);
                    Flow::Next
                }
                Op::SharedAddr(i) => {
                    let p = memory::pointer(self.shared[i as usize], 0);
                    each!(|x| reg!(push, x) = p);
                    Flow::Next
                }
                Op::Special(v) => {
                    each!(|x| reg!(push, x) = special(self.shape, self.block, v, l.threads[x]));
                    Flow::Next
                }
                Op::Load(ty) => {
                    let rows = (at(0), Element::Address(at(0)));
                    load_rows(&self.mem, &mut l.touched, (regs, n, active), rows, ty)?;
                    Flow::Next
                }
                Op::LoadIndexed(i, ty) => {
                    let rows = (at(1), Element::Indexed(at(1), at(0), i));
                    load_rows(&self.mem, &mut l.touched, (regs, n, active), rows, ty)?;
                    Flow::Next
                }
                Op::LoadSlotIndexed { index, at: i, ty } => {
                    let rows = (at(0), Element::Indexed(at(0), slot(index), i));
                    load_rows(&self.mem, &mut l.touched, (regs, n, active), rows, ty)?;
                    Flow::Next
                }
                Op::LoadSlotSlotIndexed {
                    base,
                    index,
                    at: i,
                    ty,
                } => {
                    let rows = (push, Element::Indexed(slot(base), slot(index), i));
                    load_rows(&self.mem, &mut l.touched, (regs, n, active), rows, ty)?;
                    Flow::Next
                }
                Op::Store(ty) | Op::StoreKeep(ty) => {
                    let size = ty.size();
                    for x in Bits(active) {
                        let (a, v) = (reg!(at(0), x), reg!(at(1), x));
                        l.undo.save(&self.mem, a, size)?;
                        self.mem.store(a, ty, v).map_err(|_| GiveUp::Sequential)?;
                        l.touched.note(x, a, size, true)?;
                    }
                    Flow::Next
                }
                Op::Binary(bop, ty) => {
                    binary_rows(bop, ty, regs, n, active, (at(1), at(1), Src::Row(at(0))))?;
                    Flow::Next
                }
                Op::BinaryConst(bop, ty, c) => {
                    binary_rows(bop, ty, regs, n, active, (at(0), at(0), Src::Const(c)))?;
                    Flow::Next
                }
                Op::SlotBinaryConst { slot: r, op, ty, c } => {
                    binary_rows(op, ty, regs, n, active, (push, slot(r), Src::Const(c)))?;
                    Flow::Next
                }
                Op::SlotBinary { slot: r, op, ty } => {
                    let rows = (at(0), at(0), Src::Row(slot(r)));
                    binary_rows(op, ty, regs, n, active, rows)?;
                    Flow::Next
                }
                Op::SlotSlotBinary { a, b, op, ty } => {
                    let rows = (push, slot(a), Src::Row(slot(b)));
                    binary_rows(op, ty, regs, n, active, rows)?;
                    Flow::Next
                }
                Op::UpdateSlot { slot: r, op, ty } => {
                    let rows = (slot(r), slot(r), Src::Row(at(0)));
                    binary_rows(op, ty, regs, n, active, rows)?;
                    Flow::Next
                }
                Op::SlotSlotBinaryTo { a, b, op, ty, dst } => {
                    let rows = (slot(dst), slot(a), Src::Row(slot(b)));
                    binary_rows(op, ty, regs, n, active, rows)?;
                    Flow::Next
                }
                Op::SlotBinaryConstTo {
                    slot: r,
                    op,
                    ty,
                    c,
                    dst,
                } => {
                    let rows = (slot(dst), slot(r), Src::Const(c));
                    binary_rows(op, ty, regs, n, active, rows)?;
                    Flow::Next
                }
                Op::Compare(bop, ty) => {
                    let m = compare_rows(bop, ty, regs, n, active, at(1), Src::Row(at(0)));
                    each!(|x| reg!(at(1), x) = (m >> x) & 1);
                    Flow::Next
                }
                Op::CompareConst(bop, ty, c) => {
                    let m = compare_rows(bop, ty, regs, n, active, at(0), Src::Const(c));
                    each!(|x| reg!(at(0), x) = (m >> x) & 1);
                    Flow::Next
                }
                Op::Neg(ty) => {
                    each!(|x| reg!(at(0), x) = value::negate(ty, reg!(at(0), x)));
                    Flow::Next
                }
                Op::BitNot(ty) => {
                    each!(|x| reg!(at(0), x) = value::int(ty, !reg!(at(0), x) as i128));
                    Flow::Next
                }
                Op::LogicalNot(ty) => {
                    each!(|x| reg!(at(0), x) = !value::truth(ty, reg!(at(0), x)) as u64);
                    Flow::Next
                }
                Op::Convert(from, to) => {
                    for x in Bits(active) {
                        let a = reg!(at(0), x);
                        value::check_float_to_int(from, to, a).map_err(|_| GiveUp::Sequential)?;
                        reg!(at(0), x) = value::convert(from, to, a);
                    }
                    Flow::Next
                }
                Op::Math(m) => {
                    let k = m.op.arity();
                    each!(|x| {
                        let mut args = [0u64; MAX_ARGS];
                        for (i, a) in args.iter_mut().enumerate().take(k) {
                            *a = reg!(at(k - 1 - i), x);
                        }
                        reg!(d - k, x) = library::math(m, &args[..k]);
                    });
                    Flow::Next
                }
                Op::PtrAdd(size) => {
                    each!(|x| {
                        let i = reg!(at(0), x) as i64;
                        let p = reg!(at(1), x);
                        reg!(at(1), x) = p.wrapping_add(i.wrapping_mul(size as i64) as u64);
                    });
                    Flow::Next
                }
                Op::PtrAddConverted(i) => {
                    each!(|x| reg!(at(1), x) = i.address(reg!(at(1), x), reg!(at(0), x)));
                    Flow::Next
                }
                Op::PtrDiff(size) => {
                    each!(|x| {
                        let (a, b) = (reg!(at(1), x), reg!(at(0), x));
                        reg!(at(1), x) = (a.wrapping_sub(b) as i64 / size.max(1) as i64) as u64;
                    });
                    Flow::Next
                }
                Op::Dup => {
                    map1(regs, n, active, (push, at(0)), |v| v);
                    Flow::Next
                }
                Op::Pop => Flow::Next,
                Op::Swap => {
                    each!(|x| regs.swap(at(0) * n + x, at(1) * n + x));
                    Flow::Next
                }
                Op::Jump(to) => Flow::Branch { taken: active, to },
                Op::JumpIf(to, ty) | Op::JumpIfNot(to, ty) => {
                    let when = matches!(op, Op::JumpIf(..));
                    let mut taken = 0;
                    each!(|x| taken |= u64::from(value::truth(ty, reg!(at(0), x)) == when) << x);
                    Flow::Branch { taken, to }
                }
                Op::JumpCompare { op, ty, to, when } => {
                    let m = compare_rows(op, ty, regs, n, active, at(1), Src::Row(at(0)));
                    jump(active, m, when, to)
                }
                Op::JumpCompareConst {
                    op,
                    ty,
                    c,
                    to,
                    when,
                } => {
                    let m = compare_rows(op, ty, regs, n, active, at(0), Src::Const(c));
                    jump(active, m, when, to)
                }
                Op::JumpSlotCompareConst {
                    slot: r,
                    op,
                    ty,
                    c,
                    to,
                    when,
                } => {
                    let m = compare_rows(op, ty, regs, n, active, slot(r), Src::Const(c));
                    jump(active, m, when, to)
                }
                Op::JumpSlotBinaryConst {
                    slot: r,
                    op,
                    ty,
                    c,
                    to,
                    when,
                } => {
                    let nonzero = match low_bits_test(op, ty, c) {
                        // One test per lane.
                        Some(k) => {
                            lanes::test2(regs, n, active, slot(r), Src::Const(k), |a, k| a & k != 0)
                        }
                        None => {
                            // The value goes to the free row above the operands (the plan counts it).
                            binary_rows(op, ty, regs, n, active, (push, slot(r), Src::Const(c)))?;
                            compare_rows(BinaryOp::Ne, ty, regs, n, active, push, Src::Const(0))
                        }
                    };
                    jump(active, nonzero, when, to)
                }
                Op::JumpSlotCompare {
                    slot: r,
                    op,
                    ty,
                    to,
                    when,
                } => {
                    let m = compare_rows(op, ty, regs, n, active, at(0), Src::Row(slot(r)));
                    jump(active, m, when, to)
                }
                Op::JumpSlotSlotCompare {
                    a,
                    b,
                    op,
                    ty,
                    to,
                    when,
                } => {
                    let m = compare_rows(op, ty, regs, n, active, slot(a), Src::Row(slot(b)));
                    jump(active, m, when, to)
                }
                Op::Switch(sw, ty) => {
                    each!(|x| l.pc[x] = code.switch_target(sw, value::to_i128(ty, reg!(at(0), x))));
                    Flow::Scatter
                }
                Op::Builtin(b, ty, k) => {
                    let k = k as usize;
                    for x in Bits(active) {
                        let mut args = [0u64; MAX_ARGS];
                        for (i, a) in args.iter_mut().enumerate().take(k) {
                            *a = reg!(at(k - 1 - i), x);
                        }
                        let t = l.threads[x];
                        let caller = builtins::Caller {
                            lane: self.shape.lane_of(t),
                            clock: self.threads[t as usize].converged,
                        };
                        let record = (&mut l.touched, &mut l.undo);
                        let r =
                            lanes::builtin(&mut self.mem, record, x, (b, ty), &args[..k], caller)?;
                        if !b.is_void() {
                            reg!(d - k, x) = r;
                        }
                    }
                    Flow::Next
                }
                Op::Converge(site) => {
                    let k = self.c.site_code.get(site as usize).map_or(0, |s| s.nargs) as usize;
                    each!(|x| {
                        let args = (0..k).map(|i| reg!(at(k - 1 - i), x)).collect();
                        l.finish[x] = Finish::Blocked { pc, args };
                    });
                    Flow::Left
                }
                Op::Return => {
                    each!(|x| l.finish[x] = Finish::Exited { pc });
                    Flow::Left
                }
                Op::Point(p) => {
                    lanes::fill_lanes(&mut l.point[..n], active, p);
                    Flow::Next
                }
                Op::Enter(p, table) => {
                    let table = &code.enter_tables[table as usize];
                    let (point, sigma) = (&mut l.point[..n], &mut l.sigma[..n]);
                    let mut after = |from: u32, id: u32| match table.iter().find(|e| e.0 == from) {
                        Some(&(_, tr)) => l
                            .sigmas
                            .after(id, (tr, &code.graph.transitions[tr as usize])),
                        None => id,
                    };
                    let first = active.trailing_zeros() as usize & (MAX_LANES - 1);
                    let key = (point[first], sigma[first]);
                    let same = |x: usize| (point[x], sigma[x]) == key;
                    if active == lanes::every(n) && (0..n).all(same) {
                        // Lanes that run together mostly came the same way: one lookup, two fills.
                        lanes::fill_lanes(sigma, active, after(key.0, key.1));
                        lanes::fill_lanes(point, active, p);
                    } else {
                        // The last (point, σ) seen and the σ it leads to.
                        let mut last = (u32::MAX, u32::MAX, 0);
                        for x in Bits(active) {
                            let key = (point[x], sigma[x]);
                            if (last.0, last.1) != key {
                                last = (key.0, key.1, after(key.0, key.1));
                            }
                            sigma[x] = last.2;
                            point[x] = p;
                        }
                    }
                    Flow::Next
                }
                Op::Fail(_) | Op::Call(..) | Op::Printf(_) | Op::Copy(_) | Op::TakeReturn(_) => {
                    return Err(GiveUp::Sequential)
                }
            };
            let l = &mut self.lanes;
            let more = match flow {
                // A jump after an instruction runs with it, a dispatch less
                // (an `if`'s arm, a loop's back edge): the same step counted.
                Flow::Next => match code.ops.get(pc as usize + 1) {
                    Some(&Op::Jump(to)) => {
                        s.tick(self.max_steps, &l.steps)?;
                        s.advance(&mut l.steps, to)
                    }
                    _ => s.advance(&mut l.steps, pc + 1),
                },
                Flow::Branch { taken, to } if taken == active => s.advance(&mut l.steps, to),
                Flow::Branch { taken: 0, .. } => s.advance(&mut l.steps, pc + 1),
                Flow::Branch { taken, to } => {
                    s.send(&mut l.steps, [(taken, to), (active & !taken, pc + 1)])
                }
                Flow::Scatter => {
                    let groups = Bits(active).map(|x| (1 << x, l.pc[x]));
                    s.send(&mut l.steps, groups)
                }
                Flow::Left => s.send(&mut l.steps, []),
            };
            if !more {
                return Ok(());
            }
        }
    }
}

/// Where each lane's load reads: the address in a row, or a pointer row
/// indexed by an index row.
#[derive(Clone, Copy)]
enum Element {
    Address(usize),
    Indexed(usize, usize, Index),
}

/// Loads a `ty` for each active lane into row `dst`, noting what it read.
#[inline(always)]
fn load_rows(
    mem: &memory::Memory,
    touched: &mut Touches,
    (regs, n, active): (&mut [u64], usize, u64),
    (dst, from): (usize, Element),
    ty: value::Ty,
) -> Result<(), GiveUp> {
    // The addresses first: the destination may be the address row.
    let mut addrs = [0; MAX_LANES];
    match from {
        Element::Address(row) => addrs[..n].copy_from_slice(&regs[row * n..][..n]),
        Element::Indexed(ptr, index, i) => {
            let address = i.addresses();
            each_lane!(active, n, |x| {
                addrs[x] = address(regs[ptr * n + x], regs[index * n + x])
            })
        }
    }
    lanes::gather(mem, touched, active, &addrs, &mut regs[dst * n..][..n], ty)
}

/// What the active lanes do next.
enum Flow {
    /// On to the next instruction.
    Next,
    /// Lanes of `taken` jump to `to`, the others go on.
    Branch { taken: u64, to: u32 },
    /// Each lane to its own position, in `Lanes::pc`.
    Scatter,
    /// The lanes blocked or exited.
    Left,
}

/// Where `x op c` is non-zero exactly when `x & k` is, `k` (values are kept masked to
/// their width): `x & c`, and `x % c` by a power of two, whatever `x`'s sign
/// (`if (x & 1)`, `if (x % 2)`).
fn low_bits_test(op: BinaryOp, ty: Ty, c: u64) -> Option<u64> {
    let Ty::I { bits, .. } = ty else {
        return None;
    };
    let c = c & value::mask(bits);
    match op {
        BinaryOp::BitAnd => Some(c),
        // From 8 bits up: a 1-bit signed `x % 1` is `-1 % -1`, which overflows.
        BinaryOp::Rem if bits >= 8 && c.is_power_of_two() => Some(c - 1),
        _ => None,
    }
}

/// A conditional jump taken by the active lanes whose test (`tested`) is `when`.
fn jump(active: u64, tested: u64, when: bool, to: u32) -> Flow {
    let taken = if when { tested } else { active & !tested };
    Flow::Branch { taken, to }
}

impl Lockstep for SourceMachine<'_> {
    fn can_lead(&self, t: usize) -> bool {
        self.race.is_none() && self.eligible(t)
    }

    /// Whether threads `a` and `b` stand at the same instruction of the
    /// kernel's body in the same state, bar their registers, operands and
    /// points (lanes keep their own: where points are unread, threads that
    /// came different ways hold different ones).
    fn same_start(&self, a: usize, b: usize) -> bool {
        let (ta, tb) = (&self.threads[a], &self.threads[b]);
        match (ta.frames.as_slice(), tb.frames.as_slice()) {
            ([fa], [fb]) => {
                fa.pc == fb.pc && fa.sigma == fb.sigma && ta.stack.len() == tb.stack.len()
            }
            _ => false,
        }
    }

    /// Runs a batch to the end: every lane blocked or exited.
    fn run_batch(&mut self, ts: &[u32]) -> Result<(), GiveUp> {
        let c: &Compiled = self.c;
        let Some(Some(code)) = c.funcs.get(self.kernel as usize) else {
            return Err(GiveUp::Sequential);
        };
        let Some(plan) = self.lockstep else {
            return Err(GiveUp::Sequential);
        };
        self.load_lanes(ts, code, plan);
        self.run_lanes(code, plan)?;
        if self.lanes.touched.conflict() {
            return Err(GiveUp::Conflict);
        }
        Ok(())
    }

    /// Writes the batch's lanes back to their threads, in thread order.
    fn commit(&mut self, out: &mut Stops) {
        let c: &Compiled = self.c;
        let (Some(Some(code)), Some(plan)) = (c.funcs.get(self.kernel as usize), self.lockstep)
        else {
            let first = self.lanes.threads.first().copied().unwrap_or(0);
            out.put(
                first,
                Stop::Failed(RunError::internal("a lockstep batch without its plan")),
            );
            return;
        };
        let n = self.lanes.n;
        let slots = self.lanes.slots;
        for lane in 0..n {
            let t = self.lanes.threads[lane];
            let l = &mut self.lanes;
            let (pc, args) = match std::mem::replace(&mut l.finish[lane], Finish::Running) {
                Finish::Blocked { pc, args } => (pc, Some(args)),
                Finish::Exited { pc } => (pc, None),
                Finish::Running => {
                    out.put(
                        t,
                        Stop::Failed(RunError::internal(
                            "a lockstep lane still running at the commit",
                        )),
                    );
                    return;
                }
            };
            let th = &mut self.threads[t as usize];
            let Some(fr) = th.frames.first_mut() else {
                out.put(
                    t,
                    Stop::Failed(RunError::internal("a lockstep lane without a frame")),
                );
                return;
            };
            // An exited thread's frame goes: its registers, σ and position are not written back.
            if args.is_some() {
                // A slot dead where the lane stopped is written before it is read again.
                let base = fr.slot_base as usize;
                for &s in plan.live.at(code, pc).iter() {
                    let s = s as usize;
                    th.slots[base + s] = l.regs[s * n + lane];
                }
                if !l.sigmas.is_start(l.sigma[lane]) {
                    *fr.sigma_mut() = l.sigmas.get(l.sigma[lane]).clone();
                }
                fr.point = l.point[lane];
                fr.pc = pc + 1;
            }
            self.lockstep_steps += l.steps[lane] - th.steps;
            th.steps = l.steps[lane];
            let depth = usize::from(plan.depth[pc as usize]) - args.as_ref().map_or(0, |a| a.len());
            th.stack.clear();
            th.stack
                .extend((0..depth).map(|d| l.regs[(slots + d) * n + lane]));
            let Some(args) = args else {
                th.pop_frame(&mut self.mem);
                out.put(t, Stop::Exited);
                continue;
            };
            let Some(Op::Converge(site)) = code.ops.get(pc as usize).copied() else {
                out.put(
                    t,
                    Stop::Failed(RunError::internal(
                        "a lockstep lane blocked off a convergent operation",
                    )),
                );
                return;
            };
            out.put(
                t,
                block(&mut self.ctx, th, site, c.site_code[site as usize].op, args),
            );
        }
        self.lanes.undo.clear();
    }

    fn roll_back(&mut self) {
        self.lanes.undo.roll_back(&mut self.mem);
    }

    fn batches(&mut self) -> &mut (u32, u32) {
        &mut self.batches
    }

    fn stop_lockstep(&mut self) {
        self.lockstep = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::compile::compile;
    use fixedbitset::FixedBitSet;
    use smallvec::SmallVec;
    use tangles::Convergence;

    /// The slots live before each instruction, by the textbook dataflow over
    /// instructions to its fixed point.
    fn live_slots(code: &Code) -> Vec<FixedBitSet> {
        let n = code.ops.len();
        let succ: Vec<SmallVec<[u32; 2]>> = (0..n)
            .map(|pc| code.ops[pc].successors(pc as u32, &code.switches))
            .collect();
        let mut live = vec![FixedBitSet::with_capacity(code.slots as usize); n];
        let mut changed = true;
        while changed {
            changed = false;
            for pc in (0..n).rev() {
                let mut after = FixedBitSet::with_capacity(code.slots as usize);
                for &s in &succ[pc] {
                    if let Some(l) = live.get(s as usize) {
                        after.union_with(l);
                    }
                }
                let (reads, write) = slot_uses(code.ops[pc]);
                if let Some(w) = write {
                    after.set(w as usize, false);
                }
                reads
                    .into_iter()
                    .flatten()
                    .for_each(|r| after.insert(r as usize));
                if after != live[pc] {
                    live[pc] = after;
                    changed = true;
                }
            }
        }
        live
    }

    /// Block-wise sparse liveness gives every instruction of every sample's functions,
    /// under both convergence policies, the slots the dataflow over instructions does.
    #[test]
    fn sparse_liveness_is_the_dataflow_over_instructions() {
        let mut checked = 0;
        for path in testkit::sample_paths() {
            let (unit, analysis) = testkit::compile_sample(&path);
            for convergence in [Convergence::Maximal, Convergence::Strict] {
                let compiled = compile(&unit, &analysis, convergence).expect("it compiles");
                for code in compiled.funcs.iter().flatten() {
                    let sparse = Liveness::of(code);
                    for (pc, dense) in live_slots(code).iter().enumerate() {
                        let dense: Vec<u32> = dense.ones().map(|s| s as u32).collect();
                        assert_eq!(
                            &*sparse.at(code, pc as u32),
                            dense.as_slice(),
                            "{} at {pc}",
                            path.display()
                        );
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 50, "only {checked} functions checked");
    }
}
