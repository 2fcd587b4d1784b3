//! Function bodies and statements: jumps, labels, cases, local declarations.

use super::*;

impl Lowerer<'_> {
    pub(super) fn lower_function_body(&mut self, id: FuncId, body: &Node<ast::Statement>) {
        // While the body is lowered, the arena keeps the signature, for
        // recursive calls.
        let f = &self.program.functions[id];
        let mut placeholder = Function::empty(f.name.clone(), f.span);
        placeholder.kind = f.kind;
        placeholder.ret = f.ret.clone();
        for &p in &f.params {
            let l = &f.locals[p];
            let local = placeholder.locals.alloc(Local {
                name: l.name.clone(),
                ty: l.ty.clone(),
                span: l.span,
                storage: l.storage,
            });
            placeholder.params.push(local);
        }
        let mut func = std::mem::replace(&mut self.program.functions[id], placeholder);
        // Room for one expression per 4 bytes of the body and one statement per 8, more
        // than C written with spaces holds: growing by doubling copied a large body's
        // arenas several times, into fresh pages each time. Reserved pages that are never
        // written cost nothing.
        let bytes = body.span.end.saturating_sub(body.span.start);
        if func.exprs.is_empty() {
            func.exprs = Arena::with_capacity(bytes / 4);
        }
        if func.stmts.is_empty() {
            func.stmts = Arena::with_capacity(bytes / 8);
        }
        let mut ctx = FnCtx::new(func);
        let mut params = HashMap::default();
        for &p in &ctx.func.params {
            let name = ctx.func.locals[p].name.clone();
            if !name.is_empty() {
                params.insert(name, Named::Local(p));
            }
        }
        ctx.scopes.push(params);
        if let Ok(b) = self.stmt(&mut ctx, body, None) {
            ctx.func.body = Some(b);
        }
        for (goto, name, span) in std::mem::take(&mut ctx.gotos) {
            match ctx.labels.get(&name) {
                Some(&(target, _)) => {
                    if let StmtKind::Goto { target: t, .. } = &mut ctx.func.stmts[goto].kind {
                        *t = target;
                    }
                }
                None => {
                    let d = Diagnostic::error(
                        codes::UNDEFINED_LABEL,
                        format!("use of undeclared label `{name}`"),
                        span,
                    )
                    .with_label("no label with this name in the function");
                    self.diags.push(d);
                }
            }
        }
        self.program.functions[id] = ctx.func;
    }

    pub(super) fn new_stmt(
        &mut self,
        ctx: &mut FnCtx,
        span: Span,
        parent: Option<StmtId>,
    ) -> StmtId {
        ctx.func.stmts.alloc(Stmt {
            kind: StmtKind::Empty,
            span,
            parent,
        })
    }

    pub(super) fn stmt(
        &mut self,
        ctx: &mut FnCtx,
        s: &Node<ast::Statement>,
        parent: Option<StmtId>,
    ) -> R<StmtId> {
        let span = self.span(s);
        ctx.depth += 1;
        if ctx.depth > MAX_DEPTH {
            ctx.depth -= 1;
            return Err(self.too_deep(ctx, "this statement is too deep", span));
        }
        let id = self.new_stmt(ctx, span, parent);
        let saved = ctx.stmt.replace(id);
        let kind = self.stmt_kind(ctx, s, id, span);
        ctx.stmt = saved;
        ctx.depth -= 1;
        ctx.func.stmts[id].kind = kind?;
        Ok(id)
    }

    pub(super) fn stmt_kind(
        &mut self,
        ctx: &mut FnCtx,
        s: &Node<ast::Statement>,
        id: StmtId,
        span: Span,
    ) -> R<StmtKind> {
        use ast::Statement as S;
        Ok(match &s.node {
            S::Compound(items) => {
                ctx.scopes.push(HashMap::default());
                let mut out = Vec::new();
                let mut failed = false;
                for item in items {
                    let r = match &item.node {
                        ast::BlockItem::Statement(st) => self.stmt(ctx, st, Some(id)),
                        ast::BlockItem::Declaration(d) => self.local_declaration(ctx, d, id),
                        ast::BlockItem::StaticAssert(sa) => {
                            Err(self.unsupported("_Static_assert", self.span(sa)))
                        }
                    };
                    match r {
                        Ok(sid) => out.push(sid),
                        Err(_) => failed = true,
                    }
                }
                ctx.scopes.pop();
                if failed {
                    return Err(Reported);
                }
                StmtKind::Block(out)
            }
            S::Expression(None) => StmtKind::Empty,
            S::Expression(Some(e)) => StmtKind::Expr(self.expr(ctx, e)?),
            S::If(i) => {
                let cond = self.condition(ctx, &i.node.condition);
                let then_branch = self.stmt(ctx, &i.node.then_statement, Some(id));
                let else_branch = match &i.node.else_statement {
                    Some(e) => Some(self.stmt(ctx, e, Some(id))?),
                    None => None,
                };
                StmtKind::If {
                    cond: cond?,
                    then_branch: then_branch?,
                    else_branch,
                }
            }
            S::While(w) => {
                let cond = self.condition(ctx, &w.node.expression);
                let body = self.loop_body(ctx, &w.node.statement, id);
                StmtKind::While {
                    cond: cond?,
                    body: body?,
                }
            }
            S::DoWhile(w) => {
                let body = self.loop_body(ctx, &w.node.statement, id);
                let cond = self.condition(ctx, &w.node.expression);
                StmtKind::DoWhile {
                    body: body?,
                    cond: cond?,
                }
            }
            S::For(f) => {
                ctx.scopes.push(HashMap::default());
                let result = self.for_stmt(ctx, f, id);
                ctx.scopes.pop();
                result?
            }
            S::Switch(sw) => {
                let cond = self.expr(ctx, &sw.node.expression).and_then(|cond| {
                    let cty = ctx.func.exprs[cond].ty.clone();
                    if !cty.is_integer() {
                        let d = Diagnostic::error(
                            codes::TYPE_MISMATCH,
                            format!("switch on a value of type `{cty}`; it must be an integer"),
                            self.span(&sw.node.expression),
                        )
                        .with_label(format!("this has type `{cty}`"));
                        return Err(self.report(d));
                    }
                    let pty = promote(&cty);
                    Ok((self.convert(ctx, cond, &pty), pty))
                });
                // The body is lowered even if the condition failed, to report its errors too.
                ctx.switches.push(SwitchCtx {
                    stmt: id,
                    cond_ty: cond.as_ref().map(|c| c.1.clone()).unwrap_or(Type::INT),
                    cases: Vec::new(),
                    default: None,
                });
                ctx.breaks.push(id);
                let body = self.stmt(ctx, &sw.node.statement, Some(id));
                ctx.breaks.pop();
                let sctx = ctx.switches.pop().expect("switch context pushed above");
                StmtKind::Switch {
                    cond: cond?.0,
                    body: body?,
                    cases: sctx.cases.iter().map(|c| c.1).collect(),
                    default: sctx.default.map(|d| d.0),
                }
            }
            S::Labeled(l) => self.labeled(ctx, l, id, span)?,
            S::Goto(label) => {
                ctx.gotos.push((id, label.node.name.clone(), span));
                StmtKind::Goto {
                    label: label.node.name.clone(),
                    target: id,
                }
            }
            S::Break => match ctx.breaks.last() {
                Some(&target) => StmtKind::Break { target },
                None => {
                    let d = Diagnostic::error(
                        codes::BREAK_OUTSIDE,
                        "`break` outside a loop or switch",
                        span,
                    )
                    .with_label("there is no loop or switch to leave here");
                    return Err(self.report(d));
                }
            },
            S::Continue => match ctx.continues.last() {
                Some(&target) => StmtKind::Continue { target },
                None => {
                    let d = Diagnostic::error(
                        codes::CONTINUE_OUTSIDE,
                        "`continue` outside a loop",
                        span,
                    )
                    .with_label("there is no loop to continue here");
                    return Err(self.report(d));
                }
            },
            S::Return(value) => {
                let ret = ctx.func.ret.clone();
                match (value, ret == Type::Void) {
                    (None, true) => StmtKind::Return(None),
                    (Some(e), false) => {
                        let v = self.expr(ctx, e)?;
                        let v = self.assign_convert(ctx, v, &ret, self.span(e))?;
                        StmtKind::Return(Some(v))
                    }
                    (Some(e), true) => {
                        return Err(self.error(
                            codes::TYPE_MISMATCH,
                            "a void function cannot return a value",
                            self.span(e),
                        ))
                    }
                    (None, false) => {
                        return Err(self.error(
                            codes::TYPE_MISMATCH,
                            format!("a function returning `{ret}` must return a value"),
                            span,
                        ))
                    }
                }
            }
            S::Asm(_) => return Err(self.unsupported("inline assembly", span)),
        })
    }

    pub(super) fn for_stmt(
        &mut self,
        ctx: &mut FnCtx,
        f: &Node<ast::ForStatement>,
        id: StmtId,
    ) -> R<StmtKind> {
        // Each part is lowered even if an earlier one failed, to report all errors.
        let init = match &f.node.initializer.node {
            ast::ForInitializer::Empty => Ok(None),
            ast::ForInitializer::Expression(e) => {
                let sid = self.new_stmt(ctx, self.span(e), Some(id));
                let saved = ctx.stmt.replace(sid);
                let r = self.expr(ctx, e);
                ctx.stmt = saved;
                r.map(|e| {
                    ctx.func.stmts[sid].kind = StmtKind::Expr(e);
                    Some(sid)
                })
            }
            ast::ForInitializer::Declaration(d) => self.local_declaration(ctx, d, id).map(Some),
            ast::ForInitializer::StaticAssert(sa) => {
                Err(self.unsupported("_Static_assert", self.span(sa)))
            }
        };
        let cond = f
            .node
            .condition
            .as_ref()
            .map(|c| self.condition(ctx, c))
            .transpose();
        let step = f.node.step.as_ref().map(|s| self.expr(ctx, s)).transpose();
        let body = self.loop_body(ctx, &f.node.statement, id);
        Ok(StmtKind::For {
            init: init?,
            cond: cond?,
            step: step?,
            body: body?,
        })
    }

    pub(super) fn loop_body(
        &mut self,
        ctx: &mut FnCtx,
        body: &Node<ast::Statement>,
        id: StmtId,
    ) -> R<StmtId> {
        ctx.breaks.push(id);
        ctx.continues.push(id);
        let r = self.stmt(ctx, body, Some(id));
        ctx.breaks.pop();
        ctx.continues.pop();
        r
    }

    pub(super) fn labeled(
        &mut self,
        ctx: &mut FnCtx,
        l: &Node<ast::LabeledStatement>,
        id: StmtId,
        span: Span,
    ) -> R<StmtKind> {
        let label_span = self.span(&l.node.label);
        match &l.node.label.node {
            ast::Label::Identifier(name) => {
                let name = name.node.name.clone();
                if let Some(&(_, first)) = ctx.labels.get(&name) {
                    let d = Diagnostic::error(
                        codes::DUPLICATE_LABEL,
                        format!("redefinition of label `{name}`"),
                        label_span,
                    )
                    .with_label("defined again here")
                    .with_note("first defined here", first);
                    self.diags.push(d);
                } else {
                    ctx.labels.insert(name.clone(), (id, label_span));
                }
                let body = self.stmt(ctx, &l.node.statement, Some(id))?;
                Ok(StmtKind::Label { name, body })
            }
            ast::Label::Case(e) => {
                let Some(sw) = ctx.switches.last() else {
                    return Err(self.label_outside_switch(ctx, "case", l, id, label_span));
                };
                let (switch, cond_ty) = (sw.stmt, sw.cond_ty.clone());
                let value = self.case_value(ctx, e, &cond_ty).ok();
                if let Some(value) = value {
                    let sw = ctx.switches.last_mut().expect("checked above");
                    if let Some(&(_, _, first)) = sw.cases.iter().find(|c| c.0 == value) {
                        let d = Diagnostic::error(
                            codes::DUPLICATE_CASE,
                            format!("duplicate case value `{value}`"),
                            label_span,
                        )
                        .with_label("duplicate case")
                        .with_note("previous case with this value", first);
                        self.diags.push(d);
                    } else {
                        sw.cases.push((value, id, label_span));
                    }
                }
                let body = self.stmt(ctx, &l.node.statement, Some(id))?;
                Ok(StmtKind::Case {
                    value: value.ok_or(Reported)?,
                    body,
                    switch,
                })
            }
            ast::Label::Default => {
                let Some(sw) = ctx.switches.last_mut() else {
                    return Err(self.label_outside_switch(ctx, "default", l, id, label_span));
                };
                let switch = sw.stmt;
                if let Some((_, first)) = sw.default {
                    let d = Diagnostic::error(
                        codes::CASE_OUTSIDE,
                        "multiple `default` labels in one switch",
                        label_span,
                    )
                    .with_label("second `default`")
                    .with_note("previous default here", first);
                    self.diags.push(d);
                } else {
                    sw.default = Some((id, label_span));
                }
                let body = self.stmt(ctx, &l.node.statement, Some(id))?;
                Ok(StmtKind::Default { body, switch })
            }
            ast::Label::CaseRange(_) => Err(self.unsupported("case ranges (`case a ... b`)", span)),
        }
    }

    /// Reports `case`/`default` outside a switch, and lowers the statement it
    /// labels (for its errors).
    pub(super) fn label_outside_switch(
        &mut self,
        ctx: &mut FnCtx,
        keyword: &str,
        l: &Node<ast::LabeledStatement>,
        id: StmtId,
        span: Span,
    ) -> Reported {
        let d = Diagnostic::error(
            codes::CASE_OUTSIDE,
            format!("`{keyword}` outside a switch"),
            span,
        )
        .with_label("not inside a switch");
        self.diags.push(d);
        let _ = self.stmt(ctx, &l.node.statement, Some(id));
        Reported
    }

    pub(super) fn case_value(
        &mut self,
        ctx: &mut FnCtx,
        e: &Node<ast::Expression>,
        ty: &Type,
    ) -> R<i128> {
        match self.constant_value(Some(ctx), e, "a case label")? {
            ConstValue::Int(v) => Ok(ty.int().map(|i| i.wrap(v)).unwrap_or(v)),
            ConstValue::Float(_) | ConstValue::Address(..) => Err(self.error(
                codes::NOT_CONSTANT,
                "case label is not an integer constant expression",
                self.span(e),
            )),
        }
    }

    /// What `name` already names in the innermost scope, and where it was declared.
    pub(super) fn declared_in_block(&self, ctx: &FnCtx, name: &str) -> Option<(Named, Span)> {
        let scope = ctx.scopes.last().expect("a function scope is always open");
        let prev = *scope.get(name)?;
        let span = match prev {
            Named::Local(l) => ctx.func.locals[l].span,
            Named::Global(g) => self.program.globals[g].span,
        };
        Some((prev, span))
    }

    pub(super) fn local_declaration(
        &mut self,
        ctx: &mut FnCtx,
        d: &Node<ast::Declaration>,
        parent: StmtId,
    ) -> R<StmtId> {
        let span = self.span(d);
        let id = self.new_stmt(ctx, span, Some(parent));
        let saved = ctx.stmt.replace(id);
        let r = self.local_declaration_items(ctx, d, span);
        ctx.stmt = saved;
        if r.is_err() {
            // Later uses of names this declaration failed to declare are not
            // reported again as undeclared.
            for name in declared_names(&d.node) {
                if Self::lookup_local(ctx, &name).is_none() {
                    ctx.poisoned.insert(name);
                }
            }
        }
        ctx.func.stmts[id].kind = StmtKind::Decl(r?);
        Ok(id)
    }

    pub(super) fn local_declaration_items(
        &mut self,
        ctx: &mut FnCtx,
        d: &Node<ast::Declaration>,
        span: Span,
    ) -> R<Vec<DeclItem>> {
        let mut extern_span = None;
        for s in &d.node.specifiers {
            if let ast::DeclarationSpecifier::StorageClass(c) = &s.node {
                match c.node {
                    ast::StorageClassSpecifier::Typedef => {
                        return Err(self.unsupported("typedefs inside functions", self.span(s)))
                    }
                    ast::StorageClassSpecifier::Static => {
                        return Err(self.unsupported("static local variables", self.span(s)))
                    }
                    // Only `extern __shared__`, checked per declarator below.
                    ast::StorageClassSpecifier::Extern => extern_span = Some(self.span(s)),
                    _ => {}
                }
            }
        }
        let base = self.base_type(&d.node.specifiers, span)?;
        let mut items = Vec::new();
        for init in &d.node.declarators {
            if is_function_declarator(&init.node.declarator.node) {
                return Err(
                    self.unsupported("function declarations inside functions", self.span(init))
                );
            }
            let attrs = self.attributes(&d.node.specifiers, &init.node.declarator.node);
            let dynamic = match extern_span {
                Some(_) if attrs.shared => true,
                Some(at) => {
                    return Err(self.unsupported(
                        "extern declarations inside functions (other than `extern __shared__`)",
                        at,
                    ))
                }
                None => false,
            };
            let (name, ty, name_span) =
                self.declarator_type(&base, &init.node.declarator, Some(ctx), dynamic)?;
            let Some(name) = name else { continue };
            self.check_object_type(&ty, name_span)?;
            if dynamic {
                self.block_extern(ctx, name, ty, name_span, init.node.initializer.as_ref())?;
                continue;
            }
            let storage = if attrs.shared {
                Storage::Shared
            } else {
                Storage::Private
            };
            let init_value = match &init.node.initializer {
                None => None,
                Some(i) => {
                    if storage == Storage::Shared {
                        return Err(self.error(
                            codes::TYPE_MISMATCH,
                            "a `__shared__` variable cannot have an initializer",
                            self.span(i),
                        ));
                    }
                    Some(self.local_initializer(ctx, i, &ty)?)
                }
            };
            if let Some((_, prev_span)) = self.declared_in_block(ctx, &name) {
                return Err(self.redefinition(&name, name_span, prev_span));
            }
            // The name is in scope from its declarator on (after its initializer here).
            let local = ctx.func.locals.alloc(Local {
                name: name.clone(),
                ty,
                span: name_span,
                storage,
            });
            ctx.scopes
                .last_mut()
                .expect("scope")
                .insert(name, Named::Local(local));
            let initializer = init.node.initializer.as_ref().map(|i| &i.node);
            if let (true, Some(ast::Initializer::Expression(e))) =
                (is_const(&d.node.specifiers), initializer)
            {
                if ctx.func.locals[local].ty.is_integer() {
                    // Evaluated again as a constant expression, quietly: a `const`
                    // initialized at run time is an ordinary variable.
                    let mark = self.diags.len();
                    let value = self.in_scratch(Some(ctx), name_span, |this, scratch| {
                        let id = this.expr(scratch, e).ok()?;
                        const_eval(&scratch.func, id)
                    });
                    self.diags.truncate(mark);
                    if let Some(ConstValue::Int(v)) = value {
                        ctx.constants.insert(local, v);
                    }
                }
            }
            items.push(DeclItem {
                local,
                init: init_value,
            });
        }
        Ok(items)
    }
}
