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

/// Parses LLVM assembly into a module of `context`. By hand rather than with
/// inkwell's `create_module_from_ir`, which with LLVM 22 leaks the buffer
/// (`LLVMParseIRInContext2` only borrows it; see `runtime/src/ir/read.rs`).
pub fn parse_ir<'ctx>(
    context: &'ctx inkwell::context::Context,
    buffer: inkwell::memory_buffer::MemoryBuffer,
) -> Result<Module<'ctx>, String> {
    let mut module = std::ptr::null_mut();
    let mut message = std::ptr::null_mut();
    // SAFETY: a live context and buffer; the buffer stays ours (disposed when
    // dropped at the end of this function) and the parser writes either a
    // module of `context` or an error message, which is copied and disposed.
    unsafe {
        if llvm_sys::ir_reader::LLVMParseIRInContext2(
            context.raw(),
            buffer.as_mut_ptr(),
            &mut module,
            &mut message,
        ) != 0
        {
            return Err(take_message(message, "the parser gave no reason"));
        }
        Ok(Module::new(module))
    }
}

/// Copies and disposes of a message LLVM allocated.
///
/// # Safety
/// `message` is null or a string LLVM allocated and nobody else disposes of.
unsafe fn take_message(message: *mut std::ffi::c_char, otherwise: &str) -> String {
    if message.is_null() {
        return otherwise.to_string();
    }
    let text = std::ffi::CStr::from_ptr(message)
        .to_string_lossy()
        .into_owned();
    llvm_sys::core::LLVMDisposeMessage(message);
    text
}

/// Runs a new-pass-manager pipeline (`opt -passes=` syntax) on a module,
/// without LLVM's own verifier: it aborts the process on a broken module,
/// where the caller wants to report it. By hand because inkwell's
/// `run_passes` needs a target machine, and the generic module has none.
pub fn run_passes(
    module: &Module<'_>,
    passes: &str,
    machine: Option<&inkwell::targets::TargetMachine>,
) -> Result<(), String> {
    let passes = CString::new(passes).map_err(|e| e.to_string())?;
    // SAFETY: a live module and (optional) machine; the options object is
    // created and disposed here, and an error is consumed by reading it.
    unsafe {
        let options = llvm_sys::transforms::pass_builder::LLVMCreatePassBuilderOptions();
        let error = llvm_sys::transforms::pass_builder::LLVMRunPasses(
            module.as_mut_ptr(),
            passes.as_ptr(),
            machine.map_or(std::ptr::null_mut(), |m| m.as_mut_ptr()),
            options,
        );
        llvm_sys::transforms::pass_builder::LLVMDisposePassBuilderOptions(options);
        if error.is_null() {
            Ok(())
        } else {
            let message = llvm_sys::error::LLVMGetErrorMessage(error);
            let text = std::ffi::CStr::from_ptr(message)
                .to_string_lossy()
                .into_owned();
            llvm_sys::error::LLVMDisposeErrorMessage(message);
            Err(text)
        }
    }
}

/// A heart's parent token: the argument of its only `convergencectrl` bundle.
fn heart_parent(heart: InstructionValue<'_>) -> Option<llvm_sys::prelude::LLVMValueRef> {
    // SAFETY: `heart` is a live call; the bundle copy is disposed of after its argument,
    // a value the module owns, is read.
    unsafe {
        let bundle = llvm_sys::core::LLVMGetOperandBundleAtIndex(heart.as_value_ref(), 0);
        if bundle.is_null() {
            return None;
        }
        let parent = llvm_sys::core::LLVMGetOperandBundleArgAtIndex(bundle, 0);
        llvm_sys::core::LLVMDisposeOperandBundle(bundle);
        Some(parent)
    }
}

/// Replaces each heart (`llvm.experimental.convergence.loop`) whose block is
/// on no cycle of the CFG by its parent token, and deletes it. Such a heart runs at most once per instance of its parent, so every
/// thread that reaches it is in iteration 1 of that instance: its token and
/// the parent's group the same threads. See `target::optimize` for the LLVM
/// pass that leaves such hearts behind.
pub fn dissolve_stray_hearts(module: &Module<'_>) {
    for function in module.get_functions() {
        let blocks = function.get_basic_blocks();
        for block in &blocks {
            let hearts = calls_to(*block, TokenKind::Loop.intrinsic());
            if hearts.is_empty() || on_a_cycle(*block) {
                continue;
            }
            for heart in hearts {
                let Some(parent) = heart_parent(heart) else {
                    continue;
                };
                // SAFETY: `heart` is a live call of this module, erased only after its
                // uses are redirected to the parent.
                unsafe {
                    let raw = heart.as_value_ref();
                    llvm_sys::core::LLVMReplaceAllUsesWith(raw, parent);
                    llvm_sys::core::LLVMInstructionEraseFromParent(raw);
                }
            }
        }
    }
}

