//! Output that cannot go where it should. A closed pipe (`| head`): every
//! command, in every output mode, ends quietly with status 0, as the manual
//! promises (the reading end of the pipe is closed before the command
//! writes anything, so its first write fails). A report two runs would
//! write at once: the second is refused.

use std::path::Path;
use std::process::{Command, Stdio};

/// Run `alice` (or `py`) with stdout a pipe whose reading end is already
/// closed; `input` on its standard input.
fn closed(bin: &str, args: &[&str], input: &[u8]) -> (Option<i32>, String) {
    let mut child = Command::new(bin)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("alice runs");
    drop(child.stdout.take());
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("stdin");
        let _ = stdin.write_all(input);
    }
    let out = child.wait_with_output().expect("alice ends");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn every_command_ends_quietly_on_a_closed_pipe() {
    let alice = env!("CARGO_BIN_EXE_alice");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let marks = "problems/marks-the-problemist-1999.yaml";
    let popeye_inp = std::fs::read_dir(root.join("tests/data"))
        .ok()
        .and_then(|d| {
            d.flatten()
                .map(|e| e.path())
                .find(|p| p.extension().is_some_and(|x| x == "inp"))
        });
    let popeye_input = popeye_inp
        .as_ref()
        .map(|p| std::fs::read(p).unwrap())
        .unwrap_or_else(|| {
            b"BeginProblem\nPieces White Kb1 Qd1 Black Ka8\nStipulation #2\nCondition AliceChess\nEndProblem\n"
                .to_vec()
        });
    let fen = "8/8/8/2Q1k*3/8/2R*5/3p*4/K7 w - - 0 1";
    let cases: Vec<(Vec<&str>, &[u8])> = vec![
        (vec!["show", "start"], b""),
        (vec!["show", "start", "--variant", "directed"], b""),
        (vec!["moves", "start"], b""),
        (vec!["moves", "start", "--san"], b""),
        (vec!["moves", "-"], b"start\nstart\n"),
        (vec!["perft", "start", "3"], b""),
        (vec!["perft", "start", "3", "--divide"], b""),
        (
            vec!["perft", "start", "2", "--variant", "alice3", "--divide"],
            b"",
        ),
        (vec!["solve", marks], b""),
        (vec!["solve", marks, "--json"], b""),
        (vec!["solve", marks, "--tries", "--readings", "all"], b""),
        (vec!["solve", "--fen", fen, "--stip", "h#3"], b""),
        (vec!["solve", "--fen", fen, "--stip", "h#3", "--json"], b""),
        (vec!["solve", "--fen", fen, "--stip", "#2", "--json"], b""),
        (
            vec![
                "solve",
                "--fen",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "--stip",
                "dia 1.5",
            ],
            b"",
        ),
        (vec!["solve", marks, "--shard", "1/2"], b""),
        (vec!["check", "problems/"], b""),
        (vec!["check", "problems/", "--json"], b""),
        (vec!["diagram", marks], b""),
        (vec!["diagram", marks, "--format", "svg"], b""),
        (vec!["diagram", marks, "--format", "latex"], b""),
        (vec!["convert", marks, "--to", "popeye"], b""),
        (vec!["convert", marks, "--to", "yaml"], b""),
        (vec!["convert", marks, "--to", "fen"], b""),
        (vec!["popeye"], &popeye_input),
        (vec!["popeye", "-regression"], &popeye_input),
        (vec!["completions", "bash"], b""),
        (vec!["man"], b""),
        (vec!["--help"], b""),
        (vec!["solve", "--help"], b""),
        // Issue 41: bench panicked on a closed pipe.
        (vec!["bench", "--depth", "2"], b""),
        (vec!["--version"], b""),
    ];
    for (args, input) in &cases {
        let (code, err) = closed(alice, args, input);
        assert_eq!(code, Some(0), "alice {args:?}: {err}");
        assert!(err.is_empty(), "alice {args:?}: {err}");
    }
    let (code, err) = closed(env!("CARGO_BIN_EXE_py"), &[], &popeye_input);
    assert_eq!(code, Some(0), "py: {err}");
    assert!(err.is_empty(), "py: {err}");
}

/// Two `check` runs on one `--resume` report: the second is refused (the
/// first holds the report's lock), never interleaved. The second starts
/// once the first holds the lock (seen in `/proc/locks`), and the first,
/// solving a problem without a time limit, is stopped by Ctrl-C once the
/// second was refused: no time bound.
#[test]
fn a_second_check_on_the_same_report_is_refused() {
    let dir = crate::common::cli::scratch("resume-lock");
    let slow = "2B*5/2b*N*2p1/2p*5/2pk2pK*/p*4B*N*R*/3p*2p*1/5p2/r3n*3 w - - 0 1";
    std::fs::write(
        dir.join("slow.yaml"),
        format!("---\nfen: '{slow}'\nstipulation: '=9'\noptions: [AliceChess]\n"),
    )
    .unwrap();
    let report = dir.join("report.jsonl");
    std::fs::write(&report, "").unwrap();
    let alice = env!("CARGO_BIN_EXE_alice");
    let first = Command::new(alice)
        .args(["check", "--json", "-j", "1", "--timeout", "0", "--resume"])
        .arg(&report)
        .arg(&dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("alice runs");
    // The first run takes the lock.
    crate::common::wait::until("the first run's lock on the report", || {
        crate::common::wait::locked(&report).then_some(())
    });
    let second = Command::new(alice)
        .args(["check", "--json", "--resume"])
        .arg(&report)
        .arg(&dir)
        .output()
        .expect("alice runs");
    let err = String::from_utf8_lossy(&second.stderr);
    assert_eq!(second.status.code(), Some(2), "{err}");
    assert!(
        err.contains("another alice check is using this report"),
        "{err}"
    );
    assert!(second.stdout.is_empty());
    // The first run goes on, unharmed, until its Ctrl-C (its handler is
    // installed before it takes the lock).
    assert!(crate::common::wait::catches_sigint(first.id()));
    let killed = Command::new("kill")
        .args(["-INT", &first.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let first = first.wait_with_output().expect("alice ends");
    let err = String::from_utf8_lossy(&first.stderr);
    assert_eq!(first.status.code(), Some(130), "{err}"); // interrupted
    assert!(err.contains("interrupted"), "{err}");
    assert!(
        first.stdout.is_empty(),
        "no row for the interrupted problem"
    );
}
