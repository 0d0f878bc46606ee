//! FEN of the general engine's games: `*` after a piece on board B, `**`
//! board C; empty runs up to `10`; squares occupied on several boards in the
//! form `<A> | <B> [| <C>] <fields>` (`VARIANTS.md`, `FEN.md`).

use super::position::{board_letter, castle, file_of, rank_of, sq, square_name, Cell, GPos, Sq};
use crate::types::Color;
use crate::variant::rules::{Kind, RuleSet};
use thiserror::Error;

/// Why a FEN is not a position of the variant.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GFenError {
    /// The text is empty or blank.
    #[error("empty FEN")]
    Empty,
    /// A placement field has another number of `/`-separated ranks than the
    /// variant's boards.
    #[error("piece placement has {found} ranks, {variant} boards have {expected}")]
    RankCount {
        /// Ranks in the placement field.
        found: usize,
        /// Ranks of the variant's boards.
        expected: u8,
        /// The variant's `--variant` name.
        variant: &'static str,
    },
    /// A rank describes more or fewer squares than the boards have files.
    #[error("rank {rank} describes {squares} squares, {variant} boards have {expected} files")]
    RankLength {
        /// The rank, numbered from 1 (White's first rank).
        rank: usize,
        /// Squares the rank's text covers: pieces plus empty runs.
        squares: usize,
        /// Files of the variant's boards.
        expected: u8,
        /// The variant's `--variant` name.
        variant: &'static str,
    },
    /// A fairy piece written `{CODE}` whose code Popeye does not have,
    /// or not in one case (`{G}` White, `{g}` Black).
    #[error("unknown fairy piece '{{{code}}}' in rank {rank} (a Popeye code in braces, upper case White, lower case Black: {{G}}, {{ca}})")]
    BadFairyCode {
        /// The rank (from 1).
        rank: usize,
        /// The text between the braces (bounded).
        code: String,
    },
    /// A character that is neither a piece letter of the variant nor a digit
    /// of an empty run (a run cannot start with `0`).
    #[error("unexpected character '{ch}' in rank {rank} ({variant} pieces: {letters})")]
    BadChar {
        /// The rank, numbered from 1 (White's first rank).
        rank: usize,
        /// The character read.
        ch: char,
        /// The variant's `--variant` name.
        variant: &'static str,
        /// The piece letters the variant allows, one each, upper case.
        letters: String,
    },
    /// A piece whose `*` markers name a board the variant does not have.
    #[error("piece on board {board} in rank {rank}: {variant} has {boards} boards")]
    TooManyBoards {
        /// The rank, numbered from 1 (White's first rank).
        rank: usize,
        /// The letter of the board the markers name (`C` for `**`).
        board: char,
        /// The variant's `--variant` name.
        variant: &'static str,
        /// Number of boards of the variant.
        boards: u8,
    },
    /// A board marker (the character held) inside the `|` form, where each
    /// part is already one board.
    #[error("'{0}' in the '|' form: each part is one board, without '*'")]
    MarkerInBoardForm(char),
    /// The `|` form with fewer than 2 parts, more parts than the variant's
    /// boards (held), or an empty part.
    #[error("'|' form: expected 2 to {0} boards '<A> | <B> ...' then the fields")]
    BadBoardForm(u8),
    /// The side-to-move field (held, bounded) is neither `w` nor `b`.
    #[error("side to move must be 'w' or 'b', found {}", crate::text::quoted(.0))]
    BadSide(String),
    /// The castling field (held, bounded) has a letter outside `KQkq` or one
    /// twice.
    #[error("castling field {} must be '-' or letters from KQkq, each once", crate::text::quoted(.0))]
    BadCastling(String),
    /// The en passant field (held, bounded) is not `-` nor a square of the
    /// variant's boards.
    #[error("en passant field {} must be '-' or a square", crate::text::quoted(.0))]
    BadEnPassantField(String),
    /// The half-move clock or the full-move number is not a number.
    #[error("{field} '{value}' is not a number")]
    BadCounter {
        /// Which counter: `half-move clock` or `full-move number`.
        field: &'static str,
        /// The text read (bounded).
        value: String,
    },
    /// Text after the five fields that follow the placement (held, bounded).
    #[error("unexpected extra text {} after the FEN fields", crate::text::quoted(.0))]
    ExtraFields(String),
    /// A square (name held) occupied on several boards in a variant
    /// (`--variant` name held) where a square holds one piece.
    #[error("square {0} is occupied on several boards: a square holds one piece in {1}")]
    MultiOccupancy(String, &'static str),
    /// Two men given on one square (name held) of one board (letter held).
    #[error("two men on {0} of board {1}")]
    SameSquare(String, char),
    /// A man given on a square (name held) beyond the boards of the
    /// variant (`--variant` name held).
    #[error("a man on {0}, beyond the boards of {1}")]
    OffBoard(String, &'static str),
    /// A side with more than one king, over all boards (a side may have
    /// none).
    #[error("{color} has {count} kings, expected at most one")]
    KingCount {
        /// The side: `White` or `Black`.
        color: &'static str,
        /// Its kings on all boards.
        count: u32,
    },
    /// A pawn on its side's first or last rank.
    #[error("{color} pawn on {square}: pawns may not stand on the first or last rank")]
    PawnOnBackRank {
        /// The pawn's side: `White` or `Black`.
        color: &'static str,
        /// The pawn's square, by name (`a1`).
        square: String,
    },
    /// The side not to move is in check by the variant's check rule.
    #[error("{color} is in check but it is {mover} to move")]
    SideNotToMoveInCheck {
        /// The side in check: `White` or `Black`.
        color: &'static str,
        /// The side to move: `White` or `Black`.
        mover: &'static str,
    },
    /// A castling right without its king or rook on its home square (on any
    /// board).
    #[error("castling right '{right}' needs the {piece} on {square}")]
    CastlingWithoutPiece {
        /// The right's letter: `K`, `Q`, `k` or `q`.
        right: char,
        /// The missing piece: `king` or `rook`.
        piece: &'static str,
        /// The home square it needs, by name (`h1`).
        square: String,
    },
    /// An en passant square the last move cannot have made.
    #[error("en passant square {square}: {reason}")]
    BadEnPassant {
        /// The square of the field, by name (`e3`).
        square: String,
        /// Why it is impossible.
        reason: &'static str,
    },
}

/// Parse a FEN of a position of `rules`, validated.
pub fn parse(text: &str, rules: &'static RuleSet) -> Result<GPos, GFenError> {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    if tokens.is_empty() {
        return Err(GFenError::Empty);
    }
    let mut pos = GPos::empty(rules);
    let fields: Vec<&str> = if tokens.contains(&"|") {
        let parts: Vec<&[&str]> = tokens.split(|t| *t == "|").collect();
        if parts.len() < 2
            || parts.len() > rules.boards as usize
            || parts.iter().any(|p| p.is_empty())
        {
            return Err(GFenError::BadBoardForm(rules.boards));
        }
        for (b, part) in parts.iter().enumerate() {
            place(&mut pos, part[0], Some(b as u8))?;
        }
        if parts[0].len() > 1 {
            parts[0][1..].to_vec()
        } else {
            parts[parts.len() - 1][1..].to_vec()
        }
    } else {
        place(&mut pos, tokens[0], None)?;
        tokens[1..].to_vec()
    };
    if fields.len() > 5 {
        return Err(GFenError::ExtraFields(crate::text::bounded(
            &fields[5..].join(" "),
        )));
    }
    let side = match fields.first().copied().unwrap_or("w") {
        "w" | "W" => Color::White,
        "b" | "B" => Color::Black,
        other => return Err(GFenError::BadSide(crate::text::bounded(other))),
    };
    pos.set_side(side);
    let rights = parse_castling(fields.get(1).copied().unwrap_or("-"))?;
    let ep = parse_ep(fields.get(2).copied().unwrap_or("-"), rules)?;
    pos.halfmove = parse_counter("half-move clock", fields.get(3).copied().unwrap_or("0"))?;
    pos.fullmove = parse_counter("full-move number", fields.get(4).copied().unwrap_or("1"))?.max(1);
    validate(&mut pos, rights, ep)?;
    Ok(pos)
}

