//! Constant evaluation over the program model: integer and float constants, and addresses
//! of globals (address constants), as C's constant expressions allow.

use crate::model::*;

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
pub(crate) fn const_address(f: &Function, e: ExprId, program: &Program) -> Option<(GlobalId, i64)> {
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
pub(crate) fn zero_const(ty: &Type) -> ConstValue {
    if ty.is_float() {
        ConstValue::Float(0.0)
    } else {
        ConstValue::Int(0)
    }
}
