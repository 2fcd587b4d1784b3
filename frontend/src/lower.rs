//! lang-c's AST -> the program model: name resolution, C typing with explicit
//! conversions, jump resolution, and a diagnostic for every construct outside
//! the subset. lang-c's AST stays at this edge; nothing else sees it.

use crate::builtins::{self, Builtin};
use crate::diag::{codes, Diagnostic};
use crate::math::{self, MathFn};
use crate::model::*;
use crate::printf;
use crate::source::{LineMap, SourceMap, Span};
use crate::types::{promote, usual_arithmetic};
use la_arena::Arena;
use lang_c::ast;
use lang_c::span::Node;
use std::collections::{HashMap, HashSet};

/// How anonymous records print (until a typedef names them).
const ANONYMOUS_STRUCT: &str = "struct <anonymous>";
const ANONYMOUS_UNION: &str = "union <anonymous>";

/// What a file-scope initializer is called in "must be a constant" errors.
const FILE_INIT: &str = "an initializer at file scope";

/// Objects larger than this are refused (2^40 bytes: beyond any GPU's memory, and far
/// from overflowing the 64-bit sizes and offsets computed from them).
const MAX_OBJECT_BYTES: u64 = 1 << 40;

/// Nesting deeper than this (statements or expressions) is refused with a diagnostic.
pub const MAX_DEPTH: u32 = 256;

/// A diagnostic was reported; the construct produced no model.
struct Reported;

type R<T> = Result<T, Reported>;

pub struct Lowerer<'a> {
    sources: &'a SourceMap,
    lines: &'a LineMap,
    pub diags: Vec<Diagnostic>,
    pub program: Program,
    functions: HashMap<String, FuncId>,
    /// Where each function with a body was defined.
    definitions: HashMap<String, Span>,
    globals: HashMap<String, GlobalId>,
    /// `extern __shared__` arrays declared only at block scope, by name:
    /// every declaration of a name is the same array, as C's linkage says.
    block_externs: HashMap<String, GlobalId>,
    typedefs: HashMap<String, Type>,
    /// Struct and union tags (one namespace for the translation unit: a tag
    /// defined in a function is visible after it, which C would not allow, but
    /// it can only accept more programs, never change one's meaning).
    tags: HashMap<String, RecordId>,
    /// Records whose definition failed with a reported error: uses of them
    /// fail silently.
    failed_records: HashSet<RecordId>,
    /// File-scope names whose declaration failed with a reported error: uses
    /// of them fail silently instead of adding "undeclared" errors.
    poisoned: HashSet<String>,
    /// `aligned(N)` written between `struct`/`union` and the name, by the keyword's
    /// offset in the preprocessed text (see `syntax::record_attributes`).
    pub record_aligned: HashMap<usize, u64>,
    /// Host functions skipped before parsing (see `host`), for calls to them.
    pub host_functions: HashMap<String, Span>,
    /// `const` integer globals with a constant initializer, and their values.
    constants: HashMap<GlobalId, i128>,
    /// Enumeration constants: their values and where they are defined.
    enumerators: HashMap<String, (i128, Span)>,
    /// String literals made into globals so far (their names count up).
    strings: usize,
}

/// What a function's declaration says, before its body is lowered.
struct Signature {
    name: String,
    span: Span,
    ret: Type,
    params: Vec<(String, Type, Span)>,
    attrs: Attrs,
}

#[derive(Default, Clone, Copy)]
struct Attrs {
    kernel: bool,
    shared: bool,
    constant: bool,
    convergent: bool,
    noconvergent: bool,
}

struct SwitchCtx {
    stmt: StmtId,
    cond_ty: Type,
    cases: Vec<(i128, StmtId, Span)>,
    default: Option<(StmtId, Span)>,
}

/// What a name declared in a function refers to: a local, or an `extern
/// __shared__` array (a global declared at block scope).
#[derive(Clone, Copy)]
enum Named {
    Local(LocalId),
    Global(GlobalId),
}

/// State while lowering one function body.
struct FnCtx {
    func: Function,
    scopes: Vec<HashMap<String, Named>>,
    breaks: Vec<StmtId>,
    continues: Vec<StmtId>,
    switches: Vec<SwitchCtx>,
    labels: HashMap<String, (StmtId, Span)>,
    gotos: Vec<(StmtId, String, Span)>,
    stmt: Option<StmtId>,
    depth: u32,
    /// Local names whose declaration failed with a reported error.
    poisoned: HashSet<String>,
    /// A "nested too deep" error was reported in this function (once is enough).
    too_deep: bool,
    /// `const` integer locals with a constant initializer, and their values.
    constants: HashMap<LocalId, i128>,
    /// This is a scratch function evaluating a constant expression.
    constant_context: bool,
}

