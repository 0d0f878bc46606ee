//! Helpmates and series movers: `h#n`, `h#n.5`, `h=n`, `h=n.5`, `ser-h#n`,
//! `ser-#n`, `ser-s#n`, `hs#n`, `ser-hs#n`, `hr#n`, `ser-r#n`, `reci-h#n`
//! (with any goal), solved exhaustively.
//!
//! # Use
//!
//! ```
//! use alice::engine::fast::fen;
//! use alice::solve::help::{solve, HelpOptions};
//! use alice::solve::CountVerdict;
//! use alice::stipulation::Stipulation;
//!
//! // Michel Caillaud, Andernach 2025, 5th place.
//! let pos = fen::parse("8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1").unwrap();
//! let stip: Stipulation = "h#2".parse().unwrap();
//! let opts = HelpOptions { intended: 2, ..HelpOptions::default() };
//! let report = solve(&pos, &stip, &opts).unwrap();
//! assert_eq!(report.solutions.len(), 2);
//! assert_eq!(report.verdict, CountVerdict::Sound);
//! println!("{}", report.to_text(&pos));
//! ```
//!
//! * [`solve`] takes the diagram, the stipulation and [`HelpOptions`]
//!   (the composer's intended number of solutions, whether to look for
//!   short solutions, an optional limit on the solutions listed) and returns
//!   a [`HelpReport`] or a [`HelpError`].
//! * [`HelpReport::to_text`] prints one solution per line in the `/A` style
//!   (`1.Kf4/A Qf5/B 2.d1=N/A Rf3/A#`; `1...` first when White starts a
//!   helpmate; each series move numbered), then the short solutions if any,
//!   then the verdict. [`HelpReport::to_json`] gives the same as JSON.
//! * [`bench_positions`] lists the benchmark problems, [`bench_expected_solutions`]
//!   their verified solution counts. `examples/help_bench.rs` times them,
//!   `examples/help_solve.rs` solves one problem, `examples/help_compose.rs`
//!   looks for sound problems among random placements.
//!
//! # Rules of play
//!
//! * The stipulation decides who starts, whatever the diagram's side to
//!   move: Black in `h#n`, `h=n` and `ser-h#n`; White in `h#n.5`, `ser-#n`
//!   and `ser-s#n`. If the side that does not start is in check, the problem
//!   is illegal ([`HelpError::WaitingSideInCheck`]).
//! * Help play: the sides alternate and the last move must reach the goal
//!   (mate or stalemate of the side to move after it, or any other of
//!   Popeye's goals: check, capture, target square, ...). A goal reached
//!   earlier ends the play, so that line is no solution of this length: a
//!   mate or stalemate leaves no move (the search finds none there and
//!   drops the line by itself); a goal that leaves the victim a move
//!   (`+`, `x`, `~`, ...) reached by a move of the side that makes the last
//!   move is dropped there (Popeye's rule; in `ser-` likewise every series
//!   move, in `ser-s` a series move after which the other side would be
//!   forced to reach the goal).
//! * Series play follows Popeye: the series side may not give check before
//!   the last move of its series (its last series move may check in `ser-h#`
//!   and `ser-s#`), and the other side never moves in between (its being
//!   stalemated meanwhile does not stop the series). `ser-h#n`: Black plays n
//!   moves, then White reaches the goal in one. `ser-#n`: White's n-th move
//!   reaches the goal. `ser-s#n`: after White's n moves Black has at least
//!   one move and every Black move mates White.
//! * Help-self and reflex play (Popeye's rules): `hs#n` (White starts;
//!   Black in `hs#n.5`): the sides alternate, and after White's last move
//!   Black is forced to reach the goal as in `ser-s`; a White move after
//!   which Black would already be forced ends the play (a short solution).
//!   `ser-hs#n`: Black's n series moves, one White move, then Black is
//!   forced. `hr#n` (White starts; Black in `hr#n.5`): the sides alternate
//!   and Black's last move reaches the goal, no move being played where the
//!   side to move could reach the goal at once. `ser-r#n`: White's series,
//!   never where it could reach the goal at once nor, but for the last,
//!   leaving Black a move that reaches it; then Black reaches the goal.
//! * Reciprocal help play (`reci-h#n`; White starts `reci-h#n.5`): the
//!   sides alternate, every move free, for n - 1 moves; then Black must
//!   have both a move reaching the goal and a move after which White has
//!   one (`reci-h(=)#n`: Black's at once reaches the goal in parentheses).
//!   A solution's moves stop there ([`Line::reci_endings`] gives both
//!   ways); `reci-h#1` is that end in the diagram (a solution of no move).
//! * An intro series (`2->ser-h#4`, [`Stipulation::intro`]): the side that
//!   does not start the play plays a series of 1 to m moves, none but the
//!   last giving check, then the play follows from the position reached.
//!   The solutions have the full intro and the full play; a shorter intro
//!   or a shorter play after it is a short solution.
//! * Short solutions are the solutions with the same starter and fewer full
//!   moves: `h#1` .. `h#(n-1)` for `h#n`, `h#0.5` .. `h#(n-1).5` for `h#n.5`,
//!   `ser-h#1` .. `ser-h#(n-1)` for `ser-h#n`, and so on.
//! * The verdict ([`crate::solve::CountVerdict`]): sound when the number of solutions equals
//!   the intended number and there is no short solution.
//!
//! # Search
//!
//! A depth-first search over legal moves to exactly the stipulated length,
//! finding every solution. What keeps it fast without losing any:
//!
//! 1. Goal-directed last move. For a mate only checking moves can succeed.
//!    Unless the mating side could discover check, castle or capture en
//!    passant, every checking move is a direct check: a piece from the other
//!    board landing on the king's board with the king in its attack set. So
//!    these moves are generated directly from per-position "check squares"
//!    (pseudo-legal, then one legality test on the position after the move,
//!    which the mate test needs anyway), without generating the other moves.
//!    Otherwise all legal moves are generated and filtered with an exact
//!    bitboard "gives check" test (only moves that may uncover a line,
//!    castling and en passant are played to know). For a stalemate only
//!    non-checking moves are tried. The same test enforces the series rule
//!    "no check before the last move" before a move is played. The mate test
//!    uses `movegen::has_legal_move`, which stops at the first group of legal
//!    moves (king moves first). Pruning a ply earlier (moves after which the
//!    mating side has no check at all) would cost what the direct-check
//!    generation costs, so it is left to it.
//! 2. A transposition table of proven failures, shared by all threads: an
//!    entry means "from this position (the hash includes the side to move,
//!    castling rights and the e.p. square) with r single moves left, there
//!    is no solution". It is written only when a subtree was searched
//!    completely without a solution (never after a stop at the solution
//!    limit) and read only when the full 64-bit Zobrist hash matches
//!    (lock-free: two atomic words per slot, XOR-verified, so a torn slot is
//!    a miss). Positions with one single move left are not stored: probing
//!    costs more than the goal-directed last move. One table serves the
//!    whole `solve` call (full length and short lengths), since the remaining
//!    length decides what remains to be played; its size grows with the
//!    length (64 KiB for h#1.5, 8 MiB for h#3, 32 MiB for h#4, 128 MiB from
//!    h#5 on).
//! 3. Move order: the search is exhaustive, so order changes only which
//!    transpositions are met first; moves are taken in generation order,
//!    which keeps the output order deterministic before the final sort.
//!
//! Parallelism: the root (and, when it has fewer than 32 moves a thread,
//! the next ply too) is split into work items searched with rayon; results
//! are concatenated in item order, which is the generation order whatever
//! the number of threads, then sorted by the moves in coordinate notation.
//! With a solution limit, the first solutions in generation order are kept,
//! so the result does not depend on the thread count either. Only the node
//! count may vary with the threads (table hits depend on timing).

