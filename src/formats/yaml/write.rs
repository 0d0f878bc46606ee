//! Writing a problem as a YAML document (the YACPDB schema Olive reads).
//!
//! What YACPDB's schema can hold is written in its keys only, so that the
//! entry passes YACPDB's validator: `algebraic` (no `fen`), the title as a
//! comment `Title: …` (the schema has no title), the solution in YACPDB's
//! notation ([`super::solution`]). What it cannot hold is written in this
//! tool's own keys, which Olive ignores and the validator refuses: `fen`
//! (a side to move the stipulation does not imply, or a diagram `algebraic`
//! cannot say: three boards, 10x10, a square occupied on both boards),
//! `target` (the second position of `a=>b`); and a piece on board B is
//! written with Olive's attribute `AliceB`, which the schema's piece
//! pattern does not list.

use crate::engine::Engine;
use crate::formats::conditions::words;
use crate::formats::draft::{popeye_can_hold, side_is_explicit};
use crate::formats::fields::is_date;
use crate::formats::options::option_words;
use crate::formats::popeye::{placed_pieces, setup_view};
use crate::kinds::Kind;
use crate::problem::Problem;
use crate::setup::{Man, Placed};
use crate::types::{Board, Color};

use super::solution::yacpdb_solution;

/// Whether a text can be written as a plain YAML scalar.
fn plain_ok(s: &str) -> bool {
    const RESERVED: [&str; 9] = ["true", "false", "null", "yes", "no", "on", "off", "y", "n"];
    let first_ok = s.chars().next().is_some_and(char::is_alphabetic);
    first_ok
        && s.trim() == s
        && !s.contains(": ")
        && !s.contains(" #")
        && !s.ends_with(':')
        && s.chars()
            .all(|c| c.is_alphanumeric() || " .,-_/()+<>!?&'".contains(c))
        && !RESERVED.iter().any(|r| r.eq_ignore_ascii_case(s))
}

/// Whether a character may stand in a quoted or block scalar as it is.
fn printable(c: char) -> bool {
    !(c.is_control() || matches!(c, '\u{85}' | '\u{2028}' | '\u{2029}' | '\u{feff}'))
}

/// A text as a YAML scalar: plain when safe, else single-quoted, else
/// double-quoted with escapes.
pub(super) fn quote(s: &str) -> String {
    if plain_ok(s) {
        s.to_string()
    } else if s.chars().all(printable) {
        format!("'{}'", s.replace('\'', "''"))
    } else {
        let mut out = String::from("\"");
        for c in s.chars() {
            match c {
                '\\' => out.push_str("\\\\"),
                '"' => out.push_str("\\\""),
                '\n' => out.push_str("\\n"),
                '\t' => out.push_str("\\t"),
                c if printable(c) => out.push(c),
                c => out.push_str(&format!("\\u{:04X}", c as u32)),
            }
        }
        out.push('"');
        out
    }
}

/// A text as an entry of a flow sequence (`[Kh1, '24e8']`): [`quote`], and
/// quoted besides when it holds a comma or a bracket, which end a plain
/// entry there. A piece code of digits on a square (`24e8`, `15h1`) starts
/// with a digit, so it is quoted and YAML cannot read it as a number.
pub(super) fn flow_item(s: &str) -> String {
    if plain_ok(s) && s.contains([',', '[', ']', '{', '}']) {
        format!("'{}'", s.replace('\'', "''"))
    } else {
        quote(s)
    }
}

