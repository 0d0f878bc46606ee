//! Alice FEN: ordinary FEN with a `*` after each piece standing on board B.
//!
//! Input also accepts the two-board form (`<board A> | <board B> <fields>`),
//! pychess-variants' two complete FENs joined by ` | `, and Fairy-Stockfish's
//! `|` prefix for board-B pieces. Output is always the `*` form.

use crate::position::{castling, Position};
use crate::types::{Bitboard, Board, Color, Piece, Role, Square};
use crate::variant::Variant;
use std::fmt::Write as _;
use thiserror::Error;

/// A syntax error in a FEN string.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FenError {
    #[error("empty FEN")]
    Empty,
    #[error("piece placement has {0} ranks, expected 8 separated by '/'")]
    RankCount(usize),
    #[error("rank {rank} describes {squares} squares, expected {expected}{}", mini_hint(*.squares, *.expected))]
    RankLength {
        rank: u8,
        squares: usize,
        expected: usize,
    },
    #[error("unexpected character '{ch}' in rank {rank}")]
    BadChar { rank: u8, ch: char },
    #[error("'{marker}' without a piece letter in rank {rank}")]
    StrayMarker { rank: u8, marker: char },
    #[error("piece on board {board} in rank {rank}: this tool plays Alice Chess on two boards (A and B)")]
    TooManyBoards { rank: u8, board: char },
    #[error("side to move must be 'w' or 'b', found '{0}'")]
    BadSide(String),
    #[error("castling field '{0}' must be '-' or letters from KQkq, each once")]
    BadCastling(String),
    #[error("en passant field '{0}' must be '-' or a square on rank 3 or 6")]
    BadEnPassantField(String),
    #[error("{field} '{value}' is not a number")]
    BadCounter { field: &'static str, value: String },
    #[error("unexpected extra text '{0}' after the FEN fields")]
    ExtraFields(String),
    #[error("two-board form: square {0} is occupied on both boards")]
    BothBoards(Square),
    #[error("two-board form: expected '<board A> | <board B> [fields]'")]
    BadTwoBoardForm,
    #[error("illegal position: {0}")]
    Illegal(#[from] PositionError),
}

/// A hint when the board width suggests another variant.
fn mini_hint(squares: usize, expected: usize) -> &'static str {
    match (squares, expected) {
        (4, 8) => " (a 4x8 Mini Alice position needs the variant mini)",
        (8, 4) => " (Mini Alice boards have 4 files)",
        _ => "",
    }
}

