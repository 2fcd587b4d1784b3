//! `tangle parse`: the program model as readable text or JSON.

use crate::diag::JsonDiagnostic;
use crate::model::*;
use crate::Unit;
use schemars::JsonSchema;
use serde::Serialize;
use std::fmt::Write;

fn sid(s: StmtId) -> String {
    format!("s{}", s.into_raw().into_u32())
}

fn eid(e: ExprId) -> String {
    format!("e{}", e.into_raw().into_u32())
}

fn kind_name(k: FunctionKind) -> &'static str {
    match k {
        FunctionKind::Kernel => "kernel",
        FunctionKind::Device => "device",
    }
}

/// C-like text of an expression; implicit conversions show as `<T>x`.
pub fn expr_text(p: &Program, f: &Function, e: ExprId) -> String {
    let ex = &f.exprs[e];
    let t = |x: ExprId| expr_text(p, f, x);
    match &ex.kind {
        // Constants carry their type as a C suffix: `1u`, `8ul`, `0.5f`.
        ExprKind::IntConst(v) => {
            let suffix = match &ex.ty {
                Type::Int(IntType {
                    bits: 32,
                    signed: false,
                }) => "u",
                Type::Int(IntType {
                    bits: 64,
                    signed: true,
                }) => "l",
                Type::Int(IntType {
                    bits: 64,
                    signed: false,
                }) => "ul",
                _ => "",
            };
            format!("{v}{suffix}")
        }
        ExprKind::FloatConst(v) if ex.ty == Type::Float => format!("{v:?}f"),
        ExprKind::FloatConst(v) => format!("{v:?}"),
        ExprKind::Local(l) => f.locals[*l].name.clone(),
        ExprKind::Global(g) => p.globals[*g].name.clone(),
        ExprKind::Special(s) => s.to_string(),
        ExprKind::Unary { op, operand } => {
            let sym = match op {
                UnaryOp::Neg => "-",
                UnaryOp::BitNot => "~",
                UnaryOp::LogicalNot => "!",
            };
            format!("{sym}{}", t(*operand))
        }
        ExprKind::Binary { op, lhs, rhs } => format!("({} {} {})", t(*lhs), op.symbol(), t(*rhs)),
        ExprKind::PtrAdd { ptr, offset } => format!("({} +ptr {})", t(*ptr), t(*offset)),
        ExprKind::PtrDiff { lhs, rhs } => format!("({} -ptr {})", t(*lhs), t(*rhs)),
        ExprKind::Logical { op, lhs, rhs } => {
            let sym = if *op == LogicalOp::And { "&&" } else { "||" };
            format!("({} {sym} {})", t(*lhs), t(*rhs))
        }
        ExprKind::Conditional {
            cond,
            then_expr,
            else_expr,
        } => {
            format!("({} ? {} : {})", t(*cond), t(*then_expr), t(*else_expr))
        }
        ExprKind::Assign { target, value } => format!("{} = {}", t(*target), t(*value)),
        ExprKind::CompoundAssign {
            op, target, value, ..
        } => {
            format!("{} {}= {}", t(*target), op.symbol(), t(*value))
        }
        ExprKind::IncDec {
            target,
            increment,
            prefix,
        } => {
            let sym = if *increment { "++" } else { "--" };
            if *prefix {
                format!("{sym}{}", t(*target))
            } else {
                format!("{}{sym}", t(*target))
            }
        }
        ExprKind::Index { base, index } => format!("{}[{}]", t(*base), t(*index)),
        ExprKind::Deref(x) => format!("*{}", t(*x)),
        ExprKind::Member { base, member } => {
            let name = member_name(p, f, *base, *member);
            // Members of anonymous members read as the enclosing record's, as in the source.
            let mut base = *base;
            while let ExprKind::Member {
                base: outer,
                member,
            } = f.exprs[base].kind
            {
                if !member_name(p, f, outer, member).is_empty() {
                    break;
                }
                base = outer;
            }
            let name = if name.is_empty() {
                "<anonymous>".to_string()
            } else {
                name
            };
            match f.exprs[base].kind {
                ExprKind::Deref(ptr) => format!("{}->{name}", t(ptr)),
                _ => format!("{}.{name}", t(base)),
            }
        }
        ExprKind::AddrOf(x) => format!("&{}", t(*x)),
        ExprKind::Decay(x) => t(*x),
        ExprKind::Cast {
            operand,
            implicit: true,
        } => format!("<{}>{}", ex.ty, t(*operand)),
        ExprKind::Cast {
            operand,
            implicit: false,
        } => format!("({}){}", ex.ty, t(*operand)),
        ExprKind::Call { callee, args } => {
            let args: Vec<String> = args.iter().map(|a| t(*a)).collect();
            format!("{}({})", p.callee_name(*callee), args.join(", "))
        }
        ExprKind::Comma { lhs, rhs } => format!("({}, {})", t(*lhs), t(*rhs)),
    }
}

