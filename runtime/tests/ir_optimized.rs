//! What LLVM's optimiser leaves in IR, on hand-written modules with the
//! values asserted: the vectorizers' vector instructions and reductions,
//! InstCombine's integer intrinsics, SimplifyLibCalls' `puts`/`putchar`,
//! an anchor inlined into a loop; and what the engine still refuses, named.

mod common;
use common::*;

fn read(text: &str) -> runtime::ir::Module {
    runtime::ir::read::read("k.ll", text.as_bytes()).expect("valid IR")
}

fn run_ll(text: &str, threads: u32, json: &str) -> runtime::trace::RunOutput {
    let out = runtime::ir::run(&read(text), "k.ll", None, &launch(threads, 32), &args(json))
        .expect("the run starts");
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    out
}

fn values(out: &runtime::trace::RunOutput, name: &str) -> Vec<serde_json::Value> {
    out.buffers
        .iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("no buffer {name}"))
        .1
        .values()
        .clone()
}

/// The SLP and loop vectorizers' instructions: vector loads and stores,
/// arithmetic, compares, selects, casts, shuffles, inserts and extracts
/// (a variable index too), bitcasts both ways, a vector GEP, reductions
/// (the floating-point one in order from its start), launch variables
/// loaded as one vector.
#[test]
fn vector_instructions_compute_lane_by_lane() {
    let ir = r#"
@threadIdx = external constant { i32, i32, i32 }
@blockDim = external constant { i32, i32, i32 }

declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)

define void @k(ptr %in, ptr %out, ptr %sums, ptr %wide) {
  %t = load i32, ptr @threadIdx
  %base = mul i32 %t, 4
  %p = getelementptr i32, ptr %in, i32 %base
  %v = load <4 x i32>, ptr %p
  %w = add <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>
  %neg = icmp slt <4 x i32> %v, zeroinitializer
  %minus = sub <4 x i32> zeroinitializer, %v
  %m = select <4 x i1> %neg, <4 x i32> %minus, <4 x i32> %v
  %sum = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %m)
  %max = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %v)
  %mixed = shufflevector <4 x i32> %w, <4 x i32> %m, <4 x i32> <i32 3, i32 6, i32 poison, i32 0>
  %ins = insertelement <4 x i32> %mixed, i32 %t, i32 2
  %t1 = add i32 %t, 1
  %k = and i32 %t1, 3
  %e = extractelement <4 x i32> %ins, i32 %k
  %f = sitofp <4 x i32> %v to <4 x float>
  %h = fmul <4 x float> %f, <float 0.5, float 0.5, float 0.5, float 0.5>
  %fs = call float @llvm.vector.reduce.fadd.v4f32(float 10.0, <4 x float> %h)
  %pairs = bitcast <4 x i32> %ins to <2 x i64>
  %lo = extractelement <2 x i64> %pairs, i64 0
  %narrow = trunc <4 x i32> %v to <4 x i8>
  %bytes = bitcast <4 x i8> %narrow to i32
  %halves = bitcast i64 %lo to <2 x i32>
  %hi = extractelement <2 x i32> %halves, i32 1
  %dims = load <2 x i32>, ptr @blockDim
  %dy = extractelement <2 x i32> %dims, i32 1
  %slot = mul i32 %t, 10
  %q = getelementptr i32, ptr %out, i32 %slot
  store <4 x i32> %ins, ptr %q
  %ptrs = getelementptr i32, ptr %q, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %p4 = extractelement <4 x ptr> %ptrs, i32 0
  store i32 %sum, ptr %p4
  %p5 = extractelement <4 x ptr> %ptrs, i32 1
  store i32 %max, ptr %p5
  %p6 = extractelement <4 x ptr> %ptrs, i32 2
  store i32 %e, ptr %p6
  %p7 = extractelement <4 x ptr> %ptrs, i32 3
  store i32 %bytes, ptr %p7
  %p8 = getelementptr i32, ptr %q, i32 8
  store i32 %hi, ptr %p8
  %p9 = getelementptr i32, ptr %q, i32 9
  store i32 %dy, ptr %p9
  %ps = getelementptr float, ptr %sums, i32 %t
  store float %fs, ptr %ps
  %pw = getelementptr i64, ptr %wide, i32 %t
  store i64 %lo, ptr %pw
  ret void
}
"#;
    let out = run_ll(
        ir,
        2,
        r#"{"in": {"type": "i32", "data": [1, -2, 3, -4, 5, 6, -7, 8]},
            "out": {"type": "i32", "len": 20}, "sums": {"type": "f32", "len": 2},
            "wide": {"type": "u64", "len": 2}}"#,
    );
    // Thread 0: v = [1, -2, 3, -4], w = [2, 0, 6, 0], |v| = [1, 2, 3, 4];
    // thread 1: v = [5, 6, -7, 8], w = [6, 8, -4, 12], |v| = [5, 6, 7, 8].
    assert_eq!(
        buffer(&out, "out"),
        [
            0, 3, 0, 2, 10, 3, 3, -66847231, 3, 1, //
            12, 7, 1, 6, 26, 8, 1, 150537733, 7, 1
        ]
    );
    assert_eq!(values(&out, "sums"), [9.0, 16.0]);
    assert_eq!(values(&out, "wide"), [3u64 << 32, 12 | 7u64 << 32]);
}

