//! Lowering: the program model and the tangle engine's decisions in, one LLVM 22
//! module with explicit convergence control out.
//!
//! [`lower`] builds the module with inkwell: kernels and device functions
//! become LLVM functions, locals become allocas (mem2reg-able), `__shared__`
//! arrays become `internal addrspace(3)` globals, builtins become calls to
//! external functions named as in the prelude (so clang-22's IR of the same
//! kernel and ours call the same functions), and convergence is made explicit:
//!
//! - a function that is convergent starts with `llvm.experimental.convergence.entry`;
//!   a `noconvergent` function with convergent operations starts with
//!   `llvm.experimental.convergence.anchor` instead;
//! - every cycle the tangle engine reports gets a heart
//!   (`llvm.experimental.convergence.loop`) in its header, whose parent is the
//!   token of the enclosing cycle;
//! - every convergent call carries `"convergencectrl"` with the token of the
//!   cycle `tangles` assigned to it (its innermost source-level cycle);
//! - an irreducible cycle (entered at more than one place) is routed through a
//!   hub block that dispatches on an i32 guard, and its heart is in the hub:
//!   this realises maximal convergence's choice (ARCHITECTURE.md).
//!
//! The lowering decides nothing about cycles itself; `cycles` checks that
//! the CFG it built realises the tangle engine's cycles, and the module always
//! passes LLVM's verifier (convergence rules included) before it is returned.
//! Raw LLVM pointers are confined to `ffi`.

#![warn(missing_docs)]

// Links LLVM into every binary that uses this crate (static in release builds).
extern crate llvm_linking;

mod cycles;
mod debug;
mod devicelib;
mod devicemath;
mod explicit;
mod expr;
mod ffi;
mod function;
mod math;
mod target;

pub use ffi::print_to_file;
pub use target::known_cpus;

use debug::Debug;
use devicelib::Gpu;
use frontend::model::{
    leaf_count, ConstValue, FuncId, FunctionKind, GlobalId, GlobalStorage, IntType, RecordId,
    RecordKind, Type,
};
use frontend::Unit;
use inkwell::context::{AsContextRef, Context};
use inkwell::llvm_sys::core::{
    LLVMContextSetDiscardValueNames, LLVMContextShouldDiscardValueNames, LLVMSetValueName2,
};
use inkwell::module::{Linkage, Module};
use inkwell::targets::FileType;
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{AnyValue, AsValueRef, BasicValueEnum, FunctionValue, GlobalValue};
use inkwell::AddressSpace;
use la_arena::ArenaMap;
use std::cell::RefCell;
use std::collections::HashMap;
use tangles::Analysis;

pub use inkwell;

/// The device library's math functions (`@__tangle_expf`, ..., `@sincosf`, `@frexpf`,
/// `@remquof` and their double forms, and CUDA's
/// fast intrinsics with NVPTX's `lg2.approx` when `nvptx`, else AMDGPU's),
/// as LLVM assembly without a triple: what `runtime`'s tests run on the IR
/// engine to measure their accuracy.
pub fn device_math_ir(nvptx: bool) -> String {
    let mut s = String::new();
    devicemath::library(&mut s, nvptx);
    devicelib::results_through_pointers(&mut s);
    s.push_str(devicelib::ATTRIBUTES);
    s
}

/// How to lower.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Target triple. `None`: no triple and LLVM's default data layout
    /// (64-bit pointers, as the model's LP64 types assume).
    pub target: Option<String>,
    /// `--mcpu`: the GPU (`sm_70`..`sm_120a`, `gfx90a`, `gfx1100`, ...) for the
    /// nvptx64 and amdgcn targets; `None` is each one's default (sm_70, gfx90a).
    pub mcpu: Option<String>,
    /// `-O0`..`-O3`: LLVM's `default<On>` pipeline on the tokenized module
    /// (0: none).
    pub opt_level: u8,
    /// `-g`: a debug location on every instruction (calls always have one).
    pub debug: bool,
    /// `--reconverge explicit`: lane masks for every tangle (NVPTX only; see `explicit.rs`).
    pub reconverge: Reconverge,
    /// Names only parameters and allocas (the IR engine binds arguments to the one
    /// and names the other in its messages), not the other values and blocks: for a
    /// module read in memory and never printed. Naming them was 2% of `tangle fuzz`'s
    /// instructions.
    pub few_names: bool,
}

