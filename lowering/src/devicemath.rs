//! The device library's math functions: LLVM IR definitions of every math
//! function a GPU cannot lower to instructions (`@__tangle_expf`,
//! `@__tangle_pow`, ...) and of CUDA's fast intrinsics (`@__expf`, ...).
//!
//! The precise functions are straight-line IR (no branches, so no
//! divergence; special cases are `select`s) built from what both GPUs execute
//! natively and exactly: `fma`, `fdiv`, `sqrt`, `rint`, integer operations on
//! the bits. They are the same on NVPTX and AMDGPU, so a kernel computes the
//! same bits on both, and the IR engine can run them on the host to measure
//! their accuracy (`runtime/tests/device_math.rs`, `docs/builtins.md`).
//! Methods, per function: range reduction with constants split in two or
//! three parts (Cody and Waite) and FMA-corrected products, Taylor polynomials
//! on the reduced ranges (short enough there to be within the precision),
//! scaling by powers of two built from exponent bits. `erf` uses Chebyshev
//! interpolants of `erfcx` from `scripts/erf_coefficients.py`.
//!
//! The fast intrinsics use the hardware approximations, as nvcc does:
//! `llvm.exp2.f32` (NVPTX `ex2.approx`, AMDGPU `v_exp_f32`), NVPTX's
//! `lg2.approx` and AMDGPU's `v_log_f32`, `llvm.sin/cos.f32` with `afn`
//! (`sin.approx`, `v_sin_f32`), `fdiv afn` (`div.approx`, `v_rcp_f32`).

use std::fmt::Write;

/// A precision: `float` or `double`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum P {
    F32,
    F64,
}

impl P {
    fn t(self) -> &'static str {
        match self {
            P::F32 => "float",
            P::F64 => "double",
        }
    }
    /// The integer type of the same width.
    fn i(self) -> &'static str {
        match self {
            P::F32 => "i32",
            P::F64 => "i64",
        }
    }
    fn suffix(self) -> &'static str {
        match self {
            P::F32 => "f32",
            P::F64 => "f64",
        }
    }
    /// Stored mantissa bits.
    fn m(self) -> i64 {
        match self {
            P::F32 => 23,
            P::F64 => 52,
        }
    }
    fn bias(self) -> i64 {
        match self {
            P::F32 => 127,
            P::F64 => 1023,
        }
    }
    /// The C name: `expf` or `exp`.
    fn c_name(self, base: &str) -> String {
        match self {
            P::F32 => format!("{base}f"),
            P::F64 => base.to_string(),
        }
    }
    /// A constant of the type (rounded to `float` for `F32`).
    fn k(self, x: f64) -> String {
        let v = match self {
            P::F32 => x as f32 as f64,
            P::F64 => x,
        };
        format!("0x{:016X}", v.to_bits())
    }
    fn pick(self, f32: f64, f64: f64) -> f64 {
        match self {
            P::F32 => f32,
            P::F64 => f64,
        }
    }
}

/// `float` constants given by their bits (fdlibm's split constants).
fn fb(bits: u32) -> f64 {
    f32::from_bits(bits) as f64
}

/// One function body under construction: SSA values are `%v<n>`.
struct B {
    s: String,
    n: u32,
    p: P,
}

type V = String;

impl B {
    fn v(&mut self, rhs: String) -> V {
        self.n += 1;
        let name = format!("%v{}", self.n);
        let _ = writeln!(self.s, "  {name} = {rhs}");
        name
    }
    fn k(&self, x: f64) -> V {
        self.p.k(x)
    }
    fn bin(&mut self, op: &str, a: &str, b: &str) -> V {
        let t = self.p.t();
        self.v(format!("{op} {t} {a}, {b}"))
    }
    fn add(&mut self, a: &str, b: &str) -> V {
        self.bin("fadd", a, b)
    }
    fn sub(&mut self, a: &str, b: &str) -> V {
        self.bin("fsub", a, b)
    }
    fn mul(&mut self, a: &str, b: &str) -> V {
        self.bin("fmul", a, b)
    }
    fn div(&mut self, a: &str, b: &str) -> V {
        self.bin("fdiv", a, b)
    }
    fn neg(&mut self, a: &str) -> V {
        let t = self.p.t();
        self.v(format!("fneg {t} {a}"))
    }
    /// `llvm.<name>.<f32|f64>` of the arguments.
    fn call(&mut self, name: &str, args: &[&str]) -> V {
        let (t, s) = (self.p.t(), self.p.suffix());
        let list: Vec<String> = args.iter().map(|a| format!("{t} {a}")).collect();
        self.v(format!("call {t} @llvm.{name}.{s}({})", list.join(", ")))
    }
    fn fma(&mut self, a: &str, b: &str, c: &str) -> V {
        self.call("fma", &[a, b, c])
    }
    fn abs(&mut self, a: &str) -> V {
        self.call("fabs", &[a])
    }
    fn rint(&mut self, a: &str) -> V {
        self.call("rint", &[a])
    }
    fn copysign(&mut self, a: &str, b: &str) -> V {
        self.call("copysign", &[a, b])
    }
    fn cmp(&mut self, pred: &str, a: &str, b: &str) -> V {
        let t = self.p.t();
        self.v(format!("fcmp {pred} {t} {a}, {b}"))
    }
    fn sel(&mut self, c: &str, a: &str, b: &str) -> V {
        let t = self.p.t();
        self.v(format!("select i1 {c}, {t} {a}, {t} {b}"))
    }
    fn ibin(&mut self, op: &str, a: &str, b: &str) -> V {
        let i = self.p.i();
        self.v(format!("{op} {i} {a}, {b}"))
    }
    fn or1(&mut self, a: &str, b: &str) -> V {
        self.v(format!("or i1 {a}, {b}"))
    }
    fn and1(&mut self, a: &str, b: &str) -> V {
        self.v(format!("and i1 {a}, {b}"))
    }
    fn bits_of(&mut self, a: &str) -> V {
        let (t, i) = (self.p.t(), self.p.i());
        self.v(format!("bitcast {t} {a} to {i}"))
    }
    fn float_of(&mut self, a: &str) -> V {
        let (t, i) = (self.p.t(), self.p.i());
        self.v(format!("bitcast {i} {a} to {t}"))
    }
    /// Horner's scheme with FMAs: `c[0] + x (c[1] + x (c[2] + ...))`.
    fn poly(&mut self, x: &str, c: &[f64]) -> V {
        let mut acc = self.k(c[c.len() - 1]);
        for &ci in c[..c.len() - 1].iter().rev() {
            let k = self.k(ci);
            acc = self.fma(&acc, x, &k);
        }
        acc
    }
    /// `x` with values above `hi` or below `lo` replaced by them; NaN stays.
    fn clamp(&mut self, x: &str, lo: f64, hi: f64) -> V {
        let (lo, hi) = (self.k(lo), self.k(hi));
        let over = self.cmp("ogt", x, &hi);
        let x = self.sel(&over, &hi, x);
        let under = self.cmp("olt", &x, &lo);
        self.sel(&under, &lo, &x)
    }
    /// NaN replaced by 0: what may be converted to an integer.
    fn nan_to_zero(&mut self, x: &str) -> V {
        let ord = self.cmp("ord", x, x);
        let zero = self.k(0.0);
        self.sel(&ord, x, &zero)
    }
    /// `x * 2^k` for an integer-valued `k` of at most twice the exponent
    /// range: two exact scalings by powers of two built from bits, so only
    /// the second rounds (into the subnormals) or overflows.
    fn ldexp(&mut self, x: &str, k: &str) -> V {
        let (t, i) = (self.p.t(), self.p.i());
        let ki = self.v(format!("fptosi {t} {k} to {i}"));
        let k1 = self.ibin("ashr", &ki, "1");
        let k2 = self.ibin("sub", &ki, &k1);
        let scale = |s: &mut Self, e: &str| {
            let b = s.ibin("add", e, &s.p.bias().to_string());
            let b = s.ibin("shl", &b, &s.p.m().to_string());
            s.float_of(&b)
        };
        let s1 = scale(self, &k1);
        let s2 = scale(self, &k2);
        let y = self.mul(x, &s1);
        self.mul(&y, &s2)
    }
    /// 2 raised to an integer-valued `k` (|k| within twice the exponent range).
    fn pow2(&mut self, k: &str) -> V {
        let one = self.k(1.0);
        self.ldexp(&one, k)
    }
}

