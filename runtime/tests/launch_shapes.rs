//! 2-D and 3-D launches and `extern __shared__` dynamic shared memory, on
//! the source engine and on the IR engine (tangle's lowering, and Clang's
//! where Clang takes the kernel), with results computed here independently.

mod common;

use common::{args, buffer, groups};
use runtime::launch::{Dim3, Launch};
use runtime::trace::{ErrorKind, RunOutput};
use testkit::compile;

fn dim(x: u32, y: u32, z: u32) -> Dim3 {
    Dim3 { x, y, z }
}

/// The source engine, the IR engine on tangle's lowering, and (when
/// `clang`) the IR engine on Clang 22's IR: all three runs.
fn run_all(src: &str, launch: &Launch, json: &str, clang: bool) -> Vec<RunOutput> {
    let (unit, analysis) = compile(src);
    let a = args(json);
    let mut runs = vec![runtime::source::run(&unit, &analysis, None, launch, &a).expect("source")];
    let lowered = driver::lower_tangle(&unit, &analysis).expect("tangle lowers it");
    runs.push(runtime::ir::run(&lowered.module, "test.cu", None, launch, &a).expect("ir"));
    if clang {
        runs.push(common::run_ir(src, launch, json));
    }
    runs
}

/// A tiled transpose: 2-D blocks and grid, a `__shared__` tile, a barrier.
const TRANSPOSE: &str = r#"
#define TILE 4
__global__ void transpose(const int *in, int *out, int w, int h) {
  __shared__ int tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < w && y < h)
    tile[threadIdx.y][threadIdx.x] = in[y * w + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  if (x < h && y < w)
    out[y * h + x] = tile[threadIdx.x][threadIdx.y];
}
"#;

#[test]
fn a_tiled_transpose_on_a_2d_grid_of_2d_blocks() {
    let (w, h) = (8usize, 12usize);
    let input: Vec<i64> = (0..(w * h) as i64).map(|v| v * 7 - 100).collect();
    let mut expected = vec![0i64; w * h];
    for y in 0..h {
        for x in 0..w {
            expected[x * h + y] = input[y * w + x];
        }
    }
    let launch = Launch {
        threads: dim(4, 4, 1),
        blocks: dim(2, 3, 1),
        ..Launch::default()
    };
    let json = format!(
        r#"{{"in": {{"type": "i32", "data": {input:?}}}, "out": {{"type": "i32", "len": {}}}, "w": {w}, "h": {h}}}"#,
        w * h
    );
    for run in run_all(TRANSPOSE, &launch, &json, true) {
        assert!(run.errors.is_empty(), "{}: {:?}", run.engine, run.errors);
        assert_eq!(buffer(&run, "out"), expected, "{}", run.engine);
        // One barrier per block, all 16 threads of the 4x4 block: linear ids.
        let barriers = groups(&run, 9);
        assert_eq!(barriers.len(), 6, "{}", run.engine);
        for (b, g) in barriers.iter().enumerate() {
            let first = b as u32 * 16;
            assert_eq!(*g, (first..first + 16).collect::<Vec<_>>());
        }
    }
}

/// Every launch variable of a 3-D block in a 3-D grid, written per thread
/// at its linear global id.
const IDS: &str = r#"
__global__ void ids(int *out) {
  int t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  int b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  int g = b * blockDim.x * blockDim.y * blockDim.z + t;
  out[g * 4 + 0] = threadIdx.x * 100 + threadIdx.y * 10 + threadIdx.z;
  out[g * 4 + 1] = blockIdx.x * 100 + blockIdx.y * 10 + blockIdx.z;
  out[g * 4 + 2] = blockDim.x * 100 + blockDim.y * 10 + blockDim.z;
  out[g * 4 + 3] = gridDim.x * 100 + gridDim.y * 10 + gridDim.z;
}
"#;

#[test]
fn launch_variables_of_a_3d_launch() {
    let (block, grid) = ([3u32, 2, 4], [2u32, 1, 3]);
    let threads: u32 = block.iter().product();
    let blocks: u32 = grid.iter().product();
    let mut expected = Vec::new();
    // CUDA's numbering, x fastest, written out independently of the engines.
    for bz in 0..grid[2] {
        for by in 0..grid[1] {
            for bx in 0..grid[0] {
                for tz in 0..block[2] {
                    for ty in 0..block[1] {
                        for tx in 0..block[0] {
                            expected.extend([
                                (tx * 100 + ty * 10 + tz) as i64,
                                (bx * 100 + by * 10 + bz) as i64,
                                (block[0] * 100 + block[1] * 10 + block[2]) as i64,
                                (grid[0] * 100 + grid[1] * 10 + grid[2]) as i64,
                            ]);
                        }
                    }
                }
            }
        }
    }
    let launch = Launch {
        threads: dim(block[0], block[1], block[2]),
        blocks: dim(grid[0], grid[1], grid[2]),
        ..Launch::default()
    };
    let json = format!(
        r#"{{"out": {{"type": "i32", "len": {}}}}}"#,
        threads * blocks * 4
    );
    for run in run_all(IDS, &launch, &json, true) {
        assert!(run.errors.is_empty(), "{}: {:?}", run.engine, run.errors);
        assert_eq!(buffer(&run, "out"), expected, "{}", run.engine);
        let v = serde_json::to_value(run.json()).expect("JSON");
        assert_eq!(v["threads"], 24);
        assert_eq!(v["blocks"], 6);
        assert_eq!(v["block_dim"], serde_json::json!([3, 2, 4]));
        assert_eq!(v["grid_dim"], serde_json::json!([2, 1, 3]));
    }
}

