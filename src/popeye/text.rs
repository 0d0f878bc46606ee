//! Moves in the Popeye drop-in: a coordinate move found among the legal
//! moves, and a move in Popeye's notation with its check or mate sign.

use crate::game::Game;
use crate::stipulation::Goal;
use crate::{engine::fast::Move, engine::fast::Position};

/// The legal move of `pos` written `uci` in coordinate notation.
pub(crate) fn find_move(pos: &Position, uci: &str) -> Option<Move> {
    let mut list = <Position as Game>::Moves::default();
    pos.legal_moves(&mut list);
    list.as_slice()
        .iter()
        .copied()
        .find(|m| m.to_string() == uci)
}

/// A move in Popeye's notation with its check (` +`), mate (` #`) or, for
/// a stalemate goal, stalemate (` =`) sign.
pub(crate) fn move_text(pos: &Position, mv: Move, goal: Goal) -> String {
    let mut s = crate::notation::popeye(pos, mv);
    let next = pos.after(mv);
    let check = next.in_check();
    let moves = next.has_legal_move();
    if check && !moves {
        s.push_str(" #");
    } else if check {
        s.push_str(" +");
    } else if !moves && goal == Goal::Stalemate {
        s.push_str(" =");
    }
    s
}
