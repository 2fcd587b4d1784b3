//! `--reconverge explicit` (NVPTX): the lane masks it builds, checked on the
//! IR without a GPU (`scripts/gpu-check` runs it on one), its golden IR for one
//! kernel of every construct, and what it refuses. Refresh the golden with
//! `UPDATE_EXPECT=1 cargo test -p lowering --test explicit` and review the diff.

mod common;

use expect_test::expect_file;
use lowering::{Emit, LowerError, Options, Reconverge};

const NVPTX: &str = "nvptx64-nvidia-cuda";

/// Every construct the explicit lowering handles: `if`/`else`, loops with
/// `break`, `continue` and `return`, a `switch` with stacked labels and a
/// default, and a device function called from divergent code.
const KERNEL: &str = r#"
__device__ int leader(int v) {
    return __shfl_sync(__activemask(), v, __ffs(__activemask()) - 1);
}
__global__ void k(int *out, int n) {
    int t = threadIdx.x;
    int lane = t % 32;
    if (lane < 20)
        out[t] = __ballot_sync(__activemask(), t & 1);
    else
        out[t] = leader(t);
    for (;;) {
        if (lane == __ffs(__activemask()) - 1) {
            out[32 + t] = __ballot_sync(__activemask(), 1);
            break;
        }
    }
    int i = 0;
    while (i < n) {
        i++;
        if (t % 3 == 0)
            continue;
        if (i > lane)
            return;
        out[64 + t] = __activemask();
    }
    do {
        switch (t % 4) {
        case 0:
        case 1:
            out[96 + t] = __activemask();
            break;
        default:
            out[96 + t] = (int)__reduce_add_sync(__activemask(), 1);
        }
    } while (--i > 0);
    __syncwarp();
}
"#;

fn lower(src: &str, level: u8, emit: Emit) -> Result<String, LowerError> {
    lower_compiled(testkit::compile(src), level, emit)
}

fn lower_compiled(
    (unit, analysis): (frontend::Unit, tangles::Analysis),
    level: u8,
    emit: Emit,
) -> Result<String, LowerError> {
    let options = Options {
        target: Some(NVPTX.into()),
        mcpu: Some("sm_90".into()),
        opt_level: level,
        reconverge: Reconverge::Explicit,
        ..Default::default()
    };
    lowering::lower_to_bytes(&unit, &analysis, &options, emit)
        .map(|b| String::from_utf8(b).expect("UTF-8"))
}

fn count(text: &str, what: &str) -> usize {
    text.matches(what).count()
}

#[test]
fn every_tangle_is_a_mask_and_every_region_end_a_ballot() {
    let ir = lower(KERNEL, 0, Emit::Llvm).expect("explicit lowering");
    expect_file!["golden/explicit/kernel.ll"].assert_eq(&ir);
    // Only the kernel's entry asks the hardware which lanes run: `__activemask()` is the
    // mask, and the device function starts with its caller's.
    assert_eq!(count(&ir, "call i32 @llvm.nvvm.activemask()"), 1, "{ir}");
    assert!(ir.contains("@__tangle.caller_masks"), "{ir}");
    // The switch's arms: one `match.any.sync` per dispatch (`case 0`, `case 1`, `default`),
    // the stacked labels sharing a key.
    let keys: std::collections::BTreeSet<&str> = ir
        .lines()
        .filter_map(|l| l.split("@llvm.nvvm.match.any.sync.i32(i32 %").nth(1))
        .map(|rest| {
            rest.split(", i32 ")
                .nth(1)
                .unwrap_or("")
                .trim_end_matches(')')
        })
        .collect();
    assert_eq!(count(&ir, "@llvm.nvvm.match.any.sync.i32(i32 %"), 3, "{ir}");
    assert_eq!(keys.len(), 2, "{keys:?}");
    for (level, emit) in [(0, Emit::Assembly), (3, Emit::Assembly), (3, Emit::Llvm)] {
        let out = lower(KERNEL, level, emit).expect("explicit lowering");
        assert!(out.contains("vote.sync.ballot") || out.contains("vote.ballot.sync"));
        assert!(out.contains("match.any.sync"), "-O{level}");
        if emit == Emit::Llvm {
            // Optimised explicit IR carries no tokens: the masks say who meets.
            assert!(!out.contains("convergencectrl"), "{out}");
            common::opt_verify(&out).expect("opt-22 verifies it");
        }
    }
}

