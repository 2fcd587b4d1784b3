//! The SIMT scheduler, shared by both engines.
//!
//! Blocks run one after another (CUDA guarantees no order between blocks;
//! global memory carries over). Within a block:
//!
//! 1. Every runnable thread runs, in thread order, until it blocks at a
//!    convergent operation or exits (an engine may run threads together
//!    where that gives exactly the same result: `Machine::run_each`).
//! 2. Blocked threads are grouped by (site, context), split by warp for warp
//!    operations (the whole block for `__syncthreads`). A group is released
//!    when no other thread of its warp (block) that has not exited can still
//!    reach the same site in the same context: the engine answers that from
//!    the static CFG (`Machine::can_reach`), conservatively. Every
//!    releasable group communicates: the builtin runs over exactly its
//!    threads, one event is recorded, and the threads become runnable.
//! 3. When threads are blocked and no group can be released, that is a
//!    deadlock: it is reported with every group and the threads it waits for.
//!
//! Over-approximating reachability can only delay a release, never merge
//! threads the rules keep apart; the order of everything is fixed, so runs are
//! deterministic.

use crate::collective::{self, Member, Op};
use crate::context::SiteReach;
use crate::launch::{Dim3, Launch};
use crate::trace::{ErrorKind, Event, Recorder, RunError, Site, Tally, Threads};
use frontend::builtins::Scope;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::collections::hash_map::Entry;
use std::collections::BTreeMap;

/// Why a thread stopped running.
#[derive(Debug)]
pub(crate) enum Stop {
    /// At a convergent operation: waits for its group.
    Blocked(Request),
    Exited,
    Failed(RunError),
}

/// A thread waiting at a convergent operation.
#[derive(Debug, Clone)]
pub(crate) struct Request {
    /// Index into [`Machine::sites`].
    pub(crate) site: u32,
    /// The engine's context (tangle or token instance), interned: equal ids
    /// mean the threads communicate.
    pub(crate) ctx: u32,
    pub(crate) op: Op,
    pub(crate) args: Args,
    /// The position of the thread's kernel frame ([`NOWHERE`] where the engine keeps
    /// none): where it is decides which sites it may still get to ([`SiteReach`]).
    pub(crate) from: u32,
}

/// [`Request::from`] where the engine gives no position.
pub(crate) const NOWHERE: u32 = u32::MAX;

/// A call's arguments, inline up to four (a convergent call has at most four: a
/// shuffle's mask, value, lane and width; longer lists spill to the heap): a
/// vector per blocked thread was an allocation per thread and operation.
pub(crate) type Args = SmallVec<[u64; 4]>;

/// An engine's threads, as the scheduler drives them.
pub(crate) trait Machine {
    /// Creates the threads of block `block` (and its `__shared__` memory). Interned
    /// contexts keep their ids: the scheduler's answers about them carry over.
    fn start_block(&mut self, block: u32) -> Result<(), RunError>;
    /// Runs thread `t` (block-local index) until it blocks, exits or fails.
    fn run(&mut self, t: u32) -> Stop;
    /// Runs threads `ts` in order, each as [`Self::run`] would, putting
    /// their stops in `out`; stops after the first that fails. An engine may
    /// run them together where that gives exactly the same result.
    fn run_each(&mut self, ts: &[u32], out: &mut Stops) {
        run_in_order(self, ts, out);
    }
    /// Gives back interned contexts no thread holds, when there are many
    /// (`live`: the contexts blocked threads wait in). Returns whether it
    /// did: then an id may name another context from now on.
    fn sweep(&mut self, live: &mut dyn Iterator<Item = u32>) -> bool;
    /// Whether blocked thread `t` can still reach `site` in context `ctx`
    /// (conservative: `true` when unsure). `Err` is an internal error.
    fn can_reach(&mut self, t: u32, site: u32, ctx: u32) -> Result<bool, RunError>;
    /// For blocked thread `t`, a key such that blocked threads with equal
    /// keys get the same `can_reach` answers, now and in later rounds, blocks and
    /// launches that carry the engine's ids over, until [`Self::sweep`] gives ids back
    /// (the IR engine's is a 64-bit digest of the state its answers read); `None` where
    /// the engine has none (then every thread is asked). Debug builds check every
    /// answer given by key.
    fn reach_key(&self, _t: u32) -> Option<u64> {
        None
    }
    /// Resumes blocked thread `t` with the operation's result.
    fn deliver(&mut self, t: u32, value: u64);
    /// The memory threads share (for a builtin's out-parameter).
    fn memory(&mut self) -> &mut crate::memory::Memory;
    /// A short description of a context for traces (`while@17 #3`).
    fn describe(&self, ctx: u32) -> String;
    fn sites(&self) -> &[Site];
    /// The race check, when the launch asked for one: events order memory accesses.
    fn races(&mut self) -> Option<&mut crate::race::Detector>;
}

