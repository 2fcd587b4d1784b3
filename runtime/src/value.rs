//! Scalar values as both engines hold them: 64 bits read according to a
//! [`Ty`]. Integers are kept zero-extended to their width (masked), so LLVM's
//! sign-agnostic integers and C's typed ones share one representation, and
//! signedness matters only to the operations that read it (division, shifts,
//! comparisons, widening). `float` is its IEEE bits in the low 32 bits.

use frontend::model::{BinaryOp, IntType, Type};

/// The type of a scalar value: how its 64 bits are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ty {
    /// An integer of `bits` (1 to 64); `signed` only says how operations read it.
    I {
        /// The width in bits; the value is kept masked to it.
        bits: u8,
        /// Whether division, shifts, comparisons and widening treat it as signed.
        signed: bool,
    },
    /// A `float`: its IEEE bits in the low 32 bits.
    F32,
    /// A `double`: its IEEE bits.
    F64,
    /// A pointer into the run's memory: a region and an offset in it.
    Ptr,
}

impl Ty {
    pub(crate) const I32: Ty = Ty::I {
        bits: 32,
        signed: true,
    };
    pub(crate) const U32: Ty = Ty::I {
        bits: 32,
        signed: false,
    };
    pub(crate) const I64: Ty = Ty::I {
        bits: 64,
        signed: true,
    };
    pub(crate) const U64: Ty = Ty::I {
        bits: 64,
        signed: false,
    };

    /// The scalar type of a C type (`None` for void, arrays, structs and unions).
    pub(crate) fn of(t: &Type) -> Option<Ty> {
        match t {
            Type::Int(IntType { bits, signed }) => Some(Ty::I {
                bits: *bits,
                signed: *signed,
            }),
            Type::Float => Some(Ty::F32),
            Type::Double => Some(Ty::F64),
            Type::Pointer(_) => Some(Ty::Ptr),
            Type::Void | Type::Array(..) | Type::Record(_) => None,
        }
    }

    /// Bytes in memory (`_Bool` and `i1` take one byte).
    pub(crate) fn size(self) -> u64 {
        match self {
            Ty::I { bits, .. } => (bits as u64).div_ceil(8),
            Ty::F32 => 4,
            Ty::F64 | Ty::Ptr => 8,
        }
    }

    pub(crate) fn is_float(self) -> bool {
        matches!(self, Ty::F32 | Ty::F64)
    }

    /// An unsigned integer of `bits`.
    pub(crate) const fn unsigned(bits: u8) -> Ty {
        Ty::I {
            bits,
            signed: false,
        }
    }

    /// The same width read as signed or unsigned.
    pub(crate) fn with_sign(self, signed: bool) -> Ty {
        match self {
            Ty::I { bits, .. } => Ty::I { bits, signed },
            other => other,
        }
    }
}

#[inline]
pub(crate) fn mask(bits: u8) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// Sign-extends the low `bits` of `v`.
pub(crate) fn sext(v: u64, bits: u8) -> i64 {
    if bits >= 64 {
        v as i64
    } else {
        let shift = 64 - bits as u32;
        ((v << shift) as i64) >> shift
    }
}

pub(crate) fn f32_of(v: u64) -> f32 {
    f32::from_bits(v as u32)
}

pub(crate) fn f64_of(v: u64) -> f64 {
    f64::from_bits(v)
}

pub(crate) fn from_f32(x: f32) -> u64 {
    x.to_bits() as u64
}

pub(crate) fn from_f64(x: f64) -> u64 {
    x.to_bits()
}

/// The value as a signed 128-bit integer, reading integers by their signedness.
pub(crate) fn to_i128(ty: Ty, v: u64) -> i128 {
    match ty {
        Ty::I { bits, signed: true } => sext(v, bits) as i128,
        _ => v as i128,
    }
}

/// The canonical bits of an integer value of type `ty` (truncated).
pub(crate) fn int(ty: Ty, v: i128) -> u64 {
    match ty {
        Ty::I { bits, .. } => (v as u64) & mask(bits),
        _ => v as u64,
    }
}

/// Whether a scalar is non-zero (C's truth; `-0.0` is false).
pub(crate) fn truth(ty: Ty, v: u64) -> bool {
    match ty {
        Ty::F32 => f32_of(v) != 0.0,
        Ty::F64 => f64_of(v) != 0.0,
        _ => v != 0,
    }
}

/// An operation whose result C and LLVM leave undefined; both engines stop
/// with this message rather than invent a value.
pub(crate) type Undefined = String;

