//! The general engine behind the solvers' [`Game`] interface.

use super::movegen;
use super::moves::GMove;
use super::position::GPos;
use super::rules::Kind;
use crate::game::{Game, MoveBuffer};
use crate::types::Color;

/// The general engine's move list: a vector (reused by the caller where it
/// can), so it can never overflow whatever the variant's move count.
#[derive(Clone, Debug, Default)]
pub struct GMoves(pub Vec<GMove>);

impl MoveBuffer<GMove> for GMoves {
    #[inline(always)]
    fn as_slice(&self) -> &[GMove] {
        &self.0
    }
}

impl Game for GPos {
    type Move = GMove;
    type Moves = GMoves;
    /// No precomputation: a move gives check when the opponent's king is in
    /// check after it.
    type CheckProbe = ();

    fn legal_moves(&self, list: &mut GMoves) {
        movegen::legal_moves(self, &mut list.0);
    }

    fn has_legal_move(&self) -> bool {
        movegen::has_legal_move(self)
    }

    fn play(&mut self, mv: GMove) {
        self.play_move(mv);
    }

    fn side_to_move(&self) -> Color {
        self.side
    }

    fn in_check(&self) -> bool {
        GPos::in_check(self)
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn null_move(&self) -> GPos {
        self.with_side_swapped()
    }

    fn check_probe(&self) -> Option<()> {
        self.king(!self.side).map(|_| ())
    }

    fn gives_check(&self, _probe: &(), mv: GMove) -> bool {
        self.after_move(mv).in_check()
    }

    fn coordinate_key(mv: GMove) -> u64 {
        mv.coordinate_key()
    }

    /// A mate needs a piece besides the king (a pawn may promote).
    fn can_ever_mate(&self, color: Color) -> bool {
        (0..self.rules.boards).any(|b| {
            self.squares().any(|s| {
                let c = self.at(b, s);
                c.is(color) && c.kind() != Kind::King
            })
        })
    }
}
