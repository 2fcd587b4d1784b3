//! The race check (`tangle run --racecheck`, on in `tangle check`): two
//! accesses to the same byte of `__shared__` or global memory (buffers and
//! device globals) by different threads, at least one a plain write, with no
//! ordering between them. Deterministic: it follows the scheduler's one
//! execution, so a race is reported when this schedule has two unordered
//! conflicting accesses, whatever order they happened to run in.
//!
//! Ordering (happens-before) is what the program itself guarantees, nothing
//! the scheduler happens to do:
//! - a thread's own accesses are ordered;
//! - every dynamic instance of a convergent operation (an event: barrier,
//!   `__syncwarp`, vote, shuffle, match, reduction, `__activemask`) orders
//!   everything its members did before it against everything they do after
//!   it (`__syncthreads` is the event whose members are the block's threads
//!   that arrived); ordering is transitive across events;
//! - atomics never race with atomics; an atomic and a plain access do;
//! - blocks are never ordered: only global memory is shared between them,
//!   and any conflicting pair from two blocks is a race.
//!
//! Vector clocks, made cheap for barriers. Thread `t` knows `own[t]` of
//! itself and `base[t][u]` of each other thread `u` of its block. An event
//! joins its members' knowledge and gives each the join, then ticks each
//! member's own clock. After a barrier every thread shares one join, so
//! `base` is reference-counted and a join costs one pass per *distinct* base
//! (one after a barrier, one per warp after warp operations), not per member.
//! An access at clock `c` of `u` is ordered before thread `t` iff
//! `c <= base[t][u]` (same block only).
//!
//! Shadow memory, per byte: the accesses that may still race with a later
//! one. A new access drops an earlier one it is ordered after when every
//! later access that conflicts with the earlier one conflicts with it too:
//! a plain write drops all of them, a read drops reads, an atomic drops
//! atomics (a write after a read would race with the read's reader too; an
//! atomic after a plain write must not hide the write from later atomics).
//! Accesses of finished blocks are ordered with nothing that follows, so one
//! per kind is enough of them. `__shared__` shadows are dropped with their
//! block; thread-private memory (locals, allocas) is not tracked.
//!
//! A byte many threads read (a table or a vector of weights every thread reads) holds a read
//! per thread: scanning them all for each read was quadratic in the block's threads. Such a
//! byte keeps a summary ([`Quick`]) that lets a read skip the scan where the scan could
//! change nothing but the reader's own earlier read.
//!
//! Bounds: at most [`MAX_SHOWN`] reports, one per pair of access sites (and
//! kinds) in the same variable, each counting its dynamic occurrences; the
//! check stops, and says so, when its shadow holds [`MAX_ENTRIES`] accesses.

use crate::memory::{offset_of, region_of};
use crate::value::Ty;
use fixedbitset::FixedBitSet;
use frontend::builtins::Builtin;
use rustc_hash::FxHashMap;
use std::rc::Rc;

/// Reports kept; more pairs of sites are only counted.
pub const MAX_SHOWN: usize = 20;
/// Accesses the shadow may hold at once (about 70 bytes each).
pub const MAX_ENTRIES: usize = 4 << 20;

/// How an access touches memory. Two accesses conflict unless both read or
/// both are atomic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AccessKind {
    /// A plain load.
    Read,
    /// A plain store.
    Write,
    /// An atomic read-modify-write.
    Atomic,
}

impl AccessKind {
    /// The word reports use: `read`, `write` or `atomic`.
    pub fn name(self) -> &'static str {
        match self {
            AccessKind::Read => "read",
            AccessKind::Write => "write",
            AccessKind::Atomic => "atomic",
        }
    }

    fn conflicts(self, other: AccessKind) -> bool {
        use AccessKind::*;
        !matches!((self, other), (Read, Read) | (Atomic, Atomic))
    }

    /// Whether a new access of this kind, ordered after an earlier one of
    /// kind `earlier`, stands for it against every later access.
    fn covers(self, earlier: AccessKind) -> bool {
        self == AccessKind::Write || self == earlier
    }
}

/// The memory a builtin reads or writes: `(address, bytes, kind)`.
pub(crate) fn builtin_access(b: Builtin, ty: Ty, args: &[u64]) -> Option<(u64, u64, AccessKind)> {
    let p = *args.first()?;
    if b == Builtin::Ldg {
        Some((p, ty.size(), AccessKind::Read))
    } else if b.is_atomic() {
        Some((p, ty.size(), AccessKind::Atomic))
    } else {
        None
    }
}

