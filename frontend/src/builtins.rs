//! The builtin functions of the CUDA/HIP subset, known to the frontend by name.
//! `docs/builtins.md` is the table of all of them: what each does on the
//! engines and on GPUs.

use crate::model::{IntType, Type};

/// Declares the builtins once: the variant, its source name.
macro_rules! builtins {
    ($($variant:ident => $name:literal,)*) => {
        /// A builtin function of the subset, recognised by its source name.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Builtin {
            $(
                #[doc = concat!("`", $name, "`.")]
                $variant,
            )*
        }

        impl Builtin {
            /// Every builtin, in declaration order.
            pub const ALL: &'static [Builtin] = &[$(Builtin::$variant,)*];

            /// The name a program calls it by (`__ballot_sync`, `atomicAdd`, ...).
            pub fn name(self) -> &'static str {
                match self {
                    $(Builtin::$variant => $name,)*
                }
            }
        }
    };
}

builtins! {
    SyncThreads => "__syncthreads",
    SyncThreadsCount => "__syncthreads_count",
    SyncThreadsAnd => "__syncthreads_and",
    SyncThreadsOr => "__syncthreads_or",
    SyncWarp => "__syncwarp",
    ActiveMask => "__activemask",
    BallotSync => "__ballot_sync",
    AnySync => "__any_sync",
    AllSync => "__all_sync",
    ShflSync => "__shfl_sync",
    ShflXorSync => "__shfl_xor_sync",
    ShflUpSync => "__shfl_up_sync",
    ShflDownSync => "__shfl_down_sync",
    MatchAnySync => "__match_any_sync",
    MatchAllSync => "__match_all_sync",
    ReduceAddSync => "__reduce_add_sync",
    ReduceMinSync => "__reduce_min_sync",
    ReduceMaxSync => "__reduce_max_sync",
    ReduceAndSync => "__reduce_and_sync",
    ReduceOrSync => "__reduce_or_sync",
    ReduceXorSync => "__reduce_xor_sync",
    Ballot => "__ballot",
    Any => "__any",
    All => "__all",
    Shfl => "__shfl",
    ShflXor => "__shfl_xor",
    ShflUp => "__shfl_up",
    ShflDown => "__shfl_down",
    Ffs => "__ffs",
    Ffsll => "__ffsll",
    Popc => "__popc",
    Popcll => "__popcll",
    Clz => "__clz",
    Clzll => "__clzll",
    Brev => "__brev",
    Brevll => "__brevll",
    Mul24 => "__mul24",
    Umul24 => "__umul24",
    FloatAsInt => "__float_as_int",
    IntAsFloat => "__int_as_float",
    FloatAsUint => "__float_as_uint",
    UintAsFloat => "__uint_as_float",
    DoubleAsLonglong => "__double_as_longlong",
    LonglongAsDouble => "__longlong_as_double",
    LanemaskLt => "__lanemask_lt",
    LanemaskLe => "__lanemask_le",
    LanemaskEq => "__lanemask_eq",
    LanemaskGt => "__lanemask_gt",
    LanemaskGe => "__lanemask_ge",
    LaneId => "__laneid",
    Clock => "clock",
    Clock64 => "clock64",
    ThreadFence => "__threadfence",
    ThreadFenceBlock => "__threadfence_block",
    ThreadFenceSystem => "__threadfence_system",
    Ldg => "__ldg",
    AtomicAdd => "atomicAdd",
    AtomicSub => "atomicSub",
    AtomicExch => "atomicExch",
    AtomicMin => "atomicMin",
    AtomicMax => "atomicMax",
    AtomicInc => "atomicInc",
    AtomicDec => "atomicDec",
    AtomicCas => "atomicCAS",
    AtomicAnd => "atomicAnd",
    AtomicOr => "atomicOr",
    AtomicXor => "atomicXor",
    Min => "min",
    Max => "max",
    Trap => "__trap",
    AssertFail => "__assertfail",
    Sincosf => "sincosf",
    Sincos => "sincos",
    Frexpf => "frexpf",
    Frexp => "frexp",
    Remquof => "remquof",
    Remquo => "remquo",
}