/// Emits `define <t> @<name>(<t> %x[, <t> %y]) #1 { body }`.
fn define(s: &mut String, p: P, name: &str, arity: usize, body: impl FnOnce(&mut B) -> V) {
    let t = p.t();
    let params = ["%x", "%y"][..arity]
        .iter()
        .map(|a| format!("{t} {a}"))
        .collect::<Vec<_>>()
        .join(", ");
    let mut b = B {
        s: String::new(),
        n: 0,
        p,
    };
    let r = body(&mut b);
    let _ = write!(
        s,
        "define {t} @{name}({params}) #1 {{\n{}  ret {t} {r}\n}}\n",
        b.s
    );
}

/// `1/n!` for n = 0..=`last`, times `scale^n`.
fn taylor_exp(scale: f64, last: usize) -> Vec<f64> {
    let mut c = vec![1.0];
    for n in 1..=last {
        let prev = c[n - 1];
        c.push(prev * scale / n as f64);
    }
    c
}

/// Taylor degree for `e^r`, |r| <= ln(2)/2: the first omitted term is below
/// 2^-27 (float) or 2^-57 (double) of the result.
fn exp_degree(p: P) -> usize {
    match p {
        P::F32 => 7,
        P::F64 => 13,
    }
}

/// The bases of the exponential family.
#[derive(Clone, Copy)]
enum Base {
    E,
    Two,
    Ten,
}

/// `base^x`: `k = rint(x log2(base))`, `r = x - k log_base(2)` exactly (the
/// first FMA is exact: both terms are multiples of ulp(r)), `base^r` by its
/// Taylor series, scaled by `2^k`. `x` is clamped first so that `k` fits the
/// scaling and overflow/underflow still happen.
fn exp_core(b: &mut B, x: &str, base: Base) -> V {
    let p = b.p;
    let ln2 = std::f64::consts::LN_2;
    // log2(base), log_base(2) in two parts, ln(base).
    let (l2, hi, lo, ln) = match (base, p) {
        (Base::E, P::F32) => (
            std::f64::consts::LOG2_E,
            0.6931471824645996,
            -1.9046542121259336e-09,
            1.0,
        ),
        (Base::E, P::F64) => (
            std::f64::consts::LOG2_E,
            std::f64::consts::LN_2,
            2.3190468138462996e-17,
            1.0,
        ),
        (Base::Ten, P::F32) => (
            std::f64::consts::LOG2_10,
            0.3010300099849701,
            -1.432098883924482e-08,
            std::f64::consts::LN_10,
        ),
        (Base::Ten, P::F64) => (
            std::f64::consts::LOG2_10,
            std::f64::consts::LOG10_2,
            -2.8037281277851704e-18,
            std::f64::consts::LN_10,
        ),
        (Base::Two, _) => (1.0, 1.0, 0.0, ln2),
    };
    let limit = p.pick(250.0, 2040.0) / l2;
    let xc = b.clamp(x, -limit, limit);
    let kx = b.mul(&xc, &b.k(l2));
    let kf = b.rint(&kx);
    let kf = b.nan_to_zero(&kf);
    let r = b.fma(&kf, &b.k(-hi), &xc);
    let r = if lo == 0.0 {
        r
    } else {
        b.fma(&kf, &b.k(-lo), &r)
    };
    let e = b.poly(&r, &taylor_exp(ln, exp_degree(p)));
    b.ldexp(&e, &kf)
}

/// `e^x - 1`: for |x| up to `p` bits of `2^k`, `2^k expm1(r) + (2^k - 1)`,
/// both terms exact but for `expm1(r)`'s rounding; beyond, `e^x - 1`.
fn expm1_core(b: &mut B, x: &str) -> V {
    let p = b.p;
    let threshold = p.pick(16.0, 36.0);
    let ax = b.abs(x);
    let big = b.cmp("ogt", &ax, &b.k(threshold));
    let e = exp_core(b, x, Base::E);
    let e1 = b.sub(&e, &b.k(1.0));
    let kx = b.mul(x, &b.k(std::f64::consts::LOG2_E));
    let kf = b.rint(&kx);
    // NaN, and the large values the other branch handles: any small k.
    let kf = b.nan_to_zero(&kf);
    let kf = b.clamp(&kf, -60.0, 60.0);
    let (hi, lo) = match p {
        P::F32 => (0.6931471824645996, -1.9046542121259336e-09),
        P::F64 => (std::f64::consts::LN_2, 2.3190468138462996e-17),
    };
    let r = b.fma(&kf, &b.k(-hi), x);
    let r = b.fma(&kf, &b.k(-lo), &r);
    let q = b.poly(&r, &taylor_exp(1.0, exp_degree(p) + 1)[2..]);
    let r2 = b.mul(&r, &r);
    let m = b.fma(&r2, &q, &r);
    let scaled = b.ldexp(&m, &kf);
    let two_k = b.pow2(&kf);
    let two_k_1 = b.sub(&two_k, &b.k(1.0));
    let small = b.add(&scaled, &two_k_1);
    let r = b.sel(&big, &e1, &small);
    // expm1(-0) is -0.
    let zero = b.cmp("oeq", x, &b.k(0.0));
    b.sel(&zero, x, &r)
}

