//! The samples taken from public GPU code (samples/LICENSES.md) run as their
//! launch files say (`samples/args/<name>.launch`), both engines agree
//! (`tangle check`), and `tangle run`'s buffers and printf output equal a
//! reference computed here, independently of tangle, from the formula each
//! sample's header or original host code states; no kernel races.

mod common;
use testkit::inputs;

use common::{tangle, text, REPO};
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// The options of `samples/args/<name>.launch`, with `replace` (option, value)
/// pairs substituted or added.
fn options(name: &str, replace: &[(&str, &str)]) -> Vec<String> {
    let line = std::fs::read_to_string(format!("{REPO}/samples/args/{name}.launch"))
        .expect("a launch file");
    let mut pairs: Vec<(String, String)> = line
        .split_whitespace()
        .collect::<Vec<_>>()
        .chunks(2)
        .map(|p| (p[0].to_string(), p[1].to_string()))
        .collect();
    for (option, value) in replace {
        match pairs.iter_mut().find(|(o, _)| o == option) {
            Some(p) => p.1 = value.to_string(),
            None => pairs.push((option.to_string(), value.to_string())),
        }
    }
    pairs.into_iter().flat_map(|(o, v)| [o, v]).collect()
}

/// `tangle run` of the sample on one engine, on its arguments with `set`
/// replacing or adding some (`null` removes one: another kernel of the file
/// may not have that parameter).
fn run_on(engine: &str, name: &str, replace: &[(&str, &str)], set: &[(&str, Value)]) -> Value {
    let text_of = std::fs::read_to_string(format!("{REPO}/samples/args/{name}.json")).unwrap();
    let mut args: BTreeMap<String, Value> = serde_json::from_str(&text_of).unwrap();
    for (k, v) in set {
        match v {
            Value::Null => args.remove(*k),
            v => args.insert(k.to_string(), v.clone()),
        };
    }
    let dir = tempfile::tempdir().expect("a temporary directory");
    let input = dir.path().join("args.json");
    std::fs::write(&input, serde_json::to_string(&args).unwrap()).unwrap();
    let file = format!("samples/{name}.cu");
    let mut argv: Vec<String> = vec![
        "run".into(),
        file,
        "--input".into(),
        input.to_string_lossy().into_owned(),
        "--format".into(),
        "json".into(),
        "--engine".into(),
        engine.into(),
        "--racecheck".into(),
    ];
    argv.extend(options(name, replace));
    let argv: Vec<&str> = argv.iter().map(String::as_str).collect();
    let out = tangle(&argv, "");
    assert!(
        out.status.success(),
        "{name} on {engine}: {}",
        text(&out.stderr)
    );
    let v: Value = serde_json::from_str(&text(&out.stdout)).expect("JSON");
    assert_eq!(v["errors"], Value::Array(vec![]), "{name} on {engine}");
    // Every kernel these tests run is race-free on its launch, but for the races found in
    // published code, which must be exactly those.
    let kernel = replace
        .iter()
        .find(|(o, _)| *o == "--kernel")
        .map(|(_, k)| k.to_string())
        .or_else(|| {
            let launch = options(name, &[]);
            let at = launch.iter().position(|o| o == "--kernel")?;
            launch.get(at + 1).cloned()
        })
        .unwrap_or_default();
    let sites: Vec<[u64; 2]> = v["races"]
        .as_array()
        .expect("races")
        .iter()
        .map(|r| {
            let line = |side: &str| r[side]["site"]["line"].as_u64().unwrap_or(0);
            [line("first"), line("second")]
        })
        .collect();
    let known: Vec<[u64; 2]> = KNOWN_RACES
        .iter()
        .filter(|(n, k, _)| *n == name && *k == kernel)
        .map(|(_, _, lines)| *lines)
        .collect();
    assert_eq!(sites, known, "{name} ({kernel}) on {engine}: races");
    v
}

/// Races in published kernels (sample, kernel, the lines of the two accesses).
/// llm.c's `softmax_forward_kernel4`: every thread reads the block's maximum from
/// `max_or_sum_storage[0]` (line 197), and lane 0 of warp 0 then writes its warp's sum
/// there (line 217) with no `__syncthreads()` between: a thread of another warp may still
/// be reading it.
const KNOWN_RACES: &[(&str, &str, [u64; 2])] =
    &[("softmax_forward", "softmax_forward_kernel4", [197, 217])];

