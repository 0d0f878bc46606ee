//! Exact lower bounds for the intelligent help and series search
//! (`docs/search.md`, "Intelligent search"): whether a side can still give
//! check within so many moves of its own while the other side plays so
//! many, thinking in two boards.
//!
//! The bound relaxes the position (every man moves as on an empty 8x8
//! board, may capture wherever a capture would be, may waste moves) and
//! keeps the one rule every variant of this engine shares: every move of a
//! man takes it to the other board (castling takes king and rook, a zero
//! move only changes the board). So a man that has made `k` moves stands on
//! its board of now when `k` is even, on the other when `k` is odd; and a
//! man gives check only to a king on its own board. What the relaxed game
//! cannot do, the real game cannot do either: a `false` is a proof.

use super::attacks;
use super::position::{castling, Position};
use crate::types::{Bitboard, Color, Role, Square};
use std::sync::OnceLock;

/// The largest king radius the tables keep (a ball of radius 7 is the
/// whole board).
const MAX_RADIUS: usize = 7;

/// The kinds of man the tables know: knight, bishop, rook, queen, White
/// pawn, Black pawn (a king never gives check).
const KINDS: usize = 6;

/// The relaxed distances, computed once.
struct Tables {
    /// `near[kind][from][center][radius]`: the fewest moves a man of
    /// `kind` on `from` needs, on an empty board, to stand where it
    /// attacks some square within king distance `radius` of `center`
    /// (`u8::MAX`: never).
    near: Vec<u8>,
    /// `promotion[color][from]`: the fewest moves a pawn of `color` on
    /// `from` needs to reach its last rank (`u8::MAX`: never).
    promotion: [[u8; 64]; 2],
}

#[inline(always)]
fn near_index(kind: usize, from: usize, center: usize, radius: usize) -> usize {
    ((kind * 64 + from) * 64 + center) * (MAX_RADIUS + 1) + radius
}

/// The squares a man of `kind` moves to from `sq` on an empty board, in
/// one move (a pawn's pushes, its double step from its second rank and
/// its captures as if something stood there).
fn steps(kind: usize, sq: Square) -> Bitboard {
    let empty = Bitboard::EMPTY;
    match kind {
        0 => attacks::knight(sq),
        1 => attacks::bishop(sq, empty),
        2 => attacks::rook(sq, empty),
        3 => attacks::queen(sq, empty),
        _ => {
            let (color, dir, second) = if kind == 4 {
                (Color::White, 1i8, 1)
            } else {
                (Color::Black, -1i8, 6)
            };
            let rank = sq.rank() as i8;
            let mut to = attacks::pawn(color, sq);
            for n in 1..=2i8 {
                let r = rank + dir * n;
                if (0..8).contains(&r) && (n == 1 || sq.rank() == second) {
                    to |= Square::from_coords(sq.file(), r as u8).bb();
                }
            }
            to
        }
    }
}

/// The squares a man of `kind` on `sq` attacks on an empty board.
fn hits(kind: usize, sq: Square) -> Bitboard {
    match kind {
        4 => attacks::pawn(Color::White, sq),
        5 => attacks::pawn(Color::Black, sq),
        _ => steps(kind, sq),
    }
}

/// Breadth-first distances from `from` for a man of `kind`.
fn distances(kind: usize, from: Square) -> [u8; 64] {
    let mut dist = [u8::MAX; 64];
    dist[from.index()] = 0;
    let mut frontier = from.bb();
    let mut d = 0u8;
    while frontier.any() {
        d += 1;
        let mut next = Bitboard::EMPTY;
        for sq in frontier {
            for to in steps(kind, sq) {
                if dist[to.index()] == u8::MAX {
                    dist[to.index()] = d;
                    next |= to.bb();
                }
            }
        }
        frontier = next;
    }
    dist
}

