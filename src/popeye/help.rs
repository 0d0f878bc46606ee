//! Help, series and proof-game solutions in Popeye's line layout
//! (`  1.Ke5-f4A Qc5-f5B   2.d2-d1=SA Rc3-f3A #`), the lines in Popeye's
//! order: depth first, each ply's moves in Popeye's move order.

use super::engine::PopeyeGame;
use super::text::move_text;
use crate::formats::Language;
use crate::stipulation::{Goal, Play, Stipulation};

/// How the single moves of a line are numbered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Numbering {
    /// Pairs of moves (help play, proof games); `lead_half`: a single move
    /// before the first pair, numbered `1...` (`h#n.5`).
    Pairs {
        /// Whether a single move precedes the first pair.
        lead_half: bool,
    },
    /// Help pairs after White's first move passed (the set play of an
    /// `h#n.5`, Black starting): `1...  ...  2.d7-d5A e5*d6 ep.B x`.
    AfterPass,
    /// Series play: every move of the series numbered, then `tail`
    /// unnumbered moves of the other side.
    Series {
        /// Unnumbered moves of the other side after the series (0 or 1).
        tail: usize,
    },
    /// `ser-hs`: the series numbered, the other side's move unnumbered,
    /// then the forced reply numbered on (`1.Qf1-a6B   2.Qa6-f1A Rg4-g2A +
    ///   3.Qf1*g2B +`).
    SeriesThenReply,
    /// Parry series play (`pser-h`, `phser-`, `phser-s`): each move of the
    /// side that starts numbered, the parries (the other side's moves
    /// after a check) and the `tail` moves after the series not.
    Parry {
        /// Unnumbered moves of the other side after the series (0 or 1).
        tail: usize,
    },
    /// `pser-hs`: as [`Numbering::Parry`], then the other side's move
    /// unnumbered and the forced reply numbered on, as in `ser-hs`.
    ParryThenReply,
}

impl Numbering {
    /// How many leading moves of a line of `len` moves are the series
    /// (played with a null move between them); 0 outside series play.
    fn series_len(self, len: usize) -> usize {
        match self {
            Numbering::Series { tail } => len.saturating_sub(tail),
            Numbering::SeriesThenReply => len.saturating_sub(2),
            Numbering::Pairs { .. }
            | Numbering::AfterPass
            | Numbering::Parry { .. }
            | Numbering::ParryThenReply => 0,
        }
    }
}

impl Numbering {
    /// The numbering of a stipulation's lines of `plies` single moves.
    pub fn of(stip: &Stipulation, plies: usize) -> Numbering {
        match stip.play {
            Play::SeriesHelp | Play::SeriesSelf | Play::SeriesReflex => {
                Numbering::Series { tail: 1 }
            }
            Play::SeriesDirect | Play::SeriesProof => Numbering::Series { tail: 0 },
            Play::SeriesHelpSelf => Numbering::SeriesThenReply,
            Play::ParrySeriesHelp
            | Play::ParrySeriesSelf
            | Play::ParrySeriesReflex
            | Play::ParryBattleSelf
            | Play::ParryBattleReflex => Numbering::Parry { tail: 1 },
            Play::ParrySeriesDirect | Play::ParryBattleDirect => Numbering::Parry { tail: 0 },
            Play::ParrySeriesHelpSelf => Numbering::ParryThenReply,
            Play::Help | Play::HelpSelf | Play::HelpReflex | Play::ReciHelp => Numbering::Pairs {
                lead_half: stip.half,
            },
            // (Proof games are numbered in pairs from their first move,
            // `1.d7-d6A Ke1-f2B   2.Kh8-g7B` in an `a=>b n.5` too; their set
            // play, the other side starting (`swapped`), as help play's:
            // `1...Ke1-f1B`.)
            Play::AToB | Play::Proof => Numbering::Pairs {
                lead_half: stip.swapped,
            },
            _ => Numbering::Pairs {
                lead_half: plies % 2 == 1,
            },
        }
    }
}