/// Runs the sample on both engines: the IR engine (on `tangle lower`'s IR)
/// must leave the same buffers and print the same lines as the source engine.
fn run(name: &str, replace: &[(&str, &str)], set: &[(&str, Value)]) -> Value {
    let source = run_on("source", name, replace, set);
    let ir = run_on("ir", name, replace, set);
    assert_eq!(source["buffers"], ir["buffers"], "{name}: buffers");
    assert_eq!(source["printf"], ir["printf"], "{name}: printf");
    source
}

fn ints(v: &Value, buffer: &str) -> Vec<i64> {
    v["buffers"][buffer]
        .as_array()
        .unwrap_or_else(|| panic!("no buffer {buffer}"))
        .iter()
        .map(|x| x.as_i64().expect("an integer"))
        .collect()
}

fn floats(v: &Value, buffer: &str) -> Vec<f32> {
    v["buffers"][buffer]
        .as_array()
        .unwrap_or_else(|| panic!("no buffer {buffer}"))
        .iter()
        .map(|x| x.as_f64().expect("a finite float") as f32)
        .collect()
}

/// The data of an argument of `samples/args/<name>.json`.
fn input(name: &str, arg: &str) -> Vec<f64> {
    let text = std::fs::read_to_string(format!("{REPO}/samples/args/{name}.json")).unwrap();
    let v: BTreeMap<String, Value> = serde_json::from_str(&text).unwrap();
    v[arg]["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect()
}

fn printed(v: &Value) -> Vec<String> {
    let mut lines: Vec<String> = v["printf"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["text"].as_str().unwrap().to_string())
        .collect();
    lines.sort();
    lines
}

#[test]
fn every_launch_file_checks_on_both_engines() {
    let mut checked = 0;
    for path in testkit::sample_paths() {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        if inputs::fixed_launch(&name).is_none() {
            continue;
        }
        let (file, input) = (
            format!("samples/{name}.cu"),
            format!("samples/args/{name}.json"),
        );
        let mut argv = vec!["check".to_string(), file, "--input".into(), input];
        argv.extend(options(&name, &[]));
        argv.extend(["--warp-sizes".into(), "32".into()]);
        let argv: Vec<&str> = argv.iter().map(String::as_str).collect();
        let out = tangle(&argv, "");
        assert!(
            out.status.success(),
            "{name}: {}{}",
            text(&out.stdout),
            text(&out.stderr)
        );
        assert!(text(&out.stdout).contains(": agree ("), "{name}");
        checked += 1;
    }
    assert!(checked >= 12, "{checked} samples with launch files");
}

/// Clang's shim (`--ir-from clang`) still fails on the samples the runtime's
/// Clang comparisons leave out, for the reason recorded.
#[test]
fn clang_fails_where_the_sample_tests_say_it_does() {
    for (name, reason) in inputs::CLANG_CANNOT {
        let (file, input) = (
            format!("samples/{name}.cu"),
            format!("samples/args/{name}.json"),
        );
        let mut argv = vec![
            "run".to_string(),
            file,
            "--input".into(),
            input,
            "--engine".into(),
            "ir".into(),
            "--ir-from".into(),
            "clang".into(),
        ];
        argv.extend(options(name, &[]));
        let argv: Vec<&str> = argv.iter().map(String::as_str).collect();
        let out = tangle(&argv, "");
        assert_eq!(out.status.code(), Some(1), "{name}");
        assert!(
            text(&out.stderr).contains(reason),
            "{name}: {}",
            text(&out.stderr)
        );
    }
}

/// SYCLomatic's atomic test: 256 threads apply every atomic once to its slot.
/// Order-independent results are exact; exchange and CAS depend on the
/// schedule, so as in the original main() only their range is checked.
#[test]
fn atomic_intrinsics_test() {
    let v = run("atomic_intrinsics_test", &[], &[]);
    let d = ints(&v, "ddata");
    let n = 256i64;
    assert_eq!(d[0], n, "add");
    assert_eq!(d[1], 0, "sub from n");
    assert!((0..n).contains(&d[2]), "exch");
    assert_eq!(d[3], n - 1, "max");
    assert_eq!(d[4], 0, "min");
    assert!(d[5] > 0 && d[5] < n, "CAS");
    assert_eq!(d[6], (0..n).fold(0xff, |a, t| a & (t + 7)), "and");
    assert_eq!(d[7], 0xffff_ffff, "or of 1 << tid for tid < 32");
    assert_eq!(d[8], (0..n).fold(0xff, |a, t| a ^ t), "xor");
    assert_eq!(d[9], 0, "inc with limit 0");
    // atomicDec(p, 139) n times from 0, as the original main computes it.
    let dec = (0..n).fold(0, |v, _| if v == 0 || v > 139 { 139 } else { v - 1 });
    assert_eq!(d[10], dec, "dec");
}

/// cuda-samples' simpleAtomicIntrinsics with one warp (its `1 << tid` needs
/// tid < 32), against its computeGold.
#[test]
fn simple_atomic_intrinsics() {
    let v = run("simple_atomic_intrinsics", &[], &[]);
    let d = ints(&v, "g_odata");
    let n = 32i64;
    let u32_of = |x: i64| x as i32 as u32 as i64;
    assert_eq!(d[0], 10 * n);
    assert_eq!(d[1], -10 * n);
    assert!((0..n).contains(&d[2]));
    assert_eq!(d[3], n - 1);
    assert_eq!(d[4], 0);
    let inc = (0..n).fold(0, |v, _| if v >= 17 { 0 } else { v + 1 });
    assert_eq!(u32_of(d[5]), inc);
    let dec = (0..n).fold(0, |v, _| if v == 0 || v > 137 { 137 } else { v - 1 });
    assert_eq!(u32_of(d[6]), dec);
    assert!(d[7] > 0 && d[7] < n);
    assert_eq!(d[8], (0..n).fold(0xff, |a, t| a & (2 * t + 7)));
    assert_eq!(u32_of(d[9]), 0xffff_ffff);
    assert_eq!(d[10], (0..n).fold(0xff, |a, t| a ^ t));
}

/// SYCLomatic's `__reduce_*_sync(0xFFFF, id)` kernels, launched with blocks of
/// 16 threads so that the mask names exactly the lanes that run (with full
/// warps of 32, lanes 16-31 would call it outside the mask: undefined in CUDA).
#[test]
fn warp_reduce_sync() {
    type Fold = fn(u32, u32) -> u32;
    let ops: [(&str, Fold); 6] = [
        ("reduce_add_sync", |a, b| a.wrapping_add(b)),
        ("reduce_min_sync", |a, b| a.min(b)),
        ("reduce_max_sync", |a, b| a.max(b)),
        ("reduce_and_sync", |a, b| a & b),
        ("reduce_or_sync", |a, b| a | b),
        ("reduce_xor_sync", |a, b| a ^ b),
    ];
    for (kernel, fold) in ops {
        let v = run("warp_reduce_sync", &[("--kernel", kernel)], &[]);
        let expected: Vec<i64> = (0..128u32)
            .map(|id| {
                let group = (id / 16) * 16..(id / 16) * 16 + 16;
                group.reduce(fold).unwrap() as i64
            })
            .collect();
        assert_eq!(ints(&v, "data"), expected, "{kernel}");
    }
}

/// SYCLomatic's match kernels with full masks: the lanes whose value equals the
/// caller's. (Its kernels with mask 0x55555555 run every lane, which CUDA
/// leaves undefined; they are not checked.)
#[test]
fn match_sync() {
    let any = |kernel: &str, key: fn(u32) -> u32| {
        let v = run("match_sync", &[("--kernel", kernel)], &[]);
        let expected: Vec<i64> = (0..128u32)
            .map(|id| {
                let warp = id / 32 * 32;
                (0..32u32)
                    .filter(|l| key(warp + l) == key(id))
                    .fold(0u32, |m, l| m | 1 << l) as i64
            })
            .collect();
        assert_eq!(ints(&v, "data"), expected, "{kernel}");
    };
    any("MatchAnyKernel1", |id| id);
    any("MatchAnyKernel2", |id| id % 4);
    let p = [("p", json!({"type": "i32", "len": 128}))];
    let v = run("match_sync", &[("--kernel", "MatchAllKernel1")], &p);
    assert_eq!(ints(&v, "data"), vec![0xffff_ffff; 128], "equal values");
    assert_eq!(ints(&v, "p"), vec![1; 128]);
    let v = run("match_sync", &[("--kernel", "MatchAllKernel2")], &p);
    assert_eq!(ints(&v, "data"), vec![0; 128], "distinct values");
    assert_eq!(ints(&v, "p"), vec![0; 128]);
}

/// llm.c's layernorm: the rows (multiples of 1/4) sum exactly, so the mean is
/// exact whatever the reduction order; rstd and the outputs within 1e-6.
#[test]
fn layernorm_forward() {
    let name = "layernorm_forward";
    let (n, c) = (4usize, 64usize);
    let inp: Vec<f32> = input(name, "inp").iter().map(|&x| x as f32).collect();
    let mean: Vec<f32> = (0..n)
        .map(|r| inp[r * c..(r + 1) * c].iter().sum::<f32>() / c as f32)
        .collect();
    let rstd: Vec<f32> = (0..n)
        .map(|r| {
            let var = inp[r * c..(r + 1) * c]
                .iter()
                .map(|x| (x - mean[r]) * (x - mean[r]))
                .sum::<f32>()
                / c as f32;
            1.0 / (var + 1e-5).sqrt()
        })
        .collect();
    let close = |got: &[f32], want: &[f32], what: &str| {
        assert_eq!(got.len(), want.len(), "{what}");
        for (g, w) in got.iter().zip(want) {
            assert!(
                (g - w).abs() <= 1e-6 * w.abs().max(1.0),
                "{what}: {g} vs {w}"
            );
        }
    };
    let v = run(name, &[], &[]);
    assert_eq!(floats(&v, "mean"), mean, "mean_kernel");
    let f32s = |data: &[f32]| json!({"type": "f32", "data": data});
    let v = run(
        name,
        &[("--kernel", "rstd_kernel")],
        &[
            ("mean", f32s(&mean)),
            ("rstd", json!({"type": "f32", "len": 4})),
        ],
    );
    close(&floats(&v, "rstd"), &rstd, "rstd_kernel");
    // weight (1..=c) / 8 and bias -1: out = (x - mean) * rstd * weight + bias.
    let weight: Vec<f32> = (1..=c).map(|i| i as f32 / 8.0).collect();
    let bias = vec![-1.0f32; c];
    let out: Vec<f32> = (0..n * c)
        .map(|i| rstd[i / c] * (inp[i] - mean[i / c]) * weight[i % c] + bias[i % c])
        .collect();
    let v = run(
        name,
        &[
            ("--kernel", "layernorm_forward_kernel1"),
            ("--threads", "4"),
            ("--blocks", "1"),
        ],
        &[
            ("out", json!({"type": "f32", "len": n * c})),
            ("mean", json!({"type": "f32", "len": n})),
            ("rstd", json!({"type": "f32", "len": n})),
            ("weight", f32s(&weight)),
            ("bias", f32s(&bias)),
            ("block_size", Value::Null),
        ],
    );
    close(&floats(&v, "out"), &out, "layernorm_forward_kernel1");
    close(&floats(&v, "rstd"), &rstd, "layernorm_forward_kernel1 rstd");
    assert_eq!(floats(&v, "mean"), mean, "layernorm_forward_kernel1 mean");
    let v = run(
        name,
        &[
            ("--kernel", "normalization_kernel"),
            ("--threads", "64"),
            ("--blocks", "4"),
        ],
        &[
            ("out", json!({"type": "f32", "len": n * c})),
            ("mean", f32s(&mean)),
            ("rstd", f32s(&rstd)),
            ("weight", f32s(&weight)),
            ("bias", f32s(&bias)),
            ("B", json!(1)),
            ("T", json!(n)),
            ("N", Value::Null),
            ("block_size", Value::Null),
        ],
    );
    close(&floats(&v, "out"), &out, "normalization_kernel");
}

/// rocm-examples' histogram: per block, the counts of its 128 threads x 4 bytes.
#[test]
fn histogram256_hip() {
    let data = input("histogram256_hip", "data");
    let v = run("histogram256_hip", &[], &[]);
    let mut expected = vec![0i64; 512];
    for (i, &b) in data.iter().enumerate() {
        expected[i / 512 * 256 + b as usize] += 1;
    }
    assert_eq!(ints(&v, "block_bins"), expected);
}

/// rocm-examples' block scan, one block of 64 threads over 128 floats (small
/// integers, so the inclusive prefix sums are exact).
#[test]
fn prefix_sum_hip() {
    let data = input("prefix_sum_hip", "d_data");
    let v = run("prefix_sum_hip", &[], &[]);
    let scan: Vec<f32> = data
        .iter()
        .scan(0.0, |s, x| {
            *s += x;
            Some(*s as f32)
        })
        .collect();
    assert_eq!(floats(&v, "d_data"), scan);
}

/// rocm-examples' bitonic sort, driven as its host loop drives it: every
/// (step, stage) launch on the previous launch's array ends sorted.
#[test]
fn bitonic_sort_hip() {
    let name = "bitonic_sort_hip";
    let mut array: Vec<i64> = input(name, "array").iter().map(|&x| x as i64).collect();
    let mut sorted = array.clone();
    sorted.sort();
    let steps = array.len().trailing_zeros();
    for step in 0..steps {
        for stage in 0..=step {
            let args = [
                ("array", json!({"type": "u32", "data": array})),
                ("step", json!(step)),
                ("stage", json!(stage)),
            ];
            array = ints(&run(name, &[], &args), "array");
        }
    }
    assert_eq!(array, sorted);
}

/// rocm-examples' transposes: an 8x8 block through dynamic shared memory, and a
/// 4x4 block through HIP's maskless `__shfl`.
#[test]
fn transposes() {
    for (name, width) in [
        ("dynamic_shared_transpose_hip", 8),
        ("warp_shuffle_transpose_hip", 4),
    ] {
        let m = input(name, "in");
        let v = run(name, &[], &[]);
        let t: Vec<f32> = (0..width * width)
            .map(|i| m[(i % width) * width + i / width] as f32)
            .collect();
        assert_eq!(floats(&v, "out"), t, "{name}");
    }
}

/// hip-tests' `__syncthreads_count` test: 2 blocks of 64 threads.
#[test]
fn hip_syncthreads_count() {
    let v = run("hip_syncthreads_count", &[], &[]);
    let bs = 64;
    for (buffer, want) in [
        ("syncTestD", 30),
        ("allThreadsZeroD", 0),
        ("allThreadsOneD", bs),
        ("oddThreadsOneD", bs / 2),
        ("allThreadsMinusOneD", bs),
        ("allThreadsIdD", bs - 1),
    ] {
        assert_eq!(ints(&v, buffer), vec![want; 128], "{buffer}");
    }
}

/// cuda-samples' simplePrintf (2x2 grid of 2x2x2 blocks) and rocm-examples'
/// hello world: every thread's lines, in any order.
#[test]
fn printf_samples() {
    let v = run("simple_printf", &[], &[]);
    let mut want: Vec<String> = (0..4)
        .flat_map(|b| (0..8).map(move |t| format!("[{b}, {t}]:\t\tValue is:10\n")))
        .collect();
    want.sort();
    assert_eq!(printed(&v), want);
    let v = run("hello_world_printf_hip", &[], &[]);
    let mut want = vec!["Hello world from device or host!\n".to_string(); 4];
    for (b, t) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
        want.push(format!(
            "Hello world from device kernel block {b} thread {t}!\n"
        ));
    }
    want.sort();
    assert_eq!(printed(&v), want);
}

