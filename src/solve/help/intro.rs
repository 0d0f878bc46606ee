//! Popeye's intro series (`2->ser-h#4`): the side that does not start the
//! play plays a series of up to m moves (none but the last giving check,
//! the other side passing in between), then the play follows from each
//! position reached, solved as without the intro. A line is the intro's
//! moves, then the play's; it carries its intro's length in its
//! stipulation ([`Stipulation::intro`]), as a short solution carries its
//! own length. The solutions are the lines of the full intro and the full
//! play; every other line is a short solution.

use super::play::{solve_on, starter, table_bits};
use super::report::{sort_lines, HelpError, HelpOptions, HelpReport, Hooks, Line};
use crate::game::{Game, MoveBuffer};
use crate::help_play::line_step;
use crate::search::help::FailTable;
use crate::search::help::LineStream;
use crate::search::Stop;
use crate::stipulation::Stipulation;
use rayon::prelude::*;

/// Every line of `stip` (with an intro series) from `pos`; the intro's
/// first moves are sharded by `hooks.shard` (round robin in generation
/// order). With a `stream`, the intros are solved in its order and each
/// handed to it with its lines ([`LineStream::intro`]); the solve ends
/// where it wants no more (the report then incomplete).
pub(super) fn solve<G: Game>(
    pos: &G,
    stip: &Stipulation,
    opts: &HelpOptions,
    stop: &Stop,
    hooks: &Hooks,
    stream: Option<&dyn LineStream<G>>,
) -> Result<HelpReport<G::Move>, HelpError> {
    let play = stip.after_intro();
    let side = starter(stip);
    let start = pos.with_side_to_move(side);
    if start.null_move().in_check() {
        return Err(HelpError::WaitingSideInCheck {
            stipulation: *stip,
            starter: side,
        });
    }
    let plies = play.plies();
    if plies == 0 || plies as usize > crate::search::help::MAX_PLIES {
        return Err(HelpError::TooLong(*stip));
    }
    // One table for every position the intro reaches: the play left is
    // the same from each.
    let table = FailTable::with_bits(opts.memory.table_bits(table_bits(plies)));
    let mut run = Run {
        stip,
        play,
        opts,
        stop,
        inner: Hooks {
            observer: hooks.observer,
            shard: None,
        },
        stream,
        table: &table,
        found: Found::default(),
    };
    // (A shorter intro is a short solution: searched when they are.)
    let first = if opts.find_short { 1 } else { stip.intro };
    for k in first..=stip.intro {
        let mut ends: Vec<(Vec<G::Move>, G)> = Vec::new();
        intro_series(
            &start,
            k as usize,
            stip.intro_pass(),
            hooks.shard,
            &mut |moves, after: &G| {
                ends.push((moves.to_vec(), *after));
                Ok::<(), HelpError>(())
            },
        )?;
        if let Some(stream) = stream {
            ends.sort_by_cached_key(|(moves, _)| stream_keys(stream, &start, moves));
        }
        if !run.length(k, &ends)? {
            break;
        }
    }
    let Found {
        mut solutions,
        mut short,
        complete,
        nodes,
        counts,
    } = run.found;
    if stream.is_some() {
        return Ok(HelpReport::streamed(
            *stip,
            side,
            opts,
            (counts[0], counts[1]),
            complete,
            nodes,
        ));
    }
    sort_lines::<G>(&mut solutions);
    sort_lines::<G>(&mut short);
    Ok(HelpReport::counted(
        *stip,
        side,
        opts,
        (solutions, short),
        complete,
        nodes,
    ))
}

/// What an intro solve found so far.
struct Found<M> {
    /// The lines of the full intro and the full play.
    solutions: Vec<Line<M>>,
    /// The other lines.
    short: Vec<Line<M>>,
    /// Whether every play was searched to its end.
    complete: bool,
    /// The nodes searched.
    nodes: u64,
    /// With a stream: the full-length lines and the short ones it had.
    counts: [usize; 2],
}

impl<M> Default for Found<M> {
    fn default() -> Self {
        Found {
            solutions: Vec::new(),
            short: Vec::new(),
            complete: true,
            nodes: 0,
            counts: [0; 2],
        }
    }
}

/// One intro solve: what it solves with and what it found.
struct Run<'a, G: Game> {
    stip: &'a Stipulation,
    /// The play after the intro.
    play: Stipulation,
    opts: &'a HelpOptions,
    stop: &'a Stop,
    /// The hooks of each play's solve (unsharded).
    inner: Hooks<'a>,
    stream: Option<&'a dyn LineStream<G>>,
    /// The one table of every play's solve.
    table: &'a FailTable,
    found: Found<G::Move>,
}

