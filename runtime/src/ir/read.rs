//! Reads LLVM IR (text or bitcode) into the engine's own representation.
//!
//! An inkwell module owns what LLVM parses (see `parse` for why the parse
//! itself is by hand); everything else goes through
//! llvm-sys here, because inkwell panics on token-typed values (convergence
//! tokens are operands of calls and bundles). This is the only module with
//! raw LLVM pointers: each `unsafe` block calls the C API on values that
//! belong to the module being read, which outlives the reader.

use super::{
    Block, Callee, CastKind, FPred, Func, Global, Inst, IntOp, LaneArg, LaneOp, Module, Operand,
    Param, Pred, ReduceOp,
};
use crate::collective;
use crate::trace::Site;
use crate::value::{self, Ty};
use frontend::builtins::{Builtin, Scope};
use frontend::math::{MathFn, Prec};
use frontend::model::{BinaryOp, Dim, SpecialVar};
use inkwell::context::Context;
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::debuginfo::{LLVMDIFileGetFilename, LLVMDIScopeGetFile, LLVMGetSubprogram};
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::target::*;
use inkwell::llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate, LLVMTypeKind};
use inkwell::memory_buffer::MemoryBuffer;
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::ffi::CStr;

/// Reads IR text or bitcode (`name` is for messages). IR that does not parse,
/// or uses what the engine does not execute, is an input failure.
pub fn read(name: &str, bytes: &[u8]) -> Result<Module, crate::Failure> {
    read_module(name, bytes).map_err(crate::Failure::Input)
}

/// Reads a module already in memory that LLVM's verifier has accepted: tangle's
/// lowering verifies what it returns and hands it over without writing and
/// parsing it again (verifying it a second time here was a tenth of the fuzzer's
/// lowering).
pub fn read_llvm(module: &inkwell::module::Module<'_>) -> Result<Module, crate::Failure> {
    Reader::new(module.as_mut_ptr())
        .read()
        .map_err(crate::Failure::Input)
}

fn read_module(name: &str, bytes: &[u8]) -> Result<Module, String> {
    llvm_linking::set_options();
    let ctx = Context::create();
    let module = parse(&ctx, name, bytes)
        .map_err(|e| format!("{name} is not valid LLVM IR: {}", e.trim()))?;
    read_parsed(&module)
}

fn read_parsed(module: &inkwell::module::Module<'_>) -> Result<Module, String> {
    let verifier = module
        .verify()
        .err()
        .map(|e| e.to_string().trim().to_string());
    let mut m = Reader::new(module.as_mut_ptr()).read()?;
    m.verifier = verifier;
    Ok(m)
}

/// Parses IR text or bitcode. By hand rather than with inkwell's
/// `create_module_from_ir`: with LLVM 22 that calls `LLVMParseIRInContext2`,
/// which only borrows the buffer, and then forgets the buffer as if it had been
/// consumed, leaking a copy of the IR on every read (13 MB over 150 fuzzed
/// programs, measured with heaptrack).
fn parse<'ctx>(
    ctx: &'ctx Context,
    name: &str,
    bytes: &[u8],
) -> Result<inkwell::module::Module<'ctx>, String> {
    let buf = MemoryBuffer::create_from_memory_range_copy(bytes, name);
    let mut module = std::ptr::null_mut();
    let mut message = std::ptr::null_mut();
    // SAFETY: a live context and buffer; the buffer stays ours (dropped,
    // hence disposed, when this function returns) and the parser writes a
    // module or an error message, which is copied and then disposed.
    unsafe {
        if inkwell::llvm_sys::ir_reader::LLVMParseIRInContext2(
            ctx.raw(),
            buf.as_mut_ptr(),
            &mut module,
            &mut message,
        ) != 0
        {
            let text = if message.is_null() {
                "the parser gave no reason".to_string()
            } else {
                let text = CStr::from_ptr(message).to_string_lossy().into_owned();
                LLVMDisposeMessage(message);
                text
            };
            return Err(text);
        }
        // The module belongs to `ctx`, which outlives it (the returned
        // module borrows it).
        Ok(inkwell::module::Module::new(module))
    }
}

/// An address of a global in a constant's bytes: (at, global, offset).
type Reloc = (u64, u32, i64);

#[derive(Debug, Clone, Copy)]
enum Special {
    /// A `{x, y, z}` struct: the load offset picks the dimension.
    Dims(fn(Dim) -> SpecialVar),
    WarpSize,
}

/// The launch variable at byte `off` of `s`.
fn launch_variable(s: Special, off: i64) -> Result<SpecialVar, String> {
    Ok(match (s, off) {
        (Special::Dims(f), 0) => f(Dim::X),
        (Special::Dims(f), 4) => f(Dim::Y),
        (Special::Dims(f), 8) => f(Dim::Z),
        (Special::WarpSize, 0) => SpecialVar::WarpSize,
        _ => return Err(format!("a load at offset {off} of a launch variable")),
    })
}

struct Reader {
    m: LLVMModuleRef,
    td: LLVMTargetDataRef,
    funcs: FxHashMap<LLVMValueRef, u32>,
    globals: FxHashMap<LLVMValueRef, u32>,
    special: FxHashMap<u32, Special>,
    out: Module,
    /// Vector constants (lanes as the engine lays them out, relocations),
    /// placed as read-only globals after the module's own, at `const_base`.
    consts: RefCell<Vec<(Vec<u8>, Vec<Reloc>)>>,
    const_base: u32,
}

fn name_of(v: LLVMValueRef) -> String {
    let mut len = 0usize;
    // SAFETY: `v` is a value of the module; the returned pointer and length
    // describe its name, valid while the module lives.
    unsafe {
        let p = LLVMGetValueName2(v, &mut len);
        if p.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned()
    }
}

fn kind(t: LLVMTypeRef) -> LLVMTypeKind {
    // SAFETY: `t` is a type of the module's context.
    unsafe { LLVMGetTypeKind(t) }
}

fn type_of(v: LLVMValueRef) -> LLVMTypeRef {
    // SAFETY: `v` is a value of the module.
    unsafe { LLVMTypeOf(v) }
}

fn operand_at(v: LLVMValueRef, i: u32) -> LLVMValueRef {
    // SAFETY: callers pass `i` below `LLVMGetNumOperands(v)`.
    unsafe { LLVMGetOperand(v, i) }
}

fn num_operands(v: LLVMValueRef) -> u32 {
    // SAFETY: `v` is a user value of the module.
    unsafe { LLVMGetNumOperands(v) as u32 }
}

/// A scalar value type (`token` values are instance ids).
fn scalar(t: LLVMTypeRef) -> Result<Ty, String> {
    match kind(t) {
        LLVMTypeKind::LLVMIntegerTypeKind => {
            // SAFETY: an integer type.
            let bits = unsafe { LLVMGetIntTypeWidth(t) };
            if bits > 64 {
                return Err(format!("{bits}-bit integers are not supported"));
            }
            Ok(Ty::I {
                bits: bits as u8,
                signed: false,
            })
        }
        LLVMTypeKind::LLVMFloatTypeKind => Ok(Ty::F32),
        LLVMTypeKind::LLVMDoubleTypeKind => Ok(Ty::F64),
        LLVMTypeKind::LLVMPointerTypeKind => Ok(Ty::Ptr),
        LLVMTypeKind::LLVMTokenTypeKind => Ok(Ty::U64),
        k => Err(format!("values of type kind {k:?} are not supported")),
    }
}

/// Structs, arrays and vectors: values the engine holds as the address of a copy.
fn is_aggregate(t: LLVMTypeRef) -> bool {
    matches!(
        kind(t),
        LLVMTypeKind::LLVMStructTypeKind
            | LLVMTypeKind::LLVMArrayTypeKind
            | LLVMTypeKind::LLVMVectorTypeKind
    )
}

/// A fixed-length vector type's lane count and element type.
fn vector(t: LLVMTypeRef) -> Option<(u32, LLVMTypeRef)> {
    // SAFETY: a vector type has a length and an element type.
    (kind(t) == LLVMTypeKind::LLVMVectorTypeKind)
        .then(|| unsafe { (LLVMGetVectorSize(t), LLVMGetElementType(t)) })
}

/// More lanes than any vectorizer makes; bad IR with more is refused
/// rather than allocated.
const MAX_LANES: u32 = 1 << 16;

/// The lanes of a vector type, and their scalar type.
fn lanes(t: LLVMTypeRef) -> Result<(u32, Ty), String> {
    let (n, elem) = vector(t).ok_or("a vector operation on a value that is not a vector")?;
    if n > MAX_LANES {
        return Err(format!(
            "a vector of {n} lanes is more than the engine holds"
        ));
    }
    Ok((n, scalar(elem)?))
}

/// How an argument of an elementwise operation is read: lane by lane (a
/// vector) or whole (a scalar every lane shares).
fn lane_ty(v: LLVMValueRef) -> Result<Option<Ty>, String> {
    vector(type_of(v)).map(|(_, e)| scalar(e)).transpose()
}

