//! Move text of the general engine: coordinate notation (the move's
//! `Display`), the readable form with arrival boards (`Nf3/B`, `e8=Q/C`,
//! `0-0/B`, a double transfer `He3/C-e5/A`), and reading both back.

use super::moves::{flag, GMove, GMoves};
use super::position::{board_letter, file_of, rank_of, square_name, GPos};
use crate::game::Game;
use crate::variant::rules::Kind;
use thiserror::Error;

/// A move text that names no legal move, or more than one.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GMoveError {
    /// No legal move has this text (held, bounded).
    #[error("{} is not a legal move here", crate::text::quoted(.0))]
    Illegal(String),
    /// Several legal moves have this text (held, bounded).
    #[error("{} names several legal moves (pieces of one square on different boards)", crate::text::quoted(.0))]
    Ambiguous(String),
}

/// The legal moves of a position, as a vector.
pub fn legal(pos: &GPos) -> Vec<GMove> {
    let mut list = GMoves::default();
    pos.legal_moves(&mut list);
    std::mem::take(&mut list.0)
}

/// Whether another man of the same kind and colour as the mover of `m`
/// stands on the boards (on another square, or on the same square of
/// another board): else no legal move can rival `m` in its text.
pub fn has_twin_man(pos: &GPos, m: GMove) -> bool {
    let piece = pos.at(m.from_board, m.from);
    (0..pos.rules.boards).any(|b| {
        let mut men = pos.men_of(b, pos.side);
        if b == m.from_board {
            men &= !super::lines::bit(m.from);
        }
        while men != 0 {
            let s = men.trailing_zeros() as u8;
            men &= men - 1;
            if pos.at(b, s) == piece {
                return true;
            }
        }
        false
    })
}

/// `+` when the move gives check, `#` when it mates, else nothing.
pub fn check_suffix(pos: &GPos, m: GMove) -> &'static str {
    let after = pos.after_move(m);
    if !after.in_check() {
        ""
    } else if after.has_legal_move() {
        "+"
    } else {
        "#"
    }
}

/// The readable form with its check suffix.
pub fn readable(pos: &GPos, m: GMove) -> String {
    let legal = if has_twin_man(pos, m) {
        legal(pos)
    } else {
        Vec::new()
    };
    readable_in(pos, m, &legal)
}

/// The readable form, with `legal` the position's legal moves (for the
/// disambiguation).
pub fn readable_in(pos: &GPos, m: GMove, legal: &[GMove]) -> String {
    let mut s = readable_without_suffix(pos, m, legal);
    s.push_str(check_suffix(pos, m));
    s
}

/// The readable form without the check suffix.
pub fn readable_without_suffix(pos: &GPos, m: GMove, legal: &[GMove]) -> String {
    let arrival = board_letter(m.arrival_board);
    if m.is_castle() {
        let long = file_of(m.to) == 2;
        return format!("{}/{arrival}", if long { "0-0-0" } else { "0-0" });
    }
    let piece = pos.at(m.from_board, m.from);
    let kind = piece.kind();
    let capture = m.is_en_passant() || !pos.at(m.capture_board(), m.to).is_empty();
    let mut out = String::new();
    if m.names_from_board() {
        // Men of the mover on two boards of the from-square: name the
        // from-square and board (`Qb4/A-a3/B`, `b4/A-xc5/C`).
        if kind != Kind::Pawn {
            out.push_str(&kind.text());
        }
        out.push_str(&format!(
            "{}/{}-",
            square_name(m.from),
            board_letter(m.from_board)
        ));
    } else {
        // Other men of the same kind reaching the same square the same way
        // (pawns too: on three boards a single step on one board and a
        // double step on another can meet).
        let text_flags = !(flag::FROM_BOARD | flag::DOUBLE_STEP);
        let rivals: Vec<&GMove> = legal
            .iter()
            .filter(|o| {
                (o.from, o.from_board) != (m.from, m.from_board)
                    && o.to == m.to
                    && o.arrival_board == m.arrival_board
                    && o.promo == m.promo
                    && o.mid == m.mid
                    && (!m.is_double_transfer() || o.mid_board == m.mid_board)
                    && o.flags & text_flags == m.flags & text_flags
                    && pos.at(o.from_board, o.from) == piece
            })
            .collect();
        if kind == Kind::Pawn {
            if !rivals.is_empty() {
                out.push_str(&format!("{}-", square_name(m.from)));
            } else if capture && !m.is_zero() {
                out.push((b'a' + file_of(m.from)) as char);
            }
        } else {
            out.push_str(&kind.text());
            if rivals.is_empty() {
                // Alone: the letter says it.
            } else if rivals.iter().any(|o| o.from == m.from) {
                out.push_str(&format!(
                    "{}/{}-",
                    square_name(m.from),
                    board_letter(m.from_board)
                ));
            } else if rivals.iter().all(|o| file_of(o.from) != file_of(m.from)) {
                out.push((b'a' + file_of(m.from)) as char);
            } else if rivals.iter().all(|o| rank_of(o.from) != rank_of(m.from)) {
                out.push_str(&(rank_of(m.from) + 1).to_string());
            } else {
                out.push_str(&square_name(m.from));
            }
        }
    }
    if m.is_double_transfer() {
        out.push_str(&format!(
            "{}/{}-",
            square_name(m.mid),
            board_letter(m.mid_board)
        ));
    }
    if capture {
        out.push('x');
    }
    out.push_str(&square_name(m.to));
    if let Some(k) = m.promotion() {
        out.push('=');
        out.push_str(&k.text());
    }
    out.push('/');
    out.push(arrival);
    out
}

