//! The intelligent help and series search against the plain search and a
//! brute force: on random problems of every fast variant and rule reading
//! (`h#2` to `h#4`, `h#n.5`, `h=n`, `ser-h#3` to `ser-h#6`, `ser-#n`), the
//! same solutions and short solutions in the same order, the same
//! verdict; for help play up to four single moves, the counts of a
//! memoized brute force (`bench.rs`) besides. The bounds must prune somewhere, or the test
//! proves nothing. Both reports are held whole, so a problem with
//! [`CAP`] lines of one length or more (a random `h#4` with two rooks
//! has 147 million) is drawn again, and counted.

use super::bench::brute_force_counts;
use super::*;
use alice::variant::{Readings, Variant, VariantKind};

/// The fast engine's variants and rule readings (Alice 2 plays a problem
/// as Alice does: its diagram is read the same).
pub(super) fn variants() -> Vec<(&'static str, Variant)> {
    let alice = Variant::ALICE;
    let reading = |castling, en_passant, strict_block| Variant {
        kind: VariantKind::Alice,
        readings: Readings {
            castling,
            en_passant,
            strict_block,
        },
    };
    vec![
        ("alice", alice),
        ("alice2", Variant::new(VariantKind::Alice2)),
        ("castling=off", reading(false, true, false)),
        ("en-passant=off", reading(true, false, false)),
        ("block=strict", reading(true, true, true)),
        ("ms-alice", Variant::new(VariantKind::MsAlice)),
        ("mini", Variant::new(VariantKind::Mini)),
    ]
}

/// A random position of `variant` with both kings and `men` other men
/// (letters, upper case White), on random squares and boards; with
/// `castle`, the kings and a rook each on their home squares of one board
/// with the castling rights.
pub(super) fn random_problem(
    rng: &mut Rng,
    variant: &Variant,
    men: &str,
    side: Color,
    castle: bool,
) -> Option<Position> {
    let files = variant.rules().files() as usize;
    let mut cells = vec![String::new(); 64];
    let mut rights = "-";
    if castle && files == 8 {
        let b = if rng.below(2) == 1 { "*" } else { "" };
        cells[4] = format!("K{b}");
        cells[7] = format!("R{b}");
        let b = if rng.below(2) == 1 { "*" } else { "" };
        cells[60] = format!("k{b}");
        cells[63] = format!("r{b}");
        rights = "Kk";
    }
    let kings = if castle && files == 8 { "" } else { "Kk" };
    for c in kings.chars().chain(men.chars()) {
        loop {
            let sq = rng.below(64);
            let back_rank = !(8..56).contains(&sq);
            if sq % 8 < files
                && cells[sq].is_empty()
                && !(back_rank && c.eq_ignore_ascii_case(&'p'))
            {
                let star = if rng.below(2) == 1 { "*" } else { "" };
                cells[sq] = format!("{c}{star}");
                break;
            }
        }
    }
    let side = if side == Color::White { 'w' } else { 'b' };
    let text = format!(
        "{} {side} {rights} - 0 1",
        common::random::placement_on(&cells, files)
    );
    fen::parse_with(&text, variant).ok()
}

/// The men of a random problem: one to three White men, one to four Black,
/// short plays with more.
pub(super) fn random_men(rng: &mut Rng, plies: u32) -> String {
    const WHITE: [char; 6] = ['Q', 'R', 'R', 'B', 'N', 'P'];
    const BLACK: [char; 6] = ['q', 'r', 'b', 'n', 'p', 'p'];
    let (w, b) = match plies {
        0..=4 => (3, 4),
        5..=6 => (2, 3),
        _ => (2, 2),
    };
    let mut men = String::new();
    for _ in 0..1 + rng.below(w) {
        men.push(WHITE[rng.below(WHITE.len())]);
    }
    for _ in 0..1 + rng.below(b) {
        men.push(BLACK[rng.below(BLACK.len())]);
    }
    men
}

/// What one comparison found.
#[derive(Default)]
struct Tally {
    problems: usize,
    with_solutions: usize,
    /// Problems where the intelligent search played fewer moves (the
    /// counts vary a little with the threads' timing: a sign, not a
    /// proof, that the bounds pruned).
    pruned: usize,
    /// Problems drawn again: [`CAP`] lines of one length or more.
    too_many: usize,
}

/// The most lines of one length a compared problem may have: the plain
/// and the intelligent report are held whole (about 100 bytes a line).
const CAP: usize = 100_000;

