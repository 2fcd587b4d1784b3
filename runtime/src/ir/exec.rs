//! Executes IR for the scheduler (see the module documentation of `ir` for
//! the convergence rules).

use super::cycles::CycleInfo;
use super::{Callee, CastKind, FPred, Func, Inst, IntOp, LaneOp, Module, Operand, Pred, ReduceOp};
use crate::collective;
use crate::context::{constraints, FlowGraph, Rules, Sigma, SiteReach, Transition};
use crate::intern::Table;
use crate::launch::{self, GlobalPlace, Launch, Param, ParamKind};
use crate::library;
use crate::memory::{self, Memory};
use crate::race::{self, AccessKind, Detector};
use crate::sched::{self, Args, Machine, Request, Shape, Stop, Stops, NOWHERE};
use crate::trace::{mix, ErrorKind, RunError, RunOutput, Site};
use crate::value::{self, Ty};
use crate::Failure;
use fixedbitset::FixedBitSet;
use frontend::model::BinaryOp;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::cell::RefCell;
use std::collections::HashMap;

mod lockstep;
mod registers;

/// Static facts about one function.
struct Prepared {
    /// Blocks and σ transitions (cycle headers; empty for controlled functions).
    graph: FlowGraph,
    cycles: CycleInfo,
    succ: Vec<Vec<u32>>,
    may_converge: bool,
    /// Controlled functions: the token definition a call without a bundle
    /// uses (the heart of its innermost cycle, else the entry).
    inferred: HashMap<u32, u32>,
    /// Per token definition, per block: the blocks entered from the block's end
    /// without executing the definition ([`Self::avoiding`]).
    avoid_cache: RefCell<FxHashMap<u32, Vec<Option<FixedBitSet>>>>,
    /// By register: an alloca kept in its own register (see [`register_locals`]).
    locals: Vec<bool>,
    /// The instructions both engines run: `f`'s, with loads forwarded
    /// ([`forward_local_loads`]) and operands naming registers ([`registers`]).
    code: Vec<Inst>,
    /// The register of each of `f`'s values.
    registers: registers::Registers,
    /// By instruction: a comparison whose one reader is the conditional branch right
    /// after it, which lockstep runs with it (see [`compares_for_branches`]).
    compare_branches: Vec<bool>,
    /// The kernel's registers live at each point, for lockstep, found when a batch first
    /// needs them.
    live: std::cell::OnceCell<lockstep::Liveness>,
    /// Launched as the kernel: the sites each position can get to ([`SiteReach`]), found
    /// by the first launch; `None` where the function is called.
    site_reach: std::cell::OnceCell<Option<SiteReach>>,
    /// The registers of token definitions: `reach` and the sweep read them, a reused
    /// register file zeroes them ([`RegisterFiles`]), lockstep always copies them.
    token_regs: Box<[u32]>,
    /// By instruction: a heart's place among the function's hearts, an anchor's among
    /// its anchors (where a frame counts its executions, [`counted`]).
    conv_places: Box<[u32]>,
    /// The function's hearts and anchors.
    conv_counts: [u32; 2],
}

/// The comparisons whose value only the conditional branch right after them reads
/// (`icmp` then `br i1`, as `-O0` IR tests every condition): lockstep branches on the
/// lanes' outcomes as it compares, without a row of 0s and 1s to write and read back.
fn compares_for_branches(f: &Func, insts: &[Inst]) -> Vec<bool> {
    let readers = readers(f, insts);
    (0..insts.len())
        .map(|i| {
            matches!(insts[i], Inst::Cmp { .. })
                && readers[i].len() == 1
                && matches!(insts.get(i + 1), Some(Inst::CondBr { cond: Operand::Reg(c), .. }) if *c == f.value_of(i as u32))
        })
        .collect()
}

/// The allocas whose address is only loaded from and stored to, by accesses as large as
/// the alloca: clang's and tangle's `-O0` locals. Their bytes live in the alloca's own
/// register instead of a memory region, as mem2reg would keep them, but every instruction
/// still runs and counts (the same steps, the same charge to the memory budget); no other
/// thread and no pointer can see the difference. By register.
fn register_locals(f: &Func) -> Vec<bool> {
    let mut local = vec![false; f.values()];
    let mut size_of = vec![0u64; f.values()];
    for (i, inst) in f.insts.iter().enumerate() {
        if let Inst::Alloca {
            size: size @ (1 | 2 | 4 | 8),
            count: Operand::Const(1),
            ..
        } = inst
        {
            let r = f.value_of(i as u32) as usize;
            local[r] = true;
            size_of[r] = *size;
        }
    }
    for inst in &f.insts {
        // The address a load or store goes through is the one use that keeps a local.
        let mut access = match inst {
            Inst::Load {
                ty,
                ptr: Operand::Reg(p),
            }
            | Inst::Store {
                ty,
                ptr: Operand::Reg(p),
                ..
            } => {
                let p = *p as usize;
                if size_of.get(p).is_some_and(|&n| n != ty.size()) {
                    local[p] = false;
                }
                Some(p)
            }
            _ => None,
        };
        // Every other use (a stored value, an argument, a GEP's base) lets it escape; a
        // store of an address through itself uses it twice, so it escapes too.
        inst.for_each_operand(|o| {
            if let Operand::Reg(r) = o {
                let r = r as usize;
                if access == Some(r) {
                    access = None;
                } else if let Some(l) = local.get_mut(r) {
                    *l = false;
                }
            }
        });
    }
    local
}

/// By instruction of `insts` (`f`'s or a rewritten copy), the instructions that read
/// its register, once per operand.
fn readers(f: &Func, insts: &[Inst]) -> Vec<SmallVec<[u32; 2]>> {
    let first = f.params.len();
    let mut readers = vec![SmallVec::new(); insts.len()];
    for (j, inst) in insts.iter().enumerate() {
        inst.for_each_operand(|o| {
            if let Some(rs) = match o {
                Operand::Reg(r) => (r as usize)
                    .checked_sub(first)
                    .and_then(|i| readers.get_mut(i)),
                _ => None,
            } {
                rs.push(j as u32);
            }
        });
    }
    readers
}

