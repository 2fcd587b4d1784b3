//! Lockstep execution changes nothing, on either engine: every run gives the
//! same output (buffers, events, errors, warnings, steps, `printf`) as
//! running the threads one after another, including where lanes write what
//! others read, fail, or run past the step limit. The IR engine runs tangle's
//! own lowering and, for generated kernels, Clang 22's IR.

mod common;

use frontend::generate::Features;
use frontend::Options;
use runtime::launch::Launch;
use runtime::trace::RunOutput;

/// Runs a kernel both ways with `run` and asserts identical output; returns the lockstep run.
fn compare(run: impl Fn(&Launch) -> RunOutput, launch: &Launch, what: &str) -> RunOutput {
    let way = |lockstep| {
        run(&Launch {
            lockstep,
            ..*launch
        })
    };
    let (together, apart) = (way(true), way(false));
    assert_eq!(apart.lockstep_steps, 0, "{what}: the sequential run");
    let doc = |o: &RunOutput| serde_json::to_value(o.json()).expect("serialisable");
    assert_eq!(
        doc(&together),
        doc(&apart),
        "{what}: lockstep changed the output"
    );
    assert_eq!(together.steps, apart.steps, "{what}: steps");
    together
}

/// Runs `kernel` both ways on both engines (the IR engine on tangle's
/// lowering); returns the lockstep runs.
fn both_ways(
    unit: &frontend::Unit,
    analysis: &tangles::Analysis,
    kernel: Option<&str>,
    launch: &Launch,
    args: &runtime::launch::Args,
    what: &str,
) -> (RunOutput, RunOutput) {
    let source = compare(
        |l| runtime::source::run(unit, analysis, kernel, l, args).expect("the run starts"),
        launch,
        what,
    );
    let lowered = driver::lower_tangle(unit, analysis).expect("tangle lowers it");
    let kernel = Some(source.kernel.as_str());
    let ir = compare(
        |l| runtime::ir::run(&lowered.module, &unit.name, kernel, l, args).expect("the run starts"),
        launch,
        what,
    );
    (source, ir)
}

/// Runs `src` both ways on both engines; returns the engines' lockstep runs.
fn run(src: &str, threads: u32, json: &str) -> [RunOutput; 2] {
    let (unit, analysis) = testkit::compile(src);
    let launch = Launch {
        threads: threads.into(),
        max_steps: 10_000,
        ..Launch::default()
    };
    let (s, i) = both_ways(&unit, &analysis, None, &launch, &common::args(json), src);
    [s, i]
}

fn buffer(out: &RunOutput, name: &str) -> Vec<i64> {
    let (_, b) = out
        .buffers
        .iter()
        .find(|(n, _)| n == name)
        .expect("the buffer");
    b.values()
        .iter()
        .map(|v| v.as_i64().expect("integers"))
        .collect()
}

#[test]
fn every_sample_runs_the_same_in_lockstep() {
    let (mut source, mut ir) = (0, 0);
    for path in testkit::sample_paths() {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        let (unit, analysis) = testkit::compile_sample(&path);
        for run in testkit::inputs::sample_runs(&name, &[(64, 32), (48, 16)]) {
            let (s, i) = both_ways(
                &unit,
                &analysis,
                run.kernel.as_deref(),
                &run.launch,
                &run.args,
                &name,
            );
            source += s.lockstep_steps;
            ir += i.lockstep_steps;
        }
    }
    assert!(
        source > 0,
        "some sample ran in lockstep on the source engine"
    );
    assert!(ir > 0, "some sample ran in lockstep on the IR engine");
}

#[test]
fn generated_kernels_run_the_same_in_lockstep() {
    let (mut source, mut ir, mut clang) = (0, 0, 0);
    for seed in 0..60 {
        let features = if seed % 2 == 0 {
            Features::STRUCTURED
        } else {
            Features::ALL
        };
        let src = common::generated(seed, features);
        let (unit, analysis) = testkit::compile(&src);
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("gen.cu");
        std::fs::write(&path, &src).expect("writable");
        let lowered = driver::lower(&path, &Options::default()).expect("clang lowers it");
        for (threads, warp) in [(48, 16), (64, 32)] {
            let launch = Launch {
                threads: threads.into(),
                warp_size: warp,
                max_steps: 100_000,
                ..Launch::default()
            };
            let args = common::generated_args(threads);
            let (s, i) = both_ways(&unit, &analysis, Some("kernel"), &launch, &args, &src);
            source += usize::from(s.lockstep_steps > 0);
            ir += usize::from(i.lockstep_steps > 0);
            let on_clang = |l: &Launch| {
                runtime::ir::run(&lowered.module, "gen.cu", Some("kernel"), l, &args)
                    .expect("the run starts")
            };
            clang += usize::from(compare(on_clang, &launch, &src).lockstep_steps > 0);
        }
    }
    // Kernels that call a helper run one thread at a time.
    assert!(
        source > 30,
        "source engine: {source} of 120 launches in lockstep"
    );
    assert!(ir > 30, "IR engine: {ir} of 120 launches in lockstep");
    assert!(
        clang > 30,
        "Clang's IR: {clang} of 120 launches in lockstep"
    );
}

