//! The only module of the lowering that touches raw LLVM (`llvm_sys`) pointers.
//!
//! inkwell 0.11 cannot represent LLVM's `token` type: `Builder::build_call` on a
//! token-returning function panics ("Unsupported basic type: Token"), and so does
//! wrapping a token value as a `BasicValueEnum`, which `OperandBundle::create`
//! needs. So the convergence-control intrinsics are called through the C API
//! here, a token stays a raw `LLVMValueRef` inside [`Token`], and the
//! `"convergencectrl"` bundle is built from it with `LLVMCreateOperandBundle`.
//! Everything else in the crate uses inkwell's safe API and these wrappers.
//!
//! Also here, because they need the C API too: the successors of a block (for the
//! lowering's own structural check) and initialising LLVM's code generators.

use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::intrinsics::Intrinsic;
use inkwell::llvm_sys;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, InstructionValue, OperandBundle};
use std::ffi::CString;
use std::marker::PhantomData;

/// The three convergence-control intrinsics.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenKind {
    /// `llvm.experimental.convergence.entry`: the threads that called the function.
    Entry,
    /// `llvm.experimental.convergence.anchor`: an implementation-defined set.
    Anchor,
    /// `llvm.experimental.convergence.loop`: a cycle's heart.
    Loop,
}

impl TokenKind {
    fn intrinsic(self) -> &'static str {
        match self {
            TokenKind::Entry => "llvm.experimental.convergence.entry",
            TokenKind::Anchor => "llvm.experimental.convergence.anchor",
            TokenKind::Loop => "llvm.experimental.convergence.loop",
        }
    }
}

/// A convergence token: the result of one of the intrinsics, valid while the
/// module that holds it lives (`'ctx` ties it to the context, as inkwell's values).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'ctx> {
    raw: llvm_sys::prelude::LLVMValueRef,
    _context: PhantomData<&'ctx ()>,
}

/// Builds a call to a convergence intrinsic at the builder's position. A heart
/// (`Loop`) needs the parent token; `Entry` and `Anchor` take none.
pub fn build_token<'ctx>(
    builder: &Builder<'ctx>,
    module: &Module<'ctx>,
    kind: TokenKind,
    parent: Option<Token<'ctx>>,
    name: &str,
) -> Result<Token<'ctx>, String> {
    if (kind == TokenKind::Loop) != parent.is_some() {
        return Err(format!(
            "`{}` {} a parent token",
            kind.intrinsic(),
            if parent.is_some() {
                "takes no"
            } else {
                "needs"
            }
        ));
    }
    let declaration = Intrinsic::find(kind.intrinsic())
        .and_then(|i| i.get_declaration(module, &[]))
        .ok_or_else(|| format!("LLVM does not know `{}`", kind.intrinsic()))?;
    let name = CString::new(name).map_err(|e| e.to_string())?;
    let raw = unsafe {
        // SAFETY: the builder, the declaration and the parent token all belong to
        // the same live context; the bundle array outlives the call, and LLVM
        // copies the bundle, which is disposed of right after.
        let function = declaration.as_value_ref();
        let function_type = llvm_sys::core::LLVMGlobalGetValueType(function);
        let mut bundles: Vec<llvm_sys::prelude::LLVMOperandBundleRef> =
            parent.map(control_bundle_raw).into_iter().collect();
        let call = llvm_sys::core::LLVMBuildCallWithOperandBundles(
            builder.as_mut_ptr(),
            function_type,
            function,
            std::ptr::null_mut(),
            0,
            bundles.as_mut_ptr(),
            bundles.len() as u32,
            name.as_ptr(),
        );
        for b in bundles {
            llvm_sys::core::LLVMDisposeOperandBundle(b);
        }
        call
    };
    if raw.is_null() {
        return Err(format!(
            "LLVM refused to build a call to `{}`",
            kind.intrinsic()
        ));
    }
    Ok(Token {
        raw,
        _context: PhantomData,
    })
}

/// The `"convergencectrl"(token)` bundle for a controlled convergent call.
pub fn control_bundle<'ctx>(token: Token<'ctx>) -> OperandBundle<'ctx> {
    // SAFETY: `control_bundle_raw` returns a fresh, non-null bundle; the
    // `OperandBundle` owns it and disposes of it when dropped.
    unsafe { OperandBundle::new(control_bundle_raw(token)) }
}

fn control_bundle_raw(token: Token<'_>) -> llvm_sys::prelude::LLVMOperandBundleRef {
    const TAG: &str = "convergencectrl";
    let mut args = [token.raw];
    // SAFETY: the tag is passed with its length (no terminator needed) and the
    // argument array is live for the call; LLVM copies both.
    unsafe {
        llvm_sys::core::LLVMCreateOperandBundle(
            TAG.as_ptr().cast(),
            TAG.len(),
            args.as_mut_ptr(),
            args.len() as u32,
        )
    }
}

/// The blocks a block's terminator can branch to (none without a terminator).
pub fn successors<'ctx>(terminator: InstructionValue<'ctx>) -> Vec<BasicBlock<'ctx>> {
    let raw = terminator.as_value_ref();
    // SAFETY: `raw` is a live instruction; LLVMGetNumSuccessors/LLVMGetSuccessor
    // are defined for every terminator, and inkwell's `InstructionValue` is one
    // only if it is the block's terminator, which the caller guarantees by
    // taking it from `BasicBlock::get_terminator`.
    unsafe {
        let n = llvm_sys::core::LLVMGetNumSuccessors(raw);
        (0..n)
            .filter_map(|i| BasicBlock::new(llvm_sys::core::LLVMGetSuccessor(raw, i)))
            .collect()
    }
}

/// Registers every code generator libLLVM was built with (once per process),
/// so `--target` accepts any triple LLVM knows, including SPIR-V, which
/// inkwell's per-target initialisers do not cover.
pub fn initialize_targets() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // SAFETY: LLVM's documented one-time registration entry points.
        unsafe {
            llvm_sys::target::LLVM_InitializeAllTargetInfos();
            llvm_sys::target::LLVM_InitializeAllTargets();
            llvm_sys::target::LLVM_InitializeAllTargetMCs();
            llvm_sys::target::LLVM_InitializeAllAsmPrinters();
        }
    });
}
