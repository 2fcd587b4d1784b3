//! The launch: grid shape, limits, and the kernel's arguments.
//!
//! Arguments map parameter names to a number (a scalar) or a buffer:
//! `{"type": "i32", "len": 64}` (zero-filled) or `{"type": "f32", "data":
//! [1.5, 2]}` (both may be given if they agree). Buffers are global memory,
//! shared by every thread of every block; they are what a run reports back.

use crate::memory::{self, Memory};
use crate::trace::Buffer;
use crate::value::{self, Ty};
use crate::Failure;
use serde_json::Value;
use std::collections::BTreeMap;

/// A launch dimension, CUDA's `dim3`: a block's threads or a grid's blocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dim3 {
    /// The fastest-varying dimension (consecutive lanes of a warp).
    pub x: u32,
    /// The middle dimension; 1 when unused.
    pub y: u32,
    /// The slowest-varying dimension; 1 when unused.
    pub z: u32,
}

impl From<u32> for Dim3 {
    fn from(x: u32) -> Dim3 {
        Dim3 { x, y: 1, z: 1 }
    }
}

impl Dim3 {
    /// How many threads (or blocks) the shape holds: `x * y * z`.
    pub fn count(self) -> u64 {
        self.x as u64 * self.y as u64 * self.z as u64
    }

    pub(crate) fn is_1d(self) -> bool {
        self.y == 1 && self.z == 1
    }

    /// The coordinates of linear index `i`: x varies fastest, as CUDA numbers
    /// a block's threads when it forms warps (`x + y*Dx + z*Dx*Dy`).
    pub(crate) fn coords(self, i: u32) -> [u32; 3] {
        [i % self.x, i / self.x % self.y, i / self.x / self.y]
    }

    /// `X`, `X,Y` or `X,Y,Z` (`run`'s `--threads 12,8`), or the same with
    /// `x` between the numbers (`12x8`, the form that lists of shapes use);
    /// omitted dimensions are 1.
    pub(crate) fn parse(s: &str) -> Result<Dim3, String> {
        let sep = if s.contains(',') { ',' } else { 'x' };
        Dim3::parse_with(s, sep)
    }

    /// Like [`Dim3::parse`], with only `x` between dimensions: a comma
    /// separates shapes in a list (`check --threads 32,12x8`).
    pub(crate) fn parse_in_list(s: &str) -> Result<Dim3, String> {
        Dim3::parse_with(s, 'x')
    }

    fn parse_with(s: &str, sep: char) -> Result<Dim3, String> {
        let parts: Vec<&str> = s.trim().split(sep).collect();
        if parts.len() > 3 {
            return Err("a shape has at most 3 dimensions".into());
        }
        let mut d = [1u32; 3];
        for (slot, part) in d.iter_mut().zip(&parts) {
            let part = part.trim();
            *slot = part
                .parse()
                .map_err(|_| format!("`{part}` is not a number"))?;
            if *slot == 0 {
                return Err("a dimension is at least 1".into());
            }
        }
        Ok(Dim3 {
            x: d[0],
            y: d[1],
            z: d[2],
        })
    }
}

/// `12`, `12x8`, `12x8x2`: the form every report uses (and lists accept).
impl std::fmt::Display for Dim3 {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match (self.y, self.z) {
            (1, 1) => write!(f, "{}", self.x),
            (y, 1) => write!(f, "{}x{y}", self.x),
            (y, z) => write!(f, "{}x{y}x{z}", self.x),
        }
    }
}

/// The most blocks a run executes, in all: the engines run blocks one after
/// another, so this is a practical cap, below CUDA's grid limits.
pub(crate) const MAX_BLOCKS: u64 = 65535;

/// The most dynamic shared memory per block: above what any GPU has (an
/// H100 allows 227 KiB), so only a mistyped size is refused here.
pub const MAX_SHARED_BYTES: u32 = 1 << 20;

/// CUDA's limits on a block: 1024 threads, x and y at most 1024, z at most 64.
pub(crate) fn check_block(d: Dim3) -> Result<(), String> {
    if d.x == 0 || d.y == 0 || d.z == 0 {
        return Err("a dimension is at least 1".into());
    }
    if d.count() > 1024 {
        return Err(format!(
            "a block has at most 1024 threads, not {}",
            d.count()
        ));
    }
    if d.z > 64 {
        return Err("a block's z dimension is at most 64".into());
    }
    Ok(())
}

/// CUDA's limits on a grid (x up to 2^31-1, y and z up to 65535), and the
/// runtime's cap on blocks in all.
pub(crate) fn check_grid(d: Dim3) -> Result<(), String> {
    if d.x == 0 || d.y == 0 || d.z == 0 {
        return Err("a dimension is at least 1".into());
    }
    if d.x > i32::MAX as u32 {
        return Err("a grid's x dimension is at most 2^31-1".into());
    }
    if d.y > 65535 || d.z > 65535 {
        return Err("a grid's y and z dimensions are at most 65535".into());
    }
    if d.count() > MAX_BLOCKS {
        return Err(format!(
            "{} blocks: tangle runs at most {MAX_BLOCKS} blocks in all, one after another \
             (CUDA allows more)",
            d.count()
        ));
    }
    Ok(())
}

