//! Proof games: `dia n`, `dia n.5`, `ser-dia n` and `a=>b n`, solved
//! exhaustively by [`crate::search::proof`].
//!
//! * `dia n` / `dia n.5`: from the variant's initial array, White starts;
//!   the diagram is reached after exactly n full moves (n.5: and one more
//!   White move).
//! * `ser-dia n`: White plays n moves in a row from the initial array; it
//!   may not give check before its last move.
//!
//! As Popeye 4.104 does, a game that reaches the target before its end
//! (with the side to move it has at the end; in series play after any
//! series move) is not a game of the full length: it ends there. The
//! shorter games (`dia k` for k < n with the same starter and last mover,
//! `ser-dia k` for k < n) are searched and reported as short solutions;
//! Popeye prints them with the others (e.g. `1.d2-d4B d7-d5B dia` under a
//! `dia3`).
//! * `a=>b n` (`a=>b n.5`): from the diagram (its side to move starts: Black
//!   unless the problem says `WhiteToPlay`, as in Popeye, or `.5`) to a
//!   second position in exactly 2n (2n+1) single moves.
//!
//! The target is the placement only: every piece on its square and board;
//! side to move, castling rights and e.p. are not compared.

use crate::engine::fast::position::Position;
use crate::game::Game;
use crate::search::proof::{self, Mode, ProofGame, SearchError, Spec};
use crate::solve::count::{count_verdict, CountVerdict};

pub use crate::search::proof::GameStream;
use crate::search::Stop;
use crate::stipulation::{Play, Stipulation};
use crate::types::Color;
use crate::variant::Variant;
use thiserror::Error;

/// How to solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProofOptions {
    /// The number of games the composer intends (default 1).
    pub intended: u32,
    /// Stop after this many games (`None`: all). The first games of each
    /// work item in generation order are kept, so the list does not depend
    /// on the thread count.
    pub max_solutions: Option<usize>,
}

impl Default for ProofOptions {
    fn default() -> Self {
        ProofOptions {
            intended: 1,
            max_solutions: None,
        }
    }
}

/// Why a proof game cannot be solved.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ProofError {
    /// Not a proof-game stipulation.
    #[error("stipulation {0} is not a proof game")]
    NotProof(Stipulation),
    /// `a=>b` without the second position.
    #[error("stipulation {0} needs a second position (the target)")]
    NoTarget(Stipulation),
    /// The time limit was reached.
    #[error("stopped: the time limit was reached")]
    Stopped,
    /// A side has more than 16 men.
    #[error("a side has more than 16 men: not a position of a game")]
    TooManyMen,
}

/// Everything a proof-game solve found, on the engine `P` that searched it
/// (the fast engine's [`Position`] unless said otherwise).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProofReport<P: Game = Position> {
    /// The stipulation solved.
    pub stipulation: Stipulation,
    /// The position the games start from (its side to move starts).
    pub start: P,
    /// The target.
    pub target: P,
    /// The composer's intended number of games.
    pub intended: u32,
    /// Every game, sorted by its moves in coordinate notation.
    pub solutions: Vec<Vec<P::Move>>,
    /// Shorter games (`dia k` for `dia n`, k < n; `ser-dia k`; `a=>b k`),
    /// shortest first, each length sorted.
    pub short: Vec<Vec<P::Move>>,
    /// False when the solution limit stopped the search.
    pub complete: bool,
    /// The verdict.
    pub verdict: CountVerdict,
    /// Nodes searched (may vary with the thread count).
    pub nodes: u64,
}

impl<P: Game> ProofReport<P> {
    /// The side that makes the first move.
    pub fn starter(&self) -> Color {
        self.start.side_to_move()
    }
}

/// The start and the target of a proof game: the variant's initial array
/// and the diagram for `dia` and `ser-dia`; the diagram (with its side to
/// move) and `second` for `a=>b`.
pub fn start_and_target(
    variant: &Variant,
    diagram: &Position,
    second: Option<&Position>,
    stip: &Stipulation,
) -> Result<(Position, Position), ProofError> {
    ends(variant.initial_position(), diagram, second, stip)
}

