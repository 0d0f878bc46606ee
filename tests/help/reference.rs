//! The naive reference: plain recursion over legal moves, no pruning, no
//! table; the solver is cross-checked against it on fixed and random positions.

use super::*;

/// Every solution of `stip` from `pos` (the stipulation's starter to move),
/// by brute force; `None` when the side not starting is in check.
fn naive(pos: &Position, stip: &Stipulation) -> Option<BTreeSet<Vec<String>>> {
    let starter = stip.fixed_starter()?;
    let start = pos.with_side_to_move(starter);
    if start.checkers_of(starter.opposite()).any() {
        return None;
    }
    let mut out = BTreeSet::new();
    let mut path = Vec::new();
    let mate = stip.goal == alice::stipulation::Goal::Mate;
    let goal = |p: &Position| p.in_check() == mate && movegen::legal_move_list(p).is_empty();
    match stip.play {
        Play::Help => naive_help(&start, stip.plies(), &goal, &mut path, &mut out),
        Play::SeriesDirect => naive_series(
            &start,
            stip.moves,
            &mut path,
            &mut out,
            &|_| false,
            &|p, path, out| {
                if goal(p) {
                    out.insert(path.clone());
                }
            },
        ),
        Play::SeriesHelp => naive_series(
            &start,
            stip.moves,
            &mut path,
            &mut out,
            &|_| false,
            &|p, path, out| {
                for w in movegen::legal_move_list(p).iter() {
                    if goal(&p.after(*w)) {
                        let mut line = path.clone();
                        line.push(w.to_string());
                        out.insert(line);
                    }
                }
            },
        ),
        Play::SeriesSelf => {
            // Popeye's rule: a series move after which the other side is
            // already forced to reach the goal ends the series there (a
            // shorter solution; `tests/data/popeye_out/goal-*-series-self-*`).
            let forced = |p: &Position| {
                let replies = movegen::legal_move_list(p);
                !replies.is_empty() && replies.iter().all(|b| goal(&p.after(*b)))
            };
            naive_series(
                &start,
                stip.moves,
                &mut path,
                &mut out,
                &forced,
                &|p, path, out| {
                    if forced(p) {
                        out.insert(path.clone());
                    }
                },
            )
        }
        _ => return None,
    }
    Some(out)
}

fn naive_help(
    pos: &Position,
    remaining: u32,
    goal: &dyn Fn(&Position) -> bool,
    path: &mut Vec<String>,
    out: &mut BTreeSet<Vec<String>>,
) {
    for mv in movegen::legal_move_list(pos).iter() {
        let next = pos.after(*mv);
        path.push(mv.to_string());
        if remaining == 1 {
            if goal(&next) {
                out.insert(path.clone());
            }
        } else {
            naive_help(&next, remaining - 1, goal, path, out);
        }
        path.pop();
    }
}

type SeriesEnd<'a> = dyn Fn(&Position, &Vec<String>, &mut BTreeSet<Vec<String>>) + 'a;

/// `moves` series moves by the side to move, no check before the last and
/// none after which `stop` holds; then `end` judges the position after the
/// last one.
fn naive_series(
    pos: &Position,
    moves: u32,
    path: &mut Vec<String>,
    out: &mut BTreeSet<Vec<String>>,
    stop: &dyn Fn(&Position) -> bool,
    end: &SeriesEnd<'_>,
) {
    let side = pos.side_to_move();
    for mv in movegen::legal_move_list(pos).iter() {
        let next = pos.after(*mv);
        path.push(mv.to_string());
        if moves == 1 {
            end(&next, path, out);
        } else if !next.in_check() && !stop(&next) {
            naive_series(
                &next.with_side_to_move(side),
                moves - 1,
                path,
                out,
                stop,
                end,
            );
        }
        path.pop();
    }
}

/// A random legal position: both kings and the given men (besides the
/// kings) on random squares of random boards, `side` to move.
pub(super) fn random_position(
    rng: &mut Rng,
    white: &str,
    black: &str,
    side: Color,
) -> Option<Position> {
    let mut cells = vec![String::new(); 64];
    let men = std::iter::once('K')
        .chain(white.chars())
        .chain(std::iter::once('k'))
        .chain(black.chars().map(|c| c.to_ascii_lowercase()));
    for c in men {
        loop {
            let sq = rng.below(64);
            let back_rank = !(8..56).contains(&sq);
            if cells[sq].is_empty() && !(back_rank && c.eq_ignore_ascii_case(&'p')) {
                let star = if rng.below(2) == 1 { "*" } else { "" };
                cells[sq] = format!("{c}{star}");
                break;
            }
        }
    }
    let side = if side == Color::White { 'w' } else { 'b' };
    fen::parse(&format!(
        "{} {side} - - 0 1",
        common::random::placement(&cells)
    ))
    .ok()
}