/// How a kernel is launched and run: the grid's shape, the warp size, limits
/// and options. Both engines and the GPU take one; [`Launch::default`] is one
/// block of 32 threads in one warp.
#[derive(Debug, Clone, Copy)]
pub struct Launch {
    /// The block's shape (`blockDim`).
    pub threads: Dim3,
    /// The grid's shape (`gridDim`).
    pub blocks: Dim3,
    /// Lanes per warp, 1 to 64: consecutive linear thread ids of a block form a
    /// warp, and collectives operate within one.
    pub warp_size: u32,
    /// Dynamic shared memory per block, in bytes: what every `extern
    /// __shared__` array of the kernel aliases (`<<<g, b, bytes>>>`).
    pub shared_bytes: u32,
    /// Per thread, in the engine's instructions.
    pub max_steps: u64,
    /// Report data races ([`crate::race`]).
    pub racecheck: bool,
    /// The source engine's grouping where tangles are unrelated (the IR
    /// engine's follows the IR's tokens).
    pub convergence: tangles::Convergence,
    /// Events listed in full; the rest are counted per site ([`crate::trace::Tally`]).
    pub max_events: u64,
    /// Both engines run threads that stand at the same instruction together,
    /// one instruction for all of them, where that gives exactly the result of
    /// running them one after another; `false` always runs them one after
    /// another (to compare the two).
    pub lockstep: bool,
    /// Each event names its context in words ([`crate::trace::Event::context`]);
    /// `false` leaves them empty, for callers that only compare runs (the
    /// fuzzer: describing a context per loop iteration was a twentieth of its time).
    pub describe_contexts: bool,
}

/// The default [`Launch::max_steps`] (`--max-steps`): a thread that takes more
/// steps is stopped with an error, most likely stuck in a loop.
pub const DEFAULT_MAX_STEPS: u64 = 10_000_000;

impl Default for Launch {
    fn default() -> Launch {
        Launch {
            threads: 32.into(),
            blocks: 1.into(),
            warp_size: 32,
            shared_bytes: 0,
            max_steps: DEFAULT_MAX_STEPS,
            racecheck: false,
            convergence: tangles::Convergence::Maximal,
            max_events: crate::trace::DEFAULT_MAX_EVENTS,
            lockstep: true,
            describe_contexts: true,
        }
    }
}

impl Launch {
    /// Checks the shape (CUDA's limits, [`check_block`] and [`check_grid`]),
    /// warps of 1 to 64 lanes, and the dynamic shared memory.
    pub(crate) fn validate(&self) -> Result<(), String> {
        check_block(self.threads).map_err(|e| format!("--threads {}: {e}", self.threads))?;
        check_grid(self.blocks).map_err(|e| format!("--blocks {}: {e}", self.blocks))?;
        if !(1..=64).contains(&self.warp_size) {
            return Err(format!(
                "--warp-size {}: a warp has 1 to 64 lanes",
                self.warp_size
            ));
        }
        check_shared_bytes(self.shared_bytes)?;
        if self.max_steps == 0 {
            return Err("--max-steps must be at least 1".into());
        }
        Ok(())
    }
}

pub(crate) fn check_shared_bytes(n: u32) -> Result<(), String> {
    if n > MAX_SHARED_BYTES {
        return Err(format!(
            "--shared-bytes {n}: at most {MAX_SHARED_BYTES} bytes of dynamic shared memory per block"
        ));
    }
    Ok(())
}

/// A block's shape as the command line gives it, checked: `X`, `X,Y` or
/// `X,Y,Z` (`--threads 12,8`), or the same with `x` between the numbers
/// (`12x8`); omitted dimensions are 1.
pub fn block_shape(s: &str) -> Result<Dim3, Failure> {
    let d = Dim3::parse(s).map_err(Failure::Input)?;
    check_block(d).map_err(Failure::Input)?;
    Ok(d)
}

/// One block shape of a list (`check --threads 32,12x8`), checked.
pub fn block_shape_in_list(s: &str) -> Result<Dim3, Failure> {
    let d = Dim3::parse_in_list(s).map_err(Failure::Input)?;
    check_block(d).map_err(Failure::Input)?;
    Ok(d)
}

/// A grid's shape as the command line gives it, checked.
pub fn grid_shape(s: &str) -> Result<Dim3, Failure> {
    let d = Dim3::parse(s).map_err(Failure::Input)?;
    check_grid(d).map_err(Failure::Input)?;
    Ok(d)
}

/// Element types of buffers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ElemTy {
    /// Signed 8-bit integers.
    I8,
    /// Unsigned 8-bit integers.
    U8,
    /// Signed 16-bit integers.
    I16,
    /// Unsigned 16-bit integers.
    U16,
    /// Signed 32-bit integers (`int`).
    I32,
    /// Unsigned 32-bit integers.
    U32,
    /// Signed 64-bit integers.
    I64,
    /// Unsigned 64-bit integers.
    U64,
    /// IEEE single precision (`float`).
    F32,
    /// IEEE double precision (`double`).
    F64,
}

impl ElemTy {
    pub(crate) const ALL: [ElemTy; 10] = [
        ElemTy::I8,
        ElemTy::U8,
        ElemTy::I16,
        ElemTy::U16,
        ElemTy::I32,
        ElemTy::U32,
        ElemTy::I64,
        ElemTy::U64,
        ElemTy::F32,
        ElemTy::F64,
    ];