#[test]
fn a_lane_that_reads_what_a_lower_lane_wrote_sees_it() {
    // One after another, each thread reads its predecessor's value: a chain.
    // Run together, every lane would load before any stores.
    for out in run(
        "__global__ void k(int *o) { int t = threadIdx.x; o[t] = t == 0 ? 1 : o[t - 1] + 1; }",
        32,
        r#"{"o": {"type": "i32", "len": 32}}"#,
    ) {
        assert_eq!(buffer(&out, "o"), (1..=32).collect::<Vec<i64>>());
    }
}

#[test]
fn a_lane_does_not_see_what_a_higher_lane_writes() {
    // Each thread writes its flag, then reads its successor's, which has not run yet.
    for out in run(
        "__global__ void k(int *f, int *o) { int t = threadIdx.x; f[t] = 1; o[t] = t < 31 ? f[t + 1] : 0; }",
        32,
        r#"{"f": {"type": "i32", "len": 32}, "o": {"type": "i32", "len": 32}}"#,
    ) {
        assert_eq!(buffer(&out, "o"), vec![0; 32]);
    }
}

#[test]
fn lanes_that_rewrite_their_own_elements_stay_in_lockstep() {
    // Every lane reads a shared element, its own element of two buffers, and writes its
    // own back: no lane touches another's bytes, so no batch gives up.
    let b: Vec<i64> = (1..=64).collect();
    for out in run(
        "__global__ void k(int *a, const int *b) {
            int t = threadIdx.x;
            for (int k = 0; k < 4; k++) a[t] = a[t] * 2 + b[t] + b[0];
        }",
        64,
        &format!(r#"{{"a": {{"type": "i32", "len": 64}}, "b": {{"type": "i32", "data": {b:?}}}}}"#),
    ) {
        assert!(out.errors.is_empty(), "{:?}", out.errors);
        // a = 2a + (t + 1) + 1, four times from 0.
        let expected: Vec<i64> = (0..64).map(|t| 15 * (t + 2)).collect();
        assert_eq!(buffer(&out, "a"), expected);
        assert!(
            out.lockstep_steps * 10 > out.steps * 9,
            "{} of {} steps in lockstep",
            out.lockstep_steps,
            out.steps
        );
    }
}

#[test]
fn atomics_return_the_old_values_in_thread_order() {
    for out in run(
        "__global__ void k(int *c, int *o) {
            int t = threadIdx.x;
            o[2 * t] = atomicAdd(c, 1);
            o[2 * t + 1] = atomicAdd(c, 1);
        }",
        40,
        r#"{"c": {"type": "i32", "len": 1}, "o": {"type": "i32", "len": 80}}"#,
    ) {
        assert_eq!(buffer(&out, "o"), (0..80).collect::<Vec<i64>>());
        assert_eq!(buffer(&out, "c"), vec![80]);
    }
}

#[test]
fn a_failing_lane_stops_the_run_where_it_always_did() {
    // Thread 5 writes out of bounds after its first write: threads 6 and later never ran,
    // though run together every lane made the first write.
    for out in run(
        "__global__ void k(int *o) { int t = threadIdx.x; o[t] = t + 1; if (t == 5) o[100] = 0; }",
        32,
        r#"{"o": {"type": "i32", "len": 32}}"#,
    ) {
        assert_eq!(out.errors.len(), 1);
        assert_eq!(out.errors[0].thread, Some(5));
        let o = buffer(&out, "o");
        assert_eq!(&o[..6], &[1, 2, 3, 4, 5, 6]);
        assert!(o[6..].iter().all(|&v| v == 0), "{o:?}");
    }
}

