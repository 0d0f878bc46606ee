//! `alice bench --solve --long`: the public benchmark of long help and
//! series problems (issue 43; `docs/performance.md`, "The long help and
//! series benchmark"): each problem solved by the intelligent search and
//! by the plain one (`--no-intelligent`), with all cores, side by side.

/// `println!` that ends quietly on a closed pipe (as every command).
macro_rules! out {
    ($($t:tt)*) => {
        super::common::print_line(&format!($($t)*))
    };
}

use super::bench::time_in_pool;
use super::common::{parse_fen, CliError};
use alice::search::Stop;
use alice::solve::help::HelpOptions;
use alice::solve::{solve_twin, Report, SolveHooks, SolveOptions};
use alice::stipulation::Stipulation;
use alice::variant::Variant;

/// The long benchmark: (name, Alice FEN, stipulation), `h#5` to `h#7` and
/// `ser-h#10` to `ser-h#20` in standard Alice, each with few or no
/// solutions and no short solution, and three `h#5` of the sparse kind
/// of issue 43 (a White king and one man, a Black king and three to five
/// men). Composed for this benchmark by random placement (kept when the
/// solver found few or no solutions and no short one, within 40 s);
/// `scripts/bench-long.sh` reads this list (one problem a
/// line, in this layout) to time Popeye 4.104 beside it.
#[rustfmt::skip]
pub(super) const LONG_PROBLEMS: &[(&str, &str, &str)] = &[
    // LONG-LIST-BEGIN
    ("h5-bishop-knight", "4k*2K/8/8/4p*3/8/8/8/1n*1B*4 b - - 0 1", "h#5"),
    ("h5-knight-bishop", "N*7/8/8/8/p*K6/8/7b*/6k1 b - - 0 1", "h#5"),
    ("h5.5-knight-a", "1n4K1/8/8/3N4/5p*2/8/8/k*7 w - - 0 1", "h#5.5"),
    ("h5.5-knight-b", "5K*2/7p/8/8/2n*5/5N2/k7/8 w - - 0 1", "h#5.5"),
    ("h6-knight-bishop", "3K*4/8/1N*2b3/5p2/8/8/7k/8 b - - 0 1", "h#6"),
    ("h6-bishop-knight", "4k*2K/8/8/4p*3/8/8/8/1n*1B*4 b - - 0 1", "h#6"),
    ("h7-knight-pawn", "k*1N5/8/8/4p3/8/8/8/6K*1 b - - 0 1", "h#7"),
    ("h5-sparse-bishop", "K*5n1/3n4/8/8/5p2/6B*1/8/3k4 b - - 0 1", "h#5"),
    ("h5-sparse-knight-a", "8/1p3p*2/4p*2n*/6p1/2k*K4/6N*1/8/8 b - - 0 1", "h#5"),
    ("h5-sparse-knight-c", "5b*2/4n3/5p*2/k4p2/6K*1/8/2n5/1N*6 b - - 0 1", "h#5"),
    ("ser10-bishop-knight", "4kB2/5N2/8/8/8/5K*1b/8/8 b - - 0 1", "ser-h#10"),
    ("ser11-two-bishops", "1B6/8/1r*6/4k*3/8/7K*/1B6/8 b - - 0 1", "ser-h#11"),
    ("ser12-bishop-rook", "B4k*2/8/8/4n*3/7K/4R3/8/8 b - - 0 1", "ser-h#12"),
    ("ser13-two-knights", "K*7/3b4/6k*N*/8/8/8/8/2N5 b - - 0 1", "ser-h#13"),
    ("ser14-knight-bishop", "2NB*4/1b6/8/3k4/8/4K3/8/8 b - - 0 1", "ser-h#14"),
    ("ser18-bishop-knight", "K*7/1B1n4/8/8/8/8/1N*6/5b*k1 b - - 0 1", "ser-h#18"),
    ("ser20-rook-knight-a", "7N*/8/2k4n*/5K2/2R*5/8/8/8 b - - 0 1", "ser-h#20"),
    ("ser20-rook-knight-b", "1K5n*/1N*6/R7/8/8/8/3k*4/8 b - - 0 1", "ser-h#20"),
    // LONG-LIST-END
];

/// What one solve found: its verdict, its solutions and short solutions.
struct Outcome {
    verdict: &'static str,
    solutions: usize,
    same_key: Option<(Vec<String>, Vec<String>)>,
}

/// Solve `fen` `stip` with all cores, by the intelligent search or not.
fn solve_one(
    fen: &str,
    stip: &str,
    intelligent: bool,
    all: usize,
) -> Result<(Outcome, f64), CliError> {
    let pos = parse_fen(fen)?;
    let st: Stipulation = stip.parse().map_err(|e| CliError::Input(format!("{e}")))?;
    let opts = SolveOptions {
        help: HelpOptions {
            intelligent,
            ..HelpOptions::default()
        },
        ..SolveOptions::default()
    };
    let stop = Stop::never();
    let hooks = SolveHooks::default();
    let variant = Variant::ALICE;
    let (report, seconds) = time_in_pool(all, || {
        solve_twin(&pos, None, &variant, &st, &opts, &stop, &hooks)
    })?;
    let outcome = match &report {
        Ok(Report::Help { report, .. }) => Outcome {
            verdict: report.verdict.as_str(),
            solutions: report.solutions.len(),
            same_key: Some((
                report.solutions.iter().map(|l| format!("{l:?}")).collect(),
                report.short.iter().map(|l| format!("{l:?}")).collect(),
            )),
        },
        Ok(other) => Outcome {
            verdict: other.verdict_words(),
            solutions: 0,
            same_key: None,
        },
        Err(_) => Outcome {
            verdict: "error",
            solutions: 0,
            same_key: None,
        },
    };
    Ok((outcome, seconds))
}

/// Time the long benchmark (those whose name contains `only`, any case):
/// each problem by the intelligent search and by the plain one, with all
/// cores; the solutions, both times, their ratio, and whether both found
/// the same lines in the same order.
pub fn long_bench(only: Option<&str>) -> Result<(), CliError> {
    let all = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    out!(
        "{:<22} {:>9} {:>10} {:>9} {:>11} {:>11} {:>6} {:>5}",
        "problem",
        "stip",
        "verdict",
        "solutions",
        "intelligent",
        "plain",
        "ratio",
        "same"
    );
    let only = only.map(str::to_lowercase);
    for &(name, fen, stip) in LONG_PROBLEMS {
        if only
            .as_ref()
            .is_some_and(|o| !name.to_lowercase().contains(o))
        {
            continue;
        }
        let (smart, ts) = solve_one(fen, stip, true, all)?;
        let (plain, tp) = solve_one(fen, stip, false, all)?;
        let same = smart.same_key.is_some() && smart.same_key == plain.same_key;
        out!(
            "{:<22} {:>9} {:>10} {:>9} {:>10.2}s {:>10.2}s {:>6.2} {:>5}",
            name,
            stip,
            smart.verdict,
            smart.solutions,
            ts,
            tp,
            ts / tp,
            if same && smart.verdict == plain.verdict {
                "yes"
            } else {
                "NO"
            }
        );
    }
    Ok(())
}
