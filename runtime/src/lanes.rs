//! Lockstep machinery shared by the engines: lane masks, the min-pc schedule
//! of a batch's lanes, the per-lane record of the bytes they touched (to
//! find where running lanes together could differ from running them one
//! after another), the undo log of a batch's writes, and row-wise arithmetic.
//! Each engine's `lockstep` module runs its instructions on top of it
//! (ARCHITECTURE.md, "Lockstep").

use crate::context::{Sigma, Transition};
use crate::memory::{offset_of, region_of, Memory};
use crate::sched::{Machine, Stops};
use crate::value::{self, Ty};
use frontend::builtins::Builtin;
use frontend::model::BinaryOp;
use rustc_hash::FxHashMap;
use std::cell::Cell;

/// Lanes per batch: enough to spread an instruction's dispatch thin, few
/// enough that regrouping diverged lanes stays cheap.
pub(crate) const MAX_LANES: usize = 64;
/// A batch that gives up costs its work twice; after this many more give-ups
/// than commits the machine stops trying (a kernel whose lanes keep writing
/// what their neighbours read).
pub(crate) const GIVE_UP_MARGIN: u32 = 16;
/// The most arguments of a builtin run in lockstep.
pub(crate) const MAX_ARGS: usize = 8;

/// Builtins whose memory effects `race::builtin_access` names (so the batch
/// can note and undo them); the others write through pointer arguments.
pub(crate) fn lockstep_builtin(b: Builtin) -> bool {
    !matches!(
        b,
        Builtin::Sincosf
            | Builtin::Sincos
            | Builtin::Frexpf
            | Builtin::Frexp
            | Builtin::Remquof
            | Builtin::Remquo
    )
}

/// Bytes one lane touched in one region, as an interval.
#[derive(Debug, Clone, Copy, Default)]
struct Touched {
    region: u32,
    write: bool,
    lo: u64,
    hi: u64,
}

/// Intervals a lane may note (regions read and regions written): a lane that
/// touches more gives its batch up.
const TOUCHED: usize = 8;

/// What each lane of a batch touched: `TOUCHED` intervals per lane in one
/// array, and columns for accesses whose lanes all touched one region.
#[derive(Debug, Default)]
pub(crate) struct Touches {
    list: Vec<Touched>,
    count: Vec<u8>,
    /// The batch's columns are `columns[..used]`; the rest keep their
    /// buffers for later batches.
    columns: Vec<Column>,
    used: usize,
    n: usize,
    wrote: bool,
    /// Scratch for [`Touches::conflict`].
    sorted: Vec<(Touched, usize)>,
}

/// The bytes each lane touched in one region, reading or writing, noted a
/// row at a time ([`Touches::note_row`]): the region is found once for the
/// row, where noting lane by lane was a fifth of a loop over loads.
#[derive(Debug, Default)]
struct Column {
    region: u32,
    write: bool,
    /// While every row noted was full and evenly spaced, the same stride
    /// each time (lane `x` at `base + x * stride`: a thread's row of a
    /// matrix, or one element for all), its bounds for lane 0: one update
    /// per row. `lo` and `hi` per lane are only kept after that.
    spaced: Option<Spaced>,
    /// Per lane; `lo >= hi` where the lane touched nothing.
    lo: Vec<u64>,
    hi: Vec<u64>,
}

/// Lane `x` of a [`Column`] touched `lo + x * stride .. hi + x * stride`
/// (wrapping: a stride may be negative).
#[derive(Debug, Clone, Copy)]
struct Spaced {
    stride: u64,
    lo: u64,
    hi: u64,
}

impl Spaced {
    /// The bytes lane `x` touched.
    fn lane(self, x: usize) -> (u64, u64) {
        let d = (x as u64).wrapping_mul(self.stride);
        (self.lo.wrapping_add(d), self.hi.wrapping_add(d))
    }
}

impl Column {
    /// The bytes lane `x` touched (`lo >= hi`: none).
    fn lane(&self, x: usize) -> (u64, u64) {
        match self.spaced {
            Some(s) => s.lane(x),
            None => (self.lo[x], self.hi[x]),
        }
    }

    /// Keeps the bounds per lane from now on.
    fn unspace(&mut self, n: usize) {
        self.lo.clear();
        self.hi.clear();
        match self.spaced.take() {
            Some(s) => {
                for (lo, hi) in (0..n).map(|x| s.lane(x)) {
                    self.lo.push(lo);
                    self.hi.push(hi);
                }
            }
            None => {
                self.lo.resize(n, u64::MAX);
                self.hi.resize(n, 0);
            }
        }
    }
}

/// Where the active lanes of a row of addresses point.
pub(crate) struct RowShape {
    /// The first active lane's region.
    region: u32,
    /// Whether every active lane points into `region`.
    uniform: bool,
    /// The highest offset of an active lane (where `uniform`).
    top: u64,
    /// With every lane active and evenly spaced (`base + x * stride`), the stride.
    stride: Option<u64>,
}

impl RowShape {
    /// The shape of `addrs`' active lanes among `n`. A full row is first
    /// checked for an even spacing, which settles its region and highest
    /// offset from its two ends (a pass fewer for the common row).
    #[inline(always)]
    pub(crate) fn of(active: u64, n: usize, addrs: &[u64; MAX_LANES]) -> RowShape {
        if active == every(n) && n >= 2 {
            let stride = addrs[1].wrapping_sub(addrs[0]);
            let (mut expected, mut differs) = (addrs[0], 0);
            for &a in &addrs[..n] {
                differs |= a ^ expected;
                expected = expected.wrapping_add(stride);
            }
            let (first, last) = (addrs[0], addrs[n - 1]);
            // Between its ends, unless the stride wraps around the address space.
            let span = (n as i128 - 1) * i128::from(stride as i64);
            if differs == 0 && i128::from(first) + span == i128::from(last) {
                return RowShape {
                    region: region_of(first),
                    uniform: region_of(first) == region_of(last),
                    top: offset_of(first).max(offset_of(last)),
                    stride: Some(stride),
                };
            }
        }
        let region = region_of(addrs[active.trailing_zeros() as usize & (MAX_LANES - 1)]);
        let (mut uniform, mut top) = (true, 0);
        each_lane!(active, n, |x| {
            uniform &= region_of(addrs[x]) == region;
            top = top.max(offset_of(addrs[x]));
        });
        RowShape {
            region,
            uniform,
            top,
            stride: None,
        }
    }
}

