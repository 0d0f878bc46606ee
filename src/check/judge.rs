//! Judging a twin: how a check solves (its settings), the intended
//! solution of each twin read in its start position, and a report compared
//! with it into a [`TwinOutcome`].

use crate::game::{Game, MoveBuffer};
use crate::notation;
use crate::problem::Problem;
use crate::proof_game::ProofGame;
use crate::setup::Setup;
use crate::solve::help::Line;
use crate::solve::{self, Report, TwinStart};
use crate::stipulation::Play;
use crate::stipulation::Stipulation;
use crate::variant::Variant;
use crate::verdict::intended::{self, Intended};
use crate::verdict::readable::readable_battle_text;
use crate::verdict::{compare, coordinates, findings, Solution, TwinOutcome};
use std::sync::Arc;
use std::time::Duration;

/// How problems are solved in a check.
#[derive(Clone, Debug, Default)]
pub struct CheckSettings {
    /// Analyse tries even when the problem's options do not ask for them.
    pub tries: bool,
    /// Most refutations of a try (overrides the problem's `defence` option).
    pub refutations: Option<u32>,
    /// Analyse set play even when the problem's options do not ask for it.
    pub set_play: bool,
    /// Time limit per problem (all its twins together).
    pub timeout: Option<Duration>,
    /// Help and series play: stop after this many solutions of each length
    /// (the verdict stays exact: past the intended number it is cooked).
    pub max_solutions: Option<usize>,
    /// The memory one problem's solve may hold.
    pub memory: crate::memory::MemoryBudget,
    /// Progress of help and series searches (a progress line), if wanted.
    pub observer: Option<std::sync::Arc<dyn crate::search::SearchObserver>>,
    /// Solve only this shard of each twin's first moves: each outcome's
    /// `json` is then the part ([`super::part::TwinPart`]) to merge.
    pub shard: Option<crate::shard::Shard>,
    /// Help and series play by the plain search (`--no-intelligent`), not
    /// the intelligent one: the same solutions, for comparison.
    pub plain: bool,
}

/// The intended solution's text of twin `i` with `label`: the section with
/// its label, or the whole text for the first (or only) one.
pub(crate) fn intended_text<'a>(
    sections: &'a [(String, String)],
    i: usize,
    label: &str,
) -> Option<&'a str> {
    sections
        .iter()
        .find(|(l, _)| *l == label)
        .or_else(|| (i == 0).then(|| sections.first()).flatten())
        .map(|(_, t)| t.as_str())
}

/// An outcome with its twin's label and stipulation, and the problem's
/// notes after its explanation.
pub(crate) fn finish(
    problem: &Problem,
    mut outcome: TwinOutcome,
    label: String,
    stip: Stipulation,
) -> TwinOutcome {
    outcome.label = label;
    outcome.stipulation = Some(stip);
    if !problem.options.warnings.is_empty() {
        outcome.detail = format!(
            "{}; notes: {}",
            outcome.detail,
            problem.options.warnings.join("; ")
        );
    }
    outcome
}

/// The intended solution of a twin, read where its play starts
/// ([`solve::twin_start`]: the diagram with the stipulation's starter to
/// move, or a proof game's start).
pub(crate) fn read_intended<G: ProofGame>(
    pos: &G,
    target: Option<&Setup>,
    variant: &Variant,
    stip: &Stipulation,
    text: Option<&str>,
) -> Result<Option<Intended>, IntendedReadError> {
    let Some(text) = text else { return Ok(None) };
    let read = match solve::twin_start(pos, target, variant, stip)? {
        TwinStart::Diagram(start) => intended::parse(text, &start, stip),
        TwinStart::Proof(start) => intended::parse(text, &start, stip),
    };
    read.map(Some).map_err(IntendedReadError::Read)
}

/// Why a twin's intended solution cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IntendedReadError {
    /// The twin's play has no start (a proof game's ends).
    #[error(transparent)]
    Start(#[from] solve::SolveError),
    /// The text is not a solution of the twin.
    #[error("cannot read the intended solution: {0}")]
    Read(intended::IntendedError),
}

/// A twin's report judged against the intended solution: its status (with
/// its reason in readable notation), its text and JSON, and the intended
/// solution in readable notation. `diagram` is the twin's diagram, as
/// solved; `text` the intended solution's text (battle play: written
/// readable whole, with its variations and tries).
pub(crate) fn judge<G: Game>(
    report: Report<G>,
    diagram: &G,
    intended: Option<&Intended>,
    text: Option<&str>,
    mut out: TwinOutcome,
) -> TwinOutcome {
    let stipulation = out.stipulation;
    let name = |line: &[String]| {
        line_name(&report, diagram, stipulation.as_ref(), line).unwrap_or_else(|| coordinates(line))
    };
    let (status, detail) = compare(&findings(&report), intended, &name);
    out.intended = match (intended, text) {
        (Some(Intended::Keys(_)), Some(text)) => {
            let start = battle_start(diagram, out.stipulation.as_ref());
            readable_battle_text(text, &start).trim_end().to_string()
        }
        (Some(Intended::Keys(keys)), None) => keys
            .iter()
            .map(|k| format!("{}!", name(std::slice::from_ref(k))))
            .collect::<Vec<_>>()
            .join("\n"),
        (Some(Intended::Lines(lines)), _) => {
            lines.iter().map(|l| name(l)).collect::<Vec<_>>().join("\n")
        }
        (None, _) => String::new(),
    };
    out.status = status;
    out.detail = detail;
    out.solution = Solution::Report(Arc::new(report));
    out
}

/// Where battle play starts: the diagram with the stipulation's starter
/// to move.
fn battle_start<G: Game>(diagram: &G, stip: Option<&Stipulation>) -> G {
    match stip.and_then(|s| s.fixed_starter()) {
        Some(c) => diagram.with_side_to_move(c),
        None => *diagram,
    }
}

/// The legal move of `pos` written `text` in coordinate notation (as the
/// move's `Display` writes it: `a2b1`, or `a8e4C` with a board on the
/// general engine).
fn legal_move<G: Game>(pos: &G, text: &str) -> Option<G::Move> {
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    list.as_slice()
        .iter()
        .copied()
        .find(|m| m.to_string() == text)
}

/// A line (moves in coordinate notation from where the twin's play
/// starts; a key is a line of one move) as the reports write it: `1.Kb1/A`,
/// `1.Ke4/A Qe5/B 2.d1=B/A Re3/A#`; `None` when a move is not legal where
/// it stands.
fn line_name<G: Game>(
    report: &Report<G>,
    diagram: &G,
    stip: Option<&Stipulation>,
    line: &[String],
) -> Option<String> {
    match report {
        Report::Battle(_) => {
            let [key] = line else { return None };
            let start = battle_start(diagram, stip);
            let mv = legal_move(&start, key)?;
            Some(format!("1.{}", notation::san(&start, mv)))
        }
        Report::Help { diagram, report } => {
            Line::<G::Move>::parse(report.stipulation, line, diagram).map(|l| l.to_text(diagram))
        }
        Report::Proof(r) => {
            let series = r.stipulation.play == Play::SeriesProof;
            let mut pos = r.start;
            let mut moves = Vec::with_capacity(line.len());
            for (i, text) in line.iter().enumerate() {
                let mv = legal_move(&pos, text)?;
                pos.play(mv);
                if series && i + 1 < line.len() {
                    pos = pos.null_move();
                }
                moves.push(mv);
            }
            Some(r.game_text(&moves))
        }
    }
}