/// Runs threads `ts` one after another, putting their stops in `out`, until
/// one fails; returns whether one did.
pub(crate) fn run_in_order<M: Machine + ?Sized>(m: &mut M, ts: &[u32], out: &mut Stops) -> bool {
    for &t in ts {
        out.put(t, m.run(t));
        if out.failed.is_some() {
            return true;
        }
    }
    false
}

/// Where [`Machine::run_each`] puts the threads' stops: straight into the scheduler's
/// states, where a vector of stops, then a pass moving each into its thread's state,
/// copied every request twice more.
pub(crate) struct Stops<'s> {
    state: &'s mut [State],
    /// The first thread that failed, and why.
    failed: Option<(u32, RunError)>,
}

impl Stops<'_> {
    /// Thread `t` (block-local index) stopped so.
    pub(crate) fn put(&mut self, t: u32, stop: Stop) {
        let Some(slot) = self.state.get_mut(t as usize) else {
            self.fail(t, RunError::internal("a stop for a thread the block lacks"));
            return;
        };
        *slot = match stop {
            Stop::Blocked(r) => State::Blocked(r),
            Stop::Exited => State::Exited,
            Stop::Failed(e) => return self.fail(t, e),
        };
    }

    fn fail(&mut self, t: u32, e: RunError) {
        self.failed.get_or_insert((t, e));
    }
}

/// The launch's shape. Threads and blocks are numbered linearly (x fastest),
/// as CUDA forms warps from consecutive linear thread ids.
#[derive(Debug, Clone, Copy)]
pub struct Shape {
    /// Threads per block ([`Launch::threads`]).
    pub block: Dim3,
    /// Blocks in the grid ([`Launch::blocks`]).
    pub grid: Dim3,
    /// Lanes per warp ([`Launch::warp_size`]).
    pub warp_size: u32,
    /// Dynamic shared memory per block (`extern __shared__`), in bytes.
    pub shared_bytes: u32,
}

impl Shape {
    pub(crate) fn of(launch: &Launch) -> Shape {
        Shape {
            block: launch.threads,
            grid: launch.blocks,
            warp_size: launch.warp_size,
            shared_bytes: launch.shared_bytes,
        }
    }

    /// Threads per block (at most 1024).
    pub(crate) fn threads(&self) -> u32 {
        self.block.count() as u32
    }

    /// Warps per block, the last one partial where the block is not a whole number of them.
    pub(crate) fn warps(&self) -> u32 {
        self.threads().div_ceil(self.warp_size)
    }

    /// Blocks in the grid (at most [`crate::launch::MAX_BLOCKS`]).
    pub(crate) fn blocks(&self) -> u32 {
        self.grid.count() as u32
    }

    // Warps of a power of two lanes (CUDA's 32, the fuzzer's 4) by shift and mask: a
    // division per thread released was a stall in the scheduler's loop. Other sizes (any
    // of 1..=64 is accepted) divide.
    pub(crate) fn warp_of(&self, t: u32) -> u32 {
        if self.warp_size.is_power_of_two() {
            t >> self.warp_size.trailing_zeros()
        } else {
            t / self.warp_size
        }
    }

    pub(crate) fn lane_of(&self, t: u32) -> u32 {
        if self.warp_size.is_power_of_two() {
            t & (self.warp_size - 1)
        } else {
            t % self.warp_size
        }
    }

    pub(crate) fn global(&self, block: u32, t: u32) -> u32 {
        block * self.threads() + t
    }

    /// Whether the launch is 1-D: then thread ids are `threadIdx.x` plus the
    /// block's offset, and reports need no coordinates.
    pub(crate) fn is_1d(&self) -> bool {
        self.block.is_1d() && self.grid.is_1d()
    }
}

#[derive(Debug, Default)]
pub(crate) struct Outcome {
    /// The first `max_events` events.
    pub(crate) events: Vec<Event>,
    /// Every event, per site.
    pub(crate) tallies: Vec<Tally>,
    pub(crate) errors: Vec<RunError>,
    pub(crate) warnings: Vec<RunError>,
    /// Warnings per kind and site, listed or not.
    warned: BTreeMap<(WarningKind, u32), u64>,
    /// Wall time of running every block ([`crate::trace::RunOutput::run_time`]).
    pub(crate) run_time: std::time::Duration,
}

/// The warnings a site can raise, each listed up to [`WARNINGS_PER_SITE`] times.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum WarningKind {
    PartialBarrier,
    UndefinedShuffle,
}

#[derive(Debug, Clone)]
enum State {
    Runnable,
    Blocked(Request),
    Exited,
}

