//! Alice FEN: ordinary FEN with a `*` after each piece standing on board B.
//!
//! Input also accepts the two-board form (`<board A> | <board B> <fields>`),
//! pychess-variants' two complete FENs joined by ` | `, and Fairy-Stockfish's
//! `|` prefix for board-B pieces. Output is always the `*` form. The text
//! is read into a [`Setup`] here; the fast engine's positions are read and
//! written by [`crate::engine::fast::fen`].

pub use crate::setup::PositionError;
use crate::setup::{castling, Coord, Placed, Setup};
use crate::types::{Board, Color, Piece, Square};
use thiserror::Error;

/// A syntax error in a FEN string.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FenError {
    /// The text is empty or blank.
    #[error("empty FEN")]
    Empty,
    /// A placement field with another number of `/`-separated ranks (held)
    /// than 8.
    #[error("piece placement has {0} ranks, expected 8 separated by '/'")]
    RankCount(usize),
    /// A rank describing another number of squares than the boards' files.
    #[error("rank {rank} describes {squares} squares, expected {expected}{}", mini_hint(*.squares, *.expected))]
    RankLength {
        /// The rank, numbered from 1 (White's first rank).
        rank: u8,
        /// Squares the rank's text covers: pieces plus empty runs.
        squares: usize,
        /// Files of the boards: 8, or 4 (Mini Alice).
        expected: usize,
    },
    /// A character that is neither a piece letter, a marker nor a digit of an
    /// empty run (`0`, or a digit after a `|` prefix).
    #[error("unexpected character '{ch}' in rank {rank}")]
    BadChar {
        /// The rank, numbered from 1 (White's first rank).
        rank: u8,
        /// The character read.
        ch: char,
    },
    /// A board marker (`*` or Fairy-Stockfish's `|` prefix) that marks no
    /// piece, or a `*` in the two-board form.
    #[error("'{marker}' without a piece letter in rank {rank}")]
    StrayMarker {
        /// The rank, numbered from 1 (White's first rank).
        rank: u8,
        /// The marker: `*` or `|`.
        marker: char,
    },
    /// A piece with markers for a third board or beyond.
    #[error("piece on board {board} in rank {rank}: this tool plays Alice Chess on two boards (A and B)")]
    TooManyBoards {
        /// The rank, numbered from 1 (White's first rank).
        rank: u8,
        /// The letter of the board the markers name (`C` for `**`).
        board: char,
    },
    /// The side-to-move field (held) is neither `w` nor `b`.
    #[error("side to move must be 'w' or 'b', found {}", crate::text::quoted(.0))]
    BadSide(String),
    /// The castling field (held) has a letter outside `KQkq` or one twice.
    #[error("castling field {} must be '-' or letters from KQkq, each once", crate::text::quoted(.0))]
    BadCastling(String),
    /// The en passant field (held) is not `-` nor a square on rank 3 or 6.
    #[error("en passant field {} must be '-' or a square on rank 3 or 6", crate::text::quoted(.0))]
    BadEnPassantField(String),
    /// The half-move clock or the full-move number is not a number.
    #[error("{field} '{value}' is not a number")]
    BadCounter {
        /// Which counter: `half-move clock` or `full-move number`.
        field: &'static str,
        /// The text read.
        value: String,
    },
    /// Text after the five fields that follow the placement (held).
    #[error("unexpected extra text {} after the FEN fields", crate::text::quoted(.0))]
    ExtraFields(String),
    /// The two-board form with an empty side of the ` | `, or boards of
    /// different widths.
    #[error("two-board form: expected '<board A> | <board B> [fields]'")]
    BadTwoBoardForm,
    /// The FEN reads, but the position breaks the rules of the game.
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

