//! What `alice check` reads besides the problems themselves: the paths it
//! is given (files and directories, walked safely) and a previous report to
//! resume from.

use super::common::CliError;
use alice::check::report::{read_report, ReportLine, Tail};
use alice::check::shard_header::Header;
use alice::verdict::Status;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

/// File extensions read as problem files.
const EXTENSIONS: [&str; 5] = ["yaml", "yml", "olv", "inp", "pop"];

/// A path given to `check` or found in a directory: a problem file to read,
/// or why it cannot be (one error row of the report).
pub enum InputSource {
    /// A regular file to read.
    File(PathBuf),
    /// A path that cannot be read (missing, unreadable, not a regular file,
    /// a symlink loop), with the reason.
    Bad(PathBuf, String),
}

/// The problem files of `paths`, in order, found as they are needed (a
/// directory is listed when the walk reaches it, so memory does not grow
/// with the size of the collection): files as given, directories walked
/// recursively (each directory's entries sorted by name, problem extensions
/// only; the order of the whole is that of the sorted paths). Nothing is
/// opened here, so a FIFO or a device never blocks: it becomes an error
/// row, as do missing or unreadable paths and symlink loops; the other
/// paths go on.
///
/// Each source comes with its path relative to the argument it was
/// found under (`/` separated; the file name for a file given directly):
/// the file part of the shard key ([`alice::check::shard_header`]).
pub struct Sources<'a> {
    args: std::slice::Iter<'a, PathBuf>,
    /// The argument being walked, with the directories open on the way
    /// down: each with its sorted entries not yet visited.
    walk: Option<Walk>,
}

/// A directory argument being walked depth first.
struct Walk {
    root: PathBuf,
    stack: Vec<std::vec::IntoIter<PathBuf>>,
    /// Canonical directories already walked (a symlink loop is reported
    /// once instead of followed forever).
    visited: HashSet<PathBuf>,
}

impl<'a> Sources<'a> {
    /// The sources of `paths`, in order.
    pub fn new(paths: &'a [PathBuf]) -> Sources<'a> {
        Sources {
            args: paths.iter(),
            walk: None,
        }
    }
}

/// The last component of a path given as an argument.
fn name(p: &Path) -> String {
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| p.display().to_string())
}

impl Iterator for Sources<'_> {
    type Item = (InputSource, String);

    fn next(&mut self) -> Option<(InputSource, String)> {
        loop {
            if let Some(walk) = &mut self.walk {
                match walk.next() {
                    Some(source) => {
                        let rel = source_path(&source)
                            .strip_prefix(&walk.root)
                            .map(|r| {
                                r.components()
                                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                                    .collect::<Vec<_>>()
                                    .join("/")
                            })
                            .unwrap_or_else(|_| source_path(&source).display().to_string());
                        return Some((source, rel));
                    }
                    None => self.walk = None,
                }
            }
            let p = self.args.next()?;
            if p == Path::new("-") {
                // Standard input: one problem file.
                return Some((InputSource::File(p.clone()), "-".into()));
            }
            match std::fs::metadata(p) {
                Err(e) => return Some((InputSource::Bad(p.clone(), e.to_string()), name(p))),
                Ok(m) if m.is_dir() => {
                    let mut walk = Walk {
                        root: p.clone(),
                        stack: Vec::new(),
                        visited: HashSet::new(),
                    };
                    if let Some(bad) = walk.enter(p) {
                        return Some((bad, name(p)));
                    }
                    self.walk = Some(walk);
                }
                Ok(m) if m.is_file() => return Some((InputSource::File(p.clone()), name(p))),
                Ok(_) => {
                    return Some((
                        InputSource::Bad(
                            p.clone(),
                            "not a regular file (a FIFO, socket or device): skipped".into(),
                        ),
                        name(p),
                    ))
                }
            }
        }
    }
}

impl Walk {
    /// Open a directory: push its sorted entries, or say why it cannot be
    /// walked.
    fn enter(&mut self, dir: &Path) -> Option<InputSource> {
        let canonical = match std::fs::canonicalize(dir) {
            Ok(c) => c,
            Err(e) => return Some(InputSource::Bad(dir.to_path_buf(), e.to_string())),
        };
        if !self.visited.insert(canonical) {
            return Some(InputSource::Bad(
                dir.to_path_buf(),
                "symlink loop: this directory is already being checked".into(),
            ));
        }
        let entries = match std::fs::read_dir(dir) {
            Ok(e) => e,
            Err(e) => return Some(InputSource::Bad(dir.to_path_buf(), e.to_string())),
        };
        let mut paths = Vec::new();
        let mut bad = None;
        for entry in entries {
            match entry {
                Ok(e) => paths.push(e.path()),
                Err(e) => bad = Some(InputSource::Bad(dir.to_path_buf(), e.to_string())),
            }
        }
        paths.sort();
        self.stack.push(paths.into_iter());
        bad
    }

