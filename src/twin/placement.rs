//! The men of a two-board 8x8 position square by square, and the twin
//! changes made to them one at a time.

use super::error::TwinError;
use super::geometry::{mirror, rotation};
use crate::engine::fast::position::{castling, Position, PositionError};
use crate::engine::fast::rules::Rules;
use crate::problem::TwinChange;
use crate::setup::{BoardLetter, Coord, Man, Placed, Setup};
use crate::stipulation::Stipulation;
use crate::types::{Board, Color, Piece, Role, Square};

/// The men of a two-board 8x8 position square by square, for reading and
/// editing: chess men, and fairy pieces (which only the general engine
/// plays).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement(pub(crate) [Option<(Man, Board)>; 64]);

impl Placement {
    /// No pieces.
    pub(crate) fn empty() -> Placement {
        Placement([None; 64])
    }

    /// The pieces of a setup (of the fast engine: one piece a square).
    pub(crate) fn of_setup(setup: &Setup) -> Placement {
        let mut p = Placement::empty();
        for placed in &setup.pieces {
            if let (Some(square), Some(board)) = (placed.square.square(), placed.board.two_board())
            {
                p.0[square.index()] = Some((placed.man, board));
            }
        }
        p
    }

    /// The pieces of a position.
    pub(crate) fn of(pos: &Position) -> Placement {
        let mut p = Placement::empty();
        for sq in Square::all() {
            p.0[sq.index()] = pos.piece_at(sq).map(|(piece, b)| (Man::of(piece), b));
        }
        p
    }

    /// The man on a square.
    pub(crate) fn get(&self, sq: Square) -> Option<(Man, Board)> {
        self.0[sq.index()]
    }

    /// Put a man on a square (or empty it with `None`).
    pub(crate) fn set(&mut self, sq: Square, man: Option<(Man, Board)>) {
        self.0[sq.index()] = man;
    }

    /// Whether a fairy piece stands here (only the general engine plays
    /// it).
    pub(crate) fn has_fairy(&self) -> bool {
        self.0.iter().flatten().any(|(m, _)| m.kind.is_fairy())
    }

    /// The castling rights that king and rook placement allow (Popeye's
    /// reading: a king and a rook on their home squares may castle).
    pub(crate) fn home_rights(&self) -> u8 {
        let at = |file: u8, rank: u8, color, role| {
            matches!(self.get(Square::from_coords(file, rank)),
                Some((m, _)) if m == Man::of(Piece { color, role }))
        };
        let mut rights = 0;
        for (color, rank, king_side, queen_side) in [
            (Color::White, 0, castling::WHITE_KING, castling::WHITE_QUEEN),
            (Color::Black, 7, castling::BLACK_KING, castling::BLACK_QUEEN),
        ] {
            if at(4, rank, color, Role::King) {
                if at(7, rank, color, Role::Rook) {
                    rights |= king_side;
                }
                if at(0, rank, color, Role::Rook) {
                    rights |= queen_side;
                }
            }
        }
        rights
    }

    /// The pieces, square by square.
    pub(crate) fn placed(&self) -> Vec<Placed> {
        Square::all()
            .filter_map(|square| {
                self.get(square).map(|(man, board)| Placed {
                    square: Coord::of(square),
                    board: BoardLetter::from(board),
                    man,
                })
            })
            .collect()
    }

    /// Build and validate a position (`ep` is kept only when an e.p.
    /// capture is possible, as [`crate::engine::fast::fen::parse`] does).
    pub(crate) fn to_position(
        self,
        side: Color,
        rights: u8,
        ep: Option<Square>,
        rules: Rules,
    ) -> Result<Position, PositionError> {
        let pieces = self.placed();
        let setup = Setup {
            files: rules.files(),
            pieces,
            side,
            castling: rights,
            ep: ep.map(Coord::of),
            ..Setup::empty(rules.files())
        };
        Position::from_setup(&setup, rules)
    }
}

