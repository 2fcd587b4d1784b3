//! Lockstep execution of the IR engine: threads that stand at the same
//! instruction of the kernel, with the same σ and the same loop-heart and
//! anchor counts, run together, one instruction for all the lanes at it, each
//! SSA register a row of one value per lane. Exact as the source engine's is
//! (ARCHITECTURE.md, "Lockstep"; the shared parts are in `crate::lanes`): a
//! batch whose lanes touched the same bytes with one writing, that fails or
//! that reaches the step limit is undone and run one thread at a time.
//!
//! Convergence tokens are interned as lanes make them, in lane order within
//! an instruction rather than thread after thread: their ids only ever name
//! them (equal ids, equal tokens), which the order cannot change.

use super::registers::reads_in_block;
use super::{
    compare, convert, count_execution, pure_call, switch_target, wait_at_call, ConvState, Ctx,
    IrMachine, NO_TOKEN,
};
use crate::ir::{Callee, CastKind, Func, Inst, Operand, Pred};
use crate::lanes::{
    self, binary_rows, compare_rows, each_lane, lockstep_builtin, map1, map2, Bits, GiveUp,
    Lockstep, Schedule, Sigmas, Src, Touches, Undo, MAX_ARGS, MAX_LANES,
};
use crate::liveness::{self, Uses};
use crate::memory;
use crate::sched::{Args, Stop, Stops};
use crate::trace::RunError;
use crate::{builtins, value};
use fixedbitset::FixedBitSet;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::cell::RefCell;
use std::rc::Rc;

/// Whether lockstep can run `f`: the instructions that need a thread's own
/// frame (calls of functions, `printf`, memory allocated per thread,
/// aggregates in snapshots) keep it one thread at a time.
pub(super) fn eligible(f: &Func, prep: &super::Prepared) -> bool {
    f.ret_size == 0
        && f.insts.iter().enumerate().all(|(i, inst)| match inst {
            Inst::Alloca { .. } => prep
                .locals
                .get(prep.reg(i as u32) as usize)
                .copied()
                .unwrap_or(false),
            Inst::Phi { copy, .. } => *copy == 0,
            Inst::Load { .. }
            | Inst::Store { .. }
            | Inst::Gep { .. }
            | Inst::Binary { .. }
            | Inst::FNeg { .. }
            | Inst::Cmp { .. }
            | Inst::Cast { .. }
            | Inst::Select { .. }
            | Inst::Br(_)
            | Inst::CondBr { .. }
            | Inst::Switch { .. }
            | Inst::Ret(_)
            | Inst::Unreachable
            | Inst::Special(_)
            | Inst::ConvEntry
            | Inst::ConvLoop { .. }
            | Inst::ConvAnchor
            | Inst::Nop => true,
            Inst::Call { callee, args, .. } => {
                args.len() <= MAX_ARGS
                    && match callee {
                        Callee::Convergent { .. }
                        | Callee::Math(_)
                        | Callee::FpClass(_)
                        | Callee::Int(..) => true,
                        Callee::Plain(b, _) => lockstep_builtin(*b),
                        Callee::Func(_)
                        | Callee::Printf
                        | Callee::Puts
                        | Callee::Putchar
                        | Callee::Missing(_) => false,
                    }
            }
            _ => false,
        })
}

/// How a lane left the batch.
#[derive(Debug, Clone)]
enum Finish {
    Running,
    /// At a convergent call (its position), in this context, with the call's arguments.
    Blocked {
        pc: u32,
        ctx: u32,
        args: Args,
    },
    /// Returned from the kernel.
    Exited,
}

/// Which registers a batch copies in from its threads' frames and back out. A batch
/// reads only the registers live where it starts, and writes only those its
/// instructions (and its edges' phis) define: a fuzzed kernel has dozens of registers
/// (after [`super::registers`] shared its thousands of `-O0` values among them), most
/// dead at any point.
///
/// Liveness is found per block, of the unpinned registers ([`crate::liveness`]): bit
/// sets per block over every register were quadratic in a kernel's size (the 100k-line
/// bench kernel: 80,000 blocks).
#[derive(Debug)]
pub(super) struct Liveness {
    /// Per block: the unpinned registers live at its end (its successors' phi operands
    /// included), ascending.
    live_out: Vec<Vec<u32>>,
    /// Copied in and out by every batch, the registers below this: the parameters, the
    /// register-kept locals (stores write them) and the token definitions (`reach` reads a
    /// blocked thread's, and a call without a bundle its inferred one).
    pinned: u32,
    /// The registers live at a batch's start position (pinned ones included), found once.
    at: RefCell<FxHashMap<u32, Rc<[u32]>>>,
}

