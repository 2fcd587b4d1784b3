//! What a run produces: final buffers, the communication events (one per
//! dynamic instance of a convergent operation: which threads took part), and
//! run-time errors; rendered as JSON or as a table grouped by site.

use crate::launch::{Dim3, ElemTy};
use crate::library::Printed;
use crate::race::{Race, Races, Side};
use crate::sched::{ranges, Shape};
use frontend::builtins::Scope;
use rustc_hash::{FxHashMap, FxHashSet};
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write;
use std::hash::Hash;

/// A static convergent call site.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Site {
    /// The builtin's source name (`__shfl_sync`, also for IR's typed entry points).
    pub callee: String,
    /// The function containing the call.
    pub function: String,
    /// Where the call starts in the user's file (IR: its `!dbg`, when present).
    pub line: Option<u32>,
    /// The column of that start.
    pub col: Option<u32>,
    /// The call's position among the function's convergent calls (1-based).
    pub ordinal: u32,
    /// Whether a warp or the whole block communicates.
    pub scope: Scope,
}

impl Site {
    /// `line:col`, or without a location the call's function and ordinal.
    pub fn location(&self) -> String {
        match (self.line, self.col) {
            (Some(l), Some(c)) => format!("{l}:{c}"),
            _ => format!("`{}` convergent call #{}", self.function, self.ordinal),
        }
    }

    /// Where the call is, as JSON: `null` without a location.
    pub fn json(&self) -> Option<JsonLoc> {
        match (self.line, self.col) {
            (Some(line), Some(col)) => Some(JsonLoc { line, col }),
            _ => None,
        }
    }

    /// Its position among the function's calls, for JSON: only where it has no
    /// location to name it.
    fn json_ordinal(&self) -> Option<u32> {
        self.line.is_none().then_some(self.ordinal)
    }
}

/// What identifies a site across runs, engines and IR files: its function and
/// location (calls that one source call became share it), or without a location
/// its position among the function's convergent calls. `SiteKey<&str>` borrows the
/// function's name from the site ([`Site::key_ref`]): comparing runs classifies every
/// site of both, and copying each name was most of that.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SiteKey<S = String> {
    /// [`Site::line`].
    pub line: Option<u32>,
    /// [`Site::col`].
    pub col: Option<u32>,
    /// [`Site::function`].
    pub function: S,
    /// [`Site::ordinal`], only for a site without a location.
    pub ordinal: Option<u32>,
}

impl SiteKey<&str> {
    /// The key with its own copy of the function's name.
    pub fn to_owned_key(&self) -> SiteKey {
        SiteKey {
            line: self.line,
            col: self.col,
            function: self.function.to_string(),
            ordinal: self.ordinal,
        }
    }
}

/// Each site's class, numbered in order of first appearance, and each class's key: sites
/// with equal keys share executions (calls that one source call became).
pub fn site_classes<K: Hash + Eq + Clone>(keys: impl Iterator<Item = K>) -> (Vec<usize>, Vec<K>) {
    let mut ids: FxHashMap<K, usize> =
        FxHashMap::with_capacity_and_hasher(keys.size_hint().0, Default::default());
    let mut classes = Vec::new();
    let class = keys
        .map(|k| {
            *ids.entry(k).or_insert_with_key(|k| {
                classes.push(k.clone());
                classes.len() - 1
            })
        })
        .collect();
    (class, classes)
}

impl Site {
    /// What identifies this site in another run.
    pub fn key(&self) -> SiteKey {
        self.key_ref().to_owned_key()
    }

    /// [`Self::key`], borrowing the function's name.
    pub fn key_ref(&self) -> SiteKey<&str> {
        SiteKey {
            line: self.line,
            col: self.col,
            function: &self.function,
            ordinal: self.line.is_none().then_some(self.ordinal),
        }
    }
}

/// An event's threads: inline up to four (most groups in a warp of four, as the
/// fuzzer runs half its launches), where a vector per event was an allocation each.
pub type Threads = smallvec::SmallVec<[u32; 4]>;

/// One dynamic instance of a convergent operation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    /// The site, by index into [`RunOutput::sites`].
    pub site: u32,
    /// The block the threads are in.
    pub block: u32,
    /// Warp within the block; `None` for block-scope operations.
    pub warp: Option<u32>,
    /// Global thread ids, sorted.
    pub threads: Threads,
    /// 1-based count of this site's instances in this warp (block), in
    /// release order.
    pub instance: u32,
    /// The engine's description of the context (cycle iterations or token);
    /// empty where the run was asked for none (the fuzzer's, which only compares).
    pub context: String,
}

/// Events listed in full by default; beyond them events are only counted
/// ([`Tally`]), so a runaway loop with a convergent operation costs bounded
/// memory (an event holds up to a block's thread ids).
pub const DEFAULT_MAX_EVENTS: u64 = 100_000;