    /// The name that buffer arguments give as their `"type"` (`"i32"`).
    pub fn name(self) -> &'static str {
        match self {
            ElemTy::I8 => "i8",
            ElemTy::U8 => "u8",
            ElemTy::I16 => "i16",
            ElemTy::U16 => "u16",
            ElemTy::I32 => "i32",
            ElemTy::U32 => "u32",
            ElemTy::I64 => "i64",
            ElemTy::U64 => "u64",
            ElemTy::F32 => "f32",
            ElemTy::F64 => "f64",
        }
    }

    pub(crate) fn ty(self) -> Ty {
        let i = |bits, signed| Ty::I { bits, signed };
        match self {
            ElemTy::I8 => i(8, true),
            ElemTy::U8 => i(8, false),
            ElemTy::I16 => i(16, true),
            ElemTy::U16 => i(16, false),
            ElemTy::I32 => i(32, true),
            ElemTy::U32 => i(32, false),
            ElemTy::I64 => i(64, true),
            ElemTy::U64 => i(64, false),
            ElemTy::F32 => Ty::F32,
            ElemTy::F64 => Ty::F64,
        }
    }

    /// The element type of a C scalar type, if buffers can hold it.
    pub(crate) fn of(ty: Ty) -> Option<ElemTy> {
        ElemTy::ALL.into_iter().find(|e| e.ty() == ty)
    }

    /// The element type a buffer object's `type` names ([`Self::name`]).
    fn named(name: &str) -> Option<ElemTy> {
        ElemTy::ALL.into_iter().find(|e| e.name() == name)
    }
}

/// What a kernel parameter needs.
#[derive(Debug, Clone, PartialEq)]
pub enum ParamKind {
    /// A number of this scalar type.
    Scalar(Ty),
    /// An integer of this width whose signedness is unknown (IR): any value
    /// that fits signed or unsigned.
    Int(u8),
    /// A pointer; `Some` when the pointee type is known (source), `None` when
    /// any buffer fits (`void*`, or IR's opaque pointers).
    Buffer(Option<ElemTy>),
}

/// A kernel parameter, as arguments must be given for it.
#[derive(Debug, Clone)]
pub struct Param {
    /// The parameter's name, which arguments are keyed by.
    pub name: String,
    /// How the parameter is declared, for messages (`const int *`).
    pub declared: String,
    /// What value the parameter takes.
    pub kind: ParamKind,
}

/// An argument bound to its parameter ([`bind`]), ready for a run.
#[derive(Debug, Clone, PartialEq)]
pub enum Bound {
    /// A scalar's bits, as [`crate::value`] holds them (integers masked to their
    /// width, a `float`'s IEEE bits in the low 32 bits).
    Scalar(u64),
    /// A buffer's initial contents.
    Buffer {
        /// The type of its elements.
        elem: ElemTy,
        /// The elements one after another, each little-endian.
        bytes: Vec<u8>,
    },
}

/// The most bytes a buffer argument may hold.
const MAX_BUFFER_BYTES: u64 = 1 << 30;

/// Whether `field` is one a buffer object may have.
fn is_buffer_field(field: &str) -> bool {
    matches!(field, "type" | "len" | "data")
}

/// A kernel's arguments by parameter name: a number for a scalar, a buffer object for a
/// pointer ([`collect`] from `--input` and `--arg`, or built as JSON with `From`).
#[derive(Debug, Clone, Default)]
pub struct Args(BTreeMap<String, Arg>);

#[derive(Debug, Clone)]
enum Arg {
    /// As given, checked when bound.
    Json(Value),
    /// A buffer object `--input` gave whose elements were read straight into bytes of its
    /// element type (`type`): a `Value` per element took 32 bytes and a conversion per
    /// launch, so a 20 MB input of 4M floats peaked at 316 MB. Only a buffer that binds to
    /// any pointee of its type is read so; [`bind`] still checks the pointee.
    Read {
        type_name: String,
        elem: ElemTy,
        bytes: Vec<u8>,
    },
}

impl From<BTreeMap<String, Value>> for Args {
    fn from(m: BTreeMap<String, Value>) -> Args {
        m.into_iter().collect()
    }
}

impl FromIterator<(String, Value)> for Args {
    fn from_iter<I: IntoIterator<Item = (String, Value)>>(items: I) -> Args {
        Args(items.into_iter().map(|(k, v)| (k, Arg::Json(v))).collect())
    }
}

impl Args {
    /// Sets (or replaces) one argument.
    pub fn insert(&mut self, name: impl Into<String>, value: Value) {
        self.0.insert(name.into(), Arg::Json(value));
    }

    /// The arguments' names, in order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.0.keys().map(String::as_str)
    }
}

/// Reads `--input ARGS.json` and `--arg NAME=VALUE` (VALUE is JSON: a number
/// or a buffer object); later `--arg`s override the file.
pub fn collect(input: Option<&str>, pairs: &[String]) -> Result<Args, Failure> {
    collect_values(input, pairs).map_err(Failure::Input)
}

fn collect_values(input: Option<&str>, pairs: &[String]) -> Result<Args, String> {
    let mut args = Args::default();
    if let Some(text) = input {
        match read_input(text) {
            Some(read) => args.0.extend(read),
            None => {
                let v: Value = serde_json::from_str(text)
                    .map_err(|e| format!("the --input file is not JSON: {e}"))?;
                let Value::Object(m) = v else {
                    return Err(
                        "the --input file must hold a JSON object mapping parameter \
                                names to values"
                            .into(),
                    );
                };
                args.0.extend(m.into_iter().map(|(k, v)| (k, Arg::Json(v))));
            }
        }
    }
    for p in pairs {
        let Some((name, value)) = p.split_once('=') else {
            return Err(format!("--arg `{p}`: expected NAME=VALUE"));
        };
        let v: Value = serde_json::from_str(value.trim()).map_err(|_| {
            format!("--arg {name}: `{value}` is not a number or a JSON buffer object")
        })?;
        args.insert(name.trim(), v);
    }
    Ok(args)
}

