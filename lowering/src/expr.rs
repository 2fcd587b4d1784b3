//! Expressions: values, places, conditions, conversions and calls.
//!
//! The model has made every C conversion explicit (`Cast` nodes, operands of
//! a binary operator already of one type), so each node lowers by its own
//! types only. `_Bool` is `i1` in registers and `i8` in memory. Operands are
//! evaluated in the model's order (`ExprKind::operands`), as the runtime's
//! source engine does.

use crate::ffi;
use crate::function::FnLowerer;
use crate::{internal, LowerError, R};
use frontend::builtins::Builtin;
use frontend::model::{
    BinaryOp, Callee, Dim, ExprId, ExprKind, FunctionKind, IntType, LogicalOp, SpecialVar, Type,
    UnaryOp,
};
use frontend::Span;
use inkwell::attributes::AttributeLoc;
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{
    BasicMetadataValueEnum, BasicValue, BasicValueEnum, FloatValue, FunctionValue, IntValue,
    PointerValue, ValueKind,
};
use inkwell::{AddressSpace, FloatPredicate, IntPredicate};

/// Signed arithmetic on `int` and `long` cannot overflow in C (`nsw`, as
/// Clang marks it); narrower types never reach arithmetic unpromoted.
fn no_signed_wrap(ty: &Type) -> bool {
    matches!(ty, Type::Int(i) if i.signed && i.bits >= 32)
}