/// Distinct thread sets counted per site; more are reported as "at least".
pub const DISTINCT_CAP: usize = 1024;

/// Every event of one site, listed or not: what a summarised trace shows
/// and what `check` compares beyond the listed events.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    /// Events at the site, in all.
    pub events: u64,
    /// Of them, those in [`RunOutput::events`].
    pub listed: u64,
    /// Thread executions of the site (the events' sizes summed).
    pub executions: u64,
    /// Distinct sets of threads among the events, at most [`DISTINCT_CAP`].
    pub distinct: usize,
    /// The events as `check` compares them (each member tagged with how many
    /// times it had executed the site's class before), hashed and summed: equal
    /// multisets give equal digests whatever the order of release.
    pub digest: u64,
    /// The site's last event, to show where a runaway loop had got to.
    pub last: Option<Event>,
}

/// Collects a run's events: the first `limit` in full, every one in its
/// site's [`Tally`].
pub(crate) struct Recorder {
    limit: u64,
    events: Vec<Event>,
    tallies: Vec<Tally>,
    /// Per site, hashes of the distinct thread sets seen (capped).
    sets: Vec<FxHashSet<u64>>,
    /// Each site's class: sites with equal [`SiteKey`]s share executions.
    class: Vec<usize>,
    /// Per class, per thread of the current block: its executions so far.
    seen: Vec<Vec<u32>>,
    block: u32,
    block_threads: u32,
    /// Per site, its last event's place in `events` while that was listed:
    /// [`Tally::last`] is filled from it at the end, not cloned per event.
    last_listed: Vec<Option<usize>>,
}

impl Recorder {
    /// A recorder listing up to `limit` events, with room for `expected` of them;
    /// `class` is each site's class ([`site_classes`] of the sites' keys). `sets` are
    /// an earlier recorder's ([`Self::finish`]), emptied here: a set kept its room,
    /// where one grown afresh per launch rehashed a dozen times.
    pub fn new(
        class: &[usize],
        block_threads: u32,
        limit: u64,
        expected: usize,
        mut sets: Vec<FxHashSet<u64>>,
    ) -> Recorder {
        let sites = class.len();
        let classes = class.iter().max().map_or(0, |&c| c + 1);
        sets.resize_with(sites, Default::default);
        sets.iter_mut().for_each(FxHashSet::clear);
        Recorder {
            limit,
            events: Vec::with_capacity(expected.min(limit.try_into().unwrap_or(usize::MAX))),
            tallies: vec![Tally::default(); sites],
            sets,
            class: class.to_vec(),
            seen: vec![Vec::new(); classes],
            block: 0,
            block_threads,
            last_listed: vec![None; sites],
        }
    }

    pub fn record(&mut self, e: Event) {
        let site = e.site as usize;
        let (Some(tally), Some(&class)) = (self.tallies.get_mut(site), self.class.get(site)) else {
            return;
        };
        if e.block != self.block {
            // Threads never come back to an earlier block: its counts can go.
            self.block = e.block;
            self.seen.iter_mut().for_each(Vec::clear);
        }
        let seen = &mut self.seen[class];
        seen.resize(self.block_threads as usize, 0);
        let mut group = 0u64;
        let mut set = 0u64;
        // The event's threads are its block's: their index in it without a division each.
        let first = e.block.wrapping_mul(self.block_threads);
        for &t in &e.threads {
            let Some(n) = seen.get_mut(t.wrapping_sub(first) as usize) else {
                continue;
            };
            // Summed, not chained: each member's hash is independent of the last one's,
            // and the sum is a hash of the event's set all the same.
            group = group.wrapping_add(mix(u64::from(t) << 32 | u64::from(*n)));
            set = set.wrapping_add(mix(u64::from(t)));
            *n += 1;
        }
        tally.events += 1;
        tally.executions += e.threads.len() as u64;
        tally.digest = tally.digest.wrapping_add(mix(group));
        let sets = &mut self.sets[site];
        if sets.len() < DISTINCT_CAP {
            sets.insert(set);
        }
        tally.distinct = sets.len();
        if (self.events.len() as u64) < self.limit {
            tally.listed += 1;
            self.last_listed[site] = Some(self.events.len());
            self.events.push(e);
        } else {
            self.last_listed[site] = None;
            tally.last = Some(e);
        }
    }

    /// The listed events, every site's tally, and the sets for the next recorder.
    pub fn finish(mut self) -> (Vec<Event>, Vec<Tally>, Vec<FxHashSet<u64>>) {
        for (tally, listed) in self.tallies.iter_mut().zip(&self.last_listed) {
            if let Some(i) = *listed {
                tally.last = Some(self.events[i].clone());
            }
        }
        (self.events, self.tallies, self.sets)
    }
}

