//! The intro series (`2->ser-#2`, `1->ser-h+2`, `1->h#2`) proved on small random
//! positions: every line played out by a naive search written here from
//! the rules (no table, no pruning, only the engine's legal moves),
//! compared with the solver's solutions and short solutions, on both
//! engines.
//!
//! The rules (Popeye 4.104's, read in its source and checked against its
//! output in `tests/data/popeye_out/intro-*`):
//!
//! * `m->X`: the side that does not start X plays a series of 1 to m
//!   moves, none but the last giving check (the other side passes between
//!   them); then X is played from the position reached.
//! * `ser-#n`, `ser-+n` (White's series): n moves, none but the last giving
//!   check; the last reaches the goal.
//! * `ser-h#n`, `ser-h+n` (Black's series): n moves, none but the last
//!   giving check, then a White move that reaches the goal.
//! * `h#n` (Black starts): the sides alternate for n moves each, White's
//!   last mates (a mate on the way leaves no move: no other goal rule).
//! * `m->h#n.5` (White starts the play with its half move): White plays the
//!   intro, none of its moves giving check, and Black passes after its last
//!   move too; then White starts the play (Popeye 4.104's reading: the
//!   intro's side starts a play with a half move).
//! * The solutions: the full intro, then the full play. Every other line
//!   (a shorter intro, or a shorter play after the intro) is a short
//!   solution.

use alice::engine::general;
use alice::game::Game;
use alice::solve::help::{self, HelpError, HelpOptions};
use alice::stipulation::{Play, Stipulation};
use alice::variant::VariantKind as V;
use std::collections::BTreeSet;

use crate::common::goal_ref::{legal, reach};
use crate::common::random::{random_positions, Rng};

type Lines = BTreeSet<Vec<String>>;

/// The lines of the play after the intro (`ser-` or `ser-h`, `n` moves
/// exactly) from `p`, each after `path`.
fn play_lines<G: Game>(p: &G, stip: &Stipulation, n: u32, path: &mut Vec<String>, out: &mut Lines) {
    for mv in legal(p) {
        let q = p.after(mv);
        path.push(mv.to_string());
        if n == 1 {
            match stip.play {
                Play::SeriesDirect => {
                    if reach(p, mv, &q, stip.goal) {
                        out.insert(path.clone());
                    }
                }
                _ => {
                    for w in legal(&q) {
                        if reach(&q, w, &q.after(w), stip.goal) {
                            let mut line = path.clone();
                            line.push(w.to_string());
                            out.insert(line);
                        }
                    }
                }
            }
        } else if !q.in_check() {
            play_lines(&q.null_move(), stip, n - 1, path, out);
        }
        path.pop();
    }
}

/// The lines of `h#n` after the intro (`plies` single moves left, the
/// sides alternating, the last mating) from `p`, each after `path`.
fn help_lines<G: Game>(
    p: &G,
    stip: &Stipulation,
    plies: u32,
    path: &mut Vec<String>,
    out: &mut Lines,
) {
    for mv in legal(p) {
        let q = p.after(mv);
        path.push(mv.to_string());
        if plies == 1 {
            if reach(p, mv, &q, stip.goal) {
                out.insert(path.clone());
            }
        } else {
            help_lines(&q, stip, plies - 1, path, out);
        }
        path.pop();
    }
}

/// The intro series of exactly `k` moves from `p`, each followed by the
/// play's lines of exactly `n` moves.
fn intro_lines<G: Game>(
    p: &G,
    stip: &Stipulation,
    k: u32,
    n: u32,
    path: &mut Vec<String>,
    out: &mut Lines,
) {
    for mv in legal(p) {
        let q = p.after(mv);
        path.push(mv.to_string());
        if k == 1 && stip.play == Play::Help && stip.half {
            // (Black passes: the intro's last move may not check.)
            if !q.in_check() {
                help_lines(&q.null_move(), stip, 2 * n + 1, path, out);
            }
        } else if k == 1 && stip.play == Play::Help {
            help_lines(&q, stip, 2 * n, path, out);
        } else if k == 1 {
            play_lines(&q, stip, n, path, out);
        } else if !q.in_check() {
            intro_lines(&q.null_move(), stip, k - 1, n, path, out);
        }
        path.pop();
    }
}

