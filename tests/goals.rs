//! Popeye's goals (`+`, `x`, `%`, `z<square>`, `00`, `ep`, `~`, `==`, `#=`,
//! `!=`, and `#`, `=`) proved on small random positions: every legal line
//! played out to the stipulated depth by a naive search written here from
//! the definitions (no table, no pruning, only the engine's legal moves),
//! compared with the solvers' answers, in help, series, direct, self,
//! reflex and semi-reflex play (the defender bound to reach the goal, the
//! attacker not), on both engines.
//!
//! The rules the naive search follows (Popeye 4.104's, checked against its
//! output in `tests/data/popeye_out/goal-*`): a goal is tested after the
//! last move; in help play a move of the side making the last move, and in
//! `ser-` every series move, that reaches the goal ends the play there (a
//! shorter solution, not the start of a longer one; in a series, not a
//! mate or stalemate of the other side, which does not move); in `ser-s` a
//! series move after which the other side would already be forced to reach
//! the goal ends the play too; series moves before the last give no check.

use alice::engine::general::{self, GPos};
use alice::game::Game;
use alice::solve::direct::{self, DirectOptions};
use alice::solve::help::{self, HelpError, HelpOptions};
use alice::stipulation::{Goal, Play, Stipulation};
use alice::variant::VariantKind as V;
use alice::{engine::fast::fen, types::Square};
use std::collections::BTreeSet;

use crate::common::goal_ref::{forced, goal_candidates, legal, reach};
use crate::common::random::{random_fen, random_fen_on, Rng};

/// The lines `path` ends with a last move that reaches `goal` (for `##`,
/// `##!`, `!#` a self-check).
fn goal_ends<G: Game>(p: &G, goal: Goal, path: &mut Vec<String>, out: &mut BTreeSet<Vec<String>>) {
    for mv in goal_candidates(p, goal) {
        if reach(p, mv, &p.after(mv), goal) {
            path.push(mv.to_string());
            out.insert(path.clone());
            path.pop();
        }
    }
}

/// Every line of help play with `remaining` single moves.
fn naive_help<G: Game>(
    p: &G,
    remaining: u32,
    goal: Goal,
    path: &mut Vec<String>,
    out: &mut BTreeSet<Vec<String>>,
) {
    if remaining == 1 {
        goal_ends(p, goal, path, out);
        return;
    }
    for mv in legal(p) {
        let q = p.after(mv);
        let reached = reach(p, mv, &q, goal);
        path.push(mv.to_string());
        if !(remaining % 2 == 1 && reached) {
            naive_help(&q, remaining - 1, goal, path, out);
        }
        path.pop();
    }
}

/// Every line of series play (`ser-`, `ser-h`, `ser-s`) with `k` series
/// moves left.
fn naive_series<G: Game>(
    p: &G,
    k: u32,
    play: Play,
    goal: Goal,
    path: &mut Vec<String>,
    out: &mut BTreeSet<Vec<String>>,
) {
    if k == 1 && play == Play::SeriesDirect {
        goal_ends(p, goal, path, out);
        return;
    }
    for mv in legal(p) {
        let q = p.after(mv);
        path.push(mv.to_string());
        if k == 1 {
            match play {
                Play::SeriesHelp => {
                    for w in goal_candidates(&q, goal) {
                        if reach(&q, w, &q.after(w), goal) {
                            let mut line = path.clone();
                            line.push(w.to_string());
                            out.insert(line);
                        }
                    }
                }
                _ => {
                    if forced(&q, goal) {
                        out.insert(path.clone());
                    }
                }
            }
        } else {
            // A mate or a stalemate of the other side on the way ends
            // nothing (it does not move in a series; Popeye, `ser-=3`).
            let on_the_way = !matches!(
                goal,
                Goal::Mate | Goal::Stalemate | Goal::DoubleStalemate | Goal::MateOrStalemate
            );
            let ends = match play {
                Play::SeriesDirect => on_the_way && reach(p, mv, &q, goal),
                Play::SeriesSelf => forced(&q, goal),
                _ => false,
            };
            if !q.in_check() && !ends {
                naive_series(&q.null_move(), k - 1, play, goal, path, out);
            }
        }
        path.pop();
    }
}

