//! The device math library and `printf`: functions a kernel calls by name,
//! none of them convergent. Kept apart from [`crate::builtins`] (the
//! convergence-relevant CUDA builtins): these only compute a value (or print).
//!
//! A name is a C library function (`sqrtf`, `pow`), one of CUDA's fast
//! intrinsics (`__expf`, `__fdividef`), or a classification macro as glibc's
//! `math.h` expands it (`__builtin_isnan`) or as CUDA declares it (`isnan`).

use crate::model::Type;

/// What a math function computes, whatever its precision or spelling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MathOp {
    /// `sqrt(x)`: the square root.
    Sqrt,
    /// `rsqrt(x)`: `1 / sqrt(x)` (CUDA).
    Rsqrt,
    /// `cbrt(x)`: the cube root.
    Cbrt,
    /// `exp(x)`: e to the `x`.
    Exp,
    /// `exp2(x)`: 2 to the `x`.
    Exp2,
    /// `exp10(x)`: 10 to the `x`.
    Exp10,
    /// `expm1(x)`: `exp(x) - 1`, accurate near 0.
    Expm1,
    /// `log(x)`: the natural logarithm.
    Log,
    /// `log2(x)`: the base-2 logarithm.
    Log2,
    /// `log10(x)`: the base-10 logarithm.
    Log10,
    /// `log1p(x)`: `log(1 + x)`, accurate near 0.
    Log1p,
    /// `pow(x, y)`: `x` to the `y`.
    Pow,
    /// `sin(x)` (radians).
    Sin,
    /// `cos(x)` (radians).
    Cos,
    /// `tan(x)` (radians).
    Tan,
    /// `asin(x)`: the arc sine.
    Asin,
    /// `acos(x)`: the arc cosine.
    Acos,
    /// `acosh(x)`: the inverse hyperbolic cosine.
    Acosh,
    /// `atan(x)`: the arc tangent.
    Atan,
    /// `atan2(y, x)`: the angle of the point (x, y).
    Atan2,
    /// `sinh(x)`: the hyperbolic sine.
    Sinh,
    /// `cosh(x)`: the hyperbolic cosine.
    Cosh,
    /// `tanh(x)`: the hyperbolic tangent.
    Tanh,
    /// `fabs(x)`: the absolute value.
    Fabs,
    /// `floor(x)`: rounded down.
    Floor,
    /// `ceil(x)`: rounded up.
    Ceil,
    /// `round(x)`: to the nearest integer, halves away from zero.
    Round,
    /// `trunc(x)`: rounded toward zero.
    Trunc,
    /// `rint(x)`: to the nearest integer in the current rounding mode (halves to even).
    Rint,
    /// `fmax(x, y)`: the larger, ignoring a NaN operand.
    Fmax,
    /// `fmin(x, y)`: the smaller, ignoring a NaN operand.
    Fmin,
    /// `fmod(x, y)`: the remainder of `x / y` truncated, with `x`'s sign.
    Fmod,
    /// `fma(x, y, z)`: `x * y + z` with one rounding.
    Fma,
    /// `copysign(x, y)`: `|x|` with `y`'s sign.
    Copysign,
    /// `hypot(x, y)`: `sqrt(x*x + y*y)` without undue overflow.
    Hypot,
    /// `erf(x)`: the error function.
    Erf,
    /// `__fdividef(a, b)`: `a / b`.
    Div,
    /// `__frcp_rn(x)`: `1 / x`.
    Rcp,
    /// `__saturatef(x)`: `x` clamped to [0, 1], NaN to 0.
    Saturate,
    /// 1 for a NaN (C: nonzero). This and the other classifications have `int`
    /// results and take either floating type.
    IsNan,
    /// 1 for an infinity (`isinf` as CUDA and C define it: nonzero).
    IsInf,
    /// glibc's `isinf`: `__builtin_isinf_sign`, -1 or 1 for an infinity.
    IsInfSign,
    /// 1 for a value neither infinite nor NaN (C: nonzero).
    IsFinite,
    /// 1 when the sign bit is set (C: nonzero).
    SignBit,
}

/// A math function's floating precision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Prec {
    /// `float` (`sqrtf`, the `__` intrinsics).
    F32,
    /// `double` (`sqrt`).
    F64,
}