/// Arithmetic and bitwise operations on two values of type `ty`.
pub(crate) fn binary(op: BinaryOp, ty: Ty, a: u64, b: u64) -> Result<u64, Undefined> {
    match ty {
        Ty::I { bits, signed } => int_binary(op, bits, signed, a, b),
        Ty::F32 => {
            let (x, y) = (f32_of(a), f32_of(b));
            Ok(from_f32(match op {
                BinaryOp::Add => x + y,
                BinaryOp::Sub => x - y,
                BinaryOp::Mul => x * y,
                BinaryOp::Div => x / y,
                BinaryOp::Rem => x % y,
                _ => return Err(format!("`{}` on `float`", op.symbol())),
            }))
        }
        Ty::F64 => {
            let (x, y) = (f64_of(a), f64_of(b));
            Ok(from_f64(match op {
                BinaryOp::Add => x + y,
                BinaryOp::Sub => x - y,
                BinaryOp::Mul => x * y,
                BinaryOp::Div => x / y,
                BinaryOp::Rem => x % y,
                _ => return Err(format!("`{}` on `double`", op.symbol())),
            }))
        }
        // Pointers only meet bitwise and additive operations as integers.
        Ty::Ptr => int_binary(op, 64, false, a, b),
    }
}

/// [`binary`] for the operations that cannot fail (integer arithmetic but
/// division and shifts, float arithmetic), inlined into the engines' loops (a
/// call returning a `Result` was a quarter of an engine's time); `None` for
/// the others.
#[inline(always)]
pub(crate) fn binary_infallible(op: BinaryOp, ty: Ty, a: u64, b: u64) -> Option<u64> {
    match (ty, op) {
        (Ty::I { bits, .. }, _) => {
            let r = match op {
                BinaryOp::Add => a.wrapping_add(b),
                BinaryOp::Sub => a.wrapping_sub(b),
                BinaryOp::Mul => a.wrapping_mul(b),
                BinaryOp::BitAnd => a & b,
                BinaryOp::BitOr => a | b,
                BinaryOp::BitXor => a ^ b,
                _ => return None,
            };
            Some(r & mask(bits))
        }
        (Ty::F32, BinaryOp::Add) => Some(from_f32(f32_of(a) + f32_of(b))),
        (Ty::F32, BinaryOp::Sub) => Some(from_f32(f32_of(a) - f32_of(b))),
        (Ty::F32, BinaryOp::Mul) => Some(from_f32(f32_of(a) * f32_of(b))),
        (Ty::F64, BinaryOp::Add) => Some(from_f64(f64_of(a) + f64_of(b))),
        (Ty::F64, BinaryOp::Sub) => Some(from_f64(f64_of(a) - f64_of(b))),
        (Ty::F64, BinaryOp::Mul) => Some(from_f64(f64_of(a) * f64_of(b))),
        _ => None,
    }
}

/// [`binary`] with [`binary_infallible`]'s operations inlined: what the
/// engines' loops call.
#[inline(always)]
pub(crate) fn binary_inline(op: BinaryOp, ty: Ty, a: u64, b: u64) -> Result<u64, Undefined> {
    match binary_infallible(op, ty, a, b) {
        Some(r) => Ok(r),
        None => binary(op, ty, a, b),
    }
}

fn int_binary(op: BinaryOp, bits: u8, signed: bool, a: u64, b: u64) -> Result<u64, Undefined> {
    let m = mask(bits);
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    let r = match op {
        BinaryOp::Add => a.wrapping_add(b),
        BinaryOp::Sub => a.wrapping_sub(b),
        BinaryOp::Mul => a.wrapping_mul(b),
        BinaryOp::Div | BinaryOp::Rem => {
            if b & m == 0 {
                return Err("division by zero".into());
            }
            if signed {
                if bits > 1 && sa == sext(1u64 << (bits - 1), bits) && sb == -1 {
                    return Err(format!("signed division overflow ({sa} / -1)"));
                }
                if op == BinaryOp::Div {
                    (sa / sb) as u64
                } else {
                    (sa % sb) as u64
                }
            } else if op == BinaryOp::Div {
                (a & m) / (b & m)
            } else {
                (a & m) % (b & m)
            }
        }
        BinaryOp::Shl | BinaryOp::Shr => {
            let count = if signed { sb as i128 } else { (b & m) as i128 };
            if count < 0 || count >= bits as i128 {
                return Err(format!(
                    "shift by {count} is out of range for a {bits}-bit integer"
                ));
            }
            if op == BinaryOp::Shl {
                a << count
            } else if signed {
                (sa >> count) as u64
            } else {
                (a & m) >> count
            }
        }
        BinaryOp::BitAnd => a & b,
        BinaryOp::BitOr => a | b,
        BinaryOp::BitXor => a ^ b,
        BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge => {
            compare(op, Ty::I { bits, signed }, a, b) as u64
        }
    };
    Ok(r & m)
}