/// One solution as Popeye writes it, with the men's letters of `lang`;
/// `marker` ends the line (` dia`, ` a=>b` for proof games).
pub fn line_text<G: PopeyeGame>(
    start: &G,
    moves: &[G::Move],
    numbering: Numbering,
    goal: Goal,
    marker: &str,
    lang: Language,
) -> String {
    let mut pos = *start;
    let mut s = String::new();
    let series_len = numbering.series_len(moves.len());
    let mut number = 0;
    for (i, &m) in moves.iter().enumerate() {
        let text = move_text(&pos, m, goal, i + 1 == moves.len(), lang);
        match numbering {
            Numbering::Pairs { lead_half } => {
                let k = if lead_half { i + 1 } else { i };
                if lead_half && i == 0 {
                    s.push_str(&format!("{:>3}...", 1));
                } else if k % 2 == 0 {
                    s.push_str(&format!(" {:>3}.", k / 2 + 1));
                } else {
                    s.push(' ');
                }
            }
            Numbering::AfterPass => {
                if i == 0 {
                    s.push_str(&format!("{:>3}...  ...  2.", 1));
                } else if i % 2 == 0 {
                    s.push_str(&format!(" {:>3}.", i / 2 + 2));
                } else {
                    s.push(' ');
                }
            }
            Numbering::Series { .. } => {
                if i < series_len {
                    s.push_str(&format!(" {:>3}.", i + 1));
                } else {
                    s.push(' ');
                }
            }
            Numbering::SeriesThenReply => {
                if i < series_len {
                    s.push_str(&format!(" {:>3}.", i + 1));
                } else if i == series_len + 1 {
                    s.push_str(&format!(" {:>3}.", series_len + 1));
                } else {
                    s.push(' ');
                }
            }
            Numbering::Parry { tail } => {
                if i + tail < moves.len() && pos.side_to_move() == start.side_to_move() {
                    number += 1;
                    s.push_str(&format!(" {number:>3}."));
                } else {
                    s.push(' ');
                }
            }
            Numbering::ParryThenReply => {
                if pos.side_to_move() == start.side_to_move() {
                    number += 1;
                    s.push_str(&format!(" {number:>3}."));
                } else {
                    s.push(' ');
                }
            }
        }
        s.push_str(&text);
        pos = next_position(start, &pos, m, i, moves.len(), numbering);
    }
    s.push_str(marker);
    // The first move number stands at the start of the line: "  1.".
    match s.strip_prefix(' ') {
        Some(rest)
            if !matches!(
                numbering,
                Numbering::Pairs { lead_half: true } | Numbering::AfterPass
            ) =>
        {
            rest.to_string()
        }
        _ => s,
    }
}

/// The play's moves `moves` from `start` after an intro series whose side,
/// `side`, had `first - 1` moves, as Popeye writes a line it does not
/// number anew after the intro ([`numbered_anew`]): the moves of `side`
/// numbered on from `first`, the other side's not; the positions as
/// `numbering` (the play's) plays them.
pub(super) fn numbered_on<G: PopeyeGame>(
    start: &G,
    moves: &[G::Move],
    (first, side): (usize, crate::Color),
    numbering: Numbering,
    goal: Goal,
    lang: Language,
) -> String {
    let mut pos = *start;
    let mut s = String::new();
    let mut number = first;
    for (i, &m) in moves.iter().enumerate() {
        if pos.side_to_move() == side {
            s.push_str(&format!(" {number:>3}."));
            number += 1;
        } else {
            s.push(' ');
        }
        s.push_str(&move_text(&pos, m, goal, i + 1 == moves.len(), lang));
        pos = next_position(start, &pos, m, i, moves.len(), numbering);
    }
    // (After the intro's text, which ends with a space.)
    s.strip_prefix(' ').map(str::to_string).unwrap_or(s)
}

