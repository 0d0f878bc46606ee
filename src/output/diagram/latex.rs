//! Diagrams as LaTeX for the `diagram` package (`diagram.sty`, by Thomas
//! Brand and Stefan Höning), the package Popeye's and Olive's LaTeX output
//! uses: one `diagram` environment per problem, with `\author`, `\source`,
//! `\pieces`, `\stipulation`, `\condition`, `\twins`, `\remark` and
//! `\solution` as Popeye writes them, and `\putsol` at the end of the
//! document (the solutions under the diagrams).
//!
//! The Alice convention (**our choice**, stated in the document as a
//! comment): the two boards of Alice Chess are printed as one diagram, as
//! problem magazines print Alice problems; a man on board B is printed
//! **upside down** (`diagram.sty`'s rotated piece, the piece letter
//! followed by `U`: `wKUa2` is a White king on a2 of board B); the remark
//! also lists the squares of board B (`AliceB a2 a3`), as Popeye's LaTeX
//! output does. Three boards (`alice3`), or two with a square occupied on
//! both (O'Donohue, Duo), are one problem drawn as `diagram.sty`'s
//! `spacediagram` laid out horizontally: the boards side by side, marked A,
//! B, C under them, one number, one piece count. The 4x8 boards of Mini
//! Alice and Duo are an 8x8 diagram whose files e-h are removed
//! (`\nofields`), or a 4x8 space diagram. Directed Alice (10x10 boards,
//! fairy pieces without a `diagram.sty` symbol) is not supported.
//!
//! The computer-tested mark: `\Co+` (printed `C+`) only when a solver run
//! proved the problem sound ([`Verified`]); otherwise no mark at all (the
//! style's `C-` is switched off for that diagram: nothing is claimed).

mod names;
mod text;

pub use text::escape;

use super::{Drawing, DrawnMan};
use crate::types::Color;
use crate::verdict::TwinOutcome;
use std::fmt::Write as _;
use thiserror::Error;

/// Why a diagram cannot be written as LaTeX.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LatexError {
    /// `diagram.sty` draws 8x8 boards and the chess pieces only.
    #[error(
        "LaTeX diagrams are not supported for {0}: diagram.sty has 8x8 boards and no symbol for \
         its fairy pieces (use --format svg or text)"
    )]
    Unsupported(String),
}

/// What a solver run proved about one problem (`alice diagram --verify`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    /// Whether every twin came out as intended (sound): only then is the
    /// diagram marked computer-tested (`\Co+`).
    pub sound: bool,
    /// The verdict in words (`ok`, `cooked`, `timeout`), for the comment.
    pub verdict: String,
    /// The solution the solver found, in alice's notation (each twin after
    /// its label); printed instead of the problem's intended solution.
    pub solution: String,
}

impl Verified {
    /// What the outcomes of a check of every twin of a problem
    /// (`check::run::check_problem`) proved: sound when every twin is as
    /// intended (`ok` or `duals`); the solution is the moves found, each
    /// twin after its label, without the reports' headers and verdicts.
    pub fn from_outcomes(outcomes: &[TwinOutcome]) -> Verified {
        let sound = !outcomes.is_empty() && outcomes.iter().all(|o| o.status.as_intended());
        let mut verdicts = Vec::new();
        let mut solution = String::new();
        for o in outcomes {
            let words = o.status.words();
            if o.label.is_empty() {
                verdicts.push(words.to_string());
            } else {
                verdicts.push(format!("{}) {words}", o.label));
                let stip = o.stipulation.map(|s| s.to_string()).unwrap_or_default();
                let _ = writeln!(solution, "{}) {stip}", o.label);
            }
            // The moves only: not the header of a help or proof report
            // (`h#2 (Black starts)`, `dia6 (White starts): 1 game`), its
            // target FEN, its verdict.
            for (k, line) in o.solution.text().lines().enumerate() {
                let header = k == 0 && (line.contains(" starts): ") || line.ends_with(" starts)"));
                if !header && !line.starts_with("verdict:") && !line.starts_with("=> ") {
                    solution.push_str(line);
                    solution.push('\n');
                }
            }
        }
        Verified {
            sound,
            verdict: verdicts.join(", "),
            solution,
        }
    }
}

/// The comment that states the convention in every document.
pub const CONVENTION: &str =
    "% Alice Chess diagrams by alice: the two boards are printed as one diagram;\n\
% a man on board B is printed upside down (piece letter + U: wKUa2 = White king\n\
% on a2 of board B); the remark lists the squares of board B (AliceB a2 ...),\n\
% as Popeye does. Three boards, or a square occupied on two boards: the boards\n\
% side by side in one spacediagram (pieces with their board: wKa2B).\n\
% C+ (\\Co+) only when alice --verify proved the problem sound; else no mark.\n";

/// A complete LaTeX document with one diagram per entry, and their
/// solutions after them. No problem is verified: each prints its intended
/// solution, if the file gives one, and no computer-tested mark. An error
/// when a diagram cannot be written.
pub fn document(diagrams: &[Drawing]) -> Result<String, LatexError> {
    let doc = document_verified(diagrams, &[]);
    match doc.skipped.into_iter().next() {
        Some((_, e)) => Err(e),
        None => Ok(doc.text),
    }
}