/// A well-formed FEN that describes an illegal position.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("{color} has {count} kings, expected exactly one")]
    KingCount { color: &'static str, count: u32 },
    #[error("{color} pawn on {square}: pawns may not stand on rank 1 or 8")]
    PawnOnBackRank { color: &'static str, square: Square },
    #[error("{color} is in check (from {checker}) but it is {mover} to move")]
    SideNotToMoveInCheck {
        color: &'static str,
        checker: Square,
        mover: &'static str,
    },
    #[error("castling right '{right}' needs the {piece} on {square}")]
    CastlingWithoutPiece {
        right: char,
        piece: &'static str,
        square: Square,
    },
    #[error("piece on {square}: the 4x8 boards of Mini Alice have files a-d only")]
    OffBoard { square: Square },
    #[error("en passant square {square}: {reason}")]
    BadEnPassant {
        square: Square,
        reason: &'static str,
    },
}

/// Parse an Alice FEN (any accepted form) of standard Alice Chess into a
/// validated position.
pub fn parse(text: &str) -> Result<Position, FenError> {
    parse_with(text, &Variant::ALICE)
}

/// Parse an Alice FEN of a position of `variant` (4 squares a rank for Mini
/// Alice) into a validated position played by the variant's rules.
pub fn parse_with(text: &str, variant: &Variant) -> Result<Position, FenError> {
    let rules = variant.rules();
    let files = rules.files();
    let tokens: Vec<&str> = text.split_whitespace().collect();
    if tokens.is_empty() {
        return Err(FenError::Empty);
    }
    let mut pos = Position::empty();
    let fields: &[&str];
    if let Some(bar) = tokens.iter().position(|t| *t == "|") {
        // Two-board form.
        let (left, right) = (&tokens[..bar], &tokens[bar + 1..]);
        if left.is_empty() || right.is_empty() {
            return Err(FenError::BadTwoBoardForm);
        }
        place(&mut pos, left[0], Some(Board::A), files)?;
        place(&mut pos, right[0], Some(Board::B), files)?;
        // pychess-variants: two full FENs; the fields come from the first.
        fields = if left.len() > 1 {
            &left[1..]
        } else {
            &right[1..]
        };
    } else {
        place(&mut pos, tokens[0], None, files)?;
        fields = &tokens[1..];
    }
    if fields.len() > 5 {
        return Err(FenError::ExtraFields(fields[5..].join(" ")));
    }
    pos.side = match fields.first().copied().unwrap_or("w") {
        "w" | "W" => Color::White,
        "b" | "B" => Color::Black,
        other => return Err(FenError::BadSide(other.to_string())),
    };
    pos.castling = parse_castling(fields.get(1).copied().unwrap_or("-"))?;
    let ep = parse_ep(fields.get(2).copied().unwrap_or("-"))?;
    pos.halfmove = parse_counter("half-move clock", fields.get(3).copied().unwrap_or("0"))?;
    pos.fullmove = parse_counter("full-move number", fields.get(4).copied().unwrap_or("1"))?.max(1);
    validate(&pos, ep)?;
    pos.ep = ep.filter(|&e| pos.ep_capturable(e));
    Ok(pos.with_rules(rules)?)
}

/// Write the canonical single-board Alice FEN (`*` after board-B pieces).
pub fn write(pos: &Position) -> String {
    let mut s = String::with_capacity(80);
    s.push_str(&placement(pos));
    s.push(' ');
    s.push(if pos.side == Color::White { 'w' } else { 'b' });
    s.push(' ');
    s.push_str(&castling_field(pos.castling));
    s.push(' ');
    match pos.ep {
        Some(e) => write!(s, "{e}").unwrap_or(()),
        None => s.push('-'),
    }
    write!(s, " {} {}", pos.halfmove, pos.fullmove).unwrap_or(());
    s
}

/// The placement field alone (`*` form).
pub fn placement(pos: &Position) -> String {
    let mut s = String::with_capacity(64);
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..pos.rules().files() {
            let sq = Square::from_coords(file, rank);
            match pos.piece_at(sq) {
                None => empty += 1,
                Some((p, b)) => {
                    if empty > 0 {
                        s.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    s.push(p.fen_char());
                    if b == Board::B {
                        s.push('*');
                    }
                }
            }
        }
        if empty > 0 {
            s.push((b'0' + empty) as char);
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s
}

fn castling_field(rights: u8) -> String {
    let mut s = String::new();
    for (bit, c) in [
        (castling::WHITE_KING, 'K'),
        (castling::WHITE_QUEEN, 'Q'),
        (castling::BLACK_KING, 'k'),
        (castling::BLACK_QUEEN, 'q'),
    ] {
        if rights & bit != 0 {
            s.push(c);
        }
    }
    if s.is_empty() {
        s.push('-');
    }
    s
}

/// Parse a placement field into `pos`. `forced` puts every piece on that board
/// (two-board form, where markers are not allowed); `None` reads the markers.
fn place(
    pos: &mut Position,
    field: &str,
    forced: Option<Board>,
    files: u8,
) -> Result<(), FenError> {
    let files = files as usize;
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let rank_no = rank + 1;
        let mut file: usize = 0;
        let mut pipe_prefix = false;
        let mut chars = rank_text.chars().peekable();
        while let Some(ch) = chars.next() {
            if let Some(d) = ch.to_digit(10) {
                if d == 0 || pipe_prefix {
                    return Err(FenError::BadChar { rank: rank_no, ch });
                }
                file += d as usize;
                continue;
            }
            if ch == '|' && forced.is_none() {
                if pipe_prefix {
                    return Err(FenError::StrayMarker {
                        rank: rank_no,
                        marker: '|',
                    });
                }
                pipe_prefix = true;
                continue;
            }
            if ch == '*' {
                return Err(FenError::StrayMarker {
                    rank: rank_no,
                    marker: '*',
                });
            }
            let piece = Piece::from_fen_char(ch).ok_or(FenError::BadChar { rank: rank_no, ch })?;
            let mut stars = 0;
            while chars.peek() == Some(&'*') {
                chars.next();
                stars += 1;
            }
            if forced.is_some() && (stars > 0) {
                return Err(FenError::StrayMarker {
                    rank: rank_no,
                    marker: '*',
                });
            }
            let board = match (forced, stars + pipe_prefix as u32) {
                (Some(b), _) => b,
                (None, 0) => Board::A,
                (None, 1) => Board::B,
                (None, n) => {
                    return Err(FenError::TooManyBoards {
                        rank: rank_no,
                        board: (b'A' + n as u8) as char,
                    })
                }
            };
            pipe_prefix = false;
            if file >= files {
                file += 1;
                continue; // reported below as a wrong rank length
            }
            let sq = Square::from_coords(file as u8, rank);
            if pos.occupied().has(sq) {
                return Err(FenError::BothBoards(sq));
            }
            pos.put(sq, piece, board);
            file += 1;
        }
        if pipe_prefix {
            return Err(FenError::StrayMarker {
                rank: rank_no,
                marker: '|',
            });
        }
        if file != files {
            return Err(FenError::RankLength {
                rank: rank_no,
                squares: file,
                expected: files,
            });
        }
    }
    Ok(())
}

fn parse_castling(field: &str) -> Result<u8, FenError> {
    if field == "-" {
        return Ok(0);
    }
    let mut rights = 0;
    for c in field.chars() {
        let bit = match c {
            'K' => castling::WHITE_KING,
            'Q' => castling::WHITE_QUEEN,
            'k' => castling::BLACK_KING,
            'q' => castling::BLACK_QUEEN,
            _ => return Err(FenError::BadCastling(field.to_string())),
        };
        if rights & bit != 0 {
            return Err(FenError::BadCastling(field.to_string()));
        }
        rights |= bit;
    }
    Ok(rights)
}

fn parse_ep(field: &str) -> Result<Option<Square>, FenError> {
    if field == "-" {
        return Ok(None);
    }
    match Square::parse(field) {
        Some(sq) if sq.rank() == 2 || sq.rank() == 5 => Ok(Some(sq)),
        _ => Err(FenError::BadEnPassantField(field.to_string())),
    }
}

fn parse_counter(field: &'static str, value: &str) -> Result<u32, FenError> {
    value.parse().map_err(|_| FenError::BadCounter {
        field,
        value: value.to_string(),
    })
}

/// Check that a position is legal as a diagram (see [`PositionError`]).
pub fn validate(pos: &Position, ep: Option<Square>) -> Result<(), PositionError> {
    for color in Color::ALL {
        let count = pos.pieces(color, Role::King).count();
        if count != 1 {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_round_trips() {
        let f = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(write(&parse(f).unwrap()), f);
    }

    #[test]
    fn two_board_form_matches_star_form() {
        let two = "4r3/1p6/3n4/2n1k1rb/8/2b1p1p1/8/8 | 8/8/4R3/5R2/1P1NpB2/Q7/K7/8 w - - 0 1";
        let star = "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1";
        assert_eq!(write(&parse(two).unwrap()), star);
        assert_eq!(parse(two).unwrap(), parse(star).unwrap());
    }

    #[test]
    fn other_software_forms() {
        let pychess =
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 8/8/8/8/8/8/8/8 w - - 0 1";
        assert_eq!(parse(pychess).unwrap(), Position::startpos());
        let fsf = "4r3/1p6/3n|R3/2n1k|Rrb/1|P1|N|p|B2/|Q1b1p1p1/|K7/8 w - - 0 1";
        let star = "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1";
        assert_eq!(parse(fsf).unwrap(), parse(star).unwrap());
    }

    #[test]
    fn defaults_for_missing_fields() {
        let p = parse("4k3/8/8/8/8/8/8/4K3").unwrap();
        assert_eq!(write(&p), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    }

    #[test]
    fn errors_are_reported() {
        use FenError::*;
        assert_eq!(parse(""), Err(Empty));
        assert_eq!(parse("8/8/8"), Err(RankCount(3)));
        assert!(matches!(
            parse("4k4/8/8/8/8/8/8/4K3"),
            Err(RankLength {
                rank: 8,
                squares: 9,
                ..
            })
        ));
        assert!(matches!(
            parse("4k3/8/8/8/8/8/8/4X3"),
            Err(BadChar { rank: 1, ch: 'X' })
        ));
        assert!(matches!(parse("4k3/8/8/8/8/8/8/4K3 x"), Err(BadSide(_))));
        assert!(matches!(
            parse("4k3/8/8/8/8/8/8/4K3 w KK"),
            Err(BadCastling(_))
        ));
        assert!(matches!(
            parse("4k3/8/8/8/8/8/8/4K3 w - e4"),
            Err(BadEnPassantField(_))
        ));
        assert!(matches!(
            parse("4k3/8/8/8/8/8/8/4K3 w - - x"),
            Err(BadCounter { .. })
        ));
        assert!(matches!(
            parse("4k3/8/8/8/8/8/8/4K**3"),
            Err(TooManyBoards { .. })
        ));
        assert!(matches!(
            parse("4k3/8/8/8/8/8/8/*4K3"),
            Err(StrayMarker { .. })
        ));
        assert!(matches!(
            parse("4k3/8/8/8/8/8/8/4K3 | 4k3/8/8/8/8/8/8/8"),
            Err(BothBoards(_))
        ));
    }

    #[test]
    fn illegal_positions_are_rejected() {
        let illegal = |f: &str| match parse(f) {
            Err(FenError::Illegal(e)) => e,
            other => panic!("{f}: expected an illegal position, got {other:?}"),
        };
        assert!(matches!(
            illegal("4k3/8/8/8/8/8/8/8"),
            PositionError::KingCount { count: 0, .. }
        ));
        assert!(matches!(
            illegal("4k3/8/8/8/8/8/8/3KK3"),
            PositionError::KingCount { count: 2, .. }
        ));
        assert!(matches!(
            illegal("4k3/8/8/8/8/8/8/P3K3"),
            PositionError::PawnOnBackRank { .. }
        ));
        // Black in check on board A, White to move.
        assert!(matches!(
            illegal("4k3/8/8/8/8/8/8/4RK2 w"),
            PositionError::SideNotToMoveInCheck { .. }
        ));
        assert!(matches!(
            illegal("4k3/8/8/8/8/8/8/4K3 w K"),
            PositionError::CastlingWithoutPiece { .. }
        ));
        assert!(matches!(
            illegal("4k3/8/8/8/8/8/8/4K3 w - e6"),
            PositionError::BadEnPassant { .. }
        ));
    }

    #[test]
    fn check_from_the_other_board_is_no_check() {
        // The rook is on board B, the black king on board A: no check.
        assert!(parse("4k3/8/8/8/8/8/8/4R*K2 w").is_ok());
    }
}