/// Read one placement field onto `board` (the `|` form), or onto the boards
/// its `*` markers name.
fn place(pos: &mut GPos, text: &str, board: Option<u8>) -> Result<(), GFenError> {
    let rules = pos.rules;
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != rules.ranks as usize {
        return Err(GFenError::RankCount {
            found: ranks.len(),
            expected: rules.ranks,
            variant: rules.variant.name(),
        });
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = rules.ranks as usize - 1 - i;
        let mut file = 0usize;
        let chars: Vec<char> = rank_text.chars().collect();
        let mut j = 0;
        let bad = |ch: char| GFenError::BadChar {
            rank: rank + 1,
            ch,
            variant: rules.variant.name(),
            letters: rules.kinds.iter().map(|k| k.letter()).collect(),
        };
        while j < chars.len() {
            let ch = chars[j];
            if let Some(d) = ch.to_digit(10) {
                let mut n = d as usize;
                if n == 0 {
                    return Err(bad(ch));
                }
                while j + 1 < chars.len() && chars[j + 1].is_ascii_digit() && n < 100 {
                    j += 1;
                    n = n * 10 + chars[j].to_digit(10).unwrap_or(0) as usize;
                }
                file += n;
                j += 1;
                continue;
            }
            let (kind, color) = if ch == FAIRY_BRACES.0 {
                let (kind, color, close) = fairy_man(&chars[j + 1..], rank)?;
                j += close;
                (kind, color)
            } else {
                let kind = Kind::from_letter(ch)
                    .filter(|&k| rules.allows(k))
                    .ok_or_else(|| bad(ch))?;
                let color = if ch.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                (kind, color)
            };
            let mut stars = 0u8;
            while j + 1 < chars.len() && chars[j + 1] == '*' {
                stars = stars.saturating_add(1);
                j += 1;
            }
            if board.is_some() && stars > 0 {
                return Err(GFenError::MarkerInBoardForm('*'));
            }
            let cell = Cell::new(color, kind);
            put_man(pos, board.unwrap_or(stars), (file, rank), cell)?;
            file += 1;
            j += 1;
        }
        if file != rules.files as usize {
            return Err(GFenError::RankLength {
                rank: rank + 1,
                squares: file,
                expected: rules.files,
                variant: rules.variant.name(),
            });
        }
    }
    Ok(())
}

