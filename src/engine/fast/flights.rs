//! The intelligent search's two-ply bound (`docs/search.md`, "Intelligent
//! search"): a proof that the side to move cannot be mated by the other
//! side's next move, whatever it plays now, from the flights its king
//! surely keeps.
//!
//! The reasoning, in two boards. Let the victim's king stand on `t` on
//! board K (the other board O). The mating move must give check, and only
//! a man of the mating side on K checks. A man reaches K only by moving
//! from O (every move changes the board), so a direct check comes from a
//! man now on O arriving on a square of K from which it attacks `t`; a
//! discovered check comes from a slider of its side on K whose line to `t`
//! the mating move opens: a man of that side on K leaves the line, or
//! captures on K the victim's one man left on it and leaves K (the
//! victim's own move cannot open the line to the end: it would leave its
//! king in check; it can leave one blocker there or interpose one). A flight `f` next to `t` is a legal
//! king move when no man of the victim stands on `f` on K, no man at all on
//! `f` on O (the arrival square after the transfer), and `f` is attacked
//! on neither board (`RULES.md`: the king must not be attacked on its own
//! board either). The mating side's attacks are over-estimated by its
//! men's attacks on an empty board, from where they stand now and from
//! every square a direct checker could check from; the victim's one move
//! (not a king move) puts a man on at most one flight. So with two sure
//! flights, or one after each king move (a Ms. Alice zero move among
//! them), no next move mates. Where the
//! reasoning needs more care (a discovered check, castling, a promotion
//! or an en passant capture to come), it proves nothing.

use super::attacks;
use super::position::Position;
use crate::types::{Bitboard, Board, Color, Role, Square};

/// The mating side, as the flight proof reads it once a proof: its
/// colour, the squares its men attack on an empty board from where they
/// stand, and its men that may give a direct check (all but the king).
struct Mover {
    them: Color,
    guard: Bitboard,
    checkers: Bitboard,
}

/// The squares the mating side's men may attack on either board after
/// its next move (an over-estimate), and whether it can give check at all;
/// `None` when a discovered check is possible (no proof then).
struct Reach {
    guarded: Bitboard,
    can_check: bool,
}

impl Position {
    /// Whether it is proven that after any one move of the side to move,
    /// no move of the other side mates it (false: not proven). See the
    /// module's reasoning.
    pub fn cannot_be_mated_next(&self) -> bool {
        let us = self.side_to_move();
        let them = us.opposite();
        let Some(king) = self.king_square(us) else {
            return false;
        };
        if self.castling_rights() != 0 {
            return false;
        }
        let rules = self.rules();
        let their_pawns = self.pieces(them, Role::Pawn);
        let (their_seventh, our_second) = match them {
            Color::White => (Bitboard::rank(6), Bitboard::rank(6)),
            Color::Black => (Bitboard::rank(1), Bitboard::rank(1)),
        };
        if (their_pawns & their_seventh).any() {
            return false;
        }
        // Our double step now could be taken en passant by the mating move.
        if rules.has_en_passant()
            && rules.has_double_step()
            && their_pawns.any()
            && (self.pieces(us, Role::Pawn) & our_second).any()
        {
            return false;
        }
        let mover = Mover {
            them,
            guard: self.men_attacks(self.by_color(them), them),
            checkers: self.by_color(them) & !self.by_role(Role::King),
        };
        let on_board = rules.on_board();
        let home = self.board_of(king);
        let away = home.other();
        let occ_home = self.board_occupancy(home);
        let occ_away = self.board_occupancy(away);
        // Our move is not a king move: the king stays, one flight may be
        // blocked.
        let ours_home = self.by_color(us) & occ_home;
        match self.sure_flights(king, home, ours_home, occ_away, on_board, &mover) {
            Some(n) if n >= 2 => {}
            _ => return false,
        }
        // Our move is a king move (a zero move too): the king on `to` on the
        // other board, its square left empty.
        let mut steps = attacks::king(king) & on_board;
        if rules.has_zero_moves() {
            steps |= king.bb();
        }
        let ours_away = self.by_color(us) & occ_away;
        // The king's own square is no obstacle: a zero move lands there on
        // the other board.
        let others_home = ours_home & !king.bb();
        for to in steps {
            if others_home.has(to) || occ_away.has(to) {
                continue;
            }
            let vacated = occ_home & !king.bb();
            match self.sure_flights(to, away, ours_away, vacated, on_board, &mover) {
                Some(n) if n >= 1 => {}
                _ => return false,
            }
        }
        true
    }

    /// The squares that `color`'s men on `men` attack on an empty board.
    fn men_attacks(&self, men: Bitboard, color: Color) -> Bitboard {
        let mut guard = Bitboard::EMPTY;
        for sq in men {
            guard |= attacks::attacks(self.role_at(sq), color, sq, Bitboard::EMPTY);
        }
        guard
    }

