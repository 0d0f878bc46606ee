//! Reliability: the failures observed on long and hostile runs, each
//! reproduced here (time limits, memory, lost output, panics).

#[path = "common/cli.rs"]
mod cli;
use cli::{run_with_input as run, scratch};
mod common;

use alice::{fen, movegen};
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
/// plus 10 % plus 0.2 s is the promise; CI machines are loaded, so the
/// tests allow 1.5 s more.
fn bound(limit: Duration) -> Duration {
    limit + limit / 10 + Duration::from_millis(1700)
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

#[test]
fn a_stop_raised_by_another_thread_ends_the_search() {
    let pos = fen::parse(MARKS).unwrap();
    let stip: Stipulation = "#6".parse().unwrap();
    let stop = Stop::never();
    let start = Instant::now();
    let r = std::thread::scope(|s| {
        s.spawn(|| {
            std::thread::sleep(Duration::from_millis(200));
            stop.raise();
        });
        direct::solve_with(&pos, &stip, &DirectOptions::default(), &NoProgress, &stop)
    });
    assert_eq!(r.err(), Some(DirectError::Stopped));
    assert!(start.elapsed() < bound(Duration::from_millis(200)));
}

#[test]
fn a_mate_by_a_bare_king_has_no_solution_at_any_length() {
    let start = Instant::now();
    let out = run(
        &["solve", "--fen", "k7/8/8/8/8/8/8/K7 w", "--stip", "h#40"],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("verdict: no solution"));
    assert!(start.elapsed() < Duration::from_secs(5));
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
    assert!(out.stdout.is_empty());
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
    assert!(text.contains("5 solutions (limit reached)"), "{text}");
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
    std::thread::sleep(Duration::from_millis(300));
    let start = Instant::now();
    interrupt(&child);
    let mut rest = Vec::new();
    std::io::Read::read_to_end(&mut stdout, &mut rest).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(start.elapsed() < Duration::from_secs(5), "slow to stop");
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
    std::thread::sleep(Duration::from_millis(700));
    interrupt(&child);
    let start = Instant::now();
    let out = child.wait_with_output().unwrap();
    assert!(start.elapsed() < Duration::from_secs(5));
    assert_eq!(out.status.code(), Some(130));
    assert!(out.stdout.is_empty(), "a partial result was printed");
    assert!(String::from_utf8_lossy(&out.stderr).contains("interrupted: no verdict"));
}

// ------------------------------------------------------------ no silent loss

/// Run with standard output on `/dev/full` (every write fails).
fn run_to_full(args: &[&str]) -> Output {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(full)
        .stderr(Stdio::piped())
        .output()
        .expect("alice runs")
}

#[test]
fn write_errors_are_errors() {
    let marks = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/problems/marks-the-problemist-1999.yaml"
    );
    let cases: &[&[&str]] = &[
        &["check", marks],
        &["check", "--json", marks],
        &["solve", marks],
        &["solve", "--fen", MARKS, "--stip", "#2"],
        &["solve", "--fen", CAILLAUD, "--stip", "h#2", "--json"],
        &["convert", marks, "--to", "popeye"],
        &["moves", "start"],
        &["perft", "start", "3"],
        &["show", "start"],
    ];
    for args in cases {
        let out = run_to_full(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("cannot write output"), "{args:?}: {stderr}");
    }
}