/// A 12x8 block: warps are consecutive linear ids, so warp 0 holds rows 0
/// and 1 and the first 8 threads of row 2.
#[test]
fn warps_of_a_2d_block_cross_its_rows() {
    let src = r#"
__global__ void k(unsigned int *out) {
  int t = threadIdx.x + blockDim.x * threadIdx.y;
  out[t] = __ballot_sync(__activemask(), threadIdx.y == 2);
}
"#;
    let launch = Launch {
        threads: dim(12, 8, 1),
        ..Launch::default()
    };
    // Linear id 24 + x is row 2: lanes 24-31 of warp 0, lanes 0-3 of warp 1.
    let mut expected = vec![0xff00_0000i64; 32];
    expected.extend([0xfi64; 32]);
    expected.extend([0i64; 32]);
    for run in run_all(src, &launch, r#"{"out": {"type": "u32", "len": 96}}"#, true) {
        assert!(run.errors.is_empty(), "{}: {:?}", run.engine, run.errors);
        assert_eq!(buffer(&run, "out"), expected, "{}", run.engine);
        let ballots: Vec<&runtime::trace::Event> = run
            .events
            .iter()
            .filter(|e| run.sites[e.site as usize].callee == "__ballot_sync")
            .collect();
        let members: Vec<Vec<u32>> = ballots.iter().map(|e| e.threads.to_vec()).collect();
        assert_eq!(
            members,
            vec![
                (0..32).collect::<Vec<u32>>(),
                (32..64).collect(),
                (64..96).collect()
            ],
            "{}",
            run.engine
        );
        // JSON gives each member's coordinates: linear id 31 is (7, 2, 0).
        let v = serde_json::to_value(run.json()).expect("JSON");
        let warp0 = v["events"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["callee"] == "__ballot_sync" && e["warp"] == 0)
            .expect("warp 0's ballot");
        assert_eq!(warp0["thread_idx"][31], serde_json::json!([7, 2, 0]));
        assert_eq!(warp0["block_idx"], serde_json::json!([0, 0, 0]));
    }
}

/// A warp size that is not a power of two (any of 1 to 64 is accepted): warps and lanes
/// are divisions of the thread id, where powers of two shift and mask.
#[test]
fn warps_of_six_lanes_number_their_lanes_and_split_the_block() {
    let src = r#"
__global__ void k(unsigned int *out) {
  int t = threadIdx.x;
  if (t % 3 == 0)
    out[t] = __ballot_sync(__activemask(), t % 2 == 0);
  else
    out[t] = __activemask();
}
"#;
    let launch = Launch {
        threads: dim(14, 1, 1),
        warp_size: 6,
        ..Launch::default()
    };
    // Warps 0-5, 6-11 and 12-13. In each, lanes 0 and 3 ballot (`t` a multiple of 3),
    // and of them the even threads vote: 0 and 6 and 12 are lane 0, 3 and 9 are lane 3.
    let expected: Vec<i64> = (0..14)
        .map(|t: i64| {
            let lanes = if t < 12 { 6 } else { 2 };
            let in_warp = |l: i64| l < lanes;
            let mask = |f: &dyn Fn(i64) -> bool| {
                (0..6)
                    .filter(|&l| in_warp(l) && f(l))
                    .fold(0i64, |m, l| m | 1 << l)
            };
            let base = t - t % 6;
            if t % 3 == 0 {
                mask(&|l| l % 3 == 0 && (base + l) % 2 == 0)
            } else {
                mask(&|l| l % 3 != 0)
            }
        })
        .collect();
    assert_eq!(
        expected[..6],
        [0b1, 0b110110, 0b110110, 0b1, 0b110110, 0b110110]
    );
    for run in run_all(
        src,
        &launch,
        r#"{"out": {"type": "u32", "len": 14}}"#,
        false,
    ) {
        assert!(run.errors.is_empty(), "{}: {:?}", run.engine, run.errors);
        assert_eq!(buffer(&run, "out"), expected, "{}", run.engine);
        let warps: Vec<(Option<u32>, Vec<u32>)> = run
            .events
            .iter()
            .filter(|e| run.sites[e.site as usize].callee == "__ballot_sync")
            .map(|e| (e.warp, e.threads.to_vec()))
            .collect();
        assert_eq!(
            warps,
            [
                (Some(0), vec![0, 3]),
                (Some(1), vec![6, 9]),
                (Some(2), vec![12])
            ],
            "{}",
            run.engine
        );
    }
}

