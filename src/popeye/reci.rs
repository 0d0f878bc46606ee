//! Reciprocal help play (`reci-h#n`) in Popeye's layout: each solution's
//! line is written once for every way it ends, as a line of its own
//! (`  1.Kc2-b3A Qh1-a8B   2.Re2-a2A Qa8-f3A #`, then `  1.Kc2-b3A
//! Qh1-a8B   2.Re2-e1A #`): for each line before the end (in Popeye's
//! order), first the helped endings (Black's move, White's goal move),
//! then Black's goal moves, each group in Popeye's order.

use super::engine::PopeyeGame;
use super::help::{line_text, Numbering};
use super::numbers::{generated_first_moves, move_number_line};
use super::settings::Extra;
use crate::game::{Game, MoveBuffer};
use crate::solve::help::{HelpReport, Line};
use crate::stipulation::{Play, Stipulation};

/// The full lines of a `reci-h` solution: the line with each of its
/// endings (see [`Line::reci_endings`]).
pub(super) fn reci_lines<G: PopeyeGame>(start: &G, line: &Line<G::Move>) -> Vec<Vec<G::Move>> {
    line.reci_endings(start)
        .into_iter()
        .map(|ending| {
            let mut moves = line.moves.clone();
            moves.extend(ending);
            moves
        })
        .collect()
}

/// Full `reci-h` lines sorted in Popeye's order: by the moves before the
/// end, then the helped endings before the goal moves at once, then by the
/// ending's moves. `half`: the stipulation's `.5` (White starts, so the
/// moves before the end are odd in number).
pub(super) fn reci_sorted<'a, G: PopeyeGame>(
    start: &G,
    lines: Vec<&'a [G::Move]>,
    half: bool,
) -> Vec<&'a [G::Move]> {
    let mut keyed: Vec<(Vec<u64>, &[G::Move])> = lines
        .into_iter()
        .map(|line| {
            // A helped ending has two moves, a goal move at once one; the
            // moves before the end are even in number (odd with `.5`).
            let helped = line.len().is_multiple_of(2) != half;
            let before = line.len().saturating_sub(if helped { 2 } else { 1 });
            let mut pos = *start;
            let mut keys = Vec::with_capacity(line.len() + 1);
            for (i, &m) in line.iter().enumerate() {
                if i == before {
                    keys.push(u64::from(!helped));
                }
                keys.push(pos.popeye_key(m));
                pos.play(m);
            }
            (keys, line)
        })
        .collect();
    keyed.sort_by(|a, b| a.0.cmp(&b.0));
    keyed.into_iter().map(|(_, l)| l).collect()
}

/// `reci-h#1` (no move before the end, so no help play of Popeye's around
/// its two ways): Popeye starts each way it tries with a blank line of its
/// own. It tries the helped way when Black has a goal move at once, the
/// goal moves at once when the helped way has a line. `lines` starts with
/// the blank line of the other stipulations and holds the lines, helped
/// ones first.
pub(super) fn one_move_blanks<G: PopeyeGame>(
    start: &G,
    stip: &Stipulation,
    report: &HelpReport<G::Move>,
    lines: &mut Vec<String>,
) {
    if !one_move(stip) {
        return;
    }
    match report.solutions.first() {
        Some(line) => {
            let helped = line
                .reci_endings(start)
                .iter()
                .filter(|e| e.len() == 2)
                .count();
            // (Popeye writes the blank line at the end of the helped
            // endings: also when `MaxSolutions` ends the listing there.)
            lines.insert((1 + helped).min(lines.len()), String::new());
        }
        None => {
            if !reaches_at_once(start, stip) {
                lines.clear();
            }
        }
    }
}

