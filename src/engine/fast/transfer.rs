//! The Alice Chess rules that differ from orthodox chess, in one place.
//!
//! The move generator asks these questions; a variant (Ms. Alice, O'Donohue,
//! three boards, ...) changes the answers here rather than in the generator.
//! See `RULES.md` in the project's shared documents for the full text:
//!
//! 1. A move is played on the board where the piece stands; only that board's
//!    pieces block it or are captured.
//! 2. The destination must be empty on the other board; the piece then
//!    transfers there ("through the looking-glass").
//! 3. A king is in check only from enemy pieces on its own board; after the
//!    transfer the mover's king must not be in check.
//! 4. A king move must also be safe on the board it is played on.
//! 5. Castling: king and rook on their home squares on one board, the usual
//!    conditions on that board, both destinations empty on the other board,
//!    both transfer.
//! 6. En passant only by a pawn on the board where the double-stepped pawn
//!    landed; the passed-over square must be empty on both boards.
//!
//! The variants and readings of the fast engine are the flags of
//! [`super::rules::Rules`]; the generator consults them where they apply.

use crate::engine::fast::attacks;
use crate::engine::fast::position::Position;
use crate::types::{Bitboard, Board, Color, Role, Square};

/// The board a man transfers to after moving on `board`.
#[inline(always)]
pub fn transfer_board(board: Board) -> Board {
    board.other()
}

/// Squares a piece of `us` standing on board `x` may end its move on: not
/// occupied by an own piece on `x` and empty on the board it transfers to.
#[inline(always)]
pub fn landing_squares(pos: &Position, x: Board, us: Color) -> Bitboard {
    let occ_y = pos.board_occupancy(transfer_board(x));
    let own_x = pos.by_color(us) & pos.board_occupancy(x);
    !(occ_y | own_x) & pos.rules().on_board()
}

/// The extra king-move condition and the ordinary one together: the king
/// moving from `ksq` on board `kb` to `to` must not be attacked on `to` on
/// `kb` (with its own square vacated and any captured piece removed), nor on
/// `to` of the board it arrives on.
#[inline(always)]
pub fn king_move_safe(pos: &Position, ksq: Square, kb: Board, to: Square, them: Color) -> bool {
    let occ_k = pos.board_occupancy(kb) ^ ksq.bb();
    if (pos.attackers_to(to, kb, occ_k, them) & !to.bb()).any() {
        return false;
    }
    let y = transfer_board(kb);
    pos.attackers_to(to, y, pos.board_occupancy(y), them)
        .is_empty()
}

/// The first half of [`king_move_safe`]: whether the king's move from
/// `ksq` to `to` is safe on the board `kb` it is played on (Alice Chess's
/// own test of a king's move), whatever the board it reaches.
pub fn king_move_safe_on_departure(
    pos: &Position,
    ksq: Square,
    kb: Board,
    to: Square,
    them: Color,
) -> bool {
    let occ_k = pos.board_occupancy(kb) ^ ksq.bb();
    (pos.attackers_to(to, kb, occ_k, them) & !to.bb()).is_empty()
}

/// Whether castling with the rook on `rsq` is possible before the final check
/// test (which the caller makes by playing the move): rook on the king's board,
/// path empty on that board, destinations empty on the other board, king's
/// path not attacked on its board.
pub fn castling_possible(
    pos: &Position,
    ksq: Square,
    kb: Board,
    rsq: Square,
    kto: Square,
    rto: Square,
    us: Color,
) -> bool {
    if !pos.pieces(us, Role::Rook).has(rsq) || pos.board_of(rsq) != kb {
        return false;
    }
    let occ_k = pos.board_occupancy(kb);
    if (attacks::between(ksq, rsq) & occ_k).any() {
        return false;
    }
    let occ_y = pos.board_occupancy(transfer_board(kb));
    if occ_y.has(kto) || occ_y.has(rto) {
        return false;
    }
    let them = us.opposite();
    let path = attacks::between(ksq, kto) | kto.bb();
    path.into_iter().all(|sq| !pos.is_attacked(sq, kb, them))
}

/// Whether the pawn on `from` may capture en passant onto `ep`: it stands on
/// the board of the double-stepped pawn, and `ep` is empty on both boards.
#[inline]
pub fn en_passant_possible(pos: &Position, from: Square, ep: Square) -> bool {
    let victim = Square::from_coords(ep.file(), from.rank());
    pos.board_of(from) == pos.board_of(victim) && !pos.occupied().has(ep)
}
