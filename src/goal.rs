//! Goal tests: checkmate and stalemate for the side to move, on any engine.

use crate::game::Game;
use crate::stipulation::Goal;

/// Whether the side to move is checkmated.
#[inline]
pub fn is_checkmate<G: Game>(pos: &G) -> bool {
    pos.goal_reached(Goal::Mate)
}

/// Whether the side to move is stalemated.
#[inline]
pub fn is_stalemate<G: Game>(pos: &G) -> bool {
    pos.goal_reached(Goal::Stalemate)
}

/// Whether the side to move is checkmated (`Goal::Mate`) or stalemated
/// (`Goal::Stalemate`) in `pos`.
#[inline]
pub fn reached<G: Game>(pos: &G, goal: Goal) -> bool {
    pos.goal_reached(goal)
}
