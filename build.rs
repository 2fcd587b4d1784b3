//! Release binaries are linked as position-dependent executables: with LLVM linked
//! statically (see `llvm-linking`), a position-independent `tangle` would apply about
//! 150,000 relocations at every start, a quarter of its start-up time.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("PROFILE").as_deref() == Ok("release") {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
}