/// The braces around a fairy man's code: `{G}`, `{ca}`.
const FAIRY_BRACES: (char, char) = ('{', '}');

/// The fairy man written `{code}` whose code starts `inside` (after the
/// opening brace), on rank `rank` (from 0): its kind, its color, and how
/// many characters it takes (the closing brace included).
fn fairy_man(inside: &[char], rank: usize) -> Result<(Kind, Color, usize), GFenError> {
    // A fairy piece: `{G}`, `{ca}` (our choice, docs/formats.md).
    let close = inside.iter().position(|&c| c == FAIRY_BRACES.1);
    let code: String = inside[..close.unwrap_or(inside.len())].iter().collect();
    let bad_code = || GFenError::BadFairyCode {
        rank: rank + 1,
        code: crate::text::bounded(&code),
    };
    // The caller's step passes the closing brace.
    let close = close.ok_or_else(bad_code)? + 1;
    // Upper case White, lower case Black; a code without letters (`15`)
    // White, or Black with a `-` (`{-15}`).
    let digits = |c: &str| !c.is_empty() && c.bytes().all(|b| b.is_ascii_digit());
    let (color, code_only) = if let Some(rest) = code.strip_prefix('-') {
        if !digits(rest) {
            return Err(bad_code());
        }
        (Color::Black, rest)
    } else if code
        .chars()
        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
    {
        (Color::White, code.as_str())
    } else if code
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
    {
        (Color::Black, code.as_str())
    } else {
        return Err(bad_code());
    };
    let kind = Kind::from_fairy_code(code_only).ok_or_else(bad_code)?;
    Ok((kind, color, close))
}