/// Loads of a register-kept local (see [`register_locals`]) whose value is only read
/// later in its block, with no store to the local in between: those reads take the
/// local's register instead, which holds the same bytes until then (a load as wide as
/// the local gives back the stored bytes), and the load becomes a `Nop`, still run and
/// counted as a step. A row copy less per load of `-O0` IR for the lockstep engine, and a
/// register copy less for a thread run alone. `None` where no load is forwarded.
fn forward_local_loads(f: &Func, locals: &[bool]) -> Option<Vec<Inst>> {
    let readers = readers(f, &f.insts);
    let mut code: Option<Vec<Inst>> = None;
    for (i, inst) in f.insts.iter().enumerate() {
        let Inst::Load {
            ty,
            ptr: Operand::Reg(x),
        } = *inst
        else {
            continue;
        };
        // An `i1` load reads a stored byte as 0 or 1, not as the byte.
        let whole = !matches!(ty, Ty::I { bits, .. } if u64::from(bits) != 8 * ty.size());
        if !whole || !locals.get(x as usize).copied().unwrap_or(false) {
            continue;
        }
        let (block, readers) = (f.block_of[i], &readers[i]);
        let r = Operand::Reg(f.value_of(i as u32));
        // A phi reads at its block's entry; a pointer loaded to access memory through
        // stays a load, since an access through the local's own register would be one
        // of the local itself.
        let reads_value = |j: usize| match &f.insts[j] {
            Inst::Phi { .. } => false,
            Inst::Load { ptr, .. } | Inst::Store { ptr, .. } => *ptr != r,
            _ => true,
        };
        let in_block = readers.iter().all(|&j| {
            let j = j as usize;
            j > i && f.block_of[j] == block && reads_value(j)
        });
        let last = readers.iter().max().map_or(i, |&j| j as usize);
        let writes_x = |k: usize| match &f.insts[k] {
            Inst::Store {
                ptr: Operand::Reg(p),
                ..
            } => *p == x,
            Inst::Alloca { .. } => f.value_of(k as u32) == x,
            _ => false,
        };
        if !in_block || (i + 1..last).any(writes_x) {
            continue;
        }
        let code = code.get_or_insert_with(|| f.insts.clone());
        code[i] = Inst::Nop;
        for &j in readers {
            code[j as usize].for_each_operand_mut(|o| {
                if *o == r {
                    *o = Operand::Reg(x);
                }
            });
        }
    }
    code
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum FnInst {
    Root,
    Call {
        ctx: u32,
        func: u32,
        inst: u32,
        callee: u32,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Ctx {
    Entry(u32),
    Loop {
        parent: u32,
        func: u32,
        inst: u32,
        n: u32,
    },
    /// The n-th execution of an anchor under the same inferred token (the
    /// heart of the innermost cycle around it, else the entry; `None`: a
    /// function without either, whose instance it counts in).
    Anchor {
        fninst: u32,
        parent: Option<u32>,
        func: u32,
        inst: u32,
        n: u32,
    },
    /// Maximal convergence by cycle headers (no tokens).
    Implicit {
        fninst: u32,
        func: u32,
        sigma: Sigma,
    },
}

/// Interned function instances and contexts, kept from block to block and, through
/// [`sched::Scratch`], from launch to launch of a kernel: their values name no block or shape,
/// so equal ids mean equal contexts in every run.
#[derive(Debug, Default)]
struct Interner {
    fns: Table<FnInst>,
    ctxs: Table<Ctx>,
    /// Each context's function instance, set when it is interned: the
    /// scheduler's reachability questions ask it for every context, and a
    /// loop's is its outermost parent's.
    instances: Vec<u32>,
}

impl Interner {
    fn function(&mut self, f: FnInst) -> u32 {
        self.fns.intern(f)
    }

    fn ctx(&mut self, c: Ctx) -> u32 {
        let (id, new) = self.ctxs.intern_new(c);
        if new {
            let instance = match self.ctxs.get(id as usize) {
                Some(
                    Ctx::Entry(f) | Ctx::Anchor { fninst: f, .. } | Ctx::Implicit { fninst: f, .. },
                ) => *f,
                Some(Ctx::Loop { parent, .. }) => self.instance_of(*parent).unwrap_or(NO_INSTANCE),
                None => NO_INSTANCE,
            };
            if self.instances.len() <= id as usize {
                self.instances.resize(id as usize + 1, NO_INSTANCE);
            }
            self.instances[id as usize] = instance;
        }
        id
    }

    /// Gives back the ids nothing holds. `roots`: (is a function instance, id).
    fn sweep(&mut self, roots: Vec<(bool, u32)>) {
        crate::intern::sweep_pair(
            &mut self.fns,
            &mut self.ctxs,
            roots,
            |f| match f {
                FnInst::Call { ctx, .. } => Some((false, *ctx)),
                _ => None,
            },
            |c| match c {
                Ctx::Loop { parent, .. } => Some((false, *parent)),
                Ctx::Entry(f) | Ctx::Anchor { fninst: f, .. } | Ctx::Implicit { fninst: f, .. } => {
                    Some((true, *f))
                }
            },
        );
    }

    /// The function instance a context belongs to.
    fn instance_of(&self, c: u32) -> Option<u32> {
        self.instances
            .get(c as usize)
            .copied()
            .filter(|&f| f != NO_INSTANCE)
    }
}

struct Frame {
    func: u32,
    pc: u32,
    regs: Vec<u64>,
    allocas: Vec<u32>,
    /// The region holding each aggregate-valued instruction's latest value
    /// (by instruction), reused when it runs again; released with the frame.
    snapshots: Vec<(u32, u32)>,
    /// Bytes of register locals charged to the memory budget, given back on return.
    charged: u64,
    inst: u32,
    sigma: Sigma,
    /// Loop hearts: (instruction, parent token, executions with it), by place
    /// ([`counted`]).
    hearts: Vec<Count>,
    /// Anchors: (instruction, inferred token or `NO_TOKEN`, executions with it), by
    /// place.
    anchors: Vec<Count>,
    /// A digest of what `reach` reads of this frame besides its position: its token
    /// registers, hearts and anchors ([`ConvState`]), kept as they change.
    conv: ConvState,
}

impl Frame {
    /// Token register `reg` takes `token` (which it returns), in [`Frame::conv`] too.
    fn hold_token(&mut self, reg: usize, token: u64) -> u64 {
        let (old, new) = (
            ConvState::token(reg as u32, self.regs[reg]),
            ConvState::token(reg as u32, token),
        );
        self.conv.swap(old, new);
        token
    }

    /// One more execution of the heart or anchor at `place` under `key`, as
    /// [`count_execution`] counts it, in [`Frame::conv`] too: its count.
    fn count(&mut self, place: Place, key: u64) -> u32 {
        let kind = place.kind;
        let counts = if kind == ConvState::HEART {
            &mut self.hearts
        } else {
            &mut self.anchors
        };
        let (now, before) = counted(counts, place, key);
        let digest = |c| ConvState::count(kind, c);
        self.conv.swap(before.map_or(0, digest), digest(now));
        now.2
    }
}

/// The XOR of one mixed word per token register that holds a token and per heart and
/// anchor count, so that a change updates it by two XORs ([`ConvState::swap`]) rather
/// than a walk over the frame's tokens: a fuzzed kernel has dozens of loops, and a walk
/// per blocked thread cost more than the questions it saved (performance.md). Equal
/// states give equal digests; unequal ones the same digest with odds of 2^-64 per pair.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct ConvState(u64);

impl ConvState {
    const TOKEN: u64 = 1 << 62;
    const HEART: u64 = 2 << 62;
    const ANCHOR: u64 = 3 << 62;

    /// Token register `reg` holding `v` (0, a zeroed register, adds nothing).
    fn token(reg: u32, v: u64) -> u64 {
        if v == 0 {
            0
        } else {
            mix(mix(Self::TOKEN | u64::from(reg)) ^ v)
        }
    }

    /// A heart's or anchor's count `(inst, key, n)`; `kind` tells the two apart.
    fn count(kind: u64, (inst, key, n): Count) -> u64 {
        mix(mix(mix(kind | u64::from(inst)) ^ key) ^ u64::from(n))
    }

    fn swap(&mut self, old: u64, new: u64) {
        self.0 ^= old ^ new;
    }

    /// From scratch, as the changes add up to (after a lockstep batch writes a frame back).
    pub(super) fn of(
        regs: &[u64],
        token_regs: &[u32],
        hearts: &[Count],
        anchors: &[Count],
    ) -> ConvState {
        let tokens = token_regs
            .iter()
            .map(|&r| Self::token(r, regs.get(r as usize).copied().unwrap_or(0)));
        let hearts = ran(hearts).map(|h| Self::count(Self::HEART, h));
        let anchors = ran(anchors).map(|a| Self::count(Self::ANCHOR, a));
        ConvState(tokens.chain(hearts).chain(anchors).fold(0, |a, b| a ^ b))
    }
}

/// Register files of frames that are gone, for new frames: zeroing a fresh one for
/// every thread of every launch was 2.3% of the fuzzer's instructions when a file held
/// a register per instruction of `-O0` IR. A reused file keeps its old values: a
/// register is read only after the instruction of the value it holds wrote it (SSA),
/// except a token definition's, which `reach` reads for a loop the thread has not
/// entered yet, so those are zeroed (`Prepared::token_regs`).
#[derive(Debug, Default)]
pub(crate) struct RegisterFiles {
    spare: Vec<Vec<u64>>,
    /// The bytes `spare` holds, at most [`Self::MAX_BYTES`].
    bytes: usize,
}

thread_local! {
    /// The register files the last run on this thread left: the next run, also of
    /// another program (the fuzzer's next), starts with them, where fresh ones cost a
    /// zeroed allocation per thread of each program's first launch (0.7% of the
    /// fuzzer's instructions).
    static SPARE_FILES: std::cell::Cell<RegisterFiles> = Default::default();
}

impl RegisterFiles {
    const MAX_BYTES: usize = 16 << 20;
    const SEARCHED: usize = 8;

    /// A file of at least `n` registers, the first `params` (the parameters') and the
    /// tokens' zero. A longer file stays long: a helper's call shortened files that the
    /// kernel's next threads zeroed again as they grew (most of a fuzzed launch's start).
    /// A short file is not grown (that would copy its stale values): one of the last few
    /// given back that is long enough is taken, else a fresh one.
    fn take(&mut self, n: usize, params: usize, tokens: &[u32]) -> Vec<u64> {
        let recent = self.spare.len().saturating_sub(Self::SEARCHED);
        let Some(i) = self.spare[recent..].iter().rposition(|r| r.len() >= n) else {
            return vec![0; n];
        };
        let mut regs = self.spare.swap_remove(recent + i);
        self.bytes -= regs.capacity() * 8;
        regs[..params.min(n)].fill(0);
        for &r in tokens {
            if let Some(v) = regs.get_mut(r as usize) {
                *v = 0;
            }
        }
        regs
    }

    fn give(&mut self, regs: Vec<u64>) {
        let bytes = regs.capacity() * 8;
        if self.bytes + bytes <= Self::MAX_BYTES {
            self.bytes += bytes;
            self.spare.push(regs);
        }
    }
}

impl Frame {
    /// Gives back what a returning frame holds: its charge to the memory
    /// budget, its allocas, its snapshots and its registers.
    fn release(self, mem: &mut Memory, files: &mut RegisterFiles) {
        files.give(self.regs);
        mem.refund(self.charged);
        for r in self
            .allocas
            .into_iter()
            .chain(self.snapshots.into_iter().map(|s| s.1))
        {
            mem.release(r);
        }
    }
}

/// Blocks `th` at the convergent call at `pc` of the function `prep` prepares (its
/// operation and site), in context `ctx`: it resumes after the call.
fn wait_at_call(
    th: &mut Thread,
    (prep, pc, op, site): (&Prepared, u32, collective::Op, u32),
    ctx: u32,
    args: Args,
) -> Stop {
    th.waiting = Some((site, op.has_result().then(|| prep.reg(pc))));
    th.reach_key.set(None);
    if let Some(fr) = th.frames.last_mut() {
        fr.pc = pc + 1;
    }
    Stop::Blocked(Request {
        site,
        ctx,
        op,
        args,
        // The bottom frame is the kernel's.
        from: th.frames.first().map_or(NOWHERE, |f| f.pc),
    })
}

/// Kernel `k`'s [`SiteReach`], made by its first launch; `None` where a function calls the
/// kernel (then a thread's kernel frame need not be the one a kernel site's context names).
fn site_reach<'p>(
    m: &Module,
    prep: &'p [Prepared],
    site_pos: &[(u32, u32)],
    k: u32,
) -> Option<&'p SiteReach> {
    let p = prep.get(k as usize)?;
    p.site_reach
        .get_or_init(|| {
            let called = m
                .funcs
                .iter()
                .flat_map(|f| &f.insts)
                .any(|i| matches!(i, Inst::Call { callee: Callee::Func(c), .. } if *c == k));
            if called {
                return None;
            }
            let sites = site_pos.iter().map(|&(f, pos)| (f == k).then_some(pos));
            SiteReach::new(&p.graph, sites)
        })
        .as_ref()
}

/// An anchor's parent where there is no token to infer.
const NO_TOKEN: u64 = u64::MAX;

#[derive(Default)]
struct Thread {
    /// Inline for a kernel that calls nothing: a block starts a thousand threads.
    frames: SmallVec<[Frame; 1]>,
    steps: u64,
    /// Convergent operations completed: what `clock()` reads.
    converged: u64,
    /// Where a blocked thread's result goes.
    waiting: Option<(u32, Option<u32>)>,
    /// While blocked, its [`Machine::reach_key`] once asked: the scheduler asks per question.
    reach_key: std::cell::Cell<Option<u64>>,
}

const NO_INSTANCE: u32 = u32::MAX;

pub struct IrMachine<'a> {
    m: &'a Module,
    prep: &'a [Prepared],
    site_pos: &'a [(u32, u32)],
    kernel: u32,
    args: Vec<u64>,
    pub mem: Memory,
    shape: Shape,
    max_steps: u64,
    block: u32,
    threads: Vec<Thread>,
    globals: Vec<u32>,
    ids: Interner,
    steps: u64,
    pub buffers: Vec<Option<u32>>,
    /// `printf` output in execution order.
    printed: library::PrintLog,
    race: Option<Detector>,
    /// Whether the kernel runs in lockstep where it can.
    lockstep: bool,
    lanes: lockstep::Lanes,
    /// Lockstep batches committed, and given up because lanes touched the same bytes.
    batches: (u32, u32),
    /// Register files for new frames (from [`Program`]'s earlier runs, then this run's returns).
    files: RegisterFiles,
    /// Thread-instructions run in lockstep.
    lockstep_steps: u64,
}