/// A `noconvergent` function called by a kernel without convergent calls still gets its
/// caller's mask (reading a slot the caller never wrote made `samples/append_buffer.cu`
/// fault on an H100).
#[test]
fn every_caller_hands_its_mask_to_the_callee() {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../samples/append_buffer.cu"
    ))
    .expect("sample");
    let ir = lower(&src, 0, Emit::Llvm).expect("explicit lowering");
    let function = |name: &str| {
        ir.split("define ")
            .find(|f| f.contains(&format!("@{name}(")))
            .unwrap_or_else(|| panic!("{name}"))
            .to_string()
    };
    let kernel = function("filter_append");
    assert!(
        kernel.contains("call i32 @llvm.nvvm.activemask()"),
        "{kernel}"
    );
    assert!(kernel.contains("store i32 %tangle"), "{kernel}");
    assert!(kernel.contains("@__tangle.caller_masks"), "{kernel}");
    let callee = function("append_slot");
    assert!(callee.contains("caller.mask"), "{callee}");
    assert!(!callee.contains("@llvm.nvvm.activemask()"), "{callee}");
}

/// HIP's maskless builtins range over the lanes that run together: their `_sync` forms
/// with the lane's mask (`__ballot` widened to HIP's 64 bits).
#[test]
fn hip_maskless_builtins_take_the_mask() {
    let src = "__global__ void k(unsigned long long *o, int *p) {\n\
               int t = threadIdx.x;\n\
               if (t < 5) { o[t] = __ballot(t & 1); p[t] = __shfl_down(t, 1); }\n}\n";
    let ir = lower(src, 0, Emit::Llvm).expect("explicit lowering");
    let kernel = ir.split("define ").find(|f| f.contains("@k(")).expect("k");
    // The device library is inlined: NVVM's intrinsics on the lane's mask.
    assert!(
        kernel.contains("@llvm.nvvm.vote.ballot.sync(i32 %tangle2, i1 %c.i)")
            && kernel.contains("%ballot = zext i32 %r.i8 to i64"),
        "{kernel}"
    );
    assert!(
        kernel.contains("@llvm.nvvm.shfl.sync.down.i32(i32 %tangle"),
        "{kernel}"
    );
}

#[test]
fn samples_and_generated_kernels_lower_or_are_refused_by_name() {
    let refusals = [
        "--reconverge explicit does not handle `goto`",
        "--reconverge explicit does not handle case fall-through",
    ];
    let mut lowered = 0;
    for path in testkit::sample_paths() {
        for level in [0, 3] {
            match lower_compiled(testkit::compile_sample(&path), level, Emit::Assembly) {
                Ok(ptx) => {
                    assert!(ptx.contains(".entry"), "{}", path.display());
                    lowered += 1;
                }
                Err(LowerError::NotExplicit(m)) => assert!(
                    refusals.iter().any(|r| m.contains(r)),
                    "{}: {m}",
                    path.display()
                ),
                // chipStar's test of two variables initialized with each other's address.
                Err(LowerError::Unsupported(m)) if path.ends_with("symbol_init_address.cu") => {
                    assert!(m.contains("cannot emit `Bar`, `Foo`"), "{m}")
                }
                Err(e) => panic!("{}: {e}", path.display()),
            }
        }
    }
    assert!(lowered >= 2 * 30, "{lowered}");
    let config = frontend::generate::Config {
        features: frontend::generate::Features::parse("structured").expect("features"),
        ..Default::default()
    };
    // Seed 54 made LLVM 22 peel a loop and leave a heart after a convergent call
    // when tokens were kept through -O3.
    for seed in [1, 12, 54, 80, 90] {
        let src = frontend::generate::generate(seed, &config);
        lower(&src, 3, Emit::Assembly).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    }
}

#[test]
fn what_it_does_not_handle_is_an_error_that_says_so() {
    for (src, message) in [
        (
            "__global__ void k(int *o) { int i = 0; again: o[i] = __activemask(); if (++i < 3) goto again; }",
            "--reconverge explicit does not handle `goto` in `k` (only structured control flow)",
        ),
        (
            "__global__ void k(int *o) { switch (threadIdx.x % 2) { case 0: o[0] = 1; case 1: o[1] = __activemask(); } }",
            "test.cu:1:74: --reconverge explicit does not handle case fall-through",
        ),
        (
            "__global__ void k(int *o) { int t = threadIdx.x; o[t] = t > 3 && __any_sync(__activemask(), t & 1); }",
            "--reconverge explicit does not handle a convergent call under `&&`, `||` or `?:` in `k`",
        ),
    ] {
        match lower(src, 0, Emit::Llvm) {
            Err(LowerError::NotExplicit(m)) => assert_eq!(m, message, "{src}"),
            other => panic!("{src}: {other:?}"),
        }
    }
    let (unit, analysis) = testkit::compile("__global__ void k(int *o) { o[0] = __activemask(); }");
    let options = Options {
        reconverge: Reconverge::Explicit,
        ..Default::default()
    };
    match lowering::lower_to_bytes(&unit, &analysis, &options, Emit::Llvm) {
        Err(LowerError::Unsupported(m)) => {
            assert_eq!(
                m,
                "--reconverge explicit needs --target nvptx64-nvidia-cuda"
            )
        }
        other => panic!("{:?}", other.map(|_| ())),
    }
}