/// splitmix64's finaliser: a fixed, well-spread hash of 64 bits.
pub(crate) fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// What went wrong in a run; [`ErrorKind::name`] is the stable name reports use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// A `*_sync` mask names lanes outside the communicating set, or a bad width.
    Mask,
    /// Threads wait at convergent operations for threads that never arrive.
    Deadlock,
    /// A thread ran past `--max-steps` (a runaway loop, usually).
    StepLimit,
    /// Out-of-bounds, null or dangling access.
    Memory,
    /// An operation C and LLVM leave undefined (division by zero, ...).
    Undefined,
    /// A construct the engine does not execute.
    Unsupported,
    /// `__syncthreads` reached by part of the block (a warning).
    PartialBarrier,
    /// A shuffle reads a lane that does not communicate with it (a warning).
    UndefinedShuffle,
    /// The kernel stopped itself: a failed device `assert`, or `__trap()`.
    Trap,
    /// A bug in tangle.
    Internal,
}

impl ErrorKind {
    /// The stable name in text and JSON (`mask`, `step-limit`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::Mask => "mask",
            ErrorKind::Deadlock => "deadlock",
            ErrorKind::StepLimit => "step-limit",
            ErrorKind::Memory => "memory",
            ErrorKind::Undefined => "undefined",
            ErrorKind::Unsupported => "unsupported",
            ErrorKind::PartialBarrier => "partial-barrier",
            ErrorKind::UndefinedShuffle => "undefined-shuffle",
            ErrorKind::Trap => "trap",
            ErrorKind::Internal => "internal",
        }
    }
}

/// A run-time error or warning, with where and in which thread it happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunError {
    /// What went wrong.
    pub kind: ErrorKind,
    /// The full message.
    pub message: String,
    /// The convergent site involved, if any (index into the run's sites).
    pub site: Option<u32>,
    /// Where in the user's file, when not at a convergent site.
    pub loc: Option<(u32, u32)>,
    /// The block, when one thread's.
    pub block: Option<u32>,
    /// Global thread id.
    pub thread: Option<u32>,
}

impl RunError {
    /// An error of `kind` without place or thread.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> RunError {
        RunError {
            kind,
            message: message.into(),
            site: None,
            loc: None,
            block: None,
            thread: None,
        }
    }

    /// An invariant of tangle's broke: `internal error: ...`.
    pub fn internal(message: impl Into<String>) -> RunError {
        RunError::new(
            ErrorKind::Internal,
            format!("internal error: {}", message.into()),
        )
    }
}

/// A buffer argument's final contents.
#[derive(Debug, Clone)]
pub struct Buffer {
    /// The element type it was passed as.
    pub elem: ElemTy,
    /// Its bytes as the kernel left them (little-endian elements). Kept as bytes, and
    /// written out as numbers only where a document or a difference shows them: the
    /// fuzzer compares four launches of 4,480 elements per program.
    pub bytes: Vec<u8>,
}

impl Buffer {
    /// Its elements as JSON numbers (NaN and infinities as strings).
    pub fn values(&self) -> Vec<Value> {
        self.each_value().collect()
    }

    /// Its elements as JSON numbers, one at a time.
    pub fn each_value(&self) -> impl Iterator<Item = Value> + '_ {
        crate::launch::values(self.elem, &self.bytes)
    }
}

/// A buffer written into a document as the array of its values, made as they are
/// written.
#[derive(Debug, Clone, PartialEq)]
pub struct BufferValues(pub Buffer);

impl Serialize for BufferValues {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.each_value())
    }
}

/// Equal element by element as numbers, as when buffers were held as JSON numbers: the
/// same bytes, or values that compare equal (`0.0` and `-0.0`).
impl PartialEq for Buffer {
    fn eq(&self, other: &Buffer) -> bool {
        self.elem == other.elem && (self.bytes == other.bytes || self.values() == other.values())
    }
}

