//! A YAML document and the reading of its values: the file lines of its
//! keys and items, texts, lists and mappings, each error at its line.

use crate::formats::error::{Fail, FormatErrorKind};
use serde_json::{Map, Value};

/// One YAML document of a file.
pub(super) struct Document {
    /// The document's text, with its `---` marker blanked out.
    pub(super) text: String,
    /// The file line of the document's first line.
    pub(super) first_line: usize,
    /// The file line of its first line with content.
    pub(super) content_line: usize,
}

/// The file line of a top-level key (its first occurrence), else the
/// document's first content line.
pub(super) fn key_line(doc: &Document, key: &str) -> usize {
    find_key(doc, key, 0, false).unwrap_or(doc.content_line)
}

/// The file line of `key:` at or after document line `from` (0-based);
/// `nested` allows indentation.
fn find_key(doc: &Document, key: &str, from: usize, nested: bool) -> Option<usize> {
    let (single, double) = (format!("'{key}'"), format!("\"{key}\""));
    doc.text
        .lines()
        .enumerate()
        .skip(from)
        .find_map(|(i, line)| {
            let body = if nested { line.trim_start() } else { line };
            let body = body
                .strip_prefix(key)
                .or_else(|| body.strip_prefix(single.as_str()))
                .or_else(|| body.strip_prefix(double.as_str()))?;
            body.trim_start()
                .starts_with(':')
                .then_some(doc.first_line + i)
        })
}

/// The file line of a list item at or after `parent_line`.
pub(super) fn item_line(doc: &Document, parent_line: usize, item: &str) -> usize {
    let from = parent_line.saturating_sub(doc.first_line);
    doc.text
        .lines()
        .enumerate()
        .skip(from)
        .find(|(_, l)| l.trim_start().starts_with('-') && l.contains(item.trim()))
        .map_or(parent_line, |(i, _)| doc.first_line + i)
}

/// The line of a key nested under a top-level key.
pub(super) fn nested_line(doc: &Document, parent_line: usize, key: &str) -> usize {
    find_key(doc, key, parent_line.saturating_sub(doc.first_line), true).unwrap_or(parent_line)
}

/// A YAML syntax or shape error, at its file line.
pub(super) fn yaml_fail(e: &serde_saphyr::Error, doc: &Document) -> Fail {
    let line = e.location().map_or(doc.content_line, |l| {
        doc.first_line + (l.line() as usize).saturating_sub(1)
    });
    let message = e.without_snippet().to_string();
    let message = message.lines().next().unwrap_or("").trim();
    // The parser's own position counts lines from the document's start:
    // keep only its column, the line is given with the file's numbering.
    let message = match (trailing_position(message), e.location()) {
        (Some(i), Some(l)) => format!("{} (column {})", &message[..i], l.column()),
        _ => message.to_string(),
    };
    Fail::new(line, FormatErrorKind::Yaml(message))
}

/// Where a message ends with ` at line N, column M`, the index of that tail.
fn trailing_position(message: &str) -> Option<usize> {
    let i = message.rfind(" at line ")?;
    let (line, column) = message[i + 9..].split_once(", column ")?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    (digits(line) && digits(column)).then_some(i)
}

/// A scalar as text (numbers too, as the schema allows them for labels).
pub(super) fn scalar(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

pub(super) fn shape(line: usize, key: &str, expected: &str) -> Fail {
    Fail::new(
        line,
        FormatErrorKind::Yaml(format!("'{key}' must be {expected}")),
    )
}

/// A text value.
pub(super) fn text(v: &Value, key: &str, line: usize) -> Result<String, Fail> {
    scalar(v).ok_or_else(|| shape(line, key, "a text"))
}

/// A list of texts (a single text is a list of one).
pub(super) fn text_list(v: &Value, key: &str, line: usize) -> Result<Vec<String>, Fail> {
    match v {
        Value::Array(items) => items
            .iter()
            .filter(|i| !i.is_null())
            .map(|i| scalar(i).ok_or_else(|| shape(line, key, "a list of texts")))
            .collect(),
        Value::Null => Ok(Vec::new()),
        other => Ok(vec![text(other, key, line)?]),
    }
}

pub(super) fn mapping<'a>(
    v: &'a Value,
    key: &str,
    line: usize,
) -> Result<&'a Map<String, Value>, Fail> {
    v.as_object().ok_or_else(|| shape(line, key, "a mapping"))
}
