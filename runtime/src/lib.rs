//! The SIMT runtime: executes a kernel for a grid of threads and records, at
//! every dynamic execution of a convergent operation, exactly which threads
//! communicated.
//!
//! Two engines share one scheduler ([`sched`]) and one meaning of the
//! builtins (`collective`):
//! - [`source`]: the program model, under the tangle rules with the same
//!   maximal-convergence choices as `tangles` (cycle iterations, `context`);
//! - [`ir`]: LLVM IR, under the dynamic rules of convergence tokens (or, for
//!   IR without tokens, maximal convergence by cycle headers).
//!
//! [`gpu`] runs the kernel's PTX on an NVIDIA GPU, which shows buffers but
//! not events. The `driver` crate's `check` runs the source engine and one of the
//! others on the same launch and compares what they observed; this crate depends on
//! the frontend and `tangles` only (its tests also use `driver`).

#![warn(missing_docs)]

// Links LLVM into every binary that uses this crate (static in release builds).
extern crate llvm_linking;

pub(crate) mod builtins;
pub(crate) mod collective;
pub(crate) mod context;
pub mod gpu;
pub(crate) mod intern;
pub mod ir;
pub(crate) mod lanes;
pub mod launch;
pub mod library;
pub(crate) mod liveness;
pub(crate) mod memory;
pub mod race;
pub mod sched;
pub mod source;
pub mod trace;
pub mod value;

/// Why a run could not start.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Failure {
    /// The input or the launch is wrong (no such kernel, a bad argument, IR
    /// that cannot be read): the user can fix it.
    #[error("{0}")]
    Input(String),
    /// A bug in tangle.
    #[error("internal error: {0}")]
    Internal(String),
}
