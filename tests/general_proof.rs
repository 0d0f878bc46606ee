//! Proof games on the general engine (O'Donohue, three-board Alice, Duo,
//! Directed Alice): every game the search finds, and no other, against
//! plain enumeration of every game of 2 to 6 single moves from each
//! variant's initial array (`dia`) or from a position of a game (`a=>b`),
//! with Popeye's rule that a game reaching the diagram early, with the side
//! to move it has at the end, ends there.

use alice::engine::general::{self, GPos};
use alice::game::{Game, MoveBuffer};
use alice::search::Stop;
use alice::solve::proof::{self, ProofOptions};
use alice::stipulation::Stipulation;
use alice::variant::VariantKind as V;

use crate::common::random::Rng;

/// Every game of exactly `plies` single moves from `start` that ends on
/// the placement `target` without reaching it earlier with the side to
/// move it ends with (Popeye's rule: such a game ends there), by plain
/// enumeration of every game; sorted.
fn games_to(start: &GPos, plies: usize, target: &str) -> Vec<Vec<String>> {
    fn walk(
        pos: &GPos,
        left: usize,
        target: &str,
        line: &mut Vec<String>,
        out: &mut Vec<Vec<String>>,
    ) {
        let mut list = <GPos as Game>::Moves::default();
        pos.legal_moves(&mut list);
        for &mv in list.as_slice() {
            let next = pos.after(mv);
            line.push(mv.to_string());
            let on_target = || placement(&next) == target;
            if left == 1 {
                if on_target() {
                    out.push(line.clone());
                }
            } else if !((left - 1).is_multiple_of(2) && on_target()) {
                walk(&next, left - 1, target, line, out);
            }
            line.pop();
        }
    }
    let mut out = Vec::new();
    walk(start, plies, target, &mut Vec::new(), &mut out);
    out.sort();
    out
}

/// The men of every board: the FEN's placement field(s).
fn placement(pos: &GPos) -> String {
    let fen = general::fen::write(pos);
    let mut parts: Vec<&str> = fen.split(' ').collect();
    parts.truncate(parts.len() - 5);
    parts.join(" ")
}

/// A random game of `plies` single moves from `start` (`None` when it runs
/// into a position without moves).
fn random_game(rng: &mut Rng, start: &GPos, plies: usize) -> Option<GPos> {
    let mut pos = *start;
    for _ in 0..plies {
        let mut list = <GPos as Game>::Moves::default();
        pos.legal_moves(&mut list);
        if list.as_slice().is_empty() {
            return None;
        }
        pos.play(list.as_slice()[rng.below(list.as_slice().len())]);
    }
    Some(pos)
}

/// The stipulation `kind` (`dia`, `a=>b`) of `plies` single moves.
fn stipulation(kind: &str, plies: usize) -> Stipulation {
    let text = if plies.is_multiple_of(2) {
        format!("{kind}{}", plies / 2)
    } else {
        format!("{kind}{}.5", plies / 2)
    };
    text.parse().expect("stipulation")
}

/// Proof games of each length up to `depth(variant)` single moves, to
/// `targets` random targets each, against plain enumeration.
fn compare(depth: impl Fn(V) -> usize, targets: usize, seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut checked = 0;
    // GENERAL_PROOF_VARIANT=duo: one variant only (for the long test).
    let only = std::env::var("GENERAL_PROOF_VARIANT").ok();
    for v in [V::ODonohue, V::Alice3, V::Duo, V::Directed] {
        let name = v.rules().variant.name();
        if only.as_deref().is_some_and(|o| o != name) {
            continue;
        }
        let start = general::initial_position(v);
        for plies in 2..=depth(v) {
            let t = std::time::Instant::now();
            for i in 0..targets {
                // dia from the initial array; a=>b from a position two
                // moves into a game, its side to move starting.
                let (from, kind) = match i % 2 {
                    0 => (start, "dia"),
                    _ => match random_game(&mut rng, &start, 2) {
                        Some(p) => (p, "a=>b"),
                        None => continue,
                    },
                };
                let Some(target) = random_game(&mut rng, &from, plies) else {
                    continue;
                };
                let want = games_to(&from, plies, &placement(&target));
                let report = proof::solve_with(
                    &from,
                    &target,
                    &stipulation(kind, plies),
                    &ProofOptions::default(),
                    &Stop::never(),
                )
                .expect("solved");
                let mut got: Vec<Vec<String>> = report
                    .solutions
                    .iter()
                    .map(|g| g.iter().map(|m| m.to_string()).collect())
                    .collect();
                got.sort();
                assert_eq!(
                    got,
                    want,
                    "{}: {kind} from {} to {} in {plies} single moves",
                    v.rules().variant.name(),
                    general::fen::write(&from),
                    general::fen::write(&target)
                );
                checked += 1;
            }
            if only.is_some() {
                eprintln!("{name}: {plies} single moves, {:.1?}", t.elapsed());
            }
        }
    }
    checked
}

