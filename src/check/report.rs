//! The lines of a check report, shared by `alice check` and `alice merge`
//! (so a merged report reads exactly like an unsharded one), and the one
//! reader of a JSON report's lines, shared by `check --resume` and `merge`.

use super::shard_header::Header;
use crate::verdict::Status;
use std::collections::BTreeMap;

/// One report line's parts (as a check row or a JSON report row has them).
pub struct RowText<'a> {
    /// The twin's status.
    pub status: Status,
    /// The file as given or found.
    pub file: &'a str,
    /// The problem's number in its file.
    pub index: usize,
    /// The twin's label (empty without twins).
    pub twin: &'a str,
    /// The stipulation.
    pub stipulation: &'a str,
    /// The variant, when not standard.
    pub variant: Option<&'a str>,
    /// The explanation of the status.
    pub detail: &'a str,
}

impl RowText<'_> {
    /// One report line: status, `file#problem`, twin, stipulation (with
    /// the variant when not standard), and the explanation.
    pub fn text(&self) -> String {
        let twin = if self.twin.is_empty() {
            String::new()
        } else {
            format!(" {})", self.twin)
        };
        let stip = match self.variant {
            Some(v) => format!("{} {v}", self.stipulation),
            None => self.stipulation.to_string(),
        };
        // (A file name or an error quoting input is escaped: a newline or a
        // terminal's escape sequence in a name cannot forge a line.)
        format!(
            "{:<22} {}#{}{twin} {stip} — {}",
            self.status.words(),
            crate::text::escaped(self.file),
            self.index,
            crate::text::escaped(self.detail)
        )
    }
}

/// A problem's name in summaries: `file#problem`, with ` b)` for a twin.
pub fn row_label(file: &str, index: usize, twin: &str) -> String {
    let file = crate::text::escaped(file);
    if twin.is_empty() {
        format!("{file}#{index}")
    } else {
        format!("{file}#{index} {twin})")
    }
}

/// The same line from a JSON report row (as `check --json` writes it).
pub fn json_row_text(row: &serde_json::Value) -> String {
    let status = serde_json::from_value::<Status>(row["status"].clone()).unwrap_or(Status::Error);
    RowText {
        status,
        file: row["file"].as_str().unwrap_or(""),
        index: row["problem"].as_u64().unwrap_or(0) as usize,
        twin: row["twin"].as_str().unwrap_or(""),
        stipulation: row["stipulation"].as_str().unwrap_or(""),
        variant: row["variant"].as_str(),
        detail: row["detail"].as_str().unwrap_or(""),
    }
    .text()
}

/// The summary table: a count per status, then the total.
pub fn summary_lines(counts: &BTreeMap<Status, usize>) -> Vec<String> {
    let total: usize = counts.values().sum();
    let mut out = vec![String::new(), format!("{:<22} {:>5}", "status", "count")];
    for s in Status::ALL {
        if let Some(n) = counts.get(&s) {
            out.push(format!("{:<22} {:>5}", s.words(), n));
        }
    }
    out.push(format!("{:<22} {:>5}", "total", total));
    out
}

/// The exit status of a check with these counts: 130 after Ctrl-C, 2 with
/// errors, 0 when every problem is as intended, else 1.
pub fn exit_status(counts: &BTreeMap<Status, usize>) -> i32 {
    let count = |s: Status| counts.get(&s).copied().unwrap_or(0);
    if count(Status::Interrupted) > 0 {
        130
    } else if count(Status::Error) > 0 {
        2
    } else if counts.iter().all(|(s, _)| s.as_intended()) {
        0
    } else {
        1
    }
}

/// A line of a JSON-lines report that cannot be read: its number (0 for
/// the file itself) and why.
#[derive(Debug)]
pub struct LineError {
    /// The line number, from 1 (0: the file cannot be opened or read).
    pub line: usize,
    /// What is wrong.
    pub what: String,
}

/// One line of a JSON-lines check report as [`read_report`] accepts it.
#[derive(Debug)]
pub enum ReportLine {
    /// A shard header (`{"alice_report": {...}}`, the first line of a
    /// sharded report).
    Header(Header),
    /// A problem row: a `file` string, a `problem` number and a known
    /// `status`, with the rest as written.
    Row(serde_json::Value),
}