/// Moves each heart (`llvm.experimental.convergence.loop`) that sits inside a cycle but not
/// in the cycle's header back to the top of that header, where the lowering put it. LLVM
/// 22's IndVarSimplify sinks "unused invariants" from an inner loop's preheader into its exit
/// block, and takes the outer loop's heart for one when the outer header is that preheader
/// and the token's users follow the inner loop (fuzz seed 8005661 at `-O2` for amdgcn,
/// `fixtures/sunk_heart.cu`); the verifier then rejects it ("Cycle heart must dominate all
/// blocks in the cycle"). Only a reducible cycle's header, holding no other heart and
/// dominated by the heart's parent token, takes it back: the header dominates the heart's
/// block, so it dominates every use, and a thread runs the moved heart once per iteration, as
/// it ran the heart before the pass. Anything else is left to the verifier. Run only on a
/// module the verifier rejects: in a valid one every heart is in its cycle's header.
pub fn rehome_sunk_hearts(module: &Module<'_>) {
    use petgraph::algo::dominators::simple_fast;
    use petgraph::graph::{DiGraph, NodeIndex};
    use std::collections::HashMap;
    let name = TokenKind::Loop.intrinsic();
    for function in module.get_functions() {
        let blocks = function.get_basic_blocks();
        let hearts: Vec<(usize, InstructionValue<'_>)> = blocks
            .iter()
            .enumerate()
            .flat_map(|(b, &block)| calls_to(block, name).into_iter().map(move |i| (b, i)))
            .collect();
        if hearts.is_empty() {
            continue;
        }
        let index: HashMap<BasicBlock<'_>, usize> =
            blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut cfg: DiGraph<(), ()> = DiGraph::new();
        let nodes: Vec<NodeIndex> = blocks.iter().map(|_| cfg.add_node(())).collect();
        for (b, block) in blocks.iter().enumerate() {
            for s in block.get_terminator().map(successors).unwrap_or_default() {
                if let Some(&t) = index.get(&s) {
                    cfg.add_edge(nodes[b], nodes[t], ());
                }
            }
        }
        let dominators = simple_fast(&cfg, nodes[0]);
        let dominates = |a: NodeIndex, b: NodeIndex| {
            dominators
                .dominators(b)
                .is_some_and(|mut chain| chain.any(|d| d == a))
        };
        // Whether `b` is in the natural loop of `h`: it gets to one of the back edges into
        // `h` without passing through `h` (a path through an outer loop's header back to
        // `h` does not count).
        let in_loop_of = |b: NodeIndex, h: NodeIndex| {
            let latches: Vec<NodeIndex> = cfg
                .neighbors_directed(h, petgraph::Direction::Incoming)
                .filter(|&p| dominates(h, p))
                .collect();
            if latches.is_empty() || b == h {
                return !latches.is_empty();
            }
            let without_h = petgraph::visit::NodeFiltered::from_fn(&cfg, |n| n != h);
            let mut search = petgraph::visit::Dfs::new(&without_h, b);
            while let Some(n) = search.next(&without_h) {
                if latches.contains(&n) {
                    return true;
                }
            }
            false
        };
        // The innermost reducible cycle holding `b`: the nearest block dominating it
        // (itself included) whose natural loop holds it.
        let header_of = |b: NodeIndex| {
            let mut chain = dominators.dominators(b)?;
            chain.find(|&h| in_loop_of(b, h))
        };
        let block_of_value = |v: llvm_sys::prelude::LLVMValueRef| {
            // SAFETY: `v` is a live value; a non-instruction has no parent block.
            unsafe {
                if llvm_sys::core::LLVMIsAInstruction(v).is_null() {
                    return None;
                }
                BasicBlock::new(llvm_sys::core::LLVMGetInstructionParent(v))
                    .and_then(|b| index.get(&b).copied())
            }
        };
        let mut holding: Vec<usize> = hearts.iter().map(|&(b, _)| b).collect();
        for &(b, heart) in &hearts {
            let Some(h) = header_of(nodes[b]) else {
                continue;
            };
            let header = h.index();
            if header == b || holding.contains(&header) {
                continue;
            }
            let Some(parent) = heart_parent(heart) else {
                continue;
            };
            let outside =
                block_of_value(parent).is_some_and(|p| p != header && dominates(nodes[p], h));
            if !outside {
                continue;
            }
            let mut top = blocks[header].get_first_instruction();
            while let Some(i) = top {
                if i.get_opcode() != inkwell::values::InstructionOpcode::Phi {
                    break;
                }
                top = i.get_next_instruction();
            }
            if top.is_none() {
                continue;
            }
            move_to(module, heart, blocks[header], top);
            holding.push(header);
        }
    }
}

/// Puts each function's `llvm.experimental.convergence.entry` back at the top
/// of its entry block (and merges copies into it). LLVM 22's IndVarSimplify
/// sinks "unused invariants" from a loop's preheader into its exit block, and
/// takes the entry intrinsic for one when the function's entry block is the
/// preheader and the token's only user follows the loop; the verifier then
/// rejects it ("Entry intrinsic can occur only in the entry block"). The
/// intrinsic takes no operands and yields one token per function instance
/// wherever it runs, so moving it to the top changes no dynamic instance.
pub fn hoist_entry_tokens(module: &Module<'_>) {
    let name = TokenKind::Entry.intrinsic();
    for function in module.get_functions() {
        let Some(entry) = function.get_first_basic_block() else {
            continue;
        };
        let calls: Vec<InstructionValue<'_>> = function
            .get_basic_blocks()
            .into_iter()
            .flat_map(|block| calls_to(block, name))
            .collect();
        let Some((&first, copies)) = calls.split_first() else {
            continue;
        };
        if entry.get_first_instruction() != Some(first) {
            move_to(module, first, entry, entry.get_first_instruction());
        }
        // SAFETY: every value is a live instruction of this function; copies
        // are erased only after their uses are redirected to the first.
        unsafe {
            let raw = first.as_value_ref();
            for copy in copies {
                let c = copy.as_value_ref();
                llvm_sys::core::LLVMReplaceAllUsesWith(c, raw);
                llvm_sys::core::LLVMInstructionEraseFromParent(c);
            }
        }
    }
}

/// The calls to `name` in `block`, in order.
fn calls_to<'ctx>(block: BasicBlock<'ctx>, name: &str) -> Vec<InstructionValue<'ctx>> {
    let mut calls = Vec::new();
    let mut instruction = block.get_first_instruction();
    while let Some(i) = instruction {
        if is_call_to(i, name) {
            calls.push(i);
        }
        instruction = i.get_next_instruction();
    }
    calls
}

