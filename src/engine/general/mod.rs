//! The general engine: the rules of a game of the Alice family as data
//! (boards, geometry, transfer policy, zero moves, check rule, pieces by
//! their movement, double transfers, castling, pawns), a mailbox per board
//! with square sets. It plays the variants that break the fast engine's
//! invariants (O'Donohue, three-board Alice, Duo, Directed Alice), fairy
//! pieces, and, as a cross-check of the fast engine, Alice, Ms. Alice and
//! Mini Alice.
//!
//! Correct first: a move is tested by playing it, unless every man moves
//! by plain atoms (leaps, rides, the Hero's moves) and nothing crosses
//! boards in one move; then the lines the move opens on the king's board
//! tell (the tests compare both on random positions and games). It
//! implements [`crate::game::Game`], so perft and the solvers run on it
//! unchanged.
//!
//! - [`crate::variant::rules`]: the rules as data, one `static` [`RuleSet`]
//!   per variant (below the engines: the registry reads them too);
//! - [`position`]: the position ([`GPos`]), attacks and check;
//! - [`moves`], [`movegen`], [`play`]: the move type, the generation of
//!   pseudo-legal and legal moves (`sieve`: what it keeps and the arrival
//!   boards; `pawns`: the pawns' moves), playing;
//! - [`legality`], [`checks`]: the legality of a move (judged once a
//!   position where it can be: the squares whose emptying exposes the
//!   king, the checkers), the checks a move gives, mate candidates;
//! - [`fen`], [`notation`], [`display`]: text in and out;
//! - [`game`]: the [`crate::game::Game`] implementation.

use crate::variant::VariantKind;
pub mod attacks;
pub mod checks;
pub mod display;
pub mod fen;
pub mod game;
pub mod legality;
mod lines;
pub mod movegen;
pub mod moves;
pub mod notation;
mod pawns;
pub mod play;
pub mod position;
pub mod self_check;
pub mod setup;
mod sieve;
mod special_moves;
mod walks;

pub use crate::variant::rules::{Kind, RuleSet};
pub use fen::GFenError;
pub use moves::{GMove, GMoves};
pub use position::{Cell, GPos};
pub use setup::from_setup;

/// The position a FEN describes in `variant` (`start` or `startpos`: the
/// variant's initial array).
pub fn parse_fen(text: &str, variant: VariantKind) -> Result<GPos, GFenError> {
    let rules = variant.rules();
    let text = match text.trim() {
        "start" | "startpos" => variant.info().initial_fen,
        t => t,
    };
    fen::parse(text, rules)
}

/// The initial array of `variant`.
pub fn initial_position(variant: VariantKind) -> GPos {
    // The arrays are fixed data, tested to be valid positions.
    fen::parse(variant.info().initial_fen, variant.rules())
        .unwrap_or_else(|e| panic!("initial array of {variant}: {e}"))
}
