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

use crate::engine::fast::Position;
use crate::game::{MoveFacts, Special};
use crate::types::{Board, Color, Piece, Role, Square};

const ROOK: [(i8, i8); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
const BISHOP: [(i8, i8); 4] = [(-1, 1), (1, 1), (1, -1), (-1, -1)];
/// The queen's and the king's: the rook's, then the bishop's.
const QUEEN: [(i8, i8); 8] = [
    ROOK[0], ROOK[1], ROOK[2], ROOK[3], BISHOP[0], BISHOP[1], BISHOP[2], BISHOP[3],
];
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
        (Role::King, _) => QUEEN.iter().position(|&v| v == (df, dr)).unwrap_or(0) as u32,
        (Role::Knight, _) => KNIGHT.iter().position(|&v| v == (df, dr)).unwrap_or(0) as u32,
        (Role::Rook, _) => ray(&ROOK),
        (Role::Bishop, _) => ray(&BISHOP),
        (Role::Queen, _) => ray(&QUEEN),
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
pub fn generated_moves(pos: &Position, legal: &[MoveFacts]) -> Vec<MoveFacts> {
    let side = pos.side_to_move();
    let mut out: Vec<MoveFacts> = Vec::new();
    for from in Square::all() {
        let Some((piece, board)) = pos.piece_at(from).filter(|(p, _)| p.color == side) else {
            continue;
        };
        let mut man = Generated {
            pos,
            from,
            piece,
            board,
            out: &mut out,
        };
        match piece.role {
            Role::Rook => man.ride(&ROOK),
            Role::Bishop => man.ride(&BISHOP),
            Role::Queen => man.ride(&QUEEN),
            Role::Knight => man.leap(&KNIGHT),
            Role::King => man.leap(&QUEEN),
            Role::Pawn => man.pawn(),
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

/// The moves [`generated_moves`] finds for one man of the side to move
/// (on `from` of `board`), pushed on `out`.
struct Generated<'a> {
    pos: &'a Position,
    from: Square,
    piece: Piece,
    board: Board,
    out: &'a mut Vec<MoveFacts>,
}

impl Generated<'_> {
    /// The square `(df, dr)` away from the man's, if on the board.
    fn at(&self, df: i8, dr: i8) -> Option<Square> {
        let (f, r) = (self.from.file() as i8 + df, self.from.rank() as i8 + dr);
        ((0..8).contains(&f) && (0..8).contains(&r)).then(|| Square::from_coords(f as u8, r as u8))
    }

    /// Whether `t` is empty on the man's board.
    fn empty(&self, t: Square) -> bool {
        self.pos.piece_at(t).is_none_or(|(_, b)| b != self.board)
    }

    /// Whether a move to `t` may be generated (`Some(capture)`): not when
    /// the square is taken on the other board, or by a man of the mover.
    fn target(&self, t: Square) -> Option<bool> {
        match self.pos.piece_at(t) {
            Some((_, b)) if b != self.board => None,
            Some((p, _)) if p.color == self.piece.color => None,
            Some(_) => Some(true),
            None => Some(false),
        }
    }

    /// The move to `t`, when it may be generated.
    fn push(&mut self, t: Square, special: Special) {
        if let Some(capture) = self.target(t) {
            self.out.push(MoveFacts {
                role: self.piece.role,
                from: self.from,
                to: t,
                arrival: self.board.other(),
                capture,
                special,
            });
        }
    }

    /// A rider's moves along `dirs`, each from the nearest square outwards.
    fn ride(&mut self, dirs: &[(i8, i8)]) {
        for &(df, dr) in dirs {
            let mut k = 1;
            while let Some(t) = self.at(k * df, k * dr) {
                let blocked = !self.empty(t);
                self.push(t, Special::None);
                if blocked {
                    break;
                }
                k += 1;
            }
        }
    }

    /// A leaper's moves by `dirs`.
    fn leap(&mut self, dirs: &[(i8, i8)]) {
        for &(df, dr) in dirs {
            if let Some(t) = self.at(df, dr) {
                self.push(t, Special::None);
            }
        }
    }

    /// A pawn's moves: its captures (towards the a-file, then the h-file),
    /// its step, its double step; on the last rank, each promotion.
    fn pawn(&mut self) {
        let white = self.piece.color == Color::White;
        let (dir, start, last) = if white { (1, 1, 7) } else { (-1, 6, 0) };
        let to = |man: &mut Self, t: Square| {
            if t.rank() == last {
                for r in [Role::Queen, Role::Knight, Role::Rook, Role::Bishop] {
                    man.push(t, Special::Promotion(r));
                }
            } else {
                man.push(t, Special::None);
            }
        };
        for df in [-1, 1] {
            let enemy_here = |t: Square| {
                self.pos
                    .piece_at(t)
                    .is_some_and(|(p, b)| b == self.board && p.color != self.piece.color)
            };
            if let Some(t) = self.at(df, dir).filter(|&t| enemy_here(t)) {
                to(self, t);
            }
        }
        let Some(t) = self.at(0, dir).filter(|&t| self.empty(t)) else {
            return;
        };
        to(self, t);
        if self.from.rank() == start {
            if let Some(t2) = self.at(0, 2 * dir).filter(|&t| self.empty(t)) {
                to(self, t2);
            }
        }
    }
}
