//! Executes the compiled program model for the scheduler: one thread at a
//! time, each with its own frames, registers and operand stack, or several
//! in lockstep where that gives the same result (`lockstep`).
//!
//! The dynamic convergence model (see ARCHITECTURE.md, "The runtime"): a
//! thread's context at a convergent operation is (function instance, σ). A
//! kernel's function instance is the block; a call of a function that may
//! execute convergent operations creates the instance (caller's context at
//! the call, call site), for `convergent` and `noconvergent` functions alike
//! (for the latter that is our documented anchor: the threads that made the
//! call together). σ counts the iterations of the cycles of
//! `FunctionTangles::cycles` the thread is inside, as the `Enter`
//! instructions update it.

use super::compile::{Code, Compiled, Op, Place};
use crate::collective;
use crate::context::{constraints, Sigma, SiteReach, Tags};
use crate::intern::Table;
use crate::launch::{self, Bound, GlobalPlace, Param};
use crate::library;
use crate::memory::{self, Memory};
use crate::race::{self, AccessKind, Detector};
use crate::sched::{Args, Machine, Request, Shape, Stop, Stops, NOWHERE};
use crate::trace::{ErrorKind, RunError, Site};
use crate::value;
use frontend::model::{Dim, SpecialVar};
use smallvec::SmallVec;

mod lockstep;
pub(crate) use lockstep::Plans;

const NO_POINT: u32 = u32::MAX;
/// Deeper call nesting is reported (GPU stacks are far smaller).
pub const MAX_FRAMES: usize = 10_000;
/// The function instance of frames that can never block.
const NO_INSTANCE: u32 = u32::MAX;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum FnInst {
    /// The kernel's body in this block.
    Root,
    /// A call: the caller's context at the call site, and the callee.
    Call {
        caller: u32,
        func: u32,
        pc: u32,
        callee: u32,
    },
}

/// Interned function instances and contexts, kept from block to block and, through
/// [`SourceMachine::carry_contexts`], from launch to launch: their values name no block
/// or shape, so equal ids mean equal contexts in every run of the program.
#[derive(Debug, Default)]
pub struct Contexts {
    fns: Table<FnInst>,
    /// (function instance, function, σ).
    ctxs: Table<(u32, u32, Sigma)>,
}

/// A context as [`Contexts::ctxs`] holds it, with σ borrowed: it hashes as the context
/// does (a derived hash covers the fields in order, as a tuple's does).
#[derive(Hash)]
struct ContextKey<'a>(u32, u32, &'a Sigma);

impl hashbrown::Equivalent<(u32, u32, Sigma)> for ContextKey<'_> {
    fn equivalent(&self, (inst, func, sigma): &(u32, u32, Sigma)) -> bool {
        (self.0, self.1) == (*inst, *func) && self.2 == sigma
    }
}

impl Contexts {
    fn function(&mut self, f: FnInst) -> u32 {
        self.fns.intern(f)
    }

    /// A context's id, looked up without copying σ (a block's every entry asks).
    fn context(&mut self, inst: u32, func: u32, sigma: &Sigma) -> u32 {
        self.ctxs.intern_with(&ContextKey(inst, func, sigma), || {
            (inst, func, sigma.clone())
        })
    }

    /// Gives back the ids nothing holds: the roots are the threads' frames
    /// (`insts`) and blocked threads' contexts (`live`).
    fn sweep(&mut self, insts: impl Iterator<Item = u32>, live: &mut dyn Iterator<Item = u32>) {
        let roots = insts
            .map(|f| (true, f))
            .chain(live.map(|c| (false, c)))
            .collect();
        crate::intern::sweep_pair(
            &mut self.fns,
            &mut self.ctxs,
            roots,
            |f| match f {
                FnInst::Call { caller, .. } => Some((false, *caller)),
                _ => None,
            },
            |(inst, ..)| Some((true, *inst)),
        );
    }
}

#[derive(Debug)]
struct Frame {
    func: u32,
    pc: u32,
    slot_base: u32,
    region: u32,
    inst: u32,
    sigma: Sigma,
    point: u32,
    /// The context of (`inst`, `func`, `sigma`) as [`Contexts::context`] last gave it,
    /// until σ changes ([`Frame::sigma_mut`]) or a sweep gives ids back: a thread mostly
    /// blocks again before σ changes, and interning hashed σ at every block.
    ctx: Option<u32>,
}

impl Frame {
    /// σ to change: the remembered context goes with it.
    fn sigma_mut(&mut self) -> &mut Sigma {
        self.ctx = None;
        &mut self.sigma
    }
}

/// A thread's operand stack.
type Operands = Vec<u64>;

