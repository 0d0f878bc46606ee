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

use super::check_items::{file_items, plan_shard, CheckRow, Item, ShardPlan};
use super::check_queue::{worker, Queue};
use super::common::{fewer_threads, thread_pool, CliError};
use super::inputs::{self, RowKey, Sources};
use super::progress::Bar;
use alice::check::judge::CheckSettings;
use alice::check::readings::{self, TwinReadings};
use alice::check::report;
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
#[derive(Default)]
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
    check_paths(&args)?;
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
    check_resumed(&args, &resumed, plan.as_ref())?;
    let html = open_html(&args)?;
    let pool = thread_pool(args.jobs)?;
    // (`threads`: the problems solved at once.)
    let threads = pool.current_num_threads();
    let settings = check_settings(&args, threads);
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
    let batch = Batch {
        args: &args,
        settings,
        resumed,
        html,
        bar,
        printer: Mutex::new(Printer::default()),
        printed: Condvar::new(),
        window: (WINDOW_PER_THREAD * threads).max(MIN_WINDOW),
        ahead: AHEAD_PER_THREAD * threads,
    };
    let from_report = batch.solve_all(&pool, plan.as_ref(), &apply);
    let Batch {
        printer, html, bar, ..
    } = batch;
    drop(bar);
    let printer = printer
        .into_inner()
        .map_err(|_| CliError::Input("internal error: report lock".into()))?;
    finish(&args, printer, from_report, html)
}

/// Refuse a check without paths, with a bad `--variant` or `--rule`, or
/// whose paths hold no problem file (usage errors).
fn check_paths(args: &CheckArgs) -> Result<(), CliError> {
    if args.paths.is_empty() {
        return Err(CliError::Input(
            "give problem files or directories: alice check problems/".into(),
        ));
    }
    args.variant.variant()?;
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
    Ok(())
}