/// An `--input` object with its buffers read into bytes where they bind as they are
/// ([`Arg::Read`]); `None` where the text is not such an object, for the `Value` path
/// to say what is wrong. serde_json's raw values keep each argument's text unparsed
/// until it is read once, into its bytes or its `Value`.
fn read_input(text: &str) -> Option<BTreeMap<String, Arg>> {
    use serde_json::value::RawValue;
    let raw: BTreeMap<String, &RawValue> = serde_json::from_str(text).ok()?;
    raw.into_iter()
        .map(|(name, v)| {
            let arg = match read_buffer(v.get()) {
                Some(read) => read,
                None => Arg::Json(serde_json::from_str(v.get()).ok()?),
            };
            Some((name, arg))
        })
        .collect()
}

/// A buffer object with `type` and `data` (and a `len` that agrees), every element a
/// number of that type, read into bytes; `None` otherwise ([`bind_one`] says why).
fn read_buffer(text: &str) -> Option<Arg> {
    use serde_json::value::RawValue;
    if !text.starts_with('{') {
        return None;
    }
    let fields: BTreeMap<String, &RawValue> = serde_json::from_str(text).ok()?;
    if fields.keys().any(|k| !is_buffer_field(k)) {
        return None;
    }
    let type_name: String = serde_json::from_str(fields.get("type")?.get()).ok()?;
    let elem = ElemTy::named(&type_name)?;
    let len = match fields.get("len") {
        // As `bind_one` reads it, from a `Value`.
        Some(l) => Some(serde_json::from_str::<Value>(l.get()).ok()?.as_u64()?),
        None => None,
    };
    let data = fields.get("data")?.get();
    let size = elem.ty().size() as usize;
    // Each element takes at least a character and a separator of the text: a `len` that
    // does not agree reserves no more than the elements there are.
    let most = (data.len() as u64).div_ceil(2);
    let mut bytes = Vec::with_capacity((len.unwrap_or(0).min(most) * size as u64) as usize);
    let mut elements = serde_json::Deserializer::from_str(data);
    serde::de::DeserializeSeed::deserialize(ElementBytes(elem, &mut bytes), &mut elements).ok()?;
    let n = (bytes.len() / size) as u64;
    if len.is_some_and(|l| l != n) || bytes.len() as u64 > MAX_BUFFER_BYTES {
        return None;
    }
    Some(Arg::Read {
        type_name,
        elem,
        bytes,
    })
}

/// Reads a JSON array of numbers as elements of a type, appending their bytes; fails on
/// anything else (not an array, an element that is not a number or does not fit).
struct ElementBytes<'b>(ElemTy, &'b mut Vec<u8>);

impl<'de> serde::de::DeserializeSeed<'de> for ElementBytes<'_> {
    type Value = ();

    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de> serde::de::Visitor<'de> for ElementBytes<'_> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("an array of numbers")
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let (ty, size) = (self.0.ty(), self.0.ty().size() as usize);
        while let Some(n) = seq.next_element::<serde_json::Number>()? {
            let bits = number(ty, &n).map_err(serde::de::Error::custom)?;
            self.1.extend_from_slice(&bits.to_le_bytes()[..size]);
            if self.1.len() as u64 > MAX_BUFFER_BYTES {
                return Err(serde::de::Error::custom("over a buffer's 1 GiB"));
            }
        }
        Ok(())
    }
}

/// Binds arguments to parameters; every error names the parameter.
pub fn bind(params: &[Param], args: &Args) -> Result<Vec<Bound>, Failure> {
    bind_values(params, args).map_err(Failure::Input)
}

fn bind_values(params: &[Param], args: &Args) -> Result<Vec<Bound>, String> {
    for name in args.names() {
        if !params.iter().any(|p| p.name == name) {
            let names: Vec<&str> = params.iter().map(|p| p.name.as_str()).collect();
            return Err(format!(
                "argument `{name}` matches no parameter of the kernel (parameters: {})",
                names.join(", ")
            ));
        }
    }
    params
        .iter()
        .map(|p| {
            let v = args.0.get(&p.name).ok_or_else(|| {
                format!(
                    "missing argument for parameter `{}` ({})",
                    p.name, p.declared
                )
            })?;
            let bound = match v {
                Arg::Json(v) => bind_one(p, v),
                Arg::Read {
                    type_name,
                    elem,
                    bytes,
                } => bind_read(p, type_name, *elem, bytes),
            };
            bound.map_err(|e| format!("parameter `{}` ({}): {e}", p.name, p.declared))
        })
        .collect()
}

/// A buffer read by [`read_buffer`], bound as [`bind_one`] binds its object: of the checks
/// there, only the pointee's can fail.
fn bind_read(p: &Param, type_name: &str, elem: ElemTy, bytes: &[u8]) -> Result<Bound, String> {
    match p.kind {
        ParamKind::Buffer(want) => {
            check_pointee(want, type_name, elem)?;
            Ok(Bound::Buffer {
                elem,
                bytes: bytes.to_vec(),
            })
        }
        ParamKind::Scalar(_) | ParamKind::Int(_) => Err("expected a number, got an object".into()),
    }
}

