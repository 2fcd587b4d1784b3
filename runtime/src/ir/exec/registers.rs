//! The registers of the IR engine's frames, allocated by liveness.
//!
//! The reader numbers a function's values as `-O0` IR has them: its parameters, then
//! one per instruction ([`Func::value_of`]). A fuzzed kernel has hundreds to thousands
//! of them, nearly all dead a few instructions after they are made, and a register
//! file as long as that (tens of kilobytes per thread, megabytes per launch) left the
//! few registers a resumed thread reads cold in the cache. The engines run instead on
//! registers shared by values that are never live at once: the instructions they run
//! ([`super::Prepared::insts`]) name registers, and a frame holds
//! [`Registers::count`] of them.
//!
//! Hand-written: a greedy colouring of the interference graph in value order (close to
//! dominance order in the IR clang and tangle emit, where it uses few colours); no crate
//! we depend on allocates registers.
//! Values the engine reads outside the data flow keep registers of their own: the
//! parameters (at their positions), the register-kept locals and the token
//! definitions (see [`allocate`]).

use crate::ir::{Func, Inst, Operand};
use fixedbitset::FixedBitSet;

/// Calls `read` with each value `inst` reads where it stands; a phi reads its operands
/// at the ends of its edges' sources instead.
pub(super) fn reads_in_block(inst: &Inst, mut read: impl FnMut(usize)) {
    if !matches!(inst, Inst::Phi { .. }) {
        inst.for_each_operand(|o| {
            if let Operand::Reg(r) = o {
                read(r as usize);
            }
        });
    }
}

/// A function's registers: by value, the register that holds it.
#[derive(Debug)]
pub(super) struct Registers {
    of: Box<[u32]>,
    params: u32,
    /// The pinned values' registers are the first `own` ones.
    own: usize,
    count: usize,
}

impl Registers {
    /// The register of value `v`.
    pub(super) fn of(&self, v: u32) -> u32 {
        self.of[v as usize]
    }

    /// The register instruction `i` writes.
    pub(super) fn inst(&self, i: u32) -> u32 {
        self.of[(self.params + i) as usize]
    }

    /// By instruction, the register it writes: [`Self::inst`] for a loop over a
    /// function's instructions, without the offset past the parameters at each.
    pub(super) fn by_inst(&self) -> &[u32] {
        &self.of[self.params as usize..]
    }

    /// The registers of the pinned values, each its own: `0..own()`.
    pub(super) fn own(&self) -> usize {
        self.own
    }

    /// Registers a frame holds.
    pub(super) fn count(&self) -> usize {
        self.count
    }

    /// `insts` reading registers instead of values.
    pub(super) fn rename(&self, insts: &mut [Inst]) {
        for inst in insts {
            inst.for_each_operand_mut(|o| {
                if let Operand::Reg(r) = o {
                    *r = self.of(*r);
                }
            });
        }
    }
}

/// The values live at the start of each block of `f` (its phis' excepted), unpinned
/// ones only. Sparse, by walking back from each use to the definition: `-O0` IR reads
/// most values in the block that makes them, where a bit set per block over thousands
/// of values cost more than the rest of the allocation.
fn live_in(
    f: &Func,
    insts: &[Inst],
    preds: &[Vec<u32>],
    free: impl Fn(u32) -> bool,
) -> Vec<Vec<u32>> {
    let np = f.params.len();
    // Where each value is made: (block, position); parameters before the entry's first.
    let made = |v: usize| -> (u32, i64) {
        match v.checked_sub(np) {
            Some(i) => (f.block_of.get(i).copied().unwrap_or(0), i as i64),
            None => (0, -1),
        }
    };
    let mut live_in = vec![Vec::new(); f.blocks.len()];
    // `seen[b] == v + 1`: value `v` is already live into block `b`.
    let mut seen = vec![0u32; f.blocks.len()];
    let mut work = Vec::new();
    let mut mark = |v: usize, b: u32, work: &mut Vec<u32>, live_in: &mut Vec<Vec<u32>>| {
        if seen[b as usize] != v as u32 + 1 {
            seen[b as usize] = v as u32 + 1;
            live_in[b as usize].push(v as u32);
            work.push(b);
        }
    };
    // Every use of an unpinned value, as (value, block, position): a phi's at the end of
    // the edge's source.
    let n = f.values();
    let mut uses = Vec::new();
    for (b, blk) in f.blocks.iter().enumerate() {
        for i in blk.start..blk.end {
            match insts.get(i as usize) {
                Some(Inst::Phi { incoming, .. }) => {
                    for &(from, o) in incoming {
                        match (o, f.blocks.get(from as usize)) {
                            (Operand::Reg(r), Some(src)) if free(r) => {
                                uses.push((r, from, i64::from(src.end)))
                            }
                            _ => {}
                        }
                    }
                }
                Some(inst) => inst.for_each_operand(|o| match o {
                    Operand::Reg(r) if free(r) => uses.push((r, b as u32, i64::from(i))),
                    _ => {}
                }),
                None => {}
            }
        }
    }
    // Grouped by value (a counting sort), as `seen` marks one value at a time.
    let mut next = vec![0u32; n + 1];
    for &(v, ..) in &uses {
        next[v as usize + 1] += 1;
    }
    for v in 0..n {
        next[v + 1] += next[v];
    }
    let mut by_value = vec![(0, 0, 0); uses.len()];
    for &u in &uses {
        let k = &mut next[u.0 as usize];
        by_value[*k as usize] = u;
        *k += 1;
    }
    for &(v, b, at) in &by_value {
        let v = v as usize;
        let (def_block, def_at) = made(v);
        if b == def_block && def_at < at {
            continue;
        }
        mark(v, b, &mut work, &mut live_in);
        while let Some(b) = work.pop() {
            for &p in &preds[b as usize] {
                // Live out of `p`, so into it unless `p` makes it.
                if p != def_block {
                    mark(v, p, &mut work, &mut live_in);
                }
            }
        }
    }
    live_in
}

