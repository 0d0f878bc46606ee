//! `alice bench --solve --popeye PATH`: the searches composers run to test
//! a problem for cooks (longer stipulations on the positions of
//! `problems/`), timed with one thread and with all cores, side by side
//! with Popeye (run as a child process on the same problem, written as
//! Popeye input), with the ratios and a check that both find the same
//! number of keys or solutions.

/// `println!` that ends quietly on a closed pipe and with status 2 and a
/// message on any other write error (a full disk), as every command.
macro_rules! out {
    ($($t:tt)*) => {
        super::common::print_line(&format!($($t)*))
    };
}

use super::common::{parse_fen, CliError};
use alice::formats;
use alice::solve::direct::{self, DirectOptions};
use alice::solve::help::{self, HelpOptions};
use alice::stipulation::Stipulation;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One benchmark search: name, position (Alice FEN), stipulation, and the
/// number of keys (direct play) or of solutions, short ones included (help
/// and series play) it has. The counts are the solver's, checked against
/// Popeye 4.104 (`-maxmem 0` for series play) when the suite was made.
pub struct CookSearch {
    pub name: &'static str,
    pub fen: &'static str,
    pub stip: &'static str,
    pub answers: usize,
}

const KRAETSCHMER: &str = "3n*2r1/bp1Q4/p*1N*PN*p1n*/B2P4/P2PP2R/rP*1k3p*/4P*P2/1b1K4 w - - 0 1";
const MAEDER: &str = "N*k6/b*2Q*p3/1p*2P1p*1/1P*1nK3/r*2pp*P*1B*/2P*PP*3/b1P5/8 w - - 0 1";
const YEAROUT: &str =
    "2b1kb2/ppq*ppp2/2n*2n*1p*/2p*NB2r*/3P2r*1/4P*N*2/PPPQ*2PP/2K*R*1B1R w - - 1 12";
const CAILLAUD_5: &str = "8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1";
const RITTIRSCH_4: &str = "5k*2/4rB*b1/4P1P1/3b4/6p1/3p2P1/3r2R1/7K b - - 0 1";
const CAILLAUD_8: &str = "5K2/8/8/8/R*2P4/b*4P2/8/2r*kr*2B* b - - 0 1";
const RITTIRSCH_6: &str = "2B*5/2b*N*2p1/2p*5/2pk2pK*/p*4B*N*R*/3p*2p*1/5p2/r3n*3 b - - 0 1";

/// The suite of issue "speed": direct, self and help searches from the
/// collection's prize winners.
pub const COOK_SEARCHES: &[CookSearch] = &[
    CookSearch {
        name: "Kraetschmer et al. #4",
        fen: KRAETSCHMER,
        stip: "#4",
        answers: 18,
    },
    CookSearch {
        name: "Maeder & Widlert #5",
        fen: MAEDER,
        stip: "#5",
        answers: 3,
    },
    CookSearch {
        name: "Yearout - Jelliss #4",
        fen: YEAROUT,
        stip: "#4",
        answers: 1,
    },
    CookSearch {
        name: "Kraetschmer et al. s#4",
        fen: KRAETSCHMER,
        stip: "s#4",
        answers: 0,
    },
    CookSearch {
        name: "Caillaud 5th h#3",
        fen: CAILLAUD_5,
        stip: "h#3",
        answers: 1808,
    },
    CookSearch {
        name: "Rittirsch 4th h#3",
        fen: RITTIRSCH_4,
        stip: "h#3",
        answers: 48_781,
    },
    CookSearch {
        name: "Caillaud 8th h#3",
        fen: CAILLAUD_8,
        stip: "h#3",
        answers: 31,
    },
    CookSearch {
        name: "Caillaud 5th h=3",
        fen: CAILLAUD_5,
        stip: "h=3",
        answers: 470,
    },
    CookSearch {
        name: "Caillaud 5th ser-h#8",
        fen: CAILLAUD_5,
        stip: "ser-h#8",
        answers: 24_398,
    },
    CookSearch {
        name: "Rittirsch 6th h#3",
        fen: RITTIRSCH_6,
        stip: "h#3",
        answers: 364_410,
    },
    CookSearch {
        name: "Caillaud 8th h#3.5",
        fen: CAILLAUD_8,
        stip: "h#3.5",
        answers: 7_717,
    },
    CookSearch {
        name: "Caillaud 5th h#4",
        fen: CAILLAUD_5,
        stip: "h#4",
        answers: 1_114_264,
    },
];

/// What one solve found: keys (direct play) or solutions with the short
/// ones (help play).
fn answers_of(fen: &str, stip: &Stipulation) -> Result<usize, CliError> {
    let pos = parse_fen(fen)?;
    if stip.is_adversarial() {
        let r = direct::solve(&pos, stip, &DirectOptions::default())
            .map_err(|e| CliError::Input(e.to_string()))?;
        Ok(r.keys.len())
    } else {
        let opts = HelpOptions::default();
        let r = help::solve(&pos, stip, &opts).map_err(|e| CliError::Input(e.to_string()))?;
        Ok(r.solutions.len() + r.short.len())
    }
}

