//! Helpmates and series movers (`alice::solve::help`): a published problem,
//! the rules of who starts, errors, output formats, thread independence, and
//! a cross-check of the solver against a naive exhaustive search (no pruning,
//! no table) on fixed and random positions.

use alice::solve::help::{
    bench_expected_solutions, bench_positions, solve, HelpError, HelpOptions, HelpReport,
};
use alice::solve::CountVerdict;
use alice::stipulation::{Play, Stipulation};
use alice::{engine::fast::fen, engine::fast::movegen, engine::fast::Position, Color};
use common::random::Rng;
use std::collections::BTreeSet;

use crate::common;

const CAILLAUD: &str = "8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1";
/// ser-s#1: 1.Rg3/B b2/A#.
const SER_S1_QUIET: &str = "8/5B2/Q*7/5p*2/5R*2/1p*6/2k*3R1/2K5 w - - 0 1";
/// ser-s#1 whose series move checks: 1.Qb3/B+ cxb3/A#.
const SER_S1_CHECK: &str = "8/5R*2/8/8/2p*3p*1/2p*5/Kk*3R2/3QQ*3 w - - 0 1";

fn stip(text: &str) -> Stipulation {
    text.parse().expect("valid stipulation")
}

fn pos(text: &str) -> Position {
    fen::parse(text).expect("valid FEN")
}

fn run(fen_text: &str, stip_text: &str, opts: &HelpOptions) -> (Position, HelpReport) {
    let p = pos(fen_text);
    let report = solve(&p, &stip(stip_text), opts).expect("solvable");
    (p, report)
}

fn uci_set(report: &HelpReport) -> BTreeSet<Vec<String>> {
    report.solutions.iter().map(|l| l.uci()).collect()
}

fn with_threads<T: Send>(n: usize, f: impl FnOnce() -> T + Send) -> T {
    rayon::ThreadPoolBuilder::new()
        .num_threads(n)
        .build()
        .expect("thread pool")
        .install(f)
}

// ---------------------------------------------------------------------------
// A published problem.

#[test]
fn caillaud_fen_matches_the_description() {
    // White Ka1 Qc5 (board A), Rc3 (board B); Black Ke5 Pd2 (board B).
    let p = pos(CAILLAUD);
    let expect = [
        ("a1", 'K', 'A'),
        ("c5", 'Q', 'A'),
        ("c3", 'R', 'B'),
        ("e5", 'k', 'B'),
        ("d2", 'p', 'B'),
    ];
    let mut found = 0;
    for sq in alice::Square::all() {
        if let Some((piece, board)) = p.piece_at(sq) {
            let item = (sq.to_string(), piece.fen_char(), board.letter());
            assert!(
                expect
                    .iter()
                    .any(|(s, c, b)| *s == item.0 && *c == item.1 && *b == item.2),
                "unexpected {item:?}"
            );
            found += 1;
        }
    }
    assert_eq!(found, expect.len());
}

#[test]
fn caillaud_h2_has_exactly_the_two_intended_solutions() {
    let opts = HelpOptions {
        intended: 2,
        ..HelpOptions::default()
    };
    let (p, report) = run(CAILLAUD, "h#2", &opts);
    let expected: BTreeSet<Vec<String>> = [
        ["e5f4", "c5f5", "d2d1n", "c3f3"],
        ["e5e4", "c5e5", "d2d1b", "c3e3"],
    ]
    .iter()
    .map(|l| l.iter().map(|s| s.to_string()).collect())
    .collect();
    assert_eq!(uci_set(&report), expected);
    assert!(report.short.is_empty());
    assert_eq!(report.verdict, CountVerdict::Sound);
    assert_eq!(report.starter, Color::Black);
    // Popeye's long form of the two solutions, move by move.
    let popeye: BTreeSet<Vec<String>> = report
        .solutions
        .iter()
        .map(|l| {
            let positions = l.positions(&p);
            l.moves
                .iter()
                .zip(&positions)
                .map(|(&m, q)| alice::notation::popeye(q, m))
                .collect()
        })
        .collect();
    let expected_popeye: BTreeSet<Vec<String>> = [
        ["Ke5-f4A", "Qc5-f5B", "d2-d1=SA", "Rc3-f3A"],
        ["Ke5-e4A", "Qc5-e5B", "d2-d1=BA", "Rc3-e3A"],
    ]
    .iter()
    .map(|l| l.iter().map(|s| s.to_string()).collect())
    .collect();
    assert_eq!(popeye, expected_popeye);
}

