//! What a direct, self or reflex solve reports: the options, the solution
//! tree (keys, threats, variations, tries, set play) and the verdict.

use crate::game::Game;
use crate::notation;
use crate::stipulation::Stipulation;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
use thiserror::Error;

/// What to analyse besides the keys.
#[derive(Clone, Debug)]
pub struct DirectOptions {
    /// Analyse tries (first moves with few refutations).
    pub tries: bool,
    /// The most refutations a try may have (1 by the composers' definition).
    pub max_refutations: u32,
    /// Analyse set play.
    pub set_play: bool,
    /// log2 of the number of transposition-table slots.
    pub table_bits: u32,
    /// Solve only this shard of the first moves (round robin over them in
    /// coordinate order; set play only in shard 1), to be merged with the
    /// others by [`DirectReport::assemble`].
    pub shard: Option<crate::shard::Shard>,
    /// Popeye's rules: a defence after a threat is shown when the mate
    /// after it is longer than the threat, or as long and some threat move
    /// no longer works (default: when it stops every threat move or is met
    /// faster); set play lists the defences that reach the goal at once;
    /// one-move self and reflex problems get tries and set play too.
    pub popeye_variations: bool,
    /// Popeye's `Option NoThreat`: no threats are looked for, so every
    /// defence is a variation.
    pub no_threat: bool,
    /// The most bytes the trees held whole may take together
    /// ([`crate::memory::MemoryBudget::tree_bytes`]): a quarter goes to
    /// the set play, the rest is shared equally among the keys and tries
    /// analysed, and a tree that reaches its share is cut there (the same
    /// cut on any number of threads; [`DirectReport::tree_cut`]).
    /// `usize::MAX`: never cut.
    pub tree_bytes: usize,
}

/// How the variations are chosen (from [`DirectOptions`]), and the room
/// of the tree they go into.
#[derive(Clone, Copy, Debug)]
pub(super) struct Style<'r> {
    pub(super) popeye: bool,
    pub(super) no_threat: bool,
    /// Show the defences that refute among the variations (`PostKeyPlay`).
    pub(super) refutations: bool,
    /// What the tree being analysed may still hold (`None`: no bound).
    pub(super) room: Option<&'r Room>,
}

impl Style<'_> {
    /// Take `bytes` from the tree's room for a part about to be kept:
    /// false (and the tree is cut from here on) when it has no room left.
    pub(super) fn take(&self, bytes: usize) -> bool {
        self.room.is_none_or(|room| room.take(bytes))
    }

    /// The bytes the tree's room has left (`usize::MAX` without a room).
    pub(super) fn room_left(&self) -> usize {
        self.room.map_or(usize::MAX, |room| room.left.load(Relaxed))
    }

    /// Give the room back what was taken since it had `left` bytes (a part
    /// handed over and not kept); a cut stays a cut.
    pub(super) fn give_back_to(&self, left: usize) {
        if let Some(room) = self.room {
            room.left.store(left, Relaxed);
        }
    }
}

/// The bytes one tree may still hold, and whether it was cut: one tree is
/// analysed on one thread, in a fixed order, so it is cut at the same
/// place whatever the number of threads. (Atomics only so that the style
/// holding it may be shared; one thread uses a room.)
#[derive(Debug)]
pub(super) struct Room {
    left: AtomicUsize,
    cut: AtomicBool,
}

/// About what a kept move's texts take: the three strings' heads and
/// their short contents.
const TEXT_BYTES: usize = std::mem::size_of::<MoveText>() + 48;
/// A kept attacker's move (its texts but not its threats or variations).
pub(super) const ATTACK_BYTES: usize = std::mem::size_of::<AttackNode>() + TEXT_BYTES;
/// A kept defence (its texts but not its continuations).
pub(super) const DEFENCE_BYTES: usize = std::mem::size_of::<Defence>() + TEXT_BYTES;
/// A kept threat move.
pub(super) const THREAT_BYTES: usize = TEXT_BYTES;

impl Room {
    /// A room of `bytes`.
    pub(super) fn new(bytes: usize) -> Room {
        Room {
            left: AtomicUsize::new(bytes),
            cut: AtomicBool::new(false),
        }
    }

    fn take(&self, bytes: usize) -> bool {
        if self.cut.load(Relaxed) {
            return false;
        }
        match self.left.load(Relaxed).checked_sub(bytes) {
            Some(left) => {
                self.left.store(left, Relaxed);
                true
            }
            None => {
                self.cut.store(true, Relaxed);
                false
            }
        }
    }

    /// Whether the tree was cut.
    pub(super) fn was_cut(&self) -> bool {
        self.cut.load(Relaxed)
    }
}

impl Default for DirectOptions {
    fn default() -> Self {
        DirectOptions {
            tries: false,
            max_refutations: 1,
            set_play: false,
            table_bits: 20,
            shard: None,
            popeye_variations: false,
            no_threat: false,
            tree_bytes: crate::memory::MemoryBudget::DEFAULT.tree_bytes(),
        }
    }
}

/// A problem the direct solver cannot take.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DirectError {
    /// The stipulation (held) is not direct, self or reflex play.
    #[error("stipulation {0} is not direct, self or reflex play")]
    NotBattlePlay(Stipulation),
    /// The stop signal fired (the time limit, or an interrupt) before the
    /// first moves were classified: no verdict.
    #[error("stopped: the time limit was reached")]
    Stopped,
    /// The set play or the post-key play asked for alone
    /// ([`super::set_play_alone`], [`super::post_key_play`]) outgrew its
    /// share of [`DirectOptions::tree_bytes`]: no tree to show.
    #[error("the tree outgrew its share of the memory budget (--memory)")]
    TreeCut,
}

