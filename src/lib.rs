//! Alice Chess problem solver: engines, searches, solvers, formats, output.
//!
//! The modules, from the bottom layer up (ARCHITECTURE.md says what each
//! may import; `tests/layers.rs` holds them to it):
//! - [`types`], [`text`], [`shard`], [`kinds`], [`memory`]: squares,
//!   colours, roles, boards and bitboards; bounded quoting of input; a slice
//!   of work (`--shard I/N`); the kinds of men; the memory budget;
//! - [`setup`], [`variant`], [`stipulation`], [`fen`]: a position
//!   as engine-free data, the games of the Alice family and their rule
//!   readings, what a problem asks, Alice FEN;
//! - [`game`]: the interface between the searches and an engine
//!   ([`game::Game`]), and [`proof_game`] what the proof-game search asks
//!   of an engine besides ([`proof_game::ProofGame`]); [`notation`]: move text read and written for any
//!   engine; [`help_play`]: how a help or series line unfolds (read by its
//!   search and its printers);
//! - [`engine`]: the engines side by side and the choice of one per variant,
//!   made once at the edge ([`engine::run_on`]): [`engine::fast`], the
//!   bitboard engine of the two-board variants, and [`engine::general`], the
//!   rules-as-data engine of O'Donohue, three-board Alice, Duo and Directed
//!   Alice; [`perft`]: node counting;
//! - [`search`]: the exact searches (battle prover, help and series search,
//!   proof games, their lock-free tables, the stop signal), generic over
//!   [`game::Game`];
//! - [`solve`]: direct/self/reflex analysis, help/series solving and proof
//!   games as problems (reports);
//! - [`problem`], [`twin`], [`formats`]: the problem itself and its twins;
//!   YAML (YACPDB / Olive) and Popeye files;
//! - [`verdict`]: intended solutions read, statuses, a twin's outcome;
//! - [`output`], [`display`]: reports for people (solution trees, help
//!   solutions, problem reports, diagrams, the HTML report);
//! - [`check`]: solving a whole problem and judging it, batches, shards;
//!   [`popeye`]: the Popeye drop-in (reads Popeye input, solves, prints
//!   Popeye's layout), an application beside `check` and the command line.

#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod check;
pub mod display;
pub mod engine;
pub mod fen;
pub mod formats;
pub mod game;
pub mod help_play;
pub mod kinds;
pub mod memory;
pub mod notation;
pub mod output;
pub mod perft;
pub mod popeye;
pub mod problem;
pub mod proof_game;
pub mod search;
pub mod setup;
pub mod shard;
pub mod solve;
pub mod stipulation;
pub mod text;
pub mod twin;
pub mod types;
pub mod variant;
pub mod verdict;

pub use types::{Bitboard, Board, Color, Piece, Role, Square};