impl Touches {
    pub(crate) fn reset(&mut self, n: usize) {
        self.list.resize(n * TOUCHED, Touched::default());
        self.count.clear();
        self.count.resize(n, 0);
        self.used = 0;
        self.n = n;
        self.wrote = false;
    }

    /// Notes that each active lane `x` touched `len` bytes at `addrs[x]`,
    /// all in one region (`row`: the shape of `addrs`, [`RowShape::of`]).
    pub(crate) fn note_row(
        &mut self,
        active: u64,
        (addrs, row): (&[u64; MAX_LANES], &RowShape),
        len: u64,
        write: bool,
    ) {
        let n = self.n;
        self.wrote |= write;
        let (region, spaced) = (row.region, row.stride);
        let (lo, hi) = (offset_of(addrs[0]), offset_of(addrs[0]) + len);
        let found = self.columns[..self.used]
            .iter()
            .position(|c| c.region == region && c.write == write);
        let c = match found {
            Some(i) => &mut self.columns[i],
            None => {
                if self.used == self.columns.len() {
                    self.columns.push(Column::default());
                }
                let c = &mut self.columns[self.used];
                self.used += 1;
                (c.region, c.write) = (region, write);
                c.spaced = spaced.map(|stride| Spaced { stride, lo, hi });
                if c.spaced.is_some() {
                    return;
                }
                c.unspace(n);
                c
            }
        };
        match (&mut c.spaced, spaced) {
            (Some(s), Some(stride)) if s.stride == stride => {
                s.lo = s.lo.min(lo);
                s.hi = s.hi.max(hi);
                return;
            }
            (Some(_), _) => c.unspace(n),
            (None, _) => {}
        }
        for x in Bits(active) {
            let off = offset_of(addrs[x]);
            c.lo[x] = c.lo[x].min(off);
            c.hi[x] = c.hi[x].max(off + len);
        }
    }

    /// Notes that `lane` touched `len` bytes at `addr`.
    #[inline]
    pub(crate) fn note(
        &mut self,
        lane: usize,
        addr: u64,
        len: u64,
        write: bool,
    ) -> Result<(), GiveUp> {
        let (region, lo) = (region_of(addr), offset_of(addr));
        let hi = lo + len;
        self.wrote |= write;
        let used = usize::from(self.count[lane]);
        let mine = &mut self.list[lane * TOUCHED..(lane + 1) * TOUCHED];
        for t in &mut mine[..used] {
            if t.region == region && t.write == write {
                t.lo = t.lo.min(lo);
                t.hi = t.hi.max(hi);
                return Ok(());
            }
        }
        if used == TOUCHED {
            return Err(GiveUp::Sequential);
        }
        mine[used] = Touched {
            region,
            write,
            lo,
            hi,
        };
        self.count[lane] += 1;
        Ok(())
    }

    /// Whether two lanes touched overlapping bytes of a region and one wrote:
    /// a sweep over the intervals by region and start, keeping the two
    /// furthest-reaching intervals of distinct lanes (all, and writes).
    pub(crate) fn conflict(&mut self) -> bool {
        if !self.wrote {
            return false;
        }
        let mut all = std::mem::take(&mut self.sorted);
        all.clear();
        for (lane, &count) in self.count.iter().enumerate() {
            let mine = &self.list[lane * TOUCHED..lane * TOUCHED + usize::from(count)];
            all.extend(mine.iter().map(|&t| (t, lane)));
        }
        for c in &self.columns[..self.used] {
            let lanes = (0..self.n).map(|x| (x, c.lane(x)));
            all.extend(
                lanes
                    .filter(|(_, (lo, hi))| lo < hi)
                    .map(|(lane, (lo, hi))| {
                        let (region, write) = (c.region, c.write);
                        let t = Touched {
                            region,
                            write,
                            lo,
                            hi,
                        };
                        (t, lane)
                    }),
            );
        }
        all.sort_unstable_by_key(|(t, _)| (t.region, t.lo));
        let mut found = false;
        let (mut region, mut any, mut writes) = (u32::MAX, Reach::default(), Reach::default());
        for &(t, lane) in &all {
            if t.region != region {
                (region, any, writes) = (t.region, Reach::default(), Reach::default());
            }
            let earlier = if t.write { &any } else { &writes };
            if earlier.overlaps(t.lo, lane) {
                found = true;
                break;
            }
            any.add(t.hi, lane);
            if t.write {
                writes.add(t.hi, lane);
            }
        }
        self.sorted = all;
        found
    }
}

/// The two furthest ends of intervals seen, of distinct lanes.
#[derive(Default)]
struct Reach {
    first: Option<(u64, usize)>,
    second: Option<(u64, usize)>,
}

impl Reach {
    fn add(&mut self, hi: u64, lane: usize) {
        match self.first {
            Some((h, l)) if l == lane => self.first = Some((h.max(hi), l)),
            Some((h, _)) if hi > h => {
                self.second = self.first;
                self.first = Some((hi, lane));
            }
            None => self.first = Some((hi, lane)),
            Some(_) => {
                if self.second.is_none_or(|(h, _)| hi > h) {
                    self.second = Some((hi, lane));
                }
            }
        }
    }

