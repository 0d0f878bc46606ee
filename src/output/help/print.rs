//! A help or series document (text or JSON) written part by part: its
//! head, its lines in their final order (the full length, then the short
//! solutions), its end with the counts and the verdict. The same code
//! writes a held [`HelpReport`] and the lines of a solve while it runs
//! ([`HelpPrinter`], a [`HelpSink`]), so the two give the same bytes.
//!
//! The JSON document (schema version [`JSON_SCHEMA_VERSION`], fields in
//! docs/json.md) is pretty-printed, one solution per line:
//!
//! ```text
//! {
//!   "schema_version": 1,
//!   "stipulation": "h#2",
//!   "starter": "black",
//!   "intended": 1,
//!   "solutions": [
//!     {"moves":[{"move":"e8d8","san":"Kd8/B"},{"move":"a1a2","san":"Ra2/B"},...]},
//!     ...
//!   ],
//!   "short": [],
//!   "complete": true,
//!   "counts": {"short": 0, "solutions": 20},
//!   ...
//! }
//! ```

use super::pipeline::{pipelined, BLOCK};
use super::reci::ending_texts;
use super::replay::Prefix;
use crate::game::Game;
use crate::help_play::Family;
use crate::notation::san;
use crate::output::{Format, JSON_SCHEMA_VERSION};
use crate::solve::help::{HelpReport, HelpSink, HelpSummary, Line};
use crate::stipulation::Stipulation;
use crate::types::Color;
use rayon::prelude::*;
use std::fmt::{Display, Write as _};
use std::io::{self, Write};

/// The head of a document: the text's first line (`h#3 (Black starts)`),
/// or the JSON object's first fields (`schema_version`, `stipulation`,
/// `starter`, `variant` when given, `intended`). The text's `variant:`
/// line is the caller's.
pub fn write_head(
    format: Format,
    stip: &Stipulation,
    starter: Color,
    variant: Option<&str>,
    intended: u32,
    out: &mut dyn Write,
) -> io::Result<()> {
    match format {
        Format::Text => writeln!(out, "{stip} ({} starts)", starter.name()),
        Format::Json => {
            write!(out, "{{\n  \"schema_version\": {JSON_SCHEMA_VERSION}")?;
            write!(out, ",\n  \"stipulation\": ")?;
            write_json_str(out, &stip.to_string())?;
            write!(
                out,
                ",\n  \"starter\": \"{}\"",
                starter.name().to_ascii_lowercase()
            )?;
            if let Some(v) = variant {
                write!(out, ",\n  \"variant\": ")?;
                write_json_str(out, v)?;
            }
            write!(out, ",\n  \"intended\": {intended}")
        }
    }
}

/// The end of a document: the text's `verdict:` line, or the JSON
/// object's last fields (`complete`, `counts`, `nodes`, `short_searched`,
/// `verdict`, `verdict_text`) and its closing brace.
pub fn write_end(format: Format, summary: &HelpSummary, out: &mut dyn Write) -> io::Result<()> {
    match format {
        Format::Text => writeln!(out, "verdict: {}", summary.verdict_text()),
        Format::Json => {
            write!(out, ",\n  \"complete\": {}", summary.complete)?;
            write!(
                out,
                ",\n  \"counts\": {{\n    \"short\": {},\n    \"solutions\": {}\n  }}",
                summary.short, summary.solutions
            )?;
            write!(out, ",\n  \"nodes\": {}", summary.nodes)?;
            write!(out, ",\n  \"short_searched\": {}", summary.short_searched)?;
            write!(out, ",\n  \"verdict\": \"{}\"", summary.verdict.as_str())?;
            write!(out, ",\n  \"verdict_text\": ")?;
            write_json_str(out, &summary.verdict_text())?;
            writeln!(out, "\n}}")
        }
    }
}

/// The text of `lines` (all full-length, or all short) in `format`, ready
/// for [`Body::take`]: one line each (a short one after its own
/// stipulation in text), each JSON line preceded by `,\n    `.
pub(super) fn part_text<G: Game>(
    format: Format,
    start: &G,
    short: bool,
    lines: &[Line<G::Move>],
) -> String
where
    G::Move: Display,
{
    let mut prefix = Prefix::default();
    let mut text = String::with_capacity(lines.len() * 120);
    for line in lines {
        match format {
            Format::Text => {
                if short {
                    let _ = write!(text, "{}: ", line.stipulation);
                }
                line.write_text_with(start, &mut prefix, &mut text);
                text.push('\n');
            }
            Format::Json => {
                text.push_str(",\n    ");
                solution_json(line, start, short, &mut prefix, &mut text);
            }
        }
    }
    text
}