impl Liveness {
    pub(super) fn of(f: &Func, prep: &super::Prepared) -> Liveness {
        // The parameters, the register-kept locals and the token definitions: the
        // registers the allocation pinned.
        let pinned = prep.registers.own() as u32;
        let insts = prep.insts();
        let blocks = f.blocks.len();
        // Reads and writes of unpinned registers; a phi's operand is read at the end of
        // the edge's source.
        let mut uses = Uses::new(prep.registers.count());
        for (b, blk) in f.blocks.iter().enumerate() {
            uses.block(b as u32);
            for i in blk.start..blk.end {
                let Some(inst) = insts.get(i as usize) else {
                    break;
                };
                if let Inst::Phi { incoming, .. } = inst {
                    for &(from, o) in incoming {
                        match o {
                            Operand::Reg(r) if r >= pinned && (from as usize) < blocks => {
                                uses.read_at_end(r, from)
                            }
                            _ => {}
                        }
                    }
                }
                reads_in_block(inst, |r| {
                    if r >= pinned as usize {
                        uses.read(r as u32);
                    }
                });
                let w = prep.reg(i);
                if w >= pinned {
                    uses.write(w);
                }
            }
        }
        let preds = liveness::predecessors(prep.succ.iter().map(|ss| ss.iter().copied()));
        let live_out = uses.live_out(&preds);
        Liveness {
            live_out,
            pinned,
            at: RefCell::default(),
        }
    }

    /// The registers live at position `pc` (before it runs), pinned ones included,
    /// ascending.
    ///
    /// Batches start at a block's start, at calls and right after them (where threads
    /// blocked at a convergent call resume). The first question in a block walks it back
    /// from its end once and keeps the answer at each of those positions: a walk per
    /// question from the end was quadratic in a block of many convergent calls (Duff's
    /// device of 2,500 shuffles: 6.5× the time of 500).
    fn at(&self, f: &Func, prep: &super::Prepared, pc: u32) -> Rc<[u32]> {
        if let Some(rows) = self.at.borrow().get(&pc) {
            return rows.clone();
        }
        let b = f.block_of.get(pc as usize).copied().unwrap_or(0) as usize;
        let mut live = self.live_out.get(b).cloned().unwrap_or_default();
        let (start, end) = f.blocks.get(b).map_or((pc, pc), |blk| (blk.start, blk.end));
        // A position outside its block (none is) walks from the block's end to it alone.
        let whole = (start..end).contains(&pc);
        let start = if whole { start } else { pc };
        let insts = prep.insts();
        let is_call = |i: u32| matches!(insts.get(i as usize), Some(Inst::Call { .. }));
        let mut kept = self.at.borrow_mut();
        let mut asked = None;
        for i in (start..end).rev() {
            liveness::remove(&mut live, prep.reg(i));
            reads_in_block(&insts[i as usize], |r| {
                if r >= self.pinned as usize {
                    liveness::insert(&mut live, r as u32);
                }
            });
            if i == pc || (whole && (i == start || is_call(i) || (i > start && is_call(i - 1)))) {
                let rows: Rc<[u32]> = (0..self.pinned).chain(live.iter().copied()).collect();
                if i == pc {
                    asked = Some(rows.clone());
                }
                kept.entry(i).or_insert(rows);
            }
        }
        asked.unwrap_or_else(|| (0..self.pinned).chain(live).collect())
    }
}

/// Per block of `f`: the registers (of `n`) live at its end, its successors' phi operands
/// included; `def(i)` is the register instruction `i` of `insts` writes. The textbook
/// dense dataflow, which the tests check [`Liveness`] and the register allocation against.
#[cfg(test)]
pub(super) fn live_out(
    f: &Func,
    insts: &[Inst],
    succ: &[Vec<u32>],
    n: usize,
    def: impl Fn(u32) -> usize,
) -> Vec<FixedBitSet> {
    let blocks = f.blocks.len();
    let (mut gen, mut kill) = (Vec::with_capacity(blocks), Vec::with_capacity(blocks));
    let mut phi_uses = vec![FixedBitSet::with_capacity(n); blocks];
    for blk in &f.blocks {
        let (mut g, mut k) = (FixedBitSet::with_capacity(n), FixedBitSet::with_capacity(n));
        for i in blk.start..blk.end {
            let Some(inst) = insts.get(i as usize) else {
                break;
            };
            // A phi reads its operand at the end of the edge's source.
            if let Inst::Phi { incoming, .. } = inst {
                for &(from, o) in incoming {
                    if let (Operand::Reg(r), Some(uses)) = (o, phi_uses.get_mut(from as usize)) {
                        uses.insert(r as usize);
                    }
                }
            }
            reads_in_block(inst, |r| {
                if !k.contains(r) {
                    g.insert(r);
                }
            });
            k.insert(def(i));
        }
        gen.push(g);
        kill.push(k);
    }
    let mut live_in = vec![FixedBitSet::with_capacity(n); blocks];
    let mut live_out = vec![FixedBitSet::new(); blocks];
    // Backward dataflow to its fixed point; blocks in reverse order converge fastest.
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..blocks).rev() {
            let mut out = phi_uses[b].clone();
            for &s in succ.get(b).map(Vec::as_slice).unwrap_or_default() {
                if let Some(inn) = live_in.get(s as usize) {
                    out.union_with(inn);
                }
            }
            let mut inn = out.clone();
            inn.difference_with(&kill[b]);
            inn.union_with(&gen[b]);
            if inn != live_in[b] {
                live_in[b] = inn;
                changed = true;
            }
            live_out[b] = out;
        }
    }
    live_out
}