/// How the emitted code says which threads communicate.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Reconverge {
    /// Convergence control tokens only.
    #[default]
    Tokens,
    /// Tokens, and each tangle as a lane mask computed at run time, which every
    /// convergent operation uses (for hardware that does not read tokens).
    Explicit,
}

/// What to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Emit {
    /// Textual IR (`.ll`).
    Llvm,
    /// Bitcode (`.bc`).
    Bitcode,
    /// Target assembly (needs a target).
    Assembly,
    /// Target object file (needs a target).
    Object,
}

/// Why lowering failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LowerError {
    /// A request the lowering cannot satisfy (an unknown target, `--emit obj`
    /// without one, a construct the chosen target forbids). Not a bug.
    #[error("{0}")]
    Unsupported(String),
    /// `--reconverge explicit` does not handle this kernel (yet): it can be
    /// lowered with tokens only instead.
    #[error("{0}")]
    NotExplicit(String),
    /// A bug: the model, the tangle engine's results and the IR disagree, or
    /// LLVM's verifier rejected the module. The message says where.
    #[error("internal error: {0}")]
    Internal(String),
}

impl From<inkwell::builder::BuilderError> for LowerError {
    fn from(e: inkwell::builder::BuilderError) -> Self {
        LowerError::Internal(format!("LLVM's IR builder failed: {e}"))
    }
}

pub(crate) type R<T> = Result<T, LowerError>;

pub(crate) fn internal<T>(msg: impl Into<String>) -> R<T> {
    Err(LowerError::Internal(msg.into()))
}

/// Lowers a translation unit that the frontend accepted (no errors) and the
/// tangle engine analysed. The module has passed LLVM's verifier.
pub fn lower<'ctx>(
    context: &'ctx Context,
    unit: &Unit,
    analysis: &Analysis,
    options: &Options,
) -> R<Module<'ctx>> {
    if unit.has_errors() {
        return internal("the lowering was given a unit with errors");
    }
    // Before LLVM reads a device library or runs a pipeline.
    llvm_linking::set_options();
    // SAFETY: a flag of the context, read as each value is named.
    unsafe { LLVMContextSetDiscardValueNames(context.as_ctx_ref(), options.few_names.into()) };
    let module = context.create_module(&unit.name);
    module.set_source_file_name(&unit.name);
    let selected = target::select(options)?;
    let machine = selected.as_ref().map(target::machine).transpose()?;
    if let Some(machine) = &machine {
        module.set_triple(&machine.get_triple());
        module.set_data_layout(&machine.get_target_data().get_data_layout());
    }
    let gpu = selected.as_ref().and_then(|s| s.gpu);
    if options.reconverge == Reconverge::Explicit && !matches!(gpu, Some(Gpu::Nvptx { .. })) {
        return Err(LowerError::Unsupported(
            "--reconverge explicit needs --target nvptx64-nvidia-cuda".into(),
        ));
    }
    if matches!(gpu, Some(Gpu::Amdgpu { .. })) {
        // The device library reads launch sizes where code object v5 puts them.
        module.add_basic_value_flag(
            "amdhsa_code_object_version",
            inkwell::module::FlagBehavior::Error,
            context.i32_type().const_int(500, false),
        );
    }
    let has_calls = unit
        .program
        .functions
        .iter()
        .any(|(_, f)| f.body.is_some() && f.exprs.iter().any(|(_, e)| always_located(f, e)));
    let debug =
        (options.debug || has_calls).then(|| Debug::new(context, &module, unit, options.debug));
    let mut m = ModuleLowerer {
        context,
        module,
        unit,
        debug,
        gpu,
        kernel_cc: selected
            .as_ref()
            .and_then(|s| s.kernel_calling_convention()),
        explicit: options.reconverge == Reconverge::Explicit,
        functions: ArenaMap::default(),
        globals: ArenaMap::default(),
        records: RefCell::default(),
    };
    m.declare_globals()?;
    m.declare_functions()?;
    for (id, f) in unit.program.functions.iter() {
        if f.body.is_none() {
            continue;
        }
        let Some(ft) = analysis.functions.get(id) else {
            return internal(format!("the tangle engine has no results for `{}`", f.name));
        };
        function::FnLowerer::new(&m, id, ft)?.lower()?;
    }
    if let Some(d) = &m.debug {
        d.finalize();
    }
    verify(&m.module)?;
    if let (Some(gpu), Some(machine)) = (gpu, &machine) {
        target::link_device_library(context, &m.module, gpu, machine)?;
        verify(&m.module)?;
    }
    if m.explicit && options.opt_level > 0 {
        // The masks say who communicates; tokens would only expose the pipeline to
        // LLVM 22's token bugs, which the mask code triggers in more shapes (loop
        // peeling then GVN leave a heart after a convergent call: generated kernel
        // seed 54 of `scripts/gpu-check`).
        ffi::strip_convergence_control(&m.module);
    }
    target::optimize(&m.module, options.opt_level, machine.as_ref())?;
    Ok(m.module)
}

