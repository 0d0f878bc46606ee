//! Popeye's `NonTrivial m n`, proved on small random positions against a
//! naive search written here from its rule (no table, no pruning, only the
//! engine's legal moves), as read from Popeye 4.104's source
//! (options/nontrivial.c, options/degenerate_tree.c) and checked against
//! its output (`tests/data/popeye_out/nontrivial-*`):
//!
//! * at the defender's turn, where the attacker has more than n moves to
//!   come after the defence, the defences not met by a win within n moves
//!   (self play) or n + 1 (direct and reflex play) are counted; more than
//!   the budget plus one and the attacker's move fails, else the play goes
//!   on with the budget `budget + 1 - count` (m at the start);
//! * an attacker with more than n + 1 moves to go wins if it wins within n
//!   moves (not counted), or at the full length (counted).

use alice::game::Game;
use alice::stipulation::{Goal, NonTrivial, Play, Stipulation};

use crate::common::goal_ref::{can_reach, legal, reach};
use crate::common::random::Rng;
use crate::options::{positions, solver_keys};

/// The play, the goal and the option.
#[derive(Clone, Copy)]
struct Rules {
    play: Play,
    goal: Goal,
    max: u32,
    moves: u32,
}

/// Attacker to move in `p`: does it win within `k` moves, with `budget`?
fn wins<G: Game>(p: &G, k: u32, budget: u32, r: Rules) -> bool {
    if k == 0 {
        return false;
    }
    if r.play == Play::Reflex && can_reach(p, r.goal) {
        return false; // the attacker would be bound to reach the goal
    }
    if k >= r.moves + 2 && r.moves >= 1 && wins(p, r.moves, budget, r) {
        return true;
    }
    legal(p)
        .into_iter()
        .any(|a| attack_wins(p, a, k, budget, r))
}

/// Whether the attacker's move `a` of `p` (with `k` moves to go, this one
/// included) wins.
fn attack_wins<G: Game>(p: &G, a: G::Move, k: u32, budget: u32, r: Rules) -> bool {
    let q = p.after(a);
    let self_play = r.play == Play::SelfPlay;
    if r.play == Play::Direct && reach(p, a, &q, r.goal) {
        return true;
    }
    if r.play == Play::Reflex && can_reach(&q, r.goal) {
        return true; // the defender must reach the goal
    }
    if !self_play && k == 1 {
        return false;
    }
    let defences = legal(&q);
    if defences.is_empty() {
        return false;
    }
    let mut left = budget;
    if k - 1 > r.moves {
        let within = r.moves + u32::from(!self_play);
        let count = defences
            .iter()
            .filter(|&&d| {
                let s = q.after(d);
                let trivial = (self_play && reach(&q, d, &s, r.goal)) || wins(&s, within, 0, r);
                !trivial
            })
            .count() as u32;
        if count > budget + 1 {
            return false;
        }
        left = budget + 1 - count;
    }
    defences.iter().all(|&d| {
        let s = q.after(d);
        (self_play && reach(&q, d, &s, r.goal)) || (k > 1 && wins(&s, k - 1, left, r))
    })
}

/// The keys by the naive search, in coordinate order.
fn naive_keys<G: Game>(p: &G, k: u32, r: Rules) -> Vec<String> {
    let mut keys: Vec<String> = legal(p)
        .into_iter()
        .filter(|&a| attack_wins(p, a, k, r.max, r))
        .map(|a| a.to_string())
        .collect();
    keys.sort();
    keys
}

#[test]
fn nontrivial_keys_agree_with_brute_force() {
    let mut positions = positions(Rng(0x0e7a_1d35), 3, 30);
    positions.extend(self::positions(Rng(0x5a4f_90c1), 4, 20));
    let cases = [
        ("#3", 0, 0),
        ("#3", 1, 0),
        ("#3", 0, 1),
        ("s#2", 0, 0),
        ("s#3", 0, 1),
        ("s#3", 0, 0),
        ("r#2", 0, 0),
        ("r#3", 0, 1),
    ];
    let (mut met, mut changed) = (0, 0);
    for (text, max, moves) in cases {
        let plain: Stipulation = text.parse().expect("stipulation");
        let stip = Stipulation {
            rules: alice::stipulation::PlayRules {
                nontrivial: Some(NonTrivial { max, moves }),
                ..plain.rules
            },
            ..plain
        };
        let rules = Rules {
            play: stip.play,
            goal: stip.goal,
            max: u32::from(max),
            moves: u32::from(moves),
        };
        for p in &positions {
            let keys = solver_keys(p, &stip);
            assert_eq!(
                keys,
                naive_keys(p, stip.moves, rules),
                "{text} NonTrivial {max} {moves} {}",
                p.fen()
            );
            met += usize::from(!keys.is_empty());
            changed += usize::from(keys != solver_keys(p, &plain));
        }
    }
    assert!(met > 10, "{met} {changed}");
    assert!(changed > 0, "the option changed no answer");
}

/// `alice solve --json` names the option under `options`, and the YAML
/// and Popeye writers keep it.
#[test]
fn nontrivial_in_json_and_round_trips() {
    let file = "tests/data/popeye_out/nontrivial-0-1-self-mate-3-e.inp";
    let (code, out, err) = crate::common::cli::alice(&["solve", "--json", file]);
    assert!(code == 0 || code == 1, "{err}");
    let rows: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(rows[0]["options"], serde_json::json!(["NonTrivial 0 1"]));
    let (code, yaml, err) = crate::common::cli::alice(&["convert", "--to", "yaml", file]);
    assert_eq!(code, 0, "{err}");
    assert!(yaml.contains("- NonTrivial 0 1"), "{yaml}");
    let dir = std::env::temp_dir().join(format!("alice-nontrivial-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let back = dir.join("p.yaml");
    std::fs::write(&back, &yaml).expect("write");
    let path = back.to_str().expect("path");
    let (code, popeye, err) = crate::common::cli::alice(&["convert", "--to", "popeye", path]);
    assert_eq!(code, 0, "{err}");
    assert!(popeye.contains("NonTrivial 0 1"), "{popeye}");
    let (_, again, _) = crate::common::cli::alice(&["solve", "--json", path]);
    let again: serde_json::Value = serde_json::from_str(&again).expect("json");
    assert_eq!(again[0]["options"], rows[0]["options"]);
    assert_eq!(again[0]["result"]["keys"], rows[0]["result"]["keys"]);
}