/// The IR name of `__syncwarp()` without a mask (the whole warp): C has no
/// default arguments, so the prelude and the lowering call this instead.
pub const SYNCWARP_WHOLE: &str = "__tangle_syncwarp";

/// Which threads a convergent builtin can communicate with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scope {
    /// The lanes of one warp (the `_sync` collectives, `__syncwarp`, `__activemask`).
    Warp,
    /// Every thread of the block (`__syncthreads` and its counting variants).
    Block,
}

impl Builtin {
    /// The lane a shuffle reads by CUDA's rules, for `lane` with the shuffle's lane or
    /// delta argument `arg` (sign-extended) in segments of `width` lanes; `None` when the
    /// caller keeps its own value (or for a builtin that is no shuffle).
    pub fn shuffle_source(self, lane: u32, arg: i64, width: u32, warp_size: u32) -> Option<u32> {
        use Builtin::*;
        let width = width.max(1);
        let seg = lane / width * width;
        let src = match self {
            ShflSync | Shfl => seg as i64 + (arg & (width as i64 - 1)),
            ShflUpSync | ShflUp => {
                let delta = arg as u32 as i64;
                if ((lane - seg) as i64) < delta {
                    return None;
                }
                lane as i64 - delta
            }
            ShflDownSync | ShflDown => {
                let delta = arg as u32 as i64;
                if (lane - seg) as i64 + delta >= width as i64 {
                    return None;
                }
                lane as i64 + delta
            }
            ShflXorSync | ShflXor => {
                let src = (lane as i64) ^ (arg & 0xffff_ffff);
                // Later segments are out of reach; earlier ones may be read.
                if src / width as i64 > (lane / width) as i64 {
                    return None;
                }
                src
            }
            _ => return None,
        };
        (0..warp_size as i64).contains(&src).then_some(src as u32)
    }

    /// The builtin a program's call names, if the name is one.
    pub fn from_name(name: &str) -> Option<Builtin> {
        Builtin::ALL.iter().copied().find(|b| b.name() == name)
    }

    /// Whether it communicates with other threads, so that which threads reach it together
    /// matters (it has a [`Scope`]).
    pub fn is_convergent(self) -> bool {
        self.scope().is_some()
    }

    /// `Some` for convergent builtins.
    pub fn scope(self) -> Option<Scope> {
        use Builtin::*;
        match self {
            SyncThreads | SyncThreadsCount | SyncThreadsAnd | SyncThreadsOr => Some(Scope::Block),
            SyncWarp | ActiveMask | BallotSync | AnySync | AllSync | ShflSync | ShflXorSync
            | ShflUpSync | ShflDownSync | MatchAnySync | MatchAllSync | ReduceAddSync
            | ReduceMinSync | ReduceMaxSync | ReduceAndSync | ReduceOrSync | ReduceXorSync
            | Ballot | Any | All | Shfl | ShflXor | ShflUp | ShflDown => Some(Scope::Warp),
            _ => None,
        }
    }

    /// Whether a call has no value (`void`).
    pub fn is_void(self) -> bool {
        use Builtin::*;
        matches!(
            self,
            SyncThreads
                | SyncWarp
                | ThreadFence
                | ThreadFenceBlock
                | ThreadFenceSystem
                | Trap
                | AssertFail
                | Sincosf
                | Sincos
        )
    }

    /// Whether the first argument is an explicit lane mask (`*_sync`).
    pub fn has_mask(self) -> bool {
        use Builtin::*;
        matches!(
            self,
            SyncWarp
                | BallotSync
                | AnySync
                | AllSync
                | ShflSync
                | ShflXorSync
                | ShflUpSync
                | ShflDownSync
                | MatchAnySync
                | MatchAllSync
                | ReduceAddSync
                | ReduceMinSync
                | ReduceMaxSync
                | ReduceAndSync
                | ReduceOrSync
                | ReduceXorSync
        )
    }