/// The logarithm's pieces for a positive finite `x`: `x = 2^e m` with `m` in
/// [sqrt(1/2), sqrt(2)) (subnormals scaled first), `f = m - 1` (exact), and
/// `s = f / (2 + f)`, so that `log(m) = 2 atanh(s) = f - s (f - R)` with
/// `R = sum 2 s^2k / (2k + 1)` (fdlibm's scheme, where the correction is a
/// fraction of `f`). Returns `(e, f, s, R)`.
fn log_parts(b: &mut B, x: &str) -> (V, V, V, V) {
    let p = b.p;
    let (t, i) = (p.t(), p.i());
    let (scale_bits, min_normal) = match p {
        P::F32 => (24.0, f32::MIN_POSITIVE as f64),
        P::F64 => (54.0, f64::MIN_POSITIVE),
    };
    let sub = b.cmp("olt", x, &b.k(min_normal));
    let scaled = b.mul(x, &b.k(2f64.powf(scale_bits)));
    let xs = b.sel(&sub, &scaled, x);
    let shift = b.sel(&sub, &b.k(scale_bits), &b.k(0.0));
    let bits = b.bits_of(&xs);
    // musl's trick: offset the bits so that the exponent field counts from
    // sqrt(1/2) instead of 1.
    let (one, sqrt_half, mask) = match p {
        P::F32 => (0x3f80_0000i64, 0x3f35_04f3i64, 0x007f_ffffi64),
        P::F64 => (
            0x3ff0_0000i64 << 32,
            0x3fe6_a09ei64 << 32,
            0x000f_ffff_ffff_ffffi64,
        ),
    };
    let moved = b.ibin("add", &bits, &(one - sqrt_half).to_string());
    let ebits = b.ibin("lshr", &moved, &p.m().to_string());
    let ei = b.ibin("sub", &ebits, &p.bias().to_string());
    let e = b.v(format!("sitofp {i} {ei} to {t}"));
    let e = b.sub(&e, &shift);
    let mbits = b.ibin("and", &moved, &mask.to_string());
    let mbits = b.ibin("add", &mbits, &sqrt_half.to_string());
    let m = b.float_of(&mbits);
    let f = b.sub(&m, &b.k(1.0));
    let d = b.add(&f, &b.k(2.0));
    let s = b.div(&f, &d);
    let z = b.mul(&s, &s);
    let terms = p.pick(5.0, 11.0) as usize;
    let coeffs: Vec<f64> = (1..=terms).map(|k| 2.0 / (2 * k + 1) as f64).collect();
    let q = b.poly(&z, &coeffs);
    let r = b.mul(&z, &q);
    (e, f, s, r)
}

/// `log(m) - f`, the small correction: `-s (f - R)`.
fn log_correction(b: &mut B, f: &str, s: &str, r: &str) -> V {
    let fr = b.sub(f, r);
    let c = b.mul(s, &fr);
    b.neg(&c)
}

/// The C99 special cases of a logarithm of `x`, over `r`: +inf at +inf,
/// -inf at 0, NaN below 0 and for NaN.
fn log_specials(b: &mut B, x: &str, r: &str) -> V {
    let inf = b.k(f64::INFINITY);
    let is_inf = b.cmp("oeq", x, &inf);
    let r = b.sel(&is_inf, &inf, r);
    let zero = b.cmp("oeq", x, &b.k(0.0));
    let r = b.sel(&zero, &b.k(f64::NEG_INFINITY), &r);
    let neg = b.cmp("olt", x, &b.k(0.0));
    let r = b.sel(&neg, &b.k(f64::NAN), &r);
    let nan = b.cmp("uno", x, x);
    b.sel(&nan, x, &r)
}

/// `e log(2)` split so that `e * hi` is exact (fdlibm's constants).
fn ln2_split(p: P) -> (f64, f64) {
    match p {
        P::F32 => (fb(0x3f31_7180), fb(0x3717_f7d1)),
        P::F64 => (6.931_471_803_691_238e-1, 1.908_214_929_270_587_7e-10),
    }
}

fn log(b: &mut B, x: &str) -> V {
    let (e, f, s, r) = log_parts(b, x);
    let c = log_correction(b, &f, &s, &r);
    let (hi, lo) = ln2_split(b.p);
    let elo = b.fma(&e, &b.k(lo), &c);
    let m = b.add(&f, &elo);
    let res = b.fma(&e, &b.k(hi), &m);
    log_specials(b, x, &res)
}

fn log2(b: &mut B, x: &str) -> V {
    let (e, f, s, r) = log_parts(b, x);
    let c = log_correction(b, &f, &s, &r);
    let iv = b.k(std::f64::consts::LOG2_E);
    let civ = b.mul(&c, &iv);
    let l = b.fma(&f, &iv, &civ);
    let res = b.add(&e, &l);
    log_specials(b, x, &res)
}

fn log10(b: &mut B, x: &str) -> V {
    let (e, f, s, r) = log_parts(b, x);
    let c = log_correction(b, &f, &s, &r);
    let (hi, lo) = match b.p {
        P::F32 => (fb(0x3e9a_2080), fb(0x3554_27db)),
        P::F64 => (3.010_299_956_636_117_7e-1, 3.694_239_077_158_931e-13),
    };
    let iv = b.k(std::f64::consts::LOG10_E);
    let civ = b.mul(&c, &iv);
    let elo = b.fma(&e, &b.k(lo), &civ);
    let l = b.fma(&f, &iv, &elo);
    let res = b.fma(&e, &b.k(hi), &l);
    log_specials(b, x, &res)
}

/// `log(1 + x)`: `u = 1 + x` rounded, `log(u) + c / u` with `c` the exact
/// rounding error of `u` (fdlibm's correction).
fn log1p(b: &mut B, x: &str) -> V {
    let one = b.k(1.0);
    let u = b.add(x, &one);
    let (e, f, s, r) = log_parts(b, &u);
    let um1 = b.sub(&u, &one);
    let c_small = b.sub(x, &um1);
    let umx = b.sub(&u, x);
    let c_big = b.sub(&one, &umx);
    let big = b.cmp("ogt", &u, &b.k(2.0));
    let cu = b.sel(&big, &c_big, &c_small);
    let cu = b.div(&cu, &u);
    let c = log_correction(b, &f, &s, &r);
    let c = b.add(&c, &cu);
    let (hi, lo) = ln2_split(b.p);
    let elo = b.fma(&e, &b.k(lo), &c);
    let m = b.add(&f, &elo);
    let res = b.fma(&e, &b.k(hi), &m);
    let res = log_specials(b, &u, &res);
    let inf = b.k(f64::INFINITY);
    let is_inf = b.cmp("oeq", x, &inf);
    let res = b.sel(&is_inf, &inf, &res);
    // log1p(-0) is -0.
    let zero = b.cmp("oeq", x, &b.k(0.0));
    b.sel(&zero, x, &res)
}