/// The name of member `index` of `base`'s struct or union.
fn member_name(p: &Program, f: &Function, base: ExprId, index: u32) -> String {
    f.exprs[base]
        .ty
        .record()
        .and_then(|r| p.records[r].members().get(index as usize))
        .map_or_else(|| format!("#{index}"), |m| m.name.clone())
}

/// Records defined in the user's files (the prelude's vector types and the C library's
/// structs are left out).
fn user_records(unit: &Unit) -> impl Iterator<Item = (RecordId, &Record)> {
    unit.program.records.iter().filter(|(_, r)| {
        unit.sources.name(r.span.file) != crate::headers::PRELUDE_NAME
            && !unit.system_files.contains(&r.span.file)
    })
}

/// The functions to show: all but the C library's declarations.
fn shown_functions(unit: &Unit) -> impl Iterator<Item = (FuncId, &Function)> {
    unit.program
        .functions
        .iter()
        .filter(|(_, f)| f.body.is_some() || !unit.system_files.contains(&f.span.file))
}

/// `struct P { float x @0; ... } size 12 align 4`.
fn record_text(r: &Record) -> String {
    match &r.layout {
        None => format!("{} (incomplete)", r.name),
        Some(l) => {
            let members: Vec<String> = l
                .members
                .iter()
                .map(|m| match m.name.as_str() {
                    "" => format!("{} @{}", m.ty, m.offset),
                    name => format!("{} {name} @{}", m.ty, m.offset),
                })
                .collect();
            format!(
                "{} {{ {} }} size {} align {}",
                r.name,
                members.join("; "),
                l.size,
                l.align
            )
        }
    }
}

fn stmt_head(unit: &Unit, f: &Function, s: StmtId) -> String {
    let p = &unit.program;
    let st = &f.stmts[s];
    let e = |x: ExprId| expr_text(p, f, x);
    match &st.kind {
        StmtKind::Expr(x) => e(*x),
        StmtKind::Decl(items) => items
            .iter()
            .map(|it| {
                let l = &f.locals[it.local];
                let shared = if l.storage == Storage::Shared {
                    "__shared__ "
                } else {
                    ""
                };
                match &it.init {
                    None => format!("{shared}{} {}", l.ty, l.name),
                    Some(Init::Expr(x)) => format!("{shared}{} {} = {}", l.ty, l.name, e(*x)),
                    Some(Init::List(xs)) => {
                        let xs: Vec<String> = xs.iter().map(|x| e(*x)).collect();
                        format!("{shared}{} {} = {{{}}}", l.ty, l.name, xs.join(", "))
                    }
                }
            })
            .collect::<Vec<_>>()
            .join("; "),
        StmtKind::If { cond, .. }
        | StmtKind::While { cond, .. }
        | StmtKind::DoWhile { cond, .. }
        | StmtKind::Switch { cond, .. } => {
            // Binary operators already print their own parentheses.
            let text = e(*cond);
            match f.exprs[*cond].kind {
                ExprKind::Binary { .. }
                | ExprKind::Logical { .. }
                | ExprKind::PtrAdd { .. }
                | ExprKind::PtrDiff { .. }
                | ExprKind::Conditional { .. }
                | ExprKind::Comma { .. } => text,
                _ => format!("({text})"),
            }
        }
        StmtKind::For { cond, step, .. } => format!(
            "(; {}; {})",
            cond.map(e).unwrap_or_default(),
            step.map(e).unwrap_or_default()
        ),
        StmtKind::Case { value, switch, .. } => format!("{value} of {}", sid(*switch)),
        StmtKind::Default { switch, .. } => format!("of {}", sid(*switch)),
        StmtKind::Label { name, .. } => name.clone(),
        StmtKind::Goto { label, target } => format!("{label} -> {}", sid(*target)),
        StmtKind::Break { target } | StmtKind::Continue { target } => {
            format!("-> {}", sid(*target))
        }
        StmtKind::Return(v) => v.map(e).unwrap_or_default(),
        StmtKind::Block(_) | StmtKind::Empty => String::new(),
    }
}