#[test]
fn bad_paths_are_rows_and_the_rest_is_checked() {
    let dir = scratch("bad-paths");
    let good = dir.join("good.yaml");
    std::fs::write(&good, yaml("7k/8/6K1/8/8/8/8/R*7 w - - 0 1", "#1")).unwrap();
    // A FIFO inside a directory and given directly: never opened.
    let fifo = dir.join("pipe.yaml");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    // A symlink loop.
    std::os::unix::fs::symlink(&dir, dir.join("loop")).unwrap();
    let missing = dir.join("missing.yaml");
    let start = Instant::now();
    let out = run(
        &[
            "check",
            missing.to_str().unwrap(),
            fifo.to_str().unwrap(),
            dir.to_str().unwrap(),
        ],
        b"",
    );
    assert!(start.elapsed() < Duration::from_secs(10), "blocked");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "{text}");
    let errors: Vec<&str> = text.lines().filter(|l| l.starts_with("error ")).collect();
    assert!(errors.iter().any(|l| l.contains("missing.yaml")), "{text}");
    assert_eq!(
        errors
            .iter()
            .filter(|l| l.contains("not a regular file"))
            .count(),
        2,
        "{text}"
    );
    assert!(errors.iter().any(|l| l.contains("symlink loop")), "{text}");
    assert!(
        text.lines()
            .any(|l| l.starts_with("ok ") && l.contains("good.yaml")),
        "{text}"
    );
}

