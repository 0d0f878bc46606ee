//! The fast engine behind the solvers' [`Game`] interface.

use super::Position;
use crate::game::{Game, MoveBuffer, MoveFacts, Special};
use crate::gives_check::CheckInfo;
use crate::movegen;
use crate::moves::{Move, MoveKind, MoveList};
use crate::types::{Color, Role};

impl MoveBuffer<Move> for MoveList {
    #[inline(always)]
    fn as_slice(&self) -> &[Move] {
        MoveList::as_slice(self)
    }
}

impl Game for Position {
    type Move = Move;
    type Moves = MoveList;
    type CheckProbe = CheckInfo;

    #[inline(always)]
    fn legal_moves(&self, list: &mut MoveList) {
        movegen::legal_moves(self, list);
    }

    #[inline(always)]
    fn has_legal_move(&self) -> bool {
        movegen::has_legal_move(self)
    }

    #[inline(always)]
    fn play(&mut self, mv: Move) {
        Position::play(self, mv);
    }

    #[inline(always)]
    fn after(&self, mv: Move) -> Position {
        Position::after(self, mv)
    }

    #[inline(always)]
    fn side_to_move(&self) -> Color {
        Position::side_to_move(self)
    }

    fn move_facts(&self, mv: Move) -> MoveFacts {
        let to = mv.to();
        let special = match mv.kind() {
            MoveKind::Normal => Special::None,
            MoveKind::Castle => Special::Castle {
                long: to.file() < mv.from().file(),
            },
            MoveKind::EnPassant => Special::EnPassant,
            MoveKind::Promotion(role) => Special::Promotion(role),
            MoveKind::Zero => Special::Zero,
        };
        MoveFacts {
            role: self.role_at(mv.from()),
            from: mv.from(),
            to,
            arrival: crate::rules::transfer_board(self.board_of(mv.from())),
            capture: special == Special::EnPassant || self.by_color(!self.side_to_move()).has(to),
            special,
        }
    }

    /// Direct checks when every checking move is one (no discovered check,
    /// castling or e.p. capture can check), each tested for legality.
    #[inline(always)]
    fn visit_checks(&self, probe: &CheckInfo, mut visit: impl FnMut(Move, &Self) -> bool) -> bool {
        if probe.needs_full_generation(self) {
            return false;
        }
        let us = self.side_to_move();
        let mut list = MoveList::new();
        probe.direct_checks(self, &mut list);
        for &mv in list.iter() {
            let next = Position::after(self, mv);
            if next.checkers_of(us).any() {
                continue;
            }
            if !visit(mv, &next) {
                break;
            }
        }
        true
    }

    #[inline(always)]
    fn in_check(&self) -> bool {
        Position::in_check(self)
    }

    #[inline(always)]
    fn hash(&self) -> u64 {
        Position::hash(self)
    }

    #[inline(always)]
    fn null_move(&self) -> Position {
        Position::null_move(self)
    }

    #[inline(always)]
    fn check_probe(&self) -> Option<CheckInfo> {
        CheckInfo::new(self)
    }

    #[inline(always)]
    fn gives_check(&self, probe: &CheckInfo, mv: Move) -> bool {
        probe.gives_check(self, mv)
    }

    #[inline(always)]
    fn coordinate_key(mv: Move) -> u64 {
        mv.coordinate_key() as u64
    }

    /// A mate needs a piece besides the king (a pawn counts: it may
    /// promote); no move gives a side a piece it does not have.
    #[inline]
    fn can_ever_mate(&self, color: Color) -> bool {
        (self.by_color(color) & !self.pieces(color, Role::King)).any()
    }
}
