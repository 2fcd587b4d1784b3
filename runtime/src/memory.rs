//! Memory: a set of byte regions (argument buffers, globals, `__shared__`
//! arrays per block, each thread's address-taken locals), addressed by
//! pointers that name a region and an offset in it. Every access is bounds
//! checked, so a kernel's out-of-range access becomes a clear run-time error
//! instead of corrupting another buffer.

use crate::value::{mask, Ty};

/// Pointers are `region << OFFSET_BITS | offset`; region 0 is null.
pub const OFFSET_BITS: u32 = 40;
const OFFSET_MASK: u64 = (1 << OFFSET_BITS) - 1;

/// All live regions together may hold this much: a kernel that asks for more
/// (huge local arrays times a thousand threads) gets an error, not an abort.
pub const BUDGET: u64 = 2 << 30;

pub fn pointer(region: u32, offset: u64) -> u64 {
    ((region as u64) << OFFSET_BITS) | (offset & OFFSET_MASK)
}

pub fn region_of(p: u64) -> u32 {
    (p >> OFFSET_BITS) as u32
}

pub fn offset_of(p: u64) -> u64 {
    p & OFFSET_MASK
}

#[derive(Debug)]
struct Region {
    name: String,
    bytes: Vec<u8>,
    live: bool,
    /// A `__constant__` object or a string literal: writing it is undefined.
    read_only: bool,
}

#[derive(Debug, Default)]
pub struct Memory {
    regions: Vec<Region>,
    free: Vec<u32>,
    /// Bytes in live regions, and how many they may take.
    used: u64,
    budget: u64,
}

impl Memory {
    pub fn new() -> Memory {
        Memory::with_budget(BUDGET)
    }

    pub fn with_budget(budget: u64) -> Memory {
        Memory {
            // Region 0 stands for null: it has no bytes, so every access fails.
            regions: vec![Region {
                name: "null".into(),
                bytes: Vec::new(),
                live: false,
                read_only: false,
            }],
            free: Vec::new(),
            used: 0,
            budget,
        }
    }

    /// A zero-filled region; `name` appears in error messages.
    pub fn alloc(&mut self, name: impl Into<String>, size: u64) -> Result<u32, String> {
        let name = name.into();
        self.charge(size, || name.clone())?;
        let region = Region {
            name,
            bytes: vec![0; size as usize],
            live: true,
            read_only: false,
        };
        if let Some(id) = self.free.pop() {
            self.regions[id as usize] = region;
            Ok(id)
        } else {
            self.regions.push(region);
            Ok((self.regions.len() - 1) as u32)
        }
    }

    /// Counts `size` bytes of `name` against the run's budget, as [`Self::alloc`] does,
    /// for a local an engine keeps in a register rather than in a region.
    pub fn charge(&mut self, size: u64, name: impl FnOnce() -> String) -> Result<(), String> {
        if size > self.budget.saturating_sub(self.used) {
            return Err(format!(
                "`{}` needs {size} bytes: all memory of a run may hold {} bytes and {} are in use",
                name(),
                self.budget,
                self.used
            ));
        }
        self.used += size;
        Ok(())
    }

    /// Gives back what [`Self::charge`] counted.
    pub fn refund(&mut self, size: u64) {
        self.used -= size;
    }

    pub fn alloc_with(&mut self, name: impl Into<String>, bytes: Vec<u8>) -> Result<u32, String> {
        let id = self.alloc(name, bytes.len() as u64)?;
        self.regions[id as usize].bytes = bytes;
        Ok(id)
    }

    /// Frees a region; its id is reused, so a dangling pointer into it reads
    /// whatever is allocated next (C leaves that undefined), never out of bounds.
    pub fn release(&mut self, id: u32) {
        if let Some(r) = self.regions.get_mut(id as usize) {
            if r.live && id != 0 {
                self.used -= r.bytes.len() as u64;
                r.live = false;
                r.bytes = Vec::new();
                self.free.push(id);
            }
        }
    }

    /// Makes a region read-only: every later write to it is an error.
    pub fn protect(&mut self, id: u32) {
        if let Some(r) = self.regions.get_mut(id as usize).filter(|_| id != 0) {
            r.read_only = true;
        }
    }

    /// [`Self::span`] for a write, which a read-only region refuses.
    fn span_mut(&self, p: u64, len: u64, what: &str) -> Result<(usize, usize, usize), String> {
        let (id, a, b) = self.span(p, len, what)?;
        let r = &self.regions[id];
        if r.read_only {
            return Err(format!(
                "{what} of `{}`, which is read-only (a `__constant__` object or a string \
                 literal): undefined in C and CUDA",
                r.name
            ));
        }
        Ok((id, a, b))
    }

    /// The bytes of a live region (none for a freed one or null): what
    /// [`Self::load`] reads, for an engine that reads many values of one region.
    pub(crate) fn live_bytes(&self, id: u32) -> &[u8] {
        match self.regions.get(id as usize) {
            Some(r) if r.live => &r.bytes,
            _ => &[],
        }
    }

    pub fn bytes(&self, id: u32) -> &[u8] {
        self.regions
            .get(id as usize)
            .map(|r| r.bytes.as_slice())
            .unwrap_or(&[])
    }

    #[inline]
    fn span(&self, p: u64, len: u64, what: &str) -> Result<(usize, usize, usize), String> {
        let id = region_of(p) as usize;
        let off = offset_of(p);
        match self.regions.get(id) {
            Some(r)
                if r.live
                    && off
                        .checked_add(len)
                        .is_some_and(|end| end <= r.bytes.len() as u64) =>
            {
                Ok((id, off as usize, (off + len) as usize))
            }
            _ => Err(self.span_error(p, len, what)),
        }
    }

