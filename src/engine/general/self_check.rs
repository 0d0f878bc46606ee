//! The self-checks of the general engine: the last moves of the goals
//! whose mover leaves its own king in check (`##`, `##!`, `!#`).

use super::movegen::pseudo_moves;
use super::moves::GMove;
use super::position::GPos;
use crate::variant::rules::{Kind, Zero};

/// The self-checks of the side to move (the list cleared first): the
/// pseudo-legal moves after which its king is in check but that pass the
/// other tests of [`super::legality::is_legal`] (no zero move of a king in check under Ms.
/// Alice's rule, a king's move safe on the board it leaves). Only the last
/// move of the goals that ask for a self-check plays them
/// ([`crate::stipulation::Goal::self_check`]).
pub fn self_check_moves(pos: &GPos, out: &mut Vec<GMove>) {
    out.clear();
    pseudo_moves(pos, out);
    let us = pos.side;
    let in_check = pos.in_check();
    out.retain(|&m| {
        let after = pos.after_move(m);
        if !after.king_in_check(us) {
            return false;
        }
        let is_king = pos.at(m.from_board, m.from).kind() == Kind::King;
        if m.is_zero() && is_king && in_check && pos.rules.zero == Zero::Quiet {
            return false;
        }
        if is_king && !m.is_zero() && !m.is_castle() && m.arrival_board != m.from_board {
            if !pos.rules.double_transfer {
                return !after.attacked(m.from_board, m.to, !us);
            }
            let mut paused = after;
            let king = paused.take(m.arrival_board, m.to);
            paused.put(m.from_board, m.to, king);
            return !paused.attacked(m.from_board, m.to, !us);
        }
        true
    });
}
