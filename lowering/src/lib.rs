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
//! The lowering decides nothing about cycles itself; [`cycles`] checks that
//! the CFG it built realises the tangle engine's cycles, and the module always
//! passes LLVM's verifier (convergence rules included) before it is returned.
//! Raw LLVM pointers are confined to [`ffi`].

mod cycles;
mod debug;
mod devicelib;
mod devicemath;
mod expr;
mod ffi;
mod function;
mod math;
mod target;

pub use target::known_cpus;

use debug::Debug;
use devicelib::Gpu;
use frontend::model::{ConstValue, FuncId, FunctionKind, GlobalId, GlobalStorage, IntType, Type};
use frontend::Unit;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::targets::FileType;
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{AnyValue, BasicValueEnum, FunctionValue, GlobalValue};
use inkwell::AddressSpace;
use la_arena::ArenaMap;
use std::fmt;
use tangles::Analysis;

pub use inkwell;

/// The device library's math functions (`@__tangle_expf`, ..., and CUDA's
/// fast intrinsics with NVPTX's `lg2.approx` when `nvptx`, else AMDGPU's),
/// as LLVM assembly without a triple: what `runtime`'s tests run on the IR
/// engine to measure their accuracy.
pub fn device_math_ir(nvptx: bool) -> String {
    let mut s = String::new();
    devicemath::library(&mut s, nvptx);
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

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LowerError {
    /// A request the lowering cannot satisfy (an unknown target, `--emit obj`
    /// without one, a construct the chosen target forbids). Not a bug.
    Unsupported(String),
    /// A bug: the model, the tangle engine's results and the IR disagree, or
    /// LLVM's verifier rejected the module. The message says where.
    Internal(String),
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LowerError::Unsupported(m) => write!(f, "{m}"),
            LowerError::Internal(m) => write!(f, "internal error: {m}"),
        }
    }
}

impl std::error::Error for LowerError {}

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
    let module = context.create_module(&unit.name);
    module.set_source_file_name(&unit.name);
    let selected = target::select(options)?;
    let machine = selected.as_ref().map(target::machine).transpose()?;
    if let Some(machine) = &machine {
        module.set_triple(&machine.get_triple());
        module.set_data_layout(&machine.get_target_data().get_data_layout());
    }
    let gpu = selected.as_ref().and_then(|s| s.gpu);
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
        functions: ArenaMap::default(),
        globals: ArenaMap::default(),
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
    target::optimize(&m.module, options.opt_level, machine.as_ref())?;
    Ok(m.module)
}

/// Lowers and renders in one step (what the CLI and most tests want).
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
    pub functions: ArenaMap<FuncId, FunctionValue<'ctx>>,
    pub globals: ArenaMap<GlobalId, GlobalValue<'ctx>>,
}

/// Address space of `__shared__` memory (CUDA's and AMDGPU's numbering).
pub(crate) const SHARED_ADDRESS_SPACE: u16 = 3;

impl<'ctx> ModuleLowerer<'_, 'ctx> {
    /// The type of a value in registers: `_Bool` is `i1`. `None` for `void`.
    pub fn reg_type(&self, ty: &Type) -> Option<BasicTypeEnum<'ctx>> {
        let c = self.context;
        Some(match ty {
            Type::Void => return None,
            Type::Int(i) => self.int_type(i.bits).into(),
            Type::Float => c.f32_type().into(),
            Type::Double => c.f64_type().into(),
            Type::Pointer(_) => c.ptr_type(AddressSpace::default()).into(),
            Type::Array(..) => self.mem_type(ty),
        })
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
            } else if shared {
                // One copy per block, uninitialised at launch (CUDA forbids initialisers).
                global.set_linkage(Linkage::Internal);
                global.set_initializer(&poison(ty));
            } else {
                global.set_constant(g.storage == GlobalStorage::Constant);
                if g.name.starts_with('.') {
                    // A string literal (`.str`), private to the module as Clang makes it.
                    global.set_linkage(Linkage::Private);
                    global.set_unnamed_addr(true);
                }
                let init = self.constant(&g.ty, g.init.as_deref().unwrap_or(&[]))?;
                global.set_initializer(&init);
            }
            self.globals.insert(id, global);
        }
        Ok(())
    }

    /// A constant of type `ty` from an initializer list (missing values are zero).
    fn constant(&self, ty: &Type, values: &[ConstValue]) -> R<BasicValueEnum<'ctx>> {
        let scalar = |ty: &Type, v: Option<&ConstValue>| -> R<BasicValueEnum<'ctx>> {
            let mem = self.mem_type(ty);
            Ok(match (ty, v) {
                (_, None) => mem.const_zero(),
                (Type::Int(i), Some(ConstValue::Int(x))) => mem
                    .into_int_type()
                    .const_int(i.wrap(*x) as u64, i.signed)
                    .into(),
                (Type::Int(i), Some(ConstValue::Float(x))) => mem
                    .into_int_type()
                    .const_int(i.wrap(*x as i128) as u64, i.signed)
                    .into(),
                (Type::Float | Type::Double, Some(ConstValue::Float(x))) => {
                    mem.into_float_type().const_float(*x).into()
                }
                (Type::Float | Type::Double, Some(ConstValue::Int(x))) => {
                    mem.into_float_type().const_float(*x as f64).into()
                }
                (Type::Pointer(_), Some(ConstValue::Int(0))) => mem.const_zero(),
                (other, Some(v)) => {
                    return internal(format!("a global initializer {v:?} for type `{other}`"))
                }
            })
        };
        match ty {
            _ if values.is_empty() => Ok(self.mem_type(ty).const_zero()),
            Type::Array(elem, n) => {
                // `values` are the leaves in row-major order: each element takes its share.
                let stride = leaf_count(elem) as usize;
                if values.len() as u64 > leaf_count(ty) {
                    return internal(format!("{} initializers for `{ty}`", values.len()));
                }
                let items: Vec<BasicValueEnum<'ctx>> = (0..*n as usize)
                    .map(|i| {
                        let part = values.get(i * stride..).unwrap_or(&[]);
                        let part = &part[..part.len().min(stride)];
                        match &**elem {
                            Type::Array(..) => self.constant(elem, part),
                            _ => scalar(elem, part.first()),
                        }
                    })
                    .collect::<R<_>>()?;
                let elem_ty = self.mem_type(elem);
                const_array(elem_ty, &items)
            }
            _ => scalar(ty, values.first()),
        }
    }

    fn declare_functions(&mut self) -> R<()> {
        for (id, f) in self.unit.program.functions.iter() {
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
                    v.set_name(&f.locals[p].name);
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
        other => return internal(format!("an initialized global array of `{other}`")),
    })
}

/// How many scalar leaves an object of type `ty` has.
fn leaf_count(ty: &Type) -> u64 {
    match ty {
        Type::Array(elem, n) => n * leaf_count(elem),
        _ => 1,
    }
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