/// fdlibm's `acosh`: `log1p(t + sqrt(2t + t^2))` with `t = x - 1` below 2,
/// `log(2x - 1 / (x + sqrt(x^2 - 1)))` below 2^28, `log(x) + ln 2` above (where `x^2`
/// would overflow); NaN below 1 (the square root's).
fn acosh(b: &mut B, x: &str) -> V {
    let one = b.k(1.0);
    let t = b.sub(x, &one);
    let tt = b.mul(&t, &t);
    let u = b.fma(&b.k(2.0), &t, &tt);
    let su = b.call("sqrt", &[&u]);
    let a = b.add(&t, &su);
    let small = log1p(b, &a);
    let xx1 = b.fma(x, x, &b.k(-1.0));
    let sq = b.call("sqrt", &[&xx1]);
    let den = b.add(x, &sq);
    let inv = b.div(&one, &den);
    let two_x = b.add(x, x);
    let arg = b.sub(&two_x, &inv);
    let mid = log(b, &arg);
    let lx = log(b, x);
    let big = b.add(&lx, &b.k(std::f64::consts::LN_2));
    let below_2 = b.cmp("olt", x, &b.k(2.0));
    let below_2_28 = b.cmp("olt", x, &b.k(268_435_456.0));
    let upper = b.sel(&below_2_28, &mid, &big);
    b.sel(&below_2, &small, &upper)
}

/// `log2(|x|)` as an unevaluated sum `hi + lo` carrying about twice the
/// precision (for `pow`): `log(m) = 2s + s R` with `s` in two parts.
fn log2_compensated(b: &mut B, ax: &str) -> (V, V) {
    let p = b.p;
    let (e, f, _, _) = log_parts(b, ax);
    let two = b.k(2.0);
    let d = b.add(&two, &f);
    let d2 = b.sub(&two, &d);
    let dl = b.add(&d2, &f);
    let sh = b.div(&f, &d);
    let nsh = b.neg(&sh);
    let rem = b.fma(&nsh, &d, &f);
    let rem = b.fma(&nsh, &dl, &rem);
    let sl = b.div(&rem, &d);
    let z = b.mul(&sh, &sh);
    let terms = p.pick(5.0, 11.0) as usize;
    let coeffs: Vec<f64> = (1..=terms).map(|k| 2.0 / (2 * k + 1) as f64).collect();
    let q = b.poly(&z, &coeffs);
    let r = b.mul(&z, &q);
    // log(m) = ah + al, ah = 2 sh exactly.
    let ah = b.mul(&sh, &two);
    let sr = b.mul(&sh, &r);
    let al = b.fma(&sl, &two, &sr);
    // Times 1/ln(2) in two parts.
    let (ivh, ivl) = match p {
        P::F32 => (1.4426950216293335, 1.925963033500011e-08),
        P::F64 => (std::f64::consts::LOG2_E, 2.0355273740931033e-17),
    };
    let ph = b.mul(&ah, &b.k(ivh));
    let nph = b.neg(&ph);
    let pe = b.fma(&ah, &b.k(ivh), &nph);
    let cross = b.mul(&al, &b.k(ivh));
    let cross = b.fma(&ah, &b.k(ivl), &cross);
    let pl = b.add(&pe, &cross);
    // e + ph by Knuth's two-sum, then the low parts.
    let qh = b.add(&e, &ph);
    let bb = b.sub(&qh, &e);
    let qb = b.sub(&qh, &bb);
    let ea = b.sub(&e, &qb);
    let eb = b.sub(&ph, &bb);
    let ql = b.add(&ea, &eb);
    let ql = b.add(&ql, &pl);
    let hi = b.add(&qh, &ql);
    let hq = b.sub(&hi, &qh);
    let lo = b.sub(&ql, &hq);
    (hi, lo)
}

/// `x^y`: `exp2(y log2|x|)` with the product in two parts, and C99 F.9.4.4's
/// special cases.
fn pow(b: &mut B, x: &str, y: &str) -> V {
    let p = b.p;
    let inf = b.k(f64::INFINITY);
    let one = b.k(1.0);
    let zero = b.k(0.0);
    let ax = b.abs(x);
    let (lh, ll) = log2_compensated(b, &ax);
    // log2 of 0, inf and NaN, which the bits do not give.
    let is0 = b.cmp("oeq", &ax, &zero);
    let lh = b.sel(&is0, &b.k(f64::NEG_INFINITY), &lh);
    let is_inf = b.cmp("oeq", &ax, &inf);
    let lh = b.sel(&is_inf, &inf, &lh);
    let nan_x = b.cmp("uno", x, x);
    let lh = b.sel(&nan_x, x, &lh);
    let zh = b.mul(y, &lh);
    let nzh = b.neg(&zh);
    let ze = b.fma(y, &lh, &nzh);
    let zl = b.fma(y, &ll, &ze);
    let azh = b.abs(&zh);
    let finite = b.cmp("olt", &azh, &inf);
    let zl = b.sel(&finite, &zl, &zero);
    let limit = p.pick(250.0, 2040.0);
    let zc = b.clamp(&zh, -limit, limit);
    let kf = b.rint(&zc);
    let kf = b.nan_to_zero(&kf);
    let r = b.sub(&zc, &kf);
    let r = b.add(&r, &zl);
    let e = b.poly(&r, &taylor_exp(std::f64::consts::LN_2, exp_degree(p)));
    let mag = b.ldexp(&e, &kf);
    // y an integer, an odd one (no integer conversion: y/2 is exact).
    let ry = b.rint(y);
    let int_y = b.cmp("oeq", &ry, y);
    let half = b.mul(y, &b.k(0.5));
    let rh = b.rint(&half);
    let even = b.cmp("oeq", &rh, &half);
    let odd = b.v(format!("xor i1 {even}, true"));
    let odd = b.and1(&int_y, &odd);
    let xbits = b.bits_of(x);
    let neg_x = b.ibin("icmp slt", &xbits, "0");
    let flip = b.and1(&neg_x, &odd);
    let nmag = b.neg(&mag);
    let res = b.sel(&flip, &nmag, &mag);
    // A finite negative x to a finite non-integer power.
    let neg_finite = b.cmp("olt", x, &zero);
    let ninf = b.k(f64::NEG_INFINITY);
    let not_ninf = b.cmp("ogt", x, &ninf);
    let neg_finite = b.and1(&neg_finite, &not_ninf);
    let ay = b.abs(y);
    let y_finite = b.cmp("olt", &ay, &inf);
    let frac_y = b.v(format!("xor i1 {int_y}, true"));
    let bad = b.and1(&neg_finite, &frac_y);
    let bad = b.and1(&bad, &y_finite);
    let res = b.sel(&bad, &b.k(f64::NAN), &res);
    // pow(x, ±0) = 1, pow(1, y) = 1, pow(-1, ±inf) = 1, even with NaNs.
    let y0 = b.cmp("oeq", y, &zero);
    let x1 = b.cmp("oeq", x, &one);
    let ax1 = b.cmp("oeq", &ax, &one);
    let y_inf = b.cmp("oeq", &ay, &inf);
    let m1 = b.and1(&ax1, &y_inf);
    let unit = b.or1(&y0, &x1);
    let unit = b.or1(&unit, &m1);
    b.sel(&unit, &one, &res)
}

