//! Every lint with its exact rendered text, and the ways to silence one.

mod common;

use common::{analyze_named, Case};
use expect_test::{expect, Expect};
use tangles::lints::{lint, LaunchShape, LintOptions};

fn check_with(src: &str, options: &LintOptions, expected: Expect) {
    let Case { unit, analysis } = analyze_named("k.cu", src);
    let diags = lint(&unit, &analysis, options);
    expected.assert_eq(&frontend::diag::render_plain(&diags, &unit.sources));
}

fn check(src: &str, expected: Expect) {
    check_with(src, &LintOptions::default(), expected);
}

#[test]
fn w0101_goto_into_the_else_side() {
    check(
        r#"__global__ void k(int *p, int a, int b) {
  int t = threadIdx.x;
  if (t < a)
    goto shared;
  if (t < b) {
    p[t] = 1;
  } else {
  shared:
    p[t] = __activemask();
  }
}
"#,
        expect![[r#"
            warning[W0101]: convergence of `__activemask` is implementation-defined
              ┌─ k.cu:9:12
              │
            4 │     goto shared;
              │     ------------ threads jump to the label from this goto
              ·
            8 │   shared:
              │   ------- unrelated tangles T1, T4 meet here
            9 │     p[t] = __activemask();
              │            ^^^^^^^^^^^^^^ reached with unrelated tangles T1, T4; maximal convergence uses T5
              │
              = tangles reached by goto, case fall-through or a jump into a loop are unrelated (thread-convergence.rst, Implementation-defined Convergence)

        "#]],
    );
}

/// A label that ten gotos jump to: the first eight are listed, the rest summed up at
/// the last of them, so that a kernel of thousands of jumps does not print each one
/// with every warning.
#[test]
fn w0101_lists_eight_gotos_and_counts_the_rest() {
    let mut src = String::from("__global__ void k(int *p, int a) {\n  int t = threadIdx.x;\n");
    for i in 0..10 {
        src.push_str(&format!("  if (t == a + {i})\n    goto shared;\n"));
    }
    src.push_str("  if (t < a) {\n    p[t] = 1;\n  } else {\n  shared:\n    p[t] = __activemask();\n  }\n}\n");
    check(
        &src,
        expect![[r#"
        warning[W0101]: convergence of `__activemask` is implementation-defined
           ┌─ k.cu:27:12
           │
         4 │     goto shared;
           │     ------------ threads jump to the label from this goto
         5 │   if (t == a + 1)
         6 │     goto shared;
           │     ------------ threads jump to the label from this goto
         7 │   if (t == a + 2)
         8 │     goto shared;
           │     ------------ threads jump to the label from this goto
         9 │   if (t == a + 3)
        10 │     goto shared;
           │     ------------ threads jump to the label from this goto
        11 │   if (t == a + 4)
        12 │     goto shared;
           │     ------------ threads jump to the label from this goto
        13 │   if (t == a + 5)
        14 │     goto shared;
           │     ------------ threads jump to the label from this goto
        15 │   if (t == a + 6)
        16 │     goto shared;
           │     ------------ threads jump to the label from this goto
        17 │   if (t == a + 7)
        18 │     goto shared;
           │     ------------ threads jump to the label from this goto
           ·
        22 │     goto shared;
           │     ------------ and 2 more gotos to the label, the last here
           ·
        26 │   shared:
           │   ------- unrelated tangles T1, T3, T5, T7, T9, T11, T13, T15, T17, T19, T22 meet here
        27 │     p[t] = __activemask();
           │            ^^^^^^^^^^^^^^ reached with unrelated tangles T1, T3, T5, T7, T9, T11, T13, T15, T17, T19, T22; maximal convergence uses T23
           │
           = tangles reached by goto, case fall-through or a jump into a loop are unrelated (thread-convergence.rst, Implementation-defined Convergence)

    "#]],
    );
}

/// Two backward gotos to one label: each hands the label its own tangle.
#[test]
fn w0101_several_backward_gotos_to_one_label() {
    check(
        r#"__global__ void k(int *p, int *a) {
  int t = threadIdx.x;
  int i = 0;
L:
  p[t] = __activemask(); // tangle: allow(W0102)
  i++;
  if (a[t] > i) goto L;
  if (a[t] > 2 * i) goto L;
}
"#,
        expect![[r#"
            warning[W0101]: convergence of `__activemask` is implementation-defined
              ┌─ k.cu:5:10
              │
            4 │ L:
              │ -- unrelated tangles T1, T2, T3 meet here
            5 │   p[t] = __activemask(); // tangle: allow(W0102)
              │          ^^^^^^^^^^^^^^ reached with unrelated tangles T1, T2, T3; maximal convergence uses T4
            6 │   i++;
            7 │   if (a[t] > i) goto L;
              │                 ------- threads jump to the label from this goto
            8 │   if (a[t] > 2 * i) goto L;
              │                     ------- threads jump to the label from this goto
              │
              = tangles reached by goto, case fall-through or a jump into a loop are unrelated (thread-convergence.rst, Implementation-defined Convergence)

        "#]],
    );
}

/// A goto after a backward goto's range jumps back to a label inside it.
#[test]
fn w0101_a_goto_range_re_entered_at_another_label() {
    check(
        r#"__global__ void k(int *p, int *a) {
  int t = threadIdx.x;
  int i = 0, j = 0;
A:
  i++;
B:
  j++;
  p[t] = __activemask(); // tangle: allow(W0102)
  if (a[t] > i) goto A;
  if (a[t] > j) goto B;
}
"#,
        expect![[r#"
            warning[W0101]: convergence of `__activemask` is implementation-defined
               ┌─ k.cu:8:10
               │
             4 │ A:
               │ -- the goto cycle starts at this label (its iterations are counted here)
             5 │   i++;
             6 │ B:
               │ -- and is re-entered at this label
             7 │   j++;
             8 │   p[t] = __activemask(); // tangle: allow(W0102)
               │          ^^^^^^^^^^^^^^ threads that jump back in at another label and threads that come round through the cycle's label are in unrelated tangles; maximal convergence uses T2
             9 │   if (a[t] > i) goto A;
            10 │   if (a[t] > j) goto B;
               │                 ------- by this goto, after the cycle's own
               │
               = tangles reached by goto, case fall-through or a jump into a loop are unrelated (thread-convergence.rst, Implementation-defined Convergence)

        "#]],
    );
}

#[test]
fn w0102_goto_cycle() {
    check(
        r#"__global__ void k(int *p) {
  int t = threadIdx.x;
  int n = 0;
retry:
  n++;
  p[t] = __ballot_sync(__activemask(), n & 1);
  if (n < t % 4)
    goto retry;
}
"#,
        expect![[r#"
            warning[W0102]: `__ballot_sync` is inside a backward-goto cycle
              ┌─ k.cu:6:10
              │
            4 │ retry:
              │ ------ the cycle starts at this label
            5 │   n++;
            6 │   p[t] = __ballot_sync(__activemask(), n & 1);
              │          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ convergent operation in a goto cycle
            7 │   if (n < t % 4)
            8 │     goto retry;
              │     ----------- and jumps back from here
              │
              = each pass through the label is a new iteration; Clang emits IR that LLVM's verifier rejects for such cycles, tangle gives the label a loop token

        "#]],
    );
}

#[test]
fn w0103_duffs_device() {
    check(
        r#"__global__ void k(int *p, int count) {
  int t = threadIdx.x;
  int n = (count + 1) / 2;
  switch (count % 2) {
  case 0: do { p[t] += __activemask();
  case 1:      p[t] += 1;
          } while (--n > 0);
  }
}
"#,
        expect![[r#"
            warning[W0101]: convergence of `__activemask` is implementation-defined
              ┌─ k.cu:5:24
              │
            5 │   case 0: do { p[t] += __activemask();
              │           -------------^^^^^^^^^^^^^^-
              │           │            │
              │           │            reached with unrelated tangles T3, T4; maximal convergence uses T5
              │           the loop's iterations T3, T4 started in different places, so they are unrelated
            6 │   case 1:      p[t] += 1;
              │   ------- the loop is also entered here
              │
              = tangles reached by goto, case fall-through or a jump into a loop are unrelated (thread-convergence.rst, Implementation-defined Convergence)

            warning[W0103]: `__activemask` is in a loop that its switch jumps into
              ┌─ k.cu:5:24
              │
            4 │   switch (count % 2) {
              │   -------------------- the switch enters the loop at its case labels (Duff's device)
            5 │   case 0: do { p[t] += __activemask();
              │           -------------^^^^^^^^^^^^^^-
              │           │            │
              │           │            convergent operation in an irreducible cycle
              │           the loop
            6 │   case 1:      p[t] += 1;
              │   ------- this case label is inside the loop
              │
              = threads that enter at different case labels are unrelated; maximal convergence counts iterations from the loop's start

        "#]],
    );
}

#[test]
fn w0104_barrier_after_divergent_return() {
    check(
        r#"__global__ void k(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  p[i] = 1;
  __syncthreads();
}
"#,
        expect![[r#"
            warning[W0104]: `__syncthreads` may be reached by only part of the block
              ┌─ k.cu:6:3
              │
            3 │   if (i >= n)
              │   ----------- depending on this condition
            4 │     return;
              │     ------- some threads may leave here
            5 │   p[i] = 1;
            6 │   __syncthreads();
              │   ^^^^^^^^^^^^^^^ its tangle T2 may be a strict subset of the block
              │
              = a barrier not reached by every thread of the block is undefined behaviour in CUDA

        "#]],
    );
}

#[test]
fn w0104_and_w0105_are_silent_when_the_condition_is_uniform() {
    check(
        r#"__global__ void k(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int rounds = n * 2;
  if (blockIdx.x >= n)
    return;
  for (int r = 0; r < rounds; r++) {
    p[i] += __ballot_sync(0xffffffff, p[i] > 0);
    __syncthreads();
  }
}
"#,
        expect![[""]],
    );
}

#[test]
fn w0105_full_mask_under_a_divergent_branch() {
    check(
        r#"__global__ void k(unsigned int *p) {
  int t = threadIdx.x;
  if (t % 2 == 0) {
    p[t] = __ballot_sync(0xffffffff, 1);
  }
}
"#,
        expect![[r#"
            warning[W0105]: the constant mask 0xffffffff of `__ballot_sync` may name lanes outside its tangle
              ┌─ k.cu:4:26
              │
            3 │   if (t % 2 == 0) {
              │   ----------------- this condition may differ between threads
            4 │     p[t] = __ballot_sync(0xffffffff, 1);
              │                          ^^^^^^^^^^ 32 lanes named; tangle T1 may hold fewer
              │
              = compute the mask before the branch from its condition, `unsigned m = __ballot_sync(0xffffffff, cond);`, and pass `m` inside; a lane named but not arriving is an error in CUDA

        "#]],
    );
}

#[test]
fn w0105_knows_a_partial_last_warp_when_given_the_launch() {
    // Uniform control flow: only the launch shape makes the full mask wrong.
    let src = r#"__global__ void k(unsigned int *p) {
  int t = threadIdx.x;
  p[t] = __ballot_sync(0xffffffff, t & 1);
  p[t] += __shfl_sync(0xffff, t, 0);
}
"#;
    check(
        src,
        expect![[r#"
        warning[W0109]: every lane of the warp calls `__shfl_sync`, but its mask 0xffff leaves out lanes 16-31
          ┌─ k.cu:4:23
          │
        4 │   p[t] += __shfl_sync(0xffff, t, 0);
          │                       ^^^^^^ lanes 16-31 call with a mask that does not name them
          │
          = a lane calling a `*_sync` builtin must be in its mask (undefined in CUDA): call it under a condition that keeps only the named lanes, e.g. `if (lane < 16)`, or widen the mask

    "#]],
    );
    let launch = |threads, warp_size| LintOptions {
        launch: Some(LaunchShape {
            block: [threads, 1, 1],
            warp_size,
        }),
        ..LintOptions::default()
    };
    // 64 threads fill two warps of 32.
    check_with(
        src,
        &launch(64, 32),
        expect![[r#"
        warning[W0109]: every lane of the warp calls `__shfl_sync`, but its mask 0xffff leaves out lanes 16-31
          ┌─ k.cu:4:23
          │
        4 │   p[t] += __shfl_sync(0xffff, t, 0);
          │                       ^^^^^^ lanes 16-31 call with a mask that does not name them
          │
          = a lane calling a `*_sync` builtin must be in its mask (undefined in CUDA): call it under a condition that keeps only the named lanes, e.g. `if (lane < 16)`, or widen the mask

    "#]],
    );
    check_with(
        src,
        &launch(48, 32),
        expect![[r#"
            warning[W0105]: the constant mask 0xffffffff of `__ballot_sync` may name lanes outside its tangle
              ┌─ k.cu:3:24
              │
            3 │   p[t] = __ballot_sync(0xffffffff, t & 1);
              │                        ^^^^^^^^^^ 32 lanes named; the launch's last warp has 16 lanes
              │
              = 48 threads in warps of 32 leave the last warp 16 lanes: it lacks lanes 16-31
              = launch whole warps, or name only the lanes the warp has; a lane named but not arriving is an error in CUDA

            warning[W0109]: every lane of the warp calls `__shfl_sync`, but its mask 0xffff leaves out lanes 16-31
              ┌─ k.cu:4:23
              │
            4 │   p[t] += __shfl_sync(0xffff, t, 0);
              │                       ^^^^^^ lanes 16-31 call with a mask that does not name them
              │
              = a lane calling a `*_sync` builtin must be in its mask (undefined in CUDA): call it under a condition that keeps only the named lanes, e.g. `if (lane < 16)`, or widen the mask

        "#]],
    );
    // Warps are formed from linear ids: a 12x3 block has 36 threads, so its
    // last warp holds linear ids 32-35, 4 lanes.
    let block = LintOptions {
        launch: Some(LaunchShape {
            block: [12, 3, 1],
            warp_size: 32,
        }),
        ..LintOptions::default()
    };
    check_with(
        src,
        &block,
        expect![[r#"
            warning[W0105]: the constant mask 0xffffffff of `__ballot_sync` may name lanes outside its tangle
              ┌─ k.cu:3:24
              │
            3 │   p[t] = __ballot_sync(0xffffffff, t & 1);
              │                        ^^^^^^^^^^ 32 lanes named; the launch's last warp has 4 lanes
              │
              = 36 threads (block 12x3) in warps of 32 leave the last warp 4 lanes: it lacks lanes 4-31
              = launch whole warps, or name only the lanes the warp has; a lane named but not arriving is an error in CUDA

            warning[W0109]: every lane of the warp calls `__shfl_sync`, but its mask 0xffff leaves out lanes 16-31
              ┌─ k.cu:4:23
              │
            4 │   p[t] += __shfl_sync(0xffff, t, 0);
              │                       ^^^^^^ lanes 16-31 call with a mask that does not name them
              │
              = a lane calling a `*_sync` builtin must be in its mask (undefined in CUDA): call it under a condition that keeps only the named lanes, e.g. `if (lane < 16)`, or widen the mask

        "#]],
    );
    // Warps of 8 lanes: no warp has lanes 8-31.
    check_with(
        src,
        &launch(64, 8),
        expect![[r#"
            warning[W0105]: the constant mask 0xffffffff of `__ballot_sync` may name lanes outside its tangle
              ┌─ k.cu:3:24
              │
            3 │   p[t] = __ballot_sync(0xffffffff, t & 1);
              │                        ^^^^^^^^^^ 32 lanes named; a warp has 8 lanes
              │
              = warps of 8 lanes have no lanes 8-31
              = launch whole warps, or name only the lanes the warp has; a lane named but not arriving is an error in CUDA

            warning[W0105]: the constant mask 0xffff of `__shfl_sync` may name lanes outside its tangle
              ┌─ k.cu:4:23
              │
            4 │   p[t] += __shfl_sync(0xffff, t, 0);
              │                       ^^^^^^ 16 lanes named; a warp has 8 lanes
              │
              = warps of 8 lanes have no lanes 8-15
              = launch whole warps, or name only the lanes the warp has; a lane named but not arriving is an error in CUDA

        "#]],
    );
}

#[test]
fn n0106_ballot_on_a_break_path() {
    check(
        r#"__global__ void k(unsigned int *p, int n) {
  int t = threadIdx.x;
  for (int i = 0; i < n; i++) {
    if (t == i) {
      p[t] = __ballot_sync(__activemask(), 1);
      break;
    }
  }
}
"#,
        expect![[r#"
            note[N0106]: `__ballot_sync` runs on a divergent break path
              ┌─ k.cu:5:14
              │
            3 │   for (int i = 0; i < n; i++) {
              │   ----------------------------- the loop whose iteration it belongs to
            4 │     if (t == i) {
              │     ------------- under this condition
            5 │       p[t] = __ballot_sync(__activemask(), 1);
              │              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ per iteration: with the threads that break in the same iteration (T3)
            6 │       break;
              │       ------ threads leave the loop here
              │
              = a lowering that moves this call after the loop would merge threads from different iterations

        "#]],
    );
}

const BOTH: &str = r#"__global__ void k(int *p, int n) {
  int t = threadIdx.x;
  if (t >= n)
    return;
  __syncthreads();
  if (t & 1) {
    p[t] = __ballot_sync(0xffffffff, 1);
  }
}
"#;

#[test]
fn allow_silences_one_code_for_the_run() {
    let options = LintOptions {
        allow: ["W0104".to_string()].into_iter().collect(),
        ..LintOptions::default()
    };
    let Case { unit, analysis } = analyze_named("k.cu", BOTH);
    let all: Vec<&str> = lint(&unit, &analysis, &LintOptions::default())
        .iter()
        .map(|d| d.code)
        .collect();
    let some: Vec<&str> = lint(&unit, &analysis, &options)
        .iter()
        .map(|d| d.code)
        .collect();
    assert_eq!(all, vec!["W0104", "W0105"]);
    assert_eq!(some, vec!["W0105"]);
}

fn codes_for(src: &str) -> Vec<&'static str> {
    let Case { unit, analysis } = analyze_named("k.cu", src);
    lint(&unit, &analysis, &LintOptions::default())
        .iter()
        .map(|d| d.code)
        .collect()
}

#[test]
fn a_comment_on_its_own_line_silences_a_code_in_one_function() {
    let src = BOTH.replace(
        "int t = threadIdx.x;",
        "int t = threadIdx.x;\n  // tangle: allow(W0105)",
    );
    assert_eq!(codes_for(&src), vec!["W0104"]);
}

/// After code, the comment silences that line only.
#[test]
fn a_comment_after_code_silences_its_line() {
    let on_the_line = BOTH.replace(
        "p[t] = __ballot_sync(0xffffffff, 1);",
        "p[t] = __ballot_sync(0xffffffff, 1); // tangle: allow(W0105, W0104)",
    );
    assert_eq!(codes_for(&on_the_line), vec!["W0104"]);
    let elsewhere = BOTH.replace(
        "int t = threadIdx.x;",
        "int t = threadIdx.x; /* tangle: allow(W0105) */",
    );
    assert_eq!(codes_for(&elsewhere), vec!["W0104", "W0105"]);
}

#[test]
fn an_unknown_code_in_a_comment_is_a_warning() {
    check(
        &BOTH.replace(
            "int t = threadIdx.x;",
            "int t = threadIdx.x; // tangle: allow(W0104, W9999)",
        ),
        expect![[r#"
            warning[W0107]: `tangle: allow(W9999)`: no such lint code
              ┌─ k.cu:2:27
              │
            2 │   int t = threadIdx.x; // tangle: allow(W0104, W9999)
              │                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^ names no lint
              │
              = the codes are W0101, W0102, W0103, W0104, W0105, N0106, W0107, W0108, W0109

            warning[W0104]: `__syncthreads` may be reached by only part of the block
              ┌─ k.cu:5:3
              │
            3 │   if (t >= n)
              │   ----------- depending on this condition
            4 │     return;
              │     ------- some threads may leave here
            5 │   __syncthreads();
              │   ^^^^^^^^^^^^^^^ its tangle T2 may be a strict subset of the block
              │
              = a barrier not reached by every thread of the block is undefined behaviour in CUDA

            warning[W0105]: the constant mask 0xffffffff of `__ballot_sync` may name lanes outside its tangle
              ┌─ k.cu:7:26
              │
            3 │   if (t >= n)
              │   ----------- depending on this condition
            4 │     return;
              │     ------- some threads may leave here
            5 │   __syncthreads();
            6 │   if (t & 1) {
              │   ------------ this condition may differ between threads
            7 │     p[t] = __ballot_sync(0xffffffff, 1);
              │                          ^^^^^^^^^^ 32 lanes named; tangle T3 may hold fewer
              │
              = compute the mask before the branch from its condition, `unsigned m = __ballot_sync(0xffffffff, cond);`, and pass `m` inside; a lane named but not arriving is an error in CUDA

        "#]],
    );
}

/// The standard block reduction: warp 0 reduces the warps' partial sums with a full mask
/// under `if (warp == 0)`, which all 32 lanes of a warp take together (blocks of whole
/// warps). No warning; with a launch whose rows split warps, the condition may split one.
#[test]
fn w0105_is_silent_under_a_warp_uniform_condition() {
    let src = r#"__global__ void k(float *out, const float *in) {
  __shared__ float partial[32];
  int tid = threadIdx.x;
  int lane = tid % 32;
  int warp = tid / 32;
  float v = in[blockIdx.x * blockDim.x + tid];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / 32 ? partial[lane] : 0;
    for (int o = 16; o > 0; o /= 2)
      v += __shfl_down_sync(0xffffffff, v, o);
  }
  if ((threadIdx.x >> 5) == 1 && threadIdx.y == 0)
    out[blockIdx.x] = __shfl_sync(0xffffffff, v, 0);
  if (threadIdx.x / warpSize == 2)
    out[1] = __ballot_sync(0xffffffff, v > 0);
}
"#;
    let Case { unit, analysis } = analyze_named("k.cu", src);
    let codes = |options: &LintOptions| -> Vec<&'static str> {
        lint(&unit, &analysis, options)
            .iter()
            .map(|d| d.code)
            .collect()
    };
    assert_eq!(codes(&LintOptions::default()), Vec::<&str>::new());
    let split_rows = LintOptions {
        launch: Some(LaunchShape {
            block: [48, 2, 1],
            warp_size: 32,
        }),
        ..LintOptions::default()
    };
    assert_eq!(codes(&split_rows), vec!["W0105", "W0105", "W0105"]);
}

/// A full mask held in a variable is as constant as one written out; one under a
/// per-lane condition is flagged.
#[test]
fn w0105_sees_a_mask_held_in_a_variable() {
    check(
        r#"__global__ void k(int *p) {
  const unsigned full = 0xffffffff;
  unsigned changed = 0xffffffff;
  changed >>= 1;
  if (threadIdx.x & 1) {
    p[0] = __ballot_sync(full, 1);
    p[1] = __ballot_sync(changed, 1);
  }
}
"#,
        expect![[r#"
            warning[W0105]: the constant mask 0xffffffff of `__ballot_sync` may name lanes outside its tangle
              ┌─ k.cu:6:26
              │
            5 │   if (threadIdx.x & 1) {
              │   ---------------------- this condition may differ between threads
            6 │     p[0] = __ballot_sync(full, 1);
              │                          ^^^^ 32 lanes named; tangle T1 may hold fewer
              │
              = compute the mask before the branch from its condition, `unsigned m = __ballot_sync(0xffffffff, cond);`, and pass `m` inside; a lane named but not arriving is an error in CUDA

        "#]],
    );
}

/// W0104's idioms: a flag written by one thread before a barrier is the same in every
/// thread after it; loop bounds from math functions of uniform values are uniform. Its
/// miss: a barrier inside a called function, reached under a per-thread condition.
#[test]
fn w0104_knows_broadcasts_math_and_calls() {
    check(
        r#"__device__ void stage(float *s) { s[threadIdx.x] *= 2.0f; __syncthreads(); }
__global__ void k(float *p, int n) {
  __shared__ int flag;
  __shared__ float s[64];
  if (threadIdx.x == 0)
    flag = p[0] > 0;
  __syncthreads();
  if (flag)
    __syncthreads();
  int rounds = (int)ceilf(sqrtf((float)n));
  for (int r = 0; r < rounds; r++)
    __syncthreads();
  if (threadIdx.x < 32)
    stage(s);
}
"#,
        expect![[r#"
            warning[W0104]: `stage` (which executes `__syncthreads`) may be reached by only part of the block
               ┌─ k.cu:14:5
               │
            13 │   if (threadIdx.x < 32)
               │   --------------------- this condition may differ between threads
            14 │     stage(s);
               │     ^^^^^^^^ its tangle T5 may be a strict subset of the block
               │
               = a barrier not reached by every thread of the block is undefined behaviour in CUDA

        "#]],
    );
}

/// W0108: lanes named by the mask that read a lane it does not name.
#[test]
fn w0108_shuffle_reads_outside_its_mask() {
    check(
        r#"__global__ void k(int *p) {
  int v = p[threadIdx.x];
  v += __shfl_down_sync(0xffff, v, 8);
  v += __shfl_down_sync(0xffff, v, 8, 16);
  v += __shfl_xor_sync(0xffffffff, v, 16);
  v += __shfl_sync(0x0f, v, 5);
  v += __shfl_up_sync(0xff00, v, 4);
  p[threadIdx.x] = v;
}
"#,
        expect![[r#"
            warning[W0108]: `__shfl_down_sync` with mask 0xffff reads lanes its mask does not name
              ┌─ k.cu:3:8
              │
            3 │   v += __shfl_down_sync(0xffff, v, 8);
              │        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ lane 8 reads lane 16, which is not in the mask
              │
              = the value read from a lane outside the mask is undefined in CUDA: widen the mask, or keep the lane arithmetic inside it (a smaller offset or `width`)

            warning[W0109]: every lane of the warp calls `__shfl_down_sync`, but its mask 0xffff leaves out lanes 16-31
              ┌─ k.cu:3:25
              │
            3 │   v += __shfl_down_sync(0xffff, v, 8);
              │                         ^^^^^^ lanes 16-31 call with a mask that does not name them
              │
              = a lane calling a `*_sync` builtin must be in its mask (undefined in CUDA): call it under a condition that keeps only the named lanes, e.g. `if (lane < 16)`, or widen the mask

            warning[W0109]: every lane of the warp calls `__shfl_down_sync`, but its mask 0xffff leaves out lanes 16-31
              ┌─ k.cu:4:25
              │
            4 │   v += __shfl_down_sync(0xffff, v, 8, 16);
              │                         ^^^^^^ lanes 16-31 call with a mask that does not name them
              │
              = a lane calling a `*_sync` builtin must be in its mask (undefined in CUDA): call it under a condition that keeps only the named lanes, e.g. `if (lane < 16)`, or widen the mask

            warning[W0108]: `__shfl_sync` with mask 0xf reads lanes its mask does not name
              ┌─ k.cu:6:8
              │
            6 │   v += __shfl_sync(0x0f, v, 5);
              │        ^^^^^^^^^^^^^^^^^^^^^^^ lane 0 reads lane 5, which is not in the mask
              │
              = the value read from a lane outside the mask is undefined in CUDA: widen the mask, or keep the lane arithmetic inside it (a smaller offset or `width`)

            warning[W0109]: every lane of the warp calls `__shfl_sync`, but its mask 0xf leaves out lanes 4-31
              ┌─ k.cu:6:20
              │
            6 │   v += __shfl_sync(0x0f, v, 5);
              │                    ^^^^ lanes 4-31 call with a mask that does not name them
              │
              = a lane calling a `*_sync` builtin must be in its mask (undefined in CUDA): call it under a condition that keeps only the named lanes, e.g. `if (lane < 16)`, or widen the mask

            warning[W0108]: `__shfl_up_sync` with mask 0xff00 reads lanes its mask does not name
              ┌─ k.cu:7:8
              │
            7 │   v += __shfl_up_sync(0xff00, v, 4);
              │        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^ lane 8 reads lane 4, which is not in the mask
              │
              = the value read from a lane outside the mask is undefined in CUDA: widen the mask, or keep the lane arithmetic inside it (a smaller offset or `width`)

            warning[W0109]: every lane of the warp calls `__shfl_up_sync`, but its mask 0xff00 leaves out lanes 0-7,16-31
              ┌─ k.cu:7:23
              │
            7 │   v += __shfl_up_sync(0xff00, v, 4);
              │                       ^^^^^^ lanes 0-7,16-31 call with a mask that does not name them
              │
              = a lane calling a `*_sync` builtin must be in its mask (undefined in CUDA): call it under a condition that keeps only the named lanes, e.g. `if (lane < 16)`, or widen the mask

        "#]],
    );
}

/// W0109: every lane of the warp calls, but the constant mask leaves some out (SYCLomatic's
/// warp-reduce test does this with 0xFFFF on full warps). Not when the launch's warps have
/// only the named lanes.
#[test]
fn w0109_callers_outside_the_mask() {
    let src = r#"__global__ void k(unsigned *p) {
  unsigned lane = threadIdx.x % 32;
  p[threadIdx.x] = __reduce_add_sync(0xFFFF, lane);
}
"#;
    check(
        src,
        expect![[r#"
        warning[W0109]: every lane of the warp calls `__reduce_add_sync`, but its mask 0xffff leaves out lanes 16-31
          ┌─ k.cu:3:38
          │
        3 │   p[threadIdx.x] = __reduce_add_sync(0xFFFF, lane);
          │                                      ^^^^^^ lanes 16-31 call with a mask that does not name them
          │
          = a lane calling a `*_sync` builtin must be in its mask (undefined in CUDA): call it under a condition that keeps only the named lanes, e.g. `if (lane < 16)`, or widen the mask

    "#]],
    );
    let Case { unit, analysis } = analyze_named("k.cu", src);
    let codes = |threads: u32| -> Vec<&'static str> {
        let options = LintOptions {
            launch: Some(LaunchShape {
                block: [threads, 1, 1],
                warp_size: 32,
            }),
            ..LintOptions::default()
        };
        lint(&unit, &analysis, &options)
            .iter()
            .map(|d| d.code)
            .collect()
    };
    assert_eq!(codes(16), Vec::<&str>::new());
    assert_eq!(codes(64), vec!["W0109"]);
}

/// A counter stepped in a loop that threads leave at different iterations differs between
/// them after it: `r++` in the body runs under the divergent break.
#[test]
fn w0104_counter_of_a_loop_left_by_a_divergent_break() {
    check(
        r#"__global__ void k(int *p, int n) {
  int r = 0;
  while (r < n) {
    if (p[threadIdx.x] == r)
      break;
    r++;
  }
  if (r < n)
    __syncthreads();
}
"#,
        expect![[r#"
            warning[W0104]: `__syncthreads` may be reached by only part of the block
              ┌─ k.cu:9:5
              │
            8 │   if (r < n)
              │   ---------- this condition may differ between threads
            9 │     __syncthreads();
              │     ^^^^^^^^^^^^^^^ its tangle T5 may be a strict subset of the block
              │
              = a barrier not reached by every thread of the block is undefined behaviour in CUDA

        "#]],
    );
}

/// The same with the counter in the `for` step, which runs in every iteration too.
#[test]
fn w0104_counter_stepped_by_a_for_left_by_a_divergent_break() {
    check(
        r#"__global__ void k(int *p, int n) {
  int r;
  for (r = 0; r < n; r++) {
    if (p[threadIdx.x] == r)
      break;
  }
  if (r < n)
    __syncthreads();
}
"#,
        expect![[r#"
            warning[W0104]: `__syncthreads` may be reached by only part of the block
              ┌─ k.cu:8:5
              │
            7 │   if (r < n)
              │   ---------- this condition may differ between threads
            8 │     __syncthreads();
              │     ^^^^^^^^^^^^^^^ its tangle T4 may be a strict subset of the block
              │
              = a barrier not reached by every thread of the block is undefined behaviour in CUDA

        "#]],
    );
}

/// A `for` init runs once, before the first test of a divergent condition: what it assigns
/// stays uniform.
#[test]
fn w0104_is_silent_on_a_value_set_by_the_init_of_a_divergent_for() {
    check(
        r#"__global__ void k(int *p, int n) {
  int base;
  for (base = n * 2; p[threadIdx.x] < base;)
    p[threadIdx.x]++;
  if (base > 4)
    __syncthreads();
}
"#,
        expect![[""]],
    );
}
