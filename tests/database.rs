//! A problem database at scale, as a database editor would check one: a
//! generator of N problems with known answers (real Alice problems of the
//! collection in YAML and Popeye input, in nested folders), with the edges
//! a real collection has: broken files, an empty file, duplicates,
//! symlinks (to a file, dangling, a loop), a Latin-1 file, a 10 MB file and
//! problems that hit the time limit.
//!
//! In `cargo test`: a modest database is checked whole, in ten shards
//! merged back, and resumed after `kill -9`; every row has its known
//! status. At full size (the figures in `docs/reliability.md`):
//!
//! ```sh
//! ALICE_DB_N=100000 cargo test --release --test integration \
//!     database::at_scale -- --ignored --nocapture
//! ```
//!
//! which prints the time, rows per second and peak memory of `alice check
//! --json` over the database, then checks a `--resume` of the whole report,
//! a `kill -9` about a third in followed by `--resume`, and ten shards
//! merged, at that size.

use crate::common::cli::{alice, scratch};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A template: a problem file of the collection and the status of each of
/// its rows (its twins), as its snapshot and `problems/README.md` record.
struct Template {
    name: &'static str,
    text: &'static str,
    statuses: &'static [&'static str],
}

macro_rules! template {
    ($file:literal, $($status:literal),+) => {
        Template {
            name: $file,
            text: include_str!(concat!("../problems/", $file)),
            statuses: &[$($status),+],
        }
    };
}

/// Quick problems of every kind (direct, self, help, twins, a variant,
/// the general engine).
fn templates() -> Vec<Template> {
    vec![
        template!("marks-the-problemist-1999.yaml", "duals"),
        template!("caillaud-andernach-5th-place-2025.yaml", "ok"),
        template!("alice-project-corner-mirror-2026.yaml", "ok"),
        template!("alice-project-pawn-through-the-glass-2026.yaml", "ok"),
        template!("seitz-nadvorney-mate-in-two-1973.yaml", "ok"),
        template!("rittirsch-pachl-andernach-4th-place-2025.yaml", "ok", "ok"),
        template!("fools-mate-qh5-qxe5-wikipedia.yaml", "ok"),
        template!(
            "kraetschmer-pachl-rittirsch-andernach-7th-place-2025.yaml",
            "ok"
        ),
        template!("alice-project-ms-alice-zero-key-2026.yaml", "ok"),
        template!("alice-project-odonohue-waiting-rook-2026.yaml", "ok"),
    ]
}

/// A generated database: its root and the known status of every row, by
/// the file's path under the root and the problem's number.
pub struct Db {
    pub root: PathBuf,
    pub expected: BTreeMap<(String, usize), Vec<String>>,
}

impl Db {
    /// Rows the check must write.
    pub fn rows(&self) -> usize {
        self.expected.values().map(Vec::len).sum()
    }
}

fn write(root: &Path, rel: &str, bytes: &[u8]) {
    let path = root.join(rel);
    std::fs::create_dir_all(path.parent().expect("a parent")).expect("mkdir");
    std::fs::write(path, bytes).expect("write");
}

