//! Device `printf` formats: parsed once by the frontend (which checks every
//! argument against its conversion) and rendered by both engines, so they
//! print the same text. CUDA's subset: `%d %i %u %x %X %o %c %s %f %F %e %E
//! %g %G %p %%`, flags `-+ #0`, a decimal width and precision, lengths `hh h
//! l ll` (`*` widths and `%n` are refused).

/// One conversion: `%[flags][width][.precision][length]conv`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spec {
    /// `-`: pad on the right.
    pub(crate) left: bool,
    /// `+`: a sign even for non-negative numbers.
    pub(crate) plus: bool,
    /// ` `: a space where a non-negative number has no sign.
    pub(crate) space: bool,
    /// `#`: the alternate form (`0x` prefix, a point always shown).
    pub(crate) alt: bool,
    /// `0`: pad numbers with zeros.
    pub(crate) zero: bool,
    /// The minimum field width (0 for none).
    pub(crate) width: usize,
    /// The precision after `.`, if given.
    pub(crate) precision: Option<usize>,
    /// Bits of an integer argument: 8 (`hh`), 16 (`h`), 32, 64 (`l`, `ll`).
    pub(crate) bits: u8,
    /// The conversion letter (`d`, `x`, `f`, ...).
    pub(crate) conv: u8,
}

/// A parsed format is a sequence of pieces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    /// Text printed as it is (`%%` already turned into `%`).
    Text(Vec<u8>),
    /// A conversion, which consumes one argument.
    Conv(Spec),
}

/// What an argument must be for a conversion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ArgKind {
    /// An integer of this many bits (after promotion: 32 or 64).
    Int(u8),
    Double,
    /// `%s`: a `char *`.
    String,
    /// `%p`: any pointer.
    Pointer,
}

impl Spec {
    /// The argument the conversion consumes, as the frontend checks it.
    pub(crate) fn arg(&self) -> ArgKind {
        match self.conv {
            b'd' | b'i' | b'u' | b'x' | b'X' | b'o' | b'c' => ArgKind::Int(self.bits.max(32)),
            b's' => ArgKind::String,
            b'p' => ArgKind::Pointer,
            _ => ArgKind::Double,
        }
    }
}

/// The pieces of a format; `Err` names what is not supported or malformed.
pub fn parse(format: &[u8]) -> Result<Vec<Piece>, String> {
    let mut out = Vec::new();
    let mut text = Vec::new();
    let mut i = 0;
    while i < format.len() {
        let c = format[i];
        i += 1;
        if c != b'%' {
            text.push(c);
            continue;
        }
        if format.get(i) == Some(&b'%') {
            text.push(b'%');
            i += 1;
            continue;
        }
        let mut s = Spec {
            left: false,
            plus: false,
            space: false,
            alt: false,
            zero: false,
            width: 0,
            precision: None,
            bits: 32,
            conv: 0,
        };
        while let Some(&f) = format.get(i) {
            match f {
                b'-' => s.left = true,
                b'+' => s.plus = true,
                b' ' => s.space = true,
                b'#' => s.alt = true,
                b'0' => s.zero = true,
                _ => break,
            }
            i += 1;
        }
        let number = |i: &mut usize| {
            let mut n = 0usize;
            while let Some(d) = format.get(*i).filter(|d| d.is_ascii_digit()) {
                n = n.saturating_mul(10).saturating_add((d - b'0') as usize);
                *i += 1;
            }
            n.min(4096)
        };
        s.width = number(&mut i);
        if format.get(i) == Some(&b'.') {
            i += 1;
            s.precision = Some(number(&mut i));
        }
        if format.get(i) == Some(&b'*') {
            return Err("`*` widths and precisions are not supported".into());
        }
        match (format.get(i), format.get(i + 1)) {
            (Some(b'h'), Some(b'h')) => (s.bits, i) = (8, i + 2),
            (Some(b'h'), _) => (s.bits, i) = (16, i + 1),
            (Some(b'l'), Some(b'l')) => (s.bits, i) = (64, i + 2),
            (Some(b'l'), _) => (s.bits, i) = (64, i + 1),
            _ => {}
        }
        match format.get(i) {
            Some(&c) if b"diuxXocsfFeEgGp".contains(&c) => s.conv = c,
            Some(&c) => {
                return Err(format!(
                    "the conversion `%{}` is not supported",
                    char::from(c).escape_default()
                ))
            }
            None => return Err("the format ends inside a conversion".into()),
        }
        i += 1;
        if !text.is_empty() {
            out.push(Piece::Text(std::mem::take(&mut text)));
        }
        out.push(Piece::Conv(s));
    }
    if !text.is_empty() {
        out.push(Piece::Text(text));
    }
    Ok(out)
}