/// A thread's frames, inline for a kernel that calls nothing (a block starts a thousand
/// threads), then its registers and operands. Those two are plain vectors: nearly every
/// instruction reads or writes them, and a `SmallVec`'s test of where its items lie was
/// 1% of the fuzzer's instructions, where their two allocations per thread did not show
/// in the engines' bench.
#[derive(Debug, Default)]
struct Thread {
    frames: SmallVec<[Frame; 1]>,
    slots: Vec<u64>,
    stack: Operands,
    steps: u64,
    /// Convergent operations completed: what `clock()` reads.
    converged: u64,
    /// The site and context the thread waits in.
    waiting: Option<(u32, u32)>,
    /// The struct or union the last call returned, until the caller takes it.
    returned: Vec<u8>,
}

impl Thread {
    /// As a fresh thread, keeping its vectors' memory. Its frames' locals are not given
    /// back, as they were not when a block's threads were dropped.
    fn reset(&mut self) {
        let Thread {
            frames,
            slots,
            stack,
            steps,
            converged,
            waiting,
            returned,
        } = self;
        frames.clear();
        slots.clear();
        stack.clear();
        (*steps, *converged, *waiting) = (0, 0, None);
        returned.clear();
    }

    /// Pops the top frame, giving back its registers and its locals' region.
    fn pop_frame(&mut self, mem: &mut Memory) {
        if let Some(done) = self.frames.pop() {
            self.slots.truncate(done.slot_base as usize);
            if done.region != 0 {
                mem.release(done.region);
            }
        }
    }
}

/// The top `n` values of `stack` (which holds at least `n`), taken off it: a call's
/// arguments, without allocating for the few that calls have.
fn pop_args(stack: &mut Operands, n: usize) -> Args {
    let args = Args::from_slice(&stack[stack.len() - n..]);
    stack.truncate(stack.len() - n);
    args
}

/// The kernel's [`SiteReach`], made by its first launch; `None` where a function calls the
/// kernel (then a thread's kernel frame need not be the one a kernel site's context names).
pub(crate) fn site_reach(c: &Compiled, kernel: u32) -> Option<&SiteReach> {
    let code = c.funcs.get(kernel as usize)?.as_ref()?;
    code.site_reach
        .get_or_init(|| {
            let called = c.funcs.iter().flatten().any(|f| {
                f.ops
                    .iter()
                    .any(|op| matches!(op, Op::Call(callee, _) if *callee == kernel))
            });
            if called {
                return None;
            }
            let sites = c
                .site_code
                .iter()
                .map(|sc| (sc.func == kernel).then_some(sc.pc));
            SiteReach::new(&code.graph, sites)
        })
        .as_ref()
}

/// Blocks `th` at convergent operation `site` in the context of its top frame.
fn block(ctxs: &mut Contexts, th: &mut Thread, site: u32, op: collective::Op, args: Args) -> Stop {
    let Some(fr) = th.frames.last_mut() else {
        return Stop::Failed(RunError::internal("a blocked thread without a frame"));
    };
    let ctx = match fr.ctx {
        Some(ctx) => {
            debug_assert_eq!(
                ctx,
                ctxs.context(fr.inst, fr.func, &fr.sigma),
                "a frame's remembered context is its current one"
            );
            ctx
        }
        None => *fr.ctx.insert(ctxs.context(fr.inst, fr.func, &fr.sigma)),
    };
    th.waiting = Some((site, ctx));
    Stop::Blocked(Request {
        site,
        ctx,
        op,
        args,
        // The bottom frame is the kernel's.
        from: th.frames.first().map_or(NOWHERE, |f| f.pc),
    })
}

pub struct SourceMachine<'a> {
    c: &'a Compiled,
    kernel: u32,
    args: Vec<u64>,
    pub mem: Memory,
    shape: Shape,
    max_steps: u64,
    block: u32,
    threads: Vec<Thread>,
    globals: Vec<u32>,
    shared: Vec<u32>,
    ctx: Contexts,
    pub steps: u64,
    /// Buffer regions of the kernel's pointer parameters, by parameter.
    pub buffers: Vec<Option<u32>>,
    /// `printf` output in execution order.
    pub printed: library::PrintLog,
    pub race: Option<Detector>,
    /// Strict convergence's path tags, shared by the block's threads.
    tags: Tags,
    /// How the kernel's body runs in lockstep; `None` where it cannot.
    lockstep: Option<&'a lockstep::Plan>,
    lanes: lockstep::Lanes,
    /// Lockstep batches committed, and given up because lanes touched the same bytes.
    batches: (u32, u32),
    /// Thread-instructions run in lockstep.
    pub lockstep_steps: u64,
}