/// The reduction of `x` by pi/2 (three FMA steps, Cody and Waite): the
/// quadrant (0..=3, as `i32`), the reduced argument and its square.
fn reduce_half_pi(b: &mut B, x: &str) -> (V, V, V) {
    let p = b.p;
    let (p1, p2, p3) = match p {
        P::F32 => (
            1.5707963705062866,
            -4.371138828673793e-08,
            -1.7151245100058819e-15,
        ),
        P::F64 => (
            std::f64::consts::FRAC_PI_2,
            6.123233995736766e-17,
            -1.4973849048591698e-33,
        ),
    };
    let kx = b.mul(x, &b.k(std::f64::consts::FRAC_2_PI));
    let kf = b.rint(&kx);
    // +0 for -0, so that sin(-0) keeps its sign through the FMAs.
    let kf = b.add(&kf, &b.k(0.0));
    let r = b.fma(&kf, &b.k(-p1), x);
    let r = b.fma(&kf, &b.k(-p2), &r);
    let r = b.fma(&kf, &b.k(-p3), &r);
    // k mod 4, exact, as an integer (NaN and infinities: 0).
    let quarter = b.mul(&kf, &b.k(0.25));
    let fl = b.call("floor", &[&quarter]);
    let q = b.fma(&fl, &b.k(-4.0), &kf);
    let q = b.nan_to_zero(&q);
    let q = b.clamp(&q, 0.0, 3.0);
    let t = p.t();
    let qi = b.v(format!("fptoui {t} {q} to i32"));
    let r2 = b.mul(&r, &r);
    (qi, r, r2)
}

/// sin(r) and cos(r) for |r| <= pi/4, Taylor to r^11/r^12 (float) or
/// r^19/r^20 (double).
fn sin_cos_poly(b: &mut B, r: &str, r2: &str) -> (V, V) {
    let n = b.p.pick(5.0, 9.0) as usize;
    let mut sc = Vec::new();
    let mut cc = Vec::new();
    let mut fact = 1.0f64;
    for k in 1..=2 * n + 2 {
        fact *= k as f64;
        let sign = if (k / 2) % 2 == 1 { -1.0 } else { 1.0 };
        if k % 2 == 1 && k >= 3 {
            sc.push(sign / fact);
        } else if k % 2 == 0 {
            cc.push(sign / fact);
        }
    }
    let sp = b.poly(r2, &sc[..n]);
    let r3 = b.mul(r, r2);
    let s = b.fma(&r3, &sp, r);
    let cp = b.poly(r2, &cc[..n + 1]);
    let c = b.fma(r2, &cp, &b.k(1.0));
    (s, c)
}

/// sin (`cos` false) or cos of `x`.
fn sin_cos(b: &mut B, x: &str, cos: bool) -> V {
    let (q, r, r2) = reduce_half_pi(b, x);
    let (s, c) = sin_cos_poly(b, &r, &r2);
    let q = if cos {
        b.v(format!("add i32 {q}, 1"))
    } else {
        q
    };
    let odd = b.v(format!("and i32 {q}, 1"));
    let odd = b.v(format!("icmp ne i32 {odd}, 0"));
    let v = b.sel(&odd, &c, &s);
    let neg = b.v(format!("and i32 {q}, 2"));
    let neg = b.v(format!("icmp ne i32 {neg}, 0"));
    let nv = b.neg(&v);
    let r = b.sel(&neg, &nv, &v);
    if cos {
        r
    } else {
        zero_is_own(b, x, &r)
    }
}

/// `r`, or `x` where it is ±0 (odd functions keep the zero's sign).
fn zero_is_own(b: &mut B, x: &str, r: &str) -> V {
    let zero = b.cmp("oeq", x, &b.k(0.0));
    b.sel(&zero, x, r)
}

fn tan(b: &mut B, x: &str) -> V {
    let (q, r, r2) = reduce_half_pi(b, x);
    let (s, c) = sin_cos_poly(b, &r, &r2);
    let t = b.div(&s, &c);
    let ns = b.neg(&s);
    let cot = b.div(&c, &ns);
    let odd = b.v(format!("and i32 {q}, 1"));
    let odd = b.v(format!("icmp ne i32 {odd}, 0"));
    let r = b.sel(&odd, &cot, &t);
    zero_is_own(b, x, &r)
}

/// `a - c` for a constant `c` given in two parts.
fn minus_from(b: &mut B, hi: f64, lo: f64, a: &str) -> V {
    let d = b.sub(&b.k(hi), a);
    b.add(&d, &b.k(lo))
}

/// atan of `a >= 0` (or NaN): 1/a beyond 1, then atan(t) = pi/6 +
/// atan((t sqrt3 - 1) / (t + sqrt3)) beyond tan(pi/12), then the Taylor
/// series on |t| <= tan(pi/12).
fn atan_nonneg(b: &mut B, a: &str) -> V {
    let p = b.p;
    let one = b.k(1.0);
    let inv = b.cmp("ogt", a, &one);
    let ra = b.div(&one, a);
    let a1 = b.sel(&inv, &ra, a);
    let big = b.cmp("ogt", &a1, &b.k(0.2679491924311227));
    let sq3 = b.k(3f64.sqrt());
    let num = b.fma(&a1, &sq3, &b.k(-1.0));
    let den = b.add(&a1, &sq3);
    let t = b.div(&num, &den);
    let t = b.sel(&big, &t, &a1);
    let z = b.mul(&t, &t);
    let terms = p.pick(6.0, 14.0) as usize;
    let coeffs: Vec<f64> = (1..=terms)
        .map(|k| if k % 2 == 1 { -1.0 } else { 1.0 } / (2 * k + 1) as f64)
        .collect();
    let q = b.poly(&z, &coeffs);
    let tz = b.mul(&t, &z);
    let v = b.fma(&tz, &q, &t);
    let (h6, l6, h2, l2) = match p {
        P::F32 => (
            0.5235987901687622,
            -1.457046305830545e-08,
            1.5707963705062866,
            -4.371138828673793e-08,
        ),
        P::F64 => (
            std::f64::consts::FRAC_PI_6,
            -5.360408832255455e-17,
            std::f64::consts::FRAC_PI_2,
            6.123233995736766e-17,
        ),
    };
    let shifted = b.add(&v, &b.k(l6));
    let shifted = b.add(&shifted, &b.k(h6));
    let v = b.sel(&big, &shifted, &v);
    let flipped = minus_from(b, h2, l2, &v);
    b.sel(&inv, &flipped, &v)
}

