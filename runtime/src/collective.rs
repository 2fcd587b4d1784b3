//! What the convergent builtins compute, given the threads that communicate
//! (the *communicating set*: the dynamic tangle or token instance ∩ the warp,
//! or ∩ the block for `__syncthreads`). Shared by both engines.
//!
//! - `__activemask()` is the communicating set as a lane mask.
//! - `*_sync(mask, ...)`: a mask naming a lane outside the communicating set
//!   is an error (the lanes it names will never arrive), and so is a caller that its
//!   own mask does not name (CUDA leaves both undefined). Votes and
//!   reductions range over the lanes the caller's mask names.
//! - Shuffles follow CUDA's lane arithmetic (segments of `width` lanes;
//!   out-of-segment `up`/`down`/`xor` sources return the caller's value). A
//!   source lane outside the communicating set also returns the caller's own
//!   value: that lane did not execute this instance, so there is nothing to read
//!   (CUDA leaves it undefined: [`undefined_reads`] finds such reads for a warning).
//! - HIP's `__ballot`/`__any`/`__all`/`__shfl` take no mask: they range over
//!   the communicating set (`__ballot` is 64-bit).
//! - Warps wider than 32 lanes: the 32-bit masks of the CUDA builtins name
//!   lanes 0–31 only, as CUDA's types allow.
//! - `__syncwarp()` without a mask names every lane the warp has in the
//!   launch (`0xffffffff` on a full warp of 32).
//! - `__syncthreads_count/_and/_or` count over the block's communicating set.
//! - `__match_all_sync`'s `*pred` is stored by the scheduler
//!   ([`out_parameter`]): it is 1 exactly when the result is not 0.

use crate::value::{self, Ty};
use frontend::builtins::{Builtin, Scope};

/// A convergent builtin with the type of the value it moves (shuffles,
/// reductions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Op {
    pub builtin: Builtin,
    pub ty: Ty,
}

impl Op {
    pub fn scope(self) -> Scope {
        self.builtin.scope().unwrap_or(Scope::Warp)
    }

    /// Whether the op produces a value.
    pub fn has_result(self) -> bool {
        !self.builtin.is_void()
    }
}

/// One thread's part in a released group.
#[derive(Debug, Clone)]
pub struct Member {
    /// Lane in the warp (0 for block-scope operations is fine: unused).
    pub lane: u32,
    /// Arguments in source order, as values of the builtin's parameter types.
    pub args: crate::sched::Args,
}

