//! The math library and `printf`, shared by both engines so they compute and
//! print the same.
//!
//! Accuracy: the engines use Rust's `f32`/`f64` functions (and the C
//! library's `erf`, which Rust's std lacks, and `acosh`, whose Rust version overflows
//! near the largest doubles), correctly rounded or within an
//! ulp or two of it. GPUs document larger errors (CUDA's `expf` 2 ulp,
//! `__expf` far more; `docs/builtins.md` lists tangle's device library), so a
//! kernel whose result depends on the last bits can differ on hardware. The
//! fast intrinsics (`__expf`, `__sinf`, ...) compute what the precise
//! functions compute here.

use crate::memory::Memory;
use crate::value::{f32_of, f64_of, from_f32, from_f64};
use frontend::math::{MathFn, MathOp, Prec};
use frontend::printf;

unsafe extern "C" {
    // The C library's (glibc's libm, which Rust's std links on Linux).
    fn erf(x: f64) -> f64;
    fn erff(x: f32) -> f32;
    // Rust's `acosh` overflows to infinity above about 8.9e307 (it adds x to x).
    fn acosh(x: f64) -> f64;
    fn acoshf(x: f32) -> f32;
    fn frexp(x: f64, exp: *mut std::ffi::c_int) -> f64;
    fn frexpf(x: f32, exp: *mut std::ffi::c_int) -> f32;
    fn remquo(x: f64, y: f64, quo: *mut std::ffi::c_int) -> f64;
    fn remquof(x: f32, y: f32, quo: *mut std::ffi::c_int) -> f32;
}

/// C's `frexp` of a float (`wide` false) or double given as its bits: the fraction's bits
/// and the exponent.
pub(crate) fn fraction_exponent(wide: bool, x: u64) -> (u64, i32) {
    let mut e: std::ffi::c_int = 0;
    // SAFETY: pure C functions writing one int through a valid pointer.
    let m = unsafe {
        if wide {
            from_f64(frexp(f64_of(x), &mut e))
        } else {
            from_f32(frexpf(f32_of(x), &mut e))
        }
    };
    (m, e)
}

/// C's `remquo` of two floats or doubles given as their bits: the remainder's bits, and the
/// quotient's sign with (at least) its low 3 bits.
pub(crate) fn remainder_quotient(wide: bool, x: u64, y: u64) -> (u64, i32) {
    let mut q: std::ffi::c_int = 0;
    // SAFETY: pure C functions writing one int through a valid pointer.
    let r = unsafe {
        if wide {
            from_f64(remquo(f64_of(x), f64_of(y), &mut q))
        } else {
            from_f32(remquof(f32_of(x), f32_of(y), &mut q))
        }
    };
    (r, q)
}

/// `sincos`: the sine's and cosine's bits, as `sin` and `cos` compute them.
pub(crate) fn sine_cosine(wide: bool, x: u64) -> (u64, u64) {
    if wide {
        (from_f64(f64_of(x).sin()), from_f64(f64_of(x).cos()))
    } else {
        (from_f32(f32_of(x).sin()), from_f32(f32_of(x).cos()))
    }
}

/// `f` on `args` (floating values as their bits; classifications return an
/// `int`).
pub(crate) fn math(f: MathFn, args: &[u64]) -> u64 {
    let a = |i: usize| args.get(i).copied().unwrap_or(0);
    match f.prec {
        Prec::F32 => {
            let x = f32_of(a(0));
            let y = f32_of(a(1));
            if f.op.is_classification() {
                return classify(f.op, x as f64);
            }
            // SAFETY: `erff` and `acoshf` are pure C functions of one float.
            let (erf32, acosh32) = (|x: f32| unsafe { erff(x) }, |x: f32| unsafe { acoshf(x) });
            from_f32(match f.op {
                MathOp::Fma => x.mul_add(y, f32_of(a(2))),
                MathOp::Exp10 => 10f32.powf(x),
                MathOp::Erf => erf32(x),
                MathOp::Acosh => acosh32(x),
                op => float32(op, x, y),
            })
        }
        Prec::F64 => {
            let x = f64_of(a(0));
            let y = f64_of(a(1));
            if f.op.is_classification() {
                return classify(f.op, x);
            }
            // SAFETY: `erf` and `acosh` are pure C functions of one double.
            let (erf64, acosh64) = (|x: f64| unsafe { erf(x) }, |x: f64| unsafe { acosh(x) });
            from_f64(match f.op {
                MathOp::Fma => x.mul_add(y, f64_of(a(2))),
                MathOp::Exp10 => 10f64.powf(x),
                MathOp::Erf => erf64(x),
                MathOp::Acosh => acosh64(x),
                op => float64(op, x, y),
            })
        }
    }
}