/// How reports name a `__shared__` region: the variable (Clang and the
/// lowering name a `__shared__` local `function.name`, the source engine
/// `function::name`), or, for the launch's
/// dynamic shared memory, which every `extern __shared__` array aliases, that.
pub(crate) fn shared_name(name: &str, dynamic: bool) -> String {
    if dynamic {
        "extern __shared__".into()
    } else {
        name.rsplit(['.', ':']).next().unwrap_or(name).to_string()
    }
}

/// The memory a race is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Space {
    /// A block's `__shared__` memory: the races are between threads of that block.
    Shared,
    /// Global memory (argument buffers and globals), shared by every block.
    Global,
}

impl Space {
    /// The word reports use: `shared` or `global`.
    pub fn name(self) -> &'static str {
        match self {
            Space::Shared => "shared",
            Space::Global => "global",
        }
    }
}

/// One side of a race.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Side {
    /// How this access touched the bytes.
    pub kind: AccessKind,
    pub(crate) block: u32,
    /// Global thread id.
    pub thread: u32,
    /// Line and column in the user's file (IR: the instruction's `!dbg`).
    pub loc: Option<(u32, u32)>,
}

/// Two unordered conflicting accesses: the first dynamic pair at these sites.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Race {
    /// Where the bytes are.
    pub space: Space,
    /// The variable or buffer.
    pub name: String,
    /// The first byte both touched, from the start of `name`.
    pub offset: u64,
    /// The access that came first in the schedule.
    pub first: Side,
    /// The later access: the one that found the race.
    pub second: Side,
    /// Dynamic pairs at the same two sites (and kinds) in the same variable.
    pub count: u64,
}

/// What the check found in a run.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Races {
    /// The first [`MAX_SHOWN`] pairs of sites, in the order they were found.
    pub shown: Vec<Race>,
    /// Pairs of sites found, shown or not.
    pub pairs: u64,
    /// Why the check stopped early, if it did.
    pub stopped: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Entry {
    block: u32,
    clock: u32,
    /// [`Detector::syncs`] when it was made: no thread whose knowledge is older can be
    /// ordered after it.
    stamp: u32,
    /// 0 when unknown (lines start at 1).
    line: u32,
    col: u32,
    thread: u16,
    kind: AccessKind,
}

#[derive(Debug)]
struct Tracked {
    space: Space,
    name: String,
}

type PairKey = (u32, AccessKind, u32, u32, AccessKind, u32, u32);

/// Shadows of more accesses than this keep a [`Quick`].
const QUICK_FROM: usize = 16;

/// What a read of a byte with a long shadow needs to know to skip the scan. The scan
/// reports the writes and atomics unordered with the reader, keeps the others, and drops the
/// reads ordered before it: so where every write and atomic is of this block and ordered
/// before the reader (a tile written before a barrier) and no other thread's read can be,
/// it drops only the reader's own earlier read.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Quick {
    /// The block the shadow was last scanned in: earlier blocks' accesses were reduced to
    /// one per kind then.
    block: u32,
    /// The oldest [`Entry::stamp`] of `block`'s reads in the shadow.
    since: u32,
    /// `block`'s writes and atomics in the shadow.
    writes: Vec<Entry>,
    /// Whether the shadow holds a write or atomic of an earlier block (never ordered).
    old_writes: bool,
    /// The threads with a read of `block` in the shadow.
    readers: FixedBitSet,
}

impl Quick {
    /// Writes and atomics a read checks one by one; with more it scans.
    const WRITES_CHECKED: usize = 4;

    fn of(cell: &[Entry], block: u32, threads: u32, now: u32) -> Quick {
        let mut q = Quick {
            block,
            since: now,
            writes: Vec::new(),
            old_writes: false,
            readers: FixedBitSet::with_capacity(threads as usize),
        };
        for e in cell {
            match (e.block == block, e.kind == AccessKind::Read) {
                (true, true) => {
                    q.since = q.since.min(e.stamp);
                    q.readers.insert(e.thread as usize);
                }
                (true, false) => q.writes.push(*e),
                (false, true) => {}
                (false, false) => q.old_writes = true,
            }
        }
        q
    }
}