/// Unlinks `inst` from its block and reinserts it in `block`, before `before` (an
/// instruction of `block`), or at its end without one.
fn move_to<'ctx>(
    module: &Module<'ctx>,
    inst: InstructionValue<'ctx>,
    block: BasicBlock<'ctx>,
    before: Option<InstructionValue<'ctx>>,
) {
    // SAFETY: live values of `module`; the builder is created and disposed of here.
    unsafe {
        let raw = inst.as_value_ref();
        llvm_sys::core::LLVMInstructionRemoveFromParent(raw);
        let builder = llvm_sys::core::LLVMCreateBuilderInContext(
            llvm_sys::core::LLVMGetModuleContext(module.as_mut_ptr()),
        );
        match before {
            Some(before) => {
                llvm_sys::core::LLVMPositionBuilderBefore(builder, before.as_value_ref())
            }
            None => llvm_sys::core::LLVMPositionBuilderAtEnd(builder, block.as_mut_ptr()),
        }
        llvm_sys::core::LLVMInsertIntoBuilder(builder, raw);
        llvm_sys::core::LLVMDisposeBuilder(builder);
    }
}

fn is_call_to(i: InstructionValue<'_>, name: &str) -> bool {
    if i.get_opcode() != inkwell::values::InstructionOpcode::Call {
        return false;
    }
    // SAFETY: `i` is a live call instruction; the called operand may be any
    // value, whose name LLVM returns with its length (no terminator needed).
    unsafe {
        let callee = llvm_sys::core::LLVMGetCalledValue(i.as_value_ref());
        let mut len = 0;
        let ptr = llvm_sys::core::LLVMGetValueName2(callee, &mut len);
        !ptr.is_null() && std::slice::from_raw_parts(ptr.cast::<u8>(), len) == name.as_bytes()
    }
}

/// Whether some path of successors leads from `start` back to it.
fn on_a_cycle(start: BasicBlock<'_>) -> bool {
    let mut seen = std::collections::HashSet::new();
    let mut stack: Vec<BasicBlock<'_>> = start.get_terminator().map(successors).unwrap_or_default();
    while let Some(b) = stack.pop() {
        if b == start {
            return true;
        }
        if seen.insert(b) {
            stack.extend(b.get_terminator().map(successors).unwrap_or_default());
        }
    }
    false
}

