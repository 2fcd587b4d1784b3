//! Targets: what `--target` and `--mcpu` select, what a GPU target adds to the
//! generic module (its device library, inlined), and LLVM's optimisation
//! pipeline (`-O1`..`-O3`) with the verifier before and after.

use crate::devicelib::{self, Gpu};
use crate::{ffi, LowerError, Options, R};
use inkwell::attributes::AttributeLoc;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::{Linkage, Module};
use inkwell::targets::{CodeModel, RelocMode, Target, TargetMachine, TargetTriple};
use inkwell::OptimizationLevel;

/// NVIDIA GPUs `--mcpu` accepts, with the PTX ISA version each one's code is
/// written in: the oldest that has every instruction the device library uses
/// (`activemask` needs 6.2) and that the GPU supports.
const NVPTX_CPUS: [(&str, u32); 13] = [
    ("sm_70", 64),
    ("sm_72", 64),
    ("sm_75", 64),
    ("sm_80", 70),
    ("sm_86", 71),
    ("sm_87", 74),
    ("sm_89", 78),
    ("sm_90", 78),
    ("sm_90a", 80),
    ("sm_100", 86),
    ("sm_100a", 86),
    ("sm_120", 87),
    ("sm_120a", 87),
];

/// AMD GPUs `--mcpu` accepts, with their wavefront size: GCN/CDNA (gfx9) run
/// wave64 only; RDNA (gfx10 and later) default to wave32, as HIP does.
const AMDGPU_CPUS: [(&str, u32); 12] = [
    ("gfx900", 64),
    ("gfx906", 64),
    ("gfx908", 64),
    ("gfx90a", 64),
    ("gfx942", 64),
    ("gfx950", 64),
    ("gfx1030", 32),
    ("gfx1100", 32),
    ("gfx1101", 32),
    ("gfx1102", 32),
    ("gfx1200", 32),
    ("gfx1201", 32),
];

const NVPTX_DEFAULT_CPU: &str = "sm_70";
const AMDGPU_DEFAULT_CPU: &str = "gfx90a";

/// LLVM's numbers for the kernel calling conventions.
const PTX_KERNEL_CC: u32 = 71;
const AMDGPU_KERNEL_CC: u32 = 91;

/// The code generator settings `--target` and `--mcpu` resolve to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Selected {
    pub triple: String,
    pub cpu: String,
    pub features: String,
    /// `Some` for the GPU targets that get a device library.
    pub gpu: Option<Gpu>,
}

impl Selected {
    /// The calling convention of kernels, where the target has one.
    pub fn kernel_calling_convention(&self) -> Option<u32> {
        match self.gpu? {
            Gpu::Nvptx { .. } => Some(PTX_KERNEL_CC),
            Gpu::Amdgpu { .. } => Some(AMDGPU_KERNEL_CC),
        }
    }
}

/// The GPUs `--mcpu` accepts for a triple (empty for other targets).
pub fn known_cpus(triple: &str) -> Vec<&'static str> {
    if triple.starts_with("nvptx") {
        NVPTX_CPUS.iter().map(|c| c.0).collect()
    } else if triple.starts_with("amdgcn") {
        AMDGPU_CPUS.iter().map(|c| c.0).collect()
    } else {
        Vec::new()
    }
}

/// Resolves `--target` and `--mcpu`; `None` without a target.
pub(crate) fn select(options: &Options) -> R<Option<Selected>> {
    let Some(triple) = options.target.clone() else {
        if let Some(cpu) = &options.mcpu {
            return Err(LowerError::Unsupported(format!(
                "`--mcpu {cpu}` needs a `--target` (nvptx64-nvidia-cuda or amdgcn-amd-amdhsa)"
            )));
        }
        return Ok(None);
    };
    let unknown_cpu = |cpu: &str| {
        LowerError::Unsupported(format!(
            "unknown GPU `{cpu}` for `{triple}` (known: {})",
            known_cpus(&triple).join(", ")
        ))
    };
    if triple.starts_with("nvptx64") {
        let cpu = options.mcpu.as_deref().unwrap_or(NVPTX_DEFAULT_CPU);
        let &(name, ptx) = NVPTX_CPUS
            .iter()
            .find(|c| c.0 == cpu)
            .ok_or_else(|| unknown_cpu(cpu))?;
        let sm = name
            .trim_start_matches("sm_")
            .trim_end_matches('a')
            .parse()
            .unwrap_or(70);
        Ok(Some(Selected {
            triple,
            cpu: name.into(),
            features: format!("+ptx{ptx}"),
            gpu: Some(Gpu::Nvptx { sm }),
        }))
    } else if triple.starts_with("amdgcn") {
        let cpu = options.mcpu.as_deref().unwrap_or(AMDGPU_DEFAULT_CPU);
        let &(name, wave) = AMDGPU_CPUS
            .iter()
            .find(|c| c.0 == cpu)
            .ok_or_else(|| unknown_cpu(cpu))?;
        Ok(Some(Selected {
            triple,
            cpu: name.into(),
            features: format!("+wavefrontsize{wave}"),
            gpu: Some(Gpu::Amdgpu { wave }),
        }))
    } else if let Some(cpu) = &options.mcpu {
        Err(LowerError::Unsupported(format!(
            "`--mcpu {cpu}`: tangle picks GPUs for nvptx64-nvidia-cuda and amdgcn-amd-amdhsa, not `{triple}`"
        )))
    } else {
        Ok(Some(Selected {
            triple,
            cpu: String::new(),
            features: String::new(),
            gpu: None,
        }))
    }
}

