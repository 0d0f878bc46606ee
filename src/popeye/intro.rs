//! An intro series' lines (`2->ser-h#4`) listed as Popeye lists them:
//! the intro's lengths shortest first; each length's intro lines depth
//! first in Popeye's move order; after each, the play's lines from the
//! position it reaches as the play alone is listed (its short solutions
//! by length, then the full length). `MoveNumbers` announces the first
//! moves of the full intro's length alone, `MaxSolutions` counts every
//! line.

use super::direct::at_once_lead;
use super::engine::PopeyeGame;
use super::help::{intro_text, popeye_sorted, Numbering};
use super::listing::{numbers_help_play, sorted_part, with_replies, Lister};
use super::settings::Extra;
use super::tree::mates_at_once;
use crate::solve::help::{intro_series, HelpReport, Line};
use crate::stipulation::Stipulation;
use std::collections::HashMap;
use std::convert::Infallible;

/// The lines of `report` (of `stip`, with an intro series) from `pos`, with
/// the listing's blank line first; whether `MaxSolutions` cut them short.
/// Where the play is reflex play and its side to move can reach the goal
/// at once after an intro, Popeye writes those moves alone, marked `?!?`.
pub(super) fn intro_listing<G: PopeyeGame>(
    pos: &G,
    stip: &Stipulation,
    report: &HelpReport<G::Move>,
    extra: &Extra,
    counter: &mut usize,
) -> (Vec<String>, bool) {
    let start = pos.with_side_to_move(report.starter);
    let play = stip.after_intro();
    let mut found: HashMap<&[G::Move], Vec<&Line<G::Move>>> = HashMap::new();
    for line in report.short.iter().chain(&report.solutions) {
        let k = line.stipulation.intro as usize;
        found.entry(&line.moves[..k]).or_default().push(line);
    }
    let numbers = numbers_help_play(&play, extra);
    let mut lister = Lister::new(&start, &play, "", extra, numbers, *counter);
    let mut lines = vec![String::new()];
    for k in 1..=stip.intro as usize {
        let mut intros: Vec<Vec<G::Move>> = Vec::new();
        let _ = intro_series(
            &start,
            k,
            stip.intro_pass(),
            None,
            &mut |moves: &[G::Move], _: &G| {
                intros.push(moves.to_vec());
                Ok::<(), Infallible>(())
            },
        );
        let intros = popeye_sorted(&start, intros.iter().map(Vec::as_slice).collect(), |_| {
            Numbering::Series { tail: 0 }
        });
        for intro in intros {
            let after = intro_text(&start, intro, stip.intro_pass(), extra.lang).1;
            let mine: Vec<Line<G::Move>> = found
                .get(intro)
                .into_iter()
                .flatten()
                .map(|l| Line {
                    stipulation: l.stipulation.after_intro(),
                    moves: l.moves[k..].to_vec(),
                })
                .collect();
            list_intro_end(&mut lister, stip, intro, &after, &mine, &mut lines);
        }
    }
    let partial = lister.finish(&mut lines);
    *counter = lister.counter;
    (lines, partial)
}

/// The lines after the intro series `intro` (the play's `lines` from
/// `after`, the position it reaches, each with the play's stipulation or
/// a shorter one) listed by `lister`, as the play alone is listed (its
/// shorter lengths first), each after the intro's moves; under reflex
/// play whose side to move can reach the goal at once, those moves alone,
/// marked `?!?`. `stip`: the problem's (with its intro).
pub(super) fn list_intro_end<G: PopeyeGame>(
    lister: &mut Lister<'_, G>,
    stip: &Stipulation,
    intro: &[G::Move],
    after: &G,
    lines: &[Line<G::Move>],
    out: &mut Vec<String>,
) {
    let play = stip.after_intro();
    let k = intro.len();
    lister.set_intro(k);
    if lister.capped {
        return;
    }
    let at_once = match at_once_lead(&play) {
        Some(_) => mates_at_once(after, play.goal),
        None => Vec::new(),
    };
    if !at_once.is_empty() {
        let moves: Vec<Vec<G::Move>> = at_once.iter().map(|&m| [intro, &[m]].concat()).collect();
        let moves: Vec<&[G::Move]> = moves.iter().map(Vec::as_slice).collect();
        lister.at_once(&moves, k == stip.intro as usize, out);
        return;
    }
    let mut lengths: Vec<u32> = lines.iter().map(|l| l.stipulation.moves).collect();
    lengths.sort_unstable();
    lengths.dedup();
    for len in lengths {
        let part: Vec<Vec<G::Move>> = lines
            .iter()
            .filter(|l| l.stipulation.moves == len)
            .flat_map(|l| with_replies(after, &play, l))
            .collect();
        let sorted = sorted_part(after, &play, part.iter().map(Vec::as_slice).collect());
        let whole: Vec<Vec<G::Move>> = sorted.iter().map(|m| [intro, m].concat()).collect();
        let whole: Vec<&[G::Move]> = whole.iter().map(Vec::as_slice).collect();
        lister.part(&whole, k == stip.intro as usize, out);
    }
}