#[test]
fn the_step_limit_stops_the_same_thread() {
    for out in run(
        "__global__ void k(int *o) { int t = threadIdx.x; int i = 0; while (i < 10 + t * 100000) i++; o[t] = i; }",
        32,
        r#"{"o": {"type": "i32", "len": 32}}"#,
    ) {
        assert_eq!(out.errors.len(), 1);
        assert_eq!(out.errors[0].kind.name(), "step-limit");
        // Thread 0 finishes its 10 rounds; thread 1 is the first past the limit.
        assert_eq!(out.errors[0].thread, Some(1));
        assert_eq!(buffer(&out, "o")[0], 10);
    }
}

#[test]
fn divergent_loops_and_ballots_run_in_lockstep() {
    for out in run(
        "__global__ void k(unsigned *o) {
            int t = threadIdx.x;
            unsigned x = 1000 + 37 * t;
            int s = 0;
            while (x != 1) { x = (x % 2) ? 3 * x + 1 : x / 2; s++; }
            o[t] = __ballot_sync(0xffffffff, s > 100);
            o[64 + t] = s;
        }",
        64,
        r#"{"o": {"type": "u32", "len": 128}}"#,
    ) {
        assert!(out.errors.is_empty(), "{:?}", out.errors);
        assert!(
            out.lockstep_steps * 10 > out.steps * 9,
            "{} of {} steps in lockstep",
            out.lockstep_steps,
            out.steps
        );
    }
}

/// A batch loads only the slots live where it starts and writes back only those live where
/// a lane stops (the source engine's `Plan::live`; the IR engine's `Liveness`): values set
/// before one convergent operation and read after several others (`kept`, `vote`) must
/// survive every batch, and a slot dead at some stops (`spent`, rewritten before it is read
/// again) must take its new value.
#[test]
fn values_live_across_convergent_operations_survive_the_batches() {
    for out in run(
        "__global__ void k(int *o) {
            int t = threadIdx.x;
            int kept = t * 3 + 1;
            int spent = t + 100;
            int vote = __ballot_sync(0xffffffff, spent & 1);
            int sum = spent;
            for (int i = 0; i < 3; i++) {
                sum += __shfl_sync(0xffffffff, sum, (t + 1) % 32);
                if (t % 3 == i) kept += i;
            }
            spent = __ballot_sync(0xffffffff, kept & 2);
            o[t] = kept + sum + (vote & 7) + (spent & 5);
        }",
        64,
        r#"{"o": {"type": "i32", "len": 64}}"#,
    ) {
        assert!(out.errors.is_empty(), "{:?}", out.errors);
        assert!(out.lockstep_steps > 0, "no step ran in lockstep");
        // Thread 5: kept = 16 + 2 (t % 3 == 2); the shuffles sum a ring of t + 100.
        let o = buffer(&out, "o");
        let mut sums: Vec<i64> = (0..64).map(|t| t + 100).collect();
        for _ in 0..3 {
            sums = (0..64)
                .map(|t| sums[t as usize] + sums[((t + 1) % 32 + (t / 32) * 32) as usize])
                .collect();
        }
        let kept = |t: i64| t * 3 + 1 + t % 3;
        let vote = |t: i64| {
            let base = (t / 32) * 32;
            (0..32)
                .filter(|l| (base + l + 100) & 1 == 1)
                .fold(0i64, |m, l| m | 1 << l)
                & 7
        };
        let second = |t: i64| {
            let base = (t / 32) * 32;
            (0..32)
                .filter(|l| kept(base + l) & 2 != 0)
                .fold(0i64, |m, l| m | 1 << l)
                & 5
        };
        for t in 0..64i64 {
            assert_eq!(
                o[t as usize],
                kept(t) + sums[t as usize] + vote(t) + second(t),
                "thread {t}"
            );
        }
    }
}

