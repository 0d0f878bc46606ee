//! `alice check PATH...`: solve every problem (and twin) of files and
//! directories, compare with the intended solutions, and report.
//!
//! Problems are solved in parallel with a time limit each; a broken, slow or
//! panicking problem, or a path that cannot be read, is reported and the
//! others go on. Results are printed in input order (a reorder buffer keeps
//! the order whatever the thread count), one line per twin, then a summary
//! table. With `--json`, one JSON object per twin is written instead, each
//! as soon as it and the problems before it are done; `--resume REPORT`
//! skips the problems such a report already holds. Ctrl-C stops the
//! problems in flight: the rows already written stay, the summary counts the
//! rest as interrupted (no row, so a resume solves them).
//!
//! `--shard I/N` keeps one slice of the problems (`alice::check::shard_header`;
//! `alice merge` joins the reports); `--readings all` adds each problem's
//! rule sensitivity (`alice::check::readings`) under its line and a summary.

use super::common::{thread_pool, CliError};
use super::inputs::{self, path_key, InputSource, RowKey};
use super::progress::Bar;
use alice::check::judge::CheckSettings;
use alice::check::readings::{self, TwinReadings};
use alice::check::report;
use alice::check::run::check_problem;
use alice::check::shard_header::{self, Expected, Header};
use alice::formats;
use alice::output::html::{HtmlReport, Row};
use alice::problem::Problem;
use alice::shard::Shard;
use alice::verdict::Status;
use alice::verdict::TwinOutcome;
use rayon::prelude::*;
use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Duration;

/// Arguments of `alice check`.
#[derive(clap::Args)]
pub struct CheckArgs {
    /// Problem files (.yaml, .yml, .olv, .inp) and directories.
    pub paths: Vec<PathBuf>,
    /// Time limit per problem in seconds (0: none).
    #[arg(long, default_value_t = 60.0, value_parser = super::common::parse_seconds)]
    pub timeout: f64,
    /// Write one JSON object per problem (and twin) instead of text.
    #[arg(long)]
    pub json: bool,
    /// Skip the problems already in this JSON report (from --json).
    #[arg(long, value_name = "REPORT")]
    pub resume: Option<PathBuf>,
    /// Analyse tries even where the problem's options do not ask for them.
    #[arg(long)]
    pub tries: bool,
    /// Help and series play: stop after N solutions of each length (more
    /// than intended is a cook however many there are; 0: no limit).
    #[arg(long, value_name = "N", default_value_t = 1000)]
    pub max_solutions: usize,
    /// Worker threads, 1 to 256 (default: all cores).
    #[arg(long, short = 'j', value_parser = super::common::parse_jobs)]
    pub jobs: Option<usize>,
    #[command(flatten)]
    pub variant: super::variant::VariantArgs,
    /// Also write a self-contained HTML report to this file: each problem
    /// and twin with its diagram, status and solution, and the summary.
    #[arg(long, value_name = "REPORT.html")]
    pub html: Option<PathBuf>,
    /// Check only shard I of N, a fixed slice of the problems (by a hash of
    /// each file's path under its argument and the problem's number); with
    /// --json the report starts with the shard's header, for `alice merge`.
    #[arg(long, value_name = "I/N")]
    pub shard: Option<Shard>,
    /// `all`: also solve every problem under every combination of the
    /// disputed rule readings (castling, en-passant, block) and report what
    /// changes.
    #[arg(long, value_name = "all")]
    pub readings: Option<super::variant::AllReadings>,
}

/// One unit of the report: a problem that was read, or a reading error.
enum Item {
    Problem {
        file: String,
        key: String,
        index: usize,
        problem: Box<Problem>,
        at: At,
    },
    Broken {
        file: String,
        key: String,
        index: usize,
        error: String,
        at: At,
    },
}

/// Where an item stands in the whole set: its file's path under its
/// argument (the shard key's file part) and its position.
#[derive(Clone, Debug, Default)]
struct At {
    rel: String,
    seq: usize,
}

impl Item {
    fn at(&self) -> &At {
        match self {
            Item::Problem { at, .. } | Item::Broken { at, .. } => at,
        }
    }
    fn index(&self) -> usize {
        match self {
            Item::Problem { index, .. } | Item::Broken { index, .. } => *index,
        }
    }
}

