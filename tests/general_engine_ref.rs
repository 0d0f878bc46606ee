//! The general engine against the naive reference generator
//! (`tests/common/general_ref.rs`, written from `VARIANTS.md`) on random
//! positions and random games of O'Donohue, three-board Alice, Duo and
//! Directed Alice.

use crate::common;

use alice::engine::general::{self, notation, GPos, GeneralVariant as V};
use common::general_ref::RefPos;
use common::random::Rng;

fn engine_moves(p: &GPos) -> Vec<String> {
    let mut v: Vec<String> = notation::legal(p).iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn compare(p: &GPos) {
    let r = RefPos::from(p);
    assert_eq!(
        engine_moves(p),
        r.legal_moves(),
        "{}: moves differ in {}",
        p.rules().name,
        general::fen::write(p)
    );
    assert_eq!(
        p.in_check(),
        r.in_check(p.side()),
        "check in {}",
        general::fen::write(p)
    );
}

/// A random position of `v` in the `|` form (it may be illegal): both kings
/// and `men` other men on random squares of random boards.
fn random_fen(rng: &mut Rng, v: V, men: usize) -> String {
    let r = v.rules();
    let (boards, files, ranks) = (r.boards as usize, r.files as usize, r.ranks as usize);
    let mut cells = vec![vec![None; files * ranks]; boards];
    let letters: Vec<char> = r
        .kinds
        .iter()
        .map(|k| k.letter())
        .filter(|&c| c != 'K')
        .collect();
    let place = |c: char, rng: &mut Rng, cells: &mut Vec<Vec<Option<char>>>| loop {
        let b = rng.below(boards);
        let s = rng.below(files * ranks);
        let rank = s / files;
        if cells[b][s].is_some()
            || (c.eq_ignore_ascii_case(&'p') && (rank == 0 || rank == ranks - 1))
        {
            continue;
        }
        cells[b][s] = Some(c);
        return;
    };
    place('K', rng, &mut cells);
    place('k', rng, &mut cells);
    for _ in 0..men {
        let l = letters[rng.below(letters.len())];
        let l = if rng.below(2) == 0 {
            l
        } else {
            l.to_ascii_lowercase()
        };
        place(l, rng, &mut cells);
    }
    let mut parts = Vec::new();
    for board in &cells {
        let mut text = String::new();
        for rank in (0..ranks).rev() {
            let mut empty = 0;
            for file in 0..files {
                match board[rank * files + file] {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        text.push(c);
                    }
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            if rank > 0 {
                text.push('/');
            }
        }
        parts.push(text);
    }
    let side = if rng.below(2) == 0 { "w" } else { "b" };
    format!("{} {side} - - 0 1", parts.join(" | "))
}

#[test]
fn random_positions_match_the_reference() {
    let mut rng = Rng(0x00D1_2EC7);
    for v in V::ONLY_GENERAL {
        let (tries, most) = if v == V::Directed {
            (600, 24)
        } else {
            (2500, 16)
        };
        let mut valid = 0;
        for i in 0..tries {
            let text = random_fen(&mut rng, v, 1 + i % most);
            if let Ok(p) = general::parse_fen(&text, v) {
                valid += 1;
                compare(&p);
            }
        }
        assert!(valid > tries / 4, "{v}: only {valid} valid positions");
    }
}

#[test]
fn random_games_match_the_reference() {
    let mut rng = Rng(0x0006_A3E5);
    for v in V::ONLY_GENERAL {
        let (games, plies) = if v == V::Directed { (6, 40) } else { (40, 80) };
        for _ in 0..games {
            let mut p = general::initial_position(v);
            for _ in 0..plies {
                compare(&p);
                assert_eq!(p.hash(), p.hash_from_scratch());
                let list = notation::legal(&p);
                if list.is_empty() {
                    break;
                }
                let m = list[rng.below(list.len())];
                p = p.after_move(m);
                // FEN round trip.
                let text = general::fen::write(&p);
                let q = general::parse_fen(&text, v).unwrap_or_else(|e| panic!("{text}: {e}"));
                assert_eq!(general::fen::write(&q), text);
            }
        }
    }
}

/// Every node of the tree from `p` down to `depth` compared with the
/// reference; returns the perft count at `depth + 1` from the reference's
/// move counts.
fn walk(p: &GPos, depth: u32) -> u64 {
    let r = RefPos::from(p).legal_moves();
    let list = notation::legal(p);
    let mut mine: Vec<String> = list.iter().map(|m| m.to_string()).collect();
    mine.sort();
    assert_eq!(mine, r, "moves differ in {}", general::fen::write(p));
    if depth == 0 {
        return r.len() as u64;
    }
    list.iter()
        .map(|&m| walk(&p.after_move(m), depth - 1))
        .sum()
}

#[test]
fn trees_from_the_initial_arrays_match_the_reference() {
    for (v, depth, count) in [
        (V::ODonohue, 2, 9_854),
        (V::Alice3, 2, 76_900),
        (V::Duo, 2, 10_742),
        (V::Directed, 1, 9_216),
    ] {
        assert_eq!(walk(&general::initial_position(v), depth), count, "{v}");
    }
}

#[test]
fn trees_from_random_positions_match_the_reference() {
    // Perft D3 (D2 for Directed) from random positions, every node compared.
    let mut rng = Rng(0x0BAD_5EED);
    for v in V::ONLY_GENERAL {
        let (want, depth) = if v == V::Directed { (3, 1) } else { (6, 2) };
        let mut done = 0;
        while done < want {
            let men = 6 + rng.below(6);
            let text = random_fen(&mut rng, v, men);
            if let Ok(p) = general::parse_fen(&text, v) {
                let n = walk(&p, depth);
                assert_eq!(n, alice::perft::perft(&p, depth + 1), "{v} {text}");
                done += 1;
            }
        }
    }
}
