//! YAML problem files in the format of the YACPDB database and the Olive
//! editor (`yacpdb/schemas/yacpdb-entry.md` in the olive-gui repository);
//! Olive's `.olv` files hold several such entries as YAML documents
//! separated by `---`.
//!
//! ```yaml
//! ---
//! authors:
//!   - Marks, Udo
//! source:
//!   name: The Problemist
//!   date:
//!     year: 1999
//!     month: 3
//! algebraic:
//!   white: [AliceB Ka2, AliceB Qa3, Re6, ...]
//!   black: [Ke5, ...]
//! stipulation: '#2'
//! options:
//!   - AliceChess
//! ```
//!
//! Keys read: `authors`, `source` (`name`, `date`, `issue`, `problemid`),
//! `award` (`tourney`, `distinction`), `algebraic` (`white`, `black`; the
//! attribute `AliceB` before a piece puts it on board B, `S` is the knight),
//! `stipulation`, `options` (Popeye options and conditions; `AliceChess` is
//! expected there, as the schema keeps conditions in `options`), `twins`
//! (Popeye twinning syntax, `a` for a zero position), `intended-solutions`
//! (`2`, or `2.1.1.1` read as the product of its numbers), `solution`,
//! `keywords`, `comments`. This tool also reads `fen` (an Alice FEN, instead
//! of `algebraic` or beside it) and `title`, and takes a first comment
//! `Title: …` (as [`write_yaml`] writes a title) as the title. A problem
//! needs a condition of the Alice family in `options`, or a piece on board
//! B; else it is refused as orthodox. The schema's other keys (`reprints`,
//! `foreignids`, `glyphs`, …) are accepted and ignored; any other key is
//! ignored with a note in `options.warnings`. `neutral` pieces, fairy pieces
//! and conditions other than `AliceChess` are errors.
//!
//! The YAML parsing itself is done by `serde-saphyr`, used only here.

use super::draft::{normalize_text, Draft};
use super::error::{name_problems, Fail, FormatError, FormatErrorKind};
use super::fields::intended_count;
use super::options::read_option_item;
use crate::problem::{Award, Origin, Problem, Source};
use serde_json::Value;

mod position;
mod solution;
mod values;
mod write;

use position::{read_setup, read_target, twins};
pub use solution::yacpdb_solution;
use values::{item_line, key_line, mapping, scalar, shape, text, text_list, yaml_fail, Document};
pub use write::write_yaml;

/// The schema's keys this tool does not use.
const OTHER_SCHEMA_KEYS: [&str; 10] = [
    "foreignids",
    "versionists",
    "correctors",
    "after",
    "version-of",
    "correction-of",
    "anticipated-by",
    "reprints",
    "glyphs",
    "non-standard-stipulation",
];

/// Whether a line is a document marker (`---` or `...` at column 0).
fn marker(line: &str, m: &str) -> bool {
    line.strip_prefix(m)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with([' ', '\t', '\r']))
}

/// Whether a line has YAML content (not blank, not a comment).
fn has_content(line: &str) -> bool {
    let t = line.trim();
    !t.is_empty() && !t.starts_with('#')
}

/// Split a file into its documents; documents without content are left out.
fn split_documents(text: &str) -> Vec<Document> {
    let mut docs = Vec::new();
    let mut current: Vec<String> = Vec::new();
    let mut first_line = 1;
    let flush = |lines: &mut Vec<String>, first: usize, docs: &mut Vec<Document>| {
        if let Some(i) = lines.iter().position(|l| has_content(l)) {
            docs.push(Document {
                text: lines.join("\n"),
                first_line: first,
                content_line: first + i,
            });
        }
        lines.clear();
    };
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        if marker(line, "---") {
            flush(&mut current, first_line, &mut docs);
            first_line = n;
            current.push(format!("   {}", &line[3..]));
        } else if marker(line, "...") {
            flush(&mut current, first_line, &mut docs);
            first_line = n + 1;
        } else {
            current.push(line.to_string());
        }
    }
    flush(&mut current, first_line, &mut docs);
    docs
}