/// Whether Popeye numbers the play after an intro series anew from 1
/// (`  1.b7-b6B   1.Rd1-c1B   2.Rc1-c8A #` in a `1->ser-#2`): when the
/// play's branch has more than two single moves (Popeye 4.104's
/// `output/plaintext/line/line.c` marks the end of the intro only then:
/// `h#1.5`, `hs#2`, `ser-#2`); else the whole line is numbered as one
/// series of the intro's side ([`numbered_on`]: `h#1`, `hs#1.5`, `ser-s#1`).
pub(super) fn numbered_anew(play: &Stipulation) -> bool {
    let half = u32::from(play.half);
    let plies = match play.play {
        Play::Help => 2 * play.moves + half,
        Play::HelpSelf | Play::HelpReflex => (2 * play.moves + half).saturating_sub(1),
        _ => (2 * play.moves).saturating_sub(1),
    };
    plies > 2
}

/// An intro series' moves `moves` from `start` as Popeye writes them
/// before the play's (`  1.Qb5-a4A   2.b6-b7A + `: each numbered, a check
/// marked), and the position after them (after the other side's pass too
/// with `pass`: [`Stipulation::intro_pass`]).
pub(super) fn intro_text<G: PopeyeGame>(
    start: &G,
    moves: &[G::Move],
    pass: bool,
    lang: Language,
) -> (String, G) {
    let mut pos = *start;
    let mut text = String::new();
    for (i, &m) in moves.iter().enumerate() {
        let check = if pos.after(m).in_check() { " +" } else { "" };
        text.push_str(&format!("{:>3}.{}{check} ", i + 1, pos.long_text(m, lang)));
        pos = crate::help_play::line_step(None, (moves.len() as u32, pass), i, &pos, m, 0).0;
    }
    (text, pos)
}

/// Lines sorted in Popeye's order: depth first, each ply in Popeye's move
/// order.
pub fn popeye_sorted<'a, G: PopeyeGame>(
    start: &G,
    lines: Vec<&'a [G::Move]>,
    numbering: impl Fn(usize) -> Numbering,
) -> Vec<&'a [G::Move]> {
    let mut keyed: Vec<(Vec<u64>, &[G::Move])> = lines
        .into_iter()
        .map(|line| {
            (
                popeye_keys(start, line, line.len(), numbering(line.len())),
                line,
            )
        })
        .collect();
    keyed.sort_by(|a, b| a.0.cmp(&b.0));
    keyed.into_iter().map(|(_, l)| l).collect()
}

/// The keys of Popeye's order of the moves `moves`, the start of a line
/// of `len` moves from `start` numbered by `numbering` (lines sort by
/// them).
pub fn popeye_keys<G: PopeyeGame>(
    start: &G,
    moves: &[G::Move],
    len: usize,
    numbering: Numbering,
) -> Vec<u64> {
    let mut pos = *start;
    moves
        .iter()
        .enumerate()
        .map(|(i, &m)| {
            let k = pos.popeye_key(m);
            pos = next_position(start, &pos, m, i, len, numbering);
            k
        })
        .collect()
}

/// The position in which move `i + 1` of a line of `len` moves from
/// `start` is played, after move `i`, `m`, played in `pos`. In a series the
/// other side does not move: a null move between two moves of the series;
/// in a parry series only when the move gives no check (else the other
/// side parries), and not after the series.
fn next_position<G: PopeyeGame>(
    start: &G,
    pos: &G,
    m: G::Move,
    i: usize,
    len: usize,
    numbering: Numbering,
) -> G {
    let after = pos.after(m);
    let pass = match numbering {
        Numbering::Parry { tail } => {
            i + 1 + tail < len && after.side_to_move() != start.side_to_move() && !after.in_check()
        }
        // (The series, then the other side's move and the forced reply.)
        Numbering::ParryThenReply => {
            i + 3 < len && after.side_to_move() != start.side_to_move() && !after.in_check()
        }
        _ => i + 1 < numbering.series_len(len),
    };
    if pass {
        after.null_move()
    } else {
        after
    }
}