fn check_pointee(want: Option<ElemTy>, type_name: &str, elem: ElemTy) -> Result<(), String> {
    match want {
        Some(w) if w != elem => Err(format!(
            "the buffer's type \"{type_name}\" does not match the pointee (expected \"{}\")",
            w.name()
        )),
        _ => Ok(()),
    }
}

fn bind_one(p: &Param, v: &Value) -> Result<Bound, String> {
    match (&p.kind, v) {
        (ParamKind::Scalar(ty), Value::Number(n)) => Ok(Bound::Scalar(number(*ty, n)?)),
        (ParamKind::Int(bits), Value::Number(n)) => {
            let signed = Ty::I {
                bits: *bits,
                signed: true,
            };
            number(signed, n)
                .or_else(|_| number(signed.with_sign(false), n))
                .map(Bound::Scalar)
        }
        (ParamKind::Scalar(_) | ParamKind::Int(_), other) => {
            Err(format!("expected a number, got {}", kind_of(other)))
        }
        (ParamKind::Buffer(want), Value::Object(m)) => {
            for k in m.keys() {
                if !is_buffer_field(k) {
                    return Err(format!(
                        "unknown buffer field `{k}` (fields: type, len, data)"
                    ));
                }
            }
            let tname = m.get("type").and_then(Value::as_str).ok_or(
                "a buffer needs a \"type\" (i32, u32, i64, u64, f32, f64, i8, u8, i16, u16)",
            )?;
            let elem =
                ElemTy::named(tname).ok_or_else(|| format!("unknown buffer type \"{tname}\""))?;
            check_pointee(*want, tname, elem)?;
            let data = match m.get("data") {
                None => None,
                Some(Value::Array(items)) => Some(items),
                Some(other) => {
                    return Err(format!("\"data\" must be an array, got {}", kind_of(other)))
                }
            };
            let len =
                match m.get("len") {
                    None => None,
                    Some(l) => Some(l.as_u64().ok_or_else(|| {
                        format!("\"len\" must be a non-negative integer, got {l}")
                    })?),
                };
            let n = match (len, data) {
                (Some(l), Some(d)) if l != d.len() as u64 => {
                    return Err(format!(
                        "\"len\" is {l} but \"data\" has {} values",
                        d.len()
                    ))
                }
                (Some(l), _) => l,
                (None, Some(d)) => d.len() as u64,
                (None, None) => return Err("a buffer needs \"len\" or \"data\"".into()),
            };
            let size = elem.ty().size();
            if n.saturating_mul(size) > MAX_BUFFER_BYTES {
                return Err(format!(
                    "{n} elements is more than the 1 GiB a buffer may hold"
                ));
            }
            let mut bytes = vec![0u8; (n * size) as usize];
            for (i, item) in data.into_iter().flatten().enumerate() {
                let Value::Number(num) = item else {
                    return Err(format!("data[{i}] is {}, not a number", kind_of(item)));
                };
                let bits = number(elem.ty(), num).map_err(|e| format!("data[{i}]: {e}"))?;
                let at = i * size as usize;
                bytes[at..at + size as usize].copy_from_slice(&bits.to_le_bytes()[..size as usize]);
            }
            Ok(Bound::Buffer { elem, bytes })
        }
        (ParamKind::Buffer(_), other) => Err(format!(
            "expected a buffer object such as {{\"type\": \"i32\", \"len\": 32}}, got {}",
            kind_of(other)
        )),
    }
}

fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// A JSON number as a value of `ty`; integers must fit.
fn number(ty: Ty, n: &serde_json::Number) -> Result<u64, String> {
    match ty {
        Ty::F32 => Ok(value::from_f32(n.as_f64().unwrap_or(0.0) as f32)),
        Ty::F64 => Ok(value::from_f64(n.as_f64().unwrap_or(0.0))),
        Ty::I { bits, signed } => {
            let v: i128 = if let Some(i) = n.as_i64() {
                i as i128
            } else if let Some(u) = n.as_u64() {
                u as i128
            } else {
                return Err(format!("{n} is not an integer"));
            };
            let (lo, hi) = if signed {
                (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
            } else {
                (0, (1i128 << bits) - 1)
            };
            if v < lo || v > hi {
                return Err(format!("{v} does not fit in {}", type_name(ty)));
            }
            Ok(value::int(ty, v))
        }
        Ty::Ptr => Err("a pointer needs a buffer".into()),
    }
}

fn type_name(ty: Ty) -> String {
    match ty {
        Ty::I { bits: 1, .. } => "_Bool".into(),
        Ty::I { bits, signed } => format!("{}{bits}", if signed { "i" } else { "u" }),
        Ty::F32 => "f32".into(),
        Ty::F64 => "f64".into(),
        Ty::Ptr => "a pointer".into(),
    }
}

/// A buffer's bytes as JSON values, one element at a time: a document or a
/// listing writes each as it comes, where a vector of them for a 4M-element
/// buffer was 134 MB of fresh pages.
pub(crate) fn values(elem: ElemTy, bytes: &[u8]) -> impl Iterator<Item = Value> + '_ {
    let ty = elem.ty();
    bytes
        .chunks_exact(ty.size().clamp(1, 8) as usize)
        .map(move |c| value::to_json(ty, crate::memory::little_endian(c)))
}