/// Read a YAML file: one result per document. `file` names the file in
/// error messages.
pub fn parse_yaml(text: &str, file: Option<&str>) -> Vec<Result<Problem, FormatError>> {
    let mut results: Vec<Result<Problem, FormatError>> = split_documents(text)
        .iter()
        .enumerate()
        .map(|(i, doc)| {
            let origin = Origin {
                file: file.map(str::to_string),
                index: i + 1,
                line: doc.content_line,
            };
            read_document(doc, origin).map_err(|e| e.locate(file, i + 1))
        })
        .collect();
    name_problems(&mut results, file);
    results
}

/// A date: `{year: 1999, month: 3}`, `1999-03` or `1999`, as `1999-03`.
fn date(v: &Value, line: usize) -> Result<String, Fail> {
    let Some(m) = v.as_object() else {
        return text(v, "date", line);
    };
    let year = m
        .get("year")
        .and_then(scalar)
        .ok_or_else(|| shape(line, "date", "a mapping with a year"))?;
    let mut s = year;
    for part in ["month", "day"] {
        if let Some(n) = m.get(part).and_then(Value::as_u64) {
            s.push_str(&format!("-{n:02}"));
        }
    }
    Ok(s)
}

fn source(v: &Value, line: usize) -> Result<Source, Fail> {
    if let Some(text) = scalar(v) {
        return Ok(super::fields::parse_source(&text));
    }
    let m = mapping(v, "source", line)?;
    let field = |k: &str| m.get(k).and_then(scalar);
    Ok(Source {
        name: field("name"),
        date: m.get("date").map(|d| date(d, line)).transpose()?,
        issue: field("issue"),
        problem_id: field("problemid"),
    })
}

fn award(v: &Value, line: usize) -> Result<Award, Fail> {
    if let Some(text) = scalar(v) {
        return Ok(super::fields::parse_award(&text));
    }
    let m = mapping(v, "award", line)?;
    let tourney = match m.get("tourney") {
        Some(Value::Object(t)) => t.get("name").and_then(scalar),
        Some(other) => scalar(other),
        None => None,
    };
    Ok(Award {
        tourney,
        distinction: m.get("distinction").and_then(scalar),
    })
}

/// Read one key into the draft.
fn read_key(draft: &mut Draft, doc: &Document, key: &str, v: &Value) -> Result<(), Fail> {
    let line = key_line(doc, key);
    match key {
        "authors" => {
            draft.authors = text_list(v, key, line)?
                .iter()
                .map(|a| a.trim().to_string())
                .collect()
        }
        "source" => draft.source = Some(source(v, line)?),
        "award" => draft.award = Some(award(v, line)?),
        "title" => draft.title = Some(text(v, key, line)?.trim().to_string()),
        "algebraic" | "fen" => read_setup(draft, doc, key, v, line)?,
        "target" => draft.target = Some((read_target(v, doc, line)?, line)),
        "stipulation" if v.is_null() => {
            return Err(Fail::syntax(
                line,
                "'stipulation' is empty: quote it ('#2'), since # starts a YAML comment",
            ))
        }
        "stipulation" => {
            let s = text(v, key, line)?
                .parse()
                .map_err(|e| Fail::new(line, FormatErrorKind::Stipulation(e)))?;
            draft.stipulation = Some((s, line));
        }
        "options" => {
            for item in text_list(v, key, line)? {
                let item_line = item_line(doc, line, &item);
                if let Some(c) = read_option_item(&item, item_line, &mut draft.options)? {
                    draft.conditions.push((c, item_line));
                }
            }
        }
        "twins" => draft.twins = twins(v, doc, line)?,
        "intended-solutions" => {
            draft.options.intended_solutions = Some(intended_count(&text(v, key, line)?, line)?)
        }
        "solution" => draft.solution = Some(normalize_text(&text(v, key, line)?)),
        "keywords" => {
            draft.keywords = text_list(v, key, line)?
                .iter()
                .map(|k| k.trim().to_string())
                .collect()
        }
        "comments" => {
            draft.comments = text_list(v, key, line)?
                .iter()
                .map(|c| normalize_text(c))
                .collect()
        }
        "non-standard-stipulation" => draft.options.warnings.push(format!(
            "non-standard stipulation '{}' is not supported: 'stipulation' is solved instead",
            scalar(v).unwrap_or_default()
        )),
        k if OTHER_SCHEMA_KEYS.contains(&k) => {}
        k => draft
            .options
            .warnings
            .push(format!("unknown key '{k}' (line {line}) ignored")),
    }
    Ok(())
}