/// A space's shadow: per byte, the accesses that may still race with a later one, in the
/// order they came (a later access reports its races in that order); and the long ones'
/// [`Quick`]s.
#[derive(Debug, Default)]
struct Shadow {
    cells: FxHashMap<u64, Vec<Entry>>,
    quick: FxHashMap<u64, Quick>,
}

impl Shadow {
    fn clear(&mut self) {
        self.cells.clear();
        self.quick.clear();
    }
}

#[derive(Debug)]
pub(crate) struct Detector {
    threads_per_block: u32,
    block: u32,
    /// By region id.
    regions: Vec<Option<Tracked>>,
    shared_regions: Vec<u32>,
    own: Vec<u32>,
    base: Vec<Rc<Vec<u32>>>,
    /// Events so far ([`Self::synchronize`]).
    syncs: u32,
    /// By thread: `syncs` when its `base` last changed.
    synced_at: Vec<u32>,
    global: Shadow,
    shared: Shadow,
    entries: usize,
    pairs: FxHashMap<PairKey, usize>,
    found: Races,
    /// Shadows longer than this keep a [`Quick`] ([`QUICK_FROM`]; tests compare it with
    /// none).
    quick_from: usize,
    /// Reads that skipped the scan.
    #[cfg(test)]
    quick_reads: usize,
}

impl Detector {
    pub(crate) fn new(threads_per_block: u32) -> Detector {
        Detector {
            threads_per_block,
            block: 0,
            regions: Vec::new(),
            shared_regions: Vec::new(),
            own: Vec::new(),
            base: Vec::new(),
            syncs: 0,
            synced_at: Vec::new(),
            global: Shadow::default(),
            shared: Shadow::default(),
            entries: 0,
            pairs: FxHashMap::default(),
            found: Races::default(),
            quick_from: QUICK_FROM,
            #[cfg(test)]
            quick_reads: 0,
        }
    }

    fn set_region(&mut self, region: u32, t: Option<Tracked>) {
        let i = region as usize;
        if self.regions.len() <= i {
            self.regions.resize_with(i + 1, || None);
        }
        self.regions[i] = t;
    }

    /// Tracks a region of global memory (a buffer argument, a device global).
    pub(crate) fn track_global(&mut self, region: u32, name: &str) {
        let name = name.to_string();
        self.set_region(
            region,
            Some(Tracked {
                space: Space::Global,
                name,
            }),
        );
    }

    /// A new block with fresh threads and these `__shared__` regions
    /// (`(region, variable name)`; aliases of one region name it once).
    pub(crate) fn start_block(&mut self, block: u32, shared: &[(u32, String)]) {
        for r in std::mem::take(&mut self.shared_regions) {
            self.set_region(r, None);
        }
        self.entries -= self.shared.cells.values().map(Vec::len).sum::<usize>();
        self.shared.clear();
        for (r, name) in shared {
            if self.regions.get(*r as usize).is_some_and(Option::is_some) {
                continue;
            }
            self.set_region(
                *r,
                Some(Tracked {
                    space: Space::Shared,
                    name: name.clone(),
                }),
            );
            self.shared_regions.push(*r);
        }
        self.block = block;
        let n = self.threads_per_block as usize;
        self.own = vec![1; n];
        // One shared base: every thread starts knowing nothing of the others.
        let zero = Rc::new(vec![0; n]);
        self.base = (0..n).map(|_| Rc::clone(&zero)).collect();
        self.synced_at = vec![self.syncs; n];
    }

    /// The threads of an event (block-local ids) communicated: each now
    /// knows everything any of them knew, and starts a new epoch.
    pub(crate) fn synchronize(&mut self, members: &[u32]) {
        let mut bases: Vec<&Rc<Vec<u32>>> = Vec::new();
        for &m in members {
            if let Some(b) = self.base.get(m as usize) {
                if !bases.iter().any(|x| Rc::ptr_eq(x, b)) {
                    bases.push(b);
                }
            }
        }
        let Some((first, rest)) = bases.split_first() else {
            return;
        };
        let mut join = first.as_ref().clone();
        for b in rest {
            for (j, &v) in join.iter_mut().zip(b.iter()) {
                *j = (*j).max(v);
            }
        }
        for &m in members {
            if let (Some(j), Some(&o)) = (join.get_mut(m as usize), self.own.get(m as usize)) {
                *j = (*j).max(o);
            }
        }
        let join = Rc::new(join);
        match self.syncs.checked_add(1) {
            Some(n) => self.syncs = n,
            // Past 4G events stamps no longer order: reads scan from then on.
            None => {
                self.quick_from = usize::MAX;
                self.global.quick.clear();
                self.shared.quick.clear();
            }
        }
        for &m in members {
            if let Some(b) = self.base.get_mut(m as usize) {
                *b = Rc::clone(&join);
            }
            if let Some(at) = self.synced_at.get_mut(m as usize) {
                *at = self.syncs;
            }
            if let Some(o) = self.own.get_mut(m as usize) {
                *o += 1;
            }
        }
    }

