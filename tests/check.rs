//! `alice check` and `alice solve FILE` as a user runs them: a batch with
//! broken files completes, exit statuses, JSON lines, resume, time limits,
//! and the same problem as YAML and as Popeye input.

use crate::common::cli;
use cli::{alice, scratch};
use std::path::Path;

fn data(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/formats")
        .join(name)
        .display()
        .to_string()
}

/// Whether the summary table has the row `name count`.
fn summary_has(text: &str, name: &str, count: usize) -> bool {
    let want = [name.to_string(), count.to_string()];
    text.lines()
        .any(|l| l.split_whitespace().map(String::from).collect::<Vec<_>>() == want)
}

const GOOD: &str = "---\nauthors: [Tester, A.]\nfen: '7k/8/6K1/8/8/8/8/R*7 w - - 0 1'\nstipulation: '#1'\noptions: [AliceChess]\nsolution: '1.Ra1-a8A # !'\n";

#[test]
fn broken_files_are_reported_and_the_batch_completes() {
    let dir = scratch("broken-batch");
    std::fs::write(dir.join("a-good.yaml"), GOOD).unwrap();
    std::fs::write(
        dir.join("b-bad-fen.yaml"),
        "---\nfen: '7k/8/6K1/8/8/8/8/R6'\nstipulation: '#1'\noptions: [AliceChess]\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("c-bad-yaml.yaml"),
        "---\nfen: [unclosed\nstipulation: '#1'\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("d-bad-stip.yaml"),
        format!("{GOOD}---\nfen: '7k/8/6K1/8/8/8/8/R7 w - - 0 1'\nstipulation: 'x#2'\noptions: [AliceChess]\n"),
    )
    .unwrap();
    std::fs::write(dir.join("e-good.inp"), "BeginProblem\nPieces White Kg6 White AliceB Ra1 Black Kh8\nStipulation #1\nCondition AliceChess\nEndProblem\n").unwrap();
    let (code, out, _) = alice(&["check", dir.to_str().unwrap()]);
    assert_eq!(code, 2, "input errors give exit status 2\n{out}");
    assert!(out.contains("b-bad-fen.yaml, problem 1 (line 2)"), "{out}");
    assert!(out.contains("c-bad-yaml.yaml, problem 1"), "{out}");
    assert!(
        out.contains("d-bad-stip.yaml, problem 2 (line 9)")
            && out.contains("unknown stipulation 'x#2'"),
        "{out}"
    );
    // The good problems were all solved.
    assert_eq!(
        out.lines()
            .filter(|l| l.starts_with("ok ") && l.contains('—'))
            .count(),
        3,
        "{out}"
    );
    assert!(summary_has(&out, "error", 3), "{out}");
}

#[test]
fn exit_status_zero_when_all_as_intended_and_one_otherwise() {
    let dir = scratch("exit-status");
    std::fs::write(dir.join("good.yaml"), GOOD).unwrap();
    let (code, out, _) = alice(&["check", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    let wrong = GOOD.replace("1.Ra1-a8A # !", "1.Kg6-f6B !");
    std::fs::write(dir.join("wrong.yaml"), wrong).unwrap();
    let (code, out, _) = alice(&["check", dir.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("differs from intended"), "{out}");
}

#[test]
fn json_lines_and_resume() {
    let dir = scratch("json-resume");
    std::fs::write(dir.join("one.yaml"), GOOD).unwrap();
    let (code, out, _) = alice(&["check", "--json", dir.to_str().unwrap()]);
    assert_eq!(code, 0);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON line"))
        .collect();
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["status"], "ok");
    assert_eq!(lines[0]["result"]["keys"][0]["move"], "a1a8");
    let report = dir.join("report.jsonl");
    std::fs::write(&report, &out).unwrap();
    std::fs::write(dir.join("two.yaml"), GOOD).unwrap();
    let (code, out, err) = alice(&[
        "check",
        "--json",
        "--resume",
        report.to_str().unwrap(),
        dir.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out.lines().count(),
        1,
        "only the new problem is solved: {out}"
    );
    assert!(out.contains("two.yaml"));
    assert!(summary_has(&err, "total", 2), "{err}");
}

#[test]
fn a_slow_problem_times_out_and_the_rest_goes_on() {
    let dir = scratch("timeout");
    std::fs::write(dir.join("a-good.yaml"), GOOD).unwrap();
    std::fs::write(
        dir.join("b-slow.yaml"),
        "---\nfen: 'r3k2r/p1ppq*pb1/bn2pnp1/3PN*3/1p*2P3/2N2Q1p/PPPB*BPPP/R3K2R w KQkq - 0 1'\nstipulation: '#6'\noptions: [AliceChess]\n",
    )
    .unwrap();
    std::fs::write(dir.join("c-good.yaml"), GOOD).unwrap();
    std::fs::write(
        dir.join("d-slow-help.yaml"),
        // Few solutions in a huge tree (an h#5 of a busy middlegame can
        // reach its 1,000-solution limit within the time limit instead).
        "---\nfen: '8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1'\nstipulation: 'h#7'\noptions: [AliceChess]\n",
    )
    .unwrap();
    // The quick problems must end within the limit (a few milliseconds
    // each alone): 2 s leaves room for a loaded 2-core machine; the slow
    // ones run for minutes without it.
    let (code, out, _) = alice(&["check", "--timeout", "2", dir.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert_eq!(
        out.lines()
            .filter(|l| l.starts_with("timeout ") && l.contains('—'))
            .count(),
        2,
        "{out}"
    );
    assert_eq!(
        out.lines()
            .filter(|l| l.starts_with("ok ") && l.contains('—'))
            .count(),
        2,
        "{out}"
    );
}

#[test]
fn yaml_and_popeye_input_give_the_same_result() {
    for (yaml, inp) in [
        ("udo-marks-1999.yaml", "udo-marks-1999.inp"),
        (
            "caillaud-andernach-2025.yaml",
            "caillaud-andernach-2025.inp",
        ),
    ] {
        let (c1, a, _) = alice(&["solve", &data(yaml)]);
        let (c2, b, _) = alice(&["solve", &data(inp)]);
        assert_eq!((c1, c2), (0, 0));
        // Everything from the position on is the same (the headers may
        // differ in how the source is written).
        let tail = |s: &str| s[s.find("  #").or_else(|| s.find("  h#")).unwrap()..].to_string();
        assert_eq!(tail(&a), tail(&b), "{yaml} vs {inp}");
        let (_, ja, _) = alice(&["check", "--json", &data(yaml)]);
        let (_, jb, _) = alice(&["check", "--json", &data(inp)]);
        let status = |s: &str| {
            serde_json::from_str::<serde_json::Value>(s.lines().next().unwrap()).unwrap()["result"]
                .clone()
        };
        assert_eq!(status(&ja), status(&jb));
    }
}

#[test]
fn the_collection_checks_as_intended() {
    let problems = Path::new(env!("CARGO_MANIFEST_DIR")).join("problems");
    let (code, out, _) = alice(&["check", problems.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("total"), "{out}");
}
