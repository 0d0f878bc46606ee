//! Solving one twin: the one entry point that chooses the solver by the
//! kind of play ([`Stipulation::solver`]) and returns its [`Report`].
//! `check`, `solve`, the shards and the Popeye drop-in call it; printers in
//! `crate::output` render what it returns.

use super::direct::{self, DirectError, DirectOptions, DirectReport};
use super::help::{self, HelpError, HelpOptions, HelpReport};
use super::progress::{NoProgress, Progress};
use super::proof::{self, ProofError, ProofOptions, ProofReport};
use crate::game::Game;
use crate::proof_game::ProofGame;
use crate::search::{SearchObserver, Stop};
use crate::setup::Setup;
use crate::shard::Shard;
use crate::stipulation::{SolverKind, Stipulation};
use crate::variant::Variant;
use thiserror::Error;

/// How a twin is solved: each solver reads its own part.
#[derive(Clone, Debug, Default)]
pub struct SolveOptions {
    /// Direct, self and reflex play (tries, refutations, set play).
    pub direct: DirectOptions,
    /// Help and series play (intended count, short solutions, limit).
    pub help: HelpOptions,
    /// Proof games (intended count, limit).
    pub proof: ProofOptions,
}

/// What a caller may attach to a solve besides its options; none of it
/// changes the report.
pub struct SolveHooks<'a, G: Game> {
    /// Root moves done out of their total (direct play).
    pub progress: Option<&'a dyn Progress>,
    /// The first moves and lengths searched (help and series play).
    pub observer: Option<&'a dyn SearchObserver>,
    /// Solve only this shard of the first moves (direct, help and series
    /// play; a proof game is solved whole).
    pub shard: Option<Shard>,
    /// Where what the solve finds also goes while it runs.
    pub sink: Sink<'a, G>,
}

impl<G: Game> Default for SolveHooks<'_, G> {
    fn default() -> Self {
        SolveHooks {
            progress: None,
            observer: None,
            shard: None,
            sink: Sink::None,
        }
    }
}

