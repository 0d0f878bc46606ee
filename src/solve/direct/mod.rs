//! Direct mates, selfmates and reflexmates (and their stalemate forms): the
//! full composition analysis a judge asks for.
//!
//! For every first move of the attacker the prover decides whether it forces
//! the goal within n moves. Keys are then analysed into a solution tree:
//! the threat (what the attacker would play if the defender could pass, of the
//! shortest length; "zugzwang" when there is none), and the variations (the
//! defences that stop the threat or are met faster, each with all of the
//! attacker's shortest continuations, recursively). Several continuations
//! after one defence are duals. With `tries`, first moves defeated by at most
//! `max_refutations` defences are analysed the same way and listed with all
//! their refutations. Set play is the defender's play in the diagram, as if it
//! were to move, with the attacker's answers.
//!
//! The root moves are searched in parallel (rayon) with one shared,
//! exact transposition table; results are collected in a fixed move order,
//! so the report is the same whatever the thread count.

use crate::game::Game;
use crate::search::Stop;
use crate::solve::progress::{NoProgress, Progress};
use crate::stipulation::Stipulation;

mod report;
mod root;
mod tree;

pub use report::*;
pub use root::{
    set_play_alone, solve_in_turn, solve_streamed, solve_with, TreePart, TreeStream, TreeWatch,
};
pub use tree::post_key_play;

/// Solve a direct, self or reflex problem from the diagram `pos`, whose side
/// to move is the attacker.
pub fn solve<G: Game>(
    pos: &G,
    stip: &Stipulation,
    opts: &DirectOptions,
) -> Result<DirectReport, DirectError> {
    solve_with_progress(pos, stip, opts, &NoProgress)
}

/// [`solve`], reporting each root move classified to `progress`.
pub fn solve_with_progress<G: Game>(
    pos: &G,
    stip: &Stipulation,
    opts: &DirectOptions,
    progress: &dyn Progress,
) -> Result<DirectReport, DirectError> {
    solve_with(pos, stip, opts, progress, &Stop::never())
}
