//! Popeye's problem commands (English) and how a token or a line names
//! one: shared by the reader, its metadata lines and the writer.

use crate::formats::tokens::{lookup, Lookup, Token};

/// The commands of a problem (English).
pub(super) const COMMANDS: [&str; 21] = [
    "beginproblem",
    "endproblem",
    "nextproblem",
    "remark",
    "sstipulation",
    "author",
    "origin",
    "pieces",
    "condition",
    "option",
    "stipulation",
    "protocol",
    "title",
    "LaTeX",
    "LaTeXPieces",
    "award",
    "InitialGameArray",
    "Forsyth",
    "twin",
    "zeroposition",
    "language",
];

/// The command a token names, if it is one.
pub(super) fn command(tok: &Token) -> Option<&'static str> {
    match lookup(tok.text, &COMMANDS) {
        Lookup::Found(i) => Some(COMMANDS[i]),
        _ => None,
    }
}

/// `text` without a leading label, compared without case.
pub(super) fn strip_label<'a>(text: &'a str, label: &str) -> Option<&'a str> {
    let head = text.get(..label.len())?;
    head.eq_ignore_ascii_case(label)
        .then(|| &text[label.len()..])
}
