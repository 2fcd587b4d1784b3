//! `#if` and `#elif` expressions (C11 6.10.1): `defined` and `__has_include` first, then
//! macro expansion, then integer arithmetic in `intmax_t`/`uintmax_t`.
//!
//! `__has_attribute` and its kin answer from gcc's own tables, which we do not have: their
//! value is unknown, and an `#if` that depends on one goes to gcc. glibc asks them only
//! behind `__GNUC_PREREQ (...) ||`, which decides without them.

use super::lex::{Kind, Token};
use super::{unhandled, Cpp, Result};

/// A value, or unknown (a `__has_attribute`); `unsigned` follows C's conversions.
#[derive(Clone, Copy)]
struct Value {
    bits: u64,
    unsigned: bool,
    known: bool,
}

impl Value {
    fn int(v: i64) -> Value {
        Value {
            bits: v as u64,
            unsigned: false,
            known: true,
        }
    }

    fn truth(self) -> Option<bool> {
        self.known.then_some(self.bits != 0)
    }

    const UNKNOWN: Value = Value {
        bits: 0,
        unsigned: false,
        known: false,
    };
}

impl Cpp {
    pub(super) fn eval_if(&mut self, args: &[Token]) -> Result<bool> {
        let mut pre = Vec::with_capacity(args.len());
        let mut i = 0;
        while i < args.len() {
            let t = &args[i];
            let word = (t.kind == Kind::Ident).then_some(&*t.text);
            match word {
                Some("defined") => {
                    let (name, used) = match (args.get(i + 1), args.get(i + 2), args.get(i + 3)) {
                        (Some(p), Some(n), Some(c)) if p.is("(") && c.is(")") => (n, 4),
                        (Some(n), ..) if !n.is("(") => (n, 2),
                        _ => return unhandled("a malformed `defined`"),
                    };
                    if name.kind != Kind::Ident {
                        return unhandled("`defined` of a non-name");
                    }
                    let value = if self.is_defined(&name.text) {
                        "1"
                    } else {
                        "0"
                    };
                    pre.push(Token::made(Kind::Number, value, t));
                    i += used;
                }
                Some(kw @ ("__has_include" | "__has_include_next")) => {
                    if !args.get(i + 1).is_some_and(|p| p.is("(")) {
                        return unhandled("a malformed __has_include");
                    }
                    let Some(close) = args[i + 2..].iter().position(|c| c.is(")")) else {
                        return unhandled("a malformed __has_include");
                    };
                    let inner = &args[i + 2..i + 2 + close];
                    let (name, angled) = self.header_name(inner, true)?;
                    let found = self
                        .search(&name, angled, kw == "__has_include_next")?
                        .is_some();
                    pre.push(Token::made(Kind::Number, if found { "1" } else { "0" }, t));
                    i += close + 3;
                }
                _ => {
                    pre.push(t.clone());
                    i += 1;
                }
            }
        }
        let tokens = self.expand_isolated(pre)?;
        if tokens.is_empty() {
            return unhandled("#if without an expression");
        }
        let mut parser = Parser {
            tokens,
            at: 0,
            depth: 0,
        };
        let value = parser.conditional(true)?;
        if parser.at != parser.tokens.len() {
            return unhandled("tokens after an #if expression");
        }
        match value.truth() {
            Some(b) => Ok(b),
            None => unhandled("an #if decided by __has_attribute or the like"),
        }
    }
}

struct Parser {
    tokens: Vec<Token>,
    at: usize,
    /// Parentheses and unary operators open around the operand being read: each is a few
    /// frames of recursion, so deep ones go to gcc, whose parser keeps its own stack.
    depth: u32,
}

/// How deep [`Parser::depth`] may go.
const MAX_DEPTH: u32 = 1000;

/// Binary operators by precedence, loosest first (below `?:`, `||` and `&&`).
const LEVELS: [&[&str]; 8] = [
    &["|"],
    &["^"],
    &["&"],
    &["==", "!="],
    &["<", ">", "<=", ">="],
    &["<<", ">>"],
    &["+", "-"],
    &["*", "/", "%"],
];

