//! Records how gcc's driver runs its preprocessor, so that the frontend can run `cc1 -E`
//! itself: the driver is a process of its own that only adds arguments and starts `cc1`,
//! 1.6 ms of a small kernel's 11 ms (see `src/preprocess.rs`). Also records what the
//! in-process preprocessor needs to act as gcc's (`src/cpp`): gcc's predefined macros and
//! its system include directories.

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

/// gcc's predefined macros for `-std=gnu11` (`-dM`), and its `#include <...>` directories
/// in search order (`-v`).
fn gcc_facts() -> Option<(String, Vec<String>)> {
    let run = |extra: &[&str]| {
        Command::new("gcc")
            .args(["-std=gnu11", "-E", "-x", "c"])
            .args(extra)
            .arg("/dev/null")
            .output()
            .ok()
            .filter(|o| o.status.success())
    };
    let macros = String::from_utf8(run(&["-dM"])?.stdout).ok()?;
    let verbose = String::from_utf8(run(&["-v"])?.stderr).ok()?;
    let dirs: Vec<String> = verbose
        .lines()
        .skip_while(|l| !l.starts_with("#include <...> search starts here:"))
        .skip(1)
        .take_while(|l| l.starts_with(' '))
        .map(|l| l.trim().to_string())
        .collect();
    (!dirs.is_empty()).then_some((macros, dirs))
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let facts = match gcc_facts() {
        Some((macros, dirs)) => format!(
            "const GCC_FACTS: Option<GccFacts> = Some(GccFacts {{ predefined: {macros:?}, system_dirs: &{dirs:?} }});\n"
        ),
        None => "const GCC_FACTS: Option<GccFacts> = None;\n".to_string(),
    };
    std::fs::write(out.join("gcc_facts.rs"), facts).expect("OUT_DIR is writable");
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
    std::fs::write(out.join("cc1.rs"), code).expect("OUT_DIR is writable");
}
