//! The choice of engine, made once at the edge (CLI, check runner): a
//! problem is engine-free data (a [`Setup`] and a [`Variant`]); the engine
//! that plays the variant is built from it here and the work is run on it,
//! monomorphised for that engine ([`OnEngine`]). The fast two-board engine
//! ([`Position`]) plays `alice`, `alice2`, `ms-alice` and `mini`; the general
//! engine ([`GPos`]) plays `odonohue`, `alice3`, `duo` and `directed`.

pub mod fast;
pub mod general;

use crate::engine::fast::position::{Position, PositionError};
use crate::engine::general::{GFenError, GPos};
use crate::proof_game::ProofGame;
use crate::setup::Setup;
use crate::variant::{Variant, VariantKind};
use thiserror::Error;

/// Why a diagram is not a position of its variant.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DiagramError {
    /// Not a legal position of a fast-engine variant.
    #[error(transparent)]
    Position(#[from] PositionError),
    /// Not a legal position of a general-engine variant.
    #[error(transparent)]
    General(#[from] GFenError),
}

/// The engine that plays a diagram: the choice is made here alone
/// ([`Engine::of`]), from the variant's rule data and the men of the
/// diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    /// The fast two-board engine ([`Position`]).
    Fast,
    /// The general engine ([`GPos`]) with the rules of this variant.
    General(VariantKind),
}

impl Engine {
    /// The engine of `variant` for `diagram`: the general engine plays the
    /// games the fast engine does not fit, and a fast-engine game's diagram
    /// with a fairy piece (the fast engine plays the six chess men only).
    pub fn of(variant: &Variant, diagram: &Setup) -> Engine {
        Engine::with_fairy(variant, diagram.has_fairy())
    }

    /// [`Engine::of`] a diagram given as FEN text: a fairy piece is written
    /// in braces (`{G}`).
    pub fn of_fen(variant: &Variant, fen: &str) -> Engine {
        Engine::with_fairy(variant, fen.contains('{'))
    }

    /// [`Engine::of`] a diagram without a fairy piece: the variant's own
    /// engine.
    pub fn of_variant(variant: &Variant) -> Engine {
        Engine::with_fairy(variant, false)
    }

    /// [`Engine::of`] a diagram with (`fairy`) or without a fairy piece.
    pub fn with_fairy(variant: &Variant, fairy: bool) -> Engine {
        match general_for(variant, fairy) {
            Some(g) => Engine::General(g),
            None => Engine::Fast,
        }
    }
}

/// The general engine's variant that plays a diagram of `variant` with
/// (`fairy`) or without a fairy piece; `None`: the fast engine. Derived
/// from the rule data ([`crate::variant::fast_engine_fits`]).
fn general_for(variant: &Variant, fairy: bool) -> Option<VariantKind> {
    let info = variant.kind.info();
    if info.fast_engine() && !fairy {
        None
    } else {
        info.general_variant()
    }
}

/// Work to do on a position, whatever engine plays it.
pub trait OnEngine {
    /// What the work gives.
    type Output;

    /// Do the work from `start`.
    fn run<G: ProofGame>(self, start: &G) -> Self::Output;
}

/// The fast engine's position of `diagram` in `variant` (`from_setup`
/// refuses what two boards of chess men cannot hold: a man on board C,
/// 10 ranks, another kind of man).
fn fast_position(variant: &Variant, diagram: &Setup) -> Result<Position, DiagramError> {
    Ok(Position::from_setup(diagram, variant.rules())?)
}

/// The general engine's position of `diagram` in `g`, validated.
pub fn general_position(g: VariantKind, diagram: &Setup) -> Result<GPos, DiagramError> {
    Ok(crate::engine::general::from_setup(diagram, g)?)
}

/// Build the engine of `variant` from `diagram` (validated for that
/// variant) and run `work` on it.
pub fn run_on<W: OnEngine>(
    variant: &Variant,
    diagram: &Setup,
    work: W,
) -> Result<W::Output, DiagramError> {
    match Engine::of(variant, diagram) {
        Engine::General(g) => Ok(work.run(&general_position(g, diagram)?)),
        Engine::Fast => Ok(work.run(&fast_position(variant, diagram)?)),
    }
}

/// Whether `diagram` is a legal position of `variant` (the error says why
/// not).
pub fn validate(variant: &Variant, diagram: &Setup) -> Result<(), DiagramError> {
    match Engine::of(variant, diagram) {
        Engine::General(g) => general_position(g, diagram).map(|_| ()),
        Engine::Fast => fast_position(variant, diagram).map(|_| ()),
    }
}

/// The diagram `diagram` of `from` read as a diagram of `to`: castling
/// rights and the e.p. square are dropped where `to` has none; fails when
/// the position is not legal in `to` (e.g. a piece beyond the 4x8 boards of
/// Mini Alice, or a third board for a two-board variant).
pub fn convert(diagram: &Setup, from: &Variant, to: &Variant) -> Result<Setup, DiagramError> {
    match (Engine::of_variant(from), Engine::of_variant(to)) {
        (Engine::Fast, Engine::Fast) => {
            let pos = fast_position(from, diagram)?.with_rules(to.rules())?;
            Ok(pos.to_setup())
        }
        (_, Engine::General(g)) => Ok(general_position(g, diagram)?.to_setup()),
        (Engine::General(_), Engine::Fast) => Ok(fast_position(to, diagram)?.to_setup()),
    }
}