impl Parser {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn eat(&mut self, op: &str) -> bool {
        if self.peek().is_some_and(|t| t.is(op)) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    /// `live`: the operand is evaluated (a division by zero in `0 && 1/0` is no error).
    fn conditional(&mut self, live: bool) -> Result<Value> {
        let cond = self.logical_or(live)?;
        if !self.eat("?") {
            return Ok(cond);
        }
        let truth = cond.truth();
        let a = self.conditional(live && truth != Some(false))?;
        if !self.eat(":") {
            return unhandled("?: without :");
        }
        let b = self.conditional(live && truth != Some(true))?;
        let unsigned = a.unsigned || b.unsigned;
        let mut v = match truth {
            Some(true) => a,
            Some(false) => b,
            None if a.known && b.known && a.bits == b.bits => a,
            None => Value::UNKNOWN,
        };
        v.unsigned = unsigned;
        Ok(v)
    }

    fn logical_or(&mut self, live: bool) -> Result<Value> {
        let mut lhs = self.logical_and(live)?;
        while self.eat("||") {
            let rhs = self.logical_and(live && lhs.truth() != Some(true))?;
            lhs = match (lhs.truth(), rhs.truth()) {
                (Some(true), _) | (_, Some(true)) => Value::int(1),
                (Some(false), Some(false)) => Value::int(0),
                _ => Value::UNKNOWN,
            };
        }
        Ok(lhs)
    }

    fn logical_and(&mut self, live: bool) -> Result<Value> {
        let mut lhs = self.binary(0, live)?;
        while self.eat("&&") {
            let rhs = self.binary(0, live && lhs.truth() != Some(false))?;
            lhs = match (lhs.truth(), rhs.truth()) {
                (Some(false), _) | (_, Some(false)) => Value::int(0),
                (Some(true), Some(true)) => Value::int(1),
                _ => Value::UNKNOWN,
            };
        }
        Ok(lhs)
    }

    fn binary(&mut self, level: usize, live: bool) -> Result<Value> {
        if level == LEVELS.len() {
            return self.unary(live);
        }
        let mut lhs = self.binary(level + 1, live)?;
        loop {
            let Some(op) = self
                .peek()
                .filter(|t| t.kind == Kind::Punct && LEVELS[level].contains(&&*t.text))
                .map(|t| t.text.clone())
            else {
                return Ok(lhs);
            };
            self.at += 1;
            let rhs = self.binary(level + 1, live)?;
            lhs = apply(&op, lhs, rhs, live)?;
        }
    }

    fn unary(&mut self, live: bool) -> Result<Value> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return unhandled("an #if expression nested too deeply");
        }
        let value = self.operand(live);
        self.depth -= 1;
        value
    }

    fn operand(&mut self, live: bool) -> Result<Value> {
        let Some(t) = self.peek().cloned() else {
            return unhandled("an #if expression that ends early");
        };
        self.at += 1;
        match t.kind {
            Kind::Punct => match &*t.text {
                "(" => {
                    let v = self.conditional(live)?;
                    if !self.eat(")") {
                        return unhandled("( without ) in #if");
                    }
                    Ok(v)
                }
                "+" => self.unary(live),
                "-" => {
                    let v = self.unary(live)?;
                    Ok(Value {
                        bits: v.bits.wrapping_neg(),
                        ..v
                    })
                }
                "~" => {
                    let v = self.unary(live)?;
                    Ok(Value { bits: !v.bits, ..v })
                }
                "!" => {
                    let v = self.unary(live)?;
                    Ok(match v.truth() {
                        Some(b) => Value::int(i64::from(!b)),
                        None => Value::UNKNOWN,
                    })
                }
                _ => unhandled("an operator where #if wants a value"),
            },
            Kind::Number => number(&t.text),
            Kind::Char => character(&t.text),
            Kind::Ident => {
                let asks_gcc = matches!(
                    &*t.text,
                    "__has_attribute"
                        | "__has_cpp_attribute"
                        | "__has_c_attribute"
                        | "__has_builtin"
                );
                if asks_gcc {
                    if !self.eat("(") {
                        return unhandled("a malformed __has_attribute");
                    }
                    let mut depth = 1;
                    while depth > 0 {
                        let Some(t) = self.peek() else {
                            return unhandled("a malformed __has_attribute");
                        };
                        if t.is("(") {
                            depth += 1;
                        } else if t.is(")") {
                            depth -= 1;
                        }
                        self.at += 1;
                    }
                    return Ok(Value::UNKNOWN);
                }
                if &*t.text == "defined" {
                    return unhandled("`defined` produced by a macro");
                }
                // A name that is not a macro is 0 (C11 6.10.1p4).
                Ok(Value::int(0))
            }
            _ => unhandled("a token #if cannot evaluate"),
        }
    }
}

