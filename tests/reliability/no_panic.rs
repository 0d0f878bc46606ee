//! No panic: numeric options, invalid UTF-8, bounded error quotes, and
//! long mates on every collection position within the time limit.

use super::no_silent_loss::{resume, resume_fixture};
use super::*;

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
            // report (exit 2), and so is a report of nothing but a foreign
            // row (a report of other files); everything else resumes.
            let only_foreign = text.trim() == report.lines().next().unwrap()
                .replace("a.yaml", "zz.yaml");
            if code == Some(2) {
                prop_assert!(
                    summary.contains("not a report line")
                        || (only_foreign && summary.contains("a report of other files")),
                    "{}",
                    summary
                );
            } else {
                prop_assert_eq!(code, Some(0), "{}", summary);
                prop_assert!(summary.contains("total                      3"), "{}", summary);
            }
        }
    }

    /// The resume fixture, made once for all cases.
    fn resume_fixture_once() -> (PathBuf, String) {
        static FIXTURE: std::sync::OnceLock<(PathBuf, String)> = std::sync::OnceLock::new();
        FIXTURE.get_or_init(|| resume_fixture("properties")).clone()
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
