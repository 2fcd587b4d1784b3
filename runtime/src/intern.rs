//! Interned values with reusable ids: the engines' function instances and
//! convergence contexts. A loop with a convergent operation makes a context per
//! iteration, so the tables are swept now and then ([`Table::sweep`]): ids that
//! nothing refers to any more are given back and reused, and memory stays
//! proportional to what the threads hold, not to the steps they ran.

use hashbrown::{Equivalent, HashMap};
use rustc_hash::FxBuildHasher;
use std::hash::{BuildHasher, Hash};

/// Values by dense `u32` id, and ids by value.
#[derive(Debug)]
pub struct Table<T> {
    values: Vec<T>,
    /// FxHash: the engines intern a context per loop iteration. hashbrown's map takes
    /// a borrowed form of a value as key ([`Table::intern_with`]), which builds no value
    /// to look one up.
    ids: HashMap<T, u32, FxBuildHasher>,
    /// Ids given back by a sweep, reused first.
    free: Vec<u32>,
    /// Live values after the last sweep: the next is due when they have doubled.
    swept: usize,
}

impl<T> Default for Table<T> {
    fn default() -> Table<T> {
        Table {
            values: Vec::new(),
            ids: HashMap::default(),
            free: Vec::new(),
            swept: 0,
        }
    }
}

/// Below this many live values a table is never swept.
const SWEEP_FROM: usize = 4096;

impl<T: Clone + Eq + Hash> Table<T> {
    pub fn intern(&mut self, v: T) -> u32 {
        self.intern_new(v).0
    }

    /// The value's id, and whether the id is new to it (fresh or reused after a
    /// sweep): then whatever a caller keeps per id must be set again.
    pub fn intern_new(&mut self, v: T) -> (u32, bool) {
        if let Some(&id) = self.ids.get(&v) {
            return (id, false);
        }
        (self.insert(v), true)
    }

    /// [`Table::intern`] for the value `key` stands for (hashing as it, and equal to it
    /// only): `make` builds the value only when it is new.
    pub fn intern_with<K: Hash + Equivalent<T> + ?Sized>(
        &mut self,
        key: &K,
        make: impl FnOnce() -> T,
    ) -> u32 {
        match self.ids.get(key) {
            Some(&id) => id,
            None => {
                let v = make();
                debug_assert_eq!(
                    FxBuildHasher.hash_one(key),
                    FxBuildHasher.hash_one(&v),
                    "a key hashes as the value it stands for"
                );
                self.insert(v)
            }
        }
    }

    fn insert(&mut self, v: T) -> u32 {
        let id = match self.free.pop() {
            Some(id) => {
                self.values[id as usize] = v.clone();
                id
            }
            None => {
                self.values.push(v.clone());
                (self.values.len() - 1) as u32
            }
        };
        self.ids.insert(v, id);
        id
    }

    /// The value of a live id (a swept id still answers its old value, but
    /// nothing holds one).
    pub fn get(&self, id: usize) -> Option<&T> {
        self.values.get(id)
    }

    /// Whether the table has grown enough since the last sweep to sweep it.
    pub fn due(&self) -> bool {
        self.ids.len() >= SWEEP_FROM.max(2 * self.swept)
    }

    /// A mark per id, all false, for [`Table::sweep`].
    pub fn marks(&self) -> Vec<bool> {
        vec![false; self.values.len()]
    }

    /// Gives back every id not marked.
    pub fn sweep(&mut self, marked: &[bool]) {
        let free = &mut self.free;
        self.ids.retain(|_, id| {
            let keep = marked.get(*id as usize).copied().unwrap_or(true);
            if !keep {
                free.push(*id);
            }
            keep
        });
        self.swept = self.ids.len();
    }
}

/// Sweeps two tables whose values refer to each other (function instances
/// and contexts): marks what `roots` reach, `(true, id)` naming a value of
/// `a` and `(false, id)` one of `b`, following each value's one reference
/// (`a_ref`, `b_ref`), then gives back every unmarked id.
pub fn sweep_pair<A: Clone + Eq + Hash, B: Clone + Eq + Hash>(
    a: &mut Table<A>,
    b: &mut Table<B>,
    roots: Vec<(bool, u32)>,
    a_ref: impl Fn(&A) -> Option<(bool, u32)>,
    b_ref: impl Fn(&B) -> Option<(bool, u32)>,
) {
    let (mut a_marks, mut b_marks) = (a.marks(), b.marks());
    let mut work = roots;
    while let Some((in_a, id)) = work.pop() {
        let marks = if in_a { &mut a_marks } else { &mut b_marks };
        match marks.get_mut(id as usize) {
            Some(m) if !*m => *m = true,
            _ => continue,
        }
        let next = if in_a {
            a.get(id as usize).and_then(&a_ref)
        } else {
            b.get(id as usize).and_then(&b_ref)
        };
        work.extend(next);
    }
    a.sweep(&a_marks);
    b.sweep(&b_marks);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swept_ids_are_reused_and_marked_ones_kept() {
        let mut t: Table<u64> = Table::default();
        let ids: Vec<u32> = (0..10).map(|v| t.intern(v)).collect();
        assert_eq!(ids, (0..10).collect::<Vec<_>>());
        let mut marks = t.marks();
        marks[3] = true;
        t.sweep(&marks);
        assert_eq!(t.intern(3), 3, "a marked value keeps its id");
        let fresh = t.intern(100);
        assert!(fresh < 10 && fresh != 3, "a swept id is reused: {fresh}");
        assert_eq!(t.get(fresh as usize), Some(&100));
        assert_eq!(t.intern(100), fresh);
    }
}