/// The square a transformation sends `sq` to, or `None` off the board.
fn transform(sq: Square, f: impl Fn(i8, i8) -> (i8, i8)) -> Option<Square> {
    let (file, rank) = f(sq.file() as i8, sq.rank() as i8);
    ((0..8).contains(&file) && (0..8).contains(&rank))
        .then(|| Square::from_coords(file as u8, rank as u8))
}

/// Move every piece with a square transformation; `None` when one would
/// leave the board.
fn remap(p: &Placement, f: impl Fn(i8, i8) -> (i8, i8)) -> Option<Placement> {
    let mut out = Placement::empty();
    for sq in Square::all() {
        if let Some(piece) = p.get(sq) {
            out.set(transform(sq, &f)?, Some(piece));
        }
    }
    Some(out)
}

fn occupied(p: &Placement, sq: Square, change: &TwinChange) -> Result<(Man, Board), TwinError> {
    p.get(sq).ok_or_else(|| TwinError::EmptySquare {
        change: change.to_string(),
        square: sq,
    })
}

/// Apply one change to a placement and stipulation.
pub(super) fn apply_one(
    p: &mut Placement,
    stip: &mut Stipulation,
    change: &TwinChange,
) -> Result<(), TwinError> {
    match *change {
        TwinChange::Move { from, to } => {
            let piece = occupied(p, from, change)?;
            p.set(from, None);
            p.set(to, Some(piece));
        }
        TwinChange::Add { man, board, square } => p.set(square, Some((man, board))),
        TwinChange::Remove { square } => {
            occupied(p, square, change)?;
            p.set(square, None);
        }
        TwinChange::Exchange { a, b } => {
            let pa = occupied(p, a, change)?;
            let pb = p.get(b);
            p.set(a, pb);
            p.set(b, Some(pa));
        }
        TwinChange::Stipulation(s) => *stip = s,
        TwinChange::Rotate(deg) => {
            let t = rotation(deg)?;
            *p = remap(p, |f, r| t(f, r, 7, 7)).unwrap_or(*p)
        }
        TwinChange::Mirror(m) => {
            let t = mirror(m);
            *p = remap(p, |f, r| t(f, r, 7, 7)).unwrap_or(*p)
        }
        TwinChange::SwapColors => {
            for sq in Square::all() {
                if let Some((man, board)) = p.get(sq) {
                    let swapped = Man {
                        color: man.color.opposite(),
                        ..man
                    };
                    p.set(sq, Some((swapped, board)));
                }
            }
        }
        TwinChange::Shift { from, to } => {
            let df = to.file() as i8 - from.file() as i8;
            let dr = to.rank() as i8 - from.rank() as i8;
            *p = remap(p, |f, r| (f + df, r + dr)).ok_or_else(|| TwinError::OffBoard {
                change: change.to_string(),
            })?;
        }
        // Checked against the problem's conditions before (`Problem::chain`).
        TwinChange::Condition(_) => {}
        TwinChange::Substitute { from, to } => {
            for sq in Square::all() {
                if let Some((man, board)) = p.get(sq) {
                    if man.kind == from {
                        p.set(sq, Some((Man::new(man.color, to), board)));
                    }
                }
            }
        }
    }
    Ok(())
}

/// The men as they stand before each of `changes`, made one after another
/// from `base` (a position of two 8x8 boards, played with `stip`), then
/// after the last: Popeye names the man of each change in the position the
/// changes before it left (`rotate 270  bKh6-->c8`), but the men of an
/// exchange as they stand after the last change. A change that cannot be
/// made leaves the men as they were.
pub fn setups_along(base: &Setup, stip: &Stipulation, changes: &[TwinChange]) -> Vec<Setup> {
    let mut placement = Placement::of_setup(base);
    let mut stip = *stip;
    let mut out = Vec::with_capacity(changes.len() + 1);
    let at = |placement: &Placement| Setup {
        pieces: placement.placed(),
        ..base.clone()
    };
    for change in changes {
        out.push(at(&placement));
        let before = placement;
        if apply_one(&mut placement, &mut stip, change).is_err() {
            placement = before;
        }
    }
    out.push(at(&placement));
    out
}
