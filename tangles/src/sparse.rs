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

/// Hashes an arena id (one `u32`) so that neighbouring ids take neighbouring buckets: the
/// id itself in the low bits, which `hashbrown` takes the bucket from, and 7 mixed bits on
/// top for its tags. The analysis visits statements in order, so its lookups walk the
/// tables; with FxHash every lookup was a random bucket, which at a million statements (a
/// table of 60,000 loops) missed the caches each time. Power-of-two strides collide no
/// more than under FxHash, whose low bits also depend only on the id's low bits.
#[derive(Debug, Default, Clone, Copy)]
pub struct NearbyHasher(u64);

impl Hasher for NearbyHasher {
    fn write_u32(&mut self, id: u32) {
        self.0 = (self.0 << 32) ^ u64::from(id);
    }

    fn write(&mut self, bytes: &[u8]) {
        // Keys other than arena ids: mixed as FxHash does, bucket by bucket.
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x517c_c1b7_2722_0a95);
        }
    }

    fn finish(&self) -> u64 {
        let tag = self.0.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 57;
        (self.0 & !(0x7F << 57)) | tag << 57
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    #[test]
    fn neighbouring_ids_hash_to_neighbouring_buckets_with_mixed_tags() {
        let build = BuildHasherDefault::<NearbyHasher>::default();
        let hashes: Vec<u64> = (1000u32..1016).map(|id| build.hash_one(id)).collect();
        for (id, h) in (1000u64..).zip(&hashes) {
            assert_eq!(h & 0xFFFF_FFFF, id, "the id is the bucket's low bits");
        }
        let tags: std::collections::BTreeSet<u64> = hashes.iter().map(|h| h >> 57).collect();
        assert!(
            tags.len() > 8,
            "tags {tags:?} should differ between neighbours"
        );
    }

    #[test]
    fn every_key_is_found_again_among_strided_ids() {
        // Ids 4,096 apart land on one bucket of a small table: found by probing.
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