impl<G: Game> Run<'_, G> {
    /// Solve the play from the `ends` of the intros of `k` moves, a chunk
    /// at a time on every thread, handed over in order; `false` when the
    /// stream wants no more.
    fn length(&mut self, k: u32, ends: &[(Vec<G::Move>, G)]) -> Result<bool, HelpError> {
        for chunk in ends.chunks(CHUNK) {
            if self.stop.fired() {
                return Err(HelpError::Stopped);
            }
            let (play, opts, stop, inner, table) =
                (&self.play, self.opts, self.stop, &self.inner, self.table);
            let solved: Vec<HelpReport<G::Move>> = chunk
                .par_iter()
                .map(|(_, after)| solve_on(after, play, opts, stop, inner, None, Some(table)))
                .collect::<Result<_, _>>()?;
            for ((moves, after), report) in chunk.iter().zip(solved) {
                if !self.take(k, moves, after, report) {
                    self.found.complete = false;
                    return Ok(false);
                }
            }
        }
        Ok(true)
    }

    /// Keep (or hand the stream) the play's lines `report` found after the
    /// intro `moves` of `k` moves, which reaches `after`; `false` when the
    /// stream wants no more.
    fn take(&mut self, k: u32, moves: &[G::Move], after: &G, report: HelpReport<G::Move>) -> bool {
        let found = &mut self.found;
        found.nodes += report.nodes + 1;
        found.complete &= report.complete;
        let lines: Vec<Line<G::Move>> = report.short.into_iter().chain(report.solutions).collect();
        let enough = self.stream.is_some_and(|stream| {
            let handed: Vec<(Stipulation, &[G::Move])> = lines
                .iter()
                .map(|l| (l.stipulation, l.moves.as_slice()))
                .collect();
            stream.intro(moves, after, &handed)
        });
        for line in lines {
            let full = k == self.stip.intro && line.stipulation.moves == self.play.moves;
            if self.stream.is_some() {
                // The stream has it: counted, not kept.
                found.counts[usize::from(!full)] += 1;
                continue;
            }
            let line = Line {
                stipulation: Stipulation {
                    intro: k,
                    ..line.stipulation
                },
                moves: [moves, &line.moves].concat(),
            };
            if full {
                found.solutions.push(line);
            } else {
                found.short.push(line);
            }
        }
        !enough
    }
}

/// How many intro series are solved together (in parallel) before their
/// lines are handed over.
const CHUNK: usize = 64;

/// The stream's keys of the intro `moves` from `start`, move by move.
fn stream_keys<G: Game>(stream: &dyn LineStream<G>, start: &G, moves: &[G::Move]) -> Vec<u64> {
    let mut pos = *start;
    let k = moves.len() as u32;
    moves
        .iter()
        .enumerate()
        .map(|(i, &m)| {
            let key = stream.move_key(&pos, m);
            pos = line_step(None, (k, false), i, &pos, m, 0).0;
            key
        })
        .collect()
}

/// Hands `each` the intro series of `k` moves from `start` (its side to
/// move plays them, the other side passing in between, so none but the
/// last may give check), in generation order, with the position after
/// each (the other side to move; with `pass`, the other side passes after
/// the last move too, which may then give no check either, and the
/// intro's side is to move: [`Stipulation::intro_pass`]); `shard` keeps
/// the series whose first move it takes (round robin in generation
/// order). The first error of `each` ends the walk.
pub fn intro_series<G: Game, E>(
    start: &G,
    k: usize,
    pass: bool,
    shard: Option<crate::shard::Shard>,
    each: &mut impl FnMut(&[G::Move], &G) -> Result<(), E>,
) -> Result<(), E> {
    let mut each_end = |moves: &[G::Move], after: &G| match pass {
        false => each(moves, after),
        true if after.in_check() => Ok(()),
        true => each(moves, &after.null_move()),
    };
    walk(start, k, shard, &mut Vec::with_capacity(k), &mut each_end)
}

/// [`intro_series`] after `moves` (no pass after the last).
fn walk<G: Game, E>(
    pos: &G,
    k: usize,
    shard: Option<crate::shard::Shard>,
    moves: &mut Vec<G::Move>,
    each: &mut impl FnMut(&[G::Move], &G) -> Result<(), E>,
) -> Result<(), E> {
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    for (i, &m) in list.as_slice().iter().enumerate() {
        if moves.is_empty() && shard.is_some_and(|s| !s.takes(i)) {
            continue;
        }
        let after = pos.after(m);
        moves.push(m);
        if moves.len() == k {
            each(moves, &after)?;
        } else if !after.in_check() {
            // (The other side passes: a move giving check ends the series.)
            walk(&after.null_move(), k, None, moves, each)?;
        }
        moves.pop();
    }
    Ok(())
}