/// The instruction as IR text, for messages about what is not supported.
fn ir_text(v: LLVMValueRef) -> String {
    // SAFETY: `v` is a value of the module; the string LLVM returns is ours
    // to dispose of.
    let text = unsafe {
        let p = LLVMPrintValueToString(v);
        if p.is_null() {
            return String::new();
        }
        let t = CStr::from_ptr(p).to_string_lossy().into_owned();
        LLVMDisposeMessage(p);
        t
    };
    let text = text.trim();
    match text.char_indices().nth(120) {
        Some((at, _)) => format!("{} ...", &text[..at]),
        None => text.to_string(),
    }
}

fn bits_of(t: Ty) -> u8 {
    match t {
        Ty::I { bits, .. } => bits,
        Ty::F32 => 32,
        Ty::F64 | Ty::Ptr => 64,
    }
}

/// The builtin a declaration's name stands for, with its value type: a
/// typed entry point `__tangle_<name>_<type>` (shuffles, and the other
/// overloaded builtins on types other than `int`), else the prelude's name,
/// typed by its value argument read as signed.
fn builtin(name: &str, args: &[Ty]) -> Option<(Builtin, Ty)> {
    if name == frontend::builtins::SYNCWARP_WHOLE {
        return Some((Builtin::SyncWarp, Ty::U32));
    }
    if let Some(rest) = name.strip_prefix("__tangle_") {
        let (op, suffix) = rest.rsplit_once('_')?;
        let ty = match suffix {
            "i32" => Ty::I32,
            "u32" => Ty::U32,
            "i64" => Ty::I64,
            "u64" => Ty::U64,
            "f32" => Ty::F32,
            "f64" => Ty::F64,
            _ => return None,
        };
        let b = Builtin::from_name(&format!("__{op}")).or_else(|| Builtin::from_name(op))?;
        return (b.shuffled_value().is_some() || b.is_overloaded()).then_some((b, ty));
    }
    // `__ldg` is lowered as a load (by tangle and by the prelude's macro): a
    // call of it has no type to load.
    let b = Builtin::from_name(name).filter(|&b| b != Builtin::Ldg)?;
    let signed = |t: Ty| match t {
        Ty::I { bits, .. } => Ty::I { bits, signed: true },
        other => other,
    };
    let ty = match b.value_arg() {
        Some(i) => signed(*args.get(i)?),
        None => match args.first() {
            Some(&t) if b.is_pure() => signed(t),
            _ => Ty::U32,
        },
    };
    Some((b, ty))
}

impl Reader {
    fn new(m: LLVMModuleRef) -> Reader {
        // SAFETY: `m` is a live module; its data layout lives as long as it.
        let td = unsafe { LLVMGetModuleDataLayout(m) };
        Reader {
            m,
            td,
            funcs: FxHashMap::default(),
            globals: FxHashMap::default(),
            special: FxHashMap::default(),
            out: Module::default(),
            consts: RefCell::new(Vec::new()),
            const_base: 0,
        }
    }

    /// Allocation size of a type; `Err` for unsized types (opaque structs).
    fn size(&self, t: LLVMTypeRef) -> Result<u64, String> {
        // SAFETY: a type of the module's context; the size is only asked of
        // sized types.
        unsafe {
            if LLVMTypeIsSized(t) == 0 {
                return Err("a value of unsized type".into());
            }
            Ok(LLVMABISizeOfType(self.td, t))
        }
    }

    /// Bytes of a value held as the address of a copy: a vector's lanes
    /// (each of its scalar's size, `i1` in a byte), else the type's size.
    fn value_size(&self, t: LLVMTypeRef) -> Result<u64, String> {
        match vector(t) {
            Some(_) => {
                let (n, ty) = lanes(t)?;
                Ok(n as u64 * ty.size())
            }
            None => self.size(t),
        }
    }

    /// A vector loaded or stored: in memory its lanes are packed as the
    /// engine holds them only when each fills whole bytes.
    fn memory_size(&self, t: LLVMTypeRef) -> Result<u64, String> {
        if vector(t).is_some() {
            let (n, ty) = lanes(t)?;
            if bits_of(ty) % 8 != 0 {
                return Err(format!(
                    "a vector of {n} i{} in memory (bit-packed lanes) is not supported",
                    bits_of(ty)
                ));
            }
        }
        self.value_size(t)
    }

    fn read(mut self) -> Result<Module, String> {
        // SAFETY (whole block): iterating the module's globals and functions.
        unsafe {
            // Every global's index first: initializers may hold later ones' addresses.
            let mut g = LLVMGetFirstGlobal(self.m);
            while !g.is_null() {
                let idx = self.globals.len() as u32;
                self.globals.insert(g, idx);
                g = LLVMGetNextGlobal(g);
            }
            let mut g = LLVMGetFirstGlobal(self.m);
            while !g.is_null() {
                self.global(g)?;
                g = LLVMGetNextGlobal(g);
            }
            self.const_base = self.out.globals.len() as u32;
            let mut defined = Vec::new();
            let mut f = LLVMGetFirstFunction(self.m);
            while !f.is_null() {
                if LLVMIsDeclaration(f) == 0 {
                    self.funcs.insert(f, defined.len() as u32);
                    defined.push(f);
                }
                f = LLVMGetNextFunction(f);
            }
            for f in defined {
                let func = self.function(f)?;
                self.out.funcs.push(func);
            }
        }
        for (k, (bytes, relocs)) in self.consts.take().into_iter().enumerate() {
            let idx = self.const_base + k as u32;
            self.out.globals.push(Global {
                name: "a vector constant".into(),
                read_only: true,
                bytes,
                relocs: relocs
                    .into_iter()
                    .map(|(at, target, offset)| crate::launch::Reloc {
                        global: idx,
                        at,
                        target,
                        offset,
                    })
                    .collect(),
                shared: false,
                dynamic: false,
            });
        }
        let calls: Vec<u32> = self
            .out
            .funcs
            .iter()
            .flat_map(|f| {
                f.insts.iter().filter_map(|i| match i {
                    Inst::Call {
                        callee: Callee::Func(c),
                        ..
                    } => Some(*c),
                    _ => None,
                })
            })
            .collect();
        for c in calls {
            if let Some(f) = self.out.funcs.get_mut(c as usize) {
                f.called = true;
            }
        }
        Ok(self.out)
    }

    fn global(&mut self, g: LLVMValueRef) -> Result<(), String> {
        let name = name_of(g);
        // `llvm.used` and friends are lists for the compiler, not memory a kernel reads.
        if name.starts_with("llvm.") {
            return Ok(());
        }
        // SAFETY: `g` is a global variable of the module.
        let (ty, declared, addrspace, section) = unsafe {
            let s = LLVMGetSection(g);
            let section = if s.is_null() {
                String::new()
            } else {
                CStr::from_ptr(s).to_string_lossy().into_owned()
            };
            (
                LLVMGlobalGetValueType(g),
                LLVMIsDeclaration(g) != 0,
                LLVMGetPointerAddressSpace(LLVMTypeOf(g)),
                section,
            )
        };
        let idx = self.out.globals.len() as u32;
        let shared = addrspace == 3 || section == "tangle.shared";
        // A shared global defined elsewhere is CUDA's dynamic shared memory
        // (`extern __shared__`, `external addrspace(3) global [0 x T]`).
        let mut dynamic = declared && shared;
        if declared {
            let special = match name.as_str() {
                "threadIdx" => Some(Special::Dims(SpecialVar::ThreadIdx)),
                "blockIdx" => Some(Special::Dims(SpecialVar::BlockIdx)),
                "blockDim" => Some(Special::Dims(SpecialVar::BlockDim)),
                "gridDim" => Some(Special::Dims(SpecialVar::GridDim)),
                "warpSize" => Some(Special::WarpSize),
                _ => None,
            };
            if let Some(s) = special {
                self.special.insert(idx, s);
                dynamic = false;
            }
        }
        let size = self.size(ty).map_err(|e| format!("global `{name}`: {e}"))?;
        if size > 1 << 30 {
            return Err(format!(
                "global `{name}` has {size} bytes, more than the engine holds"
            ));
        }
        let mut bytes = vec![0u8; size as usize];
        let mut relocs = Vec::new();
        if !declared {
            // SAFETY: a defined global has an initializer.
            let init = unsafe { LLVMGetInitializer(g) };
            if !init.is_null() {
                self.fill(&mut bytes, &mut relocs, 0, init, ty)
                    .map_err(|e| format!("global `{name}`: {e}"))?;
            }
        }
        let relocs = relocs
            .into_iter()
            .map(|(at, target, offset)| crate::launch::Reloc {
                global: idx,
                at,
                target,
                offset,
            })
            .collect();
        // SAFETY: `g` is a global variable of the module.
        let read_only = unsafe { LLVMIsGlobalConstant(g) } != 0;
        self.out.globals.push(Global {
            name,
            bytes,
            relocs,
            shared,
            dynamic,
            read_only,
        });
        Ok(())
    }

