//! C's integer promotions and usual arithmetic conversions for the subset's types.

use crate::model::{IntType, Type};

/// Integer promotion: integers narrower than `int` (and `_Bool`) become `int`.
pub fn promote(t: &Type) -> Type {
    match t {
        Type::Int(i) if i.bits < 32 => Type::INT,
        other => other.clone(),
    }
}

/// The common type of two arithmetic operands (C11 6.3.1.8).
pub fn usual_arithmetic(a: &Type, b: &Type) -> Type {
    if matches!(a, Type::Double) || matches!(b, Type::Double) {
        return Type::Double;
    }
    if matches!(a, Type::Float) || matches!(b, Type::Float) {
        return Type::Float;
    }
    let (Type::Int(x), Type::Int(y)) = (promote(a), promote(b)) else {
        return Type::INT;
    };
    if x == y {
        return Type::Int(x);
    }
    if x.signed == y.signed {
        return Type::Int(if x.bits >= y.bits { x } else { y });
    }
    let (s, u) = if x.signed { (x, y) } else { (y, x) };
    if u.bits >= s.bits {
        Type::Int(u)
    } else {
        // The signed type is wider, so it represents every value of the unsigned one.
        Type::Int(IntType {
            bits: s.bits,
            signed: true,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conversions_follow_c11() {
        let c = Type::Int(IntType::I8);
        assert_eq!(promote(&c), Type::INT);
        assert_eq!(usual_arithmetic(&Type::INT, &Type::UINT), Type::UINT);
        assert_eq!(usual_arithmetic(&Type::LONG, &Type::UINT), Type::LONG);
        assert_eq!(usual_arithmetic(&Type::ULONG, &Type::LONG), Type::ULONG);
        assert_eq!(usual_arithmetic(&Type::Float, &Type::LONG), Type::Float);
        let ushort = Type::Int(IntType {
            bits: 16,
            signed: false,
        });
        assert_eq!(usual_arithmetic(&c, &ushort), Type::INT);
    }
}
