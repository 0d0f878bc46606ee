//! Popeye's order of moves: the order in which Popeye 4.104 tries, and so
//! prints, the moves of a position under `Condition AliceChess`.
//!
//! Read from Popeye's sources and checked on its output:
//! - `alice_move_generator_solve` (conditions/alice.c) generates the moves
//!   of the pieces on board A, then those of the pieces on board B;
//! - `generate_all_moves_for_moving_side` (solving/move_generator.c) visits
//!   the squares from h8 to a1 (rank 8 first, each rank from h to a);
//! - per piece: riders go along their vectors in Popeye's order (rook:
//!   right, up, left, down; bishop: up-left, up-right, down-right,
//!   down-left; queen: rook then bishop), each from the nearest square
//!   outwards; leapers and the king take their vectors in order (knight:
//!   (-2,+1), (-1,+2), (+1,+2), (+2,+1), (+2,-1), (+1,-2), (-1,-2),
//!   (-2,-1)), the king then castles short, then long; a pawn captures
//!   towards the a-file, then towards the h-file (e.p. in the same slot),
//!   then steps one square, then two;
//! - the moves are pushed on a stack and played from the top: the last
//!   generated first. So the printed order is the generated order
//!   reversed;
//! - a promotion is one generated move whose promotee is chosen after it is
//!   played, in the order queen, knight (S), rook, bishop (not reversed).

use crate::game::{MoveFacts, Special};
use crate::types::{Board, Role};

const ROOK: [(i8, i8); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
const BISHOP: [(i8, i8); 4] = [(-1, 1), (1, 1), (1, -1), (-1, -1)];
const KNIGHT: [(i8, i8); 8] = [
    (-2, 1),
    (-1, 2),
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
];

/// A sort key: moves sorted by ascending key come in Popeye's order.
pub fn popeye_key(f: &MoveFacts) -> u32 {
    // The piece's board before the move: every Alice move changes boards.
    let departure = f.arrival.other();
    // Board B's moves were generated last, so they are played first.
    let board = match departure {
        Board::B => 0,
        Board::A => 1,
    };
    // Squares were visited from h8 to a1: a1 is played first.
    let square = u32::from(f.from.rank()) * 8 + u32::from(f.from.file());
    let generated = generation_index(f);
    let promotion = match f.special {
        Special::Promotion(Role::Queen) => 0,
        Special::Promotion(Role::Knight) => 1,
        Special::Promotion(Role::Rook) => 2,
        Special::Promotion(Role::Bishop) => 3,
        _ => 0,
    };
    (board << 24) | (square << 16) | ((255 - generated) << 4) | promotion
}

/// The position of a move among its piece's moves as Popeye generates them.
fn generation_index(f: &MoveFacts) -> u32 {
    let df = i8::try_from(f.to.file()).unwrap_or(0) - i8::try_from(f.from.file()).unwrap_or(0);
    let dr = i8::try_from(f.to.rank()).unwrap_or(0) - i8::try_from(f.from.rank()).unwrap_or(0);
    let ray = |dirs: &[(i8, i8)]| -> u32 {
        let dist = df.abs().max(dr.abs());
        if dist == 0 {
            return 0;
        }
        let unit = (df / dist, dr / dist);
        let d = dirs.iter().position(|&v| v == unit).unwrap_or(0);
        (d as u32) * 8 + dist as u32
    };
    match (f.role, f.special) {
        (_, Special::Castle { long }) => 8 + u32::from(long),
        (Role::King, _) => {
            let all: Vec<(i8, i8)> = ROOK.iter().chain(BISHOP.iter()).copied().collect();
            all.iter().position(|&v| v == (df, dr)).unwrap_or(0) as u32
        }
        (Role::Knight, _) => KNIGHT.iter().position(|&v| v == (df, dr)).unwrap_or(0) as u32,
        (Role::Rook, _) => ray(&ROOK),
        (Role::Bishop, _) => ray(&BISHOP),
        (Role::Queen, _) => {
            let all: Vec<(i8, i8)> = ROOK.iter().chain(BISHOP.iter()).copied().collect();
            ray(&all)
        }
        (Role::Pawn, _) => match df {
            -1 => 0,
            1 => 1,
            _ if dr.abs() == 1 => 2,
            _ => 3,
        },
    }
}