/// Lanes narrower than a byte are packed bit by bit when a vector of them is bitcast to
/// an integer and back, the first lane lowest, as LLVM lays them out: `-O2` makes
/// `bitcast <2 x i1> ... to i2` of a vectorized comparison (fuzz seed 8000619).
#[test]
fn vectors_of_bits_bitcast_to_integers_and_back() {
    let ir = r#"
@threadIdx = external constant { i32, i32, i32 }

define void @k(ptr %out) {
  %t = load i32, ptr @threadIdx
  %one = insertelement <4 x i32> poison, i32 %t, i32 0
  %splat = shufflevector <4 x i32> %one, <4 x i32> poison, <4 x i32> zeroinitializer
  %bit = and <4 x i32> %splat, <i32 1, i32 2, i32 4, i32 8>
  %set = icmp ne <4 x i32> %bit, zeroinitializer
  %mask = bitcast <4 x i1> %set to i4
  %m32 = zext i4 %mask to i32
  %byte = trunc i32 %t to i8
  %flags = bitcast i8 %byte to <8 x i1>
  %f2 = extractelement <8 x i1> %flags, i32 2
  %f2z = zext i1 %f2 to i32
  %pairs = bitcast i8 %byte to <4 x i2>
  %p1 = extractelement <4 x i2> %pairs, i32 1
  %p1z = zext i2 %p1 to i32
  %same = freeze <4 x i2> %pairs
  %back = bitcast <4 x i2> %same to i8
  %b32 = zext i8 %back to i32
  %slot = mul i32 %t, 4
  %q0 = getelementptr i32, ptr %out, i32 %slot
  store i32 %m32, ptr %q0
  %q1 = getelementptr i32, ptr %q0, i32 1
  store i32 %f2z, ptr %q1
  %q2 = getelementptr i32, ptr %q0, i32 2
  store i32 %p1z, ptr %q2
  %q3 = getelementptr i32, ptr %q0, i32 3
  store i32 %b32, ptr %q3
  ret void
}
"#;
    let out = run_ll(ir, 20, r#"{"out": {"type": "i32", "len": 80}}"#);
    let expected: Vec<i64> = (0..20i64)
        .flat_map(|t| [t & 15, (t >> 2) & 1, (t >> 2) & 3, t])
        .collect();
    assert_eq!(buffer(&out, "out"), expected);
}

/// A first-order recurrence, as the loop vectorizer writes it: the phi holds
/// the previous iteration's vector while the load that made it runs again.
#[test]
fn a_vector_phi_keeps_its_value_when_its_source_runs_again() {
    let ir = r#"
define void @k(ptr %in, ptr %out) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %recur = phi <2 x i32> [ zeroinitializer, %entry ], [ %cur, %loop ]
  %acc = phi <2 x i32> [ zeroinitializer, %entry ], [ %acc1, %loop ]
  %p = getelementptr <2 x i32>, ptr %in, i32 %i
  %cur = load <2 x i32>, ptr %p
  %pair = shufflevector <2 x i32> %recur, <2 x i32> %cur, <2 x i32> <i32 1, i32 2>
  %acc1 = add <2 x i32> %acc, %pair
  %i1 = add i32 %i, 1
  %again = icmp slt i32 %i1, 3
  br i1 %again, label %loop, label %exit
exit:
  store <2 x i32> %acc1, ptr %out
  ret void
}
"#;
    let out = run_ll(
        ir,
        1,
        r#"{"in": {"type": "i32", "data": [1, 2, 3, 4, 5, 6]}, "out": {"type": "i32", "len": 2}}"#,
    );
    // Pairs [0, 1], [2, 3], [4, 5]: each previous lane 1 with the current lane 0.
    assert_eq!(buffer(&out, "out"), [6, 9]);
}