fn read_document(doc: &Document, origin: Origin) -> Result<Problem, Fail> {
    // YAML 1.2 booleans (`no` and `on` are texts, as twin labels may be),
    // and numbers with leading zeros kept as written (problem ids).
    let mut options = serde_saphyr::Options::default();
    options.strict_booleans = true;
    options.leading_zero_numbers_as_strings = true;
    let value: Value =
        serde_saphyr::from_str_with_options(&doc.text, options).map_err(|e| yaml_fail(&e, doc))?;
    let map = match value {
        Value::Object(m) => m,
        _ => {
            return Err(Fail::new(
                doc.content_line,
                FormatErrorKind::Yaml(
                    "a problem must be a mapping with keys such as stipulation and algebraic"
                        .into(),
                ),
            ))
        }
    };
    let mut draft = Draft {
        origin,
        ..Draft::default()
    };
    for (key, v) in &map {
        read_key(&mut draft, doc, key, v)?;
    }
    // The title as this tool writes it: the first comment `Title: …`.
    if draft.title.is_none() {
        let title = draft.comments.first().and_then(|c| {
            c.strip_prefix(write::TITLE_COMMENT)
                .filter(|t| !t.contains('\n') && !t.trim().is_empty())
                .map(|t| t.trim().to_string())
        });
        if let Some(t) = title {
            draft.title = Some(t);
            draft.comments.remove(0);
        }
    }
    draft.assemble()
}

#[cfg(test)]
mod tests {
    use super::write::quote;
    use super::*;

    #[test]
    fn documents_and_lines() {
        let text = "# comment\n---\na: 1\n---\n\n---\nb: 2\n...\nc: 3\n";
        let docs = split_documents(text);
        assert_eq!(docs.len(), 3);
        assert_eq!(docs[0].content_line, 3);
        assert_eq!(docs[1].content_line, 7);
        assert_eq!(docs[2].content_line, 9);
    }

    #[test]
    fn quoting() {
        assert_eq!(quote("Marks, Udo"), "Marks, Udo");
        assert_eq!(quote("#2"), "'#2'");
        assert_eq!(quote("It's"), "It's");
        assert_eq!(quote("no"), "'no'");
        assert_eq!(quote("a: b"), "'a: b'");
        assert_eq!(quote("x\u{1}"), "\"x\\u0001\"");
        assert_eq!(quote(""), "''");
    }

    #[test]
    fn piece_codes_of_digits_are_quoted_and_read_back() {
        use super::write::flow_item;
        assert_eq!(flow_item("24e8"), "'24e8'");
        assert_eq!(flow_item("15h1"), "'15h1'");
        assert_eq!(flow_item("AliceB 24e8"), "AliceB 24e8");
        assert_eq!(flow_item("a,b"), "'a,b'");
        let yaml = "algebraic:\n  white: [Ka1, '24e8']\n  black: [AliceB Kh8]\nstipulation: '~1'\n";
        let p = parse_yaml(yaml, None).remove(0).expect("reads");
        assert_eq!(p.diagram.pieces.len(), 3);
        // Written plain, `24e8` is the number 2.4e9 to YAML.
        let plain = yaml.replace("'24e8'", "24e8");
        let e = parse_yaml(&plain, None).remove(0).expect_err("a number");
        let e = e.to_string();
        assert!(e.contains("the number") && e.contains("quote"), "{e}");
    }
}