use crate::game::Game;
pub use crate::search::help::LineStream;
use crate::search::Stop;
use crate::stipulation::Stipulation;

mod intro;
mod parry;
mod play;
mod report;
mod sorted;

pub use intro::intro_series;
pub use report::{sort_lines, HelpError, HelpOptions, HelpReport, Hooks, Line};
pub use sorted::{solve_sorted, sortable, starter_of, HelpSink, HelpSummary};

/// Solve a help or series problem: every solution of the stipulated length,
/// and the short ones when asked. Uses the current rayon thread pool.
pub fn solve<G: Game>(
    pos: &G,
    stip: &Stipulation,
    opts: &HelpOptions,
) -> Result<HelpReport<G::Move>, HelpError> {
    solve_with(pos, stip, opts, &Stop::never())
}

/// [`solve`] with a stop signal (time limit): a stopped solve returns
/// [`HelpError::Stopped`].
pub fn solve_with<G: Game>(
    pos: &G,
    stip: &Stipulation,
    opts: &HelpOptions,
    stop: &Stop,
) -> Result<HelpReport<G::Move>, HelpError> {
    solve_observed(pos, stip, opts, stop, &Hooks::default())
}

/// [`solve_with`] with [`Hooks`]: progress reports, a shard of the first
/// moves.
pub fn solve_observed<G: Game>(
    pos: &G,
    stip: &Stipulation,
    opts: &HelpOptions,
    stop: &Stop,
    hooks: &Hooks,
) -> Result<HelpReport<G::Move>, HelpError> {
    solve_streamed(pos, stip, opts, stop, hooks, None)
}