macro_rules! float_op {
    ($name:ident, $t:ty) => {
        fn $name(op: MathOp, x: $t, y: $t) -> $t {
            use MathOp::*;
            match op {
                Sqrt => x.sqrt(),
                Rsqrt => 1.0 / x.sqrt(),
                Cbrt => x.cbrt(),
                Exp => x.exp(),
                Exp2 => x.exp2(),
                Expm1 => x.exp_m1(),
                Log => x.ln(),
                Log2 => x.log2(),
                Log10 => x.log10(),
                Log1p => x.ln_1p(),
                Pow => x.powf(y),
                Sin => x.sin(),
                Cos => x.cos(),
                Tan => x.tan(),
                Asin => x.asin(),
                Acos => x.acos(),
                Atan => x.atan(),
                Atan2 => x.atan2(y),
                Sinh => x.sinh(),
                Cosh => x.cosh(),
                Tanh => x.tanh(),
                Fabs => x.abs(),
                Floor => x.floor(),
                Ceil => x.ceil(),
                // C's round: halfway cases away from zero (Rust's `round`).
                Round => x.round(),
                Trunc => x.trunc(),
                // The default rounding mode: to nearest, ties to even.
                Rint => x.round_ties_even(),
                // C's fmax/fmin: a NaN operand yields the other (Rust's too).
                Fmax => x.max(y),
                Fmin => x.min(y),
                // C's fmod: the sign of x, exact (Rust's `%` on floats).
                Fmod => x % y,
                Copysign => x.copysign(y),
                Hypot => x.hypot(y),
                Div => x / y,
                Rcp => 1.0 / x,
                Saturate => {
                    if x.is_nan() {
                        0.0
                    } else {
                        x.clamp(0.0, 1.0)
                    }
                }
                // Handled by the caller.
                Fma | Exp10 | Erf | Acosh | IsNan | IsInf | IsInfSign | IsFinite | SignBit => {
                    <$t>::NAN
                }
            }
        }
    };
}

float_op!(float32, f32);
float_op!(float64, f64);

fn classify(op: MathOp, x: f64) -> u64 {
    let r: i32 = match op {
        MathOp::IsNan => x.is_nan() as i32,
        MathOp::IsInf => x.is_infinite() as i32,
        MathOp::IsInfSign if x.is_infinite() => {
            if x < 0.0 {
                -1
            } else {
                1
            }
        }
        MathOp::IsFinite => x.is_finite() as i32,
        MathOp::SignBit => x.is_sign_negative() as i32,
        _ => 0,
    };
    r as u32 as u64
}

/// LLVM's `llvm.is.fpclass` (Clang's `isnan`/`isfinite`): whether `x` is in
/// one of the classes of `mask` (bit 0 signaling NaN, 1 quiet NaN, 2 -inf,
/// 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7 +subnormal, 8 +normal, 9 +inf).
pub(crate) fn fpclass(x: f64, quiet_nan: bool, mask: u64) -> bool {
    use std::num::FpCategory::*;
    let neg = x.is_sign_negative();
    let bit = match (x.classify(), neg) {
        (Nan, _) => {
            if quiet_nan {
                1
            } else {
                0
            }
        }
        (Infinite, true) => 2,
        (Normal, true) => 3,
        (Subnormal, true) => 4,
        (Zero, true) => 5,
        (Zero, false) => 6,
        (Subnormal, false) => 7,
        (Normal, false) => 8,
        (Infinite, false) => 9,
    };
    mask >> bit & 1 == 1
}

/// One `printf` call's output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Printed {
    /// The linear id of the calling thread's block.
    pub block: u32,
    /// Global thread id.
    pub thread: u32,
    /// The formatted output, as the call wrote it.
    pub text: String,
}

/// `printf` output kept per run, as CUDA's device-side buffer holds it
/// (`cudaLimitPrintfFifoSize`, 1 MiB by default): later calls are dropped.
pub const PRINTF_BYTES: usize = 1 << 20;

