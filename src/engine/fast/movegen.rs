//! Legal move generation for Alice Chess (rules in `RULES.md`, summarised in
//! [`crate::engine::fast::rules`]).
//!
//! A piece moves on its own board `x` with ordinary chess movement (only the
//! pieces of `x` block it or can be captured) and lands on the same square of
//! the other board `y`, which must be empty. Legality is decided cheaply for
//! the common cases and by copy-make for the rare ones:
//!
//! * a piece that arrives on its king's board can only add a blocker there: it
//!   is legal when the king is not in check, and when in check only if it
//!   blocks the single sliding checker;
//! * a piece that leaves its king's board is legal when the king is not in
//!   check and neither its from-square nor the square it captures on lies on a
//!   line from the king to an enemy slider with at most two blockers (in Alice
//!   a piece cannot move along a pin line: it always leaves the board, and a
//!   capture removes a second blocker); otherwise it is tested by playing it;
//! * king moves are tested on both boards (the extra king-move condition);
//! * castling and en passant are tested by playing them.

use crate::engine::fast::attacks;
use crate::engine::fast::moves::{Move, MoveKind, MoveList};
use crate::engine::fast::position::{castling, Position};
use crate::engine::fast::transfer;
use crate::types::{Bitboard, Board, Color, Role, Square};

/// The legal moves of the side to move, appended to `list` (cleared first).
pub fn legal_moves(pos: &Position, list: &mut MoveList) {
    list.clear();
    Generator::<false>::new(pos).generate(list);
}

/// The legal moves of the side to move as a new list.
pub fn legal_move_list(pos: &Position) -> MoveList {
    let mut list = MoveList::new();
    legal_moves(pos, &mut list);
    list
}

/// Whether `mv` is a legal move of the side to move (only the moves of its
/// man are generated).
pub fn is_legal(pos: &Position, mv: Move) -> bool {
    let from = mv.from();
    if !pos.by_color(pos.side_to_move()).has(from) {
        return false;
    }
    let gen = Generator::<false>::new(pos);
    let mut list = MoveList::new();
    match mv.kind() {
        MoveKind::Castle => gen.castling_moves(&mut list),
        MoveKind::Zero => gen.zero_moves(&mut list),
        _ => match pos.role_at(from) {
            Role::King => gen.king_moves(&mut list),
            Role::Pawn => gen.pawn_moves(pos.board_of(from), from.bb(), &mut list),
            _ => gen.piece_moves(pos.board_of(from), from.bb(), &mut list),
        },
    }
    list.as_slice().contains(&mv)
}

/// Whether the side to move has at least one legal move.
///
/// Stops at the first group of moves that has one: king moves first (the
/// usual answer to a check), then each board's pieces and pawns, then
/// castling.
pub fn has_legal_move(pos: &Position) -> bool {
    if has_king_move(pos) {
        return true;
    }
    let gen = Generator::<false>::new(pos);
    let mut list = MoveList::new();
    for x in Board::ALL {
        gen.piece_moves(x, Bitboard::ALL, &mut list);
        if !list.is_empty() {
            return true;
        }
        gen.pawn_moves(x, Bitboard::ALL, &mut list);
        if !list.is_empty() {
            return true;
        }
    }
    gen.castling_moves(&mut list);
    if !list.is_empty() {
        return true;
    }
    gen.zero_moves(&mut list);
    !list.is_empty()
}

/// Whether the side to move's king has a legal move (stops at the first;
/// needs none of the generator's pin and check data).
#[inline(always)]
fn has_king_move(pos: &Position) -> bool {
    let us = pos.side_to_move();
    let Some(ksq) = pos.king_square(us) else {
        return false;
    };
    let kb = pos.board_of(ksq);
    for to in attacks::king(ksq) & transfer::landing_squares(pos, kb, us) {
        if transfer::king_move_safe(pos, ksq, kb, to, us.opposite()) {
            return true;
        }
    }
    false
}