/// The text `printf` prints: each conversion reads the next argument's bits
/// (integers in the low bits, doubles as their IEEE bits, pointers as
/// addresses); `%s` reads its string through `string`.
pub fn render(
    pieces: &[Piece],
    args: &[u64],
    mut string: impl FnMut(u64) -> Result<Vec<u8>, String>,
) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let mut next = args.iter().copied();
    for p in pieces {
        let s = match p {
            Piece::Text(t) => {
                out.extend_from_slice(t);
                continue;
            }
            Piece::Conv(s) => s,
        };
        let v = next.next().ok_or("more conversions than arguments")?;
        let (sign, body): (&str, Vec<u8>) = match s.conv {
            b'd' | b'i' => {
                let x = sext(v, s.bits);
                let sign = if x < 0 {
                    "-"
                } else if s.plus {
                    "+"
                } else if s.space {
                    " "
                } else {
                    ""
                };
                (sign, digits(x.unsigned_abs(), 10, false, s.precision))
            }
            b'u' | b'x' | b'X' | b'o' => {
                let x = v & mask(s.bits);
                let (radix, upper) = match s.conv {
                    b'u' => (10, false),
                    b'o' => (8, false),
                    b'x' => (16, false),
                    _ => (16, true),
                };
                let mut d = digits(x, radix, upper, s.precision);
                if s.alt && radix == 8 && d.first() != Some(&b'0') {
                    d.insert(0, b'0');
                }
                let prefix = match (s.alt && x != 0, s.conv) {
                    (true, b'x') => "0x",
                    (true, b'X') => "0X",
                    _ => "",
                };
                (prefix, d)
            }
            b'c' => ("", vec![v as u8]),
            b's' => {
                let mut bytes = if v == 0 {
                    b"(null)".to_vec()
                } else {
                    string(v)?
                };
                if let Some(p) = s.precision {
                    bytes.truncate(p);
                }
                ("", bytes)
            }
            b'p' => ("0x", digits(v, 16, false, None)),
            conv => {
                let x = f64::from_bits(v);
                let sign = if x.is_sign_negative() {
                    "-"
                } else if s.plus {
                    "+"
                } else if s.space {
                    " "
                } else {
                    ""
                };
                (sign, float(x.abs(), conv, s.precision.unwrap_or(6), s.alt))
            }
        };
        pad(&mut out, s, sign, &body);
    }
    Ok(out)
}

fn sext(v: u64, bits: u8) -> i64 {
    let shift = 64 - bits as u32;
    ((v << shift) as i64) >> shift
}

fn mask(bits: u8) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1 << bits) - 1
    }
}

/// Digits of `x`, at least `precision` of them (C: `%.0d` of 0 prints nothing).
fn digits(x: u64, radix: u32, upper: bool, precision: Option<usize>) -> Vec<u8> {
    let mut d = match radix {
        8 => format!("{x:o}"),
        16 if upper => format!("{x:X}"),
        16 => format!("{x:x}"),
        _ => x.to_string(),
    }
    .into_bytes();
    if let Some(p) = precision {
        if p == 0 && x == 0 {
            d.clear();
        }
        while d.len() < p {
            d.insert(0, b'0');
        }
    }
    d
}

/// `%f %e %g` (and upper-case forms) of a non-negative value, as C prints it.
fn float(x: f64, conv: u8, precision: usize, alt: bool) -> Vec<u8> {
    let upper = conv.is_ascii_uppercase();
    let text = if x.is_nan() {
        "nan".to_string()
    } else if x.is_infinite() {
        "inf".to_string()
    } else {
        match conv.to_ascii_lowercase() {
            b'f' => fixed(x, precision, alt),
            b'e' => exponent(x, precision, alt),
            _ => {
                // %g: %e's exponent decides between the two; trailing zeros go.
                let p = precision.max(1);
                let e = exponent_of(x, p - 1);
                let mut t = if e < -4 || e >= p as i32 {
                    exponent(x, p - 1, alt)
                } else {
                    fixed(x, (p as i32 - 1 - e) as usize, alt)
                };
                if !alt && t.contains('.') {
                    let (mant, exp) = match t.find('e') {
                        Some(k) => (t[..k].to_string(), t[k..].to_string()),
                        None => (t.clone(), String::new()),
                    };
                    let mant = mant.trim_end_matches('0').trim_end_matches('.');
                    t = format!("{mant}{exp}");
                }
                t
            }
        }
    };
    if upper {
        text.to_ascii_uppercase().into_bytes()
    } else {
        text.into_bytes()
    }
}

fn fixed(x: f64, precision: usize, alt: bool) -> String {
    let mut t = format!("{x:.precision$}");
    if alt && precision == 0 {
        t.push('.');
    }
    t
}

/// The decimal exponent of `x` printed with `precision` digits after the point.
fn exponent_of(x: f64, precision: usize) -> i32 {
    let t = format!("{x:.precision$e}");
    t[t.find('e').map_or(t.len(), |k| k + 1)..]
        .parse()
        .unwrap_or(0)
}

