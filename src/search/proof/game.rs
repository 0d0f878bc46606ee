//! What the proof-game search needs from an engine besides [`Game`]: the
//! placement of the pieces (for the target test) and the men of each side
//! (for the bounds).

use super::bound::{Man, Men};
use crate::game::Game;
use crate::position::Position;
use crate::types::{Color, Role};
use std::fmt;

/// A game whose positions can be compared with a proof game's target.
pub trait ProofGame: Game {
    /// Every piece with its square and board (nothing else: not the side to
    /// move, castling rights or e.p.), comparable for equality.
    type Placement: Copy + Eq + Send + Sync + fmt::Debug;

    /// The placement of this position.
    fn placement(&self) -> Self::Placement;

    /// The men of `color` (kind and state); false when there are more than
    /// [`super::bound::MAX_MEN`].
    fn men(&self, color: Color, out: &mut Men) -> bool;

    /// Whether `color` still holds a castling right (a castling move moves
    /// two men at once).
    fn may_castle(&self, color: Color) -> bool;

    /// Whether the rules allow zero moves (Ms. Alice).
    fn has_zero_moves(&self) -> bool;
}

impl ProofGame for Position {
    type Placement = [u64; 10];

    #[inline(always)]
    fn placement(&self) -> [u64; 10] {
        let mut p = [0; 10];
        p[0] = self.boards[0].0;
        p[1] = self.boards[1].0;
        p[2] = self.colors[0].0;
        p[3] = self.colors[1].0;
        for (i, r) in self.roles.iter().enumerate() {
            p[4 + i] = r.0;
        }
        p
    }

    #[inline(always)]
    fn men(&self, color: Color, out: &mut Men) -> bool {
        out.len = 0;
        let b = self.boards[1];
        for role in Role::ALL {
            for sq in self.pieces(color, role) {
                let state = sq.index() as u8 * 2 + b.has(sq) as u8;
                if !out.push(Man { role, state }) {
                    return false;
                }
            }
        }
        true
    }

    #[inline(always)]
    fn may_castle(&self, color: Color) -> bool {
        let bits = match color {
            Color::White => 3,
            Color::Black => 12,
        };
        self.castling & bits != 0
    }

    #[inline(always)]
    fn has_zero_moves(&self) -> bool {
        self.rules.has_zero_moves()
    }
}