/// `reci-h#1` under `MoveNumbers`: Popeye's three passes over Black's
/// generated moves, numbered on one count, each number shown only within
/// `StartMoveNumber` and `UpToMoveNumber`. First it looks for a goal move
/// at once, move by move up to the first one (a move out of the range
/// counts as none); only if it finds one, the helped way, each move
/// followed by its helped endings; only if that wrote a line, a blank line
/// and the goal moves at once, each after its move. `MaxSolutions` counts
/// the helped endings: once reached, the listing ends with the blank line
/// (and `true`: `Partial solution`). The lines start with the listing's
/// blank line.
pub(super) fn one_move_numbered<G: PopeyeGame>(
    start: &G,
    stip: &Stipulation,
    report: &HelpReport<G::Move>,
    extra: &Extra,
    counter: &mut usize,
) -> (Vec<String>, bool) {
    let firsts = generated_first_moves(start, extra);
    let endings: Vec<Vec<G::Move>> = report
        .solutions
        .iter()
        .flat_map(|l| reci_lines(start, l))
        .collect();
    let sorted = reci_sorted(start, endings.iter().map(Vec::as_slice).collect(), false);
    let text = |moves: &[G::Move]| {
        let numbering = Numbering::of(stip, moves.len());
        let goal = line_goal(stip, moves.len());
        line_text(start, moves, numbering, goal, "", extra.lang)
    };
    let mut lines = vec![String::new()];
    let mut announce = |lines: &mut Vec<String>, m| {
        *counter += 1;
        let shown = extra.numbered_in_range(*counter);
        if shown {
            lines.push(move_number_line(*counter, m, extra));
        }
        shown
    };
    let goal = stip.reci_at_once_goal();
    let mut found = false;
    for m in &firsts {
        let shown = announce(&mut lines, m);
        found = shown
            && m.legal
                .is_some_and(|mv| start.reaches_goal(mv, &start.after(mv), goal));
        if found {
            break;
        }
    }
    if !found {
        return (lines, false);
    }
    // The endings of `len` moves (2: helped, 1: a goal move at once) that
    // start with the generated move `first`.
    let after = |first: Option<G::Move>, len: usize| {
        sorted
            .iter()
            .filter(move |l| l.len() == len && Some(l[0]) == first)
    };
    let mut helped = 0;
    for m in &firsts {
        if announce(&mut lines, m) {
            for moves in after(m.legal, 2) {
                lines.push(text(moves));
                helped += 1;
                if extra.max_solutions.is_some_and(|max| helped >= max) {
                    lines.push(String::new());
                    return (lines, true);
                }
            }
        }
    }
    if helped == 0 {
        return (lines, false);
    }
    lines.push(String::new());
    for m in &firsts {
        if announce(&mut lines, m) {
            for moves in after(m.legal, 1) {
                lines.push(text(moves));
            }
        }
    }
    (lines, false)
}

/// Whether the side to move in `pos` has a move reaching the goal.
fn reaches_at_once<G: Game>(pos: &G, stip: &Stipulation) -> bool {
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    list.as_slice()
        .iter()
        .any(|&mv| pos.reaches_goal(mv, &pos.after(mv), stip.reci_at_once_goal()))
}

/// Whether a line of `len` moves counts for `MaxSolutions`: in `reci-h`
/// Popeye counts the helped endings only (a goal move at once is written
/// but not counted); every line of the other stipulations.
pub(super) fn counts(stip: &Stipulation, len: usize) -> bool {
    stip.play != Play::ReciHelp || len.is_multiple_of(2) != stip.half
}

/// Whether `stip` is `reci-h#1` (no move before the end).
pub(super) fn one_move(stip: &Stipulation) -> bool {
    stip.play == Play::ReciHelp && stip.moves == 1 && !stip.half
}

/// Whether Popeye ignores `WhiteToPlay` on `stip` ("WhiteToPlay not
/// applicable - ignored"): `reci-h#n.5`, and `reci-h#1`, which has no
/// `reci-h#0.5`.
pub(super) fn white_to_play_ignored(stip: &Stipulation) -> bool {
    stip.play == Play::ReciHelp && (stip.half || stip.moves == 1)
}

