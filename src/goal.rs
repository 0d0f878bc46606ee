//! Goal tests: checkmate and stalemate for the side to move.

use crate::movegen::has_legal_move;
use crate::position::Position;
use crate::stipulation::Goal;

/// Whether the side to move is checkmated.
#[inline]
pub fn is_checkmate(pos: &Position) -> bool {
    pos.in_check() && !has_legal_move(pos)
}

/// Whether the side to move is stalemated.
#[inline]
pub fn is_stalemate(pos: &Position) -> bool {
    !pos.in_check() && !has_legal_move(pos)
}

/// Whether the side to move is checkmated (`Goal::Mate`) or stalemated
/// (`Goal::Stalemate`) in `pos`.
#[inline]
pub fn reached(pos: &Position, goal: Goal) -> bool {
    match goal {
        Goal::Mate => is_checkmate(pos),
        Goal::Stalemate => is_stalemate(pos),
    }
}