/// Write a database of `n` problem files (plus the edge cases) under
/// `root`: files spread over ten folders (one nested), one in four as
/// Popeye input, the rest YAML.
pub fn generate(root: &Path, n: usize) -> Db {
    let templates = templates();
    let mut expected = BTreeMap::new();
    let mut expect = |rel: &str, index: usize, statuses: &[&str]| {
        expected.insert(
            (rel.to_string(), index),
            statuses.iter().map(|s| s.to_string()).collect(),
        );
    };
    let popeye: Vec<String> = templates
        .iter()
        .map(|t| {
            let list = alice::formats::parse_yaml(t.text, Some(t.name));
            alice::formats::write_popeye_all(
                &list
                    .into_iter()
                    .map(|p| p.expect("template problem"))
                    .collect::<Vec<_>>(),
            )
        })
        .collect();
    for i in 0..n {
        let t = i % templates.len();
        let folder = match i % 10 {
            9 => "f9/deeper/still".to_string(),
            k => format!("f{k}"),
        };
        let (ext, text) = if i % 4 == 3 {
            ("inp", popeye[t].as_str())
        } else {
            ("yaml", templates[t].text)
        };
        let rel = format!("{folder}/p{i:06}.{ext}");
        write(root, &rel, text.as_bytes());
        expect(&rel, 1, templates[t].statuses);
    }
    // Edge cases, once each.
    write(
        root,
        "edge/broken-yaml.yaml",
        b"fen: [unclosed\nstipulation: '#2'\n",
    );
    expect("edge/broken-yaml.yaml", 1, &["error"]);
    write(
        root,
        "edge/two-white-kings.yaml",
        b"options: [AliceChess]\nfen: 'K6K/8/8/8/8/8/8/k7 w - - 0 1'\nstipulation: '#2'\n",
    );
    expect("edge/two-white-kings.yaml", 1, &["error"]);
    write(
        root,
        "edge/unknown-stipulation.inp",
        b"BeginProblem\nPieces White Ka1 Black Kh8\nCondition AliceChess\nStipulation zz9\nEndProblem\n",
    );
    expect("edge/unknown-stipulation.inp", 1, &["error"]);
    write(root, "edge/empty.yaml", b"");
    expect("edge/empty.yaml", 1, &["error"]);
    // Latin-1 (older files): the author's name is decoded, the problem read.
    let latin1 = templates[1]
        .text
        .replace("Caillaud, Michel", "M\u{fc}ller, J\u{fc}rgen");
    let bytes: Vec<u8> = latin1.chars().map(|c| c as u32 as u8).collect();
    write(root, "edge/latin-1.yaml", &bytes);
    expect("edge/latin-1.yaml", 1, templates[1].statuses);
    // 10 MB: a long comment before a real problem.
    let mut big = format!("# {}\n", "x".repeat(10_000_000));
    big.push_str(templates[0].text);
    write(root, "edge/ten-megabytes.yaml", big.as_bytes());
    expect("edge/ten-megabytes.yaml", 1, templates[0].statuses);
    // Duplicates: the same problem twice, two rows.
    write(root, "edge/dup-a.yaml", templates[2].text.as_bytes());
    write(root, "edge/dup-b.yaml", templates[2].text.as_bytes());
    expect("edge/dup-a.yaml", 1, templates[2].statuses);
    expect("edge/dup-b.yaml", 1, templates[2].statuses);
    // Problems that hit the time limit.
    for k in 0..2 {
        let slow = templates[0]
            .text
            .replace("stipulation: '#2'", "stipulation: '#30'");
        assert_ne!(slow, templates[0].text, "the template's stipulation line");
        let rel = format!("edge/slow-{k}.yaml");
        write(root, &rel, slow.as_bytes());
        expect(&rel, 1, &["timeout"]);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::symlink;
        symlink(root.join("edge/dup-a.yaml"), root.join("edge/link.yaml")).expect("symlink");
        expect("edge/link.yaml", 1, templates[2].statuses);
        symlink(
            root.join("edge/missing.yaml"),
            root.join("edge/dangling.yaml"),
        )
        .expect("symlink");
        expect("edge/dangling.yaml", 1, &["error"]);
        symlink(root.join("edge"), root.join("edge/loop")).expect("symlink");
        expect("edge/loop", 1, &["error"]);
    }
    Db {
        root: root.to_path_buf(),
        expected,
    }
}

/// The rows of a JSON report by file key (path under the root) and problem
/// number: the statuses of their twins, in order.
fn statuses(report: &str) -> BTreeMap<(String, usize), Vec<String>> {
    let mut out: BTreeMap<(String, usize), Vec<String>> = BTreeMap::new();
    for line in report.lines() {
        let row: serde_json::Value = serde_json::from_str(line).expect("a JSON row");
        let (Some(key), Some(index), Some(status)) = (
            row["key"].as_str(),
            row["problem"].as_u64(),
            row["status"].as_str(),
        ) else {
            continue; // a shard header
        };
        out.entry((key.to_string(), index as usize))
            .or_default()
            .push(status.to_string());
    }
    out
}