/// `@line:col`, or `@file:line:col` outside the input file (in a header).
fn pos(unit: &Unit, span: crate::Span) -> String {
    let lc = unit.line_col(span);
    if span.file == MAIN_FILE {
        format!("@{}:{}", lc.line, lc.col)
    } else {
        format!("@{}:{}:{}", unit.sources.name(span.file), lc.line, lc.col)
    }
}

/// The input file is the first file of the source map.
const MAIN_FILE: u32 = 0;

/// An indented tree: one line per statement with its id, kind and position
/// (`@line:col`, with the file's name first if it is not the input file).
pub fn text(unit: &Unit) -> String {
    let p = &unit.program;
    let mut out = String::new();
    for (_, r) in user_records(unit) {
        let _ = writeln!(out, "{} {}", record_text(r), pos(unit, r.span));
    }
    for (id, g) in p.globals.iter() {
        let _ = writeln!(
            out,
            "global g{} {:?} {} {} {}",
            id.into_raw().into_u32(),
            g.storage,
            g.ty,
            g.name,
            pos(unit, g.span)
        );
    }
    for (_, f) in shown_functions(unit) {
        let params: Vec<String> = f
            .params
            .iter()
            .map(|&l| format!("{} {}", f.locals[l].ty, f.locals[l].name))
            .collect();
        let mut flags = Vec::new();
        if f.convergent {
            flags.push("convergent");
        }
        if f.noconvergent {
            flags.push("noconvergent");
        }
        if f.body.is_none() {
            flags.push("external");
        }
        let _ = writeln!(
            out,
            "{} {} {}({}) {}{}",
            kind_name(f.kind),
            f.ret,
            f.name,
            params.join(", "),
            pos(unit, f.span),
            if flags.is_empty() {
                String::new()
            } else {
                format!(" [{}]", flags.join(", "))
            }
        );
        let mut stack: Vec<(StmtId, usize)> = f.body.map(|b| vec![(b, 1)]).unwrap_or_default();
        while let Some((s, depth)) = stack.pop() {
            let st = &f.stmts[s];
            let head = stmt_head(unit, f, s);
            let _ = writeln!(
                out,
                "{:indent$}{} {}{}{} {}",
                "",
                sid(s),
                st.kind.name(),
                if head.is_empty() { "" } else { " " },
                head,
                pos(unit, st.span),
                indent = depth * 2
            );
            for kid in st.kind.children().rev() {
                stack.push((kid, depth + 1));
            }
        }
        for &c in &f.convergent_calls {
            let ex = &f.exprs[c];
            if let ExprKind::Call { callee, .. } = &ex.kind {
                let _ = writeln!(
                    out,
                    "  convergent call {} {} in {} {}",
                    eid(c),
                    p.callee_name(*callee),
                    sid(ex.stmt),
                    pos(unit, ex.span)
                );
            }
        }
    }
    out
}

// The JSON types declare their fields in alphabetical order, the order in which
// serde_json's maps (and so the earlier documents) print them.

/// `tangle parse --format json`: the program model (documented in the README).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ModelDocument {
    /// When the file has errors, they alone (and no functions or globals).
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub diagnostics: Vec<JsonDiagnostic>,
    /// The input's name (`<stdin>` for standard input).
    pub file: String,
    /// Functions defined in the file, and those declared there or in a header that it calls.
    pub functions: Vec<ModelFunction>,
    /// Every file-scope variable, the prelude's included.
    pub globals: Vec<ModelGlobal>,
    /// Structs and unions the file (or a header it includes) defines; absent when none.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub records: Vec<ModelRecord>,
    /// [`crate::SCHEMA_VERSION`].
    pub schema_version: u32,
}

/// A function of the model.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ModelFunction {
    /// Its body's statement id; `null` for a declaration.
    pub body: Option<String>,
    /// Column of its declaration.
    pub col: u32,
    /// It may run a convergent operation (declared so, or calls one).
    pub convergent: bool,
    /// The expression ids of its calls that are convergent operations.
    pub convergent_calls: Vec<String>,
    /// Marked `convergent` in the source.
    pub declared_convergent: bool,
    /// It has a body.
    pub defined: bool,
    /// Every expression, by id.
    pub expressions: Vec<ModelExpr>,
    /// The header it is declared in, when that is not the input file.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub file: Option<String>,
    /// `kernel` or `device`.
    pub kind: String,
    /// Line of its declaration.
    pub line: u32,
    /// Every local variable and parameter.
    pub locals: Vec<ModelLocal>,
    /// Its name.
    pub name: String,
    /// Marked `noconvergent` in the source.
    pub noconvergent: bool,
    /// Its parameters, in order.
    pub params: Vec<ModelParam>,
    /// Its return type.
    #[serde(rename = "return")]
    pub ret: String,
    /// Its statements in source order (pre-order).
    pub statements: Vec<ModelStmt>,
}

