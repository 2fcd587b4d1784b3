//! The source engine's bytecode folds constants, comparisons, registers,
//! index widenings and element addresses into the instructions that use them,
//! operations into the registers they set, and compiles conditions to jumps
//! (`source/compile.rs`, `fuse` and `branch`). These kernels put constants
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
        for (t, v) in f.values().iter().enumerate() {
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

/// `src` on one warp of `threads`: the source engine in lockstep, the source engine
/// one thread at a time, and the IR engine on Clang's IR.
fn three_ways(src: &str, threads: u32, json: &str) -> [runtime::trace::RunOutput; 3] {
    let together = launch(threads, threads);
    let apart = runtime::launch::Launch {
        lockstep: false,
        ..together
    };
    [
        run_source(src, &together, json),
        run_source(src, &apart, json),
        run_ir(src, &together, json),
    ]
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
                acc.values()[i].as_f64(),
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

/// A compound assignment to a register updates it in place (`UpdateSlot`), read after
/// its operand is computed: by an expression, a constant or a register, with its value
/// used, beside ones that convert (`char`) or go through memory, which keep the general form.
const COMPOUND: &str = r#"
__global__ void k(int *out, int *used, int *mem) {
  int t = threadIdx.x;
  int a = t, b = 7, c = 100;
  char ch = 120;
  a += t * 3 + 1;
  b *= 2;
  c -= a;
  c /= b - 11;
  int v = (a <<= 1) + (b %= 5);
  ch += t;
  mem[t] = t;
  mem[t] *= a;
  out[t] = a * 10000 + b * 1000 + c;
  used[t] = v * 1000 + ch;
}
"#;

#[test]
fn compound_assignments_to_registers_compute_what_c_says() {
    let json = r#"{"out": {"type": "i32", "len": 8}, "used": {"type": "i32", "len": 8},
                   "mem": {"type": "i32", "len": 8}}"#;
    for run in three_ways(COMPOUND, 8, json) {
        assert!(run.errors.is_empty(), "{}: {:?}", run.engine, run.errors);
        let (out, used, mem) = (
            buffer(&run, "out"),
            buffer(&run, "used"),
            buffer(&run, "mem"),
        );
        for t in 0..8i64 {
            let i = t as usize;
            let mut a = t + (t * 3 + 1);
            let mut b = 14;
            let c = (100 - a) / (b - 11);
            a <<= 1;
            b %= 5;
            let v = a + b;
            let ch = (120 + t) as i8 as i64;
            assert_eq!(out[i], a * 10000 + b * 1000 + c, "{} out[{t}]", run.engine);
            assert_eq!(used[i], v * 1000 + ch, "{} used[{t}]", run.engine);
            assert_eq!(mem[i], t * a, "{} mem[{t}]", run.engine);
        }
    }
}

#[test]
fn an_error_in_a_compound_assignment_by_an_expression_names_the_assignment() {
    let src = "__global__ void k(int *out) {\n\
               int t = threadIdx.x;\n\
               int s = 1;\n\
               out[t] = 1;\n\
               s /= t - t;\n\
               out[t] = s;\n\
               }\n";
    // Line 5, at the compound assignment (`s /= t - t` starts at column 1).
    assert_eq!(division_by_zero_at(src), Some((5, 1)));
}

/// An element's load takes its address arithmetic with it (`LoadIndexed`), and the
/// pointer and index too where they are registers: indexes of every width and
/// signedness (a negative one from a pointer into the middle, a 64-bit one that needs
/// no widening), elements of every size, loads in lockstep and one thread at a time.
const ELEMENTS: &str = r#"
__global__ void k(const float *f, const double *d, const signed char *c,
                  const unsigned short *h, const long long *q, int *out, float *fo,
                  double *dout) {
  int t = threadIdx.x;
  unsigned u = t;
  long long w = t;
  short s = -t;
  const float *mid = f + 8;
  fo[t] = f[t] + mid[s] * 10.0f + f[u + 1u] * 100.0f;
  dout[t] = d[w] * 2.0 + d[7 - t];
  out[t] = c[t] + h[u] * 1000 + (int)q[w * 2];
}
"#;

#[test]
fn element_loads_compute_what_c_says() {
    let json = r#"{"f": {"type": "f32", "data": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]},
                   "d": {"type": "f64", "data": [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5]},
                   "c": {"type": "i8", "data": [-1, -2, -3, -4, 5, 6, 7, 8]},
                   "h": {"type": "u16", "data": [60000, 1, 2, 3, 4, 5, 6, 7]},
                   "q": {"type": "i64", "data": [-9, 0, 8, 0, 7, 0, 6, 0, 5, 0, 4, 0, 3, 0, 2, 0]},
                   "out": {"type": "i32", "len": 8}, "fo": {"type": "f32", "len": 8},
                   "dout": {"type": "f64", "len": 8}}"#;
    let runs = three_ways(ELEMENTS, 8, json);
    let h = [60000i64, 1, 2, 3, 4, 5, 6, 7];
    let c = [-1i64, -2, -3, -4, 5, 6, 7, 8];
    let q = [-9i64, 8, 7, 6, 5, 4, 3, 2];
    for run in &runs {
        assert!(run.errors.is_empty(), "{}: {:?}", run.engine, run.errors);
        let out = buffer(run, "out");
        let value = |name: &str, i: usize| {
            let b = &run.buffers.iter().find(|(n, _)| n == name).expect(name).1;
            b.values()[i].as_f64().expect("a number")
        };
        for t in 0..8usize {
            let ti = t as i64;
            assert_eq!(out[t], c[t] + h[t] * 1000 + q[t], "{} out[{t}]", run.engine);
            let f = t as f64 + (8 - t) as f64 * 10.0 + (t + 1) as f64 * 100.0;
            assert_eq!(value("fo", t), f, "{} fo[{t}]", run.engine);
            let d = (ti as f64 + 0.5) * 2.0 + (7 - ti) as f64 + 0.5;
            assert_eq!(value("dout", t), d, "{} dout[{t}]", run.engine);
        }
    }
    // Lockstep ran the loads: most steps were run with the lanes together.
    assert!(
        runs[0].lockstep_steps * 2 > runs[0].steps,
        "{:?}",
        runs[0].steps
    );
    assert_eq!(runs[1].lockstep_steps, 0);
}