/// A batch's lanes, kept between batches so their vectors are reused.
#[derive(Debug, Default)]
pub(super) struct Lanes {
    threads: Vec<u32>,
    n: usize,
    /// `regs[r * n + lane]`: register `r` of every lane. Only the rows live at the
    /// batch's start are loaded ([`Liveness`]); the rest hold what earlier batches left,
    /// which nothing reads before writing.
    regs: Vec<u64>,
    nregs: usize,
    /// The rows to write back: the pinned ones, and every one an instruction or a phi of
    /// the batch wrote.
    written: FixedBitSet,
    sigma: Vec<u32>,
    sigmas: Sigmas,
    hearts: Vec<Vec<(u32, u64, u32)>>,
    anchors: Vec<Vec<(u32, u64, u32)>>,
    charged: Vec<u64>,
    /// Bytes the batch charged to the memory budget, refunded if it gives up.
    charged_total: u64,
    steps: Vec<u64>,
    finish: Vec<Finish>,
    touched: Touches,
    undo: Undo,
    /// Phi values read before any is written.
    phis: Vec<u64>,
}

/// Where groups of the active lanes go next: (lanes, position).
type Targets = SmallVec<[(u64, u32); 2]>;

impl<'a> IrMachine<'a> {
    fn eligible_thread(&self, t: usize) -> bool {
        let th = &self.threads[t];
        matches!(th.frames.as_slice(), [f] if f.func == self.kernel && f.allocas.is_empty() && f.snapshots.is_empty())
            && th.waiting.is_none()
    }

    fn load_lanes(&mut self, ts: &[u32]) {
        let n = ts.len();
        let f = self.func(self.kernel);
        let l = &mut self.lanes;
        l.threads.clear();
        l.threads.extend_from_slice(ts);
        l.n = n;
        let prep = &self.prep[self.kernel as usize];
        l.nregs = prep.registers.count();
        if l.regs.len() < l.nregs * n {
            l.regs.resize(l.nregs * n, 0);
        }
        let live = prep.live.get_or_init(|| Liveness::of(f, prep));
        let start = self.threads[ts[0] as usize].frames[0].pc;
        let rows = live.at(f, prep, start);
        l.written.clear();
        l.written.grow(l.nregs);
        l.written.insert_range(..live.pinned as usize);
        let sigma = l
            .sigmas
            .begin(&self.threads[ts[0] as usize].frames[0].sigma);
        l.sigma.clear();
        l.sigma.resize(n, sigma);
        l.hearts.resize_with(n, Vec::new);
        l.anchors.resize_with(n, Vec::new);
        l.charged.clear();
        l.charged_total = 0;
        l.steps.clear();
        l.finish.clear();
        l.touched.reset(n);
        l.undo.clear();
        for (lane, &t) in ts.iter().enumerate() {
            let th = &self.threads[t as usize];
            let fr = &th.frames[0];
            for &r in rows.iter() {
                l.regs[r as usize * n + lane] = fr.regs[r as usize];
            }
            l.hearts[lane].clone_from(&fr.hearts);
            l.anchors[lane].clone_from(&fr.anchors);
            l.charged.push(fr.charged);
            l.steps.push(th.steps);
            l.finish.push(Finish::Running);
        }
    }

