//! The family cross-checks on the general engine, at the fast engine's
//! scale: every family of play with every goal, on fresh random problems
//! of the general engine's variants (O'Donohue, three-board Alice, Duo,
//! Directed Alice, and Alice with fairy pieces), each solved by the
//! solver and by the naive search of its family's module (`goals.rs`,
//! `families*.rs`: plain recursion over the engine's legal moves, no
//! table, no pruning), the two compared.
//!
//! A problem is a random position (both kings and 1 to 3 other men, some
//! of them Popeye's fairy pieces, some squares held on two boards where
//! the variant allows it; the variants taken in turn; each side with at
//! most [`MOST_MOVES`] legal moves, so that the naive searches stay
//! small), the family's
//! stipulation with one goal, at the shortest length where the family's
//! rules show (one move, two for the series, parry and exact play). Only
//! problems the solver must answer are counted: where the side that waits
//! is in check (a refused problem) another position is drawn.
//!
//! Each family meets at least [`PER_FAMILY`] problems, spread evenly over
//! the goals it takes (9 a goal: 108 a family), so each goal meets at
//! least 100 over the families: 3,780 problems in all (35 families; the
//! counts per family and goal are asserted). The test took 30 s on the
//! project's 2-core machine in release mode while it was shared by five
//! builds (`cargo test --release --test integration general_families::
//! -- --nocapture` prints each family's time: 0.01 to 4.5 s). The ignored
//! test [`every_family_and_goal_on_a_hundred_problems_each`] runs 100
//! problems for every family and goal (42,000 problems).

use alice::engine::general::{self, GPos};
use alice::game::Game;
use alice::solve::help::{self, HelpOptions};
use alice::stipulation::Stipulation;
use alice::variant::VariantKind as V;
use std::collections::BTreeSet;

use crate::common::goal_ref::legal;
use crate::common::random::Rng;
use crate::fairy::random_fairy_fen;

/// The variants the problems are drawn from, in turn (Alice with at least
/// one fairy piece: the general engine's part of it).
const VARIANTS: [V; 5] = [V::ODonohue, V::Alice3, V::Duo, V::Directed, V::Alice];

/// The goals, as in `goals.rs`.
const GOALS: [&str; 12] = [
    "+", "x", "%", "zd5", "00", "ep", "~", "==", "#=", "!=", "#", "=",
];

/// The most moves either side may have in a problem's position.
const MOST_MOVES: usize = 24;

/// The problems each family meets in every run.
const PER_FAMILY: usize = 100;

/// How a family's problem is checked: the solver against the naive search
/// of its module; whether the problem had a solution.
type Compare = fn(&GPos, &Stipulation) -> bool;

/// A family: its name, its stipulation with `{}` for the goal, its check.
struct Family {
    template: &'static str,
    compare: Compare,
}

const fn family(template: &'static str, compare: Compare) -> Family {
    Family { template, compare }
}

fn count(n: usize) -> bool {
    n > 0
}

/// Exact help and series play: the solver's lines of `exact-` against the
/// naive search's full-length lines of the play without it (`goals.rs`;
/// a goal reached on the way ends the play as there), and no short
/// solutions.
fn exact_help(p: &GPos, stip: &Stipulation) -> bool {
    let plain = Stipulation {
        exact: false,
        ..*stip
    };
    let expected = crate::goals::naive_lines(p, &plain);
    match (&expected, help::solve(p, stip, &HelpOptions::default())) {
        (None, Err(help::HelpError::WaitingSideInCheck { .. })) => false,
        (Some(e), Ok(r)) => {
            let got: BTreeSet<Vec<String>> = r
                .solutions
                .iter()
                .map(|l| l.moves.iter().map(|m| m.to_string()).collect())
                .collect();
            assert_eq!(&got, e, "{stip} {}", p.fen());
            assert!(r.short.is_empty(), "{stip} {}", p.fen());
            !e.is_empty()
        }
        (e, g) => panic!("{stip} {}: naive {e:?}, solver {:?}", p.fen(), g.err()),
    }
}

