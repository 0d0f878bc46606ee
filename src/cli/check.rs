//! `alice check PATH...`: solve every problem (and twin) of files and
//! directories, compare with the intended solutions, and report.
//!
//! Problems are solved in parallel with a time limit each; a broken, slow or
//! panicking problem is reported and the others go on. Results are printed
//! in input order (a reorder buffer keeps the order whatever the thread
//! count), one line per twin, then a summary table. With `--json`, one JSON
//! object per twin is written instead, each as soon as it and the problems
//! before it are done; `--resume REPORT` skips the problems such a report
//! already holds.

use super::progress::Bar;
use super::{thread_pool, CliError};
use alice::check::run::{check_problem, CheckSettings, TwinOutcome};
use alice::check::Status;
use alice::formats;
use alice::problem::Problem;
use rayon::prelude::*;
use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

/// Arguments of `alice check`.
#[derive(clap::Args)]
pub struct CheckArgs {
    /// Problem files (.yaml, .yml, .olv, .inp) and directories.
    pub paths: Vec<PathBuf>,
    /// Time limit per problem in seconds (0: none).
    #[arg(long, default_value_t = 60.0)]
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
    /// Worker threads (default: all cores).
    #[arg(long, short = 'j')]
    pub jobs: Option<usize>,
}

/// File extensions read as problem files.
const EXTENSIONS: [&str; 5] = ["yaml", "yml", "olv", "inp", "pop"];

/// One unit of the report: a problem that was read, or a reading error.
enum Item {
    Problem {
        file: String,
        index: usize,
        problem: Box<Problem>,
    },
    Broken {
        file: String,
        index: usize,
        error: String,
    },
}

impl Item {
    fn key(&self) -> (String, usize) {
        match self {
            Item::Problem { file, index, .. } | Item::Broken { file, index, .. } => {
                (file.clone(), *index)
            }
        }
    }
}

/// One finished line of the report.
struct Line {
    file: String,
    index: usize,
    name: String,
    outcome: TwinOutcome,
}

impl Line {
    fn json(&self) -> serde_json::Value {
        serde_json::json!({
            "file": self.file,
            "problem": self.index,
            "name": self.name,
            "twin": self.outcome.label,
            "stipulation": self.outcome.stipulation.map(|s| s.to_string()),
            "status": self.outcome.status,
            "detail": self.outcome.detail,
            "seconds": (self.outcome.seconds * 1000.0).round() / 1000.0,
            "result": self.outcome.json,
        })
    }

    fn text(&self) -> String {
        let twin = if self.outcome.label.is_empty() {
            String::new()
        } else {
            format!(" {})", self.outcome.label)
        };
        let stip = self
            .outcome
            .stipulation
            .map(|s| s.to_string())
            .unwrap_or_default();
        format!(
            "{:<22} {}#{}{} {} — {}",
            self.outcome.status.words(),
            self.file,
            self.index,
            twin,
            stip,
            self.outcome.detail
        )
    }
}

/// Collect problem files from files and directories (sorted, recursive).
fn collect_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, CliError> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut found = Vec::new();
            walk(p, &mut found).map_err(|e| CliError::Input(format!("{}: {e}", p.display())))?;
            found.sort();
            out.extend(found);
        } else if p.exists() {
            out.push(p.clone());
        } else {
            return Err(CliError::Input(format!(
                "{}: no such file or directory",
                p.display()
            )));
        }
    }
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            walk(&path, out)?;
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
        {
            out.push(path);
        }
    }
    Ok(())
}

fn read_items(files: &[PathBuf]) -> Vec<Item> {
    let mut items = Vec::new();
    for f in files {
        let file = f.display().to_string();
        match formats::read_problems(f) {
            Err(e) => items.push(Item::Broken {
                file: file.clone(),
                index: 1,
                error: format!("{file}: {e}"),
            }),
            Ok(list) => {
                for (i, r) in list.into_iter().enumerate() {
                    let index = i + 1;
                    items.push(match r {
                        Ok(problem) => Item::Problem {
                            file: file.clone(),
                            index,
                            problem: Box::new(problem),
                        },
                        Err(e) => Item::Broken {
                            file: file.clone(),
                            index,
                            error: e.to_string(),
                        },
                    });
                }
            }
        }
    }
    items
}

/// Problems already in a JSON report: (file, problem index).
/// Problems already in a report, and the report's lines.
type Resumed = (HashSet<(String, usize)>, Vec<serde_json::Value>);

