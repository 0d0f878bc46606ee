//! Move notation: coordinate (`e2e4`), readable algebraic with the arrival
//! board (`Kb1/A`, `Rxe7/A#`), and Popeye's long form (`Ka2-b1A`, `Rd8*d7A`).

use crate::movegen::{legal_move_list, legal_moves};
use crate::moves::{Move, MoveKind, MoveList};
use crate::position::Position;
use crate::types::{Board, Role};
use thiserror::Error;

/// A move text that does not name a legal move.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveParseError {
    #[error("'{0}' is not coordinate notation (e.g. e2e4, e7e8q)")]
    Syntax(String),
    #[error("'{0}' is not a legal move in this position")]
    Illegal(String),
}

/// The board a move's piece arrives on.
pub fn arrival_board(pos: &Position, mv: Move) -> Board {
    crate::rules::transfer_board(pos.board_of(mv.from()))
}

/// Find the legal move written in coordinate notation (`e2e4`, `e7e8q`, `e1g1`).
pub fn parse_uci(pos: &Position, text: &str) -> Result<Move, MoveParseError> {
    let t = text.trim();
    let valid_syntax = (t.len() == 4 || t.len() == 5)
        && t.is_ascii()
        && crate::types::Square::parse(&t[0..2]).is_some()
        && crate::types::Square::parse(&t[2..4]).is_some();
    if !valid_syntax {
        return Err(MoveParseError::Syntax(t.to_string()));
    }
    let lower = t.to_ascii_lowercase();
    legal_move_list(pos)
        .iter()
        .copied()
        .find(|m| m.to_string() == lower)
        .ok_or_else(|| MoveParseError::Illegal(t.to_string()))
}

/// `+` (check), `#` (mate), `=` (stalemate) or nothing, for the position after `mv`.
pub fn check_suffix(pos: &Position, mv: Move) -> &'static str {
    let next = pos.after(mv);
    let mut list = MoveList::new();
    legal_moves(&next, &mut list);
    match (next.in_check(), list.is_empty()) {
        (true, true) => "#",
        (true, false) => "+",
        (false, true) => "=",
        (false, false) => "",
    }
}

/// Readable algebraic notation with the arrival board: `Kb1/A`, `Rxe7/A#`,
/// `dxe5/A`, `d1=N/A`, `0-0/B`.
pub fn san(pos: &Position, mv: Move) -> String {
    let mut s = san_without_suffix(pos, mv);
    s.push_str(check_suffix(pos, mv));
    s
}

/// Like [`san`] but without the check or mate sign.
pub fn san_without_suffix(pos: &Position, mv: Move) -> String {
    let board = arrival_board(pos, mv).letter();
    let from = mv.from();
    let to = mv.to();
    let role = pos.role_at(from);
    let capture = mv.kind() == MoveKind::EnPassant || pos.by_color(!pos.side_to_move()).has(to);
    let mut s = String::with_capacity(12);
    match mv.kind() {
        MoveKind::Castle => {
            s.push_str(if to.file() == 6 { "0-0" } else { "0-0-0" });
        }
        _ if role == Role::Pawn => {
            if capture {
                s.push((b'a' + from.file()) as char);
                s.push('x');
            }
            s.push_str(&to.to_string());
            if let Some(r) = mv.promotion_role() {
                s.push('=');
                s.push(r.letter());
            }
        }
        _ => {
            s.push(role.letter());
            s.push_str(&disambiguation(pos, mv, role));
            if capture {
                s.push('x');
            }
            s.push_str(&to.to_string());
        }
    }
    s.push('/');
    s.push(board);
    s
}

fn disambiguation(pos: &Position, mv: Move, role: Role) -> String {
    let rivals: Vec<Move> = legal_move_list(pos)
        .iter()
        .copied()
        .filter(|m| m.to() == mv.to() && m.from() != mv.from() && pos.role_at(m.from()) == role)
        .collect();
    if rivals.is_empty() {
        return String::new();
    }
    let from = mv.from();
    let file = (b'a' + from.file()) as char;
    let rank = (b'1' + from.rank()) as char;
    if rivals.iter().all(|m| m.from().file() != from.file()) {
        file.to_string()
    } else if rivals.iter().all(|m| m.from().rank() != from.rank()) {
        rank.to_string()
    } else {
        format!("{file}{rank}")
    }
}

/// Popeye's long notation with the arrival board: `Ka2-b1A`, `Rd8*d7A`,
/// `d2-d1=SA`, `0-0B`, `e5*d6 ep.A`; checks and mates are not included.
pub fn popeye(pos: &Position, mv: Move) -> String {
    let board = arrival_board(pos, mv).letter();
    let from = mv.from();
    let to = mv.to();
    let role = pos.role_at(from);
    let capture = mv.kind() == MoveKind::EnPassant || pos.by_color(!pos.side_to_move()).has(to);
    let mut s = String::with_capacity(14);
    match mv.kind() {
        MoveKind::Castle => {
            s.push_str(if to.file() == 6 { "0-0" } else { "0-0-0" });
        }
        _ => {
            if role != Role::Pawn {
                s.push(role.popeye_letter());
            }
            s.push_str(&from.to_string());
            s.push(if capture { '*' } else { '-' });
            s.push_str(&to.to_string());
            if let Some(r) = mv.promotion_role() {
                s.push('=');
                s.push(r.popeye_letter());
            }
            if mv.kind() == MoveKind::EnPassant {
                s.push_str(" ep.");
            }
        }
    }
    s.push(board);
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen;

    #[test]
    fn udo_marks_key_in_both_notations() {
        let pos =
            fen::parse("4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1").unwrap();
        let mv = parse_uci(&pos, "a2b1").unwrap();
        assert_eq!(san(&pos, mv), "Kb1/A");
        assert_eq!(popeye(&pos, mv), "Ka2-b1A");
        let qd3 = parse_uci(&pos, "a3d3").unwrap();
        assert_eq!(san(&pos, qd3), "Qd3/A");
    }

    #[test]
    fn parse_uci_rejects_garbage_and_illegal_moves() {
        let pos = Position::startpos();
        assert!(matches!(
            parse_uci(&pos, "e2"),
            Err(MoveParseError::Syntax(_))
        ));
        assert!(matches!(
            parse_uci(&pos, "e2e5"),
            Err(MoveParseError::Illegal(_))
        ));
        assert_eq!(san(&pos, parse_uci(&pos, "g1f3").unwrap()), "Nf3/B");
    }
}