#[test]
fn lanes_that_leave_a_loop_apart_update_registers_in_place_as_c_says() {
    // A full batch of lanes (64) of which fewer run each iteration: each
    // operation reads and writes registers lane by lane, its destination the
    // left operand, the right one, both or neither.
    let threads = 128u32;
    let outs = run(
        "__global__ void k(unsigned *xs, unsigned *ys, unsigned *zs, unsigned *ls) {
            int t = threadIdx.x;
            unsigned x = t + 1, y = 3 * t + 2, z = 0, less = 0;
            for (int i = 0; i < t % 7; i++) {
                x = x * y;
                y = x - y;
                x = x + x;
                z = y ^ 5u;
                if (x < y) less++;
                if (z > 1000u) less += 10;
            }
            xs[t] = x;
            ys[t] = y;
            zs[t] = z;
            ls[t] = less;
        }",
        threads,
        r#"{"xs": {"type": "u32", "len": 128}, "ys": {"type": "u32", "len": 128},
            "zs": {"type": "u32", "len": 128}, "ls": {"type": "u32", "len": 128}}"#,
    );
    let mut expected = vec![Vec::new(); 4];
    for t in 0..threads {
        let (mut x, mut y, mut z, mut less) = (t + 1, 3 * t + 2, 0u32, 0u32);
        for _ in 0..t % 7 {
            x = x.wrapping_mul(y);
            y = x.wrapping_sub(y);
            x = x.wrapping_add(x);
            z = y ^ 5;
            less += u32::from(x < y);
            less += if z > 1000 { 10 } else { 0 };
        }
        for (k, v) in [x, y, z, less].into_iter().enumerate() {
            expected[k].push(i64::from(v));
        }
    }
    for out in outs {
        assert!(out.errors.is_empty(), "{:?}", out.errors);
        assert!(out.lockstep_steps > 0, "{} ran in lockstep", out.engine);
        for (name, values) in ["xs", "ys", "zs", "ls"].iter().zip(&expected) {
            assert_eq!(
                &buffer(&out, name),
                values,
                "{} engine, `{name}`",
                out.engine
            );
        }
    }
}

#[test]
fn arms_of_different_lengths_count_each_lanes_steps() {
    // The lanes split every iteration over arms of different lengths and join
    // again; threads of the second batch run past the step limit. Lockstep
    // must count every lane's steps as a run one thread at a time does (`run`
    // compares the two, steps and errors included).
    for out in run(
        "__global__ void k(unsigned *o) {
            int t = threadIdx.x;
            unsigned x = 1000 + 37 * t;
            int s = 0, i = 0;
            while (x != 1) {
                if (x % 2) { x = 3 * x + 1; s += 2; } else { x = x / 2; }
                s++;
            }
            while (i < (t - 64) * 80) { if (i % 3) i += 2; else i++; }
            o[t] = s + i;
        }",
        128,
        r#"{"o": {"type": "u32", "len": 128}}"#,
    ) {
        assert_eq!(out.errors.len(), 1, "{:?}", out.errors);
        assert_eq!(out.errors[0].kind.name(), "step-limit");
        assert!(out.lockstep_steps > 0, "{} ran in lockstep", out.engine);
    }
}

#[test]
fn lanes_that_read_one_element_each_get_its_value() {
    // Every lane of a full batch reads `a[k]`, `c[k]` and `s[k]`: one address
    // for all, of several sizes and signs.
    let a: Vec<f32> = (0..8).map(|k| 0.5 + k as f32).collect();
    let c: Vec<u8> = (0..8).map(|k| 250 - k as u8).collect();
    let s: Vec<i16> = (0..8).map(|k| -3 * k as i16).collect();
    let json = format!(
        r#"{{"a": {{"type": "f32", "data": {a:?}}}, "c": {{"type": "u8", "data": {c:?}}},
            "s": {{"type": "i16", "data": {s:?}}}, "out": {{"type": "f32", "len": 64}}}}"#
    );
    let outs = run(
        "__global__ void k(const float *a, const unsigned char *c, const short *s, float *out) {
            int t = threadIdx.x;
            float acc = 0;
            for (int k = 0; k < 8; k++)
                acc += a[k] * (c[k] + s[k]) + t;
            out[t] = acc;
        }",
        64,
        &json,
    );
    let expected: Vec<f64> = (0..64)
        .map(|t| {
            let mut acc = 0f32;
            for k in 0..8 {
                acc += a[k] * (i32::from(c[k]) + i32::from(s[k])) as f32 + t as f32;
            }
            f64::from(acc)
        })
        .collect();
    for out in outs {
        assert!(out.errors.is_empty(), "{:?}", out.errors);
        assert!(out.lockstep_steps > 0, "{} ran in lockstep", out.engine);
        let (_, got) = out.buffers.iter().find(|(n, _)| n == "out").expect("out");
        let got: Vec<f64> = got
            .values()
            .iter()
            .map(|v| v.as_f64().expect("a number"))
            .collect();
        assert_eq!(got, expected, "{} engine", out.engine);
    }
}
