//! The math library, `printf` and undefined float-to-integer conversions on
//! both engines: the source engine, and the IR engine on tangle's lowering.

mod common;

use common::{args, launch};
use frontend::math::{MathFn, MathOp, Prec};
use runtime::trace::{ErrorKind, RunOutput};
use testkit::compile;

fn run_both(src: &str, threads: u32, json: &str) -> [RunOutput; 2] {
    let (unit, analysis) = compile(src);
    let l = launch(threads, threads);
    let source = runtime::source::run(&unit, &analysis, None, &l, &args(json)).expect("runs");
    let lowered = driver::lower_tangle(&unit, &analysis).expect("lowers");
    let ir = runtime::ir::run(&lowered.module, "test.cu", None, &l, &args(json)).expect("runs");
    [source, ir]
}

fn floats(out: &RunOutput, name: &str) -> Vec<f64> {
    let b = &out
        .buffers
        .iter()
        .find(|(n, _)| n == name)
        .expect("buffer")
        .1;
    b.values()
        .iter()
        .map(|v| match v {
            serde_json::Value::Number(n) => n.as_f64().expect("a number"),
            serde_json::Value::String(s) => s.parse().expect("NaN or inf"),
            other => panic!("{other}"),
        })
        .collect()
}

/// The value C's function has at `x` (and `y`, `z`), from Rust's std or
/// literal identities: independent of the engines' dispatch.
fn expected(op: MathOp, x: f64, y: f64, z: f64) -> f64 {
    use MathOp::*;
    match op {
        Sqrt => x.sqrt(),
        Rsqrt => 1.0 / x.sqrt(),
        Cbrt => x.cbrt(),
        Exp => x.exp(),
        Exp2 => x.exp2(),
        Exp10 => 10f64.powf(x),
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
        // NaN below 1 (every point here): `runtime/tests/builtins.rs` checks values.
        Acosh => (x + (x * x - 1.0).sqrt()).ln(),
        Atan => x.atan(),
        Atan2 => x.atan2(y),
        Sinh => x.sinh(),
        Cosh => x.cosh(),
        Tanh => x.tanh(),
        Fabs => x.abs(),
        Floor => x.floor(),
        Ceil => x.ceil(),
        Round => x.round(),
        Trunc => x.trunc(),
        Rint => x.round_ties_even(),
        Fmax => x.max(y),
        Fmin => x.min(y),
        Fmod => x % y,
        Fma => x.mul_add(y, z),
        Copysign => x.copysign(y),
        Hypot => x.hypot(y),
        // erf(x) by its Maclaurin series (converges fast for |x| < 1).
        Erf => {
            let mut sum = 0.0;
            let mut term = x;
            for n in 0..40 {
                sum += term / (2 * n + 1) as f64;
                term *= -x * x / (n + 1) as f64;
            }
            sum * 2.0 / std::f64::consts::PI.sqrt()
        }
        Div => x / y,
        Rcp => 1.0 / x,
        Saturate => x.clamp(0.0, 1.0),
        IsNan => x.is_nan() as i32 as f64,
        IsInf => x.is_infinite() as i32 as f64,
        IsInfSign => 0.0,
        IsFinite => x.is_finite() as i32 as f64,
        SignBit => x.is_sign_negative() as i32 as f64,
    }
}

