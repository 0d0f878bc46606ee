//! Help and series play solved into a sink: the lines handed over in their
//! final order while the search runs, none kept, so that memory does not
//! grow with the number of solutions (a problem with fifty million lines
//! is solved in the same memory as one with two). The full length first,
//! then the short lengths, shortest first: the order in which a report
//! lists them.

use super::play::{begin, hopeless, shorter, table_bits};
use super::report::{HelpError, HelpOptions, Hooks, Line};
use crate::game::Game;
use crate::search::help::{FailTable, Lines, SortedSink, Task};
use crate::search::Stop;
use crate::solve::count::{count_verdict, CountVerdict};
use crate::stipulation::Stipulation;
use crate::types::Color;

/// Receives a help solve's lines in their final order: each batch made
/// into a part (its text, say) on the thread that found it, then the parts
/// taken one at a time, in order.
pub trait HelpSink<M>: Sync {
    /// A batch of lines made ready to write.
    type Part: Send;
    /// A part of these lines, all of stipulation `stip` (the problem's, or
    /// a short solution's shorter one), in their final order.
    fn part(&self, stip: &Stipulation, lines: Vec<Line<M>>) -> Self::Part;
    /// The bytes a part holds while it waits for its turn.
    fn weight(part: &Self::Part) -> usize;
    /// The next part, in order.
    fn take(&self, part: Self::Part);
}

/// What a solve into a sink found: the counts and the verdict of a
/// [`super::HelpReport`], without its lines (the sink had them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpSummary {
    /// The stipulation solved.
    pub stipulation: Stipulation,
    /// The side that moves first.
    pub starter: Color,
    /// The composer's intended number of solutions.
    pub intended: u32,
    /// Full-length solutions.
    pub solutions: usize,
    /// Short solutions.
    pub short: usize,
    /// Whether the shorter lengths were searched.
    pub short_searched: bool,
    /// False when a solution limit stopped a search (there may be more;
    /// never so in [`solve_sorted`], which has no limit).
    pub complete: bool,
    /// Sound, cooked, too few, short, incomplete or no solution.
    pub verdict: CountVerdict,
    /// Moves played by the search (may vary with the thread count).
    pub nodes: u64,
}

impl<M> super::report::HelpReport<M> {
    /// The report's counts and verdict without its lines.
    pub fn summary(&self) -> HelpSummary {
        let (solutions, short) = self
            .handed_over
            .unwrap_or((self.solutions.len(), self.short.len()));
        HelpSummary {
            stipulation: self.stipulation,
            starter: self.starter,
            intended: self.intended,
            solutions,
            short,
            short_searched: self.short_searched,
            complete: self.complete,
            verdict: self.verdict,
            nodes: self.nodes,
        }
    }
}

/// The side that starts `stip` from `pos`, or why its play cannot be
/// solved (the checks [`solve_sorted`] makes before it hands over a line).
pub fn starter_of<G: Game>(pos: &G, stip: &Stipulation) -> Result<Color, HelpError> {
    begin(pos, stip).map(|(_, starter, _)| starter)
}

/// Whether [`solve_sorted`] solves this stipulation with these options:
/// help and series play without an intro series, not a battle parry
/// series, with no solution limit and no shard (those keep the first
/// lines in generation order, or a part of the first moves: their reports
/// are bounded by the limit, or merged later).
pub fn sortable(stip: &Stipulation, opts: &HelpOptions, hooks: &Hooks) -> bool {
    stip.intro == 0
        && !stip.play.is_parry_battle()
        && crate::help_play::Family::of(stip.play).is_some()
        && opts.max_solutions.is_none()
        && hooks.shard.is_none()
}

/// Solve a help or series problem as [`super::solve_observed`] does, every
/// line handed to `sink` in the order of the report (the full length, then
/// the short lengths, each sorted by its moves in coordinate notation)
/// while the search runs. The lines waiting for their turn hold at most
/// about `budget` bytes. Only for what [`sortable`] accepts
/// ([`HelpError::NotHelpPlay`] otherwise). A stopped solve returns
/// [`HelpError::Stopped`], after the sink may have had some lines.
pub fn solve_sorted<G: Game, S: HelpSink<G::Move>>(
    pos: &G,
    stip: &Stipulation,
    opts: &HelpOptions,
    stop: &Stop,
    hooks: &Hooks,
    sink: &S,
    budget: usize,
) -> Result<HelpSummary, HelpError> {
    if !sortable(stip, opts, hooks) {
        return Err(HelpError::NotHelpPlay(*stip));
    }
    let (family, starter, start) = begin(pos, stip)?;
    let mut summary = HelpSummary {
        stipulation: *stip,
        starter,
        intended: opts.intended,
        solutions: 0,
        short: 0,
        short_searched: opts.find_short,
        complete: true,
        verdict: CountVerdict::NoSolution,
        nodes: 0,
    };
    if hopeless(&start, stip, family, starter) {
        summary.verdict = count_verdict(0, 0, opts.intended, true);
        return Ok(summary);
    }
    let table = FailTable::with_bits(opts.memory.table_bits(table_bits(stip.plies())));
    let task = Task {
        family,
        goal: stip.goal,
        at_once_goal: stip.reci_at_once_goal(),
        table: &table,
        cap: None,
        stop,
        observer: hooks.observer,
        shard: None,
        keep_men: super::play::keep_men(stip, family, starter),
        memory: opts.memory,
        intelligent: opts.intelligent,
    };
    let mut search = |s: Stipulation| {
        if let Some(o) = hooks.observer {
            o.length(&s);
        }
        let adapter = Adapter { stip: s, sink };
        let (count, nodes) = task.run_sorted(&start, s.plies(), &adapter, budget);
        summary.nodes += nodes;
        count as usize
    };
    summary.solutions = search(*stip);
    // (Exact play has no short solutions.)
    if opts.find_short && !stip.exact {
        for s in shorter(stip) {
            if stop.fired() {
                break;
            }
            summary.short += search(s);
        }
    }
    if stop.fired() {
        return Err(HelpError::Stopped);
    }
    summary.verdict = count_verdict(summary.solutions, summary.short, opts.intended, true);
    Ok(summary)
}

/// The search's batches of raw lines (passes as default moves) made into
/// the sink's parts of [`Line`]s of one stipulation.
struct Adapter<'s, S> {
    stip: Stipulation,
    sink: &'s S,
}

impl<M, S> SortedSink<M> for Adapter<'_, S>
where
    M: Copy + Default + PartialEq,
    S: HelpSink<M>,
{
    type Part = S::Part;

    fn part(&self, lines: Lines<M>) -> S::Part {
        let lines = (0..lines.len())
            .map(|i| Line {
                stipulation: self.stip,
                moves: crate::help_play::without_passes(lines.get(i)),
            })
            .collect();
        self.sink.part(&self.stip, lines)
    }

    fn weight(part: &S::Part) -> usize {
        S::weight(part)
    }

    fn take(&self, part: S::Part) {
        self.sink.take(part);
    }
}
