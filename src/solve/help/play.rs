//! One help or series play (without an intro series) solved length by
//! length: the short lengths first when asked, then the full one, each
//! searched by `crate::search::help` and its lines sorted.

use super::report::{HelpError, HelpOptions, HelpReport, Hooks, Line};
use crate::game::Game;
use crate::search::help::{FailTable, Family, LineStream, Lines, Task, MAX_PLIES};
use crate::search::Stop;
use crate::stipulation::{Goal, Stipulation};
use crate::types::Color;
use rayon::prelude::*;

/// [`super::solve_streamed`] of play without an intro series, with the table of
/// proven failures `shared` by earlier solves of the same play (the
/// positions an intro series leads to), else one of its own.
pub(super) fn solve_on<G: Game>(
    pos: &G,
    stip: &Stipulation,
    opts: &HelpOptions,
    stop: &Stop,
    hooks: &Hooks,
    stream: Option<&dyn LineStream<G>>,
    shared: Option<&FailTable>,
) -> Result<HelpReport<G::Move>, HelpError> {
    let observer = hooks.observer;
    let (family, starter, start) = begin(pos, stip)?;
    let plies = stip.plies();
    if hopeless(&start, stip, family, starter) {
        // Exact: the side that must mate has only its king, and no move
        // ever gives it another piece; no length has a solution.
        let none = (Vec::new(), Vec::new());
        return Ok(HelpReport::counted(*stip, starter, opts, none, true, 0));
    }
    let own;
    let table = match shared {
        Some(table) => table,
        None => {
            own = FailTable::with_bits(opts.memory.table_bits(table_bits(plies)));
            &own
        }
    };
    let task = Task {
        family,
        goal: stip.goal,
        at_once_goal: stip.reci_at_once_goal(),
        table,
        cap: opts.max_solutions,
        stop,
        observer,
        shard: hooks.shard,
        keep_men: keep_men(stip, family, starter),
        memory: opts.memory,
        intelligent: opts.intelligent,
    };
    let mut nodes = 0;
    let mut complete = true;
    // (With a stream the lines are its alone: counted here, not kept.)
    let mut counts = [0usize; 2];
    let mut search = |s: Stipulation| {
        if let Some(o) = observer {
            o.length(&s);
        }
        if let Some(stream) = stream {
            stream.length(&s);
        }
        let found = task.run(&start, s.plies(), stream);
        nodes += found.nodes;
        complete &= !found.capped;
        counts[usize::from(s != *stip)] += found.count;
        if stop.fired() {
            // Partial work is dropped at once, never sorted or shown.
            return Vec::new();
        }
        sorted_lines::<G>(&found.lines, s, stop)
    };
    let mut short = Vec::new();
    // (Exact play has no short solutions.)
    if opts.find_short && !stip.exact {
        for s in shorter(stip) {
            short.extend(search(s));
        }
    }
    let solutions = search(*stip);
    if stop.fired() {
        // Millions of lines are freed faster on every thread.
        rayon::join(|| drop(short), || drop(solutions));
        return Err(HelpError::Stopped);
    }
    let counts = (counts[0], counts[1]);
    if stream.is_some() {
        return Ok(HelpReport::streamed(
            *stip, starter, opts, counts, complete, nodes,
        ));
    }
    Ok(HelpReport::counted(
        *stip,
        starter,
        opts,
        (solutions, short),
        complete,
        nodes,
    ))
}

/// The lines of `s` found, sorted in coordinate order. Millions of lines
/// take a while to sort and copy: the sort looks at the time limit as it
/// goes, the copy every 4,096 lines, and a stopped solve drops what it
/// made (none are returned).
fn sorted_lines<G: Game>(
    lines: &Lines<G::Move>,
    s: Stipulation,
    stop: &Stop,
) -> Vec<Line<G::Move>> {
    let Some(sorted) = lines.sorted_by(G::coordinate_key, stop) else {
        return Vec::new();
    };
    sorted
        .par_chunks(4096)
        .flat_map_iter(|chunk| {
            let take = if stop.check() { 0 } else { chunk.len() };
            chunk[..take].iter().map(move |moves| Line {
                stipulation: s,
                moves: crate::help_play::without_passes(moves),
            })
        })
        .collect()
}

