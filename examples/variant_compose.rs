//! Look for random positions of a variant whose problem is sound (how the
//! variant problems of `problems/` were found before they were polished):
//! `cargo run --release --features examples --example variant_compose -- VARIANT STIP WHITE BLACK SEED [TRIES] [zero]`
//! where WHITE and BLACK are the men besides the kings, e.g. `QRN` `RBPP`;
//! with `zero`, only direct problems whose key is a zero move are printed.

use alice::engine::fast::fen;
use alice::solve::direct::{self, DirectOptions, Verdict};
use alice::solve::help::{self, HelpOptions};
use alice::solve::CountVerdict;
use alice::stipulation::Stipulation;
use alice::variant::Variant;

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

/// Kings and the given men on random squares (of `files` files) and boards.
fn random_fen(rng: &mut Rng, white: &str, black: &str, side: char, files: usize) -> String {
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
            let pawn_rank = c.eq_ignore_ascii_case(&'p') && (rank == 0 || rank == 7);
            if board[sq].is_some() || sq % 8 >= files || pawn_rank {
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
        for file in 0..files {
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
        eprintln!("usage: variant_compose VARIANT STIP WHITE BLACK SEED [TRIES] [zero]");
        std::process::exit(2);
    }
    let variant = Variant::from_name(&args[1])?;
    let stip: Stipulation = args[2].parse()?;
    let (white, black) = (&args[3], &args[4]);
    let mut rng = Rng(args[5].parse::<u64>()? | 1);
    let tries: usize = args.get(6).map_or(Ok(1000), |t| t.parse())?;
    let zero_key = args.get(7).is_some_and(|a| a == "zero");
    let files = variant.rules().files() as usize;
    let side = if stip.fixed_starter() == Some(alice::Color::Black) {
        'b'
    } else {
        'w'
    };
    for _ in 0..tries {
        let text = random_fen(&mut rng, white, black, side, files);
        let Ok(pos) = fen::parse_with(&text, &variant) else {
            continue;
        };
        let out = if stip.is_adversarial() {
            let Ok(r) = direct::solve(&pos, &stip, &DirectOptions::default()) else {
                continue;
            };
            let key_is_zero = r
                .keys
                .first()
                .is_some_and(|k| k.text.uci[0..2] == k.text.uci[2..4]);
            if r.verdict != Verdict::Sound
                || !r.short_solutions.is_empty()
                || r.duals > 0
                || (zero_key && !key_is_zero)
            {
                continue;
            }
            format!("{text}  key {}\n", r.keys[0].text.san)
        } else {
            let opts = HelpOptions {
                max_solutions: Some(2),
                ..HelpOptions::default()
            };
            let Ok(r) = help::solve(&pos, &stip, &opts) else {
                continue;
            };
            if r.verdict != CountVerdict::Sound {
                continue;
            }
            format!("{text}\n{}", r.to_text(&pos))
        };
        if std::io::Write::write_all(&mut std::io::stdout(), out.as_bytes()).is_err() {
            return Ok(());
        }
    }
    Ok(())
}
