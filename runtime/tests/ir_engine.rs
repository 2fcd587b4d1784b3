//! The IR engine on hand-written IR and on IR LLVM rejects: tokens, anchors,
//! cycle headers, and the instructions optimised IR uses.

mod common;
use common::*;
use std::path::Path;

fn run_ll(text: &str, threads: u32, warp: u32, json: &str) -> runtime::trace::RunOutput {
    let m = runtime::ir::read::read("k.ll", text.as_bytes()).expect("valid IR");
    runtime::ir::run(&m, "k.ll", None, &launch(threads, warp), &args(json)).expect("the run starts")
}

fn groups_at(out: &runtime::trace::RunOutput, ordinal: u32) -> Vec<Vec<u32>> {
    out.events
        .iter()
        .filter(|e| out.sites[e.site as usize].ordinal == ordinal)
        .map(|e| e.threads.to_vec())
        .collect()
}

/// An anchor in a function its callers reach divergently: the threads that
/// called together (our documented choice) communicate, per execution.
#[test]
fn anchors_group_the_threads_that_called_together() {
    let ir = r#"
@threadIdx = external constant { i32, i32, i32 }

declare i32 @__activemask() convergent
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.entry()

define i32 @grab() {
  %a = call token @llvm.experimental.convergence.anchor()
  %m = call i32 @__activemask() [ "convergencectrl"(token %a) ]
  ret i32 %m
}

define void @k(ptr %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %t = load i32, ptr @threadIdx
  %low = icmp ult i32 %t, 3
  br i1 %low, label %a, label %b
a:
  %m1 = call i32 @grab()
  br label %join
b:
  %m2 = call i32 @grab()
  br label %join
join:
  %m = phi i32 [ %m1, %a ], [ %m2, %b ]
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %m, ptr %p
  ret void
}
"#;
    let out = run_ll(ir, 8, 8, r#"{"out": {"type": "u32", "len": 8}}"#);
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    assert_eq!(groups_at(&out, 1), vec![range(0, 3), range(3, 8)]);
    assert_eq!(buffer(&out, "out"), vec![7, 7, 7, 248, 248, 248, 248, 248]);
}

/// Without tokens: an irreducible cycle entered at two blocks. LLVM's header
/// is the entry its DFS reaches first (it visits successors in reverse: %y),
/// and threads that entered elsewhere (%x) have executed it once fewer: the
/// odd threads' second pass through %x is the even threads' first.
#[test]
fn without_tokens_threads_converge_by_cycle_header_counts() {
    let ir = r#"
@threadIdx = external constant { i32, i32, i32 }

declare i32 @__activemask() convergent

define void @k(ptr %out) convergent {
entry:
  %t = load i32, ptr @threadIdx
  %odd = trunc i32 %t to i1
  br i1 %odd, label %x, label %y
x:
  %i = phi i32 [ 0, %entry ], [ %j, %y ]
  %m = call i32 @__activemask()
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %m, ptr %p
  %i1 = add i32 %i, 1
  br label %y
y:
  %j = phi i32 [ 0, %entry ], [ %i1, %x ]
  %again = icmp ult i32 %j, 2
  br i1 %again, label %x, label %done
done:
  %after = call i32 @__activemask()
  ret void
}
"#;
    let out = run_ll(ir, 4, 4, r#"{"out": {"type": "u32", "len": 4}}"#);
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    assert!(out
        .notes
        .iter()
        .any(|n| n.contains("maximal convergence by cycle headers")));
    // Header executions before %x: odd threads 0 then 1, even threads 1 then 2.
    assert_eq!(
        groups_at(&out, 1),
        vec![vec![1, 3], range(0, 4), vec![0, 2]]
    );
    assert_eq!(groups_at(&out, 2), vec![range(0, 4)]);
}

#[test]
fn clangs_token_ir_that_fails_the_verifier_still_runs() {
    let dir = tempfile::tempdir().unwrap();
    let ll = dir.path().join("goto_retry.ll");
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("../samples/goto_retry.cu");
    let shim = dir.path().join("tangle.h");
    std::fs::write(&shim, frontend::PRELUDE).unwrap();
    let status = driver::clang_command(driver::TOKEN_TRIPLE, &shim)
        .arg("-disable-llvm-verifier")
        .arg("-debug-info-kind=line-tables-only")
        .arg("-o")
        .arg(&ll)
        .arg(&sample)
        .output()
        .expect("clang runs");
    assert!(ll.exists(), "{}", String::from_utf8_lossy(&status.stderr));
    // With debug info, LLVM's own parser would abort on this module.
    let m = runtime::ir::load(&ll).expect("read without aborting");
    assert!(m
        .verifier
        .as_deref()
        .is_some_and(|v| v.contains("in a cycle that does not contain the token's definition")));
    let json = r#"{"seeds": {"type": "u32", "data": [1, 2, 3, 4]}, "weights": {"type": "i32", "data": [200, 10]},
                   "nbins": 2, "samples": {"type": "i32", "len": 4}, "accept_masks": {"type": "u32", "len": 4}, "n": 4}"#;
    let out = runtime::ir::run(&m, "goto_retry.cu", None, &launch(4, 4), &args(json)).unwrap();
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    assert!(out.notes[0].starts_with("the IR fails LLVM's verifier"));
}

/// What -O2 leaves: phis, select, switch, memset/memcpy, i8 and i64 values,
/// a 64-bit HIP ballot in a 64-lane warp.
#[test]
fn optimised_ir_instructions_run() {
    let ir = r#"
@threadIdx = external constant { i32, i32, i32 }
@table = internal constant [4 x i16] [i16 10, i16 -20, i16 30, i16 -40]

declare i64 @__ballot(i32) convergent
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define void @k(ptr %out, ptr %bits) {
entry:
  %t = load i32, ptr @threadIdx
  %buf = alloca [4 x i16]
  call void @llvm.memset.p0.i64(ptr %buf, i8 0, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %buf, ptr @table, i64 8, i1 false)
  %r = and i32 %t, 3
  switch i32 %r, label %other [ i32 0, label %zero
                                i32 1, label %one ]
zero:
  br label %join
one:
  br label %join
other:
  %q = getelementptr [4 x i16], ptr %buf, i64 0, i32 %r
  %v16 = load i16, ptr %q
  %v32 = sext i16 %v16 to i32
  br label %join
join:
  %v = phi i32 [ 100, %zero ], [ -1, %one ], [ %v32, %other ]
  %neg = icmp slt i32 %v, 0
  %abs = sub i32 0, %v
  %w = select i1 %neg, i32 %abs, i32 %v
  %p = getelementptr inbounds i32, ptr %out, i32 %t
  store i32 %w, ptr %p
  %b = call i64 @__ballot(i32 1)
  %bp = getelementptr inbounds i64, ptr %bits, i32 %t
  store i64 %b, ptr %bp
  ret void
}
"#;
    let out = run_ll(
        ir,
        64,
        64,
        r#"{"out": {"type": "i32", "len": 64}, "bits": {"type": "u64", "len": 64}}"#,
    );
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    assert_eq!(buffer(&out, "out")[..8], [100, 1, 30, 40, 100, 1, 30, 40]);
    assert_eq!(out.buffers[1].1.values()[63], serde_json::json!(u64::MAX));
}

/// A load of a local kept in a register is forwarded to the instructions that read it
/// only where nothing stores to the local in between and every reader is later in the
/// block: a value read after a store still sees the old bytes, a value read in another
/// block or by a phi comes from the load, an `i1` load of a stored byte reads it as 0 or
/// 1, and a pointer loaded to store through stays a load (a store through the local's
/// register would write the local). A constant left operand of a commutative operation
/// runs as a right one in lockstep, of another (`sub`) in its place. In lockstep and one
/// thread at a time.
#[test]
fn forwarded_local_loads_read_what_the_load_read() {
    let ir = r#"
@threadIdx = external constant { i32, i32, i32 }

define void @k(ptr %out, ptr %again) {
entry:
  %x = alloca i32
  %b = alloca i8
  %pa = alloca ptr
  %t = load i32, ptr @threadIdx
  %slot = getelementptr inbounds i32, ptr %again, i32 %t
  store ptr %slot, ptr %pa
  store i32 %t, ptr %x
  %old = load i32, ptr %x
  %inc = add i32 %old, 1
  store i32 %inc, ptr %x
  %now = load i32, ptr %x
  %hundreds = mul i32 100, %old
  %sum = add i32 %hundreds, %now
  store i8 2, ptr %b
  %bit = load i1, ptr %b
  %one = zext i1 %bit to i32
  %r0 = add i32 %sum, %one
  %r = sub i32 100000, %r0
  %p = getelementptr inbounds i32, ptr %out, i32 %t
  store i32 %r, ptr %p
  %later = load i32, ptr %x
  %odd = and i32 %t, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %even, label %join
even:
  store i32 7, ptr %x
  br label %join
join:
  %v = phi i32 [ %later, %entry ], [ 0, %even ]
  %w = add i32 %later, %v
  %q = load ptr, ptr %pa
  store i32 %w, ptr %q
  ret void
}
"#;
    let json = r#"{"out": {"type": "i32", "len": 16}, "again": {"type": "i32", "len": 16}}"#;
    let m = runtime::ir::read::read("k.ll", ir.as_bytes()).expect("valid IR");
    for lockstep in [true, false] {
        let l = runtime::launch::Launch {
            lockstep,
            ..launch(16, 16)
        };
        let out = runtime::ir::run(&m, "k.ll", None, &l, &args(json)).expect("the run starts");
        assert!(out.errors.is_empty(), "{:?}", out.errors);
        let expect: Vec<i64> = (0..16).map(|t| 100000 - (t * 100 + t + 1 + 1)).collect();
        assert_eq!(buffer(&out, "out"), expect, "lockstep {lockstep}");
        let again: Vec<i64> = (0..16)
            .map(|t| if t % 2 == 0 { t + 1 } else { 2 * (t + 1) })
            .collect();
        assert_eq!(buffer(&out, "again"), again, "lockstep {lockstep}");
    }
}

/// Resident memory in bytes (Linux: `/proc/self/statm`, in pages of 4 KiB).
fn resident_bytes() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").expect("/proc/self/statm");
    let pages: u64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .expect("resident pages");
    pages * 4096
}