impl Prec {
    /// The model's type for values of this precision.
    pub(crate) fn ty(self) -> Type {
        match self {
            Prec::F32 => Type::Float,
            Prec::F64 => Type::Double,
        }
    }
}

/// One math function: its operation, precision, and whether it is CUDA's
/// intrinsic spelling (`__expf` rather than `expf`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MathFn {
    /// What it computes.
    pub op: MathOp,
    /// Its argument and result precision (for a classification, the argument's).
    pub prec: Prec,
    /// Whether it is spelled as one of CUDA's intrinsics (`__expf`, `__fdividef`) rather than
    /// a C library name; most of them trade accuracy for speed.
    pub intrinsic: bool,
}

use MathOp::*;

/// Every operation with a C name in both precisions (`<name>f` is the float one).
const C_NAMES: &[(&str, MathOp)] = &[
    ("sqrt", Sqrt),
    ("rsqrt", Rsqrt),
    ("cbrt", Cbrt),
    ("exp", Exp),
    ("exp2", Exp2),
    ("exp10", Exp10),
    ("expm1", Expm1),
    ("log", Log),
    ("log2", Log2),
    ("log10", Log10),
    ("log1p", Log1p),
    ("pow", Pow),
    ("sin", Sin),
    ("cos", Cos),
    ("tan", Tan),
    ("asin", Asin),
    ("acos", Acos),
    ("acosh", Acosh),
    ("atan", Atan),
    ("atan2", Atan2),
    ("sinh", Sinh),
    ("cosh", Cosh),
    ("tanh", Tanh),
    ("fabs", Fabs),
    ("floor", Floor),
    ("ceil", Ceil),
    ("round", Round),
    ("trunc", Trunc),
    ("rint", Rint),
    ("fmax", Fmax),
    ("fmin", Fmin),
    ("fmod", Fmod),
    ("fma", Fma),
    ("copysign", Copysign),
    ("hypot", Hypot),
    ("erf", Erf),
];

/// CUDA's single-precision intrinsics.
const INTRINSICS: &[(&str, MathOp)] = &[
    ("__expf", Exp),
    ("__exp10f", Exp10),
    ("__logf", Log),
    ("__log2f", Log2),
    ("__log10f", Log10),
    ("__powf", Pow),
    ("__sinf", Sin),
    ("__cosf", Cos),
    ("__tanf", Tan),
    ("__fdividef", Div),
    ("__saturatef", Saturate),
    ("__fsqrt_rn", Sqrt),
    ("__frcp_rn", Rcp),
];

/// Classifications, typed by their argument (the first name is the display name).
const CLASSIFY: &[(&str, MathOp)] = &[
    ("isnan", IsNan),
    ("__builtin_isnan", IsNan),
    ("isinf", IsInf),
    ("__builtin_isinf", IsInf),
    ("__builtin_isinf_sign", IsInfSign),
    ("isfinite", IsFinite),
    ("__builtin_isfinite", IsFinite),
    ("signbit", SignBit),
    ("__builtin_signbit", SignBit),
    ("__builtin_signbitf", SignBit),
];

impl MathOp {
    /// Whether it classifies its argument ([`MathOp::IsNan`] and the like) rather than
    /// computing a floating value.
    pub fn is_classification(self) -> bool {
        matches!(self, IsNan | IsInf | IsInfSign | IsFinite | SignBit)
    }

    /// How many arguments it takes.
    pub fn arity(self) -> usize {
        match self {
            Pow | Atan2 | Fmax | Fmin | Fmod | Copysign | Hypot | Div => 2,
            Fma => 3,
            _ => 1,
        }
    }
}

