//! Printing help and series solutions: the `/A` text form and JSON, for
//! the moves of any engine behind [`Game`].

use crate::game::{Game, MoveBuffer};
use crate::help_play::Family;
use crate::notation::san;
use crate::output::Format;
use crate::solve::help::{HelpReport, HelpSummary, Line};
use crate::solve::CountVerdict;
use crate::types::Color;
use serde_json::Value;
mod pipeline;
mod print;
mod reci;
mod replay;

pub use print::{write_end, write_head, HelpPrinter};
use replay::Prefix;
use std::fmt::Display;

impl<M: Copy + Display + PartialEq> Line<M> {
    /// For `ser-s#n`, `hs#n` and `ser-hs#n`: the forced moves after the
    /// line (each of them reaches the goal). Empty for the other
    /// stipulations.
    pub fn forced_replies<G: Game<Move = M>>(&self, start: &G) -> Vec<M> {
        match self.positions(start).last() {
            Some(end) => self.forced_replies_from(end),
            None => Vec::new(),
        }
    }

    /// [`Line::forced_replies`] from `end`, the position after the line.
    fn forced_replies_from<G: Game<Move = M>>(&self, end: &G) -> Vec<M> {
        if !Family::of(self.stipulation.play).is_some_and(Family::forced_end) {
            return Vec::new();
        }
        let mut list = G::Moves::default();
        end.legal_moves(&mut list);
        list.as_slice().to_vec()
    }

    /// The solution on one line with move numbers: `1.Kf4/A Qf5/B 2.d1=N/A
    /// Rf3/A#`; `1...Qf5/B 2.Kf4/A ...` when White starts a helpmate; each
    /// series move numbered (`1.e4/B 2.e5/A 3.Qxf7/A#`), the other side's
    /// final move unnumbered after the series.
    pub fn to_text<G: Game<Move = M>>(&self, start: &G) -> String {
        let mut text = String::new();
        self.write_text_with(start, &mut Prefix::default(), &mut text);
        text
    }

    /// [`Line::to_text`] added to `out`, reusing what `prefix` kept of the
    /// previous line written.
    fn write_text_with<G: Game<Move = M>>(
        &self,
        start: &G,
        prefix: &mut Prefix<G>,
        out: &mut String,
    ) {
        use std::fmt::Write;
        self.replay_into(start, prefix);
        // An intro series' moves numbered, then the play's numbered from 1
        // again (as Popeye writes them): `1.a5/B 1.Rd8/B 2.Qa6/A#`.
        let intro = (self.stipulation.intro as usize).min(prefix.texts.len());
        for (i, m) in prefix.texts[..intro].iter().enumerate() {
            let _ = write!(out, "{}.{m} ", i + 1);
        }
        let moves = &prefix.texts[intro..];
        let family = Family::of(self.stipulation.play);
        let numbered = self.write_moves(prefix, intro, out);
        // The forced replies of `ser-s`, `hs` and `ser-hs` (a line has a
        // move at least; a position after it): `ser-hs` numbers them on
        // after the series, as Popeye does.
        if let Some(end) = prefix.after.last() {
            let replies = self.forced_replies_from(end);
            let number = match family {
                Some(Family::SeriesHelpSelf) => format!("{}.", moves.len()),
                // (The series side's moves and the reply numbered on.)
                Some(Family::ParryHelpSelf) => format!("{}.", numbered + 1),
                _ => String::new(),
            };
            for (i, &reply) in replies.iter().enumerate() {
                let _ = write!(
                    out,
                    "{}{number}{}",
                    if i == 0 { " " } else { ", " },
                    san(end, reply)
                );
            }
        }
        // The two endings of `reci-h` (after a line of no move too).
        if family == Some(Family::ReciHelp) {
            let start =
                start.with_side_to_move(self.stipulation.fixed_starter().unwrap_or(Color::White));
            let end = prefix.after.last().copied().unwrap_or(start);
            let text = self.reci_text(&end);
            out.push_str(if self.moves.is_empty() {
                text.trim_start()
            } else {
                &text
            });
        }
    }

