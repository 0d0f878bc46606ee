//! Look for random Alice positions whose help or series problem has exactly
//! the wanted number of solutions and no short solution (how the benchmark
//! problems of `solve::help::bench_positions` were composed):
//! `cargo run --release --features examples --example help_compose -- STIP SOLUTIONS WHITE BLACK SEED [TRIES]`
//! where WHITE and BLACK are the men besides the kings, e.g. `QRN` `RBPP`.

use alice::engine::fast::fen;
use alice::solve::help::{solve, HelpOptions};
use alice::solve::CountVerdict;
use alice::stipulation::Stipulation;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random placement: kings and the given men on random squares and boards.
fn random_fen(rng: &mut Rng, white: &str, black: &str, side: char) -> String {
    let mut board: [Option<(char, bool)>; 64] = [None; 64];
    let men: Vec<char> = std::iter::once('K')
        .chain(white.chars())
        .chain(std::iter::once('k'))
        .chain(black.chars().map(|c| c.to_ascii_lowercase()))
        .collect();
    for c in men {
        loop {
            let sq = rng.below(64);
            let rank = sq / 8;
            if board[sq].is_some() || (c.eq_ignore_ascii_case(&'p') && (rank == 0 || rank == 7)) {
                continue;
            }
            board[sq] = Some((c, rng.below(2) == 1));
            break;
        }
    }
    let mut rows = Vec::new();
    for rank in (0..8).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for file in 0..8 {
            match board[rank * 8 + file] {
                None => empty += 1,
                Some((c, star)) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(c);
                    if star {
                        row.push('*');
                    }
                }
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    format!("{} {side} - - 0 1", rows.join("/"))
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 6 {
        eprintln!("usage: help_compose STIP SOLUTIONS WHITE BLACK SEED [TRIES]");
        std::process::exit(2);
    }
    let stip: Stipulation = args[1].parse()?;
    let wanted: usize = args[2].parse()?;
    let (white, black) = (&args[3], &args[4]);
    let mut rng = Rng(args[5].parse::<u64>()? | 1);
    let tries: usize = args.get(6).map_or(Ok(1000), |t| t.parse())?;
    let side = if stip.fixed_starter() == Some(alice::Color::White) {
        'w'
    } else {
        'b'
    };
    // Stop a search as soon as it shows a cook.
    let opts = HelpOptions {
        intended: wanted as u32,
        max_solutions: Some(wanted + 1),
        ..HelpOptions::default()
    };
    for _ in 0..tries {
        let text = random_fen(&mut rng, white, black, side);
        let Ok(pos) = fen::parse(&text) else { continue };
        let Ok(report) = solve(&pos, &stip, &opts) else {
            continue;
        };
        if report.verdict == CountVerdict::Sound {
            let out = format!("{text}  nodes {}\n{}", report.nodes, report.to_text(&pos));
            if std::io::Write::write_all(&mut std::io::stdout(), out.as_bytes()).is_err() {
                return Ok(());
            }
        }
    }
    Ok(())
}
