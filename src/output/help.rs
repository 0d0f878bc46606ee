//! Printing help and series solutions: the `/A` text form and JSON, for
//! the moves of any engine behind [`Game`].

use crate::game::{Game, MoveBuffer};
use crate::help_play::Family;
use crate::notation::san;
use crate::solve::help::{HelpReport, HelpSink, HelpSummary, Line};
use crate::solve::CountVerdict;
use crate::types::Color;
use rayon::prelude::*;
use serde::Serialize;
use serde_json::{json, Value};
mod json_lines;
mod reci;
mod replay;

use replay::Prefix;

use reci::reci_json;

use json_lines::{
    pipelined, pretty_array_into, write_pretty_array, write_pretty_object, Text, BLOCK,
};
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
        // Writing to a string cannot fail.
        let family = Family::of(self.stipulation.play);
        // The series side's moves numbered in a parry series.
        let mut numbered = 0;
        match family {
            Some(Family::Help | Family::HelpSelf | Family::HelpReflex | Family::ReciHelp)
            | None => {
                let white_first = self.stipulation.half;
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
                numbered = number;
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
        verdict_sentence(
            self.verdict,
            (self.solutions.len(), self.short.len()),
            self.intended,
            (self.short_searched, self.complete),
        )
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
        write_text_header(&self.stipulation, self.starter, out)?;
        // In parallel on the current pool, a window of blocks at a time (the
        // text of a million solutions is never held at once), written in
        // order: the output is the same whatever the thread count.
        let window = BLOCK * 8 * rayon::current_num_threads();
        let make = |part: &[Line<M>]| -> Vec<String> {
            part.par_chunks(BLOCK)
                .map(|block| {
                    let mut prefix = Prefix::default();
                    let mut text = String::new();
                    for line in block {
                        line.write_text_with(start, &mut prefix, &mut text);
                        text.push('\n');
                    }
                    text
                })
                .collect()
        };
        pipelined(&self.solutions, window, make, |texts| {
            texts
                .iter()
                .try_for_each(|text| out.write_all(text.as_bytes()))
        })?;
        let mut prefix = Prefix::default();
        if !self.short.is_empty() {
            writeln!(out, "short solutions:")?;
            let mut text = String::new();
            for line in &self.short {
                text.clear();
                line.write_text_with(start, &mut prefix, &mut text);
                writeln!(out, "{}: {text}", line.stipulation)?;
            }
        }
        writeln!(out, "verdict: {}", self.verdict_text())
    }

    /// The report as JSON: stipulation, starter, verdict, the solutions in
    /// coordinate and readable notation, the short solutions with their own
    /// stipulation, counts and nodes (`forced_replies` only for `ser-s#`,
    /// `hs#` and `ser-hs#`; `reci_endings` only for `reci-h`, each
    /// solution's endings in coordinates: the helped ways of two moves,
    /// then the goal moves at once).
    pub fn to_json<G: Game<Move = M>>(&self, start: &G) -> Value {
        serde_json::to_value(self.json_shape(start, None)).unwrap_or(Value::Null)
    }

    /// [`HelpReport::to_json`] (with `variant` added when given) written as
    /// pretty JSON to `out` as it is made: the solutions' texts are made a
    /// window of blocks at a time, in parallel, and never held all at once
    /// (a million solutions would take gigabytes as a JSON value).
    pub fn write_json<G: Game<Move = M>>(
        &self,
        start: &G,
        variant: Option<String>,
        out: &mut impl std::io::Write,
    ) -> std::io::Result<()> {
        let mut shape = self.json_shape(start, variant);
        for lines in [&mut shape.solutions, &mut shape.solutions_readable]
            .into_iter()
            .chain(shape.forced_replies.as_mut())
        {
            lines.streamed = true;
        }
        let Value::Object(object) = serde_json::to_value(&shape)? else {
            return Err(std::io::Error::other("a help report is a JSON object"));
        };
        write_pretty_object(&object, out, |key, out| {
            let lines = match key {
                "solutions" => &shape.solutions,
                "solutions_readable" => &shape.solutions_readable,
                "forced_replies" => match &shape.forced_replies {
                    Some(lines) => lines,
                    None => return Ok(false),
                },
                _ => return Ok(false),
            };
            lines.write_streamed(out).map(|()| true)
        })
    }

    fn json_shape<'a, G: Game<Move = M>>(
        &'a self,
        start: &'a G,
        variant: Option<String>,
    ) -> HelpJson<'a, G, M> {
        let reci = Family::of(self.stipulation.play) == Some(Family::ReciHelp);
        let short: Vec<Value> = self
            .short
            .iter()
            .map(|l| {
                let mut short = json!({
                    "stipulation": l.stipulation.to_string(),
                    "moves": l.uci(),
                    "readable": l.readable(start),
                });
                if reci {
                    short["reci_endings"] = reci_json(l, start);
                }
                short
            })
            .collect();
        let forced_end = Family::of(self.stipulation.play).is_some_and(Family::forced_end);
        HelpJson {
            complete: self.complete,
            counts: Counts {
                short: self.short.len(),
                solutions: self.solutions.len(),
            },
            forced_replies: forced_end.then_some(Lines {
                lines: &self.solutions,
                start,
                text: LineText::ForcedReplies,
                streamed: false,
            }),
            intended: self.intended,
            reci_endings: reci
                .then(|| self.solutions.iter().map(|l| reci_json(l, start)).collect()),
            nodes: self.nodes,
            short,
            short_searched: self.short_searched,
            solutions: Lines {
                lines: &self.solutions,
                start,
                text: LineText::Coordinates,
                streamed: false,
            },
            solutions_readable: Lines {
                lines: &self.solutions,
                start,
                text: LineText::Readable,
                streamed: false,
            },
            starter: self.starter.name().to_ascii_lowercase(),
            stipulation: self.stipulation.to_string(),
            variant,
            verdict: self.verdict.as_str(),
            verdict_text: self.verdict_text(),
        }
    }
}

