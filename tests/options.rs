//! Popeye's options that change what is solved, proved on small random
//! positions against a naive search written here from their rules (no
//! table, no pruning, only the engine's legal moves):
//!
//! * `KeepMatingPiece`: a line does not go on once the side that reaches
//!   the goal (the attacker in direct play, the defender in self play, the
//!   side playing last in help play) has no man besides its king. In
//!   battle play the test is made as each turn begins, after a move that
//!   did not end the play; a goal reached ends the play first.
//! * `MaxFlightSquares n` (direct play): an attacker's move after which it
//!   has two moves or more to come fails when the defending king has more
//!   than n moves (Popeye 4.104 applies it so: never in a `#2`).
//!
//! The rules were read from Popeye's source and checked against its output
//! (`tests/data/popeye_out/keepmatingpiece-*`, `maxflightsquares-*`).

use alice::game::Game;
use alice::solve::direct::{self, DirectOptions};
use alice::solve::help::{self, HelpOptions};
use alice::stipulation::{Goal, Play, Stipulation};
use alice::types::Role;
use std::collections::BTreeSet;

use crate::common::goal_ref::{legal, reach};
use crate::common::random::{random_fen, Rng};

/// The options under test, and the goal.
#[derive(Clone, Copy)]
struct Rules {
    play: Play,
    goal: Goal,
    keep: bool,
    flights: Option<usize>,
}

/// Whether the attacker's move `a` of `p` (it had `n` moves with it) wins.
fn attack_wins<G: Game>(p: &G, a: G::Move, n: u32, r: Rules) -> bool {
    let attacker = p.side_to_move();
    let q = p.after(a);
    if r.play == Play::Direct && reach(p, a, &q, r.goal) {
        return true;
    }
    if r.play == Play::Direct && n == 1 {
        return false;
    }
    let defences = legal(&q);
    if defences.is_empty() {
        return false;
    }
    // The side whose men are kept: the attacker in direct play, the
    // defender in self play.
    let kept = if r.play == Play::Direct {
        attacker
    } else {
        attacker.opposite()
    };
    if r.keep && !q.can_ever_mate(kept) {
        return false;
    }
    if let Some(max) = r.flights.filter(|_| n >= 3) {
        let flights = defences
            .iter()
            .filter(|&&d| q.move_facts(d).role == Role::King)
            .count();
        if flights > max {
            return false;
        }
    }
    defences.iter().all(|&d| {
        let s = q.after(d);
        if r.play == Play::SelfPlay && reach(&q, d, &s, r.goal) {
            return true;
        }
        n > 1
            && (!r.keep || s.can_ever_mate(kept))
            && legal(&s)
                .into_iter()
                .any(|a2| attack_wins(&s, a2, n - 1, r))
    })
}

/// The keys by the naive search, in coordinate order.
fn naive_keys<G: Game>(p: &G, n: u32, r: Rules) -> Vec<String> {
    let mut keys: Vec<String> = legal(p)
        .into_iter()
        .filter(|&a| attack_wins(p, a, n, r))
        .map(|a| a.to_string())
        .collect();
    keys.sort();
    keys
}

/// The solver's keys (sorted).
pub(crate) fn solver_keys<G: Game>(p: &G, stip: &Stipulation) -> Vec<String> {
    let report = direct::solve(p, stip, &DirectOptions::default()).expect("solvable");
    let mut keys: Vec<String> = report.keys.iter().map(|k| k.text.uci.clone()).collect();
    keys.sort();
    keys
}

/// `count` random positions with `men` men besides the kings whose side
/// not to move is not in check.
pub(crate) fn positions(rng: Rng, men: usize, count: usize) -> Vec<alice::engine::fast::Position> {
    let mut rng = rng;
    std::iter::from_fn(|| {
        Some(
            alice::engine::fast::fen::parse(&format!("{} - - 0 1", random_fen(&mut rng, men))).ok(),
        )
    })
    .flatten()
    .filter(|p| !p.null_move().in_check())
    .take(count)
    .collect()
}