/// A LaTeX document and the diagrams left out of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Document {
    /// The document.
    pub text: String,
    /// The diagrams that cannot be written (their index in the list given,
    /// and why); the document has a comment in their place.
    pub skipped: Vec<(usize, LatexError)>,
}

/// A complete LaTeX document with one diagram per entry that can be
/// written: `verified[i]`, when present, is what a solver run proved about
/// `diagrams[i]` (its mark and the solution printed).
pub fn document_verified(diagrams: &[Drawing], verified: &[Option<Verified>]) -> Document {
    let mut out = String::from(
        "\\documentclass{article}%\n\\usepackage[margin=2cm]{geometry}%\n\\usepackage{diagram}%\n\n",
    );
    out.push_str(CONVENTION);
    out.push_str("\n\\begin{document}%\n");
    let mut solutions = false;
    let mut skipped = Vec::new();
    let mut written = 0;
    for (i, d) in diagrams.iter().enumerate() {
        let v = verified.get(i).and_then(Option::as_ref);
        match environments(d, v) {
            Ok(text) => {
                if written > 0 {
                    out.push_str("\\hfill%\n");
                }
                written += 1;
                solutions |= v.is_some() || d.solution.is_some();
                out.push_str(&text);
            }
            Err(e) => {
                let _ = writeln!(out, "% diagram {} left out: {e}", i + 1);
                skipped.push((i, e));
            }
        }
    }
    if solutions {
        out.push_str("\\par\\bigskip%\n\\putsol%\n");
    }
    out.push_str("\\end{document}%\n");
    Document { text: out, skipped }
}

/// The environment of one problem (and, for an `a=>b` proof game, an
/// unnumbered second one with the position to reach).
pub fn environments(d: &Drawing, verified: Option<&Verified>) -> Result<String, LatexError> {
    if d.files > 8 || d.ranks != 8 || d.men.iter().any(|m| letter(m.code).is_none()) {
        let what = d.variant.clone().unwrap_or_else(|| d.condition.clone());
        return Err(LatexError::Unsupported(what));
    }
    let mut out = environment(d, Some(Extras { verified }));
    if let Some(t) = &d.target {
        // a=>b: the position to reach, as a second diagram of the same
        // problem (no number, no bibliography, no solution), beside it.
        out.push_str("\\quad%\n");
        out.push_str(&environment(t, None));
        // It counted as a diagram: the next problem keeps the next number.
        out.push_str("\\addtocounter{board@nr}{-1}%\n");
    }
    Ok(out)
}

/// The German piece letter `diagram.sty` uses (none for other kinds).
fn letter(code: &str) -> Option<&'static str> {
    Some(match code {
        "K" => "K",
        "Q" => "D",
        "R" => "T",
        "B" => "L",
        "N" => "S",
        "P" => "B",
        _ => return None,
    })
}

fn square(file: u8, rank: u8) -> String {
    format!("{}{}", (b'a' + file) as char, rank + 1)
}

/// What the environment of a problem (not of a target position) has
/// besides the diagram: the verdict of a solver run, if any.
#[derive(Clone, Copy)]
struct Extras<'a> {
    verified: Option<&'a Verified>,
}

/// Whether the boards are drawn side by side (a space diagram).
fn side_by_side(d: &Drawing) -> bool {
    d.boards > 2 || d.has_stacked_squares()
}

/// One environment: the problem (`extras` given) or a target position.
fn environment(d: &Drawing, extras: Option<Extras>) -> String {
    let space = side_by_side(d);
    let kind = if space { "spacediagram" } else { "diagram" };
    let mut out = format!("\\begin{{{kind}}}");
    if space {
        let _ = write!(
            out,
            "[{}x{}x{}]%\n \\spacelayout{{horizontal}}",
            d.files, d.ranks, d.boards
        );
    }
    out.push_str("%\n");
    let mut field = |name: &str, value: &str| {
        let _ = writeln!(out, " \\{name}{{{value}}}%");
    };
    if extras.is_none() {
        field("specialdiagnum", "");
    }
    for (name, value) in bibliography(d) {
        field(name, &value);
    }
    let mut men: Vec<_> = d.men.iter().collect();
    men.sort_by_key(|m| (m.board, m.rank, m.file));
    if !space {
        men.sort_by_key(|m| (m.rank, m.file, m.board));
    }
    field("pieces", &pieces(&men, space));
    if d.files < 8 && !space {
        let holes: Vec<String> = (0..8)
            .flat_map(|r| (d.files..8).map(move |f| square(f, r)))
            .collect();
        field("nofields", &holes.join(", "));
    }
    let remarks = remarks(d, &men, space);
    if !remarks.is_empty() {
        field("remark", &remarks.join("{\\newline}"));
    }
    if let Some(s) = &d.stipulation {
        field("stipulation", &escape(s));
    }
    if extras.is_some() {
        // The problem's condition (a target position shows only its men).
        field("condition", &escape(&d.condition));
    }
    if !d.twins.is_empty() {
        let twins: Vec<String> = d.twins.iter().map(|t| text::arrows(t)).collect();
        field("twins", &twins.join("{\\newline}"));
    }
    write_solution(&mut out, d, extras);
    let _ = writeln!(out, "\\end{{{kind}}}%");
    out
}