/// Everything one run of a kernel produced.
#[derive(Debug, Clone)]
pub struct RunOutput {
    /// The input's name, for reports.
    pub file: String,
    /// The kernel that ran.
    pub kernel: String,
    /// `source`, `ir` or `gpu`.
    pub engine: &'static str,
    /// The launch's grid, block and warp size.
    pub shape: Shape,
    /// Buffer arguments by parameter name, in parameter order.
    pub buffers: Vec<(String, Buffer)>,
    /// The kernel's convergent call sites (and its callees'), shared by a program's runs.
    pub sites: std::sync::Arc<[Site]>,
    /// The first `--max-events` events, in release order.
    pub events: Vec<Event>,
    /// Every event, per site (by index into `sites`); empty on the GPU.
    pub tallies: Vec<Tally>,
    /// What stopped threads or the run.
    pub errors: Vec<RunError>,
    /// Undefined behaviour the run went past (a partial barrier, a shuffle from a lane that did
    /// not take part).
    pub warnings: Vec<RunError>,
    /// How the engine decided convergence (e.g. IR without tokens).
    pub notes: Vec<String>,
    /// Thread-instructions executed (the engine's instructions).
    pub steps: u64,
    /// Of `steps`, those run in lockstep, one instruction for several threads
    /// at once (0 on the GPU).
    pub lockstep_steps: u64,
    /// Wall time of executing the kernel (every block, scheduling included),
    /// without binding the arguments or reading the buffers back: what the
    /// benchmarks compare with native code (zero on the GPU).
    pub run_time: std::time::Duration,
    /// `printf` output: by global thread id, each thread's calls in the
    /// order it made them (engines schedule threads differently; this order
    /// is the same on both).
    pub printed: Vec<Printed>,
    /// `printf` calls past [`crate::library::PRINTF_BYTES`] of output, not kept.
    pub printf_dropped: u64,
    /// What the race check found, when the launch asked for it.
    pub races: Option<Races>,
}

impl RunOutput {
    /// Names each site by the function that holds the site at the same place in
    /// `reference`'s sites. Inlining moves calls into their callers, and the IR engine
    /// names a site by the function that now contains it: named as `reference` names
    /// it, the two runs compare site by site.
    pub fn name_sites_as(&mut self, reference: &RunOutput) {
        let same_place =
            |a: &Site, b: &Site| (a.line, a.col, &a.callee) == (b.line, b.col, &b.callee);
        self.sites = self
            .sites
            .iter()
            .map(|site| {
                let mut site = site.clone();
                if let Some(s) = reference.sites.iter().find(|s| same_place(s, &site)) {
                    site.function = s.function.clone();
                }
                site
            })
            .collect();
    }

    /// Events in all, listed or counted.
    pub fn events_total(&self) -> u64 {
        self.tallies.iter().map(|t| t.events).sum()
    }

    /// Whether events went past `--max-events`: only the first are listed.
    pub fn summarised(&self) -> bool {
        self.events_total() > self.events.len() as u64
    }

    /// A launch index's coordinates, for runs with more than one dimension.
    fn block_idx(&self, block: u32) -> Option<[u32; 3]> {
        (!self.shape.is_1d()).then(|| self.shape.grid.coords(block))
    }

    /// A global thread id's coordinates in its block, for runs with more than one
    /// dimension.
    fn thread_idx(&self, thread: u32) -> Option<[u32; 3]> {
        let sh = self.shape;
        (!sh.is_1d()).then(|| sh.block.coords(thread % sh.threads()))
    }

    fn error_json(&self, e: &RunError) -> JsonRunError {
        let site = e.site.and_then(|s| self.sites.get(s as usize));
        JsonRunError {
            kind: e.kind.name().to_string(),
            message: e.message.clone(),
            site: match site {
                Some(s) => s.json(),
                None => e.loc.map(|(line, col)| JsonLoc { line, col }),
            },
            block: e.block,
            thread: e.thread,
            block_idx: e.block.and_then(|b| self.block_idx(b)),
            thread_idx: e.thread.and_then(|t| self.thread_idx(t)),
        }
    }

    fn event_json(&self, e: &Event) -> JsonEvent {
        let s = &self.sites[e.site as usize];
        JsonEvent {
            site: s.json(),
            ordinal: s.json_ordinal(),
            function: s.function.clone(),
            callee: s.callee.clone(),
            scope: scope_name(s.scope).to_string(),
            block: e.block,
            warp: e.warp,
            threads: e.threads.to_vec(),
            block_idx: self.block_idx(e.block),
            // The linear ids' coordinates, for tools that want them.
            thread_idx: (!self.shape.is_1d()).then(|| {
                e.threads
                    .iter()
                    .filter_map(|&t| self.thread_idx(t))
                    .collect()
            }),
            instance: e.instance,
            context: e.context.clone(),
        }
    }