    /// Whether `e` is ordered before thread `t`'s next access.
    fn ordered(&self, e: &Entry, t: u32) -> bool {
        e.block == self.block
            && (u32::from(e.thread) == t
                || self
                    .base
                    .get(t as usize)
                    .and_then(|b| b.get(e.thread as usize))
                    .is_some_and(|&known| e.clock <= known))
    }

    /// Thread `t` (block-local) accessed `len` bytes at `addr`.
    pub(crate) fn access(
        &mut self,
        t: u32,
        addr: u64,
        len: u64,
        kind: AccessKind,
        loc: Option<(u32, u32)>,
    ) {
        let region = region_of(addr);
        let space = match self.regions.get(region as usize) {
            Some(Some(tracked)) => tracked.space,
            _ => return,
        };
        if self.found.stopped.is_some() || t >= self.threads_per_block {
            return;
        }
        let (line, col) = loc.unwrap_or((0, 0));
        let new = Entry {
            block: self.block,
            clock: self.own[t as usize],
            stamp: self.syncs,
            line,
            col,
            thread: t as u16,
            kind,
        };
        // Conflicting earlier accesses, once per access even when it spans bytes.
        let mut racing: Vec<(u64, Entry)> = Vec::new();
        let mut shadow = match space {
            Space::Shared => std::mem::take(&mut self.shared),
            Space::Global => std::mem::take(&mut self.global),
        };
        for byte in addr..addr.saturating_add(len) {
            let cell = shadow
                .cells
                .entry(byte)
                .or_insert_with(|| Vec::with_capacity(1));
            let before = cell.len();
            if kind == AccessKind::Read && before > self.quick_from {
                if let Some(q) = shadow.quick.get_mut(&byte) {
                    if self.read_quickly(cell, q, new) {
                        self.entries = self.entries + cell.len() - before;
                        continue;
                    }
                }
            }
            let mut old_blocks = [false; 3];
            cell.retain(|e| {
                let ordered = self.ordered(e, t);
                if !ordered
                    && kind.conflicts(e.kind)
                    && !racing.iter().any(|(_, r)| same_access(r, e))
                {
                    racing.push((byte, *e));
                }
                if ordered {
                    return !kind.covers(e.kind);
                }
                if e.block != self.block {
                    // Finished blocks: one access of each kind stands for all.
                    let seen = &mut old_blocks[e.kind as usize];
                    return !std::mem::replace(seen, true);
                }
                true
            });
            cell.push(new);
            self.entries = self.entries + cell.len() - before;
            if cell.len() > self.quick_from {
                let q = Quick::of(cell, self.block, self.threads_per_block, self.syncs);
                shadow.quick.insert(byte, q);
            } else if before > self.quick_from {
                shadow.quick.remove(&byte);
            }
        }
        match space {
            Space::Shared => self.shared = shadow,
            Space::Global => self.global = shadow,
        }
        for (byte, e) in racing {
            self.report(region, offset_of(byte), &e, &new);
        }
        if self.entries > MAX_ENTRIES {
            self.found.stopped = Some(format!(
                "the race check stopped in block {}: its shadow memory held more than {MAX_ENTRIES} \
                 accesses; races after that point are not reported",
                self.block
            ));
            self.global.clear();
            self.shared.clear();
            self.entries = 0;
        }
    }

