//! `alice merge` for check reports: the JSON-lines reports of the shards of
//! one check (`check --shard I/N --json`), or any reports of disjoint
//! problems, combined into one report in the order of the unsharded check.
//!
//! A row given twice (the same file key, problem and twin in two reports)
//! is an overlap and rejected. With shard headers (the first line of a
//! sharded report, [`Header`]) the shards must be of the same set (same
//! count of shards, same fingerprint of the set's keys), and every problem
//! a present shard lists must have its rows; what is missing is reported
//! as a gap: a whole shard, or rows of a shard that was cut short. A shard
//! given in two reports (a run and its `--resume`) is one shard.

use super::report::{read_report, ReportLine, Tail};
use super::shard_header::{Expected, Header};
use crate::shard::Shard;
use crate::verdict::Status;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;
use thiserror::Error;

/// Why reports cannot be merged.
#[derive(Debug, Error)]
pub enum MergeError {
    /// A report that cannot be read, with the line.
    #[error("{file}, line {line}: {what}")]
    Read {
        /// The report's path.
        file: String,
        /// The line number, from 1 (0: the file cannot be opened or read).
        line: usize,
        /// What is wrong.
        what: String,
    },
    /// The same row in two reports.
    #[error("overlap: {row} is in {first} and in {second}")]
    Overlap {
        /// The row: `<file key>#<problem> <twin>`.
        row: String,
        /// The path of the report read first that has it.
        first: String,
        /// The path of the other report that has it.
        second: String,
    },
    /// Reports of different sets or shardings.
    #[error("{0}")]
    Mismatch(String),
}

/// One report as read.
#[derive(Debug, Default)]
pub struct CheckReport {
    /// The file it was read from (for messages).
    pub name: String,
    /// Shard headers found (normally one, or none for an unsharded run).
    pub headers: Vec<Header>,
    /// The rows, as written.
    pub rows: Vec<Value>,
    /// A last line cut short (a killed run) was ignored.
    pub cut_line: bool,
}

/// Read a JSON-lines check report with [`read_report`], the reader of
/// `check --resume` too: a last line without its newline is read when it
/// starts with a complete header or row (stray bytes after it are
/// ignored), else ignored (a killed run); any other line that is neither a
/// header nor a report row is an error with its line number.
pub fn read_check_report(path: &Path) -> Result<CheckReport, MergeError> {
    let name = path.display().to_string();
    let (mut headers, mut rows) = (Vec::new(), Vec::new());
    let tail = read_report(path, |_, line| {
        match line {
            ReportLine::Header(h) => headers.push(h),
            ReportLine::Row(row) => rows.push(row),
        }
        Ok(())
    })
    .map_err(|e| MergeError::Read {
        file: name.clone(),
        line: e.line,
        what: e.what,
    })?;
    Ok(CheckReport {
        name,
        headers,
        rows,
        cut_line: matches!(tail, Tail::Cut { .. }),
    })
}

/// A row's identity: file key, problem, twin.
fn identity(row: &Value) -> (String, u64, String) {
    let file = row["key"]
        .as_str()
        .or_else(|| row["path"].as_str())
        .or_else(|| row["file"].as_str())
        .unwrap_or("")
        .to_string();
    (
        file,
        row["problem"].as_u64().unwrap_or(0),
        row["twin"].as_str().unwrap_or("").to_string(),
    )
}

/// Reports merged.
#[derive(Debug, Default)]
pub struct Merged {
    /// Every row, in the order of the unsharded check.
    pub rows: Vec<Value>,
    /// What is missing (empty when the set is complete or unknown).
    pub gaps: Vec<String>,
    /// The header of the merged report (shard 1/1), when the reports had
    /// headers and nothing is missing.
    pub header: Option<Header>,
}