    /// The run as the JSON document `tangle run --format json` writes.
    pub fn json(&self) -> RunDocument {
        let dim = |d: Dim3| [d.x, d.y, d.z];
        let summary = self.summarised().then(|| {
            self.tallies
                .iter()
                .enumerate()
                .filter(|(_, t)| t.events > 0)
                .map(|(i, t)| {
                    let s = &self.sites[i];
                    JsonTally {
                        site: s.json(),
                        ordinal: s.json_ordinal(),
                        function: s.function.clone(),
                        callee: s.callee.clone(),
                        events: t.events,
                        listed: t.listed,
                        executions: t.executions,
                        distinct_groups: t.distinct,
                        distinct_capped: t.distinct >= DISTINCT_CAP,
                        last: t.last.as_ref().map(|e| self.event_json(e)),
                    }
                })
                .collect()
        });
        RunDocument {
            schema_version: frontend::SCHEMA_VERSION,
            file: self.file.clone(),
            kernel: self.kernel.clone(),
            engine: self.engine.to_string(),
            threads: self.shape.threads(),
            blocks: self.shape.blocks(),
            block_dim: dim(self.shape.block),
            grid_dim: dim(self.shape.grid),
            warp_size: self.shape.warp_size,
            shared_bytes: self.shape.shared_bytes,
            buffers: self
                .buffers
                .iter()
                .map(|(n, b)| (n.clone(), BufferValues(b.clone())))
                .collect(),
            events: self.events.iter().map(|e| self.event_json(e)).collect(),
            errors: self.errors.iter().map(|e| self.error_json(e)).collect(),
            warnings: self.warnings.iter().map(|e| self.error_json(e)).collect(),
            notes: self.notes.clone(),
            steps: self.steps,
            printf: self
                .printed
                .iter()
                .map(|p| JsonPrintf {
                    block: p.block,
                    thread: p.thread,
                    text: p.text.clone(),
                })
                .collect(),
            printf_dropped: (self.printf_dropped > 0).then_some(self.printf_dropped),
            events_total: self.summarised().then(|| self.events_total()),
            summary,
            races: self
                .races
                .as_ref()
                .map(|r| r.shown.iter().map(|r| self.race_json(r)).collect()),
            race_site_pairs: self.races.as_ref().map(|r| r.pairs),
            racecheck_stopped: self.races.as_ref().map(|r| r.stopped.clone()),
        }
    }

    fn side_json(&self, s: &Side) -> JsonSide {
        JsonSide {
            kind: s.kind.name().to_string(),
            site: s.loc.map(|(line, col)| JsonLoc { line, col }),
            block: s.block,
            thread: s.thread,
            block_idx: self.block_idx(s.block),
            thread_idx: self.thread_idx(s.thread),
        }
    }

    fn race_json(&self, r: &Race) -> JsonRace {
        JsonRace {
            kind: "race".to_string(),
            memory: r.name.clone(),
            space: r.space.name().to_string(),
            offset: r.offset,
            first: self.side_json(&r.first),
            second: self.side_json(&r.second),
            count: r.count,
        }
    }

    /// `write by thread 1 at k.cu:6:24` (with the block when the race is between blocks).
    fn side_text(&self, s: &Side, blocks: bool) -> String {
        let mut t = format!("{} by thread {}", s.kind.name(), s.thread);
        if blocks {
            let _ = write!(t, " of block {}", s.block);
        }
        match s.loc {
            Some((l, c)) => {
                let _ = write!(t, " at {}:{l}:{c}", self.file);
            }
            None => t.push_str(" at an unknown location"),
        }
        t
    }

    /// One line per race shown: `warning[race] `s`+4 (...): write by ... and read by ...`.
    pub fn race_lines(&self) -> Vec<String> {
        let Some(races) = &self.races else {
            return Vec::new();
        };
        races
            .shown
            .iter()
            .map(|r| {
                let blocks = r.first.block != r.second.block;
                let memory = match r.space {
                    crate::race::Space::Shared => format!("__shared__ of block {}", r.first.block),
                    crate::race::Space::Global => "global memory".into(),
                };
                let why = if blocks {
                    "blocks are never ordered"
                } else {
                    "no barrier or warp operation orders them"
                };
                format!(
                    "warning[race] `{}`+{} ({memory}): {} and {}: {why}{}",
                    r.name,
                    r.offset,
                    self.side_text(&r.first, blocks),
                    self.side_text(&r.second, blocks),
                    if r.count > 1 {
                        format!(" ({} times at these sites)", r.count)
                    } else {
                        String::new()
                    }
                )
            })
            .collect()
    }

    fn where_(&self, site: u32) -> String {
        let s = &self.sites[site as usize];
        match (s.line, s.col) {
            (Some(l), Some(c)) => format!("{}:{l}:{c}", self.file),
            _ => s.location(),
        }
    }

    fn error_text(&self, label: &str, e: &RunError, out: &mut String) {
        let mut head = format!("{label}[{}]", e.kind.name());
        if let Some(s) = e.site {
            let _ = write!(head, " {}", self.where_(s));
        } else if let Some((l, c)) = e.loc {
            let _ = write!(head, " {}:{l}:{c}", self.file);
        }
        if let Some(b) = e.block {
            let _ = write!(head, " block {b}");
        }
        if let Some(t) = e.thread {
            let _ = write!(head, " thread {t}");
        }
        let _ = writeln!(out, "{head}: {}", e.message);
    }

