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

use super::{special, SourceMachine, Stop};
use crate::context::Sigma;
use crate::memory::{self, offset_of, region_of};
use crate::sched::Request;
use crate::source::compile::{Code, Compiled, Op};
use crate::trace::RunError;
use crate::value::{self, Ty};
use crate::{builtins, library, race};
use frontend::builtins::Builtin;
use frontend::model::BinaryOp;
use rustc_hash::FxHashMap;

/// Lanes per batch: enough to spread an instruction's dispatch thin, few
/// enough that regrouping diverged lanes stays cheap.
const MAX_LANES: usize = 64;
/// A batch that gives up costs its work twice; after this many more give-ups
/// than commits the machine stops trying (a kernel whose lanes keep writing
/// what their neighbours read).
const GIVE_UP_MARGIN: u32 = 16;

/// What lockstep execution needs to know of a function, found once: the
/// operand stack's depth before each instruction, which must not depend on
/// the path (then operand `k` of every lane lives at one place).
#[derive(Debug)]
pub(super) struct Plan {
    depth: Vec<u16>,
    max_depth: usize,
}

const UNREACHED: u16 = u16::MAX;
/// The most arguments of a builtin run in lockstep.
const MAX_ARGS: usize = 8;

impl Plan {
    /// `None` when `code` has an instruction lockstep does not run (calls,
    /// `printf`, struct copies, builtins that write through their arguments,
    /// strict convergence's path tags) or a depth that depends on the path.
    pub(super) fn of(code: &Code, c: &Compiled) -> Option<Plan> {
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
            max_depth = max_depth.max(usize::from(d.max(after)));
            match op {
                Op::Return | Op::Fail(_) => {}
                Op::Jump(to) => work.push((to as usize, after)),
                Op::Switch(s, _) => {
                    let (cases, default) = code.switches.get(s as usize)?;
                    work.extend(cases.iter().map(|&(_, to)| (to as usize, after)));
                    work.push((*default as usize, after));
                }
                _ => {
                    if let Some(to) = jump_target(op) {
                        work.push((to as usize, after));
                    }
                    work.push((pc + 1, after));
                }
            }
        }
        Some(Plan { depth, max_depth })
    }
}