/// The report rows of a run, as lines.
fn report_of(dir: &Path) -> String {
    let out = run(&["check", "--json", dir.to_str().unwrap()], b"");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A resume from `report` (run from `cwd`): the rows written and the
/// summary.
fn resume(report: &str, cwd: &Path, dir: &Path) -> (Option<i32>, String, String) {
    let path = cwd.join("report.jsonl");
    std::fs::write(&path, report).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_alice"))
        .current_dir(cwd)
        .args(["check", "--json", "--resume", "report.jsonl"])
        .arg(dir)
        .output()
        .expect("alice runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Three solved problems and their report, in a scratch folder of its own
/// for each test (`name`): tests run in parallel.
fn resume_fixture(name: &str) -> (PathBuf, String) {
    let dir = scratch(&format!("resume-fixture-{name}"));
    let problems = dir.join("problems");
    std::fs::create_dir_all(&problems).unwrap();
    for (name, fen_text) in [
        ("a.yaml", "7k/8/6K1/8/8/8/8/R*7 w - - 0 1"),
        ("b.yaml", "6k1/8/6K1/8/8/8/8/R*7 w - - 0 1"),
        ("c.yaml", "5k2/8/5K2/8/8/8/8/R*7 w - - 0 1"),
    ] {
        std::fs::write(problems.join(name), yaml(fen_text, "#1")).unwrap();
    }
    let report = report_of(&problems);
    assert_eq!(report.lines().count(), 3, "{report}");
    (dir, report)
}

#[test]
fn resume_survives_a_cut_report() {
    let (dir, report) = resume_fixture("resume_survives_a_cut_report");
    let problems = dir.join("problems");
    // Cut inside the last row (a killed run): that problem is solved again.
    let cut = &report[..report.len() - 20];
    let (code, rows, summary) = resume(cut, &dir, &problems);
    assert_eq!(code, Some(0), "{summary}");
    assert_eq!(rows.lines().count(), 1, "{rows}");
    assert!(rows.contains("c.yaml"), "{rows}");
    assert!(
        summary.contains("total                      3"),
        "{summary}"
    );
    // A complete report: nothing to do, every problem counted once.
    let (code, rows, summary) = resume(&report, &dir, &problems);
    assert_eq!(code, Some(0));
    assert!(rows.is_empty(), "{rows}");
    assert!(
        summary.contains("total                      3"),
        "{summary}"
    );
}

#[test]
fn resume_counts_duplicates_once_and_ignores_foreign_rows() {
    let (dir, report) = resume_fixture("resume_counts_duplicates_once_and_ignores_foreign_rows");
    let problems = dir.join("problems");
    let first = report.lines().next().unwrap();
    let foreign = first.replace("a.yaml", "elsewhere.yaml");
    let doubled = format!("{first}\n{report}{foreign}\n");
    let (code, rows, summary) = resume(&doubled, &dir, &problems);
    assert_eq!(code, Some(0), "{summary}");
    assert!(rows.is_empty(), "{rows}");
    assert!(
        summary.contains("total                      3"),
        "{summary}"
    );
}

#[test]
fn resume_works_from_another_directory() {
    let (dir, report) = resume_fixture("resume_works_from_another_directory");
    let other = dir.join("elsewhere");
    std::fs::create_dir_all(&other).unwrap();
    // The rows name the files relative to where the first run was; the
    // canonical path in each row finds them from anywhere.
    let relative = report.replace(
        &format!("\"file\":\"{}", dir.join("problems").display()),
        "\"file\":\"problems",
    );
    assert!(relative.contains("\"file\":\"problems/a.yaml\""));
    let (code, rows, summary) = resume(&relative, &other, &dir.join("problems"));
    assert_eq!(code, Some(0), "{summary}");
    assert!(rows.is_empty(), "{rows}");
}

#[test]
fn a_broken_row_inside_a_report_is_an_error() {
    let (dir, report) = resume_fixture("a_broken_row_inside_a_report_is_an_error");
    let broken = format!("{{not json\n{report}");
    let (code, _, stderr) = resume(&broken, &dir, &dir.join("problems"));
    assert_eq!(code, Some(2));
    assert!(stderr.contains("line 1"), "{stderr}");
}

// ------------------------------------------------------------ no panic

#[test]
fn numeric_options_are_checked() {
    let marks = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/problems/marks-the-problemist-1999.yaml"
    );
    for t in ["inf", "1e19", "1e20", "NaN", "-1", "-0.5", "1e400", ""] {
        let out = run(&["check", &format!("--timeout={t}"), marks], b"");
        assert_eq!(out.status.code(), Some(2), "--timeout {t}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("error"));
    }
    for args in [
        &["perft", "start", "3000"][..],
        &["perft", "start", "4294967296"],
        &["bench", "--depth", "4294967295"],
        &["perft", "start", "2", "-j", "5000"],
        &["perft", "start", "2", "-j", "0"],
        &["solve", marks, "-j", "99999999999999999999"],
    ] {
        let out = run(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn moves_from_stdin_survive_invalid_utf8() {
    let input = b"4k3/8/8/8/8/8/8/4K3 w\n\xff\xfe\xfd\n4k3/8/8/8/8/8/8/4K3 b\n";
    let out = run(&["moves", "-"], input);
    assert_eq!(out.status.code(), Some(2));
    let lines: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(String::from)
        .collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[0].contains("e1d1") && lines[1].is_empty() && lines[2].contains("e8d8"));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 2: not valid UTF-8"));
}

#[test]
fn error_messages_quote_a_bounded_prefix() {
    let huge = "x".repeat(100_000);
    for args in [
        vec!["moves", huge.as_str()],
        vec!["perft", huge.as_str(), "1"],
        vec!["solve", "--fen", huge.as_str(), "--stip", "#2"],
    ] {
        let out = run(&args, b"");
        assert_eq!(out.status.code(), Some(2));
        assert!(
            out.stderr.len() < 1000,
            "{} bytes of error",
            out.stderr.len()
        );
    }
    let out = run(&["moves", "-"], format!("{huge}\n").as_bytes());
    assert!(
        out.stderr.len() < 1000,
        "{} bytes of error",
        out.stderr.len()
    );
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(40))]

        /// Whatever the numeric options say, the tool answers or refuses
        /// (exit 0 or 2), never panics.
        #[test]
        fn numeric_options_never_panic(
            timeout in prop_oneof![
                "[-+]?[0-9]{0,25}(\\.[0-9]{0,5})?(e[-+]?[0-9]{1,4})?",
                Just("inf".to_string()),
                Just("nan".to_string()),
            ],
            jobs in "[0-9]{1,22}",
            // Refused (31 and up) or quick: a perft of two bare kings to
            // depth 15 does not end (8^15 leaves).
            depth in prop_oneof!["[0-6]", "3[1-9]|[4-9][0-9]|[1-9][0-9]{2,11}"],
        ) {
            let out = run(&["perft", "k7/8/8/8/8/8/8/K7 w", &depth, "-j", &jobs], b"");
            let code = out.status.code();
            prop_assert!(matches!(code, Some(0) | Some(2)), "{:?}", code);
            prop_assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
            let out = run(&["solve", "--fen", "7k/8/6K1/8/8/8/8/R*7 w", "--stip", "#1",
                "--timeout", &timeout], b"");
            let code = out.status.code();
            prop_assert!(matches!(code, Some(0) | Some(2) | Some(3)), "{:?}", code);
            prop_assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
        }

        /// Any cut, duplication or foreign row in a report: the resume
        /// checks exactly this run's problems, counted once.
        #[test]
        fn resume_reports_never_confuse_the_summary(
            cut in 0usize..2000,
            duplicate in any::<bool>(),
            foreign in any::<bool>(),
        ) {
            let (dir, report) = resume_fixture_once();
            let mut text = report[..cut.min(report.len())].to_string();
            if duplicate {
                text.push_str(&report[..report.find('\n').unwrap() + 1]);
            }
            if foreign {
                text.push_str(&report.lines().next().unwrap().replace("a.yaml", "zz.yaml"));
                text.push('\n');
            }
            let (code, _rows, summary) = resume(&text, &dir, &dir.join("problems"));
            // A cut in the middle of a line followed by more text is a broken
            // report (exit 2); everything else resumes.
            if code == Some(2) {
                prop_assert!(summary.contains("not a report line"), "{}", summary);
            } else {
                prop_assert_eq!(code, Some(0), "{}", summary);
                prop_assert!(summary.contains("total                      3"), "{}", summary);
            }
        }
    }

    /// The resume fixture, made once for all cases.
    fn resume_fixture_once() -> (PathBuf, String) {
        static FIXTURE: std::sync::OnceLock<(PathBuf, String)> = std::sync::OnceLock::new();
        FIXTURE.get_or_init(resume_fixture_for_properties).clone()
    }

    fn resume_fixture_for_properties() -> (PathBuf, String) {
        let dir = scratch("resume-properties");
        let problems = dir.join("problems");
        std::fs::create_dir_all(&problems).unwrap();
        for (name, fen_text) in [
            ("a.yaml", "7k/8/6K1/8/8/8/8/R*7 w - - 0 1"),
            ("b.yaml", "6k1/8/6K1/8/8/8/8/R*7 w - - 0 1"),
            ("c.yaml", "5k2/8/5K2/8/8/8/8/R*7 w - - 0 1"),
        ] {
            std::fs::write(problems.join(name), yaml(fen_text, "#1")).unwrap();
        }
        let report = report_of(&problems);
        (dir, report)
    }
}

/// `#30` on every position of the collection (some overran a 1 s limit by
/// 30 s and more): within the bound, a stop or a finished verdict.
#[test]
fn long_mates_on_every_collection_position_respect_the_limit() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("problems");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    let limit = Duration::from_millis(200);
    for path in files {
        let problem = alice::formats::read_problems(&path)
            .unwrap()
            .remove(0)
            .unwrap();
        let stip: Stipulation = "#30".parse().unwrap();
        let start = Instant::now();
        let stop = Stop::at(Some(start + limit));
        // On the engine of the problem's variant (the general engine's too).
        struct LongMate<'a>(&'a Stipulation, &'a Stop);
        impl alice::engine::OnEngine for LongMate<'_> {
            type Output = bool;
            fn run<G: alice::game::Game>(self, pos: &G) -> bool {
                let opts = DirectOptions::default();
                direct::solve_with(pos, self.0, &opts, &NoProgress, self.1).is_ok()
            }
        }
        let finished =
            alice::engine::run_on(&problem.variant, &problem.diagram, LongMate(&stip, &stop))
                .unwrap();
        assert!(
            start.elapsed() < bound(limit),
            "{}: {:?}",
            path.display(),
            start.elapsed()
        );
        if finished {
            assert!(
                !stop.fired(),
                "{}: a verdict after the stop",
                path.display()
            );
        }
    }
}
