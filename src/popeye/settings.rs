//! The Popeye drop-in's settings (its command line) and how a problem's
//! solving ended, and the Popeye options it reads itself: shared by the
//! runner, the problem printer and the solving of help and series play.

use crate::formats::Language;
use crate::solve::direct::DirectOptions;
use crate::solve::help::HelpOptions;
use crate::solve::proof::ProofOptions;
use crate::solve::SolveOptions;
use std::time::Instant;

/// Popeye's command-line settings that shape the output.
#[derive(Clone, Debug, Default)]
pub struct PopeyeSettings {
    /// `-regression`: no banner and no times (diffable output).
    pub regression: bool,
    /// `-maxtime S`: stop each problem after S seconds.
    pub max_time: Option<f64>,
    /// `-maxmem N`: the memory a solve may hold (see
    /// [`crate::memory::MemoryBudget`]).
    pub memory: crate::memory::MemoryBudget,
}

/// How the solving of a problem ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every twin solved: `solution finished.`
    Finished,
    /// `Option MaxSolutions` stopped it: `Partial solution`.
    Partial,
    /// The time limit stopped it: `solving interrupted.`; `listed`: the
    /// stopped twin's listing had begun (its blank line and solutions
    /// found were written, the message follows them at once).
    Interrupted {
        /// The stopped twin's listing had begun.
        listed: bool,
    },
}

/// The Popeye options `alice popeye` reads besides those of [`crate::problem::Problem`]'s
/// options (which the problem reader keeps as unsupported text).
#[derive(Clone, Debug, Default)]
pub(super) struct Extra {
    pub(super) no_board: bool,
    pub(super) no_threat: bool,
    /// `Option NoShortVariations`: no defence answered by a shorter
    /// continuation than the full length.
    pub(super) no_short_variations: bool,
    pub(super) move_numbers: bool,
    /// `Option StartMoveNumber n`: the first moves numbered below n are
    /// neither announced nor played (implies `MoveNumbers`).
    pub(super) start_move: Option<usize>,
    /// `Option UpToMoveNumber n`: nor those numbered above n.
    pub(super) up_to_move: Option<usize>,
    /// `Option PostKeyPlay`: in direct, self and reflex play, the play
    /// after the key (the defender moves first).
    pub(super) post_key_play: bool,
    pub(super) max_solutions: Option<usize>,
    pub(super) max_time: Option<f64>,
    /// The memory a solve may hold (the command line's `-maxmem`).
    pub(super) memory: crate::memory::MemoryBudget,
    /// When solving started; `None` in regression mode (no times).
    pub(super) started: Option<Instant>,
    /// The lines written are the set play of an `h#n.5`: White's first
    /// move passed (`1...  ...  2.d7-d5A e5*d6 ep.B x`).
    pub(super) after_pass: bool,
    /// The language of the input, which the output follows.
    pub(super) lang: Language,
    /// `Option SetPlay` (with `MoveNumbers` in series play Popeye numbers
    /// the first moves of every length it tries, not the full length's
    /// alone).
    pub(super) set_play: bool,
    /// `Option NoWk` and `NoBk`: White's, Black's king may be missing
    /// (without them Popeye says `both sides need a king` on standard
    /// error and solves anyway).
    pub(super) no_king: [bool; 2],
    /// The diagram has no position for the play (the side not to move is
    /// in check): only what starts with the other side's move is written,
    /// the set play or the play after the key, as Popeye writes them
    /// before it gives up on the play.
    pub(super) no_play: bool,
}

impl Extra {
    /// Whether the first move numbered `n` (counted on through the twins,
    /// as Popeye counts) is within `StartMoveNumber` and `UpToMoveNumber`.
    pub(super) fn numbered_in_range(&self, n: usize) -> bool {
        self.start_move.is_none_or(|s| n >= s) && self.up_to_move.is_none_or(|u| n <= u)
    }
}

impl Extra {
    /// The options of every solver, from the problem's Popeye options: the
    /// tree as Popeye writes it, short solutions (Popeye prints them,
    /// shortest first), one proof game intended, within the memory budget.
    pub(super) fn solve_options(&self, problem: &crate::problem::Problem) -> SolveOptions {
        let o = &problem.options;
        SolveOptions {
            direct: DirectOptions {
                tries: o.tries,
                max_refutations: o.refutations.unwrap_or(1).max(1),
                set_play: o.set_play,
                popeye_variations: true,
                no_threat: self.no_threat,
                table_bits: self.memory.table_bits(DirectOptions::default().table_bits),
                // Popeye writes every tree whole: the stream takes each
                // variation as it is found, so the budget bounds one
                // variation (and the parts waiting for their turn).
                tree_bytes: self.memory.tree_bytes(),
                ..DirectOptions::default()
            },
            help: HelpOptions {
                find_short: true,
                memory: self.memory,
                ..HelpOptions::default()
            },
            proof: ProofOptions {
                intended: 1,
                max_solutions: None,
            },
        }
    }
}