    /// Moves lanes `m` from block `from` to block `to`: the block's phis take
    /// their values on that edge (all read before any is written), σ follows
    /// the edge. Returns the position they go on from.
    fn edge(&mut self, m: u64, from: u32, to: u32) -> u32 {
        let f: &'a Func = self.func(self.kernel);
        let Some(blk) = f.blocks.get(to as usize) else {
            // As the sequential run: a branch to no block goes nowhere.
            return u32::MAX;
        };
        let n = self.lanes.n;
        let l = &mut self.lanes;
        let preps: &'a [super::Prepared] = self.prep;
        let prep = &preps[self.kernel as usize];
        let phis = &prep.insts()[blk.start as usize..blk.body as usize];
        if let [Inst::Phi { incoming, .. }] = phis {
            // One phi reads nothing another writes: straight from its operand's row.
            let r = prep.reg(blk.start) as usize;
            l.written.insert(r);
            match incoming.iter().find(|(b, _)| *b == from).map(|&(_, o)| o) {
                Some(Operand::Reg(src)) => map1(&mut l.regs, n, m, (r, src as usize), |v| v),
                o => {
                    // A constant or a global's address: the same for every lane.
                    let v = o.map_or(0, |o| operand(&l.regs, n, &self.globals, o, 0));
                    lanes::fill_lanes(&mut l.regs[r * n..][..n], m, v);
                }
            }
        } else if blk.start < blk.body {
            l.phis.clear();
            for i in blk.start..blk.body {
                if let Inst::Phi { incoming, .. } = &phis[(i - blk.start) as usize] {
                    let o = incoming.iter().find(|(b, _)| *b == from).map(|&(_, o)| o);
                    for x in Bits(m) {
                        let v = o.map_or(0, |o| operand(&l.regs, n, &self.globals, o, x));
                        l.phis.push(v);
                    }
                }
            }
            let mut k = 0;
            for i in blk.start..blk.body {
                if let Inst::Phi { .. } = &phis[(i - blk.start) as usize] {
                    let r = prep.reg(i) as usize;
                    l.written.insert(r);
                    for x in Bits(m) {
                        l.regs[r * n + x] = l.phis[k];
                        k += 1;
                    }
                }
            }
        }
        let tr = prep.transition(from, to);
        if tr != 0 {
            let mut last = (u32::MAX, 0);
            for x in Bits(m) {
                if l.sigma[x] != last.0 {
                    let next = l
                        .sigmas
                        .after(l.sigma[x], (tr, &prep.graph.transitions[tr as usize]));
                    last = (l.sigma[x], next);
                }
                l.sigma[x] = last.1;
            }
        }
        blk.body
    }