/// Lowers and renders in one step (what the CLI and most tests want).
///
/// ```
/// let unit = frontend::compile(
///     &frontend::Input::Text {
///         name: "k.cu".into(),
///         text: "__global__ void k(unsigned *o) { if (threadIdx.x < 16) o[threadIdx.x] = __ballot_sync(0xffff, threadIdx.x & 1); }".into(),
///     },
///     &frontend::Options::default(),
/// );
/// assert!(!unit.has_errors());
/// let analysis = tangles::analyze(&unit.program).expect("no internal error");
/// let options = lowering::Options::default();
/// let ir = lowering::lower_to_bytes(&unit, &analysis, &options, lowering::Emit::Llvm)
///     .expect("it lowers");
/// let ir = String::from_utf8(ir).expect("LLVM assembly");
/// // The ballot is controlled by the kernel's entry token.
/// assert!(ir.contains("llvm.experimental.convergence.entry"));
/// ```
pub fn lower_to_bytes(
    unit: &Unit,
    analysis: &Analysis,
    options: &Options,
    emit: Emit,
) -> R<Vec<u8>> {
    let context = Context::create();
    let module = lower(&context, unit, analysis, options)?;
    render(&module, emit, options)
}

/// Lowers, verifies and hands the module to `f`, in the LLVM context that lives for the
/// call (for readers of the module in memory, such as the IR engine's).
pub fn lower_then<T>(
    unit: &Unit,
    analysis: &Analysis,
    options: &Options,
    f: impl FnOnce(&Module<'_>) -> T,
) -> R<T> {
    let context = Context::create();
    let module = lower(&context, unit, analysis, options)?;
    Ok(f(&module))
}

/// Writes a lowered module as text, bitcode, assembly or an object file.
pub fn render(module: &Module<'_>, emit: Emit, options: &Options) -> R<Vec<u8>> {
    match emit {
        Emit::Llvm => Ok(module.print_to_string().to_bytes().to_vec()),
        Emit::Bitcode => Ok(module.write_bitcode_to_memory().as_slice().to_vec()),
        Emit::Assembly | Emit::Object => {
            let Some(selected) = target::select(options)? else {
                return Err(LowerError::Unsupported(
                    "`--emit asm` and `--emit obj` need a target (e.g. `--target amdgcn-amd-amdhsa`)".into(),
                ));
            };
            if matches!(selected.gpu, Some(Gpu::Nvptx { .. })) {
                let cycle = ffi::globals_in_reference_cycles(module);
                if !cycle.is_empty() {
                    return Err(LowerError::Unsupported(format!(
                        "LLVM's NVPTX code generator cannot emit `{}`: their initializers refer \
                         to each other in a cycle, and it writes each variable after the ones its \
                         initializer uses (it would stop with `Circular dependency found in global \
                         variable set`)",
                        cycle.join("`, `")
                    )));
                }
            }
            let machine = target::machine(&selected)?;
            let triple = &selected.triple;
            // The line tables that calls always carry (for IR consumers) would
            // make NVPTX declare `.target sm_70, debug`, asking the driver for
            // debuggable code: GPU code gets them with `-g` only.
            // AMDGPU's code generator does not read convergence tokens, and its
            // StructurizeCFG turns them into token phis on some optimised CFGs
            // (then crashes: fuzz seed 500027 at -O1): it gets the module
            // without them, as Clang's HIP output is.
            let amdgpu = matches!(selected.gpu, Some(Gpu::Amdgpu { .. }));
            let strip_debug = selected.gpu.is_some() && !options.debug;
            let stripped;
            let module = if strip_debug || amdgpu {
                stripped = module.clone();
                if strip_debug {
                    ffi::strip_debug_info(&stripped);
                }
                if amdgpu {
                    ffi::strip_convergence_control(&stripped);
                    verify(&stripped)?;
                }
                &stripped
            } else {
                module
            };
            let file_type = if emit == Emit::Assembly {
                FileType::Assembly
            } else {
                FileType::Object
            };
            machine
                .write_to_memory_buffer(module, file_type)
                .map(|b| b.as_slice().to_vec())
                .map_err(|e| {
                    LowerError::Unsupported(format!(
                        "LLVM could not generate code for `{triple}`: {}",
                        e.to_string_lossy()
                    ))
                })
        }
    }
}

/// Runs LLVM's verifier (which includes the convergence verifier). A failure
/// is a bug of ours: report the verifier's text and the functions it names.
fn verify(module: &Module<'_>) -> R<()> {
    let Err(message) = module.verify() else {
        return Ok(());
    };
    let message = message.to_string_lossy().into_owned();
    let mut named: Vec<String> = module
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0)
        .filter(|f| message.contains(&format!("@{}", f.get_name().to_string_lossy())))
        .map(|f| f.print_to_string().to_string())
        .collect();
    if named.is_empty() {
        named.push(module.print_to_string().to_string());
    }
    internal(format!(
        "LLVM's verifier rejected the lowered module:\n{message}\n{}",
        named.join("\n")
    ))
}

