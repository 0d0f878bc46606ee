//! The combinations of readings of a variant, their names, and the exact
//! tests that prove a switch cannot change a problem (the parent module's
//! documentation).

use crate::engine::Engine;
use crate::kinds::Kind;
use crate::problem::Problem;
use crate::setup::Man;
use crate::types::Color;
use crate::variant::{Readings, Variant, VariantKind};
use serde::{Deserialize, Serialize};

/// The names of the three switches, in report order.
pub const SWITCHES: [&str; 3] = ["castling", "en-passant", "block"];

/// Every combination of readings of `kind` the switches it accepts give
/// (its registry row), the default first (8; 2 for Mini Alice, which has
/// only `block`; only the default for the general engine's variants, which
/// `VARIANTS.md` states without disputed readings).
pub fn combinations(kind: VariantKind) -> Vec<Readings> {
    let accepts = kind.info().switches;
    let mut out = Vec::new();
    for strict_block in [false, true] {
        for en_passant in [true, false] {
            for castling in [true, false] {
                let r = Readings {
                    castling,
                    en_passant,
                    strict_block,
                };
                if r.within(&accepts) != r {
                    continue;
                }
                out.push(Readings {
                    castling,
                    en_passant,
                    strict_block,
                });
            }
        }
    }
    out
}

/// The readings as switches, `castling=on, en-passant=same-board,
/// block=transfer` written only where they differ from the default
/// (`default` when none does).
pub fn describe(r: &Readings) -> String {
    let v = Variant {
        kind: VariantKind::Alice,
        readings: *r,
    };
    let list = v.non_default_readings();
    if list.is_empty() {
        "default".into()
    } else {
        list.join(", ")
    }
}

/// Which switches provably cannot change the problem (with the reason).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Irrelevant {
    /// Why `castling` cannot matter, if it cannot.
    pub castling: Option<String>,
    /// Why `en-passant` cannot matter, if it cannot.
    pub en_passant: Option<String>,
}

/// The exact tests of the module documentation, on every twin.
pub fn irrelevant(problem: &Problem) -> Irrelevant {
    let accepts = problem.variant.kind.info().switches;
    if !(accepts.castling && accepts.en_passant) {
        return Irrelevant::default(); // only `block` (or no switch) exists there
    }
    if Engine::of(&problem.variant, &problem.diagram) != Engine::Fast {
        return Irrelevant::default();
    }
    let Ok(twins) = problem.twin_list() else {
        return Irrelevant::default();
    };
    if twins.iter().any(|(_, _, s)| s.is_proof()) {
        return Irrelevant::default();
    }
    let no_rights = twins.iter().all(|(_, setup, _)| setup.castling == 0);
    let no_ep = twins.iter().all(|(_, setup, _)| {
        let pawns = |c: Color| {
            setup
                .pieces
                .iter()
                .filter(move |p| p.man == Man::new(c, Kind::Pawn))
        };
        let home = |c: Color| {
            let rank = if c == Color::White { 1 } else { 6 };
            pawns(c).any(|p| p.square.rank == rank)
        };
        let has = |c: Color| pawns(c).next().is_some();
        setup.ep.is_none()
            && (!home(Color::White) || !has(Color::Black))
            && (!home(Color::Black) || !has(Color::White))
    });
    Irrelevant {
        castling: no_rights.then(|| "no castling right in any twin".into()),
        en_passant: no_ep
            .then(|| "no e.p. square and no double step that an enemy pawn could take".into()),
    }
}

/// `r` with the switch `name` flipped.
pub(super) fn flip(r: &Readings, name: &str) -> Readings {
    let mut f = *r;
    match name {
        "castling" => f.castling = !f.castling,
        "en-passant" => f.en_passant = !f.en_passant,
        _ => f.strict_block = !f.strict_block,
    }
    f
}