/// llm.c's encoder backward: float atomicAdd scatter (kernel1) and the serial
/// gather (kernel2) both give np.add.at's sums; the values are multiples of
/// 1/8, so the sums are exact in any order.
#[test]
fn encoder_backward_atomic_float() {
    let name = "encoder_backward_atomic_float";
    let (b, t, c, vocab) = (2, 4, 8, 5);
    let dout = input(name, "dout");
    let inp = input(name, "inp");
    let (mut dwte, mut dwpe) = (vec![0.0f32; vocab * c], vec![0.0f32; t * c]);
    for bt in 0..b * t {
        for k in 0..c {
            dwte[inp[bt] as usize * c + k] += dout[bt * c + k] as f32;
            dwpe[(bt % t) * c + k] += dout[bt * c + k] as f32;
        }
    }
    for (kernel, threads, blocks) in [
        ("encoder_backward_kernel1", "32", "2"),
        ("encoder_backward_kernel2", "8", "1"),
    ] {
        let v = run(
            name,
            &[
                ("--kernel", kernel),
                ("--threads", threads),
                ("--blocks", blocks),
            ],
            &[],
        );
        assert_eq!(floats(&v, "dwte"), dwte, "{kernel}");
        assert_eq!(floats(&v, "dwpe"), dwpe, "{kernel}");
    }
}