/// What a program's launches reuse from one to the next: the engine's interned contexts
/// (`I`) with the table of reachability answers about them, and the instances counted per
/// site and warp, which each block starts afresh. And how many events the last launch
/// listed: the next starts with room for as many per thread, where growing the list copied
/// it a dozen times.
pub(crate) struct Scratch<K, I> {
    /// The last run's contexts, and which run that was (`K`: its kernel, and policy):
    /// a fuzzed program's launches differ in shape and ask mostly the same questions, so
    /// the next run of the same kind interns into them, and the answers still hold.
    contexts: Option<(K, I)>,
    /// Reachability answers by reach key, site and context ([`Machine::reach_key`]).
    answers: FxHashMap<(u64, u32, u32), bool>,
    instances: Vec<u32>,
    /// The last launch's listed events and threads (in all blocks).
    events: (usize, u64),
    /// The recorder's sets of each site ([`Recorder::new`]).
    sets: Vec<FxHashSet<u64>>,
    /// Each site's class for the [`Recorder`]: a program's sites are fixed, and
    /// hashing their keys per launch cost more than recording a fuzzed launch's first
    /// hundred events.
    site_classes: Option<Vec<usize>>,
}

impl<K, I> Default for Scratch<K, I> {
    fn default() -> Self {
        Scratch {
            contexts: None,
            answers: FxHashMap::default(),
            instances: Vec::new(),
            events: (0, 0),
            sets: Vec::new(),
            site_classes: None,
        }
    }
}

impl<K: PartialEq, I> Scratch<K, I> {
    /// The contexts the last run interned, where it was a `run` too: the engine interns
    /// into them, and the answers about them hold. Otherwise none, and the answers go.
    pub(crate) fn carried(&mut self, run: K) -> Option<I> {
        match self.contexts.take() {
            Some((last, contexts)) if last == run => Some(contexts),
            _ => {
                self.answers.clear();
                None
            }
        }
    }

    /// Keeps the contexts a `run` interned, for [`Self::carried`].
    pub(crate) fn keep(&mut self, run: K, contexts: I) {
        self.contexts = Some((run, contexts));
    }

    /// The reachability answers the table holds.
    #[cfg(test)]
    pub(crate) fn answers_held(&self) -> usize {
        self.answers.len()
    }
}

thread_local! {
    /// The events the last launch of each shape (threads in all, warp size) on this thread
    /// listed: [`run`]'s estimate of the next one's.
    static LISTED_BY_SHAPE: std::cell::RefCell<FxHashMap<(u64, u32), usize>> =
        std::cell::RefCell::new(FxHashMap::default());
}

/// Launch shapes [`LISTED_BY_SHAPE`] remembers before it starts afresh.
const SHAPES_KEPT: usize = 64;

/// Runs every block; stops at the first error (as a GPU kernel traps).
/// Events past the first `max_events` are only counted.
/// `reach`: the kernel's sites by position, where the engine has them. The machine's
/// contexts are those [`Scratch::carried`] gave, or fresh ones, as the answers are.
pub(crate) fn run<M: Machine, K, I>(
    machine: &mut M,
    shape: Shape,
    launch: &Launch,
    scratch: &mut Scratch<K, I>,
    reach: Option<&SiteReach>,
) -> Outcome {
    let started = std::time::Instant::now();
    let mut out = Outcome::default();
    let class = scratch.site_classes.get_or_insert_with(|| {
        crate::trace::site_classes(machine.sites().iter().map(Site::key_ref)).0
    });
    // As many events as the last launch of this shape on this thread listed (a fuzzing
    // job runs every program at the same shapes, the source engine's launches first and
    // then the IR engine's, which list the same events), else as many per thread as this
    // program's last launch: the list grown from empty copied itself a dozen times, into
    // fresh memory for the larger copies.
    let threads = u64::from(shape.threads()) * u64::from(shape.blocks());
    let (events, before) = scratch.events;
    let key = (threads, shape.warp_size);
    let expected = LISTED_BY_SHAPE
        .with_borrow(|m| m.get(&key).copied())
        .unwrap_or((events as u64 * threads / before.max(1)) as usize);
    let mut trace = Recorder::new(
        class,
        shape.threads(),
        launch.max_events,
        expected,
        std::mem::take(&mut scratch.sets),
    );
    for block in 0..shape.blocks() {
        let ran = run_block(
            machine,
            (shape, block),
            &mut trace,
            &mut out,
            scratch,
            launch.describe_contexts,
            reach,
        );
        if let Err(e) = ran {
            out.errors.push(e);
            break;
        }
    }
    (out.events, out.tallies, scratch.sets) = trace.finish();
    scratch.events = (out.events.len(), threads);
    LISTED_BY_SHAPE.with_borrow_mut(|m| {
        if m.len() >= SHAPES_KEPT && !m.contains_key(&key) {
            m.clear();
        }
        m.insert(key, out.events.len());
    });
    for (&(kind, site), &n) in &out.warned {
        if n > WARNINGS_PER_SITE {
            let (kind, what) = match kind {
                WarningKind::PartialBarrier => (ErrorKind::PartialBarrier, "partial barriers"),
                WarningKind::UndefinedShuffle => {
                    (ErrorKind::UndefinedShuffle, "undefined shuffle reads")
                }
            };
            let mut more = RunError::new(
                kind,
                format!(
                    "{} more {what} at this site (the first {WARNINGS_PER_SITE} are listed)",
                    n - WARNINGS_PER_SITE
                ),
            );
            more.site = Some(site);
            out.warnings.push(more);
        }
    }
    out.run_time = started.elapsed();
    out
}

