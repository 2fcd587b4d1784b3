//! `--reconverge explicit` (NVPTX): every convergent operation gets its tangle
//! as a lane mask computed at run time, so the hardware's own grouping of
//! threads (which neither LLVM's NVPTX backend nor ptxas takes from tokens)
//! cannot change what it computes.
//!
//! Each thread keeps `cur`, the lanes it communicates with now. Every lane of
//! `cur` reaches the same statements together, so:
//! - at a conditional branch, `vote.sync.ballot` over `cur` splits it: each arm
//!   continues with the lanes that took it;
//! - at the end of a statement (a *region*: `if`, `switch`, a loop, one
//!   iteration of its body) `cur` is again what it was at the start, minus the
//!   lanes that left the region by `break`, `continue` or `return`. Where
//!   lanes can leave, every lane of the starting mask votes once more over it
//!   at the region's end, those that left with 0 on their way out, those that
//!   arrive with 1; the ballot is the new `cur`. `vote.sync` may pair calls at
//!   different instructions (sm_70 and later), so no lane waits for one that
//!   is elsewhere;
//! - a `switch` dispatches with `match.any.sync` over `cur` on the arm's index;
//! - a loop's iteration mask is its body's end-of-iteration ballot;
//! - `__activemask()` is `cur`, HIP's maskless builtins take it as their mask,
//!   and a user function starts with its caller's
//!   `cur` (passed per thread through shared memory), so every function that
//!   calls one keeps `cur`, convergent calls or not.
//!
//! Not handled (an error that says so): `goto`, `case` fall-through, and a
//! convergent call under `&&`, `||` or `?:`.

use crate::function::FnLowerer;
use crate::{ffi, LowerError, R};
use frontend::model::{ExprKind, Function, FunctionKind, StmtId, StmtKind};
use inkwell::module::Linkage;
use inkwell::values::{BasicMetadataValueEnum, IntValue, PointerValue};
use inkwell::AddressSpace;
use std::collections::HashSet;

/// A statement whose end lanes reach together, or one iteration of a loop's body.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Region {
    If(StmtId),
    Switch(StmtId),
    Loop(StmtId),
    Body(StmtId),
}

struct Open<'ctx> {
    region: Region,
    /// `cur` when the region started.
    saved: PointerValue<'ctx>,
    /// Whether lanes can leave it before its end.
    leaky: bool,
}

pub(crate) struct Explicit<'ctx> {
    /// This lane's tangle now.
    pub cur: PointerValue<'ctx>,
    /// The lane's index in the block (`x + y*X + z*X*Y`), for the caller's mask.
    tid: IntValue<'ctx>,
    open: Vec<Open<'ctx>>,
    leaky: HashSet<Region>,
}

/// Most threads a block can have: the size of the per-thread mask slots.
const BLOCK_THREADS: u32 = 1024;
/// The shared memory through which a call hands its `cur` to the callee.
const CALLER_MASKS: &str = "__tangle.caller_masks";

