//! The builtin functions of the CUDA/HIP subset, known to the frontend by name.

use crate::model::Type;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Builtin {
    SyncThreads,
    SyncWarp,
    ActiveMask,
    BallotSync,
    AnySync,
    AllSync,
    ShflSync,
    ShflXorSync,
    ShflUpSync,
    ShflDownSync,
    ReduceAddSync,
    Ballot,
    Any,
    All,
    Shfl,
    Ffs,
    Popc,
    Popcll,
    Clz,
    AtomicAdd,
    Min,
    Max,
}

/// Which threads a convergent builtin can communicate with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scope {
    Warp,
    Block,
}

impl Builtin {
    pub const ALL: [Builtin; 22] = [
        Builtin::SyncThreads,
        Builtin::SyncWarp,
        Builtin::ActiveMask,
        Builtin::BallotSync,
        Builtin::AnySync,
        Builtin::AllSync,
        Builtin::ShflSync,
        Builtin::ShflXorSync,
        Builtin::ShflUpSync,
        Builtin::ShflDownSync,
        Builtin::ReduceAddSync,
        Builtin::Ballot,
        Builtin::Any,
        Builtin::All,
        Builtin::Shfl,
        Builtin::Ffs,
        Builtin::Popc,
        Builtin::Popcll,
        Builtin::Clz,
        Builtin::AtomicAdd,
        Builtin::Min,
        Builtin::Max,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Builtin::SyncThreads => "__syncthreads",
            Builtin::SyncWarp => "__syncwarp",
            Builtin::ActiveMask => "__activemask",
            Builtin::BallotSync => "__ballot_sync",
            Builtin::AnySync => "__any_sync",
            Builtin::AllSync => "__all_sync",
            Builtin::ShflSync => "__shfl_sync",
            Builtin::ShflXorSync => "__shfl_xor_sync",
            Builtin::ShflUpSync => "__shfl_up_sync",
            Builtin::ShflDownSync => "__shfl_down_sync",
            Builtin::ReduceAddSync => "__reduce_add_sync",
            Builtin::Ballot => "__ballot",
            Builtin::Any => "__any",
            Builtin::All => "__all",
            Builtin::Shfl => "__shfl",
            Builtin::Ffs => "__ffs",
            Builtin::Popc => "__popc",
            Builtin::Popcll => "__popcll",
            Builtin::Clz => "__clz",
            Builtin::AtomicAdd => "atomicAdd",
            Builtin::Min => "min",
            Builtin::Max => "max",
        }
    }

    pub fn from_name(name: &str) -> Option<Builtin> {
        Builtin::ALL.into_iter().find(|b| b.name() == name)
    }

    pub fn is_convergent(self) -> bool {
        self.scope().is_some()
    }

    /// `Some` for convergent builtins.
    pub fn scope(self) -> Option<Scope> {
        match self {
            Builtin::SyncThreads => Some(Scope::Block),
            Builtin::SyncWarp
            | Builtin::ActiveMask
            | Builtin::BallotSync
            | Builtin::AnySync
            | Builtin::AllSync
            | Builtin::ShflSync
            | Builtin::ShflXorSync
            | Builtin::ShflUpSync
            | Builtin::ShflDownSync
            | Builtin::ReduceAddSync
            | Builtin::Ballot
            | Builtin::Any
            | Builtin::All
            | Builtin::Shfl => Some(Scope::Warp),
            Builtin::Ffs
            | Builtin::Popc
            | Builtin::Popcll
            | Builtin::Clz
            | Builtin::AtomicAdd
            | Builtin::Min
            | Builtin::Max => None,
        }
    }

    /// Whether the first argument is an explicit lane mask (`*_sync`).
    pub fn has_mask(self) -> bool {
        matches!(
            self,
            Builtin::SyncWarp
                | Builtin::BallotSync
                | Builtin::AnySync
                | Builtin::AllSync
                | Builtin::ShflSync
                | Builtin::ShflXorSync
                | Builtin::ShflUpSync
                | Builtin::ShflDownSync
                | Builtin::ReduceAddSync
        )
    }

    /// The accepted argument counts.
    pub fn arity(self) -> (usize, usize) {
        match self {
            Builtin::SyncThreads | Builtin::ActiveMask => (0, 0),
            Builtin::SyncWarp
            | Builtin::Ballot
            | Builtin::Any
            | Builtin::All
            | Builtin::Ffs
            | Builtin::Popc
            | Builtin::Popcll
            | Builtin::Clz => (1, 1),
            Builtin::BallotSync
            | Builtin::AnySync
            | Builtin::AllSync
            | Builtin::ReduceAddSync
            | Builtin::AtomicAdd
            | Builtin::Min
            | Builtin::Max => (2, 2),
            Builtin::Shfl => (2, 3),
            Builtin::ShflSync
            | Builtin::ShflXorSync
            | Builtin::ShflUpSync
            | Builtin::ShflDownSync => (3, 4),
        }
    }

    /// Index of the shuffled value argument, for shuffles.
    pub fn shuffled_value(self) -> Option<usize> {
        match self {
            Builtin::Shfl => Some(0),
            Builtin::ShflSync
            | Builtin::ShflXorSync
            | Builtin::ShflUpSync
            | Builtin::ShflDownSync => Some(1),
            _ => None,
        }
    }
}

