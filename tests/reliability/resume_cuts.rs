//! `check --resume` exact at every cut: a report of a twinned problem cut
//! at each of its byte offsets, resumed with its rows appended to it
//! (`>> REPORT`), is the uncut report again; stray bytes after the last
//! row; reports of other files or options refused; `merge` and `--resume`
//! read the same lines.

use super::*;

/// A twinned problem (two twins, solved in milliseconds).
const TWINNED: &str = "problems/rittirsch-pachl-andernach-4th-place-2025.yaml";

/// A collection of one twinned problem, in a scratch folder of its own,
/// and its report.
fn twinned_fixture(name: &str) -> (PathBuf, PathBuf, String) {
    let dir = scratch(&format!("resume-cuts-{name}"));
    let problems = dir.join("problems");
    std::fs::create_dir_all(&problems).unwrap();
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join(TWINNED);
    std::fs::copy(&source, problems.join("twinned.yaml")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["check", "--json"])
        .arg(&problems)
        .output()
        .expect("alice runs");
    assert_eq!(out.status.code(), Some(0));
    let report = String::from_utf8(out.stdout).unwrap();
    assert_eq!(report.lines().count(), 2, "{report}");
    (dir, problems, report)
}

/// The report without what legitimately varies from run to run (the
/// seconds and node counts); every other byte kept.
fn fixed(report: &str) -> String {
    let mut out = String::new();
    let mut rest = report;
    while let Some(at) = ["\"seconds\":", "\"nodes\":"]
        .iter()
        .filter_map(|k| rest.find(k).map(|i| i + k.len()))
        .min()
    {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest
            .find(|c: char| !(c.is_ascii_digit() || "+-.eE".contains(c)))
            .unwrap_or(rest.len());
        out.push('0');
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// Resume `report` (its bytes written to `path`) on `problems` with the
/// rows appended to it, as `alice check --json --resume R ... >> R` does;
/// the exit status, the report after it and standard error.
fn resume_appended(path: &Path, report: &[u8], problems: &Path) -> (Option<i32>, String, String) {
    std::fs::write(path, report).unwrap();
    let append = std::fs::OpenOptions::new().append(true).open(path).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["check", "--json", "--resume"])
        .arg(path)
        .arg(problems)
        .stdout(append)
        .stderr(Stdio::piped())
        .output()
        .expect("alice runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn resume_is_exact_at_every_cut_of_a_twinned_report() {
    let (dir, problems, report) = twinned_fixture("every-cut");
    let path = dir.join("report.jsonl");
    let want = fixed(&report);
    let mut inexact = Vec::new();
    for cut in 0..=report.len() {
        let (code, after, err) = resume_appended(&path, &report.as_bytes()[..cut], &problems);
        assert_eq!(code, Some(0), "cut at {cut}: {err}");
        if fixed(&after) != want {
            inexact.push(cut);
        }
    }
    assert!(
        inexact.is_empty(),
        "{} of {} cuts not exact: {inexact:?}",
        inexact.len(),
        report.len() + 1
    );
}

#[test]
fn stray_bytes_after_the_last_row() {
    let (dir, problems, report) = twinned_fixture("stray");
    let path = dir.join("report.jsonl");
    let unterminated = &report[..report.len() - 1];
    for tail in ["x", "{}", "1", " ", "{\"file\":", "\n\n"] {
        // After the last row's newline: dropped, nothing solved again.
        let (code, after, err) =
            resume_appended(&path, format!("{report}{tail}").as_bytes(), &problems);
        assert_eq!(code, Some(0), "{tail:?}: {err}");
        assert_eq!(after.trim_end(), report.trim_end(), "{tail:?}");
        assert!(err.contains("(2 from "), "{tail:?}: {err}");
        // Right after the last row, its newline missing: the row is kept
        // and given its newline.
        if !tail.starts_with('\n') {
            let (code, after, err) =
                resume_appended(&path, format!("{unterminated}{tail}").as_bytes(), &problems);
            assert_eq!(code, Some(0), "{tail:?}: {err}");
            assert_eq!(after, report, "{tail:?}");
            assert!(err.contains("(2 from "), "{tail:?}: {err}");
        }
    }
}

#[test]
fn a_report_of_other_files_or_options_is_refused() {
    let (dir, problems, report) = twinned_fixture("foreign");
    let path = dir.join("report.jsonl");
    let other = dir.join("other");
    std::fs::create_dir_all(&other).unwrap();
    std::fs::write(
        other.join("a.yaml"),
        "---\nfen: '7k/8/6K1/8/8/8/8/R*7 w - - 0 1'\nstipulation: '#1'\noptions: [AliceChess]\n",
    )
    .unwrap();
    let (code, after, err) = resume_appended(&path, report.as_bytes(), &other);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("a report of other files"), "{err}");
    assert_eq!(after, report, "a refused report is left as it was");
    // Other options: with the rule sensitivity, with a shard.
    for (flag, words) in [
        (&["--readings", "all"][..], "without --readings all"),
        (&["--shard", "1/1"][..], "without a shard header"),
    ] {
        std::fs::write(&path, &report).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_alice"))
            .args(["check", "--json", "--resume"])
            .arg(&path)
            .args(flag)
            .arg(&problems)
            .output()
            .expect("alice runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{flag:?}: {err}");
        assert!(err.contains(words), "{flag:?}: {err}");
    }
}

/// `merge` and `--resume` accept and refuse the same reports, and keep
/// the same rows of those they accept.
#[test]
fn merge_and_resume_read_the_same_lines() {
    let (dir, problems, report) = twinned_fixture("same-lines");
    let path = dir.join("report.jsonl");
    let first = report.lines().next().unwrap();
    let unterminated = &report[..report.len() - 1];
    let cases: Vec<(String, Option<usize>)> = vec![
        (report.clone(), Some(2)),
        (format!("{report}x"), Some(2)),
        (format!("{unterminated}x"), Some(2)),
        (report[..report.len() - 40].to_string(), Some(1)),
        (format!("\n{first}\n\n"), Some(1)),
        // A complete line that is no row, or a row cut short inside.
        (format!("{first}\n{{}}\n"), None),
        (format!("{first}\n7\n"), None),
        (format!("{}\n{report}", &first[..30]), None),
        (format!("{}\n", first.replace("\"ok\"", "\"fine\"")), None),
    ];
    for (text, rows) in cases {
        std::fs::write(&path, &text).unwrap();
        let (code, merged, merge_err) = cli::alice(&["merge", "--json", path.to_str().unwrap()]);
        let (resume_code, _, resume_err) = resume_appended(&path, text.as_bytes(), &problems);
        match rows {
            Some(n) => {
                assert_eq!(code, 0, "{text:?}: {merge_err}");
                assert_eq!(merged.lines().count(), n, "{text:?}");
                assert_eq!(resume_code, Some(0), "{text:?}: {resume_err}");
                assert!(
                    resume_err.contains(&format!("({n} from ")),
                    "{text:?}: {resume_err}"
                );
            }
            None => {
                assert_eq!(code, 2, "{text:?}: {merge_err}");
                assert_eq!(resume_code, Some(2), "{text:?}: {resume_err}");
                let line = |e: &str| e.split("line ").nth(1).map(|l| l[..1].to_string());
                assert!(line(&merge_err).is_some(), "{merge_err}");
                assert_eq!(line(&merge_err), line(&resume_err), "{text:?}");
            }
        }
    }
}
