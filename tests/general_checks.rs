//! The general engine's lists of checks and of mate candidates
//! (`Game::visit_checks`, `Game::visit_mate_candidates`) against every
//! legal move played out, in random positions and random games of every
//! variant it plays.

use crate::general_engine_ref::random_fen_with;
use alice::variant::VariantKind as V;

use crate::common::random::Rng;
use alice::engine::general::{self, notation, GMove, GPos};
use alice::game::Game;

/// Compares the engine's lists with the legal moves played out; returns
/// the number of mates.
fn compare(p: &GPos, what: &str) -> usize {
    // The side not to move in check: an illegal position, where no move
    // "gives" check.
    let Some(probe) = p.check_probe().filter(|_| !p.null_move().in_check()) else {
        return 0;
    };
    let legal = notation::legal(p);
    let checks: Vec<GMove> = legal
        .iter()
        .copied()
        .filter(|&m| p.after_move(m).in_check())
        .collect();
    let mates: Vec<GMove> = checks
        .iter()
        .copied()
        .filter(|&m| !p.after_move(m).has_legal_move())
        .collect();
    let mut listed = Vec::new();
    if p.visit_checks(&probe, |m, next| {
        assert_eq!(
            next.fen(),
            p.after_move(m).fen(),
            "{what}: position after {m:?}"
        );
        listed.push(m);
        true
    }) {
        assert_eq!(listed, checks, "{what}: the checks");
    }
    let mut candidates = Vec::new();
    if p.visit_mate_candidates(&probe, |m, _| {
        candidates.push(m);
        true
    }) {
        assert!(
            candidates.iter().all(|m| checks.contains(m)),
            "{what}: a candidate that is no check"
        );
        let found: Vec<GMove> = candidates
            .into_iter()
            .filter(|&m| !p.after_move(m).has_legal_move())
            .collect();
        assert_eq!(found, mates, "{what}: the mates");
    }
    mates.len()
}

fn variants() -> Vec<V> {
    let mut variants: Vec<V> = V::only_general();
    variants.extend([V::Alice, V::MsAlice, V::Mini]);
    variants
}

#[test]
fn checks_and_mate_candidates_in_random_positions() {
    let mut rng = Rng(0x00C4_ECC5);
    let mut mates = 0;
    for v in variants() {
        // O'Donohue's blocked king stays on its board: more and crowded
        // positions, where the men on the other board decide that.
        let tries = match v {
            V::Directed => 200,
            V::ODonohue => 6000,
            _ => 1500,
        };
        for i in 0..tries {
            let text = random_fen_with(&mut rng, v, 1 + i % 12, i % 2 == 0);
            let Ok(p) = general::parse_fen(&text, v) else {
                continue;
            };
            mates += compare(&p, &format!("{v} {text}"));
        }
    }
    assert!(
        mates >= 50,
        "only {mates} mates met: the test proves little"
    );
}

#[test]
fn checks_and_mate_candidates_in_random_games() {
    let mut rng = Rng(0x0000_6A3E);
    for v in variants() {
        let games = if v == V::Directed { 2 } else { 6 };
        for _ in 0..games {
            let mut p = general::initial_position(v);
            for _ in 0..60 {
                compare(&p, &format!("{v} {}", general::fen::write(&p)));
                let legal = notation::legal(&p);
                if legal.is_empty() {
                    break;
                }
                p = p.after_move(legal[rng.below(legal.len())]);
            }
        }
    }
}