/// The men of a diagram as `diagram.sty` lists them (`wKe1`, with `U` for
/// board B, or the board's letter in a space diagram).
fn pieces(men: &[&DrawnMan], space: bool) -> String {
    let pieces: Vec<String> = men
        .iter()
        .map(|m| {
            let colour = if m.color == Color::White { 'w' } else { 's' };
            let l = letter(m.code).unwrap_or("??");
            let at = square(m.file, m.rank);
            if space {
                format!("{colour}{l}{at}{}", Drawing::board_letter(m.board))
            } else {
                let turn = if m.board == 1 { "U" } else { "" };
                format!("{colour}{l}{turn}{at}")
            }
        })
        .collect();
    pieces.join(", ")
}

/// The remarks under a diagram: the squares of board B (not in a space
/// diagram), the side to move when given, the note.
fn remarks(d: &Drawing, men: &[&DrawnMan], space: bool) -> Vec<String> {
    let mut remarks = Vec::new();
    if !space {
        let squares: Vec<String> = men
            .iter()
            .filter(|m| m.board == 1)
            .map(|m| square(m.file, m.rank))
            .collect();
        if !squares.is_empty() {
            remarks.push(format!("AliceB {}", squares.join(" ")));
        }
    }
    if d.side_explicit {
        remarks.push(format!("{} to move", d.side.name()));
    }
    if let Some(note) = &d.note {
        remarks.push(escape(note));
    }
    remarks
}

/// Write a problem's solution (the one verified, or the file's) and its
/// computer-tested mark.
fn write_solution(out: &mut String, d: &Drawing, extras: Option<Extras>) {
    let verified = extras.and_then(|e| e.verified);
    let solution = match verified {
        Some(v) => Some((v.solution.as_str(), "found by alice --verify")),
        None if extras.is_some() => d
            .solution
            .as_deref()
            .map(|s| (s, "as the problem file gives it (not verified)")),
        None => None,
    };
    if let Some((text, whence)) = solution.filter(|(t, _)| !t.trim().is_empty()) {
        let _ = writeln!(out, " % the solution {whence}");
        let _ = writeln!(out, " \\solution{{{}}}%", text::solution(text));
    }
    match verified {
        Some(v) if v.sound => {
            let _ = writeln!(out, " \\Co+% alice --verify: {}", v.verdict);
        }
        Some(v) => {
            let _ = writeln!(
                out,
                " % alice --verify: {}: no computer-tested mark",
                v.verdict
            );
            out.push_str(" \\setboolean{showcomputer}{false}%\n");
        }
        None => out.push_str(" \\setboolean{showcomputer}{false}%\n"),
    }
}

/// `\author`, `\source`, `\issue`, `\year`/`\month`/`\day`, `\award`,
/// `\tournament`, `\dedication`, from the heading the diagram was built with.
fn bibliography(d: &Drawing) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    let Some(b) = &d.bibliography else {
        return out;
    };
    if let Some(a) = names::authors(&b.authors) {
        out.push(("author", a));
    }
    if let Some(src) = &b.source {
        if let Some(n) = &src.problem_id {
            out.push(("sourcenr", escape(n)));
        }
        if let Some(n) = &src.name {
            out.push(("source", escape(n)));
        }
        if let Some(i) = &src.issue {
            out.push(("issue", escape(i)));
        }
        if let Some(date) = &src.date {
            // 1999, 1999-03, 1999-03-21, or a span of years 1965-1967.
            let parts: Vec<&str> = date.split('-').collect();
            let is_span = parts.len() == 2 && parts[1].len() == 4;
            if is_span || parts.len() == 1 {
                out.push(("year", escape(date)));
            } else {
                out.push(("year", escape(parts[0])));
                out.push(("month", escape(parts[1].trim_start_matches('0'))));
                if let Some(day) = parts.get(2) {
                    out.push(("day", escape(day.trim_start_matches('0'))));
                }
            }
        }
    }
    if let Some(a) = &b.award {
        if let Some(dist) = &a.distinction {
            out.push(("award", escape(dist)));
        }
        // `ditto` (YACPDB: the tourney is the source) or the source's own
        // name: the source line already says it; each field once.
        let source = b.source.as_ref().and_then(|s| s.name.as_deref());
        let tourney = a
            .tourney
            .as_deref()
            .filter(|t| *t != "ditto" && Some(*t) != source);
        if let Some(t) = tourney {
            out.push(("tournament", escape(t)));
        }
    }
    if let Some(t) = &b.title {
        out.push(("dedication", escape(t)));
    }
    out
}