/// A comparison; floats compare as IEEE (ordered: NaN is unequal to all).
#[inline]
pub(crate) fn compare(op: BinaryOp, ty: Ty, a: u64, b: u64) -> bool {
    use std::cmp::Ordering;
    let ord = match ty {
        Ty::I { bits, signed: true } => Some(sext(a, bits).cmp(&sext(b, bits))),
        Ty::I { bits, .. } => Some((a & mask(bits)).cmp(&(b & mask(bits)))),
        Ty::Ptr => Some(a.cmp(&b)),
        Ty::F32 => f32_of(a).partial_cmp(&f32_of(b)),
        Ty::F64 => f64_of(a).partial_cmp(&f64_of(b)),
    };
    match (op, ord) {
        (BinaryOp::Ne, None) => true,
        (_, None) => false,
        (BinaryOp::Eq, Some(o)) => o == Ordering::Equal,
        (BinaryOp::Ne, Some(o)) => o != Ordering::Equal,
        (BinaryOp::Lt, Some(o)) => o == Ordering::Less,
        (BinaryOp::Le, Some(o)) => o != Ordering::Greater,
        (BinaryOp::Gt, Some(o)) => o == Ordering::Greater,
        (BinaryOp::Ge, Some(o)) => o != Ordering::Less,
        _ => false,
    }
}

pub(crate) fn negate(ty: Ty, v: u64) -> u64 {
    match ty {
        Ty::I { bits, .. } => v.wrapping_neg() & mask(bits),
        Ty::F32 => from_f32(-f32_of(v)),
        Ty::F64 => from_f64(-f64_of(v)),
        Ty::Ptr => v.wrapping_neg(),
    }
}

/// Whether C defines the conversion of `v` from `from` to `to`: a floating
/// value converted to an integer (not `_Bool`) must fit once truncated.
pub(crate) fn check_float_to_int(from: Ty, to: Ty, v: u64) -> Result<(), Undefined> {
    match (from, to) {
        (Ty::F32 | Ty::F64, Ty::I { bits, signed }) if bits > 1 => {
            let x = if from == Ty::F32 {
                f32_of(v) as f64
            } else {
                f64_of(v)
            };
            crate::library::float_to_int_range(x, bits, signed)
        }
        _ => Ok(()),
    }
}

/// C's conversion of a scalar from one type to another (`_Bool` is `!= 0`;
/// float to integer truncates toward zero and saturates, as the hardware does).
pub(crate) fn convert(from: Ty, to: Ty, v: u64) -> u64 {
    match (from, to) {
        (_, Ty::I { bits: 1, .. }) => truth(from, v) as u64,
        (Ty::I { .. } | Ty::Ptr, Ty::I { .. } | Ty::Ptr) => {
            let wide = to_i128(from, v);
            int(to, wide)
        }
        (Ty::I { .. } | Ty::Ptr, Ty::F32) => from_f32(match from {
            Ty::I { bits, signed: true } => sext(v, bits) as f32,
            _ => v as f32,
        }),
        (Ty::I { .. } | Ty::Ptr, Ty::F64) => from_f64(match from {
            Ty::I { bits, signed: true } => sext(v, bits) as f64,
            _ => v as f64,
        }),
        (Ty::F32 | Ty::F64, Ty::I { bits, signed }) => {
            let x = if from == Ty::F32 {
                f32_of(v) as f64
            } else {
                f64_of(v)
            };
            let lo = if signed {
                -(2f64.powi(bits as i32 - 1))
            } else {
                0.0
            };
            let hi = if signed {
                2f64.powi(bits as i32 - 1) - 1.0
            } else {
                2f64.powi(bits as i32) - 1.0
            };
            let clamped = if x.is_nan() {
                0.0
            } else {
                x.trunc().clamp(lo, hi)
            };
            int(to, clamped as i128)
        }
        (Ty::F32 | Ty::F64, Ty::Ptr) => convert(from, Ty::U64, v),
        (Ty::F32, Ty::F64) => from_f64(f32_of(v) as f64),
        (Ty::F64, Ty::F32) => from_f32(f64_of(v) as f32),
        (Ty::F32, Ty::F32) | (Ty::F64, Ty::F64) => v,
    }
}

