//! Running the built `tangle` binary as a user does, for the CLI tests.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

pub const REPO: &str = env!("CARGO_MANIFEST_DIR");

/// Runs `tangle` in the repository with `args`, feeding `stdin`.
pub fn tangle(args: &[&str], stdin: &str) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tangle"));
    cmd.args(args).current_dir(REPO);
    run(cmd, stdin)
}

/// Runs `cmd`, feeding `stdin`, and collects its output.
pub fn run(mut cmd: Command, stdin: &str) -> Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run tangle");
    let written = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes());
    match written {
        // A command that exits without reading all its input closes the pipe first.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
        written => written.expect("write stdin"),
    }
    child.wait_with_output().expect("wait for tangle")
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8 output")
}
