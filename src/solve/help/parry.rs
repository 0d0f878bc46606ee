//! Parry series whose parries are defences (`pser-#n`, `pser-s#n`,
//! `pser-r#n`) solved into a [`HelpReport`]: the search
//! ([`crate::search::parry`]) finds the lines Popeye writes, each a
//! [`Line`] whose stipulation has the number of the attacker's moves in it
//! as its length (so the printers replay it by its family's rules).
//!
//! `HelpOptions::max_solutions` caps the first moves whose lines are
//! made. The verdict counts lines: a key whose play succeeds within n - 1
//! moves already makes its lines short solutions, the other keys' lines
//! are the solutions (a variation is a line of its own, as Popeye writes
//! it).

use super::report::{HelpError, HelpOptions, HelpReport, Line};
use crate::game::Game;
use crate::search::help::LineStream;
use crate::search::parry::{ParryBattle, ParrySearch, Roots};
use crate::search::Stop;
use crate::solve::count::count_verdict;
use crate::stipulation::{Play, Stipulation};
use crate::types::Color;

/// The family of a parry battle stipulation, if it is one.
fn family(play: Play) -> Option<ParryBattle> {
    match play {
        Play::ParryBattleDirect => Some(ParryBattle::Direct),
        Play::ParryBattleSelf => Some(ParryBattle::SelfPlay),
        Play::ParryBattleReflex => Some(ParryBattle::Reflex),
        _ => None,
    }
}

/// Solve a parry battle stipulation from `pos` (White, or Black when the
/// roles are swapped, to move first).
///
/// `opts.max_solutions` caps the first moves (Popeye's `MaxSolutions`
/// counts a key's lines as one solution), taken in the order of
/// `stream`'s keys when there is a stream (else the engine's); `shard`:
/// only that shard of the first moves.
pub(super) fn solve<G: Game>(
    pos: &G,
    stip: &Stipulation,
    opts: &HelpOptions,
    stop: &Stop,
    shard: Option<crate::shard::Shard>,
    stream: Option<&dyn LineStream<G>>,
) -> Result<HelpReport<G::Move>, HelpError> {
    let family = family(stip.play).ok_or(HelpError::NotHelpPlay(*stip))?;
    let starter = stip.fixed_starter().unwrap_or(Color::White);
    let start = pos.with_side_to_move(starter);
    if start.null_move().in_check() {
        return Err(HelpError::WaitingSideInCheck {
            stipulation: *stip,
            starter,
        });
    }
    let key = |p: &G, m: G::Move| stream.map_or(0, |s| s.move_key(p, m));
    let roots = Roots {
        order: stream.is_some().then_some(&key as _),
        max: opts.max_solutions.map(|c| c.max(1)),
        shard,
    };
    let search = ParrySearch::new(family, stip.goal, (stip.moves, stip.exact), stop);
    let short_searched = opts.find_short && !stip.exact;
    if let Some(stream) = stream.filter(|s| s.takes_key_lines()) {
        // Each key's lines to the stream as they are found, none kept.
        let (mut solutions, mut short) = (0, 0);
        let found = search
            .lines_by_key(&start, stip.moves, &roots, &mut |_, is_short, lines| {
                let lines: Vec<(Stipulation, &[G::Move])> = lines
                    .iter()
                    .map(|l| (with_length(stip, l.attacker_moves), &l.moves[..]))
                    .collect();
                match (is_short, short_searched) {
                    (false, _) => solutions += lines.len(),
                    (true, true) => short += lines.len(),
                    (true, false) => return,
                }
                stream.key_lines(&lines);
            })
            .ok_or(HelpError::Stopped)?;
        let counts = (solutions, short);
        return Ok(HelpReport::streamed(
            *stip,
            starter,
            opts,
            counts,
            found.complete,
            found.nodes,
        ));
    }
    let found = search
        .lines(&start, stip.moves, &roots)
        .ok_or(HelpError::Stopped)?;
    let complete = found.complete;
    let mut solutions = Vec::new();
    let mut short = Vec::new();
    for l in found.lines {
        let first = l.moves[0];
        let line = Line {
            stipulation: with_length(stip, l.attacker_moves),
            moves: l.moves,
        };
        if found.short_keys.contains(&first) {
            short.push(line);
        } else {
            solutions.push(line);
        }
    }
    let by_coordinates = |l: &Line<G::Move>| {
        l.moves
            .iter()
            .map(|&m| G::coordinate_key(m))
            .collect::<Vec<u64>>()
    };
    solutions.sort_by_cached_key(by_coordinates);
    short.sort_by_cached_key(by_coordinates);
    if !short_searched {
        short.clear();
    }
    Ok(HelpReport {
        stipulation: *stip,
        starter,
        intended: opts.intended,
        verdict: count_verdict(solutions.len(), short.len(), opts.intended, complete),
        solutions,
        short,
        short_searched,
        complete,
        handed_over: None,
        nodes: found.nodes,
    })
}

/// `stip` with `moves` moves: a line's own stipulation.
fn with_length(stip: &Stipulation, moves: u32) -> Stipulation {
    Stipulation { moves, ..*stip }
}
