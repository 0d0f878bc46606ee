//! Parry series (`pser-h#n`, `phser-#n`, `phser-s#n`) proved on small
//! random positions: every legal line played out by a naive search written
//! here from the rules (no table, no pruning, only the engine's legal
//! moves), compared with the solver's solutions, short ones included, for
//! several goals, on both engines.
//!
//! The rules (Popeye 4.104's, checked against its output in
//! `tests/data/popeye_out/parry-*`): the series side (White in `phser-`
//! and `phser-s`, Black in `pser-h`) plays n moves; after one of them but
//! the last, the other side, when in check, plays one move (any: a help
//! move, the parry), else passes. The last series move reaches the goal
//! (`phser-`), or leaves Black forced to reach it (every Black move
//! does, and Black has one: `phser-s`), or is followed by a White move
//! reaching it (`pser-h`). In `phser-` a series move before the last that
//! reaches a goal that leaves the victim a move (check, capture, ...) ends
//! the play, and in `phser-s` one after which Black is already forced to
//! reach the goal: those are shorter solutions, not starts of this one. A
//! parry that reaches the goal does not end the play. The solutions with
//! fewer series moves are short solutions. Exact play (`exact-`) is
//! checked here too: the same full-length solutions, no short ones.

use alice::engine::general;
use alice::game::Game;
use alice::solve::help::{self, HelpOptions};
use alice::stipulation::{Goal, Play, Stipulation};
use alice::variant::VariantKind as V;
use std::collections::BTreeSet;

use crate::common::goal_ref::{legal, reach};
use crate::common::help_check::{per_stipulation, report_unless_waiting_in_check};
use crate::common::random::{random_positions, Rng};

/// Whether the side to move at `p` has a move and every one reaches `goal`.
fn forced<G: Game>(p: &G, goal: Goal) -> bool {
    let moves = legal(p);
    !moves.is_empty() && moves.iter().all(|&r| reach(p, r, &p.after(r), goal))
}

/// Whether `goal` may leave the victim a move (so reaching it ends the
/// play).
fn leaves_a_move(goal: Goal) -> bool {
    !goal.ends_game()
}

/// Every line of `left` series moves from `p` (its side to move the series
/// side) that solves `stip`, in coordinate notation.
fn naive<G: Game>(
    p: &G,
    left: u32,
    stip: &Stipulation,
    path: &mut Vec<String>,
    out: &mut BTreeSet<Vec<String>>,
) {
    let goal = stip.goal;
    for mv in legal(p) {
        let q = p.after(mv);
        path.push(mv.to_string());
        if left == 1 {
            match stip.play {
                Play::ParrySeriesDirect if reach(p, mv, &q, goal) => {
                    out.insert(path.clone());
                }
                Play::ParrySeriesSelf if forced(&q, goal) => {
                    out.insert(path.clone());
                }
                Play::ParrySeriesHelp => {
                    for r in legal(&q) {
                        if reach(&q, r, &q.after(r), goal) {
                            let mut line = path.clone();
                            line.push(r.to_string());
                            out.insert(line);
                        }
                    }
                }
                _ => {}
            }
            path.pop();
            continue;
        }
        let ends = match stip.play {
            Play::ParrySeriesDirect => leaves_a_move(goal) && reach(p, mv, &q, goal),
            Play::ParrySeriesSelf => forced(&q, goal),
            _ => false,
        };
        if !ends {
            if q.in_check() {
                for r in legal(&q) {
                    path.push(r.to_string());
                    naive(&q.after(r), left - 1, stip, path, out);
                    path.pop();
                }
            } else {
                naive(&q.null_move(), left - 1, stip, path, out);
            }
        }
        path.pop();
    }
}

/// The solver's full and short solutions against the naive search; how
/// many solutions (full and short) there were.
pub(crate) fn compare<G: Game>(p: &G, stip: &Stipulation) -> usize {
    let (start, Some(report)) = report_unless_waiting_in_check(p, stip) else {
        return 0;
    };
    let as_set = |lines: &[help::Line<G::Move>], n: u32| -> BTreeSet<Vec<String>> {
        lines
            .iter()
            .filter(|l| l.stipulation.moves == n)
            .map(|l| l.moves.iter().map(|m| m.to_string()).collect())
            .collect()
    };
    let mut count = 0;
    for n in 1..=stip.moves {
        let mut expected = BTreeSet::new();
        let s = Stipulation { moves: n, ..*stip };
        naive(&start, n, &s, &mut Vec::new(), &mut expected);
        let lines = if n == stip.moves {
            &report.solutions
        } else {
            &report.short
        };
        assert_eq!(as_set(lines, n), expected, "{stip} {} ({n})", p.fen());
        count += expected.len();
    }
    assert_eq!(
        report.solutions.len() + report.short.len(),
        count,
        "{stip} {}",
        p.fen()
    );
    count
}