/// A group's (site, context, warp); no warp for a block-wide operation.
type GroupKey = (u32, u32, Option<u32>);

/// A round's groups of blocked threads: same site and context, within a warp
/// (or the block). Kept between rounds so that grouping allocates nothing once
/// the block has run a few.
#[derive(Default)]
struct Groups {
    /// (site, context, warp) per group, in order of each group's first thread
    /// (each thread is in one group), so releases are deterministic.
    keys: Vec<GroupKey>,
    /// Each group's threads, ascending; past `keys.len()`, emptied vectors kept for
    /// later rounds.
    threads: Vec<Vec<u32>>,
    /// Each key's group, once a round has more than [`Self::SCANNED`].
    index: FxHashMap<GroupKey, u32>,
}

impl Groups {
    const SCANNED: usize = 16;

    fn collect(&mut self, state: &[State], shape: Shape) {
        self.keys.clear();
        self.index.clear();
        // Neighbouring threads mostly wait together: the previous thread's group
        // is tried first.
        let mut last: Option<(GroupKey, usize)> = None;
        // A warp's groups are all made from its first thread on: searched from there.
        let (mut warp, mut warp_end, mut warp_groups) = (0, 0, 0);
        for (t, s) in state.iter().enumerate() {
            let (State::Blocked(r), t) = (s, t as u32) else {
                continue;
            };
            if t >= warp_end {
                warp = shape.warp_of(t);
                warp_end = (warp + 1) * shape.warp_size;
                warp_groups = self.keys.len();
            }
            let (key, from) = match r.op.scope() {
                Scope::Warp => ((r.site, r.ctx, Some(warp)), warp_groups),
                Scope::Block => ((r.site, r.ctx, None), 0),
            };
            if let Some((k, g)) = last {
                if k == key {
                    self.threads[g].push(t);
                    continue;
                }
            }
            let g = match self.find(key, from) {
                Some(g) => g,
                None => {
                    self.keys.push(key);
                    let g = self.keys.len() - 1;
                    match self.threads.get_mut(g) {
                        Some(v) => v.clear(),
                        None => self.threads.push(Vec::new()),
                    }
                    if !self.index.is_empty() {
                        self.index.insert(key, g as u32);
                    }
                    g
                }
            };
            self.threads[g].push(t);
            last = Some((key, g));
        }
    }

    /// The group of `key` in this round, if it has one; none before group `from` can
    /// be. A warp makes a few groups: they are searched in order, unless there are more
    /// than [`Self::SCANNED`] to search, which are hashed.
    fn find(&mut self, key: GroupKey, from: usize) -> Option<usize> {
        let candidates = self.keys.get(from..).unwrap_or_default();
        if candidates.len() <= Self::SCANNED {
            return candidates.iter().position(|k| *k == key).map(|g| from + g);
        }
        if self.index.is_empty() {
            let keys = self.keys.iter().enumerate();
            self.index.extend(keys.map(|(g, &k)| (k, g as u32)));
        }
        self.index.get(&key).map(|&g| g as usize)
    }

    fn members(&self, g: usize) -> &[u32] {
        &self.threads[g]
    }
}

/// The reachability answers kept before the table starts afresh. Most questions are
/// asked once per launch, about contexts that a loop's next iteration leaves behind: a
/// table that grew through a fuzzed launch (thousands of answers, most of them dead) missed
/// the caches on its probes. Emptying it past this size took `tangle fuzz` 0.974x and
/// 0.984x the time for the same instructions. With the contexts carried from launch to
/// launch, 4,096 answers cut 0.7% more instructions than 1,024 but took 1.023x the time
/// (docs/performance.md).
pub(crate) const ANSWERS_KEPT: usize = 1024;

/// Partial-barrier warnings listed per site; the rest are counted.
const WARNINGS_PER_SITE: u64 = 10;

