//! Popeye's problem commands and how a token or a line names one: shared
//! by the reader, its metadata lines and the writer. The commands are
//! named by their English word whatever the language of the file
//! ([`crate::formats::lang::COMMANDS`]).

use crate::formats::lang::{lookup_in, Language, COMMANDS};
use crate::formats::tokens::{Lookup, Token};

/// The command a token names in `lang` (its English word), if it is one.
pub(super) fn command(tok: &Token, lang: Language) -> Option<&'static str> {
    match lookup_in(tok.text, &COMMANDS, lang) {
        Lookup::Found(i) => Some(COMMANDS[i][0]),
        _ => None,
    }
}

/// `text` without a leading label, compared without case.
pub(super) fn strip_label<'a>(text: &'a str, label: &str) -> Option<&'a str> {
    let head = text.get(..label.len())?;
    head.eq_ignore_ascii_case(label)
        .then(|| &text[label.len()..])
}
