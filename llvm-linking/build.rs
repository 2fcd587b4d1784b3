//! Emits the link directives for LLVM 22: static archives in release builds, the shared
//! library otherwise (see `src/lib.rs` for why).

use std::path::{Path, PathBuf};
use std::process::Command;

/// `$LLVM_SYS_221_PREFIX/bin/llvm-config` when set (the variable llvm-sys reads, so one
/// setting serves both), else `llvm-config-22`, Debian's name.
fn llvm_config_path() -> PathBuf {
    println!("cargo:rerun-if-env-changed=LLVM_SYS_221_PREFIX");
    match std::env::var_os("LLVM_SYS_221_PREFIX") {
        Some(prefix) => Path::new(&prefix).join("bin").join("llvm-config"),
        None => PathBuf::from("llvm-config-22"),
    }
}

fn llvm_config(tool: &Path, args: &[&str]) -> String {
    let out = Command::new(tool).args(args).output().unwrap_or_else(|e| {
        panic!(
            "cannot run `{}`: {e} (run `make setup` to install LLVM 22)",
            tool.display()
        )
    });
    assert!(
        out.status.success(),
        "`{} {}` failed: {}",
        tool.display(),
        args.join(" "),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("llvm-config prints UTF-8")
        .trim()
        .to_string()
}

/// A system library as llvm-config names it: `-lzstd`, or a path such as
/// `/usr/lib/x86_64-linux-gnu/libz3.so`.
fn link_system_library(word: &str) {
    if let Some(name) = word.strip_prefix("-l") {
        println!("cargo:rustc-link-lib=dylib={name}");
        return;
    }
    let path = Path::new(word);
    let name = path
        .file_stem()
        .and_then(|s| s.to_str())
        .and_then(|s| s.strip_prefix("lib"))
        .unwrap_or_else(|| panic!("llvm-config named an unexpected library `{word}`"));
    if let Some(dir) = path.parent() {
        println!("cargo:rustc-link-search=native={}", dir.display());
    }
    println!("cargo:rustc-link-lib=dylib={name}");
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let tool = llvm_config_path();
    println!(
        "cargo:rustc-link-search=native={}",
        llvm_config(&tool, &["--libdir"])
    );
    // Cargo sets PROFILE to `release` for the release and bench profiles.
    if std::env::var("PROFILE").as_deref() != Ok("release") {
        println!("cargo:rustc-link-lib=dylib=LLVM-22");
        return;
    }
    for word in llvm_config(&tool, &["--link-static", "--libs"]).split_whitespace() {
        let name = word.strip_prefix("-l").unwrap_or(word);
        // Polly is linked into LLVM's own tools, not needed by the C API (and its archives
        // are a separate Debian package).
        if name.starts_with("Polly") {
            continue;
        }
        // Not bundled into this crate's rlib: the archives go to the final link as they are.
        println!("cargo:rustc-link-lib=static:-bundle={name}");
    }
    for word in llvm_config(&tool, &["--link-static", "--system-libs"]).split_whitespace() {
        link_system_library(word);
    }
    println!("cargo:rustc-link-lib=static:-bundle=stdc++");
}
