//! Time the helpmate benchmark problems with 1 and 2 threads (best of
//! `RUNS` runs, default 3): `cargo run --release --features examples --example help_bench [RUNS]`.

use alice::engine::fast::fen;
use alice::solve::help::{bench_expected_solutions, bench_positions, solve, HelpOptions};
use alice::stipulation::Stipulation;
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let runs: usize = std::env::args().nth(1).map_or(Ok(3), |r| r.parse())?;
    println!(
        "{:<26} {:>5} {:>4} {:>11} {:>10} {:>10}",
        "problem", "stip", "sols", "nodes", "1 thread", "2 threads"
    );
    for (name, fen_text, stip_text) in bench_positions() {
        let pos = fen::parse(fen_text)?;
        let stip: Stipulation = stip_text.parse()?;
        let intended = bench_expected_solutions(name).unwrap_or(1) as u32;
        let opts = HelpOptions {
            intended,
            ..HelpOptions::default()
        };
        let mut best = [f64::MAX; 2];
        let mut nodes = 0;
        let mut count = 0;
        for (i, threads) in [1, 2].into_iter().enumerate() {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()?;
            for _ in 0..runs {
                let t = Instant::now();
                let report = pool.install(|| solve(&pos, &stip, &opts))?;
                best[i] = best[i].min(t.elapsed().as_secs_f64());
                nodes = report.nodes;
                count = report.solutions.len();
            }
        }
        println!(
            "{name:<26} {stip_text:>5} {count:>4} {nodes:>11} {:>9.3}s {:>9.3}s",
            best[0], best[1]
        );
    }
    Ok(())
}