/// Several `extern __shared__` arrays alias one region of `--shared-bytes`,
/// at file and block scope, cast to other types.
const DYNAMIC: &str = r#"
extern __shared__ float fbuf[];
__global__ void k(float *out, int *bytes, int n) {
  extern __shared__ char smem[];
  int t = threadIdx.x;
  fbuf[t] = t * 0.5f;
  __syncthreads();
  int *words = (int *)smem;
  bytes[t] = words[n - 1 - t];
  __syncthreads();
  extern __shared__ float fbuf[];
  out[t] = fbuf[t] + 1.0f;
}
"#;

#[test]
fn extern_shared_arrays_alias_the_launchs_dynamic_shared_memory() {
    let n = 16u32;
    let launch = Launch {
        threads: n.into(),
        shared_bytes: 4 * n,
        ..Launch::default()
    };
    let json = format!(
        r#"{{"out": {{"type": "f32", "len": {n}}}, "bytes": {{"type": "i32", "len": {n}}}, "n": {n}}}"#
    );
    // Each word read back through `smem` is the float stored through `fbuf`.
    let expected_bits: Vec<i64> = (0..n)
        .map(|t| ((n - 1 - t) as f32 * 0.5).to_bits() as i32 as i64)
        .collect();
    for run in run_all(DYNAMIC, &launch, &json, false) {
        assert!(run.errors.is_empty(), "{}: {:?}", run.engine, run.errors);
        assert_eq!(buffer(&run, "bytes"), expected_bits, "{}", run.engine);
        let out: Vec<f64> = run.buffers[0]
            .1
            .values()
            .iter()
            .map(|v| v.as_f64().unwrap())
            .collect();
        assert_eq!(
            out,
            (0..n).map(|t| t as f64 * 0.5 + 1.0).collect::<Vec<_>>()
        );
    }
}

#[test]
fn an_access_past_the_dynamic_shared_bytes_is_an_error_at_its_site() {
    // 15 floats of memory for 16 threads: thread 15's store is out of bounds.
    let launch = Launch {
        threads: 16.into(),
        shared_bytes: 60,
        ..Launch::default()
    };
    let json =
        r#"{"out": {"type": "f32", "len": 16}, "bytes": {"type": "i32", "len": 16}, "n": 16}"#;
    for run in run_all(DYNAMIC, &launch, json, false) {
        let e = run
            .errors
            .first()
            .unwrap_or_else(|| panic!("{}: no error", run.engine));
        assert_eq!(e.kind, ErrorKind::Memory, "{}", run.engine);
        assert_eq!(
            e.message,
            "write of 4 bytes at offset 60 of `extern __shared__`, which has 60 bytes"
        );
        assert_eq!(e.thread, Some(15));
        if run.engine == "source" {
            // The store `fbuf[t] = ...` on line 6.
            assert_eq!(e.loc, Some((6, 3)));
        }
    }
    // Without --shared-bytes there is none at all.
    let none = Launch {
        threads: 16.into(),
        ..Launch::default()
    };
    for run in run_all(DYNAMIC, &none, json, false) {
        assert_eq!(
            run.errors[0].message,
            "write of 4 bytes at offset 0 of `extern __shared__`, which has 0 bytes"
        );
    }
}

#[test]
fn each_block_has_its_own_dynamic_shared_memory() {
    let src = r#"
extern __shared__ int acc[];
__global__ void k(int *out) {
  if (threadIdx.x == 0)
    acc[0] = 0;
  __syncthreads();
  atomicAdd(&acc[0], (int)blockIdx.x + 1);
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = acc[0];
}
"#;
    let launch = Launch {
        threads: 8.into(),
        blocks: 3.into(),
        shared_bytes: 4,
        ..Launch::default()
    };
    for run in run_all(src, &launch, r#"{"out": {"type": "i32", "len": 3}}"#, false) {
        assert!(run.errors.is_empty(), "{}: {:?}", run.engine, run.errors);
        assert_eq!(buffer(&run, "out"), vec![8, 16, 24], "{}", run.engine);
    }
}

/// A block's threads start afresh: `clock()` (the convergent operations a thread
/// completed) and the step counts do not carry over from the block before, whose
/// threads the source engine reuses.
#[test]
fn each_block_starts_its_threads_afresh() {
    let src = r#"
__global__ void k(long long *out) {
  __syncwarp();
  __syncwarp();
  out[blockIdx.x * blockDim.x + threadIdx.x] = clock64();
}"#;
    let json = |n: u32| format!(r#"{{"out": {{"type": "i64", "len": {n}}}}}"#);
    let launch = |blocks: u32| Launch {
        threads: dim(4, 1, 1),
        blocks: dim(blocks, 1, 1),
        ..Launch::default()
    };
    let one = run_all(src, &launch(1), &json(4), false);
    let three = run_all(src, &launch(3), &json(12), false);
    for (one, three) in one.iter().zip(&three) {
        assert_eq!(buffer(three, "out"), vec![2; 12], "{}", three.engine);
        assert_eq!(three.steps, 3 * one.steps, "{}", three.engine);
    }
}
