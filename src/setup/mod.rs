//! An engine-free description of a position of any variant of the family:
//! the men with their boards (two or three, a square possibly occupied on
//! several), the side to move, castling rights, the e.p. square, the clocks
//! and the board geometry (4x8, 8x8, 10x10). FEN, the problem formats and
//! twins read and write a [`Setup`]; an engine builds its position from one,
//! validating it for its rules ([`crate::engine::fast::Position::from_setup`],
//! [`crate::engine::general::from_setup`]), and describes its positions as
//! one.

mod error;
mod fen;

pub use error::PositionError;

use crate::kinds::Kind;
use crate::types::{Board, Color, Piece, Square};
use std::fmt;

/// Castling right bits.
pub mod castling {
    /// White king side.
    pub const WHITE_KING: u8 = 1;
    /// White queen side.
    pub const WHITE_QUEEN: u8 = 2;
    /// Black king side.
    pub const BLACK_KING: u8 = 4;
    /// Black queen side.
    pub const BLACK_QUEEN: u8 = 8;
    /// All four rights.
    pub const ALL: u8 = 15;
}

/// A square of a setup by file and rank, both from 0 (a1 is (0, 0)); the
/// boards of the family have at most 10 files and 10 ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Coord {
    /// The file, 0 for `a`.
    pub file: u8,
    /// The rank, 0 for White's first rank.
    pub rank: u8,
}

impl Coord {
    /// The square of file `file` and rank `rank` (from 0).
    pub const fn new(file: u8, rank: u8) -> Coord {
        Coord { file, rank }
    }

    /// The coordinates of a square of an 8x8 board.
    pub const fn of(square: Square) -> Coord {
        Coord::new(square.file(), square.rank())
    }

    /// The square of an 8x8 board, if it is one.
    pub fn square(self) -> Option<Square> {
        (self.file < 8 && self.rank < 8).then(|| Square::from_coords(self.file, self.rank))
    }
}

impl From<Square> for Coord {
    fn from(square: Square) -> Coord {
        Coord::of(square)
    }
}

impl fmt::Display for Coord {
    /// `a1`, `j10`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank + 1)
    }
}

/// A board of the family by its letter: A, B, or C (three-board Alice).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BoardLetter {
    /// Board A (index 0): where the game array stands.
    A = 0,
    /// Board B (index 1): a FEN piece with `*`.
    B = 1,
    /// Board C (index 2): a FEN piece with `**`.
    C = 2,
}

impl BoardLetter {
    /// The boards by index.
    pub const ALL: [BoardLetter; 3] = [BoardLetter::A, BoardLetter::B, BoardLetter::C];

    /// The index: 0, 1, 2.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The board of index `index`, if there is one.
    pub fn from_index(index: u8) -> Option<BoardLetter> {
        BoardLetter::ALL.get(index as usize).copied()
    }

    /// The letter: `A`, `B`, `C`.
    pub const fn letter(self) -> char {
        (b'A' + self as u8) as char
    }

    /// The board of the two-board engine, if it is one (A or B).
    pub const fn two_board(self) -> Option<Board> {
        match self {
            BoardLetter::A => Some(Board::A),
            BoardLetter::B => Some(Board::B),
            BoardLetter::C => None,
        }
    }
}

impl From<Board> for BoardLetter {
    fn from(board: Board) -> BoardLetter {
        match board {
            Board::A => BoardLetter::A,
            Board::B => BoardLetter::B,
        }
    }
}

/// A man of a setup: its side and its kind (any kind of [`Kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Man {
    /// The side it belongs to.
    pub color: Color,
    /// Its kind.
    pub kind: Kind,
}

impl Man {
    /// A man of `color` and `kind`.
    pub const fn new(color: Color, kind: Kind) -> Man {
        Man { color, kind }
    }

    /// The man of a chess piece.
    pub const fn of(piece: Piece) -> Man {
        Man::new(piece.color, Kind::of_role(piece.role))
    }

    /// The chess piece, if the man is one of the six chess kinds.
    pub fn piece(self) -> Option<Piece> {
        self.kind.role().map(|role| Piece {
            color: self.color,
            role,
        })
    }

    /// The FEN letter: upper case for White, lower case for Black (a
    /// fairy piece: the first letter of its code, see [`Man::text`]).
    pub fn letter(self) -> char {
        match self.color {
            Color::White => self.kind.letter(),
            Color::Black => self.kind.letter().to_ascii_lowercase(),
        }
    }

    /// The man as FEN writes it: its letter, or a fairy piece's code in
    /// braces (`{G}`, `{ca}`); upper case White, lower case Black.
    pub fn text(self) -> String {
        self.kind.text_of(self.color)
    }
}