/// One finished line of the report.
struct Line {
    file: String,
    key: String,
    index: usize,
    name: String,
    /// The variant, when it is not standard Alice Chess.
    variant: Option<String>,
    outcome: TwinOutcome,
    at: At,
    readings: Option<TwinReadings>,
}

impl Line {
    fn json(&self) -> serde_json::Value {
        let mut row = serde_json::json!({
            "file": self.file,
            "path": self.key,
            "problem": self.index,
            "name": self.name,
            "twin": self.outcome.label,
            "stipulation": self.outcome.stipulation.map(|s| s.to_string()),
            "status": self.outcome.status,
            "detail": self.outcome.detail,
            "seconds": (self.outcome.seconds * 1000.0).round() / 1000.0,
            "result": self.outcome.json,
        });
        if let Some(v) = &self.variant {
            row["variant"] = v.clone().into();
        }
        row["key"] = self.at.rel.clone().into();
        row["seq"] = self.at.seq.into();
        if let Some(r) = &self.readings {
            row["readings"] = serde_json::to_value(r).unwrap_or_default();
        }
        row
    }

    fn text(&self) -> String {
        let stip = self.outcome.stipulation.map(|s| s.to_string());
        let mut text = report::row_text(
            self.outcome.status,
            &self.file,
            self.index,
            &self.outcome.label,
            stip.as_deref().unwrap_or(""),
            self.variant.as_deref(),
            &self.outcome.detail,
        );
        for l in self.readings.iter().flat_map(readings::text_lines) {
            text.push('\n');
            text.push_str(&l);
        }
        text
    }
}

fn read_items(sources: Vec<(InputSource, String)>, args: &CheckArgs) -> Vec<Item> {
    let mut items = Vec::new();
    for (source, rel) in sources {
        let at = |items: &Vec<Item>| At {
            rel: rel.clone(),
            seq: items.len(),
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
            items.push(broken(1, format!("{file}: {why}"), at(&items)));
            continue;
        }
        match formats::read_problems(&path) {
            Err(e) => items.push(broken(1, format!("{file}: {e}"), at(&items))),
            Ok(list) => {
                for (i, r) in list.into_iter().enumerate() {
                    let index = i + 1;
                    let problem = r.map_err(|e| e.to_string()).and_then(|mut p| {
                        args.variant.apply(&mut p).map(|()| p).map_err(|e| match e {
                            CliError::Input(m) => m,
                            other => format!("{other:?}"),
                        })
                    });
                    let at = at(&items);
                    items.push(match problem {
                        Ok(problem) => Item::Problem {
                            file: file.clone(),
                            key: key.clone(),
                            index,
                            problem: Box::new(problem),
                            at,
                        },
                        Err(e) => broken(index, e, at),
                    });
                }
            }
        }
    }
    items
}

/// The report keys of a problem's twins.
fn twin_keys(key: &str, index: usize, problem: &Problem) -> Vec<RowKey> {
    let labels: Vec<String> = match problem.twin_list() {
        Ok(twins) => twins.into_iter().map(|(label, _, _)| label).collect(),
        Err(_) => vec![String::new()],
    };
    labels
        .into_iter()
        .map(|l| (key.to_string(), index, l))
        .collect()
}

/// Counts by status for the summary (nothing else of a row is kept, so a
/// batch's memory does not grow with its reports).
type Counts = BTreeMap<Status, usize>;