fn build() -> Tables {
    let mut near = vec![u8::MAX; KINDS * 64 * 64 * (MAX_RADIUS + 1)];
    let mut promotion = [[u8::MAX; 64]; 2];
    for kind in 0..KINDS {
        for from in Square::all() {
            let dist = distances(kind, from);
            // The fewest moves to attack each square.
            let mut to_hit = [u8::MAX; 64];
            for sq in Square::all() {
                let d = dist[sq.index()];
                if d == u8::MAX {
                    continue;
                }
                for t in hits(kind, sq) {
                    to_hit[t.index()] = to_hit[t.index()].min(d);
                }
            }
            for center in 0..64 {
                near[near_index(kind, from.index(), center, 0)] = to_hit[center];
            }
            for radius in 1..=MAX_RADIUS {
                for center in Square::all() {
                    let mut best = near[near_index(kind, from.index(), center.index(), radius - 1)];
                    for n in attacks::king(center) {
                        best =
                            best.min(near[near_index(kind, from.index(), n.index(), radius - 1)]);
                    }
                    near[near_index(kind, from.index(), center.index(), radius)] = best;
                }
            }
            if kind >= 4 {
                let last = if kind == 4 { 7 } else { 0 };
                let color = kind - 4;
                promotion[color][from.index()] = Square::all()
                    .filter(|sq| sq.rank() == last)
                    .map(|sq| dist[sq.index()])
                    .min()
                    .unwrap_or(u8::MAX);
            }
        }
    }
    Tables { near, promotion }
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(build)
}

/// The largest number of moves at most `max` of parity `parity`.
#[inline(always)]
fn largest(max: u32, parity: u32) -> Option<u32> {
    if max % 2 == parity {
        Some(max)
    } else {
        max.checked_sub(1)
    }
}

impl Position {
    /// Whether `attacker` may give check to the other side's king after
    /// at most `own` moves of its own and at most `other` moves of the
    /// other side, in any order: false only when no play can (a proof by
    /// the relaxation of this module's doc). True when the other side has
    /// no king, and whenever a pawn of `attacker` could promote in time.
    pub fn may_check_within(&self, attacker: Color, own: u32, other: u32) -> bool {
        let defender = attacker.opposite();
        let Some(king) = self.king_square(defender) else {
            return true;
        };
        // A rook or a queen reaches, on an empty board, a square on the
        // line of any square in one move, and back on its board in two:
        // no proof then (decided without the tables).
        let heavy = self.pieces(attacker, Role::Rook) | self.pieces(attacker, Role::Queen);
        if heavy.any() && (own >= 2 || (own == 1 && other >= 1)) {
            return true;
        }
        let t = tables();
        let king_board = self.board_of(king).index() as u32;
        let rights = match defender {
            Color::White => castling::WHITE_KING | castling::WHITE_QUEEN,
            Color::Black => castling::BLACK_KING | castling::BLACK_QUEEN,
        };
        // Castling takes the king two squares in one move (once).
        let bonus = u32::from(self.castling_rights() & rights != 0);
        let men = self.by_color(attacker) & !self.pieces(attacker, Role::King);
        for sq in men {
            let kind = match self.role_at(sq) {
                Role::Knight => 0,
                Role::Bishop => 1,
                Role::Rook => 2,
                Role::Queen => 3,
                Role::Pawn => {
                    if u32::from(t.promotion[attacker.index()][sq.index()]) <= own {
                        return true;
                    }
                    4 + attacker.index()
                }
                Role::King => continue,
            };
            let board = self.board_of(sq).index() as u32;
            for moved in 0..2 {
                let Some(k) = largest(own, moved) else {
                    continue;
                };
                // The king on the man's board after `k` moves of the man.
                let Some(j) = largest(other, board ^ moved ^ king_board) else {
                    continue;
                };
                let radius = if j == 0 { 0 } else { j + bonus };
                let radius = (radius as usize).min(MAX_RADIUS);
                let need = t.near[near_index(kind, sq.index(), king.index(), radius)];
                if u32::from(need) <= k {
                    return true;
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances_on_an_empty_board() {
        let t = tables();
        let a1 = Square::from_coords(0, 0);
        let h8 = Square::from_coords(7, 7);
        let b1 = Square::from_coords(1, 0);
        // A rook on a1 attacks h8 after one move; a queen at once.
        assert_eq!(t.near[near_index(2, a1.index(), h8.index(), 0)], 1);
        assert_eq!(t.near[near_index(3, a1.index(), h8.index(), 0)], 0);
        // A bishop on a1 never attacks a square of the other colour.
        assert_eq!(t.near[near_index(1, a1.index(), b1.index(), 0)], u8::MAX);
        // A White pawn on e2 promotes in five moves (a double step first).
        let e2 = Square::from_coords(4, 1);
        assert_eq!(t.promotion[0][e2.index()], 5);
    }
}
