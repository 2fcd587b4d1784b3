//! The source engine's bytecode folds constants, comparisons, registers and
//! index widenings into the instructions that use them, operations into the
//! registers they set, and compiles conditions to jumps (`source/compile.rs`,
//! `fuse` and `branch`). These kernels put constants
//! and comparisons right before a jump's target that uses them (`x * (c ? 3 :
//! 5)`, `if (c ? a > b : a < b)`), where folding would be wrong; both engines
//! must compute what C says, checked against values computed here.

mod common;

use common::{buffer, launch, run_ir, run_source};
use runtime::trace::ErrorKind;

const SHAPES: &str = r#"
__global__ void k(int *out, int *cond, int *loops, float *f) {
  int t = threadIdx.x;
  int k = 0, i, n = 0;
  out[t] = (t & 1 ? 3 : 5) * 7 + (t > 2 && t < 6) * 10 + !(t == 4) + 1000 * (t & 2 ? 3 : 5);
  if ((t > 2 && t < 6) || t == 9 || !(t != 11))
    cond[t] = 100;
  else if (t & 1 ? t > 12 : t < 2)
    cond[t] = 50;
  else
    cond[t] = t > 7 ? -1 : -2;
  do {
    k++;
  } while (k < t && k != 4);
  for (i = 0; !(i >= 3) && i < t; i++)
    n += 2;
  loops[t] = k * 100 + n;
  float x = t;
  x += 0.5f;
  x *= 2;
  f[t] = x - 1.0f;
}
"#;

#[test]
fn folded_constants_and_jumping_conditions_compute_what_c_says() {
    let json = r#"{"out": {"type": "i32", "len": 16}, "cond": {"type": "i32", "len": 16},
                   "loops": {"type": "i32", "len": 16}, "f": {"type": "f32", "len": 16}}"#;
    let l = launch(16, 8);
    let expect = |t: i64| {
        let out = if t & 1 == 1 { 3 } else { 5 } * 7
            + i64::from(t > 2 && t < 6) * 10
            + i64::from(t != 4)
            + 1000 * if t & 2 == 2 { 3 } else { 5 };
        let cond = if (t > 2 && t < 6) || t == 9 || t == 11 {
            100
        } else if if t & 1 == 1 { t > 12 } else { t < 2 } {
            50
        } else if t > 7 {
            -1
        } else {
            -2
        };
        let mut k = 0;
        loop {
            k += 1;
            if !(k < t && k != 4) {
                break;
            }
        }
        let n = 2 * t.clamp(0, 3);
        (out, cond, k * 100 + n)
    };
    for run in [run_source(SHAPES, &l, json), run_ir(SHAPES, &l, json)] {
        assert!(run.errors.is_empty(), "{}: {:?}", run.engine, run.errors);
        let (out, cond, loops) = (
            buffer(&run, "out"),
            buffer(&run, "cond"),
            buffer(&run, "loops"),
        );
        for t in 0..16 {
            let i = t as usize;
            assert_eq!(
                (out[i], cond[i], loops[i]),
                expect(t),
                "{} thread {t}",
                run.engine
            );
        }
        let f = &run.buffers.iter().find(|(n, _)| n == "f").expect("f").1;
        for (t, v) in f.values.iter().enumerate() {
            assert_eq!(
                v.as_f64(),
                Some(2.0 * t as f64),
                "{} thread {t}",
                run.engine
            );
        }
    }
}

#[test]
fn an_error_in_an_operation_with_a_folded_constant_names_the_operation() {
    let src = "__global__ void k(int *out) {\n\
               int t = threadIdx.x;\n\
               int zero = t - t;\n\
               out[t] = 1;\n\
               out[t] = t / 0 + zero;\n\
               }\n";
    // Line 5, at the division (`t / 0` starts at column 10), not at the 0.
    assert_eq!(division_by_zero_at(src), Some((5, 10)));
}

/// Where the one error of running `src` (on `out`) is: a division by zero.
fn division_by_zero_at(src: &str) -> Option<(u32, u32)> {
    let out = run_source(src, &launch(4, 4), r#"{"out": {"type": "i32", "len": 4}}"#);
    let [e] = out.errors.as_slice() else {
        panic!("one error: {:?}", out.errors);
    };
    assert_eq!(e.kind, ErrorKind::Undefined);
    assert_eq!(e.message, "division by zero");
    e.loc
}

/// Registers fold into the operations and jumps that read them, operations into the
/// register they set, an index's widening into the pointer arithmetic it feeds: loops
/// over two registers, compound assignments, signed (negative) and unsigned indexes.
const REGISTERS: &str = r#"
__global__ void k(int *out, int *back, unsigned *wide, float *acc) {
  int t = threadIdx.x;
  int n = t + 2, k, s = 0, m = 3, d = 100;
  for (k = 0; k < n; k++) {
    s += k * m;
    d -= k;
  }
  out[t] = s * 1000 + d;
  int *mid = back + 8;
  int neg = -t;
  mid[neg] = t * t;
  unsigned u = t + 1u;
  wide[u - 1u] = u * u;
  float a = 0.5f, b = t;
  for (k = n; k > 0; k--)
    a += b * a;
  acc[t] = a;
}
"#;

#[test]
fn folded_registers_compute_what_c_says() {
    let json = r#"{"out": {"type": "i32", "len": 8}, "back": {"type": "i32", "len": 16},
                   "wide": {"type": "u32", "len": 8}, "acc": {"type": "f32", "len": 8}}"#;
    let l = launch(8, 4);
    for run in [run_source(REGISTERS, &l, json), run_ir(REGISTERS, &l, json)] {
        assert!(run.errors.is_empty(), "{}: {:?}", run.engine, run.errors);
        let (out, back, wide) = (
            buffer(&run, "out"),
            buffer(&run, "back"),
            buffer(&run, "wide"),
        );
        let acc = &run.buffers.iter().find(|(n, _)| n == "acc").expect("acc").1;
        for t in 0..8i64 {
            let i = t as usize;
            let s: i64 = (0..t + 2).map(|k| k * 3).sum();
            let d: i64 = 100 - (0..t + 2).sum::<i64>();
            assert_eq!(out[i], s * 1000 + d, "{} out[{t}]", run.engine);
            assert_eq!(back[8 - i], t * t, "{} back[{}]", run.engine, 8 - t);
            assert_eq!(wide[i], (t + 1) * (t + 1), "{} wide[{t}]", run.engine);
            let mut a = 0.5f32;
            for _ in 0..t + 2 {
                a += t as f32 * a;
            }
            assert_eq!(
                acc.values[i].as_f64(),
                Some(f64::from(a)),
                "{} acc[{t}]",
                run.engine
            );
        }
    }
}

#[test]
fn an_error_in_an_operation_on_registers_names_the_operation() {
    let src = "__global__ void k(int *out) {\n\
               int t = threadIdx.x;\n\
               int zero = t - t, s = 1;\n\
               out[t] = 1;\n\
               s %= zero;\n\
               out[t] = s;\n\
               }\n";
    // Line 5, at the compound assignment (`s %= zero` starts at column 1).
    assert_eq!(division_by_zero_at(src), Some((5, 1)));
}