    /// Whether an interval of another lane than `lane` reaches past `lo`.
    fn overlaps(&self, lo: u64, lane: usize) -> bool {
        [self.first, self.second]
            .into_iter()
            .flatten()
            .any(|(hi, l)| l != lane && hi > lo)
    }
}

/// Why a batch gave up.
pub(crate) enum GiveUp {
    /// The threads must run one after another (an error, the step limit).
    Sequential,
    /// Lanes touched the same bytes and one wrote.
    Conflict,
}

/// The lanes of a mask, lowest first.
#[derive(Clone, Copy)]
pub(crate) struct Bits(pub(crate) u64);

impl Iterator for Bits {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        // Masked (a no-op: the mask is not 0) so that indexing an array of
        // `MAX_LANES` lanes by it needs no bounds check.
        let x = self.0.trailing_zeros() as usize & (MAX_LANES - 1);
        self.0 &= self.0 - 1;
        Some(x)
    }
}

/// Runs `$body` for each lane `$x` of mask `$active` among `$n` lanes: a
/// plain count when all are active (the common case, and one the compiler
/// can unroll), else the mask's bits.
macro_rules! each_lane {
    ($active:expr, $n:expr, |$x:ident| $body:expr) => {{
        let (active, n) = ($active, $n);
        if active == $crate::lanes::every(n) {
            for $x in 0..n {
                $body;
            }
        } else {
            for $x in $crate::lanes::Bits(active) {
                $body;
            }
        }
    }};
}
pub(crate) use each_lane;

/// An instruction's right operand: a row or a constant.
#[derive(Clone, Copy)]
pub(crate) enum Src {
    Row(usize),
    Const(u64),
}

/// The register file split around row `dst` of `n` lanes: that row, writable,
/// and the others, readable beside it.
#[inline(always)]
fn split_at_row(regs: &mut [u64], n: usize, dst: usize) -> (&mut [u64], OtherRows<'_>) {
    let (lo, rest) = regs.split_at_mut(dst * n);
    let (row, hi) = rest.split_at_mut(n);
    (row, OtherRows { lo, hi, dst, n })
}

/// The rows other than `dst` ([`split_at_row`]).
struct OtherRows<'r> {
    lo: &'r [u64],
    hi: &'r [u64],
    dst: usize,
    n: usize,
}

impl<'r> OtherRows<'r> {
    /// Row `r`, which is not `dst`.
    #[inline(always)]
    fn row(&self, r: usize) -> &'r [u64] {
        if r < self.dst {
            &self.lo[r * self.n..][..self.n]
        } else {
            &self.hi[(r - self.dst - 1) * self.n..][..self.n]
        }
    }
}

/// `row dst = f(row src)` for the active lanes. With every lane active the
/// rows are whole slices, which the compiler checks once and vectorises
/// (indexing the register file per lane did neither).
#[inline(always)]
pub(crate) fn map1(
    regs: &mut [u64],
    n: usize,
    active: u64,
    (dst, src): (usize, usize),
    f: impl Fn(u64) -> u64,
) {
    if active != every(n) {
        if let Some(rows) = full_rows(regs, n) {
            let (d, s) = (full_row(rows, dst), full_row(rows, src));
            for x in Bits(active) {
                d[x].set(f(s[x].get()));
            }
            return;
        }
        for x in Bits(active) {
            regs[dst * n + x] = f(regs[src * n + x]);
        }
        return;
    }
    let (d, rows) = split_at_row(regs, n, dst);
    if src == dst {
        for v in d {
            *v = f(*v);
        }
    } else {
        for (d, &s) in d.iter_mut().zip(rows.row(src)) {
            *d = f(s);
        }
    }
}

/// `row dst = f(row a, b)` for the active lanes.
#[inline(always)]
pub(crate) fn map2(
    regs: &mut [u64],
    n: usize,
    active: u64,
    (dst, a, b): (usize, usize, Src),
    f: impl Fn(u64, u64) -> u64,
) {
    // One loop per kind of operand, so the operand's kind is not tested per lane.
    match b {
        Src::Row(b) if active == every(n) => {
            // The destination may be either operand, or both.
            let (d, rows) = split_at_row(regs, n, dst);
            match (a == dst, b == dst) {
                (false, false) => {
                    for ((d, &l), &r) in d.iter_mut().zip(rows.row(a)).zip(rows.row(b)) {
                        *d = f(l, r);
                    }
                }
                (true, false) => {
                    for (d, &r) in d.iter_mut().zip(rows.row(b)) {
                        *d = f(*d, r);
                    }
                }
                (false, true) => {
                    for (d, &l) in d.iter_mut().zip(rows.row(a)) {
                        *d = f(l, *d);
                    }
                }
                (true, true) => {
                    for d in d {
                        *d = f(*d, *d);
                    }
                }
            }
        }
        Src::Row(b) => {
            if let Some(rows) = full_rows(regs, n) {
                let (d, l, r) = (full_row(rows, dst), full_row(rows, a), full_row(rows, b));
                for x in Bits(active) {
                    d[x].set(f(l[x].get(), r[x].get()));
                }
                return;
            }
            for x in Bits(active) {
                regs[dst * n + x] = f(regs[a * n + x], regs[b * n + x]);
            }
        }
        Src::Const(c) => map1(regs, n, active, (dst, a), |v| f(v, c)),
    }
}

/// The mask of lanes `0..n`.
#[inline(always)]
pub(crate) fn every(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1 << n) - 1
    }
}

