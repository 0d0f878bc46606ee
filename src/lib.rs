//! Alice Chess problem solver: position and notation, move generation, perft.
//!
//! Architecture (one module, one purpose):
//! - [`game`]: the interface between the searches and an engine ([`game::Game`]);
//! - [`types`], [`moves`]: squares, pieces, boards, bitboards, the move type;
//! - [`attacks`]: single-board attack tables (build-time magic bitboards);
//! - [`position`], [`zobrist`]: the two-board position (built from a setup
//!   with its legality checks) and its hash;
//! - [`setup`]: a position as engine-free data (pieces with boards, side,
//!   rights, e.p., clocks, geometry), read and written by FEN, formats, twins;
//! - [`fen`]: Alice FEN reading and writing;
//! - [`rules`]: the Alice rules that differ from chess, in one place, with the
//!   variant flags of the fast engine ([`rules::Rules`]);
//! - [`variant`]: the games of the Alice family and the rule readings;
//! - [`movegen`]: legal move generation; [`gives_check`]: exact check test before playing;
//! - [`notation`]: coordinate, algebraic (`Kb1/A`) and Popeye move text;
//! - [`perft`]: node counting, serial and parallel;
//! - [`display`]: both boards side by side as text;
//! - [`stipulation`], [`problem`]: what a problem asks and the problem itself;
//! - [`twin`]: twin changes and the positions a problem asks to solve;
//! - [`formats`]: YAML (YACPDB / Olive) and Popeye problem files.

pub mod attacks;
pub mod check;
pub mod display;
pub mod fen;
pub mod formats;
pub mod game;
pub mod general;
pub mod gives_check;
pub mod goal;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod output;
pub mod perft;
pub mod position;
pub mod problem;
pub mod rules;
pub mod search;
pub mod setup;
pub mod solve;
pub mod stipulation;
pub mod text;
pub mod twin;
pub mod types;
pub mod variant;
pub mod zobrist;

pub use moves::{Move, MoveKind, MoveList};
pub use position::Position;
pub use types::{Bitboard, Board, Color, Piece, Role, Square};
