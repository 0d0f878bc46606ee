//! The intelligent search's three-ply bound (`docs/search.md`,
//! "Intelligent search"): a proof, made once at the node, that neither
//! the mating side's move now nor any reply of the victim leaves a mate
//! in one: the flight proof ([`super::flights`]) holds after each of the
//! mating side's moves.
//!
//! The search proves the same thing one child at a time: it generates the
//! mating side's legal moves, plays each and tries the flight proof on
//! the position it leads to. Here the moves are not generated as legal
//! moves: every man of the side to move is put on every square it could
//! reach on an empty board (a superset of its legal moves, a Ms. Alice
//! zero move included), the victim's man on that square on its board
//! taken, the man transferred to the other board, and the flight proof
//! is asked of that position. It reads only the men, their boards, the
//! side to move, the castling rights and the rules, and each of these is
//! what the legal move would leave; so when it holds after every such
//! move it holds after every legal move, and no line of three single
//! moves from the node mates. A move the proof cannot model refuses the
//! whole proof: castling (any right held), an en passant capture (an e.p.
//! square), a promotion (a pawn of the side to move on its seventh rank).
//! A pseudo-move that is not legal (a line blocked, the mover's king left
//! in check) only adds a position to prove.
//!
//! What makes it cheaper than the search's proofs one child at a time:
//! no legal move generation, no move played, and what the men that stay
//! attack and could check from is computed once for each man moved (the
//! victim's king stands on the same square after every move of the
//! mating side, so its ten king squares and boards are known).

use super::attacks;
use super::flights::{man_checks, steps};
use super::position::Position;
use crate::types::{Bitboard, Board, Color, Role, Square};

impl Position {
    /// Whether it is proven that after any move of the side to move and
    /// any reply, no move of the side to move mates (false: not proven).
    /// See the module's reasoning.
    pub fn cannot_mate_in_three(&self) -> bool {
        if self.castling != 0 || self.ep.is_some() {
            return false;
        }
        let us = self.side;
        let them = us.opposite();
        let seventh = match us {
            Color::White => Bitboard::rank(6),
            Color::Black => Bitboard::rank(1),
        };
        if (self.pieces(us, Role::Pawn) & seventh).any() {
            return false;
        }
        let rules = self.rules();
        let on_board = rules.on_board();
        let zero = rules.has_zero_moves();
        let ours = self.by_color(us);
        let their_king = self.pieces(them, Role::King);
        let Some(king) = self.king_square(them) else {
            return false;
        };
        let king_board = self.board_of(king);
        for from in ours {
            let role = self.role_at(from);
            let board = self.board_of(from);
            let arrival = self.board_occupancy(board.other());
            let mut to = steps(role, us, from)
                & on_board
                & !arrival
                & !(ours & self.board_occupancy(board))
                & !their_king;
            if zero && !arrival.has(from) {
                to |= from.bb();
            }
            if !to.any() {
                continue;
            }
            // The other men stay: their attacks and direct checks are the
            // same after each move of this one (kept per king square).
            let others = ours & !from.bb();
            let others_guard = self.men_attacks(others, us);
            let checkers = others & !self.by_role(Role::King);
            let mut kept: [Option<(Bitboard, bool)>; 10] = [None; 10];
            for d in to {
                let guard = others_guard | attacks::attacks(role, us, d, Bitboard::EMPTY);
                let mover_checks = role != Role::King;
                let proved = self.moved(from, d, role, board).flights_hold(
                    Some(guard),
                    &mut |k: Square, home: Board| {
                        let slot = slot(king, king_board, k, home);
                        let (mut g, mut c) = match slot.and_then(|i| kept[i]) {
                            Some(found) => found,
                            None => {
                                let found = self.direct_checks(
                                    checkers & !self.board_occupancy(home),
                                    us,
                                    k,
                                );
                                if let Some(i) = slot {
                                    kept[i] = Some(found);
                                }
                                found
                            }
                        };
                        // The man moved, if it stands off the king's board.
                        if mover_checks && board.other() != home {
                            let (mg, mc) = man_checks(role, us, d, zero, k);
                            g |= mg;
                            c |= mc;
                        }
                        (g, c)
                    },
                );
                if !proved {
                    return false;
                }
            }
        }
        true
    }

    /// The position after the side to move's man of `role` on `from` (on
    /// `board`) goes to `to` on the other board, taking the other side's
    /// man on `to` on `board` if any (`to == from`: a zero move), the other
    /// side to move. Only what the flight proof reads is kept exact: the
    /// hash, the clocks and the e.p. square are not.
    fn moved(&self, from: Square, to: Square, role: Role, board: Board) -> Position {
        let us = self.side;
        let mut next = *self;
        let f = from.bb();
        next.boards[board.index()] ^= f;
        next.colors[us.index()] ^= f;
        next.roles[role.index()] ^= f;
        let t = to.bb();
        if to != from && (self.board_occupancy(board) & t).any() {
            let taken = self.role_at(to);
            next.boards[board.index()] ^= t;
            next.colors[us.opposite().index()] ^= t;
            next.roles[taken.index()] ^= t;
        }
        next.boards[board.other().index()] |= t;
        next.colors[us.index()] |= t;
        next.roles[role.index()] |= t;
        next.side = us.opposite();
        next.ep = None;
        next
    }
}

/// Where the direct checks of the men that stay are kept, for the victim's
/// king on `k` on `home`, its king being on `king` on `king_board` before
/// its move: slot 0 for the king staying, 1 to 9 for a king move (the 3x3
/// around `king` on the other board); none elsewhere.
fn slot(king: Square, king_board: Board, k: Square, home: Board) -> Option<usize> {
    if home == king_board {
        return (k == king).then_some(0);
    }
    let df = k.file() as i32 - king.file() as i32;
    let dr = k.rank() as i32 - king.rank() as i32;
    if df.abs() > 1 || dr.abs() > 1 {
        return None;
    }
    Some((1 + (df + 1) * 3 + (dr + 1)) as usize)
}