/// The results for each member, in order, into `out` (cleared first: the
/// scheduler reuses one vector). `Err` names the member whose call is invalid
/// (a mask naming absent lanes, a bad shuffle width) and why. `warp_lanes` is
/// how many lanes the warp has in the launch (fewer than `warp_size` in a
/// partial last warp).
pub fn execute(
    op: Op,
    members: &[Member],
    (warp_size, warp_lanes): (u32, u32),
    out: &mut Vec<u64>,
) -> Result<(), (usize, String)> {
    out.clear();
    let set: u64 = members.iter().fold(0, |m, x| m | 1u64 << x.lane);
    let name = op.builtin.name();
    let whole_warp = value::mask(warp_lanes.min(32) as u8);
    let mask_of = |m: &Member| m.args.first().copied().unwrap_or(whole_warp) & 0xffff_ffff;
    if op.builtin.has_mask() {
        for (i, m) in members.iter().enumerate() {
            let mask = mask_of(m);
            // The 32-bit masks cannot name lanes 32-63 of a wider warp (see above).
            if m.lane < 32 && mask >> m.lane & 1 == 0 {
                return Err((
                    i,
                    format!(
                        "`{name}` called by lane {} with mask {mask:#010x}, which does not name \
                         it (undefined in CUDA)",
                        m.lane
                    ),
                ));
            }
            if mask & !set != 0 {
                return Err((
                    i,
                    format!(
                    "`{name}` called with mask {mask:#010x} by lane {}: lanes {} are not in the \
                     communicating set (lanes {}), so they can never take part",
                    m.lane,
                    frontend::builtins::lanes_text(mask & !set),
                    frontend::builtins::lanes_text(set)
                ),
                ));
            }
        }
    }
    // The lanes a thread's vote ranges over: its mask, or the whole set.
    let over = |m: &Member| {
        if op.builtin.has_mask() {
            mask_of(m) & set
        } else {
            set
        }
    };
    let by_lane = |lane: u32| members.iter().find(|m| m.lane == lane);
    let pred = |m: &Member, i: usize| m.args.get(i).copied().unwrap_or(0) != 0;
    // The lanes whose vote (argument `i`) is true, found once per group: a
    // member's ballot is those of them its mask names.
    let votes = |i: usize| {
        members
            .iter()
            .filter(|o| pred(o, i))
            .fold(0u64, |acc, o| acc | 1u64 << o.lane)
    };
    let voted = match op.builtin {
        Builtin::BallotSync | Builtin::AnySync | Builtin::AllSync => votes(1),
        Builtin::Ballot | Builtin::Any | Builtin::All => votes(0),
        _ => 0,
    };
    let ballot = |m: &Member| over(m) & voted;
    // A reduction's result for the last lanes it ranged over: members mostly pass
    // the same mask.
    let mut reduced: Option<(u64, u64)> = None;
    for (i, m) in members.iter().enumerate() {
        let r = match op.builtin {
            Builtin::SyncThreads | Builtin::SyncWarp => 0,
            Builtin::ActiveMask => set & 0xffff_ffff,
            Builtin::BallotSync => ballot(m) & 0xffff_ffff,
            Builtin::Ballot => ballot(m),
            Builtin::AnySync | Builtin::Any => (ballot(m) != 0) as u64,
            Builtin::AllSync | Builtin::All => (ballot(m) == over(m)) as u64,
            Builtin::SyncThreadsCount => members.iter().filter(|o| pred(o, 0)).count() as u64,
            Builtin::SyncThreadsAnd => members.iter().all(|o| pred(o, 0)) as u64,
            Builtin::SyncThreadsOr => members.iter().any(|o| pred(o, 0)) as u64,
            Builtin::ReduceAddSync
            | Builtin::ReduceMinSync
            | Builtin::ReduceMaxSync
            | Builtin::ReduceAndSync
            | Builtin::ReduceOrSync
            | Builtin::ReduceXorSync => {
                let lanes = over(m);
                match reduced {
                    Some((l, r)) if l == lanes => r,
                    _ => {
                        let mut values = members
                            .iter()
                            .filter(|o| lanes >> o.lane & 1 == 1)
                            .map(|o| o.args[1] & 0xffff_ffff);
                        let first = values.next().unwrap_or(0);
                        let r = values.fold(first, |acc, x| reduce(op, acc, x)) & 0xffff_ffff;
                        reduced = Some((lanes, r));
                        r
                    }
                }
            }
            Builtin::MatchAnySync => {
                members
                    .iter()
                    .filter(|o| over(m) >> o.lane & 1 == 1 && o.args[1] == m.args[1])
                    .fold(0u64, |acc, o| acc | 1u64 << o.lane)
                    & 0xffff_ffff
            }
            Builtin::MatchAllSync => {
                let same = members
                    .iter()
                    .filter(|o| over(m) >> o.lane & 1 == 1)
                    .all(|o| o.args[1] == m.args[1]);
                if same {
                    over(m)
                } else {
                    0
                }
            }
            _ if op.builtin.shuffled_value().is_some() => {
                let vi = op.builtin.shuffled_value().unwrap_or(0);
                let own = m.args[vi];
                let arg = m.args.get(vi + 1).copied().unwrap_or(0);
                let width = match m.args.get(vi + 2) {
                    Some(&w) => value::sext(w, 32),
                    None => warp_size as i64,
                };
                if width <= 0 || width > warp_size as i64 || width & (width - 1) != 0 {
                    return Err((
                        i,
                        format!(
                            "`{name}` with width {width}: the width must be a power of two \
                             no larger than the warp size ({warp_size})"
                        ),
                    ));
                }
                match source_lane(op.builtin, m.lane, arg, width as u32, warp_size) {
                    Some(src) if set >> src & 1 == 1 => by_lane(src).map_or(own, |o| o.args[vi]),
                    _ => own,
                }
            }
            other => return Err((i, format!("`{}` is not a convergent builtin", other.name()))),
        };
        out.push(r);
    }
    Ok(())
}