/// Every solution of a help or series stipulation, by brute force; `None`
/// when the side not starting is in check.
pub(crate) fn naive_lines<G: Game>(p: &G, stip: &Stipulation) -> Option<BTreeSet<Vec<String>>> {
    let starter = stip.fixed_starter()?;
    let start = p.with_side_to_move(starter);
    if start.null_move().in_check() {
        return None;
    }
    let mut out = BTreeSet::new();
    let mut path = Vec::new();
    match stip.play {
        Play::Help => naive_help(&start, stip.plies(), stip.goal, &mut path, &mut out),
        play => naive_series(&start, stip.moves, play, stip.goal, &mut path, &mut out),
    }
    Some(out)
}

/// Naive battle play: the attacker (to move) forces the goal within `n`.
fn attacker_wins<G: Game>(p: &G, n: u32, play: Play, goal: Goal) -> bool {
    if n == 0 {
        return false;
    }
    let moves = legal(p);
    if play == Play::Reflex && moves.iter().any(|&a| reach(p, a, &p.after(a), goal)) {
        return false;
    }
    moves.iter().any(|&a| attack_works(p, a, n, play, goal))
}

/// The attacker's move `a` (it had `n` moves including it) succeeds.
fn attack_works<G: Game>(p: &G, a: G::Move, n: u32, play: Play, goal: Goal) -> bool {
    let q = p.after(a);
    let defences = legal(&q);
    match play {
        Play::Direct => {
            reach(p, a, &q, goal)
                || (n > 1
                    && !defences.is_empty()
                    && defences
                        .iter()
                        .all(|&d| attacker_wins(&q.after(d), n - 1, play, goal)))
        }
        Play::SelfPlay => {
            !defences.is_empty()
                && defences.iter().all(|&d| {
                    let r = q.after(d);
                    reach(&q, d, &r, goal) || attacker_wins(&r, n - 1, play, goal)
                })
        }
        _ => {
            if defences.iter().any(|&d| reach(&q, d, &q.after(d), goal)) {
                return true;
            }
            n > 1
                && !defences.is_empty()
                && defences
                    .iter()
                    .all(|&d| attacker_wins(&q.after(d), n - 1, play, goal))
        }
    }
}

fn naive_keys<G: Game>(p: &G, stip: &Stipulation) -> Vec<String> {
    let mut keys: Vec<String> = legal(p)
        .into_iter()
        .filter(|&a| attack_works(p, a, stip.moves, stip.play, stip.goal))
        .map(|a| a.to_string())
        .collect();
    keys.sort();
    keys
}

/// The solver against the naive search on one problem; whether it has a
/// solution (a key, a line).
pub(crate) fn compare<G: Game>(p: &G, stip: &Stipulation) -> bool {
    if stip.is_adversarial() {
        if p.null_move().in_check() {
            return false;
        }
        let report = direct::solve(p, stip, &DirectOptions::default()).expect("solvable");
        let mut keys: Vec<String> = report.keys.iter().map(|k| k.text.uci.clone()).collect();
        keys.sort();
        let expected = naive_keys(p, stip);
        assert_eq!(keys, expected, "{stip} {}", p.fen());
        return !keys.is_empty();
    }
    let opts = HelpOptions {
        find_short: false,
        ..HelpOptions::default()
    };
    let expected = naive_lines(p, stip);
    match (&expected, help::solve(p, stip, &opts)) {
        (None, Err(HelpError::WaitingSideInCheck { .. })) => false,
        (Some(e), Ok(r)) => {
            let got: BTreeSet<Vec<String>> = r
                .solutions
                .iter()
                .map(|l| l.moves.iter().map(|m| m.to_string()).collect())
                .collect();
            assert_eq!(&got, e, "{stip} {}", p.fen());
            !e.is_empty()
        }
        (e, g) => panic!("{stip} {}: naive {e:?}, solver {:?}", p.fen(), g.err()),
    }
}