    /// The next problem file (or unreadable path) of the walk.
    fn next(&mut self) -> Option<InputSource> {
        loop {
            let path = match self.stack.last_mut()?.next() {
                Some(p) => p,
                None => {
                    self.stack.pop();
                    continue;
                }
            };
            match std::fs::metadata(&path) {
                Ok(m) if m.is_dir() => {
                    if let Some(bad) = self.enter(&path) {
                        return Some(bad);
                    }
                }
                _ if !has_problem_extension(&path) => {}
                Ok(m) if m.is_file() => return Some(InputSource::File(path)),
                Ok(_) => {
                    return Some(InputSource::Bad(
                        path,
                        "not a regular file (a FIFO, socket or device): skipped".into(),
                    ))
                }
                Err(e) => return Some(InputSource::Bad(path, e.to_string())),
            }
        }
    }
}

/// The path a source names.
pub fn source_path(s: &InputSource) -> &Path {
    match s {
        InputSource::File(p) | InputSource::Bad(p, _) => p,
    }
}

fn has_problem_extension(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| EXTENSIONS.contains(&e.to_ascii_lowercase().as_str()))
}

/// The key of a file in reports: its canonical path (so a report resumes
/// from any working directory), or the path as given when it has none.
pub fn path_key(path: &Path) -> String {
    std::fs::canonicalize(path)
        .unwrap_or_else(|_| path.to_path_buf())
        .display()
        .to_string()
}

/// A report row's identity: canonical file, problem index, twin label.
pub type RowKey = (String, usize, String);

/// What a previous report holds: the status of each row, by key (a row
/// given twice counts once). Kept small: keys and statuses only.
#[derive(Default)]
pub struct Resumed {
    pub rows: HashMap<RowKey, Status>,
    /// A last line cut short (a killed run) was removed.
    pub cut_line: bool,
    /// The file keys of the rows.
    files: HashSet<String>,
    /// The shard headers.
    headers: Vec<Header>,
    /// Rows with a rule sensitivity (`--readings all`).
    with_readings: usize,
    /// Rows of a solved problem (not an error) without one.
    without_readings: usize,
    /// How the report ends.
    tail: Tail,
}

impl Resumed {
    /// Whether the row `key` is in the report with a result (an interrupted
    /// row has none: it is solved again).
    pub fn done(&self, key: &RowKey) -> bool {
        self.rows
            .get(key)
            .is_some_and(|&s| s != Status::Interrupted)
    }

    /// Refuse a report that is not of this run: of other files (no row of
    /// the files `paths` gives), of another sharding or set (its header
    /// against this run's, `header`), or with or without the rule
    /// sensitivity when this run is not (`readings`). An empty report (a
    /// run killed before its first row) is of any run.
    pub fn check_of_run(
        &self,
        report: &Path,
        paths: &[PathBuf],
        header: Option<&Header>,
        readings: bool,
    ) -> Result<(), CliError> {
        let refuse = |why: String| {
            Err(CliError::Input(format!(
                "--resume {}: {why}; resume a report with the files and options it was made \
                 with, or start a new report",
                report.display()
            )))
        };
        match (header, self.headers.first()) {
            (None, Some(h)) => {
                return refuse(format!(
                    "a report of shard {} (it has a shard header), and this run is not sharded",
                    h.shard
                ))
            }
            (Some(mine), Some(h))
                if self.headers.iter().any(|h| {
                    h.shard != mine.shard
                        || h.problems != mine.problems
                        || h.fingerprint != mine.fingerprint
                }) =>
            {
                return refuse(format!(
                    "a report of shard {} of a set of {} problems ({}), and this run is shard {} \
                     of a set of {} ({})",
                    h.shard, h.problems, h.fingerprint, mine.shard, mine.problems, mine.fingerprint
                ))
            }
            (Some(mine), None) if !self.rows.is_empty() => {
                return refuse(format!(
                    "a report without a shard header, and this run is shard {}",
                    mine.shard
                ))
            }
            _ => {}
        }
        if self.rows.is_empty() {
            return Ok(());
        }
        if !readings && self.with_readings > 0 {
            return refuse("a report with --readings all, and this run is without".into());
        }
        if readings && self.without_readings > 0 {
            return refuse("a report without --readings all, and this run is with it".into());
        }
        let ours =
            Sources::new(paths).any(|(s, _)| self.files.contains(&path_key(source_path(&s))));
        if !ours {
            let mut files: Vec<&String> = self.files.iter().collect();
            files.sort();
            return refuse(format!(
                "a report of other files ({} rows, none of the files given; e.g. {})",
                self.rows.len(),
                alice::text::bounded(files.first().map_or("", |f| f.as_str()))
            ));
        }
        Ok(())
    }
}

