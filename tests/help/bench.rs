//! Benchmark problems: the counts the bench relies on.

use super::reference::cross_check;
use super::*;

/// The number of help-play solutions with exactly `remaining` single moves
/// from `pos`, by brute force with an exact memo (full FEN without the move
/// counters, and the moves left, as the key): independent of the solver's
/// failure table and check generation.
fn memo_help_count(
    pos: &Position,
    remaining: u32,
    mate: bool,
    memo: &mut std::collections::HashMap<(String, u32), u64>,
) -> u64 {
    let text = fen::write(pos);
    let key_text: String = text.rsplitn(3, ' ').nth(2).unwrap_or(&text).to_string();
    let key = (key_text, remaining);
    if let Some(&n) = memo.get(&key) {
        return n;
    }
    let mut n = 0;
    for mv in movegen::legal_move_list(pos).iter() {
        let next = pos.after(*mv);
        if remaining == 1 {
            let goal = next.in_check() == mate && movegen::legal_move_list(&next).is_empty();
            n += goal as u64;
        } else {
            n += memo_help_count(&next, remaining - 1, mate, memo);
        }
    }
    memo.insert(key, n);
    n
}

/// Full-length and short solution counts of a help stipulation by brute force.
pub(super) fn brute_force_counts(p: &Position, s: &Stipulation) -> (u64, u64) {
    let start = p.with_side_to_move(s.fixed_starter().unwrap_or(Color::Black));
    let mate = s.goal == alice::stipulation::Goal::Mate;
    let mut memo = std::collections::HashMap::new();
    let full = memo_help_count(&start, s.plies(), mate, &mut memo);
    let first = if s.half { 0 } else { 1 };
    let short = (first..s.moves)
        .map(|k| {
            let short = Stipulation { moves: k, ..*s };
            memo_help_count(&start, short.plies(), mate, &mut memo)
        })
        .sum();
    (full, short)
}

#[test]
fn bench_positions_are_sound_as_recorded() {
    for (name, f, s) in bench_positions() {
        let p = pos(f);
        let st = stip(s);
        assert!(matches!(st.play, Play::Help), "{name}");
        let expected = bench_expected_solutions(name).expect("recorded count");
        let opts = HelpOptions {
            intended: expected as u32,
            ..HelpOptions::default()
        };
        let r = solve(&p, &st, &opts).unwrap();
        assert_eq!(r.solutions.len(), expected, "{name}");
        assert_eq!(r.verdict, CountVerdict::Sound, "{name}");
        if st.plies() <= 4 {
            cross_check(&p, &st);
        }
    }
}

/// One benchmark position's recorded count checked by brute force: the
/// recorded number of full-length solutions and no short one.
fn check_bench_count(name: &str, f: &str, s: &str) {
    let p = pos(f);
    let st = stip(s);
    let t = std::time::Instant::now();
    let (full, short) = brute_force_counts(&p, &st);
    eprintln!(
        "{name} {s}: {full} solutions, {short} short ({:?})",
        t.elapsed()
    );
    assert_eq!(
        Some(full as usize),
        bench_expected_solutions(name),
        "{name}"
    );
    assert_eq!(short, 0, "{name}");
}

/// The recorded counts of the h#2 and h#3 benchmark positions, checked by
/// brute force in every run (CI included); the h#4 one is left to
/// [`bench_counts_match_memoized_brute_force`].
#[test]
fn bench_counts_to_h3_match_memoized_brute_force() {
    let mut checked = 0;
    for &(name, f, s) in bench_positions() {
        if stip(s).plies() <= 6 {
            check_bench_count(name, f, s);
            checked += 1;
        }
    }
    assert!(checked >= 8, "{checked} positions up to h#3");
}

/// Every recorded count, the h#4 one included, checked by brute force
/// (slow: run with `cargo test --release --test integration
/// help::bench -- --ignored`).
#[test]
#[ignore = "minutes: the h#4 brute force; run by hand (see docs/testing.md)"]
fn bench_counts_match_memoized_brute_force() {
    for &(name, f, s) in bench_positions() {
        check_bench_count(name, f, s);
    }
}

/// The streamed JSON (`write_json`, what `solve --json` prints) is the
/// report's JSON value (with its `schema_version`, and the variant when
/// given), one solution per line; the forced replies of ser-s# are in each
/// solution, as move objects.
#[test]
fn streamed_json_is_the_json_value() {
    for (fen, stipulation) in [
        (CAILLAUD, "h#2"),
        (SER_S1_QUIET, "ser-s#1"),
        (SER_S1_CHECK, "ser-s#1"),
    ] {
        let (p, report) = run(fen, stipulation, &HelpOptions::default());
        let value = report.to_json(&p);
        let mut written = Vec::new();
        report.write_json(&p, None, &mut written).unwrap();
        let text = String::from_utf8(written).unwrap();
        let mut read: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(read["schema_version"], alice::output::JSON_SCHEMA_VERSION);
        read.as_object_mut().unwrap().remove("schema_version");
        assert_eq!(read, value, "{stipulation}");
        // One solution per line.
        let lines = text
            .lines()
            .filter(|l| l.starts_with("    {\"moves\""))
            .count()
            + text
                .lines()
                .filter(|l| l.starts_with("    {\"forced_replies\""))
                .count();
        assert_eq!(lines, report.solutions.len(), "{stipulation}");
        let mut with_variant = Vec::new();
        report
            .write_json(&p, Some("ms-alice".into()), &mut with_variant)
            .unwrap();
        let read: serde_json::Value = serde_json::from_slice(&with_variant).unwrap();
        assert_eq!(read["variant"], "ms-alice");
        for solution in value["solutions"].as_array().unwrap() {
            if stipulation == "ser-s#1" {
                let replies = solution["forced_replies"].as_array().unwrap();
                assert!(!replies.is_empty());
                assert!(replies
                    .iter()
                    .all(|r| r["move"].is_string() && r["san"].is_string()));
            } else {
                assert!(solution.get("forced_replies").is_none());
            }
        }
    }
}
