//! Playing a move on the general engine's position.

use super::moves::GMove;
use super::position::{castle, file_of, rank_of, sq, Cell, GPos, Sq, NO_SQ};
use crate::types::Color;

/// The castling rights a move from or to `s` ends (8x8 home squares).
fn rights_lost(s: Sq) -> u8 {
    match s {
        4 => castle::WK | castle::WQ,
        0 => castle::WQ,
        7 => castle::WK,
        74 => castle::BK | castle::BQ,
        70 => castle::BQ,
        77 => castle::BK,
        _ => 0,
    }
}

impl GPos {
    /// Play a (pseudo-)legal move in place.
    pub fn play_move(&mut self, m: GMove) {
        let us = self.side;
        let x = m.from_board;
        let piece = self.take(x, m.from);
        let mut capture = false;
        if m.is_castle() {
            let rank = rank_of(m.from);
            let (rook_from, rook_to) = if file_of(m.to) == 6 {
                (sq(7, rank), sq(5, rank))
            } else {
                (sq(0, rank), sq(3, rank))
            };
            let rook = self.take(x, rook_from);
            self.put(m.arrival_board, m.to, piece);
            self.put(m.arrival_board, rook_to, rook);
        } else {
            let cb = m.capture_board();
            capture |= !self.take(cb, m.to).is_empty();
            if m.is_en_passant() {
                // The double-stepped pawn (beside the passed square when a
                // berolina pawn stepped).
                capture |= !self.take(x, self.ep_victim).is_empty();
            }
            let placed = match m.promotion() {
                Some(k) => Cell::new(us, k),
                None => piece,
            };
            self.put(m.arrival_board, m.to, placed);
        }
        if self.rules.castling.is_some() && self.castling != 0 {
            let lost = rights_lost(m.from) | rights_lost(m.to);
            if lost & self.castling != 0 {
                self.set_castling(self.castling & !lost);
            }
        }
        let pawn = piece.kind().is_pawn();
        let ep = if m.flags & super::moves::flag::DOUBLE_STEP != 0 {
            // Straight or diagonal (berolina), the passed square is halfway.
            let passed = (m.from + m.to) / 2;
            Some((passed, m.arrival_board))
        } else {
            None
        };
        self.set_ep(ep, m.to);
        if pawn || capture {
            self.halfmove = 0;
        } else {
            self.halfmove += 1;
        }
        if us == Color::Black {
            self.fullmove += 1;
        }
        self.set_side(!us);
    }

    /// The position after a move.
    #[inline]
    pub fn after_move(&self, m: GMove) -> GPos {
        let mut p = *self;
        p.play_move(m);
        p
    }

    /// The same position with the other side to move and no e.p. square.
    pub fn with_side_swapped(&self) -> GPos {
        let mut p = *self;
        p.set_ep(None, NO_SQ);
        p.set_side(!self.side);
        p
    }
}
