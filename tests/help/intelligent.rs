//! The intelligent help and series search against the plain search and a
//! brute force: on random problems of every fast variant and rule reading
//! (`h#2` to `h#4`, `h#n.5`, `h=n`, `ser-h#3` to `ser-h#6`, `ser-#n`), the
//! same solutions and short solutions in the same order, the same
//! verdict; for help play up to four single moves, the counts of a
//! memoized brute force (`bench.rs`) besides. The bounds must prune somewhere, or the test
//! proves nothing. Neither search's lines are kept: each is streamed in
//! its final order ([`solve_sorted`]) into a digest of every line, so a
//! problem of any size is compared in little memory; only one with
//! [`CAP`] lines of one length or more (a random `h#4` with two rooks
//! has 147 million), which would take minutes, is drawn again, and
//! counted.

use super::bench::brute_force_counts;
use super::*;
use alice::search::Stop;
use alice::solve::help::{solve_sorted, HelpSink, HelpSummary, Line};
use alice::variant::{Readings, Variant, VariantKind};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Mutex;

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
    /// Lines compared, all problems together.
    lines: usize,
}

/// The most lines a compared problem of the regular run may have (the
/// large run allows [`LARGE_CAP`]): comparing one with more takes time,
/// not memory (the lines are streamed, not kept).
const CAP: usize = 100_000;
/// The most lines a compared problem of the large run may have.
const LARGE_CAP: usize = 2_000_000;

/// Every line a solve streams, folded in order into one digest (of its
/// stipulation and moves), and counted: two solves with the same digest
/// found the same lines in the same order.
struct Digest {
    /// The digest so far and the lines taken.
    state: Mutex<(u64, usize)>,
    /// Raised once more than `cap` lines are taken.
    stop: Stop,
    cap: usize,
}

impl Digest {
    fn lines(&self) -> usize {
        self.state.lock().unwrap().1
    }

    fn value(&self) -> u64 {
        self.state.lock().unwrap().0
    }
}

impl HelpSink<alice::engine::fast::Move> for Digest {
    /// Each line's own hash, in order.
    type Part = Vec<u64>;

    fn part(&self, stip: &Stipulation, lines: Vec<Line<alice::engine::fast::Move>>) -> Vec<u64> {
        lines
            .iter()
            .map(|line| {
                let mut h = DefaultHasher::new();
                stip.to_string().hash(&mut h);
                for m in &line.moves {
                    m.to_string().hash(&mut h);
                }
                h.finish()
            })
            .collect()
    }

    fn weight(part: &Vec<u64>) -> usize {
        part.len() * 8
    }

    fn take(&self, part: Vec<u64>) {
        let mut state = self.state.lock().unwrap();
        for line in part {
            let mut h = DefaultHasher::new();
            (state.0, line).hash(&mut h);
            state.0 = h.finish();
            state.1 += 1;
        }
        if state.1 > self.cap {
            self.stop.raise();
        }
    }
}

/// `s` from `p` solved into a [`Digest`] of at most `cap` lines: the
/// summary, the digest and the lines (`Stopped` past `cap`).
fn digest(
    p: &Position,
    s: &Stipulation,
    opts: &HelpOptions,
    cap: usize,
) -> Result<(HelpSummary, u64, usize), alice::solve::help::HelpError> {
    let sink = Digest {
        state: Mutex::new((0, 0)),
        stop: Stop::never(),
        cap,
    };
    let hooks = alice::solve::help::Hooks::default();
    let summary = solve_sorted(p, s, opts, &sink.stop, &hooks, &sink, 1 << 24)?;
    Ok((summary, sink.value(), sink.lines()))
}

/// Solve `s` from `p` with and without the intelligent search (and, in
/// help play, count by brute force): the same lines in the same order,
/// compared by digest. False (nothing compared) when the plain search
/// finds more than `cap` lines.
fn compare(p: &Position, s: &Stipulation, tally: &mut Tally, brute: bool, cap: usize) -> bool {
    let plain_opts = HelpOptions {
        intelligent: false,
        ..HelpOptions::default()
    };
    let plain = digest(p, s, &plain_opts, cap);
    if plain
        .as_ref()
        .is_err_and(|e| *e == alice::solve::help::HelpError::Stopped)
    {
        return false;
    }
    let smart = digest(p, s, &HelpOptions::default(), cap);
    let (plain, smart) = match (plain, smart) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(a), Err(b)) => {
            assert_eq!(a, b, "{s} {}", fen::write(p));
            return true;
        }
        (a, b) => panic!("{s} {}: plain {a:?}, intelligent {b:?}", fen::write(p)),
    };
    let at = || format!("{s} {}", fen::write(p));
    let ((smart, smart_digest, smart_lines), (plain, plain_digest, plain_lines)) = (smart, plain);
    assert_eq!(smart_lines, plain_lines, "{}", at());
    assert_eq!(smart_digest, plain_digest, "{}", at());
    assert_eq!(smart.solutions, plain.solutions, "{}", at());
    assert_eq!(smart.short, plain.short, "{}", at());
    assert_eq!(smart.verdict, plain.verdict, "{}", at());
    assert_eq!(smart.solutions + smart.short, smart_lines, "{}", at());
    if brute && matches!(s.play, Play::Help) && s.plies() <= 4 {
        let (full, short) = brute_force_counts(p, s);
        assert_eq!(smart.solutions as u64, full, "{}", at());
        assert_eq!(smart.short as u64, short, "{}", at());
    }
    tally.problems += 1;
    tally.with_solutions += usize::from(smart.solutions > 0);
    tally.lines += smart_lines;
    tally.pruned += usize::from(smart.nodes < plain.nodes);
    true
}

/// `per` random problems of each stipulation in each variant and reading.
fn run(stips: &[&str], per: usize, seed: u64, brute: bool, cap: usize) -> Tally {
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
                if !compare(&p, &s, &mut tally, brute, cap) {
                    tally.too_many += 1;
                    continue;
                }
                found += 1;
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
    let short = run(STIPS, 17, 0x1e11_1ce0, true, CAP);
    let long = run(LONG_STIPS, 2, 0x5eed_0043, false, CAP);
    let problems = short.problems + long.problems;
    let solved = short.with_solutions + long.with_solutions;
    let pruned = short.pruned + long.pruned;
    let too_many = short.too_many + long.too_many;
    let lines = short.lines + long.lines;
    eprintln!(
        "intelligent search: {problems} problems, {solved} with solutions, {lines} lines, \
         {pruned} pruned, {too_many} drawn again (more than {CAP} lines)"
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
    let short = run(STIPS, 150, 0xa11c_e043, true, LARGE_CAP);
    let long = run(LONG_STIPS, 60, 0xb0b_0043, false, LARGE_CAP);
    eprintln!(
        "intelligent search, large: {} problems, {} with solutions, {} lines, {} pruned, \
         {} drawn again ({LARGE_CAP} lines or more)",
        short.problems + long.problems,
        short.with_solutions + long.with_solutions,
        short.lines + long.lines,
        short.pruned + long.pruned,
        short.too_many + long.too_many
    );
}
