//! Move text for people: readable algebraic notation with the arrival board
//! (`Kb1/A`, `Rxe7/A#`, `dxe5/A`, `d1=N/A`, `0-0/B`) and Popeye's long form
//! (`Ka2-b1A`, `Rd8*d7A`, `d2-d1=SA`, `e5*d6 ep.A`), for any engine behind
//! [`Game`] (from [`Game::move_facts`]). Coordinate notation (`a2b1`) is the
//! move's `Display`.

use crate::game::{Game, MoveBuffer, MoveFacts, Special};
use crate::types::{Board, Role};

/// The board a legal move's piece arrives on.
pub fn arrival_board<G: Game>(pos: &G, mv: G::Move) -> Board {
    pos.move_facts(mv).arrival
}

/// `+` (check), `#` (mate), `=` (stalemate) or nothing, for the position after `mv`.
pub fn check_suffix<G: Game>(pos: &G, mv: G::Move) -> &'static str {
    let next = pos.after(mv);
    match (next.in_check(), next.has_legal_move()) {
        (true, false) => "#",
        (true, true) => "+",
        (false, false) => "=",
        (false, true) => "",
    }
}

/// Readable algebraic notation with the arrival board and the check, mate or
/// stalemate sign: `Kb1/A`, `Rxe7/A#`, `dxe5/A`, `d1=N/A`, `0-0/B`.
pub fn san<G: Game>(pos: &G, mv: G::Move) -> String {
    let mut s = san_without_suffix(pos, mv);
    s.push_str(check_suffix(pos, mv));
    s
}

/// Like [`san`] but without the check or mate sign.
pub fn san_without_suffix<G: Game>(pos: &G, mv: G::Move) -> String {
    if let Some(text) = pos.own_move_text(mv) {
        return text;
    }
    let f = pos.move_facts(mv);
    let mut s = String::with_capacity(12);
    match f.special {
        Special::Castle { long } => s.push_str(if long { "0-0-0" } else { "0-0" }),
        _ if f.role == Role::Pawn => {
            if f.capture {
                s.push((b'a' + f.from.file()) as char);
                s.push('x');
            }
            s.push_str(&f.to.to_string());
            if let Special::Promotion(r) = f.special {
                s.push('=');
                s.push(r.letter());
            }
        }
        _ => {
            s.push(f.role.letter());
            s.push_str(&disambiguation(pos, &f, mv));
            if f.capture {
                s.push('x');
            }
            s.push_str(&f.to.to_string());
        }
    }
    s.push('/');
    s.push(f.arrival.letter());
    s
}

/// The file, rank or square that tells the move apart from other legal
/// moves of the same kind of piece to the same square (none when alone).
fn disambiguation<G: Game>(pos: &G, mv: &MoveFacts, raw: G::Move) -> String {
    if !pos.may_have_rival(raw) {
        return String::new();
    }
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    let rivals: Vec<MoveFacts> = list
        .as_slice()
        .iter()
        .map(|&m| pos.move_facts(m))
        .filter(|m| m.to == mv.to && m.from != mv.from && m.role == mv.role)
        .collect();
    if rivals.is_empty() {
        return String::new();
    }
    let from = mv.from;
    let file = (b'a' + from.file()) as char;
    let rank = (b'1' + from.rank()) as char;
    if rivals.iter().all(|m| m.from.file() != from.file()) {
        file.to_string()
    } else if rivals.iter().all(|m| m.from.rank() != from.rank()) {
        rank.to_string()
    } else {
        format!("{file}{rank}")
    }
}

/// Popeye's long notation with the arrival board: `Ka2-b1A`, `Rd8*d7A`,
/// `d2-d1=SA`, `0-0BB`, `e5*d6 ep.A`; checks and mates are not included.
/// Castling names the arrival boards of king and rook, as Popeye 4.104
/// does (`0-0BB`: both cross to board B).
///
/// Moves that Popeye's notation cannot say (a third board, 10x10 boards,
/// fairy pieces: [`Game::own_move_text`]) are written in the readable form.
pub fn popeye<G: Game>(pos: &G, mv: G::Move) -> String {
    if let Some(text) = pos.own_move_text(mv) {
        return text;
    }
    popeye_of_facts(&pos.move_facts(mv))
}

/// Popeye's long notation of a move described by its facts (as
/// [`popeye`]; also for generated moves that are not legal and so cannot
/// be asked of a position).
pub fn popeye_of_facts(f: &MoveFacts) -> String {
    popeye_of_facts_with(f, Role::popeye_letter)
}

/// [`popeye_of_facts`] with other letters for the men: `letter(role)`
/// (Popeye's German or French piece names).
pub fn popeye_of_facts_with(f: &MoveFacts, letter: impl Fn(Role) -> char) -> String {
    let mut s = String::with_capacity(14);
    match f.special {
        Special::Castle { long } => {
            s.push_str(if long { "0-0-0" } else { "0-0" });
            // The rook crosses to the same board as the king.
            s.push(f.arrival.letter());
        }
        _ => {
            if f.role != Role::Pawn {
                s.push(letter(f.role));
            }
            s.push_str(&f.from.to_string());
            s.push(if f.capture { '*' } else { '-' });
            s.push_str(&f.to.to_string());
            if let Special::Promotion(r) = f.special {
                s.push('=');
                s.push(letter(r));
            }
            if f.special == Special::EnPassant {
                s.push_str(" ep.");
            }
        }
    }
    s.push(f.arrival.letter());
    s
}
