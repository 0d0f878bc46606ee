//! The parry series added last, proved on small random positions against
//! naive searches written here from the rules (no table, no pruning, only
//! the engine's legal moves), on both engines:
//!
//! - battle play (`pser-#n`, `pser-s#n`, `pser-r#n`): White plays up to n
//!   moves; after a move that checks Black, Black defends with any move
//!   (White must succeed against every one), after any other White moves
//!   again. It succeeds when White's move reaches the goal (`pser-`),
//!   when after it every Black move reaches the goal and Black has one,
//!   or Black's defence reaches it (`pser-s`), when after it Black can
//!   reach the goal in one (`pser-r`, where White fails wherever it could
//!   reach the goal in one). A check that leaves Black no move and is not
//!   the goal fails. The lines are Popeye's: every first move succeeding
//!   within n, below it the continuations of the shortest length that
//!   succeeds, every one (`pser-r`: each of Black's goal moves a line).
//!   A key succeeding within n - 1 makes its lines short solutions.
//!   Exact play (`exact-pser-`): success at the n-th move only; before it
//!   a goal reached is played on (a mate leaves no defence, a failure),
//!   and in self play a defence reaching it refutes.
//! - help play (`pser-hs#n`, `phser-r#n`): as `pser-h` and `phser-` (see
//!   `families_parry.rs`), the series side's check answered by one help
//!   move of the other side; `pser-hs`: Black's series, then one White
//!   move after which Black is forced to reach the goal; `phser-r`:
//!   White's series, then Black's goal move, no move played where the
//!   side to move could reach the goal in one, and a White move before the
//!   last after which Black could reach it ends the play (a shorter
//!   solution).

use alice::engine::general;
use alice::game::Game;
use alice::solve::help;
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

/// The moves of the side to move at `p` that reach `goal`.
fn goal_moves<G: Game>(p: &G, goal: Goal) -> Vec<G::Move> {
    legal(p)
        .into_iter()
        .filter(|&r| reach(p, r, &p.after(r), goal))
        .collect()
}

/// Battle play's rules: the family, the goal, and exact play (`exact-`:
/// success at the n-th move only; before it a goal reached is played on,
/// and in self play a defence that reaches it refutes).
#[derive(Clone, Copy)]
struct Rules {
    play: Play,
    goal: Goal,
    exact: bool,
}

/// Battle play: whether White's move `mv` of `p` (`k` moves left with it)
/// ends the play at once.
fn ends<G: Game>(r: Rules, p: &G, mv: G::Move, q: &G, k: u32) -> bool {
    let (play, goal) = (r.play, r.goal);
    if r.exact && k > 1 {
        return false;
    }
    match play {
        Play::ParryBattleDirect => reach(p, mv, q, goal),
        Play::ParryBattleSelf => forced(q, goal),
        _ => !goal_moves(q, goal).is_empty(),
    }
}

/// Battle play: whether White (to move at `p`) succeeds within `k` moves.
fn wins<G: Game>(r: Rules, p: &G, k: u32) -> bool {
    if k == 0 || (r.play == Play::ParryBattleReflex && !goal_moves(p, r.goal).is_empty()) {
        return false;
    }
    legal(p).into_iter().any(|mv| succeeds(r, p, mv, k))
}

/// Battle play: whether White's move `mv` of `p`, with `k` moves left
/// including it, succeeds.
fn succeeds<G: Game>(r: Rules, p: &G, mv: G::Move, k: u32) -> bool {
    let q = p.after(mv);
    if ends(r, p, mv, &q, k) {
        return true;
    }
    if k == 1 {
        return false;
    }
    if !q.in_check() {
        return wins(r, &q.null_move(), k - 1);
    }
    let defences = legal(&q);
    !defences.is_empty()
        && defences.into_iter().all(|d| {
            let after = q.after(d);
            if r.play == Play::ParryBattleSelf && reach(&q, d, &after, r.goal) {
                !r.exact
            } else {
                wins(r, &after, k - 1)
            }
        })
}

/// Battle play: the lines below White's successful move `mv` of `p` (`k`
/// moves left including it), added to `out` after `path`.
fn lines_after<G: Game>(
    r: Rules,
    p: &G,
    mv: G::Move,
    k: u32,
    path: &mut Vec<String>,
    out: &mut BTreeSet<Vec<String>>,
) {
    path.push(mv.to_string());
    let (play, goal) = (r.play, r.goal);
    let q = p.after(mv);
    if ends(r, p, mv, &q, k) {
        if play == Play::ParryBattleReflex {
            for g in goal_moves(&q, goal) {
                let mut line = path.clone();
                line.push(g.to_string());
                out.insert(line);
            }
        } else {
            out.insert(path.clone());
        }
    } else if !q.in_check() {
        attack_lines(r, &q.null_move(), k - 1, path, out);
    } else {
        for d in legal(&q) {
            path.push(d.to_string());
            let after = q.after(d);
            if play == Play::ParryBattleSelf && reach(&q, d, &after, goal) {
                // (Exact play: a refutation, never under a success.)
                out.insert(path.clone());
            } else {
                attack_lines(r, &after, k - 1, path, out);
            }
            path.pop();
        }
    }
    path.pop();
}