fn exponent(x: f64, precision: usize, alt: bool) -> String {
    let t = format!("{x:.precision$e}");
    let k = t.find('e').unwrap_or(t.len());
    let e: i32 = t.get(k + 1..).and_then(|s| s.parse().ok()).unwrap_or(0);
    let mut mant = t[..k].to_string();
    if alt && precision == 0 {
        mant.push('.');
    }
    let sign = if e < 0 { '-' } else { '+' };
    format!("{mant}e{sign}{:02}", e.unsigned_abs())
}

/// Width, `-` and `0` (zeros go between the sign or prefix and the digits;
/// not for integers with a precision, nor for inf and nan).
fn pad(out: &mut Vec<u8>, s: &Spec, sign: &str, body: &[u8]) {
    let len = sign.len() + body.len();
    let fill = s.width.saturating_sub(len);
    let numeric = !matches!(s.conv, b'c' | b's');
    let int = matches!(s.conv, b'd' | b'i' | b'u' | b'x' | b'X' | b'o');
    let finite = body.first().is_some_and(|b| b.is_ascii_digit());
    let zeros = s.zero && !s.left && numeric && finite && !(int && s.precision.is_some());
    if s.left {
        out.extend_from_slice(sign.as_bytes());
        out.extend_from_slice(body);
        out.extend(std::iter::repeat_n(b' ', fill));
    } else if zeros {
        out.extend_from_slice(sign.as_bytes());
        out.extend(std::iter::repeat_n(b'0', fill));
        out.extend_from_slice(body);
    } else {
        out.extend(std::iter::repeat_n(b' ', fill));
        out.extend_from_slice(sign.as_bytes());
        out.extend_from_slice(body);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(fmt: &str, args: &[u64]) -> String {
        let pieces = parse(fmt.as_bytes()).unwrap();
        String::from_utf8(render(&pieces, args, |_| Ok(b"str".to_vec())).unwrap()).unwrap()
    }

    /// Expected texts are glibc's printf for the same format and values.
    #[test]
    fn formats_as_c_does() {
        let d = |x: f64| x.to_bits();
        assert_eq!(
            p(
                "%d|%5d|%-5d|%05d|%+d|% d",
                &[(-7i32) as u32 as u64, 42, 42, 42, 3, 3]
            ),
            "-7|   42|42   |00042|+3| 3"
        );
        assert_eq!(
            p(
                "%u %x %X %o %#x %#o %.3d",
                &[u32::MAX as u64, 255, 255, 8, 255, 8, 7]
            ),
            "4294967295 ff FF 10 0xff 010 007"
        );
        assert_eq!(
            p("%ld %lld %lu", &[(-5i64) as u64, 1 << 40, u64::MAX]),
            "-5 1099511627776 18446744073709551615"
        );
        assert_eq!(p("%hhd %hd", &[0x1ff, 0x18000]), "-1 -32768");
        assert_eq!(p("%c%c", &[b'o' as u64, b'k' as u64]), "ok");
        assert_eq!(p("%s|%.2s|%5s", &[1, 1, 1]), "str|st|  str");
        assert_eq!(p("%s", &[0]), "(null)");
        assert_eq!(
            p(
                "%f %.2f %8.3f %-8.1f|",
                &[d(1.5), d(-2.345), d(3.14259), d(2.0)]
            ),
            "1.500000 -2.35    3.143 2.0     |"
        );
        assert_eq!(
            p("%e %.2E %e", &[d(12345.678), d(-0.000123), d(0.0)]),
            "1.234568e+04 -1.23E-04 0.000000e+00"
        );
        assert_eq!(
            p(
                "%g %g %g %g %g %G",
                &[d(100000.0), d(1e6), d(0.0001), d(1e-5), d(2.5), d(1e-10)]
            ),
            "100000 1e+06 0.0001 1e-05 2.5 1E-10"
        );
        assert_eq!(
            p(
                "%f %F %5.1f %e",
                &[
                    d(f64::INFINITY),
                    d(f64::NAN),
                    d(f64::NEG_INFINITY),
                    d(-f64::NAN)
                ]
            ),
            "inf NAN  -inf -nan"
        );
        assert_eq!(p("%p 100%%", &[0xabc]), "0xabc 100%");
        assert_eq!(
            p("%08.3f|%+.0f|%#.0f", &[d(-3.14259), d(2.5), d(3.0)]),
            "-003.143|+2|3."
        );
    }

    #[test]
    fn refuses_what_cuda_lacks() {
        assert!(parse(b"%*d").is_err());
        assert!(parse(b"%n").is_err());
        assert!(parse(b"%").is_err());
        let pieces = parse(b"%d %s %f %p %lld").unwrap();
        let kinds: Vec<ArgKind> = pieces
            .iter()
            .filter_map(|p| match p {
                Piece::Conv(s) => Some(s.arg()),
                Piece::Text(_) => None,
            })
            .collect();
        assert_eq!(
            kinds,
            [
                ArgKind::Int(32),
                ArgKind::String,
                ArgKind::Double,
                ArgKind::Pointer,
                ArgKind::Int(64)
            ]
        );
    }
}