/// The active lanes for which `f(row a, b)` holds.
#[inline(always)]
pub(crate) fn test2(
    regs: &[u64],
    n: usize,
    active: u64,
    a: usize,
    b: Src,
    f: impl Fn(u64, u64) -> bool,
) -> u64 {
    let mut m = 0;
    if active == every(n) {
        // Whole rows, checked once (as in `map1`).
        let left = &regs[a * n..][..n];
        match b {
            Src::Row(b) => {
                for (x, (&l, &r)) in left.iter().zip(&regs[b * n..][..n]).enumerate() {
                    m |= u64::from(f(l, r)) << x;
                }
            }
            Src::Const(c) => {
                for (x, &l) in left.iter().enumerate() {
                    m |= u64::from(f(l, c)) << x;
                }
            }
        }
        return m;
    }
    if n == MAX_LANES {
        let left = full_row(regs, a);
        match b {
            Src::Row(b) => {
                let right = full_row(regs, b);
                for x in Bits(active) {
                    m |= u64::from(f(left[x], right[x])) << x;
                }
            }
            Src::Const(c) => {
                for x in Bits(active) {
                    m |= u64::from(f(left[x], c)) << x;
                }
            }
        }
        return m;
    }
    match b {
        Src::Row(b) => {
            for x in Bits(active) {
                m |= u64::from(f(regs[a * n + x], regs[b * n + x])) << x;
            }
        }
        Src::Const(c) => {
            for x in Bits(active) {
                m |= u64::from(f(regs[a * n + x], c)) << x;
            }
        }
    }
    m
}

/// A batch of [`MAX_LANES`] lanes' registers as cells, so that rows of it can
/// be read and written together whichever of them are one (an operation's
/// destination may be an operand); `None` for a smaller batch.
///
/// Where only some lanes are active each is run alone, an index into its rows:
/// into a row that is an array of `MAX_LANES` ([`full_row`]) the index needs
/// no bounds check, two compares and branches of a lane's 14 instructions
/// (collatz, whose lanes leave its loop at different iterations: 0.95x on
/// both engines).
#[inline(always)]
fn full_rows(regs: &mut [u64], n: usize) -> Option<&[Cell<u64>]> {
    (n == MAX_LANES).then(|| Cell::from_mut(regs).as_slice_of_cells())
}

/// Row `r` of a batch of [`MAX_LANES`] lanes: of [`full_rows`], or of the
/// register file to read.
#[inline(always)]
fn full_row<T>(rows: &[T], r: usize) -> &[T; MAX_LANES] {
    rows[r * MAX_LANES..][..MAX_LANES]
        .try_into()
        .expect("a slice of MAX_LANES elements is an array of them")
}

/// An arithmetic operation over rows, dispatched once per instruction: the
/// operations that cannot fail get a loop of their own, the others check each lane.
pub(crate) fn binary_rows(
    op: BinaryOp,
    ty: Ty,
    regs: &mut [u64],
    n: usize,
    active: u64,
    rows: (usize, usize, Src),
) -> Result<(), GiveUp> {
    use BinaryOp::*;
    if value::binary_infallible(op, ty, 0, 0).is_some() {
        // The type's kind is rebuilt in each closure so the compiler folds the
        // operation and the type to the one arm of `binary_infallible` they take.
        macro_rules! by_ty {
            ($op:ident) => {
                match ty {
                    Ty::I { bits, signed } => map2(regs, n, active, rows, |a, b| {
                        value::binary_infallible($op, Ty::I { bits, signed }, a, b)
                            .unwrap_or_default()
                    }),
                    Ty::F32 => map2(regs, n, active, rows, |a, b| {
                        value::binary_infallible($op, Ty::F32, a, b).unwrap_or_default()
                    }),
                    Ty::F64 => map2(regs, n, active, rows, |a, b| {
                        value::binary_infallible($op, Ty::F64, a, b).unwrap_or_default()
                    }),
                    Ty::Ptr => return Err(GiveUp::Sequential),
                }
            };
        }
        match op {
            Add => by_ty!(Add),
            Sub => by_ty!(Sub),
            Mul => by_ty!(Mul),
            BitAnd => by_ty!(BitAnd),
            BitOr => by_ty!(BitOr),
            BitXor => by_ty!(BitXor),
            _ => return Err(GiveUp::Sequential),
        }
        return Ok(());
    }
    if let (Ty::I { bits, signed }, Src::Const(c)) = (ty, rows.2) {
        // By a constant that makes them defined, division and shifts cannot fail either.
        let m = value::mask(bits);
        let (sc, divisor_ok) = (value::sext(c, bits), c & m != 0);
        let count = if signed { sc as i128 } else { (c & m) as i128 };
        let shift_ok = (0..bits as i128).contains(&count);
        let pow2 = (c & m).is_power_of_two();
        let log2 = (c & m).trailing_zeros();
        match (op, signed) {
            // Strength-reduced as a compiler would: the same values.
            (Div, false) if pow2 => {
                map2(regs, n, active, rows, |a, _| (a & m) >> log2);
                return Ok(());
            }
            (Rem, false) if pow2 => {
                map2(regs, n, active, rows, |a, c| a & ((c & m) - 1));
                return Ok(());
            }
            (Div, false) if divisor_ok => {
                map2(regs, n, active, rows, |a, c| ((a & m) / (c & m)) & m);
                return Ok(());
            }
            (Rem, false) if divisor_ok => {
                map2(regs, n, active, rows, |a, c| ((a & m) % (c & m)) & m);
                return Ok(());
            }
            (Div, true) if divisor_ok && sc != -1 => {
                map2(regs, n, active, rows, |a, _| {
                    ((value::sext(a, bits) / sc) as u64) & m
                });
                return Ok(());
            }
            (Rem, true) if divisor_ok && sc != -1 => {
                map2(regs, n, active, rows, |a, _| {
                    ((value::sext(a, bits) % sc) as u64) & m
                });
                return Ok(());
            }
            (Shl, _) if shift_ok => {
                map2(regs, n, active, rows, |a, _| (a << count) & m);
                return Ok(());
            }
            (Shr, true) if shift_ok => {
                map2(regs, n, active, rows, |a, _| {
                    ((value::sext(a, bits) >> count) as u64) & m
                });
                return Ok(());
            }
            (Shr, false) if shift_ok => {
                map2(regs, n, active, rows, |a, _| ((a & m) >> count) & m);
                return Ok(());
            }
            _ => {}
        }
    }
    let (dst, a, b) = rows;
    for x in Bits(active) {
        let bv = match b {
            Src::Row(b) => regs[b * n + x],
            Src::Const(c) => c,
        };
        regs[dst * n + x] =
            value::binary(op, ty, regs[a * n + x], bv).map_err(|_| GiveUp::Sequential)?;
    }
    Ok(())
}

