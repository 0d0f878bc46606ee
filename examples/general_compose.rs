//! Search random positions of the general engine's variants for sound
//! problems (a #2 with one key and no short mate; an h#2 with one solution):
//! the compositions of `docs/variants.md` were found so and then checked by the
//! naive solver of `tests/engine2_solve.rs`.
//!
//! `cargo run --release --features examples --example general_compose -- VARIANT SEED [h]`

use alice::engine::general;
use alice::solve::direct::{self, DirectOptions};
use alice::solve::help::{self, HelpOptions};
use alice::stipulation::Stipulation;
use alice::variant::VariantKind;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let gv =
        VariantKind::general_from_word(args.get(1).map_or("odonohue", |s| s)).expect("variant");
    let mut seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let help = args.get(3).is_some();
    let r = gv.rules();
    let stip: Stipulation = if help { "h#2" } else { "#2" }.parse().unwrap();
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let letters: Vec<char> = r
        .kinds
        .iter()
        .map(|k| k.letter())
        .filter(|&c| c != 'K' && c != 'P')
        .collect();
    let mut found = 0;
    for _ in 0..200_000 {
        let (b, f, k) = (r.boards as u64, r.files as u64, r.ranks as u64);
        let mut cells = vec![vec!['.'; (f * k) as usize]; b as usize];
        let mut put = |c: char, n: &mut dyn FnMut() -> u64| loop {
            let bb = (n() % b) as usize;
            let s = (n() % (f * k)) as usize;
            if cells[bb][s] == '.' {
                cells[bb][s] = c;
                return;
            }
        };
        put('K', &mut next);
        put('k', &mut next);
        let men = 2 + next() % 3;
        for i in 0..men {
            let l = letters[(next() % letters.len() as u64) as usize];
            let l = if i == 0 || next() % 3 != 0 {
                l
            } else {
                l.to_ascii_lowercase()
            };
            put(l, &mut next);
        }
        let parts: Vec<String> = cells
            .iter()
            .map(|cells| {
                (0..k)
                    .rev()
                    .map(|rank| {
                        let mut s = String::new();
                        let mut e = 0;
                        for file in 0..f {
                            let c = cells[(rank * f + file) as usize];
                            if c == '.' {
                                e += 1;
                            } else {
                                if e > 0 {
                                    s.push_str(&e.to_string());
                                    e = 0;
                                }
                                s.push(c);
                            }
                        }
                        if e > 0 {
                            s.push_str(&e.to_string());
                        }
                        s
                    })
                    .collect::<Vec<_>>()
                    .join("/")
            })
            .collect();
        let side = if help { "b" } else { "w" };
        let text = format!("{} {side} - - 0 1", parts.join(" | "));
        let Ok(pos) = general::parse_fen(&text, gv) else {
            continue;
        };
        if pos.in_check() {
            continue;
        }
        if help {
            let report = help::solve(&pos, &stip, &HelpOptions::default()).unwrap();
            if report.solutions.len() == 1 && report.short.is_empty() {
                let line: Vec<String> = report.solutions[0]
                    .moves
                    .iter()
                    .map(|m| m.to_string())
                    .collect();
                println!("{} h#2 {}", general::fen::write(&pos), line.join(" "));
                found += 1;
            }
        } else {
            let report = direct::solve(&pos, &stip, &DirectOptions::default()).unwrap();
            if report.keys.len() == 1 && report.short_solutions.is_empty() {
                println!(
                    "{} #2 {}",
                    general::fen::write(&pos),
                    report.keys[0].text.uci
                );
                found += 1;
            }
        }
        if found >= 3 {
            break;
        }
    }
}
