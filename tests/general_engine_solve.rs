//! Problems in the general engine's variants (composed for this project by
//! a random search, `examples/general_compose.rs`): the solvers' answers
//! (the full direct analysis and the help search, the same code that solves
//! the fast engine's variants) against naive minimax and brute-force help
//! play written here with nothing but the engine's legal moves.

use alice::engine::general::{self, notation, GMove, GPos};
use alice::solve::direct::{self, DirectOptions};
use alice::solve::help::{self, HelpOptions};
use alice::stipulation::Stipulation;
use alice::variant::VariantKind as V;

/// The keys the direct analysis finds, in coordinate notation.
fn keys(p: &GPos, stip: &Stipulation) -> Vec<String> {
    let report = direct::solve(p, stip, &DirectOptions::default()).unwrap();
    report.keys.iter().map(|k| k.text.uci.clone()).collect()
}

fn legal(p: &GPos) -> Vec<GMove> {
    notation::legal(p)
}

fn mated(p: &GPos) -> bool {
    p.in_check() && legal(p).is_empty()
}

/// Naive: does the side to move mate within n?
fn mates_within(p: &GPos, n: u32) -> bool {
    legal(p)
        .into_iter()
        .any(|m| attack_works(&p.after_move(m), n))
}

fn attack_works(q: &GPos, n: u32) -> bool {
    if mated(q) {
        return true;
    }
    let defences = legal(q);
    n > 1
        && !defences.is_empty()
        && defences
            .iter()
            .all(|&d| mates_within(&q.after_move(d), n - 1))
}

fn naive_keys(p: &GPos, n: u32) -> Vec<String> {
    let mut keys: Vec<String> = legal(p)
        .into_iter()
        .filter(|&m| attack_works(&p.after_move(m), n))
        .map(|m| m.to_string())
        .collect();
    keys.sort();
    keys
}

fn naive_help(p: &GPos, plies: u32) -> usize {
    if plies == 0 {
        return mated(p) as usize;
    }
    legal(p)
        .into_iter()
        .map(|m| naive_help(&p.after_move(m), plies - 1))
        .sum()
}

/// Mates in two with their keys. The first Directed Alice position was
/// composed sound before double transfers gave check; under that rule
/// (VARIANTS.md) 1.Ed9/A mates too, as naive minimax confirms.
const DIRECT: [(V, &str, &[&str]); 5] = [
    (V::ODonohue, "8/6R*1/3R4/8/8/k*7/8/7K* w - - 0 1", &["d6b6"]),
    (
        V::Alice3,
        "Q7/8/8/5B2/8/3k*K3/3Q4/5N2 w - - 0 1",
        &["a8e4C"],
    ),
    (V::Duo, "3k*/4/4/BR*K*1/Q*3/4/4/4 w - - 0 1", &["b5b8B"]),
    (
        V::Directed,
        "1k8/10/2E**7/1K*8/10/10/10/10/10/5R3B** w - - 0 1",
        &["c8d9A", "f1f9B"],
    ),
    (
        V::Directed,
        "10/10/10/10/4T*5/3k*6/2EK6/10/10/10 w - - 0 1",
        &["c4c6B"],
    ),
];

#[test]
fn mates_in_two_have_the_key_naive_minimax_finds() {
    let stip: Stipulation = "#2".parse().unwrap();
    for (v, fen, key) in DIRECT {
        let p = general::parse_fen(fen, v).unwrap();
        assert_eq!(keys(&p, &stip), key, "{v} {fen}");
        assert_eq!(naive_keys(&p, 2), key, "{v} {fen}: naive");
        assert!(!mates_within(&p, 1), "{v} {fen}: a mate in one");
    }
}

const HELP: [(V, &str, usize); 4] = [
    (V::ODonohue, "8/5n2/1B6/8/8/6k*1/4R*3/4K3 b - - 0 1", 1),
    (
        V::Duo,
        "4/N3/4/4/2R1/4/1k2/4 | 4/4/4/4/2K1/2B1/4/4 b - - 0 1",
        1,
    ),
    (V::Duo, "4/4/3N/4/2R*1/K*3/4/1k*r*1 b - - 0 1", 1),
    (
        V::ODonohue,
        "2N5/1B6/3K4/8/2N5/8/8/8 | 8/8/3Q4/8/4k3/8/8/8 b - - 0 1",
        1,
    ),
];

#[test]
fn helpmates_in_two_have_the_solutions_brute_force_finds() {
    let stip: Stipulation = "h#2".parse().unwrap();
    for (v, fen, n) in HELP {
        let p = general::parse_fen(fen, v).unwrap();
        let report = help::solve(&p, &stip, &HelpOptions::default()).unwrap();
        assert_eq!(report.solutions.len(), n, "{v} {fen}");
        assert!(report.short.is_empty(), "{v} {fen}");
        assert_eq!(naive_help(&p, 4), n, "{v} {fen}: naive");
        assert_eq!(naive_help(&p, 2), 0, "{v} {fen}: short");
    }
}

#[test]
fn self_and_stalemate_play_run_on_the_general_engine() {
    // s#1 / =1 on small positions: the prover against naive play.
    let p = general::parse_fen("3k*/4/4/BR*K*1/Q*3/4/4/4 w - - 0 1", V::Duo).unwrap();
    for s in ["s#1", "=1", "s#2", "r#1"] {
        let stip: Stipulation = s.parse().unwrap();
        let texts: Vec<String> = legal(&p).iter().map(|m| m.to_string()).collect();
        for k in keys(&p, &stip) {
            assert!(texts.contains(&k), "{s}: {k}");
        }
    }
}
