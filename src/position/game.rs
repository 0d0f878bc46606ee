//! The fast engine behind the solvers' [`Game`] interface.

use super::Position;
use crate::game::{Game, MoveBuffer};
use crate::gives_check::CheckInfo;
use crate::movegen;
use crate::moves::{Move, MoveList};
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
