//! The ends of play that the split and the searchers both test: a side
//! forced to reach the goal, a side able to reach it at once, a goal that
//! ends the play early.

use crate::game::{Game, MoveBuffer};
use crate::help_play::Family;
use crate::stipulation::Goal;

/// Whether the side to move in `pos` has a legal move and every one of
/// them reaches `goal` (the end of `ser-s`); counts the moves tried.
pub(crate) fn forced_goal<G: Game>(pos: &G, goal: Goal, nodes: &mut u64) -> bool {
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    if list.is_empty() {
        return false;
    }
    if !matches!(goal, Goal::Mate | Goal::Stalemate) {
        return list.as_slice().iter().all(|&mv| {
            *nodes += 1;
            pos.reaches_goal(mv, &pos.after(mv), goal)
        });
    }
    let info = pos.check_probe();
    list.as_slice().iter().all(|&mv| {
        let check = info.as_ref().is_some_and(|i| pos.gives_check(i, mv));
        if check != (goal == Goal::Mate) {
            return false;
        }
        *nodes += 1;
        !pos.after(mv).has_legal_move()
    })
}

/// Whether the side to move in `pos` has a legal move reaching `goal`
/// (reflex play forbids it any other move); counts the moves tried.
pub(super) fn reaches_in_one<G: Game>(pos: &G, goal: Goal, nodes: &mut u64) -> bool {
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    let info = pos.check_probe();
    list.as_slice().iter().any(|&mv| {
        let check = info.as_ref().is_some_and(|i| pos.gives_check(i, mv));
        match goal {
            Goal::Mate if !check => false,
            Goal::Stalemate if check => false,
            _ => {
                *nodes += 1;
                pos.reaches_goal(mv, &pos.after(mv), goal)
            }
        }
    })
}

/// Whether a move played with `remaining` single moves left (more than
/// one) ends the play when it reaches the goal, for a goal that may leave
/// the victim a move (`Task::goal_ends_early`, for the searchers too).
#[inline(always)]
pub(super) fn goal_ends_early(family: Family, goal: Goal, remaining: u32) -> bool {
    remaining > 1 && !goal.ends_game() && family.goal_side_moves(remaining)
}
