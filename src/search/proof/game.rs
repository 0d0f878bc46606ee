//! What the proof-game search needs from an engine besides [`Game`]: the
//! placement of the pieces (for the target test) and the men of each side
//! (for the bounds).

use super::bound::{Man, Men, Sets};
use crate::engine::fast::moves::Move;
use crate::engine::fast::position::Position;
use crate::game::Game;
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

    /// The men of `color` as bitboards by kind and board.
    fn sets(&self, color: Color) -> Sets;

    /// The state (square index * 2 + board index) the moving man arrives
    /// on (the king's for castling).
    fn arrival(&self, mv: Self::Move) -> u8;

    /// Whether the men of `color` stand exactly as in `other`.
    fn same_side(&self, other: &Self, color: Color) -> bool;

    /// How many men `color` has.
    fn count(&self, color: Color) -> usize;

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
    fn sets(&self, color: Color) -> Sets {
        let mine = self.colors[color.index()].0;
        let b = self.boards[1].0;
        let mut sets = Sets::default();
        for (set, role) in sets.0.iter_mut().zip(&self.roles) {
            let x = role.0 & mine;
            *set = [x & !b, x & b];
        }
        sets
    }

    #[inline(always)]
    fn arrival(&self, mv: Move) -> u8 {
        // Every move (a zero move too) ends on the other board.
        let board = self.board_of(mv.from()).other();
        mv.to().index() as u8 * 2 + board.index() as u8
    }

    #[inline(always)]
    fn same_side(&self, other: &Position, color: Color) -> bool {
        let mine = self.colors[color.index()];
        mine == other.colors[color.index()]
            && (self.boards[1] & mine) == (other.boards[1] & mine)
            && self
                .roles
                .iter()
                .zip(&other.roles)
                .all(|(&a, &b)| (a & mine) == (b & mine))
    }

    #[inline(always)]
    fn count(&self, color: Color) -> usize {
        self.by_color(color).count() as usize
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