impl MathFn {
    /// The function a name denotes (a classification gets its precision
    /// from its argument in [`MathFn::signature`]).
    pub fn from_name(name: &str) -> Option<MathFn> {
        let c = |op, prec, intrinsic| MathFn {
            op,
            prec,
            intrinsic,
        };
        if let Some(&(_, op)) = C_NAMES.iter().find(|(n, _)| *n == name) {
            return Some(c(op, Prec::F64, false));
        }
        if let Some(base) = name.strip_suffix('f') {
            if let Some(&(_, op)) = C_NAMES.iter().find(|(n, _)| *n == base) {
                return Some(c(op, Prec::F32, false));
            }
        }
        if let Some(&(_, op)) = INTRINSICS.iter().find(|(n, _)| *n == name) {
            return Some(c(op, Prec::F32, true));
        }
        CLASSIFY
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, op)| c(op, Prec::F64, false))
    }

    /// The C name (`sqrtf`, `__expf`, `isnan`).
    pub fn name(self) -> String {
        if self.op.is_classification() {
            let (n, _) = CLASSIFY
                .iter()
                .find(|(_, op)| *op == self.op)
                .expect("named");
            return n.to_string();
        }
        if self.intrinsic {
            let (n, _) = INTRINSICS
                .iter()
                .find(|(_, op)| *op == self.op)
                .expect("named");
            return n.to_string();
        }
        let (n, _) = C_NAMES
            .iter()
            .find(|(_, op)| *op == self.op)
            .expect("named");
        match self.prec {
            Prec::F32 => format!("{n}f"),
            Prec::F64 => n.to_string(),
        }
    }

    /// Every function by its C name, classifications once per precision
    /// (for tests and documentation).
    pub fn all() -> Vec<MathFn> {
        let mut out = Vec::new();
        for &(_, op) in C_NAMES {
            for prec in [Prec::F32, Prec::F64] {
                out.push(MathFn {
                    op,
                    prec,
                    intrinsic: false,
                });
            }
        }
        for &(_, op) in INTRINSICS {
            out.push(MathFn {
                op,
                prec: Prec::F32,
                intrinsic: true,
            });
        }
        for op in [IsNan, IsInf, IsInfSign, IsFinite, SignBit] {
            for prec in [Prec::F32, Prec::F64] {
                out.push(MathFn {
                    op,
                    prec,
                    intrinsic: false,
                });
            }
        }
        out
    }

    /// The function a call resolves to, its parameter types and result type,
    /// given the (promoted) argument types. `Err` explains a type error.
    pub fn signature(self, args: &[Type]) -> Result<(MathFn, Vec<Type>, Type), String> {
        let name = self.name();
        if args.len() != self.op.arity() {
            return Err(format!(
                "`{name}` takes {} argument{}, but {} {} given",
                self.op.arity(),
                if self.op.arity() == 1 { "" } else { "s" },
                args.len(),
                if args.len() == 1 { "was" } else { "were" }
            ));
        }
        if let Some(bad) = args.iter().find(|t| !t.is_arithmetic()) {
            return Err(format!("`{name}` takes arithmetic arguments, not `{bad}`"));
        }
        if self.op.is_classification() {
            let prec = if args[0] == Type::Float {
                Prec::F32
            } else {
                Prec::F64
            };
            let f = MathFn { prec, ..self };
            return Ok((f, vec![prec.ty()], Type::INT));
        }
        let t = self.prec.ty();
        Ok((self, vec![t.clone(); args.len()], t))
    }
}

/// `printf`'s name; its format must be a string literal.
pub const PRINTF: &str = "printf";

/// Constants glibc's `math.h` spells as builtins (`HUGE_VALF`, `INFINITY`,
/// `NAN`): their value and type.
pub fn constant(name: &str) -> Option<(f64, Type)> {
    Some(match name {
        "__builtin_huge_valf" | "__builtin_inff" => (f64::INFINITY, Type::Float),
        "__builtin_huge_val" | "__builtin_inf" => (f64::INFINITY, Type::Double),
        "__builtin_nanf" => (f64::NAN, Type::Float),
        "__builtin_nan" => (f64::NAN, Type::Double),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for f in MathFn::all() {
            let back = MathFn::from_name(&f.name()).expect("known");
            assert_eq!(
                (back.op, back.intrinsic),
                (f.op, f.intrinsic),
                "{}",
                f.name()
            );
            if !f.op.is_classification() {
                assert_eq!(back.prec, f.prec, "{}", f.name());
            }
        }
        assert_eq!(MathFn::from_name("sqrtf").unwrap().prec, Prec::F32);
        assert_eq!(MathFn::from_name("fmaf").unwrap().op, Fma);
        assert!(MathFn::from_name("sqrtl").is_none());
        assert!(MathFn::from_name("printf").is_none());
    }
}
