//! Expressions: names, members, constants, conversions, unary and binary operators.

use super::*;

impl Lowerer<'_> {
    pub(super) fn add_expr(
        &mut self,
        ctx: &mut FnCtx,
        kind: ExprKind,
        ty: Type,
        span: Span,
    ) -> ExprId {
        let stmt = ctx
            .stmt
            .expect("expressions are lowered inside a statement");
        ctx.func.exprs.alloc(Expr {
            kind,
            ty,
            span,
            stmt,
        })
    }

    pub(super) fn ty(ctx: &FnCtx, e: ExprId) -> &Type {
        &ctx.func.exprs[e].ty
    }

    /// A condition: any scalar, tested against zero by consumers.
    pub(super) fn condition(&mut self, ctx: &mut FnCtx, e: &Node<ast::Expression>) -> R<ExprId> {
        let id = self.expr(ctx, e)?;
        let id = self.rvalue(ctx, id);
        if !Self::ty(ctx, id).is_scalar() {
            return Err(self.error(
                codes::TYPE_MISMATCH,
                format!("a condition must be a scalar, not `{}`", Self::ty(ctx, id)),
                self.span(e),
            ));
        }
        Ok(id)
    }

    /// Arrays used as values decay to pointers.
    pub(super) fn rvalue(&mut self, ctx: &mut FnCtx, e: ExprId) -> ExprId {
        if let Type::Array(elem, _) = Self::ty(ctx, e) {
            let ty = (**elem).clone().pointer_to();
            let span = ctx.func.exprs[e].span;
            return self.add_expr(ctx, ExprKind::Decay(e), ty, span);
        }
        e
    }

    pub(super) fn convert(&mut self, ctx: &mut FnCtx, e: ExprId, to: &Type) -> ExprId {
        let e = self.rvalue(ctx, e);
        if Self::ty(ctx, e) == to {
            return e;
        }
        let span = ctx.func.exprs[e].span;
        self.add_expr(
            ctx,
            ExprKind::Cast {
                operand: e,
                implicit: true,
            },
            to.clone(),
            span,
        )
    }

    /// Conversion as if by assignment (arguments, initializers, return values).
    pub(super) fn assign_convert(
        &mut self,
        ctx: &mut FnCtx,
        e: ExprId,
        to: &Type,
        span: Span,
    ) -> R<ExprId> {
        let e = self.rvalue(ctx, e);
        let from = Self::ty(ctx, e).clone();
        let ok = match (&from, to) {
            (a, b) if a.is_arithmetic() && b.is_arithmetic() => true,
            (Type::Pointer(_), Type::Pointer(_)) => true,
            (Type::Int(_), Type::Pointer(_)) => {
                matches!(ctx.func.exprs[e].kind, ExprKind::IntConst(0))
            }
            (Type::Pointer(_), Type::Int(i)) => i.bits == 1,
            (Type::Record(a), Type::Record(b)) if a != b && is_vector3_pair(a, b) => {
                return Ok(self.convert_vector3(ctx, e, b, span));
            }
            // Structs and unions are compatible only with themselves.
            (Type::Record(a), Type::Record(b)) => a == b,
            _ => false,
        };
        if !ok {
            let d = Diagnostic::error(
                codes::TYPE_MISMATCH,
                format!("cannot convert `{from}` to `{to}`"),
                span,
            )
            .with_label(format!("this has type `{from}`"));
            return Err(self.report(d));
        }
        Ok(self.convert(ctx, e, to))
    }

    /// CUDA's `dim3(uint3)` constructor and `dim3`'s `operator uint3()`: the value is kept
    /// in a temporary and copied member by member into one of type `to`.
    pub(super) fn convert_vector3(
        &mut self,
        ctx: &mut FnCtx,
        e: ExprId,
        to: &RecordRef,
        span: Span,
    ) -> ExprId {
        let from = Self::ty(ctx, e).clone();
        let source = ctx.func.locals.alloc(Local {
            name: "vector3.tmp".to_string(),
            ty: from.clone(),
            span,
            storage: Storage::Private,
        });
        let target = self.add_expr(ctx, ExprKind::Local(source), from.clone(), span);
        let keep = self.add_expr(
            ctx,
            ExprKind::Assign { target, value: e },
            from.clone(),
            span,
        );
        let values = (0..3)
            .map(|member| {
                let base = self.add_expr(ctx, ExprKind::Local(source), from.clone(), span);
                let m = self.add_expr(ctx, ExprKind::Member { base, member }, Type::UINT, span);
                self.rvalue(ctx, m)
            })
            .collect();
        let built = self.assemble(ctx, to, values, &format!("{}.tmp", to.name), span);
        let ty = Type::Record(to.clone());
        self.add_expr(
            ctx,
            ExprKind::Comma {
                lhs: keep,
                rhs: built,
            },
            ty,
            span,
        )
    }

    pub(super) fn expr(&mut self, ctx: &mut FnCtx, e: &Node<ast::Expression>) -> R<ExprId> {
        ctx.depth += 1;
        if ctx.depth > MAX_DEPTH {
            ctx.depth -= 1;
            let span = self.span(e);
            return Err(self.too_deep(ctx, "this expression is too deep", span));
        }
        let r = self.expr_inner(ctx, e);
        ctx.depth -= 1;
        r
    }

    pub(super) fn expr_inner(&mut self, ctx: &mut FnCtx, e: &Node<ast::Expression>) -> R<ExprId> {
        use ast::Expression as E;
        let span = self.span(e);
        match &e.node {
            E::Identifier(id) => self.identifier(ctx, &id.node.name, span),
            E::Constant(c) => self.constant(ctx, &c.node, span),
            E::StringLiteral(lit) => self.string_literal(ctx, &lit.node, span),
            E::Member(m) => self.member(ctx, m, span),
            // The call's own span: lang-c's expression node of `(f(x))` takes in the
            // parentheses, and a call is where its callee is written, as Clang's `!dbg` says.
            E::Call(c) => self.call(ctx, c, self.span(c)),
            E::UnaryOperator(u) => self.unary(ctx, u, span),
            E::Cast(c) => {
                let to = self.type_name(ctx, &c.node.type_name)?;
                let v = self.expr(ctx, &c.node.expression)?;
                let v = self.rvalue(ctx, v);
                let from = Self::ty(ctx, v).clone();
                let ok = to == Type::Void
                    || (from.is_scalar()
                        && to.is_scalar()
                        && !(from.is_float() && to.is_pointer())
                        && !(from.is_pointer() && to.is_float()));
                if !ok {
                    return Err(self.error(
                        codes::TYPE_MISMATCH,
                        format!("cannot cast `{from}` to `{to}`"),
                        span,
                    ));
                }
                Ok(self.add_expr(
                    ctx,
                    ExprKind::Cast {
                        operand: v,
                        implicit: false,
                    },
                    to,
                    span,
                ))
            }
            E::BinaryOperator(b) => self.binary(ctx, b, span),
            E::Conditional(c) => {
                let cond = self.condition(ctx, &c.node.condition)?;
                let a = self.expr(ctx, &c.node.then_expression)?;
                let a = self.rvalue(ctx, a);
                let b = self.expr(ctx, &c.node.else_expression)?;
                let b = self.rvalue(ctx, b);
                let (ta, tb) = (Self::ty(ctx, a).clone(), Self::ty(ctx, b).clone());
                let ty = if ta.is_arithmetic() && tb.is_arithmetic() {
                    usual_arithmetic(&ta, &tb)
                } else if ta == tb
                    || (ta.is_pointer() && matches!(ctx.func.exprs[b].kind, ExprKind::IntConst(0)))
                {
                    ta
                } else if tb.is_pointer() && matches!(ctx.func.exprs[a].kind, ExprKind::IntConst(0))
                {
                    tb
                } else {
                    return Err(self.error(
                        codes::TYPE_MISMATCH,
                        format!("incompatible operand types `{ta}` and `{tb}` in `?:`"),
                        span,
                    ));
                };
                let a = self.convert(ctx, a, &ty);
                let b = self.convert(ctx, b, &ty);
                Ok(self.add_expr(
                    ctx,
                    ExprKind::Conditional {
                        cond,
                        then_expr: a,
                        else_expr: b,
                    },
                    ty,
                    span,
                ))
            }
            E::Comma(items) => {
                let mut acc: Option<ExprId> = None;
                for item in items.iter() {
                    let v = self.expr(ctx, item)?;
                    let v = self.rvalue(ctx, v);
                    acc = Some(match acc {
                        None => v,
                        Some(lhs) => {
                            let ty = Self::ty(ctx, v).clone();
                            self.add_expr(ctx, ExprKind::Comma { lhs, rhs: v }, ty, span)
                        }
                    });
                }
                acc.ok_or_else(|| self.error(codes::SYNTAX, "empty comma expression", span))
            }
            E::SizeOfTy(t) => {
                let ty = self.complete_type_name(ctx, &t.node.0, "sizeof", span)?;
                Ok(self.size_of(ctx, &ty, span))
            }
            E::SizeOfVal(v) => {
                // The operand is typed but never evaluated: lower it in a scratch function.
                let ty = self.in_scratch(Some(&mut *ctx), span, |this, scratch| {
                    let id = this.expr(scratch, &v.node.0)?;
                    Ok(scratch.func.exprs[id].ty.clone())
                })?;
                if matches!(ty, Type::Array(_, 0)) {
                    // Only `extern __shared__` arrays have no size: the launch gives it.
                    return Err(self.error(
                        codes::TYPE_MISMATCH,
                        "`sizeof` of an `extern __shared__` array, whose size the launch gives",
                        span,
                    ));
                }
                Ok(self.size_of(ctx, &ty, span))
            }
            E::AlignOf(t) => {
                let ty = self.complete_type_name(ctx, &t.node.0, "_Alignof", span)?;
                Ok(self.add_expr(
                    ctx,
                    ExprKind::IntConst(ty.align(&self.program.records) as i128),
                    Type::ULONG,
                    span,
                ))
            }
            E::GenericSelection(_) => Err(self.unsupported("_Generic", span)),
            E::CompoundLiteral(c) => self.compound_literal(ctx, c, span),
            E::OffsetOf(_) => Err(self.unsupported("offsetof", span)),
            E::VaArg(_) => Err(self.unsupported("va_arg", span)),
            E::Statement(_) => Err(self.unsupported("statement expressions (`({ ... })`)", span)),
        }
    }

    /// `lhs op rhs` with both operands converted to `operands`, of type `result`.
    fn converted_binary(
        &mut self,
        ctx: &mut FnCtx,
        op: BinaryOp,
        (lhs, rhs): (ExprId, ExprId),
        operands: &Type,
        result: Type,
        span: Span,
    ) -> ExprId {
        let lhs = self.convert(ctx, lhs, operands);
        let rhs = self.convert(ctx, rhs, operands);
        self.add_expr(ctx, ExprKind::Binary { op, lhs, rhs }, result, span)
    }

    /// The type `sizeof` or `_Alignof` (`operator`) names, which must be complete.
    fn complete_type_name(
        &mut self,
        ctx: &mut FnCtx,
        t: &Node<ast::TypeName>,
        operator: &str,
        span: Span,
    ) -> R<Type> {
        let ty = self.type_name(ctx, t)?;
        if self.incomplete(&ty) {
            return Err(self.error(
                codes::TYPE_MISMATCH,
                format!("`{operator}` of the incomplete type `{ty}`"),
                span,
            ));
        }
        Ok(ty)
    }

    /// `sizeof` of a complete type: a `size_t` constant.
    fn size_of(&mut self, ctx: &mut FnCtx, ty: &Type, span: Span) -> ExprId {
        let size = ty.size(&self.program.records) as i128;
        self.add_expr(ctx, ExprKind::IntConst(size), Type::ULONG, span)
    }

    pub(super) fn lookup_local(ctx: &FnCtx, name: &str) -> Option<Named> {
        ctx.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }

    pub(super) fn identifier(&mut self, ctx: &mut FnCtx, name: &str, span: Span) -> R<ExprId> {
        // CUDA is C++, where a `const` integer with a constant initializer is itself a
        // constant expression (`const int TILE = 32; __shared__ float t[TILE][TILE + 1];`).
        let constant = |ty: &Type, value: Option<&i128>| match value {
            Some(&v) if ctx.constant_context => Some((ExprKind::IntConst(v), ty.clone())),
            _ => None,
        };
        let global = |this: &Self, g: GlobalId| {
            let ty = this.program.globals[g].ty.clone();
            constant(&ty, this.constants.get(&g)).unwrap_or((ExprKind::Global(g), ty))
        };
        let (kind, ty) = match Self::lookup_local(ctx, name) {
            Some(Named::Local(l)) => {
                let ty = ctx.func.locals[l].ty.clone();
                constant(&ty, ctx.constants.get(&l)).unwrap_or((ExprKind::Local(l), ty))
            }
            Some(Named::Global(g)) => global(self, g),
            None => match (self.enumerators.get(name), self.globals.get(name)) {
                (Some(&(v, _)), _) => (ExprKind::IntConst(v), Type::INT),
                (None, Some(&g)) => global(self, g),
                // C99's predefined `static const char __func__[]`, the function's name.
                (None, None) if name == "__func__" && !ctx.func.name.is_empty() => {
                    let name = format!("\"{}\"", ctx.func.name);
                    return self.string_literal(ctx, &[name], span);
                }
                (None, None) => return self.unknown_identifier(ctx, name, span),
            },
        };
        Ok(self.add_expr(ctx, kind, ty, span))
    }

    /// A name that is no object: a launch variable, a function, or undeclared.
    pub(super) fn unknown_identifier(
        &mut self,
        ctx: &mut FnCtx,
        name: &str,
        span: Span,
    ) -> R<ExprId> {
        match name {
            "warpSize" => Ok(self.add_expr(
                ctx,
                ExprKind::Special(SpecialVar::WarpSize),
                Type::INT,
                span,
            )),
            // A whole launch variable is CUDA's `uint3` (`blockDim`/`gridDim` are `dim3`s
            // there, which convert to and from `uint3` member by member).
            "threadIdx" | "blockIdx" | "blockDim" | "gridDim" => {
                let Some(Type::Record(uint3)) = self.typedefs.get("uint3").cloned() else {
                    return Err(self.error(
                        codes::INTERNAL,
                        "internal error: the prelude's `uint3` is missing",
                        span,
                    ));
                };
                let values = [Dim::X, Dim::Y, Dim::Z]
                    .into_iter()
                    .map(|d| {
                        let var = match name {
                            "threadIdx" => SpecialVar::ThreadIdx(d),
                            "blockIdx" => SpecialVar::BlockIdx(d),
                            "blockDim" => SpecialVar::BlockDim(d),
                            _ => SpecialVar::GridDim(d),
                        };
                        self.add_expr(ctx, ExprKind::Special(var), Type::UINT, span)
                    })
                    .collect();
                Ok(self.assemble(ctx, &uint3, values, &format!("{name}.tmp"), span))
            }
            _ if self.functions.contains_key(name)
                || Builtin::from_name(name).is_some()
                || MathFn::from_name(name).is_some()
                || name == math::PRINTF =>
            {
                Err(self.unsupported("function pointers (a function name used as a value)", span))
            }
            // Its declaration failed and was reported.
            _ if ctx.poisoned.contains(name) || self.poisoned.contains(name) => Err(Reported),
            _ => {
                let d = Diagnostic::error(
                    codes::UNDECLARED,
                    format!("use of undeclared identifier `{name}`"),
                    span,
                )
                .with_label("not declared in this scope");
                Err(self.report(d))
            }
        }
    }

    pub(super) fn member(
        &mut self,
        ctx: &mut FnCtx,
        m: &Node<ast::MemberExpression>,
        span: Span,
    ) -> R<ExprId> {
        if let ast::Expression::Identifier(base) = &m.node.expression.node {
            let name = base.node.name.as_str();
            if m.node.operator.node == ast::MemberOperator::Direct
                && Self::lookup_local(ctx, name).is_none()
            {
                let dim = match m.node.identifier.node.name.as_str() {
                    "x" => Some(Dim::X),
                    "y" => Some(Dim::Y),
                    "z" => Some(Dim::Z),
                    _ => None,
                };
                let var = match (name, dim) {
                    ("threadIdx", Some(d)) => Some(SpecialVar::ThreadIdx(d)),
                    ("blockIdx", Some(d)) => Some(SpecialVar::BlockIdx(d)),
                    ("blockDim", Some(d)) => Some(SpecialVar::BlockDim(d)),
                    ("gridDim", Some(d)) => Some(SpecialVar::GridDim(d)),
                    _ => None,
                };
                if let Some(v) = var {
                    return Ok(self.add_expr(ctx, ExprKind::Special(v), Type::UINT, span));
                }
            }
        }
        let base = self.expr(ctx, &m.node.expression)?;
        let name = m.node.identifier.node.name.as_str();
        let bty = Self::ty(ctx, base).clone();
        let bspan = ctx.func.exprs[base].span;
        let base = match m.node.operator.node {
            ast::MemberOperator::Direct => {
                if !matches!(bty, Type::Record(_)) {
                    let mut d = Diagnostic::error(
                        codes::TYPE_MISMATCH,
                        format!(
                            "`.{name}` on a value of type `{bty}`, which is not a struct or union"
                        ),
                        span,
                    )
                    .with_label(format!("this has type `{bty}`"));
                    if matches!(bty.pointee(), Some(Type::Record(_))) {
                        d = d.with_help(format!("it is a pointer: use `->{name}`"));
                    }
                    return Err(self.report(d));
                }
                base
            }
            ast::MemberOperator::Indirect => {
                let base = self.rvalue(ctx, base);
                let Some(pointee @ Type::Record(_)) = Self::ty(ctx, base).pointee().cloned() else {
                    let mut d = Diagnostic::error(
                        codes::TYPE_MISMATCH,
                        format!("`->{name}` needs a pointer to a struct or union, not `{bty}`"),
                        span,
                    )
                    .with_label(format!("this has type `{bty}`"));
                    if matches!(bty, Type::Record(_)) {
                        d = d.with_help(format!("it is not a pointer: use `.{name}`"));
                    }
                    return Err(self.report(d));
                };
                self.add_expr(ctx, ExprKind::Deref(base), pointee, bspan)
            }
        };
        let Type::Record(r) = Self::ty(ctx, base).clone() else {
            return Err(self.error(
                codes::INTERNAL,
                "internal error: a member base lost its type",
                span,
            ));
        };
        let record = &self.program.records[r.id];
        if record.layout.is_none() {
            return Err(self.error(
                codes::TYPE_MISMATCH,
                format!("member access into the incomplete type `{}`", r.name),
                span,
            ));
        }
        let Some(path) = member_path(&self.program.records, r.id, name) else {
            let d = Diagnostic::error(
                codes::NO_MEMBER,
                format!("no member named `{name}` in `{}`", r.name),
                self.raw_span(m.node.identifier.span),
            )
            .with_label("unknown member")
            .with_note(format!("`{}` is defined here", r.name), record.span);
            return Err(self.report(d));
        };
        // Through anonymous members, one member access per level.
        let (mut place, mut id) = (base, r.id);
        for member in path {
            let ty = self.program.records[id].members()[member as usize]
                .ty
                .clone();
            if let Some(inner) = ty.record() {
                id = inner;
            }
            place = self.add_expr(
                ctx,
                ExprKind::Member {
                    base: place,
                    member,
                },
                ty,
                span,
            );
        }
        Ok(place)
    }

    pub(super) fn constant(&mut self, ctx: &mut FnCtx, c: &ast::Constant, span: Span) -> R<ExprId> {
        match c {
            ast::Constant::Integer(i) => {
                let radix = match i.base {
                    ast::IntegerBase::Decimal => 10,
                    ast::IntegerBase::Octal => 8,
                    ast::IntegerBase::Hexadecimal => 16,
                    ast::IntegerBase::Binary => 2,
                };
                let digits = i.number.trim_start_matches("0x").trim_start_matches("0X");
                let digits = if radix == 2 {
                    digits.trim_start_matches("0b").trim_start_matches("0B")
                } else {
                    digits
                };
                let Ok(v) =
                    u128::from_str_radix(if digits.is_empty() { "0" } else { digits }, radix)
                else {
                    return Err(self.error(
                        codes::TYPE_MISMATCH,
                        "integer constant is too large",
                        span,
                    ));
                };
                if v > u64::MAX as u128 {
                    return Err(self.error(
                        codes::TYPE_MISMATCH,
                        "integer constant is too large",
                        span,
                    ));
                }
                if i.suffix.imaginary {
                    return Err(self.unsupported("imaginary constants", span));
                }
                let ty = integer_constant_type(v, radix == 10, i.suffix.unsigned, &i.suffix.size);
                Ok(self.add_expr(ctx, ExprKind::IntConst(v as i128), ty, span))
            }
            ast::Constant::Float(f) => {
                if f.suffix.imaginary {
                    return Err(self.unsupported("imaginary constants", span));
                }
                let ty = match f.suffix.format {
                    ast::FloatFormat::Float => Type::Float,
                    ast::FloatFormat::Double => Type::Double,
                    ast::FloatFormat::LongDouble => {
                        return Err(self.unsupported("long double", span))
                    }
                    ast::FloatFormat::TS18661Format(_) => {
                        return Err(self.unsupported("extended floating types (_FloatN)", span))
                    }
                };
                let value = match f.base {
                    ast::FloatBase::Decimal => f.number.parse::<f64>().ok(),
                    ast::FloatBase::Hexadecimal => parse_hex_float(&f.number),
                };
                let Some(value) = value else {
                    return Err(self.error(codes::SYNTAX, "malformed floating constant", span));
                };
                let value = if ty == Type::Float {
                    value as f32 as f64
                } else {
                    value
                };
                Ok(self.add_expr(ctx, ExprKind::FloatConst(value), ty, span))
            }
            ast::Constant::Character(s) => match char_constant_value(s) {
                Some(v) => Ok(self.add_expr(ctx, ExprKind::IntConst(v), Type::INT, span)),
                None => Err(self.unsupported("this character constant", span)),
            },
        }
    }

    pub(super) fn require_lvalue(&mut self, ctx: &FnCtx, e: ExprId, what: &str) -> R<()> {
        let ex = &ctx.func.exprs[e];
        let place = ctx.func.is_place(e);
        if !place || matches!(ex.ty, Type::Array(..)) {
            let label = if place {
                "an array cannot be assigned"
            } else {
                "not a variable, an array element or a dereferenced pointer"
            };
            let d = Diagnostic::error(
                codes::NOT_LVALUE,
                format!("{what} needs a modifiable lvalue"),
                ex.span,
            )
            .with_label(label);
            return Err(self.report(d));
        }
        Ok(())
    }

    pub(super) fn unary(
        &mut self,
        ctx: &mut FnCtx,
        u: &Node<ast::UnaryOperatorExpression>,
        span: Span,
    ) -> R<ExprId> {
        use ast::UnaryOperator as U;
        let v = self.expr(ctx, &u.node.operand)?;
        match u.node.operator.node {
            U::PostIncrement | U::PostDecrement | U::PreIncrement | U::PreDecrement => {
                self.require_lvalue(ctx, v, "`++`/`--`")?;
                if !Self::ty(ctx, v).is_scalar() {
                    return Err(self.error(codes::TYPE_MISMATCH, "`++`/`--` needs a scalar", span));
                }
                let ty = Self::ty(ctx, v).clone();
                let (increment, prefix) = match u.node.operator.node {
                    U::PostIncrement => (true, false),
                    U::PostDecrement => (false, false),
                    U::PreIncrement => (true, true),
                    _ => (false, true),
                };
                Ok(self.add_expr(
                    ctx,
                    ExprKind::IncDec {
                        target: v,
                        increment,
                        prefix,
                    },
                    ty,
                    span,
                ))
            }
            U::Address => {
                if !ctx.func.is_place(v) {
                    let d = Diagnostic::error(
                        codes::NOT_LVALUE,
                        "cannot take the address of an rvalue",
                        span,
                    )
                    .with_label("not a variable, an array element or a dereferenced pointer");
                    return Err(self.report(d));
                }
                let ty = Self::ty(ctx, v).clone().pointer_to();
                Ok(self.add_expr(ctx, ExprKind::AddrOf(v), ty, span))
            }
            U::Indirection => {
                let v = self.rvalue(ctx, v);
                match Self::ty(ctx, v).pointee().cloned() {
                    Some(Type::Void) | None => Err(self.error(
                        codes::TYPE_MISMATCH,
                        format!("cannot dereference a value of type `{}`", Self::ty(ctx, v)),
                        span,
                    )),
                    Some(t) => Ok(self.add_expr(ctx, ExprKind::Deref(v), t, span)),
                }
            }
            U::Plus | U::Minus | U::Complement => {
                let v = self.rvalue(ctx, v);
                let t = Self::ty(ctx, v).clone();
                let ok = if u.node.operator.node == U::Complement {
                    t.is_integer()
                } else {
                    t.is_arithmetic()
                };
                if !ok {
                    return Err(self.error(
                        codes::TYPE_MISMATCH,
                        format!("invalid operand of type `{t}`"),
                        span,
                    ));
                }
                let pt = promote(&t);
                let v = self.convert(ctx, v, &pt);
                match u.node.operator.node {
                    U::Plus => Ok(v),
                    U::Minus => Ok(self.add_expr(
                        ctx,
                        ExprKind::Unary {
                            op: UnaryOp::Neg,
                            operand: v,
                        },
                        pt,
                        span,
                    )),
                    _ => Ok(self.add_expr(
                        ctx,
                        ExprKind::Unary {
                            op: UnaryOp::BitNot,
                            operand: v,
                        },
                        pt,
                        span,
                    )),
                }
            }
            U::Negate => {
                let v = self.rvalue(ctx, v);
                if !Self::ty(ctx, v).is_scalar() {
                    return Err(self.error(codes::TYPE_MISMATCH, "`!` needs a scalar", span));
                }
                Ok(self.add_expr(
                    ctx,
                    ExprKind::Unary {
                        op: UnaryOp::LogicalNot,
                        operand: v,
                    },
                    Type::INT,
                    span,
                ))
            }
        }
    }

    pub(super) fn binary(
        &mut self,
        ctx: &mut FnCtx,
        b: &Node<ast::BinaryOperatorExpression>,
        span: Span,
    ) -> R<ExprId> {
        use ast::BinaryOperator as B;
        let op = b.node.operator.node.clone();
        let lhs = self.expr(ctx, &b.node.lhs)?;
        let rhs = self.expr(ctx, &b.node.rhs)?;
        let compound = match op {
            B::Assign => {
                self.require_lvalue(ctx, lhs, "assignment")?;
                let ty = Self::ty(ctx, lhs).clone();
                let v = self.assign_convert(ctx, rhs, &ty, self.span(&b.node.rhs))?;
                return Ok(self.add_expr(
                    ctx,
                    ExprKind::Assign {
                        target: lhs,
                        value: v,
                    },
                    ty,
                    span,
                ));
            }
            B::AssignMultiply => Some(BinaryOp::Mul),
            B::AssignDivide => Some(BinaryOp::Div),
            B::AssignModulo => Some(BinaryOp::Rem),
            B::AssignPlus => Some(BinaryOp::Add),
            B::AssignMinus => Some(BinaryOp::Sub),
            B::AssignShiftLeft => Some(BinaryOp::Shl),
            B::AssignShiftRight => Some(BinaryOp::Shr),
            B::AssignBitwiseAnd => Some(BinaryOp::BitAnd),
            B::AssignBitwiseXor => Some(BinaryOp::BitXor),
            B::AssignBitwiseOr => Some(BinaryOp::BitOr),
            _ => None,
        };
        if let Some(op) = compound {
            self.require_lvalue(ctx, lhs, "compound assignment")?;
            let tt = Self::ty(ctx, lhs).clone();
            let rhs = self.rvalue(ctx, rhs);
            let rt = Self::ty(ctx, rhs).clone();
            let op_ty = if tt.is_pointer()
                && matches!(op, BinaryOp::Add | BinaryOp::Sub)
                && rt.is_integer()
            {
                tt.clone()
            } else if tt.is_arithmetic() && rt.is_arithmetic() {
                let integer_only = op.needs_integers();
                if integer_only && !(tt.is_integer() && rt.is_integer()) {
                    return Err(self.error(
                        codes::TYPE_MISMATCH,
                        format!("`{}=` needs integer operands", op.symbol()),
                        span,
                    ));
                }
                if matches!(op, BinaryOp::Shl | BinaryOp::Shr) {
                    promote(&tt)
                } else {
                    usual_arithmetic(&tt, &rt)
                }
            } else {
                return Err(self.error(
                    codes::TYPE_MISMATCH,
                    format!("invalid operands `{tt}` and `{rt}` to `{}=`", op.symbol()),
                    span,
                ));
            };
            let value_ty = if op_ty.is_pointer() {
                Type::LONG
            } else {
                op_ty.clone()
            };
            let value = self.convert(ctx, rhs, &value_ty);
            return Ok(self.add_expr(
                ctx,
                ExprKind::CompoundAssign {
                    op,
                    target: lhs,
                    value,
                    op_ty,
                },
                tt,
                span,
            ));
        }
        let lhs = self.rvalue(ctx, lhs);
        let rhs = self.rvalue(ctx, rhs);
        let (lt, rt) = (Self::ty(ctx, lhs).clone(), Self::ty(ctx, rhs).clone());
        let invalid = |this: &mut Self, sym: &str| {
            Err(this.error(
                codes::TYPE_MISMATCH,
                format!("invalid operands `{lt}` and `{rt}` to `{sym}`"),
                span,
            ))
        };
        match op {
            B::Index => {
                let (base, index) = if lt.is_pointer() {
                    (lhs, rhs)
                } else {
                    (rhs, lhs)
                };
                let bt = Self::ty(ctx, base).clone();
                let it = Self::ty(ctx, index).clone();
                let (Some(elem), true) = (bt.pointee().cloned(), it.is_integer()) else {
                    return Err(self.error(
                        codes::TYPE_MISMATCH,
                        format!("cannot index `{bt}` with `{it}`"),
                        span,
                    ));
                };
                if elem == Type::Void {
                    return Err(self.error(codes::TYPE_MISMATCH, "cannot index a `void*`", span));
                }
                let index = self.convert(ctx, index, &Type::LONG);
                Ok(self.add_expr(ctx, ExprKind::Index { base, index }, elem, span))
            }
            B::LogicalAnd | B::LogicalOr => {
                if !lt.is_scalar() || !rt.is_scalar() {
                    return invalid(self, if op == B::LogicalAnd { "&&" } else { "||" });
                }
                let lop = if op == B::LogicalAnd {
                    LogicalOp::And
                } else {
                    LogicalOp::Or
                };
                Ok(self.add_expr(
                    ctx,
                    ExprKind::Logical { op: lop, lhs, rhs },
                    Type::INT,
                    span,
                ))
            }
            B::Plus | B::Minus if lt.is_pointer() || rt.is_pointer() => {
                let sym = if op == B::Plus { "+" } else { "-" };
                if op == B::Minus && lt.is_pointer() && rt.is_pointer() {
                    if lt != rt {
                        return invalid(self, sym);
                    }
                    return Ok(self.add_expr(
                        ctx,
                        ExprKind::PtrDiff { lhs, rhs },
                        Type::LONG,
                        span,
                    ));
                }
                let (ptr, off) = if lt.is_pointer() {
                    (lhs, rhs)
                } else {
                    (rhs, lhs)
                };
                if !Self::ty(ctx, off).is_integer() || (op == B::Minus && !lt.is_pointer()) {
                    return invalid(self, sym);
                }
                if matches!(Self::ty(ctx, ptr).pointee(), Some(Type::Void)) {
                    return Err(self.error(codes::TYPE_MISMATCH, "arithmetic on a `void*`", span));
                }
                let mut off = self.convert(ctx, off, &Type::LONG);
                if op == B::Minus {
                    off = self.add_expr(
                        ctx,
                        ExprKind::Unary {
                            op: UnaryOp::Neg,
                            operand: off,
                        },
                        Type::LONG,
                        span,
                    );
                }
                let pty = Self::ty(ctx, ptr).clone();
                Ok(self.add_expr(ctx, ExprKind::PtrAdd { ptr, offset: off }, pty, span))
            }
            _ => {
                let bop = match op {
                    B::Multiply => BinaryOp::Mul,
                    B::Divide => BinaryOp::Div,
                    B::Modulo => BinaryOp::Rem,
                    B::Plus => BinaryOp::Add,
                    B::Minus => BinaryOp::Sub,
                    B::ShiftLeft => BinaryOp::Shl,
                    B::ShiftRight => BinaryOp::Shr,
                    B::Less => BinaryOp::Lt,
                    B::Greater => BinaryOp::Gt,
                    B::LessOrEqual => BinaryOp::Le,
                    B::GreaterOrEqual => BinaryOp::Ge,
                    B::Equals => BinaryOp::Eq,
                    B::NotEquals => BinaryOp::Ne,
                    B::BitwiseAnd => BinaryOp::BitAnd,
                    B::BitwiseXor => BinaryOp::BitXor,
                    B::BitwiseOr => BinaryOp::BitOr,
                    _ => return Err(self.error(codes::SYNTAX, "unexpected operator", span)),
                };
                if bop.is_comparison() && (lt.is_pointer() || rt.is_pointer()) {
                    let null = |e: ExprId| matches!(ctx.func.exprs[e].kind, ExprKind::IntConst(0));
                    let ty = if lt.is_pointer() {
                        lt.clone()
                    } else {
                        rt.clone()
                    };
                    let ok = (lt.is_pointer() && rt.is_pointer())
                        || (lt.is_pointer() && null(rhs))
                        || (rt.is_pointer() && null(lhs));
                    if !ok {
                        return invalid(self, bop.symbol());
                    }
                    return Ok(self.converted_binary(ctx, bop, (lhs, rhs), &ty, Type::INT, span));
                }
                let integer_only = bop.needs_integers();
                let ok = if integer_only {
                    lt.is_integer() && rt.is_integer()
                } else {
                    lt.is_arithmetic() && rt.is_arithmetic()
                };
                if !ok {
                    return invalid(self, bop.symbol());
                }
                if matches!(bop, BinaryOp::Shl | BinaryOp::Shr) {
                    // The result has the promoted left type; the count is converted to it.
                    let ty = promote(&lt);
                    return Ok(self.converted_binary(ctx, bop, (lhs, rhs), &ty, ty.clone(), span));
                }
                let ty = usual_arithmetic(&lt, &rt);
                let result = if bop.is_comparison() {
                    Type::INT
                } else {
                    ty.clone()
                };
                Ok(self.converted_binary(ctx, bop, (lhs, rhs), &ty, result, span))
            }
        }
    }
}