    /// Writes constant `c` of type `t` into `bytes` at `at`; an address of a
    /// global becomes a relocation `(at, global, offset)`.
    fn fill(
        &self,
        bytes: &mut [u8],
        relocs: &mut Vec<Reloc>,
        at: usize,
        c: LLVMValueRef,
        t: LLVMTypeRef,
    ) -> Result<(), String> {
        let size = self.size(t)? as usize;
        if at + size > bytes.len() {
            return Err("an initialiser larger than its global".into());
        }
        let mut put = |v: u64, n: usize| bytes[at..at + n].copy_from_slice(&v.to_le_bytes()[..n]);
        // SAFETY: `c` is a constant of type `t`; every accessor matches its kind.
        unsafe {
            if !LLVMIsAConstantInt(c).is_null() {
                if LLVMGetIntTypeWidth(t) > 64 {
                    return Err("integers wider than 64 bits are not supported".into());
                }
                put(LLVMConstIntGetZExtValue(c), size.min(8));
            } else if !LLVMIsAConstantFP(c).is_null() {
                let mut lost = 0;
                let x = LLVMConstRealGetDouble(c, &mut lost);
                match kind(t) {
                    LLVMTypeKind::LLVMFloatTypeKind => put(value::from_f32(x as f32), 4),
                    _ => put(value::from_f64(x), 8),
                }
            } else if !LLVMIsAConstantAggregateZero(c).is_null()
                || !LLVMIsAConstantPointerNull(c).is_null()
                || LLVMIsUndef(c) != 0
                || LLVMIsPoison(c) != 0
            {
                // Zero (or undefined, which we read as zero).
            } else if !LLVMIsAConstantDataSequential(c).is_null()
                || !LLVMIsAConstantArray(c).is_null()
            {
                let elem = LLVMGetElementType(t);
                let n = LLVMGetArrayLength2(t);
                let es = self.size(elem)? as usize;
                for i in 0..n {
                    let e = LLVMGetAggregateElement(c, i as u32);
                    if !e.is_null() {
                        self.fill(bytes, relocs, at + i as usize * es, e, elem)?;
                    }
                }
            } else if !LLVMIsAConstantStruct(c).is_null() {
                for i in 0..LLVMCountStructElementTypes(t) {
                    let off = LLVMOffsetOfElement(self.td, t, i) as usize;
                    let e = LLVMGetAggregateElement(c, i);
                    if !e.is_null() {
                        self.fill(bytes, relocs, at + off, e, LLVMStructGetTypeAtIndex(t, i))?;
                    }
                }
            } else if let Some((g, offset)) = self.const_address(c) {
                relocs.push((at as u64, g, offset));
            } else {
                return Err("an initialiser the engine cannot evaluate".into());
            }
        }
        Ok(())
    }

    /// A global's address plus a constant byte offset: `@g`,
    /// `getelementptr (i8, ptr @g, i64 16)`, and casts of those.
    fn const_address(&self, c: LLVMValueRef) -> Option<(u32, i64)> {
        if let Some(&g) = self.globals.get(&c) {
            return Some((g, 0));
        }
        // SAFETY: `c` is a constant of the module; the operands read match its opcode.
        unsafe {
            if LLVMIsAConstantExpr(c).is_null() {
                return None;
            }
            match LLVMGetConstOpcode(c) {
                LLVMOpcode::LLVMGetElementPtr => {
                    let (g, base) = self.const_address(operand_at(c, 0))?;
                    let mut cur = LLVMGetGEPSourceElementType(c);
                    let mut off = base;
                    for k in 1..num_operands(c) {
                        let v = operand_at(c, k);
                        if LLVMIsAConstantInt(v).is_null() {
                            return None;
                        }
                        let x = LLVMConstIntGetSExtValue(v);
                        if k == 1 {
                            off += x * self.size(cur).ok()? as i64;
                            continue;
                        }
                        match kind(cur) {
                            LLVMTypeKind::LLVMStructTypeKind => {
                                off += LLVMOffsetOfElement(self.td, cur, x as u32) as i64;
                                cur = LLVMStructGetTypeAtIndex(cur, x as u32);
                            }
                            LLVMTypeKind::LLVMArrayTypeKind => {
                                cur = LLVMGetElementType(cur);
                                off += x * self.size(cur).ok()? as i64;
                            }
                            _ => return None,
                        }
                    }
                    Some((g, off))
                }
                LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => {
                    self.const_address(operand_at(c, 0))
                }
                _ => None,
            }
        }
    }

    /// The source file a function's debug info names.
    fn source_file(f: LLVMValueRef) -> Option<String> {
        // SAFETY: debug-info metadata of a function of the module; the name
        // pointer and length stay valid while the module lives.
        unsafe {
            let sp = LLVMGetSubprogram(f);
            if sp.is_null() {
                return None;
            }
            let file = LLVMDIScopeGetFile(sp);
            if file.is_null() {
                return None;
            }
            let mut len = 0u32;
            let p = LLVMDIFileGetFilename(file, &mut len);
            if p.is_null() {
                return None;
            }
            Some(
                String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize))
                    .into_owned(),
            )
        }
    }

    fn function(&mut self, f: LLVMValueRef) -> Result<Func, String> {
        let fname = name_of(f);
        if self.out.source_file.is_none() {
            self.out.source_file = Self::source_file(f);
        }
        let mut params = Vec::new();
        let mut param_ids = FxHashMap::default();
        // SAFETY (whole block): walking a defined function's parameters,
        // blocks and instructions.
        let (blocks, insts) = unsafe {
            let byval_kind = LLVMGetEnumAttributeKindForName(c"byval".as_ptr(), 5);
            for i in 0..LLVMCountParams(f) {
                let p = LLVMGetParam(f, i);
                let byval = LLVMGetEnumAttributeAtIndex(f, i + 1, byval_kind);
                let (ty, copy) = if !byval.is_null() {
                    let t = LLVMGetTypeAttributeValue(byval);
                    (Ty::Ptr, self.size(t)?)
                } else if is_aggregate(type_of(p)) {
                    (Ty::Ptr, self.value_size(type_of(p))?)
                } else {
                    let ty =
                        scalar(type_of(p)).map_err(|e| format!("`{fname}` parameter {i}: {e}"))?;
                    (ty, 0)
                };
                let name = name_of(p);
                params.push(Param {
                    name: if name.is_empty() {
                        format!("arg{i}")
                    } else {
                        name
                    },
                    ty,
                    copy,
                });
                param_ids.insert(p, i);
            }
            let mut blocks = Vec::new();
            let mut insts = Vec::new();
            let mut bb = LLVMGetFirstBasicBlock(f);
            while !bb.is_null() {
                let first = insts.len();
                let mut i = LLVMGetFirstInstruction(bb);
                while !i.is_null() {
                    insts.push(i);
                    i = LLVMGetNextInstruction(i);
                }
                let name = LLVMGetBasicBlockName(bb);
                let name = if name.is_null() {
                    String::new()
                } else {
                    CStr::from_ptr(name).to_string_lossy().into_owned()
                };
                blocks.push((bb, insts.len() - first, name));
                bb = LLVMGetNextBasicBlock(bb);
            }
            (blocks, insts)
        };
        let block_ids: FxHashMap<LLVMBasicBlockRef, u32> = blocks
            .iter()
            .enumerate()
            .map(|(i, (b, _, _))| (*b, i as u32))
            .collect();
        let inst_ids: FxHashMap<LLVMValueRef, u32> = insts
            .iter()
            .enumerate()
            .map(|(i, v)| (*v, i as u32))
            .collect();
        let np = params.len() as u32;
        let mut fx = FnReader {
            r: self,
            fname: &fname,
            param_ids: &param_ids,
            inst_ids: &inst_ids,
            block_ids: &block_ids,
            np,
            ordinal: 0,
            controlled: false,
        };
        let mut out_insts = Vec::with_capacity(insts.len());
        let mut locs = Vec::with_capacity(insts.len());
        for &i in &insts {
            // SAFETY: `i` is an instruction of `f`.
            let (line, col) = unsafe { (LLVMGetDebugLocLine(i), LLVMGetDebugLocColumn(i)) };
            let loc = (line != 0).then_some((line, col));
            let inst = fx.inst(i, loc).map_err(|e| {
                let at = loc.map(|(l, c)| format!(" at {l}:{c}")).unwrap_or_default();
                format!("`{fname}`{at}: {e} (in `{}`)", ir_text(i))
            })?;
            out_insts.push(inst);
            locs.push(loc);
        }
        let controlled = fx.controlled;
        let mut out_blocks = Vec::with_capacity(blocks.len());
        let mut block_of = Vec::with_capacity(insts.len());
        let mut at = 0u32;
        for (b, (_, n, name)) in blocks.into_iter().enumerate() {
            let start = at;
            let end = at + n as u32;
            let mut body = start;
            while body < end && matches!(out_insts[body as usize], Inst::Phi { .. }) {
                body += 1;
            }
            if n == 0 || !out_insts[(end - 1) as usize].is_terminator() {
                return Err(format!("`{fname}`: block {b} has no terminator"));
            }
            out_blocks.push(Block {
                start,
                body,
                end,
                name,
            });
            block_of.extend(std::iter::repeat_n(b as u32, n));
            at = end;
        }
        // SAFETY: the function's return type.
        let ret_ty = unsafe { LLVMGetReturnType(LLVMGlobalGetValueType(f)) };
        let ret_size = match kind(ret_ty) {
            LLVMTypeKind::LLVMVoidTypeKind => 0,
            _ if is_aggregate(ret_ty) => self.value_size(ret_ty)?,
            _ => {
                // Only checked: a scalar type the engine cannot hold is refused here.
                scalar(ret_ty).map_err(|e| format!("`{fname}` returns: {e}"))?;
                0
            }
        };
        Ok(Func {
            name: fname,
            params,
            ret_size,
            insts: out_insts,
            locs,
            blocks: out_blocks,
            block_of,
            controlled,
            called: false,
        })
    }
}