/// Compare the solver (with one and two threads) and the naive search on one
/// problem; returns the number of solutions.
pub(super) fn cross_check(p: &Position, s: &Stipulation) -> usize {
    let opts = HelpOptions {
        find_short: false,
        ..HelpOptions::default()
    };
    let expected = naive(p, s);
    for threads in [1, 2] {
        let got = with_threads(threads, || solve(p, s, &opts));
        match (&expected, got) {
            (None, Err(HelpError::WaitingSideInCheck { .. })) => {}
            (Some(e), Ok(r)) => assert_eq!(&uci_set(&r), e, "{s} {}", fen::write(p)),
            (e, g) => panic!("{s} {}: naive {e:?}, solver {g:?}", fen::write(p)),
        }
    }
    expected.map_or(0, |e| e.len())
}

/// Random positions with the given men for each stipulation; at least
/// `with_solutions` of the compared problems must have a solution.
fn random_cross_check(stips: &[&str], white: &str, black: &str, count: usize, seed: u64) {
    let mut rng = Rng(seed);
    for s in stips {
        let s = stip(s);
        let side = s.fixed_starter().unwrap_or(Color::White);
        let (mut compared, mut solved) = (0, 0);
        let mut attempts = 0;
        while compared < count && attempts < 50 * count {
            attempts += 1;
            let Some(p) = random_position(&mut rng, white, black, side) else {
                continue;
            };
            compared += 1;
            solved += (cross_check(&p, &s) > 0) as usize;
        }
        assert_eq!(compared, count, "{s}: too few legal random positions");
        assert!(solved > 0, "{s}: no random problem had a solution");
    }
}

#[test]
fn fixed_positions_agree_with_brute_force() {
    let cases = [
        (CAILLAUD, "h#1"),
        (CAILLAUD, "h#1.5"),
        (CAILLAUD, "h#2"),
        (CAILLAUD, "h=2"),
        (CAILLAUD, "h#0.5"),
        (CAILLAUD, "ser-h#2"),
        (CAILLAUD, "ser-h#3"),
        (CAILLAUD, "ser-#2"),
        (CAILLAUD, "ser-#3"),
        (CAILLAUD, "ser-s#2"),
        ("k7/8/1QK*5/8/8/8/8/8 w - - 0 1", "ser-#3"),
        ("4k3/2p*5/1n6/4b*3/8/3N*4/1R6/2B1K3 b - - 0 1", "h#2"),
        ("4k3/2p*5/1n6/4b*3/8/3N*4/1R6/2B1K3 b - - 0 1", "ser-h#2"),
        // Castling and promotion in play.
        ("r3k3/1P6/8/8/8/8/6p*1/4K2R w Kq - 0 1", "h#1.5"),
        ("r3k3/1P6/8/8/8/8/6p*1/4K2R b Kq - 0 1", "h#2"),
        ("r3k3/1P6/8/8/8/8/6p*1/4K2R w Kq - 0 1", "ser-#2"),
        // Popeye's ser-h example (there ser-h##!2, here plain ser-h#2):
        // Black's last series move may give check.
        ("7q/6r1/8/8/8/K7/8/kB6 b - - 0 1", "ser-h#2"),
        // En passant available at the start.
        ("4k3/8/8/3pP3/8/8/8/4K2R w K d6 0 1", "ser-#2"),
        // Series selfmates (composed with examples/help_compose.rs).
        (SER_S1_QUIET, "ser-s#1"),
        (SER_S1_QUIET, "ser-s#2"),
        (SER_S1_CHECK, "ser-s#1"),
        (SER_S1_CHECK, "ser-s#2"),
    ];
    let mut solved = 0;
    for (f, s) in cases {
        solved += (cross_check(&pos(f), &stip(s)) > 0) as usize;
    }
    assert!(solved >= 5, "{solved}");
}

#[test]
fn random_helpmates_agree_with_brute_force() {
    random_cross_check(&["h#1", "h#0.5"], "QR", "NP", 60, 11);
    random_cross_check(&["h=1", "h=1.5"], "Q", "", 60, 12);
    random_cross_check(&["h#1.5"], "QB", "P", 16, 13);
    random_cross_check(&["h#2"], "RB", "P", 16, 14);
}

#[test]
fn random_series_movers_agree_with_brute_force() {
    random_cross_check(&["ser-#2"], "QR", "P", 30, 15);
    random_cross_check(&["ser-#3"], "RN", "", 30, 16);
    random_cross_check(&["ser-h#2"], "QR", "P", 30, 17);
    random_cross_check(&["ser-h#3"], "R", "BP", 30, 18);
}

#[test]
fn random_stalemate_goals_agree_with_brute_force() {
    random_cross_check(&["h=2"], "Q", "P", 16, 19);
    random_cross_check(&["ser-=2", "ser-=3"], "Q", "P", 30, 20);
    random_cross_check(&["ser-h=2"], "Q", "P", 30, 21);
}

/// The stalemate last move skips moves that leave the king a flight: more
/// material on both boards, so that every kind of last move is met.
#[test]
fn random_stalemates_with_more_men_agree_with_brute_force() {
    random_cross_check(&["h=1", "h=0.5"], "QRN", "P", 3000, 22);
    random_cross_check(&["h=1.5"], "RB", "NP", 40, 23);
    random_cross_check(&["h=2"], "QR", "P", 16, 24);
    random_cross_check(&["ser-=2"], "RBN", "P", 40, 25);
}
