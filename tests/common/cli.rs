//! Running the `alice` binary from the integration tests, and scratch
//! directories for their files.

#![allow(dead_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// Run `alice` with these arguments and nothing on its standard input:
/// exit status (-1 when killed by a signal), standard output, standard
/// error.
pub fn alice(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(args)
        .output()
        .expect("alice runs");
    texts(out)
}

/// [`alice`] with `stdin` on its standard input.
pub fn alice_with_input(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    texts(run_with_input(args, stdin))
}

/// Run `alice` with `stdin` on its standard input; its whole output.
pub fn run_with_input(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("alice runs");
    {
        let mut input = child.stdin.take().expect("stdin");
        // alice may stop reading early (an error): not a test failure.
        let _ = input.write_all(stdin);
    }
    child.wait_with_output().expect("alice finishes")
}

fn texts(out: Output) -> (i32, String, String) {
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// An empty directory of this name under the target's directory for test
/// files (emptied if it exists).
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}
