//! The choice of engine, made once at the edge (CLI, check runner): a
//! problem is engine-free data (a [`Setup`] and a [`Variant`]); the engine
//! that plays the variant is built from it here and the work is run on it,
//! monomorphised for that engine ([`OnEngine`]). Today every variant runs on
//! the fast two-board engine ([`Position`]); a variant that breaks its
//! invariants gets its engine here, and nothing else changes.

pub mod fast;

use crate::game::Game;
use crate::position::{Position, PositionError};
use crate::setup::Setup;
use crate::variant::Variant;

/// Work to do on a position, whatever engine plays it.
pub trait OnEngine {
    /// What the work gives.
    type Output;

    /// Do the work from `start`.
    fn run<G: Game>(self, start: &G) -> Self::Output;
}

/// Build the engine of `variant` from `setup` (validated for that variant)
/// and run `work` on it.
pub fn run_on<W: OnEngine>(
    variant: &Variant,
    setup: &Setup,
    work: W,
) -> Result<W::Output, PositionError> {
    let pos = Position::from_setup(setup, variant.rules())?;
    Ok(work.run(&pos))
}

/// Whether `setup` is a legal position of `variant` (the error says why not).
pub fn validate(variant: &Variant, setup: &Setup) -> Result<(), PositionError> {
    Position::from_setup(setup, variant.rules()).map(|_| ())
}

/// The diagram `setup` of `from` read as a diagram of `to`: castling rights
/// and the e.p. square are dropped where `to` has none; fails when the
/// position is not legal in `to` (e.g. a piece beyond the 4x8 boards of
/// Mini Alice).
pub fn convert(setup: &Setup, from: &Variant, to: &Variant) -> Result<Setup, PositionError> {
    let pos = Position::from_setup(setup, from.rules())?.with_rules(to.rules())?;
    Ok(pos.to_setup())
}