/// A move in Popeye's long form, as YACPDB's solutions write it: the piece
/// by Popeye's English code (`S` the knight, a fairy piece's code, a pawn
/// none), from-square, `-` or `*`, to-square, a promotion (`=S`, `=G`),
/// then the arrival board (`Ga3-a5B`, `b7-b8=QB`, `0-0`).
pub fn popeye_long(pos: &GPos, m: GMove) -> String {
    if m.is_castle() {
        return if file_of(m.to) == 2 { "0-0-0" } else { "0-0" }.to_string();
    }
    let mut out = popeye_long_squares(pos, m, Kind::popeye_code);
    out.push(board_letter(m.arrival_board));
    out
}

/// The part of Popeye's long form before its e.p. mark and arrival board,
/// for a move that is not castling: the piece by `code` (the chess pawn
/// none), from-square, `-` or `*`, to-square, a promotion (`=S`).
pub fn popeye_long_squares(pos: &GPos, m: GMove, code: impl Fn(Kind) -> &'static str) -> String {
    let code = |k: Kind| if k == Kind::Pawn { "" } else { code(k) };
    let capture = m.is_en_passant() || !pos.at(m.capture_board(), m.to).is_empty();
    let mut out = code(pos.at(m.from_board, m.from).kind()).to_string();
    out.push_str(&square_name(m.from));
    out.push(if capture { '*' } else { '-' });
    out.push_str(&square_name(m.to));
    if let Some(k) = m.promotion() {
        out.push('=');
        out.push_str(code(k));
    }
    out
}

/// The legal move written `text` in coordinate notation (the from-board
/// may be written on any move: `e2Ae4`, and left out where only one move
/// fits), in the readable form, or in Popeye's long form ([`popeye_long`];
/// a check, mate or stalemate sign is ignored).
pub fn parse_move(pos: &GPos, text: &str) -> Result<GMove, GMoveError> {
    let text = text.trim();
    let bare = text.trim_end_matches(['+', '#', '=', '!', '?']);
    let legal = legal(pos);
    let mut found: Vec<GMove> = legal
        .iter()
        .copied()
        .filter(|&m| {
            m.to_string().eq_ignore_ascii_case(bare)
                || m.with_from_board_text().eq_ignore_ascii_case(bare)
                || readable_without_suffix(pos, m, &legal) == bare
                || {
                    // Popeye's long form, with or without the arrival board.
                    let long = popeye_long(pos, m);
                    long == bare || long[..long.len() - 1] == *bare
                }
        })
        .collect();
    if found.is_empty() {
        // Coordinate text without the from-board where the move needs one:
        // read when it names one move, ambiguous when several.
        found = legal
            .iter()
            .copied()
            .filter(|&m| {
                m.names_from_board() && m.without_from_board_text().eq_ignore_ascii_case(bare)
            })
            .collect();
    }
    found.dedup();
    match found.len() {
        1 => Ok(found[0]),
        0 => Err(GMoveError::Illegal(crate::text::bounded(text))),
        _ => Err(GMoveError::Ambiguous(crate::text::bounded(text))),
    }
}
