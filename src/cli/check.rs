//! `alice check PATH...`: solve every problem (and twin) of files and
//! directories, compare with the intended solutions, and report.
//!
//! Problems are solved in parallel with a time limit each; a broken, slow or
//! panicking problem, or a path that cannot be read, is reported and the
//! others go on. Results are printed in input order (a reorder buffer keeps
//! the order whatever the thread count), one line per twin, then a summary
//! table. With `--json`, one JSON object per twin is written instead, each
//! as soon as it and the problems before it are done; `--resume REPORT`
//! skips the problems such a report already holds (error rows too: a file
//! fixed since is read again by a check without `--resume`). Ctrl-C stops the
//! problems in flight: the rows already written stay, the summary counts the
//! rest as interrupted (no row, so a resume solves them).
//!
//! Memory stays flat whatever the size of the collection: directories are
//! walked as the check reaches them, files are read one at a time, and at
//! most a window of problems (a few dozen per thread) is read ahead of the
//! first one not yet printed; a printed row leaves only its status count.
//!
//! `--shard I/N` keeps one slice of the problems (`alice::check::shard_header`;
//! `alice merge` joins the reports); `--readings all` adds each problem's
//! rule sensitivity (`alice::check::readings`) under its line and a summary.

use super::check_items::{file_items, plan_shard, CheckRow, Item};
use super::check_queue::Queue;
use super::common::{fewer_threads, thread_pool, CliError};
use super::inputs::{self, RowKey, Sources};
use super::progress::Bar;
use alice::check::judge::CheckSettings;
use alice::check::readings::{self, TwinReadings};
use alice::check::report;
use alice::check::run::check_problem;
use alice::output::html::{HtmlReport, Row};
use alice::output::Format;
use alice::problem::Problem;
use alice::shard::Shard;
use alice::verdict::Status;
use std::collections::{BTreeMap, HashSet};
use std::io::{IsTerminal, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::{Condvar, Mutex};
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
    #[arg(long = "json", action = clap::ArgAction::SetTrue, value_parser = super::common::json_flag())]
    pub format: Format,
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
    /// Help and series play by the plain search: no node is left out by
    /// the intelligent search's proofs (the same solutions; for
    /// comparison and timing).
    #[arg(long)]
    pub no_intelligent: bool,
    /// Worker threads, 1 to 256 (default: all cores).
    #[arg(long, short = 'j', value_parser = super::common::parse_jobs)]
    pub jobs: Option<usize>,
    /// Memory budget in megabytes, at least 16, shared by the problems
    /// solved at once (one per thread): their tables and lines.
    #[arg(long, value_name = "MB", default_value_t = 256, value_parser = super::common::parse_megabytes)]
    pub memory: usize,
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

/// Counts by status for the summary (nothing else of a row is kept, so a
/// batch's memory does not grow with its reports).
type Counts = BTreeMap<Status, usize>;

/// How many problems may be read ahead of the first one not yet printed,
/// per worker thread (at least [`MIN_WINDOW`]): a slow problem lets the
/// others go on that far, and the rows waiting behind it are all that is
/// held in memory.
const WINDOW_PER_THREAD: usize = 32;
/// The smallest read-ahead window.
const MIN_WINDOW: usize = 64;
/// How many problems per worker thread may be read and waiting (or being
/// solved) at once: the reader keeps the workers fed without holding more.
const AHEAD_PER_THREAD: usize = 8;

/// A problem solved, waiting for its turn to be printed.
struct Done {
    item: Item,
    lines: Vec<CheckRow>,
    /// Each row as printed (text or a JSON line), written by the worker.
    written: Vec<String>,
    /// Each row's solution text, for the HTML report (`--html` only).
    solutions: Vec<String>,
    /// The last problem of its file (the progress bar counts files).
    last_of_file: bool,
}

/// The reorder buffer: rows are printed in input order as soon as all
/// earlier ones are done; only the counts are kept after printing.
struct Printer {
    /// Problems handed to the workers and not yet done.
    in_flight: usize,
    next: usize,
    pending: BTreeMap<usize, Done>,
    counts: Counts,
    sensitivity: Vec<(String, TwinReadings)>,
}

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
    if Sources::new(&args.paths).next().is_none() {
        return Err(CliError::Input(format!(
            "no problem files found in {} (problem files end in .yaml, .yml, .olv, .inp or .pop)",
            args.paths
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    // The report stays locked until the run ends: a second run on it is
    // refused rather than interleaved.
    let (_lock, resumed) = match &args.resume {
        Some(p) => (Some(inputs::lock_report(p)?), inputs::read_resume(p)?),
        None => (None, inputs::Resumed::default()),
    };
    let apply = |p: &mut Problem| args.variant.apply(p);
    let plan = args
        .shard
        .map(|shard| plan_shard(Sources::new(&args.paths), shard, &apply));
    if let Some(report) = &args.resume {
        resumed.check_of_run(
            report,
            &args.paths,
            plan.as_ref().map(|p| &p.header),
            args.readings.is_some(),
        )?;
        resumed.repair(report)?;
    }
    if resumed.cut_line {
        eprintln!(
            "note: the last line of the report was cut short (a killed run or a full disk): \
             it is removed, and its problem is checked again"
        );
    }
    let html = open_html(&args)?;
    let pool = thread_pool(args.jobs)?;
    let settings = CheckSettings {
        tries: args.tries,
        refutations: None,
        set_play: false,
        timeout: (args.timeout > 0.0).then(|| Duration::from_secs_f64(args.timeout)),
        max_solutions: (args.max_solutions > 0).then_some(args.max_solutions),
        // (One problem a thread at a time: each its share.)
        memory: alice::memory::MemoryBudget::megabytes(
            args.memory / pool.current_num_threads().max(1),
        ),
        observer: None,
        shard: None,
        plain: args.no_intelligent,
    };
    // Tables are reused from problem to problem: map them whole once.
    alice::search::table::map_fresh_tables_whole();
    if let (Some(plan), Format::Json) = (&plan, args.format) {
        let line = serde_json::json!({
            "alice_report": plan.header,
            "schema_version": alice::output::JSON_SCHEMA_VERSION,
        });
        super::common::print_line(&line.to_string());
    }
    let bar = Bar::new("checking");
    if std::io::stderr().is_terminal() {
        // The bar counts files: walk the paths once more (names only).
        bar.inner()
            .set_length(Sources::new(&args.paths).count() as u64);
    }
    let window = (WINDOW_PER_THREAD * pool.current_num_threads()).max(MIN_WINDOW);
    // (`threads` below: the problems solved at once.)
    let threads = pool.current_num_threads();
    let printer = Mutex::new(Printer {
        in_flight: 0,
        next: 0,
        pending: BTreeMap::new(),
        counts: Counts::new(),
        sensitivity: Vec::new(),
    });
    let printed = Condvar::new();
    let format = args.format;
    let emit = |n: usize, done: Done| {
        let Ok(mut p) = printer.lock() else { return };
        p.in_flight -= 1;
        p.pending.insert(n, done);
        loop {
            let next = p.next;
            let Some(ready) = p.pending.remove(&next) else {
                break;
            };
            if let Some(h) = &html {
                html_rows(h, &ready.item, &ready.lines, &ready.solutions);
            }
            for (line, text) in ready.lines.iter().zip(&ready.written) {
                *p.counts.entry(line.outcome.status).or_default() += 1;
                if line.outcome.status == Status::Interrupted {
                    continue; // no result: a resume solves it again
                }
                if let Some(r) = &line.readings {
                    let label = report::row_label(&line.file, line.index, &line.outcome.label);
                    p.sensitivity.push((label, r.clone()));
                }
                bar.println(text);
            }
            if ready.last_of_file {
                bar.inner().inc(1);
            }
            p.next += 1;
        }
        let _ = std::io::stdout().flush();
        printed.notify_all();
    };
    let solve = |item: &Item| -> Vec<CheckRow> {
        let Item::Problem {
            file,
            key,
            index,
            problem,
            at,
        } = item
        else {
            let Item::Broken { error, .. } = item else {
                return Vec::new();
            };
            return vec![CheckRow::error(item, error.clone())];
        };
        // Twins are solved one after the other, problems in parallel.
        let variant = (!problem.variant.is_standard()).then(|| problem.variant.to_string());
        let outcomes: Vec<(_, Option<TwinReadings>)> = if args.readings.is_some() {
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
    };

    // The problems already in the resumed report, counted once.
    let mut from_report = 0;
    let mut resumed_counts = Counts::new();
    let mut seen: HashSet<RowKey> = HashSet::new();
    // This thread reads the files in order and hands each problem to the
    // workers (`check_queue`), waiting while the window is full. One item
    // is held back until the next is read, so that the last one is handed
    // with the end of the queue (it may then run alone, on every thread).
    let queue = Queue::new();
    let work = |n: usize, item: Item, last_of_file: bool| {
        let mut lines = catch_unwind(AssertUnwindSafe(|| solve(&item))).unwrap_or_else(|_| {
            vec![CheckRow::error(
                &item,
                "internal error: the check panicked".into(),
            )]
        });
        // The twins already in the resumed report (a report cut between
        // two twins of a problem) are not written again.
        lines.retain(|l| !resumed.done(&(l.key.clone(), l.index, l.outcome.label.clone())));
        // The rows are written here, by the worker, in the one format of
        // the run: the reorder buffer only prints them.
        let written = lines
            .iter()
            .map(|line| match line.outcome.status {
                Status::Interrupted => String::new(),
                _ => match format {
                    Format::Json => serde_json::to_string(&line.json()).unwrap_or_default(),
                    Format::Text => line.text(),
                },
            })
            .collect();
        let solutions = match html {
            Some(_) => lines.iter().map(|l| l.outcome.solution.text()).collect(),
            None => Vec::new(),
        };
        emit(
            n,
            Done {
                item,
                lines,
                written,
                solutions,
                last_of_file,
            },
        );
    };
    // The pool is the calling thread alone when no thread could be started.
    let in_place = pool.current_thread_index().is_some();
    std::thread::scope(|scope| {
        let mut started = 0;
        for _ in 0..threads {
            let spawned = std::thread::Builder::new()
                .spawn_scoped(scope, || worker(&queue, &pool, in_place, &work));
            if spawned.is_err() {
                break;
            }
            started += 1;
        }
        if started < threads && !in_place {
            fewer_threads(started, threads);
        }
        // No worker: this thread solves each problem as soon as it is read.
        let by_reader = || {
            while let Some(job) = queue.take() {
                let (n, item, last_of_file) = job.work;
                pool.install(|| work(n, item, last_of_file));
                queue.finished();
            }
        };
        let mut held = None;
        let mut seq = 0;
        let mut n = 0;
        'read: for (source, rel) in Sources::new(&args.paths) {
            let items = file_items(source, &rel, &mut seq, &apply);
            let last = items.len().saturating_sub(1);
            for (i, item) in items.into_iter().enumerate() {
                if let Some(plan) = &plan {
                    if !plan.mine.contains(&item.at().seq) {
                        continue;
                    }
                }
                if !resumed.rows.is_empty() {
                    let keys = item.row_keys();
                    // The twins in the report (and not interrupted) are
                    // counted from it; the others are solved (the problem
                    // whole, the rows of the first dropped by `work`).
                    let mut all = true;
                    for k in keys {
                        match resumed.rows.get(&k).copied() {
                            Some(st) if resumed.done(&k) => {
                                if seen.insert(k) {
                                    *resumed_counts.entry(st).or_default() += 1;
                                    from_report += 1;
                                }
                            }
                            _ => all = false,
                        }
                    }
                    if all {
                        continue;
                    }
                }
                // Wait for room (a poisoned lock: a worker panicked while
                // printing; stop reading, the queue still ends).
                let Ok(mut p) = printer.lock() else {
                    break 'read;
                };
                while n >= p.next + window || p.in_flight >= AHEAD_PER_THREAD * threads {
                    match printed.wait(p) {
                        Ok(guard) => p = guard,
                        Err(_) => break 'read,
                    }
                }
                p.in_flight += 1;
                drop(p);
                if let Some(job) = held.replace((n, item, i == last)) {
                    queue.push(job);
                    if started == 0 {
                        by_reader();
                    }
                }
                n += 1;
            }
        }
        queue.close(held);
        if started == 0 {
            by_reader();
        }
    });
    drop(resumed);
    drop(bar);
    let mut printer = printer
        .into_inner()
        .map_err(|_| CliError::Input("internal error: report lock".into()))?;
    for (status, count) in resumed_counts {
        *printer.counts.entry(status).or_default() += count;
    }
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

fn summary_line(line: &str, args: &CheckArgs) {
    match args.format {
        Format::Json => eprintln!("{line}"),
        Format::Text => super::common::print_line(line),
    }
}

/// A worker thread: solve problems one at a time, each on this thread (a
/// pool of one: its searches' parallel loops run in place), or in the whole
/// `pool` when it runs alone.
fn worker<W: Fn(usize, Item, bool) + Sync>(
    queue: &Queue<(usize, Item, bool)>,
    pool: &rayon::ThreadPool,
    in_place: bool,
    work: &W,
) {
    let run = || {
        while let Some(job) = queue.pop() {
            let (n, item, last_of_file) = job.work;
            // (A pool that is the reader's own thread cannot take work
            // from this one: the problem is solved here.)
            if job.alone && !in_place {
                pool.install(|| work(n, item, last_of_file));
            } else {
                work(n, item, last_of_file);
            }
            queue.finished();
        }
    };
    match rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .use_current_thread()
        .build()
    {
        Ok(one) => one.install(run),
        // No pool of one: solve in the whole pool (here, when the pool is
        // the reader's thread).
        Err(_) if in_place => run(),
        Err(_) => pool.install(run),
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
fn html_rows(html: &Html, item: &Item, lines: &[CheckRow], solutions: &[String]) {
    let problem = match item {
        Item::Problem { problem, .. } => Some(problem.as_ref()),
        Item::Broken { .. } => None,
    };
    let rows: Vec<Row> = lines
        .iter()
        .zip(solutions)
        .filter(|(l, _)| l.outcome.status != Status::Interrupted)
        .map(|(l, solution)| Row {
            file: &l.file,
            index: l.index,
            label: &l.outcome.label,
            stipulation: l.outcome.stipulation.map(|s| s.to_string()),
            status: l.outcome.status,
            detail: &l.outcome.detail,
            solution,
            intended: &l.outcome.intended,
        })
        .collect();
    if let Ok(mut h) = html.lock() {
        h.rows(problem, &rows);
    }
}
