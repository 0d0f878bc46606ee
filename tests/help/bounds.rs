//! The intelligent search's two proofs checked against play, one position
//! at a time (`docs/search.md`, "Intelligent search"): whenever
//! `cannot_be_mated_next` says yes, no move of the side to move followed
//! by any move of the other side mates; whenever `may_check_within` says
//! no, no play within its budgets (moves of each side in any order,
//! passes included) gives check. Random positions of every fast variant
//! and reading, and the two boards that once broke the first proof.

use super::intelligent::{random_men, random_problem, variants};
use super::*;
use alice::variant::{Variant, VariantKind};
use std::collections::HashSet;

/// Whether `pos` (the side to move) is mated.
fn mated(pos: &Position) -> bool {
    pos.in_check() && !movegen::has_legal_move(pos)
}

/// The first line "victim's move, mating move" from `pos`, if any.
fn mate_in_two_plies(pos: &Position) -> Option<String> {
    for mv in movegen::legal_move_list(pos).iter() {
        let next = pos.after(*mv);
        for reply in movegen::legal_move_list(&next).iter() {
            if mated(&next.after(*reply)) {
                return Some(format!("{} {}", mv.uci(), reply.uci()));
            }
        }
    }
    None
}

/// Whether `attacker` can give check from `pos` with at most `own` moves
/// of its own and `other` of the other side, in any order (a side not in
/// check may pass): the brute force of `may_check_within`'s claim.
fn can_check(
    pos: &Position,
    attacker: Color,
    own: u32,
    other: u32,
    seen: &mut HashSet<(u64, Color, u32, u32)>,
) -> bool {
    if !seen.insert((pos.hash(), pos.side_to_move(), own, other)) {
        return false;
    }
    let mover = pos.side_to_move();
    let budget = if mover == attacker { own } else { other };
    let (own_after, other_after) = if mover == attacker {
        (own.saturating_sub(1), other)
    } else {
        (own, other.saturating_sub(1))
    };
    if budget > 0 {
        for mv in movegen::legal_move_list(pos).iter() {
            let next = pos.after(*mv);
            if mover == attacker && next.in_check() {
                return true;
            }
            if can_check(&next, attacker, own_after, other_after, seen) {
                return true;
            }
        }
    }
    // A pass (not while in check, not when the other side has nothing
    // left to play either).
    let other_budget = if mover == attacker { other } else { own };
    !pos.in_check() && other_budget > 0 && can_check(&pos.null_move(), attacker, own, other, seen)
}

/// A random legal position of `variant` with the side to move random.
fn random_position(rng: &mut Rng, variant: &Variant) -> Option<Position> {
    let plies = 2 + rng.below(5) as u32;
    let men = random_men(rng, plies);
    let side = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let castle = rng.below(4) == 0;
    let p = random_problem(rng, variant, &men, side, castle)?;
    // The side not to move must not stand in check.
    (!p.null_move().in_check()).then_some(p)
}

/// `per` positions of each variant: how many `cannot_be_mated_next`
/// proved, every proof checked by playing the two plies.
fn check_flight_proofs(per: usize, seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut proofs = 0;
    for (name, variant) in variants() {
        let mut found = 0;
        while found < per {
            let Some(p) = random_position(&mut rng, &variant) else {
                continue;
            };
            found += 1;
            if p.cannot_be_mated_next() {
                proofs += 1;
                if let Some(line) = mate_in_two_plies(&p) {
                    panic!(
                        "{name} {}: proven unmateable, but {line} mates",
                        fen::write(&p)
                    );
                }
            }
        }
    }
    proofs
}

/// `per` positions of each variant with budgets `own` and `other`: how
/// many `may_check_within` proved, every proof checked by brute force.
fn check_reach_proofs(per: usize, seed: u64, budgets: &[(u32, u32)]) -> usize {
    let mut rng = Rng(seed);
    let mut proofs = 0;
    for (name, variant) in variants() {
        let mut found = 0;
        while found < per {
            let Some(p) = random_position(&mut rng, &variant) else {
                continue;
            };
            found += 1;
            let (own, other) = budgets[rng.below(budgets.len())];
            let attacker = if rng.below(2) == 0 {
                Color::White
            } else {
                Color::Black
            };
            // The attacker's victim must not stand in check already.
            if p.with_side_to_move(attacker.opposite()).in_check() {
                continue;
            }
            if !p.may_check_within(attacker, own, other) {
                proofs += 1;
                let mut seen = HashSet::new();
                assert!(
                    !can_check(&p, attacker, own, other, &mut seen),
                    "{name} {}: {attacker:?} proven not to check within {own}+{other}",
                    fen::write(&p)
                );
            }
        }
    }
    proofs
}

#[test]
fn the_boards_that_broke_the_flight_proof() {
    // The positions of the two differences found, the victim to move:
    // each has a mate in two plies, so neither may be proven.
    let ms = Variant::new(VariantKind::MsAlice);
    for (text, variant) in [
        // Ms. Alice, h#2.5 `k7/8/1K*6/3R*2R*1/8/8/6n1/2b*5 w`, after
        // 1...Ka5/A 2.Ka8/B (zero) Ka6/B: 3.Ka8/A (zero) Rd8/A#. The
        // proof once skipped the king's zero move (its own square counted
        // as blocked by itself).
        ("k*7/8/K*7/3R*2R*1/8/8/6n1/2b*5 b - - 0 1", ms),
        // Alice, h#2 `kr*6/b*p*6/8/7p*/p7/8/1N6/R6K* b`, after 1.h4/A
        // Kg2/A: 2.Bb6/A Nxa4/B#, the capture on board A takes the only
        // man between Ra1 and Ka8 (a discovered check by a capture, which
        // the proof once missed); b7 and b8 are blocked on board B.
        ("kr*6/b*p*6/8/8/p6p/8/1N4K1/R7 b - - 0 1", Variant::ALICE),
    ] {
        let p = fen::parse_with(text, &variant).unwrap();
        assert!(mate_in_two_plies(&p).is_some(), "{text}");
        assert!(!p.cannot_be_mated_next(), "{text}");
    }
}

#[test]
fn flight_proofs_hold_against_play() {
    // 7 readings x 3,000 positions.
    let proofs = check_flight_proofs(3000, 0xf11e_0043);
    eprintln!("cannot_be_mated_next: {proofs} proofs checked");
    assert!(proofs >= 500, "only {proofs} proofs");
}

#[test]
fn reach_proofs_hold_against_play() {
    // 7 readings x 600 positions, budgets up to three single moves.
    let budgets = [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (3, 0)];
    let proofs = check_reach_proofs(600, 0x4eac_0043, &budgets);
    eprintln!("may_check_within: {proofs} proofs checked");
    assert!(proofs >= 150, "only {proofs} proofs");
}

/// The larger run (`cargo test --release --test integration --
/// --ignored help::bounds`).
#[test]
#[ignore]
fn bound_proofs_hold_against_play_large() {
    let flights = check_flight_proofs(100_000, 0xf11e_1043);
    let budgets = [(1, 1), (1, 2), (2, 1), (2, 2), (1, 3), (3, 0), (2, 0)];
    let reach = check_reach_proofs(3000, 0x4eac_1043, &budgets);
    eprintln!("large: {flights} flight proofs, {reach} reach proofs checked");
}