/// The developer blog's shared-memory reversal, static and dynamic.
#[test]
fn shared_reverse() {
    let reversed: Vec<i64> = (0..64).rev().collect();
    for kernel in ["staticReverse", "dynamicReverse"] {
        let v = run("shared_reverse", &[("--kernel", kernel)], &[]);
        assert_eq!(ints(&v, "d"), reversed, "{kernel}");
    }
}

/// cuda-samples' simpleVoteIntrinsics on its test pattern (warp 0 zero, warp 1
/// odd lanes set, warp 2 even lanes, warp 3 all): any and all per warp, and
/// the third kernel's three flags per thread (96 threads).
#[test]
fn simple_vote() {
    let pattern = input("simple_vote", "input");
    let per_warp = |f: fn(&[f64]) -> bool| -> Vec<i64> {
        (0..128)
            .map(|i| f(&pattern[i / 32 * 32..i / 32 * 32 + 32]) as i64)
            .collect()
    };
    let v = run("simple_vote", &[], &[]);
    assert_eq!(
        ints(&v, "result"),
        per_warp(|w| w.iter().any(|&x| x != 0.0))
    );
    let v = run("simple_vote", &[("--kernel", "VoteAllKernel2")], &[]);
    assert_eq!(
        ints(&v, "result"),
        per_warp(|w| w.iter().all(|&x| x != 0.0))
    );
    let v = run(
        "simple_vote",
        &[("--kernel", "VoteAnyKernel3"), ("--threads", "96")],
        &[
            ("info", json!({"type": "u8", "len": 288})),
            ("warp_size", json!(32)),
            ("input", Value::Null),
            ("result", Value::Null),
            ("size", Value::Null),
        ],
    );
    let mut want = vec![0i64; 288];
    for tx in 0..96 {
        let warp = tx / 32 * 32..tx / 32 * 32 + 32;
        want[tx * 3] = warp.clone().any(|u| u >= 48) as i64;
        want[tx * 3 + 1] = (tx >= 48) as i64;
        want[tx * 3 + 2] = warp.clone().all(|u| u >= 48) as i64;
    }
    assert_eq!(ints(&v, "info"), want);
}

