//! The intelligent search's pruning (`docs/search.md`, "Intelligent
//! search"): a node is not searched when an exact lower bound proves that
//! the goal cannot be reached in the moves left. Only a proof prunes, so
//! the lines found, and their order, are the plain search's.

use crate::game::Game;
use crate::help_play::Family;
use crate::stipulation::Goal;

/// The mating side's moves left up to which the bound is tried: with more,
/// a queen or a rook always may check in the relaxed game, and the test
/// would cost without pruning (measured, `docs/performance.md`).
pub(super) const MAX_OWN: u32 = 3;

/// Which bound applies to a search: a mate in help play, series help play
/// or series direct play, where the mating side's last move must give
/// check; none elsewhere (the plain search).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    /// No proven bound: the plain search.
    None,
    /// `h#n`, `h#n.5`: the sides alternate, the mating side moves last.
    Help,
    /// `ser-h#n`: the side to move plays a series, the other mates in one.
    SeriesHelp,
    /// `ser-#n`: the side to move plays a series, its last move mates.
    SeriesDirect,
}

impl Bound {
    /// The bound of a search of `family` for `goal`; none unless
    /// `intelligent`.
    pub(super) fn of(family: Family, goal: Goal, intelligent: bool) -> Bound {
        if !intelligent || goal != Goal::Mate {
            return Bound::None;
        }
        match family {
            Family::Help => Bound::Help,
            Family::SeriesHelp => Bound::SeriesHelp,
            Family::SeriesDirect => Bound::SeriesDirect,
            _ => Bound::None,
        }
    }

    /// Whether `pos` with `remaining` single moves left is proven not to
    /// reach a mate: the mating side cannot even give check in its moves
    /// left ([`Game::may_check_within`]), or, with the victim's move and
    /// the mating move left, the victim's king surely keeps a flight
    /// ([`Game::cannot_be_mated_next`]).
    #[inline(always)]
    pub(super) fn hopeless<G: Game>(self, pos: &G, remaining: u32) -> bool {
        if remaining < 2 {
            return false;
        }
        let to_move = pos.side_to_move();
        let (attacker, own, other) = match self {
            Bound::None => return false,
            Bound::Help if remaining % 2 == 1 => (to_move, remaining.div_ceil(2), remaining / 2),
            Bound::Help => (to_move.opposite(), remaining / 2, remaining / 2),
            Bound::SeriesHelp => (to_move.opposite(), 1, remaining - 1),
            Bound::SeriesDirect => (to_move, remaining, 0),
        };
        if own <= MAX_OWN && !pos.may_check_within(attacker, own, other) {
            return true;
        }
        // The victim's last move, then the mating move.
        remaining == 2
            && matches!(self, Bound::Help | Bound::SeriesHelp)
            && pos.cannot_be_mated_next()
    }
}
