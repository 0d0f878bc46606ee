//! `alice bench`: perft speed and solving times on fixed problems.

/// `println!` that ends quietly on a closed pipe and with status 2 and a
/// message on any other write error (a full disk), as every command.
macro_rules! out {
    ($($t:tt)*) => {
        super::common::print_line(&format!($($t)*))
    };
}

use super::common::{parse_fen, CliError};
use alice::engine::Engine;
use alice::perft;
use alice::proof_game::ProofGame;
use alice::search::Stop;
use alice::solve::direct::DirectOptions;
use alice::solve::help::{self, HelpOptions};
use alice::solve::{solve_twin, SolveHooks, SolveOptions};
use alice::stipulation::Stipulation;
use alice::variant::{Variant, VariantKind};
use std::time::Instant;

/// Positions measured by `alice bench`: the start position and two middlegames.
const BENCH_POSITIONS: [(&str, &str, u32); 3] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        0,
    ),
    (
        "middlegame 1",
        "r3k2r/p1ppq*pb1/bn2pnp1/3PN*3/1p*2P3/2N2Q1p/PPPB*BPPP/R3K2R w KQkq - 0 1",
        1,
    ),
    (
        "middlegame 2",
        "r1b5/2n2k*2/p*p*4p*1/1P*p*P1p*Pp*/R2P*p1P1/1P*2P*N*1B*/6KP/1N1r1R*2 w - - 6 29",
        1,
    ),
];

pub fn perft_bench(depth: u32) -> Result<(), CliError> {
    out!(
        "{:<14} {:>5} {:>12} {:>9} {:>10} {:>9} {:>10}",
        "position",
        "depth",
        "nodes",
        "1 thread",
        "Mnps",
        "all",
        "Mnps"
    );
    let (mut total_nodes, mut total_serial, mut total_parallel) = (0u64, 0f64, 0f64);
    let mut start_mnps = 0.0;
    for (name, text, less) in BENCH_POSITIONS {
        let pos = parse_fen(text)?;
        let d = depth.saturating_sub(less).max(1);
        let (nodes, serial, parallel) = timed_perft(&pos, d);
        let nodes_par = nodes;
        out!(
            "{:<14} {:>5} {:>12} {:>8.3}s {:>10.1} {:>8.3}s {:>10.1}",
            name,
            d,
            nodes,
            serial,
            nodes as f64 / serial / 1e6,
            parallel,
            nodes_par as f64 / parallel / 1e6
        );
        if start_mnps == 0.0 {
            start_mnps = nodes as f64 / serial / 1e6;
        }
        total_nodes += nodes;
        total_serial += serial;
        total_parallel += parallel;
    }
    out!(
        "{:<14} {:>5} {:>12} {:>8.3}s {:>10.1} {:>8.3}s {:>10.1}",
        "total",
        "",
        total_nodes,
        total_serial,
        total_nodes as f64 / total_serial / 1e6,
        total_parallel,
        total_nodes as f64 / total_parallel / 1e6
    );
    out!("threads: {}", rayon::current_num_threads());
    general_perft_rows(depth, start_mnps)
}

/// Perft of `pos` to `depth` on one thread and on all: the node count and
/// both times in seconds.
fn timed_perft<G: alice::game::Game>(pos: &G, depth: u32) -> (u64, f64, f64) {
    let t = Instant::now();
    let nodes = perft::perft(pos, depth);
    let serial = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let nodes_par = perft::perft_parallel(pos, depth);
    let parallel = t.elapsed().as_secs_f64();
    debug_assert_eq!(nodes, nodes_par);
    (nodes, serial, parallel)
}