#[test]
fn proof_games_match_plain_enumeration() {
    // Up to 4 single moves (3 for the larger trees of three-board and
    // Directed Alice): seconds.
    let depth = |v| match v {
        V::Directed | V::Alice3 => 3,
        _ => 4,
    };
    let checked = compare(depth, 4, 0x0d1a_2026_5eed);
    assert!(checked >= 40, "{checked}");
}

/// The same to 6 single moves (5 in three-board Alice, 4 in Directed
/// Alice, whose trees are the largest): long. Run with
/// `cargo test --release general_proof -- --ignored`, one variant with
/// `GENERAL_PROOF_VARIANT=duo` (its times printed).
#[test]
#[ignore = "long (up to 20 minutes a variant): run by hand, see the comment above"]
fn proof_games_match_plain_enumeration_to_six_moves() {
    let depth = |v| match v {
        V::Directed => 4,
        V::Alice3 => 5,
        _ => 6,
    };
    let checked = compare(depth, 3, 0x5eed_0d1a_6666);
    let all = std::env::var("GENERAL_PROOF_VARIANT").is_err();
    assert!(checked >= if all { 50 } else { 10 }, "{checked}");
}

/// An `a=>b` problem file of each general-engine variant (the second
/// position as `target:` FEN, three boards and squares held on two boards
/// included): read, solved by `check`, written back and read again the same.
#[test]
fn a_to_b_problem_files_of_general_variants() {
    use alice::check::judge::CheckSettings;
    use alice::check::run::check_problem;
    let cases = [
        // O'Donohue: 1.e4 (to e4 on B) e5 (to e5 on B) 2.Nf3 (to f3 on B).
        (
            "OdonohueChess",
            "rnbqkbnr/pppp1ppp/8/4p*3/4P*3/5N*2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
        ),
        // Three boards: the knights to f3 and c6 of board B, then White's
        // on to g5 of board C.
        (
            "AliceChess3",
            "r1bqkbnr/pppppppp/2n*5/6N**1/8/8/PPPPPPPP/RNBQKB1R b KQkq - 3 2",
        ),
    ];
    for (condition, target) in cases {
        let yaml = format!(
            "---\nstipulation: 'a=>b1.5'\noptions: [{condition}, WhiteToPlay]\n\
             fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'\n\
             target: '{target}'\n"
        );
        let problem = alice::formats::yaml::parse_yaml(&yaml, None)
            .into_iter()
            .next()
            .unwrap()
            .unwrap_or_else(|e| panic!("{condition}: {e}"));
        let got = problem.target.as_ref().expect("a target").fen();
        assert_eq!(got, target, "{condition}");
        let outcome = &check_problem(&problem, &CheckSettings::default())[0];
        let text = outcome.solution.text();
        // Each has a game; compare it with plain enumeration.
        let start =
            general::initial_position(problem.variant.kind.info().general_variant().unwrap());
        let plies = problem.stipulation.plies() as usize;
        let games = games_to(&start, plies, target.split(' ').next().unwrap());
        assert!(!games.is_empty(), "{condition}: {text}");
        let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("1.")).collect();
        assert_eq!(lines.len(), games.len(), "{condition}: {games:?} {text}");
        let again =
            alice::formats::yaml::parse_yaml(&alice::formats::yaml::write_yaml(&problem), None)
                .into_iter()
                .next()
                .unwrap()
                .unwrap();
        assert_eq!(again.target, problem.target, "{condition}");
        assert_eq!(again.diagram, problem.diagram, "{condition}");
    }
}