fn run_block<M: Machine, K, I>(
    machine: &mut M,
    (shape, block): (Shape, u32),
    trace: &mut Recorder,
    out: &mut Outcome,
    scratch: &mut Scratch<K, I>,
    describe: bool,
    reach: Option<&SiteReach>,
) -> Result<(), RunError> {
    let Scratch {
        answers, instances, ..
    } = scratch;
    machine.start_block(block)?;
    let n = shape.threads();
    let mut state = vec![State::Runnable; n as usize];
    // Each site's executions so far per warp of this block, and block-wide in the
    // last column: indexed, as hashing (site, block, warp) per release was a
    // percent of a fuzzed program's time.
    let columns = shape.warps() as usize + 1;
    instances.clear();
    instances.resize(machine.sites().len() * columns, 0);
    // Each context's description for the trace, valid while its id is: the
    // warps of a block mostly communicate in the same contexts.
    let mut described: FxHashMap<u32, String> = FxHashMap::default();
    // The threads to run this round: every thread at first, then the members of the
    // groups the last round released (no thread becomes runnable otherwise).
    let mut runnable: Vec<u32> = (0..n).collect();
    let mut groups = Groups::default();
    let mut positions = Positions::default();
    positions.reset(shape);
    let mut released = Vec::new();
    let mut parts = Vec::new();
    let mut results = Vec::new();
    // Threads blocked alike answer alike ([`Machine::reach_key`]) while contexts keep
    // their ids, which the engines keep from block to block and from launch to launch:
    // each question once until a sweep or the table holding more than [`ANSWERS_KEPT`].
    // A fuzzed program's launches differ in shape and ask mostly the same questions.
    answers.reserve(ANSWERS_KEPT.saturating_sub(answers.len()));
    loop {
        let swept = machine.sweep(&mut state.iter().filter_map(|s| match s {
            State::Blocked(r) => Some(r.ctx),
            _ => None,
        }));
        if swept {
            described.clear();
        }
        if swept || answers.len() > ANSWERS_KEPT {
            answers.clear();
        }
        let mut stops = Stops {
            state: &mut state,
            failed: None,
        };
        machine.run_each(&runnable, &mut stops);
        if let Some((t, mut e)) = stops.failed {
            e.block = Some(block);
            e.thread.get_or_insert(shape.global(block, t));
            return Err(e);
        }
        positions.update(&runnable, &state, shape, reach);
        groups.collect(&state, shape);
        if groups.keys.is_empty() {
            return Ok(());
        }
        released.clear();
        for (g, &(site, ctx, warp)) in groups.keys.iter().enumerate() {
            // One thread that can still reach the operation keeps the group waiting.
            let blocked = blockers(
                machine,
                (&state, shape, &positions, reach),
                (warp, groups.members(g), site, ctx),
                answers,
                true,
            )?;
            if blocked.is_empty() {
                released.push(g);
            }
        }
        if released.is_empty() {
            // A deadlock names every thread each group waits for.
            let mut waits = Vec::new();
            for (g, &(site, ctx, warp)) in groups.keys.iter().enumerate() {
                let members = groups.members(g);
                let all = blockers(
                    machine,
                    (&state, shape, &positions, reach),
                    (warp, members, site, ctx),
                    answers,
                    false,
                )?;
                waits.push((site, ctx, members.to_vec(), all.into_vec()));
            }
            return Err(deadlock(machine, shape, block, &waits));
        }
        runnable.clear();
        for &g in &released {
            let (site, ctx, warp) = groups.keys[g];
            let members = groups.members(g);
            runnable.extend_from_slice(members);
            parts.clear();
            let mut op = None;
            for &t in members {
                let State::Blocked(r) = std::mem::replace(&mut state[t as usize], State::Runnable)
                else {
                    return Err(RunError::internal(
                        "a released group holds a thread that was not blocked",
                    ));
                };
                op.get_or_insert(r.op);
                parts.push(Member {
                    lane: shape.lane_of(t),
                    args: r.args,
                });
            }
            let Some(op) = op else {
                return Err(RunError::internal("a released group without threads"));
            };
            let warp_lanes = warp.map_or(shape.warp_size, |w| {
                (n - w * shape.warp_size).min(shape.warp_size)
            });
            let error = |i: usize, kind, message| RunError {
                kind,
                message,
                site: Some(site),
                loc: None,
                block: Some(block),
                thread: Some(shape.global(block, members[i])),
            };
            collective::execute(op, &parts, (shape.warp_size, warp_lanes), &mut results)
                .map_err(|(i, m)| error(i, ErrorKind::Mask, m))?;
            for (i, source) in collective::undefined_reads(op, &parts, shape.warp_size) {
                let count = out
                    .warned
                    .entry((WarningKind::UndefinedShuffle, site))
                    .or_default();
                *count += 1;
                if *count > WARNINGS_PER_SITE {
                    continue;
                }
                let lanes: Vec<u32> = parts.iter().map(|p| p.lane).collect();
                let mut warning = error(
                    i,
                    ErrorKind::UndefinedShuffle,
                    format!(
                        "`{}` by lane {} reads lane {source}, which {}: undefined in CUDA (the \
                         engines return the caller's own value; an H100 returned 0)",
                        machine.sites()[site as usize].callee,
                        parts[i].lane,
                        if lanes.contains(&source) {
                            "its mask does not name".to_string()
                        } else {
                            format!("does not take part (lanes {} do)", ranges(&lanes))
                        }
                    ),
                );
                warning.site = Some(site);
                out.warnings.push(warning);
            }
            for (i, (part, &r)) in parts.iter().zip(&results).enumerate() {
                if let Some((p, ty, v)) = collective::out_parameter(op, &part.args, r) {
                    machine
                        .memory()
                        .store(p, ty, v)
                        .map_err(|m| error(i, ErrorKind::Memory, m))?;
                }
            }
            let column = warp.map_or(columns - 1, |w| w as usize);
            let Some(instance) = instances.get_mut(site as usize * columns + column) else {
                return Err(RunError::internal("a released group at an unknown site"));
            };
            *instance += 1;
            // Copied, then offset in place: collecting through `shape.global` pushed the
            // members one at a time.
            let mut threads = Threads::from_slice(members);
            let first = shape.global(block, 0);
            if first != 0 {
                threads.iter_mut().for_each(|t| *t += first);
            }
            trace.record(Event {
                site,
                block,
                warp,
                threads,
                instance: *instance,
                context: if describe {
                    described
                        .entry(ctx)
                        .or_insert_with(|| machine.describe(ctx))
                        .clone()
                } else {
                    String::new()
                },
            });
            if let Some(races) = machine.races() {
                races.synchronize(members);
            }
            if op.scope() == Scope::Block {
                barrier_warning(machine.sites(), shape, block, site, members, &state, out);
            }
            for (&t, v) in members.iter().zip(results.iter().copied()) {
                machine.deliver(t, v);
            }
        }
        // Threads run in thread order, as in the rounds' first.
        runnable.sort_unstable();
    }
}