/// A variable GEP index: (value, its width, scale in bytes).
type GepTerm = (Operand, u8, i64);

struct FnReader<'a> {
    r: &'a mut Reader,
    fname: &'a str,
    param_ids: &'a FxHashMap<LLVMValueRef, u32>,
    inst_ids: &'a FxHashMap<LLVMValueRef, u32>,
    block_ids: &'a FxHashMap<LLVMBasicBlockRef, u32>,
    np: u32,
    ordinal: u32,
    controlled: bool,
}

impl FnReader<'_> {
    fn operand(&self, v: LLVMValueRef) -> Result<Operand, String> {
        match self.address(v)? {
            Operand::Global(g, _) if self.r.special.contains_key(&g) => Err(format!(
                "`{}` used other than by a load (its address cannot escape)",
                self.r.out.globals[g as usize].name
            )),
            other => Ok(other),
        }
    }

    /// Like `operand`, but a launch variable's address is allowed (loads).
    fn address(&self, v: LLVMValueRef) -> Result<Operand, String> {
        if let Some(&i) = self.inst_ids.get(&v) {
            return Ok(Operand::Reg(self.np + i));
        }
        if let Some(&p) = self.param_ids.get(&v) {
            return Ok(Operand::Reg(p));
        }
        if let Some(&g) = self.r.globals.get(&v) {
            return Ok(Operand::Global(g, 0));
        }
        // SAFETY: `v` is an operand of an instruction of the module.
        unsafe {
            if vector(type_of(v)).is_some() && LLVMIsConstant(v) != 0 {
                return self.vector_constant(v);
            }
            if !LLVMIsAConstantInt(v).is_null() {
                let ty = scalar(type_of(v))?;
                return Ok(Operand::Const(
                    LLVMConstIntGetZExtValue(v) & value::mask(bits_of(ty)),
                ));
            }
            if !LLVMIsAConstantFP(v).is_null() {
                let mut lost = 0;
                let x = LLVMConstRealGetDouble(v, &mut lost);
                return Ok(Operand::Const(match kind(type_of(v)) {
                    LLVMTypeKind::LLVMFloatTypeKind => value::from_f32(x as f32),
                    _ => value::from_f64(x),
                }));
            }
            if !LLVMIsAConstantPointerNull(v).is_null()
                || LLVMIsUndef(v) != 0
                || LLVMIsPoison(v) != 0
                || !LLVMIsAConstantTokenNone(v).is_null()
                || !LLVMIsAConstantAggregateZero(v).is_null()
            {
                return Ok(Operand::Const(0));
            }
            if !LLVMIsAFunction(v).is_null() {
                return Err(format!(
                    "`{}` used as a value (function pointers are not supported)",
                    name_of(v)
                ));
            }
            if !LLVMIsAConstantExpr(v).is_null() {
                return match LLVMGetConstOpcode(v) {
                    LLVMOpcode::LLVMGetElementPtr => {
                        let base = self.address(operand_at(v, 0))?;
                        let src = LLVMGetGEPSourceElementType(v);
                        let idx: Vec<LLVMValueRef> =
                            (1..num_operands(v)).map(|i| operand_at(v, i)).collect();
                        let (off, terms) = self.gep(src, &idx)?;
                        match (base, terms.is_empty()) {
                            (Operand::Global(g, o), true) => Ok(Operand::Global(g, o + off)),
                            (Operand::Const(c), true) => {
                                Ok(Operand::Const(c.wrapping_add(off as u64)))
                            }
                            _ => Err("a constant address the engine cannot fold".into()),
                        }
                    }
                    LLVMOpcode::LLVMBitCast
                    | LLVMOpcode::LLVMAddrSpaceCast
                    | LLVMOpcode::LLVMPtrToInt
                    | LLVMOpcode::LLVMIntToPtr => self.address(operand_at(v, 0)),
                    op => Err(format!("constant expression {op:?} is not supported")),
                };
            }
        }
        Err(format!(
            "an operand the engine does not understand: `{}`",
            name_of(v)
        ))
    }

    /// A constant vector (`<i32 1, i32 2>`, `zeroinitializer`, `poison`):
    /// the address of a read-only global holding its lanes, one per value.
    fn vector_constant(&self, v: LLVMValueRef) -> Result<Operand, String> {
        let t = type_of(v);
        let (n, ty) = lanes(t)?;
        let (_, elem) = vector(t).ok_or("a vector constant of no vector type")?;
        let es = ty.size() as usize;
        let mut bytes = vec![0u8; n as usize * es];
        let mut relocs = Vec::new();
        for k in 0..n {
            // SAFETY: lane `k` of a constant vector (null for lanes LLVM
            // cannot name, which read as zero).
            let e = unsafe { LLVMGetAggregateElement(v, k) };
            if !e.is_null() {
                self.r
                    .fill(&mut bytes, &mut relocs, k as usize * es, e, elem)?;
            }
        }
        let mut consts = self.r.consts.borrow_mut();
        let at = match consts.iter().position(|c| c.0 == bytes && c.1 == relocs) {
            Some(at) => at,
            None => {
                consts.push((bytes, relocs));
                consts.len() - 1
            }
        };
        Ok(Operand::Global(self.r.const_base + at as u32, 0))
    }

    /// The launch variable an address points into, and the offset.
    fn special(&self, ptr: LLVMValueRef) -> Option<(Special, i64)> {
        match self.address(ptr).ok()? {
            Operand::Global(g, off) => Some((*self.r.special.get(&g)?, off)),
            _ => None,
        }
    }

    fn block(&self, b: LLVMBasicBlockRef) -> Result<u32, String> {
        self.block_ids
            .get(&b)
            .copied()
            .ok_or_else(|| "a branch to a block of another function".into())
    }

    /// Folds a GEP's indices into a constant offset and variable terms.
    fn gep(&self, src: LLVMTypeRef, idx: &[LLVMValueRef]) -> Result<(i64, Vec<GepTerm>), String> {
        let mut off = 0i64;
        let mut terms = Vec::new();
        let mut cur = src;
        let mut add = |v: LLVMValueRef, scale: i64, off: &mut i64| -> Result<(), String> {
            let bits = bits_of(scalar(type_of(v))?);
            // SAFETY: `v` is an index operand.
            if unsafe { !LLVMIsAConstantInt(v).is_null() } {
                let x = unsafe { LLVMConstIntGetZExtValue(v) };
                *off = off.wrapping_add(value::sext(x, bits).wrapping_mul(scale));
            } else {
                terms.push((self.operand(v)?, bits, scale));
            }
            Ok(())
        };
        for (k, &v) in idx.iter().enumerate() {
            if k == 0 {
                add(v, self.r.size(src)? as i64, &mut off)?;
                continue;
            }
            match kind(cur) {
                LLVMTypeKind::LLVMStructTypeKind => {
                    // SAFETY: struct field indices are constant integers.
                    let field = unsafe {
                        if LLVMIsAConstantInt(v).is_null() {
                            return Err("a struct field chosen at run time".into());
                        }
                        LLVMConstIntGetZExtValue(v) as u32
                    };
                    // SAFETY: `cur` is a struct type with that field.
                    unsafe {
                        off += LLVMOffsetOfElement(self.r.td, cur, field) as i64;
                        cur = LLVMStructGetTypeAtIndex(cur, field);
                    }
                }
                LLVMTypeKind::LLVMArrayTypeKind => {
                    // SAFETY: `cur` is an array type.
                    let elem = unsafe { LLVMGetElementType(cur) };
                    add(v, self.r.size(elem)? as i64, &mut off)?;
                    cur = elem;
                }
                k => return Err(format!("getelementptr into a {k:?} is not supported")),
            }
        }
        Ok((off, terms))
    }

    fn ty(&self, v: LLVMValueRef) -> Result<Ty, String> {
        let t = type_of(v);
        if is_aggregate(t) {
            // Aggregates in registers (phis, selects, arguments) are addresses.
            return Ok(Ty::Ptr);
        }
        scalar(t)
    }

    /// The byte offset and type of the field an `extractvalue`/`insertvalue`
    /// names in aggregate type `t`.
    fn field(&self, t: LLVMTypeRef, i: LLVMValueRef) -> Result<(u64, LLVMTypeRef), String> {
        let (mut off, mut cur) = (0u64, t);
        // SAFETY: `i` is an extractvalue or insertvalue; its indices walk `t`.
        unsafe {
            let n = LLVMGetNumIndices(i) as usize;
            let idx = std::slice::from_raw_parts(LLVMGetIndices(i), n);
            for &k in idx {
                match kind(cur) {
                    LLVMTypeKind::LLVMStructTypeKind => {
                        off += LLVMOffsetOfElement(self.r.td, cur, k);
                        cur = LLVMStructGetTypeAtIndex(cur, k);
                    }
                    LLVMTypeKind::LLVMArrayTypeKind => {
                        cur = LLVMGetElementType(cur);
                        off += k as u64 * self.r.size(cur)?;
                    }
                    other => return Err(format!("an aggregate index into a {other:?}")),
                }
            }
        }
        Ok((off, cur))
    }

    fn op(&self, i: LLVMValueRef, n: u32) -> Result<Operand, String> {
        if n >= num_operands(i) {
            return Err("an instruction with too few operands".into());
        }
        self.operand(operand_at(i, n))
    }

    fn lane_arg(&self, v: LLVMValueRef) -> Result<LaneArg, String> {
        Ok(LaneArg {
            val: self.operand(v)?,
            lanes: lane_ty(v)?,
        })
    }

    /// `n` lanes of `out`, each `op` of the lanes of operands `first..` of `i`.
    fn lanes_of(&self, i: LLVMValueRef, op: LaneOp, first: u32) -> Result<Inst, String> {
        let (n, out) = lanes(type_of(i))?;
        let args = (first..num_operands(i))
            .map(|k| self.lane_arg(operand_at(i, k)))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Inst::Lanes {
            n,
            out,
            op: Box::new(op),
            args: args.into(),
        })
    }

    /// Instructions on vectors (the vectorizers'). Vector values are held
    /// like aggregates, as the address of a copy; `None`: not a vector
    /// instruction, or one the scalar form runs on addresses as it is (a
    /// `select` on one condition, a phi, a load or store).
    fn vector_inst(&self, i: LLVMValueRef, opcode: LLVMOpcode) -> Result<Option<Inst>, String> {
        use LLVMOpcode::*;
        let first = (num_operands(i) > 0).then(|| type_of(operand_at(i, 0)));
        let result = vector(type_of(i));
        Ok(Some(match opcode {
            LLVMExtractElement => {
                let (n, ty) = lanes(type_of(operand_at(i, 0)))?;
                Inst::ExtractElement {
                    vec: self.op(i, 0)?,
                    n,
                    ty,
                    idx: self.op(i, 1)?,
                }
            }
            LLVMInsertElement => {
                let (n, ty) = lanes(type_of(i))?;
                Inst::InsertElement {
                    vec: self.op(i, 0)?,
                    n,
                    ty,
                    val: self.op(i, 1)?,
                    idx: self.op(i, 2)?,
                }
            }
            LLVMShuffleVector => {
                let (n, ty) = lanes(type_of(operand_at(i, 0)))?;
                // SAFETY: a shufflevector's constant mask.
                let mask = unsafe {
                    let undef = LLVMGetUndefMaskElem();
                    (0..LLVMGetNumMaskElements(i))
                        .map(|k| {
                            let m = LLVMGetMaskValue(i, k);
                            (m != undef && m >= 0).then_some(m as u32)
                        })
                        .collect()
                };
                Inst::Shuffle {
                    a: self.op(i, 0)?,
                    b: self.op(i, 1)?,
                    n,
                    ty,
                    mask,
                }
            }
            _ if result.is_none() && first.and_then(vector).is_none() => return Ok(None),
            LLVMLoad | LLVMStore | LLVMPHI | LLVMCall | LLVMExtractValue | LLVMInsertValue => {
                return Ok(None)
            }
            LLVMSelect if vector(type_of(operand_at(i, 0))).is_none() => return Ok(None),
            LLVMSelect => self.lanes_of(i, LaneOp::Select, 0)?,
            LLVMFNeg => {
                let (_, ty) = lanes(type_of(i))?;
                self.lanes_of(i, LaneOp::FNeg { ty }, 0)?
            }
            LLVMICmp | LLVMFCmp => {
                let (_, ty) = lanes(type_of(operand_at(i, 0)))?;
                let (pred, ty) = compare(i, ty);
                self.lanes_of(i, LaneOp::Cmp { pred, ty }, 0)?
            }
            LLVMGetElementPtr => self.vector_gep(i)?,
            LLVMBitCast | LLVMFreeze => self.vector_bitcast(i)?,
            op => {
                if let Some((op, signed)) = arithmetic(op) {
                    let (_, ty) = lanes(type_of(i))?;
                    let ty = ty.with_sign(signed);
                    self.lanes_of(i, LaneOp::Binary { op, ty }, 0)?
                } else if let Some(kind) = conversion(op) {
                    let (_, from) = lanes(type_of(operand_at(i, 0)))?;
                    let (_, to) = lanes(type_of(i))?;
                    self.lanes_of(i, LaneOp::Cast { kind, from, to }, 0)?
                } else {
                    return Err(format!("instruction {op:?} on vectors is not supported"));
                }
            }
        }))
    }

    /// A `getelementptr` giving a vector of addresses: a scalar or vector
    /// base, scalar or vector indices.
    fn vector_gep(&self, i: LLVMValueRef) -> Result<Inst, String> {
        // SAFETY: a GEP instruction.
        let src = unsafe { LLVMGetGEPSourceElementType(i) };
        let mut offset = 0i64;
        let mut scales = Vec::new();
        let mut args = vec![self.lane_arg(operand_at(i, 0))?];
        let mut cur = src;
        for k in 1..num_operands(i) {
            let v = operand_at(i, k);
            let scale = if k == 1 {
                self.r.size(src)?
            } else {
                match kind(cur) {
                    LLVMTypeKind::LLVMStructTypeKind => {
                        // SAFETY: struct field indices are constant integers
                        // (splat for a vector GEP); `cur` has that field.
                        unsafe {
                            let c = if vector(type_of(v)).is_some() {
                                LLVMGetAggregateElement(v, 0)
                            } else {
                                v
                            };
                            if c.is_null() || LLVMIsAConstantInt(c).is_null() {
                                return Err("a struct field chosen at run time".into());
                            }
                            let field = LLVMConstIntGetZExtValue(c) as u32;
                            offset += LLVMOffsetOfElement(self.r.td, cur, field) as i64;
                            cur = LLVMStructGetTypeAtIndex(cur, field);
                        }
                        continue;
                    }
                    LLVMTypeKind::LLVMArrayTypeKind => {
                        // SAFETY: `cur` is an array type.
                        cur = unsafe { LLVMGetElementType(cur) };
                        self.r.size(cur)?
                    }
                    k => return Err(format!("getelementptr into a {k:?} is not supported")),
                }
            };
            let arg = self.lane_arg(v)?;
            let bits = bits_of(match arg.lanes {
                Some(t) => t,
                None => scalar(type_of(v))?,
            });
            scales.push((bits, scale as i64));
            args.push(arg);
        }
        let (n, out) = lanes(type_of(i))?;
        Ok(Inst::Lanes {
            n,
            out,
            op: Box::new(LaneOp::Gep { offset, scales }),
            args: args.into(),
        })
    }

    /// `bitcast` (and `freeze`) with a vector on either side. Lanes of whole
    /// bytes are laid out as LLVM lays them out in memory, so the bytes
    /// carry over: the same copy, a scalar read from it, or a copy holding
    /// the scalar. Lanes of other widths (`<2 x i1>`, which LLVM's vectorizer
    /// makes of comparisons) are packed into or unpacked from the integer
    /// bit by bit; a `freeze` keeps the vector as it is.
    fn vector_bitcast(&self, i: LLVMValueRef) -> Result<Inst, String> {
        let (from, to) = (type_of(operand_at(i, 0)), type_of(i));
        let a = self.op(i, 0)?;
        let packed = |t: LLVMTypeRef| -> Result<Option<(u32, u8)>, String> {
            match vector(t) {
                Some(_) => {
                    let (n, lane) = lanes(t)?;
                    let bits = bits_of(lane);
                    Ok((bits % 8 != 0).then_some((n, bits)))
                }
                None => Ok(None),
            }
        };
        let wide = |n: u32, bits: u8| {
            format!(
                "a bitcast of a vector of {n} i{bits} (bit-packed lanes, {} bits) to or from an \
                 integer wider than the engine's 64 bits is not supported",
                n * u32::from(bits)
            )
        };
        match (packed(from)?, packed(to)?) {
            (None, None) => {}
            _ if from == to => {
                return Ok(Inst::Cast {
                    kind: CastKind::Bits,
                    from: Ty::Ptr,
                    to: Ty::Ptr,
                    a,
                })
            }
            (Some((n, bits)), None) | (None, Some((n, bits)))
                if vector(from).is_none() || vector(to).is_none() =>
            {
                if n * u32::from(bits) > 64 {
                    return Err(wide(n, bits));
                }
                return Ok(if vector(to).is_none() {
                    Inst::PackLanes { vec: a, n, bits }
                } else {
                    Inst::UnpackLanes { val: a, n, bits }
                });
            }
            (Some((n, bits)), _) | (_, Some((n, bits))) => {
                return Err(format!(
                    "a bitcast between a vector of {n} i{bits} (bit-packed lanes) and another \
                     vector type is not supported"
                ))
            }
        }
        Ok(match (vector(from).is_some(), vector(to).is_some()) {
            (true, true) => Inst::Cast {
                kind: CastKind::Bits,
                from: Ty::Ptr,
                to: Ty::Ptr,
                a,
            },
            (true, false) => Inst::Extract {
                agg: a,
                offset: 0,
                ty: Some(scalar(to)?),
            },
            _ => Inst::Insert {
                agg: Operand::Const(0),
                size: self.r.value_size(to)?,
                val: a,
                offset: 0,
                ty: scalar(from)?,
            },
        })
    }

    fn inst(&mut self, i: LLVMValueRef, loc: Option<(u32, u32)>) -> Result<Inst, String> {
        use LLVMOpcode::*;
        // SAFETY: `i` is an instruction of the function being read.
        let opcode = unsafe { LLVMGetInstructionOpcode(i) };
        if let Some(inst) = self.vector_inst(i, opcode)? {
            return Ok(inst);
        }
        if let Some((op, signed)) = arithmetic(opcode) {
            return Ok(Inst::Binary {
                op,
                ty: self.ty(i)?.with_sign(signed),
                a: self.op(i, 0)?,
                b: self.op(i, 1)?,
            });
        }
        if let Some(kind) = conversion(opcode) {
            return Ok(Inst::Cast {
                kind,
                from: self.ty(operand_at(i, 0))?,
                to: self.ty(i)?,
                a: self.op(i, 0)?,
            });
        }
        Ok(match opcode {
            LLVMAlloca => {
                // SAFETY: an alloca.
                let t = unsafe { LLVMGetAllocatedType(i) };
                Inst::Alloca {
                    size: self.r.size(t)?,
                    count: self.op(i, 0)?,
                    name: name_of(i),
                }
            }
            LLVMLoad => {
                let t = type_of(i);
                if let Some((s, off)) = self.special(operand_at(i, 0)) {
                    let Some((n, ty)) = vector(t).map(|_| lanes(t)).transpose()? else {
                        return Ok(Inst::Special(launch_variable(s, off)?));
                    };
                    // InstCombine loads `blockDim.x` and `.y` together.
                    if ty != Ty::U32 {
                        return Err("a vector load of a launch variable not in `i32` lanes".into());
                    }
                    return Ok(Inst::Specials(
                        (0..n as i64)
                            .map(|k| launch_variable(s, off + 4 * k))
                            .collect::<Result<_, _>>()?,
                    ));
                }
                if is_aggregate(t) {
                    Inst::LoadAgg {
                        size: self.r.memory_size(t)?,
                        ptr: self.op(i, 0)?,
                    }
                } else {
                    Inst::Load {
                        ty: self.ty(i)?,
                        ptr: self.op(i, 0)?,
                    }
                }
            }
            LLVMStore if is_aggregate(type_of(operand_at(i, 0))) => Inst::StoreAgg {
                size: self.r.memory_size(type_of(operand_at(i, 0)))?,
                val: self.op(i, 0)?,
                ptr: self.op(i, 1)?,
            },
            LLVMExtractValue => {
                let agg = operand_at(i, 0);
                let (offset, _) = self.field(type_of(agg), i)?;
                Inst::Extract {
                    agg: self.op(i, 0)?,
                    offset,
                    ty: if is_aggregate(type_of(i)) {
                        None
                    } else {
                        Some(self.ty(i)?)
                    },
                }
            }
            LLVMInsertValue => {
                let (offset, field) = self.field(type_of(i), i)?;
                if is_aggregate(field) {
                    return Err("an `insertvalue` of a whole sub-aggregate is not supported".into());
                }
                Inst::Insert {
                    agg: self.op(i, 0)?,
                    size: self.r.value_size(type_of(i))?,
                    val: self.op(i, 1)?,
                    offset,
                    ty: scalar(field)?,
                }
            }
            LLVMStore => Inst::Store {
                ty: self.ty(operand_at(i, 0))?,
                val: self.op(i, 0)?,
                ptr: self.op(i, 1)?,
            },
            LLVMGetElementPtr => {
                // SAFETY: a GEP instruction.
                let src = unsafe { LLVMGetGEPSourceElementType(i) };
                let idx: Vec<LLVMValueRef> =
                    (1..num_operands(i)).map(|k| operand_at(i, k)).collect();
                let (offset, terms) = self.gep(src, &idx)?;
                Inst::Gep {
                    base: self.op(i, 0)?,
                    offset,
                    terms,
                }
            }
            LLVMFNeg => Inst::FNeg {
                ty: self.ty(i)?,
                a: self.op(i, 0)?,
            },
            LLVMICmp | LLVMFCmp => {
                let (pred, ty) = compare(i, self.ty(operand_at(i, 0))?);
                Inst::Cmp {
                    pred,
                    ty,
                    a: self.op(i, 0)?,
                    b: self.op(i, 1)?,
                }
            }
            LLVMSelect => Inst::Select {
                cond: self.op(i, 0)?,
                a: self.op(i, 1)?,
                b: self.op(i, 2)?,
            },
            LLVMPHI => {
                let mut incoming = Vec::new();
                // SAFETY: a phi node's incoming values and blocks.
                unsafe {
                    for k in 0..LLVMCountIncoming(i) {
                        let b = self.block(LLVMGetIncomingBlock(i, k))?;
                        incoming.push((b, self.operand(LLVMGetIncomingValue(i, k))?));
                    }
                }
                let copy = if is_aggregate(type_of(i)) {
                    self.r.value_size(type_of(i))?
                } else {
                    0
                };
                Inst::Phi { incoming, copy }
            }
            LLVMBr => {
                // SAFETY: a branch: its condition and successors.
                unsafe {
                    if LLVMIsConditional(i) != 0 {
                        Inst::CondBr {
                            cond: self.operand(LLVMGetCondition(i))?,
                            then: self.block(LLVMGetSuccessor(i, 0))?,
                            other: self.block(LLVMGetSuccessor(i, 1))?,
                        }
                    } else {
                        Inst::Br(self.block(LLVMGetSuccessor(i, 0))?)
                    }
                }
            }
            LLVMSwitch => {
                let ty = self.ty(operand_at(i, 0))?;
                // SAFETY: a switch: successor 0 is the default, the others
                // pair with `LLVMGetSwitchCaseValue`.
                unsafe {
                    let default = self.block(LLVMGetSwitchDefaultDest(i))?;
                    let mut cases = Vec::new();
                    for k in 1..LLVMGetNumSuccessors(i) {
                        let v = LLVMGetSwitchCaseValue(i, k);
                        let c = match self.operand(v)? {
                            Operand::Const(c) => c,
                            _ => return Err("a switch case that is not a constant".into()),
                        };
                        cases.push((c, self.block(LLVMGetSuccessor(i, k))?));
                    }
                    Inst::Switch {
                        ty,
                        val: self.op(i, 0)?,
                        cases,
                        default,
                    }
                }
            }
            LLVMRet => {
                if num_operands(i) > 0 {
                    Inst::Ret(Some(self.op(i, 0)?))
                } else {
                    Inst::Ret(None)
                }
            }
            LLVMUnreachable => Inst::Unreachable,
            LLVMCall => self.call(i, loc)?,
            op => return Err(format!("instruction {op:?} is not supported")),
        })
    }

    /// The intrinsics that are not one scalar operation per lane:
    /// `llvm.vector.reduce.*` and the `{value, overflow}` pairs.
    fn vector_or_pair_intrinsic(
        &self,
        i: LLVMValueRef,
        rest: &str,
        args: &[LLVMValueRef],
    ) -> Result<Option<Inst>, String> {
        let arg = |k: usize| {
            args.get(k)
                .copied()
                .ok_or_else(|| format!("`llvm.{rest}` with too few arguments"))
        };
        if let Some(reduce) = rest.strip_prefix("vector.reduce.") {
            let (base, _) = reduce.split_once('.').unwrap_or((reduce, ""));
            let op = match base {
                "add" | "fadd" => ReduceOp::Binary(BinaryOp::Add),
                "mul" | "fmul" => ReduceOp::Binary(BinaryOp::Mul),
                "and" => ReduceOp::Binary(BinaryOp::BitAnd),
                "or" => ReduceOp::Binary(BinaryOp::BitOr),
                "xor" => ReduceOp::Binary(BinaryOp::BitXor),
                "smax" => ReduceOp::SMax,
                "smin" => ReduceOp::SMin,
                "umax" => ReduceOp::UMax,
                "umin" => ReduceOp::UMin,
                "fmax" => ReduceOp::FMax,
                "fmin" => ReduceOp::FMin,
                "fmaximum" => ReduceOp::FMaximum,
                "fminimum" => ReduceOp::FMinimum,
                _ => return Err(format!("intrinsic `llvm.{rest}` is not supported")),
            };
            // The floating-point sum and product are in order from a start value.
            let ordered = matches!(base, "fadd" | "fmul");
            let vec = arg(ordered as usize)?;
            let (n, ty) = lanes(type_of(vec))?;
            return Ok(Some(Inst::Reduce {
                op,
                ty,
                n,
                vec: self.operand(vec)?,
                start: if ordered {
                    Some(self.operand(arg(0)?)?)
                } else {
                    None
                },
            }));
        }
        let pair = match rest.split('.').next() {
            Some("sincos") => Some(crate::ir::PairOp::Sincos),
            Some("frexp") => Some(crate::ir::PairOp::Frexp),
            _ => None,
        };
        if let Some(op) = pair {
            let result = type_of(i);
            // SAFETY: the result is a two-field struct; field 1's offset.
            let second = unsafe {
                if kind(result) != LLVMTypeKind::LLVMStructTypeKind
                    || LLVMCountStructElementTypes(result) != 2
                {
                    return Err(format!(
                        "`llvm.{rest}` not returning a pair (vectors are not supported)"
                    ));
                }
                LLVMOffsetOfElement(self.r.td, result, 1)
            };
            return Ok(Some(Inst::MathPair {
                op,
                ty: scalar(type_of(arg(0)?))?,
                x: self.operand(arg(0)?)?,
                size: self.r.size(result)?,
                second,
            }));
        }
        let Some((op, _)) = rest.split_once(".with.overflow.") else {
            return Ok(None);
        };
        let (op, signed) = match op {
            "sadd" => (BinaryOp::Add, true),
            "uadd" => (BinaryOp::Add, false),
            "ssub" => (BinaryOp::Sub, true),
            "usub" => (BinaryOp::Sub, false),
            "smul" => (BinaryOp::Mul, true),
            "umul" => (BinaryOp::Mul, false),
            _ => return Err(format!("intrinsic `llvm.{rest}` is not supported")),
        };
        let pair = type_of(i);
        // SAFETY: the result is a `{T, i1}` struct; field 1's offset.
        let flag = unsafe {
            if kind(pair) != LLVMTypeKind::LLVMStructTypeKind
                || LLVMCountStructElementTypes(pair) != 2
            {
                return Err(format!("`llvm.{rest}` not returning a pair"));
            }
            LLVMOffsetOfElement(self.r.td, pair, 1)
        };
        Ok(Some(Inst::Overflow {
            op,
            ty: scalar(type_of(arg(0)?))?.with_sign(signed),
            a: self.operand(arg(0)?)?,
            b: self.operand(arg(1)?)?,
            size: self.r.size(pair)?,
            flag,
        }))
    }

    fn call(&mut self, i: LLVMValueRef, loc: Option<(u32, u32)>) -> Result<Inst, String> {
        // SAFETY: a call instruction: callee, arguments and bundles.
        let (callee, nargs, token) = unsafe {
            let callee = LLVMGetCalledValue(i);
            let nargs = LLVMGetNumArgOperands(i);
            let mut token = None;
            for k in 0..LLVMGetNumOperandBundles(i) {
                let b = LLVMGetOperandBundleAtIndex(i, k);
                let mut len = 0usize;
                let tag = LLVMGetOperandBundleTag(b, &mut len);
                let tag =
                    String::from_utf8_lossy(std::slice::from_raw_parts(tag as *const u8, len))
                        .into_owned();
                if tag == "convergencectrl" && LLVMGetNumOperandBundleArgs(b) == 1 {
                    token = Some(LLVMGetOperandBundleArgAtIndex(b, 0));
                }
                LLVMDisposeOperandBundle(b);
            }
            (callee, nargs, token)
        };
        // SAFETY: the callee value.
        if unsafe { LLVMIsAFunction(callee).is_null() } {
            return Err("indirect calls are not supported".into());
        }
        let token = match token {
            Some(t) => {
                self.controlled = true;
                Some(self.operand(t)?)
            }
            None => None,
        };
        let mut name = name_of(callee);
        let mut arg_vals: Vec<LLVMValueRef> = (0..nargs).map(|k| operand_at(i, k)).collect();
        // Clang's NVPTX IR (`--ir-from clang` when its token IR fails the verifier) has
        // `__syncthreads()` as NVVM's barrier on barrier 0.
        if matches!(
            name.as_str(),
            "llvm.nvvm.barrier0" | "llvm.nvvm.barrier.cta.sync.aligned.all"
        ) {
            name = "__syncthreads".into();
            arg_vals.clear();
        }
        if let Some(rest) = name.strip_prefix("llvm.") {
            if let Some(inst) = self.vector_or_pair_intrinsic(i, rest, &arg_vals)? {
                return Ok(inst);
            }
            // An elementwise intrinsic on vectors is its scalar form in each lane.
            let (rest, elementwise) = scalar_form(rest);
            let rest = rest.as_str();
            let library = match math_intrinsic(rest) {
                Some(m) => Some(Callee::Math(m)),
                None => rest
                    .strip_prefix("is.fpclass.")
                    .map(|t| Callee::FpClass(if t == "f32" { Ty::F32 } else { Ty::F64 })),
            };
            let library = library
                .or_else(|| int_min_max(rest).map(|(b, ty)| Callee::Plain(b, ty)))
                .or_else(|| {
                    let ty = match vector(type_of(i)) {
                        Some((_, elem)) => scalar(elem).ok()?,
                        None => self.ty(i).ok()?,
                    };
                    int_intrinsic(rest).map(|op| Callee::Int(op, ty))
                });
            if let Some(callee) = library {
                if elementwise {
                    let (n, out) = lanes(type_of(i))?;
                    let args = arg_vals
                        .iter()
                        .map(|&v| self.lane_arg(v))
                        .collect::<Result<Vec<_>, _>>()?;
                    return Ok(Inst::Lanes {
                        n,
                        out,
                        op: Box::new(LaneOp::Call(callee)),
                        args: args.into(),
                    });
                }
                let args = arg_vals
                    .iter()
                    .map(|&v| self.operand(v))
                    .collect::<Result<Vec<_>, _>>()?;
                return Ok(Inst::Call {
                    callee,
                    args: args.into(),
                    token,
                });
            }
            return Ok(match rest {
                "experimental.convergence.entry" => {
                    self.controlled = true;
                    Inst::ConvEntry
                }
                "experimental.convergence.anchor" => {
                    self.controlled = true;
                    Inst::ConvAnchor
                }
                "experimental.convergence.loop" => Inst::ConvLoop {
                    parent: token.ok_or("a convergence loop heart without a token")?,
                },
                r if (r.starts_with("memcpy") || r.starts_with("memmove")) && nargs >= 3 => {
                    Inst::Memcpy {
                        dst: self.operand(arg_vals[0])?,
                        src: self.operand(arg_vals[1])?,
                        len: self.operand(arg_vals[2])?,
                    }
                }
                r if r.starts_with("memset") && nargs >= 3 => Inst::Memset {
                    dst: self.operand(arg_vals[0])?,
                    val: self.operand(arg_vals[1])?,
                    len: self.operand(arg_vals[2])?,
                },
                r if r.starts_with("lifetime.")
                    || r.starts_with("dbg.")
                    || r == "assume"
                    || r == "donothing"
                    || r == "sideeffect"
                    || r.starts_with("experimental.noalias") =>
                {
                    Inst::Nop
                }
                _ => return Err(format!("intrinsic `{name}` is not supported")),
            });
        }
        let args = arg_vals
            .iter()
            .map(|&v| self.operand(v))
            .collect::<Result<Vec<_>, _>>()?;
        if let Some(&f) = self.r.funcs.get(&callee) {
            return Ok(Inst::Call {
                callee: Callee::Func(f),
                args: args.into(),
                token,
            });
        }
        let arg_tys = arg_vals
            .iter()
            .map(|&v| self.ty(v))
            .collect::<Result<Vec<_>, _>>()?;
        let callee = match builtin(&name, &arg_tys) {
            Some((b, ty)) if b.is_convergent() => {
                self.ordinal += 1;
                let site = self.r.out.sites.len() as u32;
                self.r.out.sites.push(Site {
                    callee: b.name().to_string(),
                    function: self.fname.to_string(),
                    line: loc.map(|l| l.0),
                    col: loc.map(|l| l.1),
                    ordinal: self.ordinal,
                    scope: b.scope().unwrap_or(Scope::Warp),
                });
                let (lo, hi) = b.arity();
                if args.len() < lo || args.len() > hi {
                    return Err(format!("`{name}` called with {} arguments", args.len()));
                }
                Callee::Convergent {
                    op: collective::Op { builtin: b, ty },
                    site,
                }
            }
            Some((b, ty)) => Callee::Plain(b, ty),
            None if name == frontend::math::PRINTF => Callee::Printf,
            None if name == "puts" && args.len() == 1 => Callee::Puts,
            None if name == "putchar" && args.len() == 1 => Callee::Putchar,
            None => match MathFn::from_name(&name) {
                Some(m) if m.op.arity() == args.len() => {
                    // A classification is typed by its argument.
                    let prec = match (m.op.is_classification(), arg_tys.first()) {
                        (true, Some(Ty::F32)) => Prec::F32,
                        (true, _) => Prec::F64,
                        (false, _) => m.prec,
                    };
                    Callee::Math(MathFn { prec, ..m })
                }
                _ => Callee::Missing(Box::new(name)),
            },
        };
        Ok(Inst::Call {
            callee,
            args: args.into(),
            token,
        })
    }
}

