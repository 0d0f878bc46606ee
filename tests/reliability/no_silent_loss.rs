//! No silent loss: write errors, bad paths, and `check --resume` with
//! cut, duplicated or foreign reports.

use super::*;

/// Run with standard output on `/dev/full` (every write fails).
pub(super) fn run_to_full(args: &[&str]) -> Output {
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
        // Issue 41: these panicked (bench) or ended with status 0 (clap).
        &["bench", "--depth", "2"],
        &["--help"],
        &["solve", "--help"],
        &["--version"],
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
pub(super) fn resume(report: &str, cwd: &Path, dir: &Path) -> (Option<i32>, String, String) {
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
pub(super) fn resume_fixture(name: &str) -> (PathBuf, String) {
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