#[test]
fn caillaud_text_and_json() {
    let opts = HelpOptions {
        intended: 2,
        ..HelpOptions::default()
    };
    let (p, report) = run(CAILLAUD, "h#2", &opts);
    let text = report.to_text(&p);
    assert_eq!(
        text,
        "h#2 (Black starts)\n\
         1.Ke4/A Qe5/B 2.d1=B/A Re3/A#\n\
         1.Kf4/A Qf5/B 2.d1=N/A Rf3/A#\n\
         verdict: sound (2 solutions as intended)\n"
    );
    let json = report.to_json(&p);
    assert_eq!(json["stipulation"], "h#2");
    assert_eq!(json["verdict"], "sound");
    assert_eq!(json["counts"]["solutions"], 2);
    assert_eq!(json["counts"]["short"], 0);
    assert_eq!(
        json["solutions"][1],
        serde_json::json!({"moves": [
            {"move": "e5f4", "san": "Kf4/A"},
            {"move": "c5f5", "san": "Qf5/B"},
            {"move": "d2d1n", "san": "d1=N/A"},
            {"move": "c3f3", "san": "Rf3/A#"},
        ]})
    );
    assert!(json["nodes"].as_u64().is_some_and(|n| n > 0));
}

#[test]
fn caillaud_with_one_intended_solution_is_cooked() {
    let (_, report) = run(CAILLAUD, "h#2", &HelpOptions::default());
    assert_eq!(report.verdict, CountVerdict::Cooked);
    let opts = HelpOptions {
        intended: 3,
        ..HelpOptions::default()
    };
    let (_, report) = run(CAILLAUD, "h#2", &opts);
    assert_eq!(report.verdict, CountVerdict::TooFew);
}

// ---------------------------------------------------------------------------
// Who starts, and illegal problems.

#[test]
fn stipulation_decides_the_starter_not_the_fen() {
    let opts = HelpOptions {
        intended: 2,
        ..HelpOptions::default()
    };
    let with_white = CAILLAUD.replace(" b ", " w ");
    let (_, a) = run(CAILLAUD, "h#2", &opts);
    let (_, b) = run(&with_white, "h#2", &opts);
    assert_eq!(uci_set(&a), uci_set(&b));
    assert_eq!(a.verdict, b.verdict);
    assert_eq!(a.starter, b.starter);
}

#[test]
fn waiting_side_in_check_is_an_error() {
    // Black to move, in check from the rook on e1 (both on board A): legal
    // as a diagram, and for Black-first stipulations.
    let p = pos("4k3/8/8/8/8/8/8/K3R3 b - - 0 1");
    for s in ["h#2", "h=1", "ser-h#2"] {
        assert!(solve(&p, &stip(s), &HelpOptions::default()).is_ok(), "{s}");
    }
    // White-first stipulations leave Black in check while White moves.
    for s in ["h#1.5", "ser-#2", "ser-s#2"] {
        let err = solve(&p, &stip(s), &HelpOptions::default()).unwrap_err();
        assert!(
            matches!(
                err,
                HelpError::WaitingSideInCheck {
                    starter: Color::White,
                    ..
                }
            ),
            "{s}: {err:?}"
        );
        assert!(err.to_string().contains("Black is in check"), "{err}");
    }
}

#[test]
fn direct_play_is_not_solved_here() {
    let p = pos(CAILLAUD);
    for s in ["#2", "s#2", "r#2", "=2"] {
        assert!(matches!(
            solve(&p, &stip(s), &HelpOptions::default()),
            Err(HelpError::NotHelpPlay(_))
        ));
    }
}

// ---------------------------------------------------------------------------
// Short solutions, limits, formats.

#[test]
fn short_solutions_are_reported_and_make_the_problem_unsound() {
    // As h#3 the Caillaud problem has its two h#2 solutions as short ones.
    let (p, r2) = run(CAILLAUD, "h#2", &HelpOptions::default());
    let (_, r3) = run(CAILLAUD, "h#3", &HelpOptions::default());
    let short: BTreeSet<Vec<String>> = r3.short.iter().map(|l| l.uci()).collect();
    assert_eq!(short, uci_set(&r2));
    assert!(r3.short.iter().all(|l| l.stipulation == stip("h#2")));
    assert_eq!(r3.verdict, CountVerdict::Short);
    let text = r3.to_text(&p);
    assert!(text.contains("short solutions:\nh#2: 1.Ke4/A"), "{text}");
    let json = r3.to_json(&p);
    assert_eq!(json["counts"]["short"], 2);
    assert_eq!(json["short"][0]["stipulation"], "h#2");
}

#[test]
fn short_solution_found_in_a_longer_stipulation() {
    // ser-#3 where a ser-#1 mate exists: White Qb6 (A), Kc6 (B); Black Ka8 (A).
    let p = pos("k7/8/1QK*5/8/8/8/8/8 w - - 0 1");
    let r = solve(&p, &stip("ser-#3"), &HelpOptions::default()).unwrap();
    assert!(!r.short.is_empty());
    assert_eq!(r.verdict, CountVerdict::Short);
    assert!(r.short.iter().all(|l| l.stipulation.moves < 3));
    assert!(r
        .short
        .windows(2)
        .all(|w| w[0].stipulation.moves <= w[1].stipulation.moves));
    for line in &r.short {
        assert_eq!(line.moves.len() as u32, line.stipulation.moves);
    }
    let without_short = HelpOptions {
        find_short: false,
        ..HelpOptions::default()
    };
    let r = solve(&p, &stip("ser-#3"), &without_short).unwrap();
    assert!(r.short.is_empty());
    assert!(!r.short_searched);
    assert!(r.to_text(&p).contains("short solutions not searched"));
}