/// The solver's keys of `plain` under `option` (its stipulation and the
/// naive rules) against the naive search on every position; how many had
/// a key, and how many answers the option changed.
fn compare_keys(
    positions: &[alice::engine::fast::Position],
    plain: Stipulation,
    option: (Stipulation, Rules),
    name: &str,
) -> (usize, usize) {
    let (stip, rules) = option;
    let (mut met, mut changed) = (0, 0);
    for p in positions {
        let keys = solver_keys(p, &stip);
        assert_eq!(
            keys,
            naive_keys(p, stip.moves, rules),
            "{plain} {name} {}",
            p.fen()
        );
        met += usize::from(!keys.is_empty());
        changed += usize::from(keys != solver_keys(p, &plain));
    }
    (met, changed)
}

#[test]
fn keep_mating_piece_keys_agree_with_brute_force() {
    // With two men besides the kings a defence often takes the
    // attacker's last one.
    let mut positions = positions(Rng(0x6ee9_3a7e), 3, 40);
    positions.extend(self::positions(Rng(0x2e11_0a4b), 2, 120));
    let (mut met, mut changed) = (0, 0);
    for text in ["x2", "=2", "+2", "x3", "sx2", "s=2", "s+2"] {
        let plain: Stipulation = text.parse().expect("stipulation");
        let stip = Stipulation {
            rules: alice::stipulation::PlayRules {
                keep_mating_piece: true,
                ..plain.rules
            },
            ..plain
        };
        let rules = Rules {
            play: stip.play,
            goal: stip.goal,
            keep: true,
            flights: None,
        };
        let (m, c) = compare_keys(&positions, plain, (stip, rules), "KeepMatingPiece");
        met += m;
        changed += c;
    }
    assert!(met > 10, "{met}");
    assert!(changed > 0, "the option changed no answer");
}

#[test]
fn max_flight_squares_keys_agree_with_brute_force() {
    let positions = positions(Rng(0xf119_4750), 4, 30);
    let (mut met, mut changed) = (0, 0);
    for text in ["#3", "x3", "=3", "#2"] {
        let plain: Stipulation = text.parse().expect("stipulation");
        for max in [0u8, 1] {
            let stip = Stipulation {
                rules: alice::stipulation::PlayRules {
                    max_flights: Some(max),
                    ..plain.rules
                },
                ..plain
            };
            let rules = Rules {
                play: Play::Direct,
                goal: stip.goal,
                keep: false,
                flights: Some(max as usize),
            };
            let name = format!("MaxFlightSquares {max}");
            let (m, c) = compare_keys(&positions, plain, (stip, rules), &name);
            met += m;
            changed += c;
        }
    }
    assert!(met > 10, "{met} {changed}");
    assert!(changed > 0, "the option changed no answer");
}

/// Every help line of `plies` single moves whose last reaches `goal`,
/// never leaving `kept` with its king alone.
fn naive_help<G: Game>(
    p: &G,
    plies: u32,
    goal: Goal,
    kept: alice::Color,
    path: &mut Vec<String>,
    out: &mut BTreeSet<Vec<String>>,
) {
    for mv in legal(p) {
        let q = p.after(mv);
        if !q.can_ever_mate(kept) {
            continue;
        }
        path.push(mv.to_string());
        if plies == 1 {
            if reach(p, mv, &q, goal) {
                out.insert(path.clone());
            }
        } else if !(goal_ends_early(goal, plies) && reach(p, mv, &q, goal)) {
            naive_help(&q, plies - 1, goal, kept, path, out);
        }
        path.pop();
    }
}

/// Whether a goal reached before the last move ends the play (the goals
/// that leave the victim a move, reached by the side playing last).
fn goal_ends_early(goal: Goal, plies: u32) -> bool {
    !goal.ends_game() && plies % 2 == 1
}