impl<'a> SourceMachine<'a> {
    pub fn new(
        c: &'a Compiled,
        plans: &'a Plans,
        kernel: u32,
        params: &[Param],
        bound: &[Bound],
        shape: Shape,
        max_steps: u64,
    ) -> Result<SourceMachine<'a>, String> {
        let mut mem = Memory::new();
        let placed = launch::place(&mut mem, params, bound)?;
        let globals = launch::place_globals(
            &mut mem,
            c.globals
                .iter()
                .map(|g| (g.name.as_str(), g.bytes.as_slice(), g.shared)),
        )?;
        launch::relocate(&mut mem, &globals, &c.relocs)?;
        launch::protect(&mut mem, &globals, c.globals.iter().map(|g| g.read_only));
        let lockstep = plans.of(c, kernel);
        Ok(SourceMachine {
            c,
            kernel,
            args: placed.values,
            mem,
            shape,
            max_steps,
            block: 0,
            threads: Vec::new(),
            globals,
            shared: Vec::new(),
            ctx: Contexts::default(),
            steps: 0,
            buffers: placed.regions,
            printed: library::PrintLog::default(),
            race: None,
            tags: Tags::default(),
            lockstep,
            lanes: lockstep::Lanes::default(),
            batches: (0, 0),
            lockstep_steps: 0,
        })
    }

    /// Interns into `ctx`, the contexts of an earlier run of the same kernel under the
    /// same policy ([`Self::take_contexts`], kept by [`crate::sched::Scratch`]), so that
    /// the scheduler's answers about them still hold.
    pub fn carry_contexts(&mut self, ctx: Contexts) {
        self.ctx = ctx;
    }

    /// The contexts interned, for the next run ([`Self::carry_contexts`]).
    pub fn take_contexts(&mut self) -> Contexts {
        std::mem::take(&mut self.ctx)
    }

    /// Runs threads one after another only, never in lockstep.
    pub fn one_at_a_time(&mut self) {
        self.lockstep = None;
    }

    /// Turns the race check on: buffers (named by `params`) and device globals are global memory.
    pub fn check_races(&mut self, params: &[Param]) {
        let mut d = Detector::new(self.shape.threads());
        for (r, p) in self.buffers.iter().zip(params) {
            if let Some(r) = r {
                d.track_global(*r, &p.name);
            }
        }
        for (g, &r) in self.c.globals.iter().zip(&self.globals) {
            if !g.shared {
                d.track_global(r, &g.name);
            }
        }
        self.race = Some(d);
    }

    fn code(&self, f: u32) -> Result<&'a Code, RunError> {
        self.c
            .funcs
            .get(f as usize)
            .and_then(Option::as_ref)
            .ok_or_else(|| RunError::internal(format!("no code for function {f}")))
    }

    /// Pushes a frame for `func`, taking its arguments from the stack.
    fn push_frame(&mut self, t: usize, func: u32, inst: u32) -> Result<(), RunError> {
        let code = self.code(func)?;
        let n = code.params.len();
        let stack = &mut self.threads[t].stack;
        if stack.len() < n {
            return Err(RunError::internal(
                "a call with too few arguments on the stack",
            ));
        }
        let args = pop_args(stack, n);
        self.push_frame_with(t, (func, code), inst, &args)
    }

    /// Pushes a frame for `func`, whose code is `code`, with arguments `args` (as many as
    /// it has parameters).
    fn push_frame_with(
        &mut self,
        t: usize,
        (func, code): (u32, &'a Code),
        inst: u32,
        args: &[u64],
    ) -> Result<(), RunError> {
        if self.threads[t].frames.len() >= MAX_FRAMES {
            return Err(RunError::new(
                ErrorKind::Undefined,
                format!("calls nest deeper than {MAX_FRAMES} frames (unbounded recursion?)"),
            ));
        }
        let region = if code.frame_bytes > 0 {
            self.mem
                .alloc(format!("locals of `{}`", code.name), code.frame_bytes)
                .map_err(|m| RunError::new(ErrorKind::Memory, m))?
        } else {
            0
        };
        let th = &mut self.threads[t];
        let slot_base = th.slots.len() as u32;
        th.slots.resize(th.slots.len() + code.slots as usize, 0);
        for (&(place, ty, size), &v) in code.params.iter().zip(args) {
            match place {
                // A struct or union: `v` is the argument's address.
                Place::Frame(o) if size > 0 => self
                    .mem
                    .copy(memory::pointer(region, o as u64), v, size as u64)
                    .map_err(|m| RunError::new(ErrorKind::Memory, m))?,
                Place::Slot(s) => th.slots[(slot_base + s) as usize] = v,
                Place::Frame(o) => self
                    .mem
                    .store(memory::pointer(region, o as u64), ty, v)
                    .map_err(|m| RunError::new(ErrorKind::Memory, m))?,
                Place::Shared(_) => return Err(RunError::internal("a `__shared__` parameter")),
            }
        }
        th.frames.push(Frame {
            func,
            pc: 0,
            slot_base,
            region,
            inst,
            sigma: Sigma::default(),
            point: NO_POINT,
            ctx: None,
        });
        Ok(())
    }
}