/// `row[x] = v` for the active lanes: a full row as one fill, which the
/// compiler turns into wide stores (a loop over a vector's elements reloaded
/// the vector per lane, as each store might have moved it).
pub(crate) fn fill_lanes<T: Copy>(row: &mut [T], active: u64, v: T) {
    if active == every(row.len()) {
        row.fill(v);
    } else {
        for x in Bits(active) {
            row[x] = v;
        }
    }
}

/// Whether integer `a op b` always equals `b op a` (wrapping, so overflow
/// does not tell them apart); float operands keep their order, since which NaN
/// comes out depends on it.
pub(crate) fn commutes(op: BinaryOp) -> bool {
    use BinaryOp::*;
    matches!(op, Add | Mul | BitAnd | BitOr | BitXor)
}

/// The active lanes for which `row a op b` holds, dispatched once per instruction.
pub(crate) fn compare_rows(
    op: BinaryOp,
    ty: Ty,
    regs: &[u64],
    n: usize,
    active: u64,
    a: usize,
    b: Src,
) -> u64 {
    use BinaryOp::*;
    // As in `binary_rows`: operation and type folded in each loop; 32-bit integers (C's
    // `int` and `unsigned`) have loops of their own, where sign extension is a cast.
    macro_rules! by_ty {
        ($op:ident) => {
            match ty {
                Ty::I32 => test2(regs, n, active, a, b, |x, y| {
                    value::compare($op, Ty::I32, x, y)
                }),
                Ty::U32 => test2(regs, n, active, a, b, |x, y| {
                    value::compare($op, Ty::U32, x, y)
                }),
                Ty::I { bits, signed: true } => test2(regs, n, active, a, b, |x, y| {
                    value::compare($op, Ty::I { bits, signed: true }, x, y)
                }),
                Ty::I {
                    bits,
                    signed: false,
                } => test2(regs, n, active, a, b, |x, y| {
                    value::compare(
                        $op,
                        Ty::I {
                            bits,
                            signed: false,
                        },
                        x,
                        y,
                    )
                }),
                Ty::F32 => test2(regs, n, active, a, b, |x, y| {
                    value::compare($op, Ty::F32, x, y)
                }),
                Ty::F64 => test2(regs, n, active, a, b, |x, y| {
                    value::compare($op, Ty::F64, x, y)
                }),
                Ty::Ptr => test2(regs, n, active, a, b, |x, y| {
                    value::compare($op, Ty::Ptr, x, y)
                }),
            }
        };
    }
    macro_rules! each_op {
        ($($op:ident),*) => {
            match op {
                $($op => by_ty!($op),)*
                _ => test2(regs, n, active, a, b, |x, y| value::compare(op, ty, x, y)),
            }
        };
    }
    each_op!(Eq, Ne, Lt, Le, Gt, Ge)
}

/// The lanes a batch runs: which are at the instruction that runs next, and
/// which wait elsewhere (min-pc: the lowest position runs first).
///
/// A lane's steps are counted per group: the instructions a group ran
/// together (`run`) reach the lanes' own counts (`steps`) only where groups
/// with different counts join, or lanes leave the batch. Lanes that split at
/// a branch take the count along; added lane by lane at every split and join,
/// it was a tenth of a divergent loop's time.
pub(crate) struct Schedule {
    pub(crate) active: u64,
    pub(crate) pc: u32,
    /// Waiting lanes by position, highest position first (the next to run is
    /// last), with the instructions they ran since their own counts.
    waiting: Vec<Waiting>,
    /// Instructions the active lanes ran since their own counts.
    run: u64,
    /// At least the most steps an active lane has counted; exact once the
    /// step limit's check first fails for them.
    base_max: u64,
    /// At least the most steps any lane has counted: where `base_max` starts
    /// when a group is selected, without a pass over its lanes.
    bound: u64,
}

/// Lanes waiting at `pc`, each `run` steps ahead of its count.
#[derive(Clone, Copy)]
struct Waiting {
    pc: u32,
    lanes: u64,
    run: u64,
}

impl Schedule {
    /// `n` lanes, all at `pc`, with `steps` taken so far.
    pub(crate) fn new(n: usize, pc: u32, steps: &[u64]) -> Schedule {
        let most = steps.iter().copied().max().unwrap_or(0);
        Schedule {
            active: every(n),
            pc,
            waiting: Vec::new(),
            run: 0,
            base_max: most,
            bound: most,
        }
    }

    /// Counts the next instruction's step; `Err` where an active lane would
    /// pass `max_steps` (the sequential run reports it).
    #[inline(always)]
    pub(crate) fn tick(&mut self, max_steps: u64, steps: &[u64]) -> Result<(), GiveUp> {
        self.run += 1;
        if self.base_max + self.run > max_steps {
            return self.check_exactly(max_steps, steps);
        }
        Ok(())
    }

    /// [`Self::tick`]'s check against the active lanes' own steps.
    #[cold]
    fn check_exactly(&mut self, max_steps: u64, steps: &[u64]) -> Result<(), GiveUp> {
        self.base_max = Bits(self.active).map(|x| steps[x]).max().unwrap_or(0);
        if self.base_max + self.run > max_steps {
            return Err(GiveUp::Sequential);
        }
        Ok(())
    }

    fn waiting_min(&self) -> u32 {
        self.waiting.last().map_or(u32::MAX, |g| g.pc)
    }