/// The self-checks of the side to move (the list cleared first): the moves
/// that would be legal but that they leave its king in check, a king's
/// move still safe on the board it leaves (Alice Chess's own test of a
/// king's move). Only the last move of the goals that ask for a self-check
/// plays them ([`crate::stipulation::Goal::self_check`]); every candidate
/// is played, as this is rare.
pub fn self_check_moves(pos: &Position, list: &mut MoveList) {
    list.clear();
    Generator::<true>::new(pos).generate(list);
}

/// Whether `mv` (taken from the pseudo-legal candidates) leaves the mover's king safe.
#[inline]
fn legal_by_playing(pos: &Position, mv: Move) -> bool {
    let us = pos.side_to_move();
    pos.after(mv).checkers_of(us).is_empty()
}

/// The moves of the side to move: the legal ones, or with `SELF_CHECK`
/// the self-checks ([`self_check_moves`]).
struct Generator<'a, const SELF_CHECK: bool = false> {
    pos: &'a Position,
    us: Color,
    them: Color,
    /// King square and board (none only in kingless test positions).
    king: Option<(Square, Board)>,
    checkers: Bitboard,
    /// Squares of the king's board on a line from the king to an enemy slider
    /// with at most two blockers: vacating or capturing on them may expose it.
    exposing: Bitboard,
}