/// NVIDIA's tiled transpose (`const int TILE_DIM` sizes its shared tiles, as C++ allows):
/// every kernel of the file on a 64x64 matrix, blocks of 32x8 threads in a 2x2 grid; the
/// copies copy, the transposes give `out[j][i] = in[i][j]` (numpy's `.T`).
#[test]
fn transpose_tiles() {
    let name = "transpose_tiles";
    let n = 64usize;
    let input: Vec<f32> = (0..n * n).map(|i| i as f32).collect();
    let transposed: Vec<f32> = (0..n * n).map(|k| input[(k % n) * n + k / n]).collect();
    for (kernel, want) in [
        ("copy", &input),
        ("copySharedMem", &input),
        ("transposeNaive", &transposed),
        ("transposeCoalesced", &transposed),
        ("transposeNoBankConflicts", &transposed),
    ] {
        let v = run(name, &[("--kernel", kernel)], &[]);
        assert_eq!(&floats(&v, "odata"), want, "{kernel}");
    }
}

/// The forces of mini-nbody's kernels, computed here in f64: body `i` gains
/// `dt * sum_j d / (|d|^2 + 1e-9)^(3/2)` (d from `i` to `j`), as the kernels' loops sum it.
fn nbody_velocities(pos: &[[f64; 3]], dt: f64) -> Vec<[f64; 3]> {
    pos.iter()
        .map(|pi| {
            let mut f = [0.0; 3];
            for pj in pos {
                let d = [pj[0] - pi[0], pj[1] - pi[1], pj[2] - pi[2]];
                let dist_sqr = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + 1e-9;
                let inv3 = dist_sqr.powf(-1.5);
                for k in 0..3 {
                    f[k] += d[k] * inv3;
                }
            }
            [dt * f[0], dt * f[1], dt * f[2]]
        })
        .collect()
}

