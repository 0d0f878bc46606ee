//! `alice popeye`: a drop-in for Popeye 4.104 on Alice Chess problems.
//! Reads Popeye input and writes Popeye's output layout (the header, the
//! board, the stipulation and piece counts, the `AliceA`/`AliceB` lists,
//! the solution in Popeye's long notation and move order, twins,
//! `solution finished.`), so that front ends such as Olive, which run
//! Popeye and read its text, can run `alice` instead.
//!
//! - [`diagram`]: the header and board;
//! - [`order`]: Popeye's move order (its move generation, reversed);
//! - [`direct`]: keys, tries, threats, variations, set play;
//! - [`help`]: help, series and proof-game lines; `play`: solving them
//!   (set play, `MaxSolutions`, `MoveNumbers`);
//! - [`problem`]: one problem and its twins, options, errors.

pub mod diagram;
pub mod direct;
pub mod help;
pub mod order;
mod play;
pub mod problem;

use crate::formats::popeye::{parse_popeye, text_lines};
use crate::game::Game;
use crate::stipulation::Goal;
use crate::{engine::fast::Move, engine::fast::Position};
use std::io::{self, Write};
use std::time::Instant;

/// Popeye's command-line settings that shape the output.
#[derive(Clone, Debug, Default)]
pub struct PopeyeSettings {
    /// `-regression`: no banner and no times (diffable output).
    pub regression: bool,
    /// `-maxtime S`: stop each problem after S seconds.
    pub max_time: Option<f64>,
}

/// How the solving of a problem ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every twin solved: `solution finished.`
    Finished,
    /// `Option MaxSolutions` stopped it: `Partial solution`.
    Partial,
    /// The time limit stopped it: `solving interrupted.`
    Interrupted,
}

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
/// to `out`, input errors in Popeye's style (`input-error:...`) to `err`.
/// `file` names the input in messages.
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
    let texts = text_lines(text);
    let problems = parse_popeye(text, file);
    if problems.is_empty() {
        writeln!(err, "input-error:no begin of problem")?;
        summary.failed += 1;
        return Ok(summary);
    }
    for (i, parsed) in problems.into_iter().enumerate() {
        let lines = texts.get(i).cloned().unwrap_or_default();
        for remark in &lines.remarks {
            writeln!(out, "{remark}")?;
        }
        let started = Instant::now();
        let outcome = match parsed {
            Ok(p) => problem::solve_problem(&p, &lines, settings, out)?,
            Err(e) => Err(format!("{}", e.kind)),
        };
        match outcome {
            Ok(outcome) => {
                match outcome {
                    Outcome::Finished => {
                        summary.solved += 1;
                        write!(out, "\nsolution finished.")?;
                        if !settings.regression {
                            write!(out, " Time = {:.3} s", started.elapsed().as_secs_f64())?;
                        }
                    }
                    Outcome::Partial => {
                        summary.solved += 1;
                        write!(out, "Partial solution")?;
                    }
                    Outcome::Interrupted => {
                        summary.failed += 1;
                        write!(out, "\nsolving interrupted.")?;
                    }
                }
                writeln!(out, "\n\n")?;
            }
            Err(message) => {
                summary.failed += 1;
                writeln!(err, "input-error:{message}")?;
                writeln!(err, "problem ignored")?;
            }
        }
        out.flush()?;
    }
    Ok(summary)
}

/// The legal move of `pos` written `uci` in coordinate notation.
pub(crate) fn find_move(pos: &Position, uci: &str) -> Option<Move> {
    let mut list = <Position as Game>::Moves::default();
    pos.legal_moves(&mut list);
    list.as_slice()
        .iter()
        .copied()
        .find(|m| m.to_string() == uci)
}

/// A move in Popeye's notation with its check (` +`), mate (` #`) or, for
/// a stalemate goal, stalemate (` =`) sign.
pub(crate) fn move_text(pos: &Position, mv: Move, goal: Goal) -> String {
    let mut s = crate::notation::popeye(pos, mv);
    let next = pos.after(mv);
    let check = next.in_check();
    let moves = next.has_legal_move();
    if check && !moves {
        s.push_str(" #");
    } else if check {
        s.push_str(" +");
    } else if !moves && goal == Goal::Stalemate {
        s.push_str(" =");
    }
    s
}