    fn run_lanes(&mut self) -> Result<(), GiveUp> {
        let n = self.lanes.n;
        let kernel = self.kernel;
        let f: &'a Func = self.func(kernel);
        let preps: &'a [super::Prepared] = self.prep;
        let prep = &preps[kernel as usize];
        let insts: &'a [Inst] = prep.insts();
        let first = self.lanes.threads[0] as usize;
        let (start, fninst) = match self.threads[first].frames.first() {
            Some(fr) => (fr.pc, fr.inst),
            None => return Err(GiveUp::Sequential),
        };
        let mut s = Schedule::new(n, start, &self.lanes.steps);
        loop {
            s.tick(self.max_steps, &self.lanes.steps)?;
            // Forwarded loads (`forward_local_loads`): each a step, and nothing to
            // do, so the lanes go straight on (lanes that wait there join later).
            while let Some(Inst::Nop) = insts.get(s.pc as usize) {
                s.pc += 1;
                s.tick(self.max_steps, &self.lanes.steps)?;
            }
            let (pc, active) = (s.pc, s.active);
            let Some(inst) = insts.get(pc as usize) else {
                return Err(GiveUp::Sequential);
            };
            let reg = prep.reg(pc) as usize;
            let dst = reg * n;
            let globals = &self.globals;
            let l = &mut self.lanes;
            l.written.insert(reg);
            macro_rules! each {
                (|$x:ident| $body:expr) => {
                    each_lane!(active, n, |$x| $body)
                };
            }
            macro_rules! val {
                ($o:expr, $x:expr) => {
                    operand(&l.regs, n, globals, $o, $x)
                };
            }
            let mut targets: Targets = SmallVec::new();
            match inst {
                Inst::Alloca { size, .. } => {
                    for x in Bits(active) {
                        self.mem
                            .charge(*size, String::new)
                            .map_err(|_| GiveUp::Sequential)?;
                        l.charged_total += size;
                        l.charged[x] += size;
                        l.regs[dst + x] = 0;
                    }
                }
                Inst::Load {
                    ty,
                    ptr: Operand::Reg(p),
                } if prep.locals[*p as usize] => {
                    let p = *p as usize;
                    // `memory::loaded`, its type looked at once.
                    let rows = (reg, p);
                    match *ty {
                        value::Ty::I { bits: 1, .. } => {
                            map1(&mut l.regs, n, active, rows, |v| u64::from(v != 0))
                        }
                        value::Ty::I { bits, .. } => {
                            let m = value::mask(bits);
                            map1(&mut l.regs, n, active, rows, |v| v & m)
                        }
                        _ => map1(&mut l.regs, n, active, rows, |v| v),
                    }
                }
                Inst::Store {
                    ty,
                    val,
                    ptr: Operand::Reg(p),
                } if prep.locals[*p as usize] => {
                    let p = *p as usize;
                    let size = ty.size();
                    match *val {
                        Operand::Reg(v) => {
                            let rows = (p, v as usize);
                            map1(&mut l.regs, n, active, rows, |v| memory::stored(v, size));
                        }
                        _ => each!(|x| l.regs[p * n + x] = memory::stored(val!(*val, x), size)),
                    }
                }
                Inst::Load { ty, ptr } => {
                    let mut addrs = [0; MAX_LANES];
                    match *ptr {
                        Operand::Reg(p) => {
                            addrs[..n].copy_from_slice(&l.regs[p as usize * n..][..n]);
                        }
                        _ => each!(|x| addrs[x] = val!(*ptr, x)),
                    }
                    let out = &mut l.regs[dst..][..n];
                    lanes::gather(&self.mem, &mut l.touched, active, &addrs, out, *ty)?;
                }
                Inst::Store { ty, val, ptr } => {
                    for x in Bits(active) {
                        let (v, a) = (val!(*val, x), val!(*ptr, x));
                        l.undo.save(&self.mem, a, ty.size())?;
                        self.mem.store(a, *ty, v).map_err(|_| GiveUp::Sequential)?;
                        l.touched.note(x, a, ty.size(), true)?;
                    }
                }
                Inst::Gep {
                    base,
                    offset,
                    terms,
                } => match (base, terms.as_slice()) {
                    // An element of a pointer in a register: the common case, over whole rows.
                    (Operand::Reg(b), [(Operand::Reg(i), bits, scale)]) => {
                        let (offset, bits, scale) = (*offset as u64, *bits, *scale);
                        let rows = (reg, *b as usize, Src::Row(*i as usize));
                        map2(&mut l.regs, n, active, rows, |p, i| {
                            let i = value::sext(i, bits);
                            p.wrapping_add(offset)
                                .wrapping_add(i.wrapping_mul(scale) as u64)
                        });
                    }
                    _ => each!(|x| {
                        let mut a = val!(*base, x).wrapping_add(*offset as u64);
                        for &(o, bits, scale) in terms {
                            let i = value::sext(val!(o, x), bits);
                            a = a.wrapping_add(i.wrapping_mul(scale) as u64);
                        }
                        l.regs[dst + x] = a;
                    }),
                },
                Inst::Binary { op, ty, a, b } => match (a, row_or_const(*b)) {
                    (Operand::Reg(a), Some(b)) => {
                        let rows = (reg, *a as usize, b);
                        binary_rows(*op, *ty, &mut l.regs, n, active, rows)?;
                    }
                    // `mul 3, %x` as `mul %x, 3` (`-O0` IR keeps C's operand order).
                    (Operand::Const(c), Some(Src::Row(b)))
                        if matches!(ty, value::Ty::I { .. }) && lanes::commutes(*op) =>
                    {
                        let rows = (reg, b, Src::Const(*c));
                        binary_rows(*op, *ty, &mut l.regs, n, active, rows)?;
                    }
                    _ => {
                        for x in Bits(active) {
                            let (va, vb) = (val!(*a, x), val!(*b, x));
                            l.regs[dst + x] = value::binary_inline(*op, *ty, va, vb)
                                .map_err(|_| GiveUp::Sequential)?;
                        }
                    }
                },
                Inst::FNeg { ty, a } => {
                    each!(|x| l.regs[dst + x] = value::negate(*ty, val!(*a, x)))
                }
                Inst::Cmp {
                    pred: Pred::Int(op),
                    ty,
                    a: Operand::Reg(a),
                    b,
                } if row_or_const(*b).is_some() => {
                    let Some(b) = row_or_const(*b) else {
                        return Err(GiveUp::Sequential);
                    };
                    let m = compare_rows(*op, *ty, &l.regs, n, active, *a as usize, b);
                    match insts.get(pc as usize + 1) {
                        // The branch on it, its one reader, runs with it (its own step).
                        Some(Inst::CondBr { then, other, .. })
                            if prep.compare_branches[pc as usize] =>
                        {
                            s.tick(self.max_steps, &l.steps)?;
                            targets.push((m, *then));
                            targets.push((active & !m, *other));
                        }
                        _ => {
                            // Through a slice: indexing the vector reloaded it per lane.
                            let row = &mut l.regs[dst..][..n];
                            each!(|x| row[x] = (m >> x) & 1);
                        }
                    }
                }
                Inst::Cmp { pred, ty, a, b } => each!(|x| {
                    l.regs[dst + x] = compare(*pred, *ty, val!(*a, x), val!(*b, x)) as u64
                }),
                // Integer casts, as `cast` computes them, the types looked at once.
                Inst::Cast {
                    kind: CastKind::Trunc | CastKind::ZExt | CastKind::Bits,
                    to: value::Ty::I { bits, .. },
                    a,
                    ..
                } => {
                    let m = value::mask(*bits);
                    each!(|x| l.regs[dst + x] = val!(*a, x) & m);
                }
                Inst::Cast {
                    kind: CastKind::SExt,
                    from: value::Ty::I { bits: from, .. },
                    to: value::Ty::I { bits: to, .. },
                    a,
                } if *to > 1 => {
                    let (m, from) = (value::mask(*to), *from);
                    match *a {
                        Operand::Reg(r) => map1(&mut l.regs, n, active, (reg, r as usize), |v| {
                            (value::sext(v, from) as u64) & m
                        }),
                        _ => {
                            each!(|x| l.regs[dst + x] = (value::sext(val!(*a, x), from) as u64) & m)
                        }
                    }
                }
                Inst::Cast { kind, from, to, a } => {
                    for x in Bits(active) {
                        l.regs[dst + x] = convert(*kind, *from, *to, val!(*a, x))
                            .map_err(|_| GiveUp::Sequential)?;
                    }
                }
                Inst::Select { cond, a, b } => each!(|x| {
                    let o = if val!(*cond, x) & 1 == 1 { *a } else { *b };
                    l.regs[dst + x] = val!(o, x);
                }),
                Inst::Br(to) => targets.push((active, *to)),
                Inst::CondBr { cond, then, other } => {
                    let mut taken = 0u64;
                    match *cond {
                        Operand::Reg(c) => {
                            let row = &l.regs[c as usize * n..][..n];
                            each!(|x| taken |= (row[x] & 1) << x);
                        }
                        _ => each!(|x| taken |= (val!(*cond, x) & 1) << x),
                    }
                    targets.push((taken, *then));
                    targets.push((active & !taken, *other));
                }
                Inst::Switch {
                    ty,
                    val,
                    cases,
                    default,
                } => {
                    for x in Bits(active) {
                        let to = switch_target(*ty, val!(*val, x), cases, *default);
                        match targets.iter_mut().find(|(_, b)| *b == to) {
                            Some(t) => t.0 |= 1 << x,
                            None => targets.push((1 << x, to)),
                        }
                    }
                }
                Inst::Ret(_) => each!(|x| l.finish[x] = Finish::Exited),
                Inst::Special(v) => each!(|x| {
                    l.regs[dst + x] =
                        crate::source::exec::special(self.shape, self.block, *v, l.threads[x])
                }),
                Inst::ConvEntry => {
                    let token = u64::from(self.ids.ctx(Ctx::Entry(fninst)));
                    each!(|x| l.regs[dst + x] = token);
                }
                Inst::ConvLoop { parent } => {
                    let place = prep.place(ConvState::HEART, pc);
                    let mut last = (u64::MAX, 0, 0);
                    for x in Bits(active) {
                        let p = val!(*parent, x);
                        let count = count_execution(&mut l.hearts[x], place, p);
                        if (last.0, last.1) != (p, count) {
                            let ctx = self.ids.ctx(Ctx::Loop {
                                parent: p as u32,
                                func: kernel,
                                inst: pc,
                                n: count,
                            });
                            last = (p, count, u64::from(ctx));
                        }
                        l.regs[dst + x] = last.2;
                    }
                }
                Inst::ConvAnchor => {
                    let def = prep.inferred.get(&pc).map(|&d| prep.reg(d) as usize);
                    let place = prep.place(ConvState::ANCHOR, pc);
                    let mut last = (u64::MAX, 0, 0);
                    for x in Bits(active) {
                        let parent = def.map(|r| l.regs[r * n + x] as u32);
                        let key = parent.map_or(NO_TOKEN, u64::from);
                        let count = count_execution(&mut l.anchors[x], place, key);
                        if (last.0, last.1) != (key, count) {
                            let ctx = self.ids.ctx(Ctx::Anchor {
                                fninst,
                                parent,
                                func: kernel,
                                inst: pc,
                                n: count,
                            });
                            last = (key, count, u64::from(ctx));
                        }
                        l.regs[dst + x] = last.2;
                    }
                }
                Inst::Call {
                    callee,
                    args,
                    token,
                } => {
                    let k = args.len();
                    let mut vals = [0u64; MAX_ARGS];
                    match callee {
                        Callee::Convergent { .. } => {
                            let inferred = prep.inferred.get(&pc).filter(|_| f.controlled);
                            for x in Bits(active) {
                                let ctx = match (token, inferred) {
                                    (Some(tok), _) => val!(*tok, x) as u32,
                                    (None, Some(&d)) => l.regs[prep.reg(d) as usize * n + x] as u32,
                                    (None, None) => self.ids.ctx(Ctx::Implicit {
                                        fninst,
                                        func: kernel,
                                        sigma: l.sigmas.get(l.sigma[x]).clone(),
                                    }),
                                };
                                let args = args.iter().map(|&o| val!(o, x)).collect();
                                l.finish[x] = Finish::Blocked { pc, ctx, args };
                            }
                        }
                        Callee::Plain(b, ty) => {
                            for x in Bits(active) {
                                for (v, &o) in vals.iter_mut().zip(args) {
                                    *v = val!(o, x);
                                }
                                let t = l.threads[x];
                                let caller = builtins::Caller {
                                    lane: self.shape.lane_of(t),
                                    clock: self.threads[t as usize].converged,
                                };
                                let record = (&mut l.touched, &mut l.undo);
                                let r = lanes::builtin(
                                    &mut self.mem,
                                    record,
                                    x,
                                    (*b, *ty),
                                    &vals[..k],
                                    caller,
                                )?;
                                if !b.is_void() {
                                    l.regs[dst + x] = r;
                                }
                            }
                        }
                        _ => {
                            for x in Bits(active) {
                                for (v, &o) in vals.iter_mut().zip(args) {
                                    *v = val!(o, x);
                                }
                                l.regs[dst + x] = pure_call(callee, &vals[..k])
                                    .map_err(|_| GiveUp::Sequential)?;
                            }
                        }
                    }
                }
                Inst::Nop => {}
                _ => return Err(GiveUp::Sequential),
            }
            let l = &mut self.lanes;
            let left = matches!(inst, Inst::Ret(_))
                || matches!(
                    inst,
                    Inst::Call {
                        callee: Callee::Convergent { .. },
                        ..
                    }
                );
            let more = if left {
                s.send(&mut l.steps, [])
            } else if targets.is_empty() {
                s.advance(&mut l.steps, pc + 1)
            } else {
                let from = f.block_of[pc as usize];
                let mut moved: Targets = SmallVec::new();
                for &(m, to) in targets.iter().filter(|(m, _)| *m != 0) {
                    moved.push((m, self.edge(m, from, to)));
                }
                let l = &mut self.lanes;
                match moved.as_slice() {
                    [(m, next)] if *m == active => s.advance(&mut l.steps, *next),
                    _ => s.send(&mut l.steps, moved),
                }
            };
            if !more {
                return Ok(());
            }
        }
    }
}