/// Every math function, float and double, on both engines, at four points
/// in every function's domain. Tolerance: 4 ulp of the precision relative to
/// the exact value (2^-21 for float, 2^-50 for double), absolute near zero.
#[test]
fn every_math_function_on_both_engines() {
    let xs = [0.25, 0.5, 0.75, 0.9];
    let ys = [1.5, -2.0, 0.5, 3.0];
    let zs = [0.125, 1.0, -0.5, 2.0];
    let fns = MathFn::all();
    let mut body = String::new();
    for (k, f) in fns.iter().enumerate() {
        let (t, suffix) = match f.prec {
            Prec::F32 => ("float", "f"),
            Prec::F64 => ("double", "d"),
        };
        let args = ["x", "y", "z"][..f.op.arity()]
            .iter()
            .map(|a| format!("({t}){a}{suffix}_"))
            .collect::<Vec<_>>()
            .join(", ");
        body.push_str(&format!("  out[{k} * 4 + t] = {}({args});\n", f.name()));
    }
    let src = format!(
        "__global__ void k(double *out, float *xf, float *yf, float *zf, double *xd, double *yd, double *zd) {{\n\
         \x20 int t = threadIdx.x;\n\
         \x20 float xf_ = xf[t], yf_ = yf[t], zf_ = zf[t];\n\
         \x20 double xd_ = xd[t], yd_ = yd[t], zd_ = zd[t];\n\
         {}}}\n",
        body
    );
    let buf = |ty: &str, v: &[f64]| format!("{{\"type\": \"{ty}\", \"data\": {v:?}}}");
    let json = format!(
        "{{\"out\": {{\"type\": \"f64\", \"len\": {}}}, \"xf\": {}, \"yf\": {}, \"zf\": {}, \"xd\": {}, \"yd\": {}, \"zd\": {}}}",
        fns.len() * 4,
        buf("f32", &xs), buf("f32", &ys), buf("f32", &zs),
        buf("f64", &xs), buf("f64", &ys), buf("f64", &zs)
    );
    for out in run_both(&src, 4, &json) {
        assert!(out.errors.is_empty(), "{}: {:?}", out.engine, out.errors);
        let got = floats(&out, "out");
        for (k, f) in fns.iter().enumerate() {
            for t in 0..4 {
                let r = |v: f64| match f.prec {
                    Prec::F32 => v as f32 as f64,
                    Prec::F64 => v,
                };
                let want = expected(f.op, r(xs[t]), r(ys[t]), r(zs[t]));
                let tol = match f.prec {
                    Prec::F32 => 2f64.powi(-21),
                    Prec::F64 => 2f64.powi(-50),
                };
                let g = got[k * 4 + t];
                assert!(
                    (g.is_nan() && want.is_nan()) || (g - want).abs() <= tol * want.abs().max(1.0),
                    "{} engine: {}({}) = {g}, expected {want}",
                    out.engine,
                    f.name(),
                    xs[t]
                );
            }
        }
    }
}

/// Edge cases with literal expected values (C99 Annex F, CUDA's math API).
#[test]
fn edge_cases_on_both_engines() {
    let cases: &[(&str, f64)] = &[
        ("sqrtf(-1.0f)", f64::NAN),
        ("sqrt(-4.0)", f64::NAN),
        ("fmodf(-5.5f, 2.0f)", -1.5),
        ("fmodf(5.5f, -2.0f)", 1.5),
        ("fmod(-7.0, 7.0)", -0.0),
        ("rintf(2.5f)", 2.0),
        ("rint(-3.5)", -4.0),
        ("roundf(2.5f)", 3.0),
        ("round(-2.5)", -3.0),
        ("fmaxf(0.0f / 0.0f, 1.0f)", 1.0),
        ("fmin(2.0, 0.0 / 0.0)", 2.0),
        ("__saturatef(0.0f / 0.0f)", 0.0),
        ("__saturatef(1.5f)", 1.0),
        ("__saturatef(-0.5f)", 0.0),
        ("isinf(-1.0 / 0.0)", 1.0),
        ("__builtin_isinf_sign(-1.0f / 0.0f)", -1.0),
        ("isnan(0.0 / 0.0)", 1.0),
        ("isfinite(1.0f / 0.0f)", 0.0),
        ("signbit(-0.0)", 1.0),
        ("signbit(0.0f)", 0.0),
        ("exp10(2.0)", 100.0),
        ("erff(0.0f)", 0.0),
        ("cbrt(-27.0)", -3.0),
        ("hypotf(3.0f, 4.0f)", 5.0),
        ("copysign(1.0, -0.0)", -1.0),
        ("log(0.0)", f64::NEG_INFINITY),
        ("powf(2.0f, 10.0f)", 1024.0),
        ("__fdividef(1.0f, 4.0f)", 0.25),
        ("__frcp_rn(8.0f)", 0.125),
        ("rsqrtf(16.0f)", 0.25),
        ("fmaf(2.0f, 3.0f, 1.0f)", 7.0),
        ("trunc(-2.7)", -2.0),
        ("ceilf(-0.5f)", -0.0),
        ("floor(-0.5)", -1.0),
    ];
    let body: String = cases
        .iter()
        .enumerate()
        .map(|(i, (e, _))| format!("  out[{i}] = {e};\n"))
        .collect();
    let src = format!("__global__ void k(double *out) {{\n{body}}}\n");
    let json = format!(
        "{{\"out\": {{\"type\": \"f64\", \"len\": {}}}}}",
        cases.len()
    );
    for out in run_both(&src, 1, &json) {
        assert!(out.errors.is_empty(), "{}: {:?}", out.engine, out.errors);
        let got = floats(&out, "out");
        for (i, (e, want)) in cases.iter().enumerate() {
            let same = if want.is_nan() {
                got[i].is_nan()
            } else {
                got[i] == *want && got[i].is_sign_negative() == want.is_sign_negative()
            };
            assert!(
                same,
                "{} engine: {e} = {}, expected {want}",
                out.engine, got[i]
            );
        }
    }
}

