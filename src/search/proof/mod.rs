//! Proof games: every game of exactly n single moves from a start position
//! (the initial array, or a given position for `a=>b`) to a target
//! placement, by exhaustive depth-first search with exact cuts only.
//!
//! # Target
//!
//! A position matches the target when every piece stands on the same
//! square and board (colour and kind included). The side to move, castling
//! rights and the e.p. square are not compared (as in Popeye).
//!
//! # Exact cuts
//!
//! A node (a position with `left` single moves to play, split between the
//! sides by the mode: alternating or series) is cut only when one of these
//! proves that no continuation reaches the target:
//!
//! 1. **Routing bound** ([`bound::side_bound`]): the moves a side still
//!    makes are at least the cheapest assignment of its men now to its men
//!    in the target, each pair priced by the empty-board distance on the
//!    Alice states (square, board) of [`dist`] (pawns with promotion routes;
//!    a pawn keeps its file when its side can capture nothing more, i.e.
//!    the other side has no man left to lose). Every move of the side moves
//!    one man one edge of those tables (its own distance drops by at most
//!    one, the others' not at all), except castling, which moves two: so
//!    one move is subtracted while the side holds a castling right. Men of
//!    now without a target man are captured and cost their side nothing.
//!    The search asks [`bound::side_within`], which gives the same answer
//!    as the bound, mostly from cheaper lower and upper bounds.
//! 2. **Captures**: the men a side has beyond its target count must each be
//!    captured by a move of the other side, so that many moves of the other
//!    side remain; a side with fewer men than its target fails (no move adds
//!    a man).
//! 3. **Pawn files**: each target pawn comes from a distinct pawn of now,
//!    which changes file only by capturing, one file a capture; the least
//!    file change summed over the target pawns is at most the number of the
//!    other side's men still to be captured.
//! 4. **Failure table** (`crate::search::failures`): a position already searched to the
//!    end with the same number of single moves left and no game found.
//!
//! None depends on the path or on move order, so the set of games found is
//! exactly the set of all games (tested against plain enumeration).
//!
//! # Parallelism
//!
//! The first two single moves are split into work items searched with
//! rayon; the caller sorts the games, so the result does not depend on the
//! thread count.

pub mod bound;
pub mod dist;
pub mod dist_gen;
pub mod game;
pub mod search;

pub use crate::proof_game::ProofGame;
pub use crate::search::failures::FailTable;
pub use search::{new_table, run, table_bits, Found, GameStream, Mode, SearchError, Spec};