/// The general engine's perft rows: the standard start position (the same
/// tree as the fast engine's, one ply less) and Directed Alice's initial
/// array; `fast_mnps` is the fast engine's one-thread speed on the start
/// position above (the "vs fast" column).
fn general_perft_rows(depth: u32, fast_mnps: f64) -> Result<(), CliError> {
    use alice::engine::general::initial_position;
    out!(
        "{:<18} {:>5} {:>12} {:>9} {:>10} {:>9} {:>10} {:>8}",
        "general engine",
        "depth",
        "nodes",
        "1 thread",
        "Mnps",
        "all",
        "Mnps",
        "vs fast"
    );
    for (name, v, less) in [
        ("start (alice)", VariantKind::Alice, 1),
        ("start (directed)", VariantKind::Directed, 3),
    ] {
        let pos = initial_position(v);
        let d = depth.saturating_sub(less).max(1);
        let (nodes, serial, parallel) = timed_perft(&pos, d);
        let nodes_par = nodes;
        let mnps = nodes as f64 / serial / 1e6;
        out!(
            "{:<18} {:>5} {:>12} {:>8.3}s {:>10.1} {:>8.3}s {:>10.1} {:>7.3}x",
            name,
            d,
            nodes,
            serial,
            mnps,
            parallel,
            nodes_par as f64 / parallel / 1e6,
            mnps / fast_mnps
        );
    }
    Ok(())
}

/// Direct-play problems timed by `alice bench --solve`: (name, FEN, stipulation, tries).
const DIRECT_PROBLEMS: [(&str, &str, &str, bool); 6] = [
    (
        "Udo Marks #2 + tries",
        "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1",
        "#2",
        true,
    ),
    (
        "Udo Marks as #3",
        "4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1",
        "#3",
        false,
    ),
    (
        "middlegame 1 #4",
        "r3k2r/p1ppq*pb1/bn2pnp1/3PN*3/1p*2P3/2N2Q1p/PPPB*BPPP/R3K2R w KQkq - 0 1",
        "#4",
        false,
    ),
    (
        "middlegame 1 s#4",
        "r3k2r/p1ppq*pb1/bn2pnp1/3PN*3/1p*2P3/2N2Q1p/PPPB*BPPP/R3K2R w KQkq - 0 1",
        "s#4",
        false,
    ),
    (
        "middlegame 1 #5",
        "r3k2r/p1ppq*pb1/bn2pnp1/3PN*3/1p*2P3/2N2Q1p/PPPB*BPPP/R3K2R w KQkq - 0 1",
        "#5",
        false,
    ),
    (
        "middlegame 2 #5",
        "r1b5/2n2k*2/p*p*4p*1/1P*p*P1p*Pp*/R2P*p1P1/1P*2P*N*1B*/6KP/1N1r1R*2 w - - 6 29",
        "#5",
        false,
    ),
];

/// Run `f` on a pool of `threads` threads: its result and wall time.
pub(super) fn time_in_pool<T>(
    threads: usize,
    f: impl FnOnce() -> T + Send,
) -> Result<(T, f64), CliError>
where
    T: Send,
{
    let pool = super::common::thread_pool(Some(threads))?;
    let t = Instant::now();
    let out = pool.install(f);
    Ok((out, t.elapsed().as_secs_f64()))
}

/// One line of the solving benchmark: times with one thread and all cores.
fn timing_row(name: &str, stip: &str, verdict: &str, serial: f64, parallel: f64) {
    out!(
        "{:<24} {:>6} {:>14} {:>9.3}s {:>9.3}s {:>7.2}x",
        name,
        stip,
        verdict,
        serial,
        parallel,
        serial / parallel
    );
}

/// Time the direct-play and help-play problems with one thread and with all cores.
pub fn solve_bench(general_long: bool) -> Result<(), CliError> {
    let all = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    out!(
        "{:<24} {:>6} {:>14} {:>10} {:>10} {:>8}",
        "problem",
        "stip",
        "verdict",
        "1 thread",
        format!("{all} threads"),
        "speedup"
    );
    let (mut serial, mut parallel) = (0.0, 0.0);
    let alice = Variant::ALICE;
    let mut row = |name: &str, fen: &str, stip: &str, opts: SolveOptions| {
        let pos = parse_fen(fen)?;
        let (t1, tn) = timed_solve(name, &pos, &alice, stip, &opts, all)?;
        serial += t1;
        parallel += tn;
        Ok::<(), CliError>(())
    };
    for (name, fen, stip, tries) in DIRECT_PROBLEMS {
        let direct = DirectOptions {
            tries,
            ..DirectOptions::default()
        };
        row(
            name,
            fen,
            stip,
            SolveOptions {
                direct,
                ..SolveOptions::default()
            },
        )?;
    }
    for (name, fen, stip) in help::bench_positions() {
        let help = HelpOptions {
            intended: help::bench_expected_solutions(name).unwrap_or(1) as u32,
            ..HelpOptions::default()
        };
        row(
            name,
            fen,
            stip,
            SolveOptions {
                help,
                ..SolveOptions::default()
            },
        )?;
    }
    for (name, fen, stip) in PROOF_GAMES {
        row(name, fen, stip, SolveOptions::default())?;
    }
    timing_row("total", "", "", serial, parallel);
    general_solve_rows(all, general_long)
}