fn apply(op: &str, a: Value, b: Value, live: bool) -> Result<Value> {
    let unsigned = a.unsigned || b.unsigned;
    if !a.known || !b.known {
        return Ok(Value::UNKNOWN);
    }
    let (x, y) = (a.bits, b.bits);
    let (sx, sy) = (x as i64, y as i64);
    let compare = |r: bool| Ok(Value::int(i64::from(r)));
    let value = |bits: u64| {
        Ok(Value {
            bits,
            unsigned,
            known: true,
        })
    };
    match op {
        "*" => value(x.wrapping_mul(y)),
        "/" | "%" => {
            if y == 0 {
                return if live {
                    unhandled("division by zero in #if")
                } else {
                    value(0)
                };
            }
            let r = match (op, unsigned) {
                ("/", true) => x / y,
                ("%", true) => x % y,
                ("/", false) => sx.wrapping_div(sy) as u64,
                _ => sx.wrapping_rem(sy) as u64,
            };
            value(r)
        }
        "+" => value(x.wrapping_add(y)),
        "-" => value(x.wrapping_sub(y)),
        "<<" | ">>" => {
            // The result has the left operand's type.
            if !(0..64).contains(&sy) && live {
                return unhandled("a shift by a negative or too large count in #if");
            }
            let n = (sy & 63) as u32;
            let bits = match (op, a.unsigned) {
                ("<<", _) => x << n,
                (_, true) => x >> n,
                _ => (sx >> n) as u64,
            };
            Ok(Value {
                bits,
                unsigned: a.unsigned,
                known: true,
            })
        }
        "<" => compare(if unsigned { x < y } else { sx < sy }),
        ">" => compare(if unsigned { x > y } else { sx > sy }),
        "<=" => compare(if unsigned { x <= y } else { sx <= sy }),
        ">=" => compare(if unsigned { x >= y } else { sx >= sy }),
        "==" => compare(x == y),
        "!=" => compare(x != y),
        "&" => value(x & y),
        "^" => value(x ^ y),
        "|" => value(x | y),
        _ => unhandled("an operator #if does not know"),
    }
}

/// An integer constant (C11 6.4.4.1); a floating one is gcc's error.
fn number(text: &str) -> Result<Value> {
    let digits_end = text.find(['u', 'U', 'l', 'L']).unwrap_or(text.len());
    let (digits, suffix) = text.split_at(digits_end);
    let suffix_ok = matches!(
        suffix.to_ascii_lowercase().as_str(),
        "" | "u" | "l" | "ul" | "lu" | "ll" | "ull" | "llu"
    );
    if !suffix_ok || suffix.contains("lL") || suffix.contains("Ll") {
        return unhandled("an #if number with a suffix we do not read");
    }
    let (radix, body, decimal) = if let Some(h) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        (16, h, false)
    } else if let Some(b) = digits
        .strip_prefix("0b")
        .or_else(|| digits.strip_prefix("0B"))
    {
        (2, b, false)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..], false)
    } else {
        (10, digits, true)
    };
    let Ok(bits) = u64::from_str_radix(body, radix) else {
        return unhandled("an #if number that is not an integer we read");
    };
    let mut unsigned = suffix.contains(['u', 'U']);
    if bits > i64::MAX as u64 && !unsigned {
        if decimal {
            return unhandled("a decimal constant too large for intmax_t");
        }
        unsigned = true;
    }
    Ok(Value {
        bits,
        unsigned,
        known: true,
    })
}

/// A character constant: one character or simple escape; `char` is signed on the targets
/// gcc runs on here.
fn character(text: &str) -> Result<Value> {
    let Some(inner) = text.strip_prefix('\'').and_then(|t| t.strip_suffix('\'')) else {
        return unhandled("a prefixed character constant in #if");
    };
    let value: i64 = match inner.as_bytes() {
        [c] if *c != b'\\' => i64::from(*c as i8),
        [b'\\', e] => match e {
            b'n' => 10,
            b't' => 9,
            b'r' => 13,
            b'0' => 0,
            b'\\' => 92,
            b'\'' => 39,
            b'"' => 34,
            b'?' => 63,
            b'a' => 7,
            b'b' => 8,
            b'f' => 12,
            b'v' => 11,
            _ => return unhandled("a character escape #if does not read"),
        },
        _ => return unhandled("a character constant #if does not read"),
    };
    Ok(Value::int(value))
}