/// A parameter.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ModelParam {
    /// Its name.
    pub name: String,
    /// Its type, as C writes it.
    #[serde(rename = "type")]
    pub ty: String,
}

/// A local variable or parameter.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ModelLocal {
    /// Column of its declaration.
    pub col: u32,
    /// Line of its declaration.
    pub line: u32,
    /// Its name.
    pub name: String,
    /// `private`, `param` or `shared`.
    pub storage: String,
    /// Its type, as C writes it.
    #[serde(rename = "type")]
    pub ty: String,
}

/// A file-scope variable.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ModelGlobal {
    /// Column of its declaration.
    pub col: u32,
    /// The header it is declared in, when that is not the input file.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub file: Option<String>,
    /// Line of its declaration.
    pub line: u32,
    /// Its name.
    pub name: String,
    /// `device`, `constant`, `shared` or `dynamicshared`.
    pub storage: String,
    /// Its type, as C writes it.
    #[serde(rename = "type")]
    pub ty: String,
}

/// A struct or union.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ModelRecord {
    /// Its alignment in bytes; `null` while incomplete.
    pub align: Option<u64>,
    /// Column of its definition.
    pub col: u32,
    /// `struct` or `union`.
    pub kind: String,
    /// Line of its definition.
    pub line: u32,
    /// Its members, anonymous ones (empty name) included.
    pub members: Vec<ModelMember>,
    /// Its tag (empty when untagged).
    pub name: String,
    /// Its size in bytes; `null` while incomplete.
    pub size: Option<u64>,
}

/// A member of a struct or union.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ModelMember {
    /// Its name (empty for an anonymous struct or union).
    pub name: String,
    /// Its offset in bytes.
    pub offset: u64,
    /// Its type, as C writes it.
    #[serde(rename = "type")]
    pub ty: String,
}

/// A statement. The fields after `kind` that only some kinds have are absent
/// from the others.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ModelStmt {
    /// Ids of the statements directly inside it.
    pub children: Vec<String>,
    /// Column where it starts.
    pub col: u32,
    /// Ids of the expressions directly in it.
    pub exprs: Vec<String>,
    /// `s` and its index.
    pub id: String,
    /// `compound`, `if`, `while`, `goto`, `case`, ...
    pub kind: String,
    /// A label's or goto's label name.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub label: Option<String>,
    /// Line where it starts.
    pub line: u32,
    /// A declaration's variables.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub locals: Option<Vec<String>>,
    /// The statement it is directly inside; `null` for the body.
    pub parent: Option<String>,
    /// A case's or default's `switch`.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub switch: Option<String>,
    /// Where a goto, break or continue goes.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub target: Option<String>,
    /// A case's value, in decimal.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub value: Option<String>,
}

/// An expression. The fields that only some kinds have are absent from the others.
#[derive(Debug, Clone, Default, PartialEq, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ModelExpr {
    /// A call's callee.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub callee: Option<String>,
    /// Column where it starts.
    pub col: u32,
    /// Whether a call is a convergent operation.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub convergent: Option<bool>,
    /// The variable a global reference names.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub global: Option<String>,
    /// `e` and its index.
    pub id: String,
    /// Whether a cast was written or inserted by the usual conversions.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub implicit: Option<bool>,
    /// `++` rather than `--`.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub increment: Option<bool>,
    /// A member access's member index.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub index: Option<u32>,
    /// `int`, `float`, `local`, `binary`, `call`, `member`, ...
    pub kind: String,
    /// Line where it starts.
    pub line: u32,
    /// The variable a local reference names.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub local: Option<String>,
    /// A member access's member name.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub member: Option<String>,
    /// A launch variable's name (`threadIdx.x`, `warpSize`, ...).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub name: Option<String>,
    /// The operator of a unary, binary, logical or compound assignment.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub op: Option<String>,
    /// The type a compound assignment computes in.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub op_type: Option<String>,
    /// Ids of its operands, in evaluation order.
    pub operands: Vec<String>,
    /// `++x` rather than `x++`.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub prefix: Option<bool>,
    /// The statement it is in.
    pub stmt: String,
    /// Its type, as C writes it.
    #[serde(rename = "type")]
    pub ty: String,
    /// A constant's value: an integer as a decimal string (it may not fit a
    /// JSON number), a floating constant as a number.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub value: Option<ConstJson>,
}

