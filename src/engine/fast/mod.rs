//! The fast engine of the two-board variants (`alice`, `alice2`,
//! `ms-alice`, `mini` and the rule readings): bitboards, copy-make, and the
//! Alice invariants that make it fast (a square is occupied on at most one
//! board, every move leaves its board, check only from the king's board).
//!
//! - [`attacks`]: single-board attack tables (build-time magic bitboards);
//! - [`moves`]: the 16-bit move and the stack move list;
//! - [`position`], [`zobrist`]: the two-board position (built from a
//!   [`crate::setup::Setup`] with its legality checks) and its hash, and its
//!   [`crate::game::Game`] implementation;
//! - [`rules`]: the Alice rules that differ from chess, with the variant
//!   flags ([`rules::Rules`]: 4x8 boards, zero moves, readings);
//! - [`movegen`]: legal move generation; [`gives_check`]: the exact
//!   gives-check test before a move is played; [`reach`]: the exact lower
//!   bounds of the intelligent help and series search; [`flights`]: its
//!   proof that no next move mates, from the flights the king keeps.

pub mod attacks;
pub mod fen;
pub mod flights;
pub mod gives_check;
pub mod movegen;
pub mod moves;
pub mod position;
pub mod reach;
pub mod rules;
pub mod transfer;
pub mod zobrist;

pub use moves::{Move, MoveKind, MoveList};
pub use position::Position;