/// [`start_and_target`] on any engine, with the variant's initial array
/// `initial` in it.
pub fn ends<P: ProofGame>(
    initial: P,
    diagram: &P,
    second: Option<&P>,
    stip: &Stipulation,
) -> Result<(P, P), ProofError> {
    match stip.play {
        Play::Proof | Play::SeriesProof => Ok((initial, *diagram)),
        Play::AToB => match second {
            Some(t) => Ok((*diagram, *t)),
            None => Err(ProofError::NoTarget(*stip)),
        },
        _ => Err(ProofError::NotProof(*stip)),
    }
}

/// Every proof game of exactly the stipulated length from `start` (its
/// side to move starts; for `dia` and `ser-dia` White) to `target`.
/// Uses the current rayon pool; a stopped search returns
/// [`ProofError::Stopped`], never a partial result.
pub fn solve_with<P: ProofGame>(
    start: &P,
    target: &P,
    stip: &Stipulation,
    opts: &ProofOptions,
    stop: &Stop,
) -> Result<ProofReport<P>, ProofError> {
    solve_streamed(start, target, stip, opts, stop, None)
}

/// [`solve_with`] that also hands the games to `stream` while it runs:
/// the shorter ones once found, then the full length's as each work item
/// is done (not under `MaxSolutions`, whose games are the first found in
/// the search's order); the report is the same.
pub fn solve_streamed<P: ProofGame>(
    start: &P,
    target: &P,
    stip: &Stipulation,
    opts: &ProofOptions,
    stop: &Stop,
    stream: Option<&dyn GameStream<P>>,
) -> Result<ProofReport<P>, ProofError> {
    let stream = stream.filter(|_| opts.max_solutions.is_none() && stip.plies() > 0);
    if !stip.is_proof() {
        return Err(ProofError::NotProof(*stip));
    }
    // (`dia` and `ser-dia` from the initial array: White starts, Black in
    // a swapped `dia`, the set play of one.)
    let start = match stip.play {
        Play::AToB => *start,
        _ => start.with_side_to_move(stip.fixed_starter().unwrap_or(Color::White)),
    };
    let mode = if stip.play == Play::SeriesProof {
        Mode::Series
    } else {
        Mode::Alternate
    };
    let mut nodes = 0;
    let mut complete = true;
    // One table for every length: see [`proof::run`].
    let table = proof::new_table(stip.plies());
    let mut search = |plies: u32, stream| -> Result<Vec<Vec<P::Move>>, ProofError> {
        let spec = Spec {
            start,
            target: *target,
            plies,
            mode,
        };
        let found = proof::run(&spec, &table, opts.max_solutions, stop, stream);
        let found = found.map_err(|e| match e {
            SearchError::Stopped => ProofError::Stopped,
            SearchError::TooManyMen => ProofError::TooManyMen,
        })?;
        if stop.fired() {
            return Err(ProofError::Stopped);
        }
        nodes += found.nodes;
        complete &= !found.capped;
        let width = plies as usize;
        let mut games: Vec<Vec<P::Move>> = if width == 0 {
            vec![Vec::new(); found.count]
        } else {
            found.moves.chunks(width).map(|c| c.to_vec()).collect()
        };
        games.sort_by(|a, b| {
            a.iter()
                .map(|&m| P::coordinate_key(m))
                .cmp(b.iter().map(|&m| P::coordinate_key(m)))
        });
        Ok(games)
    };
    // Shorter games with the same starter and the same last mover (Popeye
    // prints them with the others): every second length for alternating
    // play, every length for series play; none in exact play (`exact-dia5`:
    // a shorter game is no cook, and Popeye searches the full length alone).
    let mut short = Vec::new();
    let step = if mode == Mode::Series { 1 } else { 2 };
    let mut plies = if stip.exact {
        stip.plies()
    } else {
        stip.plies() % step
    };
    while plies < stip.plies() {
        if plies > 0 {
            short.extend(search(plies, None)?);
        }
        plies += step;
    }
    if let Some(stream) = stream {
        stream.begin(&start, &short);
    }
    let solutions = search(stip.plies(), stream)?;
    let verdict = count_verdict(solutions.len(), short.len(), opts.intended.max(1), complete);
    Ok(ProofReport {
        stipulation: *stip,
        start,
        target: *target,
        intended: opts.intended,
        solutions,
        short,
        complete,
        verdict,
        nodes,
    })
}