impl From<Piece> for Man {
    fn from(piece: Piece) -> Man {
        Man::of(piece)
    }
}

/// A man on a square of a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placed {
    /// The square.
    pub square: Coord,
    /// The board it stands on.
    pub board: BoardLetter,
    /// The man.
    pub man: Man,
}

impl Placed {
    /// A chess piece on a square of board A or B of 8x8 boards.
    pub fn chess(square: Square, board: Board, piece: Piece) -> Placed {
        Placed {
            square: Coord::of(square),
            board: board.into(),
            man: Man::of(piece),
        }
    }

    /// The square, board and man, when the man stands on board A or B of
    /// an 8x8 (or 4x8) board (any kind, fairy pieces too).
    pub fn on_two_boards(&self) -> Option<(Square, Board, Man)> {
        Some((self.square.square()?, self.board.two_board()?, self.man))
    }

    /// The square, board and chess piece of a chess man on board A or B of
    /// an 8x8 (or 4x8) board.
    pub fn as_chess(&self) -> Option<(Square, Board, Piece)> {
        Some((
            self.square.square()?,
            self.board.two_board()?,
            self.man.piece()?,
        ))
    }
}

/// A position as data, not yet checked against any rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Files of each board: 8, 4 (Mini Alice) or 10 (Directed Alice).
    pub files: u8,
    /// Ranks of each board: 8 or 10 (Directed Alice).
    pub ranks: u8,
    /// Boards: 2, or 3 (three-board Alice).
    pub boards: u8,
    /// The men, in any order (a square may appear on several boards;
    /// whether that is legal is the engine's question).
    pub pieces: Vec<Placed>,
    /// The side to move.
    pub side: Color,
    /// Castling rights, as the bits of [`castling`]
    /// (1 White king side, 2 White queen side, 4 Black king side, 8 Black
    /// queen side).
    pub castling: u8,
    /// The e.p. square given (the passed-over square of a double step).
    pub ep: Option<Coord>,
    /// Half-move clock.
    pub halfmove: u32,
    /// Full-move number (at least 1).
    pub fullmove: u32,
}

impl Setup {
    /// No men on two boards of `files` files and 8 ranks, White to move, no
    /// rights.
    pub fn empty(files: u8) -> Setup {
        Setup::empty_boards(2, files, 8)
    }

    /// No men on `boards` boards of `files` files and `ranks` ranks, White
    /// to move, no rights.
    pub fn empty_boards(boards: u8, files: u8, ranks: u8) -> Setup {
        Setup {
            files,
            ranks,
            boards,
            pieces: Vec::new(),
            side: Color::White,
            castling: 0,
            ep: None,
            halfmove: 0,
            fullmove: 1,
        }
    }

    /// The men standing on `square`, on any board.
    pub fn at(&self, square: Coord) -> impl Iterator<Item = &Placed> {
        self.pieces.iter().filter(move |p| p.square == square)
    }

    /// The man on `square` of `board`, if any.
    pub fn on(&self, square: Coord, board: BoardLetter) -> Option<Man> {
        self.at(square).find(|p| p.board == board).map(|p| p.man)
    }

    /// The first chess piece on `square` of an 8x8 board, with its board
    /// (A or B), if any.
    pub fn chess_at(&self, square: Square) -> Option<(Piece, Board)> {
        self.at(Coord::of(square))
            .find_map(|p| p.as_chess())
            .map(|(_, board, piece)| (piece, board))
    }

    /// Whether a fairy piece of Popeye stands in the setup.
    pub fn has_fairy(&self) -> bool {
        self.pieces.iter().any(|p| p.man.kind.is_fairy())
    }

    /// Whether some square holds men on several boards.
    pub fn has_shared_square(&self) -> bool {
        self.pieces
            .iter()
            .any(|p| self.at(p.square).nth(1).is_some())
    }

    /// Whether every man is a chess piece on board A or B of 8x8 (or 4x8)
    /// boards, one a square: what the two-board engine can hold (a third
    /// board may be named, empty).
    pub fn is_two_board_chess(&self) -> bool {
        self.ranks == 8
            && self.files <= 8
            && self.pieces.iter().all(|p| p.as_chess().is_some())
            && !self.has_shared_square()
    }

    /// Whether Popeye's piece lists hold the setup: chess men and Popeye's
    /// fairy pieces on board A or B of 8x8 (or 4x8) boards, one a square.
    pub fn is_two_board_popeye(&self) -> bool {
        self.ranks == 8
            && self.files <= 8
            && self.pieces.iter().all(|p| {
                p.on_two_boards().is_some()
                    && (p.man.kind.role().is_some() || p.man.kind.is_fairy())
            })
            && !self.has_shared_square()
    }
}
