//! The published maximal-reconvergence behaviours (Vulkan's maximal
//! reconvergence, thread-convergence.rst), observed at run time. Each kernel
//! runs on the source engine, whose groups are asserted exactly, and on the
//! IR engine over Clang 22's token IR, which must see the same groups.

mod common;
use common::*;

/// Runs both engines; asserts they agree on every line's groups; returns the
/// source run.
fn both(
    src: &str,
    threads: u32,
    warp: u32,
    json: &str,
    lines: &[u32],
) -> runtime::trace::RunOutput {
    let l = launch(threads, warp);
    let s = run_source(src, &l, json);
    let i = run_ir(src, &l, json);
    assert!(s.errors.is_empty(), "{:?}", s.errors);
    assert!(i.errors.is_empty(), "{:?}", i.errors);
    for &line in lines {
        assert_eq!(
            sorted_groups(&s, line),
            sorted_groups(&i, line),
            "line {line}: source vs IR"
        );
    }
    assert_eq!(s.buffers, i.buffers, "final buffers");
    s
}

#[test]
fn an_if_reconverges_at_its_end() {
    let src = "__global__ void k(unsigned int *out) {\n\
               unsigned int t = threadIdx.x;\n\
               if (t % 3 == 0) {\n\
                   out[t] = __activemask();\n\
               }\n\
               out[16 + t] = __activemask();\n\
               }\n";
    let s = both(
        src,
        16,
        16,
        r#"{"out": {"type": "u32", "len": 32}}"#,
        &[4, 6],
    );
    assert_eq!(groups(&s, 4), vec![vec![0, 3, 6, 9, 12, 15]]);
    assert_eq!(groups(&s, 6), vec![range(0, 16)]);
    let out = buffer(&s, "out");
    assert_eq!(out[3], 0b1001_0010_0100_1001);
    assert_eq!(out[16 + 4], 0xffff);
}

#[test]
fn every_thread_that_entered_a_loop_reconverges_after_it() {
    let src = "__global__ void k(const int *trips, unsigned int *out) {\n\
               unsigned int t = threadIdx.x;\n\
               for (int i = 0; i < trips[t]; i++) {\n\
                   out[t] = __activemask();\n\
               }\n\
               out[16 + t] = __activemask();\n\
               }\n";
    let trips: Vec<u32> = (0..16).map(|t| t % 4).collect();
    let json = format!(
        r#"{{"trips": {{"type": "i32", "data": {trips:?}}}, "out": {{"type": "u32", "len": 32}}}}"#
    );
    let s = both(src, 16, 16, &json, &[4, 6]);
    let with = |k: u32| (0..16).filter(|t| t % 4 >= k).collect::<Vec<u32>>();
    // One group per iteration: the threads still in the loop.
    assert_eq!(groups(&s, 4), vec![with(1), with(2), with(3)]);
    assert_eq!(groups(&s, 6), vec![range(0, 16)]);
}

#[test]
fn a_break_path_is_per_iteration() {
    let src = "__global__ void k(const int *stop, unsigned int *out) {\n\
               unsigned int t = threadIdx.x;\n\
               for (int i = 0; i < 4; i++) {\n\
                   if (i == stop[t]) {\n\
                       out[t] = __activemask();\n\
                       break;\n\
                   }\n\
               }\n\
               out[16 + t] = __activemask();\n\
               }\n";
    let stop: Vec<u32> = (0..16).map(|t| t % 5).collect();
    let json = format!(
        r#"{{"stop": {{"type": "i32", "data": {stop:?}}}, "out": {{"type": "u32", "len": 32}}}}"#
    );
    let s = both(src, 16, 16, &json, &[5, 9]);
    // Threads that break in the same iteration, never all breakers together.
    assert_eq!(
        groups(&s, 5),
        vec![
            vec![0, 5, 10, 15],
            vec![1, 6, 11],
            vec![2, 7, 12],
            vec![3, 8, 13]
        ]
    );
    assert_eq!(groups(&s, 9), vec![range(0, 16)]);
}

