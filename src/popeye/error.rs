//! Why `alice popeye` solves no problem, or stops solving one: the input
//! error it reports after Popeye's `input-error:` words.

use super::words::words;
use crate::engine::DiagramError;
use crate::formats::{FormatErrorKind, Language};
use crate::solve::direct::DirectError;
use crate::solve::SolveError;
use crate::stipulation::Stipulation;
use crate::twin::TwinError;
use crate::variant::Variant;
use thiserror::Error;

/// An input error of one problem of `alice popeye` (nothing of it, or
/// nothing more, is solved).
#[derive(Debug, Error)]
pub enum PopeyeError {
    /// The problem cannot be read.
    #[error("{0}")]
    Read(FormatErrorKind),
    /// A condition other than Alice Chess, in the input's language.
    #[error("{}\n{}{variant}", words(*lang).unknown_condition, words(*lang).offending_item)]
    UnknownCondition {
        /// The language of the input.
        lang: Language,
        /// The variant its conditions state.
        variant: Variant,
    },
    /// No Alice Chess and no man on board B (the reader's warnings).
    #[error(
        "alice solves Alice Chess problems only (Condition AliceChess): {}",
        .0.join("; ")
    )]
    NotAlice(Vec<String>),
    /// `SetPlay` in parry series battle play.
    #[error(
        "SetPlay in parry series battle play ({0}) is not supported: \
         Popeye 4.104 writes no solution with it"
    )]
    SetPlayInParry(Stipulation),
    /// An option (its name) Popeye plays differently with an intro series.
    #[error("Option {name} with an intro series ({stip}) is not supported")]
    IntroOption {
        /// The option.
        name: &'static str,
        /// The stipulation.
        stip: Stipulation,
    },
    /// An option (as written) this tool does not take.
    #[error("option not supported by alice: {0}")]
    UnsupportedOption(String),
    /// The twins cannot be made.
    #[error(transparent)]
    Twin(#[from] TwinError),
    /// A twin's diagram is not a legal position.
    #[error("illegal position: {0}")]
    Illegal(DiagramError),
    /// The solve failed.
    #[error(transparent)]
    Solve(#[from] SolveError),
    /// Direct play's set play or post-key play could not be solved.
    #[error(transparent)]
    Direct(#[from] DirectError),
    /// A variation of a key or try held more than the memory budget gives a
    /// tree (`-maxmem`): what was written of the tree is incomplete.
    #[error(
        "a variation of the solution tree outgrew the memory budget (-maxmem): \
         the tree written is incomplete"
    )]
    TreeCut,
    /// A solve gave the report of another kind of play than asked for
    /// (`set`: of the set play): the kind asked for, in words.
    #[error("{}{stip} is not {wanted}", if *set { "set play of " } else { "" })]
    OtherReport {
        /// The stipulation of the play.
        stip: Stipulation,
        /// Whether the set play was solved.
        set: bool,
        /// The kind of play asked for (`help play`, `a proof game`).
        wanted: &'static str,
    },
}

impl PopeyeError {
    /// A report of another kind of play than `wanted` (`set`: of the set
    /// play of `stip`).
    pub(super) fn other_report(stip: &Stipulation, set: bool, wanted: &'static str) -> Self {
        PopeyeError::OtherReport {
            stip: *stip,
            set,
            wanted,
        }
    }
}
