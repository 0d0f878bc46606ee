//! The games of the Alice family, one name each: the one variant enum of
//! the crate (the registry holds their facts, `rules.rs` their rules; both
//! read this file, which reads nothing).

/// A game of the Alice family (its facts: `VariantKind::info`, its row of
/// the registry), which the fast engine or the general engine plays, or
/// both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VariantKind {
    /// Standard Alice Chess (`RULES.md`).
    Alice,
    /// Alice Chess 2 (Looking-glass Alice): Black starts on board B.
    Alice2,
    /// Ms. Alice (Alice Zero): zero moves are allowed.
    MsAlice,
    /// Mini Alice: Parton's two 4x8 boards.
    Mini,
    /// O'Donohue Chess (general engine): a move onto a square occupied on
    /// the other board stays on its board.
    ODonohue,
    /// Three-board Alice (general engine).
    Alice3,
    /// Duo Chess (general engine): optional transfer, zero moves, check
    /// from the zero square.
    Duo,
    /// Directed Alice (general engine): 10x10 boards, fairy pieces, double
    /// transfers.
    Directed,
}
