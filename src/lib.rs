//! Alice Chess problem solver: engines, searches, solvers, formats, output.
//!
//! Architecture (one module, one purpose; the layout follows the layers):
//! - [`game`]: the interface between the searches and an engine ([`game::Game`]);
//! - [`engine`]: the engines side by side and the choice of one per variant,
//!   made once at the edge ([`engine::run_on`]): [`engine::fast`], the
//!   bitboard engine of the two-board variants, and [`engine::general`], the
//!   rules-as-data engine of O'Donohue, three-board Alice, Duo and Directed
//!   Alice;
//! - [`types`]: squares, colours, roles, boards, bitboards;
//! - [`setup`]: a position as engine-free data (pieces with boards, side,
//!   rights, e.p., clocks, geometry), read and written by FEN, formats, twins;
//! - [`variant`]: the games of the Alice family and the rule readings;
//! - [`search`]: the exact searches (battle prover, help and series search,
//!   their lock-free tables, the stop signal), generic over [`game::Game`];
//! - [`solve`]: direct/self/reflex analysis and help/series solving (reports);
//! - [`check`]: intended solutions, statuses, solving a whole problem;
//! - [`perft`], [`goal`]: node counting; mate and stalemate;
//! - [`stipulation`], [`problem`], [`twin`]: what a problem asks, the
//!   problem itself, its twins;
//! - [`fen`], [`formats`]: Alice FEN; YAML (YACPDB / Olive) and Popeye files,
//!   move text read ([`formats::move_text`]);
//! - [`output`]: reports for people (move text in [`output::notation`],
//!   solution trees, help solutions, problem reports), [`display`]: diagrams;
//!   [`notation`] gathers move reading and writing for library users.

#![deny(missing_docs)]
#![forbid(unsafe_code)]

pub mod check;
pub mod display;
pub mod engine;
pub mod fen;
pub mod formats;
pub mod game;
pub mod goal;
pub mod notation;
pub mod output;
pub mod perft;
pub mod problem;
pub mod search;
pub mod setup;
pub mod solve;
pub mod stipulation;
pub mod text;
pub mod twin;
pub mod types;
pub mod variant;

pub use types::{Bitboard, Board, Color, Piece, Role, Square};
