//! Run-time errors and warnings, with their exact messages.

mod common;
use common::*;
use runtime::trace::{ErrorKind, RunError};

#[test]
fn a_mask_naming_lanes_outside_the_tangle_is_an_error_at_the_site() {
    let src = "__global__ void k(unsigned int *out) {\n\
               unsigned int t = threadIdx.x;\n\
               if (t < 4)\n\
                   out[t] = __ballot_sync(0xffu, 1);\n\
               }\n";
    let json = r#"{"out": {"type": "u32", "len": 8}}"#;
    for out in [
        run_source(src, &launch(8, 8), json),
        run_ir(src, &launch(8, 8), json),
    ] {
        assert_eq!(
            out.errors,
            vec![RunError {
                kind: ErrorKind::Mask,
                message:
                    "`__ballot_sync` called with mask 0x000000ff by lane 0: lanes 4-7 are not \
                          in the communicating set (lanes 0-3), so they can never take part"
                        .into(),
                site: Some(0),
                loc: None,
                block: Some(0),
                thread: Some(0),
            }],
            "{} engine",
            out.engine
        );
        assert_eq!(out.sites[0].line, Some(4));
        assert_eq!(out.sites[0].col, Some(10));
        assert!(out.events.is_empty(), "the failing call is not an event");
        expect_test::expect![[r#"
            kernel `k` on the ENGINE engine: 1 block of 8 threads, warp size 8

            0 events at 0 sites

            error[mask] test.cu:4:10 block 0 thread 0: `__ballot_sync` called with mask 0x000000ff by lane 0: lanes 4-7 are not in the communicating set (lanes 0-3), so they can never take part

            buffers
              out (u32[8]): [0, 0, 0, 0, 0, 0, 0, 0]
        "#]]
        .assert_eq(&out.text().replace(out.engine, "ENGINE"));
    }
}

/// The spec's example of incorrect convergence control: a token defined
/// outside a cycle used inside it without a loop heart. Odd threads wait at
/// one call for the even ones, which could come round the cycle to it, and
/// the other way round.
const DEADLOCK_IR: &str = r#"
@threadIdx = external constant { i32, i32, i32 }

declare i32 @__activemask() convergent
declare token @llvm.experimental.convergence.anchor()

define void @spin(ptr %out) convergent {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  %t = load i32, ptr @threadIdx
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %bit = and i32 %t, 1
  %odd = icmp ne i32 %bit, 0
  br i1 %odd, label %p, label %q

p:
  %m1 = call i32 @__activemask() [ "convergencectrl"(token %a) ]
  br label %latch

q:
  %m2 = call i32 @__activemask() [ "convergencectrl"(token %a) ]
  br label %latch

latch:
  %next = add i32 %i, 1
  %again = icmp slt i32 %next, 2
  br i1 %again, label %loop, label %exit

exit:
  ret void
}
"#;

/// A lane calling a `*_sync` builtin with a mask that leaves it out: undefined in CUDA (a
/// published reduction ran `__reduce_add_sync(0xFFFF, ...)` on all 32 lanes), an error on
/// both engines.
#[test]
fn a_caller_outside_its_own_mask_is_an_error() {
    let src = "__global__ void k(unsigned int *out) {\n\
               out[threadIdx.x] = __reduce_add_sync(0xffffu, threadIdx.x);\n\
               }\n";
    let json = r#"{"out": {"type": "u32", "len": 32}}"#;
    for out in [
        run_source(src, &launch(32, 32), json),
        run_ir(src, &launch(32, 32), json),
    ] {
        assert_eq!(
            out.errors
                .iter()
                .map(|e| (e.kind, e.message.as_str()))
                .collect::<Vec<_>>(),
            [(
                ErrorKind::Mask,
                "`__reduce_add_sync` called by lane 16 with mask 0x0000ffff, which does not \
                 name it (undefined in CUDA)"
            )],
            "{} engine",
            out.engine
        );
    }
}

#[test]
fn a_deadlock_reports_every_waiting_group() {
    let m = runtime::ir::read::read("spin.ll", DEADLOCK_IR.as_bytes()).expect("valid IR");
    assert!(m.verifier.is_some(), "LLVM rejects this token use");
    let out = runtime::ir::run(
        &m,
        "spin.ll",
        None,
        &launch(4, 4),
        &args(r#"{"out": {"type": "i32", "len": 1}}"#),
    )
    .expect("the run starts");
    assert_eq!(out.errors.len(), 1);
    let e = &out.errors[0];
    assert_eq!(e.kind, ErrorKind::Deadlock);
    expect_test::expect![[r#"
        deadlock in block 0: every live thread waits at a convergent operation and no group can proceed
          threads 0,2 wait at `__activemask` (`spin` convergent call #2, anchor %entry #1 in block) for threads 1,3, which can still reach it
          threads 1,3 wait at `__activemask` (`spin` convergent call #1, anchor %entry #1 in block) for threads 0,2, which can still reach it"#]]
    .assert_eq(&e.message);
}

#[test]
fn a_runaway_loop_hits_the_step_limit() {
    let src = "__global__ void k(int *out) {\n\
               while (out[0] == 0) {\n\
               }\n\
               }\n";
    let l = runtime::launch::Launch {
        max_steps: 1000,
        ..launch(2, 2)
    };
    let out = run_source(src, &l, r#"{"out": {"type": "i32", "len": 1}}"#);
    // Which instruction of the loop is the 1001st depends on the bytecode:
    // the error names the loop's line.
    let [e] = out.errors.as_slice() else {
        panic!("one error: {:?}", out.errors);
    };
    assert_eq!(
        (e.kind, e.message.as_str(), e.site, e.block, e.thread),
        (
            ErrorKind::StepLimit,
            "thread exceeded --max-steps 1000 (a loop that never ends?)",
            None,
            Some(0),
            Some(0)
        )
    );
    assert_eq!(e.loc.map(|(line, _)| line), Some(2), "{e:?}");
}

#[test]
fn out_of_bounds_accesses_name_the_buffer() {
    let src = "__global__ void k(int *out) {\n\
               out[threadIdx.x + 2] = 1;\n\
               }\n";
    let json = r#"{"out": {"type": "i32", "len": 4}}"#;
    let s = run_source(src, &launch(4, 4), json);
    let i = run_ir(src, &launch(4, 4), json);
    for out in [&s, &i] {
        assert_eq!(out.errors.len(), 1);
        assert_eq!(out.errors[0].kind, ErrorKind::Memory);
        assert_eq!(
            out.errors[0].message,
            "write of 4 bytes at offset 16 of `out`, which has 16 bytes"
        );
        assert_eq!(out.errors[0].thread, Some(2));
        assert_eq!(
            buffer(out, "out"),
            vec![0, 0, 1, 1],
            "threads 0 and 1 stored first"
        );
    }
}

#[test]
fn a_barrier_reached_by_part_of_the_block_is_reported_and_executed() {
    let src = "__global__ void k(int *out) {\n\
               unsigned int t = threadIdx.x;\n\
               if (t < 3)\n\
                   __syncthreads();\n\
               else\n\
                   __syncthreads();\n\
               out[t] = 1;\n\
               }\n";
    let out = run_source(src, &launch(8, 4), r#"{"out": {"type": "i32", "len": 8}}"#);
    assert!(out.errors.is_empty());
    assert_eq!(groups(&out, 4), vec![range(0, 3)]);
    assert_eq!(groups(&out, 6), vec![range(3, 8)]);
    let msgs: Vec<&str> = out.warnings.iter().map(|w| w.message.as_str()).collect();
    assert_eq!(
        msgs,
        vec![
            "`__syncthreads` reached by 3 of the block's 8 live threads (threads 3-7 cannot reach \
             it in this context): undefined in CUDA; executed as the tangle rules say, by the \
             threads that are there",
            "`__syncthreads` reached by 5 of the block's 8 live threads (threads 0-2 cannot reach \
             it in this context): undefined in CUDA; executed as the tangle rules say, by the \
             threads that are there",
        ]
    );
}

#[test]
fn a_shuffle_from_a_lane_outside_its_tangle_is_a_warning_on_both_engines() {
    // Lanes 0-2 shuffle among themselves; lane 2 reads lane 3, which is elsewhere.
    let src = "__global__ void k(int *out) {\n\
               int t = threadIdx.x;\n\
               if (t < 3)\n\
                   out[t] = __shfl_down_sync(0x7, t + 10, 1);\n\
               }\n";
    let json = r#"{"out": {"type": "i32", "len": 8}}"#;
    for out in [
        run_source(src, &launch(8, 8), json),
        run_ir(src, &launch(8, 8), json),
    ] {
        assert!(out.errors.is_empty(), "{}: {:?}", out.engine, out.errors);
        let first: Vec<i64> = out.buffers[0].1.values()[..3]
            .iter()
            .map(|v| v.as_i64().unwrap_or(-1))
            .collect();
        assert_eq!(first, [11, 12, 12], "{}", out.engine);
        let warnings: Vec<(&str, Option<u32>, &str)> = out
            .warnings
            .iter()
            .map(|w| (w.kind.name(), w.thread, w.message.as_str()))
            .collect();
        assert_eq!(
            warnings,
            [(
                "undefined-shuffle",
                Some(2),
                "`__shfl_down_sync` by lane 2 reads lane 3, which does not take part (lanes 0-2 \
                 do): undefined in CUDA (the engines return the caller's own value; an H100 \
                 returned 0)"
            )],
            "{}",
            out.engine
        );
    }
}

#[test]
fn threads_that_returned_before_a_barrier_are_reported() {
    let src = "__global__ void k(int *out, int n) {\n\
               unsigned int t = threadIdx.x;\n\
               if (t >= n)\n\
                   return;\n\
               __syncthreads();\n\
               out[t] = 1;\n\
               }\n";
    let out = run_source(
        src,
        &launch(8, 8),
        r#"{"out": {"type": "i32", "len": 8}, "n": 6}"#,
    );
    assert_eq!(groups(&out, 5), vec![range(0, 6)]);
    assert_eq!(
        out.warnings[0].message,
        "`__syncthreads` reached by 6 of the block's 8 threads: 2 exited before it (undefined \
         in CUDA, though hardware counts exited threads as arrived)"
    );
}

#[test]
fn undefined_arithmetic_stops_the_run() {
    let src = "__global__ void k(int *out, int d) {\n\
               out[threadIdx.x] = 7 / d;\n\
               }\n";
    let json = r#"{"out": {"type": "i32", "len": 2}, "d": 0}"#;
    for out in [
        run_source(src, &launch(2, 2), json),
        run_ir(src, &launch(2, 2), json),
    ] {
        assert_eq!(out.errors[0].kind, ErrorKind::Undefined);
        assert_eq!(out.errors[0].message, "division by zero");
    }
}
