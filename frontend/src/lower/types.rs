//! Types: specifiers, declarators, structs and unions with their C layout, enums.

use super::*;

impl Lowerer<'_> {
    pub(super) fn base_type(
        &mut self,
        specifiers: &[Node<ast::DeclarationSpecifier>],
        span: Span,
    ) -> R<Type> {
        let specs: Vec<&Node<ast::TypeSpecifier>> = specifiers
            .iter()
            .filter_map(|s| match &s.node {
                ast::DeclarationSpecifier::TypeSpecifier(t) => Some(t),
                _ => None,
            })
            .collect();
        for s in specifiers {
            match &s.node {
                ast::DeclarationSpecifier::StorageClass(c)
                    if matches!(c.node, ast::StorageClassSpecifier::ThreadLocal) =>
                {
                    return Err(self.unsupported("_Thread_local", self.span(s)));
                }
                ast::DeclarationSpecifier::Alignment(_) => {
                    return Err(self.unsupported("_Alignas", self.span(s)));
                }
                ast::DeclarationSpecifier::TypeQualifier(q)
                    if matches!(q.node, ast::TypeQualifier::Atomic) =>
                {
                    return Err(self.unsupported("_Atomic", self.span(s)));
                }
                _ => {}
            }
        }
        let exts: Vec<&Node<ast::Extension>> = specifiers
            .iter()
            .filter_map(|s| match &s.node {
                ast::DeclarationSpecifier::Extension(e) => Some(e),
                _ => None,
            })
            .flatten()
            .collect();
        let aligned = self.aligned_attribute(&exts)?;
        self.type_from_specifiers(specs, span, aligned)
    }

    /// The `N` of an `__attribute__((aligned(N)))` among a declaration's
    /// specifiers (`__align__(N)`): it raises the alignment of the struct
    /// defined there, as gcc and clang apply it to the type.
    pub(super) fn aligned_attribute(&mut self, exts: &[&Node<ast::Extension>]) -> R<Option<u64>> {
        let mut out = None;
        for ext in exts {
            let ast::Extension::Attribute(a) = &ext.node else {
                continue;
            };
            match a.name.node.trim_matches('_') {
                "aligned" => {}
                // Silently ignored, it would change every offset.
                "packed" => return Err(self.unsupported("packed structs", self.span(ext))),
                _ => continue,
            }
            let n = match a.arguments.as_slice() {
                // `aligned` alone is the target's largest alignment.
                [] => 16,
                [e] => match self.constant_value(None, e, "an alignment")? {
                    ConstValue::Int(n) if n > 0 && n <= 4096 && (n & (n - 1)) == 0 => n as u64,
                    _ => {
                        return Err(self.error(
                            codes::TYPE_MISMATCH,
                            "an alignment must be a power of two up to 4096",
                            self.span(e),
                        ))
                    }
                },
                _ => {
                    return Err(self.unsupported("`aligned` with several arguments", self.span(ext)))
                }
            };
            out = Some(out.map_or(n, |m: u64| m.max(n)));
        }
        Ok(out)
    }

    /// The record type a `struct`/`union` specifier names or defines.
    pub(super) fn record_type(
        &mut self,
        st: &Node<ast::StructType>,
        span: Span,
        aligned: Option<u64>,
    ) -> R<Type> {
        let kind = match st.node.kind.node {
            ast::StructKind::Struct => RecordKind::Struct,
            ast::StructKind::Union => RecordKind::Union,
        };
        let tag = st.node.identifier.as_ref().map(|i| i.node.name.clone());
        let known = tag.as_ref().and_then(|t| self.tags.get(t).copied());
        if known.is_some_and(|id| self.failed_records.contains(&id)) {
            return Err(Reported);
        }
        if let Some(id) = known {
            let record = &self.program.records[id];
            if record.kind != kind {
                let d = Diagnostic::error(
                    codes::REDEFINITION,
                    format!(
                        "`{}` was declared as a {}",
                        tag.as_deref().unwrap_or_default(),
                        record.kind.keyword()
                    ),
                    span,
                )
                .with_label(format!("used as a {} here", kind.keyword()))
                .with_note("declared here", record.span);
                return Err(self.report(d));
            }
            if st.node.declarations.is_some() && record.layout.is_some() {
                let previous = record.span;
                let name = record.name.clone();
                return Err(self.redefinition(&name, span, previous));
            }
        }
        let id = match known {
            Some(id) => id,
            None => {
                let name = match (&tag, kind) {
                    (Some(t), k) => format!("{} {t}", k.keyword()),
                    (None, RecordKind::Struct) => ANONYMOUS_STRUCT.to_string(),
                    (None, RecordKind::Union) => ANONYMOUS_UNION.to_string(),
                };
                let id = self.program.records.alloc(Record {
                    kind,
                    name,
                    span,
                    layout: None,
                });
                if let Some(t) = &tag {
                    self.tags.insert(t.clone(), id);
                }
                id
            }
        };
        if let Some(decls) = &st.node.declarations {
            self.program.records[id].span = span;
            let aligned = match (aligned, self.record_aligned.get(&st.span.start)) {
                (Some(a), Some(&b)) => Some(a.max(b)),
                (a, b) => a.or(b.copied()),
            };
            match self.record_layout(kind, decls, aligned) {
                Ok(layout) => self.program.records[id].layout = Some(layout),
                Err(Reported) => {
                    self.failed_records.insert(id);
                    return Err(Reported);
                }
            }
        }
        Ok(Type::Record(RecordRef {
            id,
            name: self.program.records[id].name.as_str().into(),
        }))
    }

    /// Members and layout of a struct or union body, as C on LP64.
    pub(super) fn record_layout(
        &mut self,
        kind: RecordKind,
        decls: &[Node<ast::StructDeclaration>],
        aligned: Option<u64>,
    ) -> R<Layout> {
        let mut members: Vec<Member> = Vec::new();
        let mut spans: HashMap<String, Span> = HashMap::default();
        let (mut size, mut align) = (0u64, aligned.unwrap_or(1));
        for decl in decls {
            let field = match &decl.node {
                ast::StructDeclaration::Field(f) => f,
                ast::StructDeclaration::StaticAssert(sa) => {
                    return Err(self.unsupported("_Static_assert", self.span(sa)))
                }
            };
            let fspan = self.span(field);
            let specs = type_specifiers(&field.node.specifiers);
            let exts: Vec<&Node<ast::Extension>> = field
                .node
                .specifiers
                .iter()
                .filter_map(|s| match &s.node {
                    ast::SpecifierQualifier::Extension(e) => Some(e),
                    _ => None,
                })
                .flatten()
                .collect();
            let inner_aligned = self.aligned_attribute(&exts)?;
            let base = self.type_from_specifiers(specs.clone(), fspan, inner_aligned)?;
            // (name, type, where it is named); an anonymous member has an empty name.
            let mut declared: Vec<(String, Type, Span)> = Vec::new();
            if field.node.declarators.is_empty() {
                declared.push((
                    String::new(),
                    self.anonymous_member(&specs, &base, fspan)?,
                    fspan,
                ));
            }
            for d in &field.node.declarators {
                if let Some(width) = &d.node.bit_width {
                    return Err(self.unsupported("bit-fields", self.span(width)));
                }
                let Some(declarator) = &d.node.declarator else {
                    return Err(self.unsupported("unnamed bit-fields", fspan));
                };
                let (name, ty, name_span) = self.declarator_type(&base, declarator, None, false)?;
                let Some(name) = name else {
                    return Err(self.error(
                        codes::TYPE_MISMATCH,
                        "this member declaration declares nothing: it needs a name",
                        fspan,
                    ));
                };
                declared.push((name, ty, name_span));
            }
            for (name, ty, name_span) in declared {
                if self.incomplete(&ty) {
                    return Err(self.error(
                        codes::TYPE_MISMATCH,
                        format!("member `{name}` has the incomplete type `{ty}`"),
                        name_span,
                    ));
                }
                self.check_object_type(&ty, name_span)?;
                // An anonymous member's members share the enclosing record's names.
                let mut names = vec![name.clone()];
                if name.is_empty() {
                    names = member_names(&self.program.records, &ty);
                }
                for n in names {
                    if let Some(&previous) = spans.get(&n) {
                        return Err(self.redefinition(&n, name_span, previous));
                    }
                    spans.insert(n, name_span);
                }
                let (msize, malign) = (
                    ty.size(&self.program.records),
                    ty.align(&self.program.records),
                );
                align = align.max(malign);
                let offset = match kind {
                    RecordKind::Struct => size.div_ceil(malign) * malign,
                    RecordKind::Union => 0,
                };
                // Both terms are at most MAX_OBJECT_BYTES, so the sum cannot overflow.
                size = size.max(offset + msize);
                if size > MAX_OBJECT_BYTES {
                    let what = format!("a {} with the member `{name}`", kind.keyword());
                    return Err(self.too_large(&what, name_span));
                }
                members.push(Member { name, ty, offset });
            }
        }
        Ok(Layout {
            members,
            size: size.div_ceil(align) * align,
            align,
        })
    }

    /// The type of a member declared without a declarator, which C11 6.7.2.1p13 allows only
    /// for an untagged struct or union: an anonymous member.
    pub(super) fn anonymous_member(
        &mut self,
        specs: &[&Node<ast::TypeSpecifier>],
        base: &Type,
        span: Span,
    ) -> R<Type> {
        let untagged = specs.iter().any(
            |s| matches!(&s.node, ast::TypeSpecifier::Struct(st) if st.node.identifier.is_none()),
        );
        match base {
            Type::Record(_) if untagged => Ok(base.clone()),
            Type::Record(_) => Err(self.unsupported(
                "a tagged or typedef'd struct or union as an unnamed member (a Microsoft extension: C11 allows only an untagged one there)",
                span,
            )),
            _ => Err(self.error(
                codes::TYPE_MISMATCH,
                "this member declaration declares nothing: it needs a name",
                span,
            )),
        }
    }

    /// Defines an enum's constants (file-wide: an enum inside a function also declares its
    /// constants for the rest of the file, the one place tangle's scoping is wider than C's).
    pub(super) fn enumerators_of(&mut self, e: &Node<ast::EnumType>) -> R<()> {
        let mut next: i128 = 0;
        for en in &e.node.enumerators {
            let name = en.node.identifier.node.name.clone();
            let span = self.span(&en.node.identifier);
            let value = match &en.node.expression {
                Some(x) => match self.constant_value(None, x, "an enumerator's value")? {
                    ConstValue::Int(v) => v,
                    ConstValue::Float(_) | ConstValue::Address(..) => {
                        return Err(self.error(
                            codes::NOT_CONSTANT,
                            "an enumerator's value must be an integer constant expression",
                            self.span(x),
                        ))
                    }
                },
                None => next,
            };
            if i32::try_from(value).is_err() {
                return Err(self.error(
                    codes::TYPE_MISMATCH,
                    format!("the value {value} of `{name}` does not fit in an `int`"),
                    span,
                ));
            }
            let previous = match (self.enumerators.get(&name), self.globals.get(&name)) {
                (Some(&(_, at)), _) => Some(at),
                (None, Some(&g)) => Some(self.program.globals[g].span),
                (None, None) => self
                    .functions
                    .get(&name)
                    .map(|&f| self.program.functions[f].span),
            };
            if let Some(previous) = previous {
                return Err(self.redefinition(&name, span, previous));
            }
            self.enumerators.insert(name, (value, span));
            next = value + 1;
        }
        Ok(())
    }

    pub(super) fn type_from_specifiers(
        &mut self,
        specs: Vec<&Node<ast::TypeSpecifier>>,
        span: Span,
        aligned: Option<u64>,
    ) -> R<Type> {
        let (mut void, mut boolean, mut char_, mut short, mut int, mut long, mut float, mut double) =
            (0, 0, 0, 0, 0, 0, 0, 0);
        let (mut signed, mut unsigned) = (false, false);
        for s in &specs {
            let sspan = self.span(s);
            match &s.node {
                ast::TypeSpecifier::Void => void += 1,
                ast::TypeSpecifier::Bool => boolean += 1,
                ast::TypeSpecifier::Char => char_ += 1,
                ast::TypeSpecifier::Short => short += 1,
                ast::TypeSpecifier::Int => int += 1,
                ast::TypeSpecifier::Long => long += 1,
                ast::TypeSpecifier::Float => float += 1,
                ast::TypeSpecifier::Double => double += 1,
                ast::TypeSpecifier::Signed => signed = true,
                ast::TypeSpecifier::Unsigned => unsigned = true,
                ast::TypeSpecifier::TypedefName(id) => {
                    if specs.len() != 1 {
                        return Err(self.unsupported(
                            "a typedef name combined with other type specifiers",
                            sspan,
                        ));
                    }
                    return match self.typedefs.get(&id.node.name) {
                        Some(t) => Ok(t.clone()),
                        None => Err(self.unsupported(
                            &format!(
                                "the type `{}` (a typedef of an unsupported type)",
                                id.node.name
                            ),
                            sspan,
                        )),
                    };
                }
                ast::TypeSpecifier::Complex => return Err(self.unsupported("_Complex", sspan)),
                ast::TypeSpecifier::Atomic(_) => return Err(self.unsupported("_Atomic", sspan)),
                ast::TypeSpecifier::Struct(st) => {
                    if specs.len() != 1 {
                        return Err(self.error(
                            codes::TYPE_MISMATCH,
                            "invalid combination of type specifiers",
                            sspan,
                        ));
                    }
                    return self.record_type(st, sspan, aligned);
                }
                ast::TypeSpecifier::Enum(e) => {
                    if specs.len() != 1 {
                        return Err(
                            self.unsupported("an enum combined with other type specifiers", sspan)
                        );
                    }
                    self.enumerators_of(e)?;
                    // C11 6.7.2.2: an enum's type is an integer type that holds its
                    // values; tangle, like gcc for values that fit, uses `int`.
                    return Ok(Type::INT);
                }
                ast::TypeSpecifier::TypeOf(_) => return Err(self.unsupported("typeof", sspan)),
                ast::TypeSpecifier::TS18661Float(_) => {
                    return Err(self.unsupported("extended floating types (_FloatN)", sspan))
                }
            }
        }
        let int_ty = |bits: u8| {
            Type::Int(IntType {
                bits,
                signed: !unsigned,
            })
        };
        Ok(match (void, boolean, char_, short, long, float, double) {
            (1, 0, 0, 0, 0, 0, 0) if int == 0 && !signed && !unsigned => Type::Void,
            (0, 1, 0, 0, 0, 0, 0) if int == 0 && !signed && !unsigned => Type::BOOL,
            (0, 0, 1, 0, 0, 0, 0) if int == 0 => int_ty(8),
            (0, 0, 0, 1, 0, 0, 0) if int <= 1 => int_ty(16),
            (0, 0, 0, 0, 1 | 2, 0, 0) if int <= 1 => int_ty(64),
            (0, 0, 0, 0, 0, 1, 0) if int == 0 && !signed && !unsigned => Type::Float,
            (0, 0, 0, 0, 0, 0, 1) if int == 0 && !signed && !unsigned => Type::Double,
            (0, 0, 0, 0, 1, 0, 1) if int == 0 => return Err(self.unsupported("long double", span)),
            (0, 0, 0, 0, 0, 0, 0) if int <= 1 && (int == 1 || signed || unsigned) => int_ty(32),
            (0, 0, 0, 0, 0, 0, 0) => {
                return Err(self.unsupported("a declaration without a type (implicit int)", span))
            }
            _ => {
                return Err(self.error(
                    codes::TYPE_MISMATCH,
                    "invalid combination of type specifiers",
                    span,
                ))
            }
        })
    }

    /// The declared name, its type and the name's span.
    /// The declared name, its type and the name's span. Array sizes may use
    /// the names of `scope` (a function being lowered). For a parameter
    /// (`param`), the outermost array may have no size (`int a[]`): it is a
    /// pointer, and gets size 0 here until the caller adjusts it.
    pub(super) fn declarator_type(
        &mut self,
        base: &Type,
        d: &Node<ast::Declarator>,
        mut scope: Option<&mut FnCtx>,
        unsized_ok: bool,
    ) -> R<(Option<String>, Type, Span)> {
        let mut ty = base.clone();
        let (ptrs, suffixes) = split_derived(&d.node.derived);
        for _ in ptrs {
            ty = ty.pointer_to();
        }
        let outermost_is_name = !matches!(d.node.kind.node, ast::DeclaratorKind::Declarator(_));
        for (k, s) in suffixes.iter().enumerate().rev() {
            match &s.node {
                ast::DerivedDeclarator::Array(a) => {
                    let len = match &a.node.size {
                        ast::ArraySize::StaticExpression(e)
                        | ast::ArraySize::VariableExpression(e) => {
                            let mark = self.diags.len();
                            match self.constant_value(scope.as_deref_mut(), e, "an array size") {
                                Ok(ConstValue::Int(n)) if n > 0 && n <= u32::MAX as i128 => {
                                    n as u64
                                }
                                Ok(_) => {
                                    return Err(self.error(
                                        codes::TYPE_MISMATCH,
                                        "array size must be a positive integer",
                                        self.span(e),
                                    ))
                                }
                                Err(Reported) => {
                                    // A size that is well-formed but not constant: name the construct.
                                    let not_constant = self.diags.len() == mark + 1
                                        && self.diags[mark].code == codes::NOT_CONSTANT;
                                    if not_constant {
                                        self.diags.pop();
                                        return Err(self
                                            .unsupported("variable-length arrays", self.span(e)));
                                    }
                                    return Err(Reported);
                                }
                            }
                        }
                        // A parameter's `T p[]`, or `extern __shared__ T buf[]`.
                        ast::ArraySize::Unknown if unsized_ok && k == 0 && outermost_is_name => 0,
                        ast::ArraySize::Unknown | ast::ArraySize::VariableUnknown => {
                            return Err(self.unsupported("arrays without a size", self.span(s)))
                        }
                    };
                    if ty == Type::Void {
                        return Err(self.error(
                            codes::TYPE_MISMATCH,
                            "array of void",
                            self.span(s),
                        ));
                    }
                    let too_large = ty
                        .size(&self.program.records)
                        .checked_mul(len)
                        .is_none_or(|n| n > MAX_OBJECT_BYTES);
                    if too_large {
                        return Err(self.too_large(&format!("`{ty}[{len}]`"), self.span(s)));
                    }
                    ty = Type::Array(Box::new(ty), len);
                }
                ast::DerivedDeclarator::Function(_) | ast::DerivedDeclarator::KRFunction(_) => {
                    return Err(self.unsupported("function pointers", self.span(d)))
                }
                ast::DerivedDeclarator::Block(_) => {
                    return Err(self.unsupported("blocks (^)", self.span(s)))
                }
                // split_derived put every pointer in the first list.
                ast::DerivedDeclarator::Pointer(_) => {}
            }
        }
        match &d.node.kind.node {
            ast::DeclaratorKind::Abstract => Ok((None, ty, self.span(d))),
            ast::DeclaratorKind::Identifier(id) => {
                Ok((Some(id.node.name.clone()), ty, self.span(id)))
            }
            ast::DeclaratorKind::Declarator(inner) => {
                self.declarator_type(&ty, inner, scope, false)
            }
        }
    }

    pub(super) fn type_name(&mut self, ctx: &mut FnCtx, tn: &Node<ast::TypeName>) -> R<Type> {
        let span = self.span(tn);
        let specs = type_specifiers(&tn.node.specifiers);
        let base = self.type_from_specifiers(specs, span, None)?;
        match &tn.node.declarator {
            None => Ok(base),
            Some(d) => Ok(self.declarator_type(&base, d, Some(ctx), false)?.1),
        }
    }

    pub(super) fn check_object_type(&mut self, ty: &Type, span: Span) -> R<()> {
        if *ty == Type::Void {
            return Err(self.error(codes::TYPE_MISMATCH, "variable of type void", span));
        }
        if self.incomplete(ty) {
            return Err(self.error(
                codes::TYPE_MISMATCH,
                format!("variable of incomplete type `{ty}`"),
                span,
            ));
        }
        Ok(())
    }

    /// A struct or union declared but not (yet) defined, or an array of one.
    pub(super) fn incomplete(&self, ty: &Type) -> bool {
        match ty {
            Type::Record(r) => self.program.records[r.id].layout.is_none(),
            Type::Array(elem, _) => self.incomplete(elem),
            _ => false,
        }
    }

    // -----------------------------------------------------------------------
    // Function bodies
}