/// InstCombine's integer intrinsics, scalar and on vectors, and the
/// `{value, overflow}` pairs.
#[test]
fn integer_intrinsics_compute_llvms_results() {
    let ir = r#"
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i16 @llvm.ctlz.i16(i16, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i8 @llvm.cttz.i8(i8, i1)
declare i32 @llvm.bswap.i32(i32)
declare i8 @llvm.bitreverse.i8(i8)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i8 @llvm.ssub.sat.i8(i8, i8)
declare i8 @llvm.uadd.sat.i8(i8, i8)
declare i8 @llvm.usub.sat.i8(i8, i8)
declare i32 @llvm.scmp.i32.i32(i32, i32)
declare i8 @llvm.ucmp.i8.i32(i32, i32)
declare i32 @llvm.expect.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)
declare <2 x i32> @llvm.smax.v2i32(<2 x i32>, <2 x i32>)
declare <2 x i32> @llvm.ctpop.v2i32(<2 x i32>)

define void @k(ptr %out) {
  %r0 = call i32 @llvm.abs.i32(i32 -5, i1 false)
  %r1 = call i32 @llvm.abs.i32(i32 -2147483648, i1 false)
  %r2 = call i32 @llvm.ctpop.i32(i32 61680)
  %r3 = call i32 @llvm.ctlz.i32(i32 1, i1 false)
  %c4 = call i16 @llvm.ctlz.i16(i16 0, i1 false)
  %r4 = zext i16 %c4 to i32
  %r5 = call i32 @llvm.cttz.i32(i32 8, i1 true)
  %c6 = call i8 @llvm.cttz.i8(i8 0, i1 false)
  %r6 = zext i8 %c6 to i32
  %r7 = call i32 @llvm.bswap.i32(i32 287454020)
  %c8 = call i8 @llvm.bitreverse.i8(i8 1)
  %r8 = zext i8 %c8 to i32
  %r9 = call i32 @llvm.fshl.i32(i32 305419896, i32 -1698898192, i32 4)
  %r10 = call i32 @llvm.fshr.i32(i32 305419896, i32 -1698898192, i32 4)
  %c11 = call i8 @llvm.fshl.i8(i8 129, i8 0, i8 9)
  %r11 = zext i8 %c11 to i32
  %c12 = call i8 @llvm.sadd.sat.i8(i8 100, i8 100)
  %r12 = sext i8 %c12 to i32
  %c13 = call i8 @llvm.ssub.sat.i8(i8 -100, i8 100)
  %r13 = sext i8 %c13 to i32
  %c14 = call i8 @llvm.uadd.sat.i8(i8 200, i8 100)
  %r14 = zext i8 %c14 to i32
  %c15 = call i8 @llvm.usub.sat.i8(i8 5, i8 10)
  %r15 = zext i8 %c15 to i32
  %r16 = call i32 @llvm.scmp.i32.i32(i32 -1, i32 1)
  %c17 = call i8 @llvm.ucmp.i8.i32(i32 -1, i32 1)
  %r17 = sext i8 %c17 to i32
  %r18 = call i32 @llvm.expect.i32(i32 7, i32 0)
  %o19 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 65536, i32 65536)
  %o20 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %o21 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 1, i32 2)
  %o22 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 -3, i32 4)
  %v = call <2 x i32> @llvm.smax.v2i32(<2 x i32> <i32 -1, i32 5>, <2 x i32> <i32 2, i32 3>)
  %n = call <2 x i32> @llvm.ctpop.v2i32(<2 x i32> <i32 3, i32 255>)
  %results = insertvalue [19 x i32] poison, i32 %r0, 0
  %a1 = insertvalue [19 x i32] %results, i32 %r1, 1
  %a2 = insertvalue [19 x i32] %a1, i32 %r2, 2
  %a3 = insertvalue [19 x i32] %a2, i32 %r3, 3
  %a4 = insertvalue [19 x i32] %a3, i32 %r4, 4
  %a5 = insertvalue [19 x i32] %a4, i32 %r5, 5
  %a6 = insertvalue [19 x i32] %a5, i32 %r6, 6
  %a7 = insertvalue [19 x i32] %a6, i32 %r7, 7
  %a8 = insertvalue [19 x i32] %a7, i32 %r8, 8
  %a9 = insertvalue [19 x i32] %a8, i32 %r9, 9
  %a10 = insertvalue [19 x i32] %a9, i32 %r10, 10
  %a11 = insertvalue [19 x i32] %a10, i32 %r11, 11
  %a12 = insertvalue [19 x i32] %a11, i32 %r12, 12
  %a13 = insertvalue [19 x i32] %a12, i32 %r13, 13
  %a14 = insertvalue [19 x i32] %a13, i32 %r14, 14
  %a15 = insertvalue [19 x i32] %a14, i32 %r15, 15
  %a16 = insertvalue [19 x i32] %a15, i32 %r16, 16
  %a17 = insertvalue [19 x i32] %a16, i32 %r17, 17
  %a18 = insertvalue [19 x i32] %a17, i32 %r18, 18
  store [19 x i32] %a18, ptr %out
  %pairs = getelementptr i32, ptr %out, i32 19
  store { i32, i1 } %o19, ptr %pairs
  %p20 = getelementptr i32, ptr %out, i32 21
  store { i32, i1 } %o20, ptr %p20
  %p21 = getelementptr i32, ptr %out, i32 23
  store { i32, i1 } %o21, ptr %p21
  %p22 = getelementptr i32, ptr %out, i32 25
  store { i32, i1 } %o22, ptr %p22
  %pv = getelementptr i32, ptr %out, i32 27
  store <2 x i32> %v, ptr %pv
  %pn = getelementptr i32, ptr %out, i32 29
  store <2 x i32> %n, ptr %pn
  ret void
}
"#;
    let out = run_ll(ir, 1, r#"{"out": {"type": "i32", "len": 31}}"#);
    assert_eq!(
        buffer(&out, "out"),
        [
            5,
            i32::MIN as i64,
            8,
            31,
            16,
            3,
            8,
            0x44332211,
            128,
            0x23456789,
            0x89abcdefu32 as i32 as i64,
            2,
            127,
            -128,
            255,
            0,
            -1,
            1,
            7,
            // Pairs: the value, then the flag (in the next i32: `{i32, i1}` is 8 bytes).
            0,
            1,
            i32::MIN as i64,
            1,
            -1,
            1,
            -12,
            0,
            2,
            5,
            2,
            8
        ]
    );
}