/// The play's family, its starter and the position it starts from, or
/// why it cannot be solved (not help play, too long, the waiting side in
/// check).
pub(super) fn begin<G: Game>(pos: &G, stip: &Stipulation) -> Result<(Family, Color, G), HelpError> {
    let family = Family::of(stip.play).ok_or(HelpError::NotHelpPlay(*stip))?;
    let starter = starter(stip);
    let plies = stip.plies();
    if plies == 0 || plies as usize > MAX_PLIES {
        return Err(HelpError::TooLong(*stip));
    }
    let start = pos.with_side_to_move(starter);
    if start.null_move().in_check() {
        return Err(HelpError::WaitingSideInCheck {
            stipulation: *stip,
            starter,
        });
    }
    Ok((family, starter, start))
}

/// Exact: a mate is asked, and the side that must mate has only its king
/// and no move ever gives it another piece; no length has a solution.
pub(super) fn hopeless<G: Game>(
    start: &G,
    stip: &Stipulation,
    family: Family,
    starter: Color,
) -> bool {
    let hopeless = |side: Color| !start.can_ever_mate(side);
    // (In `reci-h` Black mates at once and White after Black's help; with
    // two goals Black's may be no mate.)
    let no_mater = match family {
        Family::ReciHelp => {
            hopeless(Color::White)
                || (stip.reci_at_once_goal() == Goal::Mate && hopeless(Color::Black))
        }
        _ => hopeless(mating_side(family, starter, stip.plies())),
    };
    stip.goal == Goal::Mate && no_mater
}

/// Popeye's `KeepMatingPiece`, when asked and it applies: the side that
/// reaches the goal, whose men besides its king must stay.
pub(super) fn keep_men(stip: &Stipulation, family: Family, starter: Color) -> Option<Color> {
    (stip.rules.keep_mating_piece && !family.reflex() && family != Family::ReciHelp)
        .then(|| mating_side(family, starter, stip.plies()))
}

/// The side whose move reaches the goal: in help play the side making the
/// last single move (the same for every shorter length, which keeps the
/// parity), in series play the side after the series (`ser-h#`, `ser-s#`)
/// or the series side itself (`ser-#`).
fn mating_side(family: Family, starter: Color, plies: u32) -> Color {
    match family {
        Family::Help | Family::HelpSelf | Family::HelpReflex if plies % 2 == 1 => starter,
        Family::Help | Family::HelpSelf | Family::HelpReflex => starter.opposite(),
        Family::SeriesDirect
        | Family::SeriesHelpSelf
        | Family::ParryDirect
        | Family::ParryHelpSelf => starter,
        Family::SeriesHelp
        | Family::SeriesSelf
        | Family::SeriesReflex
        | Family::ParryHelp
        | Family::ParrySelf
        | Family::ParryReflex => starter.opposite(),
        // Both sides reach the goal at the end; the side to move there
        // (whose own goal move ends the play) stands for them here.
        Family::ReciHelp if plies % 2 == 1 => starter,
        Family::ReciHelp => starter.opposite(),
    }
}

/// The side that starts a help or series stipulation (always fixed by the
/// stipulation for the plays solved here).
pub(super) fn starter(stip: &Stipulation) -> Color {
    stip.fixed_starter().unwrap_or(Color::White)
}

/// The stipulations of the short solutions, shortest first.
pub(super) fn shorter(stip: &Stipulation) -> Vec<Stipulation> {
    // (`reci-h#0.5` is no stipulation: the shortest with `.5` is `reci-h#1.5`.)
    let first = match (stip.half, stip.play) {
        (true, crate::stipulation::Play::ReciHelp) => 1,
        (true, _) => 0,
        (false, _) => 1,
    };
    (first..stip.moves)
        .map(|moves| Stipulation { moves, ..*stip })
        .collect()
}

/// Table size by length: about what the search can use (slots of 16
/// bytes, from 64 KiB for two single moves to 128 MiB from ten on), since a
/// table is allocated and zeroed for every problem and a table larger than
/// needed only costs cache misses (measured on the h#4 benchmark: 2^21 slots
/// faster than 2^23 or 2^24).
pub(super) fn table_bits(plies: u32) -> u32 {
    match plies {
        0..=3 => 12,
        4 => 14,
        5 => 17,
        6 => 19,
        7 => 20,
        8 => 21,
        9 => 22,
        _ => 23,
    }
}