fn assert_close(got: f32, want: f64, what: &str) {
    assert!(
        (f64::from(got) - want).abs() <= 1e-4 * want.abs().max(1e-3),
        "{what}: {got} vs {want}"
    );
}

/// mini-nbody's array-of-structs kernel (`typedef struct { float x, y, z, vx, vy, vz; } Body`):
/// 64 bodies, each thread updates its body's velocity through `p[i].vx`.
#[test]
fn nbody_struct() {
    let name = "nbody_struct";
    let data = input(name, "p");
    let pos: Vec<[f64; 3]> = data.chunks(6).map(|b| [b[0], b[1], b[2]]).collect();
    let want = nbody_velocities(&pos, 0.01);
    let got = floats(&run(name, &[], &[]), "p");
    for (i, body) in got.chunks(6).enumerate() {
        for k in 0..3 {
            assert_eq!(f64::from(body[k]), pos[i][k], "body {i} position");
            assert_close(body[3 + k], want[i][k], &format!("body {i} velocity {k}"));
        }
    }
}

/// mini-nbody's tiled kernel: `float4` positions staged through a `__shared__ float3` tile
/// with `make_float3`, 256 bodies in one block (its barriers sit under `if (i < n)`, which
/// W0104 flags: only a launch of exactly n threads is safe).
#[test]
fn nbody_float4() {
    let name = "nbody_float4";
    let data = input(name, "p");
    let pos: Vec<[f64; 3]> = data.chunks(4).map(|b| [b[0], b[1], b[2]]).collect();
    let want = nbody_velocities(&pos, 0.01);
    let got = floats(&run(name, &[], &[]), "v");
    for (i, v) in got.chunks(4).enumerate() {
        for k in 0..3 {
            assert_close(v[k], want[i][k], &format!("body {i} velocity {k}"));
        }
        assert_eq!(v[3], 0.0, "body {i} w");
    }
}
/// llm.c's softmax kernels 1-4 on 4 rows of 64 values: each row's softmax, computed here
/// in f64 and compared within 1e-6 (relative to the largest value of the row).
#[test]
fn softmax_forward() {
    let name = "softmax_forward";
    let (rows, cols) = (4usize, 64usize);
    let inp = input(name, "inp");
    let want: Vec<f64> = (0..rows)
        .flat_map(|r| {
            let row = &inp[r * cols..(r + 1) * cols];
            let max = row.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
            let sum: f64 = row.iter().map(|x| (x - max).exp()).sum();
            row.iter()
                .map(move |x| (x - max).exp() / sum)
                .collect::<Vec<_>>()
        })
        .collect();
    for (kernel, threads, blocks, shared) in [
        ("softmax_forward_kernel1", "32", "1", "0"),
        ("softmax_forward_kernel2", "64", "4", "256"),
        ("softmax_forward_kernel3", "32", "4", "0"),
        ("softmax_forward_kernel4", "64", "4", "8"),
    ] {
        let v = run(
            name,
            &[
                ("--kernel", kernel),
                ("--threads", threads),
                ("--blocks", blocks),
                ("--shared-bytes", shared),
            ],
            &[],
        );
        let got = floats(&v, "out");
        assert_eq!(got.len(), want.len(), "{kernel}");
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            assert!(
                (f64::from(*g) - w).abs() <= 1e-6,
                "{kernel}: [{i}] {g} vs {w}"
            );
        }
    }
}