#[test]
fn an_element_load_out_of_bounds_names_the_load() {
    let src = "__global__ void k(int *out, const int *in) {\n\
               int t = threadIdx.x;\n\
               int i = t + 100;\n\
               out[t] = 2 * in[i];\n\
               }\n";
    let json = r#"{"out": {"type": "i32", "len": 4}, "in": {"type": "i32", "len": 4}}"#;
    let out = run_source(src, &launch(4, 4), json);
    let [e] = out.errors.as_slice() else {
        panic!("one error: {:?}", out.errors);
    };
    assert_eq!(e.kind, ErrorKind::Memory);
    assert_eq!(
        e.message,
        "read of 4 bytes at offset 400 of `in`, which has 16 bytes"
    );
    // Line 4, at `in[i]`, as before the index's arithmetic folded into the load.
    assert_eq!(e.loc, Some((4, 14)));
}

/// A jump on an operation with a constant (`if (x % 2)`, signed and unsigned, by powers
/// of two and not) is one instruction, a
/// constant left operand of a commutative integer operation (`3 * x`) folds as a
/// right one would, a statement's start that another's directly follows is dropped
/// (nested blocks, a label starting one), and a jump right after an instruction runs
/// with it in lockstep, counted as the step it is.
const JUMPS: &str = r#"
__global__ void k(int *out, int *odd, int *jumps, int *signs) {
  int t = threadIdx.x;
  unsigned x = 7 + 5 * t;
  int s = 0, o = 0, j = 0, y = t - 8, r = 0;
  if (y % 4)
    r += 1;
  if (y & 6)
    r += 2;
  if (y % 3)
    r += 4;
  signs[t] = r;
  while (x != 1 && s < 500) {
    if (x & 1)
      o++;
    x = (x % 2) ? 3 * x + 1 : x / 2;
    s++;
  }
  out[t] = s;
  odd[t] = o;
  {
    {
    again:
      {
        if ((t + j) % 3)
          j++;
        else
          j += 2;
      }
    }
    if (j < 5)
      goto again;
  }
  jumps[t] = j;
}
"#;

#[test]
fn folded_jumps_and_dropped_statement_starts_compute_what_c_says() {
    let json = r#"{"out": {"type": "i32", "len": 16}, "odd": {"type": "i32", "len": 16},
                   "jumps": {"type": "i32", "len": 16}, "signs": {"type": "i32", "len": 16}}"#;
    let runs = three_ways(JUMPS, 16, json);
    let expect = |t: i64| {
        let (mut x, mut s, mut o, mut j) = (7 + 5 * t as u32, 0, 0, 0);
        while x != 1 && s < 500 {
            o += i64::from(x & 1);
            x = if x % 2 == 1 { 3 * x + 1 } else { x / 2 };
            s += 1;
        }
        while j < 5 {
            j += if (t + j) % 3 != 0 { 1 } else { 2 };
        }
        let y = t - 8;
        let signs = i64::from(y % 4 != 0) + 2 * i64::from(y & 6 != 0) + 4 * i64::from(y % 3 != 0);
        (s, o, j, signs)
    };
    for run in &runs {
        assert!(run.errors.is_empty(), "{}: {:?}", run.engine, run.errors);
        let (out, odd, jumps, signs) = (
            buffer(run, "out"),
            buffer(run, "odd"),
            buffer(run, "jumps"),
            buffer(run, "signs"),
        );
        for t in 0..16 {
            let i = t as usize;
            assert_eq!(
                (out[i], odd[i], jumps[i], signs[i]),
                expect(t),
                "{} thread {t}",
                run.engine
            );
        }
    }
    // Lockstep ran the loops, and counted every step one thread at a time counts.
    assert!(runs[0].lockstep_steps * 2 > runs[0].steps);
    assert_eq!(runs[0].steps, runs[1].steps);
}

#[test]
fn an_error_in_a_jump_on_an_operation_names_the_operation() {
    let src = "__global__ void k(int *out) {\n\
               int t = threadIdx.x;\n\
               out[t] = 1;\n\
               if (t % 0)\n\
               out[t] = 2;\n\
               }\n";
    // Line 4, at the remainder (`t % 0` starts at column 5), not at the jump.
    assert_eq!(division_by_zero_at(src), Some((4, 5)));
}
