//! Moves in the Popeye drop-in: a coordinate move found among the legal
//! moves, and a move in Popeye's notation with its check or mate sign.

use super::engine::PopeyeGame;
use crate::formats::Language;
use crate::game::{Game, MoveBuffer};
use crate::stipulation::Goal;

/// The legal move of `pos` written `uci` in coordinate notation.
pub(crate) fn find_move<G: Game>(pos: &G, uci: &str) -> Option<G::Move> {
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    list.as_slice()
        .iter()
        .copied()
        .find(|m| m.to_string() == uci)
}

/// A move in Popeye's notation with its check sign and, when the move is
/// one the goal is tested on (`goal_move`: the last move of a help line,
/// the attacker's in direct play, the defender's in self and reflex play)
/// and reaches it, the goal's marker as Popeye writes it: ` #`, ` x`,
/// ` z`, ... (nothing for castling, e.p. and any move), instead of the
/// check sign for the goals about check, mate and stalemate. The men's
/// letters are those of `lang`.
///
/// Mate and stalemate keep the drop-in's first rule, which Popeye's
/// outputs confirm: ` #` after any mating move, ` =` after a stalemating
/// goal move of a stalemate problem (not after a series move that
/// stalemates the other side on the way, `ser-=3`).
pub(crate) fn move_text<G: PopeyeGame>(
    pos: &G,
    mv: G::Move,
    goal: Goal,
    goal_move: bool,
    lang: Language,
) -> String {
    let mut s = pos.long_text(mv, lang);
    let next = pos.after(mv);
    let check = next.in_check();
    if matches!(goal, Goal::Mate | Goal::Stalemate) {
        let moves = next.has_legal_move();
        if check && !moves {
            s.push_str(" #");
        } else if check {
            s.push_str(" +");
        } else if !moves && goal == Goal::Stalemate && goal_move {
            s.push_str(" =");
        }
        return s;
    }
    let reached = goal_move && pos.reaches_goal(mv, &next, goal);
    if check && !(reached && goal.preempts_check()) {
        s.push_str(" +");
    }
    if reached && !goal.end_marker().is_empty() {
        s.push(' ');
        s.push_str(goal.end_marker());
    }
    s
}

/// A move in Popeye's notation with the men's letters of `lang`, without
/// check or goal signs.
pub(crate) fn long_text<G: PopeyeGame>(pos: &G, mv: G::Move, lang: Language) -> String {
    pos.long_text(mv, lang)
}