/// Popeye's answer count and wall time, or `None` past `limit` (the child
/// is then killed).
fn run_popeye(
    popeye: &Path,
    search: &CookSearch,
    stip: &Stipulation,
    limit: Duration,
) -> Result<Option<(usize, f64)>, CliError> {
    let mut problem = formats::problem_from_fen(search.fen, search.stip)
        .map_err(|e| CliError::Input(e.to_string()))?;
    problem.options.variations = stip.is_adversarial();
    let input = formats::write_popeye(&problem);
    let dir = std::env::temp_dir().join(format!("alice-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let file = dir.join("problem.inp");
    std::fs::write(&file, input)?;
    // Series play: Popeye's hash table loses solutions in Alice series
    // play (see docs/popeye.md), so its table is off there.
    let mut cmd = Command::new(popeye);
    if stip.is_series() {
        cmd.args(["-maxmem", "0"]);
    }
    let start = Instant::now();
    let mut child = cmd
        .arg(&file)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| CliError::Input(format!("cannot run {}: {e}", popeye.display())))?;
    let mut stdout = child.stdout.take().expect("piped stdout");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stdout.read_to_string(&mut text);
        text
    });
    loop {
        if child.try_wait()?.is_some() {
            break;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            let _ = std::fs::remove_dir_all(&dir);
            return Ok(None);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let seconds = start.elapsed().as_secs_f64();
    let text = reader.join().unwrap_or_default();
    let _ = std::fs::remove_dir_all(&dir);
    Ok(Some((popeye_answers(&text, stip), seconds)))
}

/// Popeye's answer count and median wall time over `runs` runs (one run
/// only when it passes the limit: then `None`).
fn popeye_median(
    popeye: &Path,
    search: &CookSearch,
    stip: &Stipulation,
    limit: Duration,
    runs: usize,
) -> Result<Option<(usize, f64)>, CliError> {
    let mut times = Vec::with_capacity(runs);
    let mut count = 0;
    for _ in 0..runs.max(1) {
        let Some((found, seconds)) = run_popeye(popeye, search, stip, limit)? else {
            return Ok(None);
        };
        count = found;
        times.push(seconds);
    }
    Ok(Some((count, median(times))))
}

/// The middle one of some timings (the upper middle of an even number).
fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// The keys (`1.Qd7-e8B !`) or solution lines (`1.Ke5-f4A ...`) of
/// Popeye's output.
fn popeye_answers(text: &str, stip: &Stipulation) -> usize {
    let solution_lines = text.lines().filter(|l| {
        let t = l.trim_start();
        t.starts_with("1.") && (l.len() - t.len()) <= 3
    });
    if stip.is_adversarial() {
        solution_lines
            .filter(|l| l.trim_end().ends_with('!') || l.contains(" ! "))
            .count()
    } else {
        solution_lines.count()
    }
}

/// How to run the cook-testing suite.
pub struct CookBench<'a> {
    /// The Popeye binary to compare with, if any.
    pub popeye: Option<&'a Path>,
    /// Seconds after which Popeye is stopped.
    pub popeye_limit: f64,
    /// Only the searches whose name contains this text (any case).
    pub only: Option<&'a str>,
    /// Timed runs of alice per thread count, and of Popeye when it
    /// finishes in time; the median is reported.
    pub runs: usize,
}

/// The median times of `runs` runs of `f` with one thread and with `all`
/// threads, with the one-thread result. The runs alternate (one thread,
/// then all, then one again...), so that a slower spell of a shared
/// machine falls on both figures alike.
fn paired_medians<T: Send>(
    all: usize,
    runs: usize,
    f: impl Fn() -> T + Send + Sync,
) -> Result<(T, f64, f64), CliError> {
    let (mut serial, mut parallel) = (Vec::new(), Vec::new());
    let mut first = None;
    for _ in 0..runs.max(1) {
        let (out, t) = super::bench::time_in_pool(1, &f)?;
        serial.push(t);
        first.get_or_insert(out);
        parallel.push(super::bench::time_in_pool(all, &f)?.1);
    }
    let out = first.ok_or_else(|| CliError::Input("no timed run".into()))?;
    Ok((out, median(serial), median(parallel)))
}

/// Run the suite: alice with one thread and all cores, Popeye when given.
pub fn run(settings: &CookBench) -> Result<(), CliError> {
    let (popeye, popeye_limit) = (settings.popeye, settings.popeye_limit);
    let all = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    out!(
        "{:<24} {:>8} {:>9} {:>9} {:>9} {:>8} {:>10} {:>8}",
        "search",
        "stip",
        "answers",
        "Popeye",
        "1 thread",
        "vs Py",
        format!("{all} threads"),
        "speedup"
    );
    let limit = Duration::from_secs_f64(popeye_limit);
    let wanted = |search: &&CookSearch| {
        settings.only.is_none_or(|text| {
            search.name.to_lowercase().contains(&text.to_lowercase())
                || search.stip.eq_ignore_ascii_case(text)
        })
    };
    for search in COOK_SEARCHES.iter().filter(wanted) {
        let stip: Stipulation = search
            .stip
            .parse()
            .map_err(|e| CliError::Input(format!("{e}")))?;
        let runs = settings.runs;
        let (found, t1, tn) = paired_medians(all, runs, || answers_of(search.fen, &stip))?;
        let found = found?;
        let mut same = if found == search.answers {
            String::new()
        } else {
            format!(" (expected {})", search.answers)
        };
        let (popeye_time, ratio) = match popeye {
            None => ("-".to_string(), "-".to_string()),
            Some(path) => match popeye_median(path, search, &stip, limit, runs)? {
                Some((count, secs)) => {
                    if count != found {
                        same = format!(" (Popeye: {count})");
                    }
                    (format!("{secs:.2}s"), format!("{:.1}x", secs / t1))
                }
                None => (
                    format!(">{popeye_limit:.0}s"),
                    format!(">{:.0}x", popeye_limit / t1),
                ),
            },
        };
        out!(
            "{:<24} {:>8} {:>9} {:>9} {:>8.3}s {:>8} {:>9.3}s {:>7.2}x{same}",
            search.name,
            search.stip,
            found,
            popeye_time,
            t1,
            ratio,
            tn,
            t1 / tn
        );
    }
    Ok(())
}