/// Two values combined by a `__reduce_*_sync` (32-bit; min and max read
/// them as the op's type says).
fn reduce(op: Op, a: u64, b: u64) -> u64 {
    let less = value::compare(frontend::model::BinaryOp::Lt, op.ty, a, b);
    match op.builtin {
        Builtin::ReduceMinSync => {
            if less {
                a
            } else {
                b
            }
        }
        Builtin::ReduceMaxSync => {
            if less {
                b
            } else {
                a
            }
        }
        Builtin::ReduceAndSync => a & b,
        Builtin::ReduceOrSync => a | b,
        Builtin::ReduceXorSync => a ^ b,
        _ => a.wrapping_add(b),
    }
}

/// What a call stores through an out-parameter once its group has
/// communicated: `__match_all_sync(mask, value, int *pred)` sets `*pred` to
/// whether all values matched (its result is then the mask, never 0).
pub fn out_parameter(op: Op, args: &[u64], result: u64) -> Option<(u64, Ty, u64)> {
    match op.builtin {
        Builtin::MatchAllSync => Some((*args.get(2)?, Ty::I32, (result != 0) as u64)),
        _ => None,
    }
}

/// Shuffle reads that CUDA leaves undefined: a source lane inside the
/// caller's segment that is not in the communicating set (it did not execute
/// this instance) or, below lane 32, that the caller's mask does not name.
/// [`execute`] returns the caller's own value there; an H100 returned 0
/// (README, "Checking on a GPU": `duff_shuffle`). Each as (member index,
/// source lane); for a group that [`execute`] accepted.
pub fn undefined_reads(op: Op, members: &[Member], warp_size: u32) -> Vec<(usize, u32)> {
    let Some(vi) = op.builtin.shuffled_value() else {
        return Vec::new();
    };
    let set: u64 = members.iter().fold(0, |m, x| m | 1u64 << x.lane);
    members
        .iter()
        .enumerate()
        .filter_map(|(i, m)| {
            let arg = m.args.get(vi + 1).copied().unwrap_or(0);
            let width = m
                .args
                .get(vi + 2)
                .map_or(warp_size, |&w| value::sext(w, 32) as u32);
            let src = source_lane(op.builtin, m.lane, arg, width, warp_size)?;
            let named = match m.args.first() {
                Some(&mask) if op.builtin.has_mask() && src < 32 => mask & set,
                _ => set,
            };
            (named >> src & 1 == 0).then_some((i, src))
        })
        .collect()
}