/// Whether the plain search finds at least [`CAP`] lines of the full
/// length or of the short ones (it stops at `CAP` of each length).
fn too_many_lines(p: &Position, s: &Stipulation) -> bool {
    let opts = HelpOptions {
        intelligent: false,
        max_solutions: Some(CAP),
        ..HelpOptions::default()
    };
    solve(p, s, &opts).is_ok_and(|r| r.solutions.len() >= CAP || r.short.len() >= CAP)
}

/// Solve `s` from `p` with and without the intelligent search (and, in
/// help play, count by brute force): the same lines in the same order.
fn compare(p: &Position, s: &Stipulation, tally: &mut Tally, brute: bool) {
    let plain_opts = HelpOptions {
        intelligent: false,
        ..HelpOptions::default()
    };
    let plain = solve(p, s, &plain_opts);
    let smart = solve(p, s, &HelpOptions::default());
    let (plain, smart) = match (plain, smart) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(a), Err(b)) => {
            assert_eq!(a, b, "{s} {}", fen::write(p));
            return;
        }
        (a, b) => panic!("{s} {}: plain {a:?}, intelligent {b:?}", fen::write(p)),
    };
    let at = || format!("{s} {}", fen::write(p));
    assert_eq!(smart.solutions, plain.solutions, "{}", at());
    assert_eq!(smart.short, plain.short, "{}", at());
    assert_eq!(smart.verdict, plain.verdict, "{}", at());
    if brute && matches!(s.play, Play::Help) && s.plies() <= 4 {
        let (full, short) = brute_force_counts(p, s);
        assert_eq!(smart.solutions.len() as u64, full, "{}", at());
        assert_eq!(smart.short.len() as u64, short, "{}", at());
    }
    tally.problems += 1;
    tally.with_solutions += usize::from(!smart.solutions.is_empty());
    tally.pruned += usize::from(smart.nodes < plain.nodes);
}

/// `per` random problems of each stipulation in each variant and reading.
fn run(stips: &[&str], per: usize, seed: u64, brute: bool) -> Tally {
    let mut rng = Rng(seed);
    let mut tally = Tally::default();
    for (name, variant) in variants() {
        for text in stips {
            let s = stip(text);
            let side = s.fixed_starter().unwrap_or(Color::Black);
            let mut found = 0;
            let mut attempts = 0;
            while found < per && attempts < 100 * per {
                attempts += 1;
                let men = random_men(&mut rng, s.plies());
                let castle = rng.below(4) == 0;
                let Some(p) = random_problem(&mut rng, &variant, &men, side, castle) else {
                    continue;
                };
                if too_many_lines(&p, &s) {
                    tally.too_many += 1;
                    continue;
                }
                found += 1;
                compare(&p, &s, &mut tally, brute);
            }
            assert_eq!(found, per, "{name} {s}: too few legal random positions");
        }
    }
    tally
}

const STIPS: &[&str] = &[
    "h#2", "h#2.5", "h#3", "h=2", "h#1.5", "ser-h#3", "ser-h#4", "ser-#3",
];
const LONG_STIPS: &[&str] = &["h#3.5", "h#4", "h=3", "ser-h#5", "ser-h#6", "ser-#4"];

#[test]
fn intelligent_search_finds_the_plain_search_lines() {
    // 7 readings x (8 x 17 + 6 x 2) = 1,036 problems.
    let short = run(STIPS, 17, 0x1e11_1ce0, true);
    let long = run(LONG_STIPS, 2, 0x5eed_0043, false);
    let problems = short.problems + long.problems;
    let solved = short.with_solutions + long.with_solutions;
    let pruned = short.pruned + long.pruned;
    let too_many = short.too_many + long.too_many;
    eprintln!(
        "intelligent search: {problems} problems, {solved} with solutions, {pruned} pruned, \
         {too_many} drawn again ({CAP} lines or more)"
    );
    assert!(problems >= 1000, "{problems} problems");
    assert!(solved >= 50, "only {solved} problems with solutions");
    assert!(
        pruned >= problems / 4,
        "the bounds pruned in {pruned} problems only"
    );
    assert!(too_many <= problems / 20, "{too_many} problems drawn again");
}

/// The larger run of the closing note (`cargo test --release --test
/// integration -- --ignored intelligent`).
#[test]
#[ignore]
fn intelligent_search_finds_the_plain_search_lines_large() {
    let short = run(STIPS, 150, 0xa11c_e043, true);
    let long = run(LONG_STIPS, 60, 0xb0b_0043, false);
    eprintln!(
        "intelligent search, large: {} problems, {} with solutions, {} pruned, {} drawn again",
        short.problems + long.problems,
        short.with_solutions + long.with_solutions,
        short.pruned + long.pruned,
        short.too_many + long.too_many
    );
}