fn read_resume(path: &Path) -> Result<Resumed, CliError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::Input(format!("--resume {}: {e}", path.display())))?;
    let mut done = HashSet::new();
    let mut lines = Vec::new();
    for (i, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        let v: serde_json::Value = serde_json::from_str(line).map_err(|e| {
            CliError::Input(format!(
                "--resume {}, line {}: not a report line: {e}",
                path.display(),
                i + 1
            ))
        })?;
        if let (Some(f), Some(n)) = (v["file"].as_str(), v["problem"].as_u64()) {
            done.insert((f.to_string(), n as usize));
            lines.push(v);
        }
    }
    Ok((done, lines))
}

/// Run `alice check`; the exit status is 0 when every problem is as
/// intended, 1 when some are not, 2 when some could not be read.
pub fn run(args: CheckArgs) -> Result<i32, CliError> {
    if args.paths.is_empty() {
        return Err(CliError::Input(
            "give problem files or directories: alice check problems/".into(),
        ));
    }
    let files = collect_files(&args.paths)?;
    let (done, previous) = match &args.resume {
        Some(p) => read_resume(p)?,
        None => (HashSet::new(), Vec::new()),
    };
    let items: Vec<Item> = read_items(&files)
        .into_iter()
        .filter(|it| !done.contains(&it.key()))
        .collect();
    let settings = CheckSettings {
        tries: args.tries,
        refutations: None,
        set_play: false,
        timeout: (args.timeout > 0.0).then(|| Duration::from_secs_f64(args.timeout)),
    };
    let pool = thread_pool(args.jobs)?;
    let bar = Bar::new("checking");
    bar.inner().set_length(items.len() as u64);

    // Reorder buffer: results are printed in input order as soon as all
    // earlier ones are done.
    struct Printer {
        next: usize,
        pending: BTreeMap<usize, Vec<Line>>,
        all: Vec<Line>,
    }
    let printer = Mutex::new(Printer {
        next: 0,
        pending: BTreeMap::new(),
        all: Vec::new(),
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
            for line in ready {
                let text = if json {
                    line.json().to_string()
                } else {
                    line.text()
                };
                bar.println(&text);
                p.all.push(line);
            }
            p.next += 1;
        }
        let _ = std::io::stdout().flush();
    };

    pool.install(|| {
        items.par_iter().enumerate().for_each(|(i, item)| {
            let lines = match item {
                Item::Broken { file, index, error } => vec![Line {
                    file: file.clone(),
                    index: *index,
                    name: String::new(),
                    outcome: TwinOutcome {
                        label: String::new(),
                        stipulation: None,
                        status: Status::Error,
                        detail: error.clone(),
                        text: String::new(),
                        json: serde_json::Value::Null,
                        seconds: 0.0,
                    },
                }],
                Item::Problem {
                    file,
                    index,
                    problem,
                } => {
                    // Twins are solved one after the other, problems in parallel.
                    let outcomes = check_problem(problem, &settings);
                    outcomes
                        .into_iter()
                        .map(|outcome| Line {
                            file: file.clone(),
                            index: *index,
                            name: problem.name.clone(),
                            outcome,
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

    // Summary.
    let mut counts: BTreeMap<Status, usize> = BTreeMap::new();
    for l in &printer.all {
        *counts.entry(l.outcome.status).or_default() += 1;
    }
    for v in &previous {
        if let Some(s) = Status::ALL
            .iter()
            .find(|s| serde_json::to_value(s).ok().as_ref() == Some(&v["status"]))
        {
            *counts.entry(*s).or_default() += 1;
        }
    }
    let total: usize = counts.values().sum();
    let summary_out = |line: String| {
        if json {
            eprintln!("{line}");
        } else {
            super::print_line(&line);
        }
    };
    summary_out(String::new());
    summary_out(format!("{:<22} {:>5}", "status", "count"));
    for s in Status::ALL {
        if let Some(n) = counts.get(&s) {
            summary_out(format!("{:<22} {:>5}", s.words(), n));
        }
    }
    summary_out(format!("{:<22} {:>5}", "total", total));
    if !previous.is_empty() {
        summary_out(format!(
            "({} from {})",
            previous.len(),
            args.resume
                .as_ref()
                .map(|p| p.display().to_string())
                .unwrap_or_default()
        ));
    }
    let any_error = counts.get(&Status::Error).copied().unwrap_or(0) > 0;
    let all_intended = counts.iter().all(|(s, _)| s.as_intended());
    Ok(if any_error {
        2
    } else if all_intended {
        0
    } else {
        1
    })
}