/// The arguments of the database's check (the slow problems stop at the
/// limit; 2 threads). The quick problems must finish within the limit: each
/// takes a few milliseconds alone, and the limit leaves room for a loaded
/// 2-core machine running other tests beside.
fn check_args(db: &Db) -> Vec<String> {
    vec![
        "check".into(),
        "--json".into(),
        "-j2".into(),
        "--timeout".into(),
        TIMEOUT.into(),
        db.root.display().to_string(),
    ]
}

/// The time limit of a problem in the database's check, in seconds.
const TIMEOUT: &str = "2";

/// Kill `child` (`kill -9`) once `report`, its standard output, has at
/// least `rows` complete rows: a count written, not a time waited. Fails if
/// the run ended before (then nothing was killed mid-run).
fn kill_after_rows(child: &mut std::process::Child, report: &Path, rows: usize) {
    crate::common::wait::until(&format!("{rows} rows in the report"), || {
        if crate::common::wait::lines_in(report) >= rows {
            return Some(());
        }
        let ended = child.try_wait().expect("wait").is_some();
        assert!(!ended, "the run ended before {rows} rows were written");
        None
    });
    let _ = Command::new("kill")
        .args(["-9", &child.id().to_string()])
        .status();
    let _ = child.wait();
}

#[test]
fn a_database_gets_its_known_answers_whole_in_shards_and_after_kill() {
    let dir = scratch("database");
    let db = generate(&dir.join("db"), 240);
    let args = check_args(&db);
    let argv: Vec<&str> = args.iter().map(String::as_str).collect();
    let (code, out, err) = alice(&argv);
    assert_eq!(code, 2, "errors in the set: status 2\n{err}");
    assert_eq!(statuses(&out), db.expected, "every row its known status");
    assert_eq!(out.lines().count(), db.rows());

    // Ten shards, merged: the unsharded report's rows.
    let mut parts = Vec::new();
    for i in 1..=10 {
        let shard = format!("{i}/10");
        let mut a = argv.clone();
        a.extend(["--shard", &shard]);
        let (code, part, _) = alice(&a);
        assert_eq!(
            code,
            exit_status(&statuses(&part)),
            "shard {shard}'s status"
        );
        let path = dir.join(format!("shard-{i}.jsonl"));
        std::fs::write(&path, part).expect("write shard");
        parts.push(path.display().to_string());
    }
    let mut merge = vec!["merge", "--json"];
    merge.extend(parts.iter().map(String::as_str));
    let (code, merged, err) = alice(&merge);
    assert_eq!(code, 2, "{err}");
    assert_eq!(statuses(&merged), db.expected, "the merge of ten shards");

    // kill -9 in mid-run (a third of the rows written), then --resume:
    // the statuses of a whole run.
    let report = dir.join("killed.jsonl");
    let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(&argv)
        .stdout(std::fs::File::create(&report).expect("report"))
        .stderr(Stdio::null())
        .spawn()
        .expect("alice runs");
    kill_after_rows(&mut child, &report, db.rows() / 3);
    let written = std::fs::read_to_string(&report).unwrap_or_default();
    let mut resume = argv.clone();
    let report_arg = report.display().to_string();
    resume.extend(["--resume", &report_arg]);
    let (_, rest, err) = alice(&resume);
    assert!(!err.contains("error: --resume"), "{err}");
    // The report's complete rows and the resumed run's rows: every row once.
    let whole: String = written
        .lines()
        .filter(|l| serde_json::from_str::<serde_json::Value>(l).is_ok())
        .chain(rest.lines())
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(statuses(&whole), db.expected, "killed and resumed");
}