/// A set of values with constant-time insertion, removal and iteration over its members.
struct ValueSet {
    members: Vec<u32>,
    /// By value: its index in `members`, if it is one.
    index: Vec<u32>,
}

impl ValueSet {
    const OUT: u32 = u32::MAX;

    fn new(n: usize) -> ValueSet {
        ValueSet {
            members: Vec::new(),
            index: vec![Self::OUT; n],
        }
    }

    fn insert(&mut self, v: u32) {
        if self.index[v as usize] == Self::OUT {
            self.index[v as usize] = self.members.len() as u32;
            self.members.push(v);
        }
    }

    fn remove(&mut self, v: u32) {
        let k = std::mem::replace(&mut self.index[v as usize], Self::OUT);
        if k != Self::OUT {
            self.members.swap_remove(k as usize);
            if let Some(&moved) = self.members.get(k as usize) {
                self.index[moved as usize] = k;
            }
        }
    }

    fn clear(&mut self) {
        for v in self.members.drain(..) {
            self.index[v as usize] = Self::OUT;
        }
    }
}

/// Registers for `f` running `insts` (its instructions or a rewritten copy, numbered by
/// value). Two values share a register only if neither is live where the other is
/// written. Besides, an instruction's result never shares one with its operands (the
/// lockstep engine writes a result row while it still reads the operands' rows), nor a
/// phi's with another phi of its block or their operands. The `pinned` values (the
/// parameters among them) get registers of their own, in value order, so the parameters
/// keep their positions.
pub(super) fn allocate(
    f: &Func,
    insts: &[Inst],
    succ: &[Vec<u32>],
    pinned: &FixedBitSet,
) -> Registers {
    let n = f.values();
    let def = |i: u32| f.value_of(i);
    let preds = crate::liveness::predecessors(succ.iter().map(|ss| ss.iter().copied()));
    let free = |v: u32| (v as usize) < n && !pinned.contains(v as usize);
    let live_in = live_in(f, insts, &preds, free);
    let mut edges: Vec<(u32, u32)> = Vec::new();
    let mut live = ValueSet::new(n);
    for (b, blk) in f.blocks.iter().enumerate() {
        // Live at the block's end: into its successors, and read by their phis on the edge.
        live.clear();
        for &s in &succ[b] {
            live_in[s as usize].iter().for_each(|&v| live.insert(v));
            let Some(sb) = f.blocks.get(s as usize) else {
                continue;
            };
            for inst in insts
                .get(sb.start as usize..sb.body as usize)
                .unwrap_or_default()
            {
                if let Inst::Phi { incoming, .. } = inst {
                    for &(from, o) in incoming {
                        match o {
                            Operand::Reg(r) if from == b as u32 && free(r) => live.insert(r),
                            _ => {}
                        }
                    }
                }
            }
        }
        for i in (blk.body..blk.end).rev() {
            let Some(inst) = insts.get(i as usize) else {
                continue;
            };
            let d = def(i);
            live.remove(d);
            if free(d) {
                edges.extend(live.members.iter().map(|&v| (d, v)));
            }
            inst.for_each_operand(|o| match o {
                Operand::Reg(r) if free(r) => {
                    if free(d) && r != d {
                        edges.push((d, r));
                    }
                    live.insert(r);
                }
                _ => {}
            });
        }
        let phis = blk.start..blk.body;
        let mut phi_reads = Vec::new();
        for inst in insts
            .get(phis.start as usize..phis.end as usize)
            .unwrap_or_default()
        {
            inst.for_each_operand(|o| match o {
                Operand::Reg(r) if free(r) => phi_reads.push(r),
                _ => {}
            });
        }
        for d in phis.clone().map(def).filter(|&d| free(d)) {
            edges.extend(live.members.iter().map(|&v| (d, v)));
            edges.extend(
                phis.clone()
                    .map(def)
                    .chain(phi_reads.iter().copied())
                    .filter(|&v| v != d && free(v))
                    .map(|v| (d, v)),
            );
        }
    }
    // The interference graph, as adjacency lists in one array.
    let mut start = vec![0u32; n + 1];
    for &(a, b) in &edges {
        start[a as usize + 1] += 1;
        start[b as usize + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut adjacent = vec![0u32; edges.len() * 2];
    for &(a, b) in &edges {
        adjacent[fill[a as usize] as usize] = b;
        fill[a as usize] += 1;
        adjacent[fill[b as usize] as usize] = a;
        fill[b as usize] += 1;
    }
    const NONE: u32 = u32::MAX;
    let mut of = vec![NONE; n];
    let mut count = 0;
    for v in pinned.ones().filter(|&v| v < n) {
        of[v] = count as u32;
        count += 1;
    }
    let own = count;
    // `taken[r] == v`: a neighbour of value `v` holds register `own + r`.
    let mut taken: Vec<u32> = Vec::new();
    for v in 0..n {
        if of[v] != NONE {
            continue;
        }
        for &u in &adjacent[start[v] as usize..start[v + 1] as usize] {
            let r = of[u as usize];
            if r != NONE {
                taken[r as usize - own] = v as u32;
            }
        }
        let r = taken
            .iter()
            .position(|&t| t != v as u32)
            .unwrap_or_else(|| {
                taken.push(NONE);
                taken.len() - 1
            });
        of[v] = (own + r) as u32;
        count = count.max(own + r + 1);
    }
    Registers {
        of: of.into_boxed_slice(),
        params: f.params.len() as u32,
        own,
        count,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(ir: &str) -> crate::ir::Module {
        crate::ir::read::read("t.ll", ir.as_bytes()).expect("the IR reads")
    }

    /// Allocates `f`'s values with only its parameters pinned.
    fn registers(f: &Func) -> Registers {
        let mut pinned = FixedBitSet::with_capacity(f.values());
        pinned.insert_range(..f.params.len());
        allocate(f, &f.insts, &f.succ(), &pinned)
    }

    #[test]
    fn a_value_gives_its_register_up_after_its_last_read() {
        let m = read(
            "define i32 @f(i32 %a) {\n\
             entry:\n  %b = add i32 %a, 1\n  %c = add i32 %b, 1\n  %d = add i32 %c, 1\n\
             \x20 %e = add i32 %d, %b\n  ret i32 %e\n}\n",
        );
        let f = &m.funcs[0];
        let r = registers(f);
        // %b lives until %e; %c and %d may not take their operands' registers; %e
        // takes %c's, and `ret` (a value no one reads) %b's.
        let of: Vec<u32> = (0..f.values() as u32).map(|v| r.of(v)).collect();
        assert_eq!(of, [0, 1, 2, 3, 2, 1]);
        assert_eq!(r.count(), 4);
    }

    /// On every IR file of the repository: no two values live at once share a
    /// register, as a dense liveness over values (lockstep's bit sets) finds them.
    #[test]
    fn values_live_at_once_never_share_a_register() {
        let mut checked = 0;
        for (_, m) in crate::ir::repository_modules() {
            for f in &m.funcs {
                check(f);
                checked += 1;
            }
        }
        assert!(checked > 40, "only {checked} functions checked");
    }

    fn check(f: &Func) {
        let r = registers(f);
        let n = f.values();
        let def = |i: u32| f.value_of(i) as usize;
        let shared = |a: usize, b: usize| {
            a != b && a >= f.params.len() && b >= f.params.len() && r.of(a as u32) == r.of(b as u32)
        };
        let live_out = super::super::lockstep::live_out(f, &f.insts, &f.succ(), n, def);
        for (b, blk) in f.blocks.iter().enumerate() {
            let mut live = live_out[b].clone();
            for i in (blk.body..blk.end).rev() {
                let d = def(i);
                live.set(d, false);
                for v in live.ones() {
                    assert!(!shared(d, v), "{}: value {d} shares with {v}", f.name);
                }
                reads_in_block(&f.insts[i as usize], |v| {
                    assert!(!shared(d, v), "{}: {d} shares with operand {v}", f.name);
                    live.insert(v);
                });
            }
            for i in blk.start..blk.body {
                for v in live.ones().chain((blk.start..blk.body).map(def)) {
                    assert!(!shared(def(i), v), "{}: phi {} with {v}", f.name, def(i));
                }
            }
        }
    }
}