/// Module-wide state shared by the functions being lowered.
pub(crate) struct ModuleLowerer<'a, 'ctx> {
    pub context: &'ctx Context,
    pub module: Module<'ctx>,
    pub unit: &'a Unit,
    pub debug: Option<Debug<'ctx>>,
    /// The GPU whose device library defines the builtins, if any: builtins
    /// then take every argument explicitly (a shuffle's width), and launch
    /// variables are calls the library defines.
    pub gpu: Option<Gpu>,
    /// The calling convention of kernels (`ptx_kernel`, `amdgpu_kernel`).
    pub kernel_cc: Option<u32>,
    /// `--reconverge explicit`.
    pub explicit: bool,
    pub functions: ArenaMap<FuncId, FunctionValue<'ctx>>,
    pub globals: ArenaMap<GlobalId, GlobalValue<'ctx>>,
    /// The LLVM type of each struct or union used so far, made on first use.
    records: RefCell<HashMap<RecordId, RecordType<'ctx>>>,
}

/// A struct or union as LLVM sees it: a named struct type with explicit
/// padding (`[N x i8]`) wherever C's layout leaves a gap or `aligned(N)`
/// raises the alignment, so every member sits at its C offset; a union is its
/// first member and padding, as Clang lays it out.
#[derive(Clone)]
pub(crate) struct RecordType<'ctx> {
    pub ty: inkwell::types::StructType<'ctx>,
    /// The LLVM field of each member, `None` for a union's other members
    /// (at offset 0: the record's own address).
    fields: Vec<Option<u32>>,
}

