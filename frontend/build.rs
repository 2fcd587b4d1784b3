//! Records how gcc's driver runs its preprocessor, so that the frontend can run `cc1 -E`
//! itself: the driver is a process of its own that only adds arguments and starts `cc1`,
//! 1.6 ms of a small kernel's 11 ms (see `src/preprocess.rs`).

use std::process::Command;

/// `gcc -###` prints the commands it would run: the `cc1` line, its words quoted or not.
fn cc1_line() -> Option<Vec<String>> {
    let out = Command::new("gcc")
        .args(["-###", "-E", "-x", "c", "-"])
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let stderr = String::from_utf8(out.stderr).ok()?;
    let line = stderr.lines().find(|l| {
        l.split_whitespace()
            .next()
            .is_some_and(|w| w.ends_with("/cc1"))
    })?;
    // gcc quotes only with double quotes and writes no quote inside a word it adds here.
    let words: Vec<String> = line
        .split_whitespace()
        .map(|w| w.trim_matches('"').to_string())
        .collect();
    if words.iter().any(|w| w.contains(['"', '\'', '\\'])) {
        return None;
    }
    Some(words)
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let mut code =
        String::from("/// gcc's `cc1` and the arguments its driver gives it for `gcc -E -x c`.\n");
    match cc1_line() {
        Some(words) => {
            let (path, rest) = words.split_first().expect("the line starts with cc1");
            let mut args = Vec::new();
            let mut rest = rest.iter();
            while let Some(w) = rest.next() {
                match w.as_str() {
                    // The input, and the base name of dump files (none with -E).
                    "-" => {}
                    "-dumpbase" => {
                        rest.next();
                    }
                    _ => args.push(w.clone()),
                }
            }
            code.push_str(&format!(
                "pub(crate) const CC1: Option<(&str, &[&str])> = Some(({path:?}, &{args:?}));\n"
            ));
        }
        None => code.push_str("pub(crate) const CC1: Option<(&str, &[&str])> = None;\n"),
    }
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("cc1.rs"), code).expect("OUT_DIR is writable");
}