#[test]
fn continue_rejoins_at_the_next_iteration() {
    let src = "__global__ void k(unsigned int *out) {\n\
               unsigned int t = threadIdx.x;\n\
               for (int i = 0; i < 3; i++) {\n\
                   out[i * 16 + t] = __activemask();\n\
                   if ((t + i) % 2 == 0)\n\
                       continue;\n\
                   out[48 + i * 16 + t] = __activemask();\n\
               }\n\
               }\n";
    let s = both(
        src,
        16,
        16,
        r#"{"out": {"type": "u32", "len": 96}}"#,
        &[4, 7],
    );
    assert_eq!(
        groups(&s, 4),
        vec![range(0, 16); 3],
        "everyone, every iteration"
    );
    let odd = |i: u32| (0..16).filter(|t| (t + i) % 2 == 1).collect::<Vec<u32>>();
    assert_eq!(groups(&s, 7), vec![odd(0), odd(1), odd(2)]);
}

#[test]
fn an_early_return_leaves_and_the_caller_reconverges_after_the_call() {
    let src = "__device__ int helper(unsigned int t, unsigned int *out) {\n\
               if (t >= 10)\n\
                   return 1;\n\
               out[t] = __activemask();\n\
               return 0;\n\
               }\n\
               __global__ void k(unsigned int *out) {\n\
               unsigned int t = threadIdx.x;\n\
               int r = helper(t, out);\n\
               out[16 + t] = __activemask() + (unsigned int)r * 0u;\n\
               }\n";
    let s = both(
        src,
        16,
        16,
        r#"{"out": {"type": "u32", "len": 32}}"#,
        &[4, 10],
    );
    assert_eq!(groups(&s, 4), vec![range(0, 10)]);
    assert_eq!(groups(&s, 10), vec![range(0, 16)]);
}

#[test]
fn an_elect_loop_shrinks_by_one_key_per_round() {
    let src = "__global__ void k(const int *key, unsigned int *out) {\n\
               unsigned int t = threadIdx.x;\n\
               for (;;) {\n\
                   unsigned int active = __activemask();\n\
                   int leader = __ffs(active) - 1;\n\
                   int lk = __shfl_sync(active, key[t], leader);\n\
                   if (key[t] == lk) {\n\
                       out[t] = active;\n\
                       break;\n\
                   }\n\
               }\n\
               }\n";
    let keys: Vec<u32> = (0..16).map(|t| t % 3).collect();
    let json = format!(
        r#"{{"key": {{"type": "i32", "data": {keys:?}}}, "out": {{"type": "u32", "len": 16}}}}"#
    );
    let s = both(src, 16, 16, &json, &[4, 6]);
    let keyed = |ks: &[u32]| {
        (0..16)
            .filter(|t| ks.contains(&(t % 3)))
            .collect::<Vec<u32>>()
    };
    let rounds = vec![keyed(&[0, 1, 2]), keyed(&[1, 2]), keyed(&[2])];
    assert_eq!(groups(&s, 4), rounds);
    assert_eq!(groups(&s, 6), rounds);
    let mask = |ts: &[u32]| ts.iter().fold(0i64, |m, t| m | 1 << t);
    let out = buffer(&s, "out");
    assert_eq!(out[0], mask(&rounds[0]), "key 0 leaves in round 1");
    assert_eq!(out[1], mask(&rounds[1]));
    assert_eq!(out[2], mask(&rounds[2]));
}

#[test]
fn a_warp_is_the_widest_a_warp_operation_reaches() {
    // 20 threads in warps of 8: the last warp is partial.
    let src = "__global__ void k(unsigned int *out) {\n\
               out[threadIdx.x] = __activemask();\n\
               }\n";
    let s = both(src, 20, 8, r#"{"out": {"type": "u32", "len": 20}}"#, &[2]);
    assert_eq!(
        groups(&s, 2),
        vec![range(0, 8), range(8, 16), range(16, 20)]
    );
    assert_eq!(buffer(&s, "out")[17], 0b1111);
}