/// The lane a shuffle reads (CUDA's lane arithmetic, [`Builtin::shuffle_source`]).
fn source_lane(b: Builtin, lane: u32, arg: u64, width: u32, warp_size: u32) -> Option<u32> {
    b.shuffle_source(lane, value::sext(arg, 32), width, warp_size)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn members(lanes: &[u32], args: impl Fn(u32) -> Vec<u64>) -> Vec<Member> {
        lanes
            .iter()
            .map(|&lane| Member {
                lane,
                args: args(lane).into(),
            })
            .collect()
    }

    /// `b`'s results for `members`, or the member it rejects.
    fn results(
        b: Builtin,
        members: &[Member],
        warp_size: u32,
        warp_lanes: u32,
    ) -> Result<Vec<u64>, (usize, String)> {
        let mut out = Vec::new();
        execute(op(b), members, (warp_size, warp_lanes), &mut out).map(|()| out)
    }

    fn op(b: Builtin) -> Op {
        Op {
            builtin: b,
            ty: Ty::I32,
        }
    }

    #[test]
    fn ballot_and_activemask_see_the_communicating_set() {
        let ms = members(&[1, 2, 5], |l| vec![0b100110, (l != 2) as u64]);
        assert_eq!(
            results(Builtin::BallotSync, &ms, 32, 32),
            Ok(vec![0b100010; 3])
        );
        assert_eq!(
            results(Builtin::ActiveMask, &ms, 32, 32),
            Ok(vec![0b100110; 3])
        );
        assert_eq!(results(Builtin::AllSync, &ms, 32, 32), Ok(vec![0; 3]));
        assert_eq!(results(Builtin::AnySync, &ms, 32, 32), Ok(vec![1; 3]));
    }

    /// Each caller's vote or reduction ranges over its own mask's lanes, though
    /// a group's votes are gathered once and a reduction is reused for the
    /// next member with the same mask.
    #[test]
    fn votes_and_reductions_range_over_each_callers_mask() {
        let ms = members(&[0, 1, 2, 3], |l| {
            vec![
                if l < 2 { 0b0011 } else { 0b1100 },
                [1, 0, 1, 1][l as usize],
            ]
        });
        assert_eq!(
            results(Builtin::BallotSync, &ms, 32, 32),
            Ok(vec![0b0001, 0b0001, 0b1100, 0b1100])
        );
        assert_eq!(results(Builtin::AllSync, &ms, 32, 32), Ok(vec![0, 0, 1, 1]));
        assert_eq!(results(Builtin::AnySync, &ms, 32, 32), Ok(vec![1, 1, 1, 1]));
        // Lane 1 sums lanes 0-1; the others lanes 0, 2 and 3 (values are lane + 1).
        let ms = members(&[0, 1, 2, 3], |l| {
            vec![if l == 1 { 0b0011 } else { 0b1101 }, u64::from(l + 1)]
        });
        assert_eq!(
            results(Builtin::ReduceAddSync, &ms, 32, 32),
            Ok(vec![1 + 3 + 4, 1 + 2, 1 + 3 + 4, 1 + 3 + 4])
        );
    }

    #[test]
    fn a_mask_naming_absent_lanes_is_an_error() {
        let ms = members(&[0, 1, 2, 3], |_| vec![0xffff_ffff, 1]);
        assert_eq!(
            results(Builtin::BallotSync, &ms, 32, 32),
            Err((
                0,
                "`__ballot_sync` called with mask 0xffffffff by lane 0: lanes 4-31 are not in \
                 the communicating set (lanes 0-3), so they can never take part"
                    .into()
            ))
        );
    }

    #[test]
    fn shuffles_follow_cuda_lane_arithmetic() {
        let full: Vec<u32> = (0..8).collect();
        let ms = members(&full, |l| vec![0xff, 100 + l as u64, 1]);
        // down by 1: lane 7 keeps its own value.
        assert_eq!(
            results(Builtin::ShflDownSync, &ms, 8, 8),
            Ok(vec![101, 102, 103, 104, 105, 106, 107, 107])
        );
        assert_eq!(
            results(Builtin::ShflUpSync, &ms, 8, 8),
            Ok(vec![100, 100, 101, 102, 103, 104, 105, 106])
        );
        // width 4: xor 1 stays in the segment; index 1 reads lane 1 of the segment.
        let ms = members(&full, |l| vec![0xff, 100 + l as u64, 1, 4]);
        assert_eq!(
            results(Builtin::ShflSync, &ms, 8, 8),
            Ok(vec![101, 101, 101, 101, 105, 105, 105, 105])
        );
        // A source lane outside the set returns the caller's value, and is undefined.
        let ms = members(&[0, 1], |l| vec![0b11, 100 + l as u64, 5]);
        assert_eq!(results(Builtin::ShflSync, &ms, 8, 8), Ok(vec![100, 101]));
        assert_eq!(
            undefined_reads(op(Builtin::ShflSync), &ms, 8),
            [(0, 5), (1, 5)]
        );
        // In the set but not in the caller's mask: undefined too. Past the segment's
        // end `down` keeps the caller's value, as CUDA defines it.
        let ms = members(&[0, 1, 2, 3], |l| {
            vec![if l < 2 { 0b0011 } else { 0b1100 }, 100 + l as u64, 1, 4]
        });
        assert_eq!(undefined_reads(op(Builtin::ShflDownSync), &ms, 8), [(1, 2)]);
        let ms = members(&full, |l| vec![0xff, 100 + l as u64, 1]);
        assert_eq!(undefined_reads(op(Builtin::ShflDownSync), &ms, 8), []);
        assert_eq!(undefined_reads(op(Builtin::BallotSync), &ms, 8), []);
    }
}