fn jump_target(op: Op) -> Option<u32> {
    match op {
        Op::JumpIf(to, _)
        | Op::JumpIfNot(to, _)
        | Op::JumpCompare { to, .. }
        | Op::JumpCompareConst { to, .. }
        | Op::JumpSlotCompareConst { to, .. }
        | Op::JumpSlotCompare { to, .. }
        | Op::JumpSlotSlotCompare { to, .. } => Some(to),
        _ => None,
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
        | Op::SlotSlotBinary { .. } => (0, 1),
        Op::SetSlot(_)
        | Op::Pop
        | Op::JumpIf(..)
        | Op::JumpIfNot(..)
        | Op::JumpCompareConst { .. }
        | Op::JumpSlotCompare { .. }
        | Op::Switch(..) => (1, 0),
        Op::TeeSlot(_)
        | Op::Load(_)
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
        | Op::PtrAddConverted { .. }
        | Op::PtrDiff(_) => (2, 1),
        Op::Dup => (1, 2),
        Op::Swap => (2, 2),
        Op::MoveSlot { .. }
        | Op::SlotSlotBinaryTo { .. }
        | Op::SlotBinaryConstTo { .. }
        | Op::JumpSlotCompareConst { .. }
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

/// Builtins whose memory effects `race::builtin_access` names (so the batch
/// can note and undo them); the others write through pointer arguments.
fn lockstep_builtin(b: Builtin) -> bool {
    !matches!(
        b,
        Builtin::Sincosf
            | Builtin::Sincos
            | Builtin::Frexpf
            | Builtin::Frexp
            | Builtin::Remquof
            | Builtin::Remquo
    )
}

/// How a lane left the batch.
#[derive(Debug, Clone)]
enum Finish {
    Running,
    /// At a convergent operation (its position), with the operation's arguments.
    Blocked {
        pc: u32,
        args: Vec<u64>,
    },
    /// Returned from the kernel at this position.
    Exited {
        pc: u32,
    },
}

/// Bytes one lane touched in one region, as an interval.
#[derive(Debug, Clone, Copy, Default)]
struct Touched {
    region: u32,
    write: bool,
    lo: u64,
    hi: u64,
}

/// Intervals a lane may note (regions read and regions written): a lane that
/// touches more gives its batch up.
const TOUCHED: usize = 8;

/// What each lane of a batch touched, `TOUCHED` intervals per lane in one array.
#[derive(Debug, Default)]
struct Touches {
    list: Vec<Touched>,
    count: Vec<u8>,
    wrote: bool,
    /// Scratch for [`Touches::conflict`].
    sorted: Vec<(Touched, usize)>,
}

impl Touches {
    fn reset(&mut self, n: usize) {
        self.list.resize(n * TOUCHED, Touched::default());
        self.count.clear();
        self.count.resize(n, 0);
        self.wrote = false;
    }

    /// Notes that `lane` touched `len` bytes at `addr`.
    #[inline]
    fn note(&mut self, lane: usize, addr: u64, len: u64, write: bool) -> Result<(), GiveUp> {
        let (region, lo) = (region_of(addr), offset_of(addr));
        let hi = lo + len;
        self.wrote |= write;
        let used = usize::from(self.count[lane]);
        let mine = &mut self.list[lane * TOUCHED..(lane + 1) * TOUCHED];
        for t in &mut mine[..used] {
            if t.region == region && t.write == write {
                t.lo = t.lo.min(lo);
                t.hi = t.hi.max(hi);
                return Ok(());
            }
        }
        if used == TOUCHED {
            return Err(GiveUp::Sequential);
        }
        mine[used] = Touched {
            region,
            write,
            lo,
            hi,
        };
        self.count[lane] += 1;
        Ok(())
    }

    /// Whether two lanes touched overlapping bytes of a region and one wrote:
    /// a sweep over the intervals by region and start, keeping the two
    /// furthest-reaching intervals of distinct lanes (all, and writes).
    fn conflict(&mut self) -> bool {
        if !self.wrote {
            return false;
        }
        let mut all = std::mem::take(&mut self.sorted);
        all.clear();
        for (lane, &count) in self.count.iter().enumerate() {
            let mine = &self.list[lane * TOUCHED..lane * TOUCHED + usize::from(count)];
            all.extend(mine.iter().map(|&t| (t, lane)));
        }
        all.sort_unstable_by_key(|(t, _)| (t.region, t.lo));
        let mut found = false;
        let (mut region, mut any, mut writes) = (u32::MAX, Reach::default(), Reach::default());
        for &(t, lane) in &all {
            if t.region != region {
                (region, any, writes) = (t.region, Reach::default(), Reach::default());
            }
            let earlier = if t.write { &any } else { &writes };
            if earlier.overlaps(t.lo, lane) {
                found = true;
                break;
            }
            any.add(t.hi, lane);
            if t.write {
                writes.add(t.hi, lane);
            }
        }
        self.sorted = all;
        found
    }
}

/// The two furthest ends of intervals seen, of distinct lanes.
#[derive(Default)]
struct Reach {
    first: Option<(u64, usize)>,
    second: Option<(u64, usize)>,
}

impl Reach {
    fn add(&mut self, hi: u64, lane: usize) {
        match self.first {
            Some((h, l)) if l == lane => self.first = Some((h.max(hi), l)),
            Some((h, _)) if hi > h => {
                self.second = self.first;
                self.first = Some((hi, lane));
            }
            None => self.first = Some((hi, lane)),
            Some(_) => {
                if self.second.is_none_or(|(h, _)| hi > h) {
                    self.second = Some((hi, lane));
                }
            }
        }
    }

    /// Whether an interval of another lane than `lane` reaches past `lo`.
    fn overlaps(&self, lo: u64, lane: usize) -> bool {
        [self.first, self.second]
            .into_iter()
            .flatten()
            .any(|(hi, l)| l != lane && hi > lo)
    }
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
    sigmas: Vec<Sigma>,
    sigma_ids: FxHashMap<Sigma, u32>,
    point: Vec<u32>,
    steps: Vec<u64>,
    region: Vec<u32>,
    finish: Vec<Finish>,
    touched: Touches,
    /// Bytes a write replaced: address, length, old bytes (little-endian).
    undo: Vec<(u64, u8, u64)>,
}

/// Why a batch gave up.
enum GiveUp {
    /// The threads must run one after another (an error, the step limit).
    Sequential,
    /// Lanes touched the same bytes and one wrote.
    Conflict,
}

/// The lanes of a mask, lowest first.
#[derive(Clone, Copy)]
struct Bits(u64);

impl Iterator for Bits {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let x = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(x)
    }
}

/// An instruction's right operand: a row or a constant.
#[derive(Clone, Copy)]
enum Src {
    Row(usize),
    Const(u64),
}

/// `row dst = f(row a, b)` for the active lanes.
#[inline(always)]
fn map2(
    regs: &mut [u64],
    n: usize,
    active: u64,
    (dst, a, b): (usize, usize, Src),
    f: impl Fn(u64, u64) -> u64,
) {
    match b {
        Src::Row(b) if active == every(n) => {
            for x in 0..n {
                regs[dst * n + x] = f(regs[a * n + x], regs[b * n + x]);
            }
        }
        Src::Const(c) if active == every(n) => {
            for x in 0..n {
                regs[dst * n + x] = f(regs[a * n + x], c);
            }
        }
        Src::Row(b) => {
            for x in Bits(active) {
                regs[dst * n + x] = f(regs[a * n + x], regs[b * n + x]);
            }
        }
        Src::Const(c) => {
            for x in Bits(active) {
                regs[dst * n + x] = f(regs[a * n + x], c);
            }
        }
    }
}

/// The mask of lanes `0..n`.
#[inline(always)]
fn every(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1 << n) - 1
    }
}