/// The target machine for the selection. Code generation always runs at
/// LLVM's default level: `-O` chooses the IR pipeline, and LLVM 22's
/// instruction selection at `-O0` fails on token IR ("Bad register class").
pub(crate) fn machine(selected: &Selected) -> R<TargetMachine> {
    ffi::initialize_targets();
    let triple = TargetTriple::create(&selected.triple);
    let target = Target::from_triple(&triple).map_err(|e| {
        LowerError::Unsupported(format!(
            "unknown target `{}`: {}",
            selected.triple,
            e.to_string_lossy()
        ))
    })?;
    target
        .create_target_machine(
            &triple,
            &selected.cpu,
            &selected.features,
            OptimizationLevel::Default,
            RelocMode::PIC,
            CodeModel::Default,
        )
        .ok_or_else(|| {
            LowerError::Unsupported(format!(
                "LLVM has no code generator for `{}`",
                selected.triple
            ))
        })
}

/// Links the GPU's device library into `module` and inlines it, leaving no
/// call to a builtin and no undefined symbol but LLVM's intrinsics (and
/// NVPTX's `vprintf` and `__assertfail`); then
/// infers `norecurse` (`function-attrs`), without which AMDGPU's backend
/// assumes that a kernel calling a device function may recurse and gives it
/// a dynamic stack.
pub(crate) fn link_device_library<'ctx>(
    context: &'ctx Context,
    module: &Module<'ctx>,
    gpu: Gpu,
    machine: &TargetMachine,
) -> R<()> {
    let text = devicelib::library(gpu);
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "device library");
    let library = ffi::parse_ir(context, buffer).map_err(|e| {
        LowerError::Internal(format!("the {gpu:?} device library does not parse: {e}"))
    })?;
    library.set_triple(&module.get_triple());
    library.set_data_layout(&module.get_data_layout());
    let defined: Vec<String> = library
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0)
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .collect();
    module.link_in_module(library).map_err(|e| {
        LowerError::Internal(format!(
            "linking the {gpu:?} device library: {}",
            e.to_string_lossy()
        ))
    })?;
    let always_inline = context.create_enum_attribute(
        inkwell::attributes::Attribute::get_named_enum_kind_id("alwaysinline"),
        0,
    );
    for name in &defined {
        if let Some(f) = module.get_function(name) {
            f.set_linkage(Linkage::Internal);
            f.add_attribute(AttributeLoc::Function, always_inline);
        }
    }
    ffi::run_passes(
        module,
        "always-inline,globaldce,function-attrs",
        Some(machine),
    )
    .map_err(|e| LowerError::Internal(format!("inlining the device library: {e}")))?;
    // CUDA's device printf is `vprintf`, and a failed `assert` calls `__assertfail`: the
    // CUDA driver links both when it loads the PTX (`.extern .func`, as Clang emits them).
    let external =
        |name: &str| matches!(gpu, Gpu::Nvptx { .. }) && matches!(name, "vprintf" | "__assertfail");
    let undefined: Vec<String> = module
        .get_functions()
        .filter(|f| f.count_basic_blocks() == 0)
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .filter(|name| !name.starts_with("llvm.") && !external(name))
        .collect();
    if !undefined.is_empty() {
        return Err(LowerError::Internal(format!(
            "the {gpu:?} device library leaves {} undefined",
            undefined.join(", ")
        )));
    }
    Ok(())
}

/// Runs LLVM's `default<O{level}>` pipeline on a verified module and verifies
/// the result.
///
/// LLVM 22's SimplifyCFG breaks token IR in one known way: when a loop's back
/// edge folds away (`do { ... } while (0)`, or a condition constant folding
/// decides), it merges the loop header into its predecessor, and the heart
/// ends up after convergent calls in a block that is in no cycle. Such a
/// heart executes at most once per instance of its parent token, so using
/// the parent token instead changes no dynamic instance: [`ffi::dissolve_stray_hearts`]
/// does that before verifying (README: "Optimising token IR"). IndVarSimplify
/// can sink the entry intrinsic out of the entry block, and an outer loop's heart out
/// of its header: [`ffi::hoist_entry_tokens`] and [`ffi::rehome_sunk_hearts`] put
/// them back.
pub(crate) fn optimize(module: &Module<'_>, level: u8, machine: Option<&TargetMachine>) -> R<()> {
    if level == 0 {
        return Ok(());
    }
    let pipeline = format!("default<O{}>", level.min(3));
    ffi::run_passes(module, &pipeline, machine)
        .map_err(|e| LowerError::Internal(format!("LLVM's `{pipeline}` pipeline: {e}")))?;
    ffi::dissolve_stray_hearts(module);
    ffi::hoist_entry_tokens(module);
    let mut verified = module.verify();
    if verified.is_err() {
        ffi::rehome_sunk_hearts(module);
        verified = module.verify();
    }
    if let Err(message) = verified {
        return Err(LowerError::Internal(format!(
            "LLVM's `{pipeline}` pipeline turned a verified module into one the verifier rejects \
             (a bug in one of LLVM's passes: `opt-22 -passes='{pipeline}' \
             -simplifycfg-sink-common=false -verify-each` on the `-O0` output names it):\n{}",
            message.to_string_lossy()
        )));
    }
    Ok(())
}
