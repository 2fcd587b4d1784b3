//! One function: its blocks, statements, jumps and convergence tokens.
//!
//! Blocks are named as Clang names them (`while.cond`, `if.then`, `sw.bb`,
//! `label.retry`, ...) and laid out in the order they are first emitted.
//! Each block records its innermost cycle (from the tangle engine's
//! `innermost` of the statement it belongs to): jumps use it to decide whether
//! an edge enters an irreducible cycle (and must go through its hub), calls to
//! check that their token's cycle is where they are, and [`cycles::check_cfg`]
//! to check the finished CFG.
//!
//! A function gets tokens when it is convergent or contains convergent calls;
//! only then are cycles given hearts and irreducible cycles hubs (a function
//! without convergent operations may keep LLVM's ordinary irreducible control
//! flow).

use crate::cycles::{self, BlockGraph, Nesting};
use crate::explicit::Region;
use crate::ffi::{self, Token, TokenKind};
use crate::{internal, LowerError, ModuleLowerer, R};
use frontend::model::{
    scalar_leaves, DeclItem, ExprId, ExprKind, FuncId, Function, Init, LocalId, StmtId, StmtKind,
    Storage, Type,
};
use frontend::Span;
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::debug_info::{DILocation, DISubprogram};
use inkwell::module::Linkage;
use inkwell::values::{AnyValue, BasicValue, FunctionValue, PointerValue};
use inkwell::AddressSpace;
use la_arena::ArenaMap;
// FxHash: the keys are LLVM pointers and small ids, which SipHash made a visible cost.
use rustc_hash::FxHashMap as HashMap;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use tangles::cycles::CycleKind;
use tangles::FunctionTangles;

#[derive(Debug, Clone, Copy)]
struct BlockInfo {
    /// The innermost cycle the block belongs to.
    inner: Option<usize>,
    /// Laid out and filled (or being filled).
    emitted: bool,
}

/// A block created on first use: the exit of a loop or switch, a `for.inc`
/// or `do.cond` that only `continue` or falling off the body reaches.
#[derive(Debug, Clone, Copy)]
struct Slot<'ctx> {
    block: Option<BasicBlock<'ctx>>,
    name: &'static str,
    inner: Option<usize>,
    /// The block is the next statement's own (see [`FnLowerer::join`]): the
    /// statement ends without continuing there; the next one starts it.
    direct: bool,
}

impl<'ctx> Slot<'ctx> {
    fn new(name: &'static str, inner: Option<usize>) -> Self {
        Slot {
            block: None,
            name,
            inner,
            direct: false,
        }
    }

    fn existing(block: BasicBlock<'ctx>, name: &'static str) -> Self {
        Slot {
            block: Some(block),
            name,
            inner: None,
            direct: false,
        }
    }
}

/// The hub of an irreducible cycle: every edge entering the cycle and every
/// back edge to its head stores the index of its real target in `guard` and
/// branches here; the hub holds the cycle's heart and dispatches.
#[derive(Debug, Clone, Copy)]
struct Hub<'ctx> {
    block: BasicBlock<'ctx>,
    guard: PointerValue<'ctx>,
}

struct Tokens<'ctx> {
    /// The entry (or anchor) token.
    function: Token<'ctx>,
    hearts: Vec<Option<Token<'ctx>>>,
    guards: Vec<Option<PointerValue<'ctx>>>,
    hubs: Vec<Option<Hub<'ctx>>>,
    /// The cycles whose hubs were made since `finish_hubs` last looked.
    new_hubs: Vec<usize>,
}

pub(crate) struct FnLowerer<'a, 'ctx> {
    pub m: &'a ModuleLowerer<'a, 'ctx>,
    pub f: &'a Function,
    pub ft: &'a FunctionTangles,
    pub func: FunctionValue<'ctx>,
    pub b: Builder<'ctx>,
    /// Places of locals and parameters (generic pointers).
    pub locals: ArenaMap<LocalId, PointerValue<'ctx>>,
    /// Temporaries for members of record values (`f().x`), by member expression.
    pub member_temps: ArenaMap<ExprId, PointerValue<'ctx>>,
    /// The innermost cycle of blocks created now.
    pub inner: Option<usize>,
    /// The subprogram, when the function carries debug locations.
    pub scope: Option<DISubprogram<'ctx>>,
    blocks: HashMap<BasicBlock<'ctx>, BlockInfo>,
    /// Whether the builder is in a block that still needs a terminator.
    open: bool,
    /// Statements that start their own block: labels, cases, defaults, and
    /// the other entries of irreducible cycles (where control falls in).
    starts: ArenaMap<StmtId, BasicBlock<'ctx>>,
    /// Head block of each loop: the condition (`while`, `for`) or the body (`do`).
    heads: ArenaMap<StmtId, BasicBlock<'ctx>>,
    exits: ArenaMap<StmtId, Slot<'ctx>>,
    continues: ArenaMap<StmtId, Slot<'ctx>>,
    nesting: Nesting,
    tokens: Option<Tokens<'ctx>>,
    /// For blocks that are entries of irreducible cycles: (cycle, guard index);
    /// index 0 is the head of the chosen entry.
    routes: HashMap<BasicBlock<'ctx>, Vec<(usize, u32)>>,
    /// The cycle whose token each convergent call uses.
    call_cycles: HashMap<ExprId, Option<usize>>,
    /// Number of statements with their own block before each pre-order position.
    starts_before: Vec<u32>,
    /// `--reconverge explicit`: the lane masks of the function's tangles.
    pub(crate) explicit: Option<crate::explicit::Explicit<'ctx>>,
    /// Debug locations made so far, by the span's file and start: an expression's
    /// instructions share one, and making it again cost a line lookup and LLVM's
    /// uniquing each time.
    locations: std::cell::RefCell<HashMap<(u32, u32), DILocation<'ctx>>>,
}