impl<'a, const SELF_CHECK: bool> Generator<'a, SELF_CHECK> {
    #[inline(always)]
    fn new(pos: &'a Position) -> Generator<'a, SELF_CHECK> {
        let us = pos.side_to_move();
        let them = us.opposite();
        let king = pos.king_square(us).map(|k| (k, pos.board_of(k)));
        let (checkers, exposing) = match king {
            Some((ksq, kb)) => {
                let occ = pos.board_occupancy(kb);
                let checkers = pos.attackers_to(ksq, kb, occ, them);
                let enemy = pos.by_color(them) & occ;
                let diag = pos.by_role(Role::Bishop) | pos.by_role(Role::Queen);
                let orth = pos.by_role(Role::Rook) | pos.by_role(Role::Queen);
                let snipers = enemy
                    & ((attacks::bishop(ksq, Bitboard::EMPTY) & diag)
                        | (attacks::rook(ksq, Bitboard::EMPTY) & orth));
                let mut exposing = Bitboard::EMPTY;
                for s in snipers {
                    let blockers = attacks::between(ksq, s) & occ;
                    if blockers.count() <= 2 {
                        exposing |= blockers;
                    }
                }
                (checkers, exposing)
            }
            None => (Bitboard::EMPTY, Bitboard::EMPTY),
        };
        Generator {
            pos,
            us,
            them,
            king,
            checkers,
            exposing,
        }
    }

    fn generate(&self, list: &mut MoveList) {
        for x in Board::ALL {
            self.piece_moves(x, Bitboard::ALL, list);
            self.pawn_moves(x, Bitboard::ALL, list);
        }
        self.king_moves(list);
        self.castling_moves(list);
        self.zero_moves(list);
    }

    /// For pieces standing on board `x` (other than the king): the squares
    /// they may go to, and whether each move still needs the full test.
    #[inline(always)]
    fn filter(&self, x: Board) -> (Bitboard, bool) {
        let Some((ksq, kb)) = self.king else {
            return (!Bitboard::EMPTY, false);
        };
        if SELF_CHECK || self.checkers.is_empty() {
            return (!Bitboard::EMPTY, false);
        }
        if self.checkers.more_than_one() {
            return (Bitboard::EMPTY, false);
        }
        if x == kb {
            // Leaving the king's board: only capturing the checker can help,
            // and the capturer's departure may uncover another line.
            (self.checkers, true)
        } else if self.pos.rules().has_strict_block() {
            // block=strict: played on its own board, the move leaves the
            // king in check there; a block from the other board never counts.
            (Bitboard::EMPTY, false)
        } else {
            // Arriving on the king's board: only a block helps.
            let checker = self.checkers.first().unwrap_or(ksq);
            (attacks::between(ksq, checker), false)
        }
    }

    /// Whether moves of the piece on `from` (board `x`) may expose the king:
    /// then a move also needs the test when it captures on an exposing square.
    #[inline(always)]
    fn exposing_on(&self, x: Board) -> Bitboard {
        match self.king {
            Some((_, kb)) if kb == x => self.exposing,
            _ => Bitboard::EMPTY,
        }
    }

    #[inline(always)]
    fn push_checked(&self, list: &mut MoveList, mv: Move, test: bool) {
        if SELF_CHECK {
            // Every candidate is played: kept when it leaves the king in check.
            if self.king.is_some() && !legal_by_playing(self.pos, mv) {
                list.push(mv);
            }
        } else if !test || legal_by_playing(self.pos, mv) {
            list.push(mv);
        }
    }

    /// Push a move of a piece on board `x`, testing it when the filter asks
    /// for it or when its from- or to-square lies on an exposing line.
    #[inline(always)]
    fn push_from(&self, list: &mut MoveList, mv: Move, exposing: Bitboard, filter_test: bool) {
        let test = filter_test || exposing.has(mv.from()) || exposing.has(mv.to());
        self.push_checked(list, mv, test);
    }

    /// The moves of the pieces (not pawns or the king) of `only` on board `x`.
    #[inline(always)]
    fn piece_moves(&self, x: Board, only: Bitboard, list: &mut MoveList) {
        let pos = self.pos;
        let occ_x = pos.board_occupancy(x);
        let own_x = pos.by_color(self.us) & occ_x & only;
        let (mask, filter_test) = self.filter(x);
        let targets_ok = transfer::landing_squares(pos, x, self.us) & mask;
        if targets_ok.is_empty() {
            return;
        }
        let knights = own_x & pos.by_role(Role::Knight);
        let diag = own_x & (pos.by_role(Role::Bishop) | pos.by_role(Role::Queen));
        let orth = own_x & (pos.by_role(Role::Rook) | pos.by_role(Role::Queen));
        let exposing = self.exposing_on(x);
        for from in knights {
            for to in attacks::knight(from) & targets_ok {
                self.push_from(list, Move::normal(from, to), exposing, filter_test);
            }
        }
        for from in diag {
            let mut t = attacks::bishop(from, occ_x);
            if orth.has(from) {
                t |= attacks::rook(from, occ_x);
            }
            for to in t & targets_ok {
                self.push_from(list, Move::normal(from, to), exposing, filter_test);
            }
        }
        for from in orth & !diag {
            for to in attacks::rook(from, occ_x) & targets_ok {
                self.push_from(list, Move::normal(from, to), exposing, filter_test);
            }
        }
    }

    /// The moves of the pawns of `only` on board `x`.
    #[inline(always)]
    fn pawn_moves(&self, x: Board, only: Bitboard, list: &mut MoveList) {
        let pos = self.pos;
        let occ_x = pos.board_occupancy(x);
        let occupied = pos.occupied();
        let pawns = pos.pieces(self.us, Role::Pawn) & occ_x & only;
        if pawns.is_empty() {
            return;
        }
        let enemy_x = pos.by_color(self.them) & occ_x;
        let (mask, filter_test) = self.filter(x);
        // No double step on the 4x8 boards: a start rank no pawn stands on.
        let double = pos.rules().has_double_step();
        let (step, start_rank, last_rank): (i8, u8, u8) = match (self.us, double) {
            (Color::White, true) => (8, 1, 7),
            (Color::Black, true) => (-8, 6, 0),
            (Color::White, false) => (8, 8, 7),
            (Color::Black, false) => (-8, 8, 0),
        };
        let exposing = self.exposing_on(x);
        for from in pawns {
            let fwd = from.offset(step);
            let mut targets = attacks::pawn(self.us, from) & enemy_x;
            if !occ_x.has(fwd) {
                // The pawn moves on x: the step square must be empty there and,
                // as for every move, the landing square empty on both boards.
                if !occupied.has(fwd) {
                    targets |= fwd.bb();
                }
                if from.rank() == start_rank {
                    let fwd2 = fwd.offset(step);
                    if !occupied.has(fwd2) {
                        targets |= fwd2.bb();
                    }
                }
            }
            for to in targets & mask {
                if to.rank() == last_rank {
                    for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                        self.push_from(
                            list,
                            Move::promotion(from, to, role),
                            exposing,
                            filter_test,
                        );
                    }
                } else {
                    self.push_from(list, Move::normal(from, to), exposing, filter_test);
                }
            }
            if let Some(ep) = pos.ep_square() {
                if attacks::pawn(self.us, from).has(ep)
                    && transfer::en_passant_possible(pos, from, ep)
                    && mask.any()
                {
                    self.push_checked(list, Move::en_passant(from, ep), true);
                }
            }
        }
    }

