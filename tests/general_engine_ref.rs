//! The general engine against the naive reference generator
//! (`tests/common/general_ref.rs`, written from `VARIANTS.md`) on random
//! positions and random games of O'Donohue, three-board Alice, Duo and
//! Directed Alice.

use crate::common;
use alice::variant::VariantKind as V;

use alice::engine::general::{self, notation, GPos};
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
        p.rules().variant.name(),
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
    random_fen_with(rng, v, men, false)
}

/// Like [`random_fen`]; with `doubled`, about half the men other than the
/// kings get a twin of their colour on the same square of another board
/// (squares holding two men of one side, as O'Donohue and the three-board
/// variants allow).
pub(crate) fn random_fen_with(rng: &mut Rng, v: V, men: usize, doubled: bool) -> String {
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
        return (b, s);
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
        let (b, s) = place(l, rng, &mut cells);
        if doubled && rng.below(2) == 0 {
            let other = (b + 1 + rng.below(boards - 1)) % boards;
            if cells[other][s].is_none() {
                let twin = letters[rng.below(letters.len())];
                let twin = if l.is_ascii_uppercase() {
                    twin
                } else {
                    twin.to_ascii_lowercase()
                };
                let rank = s / files;
                if !(twin.eq_ignore_ascii_case(&'p') && (rank == 0 || rank == ranks - 1)) {
                    cells[other][s] = Some(twin);
                }
            }
        }
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
    for v in V::only_general() {
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
    for v in V::only_general() {
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

/// The fourth ply of the perft of `tests/general_engine.rs` (D4 of
/// O'Donohue and Duo) counted by the reference, every node of the tree
/// above compared with the engine (the test above stops a ply short).
#[test]
fn perft_four_from_the_initial_arrays_by_the_reference() {
    for (v, count) in [(V::ODonohue, 243_188), (V::Duo, 286_933)] {
        assert_eq!(walk(&general::initial_position(v), 3), count, "{v}");
    }
}

/// The largest counts of the initial arrays the reference walks in
/// seconds: three-board Alice D4 and Directed Alice D3, those of
/// `tests/general_engine.rs` and `docs/variants.md`, every node of the
/// tree above compared with the engine (15 s on the project's 2-core
/// machine, 52 s when five builds share it; `--nocapture` prints each
/// variant's time).
#[test]
fn perft_by_the_reference_at_length() {
    for (v, depth, count) in [(V::Alice3, 3, 3_693_116), (V::Directed, 2, 1_086_800)] {
        let start = std::time::Instant::now();
        assert_eq!(walk(&general::initial_position(v), depth), count, "{v}");
        eprintln!("{v} D{}: {count} in {:.1?}", depth + 1, start.elapsed());
    }
}

/// D5 of O'Donohue and Duo (`docs/variants.md`) by the same reference,
/// every node of the tree above compared (run by hand: `cargo test
/// --release --test integration general_engine_ref::perft_five -- --ignored
/// --nocapture`, which prints each variant's time).
#[test]
#[ignore = "minutes of the naive reference generator; run by hand"]
fn perft_five_by_the_reference() {
    for (v, count) in [(V::ODonohue, 7_256_243), (V::Duo, 9_310_274)] {
        let start = std::time::Instant::now();
        assert_eq!(walk(&general::initial_position(v), 4), count, "{v}");
        eprintln!("{v} D5: {count} in {:.1?}", start.elapsed());
    }
}

#[test]
fn trees_from_random_positions_match_the_reference() {
    // Perft D3 (D2 for Directed) from random positions, every node compared.
    let mut rng = Rng(0x0BAD_5EED);
    for v in V::only_general() {
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

/// Every text form of every legal move, checked to name that move alone:
/// coordinate notation, the same with the from-board always written, the
/// readable form and Popeye's long form each differ between two moves; the
/// moves that name a from-board, and every fifth other, read back as the
/// move.
fn texts_are_unique_and_read_back(p: &GPos) {
    let list = notation::legal(p);
    type Form = fn(&GPos, general::GMove) -> String;
    let forms: [(&str, Form); 4] = [
        ("coordinate", |_, m| m.to_string()),
        ("from-board", |_, m| m.with_from_board_text()),
        ("readable", |p, m| alice::notation::san(p, m)),
        ("popeye", |p, m| alice::notation::popeye(p, m)),
    ];
    for (form, text) in forms {
        let mut seen = std::collections::BTreeMap::new();
        for (i, &m) in list.iter().enumerate() {
            let t = text(p, m);
            if let Some(other) = seen.insert(t.clone(), m) {
                panic!(
                    "{form} text {t} names {other:?} and {m:?} in {}",
                    general::fen::write(p)
                );
            }
            // Reading is slow (every legal move's text each time): read
            // back the moves that name a from-board and a sample of others.
            if m.names_from_board() || i % 5 == 0 {
                let back = alice::notation::parse_move(p, &t)
                    .unwrap_or_else(|e| panic!("{form} {t} in {}: {e}", general::fen::write(p)));
                assert_eq!(back, m, "{form} {t} in {}", general::fen::write(p));
            }
        }
    }
}

#[test]
fn doubly_occupied_squares_match_the_reference_and_name_each_move_once() {
    let mut rng = Rng(0x2B0A_12D5);
    for v in V::only_general() {
        let (tries, most) = if v == V::Directed {
            (60, 12)
        } else {
            (600, 12)
        };
        let (mut valid, mut shared) = (0, 0);
        for i in 0..tries {
            let text = random_fen_with(&mut rng, v, 1 + i % most, true);
            if let Ok(p) = general::parse_fen(&text, v) {
                valid += 1;
                compare(&p);
                texts_are_unique_and_read_back(&p);
                shared += notation::legal(&p).iter().any(|m| m.names_from_board()) as usize;
            }
        }
        assert!(valid > tries / 4, "{v}: only {valid} valid positions");
        assert!(
            shared > tries / 20,
            "{v}: only {shared} positions name a from-board"
        );
    }
}

#[test]
fn move_texts_are_unique_in_random_positions_and_games() {
    let mut rng = Rng(0x7E_C7A1);
    for v in V::only_general() {
        let tries = if v == V::Directed { 60 } else { 300 };
        for i in 0..tries {
            let text = random_fen(&mut rng, v, 1 + i % 16);
            if let Ok(p) = general::parse_fen(&text, v) {
                texts_are_unique_and_read_back(&p);
            }
        }
        let mut p = general::initial_position(v);
        for _ in 0..60 {
            texts_are_unique_and_read_back(&p);
            let list = notation::legal(&p);
            if list.is_empty() {
                break;
            }
            p = p.after_move(list[rng.below(list.len())]);
        }
    }
}

/// The coordinate texts of the legal moves of `p` from `from` (sorted).
fn texts_from(p: &GPos, from: &str) -> Vec<String> {
    let mut v: Vec<String> = notation::legal(p)
        .iter()
        .map(|m| m.to_string())
        .filter(|t| t.starts_with(from))
        .collect();
    v.sort();
    v
}

#[test]
fn a_square_with_two_men_of_the_mover_names_the_from_board() {
    // O'Donohue: black Qb4 on A and Bb4 on B both reach a3 (VARIANTS.md,
    // "Move text when a square holds two men of the mover").
    let fen = "4k3/8/8/8/1q6/8/8/7K | 8/8/8/8/1b6/8/8/8 b - - 0 1";
    let p = general::parse_fen(fen, V::ODonohue).unwrap();
    let texts = texts_from(&p, "b4");
    assert!(texts.contains(&"b4Aa3".to_string()), "{texts:?}");
    assert!(texts.contains(&"b4Ba3".to_string()), "{texts:?}");
    assert!(texts
        .iter()
        .all(|t| t.starts_with("b4A") || t.starts_with("b4B")));
    let by = |t: &str| alice::notation::parse_move(&p, t).unwrap();
    assert_eq!(alice::notation::san(&p, by("b4Aa3")), "Qb4/A-a3/B");
    assert_eq!(alice::notation::san(&p, by("b4Ba3")), "Bb4/B-a3/A");
    assert_eq!(by("Qb4/A-a3/B"), by("b4Aa3"));
    // Without the from-board the text names two moves: refused.
    assert!(alice::notation::parse_move(&p, "b4a3").is_err());
    // The from-board may be written on any move.
    assert_eq!(by("e8Ad8").to_string(), "e8d8");
    texts_are_unique_and_read_back(&p);

    // Duo: black Qc8 on A and Kc8 on B both reach b8 on B.
    let fen = "2q1/4/4/4/4/4/4/K3 | 2k1/4/4/4/4/4/4/4 b - - 0 1";
    let p = general::parse_fen(fen, V::Duo).unwrap();
    let texts = texts_from(&p, "c8");
    assert!(texts.contains(&"c8Ab8B".to_string()), "{texts:?}");
    assert!(texts.contains(&"c8Bb8B".to_string()), "{texts:?}");
    texts_are_unique_and_read_back(&p);
}

#[test]
fn a_double_transfer_gives_check_in_directed_alice() {
    // After e7b4B the shaman on b4 (B) attacks White's king on e1 (A)
    // through d2: first leg on B to d2, transfer to A, step to e1.
    let fen = "rnbekS**ebnr/th2gg1yht/pppy*pppppp/4s**5/10/10/10/PPPs*PPPPPP/THY1GGSYHT/RNBEKGEBNR b - - 0 1";
    let p = general::parse_fen(fen, V::Directed).unwrap();
    let m = alice::notation::parse_move(&p, "e7b4B").unwrap();
    let after = p.after_move(m);
    assert!(after.in_check(), "the king on e1 is in check");
    let legal = notation::legal(&after);
    assert_eq!(legal.len(), 6, "{:?}", legal);
    compare(&after);
    // The shaman's double transfer itself is a legal move of Black in the
    // position with White to move swapped (it would capture the king).
    assert_eq!(
        alice::notation::check_suffix(&p, m),
        "+",
        "e7b4B gives check"
    );
}

/// The legality and check of every pseudo-legal move of `p` (a position
/// of `v`), by the engine's quick tests, against playing the move out.
fn assert_quick_tests_agree(p: &GPos, v: V) {
    use alice::game::Game;
    let text = general::fen::write(p);
    let legal = notation::legal(p);
    let mut all = Vec::new();
    general::movegen::pseudo_moves(p, &mut all);
    let in_check = p.in_check();
    for &m in &all {
        let played = general::legality::is_legal(p, m, in_check);
        assert_eq!(legal.contains(&m), played, "{v} {text}: legality of {m:?}");
    }
    if let Some(probe) = p.check_probe() {
        for &m in &legal {
            assert_eq!(
                p.gives_check(&probe, m),
                p.after_move(m).in_check(),
                "{v} {text}: check by {m:?}"
            );
        }
    }
}

#[test]
fn the_quick_check_and_legality_tests_agree_with_playing_the_move() {
    // `gives_check` skips playing moves that cannot check and the legality
    // test skips playing moves that cannot expose the king: both against
    // playing every pseudo-legal move, in random positions of every
    // variant (squares with two men included) and of the fast engine's
    // variants on the general engine.
    let mut rng = Rng(0x0C4E_C4ED);
    let mut variants: Vec<V> = V::only_general();
    variants.extend([V::Alice, V::MsAlice, V::Mini]);
    for v in variants {
        let tries = if v == V::Directed { 150 } else { 800 };
        for i in 0..tries {
            let text = random_fen_with(&mut rng, v, 1 + i % 14, i % 2 == 0);
            let Ok(p) = general::parse_fen(&text, v) else {
                continue;
            };
            assert_quick_tests_agree(&p, v);
        }
    }
}

#[test]
fn move_texts_are_unique_on_the_fast_engine_too() {
    // Standard Alice, Ms. Alice and the strict block reading on the fast
    // engine (random positions; illegal ones skipped): coordinate, readable
    // and Popeye text each name one legal move and read back as it.
    use alice::engine::fast::rules::Rules;
    use alice::game::Game;
    let mut rng = Rng(0x00FA_57E4);
    for rules in [
        Rules::STANDARD,
        Rules::STANDARD.zero_moves(true),
        Rules::STANDARD.strict_block(true),
    ] {
        let mut done = 0;
        while done < 400 {
            let text = common::random::random_fen(&mut rng, 2 + done % 14);
            let Ok(pos) = alice::engine::fast::fen::parse(&text).map(|p| p.with_rules(rules))
            else {
                continue;
            };
            let Ok(pos) = pos else {
                continue;
            };
            done += 1;
            let mut list = <alice::engine::fast::Position as Game>::Moves::default();
            pos.legal_moves(&mut list);
            type Form = fn(&alice::engine::fast::Position, alice::engine::fast::Move) -> String;
            let forms: [(&str, Form); 3] = [
                ("coordinate", |_, m| m.to_string()),
                ("readable", |p, m| alice::notation::san(p, m)),
                ("popeye", |p, m| alice::notation::popeye(p, m)),
            ];
            for (form, write) in forms {
                let mut seen = std::collections::BTreeSet::new();
                for &m in list.as_slice() {
                    let t = write(&pos, m);
                    assert!(seen.insert(t.clone()), "{form} {t} twice in {text}");
                    let back = alice::notation::parse_move(&pos, &t)
                        .unwrap_or_else(|e| panic!("{form} {t} in {text}: {e}"));
                    assert_eq!(back, m, "{form} {t} in {text}");
                }
            }
        }
    }
}

#[test]
fn the_quick_tests_agree_with_playing_the_move_in_crowded_games() {
    // The same comparison in random games from the initial arrays, where a
    // side has many men on a board (the attack test walks lines and leap
    // sets then, not men).
    let mut rng = Rng(0xC0_0DED);
    let mut variants: Vec<V> = V::only_general();
    variants.extend([V::Alice, V::MsAlice, V::Mini]);
    for v in variants {
        let games = if v == V::Directed { 3 } else { 8 };
        for _ in 0..games {
            let mut p = general::initial_position(v);
            for _ in 0..40 {
                assert_quick_tests_agree(&p, v);
                let legal = notation::legal(&p);
                if legal.is_empty() {
                    break;
                }
                p = p.after_move(legal[rng.below(legal.len())]);
            }
        }
    }
}