/// A move with its two written forms.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveText {
    /// Coordinate notation (`a2b1`).
    #[serde(rename = "move")]
    pub uci: String,
    /// Readable algebraic with the arrival board (`Kb1/A`, `Rxe7/A#`).
    pub san: String,
    /// Popeye's long form (`Ka2-b1A`).
    pub popeye: String,
}

impl MoveText {
    /// The texts of the legal move `mv` in `pos`.
    pub fn new<G: Game>(pos: &G, mv: G::Move) -> MoveText {
        MoveText {
            uci: mv.to_string(),
            san: notation::san(pos, mv),
            popeye: notation::popeye(pos, mv),
        }
    }
}

/// An attacker's move with its analysis.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackNode {
    /// The move's written forms (flattened into the node's JSON).
    #[serde(flatten)]
    pub text: MoveText,
    /// The fewest moves (this one included) in which it forces the goal;
    /// `None` for a try.
    pub length: Option<u32>,
    /// The move itself reaches the goal (direct play).
    pub reaches_goal: bool,
    /// The move gives check.
    pub check: bool,
    /// The move captures.
    pub capture: bool,
    /// Threat moves (all of the shortest length), empty when none.
    pub threats: Vec<MoveText>,
    /// Length of the threat in moves (0 when there is none).
    pub threat_length: u32,
    /// No threat although the defender is not in check: a waiting move.
    pub zugzwang: bool,
    /// Defences shown, in coordinate order.
    pub variations: Vec<Defence>,
    /// Defences that defeat the move (empty for keys).
    pub refutations: Vec<MoveText>,
}

/// A defender's move with the attacker's shortest continuations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Defence {
    /// The move's written forms (flattened into the defence's JSON).
    #[serde(flatten)]
    pub text: MoveText,
    /// The defence reaches the goal against the attacker (self and reflex play).
    pub reaches_goal: bool,
    /// Length of the continuations in moves.
    pub length: u32,
    /// All continuations of that length; more than one is a dual. None
    /// (and not reaching the goal): the defence refutes, which only the
    /// play after a key of [`super::post_key_play`] shows.
    pub continuations: Vec<AttackNode>,
}

/// The overall finding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Exactly one key.
    Sound,
    /// More than one key.
    Cooked,
    /// No key.
    NoSolution,
}

impl Verdict {
    /// Lower-case words, as in reports.
    pub fn words(self) -> &'static str {
        match self {
            Verdict::Sound => "sound",
            Verdict::Cooked => "cooked",
            Verdict::NoSolution => "no solution",
        }
    }
}

/// The complete analysis of a direct, self or reflex problem.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DirectReport {
    /// The stipulation solved, as written (`#2`, `s#3`).
    pub stipulation: String,
    /// The side that plays first.
    pub attacker: &'static str,
    /// Sound, cooked or no solution: from the number of keys.
    pub verdict: Verdict,
    /// Keys in coordinate order (several: the problem is cooked).
    pub keys: Vec<AttackNode>,
    /// Tries (with `tries`), in coordinate order.
    pub tries: Vec<AttackNode>,
    /// Set play (with `set_play`): defences in the diagram with the answers.
    pub set_play: Option<Vec<Defence>>,
    /// Keys that force the goal in fewer than n moves.
    pub short_solutions: Vec<String>,
    /// Number of defences (after a key) answered by more than one continuation.
    pub duals: usize,
    /// Positions searched.
    pub nodes: u64,
    /// Some tree (set play, a key's or a try's) reached its share of
    /// [`DirectOptions::tree_bytes`] and was cut there: its variations
    /// (and the count of duals) are a prefix of the whole. The keys, the
    /// tries and the verdict are exact all the same.
    #[serde(skip)]
    pub tree_cut: bool,
    /// The place of each key among the first moves (coordinate order),
    /// for merging shards.
    #[serde(skip)]
    pub key_roots: Vec<usize>,
    /// The same for each try.
    #[serde(skip)]
    pub try_roots: Vec<usize>,
}

impl DirectReport {
    /// The report from its parts (one solve, or the shards of one merged:
    /// keys and tries with their places among the first moves, in any
    /// order): verdict, short solutions and duals follow from the keys.
    pub fn assemble(
        stip: &Stipulation,
        attacker: &'static str,
        mut keys: Vec<(usize, AttackNode)>,
        mut tries: Vec<(usize, AttackNode)>,
        set_play: Option<Vec<Defence>>,
        nodes: u64,
    ) -> DirectReport {
        keys.sort_by_key(|(i, _)| *i);
        tries.sort_by_key(|(i, _)| *i);
        let (key_roots, keys): (Vec<usize>, Vec<AttackNode>) = keys.into_iter().unzip();
        let (try_roots, tries): (Vec<usize>, Vec<AttackNode>) = tries.into_iter().unzip();
        let n = stip.moves;
        let verdict = match keys.len() {
            0 => Verdict::NoSolution,
            1 => Verdict::Sound,
            _ => Verdict::Cooked,
        };
        let short_solutions = keys
            .iter()
            .filter(|k| k.length.is_some_and(|l| l < n))
            .map(|k| k.text.uci.clone())
            .collect();
        let duals = keys
            .iter()
            .flat_map(|k| k.variations.iter())
            .filter(|v| v.continuations.len() > 1)
            .count();
        DirectReport {
            stipulation: stip.to_string(),
            attacker,
            verdict,
            keys,
            tries,
            set_play,
            short_solutions,
            duals,
            nodes,
            tree_cut: false,
            key_roots,
            try_roots,
        }
    }
}