/// One solution as a compact JSON object (the bytes of `serde_json`'s
/// compact writer, keys in alphabetical order): `forced_replies` for
/// `ser-s`, `hs` and `ser-hs`; `moves`; `reci_endings` for `reci-h`;
/// `stipulation` for a short solution. Every move is an object with
/// `move` (coordinates) and `san` (the readable text).
fn solution_json<G: Game>(
    line: &Line<G::Move>,
    start: &G,
    short: bool,
    prefix: &mut Prefix<G>,
    out: &mut String,
) where
    G::Move: Display,
{
    line.replay_into(start, prefix);
    let family = Family::of(line.stipulation.play);
    let begin = start.with_side_to_move(line.stipulation.fixed_starter().unwrap_or(Color::White));
    let end = prefix.after.last().copied().unwrap_or(begin);
    out.push('{');
    if family.is_some_and(Family::forced_end) {
        out.push_str("\"forced_replies\":[");
        for (i, &m) in line.forced_replies_from(&end).iter().enumerate() {
            move_json(out, i > 0, m, &san(&end, m));
        }
        out.push_str("],");
    }
    out.push_str("\"moves\":[");
    for (i, (m, t)) in prefix.moves.iter().zip(&prefix.texts).enumerate() {
        move_json(out, i > 0, *m, t);
    }
    out.push(']');
    if family == Some(Family::ReciHelp) {
        out.push_str(",\"reci_endings\":[");
        for (i, ending) in line.reci_endings_from(&end).iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push('[');
            for (j, (&m, text)) in ending.iter().zip(ending_texts(&end, ending)).enumerate() {
                move_json(out, j > 0, m, &text);
            }
            out.push(']');
        }
        out.push(']');
    }
    if short {
        out.push_str(",\"stipulation\":");
        push_json_str(out, &line.stipulation.to_string());
    }
    out.push('}');
}

/// `{"move":"e2e4","san":"e4/B"}`, after a comma when `comma`.
fn move_json(out: &mut String, comma: bool, m: impl Display, san: &str) {
    if comma {
        out.push(',');
    }
    out.push_str("{\"move\":");
    let at = out.len();
    let _ = write!(out, "\"{m}\"");
    if !plain(&out[at + 1..out.len() - 1]) {
        let text = out.split_off(at);
        push_json_str(out, &text[1..text.len() - 1]);
    }
    out.push_str(",\"san\":");
    push_json_str(out, san);
    out.push('}');
}

/// Whether `s` needs no escape in a JSON string.
fn plain(s: &str) -> bool {
    s.bytes().all(|b| b >= 0x20 && b != b'"' && b != b'\\')
}

/// `s` as a JSON string.
fn push_json_str(out: &mut String, s: &str) {
    if plain(s) {
        out.push('"');
        out.push_str(s);
        out.push('"');
    } else {
        out.push_str(&serde_json::to_string(s).unwrap_or_default());
    }
}

fn write_json_str(out: &mut dyn Write, s: &str) -> io::Result<()> {
    let mut text = String::new();
    push_json_str(&mut text, s);
    out.write_all(text.as_bytes())
}

/// Which list of a document is being written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    Before,
    Solutions,
    Short,
    Closed,
}

/// The lines of a document written in order, part by part, with what
/// comes between them: text's `short solutions:` line before the first
/// short solution; JSON's `"solutions": [`, `"short": [` and their ends.
pub(super) struct Body {
    format: Format,
    section: Section,
    /// Whether the open list has an element.
    any: bool,
}

impl Body {
    pub(super) fn new(format: Format) -> Self {
        Body {
            format,
            section: Section::Before,
            any: false,
        }
    }

    /// Write a part made by [`part_text`] (empty parts write nothing).
    pub(super) fn take(&mut self, out: &mut dyn Write, short: bool, text: &str) -> io::Result<()> {
        if text.is_empty() {
            return Ok(());
        }
        let section = if short {
            Section::Short
        } else {
            Section::Solutions
        };
        self.open(out, section)?;
        match self.format {
            Format::Text => out.write_all(text.as_bytes()),
            Format::Json => {
                let text = if self.any {
                    text
                } else {
                    text.get(1..).unwrap_or("")
                };
                self.any = true;
                out.write_all(text.as_bytes())
            }
        }
    }