/// A run's `printf` output in execution order: the calls that fit in
/// [`PRINTF_BYTES`], and how many did not.
#[derive(Debug, Default)]
pub(crate) struct PrintLog {
    pub(crate) kept: Vec<Printed>,
    bytes: usize,
    pub(crate) dropped: u64,
}

impl PrintLog {
    pub(crate) fn push(&mut self, p: Printed) {
        if self.bytes + p.text.len() > PRINTF_BYTES {
            self.dropped += 1;
        } else {
            self.bytes += p.text.len();
            self.kept.push(p);
        }
    }
}

/// Reads a NUL-terminated string (at most 64 KiB, as a guard against a
/// missing terminator in a huge buffer).
fn c_string(mem: &Memory, p: u64) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    for i in 0..(64u64 << 10) {
        let b = mem.load(
            p.wrapping_add(i),
            crate::value::Ty::I {
                bits: 8,
                signed: false,
            },
        )? as u8;
        if b == 0 {
            return Ok(out);
        }
        out.push(b);
    }
    Err("a string longer than 64 KiB (no terminating NUL?)".into())
}

/// `printf(format, args...)`: the text, the format read from memory.
pub(crate) fn printf(mem: &Memory, args: &[u64]) -> Result<String, String> {
    let (&format, rest) = args.split_first().ok_or("`printf` without a format")?;
    let format = c_string(mem, format)?;
    let pieces = printf::parse(&format).map_err(|m| format!("`printf`: {m}"))?;
    let bytes = printf::render(&pieces, rest, |p| c_string(mem, p))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// The message of a failed device `assert`, from `__assertfail(message, file, line,
/// function, char_size)`'s arguments; CUDA prints the same facts.
pub(crate) fn assert_failure(mem: &Memory, args: &[u64]) -> Result<String, String> {
    let text = |i: usize| -> Result<String, String> {
        let p = args.get(i).copied().unwrap_or(0);
        Ok(String::from_utf8_lossy(&c_string(mem, p)?).into_owned())
    };
    let line = args.get(2).copied().unwrap_or(0) as u32;
    Ok(format!(
        "assertion `{}` failed in `{}` ({}:{line}): the kernel stops, as CUDA's does",
        text(0)?,
        text(3)?,
        text(1)?
    ))
}

/// `puts`: the string and a newline (LLVM's form of `printf("%s\n", s)`
/// and of a `printf` whose format is a plain line).
pub(crate) fn puts(mem: &Memory, p: u64) -> Result<String, String> {
    let mut bytes = c_string(mem, p)?;
    bytes.push(b'\n');
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Float-to-integer conversion, undefined in C when the value (truncated)
/// does not fit the integer type or is NaN: the message both engines report.
pub(crate) fn float_to_int_range(x: f64, bits: u8, signed: bool) -> Result<(), String> {
    let t = x.trunc();
    let (lo, hi) = if signed {
        (-(2f64.powi(bits as i32 - 1)), 2f64.powi(bits as i32 - 1))
    } else {
        (0.0, 2f64.powi(bits as i32))
    };
    // `-0.0 < 0.0` is false: -0.9 truncates to -0.0, which fits unsigned.
    if t.is_nan() || t < lo || t >= hi {
        return Err(format!(
            "conversion of {x} to a {bits}-bit {} integer is out of range (undefined)",
            if signed { "signed" } else { "unsigned" }
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversion_ranges() {
        assert!(float_to_int_range(2147483647.0, 32, true).is_ok());
        assert!(float_to_int_range(2147483648.0, 32, true).is_err());
        assert!(float_to_int_range(-2147483648.0, 32, true).is_ok());
        assert!(float_to_int_range(-2147483649.0, 32, true).is_err());
        assert!(float_to_int_range(-0.9, 32, false).is_ok());
        assert!(float_to_int_range(-1.0, 32, false).is_err());
        assert!(float_to_int_range(4294967295.5, 32, false).is_ok());
        assert!(float_to_int_range(4294967296.0, 32, false).is_err());
        assert!(float_to_int_range(f64::NAN, 64, true).is_err());
        assert!(float_to_int_range(-(2f64.powi(63)), 64, true).is_ok());
        assert!(float_to_int_range(2f64.powi(63), 64, true).is_err());
        assert_eq!(
            float_to_int_range(3e10, 32, true).unwrap_err(),
            "conversion of 30000000000 to a 32-bit signed integer is out of range (undefined)"
        );
    }
}