/// The global variables whose initializers refer to each other in a cycle (one variable
/// referring to itself included), by name; empty when there are none. LLVM's NVPTX printer
/// declares each variable before the ones that use it and stops the process on a cycle
/// ("Circular dependency found in global variable set"), so the lowering refuses them first.
/// Walks constants through the C API, which inkwell does not expose for constant operands.
pub fn globals_in_reference_cycles(module: &Module<'_>) -> Vec<String> {
    use llvm_sys::core::*;
    use llvm_sys::prelude::LLVMValueRef;
    use petgraph::graph::{DiGraph, NodeIndex};
    use std::collections::HashMap;
    let mut graph: DiGraph<LLVMValueRef, ()> = DiGraph::new();
    let mut nodes: HashMap<LLVMValueRef, NodeIndex> = HashMap::new();
    let globals: Vec<LLVMValueRef> = module.get_globals().map(|g| g.as_value_ref()).collect();
    for &g in &globals {
        nodes.insert(g, graph.add_node(g));
    }
    for &g in &globals {
        // SAFETY: `g` is a global of a live module; its initializer and their operands are
        // constants LLVM owns, read only.
        let init = unsafe { LLVMGetInitializer(g) };
        let mut stack = if init.is_null() { vec![] } else { vec![init] };
        while let Some(v) = stack.pop() {
            if let Some(&to) = nodes.get(&v) {
                graph.update_edge(nodes[&g], to, ());
                continue;
            }
            // SAFETY: as above.
            let n = unsafe { LLVMGetNumOperands(v) };
            for i in 0..n.max(0) as u32 {
                // SAFETY: `i` is below the operand count.
                stack.push(unsafe { LLVMGetOperand(v, i) });
            }
        }
    }
    let mut names = Vec::new();
    for scc in petgraph::algo::tarjan_scc(&graph) {
        let cyclic = scc.len() > 1 || graph.contains_edge(scc[0], scc[0]);
        if cyclic {
            for n in scc {
                let mut len = 0;
                // SAFETY: the name of a live global, copied at once.
                let name = unsafe { LLVMGetValueName2(graph[n], &mut len) };
                // SAFETY: LLVM returns `len` bytes at `name`.
                let bytes = unsafe { std::slice::from_raw_parts(name.cast::<u8>(), len) };
                names.push(String::from_utf8_lossy(bytes).into_owned());
            }
        }
    }
    names.sort();
    names
}

/// Removes all debug information from a module.
pub fn strip_debug_info(module: &Module<'_>) {
    // SAFETY: a live module, which LLVM edits in place.
    unsafe {
        llvm_sys::debuginfo::LLVMStripModuleDebugInfo(module.as_mut_ptr());
    }
}