/// The solutions and the short solutions by brute force; `None` when the
/// side that does not start is in check.
fn naive<G: Game>(p: &G, stip: &Stipulation) -> Option<(Lines, Lines)> {
    // (The intro's side: the one that does not start the play, or the one
    // that does before a half move.)
    let play = stip.after_intro().fixed_starter()?;
    let side = if stip.half { play } else { play.opposite() };
    let start = p.with_side_to_move(side);
    if start.null_move().in_check() {
        return None;
    }
    let (mut full, mut short) = (Lines::new(), Lines::new());
    let shortest = u32::from(!stip.half);
    for k in 1..=stip.intro {
        for n in shortest..=stip.moves {
            let out = if (k, n) == (stip.intro, stip.moves) {
                &mut full
            } else {
                &mut short
            };
            intro_lines(&start, stip, k, n, &mut Vec::new(), out);
        }
    }
    Some((full, short))
}

/// The solver against the naive search; whether there was a solution.
pub(crate) fn compare<G: Game>(p: &G, stip: &Stipulation) -> bool {
    let expected = naive(p, stip);
    let uci = |lines: &[help::Line<G::Move>]| -> Lines {
        lines
            .iter()
            .map(|l| l.moves.iter().map(|m| m.to_string()).collect())
            .collect()
    };
    match (&expected, help::solve(p, stip, &HelpOptions::default())) {
        (None, Err(HelpError::WaitingSideInCheck { .. })) => false,
        (Some((full, short)), Ok(r)) => {
            assert_eq!(&uci(&r.solutions), full, "{stip} {}", p.fen());
            assert_eq!(&uci(&r.short), short, "{stip} {} (short)", p.fen());
            // Each line carries its intro's length and its play's.
            for l in r.solutions.iter().chain(&r.short) {
                let k = l.stipulation.intro;
                assert!(k >= 1 && k <= stip.intro, "{stip}: {}", l.stipulation);
                let plies = l.stipulation.after_intro().plies();
                assert_eq!(l.moves.len() as u32, k + plies, "{}", l.stipulation);
            }
            if !full.is_empty() {
                // Without short solutions: the full intro alone.
                let opts = HelpOptions {
                    find_short: false,
                    ..HelpOptions::default()
                };
                let r = help::solve(p, stip, &opts).expect("solvable");
                assert_eq!(&uci(&r.solutions), full, "{stip} {} (no short)", p.fen());
                assert!(r.short.is_empty(), "{stip} {}", p.fen());
            }
            !full.is_empty()
        }
        (e, g) => panic!("{stip} {}: naive {e:?}, solver {:?}", p.fen(), g.err()),
    }
}

const STIPULATIONS: [&str; 9] = [
    "1->ser-#2",
    "2->ser-+2",
    "2->ser-h+2",
    "1->ser-h#2",
    "2->ser-h#2",
    "2->ser-#1",
    "1->ser-h+1",
    "1->h#1.5",
    "2->h#1.5",
];

#[test]
fn intro_series_agree_with_brute_force_on_the_fast_engine() {
    let positions = random_positions(Rng(0x1a7_0de5), 3, 24, |f| {
        alice::engine::fast::fen::parse(f).ok()
    });
    let mut met = 0;
    for s in STIPULATIONS {
        let stip: Stipulation = s.parse().expect("stipulation");
        met += positions.iter().filter(|p| compare(*p, &stip)).count();
    }
    assert!(met > 5, "{met}");
}

#[test]
fn intro_series_agree_with_brute_force_on_the_general_engine() {
    let positions = random_positions(Rng(0x1a7_0de6), 2, 4, |f| {
        general::parse_fen(f, V::ODonohue).ok()
    });
    let mut met = 0;
    for s in ["1->ser-#2", "2->ser-h+2", "1->h#1.5"] {
        let stip: Stipulation = s.parse().expect("stipulation");
        met += positions.iter().filter(|p| compare(*p, &stip)).count();
    }
    assert!(met > 0, "{met}");
}