/// The value of a constant expression.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum ConstJson {
    /// An integer constant, in decimal.
    Int(String),
    /// A floating constant.
    Float(f64),
}

fn expr_json(unit: &Unit, f: &Function, e: ExprId) -> ModelExpr {
    let p = &unit.program;
    let ex = &f.exprs[e];
    let lc = unit.line_col(ex.span);
    let mut v = ModelExpr {
        id: eid(e),
        kind: expr_kind_name(&ex.kind).to_string(),
        ty: ex.ty.to_string(),
        line: lc.line,
        col: lc.col,
        stmt: sid(ex.stmt),
        operands: ex.kind.operands().into_iter().map(eid).collect(),
        ..ModelExpr::default()
    };
    match &ex.kind {
        ExprKind::IntConst(n) => v.value = Some(ConstJson::Int(n.to_string())),
        ExprKind::FloatConst(x) => v.value = Some(ConstJson::Float(*x)),
        ExprKind::Local(l) => v.local = Some(f.locals[*l].name.clone()),
        ExprKind::Global(g) => v.global = Some(p.globals[*g].name.clone()),
        ExprKind::Special(s) => v.name = Some(s.to_string()),
        ExprKind::Unary { op, .. } => v.op = Some(format!("{op:?}")),
        ExprKind::Binary { op, .. } => v.op = Some(op.symbol().to_string()),
        ExprKind::Logical { op, .. } => {
            v.op = Some(if *op == LogicalOp::And { "&&" } else { "||" }.to_string())
        }
        ExprKind::CompoundAssign { op, op_ty, .. } => {
            v.op = Some(op.symbol().to_string());
            v.op_type = Some(op_ty.to_string());
        }
        ExprKind::IncDec {
            increment, prefix, ..
        } => {
            v.increment = Some(*increment);
            v.prefix = Some(*prefix);
        }
        ExprKind::Member { base, member } => {
            v.member = Some(member_name(p, f, *base, *member));
            v.index = Some(*member);
        }
        ExprKind::Cast { implicit, .. } => v.implicit = Some(*implicit),
        ExprKind::Call { callee, .. } => {
            v.callee = Some(p.callee_name(*callee).to_string());
            v.convergent = Some(p.callee_is_convergent(*callee));
        }
        ExprKind::PtrAdd { .. }
        | ExprKind::PtrDiff { .. }
        | ExprKind::Conditional { .. }
        | ExprKind::Assign { .. }
        | ExprKind::Index { .. }
        | ExprKind::Deref(_)
        | ExprKind::AddrOf(_)
        | ExprKind::Decay(_)
        | ExprKind::Comma { .. } => {}
    }
    v
}

fn expr_kind_name(k: &ExprKind) -> &'static str {
    match k {
        ExprKind::IntConst(_) => "int",
        ExprKind::FloatConst(_) => "float",
        ExprKind::Local(_) => "local",
        ExprKind::Global(_) => "global",
        ExprKind::Special(_) => "special",
        ExprKind::Unary { .. } => "unary",
        ExprKind::Binary { .. } => "binary",
        ExprKind::PtrAdd { .. } => "ptr_add",
        ExprKind::PtrDiff { .. } => "ptr_diff",
        ExprKind::Logical { .. } => "logical",
        ExprKind::Conditional { .. } => "conditional",
        ExprKind::Assign { .. } => "assign",
        ExprKind::CompoundAssign { .. } => "compound_assign",
        ExprKind::IncDec { .. } => "incdec",
        ExprKind::Index { .. } => "index",
        ExprKind::Deref(_) => "deref",
        ExprKind::Member { .. } => "member",
        ExprKind::AddrOf(_) => "addr_of",
        ExprKind::Decay(_) => "decay",
        ExprKind::Cast { .. } => "cast",
        ExprKind::Call { .. } => "call",
        ExprKind::Comma { .. } => "comma",
    }
}