    /// Read `new` into `cell` as the scan would, where its summary `q` shows the scan
    /// would only drop the reader's own earlier read; `false` (nothing done) where not.
    fn read_quickly(&mut self, cell: &mut Vec<Entry>, q: &mut Quick, new: Entry) -> bool {
        let t = new.thread;
        let knows_since = self.synced_at.get(t as usize).copied().unwrap_or(u32::MAX);
        if q.block != self.block
            || q.old_writes
            || q.since < knows_since
            || q.writes.len() > Quick::WRITES_CHECKED
        {
            return false;
        }
        if !q.writes.iter().all(|e| self.ordered(e, u32::from(t))) {
            return false;
        }
        if q.readers.contains(t as usize) {
            let own = cell
                .iter()
                .position(|e| e.block == self.block && e.thread == t && e.kind == new.kind);
            if let Some(i) = own {
                cell.remove(i);
            }
        }
        cell.push(new);
        q.readers.insert(t as usize);
        q.since = q.since.min(new.stamp);
        #[cfg(test)]
        {
            self.quick_reads += 1;
        }
        true
    }

    fn side(&self, e: &Entry) -> Side {
        Side {
            kind: e.kind,
            block: e.block,
            thread: e.block * self.threads_per_block + u32::from(e.thread),
            loc: (e.line > 0).then_some((e.line, e.col)),
        }
    }

    fn report(&mut self, region: u32, offset: u64, first: &Entry, second: &Entry) {
        let key = (
            region,
            first.kind,
            first.line,
            first.col,
            second.kind,
            second.line,
            second.col,
        );
        if let Some(&i) = self.pairs.get(&key) {
            if let Some(r) = self.found.shown.get_mut(i) {
                r.count += 1;
            }
            return;
        }
        self.found.pairs += 1;
        let shown = self.found.shown.len();
        // Pairs past the cap are counted, not kept.
        self.pairs.insert(key, shown.min(MAX_SHOWN));
        if shown >= MAX_SHOWN {
            return;
        }
        let Some(Some(tracked)) = self.regions.get(region as usize) else {
            return;
        };
        self.found.shown.push(Race {
            space: tracked.space,
            name: tracked.name.clone(),
            offset,
            first: self.side(first),
            second: self.side(second),
            count: 1,
        });
    }

    pub(crate) fn finish(self) -> Races {
        self.found
    }
}