/// The regions that lanes can leave before their end, or why the function is
/// outside what the explicit lowering handles.
fn leaky_regions(f: &Function) -> Result<HashSet<Region>, String> {
    let mut leaky = HashSet::new();
    for (_, stmt) in f.stmts.iter() {
        let target = match stmt.kind {
            StmtKind::Break { target } | StmtKind::Continue { target } => Some(target),
            StmtKind::Return(_) => None,
            StmtKind::Goto { .. } => {
                return Err(format!(
                    "`goto` in `{}` (only structured control flow)",
                    f.name
                ))
            }
            _ => continue,
        };
        let mut at = stmt.parent;
        while let Some(a) = at {
            if Some(a) == target {
                // `break` leaves the body of its loop; `continue` ends the iteration normally.
                if matches!(stmt.kind, StmtKind::Break { .. }) && is_loop(f, a) {
                    leaky.insert(Region::Body(a));
                }
                break;
            }
            match f.stmts[a].kind {
                StmtKind::If { .. } => {
                    leaky.insert(Region::If(a));
                }
                StmtKind::Switch { .. } => {
                    leaky.insert(Region::Switch(a));
                }
                StmtKind::While { .. } | StmtKind::DoWhile { .. } | StmtKind::For { .. } => {
                    leaky.insert(Region::Loop(a));
                    leaky.insert(Region::Body(a));
                }
                _ => {}
            }
            at = f.stmts[a].parent;
        }
    }
    // Convergent calls that only some of a region's lanes evaluate, with no branch
    // of their own to split `cur` at.
    let mut partial = Vec::new();
    for (_, e) in f.exprs.iter() {
        match &e.kind {
            ExprKind::Logical { rhs, .. } => partial.push(f.exprs[*rhs].span),
            ExprKind::Conditional {
                then_expr,
                else_expr,
                ..
            } => {
                partial.push(f.exprs[*then_expr].span);
                partial.push(f.exprs[*else_expr].span);
            }
            _ => {}
        }
    }
    // A user function takes the caller's mask too.
    let user_calls = f.exprs.iter().filter_map(|(id, e)| {
        matches!(
            e.kind,
            ExprKind::Call {
                callee: frontend::model::Callee::Function(_),
                ..
            }
        )
        .then_some(id)
    });
    for call in f.convergent_calls.iter().copied().chain(user_calls) {
        let span = f.exprs[call].span;
        if partial
            .iter()
            .any(|p| p.start <= span.start && span.end <= p.end)
        {
            return Err(format!(
                "a convergent call under `&&`, `||` or `?:` in `{}`",
                f.name
            ));
        }
    }
    Ok(leaky)
}

/// Whether `f` needs `cur`: for its convergent calls, or to hand to a callee.
pub(crate) fn needs_masks(f: &Function, has_tokens: bool) -> bool {
    has_tokens
        || f.exprs.iter().any(|(_, e)| {
            matches!(
                e.kind,
                ExprKind::Call {
                    callee: frontend::model::Callee::Function(_),
                    ..
                }
            )
        })
}

fn is_loop(f: &Function, s: StmtId) -> bool {
    matches!(
        f.stmts[s].kind,
        StmtKind::While { .. } | StmtKind::DoWhile { .. } | StmtKind::For { .. }
    )
}