/// The kernel's arguments placed in a block's memory, as both engines start
/// a launch: a scalar is its value, a buffer becomes a region (named after
/// its parameter) and a pointer to it.
pub(crate) struct Placed {
    pub(crate) values: Vec<u64>,
    /// The region of each buffer argument, by parameter.
    pub(crate) regions: Vec<Option<u32>>,
}

pub(crate) fn place(mem: &mut Memory, params: &[Param], bound: &[Bound]) -> Result<Placed, String> {
    let mut placed = Placed {
        values: Vec::new(),
        regions: Vec::new(),
    };
    for (b, p) in bound.iter().zip(params) {
        match b {
            Bound::Scalar(v) => {
                placed.values.push(*v);
                placed.regions.push(None);
            }
            Bound::Buffer { bytes, .. } => {
                let r = mem.alloc_with(p.name.clone(), bytes.clone())?;
                placed.values.push(memory::pointer(r, 0));
                placed.regions.push(Some(r));
            }
        }
    }
    Ok(placed)
}

/// Regions for a module's globals (`(name, bytes, shared)`); a `__shared__`
/// one gets 0 here, since each block allocates its own.
pub(crate) fn place_globals<'g>(
    mem: &mut Memory,
    globals: impl IntoIterator<Item = (&'g str, &'g [u8], bool)>,
) -> Result<Vec<u32>, String> {
    globals
        .into_iter()
        .map(|(name, bytes, shared)| {
            if shared {
                Ok(0)
            } else {
                mem.alloc_with(name, bytes.to_vec())
            }
        })
        .collect()
}

/// An address inside a global's initial bytes: at byte `at` of global
/// `global`, the address of global `target` plus `offset` (`int *p = &g;`),
/// written once every global has its region.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Reloc {
    pub(crate) global: u32,
    pub(crate) at: u64,
    pub(crate) target: u32,
    pub(crate) offset: i64,
}

/// Makes the regions of read-only globals (`__constant__` ones, string literals) refuse
/// writes, once their relocations are written.
pub(crate) fn protect(
    mem: &mut Memory,
    regions: &[u32],
    read_only: impl IntoIterator<Item = bool>,
) {
    for (&r, read_only) in regions.iter().zip(read_only) {
        if read_only {
            mem.protect(r);
        }
    }
}

/// Writes the addresses of [`Reloc`]s into the placed globals.
pub(crate) fn relocate(mem: &mut Memory, regions: &[u32], relocs: &[Reloc]) -> Result<(), String> {
    for r in relocs {
        let (Some(&at), Some(&target)) = (
            regions.get(r.global as usize),
            regions.get(r.target as usize),
        ) else {
            return Err("internal error: a relocation of an unknown global".into());
        };
        let value = memory::pointer(target, 0).wrapping_add(r.offset as u64);
        mem.store(memory::pointer(at, r.at), Ty::Ptr, value)?;
    }
    Ok(())
}

/// A global as the engines place it: `shared` ones get a fresh copy per
/// block; `dynamic` ones (`extern __shared__`, also `shared`) all point at
/// one region per block of the launch's dynamic shared memory, as in CUDA.
pub(crate) struct GlobalPlace<'g> {
    pub(crate) name: &'g str,
    pub(crate) bytes: &'g [u8],
    pub(crate) shared: bool,
    pub(crate) dynamic: bool,
}

/// Gives a new block its shared memory: `regions` holds each global's region.
pub(crate) fn renew_shared(
    mem: &mut Memory,
    regions: &mut [u32],
    globals: &[GlobalPlace],
    dynamic_bytes: u32,
) -> Result<(), String> {
    // Everything is released before anything is allocated: a released id is
    // reused, and the dynamic region is held by several globals.
    for (g, &r) in globals.iter().zip(regions.iter()) {
        if g.shared {
            mem.release(r);
        }
    }
    let mut dynamic = None;
    for (g, r) in globals.iter().zip(regions.iter_mut()) {
        *r = match (g.shared, g.dynamic) {
            (_, true) => match dynamic {
                Some(d) => d,
                None => *dynamic.insert(mem.alloc("extern __shared__", dynamic_bytes as u64)?),
            },
            (true, false) => mem.alloc_with(format!("__shared__ {}", g.name), g.bytes.to_vec())?,
            (false, false) => continue,
        };
    }
    Ok(())
}

