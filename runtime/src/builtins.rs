//! What the builtins that do not communicate compute (bit operations, casts,
//! lane masks, the clock, atomics), for both engines. Memory is sequentially
//! consistent in the schedule's order, so atomics are a load and a store that
//! nothing can come between, and fences have nothing to order.

use crate::library;
use crate::memory::Memory;
use crate::trace::ErrorKind;
use crate::value::{self, Ty};
use frontend::builtins::Builtin;
use frontend::model::BinaryOp;

/// What a builtin may read of the thread calling it.
#[derive(Debug, Clone, Copy)]
pub struct Caller {
    /// Its lane in the warp.
    pub lane: u32,
    /// `clock()`/`clock64()`: how many convergent operations the thread has
    /// completed. Deterministic and the same on both engines (step counts
    /// differ between them), and it never goes back.
    pub clock: u64,
}

/// The result of `b` on arguments `a` (values of the builtin's parameter
/// types; `ty` is the type of [`Builtin::value_arg`], or of the first argument).
pub fn execute(
    b: Builtin,
    ty: Ty,
    a: &[u64],
    mem: &mut Memory,
    caller: Caller,
) -> Result<u64, (ErrorKind, String)> {
    use Builtin::*;
    let arg = |i: usize| a.get(i).copied().unwrap_or(0);
    let lane = caller.lane as u64;
    // Lane masks are computed in 64 bits and cut to CUDA's 32, so lanes 32-63
    // of a wide warp are named by none.
    let below = if lane >= 64 {
        u64::MAX
    } else {
        (1u64 << lane) - 1
    };
    let own = if lane >= 64 { 0 } else { 1u64 << lane };
    Ok(match b {
        Ffs => ffs(arg(0) & 0xffff_ffff),
        Ffsll => ffs(arg(0)),
        Popc => (arg(0) as u32).count_ones() as u64,
        Popcll => arg(0).count_ones() as u64,
        Clz => (arg(0) as u32).leading_zeros() as u64,
        Clzll => arg(0).leading_zeros() as u64,
        Brev => (arg(0) as u32).reverse_bits() as u64,
        Brevll => arg(0).reverse_bits(),
        Mul24 => {
            let low24 = |v: u64| value::sext(v & 0xff_ffff, 24);
            (low24(arg(0)).wrapping_mul(low24(arg(1))) as u64) & 0xffff_ffff
        }
        Umul24 => ((arg(0) & 0xff_ffff) * (arg(1) & 0xff_ffff)) & 0xffff_ffff,
        // Values are bits: a float's are its IEEE bits, so casts keep them.
        FloatAsInt | IntAsFloat | FloatAsUint | UintAsFloat => arg(0) & 0xffff_ffff,
        DoubleAsLonglong | LonglongAsDouble => arg(0),
        LanemaskLt => below & 0xffff_ffff,
        LanemaskLe => (below | own) & 0xffff_ffff,
        LanemaskEq => own & 0xffff_ffff,
        LanemaskGt => !(below | own) & 0xffff_ffff,
        LanemaskGe => !below & 0xffff_ffff,
        LaneId => lane,
        Clock | Clock64 => caller.clock,
        ThreadFence | ThreadFenceBlock | ThreadFenceSystem => 0,
        Ldg => mem.load(arg(0), ty).map_err(|m| (ErrorKind::Memory, m))?,
        Sincosf | Sincos => {
            let (sin, cos) = library::sine_cosine(b == Sincos, arg(0));
            let store = |mem: &mut Memory, p, v| mem.store(p, ty, v);
            store(mem, arg(1), sin).map_err(|m| (ErrorKind::Memory, m))?;
            store(mem, arg(2), cos).map_err(|m| (ErrorKind::Memory, m))?;
            0
        }
        Frexpf | Frexp => {
            let (fraction, exponent) = library::fraction_exponent(b == Frexp, arg(0));
            mem.store(arg(1), Ty::I32, exponent as u32 as u64)
                .map_err(|m| (ErrorKind::Memory, m))?;
            fraction
        }
        Remquof | Remquo => {
            let (remainder, quotient) = library::remainder_quotient(b == Remquo, arg(0), arg(1));
            mem.store(arg(2), Ty::I32, quotient as u32 as u64)
                .map_err(|m| (ErrorKind::Memory, m))?;
            remainder
        }
        Trap => {
            return Err((
                ErrorKind::Trap,
                "`__trap()`: the kernel stops, as CUDA's does".into(),
            ))
        }
        AssertFail => {
            let message = library::assert_failure(mem, a).map_err(|m| (ErrorKind::Memory, m))?;
            return Err((ErrorKind::Trap, message));
        }
        Min | Max => {
            let less = value::compare(BinaryOp::Lt, ty, arg(0), arg(1));
            if less == (b == Min) {
                arg(0)
            } else {
                arg(1)
            }
        }
        _ if b.is_atomic() => {
            let p = arg(0);
            let old = mem.load(p, ty).map_err(|m| (ErrorKind::Memory, m))?;
            let new = atomic(b, ty, old, arg(1), arg(2));
            mem.store(p, ty, new).map_err(|m| (ErrorKind::Memory, m))?;
            old
        }
        other => {
            return Err((
                ErrorKind::Internal,
                format!("internal error: `{}` as a plain builtin", other.name()),
            ))
        }
    })
}

fn ffs(x: u64) -> u64 {
    if x == 0 {
        0
    } else {
        x.trailing_zeros() as u64 + 1
    }
}

/// The value an atomic stores, given the old one, its value operand `v` and,
/// for `atomicCAS`, the new value `w` (`v` is then the expected one).
fn atomic(b: Builtin, ty: Ty, old: u64, v: u64, w: u64) -> u64 {
    use Builtin::*;
    let m = match ty {
        Ty::I { bits, .. } => value::mask(bits),
        Ty::F32 => 0xffff_ffff,
        _ => u64::MAX,
    };
    let arith = |op| value::binary(op, ty, old, v).unwrap_or(old);
    match b {
        // Integer addition wraps; float addition cannot fail.
        AtomicAdd => arith(BinaryOp::Add),
        AtomicSub => arith(BinaryOp::Sub),
        AtomicExch => v,
        AtomicMin | AtomicMax => {
            let less = value::compare(BinaryOp::Lt, ty, old, v);
            if less == (b == AtomicMin) {
                old
            } else {
                v
            }
        }
        // CUDA: `((old >= val) ? 0 : (old + 1))`, unsigned.
        AtomicInc => {
            if old >= v {
                0
            } else {
                (old + 1) & m
            }
        }
        // CUDA: `(((old == 0) || (old > val)) ? val : (old - 1))`, unsigned.
        AtomicDec => {
            if old == 0 || old > v {
                v
            } else {
                old - 1
            }
        }
        AtomicCas => {
            if old == v {
                w
            } else {
                old
            }
        }
        AtomicAnd => old & v,
        AtomicOr => old | v,
        AtomicXor => old ^ v,
        _ => old,
    }
}