    /// Whether the result depends on nothing but the arguments (no memory,
    /// no lane, no time): uniform arguments give a uniform result.
    pub fn is_pure(self) -> bool {
        use Builtin::*;
        matches!(
            self,
            Ffs | Ffsll
                | Popc
                | Popcll
                | Clz
                | Clzll
                | Brev
                | Brevll
                | Mul24
                | Umul24
                | FloatAsInt
                | IntAsFloat
                | FloatAsUint
                | UintAsFloat
                | DoubleAsLonglong
                | LonglongAsDouble
                | Min
                | Max
        )
    }

    /// The atomic read-modify-write builtins (`atomicAdd`, ..., `atomicCAS`).
    pub fn is_atomic(self) -> bool {
        use Builtin::*;
        matches!(
            self,
            AtomicAdd
                | AtomicSub
                | AtomicExch
                | AtomicMin
                | AtomicMax
                | AtomicInc
                | AtomicDec
                | AtomicCas
                | AtomicAnd
                | AtomicOr
                | AtomicXor
        )
    }

    /// The accepted argument counts.
    pub fn arity(self) -> (usize, usize) {
        use Builtin::*;
        match self {
            SyncThreads | ActiveMask | LanemaskLt | LanemaskLe | LanemaskEq | LanemaskGt
            | LanemaskGe | LaneId | Clock | Clock64 | ThreadFence | ThreadFenceBlock
            | ThreadFenceSystem | Trap => (0, 0),
            SyncWarp => (0, 1),
            SyncThreadsCount | SyncThreadsAnd | SyncThreadsOr | Ballot | Any | All | Ffs
            | Ffsll | Popc | Popcll | Clz | Clzll | Brev | Brevll | FloatAsInt | IntAsFloat
            | FloatAsUint | UintAsFloat | DoubleAsLonglong | LonglongAsDouble | Ldg => (1, 1),
            BallotSync | AnySync | AllSync | MatchAnySync | ReduceAddSync | ReduceMinSync
            | ReduceMaxSync | ReduceAndSync | ReduceOrSync | ReduceXorSync | Mul24 | Umul24
            | AtomicAdd | AtomicSub | AtomicExch | AtomicMin | AtomicMax | AtomicInc
            | AtomicDec | AtomicAnd | AtomicOr | AtomicXor | Min | Max => (2, 2),
            MatchAllSync | AtomicCas => (3, 3),
            Shfl | ShflXor | ShflUp | ShflDown => (2, 3),
            ShflSync | ShflXorSync | ShflUpSync | ShflDownSync => (3, 4),
            AssertFail => (5, 5),
            Frexpf | Frexp => (2, 2),
            Sincosf | Sincos | Remquof | Remquo => (3, 3),
        }
    }

    /// Index of the shuffled value argument, for shuffles.
    pub fn shuffled_value(self) -> Option<usize> {
        use Builtin::*;
        match self {
            Shfl | ShflXor | ShflUp | ShflDown => Some(0),
            ShflSync | ShflXorSync | ShflUpSync | ShflDownSync => Some(1),
            _ => None,
        }
    }

    /// The argument whose type is the type the operation computes in
    /// (shuffles, matches, reductions, atomics, `min`/`max`): engines read
    /// values by it, and IR names typed entry points after it.
    pub fn value_arg(self) -> Option<usize> {
        use Builtin::*;
        match self {
            _ if self.shuffled_value().is_some() => self.shuffled_value(),
            _ if self.is_atomic() => Some(1),
            MatchAnySync | MatchAllSync | ReduceAddSync | ReduceMinSync | ReduceMaxSync => Some(1),
            Min | Max => Some(0),
            Sincosf | Sincos | Frexpf | Frexp | Remquof | Remquo => Some(0),
            _ => None,
        }
    }

    /// Whether IR calls a typed entry point `__tangle_<name>_<type>` when the
    /// value type is not `int` (`__tangle_atomicAdd_f32`): C has no
    /// overloading, so the prelude declares only the `int` form by its name.
    /// Shuffles are always typed (`__tangle_shfl_sync_i32`).
    pub fn is_overloaded(self) -> bool {
        use Builtin::*;
        self.is_atomic()
            || matches!(
                self,
                MatchAnySync | MatchAllSync | ReduceMinSync | ReduceMaxSync | Min | Max
            )
    }
}