    /// Write the play's moves after an intro of `intro` moves, numbered as
    /// the family numbers them; how many moves of the series side a parry
    /// series numbered (0 for the others).
    fn write_moves<G: Game<Move = M>>(
        &self,
        prefix: &Prefix<G>,
        intro: usize,
        out: &mut String,
    ) -> usize {
        use std::fmt::Write;
        let moves = &prefix.texts[intro..];
        // Writing to a string cannot fail.
        match Family::of(self.stipulation.play) {
            Some(Family::Help | Family::HelpSelf | Family::HelpReflex | Family::ReciHelp)
            | None => {
                // (After an intro, the play's numbered anew from its first move,
                // as Popeye does: `1.Rc1/B 1.Rc8/A+ Kb8/B 2.Qe8/B#`.)
                let white_first = self.stipulation.half && self.stipulation.intro == 0;
                for (i, m) in moves.iter().enumerate() {
                    if i > 0 {
                        out.push(' ');
                    }
                    let _ = match (white_first, i) {
                        (true, 0) => write!(out, "1...{m}"),
                        (true, i) if i % 2 == 1 => write!(out, "{}.{m}", i / 2 + 2),
                        (false, i) if i % 2 == 0 => write!(out, "{}.{m}", i / 2 + 1),
                        _ => write!(out, "{m}"),
                    };
                }
            }
            Some(
                Family::ParryHelp
                | Family::ParryDirect
                | Family::ParrySelf
                | Family::ParryHelpSelf
                | Family::ParryReflex,
            ) => {
                // Each move of the series side numbered; the parries and
                // the other side's last move not.
                let starter = self.stipulation.after_intro().fixed_starter();
                let starter = starter.unwrap_or(Color::White);
                let mut number = 0;
                for (i, m) in moves.iter().enumerate() {
                    let side = match i {
                        0 => starter,
                        _ => prefix.after[intro + i - 1].side_to_move(),
                    };
                    if i > 0 {
                        out.push(' ');
                    }
                    if side == starter {
                        number += 1;
                        let _ = write!(out, "{number}.");
                    }
                    out.push_str(m);
                }
                return number;
            }
            Some(family) => {
                let series = match family {
                    Family::SeriesHelp | Family::SeriesHelpSelf | Family::SeriesReflex => {
                        moves.len().saturating_sub(1)
                    }
                    _ => moves.len(),
                };
                for (i, m) in moves.iter().enumerate() {
                    if i > 0 {
                        out.push(' ');
                    }
                    let _ = if i < series {
                        write!(out, "{}.{m}", i + 1)
                    } else {
                        write!(out, "{m}")
                    };
                }
            }
        }
        0
    }
}

/// A help verdict as a sentence, from the counts of full-length and short
/// solutions: `sound (2 solutions as intended)`.
fn verdict_sentence(
    verdict: CountVerdict,
    (n, short): (usize, usize),
    intended: u32,
    (short_searched, complete): (bool, bool),
) -> String {
    let intended = intended as usize;
    let mut text = match verdict {
        CountVerdict::Sound => format!("sound ({} as intended)", plural(n, "solution")),
        CountVerdict::Cooked => {
            format!("cooked ({}, {intended} intended)", plural(n, "solution"))
        }
        CountVerdict::TooFew => format!(
            "too few solutions ({}, {intended} intended)",
            plural(n, "solution")
        ),
        CountVerdict::Short => format!(
            "unsound: {} ({} of full length)",
            plural(short, "short solution"),
            plural(n, "solution")
        ),
        CountVerdict::Incomplete => {
            format!("incomplete (search stopped at {})", plural(n, "solution"))
        }
        CountVerdict::NoSolution => "no solution".to_string(),
    };
    if !short_searched {
        text.push_str("; short solutions not searched");
    }
    if !complete && verdict != CountVerdict::Incomplete {
        text.push_str("; solution limit reached");
    }
    text
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

impl<M: Copy + Display + PartialEq + Send + Sync> HelpReport<M> {
    /// The verdict as a sentence: `sound (2 solutions as intended)`.
    pub fn verdict_text(&self) -> String {
        self.summary().verdict_text()
    }

    /// The report as text: a header with the stipulation, one solution per
    /// line, the short solutions (when there are any) and the verdict.
    /// `start` is the diagram given to [`crate::solve::help::solve`].
    pub fn to_text<G: Game<Move = M>>(&self, start: &G) -> String {
        let mut out = Vec::new();
        // Writing to a vector cannot fail.
        let _ = self.write_text(start, &mut out);
        String::from_utf8_lossy(&out).into_owned()
    }

    /// [`HelpReport::to_text`] written to `out` line by line (no text of
    /// the whole report is built, whatever the number of solutions).
    pub fn write_text<G: Game<Move = M>>(
        &self,
        start: &G,
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        self.write(Format::Text, start, None, out)
    }

    /// The report as a JSON value: the document of
    /// [`HelpReport::write_json`] without its `schema_version` (a value
    /// sits inside a document that names it).
    pub fn to_json<G: Game<Move = M>>(&self, start: &G) -> Value {
        let mut bytes = Vec::new();
        // Writing to a vector cannot fail.
        let _ = self.write(Format::Json, start, None, &mut bytes);
        let mut value: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        if let Some(object) = value.as_object_mut() {
            object.remove("schema_version");
        }
        value
    }

    /// The report as a JSON document (docs/json.md), `variant` named when
    /// given, written to `out` as it is made: stipulation, starter,
    /// intended count, the solutions (one per line; each move with its
    /// coordinates and readable text), the short solutions with their own
    /// stipulation, then the counts, nodes and verdict.
    pub fn write_json<G: Game<Move = M>>(
        &self,
        start: &G,
        variant: Option<String>,
        out: &mut impl std::io::Write,
    ) -> std::io::Result<()> {
        self.write(Format::Json, start, variant.as_deref(), out)
    }
}

/// The first line of a help report's text: `h#3 (Black starts)`.
pub fn write_text_header(
    stip: &crate::stipulation::Stipulation,
    starter: Color,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    print::write_head(Format::Text, stip, starter, None, 0, out)
}

impl HelpSummary {
    /// The verdict as a sentence, as [`HelpReport::verdict_text`] gives it.
    pub fn verdict_text(&self) -> String {
        verdict_sentence(
            self.verdict,
            (self.solutions, self.short),
            self.intended,
            (self.short_searched, self.complete),
        )
    }

    /// The last line of the report's text: `verdict: ...`.
    pub fn write_text_end(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        print::write_end(Format::Text, self, out)
    }
}
