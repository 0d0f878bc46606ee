//! Building the fast engine's [`Position`] from an engine-free [`Setup`]
//! (with the legality checks a diagram must pass) and describing a position
//! as a setup.

use super::PositionError;
use super::{castling, Position};
use crate::engine::fast::rules::Rules;
use crate::setup::{Coord, Placed, Setup};
use crate::types::{Bitboard, Color, Role, Square};

impl Position {
    /// The position a setup describes, played by `rules`: one piece a square
    /// on boards of the rules' size, at most one king each, no pawn on its first or
    /// last rank, the side not to move not in check, castling rights backed
    /// by king and rook on their squares, a possible e.p. square. Castling
    /// rights and the e.p. square are dropped where the rules have none.
    pub fn from_setup(setup: &Setup, rules: Rules) -> Result<Position, PositionError> {
        if setup.ranks != 8 {
            return Err(PositionError::NotChess(format!("{} ranks", setup.ranks)));
        }
        if setup.files != rules.files() {
            return Err(PositionError::Geometry {
                files: setup.files,
                expected: rules.files(),
            });
        }
        let mut pos = Position::empty();
        for p in &setup.pieces {
            let (square, board, piece) = p.as_chess().ok_or_else(|| {
                PositionError::NotChess(format!(
                    "{} on {} of board {}",
                    p.man.letter(),
                    p.square,
                    p.board.letter()
                ))
            })?;
            if pos.occupied().has(square) {
                return Err(PositionError::BothBoards(square));
            }
            pos.put(square, piece, board);
        }
        pos.side = setup.side;
        pos.castling = setup.castling;
        pos.halfmove = setup.halfmove;
        pos.fullmove = setup.fullmove.max(1);
        let ep = match setup.ep {
            None => None,
            Some(e) => Some(
                e.square()
                    .ok_or_else(|| PositionError::NotChess(format!("en passant square {e}")))?,
            ),
        };
        validate(&pos, ep)?;
        pos.ep = ep.filter(|&e| pos.ep_capturable(e));
        pos.with_rules(rules)
    }

    /// The setup this position describes.
    pub fn to_setup(&self) -> Setup {
        Setup {
            files: self.rules.files(),
            ranks: 8,
            boards: 2,
            pieces: self
                .occupied()
                .into_iter()
                .filter_map(|square| {
                    self.piece_at(square)
                        .map(|(piece, board)| Placed::chess(square, board, piece))
                })
                .collect(),
            side: self.side,
            castling: self.castling,
            ep: self.ep.map(Coord::of),
            halfmove: self.halfmove,
            fullmove: self.fullmove,
        }
    }

    /// The same position played by `rules`: castling rights and the e.p.
    /// square are dropped where the rules have none. Fails when a piece
    /// stands outside the rules' boards (files e-h in Mini Alice).
    pub fn with_rules(&self, rules: Rules) -> Result<Position, PositionError> {
        if let Some(square) = (self.occupied() & !rules.on_board()).first() {
            return Err(PositionError::OffBoard { square });
        }
        let mut p = *self;
        p.rules = rules;
        if !rules.has_castling() {
            p.castling = 0;
        }
        if !rules.has_en_passant() {
            p.ep = None;
        }
        p.rehash();
        Ok(p)
    }
}

/// Check that a position is legal as a diagram (see [`PositionError`]).
pub(crate) fn validate(pos: &Position, ep: Option<Square>) -> Result<(), PositionError> {
    for color in Color::ALL {
        // A side may have no king, as in Popeye (no check on it then).
        let count = pos.pieces(color, Role::King).count();
        if count > 1 {
            return Err(PositionError::KingCount {
                color: color.name(),
                count,
            });
        }
        if let Some(square) = (pos.pieces(color, Role::Pawn) & Bitboard::BACK_RANKS).first() {
            return Err(PositionError::PawnOnBackRank {
                color: color.name(),
                square,
            });
        }
    }
    let waiting = pos.side.opposite();
    if let Some(checker) = pos.checkers_of(waiting).first() {
        return Err(PositionError::SideNotToMoveInCheck {
            color: waiting.name(),
            checker,
            mover: pos.side.name(),
        });
    }
    for (bit, right, rank, rook_file, color) in [
        (castling::WHITE_KING, 'K', 0, 7, Color::White),
        (castling::WHITE_QUEEN, 'Q', 0, 0, Color::White),
        (castling::BLACK_KING, 'k', 7, 7, Color::Black),
        (castling::BLACK_QUEEN, 'q', 7, 0, Color::Black),
    ] {
        if pos.castling & bit == 0 {
            continue;
        }
        let king = Square::from_coords(4, rank);
        let rook = Square::from_coords(rook_file, rank);
        if !pos.pieces(color, Role::King).has(king) {
            return Err(PositionError::CastlingWithoutPiece {
                right,
                piece: if color == Color::White {
                    "white king"
                } else {
                    "black king"
                },
                square: king,
            });
        }
        if !pos.pieces(color, Role::Rook).has(rook) {
            return Err(PositionError::CastlingWithoutPiece {
                right,
                piece: if color == Color::White {
                    "white rook"
                } else {
                    "black rook"
                },
                square: rook,
            });
        }
    }
    if let Some(square) = ep {
        validate_ep(pos, square)?;
    }
    Ok(())
}

fn validate_ep(pos: &Position, square: Square) -> Result<(), PositionError> {
    let bad = |reason| Err(PositionError::BadEnPassant { square, reason });
    let (expected_rank, pawn_sq, start_sq) = match pos.side {
        Color::White => (5, square.offset(-8), square.offset(8)),
        Color::Black => (2, square.offset(8), square.offset(-8)),
    };
    if square.rank() != expected_rank {
        return bad(if pos.side == Color::White {
            "with White to move it must be on rank 6"
        } else {
            "with Black to move it must be on rank 3"
        });
    }
    if !pos.pieces(pos.side.opposite(), Role::Pawn).has(pawn_sq) {
        return bad("no pawn of the side that just moved stands beyond it");
    }
    if pos.occupied().has(start_sq) {
        return bad("the pawn's start square is occupied");
    }
    // The pawn moved on the board other than the one it landed on: the
    // passed-over square had to be empty there.
    let moved_on = pos.board_of(pawn_sq).other();
    if pos.board_occupancy(moved_on).has(square) {
        return bad("the pawn could not have passed over it (occupied on the board it moved on)");
    }
    Ok(())
}