/// Merge check reports (see the module documentation).
pub fn merge_check(reports: &[CheckReport]) -> Result<Merged, MergeError> {
    let owner = owners(reports)?;
    // Headers: one set, one sharding.
    let headers: Vec<&Header> = reports.iter().flat_map(|r| r.headers.iter()).collect();
    let mut merged = Merged::default();
    let mut expected: BTreeMap<(String, usize), &Expected> = BTreeMap::new();
    if let Some(first) = headers.first() {
        for h in &headers {
            if h.shard.count != first.shard.count
                || h.problems != first.problems
                || h.fingerprint != first.fingerprint
            {
                return Err(MergeError::Mismatch(format!(
                    "reports of different runs: shard {} of a set of {} problems ({}) and shard {} of a set of {} ({}); give the shards of one check, run with the same arguments",
                    first.shard, first.problems, first.fingerprint, h.shard, h.problems, h.fingerprint
                )));
            }
            for e in &h.expected {
                expected.insert((e.key.clone(), e.problem), e);
            }
        }
        merged.gaps = gaps(&headers, &expected, &owner);
        for id in owner.keys() {
            if !expected.contains_key(&(id.0.clone(), id.1 as usize)) {
                return Err(MergeError::Mismatch(format!(
                    "{}#{} is in a report but in no shard's list of problems",
                    id.0, id.1
                )));
            }
        }
        if merged.gaps.is_empty() {
            let mut list: Vec<Expected> = expected.values().map(|e| (*e).clone()).collect();
            list.sort_by_key(|e| e.seq);
            merged.header = Some(Header {
                version: first.version,
                shard: Shard::ALL,
                problems: first.problems,
                fingerprint: first.fingerprint.clone(),
                expected: list,
            });
        }
    }
    // Order: the unsharded check's (by the problem's position in the set,
    // then its twins in order).
    let twin_rank = |row: &Value| -> usize {
        let id = identity(row);
        expected
            .get(&(id.0, id.1 as usize))
            .and_then(|e| e.twins.iter().position(|t| *t == id.2))
            .unwrap_or(0)
    };
    let mut rows: Vec<Value> = reports
        .iter()
        .flat_map(|r| r.rows.iter().cloned())
        .collect();
    rows.sort_by(|a, b| {
        let sa = a["seq"].as_u64().unwrap_or(u64::MAX);
        let sb = b["seq"].as_u64().unwrap_or(u64::MAX);
        sa.cmp(&sb)
            .then_with(|| identity(a).0.cmp(&identity(b).0))
            .then_with(|| identity(a).1.cmp(&identity(b).1))
            .then_with(|| twin_rank(a).cmp(&twin_rank(b)))
            .then_with(|| identity(a).2.cmp(&identity(b).2))
    });
    merged.rows = rows;
    Ok(merged)
}

/// The report of each row, by its identity; an error for a row in two
/// reports (overlapping shards).
fn owners(reports: &[CheckReport]) -> Result<HashMap<(String, u64, String), &str>, MergeError> {
    let mut owner = HashMap::new();
    for r in reports {
        for row in &r.rows {
            let id = identity(row);
            if let Some(first) = owner.insert(id.clone(), r.name.as_str()) {
                return Err(MergeError::Overlap {
                    row: format!("{}#{} {}", id.0, id.1, id.2).trim_end().to_string(),
                    first: first.to_string(),
                    second: r.name.clone(),
                });
            }
        }
    }
    Ok(owner)
}

/// What the merged reports miss of the set their `headers` (all of one
/// sharding) list: whole shards, then the `expected` twins no report has a
/// row of (`owner`).
fn gaps(
    headers: &[&Header],
    expected: &BTreeMap<(String, usize), &Expected>,
    owner: &HashMap<(String, u64, String), &str>,
) -> Vec<String> {
    let mut gaps = Vec::new();
    let first = headers[0];
    let present: BTreeSet<usize> = headers.iter().map(|h| h.shard.index).collect();
    let missing_shards: Vec<usize> = (1..=first.shard.count)
        .filter(|i| !present.contains(i))
        .collect();
    if !missing_shards.is_empty() {
        let lost = first.problems.saturating_sub(expected.len());
        gaps.push(format!(
            "no report of shard{} {} of {}: {lost} problem{} of the set missing",
            if missing_shards.len() == 1 { "" } else { "s" },
            missing_shards
                .iter()
                .map(|i| i.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            first.shard.count,
            if lost == 1 { "" } else { "s" },
        ));
    }
    for e in expected.values() {
        for t in &e.twins {
            if !owner.contains_key(&(e.key.clone(), e.problem as u64, t.clone())) {
                let twin = if t.is_empty() {
                    String::new()
                } else {
                    format!(" {t})")
                };
                gaps.push(format!(
                    "{}#{}{twin}: no row (shard {} was cut short?)",
                    e.key,
                    e.problem,
                    Shard {
                        index: crate::shard::shard_of(
                            &super::shard_header::key(&e.key, e.problem),
                            first.shard.count
                        ),
                        count: first.shard.count
                    }
                ));
            }
        }
    }
    gaps
}

/// Counts by status of merged rows.
pub fn counts(rows: &[Value]) -> BTreeMap<Status, usize> {
    let mut counts = BTreeMap::new();
    for row in rows {
        if let Ok(s) = serde_json::from_value::<Status>(row["status"].clone()) {
            *counts.entry(s).or_default() += 1;
        }
    }
    counts
}