/// Put `cell` on the square (`file`, `rank`) of board `b`, which must
/// exist and be empty there (a file past the last is only checked by the
/// rank's length).
fn put_man(
    pos: &mut GPos,
    b: u8,
    (file, rank): (usize, usize),
    cell: Cell,
) -> Result<(), GFenError> {
    let rules = pos.rules;
    if b >= rules.boards {
        return Err(GFenError::TooManyBoards {
            rank: rank + 1,
            board: board_letter(b.min(25)),
            variant: rules.variant.name(),
            boards: rules.boards,
        });
    }
    if file >= rules.files as usize {
        return Ok(());
    }
    let s = sq(file as u8, rank as u8);
    if !pos.at(b, s).is_empty() {
        return Err(GFenError::MultiOccupancy(
            square_name(s),
            rules.variant.name(),
        ));
    }
    pos.put(b, s, cell);
    Ok(())
}

fn parse_castling(text: &str) -> Result<u8, GFenError> {
    if text == "-" {
        return Ok(0);
    }
    let mut rights = 0;
    for c in text.chars() {
        let bit = match c {
            'K' => castle::WK,
            'Q' => castle::WQ,
            'k' => castle::BK,
            'q' => castle::BQ,
            _ => return Err(GFenError::BadCastling(crate::text::bounded(text))),
        };
        if rights & bit != 0 {
            return Err(GFenError::BadCastling(crate::text::bounded(text)));
        }
        rights |= bit;
    }
    Ok(rights)
}

fn parse_ep(text: &str, rules: &RuleSet) -> Result<Option<Sq>, GFenError> {
    if text == "-" {
        return Ok(None);
    }
    let bad = || GFenError::BadEnPassantField(crate::text::bounded(text));
    let b = text.as_bytes();
    if b.len() < 2 {
        return Err(bad());
    }
    let f = b[0].wrapping_sub(b'a');
    let r: u8 = text
        .get(1..)
        .and_then(|t| t.parse::<u8>().ok())
        .ok_or_else(bad)?;
    if f >= rules.files || r == 0 || r > rules.ranks {
        return Err(bad());
    }
    Ok(Some(sq(f, r - 1)))
}

fn parse_counter(field: &'static str, text: &str) -> Result<u32, GFenError> {
    text.parse().map_err(|_| GFenError::BadCounter {
        field,
        value: crate::text::bounded(text),
    })
}

/// Each castling right: its bit, its FEN letter, the side, the home rank
/// of king and rook, the rook's file (the king's is e).
const CASTLING_HOMES: &[(u8, char, Color, u8, u8)] = &[
    (castle::WK, 'K', Color::White, 0, 7),
    (castle::WQ, 'Q', Color::White, 0, 0),
    (castle::BK, 'k', Color::Black, 7, 7),
    (castle::BQ, 'q', Color::Black, 7, 0),
];

/// The castling rights that the placement of kings and rooks allows in
/// `pos` (a king and a rook on their home squares, on any board), as
/// Popeye reads a twin's rights; none where the variant has no castling.
pub fn home_rights(pos: &GPos) -> u8 {
    let rules = pos.rules;
    if rules.castling.is_none() {
        return 0;
    }
    let stands = |color, kind, file, rank| {
        (0..rules.boards).any(|b| pos.at(b, sq(file, rank)) == Cell::new(color, kind))
    };
    CASTLING_HOMES
        .iter()
        .filter(|&&(_, _, color, home, rook_file)| {
            stands(color, Kind::King, 4, home) && stands(color, Kind::Rook, rook_file, home)
        })
        .fold(0, |rights, &(bit, ..)| rights | bit)
}