/// Peak resident memory of a running process so far (Linux), in KiB.
fn peak_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Run `alice` with `args`, its output to `out`: seconds and peak memory
/// (KiB, polled while it runs).
fn measure(args: &[String], out: &Path) -> (f64, u64, i32) {
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(args)
        .stdout(std::fs::File::create(out).expect("report"))
        .stderr(Stdio::null())
        .spawn()
        .expect("alice runs");
    let mut peak = 0;
    let code = loop {
        if let Some(kib) = peak_kib(child.id()) {
            peak = peak.max(kib);
        }
        if let Some(status) = child.try_wait().expect("wait") {
            break status.code().unwrap_or(-1);
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    (started.elapsed().as_secs_f64(), peak, code)
}

#[test]
#[ignore = "minutes: run by hand with ALICE_DB_N=100000 (see the module's doc)"]
fn at_scale() {
    let n: usize = std::env::var("ALICE_DB_N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let dir = scratch("database-at-scale");
    let db = generate(&dir.join("db"), n);
    let args = check_args(&db);
    let report = dir.join("report.jsonl");
    let (seconds, peak, code) = measure(&args, &report);
    let out = std::fs::read_to_string(&report).expect("report");
    assert_eq!(code, 2);
    assert_eq!(statuses(&out), db.expected, "every row its known status");
    println!(
        "{n} files, {} rows: {seconds:.1} s, {:.0} rows/s, peak memory {:.0} MB",
        db.rows(),
        db.rows() as f64 / seconds,
        peak as f64 / 1024.0
    );
    // Resume from the whole report: nothing left to solve.
    let mut resume = args.clone();
    resume.extend(["--resume".into(), report.display().to_string()]);
    let (seconds, peak, _) = measure(&resume, &dir.join("rest.jsonl"));
    println!(
        "--resume on the whole report: {seconds:.1} s, peak memory {:.0} MB",
        peak as f64 / 1024.0
    );

    // kill -9 in mid-run (about a third in), then --resume appended to the
    // report: every row once, with its known status.
    let killed = dir.join("killed.jsonl");
    let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(&args)
        .stdout(std::fs::File::create(&killed).expect("report"))
        .stderr(Stdio::null())
        .spawn()
        .expect("alice runs");
    kill_after_rows(&mut child, &killed, db.rows() / 3);
    let rows_before = std::fs::read_to_string(&killed).map_or(0, |t| t.lines().count());
    let mut resume = args.clone();
    resume.extend(["--resume".into(), killed.display().to_string()]);
    let appended = std::fs::OpenOptions::new()
        .append(true)
        .open(&killed)
        .expect("report");
    let started = Instant::now();
    let status = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(&resume)
        .stdout(appended)
        .stderr(Stdio::null())
        .status()
        .expect("alice runs");
    assert_eq!(status.code(), Some(2));
    let whole = std::fs::read_to_string(&killed).expect("report");
    assert_eq!(statuses(&whole), db.expected, "killed and resumed");
    println!(
        "kill -9 after {rows_before} rows, --resume: {:.1} s, every row once",
        started.elapsed().as_secs_f64()
    );

    // Ten shards merged: the rows of the whole run.
    let started = Instant::now();
    let mut parts = Vec::new();
    for i in 1..=10 {
        let mut a = args.clone();
        a.extend(["--shard".into(), format!("{i}/10")]);
        let part = dir.join(format!("shard-{i}.jsonl"));
        let (_, _, code) = measure(&a, &part);
        let rows = statuses(&std::fs::read_to_string(&part).expect("shard"));
        assert_eq!(code, exit_status(&rows), "shard {i}'s status");
        parts.push(part.display().to_string());
    }
    let mut merge = vec!["merge".to_string(), "--json".to_string()];
    merge.extend(parts);
    let merged = dir.join("merged.jsonl");
    let (_, _, code) = measure(&merge, &merged);
    assert_eq!(code, 2);
    let merged = std::fs::read_to_string(&merged).expect("merged");
    assert_eq!(statuses(&merged), statuses(&out), "ten shards merged");
    println!(
        "ten shards and their merge: {:.1} s, the rows of the whole run",
        started.elapsed().as_secs_f64()
    );
}

/// The exit status of a check whose rows have these statuses: 2 with an
/// error, 1 with any other status than `ok` or `duals`, else 0.
fn exit_status(rows: &BTreeMap<(String, usize), Vec<String>>) -> i32 {
    let all = || rows.values().flatten();
    if all().any(|s| s == "error") {
        2
    } else if all().all(|s| s == "ok" || s == "duals") {
        0
    } else {
        1
    }
}