fn prepare(m: &Module) -> Vec<Prepared> {
    let mut may: Vec<bool> = m
        .funcs
        .iter()
        .map(|f| {
            f.insts.iter().any(|i| {
                matches!(
                    i,
                    Inst::Call {
                        callee: Callee::Convergent { .. },
                        ..
                    }
                )
            })
        })
        .collect();
    loop {
        let mut changed = false;
        for (i, f) in m.funcs.iter().enumerate() {
            if !may[i]
                && f.insts.iter().any(
                    |x| matches!(x, Inst::Call { callee: Callee::Func(c), .. } if may[*c as usize]),
                )
            {
                may[i] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    m.funcs
        .iter()
        .zip(may)
        .map(|(f, may_converge)| {
            let succ = f.succ();
            let cycles = CycleInfo::compute(&succ);
            let chains: Vec<Vec<u32>> = (0..succ.len() as u32).map(|b| cycles.chain(b)).collect();
            let mut transitions = vec![Transition::default()];
            let mut edges = Vec::new();
            for (b, ss) in succ.iter().enumerate() {
                let mut out = Vec::new();
                for &s in ss {
                    if f.controlled {
                        out.push((s, 0));
                        continue;
                    }
                    let (a, z) = (&chains[b], &chains[s as usize]);
                    let tr = Transition {
                        leave: a.iter().copied().filter(|c| !z.contains(c)).collect(),
                        enter: z
                            .iter()
                            .copied()
                            .filter(|c| !a.contains(c))
                            .map(|c| (c, (cycles.cycles[c as usize].header == s) as u32))
                            .collect(),
                        bump: a
                            .iter()
                            .copied()
                            .filter(|c| z.contains(c) && cycles.cycles[*c as usize].header == s)
                            .collect(),
                        retag: Vec::new(),
                    };
                    if tr.is_empty() {
                        out.push((s, 0));
                    } else {
                        transitions.push(tr);
                        out.push((s, (transitions.len() - 1) as u32));
                    }
                }
                edges.push(out);
            }
            let depth = (0..cycles.cycles.len() as u32)
                .map(|c| cycles.depth(c))
                .collect();
            let graph = FlowGraph::new(edges, transitions, f.block_of.clone(), depth);
            let mut inferred = HashMap::new();
            if f.controlled {
                let entry = f.insts.iter().position(|i| matches!(i, Inst::ConvEntry));
                let heart_of = |b: u32| {
                    let blk = &f.blocks[b as usize];
                    (blk.start..blk.end)
                        .find(|&i| matches!(f.insts[i as usize], Inst::ConvLoop { .. }))
                };
                for (i, inst) in f.insts.iter().enumerate() {
                    if matches!(inst, Inst::Call { token: None, .. } | Inst::ConvAnchor) {
                        let chain = &chains[f.block_of[i] as usize];
                        let def = chain
                            .iter()
                            .rev()
                            .find_map(|&c| heart_of(cycles.cycles[c as usize].header))
                            .or(entry.map(|e| e as u32));
                        if let Some(d) = def {
                            inferred.insert(i as u32, d);
                        }
                    }
                }
            }
            let is_local = register_locals(f);
            let mut code = forward_local_loads(f, &is_local).unwrap_or_else(|| f.insts.clone());
            let local_values: Vec<u32> = (0..is_local.len() as u32)
                .filter(|&v| is_local[v as usize])
                .collect();
            let compare_branches = compares_for_branches(f, &code);
            let token_values: Vec<u32> = (0..f.insts.len() as u32)
                .filter(|&i| {
                    matches!(
                        f.insts[i as usize],
                        Inst::ConvEntry | Inst::ConvLoop { .. } | Inst::ConvAnchor
                    )
                })
                .map(|i| f.value_of(i))
                .collect();
            // What the engines read outside the data flow keeps a register of its own.
            let mut pinned = FixedBitSet::with_capacity(f.values());
            pinned.insert_range(..f.params.len());
            pinned.extend(
                local_values
                    .iter()
                    .chain(&token_values)
                    .map(|&v| v as usize),
            );
            let registers = registers::allocate(f, &code, &succ, &pinned);
            registers.rename(&mut code);
            let mut locals = vec![false; registers.count()];
            for &v in &local_values {
                locals[registers.of(v) as usize] = true;
            }
            let mut conv_counts = [0u32; 2];
            let conv_places = (f.insts.iter())
                .map(|i| {
                    let kind = match i {
                        Inst::ConvLoop { .. } => 0,
                        Inst::ConvAnchor => 1,
                        _ => return u32::MAX,
                    };
                    conv_counts[kind] += 1;
                    conv_counts[kind] - 1
                })
                .collect();
            Prepared {
                conv_places,
                conv_counts,
                graph,
                cycles,
                succ,
                may_converge,
                inferred,
                avoid_cache: RefCell::default(),
                compare_branches,
                code,
                locals,
                live: std::cell::OnceCell::new(),
                site_reach: std::cell::OnceCell::new(),
                token_regs: token_values.iter().map(|&v| registers.of(v)).collect(),
                registers,
            }
        })
        .collect()
}

impl Prepared {
    /// Where a frame counts the executions of heart or anchor `inst` ([`Place`]).
    fn place(&self, kind: u64, inst: u32) -> Place {
        let of = if kind == ConvState::HEART { 0 } else { 1 };
        Place {
            kind,
            inst,
            at: (self.conv_places.get(inst as usize).copied()).unwrap_or(u32::MAX),
            of: self.conv_counts[of],
        }
    }

    /// The instructions the engines run.
    fn insts(&self) -> &[Inst] {
        &self.code
    }

    /// The register instruction `i` writes.
    fn reg(&self, i: u32) -> u32 {
        self.registers.inst(i)
    }

    /// Whether any of the function's edges changes σ: none does in a function with
    /// convergence tokens, whose edges then need no search.
    fn changes_sigma(&self) -> bool {
        self.graph.transitions.len() > 1
    }

    /// The σ transition of the edge from block `from` to block `to` (0: none).
    fn transition(&self, from: u32, to: u32) -> u32 {
        if !self.changes_sigma() {
            return 0;
        }
        self.graph.succ[from as usize]
            .iter()
            .find(|(s, _)| *s == to)
            .map_or(0, |&(_, tr)| tr)
    }

    /// Whether position `to` is reachable from `from` without executing the
    /// instruction at `avoid` (a token's definition).
    fn avoiding(&self, f: &Func, from: u32, to: u32, avoid: u32) -> bool {
        // Within a block: Some(found) when `to` or `avoid` comes first from `start`
        // (`to` where they are one). A block is a range of positions: no walk.
        let scan = |b: u32, start: u32| -> Option<bool> {
            let blk = &f.blocks[b as usize];
            let ahead = start.max(blk.start)..blk.end;
            match (ahead.contains(&to), ahead.contains(&avoid)) {
                (true, true) => Some(to <= avoid),
                (true, false) => Some(true),
                (false, true) => Some(false),
                (false, false) => None,
            }
        };
        let (Some(&fb), Some(&tb)) = (f.block_of.get(from as usize), f.block_of.get(to as usize))
        else {
            return false;
        };
        if let Some(r) = scan(fb, from) {
            return r;
        }
        let holds_avoid = |b: u32| {
            let blk = &f.blocks[b as usize];
            (blk.start..blk.end).contains(&avoid)
        };
        if self.graph.walkable(fb, tb) {
            let rules = Rules::Avoiding(avoid);
            return self.graph.enters(rules, (fb, tb), |_| true, holds_avoid)
                && scan(tb, 0) == Some(true);
        }
        let mut cache = self.avoid_cache.borrow_mut();
        let done = cache
            .entry(avoid)
            .or_insert_with(|| vec![None; f.blocks.len()]);
        if done[fb as usize].is_none() {
            // One search answers every `to` from `fb` (the scheduler asks many).
            done[fb as usize] = Some(entered_from(&self.succ, fb, holds_avoid, done));
        }
        let entered = done[fb as usize]
            .as_ref()
            .is_some_and(|e| e.contains(tb as usize));
        entered && scan(tb, 0) == Some(true)
    }
}

/// The blocks entered along edges from block `from`'s end, going on from each entered
/// block unless `stops` (it holds the instruction to avoid). A block entered whose own
/// search is `done` (which went on from it as this one does) adds what that search
/// entered without a walk: the later searches of a function mostly run into the
/// earlier ones.
fn entered_from(
    succ: &[Vec<u32>],
    from: u32,
    stops: impl Fn(u32) -> bool,
    done: &[Option<FixedBitSet>],
) -> FixedBitSet {
    let mut entered = FixedBitSet::with_capacity(succ.len());
    let mut queue = vec![from];
    while let Some(b) = queue.pop() {
        for &s in &succ[b as usize] {
            if entered.put(s as usize) || stops(s) {
                continue;
            }
            match &done[s as usize] {
                Some(further) => entered.union_with(further),
                None => queue.push(s),
            }
        }
    }
    entered
}

fn fcmp(p: FPred, ty: Ty, a: u64, b: u64) -> bool {
    let (x, y) = match ty {
        Ty::F32 => (value::f32_of(a) as f64, value::f32_of(b) as f64),
        _ => (value::f64_of(a), value::f64_of(b)),
    };
    let uno = x.is_nan() || y.is_nan();
    match p {
        FPred::False => false,
        FPred::True => true,
        FPred::Ord => !uno,
        FPred::Uno => uno,
        FPred::Oeq => !uno && x == y,
        FPred::Ogt => !uno && x > y,
        FPred::Oge => !uno && x >= y,
        FPred::Olt => !uno && x < y,
        FPred::Ole => !uno && x <= y,
        FPred::One => !uno && x != y,
        FPred::Ueq => uno || x == y,
        FPred::Ugt => uno || x > y,
        FPred::Uge => uno || x >= y,
        FPred::Ult => uno || x < y,
        FPred::Ule => uno || x <= y,
        FPred::Une => uno || x != y,
    }
}

fn cast(kind: CastKind, from: Ty, to: Ty, v: u64) -> u64 {
    let signed = |t: Ty| t.with_sign(true);
    let unsigned = |t: Ty| t.with_sign(false);
    match kind {
        CastKind::Trunc | CastKind::ZExt | CastKind::Bits => match to {
            Ty::I { bits, .. } => v & value::mask(bits),
            Ty::F32 => v & 0xffff_ffff,
            _ => v,
        },
        CastKind::SExt => value::convert(signed(from), unsigned(to), v),
        CastKind::FpToUi => value::convert(from, unsigned(to), v),
        CastKind::FpToSi => value::convert(from, signed(to), v),
        CastKind::UiToFp => value::convert(unsigned(from), to, v),
        CastKind::SiToFp => value::convert(signed(from), to, v),
        CastKind::FpTrunc | CastKind::FpExt => value::convert(from, to, v),
    }
}

/// Where a `switch` on `v` (of type `ty`) goes.
fn switch_target(ty: Ty, v: u64, cases: &[(u64, u32)], default: u32) -> u32 {
    let bits = match ty {
        Ty::I { bits, .. } => bits,
        _ => 64,
    };
    let v = v & value::mask(bits);
    cases.iter().find(|c| c.0 == v).map_or(default, |c| c.1)
}

/// A comparison's outcome. Inline: the interpreter's loop runs one per condition.
#[inline]
fn compare(pred: Pred, ty: Ty, a: u64, b: u64) -> bool {
    match pred {
        Pred::Int(op) => value::compare(op, ty, a, b),
        Pred::Float(p) => fcmp(p, ty, a, b),
    }
}

/// A conversion; a float that does not fit the integer it converts to is
/// undefined.
fn convert(kind: CastKind, from: Ty, to: Ty, v: u64) -> Result<u64, value::Undefined> {
    let checked = match kind {
        CastKind::FpToSi => Some(to.with_sign(true)),
        CastKind::FpToUi => Some(to.with_sign(false)),
        _ => None,
    };
    if let Some(to) = checked {
        value::check_float_to_int(from, to, v)?;
    }
    Ok(cast(kind, from, to, v))
}

/// A call computed from its arguments alone.
fn pure_call(callee: &Callee, vals: &[u64]) -> Result<u64, (ErrorKind, String)> {
    let arg = |i: usize| vals.get(i).copied().unwrap_or(0);
    Ok(match callee {
        Callee::Math(m) => library::math(*m, vals),
        Callee::FpClass(ty) => {
            let v = arg(0);
            let (x, quiet) = match ty {
                Ty::F32 => (value::f32_of(v) as f64, v >> 22 & 1 == 1),
                _ => (value::f64_of(v), v >> 51 & 1 == 1),
            };
            library::fpclass(x, quiet, arg(1)) as u64
        }
        Callee::Int(op, ty) => int_op(*op, *ty, vals),
        other => {
            return Err((
                ErrorKind::Internal,
                format!("internal error: {other:?} is not a pure call"),
            ))
        }
    })
}

/// LLVM's integer intrinsics on values of `ty`.
fn int_op(op: IntOp, ty: Ty, a: &[u64]) -> u64 {
    let bits = match ty {
        Ty::I { bits, .. } => bits,
        _ => 64,
    } as u32;
    let m = value::mask(bits as u8);
    let arg = |i: usize| a.get(i).copied().unwrap_or(0) & m;
    let (x, y) = (arg(0), arg(1));
    let signed = |v: u64| value::sext(v, bits as u8) as i128;
    let clamp = |r: i128, lo: i128, hi: i128| (r.clamp(lo, hi) as u64) & m;
    let (smin, smax) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
    let three_way = |o: std::cmp::Ordering| value::int(ty, o as i8 as i128);
    match op {
        IntOp::Abs => (signed(x).unsigned_abs() as u64) & m,
        IntOp::Ctpop => x.count_ones() as u64,
        IntOp::Ctlz => (x.leading_zeros() - (64 - bits)) as u64,
        IntOp::Cttz => x.trailing_zeros().min(bits) as u64,
        IntOp::Bswap => x.swap_bytes() >> (64 - bits),
        IntOp::Bitreverse => x.reverse_bits() >> (64 - bits),
        IntOp::Fshl | IntOp::Fshr => {
            let s = arg(2) % bits as u64;
            // The concatenation x:y shifted left by s (right by s for fshr).
            let s = if op == IntOp::Fshl {
                s
            } else {
                (bits as u64 - s) % bits as u64
            };
            if s == 0 {
                if op == IntOp::Fshl {
                    x
                } else {
                    y
                }
            } else {
                ((x << s) | (y >> (bits as u64 - s))) & m
            }
        }
        IntOp::SAddSat => clamp(signed(x) + signed(y), smin, smax),
        IntOp::SSubSat => clamp(signed(x) - signed(y), smin, smax),
        IntOp::UAddSat => clamp(x as i128 + y as i128, 0, m as i128),
        IntOp::USubSat => clamp(x as i128 - y as i128, 0, m as i128),
        IntOp::SCmp(w) | IntOp::UCmp(w) => {
            let raw = |i: usize| a.get(i).copied().unwrap_or(0);
            let (p, q) = if matches!(op, IntOp::SCmp(_)) {
                (
                    value::sext(raw(0), w) as i128,
                    value::sext(raw(1), w) as i128,
                )
            } else {
                let m = value::mask(w);
                ((raw(0) & m) as i128, (raw(1) & m) as i128)
            };
            three_way(p.cmp(&q))
        }
        IntOp::Identity => a.first().copied().unwrap_or(0),
    }
}

/// `{s,u}{add,sub,mul}.with.overflow`: the wrapped result and whether the
/// exact one differs from it (read by `ty`'s signedness).
fn overflowing(op: BinaryOp, ty: Ty, a: u64, b: u64) -> (u64, bool) {
    let (x, y) = (value::to_i128(ty, a), value::to_i128(ty, b));
    let exact = match op {
        BinaryOp::Add => x.checked_add(y),
        BinaryOp::Sub => x.checked_sub(y),
        _ => x.checked_mul(y),
    };
    let wrapped = value::int(ty, exact.unwrap_or(x.wrapping_mul(y)));
    (
        wrapped,
        exact.is_none_or(|e| e != value::to_i128(ty, wrapped)),
    )
}

/// `llvm.vector.reduce.*` over `lanes`: from `start` in order (the
/// floating-point sum and product), else from the first lane.
fn reduce(
    op: ReduceOp,
    ty: Ty,
    start: Option<u64>,
    lanes: &[u64],
) -> Result<u64, value::Undefined> {
    let (mut acc, rest) = match (start, lanes.split_first()) {
        (Some(s), _) => (s, lanes),
        (None, Some((first, rest))) => (*first, rest),
        (None, None) => return Ok(0),
    };
    let float = |v: u64| match ty {
        Ty::F32 => value::f32_of(v) as f64,
        _ => value::f64_of(v),
    };
    let bits = |x: f64| match ty {
        Ty::F32 => value::from_f32(x as f32),
        _ => value::from_f64(x),
    };
    for &x in rest {
        let pick = |keep_acc: bool| if keep_acc { acc } else { x };
        acc = match op {
            ReduceOp::Binary(b) => value::binary(b, ty, acc, x)?,
            ReduceOp::SMax => pick(value::compare(BinaryOp::Ge, ty.with_sign(true), acc, x)),
            ReduceOp::SMin => pick(value::compare(BinaryOp::Le, ty.with_sign(true), acc, x)),
            ReduceOp::UMax => pick(value::compare(BinaryOp::Ge, ty.with_sign(false), acc, x)),
            ReduceOp::UMin => pick(value::compare(BinaryOp::Le, ty.with_sign(false), acc, x)),
            ReduceOp::FMax => bits(float(acc).max(float(x))),
            ReduceOp::FMin => bits(float(acc).min(float(x))),
            ReduceOp::FMaximum | ReduceOp::FMinimum => {
                let (p, q) = (float(acc), float(x));
                let max = op == ReduceOp::FMaximum;
                if p.is_nan() || q.is_nan() {
                    bits(f64::NAN)
                } else if p == q {
                    // -0 < +0 here.
                    pick(p.is_sign_negative() != max)
                } else {
                    pick((p > q) == max)
                }
            }
        };
    }
    Ok(acc)
}

impl<'a> IrMachine<'a> {
    fn func(&self, f: u32) -> &'a Func {
        &self.m.funcs[f as usize]
    }

    fn eval(&self, fr: &Frame, o: Operand) -> u64 {
        match o {
            Operand::Reg(r) => fr.regs.get(r as usize).copied().unwrap_or(0),
            Operand::Const(c) => c,
            Operand::Global(g, off) => {
                memory::pointer(self.globals[g as usize], 0).wrapping_add(off as u64)
            }
        }
    }

    /// Keeps the register files of every thread's frames for new ones.
    fn give_back_frames(&mut self) {
        for th in &mut self.threads {
            for fr in &mut th.frames {
                self.files.give(std::mem::take(&mut fr.regs));
            }
        }
    }

    /// A new frame for `func`; aggregate and `byval` arguments (addresses) are
    /// copied into regions of it.
    fn new_frame(&mut self, func: u32, args: &[u64], inst: u32) -> Result<Frame, RunError> {
        let f = self.func(func);
        let prep = &self.prep[func as usize];
        let mut regs = self
            .files
            .take(prep.registers.count(), f.params.len(), &prep.token_regs);
        let mut allocas = Vec::new();
        for ((r, &v), p) in regs.iter_mut().zip(args).zip(&f.params) {
            *r = v;
            if p.copy > 0 {
                let copy = self
                    .mem
                    .alloc(format!("argument `{}` of `{}`", p.name, f.name), p.copy)
                    .map_err(|m| RunError::new(ErrorKind::Memory, m))?;
                allocas.push(copy);
                *r = memory::pointer(copy, 0);
                self.mem
                    .copy(*r, v, p.copy)
                    .map_err(|m| RunError::new(ErrorKind::Memory, m))?;
            }
        }
        Ok(Frame {
            func,
            pc: f.blocks.first().map(|b| b.body).unwrap_or(0),
            regs,
            allocas,
            snapshots: Vec::new(),
            charged: 0,
            inst,
            sigma: Sigma::default(),
            hearts: Vec::new(),
            anchors: Vec::new(),
            conv: ConvState::default(),
        })
    }

    /// The address of the region that holds instruction `pc`'s aggregate
    /// value of `size` bytes in frame `fr`.
    fn snapshot(&mut self, fr: &mut Frame, pc: u32, size: u64) -> Result<u64, String> {
        if let Some(&(_, r)) = fr.snapshots.iter().find(|s| s.0 == pc) {
            return Ok(memory::pointer(r, 0));
        }
        let name = format!("a value in `{}`", self.func(fr.func).name);
        let r = self.mem.alloc(name, size)?;
        fr.snapshots.push((pc, r));
        Ok(memory::pointer(r, 0))
    }

    /// The values the phis at `phis` take on the edge from block `from`, by
    /// register (inline: a block with phis is entered on every iteration of
    /// most loops).
    fn phi_values(
        &mut self,
        fr: &mut Frame,
        prep: &Prepared,
        phis: std::ops::Range<u32>,
        from: u32,
    ) -> Result<SmallVec<[(u32, u64); 4]>, String> {
        let mut values: SmallVec<[(u32, u64); 4]> = SmallVec::new();
        let mut copies = Vec::new();
        for i in phis {
            if let Inst::Phi { incoming, copy } = &prep.insts()[i as usize] {
                let v = incoming
                    .iter()
                    .find(|(b, _)| *b == from)
                    .map(|&(_, o)| self.eval(fr, o))
                    .unwrap_or(0);
                // An aggregate or vector goes into the phi's own copy: the
                // instruction that made it may run again while the phi
                // still holds it (a vectorized loop's recurrence). All are
                // read before any is written, as phis take their values at once.
                if *copy > 0 {
                    let bytes = if v == 0 {
                        vec![0; *copy as usize]
                    } else {
                        self.mem.read(v, *copy)?
                    };
                    copies.push((values.len(), i, bytes));
                }
                values.push((prep.reg(i), v));
            }
        }
        for (k, i, bytes) in copies {
            let own = self.snapshot(fr, i, bytes.len() as u64)?;
            self.mem.write(own, &bytes)?;
            values[k].1 = own;
        }
        Ok(values)
    }

    /// Moves frame `fr` from the block of its position (a terminator) to block `to`.
    /// Inline for the edges that only move (no phis at `to`, no σ in a function with
    /// tokens): a call per branch was a third of the branches' instructions.
    #[inline(always)]
    fn branch(&mut self, fr: &mut Frame, to: u32) -> Result<(), String> {
        let f = self.func(fr.func);
        let prep: &'a Prepared = &self.prep[fr.func as usize];
        match f.blocks.get(to as usize) {
            Some(blk) if blk.start == blk.body && !prep.changes_sigma() => {
                fr.pc = blk.body;
                Ok(())
            }
            _ => self.enter(fr, to),
        }
    }

    /// [`Self::branch`] along any edge: phis, σ.
    #[inline(never)]
    fn enter(&mut self, fr: &mut Frame, to: u32) -> Result<(), String> {
        let func = fr.func;
        let f = self.func(func);
        let prep: &'a Prepared = &self.prep[func as usize];
        let Some(blk) = f.blocks.get(to as usize) else {
            return Ok(());
        };
        let from = f.block_of[fr.pc as usize];
        // Most blocks have no phis: their edges only move and change σ. (The
        // phis are written here rather than beside σ below: carrying an empty
        // `Option<SmallVec>` there cost the IR engine a tenth of its time.)
        if blk.start < blk.body {
            let phis = self.phi_values(fr, prep, blk.start..blk.body, from)?;
            for (r, v) in phis {
                fr.regs[r as usize] = v;
            }
        }
        let tr = prep.transition(from, to);
        if tr != 0 {
            fr.sigma.apply(&prep.graph.transitions[tr as usize]);
        }
        fr.pc = blk.body;
        Ok(())
    }

    /// Runs thread `t` until it blocks, exits or fails: one call for all its
    /// instructions (a call per instruction paid this large function's
    /// prologue every time). The threads are taken out of the machine while one
    /// runs, so that its frame is one borrow for all its instructions: finding it
    /// again after every instruction that used the machine was a quarter of this
    /// function's own time. (Taking the vector moves three words; taking the
    /// thread, with its frame inline, copied hundreds of bytes twice per call.)
    fn run_thread(&mut self, t: usize) -> Result<Stop, RunError> {
        let mut threads = std::mem::take(&mut self.threads);
        let stop = match threads.get_mut(t) {
            Some(th) => self.run_taken(t, th),
            None => Err(RunError::internal(format!("no thread {t} to run"))),
        };
        self.threads = threads;
        stop
    }

    /// [`Self::run_thread`] on thread `t`, taken out as `th`.
    fn run_taken(&mut self, t: usize, th: &mut Thread) -> Result<Stop, RunError> {
        // The function, its preparation and its instructions change only with the
        // frame (a call or a return: `continue 'frame`), not per instruction.
        'frame: loop {
            let Some(fr) = th.frames.last_mut() else {
                return Ok(Stop::Exited);
            };
            let fidx = fr.func;
            let f = self.func(fidx);
            let prep: &'a Prepared = &self.prep[fidx as usize];
            let insts = prep.insts();
            let dsts = prep.registers.by_inst();
            loop {
                th.steps += 1;
                let steps = th.steps;
                let pc = fr.pc;
                let Some(inst) = insts.get(pc as usize) else {
                    return Err(RunError::internal(format!(
                        "pc {pc} past the end of `{}`",
                        f.name
                    )));
                };
                let at = |kind: ErrorKind, m: String| {
                    let mut e = RunError::new(kind, m);
                    e.loc = f.locs.get(pc as usize).copied().flatten();
                    e
                };
                if steps > self.max_steps {
                    return Err(at(
                        ErrorKind::StepLimit,
                        format!(
                            "thread exceeded --max-steps {} (a loop that never ends?)",
                            self.max_steps
                        ),
                    ));
                }
                // Read only by the instructions that need them (every instruction paid for
                // both when they were read up front).
                let reg = || dsts[pc as usize] as usize;
                let mem_err = |m: String| at(ErrorKind::Memory, m);
                let loc = || f.locs.get(pc as usize).copied().flatten();
                let tid = t as u32;
                let result: Option<u64> = match inst {
                    Inst::Alloca { size, name, .. } if prep.locals[reg()] => {
                        self.mem
                            .charge(*size, || format!("`{name}` in `{}`", f.name))
                            .map_err(mem_err)?;
                        fr.charged += size;
                        Some(0)
                    }
                    Inst::Load {
                        ty,
                        ptr: Operand::Reg(p),
                    } if prep.locals[*p as usize] => {
                        Some(memory::loaded(*ty, self.eval(fr, Operand::Reg(*p))))
                    }
                    Inst::Store {
                        ty,
                        val,
                        ptr: Operand::Reg(p),
                    } if prep.locals[*p as usize] => {
                        let v = memory::stored(self.eval(fr, *val), ty.size());
                        fr.regs[*p as usize] = v;
                        None
                    }
                    Inst::Alloca { size, count, name } => {
                        let n = self.eval(fr, *count);
                        let bytes = size.saturating_mul(n);
                        let r = self
                            .mem
                            .alloc(format!("`{name}` in `{}`", f.name), bytes)
                            .map_err(mem_err)?;
                        fr.allocas.push(r);
                        Some(memory::pointer(r, 0))
                    }
                    Inst::Load { ty, ptr } => {
                        let a = self.eval(fr, *ptr);
                        let v = self.mem.load(a, *ty).map_err(mem_err)?;
                        if let Some(r) = self.race.as_mut() {
                            r.access(tid, a, ty.size(), AccessKind::Read, loc());
                        }
                        Some(v)
                    }
                    Inst::Store { ty, val, ptr } => {
                        let (v, a) = (self.eval(fr, *val), self.eval(fr, *ptr));
                        self.mem.store(a, *ty, v).map_err(mem_err)?;
                        if let Some(r) = self.race.as_mut() {
                            r.access(tid, a, ty.size(), AccessKind::Write, loc());
                        }
                        None
                    }
                    Inst::Gep {
                        base,
                        offset,
                        terms,
                    } => {
                        let mut a = self.eval(fr, *base).wrapping_add(*offset as u64);
                        for &(o, bits, scale) in terms {
                            let i = value::sext(self.eval(fr, o), bits);
                            a = a.wrapping_add(i.wrapping_mul(scale) as u64);
                        }
                        Some(a)
                    }
                    Inst::Binary { op, ty, a, b } => {
                        let (x, y) = (self.eval(fr, *a), self.eval(fr, *b));
                        Some(
                            value::binary_inline(*op, *ty, x, y)
                                .map_err(|m| at(ErrorKind::Undefined, m))?,
                        )
                    }
                    Inst::FNeg { ty, a } => Some(value::negate(*ty, self.eval(fr, *a))),
                    Inst::Cmp { pred, ty, a, b } => {
                        let (x, y) = (self.eval(fr, *a), self.eval(fr, *b));
                        Some(compare(*pred, *ty, x, y) as u64)
                    }
                    Inst::Cast { kind, from, to, a } => {
                        let v = self.eval(fr, *a);
                        Some(
                            convert(*kind, *from, *to, v)
                                .map_err(|m| at(ErrorKind::Undefined, m))?,
                        )
                    }
                    Inst::Select { cond, a, b } => {
                        let c = self.eval(fr, *cond) & 1 == 1;
                        Some(self.eval(fr, if c { *a } else { *b }))
                    }
                    Inst::Phi { .. } => {
                        return Err(RunError::internal("a phi executed outside a block entry"));
                    }
                    Inst::Br(to) => {
                        self.branch(fr, *to).map_err(mem_err)?;
                        continue;
                    }
                    Inst::CondBr { cond, then, other } => {
                        let c = self.eval(fr, *cond) & 1 == 1;
                        self.branch(fr, if c { *then } else { *other })
                            .map_err(mem_err)?;
                        continue;
                    }
                    Inst::Switch {
                        ty,
                        val,
                        cases,
                        default,
                    } => {
                        let to = switch_target(*ty, self.eval(fr, *val), cases, *default);
                        self.branch(fr, to).map_err(mem_err)?;
                        continue;
                    }
                    Inst::Ret(v) => {
                        let mut v = v.map(|o| self.eval(fr, o));
                        // An aggregate leaves with the frame: its bytes go to the caller's copy.
                        let returned = match v {
                            Some(a) if f.ret_size > 0 => {
                                Some(self.mem.read(a, f.ret_size).map_err(mem_err)?)
                            }
                            _ => None,
                        };
                        let done = th.frames.pop().expect("frame");
                        done.release(&mut self.mem, &mut self.files);
                        let Some(caller) = th.frames.last_mut() else {
                            return Ok(Stop::Exited);
                        };
                        let call_pc = caller.pc;
                        if let Some(bytes) = returned {
                            let copy = self
                                .snapshot(caller, call_pc, bytes.len() as u64)
                                .map_err(mem_err)?;
                            self.mem.write(copy, &bytes).map_err(mem_err)?;
                            v = Some(copy);
                        }
                        let reg = self.prep[caller.func as usize].reg(caller.pc);
                        if let (Some(v), Some(slot)) = (v, caller.regs.get_mut(reg as usize)) {
                            *slot = v;
                        }
                        caller.pc += 1;
                        continue 'frame;
                    }
                    Inst::Unreachable => {
                        return Err(at(ErrorKind::Undefined, "reached `unreachable`".into()));
                    }
                    Inst::Special(v) => Some(crate::source::exec::special(
                        self.shape, self.block, *v, t as u32,
                    )),
                    Inst::Specials(vars) => {
                        let copy = self
                            .snapshot(fr, pc, 4 * vars.len() as u64)
                            .map_err(mem_err)?;
                        for (k, v) in vars.iter().enumerate() {
                            let x =
                                crate::source::exec::special(self.shape, self.block, *v, t as u32);
                            self.mem
                                .store(copy.wrapping_add(4 * k as u64), Ty::U32, x)
                                .map_err(mem_err)?;
                        }
                        Some(copy)
                    }
                    Inst::ConvEntry => {
                        let inst = fr.inst;
                        let token = self.ids.ctx(Ctx::Entry(inst)) as u64;
                        Some(fr.hold_token(reg(), token))
                    }
                    Inst::ConvLoop { parent } => {
                        let p = self.eval(fr, *parent);
                        let n = fr.count(prep.place(ConvState::HEART, pc), p);
                        let token = self.ids.ctx(Ctx::Loop {
                            parent: p as u32,
                            func: fidx,
                            inst: pc,
                            n,
                        }) as u64;
                        Some(fr.hold_token(reg(), token))
                    }
                    Inst::ConvAnchor => {
                        // Counted under the token a call here would infer, so that
                        // inlining a function anchored at its top into a loop keeps
                        // its groups per iteration, as the call's instance had them.
                        let parent = prep
                            .inferred
                            .get(&pc)
                            .map(|&d| fr.regs[prep.reg(d) as usize] as u32);
                        let key = parent.map_or(NO_TOKEN, u64::from);
                        let n = fr.count(prep.place(ConvState::ANCHOR, pc), key);
                        let fninst = fr.inst;
                        let token = self.ids.ctx(Ctx::Anchor {
                            fninst,
                            parent,
                            func: fidx,
                            inst: pc,
                            n,
                        }) as u64;
                        Some(fr.hold_token(reg(), token))
                    }
                    Inst::Memcpy { dst, src, len } => {
                        let (d, s, n) = (
                            self.eval(fr, *dst),
                            self.eval(fr, *src),
                            self.eval(fr, *len),
                        );
                        self.mem.copy(d, s, n).map_err(mem_err)?;
                        if let Some(r) = self.race.as_mut() {
                            r.access(tid, s, n, AccessKind::Read, loc());
                            r.access(tid, d, n, AccessKind::Write, loc());
                        }
                        None
                    }
                    Inst::Memset { dst, val, len } => {
                        let (d, v, n) = (
                            self.eval(fr, *dst),
                            self.eval(fr, *val),
                            self.eval(fr, *len),
                        );
                        self.mem.fill(d, v as u8, n).map_err(mem_err)?;
                        if let Some(r) = self.race.as_mut() {
                            r.access(tid, d, n, AccessKind::Write, loc());
                        }
                        None
                    }
                    Inst::LoadAgg { size, ptr } => {
                        let a = self.eval(fr, *ptr);
                        let copy = self.snapshot(fr, pc, *size).map_err(mem_err)?;
                        self.mem.copy(copy, a, *size).map_err(mem_err)?;
                        if let Some(r) = self.race.as_mut() {
                            r.access(tid, a, *size, AccessKind::Read, loc());
                        }
                        Some(copy)
                    }
                    Inst::StoreAgg { size, val, ptr } => {
                        let (v, a) = (self.eval(fr, *val), self.eval(fr, *ptr));
                        self.mem.copy(a, v, *size).map_err(mem_err)?;
                        if let Some(r) = self.race.as_mut() {
                            r.access(tid, a, *size, AccessKind::Write, loc());
                        }
                        None
                    }
                    Inst::Extract { agg, offset, ty } => {
                        let a = self.eval(fr, *agg).wrapping_add(*offset);
                        match ty {
                            Some(ty) => Some(self.mem.load(a, *ty).map_err(mem_err)?),
                            None => Some(a),
                        }
                    }
                    Inst::Insert {
                        agg,
                        size,
                        val,
                        offset,
                        ty,
                    } => {
                        let (a, v) = (self.eval(fr, *agg), self.eval(fr, *val));
                        let copy = self.snapshot(fr, pc, *size).map_err(mem_err)?;
                        // `undef`/`poison` aggregates read as null: start from zeros.
                        if a == 0 {
                            self.mem.fill(copy, 0, *size).map_err(mem_err)?;
                        } else if a != copy {
                            self.mem.copy(copy, a, *size).map_err(mem_err)?;
                        }
                        self.mem
                            .store(copy.wrapping_add(*offset), *ty, v)
                            .map_err(mem_err)?;
                        Some(copy)
                    }
                    Inst::Nop => None,
                    Inst::Lanes { n, out, op, args } => {
                        let vals: Vec<u64> = args.iter().map(|a| self.eval(fr, a.val)).collect();
                        let mut results = Vec::with_capacity(*n as usize);
                        let mut lane = Vec::with_capacity(args.len());
                        let caller = crate::builtins::Caller {
                            lane: self.shape.lane_of(tid),
                            clock: th.converged,
                        };
                        for k in 0..*n as u64 {
                            lane.clear();
                            for (a, &v) in args.iter().zip(&vals) {
                                lane.push(match a.lanes {
                                    Some(ty) => self
                                        .mem
                                        .load(v.wrapping_add(k * ty.size()), ty)
                                        .map_err(mem_err)?,
                                    None => v,
                                });
                            }
                            results.push(self.lane(caller, op, &lane).map_err(|(k, m)| at(k, m))?);
                        }
                        let copy = self
                            .snapshot(fr, pc, *n as u64 * out.size())
                            .map_err(mem_err)?;
                        for (k, v) in results.into_iter().enumerate() {
                            self.mem
                                .store(copy.wrapping_add(k as u64 * out.size()), *out, v)
                                .map_err(mem_err)?;
                        }
                        Some(copy)
                    }
                    Inst::PackLanes { vec, n, bits } => {
                        let (v, lane) = (self.eval(fr, *vec), Ty::unsigned(*bits));
                        let mut packed = 0;
                        for k in 0..u64::from(*n) {
                            let x = self
                                .mem
                                .load(v.wrapping_add(k * lane.size()), lane)
                                .map_err(mem_err)?;
                            // A load keeps the lane's own width.
                            packed |= x << (k * u64::from(*bits));
                        }
                        Some(packed)
                    }
                    Inst::UnpackLanes { val, n, bits } => {
                        let (x, lane) = (self.eval(fr, *val), Ty::unsigned(*bits));
                        let copy = self
                            .snapshot(fr, pc, u64::from(*n) * lane.size())
                            .map_err(mem_err)?;
                        for k in 0..u64::from(*n) {
                            let v = (x >> (k * u64::from(*bits))) & value::mask(*bits);
                            self.mem
                                .store(copy.wrapping_add(k * lane.size()), lane, v)
                                .map_err(mem_err)?;
                        }
                        Some(copy)
                    }
                    Inst::ExtractElement { vec, n, ty, idx } => {
                        let (v, k) = (self.eval(fr, *vec), self.eval(fr, *idx));
                        if k < *n as u64 {
                            Some(
                                self.mem
                                    .load(v.wrapping_add(k * ty.size()), *ty)
                                    .map_err(mem_err)?,
                            )
                        } else {
                            Some(0)
                        }
                    }
                    Inst::InsertElement {
                        vec,
                        n,
                        ty,
                        val,
                        idx,
                    } => {
                        let (v, x, k) = (
                            self.eval(fr, *vec),
                            self.eval(fr, *val),
                            self.eval(fr, *idx),
                        );
                        let size = *n as u64 * ty.size();
                        let copy = self.snapshot(fr, pc, size).map_err(mem_err)?;
                        if v != copy {
                            self.mem.copy(copy, v, size).map_err(mem_err)?;
                        }
                        if k < *n as u64 {
                            self.mem
                                .store(copy.wrapping_add(k * ty.size()), *ty, x)
                                .map_err(mem_err)?;
                        } else {
                            // An index past the end makes the whole vector poison.
                            self.mem.fill(copy, 0, size).map_err(mem_err)?;
                        }
                        Some(copy)
                    }
                    Inst::Shuffle { a, b, n, ty, mask } => {
                        let (va, vb) = (self.eval(fr, *a), self.eval(fr, *b));
                        let es = ty.size();
                        let lanes = mask
                            .iter()
                            .map(|m| match *m {
                                Some(m) if m < *n => {
                                    self.mem.load(va.wrapping_add(m as u64 * es), *ty)
                                }
                                Some(m) => self.mem.load(vb.wrapping_add((m - n) as u64 * es), *ty),
                                None => Ok(0),
                            })
                            .collect::<Result<Vec<u64>, String>>()
                            .map_err(mem_err)?;
                        let copy = self
                            .snapshot(fr, pc, lanes.len() as u64 * es)
                            .map_err(mem_err)?;
                        for (k, v) in lanes.into_iter().enumerate() {
                            self.mem
                                .store(copy.wrapping_add(k as u64 * es), *ty, v)
                                .map_err(mem_err)?;
                        }
                        Some(copy)
                    }
                    Inst::Reduce {
                        op,
                        ty,
                        n,
                        vec,
                        start,
                    } => {
                        let v = self.eval(fr, *vec);
                        let start = start.map(|s| self.eval(fr, s));
                        let lanes = (0..*n as u64)
                            .map(|k| self.mem.load(v.wrapping_add(k * ty.size()), *ty))
                            .collect::<Result<Vec<u64>, String>>()
                            .map_err(mem_err)?;
                        Some(
                            reduce(*op, *ty, start, &lanes)
                                .map_err(|m| at(ErrorKind::Undefined, m))?,
                        )
                    }
                    Inst::MathPair {
                        op,
                        ty,
                        x,
                        size,
                        second,
                    } => {
                        let x = self.eval(fr, *x);
                        let wide = *ty == Ty::F64;
                        let (first, (second_ty, second_value)) = match op {
                            crate::ir::PairOp::Sincos => {
                                let (sin, cos) = crate::library::sine_cosine(wide, x);
                                (sin, (*ty, cos))
                            }
                            crate::ir::PairOp::Frexp => {
                                let (fraction, exponent) =
                                    crate::library::fraction_exponent(wide, x);
                                (fraction, (Ty::I32, exponent as u32 as u64))
                            }
                        };
                        let copy = self.snapshot(fr, pc, *size).map_err(mem_err)?;
                        self.mem.store(copy, *ty, first).map_err(mem_err)?;
                        self.mem
                            .store(copy.wrapping_add(*second), second_ty, second_value)
                            .map_err(mem_err)?;
                        Some(copy)
                    }
                    Inst::Overflow {
                        op,
                        ty,
                        a,
                        b,
                        size,
                        flag,
                    } => {
                        let (x, y) = (self.eval(fr, *a), self.eval(fr, *b));
                        let (v, overflow) = overflowing(*op, *ty, x, y);
                        let copy = self.snapshot(fr, pc, *size).map_err(mem_err)?;
                        self.mem.store(copy, *ty, v).map_err(mem_err)?;
                        self.mem
                            .store(
                                copy.wrapping_add(*flag),
                                Ty::I {
                                    bits: 1,
                                    signed: false,
                                },
                                overflow as u64,
                            )
                            .map_err(mem_err)?;
                        Some(copy)
                    }
                    Inst::Call {
                        callee,
                        args,
                        token,
                    } => {
                        let vals: Args = args.iter().map(|&o| self.eval(fr, o)).collect();
                        match callee {
                            Callee::Func(c) => {
                                let inst = if self.prep[*c as usize].may_converge {
                                    let ctx = self.call_context(fr, pc, *token);
                                    self.ids.function(FnInst::Call {
                                        ctx,
                                        func: fidx,
                                        inst: pc,
                                        callee: *c,
                                    })
                                } else {
                                    NO_INSTANCE
                                };
                                let max = crate::source::exec::MAX_FRAMES;
                                if th.frames.len() >= max {
                                    return Err(at(
                                        ErrorKind::Undefined,
                                        format!(
                                        "calls nest deeper than {max} frames (unbounded recursion?)"
                                    ),
                                    ));
                                }
                                let callee = self.new_frame(*c, &vals, inst).map_err(|mut e| {
                                    e.loc = f.locs.get(pc as usize).copied().flatten();
                                    e
                                })?;
                                th.frames.push(callee);
                                continue 'frame;
                            }
                            Callee::Convergent { op, site } => {
                                let ctx = self.call_context(fr, pc, *token);
                                let call = (prep, pc, *op, *site);
                                return Ok(wait_at_call(th, call, ctx, vals));
                            }
                            Callee::Plain(b, ty) => {
                                let caller = crate::builtins::Caller {
                                    lane: self.shape.lane_of(t as u32),
                                    clock: th.converged,
                                };
                                let r =
                                    crate::builtins::execute(*b, *ty, &vals, &mut self.mem, caller)
                                        .map_err(|(k, m)| at(k, m))?;
                                if let (Some(d), Some((a, n, kind))) =
                                    (self.race.as_mut(), race::builtin_access(*b, *ty, &vals))
                                {
                                    d.access(tid, a, n, kind, loc());
                                }
                                (!b.is_void()).then_some(r)
                            }
                            Callee::Math(_) | Callee::FpClass(_) | Callee::Int(..) => {
                                Some(pure_call(callee, &vals).map_err(|(k, m)| at(k, m))?)
                            }
                            Callee::Printf | Callee::Puts | Callee::Putchar => {
                                let arg = vals.first().copied().unwrap_or(0);
                                let text = match callee {
                                    Callee::Puts => library::puts(&self.mem, arg),
                                    Callee::Putchar => {
                                        Ok(String::from_utf8_lossy(&[arg as u8]).into_owned())
                                    }
                                    _ => library::printf(&self.mem, &vals),
                                }
                                .map_err(|m| at(ErrorKind::Memory, m))?;
                                // `putchar` returns its character; `puts` any non-negative number.
                                let len = match callee {
                                    Callee::Putchar => arg & 0xff,
                                    _ => text.len() as u64,
                                };
                                self.printed.push(library::Printed {
                                    block: self.block,
                                    thread: self.shape.global(self.block, t as u32),
                                    text,
                                });
                                Some(len)
                            }
                            Callee::Missing(name) => {
                                return Err(at(
                                    ErrorKind::Unsupported,
                                    format!(
                                    "call to `{name}`, which has no definition and is not a builtin"
                                ),
                                ));
                            }
                        }
                    }
                };
                if let Some(v) = result {
                    if let Some(slot) = fr.regs.get_mut(reg()) {
                        *slot = v;
                    }
                }
                fr.pc += 1;
            }
        }
    }

    /// One lane of [`Inst::Lanes`], run by `caller`.
    fn lane(
        &mut self,
        caller: crate::builtins::Caller,
        op: &LaneOp,
        a: &[u64],
    ) -> Result<u64, (ErrorKind, String)> {
        let arg = |i: usize| a.get(i).copied().unwrap_or(0);
        let undefined = |m| (ErrorKind::Undefined, m);
        Ok(match op {
            LaneOp::Binary { op, ty } => {
                value::binary(*op, *ty, arg(0), arg(1)).map_err(undefined)?
            }
            LaneOp::FNeg { ty } => value::negate(*ty, arg(0)),
            LaneOp::Cmp { pred, ty } => compare(*pred, *ty, arg(0), arg(1)) as u64,
            LaneOp::Cast { kind, from, to } => {
                convert(*kind, *from, *to, arg(0)).map_err(undefined)?
            }
            LaneOp::Select => {
                if arg(0) & 1 == 1 {
                    arg(1)
                } else {
                    arg(2)
                }
            }
            LaneOp::Gep { offset, scales } => scales.iter().enumerate().fold(
                arg(0).wrapping_add(*offset as u64),
                |p, (k, &(bits, scale))| {
                    p.wrapping_add(value::sext(arg(k + 1), bits).wrapping_mul(scale) as u64)
                },
            ),
            LaneOp::Call(Callee::Plain(b, ty)) => {
                crate::builtins::execute(*b, *ty, a, &mut self.mem, caller)?
            }
            LaneOp::Call(callee) => pure_call(callee, a)?,
        })
    }

    /// The context of a call: its bundle's token; else, in a controlled
    /// function, the inferred token; else the cycle-header context.
    fn call_context(&mut self, fr: &Frame, pc: u32, token: Option<Operand>) -> u32 {
        if let Some(tok) = token {
            return self.eval(fr, tok) as u32;
        }
        let f = self.func(fr.func);
        let prep = &self.prep[fr.func as usize];
        if f.controlled {
            if let Some(&def) = prep.inferred.get(&pc) {
                return fr.regs[prep.reg(def) as usize] as u32;
            }
        }
        let key = Ctx::Implicit {
            fninst: fr.inst,
            func: fr.func,
            sigma: fr.sigma.clone(),
        };
        self.ids.ctx(key)
    }

    /// Whether thread `t` can still reach position `pos` of `func` holding context `ctx`.
    fn reach(&self, t: usize, func: u32, pos: u32, ctx: u32, depth: u32) -> Result<bool, RunError> {
        if depth > 10_000 {
            return Err(RunError::internal("contexts nest without end"));
        }
        let Some(c) = self.ids.ctxs.get(ctx as usize) else {
            return Err(RunError::internal("an unknown context"));
        };
        let f = self.func(func);
        let prep = &self.prep[func as usize];
        let Some(fninst) = self.ids.instance_of(ctx) else {
            return Err(RunError::internal("a context without a function instance"));
        };
        let frame = self.threads[t]
            .frames
            .iter()
            .rev()
            .find(|fr| fr.inst == fninst && fr.func == func);
        let Some(fr) = frame else {
            return self.reach_new(t, fninst, func, pos, depth);
        };
        Ok(match c {
            Ctx::Implicit { sigma, .. } => {
                match constraints(&fr.sigma, sigma, 1, &prep.graph.cycle_depth) {
                    Some(fixed) => prep.graph.reaches(fr.pc, pos, &fixed),
                    None => false,
                }
            }
            Ctx::Entry(_) => prep.graph.reaches(fr.pc, pos, &[]),
            Ctx::Loop {
                parent, inst, n, ..
            } => {
                if fr.regs[prep.reg(*inst) as usize] == ctx as u64 {
                    prep.avoiding(f, fr.pc, pos, *inst)
                } else {
                    let done = fr
                        .hearts
                        .get(prep.place(ConvState::HEART, *inst).at as usize)
                        .filter(|h| h.1 == *parent as u64)
                        .map_or(0, |h| h.2);
                    done < *n
                        && self.reach(t, func, *inst, *parent, depth + 1)?
                        && prep.avoiding(f, inst + 1, pos, *inst)
                }
            }
            Ctx::Anchor {
                inst, n, parent, ..
            } => {
                if fr.regs[prep.reg(*inst) as usize] == ctx as u64 {
                    prep.avoiding(f, fr.pc, pos, *inst)
                } else {
                    let key = parent.map_or(NO_TOKEN, u64::from);
                    let done = fr
                        .anchors
                        .get(prep.place(ConvState::ANCHOR, *inst).at as usize)
                        .filter(|a| a.1 == key)
                        .map_or(0, |a| a.2);
                    done < *n
                        && match parent {
                            Some(p) => self.reach(t, func, *inst, *p, depth + 1)?,
                            None => prep.graph.reaches(fr.pc, *inst, &[]),
                        }
                        && prep.avoiding(f, inst + 1, pos, *inst)
                }
            }
        })
    }

    /// `t` has no frame of instance `fninst`: it must make the call that creates it.
    fn reach_new(
        &self,
        t: usize,
        fninst: u32,
        func: u32,
        pos: u32,
        depth: u32,
    ) -> Result<bool, RunError> {
        match self.ids.fns.get(fninst as usize) {
            Some(FnInst::Call {
                ctx,
                func: cf,
                inst,
                ..
            }) => Ok(self.reach(t, *cf, *inst, *ctx, depth + 1)?
                && self.prep[func as usize].graph.entry_reaches(pos)),
            _ => Ok(false),
        }
    }
}

impl Machine for IrMachine<'_> {
    fn sweep(&mut self, live: &mut dyn Iterator<Item = u32>) -> bool {
        if !self.ids.ctxs.due() && !self.ids.fns.due() {
            return false;
        }
        // Tokens are registers: every token a frame's convergence intrinsics hold
        // (also stale ones, which `reach` compares with), and hearts' parents.
        let mut roots: Vec<(bool, u32)> = live.map(|c| (false, c)).collect();
        for fr in self.threads.iter().flat_map(|t| &t.frames) {
            roots.push((true, fr.inst));
            roots.extend(ran(&fr.hearts).map(|h| (false, h.1 as u32)));
            for &r in self.prep[fr.func as usize].token_regs.iter() {
                let token = fr.regs.get(r as usize).copied();
                roots.extend(token.map(|v| (false, v as u32)));
            }
        }
        self.ids.sweep(roots);
        true
    }

    fn start_block(&mut self, block: u32) -> Result<(), RunError> {
        self.steps += self.threads.iter().map(|t| t.steps).sum::<u64>();
        let places: Vec<GlobalPlace> = self
            .m
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
        if let Some(d) = self.race.as_mut() {
            let shared: Vec<(u32, String)> = self
                .m
                .globals
                .iter()
                .zip(&self.globals)
                .filter(|(g, _)| g.shared)
                .map(|(g, &r)| (r, race::shared_name(&g.name, g.dynamic)))
                .collect();
            d.start_block(block, &shared);
        }
        self.block = block;
        let root = self.ids.function(FnInst::Root);
        self.give_back_frames();
        self.threads.clear();
        // Room for the block at once: a thread holds its frame inline (hundreds of bytes),
        // and the vector grown by doubling copied them into fresh memory.
        self.threads.reserve(self.shape.threads() as usize);
        let args = std::mem::take(&mut self.args);
        let pushed = (0..self.shape.threads()).try_for_each(|_| {
            let frame = self.new_frame(self.kernel, &args, root)?;
            self.threads.push(Thread {
                frames: smallvec::smallvec![frame],
                ..Thread::default()
            });
            Ok(())
        });
        self.args = args;
        pushed
    }

    fn run(&mut self, t: u32) -> Stop {
        self.run_thread(t as usize).unwrap_or_else(Stop::Failed)
    }

    fn run_each(&mut self, ts: &[u32], out: &mut Stops) {
        crate::lanes::run_batched(self, ts, out);
    }

    /// A blocked thread's frames as far as [`Self::reach`] reads them: per frame its
    /// function, instance, position and [`ConvState`], and σ where a frame's function
    /// has no tokens (only there do contexts carry σ).
    fn reach_key(&self, t: u32) -> Option<u64> {
        let th = self.threads.get(t as usize)?;
        th.waiting?;
        if let Some(key) = th.reach_key.get() {
            return Some(key);
        }
        let mut key = 0;
        for fr in &th.frames {
            debug_assert_eq!(
                fr.conv,
                ConvState::of(
                    &fr.regs,
                    &self.prep[fr.func as usize].token_regs,
                    &fr.hearts,
                    &fr.anchors
                ),
                "a frame's convergence digest follows its tokens and counts"
            );
            key = mix(key ^ (u64::from(fr.func) << 32 | u64::from(fr.inst)));
            key = mix(mix(key ^ u64::from(fr.pc)) ^ fr.conv.0);
            if !self.func(fr.func).controlled {
                for &(cycle, n) in &fr.sigma.0 {
                    key = mix(key ^ (u64::from(cycle) << 32 | u64::from(n)));
                }
                key = mix(key ^ fr.sigma.0.len() as u64);
            }
        }
        th.reach_key.set(Some(key));
        Some(key)
    }

    fn can_reach(&mut self, t: u32, site: u32, ctx: u32) -> Result<bool, RunError> {
        let &(func, pos) = self
            .site_pos
            .get(site as usize)
            .ok_or_else(|| RunError::internal("an unknown site"))?;
        self.reach(t as usize, func, pos, ctx, 0)
    }

    fn memory(&mut self) -> &mut crate::memory::Memory {
        &mut self.mem
    }

    fn deliver(&mut self, t: u32, v: u64) {
        let th = &mut self.threads[t as usize];
        let Some((_, reg)) = th.waiting.take() else {
            return;
        };
        th.converged += 1;
        if let Some(reg) = reg {
            if let Some(fr) = th.frames.last_mut() {
                if let Some(slot) = fr.regs.get_mut(reg as usize) {
                    *slot = v;
                }
            }
        }
    }

    fn describe(&self, ctx: u32) -> String {
        let loc = |func: u32, inst: u32| {
            let f = &self.m.funcs[func as usize];
            match f.locs.get(inst as usize).copied().flatten() {
                Some((l, c)) => format!("{l}:{c}"),
                None => {
                    let b = f.block_of.get(inst as usize).copied().unwrap_or(0);
                    if (b as usize) < f.blocks.len() {
                        format!("%{}", f.block_name(b))
                    } else {
                        String::new()
                    }
                }
            }
        };
        let inst_text = |fi: u32| match self.ids.fns.get(fi as usize) {
            Some(FnInst::Call {
                ctx,
                func,
                inst,
                callee,
            }) => format!(
                "{} called at {} with [{}]",
                self.m.funcs[*callee as usize].name,
                loc(*func, *inst),
                self.describe(*ctx)
            ),
            _ => "block".into(),
        };
        match self.ids.ctxs.get(ctx as usize) {
            Some(Ctx::Entry(fi)) => format!("entry of {}", inst_text(*fi)),
            Some(Ctx::Loop {
                parent,
                func,
                inst,
                n,
            }) => {
                format!(
                    "{} / loop heart {} #{n}",
                    self.describe(*parent),
                    loc(*func, *inst)
                )
            }
            Some(Ctx::Anchor {
                fninst,
                parent,
                func,
                inst,
                n,
            }) => match parent.and_then(|p| self.ids.ctxs.get(p as usize).map(|c| (p, c))) {
                Some((p, Ctx::Loop { .. })) => {
                    format!("{} / anchor {} #{n}", self.describe(p), loc(*func, *inst))
                }
                _ => format!(
                    "anchor {} #{n} in {}",
                    loc(*func, *inst),
                    inst_text(*fninst)
                ),
            },
            Some(Ctx::Implicit {
                fninst,
                sigma,
                func,
            }) => {
                let cycles = &self.prep[*func as usize].cycles;
                let f = &self.m.funcs[*func as usize];
                let s: Vec<String> = sigma
                    .0
                    .iter()
                    .map(|&(c, n)| {
                        let h = cycles.cycles[c as usize].header;
                        format!("cycle %{} #{n}", f.block_name(h))
                    })
                    .collect();
                if s.is_empty() {
                    inst_text(*fninst)
                } else {
                    format!("{} / {}", inst_text(*fninst), s.join(" / "))
                }
            }
            None => "?".into(),
        }
    }

    fn sites(&self) -> &[Site] {
        &self.m.sites
    }

    fn races(&mut self) -> Option<&mut Detector> {
        self.race.as_mut()
    }
}