#[test]
fn reading_ir_keeps_no_copy_of_it() {
    // inkwell's parser entry point leaked the IR buffer on every read with
    // LLVM 22; 100 reads of 1 MB of IR would keep 100 MB.
    let padding: String = (0..20_000)
        .map(|i| format!("@g{i} = global i32 {i}\n"))
        .collect();
    let text = format!("{padding}define void @k() {{\n  ret void\n}}\n");
    assert!(text.len() > 400_000);
    runtime::ir::read::read("k.ll", text.as_bytes()).expect("valid IR");
    let before = resident_bytes();
    for _ in 0..100 {
        runtime::ir::read::read("k.ll", text.as_bytes()).expect("valid IR");
    }
    let grown = resident_bytes().saturating_sub(before);
    assert!(
        grown < 20 * text.len() as u64,
        "{grown} bytes more after 100 reads of {} bytes",
        text.len()
    );
}

/// LLVM's integer min/max intrinsics, which `opt -O2` makes of `a > b ? a : b`
/// (bitonic_sort_hip's compare-exchange): each with its own signedness.
#[test]
fn integer_min_max_intrinsics_keep_their_signedness() {
    let ir = r#"
@threadIdx = external constant { i32, i32, i32 }

declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i64 @llvm.smin.i64(i64, i64)

define void @k(ptr %out) {
  %t = load i32, ptr @threadIdx
  %a = call i32 @llvm.umax.i32(i32 -1, i32 %t)
  %b = call i32 @llvm.smax.i32(i32 -1, i32 %t)
  %c = call i32 @llvm.umin.i32(i32 -1, i32 %t)
  %w = sext i32 %t to i64
  %d64 = call i64 @llvm.smin.i64(i64 -5, i64 %w)
  %d = trunc i64 %d64 to i32
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s = add i32 %s2, %d
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %s, ptr %p
  ret void
}
"#;
    let out = run_ll(ir, 2, 2, r#"{"out": {"type": "i32", "len": 2}}"#);
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    // umax(-1, t) = -1, smax(-1, t) = t, umin(-1, t) = t, smin(-5, t) = -5.
    // Thread 0: -1 + 0 + 0 - 5; thread 1: -1 + 1 + 1 - 5.
    assert_eq!(buffer(&out, "out"), vec![-6, -4]);
}

/// A program's later runs take register files its earlier runs left (`RegisterFiles`):
/// a token definition's register must start at zero again, as `reach` reads it for a
/// loop the thread has not entered yet. Two loops whose exits elect a lane, run after a
/// launch of another shape, must group their threads as a first run does (fuzz seed 21,
/// which disagreed with the source engine when the tokens kept their old values).
#[test]
fn later_runs_of_a_program_start_their_tokens_afresh() {
    let src = r#"
__global__ void kernel(int *out, int n) {
  int lane = threadIdx.x % warpSize;
  for (;;) {
    if (lane == __ffs(__activemask()) - 1) {
      break;
    }
  }
  for (;;) {
    if (lane == __ffs(__activemask()) - 1) {
      break;
    }
  }
  out[threadIdx.x] = __activemask();
}
"#;
    let (unit, analysis) = testkit::compile(src);
    let lowered = driver::lower_tangle(&unit, &analysis).expect("tangle lowers it");
    let json = r#"{"out": {"type": "i32", "len": 70}, "n": 3}"#;
    let run = |program: &runtime::ir::Program, threads, warp| {
        program
            .run("k.cu", Some("kernel"), &launch(threads, warp), &args(json))
            .expect("the run starts")
    };
    let fresh = run(&runtime::ir::Program::new(&lowered.module), 37, 32);
    let program = runtime::ir::Program::new(&lowered.module);
    for (threads, warp) in [(70, 4), (37, 32), (70, 32), (37, 32)] {
        let again = run(&program, threads, warp);
        assert!(again.errors.is_empty(), "{:?}", again.errors);
        if (threads, warp) == (37, 32) {
            let groups = |o: &runtime::trace::RunOutput| {
                o.events
                    .iter()
                    .map(|e| (e.site, e.threads.to_vec()))
                    .collect::<Vec<_>>()
            };
            assert_eq!(groups(&again), groups(&fresh));
            assert_eq!(again.buffers, fresh.buffers);
        }
    }
}