/// The active lanes for which `f(row a, b)` holds.
#[inline(always)]
fn test2(
    regs: &[u64],
    n: usize,
    active: u64,
    a: usize,
    b: Src,
    f: impl Fn(u64, u64) -> bool,
) -> u64 {
    let mut m = 0;
    match b {
        Src::Row(b) if active == every(n) => {
            for x in 0..n {
                m |= u64::from(f(regs[a * n + x], regs[b * n + x])) << x;
            }
        }
        Src::Const(c) if active == every(n) => {
            for x in 0..n {
                m |= u64::from(f(regs[a * n + x], c)) << x;
            }
        }
        Src::Row(b) => {
            for x in Bits(active) {
                m |= u64::from(f(regs[a * n + x], regs[b * n + x])) << x;
            }
        }
        Src::Const(c) => {
            for x in Bits(active) {
                m |= u64::from(f(regs[a * n + x], c)) << x;
            }
        }
    }
    m
}

/// An arithmetic operation over rows, dispatched once per instruction: the
/// operations that cannot fail get a loop of their own, the others check each lane.
fn binary_rows(
    op: BinaryOp,
    ty: Ty,
    regs: &mut [u64],
    n: usize,
    active: u64,
    rows: (usize, usize, Src),
) -> Result<(), GiveUp> {
    use BinaryOp::*;
    if value::binary_infallible(op, ty, 0, 0).is_some() {
        // The type's kind is rebuilt in each closure so the compiler folds the
        // operation and the type to the one arm of `binary_infallible` they take.
        macro_rules! by_ty {
            ($op:ident) => {
                match ty {
                    Ty::I { bits, signed } => map2(regs, n, active, rows, |a, b| {
                        value::binary_infallible($op, Ty::I { bits, signed }, a, b)
                            .unwrap_or_default()
                    }),
                    Ty::F32 => map2(regs, n, active, rows, |a, b| {
                        value::binary_infallible($op, Ty::F32, a, b).unwrap_or_default()
                    }),
                    Ty::F64 => map2(regs, n, active, rows, |a, b| {
                        value::binary_infallible($op, Ty::F64, a, b).unwrap_or_default()
                    }),
                    Ty::Ptr => return Err(GiveUp::Sequential),
                }
            };
        }
        match op {
            Add => by_ty!(Add),
            Sub => by_ty!(Sub),
            Mul => by_ty!(Mul),
            BitAnd => by_ty!(BitAnd),
            BitOr => by_ty!(BitOr),
            BitXor => by_ty!(BitXor),
            _ => return Err(GiveUp::Sequential),
        }
        return Ok(());
    }
    if let (Ty::I { bits, signed }, Src::Const(c)) = (ty, rows.2) {
        // By a constant that makes them defined, division and shifts cannot fail either.
        let m = value::mask(bits);
        let (sc, divisor_ok) = (value::sext(c, bits), c & m != 0);
        let count = if signed { sc as i128 } else { (c & m) as i128 };
        let shift_ok = (0..bits as i128).contains(&count);
        let pow2 = (c & m).is_power_of_two();
        let log2 = (c & m).trailing_zeros();
        match (op, signed) {
            // Strength-reduced as a compiler would: the same values.
            (Div, false) if pow2 => {
                map2(regs, n, active, rows, |a, _| (a & m) >> log2);
                return Ok(());
            }
            (Rem, false) if pow2 => {
                map2(regs, n, active, rows, |a, c| a & ((c & m) - 1));
                return Ok(());
            }
            (Div, false) if divisor_ok => {
                map2(regs, n, active, rows, |a, c| ((a & m) / (c & m)) & m);
                return Ok(());
            }
            (Rem, false) if divisor_ok => {
                map2(regs, n, active, rows, |a, c| ((a & m) % (c & m)) & m);
                return Ok(());
            }
            (Div, true) if divisor_ok && sc != -1 => {
                map2(regs, n, active, rows, |a, _| {
                    ((value::sext(a, bits) / sc) as u64) & m
                });
                return Ok(());
            }
            (Rem, true) if divisor_ok && sc != -1 => {
                map2(regs, n, active, rows, |a, _| {
                    ((value::sext(a, bits) % sc) as u64) & m
                });
                return Ok(());
            }
            (Shl, _) if shift_ok => {
                map2(regs, n, active, rows, |a, _| (a << count) & m);
                return Ok(());
            }
            (Shr, true) if shift_ok => {
                map2(regs, n, active, rows, |a, _| {
                    ((value::sext(a, bits) >> count) as u64) & m
                });
                return Ok(());
            }
            (Shr, false) if shift_ok => {
                map2(regs, n, active, rows, |a, _| ((a & m) >> count) & m);
                return Ok(());
            }
            _ => {}
        }
    }
    let (dst, a, b) = rows;
    for x in Bits(active) {
        let bv = match b {
            Src::Row(b) => regs[b * n + x],
            Src::Const(c) => c,
        };
        regs[dst * n + x] =
            value::binary(op, ty, regs[a * n + x], bv).map_err(|_| GiveUp::Sequential)?;
    }
    Ok(())
}