/// The families, each at its shortest telling length.
fn families() -> Vec<Family> {
    vec![
        // goals.rs: help, series, direct, self, reflex, semi-reflex.
        family("h{}1", crate::goals::compare),
        family("h{}1.5", crate::goals::compare),
        family("ser-{}2", crate::goals::compare),
        family("ser-h{}2", crate::goals::compare),
        family("ser-s{}2", crate::goals::compare),
        family("{}1", crate::goals::compare),
        family("{}2", crate::goals::compare),
        family("s{}1", crate::goals::compare),
        family("r{}1", crate::goals::compare),
        family("semi-r{}1", crate::goals::compare),
        // families.rs: help-self, help-reflex, their series.
        family("hs{}1", crate::families::compare),
        family("hs{}1.5", crate::families::compare),
        family("ser-hs{}2", crate::families::compare),
        family("hr{}1", crate::families::compare),
        family("hr{}1.5", crate::families::compare),
        family("ser-r{}2", crate::families::compare),
        // families_exact.rs: exact battle play.
        family("exact-{}2", crate::families_exact::compare),
        family("exact-s{}2", crate::families_exact::compare),
        family("exact-r{}2", crate::families_exact::compare),
        family("exact-semi-r{}2", crate::families_exact::compare),
        // Exact help and series play.
        family("exact-h{}1.5", exact_help),
        family("exact-ser-h{}2", exact_help),
        // families_intro.rs: an intro series before series and help play.
        family("1->ser-{}1", crate::families_intro::compare),
        family("1->ser-h{}1", crate::families_intro::compare),
        family("1->h{}1", crate::families_intro::compare),
        // families_parry.rs: parry series with help parries.
        family("pser-h{}2", |p, s| {
            count(crate::families_parry::compare(p, s))
        }),
        family("phser-{}2", |p, s| {
            count(crate::families_parry::compare(p, s))
        }),
        family("phser-s{}2", |p, s| {
            count(crate::families_parry::compare(p, s))
        }),
        // families_parry_battle.rs: parry series as battle play, and the
        // parry help-self and reflex series.
        family("pser-{}2", |p, s| {
            count(crate::families_parry_battle::compare(p, s))
        }),
        family("pser-s{}2", |p, s| {
            count(crate::families_parry_battle::compare(p, s))
        }),
        family("pser-r{}2", |p, s| {
            count(crate::families_parry_battle::compare(p, s))
        }),
        family("pser-hs{}2", |p, s| {
            count(crate::families_parry_battle::compare(p, s))
        }),
        family("phser-r{}2", |p, s| {
            count(crate::families_parry_battle::compare(p, s))
        }),
        // families_reci.rs: reciprocal help play.
        family("reci-h{}1", |p, s| {
            count(crate::families_reci::compare(p, s))
        }),
        family("reci-h{}1.5", |p, s| {
            count(crate::families_reci::compare(p, s))
        }),
    ]
}

/// Random problems of the general engine, the variants in turn.
struct Problems {
    rng: Rng,
    next: usize,
}

impl Problems {
    /// The next random position that `stip` may be asked of: the side that
    /// waits (the one not starting; in battle play the side not to move)
    /// not in check, the starter to move.
    fn draw(&mut self, stip: &Stipulation) -> GPos {
        let v = VARIANTS[self.next % VARIANTS.len()];
        self.next += 1;
        loop {
            let men = 1 + self.rng.below(3);
            let doubled = self.rng.below(3) == 0;
            let text = random_fairy_fen(&mut self.rng, v, men, doubled);
            let Ok(p) = general::parse_fen(&text, v) else {
                continue;
            };
            if v == V::Alice && p.fairy_kinds().next().is_none() {
                continue;
            }
            let side = stip.fixed_starter().unwrap_or(p.side_to_move());
            let p = p.with_side_to_move(side);
            // Small problems: each side has at most MOST_MOVES moves (the
            // naive searches grow as their power; a rider of Directed
            // Alice on an open 10x10 board alone has 30).
            if !p.null_move().in_check()
                && legal(&p).len() <= MOST_MOVES
                && legal(&p.null_move()).len() <= MOST_MOVES
            {
                return p;
            }
        }
    }
}