/// An `icmp` or `fcmp`'s predicate, and the type its operands (of type `ty`,
/// or lanes of it) are read as.
fn compare(i: LLVMValueRef, ty: Ty) -> (Pred, Ty) {
    use LLVMIntPredicate::*;
    use LLVMRealPredicate::*;
    // SAFETY: `i` is an icmp or fcmp instruction.
    unsafe {
        if LLVMGetInstructionOpcode(i) == LLVMOpcode::LLVMFCmp {
            let pred = match LLVMGetFCmpPredicate(i) {
                LLVMRealPredicateFalse => FPred::False,
                LLVMRealOEQ => FPred::Oeq,
                LLVMRealOGT => FPred::Ogt,
                LLVMRealOGE => FPred::Oge,
                LLVMRealOLT => FPred::Olt,
                LLVMRealOLE => FPred::Ole,
                LLVMRealONE => FPred::One,
                LLVMRealORD => FPred::Ord,
                LLVMRealUNO => FPred::Uno,
                LLVMRealUEQ => FPred::Ueq,
                LLVMRealUGT => FPred::Ugt,
                LLVMRealUGE => FPred::Uge,
                LLVMRealULT => FPred::Ult,
                LLVMRealULE => FPred::Ule,
                LLVMRealUNE => FPred::Une,
                LLVMRealPredicateTrue => FPred::True,
            };
            return (Pred::Float(pred), ty);
        }
        let (op, signed) = match LLVMGetICmpPredicate(i) {
            LLVMIntEQ => (BinaryOp::Eq, false),
            LLVMIntNE => (BinaryOp::Ne, false),
            LLVMIntUGT => (BinaryOp::Gt, false),
            LLVMIntUGE => (BinaryOp::Ge, false),
            LLVMIntULT => (BinaryOp::Lt, false),
            LLVMIntULE => (BinaryOp::Le, false),
            LLVMIntSGT => (BinaryOp::Gt, true),
            LLVMIntSGE => (BinaryOp::Ge, true),
            LLVMIntSLT => (BinaryOp::Lt, true),
            LLVMIntSLE => (BinaryOp::Le, true),
        };
        let ty = if ty == Ty::Ptr {
            ty
        } else {
            ty.with_sign(signed)
        };
        (Pred::Int(op), ty)
    }
}

