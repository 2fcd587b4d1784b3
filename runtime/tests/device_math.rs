//! The accuracy of the GPU device library's math functions
//! (`lowering/src/devicemath.rs`), measured by running their LLVM IR on the
//! IR engine over deterministic pseudo-random inputs of each function's
//! domain and comparing with Rust's `f64` functions (glibc's `erf`): for a
//! `float` function the error of the `float` result against the `f64` value,
//! in `float` ulps; for a `double` one, against the `f64` value (itself
//! within an ulp of the exact one), in ulps. The IR engine computes `fma`,
//! `sqrt`, `rint` and the arithmetic exactly as IEEE 754 and the GPUs do, so
//! these are the errors on hardware. The fast intrinsics call the hardware's
//! approximations, which the engine computes correctly rounded: their
//! figures leave out the hardware's own error (`docs/builtins.md`).
//! `MEASURED=1` prints every maximum.

use runtime::launch::Launch;

unsafe extern "C" {
    fn erf(x: f64) -> f64;
    fn acosh(x: f64) -> f64;
}

fn c_acosh(x: f64) -> f64 {
    // SAFETY: glibc's `acosh` is a pure function of a double (Rust's overflows near the
    // largest doubles).
    unsafe { acosh(x) }
}

fn c_erf(x: f64) -> f64 {
    // SAFETY: glibc's `erf` is a pure function of a double.
    unsafe { erf(x) }
}

/// Runs `@<name>` of the library on each input (bits of the type).
fn run(library: &str, name: &str, double: bool, arity: usize, xs: &[u64], ys: &[u64]) -> Vec<u64> {
    let t = if double { "double" } else { "float" };
    let args = if arity == 2 {
        format!("{t} %a, {t} %b")
    } else {
        format!("{t} %a")
    };
    run_body(
        library,
        &format!("  %r = call {t} @{name}({args})"),
        double,
        xs,
        ys,
    )
    .0
}

/// Runs `body` (IR computing `%r` of the type from `%a` and `%b`, and possibly storing a
/// second result through `%slot`; `%po` is where `%r` goes) of a kernel over the inputs,
/// with `library` defined: the results' bits and the second results' bits.
fn run_body(
    library: &str,
    body: &str,
    double: bool,
    xs: &[u64],
    ys: &[u64],
) -> (Vec<u64>, Vec<u64>) {
    let (t, bits) = if double {
        ("double", 64)
    } else {
        ("float", 32)
    };
    let ir = format!(
        "{library}
define void @kernel(ptr %x, ptr %y, ptr %out, ptr %second, i32 %n) {{
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %px = getelementptr {t}, ptr %x, i32 %i
  %a = load {t}, ptr %px
  %py = getelementptr {t}, ptr %y, i32 %i
  %b = load {t}, ptr %py
  %po = getelementptr {t}, ptr %out, i32 %i
  %slot = getelementptr i{bits}, ptr %second, i32 %i
{body}
  store {t} %r, ptr %po
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}}
"
    );
    let ty = if double { "u64" } else { "u32" };
    let json = serde_json::json!({
        "x": {"type": ty, "data": xs}, "y": {"type": ty, "data": ys},
        "out": {"type": ty, "len": xs.len()}, "second": {"type": ty, "len": xs.len()},
        "n": xs.len(),
    });
    let buffers = run_kernel(&ir, json, body);
    (buffers("out"), buffers("second"))
}

/// Runs `@kernel` of `ir` on one thread with the arguments of `json`: each buffer's
/// values as bits, by name. `what` names the run in failures.
fn run_kernel(ir: &str, json: serde_json::Value, what: &str) -> impl Fn(&str) -> Vec<u64> {
    let m = runtime::ir::read::read("math.ll", ir.as_bytes()).expect("the library reads");
    assert_eq!(m.verifier, None, "the library verifies");
    let args: runtime::launch::Args = match json {
        serde_json::Value::Object(m) => m.into_iter().collect(),
        _ => unreachable!("an object"),
    };
    let launch = Launch {
        threads: 1.into(),
        max_steps: u64::MAX,
        ..Launch::default()
    };
    let out = runtime::ir::run(&m, "math.ll", Some("kernel"), &launch, &args).expect("runs");
    assert!(out.errors.is_empty(), "{what}: {:?}", out.errors);
    move |name: &str| {
        let buffer = &out
            .buffers
            .iter()
            .find(|(n, _)| n == name)
            .expect("a buffer")
            .1;
        buffer
            .values()
            .iter()
            .map(|v| v.as_u64().expect("bits"))
            .collect()
    }
}

