//! The fault matrix (issue 41): every command run under each fault — a
//! closed pipe, a full disk (`/dev/full`), a file-size limit
//! (`ulimit -f 0`), an address-space limit (`ulimit -v`) and `kill -9`
//! followed by `--resume` — and what it did, compared cell by cell with the
//! table of docs/reliability.md ("Fault matrix"): the documented table is
//! the observed one. No cell may be a panic, an abort or a death by signal.

use super::*;
use std::fmt::Write as _;

/// The commands of the matrix, as the table's first column names them.
const FEN: &str = "8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1";
const MARKS_FILE: &str = "problems/marks-the-problemist-1999.yaml";

fn commands() -> Vec<(&'static str, Vec<&'static str>, &'static [u8])> {
    vec![
        (
            "solve --fen F --stip h#3",
            vec!["solve", "--fen", FEN, "--stip", "h#3"],
            b"",
        ),
        (
            "solve --fen F --stip h#3 --json",
            vec!["solve", "--fen", FEN, "--stip", "h#3", "--json"],
            b"",
        ),
        (
            "solve --fen F --stip #2",
            vec!["solve", "--fen", MARKS, "--stip", "#2"],
            b"",
        ),
        ("solve FILE", vec!["solve", MARKS_FILE], b""),
        ("solve FILE --json", vec!["solve", MARKS_FILE, "--json"], b""),
        (
            "solve FILE --shard 1/2",
            vec!["solve", MARKS_FILE, "--shard", "1/2"],
            b"",
        ),
        ("check DIR", vec!["check", "problems/"], b""),
        ("check DIR --json", vec!["check", "problems/", "--json"], b""),
        (
            "convert FILE --to popeye",
            vec!["convert", MARKS_FILE, "--to", "popeye"],
            b"",
        ),
        (
            "diagram FILE --format svg",
            vec!["diagram", MARKS_FILE, "--format", "svg"],
            b"",
        ),
        (
            "popeye (input on stdin)",
            vec!["popeye"],
            b"BeginProblem\nPieces White Kb1 Qd1 Black Ka8\nStipulation #2\nCondition AliceChess\nEndProblem\n",
        ),
        ("perft start 3", vec!["perft", "start", "3"], b""),
        ("moves start", vec!["moves", "start"], b""),
        ("bench --depth 2", vec!["bench", "--depth", "2"], b""),
        ("man", vec!["man"], b""),
        ("--help", vec!["--help"], b""),
        ("--version", vec!["--version"], b""),
    ]
}

/// What a run did, as a cell of the table.
fn cell(out: &Output, quiet: bool) -> String {
    use std::os::unix::process::ExitStatusExt;
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !stderr.contains("panicked") && !stderr.contains("memory allocation"),
        "{stderr}"
    );
    match (out.status.code(), out.status.signal()) {
        (Some(0), _) if quiet && stderr.is_empty() => "quiet (0)".into(),
        (Some(0), _) => "done (0)".into(),
        (Some(2), _) if stderr.contains("cannot write output") => "write error (2)".into(),
        (Some(2), _) if stderr.contains("memory") => "memory error (2)".into(),
        (Some(c), _) => format!("exit {c}: {}", stderr.lines().next().unwrap_or("")),
        (None, Some(s)) => format!("signal {s}"),
        (None, None) => "?".into(),
    }
}

/// `alice ARGS` with `input` on stdin, run by `sh` after `setup` (limits,
/// redirections) and under `runner` (e.g. `timeout 120`, or nothing), in
/// the repository.
fn under(setup: &str, runner: &str, args: &[&str], input: &[u8]) -> Output {
    let mut script = format!("{setup}; exec {runner} \"$0\"");
    for i in 1..=args.len() {
        let _ = write!(script, " \"${i}\"");
    }
    let mut sh = Command::new("sh");
    sh.arg("-c")
        .arg(&script)
        .arg(env!("CARGO_BIN_EXE_alice"))
        .args(args);
    fed(sh, input, false)
}

/// `command` run in the repository with `input` on its standard input,
/// its standard output a pipe (closed before it writes when `closed`).
fn fed(mut command: Command, input: &[u8], closed: bool) -> Output {
    use std::io::Write;
    let mut child = command
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the command runs");
    if closed {
        drop(child.stdout.take());
    }
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(input);
    }
    child.wait_with_output().expect("the command ends")
}