/// The arithmetic an instruction's opcode stands for, and whether it reads
/// its operands as signed.
fn arithmetic(opcode: LLVMOpcode) -> Option<(BinaryOp, bool)> {
    use LLVMOpcode::*;
    Some(match opcode {
        LLVMAdd | LLVMFAdd => (BinaryOp::Add, false),
        LLVMSub | LLVMFSub => (BinaryOp::Sub, false),
        LLVMMul | LLVMFMul => (BinaryOp::Mul, false),
        LLVMUDiv | LLVMFDiv => (BinaryOp::Div, false),
        LLVMSDiv => (BinaryOp::Div, true),
        LLVMURem | LLVMFRem => (BinaryOp::Rem, false),
        LLVMSRem => (BinaryOp::Rem, true),
        LLVMShl => (BinaryOp::Shl, false),
        LLVMLShr => (BinaryOp::Shr, false),
        LLVMAShr => (BinaryOp::Shr, true),
        LLVMAnd => (BinaryOp::BitAnd, false),
        LLVMOr => (BinaryOp::BitOr, false),
        LLVMXor => (BinaryOp::BitXor, false),
        _ => return None,
    })
}

/// The conversion a cast opcode stands for.
fn conversion(opcode: LLVMOpcode) -> Option<CastKind> {
    use LLVMOpcode::*;
    Some(match opcode {
        LLVMTrunc => CastKind::Trunc,
        LLVMZExt => CastKind::ZExt,
        LLVMSExt => CastKind::SExt,
        LLVMFPToUI => CastKind::FpToUi,
        LLVMFPToSI => CastKind::FpToSi,
        LLVMUIToFP => CastKind::UiToFp,
        LLVMSIToFP => CastKind::SiToFp,
        LLVMFPTrunc => CastKind::FpTrunc,
        LLVMFPExt => CastKind::FpExt,
        LLVMPtrToInt | LLVMIntToPtr | LLVMBitCast | LLVMAddrSpaceCast | LLVMFreeze => {
            CastKind::Bits
        }
        _ => return None,
    })
}

