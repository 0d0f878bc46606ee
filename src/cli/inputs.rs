//! What `alice check` reads besides the problems themselves: the paths it
//! is given (files and directories, walked safely) and a previous report to
//! resume from.

use super::common::CliError;
use alice::check::report::{read_json_lines, LineError};
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
    /// A last line cut short (a killed run) was ignored.
    pub cut_line: bool,
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

/// Read a JSON report line by line. A last line without its newline that
/// does not parse is the trace of a killed run: it is ignored, and its
/// problem is solved again. Any other line that is not a report row is an
/// error with its line number.
pub fn read_resume(path: &Path) -> Result<Resumed, CliError> {
    let fail = |line: usize, what: String| LineError { line, what };
    let mut rows = HashMap::new();
    let cut = read_json_lines(path, |number, row| {
        let (Some(file), Some(index)) = (row["file"].as_str(), row["problem"].as_u64()) else {
            return Ok(()); // not a problem row (e.g. a summary): nothing to resume
        };
        let key_path = match row["path"].as_str() {
            Some(p) => p.to_string(),
            None => path_key(Path::new(file)),
        };
        let twin = row["twin"].as_str().unwrap_or("").to_string();
        let Some(status) = serde_json::from_value::<Status>(row["status"].clone()).ok() else {
            return Err(fail(number, "a row without a known status".into()));
        };
        rows.insert((key_path, index as usize, twin), status);
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
    if cut {
        drop_cut_line(path).map_err(|e| {
            CliError::Input(format!(
                "--resume {}: cannot remove the last line, cut short: {e}",
                path.display()
            ))
        })?;
    }
    Ok(Resumed {
        rows,
        cut_line: cut,
    })
}

/// Remove a last line cut short (a killed run, a full disk) from the
/// report, so that the resumed run's rows appended to it (`>> REPORT`)
/// start on a line of their own.
fn drop_cut_line(path: &Path) -> std::io::Result<()> {
    use std::io::{Read, Seek, SeekFrom};
    let mut file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(path)?;
    let mut end = file.metadata()?.len();
    let mut chunk = vec![0u8; 64 * 1024];
    while end > 0 {
        let start = end.saturating_sub(chunk.len() as u64);
        let buf = &mut chunk[..(end - start) as usize];
        file.seek(SeekFrom::Start(start))?;
        file.read_exact(buf)?;
        if let Some(i) = buf.iter().rposition(|&b| b == b'\n') {
            return file.set_len(start + i as u64 + 1);
        }
        end = start;
    }
    file.set_len(0)
}
