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
//!
//! It also sets tangle's process-wide LLVM options ([`set_options`]): LLVM keeps its options
//! in globals and parses them without a lock, so one place sets them all, once.

use std::ffi::c_char;

extern "C" {
    // LLVM's C API (llvm-c/Support.h); declared here rather than through inkwell so
    // that this crate stays a leaf of the dependency graph.
    fn LLVMParseCommandLineOptions(argc: i32, argv: *const *const c_char, overview: *const c_char);
}

/// Sets tangle's LLVM options, once per process, before LLVM first reads or optimises
/// a module (callers on any thread; later calls return at once):
/// - `-disable-auto-upgrade-debug-info`: LLVM's parsers verify modules that carry debug
///   info ("auto-upgrade") and abort the process when the verifier fails, which token IR
///   from Clang does for unstructured code. The IR engine verifies without aborting.
/// - `-simplifycfg-sink-common=false`: SimplifyCFG's sinking of common instructions into
///   a shared successor can give a loop with a convergence heart a second entry (LLVM 22,
///   `-O2` for amdgcn, found by `tangle fuzz`); the verifier rejects the module, and an
///   irreducible cycle has no header to put the heart back in. `tangle lower -O1..3`
///   therefore runs LLVM's pipelines without that one transformation.
pub fn set_options() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let args = [
            c"tangle".as_ptr(),
            c"-disable-auto-upgrade-debug-info".as_ptr(),
            c"-simplifycfg-sink-common=false".as_ptr(),
        ];
        // SAFETY: NUL-terminated strings that outlive the call; LLVM copies what it
        // keeps, and reports an unknown option on stderr without exiting.
        unsafe { LLVMParseCommandLineOptions(args.len() as i32, args.as_ptr(), c"".as_ptr()) }
    });
}
