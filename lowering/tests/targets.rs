//! GPU targets: what every builtin becomes on NVPTX and AMDGPU (golden IR per
//! GPU), code that a GPU can load (an `.entry` per kernel, no undefined
//! symbol) for every sample at `-O0` and `-O3`, and LLVM's optimiser on
//! token IR. Refresh the goldens with
//! `UPDATE_EXPECT=1 cargo test -p lowering --test targets` and review the diff.

mod common;

use expect_test::expect_file;
use frontend::builtins::Builtin;
use frontend::model::{Callee, ExprKind, FunctionKind};
use frontend::{Input, Options, Unit};
use lowering::{Emit, LowerError};
use std::path::{Path, PathBuf};
use std::process::Command;

const NVPTX: &str = "nvptx64-nvidia-cuda";
const AMDGPU: &str = "amdgcn-amd-amdhsa";

/// One GPU of each kind and generation that the device libraries tell apart:
/// sm_70 expands `__reduce_add_sync`, sm_90 has `redux.sync`; gfx90a runs
/// wave64, gfx1100 wave32.
const GPUS: [(&str, &str); 4] = [
    (NVPTX, "sm_70"),
    (NVPTX, "sm_90"),
    (AMDGPU, "gfx90a"),
    (AMDGPU, "gfx1100"),
];

fn compile_file(path: &Path) -> (Unit, tangles::Analysis) {
    // Named relative to the repository, as a user would type it, so that the
    // golden files do not depend on where the checkout is.
    let canonical = |p: &Path| std::fs::canonicalize(p).expect("an existing path");
    let root = canonical(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
    let name = canonical(path)
        .strip_prefix(&root)
        .expect("inside the repository")
        .display()
        .to_string();
    let text = std::fs::read_to_string(path).expect("readable input");
    let unit = frontend::compile(&Input::Text { name, text }, &Options::beside(path));
    assert!(!unit.has_errors(), "{} has errors", path.display());
    let analysis = tangles::analyze(&unit.program).expect("analysis");
    (unit, analysis)
}

fn options(target: &str, cpu: &str, opt_level: u8) -> lowering::Options {
    lowering::Options {
        target: Some(target.into()),
        mcpu: Some(cpu.into()),
        opt_level,
        ..Default::default()
    }
}

fn lower(unit: &Unit, analysis: &tangles::Analysis, o: &lowering::Options, emit: Emit) -> Vec<u8> {
    lowering::lower_to_bytes(unit, analysis, o, emit)
        .unwrap_or_else(|e| panic!("{} for {:?} {:?}: {e}", unit.name, o.target, o.mcpu))
}

fn text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).expect("UTF-8")
}

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn kernels(unit: &Unit) -> Vec<String> {
    unit.program
        .functions
        .iter()
        .filter(|(_, f)| f.kind == FunctionKind::Kernel && f.body.is_some())
        .map(|(_, f)| f.name.clone())
        .collect()
}

/// The functions a module declares without defining, LLVM's intrinsics aside.
fn undefined(ir: &str) -> Vec<&str> {
    ir.lines()
        .filter(|l| l.starts_with("declare "))
        .filter(|l| !l.contains("@llvm."))
        .collect()
}