/// How a report read by [`read_report`] ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tail {
    /// Every line complete (or the report empty).
    #[default]
    Clean,
    /// The last line is a complete header or row without its newline
    /// (perhaps with stray bytes after it): it is read; the report's first
    /// `keep` bytes end with it, and a newline belongs after them.
    Unterminated {
        /// The length of the report up to the end of the last row.
        keep: u64,
    },
    /// The last line, without its newline, is no complete header or row
    /// (a line cut short by a killed run or a full disk, or stray bytes):
    /// it is ignored; the report without it is its first `keep` bytes.
    Cut {
        /// The length of the report without the last line.
        keep: u64,
    },
}

/// Why a line of a report is neither a header nor a row.
#[derive(Debug, thiserror::Error)]
enum NotALine {
    /// A schema version (as written) newer than this alice reads.
    #[error(
        "a line of JSON schema version {}, newer than this alice reads ({}): \
         read it with the alice that wrote it",
        crate::text::bounded(.0),
        crate::output::JSON_SCHEMA_VERSION
    )]
    NewerSchema(String),
    /// A header that cannot be read.
    #[error("bad report header: {0}")]
    BadHeader(serde_json::Error),
    /// A row whose status is none this alice knows.
    #[error("a row without a known status")]
    UnknownStatus,
    /// Anything else.
    #[error("neither a report header nor a report row")]
    Neither,
}

/// What a line of a report is, or why it is none.
fn classify(value: serde_json::Value) -> Result<ReportLine, NotALine> {
    // (A line without a version was written before versions were named:
    // its layout is version 1's.)
    if let Some(v) = value.get("schema_version") {
        match v.as_u64() {
            Some(v) if v <= u64::from(crate::output::JSON_SCHEMA_VERSION) => {}
            _ => return Err(NotALine::NewerSchema(v.to_string())),
        }
    }
    if let Some(h) = value.get("alice_report") {
        let header: Header = serde_json::from_value(h.clone()).map_err(NotALine::BadHeader)?;
        Ok(ReportLine::Header(header))
    } else if value["file"].is_string() && value["problem"].is_u64() {
        if serde_json::from_value::<Status>(value["status"].clone()).is_err() {
            return Err(NotALine::UnknownStatus);
        }
        Ok(ReportLine::Row(value))
    } else {
        Err(NotALine::Neither)
    }
}

/// Read a JSON-lines check report (of `check --json`), the one reader of
/// `check --resume` and `alice merge`, so that both accept and refuse the
/// same lines: `line` is called with each header or row and its line
/// number; blank lines are skipped. Every complete line (ended by its
/// newline) must be a header or a row, else the reading ends with an error
/// naming the line, as it does with any error `line` returns. The last line
/// may lack its newline (a killed run): when it starts with a complete
/// header or row, that is read and the rest of the line (stray bytes) is
/// ignored ([`Tail::Unterminated`]); otherwise the whole line is ignored
/// ([`Tail::Cut`]).
pub fn read_report(
    path: &std::path::Path,
    mut line: impl FnMut(usize, ReportLine) -> Result<(), LineError>,
) -> Result<Tail, LineError> {
    use std::io::BufRead;
    let file = std::fs::File::open(path).map_err(|e| LineError {
        line: 0,
        what: e.to_string(),
    })?;
    let mut reader = std::io::BufReader::new(file);
    let mut buf = Vec::new();
    let mut number = 0;
    // The bytes read before the current line.
    let mut offset = 0u64;
    loop {
        buf.clear();
        let n = reader.read_until(b'\n', &mut buf).map_err(|e| LineError {
            line: number + 1,
            what: e.to_string(),
        })?;
        if n == 0 {
            return Ok(Tail::Clean);
        }
        number += 1;
        if !buf.ends_with(b"\n") {
            // The last line, without its newline: its first value, if it
            // is a header or a row, is kept; anything else is dropped.
            let mut values = serde_json::Deserializer::from_slice(&buf).into_iter();
            let first = values.next();
            let end = values.byte_offset() as u64;
            return match first {
                Some(Ok(value)) => match classify(value) {
                    Ok(read) => {
                        line(number, read)?;
                        Ok(Tail::Unterminated { keep: offset + end })
                    }
                    Err(_) => Ok(Tail::Cut { keep: offset }),
                },
                _ => Ok(Tail::Cut { keep: offset }),
            };
        }
        offset += n as u64;
        if buf.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let value = serde_json::from_slice(&buf).map_err(|e| LineError {
            line: number,
            what: format!("not a report line: {e}"),
        })?;
        let read = classify(value).map_err(|e| LineError {
            line: number,
            what: e.to_string(),
        })?;
        line(number, read)?;
    }
}
