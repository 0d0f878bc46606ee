//! An engine-free description of a position: the pieces with their boards,
//! the side to move, castling rights, the e.p. square, the clocks and the
//! board geometry. FEN, the problem formats and twins read and write a
//! [`Setup`]; an engine builds its position from one (validating it for its
//! rules, e.g. [`crate::engine::fast::Position::from_setup`]) and describes its positions
//! as one.

use crate::types::{Board, Color, Piece, Square};

/// A piece on a square of a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placed {
    /// The square (files beyond the geometry's width are not used).
    pub square: Square,
    /// The board it stands on.
    pub board: Board,
    /// The piece.
    pub piece: Piece,
}

/// A position as data, not yet checked against any rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Files of each board: 8, or 4 for the 4x8 boards of Mini Alice.
    pub files: u8,
    /// The pieces, in any order (a square may appear on several boards;
    /// whether that is legal is the engine's question).
    pub pieces: Vec<Placed>,
    /// The side to move.
    pub side: Color,
    /// Castling rights, as the bits of [`crate::engine::fast::position::castling`].
    pub castling: u8,
    /// The e.p. square given (the passed-over square of a double step).
    pub ep: Option<Square>,
    /// Half-move clock.
    pub halfmove: u32,
    /// Full-move number (at least 1).
    pub fullmove: u32,
}

impl Setup {
    /// No pieces on boards of `files` files, White to move, no rights.
    pub fn empty(files: u8) -> Setup {
        Setup {
            files,
            pieces: Vec::new(),
            side: Color::White,
            castling: 0,
            ep: None,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// The pieces standing on `square`, on any board.
    pub fn at(&self, square: Square) -> impl Iterator<Item = &Placed> {
        self.pieces.iter().filter(move |p| p.square == square)
    }

    /// The piece on `square` of `board`, if any.
    pub fn on(&self, square: Square, board: Board) -> Option<Piece> {
        self.at(square).find(|p| p.board == board).map(|p| p.piece)
    }
}

/// A problem's diagram, engine-free.
///
/// The fast engine's variants (and every position a [`Setup`] can hold) are
/// a [`Setup`]; the general engine's variants (O'Donohue, three-board
/// Alice, Duo, Directed Alice: a square occupied on several boards, a third
/// board, 10x10 boards, fairy pieces) are held as their FEN in the forms of
/// `VARIANTS.md` (`*` board B, `**` board C, the `|` form), written by the
/// general engine, so valid for the problem's variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Diagram {
    /// Two boards of chess pieces, one piece a square.
    Setup(Setup),
    /// A position of a general-engine variant, as FEN.
    Fen(String),
}

impl Diagram {
    /// The setup, for a diagram of the fast engine's variants.
    pub fn setup(&self) -> Option<&Setup> {
        match self {
            Diagram::Setup(s) => Some(s),
            Diagram::Fen(_) => None,
        }
    }

    /// The side to move.
    pub fn side(&self) -> Color {
        match self {
            Diagram::Setup(s) => s.side,
            Diagram::Fen(fen) => fen_side(fen),
        }
    }
}

/// The side to move a FEN states (White when it states none): the field
/// after the placement, which in the `|` form follows the last board.
pub fn fen_side(fen: &str) -> Color {
    let fields = fen.rsplit('|').next().unwrap_or(fen);
    match fields.split_whitespace().nth(1) {
        Some("b") => Color::Black,
        _ => Color::White,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_side_of_either_fen_form() {
        assert_eq!(fen_side("8/8/8/8/8/8/8/K6k b - - 0 1"), Color::Black);
        assert_eq!(
            fen_side("8/8/8/8/8/8/8/K7 | 8/8/8/8/8/8/8/7k b - - 0 1"),
            Color::Black
        );
        assert_eq!(
            fen_side("8/8/8/8/8/8/8/K7 | 8/8/8/8/8/8/8/7k w - - 0 1"),
            Color::White
        );
        assert_eq!(fen_side("8/8/8/8/8/8/8/K6k"), Color::White);
    }
}
