//! The fast move generator against the naive reference generator in
//! `tests/common/reference.rs`, on random games and random positions.

mod common;

use alice::{fen, movegen, notation, Position};
use common::reference::Naive;

/// Small deterministic PRNG (xorshift64*).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

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
    let letters = ['P', 'N', 'B', 'R', 'Q', 'p', 'n', 'b', 'r', 'q'];
    let mut compared = 0;
    while compared < 20_000 {
        let mut cells: Vec<String> = vec![String::new(); 64];
        let mut free: Vec<usize> = (0..64).collect();
        let mut put = |text: &str, rng: &mut Rng, cells: &mut Vec<String>| {
            let i = free.swap_remove(rng.below(free.len()));
            let star = if rng.below(2) == 0 { "*" } else { "" };
            cells[i] = format!("{text}{star}");
        };
        put("K", &mut rng, &mut cells);
        put("k", &mut rng, &mut cells);
        for _ in 0..rng.below(14) {
            let l = letters[rng.below(letters.len())].to_string();
            put(&l, &mut rng, &mut cells);
        }
        let mut placement = String::new();
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let c = &cells[rank * 8 + file];
                if c.is_empty() {
                    empty += 1;
                } else {
                    if empty > 0 {
                        placement.push_str(&empty.to_string());
                        empty = 0;
                    }
                    placement.push_str(c);
                }
            }
            if empty > 0 {
                placement.push_str(&empty.to_string());
            }
            if rank > 0 {
                placement.push('/');
            }
        }
        let side = if rng.below(2) == 0 { "w" } else { "b" };
        // Invalid positions (pawn on a back rank, side not to move in check) are skipped.
        if let Ok(pos) = fen::parse(&format!("{placement} {side}")) {
            compare(&pos);
            // And one ply deeper.
            for m in movegen::legal_move_list(&pos).iter().take(6) {
                compare(&pos.after(*m));
            }
            compared += 1;
        }
    }
}