/// Where a solve hands what it finds while it runs, by the kind of play
/// (a sink of another kind than the stipulation's is not used); the
/// report is the same. The Popeye drop-in's printers are sinks: they
/// write the play as it is found and may keep it in the report's stead
/// (`TreeWatch::takes_variations`, `LineStream::lines_in_order`,
/// `LineStream::takes_key_lines`).
pub enum Sink<'a, G: Game> {
    /// Nothing: the report alone.
    None,
    /// Help and series play's solutions ([`help::solve_streamed`]).
    Lines(&'a dyn help::LineStream<G>),
    /// Direct, self and reflex play's set play and first moves
    /// ([`direct::solve_streamed`]).
    Tree(&'a dyn direct::TreeStream<G>),
    /// Proof games ([`proof::solve_streamed`]).
    Games(&'a dyn proof::GameStream<G>),
}

impl<G: Game> Clone for Sink<'_, G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Sink<'_, G> {}

/// What solving one twin found, with what its printers need.
#[derive(Clone, Debug)]
pub enum Report<G: Game> {
    /// Direct, self or reflex play: keys, tries, the solution tree.
    Battle(DirectReport),
    /// Help or series play: every line, with the diagram they start from.
    Help {
        /// The diagram (its lines are replayed from it to be written).
        diagram: G,
        /// The lines and the verdict.
        report: HelpReport<G::Move>,
    },
    /// A proof game: every game.
    Proof(ProofReport<G>),
}

impl<G: Game> Report<G> {
    /// The solver's verdict in words (`sound`, `cooked`, ...).
    pub fn verdict_words(&self) -> &'static str {
        match self {
            Report::Battle(r) => r.verdict.words(),
            Report::Help { report, .. } => report.verdict.as_str(),
            Report::Proof(r) => r.verdict.as_str(),
        }
    }
}

/// Why a twin has no report.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SolveError {
    /// Direct, self or reflex play could not be solved (or was stopped).
    #[error(transparent)]
    Direct(#[from] DirectError),
    /// Help or series play could not be solved (or was stopped).
    #[error(transparent)]
    Help(#[from] HelpError),
    /// The proof game could not be solved (or was stopped).
    #[error(transparent)]
    Proof(#[from] ProofError),
    /// A proof game's second position is not legal.
    #[error("illegal second position: {0}")]
    IllegalTarget(String),
    /// A proof game in a variant whose engine has no initial array for it.
    #[error("unsupported: proof games in {0}")]
    ProofUnsupported(Variant),
}

impl SolveError {
    /// Whether the stop signal (time limit, Ctrl-C) ended the solve: no
    /// verdict, not an error of the problem.
    pub fn is_stopped(&self) -> bool {
        matches!(
            self,
            SolveError::Direct(DirectError::Stopped)
                | SolveError::Help(HelpError::Stopped)
                | SolveError::Proof(ProofError::Stopped)
        )
    }
}

/// Where a twin's play starts, where the moves of its solutions are read:
/// the diagram with the stipulation's starter to move, or a proof game's
/// start (the variant's initial array for `dia n`).
#[derive(Clone, Copy, Debug)]
pub enum TwinStart<G> {
    /// Direct, help and series play: the diagram (its starter to move when
    /// the stipulation fixes it).
    Diagram(G),
    /// A proof game: its start.
    Proof(G),
}

/// Where the play of a twin starts (see [`TwinStart`]); the errors of
/// [`solve_twin`] for a proof game that cannot be set up.
pub fn twin_start<G: ProofGame>(
    diagram: &G,
    target: Option<&Setup>,
    variant: &Variant,
    stip: &Stipulation,
) -> Result<TwinStart<G>, SolveError> {
    match stip.solver() {
        SolverKind::Battle | SolverKind::Help => {
            Ok(TwinStart::Diagram(match stip.fixed_starter() {
                Some(c) => diagram.with_side_to_move(c),
                None => *diagram,
            }))
        }
        SolverKind::Proof => Ok(TwinStart::Proof(
            proof_ends(diagram, target, variant, stip)?.0,
        )),
    }
}

/// A proof game's start and target, on the diagram's engine.
fn proof_ends<G: ProofGame>(
    diagram: &G,
    target: Option<&Setup>,
    variant: &Variant,
    stip: &Stipulation,
) -> Result<(G, G), SolveError> {
    let initial = G::initial_array(variant).ok_or(SolveError::ProofUnsupported(*variant))?;
    let second = target
        .map(|t| G::second_position(variant, t))
        .transpose()
        .map_err(|e| SolveError::IllegalTarget(e.to_string()))?;
    Ok(proof::ends(initial, diagram, second.as_ref(), stip)?)
}

/// Solve one twin: `diagram` on its variant's engine, `stip`, and for an
/// `a=>b` proof game the second position `target`. The only place outside
/// the stipulation and the printers that branches on the kind of play.
pub fn solve_twin<G: ProofGame>(
    diagram: &G,
    target: Option<&Setup>,
    variant: &Variant,
    stip: &Stipulation,
    opts: &SolveOptions,
    stop: &Stop,
    hooks: &SolveHooks<'_, G>,
) -> Result<Report<G>, SolveError> {
    match stip.solver() {
        SolverKind::Battle => {
            let opts = DirectOptions {
                shard: hooks.shard,
                ..opts.direct.clone()
            };
            // Without a bar, an observer (a progress line) is told how the
            // first moves are proved.
            let observed = hooks.observer.map(|observer| {
                observer.length(stip);
                super::progress::Observed {
                    observer,
                    total: Default::default(),
                }
            });
            let progress: &dyn Progress = match (hooks.progress, &observed) {
                (Some(p), _) => p,
                (None, Some(o)) => o,
                (None, None) => &NoProgress,
            };
            let sink = match hooks.sink {
                Sink::Tree(tree) => Some(tree),
                _ => None,
            };
            Ok(Report::Battle(direct::solve_streamed(
                diagram, stip, &opts, progress, stop, sink,
            )?))
        }
        SolverKind::Help => {
            let help_hooks = help::Hooks {
                observer: hooks.observer,
                shard: hooks.shard,
            };
            let sink = match hooks.sink {
                Sink::Lines(lines) => Some(lines),
                _ => None,
            };
            let report = help::solve_streamed(diagram, stip, &opts.help, stop, &help_hooks, sink)?;
            Ok(Report::Help {
                diagram: *diagram,
                report,
            })
        }
        SolverKind::Proof => {
            let (start, target) = proof_ends(diagram, target, variant, stip)?;
            let sink = match hooks.sink {
                Sink::Games(games) => Some(games),
                _ => None,
            };
            let report = proof::solve_streamed(&start, &target, stip, &opts.proof, stop, sink)?;
            Ok(Report::Proof(report))
        }
    }
}