impl RecordType<'_> {
    pub fn field(&self, member: u32) -> Option<u32> {
        self.fields.get(member as usize).copied().flatten()
    }
}

/// Address space of `__shared__` memory (CUDA's and AMDGPU's numbering).
pub(crate) const SHARED_ADDRESS_SPACE: u16 = 3;

impl<'ctx> ModuleLowerer<'_, 'ctx> {
    /// Names `v` even in a context that drops names ([`Options::few_names`]): a
    /// parameter or an alloca (every alloca, through [`Self::alloca`]), whose name the IR engine
    /// reads (arguments are bound to parameters by name; a stack overflow and the
    /// race check name the variable).
    pub fn name(&self, v: impl AsValueRef, name: &str) {
        let context = self.context.as_ctx_ref();
        // SAFETY: `v` is a value of this context; LLVM copies the name. The context's
        // flag is set back before anything else is named.
        unsafe {
            let drops = LLVMContextShouldDiscardValueNames(context);
            LLVMContextSetDiscardValueNames(context, 0);
            LLVMSetValueName2(v.as_value_ref(), name.as_ptr().cast(), name.len());
            LLVMContextSetDiscardValueNames(context, drops);
        }
    }

    /// An alloca of `ty` at `b`'s position, named through [`Self::name`]: every alloca
    /// is built here, so that [`Options::few_names`] keeps all their names.
    pub fn alloca(
        &self,
        b: &inkwell::builder::Builder<'ctx>,
        ty: impl BasicType<'ctx>,
        name: &str,
    ) -> R<inkwell::values::PointerValue<'ctx>> {
        let slot = b.build_alloca(ty, "")?;
        self.name(slot, name);
        Ok(slot)
    }

    /// The type of a value in registers: `_Bool` is `i1`. `None` for `void`.
    pub fn reg_type(&self, ty: &Type) -> Option<BasicTypeEnum<'ctx>> {
        let c = self.context;
        Some(match ty {
            Type::Void => return None,
            Type::Int(i) => self.int_type(i.bits).into(),
            Type::Float => c.f32_type().into(),
            Type::Double => c.f64_type().into(),
            Type::Pointer(_) => c.ptr_type(AddressSpace::default()).into(),
            // Records are first-class aggregates in registers (parameters,
            // return values, `?:`), loaded and stored whole.
            Type::Array(..) | Type::Record(_) => self.mem_type(ty),
        })
    }

    /// The LLVM struct type of a record, made on first use.
    pub(crate) fn record(&self, id: RecordId) -> RecordType<'ctx> {
        if let Some(r) = self.records.borrow().get(&id) {
            return r.clone();
        }
        let c = self.context;
        let record = &self.unit.program.records[id];
        let name = match record.name.split_once(' ') {
            Some((kind, tag)) if !tag.starts_with('<') => format!("{kind}.{tag}"),
            Some((kind, _)) => format!("{kind}.anon"),
            None => format!("{}.{}", record.kind.keyword(), record.name),
        };
        let ty = c.opaque_struct_type(&name);
        let records = &self.unit.program.records;
        let (mut fields, mut body) = (Vec::new(), Vec::new());
        let mut at = 0;
        let pad = |n: u64, body: &mut Vec<BasicTypeEnum<'ctx>>| {
            if n > 0 {
                body.push(c.i8_type().array_type(n as u32).into());
            }
        };
        if let Some(layout) = &record.layout {
            for (i, m) in layout.members.iter().enumerate() {
                if record.kind == RecordKind::Union && i > 0 {
                    fields.push(None);
                    continue;
                }
                pad(m.offset - at, &mut body);
                fields.push(Some(body.len() as u32));
                body.push(self.mem_type(&m.ty));
                at = m.offset + m.ty.size(records);
            }
            pad(layout.size - at, &mut body);
        }
        ty.set_body(&body, false);
        let r = RecordType { ty, fields };
        self.records.borrow_mut().insert(id, r.clone());
        r
    }

    /// C's alignment of a record or an array of records, which its LLVM type
    /// may not imply (`aligned(16)`); `None` for other types, whose natural
    /// alignment LLVM knows.
    pub(crate) fn record_align(&self, ty: &Type) -> Option<u32> {
        match ty {
            Type::Record(_) => Some(ty.align(&self.unit.program.records) as u32),
            Type::Array(elem, _) => self.record_align(elem),
            _ => None,
        }
    }

    pub fn int_type(&self, bits: u8) -> inkwell::types::IntType<'ctx> {
        let c = self.context;
        match bits {
            1 => c.bool_type(),
            8 => c.i8_type(),
            16 => c.i16_type(),
            32 => c.i32_type(),
            64 => c.i64_type(),
            _ => c.i128_type(),
        }
    }

    /// The type of a value in memory: `_Bool` is `i8`, arrays are arrays, and
    /// `void` (only ever a pointee) is a byte.
    pub fn mem_type(&self, ty: &Type) -> BasicTypeEnum<'ctx> {
        let c = self.context;
        match ty {
            Type::Void => c.i8_type().into(),
            Type::Int(IntType { bits: 1, .. }) => c.i8_type().into(),
            Type::Array(elem, n) => self.mem_type(elem).array_type(*n as u32).into(),
            Type::Record(r) => self.record(r.id).ty.into(),
            _ => self.reg_type(ty).unwrap_or_else(|| c.i8_type().into()),
        }
    }

    fn declare_globals(&mut self) -> R<()> {
        for (id, g) in self.unit.program.globals.iter() {
            let ty = self.mem_type(&g.ty);
            let shared = g.storage == GlobalStorage::Shared;
            let dynamic = g.storage == GlobalStorage::DynamicShared;
            let space = if shared || dynamic {
                AddressSpace::from(SHARED_ADDRESS_SPACE)
            } else {
                AddressSpace::default()
            };
            let global = self.module.add_global(ty, Some(space), &g.name);
            if dynamic {
                // `external addrspace(3) global [0 x T]`, as Clang declares
                // it: NVPTX makes it `.extern .shared`, AMDGPU dynamic LDS,
                // and the IR engine the launch's dynamic shared memory. CUDA
                // aligns that memory to 16 bytes, which code casting a `char`
                // array to wider types relies on, and AMDGPU places dynamic
                // LDS by the declared alignment.
                global.set_alignment(16);
            } else if let Some(align) = self.record_align(&g.ty) {
                global.set_alignment(align);
            }
            self.globals.insert(id, global);
        }
        // Initializers once every global exists: they may hold addresses of later ones.
        for (id, g) in self.unit.program.globals.iter() {
            let global = self.globals[id];
            match g.storage {
                GlobalStorage::DynamicShared => {}
                GlobalStorage::Shared => {
                    // One copy per block, uninitialised at launch (CUDA forbids initialisers).
                    global.set_linkage(Linkage::Internal);
                    global.set_initializer(&poison(self.mem_type(&g.ty)));
                }
                GlobalStorage::Device | GlobalStorage::Constant => {
                    global.set_constant(g.storage == GlobalStorage::Constant);
                    if g.name.starts_with('.') {
                        // A string literal (`.str`), private to the module as Clang makes it.
                        global.set_linkage(Linkage::Private);
                        global.set_unnamed_addr(true);
                    }
                    let values = g.init.as_deref().unwrap_or(&[]);
                    let init = if values.is_empty() {
                        self.mem_type(&g.ty).const_zero()
                    } else {
                        self.constant(&g.ty, values)?
                    };
                    global.set_initializer(&init);
                }
            }
        }
        Ok(())
    }

    /// A constant of type `ty` from its scalar leaves ([`frontend::model::scalar_leaves`];
    /// missing ones are zero).
    fn constant(&self, ty: &Type, values: &[ConstValue]) -> R<BasicValueEnum<'ctx>> {
        let records = &self.unit.program.records;
        let mem = self.mem_type(ty);
        if values.is_empty() {
            return Ok(mem.const_zero());
        }
        if values.len() as u64 > leaf_count(ty, records) {
            return internal(format!("{} initializers for `{ty}`", values.len()));
        }
        // The leaves of each part: `values` in order, each part taking its share.
        let part = |from: u64, n: u64| -> &[ConstValue] {
            let from = (from as usize).min(values.len());
            &values[from..(from + n as usize).min(values.len())]
        };
        Ok(match ty {
            Type::Array(elem, n) => {
                let stride = leaf_count(elem, records);
                let items: Vec<BasicValueEnum<'ctx>> = (0..*n)
                    .map(|i| self.constant(elem, part(i * stride, stride)))
                    .collect::<R<_>>()?;
                const_array(self.mem_type(elem), &items)?
            }
            Type::Record(r) => {
                let record = &records[r.id];
                let rt = self.record(r.id);
                let mut fields: Vec<BasicValueEnum<'ctx>> = rt
                    .ty
                    .get_field_types()
                    .iter()
                    .map(|t| t.const_zero())
                    .collect();
                let mut at = 0;
                for (i, m) in record.members().iter().enumerate() {
                    let n = leaf_count(&m.ty, records);
                    if let Some(field) = rt.field(i as u32) {
                        fields[field as usize] = self.constant(&m.ty, part(at, n))?;
                    }
                    if record.kind == RecordKind::Union {
                        break;
                    }
                    at += n;
                }
                rt.ty.const_named_struct(&fields).into()
            }
            _ => self.scalar_constant(ty, &values[0])?,
        })
    }

    fn scalar_constant(&self, ty: &Type, v: &ConstValue) -> R<BasicValueEnum<'ctx>> {
        let mem = self.mem_type(ty);
        Ok(match (ty, v) {
            (Type::Int(i), ConstValue::Int(x)) => mem
                .into_int_type()
                .const_int(i.wrap(*x) as u64, i.signed)
                .into(),
            (Type::Int(i), ConstValue::Float(x)) => mem
                .into_int_type()
                .const_int(i.wrap(*x as i128) as u64, i.signed)
                .into(),
            (Type::Float | Type::Double, ConstValue::Float(x)) => {
                mem.into_float_type().const_float(*x).into()
            }
            (Type::Float | Type::Double, ConstValue::Int(x)) => {
                mem.into_float_type().const_float(*x as f64).into()
            }
            (Type::Pointer(_), ConstValue::Int(0)) => mem.const_zero(),
            (Type::Pointer(_), ConstValue::Address(g, offset)) => {
                let Some(global) = self.globals.get(*g) else {
                    return internal("an address constant of an undeclared global");
                };
                let generic = self.context.ptr_type(AddressSpace::default());
                let mut ptr = global.as_pointer_value();
                if ptr.get_type() != generic {
                    ptr = ptr.const_address_space_cast(generic);
                }
                if *offset != 0 {
                    let i8_type = self.context.i8_type();
                    let off = self.context.i64_type().const_int(*offset as u64, true);
                    // SAFETY (LLVM): a byte offset into the global, as Clang
                    // folds `&s.member` and `array + n`.
                    ptr = unsafe { ptr.const_gep(i8_type, &[off]) };
                }
                ptr.into()
            }
            (other, v) => {
                return internal(format!("a global initializer {v:?} for type `{other}`"))
            }
        })
    }

    fn declare_functions(&mut self) -> R<()> {
        // A function declared but neither defined nor called (the C library's, from its
        // headers) is left out, as Clang leaves it out.
        let called: std::collections::HashSet<frontend::model::FuncId> = self
            .unit
            .program
            .functions
            .iter()
            .flat_map(|(_, f)| f.exprs.iter())
            .filter_map(|(_, e)| match &e.kind {
                frontend::model::ExprKind::Call {
                    callee: frontend::model::Callee::Function(g),
                    ..
                } => Some(*g),
                _ => None,
            })
            .collect();
        for (id, f) in self.unit.program.functions.iter() {
            if f.body.is_none() && !called.contains(&id) {
                continue;
            }
            let params: Vec<_> = f
                .params
                .iter()
                .map(|&p| {
                    self.reg_type(&f.locals[p].ty)
                        .map(Into::into)
                        .ok_or_else(|| {
                            LowerError::Internal(format!("a `void` parameter in `{}`", f.name))
                        })
                })
                .collect::<R<_>>()?;
            let fn_type = match self.reg_type(&f.ret) {
                Some(t) => t.fn_type(&params, false),
                None => self.context.void_type().fn_type(&params, false),
            };
            let func = self.module.add_function(&f.name, fn_type, None);
            if f.convergent {
                func.add_attribute(
                    inkwell::attributes::AttributeLoc::Function,
                    self.attribute("convergent"),
                );
            }
            if let (Some(cc), FunctionKind::Kernel) = (self.kernel_cc, f.kind) {
                func.set_call_conventions(cc);
            }
            for (i, &p) in f.params.iter().enumerate() {
                if let Some(v) = func.get_nth_param(i as u32) {
                    self.name(v, &f.locals[p].name);
                }
            }
            self.functions.insert(id, func);
        }
        Ok(())
    }

    pub fn attribute(&self, name: &str) -> inkwell::attributes::Attribute {
        let kind = inkwell::attributes::Attribute::get_named_enum_kind_id(name);
        self.context.create_enum_attribute(kind, 0)
    }
}