/// An intrinsic's name with the lane counts taken out of its type suffixes
/// (`smax.v4i32` is `smax.i32`), and whether there were any: the vector form
/// of an elementwise intrinsic.
fn scalar_form(rest: &str) -> (String, bool) {
    let mut vector = false;
    let parts: Vec<&str> = rest
        .split('.')
        .map(|part| {
            let digits = part
                .strip_prefix('v')
                .map(|p| p.len() - p.trim_start_matches(|c: char| c.is_ascii_digit()).len())
                .unwrap_or(0);
            let elem = &part[1 + digits..];
            if digits > 0
                && (elem.starts_with('i') || elem.starts_with('f') || elem.starts_with('p'))
            {
                vector = true;
                elem
            } else {
                part
            }
        })
        .collect();
    (parts.join("."), vector)
}

/// LLVM's integer intrinsics by name (type suffixes after the operation).
fn int_intrinsic(rest: &str) -> Option<IntOp> {
    let is_type = |s: &str| {
        s.strip_prefix('i')
            .is_some_and(|b| !b.is_empty() && b.bytes().all(|c| c.is_ascii_digit()))
            || matches!(s, "f32" | "f64")
    };
    let parts: Vec<&str> = rest.split('.').collect();
    let base_len = parts.iter().position(|p| is_type(p))?;
    let width = || parts.last()?.strip_prefix('i')?.parse::<u8>().ok();
    Some(match parts[..base_len].join(".").as_str() {
        "abs" => IntOp::Abs,
        "ctpop" => IntOp::Ctpop,
        "ctlz" => IntOp::Ctlz,
        "cttz" => IntOp::Cttz,
        "bswap" => IntOp::Bswap,
        "bitreverse" => IntOp::Bitreverse,
        "fshl" => IntOp::Fshl,
        "fshr" => IntOp::Fshr,
        "sadd.sat" => IntOp::SAddSat,
        "uadd.sat" => IntOp::UAddSat,
        "ssub.sat" => IntOp::SSubSat,
        "usub.sat" => IntOp::USubSat,
        "scmp" => IntOp::SCmp(width()?),
        "ucmp" => IntOp::UCmp(width()?),
        "expect" | "expect.with.probability" | "canonicalize" => IntOp::Identity,
        _ => return None,
    })
}