/// A deterministic generator (splitmix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
    /// Half the draws uniform in [lo, hi], half with a log-uniform magnitude
    /// from 10^-30 (ranges around 0) or the range's smallest magnitude, so
    /// that small arguments are covered too.
    fn draw(&mut self, lo: f64, hi: f64) -> f64 {
        if self.next() % 2 == 0 {
            return lo + (hi - lo) * self.unit();
        }
        let straddles = lo < 0.0 && hi > 0.0;
        let big = lo.abs().max(hi.abs());
        let small = if straddles {
            1e-30
        } else {
            lo.abs().min(hi.abs())
        };
        let mag = (small.ln() + (big.ln() - small.ln()) * self.unit()).exp();
        let negative = if straddles {
            self.next() % 2 == 0
        } else {
            hi <= 0.0
        };
        let v = if negative { -mag } else { mag };
        v.clamp(lo, hi)
    }
}

/// The size of an ulp of `v` in the format with `mant` stored bits.
fn ulp(v: f64, mant: i32, min_exp: i32) -> f64 {
    let e = if v == 0.0 {
        min_exp
    } else {
        (v.abs().log2().floor() as i32).max(min_exp)
    };
    let p = e - mant;
    if p >= -1022 {
        f64::from_bits(((p + 1023) as u64) << 52)
    } else {
        f64::from_bits(1 << (p + 1074))
    }
}

type Reference = fn(f64, f64) -> f64;