/// The goals cross-checked, the target square on d5.
const GOALS: [&str; 12] = [
    "+", "x", "%", "zd5", "00", "ep", "~", "==", "#=", "!=", "#", "=",
];

/// The families, `{}` standing for the goal.
const FAMILIES: [&str; 13] = [
    "h{}1",
    "h{}1.5",
    "h{}2",
    "ser-{}2",
    "ser-{}3",
    "ser-h{}2",
    "ser-s{}2",
    "{}1",
    "{}2",
    "s{}1",
    "s{}2",
    "r{}2",
    "semi-r{}2",
];

/// Each goal in each family on `count` random positions made by `make`;
/// returns how many problems had a solution, per goal.
fn cross_check_all<G: Game>(count: usize, mut make: impl FnMut() -> Option<G>) -> Vec<usize> {
    let positions: Vec<G> = std::iter::from_fn(|| Some(make()))
        .flatten()
        .take(count)
        .collect();
    GOALS
        .iter()
        .map(|g| {
            let mut solved = 0;
            for family in FAMILIES {
                let stip: Stipulation = family.replace("{}", g).parse().expect("stipulation");
                for p in &positions {
                    let side = stip.fixed_starter().unwrap_or(p.side_to_move());
                    solved += compare(&p.with_side_to_move(side), &stip) as usize;
                }
            }
            solved
        })
        .collect()
}

#[test]
fn every_goal_agrees_with_brute_force_on_the_fast_engine() {
    let mut rng = Rng(0x90a1_5eed);
    let solved = cross_check_all(6, || {
        let text = random_fen(&mut rng, 3);
        fen::parse(&format!("{text} - - 0 1")).ok()
    });
    for (g, n) in GOALS.iter().zip(&solved) {
        // Castling, e.p. and double stalemate need their own positions
        // (below).
        if !matches!(*g, "00" | "ep" | "==") {
            assert!(*n > 0, "{g}: no random problem had a solution");
        }
    }
}

#[test]
fn castling_en_passant_and_double_stalemate_agree_with_brute_force() {
    let cases = [
        (
            "r3k3/1P6/8/8/8/8/6p*1/4K2R w Kq - 0 1",
            ["h001.5", "001", "ser-002", "h002", "s001"],
        ),
        (
            "r3k3/1P6/8/8/8/8/6p*1/4K2R b Kq - 0 1",
            ["h002", "ser-h001", "h=1", "h+1", "hx1"],
        ),
        (
            "4k3/8/8/3pP3/8/8/8/4K2R w K d6 0 1",
            ["ep1", "ser-ep2", "hep1.5", "sep1", "rep2"],
        ),
        (
            "4k3/3p*4/8/4P3/8/8/8/4K3 b - - 0 1",
            ["hep1", "hep2", "ser-hep1", "hzd51", "h~1"],
        ),
        // Both sides stalemated after 1.cxb3/A (the Popeye corpus's
        // goal-double-stalemate-direct-1-made).
        (
            "8/8/8/8/1p6/k*n*6/p*1P*5/K7 w - - 0 1",
            ["==1", "ser-==1", "h==1.5", "s==1", "ser-==2"],
        ),
    ];
    let mut solved = 0;
    for (fen_text, stips) in cases {
        let p = fen::parse(fen_text).expect("FEN");
        for s in stips {
            let stip: Stipulation = s.parse().expect("stipulation");
            let side = stip.fixed_starter().unwrap_or(p.side_to_move());
            solved += compare(&p.with_side_to_move(side), &stip) as usize;
        }
    }
    assert!(solved >= 10, "{solved}");
}