/// The initial value of `__shared__` memory: none (as Clang's CUDA output).
pub(crate) fn poison(ty: BasicTypeEnum<'_>) -> BasicValueEnum<'_> {
    match ty {
        BasicTypeEnum::ArrayType(t) => t.get_poison().into(),
        BasicTypeEnum::FloatType(t) => t.get_poison().into(),
        BasicTypeEnum::IntType(t) => t.get_poison().into(),
        BasicTypeEnum::PointerType(t) => t.get_poison().into(),
        BasicTypeEnum::StructType(t) => t.get_poison().into(),
        BasicTypeEnum::VectorType(t) => t.get_poison().into(),
        BasicTypeEnum::ScalableVectorType(t) => t.get_poison().into(),
    }
}

fn const_array<'ctx>(
    elem: BasicTypeEnum<'ctx>,
    items: &[BasicValueEnum<'ctx>],
) -> R<BasicValueEnum<'ctx>> {
    Ok(match elem {
        BasicTypeEnum::IntType(t) => {
            let v: Vec<_> = items.iter().map(|x| x.into_int_value()).collect();
            t.const_array(&v).into()
        }
        BasicTypeEnum::FloatType(t) => {
            let v: Vec<_> = items.iter().map(|x| x.into_float_value()).collect();
            t.const_array(&v).into()
        }
        BasicTypeEnum::PointerType(t) => {
            let v: Vec<_> = items.iter().map(|x| x.into_pointer_value()).collect();
            t.const_array(&v).into()
        }
        BasicTypeEnum::ArrayType(t) => {
            let v: Vec<_> = items.iter().map(|x| x.into_array_value()).collect();
            t.const_array(&v).into()
        }
        BasicTypeEnum::StructType(t) => {
            let v: Vec<_> = items.iter().map(|x| x.into_struct_value()).collect();
            t.const_array(&v).into()
        }
        other => return internal(format!("an initialized global array of `{other}`")),
    })
}

/// Whether an expression gets a `!dbg` location even without `-g`: calls
/// (see [`debug`]), and float-to-integer conversions, which are undefined out
/// of range and which the runtime's IR engine then reports at their line.
pub(crate) fn always_located(f: &frontend::model::Function, e: &frontend::model::Expr) -> bool {
    match &e.kind {
        frontend::model::ExprKind::Call { .. } => true,
        frontend::model::ExprKind::Cast { operand, .. } => {
            e.ty.int().is_some_and(|i| i.bits > 1) && f.exprs[*operand].ty.is_float()
        }
        _ => false,
    }
}
