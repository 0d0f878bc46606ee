//! Move text, for any engine behind [`crate::game::Game`]: writing moves
//! for people (algebraic with the arrival board `Kb1/A`, Popeye's long form
//! `Ka2-b1A`; coordinate notation `a2b1` is a move's `Display`) and reading
//! them back from problem files, intended solutions and the command line.
//! It sits below the searches and the reports: both name moves with it.

mod read;
mod write;

pub use read::{parse_goal_move, parse_move, parse_uci, MoveParseError};
pub use write::{
    arrival_board, check_suffix, popeye, popeye_of_facts, popeye_of_facts_with, san,
    san_without_suffix,
};