    /// The readable table: events grouped by site, in source order.
    pub fn text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "kernel `{}` on the {} engine: {}",
            self.kernel,
            self.engine,
            describe_shape(self.shape)
        );
        if let Some(ids) = linear_ids(self.shape) {
            let _ = writeln!(out, "note: {ids}");
        }
        for n in &self.notes {
            let _ = writeln!(out, "note: {n}");
        }
        // Sites in source order (line, column), then by index; a site whose
        // events were all counted past `--max-events` is listed too.
        let order = |site: u32| {
            let s = &self.sites[site as usize];
            (s.line.unwrap_or(u32::MAX), s.col.unwrap_or(0), site)
        };
        let mut by_site: BTreeMap<(u32, u32, u32), Vec<&Event>> = BTreeMap::new();
        for (i, t) in self.tallies.iter().enumerate() {
            if t.events > 0 {
                by_site.insert(order(i as u32), Vec::new());
            }
        }
        for e in &self.events {
            by_site.entry(order(e.site)).or_default().push(e);
        }
        let summarised = self.summarised();
        let total = if summarised {
            self.events_total()
        } else {
            self.events.len() as u64
        };
        let _ = write!(
            out,
            "\n{total} event{} at {} site{}",
            if total == 1 { "" } else { "s" },
            by_site.len(),
            if by_site.len() == 1 { "" } else { "s" }
        );
        if summarised {
            let _ = write!(
                out,
                "; the first {} are listed, the rest counted per site (--max-events)",
                self.events.len()
            );
        }
        out.push('\n');
        let event_line = |out: &mut String, e: &Event| {
            let who = match e.warp {
                Some(w) => format!("block {} warp {w}", e.block),
                None => format!("block {}", e.block),
            };
            let _ = write!(
                out,
                "{who} #{}: threads {}  [{}]",
                e.instance,
                ranges(&e.threads),
                e.context
            );
        };
        for ((_, _, site), events) in &by_site {
            let s = &self.sites[*site as usize];
            let _ = write!(
                out,
                "  {} `{}` ({}) in `{}`",
                self.where_(*site),
                s.callee,
                scope_name(s.scope),
                s.function
            );
            let tally = self.tallies.get(*site as usize).filter(|_| summarised);
            if let Some(t) = tally {
                let _ = write!(
                    out,
                    ": {} event{}, {}{} distinct thread set{}",
                    t.events,
                    if t.events == 1 { "" } else { "s" },
                    if t.distinct >= DISTINCT_CAP {
                        "at least "
                    } else {
                        ""
                    },
                    t.distinct,
                    if t.distinct == 1 { "" } else { "s" },
                );
            }
            out.push('\n');
            for e in events {
                out.push_str("    ");
                event_line(&mut out, e);
                out.push('\n');
            }
            if let Some(t) = tally.filter(|t| t.events > t.listed) {
                let _ = write!(out, "    ... {} more, not listed", t.events - t.listed);
                if let Some(last) = &t.last {
                    out.push_str("; the last: ");
                    event_line(&mut out, last);
                }
                out.push('\n');
            }
        }
        for w in &self.warnings {
            out.push('\n');
            self.error_text("warning", w, &mut out);
        }
        if let Some(races) = &self.races {
            out.push('\n');
            for line in self.race_lines() {
                let _ = writeln!(out, "{line}");
            }
            let hidden = races.pairs - races.shown.len() as u64;
            let _ = writeln!(
                out,
                "race check: {}{}",
                match races.pairs {
                    0 => "no races".to_string(),
                    1 => "1 race (a pair of sites)".to_string(),
                    n => format!("{n} races (pairs of sites)"),
                },
                if hidden > 0 {
                    format!(", {hidden} not shown")
                } else {
                    String::new()
                }
            );
            if let Some(why) = &races.stopped {
                let _ = writeln!(out, "note: {why}");
            }
        }
        for e in &self.errors {
            out.push('\n');
            self.error_text("error", e, &mut out);
        }
        if !self.printed.is_empty() {
            let _ = writeln!(out, "\nprintf (by thread, each thread's calls in order)");
            for p in &self.printed {
                let text = p.text.strip_suffix('\n').unwrap_or(&p.text);
                let _ = writeln!(out, "  thread {}: {}", p.thread, visible(text));
            }
        }
        if self.printf_dropped > 0 {
            let _ = writeln!(
                out,
                "note: {} later printf call{} dropped: the output kept is the first {} KiB, as \
                 CUDA's printf buffer keeps it by default",
                self.printf_dropped,
                if self.printf_dropped == 1 { "" } else { "s" },
                crate::library::PRINTF_BYTES >> 10
            );
        }
        let _ = writeln!(out, "\nbuffers");
        for (name, b) in &self.buffers {
            let len = b.bytes.len() / b.elem.ty().size().max(1) as usize;
            let _ = write!(out, "  {name} ({}[{len}]): [", b.elem.name());
            for (i, v) in b.each_value().enumerate() {
                let _ = write!(out, "{}{v}", if i == 0 { "" } else { ", " });
            }
            out.push_str("]\n");
        }
        out
    }
}

