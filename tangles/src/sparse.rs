//! Side tables for the few statements that have an entry (loops, labels, jump targets).

use rustc_hash::FxHashMap;
use std::collections::hash_map::Entry;
use std::hash::Hash;

/// A side table keyed by arena ids, hashed: `la_arena::ArenaMap` keeps a slot for every id up
/// to the largest key, so a table of a million-statement function's loops held a million
/// mostly empty slots (40 MB for each such table in `report`).
///
/// Lookups only: iterating a hash table would make the output depend on its order.
#[derive(Debug, Clone)]
pub struct SparseMap<K, V>(FxHashMap<K, V>);

impl<K, V> Default for SparseMap<K, V> {
    fn default() -> Self {
        SparseMap(FxHashMap::default())
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
