//! Initializers: constant ones at file scope, brace lists with elision and designators
//! (C11 6.7.9) as scalar leaves, constant expressions in a scratch function.

use super::*;

impl Lowerer<'_> {
    /// A file-scope initializer's values: for an array, struct or union, its scalar
    /// leaves (see [`Init::List`]).
    pub(super) fn constant_initializer(
        &mut self,
        init: &Node<ast::Initializer>,
        ty: &Type,
    ) -> R<Vec<ConstValue>> {
        let leaves = match (&init.node, ty) {
            (ast::Initializer::Expression(e), Type::Array(..) | Type::Record(_)) => {
                return Err(self.unsupported(
                    &format!("initializing `{ty}` from an expression at file scope"),
                    self.span(e),
                ))
            }
            (ast::Initializer::Expression(e), _) => {
                let v = self.constant_value(None, e, FILE_INIT)?;
                self.check_constant_leaf(&v, ty, e)?;
                return Ok(vec![v]);
            }
            (ast::Initializer::List(items), _) => self.brace_leaves(ty, items, self.span(init))?,
        };
        let types = scalar_leaves(ty, &self.program.records);
        let mut out = Vec::new();
        for (index, e) in leaves {
            while (out.len() as u64) < index {
                out.push(zero_const(&types[out.len()].1));
            }
            let v = self.constant_value(None, e, FILE_INIT)?;
            self.check_constant_leaf(&v, &types[index as usize].1, e)?;
            out.push(v);
        }
        Ok(out)
    }

    /// An address constant initializes only a pointer.
    pub(super) fn check_constant_leaf(
        &mut self,
        v: &ConstValue,
        ty: &Type,
        e: &Node<ast::Expression>,
    ) -> R<()> {
        if matches!(v, ConstValue::Address(..)) && !ty.is_pointer() {
            return Err(self.error(
                codes::TYPE_MISMATCH,
                format!("an address initializes a pointer, not `{ty}`"),
                self.span(e),
            ));
        }
        Ok(())
    }

    /// The scalar leaves a brace initializer gives to an object of type `ty`, with their
    /// indices in [`scalar_leaves`], by C11 6.7.9: a nested list initializes one
    /// sub-object (the rest of it is zero), without braces (brace elision) the values
    /// fill the sub-objects in order, and a designator (`.m`, `[k]`, chained) moves the
    /// position to the sub-object it names, from which the next values go on in order.
    /// A leaf given twice keeps the last value. In leaf order.
    pub(super) fn brace_leaves<'t>(
        &mut self,
        ty: &Type,
        items: &'t [Node<ast::InitializerListItem>],
        span: Span,
    ) -> R<Vec<(u64, &'t Node<ast::Expression>)>> {
        if ty.is_scalar() {
            // `int x = {5};`: one value, perhaps in more braces.
            let Some(first) = items.first() else {
                return Ok(Vec::new());
            };
            if let Some(extra) = items.get(1) {
                self.too_many_initializers(ty, extra, span);
                return Err(Reported);
            }
            if !first.node.designation.is_empty() {
                return Err(self.error(
                    codes::TYPE_MISMATCH,
                    format!("a designator for `{ty}`, which has no elements"),
                    self.span(first),
                ));
            }
            return match &first.node.initializer.node {
                ast::Initializer::Expression(e) => Ok(vec![(0, e)]),
                ast::Initializer::List(sub) => self.brace_leaves(ty, sub, self.span(first)),
            };
        }
        // The position: a path of (aggregate, leaf index of its start, next child) from
        // `ty` down. Hand-written: no crate models C's initializer cursor.
        let mut path: Vec<(Type, u64, u64)> = vec![(ty.clone(), 0, 0)];
        let mut given = std::collections::BTreeMap::new();
        for item in items {
            if item.node.designation.is_empty() {
                // Leave the aggregates that are full, moving on in each parent.
                while self.child(&path[path.len() - 1]).is_none() {
                    if path.len() == 1 {
                        self.too_many_initializers(ty, item, span);
                        return Err(Reported);
                    }
                    path.pop();
                    if let Some(top) = path.last_mut() {
                        top.2 += 1;
                    }
                }
            } else {
                path.truncate(1);
                self.designate(&mut path, &item.node.designation)?;
            }
            let top = path.len() - 1;
            let Some((child, base)) = self.child(&path[top]) else {
                return Err(self.error(
                    codes::TYPE_MISMATCH,
                    "this designator names no element",
                    self.span(item),
                ));
            };
            match &item.node.initializer.node {
                ast::Initializer::List(sub) => {
                    for (i, e) in self.brace_leaves(&child, sub, self.span(item))? {
                        given.insert(base + i, e);
                    }
                    path[top].2 += 1;
                }
                ast::Initializer::Expression(e) => {
                    // Brace elision: down to the first scalar of the current sub-object.
                    let (mut child, mut base) = (child, base);
                    while !child.is_scalar() {
                        path.push((child.clone(), base, 0));
                        let Some(first) = self.child(&path[path.len() - 1]) else {
                            return Err(self.error(
                                codes::TYPE_MISMATCH,
                                format!("`{child}` has no element to initialize"),
                                self.span(e),
                            ));
                        };
                        (child, base) = first;
                    }
                    given.insert(base, e);
                    let top = path.len() - 1;
                    path[top].2 += 1;
                }
            }
        }
        Ok(given.into_iter().collect())
    }

    /// The sub-object a position's aggregate is at, with its first leaf's index; `None`
    /// past its end (a union holds one initializer, its first member's).
    pub(super) fn child(&self, (ty, base, next): &(Type, u64, u64)) -> Option<(Type, u64)> {
        let records = &self.program.records;
        match ty {
            Type::Array(elem, n) => {
                (*next < *n).then(|| ((**elem).clone(), base + next * leaf_count(elem, records)))
            }
            Type::Record(r) => {
                let record = &records[r.id];
                let members = record.members();
                let count = match record.kind {
                    RecordKind::Struct => members.len(),
                    RecordKind::Union => members.len().min(1),
                };
                let next = *next as usize;
                (next < count).then(|| {
                    let before: u64 = members[..next]
                        .iter()
                        .map(|m| leaf_count(&m.ty, records))
                        .sum();
                    (members[next].ty.clone(), base + before)
                })
            }
            _ => None,
        }
    }

    /// Moves the position to what `designators` name, from the braced object.
    pub(super) fn designate(
        &mut self,
        path: &mut Vec<(Type, u64, u64)>,
        designators: &[Node<ast::Designator>],
    ) -> R<()> {
        for (k, d) in designators.iter().enumerate() {
            if k > 0 {
                // Into the sub-object the previous designator named.
                let top = &path[path.len() - 1];
                let Some((child, base)) = self.child(top) else {
                    return Err(self.error(
                        codes::TYPE_MISMATCH,
                        "this designator names no element",
                        self.span(&designators[k - 1]),
                    ));
                };
                path.push((child, base, 0));
            }
            let top = path.len() - 1;
            let ty = path[top].0.clone();
            let index = match (&d.node, &ty) {
                (ast::Designator::Member(name), Type::Record(r)) => {
                    let found = member_path(&self.program.records, r.id, &name.node.name);
                    let Some(steps) = found else {
                        return Err(self.error(
                            codes::TYPE_MISMATCH,
                            format!("`{ty}` has no member named `{}`", name.node.name),
                            self.span(d),
                        ));
                    };
                    // A member of anonymous members: into the anonymous ones first.
                    let mut record = r.id;
                    for (k, &step) in steps.iter().enumerate() {
                        if step > 0 && self.program.records[record].kind == RecordKind::Union {
                            return Err(self.unsupported(
                                "a designated initializer for a union member other than the first",
                                self.span(d),
                            ));
                        }
                        if k + 1 == steps.len() {
                            break;
                        }
                        let top = path.len() - 1;
                        path[top].2 = u64::from(step);
                        let Some((child, base)) = self.child(&path[top]) else {
                            return Err(self.error(
                                codes::INTERNAL,
                                "internal error: an anonymous member outside its record",
                                self.span(d),
                            ));
                        };
                        record = child.record().unwrap_or(record);
                        path.push((child, base, 0));
                    }
                    steps[steps.len() - 1] as usize
                }
                (ast::Designator::Index(e), Type::Array(_, n)) => {
                    let what = "an array designator";
                    match self.constant_value(None, e, what)? {
                        ConstValue::Int(i) if (0..*n as i128).contains(&i) => i as usize,
                        _ => {
                            return Err(self.error(
                                codes::TYPE_MISMATCH,
                                format!("array designator out of the bounds of `{ty}`"),
                                self.span(e),
                            ))
                        }
                    }
                }
                (ast::Designator::Range(_), _) => {
                    return Err(
                        self.unsupported("array range designators (a GNU extension)", self.span(d))
                    )
                }
                (ast::Designator::Member(_), _) => {
                    return Err(self.error(
                        codes::TYPE_MISMATCH,
                        format!("a member designator for `{ty}`, which is not a struct or union"),
                        self.span(d),
                    ))
                }
                (ast::Designator::Index(_), _) => {
                    return Err(self.error(
                        codes::TYPE_MISMATCH,
                        format!("an array designator for `{ty}`, which is not an array"),
                        self.span(d),
                    ))
                }
            };
            path[top].2 = index as u64;
        }
        Ok(())
    }

    pub(super) fn too_many_initializers(
        &mut self,
        ty: &Type,
        extra: &Node<ast::InitializerListItem>,
        span: Span,
    ) {
        let what = match ty {
            t if t.is_scalar() => "a scalar initializer".to_string(),
            Type::Record(_) => format!("`{ty}`"),
            _ => format!(
                "an array of {} elements",
                leaf_count(ty, &self.program.records)
            ),
        };
        let d = Diagnostic::error(
            codes::TYPE_MISMATCH,
            format!("too many initializers for {what}"),
            self.span(extra),
        )
        .with_label("this value has no element to initialize")
        .with_note("the initializer list", span);
        self.diags.push(d);
    }

    /// Evaluates a file-scope constant expression (literals and arithmetic on them).
    /// Evaluates a constant expression: `what` names it for the error if it
    /// is not constant. Inside a function (`outer`), its names are in scope.
    pub(super) fn constant_value(
        &mut self,
        outer: Option<&mut FnCtx>,
        e: &Node<ast::Expression>,
        what: &str,
    ) -> R<ConstValue> {
        // Lower into a scratch function so the ordinary typing rules apply.
        let span = self.span(e);
        let file_scope = outer.is_none();
        self.in_scratch(outer, span, |this, scratch| {
            let mut id = this.expr(scratch, e)?;
            // An array (`int *p = a;`, `char *s = "hi";`) stands for its first element's address.
            if matches!(Self::ty(scratch, id), Type::Array(..)) {
                id = this.rvalue(scratch, id);
            }
            let address = || {
                const_address(&scratch.func, id, &this.program)
                    .map(|(g, offset)| ConstValue::Address(g, offset))
            };
            match const_eval(&scratch.func, id).or_else(|| file_scope.then(address).flatten()) {
                Some(v) => Ok(v),
                None => {
                    let d = Diagnostic::error(
                        codes::NOT_CONSTANT,
                        format!("{what} must be a constant expression"),
                        span,
                    )
                    .with_label("not a constant");
                    this.diags.push(d);
                    Err(Reported)
                }
            }
        })
    }

    /// Runs `f` on a scratch function whose expressions are thrown away (for
    /// constant expressions and `sizeof` operands). Inside a function
    /// (`outer`), the scratch sees the function's names and locals.
    pub(super) fn in_scratch<T>(
        &mut self,
        outer: Option<&mut FnCtx>,
        span: Span,
        f: impl FnOnce(&mut Self, &mut FnCtx) -> T,
    ) -> T {
        // Named as the enclosing function, for `__func__` (empty at file scope).
        let name = outer
            .as_ref()
            .map_or(String::new(), |o| o.func.name.clone());
        let mut scratch = FnCtx::new(Function::empty(name, span));
        let stmt = scratch.func.stmts.alloc(Stmt {
            kind: StmtKind::Empty,
            span,
            parent: None,
        });
        scratch.stmt = Some(stmt);
        scratch.constant_context = true;
        let Some(outer) = outer else {
            return f(self, &mut scratch);
        };
        scratch.scopes = std::mem::take(&mut outer.scopes);
        scratch.poisoned = std::mem::take(&mut outer.poisoned);
        scratch.func.locals = std::mem::take(&mut outer.func.locals);
        scratch.constants = std::mem::take(&mut outer.constants);
        scratch.depth = outer.depth;
        scratch.too_deep = outer.too_deep;
        let r = f(self, &mut scratch);
        outer.scopes = scratch.scopes;
        outer.poisoned = scratch.poisoned;
        outer.func.locals = scratch.func.locals;
        outer.constants = scratch.constants;
        outer.too_deep = scratch.too_deep;
        r
    }

    pub(super) fn local_initializer(
        &mut self,
        ctx: &mut FnCtx,
        init: &Node<ast::Initializer>,
        ty: &Type,
    ) -> R<Init> {
        match (&init.node, ty) {
            (ast::Initializer::Expression(e), Type::Array(..)) => {
                Err(self.unsupported("initializing an array from an expression", self.span(e)))
            }
            (ast::Initializer::Expression(e), _) => {
                let v = self.expr(ctx, e)?;
                Ok(Init::Expr(self.assign_convert(ctx, v, ty, self.span(e))?))
            }
            (ast::Initializer::List(items), Type::Array(..) | Type::Record(_)) => {
                let leaves = self.brace_leaves(ty, items, self.span(init))?;
                let types = scalar_leaves(ty, &self.program.records);
                let mut out = Vec::new();
                for (index, e) in leaves {
                    // Leaves skipped by a short nested list are zero.
                    while (out.len() as u64) < index {
                        let zero = self.zero(ctx, &types[out.len()].1, self.span(e));
                        out.push(zero);
                    }
                    let leaf = types[index as usize].1.clone();
                    let v = self.expr(ctx, e)?;
                    out.push(self.assign_convert(ctx, v, &leaf, self.span(e))?);
                }
                Ok(Init::List(out))
            }
            (ast::Initializer::List(items), _)
                if items.len() == 1 && items[0].node.designation.is_empty() =>
            {
                match &items[0].node.initializer.node {
                    ast::Initializer::Expression(e) => {
                        let v = self.expr(ctx, e)?;
                        Ok(Init::Expr(self.assign_convert(ctx, v, ty, self.span(e))?))
                    }
                    _ => Err(self.unsupported("nested initializer lists", self.span(init))),
                }
            }
            (ast::Initializer::List(_), _) => {
                Err(self.unsupported("brace initializers for scalars", self.span(init)))
            }
        }
    }

    /// A zero of scalar type `ty`, for the leaves an initializer list skips.
    pub(super) fn zero(&mut self, ctx: &mut FnCtx, ty: &Type, span: Span) -> ExprId {
        let kind = if ty.is_float() {
            ExprKind::FloatConst(0.0)
        } else {
            ExprKind::IntConst(0)
        };
        self.add_expr(ctx, kind, ty.clone(), span)
    }

    // -----------------------------------------------------------------------
    // Expressions

    /// `(T){...}`: a temporary whose every scalar leaf is assigned (those the
    /// list leaves out with zero), then read as a whole: `(t.a = 1, t.b = 0, t)`.
    /// Unlike C's compound literal, the result is a value, not an lvalue.
    pub(super) fn compound_literal(
        &mut self,
        ctx: &mut FnCtx,
        c: &Node<ast::CompoundLiteral>,
        span: Span,
    ) -> R<ExprId> {
        let ty = self.type_name(ctx, &c.node.type_name)?;
        self.check_object_type(&ty, span)?;
        if ty.is_scalar() {
            return Err(self.unsupported("compound literals of scalar types", span));
        }
        let leaves = self.brace_leaves(&ty, &c.node.initializer_list, span)?;
        let types = scalar_leaves(&ty, &self.program.records);
        let temp = ctx.func.locals.alloc(Local {
            name: "compound.tmp".into(),
            ty: ty.clone(),
            span,
            storage: Storage::Private,
        });
        let mut given = leaves.into_iter().peekable();
        let mut acc: Option<ExprId> = None;
        for (index, (_, leaf)) in types.iter().enumerate() {
            let value = match given.next_if(|(i, _)| *i == index as u64) {
                Some((_, e)) => {
                    let v = self.expr(ctx, e)?;
                    self.assign_convert(ctx, v, leaf, self.span(e))?
                }
                None => self.zero(ctx, leaf, span),
            };
            let whole = self.add_expr(ctx, ExprKind::Local(temp), ty.clone(), span);
            let target = self.leaf_place(ctx, whole, index as u64, span)?;
            let assign = self.add_expr(ctx, ExprKind::Assign { target, value }, leaf.clone(), span);
            acc = Some(match acc {
                None => assign,
                Some(lhs) => self.add_expr(
                    ctx,
                    ExprKind::Comma { lhs, rhs: assign },
                    leaf.clone(),
                    span,
                ),
            });
        }
        let whole = self.add_expr(ctx, ExprKind::Local(temp), ty.clone(), span);
        let whole = self.rvalue(ctx, whole);
        let wty = Self::ty(ctx, whole).clone();
        Ok(match acc {
            Some(lhs) => self.add_expr(ctx, ExprKind::Comma { lhs, rhs: whole }, wty, span),
            None => whole,
        })
    }

    /// The place of scalar leaf `index` (see [`scalar_leaves`]) of the object `e`:
    /// members and elements down to it.
    pub(super) fn leaf_place(
        &mut self,
        ctx: &mut FnCtx,
        e: ExprId,
        index: u64,
        span: Span,
    ) -> R<ExprId> {
        let records = &self.program.records;
        match Self::ty(ctx, e).clone() {
            Type::Array(elem, _) => {
                let stride = leaf_count(&elem, records).max(1);
                let base = self.rvalue(ctx, e);
                let i = self.add_expr(
                    ctx,
                    ExprKind::IntConst((index / stride) as i128),
                    Type::LONG,
                    span,
                );
                let element = self.add_expr(ctx, ExprKind::Index { base, index: i }, *elem, span);
                self.leaf_place(ctx, element, index % stride, span)
            }
            Type::Record(r) => {
                let mut at = 0;
                for (m, member) in records[r.id].members().iter().enumerate() {
                    let n = leaf_count(&member.ty, records);
                    if index < at + n {
                        let ty = member.ty.clone();
                        let place = self.add_expr(
                            ctx,
                            ExprKind::Member {
                                base: e,
                                member: m as u32,
                            },
                            ty,
                            span,
                        );
                        return self.leaf_place(ctx, place, index - at, span);
                    }
                    at += n;
                }
                Err(self.error(
                    codes::INTERNAL,
                    "internal error: an initializer leaf beyond its object",
                    span,
                ))
            }
            _ => Ok(e),
        }
    }
}