impl<'ctx> FnLowerer<'_, 'ctx> {
    /// Sets up `cur` at the function's entry: a kernel's warp starts converged
    /// (`activemask`), a device function takes its caller's mask (a `noconvergent`
    /// one too: its anchor's tangle is then the caller's, as maximal convergence
    /// chooses). Every function that calls another keeps a mask to hand over.
    pub(crate) fn start_explicit(&mut self) -> R<()> {
        let leaky = leaky_regions(self.f).map_err(|what| {
            LowerError::NotExplicit(format!("--reconverge explicit does not handle {what}"))
        })?;
        let i32_type = self.m.context.i32_type();
        let sreg = |this: &mut Self, name: &str| -> R<IntValue<'ctx>> {
            this.intrinsic(&format!("llvm.nvvm.read.ptx.sreg.{name}"), &[], false)
        };
        let (x, y, z) = (
            sreg(self, "tid.x")?,
            sreg(self, "tid.y")?,
            sreg(self, "tid.z")?,
        );
        let (nx, ny) = (sreg(self, "ntid.x")?, sreg(self, "ntid.y")?);
        let yz = self
            .b
            .build_int_add(y, self.b.build_int_mul(ny, z, "")?, "")?;
        let tid = self
            .b
            .build_int_add(x, self.b.build_int_mul(nx, yz, "")?, "tid.linear")?;
        let cur = self.m.alloca(&self.b, i32_type, "tangle.mask")?;
        let start = match self.f.kind {
            FunctionKind::Kernel => self.intrinsic("llvm.nvvm.activemask", &[], true)?,
            FunctionKind::Device => {
                let slot = self.caller_mask_slot(tid)?;
                self.load_mask(slot, "caller.mask")?
            }
        };
        self.b.build_store(cur, start)?;
        self.explicit = Some(Explicit {
            cur,
            tid,
            open: Vec::new(),
            leaky,
        });
        Ok(())
    }

    pub(crate) fn explicit_mask(&mut self) -> R<Option<IntValue<'ctx>>> {
        let Some(cur) = self.explicit.as_ref().map(|x| x.cur) else {
            return Ok(None);
        };
        Ok(Some(self.load_mask(cur, "tangle")?))
    }

    /// `cur` becomes the lanes of `cur` in `taken` (a ballot over `cur`).
    pub(crate) fn narrow_to(&mut self, taken: IntValue<'ctx>) -> R<()> {
        if let Some(mask) = self.explicit_mask()? {
            let narrowed = self.b.build_and(mask, taken, "tangle.iteration")?;
            self.set_mask(narrowed)?;
        }
        Ok(())
    }

    fn set_mask(&mut self, v: IntValue<'ctx>) -> R<()> {
        if let Some(x) = &self.explicit {
            self.b.build_store(x.cur, v)?;
        }
        Ok(())
    }

    /// Before a call of a user function: the callee starts with this mask.
    pub(crate) fn hand_mask_to_callee(&mut self) -> R<()> {
        let Some((tid, mask)) = self
            .explicit
            .as_ref()
            .map(|x| x.tid)
            .zip(self.explicit_mask()?)
        else {
            return Ok(());
        };
        let slot = self.caller_mask_slot(tid)?;
        self.b.build_store(slot, mask)?;
        Ok(())
    }

    fn caller_mask_slot(&mut self, tid: IntValue<'ctx>) -> R<PointerValue<'ctx>> {
        let i32_type = self.m.context.i32_type();
        let array = i32_type.array_type(BLOCK_THREADS);
        let global = match self.m.module.get_global(CALLER_MASKS) {
            Some(g) => g,
            None => {
                let g = self
                    .m
                    .module
                    .add_global(array, Some(AddressSpace::from(3)), CALLER_MASKS);
                g.set_linkage(Linkage::Internal);
                g.set_initializer(&array.get_undef());
                g
            }
        };
        let zero = i32_type.const_zero();
        // SAFETY (LLVM): `tid` is below the block's size, at most BLOCK_THREADS.
        Ok(unsafe {
            self.b.build_in_bounds_gep(
                array,
                global.as_pointer_value(),
                &[zero, tid],
                "caller.slot",
            )
        }?)
    }

    /// A call of an NVVM intrinsic returning `i32`; a convergent one carries the
    /// current token.
    fn intrinsic(
        &mut self,
        name: &str,
        args: &[IntValue<'ctx>],
        convergent: bool,
    ) -> R<IntValue<'ctx>> {
        let i32_type = self.m.context.i32_type();
        let function = match self.m.module.get_function(name) {
            Some(f) => f,
            None => {
                let params: Vec<inkwell::types::BasicMetadataTypeEnum> =
                    args.iter().map(|a| a.get_type().into()).collect();
                self.m
                    .module
                    .add_function(name, i32_type.fn_type(&params, false), None)
            }
        };
        let bundles = if convergent && self.has_tokens() {
            let cycle = self.current_inner()?;
            vec![ffi::control_bundle(self.token(cycle)?)]
        } else {
            Vec::new()
        };
        let args: Vec<BasicMetadataValueEnum<'ctx>> = args.iter().map(|&a| a.into()).collect();
        let site = self
            .b
            .build_direct_call_with_operand_bundles(function, &args, &bundles, "")?;
        site.try_as_basic_value()
            .basic()
            .map(|v| v.into_int_value())
            .ok_or_else(|| LowerError::Internal(format!("`{name}` returned nothing")))
    }

    fn ballot(&mut self, mask: IntValue<'ctx>, pred: IntValue<'ctx>) -> R<IntValue<'ctx>> {
        self.intrinsic("llvm.nvvm.vote.ballot.sync", &[mask, pred], true)
    }

    /// Enters `region`: remembers `cur`.
    pub(crate) fn open_region(&mut self, region: Region) -> R<()> {
        let Some(mask) = self.explicit_mask()? else {
            return Ok(());
        };
        let saved = self.entry_alloca(self.m.context.i32_type().into(), "tangle.saved")?;
        self.b.build_store(saved, mask)?;
        if let Some(x) = &mut self.explicit {
            let leaky = x.leaky.contains(&region);
            x.open.push(Open {
                region,
                saved,
                leaky,
            });
        }
        Ok(())
    }

    /// `cur` as the region started, for its arms.
    pub(crate) fn region_start_mask(&mut self) -> R<Option<IntValue<'ctx>>> {
        let Some(saved) = self
            .explicit
            .as_ref()
            .and_then(|x| x.open.last())
            .map(|o| o.saved)
        else {
            return Ok(None);
        };
        Ok(Some(self.load_mask(saved, "tangle.start")?))
    }

    /// Splits `cur` at a branch on `c`: the lanes of `cur` where `c` holds. Call
    /// before branching; each arm then takes [`Self::take_arm`].
    pub(crate) fn split(&mut self, c: IntValue<'ctx>) -> R<Option<IntValue<'ctx>>> {
        let Some(mask) = self.explicit_mask()? else {
            return Ok(None);
        };
        Ok(Some(self.ballot(mask, c)?))
    }

    /// In an arm: `cur` becomes the lanes of `start` that took it (`taken`, or
    /// the others of `start` for the other arm).
    pub(crate) fn take_arm(
        &mut self,
        start: Option<IntValue<'ctx>>,
        taken: Option<IntValue<'ctx>>,
        this_arm: bool,
    ) -> R<()> {
        let (Some(start), Some(taken)) = (start, taken) else {
            return Ok(());
        };
        let arm = if this_arm {
            self.b.build_and(start, taken, "tangle.then")?
        } else {
            let others = self.b.build_not(taken, "")?;
            self.b.build_and(start, others, "tangle.else")?
        };
        self.set_mask(arm)
    }

    /// At a region's end, reached normally: `cur` is its starting mask, less the
    /// lanes that left it.
    pub(crate) fn close_region(&mut self, reached: bool) -> R<()> {
        let Some(open) = self.explicit.as_mut().and_then(|x| x.open.pop()) else {
            return Ok(());
        };
        if !reached {
            return Ok(());
        }
        let start = self.load_mask(open.saved, "tangle.start")?;
        let mask = if open.leaky {
            let arrived = self.m.context.bool_type().const_all_ones();
            self.ballot(start, arrived)?
        } else {
            start
        };
        self.set_mask(mask)
    }

    /// A lane leaving by a jump to the end of `until` (`break`, `continue`), or out
    /// of the function (`return`, `until` is `None`): it votes 0 at the end of every
    /// leaky region it leaves, innermost first.
    pub(crate) fn leave_regions(&mut self, until: Option<Region>) -> R<()> {
        let Some(x) = &self.explicit else {
            return Ok(());
        };
        let mut left = Vec::new();
        for o in x.open.iter().rev() {
            if Some(o.region) == until {
                break;
            }
            if o.leaky {
                left.push(o.saved);
            }
        }
        let gone = self.m.context.bool_type().const_zero();
        for saved in left {
            let start = self.load_mask(saved, "tangle.start")?;
            self.ballot(start, gone)?;
        }
        Ok(())
    }

    /// A `switch` arm's lanes: the lanes of the region's start that go to arm `index`.
    pub(crate) fn dispatch(&mut self, index: u64) -> R<()> {
        let Some(start) = self.region_start_mask()? else {
            return Ok(());
        };
        let i32_type = self.m.context.i32_type();
        let key = i32_type.const_int(index, false);
        let same = self.intrinsic("llvm.nvvm.match.any.sync.i32", &[start, key], true)?;
        self.set_mask(same)
    }

    /// A lane mask kept in `slot`.
    fn load_mask(&self, slot: PointerValue<'ctx>, name: &str) -> R<IntValue<'ctx>> {
        Ok(self
            .b
            .build_load(self.m.context.i32_type(), slot, name)?
            .into_int_value())
    }

    pub(crate) fn is_explicit(&self) -> bool {
        self.explicit.is_some()
    }
}