/// A position put together man by man (on [`GPos::empty`]) made a
/// diagram: validated by the variant's checks, as [`parse`] validates what
/// it reads, with the castling `rights` and e.p. square `ep` given.
pub fn validated(mut pos: GPos, rights: u8, ep: Option<Sq>) -> Result<GPos, GFenError> {
    validate(&mut pos, rights, ep)?;
    Ok(pos)
}

/// The variant's checks of a diagram: at most one king each, one piece a square
/// where the variant wants it, no pawn on its first or last rank, castling
/// rights backed by king and rook, a possible e.p. square, the side not to
/// move not in check (by the variant's check rule).
fn validate(pos: &mut GPos, rights: u8, ep: Option<Sq>) -> Result<(), GFenError> {
    let rules = pos.rules;
    pos.note_fairy_kinds();
    let mut kings = [0u32; 2];
    for s in pos.squares() {
        let mut here = 0;
        for b in 0..rules.boards {
            let c = pos.at(b, s);
            if c.is_empty() {
                continue;
            }
            here += 1;
            if c.kind() == Kind::King {
                kings[c.color().index()] += 1;
            }
            if c.kind().is_pawn() && (rank_of(s) == 0 || rank_of(s) == rules.ranks - 1) {
                return Err(GFenError::PawnOnBackRank {
                    color: c.color().name(),
                    square: square_name(s),
                });
            }
        }
        if here > 1 && !rules.multi_occupancy {
            return Err(GFenError::MultiOccupancy(
                square_name(s),
                rules.variant.name(),
            ));
        }
    }
    for color in Color::ALL {
        // A side may have no king, as in Popeye (no check on it then).
        if kings[color.index()] > 1 {
            return Err(GFenError::KingCount {
                color: color.name(),
                count: kings[color.index()],
            });
        }
    }
    if rules.castling.is_some() {
        for &(bit, right, color, home, rook_file) in CASTLING_HOMES {
            if rights & bit == 0 {
                continue;
            }
            for (kind, file, piece) in [(Kind::King, 4, "king"), (Kind::Rook, rook_file, "rook")] {
                let s = sq(file, home);
                if !(0..rules.boards).any(|b| pos.at(b, s) == Cell::new(color, kind)) {
                    return Err(GFenError::CastlingWithoutPiece {
                        right,
                        piece,
                        square: square_name(s),
                    });
                }
            }
        }
        pos.set_castling(rights);
    }
    if let (Some(e), Some(start), true) = (ep, rules.double_step_rank, rules.en_passant) {
        let mover = !pos.side;
        let (passed, beyond) = match mover {
            Color::White => (start + 1, start as i8 + 2),
            Color::Black => (rules.ranks - 2 - start, rules.ranks as i8 - 3 - start as i8),
        };
        let bad = |reason| GFenError::BadEnPassant {
            square: square_name(e),
            reason,
        };
        if rank_of(e) != passed {
            return Err(bad("not the square a pawn passed over by a double step"));
        }
        let pawn_sq = sq(file_of(e), beyond as u8);
        let board = (0..rules.boards).find(|&b| pos.at(b, pawn_sq) == Cell::new(mover, Kind::Pawn));
        match board {
            Some(b) => pos.set_ep(Some((e, b)), pawn_sq),
            None => return Err(bad("no pawn of the side that moved stands beyond it")),
        }
    }
    if pos.king_in_check(!pos.side) {
        let color = !pos.side;
        return Err(GFenError::SideNotToMoveInCheck {
            color: color.name(),
            mover: pos.side.name(),
        });
    }
    Ok(())
}

/// Write the FEN: the `*` form, or the `|` form when a square is occupied
/// on several boards.
pub fn write(pos: &GPos) -> String {
    pos.to_setup().fen()
}

impl std::fmt::Debug for GPos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "GPos({})", write(self))
    }
}
