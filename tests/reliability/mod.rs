//! Reliability: the failures observed on long and hostile runs, each
//! reproduced here (time limits, memory, lost output, panics).

use crate::common;
use crate::common::cli;
use cli::{run_with_input as run, scratch};

use alice::{engine::fast::fen, engine::fast::movegen};
use common::reference::Naive;
use std::process::{Command, Output, Stdio};

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

// ------------------------------------------------------------ time limits

use alice::search::Stop;
use alice::solve::direct::{self, DirectError, DirectOptions};
use alice::solve::help::{self, HelpError, HelpOptions};
use alice::solve::NoProgress;
use alice::stipulation::Stipulation;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Rittirsch & Pachl, Andernach 2025, 6th place: as `=8` it ran 22 s past
/// a 1 s limit and then reported "no solution".
const RITTIRSCH: &str = "2B*5/2b*N*2p1/2p*5/2pk2pK*/p*4B*N*R*/3p*2p*1/5p2/r3n*3 w - - 0 1";
const MARKS: &str = "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1";
const CAILLAUD: &str = "8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1";

/// A generous bound for a search with a time limit of `limit`: the limit
/// plus 10 % plus 0.2 s is the promise; a loaded 2-core machine running
/// other tests beside may leave a process waiting for a core for seconds,
/// so the tests allow 5 s past the 10 %. (The bound still tells a stop
/// from none: Rittirsch's `=8` ran 22 s past its limit before the fix,
/// and every search here runs for minutes without a stop.)
fn bound(limit: Duration) -> Duration {
    limit + limit / 10 + Duration::from_secs(5)
}

fn direct_stops(fen_text: &str, stip: &str, limit: Duration) {
    let pos = fen::parse(fen_text).unwrap();
    let stip: Stipulation = stip.parse().unwrap();
    let start = Instant::now();
    let stop = Stop::at(Some(start + limit));
    let r = direct::solve_with(&pos, &stip, &DirectOptions::default(), &NoProgress, &stop);
    assert_eq!(
        r.err(),
        Some(DirectError::Stopped),
        "{stip}: a verdict after a stop"
    );
    assert!(
        start.elapsed() < bound(limit),
        "{stip}: {:?}",
        start.elapsed()
    );
}

fn help_stops(fen_text: &str, stip: &str, limit: Duration) {
    let pos = fen::parse(fen_text).unwrap();
    let stip: Stipulation = stip.parse().unwrap();
    let start = Instant::now();
    let stop = Stop::at(Some(start + limit));
    let r = help::solve_with(&pos, &stip, &HelpOptions::default(), &stop);
    assert_eq!(
        r.err(),
        Some(HelpError::Stopped),
        "{stip}: a verdict after a stop"
    );
    assert!(
        start.elapsed() < bound(limit),
        "{stip}: {:?}",
        start.elapsed()
    );
}

#[test]
fn stalemate_in_eight_times_out_instead_of_a_verdict() {
    direct_stops(RITTIRSCH, "=8", Duration::from_millis(500));
    direct_stops(RITTIRSCH, "=9", Duration::from_millis(300));
}

#[test]
fn long_battle_play_stops_at_the_limit() {
    for stip in ["#30", "#60", "s#20", "r#20", "s=12"] {
        direct_stops(MARKS, stip, Duration::from_millis(300));
    }
}

#[test]
fn help_and_series_play_stop_at_the_limit() {
    for stip in ["h#5", "h#7", "h=6", "ser-h#8", "ser-#9"] {
        help_stops(MARKS, stip, Duration::from_millis(400));
    }
    help_stops(CAILLAUD, "ser-h#12", Duration::from_millis(300));
}

/// Tells a channel when the search has begun (it counts its first moves).
struct Started(std::sync::mpsc::Sender<()>);

impl alice::solve::Progress for Started {
    fn set_total(&self, _total: u64) {
        let _ = self.0.send(());
    }
    fn advance(&self) {}
}

#[test]
fn a_stop_raised_by_another_thread_ends_the_search() {
    let pos = fen::parse(MARKS).unwrap();
    let stip: Stipulation = "#6".parse().unwrap();
    let stop = Stop::never();
    let (started, begun) = std::sync::mpsc::channel();
    let (r, raised) = std::thread::scope(|s| {
        // Raised once the search is under way, not after a time.
        let stop = &stop;
        let raiser = s.spawn(move || {
            begun
                .recv_timeout(common::wait::DEADLINE)
                .expect("the search begins");
            let raised = Instant::now();
            stop.raise();
            raised
        });
        let r = direct::solve_with(
            &pos,
            &stip,
            &DirectOptions::default(),
            &Started(started),
            stop,
        );
        (r, raiser.join().unwrap())
    });
    assert_eq!(r.err(), Some(DirectError::Stopped));
    assert!(
        raised.elapsed() < bound(Duration::ZERO),
        "{:?}",
        raised.elapsed()
    );
}