    /// Adds `run` to the counts of `lanes`, which had at most `base` steps.
    fn count(&mut self, steps: &mut [u64], lanes: u64, run: u64, base: u64) {
        if run == 0 || lanes == 0 {
            return;
        }
        for x in Bits(lanes) {
            steps[x] += run;
        }
        self.bound = self.bound.max(base + run);
    }

    /// Parks lanes `m`, `run` steps ahead of their counts, at `pc` among the
    /// waiting ones. Joining lanes that are further ahead, the difference is
    /// counted for them.
    fn park(&mut self, steps: &mut [u64], m: u64, pc: u32, run: u64) {
        if m == 0 {
            return;
        }
        let joined = Waiting { pc, lanes: m, run };
        match self.waiting.iter().position(|g| g.pc <= pc) {
            Some(i) if self.waiting[i].pc == pc => {
                let w = self.waiting[i];
                let (behind, ahead) = if w.run <= run {
                    (w, joined)
                } else {
                    (joined, w)
                };
                self.count(steps, ahead.lanes, ahead.run - behind.run, self.bound);
                self.waiting[i] = Waiting {
                    pc,
                    lanes: w.lanes | m,
                    run: behind.run,
                };
            }
            Some(i) => self.waiting.insert(i, joined),
            None => self.waiting.push(joined),
        }
    }

    /// Makes the waiting lanes at the lowest position the active ones;
    /// `false` when no lane is left.
    fn select(&mut self) -> bool {
        let Some(w) = self.waiting.pop() else {
            return false;
        };
        self.active = w.lanes;
        self.pc = w.pc;
        self.run = w.run;
        self.base_max = self.bound;
        true
    }

    /// Sends every active lane to `next`.
    #[inline(always)]
    pub(crate) fn advance(&mut self, steps: &mut [u64], next: u32) -> bool {
        if next < self.waiting_min() {
            self.pc = next;
            return true;
        }
        self.regroup(steps, next)
    }

    /// [`Self::advance`] where waiting lanes join or run first.
    #[cold]
    fn regroup(&mut self, steps: &mut [u64], next: u32) -> bool {
        self.send(steps, [(self.active, next)])
    }

    /// Sends groups of the active lanes (masks) to positions, every active
    /// lane in one group or none (it blocked or exited: then its steps are
    /// counted); then the lanes at the lowest position run next. `false`
    /// when no lane is left.
    pub(crate) fn send(
        &mut self,
        steps: &mut [u64],
        groups: impl IntoIterator<Item = (u64, u32)>,
    ) -> bool {
        let (run, base) = (self.run, self.base_max);
        let mut left = self.active;
        for (m, pc) in groups {
            left &= !m;
            self.park(steps, m, pc, run);
        }
        self.count(steps, left, run, base);
        self.select()
    }
}

/// The unsigned integer of `size` bytes: a write's old bytes, read as they are.
pub(crate) fn raw(size: u64) -> Ty {
    Ty::I {
        bits: (size * 8) as u8,
        signed: false,
    }
}

/// The σs of a batch's lanes, interned: lanes that took the same path share
/// one, so a transition is applied once for all of them. Kept from batch to
/// batch of a run (its lanes only run the kernel): a kernel's batches mostly
/// meet the same σs (a loop's counts, one per iteration), so a transition
/// found once is looked up after that, not applied, hashed and interned.
#[derive(Debug, Default)]
pub(crate) struct Sigmas {
    all: Vec<Sigma>,
    ids: FxHashMap<Sigma, u32>,
    /// σ `id` after the kernel's transition `tr`: `(id, tr)` to the id.
    after: FxHashMap<(u32, u32), u32>,
    /// The id of the σ the batch's threads started with ([`Sigmas::begin`]).
    start: u32,
}

/// σs kept before [`Sigmas::begin`] forgets them all.
const SIGMAS_KEPT: usize = 1 << 16;

impl Sigmas {
    /// Starts a batch whose threads all hold `sigma` (`same_start`), and
    /// returns its id. Forgets every σ first when there are many: no lane
    /// holds an id between batches.
    pub(crate) fn begin(&mut self, sigma: &Sigma) -> u32 {
        if self.all.len() > SIGMAS_KEPT {
            self.all.clear();
            self.ids.clear();
            self.after.clear();
        }
        self.start = self.intern(sigma.clone());
        self.start
    }

    /// Whether `id` is the σ the batch started with: a lane still at it
    /// keeps its thread's.
    pub(crate) fn is_start(&self, id: u32) -> bool {
        id == self.start
    }

    /// The id of `sigma`.
    pub(crate) fn intern(&mut self, sigma: Sigma) -> u32 {
        let all = &mut self.all;
        *self.ids.entry(sigma).or_insert_with_key(|s| {
            all.push(s.clone());
            all.len() as u32 - 1
        })
    }

    pub(crate) fn get(&self, id: u32) -> &Sigma {
        &self.all[id as usize]
    }

    /// The id of σ `id` after the kernel's transition `tr`, which is `t`.
    pub(crate) fn after(&mut self, id: u32, (tr, t): (u32, &Transition)) -> u32 {
        if let Some(&next) = self.after.get(&(id, tr)) {
            return next;
        }
        let mut sigma = self.get(id).clone();
        sigma.apply(t);
        let next = self.intern(sigma);
        self.after.insert((id, tr), next);
        next
    }
}

/// A batch's writes: the bytes each replaced (address, length, old bytes
/// little-endian), to put back when the batch gives up.
#[derive(Debug, Default)]
pub(crate) struct Undo(Vec<(u64, u8, u64)>);

impl Undo {
    pub(crate) fn clear(&mut self) {
        self.0.clear();
    }

