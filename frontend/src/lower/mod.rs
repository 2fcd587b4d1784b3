//! lang-c's AST -> the program model: name resolution, C typing with explicit
//! conversions, jump resolution, and a diagnostic for every construct outside
//! the subset. lang-c's AST stays at this edge; nothing else sees it.

use crate::builtins::{self, Builtin};
use crate::const_eval::{const_address, const_eval, zero_const};
use crate::diag::{codes, Diagnostic};
use crate::math::{self, MathFn};
use crate::model::*;
use crate::printf;
use crate::source::{LineMap, SourceMap, Span};
use crate::types::{promote, usual_arithmetic};
use la_arena::Arena;
use lang_c::ast;
use lang_c::span::Node;
// FxHash: identifiers are looked up in these for every name the body uses, where SipHash
// showed in profiles.
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

mod call;
mod decl;
mod expr;
mod init;
mod stmt;
mod types;

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
            functions: HashMap::default(),
            definitions: HashMap::default(),
            globals: HashMap::default(),
            block_externs: HashMap::default(),
            typedefs: HashMap::default(),
            tags: HashMap::default(),
            failed_records: HashSet::default(),
            poisoned: HashSet::default(),
            host_functions: HashMap::default(),
            constants: HashMap::default(),
            enumerators: HashMap::default(),
            record_aligned: HashMap::default(),
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
        self.report(Diagnostic::error(code, msg, span))
    }

    /// Records `d` (an error, with its labels and notes); the caller stops with `Reported`.
    fn report(&mut self, d: Diagnostic) -> Reported {
        self.diags.push(d);
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
        self.report(d)
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
        self.report(d)
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

    pub fn lower_unit<'u>(
        &mut self,
        unit: impl Iterator<Item = &'u Node<ast::ExternalDeclaration>>,
    ) {
        // Declare every function first, so calls may precede definitions.
        let mut bodies = Vec::new();
        for ext in unit {
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
}

impl FnCtx {
    fn new(func: Function) -> FnCtx {
        FnCtx {
            func,
            scopes: Vec::new(),
            breaks: Vec::new(),
            continues: Vec::new(),
            switches: Vec::new(),
            labels: HashMap::default(),
            gotos: Vec::new(),
            stmt: None,
            depth: 0,
            poisoned: HashSet::default(),
            too_deep: false,
            constants: HashMap::default(),
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
