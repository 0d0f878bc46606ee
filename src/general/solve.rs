//! A small solver generic over [`Game`], used for the general engine's
//! variants until the full analysis (threats, variations, tries) is generic:
//! the keys of battle play (direct, self, reflex; mate or stalemate) by the
//! generic battle prover, with short solutions; and every solution of help
//! play (`h#n`, `h=n`, `h#n.5`) by exhaustive search.

use crate::game::{Game, MoveBuffer};
use crate::search::battle::{Battle, Prover};
use crate::search::tt::Table;
use crate::search::Stop;
use crate::stipulation::{Play, Stipulation};
use rayon::prelude::*;

/// The search was stopped (time limit or Ctrl-C): no verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stopped;

/// The keys of a battle-play problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BattleResult<M> {
    /// First moves that force the goal within n, in coordinate order.
    pub keys: Vec<M>,
    /// The shortest k < n within which the goal is forced, if any.
    pub short: Option<u32>,
}

/// Solve direct, self or reflex play: the keys (first moves of the side to
/// move that force the goal within `stip.moves`) and a shorter win.
pub fn battle<G: Game>(
    pos: &G,
    stip: &Stipulation,
    stop: &Stop,
) -> Result<BattleResult<G::Move>, Stopped> {
    let battle = Battle {
        play: stip.play,
        goal: stip.goal,
    };
    let table = Table::new(20);
    let n = stip.moves;
    let mut moves = G::Moves::default();
    pos.legal_moves(&mut moves);
    let found: Vec<(G::Move, bool, bool)> = moves
        .as_slice()
        .par_iter()
        .map(|&m| {
            let mut prover = Prover::<G>::new(battle, &table, stop);
            let won = prover.attack_succeeds(&pos.after(m), n);
            (m, won, prover.stopped())
        })
        .collect();
    if found.iter().any(|f| f.2) {
        return Err(Stopped);
    }
    let mut keys: Vec<G::Move> = found.iter().filter(|f| f.1).map(|f| f.0).collect();
    keys.sort_by_key(|&m| G::coordinate_key(m));
    let mut prover = Prover::<G>::new(battle, &table, stop);
    let short = if keys.is_empty() || n == 1 {
        None
    } else {
        prover.shortest_win(pos, n - 1)
    };
    if prover.stopped() {
        return Err(Stopped);
    }
    Ok(BattleResult { keys, short })
}

/// Every help-play solution of exactly `plies` single moves from `pos` (the
/// first mover to move): the last move reaches the goal.
pub fn help_lines<G: Game>(
    pos: &G,
    stip: &Stipulation,
    plies: u32,
    stop: &Stop,
) -> Result<Vec<Vec<G::Move>>, Stopped> {
    let mut moves = G::Moves::default();
    pos.legal_moves(&mut moves);
    let parts: Vec<Result<Vec<Vec<G::Move>>, Stopped>> = moves
        .as_slice()
        .par_iter()
        .map(|&m| {
            let mut out = Vec::new();
            let mut line = vec![m];
            let mut polls = 0u32;
            help_rec(
                &pos.after(m),
                stip,
                plies - 1,
                &mut line,
                &mut out,
                stop,
                &mut polls,
            )?;
            Ok(out)
        })
        .collect();
    let mut all = Vec::new();
    for p in parts {
        all.extend(p?);
    }
    all.sort_by_cached_key(|l| l.iter().map(|&m| G::coordinate_key(m)).collect::<Vec<_>>());
    Ok(all)
}

fn help_rec<G: Game>(
    p: &G,
    stip: &Stipulation,
    left: u32,
    line: &mut Vec<G::Move>,
    out: &mut Vec<Vec<G::Move>>,
    stop: &Stop,
    polls: &mut u32,
) -> Result<(), Stopped> {
    *polls = polls.wrapping_add(1);
    if (polls.is_multiple_of(256) && stop.check()) || stop.fired() {
        return Err(Stopped);
    }
    if left == 0 {
        if p.goal_reached(stip.goal) {
            out.push(line.clone());
        }
        return Ok(());
    }
    let mut moves = G::Moves::default();
    p.legal_moves(&mut moves);
    for &m in moves.as_slice() {
        line.push(m);
        help_rec(&p.after(m), stip, left - 1, line, out, stop, polls)?;
        line.pop();
    }
    Ok(())
}

/// Whether this solver handles the stipulation.
pub fn supports(stip: &Stipulation) -> bool {
    matches!(
        stip.play,
        Play::Direct | Play::SelfPlay | Play::Reflex | Play::Help
    )
}