impl<'a, 'ctx> FnLowerer<'a, 'ctx> {
    pub fn new(m: &'a ModuleLowerer<'a, 'ctx>, id: FuncId, ft: &'a FunctionTangles) -> R<Self> {
        let f = &m.unit.program.functions[id];
        let func = m.functions[id];
        let has_tokens = f.convergent || !f.convergent_calls.is_empty();
        let nesting = Nesting::new(m.unit, f, ft, has_tokens)
            .map_err(|e| LowerError::Internal(format!("in `{}`: {e}", f.name)))?;
        let needs_scope = m
            .debug
            .as_ref()
            .is_some_and(|d| d.full || f.exprs.iter().any(|(_, e)| crate::always_located(f, e)));
        let scope = match (&m.debug, needs_scope) {
            (Some(d), true) => {
                let sp = d.subprogram(m.unit, f);
                func.set_subprogram(sp);
                Some(sp)
            }
            _ => None,
        };
        let mut this = FnLowerer {
            m,
            f,
            ft,
            func,
            b: m.context.create_builder(),
            locals: ArenaMap::default(),
            member_temps: ArenaMap::default(),
            inner: None,
            scope,
            blocks: HashMap::default(),
            open: false,
            starts: ArenaMap::default(),
            heads: ArenaMap::default(),
            exits: ArenaMap::default(),
            continues: ArenaMap::default(),
            nesting,
            tokens: None,
            routes: HashMap::default(),
            call_cycles: ft.calls.iter().map(|c| (c.expr, c.cycle)).collect(),
            starts_before: Vec::new(),
            explicit: None,
            locations: Default::default(),
        };
        let entry = this.new_block("entry", None);
        this.start(entry)?;
        if has_tokens {
            let kind = if f.convergent {
                TokenKind::Entry
            } else {
                TokenKind::Anchor
            };
            let name = if f.convergent {
                "tok.entry"
            } else {
                "tok.anchor"
            };
            let function = ffi::build_token(&this.b, &m.module, kind, None, name)
                .map_err(LowerError::Internal)?;
            let n = ft.cycles.list.len();
            this.tokens = Some(Tokens {
                function,
                hearts: vec![None; n],
                guards: vec![None; n],
                hubs: vec![None; n],
                new_hubs: Vec::new(),
            });
        }
        if m.explicit && crate::explicit::needs_masks(f, has_tokens) {
            this.start_explicit()?;
        }
        Ok(this)
    }

    pub(crate) fn has_tokens(&self) -> bool {
        self.tokens.is_some()
    }

    pub fn lower(mut self) -> R<()> {
        self.set_location(self.f.span);
        self.allocate_locals()?;
        self.plan_jump_targets()?;
        let body = self
            .f
            .body
            .ok_or_else(|| LowerError::Internal(format!("`{}` has no body", self.f.name)))?;
        self.stmt(body)?;
        if self.open {
            self.return_default()?;
        }
        self.finish_hubs()?;
        self.finish_hearts()?;
        self.check()
    }

    // -----------------------------------------------------------------------
    // Blocks

