//! The source engine's choices where the spec leaves them to us (anchors,
//! unrelated tangles) and its launch model (blocks, `__shared__`, functions).

mod common;
use common::*;

#[test]
fn a_noconvergent_function_is_anchored_at_its_call() {
    // The threads that make the call together communicate inside it.
    let src = "__device__ __attribute__((noconvergent)) unsigned int grab(void) {\n\
               return __activemask();\n\
               }\n\
               __global__ void k(unsigned int *out) {\n\
               unsigned int t = threadIdx.x;\n\
               if (t % 2)\n\
                   out[t] = grab();\n\
               else\n\
                   out[t] = grab();\n\
               }\n";
    let s = run_source(src, &launch(8, 8), r#"{"out": {"type": "u32", "len": 8}}"#);
    assert!(s.errors.is_empty());
    assert_eq!(groups(&s, 2), vec![vec![0, 2, 4, 6], vec![1, 3, 5, 7]]);
    assert_eq!(
        buffer(&s, "out"),
        vec![0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa]
    );
}

#[test]
fn threads_that_jump_into_a_loop_are_in_its_first_iteration() {
    // Maximal convergence's choice: the goto's threads join the iteration
    // that is current at the loop body, counted from 1.
    let src = "__global__ void k(const int *jump, unsigned int *out) {\n\
               unsigned int t = threadIdx.x;\n\
               int i = 0;\n\
               if (jump[t])\n\
                   goto inside;\n\
               for (i = 0; i < 2; i++) {\n\
                   out[t] = 0;\n\
               inside:\n\
                   out[8 * (i + 1) + t] = __activemask();\n\
               }\n\
               }\n";
    let json = r#"{"jump": {"type": "i32", "data": [1, 0, 1, 0, 0, 0, 0, 0]}, "out": {"type": "u32", "len": 24}}"#;
    let s = run_source(src, &launch(8, 8), json);
    assert!(s.errors.is_empty());
    assert_eq!(groups(&s, 9), vec![range(0, 8), range(0, 8)]);
    assert_eq!(s.events[0].context, "for@6 #1");
}

#[test]
fn fall_through_reconverges_at_the_next_case_label() {
    let src = "__global__ void k(const int *op, unsigned int *out) {\n\
               unsigned int t = threadIdx.x;\n\
               switch (op[t]) {\n\
               case 0:\n\
                   out[t] = 1;\n\
               case 1:\n\
                   out[8 + t] = __activemask();\n\
                   break;\n\
               default:\n\
                   break;\n\
               }\n\
               }\n";
    let json = r#"{"op": {"type": "i32", "data": [0, 1, 2, 0, 1, 2, 0, 1]}, "out": {"type": "u32", "len": 16}}"#;
    let s = run_source(src, &launch(8, 8), json);
    assert_eq!(
        groups(&s, 7),
        vec![vec![0, 1, 3, 4, 6, 7]],
        "rule 1.1: case 0 and case 1 together"
    );
}

#[test]
fn blocks_run_with_their_own_shared_memory_and_share_global_memory() {
    let src = "__global__ void k(const int *in, int *sums, int *total) {\n\
               __shared__ int part[64];\n\
               unsigned int t = threadIdx.x;\n\
               part[t] = in[blockIdx.x * blockDim.x + t];\n\
               __syncthreads();\n\
               if (t == 0) {\n\
                   int s = 0;\n\
                   for (int i = 0; i < (int)blockDim.x; i++)\n\
                       s += part[i];\n\
                   sums[blockIdx.x] = s;\n\
                   atomicAdd(total, s);\n\
               }\n\
               }\n";
    let data: Vec<i32> = (0..128).collect();
    let json = format!(
        r#"{{"in": {{"type": "i32", "data": {data:?}}}, "sums": {{"type": "i32", "len": 2}}, "total": {{"type": "i32", "len": 1}}}}"#
    );
    let l = runtime::launch::Launch {
        blocks: 2.into(),
        ..launch(64, 32)
    };
    let s = run_source(src, &l, &json);
    assert!(s.errors.is_empty(), "{:?}", s.errors);
    assert_eq!(buffer(&s, "sums"), vec![2016, 6112]);
    assert_eq!(buffer(&s, "total"), vec![8128]);
    assert_eq!(
        groups(&s, 5),
        vec![range(0, 64), range(64, 128)],
        "one barrier per block, global ids"
    );
    assert_eq!((s.events[1].block, s.events[1].warp), (1, None));
}

#[test]
fn a_convergent_function_runs_with_the_callers_tangle() {
    let src = "__device__ unsigned int vote(int p) {\n\
               return __ballot_sync(__activemask(), p);\n\
               }\n\
               __global__ void k(unsigned int *out) {\n\
               unsigned int t = threadIdx.x;\n\
               for (int i = 0; i < 2; i++)\n\
                   if (t > (unsigned int)i)\n\
                       out[8 * i + t] = vote(t % 2);\n\
               }\n";
    let s = run_source(src, &launch(8, 8), r#"{"out": {"type": "u32", "len": 16}}"#);
    assert_eq!(
        groups(&s, 2).len(),
        4,
        "a ballot and an activemask per iteration"
    );
    let ballots: Vec<Vec<u32>> = s
        .events
        .iter()
        .filter(|e| s.sites[e.site as usize].callee == "__ballot_sync")
        .map(|e| e.threads.to_vec())
        .collect();
    assert_eq!(ballots, vec![range(1, 8), range(2, 8)]);
    assert_eq!(
        s.events[0].context, "for@6 #1 > vote called at 8:18",
        "the instance is the call in iteration 1"
    );
    let out = buffer(&s, "out");
    assert_eq!(out[1], 0b1010_1010);
    assert_eq!(out[8 + 3], 0b1010_1000);
}

#[test]
fn threads_behind_in_an_inner_loop_still_join_the_next_goto_iteration() {
    // Fuzz seed 100004, shrunk: thread 1 leaves the elect loop of goto
    // iteration 1 early and reaches iteration 2 first. Threads 2 and 3, still
    // on later elect rounds of iteration 1, will start the elect loop again in
    // iteration 2, so the group must wait for them (the strict rules give all
    // three the tangle of the one `goto` they execute together).
    let src = "__global__ void k(unsigned int *out) {\n\
               int t = threadIdx.x;\n\
               int k = 0;\n\
               again:\n\
               k++;\n\
               if (t < 4) {\n\
                   for (;;) {\n\
                       if (t == __ffs(__activemask()) - 1) break;\n\
                   }\n\
               }\n\
               if (k > t) return;\n\
               goto again;\n\
               }\n";
    let s = run_source(src, &launch(8, 8), r#"{"out": {"type": "u32", "len": 8}}"#);
    assert!(s.errors.is_empty(), "{:?}", s.errors);
    assert_eq!(
        groups(&s, 8),
        vec![
            range(0, 4),
            range(1, 4),
            range(2, 4),
            vec![3],
            range(1, 4),
            range(2, 4),
            vec![3],
            range(2, 4),
            vec![3],
            vec![3],
        ]
    );
    assert_eq!(s.events[4].context, "for@7 #1 / goto again@4 #2");
}
