//! The units of `alice check`'s work and report: the problems of one file
//! as they are read ([`Item`]), the finished rows ([`CheckRow`]), and the plan
//! of a sharded check (which problems of the whole set are this shard's).
//!
//! Files are read one at a time as the check reaches them, so nothing here
//! holds more than one file's problems; a sharded check reads every file
//! once more beforehand to know the whole set (keys and fingerprint only).

use super::common::CliError;
use super::inputs::{path_key, InputSource, RowKey};
use alice::check::judge::CheckSettings;
use alice::check::readings::{self, TwinReadings};
use alice::check::report;
use alice::check::run::check_problem;
use alice::check::shard_header::{self, Expected, Fingerprint, Header};
use alice::formats;
use alice::output::Format;
use alice::problem::Problem;
use alice::shard::Shard;
use alice::verdict::{Solution, Status, TwinOutcome};
use std::collections::HashSet;

/// One unit of the report: a problem that was read, or a reading error.
pub enum Item {
    /// A problem read from its file.
    Problem {
        /// The file as given or found.
        file: String,
        /// The file's canonical path (the report key).
        key: String,
        /// The problem's number in its file, from 1.
        index: usize,
        /// The problem.
        problem: Box<Problem>,
        /// Where it stands in the whole set.
        at: At,
    },
    /// A file or problem that could not be read.
    Broken {
        /// The file as given or found.
        file: String,
        /// The file's canonical path (the report key).
        key: String,
        /// The problem's number in its file, from 1.
        index: usize,
        /// What is wrong, with where.
        error: String,
        /// Where it stands in the whole set.
        at: At,
    },
}

/// Where an item stands in the whole set: its file's path under its
/// argument (the shard key's file part) and its position.
#[derive(Clone, Debug, Default)]
pub struct At {
    /// The file's path under its argument.
    pub rel: String,
    /// The item's position in the whole (unsharded) set, from 0.
    pub seq: usize,
}

impl Item {
    /// Where the item stands in the whole set.
    pub fn at(&self) -> &At {
        match self {
            Item::Problem { at, .. } | Item::Broken { at, .. } => at,
        }
    }

    /// The problem's number in its file.
    pub fn index(&self) -> usize {
        match self {
            Item::Problem { index, .. } | Item::Broken { index, .. } => *index,
        }
    }

    /// The labels of the item's twins (one empty label without twins, or
    /// for a broken item).
    pub fn twin_labels(&self) -> Vec<String> {
        match self {
            Item::Problem { problem, .. } => twin_labels(problem),
            Item::Broken { .. } => vec![String::new()],
        }
    }

    /// The report keys of the item's rows.
    pub fn row_keys(&self) -> Vec<RowKey> {
        let (Item::Problem { key, index, .. } | Item::Broken { key, index, .. }) = self;
        self.twin_labels()
            .into_iter()
            .map(|l| (key.clone(), *index, l))
            .collect()
    }

    /// Solve the item (twins one after the other; problems are solved in
    /// parallel), under every reading with `readings`: its rows, or the
    /// error row of a broken one.
    pub fn check(&self, readings: bool, settings: &CheckSettings) -> Vec<CheckRow> {
        let Item::Problem {
            file,
            key,
            index,
            problem,
            at,
        } = self
        else {
            let Item::Broken { error, .. } = self else {
                return Vec::new();
            };
            return vec![CheckRow::error(self, error.clone())];
        };
        let variant = (!problem.variant.is_standard()).then(|| problem.variant.to_string());
        let outcomes: Vec<(_, Option<TwinReadings>)> = if readings {
            readings::check_readings(problem, settings)
                .into_iter()
                .map(|(o, r)| (o, Some(r)))
                .collect()
        } else {
            check_problem(problem, settings)
                .into_iter()
                .map(|o| (o, None))
                .collect()
        };
        outcomes
            .into_iter()
            .map(|(outcome, readings)| CheckRow {
                file: file.clone(),
                key: key.clone(),
                index: *index,
                name: problem.name.clone(),
                variant: variant.clone(),
                outcome,
                at: at.clone(),
                readings,
            })
            .collect()
    }
}