/// Read an Alice FEN (any accepted form) into a setup, without checking it
/// against any rules. The boards have 8 files, or 4 when every rank
/// describes 4 squares (Mini Alice).
pub fn parse_setup(text: &str) -> Result<Setup, FenError> {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    if tokens.is_empty() {
        return Err(FenError::Empty);
    }
    let fields: &[&str];
    let mut pieces = Vec::new();
    let files;
    if let Some(bar) = tokens.iter().position(|t| *t == "|") {
        // Two-board form.
        let (left, right) = (&tokens[..bar], &tokens[bar + 1..]);
        if left.is_empty() || right.is_empty() {
            return Err(FenError::BadTwoBoardForm);
        }
        let files_a = place(&mut pieces, left[0], Some(Board::A))?;
        let files_b = place(&mut pieces, right[0], Some(Board::B))?;
        if files_a != files_b {
            return Err(FenError::BadTwoBoardForm);
        }
        files = files_a;
        // pychess-variants: two full FENs; the fields come from the first.
        fields = if left.len() > 1 {
            &left[1..]
        } else {
            &right[1..]
        };
    } else {
        files = place(&mut pieces, tokens[0], None)?;
        fields = &tokens[1..];
    }
    if fields.len() > 5 {
        return Err(FenError::ExtraFields(fields[5..].join(" ")));
    }
    let side = match fields.first().copied().unwrap_or("w") {
        "w" | "W" => Color::White,
        "b" | "B" => Color::Black,
        other => return Err(FenError::BadSide(other.to_string())),
    };
    Ok(Setup {
        files,
        ranks: 8,
        boards: 2,
        pieces,
        side,
        castling: parse_castling(fields.get(1).copied().unwrap_or("-"))?,
        ep: parse_ep(fields.get(2).copied().unwrap_or("-"))?.map(Coord::of),
        halfmove: parse_counter("half-move clock", fields.get(3).copied().unwrap_or("0"))?,
        fullmove: parse_counter("full-move number", fields.get(4).copied().unwrap_or("1"))?.max(1),
    })
}

/// Parse a placement field into `pieces`; the number of files (8, or 4 when
/// every rank describes 4 squares). `forced` puts every piece on that board
/// (two-board form, where markers are not allowed); `None` reads the markers.
fn place(pieces: &mut Vec<Placed>, field: &str, forced: Option<Board>) -> Result<u8, FenError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    let mut found = Vec::new();
    let mut lengths = Vec::with_capacity(8);
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        lengths.push(place_rank(&mut found, rank_text, rank, forced)?);
    }
    let files = if lengths.iter().all(|&n| n == 4) {
        4
    } else {
        8
    };
    if let Some(i) = lengths.iter().position(|&n| n != files) {
        return Err(FenError::RankLength {
            rank: 8 - i as u8,
            squares: lengths[i],
            expected: files,
        });
    }
    pieces.extend(found);
    Ok(files as u8)
}

/// Parse one rank (0 = rank 1); the number of squares it describes.
fn place_rank(
    pieces: &mut Vec<Placed>,
    rank_text: &str,
    rank: u8,
    forced: Option<Board>,
) -> Result<usize, FenError> {
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
        if file < 8 {
            pieces.push(Placed::chess(
                Square::from_coords(file as u8, rank),
                board,
                piece,
            ));
        }
        file += 1;
    }
    if pipe_prefix {
        return Err(FenError::StrayMarker {
            rank: rank_no,
            marker: '|',
        });
    }
    Ok(file)
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

/// The side to move a FEN states (White when it states none): the field
/// after the placement, which in the `|` form follows the last board. For
/// a text no reader accepted, to report what it says.
pub fn side_of(fen: &str) -> Color {
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
        assert_eq!(side_of("8/8/8/8/8/8/8/K6k b - - 0 1"), Color::Black);
        assert_eq!(
            side_of("8/8/8/8/8/8/8/K7 | 8/8/8/8/8/8/8/7k b - - 0 1"),
            Color::Black
        );
        assert_eq!(
            side_of("8/8/8/8/8/8/8/K7 | 8/8/8/8/8/8/8/7k w - - 0 1"),
            Color::White
        );
        assert_eq!(side_of("8/8/8/8/8/8/8/K6k"), Color::White);
    }
}
