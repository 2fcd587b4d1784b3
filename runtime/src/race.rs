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
//! Bounds: at most [`MAX_SHOWN`] reports, one per pair of access sites (and
//! kinds) in the same variable, each counting its dynamic occurrences; the
//! check stops, and says so, when its shadow holds [`MAX_ENTRIES`] accesses.

use crate::memory::{offset_of, region_of};
use crate::value::Ty;
use frontend::builtins::Builtin;
use std::collections::HashMap;
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

#[derive(Debug, Clone, Copy)]
struct Entry {
    block: u32,
    clock: u32,
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

#[derive(Debug)]
pub(crate) struct Detector {
    threads_per_block: u32,
    block: u32,
    /// By region id.
    regions: Vec<Option<Tracked>>,
    shared_regions: Vec<u32>,
    own: Vec<u32>,
    base: Vec<Rc<Vec<u32>>>,
    global: HashMap<u64, Vec<Entry>>,
    shared: HashMap<u64, Vec<Entry>>,
    entries: usize,
    pairs: HashMap<PairKey, usize>,
    found: Races,
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
            global: HashMap::new(),
            shared: HashMap::new(),
            entries: 0,
            pairs: HashMap::new(),
            found: Races::default(),
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
        self.entries -= self.shared.values().map(Vec::len).sum::<usize>();
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
        for &m in members {
            if let Some(b) = self.base.get_mut(m as usize) {
                *b = Rc::clone(&join);
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
            let cell = shadow.entry(byte).or_insert_with(|| Vec::with_capacity(1));
            let before = cell.len();
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