/// The labels of a problem's twins.
fn twin_labels(problem: &Problem) -> Vec<String> {
    match problem.twin_results() {
        Ok(twins) => twins.into_iter().map(|(label, _)| label).collect(),
        Err(_) => vec![String::new()],
    }
}

/// The items of one source, numbered from `*seq` on (which is advanced);
/// `apply` puts the command line's variant and readings on each problem.
pub fn file_items(
    source: InputSource,
    rel: &str,
    seq: &mut usize,
    apply: &dyn Fn(&mut Problem) -> Result<(), CliError>,
) -> Vec<Item> {
    let mut next_at = || {
        let at = At {
            rel: rel.to_string(),
            seq: *seq,
        };
        *seq += 1;
        at
    };
    let (path, bad) = match source {
        InputSource::File(p) => (p, None),
        InputSource::Bad(p, why) => (p, Some(why)),
    };
    let file = path.display().to_string();
    let key = path_key(&path);
    let broken = |index, error, at| Item::Broken {
        file: file.clone(),
        key: key.clone(),
        index,
        error,
        at,
    };
    if let Some(why) = bad {
        return vec![broken(1, format!("{file}: {why}"), next_at())];
    }
    match formats::read_problems(&path) {
        Err(e) => vec![broken(1, format!("{file}: {e}"), next_at())],
        Ok(list) if list.is_empty() => vec![broken(
            1,
            format!("{file}: no problem found in this file"),
            next_at(),
        )],
        Ok(list) => list
            .into_iter()
            .enumerate()
            .map(|(i, r)| {
                let index = i + 1;
                let problem = r.map_err(|e| e.to_string()).and_then(|mut p| {
                    apply(&mut p).map(|()| p).map_err(|e| match e {
                        CliError::Input(m) => m,
                        other => format!("{other:?}"),
                    })
                });
                let at = next_at();
                match problem {
                    Ok(problem) => Item::Problem {
                        file: file.clone(),
                        key: key.clone(),
                        index,
                        problem: Box::new(problem),
                        at,
                    },
                    Err(e) => broken(index, e, at),
                }
            })
            .collect(),
    }
}

/// A sharded check's plan: the report's header and the positions (in the
/// whole set) of this shard's problems.
pub struct ShardPlan {
    /// The first line of the shard's JSON report.
    pub header: Header,
    /// The positions of this shard's problems.
    pub mine: HashSet<usize>,
}

/// Read every source once to know the whole set: its size, its
/// fingerprint and this shard's problems with their twins. Only the keys
/// of the whole set pass through memory, one at a time.
pub fn plan_shard(
    sources: impl Iterator<Item = (InputSource, String)>,
    shard: Shard,
    apply: &dyn Fn(&mut Problem) -> Result<(), CliError>,
) -> ShardPlan {
    let mut fingerprint = Fingerprint::new();
    let mut seq = 0;
    let mut expected = Vec::new();
    let mut mine = HashSet::new();
    for (source, rel) in sources {
        for item in file_items(source, &rel, &mut seq, apply) {
            let key = shard_header::key(&item.at().rel, item.index());
            fingerprint.add(&key);
            if shard.contains(&key) {
                mine.insert(item.at().seq);
                expected.push(Expected {
                    key: item.at().rel.clone(),
                    problem: item.index(),
                    twins: item.twin_labels(),
                    seq: item.at().seq,
                });
            }
        }
    }
    ShardPlan {
        header: Header {
            version: 1,
            shard,
            problems: seq,
            fingerprint: fingerprint.finish(),
            expected,
        },
        mine,
    }
}