const STIPULATIONS: [&str; 12] = [
    "pser-h#2",
    "pser-h#3",
    "pser-hx2",
    "pser-h+2",
    "phser-#2",
    "phser-#3",
    "phser-x2",
    "phser-+2",
    "phser-=2",
    "phser-s#2",
    "phser-sx2",
    "phser-s+2",
];

/// Every stipulation on `positions`: the solutions found, per stipulation.
fn cross_check<G: Game>(positions: &[G]) -> Vec<usize> {
    per_stipulation(&STIPULATIONS, positions, compare)
}

#[test]
fn parry_series_agree_with_brute_force_on_the_fast_engine() {
    let positions = random_positions(Rng(0x9a77_0001), 3, 30, |f| {
        alice::engine::fast::fen::parse(f).ok()
    });
    let solved = cross_check(&positions);
    // The checks and captures meet solutions (but Black forced to check).
    for (s, n) in STIPULATIONS.iter().zip(&solved) {
        if (s.contains('x') || s.contains('+')) && *s != "phser-s+2" {
            assert!(*n > 0, "{s}: no random problem had a solution ({solved:?})");
        }
    }
}

#[test]
fn parry_series_agree_with_brute_force_on_the_general_engine() {
    let positions = random_positions(Rng(0x9a77_0002), 2, 4, |f| {
        general::parse_fen(f, V::ODonohue).ok()
    });
    let solved: usize = cross_check(&positions).iter().sum();
    assert!(solved > 5, "{solved}");
}

#[test]
fn parry_series_stipulations_read_and_write() {
    for s in [
        "pser-h#2",
        "pser-h=3",
        "phser-#3",
        "phser-x2",
        "phser-s#2",
        "phser-s+4",
    ] {
        let stip: Stipulation = s.parse().expect(s);
        assert_eq!(stip.to_string(), s);
        assert!(stip.play.is_parry());
    }
    let read = |s: &str| s.parse::<Stipulation>();
    assert_eq!(read("PSER-H#2").map(|s| s.play), Ok(Play::ParrySeriesHelp));
    // The battle parry series, pser-hs and phser-r are read too, and the
    // battle ones exact (solved in families_parry_battle.rs).
    for s in [
        "pser-#2",
        "pser-s#3",
        "pser-r#2",
        "pser-hs#2",
        "phser-r#2",
        "exact-pser-#2",
    ] {
        assert!(read(s).is_ok_and(|stip| stip.play.is_parry()), "{s}");
    }
    assert!(read("phser-#2.5").is_err());
    assert!(read("pser-h#0").is_err());
}

/// Exact play (`exact-h#2`, ...) on `positions`: the solutions of the
/// stipulation without `exact-` at its full length, and no short ones
/// (Popeye's rule: only the short solutions go; a goal reached on the way
/// ends the play as without the prefix). How many solutions there were.
fn exact_check<G: Game>(positions: &[G]) -> usize {
    let mut count = 0;
    for s in [
        "h#2", "h+1.5", "ser-h#3", "ser-x2", "hs#2", "hr+2", "ser-r#2", "reci-h#2", "phser-#2",
        "pser-hx2",
    ] {
        let plain: Stipulation = s.parse().expect(s);
        let exact: Stipulation = format!("exact-{s}").parse().expect(s);
        assert!(exact.exact && exact.to_string() == format!("exact-{s}"));
        for p in positions {
            let (Ok(a), Ok(b)) = (
                help::solve(p, &plain, &HelpOptions::default()),
                help::solve(p, &exact, &HelpOptions::default()),
            ) else {
                continue;
            };
            let moves = |r: &help::HelpReport<G::Move>| -> Vec<Vec<G::Move>> {
                r.solutions.iter().map(|l| l.moves.clone()).collect()
            };
            assert_eq!(moves(&a), moves(&b), "{s} {}", p.fen());
            assert!(b.short.is_empty(), "{s} {}", p.fen());
            count += b.solutions.len();
        }
    }
    count
}

#[test]
fn exact_play_is_the_full_length_alone_on_both_engines() {
    let fast = random_positions(Rng(0x9a77_0003), 3, 12, |f| {
        alice::engine::fast::fen::parse(f).ok()
    });
    assert!(exact_check(&fast) > 0);
    let general = random_positions(Rng(0x9a77_0004), 2, 3, |f| {
        general::parse_fen(f, V::ODonohue).ok()
    });
    exact_check(&general);
}