/// Runs a tool on a file; `Err` with its standard error when it fails.
fn tool(program: &str, args: &[&str]) -> Result<String, String> {
    let out = Command::new(program)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{program} runs (scripts/setup.sh installs llvm-22): {e}"));
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
fn every_builtin_becomes_the_gpus_own_instructions() {
    let (unit, analysis) = compile_file(&fixture("every_builtin.cu"));
    for (target, cpu) in GPUS {
        let ir = text(lower(
            &unit,
            &analysis,
            &options(target, cpu, 0),
            Emit::Llvm,
        ));
        let arch = target.split('-').next().unwrap_or(target);
        expect_file![format!("golden/targets/every_builtin.{arch}-{cpu}.ll")].assert_eq(&ir);
        common::opt_verify(&ir).unwrap_or_else(|e| panic!("{cpu}: opt-22 rejects: {e}"));
        assert_eq!(undefined(&ir), Vec::<&str>::new(), "{cpu}");
        // The tokens survive inlining: every convergent intrinsic is controlled.
        for line in ir.lines().filter(|l| l.contains("call ")) {
            let convergent = [
                "nvvm.vote",
                "nvvm.shfl",
                "nvvm.activemask",
                "nvvm.bar",
                "nvvm.barrier",
                "nvvm.redux",
                "nvvm.match",
                "amdgcn.ballot",
                "amdgcn.ds.bpermute",
                "amdgcn.readlane",
                "amdgcn.s.barrier",
                "amdgcn.wave.barrier",
            ];
            if convergent.iter().any(|c| line.contains(c)) {
                assert!(
                    line.contains("\"convergencectrl\"(token %tok."),
                    "{cpu}: {line}"
                );
            }
        }
    }
}

#[test]
fn every_builtin_assembles_to_the_expected_instructions() {
    let (unit, analysis) = compile_file(&fixture("every_builtin.cu"));
    let expected: [(&str, &[&str], &[&str]); 4] = [
        (
            "sm_70",
            &[
                "activemask.b32",
                "bar.warp.sync",
                "vote.sync.ballot.b32",
                "vote.sync.any.pred",
                "vote.sync.all.pred",
                "shfl.sync.idx.b32",
                "shfl.sync.bfly.b32",
                "shfl.sync.up.b32",
                "shfl.sync.down.b32",
                "atom.global.add.f64",
                "bar.red.popc.u32",
                "bar.red.and.pred",
                "bar.red.or.pred",
                "match.any.sync.b32",
                "match.any.sync.b64",
                "match.all.sync.b32",
                "match.all.sync.b64",
                "%lanemask_lt",
                "%lanemask_ge",
                "%laneid",
                "%clock64",
                "mul24.lo.s32",
                "brev.b64",
                "fence.sc.cta",
                "fence.sc.gpu",
                "fence.sc.sys",
                "atom.global.inc.u32",
                "atom.global.dec.u32",
                "atom.global.min.s64",
                "atom.global.max.u32",
                "atom.global.exch.b32",
                "atom.relaxed.gpu.global.cas.b64",
                "atom.global.xor.b64",
            ],
            &["redux.sync"],
        ),
        (
            "sm_90",
            &[
                "redux.sync.add.s32",
                "redux.sync.min.s32",
                "redux.sync.max.u32",
                "redux.sync.and.b32",
                "redux.sync.or.b32",
                "redux.sync.xor.b32",
                "vote.sync.ballot.b32",
                "match.all.sync.b64",
            ],
            &[],
        ),
        (
            "gfx90a",
            &[
                "ds_bpermute_b32",
                "s_barrier",
                "v_readlane_b32",
                "v_mbcnt_hi_u32_b32",
                "s_memtime",
                "v_bfrev_b32",
                "flat_atomic_inc",
                "flat_atomic_dec",
                "flat_atomic_smin_x2",
                "flat_atomic_cmpswap_x2",
                "flat_atomic_swap",
            ],
            &[],
        ),
        (
            "gfx1100",
            &[
                "ds_bpermute_b32",
                "s_barrier",
                "v_mbcnt_lo_u32_b32",
                "flat_atomic_inc_u32",
                "flat_atomic_max_u64",
                "flat_atomic_cmpswap_b32",
            ],
            &["v_mbcnt_hi_u32_b32"],
        ),
    ];
    let dir = tempfile::tempdir().expect("temporary directory");
    for ((target, cpu), (name, present, absent)) in GPUS.into_iter().zip(expected) {
        assert_eq!(cpu, name);
        // LLVM's own code generator takes the token IR for NVPTX; AMDGPU's
        // needs the tokens stripped (its atomic optimiser adds uncontrolled
        // ballots), which `Emit::Assembly` below does.
        if target == NVPTX {
            let ll = dir.path().join(format!("{cpu}.ll"));
            std::fs::write(
                &ll,
                lower(&unit, &analysis, &options(target, cpu, 0), Emit::Llvm),
            )
            .expect("write IR");
            let ll = ll.to_string_lossy().into_owned();
            let cpu_flag = format!("-mcpu={cpu}");
            tool(
                "llc-22",
                &[&cpu_flag, "-mattr=+ptx78", "-o", "/dev/null", &ll],
            )
            .unwrap_or_else(|e| panic!("{cpu}: llc-22: {e}"));
            tool("opt-22", &["-O3", "-verify-each", "-disable-output", &ll])
                .unwrap_or_else(|e| panic!("{cpu}: opt-22 -O3: {e}"));
        }
        let asm = text(lower(
            &unit,
            &analysis,
            &options(target, cpu, 0),
            Emit::Assembly,
        ));
        for p in present {
            assert!(asm.contains(p), "{cpu}: no `{p}`");
        }
        for a in absent {
            assert!(!asm.contains(a), "{cpu}: `{a}`");
        }
    }
    let ptx = text(lower(
        &unit,
        &analysis,
        &options(NVPTX, "sm_90", 0),
        Emit::Assembly,
    ));
    assert!(
        ptx.contains(".version 7.8") && ptx.contains(".target sm_90\n"),
        "{ptx}"
    );
}

/// A failed `assert` calls CUDA's `__assertfail`, which the driver links on NVIDIA GPUs
/// (`.extern .func`, as Clang emits it); AMDGPU has no message without ROCm's hostcall
/// library, so it traps. `__trap()` is the GPU's trap instruction on both.
#[test]
fn assert_and_trap_stop_the_kernel_on_every_gpu() {
    let (unit, analysis) = testkit::compile(
        "#include <assert.h>\n\
         __global__ void k(int *p) {\n\
           assert(p[threadIdx.x] >= 0);\n\
           if (p[threadIdx.x] == 7) __trap();\n\
         }\n",
    );
    for (target, cpu) in GPUS {
        let ir = text(lower(
            &unit,
            &analysis,
            &options(target, cpu, 0),
            Emit::Llvm,
        ));
        common::opt_verify(&ir).unwrap_or_else(|e| panic!("{cpu}: opt-22 rejects: {e}"));
        let asm = text(lower(
            &unit,
            &analysis,
            &options(target, cpu, 3),
            Emit::Assembly,
        ));
        if target == NVPTX {
            assert_eq!(
                undefined(&ir),
                ["declare void @__assertfail(ptr, ptr, i32, ptr, i64)"],
                "{cpu}"
            );
            assert!(asm.contains(".extern .func __assertfail"), "{cpu}:\n{asm}");
            assert!(asm.contains("call.uni __assertfail,"), "{cpu}:\n{asm}");
            assert!(asm.contains("trap;"), "{cpu}:\n{asm}");
            // The message, file and function are generic pointers to global strings.
            assert!(asm.contains("cvta.global.u64"), "{cpu}:\n{asm}");
        } else {
            assert_eq!(undefined(&ir), Vec::<&str>::new(), "{cpu}");
            assert_eq!(asm.matches("s_trap 2").count(), 2, "{cpu}:\n{asm}");
        }
    }
}

/// `sincos`, `frexp`, `remquo` (results through pointers) and `acosh` come from the device
/// library on every GPU: nothing is left undefined and the code assembles (their values are
/// checked against the C library in `runtime/tests/device_math.rs`).
#[test]
fn results_through_pointers_come_from_the_device_library() {
    let (unit, analysis) = testkit::compile(
        "__global__ void k(float *f, double *d, int *e) {\n\
           sincosf(f[0], &f[1], &f[2]);\n\
           f[3] = frexpf(f[0], &e[0]) + remquof(f[0], f[1], &e[1]) + acoshf(f[2]);\n\
           sincos(d[0], &d[1], &d[2]);\n\
           d[3] = frexp(d[0], &e[2]) + remquo(d[0], d[1], &e[3]) + acosh(d[2]);\n\
         }\n",
    );
    for (target, cpu) in GPUS {
        for level in [0, 3] {
            let ir = text(lower(
                &unit,
                &analysis,
                &options(target, cpu, level),
                Emit::Llvm,
            ));
            assert_eq!(undefined(&ir), Vec::<&str>::new(), "{cpu} -O{level}");
            common::opt_verify(&ir).unwrap_or_else(|e| panic!("{cpu}: opt-22 rejects: {e}"));
            lower(
                &unit,
                &analysis,
                &options(target, cpu, level),
                Emit::Assembly,
            );
        }
    }
}

/// Whether the sample calls `callee`: for `printf`, NVPTX then declares CUDA's `vprintf`,
/// which the driver links, and AMDGPU refuses it (tangle links no ROCm printf runtime);
/// for `__assertfail` (a failed `assert`), NVPTX declares it, which the driver links too.
fn calls(unit: &Unit, callee: &Callee) -> bool {
    unit.program.functions.iter().any(|(_, f)| {
        f.exprs
            .iter()
            .any(|(_, e)| matches!(&e.kind, ExprKind::Call { callee: c, .. } if c == callee))
    })
}

/// What a GPU driver needs to load the code: for NVPTX an `.entry` per kernel
/// and no extern function or variable but `vprintf`, `__assertfail` and dynamic shared memory; for AMDGPU a code object
/// without undefined symbols whose kernels claim no recursion or dynamic stack.
#[test]
fn every_sample_becomes_loadable_gpu_code_at_o0_and_o3() {
    let dir = tempfile::tempdir().expect("temporary directory");
    for path in testkit::sample_paths() {
        let (unit, analysis) = compile_file(&path);
        let kernels = kernels(&unit);
        let prints = calls(&unit, &Callee::Printf);
        let asserts = calls(&unit, &Callee::Builtin(Builtin::AssertFail));
        for (target, cpu) in GPUS {
            for level in [0, 3] {
                let o = options(target, cpu, level);
                let what = format!("{} {cpu} -O{level}", path.display());
                // What a target refuses, by name: printf on AMDGPU; on NVPTX the two
                // variables of symbol_init_address, initialized with each other's address.
                let refusal = if prints && target == AMDGPU {
                    Some("`printf` on AMDGPU needs the ROCm device libraries")
                } else if target == NVPTX && path.ends_with("symbol_init_address.cu") {
                    Some("LLVM's NVPTX code generator cannot emit `Bar`, `Foo`")
                } else {
                    None
                };
                if let Some(expected) = refusal {
                    match lowering::lower_to_bytes(&unit, &analysis, &o, Emit::Object) {
                        Err(LowerError::Unsupported(m)) => {
                            assert!(m.contains(expected), "{what}: {m}")
                        }
                        other => panic!("{what}: expected `{expected}`: {other:?}"),
                    }
                    continue;
                }
                let ir = text(lower(&unit, &analysis, &o, Emit::Llvm));
                let linked = |d: &str| {
                    target == NVPTX
                        && (prints && d.contains("@vprintf(")
                            || asserts && d.contains("@__assertfail("))
                };
                let unlinked: Vec<&str> =
                    undefined(&ir).into_iter().filter(|d| !linked(d)).collect();
                assert_eq!(unlinked, Vec::<&str>::new(), "{what}");
                let cc = if target == NVPTX {
                    "ptx_kernel"
                } else {
                    "amdgpu_kernel"
                };
                for k in &kernels {
                    assert!(
                        ir.contains(&format!("define {cc} void @{k}(")),
                        "{what}: {k}"
                    );
                }
                if target == NVPTX {
                    let ptx = text(lower(&unit, &analysis, &o, Emit::Assembly));
                    for k in &kernels {
                        assert!(ptx.contains(&format!(".entry {k}(")), "{what}: {k}");
                    }
                    // Dynamic shared memory is the `.extern .shared` array a
                    // loadable PTX may have; `vprintf` the driver links.
                    let externs: Vec<&str> = ptx
                        .lines()
                        .filter(|l| l.starts_with(".extern") && !l.starts_with(".extern .shared"))
                        .collect();
                    let mut expected: Vec<&str> = Vec::new();
                    if prints {
                        expected.push(".extern .func  (.param .b32 func_retval0) vprintf");
                    }
                    if asserts {
                        expected.push(".extern .func __assertfail");
                    }
                    assert_eq!(externs, expected, "{what}:\n{ptx}");
                    assert!(!ptx.contains(", debug"), "{what}: debug code without -g");
                } else {
                    let object = dir.path().join("k.o");
                    std::fs::write(&object, lower(&unit, &analysis, &o, Emit::Object))
                        .expect("write object");
                    let object = object.to_string_lossy().into_owned();
                    let undefined = tool("llvm-nm-22", &["-u", &object]).expect("llvm-nm-22");
                    assert_eq!(undefined, "", "{what}");
                    let notes = tool("llvm-readelf-22", &["--notes", &object]).expect("readelf");
                    assert!(!notes.contains(".uses_dynamic_stack: true"), "{what}");
                    for k in &kernels {
                        assert!(notes.contains(&format!(".name:           {k}")), "{what}");
                    }
                }
                // The IR goes through LLVM's own tools again.
                if level == 0 && path.ends_with("block_reduce.cu") {
                    let ll = dir.path().join("k.ll");
                    std::fs::write(&ll, &ir).expect("write IR");
                    let ll = ll.to_string_lossy().into_owned();
                    common::opt_verify(&ir).unwrap_or_else(|e| panic!("{what}: {e}"));
                    tool("opt-22", &["-O3", "-verify-each", "-disable-output", &ll])
                        .unwrap_or_else(|e| panic!("{what}: opt-22 -O3: {e}"));
                    let cpu_flag = format!("-mcpu={cpu}");
                    let mut args = vec![cpu_flag.as_str(), "-o", "/dev/null", ll.as_str()];
                    if target == NVPTX {
                        args.push("-mattr=+ptx78");
                    }
                    tool("llc-22", &args).unwrap_or_else(|e| panic!("{what}: llc-22: {e}"));
                }
            }
        }
    }
}

#[test]
fn gpus_are_chosen_by_name_and_checked() {
    let (unit, analysis) = compile_file(&fixture("every_builtin.cu"));
    let error = |target: Option<&str>, cpu: &str| {
        let o = lowering::Options {
            target: target.map(String::from),
            mcpu: Some(cpu.into()),
            ..Default::default()
        };
        match lowering::lower_to_bytes(&unit, &analysis, &o, Emit::Llvm) {
            Err(LowerError::Unsupported(m)) => m,
            other => panic!("{target:?} {cpu}: {other:?}"),
        }
    };
    let m = error(Some(NVPTX), "sm_52");
    assert!(
        m.starts_with("unknown GPU `sm_52` for `nvptx64-nvidia-cuda` (known: sm_70, "),
        "{m}"
    );
    assert!(error(Some(AMDGPU), "gfx700").contains("gfx90a, gfx942"));
    assert!(error(None, "sm_70").contains("needs a `--target`"));
    assert!(error(Some("x86_64-unknown-linux-gnu"), "znver4").contains("not `x86_64"));
    // Defaults: sm_70 and gfx90a (wave64).
    let o = lowering::Options {
        target: Some(NVPTX.into()),
        ..Default::default()
    };
    let ptx = text(lower(&unit, &analysis, &o, Emit::Assembly));
    assert!(ptx.contains(".target sm_70\n") && ptx.contains(".version 6.4"));
    assert_eq!(lowering::known_cpus(AMDGPU)[3], "gfx90a");
}

/// `opt-22 -passes=PIPELINE -verify-each` on `ir`: `Err` with its output when a pass leaves a
/// module the verifier rejects.
fn opt_verify_each(ir: &str, pipeline: &str) -> Result<String, String> {
    let dir = tempfile::tempdir().expect("temporary directory");
    let ll = dir.path().join("module.ll");
    std::fs::write(&ll, ir).expect("write IR");
    let passes = format!("-passes={pipeline}");
    tool(
        "opt-22",
        &[
            &passes,
            "-verify-each",
            "-disable-output",
            &ll.to_string_lossy(),
        ],
    )
}

/// LLVM 22's SimplifyCFG leaves a loop heart after convergent calls once the
/// loop's back edge folds away; `opt-22 -O3` aborts on such IR. `tangle lower
/// -O3` dissolves the stray heart and verifies. If this test's first half
/// fails, LLVM fixed the bug: the README's reproducer can go.
#[test]
fn o3_keeps_token_ir_valid_where_llvm_alone_breaks_it() {
    let (unit, analysis) = compile_file(&fixture("stray_heart.cu"));
    let plain = text(lower(&unit, &analysis, &Default::default(), Emit::Llvm));
    let dir = tempfile::tempdir().expect("temporary directory");
    let ll = dir.path().join("stray_heart.ll");
    std::fs::write(&ll, &plain).expect("write IR");
    let broken = tool("opt-22", &["-O3", "-disable-output", &ll.to_string_lossy()])
        .expect_err("opt-22 -O3 breaks this module");
    assert!(broken.contains("Loop intrinsic cannot be preceded by a convergent operation"));
    let o3 = lowering::Options {
        opt_level: 3,
        ..Default::default()
    };
    let optimized = text(lower(&unit, &analysis, &o3, Emit::Llvm));
    common::opt_verify(&optimized).expect("opt-22 verifies tangle's -O3 output");
    assert!(
        optimized.contains("convergence.loop()"),
        "the elect loop keeps its heart"
    );
    for (target, cpu) in GPUS {
        lower(&unit, &analysis, &options(target, cpu, 3), Emit::Assembly);
    }
}

/// LLVM 22's IndVarSimplify sinks the entry intrinsic out of the entry block
/// of histogram256_hip's kernel (the entry block is a loop's preheader and
/// the token's first user follows the loop); `opt-22 -O3 -verify-each`
/// rejects the result. `tangle lower -O3` puts the intrinsic back and
/// verifies. If the first half fails, LLVM fixed the bug.
#[test]
fn o3_keeps_the_entry_token_in_the_entry_block() {
    let path = testkit::sample_paths()
        .into_iter()
        .find(|p| p.ends_with("histogram256_hip.cu"))
        .expect("the sample");
    let (unit, analysis) = compile_file(&path);
    let plain = text(lower(&unit, &analysis, &Default::default(), Emit::Llvm));
    let broken =
        opt_verify_each(&plain, "default<O3>").expect_err("IndVarSimplify breaks this module");
    assert!(broken.contains("Entry intrinsic can occur only in the entry block"));
    let o3 = lowering::Options {
        opt_level: 3,
        ..Default::default()
    };
    let optimized = text(lower(&unit, &analysis, &o3, Emit::Llvm));
    common::opt_verify(&optimized).expect("opt-22 verifies tangle's -O3 output");
    for (target, cpu) in GPUS {
        lower(&unit, &analysis, &options(target, cpu, 3), Emit::Assembly);
    }
}

/// For a fixture at `-O2` for amdgcn: what `opt-22 -verify-each` says of LLVM's pipeline
/// on tangle's `-O0` module, which must be a heart that no longer dominates its cycle after
/// `pass`; and tangle's own `-O2` module, which `opt-22` verifies. Assembly must come out
/// for every GPU at `-O2`.
fn o2_where_llvm_alone_breaks(file: &str, pass: &str) -> (String, String) {
    let (unit, analysis) = compile_file(&fixture(file));
    let plain = text(lower(
        &unit,
        &analysis,
        &options(AMDGPU, "gfx90a", 0),
        Emit::Llvm,
    ));
    let broken = opt_verify_each(&plain, "default<O2>")
        .expect_err("LLVM's pipeline alone breaks this module");
    assert!(broken.contains("Cycle heart must dominate all blocks in the cycle"));
    assert!(
        broken.contains(&format!("after pass \"{pass}\"")),
        "{broken}"
    );
    let optimized = text(lower(
        &unit,
        &analysis,
        &options(AMDGPU, "gfx90a", 2),
        Emit::Llvm,
    ));
    common::opt_verify(&optimized).expect("opt-22 verifies tangle's -O2 output");
    for (target, cpu) in GPUS {
        lower(&unit, &analysis, &options(target, cpu, 2), Emit::Assembly);
    }
    (broken, optimized)
}

/// LLVM 22's IndVarSimplify sinks an outer loop's heart out of its header when that
/// header is an inner loop's preheader (the AMDGPU pipeline, `-O2`); `opt-22 -verify-each`
/// rejects the result. `tangle lower -O2` moves the heart back and verifies. If the first
/// half fails, LLVM fixed the bug.
#[test]
fn o2_puts_a_sunk_heart_back_in_its_header() {
    let (_, optimized) = o2_where_llvm_alone_breaks("sunk_heart.cu", "IndVarSimplifyPass");
    // The heart is back where the lowering put it: first after the header's phis.
    let header = optimized
        .split("\n\n")
        .find(|block| block.contains("convergence.loop()"))
        .expect("the outer loop keeps its heart");
    let after_phis = header
        .lines()
        .skip(1)
        .find(|line| !line.contains(" = phi "))
        .unwrap_or_default();
    assert!(after_phis.contains("convergence.loop()"), "{header}");
}

/// LLVM 22's late SimplifyCFG (the AMDGPU pipeline, `-O2`) sinks instructions common to two
/// predecessors into a new block that enters a loop beside its preheader: the loop's heart
/// no longer dominates it, and `opt-22 -verify-each` rejects the result. No repair can move
/// a heart into an irreducible cycle; `tangle lower` runs LLVM's pipelines without that
/// sinking (`llvm_linking::set_options`). If the first half fails, LLVM fixed the bug.
#[test]
fn o2_sinks_no_code_into_a_second_loop_entry() {
    let (broken, optimized) = o2_where_llvm_alone_breaks("sunk_common.cu", "SimplifyCFGPass");
    assert!(broken.contains(".sink.split"), "{broken}");
    assert!(!optimized.contains(".sink.split"), "{optimized}");
}

#[test]
fn generated_programs_survive_every_optimisation_level() {
    use frontend::generate::{generate, Config, Features};
    for (features, seeds) in [("structured", 0..12u64), ("all", 100..112)] {
        let config = Config {
            features: Features::parse(features).expect("features"),
            ..Config::default()
        };
        for seed in seeds {
            let text = generate(seed, &config);
            let unit = frontend::compile(
                &Input::Text {
                    name: format!("seed{seed}.cu"),
                    text,
                },
                &Options::default(),
            );
            let analysis = tangles::analyze(&unit.program).expect("analysis");
            for level in 1..=3 {
                for target in [None, Some(NVPTX)] {
                    let o = lowering::Options {
                        target: target.map(String::from),
                        opt_level: level,
                        ..Default::default()
                    };
                    let ir = text_of(lowering::lower_to_bytes(&unit, &analysis, &o, Emit::Llvm))
                        .unwrap_or_else(|e| panic!("{features} seed {seed} -O{level}: {e}"));
                    if level == 3 && target.is_none() && seed % 4 == 0 {
                        common::opt_verify(&ir).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
                    }
                }
            }
        }
    }
}

fn text_of(r: Result<Vec<u8>, LowerError>) -> Result<String, LowerError> {
    r.map(text)
}

#[test]
fn amdgpu_code_generation_gets_no_tokens_to_structurize() {
    let (unit, analysis) = compile_file(&fixture("amdgpu_structurize.cu"));
    for level in [1, 3] {
        let o = options(AMDGPU, "gfx90a", level);
        let ir = text(lower(&unit, &analysis, &o, Emit::Llvm));
        assert!(ir.contains("convergencectrl"), "the IR keeps its tokens");
        let asm = text(lower(&unit, &analysis, &o, Emit::Assembly));
        assert!(asm.contains(".amdhsa_kernel kernel"), "-O{level}");
    }
}

/// `threadIdx`/`blockIdx`/`blockDim`/`gridDim` in x, y and z and `extern
/// __shared__` arrays on each kind of GPU: golden IR, and code LLVM
/// generates from it (NVPTX's `.extern .shared`, AMDGPU's dynamic LDS).
#[test]
fn launch_variables_in_3d_and_dynamic_shared_memory() {
    let (unit, analysis) = compile_file(&fixture("launch_3d_shared.cu"));
    let dir = tempfile::tempdir().expect("temporary directory");
    for (target, cpu) in [(NVPTX, "sm_70"), (AMDGPU, "gfx90a")] {
        let ir = text(lower(
            &unit,
            &analysis,
            &options(target, cpu, 0),
            Emit::Llvm,
        ));
        let arch = target.split('-').next().unwrap_or(target);
        expect_file![format!("golden/targets/launch_3d_shared.{arch}-{cpu}.ll")].assert_eq(&ir);
        common::opt_verify(&ir).unwrap_or_else(|e| panic!("{cpu}: opt-22 rejects: {e}"));
        assert_eq!(undefined(&ir), Vec::<&str>::new(), "{cpu}");
        // Both arrays are the launch's dynamic shared memory, as Clang declares it.
        for array in [
            "@tile = external addrspace(3) global [0 x float], align 16",
            "@raw = external addrspace(3) global [0 x i8], align 16",
        ] {
            assert!(ir.contains(array), "{cpu}: no `{array}`");
        }
        let ll = dir.path().join("k.ll");
        std::fs::write(&ll, &ir).expect("write IR");
        let ll = ll.to_string_lossy().into_owned();
        let cpu_flag = format!("-mcpu={cpu}");
        let mut args = vec![cpu_flag.as_str(), "-o", "-", ll.as_str()];
        if target == NVPTX {
            args.push("-mattr=+ptx64");
        }
        let asm = tool("llc-22", &args).unwrap_or_else(|e| panic!("{cpu}: llc-22: {e}"));
        let expected: &[&str] = if target == NVPTX {
            &[
                ".extern .shared .align 16 .b8 tile[];",
                ".extern .shared .align 16 .b8 raw[];",
                "%tid.z",
                "%ctaid.y",
                "%ntid.z",
                "%nctaid.y",
            ]
        } else {
            // Work-item ids in x, y and z, and the launch's dynamic LDS size.
            &[
                ".amdhsa_system_vgpr_workitem_id 2",
                "hidden_dynamic_lds_size",
            ]
        };
        for e in expected {
            assert!(asm.contains(e), "{cpu}: no `{e}`:\n{asm}");
        }
        if target == AMDGPU {
            let object = dir.path().join("k.o");
            std::fs::write(
                &object,
                lower(&unit, &analysis, &options(target, cpu, 0), Emit::Object),
            )
            .expect("write object");
            let undefined =
                tool("llvm-nm-22", &["-u", &object.to_string_lossy()]).expect("llvm-nm-22");
            assert_eq!(undefined, "", "{cpu}: dynamic LDS is no undefined symbol");
        }
    }
}

/// Every math function in float and double and CUDA's fast intrinsics on
/// each GPU: golden IR (the device library inlined), valid through
/// `opt-22 -O3 -verify-each`, code from `llc-22` with nothing undefined
/// (PTX: no `.extern`; AMDGPU: `llvm-nm-22 -u` empty), and the fast
/// intrinsics on the hardware's approximations.
#[test]
fn every_math_function_generates_code_on_every_gpu() {
    let (unit, analysis) = compile_file(&fixture("every_math.cu"));
    let dir = tempfile::tempdir().expect("temporary directory");
    for (target, cpu) in GPUS {
        let ir = text(lower(
            &unit,
            &analysis,
            &options(target, cpu, 0),
            Emit::Llvm,
        ));
        let arch = target.split('-').next().unwrap_or(target);
        expect_file![format!("golden/targets/every_math.{arch}-{cpu}.ll")].assert_eq(&ir);
        assert_eq!(undefined(&ir), Vec::<&str>::new(), "{cpu}");
        let ll = dir.path().join(format!("math-{cpu}.ll"));
        std::fs::write(&ll, &ir).expect("write IR");
        let ll = ll.to_string_lossy().into_owned();
        tool("opt-22", &["-O3", "-verify-each", "-disable-output", &ll])
            .unwrap_or_else(|e| panic!("{cpu}: opt-22 -O3 -verify-each: {e}"));
        let asm = text(lower(
            &unit,
            &analysis,
            &options(target, cpu, 3),
            Emit::Assembly,
        ));
        let expected: &[&str] = if target == NVPTX {
            assert!(!asm.contains(".extern"), "{cpu}: {asm}");
            &[
                "ex2.approx.f32",
                "lg2.approx.f32",
                "sin.approx.f32",
                "cos.approx.f32",
                "div.approx.f32",
                "fma.rn.f64",
                "cvt.rni.f64.f64",
            ]
        } else {
            let object = dir.path().join(format!("math-{cpu}.o"));
            std::fs::write(
                &object,
                lower(&unit, &analysis, &options(target, cpu, 3), Emit::Object),
            )
            .expect("write object");
            let undefined =
                tool("llvm-nm-22", &["-u", &object.to_string_lossy()]).expect("llvm-nm-22");
            assert_eq!(undefined, "", "{cpu}: no undefined symbols");
            &[
                "v_exp_f32",
                "v_log_f32",
                "v_sin_f32",
                "v_cos_f32",
                "v_fma_f64",
            ]
        };
        for e in expected {
            assert!(asm.contains(e), "{cpu}: no `{e}`");
        }
        let cpu_flag = format!("-mcpu={cpu}");
        tool("llc-22", &[&cpu_flag, "-o", "-", &ll])
            .unwrap_or_else(|e| panic!("{cpu}: llc-22: {e}"));
    }
}

/// NVPTX's `vprintf` buffer: the struct of the promoted argument types that
/// Clang builds for CUDA's `printf` (its `alloca` type, as
/// `clang-22 -cc1 -triple nvptx64-nvidia-cuda -fcuda-is-device` emits it for
/// the same call), a null buffer without arguments, and PTX that declares
/// only `vprintf`.
#[test]
fn nvptx_printf_buffer_is_laid_out_as_clang_does() {
    let (unit, analysis) = compile_file(&fixture("printf_args.cu"));
    let ir = text(lower(
        &unit,
        &analysis,
        &options(NVPTX, "sm_70", 0),
        Emit::Llvm,
    ));
    // What Clang 22 emits for the same call (i32, double, i64, i32, double,
    // i32, ptr: natural alignment, so padding before each 8-byte field).
    let clang_struct = "{ i32, double, i64, i32, double, i32, ptr }";
    assert!(
        ir.contains(&format!("alloca {clang_struct}, align 8")),
        "no `{clang_struct}` buffer:\n{ir}"
    );
    assert!(ir.contains("call i32 @vprintf(ptr @"), "{ir}");
    assert!(
        ir.contains(", ptr null)"),
        "no null buffer for a printf without arguments"
    );
    let clang_ir = clang_cuda_device_ir(
        "extern \"C\" __attribute__((device)) int printf(const char *, ...);\n\
         __attribute__((global)) void k(int i, float f, long long l, char c, double d,\n\
                                        unsigned u) {\n\
           printf(\"%d %f %lld %c %f %u %s\\n\", i, f, l, c, d, u, \"tail\");\n}\n",
    );
    assert!(
        clang_ir.contains(&format!("%printf_args = type {clang_struct}")),
        "Clang lays the buffer out differently:\n{clang_ir}"
    );
    let ptx = text(lower(
        &unit,
        &analysis,
        &options(NVPTX, "sm_70", 3),
        Emit::Assembly,
    ));
    let externs: Vec<&str> = ptx.lines().filter(|l| l.contains(".extern")).collect();
    assert!(externs.iter().all(|l| l.contains("vprintf")), "{externs:?}");
}

/// Clang's CUDA device IR for `source` (scripts/setup.sh installs clang-22).
fn clang_cuda_device_ir(source: &str) -> String {
    let dir = tempfile::tempdir().expect("temporary directory");
    let cu = dir.path().join("k.cu");
    std::fs::write(&cu, source).expect("write source");
    let cu = cu.to_string_lossy().into_owned();
    tool(
        "clang-22",
        &[
            "-cc1",
            "-triple",
            "nvptx64-nvidia-cuda",
            "-x",
            "cuda",
            "-fcuda-is-device",
            "-emit-llvm",
            "-o",
            "-",
            &cu,
        ],
    )
    .unwrap_or_else(|e| panic!("clang-22: {e}"))
}
