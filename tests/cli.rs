//! The command-line interface, run as a user would.

use crate::common::cli;
use cli::{alice, alice_with_input};

const UDO: &str = "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1";

#[test]
fn moves_prints_one_move_per_line() {
    let (code, out, _) = alice(&["moves", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"]);
    assert_eq!(code, 0);
    assert_eq!(out, "e1d1\ne1d2\ne1e2\ne1f1\ne1f2\n");
}

#[test]
fn moves_from_stdin_keeps_input_order() {
    let input = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nk7/2Q5/8/8/8/8/8/7K b - - 0 1\n4k3/8/8/8/8/8/8/4K3 w\n";
    let (code, out, _) = alice_with_input(&["moves", "-"], input.as_bytes());
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0].split(' ').count(), 20);
    assert_eq!(lines[1], "", "stalemate: empty line");
    assert_eq!(lines[2], "e1d1 e1d2 e1e2 e1f1 e1f2");
}

#[test]
fn moves_from_stdin_reports_bad_lines_and_goes_on() {
    let (code, out, err) = alice_with_input(
        &["moves", "-"],
        "bad fen\n4k3/8/8/8/8/8/8/4K3 w\n".as_bytes(),
    );
    assert_eq!(code, 2);
    assert_eq!(out, "\ne1d1 e1d2 e1e2 e1f1 e1f2\n");
    assert!(err.contains("line 1"), "{err}");
}

