//! Calls: user functions, builtins, the math library, `printf`, vector constructors,
//! string literals.

use super::*;

impl Lowerer<'_> {
    pub(super) fn call(
        &mut self,
        ctx: &mut FnCtx,
        c: &Node<ast::CallExpression>,
        span: Span,
    ) -> R<ExprId> {
        let ast::Expression::Identifier(callee_id) = &c.node.callee.node else {
            return Err(
                self.unsupported("calls through function pointers", self.span(&c.node.callee))
            );
        };
        let name = callee_id.node.name.as_str();
        let callee_span = self.span(&c.node.callee);
        if Self::lookup_local(ctx, name).is_some() {
            return Err(self.unsupported("calls through function pointers", callee_span));
        }
        if matches!(
            name,
            "setjmp"
                | "longjmp"
                | "_setjmp"
                | "sigsetjmp"
                | "siglongjmp"
                | "__builtin_setjmp"
                | "__builtin_longjmp"
        ) {
            return Err(self.unsupported("setjmp/longjmp", callee_span));
        }
        if !self.functions.contains_key(name) {
            if let Some(Type::Record(r)) = name
                .strip_prefix("make_")
                .and_then(|t| self.typedefs.get(t))
                .cloned()
            {
                if self.in_system_header(self.program.records[r.id].span)
                    || self.sources.name(self.program.records[r.id].span.file)
                        == crate::headers::PRELUDE_NAME
                {
                    return self.vector_constructor(ctx, c, r, span);
                }
            }
        }
        // A function the program defines wins over a builtin of the same name.
        let callee = match (self.functions.get(name), Builtin::from_name(name)) {
            (Some(&f), _)
                if self.definitions.contains_key(name) || Builtin::from_name(name).is_none() =>
            {
                Callee::Function(f)
            }
            (_, Some(b)) => Callee::Builtin(b),
            (Some(&f), None) => Callee::Function(f),
            // Its declaration failed and was reported.
            (None, None) if self.poisoned.contains(name) || ctx.poisoned.contains(name) => {
                return Err(Reported)
            }
            (None, None) if name == math::PRINTF => return self.printf(ctx, c, span),
            (None, None) if math::constant(name).is_some() => {
                return self.math_constant(ctx, name, c, span)
            }
            (None, None) if MathFn::from_name(name).is_some() => {
                let m = MathFn::from_name(name).expect("known");
                return self.math_call(ctx, m, c, span);
            }
            (None, None) => {
                let mut d = Diagnostic::error(
                    codes::UNDECLARED_FUNCTION,
                    format!("call to undeclared function `{name}`"),
                    callee_span,
                )
                .with_label("no declaration of this function");
                if let Some(&host) = self.host_functions.get(name) {
                    d = d
                        .with_note("a host function: skipped, as nvcc's device pass skips it", host)
                        .with_help(format!("mark `{name}` `__device__` (or `__host__ __device__`) to call it from device code"));
                }
                return Err(self.report(d));
            }
        };
        let args = self.call_args(ctx, c)?;
        let (params, ret) = match callee {
            Callee::Builtin(b) => {
                let (lo, hi) = b.arity();
                if args.len() < lo || args.len() > hi {
                    let expected = if lo == hi {
                        format!("{lo}")
                    } else {
                        format!("{lo} or {hi}")
                    };
                    let d = wrong_argument_count(name, &expected, hi, args.len(), span);
                    return Err(self.report(d));
                }
                let arg_types: Vec<Type> =
                    args.iter().map(|&a| promote(Self::ty(ctx, a))).collect();
                match builtins::signature(b, &arg_types) {
                    Ok(sig) => sig,
                    Err(msg) => return Err(self.error(codes::TYPE_MISMATCH, msg, span)),
                }
            }
            Callee::Function(f) => {
                let func = &self.program.functions[f];
                let params: Vec<Type> = func
                    .params
                    .iter()
                    .map(|&p| func.locals[p].ty.clone())
                    .collect();
                if params.len() != args.len() {
                    let def_span = func.span;
                    let expected = params.len().to_string();
                    let d = wrong_argument_count(name, &expected, params.len(), args.len(), span)
                        .with_note("declared here", def_span);
                    return Err(self.report(d));
                }
                (params, func.ret.clone())
            }
            Callee::Math(_) | Callee::Printf => {
                return Err(self.error(
                    codes::INTERNAL,
                    "internal error: a library call resolved as a user call",
                    span,
                ))
            }
        };
        let converted = self.convert_args(ctx, c, &args, &params)?;
        Ok(self.add_expr(
            ctx,
            ExprKind::Call {
                callee,
                args: converted,
            },
            ret,
            span,
        ))
    }

    /// `make_float4(a, b, c, d)` and friends: a temporary of the vector type
    /// whose members are assigned in order, then read as a whole:
    /// `(t.x = a, t.y = b, ..., t)`.
    pub(super) fn vector_constructor(
        &mut self,
        ctx: &mut FnCtx,
        c: &Node<ast::CallExpression>,
        r: RecordRef,
        span: Span,
    ) -> R<ExprId> {
        let args = self.call_args(ctx, c)?;
        let members = self.program.records[r.id].members().to_vec();
        if args.len() != members.len() {
            let d = Diagnostic::error(
                codes::ARG_COUNT,
                format!(
                    "`make_{}` takes {} arguments, but {} {} given",
                    r.name,
                    members.len(),
                    args.len(),
                    if args.len() == 1 { "was" } else { "were" }
                ),
                span,
            )
            .with_label(format!("{} arguments", args.len()));
            return Err(self.report(d));
        }
        let types: Vec<Type> = members.iter().map(|m| m.ty.clone()).collect();
        let values = self.convert_args(ctx, c, &args, &types)?;
        let name = format!("make_{}.tmp", r.name);
        Ok(self.assemble(ctx, &r, values, &name, span))
    }

    /// A temporary of record type `r` whose members are assigned `values` in order, then
    /// read as a whole: `(t.x = a, t.y = b, ..., t)`; `name` names the temporary.
    pub(super) fn assemble(
        &mut self,
        ctx: &mut FnCtx,
        r: &RecordRef,
        values: Vec<ExprId>,
        name: &str,
        span: Span,
    ) -> ExprId {
        let members = self.program.records[r.id].members().to_vec();
        let ty = Type::Record(r.clone());
        let temp = ctx.func.locals.alloc(Local {
            name: name.to_string(),
            ty: ty.clone(),
            span,
            storage: Storage::Private,
        });
        let mut acc: Option<ExprId> = None;
        for (i, (value, m)) in values.into_iter().zip(&members).enumerate() {
            let base = self.add_expr(ctx, ExprKind::Local(temp), ty.clone(), span);
            let member = i as u32;
            let target = self.add_expr(ctx, ExprKind::Member { base, member }, m.ty.clone(), span);
            let assign = self.add_expr(ctx, ExprKind::Assign { target, value }, m.ty.clone(), span);
            acc = Some(match acc {
                None => assign,
                Some(lhs) => self.add_expr(
                    ctx,
                    ExprKind::Comma { lhs, rhs: assign },
                    m.ty.clone(),
                    span,
                ),
            });
        }
        let whole = self.add_expr(ctx, ExprKind::Local(temp), ty.clone(), span);
        match acc {
            Some(lhs) => self.add_expr(ctx, ExprKind::Comma { lhs, rhs: whole }, ty, span),
            None => whole,
        }
    }

    /// The call's arguments `args` converted as by assignment to `params`, each error at
    /// its argument.
    fn convert_args(
        &mut self,
        ctx: &mut FnCtx,
        c: &Node<ast::CallExpression>,
        args: &[ExprId],
        params: &[Type],
    ) -> R<Vec<ExprId>> {
        let mut converted = Vec::new();
        for (i, (&a, p)) in args.iter().zip(params).enumerate() {
            let aspan = self.span(&c.node.arguments[i]);
            converted.push(self.assign_convert(ctx, a, p, aspan)?);
        }
        Ok(converted)
    }

    pub(super) fn call_args(
        &mut self,
        ctx: &mut FnCtx,
        c: &Node<ast::CallExpression>,
    ) -> R<Vec<ExprId>> {
        let mut args = Vec::new();
        let mut failed = false;
        for a in &c.node.arguments {
            match self.expr(ctx, a) {
                Ok(v) => args.push(self.rvalue(ctx, v)),
                Err(_) => failed = true,
            }
        }
        if failed {
            return Err(Reported);
        }
        Ok(args)
    }

    pub(super) fn math_call(
        &mut self,
        ctx: &mut FnCtx,
        m: MathFn,
        c: &Node<ast::CallExpression>,
        span: Span,
    ) -> R<ExprId> {
        let args = self.call_args(ctx, c)?;
        let arg_types: Vec<Type> = args.iter().map(|&a| promote(Self::ty(ctx, a))).collect();
        let (m, params, ret) = match m.signature(&arg_types) {
            Ok(sig) => sig,
            Err(msg) if arg_types.len() != m.op.arity() => {
                return Err(self.error(codes::ARG_COUNT, msg, span))
            }
            Err(msg) => return Err(self.error(codes::TYPE_MISMATCH, msg, span)),
        };
        let converted = self.convert_args(ctx, c, &args, &params)?;
        Ok(self.add_expr(
            ctx,
            ExprKind::Call {
                callee: Callee::Math(m),
                args: converted,
            },
            ret,
            span,
        ))
    }

    /// `HUGE_VALF`, `INFINITY`, `NAN` as glibc spells them.
    pub(super) fn math_constant(
        &mut self,
        ctx: &mut FnCtx,
        name: &str,
        c: &Node<ast::CallExpression>,
        span: Span,
    ) -> R<ExprId> {
        let (value, ty) = math::constant(name).expect("a constant");
        let want = usize::from(value.is_nan());
        let literal_args = c
            .node
            .arguments
            .iter()
            .all(|a| matches!(a.node, ast::Expression::StringLiteral(_)));
        if c.node.arguments.len() != want || !literal_args {
            return Err(self.error(
                codes::ARG_COUNT,
                format!(
                    "`{name}` takes {}",
                    if want == 1 {
                        "one string literal"
                    } else {
                        "no arguments"
                    }
                ),
                span,
            ));
        }
        Ok(self.add_expr(ctx, ExprKind::FloatConst(value), ty, span))
    }

    /// A string literal as a `__constant__` global (named as Clang names
    /// them, `.str`, `.str.1`, ...), used through a `char *`.
    pub(super) fn string_literal(
        &mut self,
        ctx: &mut FnCtx,
        pieces: &[String],
        span: Span,
    ) -> R<ExprId> {
        let mut bytes = Vec::new();
        for p in pieces {
            match unescape(p) {
                Some(b) => bytes.extend(b),
                None => return Err(self.unsupported("wide or malformed string literals", span)),
            }
        }
        bytes.push(0);
        let n = self.strings;
        self.strings += 1;
        let name = if n == 0 {
            ".str".to_string()
        } else {
            format!(".str.{n}")
        };
        let ty = Type::Array(Box::new(Type::Int(IntType::I8)), bytes.len() as u64);
        let g = self.program.globals.alloc(Global {
            name,
            ty: ty.clone(),
            span,
            storage: GlobalStorage::Constant,
            init: Some(
                bytes
                    .iter()
                    .map(|&b| ConstValue::Int(b as i8 as i128))
                    .collect(),
            ),
        });
        Ok(self.add_expr(ctx, ExprKind::Global(g), ty, span))
    }

    /// `printf(format, ...)`: the format must be a string literal; each
    /// argument is promoted as for `...` and checked against its conversion.
    pub(super) fn printf(
        &mut self,
        ctx: &mut FnCtx,
        c: &Node<ast::CallExpression>,
        span: Span,
    ) -> R<ExprId> {
        let Some(first) = c.node.arguments.first() else {
            return Err(self.error(codes::ARG_COUNT, "`printf` needs a format", span));
        };
        let fspan = self.span(first);
        let ast::Expression::StringLiteral(lit) = &first.node else {
            return Err(self.unsupported("a `printf` format that is not a string literal", fspan));
        };
        let format = self.string_literal(ctx, &lit.node, fspan)?;
        let format = self.rvalue(ctx, format);
        let bytes: Vec<u8> = match &ctx.func.exprs[format].kind {
            ExprKind::Decay(g) => match ctx.func.exprs[*g].kind {
                ExprKind::Global(g) => self.program.globals[g]
                    .init
                    .iter()
                    .flatten()
                    .map(|v| match v {
                        ConstValue::Int(b) => *b as u8,
                        ConstValue::Float(_) | ConstValue::Address(..) => 0,
                    })
                    .collect(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        let pieces = match printf::parse(&bytes[..bytes.len().saturating_sub(1)]) {
            Ok(p) => p,
            Err(msg) => {
                return Err(self.unsupported(&format!("this `printf` format: {msg}"), fspan))
            }
        };
        let specs: Vec<&printf::Spec> = pieces
            .iter()
            .filter_map(|p| match p {
                printf::Piece::Conv(s) => Some(s),
                printf::Piece::Text(_) => None,
            })
            .collect();
        let rest = &c.node.arguments[1..];
        if specs.len() != rest.len() {
            return Err(self.error(
                codes::ARG_COUNT,
                format!(
                    "the `printf` format has {} conversion{}, but {} argument{} follow{} it",
                    specs.len(),
                    if specs.len() == 1 { "" } else { "s" },
                    rest.len(),
                    if rest.len() == 1 { "" } else { "s" },
                    if rest.len() == 1 { "s" } else { "" },
                ),
                span,
            ));
        }
        let mut args = vec![format];
        let mut failed = false;
        for (a, spec) in rest.iter().zip(specs) {
            let aspan = self.span(a);
            let Ok(v) = self.expr(ctx, a).map(|v| self.rvalue(ctx, v)) else {
                failed = true;
                continue;
            };
            let ty = promote(Self::ty(ctx, v));
            let ty = if ty == Type::Float { Type::Double } else { ty };
            let ok = match spec.arg() {
                printf::ArgKind::Int(bits) => ty.int().is_some_and(|i| i.bits == bits),
                printf::ArgKind::Double => ty == Type::Double,
                printf::ArgKind::String => ty == Type::Int(IntType::I8).pointer_to(),
                printf::ArgKind::Pointer => ty.is_pointer(),
            };
            if !ok {
                let want = match spec.arg() {
                    printf::ArgKind::Int(64) => "a 64-bit integer",
                    printf::ArgKind::Int(_) => "an `int` or `unsigned int`",
                    printf::ArgKind::Double => "a `double` (or `float`)",
                    printf::ArgKind::String => "a `char *`",
                    printf::ArgKind::Pointer => "a pointer",
                };
                let d = Diagnostic::error(
                    codes::TYPE_MISMATCH,
                    format!(
                        "`%{}` takes {want}, but this argument is `{ty}`",
                        char::from(spec.conv)
                    ),
                    aspan,
                );
                self.diags.push(d);
                failed = true;
                continue;
            }
            args.push(self.convert(ctx, v, &ty));
        }
        if failed {
            return Err(Reported);
        }
        Ok(self.add_expr(
            ctx,
            ExprKind::Call {
                callee: Callee::Printf,
                args,
            },
            Type::INT,
            span,
        ))
    }
}

/// "`f` takes 2 arguments, but 3 were given", with the call labelled; `most` is the
/// largest count accepted (which decides "argument" or "arguments").
fn wrong_argument_count(
    name: &str,
    expected: &str,
    most: usize,
    given: usize,
    span: Span,
) -> Diagnostic {
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    Diagnostic::error(
        codes::ARG_COUNT,
        format!(
            "`{name}` takes {expected} argument{}, but {given} {} given",
            plural(most),
            if given == 1 { "was" } else { "were" }
        ),
        span,
    )
    .with_label(format!("{given} argument{}", plural(given)))
}
