//! Exact direct, self, reflex and semi-reflex play (`exact-#n`, `exact-s#n`,
//! `exact-r#n`, `exact-semi-r#n`, any goal) proved on
//! small random positions: the keys found by the solver against a naive
//! search written here from the rules (no table, no pruning, only the
//! engine's legal moves), on both engines.
//!
//! The rules (Popeye 4.104's minimum length, checked against its output in
//! `tests/data/popeye_out/exact-battle-*`): every line reaches the goal at
//! the full length. In direct play an attacker's move that reaches the goal
//! before its last move does not win: a goal that ends the game (mate,
//! stalemate) then leaves the defender no move, a failure; any other (check,
//! capture) is played on as if it were not reached. In self play a
//! defence that reaches the goal before the attacker's last move refutes.
//! In reflex and semi-reflex play the defender is bound to reach the goal
//! only after the attacker's last move; before it, a goal it reaches is
//! played on as if it were not reached (reflex play still binds the
//! attacker at every turn: able to reach the goal, it fails).

use alice::engine::general;
use alice::game::Game;
use alice::solve::direct::{self, DirectOptions};
use alice::stipulation::{Goal, Play, Stipulation};
use alice::variant::VariantKind as V;

use crate::common::goal_ref::{legal, reach};
use crate::common::random::{random_positions, Rng};

/// The stipulations compared.
const STIPULATIONS: [&str; 14] = [
    "exact-#2",
    "exact-#3",
    "exact-+2",
    "exact-x2",
    "exact-=2",
    "exact-s#2",
    "exact-s+2",
    "exact-sx2",
    "exact-r#2",
    "exact-r+2",
    "exact-rx2",
    "exact-semi-r#2",
    "exact-semi-r+2",
    "exact-semi-rx2",
];

/// Naive exact play, the attacker to move in `r` with `n` moves to come:
/// does it win? (In reflex play, able to reach the goal, it fails.)
fn exact_attacker_wins<G: Game>(r: &G, n: u32, play: Play, goal: Goal) -> bool {
    let moves = legal(r);
    if play == Play::Reflex && moves.iter().any(|&m| reach(r, m, &r.after(m), goal)) {
        return false;
    }
    moves
        .into_iter()
        .any(|a| exact_attack_wins(r, a, n, play, goal))
}

/// Naive exact play: the attacker's move `a` from `p` (it had `n` moves
/// including it) wins.
fn exact_attack_wins<G: Game>(p: &G, a: G::Move, n: u32, play: Play, goal: Goal) -> bool {
    let q = p.after(a);
    let last = n == 1;
    if play == Play::Direct && last {
        return reach(p, a, &q, goal);
    }
    let defences = legal(&q);
    if matches!(play, Play::Reflex | Play::SemiReflex) {
        if last {
            return defences.iter().any(|&d| reach(&q, d, &q.after(d), goal));
        }
        return !defences.is_empty()
            && defences
                .iter()
                .all(|&d| exact_attacker_wins(&q.after(d), n - 1, play, goal));
    }
    if defences.is_empty() {
        return false;
    }
    defences.iter().all(|&d| {
        let r = q.after(d);
        if play == Play::SelfPlay && reach(&q, d, &r, goal) {
            return last;
        }
        !last
            && legal(&r)
                .into_iter()
                .any(|a2| exact_attack_wins(&r, a2, n - 1, play, goal))
    })
}

/// The solver's keys of `stip` from `p` against the naive search; whether
/// there was a key.
pub(crate) fn compare<G: Game>(p: &G, stip: &Stipulation) -> bool {
    let report = direct::solve(p, stip, &DirectOptions::default()).expect("solvable");
    let mut keys: Vec<String> = report.keys.iter().map(|k| k.text.uci.clone()).collect();
    keys.sort();
    // (At the diagram a reflex attacker able to reach the goal at
    // once is reported apart, Popeye's `?!?` lines: the keys are
    // those of the play that would follow.)
    let mut expected: Vec<String> = legal(p)
        .into_iter()
        .filter(|&a| exact_attack_wins(p, a, stip.moves, stip.play, stip.goal))
        .map(|a| a.to_string())
        .collect();
    expected.sort();
    assert_eq!(keys, expected, "{stip} {}", p.fen());
    !keys.is_empty()
}

/// The stipulations with a key on some position (each compared on all).
fn cross_check<G: Game>(positions: &[G]) -> usize {
    let mut met = 0;
    for text in STIPULATIONS {
        let stip: Stipulation = text.parse().expect("stipulation");
        let mut found = false;
        for p in positions {
            found |= compare(p, &stip);
        }
        met += usize::from(found);
    }
    met
}

#[test]
fn exact_direct_and_self_play_agree_with_brute_force_on_the_fast_engine() {
    // The side not to move must not be in check (a battle problem).
    let positions = random_positions(Rng(0xe8ac_7b01), 3, 40, |f| {
        alice::engine::fast::fen::parse(f)
            .ok()
            .filter(|p| !p.null_move().in_check())
    });
    let met = cross_check(&positions);
    assert!(met >= 5, "only {met} stipulations met a key");
}

#[test]
fn exact_direct_and_self_play_agree_with_brute_force_on_the_general_engine() {
    let positions = random_positions(Rng(0xe8ac_0d0e), 2, 6, |f| {
        general::parse_fen(f, V::ODonohue)
            .ok()
            .filter(|p| !p.null_move().in_check())
    });
    cross_check(&positions);
}

/// A defence that reaches the goal before the attacker's last move
/// refutes in exact self play, inside the search too: in `exact-s~2` every
/// Black move reaches the goal at once, so no White move is a key (Popeye
/// 4.104 lists none; `alice` listed five before, found by
/// `general_families.rs`).
#[test]
fn exact_self_play_refuted_by_a_goal_reached_early() {
    for fen in [
        "8/8/2K*5/r7/8/8/8/6k1 w - - 0 1",
        "4k3/8/8/8/8/8/1r6/4K1R1 w - - 0 1",
    ] {
        let p = alice::engine::fast::fen::parse(fen).expect("FEN");
        for s in ["exact-s~2", "exact-s+2", "exact-sx2", "exact-s~3"] {
            let stip: Stipulation = s.parse().expect("stipulation");
            let keyed = compare(&p, &stip);
            assert!(!keyed || !s.contains('~'), "{s} {fen}");
        }
    }
    let p = general::parse_fen("8/8/2K*5/r7/8/8/8/6k1 w - - 0 1", V::ODonohue).expect("FEN");
    assert!(!compare(&p, &"exact-s~2".parse().expect("stipulation")));
}