/// Battle play below the first move: the moves succeeding within the
/// shortest length that succeeds (exact play: in exactly `k`).
fn attack_lines<G: Game>(
    r: Rules,
    p: &G,
    k: u32,
    path: &mut Vec<String>,
    out: &mut BTreeSet<Vec<String>>,
) {
    let first = if r.exact { k } else { 1 };
    let Some(j) = (first..=k).find(|&j| wins(r, p, j)) else {
        return;
    };
    for mv in legal(p) {
        if succeeds(r, p, mv, j) {
            lines_after(r, p, mv, j, path, out);
        }
    }
}

/// Help play: every line of `left` series moves from `p` (the series side
/// to move) solving `stip` (`pser-hs` or `phser-r`), in coordinate
/// notation.
fn help_lines<G: Game>(
    p: &G,
    left: u32,
    stip: &Stipulation,
    path: &mut Vec<String>,
    out: &mut BTreeSet<Vec<String>>,
) {
    let goal = stip.goal;
    let reflex = stip.play == Play::ParrySeriesReflex;
    if reflex && !goal_moves(p, goal).is_empty() {
        return;
    }
    for mv in legal(p) {
        let q = p.after(mv);
        path.push(mv.to_string());
        if left == 1 {
            if reflex {
                for g in goal_moves(&q, goal) {
                    let mut line = path.clone();
                    line.push(g.to_string());
                    out.insert(line);
                }
            } else {
                // `pser-hs`: White's move, then Black forced.
                for w in legal(&q) {
                    if forced(&q.after(w), goal) {
                        let mut line = path.clone();
                        line.push(w.to_string());
                        out.insert(line);
                    }
                }
            }
        } else if !reflex || goal_moves(&q, goal).is_empty() {
            if q.in_check() {
                for r in legal(&q) {
                    path.push(r.to_string());
                    help_lines(&q.after(r), left - 1, stip, path, out);
                    path.pop();
                }
            } else {
                help_lines(&q.null_move(), left - 1, stip, path, out);
            }
        }
        path.pop();
    }
}

/// The solver's lines against the naive searches; how many lines there
/// were (short ones included).
pub(crate) fn compare<G: Game>(p: &G, stip: &Stipulation) -> usize {
    let (start, Some(report)) = report_unless_waiting_in_check(p, stip) else {
        return 0;
    };
    let as_set = |lines: &[help::Line<G::Move>]| -> BTreeSet<Vec<String>> {
        lines
            .iter()
            .map(|l| l.moves.iter().map(|m| m.to_string()).collect())
            .collect()
    };
    let (full, short) = (as_set(&report.solutions), as_set(&report.short));
    let mut expected_full = BTreeSet::new();
    let mut expected_short = BTreeSet::new();
    if stip.play.is_parry_battle() {
        let (play, goal, n) = (stip.play, stip.goal, stip.moves);
        let r = Rules {
            play,
            goal,
            exact: stip.exact,
        };
        if play != Play::ParryBattleReflex || goal_moves(&start, goal).is_empty() {
            for mv in legal(&start) {
                if !succeeds(r, &start, mv, n) {
                    continue;
                }
                let short_key = !stip.exact && n > 1 && succeeds(r, &start, mv, n - 1);
                let out = if short_key {
                    &mut expected_short
                } else {
                    &mut expected_full
                };
                lines_after(r, &start, mv, n, &mut Vec::new(), out);
            }
        }
    } else {
        for k in 1..=stip.moves {
            let s = Stipulation { moves: k, ..*stip };
            let out = if k == stip.moves {
                &mut expected_full
            } else {
                &mut expected_short
            };
            help_lines(&start, k, &s, &mut Vec::new(), out);
        }
    }
    assert_eq!(full, expected_full, "{stip} {}", p.fen());
    assert_eq!(short, expected_short, "{stip} {} (short)", p.fen());
    full.len() + short.len()
}

const STIPULATIONS: [&str; 21] = [
    "pser-#2",
    "pser-#3",
    "pser-+2",
    "pser-x2",
    "pser-=2",
    "pser-s#2",
    "pser-s+2",
    "pser-sx3",
    "pser-r#2",
    "pser-r+2",
    "pser-hs+2",
    "pser-hsx2",
    "phser-r#2",
    "phser-r+2",
    "exact-pser-#3",
    "exact-pser-+3",
    "exact-pser-x3",
    "exact-pser-s#3",
    "exact-pser-s+3",
    "exact-pser-r#3",
    "exact-pser-r+3",
];

#[test]
fn parry_battle_and_the_last_help_families_agree_with_brute_force_on_the_fast_engine() {
    let positions = random_positions(Rng(0x9a77_0101), 3, 24, |f| {
        alice::engine::fast::fen::parse(f).ok()
    });
    let solved = per_stipulation(&STIPULATIONS, &positions, compare);
    // The goals that leave the victim a move meet solutions.
    for (s, n) in STIPULATIONS.iter().zip(&solved) {
        if [
            "pser-#2",
            "pser-+2",
            "pser-x2",
            "pser-r+2",
            "phser-r+2",
            "exact-pser-+3",
            "exact-pser-x3",
        ]
        .contains(s)
        {
            assert!(*n > 0, "{s}: no random problem had a solution ({solved:?})");
        }
    }
}

#[test]
fn parry_battle_and_the_last_help_families_agree_with_brute_force_on_the_general_engine() {
    let positions = random_positions(Rng(0x9a77_0102), 2, 4, |f| {
        general::parse_fen(f, V::ODonohue).ok()
    });
    let solved: usize = per_stipulation(&STIPULATIONS, &positions, compare)
        .iter()
        .sum();
    assert!(solved > 5, "{solved}");
}