/// A text after `key:`: a literal block for several lines, else a scalar.
/// `indent` is the indentation of the key.
fn block(s: &str, indent: usize) -> String {
    let multi = s.contains('\n');
    let safe = s.chars().all(|c| c == '\n' || c == '\t' || printable(c));
    let leading_space = s.starts_with([' ', '\t']);
    if !multi || !safe || leading_space || s.ends_with('\n') {
        return format!(" {}\n", quote(s));
    }
    let pad = " ".repeat(indent + 2);
    let mut out = String::from(" |-\n");
    for line in s.split('\n') {
        if !line.is_empty() {
            out.push_str(&pad);
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// A date as the schema's mapping (`year`, `month`, `day`) when it is one.
fn write_date(out: &mut String, d: &str) {
    if !is_date(d) {
        out.push_str(&format!("  date: {}\n", quote(d)));
        return;
    }
    let parts: Vec<&str> = d.split('-').collect();
    out.push_str("  date:\n");
    if parts.len() == 2 && parts[1].len() == 4 {
        out.push_str(&format!("    year: {}\n", quote(d)));
        return;
    }
    let names = ["year", "month", "day"];
    for (name, part) in names.iter().zip(&parts) {
        let n = part.trim_start_matches('0');
        out.push_str(&format!(
            "    {name}: {}\n",
            if n.is_empty() { "0" } else { n }
        ));
    }
}

fn write_list(out: &mut String, key: &str, items: &[String]) {
    if items.is_empty() {
        return;
    }
    out.push_str(&format!("{key}:\n"));
    for item in items {
        out.push_str(&format!("  -{}", block(item, 2)));
    }
}

/// The pieces of one colour as `algebraic` names (`Kh1`, `AliceB Sa3`,
/// fairy pieces by Popeye's codes after the chess men: `AliceB CAd4`).
fn algebraic_names(problem: &Problem, color: Color) -> Vec<String> {
    let pieces = placed_pieces(problem);
    let mut names = Vec::new();
    for kind in Kind::listing_order() {
        for (square, board, _) in pieces
            .iter()
            .filter_map(Placed::on_two_boards)
            .filter(|&(_, _, man)| man == Man::new(color, kind))
        {
            let attr = if board == Board::B { "AliceB " } else { "" };
            names.push(format!("{attr}{}{square}", kind.popeye_code()));
        }
    }
    names
}

fn write_bibliography(out: &mut String, problem: &Problem) {
    let authors: Vec<String> = problem.authors.clone();
    write_list(out, "authors", &authors);
    if let Some(s) = &problem.source {
        out.push_str("source:\n");
        if let Some(n) = &s.name {
            out.push_str(&format!("  name: {}\n", quote(n)));
        }
        if let Some(d) = &s.date {
            write_date(out, d);
        }
        if let Some(i) = &s.issue {
            out.push_str(&format!("  issue: {}\n", quote(i)));
        }
        if let Some(p) = &s.problem_id {
            out.push_str(&format!("  problemid: {}\n", quote(p)));
        }
    }
    if let Some(a) = &problem.award {
        out.push_str("award:\n");
        match a.tourney.as_deref() {
            Some("ditto") => out.push_str("  tourney: ditto\n"),
            Some(t) => out.push_str(&format!("  tourney:\n    name: {}\n", quote(t))),
            None => {}
        }
        if let Some(d) = &a.distinction {
            out.push_str(&format!("  distinction: {}\n", quote(d)));
        }
    }
}

/// The comment that holds a problem's title (YACPDB has no title field;
/// the reader takes a first comment of this form back as the title).
pub(super) const TITLE_COMMENT: &str = "Title: ";

/// Write a problem as one YAML document (starting with `---`), in the
/// YACPDB layout. The diagram is written as `algebraic`; `fen` is added when
/// the side to move is not the one the stipulation implies, and replaces
/// `algebraic` for a diagram piece lists cannot say (see the module).
pub fn write_yaml(problem: &Problem) -> String {
    let mut out = String::from("---\n");
    write_bibliography(&mut out, problem);
    let pieces = popeye_can_hold(problem);
    let use_fen = side_is_explicit(problem) || !pieces;
    if pieces {
        out.push_str("algebraic:\n");
        for (key, color) in [("white", Color::White), ("black", Color::Black)] {
            let names = algebraic_names(problem, color);
            if !names.is_empty() {
                let items: Vec<String> = names.iter().map(|n| flow_item(n)).collect();
                out.push_str(&format!("  {key}: [{}]\n", items.join(", ")));
            }
        }
    }
    if use_fen {
        out.push_str(&format!("fen: {}\n", quote(&problem.diagram.fen())));
    }
    out.push_str(&format!("stipulation: '{}'\n", problem.stipulation));
    if let Some(target) = &problem.target {
        out.push_str(&format!("target: {}\n", quote(&target.fen())));
    }
    let mut options: Vec<String> = words(&problem.variant)
        .into_iter()
        .map(String::from)
        .collect();
    options.extend(
        option_words(&problem.options, &setup_view(problem))
            .into_iter()
            .filter(|w| !(use_fen && (w.starts_with("NoCastling") || w.starts_with("EnPassant")))),
    );
    write_list(&mut out, "options", &options);
    if let Some(n) = problem.options.intended_solutions {
        out.push_str(&format!("intended-solutions: {n}\n"));
    }
    if !problem.twins.is_empty() {
        out.push_str("twins:\n");
        for twin in &problem.twins {
            out.push_str(&format!(
                "  {}: {}\n",
                quote(&twin.label),
                quote(&twin.to_string())
            ));
        }
    }
    if let Some(s) = &problem.solution {
        let s = if Engine::of(&problem.variant, &problem.diagram) == Engine::Fast {
            yacpdb_solution(s)
        } else {
            s.clone()
        };
        out.push_str(&format!("solution:{}", block(&s, 0)));
    }
    write_list(&mut out, "keywords", &problem.keywords);
    let mut comments = Vec::new();
    if let Some(t) = &problem.title {
        comments.push(format!("{TITLE_COMMENT}{t}"));
    }
    comments.extend(problem.comments.iter().cloned());
    write_list(&mut out, "comments", &comments);
    out
}