/// The parameter types a call converts its arguments to, and its result type,
/// given the (promoted) argument types. `Err` explains a type error.
pub fn signature(b: Builtin, args: &[Type]) -> Result<(Vec<Type>, Type), String> {
    use Builtin::*;
    const U32: Type = Type::UINT;
    const I32: Type = Type::INT;
    const I64: Type = Type::LONG;
    const U64: Type = Type::ULONG;
    let name = b.name();
    Ok(match b {
        SyncThreads | ThreadFence | ThreadFenceBlock | ThreadFenceSystem | Trap => {
            (vec![], Type::Void)
        }
        // The C library's functions with results through pointers.
        Sincosf | Sincos => {
            let f = if b == Sincosf {
                Type::Float
            } else {
                Type::Double
            };
            let out = Type::Pointer(Box::new(f.clone()));
            (vec![f, out.clone(), out], Type::Void)
        }
        Frexpf | Frexp => {
            let f = if b == Frexpf {
                Type::Float
            } else {
                Type::Double
            };
            (vec![f.clone(), Type::Pointer(Box::new(I32))], f)
        }
        Remquof | Remquo => {
            let f = if b == Remquof {
                Type::Float
            } else {
                Type::Double
            };
            (vec![f.clone(), f.clone(), Type::Pointer(Box::new(I32))], f)
        }
        // CUDA's `__assertfail(message, file, line, function, sizeof(char))`, which its
        // <assert.h> calls when an assertion fails.
        AssertFail => {
            let text = Type::Pointer(Box::new(Type::Int(IntType::I8)));
            (vec![text.clone(), text.clone(), U32, text, U64], Type::Void)
        }
        // `__syncwarp()` is the whole warp: the engines and the lowering
        // supply the mask.
        SyncWarp => (vec![U32; args.len()], Type::Void),
        SyncThreadsCount | SyncThreadsAnd | SyncThreadsOr => (vec![I32], I32),
        ActiveMask | LanemaskLt | LanemaskLe | LanemaskEq | LanemaskGt | LanemaskGe | LaneId => {
            (vec![], U32)
        }
        Clock | Clock64 => (vec![], I64),
        BallotSync => (vec![U32, I32], U32),
        AnySync | AllSync => (vec![U32, I32], I32),
        Ballot => (vec![I32], Type::ULONG),
        Any | All => (vec![I32], I32),
        Ffs | Clz => (vec![I32], I32),
        Ffsll | Clzll => (vec![I64], I32),
        Popc => (vec![U32], I32),
        Popcll => (vec![U64], I32),
        Brev => (vec![U32], U32),
        Brevll => (vec![U64], U64),
        Mul24 => (vec![I32, I32], I32),
        Umul24 => (vec![U32, U32], U32),
        FloatAsInt => (vec![Type::Float], I32),
        FloatAsUint => (vec![Type::Float], U32),
        IntAsFloat => (vec![I32], Type::Float),
        UintAsFloat => (vec![U32], Type::Float),
        DoubleAsLonglong => (vec![Type::Double], I64),
        LonglongAsDouble => (vec![I64], Type::Double),
        ReduceAddSync | ReduceMinSync | ReduceMaxSync => {
            let t = match &args[1] {
                Type::Int(i) if !i.signed && i.bits >= 32 => U32,
                Type::Int(_) => I32,
                other => return Err(format!("`{name}` takes an integer value, not `{other}`")),
            };
            (vec![U32, t.clone()], t)
        }
        ReduceAndSync | ReduceOrSync | ReduceXorSync => match &args[1] {
            Type::Int(_) => (vec![U32, U32], U32),
            other => return Err(format!("`{name}` takes an integer value, not `{other}`")),
        },
        MatchAnySync | MatchAllSync => {
            let t = shuffle_type(&args[1])
                .ok_or_else(|| format!("`{name}` cannot match a value of type `{}`", args[1]))?;
            let mut params = vec![U32, t];
            if b == MatchAllSync {
                if !matches!(args[2], Type::Pointer(_)) {
                    return Err(format!(
                        "`{name}` takes an `int *` as its third argument, not `{}`",
                        args[2]
                    ));
                }
                params.push(Type::Pointer(Box::new(I32)));
            }
            (params, U32)
        }
        ShflSync | ShflXorSync | ShflUpSync | ShflDownSync | Shfl | ShflXor | ShflUp | ShflDown => {
            let vi = b.shuffled_value().unwrap_or(0);
            let t = shuffle_type(&args[vi])
                .ok_or_else(|| format!("`{name}` cannot shuffle a value of type `{}`", args[vi]))?;
            let mut params = Vec::new();
            if b.has_mask() {
                params.push(U32);
            }
            params.push(t.clone());
            params.extend(std::iter::repeat_n(I32, args.len() - params.len()));
            (params, t)
        }
        Ldg => match &args[0] {
            Type::Pointer(elem) if elem.is_arithmetic() => {
                (vec![args[0].clone()], (**elem).clone())
            }
            other => {
                return Err(format!(
                    "`{name}` takes a pointer to a number, not `{other}`"
                ))
            }
        },
        _ if b.is_atomic() => {
            let Type::Pointer(elem) = &args[0] else {
                return Err(format!(
                    "`{name}` takes a pointer as its first argument, not `{}`",
                    args[0]
                ));
            };
            if !atomic_types(b).contains(&**elem) {
                let accepted: Vec<String> = atomic_types(b)
                    .iter()
                    .map(|t| format!("`{}`", Type::Pointer(Box::new(t.clone()))))
                    .collect();
                return Err(format!(
                    "`{name}` does not support `{}` (it takes {})",
                    args[0],
                    accepted.join(", ")
                ));
            }
            let elem = (**elem).clone();
            let values = if b == AtomicCas { 2 } else { 1 };
            let mut params = vec![args[0].clone()];
            params.extend(std::iter::repeat_n(elem.clone(), values));
            (params, elem)
        }
        Min | Max => {
            if !args[0].is_arithmetic() || !args[1].is_arithmetic() {
                return Err(format!("`{name}` takes arithmetic arguments"));
            }
            let t = crate::types::usual_arithmetic(&args[0], &args[1]);
            (vec![t.clone(), t.clone()], t)
        }
        _ => return Err(format!("internal error: no signature for `{name}`")),
    })
}

