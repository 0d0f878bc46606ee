//! Reliability: the failures observed on long and hostile runs, each
//! reproduced here (time limits, memory, lost output, panics).

mod common;

use alice::{fen, movegen};
use common::reference::Naive;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Run the binary with `args` and `stdin`.
fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("alice runs");
    {
        let mut si = child.stdin.take().expect("stdin");
        let _ = si.write_all(stdin);
    }
    child.wait_with_output().expect("alice finishes")
}

/// Many queens on both boards: more legal moves than orthodox chess allows.
const MANY_QUEENS: &str = "2R*2Q2/Q*2Q3Q*/5R*Q1/QK*2Q*3/1N*Q3k*Q/1B*2Q3/1N1Q*2Q1/1B1Q3Q* w - - 0 1";

#[test]
fn move_lists_never_overflow() {
    let pos = fen::parse(MANY_QUEENS).unwrap();
    let fast = movegen::legal_move_list(&pos);
    assert_eq!(fast.len(), 281);
    assert_eq!(Naive::from_position(&pos).legal_moves().len(), 281);
    let out = run(&["moves", MANY_QUEENS], b"");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 281);
    // Every position one ply on is generated in full too.
    for &m in fast.iter() {
        let next = pos.after(m);
        assert_eq!(
            movegen::legal_move_list(&next).len(),
            Naive::from_position(&next).legal_moves().len()
        );
    }
}
