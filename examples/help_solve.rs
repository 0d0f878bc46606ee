//! Solve one help or series problem and print the report with timings:
//! `cargo run --release --features examples --example help_solve -- FEN STIP [THREADS] [INTENDED]`.

use alice::engine::fast::fen;
use alice::solve::help::{solve, HelpOptions};
use alice::stipulation::Stipulation;
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let (Some(fen_text), Some(stip_text)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: help_solve FEN STIP [THREADS] [INTENDED]");
        std::process::exit(2);
    };
    let pos = fen::parse(fen_text)?;
    let stip: Stipulation = stip_text.parse()?;
    let threads: usize = args.get(3).map_or(Ok(0), |t| t.parse())?;
    let intended: u32 = args.get(4).map_or(Ok(1), |t| t.parse())?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()?;
    let opts = HelpOptions {
        intended,
        ..HelpOptions::default()
    };
    let t = Instant::now();
    let report = pool.install(|| solve(&pos, &stip, &opts))?;
    let secs = t.elapsed().as_secs_f64();
    let text = report.to_text(&pos);
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() > 30 {
        for l in &lines[..10] {
            println!("{l}");
        }
        println!("... ({} lines)", lines.len());
        println!("{}", lines[lines.len() - 1]);
    } else {
        print!("{text}");
    }
    println!(
        "time {:.3} s, {} nodes, {:.1} M nodes/s",
        secs,
        report.nodes,
        report.nodes as f64 / secs / 1e6
    );
    Ok(())
}