/// The element types an atomic accepts: CUDA's overloads, and 64-bit signed
/// integers wherever CUDA has the unsigned ones (the hardware operation is the
/// same).
pub fn atomic_types(b: Builtin) -> &'static [Type] {
    use Builtin::*;
    const INTS: &[Type] = &[Type::INT, Type::UINT, Type::LONG, Type::ULONG];
    match b {
        AtomicAdd => &[
            Type::INT,
            Type::UINT,
            Type::LONG,
            Type::ULONG,
            Type::Float,
            Type::Double,
        ],
        AtomicExch => &[Type::INT, Type::UINT, Type::LONG, Type::ULONG, Type::Float],
        AtomicSub => &[Type::INT, Type::UINT],
        AtomicInc | AtomicDec => &[Type::UINT],
        _ => INTS,
    }
}

/// The type a shuffle operates on: int, unsigned, 64-bit integers, float, double.
fn shuffle_type(t: &Type) -> Option<Type> {
    match t {
        Type::Int(i) if i.bits <= 32 && (i.signed || i.bits < 32) => Some(Type::INT),
        Type::Int(i) if i.bits == 32 => Some(Type::UINT),
        Type::Int(i) => Some(Type::Int(*i)),
        Type::Float => Some(Type::Float),
        Type::Double => Some(Type::Double),
        _ => None,
    }
}

/// A lane set given as a bit mask, as text: `0,4-7` (warps have at most 64
/// lanes); `none` when empty.
pub fn lanes_text(mask: u64) -> String {
    let mut parts = Vec::new();
    let mut lane = 0;
    while lane < 64 {
        if mask >> lane & 1 == 1 {
            let start = lane;
            while lane + 1 < 64 && mask >> (lane + 1) & 1 == 1 {
                lane += 1;
            }
            parts.push(if start == lane {
                start.to_string()
            } else {
                format!("{start}-{lane}")
            });
        }
        lane += 1;
    }
    if parts.is_empty() {
        "none".into()
    } else {
        parts.join(",")
    }
}
