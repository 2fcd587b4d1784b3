//! File-scope declarations: typedefs, globals and their initializers' checks, function
//! signatures and attributes, `extern __shared__`.

use super::*;

impl Lowerer<'_> {
    pub(super) fn file_scope_declaration(&mut self, decl: &Node<ast::Declaration>) {
        let span = self.span(decl);
        let system = self.in_system_header(span);
        let is_typedef = decl.node.specifiers.iter().any(|s| {
            matches!(&s.node, ast::DeclarationSpecifier::StorageClass(c) if c.node == ast::StorageClassSpecifier::Typedef)
        });
        let diag_mark = self.diags.len();
        let result = if is_typedef {
            self.typedef_declaration(decl)
        } else {
            self.file_scope_items(decl)
        };
        if system && result.is_err() {
            // Unsupported declarations in system headers are skipped: they only
            // matter if the kernel uses them, which then fails by name.
            self.diags.truncate(diag_mark);
        } else if result.is_err() {
            for name in declared_names(&decl.node) {
                if !self.globals.contains_key(&name) && !self.functions.contains_key(&name) {
                    self.poisoned.insert(name);
                }
            }
        }
    }

    pub(super) fn typedef_declaration(&mut self, decl: &Node<ast::Declaration>) -> R<()> {
        let base = self.base_type(&decl.node.specifiers, self.span(decl))?;
        for init in &decl.node.declarators {
            let (name, mut ty, _) =
                self.declarator_type(&base, &init.node.declarator, None, false)?;
            let Some(name) = name else { continue };
            // `typedef struct { ... } T;` and `typedef struct T { ... } T;`
            // (CUDA's vector types): the record prints as `T`.
            if let Type::Record(r) = &ty {
                let record = &mut self.program.records[r.id];
                let tag = record.name.split_once(' ').map(|(_, tag)| tag);
                if record.name == ANONYMOUS_STRUCT
                    || record.name == ANONYMOUS_UNION
                    || tag == Some(name.as_str())
                {
                    record.name = name.clone();
                    ty = Type::Record(RecordRef {
                        id: r.id,
                        name: name.as_str().into(),
                    });
                }
            }
            self.typedefs.insert(name, ty);
        }
        Ok(())
    }

    pub(super) fn file_scope_items(&mut self, decl: &Node<ast::Declaration>) -> R<()> {
        let span = self.span(decl);
        if decl.node.declarators.is_empty() {
            // `struct S { ... };` or `enum E { ... };`: declares only a type.
            self.base_type(&decl.node.specifiers, span)?;
        }
        for init in &decl.node.declarators {
            if init.node.declarator.node.derived.iter().any(|d| {
                matches!(
                    d.node,
                    ast::DerivedDeclarator::Function(_) | ast::DerivedDeclarator::KRFunction(_)
                )
            }) && is_function_declarator(&init.node.declarator.node)
            {
                if self.library_declaration(&decl.node.specifiers, &init.node.declarator, span) {
                    continue;
                }
                let sig =
                    self.function_signature(&decl.node.specifiers, &init.node.declarator, span)?;
                self.declare_function(sig, false)?;
                continue;
            }
            // The C library's `extern FILE *stdin;` and the like are host objects: device
            // code cannot use them, and declaring them would define them in the module.
            if self.in_system_header(span)
                && is_extern(&decl.node.specifiers)
                && init.node.initializer.is_none()
            {
                continue;
            }
            let base = self.base_type(&decl.node.specifiers, span)?;
            let attrs = self.attributes(&decl.node.specifiers, &init.node.declarator.node);
            let dynamic = attrs.shared && is_extern(&decl.node.specifiers);
            let (name, ty, name_span) =
                self.declarator_type(&base, &init.node.declarator, None, dynamic)?;
            let Some(name) = name else { continue };
            self.check_object_type(&ty, name_span)?;
            if dynamic {
                self.check_dynamic_shared(&ty, name_span, init.node.initializer.as_ref())?;
                if let Some(&g) = self.block_externs.get(&name) {
                    self.same_dynamic_shared(g, &name, &ty, name_span)?;
                    self.globals.insert(name, g);
                    continue;
                }
            }
            let storage = if dynamic {
                GlobalStorage::DynamicShared
            } else if attrs.shared {
                GlobalStorage::Shared
            } else if attrs.constant {
                GlobalStorage::Constant
            } else {
                GlobalStorage::Device
            };
            // The name is in scope from its declarator on, so a new variable's
            // initializer may hold its own address (`struct node head = {&head};`).
            if let (Some(i), false) = (
                &init.node.initializer,
                self.globals.contains_key(&name) || self.functions.contains_key(&name),
            ) {
                let id = self.program.globals.alloc(Global {
                    name: name.clone(),
                    ty: ty.clone(),
                    span: name_span,
                    storage,
                    init: None,
                });
                self.globals.insert(name.clone(), id);
                match self.constant_initializer(i, &ty) {
                    Ok(values) => {
                        if let ([ConstValue::Int(v)], true) = (
                            values.as_slice(),
                            ty.is_integer() && is_const(&decl.node.specifiers),
                        ) {
                            self.constants.insert(id, *v);
                        }
                        self.program.globals[id].init = Some(values);
                    }
                    Err(Reported) => {
                        // Later uses fail silently (see `file_scope_declaration`).
                        self.globals.remove(&name);
                        return Err(Reported);
                    }
                }
                continue;
            }
            let init_values = match &init.node.initializer {
                None => None,
                Some(i) => Some(self.constant_initializer(i, &ty)?),
            };
            // Declaring a variable again with the same type is C (a tentative
            // definition, or `extern`); only one declaration may initialize it.
            if let Some(&g) = self.globals.get(&name) {
                let prev = &mut self.program.globals[g];
                if prev.ty == ty
                    && prev.storage == storage
                    && (prev.init.is_none() || init_values.is_none())
                {
                    if init_values.is_some() {
                        prev.init = init_values;
                        prev.span = name_span;
                    }
                    continue;
                }
            }
            let previous = match (self.globals.get(&name), self.functions.get(&name)) {
                (Some(&g), _) => Some(self.program.globals[g].span),
                (None, Some(&f)) => Some(self.program.functions[f].span),
                (None, None) => None,
            };
            if let Some(previous) = previous {
                return Err(self.redefinition(&name, name_span, previous));
            }
            let constant = match init_values.as_deref() {
                Some(&[ConstValue::Int(v)])
                    if ty.is_integer() && is_const(&decl.node.specifiers) =>
                {
                    Some(v)
                }
                _ => None,
            };
            let id = self.program.globals.alloc(Global {
                name: name.clone(),
                ty,
                span: name_span,
                storage,
                init: init_values,
            });
            if let Some(v) = constant {
                self.constants.insert(id, v);
            }
            self.globals.insert(name, id);
        }
        Ok(())
    }

    pub(super) fn declare_function(&mut self, sig: Signature, definition: bool) -> R<FuncId> {
        if definition {
            if let Some(&first) = self.definitions.get(&sig.name) {
                let d = Diagnostic::error(
                    codes::REDEFINITION,
                    format!("redefinition of function `{}`", sig.name),
                    sig.span,
                )
                .with_label("defined again here")
                .with_note("first defined here", first);
                return Err(self.report(d));
            }
            self.definitions.insert(sig.name.clone(), sig.span);
        }
        if self.globals.contains_key(&sig.name) {
            return Err(self.error(
                codes::REDEFINITION,
                format!("`{}` is already declared as a variable", sig.name),
                sig.span,
            ));
        }
        if let Some(&id) = self.functions.get(&sig.name) {
            let f = &mut self.program.functions[id];
            // A later declaration adds attributes; the definition provides the body.
            f.declared_convergent |= sig.attrs.convergent;
            f.noconvergent |= sig.attrs.noconvergent;
            if sig.attrs.kernel {
                f.kind = FunctionKind::Kernel;
            }
            if definition {
                f.span = sig.span;
                f.locals = Arena::default();
                f.params.clear();
                add_params(f, sig.params);
            }
            return Ok(id);
        }
        if sig.attrs.kernel && sig.ret != Type::Void {
            let d = Diagnostic::error(
                codes::TYPE_MISMATCH,
                format!("kernel `{}` must return void", sig.name),
                sig.span,
            )
            .with_label(format!("this `__global__` function returns `{}`", sig.ret));
            return Err(self.report(d));
        }
        let mut f = Function::empty(sig.name.clone(), sig.span);
        f.kind = if sig.attrs.kernel {
            FunctionKind::Kernel
        } else {
            FunctionKind::Device
        };
        f.ret = sig.ret;
        f.declared_convergent = sig.attrs.convergent;
        f.noconvergent = sig.attrs.noconvergent;
        add_params(&mut f, sig.params);
        let id = self.program.functions.alloc(f);
        self.functions.insert(sig.name, id);
        Ok(id)
    }

    /// Whether a prototype declares a library function the frontend knows
    /// (`printf` with `...`, or a math function with its own prototype, as
    /// `math.h` and `stdio.h` declare them): calls then resolve to it, so the
    /// declaration adds nothing. Another prototype under such a name declares
    /// the user's own function.
    pub(super) fn library_declaration(
        &mut self,
        specifiers: &[Node<ast::DeclarationSpecifier>],
        declarator: &Node<ast::Declarator>,
        span: Span,
    ) -> bool {
        let Some((name, _)) = declarator_name(&declarator.node) else {
            return false;
        };
        if self.functions.contains_key(&name) {
            return false;
        }
        if name == math::PRINTF {
            return innermost_named(&declarator.node).derived.iter().any(|d| {
                matches!(&d.node, ast::DerivedDeclarator::Function(f) if f.node.ellipsis == ast::Ellipsis::Some)
            });
        }
        let Some(m) = MathFn::from_name(&name) else {
            return false;
        };
        let mark = self.diags.len();
        let sig = self.function_signature(specifiers, declarator, span);
        self.diags.truncate(mark);
        let Ok(sig) = sig else { return false };
        let params: Vec<Type> = sig.params.iter().map(|p| p.1.clone()).collect();
        if m.op.is_classification() {
            return sig.ret == Type::INT && params.len() == 1 && params[0].is_float();
        }
        m.signature(&params)
            .is_ok_and(|(_, want, ret)| want == params && ret == sig.ret)
    }

    pub(super) fn function_signature(
        &mut self,
        specifiers: &[Node<ast::DeclarationSpecifier>],
        declarator: &Node<ast::Declarator>,
        span: Span,
    ) -> R<Signature> {
        let attrs = self.attributes(specifiers, &declarator.node);
        let base = self.base_type(specifiers, span)?;
        let Some((name, name_span)) = declarator_name(&declarator.node) else {
            return Err(self.unsupported("a function without a name", span));
        };
        let name_span = self.raw_span(name_span);
        // The function declarator is the innermost suffix of the named declarator.
        let mut ret = base;
        let mut params_node = None;
        let d = innermost_named(&declarator.node);
        let (ptrs, suffixes) = split_derived(&d.derived);
        for p in ptrs {
            let _ = p;
            ret = ret.pointer_to();
        }
        let mut suffixes = suffixes;
        if let Some(first) = suffixes.first() {
            match &first.node {
                ast::DerivedDeclarator::Function(f) => {
                    params_node = Some(f);
                    suffixes.remove(0);
                }
                ast::DerivedDeclarator::KRFunction(ids) if ids.is_empty() => {
                    suffixes.remove(0);
                }
                _ => {}
            }
        }
        if !suffixes.is_empty() || !std::ptr::eq(d, &declarator.node) {
            return Err(
                self.unsupported("function pointers or functions returning arrays", name_span)
            );
        }
        let mut params = Vec::new();
        if let Some(fd) = params_node {
            if fd.node.ellipsis == ast::Ellipsis::Some {
                return Err(self.unsupported("variadic functions", name_span));
            }
            for p in &fd.node.parameters {
                let pspan = self.span(p);
                let pbase = self.base_type(&p.node.specifiers, pspan)?;
                let (pname, mut pty, pname_span) = match &p.node.declarator {
                    Some(d) => self.declarator_type(&pbase, d, None, true)?,
                    None => (None, pbase, pspan),
                };
                if pty == Type::Void && fd.node.parameters.len() == 1 && pname.is_none() {
                    break;
                }
                // Array parameters are pointers.
                if let Type::Array(elem, _) = pty {
                    pty = elem.pointer_to();
                }
                self.check_object_type(&pty, pname_span)?;
                if attrs.kernel && matches!(pty, Type::Record(_)) {
                    let d = Diagnostic::error(
                        codes::UNSUPPORTED,
                        "unsupported construct: struct or union parameters of kernels",
                        pname_span,
                    )
                    .with_label(crate::syntax::UNSUPPORTED_LABEL)
                    .with_help("pass a pointer to a buffer that holds the struct");
                    return Err(self.report(d));
                }
                params.push((pname.unwrap_or_default(), pty, pname_span));
            }
        }
        Ok(Signature {
            name,
            span: name_span,
            ret,
            params,
            attrs,
        })
    }

    pub(super) fn attributes(
        &mut self,
        specifiers: &[Node<ast::DeclarationSpecifier>],
        d: &ast::Declarator,
    ) -> Attrs {
        let mut attrs = Attrs::default();
        let mut visit = |ext: &Node<ast::Extension>| {
            if let ast::Extension::Attribute(a) = &ext.node {
                match a.name.node.trim_matches('_') {
                    "tangle_global" => attrs.kernel = true,
                    "tangle_shared" => attrs.shared = true,
                    "tangle_constant" => attrs.constant = true,
                    "convergent" => attrs.convergent = true,
                    "noconvergent" => attrs.noconvergent = true,
                    _ => {}
                }
            }
        };
        for s in specifiers {
            if let ast::DeclarationSpecifier::Extension(exts) = &s.node {
                exts.iter().for_each(&mut visit);
            }
        }
        let mut cur = Some(d);
        while let Some(decl) = cur {
            decl.extensions.iter().for_each(&mut visit);
            cur = match &decl.kind.node {
                ast::DeclaratorKind::Declarator(inner) => Some(&inner.node),
                _ => None,
            };
        }
        attrs
    }

    // -----------------------------------------------------------------------
    // Types

    /// `extern __shared__` is CUDA's dynamic shared memory: an array without
    /// a size (the launch gives it) and without an initializer.
    pub(super) fn check_dynamic_shared(
        &mut self,
        ty: &Type,
        span: Span,
        init: Option<&Node<ast::Initializer>>,
    ) -> R<()> {
        if !matches!(ty, Type::Array(_, 0)) {
            return Err(self.error(
                codes::TYPE_MISMATCH,
                "an `extern __shared__` variable is the launch's dynamic shared memory: \
                 declare it as an array without a size, e.g. `extern __shared__ float buf[];`",
                span,
            ));
        }
        if let Some(i) = init {
            return Err(self.error(
                codes::TYPE_MISMATCH,
                "a `__shared__` variable cannot have an initializer",
                self.span(i),
            ));
        }
        Ok(())
    }

    /// Another declaration of the `extern __shared__` array `g` must agree
    /// with it.
    pub(super) fn same_dynamic_shared(
        &mut self,
        g: GlobalId,
        name: &str,
        ty: &Type,
        span: Span,
    ) -> R<()> {
        let prev = &self.program.globals[g];
        if prev.storage == GlobalStorage::DynamicShared && prev.ty == *ty {
            return Ok(());
        }
        let prev_span = prev.span;
        Err(self.redefinition(name, span, prev_span))
    }

    /// `extern __shared__ T name[];` inside a function: the file-scope array
    /// of that name, or a new one (visible only in this block, as C says).
    pub(super) fn block_extern(
        &mut self,
        ctx: &mut FnCtx,
        name: String,
        ty: Type,
        span: Span,
        init: Option<&Node<ast::Initializer>>,
    ) -> R<()> {
        self.check_dynamic_shared(&ty, span, init)?;
        let known = self
            .globals
            .get(&name)
            .or_else(|| self.block_externs.get(&name))
            .copied();
        let g = match known {
            Some(g) => {
                self.same_dynamic_shared(g, &name, &ty, span)?;
                g
            }
            None => {
                let g = self.program.globals.alloc(Global {
                    name: name.clone(),
                    ty,
                    span,
                    storage: GlobalStorage::DynamicShared,
                    init: None,
                });
                self.block_externs.insert(name.clone(), g);
                g
            }
        };
        if let Some((prev, prev_span)) = self.declared_in_block(ctx, &name) {
            // Declaring the same extern array twice in a block is C.
            if !matches!(prev, Named::Global(p) if p == g) {
                return Err(self.redefinition(&name, span, prev_span));
            }
        }
        ctx.scopes
            .last_mut()
            .expect("a function scope is always open")
            .insert(name, Named::Global(g));
        Ok(())
    }
}

/// The parameters of a signature as `f`'s first locals, in order.
fn add_params(f: &mut Function, params: Vec<(String, Type, Span)>) {
    for (name, ty, span) in params {
        let l = f.locals.alloc(Local {
            name,
            ty,
            span,
            storage: Storage::Param,
        });
        f.params.push(l);
    }
}