    /// Notes the `size` bytes at `addr` before a write; `Err` where they
    /// cannot be read (then the write fails too: the sequential run reports it).
    pub(crate) fn save(&mut self, mem: &Memory, addr: u64, size: u64) -> Result<(), GiveUp> {
        let old = mem.load(addr, raw(size)).map_err(|_| GiveUp::Sequential)?;
        self.0.push((addr, size as u8, old));
        Ok(())
    }

    /// Puts back every byte the batch wrote, newest first.
    pub(crate) fn roll_back(&mut self, mem: &mut Memory) {
        for &(addr, len, old) in self.0.iter().rev() {
            let bytes = old.to_le_bytes();
            // The bytes were read from there a moment ago: writing them back cannot fail.
            let _ = mem.write(addr, &bytes[..usize::from(len)]);
        }
        self.0.clear();
    }
}

/// Reads a `ty` at each active lane's address (`addrs[x]`) into `out[x]`,
/// noting the reads. Where the lanes read one region, it is bounds-checked
/// once and read at a fixed width per lane, not looked up and matched on the
/// type per lane as [`load`] is (row loads were most of a row-wise loop).
#[inline(always)]
pub(crate) fn gather(
    mem: &Memory,
    touched: &mut Touches,
    active: u64,
    addrs: &[u64; MAX_LANES],
    out: &mut [u64],
    ty: Ty,
) -> Result<(), GiveUp> {
    let (n, size) = (out.len(), ty.size());
    let row = RowShape::of(active, n, addrs);
    let bytes = mem.live_bytes(row.region);
    if !row.uniform || row.top.saturating_add(size) > bytes.len() as u64 {
        let mut cache = (u32::MAX, &[][..]);
        for x in Bits(active) {
            out[x] = load(mem, &mut cache, addrs[x], ty)?;
            touched.note(x, addrs[x], size, false)?;
        }
        return Ok(());
    }
    if row.stride == Some(0) {
        // Every lane reads one element (`b[k]` in a loop over `k`): read once.
        let mut cache = (row.region, bytes);
        out.fill(load(mem, &mut cache, addrs[0], ty)?);
        touched.note_row(active, (addrs, &row), size, false);
        return Ok(());
    }
    // `memory::loaded`, its type looked at once.
    let m = match ty {
        Ty::I { bits, .. } => value::mask(bits),
        _ => u64::MAX,
    };
    match (ty, size) {
        (Ty::I { bits: 1, .. }, _) => {
            read_lanes::<1>(bytes, active, addrs, out, |v| (v != 0) as u64)
        }
        (_, 1) => read_lanes::<1>(bytes, active, addrs, out, |v| v & m),
        (_, 2) => read_lanes::<2>(bytes, active, addrs, out, |v| v & m),
        (_, 4) => read_lanes::<4>(bytes, active, addrs, out, |v| v & m),
        _ => read_lanes::<8>(bytes, active, addrs, out, |v| v & m),
    }
    touched.note_row(active, (addrs, &row), size, false);
    Ok(())
}

/// `out[x] = f(the S little-endian bytes at addrs[x])` for the active lanes,
/// every one of them in `bytes` ([`gather`] checked).
#[inline(always)]
fn read_lanes<const S: usize>(
    bytes: &[u8],
    active: u64,
    addrs: &[u64; MAX_LANES],
    out: &mut [u64],
    f: impl Fn(u64) -> u64,
) {
    let n = out.len();
    each_lane!(active, n, |x| {
        let off = offset_of(addrs[x]) as usize;
        let mut raw = [0u8; 8];
        raw[..S].copy_from_slice(&bytes[off..off + S]);
        out[x] = f(u64::from_le_bytes(raw));
    });
}

/// Reads a value of `ty` at `addr`, as [`Memory::load`] does, keeping the
/// region last read (`cache`): lanes mostly read one region. `Err` where
/// the read would fail (the sequential run reports it).
#[inline(always)]
fn load<'m>(
    mem: &'m Memory,
    cache: &mut (u32, &'m [u8]),
    addr: u64,
    ty: Ty,
) -> Result<u64, GiveUp> {
    if region_of(addr) != cache.0 {
        *cache = (region_of(addr), mem.live_bytes(region_of(addr)));
    }
    let (off, size) = (offset_of(addr) as usize, ty.size() as usize);
    let bytes = cache.1.get(off..off + size).ok_or(GiveUp::Sequential)?;
    Ok(crate::memory::loaded(
        ty,
        crate::memory::little_endian(bytes),
    ))
}

/// An engine's side of lockstep: what [`run_batched`] asks of it.
pub(crate) trait Lockstep: Machine {
    /// Whether lockstep is on and thread `t` can lead a batch.
    fn can_lead(&self, t: usize) -> bool;
    /// Whether thread `b` can join the batch thread `a` leads: the same
    /// instruction and convergence state, bar registers.
    fn same_start(&self, a: usize, b: usize) -> bool;
    /// Runs threads `ts` as one batch until every lane blocked or exited.
    fn run_batch(&mut self, ts: &[u32]) -> Result<(), GiveUp>;
    /// Writes the batch back to its threads, in thread order, putting their stops.
    fn commit(&mut self, out: &mut Stops);
    /// Undoes the writes (and charges) of a batch that gave up.
    fn roll_back(&mut self);
    /// Batches committed, and given up because lanes touched the same bytes.
    fn batches(&mut self) -> &mut (u32, u32);
    /// Turns lockstep off for the rest of the run.
    fn stop_lockstep(&mut self);
}