/// LLVM's integer min/max intrinsics (`llvm.umax.i32`; InstCombine makes them
/// of a compare and a select, as in `a > b ? a : b`): CUDA's `min`/`max` on
/// that signedness.
fn int_min_max(rest: &str) -> Option<(Builtin, Ty)> {
    let (op, width) = rest.split_once(".i")?;
    let bits: u8 = width
        .parse()
        .ok()
        .filter(|b| matches!(b, 8 | 16 | 32 | 64))?;
    let (b, signed) = match op {
        "smax" => (Builtin::Max, true),
        "umax" => (Builtin::Max, false),
        "smin" => (Builtin::Min, true),
        "umin" => (Builtin::Min, false),
        _ => return None,
    };
    Some((b, Ty::I { bits, signed }))
}

/// The math function an LLVM intrinsic computes (`sqrt.f32`, `maxnum.f64`).
///
/// NVPTX's `lg2.approx` (the device library's `__logf`, `__log2f`,
/// `__log10f`, `__powf`) runs as the correctly rounded `log2f`: the
/// hardware's approximation differs from it by its documented error.
fn math_intrinsic(rest: &str) -> Option<MathFn> {
    use frontend::math::MathOp::*;
    if matches!(rest, "nvvm.lg2.approx.f" | "nvvm.lg2.approx.ftz.f") {
        return Some(MathFn {
            op: Log2,
            prec: Prec::F32,
            intrinsic: false,
        });
    }
    let (base, suffix) = rest.rsplit_once('.')?;
    let prec = match suffix {
        "f32" => Prec::F32,
        "f64" => Prec::F64,
        _ => return None,
    };
    let op = match base {
        "sqrt" => Sqrt,
        "exp" => Exp,
        "exp2" => Exp2,
        "exp10" => Exp10,
        "log" => Log,
        "log2" => Log2,
        "log10" => Log10,
        "pow" => Pow,
        "sin" => Sin,
        "cos" => Cos,
        "tan" => Tan,
        "asin" => Asin,
        "acos" => Acos,
        "atan" => Atan,
        "atan2" => Atan2,
        "sinh" => Sinh,
        "cosh" => Cosh,
        "tanh" => Tanh,
        "fabs" => Fabs,
        "floor" => Floor,
        "ceil" => Ceil,
        "round" => Round,
        "trunc" => Trunc,
        "rint" | "nearbyint" => Rint,
        "maxnum" => Fmax,
        "minnum" => Fmin,
        "fma" => Fma,
        "copysign" => Copysign,
        _ => return None,
    };
    Some(MathFn {
        op,
        prec,
        intrinsic: false,
    })
}