/// Name, arity, reference, x and y domains, bound.
type FastRow = (&'static str, usize, Reference, (f64, f64), (f64, f64), f64);

/// Name, reference, two domains (float and double, or x and y), two bounds.
type Row = (&'static str, Reference, (f64, f64), (f64, f64), f64, f64);

struct Case {
    /// The function's name in the library.
    name: &'static str,
    double: bool,
    arity: usize,
    reference: Reference,
    /// Where the inputs are drawn (x, then y).
    x: (f64, f64),
    y: (f64, f64),
    /// The documented bound, in ulps.
    bound: f64,
}

/// Max ulp error of a case over `n` inputs, and the worst input.
fn measure(library: &str, c: &Case, n: usize, rng: &mut Rng) -> (f64, f64, f64) {
    let mut xs = Vec::with_capacity(n);
    let mut ys = Vec::with_capacity(n);
    for _ in 0..n {
        let x = rng.draw(c.x.0, c.x.1);
        let y = if c.arity == 2 {
            rng.draw(c.y.0, c.y.1)
        } else {
            0.0
        };
        if c.double {
            xs.push(x.to_bits());
            ys.push(y.to_bits());
        } else {
            xs.push((x as f32).to_bits() as u64);
            ys.push((y as f32).to_bits() as u64);
        }
    }
    let out = run(library, c.name, c.double, c.arity, &xs, &ys);
    let mut worst = (0.0, 0.0, 0.0);
    for ((&x, &y), &r) in xs.iter().zip(&ys).zip(&out) {
        let (x, y, r) = if c.double {
            (f64::from_bits(x), f64::from_bits(y), f64::from_bits(r))
        } else {
            (
                f32::from_bits(x as u32) as f64,
                f32::from_bits(y as u32) as f64,
                f32::from_bits(r as u32) as f64,
            )
        };
        let want = (c.reference)(x, y);
        let err = if want.is_nan() && r.is_nan() || want == r {
            0.0
        } else if c.double {
            (r - want).abs() / ulp(want, 52, -1022)
        } else if want.abs() > f32::MAX as f64 {
            // Beyond the float range: the correctly rounded result is inf.
            if r.is_infinite() && r.signum() == want.signum() {
                0.0
            } else {
                f64::INFINITY
            }
        } else {
            (r - want).abs() / ulp(want, 23, -126)
        };
        // NaN where a number was due counts as the worst error.
        let err = if err.is_nan() { f64::INFINITY } else { err };
        if err > worst.0 {
            worst = (err, x, y);
        }
    }
    worst
}

fn cases() -> Vec<Case> {
    let mut v = Vec::new();
    // Name, reference, float domain, double domain, float and double bounds.
    #[rustfmt::skip]
    let unary: [Row; 19] = [
        ("exp", |x, _| x.exp(), (-87.0, 88.0), (-708.0, 709.0), 1.0, 1.0),
        ("exp2", |x, _| x.exp2(), (-125.0, 127.0), (-1022.0, 1023.0), 1.0, 1.0),
        ("exp10", |x, _| 10f64.powf(x), (-37.0, 38.0), (-307.0, 308.0), 1.0, 1.0),
        ("expm1", |x, _| x.exp_m1(), (-20.0, 88.0), (-40.0, 709.0), 1.5, 2.0),
        ("log", |x, _| x.ln(), (1e-37, 1e38), (1e-307, 1e308), 1.0, 1.0),
        ("log2", |x, _| x.log2(), (1e-37, 1e38), (1e-307, 1e308), 1.0, 1.0),
        ("log10", |x, _| x.log10(), (1e-37, 1e38), (1e-307, 1e308), 1.0, 1.0),
        ("log1p", |x, _| x.ln_1p(), (-0.999, 1e38), (-0.999999, 1e308), 1.0, 1.0),
        ("sin", |x, _| x.sin(), (-1e5, 1e5), (-1e5, 1e5), 1.5, 1.0),
        ("cos", |x, _| x.cos(), (-1e5, 1e5), (-1e5, 1e5), 1.5, 1.0),
        ("tan", |x, _| x.tan(), (-1e5, 1e5), (-1e5, 1e5), 3.0, 2.0),
        ("asin", |x, _| x.asin(), (-1.0, 1.0), (-1.0, 1.0), 2.5, 2.0),
        ("acos", |x, _| x.acos(), (-1.0, 1.0), (-1.0, 1.0), 2.5, 3.0),
        ("atan", |x, _| x.atan(), (-1e10, 1e10), (-1e300, 1e300), 1.5, 1.0),
        ("sinh", |x, _| x.sinh(), (-89.0, 89.0), (-710.0, 710.0), 2.0, 2.0),
        ("cosh", |x, _| x.cosh(), (-89.0, 89.0), (-710.0, 710.0), 1.5, 1.0),
        ("tanh", |x, _| x.tanh(), (-12.0, 12.0), (-25.0, 25.0), 2.5, 3.0),
        ("cbrt", |x, _| x.cbrt(), (-1e38, 1e38), (-1e308, 1e308), 1.0, 1.0),
        ("erf", |x, _| c_erf(x), (-5.0, 5.0), (-7.0, 7.0), 2.5, 2.0),
    ];
    #[rustfmt::skip]
    let binary: [Row; 4] = [
        ("pow", f64::powf, (1e-3, 1e3), (-12.0, 12.0), 1.0, 1.0),
        // Results near the ends of the range: |y log2 x| up to 140.
        ("pow", f64::powf, (0.5, 2.0), (-180.0, 180.0), 3.0, 3.0),
        ("atan2", f64::atan2, (-1e10, 1e10), (-1e10, 1e10), 2.0, 2.0),
        ("hypot", f64::hypot, (-1e30, 1e30), (-1e30, 1e30), 1.0, 1.0),
    ];
    // Added later, measured after the others so that they keep their random samples.
    #[rustfmt::skip]
    let later: [Row; 1] = [
        ("acosh", |x, _| c_acosh(x), (1.0, 1e38), (1.0, 1e308), 1.5, 1.5),
    ];
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    let push_unary = |v: &mut Vec<Case>, rows: &[Row]| {
        for &(name, reference, fdom, ddom, fbound, dbound) in rows {
            for (double, x, bound) in [(false, fdom, fbound), (true, ddom, dbound)] {
                let suffix = if double { "" } else { "f" };
                v.push(Case {
                    name: leak(format!("__tangle_{name}{suffix}")),
                    double,
                    arity: 1,
                    reference,
                    x,
                    y: (0.0, 0.0),
                    bound,
                });
            }
        }
    };
    push_unary(&mut v, &unary);
    for (name, reference, x, y, fbound, dbound) in binary {
        for (double, bound) in [(false, fbound), (true, dbound)] {
            let suffix = if double { "" } else { "f" };
            v.push(Case {
                name: leak(format!("__tangle_{name}{suffix}")),
                double,
                arity: 2,
                reference,
                x,
                y,
                bound,
            });
        }
    }
    push_unary(&mut v, &later);
    v
}

#[test]
fn precise_functions_are_within_their_documented_ulps() {
    let library = lowering::device_math_ir(true);
    let mut rng = Rng(2024);
    let print = std::env::var_os("MEASURED").is_some();
    let mut failures = Vec::new();
    for c in cases() {
        let n = if c.double { 20_000 } else { 40_000 };
        let (err, x, y) = measure(&library, &c, n, &mut rng);
        if print {
            println!("{:16} max {err:.2} ulp at x = {x:e}, y = {y:e}", c.name);
        }
        if err > c.bound {
            failures.push(format!(
                "{}: {err:.2} ulp at ({x:e}, {y:e}), bound {}",
                c.name, c.bound
            ));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// CUDA's fast intrinsics with the hardware approximations computed
/// correctly rounded: what the scaling around them adds (`__expf(x)` is
/// `exp2(x log2(e))`, whose rounded product costs ulps in proportion to |x|).
#[test]
fn fast_intrinsics_add_only_their_scaling_error() {
    #[rustfmt::skip]
    let fast: [FastRow; 10] = [
        ("__expf", 1, |x, _| x.exp(), (-87.0, 88.0), (0.0, 0.0), 64.0),
        ("__exp10f", 1, |x, _| 10f64.powf(x), (-37.0, 38.0), (0.0, 0.0), 80.0),
        ("__logf", 1, |x, _| x.ln(), (1e-37, 1e38), (0.0, 0.0), 1.5),
        ("__log2f", 1, |x, _| x.log2(), (1e-37, 1e38), (0.0, 0.0), 1.0),
        ("__log10f", 1, |x, _| x.log10(), (1e-37, 1e38), (0.0, 0.0), 2.0),
        ("__powf", 2, f64::powf, (1e-3, 1e3), (-12.0, 12.0), 100.0),
        ("__sinf", 1, |x, _| x.sin(), (-3.0, 3.0), (0.0, 0.0), 1.0),
        ("__cosf", 1, |x, _| x.cos(), (-3.0, 3.0), (0.0, 0.0), 1.0),
        ("__tanf", 1, |x, _| x.tan(), (-1.5, 1.5), (0.0, 0.0), 2.0),
        ("__fdividef", 2, |x, y| x / y, (-1e30, 1e30), (-1e30, 1e30), 0.5),
    ];
    let print = std::env::var_os("MEASURED").is_some();
    let mut rng = Rng(7);
    let mut failures = Vec::new();
    for nvptx in [true, false] {
        let library = lowering::device_math_ir(nvptx);
        for (name, arity, reference, x, y, bound) in fast {
            let c = Case {
                name,
                double: false,
                arity,
                reference,
                x,
                y,
                bound,
            };
            let (err, x, y) = measure(&library, &c, 20_000, &mut rng);
            if print {
                println!("{name:16} nvptx {nvptx}: max {err:.2} ulp at x = {x:e}, y = {y:e}");
            }
            if err > bound {
                failures.push(format!(
                    "{name}: {err:.2} ulp at ({x:e}, {y:e}), bound {bound}"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// C99's special values (Annex F), bit for bit (NaN: any NaN).
#[test]
fn special_values_follow_c99() {
    let library = lowering::device_math_ir(true);
    let (inf, nan) = (f64::INFINITY, f64::NAN);
    #[rustfmt::skip]
    let cases: &[(&str, f64, f64, f64)] = &[
        ("exp", inf, 0.0, inf), ("exp", -inf, 0.0, 0.0), ("exp", nan, 0.0, nan),
        ("exp", 1000.0, 0.0, inf), ("exp", -1000.0, 0.0, 0.0),
        ("exp2", -0.0, 0.0, 1.0), ("exp10", -inf, 0.0, 0.0),
        ("expm1", -0.0, 0.0, -0.0), ("expm1", -inf, 0.0, -1.0), ("expm1", inf, 0.0, inf),
        ("log", 0.0, 0.0, -inf), ("log", -0.0, 0.0, -inf), ("log", -1.0, 0.0, nan),
        ("log", inf, 0.0, inf), ("log", 1.0, 0.0, 0.0), ("log2", 8.0, 0.0, 3.0),
        ("log10", 1000.0, 0.0, 3.0), ("log1p", -1.0, 0.0, -inf), ("log1p", -0.0, 0.0, -0.0),
        ("log1p", -2.0, 0.0, nan), ("log1p", inf, 0.0, inf),
        ("sin", -0.0, 0.0, -0.0), ("sin", inf, 0.0, nan), ("cos", 0.0, 0.0, 1.0),
        ("cos", -inf, 0.0, nan), ("tan", -0.0, 0.0, -0.0), ("tan", nan, 0.0, nan),
        ("asin", 1.0, 0.0, std::f64::consts::FRAC_PI_2), ("asin", 2.0, 0.0, nan),
        ("asin", -0.0, 0.0, -0.0), ("acos", 1.0, 0.0, 0.0), ("acos", -1.0, 0.0, std::f64::consts::PI),
        ("acos", -1.5, 0.0, nan), ("atan", inf, 0.0, std::f64::consts::FRAC_PI_2),
        ("atan", -0.0, 0.0, -0.0),
        ("sinh", -0.0, 0.0, -0.0), ("sinh", -inf, 0.0, -inf), ("cosh", -inf, 0.0, inf),
        ("cosh", nan, 0.0, nan), ("tanh", inf, 0.0, 1.0), ("tanh", -inf, 0.0, -1.0),
        ("tanh", nan, 0.0, nan), ("tanh", -0.0, 0.0, -0.0),
        ("cbrt", -8.0, 0.0, -2.0), ("cbrt", -0.0, 0.0, -0.0), ("cbrt", -inf, 0.0, -inf),
        ("cbrt", nan, 0.0, nan), ("erf", inf, 0.0, 1.0), ("erf", -inf, 0.0, -1.0),
        ("erf", -0.0, 0.0, -0.0), ("erf", nan, 0.0, nan),
        ("pow", nan, 0.0, 1.0), ("pow", 1.0, nan, 1.0), ("pow", -1.0, inf, 1.0),
        ("pow", -1.0, -inf, 1.0), ("pow", 0.5, -inf, inf), ("pow", 2.0, -inf, 0.0),
        ("pow", 0.5, inf, 0.0), ("pow", 2.0, inf, inf), ("pow", -0.0, -3.0, -inf),
        ("pow", -0.0, -2.0, inf), ("pow", 0.0, -0.5, inf), ("pow", -0.0, 3.0, -0.0),
        ("pow", -0.0, 2.0, 0.0), ("pow", -inf, -3.0, -0.0), ("pow", -inf, -2.0, 0.0),
        ("pow", -inf, 3.0, -inf), ("pow", -inf, 0.5, inf), ("pow", inf, -1.0, 0.0),
        ("pow", inf, 0.5, inf), ("pow", -2.0, 0.5, nan), ("pow", -2.0, 3.0, -8.0),
        ("pow", -2.0, 2.0, 4.0), ("pow", 2.0, nan, nan), ("pow", nan, 1.0, nan),
        ("atan2", 0.0, -0.0, std::f64::consts::PI), ("atan2", -0.0, -0.0, -std::f64::consts::PI),
        ("atan2", 0.0, 0.0, 0.0), ("atan2", -0.0, 1.0, -0.0), ("atan2", 1.0, 0.0, std::f64::consts::FRAC_PI_2),
        ("atan2", inf, inf, std::f64::consts::FRAC_PI_4), ("atan2", -inf, -inf, -3.0 * std::f64::consts::FRAC_PI_4),
        ("atan2", 1.0, -inf, std::f64::consts::PI), ("atan2", -1.0, inf, -0.0), ("atan2", nan, 1.0, nan),
        ("hypot", inf, nan, inf), ("hypot", nan, -inf, inf), ("hypot", nan, 1.0, nan),
        ("hypot", 3.0, 4.0, 5.0), ("hypot", 0.0, -0.0, 0.0),
    ];
    let mut failures = Vec::new();
    for double in [false, true] {
        for &(name, x, y, want) in cases {
            let arity = if matches!(name, "pow" | "atan2" | "hypot") {
                2
            } else {
                1
            };
            let suffix = if double { "" } else { "f" };
            let full = format!("__tangle_{name}{suffix}");
            let (xb, yb) = if double {
                (x.to_bits(), y.to_bits())
            } else {
                ((x as f32).to_bits() as u64, (y as f32).to_bits() as u64)
            };
            let r = run(&library, &full, double, arity, &[xb], &[yb])[0];
            let (r, want) = if double {
                (f64::from_bits(r), want)
            } else {
                (f32::from_bits(r as u32) as f64, want as f32 as f64)
            };
            let same = r.is_nan() && want.is_nan() || r.to_bits() == want.to_bits();
            if !same {
                failures.push(format!("{full}({x}, {y}) = {r}, want {want}"));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

unsafe extern "C" {
    fn frexp(x: f64, e: *mut i32) -> f64;
    fn frexpf(x: f32, e: *mut i32) -> f32;
    fn remquo(x: f64, y: f64, q: *mut i32) -> f64;
    fn remquof(x: f32, y: f32, q: *mut i32) -> f32;
}

/// `frexp` equals the C library's on every class of input (zeros, subnormals, normals,
/// infinities, NaN); `remquo` equals it, remainder and quotient bits, while `|x / y|` stays
/// below 2^20; `sincos` stores what the library's `sin` and `cos` return.
#[test]
fn results_through_pointers_match_the_c_library() {
    let library = lowering::device_math_ir(true);
    let mut rng = Rng(99);
    for double in [false, true] {
        let (t, s) = if double {
            ("double", "")
        } else {
            ("float", "f")
        };
        let from = |x: f64| {
            if double {
                x.to_bits()
            } else {
                (x as f32).to_bits() as u64
            }
        };
        let mut xs: Vec<u64> = [
            0.0,
            -0.0,
            1.0,
            -0.375,
            48.0,
            f64::INFINITY,
            f64::NAN,
            1e-40,
            -3e-310,
        ]
        .iter()
        .map(|&x| from(x))
        .collect();
        for _ in 0..2000 {
            let r = rng.next();
            xs.push(if double { r } else { r & 0xffff_ffff });
        }
        let zeros = vec![0; xs.len()];
        let body = format!("  %r = call {t} @frexp{s}({t} %a, ptr %slot)");
        let (fraction, exponent) = run_body(&library, &body, double, &xs, &zeros);
        for (k, &x) in xs.iter().enumerate() {
            let mut e = 0;
            // SAFETY: pure C functions writing one int.
            let want = unsafe {
                if double {
                    frexp(f64::from_bits(x), &mut e).to_bits()
                } else {
                    frexpf(f32::from_bits(x as u32), &mut e).to_bits() as u64
                }
            };
            let nan = if double {
                f64::from_bits(x).is_nan()
            } else {
                f32::from_bits(x as u32).is_nan()
            };
            if !nan {
                assert_eq!(fraction[k], want, "frexp{s}({x:#x})");
                assert_eq!(exponent[k] as u32 as i32, e, "frexp{s}({x:#x}) exponent");
            }
        }
        let (mut xs, mut ys) = (Vec::new(), Vec::new());
        for _ in 0..4000 {
            let x = (rng.unit() - 0.5) * 2e6;
            let y = (rng.unit() - 0.5) * 2e3;
            let y = if y.abs() < 2e-3 { 1.0 } else { y };
            xs.push(from(x));
            ys.push(from(if rng.unit() < 0.1 { y.round() } else { y }));
        }
        let body = format!("  %r = call {t} @remquo{s}({t} %a, {t} %b, ptr %slot)");
        let (rem, quo) = run_body(&library, &body, double, &xs, &ys);
        for k in 0..xs.len() {
            let mut q = 0;
            // SAFETY: pure C functions writing one int.
            let want = unsafe {
                if double {
                    remquo(f64::from_bits(xs[k]), f64::from_bits(ys[k]), &mut q).to_bits()
                } else {
                    remquof(
                        f32::from_bits(xs[k] as u32),
                        f32::from_bits(ys[k] as u32),
                        &mut q,
                    )
                    .to_bits() as u64
                }
            };
            let got_q = quo[k] as u32 as i32;
            assert_eq!(rem[k], want, "remquo{s}({:#x}, {:#x})", xs[k], ys[k]);
            // C asks for the quotient's sign and its magnitude modulo 2^n, n >= 3.
            let congruent = (got_q - q).rem_euclid(8) == 0;
            let signed = got_q == 0 || got_q.signum() == q.signum();
            assert!(
                congruent && signed,
                "remquo{s} {k}: quotient {got_q}, C's {q}"
            );
        }
        let body =
            format!("  call void @sincos{s}({t} %a, ptr %po, ptr %slot)\n  %r = load {t}, ptr %po");
        let xs: Vec<u64> = (0..200).map(|_| from((rng.unit() - 0.5) * 100.0)).collect();
        let (sin, cos) = run_body(&library, &body, double, &xs, &vec![0; xs.len()]);
        let plain = |name: &str| run(&library, name, double, 1, &xs, &xs);
        assert_eq!(sin, plain(&format!("__tangle_sin{s}")), "sincos{s}: sine");
        assert_eq!(cos, plain(&format!("__tangle_cos{s}")), "sincos{s}: cosine");
    }
}
