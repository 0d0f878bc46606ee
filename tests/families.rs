//! The help-self and reflex families (`hs`, `ser-hs`, `hr`, `ser-r`) proved
//! on small random positions: every legal line played out by a naive search
//! written here from the rules (no table, no pruning, only the engine's
//! legal moves), compared with the solver's full-length solutions, for
//! several goals, on both engines.
//!
//! The rules (Popeye 4.104's, checked against its output in
//! `tests/data/popeye_out/family-*`):
//!
//! * `hs#n`: the sides alternate (White starts; Black in `hs#n.5`); after
//!   the last move of the line the side to move has a move and every one
//!   reaches the goal. A move of the side that plays last in the line
//!   after which that already holds ends the play (a shorter solution).
//! * `ser-hs#n`: Black plays n moves (no check before the last), White
//!   one, then Black is forced to reach the goal as above.
//! * `hr#n`: the sides alternate (White starts; Black in `hr#n.5`), the
//!   last move reaches the goal; no move is played where the side to move
//!   could reach the goal in one.
//! * `ser-r#n`: White plays n moves (no check before the last), never
//!   where it could reach the goal in one, and none after which Black could
//!   reach it, but the last; then Black reaches the goal.
//! * Popeye's `Quodlibet` in self and semi-reflex play: an attacker's move
//!   that reaches the goal itself wins too (the keys are compared).

use alice::engine::general;
use alice::game::Game;
use alice::solve::direct::{self, DirectOptions};
use alice::solve::help::{self, HelpError, HelpOptions};
use alice::stipulation::{Goal, Play, Stipulation};
use alice::variant::VariantKind as V;
use std::collections::BTreeSet;

use crate::common::goal_ref::{can_reach, forced, legal, reach};
use crate::common::help_check::per_stipulation;
use crate::common::random::{random_positions, Rng};

/// The lines found so far and the moves of the current one.
struct Naive {
    goal: Goal,
    path: Vec<String>,
    out: BTreeSet<Vec<String>>,
}

impl Naive {
    fn keep(&mut self, extra: Option<String>) {
        let mut line = self.path.clone();
        line.extend(extra);
        self.out.insert(line);
    }

    /// `hs`: `remaining` single moves left, the forced one among them.
    fn help_self<G: Game>(&mut self, p: &G, remaining: u32) {
        for mv in legal(p) {
            let q = p.after(mv);
            self.path.push(mv.to_string());
            if remaining == 2 {
                if forced(&q, self.goal) {
                    self.keep(None);
                }
            } else if !(remaining.is_multiple_of(2) && forced(&q, self.goal)) {
                self.help_self(&q, remaining - 1);
            }
            self.path.pop();
        }
    }

    /// `ser-hs`: `k` series moves left.
    fn series_help_self<G: Game>(&mut self, p: &G, k: u32) {
        for mv in legal(p) {
            let q = p.after(mv);
            self.path.push(mv.to_string());
            if k == 1 {
                for w in legal(&q) {
                    if forced(&q.after(w), self.goal) {
                        self.keep(Some(w.to_string()));
                    }
                }
            } else if !q.in_check() {
                self.series_help_self(&q.null_move(), k - 1);
            }
            self.path.pop();
        }
    }

    /// `hr`: `remaining` single moves left.
    fn help_reflex<G: Game>(&mut self, p: &G, remaining: u32) {
        if remaining > 1 && can_reach(p, self.goal) {
            return;
        }
        for mv in legal(p) {
            let q = p.after(mv);
            self.path.push(mv.to_string());
            if remaining == 1 {
                if reach(p, mv, &q, self.goal) {
                    self.keep(None);
                }
            } else {
                self.help_reflex(&q, remaining - 1);
            }
            self.path.pop();
        }
    }

    /// `ser-r`: `k` series moves left.
    fn series_reflex<G: Game>(&mut self, p: &G, k: u32) {
        if can_reach(p, self.goal) {
            return;
        }
        for mv in legal(p) {
            let q = p.after(mv);
            self.path.push(mv.to_string());
            if k == 1 {
                for b in legal(&q) {
                    if reach(&q, b, &q.after(b), self.goal) {
                        self.keep(Some(b.to_string()));
                    }
                }
            } else if !q.in_check() && !can_reach(&q, self.goal) {
                self.series_reflex(&q.null_move(), k - 1);
            }
            self.path.pop();
        }
    }
}

/// Every full-length solution by brute force; `None` when the side not
/// starting is in check.
fn naive_lines<G: Game>(p: &G, stip: &Stipulation) -> Option<BTreeSet<Vec<String>>> {
    let start = p.with_side_to_move(stip.fixed_starter()?);
    if start.null_move().in_check() {
        return None;
    }
    let mut naive = Naive {
        goal: stip.goal,
        path: Vec::new(),
        out: BTreeSet::new(),
    };
    match stip.play {
        // (`hs#n.5` whose Black is forced to reach the goal in the diagram
        // ends there: its `hs#0.5` lines alone, as Popeye writes it.)
        Play::HelpSelf
            if stip.plies() > 1 && stip.plies() % 2 == 1 && forced(&start, stip.goal) => {}
        Play::HelpSelf => naive.help_self(&start, stip.plies()),
        Play::SeriesHelpSelf => naive.series_help_self(&start, stip.moves),
        Play::HelpReflex => naive.help_reflex(&start, stip.plies()),
        Play::SeriesReflex => naive.series_reflex(&start, stip.moves),
        other => panic!("not a family of this test: {other:?}"),
    }
    Some(naive.out)
}

