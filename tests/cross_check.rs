//! The fast move generator against the naive reference generator in
//! `tests/common/reference.rs`, on random games and random positions.

use crate::common;

use alice::{engine::fast::fen, engine::fast::movegen, engine::fast::Position, notation};
use common::random::{random_fen, Rng};
use common::reference::Naive;

fn compare(pos: &Position) -> Vec<String> {
    let mut fast: Vec<String> = movegen::legal_move_list(pos)
        .iter()
        .map(|m| m.to_string())
        .collect();
    fast.sort();
    let mut slow: Vec<String> = Naive::from_position(pos)
        .legal_moves()
        .into_iter()
        .map(|(m, _)| m)
        .collect();
    slow.sort();
    assert_eq!(fast, slow, "move lists differ in {}", fen::write(pos));
    fast
}

#[test]
fn random_games_agree_with_reference() {
    let starts = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r*n*b*q*k*b*n*r*/p*p*p*p*p*p*p*p*/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppq*pb1/bn2pnp1/3PN*3/1p*2P3/2N2Q1p/PPPB*BPPP/R3K2R w KQkq - 0 1",
        "r3k2r*/8/8/8/8/8/8/R*3K2R w KQkq - 0 1",
    ];
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let mut nodes = 0;
    for game in 0..400 {
        let mut pos = fen::parse(starts[game % starts.len()]).unwrap();
        for _ply in 0..120 {
            let moves = compare(&pos);
            nodes += 1;
            if moves.is_empty() {
                break;
            }
            let m = notation::parse_uci(&pos, &moves[rng.below(moves.len())]).unwrap();
            pos.play(m);
        }
    }
    assert!(nodes > 10_000, "only {nodes} positions compared");
}

#[test]
fn random_positions_agree_with_reference() {
    let mut rng = Rng(0xdead_beef_cafe_f00d);
    let mut compared = 0;
    while compared < 20_000 {
        let men = rng.below(14);
        let text = random_fen(&mut rng, men);
        // Invalid positions (pawn on a back rank, side not to move in check) are skipped.
        if let Ok(pos) = fen::parse(&text) {
            compare(&pos);
            // And one ply deeper.
            for m in movegen::legal_move_list(&pos).iter().take(6) {
                compare(&pos.after(*m));
            }
            compared += 1;
        }
    }
}