fn atan(b: &mut B, x: &str) -> V {
    let a = b.abs(x);
    let v = atan_nonneg(b, &a);
    b.copysign(&v, x)
}

/// asin(x) = atan(x / sqrt((1 - x)(1 + x))).
fn asin(b: &mut B, x: &str) -> V {
    let a = b.abs(x);
    let one = b.k(1.0);
    let l = b.sub(&one, &a);
    let h = b.add(&one, &a);
    let d = b.mul(&l, &h);
    let d = b.call("sqrt", &[&d]);
    let t = b.div(&a, &d);
    let v = atan_nonneg(b, &t);
    b.copysign(&v, x)
}

/// acos(x) = 2 atan(sqrt((1 - x) / (1 + x))).
fn acos(b: &mut B, x: &str) -> V {
    let one = b.k(1.0);
    let l = b.sub(&one, x);
    let h = b.add(&one, x);
    let q = b.div(&l, &h);
    let t = b.call("sqrt", &[&q]);
    let v = atan_nonneg(b, &t);
    b.mul(&v, &b.k(2.0))
}

/// atan2(y, x): atan of the smaller magnitude over the larger, then the
/// octant and quadrant (C99 F.9.1.4, signed zeros and infinities included).
fn atan2(b: &mut B, y: &str, x: &str) -> V {
    let p = b.p;
    let inf = b.k(f64::INFINITY);
    let one = b.k(1.0);
    let zero = b.k(0.0);
    let ax = b.abs(x);
    let ay = b.abs(y);
    let xi = b.cmp("oeq", &ax, &inf);
    let yi = b.cmp("oeq", &ay, &inf);
    let both = b.and1(&xi, &yi);
    let ax = b.sel(&both, &one, &ax);
    let ay = b.sel(&both, &one, &ay);
    let swap = b.cmp("ogt", &ay, &ax);
    let num = b.sel(&swap, &ax, &ay);
    let den = b.sel(&swap, &ay, &ax);
    let t = b.div(&num, &den);
    let den0 = b.cmp("oeq", &den, &zero);
    let t = b.sel(&den0, &zero, &t);
    let a = atan_nonneg(b, &t);
    // Both infinite: pi/4 exactly rounded (the series gives it within an ulp).
    let a = b.sel(&both, &b.k(std::f64::consts::FRAC_PI_4), &a);
    let (h2, l2, h1, l1) = match p {
        P::F32 => (
            1.5707963705062866,
            -4.371138828673793e-08,
            3.1415927410125732,
            -8.742277657347586e-08,
        ),
        P::F64 => (
            std::f64::consts::FRAC_PI_2,
            6.123233995736766e-17,
            std::f64::consts::PI,
            1.2246467991473532e-16,
        ),
    };
    let flipped = minus_from(b, h2, l2, &a);
    let a = b.sel(&swap, &flipped, &a);
    let xbits = b.bits_of(x);
    let neg_x = b.ibin("icmp slt", &xbits, "0");
    let back = minus_from(b, h1, l1, &a);
    let a = b.sel(&neg_x, &back, &a);
    let r = b.copysign(&a, y);
    let nx = b.cmp("uno", x, y);
    let sum = b.add(x, y);
    b.sel(&nx, &sum, &r)
}

/// Where `e^|x|` overflows but `e^|x| / 2` does not.
fn exp_overflow(p: P) -> f64 {
    p.pick(88.0, 709.0)
}

/// `e^|x| / 2` past [`exp_overflow`]: `(e^(|x|/2) / 2) e^(|x|/2)`.
fn half_exp_big(b: &mut B, ax: &str) -> V {
    let h = b.mul(ax, &b.k(0.5));
    let e = exp_core(b, &h, Base::E);
    let he = b.mul(&e, &b.k(0.5));
    b.mul(&he, &e)
}

/// sinh(x) = (t + t / (t + 1)) / 2 with t = expm1(|x|) (no cancellation).
fn sinh(b: &mut B, x: &str) -> V {
    let ax = b.abs(x);
    let t = expm1_core(b, &ax);
    let t1 = b.add(&t, &b.k(1.0));
    let q = b.div(&t, &t1);
    let s = b.add(&t, &q);
    let s = b.mul(&s, &b.k(0.5));
    let big = half_exp_big(b, &ax);
    let small = b.cmp("olt", &ax, &b.k(exp_overflow(b.p)));
    let v = b.sel(&small, &s, &big);
    b.copysign(&v, x)
}

/// cosh(x) = e/2 + 1/(2e) with e = e^|x|.
fn cosh(b: &mut B, x: &str) -> V {
    let ax = b.abs(x);
    let e = exp_core(b, &ax, Base::E);
    let half = b.k(0.5);
    let he = b.mul(&e, &half);
    let ie = b.div(&half, &e);
    let c = b.add(&he, &ie);
    let big = half_exp_big(b, &ax);
    let small = b.cmp("olt", &ax, &b.k(exp_overflow(b.p)));
    b.sel(&small, &c, &big)
}

/// tanh(x) = t / (t + 2) with t = expm1(2|x|); 1 where that rounds to 1.
fn tanh(b: &mut B, x: &str) -> V {
    let ax = b.abs(x);
    let two = b.mul(&ax, &b.k(2.0));
    let t = expm1_core(b, &two);
    let d = b.add(&t, &b.k(2.0));
    let v = b.div(&t, &d);
    let one = b.cmp("ogt", &ax, &b.k(b.p.pick(10.0, 23.0)));
    let v = b.sel(&one, &b.k(1.0), &v);
    b.copysign(&v, x)
}

