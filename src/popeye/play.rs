//! Help, series and proof-game play for `alice popeye`: solving, set play,
//! `MaxSolutions`, `MoveNumbers`, and the lines in Popeye's order.

use super::help::{line_text, popeye_sorted, Numbering};
use super::order::generated_moves;
use super::settings::Extra;
use crate::game::{Game, MoveFacts};
use crate::problem::Problem;
use crate::search::Stop;
use crate::solve::help::{self, HelpError, HelpOptions};
use crate::solve::proof::{self, ProofError, ProofOptions};
use crate::stipulation::{Play, Stipulation};
use crate::{engine::fast::Move, engine::fast::Position};

/// Help and series play; `Ok(None)` when the time limit stopped it.
pub(super) fn help_lines(
    pos: &Position,
    stip: &Stipulation,
    set_play: bool,
    extra: &Extra,
    counter: &mut usize,
    stop: &Stop,
) -> Result<Option<(Vec<String>, bool)>, String> {
    let mut set_lines = Vec::new();
    if set_play && stip.play == Play::Help {
        // Set play: the other side moves first, half a move shorter.
        let set = if stip.half {
            Stipulation {
                half: false,
                ..*stip
            }
        } else {
            Stipulation {
                moves: stip.moves.saturating_sub(1),
                half: true,
                ..*stip
            }
        };
        match help_lines(pos, &set, false, &Extra::default(), &mut 0, stop)? {
            Some((l, _)) => set_lines = l,
            None => return Ok(None),
        }
    }
    // Popeye prints the short solutions too, shortest first.
    let opts = HelpOptions {
        find_short: true,
        ..HelpOptions::default()
    };
    let report = match help::solve_with(pos, stip, &opts, stop) {
        Ok(r) => r,
        Err(HelpError::Stopped) => return Ok(None),
        Err(e) => return Err(e.to_string()),
    };
    let start = pos.with_side_to_move(report.starter);
    let mut lines = set_lines;
    lines.push(String::new());
    let mut groups: Vec<Vec<&[Move]>> = Vec::new();
    let mut lengths: Vec<usize> = report.short.iter().map(|l| l.moves.len()).collect();
    lengths.dedup();
    for len in lengths {
        groups.push(
            report
                .short
                .iter()
                .filter(|l| l.moves.len() == len)
                .map(|l| l.moves.as_slice())
                .collect(),
        );
    }
    groups.push(
        report
            .solutions
            .iter()
            .map(|l| l.moves.as_slice())
            .collect(),
    );
    let numbers = extra.move_numbers
        && groups.len() == 1
        && matches!(
            stip.play,
            Play::Help | Play::SeriesHelp | Play::SeriesDirect
        );
    let (listed, partial) = listing(&start, stip, "", groups, extra, numbers, counter);
    lines.extend(listed);
    Ok(Some((lines, partial)))
}

/// The solutions, each group in Popeye's order, up to `MaxSolutions`
/// (then `true`: partial). With `numbers` (`Option MoveNumbers`), every
/// first move Popeye generates is announced before its solutions, numbered
/// on from `counter` (Popeye counts on through the twins).
fn listing(
    start: &Position,
    stip: &Stipulation,
    marker: &str,
    groups: Vec<Vec<&[Move]>>,
    extra: &Extra,
    numbers: bool,
    counter: &mut usize,
) -> (Vec<String>, bool) {
    let mut lines = Vec::new();
    let mut written = 0;
    // (Popeye numbers its generated moves, self-checks included.)
    let mut first_moves: Vec<(MoveFacts, Option<Move>)> = Vec::new();
    if numbers {
        let mut list = <Position as Game>::Moves::default();
        start.legal_moves(&mut list);
        let legal: Vec<(MoveFacts, Move)> = list
            .as_slice()
            .iter()
            .map(|&m| (start.move_facts(m), m))
            .collect();
        let facts: Vec<MoveFacts> = legal.iter().map(|(f, _)| *f).collect();
        first_moves = generated_moves(start, &facts)
            .into_iter()
            .map(|f| (f, legal.iter().find(|(g, _)| *g == f).map(|(_, m)| *m)))
            .collect();
    }
    let mut next_first = 0;
    for group in groups {
        for moves in popeye_sorted(start, group, |n| Numbering::of(stip, n)) {
            if extra.max_solutions.is_some_and(|m| written >= m) {
                return (lines, true);
            }
            if let Some(&first) = moves.first() {
                if let Some(k) = first_moves[next_first..]
                    .iter()
                    .position(|&(_, m)| m == Some(first))
                {
                    for m in &first_moves[next_first..=next_first + k] {
                        *counter += 1;
                        lines.push(move_number_line(start, *counter, m, extra));
                    }
                    next_first += k + 1;
                }
            }
            let numbering = Numbering::of(stip, moves.len());
            lines.push(line_text(start, moves, numbering, stip.goal, marker));
            written += 1;
        }
    }
    for m in first_moves.iter().skip(next_first) {
        *counter += 1;
        lines.push(move_number_line(start, *counter, m, extra));
    }
    let partial = extra.max_solutions.is_some_and(|m| written >= m);
    (lines, partial)
}

/// `  6  (Ke5-f4A )`: Popeye's announcement of the n-th first move.
/// Popeye writes the move with a check sign only (no mate sign), and,
/// unless in regression mode, the time since the problem's start.
fn move_number_line(
    start: &Position,
    n: usize,
    (facts, legal): &(MoveFacts, Option<Move>),
    extra: &Extra,
) -> String {
    let mut text = match legal {
        Some(m) => crate::notation::popeye(start, *m),
        // Generated but not legal (castling and e.p. are always legal here).
        None => crate::notation::popeye_of_facts(facts),
    };
    if legal.is_some_and(|m| start.after(m).in_check()) {
        text.push_str(" +");
    }
    match extra.started {
        Some(t) => format!(
            "{n:>3}  ({text}    Time = {:.3} s)",
            t.elapsed().as_secs_f64()
        ),
        None => format!("{n:>3}  ({text} )"),
    }
}

/// Proof games (`dia`, `ser-dia`, `a=>b`); `Ok(None)` when stopped.
pub(super) fn proof_lines(
    problem: &Problem,
    pos: &Position,
    stip: &Stipulation,
    extra: &Extra,
    counter: &mut usize,
    stop: &Stop,
) -> Result<Option<(Vec<String>, bool)>, String> {
    let target = match &problem.target {
        Some(t) => {
            Some(Position::from_setup(t, problem.variant.rules()).map_err(|e| e.to_string())?)
        }
        None => None,
    };
    let (start, target) = proof::start_and_target(&problem.variant, pos, target.as_ref(), stip)
        .map_err(|e| e.to_string())?;
    let opts = ProofOptions {
        intended: 1,
        max_solutions: None,
    };
    let report = match proof::solve_with(&start, &target, stip, &opts, stop) {
        Ok(r) => r,
        Err(ProofError::Stopped) => return Ok(None),
        Err(e) => return Err(e.to_string()),
    };
    let start = report.start;
    let marker = if stip.play == Play::AToB {
        " a=>b"
    } else {
        " dia"
    };
    let games: Vec<&[Move]> = report
        .short
        .iter()
        .chain(report.solutions.iter())
        .map(|g| g.as_slice())
        .collect();
    let numbers = extra.move_numbers && stip.play != Play::SeriesProof;
    let (listed, partial) = listing(&start, stip, marker, vec![games], extra, numbers, counter);
    let mut lines = vec![String::new()];
    lines.extend(listed);
    Ok(Some((lines, partial)))
}