/// The parameter types a call converts its arguments to, and its result type,
/// given the (promoted) argument types. `Err` explains a type error.
pub fn signature(b: Builtin, args: &[Type]) -> Result<(Vec<Type>, Type), String> {
    use Builtin::*;
    const U32: Type = Type::UINT;
    const I32: Type = Type::INT;
    Ok(match b {
        SyncThreads => (vec![], Type::Void),
        SyncWarp => (vec![U32], Type::Void),
        ActiveMask => (vec![], U32),
        BallotSync => (vec![U32, I32], U32),
        AnySync | AllSync => (vec![U32, I32], I32),
        Ballot => (vec![I32], Type::ULONG),
        Any | All => (vec![I32], I32),
        Ffs | Clz => (vec![I32], I32),
        Popc => (vec![U32], I32),
        Popcll => (vec![Type::ULONG], I32),
        ReduceAddSync => {
            let t = match &args[1] {
                Type::Int(i) if !i.signed && i.bits >= 32 => U32,
                Type::Int(_) => I32,
                other => {
                    return Err(format!(
                        "`__reduce_add_sync` takes an integer value, not `{other}`"
                    ))
                }
            };
            (vec![U32, t.clone()], t)
        }
        ShflSync | ShflXorSync | ShflUpSync | ShflDownSync | Shfl => {
            let vi = b.shuffled_value().unwrap_or(0);
            let t = shuffle_type(&args[vi]).ok_or_else(|| {
                format!(
                    "`{}` cannot shuffle a value of type `{}`",
                    b.name(),
                    args[vi]
                )
            })?;
            let mut params = Vec::new();
            if b.has_mask() {
                params.push(U32);
            }
            params.push(t.clone());
            params.extend(std::iter::repeat_n(I32, args.len() - params.len()));
            (params, t)
        }
        AtomicAdd => {
            let Type::Pointer(elem) = &args[0] else {
                return Err(format!(
                    "`atomicAdd` takes a pointer as its first argument, not `{}`",
                    args[0]
                ));
            };
            let ok = matches!(**elem, Type::Float | Type::Double)
                || matches!(**elem, Type::Int(i) if i.bits >= 32);
            if !ok {
                return Err(format!("`atomicAdd` does not support `{}`", args[0]));
            }
            (vec![args[0].clone(), (**elem).clone()], (**elem).clone())
        }
        Min | Max => {
            if !args[0].is_arithmetic() || !args[1].is_arithmetic() {
                return Err(format!("`{}` takes arithmetic arguments", b.name()));
            }
            let t = crate::types::usual_arithmetic(&args[0], &args[1]);
            (vec![t.clone(), t.clone()], t)
        }
    })
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
