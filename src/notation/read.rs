//! Reading move text: coordinate notation (`e2e4`, `e7e8q`), Popeye's long
//! form (`Ka2-b1A`), algebraic with or without the arrival board (`Kb1/A`,
//! `Nf3`) and castling (`0-0`), for any engine behind [`Game`].

use crate::game::{Game, MoveBuffer, MoveFacts, Special};
use crate::types::{Board, Role, Square};
use thiserror::Error;

/// A move text that does not name a legal move.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveParseError {
    /// The text (held) is not move text of the form asked for.
    #[error("{} is not coordinate notation (e.g. e2e4, e7e8q)", crate::text::quoted(.0))]
    Syntax(String),
    /// No legal move has this text (held).
    #[error("{} is not a legal move in this position", crate::text::quoted(.0))]
    Illegal(String),
    /// Several legal moves have this text (held).
    #[error("{} could be more than one legal move", crate::text::quoted(.0))]
    Ambiguous(String),
    /// The text (held) names an arrival board the position does not have
    /// (`C` on two boards).
    #[error("{} names board C, which this position does not have (boards A and B)", crate::text::quoted(.0))]
    NoSuchBoard(String),
}

/// Find the legal move written in coordinate notation (`e2e4`, `e7e8q`, `e1g1`).
pub fn parse_uci<G: Game>(pos: &G, text: &str) -> Result<G::Move, MoveParseError> {
    let t = text.trim();
    let valid_syntax = (t.len() == 4 || t.len() == 5)
        && t.is_ascii()
        && Square::parse(&t[0..2]).is_some()
        && Square::parse(&t[2..4]).is_some();
    if !valid_syntax {
        return Err(MoveParseError::Syntax(t.to_string()));
    }
    let lower = t.to_ascii_lowercase();
    legal(pos)
        .into_iter()
        .find(|m| m.to_string() == lower)
        .ok_or_else(|| MoveParseError::Illegal(t.to_string()))
}

/// Find the legal move a text names. Accepted forms: coordinate (`e2e4`,
/// `e7e8q`), Popeye's long form (`Ka2-b1A`, `Rd8*d7A`, `d2-d1=SA`,
/// `e5*d6 ep.`), algebraic with or without the arrival board (`Kb1/A`,
/// `Rxe7/A#`, `Nf3`, `exd6`, `d1=N/A`) and castling (`0-0`, `O-O-O`).
/// Check, mate, stalemate (a trailing `=`) and annotation signs are ignored;
/// a board given in the text must be the board the move arrives on.
pub fn parse_move<G: Game>(pos: &G, text: &str) -> Result<G::Move, MoveParseError> {
    let original = text.trim();
    if let Some(found) = pos.parse_own_move(original) {
        return found.ok_or_else(|| MoveParseError::Illegal(original.to_string()));
    }
    parse_among(pos, text, legal(pos))
}

/// As [`parse_move`], for the move that reaches `goal`: a legal move, or
/// for the goals of a self-check (`##`, `##!`, `!#`:
/// [`crate::stipulation::Goal::self_check`]) one of the mover's
/// self-checks, read in the forms the generic reader knows.
pub fn parse_goal_move<G: Game>(
    pos: &G,
    text: &str,
    goal: crate::stipulation::Goal,
) -> Result<G::Move, MoveParseError> {
    match parse_move(pos, text) {
        Err(MoveParseError::Illegal(_)) if goal.self_check() => {
            let mut list = G::Moves::default();
            pos.self_check_moves(&mut list);
            parse_among(pos, text, list.as_slice().to_vec())
        }
        found => found,
    }
}

/// The move of `moves` (moves of `pos`) that `text` names, in the forms of
/// [`parse_move`] but the engine's own.
fn parse_among<G: Game>(
    pos: &G,
    text: &str,
    moves: Vec<G::Move>,
) -> Result<G::Move, MoveParseError> {
    let original = text.trim();
    let illegal = || MoveParseError::Illegal(original.to_string());
    let (t, board) = strip_marks(original)?;
    let legal: Vec<(G::Move, MoveFacts)> =
        moves.into_iter().map(|m| (m, pos.move_facts(m))).collect();
    let check_board = |(m, f): (G::Move, MoveFacts)| -> Result<G::Move, MoveParseError> {
        match board {
            Some(b) if f.arrival != b => Err(illegal()),
            _ => Ok(m),
        }
    };
    // Castling.
    let castle = t.replace('O', "0");
    if castle == "0-0" || castle == "0-0-0" {
        let long = castle == "0-0-0";
        let m = legal
            .iter()
            .copied()
            .find(|(_, f)| f.special == Special::Castle { long })
            .ok_or_else(illegal)?;
        return check_board(m);
    }
    if let Ok(m) = parse_uci(pos, &t) {
        return check_board((m, pos.move_facts(m)));
    }
    let san = San::read(&t, board).map_err(|e| match e {
        SanError::Syntax => MoveParseError::Syntax(original.to_string()),
        SanError::Letter => illegal(),
    })?;
    let candidates: Vec<(G::Move, MoveFacts)> =
        legal.iter().copied().filter(|(_, m)| san.fits(m)).collect();
    match candidates.as_slice() {
        [m] => check_board(*m),
        [] => Err(illegal()),
        _ => Err(MoveParseError::Ambiguous(original.to_string())),
    }
}

