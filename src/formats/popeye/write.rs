//! Writing a problem as Popeye input.

use super::commands::strip_label;
use crate::formats::conditions::words;
use crate::formats::draft::side_is_explicit;
use crate::formats::fields::{award_text, source_text};
use crate::formats::options::option_words;
use crate::formats::pieces::{popeye_groups, Placed};
use crate::problem::Problem;
use crate::types::Color;
/// One line of text (line breaks would end a Popeye command).
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The pieces of a position, for the writers.
pub(crate) fn placed_pieces(problem: &Problem) -> Vec<Placed> {
    let mut pieces = setup_view(problem).pieces;
    pieces.sort_by_key(|p| (p.square.rank, p.square.file, p.board));
    pieces
}

/// The diagram's men (the writers' callers refuse diagrams that piece
/// lists cannot hold first: [`crate::formats::popeye_can_hold`]).
pub(crate) fn setup_view(problem: &Problem) -> crate::setup::Setup {
    problem.diagram.clone()
}

/// A comment as remarks: the first line alone when it cannot be mistaken
/// for a structured remark, else after `comment:`; further lines after `|`.
fn comment_remarks(comment: &str, out: &mut String) {
    const LABELS: [&str; 5] = [
        "keyword:",
        "intended-solutions:",
        "solution:",
        "side-to-move:",
        "comment:",
    ];
    for (i, line) in comment.split('\n').enumerate() {
        let mut chunks = wrap(line, REMARK_WIDTH).into_iter();
        let first = chunks.next().unwrap_or_default();
        if i > 0 {
            out.push_str(&format!("Remark | {first}\n"));
        } else {
            let plain = !line.is_empty()
                && line.trim() == line
                && !line.starts_with(['|', '+'])
                && LABELS.iter().all(|l| strip_label(line, l).is_none());
            if plain {
                out.push_str(&format!("Remark {first}\n"));
            } else {
                out.push_str(&format!("Remark comment: {first}\n"));
            }
        }
        for more in chunks {
            out.push_str(&format!("Remark + {more}\n"));
        }
    }
}

/// The longest text written after a `Remark` label: Popeye reads input
/// lines of at most 255 characters.
const REMARK_WIDTH: usize = 200;

/// A line cut at single spaces into pieces of at most `width` bytes where
/// possible (a longer word stays whole); joined with one space they give
/// the line back.
fn wrap(line: &str, width: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = line;
    while rest.len() > width {
        let cut = rest
            .char_indices()
            .rev()
            .find(|&(i, c)| c == ' ' && i > 0 && i <= width && !rest[i + 1..].starts_with(' '))
            .map(|(i, _)| i);
        let Some(cut) = cut else { break };
        if rest[..cut].ends_with(' ') {
            break;
        }
        out.push(&rest[..cut]);
        rest = &rest[cut + 1..];
    }
    out.push(rest);
    out
}

/// Write a problem as Popeye input, from `BeginProblem` to `EndProblem`.
/// To write several problems in one file, join them and replace each
/// `EndProblem` but the last with `NextProblem`.
pub fn write_popeye(problem: &Problem) -> String {
    let mut out = String::from("BeginProblem\n");
    let mut line = |key: &str, value: &str| out.push_str(&format!("{key} {}\n", one_line(value)));
    if let Some(title) = &problem.title {
        line("Title", title);
    }
    for author in &problem.authors {
        line("Author", author);
    }
    if let Some(source) = &problem.source {
        line("Origin", &source_text(source));
    }
    if let Some(award) = &problem.award {
        line("Award", &award_text(award));
    }
    let groups: Vec<String> = popeye_groups(&placed_pieces(problem))
        .iter()
        .map(|g| one_line(g))
        .collect();
    out.push_str(&format!("Pieces {}\n", groups.join("\n       ")));
    let mut line = |key: &str, value: &str| out.push_str(&format!("{key} {}\n", one_line(value)));
    line("Stipulation", &problem.stipulation.to_string());
    if let Some(target) = &problem.target {
        // Popeye's a=>b form: the second position's pieces after the
        // stipulation.
        let mut pieces = target.pieces.clone();
        pieces.sort_by_key(|p| (p.square.rank, p.square.file, p.board));
        let groups: Vec<String> = popeye_groups(&pieces).iter().map(|g| one_line(g)).collect();
        out.push_str(&format!("Pieces {}\n", groups.join("\n       ")));
    }
    let mut line = |key: &str, value: &str| out.push_str(&format!("{key} {}\n", one_line(value)));
    line("Condition", &words(&problem.variant).join(" "));
    let words = option_words(&problem.options, &setup_view(problem));
    if !words.is_empty() {
        line("Option", &words.join(" "));
    }
    if side_is_explicit(problem) {
        let side = match problem.diagram.side {
            Color::White => "white",
            Color::Black => "black",
        };
        line("Remark", &format!("side-to-move: {side}"));
    }
    if let Some(n) = problem.options.intended_solutions {
        line("Remark", &format!("intended-solutions: {n}"));
    }
    for k in &problem.keywords {
        line("Remark", &format!("keyword: {k}"));
    }
    for c in &problem.comments {
        comment_remarks(c, &mut out);
    }
    if let Some(solution) = &problem.solution {
        for l in solution.split('\n') {
            out.push_str(format!("Remark solution: {l}").trim_end());
            out.push('\n');
        }
    }
    for twin in &problem.twins {
        let key = if twin.label == "a" {
            "ZeroPosition"
        } else {
            "Twin"
        };
        out.push_str(&format!("{key} {twin}\n"));
    }
    out.push_str("EndProblem\n");
    out
}