#[test]
fn keep_mating_piece_help_lines_agree_with_brute_force() {
    let positions = positions(Rng(0x4e1b_6a11), 3, 40);
    let opts = HelpOptions {
        find_short: false,
        ..HelpOptions::default()
    };
    let (mut met, mut changed) = (0, 0);
    for text in ["hx2", "h=2", "h+2", "hx1.5"] {
        let plain: Stipulation = text.parse().expect("stipulation");
        let stip = Stipulation {
            rules: alice::stipulation::PlayRules {
                keep_mating_piece: true,
                ..plain.rules
            },
            ..plain
        };
        let starter = stip.fixed_starter().expect("help play");
        // The side playing last (White in `h`, whoever starts `h n.5`).
        let kept = if stip.plies().is_multiple_of(2) {
            starter.opposite()
        } else {
            starter
        };
        for p in &positions {
            let start = p.with_side_to_move(starter);
            if start.null_move().in_check() {
                continue;
            }
            let lines = |s: &Stipulation| -> BTreeSet<Vec<String>> {
                help::solve(p, s, &opts)
                    .expect("solvable")
                    .solutions
                    .iter()
                    .map(|l| l.moves.iter().map(|m| m.to_string()).collect())
                    .collect()
            };
            let got = lines(&stip);
            let mut expected = BTreeSet::new();
            naive_help(
                &start,
                stip.plies(),
                stip.goal,
                kept,
                &mut Vec::new(),
                &mut expected,
            );
            assert_eq!(got, expected, "{text} KeepMatingPiece {}", p.fen());
            met += usize::from(!got.is_empty());
            changed += usize::from(got != lines(&plain));
        }
    }
    assert!(met > 10, "{met}");
    assert!(changed > 0, "the option changed no answer");
}

/// `Duplex` in `alice solve` (and so in `check`): each twin, then its
/// second half with the other side in each role, as many solutions in each
/// as Popeye 4.104 writes (`tests/data/popeye_out/duplex-h-mate-1-...`:
/// 16 lines, then 1 for the second half).
#[test]
fn duplex_halves_are_solved_by_solve_and_check() {
    let file = "tests/data/popeye_out/duplex-h-mate-1-castelli-jelliss-grand-prix-1995.inp";
    let (code, out, err) = crate::common::cli::alice(&["solve", "--json", file]);
    assert_eq!(code, 0, "{err}");
    let rows: serde_json::Value = serde_json::from_str(&out).expect("json");
    let halves: Vec<(String, usize)> = rows
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| {
            let solutions = r["result"]["solutions"].as_array().map_or(0, |s| s.len());
            (r["twin"].as_str().unwrap_or("?").to_string(), solutions)
        })
        .collect();
    assert_eq!(halves, [("".to_string(), 16), ("duplex".to_string(), 1)]);
    let (code, out, err) = crate::common::cli::alice(&["check", file]);
    assert!(code == 0 || code == 1, "{err}");
    assert!(!out.contains("unsupported"), "{out}");
    assert!(out.contains("duplex"), "{out}");
}

/// Popeye's options that only shape its output or bound its search are
/// accepted by `solve` and `check` (no verdict depends on them); an option
/// that changes what is solved and is not supported is still refused by
/// name.
#[test]
fn output_options_are_accepted_and_unsupported_rules_refused() {
    let dir = std::env::temp_dir().join(format!("alice-options-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("p.inp");
    for (option, refused) in [
        (
            "NoBoard MoveNumbers NoThreat NoShortVariations MaxTime 60",
            None,
        ),
        ("MaxSolutions 3 Beep Intelligent", None),
        ("NonTrivial 0 1", None),
        ("PostKeyPlay", Some("PostKeyPlay")),
        ("NullMoves", Some("NullMoves")),
    ] {
        let text = format!(
            "BeginProblem\nPieces White Ka1 Qc5\n White AliceB Rc3\n Black AliceB Ke5 Pd2\n\
             Stipulation #2\nCondition AliceChess\nOption {option}\nEndProblem\n"
        );
        std::fs::write(&file, text).expect("write");
        let (_, out, err) = crate::common::cli::alice(&["solve", file.to_str().expect("path")]);
        match refused {
            None => assert!(out.contains("verdict:"), "{option}: {out}{err}"),
            Some(name) => assert!(
                out.contains(&format!("unsupported: {name}")),
                "{option}: {out}{err}"
            ),
        }
    }
}