    #[cold]
    fn span_error(&self, p: u64, len: u64, what: &str) -> String {
        let id = region_of(p) as usize;
        let off = offset_of(p);
        let Some(r) = self.regions.get(id).filter(|r| r.live) else {
            return if id == 0 {
                format!("{what} through a null pointer (offset {off})")
            } else {
                format!("{what} through a dangling or invalid pointer {p:#x}")
            };
        };
        format!(
            "{what} of {len} byte{} at offset {off} of `{}`, which has {} bytes",
            if len == 1 { "" } else { "s" },
            r.name,
            r.bytes.len()
        )
    }

    pub fn load(&self, p: u64, ty: Ty) -> Result<u64, String> {
        let (id, a, b) = self.span(p, ty.size(), "read")?;
        Ok(loaded(ty, little_endian(&self.regions[id].bytes[a..b])))
    }

    pub fn store(&mut self, p: u64, ty: Ty, v: u64) -> Result<(), String> {
        let n = ty.size() as usize;
        let (id, a, b) = self.span_mut(p, n as u64, "write")?;
        let dst = &mut self.regions[id].bytes[a..b];
        let bytes = v.to_le_bytes();
        match n {
            1 => dst.copy_from_slice(&bytes[..1]),
            2 => dst.copy_from_slice(&bytes[..2]),
            4 => dst.copy_from_slice(&bytes[..4]),
            8 => dst.copy_from_slice(&bytes),
            _ => dst.copy_from_slice(&bytes[..n]),
        }
        Ok(())
    }

    pub fn copy(&mut self, dst: u64, src: u64, len: u64) -> Result<(), String> {
        if len == 0 {
            return Ok(());
        }
        let (si, sa, sb) = self.span(src, len, "copy from")?;
        let data = self.regions[si].bytes[sa..sb].to_vec();
        let (di, da, db) = self.span_mut(dst, len, "copy to")?;
        self.regions[di].bytes[da..db].copy_from_slice(&data);
        Ok(())
    }

    pub fn read(&self, src: u64, len: u64) -> Result<Vec<u8>, String> {
        let (si, sa, sb) = self.span(src, len, "read")?;
        Ok(self.regions[si].bytes[sa..sb].to_vec())
    }

    pub fn write(&mut self, dst: u64, data: &[u8]) -> Result<(), String> {
        let (di, da, db) = self.span_mut(dst, data.len() as u64, "write")?;
        self.regions[di].bytes[da..db].copy_from_slice(data);
        Ok(())
    }

    pub fn fill(&mut self, dst: u64, byte: u8, len: u64) -> Result<(), String> {
        if len == 0 {
            return Ok(());
        }
        let (di, da, db) = self.span_mut(dst, len, "write")?;
        self.regions[di].bytes[da..db].fill(byte);
        Ok(())
    }
}

/// The value of up to 8 little-endian bytes, zero-extended. Fixed sizes, so
/// each read is one move rather than a call to memmove (an engine's loads
/// were a fifth of its time).
#[inline(always)]
pub(crate) fn little_endian(b: &[u8]) -> u64 {
    match *b {
        [x] => u64::from(x),
        [x0, x1] => u64::from(u16::from_le_bytes([x0, x1])),
        [x0, x1, x2, x3] => u64::from(u32::from_le_bytes([x0, x1, x2, x3])),
        [x0, x1, x2, x3, x4, x5, x6, x7] => u64::from_le_bytes([x0, x1, x2, x3, x4, x5, x6, x7]),
        _ => {
            let mut buf = [0u8; 8];
            buf[..b.len()].copy_from_slice(b);
            u64::from_le_bytes(buf)
        }
    }
}

/// What a load of `ty` gives for the little-endian bytes `raw` (zero-extended).
#[inline]
pub(crate) fn loaded(ty: Ty, raw: u64) -> u64 {
    match ty {
        Ty::I { bits: 1, .. } => (raw != 0) as u64,
        Ty::I { bits, .. } => raw & mask(bits),
        _ => raw,
    }
}

/// The bytes a store of `size` bytes keeps of `v`, zero-extended.
pub(crate) fn stored(v: u64, size: u64) -> u64 {
    if size >= 8 {
        v
    } else {
        v & ((1u64 << (8 * size)) - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accesses_are_bounds_checked_and_name_the_region() {
        let mut m = Memory::new();
        let r = m.alloc("out", 8).unwrap();
        m.store(pointer(r, 4), Ty::I32, 0xdead_beef).unwrap();
        assert_eq!(m.load(pointer(r, 4), Ty::I32), Ok(0xdead_beef));
        assert_eq!(
            m.load(pointer(r, 6), Ty::I32),
            Err("read of 4 bytes at offset 6 of `out`, which has 8 bytes".into())
        );
        assert_eq!(
            m.store(0, Ty::I32, 1),
            Err("write through a null pointer (offset 0)".into())
        );
    }

    #[test]
    fn the_memory_budget_is_an_error_not_an_abort() {
        let mut m = Memory::with_budget(64);
        let a = m.alloc("a", 56).unwrap();
        assert_eq!(
            m.alloc("locals", 16),
            Err(
                "`locals` needs 16 bytes: all memory of a run may hold 64 bytes and 56 are in use"
                    .into()
            )
        );
        m.release(a);
        assert!(
            m.alloc("locals", 16).is_ok(),
            "released bytes are available again"
        );
    }
}