/// The solver against the naive search; whether there was a solution.
pub(crate) fn compare<G: Game>(p: &G, stip: &Stipulation) -> bool {
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
                .map(|l| {
                    // The forced moves are not part of a line (the line
                    // stops before them; the printers add them).
                    if matches!(stip.play, Play::HelpSelf | Play::SeriesHelpSelf) {
                        assert!(!l.forced_replies(p).is_empty(), "{stip} {}", p.fen());
                    }
                    l.moves.iter().map(|m| m.to_string()).collect()
                })
                .collect();
            assert_eq!(&got, e, "{stip} {}", p.fen());
            !e.is_empty()
        }
        (e, g) => panic!("{stip} {}: naive {e:?}, solver {:?}", p.fen(), g.err()),
    }
}

const STIPULATIONS: [&str; 17] = [
    "hs#1", "hs+2", "hsx1.5", "hs~1.5", "hs=2", "ser-hs+2", "ser-hsx2", "ser-hs#1", "hr#1", "hr+2",
    "hrx1.5", "hr=2", "hr~1", "ser-r+2", "ser-rx2", "ser-r#2", "ser-r=1",
];

/// Every stipulation on `positions`; how many had a solution, per
/// stipulation.
fn cross_check<G: Game>(positions: &[G]) -> Vec<usize> {
    per_stipulation(&STIPULATIONS, positions, |p, stip| {
        usize::from(compare(p, stip))
    })
}

#[test]
fn help_self_and_reflex_families_agree_with_brute_force_on_the_fast_engine() {
    let positions = random_positions(Rng(0xfa41_1e55), 3, 60, |f| {
        alice::engine::fast::fen::parse(f).ok()
    });
    let solved = cross_check(&positions);
    // Forced mates and checks are rare on random boards; each family must
    // still meet solutions.
    for family in ["hs", "ser-hs", "hr", "ser-r"] {
        let met: usize = STIPULATIONS
            .iter()
            .zip(&solved)
            .filter(|(s, _)| {
                s.starts_with(family) && (family.starts_with("ser") || !s.starts_with("ser"))
            })
            .map(|(_, n)| n)
            .sum();
        assert!(
            met > 0,
            "{family}: no random problem had a solution ({solved:?})"
        );
    }
}

#[test]
fn help_self_and_reflex_families_agree_with_brute_force_on_the_general_engine() {
    let positions = random_positions(Rng(0x0d0_4e5e), 2, 4, |f| {
        general::parse_fen(f, V::ODonohue).ok()
    });
    let solved: usize = cross_check(&positions).iter().sum();
    assert!(solved > 5, "{solved}");
}

/// Naive self or semi-reflex play under Quodlibet: the attacker's move
/// `a` (it had `n` moves including it) wins.
fn quodlibet_attack_wins<G: Game>(p: &G, a: G::Move, n: u32, play: Play, goal: Goal) -> bool {
    let q = p.after(a);
    if reach(p, a, &q, goal) {
        return true;
    }
    let defences = legal(&q);
    if defences.is_empty() {
        return false;
    }
    if play == Play::SemiReflex && can_reach(&q, goal) {
        return true;
    }
    defences.iter().all(|&d| {
        let r = q.after(d);
        (play == Play::SelfPlay && reach(&q, d, &r, goal))
            || (n > 1
                && legal(&r)
                    .into_iter()
                    .any(|a2| quodlibet_attack_wins(&r, a2, n - 1, play, goal)))
    })
}

#[test]
fn quodlibet_keys_agree_with_brute_force() {
    // The side not to move must not be in check (a battle problem).
    let positions = random_positions(Rng(0x90d_11be7), 3, 40, |f| {
        alice::engine::fast::fen::parse(f)
            .ok()
            .filter(|p| !p.null_move().in_check())
    });
    let mut met = 0;
    for text in ["s#1", "s+2", "sx2", "s#2", "semi-r+2", "semi-rx1"] {
        let stip = text
            .parse::<Stipulation>()
            .expect("stipulation")
            .with_quodlibet();
        for p in &positions {
            let report = direct::solve(p, &stip, &DirectOptions::default()).expect("solvable");
            let mut keys: Vec<String> = report.keys.iter().map(|k| k.text.uci.clone()).collect();
            keys.sort();
            let mut expected: Vec<String> = legal(p)
                .into_iter()
                .filter(|&a| quodlibet_attack_wins(p, a, stip.moves, stip.play, stip.goal))
                .map(|a| a.to_string())
                .collect();
            expected.sort();
            assert_eq!(keys, expected, "{text} quodlibet {}", p.fen());
            met += usize::from(!keys.is_empty());
        }
    }
    assert!(met > 10, "{met}");
}