/// SYCLomatic-test's constBug: a `__constant__` 3x3 array initialized by a nested list and
/// a `__constant__` scalar; thread j of block i writes `A[i][j] + 1` (the file's host code
/// checks that the nine sum to 10).
#[test]
fn constant_nested_init() {
    let v = run("constant_nested_init", &[], &[]);
    let a = [
        [0.0625, 0.125, 0.0625],
        [0.125, 0.25, 0.125],
        [0.0625, 0.125, 0.0625],
    ];
    let want: Vec<f32> = a.iter().flatten().map(|x: &f32| x + 1.0).collect();
    assert_eq!(floats(&v, "C"), want);
    assert_eq!(want.iter().sum::<f32>(), 10.0);
}

/// chipStar's dim3 cast: `dim3 myDim3 = blockIdx;` in a kernel with nothing to show, run
/// on a 2-D grid of 2-D blocks; the conversion's values are checked in `tests/cli_run.rs`.
#[test]
fn dim3_cast() {
    let v = run("dim3_cast", &[], &[]);
    assert_eq!(v["buffers"], json!({}));
    assert_eq!(v["events"], json!([]));
}

/// cuda-samples' simpleAssert (NVRTC's kernel, which calls `assert` without a header): with
/// the launch of its host code (2 blocks of 32, N = 60) global threads 60-63 fail
/// `gtid < N`, and the run stops at the first, as a `trap` error with exit status 3; with
/// N = 64 none fails.
#[test]
fn simple_assert() {
    let v = run("simple_assert", &[], &[]);
    assert_eq!(v["errors"], json!([]));
    for engine in ["source", "ir"] {
        let out = tangle(
            &[
                "run",
                "samples/simple_assert.cu",
                "--engine",
                engine,
                "--threads",
                "32",
                "--blocks",
                "2",
                "--arg",
                "N=60",
                "--format",
                "json",
            ],
            "",
        );
        assert_eq!(out.status.code(), Some(3), "{engine}");
        let v: Value = serde_json::from_str(&text(&out.stdout)).expect("JSON");
        let errors = v["errors"].as_array().expect("errors");
        assert_eq!(errors.len(), 1, "{engine}: {errors:?}");
        assert_eq!(errors[0]["kind"], "trap", "{engine}");
        assert_eq!(errors[0]["block"], 1, "{engine}");
        assert!(
            (60..64).contains(&errors[0]["thread"].as_u64().unwrap_or(0)),
            "{engine}"
        );
        let message = errors[0]["message"].as_str().unwrap_or_default();
        assert!(
            message.starts_with(
                "assertion `gtid < N` failed in `testKernel` (samples/simple_assert.cu:41)"
            ),
            "{engine}: {message}"
        );
    }
}