/// cbrt: Newton's iteration for |x|^(-1/3) from a guess in the bits
/// (`K - bits/3`), then |x| r^2 with one Newton correction.
fn cbrt(b: &mut B, x: &str) -> V {
    let p = b.p;
    let a = b.abs(x);
    let (scale, back, min_normal, magic, steps) = match p {
        P::F32 => (24.0, -8.0, f32::MIN_POSITIVE as f64, 0x54a2_1d2a_u64, 3),
        P::F64 => (54.0, -18.0, f64::MIN_POSITIVE, 0x553f_09fc_49d9_b000_u64, 4),
    };
    let sub = b.cmp("olt", &a, &b.k(min_normal));
    let scaled = b.mul(&a, &b.k(2f64.powf(scale)));
    let a = b.sel(&sub, &scaled, &a);
    let bits = b.bits_of(&a);
    let third = b.ibin("udiv", &bits, "3");
    let guess = b.ibin("sub", &magic.to_string(), &third);
    let mut r = b.float_of(&guess);
    let third_k = b.k(1.0 / 3.0);
    for _ in 0..steps {
        // r += r (1 - a r^3) / 3
        let ar = b.mul(&a, &r);
        let r2 = b.mul(&r, &r);
        let nar = b.neg(&ar);
        let e = b.fma(&nar, &r2, &b.k(1.0));
        let re = b.mul(&r, &e);
        r = b.fma(&re, &third_k, &r);
    }
    let ar = b.mul(&a, &r);
    let c = b.mul(&ar, &r);
    // c -= (c^3 - a) r^2 / 3
    let c2 = b.mul(&c, &c);
    let na = b.neg(&a);
    let d = b.fma(&c2, &c, &na);
    let r2 = b.mul(&r, &r);
    let dr = b.mul(&d, &r2);
    let ndr = b.neg(&dr);
    let c = b.fma(&ndr, &third_k, &c);
    let down = b.mul(&c, &b.k(2f64.powf(back)));
    let c = b.sel(&sub, &down, &c);
    let c = b.copysign(&c, x);
    // 0, infinities and NaN are their own cube roots.
    let ax = b.abs(x);
    let zero = b.cmp("oeq", &ax, &b.k(0.0));
    let finite = b.cmp("olt", &ax, &b.k(f64::INFINITY));
    let normal = b.v(format!("xor i1 {finite}, true"));
    let own = b.or1(&zero, &normal);
    b.sel(&own, x, &c)
}

/// hypot: both scaled by the larger one's exponent, sqrt(b^2 + s^2) with an
/// FMA, scaled back; +inf if either is infinite, even with a NaN.
fn hypot(b: &mut B, x: &str, y: &str) -> V {
    let p = b.p;
    let ax = b.abs(x);
    let ay = b.abs(y);
    let gt = b.cmp("ogt", &ax, &ay);
    let big = b.sel(&gt, &ax, &ay);
    let small = b.sel(&gt, &ay, &ax);
    let bits = b.bits_of(&big);
    let eb = b.ibin("lshr", &bits, &p.m().to_string());
    let e = b.ibin("sub", &eb, &p.bias().to_string());
    let (t, i) = (p.t(), p.i());
    let ef = b.v(format!("sitofp {i} {e} to {t}"));
    let nef = b.neg(&ef);
    let bs = b.ldexp(&big, &nef);
    let ss = b.ldexp(&small, &nef);
    let s2 = b.mul(&ss, &ss);
    let sum = b.fma(&bs, &bs, &s2);
    let h = b.call("sqrt", &[&sum]);
    let r = b.ldexp(&h, &ef);
    let inf = b.k(f64::INFINITY);
    let xi = b.cmp("oeq", &ax, &inf);
    let yi = b.cmp("oeq", &ay, &inf);
    let any = b.or1(&xi, &yi);
    b.sel(&any, &inf, &r)
}

/// Chebyshev coefficients of erfcx(x) = erfc(x) e^(x^2) on an interval,
/// from `scripts/erf_coefficients.py`.
const ERFCX_F32: (f64, f64, [f64; 14]) = (
    1.0,
    4.0,
    [
        0.24442575284923573,
        -0.13589862891594598,
        0.03563511414853497,
        -0.00888409861822249,
        0.0021184239975531745,
        -0.0004853987640800181,
        0.00010727375453759483,
        -2.2936634481117746e-05,
        4.756874686608845e-06,
        -9.589944524084722e-07,
        1.8828988017399766e-07,
        -3.606207238400481e-08,
        6.740900663684181e-09,
        -1.1960274878860078e-09,
    ],
);
const ERFCX_F64_LOW: (f64, f64, [f64; 20]) = (
    1.0,
    2.5,
    [
        0.3017138902444292,
        -0.10574990110152695,
        0.017104848474406763,
        -0.002587682261135065,
        0.0003696145268036729,
        -5.0198560605167956e-05,
        6.517935170561901e-06,
        -8.126449775613485e-07,
        9.763690285483578e-08,
        -1.133813656364367e-08,
        1.2757869239497698e-09,
        -1.3939984728303207e-10,
        1.4818660272094163e-11,
        -1.535083855929383e-12,
        1.5518968060618384e-13,
        -1.5330737574030452e-14,
        1.4816184781678304e-15,
        -1.402286502259275e-16,
        1.3009170665632648e-17,
        -1.1749179704724222e-18,
    ],
);
const ERFCX_F64_HIGH: (f64, f64, [f64; 22]) = (
    2.5,
    6.0,
    [
        0.14016047004976134,
        -0.05677604943259737,
        0.011209463278240392,
        -0.0021611166170954787,
        0.00040747765264847823,
        -7.523771561693374e-05,
        1.3620051895515644e-05,
        -2.4198114237545286e-06,
        4.223228134648387e-07,
        -7.246499552340511e-08,
        1.223372886245904e-08,
        -2.0334473033647613e-09,
        3.329826004203619e-10,
        -5.3749377494886306e-11,
        8.55692534783044e-12,
        -1.3442073415931563e-12,
        2.0845649562237655e-13,
        -3.1926254204057334e-14,
        4.830968628269544e-15,
        -7.224867982152607e-16,
        1.0678477136731483e-16,
        -1.5299256581578205e-17,
    ],
);

/// Clenshaw's recurrence for `sum c_j T_j(u)`, with each coefficient chosen
/// between two series by `hi` (the shorter padded with zeros).
fn clenshaw(b: &mut B, u: &str, lo: &[f64], hi: Option<(&str, &[f64])>) -> V {
    let n = lo.len().max(hi.map_or(0, |h| h.1.len()));
    let coeff = |b: &mut B, j: usize| -> V {
        let l = b.k(lo.get(j).copied().unwrap_or(0.0));
        match hi {
            Some((c, h)) => {
                let hk = b.k(h.get(j).copied().unwrap_or(0.0));
                b.sel(c, &hk, &l)
            }
            None => l,
        }
    };
    let u2 = b.add(u, u);
    let mut b1 = b.k(0.0);
    let mut b2 = b.k(0.0);
    for j in (1..n).rev() {
        let c = coeff(b, j);
        let t = b.sub(&c, &b2);
        let next = b.fma(&u2, &b1, &t);
        b2 = b1;
        b1 = next;
    }
    let c0 = coeff(b, 0);
    let t = b.sub(&c0, &b2);
    b.fma(u, &b1, &t)
}

