//! The variant problems of `problems/` against a naive brute-force solver
//! written on the reference move generator (`tests/common/reference.rs`),
//! which knows the variants from `VARIANTS.md` independently of the engine.

use crate::common;

use alice::formats::read_problems;
use alice::solve::direct::{self, DirectOptions};
use alice::solve::help::{self, HelpOptions};
use common::reference::{Naive, RefRules};
use std::path::Path;

fn mated(n: &Naive) -> bool {
    n.in_check(n.side) && n.legal_moves().is_empty()
}

/// Attacker to move: does it mate within `k` moves?
fn mates_within(n: &Naive, k: u32) -> bool {
    k > 0
        && n.legal_moves().iter().any(|(_, q)| {
            mated(q) || {
                let defences = q.legal_moves();
                k > 1
                    && !defences.is_empty()
                    && defences.iter().all(|(_, r)| mates_within(r, k - 1))
            }
        })
}

/// The keys of a mate in `k` (coordinate moves, sorted).
fn direct_keys(n: &Naive, k: u32) -> Vec<String> {
    let mut keys: Vec<String> = n
        .legal_moves()
        .into_iter()
        .filter(|(_, q)| {
            mated(q) || {
                let defences = q.legal_moves();
                k > 1
                    && !defences.is_empty()
                    && defences.iter().all(|(_, r)| mates_within(r, k - 1))
            }
        })
        .map(|(m, _)| m)
        .collect();
    keys.sort();
    keys
}

/// Every helpmate line of exactly `plies` single moves ending in mate.
fn help_lines(n: &Naive, plies: u32, prefix: &mut Vec<String>, out: &mut Vec<String>) {
    for (m, q) in n.legal_moves() {
        prefix.push(m);
        if plies == 1 {
            if mated(&q) {
                out.push(prefix.join(" "));
            }
        } else if !q.legal_moves().is_empty() {
            help_lines(&q, plies - 1, prefix, out);
        }
        prefix.pop();
    }
}

fn problem(name: &str) -> alice::problem::Problem {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("problems")
        .join(name);
    read_problems(&path).unwrap().remove(0).unwrap()
}

#[test]
fn ms_alice_mate_in_two_has_one_zero_key() {
    let p = problem("alice-project-ms-alice-zero-key-2026.yaml");
    assert_eq!(p.variant.to_string(), "ms-alice");
    let naive = Naive::with_rules(&diagram(&p), RefRules::of("ms-alice", &[]));
    assert_eq!(direct_keys(&naive, 2), ["b7b7"]);
    assert!(direct_keys(&naive, 1).is_empty(), "no mate in one");
    let report = direct::solve(&diagram(&p), &p.stipulation, &DirectOptions::default()).unwrap();
    let keys: Vec<String> = report.keys.iter().map(|k| k.text.uci.clone()).collect();
    assert_eq!(keys, ["b7b7"]);
}

#[test]
fn mini_helpmate_in_two_has_one_solution() {
    let p = problem("alice-project-mini-rook-through-the-glass-2026.yaml");
    assert_eq!(p.variant.to_string(), "mini");
    let naive = Naive::with_rules(&diagram(&p), RefRules::of("mini", &[]));
    let mut lines = Vec::new();
    help_lines(&naive, 4, &mut Vec::new(), &mut lines);
    assert_eq!(lines, ["a5a4 d3c2 a1a2 a8a4"]);
    let mut short = Vec::new();
    help_lines(&naive, 2, &mut Vec::new(), &mut short);
    assert!(short.is_empty(), "no h#1");
    let report = help::solve(&diagram(&p), &p.stipulation, &HelpOptions::default()).unwrap();
    let found: Vec<String> = report.solutions.iter().map(|l| l.uci().join(" ")).collect();
    assert_eq!(found, lines);
}

/// A problem's diagram on the fast engine.
fn diagram(p: &alice::problem::Problem) -> alice::engine::fast::Position {
    alice::engine::fast::Position::from_setup(&p.diagram, p.variant.rules())
        .expect("a legal diagram")
}