/// A move text without its check, mate and annotation signs and e.p.
/// mark, and the arrival board it names (`/A`, or a Popeye-style letter
/// right after the move); an error for a third board's letter.
fn strip_marks(original: &str) -> Result<(String, Option<Board>), MoveParseError> {
    let mut t: String = original.to_string();
    for suffix in ["e.p.", "ep.", "ep.A", "ep.B"] {
        if let Some(stripped) = t.trim_end().strip_suffix(suffix) {
            t = stripped.trim_end().to_string();
        }
    }
    while t.ends_with(['+', '#', '=', '!', '?', ' ']) {
        t.pop();
    }
    // A third board's letter (`/C`, or `C` right after a square or a
    // promotion): this reader's positions have two boards (the general
    // engine reads its own moves above).
    let b = t.as_bytes();
    if t.ends_with("/C")
        || (b.len() >= 3
            && b[b.len() - 1] == b'C'
            && (b[b.len() - 2].is_ascii_digit() || b[b.len() - 3] == b'='))
    {
        return Err(MoveParseError::NoSuchBoard(original.to_string()));
    }
    let mut board = None;
    if let Some(stripped) = t.strip_suffix("/A").or_else(|| t.strip_suffix("/B")) {
        board = Some(if t.ends_with('A') { Board::A } else { Board::B });
        t = stripped.to_string();
    } else if t.replace('O', "0").starts_with("0-0") && t.ends_with(['A', 'B']) {
        // Castling in Popeye's form: the king's and the rook's boards
        // (`0-0BB`), or the king's alone (`0-0B`).
        board = Some(if t.ends_with('A') { Board::A } else { Board::B });
        t.pop();
        if t.ends_with(['A', 'B']) {
            t.pop();
        }
    } else if t.len() >= 3 && t.ends_with(['A', 'B']) {
        let b = t.as_bytes();
        let before = b[b.len() - 2];
        let promo_letter = b.len() >= 3 && b[b.len() - 3] == b'=' && before.is_ascii_alphabetic();
        if before.is_ascii_digit() || promo_letter || before == b'0' || before == b'O' {
            board = Some(if t.ends_with('A') { Board::A } else { Board::B });
            t.pop();
        }
    }
    while t.ends_with(['+', '#', '=', '!', '?', ' ']) {
        t.pop();
    }
    Ok((t, board))
}

/// What an algebraic or long-form move text says of its move.
struct San {
    /// The arrival square.
    to: Square,
    /// The promotion piece.
    promo: Option<Role>,
    /// The arrival board.
    board: Option<Board>,
    /// The departure square, when written.
    from: Option<Square>,
    /// The piece's letter, when written.
    role: Option<Role>,
    /// SAN disambiguation: the files and ranks written between the piece
    /// and the square.
    hint: String,
}

/// Why a move text is no algebraic move.
enum SanError {
    /// No square in it.
    Syntax,
    /// A piece letter that names no piece.
    Letter,
}

impl San {
    /// Read the move text `t` (its marks stripped), arriving on `board`.
    fn read(t: &str, board: Option<Board>) -> Result<San, SanError> {
        // Promotion piece.
        let (core, promo) = match t.split_once('=') {
            Some((c, p)) => {
                let role = p
                    .chars()
                    .next()
                    .and_then(Role::from_letter)
                    .ok_or(SanError::Letter)?;
                (c, Some(role))
            }
            None => (t, None),
        };
        let bytes = core.as_bytes();
        let mut squares = Vec::new();
        let mut i = 0;
        while i + 1 < bytes.len() {
            if (b'a'..=b'h').contains(&bytes[i]) && (b'1'..=b'8').contains(&bytes[i + 1]) {
                squares.push((i, Square::from_coords(bytes[i] - b'a', bytes[i + 1] - b'1')));
                i += 2;
            } else {
                i += 1;
            }
        }
        let Some(&(to_at, to)) = squares.last() else {
            return Err(SanError::Syntax);
        };
        let prefix = &core[..squares.first().map(|(i, _)| *i).unwrap_or(to_at)];
        let role = match prefix.chars().next() {
            Some(c) if c.is_ascii_uppercase() => {
                Some(Role::from_letter(c).ok_or(SanError::Letter)?)
            }
            _ => None,
        };
        let hint = core[..to_at]
            .chars()
            .skip(role.is_some() as usize)
            .filter(|c| c.is_ascii_lowercase() && *c != 'x' || c.is_ascii_digit())
            .collect();
        Ok(San {
            to,
            promo,
            board,
            from: (squares.len() >= 2).then(|| squares[0].1),
            role,
            hint,
        })
    }

