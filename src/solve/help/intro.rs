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
    let inner = Hooks {
        observer: hooks.observer,
        shard: None,
    };
    let mut solutions = Vec::new();
    let mut short = Vec::new();
    let mut complete = true;
    let mut nodes = 0;
    // (With a stream: the full-length lines and the short ones it had.)
    let mut counts = [0usize; 2];
    // (A shorter intro is a short solution: searched when they are.)
    let first = if opts.find_short { 1 } else { stip.intro };
    'lengths: for k in first..=stip.intro {
        let mut ends: Vec<(Vec<G::Move>, G)> = Vec::new();
        intro_series(&start, k as usize, hooks.shard, &mut |moves, after: &G| {
            ends.push((moves.to_vec(), *after));
            Ok::<(), HelpError>(())
        })?;
        if let Some(stream) = stream {
            ends.sort_by_cached_key(|(moves, _)| stream_keys(stream, &start, moves));
        }
        // The ends solved a chunk at a time on every thread, handed over
        // in order.
        for chunk in ends.chunks(CHUNK) {
            if stop.fired() {
                return Err(HelpError::Stopped);
            }
            let solved: Vec<HelpReport<G::Move>> = chunk
                .par_iter()
                .map(|(_, after)| solve_on(after, &play, opts, stop, &inner, None, Some(&table)))
                .collect::<Result<_, _>>()?;
            for ((moves, after), found) in chunk.iter().zip(solved) {
                nodes += found.nodes + 1;
                complete &= found.complete;
                let lines: Vec<Line<G::Move>> =
                    found.short.into_iter().chain(found.solutions).collect();
                let enough = stream.is_some_and(|stream| {
                    let handed: Vec<(Stipulation, &[G::Move])> = lines
                        .iter()
                        .map(|l| (l.stipulation, l.moves.as_slice()))
                        .collect();
                    stream.intro(moves, after, &handed)
                });
                for line in lines {
                    let full = k == stip.intro && line.stipulation.moves == play.moves;
                    if stream.is_some() {
                        // The stream has it: counted, not kept.
                        counts[usize::from(!full)] += 1;
                        continue;
                    }
                    let line = Line {
                        stipulation: Stipulation {
                            intro: k,
                            ..line.stipulation
                        },
                        moves: [moves.as_slice(), &line.moves].concat(),
                    };
                    if full {
                        solutions.push(line);
                    } else {
                        short.push(line);
                    }
                }
                if enough {
                    complete = false;
                    break 'lengths;
                }
            }
        }
    }
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
            pos = line_step(None, k, i, &pos, m, 0).0;
            key
        })
        .collect()
}

/// Hands `each` the intro series of `k` moves from `start` (its side to
/// move plays them, the other side passing in between, so none but the
/// last may give check), in generation order, with the position after
/// each (the other side to move); `shard` keeps the series whose first
/// move it takes (round robin in generation order). The first error of
/// `each` ends the walk.
pub fn intro_series<G: Game, E>(
    start: &G,
    k: usize,
    shard: Option<crate::shard::Shard>,
    each: &mut impl FnMut(&[G::Move], &G) -> Result<(), E>,
) -> Result<(), E> {
    walk(start, k, shard, &mut Vec::with_capacity(k), each)
}

/// [`intro_series`] after `moves`.
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