/// The CUDA launch variables of block-local thread `t` in block `block`
/// (both linear ids, x fastest).
pub fn special(sh: Shape, block: u32, v: SpecialVar, t: u32) -> u64 {
    let pick = |c: [u32; 3], d: Dim| match d {
        Dim::X => c[0],
        Dim::Y => c[1],
        Dim::Z => c[2],
    } as u64;
    let dims = |d: crate::launch::Dim3| [d.x, d.y, d.z];
    match v {
        SpecialVar::ThreadIdx(d) => pick(sh.block.coords(t), d),
        SpecialVar::BlockIdx(d) => pick(sh.grid.coords(block), d),
        SpecialVar::BlockDim(d) => pick(dims(sh.block), d),
        SpecialVar::GridDim(d) => pick(dims(sh.grid), d),
        SpecialVar::WarpSize => sh.warp_size as u64,
    }
}

impl<'a> SourceMachine<'a> {
    fn step(&mut self, t: usize) -> Result<Option<Stop>, RunError> {
        let c: &'a Compiled = self.c;
        let th = &mut self.threads[t];
        let Some(fr) = th.frames.last_mut() else {
            return Ok(Some(Stop::Exited));
        };
        let code = match c.funcs.get(fr.func as usize).and_then(Option::as_ref) {
            Some(c) => c,
            None => return Err(RunError::internal("a frame without code")),
        };
        // Runs instructions until the thread calls, returns, blocks or fails:
        // those change the frame this loop holds.
        loop {
            let pc = fr.pc as usize;
            let Some(op) = code.ops.get(pc) else {
                return Err(RunError::internal(format!(
                    "pc {pc} past the end of `{}`",
                    code.name
                )));
            };
            fr.pc += 1;
            th.steps += 1;
            let at = |kind: ErrorKind, m: String| {
                let mut e = RunError::new(kind, m);
                e.loc = code.locs.get(pc).copied();
                e
            };
            if th.steps > self.max_steps {
                return Err(at(
                    ErrorKind::StepLimit,
                    format!(
                        "thread exceeded --max-steps {} (a loop that never ends?)",
                        self.max_steps
                    ),
                ));
            }
            let base = fr.slot_base as usize;
            macro_rules! pop {
                () => {
                    match th.stack.pop() {
                        Some(v) => v,
                        None => return Err(RunError::internal("operand stack underflow")),
                    }
                };
            }
            // A register of the running frame.
            macro_rules! slot {
                ($s:expr) => {
                    th.slots[base + $s as usize]
                };
            }
            // An arithmetic operation; C's undefined cases (a division by zero) are errors
            // at this instruction.
            macro_rules! binary {
                ($op:expr, $ty:expr, $a:expr, $b:expr) => {
                    value::binary_inline($op, $ty, $a, $b)
                        .map_err(|m| at(ErrorKind::Undefined, m))?
                };
            }
            // A load of `$ty` at address `$a`, noted by the race detector.
            macro_rules! load {
                ($a:expr, $ty:expr) => {{
                    let (a, ty) = ($a, $ty);
                    let v = self.mem.load(a, ty).map_err(|m| at(ErrorKind::Memory, m))?;
                    if let Some(r) = self.race.as_mut() {
                        let loc = code.locs.get(pc).copied();
                        r.access(t as u32, a, ty.size(), AccessKind::Read, loc);
                    }
                    v
                }};
            }
            // A conditional jump on a comparison.
            macro_rules! jump_if {
                ($op:expr, $ty:expr, $a:expr, $b:expr, $to:expr, $when:expr) => {
                    if value::compare($op, $ty, $a, $b) == $when {
                        fr.pc = $to;
                    }
                };
            }
            match *op {
                Op::Const(v) => th.stack.push(v),
                Op::Slot(s) => th.stack.push(slot!(s)),
                Op::SetSlot(s) => slot!(s) = pop!(),
                Op::TeeSlot(s) => {
                    let v = pop!();
                    slot!(s) = v;
                    th.stack.push(v);
                }
                Op::FrameAddr(o) => th.stack.push(memory::pointer(fr.region, o as u64)),
                Op::GlobalAddr(g) => th.stack.push(memory::pointer(self.globals[g as usize], 0)),
                Op::SharedAddr(i) => th.stack.push(memory::pointer(self.shared[i as usize], 0)),
                Op::Special(v) => th.stack.push(special(self.shape, self.block, v, t as u32)),
                Op::Load(ty) => {
                    let a = pop!();
                    let v = load!(a, ty);
                    th.stack.push(v);
                }
                Op::LoadIndexed(index, ty) => {
                    let n = pop!();
                    let p = pop!();
                    let v = load!(index.address(p, n), ty);
                    th.stack.push(v);
                }
                Op::LoadSlotIndexed { index, at: i, ty } => {
                    let p = pop!();
                    let v = load!(i.address(p, slot!(index)), ty);
                    th.stack.push(v);
                }
                Op::LoadSlotSlotIndexed {
                    base,
                    index,
                    at: i,
                    ty,
                } => {
                    let v = load!(i.address(slot!(base), slot!(index)), ty);
                    th.stack.push(v);
                }
                Op::Store(ty) | Op::StoreKeep(ty) => {
                    let a = pop!();
                    let v = pop!();
                    self.mem
                        .store(a, ty, v)
                        .map_err(|m| at(ErrorKind::Memory, m))?;
                    if let Some(r) = self.race.as_mut() {
                        r.access(
                            t as u32,
                            a,
                            ty.size(),
                            AccessKind::Write,
                            code.locs.get(pc).copied(),
                        );
                    }
                    if matches!(op, Op::StoreKeep(_)) {
                        th.stack.push(v);
                    }
                }
                Op::Binary(bop, ty) => {
                    let b = pop!();
                    let a = pop!();
                    let r = binary!(bop, ty, a, b);
                    th.stack.push(r);
                }
                Op::Compare(bop, ty) => {
                    let b = pop!();
                    let a = pop!();
                    th.stack.push(value::compare(bop, ty, a, b) as u64);
                }
                Op::BinaryConst(bop, ty, b) => {
                    let a = pop!();
                    let r = binary!(bop, ty, a, b);
                    th.stack.push(r);
                }
                Op::CompareConst(bop, ty, b) => {
                    let a = pop!();
                    th.stack.push(value::compare(bop, ty, a, b) as u64);
                }
                Op::Neg(ty) => {
                    let a = pop!();
                    th.stack.push(value::negate(ty, a));
                }
                Op::BitNot(ty) => {
                    let a = pop!();
                    th.stack.push(value::int(ty, !a as i128));
                }
                Op::LogicalNot(ty) => {
                    let a = pop!();
                    th.stack.push(!value::truth(ty, a) as u64);
                }
                Op::Convert(from, to) => {
                    let a = pop!();
                    value::check_float_to_int(from, to, a)
                        .map_err(|m| at(ErrorKind::Undefined, m))?;
                    th.stack.push(value::convert(from, to, a));
                }
                Op::Math(m) => {
                    let n = m.op.arity();
                    if th.stack.len() < n {
                        return Err(RunError::internal("a math call without its arguments"));
                    }
                    let args = pop_args(&mut th.stack, n);
                    th.stack.push(library::math(m, &args));
                }
                Op::Printf(n) => {
                    let n = n as usize;
                    if th.stack.len() < n {
                        return Err(RunError::internal("a `printf` without its arguments"));
                    }
                    let args = pop_args(&mut th.stack, n);
                    let text =
                        library::printf(&self.mem, &args).map_err(|m| at(ErrorKind::Memory, m))?;
                    th.stack.push(text.len() as u64);
                    self.printed.push(library::Printed {
                        block: self.block,
                        thread: self.shape.global(self.block, t as u32),
                        text,
                    });
                }
                Op::PtrAdd(size) => {
                    let n = pop!() as i64;
                    let p = pop!();
                    th.stack
                        .push(p.wrapping_add(n.wrapping_mul(size as i64) as u64));
                }
                Op::PtrAddConverted(i) => {
                    let n = pop!();
                    let p = pop!();
                    th.stack.push(i.address(p, n));
                }
                Op::PtrDiff(size) => {
                    let b = pop!();
                    let a = pop!();
                    th.stack
                        .push((a.wrapping_sub(b) as i64 / size.max(1) as i64) as u64);
                }
                Op::Dup => {
                    let v = pop!();
                    th.stack.push(v);
                    th.stack.push(v);
                }
                Op::Pop => {
                    pop!();
                }
                Op::Swap => {
                    let b = pop!();
                    let a = pop!();
                    th.stack.push(b);
                    th.stack.push(a);
                }
                Op::Jump(to) => fr.pc = to,
                Op::JumpIf(to, ty) => {
                    if value::truth(ty, pop!()) {
                        fr.pc = to;
                    }
                }
                Op::JumpIfNot(to, ty) => {
                    if !value::truth(ty, pop!()) {
                        fr.pc = to;
                    }
                }
                Op::JumpCompare { op, ty, to, when } => {
                    let b = pop!();
                    let a = pop!();
                    jump_if!(op, ty, a, b, to, when);
                }
                Op::JumpCompareConst {
                    op,
                    ty,
                    c,
                    to,
                    when,
                } => {
                    jump_if!(op, ty, pop!(), c, to, when);
                }
                Op::SlotBinaryConst { slot, op, ty, c } => {
                    let a = slot!(slot);
                    let r = binary!(op, ty, a, c);
                    th.stack.push(r);
                }
                Op::MoveSlot { from, to } => {
                    slot!(to) = slot!(from);
                }
                Op::SlotBinary { slot, op, ty } => {
                    let a = pop!();
                    let r = binary!(op, ty, a, slot!(slot));
                    th.stack.push(r);
                }
                Op::SlotSlotBinary { a, b, op, ty } => {
                    let (x, y) = (slot!(a), slot!(b));
                    let r = binary!(op, ty, x, y);
                    th.stack.push(r);
                }
                Op::SlotSlotBinaryTo { a, b, op, ty, dst } => {
                    let (x, y) = (slot!(a), slot!(b));
                    slot!(dst) = binary!(op, ty, x, y);
                }
                Op::UpdateSlot { slot, op, ty } => {
                    let b = pop!();
                    let a = slot!(slot);
                    slot!(slot) = binary!(op, ty, a, b);
                }
                Op::SlotBinaryConstTo {
                    slot,
                    op,
                    ty,
                    c,
                    dst,
                } => {
                    let a = slot!(slot);
                    slot!(dst) = binary!(op, ty, a, c);
                }
                Op::JumpSlotCompare {
                    slot,
                    op,
                    ty,
                    to,
                    when,
                } => {
                    let a = pop!();
                    jump_if!(op, ty, a, slot!(slot), to, when);
                }
                Op::JumpSlotSlotCompare {
                    a,
                    b,
                    op,
                    ty,
                    to,
                    when,
                } => {
                    let (x, y) = (slot!(a), slot!(b));
                    jump_if!(op, ty, x, y, to, when);
                }
                Op::JumpSlotCompareConst {
                    slot,
                    op,
                    ty,
                    c,
                    to,
                    when,
                } => {
                    jump_if!(op, ty, slot!(slot), c, to, when);
                }
                Op::JumpSlotBinaryConst {
                    slot,
                    op,
                    ty,
                    c,
                    to,
                    when,
                } => {
                    let r = binary!(op, ty, slot!(slot), c);
                    if value::truth(ty, r) == when {
                        fr.pc = to;
                    }
                }
                Op::Switch(s, ty) => fr.pc = code.switch_target(s, value::to_i128(ty, pop!())),
                Op::Call(f, _) => {
                    let callee = c
                        .funcs
                        .get(f as usize)
                        .and_then(Option::as_ref)
                        .ok_or_else(|| RunError::internal("a call to a function without code"))?;
                    let inst = if callee.may_converge {
                        let (caller, cur) = (fr.inst, fr.func);
                        let ctx = self.ctx.context(caller, cur, &fr.sigma);
                        self.ctx.function(FnInst::Call {
                            caller: ctx,
                            func: cur,
                            pc: pc as u32,
                            callee: f,
                        })
                    } else {
                        NO_INSTANCE
                    };
                    self.push_frame(t, f, inst).map_err(|mut e| {
                        e.loc = code.locs.get(pc).copied();
                        e
                    })?;
                    return Ok(None);
                }
                Op::Builtin(b, ty, n) => {
                    let n = n as usize;
                    if th.stack.len() < n {
                        return Err(RunError::internal("a builtin call without its arguments"));
                    }
                    let args = pop_args(&mut th.stack, n);
                    let caller = crate::builtins::Caller {
                        lane: self.shape.lane_of(t as u32),
                        clock: th.converged,
                    };
                    let r = crate::builtins::execute(b, ty, &args, &mut self.mem, caller)
                        .map_err(|(k, m)| at(k, m))?;
                    if let (Some(d), Some((a, n, kind))) =
                        (self.race.as_mut(), race::builtin_access(b, ty, &args))
                    {
                        d.access(t as u32, a, n, kind, code.locs.get(pc).copied());
                    }
                    if !b.is_void() {
                        th.stack.push(r);
                    }
                }
                Op::Converge(site) => {
                    let sc = &c.site_code[site as usize];
                    let n = sc.nargs as usize;
                    if th.stack.len() < n {
                        return Err(RunError::internal(
                            "a convergent call without its arguments",
                        ));
                    }
                    let args = pop_args(&mut th.stack, n);
                    return Ok(Some(block(&mut self.ctx, th, site, sc.op, args)));
                }
                Op::Copy(size) => {
                    let dst = pop!();
                    let src = pop!();
                    self.mem
                        .copy(dst, src, size as u64)
                        .map_err(|m| at(ErrorKind::Memory, m))?;
                    th.stack.push(dst);
                }
                Op::TakeReturn(o) => {
                    let dst = memory::pointer(fr.region, o as u64);
                    self.mem
                        .write(dst, &th.returned)
                        .map_err(|m| at(ErrorKind::Memory, m))?;
                    th.stack.push(dst);
                }
                Op::Return => {
                    let mut v = if code.returns_value {
                        Some(pop!())
                    } else {
                        None
                    };
                    if let (Some(src), true) = (v, code.ret_size > 0) {
                        // The struct leaves with the frame: its bytes wait for the caller.
                        th.returned = self
                            .mem
                            .read(src, code.ret_size as u64)
                            .map_err(|m| at(ErrorKind::Memory, m))?;
                        v = None;
                    }
                    th.pop_frame(&mut self.mem);
                    if th.frames.is_empty() {
                        return Ok(Some(Stop::Exited));
                    }
                    if let Some(v) = v {
                        th.stack.push(v);
                    }
                    return Ok(None);
                }
                Op::Point(p) => fr.point = p,
                Op::Enter(p, table) => {
                    if let Some(&(_, tr)) = code.enter_tables[table as usize]
                        .iter()
                        .find(|(from, _)| *from == fr.point)
                    {
                        let tr = &code.graph.transitions[tr as usize];
                        let sigma = fr.sigma_mut();
                        sigma.apply(tr);
                        self.tags.apply(sigma, tr);
                    }
                    fr.point = p;
                }
                Op::Fail(m) => {
                    return Err(at(ErrorKind::Unsupported, c.messages[m as usize].clone()));
                }
            }
        }
    }

