//! Why a setup is not a legal position of the fast engine (here, below the
//! engine, so that a FEN read into a position can say so).

use crate::types::Square;
use thiserror::Error;

/// A setup that is not a legal position of the fast engine's rules.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    /// A square (held) with a piece on board A and one on board B.
    #[error("square {0} is occupied on both boards: a square holds one piece in this variant")]
    BothBoards(Square),
    /// A setup whose boards have another width than the variant's.
    #[error("boards of {files} files given, the variant's boards have {expected}")]
    Geometry {
        /// Files of the setup's boards.
        files: u8,
        /// Files of the variant's boards: 8, or 4 (Mini Alice).
        expected: u8,
    },
    /// A setup the two-board engine cannot hold (held: what it holds
    /// instead): a man on board C, 10 ranks, a man of a kind beyond the
    /// six of chess.
    #[error("{0}: this variant plays chess men on two boards of 8 ranks")]
    NotChess(String),
    /// A side with more than one king, over both boards (a side may have
    /// none).
    #[error("{color} has {count} kings, expected at most one")]
    KingCount {
        /// The side: `White` or `Black`.
        color: &'static str,
        /// Its kings on both boards.
        count: u32,
    },
    /// A pawn on rank 1 or 8.
    #[error("{color} pawn on {square}: pawns may not stand on rank 1 or 8")]
    PawnOnBackRank {
        /// The pawn's side: `White` or `Black`.
        color: &'static str,
        /// The pawn's square (the first in a1, b1, …, h8 order).
        square: Square,
    },
    /// The side not to move is in check.
    #[error("{color} is in check (from {checker}) but it is {mover} to move")]
    SideNotToMoveInCheck {
        /// The side in check: `White` or `Black`.
        color: &'static str,
        /// The square of a piece giving the check (the first in a1, b1, …, h8 order).
        checker: Square,
        /// The side to move: `White` or `Black`.
        mover: &'static str,
    },
    /// A castling right without its king or rook on its home square.
    #[error("castling right '{right}' needs the {piece} on {square}")]
    CastlingWithoutPiece {
        /// The right's letter: `K`, `Q`, `k` or `q`.
        right: char,
        /// The missing piece: `white king`, `black rook`, ….
        piece: &'static str,
        /// The home square it needs (either board).
        square: Square,
    },
    /// A piece outside the variant's boards (files e-h in Mini Alice).
    #[error("piece on {square}: the 4x8 boards of Mini Alice have files a-d only")]
    OffBoard {
        /// The piece's square (the first in a1, b1, …, h8 order).
        square: Square,
    },
    /// An e.p. square the last move cannot have made.
    #[error("en passant square {square}: {reason}")]
    BadEnPassant {
        /// The e.p. square of the setup.
        square: Square,
        /// Why it is impossible.
        reason: &'static str,
    },
}