    /// The sure flights of the victim's king on `king` on board `home`
    /// (after the victim's move, before the mating move), given the
    /// victim's men on `home` and the occupancy of the other board; `None`
    /// when the mating move might give a discovered check (no proof), a
    /// large number when it cannot give check at all.
    fn sure_flights(
        &self,
        king: Square,
        home: Board,
        ours_home: Bitboard,
        occ_away: Bitboard,
        on_board: Bitboard,
        mover: &Mover,
    ) -> Option<u32> {
        let reach = self.mating_reach(king, home, mover)?;
        if !reach.can_check {
            return Some(u32::MAX);
        }
        let flights = attacks::king(king) & on_board & !ours_home & !occ_away & !reach.guarded;
        Some(flights.count())
    }

    /// What `them`'s next move may attack, the victim's king being on `king`
    /// on board `home` ([`Reach`]); `None` when a discovered check may
    /// come.
    fn mating_reach(&self, king: Square, home: Board, mover: &Mover) -> Option<Reach> {
        let them = mover.them;
        let empty = Bitboard::EMPTY;
        let theirs = self.by_color(them);
        let on_home = theirs & self.board_occupancy(home);
        // A discovered check: a man of theirs on `home` between a slider of
        // theirs on `home` and the king (on an empty board).
        let rooks = (self.pieces(them, Role::Rook) | self.pieces(them, Role::Queen)) & on_home;
        let bishops = (self.pieces(them, Role::Bishop) | self.pieces(them, Role::Queen)) & on_home;
        let mut sliders = Bitboard::EMPTY;
        if rooks.any() {
            sliders |= rooks & attacks::rook(king, empty);
        }
        if bishops.any() {
            sliders |= bishops & attacks::bishop(king, empty);
        }
        for slider in sliders {
            let line = attacks::between(slider, king);
            if (line & on_home).any() {
                // One of their men may step off the line.
                return None;
            }
            // One of their other men on `home` may capture a man of the
            // victim on the line (there now, or put there by the victim's
            // move) and leave for the other board: a discovered check by
            // a capture.
            for taker in on_home & !slider.bb() {
                if (line & attacks::attacks(self.role_at(taker), them, taker, empty)).any() {
                    return None;
                }
            }
        }
        let off_home = mover.checkers & !self.board_occupancy(home);
        let (checking, can_check) = self.direct_checks(off_home, them, king);
        Some(Reach {
            guarded: mover.guard | checking,
            can_check,
        })
    }

    /// The direct checks of `color`'s men on `men` (not kings, all on the
    /// other board than a king on `king`): what they attack on an empty
    /// board from every square they could check it from, and whether
    /// there is one.
    fn direct_checks(&self, men: Bitboard, color: Color, king: Square) -> (Bitboard, bool) {
        let zero = self.rules().has_zero_moves();
        let mut guarded = Bitboard::EMPTY;
        let mut can_check = false;
        for sq in men {
            let (g, c) = man_checks(self.role_at(sq), color, sq, zero, king);
            guarded |= g;
            can_check |= c;
        }
        (guarded, can_check)
    }
}

/// A direct checker: a man of `role` and `color` on `sq` (not a king),
/// from the other board onto the king's, to a square from which it
/// attacks `king` (`zero`: a Ms. Alice zero move counted): what it attacks
/// on an empty board from each such square, and whether there is one.
fn man_checks(role: Role, color: Color, sq: Square, zero: bool, king: Square) -> (Bitboard, bool) {
    let mut to = steps(role, color, sq);
    if zero {
        to |= sq.bb();
    }
    let checking = to & checked_from(role, color, king);
    let mut guarded = Bitboard::EMPTY;
    for s in checking {
        guarded |= attacks::attacks(role, color, s, Bitboard::EMPTY);
    }
    (guarded, checking.any())
}

/// The squares a man of `role` and `color` on `sq` may move to on an empty
/// board (a pawn's pushes, double step and captures all counted).
fn steps(role: Role, color: Color, sq: Square) -> Bitboard {
    let empty = Bitboard::EMPTY;
    match role {
        Role::Pawn => {
            let (dir, second) = match color {
                Color::White => (1i8, 1),
                Color::Black => (-1i8, 6),
            };
            let mut to = attacks::pawn(color, sq);
            for n in 1..=2i8 {
                let r = sq.rank() as i8 + dir * n;
                if (0..8).contains(&r) && (n == 1 || sq.rank() == second) {
                    to |= Square::from_coords(sq.file(), r as u8).bb();
                }
            }
            to
        }
        _ => attacks::attacks(role, color, sq, empty),
    }
}

/// The squares from which a man of `role` and `color` attacks `king` on an
/// empty board.
fn checked_from(role: Role, color: Color, king: Square) -> Bitboard {
    match role {
        Role::Pawn => attacks::pawn(color.opposite(), king),
        _ => attacks::attacks(role, color, king, Bitboard::EMPTY),
    }
}