/// Run `alice check`; the exit status is 0 when every problem is as
/// intended, 1 when some are not, 2 when some could not be read, 130 after
/// Ctrl-C.
pub fn run(args: CheckArgs) -> Result<i32, CliError> {
    if args.paths.is_empty() {
        return Err(CliError::Input(
            "give problem files or directories: alice check problems/".into(),
        ));
    }
    args.variant.variant()?; // a bad --variant or --rule is a usage error
                             // The report stays locked until the run ends: a second run on it is
                             // refused rather than interleaved.
    let (_lock, resumed) = match &args.resume {
        Some(p) => (Some(inputs::lock_report(p)?), inputs::read_resume(p)?),
        None => (None, inputs::Resumed::default()),
    };
    if resumed.cut_line {
        eprintln!("note: the last line of the report was cut short; its problem is checked again");
    }
    let mut counts = Counts::new();
    let mut from_report = 0;
    let mut seen: HashSet<RowKey> = HashSet::new();
    let sources = inputs::collect_rel(&args.paths);
    if sources.is_empty() {
        return Err(CliError::Input(format!(
            "no problem files found in {} (problem files end in .yaml, .yml, .olv, .inp or .pop)",
            args.paths
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    let all = read_items(sources, &args);
    let (header, all) = select_shard(all, &args);
    let items: Vec<Item> = all
        .into_iter()
        .filter(|item| {
            let Item::Problem {
                key,
                index,
                problem,
                ..
            } = item
            else {
                return true;
            };
            let keys = twin_keys(key, *index, problem);
            let statuses: Option<Vec<Status>> =
                keys.iter().map(|k| resumed.rows.get(k).copied()).collect();
            match statuses {
                // Every twin is in the report (and not interrupted): done.
                Some(s) if s.iter().all(|&s| s != Status::Interrupted) => {
                    for (k, st) in keys.into_iter().zip(s) {
                        if seen.insert(k) {
                            *counts.entry(st).or_default() += 1;
                            from_report += 1;
                        }
                    }
                    false
                }
                _ => true,
            }
        })
        .collect();
    drop(resumed);
    let settings = CheckSettings {
        tries: args.tries,
        refutations: None,
        set_play: false,
        timeout: (args.timeout > 0.0).then(|| Duration::from_secs_f64(args.timeout)),
        max_solutions: (args.max_solutions > 0).then_some(args.max_solutions),
        observer: None,
        shard: None,
    };
    let html = open_html(&args)?;
    let pool = thread_pool(args.jobs)?;
    if let (Some(h), true) = (&header, args.json) {
        let line = serde_json::json!({ "alice_report": h });
        super::common::print_line(&line.to_string());
    }
    let bar = Bar::new("checking");
    bar.inner().set_length(items.len() as u64);

    // Reorder buffer: results are printed in input order as soon as all
    // earlier ones are done; only the counts are kept after printing.
    struct Printer {
        next: usize,
        pending: BTreeMap<usize, Vec<Line>>,
        counts: Counts,
        sensitivity: Vec<(String, TwinReadings)>,
    }
    let printer = Mutex::new(Printer {
        next: 0,
        pending: BTreeMap::new(),
        counts,
        sensitivity: Vec::new(),
    });
    let json = args.json;
    let emit = |i: usize, lines: Vec<Line>| {
        let Ok(mut p) = printer.lock() else { return };
        p.pending.insert(i, lines);
        loop {
            let n = p.next;
            let Some(ready) = p.pending.remove(&n) else {
                break;
            };
            if let Some(h) = &html {
                html_rows(h, &items[n], &ready);
            }
            for line in ready {
                *p.counts.entry(line.outcome.status).or_default() += 1;
                if line.outcome.status == Status::Interrupted {
                    continue; // no result: a resume solves it again
                }
                if let Some(r) = &line.readings {
                    let label = report::row_label(&line.file, line.index, &line.outcome.label);
                    p.sensitivity.push((label, r.clone()));
                }
                let text = if json {
                    line.json().to_string()
                } else {
                    line.text()
                };
                bar.println(&text);
            }
            p.next += 1;
        }
        let _ = std::io::stdout().flush();
    };

    pool.install(|| {
        items.par_iter().enumerate().for_each(|(i, item)| {
            let lines = match item {
                Item::Broken {
                    file,
                    key,
                    index,
                    error,
                    at,
                } => vec![Line {
                    file: file.clone(),
                    key: key.clone(),
                    index: *index,
                    name: String::new(),
                    variant: None,
                    outcome: TwinOutcome {
                        label: String::new(),
                        stipulation: None,
                        status: Status::Error,
                        detail: error.clone(),
                        text: String::new(),
                        intended: String::new(),
                        json: serde_json::Value::Null,
                        seconds: 0.0,
                    },
                    at: at.clone(),
                    readings: None,
                }],
                Item::Problem {
                    file,
                    key,
                    index,
                    problem,
                    at,
                } => {
                    // Twins are solved one after the other, problems in parallel.
                    let variant =
                        (!problem.variant.is_standard()).then(|| problem.variant.to_string());
                    let outcomes: Vec<(TwinOutcome, Option<TwinReadings>)> =
                        if args.readings.is_some() {
                            readings::check_readings(problem, &settings)
                                .into_iter()
                                .map(|(o, r)| (o, Some(r)))
                                .collect()
                        } else {
                            check_problem(problem, &settings)
                                .into_iter()
                                .map(|o| (o, None))
                                .collect()
                        };
                    outcomes
                        .into_iter()
                        .map(|(outcome, readings)| Line {
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
            };
            emit(i, lines);
            bar.inner().inc(1);
        })
    });
    drop(bar);
    let printer = printer
        .into_inner()
        .map_err(|_| CliError::Input("internal error: report lock".into()))?;
    summary(&printer.counts, from_report, &args);
    for line in readings::summary_lines(&printer.sensitivity) {
        summary_line(&line, &args);
    }
    if let (Some(h), Some(path)) = (html, &args.html) {
        let h = h
            .into_inner()
            .map_err(|_| CliError::Input("internal error: HTML report lock".into()))?;
        h.finish(&printer.counts, from_report)
            .map_err(|e| CliError::Input(format!("cannot write {}: {e}", path.display())))?;
    }
    Ok(report::exit_status(&printer.counts))
}

/// With `--shard I/N`: the shard's header and its items (the others are
/// dropped); without: no header, every item.
fn select_shard(all: Vec<Item>, args: &CheckArgs) -> (Option<Header>, Vec<Item>) {
    let Some(shard) = args.shard else {
        return (None, all);
    };
    let keys: Vec<String> = all
        .iter()
        .map(|i| shard_header::key(&i.at().rel, i.index()))
        .collect();
    let fingerprint = shard_header::fingerprint(keys.iter().map(String::as_str));
    let problems = all.len();
    let mut expected = Vec::new();
    let mut mine = Vec::new();
    for (item, key) in all.into_iter().zip(&keys) {
        if !shard.contains(key) {
            continue;
        }
        let twins = match &item {
            Item::Problem { problem, .. } => twin_keys("", 0, problem)
                .into_iter()
                .map(|(_, _, l)| l)
                .collect(),
            Item::Broken { .. } => vec![String::new()],
        };
        expected.push(Expected {
            key: item.at().rel.clone(),
            problem: item.index(),
            twins,
            seq: item.at().seq,
        });
        mine.push(item);
    }
    let header = Header {
        version: 1,
        shard,
        problems,
        fingerprint,
        expected,
    };
    (Some(header), mine)
}

fn summary_line(line: &str, args: &CheckArgs) {
    if args.json {
        eprintln!("{line}");
    } else {
        super::common::print_line(line);
    }
}

/// Print the summary table (standard output for text, standard error
/// with `--json`).
fn summary(counts: &Counts, from_report: usize, args: &CheckArgs) {
    for line in report::summary_lines(counts) {
        summary_line(&line, args);
    }
    if let (Some(report), true) = (&args.resume, from_report > 0) {
        summary_line(&format!("({from_report} from {})", report.display()), args);
    }
}

/// The HTML report being written, behind a lock (rows come from the
/// reorder buffer).
type Html = Mutex<HtmlReport<std::io::BufWriter<std::fs::File>>>;

/// Create the `--html` file and write the page's start (an error before
/// any work: exit status 2).
fn open_html(args: &CheckArgs) -> Result<Option<Html>, CliError> {
    let Some(path) = &args.html else {
        return Ok(None);
    };
    let fail = |e: std::io::Error| CliError::Input(format!("cannot write {}: {e}", path.display()));
    let file = std::fs::File::create(path).map_err(fail)?;
    let title: Vec<String> = args.paths.iter().map(|p| p.display().to_string()).collect();
    let report =
        HtmlReport::begin(std::io::BufWriter::new(file), &title.join(" ")).map_err(fail)?;
    Ok(Some(Mutex::new(report)))
}

/// Add the rows of one item to the HTML report (interrupted twins have no
/// row, as in the text and JSON reports).
fn html_rows(html: &Html, item: &Item, lines: &[Line]) {
    let problem = match item {
        Item::Problem { problem, .. } => Some(problem.as_ref()),
        Item::Broken { .. } => None,
    };
    let rows: Vec<Row> = lines
        .iter()
        .filter(|l| l.outcome.status != Status::Interrupted)
        .map(|l| Row {
            file: &l.file,
            index: l.index,
            label: &l.outcome.label,
            stipulation: l.outcome.stipulation.map(|s| s.to_string()),
            status: l.outcome.status,
            detail: &l.outcome.detail,
            solution: &l.outcome.text,
            intended: &l.outcome.intended,
        })
        .collect();
    if let Ok(mut h) = html.lock() {
        h.rows(problem, &rows);
    }
}
