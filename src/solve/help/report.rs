//! What a help or series solve is asked and gives: its options, its
//! errors, its lines, its report and verdict (shared by the searches of
//! `super` and `super::parry`).

use crate::engine::fast::moves::Move;
use crate::search::help::MAX_PLIES;
use crate::solve::count::CountVerdict;
use crate::stipulation::Stipulation;
use crate::types::Color;
use thiserror::Error;

/// How to solve: the composer's intent and the search's limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpOptions {
    /// The number of solutions the composer intends (default 1).
    pub intended: u32,
    /// Also search every shorter length for short solutions (default true).
    pub find_short: bool,
    /// Stop after this many solutions of each length (`None`: find all).
    /// The first ones in generation order are kept; 0 counts as 1.
    pub max_solutions: Option<usize>,
    /// The memory the solve may hold (its tables, the lines waiting for
    /// their turn).
    pub memory: crate::memory::MemoryBudget,
    /// The intelligent search (default true): nodes proven not to reach
    /// the goal in the moves left are not searched, where such a proof
    /// exists (`docs/search.md`); the same solutions in the same order.
    pub intelligent: bool,
}

impl Default for HelpOptions {
    fn default() -> Self {
        HelpOptions {
            intended: 1,
            find_short: true,
            max_solutions: None,
            memory: crate::memory::MemoryBudget::DEFAULT,
            intelligent: true,
        }
    }
}

/// Why a problem cannot be solved here.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum HelpError {
    /// Direct, self and reflex play belong to the direct solver.
    #[error("stipulation {0} is not help or series play")]
    NotHelpPlay(Stipulation),
    /// The side that does not start is in check: the diagram is illegal for
    /// this stipulation.
    #[error(
        "illegal position for {stipulation}: {} starts, but {} is in check",
        .starter.name(),
        .starter.opposite().name()
    )]
    WaitingSideInCheck {
        /// The stipulation asked for.
        stipulation: Stipulation,
        /// The side the stipulation makes start.
        starter: Color,
    },
    /// The time limit was reached.
    #[error("stopped: the time limit was reached")]
    Stopped,
    /// More single moves than the search handles.
    #[error("stipulation {0} is too long (at most {MAX_PLIES} single moves)")]
    TooLong(Stipulation),
}

/// One solution: its stipulation (its own length for a short solution) and
/// its moves from the diagram (with the starter to move). For `ser-s#n` the
/// moves are White's series; Black's forced replies are shown by
/// [`Line::forced_replies`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Line<M = Move> {
    /// The stipulation this line solves (shorter than the problem's for a
    /// short solution).
    pub stipulation: Stipulation,
    /// The moves, the starter's first.
    pub moves: Vec<M>,
}

/// Everything [`super::solve`] found (with the moves of the engine that solved;
/// written out by `crate::output::help`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpReport<M = Move> {
    /// The stipulation solved.
    pub stipulation: Stipulation,
    /// The side that moves first (decided by the stipulation).
    pub starter: Color,
    /// The composer's intended number of solutions.
    pub intended: u32,
    /// Full-length solutions, sorted by their moves in coordinate notation
    /// (none when a stream had them: see `HelpReport::streamed`).
    pub solutions: Vec<Line<M>>,
    /// Short solutions, shortest first, then sorted like `solutions`
    /// (none when a stream had them).
    pub short: Vec<Line<M>>,
    /// Whether the shorter lengths were searched.
    pub short_searched: bool,
    /// False when the solution limit stopped a search (there may be more).
    pub complete: bool,
    /// The numbers of full-length and short solutions when the lines went
    /// to a stream alone, which has them all: `solutions` and `short` are
    /// then empty (`HelpReport::streamed`).
    pub handed_over: Option<(usize, usize)>,
    /// Sound, cooked, too few, short, incomplete or no solution.
    pub verdict: CountVerdict,
    /// Moves played by the search (may vary with the thread count).
    pub nodes: u64,
}

impl<M> HelpReport<M> {
    /// The report of `stipulation` (`starter` moving first) with these
    /// lines, its verdict counted against `opts`' intended number.
    pub(super) fn counted(
        stipulation: Stipulation,
        starter: Color,
        opts: &HelpOptions,
        (solutions, short): (Vec<Line<M>>, Vec<Line<M>>),
        complete: bool,
        nodes: u64,
    ) -> Self {
        let verdict = crate::solve::count::count_verdict(
            solutions.len(),
            short.len(),
            opts.intended,
            complete,
        );
        HelpReport {
            stipulation,
            starter,
            intended: opts.intended,
            solutions,
            short,
            short_searched: opts.find_short,
            complete,
            handed_over: None,
            verdict,
            nodes,
        }
    }
}

impl<M> HelpReport<M> {
    /// The report of a solve whose lines went to a stream, which has them
    /// all ([`crate::search::help::LineStream`]): no lines kept, the
    /// verdict counted from the `solutions` and `short` solutions found.
    pub(super) fn streamed(
        stipulation: Stipulation,
        starter: Color,
        opts: &HelpOptions,
        (solutions, short): (usize, usize),
        complete: bool,
        nodes: u64,
    ) -> Self {
        let mut report = Self::counted(
            stipulation,
            starter,
            opts,
            (Vec::new(), Vec::new()),
            complete,
            nodes,
        );
        report.verdict =
            crate::solve::count::count_verdict(solutions, short, opts.intended, complete);
        report.handed_over = Some((solutions, short));
        report
    }
}

/// Sort lines as a report lists them: by their intro series' length (an
/// intro series' lines), then by their own length (short solutions), then
/// by their moves in coordinate notation.
pub fn sort_lines<G: crate::game::Game>(lines: &mut [Line<G::Move>]) {
    lines.sort_by_cached_key(|line| {
        let moves: Vec<u64> = line.moves.iter().map(|&m| G::coordinate_key(m)).collect();
        (line.stipulation.intro, line.stipulation.moves, moves)
    });
}

/// What a caller may attach to a help search besides its options.
#[derive(Clone, Copy, Debug, Default)]
pub struct Hooks<'a> {
    /// Receives the search's progress (it never changes the result).
    pub observer: Option<&'a dyn crate::search::SearchObserver>,
    /// Search only this shard of the first moves (see
    /// [`crate::check::shard_header`]); the verdict is then that of the part.
    pub shard: Option<crate::shard::Shard>,
}