/// [`solve_observed`] that also hands the solutions to `stream` while the
/// search runs, each length's in the stream's order of first moves (see
/// [`LineStream`]); the report is the same. An intro series' ends are
/// solved in the stream's order and handed over one by one
/// ([`LineStream::intro`]); where the stream wants no more, the report is
/// incomplete.
pub fn solve_streamed<G: Game>(
    pos: &G,
    stip: &Stipulation,
    opts: &HelpOptions,
    stop: &Stop,
    hooks: &Hooks,
    stream: Option<&dyn LineStream<G>>,
) -> Result<HelpReport<G::Move>, HelpError> {
    if stip.play.is_parry_battle() {
        if let Some(stream) = stream {
            stream.length(stip);
        }
        return parry::solve(pos, stip, opts, stop, hooks.shard, stream);
    }
    if stip.intro > 0 {
        return intro::solve(pos, stip, opts, stop, hooks, stream);
    }
    play::solve_on(pos, stip, opts, stop, hooks, stream, None)
}

/// Benchmark problems for `alice bench`: (name, Alice FEN, stipulation),
/// from h#2 to h#4, with one or more solutions and no short solution. The
/// number of solutions of each is given by [`bench_expected_solutions`] and
/// checked by a memoized brute-force search in `tests/help/bench.rs`.
/// Apart from the Caillaud problem they were composed for this purpose
/// with `examples/help_compose.rs` (random placements kept when sound).
pub fn bench_positions() -> &'static [(&'static str, &'static str, &'static str)] {
    BENCH
}

/// The verified number of full-length solutions of a benchmark problem.
pub fn bench_expected_solutions(name: &str) -> Option<usize> {
    BENCH_SOLUTIONS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, count)| count)
}

const BENCH: &[(&str, &str, &str)] = &[
    // Michel Caillaud, Andernach 2025, 5th place.
    (
        "caillaud-andernach-2025",
        "8/8/8/2Q1k*3/8/2R*5/3p*4/K7 b - - 0 1",
        "h#2",
    ),
    (
        "h2-two-ways",
        "8/8/2n1k1K1/p*r*2Q3/2B*3p*1/1N6/1R*6/8 b - - 0 1",
        "h#2",
    ),
    (
        "h2-eleven-men",
        "N4b2/K*7/Q*3n*3/2Rp1k*2/B7/r*4p2/8/8 b - - 0 1",
        "h#2",
    ),
    (
        "h3-bishop-rook",
        "7R*/3k4/8/4B*3/8/4Kp2/8/4n3 b - - 0 1",
        "h#3",
    ),
    (
        "h3-king-walk",
        "8/6B1/8/8/4k*p*2/4K3/4n3/4R*3 b - - 0 1",
        "h#3",
    ),
    (
        "h3-nine-men",
        "8/5p2/5b*2/1KR5/5k*2/1n3Q*N*1/2p5/8 b - - 0 1",
        "h#3",
    ),
    (
        "h3-knight-mate",
        "8/1b6/8/6QN/7k/2R*2n2/pp*K*5/8 b - - 0 1",
        "h#3",
    ),
    (
        "h3-two-orders",
        "3R*2n1/8/8/6K1/1k*5N/3p4/4B*2p*/8 b - - 0 1",
        "h#3",
    ),
    (
        "h4-rook-promotion",
        "8/8/2k5/B7/8/7n/4Rp*2/5K*2 b - - 0 1",
        "h#4",
    ),
];

const BENCH_SOLUTIONS: &[(&str, usize)] = &[
    ("caillaud-andernach-2025", 2),
    ("h2-two-ways", 2),
    ("h2-eleven-men", 1),
    ("h3-bishop-rook", 1),
    ("h3-king-walk", 1),
    ("h3-nine-men", 1),
    ("h3-knight-mate", 1),
    ("h3-two-orders", 2),
    ("h4-rook-promotion", 1),
];