/// The kernel's parameters as the launch binds them (IR has no signedness
/// and opaque pointers: any integer that fits, any buffer).
fn params(f: &Func) -> Vec<Param> {
    f.params
        .iter()
        .map(|p| {
            let (kind, declared) = match p.ty {
                Ty::I { bits, .. } => (ParamKind::Int(bits), format!("i{bits}")),
                Ty::F32 => (ParamKind::Scalar(Ty::F32), "float".into()),
                Ty::F64 => (ParamKind::Scalar(Ty::F64), "double".into()),
                Ty::Ptr => (ParamKind::Buffer(None), "ptr".into()),
            };
            Param {
                name: p.name.clone(),
                declared,
                kind,
            }
        })
        .collect()
}

fn pick_kernel(m: &Module, name: Option<&str>, file: &str) -> Result<u32, Failure> {
    if let Some(n) = name {
        return m
            .funcs
            .iter()
            .position(|f| f.name == n)
            .map(|i| i as u32)
            .ok_or_else(|| Failure::Input(format!("no function `{n}` with a body in {file}")));
    }
    let roots: Vec<usize> = (0..m.funcs.len()).filter(|&i| !m.funcs[i].called).collect();
    match roots.as_slice() {
        [k] => Ok(*k as u32),
        [] => Err(Failure::Input(format!(
            "no kernel in {file}: every function is called by another"
        ))),
        _ => Err(Failure::Input(format!(
            "{file} has {} functions no other calls ({}): choose the kernel with --kernel",
            roots.len(),
            roots
                .iter()
                .map(|&i| format!("`{}`", m.funcs[i].name))
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

/// Counts one more execution of convergence intrinsic `inst` under `key` (a
/// heart's parent token, an anchor's inferred one) in a frame's `counts`: a
/// new key starts again at 1.
fn count_execution(counts: &mut Vec<Count>, place: Place, key: u64) -> u32 {
    counted(counts, place, key).0 .2
}

/// A heart's or an anchor's executions: (instruction, parent token or key, count).
type Count = (u32, u64, u32);

/// Where a frame counts the executions of heart or anchor `inst` (`kind`, as
/// [`ConvState::HEART`] or [`ConvState::ANCHOR`]): its place among the function's
/// hearts (or anchors), `of` them.
#[derive(Debug, Clone, Copy)]
struct Place {
    kind: u64,
    inst: u32,
    at: u32,
    of: u32,
}

/// The counts of a frame's hearts or anchors that have run (a count of 0 holds the
/// place of one that has not).
fn ran(counts: &[Count]) -> impl Iterator<Item = Count> + '_ {
    counts.iter().copied().filter(|c| c.2 > 0)
}

/// [`count_execution`], also returning the entry it replaced, if any.
///
/// A frame's counts are a list by place, made whole at the first count: a kernel of
/// thousands of loops and anchors in a row searched the list for each one's first
/// execution. Lists of one function, whole or empty, compare equal when their counts do.
fn counted(counts: &mut Vec<Count>, place: Place, key: u64) -> (Count, Option<Count>) {
    let inst = place.inst;
    if counts.is_empty() {
        counts.resize(place.of as usize, (0, 0, 0));
    }
    let Some(c) = counts.get_mut(place.at as usize) else {
        // Not a heart or anchor of this frame's function: counted nowhere.
        return ((inst, key, 1), None);
    };
    let old = (c.2 > 0).then_some(*c);
    *c = match old {
        Some((_, k, n)) if k == key => (inst, key, n + 1),
        _ => (inst, key, 1),
    };
    (*c, old)
}

/// Runs a kernel of `m`; `file` names the source its `!dbg` lines refer to
/// (for reports). [`Program`] runs one module under several launches.
pub fn run(
    m: &Module,
    file: &str,
    kernel: Option<&str>,
    launch: &Launch,
    args: &launch::Args,
) -> Result<RunOutput, Failure> {
    Program::new(m).run(file, kernel, launch, args)
}

/// A module with what the engine knows of it before any launch (cycles,
/// reachability and its caches, where each convergent call is), computed once
/// for every run.
pub struct Program<'m> {
    m: &'m Module,
    prep: Vec<Prepared>,
    site_pos: Vec<(u32, u32)>,
    /// The module's sites, shared by every run's output.
    sites: std::sync::Arc<[Site]>,
    /// What the scheduler keeps between runs ([`sched::Scratch`]), with the contexts
    /// of the last run by its kernel.
    scratch: RefCell<sched::Scratch<u32, Interner>>,
}

impl<'m> Program<'m> {
    /// Prepares `m` for runs.
    pub fn new(m: &'m Module) -> Program<'m> {
        let mut site_pos = vec![(0, 0); m.sites.len()];
        for (fi, f) in m.funcs.iter().enumerate() {
            for (i, inst) in f.insts.iter().enumerate() {
                if let Inst::Call {
                    callee: Callee::Convergent { site, .. },
                    ..
                } = inst
                {
                    site_pos[*site as usize] = (fi as u32, i as u32);
                }
            }
        }
        Program {
            m,
            prep: prepare(m),
            site_pos,
            sites: m.sites.as_slice().into(),
            scratch: RefCell::default(),
        }
    }

    /// Runs a kernel; `file` names the source its `!dbg` lines refer to.
    pub fn run(
        &self,
        file: &str,
        kernel: Option<&str>,
        launch: &Launch,
        args: &launch::Args,
    ) -> Result<RunOutput, Failure> {
        let m = self.m;
        launch.validate().map_err(Failure::Input)?;
        let k = pick_kernel(m, kernel, file)?;
        let kf = &m.funcs[k as usize];
        let params = params(kf);
        let bound = launch::bind(&params, args)?;
        let shape = Shape::of(launch);
        let mut mem = Memory::new();
        let placed = launch::place(&mut mem, &params, &bound).map_err(Failure::Input)?;
        let globals = launch::place_globals(
            &mut mem,
            m.globals
                .iter()
                .map(|g| (g.name.as_str(), g.bytes.as_slice(), g.shared)),
        )
        .map_err(Failure::Input)?;
        let relocs: Vec<launch::Reloc> = m
            .globals
            .iter()
            .flat_map(|g| g.relocs.iter().copied())
            .collect();
        launch::relocate(&mut mem, &globals, &relocs).map_err(Failure::Input)?;
        launch::protect(&mut mem, &globals, m.globals.iter().map(|g| g.read_only));
        let prep = &self.prep;
        let site_pos = &self.site_pos;
        let mut notes = Vec::new();
        if let Some(v) = &m.verifier {
            let first = v.lines().next().unwrap_or_default();
            notes.push(format!(
                "the IR fails LLVM's verifier ({first}); running it as written"
            ));
        }
        for (f, p) in m.funcs.iter().zip(prep) {
            if p.may_converge && !f.controlled {
                notes.push(format!(
                    "`{}` has no convergence tokens: maximal convergence by cycle headers \
                     (convergence-and-uniformity.rst)",
                    f.name
                ));
            }
        }
        let mut machine = IrMachine {
            m,
            prep,
            site_pos,
            kernel: k,
            args: placed.values,
            mem,
            shape,
            max_steps: launch.max_steps,
            block: 0,
            threads: Vec::new(),
            globals,
            ids: Interner::default(),
            steps: 0,
            buffers: placed.regions,
            printed: library::PrintLog::default(),
            race: None,
            lockstep: launch.lockstep
                && lockstep::eligible(&m.funcs[k as usize], &prep[k as usize]),
            lanes: lockstep::Lanes::default(),
            batches: (0, 0),
            lockstep_steps: 0,
            files: SPARE_FILES.take(),
        };
        if launch.racecheck {
            let mut d = Detector::new(shape.threads());
            for (r, p) in machine.buffers.iter().zip(&params) {
                if let Some(r) = r {
                    d.track_global(*r, &p.name);
                }
            }
            for (g, &r) in m.globals.iter().zip(&machine.globals) {
                if !g.shared {
                    d.track_global(r, &g.name);
                }
            }
            machine.race = Some(d);
        }
        let reach = site_reach(m, prep, site_pos, k);
        let mut scratch = self.scratch.borrow_mut();
        if let Some(ids) = scratch.carried(k) {
            machine.ids = ids;
        }
        let outcome = sched::run(&mut machine, shape, launch, &mut scratch, reach);
        scratch.keep(k, std::mem::take(&mut machine.ids));
        let steps = machine.steps + machine.threads.iter().map(|t| t.steps).sum::<u64>();
        let out_buffers = launch::read_back(&machine.mem, &params, &bound, &machine.buffers);
        machine.give_back_frames();
        SPARE_FILES.set(std::mem::take(&mut machine.files));
        Ok(RunOutput {
            file: file.to_string(),
            kernel: kf.name.clone(),
            engine: "ir",
            shape,
            buffers: out_buffers,
            sites: self.sites.clone(),
            events: outcome.events,
            tallies: outcome.tallies,
            errors: outcome.errors,
            warnings: outcome.warnings,
            notes,
            steps,
            printed: crate::source::by_thread(std::mem::take(&mut machine.printed.kept)),
            printf_dropped: machine.printed.dropped,
            lockstep_steps: machine.lockstep_steps,
            run_time: outcome.run_time,
            races: machine.race.take().map(Detector::finish),
        })
    }
}

#[cfg(test)]
impl Program<'_> {
    /// The reachability answers the scheduler holds for the next run.
    pub(crate) fn answers_held(&self) -> usize {
        self.scratch.borrow().answers_held()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// Searches, alone or adding the blocks of earlier searches they run into, and
        /// walks within the topological order, enter what a plain walk enters.
        #[test]
        fn reused_avoiding_searches_enter_what_fresh_ones_do(
            n in 1usize..40,
            edges in proptest::collection::vec((0usize..40, 0usize..40), 0..120),
            stopping in proptest::collection::vec(0u32..40, 0..6),
            starts in proptest::collection::vec(0u32..40, 1..40),
        ) {
            let mut succ = vec![Vec::new(); n];
            for &(a, b) in &edges {
                succ[a % n].push((b % n) as u32);
            }
            let stops = |b: u32| stopping.iter().any(|&s| s % n as u32 == b);
            // What a walk enters: `from`'s successors, and on from each entered block
            // that does not stop.
            let walk = |from: u32| {
                let mut entered = FixedBitSet::with_capacity(n);
                let mut queue = vec![from];
                let mut expanded = vec![false; n];
                while let Some(b) = queue.pop() {
                    if std::mem::replace(&mut expanded[b as usize], true) {
                        continue;
                    }
                    for &s in &succ[b as usize] {
                        entered.insert(s as usize);
                        if !stops(s) {
                            queue.push(s);
                        }
                    }
                }
                entered
            };
            let mut done = vec![None; n];
            let none = vec![None; n];
            // The same graph answering each question by a walk in topological order.
            let graph = FlowGraph::new(
                succ.iter().map(|ss| ss.iter().map(|&s| (s, 0)).collect()).collect(),
                vec![Transition::default()],
                (0..n as u32).collect(),
                Vec::new(),
            )
            .walking();
            for &from in &starts {
                let from = from % n as u32;
                let walked = walk(from);
                let fresh = entered_from(&succ, from, stops, &none);
                let reused = entered_from(&succ, from, stops, &done);
                proptest::prop_assert_eq!(&fresh, &walked, "from {}", from);
                proptest::prop_assert_eq!(&reused, &walked, "from {}", from);
                for to in 0..n as u32 {
                    proptest::prop_assert_eq!(
                        graph.enters(Rules::Avoiding(0), (from, to), |_| true, stops),
                        walked.contains(to as usize),
                        "from {} to {}", from, to
                    );
                }
                done[from as usize] = Some(reused);
            }
        }
    }

    /// Which allocas keep their bytes in a register, by name.
    fn register_locals_of(ir: &str) -> Vec<(String, bool)> {
        let m = crate::ir::read::read("t.ll", ir.as_bytes()).expect("the IR reads");
        let f = &m.funcs[0];
        let locals = register_locals(f);
        f.insts
            .iter()
            .enumerate()
            .filter_map(|(i, inst)| match inst {
                Inst::Alloca { name, .. } => {
                    Some((name.clone(), locals[f.value_of(i as u32) as usize]))
                }
                _ => None,
            })
            .collect()
    }

    #[test]
    fn only_locals_whose_address_stays_put_live_in_registers() {
        let got = register_locals_of(
            r#"
define void @k(ptr %out) {
entry:
  %kept = alloca i32, align 4
  %gep = alloca i32, align 4
  %stored = alloca i32, align 4
  %narrow = alloca i64, align 8
  %slot = alloca ptr, align 8
  %self = alloca ptr, align 8
  %array = alloca [4 x i32], align 4
  store i32 1, ptr %kept, align 4
  %a = load i32, ptr %kept, align 4
  %p = getelementptr i8, ptr %gep, i64 0
  store ptr %stored, ptr %slot, align 8
  store i32 2, ptr %narrow, align 4
  store ptr %self, ptr %self, align 8
  store i32 %a, ptr %out, align 4
  ret void
}
"#,
        );
        let want = [
            ("kept", true),
            ("gep", false),
            ("stored", false),
            ("narrow", false),
            ("slot", true),
            ("self", false),
            ("array", false),
        ];
        let got: Vec<(&str, bool)> = got.iter().map(|(n, l)| (n.as_str(), *l)).collect();
        assert_eq!(got, want);
    }
}
