//! Popeye's `Option MoveNumbers`: the first moves it generates, numbered,
//! each announced before its solutions (`  6  (Ke5-f4A )`), shared by the
//! printers of direct play and of help play.

use super::order::generated_moves;
use super::settings::Extra;
use super::text::long_text;
use super::words::{role_letter, words};
use crate::engine::fast::{Move, Position};
use crate::game::{Game, MoveFacts, Special};

/// The first moves Popeye generates in `start`, in its order, each with
/// the legal move it is (`None`: it leaves the mover's king in check):
/// what `Option MoveNumbers` numbers.
pub(super) fn generated_first_moves(start: &Position) -> Vec<(MoveFacts, Option<Move>)> {
    let mut list = <Position as Game>::Moves::default();
    start.legal_moves(&mut list);
    let legal: Vec<(MoveFacts, Move)> = list
        .as_slice()
        .iter()
        .map(|&m| (start.move_facts(m), m))
        .collect();
    let facts: Vec<MoveFacts> = legal.iter().map(|(f, _)| *f).collect();
    generated_moves(start, &facts)
        .into_iter()
        .map(|f| (f, legal.iter().find(|(g, _)| *g == f).map(|(_, m)| *m)))
        .collect()
}

/// `  6  (Ke5-f4A )`: Popeye's announcement of the n-th first move.
/// Popeye writes the move with a check sign only (no mate sign), and,
/// unless in regression mode, the time since the problem's start.
pub(super) fn move_number_line(
    start: &Position,
    n: usize,
    (facts, legal): &(MoveFacts, Option<Move>),
    extra: &Extra,
) -> String {
    let mut text = match legal {
        Some(m) => long_text(start, *m, extra.lang),
        // Generated but not legal (castling and e.p. are always legal here).
        None => crate::notation::popeye_of_facts_with(facts, |r| role_letter(extra.lang, r)),
    };
    // Popeye writes the check sign after the move is made, before it
    // tests it for self-check: a king that steps next to the other king
    // gives check too.
    let played = legal.or(match facts.special {
        Special::None => Some(Move::normal(facts.from, facts.to)),
        Special::Promotion(role) => Some(Move::promotion(facts.from, facts.to, role)),
        _ => None,
    });
    if played.is_some_and(|m| start.after(m).in_check()) {
        text.push_str(" +");
    }
    match extra.started {
        Some(t) => format!(
            "{n:>3}  ({text}    {}{:.3} s)",
            words(extra.lang).time,
            t.elapsed().as_secs_f64()
        ),
        None => format!("{n:>3}  ({text} )"),
    }
}
