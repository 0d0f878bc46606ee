//! Diagrams as LaTeX for the `diagram` package (`diagram.sty`, by Thomas
//! Brand and Stefan Höning), the package Popeye's and Olive's LaTeX output
//! uses: one `diagram` environment per problem, with `\author`, `\source`,
//! `\pieces`, `\stipulation`, `\condition`, `\twins`, `\remark` as Popeye
//! writes them.
//!
//! The Alice convention (**our choice**, stated in the document as a
//! comment): the boards are printed as one diagram, as problem magazines
//! print Alice problems; a man on board B is printed **upside down**
//! (`diagram.sty`'s rotated piece, the piece letter followed by `U`:
//! `wKUa2` is a White king on a2 of board B), one on board C (three-board
//! Alice) turned a quarter to the right (`R`); the remark also lists the
//! squares of board B (`AliceB a2 a3`), as Popeye's LaTeX output does.
//! A position with a square occupied on two boards (O'Donohue, three-board
//! Alice, Duo) cannot be one diagram: each board is then a diagram of its
//! own, side by side. The 4x8 boards of Mini Alice and Duo are an 8x8
//! diagram whose files e-h are removed (`\nofields`). Directed Alice
//! (10x10 boards, fairy pieces without a `diagram.sty` symbol) is not
//! supported.

use super::Drawing;
use crate::types::Color;
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

/// The comment that states the convention in every document.
pub const CONVENTION: &str =
    "% Alice Chess diagrams by alice: the boards are printed as one diagram;\n\
% a man on board B is printed upside down (piece letter + U: wKUa2 = White king\n\
% on a2 of board B), one on board C turned right (+ R); the remark lists the\n\
% squares of board B (AliceB a2 ...), as Popeye does. A position with a square\n\
% occupied on two boards gets one diagram per board.\n";

/// A complete LaTeX document with one diagram per entry.
pub fn document(diagrams: &[Drawing]) -> Result<String, LatexError> {
    let mut out = String::from("\\documentclass{article}%\n\\usepackage{diagram}%\n\n");
    out.push_str(CONVENTION);
    out.push_str("\n\\begin{document}%\n");
    for (i, d) in diagrams.iter().enumerate() {
        if i > 0 {
            out.push_str("\\hfill%\n");
        }
        out.push_str(&environments(d)?);
    }
    out.push_str("\\end{document}%\n");
    Ok(out)
}

/// The `diagram` environment(s) of one problem: one, or one per board when
/// a square is occupied on two boards.
pub fn environments(d: &Drawing) -> Result<String, LatexError> {
    if d.files > 8 || d.ranks != 8 || d.men.iter().any(|m| letter(m.letter).is_none()) {
        let what = d.variant.clone().unwrap_or_else(|| d.condition.clone());
        return Err(LatexError::Unsupported(what));
    }
    if d.has_stacked_squares() {
        let mut out = String::new();
        for b in 0..d.boards {
            if b > 0 {
                out.push_str("\\hfill%\n");
            }
            out.push_str(&environment(d, Some(b)));
        }
        return Ok(out);
    }
    let mut out = environment(d, None);
    if let Some(t) = &d.target {
        // a=>b: the position to reach, as a second diagram.
        out.push_str("\\hfill%\n");
        out.push_str(&environments(t)?);
    }
    Ok(out)
}

/// The German piece letter `diagram.sty` uses.
fn letter(l: char) -> Option<&'static str> {
    Some(match l {
        'K' => "K",
        'Q' => "D",
        'R' => "T",
        'B' => "L",
        'N' => "S",
        'P' => "B",
        _ => return None,
    })
}

fn square(file: u8, rank: u8) -> String {
    format!("{}{}", (b'a' + file) as char, rank + 1)
}