/// Solve one problem (`solve::solve_twin`) on one thread and on `all`,
/// print its row, and return the two times.
fn timed_solve<G: ProofGame>(
    name: &str,
    pos: &G,
    variant: &Variant,
    stip: &str,
    opts: &SolveOptions,
    all: usize,
) -> Result<(f64, f64), CliError> {
    let st: Stipulation = stip.parse().map_err(|e| CliError::Input(format!("{e}")))?;
    let stop = Stop::never();
    let hooks = SolveHooks::default();
    let solve = || solve_twin(pos, None, variant, &st, opts, &stop, &hooks);
    let (r1, t1) = time_in_pool(1, solve)?;
    let (_, tn) = time_in_pool(all, solve)?;
    let verdict = r1.as_ref().map_or("error", |r| r.verdict_words());
    timing_row(name, stip, verdict, t1, tn);
    Ok((t1, tn))
}

/// Problems of the general engine's variants timed by `alice bench
/// --solve` (not in the total above): the collection's three-board mate in
/// two as #3, and the Caillaud position as an O'Donohue helpmate, with the
/// same helpmate in standard Alice on the fast engine beside it; with
/// `long` (`--general`) also the slower targets of the general engine
/// (three-board #4 and h#3).
fn general_solve_rows(all: usize, long: bool) -> Result<(), CliError> {
    const CAILLAUD: &str = "8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1";
    const ALICE3_MATE: &str = "Q7/8/8/5B2/8/3k*K3/3Q4/5N2 w - - 0 1";
    out!("general engine:");
    let rows = [
        ("alice3 #2 as #3", "alice3", ALICE3_MATE, "#3", false),
        ("Caillaud odonohue", "odonohue", CAILLAUD, "h#3", false),
        ("Caillaud alice (fast)", "alice", CAILLAUD, "h#3", false),
        ("alice3 #2 as #4", "alice3", ALICE3_MATE, "#4", true),
        ("Caillaud alice3", "alice3", CAILLAUD, "h#3", true),
    ];
    for (name, word, fen, stip, slow) in rows {
        if slow && !long {
            continue;
        }
        let variant = Variant::from_name(word).map_err(|e| CliError::Input(e.to_string()))?;
        let Engine::General(general) = Engine::of_variant(&variant) else {
            let pos = parse_fen(fen)?;
            timed_solve(name, &pos, &variant, stip, &SolveOptions::default(), all)?;
            continue;
        };
        let pos = alice::engine::general::parse_fen(fen, general)
            .map_err(|e| CliError::Input(format!("{name}: {e}")))?;
        timed_solve(name, &pos, &variant, stip, &SolveOptions::default(), all)?;
    }
    Ok(())
}

/// Proof games timed by `alice bench --solve`: the Michielsen dia10.5
/// (sound) and two random games (tests/data/proof-popeye.tsv: 26 and
/// 129,600 games, as Popeye 4.104 finds).
const PROOF_GAMES: [(&str, &str, &str); 3] = [
    (
        "michielsen-andernach-2025",
        "Rk*1q1bnr/1b*pppppp/n*p*6/p*7/r*7/N*7/1PPPPPPP/R1BQKBNR b - - 0 1",
        "dia10.5",
    ),
    (
        "random dia5 (26 games)",
        "1nbqkbnr/1ppppp1p/p*3Q*3/6p*1/r*7/3P*4/PPP2PPP/RNB1KBNR w KQk - 0 6",
        "dia5",
    ),
    (
        "random dia6 (129600)",
        "1nbqkbnr/r*1pp1p2/1p*2p*3/p*5p*p*/1P*2P*P*2/N*4N*2/P1PPK*1PP/R1BQ1B1R w k - 0 7",
        "dia6",
    ),
];
