//! Side tables for the few statements that have an entry (loops, labels, jump targets).

use std::collections::hash_map::{Entry, HashMap};
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// A side table keyed by arena ids, hashed: `la_arena::ArenaMap` keeps a slot for every id up
/// to the largest key, so a table of a million-statement function's loops held a million
/// mostly empty slots (40 MB for each such table in `report`).
///
/// Lookups only: iterating a hash table would make the output depend on its order.
#[derive(Debug, Clone)]
pub struct SparseMap<K, V>(HashMap<K, V, BuildHasherDefault<NearbyHasher>>);

impl<K, V> Default for SparseMap<K, V> {
    fn default() -> Self {
        SparseMap(HashMap::default())
    }
}

impl<K: Hash + Eq, V> SparseMap<K, V> {
    /// The value of `key`, if it has one.
    pub fn get(&self, key: K) -> Option<&V> {
        self.0.get(&key)
    }

    /// Sets `key`'s value; the one it had.
    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        self.0.insert(key, value)
    }

    /// `key`'s slot, to fill or update in place.
    pub fn entry(&mut self, key: K) -> Entry<'_, K, V> {
        self.0.entry(key)
    }

    /// Whether no key has a value.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Hashes an arena id (one `u32`) so that neighbouring ids take neighbouring buckets: ids
/// in one block of 64 keep their order in a run of 64 buckets, and the blocks are placed at
/// random, with 7 mixed bits on top for `hashbrown`'s tags. The analysis visits statements
/// in order, so its lookups walk a run at a time; with FxHash every lookup was a random
/// bucket, which at a million statements (a table of 60,000 loops) missed the caches each
/// time. Placing the blocks at random keeps ids a power of two apart from sharing buckets.
#[derive(Debug, Default, Clone, Copy)]
pub struct NearbyHasher(u64);

impl NearbyHasher {
    /// Ids per run of buckets, as a shift.
    const RUN: u32 = 6;
    /// rustc-hash's multiplier and rotation.
    const K: u64 = 0xf135_7aea_2e62_a9c5;
    const ROTATE: u32 = 26;
}

impl Hasher for NearbyHasher {
    fn write_u32(&mut self, id: u32) {
        self.0 = (self.0 << 32) ^ u64::from(id);
    }

    fn write(&mut self, bytes: &[u8]) {
        // Keys other than arena ids: mixed as FxHash does, byte by byte.
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(Self::K);
        }
    }

    fn finish(&self) -> u64 {
        let id = self.0;
        let block = (id >> Self::RUN)
            .wrapping_mul(Self::K)
            .rotate_left(Self::ROTATE);
        let bucket = block << Self::RUN | (id & ((1 << Self::RUN) - 1));
        let tag = id.wrapping_mul(Self::K) >> 57;
        bucket & ((1 << 57) - 1) | tag << 57
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    #[test]
    fn neighbouring_ids_hash_to_neighbouring_buckets_with_mixed_tags() {
        let build = BuildHasherDefault::<NearbyHasher>::default();
        // One block of 64 ids: one run of buckets, in order.
        let hashes: Vec<u64> = (1024u32..1088).map(|id| build.hash_one(id)).collect();
        for (offset, h) in (0u64..).zip(&hashes) {
            assert_eq!(h & 63, offset, "an id's place in its run");
            assert_eq!(
                (h & ((1 << 57) - 1)) >> 6,
                (hashes[0] & ((1 << 57) - 1)) >> 6,
                "one run per block"
            );
        }
        let tags: std::collections::BTreeSet<u64> = hashes.iter().map(|h| h >> 57).collect();
        assert!(
            tags.len() > 32,
            "tags {tags:?} should differ between neighbours"
        );
    }

    #[test]
    fn ids_a_power_of_two_apart_take_different_runs() {
        let build = BuildHasherDefault::<NearbyHasher>::default();
        let runs: std::collections::BTreeSet<u64> = (0u32..1000)
            .map(|i| (build.hash_one(i * 4096) >> 6) & 0xFFF)
            .collect();
        assert!(runs.len() > 900, "only {} runs of 4,096", runs.len());
    }

    #[test]
    fn every_key_is_found_again_among_strided_ids() {
        // Ids 4,096 apart, each in a run of its own: every one found again, and no other.
        let mut map = SparseMap::default();
        for i in 0..3000u32 {
            map.insert(i * 4096, i);
        }
        for i in 0..3000u32 {
            assert_eq!(map.get(i * 4096), Some(&i));
            assert_eq!(map.get(i * 4096 + 1), None);
        }
    }
}