/// One environment: every board (`only` = None), the men of boards B and C
/// turned; or the men of one board, unturned.
fn environment(d: &Drawing, only: Option<u8>) -> String {
    let mut out = String::from("\\begin{diagram}%\n");
    let mut field = |name: &str, value: &str| {
        let _ = writeln!(out, " \\{name}{{{value}}}%");
    };
    for (name, value) in bibliography(d) {
        field(name, &value);
    }
    let mut men: Vec<_> = d
        .men
        .iter()
        .filter(|m| only.is_none() || only == Some(m.board))
        .collect();
    men.sort_by_key(|m| (m.rank, m.file, m.board));
    let pieces: Vec<String> = men
        .iter()
        .map(|m| {
            let colour = if m.color == Color::White { 'w' } else { 's' };
            let turn = match (only, m.board) {
                (None, 1) => "U",
                (None, 2) => "R",
                _ => "",
            };
            let l = letter(m.letter).unwrap_or("??");
            format!("{colour}{l}{turn}{}", square(m.file, m.rank))
        })
        .collect();
    field("pieces", &pieces.join(", "));
    if d.files < 8 {
        let holes: Vec<String> = (0..8)
            .flat_map(|r| (d.files..8).map(move |f| square(f, r)))
            .collect();
        field("nofields", &holes.join(", "));
    }
    let mut remarks = Vec::new();
    match only {
        None => {
            for b in 1..d.boards {
                let squares: Vec<String> = men
                    .iter()
                    .filter(|m| m.board == b)
                    .map(|m| square(m.file, m.rank))
                    .collect();
                if !squares.is_empty() {
                    remarks.push(format!(
                        "Alice{} {}",
                        Drawing::board_letter(b),
                        squares.join(" ")
                    ));
                }
            }
        }
        Some(b) => remarks.push(format!("board {}", Drawing::board_letter(b))),
    }
    if d.side_explicit {
        remarks.push(format!("{} to move", d.side.name()));
    }
    if let Some(note) = &d.note {
        remarks.push(escape(note));
    }
    if !remarks.is_empty() {
        field("remark", &remarks.join("{\\newline}"));
    }
    if let Some(s) = &d.stipulation {
        field("stipulation", &escape(s));
    }
    field("condition", &escape(&d.condition));
    if !d.twins.is_empty() {
        let twins: Vec<String> = d.twins.iter().map(|t| twin_text(t)).collect();
        field("twins", &twins.join("{\\newline}"));
    }
    out.push_str("\\end{diagram}%\n");
    out
}

/// `\author`, `\source`, `\issue`, `\year`/`\month`/`\day`, `\award`,
/// `\tournament`, `\dedication`, from the heading the diagram was built with.
fn bibliography(d: &Drawing) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    let Some(b) = &d.bibliography else {
        return out;
    };
    if !b.authors.is_empty() {
        out.push(("author", escape(&b.authors.join("; "))));
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
        let tourney = match a.tourney.as_deref() {
            Some("ditto") => b.source.as_ref().and_then(|s| s.name.as_deref()),
            other => other,
        };
        if let Some(t) = tourney {
            out.push(("tournament", escape(t)));
        }
    }
    if let Some(t) = &b.title {
        out.push(("dedication", escape(t)));
    }
    out
}

/// A twin line with Popeye's arrows as `diagram.sty`'s (`-->` is `\ra`,
/// `<-->` is `\lra`, as Popeye's LaTeX output writes them).
fn twin_text(line: &str) -> String {
    line.split("<-->")
        .map(|part| {
            part.split("-->")
                .map(escape)
                .collect::<Vec<_>>()
                .join("{\\ra}")
        })
        .collect::<Vec<_>>()
        .join("{\\lra}")
}

/// Escape text for LaTeX: the special characters become their commands.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '#' | '$' | '%' | '&' | '_' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\^{}"),
            '~' => out.push_str("\\~{}"),
            '<' => out.push_str("\\textless{}"),
            '>' => out.push_str("\\textgreater{}"),
            '\n' | '\r' => out.push(' '),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}
