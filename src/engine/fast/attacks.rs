//! Attack lookups for one 8x8 board: leapers from tables, sliders by magic
//! bitboards. The tables are generated at build time (see `build.rs`).
//!
//! These are plain chess attacks; everything Alice-specific (two boards,
//! transfers) lives in the move generator and the rules module.

use crate::types::{Bitboard, Color, Role, Square};

/// One magic-bitboard entry: relevant-occupancy mask, multiplier, shift and
/// the offset of this square's slice in the shared table.
pub(crate) struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

include!(concat!(env!("OUT_DIR"), "/attack_tables.rs"));

#[inline(always)]
fn magic_lookup(m: &Magic, occupied: Bitboard) -> Bitboard {
    let idx = ((occupied.0 & m.mask).wrapping_mul(m.magic) >> m.shift) as usize;
    Bitboard(SLIDER_TABLE[m.offset + idx])
}

/// Squares a knight on `sq` attacks.
#[inline(always)]
pub fn knight(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

/// Squares a king on `sq` attacks.
#[inline(always)]
pub fn king(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks (captures diagonally forward).
#[inline(always)]
pub fn pawn(color: Color, sq: Square) -> Bitboard {
    match color {
        Color::White => Bitboard(WHITE_PAWN[sq.index()]),
        Color::Black => Bitboard(BLACK_PAWN[sq.index()]),
    }
}

/// Squares a rook on `sq` attacks given the board's occupancy.
#[inline(always)]
pub fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
    magic_lookup(&ROOK_MAGICS[sq.index()], occupied)
}

/// Squares a bishop on `sq` attacks given the board's occupancy.
#[inline(always)]
pub fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
    magic_lookup(&BISHOP_MAGICS[sq.index()], occupied)
}

/// Squares a queen on `sq` attacks given the board's occupancy.
#[inline(always)]
pub fn queen(sq: Square, occupied: Bitboard) -> Bitboard {
    rook(sq, occupied) | bishop(sq, occupied)
}

/// Squares a piece of `role` and `color` on `sq` attacks.
#[inline(always)]
pub fn attacks(role: Role, color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn(color, sq),
        Role::Knight => knight(sq),
        Role::Bishop => bishop(sq, occupied),
        Role::Rook => rook(sq, occupied),
        Role::Queen => queen(sq, occupied),
        Role::King => king(sq),
    }
}

/// Squares strictly between `a` and `b` when they share a line, else empty.
#[inline(always)]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(BETWEEN[a.index() * 64 + b.index()])
}

/// The full line (edge to edge) through `a` and `b`, or empty when they share none.
#[inline(always)]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(LINE[a.index() * 64 + b.index()])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn rook_on_empty_board_sees_fourteen_squares() {
        for s in Square::all() {
            assert_eq!(rook(s, Bitboard::EMPTY).count(), 14);
        }
    }

    #[test]
    fn between_and_line() {
        assert_eq!(between(sq("a1"), sq("a4")).count(), 2);
        assert_eq!(between(sq("a1"), sq("h8")).count(), 6);
        assert!(between(sq("a1"), sq("b3")).is_empty());
        assert_eq!(line(sq("b2"), sq("c3")).count(), 8);
        assert!(line(sq("a1"), sq("b3")).is_empty());
    }
}