impl<'a> Lowerer<'a> {
    pub fn new(sources: &'a SourceMap, lines: &'a LineMap) -> Lowerer<'a> {
        Lowerer {
            sources,
            lines,
            diags: Vec::new(),
            program: Program::default(),
            functions: HashMap::new(),
            definitions: HashMap::new(),
            globals: HashMap::new(),
            block_externs: HashMap::new(),
            typedefs: HashMap::new(),
            tags: HashMap::new(),
            failed_records: HashSet::new(),
            poisoned: HashSet::new(),
            host_functions: HashMap::new(),
            constants: HashMap::new(),
            enumerators: HashMap::new(),
            record_aligned: HashMap::new(),
            strings: 0,
        }
    }

    fn span<T>(&self, node: &Node<T>) -> Span {
        self.lines
            .span(self.sources, node.span.start, node.span.end)
    }

    fn raw_span(&self, s: lang_c::span::Span) -> Span {
        self.lines.span(self.sources, s.start, s.end)
    }

    fn error(&mut self, code: &'static str, msg: impl Into<String>, span: Span) -> Reported {
        self.diags.push(Diagnostic::error(code, msg, span));
        Reported
    }

    /// `name` is defined again at `span`; `previous` is the first definition.
    fn redefinition(&mut self, name: &str, span: Span, previous: Span) -> Reported {
        let d = Diagnostic::error(
            codes::REDEFINITION,
            format!("redefinition of `{name}`"),
            span,
        )
        .with_label("defined again here")
        .with_note("previous definition here", previous);
        self.diags.push(d);
        Reported
    }

    fn too_large(&mut self, what: &str, span: Span) -> Reported {
        self.error(
            codes::TYPE_MISMATCH,
            format!("{what} is larger than the {MAX_OBJECT_BYTES} bytes an object may have"),
            span,
        )
    }

    fn unsupported(&mut self, what: &str, span: Span) -> Reported {
        let d = Diagnostic::error(
            codes::UNSUPPORTED,
            format!("unsupported construct: {what}"),
            span,
        )
        .with_label(crate::syntax::UNSUPPORTED_LABEL);
        self.diags.push(d);
        Reported
    }

    /// Reports nesting beyond [`MAX_DEPTH`], once per function, at the first
    /// line of the construct.
    fn too_deep(&mut self, ctx: &mut FnCtx, label: &str, span: Span) -> Reported {
        if !ctx.too_deep {
            ctx.too_deep = true;
            let span = self.first_line(span);
            let d = Diagnostic::error(
                codes::TOO_DEEP,
                format!("code nested more than {MAX_DEPTH} levels deep"),
                span,
            )
            .with_label(label)
            .with_help(format!(
                "tangle accepts at most {MAX_DEPTH} levels of nested statements and expressions; an `else if` or a binary operator adds one"
            ));
            self.diags.push(d);
        }
        Reported
    }

    /// The part of `span` on its first line.
    fn first_line(&self, span: Span) -> Span {
        let text = self.sources.text(span.file);
        let Some(part) = text.get(span.range()) else {
            return span;
        };
        match part.find('\n') {
            Some(n) => Span {
                end: span.start + part[..n].trim_end().len().max(1) as u32,
                ..span
            },
            None => span,
        }
    }

    fn in_system_header(&self, span: Span) -> bool {
        self.lines.is_system_file(span.file)
    }

    // -----------------------------------------------------------------------
    // Translation unit

    pub fn lower_unit(&mut self, unit: &ast::TranslationUnit) {
        // Declare every function first, so calls may precede definitions.
        let mut bodies = Vec::new();
        for ext in &unit.0 {
            match &ext.node {
                ast::ExternalDeclaration::FunctionDefinition(def) => {
                    let declared = self
                        .function_signature(
                            &def.node.specifiers,
                            &def.node.declarator,
                            self.span(def),
                        )
                        .and_then(|sig| {
                            if !def.node.declarations.is_empty() {
                                return Err(self.unsupported(
                                    "K&R-style parameter declarations",
                                    self.span(def),
                                ));
                            }
                            self.declare_function(sig, true)
                        });
                    match declared {
                        Ok(id) => bodies.push((id, &def.node.statement)),
                        Err(Reported) => {
                            if let Some((name, _)) = declarator_name(&def.node.declarator.node) {
                                if !self.functions.contains_key(&name) {
                                    self.poisoned.insert(name);
                                }
                            }
                        }
                    }
                }
                ast::ExternalDeclaration::Declaration(decl) => self.file_scope_declaration(decl),
                ast::ExternalDeclaration::StaticAssert(sa) => {
                    if !self.in_system_header(self.span(sa)) {
                        self.unsupported("_Static_assert", self.span(sa));
                    }
                }
            }
        }
        for (id, body) in bodies {
            self.lower_function_body(id, body);
        }
    }

    fn file_scope_declaration(&mut self, decl: &Node<ast::Declaration>) {
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

    fn typedef_declaration(&mut self, decl: &Node<ast::Declaration>) -> R<()> {
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

    fn file_scope_items(&mut self, decl: &Node<ast::Declaration>) -> R<()> {
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

    /// A file-scope initializer's values: for an array, struct or union, its scalar
    /// leaves (see [`Init::List`]).
    fn constant_initializer(
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
    fn check_constant_leaf(
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
    fn brace_leaves<'t>(
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
    fn child(&self, (ty, base, next): &(Type, u64, u64)) -> Option<(Type, u64)> {
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
    fn designate(
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

    fn too_many_initializers(
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
    fn constant_value(
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
    fn in_scratch<T>(
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

    fn declare_function(&mut self, sig: Signature, definition: bool) -> R<FuncId> {
        if definition {
            if let Some(&first) = self.definitions.get(&sig.name) {
                let d = Diagnostic::error(
                    codes::REDEFINITION,
                    format!("redefinition of function `{}`", sig.name),
                    sig.span,
                )
                .with_label("defined again here")
                .with_note("first defined here", first);
                self.diags.push(d);
                return Err(Reported);
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
                for (name, ty, span) in sig.params {
                    let l = f.locals.alloc(Local {
                        name,
                        ty,
                        span,
                        storage: Storage::Param,
                    });
                    f.params.push(l);
                }
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
            self.diags.push(d);
            return Err(Reported);
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
        for (name, ty, span) in sig.params {
            let l = f.locals.alloc(Local {
                name,
                ty,
                span,
                storage: Storage::Param,
            });
            f.params.push(l);
        }
        let id = self.program.functions.alloc(f);
        self.functions.insert(sig.name, id);
        Ok(id)
    }

    /// Whether a prototype declares a library function the frontend knows
    /// (`printf` with `...`, or a math function with its own prototype, as
    /// `math.h` and `stdio.h` declare them): calls then resolve to it, so the
    /// declaration adds nothing. Another prototype under such a name declares
    /// the user's own function.
    fn library_declaration(
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

    fn function_signature(
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
                    self.diags.push(d);
                    return Err(Reported);
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

    fn attributes(
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

    fn base_type(&mut self, specifiers: &[Node<ast::DeclarationSpecifier>], span: Span) -> R<Type> {
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
    fn aligned_attribute(&mut self, exts: &[&Node<ast::Extension>]) -> R<Option<u64>> {
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
    fn record_type(
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
                self.diags.push(d);
                return Err(Reported);
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
    fn record_layout(
        &mut self,
        kind: RecordKind,
        decls: &[Node<ast::StructDeclaration>],
        aligned: Option<u64>,
    ) -> R<Layout> {
        let mut members: Vec<Member> = Vec::new();
        let mut spans: HashMap<String, Span> = HashMap::new();
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
    fn anonymous_member(
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
    fn enumerators_of(&mut self, e: &Node<ast::EnumType>) -> R<()> {
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

    fn type_from_specifiers(
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
    fn declarator_type(
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

    fn type_name(&mut self, ctx: &mut FnCtx, tn: &Node<ast::TypeName>) -> R<Type> {
        let span = self.span(tn);
        let specs = type_specifiers(&tn.node.specifiers);
        let base = self.type_from_specifiers(specs, span, None)?;
        match &tn.node.declarator {
            None => Ok(base),
            Some(d) => Ok(self.declarator_type(&base, d, Some(ctx), false)?.1),
        }
    }

    /// `extern __shared__` is CUDA's dynamic shared memory: an array without
    /// a size (the launch gives it) and without an initializer.
    fn check_dynamic_shared(
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
    fn same_dynamic_shared(&mut self, g: GlobalId, name: &str, ty: &Type, span: Span) -> R<()> {
        let prev = &self.program.globals[g];
        if prev.storage == GlobalStorage::DynamicShared && prev.ty == *ty {
            return Ok(());
        }
        let prev_span = prev.span;
        Err(self.redefinition(name, span, prev_span))
    }

    /// `extern __shared__ T name[];` inside a function: the file-scope array
    /// of that name, or a new one (visible only in this block, as C says).
    fn block_extern(
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
        let scope = ctx
            .scopes
            .last_mut()
            .expect("a function scope is always open");
        if let Some(&prev) = scope.get(&name) {
            let prev_span = match prev {
                Named::Local(l) => ctx.func.locals[l].span,
                Named::Global(g) => self.program.globals[g].span,
            };
            // Declaring the same extern array twice in a block is C.
            if !matches!(prev, Named::Global(p) if p == g) {
                return Err(self.redefinition(&name, span, prev_span));
            }
        }
        scope.insert(name, Named::Global(g));
        Ok(())
    }

    fn check_object_type(&mut self, ty: &Type, span: Span) -> R<()> {
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
    fn incomplete(&self, ty: &Type) -> bool {
        match ty {
            Type::Record(r) => self.program.records[r.id].layout.is_none(),
            Type::Array(elem, _) => self.incomplete(elem),
            _ => false,
        }
    }

    // -----------------------------------------------------------------------
    // Function bodies

    fn lower_function_body(&mut self, id: FuncId, body: &Node<ast::Statement>) {
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
        let func = std::mem::replace(&mut self.program.functions[id], placeholder);
        let mut ctx = FnCtx::new(func);
        let mut params = HashMap::new();
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

    fn new_stmt(&mut self, ctx: &mut FnCtx, span: Span, parent: Option<StmtId>) -> StmtId {
        ctx.func.stmts.alloc(Stmt {
            kind: StmtKind::Empty,
            span,
            parent,
        })
    }

    fn stmt(
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

    fn stmt_kind(
        &mut self,
        ctx: &mut FnCtx,
        s: &Node<ast::Statement>,
        id: StmtId,
        span: Span,
    ) -> R<StmtKind> {
        use ast::Statement as S;
        Ok(match &s.node {
            S::Compound(items) => {
                ctx.scopes.push(HashMap::new());
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
                ctx.scopes.push(HashMap::new());
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
                        self.diags.push(d);
                        return Err(Reported);
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
                    self.diags.push(d);
                    return Err(Reported);
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
                    self.diags.push(d);
                    return Err(Reported);
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

    fn for_stmt(
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

    fn loop_body(&mut self, ctx: &mut FnCtx, body: &Node<ast::Statement>, id: StmtId) -> R<StmtId> {
        ctx.breaks.push(id);
        ctx.continues.push(id);
        let r = self.stmt(ctx, body, Some(id));
        ctx.breaks.pop();
        ctx.continues.pop();
        r
    }

    fn labeled(
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
    fn label_outside_switch(
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

    fn case_value(&mut self, ctx: &mut FnCtx, e: &Node<ast::Expression>, ty: &Type) -> R<i128> {
        match self.constant_value(Some(ctx), e, "a case label")? {
            ConstValue::Int(v) => Ok(ty.int().map(|i| i.wrap(v)).unwrap_or(v)),
            ConstValue::Float(_) | ConstValue::Address(..) => Err(self.error(
                codes::NOT_CONSTANT,
                "case label is not an integer constant expression",
                self.span(e),
            )),
        }
    }

    fn local_declaration(
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

    fn local_declaration_items(
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
            let scope = ctx
                .scopes
                .last_mut()
                .expect("a function scope is always open");
            if let Some(&prev) = scope.get(&name) {
                let prev_span = match prev {
                    Named::Local(l) => ctx.func.locals[l].span,
                    Named::Global(g) => self.program.globals[g].span,
                };
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

    fn local_initializer(
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
    fn zero(&mut self, ctx: &mut FnCtx, ty: &Type, span: Span) -> ExprId {
        let kind = if ty.is_float() {
            ExprKind::FloatConst(0.0)
        } else {
            ExprKind::IntConst(0)
        };
        self.add_expr(ctx, kind, ty.clone(), span)
    }

    // -----------------------------------------------------------------------
    // Expressions

    fn add_expr(&mut self, ctx: &mut FnCtx, kind: ExprKind, ty: Type, span: Span) -> ExprId {
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

    fn ty(ctx: &FnCtx, e: ExprId) -> &Type {
        &ctx.func.exprs[e].ty
    }

    /// A condition: any scalar, tested against zero by consumers.
    fn condition(&mut self, ctx: &mut FnCtx, e: &Node<ast::Expression>) -> R<ExprId> {
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
    fn rvalue(&mut self, ctx: &mut FnCtx, e: ExprId) -> ExprId {
        if let Type::Array(elem, _) = Self::ty(ctx, e) {
            let ty = (**elem).clone().pointer_to();
            let span = ctx.func.exprs[e].span;
            return self.add_expr(ctx, ExprKind::Decay(e), ty, span);
        }
        e
    }

    fn convert(&mut self, ctx: &mut FnCtx, e: ExprId, to: &Type) -> ExprId {
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
    fn assign_convert(&mut self, ctx: &mut FnCtx, e: ExprId, to: &Type, span: Span) -> R<ExprId> {
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
            self.diags.push(d);
            return Err(Reported);
        }
        Ok(self.convert(ctx, e, to))
    }

    /// CUDA's `dim3(uint3)` constructor and `dim3`'s `operator uint3()`: the value is kept
    /// in a temporary and copied member by member into one of type `to`.
    fn convert_vector3(
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

    fn expr(&mut self, ctx: &mut FnCtx, e: &Node<ast::Expression>) -> R<ExprId> {
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

    fn expr_inner(&mut self, ctx: &mut FnCtx, e: &Node<ast::Expression>) -> R<ExprId> {
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
                let ty = self.type_name(ctx, &t.node.0)?;
                if self.incomplete(&ty) {
                    return Err(self.error(
                        codes::TYPE_MISMATCH,
                        format!("`sizeof` of the incomplete type `{ty}`"),
                        span,
                    ));
                }
                Ok(self.add_expr(
                    ctx,
                    ExprKind::IntConst(ty.size(&self.program.records) as i128),
                    Type::ULONG,
                    span,
                ))
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
                Ok(self.add_expr(
                    ctx,
                    ExprKind::IntConst(ty.size(&self.program.records) as i128),
                    Type::ULONG,
                    span,
                ))
            }
            E::AlignOf(t) => {
                let ty = self.type_name(ctx, &t.node.0)?;
                if self.incomplete(&ty) {
                    return Err(self.error(
                        codes::TYPE_MISMATCH,
                        format!("`_Alignof` of the incomplete type `{ty}`"),
                        span,
                    ));
                }
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

    fn lookup_local(ctx: &FnCtx, name: &str) -> Option<Named> {
        ctx.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }

    fn identifier(&mut self, ctx: &mut FnCtx, name: &str, span: Span) -> R<ExprId> {
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
    fn unknown_identifier(&mut self, ctx: &mut FnCtx, name: &str, span: Span) -> R<ExprId> {
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
                self.diags.push(d);
                Err(Reported)
            }
        }
    }

    fn member(
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
                    self.diags.push(d);
                    return Err(Reported);
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
                    self.diags.push(d);
                    return Err(Reported);
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
            self.diags.push(d);
            return Err(Reported);
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

    fn constant(&mut self, ctx: &mut FnCtx, c: &ast::Constant, span: Span) -> R<ExprId> {
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

    fn call(&mut self, ctx: &mut FnCtx, c: &Node<ast::CallExpression>, span: Span) -> R<ExprId> {
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
                self.diags.push(d);
                return Err(Reported);
            }
        };
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
        let (params, ret) = match callee {
            Callee::Builtin(b) => {
                let (lo, hi) = b.arity();
                if args.len() < lo || args.len() > hi {
                    let expected = if lo == hi {
                        format!("{lo}")
                    } else {
                        format!("{lo} or {hi}")
                    };
                    let d = Diagnostic::error(
                        codes::ARG_COUNT,
                        format!(
                            "`{name}` takes {expected} argument{}, but {} {} given",
                            if hi == 1 { "" } else { "s" },
                            args.len(),
                            if args.len() == 1 { "was" } else { "were" }
                        ),
                        span,
                    )
                    .with_label(format!(
                        "{} argument{}",
                        args.len(),
                        if args.len() == 1 { "" } else { "s" }
                    ));
                    self.diags.push(d);
                    return Err(Reported);
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
                    let d = Diagnostic::error(
                        codes::ARG_COUNT,
                        format!(
                            "`{name}` takes {} argument{}, but {} {} given",
                            params.len(),
                            if params.len() == 1 { "" } else { "s" },
                            args.len(),
                            if args.len() == 1 { "was" } else { "were" }
                        ),
                        span,
                    )
                    .with_label(format!(
                        "{} argument{}",
                        args.len(),
                        if args.len() == 1 { "" } else { "s" }
                    ))
                    .with_note("declared here", def_span);
                    self.diags.push(d);
                    return Err(Reported);
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
        let mut converted = Vec::new();
        for (i, (&a, p)) in args.iter().zip(&params).enumerate() {
            let aspan = self.span(&c.node.arguments[i]);
            converted.push(self.assign_convert(ctx, a, p, aspan)?);
        }
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
    fn vector_constructor(
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
            self.diags.push(d);
            return Err(Reported);
        }
        let mut values = Vec::new();
        for (i, (a, m)) in args.into_iter().zip(&members).enumerate() {
            let aspan = self.span(&c.node.arguments[i]);
            values.push(self.assign_convert(ctx, a, &m.ty, aspan)?);
        }
        let name = format!("make_{}.tmp", r.name);
        Ok(self.assemble(ctx, &r, values, &name, span))
    }

    /// A temporary of record type `r` whose members are assigned `values` in order, then
    /// read as a whole: `(t.x = a, t.y = b, ..., t)`; `name` names the temporary.
    fn assemble(
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

    /// `(T){...}`: a temporary whose every scalar leaf is assigned (those the
    /// list leaves out with zero), then read as a whole: `(t.a = 1, t.b = 0, t)`.
    /// Unlike C's compound literal, the result is a value, not an lvalue.
    fn compound_literal(
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
    fn leaf_place(&mut self, ctx: &mut FnCtx, e: ExprId, index: u64, span: Span) -> R<ExprId> {
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

    fn call_args(&mut self, ctx: &mut FnCtx, c: &Node<ast::CallExpression>) -> R<Vec<ExprId>> {
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

    fn math_call(
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
        let mut converted = Vec::new();
        for (i, (&a, p)) in args.iter().zip(&params).enumerate() {
            let aspan = self.span(&c.node.arguments[i]);
            converted.push(self.assign_convert(ctx, a, p, aspan)?);
        }
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
    fn math_constant(
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
    fn string_literal(&mut self, ctx: &mut FnCtx, pieces: &[String], span: Span) -> R<ExprId> {
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
    fn printf(&mut self, ctx: &mut FnCtx, c: &Node<ast::CallExpression>, span: Span) -> R<ExprId> {
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

    fn require_lvalue(&mut self, ctx: &FnCtx, e: ExprId, what: &str) -> R<()> {
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
            self.diags.push(d);
            return Err(Reported);
        }
        Ok(())
    }

    fn unary(
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
                    self.diags.push(d);
                    return Err(Reported);
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

    fn binary(
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
                let integer_only = matches!(
                    op,
                    BinaryOp::Rem
                        | BinaryOp::Shl
                        | BinaryOp::Shr
                        | BinaryOp::BitAnd
                        | BinaryOp::BitOr
                        | BinaryOp::BitXor
                );
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
                    let l = self.convert(ctx, lhs, &ty);
                    let r = self.convert(ctx, rhs, &ty);
                    return Ok(self.add_expr(
                        ctx,
                        ExprKind::Binary {
                            op: bop,
                            lhs: l,
                            rhs: r,
                        },
                        Type::INT,
                        span,
                    ));
                }
                let integer_only = matches!(
                    bop,
                    BinaryOp::Rem
                        | BinaryOp::Shl
                        | BinaryOp::Shr
                        | BinaryOp::BitAnd
                        | BinaryOp::BitOr
                        | BinaryOp::BitXor
                );
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
                    let l = self.convert(ctx, lhs, &ty);
                    let r = self.convert(ctx, rhs, &ty);
                    return Ok(self.add_expr(
                        ctx,
                        ExprKind::Binary {
                            op: bop,
                            lhs: l,
                            rhs: r,
                        },
                        ty,
                        span,
                    ));
                }
                let ty = usual_arithmetic(&lt, &rt);
                let l = self.convert(ctx, lhs, &ty);
                let r = self.convert(ctx, rhs, &ty);
                let result = if bop.is_comparison() { Type::INT } else { ty };
                Ok(self.add_expr(
                    ctx,
                    ExprKind::Binary {
                        op: bop,
                        lhs: l,
                        rhs: r,
                    },
                    result,
                    span,
                ))
            }
        }
    }
}

impl FnCtx {
    fn new(func: Function) -> FnCtx {
        FnCtx {
            func,
            scopes: Vec::new(),
            breaks: Vec::new(),
            continues: Vec::new(),
            switches: Vec::new(),
            labels: HashMap::new(),
            gotos: Vec::new(),
            stmt: None,
            depth: 0,
            poisoned: HashSet::new(),
            too_deep: false,
            constants: HashMap::new(),
            constant_context: false,
        }
    }
}

impl Function {
    fn empty(name: String, span: Span) -> Function {
        Function {
            name,
            span,
            kind: FunctionKind::Device,
            ret: Type::Void,
            params: Vec::new(),
            body: None,
            locals: Arena::default(),
            stmts: Arena::default(),
            exprs: Arena::default(),
            declared_convergent: false,
            noconvergent: false,
            convergent: false,
            may_converge: false,
            convergent_calls: Vec::new(),
        }
    }
}

/// Pointers first (applied in order), then array and function suffixes
/// (applied innermost first, i.e. in reverse).
fn split_derived(
    derived: &[Node<ast::DerivedDeclarator>],
) -> (
    Vec<&Node<ast::DerivedDeclarator>>,
    Vec<&Node<ast::DerivedDeclarator>>,
) {
    derived
        .iter()
        .partition(|d| matches!(d.node, ast::DerivedDeclarator::Pointer(_)))
}

fn declarator_name(d: &ast::Declarator) -> Option<(String, lang_c::span::Span)> {
    match &d.kind.node {
        ast::DeclaratorKind::Identifier(id) => Some((id.node.name.clone(), id.span)),
        ast::DeclaratorKind::Declarator(inner) => declarator_name(&inner.node),
        ast::DeclaratorKind::Abstract => None,
    }
}

/// The names a declaration declares: its declarators' and its enumerators'.
fn is_extern(specifiers: &[Node<ast::DeclarationSpecifier>]) -> bool {
    specifiers.iter().any(|s| {
        matches!(&s.node, ast::DeclarationSpecifier::StorageClass(c) if c.node == ast::StorageClassSpecifier::Extern)
    })
}

fn declared_names(decl: &ast::Declaration) -> Vec<String> {
    let mut names: Vec<String> = decl
        .declarators
        .iter()
        .filter_map(|init| declarator_name(&init.node.declarator.node).map(|n| n.0))
        .collect();
    for s in &decl.specifiers {
        if let ast::DeclarationSpecifier::TypeSpecifier(t) = &s.node {
            if let ast::TypeSpecifier::Enum(e) = &t.node {
                names.extend(
                    e.node
                        .enumerators
                        .iter()
                        .map(|en| en.node.identifier.node.name.clone()),
                );
            }
        }
    }
    names
}

fn innermost_named(d: &ast::Declarator) -> &ast::Declarator {
    match &d.kind.node {
        ast::DeclaratorKind::Declarator(inner) => innermost_named(&inner.node),
        _ => d,
    }
}

/// A declarator that declares a function (not a pointer to one).
fn is_function_declarator(d: &ast::Declarator) -> bool {
    let inner = innermost_named(d);
    matches!(
        inner
            .derived
            .iter()
            .find(|x| !matches!(x.node, ast::DerivedDeclarator::Pointer(_)))
            .map(|x| &x.node),
        Some(ast::DerivedDeclarator::Function(_) | ast::DerivedDeclarator::KRFunction(_))
    ) && std::ptr::eq(inner, d)
}

/// C11 6.4.4.1: the first type of the list that can represent the value.
fn integer_constant_type(v: u128, decimal: bool, unsigned: bool, size: &ast::IntegerSize) -> Type {
    let candidates: &[IntType] = match (size, unsigned, decimal) {
        (ast::IntegerSize::Int, false, true) => &[IntType::I32, IntType::I64],
        (ast::IntegerSize::Int, false, false) => {
            &[IntType::I32, IntType::U32, IntType::I64, IntType::U64]
        }
        (ast::IntegerSize::Int, true, _) => &[IntType::U32, IntType::U64],
        (_, false, true) => &[IntType::I64],
        (_, false, false) => &[IntType::I64, IntType::U64],
        (_, true, _) => &[IntType::U64],
    };
    for &c in candidates {
        let max = if c.signed {
            (1u128 << (c.bits - 1)) - 1
        } else {
            (1u128 << c.bits) - 1
        };
        if v <= max {
            return Type::Int(c);
        }
    }
    Type::ULONG
}

/// The value of a character constant: a char (signed) converted to int.
fn char_constant_value(s: &str) -> Option<i128> {
    let inner = s.strip_prefix('\'')?.strip_suffix('\'')?;
    let mut chars = inner.chars().peekable();
    let byte: u32 = match chars.next()? {
        '\\' => match chars.next()? {
            'n' => 10,
            't' => 9,
            'r' => 13,
            '\\' => 92,
            '\'' => 39,
            '"' => 34,
            '?' => 63,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            // Up to three octal digits.
            d @ '0'..='7' => {
                let mut v = d.to_digit(8)?;
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(x) => {
                            v = v * 8 + x;
                            chars.next();
                        }
                        None => break,
                    }
                }
                v
            }
            'x' => {
                let mut v: u32 = 0;
                let mut digits = 0;
                while let Some(x) = chars.peek().and_then(|c| c.to_digit(16)) {
                    v = v.checked_mul(16)?.checked_add(x)?;
                    digits += 1;
                    chars.next();
                }
                if digits == 0 {
                    return None;
                }
                v
            }
            _ => return None,
        },
        c if c.is_ascii() => c as u32,
        _ => return None,
    };
    if byte > 0xff || chars.next().is_some() {
        return None;
    }
    Some(byte as u8 as i8 as i128)
}

fn parse_hex_float(s: &str) -> Option<f64> {
    let s = s.trim_start_matches("0x").trim_start_matches("0X");
    let (mantissa, exp) = s.split_once(['p', 'P'])?;
    let exp: i32 = exp.parse().ok()?;
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut v = 0f64;
    for c in int_part.chars() {
        v = v * 16.0 + c.to_digit(16)? as f64;
    }
    let mut scale = 1.0 / 16.0;
    for c in frac_part.chars() {
        v += c.to_digit(16)? as f64 * scale;
        scale /= 16.0;
    }
    Some(v * 2f64.powi(exp))
}

/// Folds an integer or floating constant expression, or `None`.
pub fn const_eval(f: &Function, e: ExprId) -> Option<ConstValue> {
    let ex = &f.exprs[e];
    let int = |v: ConstValue| match v {
        ConstValue::Int(i) => Some(i),
        ConstValue::Float(_) | ConstValue::Address(..) => None,
    };
    let wrap = |v: i128| match &ex.ty {
        Type::Int(i) => ConstValue::Int(i.wrap(v)),
        Type::Float => ConstValue::Float(v as f64 as f32 as f64),
        Type::Double => ConstValue::Float(v as f64),
        _ => ConstValue::Int(v),
    };
    Some(match &ex.kind {
        ExprKind::IntConst(v) => ConstValue::Int(*v),
        ExprKind::FloatConst(v) => ConstValue::Float(*v),
        ExprKind::Cast { operand, .. } => match const_eval(f, *operand)? {
            ConstValue::Int(v) => wrap(v),
            ConstValue::Float(x) => match &ex.ty {
                Type::Int(i) => ConstValue::Int(i.wrap(x as i128)),
                _ => ConstValue::Float(x),
            },
            ConstValue::Address(..) => return None,
        },
        ExprKind::Unary { op, operand } => {
            let v = const_eval(f, *operand)?;
            match (op, v) {
                (UnaryOp::Neg, ConstValue::Int(i)) => wrap(-i),
                (UnaryOp::Neg, ConstValue::Float(x)) => ConstValue::Float(-x),
                (UnaryOp::BitNot, ConstValue::Int(i)) => wrap(!i),
                (UnaryOp::LogicalNot, ConstValue::Int(i)) => ConstValue::Int((i == 0) as i128),
                (UnaryOp::LogicalNot, ConstValue::Float(x)) => ConstValue::Int((x == 0.0) as i128),
                _ => return None,
            }
        }
        ExprKind::Binary { op, lhs, rhs } => {
            let (l, r) = (const_eval(f, *lhs)?, const_eval(f, *rhs)?);
            if let (ConstValue::Float(a), ConstValue::Float(b)) = (l, r) {
                let v = match op {
                    BinaryOp::Add => a + b,
                    BinaryOp::Sub => a - b,
                    BinaryOp::Mul => a * b,
                    BinaryOp::Div => a / b,
                    BinaryOp::Eq => return Some(ConstValue::Int((a == b) as i128)),
                    BinaryOp::Ne => return Some(ConstValue::Int((a != b) as i128)),
                    BinaryOp::Lt => return Some(ConstValue::Int((a < b) as i128)),
                    BinaryOp::Le => return Some(ConstValue::Int((a <= b) as i128)),
                    BinaryOp::Gt => return Some(ConstValue::Int((a > b) as i128)),
                    BinaryOp::Ge => return Some(ConstValue::Int((a >= b) as i128)),
                    _ => return None,
                };
                return Some(ConstValue::Float(v));
            }
            let (a, b) = (int(l)?, int(r)?);
            // Values are kept sign- or zero-extended per their type, so i128
            // arithmetic followed by `wrap` gives C's result for both signednesses.
            match op {
                BinaryOp::Add => wrap(a + b),
                BinaryOp::Sub => wrap(a - b),
                BinaryOp::Mul => wrap(a.checked_mul(b)?),
                BinaryOp::Div => wrap(a.checked_div(b)?),
                BinaryOp::Rem => wrap(a.checked_rem(b)?),
                BinaryOp::Shl => wrap(if (0..64).contains(&b) {
                    a << b
                } else {
                    return None;
                }),
                BinaryOp::Shr => wrap(if (0..64).contains(&b) {
                    a >> b
                } else {
                    return None;
                }),
                BinaryOp::BitAnd => wrap(a & b),
                BinaryOp::BitOr => wrap(a | b),
                BinaryOp::BitXor => wrap(a ^ b),
                BinaryOp::Eq => ConstValue::Int((a == b) as i128),
                BinaryOp::Ne => ConstValue::Int((a != b) as i128),
                BinaryOp::Lt => ConstValue::Int((a < b) as i128),
                BinaryOp::Le => ConstValue::Int((a <= b) as i128),
                BinaryOp::Gt => ConstValue::Int((a > b) as i128),
                BinaryOp::Ge => ConstValue::Int((a >= b) as i128),
            }
        }
        ExprKind::Logical { op, lhs, rhs } => {
            let l = int(const_eval(f, *lhs)?)? != 0;
            let r = int(const_eval(f, *rhs)?)? != 0;
            ConstValue::Int(match op {
                LogicalOp::And => l && r,
                LogicalOp::Or => l || r,
            } as i128)
        }
        ExprKind::Conditional {
            cond,
            then_expr,
            else_expr,
        } => {
            if int(const_eval(f, *cond)?)? != 0 {
                const_eval(f, *then_expr)?
            } else {
                const_eval(f, *else_expr)?
            }
        }
        _ => return None,
    })
}

/// An address constant (C11 6.6p9): a global's address plus a byte offset,
/// from `&g`, an array decaying, `&s.member`, `&a[i]`, `p + i` and pointer
/// casts, with constant indices. `None` for anything else.
fn const_address(f: &Function, e: ExprId, program: &Program) -> Option<(GlobalId, i64)> {
    let ex = &f.exprs[e];
    let index = |i: ExprId| match const_eval(f, i)? {
        ConstValue::Int(v) => i64::try_from(v).ok(),
        _ => None,
    };
    let scaled = |ptr: ExprId, i: ExprId| -> Option<(GlobalId, i64)> {
        let (g, at) = const_address(f, ptr, program)?;
        let size = f.exprs[ptr].ty.pointee()?.size(&program.records) as i64;
        Some((g, at.checked_add(index(i)?.checked_mul(size)?)?))
    };
    match &ex.kind {
        ExprKind::AddrOf(x) | ExprKind::Decay(x) => place_address(f, *x, program),
        ExprKind::PtrAdd { ptr, offset } => scaled(*ptr, *offset),
        ExprKind::Cast { operand, .. }
            if ex.ty.is_pointer() && f.exprs[*operand].ty.is_pointer() =>
        {
            const_address(f, *operand, program)
        }
        _ => None,
    }
}

/// The address of a place in a global, for [`const_address`].
fn place_address(f: &Function, e: ExprId, program: &Program) -> Option<(GlobalId, i64)> {
    match &f.exprs[e].kind {
        // `__shared__` memory is per block: its address is no constant.
        ExprKind::Global(g)
            if matches!(
                program.globals[*g].storage,
                GlobalStorage::Device | GlobalStorage::Constant
            ) =>
        {
            Some((*g, 0))
        }
        ExprKind::Member { base, member } => {
            let (g, at) = place_address(f, *base, program)?;
            let r = f.exprs[*base].ty.record()?;
            let m = program.records[r].members().get(*member as usize)?;
            Some((g, at + m.offset as i64))
        }
        ExprKind::Index { base, index } => {
            let (g, at) = const_address(f, *base, program)?;
            let size = f.exprs[e].ty.size(&program.records) as i64;
            let i = match const_eval(f, *index)? {
                ConstValue::Int(v) => i64::try_from(v).ok()?,
                _ => return None,
            };
            Some((g, at.checked_add(i.checked_mul(size)?)?))
        }
        ExprKind::Deref(p) => const_address(f, *p, program),
        _ => None,
    }
}

/// The zero of a scalar leaf, for the leaves a file-scope initializer skips.
fn zero_const(ty: &Type) -> ConstValue {
    if ty.is_float() {
        ConstValue::Float(0.0)
    } else {
        ConstValue::Int(0)
    }
}

/// The bytes of one piece of a C string literal, as written (`"a\\n"`);
/// `None` for prefixed (wide, UTF) literals.
fn unescape(lit: &str) -> Option<Vec<u8>> {
    let body = lit.strip_prefix('"')?.strip_suffix('"')?;
    let b = body.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        i += 1;
        let c = *b.get(i)?;
        i += 1;
        out.push(match c {
            b'n' => b'\n',
            b't' => b'\t',
            b'r' => b'\r',
            b'a' => 7,
            b'b' => 8,
            b'f' => 12,
            b'v' => 11,
            b'x' => {
                let start = i;
                while i < b.len() && b[i].is_ascii_hexdigit() {
                    i += 1;
                }
                u32::from_str_radix(std::str::from_utf8(&b[start..i]).ok()?, 16).ok()? as u8
            }
            b'0'..=b'7' => {
                let start = i - 1;
                while i < b.len() && i < start + 3 && (b'0'..=b'7').contains(&b[i]) {
                    i += 1;
                }
                u32::from_str_radix(std::str::from_utf8(&b[start..i]).ok()?, 8).ok()? as u8
            }
            other => other,
        });
    }
    Some(out)
}

/// Whether declaration specifiers include `const`.
fn is_const(specifiers: &[Node<ast::DeclarationSpecifier>]) -> bool {
    specifiers.iter().any(|s| {
        matches!(&s.node, ast::DeclarationSpecifier::TypeQualifier(q)
            if q.node == ast::TypeQualifier::Const)
    })
}

/// The type specifiers among a member's or a type name's specifiers and qualifiers.
/// Whether `a` and `b` are CUDA's `uint3` and `dim3`, which convert to each other.
fn is_vector3_pair(a: &RecordRef, b: &RecordRef) -> bool {
    let names = [&*a.name, &*b.name];
    names.contains(&"uint3") && names.contains(&"dim3")
}

fn type_specifiers(specs: &[Node<ast::SpecifierQualifier>]) -> Vec<&Node<ast::TypeSpecifier>> {
    specs
        .iter()
        .filter_map(|s| match &s.node {
            ast::SpecifierQualifier::TypeSpecifier(t) => Some(t),
            _ => None,
        })
        .collect()
}