fn same_access(a: &Entry, b: &Entry) -> bool {
    (a.block, a.thread, a.clock, a.line, a.col, a.kind)
        == (b.block, b.thread, b.clock, b.line, b.col, b.kind)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::pointer;
    use proptest::prelude::*;
    use std::collections::BTreeMap;

    const THREADS: u32 = 6;
    const GLOBAL: u32 = 1;
    const SHARED: u32 = 2;

    #[derive(Debug, Clone)]
    enum Op {
        NextBlock,
        Access {
            t: u32,
            region: u32,
            offset: u64,
            len: u64,
            kind: AccessKind,
            line: u32,
        },
        Sync(Vec<u32>),
    }

    fn op() -> impl Strategy<Value = Op> {
        let kind = prop_oneof![
            8 => Just(AccessKind::Read),
            1 => Just(AccessKind::Write),
            1 => Just(AccessKind::Atomic),
        ];
        let access = (
            0..THREADS,
            prop_oneof![Just(GLOBAL), Just(SHARED)],
            0u64..6,
            1u64..5,
        )
            .prop_flat_map(move |(t, region, offset, len)| {
                (kind.clone(), 1u32..4).prop_map(move |(kind, line)| Op::Access {
                    t,
                    region,
                    offset,
                    len,
                    kind,
                    line,
                })
            });
        let members = proptest::sample::subsequence((0..THREADS).collect::<Vec<_>>(), 1..=6);
        prop_oneof![
            1 => Just(Op::NextBlock),
            14 => access,
            2 => members.prop_map(Op::Sync),
        ]
    }

    /// Every shadow byte's accesses, in order.
    type Snapshot = BTreeMap<(bool, u64), Vec<Entry>>;

    fn snapshot(d: &Detector) -> Snapshot {
        let cells = |shared: bool, s: &Shadow| {
            s.cells
                .iter()
                .map(move |(&b, c)| ((shared, b), c.clone()))
                .collect::<Vec<_>>()
        };
        cells(false, &d.global)
            .into_iter()
            .chain(cells(true, &d.shared))
            .collect()
    }

    /// The detector's races and reads that skipped the scan, and its shadow after each
    /// operation.
    fn run(ops: &[Op], quick_from: usize, syncs: u32) -> ((Races, usize), Vec<Snapshot>) {
        let mut d = Detector::new(THREADS);
        d.quick_from = quick_from;
        d.syncs = syncs;
        d.track_global(GLOBAL, "g");
        let mut block = 0;
        d.start_block(block, &[(SHARED, "s".into())]);
        let mut shadows = Vec::new();
        for op in ops {
            match op {
                Op::NextBlock => {
                    block += 1;
                    d.start_block(block, &[(SHARED, "s".into())]);
                }
                Op::Access {
                    t,
                    region,
                    offset,
                    len,
                    kind,
                    line,
                } => d.access(*t, pointer(*region, *offset), *len, *kind, Some((*line, 1))),
                Op::Sync(members) => d.synchronize(members),
            }
            shadows.push(snapshot(&d));
        }
        let quick_reads = d.quick_reads;
        ((d.finish(), quick_reads), shadows)
    }

    /// Reads that skip the scan leave each shadow as the scan would, and the same races
    /// are found; and the cases skip it often, so that this compares something.
    #[test]
    fn quick_reads_leave_what_the_scan_leaves() {
        let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig::with_cases(400));
        let quick_reads = std::cell::Cell::new(0);
        let ops = proptest::collection::vec(op(), 1..200);
        let result = runner.run(&ops, |ops| {
            let ((quick, skipped), quick_shadows) = run(&ops, 2, 0);
            let ((scanned, none), scanned_shadows) = run(&ops, usize::MAX, 0);
            prop_assert_eq!(none, 0);
            for (i, (q, s)) in quick_shadows.iter().zip(&scanned_shadows).enumerate() {
                prop_assert_eq!(q, s, "after operation {}: {:?}", i, &ops[i]);
            }
            prop_assert_eq!(&quick, &scanned);
            // Near the end of the stamps' range.
            let near_end = u32::MAX - 2;
            let (quick, quick_shadows) = run(&ops, 2, near_end);
            let (scanned, scanned_shadows) = run(&ops, usize::MAX, near_end);
            prop_assert_eq!(quick_shadows, scanned_shadows);
            prop_assert_eq!(quick.0, scanned.0);
            quick_reads.set(quick_reads.get() + skipped);
            Ok(())
        });
        if let Err(e) = result {
            panic!("{e}");
        }
        let quick_reads = quick_reads.get();
        assert!(quick_reads > 1000, "{quick_reads} reads skipped the scan");
    }

    /// A tile: each thread writes its slot of `__shared__`, a barrier, then every thread
    /// reads every slot. Past each slot's first [`QUICK_FROM`] reads after the barrier, no
    /// read is scanned, and there is no race.
    #[test]
    fn a_tile_read_after_a_barrier_is_scanned_rarely() {
        let threads = 256;
        let mut d = Detector::new(threads);
        d.start_block(0, &[(SHARED, "tile".into())]);
        for t in 0..threads {
            d.access(
                t,
                pointer(SHARED, 4 * u64::from(t)),
                4,
                AccessKind::Write,
                Some((2, 1)),
            );
        }
        d.synchronize(&(0..threads).collect::<Vec<_>>());
        for t in 0..threads {
            for slot in 0..threads {
                let at = pointer(SHARED, 4 * u64::from(slot));
                d.access(t, at, 4, AccessKind::Read, Some((4, 1)));
            }
        }
        // The write makes the shadow one longer.
        let scanned_per_byte = QUICK_FROM;
        assert_eq!(
            d.quick_reads,
            4 * threads as usize * (threads as usize - scanned_per_byte)
        );
        assert_eq!(d.finish().pairs, 0);
    }

    /// A byte every thread of a large block reads: past the first [`QUICK_FROM`] reads,
    /// none is scanned.
    #[test]
    fn a_byte_every_thread_reads_is_scanned_rarely() {
        let threads = 1024;
        let mut d = Detector::new(threads);
        d.track_global(GLOBAL, "weights");
        d.start_block(0, &[]);
        for t in 0..threads {
            d.access(t, pointer(GLOBAL, 0), 4, AccessKind::Read, Some((3, 1)));
        }
        let q = &d.global.quick[&pointer(GLOBAL, 0)];
        assert_eq!(q.readers.count_ones(..), threads as usize);
        assert_eq!(d.global.cells[&pointer(GLOBAL, 0)].len(), threads as usize);
        // Four bytes per read.
        assert_eq!(d.quick_reads, 4 * (threads as usize - QUICK_FROM - 1));
        assert_eq!(d.finish().pairs, 0);
    }
}