/// `1 block of 32 threads, warp size 32`; with more dimensions,
/// `4 blocks (grid 2x2) of 96 threads (block 12x8), warp size 32`, and the
/// dynamic shared memory when there is some.
pub fn describe_shape(sh: Shape) -> String {
    let plural = |n: u32| if n == 1 { "" } else { "s" };
    let (b, t) = (sh.blocks(), sh.threads());
    let grid = if sh.grid.is_1d() {
        String::new()
    } else {
        format!(" (grid {})", sh.grid)
    };
    let block = if sh.block.is_1d() {
        String::new()
    } else {
        format!(" (block {})", sh.block)
    };
    let shared = match sh.shared_bytes {
        0 => String::new(),
        n => format!(", {n} byte{} of dynamic shared memory", plural(n)),
    };
    format!(
        "{b} block{}{grid} of {t} thread{}{block}, warp size {}{shared}",
        plural(b),
        plural(t),
        sh.warp_size
    )
}

/// For a 2-D or 3-D launch, how the linear ids that reports show are formed.
pub fn linear_ids(sh: Shape) -> Option<String> {
    if sh.is_1d() {
        return None;
    }
    let term = |n: u32, v: String| if n == 1 { v } else { format!("{n}*{v}") };
    let formula = |d: Dim3, var: &str| {
        let mut f = format!("{var}.x");
        if d.y > 1 {
            f += &format!(" + {}", term(d.x, format!("{var}.y")));
        }
        if d.z > 1 {
            f += &format!(" + {}", term(d.x * d.y, format!("{var}.z")));
        }
        f
    };
    let block = if sh.grid.is_1d() {
        "blockIdx.x".to_string()
    } else {
        format!("({})", formula(sh.grid, "blockIdx"))
    };
    Some(format!(
        "thread ids are linear, x fastest, as CUDA forms warps: {block}*{} + {}",
        sh.threads(),
        formula(sh.block, "threadIdx")
    ))
}

/// A line of `printf` text with its control characters shown as C escapes
/// (`\n` inside the text, `\t`, `\x07`), so each call stays on one line.
fn visible(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c.is_control() => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out
}

/// `warp` or `block`.
pub fn scope_name(s: Scope) -> &'static str {
    match s {
        Scope::Warp => "warp",
        Scope::Block => "block",
    }
}

// The JSON types declare their fields in alphabetical order, the order in which
// serde_json's maps (and so the earlier documents) print them. Fields that only
// some runs have (2-D launches, summarised traces, the race check) are absent
// from the others.

/// `tangle run --format json`: the launch, the final buffers, every
/// communication event and what went wrong (documented in the README).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RunDocument {
    /// Threads per block, x, y, z.
    pub block_dim: [u32; 3],
    /// Blocks in the grid.
    pub blocks: u32,
    /// Each buffer argument's final values, by parameter name: numbers, with
    /// NaN and the infinities (which JSON cannot hold) as strings.
    #[schemars(with = "BTreeMap<String, Vec<Value>>")]
    pub buffers: BTreeMap<String, BufferValues>,
    /// The engine that ran it: `source`, `ir` or `gpu`.
    pub engine: String,
    /// Run-time errors (deadlocks, bad masks, memory errors, traps).
    pub errors: Vec<JsonRunError>,
    /// Communication events in release order: the first `--max-events`.
    pub events: Vec<JsonEvent>,
    /// Events in all, when only the first were listed.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub events_total: Option<u64>,
    /// The input's name.
    pub file: String,
    /// Blocks in the grid, x, y, z.
    pub grid_dim: [u32; 3],
    /// The kernel that ran.
    pub kernel: String,
    /// How the engine decided convergence (IR without tokens, for example).
    pub notes: Vec<String>,
    /// What `printf` wrote, each thread's calls in its order, threads by global id.
    pub printf: Vec<JsonPrintf>,
    /// `printf` calls not kept once the output passed its bound.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub printf_dropped: Option<u64>,
    /// With `--racecheck`: pairs of sites that raced, shown or not.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub race_site_pairs: Option<u64>,
    /// With `--racecheck`: why the check stopped early (`null`: it did not).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub racecheck_stopped: Option<Option<String>>,
    /// With `--racecheck`: the races shown, the first pair at each two sites.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub races: Option<Vec<JsonRace>>,
    /// [`frontend::SCHEMA_VERSION`].
    pub schema_version: u32,
    /// Dynamic shared memory per block, in bytes.
    pub shared_bytes: u32,
    /// Thread-instructions the engine executed.
    pub steps: u64,
    /// When events went past `--max-events`: every site's events, counted.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub summary: Option<Vec<JsonTally>>,
    /// Threads per block.
    pub threads: u32,
    /// Run-time warnings (undefined behaviour the run went past).
    pub warnings: Vec<JsonRunError>,
    /// Threads per warp.
    pub warp_size: u32,
}