#[test]
fn every_goal_agrees_with_brute_force_on_the_general_engine() {
    let mut rng = Rng(0x6e4e_0a15);
    let odonohue = cross_check_all(3, || {
        let text = random_fen(&mut rng, 2);
        general::parse_fen(&format!("{text} - - 0 1"), V::ODonohue).ok()
    });
    let mut rng = Rng(0xd00_5eed);
    let duo = cross_check_all(3, || {
        let text = random_fen_on(&mut rng, 2, 4);
        general::parse_fen(&format!("{text} - - 0 1"), V::Duo).ok()
    });
    let total: usize = odonohue.iter().chain(&duo).sum();
    assert!(total > 20, "{odonohue:?} {duo:?}");
}

/// Double mate, counter-mate and auto-mate, whose last move is a
/// self-check, in the help and series play that solves them, against the
/// brute force on both engines: the corner-mirror position of the
/// collection (Popeye 4.104: 4 `ser-h##2`, `h!#1` lines) and random ones.
#[test]
fn self_check_goals_agree_with_brute_force() {
    let families = [
        "h{}1", "h{}1.5", "h{}2", "ser-{}1", "ser-{}2", "ser-h{}1", "ser-h{}2",
    ];
    let goals = ["##", "##!", "!#"];
    let corner = "8/8/8/8/6R*1/8/8/5qkK* w - - 0 1";
    let mut fast_positions = vec![fen::parse(corner).expect("FEN")];
    let mut general_positions = vec![general::parse_fen(corner, V::Alice).expect("FEN")];
    let mut rng = Rng(0x5e1f_c4ec);
    while fast_positions.len() < 12 {
        let text = format!("{} - - 0 1", random_fen(&mut rng, 4));
        if let (Ok(f), Ok(g)) = (fen::parse(&text), general::parse_fen(&text, V::Alice)) {
            fast_positions.push(f);
            general_positions.push(g);
        }
    }
    let mut solved = Vec::new();
    for g in goals {
        for family in families {
            let stip: Stipulation = family.replace("{}", g).parse().expect("stipulation");
            let mut n = 0;
            for p in &fast_positions {
                let side = stip.fixed_starter().unwrap_or(p.side_to_move());
                n += compare(&p.with_side_to_move(side), &stip) as usize;
            }
            for p in &general_positions {
                let side = stip.fixed_starter().unwrap_or(p.side_to_move());
                n += compare(&p.with_side_to_move(side), &stip) as usize;
            }
            solved.push((stip.to_string(), n));
        }
    }
    let count = |s: &str| solved.iter().find(|(t, _)| t == s).map_or(0, |x| x.1);
    // The corner-mirror position on both engines at least.
    assert!(count("ser-h##2") >= 2, "{solved:?}");
    assert!(count("h!#1") >= 2, "{solved:?}");
    let stip: Stipulation = "ser-h##2".parse().expect("stipulation");
    let p = fen::parse(corner).expect("FEN");
    let lines = naive_lines(&p.with_side_to_move(alice::types::Color::Black), &stip);
    assert_eq!(lines.map(|l| l.len()), Some(4));
}

/// The target square is exact on boards larger than 8x8 (the general
/// engine's move facts clamp squares beyond h8).
#[test]
fn target_square_on_a_ten_by_ten_board() {
    let p: GPos = general::parse_fen("10/10/10/10/4T*5/3k*6/2EK6/10/10/10 w - - 0 1", V::Directed)
        .expect("FEN");
    for (square, name) in [
        (Square::from_coords(7, 7), "zh8"),
        (Square::from_coords(2, 5), "zc6"),
    ] {
        let stip: Stipulation = format!("ser-{name}1").parse().expect("stipulation");
        let report = help::solve(&p, &stip, &HelpOptions::default()).expect("solvable");
        for line in &report.solutions {
            let mv = line.moves[0];
            assert!(p.arrives_on(mv, square), "{name} {mv}");
        }
    }
}