/// The first line of a help report's text: `h#3 (Black starts)`.
pub fn write_text_header(
    stip: &crate::stipulation::Stipulation,
    starter: Color,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    writeln!(out, "{stip} ({} starts)", starter.name())
}

impl HelpSummary {
    /// The verdict as a sentence, as [`HelpReport::verdict_text`] gives it.
    pub fn verdict_text(&self) -> String {
        verdict_sentence(
            self.verdict,
            (self.solutions, self.short),
            self.intended,
            (self.short_searched, true),
        )
    }

    /// The last line of the report's text: `verdict: ...`.
    pub fn write_text_end(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        writeln!(out, "verdict: {}", self.verdict_text())
    }
}

/// A help solve's lines written as text while it runs (a sink of
/// [`crate::solve::help::solve_sorted`]): each batch's text made on the
/// thread that found it, written in order, between
/// [`write_text_header`] and [`HelpSummary::write_text_end`]. The text is
/// that of [`HelpReport::write_text`], line for line.
pub struct TextSink<'a, G: Game, W> {
    start: G,
    problem: crate::stipulation::Stipulation,
    out: std::sync::Mutex<TextOut<W>>,
    /// Called once on the first write error (to stop the search).
    on_error: &'a (dyn Fn() + Sync),
}

struct TextOut<W> {
    out: W,
    short_started: bool,
    error: Option<std::io::Error>,
}

impl<'a, G: Game, W: std::io::Write + Send> TextSink<'a, G, W> {
    /// A sink writing the lines of a solve of `problem` from `start` (the
    /// diagram given to the solve) to `out`; `on_error` is called on the
    /// first write error, after which nothing more is written.
    pub fn new(
        start: G,
        problem: crate::stipulation::Stipulation,
        out: W,
        on_error: &'a (dyn Fn() + Sync),
    ) -> Self {
        TextSink {
            start,
            problem,
            out: std::sync::Mutex::new(TextOut {
                out,
                short_started: false,
                error: None,
            }),
            on_error,
        }
    }

    /// The writer back, or the first write error.
    pub fn finish(self) -> std::io::Result<W> {
        let out = self.out.into_inner().unwrap_or_else(|e| e.into_inner());
        match out.error {
            Some(e) => Err(e),
            None => Ok(out.out),
        }
    }
}

impl<G, W> HelpSink<G::Move> for TextSink<'_, G, W>
where
    G: Game,
    G::Move: Display + Send + Sync,
    W: std::io::Write + Send,
{
    type Part = (bool, String);

    fn part(
        &self,
        stip: &crate::stipulation::Stipulation,
        lines: Vec<Line<G::Move>>,
    ) -> Self::Part {
        use std::fmt::Write;
        // A short solution's line starts with its own stipulation.
        let short = *stip != self.problem;
        let mut prefix = Prefix::default();
        let mut text = String::new();
        for line in &lines {
            if short {
                let _ = write!(text, "{stip}: ");
            }
            line.write_text_with(&self.start, &mut prefix, &mut text);
            text.push('\n');
        }
        (short, text)
    }

    fn weight(part: &Self::Part) -> usize {
        part.1.len()
    }

    fn take(&self, (short, text): Self::Part) {
        let mut out = self.out.lock().unwrap_or_else(|e| e.into_inner());
        if out.error.is_some() {
            return;
        }
        let mut write = || -> std::io::Result<()> {
            if short && !out.short_started {
                out.short_started = true;
                out.out.write_all(b"short solutions:\n")?;
            }
            out.out.write_all(text.as_bytes())?;
            // (Each part at once: the first lines within seconds.)
            out.out.flush()
        };
        if let Err(e) = write() {
            out.error = Some(e);
            (self.on_error)();
        }
    }
}