const PRINTF: &str = "#include <stdio.h>\n\
__global__ void k(int *out, float s) {\n\
  int t = threadIdx.x;\n\
  if (t % 2 == 0)\n\
    printf(\"even %d: %5.2f|%-4x|%e %s %c\\n\", t, s * t, t * 255, (double)t / 3, \"ok\", 'A' + t);\n\
  else\n\
    printf(\"odd %+i %lu %g%%\\n\", -t, (unsigned long)t * 5000000000UL, 1.0 / t);\n\
  printf(\"again %05.1f\\n\", s);\n\
}\n";

#[test]
fn printf_prints_per_thread_in_order_on_both_engines() {
    let expected = "\n\
printf (by thread, each thread's calls in order)\n\
\x20 thread 0: even 0:  0.00|0   |0.000000e+00 ok A\n\
\x20 thread 0: again 002.5\n\
\x20 thread 1: odd -1 5000000000 1%\n\
\x20 thread 1: again 002.5\n\
\x20 thread 2: even 2:  5.00|1fe |6.666667e-01 ok C\n\
\x20 thread 2: again 002.5\n\
\x20 thread 3: odd -3 15000000000 0.333333%\n\
\x20 thread 3: again 002.5\n";
    for out in run_both(PRINTF, 4, r#"{"out": {"type": "i32", "len": 4}, "s": 2.5}"#) {
        let text = out.text();
        let start = text.find("\nprintf").expect("a printf section");
        let end = text.find("\nbuffers").expect("buffers");
        assert_eq!(&text[start..end], expected, "{} engine", out.engine);
        let json = serde_json::to_value(out.json()).expect("JSON");
        assert_eq!(json["printf"][1]["text"], "again 002.5\n");
        assert_eq!(json["printf"][2]["thread"], 1);
    }
}

#[test]
fn out_of_range_float_to_int_is_an_error_at_its_site_on_both_engines() {
    let src = "__global__ void k(int *out, float s) {\n\
               int a;\n\
               a = 3e10;\n\
               out[threadIdx.x] = a;\n\
               }\n";
    let runtime_value = "__global__ void k(int *out, float s) {\n\
                         out[threadIdx.x] = (int)(s * threadIdx.x);\n\
                         }\n";
    let nan = "__global__ void k(int *out, float s) {\n\
               float inf = s / 0.0f;\n\
               out[threadIdx.x] = (unsigned)(inf - inf);\n\
               }\n";
    let json = r#"{"out": {"type": "i32", "len": 2}, "s": 3e9}"#;
    for (src, line, msg) in [
        (
            nan,
            3,
            "conversion of NaN to a 32-bit unsigned integer is out of range (undefined)",
        ),
        (
            src,
            3,
            "conversion of 30000000000 to a 32-bit signed integer is out of range (undefined)",
        ),
        (
            runtime_value,
            2,
            "conversion of 3000000000 to a 32-bit signed integer is out of range (undefined)",
        ),
    ] {
        for out in run_both(src, 2, json) {
            let e = &out.errors[0];
            assert_eq!(
                (e.kind, e.message.as_str()),
                (ErrorKind::Undefined, msg),
                "{}",
                out.engine
            );
            assert_eq!(e.loc.map(|l| l.0), Some(line), "{} engine", out.engine);
        }
    }
}