/// The buffer arguments' final contents, by parameter name.
pub(crate) fn read_back(
    mem: &Memory,
    params: &[Param],
    bound: &[Bound],
    regions: &[Option<u32>],
) -> Vec<(String, Buffer)> {
    params
        .iter()
        .zip(bound)
        .zip(regions)
        .filter_map(|((p, b), r)| match (b, r) {
            (Bound::Buffer { elem, .. }, Some(r)) => Some((
                p.name.clone(),
                Buffer {
                    elem: *elem,
                    bytes: mem.bytes(*r).to_vec(),
                },
            )),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params() -> Vec<Param> {
        vec![
            Param {
                name: "in".into(),
                declared: "const int *".into(),
                kind: ParamKind::Buffer(Some(ElemTy::I32)),
            },
            Param {
                name: "n".into(),
                declared: "int".into(),
                kind: ParamKind::Scalar(Ty::I32),
            },
        ]
    }

    #[test]
    fn buffers_and_scalars_bind() {
        let args = collect(
            Some(r#"{"in": {"type": "i32", "data": [1, -2]}}"#),
            &["n=2".into()],
        )
        .unwrap();
        let b = bind(&params(), &args).unwrap();
        assert_eq!(
            b,
            vec![
                Bound::Buffer {
                    elem: ElemTy::I32,
                    bytes: vec![1, 0, 0, 0, 0xfe, 0xff, 0xff, 0xff]
                },
                Bound::Scalar(2)
            ]
        );
    }

    #[test]
    fn buffers_read_back_in_their_element_type() {
        let read = |elem: ElemTy, bytes: &[u8]| {
            serde_json::to_string(&values(elem, bytes).collect::<Vec<_>>()).unwrap()
        };
        assert_eq!(read(ElemTy::I8, &[0xff, 7]), "[-1,7]");
        assert_eq!(read(ElemTy::U16, &[0x60, 0xea, 1, 0]), "[60000,1]");
        assert_eq!(read(ElemTy::I32, &(-5i32).to_le_bytes()), "[-5]");
        assert_eq!(
            read(ElemTy::U64, &u64::MAX.to_le_bytes()),
            "[18446744073709551615]"
        );
        assert_eq!(read(ElemTy::F32, &1.5f32.to_le_bytes()), "[1.5]");
        assert_eq!(read(ElemTy::F64, &f64::NAN.to_le_bytes()), "[\"NaN\"]");
    }

    #[test]
    fn buffers_compare_as_numbers() {
        let f32s = |xs: &[f32]| Buffer {
            elem: ElemTy::F32,
            bytes: xs.iter().flat_map(|x| x.to_le_bytes()).collect(),
        };
        assert_eq!(f32s(&[0.0, 1.0]), f32s(&[-0.0, 1.0]));
        assert_ne!(f32s(&[0.0, 1.0]), f32s(&[0.0, 2.0]));
        assert_ne!(f32s(&[0.0]), f32s(&[0.0, 0.0]));
        assert_eq!(
            f32s(&[1.5, 2.5]).values(),
            [serde_json::json!(1.5), serde_json::json!(2.5)]
        );
    }

    /// `bind` on `text` as `--input` reads it (buffers into bytes where they bind as they
    /// are) and as the `Value`s it parses to: the same bound arguments or the same error.
    fn binds_alike(text: &str, params: &[Param]) -> Result<Vec<Bound>, String> {
        let read = collect(Some(text), &[]).map_err(|e| e.to_string())?;
        let json: BTreeMap<String, Value> = serde_json::from_str(text).unwrap();
        let read_bound = bind(params, &read).map_err(|e| e.to_string());
        let json_bound = bind(params, &json.into()).map_err(|e| e.to_string());
        assert_eq!(read_bound, json_bound, "{text}");
        read_bound
    }

    fn pointer(name: &str, elem: Option<ElemTy>) -> Param {
        Param {
            name: name.into(),
            declared: "T *".into(),
            kind: ParamKind::Buffer(elem),
        }
    }

    #[test]
    fn buffers_read_from_input_bind_as_their_values_do() {
        let typed = [pointer("in", Some(ElemTy::U8))];
        let untyped = [pointer("in", None)];
        let scalar = [Param {
            name: "in".into(),
            declared: "int".into(),
            kind: ParamKind::Scalar(Ty::I32),
        }];
        let texts = [
            r#"{"in": {"type": "u8", "data": [1, 2, 255]}}"#,
            r#"{"in": {"data": [1, 2], "len": 2, "type": "u8"}}"#,
            r#"{"in": {"type": "u8", "data": [1, 256]}}"#,
            r#"{"in": {"type": "u8", "data": [1, -1]}}"#,
            r#"{"in": {"type": "u8", "data": [1, 2.5]}}"#,
            r#"{"in": {"type": "u8", "data": [1, "2"]}}"#,
            r#"{"in": {"type": "u8", "data": [1, null, 300]}}"#,
            r#"{"in": {"type": "u8", "data": [1], "len": 2}}"#,
            r#"{"in": {"type": "u8", "data": [1], "len": null}}"#,
            r#"{"in": {"type": "u8", "data": [1], "len": -0}}"#,
            r#"{"in": {"type": "u8", "data": [1], "len": 1.0}}"#,
            r#"{"in": {"type": "u8", "data": null, "len": 1}}"#,
            r#"{"in": {"type": "u8", "data": {}, "len": 1}}"#,
            r#"{"in": {"type": "u8", "data": [], "len": 0}}"#,
            r#"{"in": {"type": "u8", "data": [1], "size": 1}}"#,
            r#"{"in": {"type": "u9", "data": [1]}}"#,
            r#"{"in": {"type": 8, "data": [1]}}"#,
            r#"{"in": {"data": [1]}}"#,
            r#"{"in": {"type": "f32", "data": [1, 2.5, -0.0, 1e40, 18446744073709551616]}}"#,
            r#"{"in": {"type": "i64", "data": [-9223372036854775808, 18446744073709551615]}}"#,
            r#"{"in": {"type": "u64", "data": [18446744073709551615, 0]}}"#,
            r#"{"in": {"type": "u8", "data": [1]}, "in": {"type": "u8", "data": [2]}}"#,
            r#"{"in": {"type": "u8", "data": [1], "data": [2, 3]}}"#,
            r#"{"\u0069n": {"type": "\u0075\u0038", "data": [7]}}"#,
            r#"{"in": [1, 2]}"#,
            r#"{"in": 3}"#,
            r#"{"other": {"type": "u8", "data": [1]}}"#,
        ];
        for text in texts {
            for params in [&typed[..], &untyped, &scalar] {
                let _ = binds_alike(text, params);
            }
        }
        // A well-formed buffer is read into bytes, not kept as values.
        let args = collect(Some(texts[0]), &[]).unwrap();
        assert!(matches!(args.0.get("in"), Some(Arg::Read { .. })));
        assert_eq!(
            binds_alike(texts[0], &typed),
            Ok(vec![Bound::Buffer {
                elem: ElemTy::U8,
                bytes: vec![1, 2, 255]
            }])
        );
        // So is one whose type does not match the pointee: `bind` says so, as for values.
        let wrong = [pointer("in", Some(ElemTy::I32))];
        assert_eq!(
            binds_alike(texts[0], &wrong),
            Err(
                "parameter `in` (T *): the buffer's type \"u8\" does not match the pointee \
                 (expected \"i32\")"
                    .into()
            )
        );
    }

    mod read_alike {
        use super::*;
        use proptest::prelude::*;

        /// JSON objects whose keys and values are mostly what buffer objects hold.
        fn input_object() -> impl Strategy<Value = Value> {
            let key = proptest::sample::select(vec!["in", "n", "type", "len", "data", "x"]);
            let leaf = prop_oneof![
                Just(Value::Null),
                any::<bool>().prop_map(Value::from),
                (-300i64..300).prop_map(Value::from),
                proptest::num::f64::NORMAL.prop_map(Value::from),
                proptest::sample::select(vec!["u8", "f32", "i64", "x"]).prop_map(Value::from),
            ];
            let inner_key = key.clone();
            let value = leaf.prop_recursive(3, 40, 8, move |inner| {
                prop_oneof![
                    proptest::collection::vec(inner.clone(), 0..8).prop_map(Value::Array),
                    proptest::collection::btree_map(inner_key.clone(), inner, 0..4).prop_map(|m| {
                        Value::Object(m.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
                    }),
                ]
            });
            proptest::collection::btree_map(key, value, 0..4).prop_map(|m| {
                Value::Object(m.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
            })
        }

        proptest! {
            /// Arrays of any JSON numbers, as any element type: the bytes read from the text
            /// are those of the values, or the error is.
            #[test]
            fn any_numbers_bind_alike_read_or_parsed(
                elem in proptest::sample::select(ElemTy::ALL.to_vec()),
                items in proptest::collection::vec(
                    prop_oneof![
                        any::<i64>().prop_map(|i| i.to_string()),
                        any::<u64>().prop_map(|u| u.to_string()),
                        (-300i64..300).prop_map(|i| i.to_string()),
                        proptest::num::f64::NORMAL.prop_map(|f| f.to_string()),
                        proptest::num::f32::NORMAL.prop_map(|f| format!("{f:e}")),
                    ],
                    0..12,
                ),
                len in proptest::option::of(0usize..14),
            ) {
                let len = len.map_or(String::new(), |l| format!(r#", "len": {l}"#));
                let text = format!(
                    r#"{{"in": {{"type": "{}", "data": [{}]{len}}}}}"#,
                    elem.name(),
                    items.join(", ")
                );
                let _ = binds_alike(&text, &[pointer("in", Some(elem))]);
            }

            /// Any JSON object over the names a buffer uses, whole or cut short: `--input`
            /// never panics, reads what serde_json parses as an object, and there binds as
            /// its values do.
            #[test]
            fn any_input_reads_as_its_values_do(
                (object, cut) in (input_object(), any::<proptest::sample::Index>())
            ) {
                let whole = object.to_string();
                let cut_short = &whole[..cut.index(whole.len() + 1)];
                for text in [whole.as_str(), cut_short] {
                    let read = collect(Some(text), &[]);
                    let parsed: Result<BTreeMap<String, Value>, _> = serde_json::from_str(text);
                    prop_assert_eq!(read.is_ok(), parsed.is_ok(), "{}", text);
                    if parsed.is_ok() {
                        let scalar = Param {
                            name: "n".into(),
                            declared: "int".into(),
                            kind: ParamKind::Scalar(Ty::I32),
                        };
                        for params in [
                            vec![pointer("in", Some(ElemTy::U8))],
                            vec![pointer("in", None), scalar],
                        ] {
                            let _ = binds_alike(text, &params);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn errors_name_the_parameter() {
        let err = |input: &str, pairs: &[&str]| {
            let pairs: Vec<String> = pairs.iter().map(|s| s.to_string()).collect();
            bind(&params(), &collect(Some(input), &pairs).unwrap())
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            err(r#"{"in": {"type": "i32", "len": 4}}"#, &[]),
            "missing argument for parameter `n` (int)"
        );
        assert_eq!(
            err(r#"{"in": {"type": "f32", "len": 4}}"#, &["n=1"]),
            "parameter `in` (const int *): the buffer's type \"f32\" does not match the pointee (expected \"i32\")"
        );
        assert_eq!(
            err(r#"{"in": {"type": "i32", "len": 4}}"#, &["n=1.5"]),
            "parameter `n` (int): 1.5 is not an integer"
        );
        assert_eq!(
            err(r#"{"in": 3}"#, &["n=1"]),
            "parameter `in` (const int *): expected a buffer object such as {\"type\": \"i32\", \"len\": 32}, got a number"
        );
        assert_eq!(
            err(r#"{"in": {"type": "i32", "len": 1}, "m": 1}"#, &["n=1"]),
            "argument `m` matches no parameter of the kernel (parameters: in, n)"
        );
    }
}