/// The JSON of a help report, its keys in alphabetical order (as
/// `serde_json`'s maps write them).
#[derive(Serialize)]
#[serde(bound = "Lines<'a, G, M>: Serialize")]
struct HelpJson<'a, G: Game<Move = M>, M> {
    complete: bool,
    counts: Counts,
    #[serde(skip_serializing_if = "Option::is_none")]
    forced_replies: Option<Lines<'a, G, M>>,
    intended: u32,
    nodes: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    reci_endings: Option<Vec<Value>>,
    short: Vec<Value>,
    short_searched: bool,
    solutions: Lines<'a, G, M>,
    solutions_readable: Lines<'a, G, M>,
    starter: String,
    stipulation: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<String>,
    verdict: &'static str,
    verdict_text: String,
}

#[derive(Serialize)]
struct Counts {
    short: usize,
    solutions: usize,
}

/// Which text of each solution a [`Lines`] writes.
#[derive(Clone, Copy)]
enum LineText {
    Coordinates,
    Readable,
    ForcedReplies,
}

/// The solutions as a JSON array of arrays of move texts.
struct Lines<'a, G: Game<Move = M>, M> {
    lines: &'a [Line<M>],
    start: &'a G,
    text: LineText,
    /// Serialized as null, a placeholder: [`HelpReport::write_json`] writes
    /// the array itself, made in parallel as it is written
    /// ([`Lines::write_streamed`]), so that a report of a million solutions
    /// is written as fast as its text form and never held whole.
    streamed: bool,
}

impl<G: Game<Move = M>, M: Copy + Display + PartialEq + Send + Sync> Lines<'_, G, M> {
    /// Appends the pretty JSON array of one solution's move texts.
    fn pretty_into(&self, line: &Line<M>, prefix: &mut Prefix<G>, out: &mut String) {
        match self.text {
            LineText::Coordinates => pretty_array_into(
                out,
                line.moves.iter().map(|m| Text::Shown(m as &dyn Display)),
            ),
            LineText::Readable => {
                line.replay_into(self.start, prefix);
                pretty_array_into(out, prefix.texts.iter().map(|t| Text::Str(t)))
            }
            LineText::ForcedReplies => {
                let texts = self.texts(line, prefix);
                pretty_array_into(out, texts.iter().map(|t| Text::Str(t)))
            }
        }
    }

    fn texts(&self, line: &Line<M>, prefix: &mut Prefix<G>) -> Vec<String> {
        match self.text {
            LineText::Coordinates => line.uci(),
            LineText::Readable => line.readable_with(self.start, prefix),
            LineText::ForcedReplies => line
                .forced_replies(self.start)
                .iter()
                .map(|m| m.to_string())
                .collect(),
        }
    }

    /// Writes the array as the value of a top-level key, as `serde_json`'s
    /// pretty printer would.
    fn write_streamed(&self, out: &mut impl std::io::Write) -> std::io::Result<()> {
        write_pretty_array(self.lines, out, |block, text| {
            let mut prefix = Prefix::default();
            for line in block {
                text.push_str(",\n    ");
                self.pretty_into(line, &mut prefix, text);
            }
        })
    }
}

impl<G: Game<Move = M>, M: Copy + Display + PartialEq + Send + Sync> Serialize for Lines<'_, G, M> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        if self.streamed {
            return serializer.serialize_unit();
        }
        let window = BLOCK * 8 * rayon::current_num_threads();
        let mut seq = serializer.serialize_seq(Some(self.lines.len()))?;
        for part in self.lines.chunks(window) {
            let texts: Vec<Vec<String>> = part
                .par_chunks(BLOCK)
                .flat_map_iter(|block| {
                    let mut prefix = Prefix::default();
                    block
                        .iter()
                        .map(|l| self.texts(l, &mut prefix))
                        .collect::<Vec<_>>()
                })
                .collect();
            for t in &texts {
                seq.serialize_element(t)?;
            }
        }
        seq.end()
    }
}
