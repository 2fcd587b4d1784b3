//! `tangle check` on a kernel that calls every builtin of docs/builtins.md:
//! the source engine and the IR engine, over tangle's IR and over Clang's,
//! must agree on every event and buffer, for several warp sizes.

mod common;
use common::*;

const KERNEL: &str = r#"
__global__ void every(int *i, unsigned *u, long long *l, unsigned long long *ul, float *f,
                      double *d) {
  int t = threadIdx.x;
  unsigned m = __activemask();
  int same = 0;
  __syncwarp();
  __syncwarp(m);
  i[t] = __syncthreads_count(t % 3 == 0) + __syncthreads_and(t < 5) + __syncthreads_or(t == 5);
  u[t] = __match_any_sync(m, t % 3) + __match_all_sync(m, d[0], &same) + same +
         __match_any_sync(m, f[t % 2]) + __match_any_sync(m, ul[t % 4]);
  l[t] = __reduce_min_sync(m, t - 3) + __reduce_max_sync(m, (unsigned)t) +
         __reduce_and_sync(m, t | 8) + __reduce_or_sync(m, t) + __reduce_xor_sync(m, t) +
         __reduce_add_sync(m, t);
  d[t + 1] = __shfl_up(t * 1.5, 1) + __shfl_down(t, 1, 2) + __shfl_xor(f[t % 2], 1) +
             __shfl(t, 0) + __ballot(t % 2) + __any(t == 1) + __all(t < 100);
  if (t % 2) {
    unsigned mm = __activemask();
    u[16 + t] = __match_any_sync(mm, t / 4) + __reduce_add_sync(mm, t) + __lanemask_lt();
  }
  atomicAdd(&i[20], t);
  atomicAdd(&u[40], 1u);
  atomicAdd(&f[2], 0.5f);
  atomicAdd(&d[20], 0.25);
  atomicAdd(&ul[5], 3ull);
  atomicSub(&i[21], t);
  atomicExch(&f[3], t);
  atomicMin(&l[20], -t);
  atomicMax(&ul[6], t);
  i[22 + t] = atomicInc(&u[41], 4u) + atomicDec(&u[42], 4u);
  int seen = i[40], assumed;
  do {
    assumed = seen;
    seen = atomicCAS(&i[40], assumed, assumed + t);
  } while (seen != assumed);
  atomicAnd(&u[43], ~(1u << t));
  atomicOr(&u[44], 1u << t);
  atomicXor(&ul[7], (unsigned long long)t << 35);
  __threadfence();
  __threadfence_block();
  __threadfence_system();
  i[41 + t] = __ldg(&i[t]) + __float_as_int(f[0]) + __mul24(t, -t) + __ffsll(l[t]) +
              __clzll(l[t]) + __popcll(ul[t % 4]) + __ffs(t) + __popc(t) + __clz(t) +
              min(t, 3) + max(t, 3) + __laneid() + __lanemask_le() + __lanemask_eq() +
              __lanemask_gt() + __lanemask_ge();
  u[45 + t] = __brev(t) + __umul24(t, 3u) + __float_as_uint(f[1]);
  ul[8 + t % 4] = __brevll(ul[t % 4]) + __double_as_longlong(d[0]);
  f[4 + t] = __int_as_float(t) + __uint_as_float((unsigned)t);
  d[30 + t] = __longlong_as_double(l[t]) + (double)(clock() + clock64());
}
"#;

const ARGS: &str = r#"{"i": {"type": "i32", "len": 64}, "u": {"type": "u32", "len": 64},
  "l": {"type": "i64", "len": 64}, "ul": {"type": "u64", "data": [1, 2, 7, 1, 0, 0, 0, 0, 0, 0, 0, 0]},
  "f": {"type": "f32", "data": [1.5, 2.5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]},
  "d": {"type": "f64", "len": 64}}"#;

#[test]
fn check_agrees_on_every_builtin_over_tangles_ir_and_clangs() {
    let dir = tempfile::tempdir().unwrap();
    let kernel = dir.path().join("every.cu");
    let args = dir.path().join("args.json");
    std::fs::write(&kernel, KERNEL).unwrap();
    std::fs::write(&args, ARGS).unwrap();
    for ir_from in [&[][..], &["--ir-from", "clang"][..]] {
        let mut argv = vec![
            "check",
            kernel.to_str().unwrap(),
            "--threads",
            "12",
            "--warp-sizes",
            "4,8,32",
            "--input",
            args.to_str().unwrap(),
        ];
        argv.extend(ir_from);
        let out = tangle(&argv, "");
        let stdout = text(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{ir_from:?}: {stdout}{}",
            text(&out.stderr)
        );
        // The kernel races (a plain read of `i[40]` before the CAS loop on it,
        // threads t and t+4 writing `ul[8 + t % 4]`): both engines report it,
        // under each run's verdict.
        assert_eq!(stdout.matches("warning[race]").count(), 9, "{stdout}");
        let verdicts: Vec<&str> = stdout
            .lines()
            .skip(1)
            .filter(|l| !l.contains("warning[race]"))
            .collect();
        assert_eq!(verdicts.len(), 3, "{stdout}");
        for v in verdicts {
            assert!(v.contains(": agree ("), "{ir_from:?}: {v}");
        }
    }
}