/// Every family with every goal it takes, `per_goal(goals)` problems each
/// (the number of goals the family takes given); the problems compared
/// and solved, per family, per goal and per family and goal.
struct Tally {
    by_family: Vec<(String, usize, usize)>,
    by_goal: Vec<(usize, usize)>,
    /// (family, goal, compared, solved).
    by_pair: Vec<(String, &'static str, usize, usize)>,
}

fn run(seed: u64, per_goal: impl Fn(usize) -> usize) -> Tally {
    let mut problems = Problems {
        rng: Rng(seed),
        next: 0,
    };
    let mut by_goal = vec![(0, 0); GOALS.len()];
    let mut by_family = Vec::new();
    let mut by_pair = Vec::new();
    for f in families() {
        // The goals the family takes (Popeye refuses a few pairs).
        let stips: Vec<(usize, Stipulation)> = GOALS
            .iter()
            .enumerate()
            .filter_map(|(i, g)| f.template.replace("{}", g).parse().ok().map(|s| (i, s)))
            .collect();
        assert!(stips.len() >= 10, "{}: {} goals", f.template, stips.len());
        let n = per_goal(stips.len());
        let (mut compared, mut solved) = (0, 0);
        let start = std::time::Instant::now();
        for (g, stip) in &stips {
            let mut pair_solved = 0;
            for _ in 0..n {
                let p = problems.draw(stip);
                let s = usize::from((f.compare)(&p, stip));
                compared += 1;
                solved += s;
                pair_solved += s;
                by_goal[*g].0 += 1;
                by_goal[*g].1 += s;
            }
            by_pair.push((f.template.to_string(), GOALS[*g], n, pair_solved));
        }
        // (Shown with `--nocapture`: where the time goes.)
        println!(
            "{}: {compared} problems, {solved} solved, {:.2?}",
            f.template,
            start.elapsed()
        );
        by_family.push((f.template.to_string(), compared, solved));
    }
    Tally {
        by_family,
        by_goal,
        by_pair,
    }
}

#[test]
fn every_family_and_goal_agrees_with_brute_force_on_the_general_variants() {
    let tally = run(0x6e4e_fa11, |goals| PER_FAMILY.div_ceil(goals));
    let mut families_solved = 0;
    for (template, compared, solved) in &tally.by_family {
        assert!(*compared >= PER_FAMILY, "{template}: {compared} problems");
        families_solved += usize::from(*solved > 0);
    }
    for (goal, (compared, _)) in GOALS.iter().zip(&tally.by_goal) {
        assert!(*compared >= 100, "{goal}: {compared} problems");
    }
    // Random problems of three men rarely have a solution in the rarer
    // families; most families must still meet some.
    assert!(
        families_solved * 3 >= tally.by_family.len() * 2,
        "{:?}",
        tally.by_family
    );
    let solved: usize = tally.by_goal.iter().map(|g| g.1).sum();
    assert!(solved > 300, "{:?}", tally.by_goal);
}

/// 100 problems for every family and goal, 20 of each variant: 42,000
/// problems, eleven times the test above (run by hand: `cargo test
/// --release --test integration general_families -- --ignored
/// --nocapture`; 2.7 minutes on the project's 2-core machine, up to 7.5
/// when five builds share it). Prints the problems and those with a
/// solution per family, per goal, and per family and goal.
#[test]
#[ignore = "42,000 problems, minutes; run by hand"]
fn every_family_and_goal_on_a_hundred_problems_each() {
    let tally = run(0x6e4e_fa12, |_| 100);
    assert_eq!(tally.by_family.len(), 35);
    for (template, compared, solved) in &tally.by_family {
        println!("{template}: {compared} problems, {solved} with a solution");
    }
    for (goal, (compared, solved)) in GOALS.iter().zip(&tally.by_goal) {
        println!("goal {goal}: {compared} problems, {solved} with a solution");
    }
    for (template, goal, compared, solved) in &tally.by_pair {
        assert!(*compared >= 100, "{template} {goal}: {compared} problems");
        println!(
            "{}: {compared} problems, {solved} with a solution",
            template.replace("{}", goal)
        );
    }
    // Every family takes every goal here.
    assert_eq!(tally.by_pair.len(), 35 * GOALS.len());
}