/// erf: the Taylor series below 1; 1 - e^(-x^2) erfcx(x) up to where erf
/// rounds to 1 (x^2 in two parts for the exponential); 1 beyond.
fn erf(b: &mut B, x: &str) -> V {
    let p = b.p;
    let a = b.abs(x);
    let z = b.mul(&a, &a);
    let terms = p.pick(11.0, 20.0) as usize;
    let mut coeffs = Vec::new();
    let mut fact = 1.0f64;
    for n in 0..terms {
        if n > 0 {
            fact *= n as f64;
        }
        let sign = if n % 2 == 1 { -1.0 } else { 1.0 };
        coeffs.push(std::f64::consts::FRAC_2_SQRT_PI * sign / (fact * (2 * n + 1) as f64));
    }
    let q = b.poly(&z, &coeffs);
    let small = b.mul(&a, &q);
    let nz = b.neg(&z);
    let zl = b.fma(&a, &a, &nz);
    let e = exp_core(b, &nz, Base::E);
    let ezl = b.mul(&e, &zl);
    let e = b.sub(&e, &ezl);
    let map = |b: &mut B, lo: f64, hi: f64| -> V {
        let s = b.k(2.0 / (hi - lo));
        let o = b.k(-(hi + lo) / (hi - lo));
        b.fma(&a, &s, &o)
    };
    let (cx, end) = match p {
        P::F32 => {
            let (lo, hi, c) = ERFCX_F32;
            let u = map(b, lo, hi);
            (clenshaw(b, &u, &c, None), hi)
        }
        P::F64 => {
            let (l0, l1, lc) = ERFCX_F64_LOW;
            let (h0, h1, hc) = ERFCX_F64_HIGH;
            let upper = b.cmp("oge", &a, &b.k(h0));
            let ul = map(b, l0, l1);
            let uh = map(b, h0, h1);
            let u = b.sel(&upper, &uh, &ul);
            (clenshaw(b, &u, &lc, Some((upper.as_str(), &hc[..]))), h1)
        }
    };
    let ec = b.mul(&e, &cx);
    let mid = b.sub(&b.k(1.0), &ec);
    let below = b.cmp("olt", &a, &b.k(1.0));
    let v = b.sel(&below, &small, &mid);
    let past = b.cmp("oge", &a, &b.k(end));
    let v = b.sel(&past, &b.k(1.0), &v);
    b.copysign(&v, x)
}

/// The hardware's approximate `log2` of a float: NVPTX's `lg2.approx`, or
/// AMDGPU's `v_log_f32` through the generic intrinsic.
fn fast_log2(b: &mut B, x: &str, nvptx: bool) -> V {
    if nvptx {
        b.v(format!("call float @llvm.nvvm.lg2.approx.f(float {x})"))
    } else {
        b.v(format!("call afn float @llvm.log2.f32(float {x})"))
    }
}

fn fast_exp2(b: &mut B, x: &str) -> V {
    b.v(format!("call afn float @llvm.exp2.f32(float {x})"))
}

/// Every precise math function the GPUs lack, `@__tangle_<C name>`, in
/// both precisions, and CUDA's fast intrinsics (`nvptx` picks the `log2`).
pub(crate) fn library(s: &mut String, nvptx: bool) {
    type Unary = fn(&mut B, &str) -> V;
    type Binary = fn(&mut B, &str, &str) -> V;
    let unary: [(&str, Unary); 20] = [
        ("exp", |b, x| exp_core(b, x, Base::E)),
        ("exp2", |b, x| exp_core(b, x, Base::Two)),
        ("exp10", |b, x| exp_core(b, x, Base::Ten)),
        ("expm1", expm1_core),
        ("log", log),
        ("log2", log2),
        ("log10", log10),
        ("log1p", log1p),
        ("sin", |b, x| sin_cos(b, x, false)),
        ("cos", |b, x| sin_cos(b, x, true)),
        ("tan", tan),
        ("asin", asin),
        ("acos", acos),
        ("acosh", acosh),
        ("atan", atan),
        ("sinh", sinh),
        ("cosh", cosh),
        ("tanh", tanh),
        ("cbrt", cbrt),
        ("erf", erf),
    ];
    let binary: [(&str, Binary); 3] = [("pow", pow), ("atan2", atan2), ("hypot", hypot)];
    for p in [P::F32, P::F64] {
        for (name, f) in unary {
            define(s, p, &format!("__tangle_{}", p.c_name(name)), 1, |b| {
                f(b, "%x")
            });
        }
        for (name, f) in binary {
            define(s, p, &format!("__tangle_{}", p.c_name(name)), 2, |b| {
                f(b, "%x", "%y")
            });
        }
    }
    let f = P::F32;
    let scaled_exp2 = |s: &mut String, name: &str, scale: f64| {
        define(s, f, name, 1, |b| {
            let t = b.mul("%x", &b.k(scale));
            fast_exp2(b, &t)
        })
    };
    scaled_exp2(s, "__expf", std::f64::consts::LOG2_E);
    scaled_exp2(s, "__exp10f", std::f64::consts::LOG2_10);
    for (name, scale) in [
        ("__logf", std::f64::consts::LN_2),
        ("__log2f", 1.0),
        ("__log10f", std::f64::consts::LOG10_2),
    ] {
        define(s, f, name, 1, |b| {
            let l = fast_log2(b, "%x", nvptx);
            if scale == 1.0 {
                l
            } else {
                b.mul(&l, &b.k(scale))
            }
        });
    }
    define(s, f, "__powf", 2, |b| {
        let l = fast_log2(b, "%x", nvptx);
        let t = b.mul("%y", &l);
        fast_exp2(b, &t)
    });
    for (name, op) in [("__sinf", "sin"), ("__cosf", "cos")] {
        define(s, f, name, 1, |b| {
            b.v(format!("call afn float @llvm.{op}.f32(float %x)"))
        });
    }
    define(s, f, "__tanf", 1, |b| {
        let sn = b.v("call afn float @llvm.sin.f32(float %x)".into());
        let cs = b.v("call afn float @llvm.cos.f32(float %x)".into());
        b.v(format!("fdiv afn float {sn}, {cs}"))
    });
    define(s, f, "__fdividef", 2, |b| {
        b.v("fdiv afn float %x, %y".into())
    });
}