/// Runs threads `ts` in order until each blocks or exits, as
/// [`Machine::run`] one after another would, batching consecutive threads
/// that can run in lockstep. Stops after the first that fails.
pub(crate) fn run_batched<M: Lockstep>(m: &mut M, ts: &[u32], out: &mut Stops) {
    let mut i = 0;
    while i < ts.len() {
        let t = ts[i] as usize;
        let mut end = i + 1;
        if m.can_lead(t) {
            while end < ts.len() && end - i < MAX_LANES && m.same_start(t, ts[end] as usize) {
                end += 1;
            }
        }
        if end - i > 1 {
            match m.run_batch(&ts[i..end]) {
                Ok(()) => {
                    m.commit(out);
                    m.batches().0 += 1;
                    i = end;
                    continue;
                }
                Err(why) => {
                    m.roll_back();
                    if matches!(why, GiveUp::Conflict) {
                        let batches = m.batches();
                        batches.1 += 1;
                        if batches.1 > batches.0 + GIVE_UP_MARGIN {
                            m.stop_lockstep();
                        }
                    }
                }
            }
        }
        if crate::sched::run_in_order(m, &ts[i..end], out) {
            return;
        }
        i = end;
    }
}

/// Builtin `b` for lane `lane`, as a thread run alone executes it, with its
/// memory access noted and any write saved to be undone.
pub(crate) fn builtin(
    mem: &mut Memory,
    (touched, undo): (&mut Touches, &mut Undo),
    lane: usize,
    (b, ty): (Builtin, Ty),
    args: &[u64],
    caller: crate::builtins::Caller,
) -> Result<u64, GiveUp> {
    if let Some((a, size, kind)) = crate::race::builtin_access(b, ty, args) {
        let write = kind != crate::race::AccessKind::Read;
        if write {
            undo.save(mem, a, size)?;
        }
        touched.note(lane, a, size, write)?;
    }
    crate::builtins::execute(b, ty, args, mem, caller).map_err(|_| GiveUp::Sequential)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::pointer;

    /// Notes the row with its shape, as [`gather`] does.
    fn note_row(t: &mut Touches, active: u64, addrs: [u64; MAX_LANES], len: u64, write: bool) {
        let shape = RowShape::of(active, t.n, &addrs);
        t.note_row(active, (&addrs, &shape), len, write);
    }

    /// Lanes `0..n` at `pointer(region, offsets[x])`.
    fn row(region: u32, offsets: &[u64]) -> [u64; MAX_LANES] {
        let mut addrs = [0; MAX_LANES];
        for (a, &o) in addrs.iter_mut().zip(offsets) {
            *a = pointer(region, o);
        }
        addrs
    }

    #[test]
    fn a_row_read_conflicts_only_with_another_lanes_write() {
        let mut t = Touches::default();
        t.reset(2);
        note_row(&mut t, every(2), row(1, &[0, 4]), 4, false);
        assert!(t.note(0, pointer(1, 0), 4, true).is_ok());
        assert!(!t.conflict(), "lane 0 rewrote what it read itself");
        assert!(t.note(0, pointer(1, 6), 2, true).is_ok());
        assert!(t.conflict(), "lane 0 wrote bytes lane 1 read");
    }

    #[test]
    fn row_writes_conflict_with_reads_noted_either_way() {
        let mut t = Touches::default();
        t.reset(3);
        note_row(&mut t, every(3), row(2, &[0, 8, 16]), 8, true);
        note_row(&mut t, 0b101, row(3, &[0, 0, 0]), 4, false);
        assert!(
            !t.conflict(),
            "disjoint writes, and reads of another region"
        );
        assert!(t.note(1, pointer(3, 0), 4, true).is_ok());
        assert!(
            t.conflict(),
            "lane 1 wrote what lanes 0 and 2 read as a row"
        );
        // A new batch starts clean, and reuses the columns.
        t.reset(3);
        note_row(&mut t, 0b010, row(3, &[0, 0, 0]), 4, true);
        assert!(!t.conflict(), "only lane 1 touched region 3");
    }

    #[test]
    fn a_rows_shape_settles_its_region_and_reach() {
        let shape = |active, addrs: &[u64]| {
            let mut row = [0; MAX_LANES];
            row[..addrs.len()].copy_from_slice(addrs);
            let s = RowShape::of(active, addrs.len(), &row);
            (s.uniform, s.top, s.stride)
        };
        let down = [pointer(1, 8), pointer(1, 4), pointer(1, 0)];
        assert_eq!(shape(every(3), &down), (true, 8, Some(4u64.wrapping_neg())));
        assert_eq!(shape(0b011, &down), (true, 8, None));
        let regions = [pointer(1, 0), pointer(2, 0), pointer(3, 0)];
        assert!(!shape(every(3), &regions).0, "evenly spaced over regions");
        assert!(!shape(0b101, &regions).0);
        // Evenly spaced modulo 2^64 only: the row wraps around, its ends prove nothing.
        let wraps = [u64::MAX - 3, 0, 4];
        assert_eq!(shape(every(3), &wraps).2, None);
        assert!(!shape(every(3), &wraps).0);
    }

    #[test]
    fn evenly_spaced_rows_keep_each_lanes_bytes() {
        let mut t = Touches::default();
        t.reset(4);
        // Lane x reads 12 - 4x, then 28 - 4x: one stride, kept without per-lane bounds.
        note_row(&mut t, every(4), row(1, &[12, 8, 4, 0]), 4, false);
        note_row(&mut t, every(4), row(1, &[28, 24, 20, 16]), 4, false);
        assert!(t.columns[0].spaced.is_some());
        assert_eq!(t.columns[0].lane(3), (0, 20));
        // Another stride: from now on per lane, with the same bytes.
        note_row(&mut t, every(4), row(1, &[40, 40, 40, 40]), 4, false);
        assert!(t.columns[0].spaced.is_none());
        assert_eq!(t.columns[0].lane(3), (0, 44));
        assert_eq!(t.columns[0].lane(0), (12, 44));
        assert!(t.note(3, pointer(1, 0), 4, true).is_ok());
        assert!(!t.conflict(), "lane 3 wrote bytes only it read");
        assert!(t.note(3, pointer(1, 12), 1, true).is_ok());
        assert!(t.conflict(), "lane 3 wrote a byte lane 0 read");
    }
}
