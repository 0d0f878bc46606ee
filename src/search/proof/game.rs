//! The engines' answers to [`ProofGame`]: the fast engine gives the
//! routing bounds their facts; the general engine is searched with the cuts
//! that hold in every variant of the family (see [`ProofGame::ROUTED`]).

use super::bound::{ManState, Men, Sets};
use crate::engine::fast::moves::Move;
use crate::engine::fast::position::{Position, PositionError};
use crate::engine::general::position::castle;
use crate::engine::general::{self, Cell, GFenError, GMove, GPos};
use crate::engine::Engine;
use crate::proof_game::ProofGame;
use crate::setup::Setup;
use crate::types::{Color, Role};
use crate::variant::rules::Zero;
use crate::variant::Variant;

/// Why a diagram is not the second position of a proof game on the
/// general engine.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GeneralTargetError {
    /// The variant (its name) is not one the general engine plays.
    #[error("{0} is not played by the general engine")]
    NotGeneral(&'static str),
    /// Not a legal position of the variant.
    #[error(transparent)]
    Illegal(#[from] GFenError),
}

impl ProofGame for Position {
    const ROUTED: bool = true;
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
                if !out.push(ManState { role, state }) {
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

    fn initial_array(variant: &Variant) -> Option<Position> {
        (Engine::of_variant(variant) == Engine::Fast).then(|| variant.initial_position())
    }

    type TargetError = PositionError;

    fn second_position(variant: &Variant, target: &Setup) -> Result<Position, PositionError> {
        Position::from_setup(target, variant.rules())
    }
}

impl ProofGame for GPos {
    const ROUTED: bool = false;
    type Placement = [[Cell; 100]; 3];

    #[inline(always)]
    fn placement(&self) -> [[Cell; 100]; 3] {
        self.cells
    }

    fn men(&self, _color: Color, out: &mut Men) -> bool {
        out.len = 0;
        true
    }

    fn sets(&self, _color: Color) -> Sets {
        Sets::default()
    }

    fn arrival(&self, _mv: GMove) -> u8 {
        0
    }

    #[inline]
    fn same_side(&self, other: &GPos, color: Color) -> bool {
        (0..self.rules.boards as usize).all(|b| {
            let mine = self.by_color[b][color.index()];
            mine == other.by_color[b][color.index()]
                && self.squares().all(|s| {
                    mine & (1 << s) == 0 || self.cells[b][s as usize] == other.cells[b][s as usize]
                })
        })
    }

    #[inline]
    fn count(&self, color: Color) -> usize {
        (0..self.rules.boards as usize)
            .map(|b| self.by_color[b][color.index()].count_ones() as usize)
            .sum()
    }

    fn may_castle(&self, color: Color) -> bool {
        let bits = match color {
            Color::White => castle::WK | castle::WQ,
            Color::Black => castle::BK | castle::BQ,
        };
        self.castling & bits != 0
    }

    fn has_zero_moves(&self) -> bool {
        self.rules.zero != Zero::None
    }

    fn initial_array(variant: &Variant) -> Option<GPos> {
        match Engine::of_variant(variant) {
            Engine::General(g) => Some(general::initial_position(g)),
            Engine::Fast => None,
        }
    }

    type TargetError = GeneralTargetError;

    fn second_position(variant: &Variant, target: &Setup) -> Result<GPos, GeneralTargetError> {
        let Engine::General(g) = Engine::of_variant(variant) else {
            return Err(GeneralTargetError::NotGeneral(variant.kind.name()));
        };
        Ok(general::from_setup(target, g)?)
    }
}