/// `__syncthreads` executed by part of the block: reported, as CUDA leaves it undefined.
fn barrier_warning(
    sites: &[Site],
    shape: Shape,
    block: u32,
    site: u32,
    members: &[u32],
    state: &[State],
    out: &mut Outcome,
) {
    let n = shape.threads();
    let callee = &sites[site as usize].callee;
    let count = out
        .warned
        .entry((WarningKind::PartialBarrier, site))
        .or_default();
    if *count >= WARNINGS_PER_SITE {
        // Counted, not listed: a barrier in a runaway loop must not grow the run's memory.
        if members.len() < n as usize {
            *count += 1;
        }
        return;
    }
    let live: Vec<u32> = (0..n)
        .filter(|&t| !matches!(state[t as usize], State::Exited))
        .collect();
    let exited = n as usize - live.len();
    let message = if live.len() > members.len() {
        let absent: Vec<u32> = live
            .iter()
            .filter(|t| members.binary_search(t).is_err())
            .map(|&t| shape.global(block, t))
            .collect();
        format!(
            "`{callee}` reached by {} of the block's {} live threads (threads {} cannot reach it \
             in this context): undefined in CUDA; executed as the tangle rules say, by the \
             threads that are there",
            members.len(),
            live.len(),
            ranges(&absent),
        )
    } else if exited > 0 {
        format!(
            "`{callee}` reached by {} of the block's {n} threads: {exited} exited before it \
             (undefined in CUDA, though hardware counts exited threads as arrived)",
            members.len(),
        )
    } else {
        return;
    };
    *out.warned
        .entry((WarningKind::PartialBarrier, site))
        .or_default() += 1;
    out.warnings.push(RunError {
        kind: ErrorKind::PartialBarrier,
        message,
        site: Some(site),
        loc: None,
        block: Some(block),
        thread: None,
    });
}

/// Each warp's blocked threads by where their kernel frames are ([`SiteReach::row`]),
/// kept up to date as threads run. A warp's threads wait at a few positions: a group's
/// check tests each position's sites once, not each thread's, and asks only the threads
/// at positions with a path to its site (most of a fuzzed program's checks visited every
/// thread of a warp of 32, or of the block).
#[derive(Default)]
struct Positions {
    /// By warp: (row, the lanes blocked there).
    warps: Vec<SmallVec<[(u32, u64); 8]>>,
    /// By thread: its row while it is blocked, else [`Positions::NOT_BLOCKED`].
    rows: Vec<u32>,
}

impl Positions {
    const NOT_BLOCKED: u32 = u32::MAX - 1;

    /// No thread blocked, for a block of `shape`.
    fn reset(&mut self, shape: Shape) {
        let warps = shape.warps() as usize;
        self.warps.resize_with(warps, SmallVec::new);
        self.warps.iter_mut().for_each(SmallVec::clear);
        self.rows.clear();
        self.rows
            .resize(shape.threads() as usize, Self::NOT_BLOCKED);
    }