/// A register or constant operand as a row operation's right operand.
fn row_or_const(o: Operand) -> Option<Src> {
    match o {
        Operand::Reg(r) => Some(Src::Row(r as usize)),
        Operand::Const(c) => Some(Src::Const(c)),
        Operand::Global(..) => None,
    }
}

/// An operand's value for lane `x`, as [`IrMachine::eval`] gives it.
#[inline(always)]
fn operand(regs: &[u64], n: usize, globals: &[u32], o: Operand, x: usize) -> u64 {
    match o {
        Operand::Reg(r) => regs.get(r as usize * n + x).copied().unwrap_or(0),
        Operand::Const(c) => c,
        Operand::Global(g, off) => memory::pointer(globals[g as usize], 0).wrapping_add(off as u64),
    }
}

impl Lockstep for IrMachine<'_> {
    fn can_lead(&self, t: usize) -> bool {
        self.lockstep && self.race.is_none() && self.eligible_thread(t)
    }

    /// Whether threads `a` and `b` stand at the same instruction of the
    /// kernel with the same convergence state, bar their registers.
    fn same_start(&self, a: usize, b: usize) -> bool {
        let (ta, tb) = (&self.threads[a], &self.threads[b]);
        match (ta.frames.as_slice(), tb.frames.as_slice()) {
            ([fa], [fb]) => {
                fa.pc == fb.pc
                    && fa.sigma == fb.sigma
                    && fa.hearts == fb.hearts
                    && fa.anchors == fb.anchors
                    && fa.charged == fb.charged
                    && tb.waiting.is_none()
            }
            _ => false,
        }
    }

    fn run_batch(&mut self, ts: &[u32]) -> Result<(), GiveUp> {
        self.load_lanes(ts);
        self.run_lanes()?;
        if self.lanes.touched.conflict() {
            return Err(GiveUp::Conflict);
        }
        Ok(())
    }

    /// Writes the batch's lanes back to their threads, in thread order.
    fn commit(&mut self, out: &mut Stops) {
        let n = self.lanes.n;
        for lane in 0..n {
            let t = self.lanes.threads[lane];
            let l = &mut self.lanes;
            let finish = std::mem::replace(&mut l.finish[lane], Finish::Running);
            let th = &mut self.threads[t as usize];
            let Some(fr) = th.frames.first_mut() else {
                out.put(
                    t,
                    Stop::Failed(RunError::internal("a lockstep lane without a frame")),
                );
                return;
            };
            // An exited thread's frame goes: its registers, σ and counts are not
            // written back, and the lane keeps its vectors for the next batch.
            if !matches!(finish, Finish::Exited) {
                for r in l.written.ones() {
                    fr.regs[r] = l.regs[r * n + lane];
                }
                if !l.sigmas.is_start(l.sigma[lane]) {
                    fr.sigma = l.sigmas.get(l.sigma[lane]).clone();
                }
                std::mem::swap(&mut fr.hearts, &mut l.hearts[lane]);
                std::mem::swap(&mut fr.anchors, &mut l.anchors[lane]);
                let tokens = &self.prep[self.kernel as usize].token_regs;
                fr.conv = ConvState::of(&fr.regs, tokens, &fr.hearts, &fr.anchors);
            }
            fr.charged = l.charged[lane];
            self.lockstep_steps += l.steps[lane] - th.steps;
            th.steps = l.steps[lane];
            match finish {
                Finish::Blocked { pc, ctx, args } => {
                    let prep = &self.prep[self.kernel as usize];
                    let Some(Inst::Call {
                        callee: Callee::Convergent { op, site },
                        ..
                    }) = prep.insts().get(pc as usize)
                    else {
                        out.put(
                            t,
                            Stop::Failed(RunError::internal(
                                "a lockstep lane blocked off a convergent call",
                            )),
                        );
                        return;
                    };
                    out.put(t, wait_at_call(th, (prep, pc, *op, *site), ctx, args));
                }
                Finish::Exited => {
                    if let Some(done) = th.frames.pop() {
                        done.release(&mut self.mem, &mut self.files);
                    }
                    out.put(t, Stop::Exited);
                }
                Finish::Running => {
                    out.put(
                        t,
                        Stop::Failed(RunError::internal(
                            "a lockstep lane still running at the commit",
                        )),
                    );
                    return;
                }
            }
        }
        self.lanes.undo.clear();
    }

    fn roll_back(&mut self) {
        self.lanes.undo.roll_back(&mut self.mem);
        self.mem.refund(self.lanes.charged_total);
    }

    fn batches(&mut self) -> &mut (u32, u32) {
        &mut self.batches
    }

    fn stop_lockstep(&mut self) {
        self.lockstep = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On every IR file of the repository (Clang's and tangle's): the sparse liveness
    /// gives each position the registers the dense dataflow over blocks does.
    #[test]
    fn sparse_liveness_is_the_dense_dataflow() {
        let mut checked = 0;
        for (path, m) in crate::ir::repository_modules() {
            let prepared = super::super::prepare(&m);
            for (f, prep) in m.funcs.iter().zip(&prepared) {
                let sparse = Liveness::of(f, prep);
                let n = prep.registers.count();
                let dense = live_out(f, prep.insts(), &prep.succ, n, |i| prep.reg(i) as usize);
                for (b, blk) in f.blocks.iter().enumerate() {
                    let mut live = dense[b].clone();
                    live.grow(n);
                    for pc in (blk.start..blk.end).rev() {
                        live.set(prep.reg(pc) as usize, false);
                        reads_in_block(&prep.insts()[pc as usize], |r| live.insert(r));
                        let mut expected = live.clone();
                        expected.insert_range(..prep.registers.own());
                        let expected: Vec<u32> = expected.ones().map(|r| r as u32).collect();
                        assert_eq!(
                            &*sparse.at(f, prep, pc),
                            expected.as_slice(),
                            "{} `{}` at {pc}",
                            path.display(),
                            f.name
                        );
                    }
                }
                checked += 1;
            }
        }
        assert!(checked > 40, "only {checked} functions checked");
    }
}
