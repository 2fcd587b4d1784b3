//! The cycle hierarchy LLVM's `GenericCycleInfo` computes, reproduced:
//! a depth-first search from the entry that visits successors in reverse
//! order; blocks in reverse preorder are header candidates; a candidate with
//! a back edge heads a cycle of everything that reaches that back edge
//! inside the candidate's DFS subtree; cycles found earlier nest inside.
//! Irreducible cycles get the header this search picks, so maximal
//! convergence by cycle headers matches what LLVM's analyses assume.

use std::collections::HashMap;

#[derive(Debug, Clone)]
pub struct Cycle {
    pub header: u32,
    /// The header first, then other entries.
    pub entries: Vec<u32>,
    /// Every block of the cycle, nested cycles included.
    pub blocks: Vec<u32>,
    pub parent: Option<u32>,
}

#[derive(Debug, Default)]
pub struct CycleInfo {
    pub cycles: Vec<Cycle>,
    /// Innermost cycle of each block.
    pub innermost: Vec<Option<u32>>,
}

impl CycleInfo {
    /// How many cycles contain cycle `c` (0: outermost).
    pub fn depth(&self, c: u32) -> u32 {
        let mut d = 0;
        let mut p = self.cycles[c as usize].parent;
        while let Some(x) = p {
            d += 1;
            p = self.cycles[x as usize].parent;
        }
        d
    }

    /// Cycles containing `b`, outermost first.
    pub fn chain(&self, b: u32) -> Vec<u32> {
        let mut out = Vec::new();
        let mut c = self.innermost.get(b as usize).copied().flatten();
        while let Some(x) = c {
            out.push(x);
            c = self.cycles[x as usize].parent;
        }
        out.reverse();
        out
    }

    pub fn compute(succ: &[Vec<u32>]) -> CycleInfo {
        let n = succ.len();
        let mut preds = vec![Vec::new(); n];
        for (b, ss) in succ.iter().enumerate() {
            for &s in ss {
                preds[s as usize].push(b as u32);
            }
        }
        // DFS numbering: start (preorder counter, 1-based) and end.
        let mut start = vec![0u32; n];
        let mut end = vec![0u32; n];
        let mut preorder = Vec::new();
        let mut counter = 0u32;
        if n > 0 {
            let mut tree_stack: Vec<usize> = Vec::new();
            let mut traverse = vec![0u32];
            while let Some(&b) = traverse.last() {
                let bi = b as usize;
                if start[bi] == 0 {
                    tree_stack.push(traverse.len());
                    traverse.extend(succ[bi].iter().copied());
                    counter += 1;
                    start[bi] = counter;
                    preorder.push(b);
                } else {
                    if tree_stack.last() == Some(&traverse.len()) {
                        if end[bi] == 0 {
                            end[bi] = counter;
                        }
                        tree_stack.pop();
                    }
                    traverse.pop();
                }
            }
        }
        let valid = |b: u32| start[b as usize] != 0;
        let ancestor = |a: u32, d: u32| {
            valid(a)
                && valid(d)
                && start[a as usize] <= start[d as usize]
                && end[d as usize] <= end[a as usize]
        };
        let mut info = CycleInfo {
            cycles: Vec::new(),
            innermost: vec![None; n],
        };
        // The outermost cycle currently containing each discovered block.
        let mut top: HashMap<u32, u32> = HashMap::new();
        // Per block, the last cycle its list took it into: whether the cycle being built
        // holds a block is one lookup, where a search of its list made nested cycles
        // quadratic in their blocks.
        let mut listed_in = vec![u32::MAX; n];
        let top_of = |top: &HashMap<u32, u32>, cycles: &[Cycle], b: u32| -> Option<u32> {
            let mut c = *top.get(&b)?;
            while let Some(p) = cycles[c as usize].parent {
                c = p;
            }
            Some(c)
        };
        for &cand in preorder.iter().rev() {
            let mut work: Vec<u32> = preds[cand as usize]
                .iter()
                .copied()
                .filter(|&p| ancestor(cand, p))
                .collect();
            if work.is_empty() {
                continue;
            }
            let id = info.cycles.len() as u32;
            info.cycles.push(Cycle {
                header: cand,
                entries: vec![cand],
                blocks: vec![cand],
                parent: None,
            });
            info.innermost[cand as usize] = Some(id);
            top.insert(cand, id);
            listed_in[cand as usize] = id;
            let process = |block: u32, work: &mut Vec<u32>, cycles: &mut Vec<Cycle>| {
                let mut entry = false;
                for &p in &preds[block as usize] {
                    if ancestor(cand, p) {
                        work.push(p);
                    } else if valid(p) {
                        entry = true;
                    }
                }
                if entry && !cycles[id as usize].entries.contains(&block) {
                    cycles[id as usize].entries.push(block);
                }
            };
            while let Some(b) = work.pop() {
                if b == cand {
                    continue;
                }
                if let Some(child) = top_of(&top, &info.cycles, b) {
                    if child != id {
                        info.cycles[child as usize].parent = Some(id);
                        let entries = info.cycles[child as usize].entries.clone();
                        let blocks = info.cycles[child as usize].blocks.clone();
                        for blk in blocks {
                            if listed_in[blk as usize] != id {
                                listed_in[blk as usize] = id;
                                info.cycles[id as usize].blocks.push(blk);
                            }
                        }
                        for e in entries {
                            process(e, &mut work, &mut info.cycles);
                        }
                    }
                } else {
                    info.innermost[b as usize] = Some(id);
                    top.insert(b, id);
                    listed_in[b as usize] = id;
                    info.cycles[id as usize].blocks.push(b);
                    process(b, &mut work, &mut info.cycles);
                }
            }
        }
        info
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_while_loop_has_its_condition_as_header() {
        // 0 entry -> 1 cond -> {2 body, 3 exit}; 2 -> 1
        let info = CycleInfo::compute(&[vec![1], vec![2, 3], vec![1], vec![]]);
        assert_eq!(info.cycles.len(), 1);
        assert_eq!(info.cycles[0].header, 1);
        assert_eq!(info.chain(2), vec![0]);
        assert!(info.chain(3).is_empty());
    }

    #[test]
    fn an_irreducible_cycle_has_two_entries() {
        // 0 -> {1, 2}; 1 <-> 2; 2 -> 3. The DFS visits 2 first (reverse order).
        let info = CycleInfo::compute(&[vec![1, 2], vec![2], vec![1, 3], vec![]]);
        assert_eq!(info.cycles.len(), 1);
        assert_eq!(info.cycles[0].header, 2);
        assert_eq!(info.cycles[0].entries, vec![2, 1]);
    }

    #[test]
    fn nested_loops_nest() {
        // 0 -> 1 (outer header) -> 2 (inner header) -> 3 -> 2 | 4 -> 1 | 5
        let info = CycleInfo::compute(&[vec![1], vec![2, 5], vec![3], vec![2, 4], vec![1], vec![]]);
        assert_eq!(info.cycles.len(), 2);
        let inner = info.innermost[3].unwrap();
        assert_eq!(info.cycles[inner as usize].header, 2);
        let outer = info.cycles[inner as usize].parent.unwrap();
        assert_eq!(info.cycles[outer as usize].header, 1);
        assert_eq!(info.chain(3), vec![outer, inner]);
    }
}