    pub fn new_block(&mut self, name: &str, inner: Option<usize>) -> BasicBlock<'ctx> {
        let bb = self.m.context.append_basic_block(self.func, name);
        self.blocks.insert(
            bb,
            BlockInfo {
                inner,
                emitted: false,
            },
        );
        bb
    }

    /// A block in the current cycle context.
    pub fn block(&mut self, name: &str) -> BasicBlock<'ctx> {
        self.new_block(name, self.inner)
    }

    /// Lays `bb` out after the blocks emitted so far and continues there.
    pub fn start(&mut self, bb: BasicBlock<'ctx>) -> R<()> {
        if self.open {
            return internal(format!(
                "`{}`: block `{}` started while the previous block is open",
                self.f.name,
                bb.get_name().to_string_lossy()
            ));
        }
        let info = self
            .blocks
            .get_mut(&bb)
            .ok_or_else(|| LowerError::Internal(format!("`{}`: an unknown block", self.f.name)))?;
        if !info.emitted {
            info.emitted = true;
            if let Some(last) = self.func.get_last_basic_block() {
                if last != bb {
                    bb.move_after(last)
                        .map_err(|_| LowerError::Internal("LLVM could not move a block".into()))?;
                }
            }
        }
        self.b.position_at_end(bb);
        self.open = true;
        Ok(())
    }

    /// Makes sure instructions have a block: after a jump, code that is only
    /// reachable through a label inside it starts in a fresh block.
    fn ensure_open(&mut self) -> R<()> {
        if !self.open {
            let bb = self.block("unreachable");
            self.start(bb)?;
        }
        Ok(())
    }

    /// The current block got its terminator.
    pub fn close(&mut self) {
        self.open = false;
    }

    fn current(&self) -> R<BasicBlock<'ctx>> {
        self.b
            .get_insert_block()
            .ok_or_else(|| LowerError::Internal("the builder has no block".into()))
    }

    pub fn current_inner(&self) -> R<Option<usize>> {
        let bb = self.current()?;
        Ok(self.blocks.get(&bb).and_then(|i| i.inner))
    }

    fn slot(&mut self, slot: Slot<'ctx>) -> (Slot<'ctx>, BasicBlock<'ctx>) {
        match slot.block {
            Some(bb) => (slot, bb),
            None => {
                let bb = self.new_block(slot.name, slot.inner);
                (
                    Slot {
                        block: Some(bb),
                        ..slot
                    },
                    bb,
                )
            }
        }
    }

    fn exit_block(&mut self, s: StmtId) -> R<BasicBlock<'ctx>> {
        let slot = *self.exits.get(s).ok_or_else(|| {
            LowerError::Internal(format!(
                "`break` to a statement without an exit in `{}`",
                self.f.name
            ))
        })?;
        let (slot, bb) = self.slot(slot);
        self.exits.insert(s, slot);
        Ok(bb)
    }

    fn continue_block(&mut self, s: StmtId) -> R<BasicBlock<'ctx>> {
        let slot = *self.continues.get(s).ok_or_else(|| {
            LowerError::Internal(format!(
                "`continue` to a statement that is not a loop in `{}`",
                self.f.name
            ))
        })?;
        let (slot, bb) = self.slot(slot);
        self.continues.insert(s, slot);
        Ok(bb)
    }

    /// Continues after a statement at its exit block, if anything reaches it.
    fn finish_exit(&mut self, s: StmtId) -> R<()> {
        match self.exits.get(s).copied() {
            Some(slot) => self.finish_slot(slot),
            None => internal(format!("in `{}`: a statement without an exit", self.f.name)),
        }
    }

    fn finish_slot(&mut self, slot: Slot<'ctx>) -> R<()> {
        match slot.block {
            Some(bb) if !slot.direct => self.start(bb),
            _ => {
                self.open = false;
                Ok(())
            }
        }
    }

    /// The exit of statement `s`: a join block made on first use (`if.end`,
    /// `while.end`, `sw.epilog`), or, when the next statement is an entry of
    /// an irreducible cycle, that statement's own block. A shared join block
    /// there would merge the edges from inside the cycle (which go straight
    /// to the entry) with those from outside (which go through the hub).
    fn join(&self, s: StmtId, name: &'static str) -> Slot<'ctx> {
        if let Some(tangles::cfg::Point::Stmt(n)) = self.ft.cfg.next.get(s) {
            if let Some(&bb) = self.starts.get(*n) {
                if self.routes.contains_key(&bb) {
                    return Slot {
                        block: Some(bb),
                        name,
                        inner: None,
                        direct: true,
                    };
                }
            }
        }
        Slot::new(name, self.join_inner(s))
    }

    // -----------------------------------------------------------------------
    // Jumps, hubs and tokens

    /// Which hub (if any) an edge from a block in cycle `from` to `target`
    /// must go through: the outermost irreducible cycle it enters at an entry,
    /// or whose chosen entry it reaches (from inside: the next iteration).
    /// `from_hub` is set for the dispatch edges of that cycle's own hub.
    fn route(
        &self,
        from: Option<usize>,
        from_hub: Option<usize>,
        target: BasicBlock<'ctx>,
    ) -> Option<(usize, u32)> {
        self.routes
            .get(&target)?
            .iter()
            .copied()
            .filter(|&(c, index)| {
                if index == self.chosen_index(c) {
                    from_hub != Some(c)
                } else {
                    !self.nesting.contains(from, c)
                }
            })
            .min_by_key(|&(c, _)| self.nesting.depth(c))
    }

    /// The position of cycle `c`'s chosen entry among its entries: its hub's
    /// guard value for that entry (0, the head, unless a tool chose another).
    fn chosen_index(&self, c: usize) -> u32 {
        let cycle = &self.ft.cycles.list[c];
        cycle
            .entries
            .iter()
            .position(|&e| e == cycle.chosen_entry)
            .unwrap_or(0) as u32
    }

    /// An unconditional branch from the current block.
    pub fn jump(&mut self, target: BasicBlock<'ctx>) -> R<()> {
        let from = self.current_inner()?;
        match self.route(from, None, target) {
            Some((c, index)) => {
                let hub = self.hub(c)?;
                self.b.build_store(
                    hub.guard,
                    self.m.context.i32_type().const_int(index as u64, false),
                )?;
                self.b.build_unconditional_branch(hub.block)?;
            }
            None => {
                self.b.build_unconditional_branch(target)?;
            }
        }
        self.open = false;
        Ok(())
    }

    /// The block a conditional branch or switch in the current block should
    /// name for `target`: `target` itself, or a small block that sets the guard
    /// and enters the hub.
    pub fn edge(&mut self, target: BasicBlock<'ctx>) -> R<BasicBlock<'ctx>> {
        let from = self.current_inner()?;
        self.edge_from(from, None, target)
    }

    fn edge_from(
        &mut self,
        from: Option<usize>,
        from_hub: Option<usize>,
        target: BasicBlock<'ctx>,
    ) -> R<BasicBlock<'ctx>> {
        let Some((c, index)) = self.route(from, from_hub, target) else {
            return Ok(target);
        };
        let hub = self.hub(c)?;
        let name = format!("{}.to.hub", self.cycle_name(c));
        let here = self.current()?;
        let was_open = self.open;
        let bb = self.new_block(&name, from);
        if let Some(info) = self.blocks.get_mut(&bb) {
            info.emitted = true;
        }
        self.b.position_at_end(bb);
        self.b.build_store(
            hub.guard,
            self.m.context.i32_type().const_int(index as u64, false),
        )?;
        self.b.build_unconditional_branch(hub.block)?;
        self.b.position_at_end(here);
        self.open = was_open;
        Ok(bb)
    }

    fn hub(&mut self, c: usize) -> R<Hub<'ctx>> {
        let Some(tokens) = &self.tokens else {
            return internal("a hub in a function without tokens");
        };
        if let Some(hub) = tokens.hubs[c] {
            return Ok(hub);
        }
        let Some(guard) = tokens.guards[c] else {
            return internal(format!(
                "no guard for irreducible cycle {c} in `{}`",
                self.f.name
            ));
        };
        let name = format!("{}.hub", self.cycle_name(c));
        let block = self.new_block(&name, Some(c));
        let hub = Hub { block, guard };
        if let Some(t) = &mut self.tokens {
            t.hubs[c] = Some(hub);
            t.new_hubs.push(c);
        }
        Ok(hub)
    }

    /// `while`, `for`, `do`, or the label of a goto cycle.
    fn cycle_name(&self, c: usize) -> String {
        let cycle = &self.ft.cycles.list[c];
        match &self.f.stmts[cycle.head].kind {
            StmtKind::Label { name, .. } => format!("label.{name}"),
            other => other.name().to_string(),
        }
    }

    fn is_irreducible(&self, c: usize) -> bool {
        self.tokens.is_some() && !self.ft.cycles.list[c].reducible
    }

    /// The block whose first instruction is cycle `c`'s heart.
    fn header(&self, c: usize) -> Option<BasicBlock<'ctx>> {
        if self.is_irreducible(c) {
            return self
                .tokens
                .as_ref()
                .and_then(|t| t.hubs[c])
                .map(|h| h.block);
        }
        self.head(c)
    }

    /// The block of the first entry: a reducible cycle's header, where it counts
    /// iterations, and the target of guard 0 of an irreducible cycle's hub.
    fn head(&self, c: usize) -> Option<BasicBlock<'ctx>> {
        let cycle = &self.ft.cycles.list[c];
        match cycle.kind {
            CycleKind::Loop => self.heads.get(cycle.head).copied(),
            CycleKind::Goto => self.starts.get(cycle.head).copied(),
        }
    }

    /// The token a convergent operation in cycle `cycle` uses (`None`: the
    /// function's entry or anchor token).
    pub fn token(&mut self, cycle: Option<usize>) -> R<Token<'ctx>> {
        let Some(tokens) = &self.tokens else {
            return internal(format!(
                "a convergent operation in `{}`, which has no convergence tokens",
                self.f.name
            ));
        };
        let function = tokens.function;
        match cycle {
            None => Ok(function),
            Some(c) => self.heart(c),
        }
    }

    /// The heart of cycle `c`, built on first use as the first instruction of
    /// its header, with the token of the parent cycle (or the function's).
    fn heart(&mut self, c: usize) -> R<Token<'ctx>> {
        if let Some(t) = self.tokens.as_ref().and_then(|t| t.hearts[c]) {
            return Ok(t);
        }
        let parent = self.token(self.nesting.parent(c))?;
        let block = match self.header(c) {
            Some(b) => b,
            None if self.is_irreducible(c) => self.hub(c)?.block,
            None => {
                return internal(format!(
                    "in `{}`: {} has no header block",
                    self.f.name,
                    cycles::describe(self.m.unit, self.f, &self.ft.cycles.list[c])
                ))
            }
        };
        let builder = self.m.context.create_builder();
        if let (Some(d), Some(scope)) = (&self.m.debug, self.scope) {
            if d.full {
                let span = self.f.stmts[self.ft.cycles.list[c].head].span;
                builder.set_current_debug_location(d.location(
                    self.m.context,
                    self.m.unit,
                    scope,
                    span,
                ));
            }
        }
        match block.get_first_instruction() {
            Some(first) => builder.position_before(&first),
            None => builder.position_at_end(block),
        }
        let name = format!("tok.{}", self.cycle_name(c).trim_start_matches("label."));
        let token = ffi::build_token(
            &builder,
            &self.m.module,
            TokenKind::Loop,
            Some(parent),
            &name,
        )
        .map_err(LowerError::Internal)?;
        if let Some(t) = &mut self.tokens {
            t.hearts[c] = Some(token);
        }
        Ok(token)
    }

    /// Fills every hub that was used: heart, guard load, dispatch to the real
    /// targets (which may themselves enter nested irreducible cycles).
    fn finish_hubs(&mut self) -> R<()> {
        // Lowest cycle first, the hubs that finishing one makes included: a heap, as a
        // scan from the first cycle per hub was quadratic in the number of cycles.
        let mut pending = BinaryHeap::new();
        let mut done = vec![false; self.ft.cycles.list.len()];
        loop {
            if let Some(t) = &mut self.tokens {
                pending.extend(t.new_hubs.drain(..).map(Reverse));
            }
            let Some(Reverse(c)) = pending.pop() else {
                break;
            };
            if std::mem::replace(&mut done[c], true) {
                continue;
            }
            let hub = self.hub(c)?;
            let cycle = &self.ft.cycles.list[c];
            if !cycle.entries.contains(&cycle.chosen_entry) {
                return internal(format!(
                    "in `{}`: the chosen entry of {} is not one of its entries",
                    self.f.name,
                    cycles::describe(self.m.unit, self.f, cycle)
                ));
            }
            let mut targets = Vec::with_capacity(cycle.entries.len());
            targets.push(self.head(c).ok_or_else(|| {
                LowerError::Internal(format!(
                    "in `{}`: a hub for a cycle whose head was never lowered",
                    self.f.name
                ))
            })?);
            for &e in &cycle.entries[1..] {
                targets.push(*self.starts.get(e).ok_or_else(|| {
                    LowerError::Internal(format!(
                        "in `{}`: an entry of {} is not a label or case",
                        self.f.name,
                        cycles::describe(self.m.unit, self.f, cycle)
                    ))
                })?);
            }
            self.heart(c)?;
            if let Some(info) = self.blocks.get_mut(&hub.block) {
                info.emitted = true;
            }
            hub.block
                .move_before(targets[0])
                .map_err(|_| LowerError::Internal("LLVM could not move a block".into()))?;
            self.b.position_at_end(hub.block);
            self.set_location(self.f.stmts[cycle.head].span);
            let i32_type = self.m.context.i32_type();
            let guard = self
                .b
                .build_load(i32_type, hub.guard, "guard")?
                .into_int_value();
            let default = self.edge_from(Some(c), Some(c), targets[0])?;
            let mut cases = Vec::new();
            for (i, &t) in targets.iter().enumerate().skip(1) {
                let bb = self.edge_from(Some(c), Some(c), t)?;
                cases.push((i32_type.const_int(i as u64, false), bb));
            }
            self.b.build_switch(guard, default, &cases)?;
        }
        self.open = false;
        Ok(())
    }

    /// Every cycle whose header was emitted gets its heart, used or not (as
    /// Clang gives every loop a token).
    fn finish_hearts(&mut self) -> R<()> {
        if self.tokens.is_none() {
            return Ok(());
        }
        for c in 0..self.ft.cycles.list.len() {
            let emitted = self
                .header(c)
                .and_then(|h| self.blocks.get(&h))
                .is_some_and(|i| i.emitted);
            if emitted {
                self.heart(c)?;
            }
        }
        Ok(())
    }

    /// Every block was laid out; with tokens, the CFG realises the tangle
    /// engine's cycles ([`cycles::check_cfg`]).
    fn check(&self) -> R<()> {
        let mut blocks = Vec::new();
        let mut bb = self.func.get_first_basic_block();
        while let Some(b) = bb {
            blocks.push(b);
            bb = b.get_next_basic_block();
        }
        for b in &blocks {
            let info = self.blocks.get(b);
            if !info.is_some_and(|i| i.emitted) || b.get_terminator().is_none() {
                return internal(format!(
                    "in `{}`: block `{}` was never completed",
                    self.f.name,
                    b.get_name().to_string_lossy()
                ));
            }
        }
        if self.tokens.is_none() {
            return Ok(());
        }
        let index: HashMap<BasicBlock<'ctx>, usize> =
            blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let succ = blocks
            .iter()
            .map(|b| {
                b.get_terminator()
                    .map(ffi::successors)
                    .unwrap_or_default()
                    .iter()
                    .filter_map(|s| index.get(s).copied())
                    .collect()
            })
            .collect();
        let graph = BlockGraph {
            inner: blocks
                .iter()
                .map(|b| self.blocks.get(b).and_then(|i| i.inner))
                .collect(),
            blocks,
            succ,
        };
        let headers: Vec<_> = (0..self.ft.cycles.list.len())
            .map(|c| self.header(c))
            .collect();
        cycles::check_cfg(&graph, &self.nesting, &headers, |c| {
            cycles::describe(self.m.unit, self.f, &self.ft.cycles.list[c])
        })
        .map_err(|e| {
            LowerError::Internal(format!(
                "in `{}`: the lowered CFG does not match the tangle engine's cycles: {e}\n{}",
                self.f.name,
                self.func.print_to_string().to_string()
            ))
        })
    }

    // -----------------------------------------------------------------------
    // Setup

    /// Allocas for parameters and locals in the entry block (after the token),
    /// globals for `__shared__` locals, guards for irreducible cycles.
    fn allocate_locals(&mut self) -> R<()> {
        let f = self.f;
        let mut params = Vec::with_capacity(f.params.len());
        for &p in &f.params {
            let local = &f.locals[p];
            let slot = self.alloca(&local.ty, &format!("{}.addr", local.name))?;
            self.locals.insert(p, slot);
            params.push((slot, &local.ty));
        }
        for (id, local) in f.locals.iter() {
            if self.locals.get(id).is_some() {
                continue;
            }
            let place = match local.storage {
                Storage::Shared => {
                    let ty = self.m.mem_type(&local.ty);
                    let name = format!("{}.{}", f.name, local.name);
                    let global = self.m.module.add_global(
                        ty,
                        Some(AddressSpace::from(crate::SHARED_ADDRESS_SPACE)),
                        &name,
                    );
                    global.set_linkage(Linkage::Internal);
                    global.set_initializer(&crate::poison(ty));
                    if let Some(align) = self.m.record_align(&local.ty) {
                        global.set_alignment(align);
                    }
                    global
                        .as_pointer_value()
                        .const_address_space_cast(self.m.context.ptr_type(AddressSpace::default()))
                }
                Storage::Private | Storage::Param => self.alloca(&local.ty, &local.name)?,
            };
            self.locals.insert(id, place);
        }
        for (e, ex) in f.exprs.iter() {
            if let ExprKind::Member { base, .. } = ex.kind {
                if !f.is_place(base) {
                    let temp = self.alloca(&f.exprs[base].ty, "agg.tmp")?;
                    self.member_temps.insert(e, temp);
                }
            }
        }
        if let Some(tokens) = &self.tokens {
            let mut guards = tokens.guards.clone();
            for (c, cycle) in self.ft.cycles.list.iter().enumerate() {
                if !cycle.reducible {
                    let name = format!("{}.guard", self.cycle_name(c));
                    guards[c] = Some(self.alloca(&Type::INT, &name)?);
                }
            }
            if let Some(t) = &mut self.tokens {
                t.guards = guards;
            }
        }
        for (i, (slot, ty)) in params.into_iter().enumerate() {
            let value = self.func.get_nth_param(i as u32).ok_or_else(|| {
                LowerError::Internal(format!(
                    "`{}` has fewer LLVM parameters than the model",
                    f.name
                ))
            })?;
            self.store(slot, value, ty)?;
        }
        Ok(())
    }

    /// An alloca as a generic pointer (targets whose allocas live in another
    /// address space, like AMDGPU's 5, get a cast, as Clang does).
    fn alloca(&mut self, ty: &Type, name: &str) -> R<PointerValue<'ctx>> {
        let ptr = self.m.alloca(&self.b, self.m.mem_type(ty), name)?;
        if let (Some(inst), Some(align)) = (ptr.as_instruction(), self.m.record_align(ty)) {
            inst.set_alignment(align)
                .map_err(|e| LowerError::Internal(format!("aligning `{name}`: {e}")))?;
        }
        if ptr.get_type().get_address_space() == AddressSpace::default() {
            return Ok(ptr);
        }
        let generic = self.m.context.ptr_type(AddressSpace::default());
        Ok(self
            .b
            .build_address_space_cast(ptr, generic, &format!("{name}.ascast"))?)
    }

    /// Blocks for every label, case and default, and for the statements where
    /// control falls into an irreducible cycle; routes for the entries of
    /// irreducible cycles.
    fn plan_jump_targets(&mut self) -> R<()> {
        let f = self.f;
        for &s in &self.ft.order.by_pos {
            let name = match &f.stmts[s].kind {
                StmtKind::Label { name, .. } => format!("label.{name}"),
                StmtKind::Case { .. } => "sw.bb".into(),
                StmtKind::Default { .. } => "sw.default".into(),
                _ => continue,
            };
            let inner = self.ft.cycles.innermost.get(s).copied();
            let bb = self.new_block(&name, inner);
            self.starts.insert(s, bb);
        }
        if self.tokens.is_some() {
            for (c, cycle) in self.ft.cycles.list.iter().enumerate() {
                if cycle.reducible {
                    continue;
                }
                if cycle.kind == CycleKind::Goto {
                    if let Some(&bb) = self.starts.get(cycle.head) {
                        self.routes.entry(bb).or_default().push((c, 0));
                    }
                }
                for (i, &e) in cycle.entries.iter().enumerate().skip(1) {
                    let bb = match self.starts.get(e) {
                        Some(&bb) => bb,
                        None => {
                            let name = format!("{}.entry", self.cycle_name(c));
                            let inner = self.ft.cycles.innermost.get(e).copied();
                            let bb = self.new_block(&name, inner);
                            self.starts.insert(e, bb);
                            bb
                        }
                    };
                    self.routes.entry(bb).or_default().push((c, i as u32));
                }
            }
        }
        let mut n = 0u32;
        self.starts_before = Vec::with_capacity(self.ft.order.by_pos.len() + 1);
        for &s in &self.ft.order.by_pos {
            self.starts_before.push(n);
            if self.starts.get(s).is_some() {
                n += 1;
            }
        }
        self.starts_before.push(n);
        Ok(())
    }

    /// A loop's head block; the hub routes to it when its cycle is irreducible.
    fn loop_head(&mut self, s: StmtId, name: &str) -> R<(usize, BasicBlock<'ctx>)> {
        let Some(&c) = self.ft.cycles.of_loop.get(s) else {
            return internal(format!("in `{}`: a loop without a cycle", self.f.name));
        };
        let bb = self.new_block(name, Some(c));
        self.heads.insert(s, bb);
        if self.is_irreducible(c) {
            self.routes.entry(bb).or_default().push((c, 0));
        }
        Ok((c, bb))
    }

    // -----------------------------------------------------------------------
    // Statements

    /// Whether `s` or a statement inside it starts its own block (a label, a
    /// case, an entry), so control can arrive other than by falling in.
    fn contains_start(&self, s: StmtId) -> bool {
        let (Some(&p), Some(&e)) = (self.ft.order.pre.get(s), self.ft.order.end.get(s)) else {
            return false;
        };
        self.starts_before[e as usize] > self.starts_before[p as usize]
    }

    /// The innermost cycle of the point control reaches after `s` completes,
    /// for the block that joins there (`if.end`, `while.end`, `sw.epilog`):
    /// the code emitted into it is the next statement's, unless that statement
    /// has its own block (a label, case or entry) or is a loop's condition or step,
    /// in which case the join block only branches there and stays with `s`.
    fn join_inner(&self, s: StmtId) -> Option<usize> {
        let own = self.ft.cycles.innermost.get(s).copied();
        match self.ft.cfg.next.get(s) {
            Some(tangles::cfg::Point::Stmt(n)) if self.starts.get(*n).is_none() => {
                self.ft.cycles.innermost.get(*n).copied()
            }
            _ => own,
        }
    }

    fn stmt(&mut self, s: StmtId) -> R<()> {
        if !self.open && !self.contains_start(s) {
            // Unreachable and no label inside: nothing can jump in (as Clang skips it).
            return Ok(());
        }
        if let Some(&bb) = self.starts.get(s) {
            if self.open {
                let stacked = self.f.stmts[s].parent.is_some_and(|p| {
                    matches!(self.f.stmts[p].kind,
                        StmtKind::Case { body, .. } | StmtKind::Default { body, .. } if body == s)
                });
                if self.is_explicit()
                    && !stacked
                    && matches!(
                        self.f.stmts[s].kind,
                        StmtKind::Case { .. } | StmtKind::Default { .. }
                    )
                {
                    return Err(LowerError::NotExplicit(format!(
                        "{}: --reconverge explicit does not handle case fall-through",
                        crate::cycles::at(self.m.unit, self.f.stmts[s].span)
                    )));
                }
                self.jump(bb)?;
            }
            self.start(bb)?;
        }
        let saved = self.inner;
        self.inner = self.ft.cycles.innermost.get(s).copied();
        self.set_location(self.f.stmts[s].span);
        let result = self.stmt_kind(s);
        self.inner = saved;
        result
    }

    fn stmt_kind(&mut self, s: StmtId) -> R<()> {
        let f = self.f;
        match &f.stmts[s].kind {
            StmtKind::Block(items) => {
                for &item in items {
                    self.stmt(item)?;
                }
            }
            StmtKind::Empty => {}
            StmtKind::Expr(e) => {
                self.ensure_open()?;
                self.rvalue(*e)?;
            }
            StmtKind::Decl(items) => {
                self.ensure_open()?;
                for item in items {
                    self.declaration(item)?;
                }
            }
            StmtKind::If {
                cond,
                then_branch,
                else_branch,
            } => self.if_stmt(s, *cond, *then_branch, *else_branch)?,
            StmtKind::While { cond, body } => self.while_stmt(s, *cond, *body)?,
            StmtKind::DoWhile { body, cond } => self.do_stmt(s, *body, *cond)?,
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => self.for_stmt(s, *init, *cond, *step, *body)?,
            StmtKind::Switch {
                cond,
                body,
                cases,
                default,
            } => self.switch_stmt(s, *cond, *body, cases, *default)?,
            // `stmt` started the label's block.
            StmtKind::Case { body, .. }
            | StmtKind::Default { body, .. }
            | StmtKind::Label { body, .. } => self.stmt(*body)?,
            StmtKind::Goto { target, .. } => {
                let bb = *self.starts.get(*target).ok_or_else(|| {
                    LowerError::Internal(format!(
                        "in `{}`: a goto to a statement that is not a label",
                        f.name
                    ))
                })?;
                self.jump(bb)?;
            }
            StmtKind::Break { target } => {
                let arrives = match f.stmts[*target].kind {
                    StmtKind::Switch { .. } => Region::Switch(*target),
                    _ => Region::Loop(*target),
                };
                self.leave_regions(Some(arrives))?;
                let bb = self.exit_block(*target)?;
                self.jump(bb)?;
            }
            StmtKind::Continue { target } => {
                self.leave_regions(Some(Region::Body(*target)))?;
                let bb = self.continue_block(*target)?;
                self.jump(bb)?;
            }
            StmtKind::Return(value) => {
                // The value first: it may call convergent functions with this lane's tangle.
                let value = match value {
                    Some(e) => Some((*e, self.value(*e)?)),
                    None => None,
                };
                self.leave_regions(None)?;
                match value {
                    Some((e, v)) => {
                        if Some(v.get_type()) != self.m.reg_type(&f.ret) {
                            return internal(format!(
                                "in `{}`: a return value of type `{}` for a function returning `{}`",
                                f.name, f.exprs[e].ty, f.ret
                            ));
                        }
                        self.b.build_return(Some(&v))?;
                    }
                    None => {
                        self.b.build_return(None)?;
                    }
                }
                self.open = false;
            }
        }
        Ok(())
    }

    fn declaration(&mut self, item: &DeclItem) -> R<()> {
        let local = &self.f.locals[item.local];
        let place = *self.locals.get(item.local).ok_or_else(|| {
            LowerError::Internal(format!(
                "in `{}`: no place for `{}`",
                self.f.name, local.name
            ))
        })?;
        match &item.init {
            None => {}
            Some(Init::Expr(e)) => {
                let v = self.value(*e)?;
                self.store(place, v, &local.ty)?;
            }
            Some(Init::List(items)) => {
                if !matches!(local.ty, Type::Array(..) | Type::Record(_)) {
                    return internal(format!("a brace list for the scalar `{}`", local.name));
                }
                let records = &self.m.unit.program.records;
                // The members not listed, and padding, are zero, as in C.
                let size = self
                    .m
                    .context
                    .i64_type()
                    .const_int(local.ty.size(records), false);
                let align = self.m.record_align(&local.ty).unwrap_or(1);
                self.b
                    .build_memset(place, align, self.m.context.i8_type().const_zero(), size)?;
                let leaves = scalar_leaves(&local.ty, records);
                if items.len() > leaves.len() {
                    return internal(format!("too many initializers for `{}`", local.name));
                }
                let leaf = leaf_type(&local.ty);
                if !matches!(leaf, Type::Record(_)) {
                    // An array of scalars (of any rank) is laid out as its
                    // leaves, so they are indexed as one flat array.
                    let leaf_ty = self.m.mem_type(&leaf);
                    for (i, &e) in items.iter().enumerate() {
                        let v = self.value(e)?;
                        let index = self.m.context.i64_type().const_int(i as u64, false);
                        // SAFETY (LLVM): the index is within the array's bounds.
                        let ptr = unsafe {
                            self.b
                                .build_in_bounds_gep(leaf_ty, place, &[index], "arrayinit")
                        }?;
                        self.store(ptr, v, &leaf)?;
                    }
                    return Ok(());
                }
                // Records hold leaves of several types: each is stored at its byte offset.
                let i8_type = self.m.context.i8_type();
                for (&e, (offset, leaf)) in items.iter().zip(leaves) {
                    let v = self.value(e)?;
                    let at = self.m.context.i64_type().const_int(offset, false);
                    // SAFETY (LLVM): the offset is within the object (a leaf of its type).
                    let ptr = unsafe { self.b.build_in_bounds_gep(i8_type, place, &[at], "init") }?;
                    self.store(ptr, v, &leaf)?;
                }
            }
        }
        Ok(())
    }

    fn if_stmt(
        &mut self,
        s: StmtId,
        cond: ExprId,
        then_branch: StmtId,
        else_branch: Option<StmtId>,
    ) -> R<()> {
        self.ensure_open()?;
        let then_bb = self.block("if.then");
        let mut end = self.join(s, "if.end");
        let else_bb = match else_branch {
            Some(_) => self.block("if.else"),
            None => {
                let (slot, bb) = self.slot(end);
                end = slot;
                self.edge(bb)?
            }
        };
        let (start, taken) = if self.is_explicit() {
            self.open_region(Region::If(s))?;
            self.set_location(self.f.exprs[cond].span);
            let c = self.cond_value(cond)?;
            let taken = self.split(c)?;
            let start = self.region_start_mask()?;
            self.branch_on(c, then_bb, else_bb)?;
            (start, taken)
        } else {
            self.cond_branch(cond, then_bb, else_bb)?;
            (None, None)
        };
        self.start(then_bb)?;
        self.take_arm(start, taken, true)?;
        self.stmt(then_branch)?;
        if self.open {
            let (slot, bb) = self.slot(end);
            end = slot;
            self.jump(bb)?;
        }
        if let Some(e) = else_branch {
            self.start(else_bb)?;
            self.take_arm(start, taken, false)?;
            self.stmt(e)?;
            if self.open {
                let (slot, bb) = self.slot(end);
                end = slot;
                self.jump(bb)?;
            }
        }
        self.finish_slot(end)?;
        if self.is_explicit() {
            self.close_region(self.open)?;
        }
        Ok(())
    }

    fn while_stmt(&mut self, s: StmtId, cond: ExprId, body: StmtId) -> R<()> {
        self.ensure_open()?;
        let (c, cond_bb) = self.loop_head(s, "while.cond")?;
        let body_bb = self.new_block("while.body", Some(c));
        let exit = self.join(s, "while.end");
        self.exits.insert(s, exit);
        let explicit = self.is_explicit();
        // Under --reconverge explicit an iteration ends in a latch of its own,
        // where its lanes' mask for the next one is taken.
        let latch = match explicit {
            true => Slot::new("while.latch", Some(c)),
            false => Slot::existing(cond_bb, "while.cond"),
        };
        self.continues.insert(s, latch);
        self.open_region(Region::Loop(s))?;
        self.jump(cond_bb)?;
        self.start(cond_bb)?;
        self.inner = Some(c);
        self.set_location(self.f.exprs[cond].span);
        let end_bb = self.exit_block(s)?;
        let end_edge = self.edge(end_bb)?;
        self.loop_test(cond, body_bb, end_edge)?;
        self.start(body_bb)?;
        self.open_region(Region::Body(s))?;
        self.stmt(body)?;
        if self.open {
            let bb = self.continue_block(s)?;
            self.jump(bb)?;
        }
        self.close_latch(s, c, cond_bb)?;
        self.finish_exit(s)?;
        self.close_region(self.open)
    }

    /// Under --reconverge explicit: the latch of loop `s` (cycle `c`) takes the
    /// next iteration's mask and goes back to `head`.
    fn close_latch(&mut self, s: StmtId, c: usize, head: BasicBlock<'ctx>) -> R<()> {
        if !self.is_explicit() {
            return Ok(());
        }
        let latch = self
            .continues
            .get(s)
            .and_then(|slot| slot.block)
            .filter(|&bb| bb != head);
        match latch {
            Some(bb) => {
                self.start(bb)?;
                self.inner = Some(c);
                self.close_region(true)?;
                self.jump(head)
            }
            None => self.close_region(false),
        }
    }

    fn do_stmt(&mut self, s: StmtId, body: StmtId, cond: ExprId) -> R<()> {
        self.ensure_open()?;
        let (c, body_bb) = self.loop_head(s, "do.body")?;
        let exit = self.join(s, "do.end");
        self.exits.insert(s, exit);
        self.continues.insert(s, Slot::new("do.cond", Some(c)));
        self.open_region(Region::Loop(s))?;
        self.jump(body_bb)?;
        self.start(body_bb)?;
        self.open_region(Region::Body(s))?;
        self.stmt(body)?;
        if self.open {
            let bb = self.continue_block(s)?;
            self.jump(bb)?;
        }
        match self.continues.get(s).and_then(|slot| slot.block) {
            Some(cond_bb) => {
                self.start(cond_bb)?;
                self.inner = Some(c);
                self.close_region(true)?;
                self.set_location(self.f.exprs[cond].span);
                let end_bb = self.exit_block(s)?;
                let end_edge = self.edge(end_bb)?;
                let back = self.edge(body_bb)?;
                self.loop_test(cond, back, end_edge)?;
            }
            None => self.close_region(false)?,
        }
        self.finish_exit(s)?;
        self.close_region(self.open)
    }

    fn for_stmt(
        &mut self,
        s: StmtId,
        init: Option<StmtId>,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: StmtId,
    ) -> R<()> {
        self.ensure_open()?;
        if let Some(init) = init {
            self.stmt(init)?;
            self.ensure_open()?;
        }
        let (c, cond_bb) = self.loop_head(s, "for.cond")?;
        let body_bb = self.new_block("for.body", Some(c));
        let exit = self.join(s, "for.end");
        self.exits.insert(s, exit);
        let explicit = self.is_explicit();
        let cont = match (step, explicit) {
            (Some(_), _) => Slot::new("for.inc", Some(c)),
            (None, true) => Slot::new("for.latch", Some(c)),
            (None, false) => Slot::existing(cond_bb, "for.cond"),
        };
        self.continues.insert(s, cont);
        self.open_region(Region::Loop(s))?;
        self.jump(cond_bb)?;
        self.start(cond_bb)?;
        self.inner = Some(c);
        match cond {
            Some(cond) => {
                self.set_location(self.f.exprs[cond].span);
                let end_bb = self.exit_block(s)?;
                let end_edge = self.edge(end_bb)?;
                self.loop_test(cond, body_bb, end_edge)?;
            }
            None => self.jump(body_bb)?,
        }
        self.start(body_bb)?;
        self.open_region(Region::Body(s))?;
        self.stmt(body)?;
        if self.open {
            let bb = self.continue_block(s)?;
            self.jump(bb)?;
        }
        match step {
            Some(step) => match self.continues.get(s).and_then(|slot| slot.block) {
                Some(inc_bb) => {
                    self.start(inc_bb)?;
                    self.inner = Some(c);
                    self.close_region(true)?;
                    self.set_location(self.f.exprs[step].span);
                    self.rvalue(step)?;
                    self.jump(cond_bb)?;
                }
                None => self.close_region(false)?,
            },
            None => self.close_latch(s, c, cond_bb)?,
        }
        self.finish_exit(s)?;
        self.close_region(self.open)
    }

    fn switch_stmt(
        &mut self,
        s: StmtId,
        cond: ExprId,
        body: StmtId,
        cases: &[StmtId],
        default: Option<StmtId>,
    ) -> R<()> {
        self.ensure_open()?;
        let f = self.f;
        let value = self.value(cond)?.into_int_value();
        let Type::Int(cond_ty) = &f.exprs[cond].ty else {
            return internal(format!(
                "in `{}`: a switch on `{}`",
                f.name, f.exprs[cond].ty
            ));
        };
        let exit = self.join(s, "sw.epilog");
        self.exits.insert(s, exit);
        self.open_region(Region::Switch(s))?;
        let default_bb = match default {
            Some(d) => *self.starts.get(d).ok_or_else(|| {
                LowerError::Internal(format!("in `{}`: a default without a block", f.name))
            })?,
            None => self.exit_block(s)?,
        };
        let explicit = self.is_explicit();
        // Under --reconverge explicit each arm is entered through a block that
        // takes its lanes' mask (`dispatch`): labels stacked on one statement
        // (`case 1: case 2:`) are one arm.
        let mut arms_at: Vec<Option<StmtId>> = Vec::new();
        let mut dispatches = Vec::new();
        let mut through = |this: &mut Self,
                           label: Option<StmtId>,
                           target: BasicBlock<'ctx>|
         -> R<BasicBlock<'ctx>> {
            if !explicit {
                return this.edge(target);
            }
            let arm = label.map(|l| this.innermost_label(l));
            let key = match arms_at.iter().position(|&a| a == arm) {
                Some(k) => k,
                None => {
                    arms_at.push(arm);
                    arms_at.len() - 1
                }
            };
            let d = this.block("sw.dispatch");
            dispatches.push((d, key as u64, target));
            Ok(d)
        };
        let default_edge = through(self, default, default_bb)?;
        let int_type = value.get_type();
        let mut arms = Vec::with_capacity(cases.len());
        for &case in cases {
            let StmtKind::Case { value: v, .. } = &f.stmts[case].kind else {
                return internal(format!(
                    "in `{}`: a case list entry that is not a case",
                    f.name
                ));
            };
            let bb = *self.starts.get(case).ok_or_else(|| {
                LowerError::Internal(format!("in `{}`: a case without a block", f.name))
            })?;
            let edge = through(self, Some(case), bb)?;
            let v = cond_ty.wrap(*v);
            arms.push((int_type.const_int(v as u64, cond_ty.signed), edge));
        }
        self.b.build_switch(value, default_edge, &arms)?;
        self.open = false;
        for (d, key, target) in dispatches {
            self.start(d)?;
            self.dispatch(key)?;
            self.jump(target)?;
        }
        self.stmt(body)?;
        if self.open {
            let bb = self.exit_block(s)?;
            self.jump(bb)?;
        }
        self.finish_exit(s)?;
        self.close_region(self.open)
    }

    /// The last of the labels stacked on one statement (`case 1: case 2: s`).
    fn innermost_label(&self, mut label: StmtId) -> StmtId {
        while let StmtKind::Case { body, .. } | StmtKind::Default { body, .. } =
            self.f.stmts[label].kind
        {
            match self.f.stmts[body].kind {
                StmtKind::Case { .. } | StmtKind::Default { .. } => label = body,
                _ => break,
            }
        }
        label
    }

    /// Falling off the end: `ret void`, or zero for a value-returning function
    /// (C leaves the value undefined; zero keeps runs deterministic).
    fn return_default(&mut self) -> R<()> {
        match self.m.reg_type(&self.f.ret) {
            None => self.b.build_return(None)?,
            Some(t) => self
                .b
                .build_return(Some(&t.const_zero() as &dyn BasicValue))?,
        };
        self.open = false;
        Ok(())
    }

    // -----------------------------------------------------------------------
    // Debug locations

    /// With `-g`, the location of the next instructions.
    pub fn set_location(&self, span: Span) {
        if self.m.debug.as_ref().is_some_and(|d| d.full) {
            self.call_location(span);
        }
    }

    /// The location for a call (always, when the function has a subprogram);
    /// without `-g` it is cleared again by [`Self::end_call_location`].
    pub fn call_location(&self, span: Span) {
        if let (Some(d), Some(scope)) = (&self.m.debug, self.scope) {
            let loc = *self
                .locations
                .borrow_mut()
                .entry((span.file, span.start))
                .or_insert_with(|| d.location(self.m.context, self.m.unit, scope, span));
            self.b.set_current_debug_location(loc);
        }
    }

    pub fn end_call_location(&self) {
        if self.m.debug.as_ref().is_some_and(|d| !d.full) {
            self.b.unset_current_debug_location();
        }
    }

    /// The cycle whose token the convergent call `e` uses, per the tangle engine.
    pub fn call_cycle(&self, e: ExprId) -> R<Option<usize>> {
        self.call_cycles.get(&e).copied().ok_or_else(|| {
            LowerError::Internal(format!(
                "in `{}`: the tangle engine has no token cycle for the convergent call at {}",
                self.f.name,
                cycles::at(self.m.unit, self.f.exprs[e].span)
            ))
        })
    }

    /// Checks that a call using `cycle`'s token sits in a block of that cycle.
    pub fn check_call_block(&self, e: ExprId, cycle: Option<usize>) -> R<()> {
        let here = self.current_inner()?;
        if here != cycle {
            let name = |c: Option<usize>| {
                c.map(|c| cycles::describe(self.m.unit, self.f, &self.ft.cycles.list[c]))
                    .unwrap_or_else(|| "no cycle".into())
            };
            return internal(format!(
                "in `{}`: the convergent call at {} uses the token of {} but was lowered into a block of {}",
                self.f.name,
                cycles::at(self.m.unit, self.f.exprs[e].span),
                name(cycle),
                name(here)
            ));
        }
        Ok(())
    }
}

/// The scalar type at the leaves of `ty` (itself for a scalar).
fn leaf_type(ty: &Type) -> Type {
    match ty {
        Type::Array(elem, _) => leaf_type(elem),
        other => other.clone(),
    }
}