/// Check that the `--resume` report is one of this run (paths, shard,
/// readings) and repair a last line cut short.
fn check_resumed(
    args: &CheckArgs,
    resumed: &inputs::Resumed,
    plan: Option<&ShardPlan>,
) -> Result<(), CliError> {
    if let Some(report) = &args.resume {
        resumed.check_of_run(
            report,
            &args.paths,
            plan.map(|p| &p.header),
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
    Ok(())
}

/// The settings of each problem's check, `threads` of them solved at once.
fn check_settings(args: &CheckArgs, threads: usize) -> CheckSettings {
    CheckSettings {
        tries: args.tries,
        refutations: None,
        set_play: false,
        timeout: (args.timeout > 0.0).then(|| Duration::from_secs_f64(args.timeout)),
        max_solutions: (args.max_solutions > 0).then_some(args.max_solutions),
        // (One problem a thread at a time: each its share.)
        memory: alice::memory::MemoryBudget::megabytes(args.memory / threads.max(1)),
        observer: None,
        shard: None,
        plain: args.no_intelligent,
    }
}

/// A check under way: what the reader, the workers and the reorder buffer
/// share.
struct Batch<'a> {
    args: &'a CheckArgs,
    settings: CheckSettings,
    resumed: inputs::Resumed,
    html: Option<Html>,
    bar: Bar,
    printer: Mutex<Printer>,
    /// Notified when rows are printed (room in the window).
    printed: Condvar,
    /// How many problems may be read ahead of the first one not printed.
    window: usize,
    /// How many problems may be read and not yet done.
    ahead: usize,
}

impl Batch<'_> {
    /// Read the problems in order and solve them on the pool's threads;
    /// the counts of the rows taken from the resumed report.
    ///
    /// This thread reads the files in order and hands each problem to the
    /// workers (`check_queue`), waiting while the window is full. One item
    /// is held back until the next is read, so that the last one is handed
    /// with the end of the queue (it may then run alone, on every thread).
    fn solve_all(
        &self,
        pool: &rayon::ThreadPool,
        plan: Option<&ShardPlan>,
        apply: &dyn Fn(&mut Problem) -> Result<(), CliError>,
    ) -> FromReport {
        let mut from_report = FromReport::default();
        let queue = Queue::new();
        let work = |n: usize, item: Item, last_of_file: bool| self.work(n, item, last_of_file);
        let threads = pool.current_num_threads();
        // The pool is the calling thread alone when no thread could be started.
        let in_place = pool.current_thread_index().is_some();
        std::thread::scope(|scope| {
            let mut started = 0;
            for _ in 0..threads {
                let spawned = std::thread::Builder::new()
                    .spawn_scoped(scope, || worker(&queue, pool, in_place, &work));
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
            'read: for (source, rel) in Sources::new(&self.args.paths) {
                let items = file_items(source, &rel, &mut seq, apply);
                let last = items.len().saturating_sub(1);
                for (i, item) in items.into_iter().enumerate() {
                    if plan.is_some_and(|p| !p.mine.contains(&item.at().seq))
                        || from_report.counts_all(&self.resumed, &item)
                    {
                        continue;
                    }
                    if !self.wait_for_room(n) {
                        break 'read;
                    }
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
        from_report
    }

    /// Wait until problem `n` may be read, and count it in flight; false
    /// when a worker panicked while printing (a poisoned lock: stop reading,
    /// the queue still ends).
    fn wait_for_room(&self, n: usize) -> bool {
        let Ok(mut p) = self.printer.lock() else {
            return false;
        };
        while n >= p.next + self.window || p.in_flight >= self.ahead {
            match self.printed.wait(p) {
                Ok(guard) => p = guard,
                Err(_) => return false,
            }
        }
        p.in_flight += 1;
        true
    }

    /// Solve problem `n` (a worker's job) and hand its rows to the reorder
    /// buffer.
    fn work(&self, n: usize, item: Item, last_of_file: bool) {
        let solve = || item.check(self.args.readings.is_some(), &self.settings);
        let mut lines = catch_unwind(AssertUnwindSafe(solve)).unwrap_or_else(|_| {
            vec![CheckRow::error(
                &item,
                "internal error: the check panicked".into(),
            )]
        });
        // The twins already in the resumed report (a report cut between
        // two twins of a problem) are not written again.
        let resumed = &self.resumed;
        lines.retain(|l| !resumed.done(&(l.key.clone(), l.index, l.outcome.label.clone())));
        let written = lines.iter().map(|l| l.written(self.args.format)).collect();
        let solutions = match self.html {
            Some(_) => lines.iter().map(|l| l.outcome.solution.text()).collect(),
            None => Vec::new(),
        };
        let done = Done {
            item,
            lines,
            written,
            solutions,
            last_of_file,
        };
        let Ok(mut p) = self.printer.lock() else {
            return;
        };
        p.in_flight -= 1;
        p.pending.insert(n, done);
        p.print_ready(self.html.as_ref(), &self.bar);
        let _ = std::io::stdout().flush();
        self.printed.notify_all();
    }
}

/// The rows of a resumed report that this run does not solve again.
#[derive(Default)]
struct FromReport {
    /// Problems (twins) counted from the report.
    count: usize,
    counts: Counts,
    seen: HashSet<RowKey>,
}

impl FromReport {
    /// Count the twins of `item` that are in the report (and not
    /// interrupted); true when they all are (the item is not solved; else
    /// the problem is solved whole, and `work` drops the rows of the first).
    fn counts_all(&mut self, resumed: &inputs::Resumed, item: &Item) -> bool {
        if resumed.rows.is_empty() {
            return false;
        }
        let mut all = true;
        for k in item.row_keys() {
            match resumed.rows.get(&k).copied() {
                Some(st) if resumed.done(&k) => {
                    if self.seen.insert(k) {
                        *self.counts.entry(st).or_default() += 1;
                        self.count += 1;
                    }
                }
                _ => all = false,
            }
        }
        all
    }
}

impl Printer {
    /// Print the problems done in order from the next one not yet printed,
    /// keeping only their counts (and readings for the summary).
    fn print_ready(&mut self, html: Option<&Html>, bar: &Bar) {
        while let Some(ready) = self.pending.remove(&self.next) {
            if let Some(h) = html {
                html_rows(h, &ready.item, &ready.lines, &ready.solutions);
            }
            for (line, text) in ready.lines.iter().zip(&ready.written) {
                *self.counts.entry(line.outcome.status).or_default() += 1;
                if line.outcome.status == Status::Interrupted {
                    continue; // no result: a resume solves it again
                }
                if let Some(r) = &line.readings {
                    let label = report::row_label(&line.file, line.index, &line.outcome.label);
                    self.sensitivity.push((label, r.clone()));
                }
                bar.println(text);
            }
            if ready.last_of_file {
                bar.inner().inc(1);
            }
            self.next += 1;
        }
    }
}

/// Print the summaries and finish the HTML report; the exit status.
fn finish(
    args: &CheckArgs,
    mut printer: Printer,
    from_report: FromReport,
    html: Option<Html>,
) -> Result<i32, CliError> {
    for (status, count) in from_report.counts {
        *printer.counts.entry(status).or_default() += count;
    }
    summary(&printer.counts, from_report.count, args);
    for line in readings::summary_lines(&printer.sensitivity) {
        summary_line(&line, args);
    }
    if let (Some(h), Some(path)) = (html, &args.html) {
        let h = h
            .into_inner()
            .map_err(|_| CliError::Input("internal error: HTML report lock".into()))?;
        h.finish(&printer.counts, from_report.count)
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