    /// Whether thread `t` can still reach position `pc` of `func` in context `ctx`.
    fn reach(&self, t: usize, func: u32, pc: u32, ctx: u32, depth: u32) -> Result<bool, RunError> {
        let Some((inst, _, sigma)) = self.ctx.ctxs.get(ctx as usize) else {
            return Err(RunError::internal("an unknown context"));
        };
        if depth > 10_000 {
            return Err(RunError::internal("function instances nest without end"));
        }
        for fr in self.threads[t].frames.iter().rev() {
            if fr.inst == *inst && fr.func == func {
                let graph = &self.code(func)?.graph;
                let Some(fixed) = constraints(&fr.sigma, sigma, 1, &graph.cycle_depth) else {
                    return Ok(false);
                };
                return Ok(graph.reaches(fr.pc, pc, &fixed));
            }
        }
        match self.ctx.fns.get(*inst as usize) {
            Some(FnInst::Call {
                caller,
                func: cf,
                pc: cpc,
                callee,
            }) => Ok(self.reach(t, *cf, *cpc, *caller, depth + 1)?
                && self.code(*callee)?.graph.entry_reaches(pc)),
            // The block's instance is every thread's bottom frame.
            _ => Ok(false),
        }
    }
}

impl Machine for SourceMachine<'_> {
    fn start_block(&mut self, block: u32) -> Result<(), RunError> {
        for r in self.shared.drain(..) {
            self.mem.release(r);
        }
        let places: Vec<GlobalPlace> = self
            .c
            .globals
            .iter()
            .map(|g| GlobalPlace {
                name: &g.name,
                bytes: &g.bytes,
                shared: g.shared,
                dynamic: g.dynamic,
            })
            .collect();
        launch::renew_shared(
            &mut self.mem,
            &mut self.globals,
            &places,
            self.shape.shared_bytes,
        )
        .map_err(|m| RunError::new(ErrorKind::Memory, m))?;
        for s in &self.c.shared {
            let r = self
                .mem
                .alloc(format!("__shared__ {}", s.name), s.size)
                .map_err(|m| RunError::new(ErrorKind::Memory, m))?;
            self.shared.push(r);
        }
        if let Some(d) = self.race.as_mut() {
            let mut shared: Vec<(u32, String)> = self
                .c
                .globals
                .iter()
                .zip(&self.globals)
                .filter(|(g, _)| g.shared)
                .map(|(g, &r)| (r, race::shared_name(&g.name, g.dynamic)))
                .collect();
            shared.extend(
                self.c
                    .shared
                    .iter()
                    .zip(&self.shared)
                    .map(|(s, &r)| (r, race::shared_name(&s.name, false))),
            );
            d.start_block(block, &shared);
        }
        self.block = block;
        self.steps += self.threads.iter().map(|t| t.steps).sum::<u64>();
        let root = self.ctx.function(FnInst::Root);
        // The last block's threads start afresh where there are as many, keeping what
        // their vectors allocated, and the kernel's arguments go straight into its frame:
        // allocating a stack and registers per thread was a quarter of an empty
        // 1,024-thread block's instructions.
        let threads = self.shape.threads() as usize;
        self.threads.truncate(threads);
        for th in &mut self.threads {
            th.reset();
        }
        self.threads.resize_with(threads, Thread::default);
        let kernel = (self.kernel, self.code(self.kernel)?);
        let args = std::mem::take(&mut self.args);
        let started = (0..threads).try_for_each(|t| self.push_frame_with(t, kernel, root, &args));
        self.args = args;
        started
    }

    fn run(&mut self, t: u32) -> Stop {
        let t = t as usize;
        loop {
            match self.step(t) {
                Ok(None) => {}
                Ok(Some(stop)) => return stop,
                Err(e) => return Stop::Failed(e),
            }
        }
    }

    fn run_each(&mut self, ts: &[u32], out: &mut Stops) {
        crate::lanes::run_batched(self, ts, out);
    }

    fn sweep(&mut self, live: &mut dyn Iterator<Item = u32>) -> bool {
        if !self.ctx.ctxs.due() && !self.ctx.fns.due() {
            return false;
        }
        let insts = self
            .threads
            .iter()
            .flat_map(|t| t.frames.iter().map(|f| f.inst));
        self.ctx.sweep(insts, live);
        // Ids nothing held may name other contexts from now on.
        for fr in self.threads.iter_mut().flat_map(|t| t.frames.iter_mut()) {
            fr.ctx = None;
        }
        true
    }

    fn can_reach(&mut self, t: u32, site: u32, ctx: u32) -> Result<bool, RunError> {
        let sc = self
            .c
            .site_code
            .get(site as usize)
            .ok_or_else(|| RunError::internal("an unknown site"))?;
        self.reach(t as usize, sc.func, sc.pc, ctx, 0)
    }

    /// A blocked thread's frames follow from where it waits: the top frame's
    /// function, position, instance and σ from the site and context, each
    /// caller's from the instance's call site and caller context (a function
    /// that may converge is only ever called by one that may too). So the
    /// site and context are all of its state that [`Self::reach`] reads.
    fn reach_key(&self, t: u32) -> Option<u64> {
        let (site, ctx) = self.threads.get(t as usize)?.waiting?;
        Some(u64::from(site) << 32 | u64::from(ctx))
    }

    fn memory(&mut self) -> &mut crate::memory::Memory {
        &mut self.mem
    }

    fn deliver(&mut self, t: u32, value: u64) {
        let th = &mut self.threads[t as usize];
        if let Some((site, _)) = th.waiting.take() {
            th.converged += 1;
            if self.c.site_code[site as usize].op.has_result() {
                th.stack.push(value);
            }
        }
    }

    fn describe(&self, ctx: u32) -> String {
        let mut parts = Vec::new();
        let mut cur = Some(ctx);
        while let Some(c) = cur {
            let Some((inst, func, sigma)) = self.ctx.ctxs.get(c as usize) else {
                break;
            };
            let code = self.c.funcs.get(*func as usize).and_then(Option::as_ref);
            let s = code
                .map(|code| super::compile::describe_sigma(code, sigma))
                .unwrap_or_default();
            cur = None;
            match self.ctx.fns.get(*inst as usize) {
                Some(FnInst::Call {
                    caller,
                    func: cf,
                    pc,
                    ..
                }) => {
                    let name = code.map(|c| c.name.as_str()).unwrap_or("?");
                    let at = self
                        .c
                        .funcs
                        .get(*cf as usize)
                        .and_then(Option::as_ref)
                        .and_then(|c| c.locs.get(*pc as usize))
                        .map(|(l, c)| format!("{l}:{c}"))
                        .unwrap_or_default();
                    parts.push(if s.is_empty() {
                        format!("{name} called at {at}")
                    } else {
                        format!("{name} called at {at}: {s}")
                    });
                    cur = Some(*caller);
                }
                _ => parts.push(if s.is_empty() { "block".into() } else { s }),
            }
        }
        parts.reverse();
        parts.join(" > ")
    }

    fn sites(&self) -> &[Site] {
        &self.c.sites
    }

    fn races(&mut self) -> Option<&mut Detector> {
        self.race.as_mut()
    }
}

impl SourceMachine<'_> {
    /// Thread-instructions executed by every thread so far.
    pub fn total_steps(&self) -> u64 {
        self.steps + self.threads.iter().map(|t| t.steps).sum::<u64>()
    }
}