fn stmt_json(unit: &Unit, f: &Function, s: StmtId) -> ModelStmt {
    let st = &f.stmts[s];
    let lc = unit.line_col(st.span);
    let mut v = ModelStmt {
        id: sid(s),
        kind: st.kind.name().to_string(),
        line: lc.line,
        col: lc.col,
        parent: st.parent.map(sid),
        children: st.kind.children().map(sid).collect(),
        exprs: st.kind.exprs().into_iter().map(eid).collect(),
        label: None,
        locals: None,
        switch: None,
        target: None,
        value: None,
    };
    match &st.kind {
        StmtKind::Case { value, switch, .. } => {
            v.value = Some(value.to_string());
            v.switch = Some(sid(*switch));
        }
        StmtKind::Default { switch, .. } => v.switch = Some(sid(*switch)),
        StmtKind::Label { name, .. } => v.label = Some(name.clone()),
        StmtKind::Goto { label, target } => {
            v.label = Some(label.clone());
            v.target = Some(sid(*target));
        }
        StmtKind::Break { target } | StmtKind::Continue { target } => v.target = Some(sid(*target)),
        StmtKind::Decl(items) => {
            v.locals = Some(
                items
                    .iter()
                    .map(|i| f.locals[i.local].name.clone())
                    .collect(),
            )
        }
        _ => {}
    }
    v
}

/// The header a function or global is declared in, when it is not the input
/// file (its line and column are in that file, as are its statements').
fn header_file(unit: &Unit, span: crate::Span) -> Option<String> {
    (span.file != MAIN_FILE).then(|| unit.sources.name(span.file).to_string())
}

fn storage_name(storage: impl std::fmt::Debug) -> String {
    format!("{storage:?}").to_lowercase()
}

/// The whole model as JSON (documented in the README).
pub fn json(unit: &Unit) -> ModelDocument {
    let p = &unit.program;
    let functions = shown_functions(unit)
        .map(|(_, f)| {
            let lc = unit.line_col(f.span);
            let order = f.stmts_in_order();
            ModelFunction {
                name: f.name.clone(),
                kind: kind_name(f.kind).to_string(),
                ret: f.ret.to_string(),
                line: lc.line,
                col: lc.col,
                defined: f.body.is_some(),
                convergent: f.convergent,
                declared_convergent: f.declared_convergent,
                noconvergent: f.noconvergent,
                params: f
                    .params
                    .iter()
                    .map(|&l| ModelParam {
                        name: f.locals[l].name.clone(),
                        ty: f.locals[l].ty.to_string(),
                    })
                    .collect(),
                locals: f
                    .locals
                    .iter()
                    .map(|(_, l)| {
                        let lc = unit.line_col(l.span);
                        ModelLocal {
                            name: l.name.clone(),
                            ty: l.ty.to_string(),
                            storage: storage_name(l.storage),
                            line: lc.line,
                            col: lc.col,
                        }
                    })
                    .collect(),
                body: f.body.map(sid),
                statements: order.iter().map(|&s| stmt_json(unit, f, s)).collect(),
                expressions: f.exprs.iter().map(|(e, _)| expr_json(unit, f, e)).collect(),
                convergent_calls: f.convergent_calls.iter().map(|&e| eid(e)).collect(),
                file: header_file(unit, f.span),
            }
        })
        .collect();
    let globals = p
        .globals
        .iter()
        .map(|(_, g)| {
            let lc = unit.line_col(g.span);
            ModelGlobal {
                name: g.name.clone(),
                ty: g.ty.to_string(),
                storage: storage_name(g.storage),
                line: lc.line,
                col: lc.col,
                file: header_file(unit, g.span),
            }
        })
        .collect();
    let records = user_records(unit)
        .map(|(_, r)| {
            let lc = unit.line_col(r.span);
            ModelRecord {
                name: r.name.clone(),
                kind: r.kind.keyword().to_string(),
                members: r
                    .members()
                    .iter()
                    .map(|m| ModelMember {
                        name: m.name.clone(),
                        ty: m.ty.to_string(),
                        offset: m.offset,
                    })
                    .collect(),
                size: r.layout.as_ref().map(|l| l.size),
                align: r.layout.as_ref().map(|l| l.align),
                line: lc.line,
                col: lc.col,
            }
        })
        .collect();
    ModelDocument {
        schema_version: crate::SCHEMA_VERSION,
        file: unit.name.clone(),
        diagnostics: Vec::new(),
        globals,
        functions,
        records,
    }
}

/// The document for a file with errors: its name and its diagnostics.
pub fn json_with_errors(unit: &Unit) -> ModelDocument {
    ModelDocument {
        schema_version: crate::SCHEMA_VERSION,
        file: unit.name.clone(),
        diagnostics: unit
            .diagnostics
            .iter()
            .map(|d| crate::diag::json(d, &unit.sources))
            .collect(),
        globals: Vec::new(),
        functions: Vec::new(),
        records: Vec::new(),
    }
}