#[test]
fn perft_and_divide() {
    let (code, out, _) = alice(&[
        "perft",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "3",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), "9384"); // Popeye's, tests/data/perft.txt
    let (_, out, _) = alice(&["perft", UDO, "2", "--divide"]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.iter().any(|l| l.starts_with("a2b1: ")));
    let sum: u64 = lines[..lines.len() - 1]
        .iter()
        .map(|l| l.split(": ").nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(lines.last().unwrap().parse::<u64>().unwrap(), sum);
}

#[test]
fn show_prints_both_boards() {
    let (code, out, _) = alice(&["show", UDO]);
    assert_eq!(code, 0);
    assert!(out.contains("board A") && out.contains("board B"));
    assert!(out.contains(" 2 K . . . . . . . 2"), "{out}");
    assert!(out.contains(UDO));
}

#[test]
fn bad_fen_is_a_clear_error_not_a_panic() {
    for fen in [
        "",
        "8/8/8",
        "4k3/8/8/8/8/8/8/4K3 w - e4",
        "4k3/8/8/8/8/8/8/3KK3",
        "4k3/8/8/8/8/8/8/4RK2 w",
    ] {
        let (code, _, err) = alice(&["moves", fen]);
        assert_eq!(code, 2, "{fen}");
        assert!(err.starts_with("error: "), "{fen}: {err}");
        assert!(!err.contains("panicked"), "{fen}: {err}");
    }
}

#[test]
fn bench_runs_the_chosen_cook_searches() {
    let (code, out, err) = alice(&["bench", "--solve", "--only", "YEAROUT", "--runs", "2"]);
    assert_eq!(code, 0, "{err}");
    let rows: Vec<&str> = out.lines().skip(1).collect();
    assert_eq!(rows.len(), 1, "{out}");
    assert!(rows[0].starts_with("Yearout - Jelliss #4"), "{out}");
    // The answer count agrees with the expected one (else it is named).
    assert!(!rows[0].contains("expected"), "{out}");
    let (code, _, _) = alice(&["bench", "--solve", "--cook", "--runs", "0"]);
    assert_eq!(code, 2);
}

#[test]
fn bench_long_runs_both_searches_and_compares_them() {
    // The fastest problem of the long benchmark (a fraction of a second):
    // both searches run, their lines compared.
    let (code, out, err) = alice(&["bench", "--solve", "--long", "--only", "ser12"]);
    assert_eq!(code, 0, "{err}");
    let rows: Vec<&str> = out.lines().skip(1).collect();
    assert_eq!(rows.len(), 1, "{out}");
    assert!(rows[0].starts_with("ser12-bishop-rook"), "{out}");
    assert!(rows[0].trim_end().ends_with("yes"), "{out}");
}

/// A reader that stops after the first byte (as `| head -c 1` does) ends
/// every `solve --json` quietly with status 0: the serializer's write error
/// keeps its kind (a closed pipe), it is not turned into another error.
#[test]
fn a_closed_pipe_ends_solve_json_quietly() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let fen = "8/8/8/2Q1k*3/8/2R*5/3p*4/K7 w - - 0 1";
    for stip in ["h#3", "#2"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
            .args(["solve", "--fen", fen, "--stip", stip, "--json"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("alice runs");
        let mut first = [0u8; 1];
        child
            .stdout
            .take()
            .expect("stdout")
            .read_exact(&mut first)
            .expect("one byte");
        // The pipe's reading end is dropped here: the next write fails.
        let out = child.wait_with_output().expect("alice ends");
        assert_eq!(out.status.code(), Some(0), "{stip}: {out:?}");
        assert!(
            out.stderr.is_empty(),
            "{stip}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn installs_like_a_tool() {
    // `py` (the Popeye drop-in under Popeye's name) answers as `alice popeye`.
    let input = "BeginProblem\nPieces White Kb1 Qd1 Black Ka8\nStipulation #1\nCondition AliceChess\nEndProblem\n";
    let py = {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_py"))
            .arg("-regression")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("py runs");
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        child.wait_with_output().unwrap()
    };
    let (code, out, _) = cli::alice_with_input(&["popeye", "-regression"], input.as_bytes());
    assert_eq!(py.status.code(), Some(code));
    assert_eq!(String::from_utf8_lossy(&py.stdout), out);
    assert!(out.contains("solution finished"), "{out}");
    // Completions and the manual page come from the clap definitions.
    let (code, out, _) = alice(&["completions", "bash"]);
    assert_eq!(code, 0);
    assert!(out.contains("_alice()") && out.contains("check"), "{out}");
    let (code, out, _) = alice(&["man"]);
    assert_eq!(code, 0);
    assert!(
        out.contains(".TH alice 1") && out.contains("solve"),
        "{out}"
    );
}

/// The commands `alice --help` lists.
fn commands() -> Vec<String> {
    let (code, help, _) = alice(&["--help"]);
    assert_eq!(code, 0);
    let list: Vec<String> = help
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .map(str::to_string)
        .collect();
    assert!(list.len() >= 12, "{help}");
    list
}

#[test]
fn every_command_has_a_manual_page_with_exit_statuses_and_examples() {
    let commands = commands();
    // One page per command in a folder, and alice(1) naming them.
    let dir = cli::scratch("man_pages");
    let (code, out, err) = alice(&["man", "--dir", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(&format!("{} pages written", commands.len() + 1)),
        "{out}"
    );
    let mut pages = vec![dir.join("alice.1")];
    let top = std::fs::read_to_string(&pages[0]).unwrap();
    for command in &commands {
        let page = dir.join(format!("alice-{command}.1"));
        let text =
            std::fs::read_to_string(&page).unwrap_or_else(|e| panic!("no page for {command}: {e}"));
        assert!(
            text.lines()
                .any(|l| l.starts_with(&format!(".TH alice-{command} 1"))),
            "{command}: {text}"
        );
        for section in [
            ".SH SYNOPSIS",
            ".SH OPTIONS",
            ".SH \"EXIT STATUS\"",
            ".SH EXAMPLES",
        ] {
            assert!(text.contains(section), "{command}: no {section}\n{text}");
        }
        assert!(
            text.contains(&format!("alice {command}")),
            "{command}: {text}"
        );
        assert!(top.contains(&format!("alice\\-{command}\\fR(1)")), "{top}");
        pages.push(page);
    }
    // One full page on standard output: every command in it.
    let (code, full, _) = alice(&["man"]);
    assert_eq!(code, 0);
    for command in &commands {
        let heading = format!(".SH \"ALICE {}\"", command.to_uppercase());
        assert!(full.contains(&heading), "no {heading}");
    }
    assert!(full.contains(".SS OPTIONS") && full.contains(".SS \"EXIT STATUS\""));
    let full_page = dir.join("full.1");
    std::fs::write(&full_page, &full).unwrap();
    pages.push(full_page);
    // Each page renders without a warning (groff, as man does).
    if std::process::Command::new("groff")
        .arg("--version")
        .output()
        .is_err()
    {
        crate::common::tools::cannot_run(
            "every_command_has_a_manual_page_with_exit_statuses_and_examples (its rendering)",
            "groff is not installed (Debian: groff-base)",
        );
        return;
    }
    for page in &pages {
        let out = std::process::Command::new("groff")
            // Plain text: neither SGR escapes nor overstriking for bold.
            .args(["-man", "-Tutf8", "-ww", "-P-cbu"])
            .arg(page)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success() && err.is_empty(),
            "{}: {err}",
            page.display()
        );
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            text.contains("EXIT STATUS") && text.contains("EXAMPLES"),
            "{}: {text}",
            page.display()
        );
    }
}

#[test]
fn a_problem_file_from_standard_input_and_errors_once() {
    let yaml = std::fs::read(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("problems/alice-project-corner-mirror-2026.yaml"),
    )
    .unwrap();
    for args in [
        &["solve", "-"][..],
        &["check", "-"],
        &["convert", "-", "--to", "popeye"],
    ] {
        let (code, out, err) = cli::alice_with_input(args, &yaml);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(
            out.contains("Rg2") || out.contains("g4-g2") || out.contains("ok"),
            "{args:?}: {out}"
        );
    }
    // A problem that cannot be read: its error once, status 2.
    let bad = b"fen: nonsense\nstipulation: '#2'\n";
    for cmd in ["solve", "diagram", "convert"] {
        let (code, _, err) = cli::alice_with_input(&[cmd, "-"], bad);
        assert_eq!(code, 2, "{cmd}: {err}");
        assert_eq!(err.matches("error").count(), 1, "{cmd}: {err}");
        assert!(
            err.contains("standard input") && err.contains("FEN"),
            "{cmd}: {err}"
        );
    }
    // `check` on a folder without problem files is an error.
    let dir = cli::scratch("check_empty_folder");
    let (code, out, err) = alice(&["check", dir.to_str().unwrap()]);
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("no problem files found"), "{err}");
}

#[test]
fn mistakes_get_a_short_message_that_suggests_the_fix() {
    // A stipulation written the other way round: the form meant, in one
    // short line.
    let (code, _, err) = alice(&["solve", "--fen", UDO, "--stip", "2#"]);
    assert_eq!(code, 2);
    assert_eq!(
        err.trim(),
        "error: unknown stipulation '2#': did you mean '#2'?"
    );
    let (code, _, err) = alice(&["solve", "--fen", UDO, "--stip", "nonsense"]);
    assert_eq!(code, 2);
    assert!(err.len() < 140, "{} characters: {err}", err.len());
    // A folder given to `solve`: `check` is the command for many problems.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("problems");
    let (code, _, err) = alice(&["solve", dir.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        err.contains("is a directory") && err.contains("alice check"),
        "{err}"
    );
}
