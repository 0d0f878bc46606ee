//! Popeye's `Option MoveNumbers`: the first moves it generates, numbered,
//! each announced before its solutions (`  6  (Ke5-f4A )`), shared by the
//! printers of direct play and of help play.

use super::engine::{Generated, PopeyeGame};
use super::settings::Extra;
use super::words::words;

/// The first moves Popeye generates in `start`, in its order, each with
/// the legal move it is (`None`: it leaves the mover's king in check):
/// what `Option MoveNumbers` numbers.
pub(super) fn generated_first_moves<G: PopeyeGame>(
    start: &G,
    extra: &Extra,
) -> Vec<Generated<G::Move>> {
    start.generated_first_moves(extra.lang)
}

/// `  6  (Ke5-f4A )`: Popeye's announcement of the n-th first move.
/// Popeye writes the move with a check sign only (no mate sign), and,
/// unless in regression mode, the time since the problem's start.
pub(super) fn move_number_line<M>(n: usize, generated: &Generated<M>, extra: &Extra) -> String {
    let mut text = generated.text.clone();
    // Popeye writes the check sign after the move is made, before it
    // tests it for self-check: a king that steps next to the other king
    // gives check too.
    if generated.check {
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