    /// Move on to `section`, closing the lists before it.
    fn open(&mut self, out: &mut dyn Write, section: Section) -> io::Result<()> {
        while self.section != section {
            if self.format == Format::Json {
                match self.section {
                    Section::Solutions | Section::Short => {
                        out.write_all(if self.any { b"\n  ]" } else { b"]" })?
                    }
                    Section::Before | Section::Closed => {}
                }
            }
            self.section = match self.section {
                Section::Before => Section::Solutions,
                Section::Solutions => Section::Short,
                Section::Short | Section::Closed => Section::Closed,
            };
            self.any = false;
            match (self.format, self.section) {
                (Format::Json, Section::Solutions) => out.write_all(b",\n  \"solutions\": [")?,
                (Format::Json, Section::Short) => out.write_all(b",\n  \"short\": [")?,
                (Format::Text, Section::Short) if section == Section::Short => {
                    out.write_all(b"short solutions:\n")?
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Close the lists (JSON writes both, empty or not).
    pub(super) fn close(&mut self, out: &mut dyn Write) -> io::Result<()> {
        self.open(out, Section::Closed)
    }
}

impl<M: Copy + Display + PartialEq + Send + Sync> HelpReport<M> {
    /// The report in `format` (`variant` named in JSON when given), written
    /// to `out` as it is made: the lines' texts are made a window of blocks
    /// at a time, in parallel, and written in order (the text of a million
    /// solutions is never held at once; the output is the same whatever the
    /// thread count). `start` is the diagram given to the solve.
    pub fn write<G: Game<Move = M>>(
        &self,
        format: Format,
        start: &G,
        variant: Option<&str>,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        write_head(
            format,
            &self.stipulation,
            self.starter,
            variant,
            self.intended,
            out,
        )?;
        let mut body = Body::new(format);
        let window = BLOCK * 8 * rayon::current_num_threads();
        for (short, lines) in [(false, &self.solutions), (true, &self.short)] {
            let make = |part: &[Line<M>]| -> Vec<String> {
                part.par_chunks(BLOCK)
                    .map(|block| part_text(format, start, short, block))
                    .collect()
            };
            pipelined(lines, window, make, |texts| {
                texts
                    .iter()
                    .try_for_each(|text| body.take(&mut *out, short, text))
            })?;
        }
        body.close(out)?;
        write_end(format, &self.summary(), out)
    }
}

/// A help solve's lines written while it runs (a sink of
/// [`crate::solve::help::solve_sorted`]): each batch's text made on the
/// thread that found it, written in order, after [`write_head`] and before
/// [`HelpPrinter::finish`] and [`write_end`]. The bytes are those of
/// [`HelpReport::write`].
pub struct HelpPrinter<'a, G: Game, W> {
    start: G,
    problem: Stipulation,
    format: Format,
    out: std::sync::Mutex<PrinterOut<W>>,
    /// Called once on the first write error (to stop the search).
    on_error: &'a (dyn Fn() + Sync),
}

struct PrinterOut<W> {
    out: W,
    body: Body,
    error: Option<io::Error>,
}

impl<'a, G: Game, W: Write + Send> HelpPrinter<'a, G, W> {
    /// A printer of the lines of a solve of `problem` from `start` (the
    /// diagram given to the solve) in `format` to `out`; `on_error` is
    /// called on the first write error, after which nothing more is written.
    pub fn new(
        start: G,
        problem: Stipulation,
        format: Format,
        out: W,
        on_error: &'a (dyn Fn() + Sync),
    ) -> Self {
        HelpPrinter {
            start,
            problem,
            format,
            out: std::sync::Mutex::new(PrinterOut {
                out,
                body: Body::new(format),
                error: None,
            }),
            on_error,
        }
    }

    /// The lists closed (for [`write_end`]) and the writer back, or the
    /// first write error.
    pub fn finish(self) -> io::Result<W> {
        let mut out = self.out.into_inner().unwrap_or_else(|e| e.into_inner());
        if let Some(e) = out.error {
            return Err(e);
        }
        out.body.close(&mut out.out)?;
        Ok(out.out)
    }
}

impl<G, W> HelpSink<G::Move> for HelpPrinter<'_, G, W>
where
    G: Game,
    G::Move: Display + Send + Sync,
    W: Write + Send,
{
    type Part = (bool, String);

    fn part(&self, stip: &Stipulation, lines: Vec<Line<G::Move>>) -> Self::Part {
        // A short solution has its own, shorter stipulation.
        let short = *stip != self.problem;
        (short, part_text(self.format, &self.start, short, &lines))
    }

    fn weight(part: &Self::Part) -> usize {
        part.1.len()
    }

    fn take(&self, (short, text): Self::Part) {
        let mut guard = self.out.lock().unwrap_or_else(|e| e.into_inner());
        let out = &mut *guard;
        if out.error.is_some() {
            return;
        }
        let written = out
            .body
            .take(&mut out.out, short, &text)
            // (Each part at once: the first lines within seconds.)
            .and_then(|()| out.out.flush());
        if let Err(e) = written {
            out.error = Some(e);
            (self.on_error)();
        }
    }
}