    /// Whether the legal move `m` is one the text may name.
    fn fits(&self, m: &MoveFacts) -> bool {
        let promotion = match m.special {
            Special::Promotion(r) => Some(r),
            _ => None,
        };
        let from = self.from;
        let role_fits = match self.role {
            Some(role) => m.role == role,
            None => from.is_some() || m.role == Role::Pawn,
        };
        m.to == self.to
            && promotion == self.promo
            // Where a move may arrive on either board (Duo, O'Donohue),
            // the board given picks one.
            && self.board.is_none_or(|b| m.arrival == b)
            && from.is_none_or(|f| m.from == f)
            && role_fits
            // A pawn move named by its square alone (`e5`) is a push: a
            // pawn capture names its file (`dxe5`).
            && (from.is_some()
                || self.role.is_some()
                || !self.hint.is_empty()
                || m.from.file() == self.to.file())
            && (from.is_some()
                || self.hint.chars().all(|c| {
                    if c.is_ascii_digit() {
                        m.from.rank() == c as u8 - b'1'
                    } else {
                        m.from.file() == c as u8 - b'a'
                    }
                }))
    }
}

/// The legal moves of `pos`.
fn legal<G: Game>(pos: &G) -> Vec<G::Move> {
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    list.as_slice().to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::fast::fen;
    use crate::engine::fast::Position;
    use crate::notation::{popeye, san};

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
    fn parse_move_accepts_every_form() {
        let pos =
            fen::parse("4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1").unwrap();
        for text in ["a2b1", "Ka2-b1A", "Kb1/A", "Kb1", "Ka2-b1 !", "Kb1/A!"] {
            assert_eq!(
                parse_move(&pos, text).unwrap().to_string(),
                "a2b1",
                "{text}"
            );
        }
        assert!(parse_move(&pos, "Kb1/B").is_err(), "wrong arrival board");
        for third in ["Ka2-b1C", "Kb1/C"] {
            assert_eq!(
                parse_move(&pos, third),
                Err(MoveParseError::NoSuchBoard(third.to_string()))
            );
        }
        assert_eq!(parse_move(&pos, "Rd5/A+").unwrap().to_string(), "f5d5");
        assert_eq!(parse_move(&pos, "Sd4-c6A").unwrap().to_string(), "d4c6");
        let black = fen::parse("8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1").unwrap();
        assert_eq!(parse_move(&black, "d2-d1=SA").unwrap().to_string(), "d2d1n");
        assert_eq!(parse_move(&black, "d1=N/A").unwrap().to_string(), "d2d1n");
        assert_eq!(parse_move(&black, "Ke5-f4A").unwrap().to_string(), "e5f4");
        let start = Position::startpos();
        assert_eq!(parse_move(&start, "Nf3").unwrap().to_string(), "g1f3");
        assert_eq!(parse_move(&start, "Sg1-f3B").unwrap().to_string(), "g1f3");
        assert!(matches!(
            parse_move(&start, "e5"),
            Err(MoveParseError::Illegal(_))
        ));
        assert!(matches!(
            parse_move(&start, "zz"),
            Err(MoveParseError::Syntax(_))
        ));
        let castle = fen::parse("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
        assert_eq!(parse_move(&castle, "0-0").unwrap().to_string(), "e1g1");
        assert_eq!(parse_move(&castle, "O-O-O/B").unwrap().to_string(), "e1c1");
        // Popeye 4.104 names the boards of king and rook: 0-0BB.
        let mv = parse_move(&castle, "0-0BB").unwrap();
        assert_eq!(mv.to_string(), "e1g1");
        assert_eq!(popeye(&castle, mv), "0-0BB");
        assert_eq!(parse_move(&castle, "0-0-0B").unwrap().to_string(), "e1c1");
        assert!(parse_move(&castle, "0-0AA").is_err(), "wrong arrival board");
        // Popeye's e.p. capture: the board letter after "ep.".
        let ep = fen::parse("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
        let mv = parse_move(&ep, "e5*d6 ep.B").unwrap();
        assert_eq!(mv.to_string(), "e5d6");
        assert_eq!(popeye(&ep, mv), "e5*d6 ep.B");
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
