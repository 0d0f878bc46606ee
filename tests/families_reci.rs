//! Reciprocal help play (`reci-h#n`, `reci-h#n.5`) proved on small random
//! positions: every legal line played out by a naive search written here
//! from the rules (no table, no pruning, only the engine's legal moves),
//! compared with the solver's solutions, short ones included, and their
//! two endings, for several goals, on both engines.
//!
//! The rules (Popeye 4.104's, checked against its output in
//! `tests/data/popeye_out/reci-*`): the sides alternate for 2n - 2 single
//! moves (Black starts; White in `reci-h#n.5`, 2n - 1 moves), every move
//! free (a goal reached on the way does not end the play); then Black, to
//! move, must have both a move reaching the goal and a move after which
//! White has one (`h#1`). The solutions with fewer moves before the end
//! (down to none; to one with `.5`) are short solutions. With two goals
//! (`reci-h(=)#2`) Black's move at once reaches the one in parentheses.

use alice::engine::general;
use alice::game::Game;
use alice::solve::help;
use alice::stipulation::{Goal, Stipulation};
use alice::variant::VariantKind as V;
use std::collections::BTreeSet;

use crate::common::goal_ref::{legal, reach};
use crate::common::help_check::{per_stipulation, report_unless_waiting_in_check};
use crate::common::random::{random_positions, Rng};

/// A line before the end and its endings (each one or two moves), in
/// coordinate notation.
type Solution = (Vec<String>, BTreeSet<Vec<String>>);

/// The endings at `p` (its side to move plays them): empty unless there is
/// a move reaching `at_once_goal` at once and a helped one to `goal`.
fn endings<G: Game>(p: &G, goal: Goal, at_once_goal: Goal) -> BTreeSet<Vec<String>> {
    let mut at_once = BTreeSet::new();
    let mut helped = BTreeSet::new();
    for mv in legal(p) {
        let q = p.after(mv);
        if reach(p, mv, &q, at_once_goal) {
            at_once.insert(vec![mv.to_string()]);
        }
        for r in legal(&q) {
            if reach(&q, r, &q.after(r), goal) {
                helped.insert(vec![mv.to_string(), r.to_string()]);
            }
        }
    }
    if at_once.is_empty() || helped.is_empty() {
        return BTreeSet::new();
    }
    at_once.extend(helped);
    at_once
}

/// Every line of exactly `k` free single moves from `p` that reaches the
/// reciprocal end, with its endings.
fn naive<G: Game>(
    p: &G,
    k: u32,
    goals: (Goal, Goal),
    path: &mut Vec<String>,
    out: &mut BTreeSet<Solution>,
) {
    if k == 0 {
        let e = endings(p, goals.0, goals.1);
        if !e.is_empty() {
            out.insert((path.clone(), e));
        }
        return;
    }
    for mv in legal(p) {
        path.push(mv.to_string());
        naive(&p.after(mv), k - 1, goals, path, out);
        path.pop();
    }
}

/// The solver's full and short solutions against the naive search; how
/// many solutions (full and short) there were.
pub(crate) fn compare<G: Game>(p: &G, stip: &Stipulation) -> usize {
    let (start, Some(report)) = report_unless_waiting_in_check(p, stip) else {
        return 0;
    };
    let as_set = |lines: &[help::Line<G::Move>], k: u32| -> BTreeSet<Solution> {
        lines
            .iter()
            .filter(|l| l.moves.len() as u32 == k)
            .map(|l| {
                let endings: BTreeSet<Vec<String>> = l
                    .reci_endings(p)
                    .iter()
                    .map(|e| e.iter().map(|m| m.to_string()).collect())
                    .collect();
                (l.moves.iter().map(|m| m.to_string()).collect(), endings)
            })
            .collect()
    };
    let full = 2 * stip.moves + u32::from(stip.half) - 2;
    let mut count = 0;
    // Every length before the end, of the stipulation's parity.
    for k in (u32::from(stip.half)..=full).step_by(2) {
        let mut expected = BTreeSet::new();
        let goals = (stip.goal, stip.reci_at_once_goal());
        naive(&start, k, goals, &mut Vec::new(), &mut expected);
        let lines = if k == full {
            &report.solutions
        } else {
            &report.short
        };
        assert_eq!(
            as_set(lines, k),
            expected,
            "{stip} {} ({k} moves before the end)",
            p.fen()
        );
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

const STIPULATIONS: [&str; 11] = [
    "reci-h(x)#2",
    "reci-h(+)#1.5",
    "reci-h(#)x1",
    "reci-h#1",
    "reci-h#2",
    "reci-h#1.5",
    "reci-h+2",
    "reci-hx1.5",
    "reci-h=2",
    "reci-h~1",
    "reci-h#2.5",
];

/// Every stipulation on `positions`: the solutions found, per stipulation.
fn cross_check<G: Game>(positions: &[G]) -> Vec<usize> {
    per_stipulation(&STIPULATIONS, positions, compare)
}

#[test]
fn reciprocal_help_play_agrees_with_brute_force_on_the_fast_engine() {
    let positions = random_positions(Rng(0x5ec1_0001), 3, 40, |f| {
        alice::engine::fast::fen::parse(f).ok()
    });
    let solved = cross_check(&positions);
    // Every stipulation but the rare reciprocal mates meets solutions.
    for (s, n) in STIPULATIONS.iter().zip(&solved) {
        if !s.contains('#') && !s.contains('=') {
            assert!(*n > 0, "{s}: no random problem had a solution ({solved:?})");
        }
    }
}

#[test]
fn reciprocal_help_play_agrees_with_brute_force_on_the_general_engine() {
    let positions = random_positions(Rng(0x5ec1_0002), 2, 4, |f| {
        general::parse_fen(f, V::ODonohue).ok()
    });
    let solved: usize = cross_check(&positions).iter().sum();
    assert!(solved > 5, "{solved}");
}

#[test]
fn reciprocal_help_stipulations_read_and_write() {
    for s in [
        "reci-h#2",
        "reci-h=3",
        "reci-h#1.5",
        "reci-hx2",
        "reci-h#1",
        "reci-h(=)#2",
        "reci-h(x)+1.5",
    ] {
        let stip: Stipulation = s.parse().expect(s);
        assert_eq!(stip.to_string(), s);
    }
    // Popeye refuses reci-h#0.5 (two single moves at least).
    assert!("reci-h#0.5".parse::<Stipulation>().is_err());
    assert!("reci-h(=#2".parse::<Stipulation>().is_err());
    let two: Stipulation = "reci-h(=)#2".parse().expect("two goals");
    assert_eq!(
        (two.goal, two.at_once_goal),
        (Goal::Mate, Some(Goal::Stalemate))
    );
}