/// LLVM turns `printf("hello\n")` into `puts` and `printf("!")` into
/// `putchar`: the same printf output.
#[test]
fn puts_and_putchar_print_as_printf_does() {
    let ir = r#"
@s = private constant [6 x i8] c"hello\00"
declare i32 @puts(ptr)
declare i32 @putchar(i32)

define void @k(ptr %out) {
  %a = call i32 @puts(ptr @s)
  %b = call i32 @putchar(i32 33)
  store i32 %b, ptr %out
  ret void
}
"#;
    let out = run_ll(ir, 2, r#"{"out": {"type": "i32", "len": 1}}"#);
    let printed: Vec<(u32, &str)> = out
        .printed
        .iter()
        .map(|p| (p.thread, p.text.as_str()))
        .collect();
    assert_eq!(
        printed,
        [(0, "hello\n"), (0, "!"), (1, "hello\n"), (1, "!")]
    );
    assert_eq!(buffer(&out, "out"), [33]);
}

/// A function anchored at its top, inlined into a loop (what `-O3` does to a
/// `noconvergent` helper): the anchor's threads are those of the loop's
/// iteration, as the call's were. Counted per function instance instead, the
/// odd threads would wait at the anchor for the even ones, which could come
/// round the loop to it, while those wait at the heart's call for them.
#[test]
fn an_anchor_in_a_loop_groups_each_iterations_threads() {
    let ir = r#"
@threadIdx = external constant { i32, i32, i32 }
declare i32 @__activemask() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare token @llvm.experimental.convergence.anchor()

define void @k(ptr %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %t = load i32, ptr @threadIdx
  %odd = and i32 %t, 1
  %c = icmp ne i32 %odd, 0
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %c, label %body, label %latch
body:
  %a = call token @llvm.experimental.convergence.anchor()
  %m = call i32 @__activemask() [ "convergencectrl"(token %a) ]
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %m, ptr %p
  br label %latch
latch:
  %all = call i32 @__activemask() [ "convergencectrl"(token %h) ]
  %i1 = add i32 %i, 1
  %again = icmp slt i32 %i1, 2
  br i1 %again, label %loop, label %exit
exit:
  ret void
}
"#;
    let out = run_ll(ir, 4, r#"{"out": {"type": "i32", "len": 4}}"#);
    let groups = |ordinal: u32| -> Vec<Vec<u32>> {
        out.events
            .iter()
            .filter(|e| out.sites[e.site as usize].ordinal == ordinal)
            .map(|e| e.threads.to_vec())
            .collect()
    };
    assert_eq!(groups(1), [vec![1, 3], vec![1, 3]]);
    assert_eq!(groups(2), [vec![0, 1, 2, 3], vec![0, 1, 2, 3]]);
    assert_eq!(buffer(&out, "out"), [0, 0b1010, 0, 0b1010]);
}

/// Vector stores are accesses the race check sees, as scalar ones are.
#[test]
fn vector_stores_race_as_scalar_ones_do() {
    let ir = r#"
define void @k(ptr %out) {
  store <2 x i32> <i32 1, i32 2>, ptr %out
  ret void
}
"#;
    let launch = runtime::launch::Launch {
        racecheck: true,
        ..launch(2, 32)
    };
    let out = runtime::ir::run(
        &read(ir),
        "k.ll",
        None,
        &launch,
        &args(r#"{"out": {"type": "i32", "len": 2}}"#),
    )
    .expect("the run starts");
    let races = out.races.expect("the race check ran");
    assert_eq!(races.shown.len(), 1, "{:?}", races.shown);
    assert_eq!(races.shown[0].name, "out");
}

/// What the engine cannot run is an error naming the function and the
/// instruction, never a panic.
#[test]
fn what_is_not_supported_is_named() {
    let packed = r#"
define void @k(ptr %out, <8 x i1> %m) {
  store <8 x i1> %m, ptr %out
  ret void
}
"#;
    let e = runtime::ir::read::read("k.ll", packed.as_bytes())
        .unwrap_err()
        .to_string();
    assert!(e.contains("`k`"), "{e}");
    assert!(e.contains("bit-packed"), "{e}");
    assert!(e.contains("in `store <8 x i1> %m, ptr %out"), "{e}");
    for (cast, why) in [
        ("bitcast <8 x i1> %m to <1 x i8>", "another vector type"),
        ("bitcast <8 x i1> %m to <2 x i4>", "another vector type"),
        ("bitcast <72 x i1> %w to <9 x i8>", "another vector type"),
        ("bitcast <72 x i1> %w to i72", "64 bits"),
    ] {
        let ir = format!(
            "define void @k(ptr %out, <8 x i1> %m, <72 x i1> %w) {{\n  %c = {cast}\n  ret void\n}}\n"
        );
        let e = runtime::ir::read::read("k.ll", ir.as_bytes())
            .unwrap_err()
            .to_string();
        assert!(e.contains("bit-packed") && e.contains(why), "{cast}: {e}");
    }
    let intrinsic = r#"
declare i32 @llvm.sshl.sat.i32(i32, i32)
define void @f(ptr %out) {
  %r = call i32 @llvm.sshl.sat.i32(i32 1, i32 2)
  store i32 %r, ptr %out
  ret void
}
"#;
    let e = runtime::ir::read::read("k.ll", intrinsic.as_bytes())
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("`f`: intrinsic `llvm.sshl.sat.i32` is not supported"),
        "{e}"
    );
    // Refused, not allocated.
    let huge = "define void @k(ptr %out) {\n  store <100000 x i32> zeroinitializer, ptr %out\n  \
                ret void\n}\n";
    let e = runtime::ir::read::read("k.ll", huge.as_bytes())
        .unwrap_err()
        .to_string();
    assert!(e.contains("100000 lanes"), "{e}");
}