    /// Threads `ran` ran and now are as `state` says; no other thread moved.
    fn update(&mut self, ran: &[u32], state: &[State], shape: Shape, reach: Option<&SiteReach>) {
        for &t in ran {
            let row = match &state[t as usize] {
                State::Blocked(r) => reach.map_or(SiteReach::ANY_ROW, |sr| sr.row(r.from)),
                _ => Self::NOT_BLOCKED,
            };
            let was = std::mem::replace(&mut self.rows[t as usize], row);
            if was == row {
                continue;
            }
            let lane = 1u64 << shape.lane_of(t);
            let rows = &mut self.warps[shape.warp_of(t) as usize];
            if was != Self::NOT_BLOCKED {
                if let Some(i) = rows.iter().position(|&(at, _)| at == was) {
                    rows[i].1 &= !lane;
                    if rows[i].1 == 0 {
                        rows.swap_remove(i);
                    }
                }
            }
            if row != Self::NOT_BLOCKED {
                match rows.iter_mut().find(|(at, _)| *at == row) {
                    Some((_, lanes)) => *lanes |= lane,
                    None => rows.push((row, lane)),
                }
            }
        }
    }

    /// The blocked lanes of warp `w` at positions that may get to `site`.
    fn reaching(&self, w: u32, site: u32, reach: Option<&SiteReach>) -> u64 {
        let may = |row: u32| reach.is_none_or(|sr| sr.may_reach(row, site));
        self.warps[w as usize]
            .iter()
            .filter(|&&(row, _)| may(row))
            .fold(0, |all, &(_, lanes)| all | lanes)
    }
}

/// The blocked threads of the group's scope (its warp, or the block) outside the group
/// (`members`, waiting at `site` in context `ctx`) that can still reach it; with
/// `first_only`, at most the first, which is all that deciding whether the group waits
/// needs (the scan stopped early is most of a fuzzed program's scheduling). Only threads
/// at positions with a path to the site are asked ([`Positions`]). Inline for that one: a
/// vector allocated per group and round was 0.4% of a fuzzed program's instructions.
fn blockers<M: Machine>(
    machine: &mut M,
    (state, shape, positions, reach): (&[State], Shape, &Positions, Option<&SiteReach>),
    (warp, members, site, ctx): (Option<u32>, &[u32], u32, u32),
    answers: &mut FxHashMap<(u64, u32, u32), bool>,
    first_only: bool,
) -> Result<SmallVec<[u32; 1]>, RunError> {
    let mut found = SmallVec::new();
    let warps = match warp {
        Some(w) => w..w + 1,
        None => 0..shape.warps(),
    };
    // Members are ascending, as the warps are taken: those of warp `w` are next.
    let mut m = 0;
    for w in warps {
        let first = w * shape.warp_size;
        let mut own = 0u64;
        while let Some(&t) = members.get(m).filter(|&&t| t < first + shape.warp_size) {
            own |= 1 << (t - first);
            m += 1;
        }
        let mut lanes = positions.reaching(w, site, reach) & !own;
        if cfg!(debug_assertions) {
            // Debug builds (every test) ask every thread passed over.
            let scope = first..(first + shape.warp_size).min(shape.threads());
            for t in scope {
                let passed_over = (own | lanes) >> (t - first) & 1 == 0;
                if passed_over && matches!(state[t as usize], State::Blocked(_)) {
                    debug_assert!(
                        !machine.can_reach(t, site, ctx)?,
                        "a thread with no path to a site cannot reach it"
                    );
                }
            }
        }
        while lanes != 0 {
            let t = first + lanes.trailing_zeros();
            lanes &= lanes - 1;
            let reaches = match machine.reach_key(t) {
                Some(key) => match answers.entry((key, site, ctx)) {
                    Entry::Occupied(e) => {
                        // Debug builds (every test) check the engine's key.
                        debug_assert_eq!(
                            *e.get(),
                            machine.can_reach(t, site, ctx)?,
                            "blocked threads with one reach key answer alike"
                        );
                        *e.get()
                    }
                    Entry::Vacant(e) => *e.insert(machine.can_reach(t, site, ctx)?),
                },
                None => machine.can_reach(t, site, ctx)?,
            };
            if reaches {
                found.push(t);
                if first_only {
                    return Ok(found);
                }
            }
        }
    }
    Ok(found)
}

