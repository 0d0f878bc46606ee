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
    ///
    /// Each proof is tried only while it pays ([`Gates`]): a proof not
    /// tried proves nothing, so the lines found are the same either way.
    #[inline(always)]
    pub(super) fn hopeless<G: Game>(self, pos: &G, remaining: u32, gates: &mut Gates) -> bool {
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
        if own <= MAX_OWN && gates.reach.open() {
            let proved = !pos.may_check_within(attacker, own, other);
            gates.reach.record(proved);
            if proved {
                return true;
            }
        }
        // The victim's last move, then the mating move.
        if remaining == 2 && matches!(self, Bound::Help | Bound::SeriesHelp) && gates.flights.open()
        {
            let proved = pos.cannot_be_mated_next();
            gates.flights.record(proved);
            return proved;
        }
        false
    }
}

/// Whether each proof is worth trying in one work item: a proof costs a
/// little at every node it is tried and saves a subtree where it holds.
/// Tried at every node while it holds at least once in [`RATE`] tries
/// (counted over the last few thousand tries), and at one node in
/// [`PROBE`] otherwise, to see whether it holds again (deeper in a subtree
/// it may). Measured on the help benchmarks, `docs/performance.md`.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Gates {
    reach: Gate,
    flights: Gate,
}

impl Gates {
    /// Whether the flight proof is tried before the tables at a node with
    /// two single moves left: while it holds at four nodes in five tried
    /// or more, as in long help play with few solutions, where it saves
    /// the tables' probes (cache misses); the tables first otherwise
    /// (their hits cost less than a proof; on the `h#3` benchmarks, where
    /// it holds at 59% to 80% of the nodes, the proof first costs 1% to
    /// 2.5% more instructions). Either way the lines are the same.
    #[inline(always)]
    pub(super) fn flights_first(&self) -> bool {
        let g = &self.flights;
        g.tries >= START && g.proofs * 5 >= g.tries * 4
    }
}

/// One proof's record: tries and proofs (halved every [`WINDOW`] tries)
/// and the nodes passed since it was last tried.
#[derive(Clone, Copy, Debug, Default)]
struct Gate {
    tries: u32,
    proofs: u32,
    skipped: u32,
}

/// A proof is worth trying while it holds at least once in this many tries.
const RATE: u32 = 32;
/// Tries counted before a proof's rate is looked at.
const START: u32 = 256;
/// Tries over which the rate is counted (then the counts are halved).
const WINDOW: u32 = 4096;
/// A proof that does not pay is still tried at one node in this many.
const PROBE: u32 = 16;

impl Gate {
    #[inline(always)]
    fn open(&mut self) -> bool {
        if self.tries < START || self.proofs * RATE >= self.tries {
            return true;
        }
        self.skipped += 1;
        if self.skipped >= PROBE {
            self.skipped = 0;
            return true;
        }
        false
    }

    #[inline(always)]
    fn record(&mut self, proved: bool) {
        self.tries += 1;
        self.proofs += u32::from(proved);
        if self.tries >= WINDOW {
            self.tries /= 2;
            self.proofs /= 2;
        }
    }
}