/// A value as JSON: integers by their signedness, floats as numbers (NaN and
/// infinities, which JSON cannot hold, as strings).
pub(crate) fn to_json(ty: Ty, v: u64) -> serde_json::Value {
    let float = |x: f64| {
        serde_json::Number::from_f64(x)
            .map(serde_json::Value::Number)
            .unwrap_or_else(|| serde_json::Value::String(x.to_string()))
    };
    match ty {
        Ty::I { bits, signed: true } => sext(v, bits).into(),
        Ty::I { bits, .. } => (v & mask(bits)).into(),
        Ty::Ptr => v.into(),
        Ty::F32 => float(f32_of(v) as f64),
        Ty::F64 => float(f64_of(v)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const I8: Ty = Ty::I {
        bits: 8,
        signed: true,
    };
    const BOOL: Ty = Ty::I {
        bits: 1,
        signed: false,
    };

    #[test]
    fn integers_wrap_to_their_width_and_read_their_sign() {
        assert_eq!(binary(BinaryOp::Add, I8, 127, 1), Ok(0x80));
        assert_eq!(to_i128(I8, 0x80), -128);
        assert_eq!(
            binary(BinaryOp::Div, Ty::I32, int(Ty::I32, -7), 2),
            Ok(int(Ty::I32, -3))
        );
        assert_eq!(binary(BinaryOp::Rem, Ty::U32, 7, 4), Ok(3));
        assert_eq!(
            binary(BinaryOp::Shr, Ty::I32, int(Ty::I32, -8), 1),
            Ok(int(Ty::I32, -4))
        );
        assert_eq!(
            binary(BinaryOp::Shr, Ty::U32, int(Ty::I32, -8), 1),
            Ok(0x7fff_fffc)
        );
        assert!(compare(BinaryOp::Lt, Ty::I32, int(Ty::I32, -1), 0));
        assert!(!compare(BinaryOp::Lt, Ty::U32, int(Ty::I32, -1), 0));
    }

    #[test]
    fn undefined_operations_are_reported() {
        assert_eq!(
            binary(BinaryOp::Div, Ty::I32, 1, 0),
            Err("division by zero".into())
        );
        assert_eq!(
            binary(BinaryOp::Shl, Ty::U32, 1, 32),
            Err("shift by 32 is out of range for a 32-bit integer".into())
        );
        assert!(binary(
            BinaryOp::Div,
            Ty::I32,
            int(Ty::I32, i32::MIN as i128),
            int(Ty::I32, -1)
        )
        .is_err());
    }

    #[test]
    fn the_inlined_operations_compute_what_binary_does() {
        use BinaryOp::*;
        let ops = [
            Add, Sub, Mul, Div, Rem, Shl, Shr, BitAnd, BitOr, BitXor, Eq, Ne, Lt, Le, Gt, Ge,
        ];
        let types = [
            I8,
            BOOL,
            Ty::I32,
            Ty::U32,
            Ty::I64,
            Ty::U64,
            Ty::Ptr,
            Ty::F32,
            Ty::F64,
        ];
        let values = [
            0,
            1,
            2,
            0x7f,
            0x80,
            0xff,
            0xffff_ffff,
            u64::MAX,
            from_f32(-1.5),
        ];
        let mut inlined = 0;
        for op in ops {
            for ty in types {
                for a in values {
                    for b in values {
                        if let Some(r) = binary_infallible(op, ty, a, b) {
                            inlined += 1;
                            assert_eq!(Ok(r), binary(op, ty, a, b), "{op:?} {ty:?} {a:#x} {b:#x}");
                        }
                    }
                }
            }
        }
        // Six integer operations on the six integer types, three on the two float types.
        assert_eq!(inlined, (6 * 6 + 3 * 2) * values.len() * values.len());
    }

    #[test]
    fn conversions_follow_c() {
        assert_eq!(convert(Ty::I32, BOOL, 5), 1);
        assert_eq!(convert(Ty::F32, BOOL, from_f32(-0.0)), 0);
        assert_eq!(convert(I8, Ty::U32, 0xff), 0xffff_ffff);
        assert_eq!(convert(Ty::U32, Ty::I64, 0xffff_ffff), 0xffff_ffff);
        assert_eq!(convert(Ty::F64, Ty::I32, from_f64(-2.9)), int(Ty::I32, -2));
        assert_eq!(convert(Ty::F64, Ty::I32, from_f64(1e20)), i32::MAX as u64);
        assert_eq!(f32_of(convert(Ty::I32, Ty::F32, int(Ty::I32, -3))), -3.0);
    }
}
