//! The lines of a check report, shared by `alice check` and `alice merge`
//! (so a merged report reads exactly like an unsharded one).

use crate::verdict::Status;
use std::collections::BTreeMap;

/// One report line: status, `file#problem`, twin, stipulation (with the
/// variant when not standard), and the explanation.
pub fn row_text(
    status: Status,
    file: &str,
    index: usize,
    twin: &str,
    stipulation: &str,
    variant: Option<&str>,
    detail: &str,
) -> String {
    let twin = if twin.is_empty() {
        String::new()
    } else {
        format!(" {twin})")
    };
    let stip = match variant {
        Some(v) => format!("{stipulation} {v}"),
        None => stipulation.to_string(),
    };
    // (A file name or an error quoting input is escaped: a newline or a
    // terminal's escape sequence in a name cannot forge a line.)
    format!(
        "{:<22} {}#{index}{twin} {stip} — {}",
        status.words(),
        crate::text::escaped(file),
        crate::text::escaped(detail)
    )
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
    row_text(
        status,
        row["file"].as_str().unwrap_or(""),
        row["problem"].as_u64().unwrap_or(0) as usize,
        row["twin"].as_str().unwrap_or(""),
        row["stipulation"].as_str().unwrap_or(""),
        row["variant"].as_str(),
        row["detail"].as_str().unwrap_or(""),
    )
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

/// Read a JSON-lines report (of `check --json`), calling `row` with each
/// line's number and value; blank lines are skipped. A last line without
/// its newline that does not parse is the trace of a killed run: it is
/// ignored, and the result is `true` (cut short). Any other line that is
/// not JSON, and any error `row` returns, ends the reading with the line.
pub fn read_json_lines(
    path: &std::path::Path,
    mut row: impl FnMut(usize, serde_json::Value) -> Result<(), LineError>,
) -> Result<bool, LineError> {
    use std::io::BufRead;
    let file = std::fs::File::open(path).map_err(|e| LineError {
        line: 0,
        what: e.to_string(),
    })?;
    let mut reader = std::io::BufReader::new(file);
    let mut buf = Vec::new();
    let mut number = 0;
    loop {
        buf.clear();
        let n = reader.read_until(b'\n', &mut buf).map_err(|e| LineError {
            line: number + 1,
            what: e.to_string(),
        })?;
        if n == 0 {
            return Ok(false);
        }
        number += 1;
        let complete = buf.ends_with(b"\n");
        let text = String::from_utf8_lossy(&buf);
        if text.trim().is_empty() {
            continue;
        }
        match serde_json::from_str(text.trim()) {
            Ok(value) => row(number, value)?,
            Err(_) if !complete => return Ok(true),
            Err(e) => {
                return Err(LineError {
                    line: number,
                    what: format!("not a report line: {e}"),
                })
            }
        }
    }
}
