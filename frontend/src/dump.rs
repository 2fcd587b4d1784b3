//! `tangle parse`: the program model as readable text or JSON.

use crate::model::*;
use crate::Unit;
use serde_json::{json, Value};
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
            for kid in st.kind.children().into_iter().rev() {
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

fn expr_json(unit: &Unit, f: &Function, e: ExprId) -> Value {
    let p = &unit.program;
    let ex = &f.exprs[e];
    let lc = unit.line_col(ex.span);
    let (kind, extra): (&str, Value) = match &ex.kind {
        ExprKind::IntConst(v) => ("int", json!({ "value": v.to_string() })),
        ExprKind::FloatConst(v) => ("float", json!({ "value": v })),
        ExprKind::Local(l) => ("local", json!({ "local": f.locals[*l].name })),
        ExprKind::Global(g) => ("global", json!({ "global": p.globals[*g].name })),
        ExprKind::Special(s) => ("special", json!({ "name": s.to_string() })),
        ExprKind::Unary { op, .. } => ("unary", json!({ "op": format!("{op:?}") })),
        ExprKind::Binary { op, .. } => ("binary", json!({ "op": op.symbol() })),
        ExprKind::PtrAdd { .. } => ("ptr_add", json!({})),
        ExprKind::PtrDiff { .. } => ("ptr_diff", json!({})),
        ExprKind::Logical { op, .. } => (
            "logical",
            json!({ "op": if *op == LogicalOp::And { "&&" } else { "||" } }),
        ),
        ExprKind::Conditional { .. } => ("conditional", json!({})),
        ExprKind::Assign { .. } => ("assign", json!({})),
        ExprKind::CompoundAssign { op, op_ty, .. } => (
            "compound_assign",
            json!({ "op": op.symbol(), "op_type": op_ty.to_string() }),
        ),
        ExprKind::IncDec {
            increment, prefix, ..
        } => (
            "incdec",
            json!({ "increment": increment, "prefix": prefix }),
        ),
        ExprKind::Index { .. } => ("index", json!({})),
        ExprKind::Deref(_) => ("deref", json!({})),
        ExprKind::Member { base, member } => (
            "member",
            json!({ "member": member_name(p, f, *base, *member), "index": member }),
        ),
        ExprKind::AddrOf(_) => ("addr_of", json!({})),
        ExprKind::Decay(_) => ("decay", json!({})),
        ExprKind::Cast { implicit, .. } => ("cast", json!({ "implicit": implicit })),
        ExprKind::Call { callee, .. } => (
            "call",
            json!({ "callee": p.callee_name(*callee), "convergent": p.callee_is_convergent(*callee) }),
        ),
        ExprKind::Comma { .. } => ("comma", json!({})),
    };
    let mut v = json!({
        "id": eid(e),
        "kind": kind,
        "type": ex.ty.to_string(),
        "line": lc.line,
        "col": lc.col,
        "stmt": sid(ex.stmt),
        "operands": ex.kind.operands().into_iter().map(eid).collect::<Vec<_>>(),
    });
    if let (Value::Object(m), Value::Object(x)) = (&mut v, extra) {
        m.extend(x);
    }
    v
}

fn stmt_json(unit: &Unit, f: &Function, s: StmtId) -> Value {
    let st = &f.stmts[s];
    let lc = unit.line_col(st.span);
    let mut v = json!({
        "id": sid(s),
        "kind": st.kind.name(),
        "line": lc.line,
        "col": lc.col,
        "parent": st.parent.map(sid),
        "children": st.kind.children().into_iter().map(sid).collect::<Vec<_>>(),
        "exprs": st.kind.exprs().into_iter().map(eid).collect::<Vec<_>>(),
    });
    let extra = match &st.kind {
        StmtKind::Case { value, switch, .. } => {
            json!({ "value": value.to_string(), "switch": sid(*switch) })
        }
        StmtKind::Default { switch, .. } => json!({ "switch": sid(*switch) }),
        StmtKind::Label { name, .. } => json!({ "label": name }),
        StmtKind::Goto { label, target } => json!({ "label": label, "target": sid(*target) }),
        StmtKind::Break { target } | StmtKind::Continue { target } => {
            json!({ "target": sid(*target) })
        }
        StmtKind::Decl(items) => {
            json!({ "locals": items.iter().map(|i| f.locals[i.local].name.clone()).collect::<Vec<_>>() })
        }
        _ => json!({}),
    };
    if let (Value::Object(m), Value::Object(x)) = (&mut v, extra) {
        m.extend(x);
    }
    v
}

/// Adds `"file"` to a function or global declared outside the input file
/// (its line and column are in that file, as are its statements').
fn with_header_file(unit: &Unit, v: &mut Value, span: crate::Span) {
    if span.file != MAIN_FILE {
        if let Value::Object(m) = v {
            m.insert("file".into(), json!(unit.sources.name(span.file)));
        }
    }
}

/// The whole model as JSON (documented in the README).
pub fn json(unit: &Unit) -> Value {
    let p = &unit.program;
    let functions: Vec<Value> = shown_functions(unit)
        .map(|(_, f)| {
            let lc = unit.line_col(f.span);
            let order = f.stmts_in_order();
            let mut v = json!({
                "name": f.name,
                "kind": kind_name(f.kind),
                "return": f.ret.to_string(),
                "line": lc.line,
                "col": lc.col,
                "defined": f.body.is_some(),
                "convergent": f.convergent,
                "declared_convergent": f.declared_convergent,
                "noconvergent": f.noconvergent,
                "params": f.params.iter().map(|&l| json!({ "name": f.locals[l].name, "type": f.locals[l].ty.to_string() })).collect::<Vec<_>>(),
                "locals": f.locals.iter().map(|(_, l)| {
                    let lc = unit.line_col(l.span);
                    json!({ "name": l.name, "type": l.ty.to_string(), "storage": format!("{:?}", l.storage).to_lowercase(), "line": lc.line, "col": lc.col })
                }).collect::<Vec<_>>(),
                "body": f.body.map(sid),
                "statements": order.iter().map(|&s| stmt_json(unit, f, s)).collect::<Vec<_>>(),
                "expressions": f.exprs.iter().map(|(e, _)| expr_json(unit, f, e)).collect::<Vec<_>>(),
                "convergent_calls": f.convergent_calls.iter().map(|&e| eid(e)).collect::<Vec<_>>(),
            });
            with_header_file(unit, &mut v, f.span);
            v
        })
        .collect();
    let globals: Vec<Value> = p
        .globals
        .iter()
        .map(|(_, g)| {
            let lc = unit.line_col(g.span);
            let mut v = json!({ "name": g.name, "type": g.ty.to_string(), "storage": format!("{:?}", g.storage).to_lowercase(), "line": lc.line, "col": lc.col });
            with_header_file(unit, &mut v, g.span);
            v
        })
        .collect();
    let records: Vec<Value> = user_records(unit)
        .map(|(_, r)| {
            let lc = unit.line_col(r.span);
            let members: Vec<Value> = r
                .members()
                .iter()
                .map(|m| json!({ "name": m.name, "type": m.ty.to_string(), "offset": m.offset }))
                .collect();
            json!({
                "name": r.name,
                "kind": r.kind.keyword(),
                "members": members,
                "size": r.layout.as_ref().map(|l| l.size),
                "align": r.layout.as_ref().map(|l| l.align),
                "line": lc.line,
                "col": lc.col,
            })
        })
        .collect();
    let mut out = json!({ "file": unit.name, "globals": globals, "functions": functions });
    // Only files that define structs or unions have the key, so the dumps
    // of other files read as before.
    if let (Value::Object(m), false) = (&mut out, records.is_empty()) {
        m.insert("records".into(), Value::Array(records));
    }
    out
}
