//! Links LLVM 22 into every binary that depends on this crate (see `build.rs`).
//!
//! inkwell's `llvm-sys` is built with `no-llvm-linking` and this crate's build script says
//! how to link instead, because llvm-sys fixes one link mode for a whole build: release
//! binaries (the `tangle` command, `cargo bench`) link LLVM statically, which starts the
//! command in half the time (no relocation of the 150 MB `libLLVM-22.so` at every start),
//! while debug builds and the test suite's many binaries link the shared library, which
//! keeps their links fast and small.
//!
//! A crate that calls LLVM names this one (`extern crate llvm_linking;`) so that its
//! link directives reach the final link.
#![no_std]