/// The active lanes for which `row a op b` holds, dispatched once per instruction.
fn compare_rows(
    op: BinaryOp,
    ty: Ty,
    regs: &[u64],
    n: usize,
    active: u64,
    a: usize,
    b: Src,
) -> u64 {
    use BinaryOp::*;
    // As in `binary_rows`: operation and type folded in each loop.
    macro_rules! by_ty {
        ($op:ident) => {
            match ty {
                Ty::I { bits, signed: true } => test2(regs, n, active, a, b, |x, y| {
                    value::compare($op, Ty::I { bits, signed: true }, x, y)
                }),
                Ty::I {
                    bits,
                    signed: false,
                } => test2(regs, n, active, a, b, |x, y| {
                    value::compare(
                        $op,
                        Ty::I {
                            bits,
                            signed: false,
                        },
                        x,
                        y,
                    )
                }),
                Ty::F32 => test2(regs, n, active, a, b, |x, y| {
                    value::compare($op, Ty::F32, x, y)
                }),
                Ty::F64 => test2(regs, n, active, a, b, |x, y| {
                    value::compare($op, Ty::F64, x, y)
                }),
                Ty::Ptr => test2(regs, n, active, a, b, |x, y| {
                    value::compare($op, Ty::Ptr, x, y)
                }),
            }
        };
    }
    macro_rules! each_op {
        ($($op:ident),*) => {
            match op {
                $($op => by_ty!($op),)*
                _ => test2(regs, n, active, a, b, |x, y| value::compare(op, ty, x, y)),
            }
        };
    }
    each_op!(Eq, Ne, Lt, Le, Gt, Ge)
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

/// The lanes a batch runs: which are at the instruction that runs next, and
/// which wait elsewhere (min-pc: the lowest position runs first).
struct Schedule {
    active: u64,
    pc: u32,
    /// Waiting lanes by position, highest position first (the next to run is last).
    waiting: Vec<(u32, u64)>,
    /// Instructions the active lanes ran together, not yet added to their steps.
    run: u64,
    /// The most steps an active lane had when they came together.
    base_max: u64,
}

impl Schedule {
    fn waiting_min(&self) -> u32 {
        self.waiting.last().map_or(u32::MAX, |g| g.0)
    }

    /// Adds the active lanes' run to their steps.
    fn flush(&mut self, l: &mut Lanes) {
        for x in Bits(self.active) {
            l.steps[x] += self.run;
        }
        self.run = 0;
    }

    /// Parks lanes `m` at `pc` among the waiting ones.
    fn park(&mut self, m: u64, pc: u32) {
        if m == 0 {
            return;
        }
        match self.waiting.iter().position(|g| g.0 <= pc) {
            Some(i) if self.waiting[i].0 == pc => self.waiting[i].1 |= m,
            Some(i) => self.waiting.insert(i, (pc, m)),
            None => self.waiting.push((pc, m)),
        }
    }

    /// Makes the waiting lanes at the lowest position the active ones;
    /// `false` when no lane is left.
    fn select(&mut self, l: &Lanes) -> bool {
        let Some((pc, m)) = self.waiting.pop() else {
            return false;
        };
        self.active = m;
        self.pc = pc;
        self.base_max = Bits(m).map(|x| l.steps[x]).max().unwrap_or(0);
        true
    }

    /// Sends every active lane to `next`.
    #[inline(always)]
    fn advance(&mut self, l: &mut Lanes, next: u32) -> bool {
        if next < self.waiting_min() {
            self.pc = next;
            return true;
        }
        self.regroup(l, next)
    }

    /// [`Self::advance`] where waiting lanes join or run first.
    #[cold]
    fn regroup(&mut self, l: &mut Lanes, next: u32) -> bool {
        self.flush(l);
        self.park(self.active, next);
        self.select(l)
    }
}

impl SourceMachine<'_> {
    /// Whether threads `a` and `b` stand at the same instruction of the
    /// kernel's body in the same state, bar their registers and operands.
    fn same_start(&self, a: usize, b: usize) -> bool {
        let (ta, tb) = (&self.threads[a], &self.threads[b]);
        match (ta.frames.as_slice(), tb.frames.as_slice()) {
            ([fa], [fb]) => {
                fa.pc == fb.pc
                    && fa.point == fb.point
                    && fa.sigma == fb.sigma
                    && ta.stack.len() == tb.stack.len()
            }
            _ => false,
        }
    }

    /// Runs threads `ts` in order until each blocks or exits, as
    /// [`crate::sched::Machine::run`] one after another would, batching
    /// those that can run in lockstep. Stops after the first that fails.
    pub(super) fn run_batched(&mut self, ts: &[u32], out: &mut Vec<Stop>) {
        let mut i = 0;
        while i < ts.len() {
            let t = ts[i] as usize;
            let mut end = i + 1;
            if self.lockstep.is_some() && self.race.is_none() && self.eligible(t) {
                while end < ts.len() && end - i < MAX_LANES && self.same_start(t, ts[end] as usize)
                {
                    end += 1;
                }
            }
            if end - i > 1 {
                match self.lockstep(&ts[i..end]) {
                    Ok(()) => {
                        self.commit(out);
                        self.batches.0 += 1;
                        i = end;
                        continue;
                    }
                    Err(why) => {
                        self.rollback();
                        if matches!(why, GiveUp::Conflict) {
                            self.batches.1 += 1;
                            if self.batches.1 > self.batches.0 + GIVE_UP_MARGIN {
                                self.lockstep = None;
                            }
                        }
                    }
                }
            }
            for &t in &ts[i..end] {
                let stop = crate::sched::Machine::run(self, t);
                let failed = matches!(stop, Stop::Failed(_));
                out.push(stop);
                if failed {
                    return;
                }
            }
            i = end;
        }
    }

    /// Whether thread `t` stands in the kernel's body with operands as the plan says.
    fn eligible(&self, t: usize) -> bool {
        let (Some(plan), th) = (&self.lockstep, &self.threads[t]) else {
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

    fn rollback(&mut self) {
        for &(addr, len, old) in self.lanes.undo.iter().rev() {
            let bytes = old.to_le_bytes();
            // The bytes were read from there a moment ago: writing them back cannot fail.
            let _ = self.mem.write(addr, &bytes[..usize::from(len)]);
        }
        self.lanes.undo.clear();
    }

    /// Loads the batch's lanes from their threads.
    fn load_lanes(&mut self, ts: &[u32], code: &Code, max_depth: usize) {
        let n = ts.len();
        let l = &mut self.lanes;
        l.threads.clear();
        l.threads.extend_from_slice(ts);
        l.n = n;
        l.slots = code.slots as usize;
        l.regs.clear();
        l.regs.resize((l.slots + max_depth) * n, 0);
        l.pc.clear();
        l.sigma.clear();
        l.sigmas.clear();
        l.sigma_ids.clear();
        l.point.clear();
        l.steps.clear();
        l.region.clear();
        l.finish.clear();
        l.touched.reset(n);
        l.undo.clear();
        for (lane, &t) in ts.iter().enumerate() {
            let th = &self.threads[t as usize];
            let fr = &th.frames[0];
            let base = fr.slot_base as usize;
            for s in 0..l.slots {
                l.regs[s * n + lane] = th.slots[base + s];
            }
            for (d, &v) in th.stack.iter().enumerate() {
                l.regs[(l.slots + d) * n + lane] = v;
            }
            l.pc.push(fr.pc);
            // A batch's threads start with one σ (`same_start`): id 0.
            if lane == 0 {
                intern(&mut l.sigmas, &mut l.sigma_ids, fr.sigma.clone());
            }
            l.sigma.push(0);
            l.point.push(fr.point);
            l.steps.push(th.steps);
            l.region.push(fr.region);
            l.finish.push(Finish::Running);
        }
    }

    /// Runs a batch to the end: every lane blocked or exited.
    fn lockstep(&mut self, ts: &[u32]) -> Result<(), GiveUp> {
        let c: &Compiled = self.c;
        let Some(Some(code)) = c.funcs.get(self.kernel as usize) else {
            return Err(GiveUp::Sequential);
        };
        let Some(plan) = self.lockstep.take() else {
            return Err(GiveUp::Sequential);
        };
        self.load_lanes(ts, code, plan.max_depth);
        let ran = self.run_lanes(code, &plan);
        self.lockstep = Some(plan);
        ran?;
        if self.lanes.touched.conflict() {
            return Err(GiveUp::Conflict);
        }
        Ok(())
    }

    fn run_lanes(&mut self, code: &Code, plan: &Plan) -> Result<(), GiveUp> {
        let n = self.lanes.n;
        let all_lanes = every(n);
        let start = self.lanes.pc[0];
        let mut s = Schedule {
            active: all_lanes,
            pc: start,
            waiting: Vec::new(),
            run: 0,
            base_max: self.lanes.steps.iter().copied().max().unwrap_or(0),
        };
        loop {
            s.run += 1;
            if s.base_max + s.run > self.max_steps {
                return Err(GiveUp::Sequential);
            }
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
                    if active == all_lanes {
                        for $x in 0..n {
                            $body;
                        }
                    } else {
                        for $x in Bits(active) {
                            $body;
                        }
                    }
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
                    each!(|x| reg!(push, x) = v);
                    Flow::Next
                }
                Op::Slot(r) => {
                    each!(|x| reg!(push, x) = reg!(slot(r), x));
                    Flow::Next
                }
                Op::SetSlot(r) | Op::TeeSlot(r) => {
                    each!(|x| reg!(slot(r), x) = reg!(at(0), x));
                    Flow::Next
                }
                Op::MoveSlot { from, to } => {
                    each!(|x| reg!(slot(to), x) = reg!(slot(from), x));
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
                    // Lanes mostly read one region: its bytes are looked up once.
                    let size = ty.size() as usize;
                    let (mut region, mut bytes) = (u32::MAX, &[][..]);
                    for x in Bits(active) {
                        let a = reg!(at(0), x);
                        if region_of(a) != region {
                            region = region_of(a);
                            bytes = self.mem.live_bytes(region);
                        }
                        let off = offset_of(a) as usize;
                        // Out of bounds: the sequential run reports it.
                        let Some(b) = bytes.get(off..off + size) else {
                            return Err(GiveUp::Sequential);
                        };
                        reg!(at(0), x) = memory::loaded(ty, little_endian(b));
                        l.touched.note(x, a, size as u64, false)?;
                    }
                    Flow::Next
                }
                Op::Store(ty) | Op::StoreKeep(ty) => {
                    let size = ty.size();
                    for x in Bits(active) {
                        let (a, v) = (reg!(at(0), x), reg!(at(1), x));
                        let old = self
                            .mem
                            .load(a, raw(size))
                            .map_err(|_| GiveUp::Sequential)?;
                        self.mem.store(a, ty, v).map_err(|_| GiveUp::Sequential)?;
                        l.undo.push((a, size as u8, old));
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
                Op::PtrAddConverted { from, to, size } => {
                    // `fuse` makes these of integers only: an integer's widening.
                    each!(|x| {
                        let i = value::int(to, value::to_i128(from, reg!(at(0), x))) as i64;
                        let p = reg!(at(1), x);
                        reg!(at(1), x) = p.wrapping_add(i.wrapping_mul(size as i64) as u64);
                    });
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
                    each!(|x| reg!(push, x) = reg!(at(0), x));
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
                    let (cases, default) = &code.switches[sw as usize];
                    each!(|x| {
                        let v = value::to_i128(ty, reg!(at(0), x));
                        l.pc[x] = cases
                            .iter()
                            .find(|(c, _)| *c == v)
                            .map_or(*default, |&(_, to)| to);
                    });
                    Flow::Scatter
                }
                Op::Builtin(b, ty, k) => {
                    let k = k as usize;
                    for x in Bits(active) {
                        let mut args = [0u64; MAX_ARGS];
                        for (i, a) in args.iter_mut().enumerate().take(k) {
                            *a = reg!(at(k - 1 - i), x);
                        }
                        let args = &args[..k];
                        if let Some((a, size, kind)) = race::builtin_access(b, ty, args) {
                            let write = kind != race::AccessKind::Read;
                            if write {
                                let old = self
                                    .mem
                                    .load(a, raw(size))
                                    .map_err(|_| GiveUp::Sequential)?;
                                l.undo.push((a, size as u8, old));
                            }
                            l.touched.note(x, a, size, write)?;
                        }
                        let t = l.threads[x];
                        let caller = builtins::Caller {
                            lane: self.shape.lane_of(t),
                            clock: self.threads[t as usize].converged,
                        };
                        let r = builtins::execute(b, ty, args, &mut self.mem, caller)
                            .map_err(|_| GiveUp::Sequential)?;
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
                    each!(|x| l.point[x] = p);
                    Flow::Next
                }
                Op::Enter(p, table) => {
                    let table = &code.enter_tables[table as usize];
                    // The last (point, σ) seen and the σ it leads to.
                    let mut last = (u32::MAX, u32::MAX, 0);
                    for x in Bits(active) {
                        let key = (l.point[x], l.sigma[x]);
                        if (last.0, last.1) != key {
                            let next = match table.iter().find(|(from, _)| *from == key.0) {
                                Some(&(_, tr)) => {
                                    let mut sigma = l.sigmas[key.1 as usize].clone();
                                    sigma.apply(&code.graph.transitions[tr as usize]);
                                    intern(&mut l.sigmas, &mut l.sigma_ids, sigma)
                                }
                                None => key.1,
                            };
                            last = (key.0, key.1, next);
                        }
                        l.sigma[x] = last.2;
                        l.point[x] = p;
                    }
                    Flow::Next
                }
                Op::Fail(_) | Op::Call(..) | Op::Printf(_) | Op::Copy(_) | Op::TakeReturn(_) => {
                    return Err(GiveUp::Sequential)
                }
            };
            let l = &mut self.lanes;
            let more = match flow {
                Flow::Next => s.advance(l, pc + 1),
                Flow::Branch { taken, to } if taken == active => s.advance(l, to),
                Flow::Branch { taken: 0, .. } => s.advance(l, pc + 1),
                Flow::Branch { taken, to } => {
                    s.flush(l);
                    s.park(taken, to);
                    s.park(active & !taken, pc + 1);
                    s.select(l)
                }
                Flow::Scatter => {
                    s.flush(l);
                    for x in Bits(active) {
                        s.park(1 << x, l.pc[x]);
                    }
                    s.select(l)
                }
                Flow::Left => {
                    s.flush(l);
                    s.select(l)
                }
            };
            if !more {
                return Ok(());
            }
        }
    }

    /// Writes the batch's lanes back to their threads, in thread order.
    fn commit(&mut self, out: &mut Vec<Stop>) {
        let c: &Compiled = self.c;
        let (Some(Some(code)), Some(plan)) = (c.funcs.get(self.kernel as usize), &self.lockstep)
        else {
            out.push(Stop::Failed(RunError::internal(
                "a lockstep batch without its plan",
            )));
            return;
        };
        let n = self.lanes.n;
        let slots = self.lanes.slots;
        for lane in 0..n {
            let t = self.lanes.threads[lane] as usize;
            let l = &mut self.lanes;
            let (pc, args) = match std::mem::replace(&mut l.finish[lane], Finish::Running) {
                Finish::Blocked { pc, args } => (pc, Some(args)),
                Finish::Exited { pc } => (pc, None),
                Finish::Running => {
                    out.push(Stop::Failed(RunError::internal(
                        "a lockstep lane still running at the commit",
                    )));
                    return;
                }
            };
            let th = &mut self.threads[t];
            let Some(fr) = th.frames.first_mut() else {
                out.push(Stop::Failed(RunError::internal(
                    "a lockstep lane without a frame",
                )));
                return;
            };
            let base = fr.slot_base as usize;
            for s in 0..slots {
                th.slots[base + s] = l.regs[s * n + lane];
            }
            if l.sigma[lane] != 0 {
                fr.sigma = l.sigmas[l.sigma[lane] as usize].clone();
            }
            fr.point = l.point[lane];
            fr.pc = pc + 1;
            self.lockstep_steps += l.steps[lane] - th.steps;
            th.steps = l.steps[lane];
            let depth = usize::from(plan.depth[pc as usize]) - args.as_ref().map_or(0, Vec::len);
            th.stack.clear();
            th.stack
                .extend((0..depth).map(|d| l.regs[(slots + d) * n + lane]));
            let Some(args) = args else {
                if let Some(done) = th.frames.pop() {
                    th.slots.truncate(done.slot_base as usize);
                    if done.region != 0 {
                        self.mem.release(done.region);
                    }
                }
                out.push(Stop::Exited);
                continue;
            };
            let Some(Op::Converge(site)) = code.ops.get(pc as usize).copied() else {
                out.push(Stop::Failed(RunError::internal(
                    "a lockstep lane blocked off a convergent operation",
                )));
                return;
            };
            let ctx = self.ctx.context(fr.inst, fr.func, &fr.sigma);
            th.waiting = Some((site, ctx));
            out.push(Stop::Blocked(Request {
                site,
                ctx,
                op: c.site_code[site as usize].op,
                args,
            }));
        }
        self.lanes.undo.clear();
    }
}

/// The value of up to 8 little-endian bytes, zero-extended (fixed sizes, so
/// no call to `memcpy`).
#[inline(always)]
fn little_endian(b: &[u8]) -> u64 {
    match *b {
        [x] => u64::from(x),
        [x0, x1] => u64::from(u16::from_le_bytes([x0, x1])),
        [x0, x1, x2, x3] => u64::from(u32::from_le_bytes([x0, x1, x2, x3])),
        [x0, x1, x2, x3, x4, x5, x6, x7] => u64::from_le_bytes([x0, x1, x2, x3, x4, x5, x6, x7]),
        _ => {
            let mut buf = [0u8; 8];
            buf[..b.len()].copy_from_slice(b);
            u64::from_le_bytes(buf)
        }
    }
}

/// The id of `sigma` among a batch's.
fn intern(sigmas: &mut Vec<Sigma>, ids: &mut FxHashMap<Sigma, u32>, sigma: Sigma) -> u32 {
    *ids.entry(sigma).or_insert_with_key(|s| {
        sigmas.push(s.clone());
        sigmas.len() as u32 - 1
    })
}

/// A conditional jump taken by the active lanes whose test (`tested`) is `when`.
fn jump(active: u64, tested: u64, when: bool, to: u32) -> Flow {
    let taken = if when { tested } else { active & !tested };
    Flow::Branch { taken, to }
}

/// The unsigned integer of `size` bytes: a write's old bytes, read as they are.
fn raw(size: u64) -> Ty {
    Ty::I {
        bits: (size * 8) as u8,
        signed: false,
    }
}