fn deadlock(
    machine: &dyn Machine,
    shape: Shape,
    block: u32,
    waits: &[(u32, u32, Vec<u32>, Vec<u32>)],
) -> RunError {
    let sites = machine.sites();
    let mut msg = format!(
        "deadlock in block {block}: every live thread waits at a convergent operation and no \
         group can proceed"
    );
    for (site, ctx, members, blockers) in waits {
        let s = &sites[*site as usize];
        let g = |ts: &[u32]| {
            ranges(
                &ts.iter()
                    .map(|&t| shape.global(block, t))
                    .collect::<Vec<_>>(),
            )
        };
        msg.push_str(&format!(
            "\n  threads {} wait at `{}` ({}, {}) for threads {}, which can still reach it",
            g(members),
            s.callee,
            s.location(),
            machine.describe(*ctx),
            g(blockers)
        ));
    }
    RunError {
        kind: ErrorKind::Deadlock,
        message: msg,
        site: waits.first().map(|w| w.0),
        loc: None,
        block: Some(block),
        thread: None,
    }
}

/// `0-3,7,9-10`
pub fn ranges(ids: &[u32]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < ids.len() {
        let start = ids[i];
        let mut end = start;
        while i + 1 < ids.len() && ids[i + 1] == end + 1 {
            i += 1;
            end = ids[i];
        }
        parts.push(if start == end {
            start.to_string()
        } else {
            format!("{start}-{end}")
        });
        i += 1;
    }
    parts.join(",")
}

#[cfg(test)]
mod tests {
    use crate::launch::{Dim3, Launch};
    use crate::trace::RunOutput;
    use serde_json::json;

    /// Threads split by a loop's bound and by a branch in it, so that every launch asks
    /// the scheduler about a context per iteration and branch.
    const SPLIT: &str = "__global__ void k(int *out, int n) {\n\
                         \x20 int t = threadIdx.x;\n\
                         \x20 int acc = 0;\n\
                         \x20 for (int i = 0; i < n + t % 3; i++) {\n\
                         \x20   if (t % 2 == 0) acc += __ballot_sync(__activemask(), i & 1);\n\
                         \x20   else acc -= __ballot_sync(__activemask(), t & 2);\n\
                         \x20 }\n\
                         \x20 out[t] = acc;\n\
                         }\n";

    fn launch(threads: u32, warp_size: u32) -> Launch {
        Launch {
            threads: Dim3 {
                x: threads,
                y: 1,
                z: 1,
            },
            warp_size,
            ..Default::default()
        }
    }

    fn args(n: u32) -> crate::launch::Args {
        [
            ("out".to_string(), json!({ "type": "i32", "len": 16 })),
            ("n".to_string(), json!(n)),
        ]
        .into_iter()
        .collect()
    }

    fn assert_same(engine: &str, carried: &RunOutput, alone: &RunOutput) {
        assert!(alone.errors.is_empty(), "{engine}: {:?}", alone.errors);
        assert_eq!(carried.errors, alone.errors, "{engine}");
        assert_eq!(carried.events, alone.events, "{engine}");
        let bytes = |o: &RunOutput| {
            o.buffers
                .iter()
                .map(|(_, b)| b.bytes.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(bytes(carried), bytes(alone), "{engine}");
    }

    /// A program's launches carry each engine's contexts over, and with them the
    /// scheduler's answers about them: a launch after another runs exactly as it runs
    /// alone, and the table holds the answers of both (the first launch's loop runs five
    /// iterations more, about whose contexts the second asks nothing). Debug builds check
    /// every answer given from the table against the engine's own.
    #[test]
    fn launches_carry_the_engines_contexts_and_the_answers_about_them() {
        let (unit, analysis) = testkit::compile(SPLIT);
        let ir = lowering::lower_to_bytes(
            &unit,
            &analysis,
            &lowering::Options::default(),
            lowering::Emit::Llvm,
        )
        .expect("tangle lowers it");
        let module = crate::ir::read::read("split.cu", &ir).expect("the IR reads back");
        let (first, second) = ((launch(8, 4), args(6)), (launch(12, 4), args(1)));

        let carried = crate::source::Program::new(&unit, &analysis);
        carried.run(Some("k"), &first.0, &first.1).expect("runs");
        let out = carried.run(Some("k"), &second.0, &second.1).expect("runs");
        let alone = crate::source::Program::new(&unit, &analysis);
        assert_same(
            "source",
            &out,
            &alone.run(Some("k"), &second.0, &second.1).expect("runs"),
        );
        let held = (carried.answers_held(), alone.answers_held());
        assert!(held.0 > held.1, "source engine: {held:?} answers held");

        let carried = crate::ir::Program::new(&module);
        carried
            .run("split.cu", Some("k"), &first.0, &first.1)
            .expect("runs");
        let out = carried
            .run("split.cu", Some("k"), &second.0, &second.1)
            .expect("runs");
        let alone = crate::ir::Program::new(&module);
        let expected = alone
            .run("split.cu", Some("k"), &second.0, &second.1)
            .expect("runs");
        assert_same("IR", &out, &expected);
        let held = (carried.answers_held(), alone.answers_held());
        assert!(held.0 > held.1, "IR engine: {held:?} answers held");
    }
}