/// One finished line of the report.
pub struct CheckRow {
    /// The file as given or found.
    pub file: String,
    /// The file's canonical path (the report key).
    pub key: String,
    /// The problem's number in its file.
    pub index: usize,
    /// The problem's name (its authors), for the JSON row.
    pub name: String,
    /// The variant, when it is not standard Alice Chess.
    pub variant: Option<String>,
    /// The twin's result.
    pub outcome: TwinOutcome,
    /// Where the problem stands in the whole set.
    pub at: At,
    /// The rule sensitivity (with `--readings all`).
    pub readings: Option<TwinReadings>,
}

/// A row of `check --json` (docs/json.md). Its keys are written in this
/// order, alphabetical, as the rows have always had them; `result` and
/// `readings` keep their own (sorted) order.
#[derive(serde::Serialize)]
pub struct JsonRow<'a> {
    detail: &'a str,
    file: &'a str,
    /// The file's path under its argument.
    key: &'a str,
    name: &'a str,
    /// The file's canonical path.
    path: &'a str,
    problem: usize,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "sorted")]
    readings: Option<&'a TwinReadings>,
    result: serde_json::Value,
    schema_version: u32,
    seconds: f64,
    seq: usize,
    status: Status,
    stipulation: Option<String>,
    twin: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    variant: Option<&'a str>,
}

/// A value written with its keys sorted, as a JSON value has them.
pub fn sorted<T: serde::Serialize, S: serde::Serializer>(
    value: &T,
    s: S,
) -> Result<S::Ok, S::Error> {
    use serde::Serialize;
    serde_json::to_value(value)
        .map_err(serde::ser::Error::custom)?
        .serialize(s)
}

impl CheckRow {
    /// The row as printed in the run's one format (written by the worker:
    /// the reorder buffer only prints it); empty when interrupted.
    pub fn written(&self, format: Format) -> String {
        match (self.outcome.status, format) {
            (Status::Interrupted, _) => String::new(),
            (_, Format::Json) => serde_json::to_string(&self.json()).unwrap_or_default(),
            (_, Format::Text) => self.text(),
        }
    }

    /// The error line of an item that could not be read or solved.
    pub fn error(item: &Item, detail: String) -> CheckRow {
        let (Item::Problem {
            file, key, index, ..
        }
        | Item::Broken {
            file, key, index, ..
        }) = item;
        CheckRow {
            file: file.clone(),
            key: key.clone(),
            index: *index,
            name: String::new(),
            variant: None,
            outcome: TwinOutcome {
                label: String::new(),
                stipulation: None,
                status: Status::Error,
                detail,
                solution: Solution::None,
                intended: String::new(),
                seconds: 0.0,
            },
            at: item.at().clone(),
            readings: None,
        }
    }

    /// The row as a JSON object (`check --json`).
    pub fn json(&self) -> JsonRow<'_> {
        JsonRow {
            detail: &self.outcome.detail,
            file: &self.file,
            key: &self.at.rel,
            name: &self.name,
            path: &self.key,
            problem: self.index,
            readings: self.readings.as_ref(),
            result: self.outcome.solution.json(),
            schema_version: alice::output::JSON_SCHEMA_VERSION,
            seconds: (self.outcome.seconds * 1000.0).round() / 1000.0,
            seq: self.at.seq,
            status: self.outcome.status,
            stipulation: self.outcome.stipulation.map(|s| s.to_string()),
            twin: &self.outcome.label,
            variant: self.variant.as_deref(),
        }
    }

    /// The row as text, with its rule-sensitivity lines under it.
    pub fn text(&self) -> String {
        let stip = self.outcome.stipulation.map(|s| s.to_string());
        let mut text = report::RowText {
            status: self.outcome.status,
            file: &self.file,
            index: self.index,
            twin: &self.outcome.label,
            stipulation: stip.as_deref().unwrap_or(""),
            variant: self.variant.as_deref(),
            detail: &self.outcome.detail,
        }
        .text();
        for l in self.readings.iter().flat_map(readings::text_lines) {
            text.push('\n');
            text.push_str(&l);
        }
        text
    }
}