#[test]
fn a_mate_by_a_bare_king_has_no_solution_at_any_length() {
    // The shortcut answers in milliseconds: a verdict within the
    // solver's own time limit of 5 s (the bound this test held as a wall
    // time, without the start of the process on a loaded machine); a
    // search that ran past it would end without one (status 3).
    let out = run(
        &[
            "solve",
            "--fen",
            "k7/8/8/8/8/8/8/K7 w",
            "--stip",
            "h#40",
            "--timeout",
            "5",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("verdict: no solution"));
    // Stalemate has no such shortcut: the time limit bounds it.
    let out = run(
        &[
            "solve",
            "--fen",
            "k7/8/8/8/8/8/8/K7 w",
            "--stip",
            "h=40",
            "--timeout",
            "0.5",
        ],
        b"",
    );
    assert!(matches!(out.status.code(), Some(0) | Some(3)));
}

#[test]
fn solve_with_a_time_limit_says_timeout_and_gives_no_verdict() {
    let start = Instant::now();
    let out = run(
        &[
            "solve",
            "--fen",
            RITTIRSCH,
            "--stip",
            "=8",
            "--timeout",
            "1",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stdout).is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("timeout: no verdict"));
    assert!(start.elapsed() < bound(Duration::from_secs(1)) + Duration::from_secs(1));
    let out = run(
        &[
            "solve",
            "--fen",
            MARKS,
            "--stip",
            "h#5",
            "--timeout",
            "0.5",
            "--json",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(3));
    // The lines found before the limit, streamed, in a document that says
    // it stopped and gives no verdict.
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["stopped"], true);
    assert_eq!(doc["complete"], false);
    assert!(doc.get("verdict").is_none() && doc.get("counts").is_none());
}

#[test]
fn max_solutions_stops_counting() {
    let out = run(
        &[
            "solve",
            "--fen",
            MARKS,
            "--stip",
            "h#3",
            "--max-solutions",
            "5",
        ],
        b"",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(
        text.contains("(5 solutions of full length); solution limit reached"),
        "{text}"
    );
    assert_eq!(text.lines().filter(|l| l.starts_with("1.")).count(), 5);
}

// ------------------------------------------------------------ Ctrl-C

/// Send SIGINT to a child process.
fn interrupt(child: &std::process::Child) {
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
}

fn yaml(fen_text: &str, stip: &str) -> String {
    format!("---\nfen: '{fen_text}'\nstipulation: '{stip}'\noptions: [AliceChess]\n")
}

#[test]
fn ctrl_c_during_check_keeps_rows_and_counts_the_rest() {
    let dir = scratch("interrupt-check");
    std::fs::write(
        dir.join("a-quick.yaml"),
        yaml("7k/8/6K1/8/8/8/8/R*7 w - - 0 1", "#1"),
    )
    .unwrap();
    for name in ["b-slow.yaml", "c-slow.yaml", "d-slow.yaml"] {
        std::fs::write(dir.join(name), yaml(RITTIRSCH, "=9")).unwrap();
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["check", "--json", "-j", "1", "--timeout", "0"])
        .arg(&dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("alice runs");
    // Wait for the first row, then interrupt.
    let mut stdout = child.stdout.take().expect("stdout");
    let mut first = Vec::new();
    let mut byte = [0u8; 1];
    while std::io::Read::read(&mut stdout, &mut byte).unwrap_or(0) == 1 {
        first.push(byte[0]);
        if byte[0] == b'\n' {
            break;
        }
    }
    // The first row is the event: the Ctrl-C handler is installed before
    // any work, and the slow problems are being solved or queued.
    assert!(common::wait::catches_sigint(child.id()));
    let start = Instant::now();
    interrupt(&child);
    let mut rest = Vec::new();
    std::io::Read::read_to_end(&mut stdout, &mut rest).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(start.elapsed() < bound(Duration::ZERO), "slow to stop");
    assert_eq!(out.status.code(), Some(130));
    let first = String::from_utf8_lossy(&first);
    assert!(
        first.contains("a-quick") && first.contains("\"ok\""),
        "{first}"
    );
    assert!(rest.is_empty(), "no row for interrupted problems");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("interrupted") && stderr.contains("    3"),
        "{stderr}"
    );
    // The report resumes: the quick problem is not solved again.
    let report = dir.join("report.jsonl");
    std::fs::write(&report, first.as_bytes()).unwrap();
    let out = run(
        &[
            "check",
            "--json",
            "--timeout",
            "0.3",
            "--resume",
            report.to_str().unwrap(),
            dir.to_str().unwrap(),
        ],
        b"",
    );
    let rows = String::from_utf8_lossy(&out.stdout);
    assert!(!rows.contains("a-quick"), "{rows}");
    assert_eq!(
        rows.lines().filter(|l| l.contains("\"timeout\"")).count(),
        3
    );
}

#[test]
fn ctrl_c_during_solve_gives_no_verdict() {
    let child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["solve", "--fen", RITTIRSCH, "--stip", "=9"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("alice runs");
    // Once its Ctrl-C handler is installed (before the search begins; an
    // interrupt before the search stops it at its first node).
    common::wait::until("alice's Ctrl-C handler", || {
        common::wait::catches_sigint(child.id()).then_some(())
    });
    interrupt(&child);
    let start = Instant::now();
    let out = child.wait_with_output().unwrap();
    assert!(start.elapsed() < bound(Duration::ZERO), "slow to stop");
    assert_eq!(out.status.code(), Some(130));
    assert!(out.stdout.is_empty(), "a partial result was printed");
    assert!(String::from_utf8_lossy(&out.stderr).contains("interrupted: no verdict"));
}

mod any_size;
mod closed_pipe;
mod fault_matrix;
mod no_panic;
mod no_silent_loss;
mod resume_cuts;