/// Popeye's set play of `reci-h#1`: a blank line, then White's moves that
/// reach the goal at once, White to move (`  1...Qh1-d1B #`); under
/// `MoveNumbers` (`numbers`) each of White's generated moves announced,
/// counting on, its line after it.
pub(super) fn one_move_set_play<G: PopeyeGame>(
    diagram: &G,
    stip: &Stipulation,
    extra: &Extra,
    numbers: bool,
    counter: &mut usize,
) -> Vec<String> {
    use super::help::popeye_sorted;
    let start = diagram.with_side_to_move(crate::types::Color::White);
    let mut list = G::Moves::default();
    start.legal_moves(&mut list);
    let goal_moves: Vec<[G::Move; 1]> = list
        .as_slice()
        .iter()
        .filter(|&&mv| start.reaches_goal(mv, &start.after(mv), stip.goal))
        .map(|&mv| [mv])
        .collect();
    let numbering = Numbering::Pairs { lead_half: true };
    let text = |moves: &[G::Move]| line_text(&start, moves, numbering, stip.goal, "", extra.lang);
    let mut lines = vec![String::new()];
    let refs: Vec<&[G::Move]> = goal_moves.iter().map(|m| m.as_slice()).collect();
    if !numbers {
        for moves in popeye_sorted(&start, refs, |_| numbering) {
            lines.push(text(moves));
        }
        return lines;
    }
    for m in generated_first_moves(&start, extra) {
        *counter += 1;
        if extra.numbered_in_range(*counter) {
            lines.push(move_number_line(*counter, &m, extra));
            for moves in refs.iter().filter(|l| Some(l[0]) == m.legal) {
                lines.push(text(moves));
            }
        }
    }
    lines
}

/// The goal whose marker ends a line of `len` moves: in `reci-h(=)#n` a
/// goal move at once has Black's goal (`=`); else the stipulation's.
pub(super) fn line_goal(stip: &Stipulation, len: usize) -> crate::stipulation::Goal {
    if counts(stip, len) {
        stip.goal
    } else {
        stip.reci_at_once_goal()
    }
}

/// The stipulation as Popeye writes it under the board: as it is read,
/// but `exact-reci-h#n` and an intro series' play without its `exact-`
/// (Popeye's header drops it).
/// With `PostKeyPlay` (`post_key`) battle play loses its `exact-` too, and a
/// `semi-r#1` is written `r#1`.
pub(super) fn header_text(stip: &Stipulation, post_key: bool) -> String {
    // (Nor does it write `exact-` where the length is one move or less:
    // `exact-#1`, `exact-h#1`, `exact-h#0.5`, but `exact-h#1.5`; nor where
    // the help play before a self or reflex end is a single move:
    // `exact-hs#1.5`, `exact-hr#1.5`, but `exact-hs#2`.)
    let one_move = stip.moves == 0 || (stip.moves == 1 && !stip.half);
    let one_help_move =
        stip.moves == 1 && stip.half && matches!(stip.play, Play::HelpSelf | Play::HelpReflex);
    let post_key = post_key && stip.is_adversarial();
    let mut shown = *stip;
    // (Nor after an intro series: `1->exact-ser-#2` is headed `1->ser-#2`.)
    if stip.play == Play::ReciHelp || one_move || one_help_move || post_key || stip.intro > 0 {
        shown.exact = false;
    }
    if post_key && one_move && stip.play == Play::SemiReflex {
        shown.play = Play::Reflex;
    }
    if stip.intro > 0 && !stip.is_series() {
        // (Popeye heads help play after an intro series as a series of
        // the intro's length: `2->h#3` as `ser-h#2`, `2->h#1.5` as
        // `ser-h#2`.)
        let play = Stipulation {
            intro: 0,
            half: false,
            moves: stip.intro,
            ..shown
        };
        return format!("ser-{play}");
    }
    shown.to_string()
}