/// chipStar's symbol initialisation test: two `__device__` pointers whose file-scope
/// initializers are each other's address (one through an `extern` declaration); the kernel
/// stores whether both hold what C says they do, which the host code asserts is 1.
#[test]
fn symbol_init_address() {
    let v = run("symbol_init_address", &[], &[]);
    assert_eq!(ints(&v, "Out"), [1]);
}

/// chipStar's hipmath, on one thread as its host code launches it: `sincosf` of 32 inputs,
/// `frexpf` and `remquof` with their integer results written into float buffers, the four
/// integer atomics on float bits, `acosf` and `acoshf`, and the union type-pun that
/// reverses a float's bits. The reference is computed here from the inputs: f64 `sin`/`cos`
/// (the file's host code allows 1e-6), the decomposition and remainder by hand, the bits.
#[test]
fn hipmath_union() {
    let v = run("hipmath_union", &[], &[]);
    let input: Vec<f32> = input("hipmath_union", "In")
        .iter()
        .map(|&x| x as f32)
        .collect();
    let (b1, b2) = (floats(&v, "Buf1Out"), floats_or_nan(&v, "Buf2Out"));
    for i in 0..32 {
        let x = input[i] as f64;
        assert!((b1[i] as f64 - x.sin()).abs() <= 1e-6, "sin {i}");
        assert!((b2[i] as f64 - x.cos()).abs() <= 1e-6, "cos {i}");
    }
    let n = 32;
    // frexpf: In[32] = m * 2^e with m in [0.5, 1); the exponent's bits land in Buf1Out.
    let e = (input[n] as f64).log2().floor() as i32 + 1;
    assert_eq!(b2[n] as f64, input[n] as f64 / 2f64.powi(e));
    assert_eq!(b1[n].to_bits(), e as u32);
    // remquof(In[33], 2): the quotient rounded to nearest (In[33] is about 5.33, so 3).
    let q = (input[n + 1] as f64 / 2.0).round();
    assert_eq!(b2[n + 1] as f64, input[n + 1] as f64 - 2.0 * q);
    assert_eq!(b1[n + 1].to_bits(), q as u32);
    // The atomics return the old bits of 1.551e-38 (0x00a8e392), as floats.
    let old = input[n + 2].to_bits();
    assert_eq!(old, 0x00a8_e392);
    for k in 2..6 {
        assert_eq!(b2[n + k], old as f32, "atomic {k}");
    }
    let after = floats(&v, "In");
    let bits: Vec<u32> = (2..6).map(|k| after[n + k].to_bits()).collect();
    assert_eq!(bits, [old + 8192, old - 8192, 1923, old]);
    assert_eq!(b2[n + 6], (input[n + 6] as f64).acos() as f32);
    assert!(b2[n + 7].is_nan(), "acoshf below 1");
    // bitcast_f(__brev(bitcast_u(x))): the bits of 1.551e-38 reversed.
    assert_eq!(b2[n + 8].to_bits(), old.reverse_bits());
    assert_eq!(b2[n + 8], 1_630_880.0);
}

/// A float buffer whose NaNs `run` writes as the string "NaN".
fn floats_or_nan(v: &Value, buffer: &str) -> Vec<f32> {
    v["buffers"][buffer]
        .as_array()
        .unwrap_or_else(|| panic!("no buffer {buffer}"))
        .iter()
        .map(|x| match x.as_str() {
            Some("NaN") => f32::NAN,
            _ => x.as_f64().expect("a float or NaN") as f32,
        })
        .collect()
}
