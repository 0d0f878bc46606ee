//! The self-checks of the general engine: the last moves of the goals
//! whose mover leaves its own king in check (`##`, `##!`, `!#`).

use super::legality::{quiet_zero_in_check, transfer_safe};
use super::movegen::pseudo_moves;
use super::moves::GMove;
use super::position::GPos;
use crate::variant::rules::Kind;

/// The self-checks of the side to move (the list cleared first): the
/// pseudo-legal moves after which its king is in check but that pass the
/// other tests of [`super::legality::is_legal`] (no zero move of a king in check under Ms.
/// Alice's rule, a king's move safe on the board it leaves). Only the last
/// move of the goals that ask for a self-check plays them
/// ([`crate::stipulation::Goal::self_check`]).
pub fn self_check_moves(pos: &GPos, out: &mut Vec<GMove>) {
    out.clear();
    pseudo_moves(pos, out);
    let in_check = pos.in_check();
    out.retain(|&m| {
        let is_king = pos.at(m.from_board, m.from).kind() == Kind::King;
        if quiet_zero_in_check(pos, m, is_king, in_check) {
            return false;
        }
        let after = pos.after_move(m);
        after.king_in_check(pos.side) && transfer_safe(pos, m, is_king, &after)
    });
}