    fn king_moves(&self, list: &mut MoveList) {
        let Some((ksq, kb)) = self.king else {
            return;
        };
        let pos = self.pos;
        for to in attacks::king(ksq) & transfer::landing_squares(pos, kb, self.us) {
            let safe = if SELF_CHECK {
                // Safe on the board it leaves, attacked on the one it reaches.
                transfer::king_move_safe_on_departure(pos, ksq, kb, to, self.them)
                    && !transfer::king_move_safe(pos, ksq, kb, to, self.them)
            } else {
                transfer::king_move_safe(pos, ksq, kb, to, self.them)
            };
            if safe {
                list.push(Move::normal(ksq, to));
            }
        }
    }

    /// Zero moves (Ms. Alice): a piece transfers to the same square of the
    /// other board, which must be empty; never a capture. The king may not
    /// make one while in check; another piece may (it can block a check on
    /// the king's board, unless `block=strict`). Legality as for any move:
    /// a piece leaving the king's board on an exposing line is tested by
    /// playing, a king must not land on an attacked square.
    fn zero_moves(&self, list: &mut MoveList) {
        let pos = self.pos;
        if !pos.rules().has_zero_moves() {
            return;
        }
        for x in Board::ALL {
            let (mask, filter_test) = self.filter(x);
            let own_x = pos.by_color(self.us) & pos.board_occupancy(x);
            let free_y = !pos.board_occupancy(x.other());
            let exposing = self.exposing_on(x);
            for sq in own_x & free_y & mask & !pos.by_role(Role::King) {
                self.push_from(list, Move::zero(sq), exposing, filter_test);
            }
        }
        if let Some((ksq, kb)) = self.king {
            let y = kb.other();
            if self.checkers.is_empty()
                && !pos.board_occupancy(y).has(ksq)
                && pos.is_attacked(ksq, y, self.them) == SELF_CHECK
            {
                list.push(Move::zero(ksq));
            }
        }
    }

    fn castling_moves(&self, list: &mut MoveList) {
        let Some((ksq, kb)) = self.king else {
            return;
        };
        if self.checkers.any() || !self.pos.rules().has_castling() {
            return;
        }
        let pos = self.pos;
        let (rank, king_side, queen_side) = match self.us {
            Color::White => (0, castling::WHITE_KING, castling::WHITE_QUEEN),
            Color::Black => (7, castling::BLACK_KING, castling::BLACK_QUEEN),
        };
        if ksq != Square::from_coords(4, rank) {
            return;
        }
        for (right, rook_file, king_to_file, rook_to_file) in
            [(king_side, 7, 6, 5), (queen_side, 0, 2, 3)]
        {
            if pos.castling_rights() & right == 0 {
                continue;
            }
            let rsq = Square::from_coords(rook_file, rank);
            let kto = Square::from_coords(king_to_file, rank);
            let rto = Square::from_coords(rook_to_file, rank);
            if transfer::castling_possible(pos, ksq, kb, rsq, kto, rto, self.us) {
                self.push_checked(list, Move::castle(ksq, kto), true);
            }
        }
    }
}