impl<'ctx> FnLowerer<'_, 'ctx> {
    /// The value of an expression that is not `void`.
    pub fn value(&mut self, e: ExprId) -> R<BasicValueEnum<'ctx>> {
        self.rvalue(e)?.ok_or_else(|| {
            LowerError::Internal(format!(
                "in `{}`: a `void` expression used as a value at {}",
                self.f.name,
                crate::cycles::at(self.m.unit, self.f.exprs[e].span)
            ))
        })
    }

    /// Evaluates an expression; `None` for `void`.
    pub fn rvalue(&mut self, e: ExprId) -> R<Option<BasicValueEnum<'ctx>>> {
        let f = self.f;
        let ex = &f.exprs[e];
        self.set_location(ex.span);
        let v: BasicValueEnum<'ctx> = match &ex.kind {
            ExprKind::IntConst(v) => {
                let Type::Int(i) = ex.ty else {
                    return internal(format!("an integer constant of type `{}`", ex.ty));
                };
                self.int_type(i)
                    .const_int(i.wrap(*v) as u64, i.signed)
                    .into()
            }
            ExprKind::FloatConst(v) => self.float_type(&ex.ty)?.const_float(*v).into(),
            ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Deref(_)
            | ExprKind::Index { .. }
            | ExprKind::Member { .. } => {
                let place = self.lvalue(e)?;
                // The access is the whole expression's, not its last operand's.
                self.set_location(ex.span);
                self.load(place, &ex.ty)?
            }
            ExprKind::Special(v) => self.special(*v)?,
            ExprKind::Unary { op, operand } => self.unary(*op, *operand, &ex.ty)?,
            ExprKind::Binary { op, lhs, rhs } => {
                let ty = f.exprs[*lhs].ty.clone();
                let l = self.value(*lhs)?;
                let r = self.value(*rhs)?;
                if op.is_comparison() {
                    let c = self.compare(*op, l, r, &ty)?;
                    self.b
                        .build_int_z_extend(c, self.m.context.i32_type(), "conv")?
                        .into()
                } else {
                    self.arithmetic(*op, l, r, &ty)?
                }
            }
            ExprKind::PtrAdd { ptr, offset } => {
                let p = self.value(*ptr)?.into_pointer_value();
                let off = self.value(*offset)?.into_int_value();
                self.offset(p, off, &ex.ty, "add.ptr")?.into()
            }
            ExprKind::PtrDiff { lhs, rhs } => {
                let elem = f.exprs[*lhs].ty.pointee().cloned().unwrap_or(Type::Void);
                let l = self.value(*lhs)?.into_pointer_value();
                let r = self.value(*rhs)?.into_pointer_value();
                let i64_type = self.m.context.i64_type();
                let li = self.b.build_ptr_to_int(l, i64_type, "sub.ptr.lhs.cast")?;
                let ri = self.b.build_ptr_to_int(r, i64_type, "sub.ptr.rhs.cast")?;
                let bytes = self.b.build_int_sub(li, ri, "sub.ptr.sub")?;
                match elem.size(&self.m.unit.program.records) {
                    1 => bytes.into(),
                    n => self
                        .b
                        .build_int_exact_signed_div(
                            bytes,
                            i64_type.const_int(n, false),
                            "sub.ptr.div",
                        )?
                        .into(),
                }
            }
            ExprKind::Logical { .. } => {
                let c = self.logical_value(e)?;
                let name = if matches!(
                    ex.kind,
                    ExprKind::Logical {
                        op: LogicalOp::And,
                        ..
                    }
                ) {
                    "land.ext"
                } else {
                    "lor.ext"
                };
                self.b
                    .build_int_z_extend(c, self.m.context.i32_type(), name)?
                    .into()
            }
            ExprKind::Conditional {
                cond,
                then_expr,
                else_expr,
            } => return self.conditional(*cond, *then_expr, *else_expr, &ex.ty),
            ExprKind::Assign { target, value } => {
                let place = self.lvalue(*target)?;
                let v = self.value(*value)?;
                self.set_location(ex.span);
                self.store(place, v, &ex.ty)?;
                v
            }
            ExprKind::CompoundAssign {
                op,
                target,
                value,
                op_ty,
            } => self.compound_assign(*op, *target, *value, op_ty, ex.span)?,
            ExprKind::IncDec {
                target,
                increment,
                prefix,
            } => self.inc_dec(*target, *increment, *prefix, ex.span)?,
            ExprKind::AddrOf(x) | ExprKind::Decay(x) => self.lvalue(*x)?.into(),
            ExprKind::Cast { operand, .. } => {
                let from = &f.exprs[*operand].ty;
                return match self.rvalue(*operand)? {
                    Some(v) => self.convert(v, from, &ex.ty, ex.span),
                    None if ex.ty == Type::Void => Ok(None),
                    None => internal(format!("a cast of a `void` value to `{}`", ex.ty)),
                };
            }
            ExprKind::Call { callee, args } => return self.call(e, *callee, args),
            ExprKind::Comma { lhs, rhs } => {
                self.rvalue(*lhs)?;
                return self.rvalue(*rhs);
            }
        };
        Ok(Some(v))
    }

    /// The address of an lvalue, as a generic pointer.
    pub fn lvalue(&mut self, e: ExprId) -> R<PointerValue<'ctx>> {
        let f = self.f;
        let ex = &f.exprs[e];
        match &ex.kind {
            ExprKind::Local(l) => self.locals.get(*l).copied().ok_or_else(|| {
                LowerError::Internal(format!(
                    "in `{}`: no place for `{}`",
                    f.name, f.locals[*l].name
                ))
            }),
            ExprKind::Global(g) => {
                let global = *self.m.globals.get(*g).ok_or_else(|| {
                    LowerError::Internal(format!(
                        "no LLVM global for `{}`",
                        self.m.unit.program.globals[*g].name
                    ))
                })?;
                let ptr = global.as_pointer_value();
                Ok(
                    if ptr.get_type().get_address_space() == AddressSpace::default() {
                        ptr
                    } else {
                        ptr.const_address_space_cast(
                            self.m.context.ptr_type(AddressSpace::default()),
                        )
                    },
                )
            }
            ExprKind::Deref(p) => Ok(self.value(*p)?.into_pointer_value()),
            ExprKind::Index { base, index } => {
                let b = self.value(*base)?.into_pointer_value();
                let i = self.value(*index)?.into_int_value();
                let elem = self.m.mem_type(&ex.ty);
                // SAFETY (LLVM): `inbounds` is C's rule for array indexing;
                // out-of-bounds accesses are undefined in the source too.
                Ok(unsafe { self.b.build_in_bounds_gep(elem, b, &[i], "arrayidx") }?)
            }
            ExprKind::Member { base, member } => {
                let object = if f.is_place(*base) {
                    self.lvalue(*base)?
                } else {
                    // A member of a record value (a call's result): the value
                    // goes to its temporary first.
                    let v = self.value(*base)?;
                    let temp = *self.member_temps.get(e).ok_or_else(|| {
                        LowerError::Internal(format!(
                            "in `{}`: no temporary for a member of a value",
                            f.name
                        ))
                    })?;
                    self.store(temp, v, &f.exprs[*base].ty)?;
                    temp
                };
                let Some(r) = f.exprs[*base].ty.record() else {
                    return internal(format!(
                        "a member of the non-record `{}`",
                        f.exprs[*base].ty
                    ));
                };
                let rt = self.m.record(r);
                let name = self.m.unit.program.records[r]
                    .members()
                    .get(*member as usize)
                    .map_or("", |m| m.name.as_str());
                match rt.field(*member) {
                    Some(field) => Ok(self.b.build_struct_gep(rt.ty, object, field, name)?),
                    // A union's other members are at its start.
                    None => Ok(object),
                }
            }
            _ => internal(format!(
                "in `{}`: a `{}` expression used as a place at {}",
                f.name,
                ex.ty,
                crate::cycles::at(self.m.unit, ex.span)
            )),
        }
    }

    pub fn load(&mut self, place: PointerValue<'ctx>, ty: &Type) -> R<BasicValueEnum<'ctx>> {
        if matches!(ty, Type::Array(..) | Type::Void) {
            return internal(format!("a load of `{ty}`"));
        }
        let v = self.b.build_load(self.m.mem_type(ty), place, "")?;
        self.align_access(v.as_instruction_value(), ty)?;
        match ty {
            Type::Int(IntType { bits: 1, .. }) => Ok(self
                .b
                .build_int_truncate(v.into_int_value(), self.m.context.bool_type(), "loadedv")?
                .into()),
            _ => Ok(v),
        }
    }

    pub fn store(
        &mut self,
        place: PointerValue<'ctx>,
        v: BasicValueEnum<'ctx>,
        ty: &Type,
    ) -> R<()> {
        let v = match ty {
            Type::Int(IntType { bits: 1, .. }) => self
                .b
                .build_int_z_extend(v.into_int_value(), self.m.context.i8_type(), "storedv")?
                .into(),
            _ => v,
        };
        let store = self.b.build_store(place, v)?;
        self.align_access(Some(store), ty)
    }

    /// Whole-record loads and stores get C's alignment, which the record's LLVM
    /// type may not imply (`aligned(16)` on a struct of floats).
    fn align_access(
        &self,
        inst: Option<inkwell::values::InstructionValue<'ctx>>,
        ty: &Type,
    ) -> R<()> {
        if let (Some(inst), Some(align)) = (inst, self.m.record_align(ty)) {
            inst.set_alignment(align)
                .map_err(|e| LowerError::Internal(format!("aligning a `{ty}` access: {e}")))?;
        }
        Ok(())
    }

    fn int_type(&self, i: IntType) -> inkwell::types::IntType<'ctx> {
        self.m.int_type(i.bits)
    }

    fn float_type(&self, ty: &Type) -> R<inkwell::types::FloatType<'ctx>> {
        match ty {
            Type::Float => Ok(self.m.context.f32_type()),
            Type::Double => Ok(self.m.context.f64_type()),
            other => internal(format!("a floating constant of type `{other}`")),
        }
    }

    /// `threadIdx.x` and friends read the prelude's extern globals as clang-22
    /// compiles them (`@threadIdx = external constant %struct.__tangle_uint3`),
    /// so one IR engine runs both compilers' output.
    /// For a GPU target they are calls to the device library's
    /// `__tangle_threadIdx_x` and friends, and `warpSize` is the GPU's.
    fn special(&mut self, v: SpecialVar) -> R<BasicValueEnum<'ctx>> {
        let c = self.m.context;
        let i32_type = c.i32_type();
        if let (SpecialVar::WarpSize, Some(gpu)) = (v, self.m.gpu) {
            return Ok(i32_type.const_int(gpu.warp_size().into(), false).into());
        }
        let (name, dim) = match v {
            SpecialVar::ThreadIdx(d) => ("threadIdx", d),
            SpecialVar::BlockIdx(d) => ("blockIdx", d),
            SpecialVar::BlockDim(d) => ("blockDim", d),
            SpecialVar::GridDim(d) => ("gridDim", d),
            SpecialVar::WarpSize => {
                let global = self.m.module.get_global("warpSize").unwrap_or_else(|| {
                    let g = self.m.module.add_global(i32_type, None, "warpSize");
                    g.set_constant(true);
                    g
                });
                return Ok(self.b.build_load(i32_type, global.as_pointer_value(), "")?);
            }
        };
        if self.m.gpu.is_some() {
            let d = match dim {
                Dim::X => "x",
                Dim::Y => "y",
                Dim::Z => "z",
            };
            let function_name = format!("__tangle_{name}_{d}");
            let function = self
                .m
                .module
                .get_function(&function_name)
                .unwrap_or_else(|| {
                    self.m
                        .module
                        .add_function(&function_name, i32_type.fn_type(&[], false), None)
                });
            let call = self.b.build_direct_call(function, &[], "")?;
            return match call.try_as_basic_value() {
                ValueKind::Basic(v) => Ok(v),
                ValueKind::Instruction(_) => internal(format!("`{function_name}` returns nothing")),
            };
        }
        let uint3 = c
            .get_struct_type("struct.__tangle_uint3")
            .unwrap_or_else(|| {
                let t = c.opaque_struct_type("struct.__tangle_uint3");
                t.set_body(&[i32_type.into(), i32_type.into(), i32_type.into()], false);
                t
            });
        let global = self.m.module.get_global(name).unwrap_or_else(|| {
            let g = self.m.module.add_global(uint3, None, name);
            g.set_constant(true);
            g
        });
        let index = match dim {
            Dim::X => 0,
            Dim::Y => 1,
            Dim::Z => 2,
        };
        let field = self
            .b
            .build_struct_gep(uint3, global.as_pointer_value(), index, "")?;
        Ok(self.b.build_load(i32_type, field, "")?)
    }

    fn unary(&mut self, op: UnaryOp, operand: ExprId, ty: &Type) -> R<BasicValueEnum<'ctx>> {
        match op {
            UnaryOp::LogicalNot => {
                let c = self.cond_value(operand)?;
                let not = self.b.build_not(c, "lnot")?;
                Ok(self
                    .b
                    .build_int_z_extend(not, self.m.context.i32_type(), "lnot.ext")?
                    .into())
            }
            UnaryOp::Neg => {
                let v = self.value(operand)?;
                Ok(match v {
                    BasicValueEnum::FloatValue(x) => self.b.build_float_neg(x, "fneg")?.into(),
                    BasicValueEnum::IntValue(x) if no_signed_wrap(ty) => {
                        self.b.build_int_nsw_neg(x, "sub")?.into()
                    }
                    BasicValueEnum::IntValue(x) => self.b.build_int_neg(x, "sub")?.into(),
                    _ => return internal(format!("negation of `{ty}`")),
                })
            }
            UnaryOp::BitNot => {
                let v = self.value(operand)?;
                match v {
                    BasicValueEnum::IntValue(x) => Ok(self.b.build_not(x, "not")?.into()),
                    _ => internal(format!("`~` on `{ty}`")),
                }
            }
        }
    }

    /// A comparison of two values of type `ty`, as `i1`.
    fn compare(
        &mut self,
        op: BinaryOp,
        l: BasicValueEnum<'ctx>,
        r: BasicValueEnum<'ctx>,
        ty: &Type,
    ) -> R<IntValue<'ctx>> {
        if ty.is_float() {
            let p = match op {
                BinaryOp::Eq => FloatPredicate::OEQ,
                BinaryOp::Ne => FloatPredicate::UNE,
                BinaryOp::Lt => FloatPredicate::OLT,
                BinaryOp::Le => FloatPredicate::OLE,
                BinaryOp::Gt => FloatPredicate::OGT,
                BinaryOp::Ge => FloatPredicate::OGE,
                _ => return internal(format!("`{}` is not a comparison", op.symbol())),
            };
            return Ok(self.b.build_float_compare(
                p,
                l.into_float_value(),
                r.into_float_value(),
                "cmp",
            )?);
        }
        let signed = matches!(ty, Type::Int(i) if i.signed);
        let p = match (op, signed) {
            (BinaryOp::Eq, _) => IntPredicate::EQ,
            (BinaryOp::Ne, _) => IntPredicate::NE,
            (BinaryOp::Lt, true) => IntPredicate::SLT,
            (BinaryOp::Le, true) => IntPredicate::SLE,
            (BinaryOp::Gt, true) => IntPredicate::SGT,
            (BinaryOp::Ge, true) => IntPredicate::SGE,
            (BinaryOp::Lt, false) => IntPredicate::ULT,
            (BinaryOp::Le, false) => IntPredicate::ULE,
            (BinaryOp::Gt, false) => IntPredicate::UGT,
            (BinaryOp::Ge, false) => IntPredicate::UGE,
            _ => return internal(format!("`{}` is not a comparison", op.symbol())),
        };
        match (l, r) {
            (BasicValueEnum::IntValue(a), BasicValueEnum::IntValue(b)) => {
                Ok(self.b.build_int_compare(p, a, b, "cmp")?)
            }
            (BasicValueEnum::PointerValue(a), BasicValueEnum::PointerValue(b)) => {
                Ok(self.b.build_int_compare(p, a, b, "cmp")?)
            }
            _ => internal(format!("a comparison of `{ty}` values of different kinds")),
        }
    }

    /// Arithmetic and bitwise operators on two values of type `ty`.
    fn arithmetic(
        &mut self,
        op: BinaryOp,
        l: BasicValueEnum<'ctx>,
        r: BasicValueEnum<'ctx>,
        ty: &Type,
    ) -> R<BasicValueEnum<'ctx>> {
        match (l, r) {
            (BasicValueEnum::IntValue(a), BasicValueEnum::IntValue(b)) => {
                Ok(self.int_arithmetic(op, a, b, ty)?.into())
            }
            (BasicValueEnum::FloatValue(a), BasicValueEnum::FloatValue(b)) => {
                Ok(self.float_arithmetic(op, a, b)?.into())
            }
            _ => internal(format!("`{}` on `{ty}`", op.symbol())),
        }
    }

    fn int_arithmetic(
        &mut self,
        op: BinaryOp,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
        ty: &Type,
    ) -> R<IntValue<'ctx>> {
        let nsw = no_signed_wrap(ty);
        let signed = matches!(ty, Type::Int(i) if i.signed);
        let b_ = &self.b;
        Ok(match op {
            BinaryOp::Add if nsw => b_.build_int_nsw_add(a, b, "add")?,
            BinaryOp::Add => b_.build_int_add(a, b, "add")?,
            BinaryOp::Sub if nsw => b_.build_int_nsw_sub(a, b, "sub")?,
            BinaryOp::Sub => b_.build_int_sub(a, b, "sub")?,
            BinaryOp::Mul if nsw => b_.build_int_nsw_mul(a, b, "mul")?,
            BinaryOp::Mul => b_.build_int_mul(a, b, "mul")?,
            BinaryOp::Div if signed => b_.build_int_signed_div(a, b, "div")?,
            BinaryOp::Div => b_.build_int_unsigned_div(a, b, "div")?,
            BinaryOp::Rem if signed => b_.build_int_signed_rem(a, b, "rem")?,
            BinaryOp::Rem => b_.build_int_unsigned_rem(a, b, "rem")?,
            BinaryOp::Shl => b_.build_left_shift(a, b, "shl")?,
            BinaryOp::Shr => b_.build_right_shift(a, b, signed, "shr")?,
            BinaryOp::BitAnd => b_.build_and(a, b, "and")?,
            BinaryOp::BitOr => b_.build_or(a, b, "or")?,
            BinaryOp::BitXor => b_.build_xor(a, b, "xor")?,
            _ => return internal(format!("`{}` is not arithmetic", op.symbol())),
        })
    }

    fn float_arithmetic(
        &mut self,
        op: BinaryOp,
        a: FloatValue<'ctx>,
        b: FloatValue<'ctx>,
    ) -> R<FloatValue<'ctx>> {
        let b_ = &self.b;
        Ok(match op {
            BinaryOp::Add => b_.build_float_add(a, b, "add")?,
            BinaryOp::Sub => b_.build_float_sub(a, b, "sub")?,
            BinaryOp::Mul => b_.build_float_mul(a, b, "mul")?,
            BinaryOp::Div => b_.build_float_div(a, b, "div")?,
            BinaryOp::Rem => b_.build_float_rem(a, b, "rem")?,
            _ => return internal(format!("`{}` on floating-point values", op.symbol())),
        })
    }

    /// `p + n` elements of `p`'s pointee (`ptr_ty` is the pointer's type).
    fn offset(
        &mut self,
        p: PointerValue<'ctx>,
        n: IntValue<'ctx>,
        ptr_ty: &Type,
        name: &str,
    ) -> R<PointerValue<'ctx>> {
        let elem = self.m.mem_type(ptr_ty.pointee().unwrap_or(&Type::Void));
        // SAFETY (LLVM): C pointer arithmetic must stay within the object.
        Ok(unsafe { self.b.build_in_bounds_gep(elem, p, &[n], name) }?)
    }

    fn compound_assign(
        &mut self,
        op: BinaryOp,
        target: ExprId,
        value: ExprId,
        op_ty: &Type,
        span: Span,
    ) -> R<BasicValueEnum<'ctx>> {
        let tt = self.f.exprs[target].ty.clone();
        let place = self.lvalue(target)?;
        let v = self.value(value)?;
        self.set_location(span);
        let old = self.load(place, &tt)?;
        let new = if op_ty.is_pointer() {
            let n = v.into_int_value();
            let n = match op {
                BinaryOp::Add => n,
                BinaryOp::Sub => self.b.build_int_neg(n, "idx.neg")?,
                _ => return internal(format!("`{}=` on a pointer", op.symbol())),
            };
            self.offset(old.into_pointer_value(), n, &tt, "add.ptr")?
                .into()
        } else {
            let span = self.f.exprs[target].span;
            let old_op = self.convert_value(old, &tt, op_ty, span)?;
            let result = self.arithmetic(op, old_op, v, op_ty)?;
            self.convert_value(result, op_ty, &tt, span)?
        };
        self.store(place, new, &tt)?;
        Ok(new)
    }

    fn inc_dec(
        &mut self,
        target: ExprId,
        increment: bool,
        prefix: bool,
        span: Span,
    ) -> R<BasicValueEnum<'ctx>> {
        let ty = self.f.exprs[target].ty.clone();
        let place = self.lvalue(target)?;
        self.set_location(span);
        let old = self.load(place, &ty)?;
        let name = if increment { "inc" } else { "dec" };
        let new: BasicValueEnum<'ctx> = match &ty {
            // `b++` makes a _Bool true; `b--` is `b - 1` converted back: `!b`.
            Type::Int(IntType { bits: 1, .. }) if increment => {
                self.m.context.bool_type().const_int(1, false).into()
            }
            Type::Int(IntType { bits: 1, .. }) => {
                self.b.build_not(old.into_int_value(), name)?.into()
            }
            Type::Int(i) => {
                let one = self.int_type(*i).const_int(1, false);
                let x = old.into_int_value();
                let op = if increment {
                    BinaryOp::Add
                } else {
                    BinaryOp::Sub
                };
                let v = self.int_arithmetic(op, x, one, &ty)?;
                v.set_name(name);
                v.into()
            }
            Type::Float | Type::Double => {
                let one = self.float_type(&ty)?.const_float(1.0);
                let x = old.into_float_value();
                if increment {
                    self.b.build_float_add(x, one, name)?.into()
                } else {
                    self.b.build_float_sub(x, one, name)?.into()
                }
            }
            Type::Pointer(_) => {
                let step = self
                    .m
                    .context
                    .i64_type()
                    .const_int(if increment { 1 } else { u64::MAX }, true);
                self.offset(old.into_pointer_value(), step, &ty, "incdec.ptr")?
                    .into()
            }
            other => return internal(format!("`++`/`--` on `{other}`")),
        };
        self.store(place, new, &ty)?;
        Ok(if prefix { new } else { old })
    }

    fn convert_value(
        &mut self,
        v: BasicValueEnum<'ctx>,
        from: &Type,
        to: &Type,
        span: Span,
    ) -> R<BasicValueEnum<'ctx>> {
        self.convert(v, from, to, span)?.ok_or_else(|| {
            LowerError::Internal(format!(
                "a conversion from `{from}` to `void` used as a value"
            ))
        })
    }

    /// C's conversion of a value from `from` to `to` (`None` for `void`),
    /// written at `span`.
    pub fn convert(
        &mut self,
        v: BasicValueEnum<'ctx>,
        from: &Type,
        to: &Type,
        span: Span,
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        if from == to {
            return Ok(Some(v));
        }
        let Some(target) = self.m.reg_type(to) else {
            return Ok(None);
        };
        let out: BasicValueEnum<'ctx> = match (from, to) {
            (_, Type::Int(IntType { bits: 1, .. })) => self.truth(v, from)?.into(),
            (Type::Int(a), Type::Int(b)) => {
                let x = v.into_int_value();
                let t = target.into_int_type();
                if a.bits > b.bits {
                    self.b.build_int_truncate(x, t, "conv")?.into()
                } else if a.bits < b.bits && a.signed && a.bits > 1 {
                    self.b.build_int_s_extend(x, t, "conv")?.into()
                } else if a.bits < b.bits {
                    self.b.build_int_z_extend(x, t, "conv")?.into()
                } else {
                    x.into()
                }
            }
            (Type::Int(a), Type::Float | Type::Double) => {
                let x = v.into_int_value();
                let t = target.into_float_type();
                if a.signed && a.bits > 1 {
                    self.b.build_signed_int_to_float(x, t, "conv")?.into()
                } else {
                    self.b.build_unsigned_int_to_float(x, t, "conv")?.into()
                }
            }
            (Type::Float | Type::Double, Type::Int(b)) => {
                let mut x = v.into_float_value();
                if x.is_const() {
                    // LLVM's constant folder would make an out-of-range
                    // conversion of a constant a silent poison; frozen, the
                    // constant stays an operand, and the IR engine reports
                    // the conversion where the source engine does.
                    x = ffi::freeze(&self.b, x);
                }
                let t = target.into_int_type();
                // Always located, like calls: a conversion out of range is
                // undefined, and the IR engine names its line.
                self.call_location(span);
                let out = if b.signed {
                    self.b.build_float_to_signed_int(x, t, "conv")?
                } else {
                    self.b.build_float_to_unsigned_int(x, t, "conv")?
                };
                self.end_call_location();
                out.into()
            }
            (Type::Float, Type::Double) => self
                .b
                .build_float_ext(v.into_float_value(), target.into_float_type(), "conv")?
                .into(),
            (Type::Double, Type::Float) => self
                .b
                .build_float_trunc(v.into_float_value(), target.into_float_type(), "conv")?
                .into(),
            (Type::Pointer(_), Type::Int(_)) => self
                .b
                .build_ptr_to_int(v.into_pointer_value(), target.into_int_type(), "conv")?
                .into(),
            (Type::Int(_), Type::Pointer(_)) => self
                .b
                .build_int_to_ptr(v.into_int_value(), target.into_pointer_type(), "conv")?
                .into(),
            // Opaque pointers: every pointer is the same `ptr`.
            (Type::Pointer(_), Type::Pointer(_)) => v,
            _ => return internal(format!("a conversion from `{from}` to `{to}`")),
        };
        Ok(Some(out))
    }

    /// `v != 0` as `i1`.
    fn truth(&mut self, v: BasicValueEnum<'ctx>, ty: &Type) -> R<IntValue<'ctx>> {
        Ok(match v {
            BasicValueEnum::IntValue(x) if matches!(ty, Type::Int(IntType { bits: 1, .. })) => x,
            BasicValueEnum::IntValue(x) => self.b.build_int_compare(
                IntPredicate::NE,
                x,
                x.get_type().const_zero(),
                "tobool",
            )?,
            BasicValueEnum::FloatValue(x) => self.b.build_float_compare(
                FloatPredicate::UNE,
                x,
                x.get_type().const_zero(),
                "tobool",
            )?,
            BasicValueEnum::PointerValue(x) => self.b.build_is_not_null(x, "tobool")?,
            _ => return internal(format!("a truth value of type `{ty}`")),
        })
    }

    /// A scalar expression as an `i1` truth value.
    pub fn cond_value(&mut self, e: ExprId) -> R<IntValue<'ctx>> {
        let f = self.f;
        let ex = &f.exprs[e];
        match &ex.kind {
            ExprKind::Binary { op, lhs, rhs } if op.is_comparison() => {
                self.set_location(ex.span);
                let ty = f.exprs[*lhs].ty.clone();
                let l = self.value(*lhs)?;
                let r = self.value(*rhs)?;
                self.compare(*op, l, r, &ty)
            }
            ExprKind::Logical { .. } => {
                self.set_location(ex.span);
                self.logical_value(e)
            }
            ExprKind::Unary {
                op: UnaryOp::LogicalNot,
                operand,
            } => {
                self.set_location(ex.span);
                let c = self.cond_value(*operand)?;
                Ok(self.b.build_not(c, "lnot")?)
            }
            _ => {
                let v = self.value(e)?;
                self.truth(v, &ex.ty)
            }
        }
    }

    /// Branches on a condition; `&&`, `||` and `!` become control flow, as
    /// Clang emits them (`land.lhs.true`, `lor.lhs.false`).
    pub fn cond_branch(
        &mut self,
        e: ExprId,
        then_bb: inkwell::basic_block::BasicBlock<'ctx>,
        else_bb: inkwell::basic_block::BasicBlock<'ctx>,
    ) -> R<()> {
        let f = self.f;
        let ex = &f.exprs[e];
        self.set_location(ex.span);
        match &ex.kind {
            ExprKind::Logical { op, lhs, rhs } => {
                let mid = match op {
                    LogicalOp::And => {
                        let mid = self.block("land.lhs.true");
                        self.cond_branch(*lhs, mid, else_bb)?;
                        mid
                    }
                    LogicalOp::Or => {
                        let mid = self.block("lor.lhs.false");
                        self.cond_branch(*lhs, then_bb, mid)?;
                        mid
                    }
                };
                self.start(mid)?;
                self.cond_branch(*rhs, then_bb, else_bb)
            }
            ExprKind::Unary {
                op: UnaryOp::LogicalNot,
                operand,
            } => self.cond_branch(*operand, else_bb, then_bb),
            _ => {
                let c = self.cond_value(e)?;
                self.branch(c, then_bb, else_bb)
            }
        }
    }

    pub fn branch_on(
        &mut self,
        c: IntValue<'ctx>,
        then_bb: inkwell::basic_block::BasicBlock<'ctx>,
        else_bb: inkwell::basic_block::BasicBlock<'ctx>,
    ) -> R<()> {
        self.branch(c, then_bb, else_bb)
    }

    /// A loop's test: to `body` while `cond` holds, else to `exit`. Under
    /// `--reconverge explicit` the condition is a value, and the lanes of the
    /// iteration where it holds go on into `body` with that mask.
    pub fn loop_test(
        &mut self,
        cond: ExprId,
        body: inkwell::basic_block::BasicBlock<'ctx>,
        exit: inkwell::basic_block::BasicBlock<'ctx>,
    ) -> R<()> {
        if !self.is_explicit() {
            return self.cond_branch(cond, body, exit);
        }
        self.set_location(self.f.exprs[cond].span);
        let c = self.cond_value(cond)?;
        if let Some(taken) = self.split(c)? {
            self.narrow_to(taken)?;
        }
        self.branch(c, body, exit)
    }

    /// `a && b` / `a || b` as an `i1` value.
    fn logical_value(&mut self, e: ExprId) -> R<IntValue<'ctx>> {
        let ExprKind::Logical { op, lhs, rhs } = &self.f.exprs[e].kind else {
            return internal("logical_value on a non-logical expression");
        };
        let (op, lhs, rhs) = (*op, *lhs, *rhs);
        let l = self.cond_value(lhs)?;
        let from = self.b.get_insert_block();
        let (rhs_name, end_name) = match op {
            LogicalOp::And => ("land.rhs", "land.end"),
            LogicalOp::Or => ("lor.rhs", "lor.end"),
        };
        let rhs_bb = self.block(rhs_name);
        let end_bb = self.block(end_name);
        match op {
            LogicalOp::And => self.branch(l, rhs_bb, end_bb)?,
            LogicalOp::Or => self.branch(l, end_bb, rhs_bb)?,
        }
        self.start(rhs_bb)?;
        let r = self.cond_value(rhs)?;
        let rhs_end = self.b.get_insert_block();
        self.jump(end_bb)?;
        self.start(end_bb)?;
        let (Some(from), Some(rhs_end)) = (from, rhs_end) else {
            return internal("a logical operator outside a block");
        };
        let bool_type = self.m.context.bool_type();
        let short = bool_type.const_int((op == LogicalOp::Or) as u64, false);
        let phi = self.b.build_phi(bool_type, "")?;
        phi.add_incoming(&[(&short, from), (&r, rhs_end)]);
        Ok(phi.as_basic_value().into_int_value())
    }

    fn conditional(
        &mut self,
        cond: ExprId,
        then_expr: ExprId,
        else_expr: ExprId,
        ty: &Type,
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        let t_bb = self.block("cond.true");
        let f_bb = self.block("cond.false");
        let end_bb = self.block("cond.end");
        self.cond_branch(cond, t_bb, f_bb)?;
        self.start(t_bb)?;
        let a = self.rvalue(then_expr)?;
        let a_end = self.b.get_insert_block();
        self.jump(end_bb)?;
        self.start(f_bb)?;
        let b = self.rvalue(else_expr)?;
        let b_end = self.b.get_insert_block();
        self.jump(end_bb)?;
        self.start(end_bb)?;
        match (self.m.reg_type(ty), a, b, a_end, b_end) {
            (None, ..) => Ok(None),
            (Some(t), Some(a), Some(b), Some(a_end), Some(b_end)) => {
                let phi = self.b.build_phi(t, "cond")?;
                phi.add_incoming(&[(&a, a_end), (&b, b_end)]);
                Ok(Some(phi.as_basic_value()))
            }
            _ => internal(format!("a `?:` of type `{ty}` with a `void` arm")),
        }
    }

    fn branch(
        &mut self,
        c: IntValue<'ctx>,
        then_bb: inkwell::basic_block::BasicBlock<'ctx>,
        else_bb: inkwell::basic_block::BasicBlock<'ctx>,
    ) -> R<()> {
        self.b.build_conditional_branch(c, then_bb, else_bb)?;
        self.close();
        Ok(())
    }

    // -----------------------------------------------------------------------
    // Calls

    fn call(
        &mut self,
        e: ExprId,
        callee: Callee,
        args: &[ExprId],
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        let f = self.f;
        let ex = &f.exprs[e];
        let mut values = Vec::with_capacity(args.len() + 1);
        for &a in args {
            values.push(self.value(a)?);
        }
        if callee == Callee::Builtin(Builtin::Ldg) {
            // `__ldg` is a load: the read-only cache is LLVM's choice on a GPU.
            let place = values[0].into_pointer_value();
            self.set_location(ex.span);
            return Ok(Some(self.load(place, &ex.ty)?));
        }
        // The type of the value a builtin moves, from the call as written.
        let value_type = match callee {
            Callee::Builtin(b) => b.value_arg().map(|i| &f.exprs[args[i]].ty),
            _ => None,
        };
        let (mut callee, mut ret_ty, mut widen) = (callee, &ex.ty, false);
        if let (true, Callee::Builtin(b)) = (self.is_explicit(), callee) {
            // Under --reconverge explicit the lane's tangle is a value.
            if b == Builtin::ActiveMask {
                return Ok(self.explicit_mask()?.map(Into::into));
            }
            if b == Builtin::SyncWarp && values.is_empty() {
                if let Some(mask) = self.explicit_mask()? {
                    values.push(mask.into());
                }
            }
            // HIP's maskless forms range over the lanes that run together: the mask.
            if let Some(synced) = masked_form(b) {
                let mask = self.explicit_mask()?.ok_or_else(|| {
                    LowerError::Internal("an explicit lowering without a mask".into())
                })?;
                values.insert(0, mask.into());
                callee = Callee::Builtin(synced);
                // `__ballot` is 64-bit (HIP's wave64); NVIDIA's warps have 32 lanes.
                if b == Builtin::Ballot {
                    (ret_ty, widen) = (&Type::UINT, true);
                }
            }
        }
        if let (Callee::Function(_), true) = (callee, self.is_explicit()) {
            self.hand_mask_to_callee()?;
        }
        if let (Some(gpu), Callee::Builtin(b)) = (self.m.gpu, callee) {
            // `__syncwarp()` is the whole warp: CUDA's full mask (AMDGPU's
            // wave barrier takes none).
            if b == Builtin::SyncWarp && values.is_empty() {
                values.push(self.m.context.i32_type().const_all_ones().into());
            }
            // The device library's shuffles take the width explicitly: CUDA's
            // default is the whole warp.
            if b.shuffled_value().is_some() && values.len() < b.arity().1 {
                let width = self
                    .m
                    .context
                    .i32_type()
                    .const_int(gpu.warp_size().into(), false);
                values.push(width.into());
            }
        }
        let function = match callee {
            Callee::Math(m) => return self.math(e, m, &values).map(Some),
            Callee::Printf => return self.printf(e, &values).map(Some),
            Callee::Function(id) => {
                let target = &self.m.unit.program.functions[id];
                if self.m.kernel_cc.is_some() && target.kind == FunctionKind::Kernel {
                    return Err(LowerError::Unsupported(format!(
                        "{}: the kernel `{}` is called from device code, which the target does not allow",
                        crate::cycles::at(self.m.unit, ex.span),
                        target.name
                    )));
                }
                self.m.functions[id]
            }
            Callee::Builtin(b) => self.builtin(b, &values, ret_ty, value_type)?,
        };
        let convergent = self.m.unit.program.callee_is_convergent(callee);
        let bundles = if convergent {
            let cycle = self.call_cycle(e)?;
            self.check_call_block(e, cycle)?;
            vec![ffi::control_bundle(self.token(cycle)?)]
        } else {
            Vec::new()
        };
        let args: Vec<BasicMetadataValueEnum<'ctx>> = values.into_iter().map(Into::into).collect();
        let name = if ex.ty == Type::Void { "" } else { "call" };
        self.call_location(ex.span);
        let site = self
            .b
            .build_direct_call_with_operand_bundles(function, &args, &bundles, name)?;
        self.end_call_location();
        if convergent {
            site.add_attribute(AttributeLoc::Function, self.m.attribute("convergent"));
        }
        Ok(match site.try_as_basic_value() {
            ValueKind::Basic(v) if widen => Some(
                self.b
                    .build_int_z_extend(v.into_int_value(), self.m.context.i64_type(), "ballot")?
                    .into(),
            ),
            ValueKind::Basic(v) => Some(v),
            ValueKind::Instruction(_) => None,
        })
    }

    /// The external function a builtin calls, declared on first use with the
    /// prelude's name. Shuffles are typed by their value (`__tangle_shfl_sync_f32`,
    /// HIP's maskless `__tangle_shfl_f32`) and variadic, as the prelude declares
    /// them, so the optional width is passed as an extra argument. The other
    /// overloaded builtins (atomics, matches, `__reduce_min/max_sync`, `min`,
    /// `max`) use the prelude's name on `int` and `__tangle_<name>_<type>`
    /// on other value types (`value_type`); `__syncwarp()` without a mask
    /// is `__tangle_syncwarp` (a GPU's library gets the full mask instead).
    fn builtin(
        &mut self,
        b: Builtin,
        args: &[BasicValueEnum<'ctx>],
        ret: &Type,
        value_type: Option<&Type>,
    ) -> R<FunctionValue<'ctx>> {
        let suffix = |ty: &Type| -> R<&'static str> {
            Ok(match ty {
                Type::Int(IntType {
                    bits: 32,
                    signed: true,
                }) => "i32",
                Type::Int(IntType {
                    bits: 32,
                    signed: false,
                }) => "u32",
                Type::Int(IntType {
                    bits: 64,
                    signed: true,
                }) => "i64",
                Type::Int(IntType {
                    bits: 64,
                    signed: false,
                }) => "u64",
                Type::Float => "f32",
                Type::Double => "f64",
                other => return internal(format!("`{}` on `{other}`", b.name())),
            })
        };
        let i32_type: BasicTypeEnum<'ctx> = self.m.context.i32_type().into();
        let ret_type = self.m.reg_type(ret);
        let base = b.name().trim_start_matches("__");
        let arg_types: Vec<BasicMetadataTypeEnum<'ctx>> =
            args.iter().map(|a| a.get_type().into()).collect();
        let (name, params, variadic): (String, Vec<BasicMetadataTypeEnum<'ctx>>, bool) = match b {
            _ if b.shuffled_value().is_some() => {
                let value_type =
                    ret_type.ok_or_else(|| LowerError::Internal("a shuffle of `void`".into()))?;
                // HIP's `__shfl(v, lane[, width])` and friends have no mask.
                let mut params: Vec<BasicMetadataTypeEnum<'ctx>> = if b.has_mask() {
                    vec![i32_type.into(), value_type.into(), i32_type.into()]
                } else {
                    vec![value_type.into(), i32_type.into()]
                };
                // Variadic as the prelude declares them, except for a device
                // library, which defines them with the width always given.
                if self.m.gpu.is_some() {
                    params.push(i32_type.into());
                }
                (
                    format!("__tangle_{}_{}", base, suffix(ret)?),
                    params,
                    self.m.gpu.is_none(),
                )
            }
            Builtin::SyncWarp if args.is_empty() => (
                frontend::builtins::SYNCWARP_WHOLE.to_string(),
                arg_types,
                false,
            ),
            _ if b.is_overloaded() => match value_type {
                Some(t) if *t != Type::INT => {
                    (format!("__tangle_{base}_{}", suffix(t)?), arg_types, false)
                }
                _ => (b.name().to_string(), arg_types, false),
            },
            _ => (b.name().to_string(), arg_types, false),
        };
        let fn_type = match ret_type {
            Some(t) => t.fn_type(&params, variadic),
            None => self.m.context.void_type().fn_type(&params, variadic),
        };
        if let Some(existing) = self.m.module.get_function(&name) {
            if existing.get_type() != fn_type {
                return Err(LowerError::Unsupported(format!(
                    "`{name}` is declared with a type that differs from the builtin's ({})",
                    fn_type.print_to_string().to_string_lossy()
                )));
            }
            return Ok(existing);
        }
        let function = self.m.module.add_function(&name, fn_type, None);
        if b.is_convergent() {
            function.add_attribute(AttributeLoc::Function, self.m.attribute("convergent"));
        }
        Ok(function)
    }
}

/// The `_sync` form of one of HIP's maskless warp builtins (`__ballot`, `__shfl`, ...).
fn masked_form(b: Builtin) -> Option<Builtin> {
    Some(match b {
        Builtin::Ballot => Builtin::BallotSync,
        Builtin::Any => Builtin::AnySync,
        Builtin::All => Builtin::AllSync,
        Builtin::Shfl => Builtin::ShflSync,
        Builtin::ShflXor => Builtin::ShflXorSync,
        Builtin::ShflUp => Builtin::ShflUpSync,
        Builtin::ShflDown => Builtin::ShflDownSync,
        _ => return None,
    })
}