/// `check --json` killed by SIGKILL once its first row is written, then
/// continued with `--resume`: whether the report is then the one an
/// uninterrupted run writes (its rows, each once, in order).
fn killed_then_resumed(dir: &Path) -> String {
    use std::io::{BufRead, BufReader};
    let problems = dir.join("problems");
    std::fs::create_dir_all(&problems).unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("problems");
    let mut names: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    names.sort();
    for p in names.iter().take(12) {
        std::fs::copy(p, problems.join(p.file_name().unwrap())).unwrap();
    }
    let report = dir.join("report.jsonl");
    let alice = env!("CARGO_BIN_EXE_alice");
    let mut child = Command::new(alice)
        .args(["check", "--json", "-j", "1"])
        .arg(&problems)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Copy rows to the report until the first one, then kill.
    let mut lines = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    lines.read_line(&mut first).unwrap();
    child.kill().unwrap();
    let _ = child.wait();
    std::fs::write(&report, &first).unwrap();
    let resumed = Command::new(alice)
        .args(["check", "--json", "-j", "1", "--resume"])
        .arg(&report)
        .arg(&problems)
        .output()
        .unwrap();
    let mut text = std::fs::read_to_string(&report).unwrap();
    text.push_str(&String::from_utf8_lossy(&resumed.stdout));
    let whole = Command::new(alice)
        .args(["check", "--json", "-j", "1"])
        .arg(&problems)
        .output()
        .unwrap();
    let rows = |t: &str| -> Vec<(String, String)> {
        t.lines()
            .map(|l| {
                let v: serde_json::Value = serde_json::from_str(l).unwrap();
                (v["key"].to_string(), v["status"].to_string())
            })
            .collect()
    };
    let whole_rows = rows(&String::from_utf8_lossy(&whole.stdout));
    if resumed.status.code() == Some(0) && rows(&text) == whole_rows && whole_rows.len() > 1 {
        "exact".into()
    } else {
        format!("differs (exit {:?})", resumed.status.code())
    }
}

/// The faults, as the table's header names them.
const FAULTS: &[&str] = &[
    "closed pipe",
    "/dev/full",
    "ulimit -f 0",
    "ulimit -v 400 MB",
    "kill -9, --resume",
];

fn observed() -> Vec<Vec<String>> {
    let dir = scratch("fault-matrix");
    let mut rows = Vec::new();
    for (label, args, input) in commands() {
        let mut row = vec![format!("`{label}`")];
        // Closed pipe: the reading end closed before the first write.
        let mut alice = Command::new(env!("CARGO_BIN_EXE_alice"));
        alice.args(&args);
        let pipe = fed(alice, input, true);
        row.push(cell(&pipe, true));
        row.push(cell(&under("exec >/dev/full", "", &args, input), false));
        let file = dir.join("out");
        row.push(cell(
            &under(
                &format!("ulimit -f 0; exec >'{}'", file.display()),
                "",
                &args,
                input,
            ),
            false,
        ));
        row.push(cell(
            &under("ulimit -v 400000; exec >/dev/null", "", &args, input),
            false,
        ));
        row.push(if label == "check DIR --json" {
            killed_then_resumed(&dir.join("kill"))
        } else {
            "—".into()
        });
        rows.push(row);
    }
    rows
}

/// The table under "## Fault matrix" in docs/reliability.md, as cells.
fn documented() -> Vec<Vec<String>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/reliability.md");
    let text = std::fs::read_to_string(path).unwrap();
    let start = text
        .find("## Fault matrix")
        .expect("a Fault matrix section");
    text[start..]
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .skip(2)
        .map(|l| {
            l.trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_string())
                .collect()
        })
        .collect()
}

#[test]
fn every_command_under_every_fault_does_what_the_manual_says() {
    let header: Vec<String> = std::iter::once("command".to_string())
        .chain(FAULTS.iter().map(|f| f.to_string()))
        .collect();
    let observed = observed();
    let mut table = format!(
        "| {} |\n|{}\n",
        header.join(" | "),
        "---|".repeat(header.len())
    );
    for row in &observed {
        let _ = writeln!(table, "| {} |", row.join(" | "));
    }
    assert_eq!(
        observed,
        documented(),
        "docs/reliability.md's fault matrix differs from what was observed:\n{table}"
    );
}

/// Under address-space limits too small for some commands, each command
/// either finishes or ends with the out-of-memory message and status 2:
/// never an abort (status 134), a death by signal, or a hang (the standard
/// library's out-of-memory hook could deadlock on its backtrace lock when
/// a thread panicked for want of memory: `src/cli/alloc.rs`). Each run is
/// bounded by `timeout` (status 124 would be a hang).
#[test]
fn a_small_address_space_never_aborts_or_hangs() {
    let mut seen = std::collections::BTreeSet::new();
    for limit in [20_000, 30_000, 60_000] {
        for (label, args, input) in commands() {
            let setup = format!("ulimit -v {limit}; exec >/dev/null");
            let out = under(&setup, "timeout 120", &args, input);
            let what = cell(&out, false);
            assert!(
                what == "done (0)" || what == "memory error (2)",
                "{label} under ulimit -v {limit}: {what}"
            );
            seen.insert(what);
        }
    }
    // (The limits are small enough that some command runs out.)
    assert!(seen.contains("memory error (2)"), "{seen:?}");
}
