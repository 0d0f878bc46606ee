//! `alice popeye`: a drop-in for Popeye 4.104 on Alice Chess problems.
//! Reads Popeye input and writes Popeye's output layout (the header, the
//! board, the stipulation and piece counts, the `AliceA`/`AliceB` lists,
//! the solution in Popeye's long notation and move order, twins,
//! `solution finished.`), so that front ends such as Olive, which run
//! Popeye and read its text, can run `alice` instead.
//!
//! - [`diagram`]: the header and board;
//! - [`engine`]: what the printers ask of a position (`PopeyeGame`:
//!   Popeye's notation and move order), for the fast engine (standard
//!   Alice) and the general engine (fairy pieces);
//! - [`order`]: Popeye's move order (its move generation, reversed);
//!   `fairy_order`: the same for fairy pieces;
//! - [`direct`]: keys, tries, threats, variations, set play, the play
//!   after the key (`PostKeyPlay`);
//! - `numbers`: `MoveNumbers` (the first moves, numbered);
//! - [`help`]: help, series and proof-game lines; `play`: solving them
//!   (set play, `MaxSolutions`, `MoveNumbers`);
//! - [`problem`]: one problem and its twins, options, errors.

pub mod diagram;
pub mod direct;
pub mod engine;
mod error;
mod fairy_order;
pub mod help;
mod intro;
mod listing;
mod numbers;
pub mod order;
mod out;
mod play;
pub mod problem;
mod proof_stream;
mod protocol;
mod reci;
mod settings;
mod stream;
mod text;
mod tree;
mod twin;
mod words;

pub use settings::{Outcome, PopeyeSettings};

use crate::formats::popeye::{parse_popeye_keeping_illegal, popeye_language, text_lines};
use crate::formats::Language;
use protocol::Protocol;
use std::io::{self, Write};
use std::time::Instant;
use words::words;

/// What a run found, for the exit status.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Problems solved (their output written).
    pub solved: usize,
    /// Problems not solved: input errors, unsupported input, a time limit.
    pub failed: usize,
}

/// The version line written instead of Popeye's banner.
pub fn banner() -> String {
    format!(
        "alice {} (Alice Chess solver; Popeye 4.104 output layout)",
        env!("CARGO_PKG_VERSION")
    )
}

/// Solve every problem of a Popeye input text and write Popeye's output
/// to `out`, input errors in Popeye's style (`input-error:...`) to `err`,
/// both in the language of the input (English, German or French, as its
/// first word says: [`popeye_language`]). `file` names the input in
/// messages.
pub fn run(
    text: &str,
    file: Option<&str>,
    settings: &PopeyeSettings,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<Summary> {
    let mut summary = Summary::default();
    if !settings.regression {
        writeln!(out, "{}", banner())?;
    }
    let Some(lang) = popeye_language(text) else {
        // Popeye's language before it has read a keyword is French.
        let w = words(Language::French);
        writeln!(err, "{}{}", w.input_error, w.no_begin)?;
        if let Some(first) = text.split_whitespace().next() {
            writeln!(err, "{}{first}", w.offending_item)?;
        }
        summary.failed += 1;
        return Ok(summary);
    };
    let w = words(lang);
    let texts = text_lines(text);
    let problems = parse_popeye_keeping_illegal(text, file);
    let protocol = Protocol::default();
    for (i, parsed) in problems.into_iter().enumerate() {
        let lines = texts.get(i).cloned().unwrap_or_default();
        // Popeye prints each remark as it reads it, so those before a
        // `Protocol` line are not in that protocol.
        let before = lines
            .protocol
            .as_ref()
            .map_or(lines.remarks.len(), |(_, n)| *n);
        for remark in &lines.remarks[..before] {
            writeln!(protocol.tee(out), "{remark}")?;
        }
        if let Some((name, _)) = &lines.protocol {
            match protocol.open(name, settings.regression) {
                Ok(()) if !settings.regression => protocol.note(&format!("{}\n", banner()))?,
                Ok(()) => {}
                Err(e) => {
                    writeln!(
                        protocol.tee(err),
                        "{}{}\n{}{name}",
                        w.input_error,
                        w.cannot_open_output,
                        w.offending_item
                    )?;
                    if let Some(why) = protocol::refusal(&e) {
                        writeln!(err, "{why}")?;
                    }
                }
            }
        }
        let (out, err) = (&mut protocol.tee(out), &mut protocol.tee(err));
        for remark in &lines.remarks[before..] {
            writeln!(out, "{remark}")?;
        }
        let started = Instant::now();
        let outcome = match parsed {
            Ok(p) => problem::solve_problem(&p, &lines, settings, lang, out, err)?,
            Err(e) => Err(error::PopeyeError::Read(e.kind)),
        };
        match outcome {
            Ok(outcome) => {
                match outcome {
                    Outcome::Finished => {
                        summary.solved += 1;
                        write!(out, "\n{}", w.finished)?;
                        if !settings.regression {
                            let secs = started.elapsed().as_secs_f64();
                            write!(out, " {}{secs:.3} s", w.time)?;
                        }
                    }
                    Outcome::Partial => {
                        summary.solved += 1;
                        write!(out, "{}", w.partial)?;
                    }
                    Outcome::Interrupted { listed } => {
                        summary.failed += 1;
                        if !listed {
                            writeln!(out)?;
                        }
                        write!(out, "{}", w.interrupted)?;
                    }
                }
                writeln!(out, "\n\n")?;
            }
            Err(message) => {
                summary.failed += 1;
                writeln!(err, "{}{message}", w.input_error)?;
                writeln!(err, "{}", w.problem_ignored)?;
            }
        }
        out.flush()?;
    }
    Ok(summary)
}