/// Removes convergence control from a module: every call loses its
/// `"convergencectrl"` bundle (it is rebuilt without it, keeping its callee,
/// arguments, calling convention, attributes, name and location), and then
/// the token intrinsics, unused, are deleted.
pub fn strip_convergence_control(module: &Module<'_>) {
    let mut calls = Vec::new();
    let mut tokens = Vec::new();
    for function in module.get_functions() {
        for block in function.get_basic_blocks() {
            let mut instruction = block.get_first_instruction();
            while let Some(i) = instruction {
                if i.get_opcode() == inkwell::values::InstructionOpcode::Call {
                    let raw = i.as_value_ref();
                    // Hearts have a bundle too, but go as a whole.
                    if [TokenKind::Entry, TokenKind::Anchor, TokenKind::Loop]
                        .iter()
                        .any(|k| is_call_to(i, k.intrinsic()))
                    {
                        tokens.push(raw);
                    // SAFETY: a live call instruction.
                    } else if unsafe { llvm_sys::core::LLVMGetNumOperandBundles(raw) } > 0 {
                        calls.push(raw);
                    }
                }
                instruction = i.get_next_instruction();
            }
        }
    }
    // SAFETY: every pointer is a live instruction of `module` collected above;
    // each old call is erased only after its replacement took its uses, and a
    // token intrinsic only once nothing uses it (hearts use their parent, so
    // the loop erases in rounds until no unused one is left).
    unsafe {
        let context = llvm_sys::core::LLVMGetModuleContext(module.as_mut_ptr());
        let builder = llvm_sys::core::LLVMCreateBuilderInContext(context);
        for old in calls {
            let argc = llvm_sys::core::LLVMGetNumArgOperands(old);
            let mut args: Vec<_> = (0..argc)
                .map(|i| llvm_sys::core::LLVMGetOperand(old, i))
                .collect();
            llvm_sys::core::LLVMPositionBuilderBefore(builder, old);
            let mut len = 0;
            let name = llvm_sys::core::LLVMGetValueName2(old, &mut len);
            let name = CString::new(std::slice::from_raw_parts(name.cast::<u8>(), len))
                .unwrap_or_default();
            let new = llvm_sys::core::LLVMBuildCall2(
                builder,
                llvm_sys::core::LLVMGetCalledFunctionType(old),
                llvm_sys::core::LLVMGetCalledValue(old),
                args.as_mut_ptr(),
                argc,
                name.as_ptr(),
            );
            llvm_sys::core::LLVMSetInstructionCallConv(
                new,
                llvm_sys::core::LLVMGetInstructionCallConv(old),
            );
            let indices = [llvm_sys::LLVMAttributeFunctionIndex, 0]
                .into_iter()
                .chain(1..=argc);
            for index in indices {
                let n = llvm_sys::core::LLVMGetCallSiteAttributeCount(old, index);
                let mut attributes = vec![std::ptr::null_mut(); n as usize];
                llvm_sys::core::LLVMGetCallSiteAttributes(old, index, attributes.as_mut_ptr());
                for a in attributes {
                    llvm_sys::core::LLVMAddCallSiteAttribute(new, index, a);
                }
            }
            llvm_sys::debuginfo::LLVMInstructionSetDebugLoc(
                new,
                llvm_sys::debuginfo::LLVMInstructionGetDebugLoc(old),
            );
            llvm_sys::core::LLVMReplaceAllUsesWith(old, new);
            llvm_sys::core::LLVMInstructionEraseFromParent(old);
        }
        llvm_sys::core::LLVMDisposeBuilder(builder);
        while !tokens.is_empty() {
            let before = tokens.len();
            tokens.retain(|&t| {
                let unused = llvm_sys::core::LLVMGetFirstUse(t).is_null();
                if unused {
                    llvm_sys::core::LLVMInstructionEraseFromParent(t);
                }
                !unused
            });
            if tokens.len() == before {
                break;
            }
        }
    }
}

/// `freeze` of a floating value (inkwell 0.11 has no builder method for it).
pub fn freeze<'ctx>(
    builder: &Builder<'ctx>,
    value: inkwell::values::FloatValue<'ctx>,
) -> inkwell::values::FloatValue<'ctx> {
    // SAFETY: the builder and the value belong to the same live context;
    // `freeze` yields a value of its operand's type.
    unsafe {
        inkwell::values::FloatValue::new(llvm_sys::core::LLVMBuildFreeze(
            builder.as_mut_ptr(),
            value.as_value_ref(),
            c"".as_ptr(),
        ))
    }
}

/// Prints `module` as LLVM assembly straight into the file at `path` (`-`:
/// standard output), through LLVM's buffered file stream: printing into a string
/// first grew and copied it three times (about 30 ms of a 20k-line kernel's 300).
/// The file could not be opened: `Err` with the reason. A write that fails
/// midway (a full disk) is fatal inside LLVM, whose stream cannot report it to its
/// caller: the process then ends with status 1 after saying so.
pub fn print_to_file(module: &Module<'_>, path: &std::path::Path) -> Result<(), String> {
    extern "C" fn write_failed(reason: *const std::ffi::c_char) {
        // SAFETY: LLVM passes a NUL-terminated message that lives for the call.
        let reason = unsafe { std::ffi::CStr::from_ptr(reason) };
        eprintln!("error: cannot write output: {}", reason.to_string_lossy());
    }
    let path = CString::new(path.as_os_str().as_encoded_bytes())
        .map_err(|_| "the output path contains a NUL byte".to_string())?;
    let mut error = std::ptr::null_mut();
    // SAFETY: `module` is live, `path` NUL-terminated; an error message LLVM
    // returns is freed with LLVMDisposeMessage.
    unsafe {
        llvm_sys::error_handling::LLVMInstallFatalErrorHandler(Some(write_failed));
        let failed =
            llvm_sys::core::LLVMPrintModuleToFile(module.as_mut_ptr(), path.as_ptr(), &mut error);
        llvm_sys::error_handling::LLVMResetFatalErrorHandler();
        if failed == 0 {
            return Ok(());
        }
        let message = if error.is_null() {
            "LLVM could not print the module".to_string()
        } else {
            let m = std::ffi::CStr::from_ptr(error)
                .to_string_lossy()
                .into_owned();
            llvm_sys::core::LLVMDisposeMessage(error);
            m
        };
        Err(message)
    }
}