/// A line and column in the user's file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JsonLoc {
    /// Column, 1-based.
    pub col: u32,
    /// Line, 1-based.
    pub line: u32,
}

/// One dynamic instance of a convergent operation: the threads that took part.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JsonEvent {
    /// The block.
    pub block: u32,
    /// The block's coordinates in the grid (runs with more than one dimension).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub block_idx: Option<[u32; 3]>,
    /// The builtin called.
    pub callee: String,
    /// The engine's description of the context (cycle iterations or token);
    /// empty where the run was asked for none (the fuzzer's, which only compares).
    pub context: String,
    /// The function containing the call.
    pub function: String,
    /// 1-based count of this site's instances in this warp (block), in release order.
    pub instance: u32,
    /// The call's position among its function's convergent calls, where it has no location.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub ordinal: Option<u32>,
    /// `warp` or `block`.
    pub scope: String,
    /// Where the call is; `null` without a location.
    pub site: Option<JsonLoc>,
    /// Each thread's coordinates in its block (runs with more than one dimension).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub thread_idx: Option<Vec<[u32; 3]>>,
    /// Global thread ids, sorted.
    pub threads: Vec<u32>,
    /// The warp within the block; `null` for block-scope operations.
    pub warp: Option<u32>,
}

/// A run-time error or warning.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JsonRunError {
    /// The block, when one thread's.
    pub block: Option<u32>,
    /// The block's coordinates in the grid (runs with more than one dimension).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub block_idx: Option<[u32; 3]>,
    /// `mask`, `deadlock`, `memory`, `trap`, ... (stable names).
    pub kind: String,
    /// What went wrong.
    pub message: String,
    /// Where; `null` when unknown.
    pub site: Option<JsonLoc>,
    /// The global thread id, when one thread's.
    pub thread: Option<u32>,
    /// The thread's coordinates in its block (runs with more than one dimension).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub thread_idx: Option<[u32; 3]>,
}

/// One `printf` call's output.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JsonPrintf {
    /// The block.
    pub block: u32,
    /// What it printed.
    pub text: String,
    /// The global thread id.
    pub thread: u32,
}

/// Every event of one site, in a summarised trace.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JsonTally {
    /// The builtin called.
    pub callee: String,
    /// `distinct_groups` reached its cap: there are at least that many.
    pub distinct_capped: bool,
    /// Distinct sets of threads among the events.
    pub distinct_groups: usize,
    /// Events at the site.
    pub events: u64,
    /// Thread executions of the site (the events' sizes summed).
    pub executions: u64,
    /// The function containing the call.
    pub function: String,
    /// The site's last event, to show where a runaway loop had got to.
    pub last: Option<JsonEvent>,
    /// Of the events, those listed in `events`.
    pub listed: u64,
    /// The call's position among its function's convergent calls, where it has no location.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub ordinal: Option<u32>,
    /// Where the call is; `null` without a location.
    pub site: Option<JsonLoc>,
}

/// Two unordered conflicting accesses (`--racecheck`).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JsonRace {
    /// Dynamic pairs at the same two sites in the same variable.
    pub count: u64,
    /// The access that came first in the schedule.
    pub first: JsonSide,
    /// Always `race`.
    pub kind: String,
    /// The variable or buffer.
    pub memory: String,
    /// The first byte both touched, from the start of `memory`.
    pub offset: u64,
    /// The access that found the race.
    pub second: JsonSide,
    /// `shared` or `global`.
    pub space: String,
}

/// One access of a race.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JsonSide {
    /// The block.
    pub block: u32,
    /// The block's coordinates in the grid (runs with more than one dimension).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub block_idx: Option<[u32; 3]>,
    /// `read`, `write` or `atomic`.
    pub kind: String,
    /// Where; `null` when unknown.
    pub site: Option<JsonLoc>,
    /// The global thread id.
    pub thread: u32,
    /// The thread's coordinates in its block (runs with more than one dimension).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub thread_idx: Option<[u32; 3]>,
}
