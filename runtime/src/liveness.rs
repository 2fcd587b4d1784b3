//! Sparse liveness over a function's blocks, for both engines' lockstep batches: which
//! registers (the source engine's slots) a batch copies in where it starts and back where
//! a lane stops.
//!
//! Each variable's liveness is walked back from the blocks that read it before writing it
//! (or at their end: a phi's operand is read on the edge from its source) through
//! predecessors to the blocks that write it, so the work is the size of the answer. Bit
//! sets per instruction or per block over every variable, the textbook dataflow, were
//! quadratic in a kernel's size: the 100k-line bench kernel has 10,000 slots over 500,000
//! instructions, and 80,000 blocks in its IR.

/// The reads and writes of variables, recorded block by block as a function is scanned:
/// each block's instructions in order, reads of an instruction before its write.
#[derive(Debug)]
pub(crate) struct Uses {
    block: u32,
    /// (variable, block) pairs: read in the block before any write there; read at the
    /// block's end; written in the block.
    read_first: Vec<(u32, u32)>,
    read_at_end: Vec<(u32, u32)>,
    written: Vec<(u32, u32)>,
    /// By variable, the last block that read it first, and the last that wrote it.
    read_in: Vec<u32>,
    written_in: Vec<u32>,
}

impl Uses {
    /// For variables `0..vars`.
    pub(crate) fn new(vars: usize) -> Uses {
        Uses {
            block: 0,
            read_first: Vec::new(),
            read_at_end: Vec::new(),
            written: Vec::new(),
            read_in: vec![u32::MAX; vars],
            written_in: vec![u32::MAX; vars],
        }
    }

    /// Records block `b` from here on (each block's instructions in one run).
    pub(crate) fn block(&mut self, b: u32) {
        self.block = b;
    }

    /// The current block reads `v`.
    pub(crate) fn read(&mut self, v: u32) {
        let (b, i) = (self.block, v as usize);
        if self.written_in[i] != b && self.read_in[i] != b {
            self.read_in[i] = b;
            self.read_first.push((v, b));
        }
    }

    /// The current block writes `v`.
    pub(crate) fn write(&mut self, v: u32) {
        let b = self.block;
        if self.written_in[v as usize] != b {
            self.written_in[v as usize] = b;
            self.written.push((v, b));
        }
    }

    /// Block `b` reads `v` at its end (a phi's operand on the edge from `b`).
    pub(crate) fn read_at_end(&mut self, v: u32, b: u32) {
        self.read_at_end.push((v, b));
    }

    /// Per block (`preds`: each block's predecessors), the variables live at its end,
    /// ascending.
    pub(crate) fn live_out(mut self, preds: &[Vec<u32>]) -> Vec<Vec<u32>> {
        let blocks = preds.len();
        self.read_first.sort_unstable();
        self.read_at_end.sort_unstable();
        self.read_at_end.dedup();
        self.written.sort_unstable();
        let (read_first, read_at_end, written) =
            (&self.read_first, &self.read_at_end, &self.written);
        let var = |pairs: &[(u32, u32)], k: usize| pairs.get(k).map_or(u32::MAX, |p| p.0);
        // Per variable: the blocks that write it are marked, then its liveness walked
        // back. Marks hold the variable's number plus one.
        let mut writes = vec![0u32; blocks];
        let (mut live_in, mut out_marks) = (vec![0u32; blocks], vec![0u32; blocks]);
        let mut live_out = vec![Vec::new(); blocks];
        let (mut f, mut e, mut w, mut work) = (0, 0, 0, Vec::new());
        loop {
            let v = var(read_first, f).min(var(read_at_end, e));
            if v == u32::MAX {
                return live_out;
            }
            let mark = v + 1;
            while var(written, w) < v {
                w += 1;
            }
            while var(written, w) == v {
                writes[written[w].1 as usize] = mark;
                w += 1;
            }
            while var(read_first, f) == v {
                let b = read_first[f].1;
                live_in[b as usize] = mark;
                work.push(b);
                f += 1;
            }
            // Live into `b`, unless `b` writes it; then `b`'s predecessors are walked.
            let mut enter = |b: usize, work: &mut Vec<u32>| {
                if writes[b] != mark && live_in[b] != mark {
                    live_in[b] = mark;
                    work.push(b as u32);
                }
            };
            while var(read_at_end, e) == v {
                let b = read_at_end[e].1 as usize;
                if out_marks[b] != mark {
                    out_marks[b] = mark;
                    live_out[b].push(v);
                }
                enter(b, &mut work);
                e += 1;
            }
            while let Some(b) = work.pop() {
                for &p in &preds[b as usize] {
                    let p = p as usize;
                    if out_marks[p] != mark {
                        out_marks[p] = mark;
                        live_out[p].push(v);
                    }
                    enter(p, &mut work);
                }
            }
        }
    }
}

/// Each block's predecessors, from each block's successors (`succ`, by block).
pub(crate) fn predecessors<S: IntoIterator<Item = u32>>(
    succ: impl ExactSizeIterator<Item = S>,
) -> Vec<Vec<u32>> {
    let mut preds = vec![Vec::new(); succ.len()];
    for (b, ss) in succ.enumerate() {
        for s in ss {
            if let Some(p) = preds.get_mut(s as usize) {
                p.push(b as u32);
            }
        }
    }
    preds
}

/// Removes `v` from the ascending set `live`.
pub(crate) fn remove(live: &mut Vec<u32>, v: u32) {
    if let Ok(k) = live.binary_search(&v) {
        live.remove(k);
    }
}

/// Adds `v` to the ascending set `live`.
pub(crate) fn insert(live: &mut Vec<u32>, v: u32) {
    if let Err(k) = live.binary_search(&v) {
        live.insert(k, v);
    }
}
