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
const KNIGHT: [(i8, i8); 8] = crate::kinds::KNIGHT_CIRCLE;

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

/// The moves Popeye generates for the side to move before it tests them
/// for self-check (it numbers these under `Option MoveNumbers`): every
/// move of a piece on its own board to a square that is empty on the
/// other board, plus the legal castlings and e.p. captures of `legal`.
/// Promotions are listed once per promotee.
pub fn generated_moves(pos: &crate::engine::fast::Position, legal: &[MoveFacts]) -> Vec<MoveFacts> {
    use crate::types::{Color, Square};
    let side = pos.side_to_move();
    let mut out: Vec<MoveFacts> = Vec::new();
    let at = |f: i8, r: i8| -> Option<Square> {
        ((0..8).contains(&f) && (0..8).contains(&r)).then(|| Square::from_coords(f as u8, r as u8))
    };
    for from in Square::all() {
        let Some((piece, board)) = pos.piece_at(from) else {
            continue;
        };
        if piece.color != side {
            continue;
        }
        let other = board.other();
        // (square, capture) when the move may be generated there.
        let target = |t: Square| -> Option<bool> {
            match pos.piece_at(t) {
                Some((_, b)) if b == other => None,
                Some((p, _)) if p.color == side => None,
                Some(_) => Some(true),
                None => Some(false),
            }
        };
        let (f0, r0) = (from.file() as i8, from.rank() as i8);
        let mut push = |to: Square, capture: bool, special: Special| {
            out.push(MoveFacts {
                role: piece.role,
                from,
                to,
                arrival: other,
                capture,
                special,
            });
        };
        let ride = |dirs: &[(i8, i8)], push: &mut dyn FnMut(Square, bool, Special)| {
            for &(df, dr) in dirs {
                let (mut f, mut r) = (f0 + df, r0 + dr);
                while let Some(t) = at(f, r) {
                    let on_board = pos.piece_at(t).filter(|&(_, b)| b == board);
                    if let Some(capture) = target(t) {
                        push(t, capture, Special::None);
                    }
                    if on_board.is_some() {
                        break;
                    }
                    f += df;
                    r += dr;
                }
            }
        };
        match piece.role {
            Role::Rook => ride(&ROOK, &mut push),
            Role::Bishop => ride(&BISHOP, &mut push),
            Role::Queen => {
                ride(&ROOK, &mut push);
                ride(&BISHOP, &mut push);
            }
            Role::Knight | Role::King => {
                let dirs: Vec<(i8, i8)> = if piece.role == Role::Knight {
                    KNIGHT.to_vec()
                } else {
                    ROOK.iter().chain(BISHOP.iter()).copied().collect()
                };
                for (df, dr) in dirs {
                    if let Some(t) = at(f0 + df, r0 + dr) {
                        if let Some(capture) = target(t) {
                            push(t, capture, Special::None);
                        }
                    }
                }
            }
            Role::Pawn => {
                let dir = if side == Color::White { 1 } else { -1 };
                let last = if side == Color::White { 7 } else { 0 };
                let start = if side == Color::White { 1 } else { 6 };
                let mut pawn = |t: Square, capture: bool| {
                    if t.rank() as i8 == last {
                        for r in [Role::Queen, Role::Knight, Role::Rook, Role::Bishop] {
                            push(t, capture, Special::Promotion(r));
                        }
                    } else {
                        push(t, capture, Special::None);
                    }
                };
                for df in [-1, 1] {
                    if let Some(t) = at(f0 + df, r0 + dir) {
                        let enemy_here = pos
                            .piece_at(t)
                            .is_some_and(|(p, b)| b == board && p.color != side);
                        if enemy_here && target(t).is_some() {
                            pawn(t, true);
                        }
                    }
                }
                let empty_here = |t: Square| pos.piece_at(t).filter(|&(_, b)| b == board).is_none();
                if let Some(t) = at(f0, r0 + dir).filter(|&t| empty_here(t)) {
                    if target(t).is_some() {
                        pawn(t, false);
                    }
                    if r0 == start {
                        if let Some(t2) = at(f0, r0 + 2 * dir).filter(|&t| empty_here(t)) {
                            if target(t2).is_some() {
                                pawn(t2, false);
                            }
                        }
                    }
                }
            }
        }
    }
    for f in legal {
        if matches!(f.special, Special::Castle { .. } | Special::EnPassant) {
            out.push(*f);
        }
    }
    out.sort_by_key(popeye_key);
    out.dedup();
    out
}