/// Hold an exclusive lock on the `--resume` report for the whole run, so
/// that a second `check` on the same report is refused with a message
/// instead of interleaving its rows (an advisory lock: released when the
/// process ends, however it ends).
pub fn lock_report(path: &Path) -> Result<std::fs::File, CliError> {
    let file = std::fs::File::open(path)
        .map_err(|e| CliError::Input(format!("--resume {}: {e}", path.display())))?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(std::fs::TryLockError::WouldBlock) => Err(CliError::Input(format!(
            "--resume {}: another alice check is using this report (it holds its lock); \
             wait for it to end or resume from a copy",
            path.display()
        ))),
        Err(std::fs::TryLockError::Error(e)) => Err(CliError::Input(format!(
            "--resume {}: cannot lock the report: {e}",
            path.display()
        ))),
    }
}

/// Read a JSON report line by line with the reader `merge` uses
/// ([`read_report`]: every complete line a header or a row, else an error
/// with its line number). A last line without its newline is read when it
/// starts with a complete row, else ignored (its problem is solved again);
/// [`Resumed::repair`] then mends it in the report itself.
pub fn read_resume(path: &Path) -> Result<Resumed, CliError> {
    let mut resumed = Resumed::default();
    let tail = read_report(path, |_, line| {
        let row = match line {
            ReportLine::Header(h) => {
                resumed.headers.push(h);
                return Ok(());
            }
            ReportLine::Row(row) => row,
        };
        let (Some(file), Some(index)) = (row["file"].as_str(), row["problem"].as_u64()) else {
            return Ok(()); // (a row has both)
        };
        let key_path = match row["path"].as_str() {
            Some(p) => p.to_string(),
            None => path_key(Path::new(file)),
        };
        let twin = row["twin"].as_str().unwrap_or("").to_string();
        let status =
            serde_json::from_value::<Status>(row["status"].clone()).unwrap_or(Status::Error);
        if row.get("readings").is_some() {
            resumed.with_readings += 1;
        } else if status != Status::Error {
            resumed.without_readings += 1;
        }
        resumed.files.insert(key_path.clone());
        resumed
            .rows
            .insert((key_path, index as usize, twin), status);
        Ok(())
    })
    .map_err(|e| match e.line {
        0 => CliError::Input(format!("--resume {}: {}", path.display(), e.what)),
        line => CliError::Input(format!(
            "--resume {}, line {line}: {}",
            path.display(),
            e.what
        )),
    })?;
    resumed.cut_line = matches!(tail, Tail::Cut { .. });
    resumed.tail = tail;
    Ok(resumed)
}

impl Resumed {
    /// End the report `path` with its last complete line and a newline, so
    /// that the resumed run's rows appended to it (`>> REPORT`) start on a
    /// line of their own: a last row without its newline is given one
    /// (stray bytes after it removed), a last line cut short (a killed run,
    /// a full disk, stray bytes) is removed.
    pub fn repair(&self, path: &Path) -> Result<(), CliError> {
        mend(path, self.tail).map_err(|e| {
            CliError::Input(format!(
                "--resume {}: cannot mend its last line: {e}",
                path.display()
            ))
        })
    }
}

/// Cut the report at the end of its last complete line and end it with a
/// newline ([`Resumed::repair`]).
fn mend(path: &Path, tail: Tail) -> std::io::Result<()> {
    use std::io::Write;
    let (keep, newline) = match tail {
        Tail::Clean => return Ok(()),
        Tail::Cut { keep } => (keep, false),
        Tail::Unterminated { keep } => (keep, true),
    };
    let mut file = std::fs::OpenOptions::new().write(true).open(path)?;
    file.set_len(keep)?;
    if newline {
        use std::io::{Seek, SeekFrom};
        file.seek(SeekFrom::Start(keep))?;
        file.write_all(b"\n")?;
    }
    file.sync_data()
}