#[test]
fn white_first_helpmates_print_1_dots() {
    let (p, report) = run(CAILLAUD, "h#1.5", &HelpOptions::default());
    for line in &report.solutions {
        let text = line.to_text(&p);
        assert!(text.starts_with("1..."), "{text}");
        assert!(text.contains(" 2."), "{text}");
        assert!(text.ends_with('#'), "{text}");
    }
    assert_eq!(report.starter, Color::White);
}

#[test]
fn series_moves_are_numbered_each() {
    let p = pos("k7/8/1QK*5/8/8/8/8/8 w - - 0 1");
    let r = solve(
        &p,
        &stip("ser-#2"),
        &HelpOptions {
            find_short: false,
            ..HelpOptions::default()
        },
    )
    .unwrap();
    assert!(!r.solutions.is_empty());
    for line in &r.solutions {
        let text = line.to_text(&p);
        assert!(text.starts_with("1."), "{text}");
        assert!(text.contains(" 2."), "{text}");
        assert!(text.ends_with('#'), "{text}");
    }
}

#[test]
fn solution_limit_keeps_a_deterministic_prefix() {
    let p = pos("r1b1k2r/8/8/8/8/8/8/R1B1K2R b - - 0 1");
    let all = with_threads(2, || solve(&p, &stip("h#2"), &HelpOptions::default())).unwrap();
    assert!(all.solutions.len() > 3, "{}", all.solutions.len());
    let opts = HelpOptions {
        max_solutions: Some(3),
        find_short: false,
        ..HelpOptions::default()
    };
    let one = with_threads(1, || solve(&p, &stip("h#2"), &opts)).unwrap();
    let two = with_threads(2, || solve(&p, &stip("h#2"), &opts)).unwrap();
    assert_eq!(one.solutions, two.solutions);
    assert_eq!(one.solutions.len(), 3);
    assert!(!one.complete);
    assert_eq!(one.verdict, CountVerdict::Cooked);
    let all_set = uci_set(&all);
    assert!(one.solutions.iter().all(|l| all_set.contains(&l.uci())));
    // A limit at or under the intended number cannot decide.
    let limited = HelpOptions {
        max_solutions: Some(1),
        find_short: false,
        ..HelpOptions::default()
    };
    let r = solve(&p, &stip("h#2"), &limited).unwrap();
    assert_eq!(r.verdict, CountVerdict::Incomplete);
}

#[test]
fn one_and_two_threads_give_the_same_report() {
    let mut cases: Vec<(&str, &str)> = vec![
        (CAILLAUD, "h#2"),
        (CAILLAUD, "h#2.5"),
        (CAILLAUD, "ser-h#3"),
        ("k7/8/1QK*5/8/8/8/8/8 w - - 0 1", "ser-#3"),
        ("4k3/2p*5/1n6/4b*3/8/3N*4/1R6/2B1K3 b - - 0 1", "h#2"),
    ];
    cases.extend(
        bench_positions()
            .iter()
            .filter(|(_, _, s)| *s == "h#2")
            .map(|(_, f, s)| (*f, *s)),
    );
    for (f, s) in cases {
        let p = pos(f);
        let one = with_threads(1, || solve(&p, &stip(s), &HelpOptions::default())).unwrap();
        let two = with_threads(2, || solve(&p, &stip(s), &HelpOptions::default())).unwrap();
        assert_eq!(one.solutions, two.solutions, "{f} {s}");
        assert_eq!(one.short, two.short, "{f} {s}");
        assert_eq!(one.verdict, two.verdict, "{f} {s}");
        assert_eq!(one.to_text(&p), two.to_text(&p), "{f} {s}");
    }
}

#[test]
fn has_legal_move_agrees_with_the_move_list() {
    let mut rng = Rng(0x5eed);
    let mut mates = 0;
    for _ in 0..3000 {
        let Some(p) = random_position(&mut rng, "QRN", "RP", Color::White) else {
            continue;
        };
        for mv in movegen::legal_move_list(&p).iter() {
            let q = p.after(*mv);
            let empty = movegen::legal_move_list(&q).is_empty();
            assert_eq!(movegen::has_legal_move(&q), !empty, "{}", fen::write(&q));
            mates += empty as u32;
        }
    }
    assert!(mates > 10, "{mates}");
}

mod reference;
use reference::random_position;
mod bench;
mod bounds;
mod intelligent;
mod sorted;
