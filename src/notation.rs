//! Move notation in one place for library users: writing moves
//! ([`crate::output::notation`]: algebraic with the arrival board `Kb1/A`,
//! Popeye's `Ka2-b1A`) and reading them ([`crate::formats::move_text`]).

pub use crate::formats::move_text::{parse_move, parse_uci, MoveParseError};
pub use crate::output::notation::{arrival_board, check_suffix, popeye, san, san_without_suffix};
