//! What the proof-game search needs from an engine besides [`Game`]
//! ([`ProofGame`]): the placement of the men (for the target test) and the
//! men of each side as the bounds see them ([`Men`], [`Sets`]). Below the
//! engines, which implement it, and the searches, which use it.

use crate::game::Game;
use crate::setup::Setup;
use crate::types::{Color, Role};
use crate::variant::Variant;
use std::fmt;

/// The most men a side may have here (the arrays are fixed).
pub const MAX_MEN: usize = 16;

/// A man as the proof-game bounds track it: its kind and its state
/// (square * 2 + board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ManState {
    /// Its kind.
    pub role: Role,
    /// Square index times 2 plus board index.
    pub state: u8,
}

impl Default for ManState {
    fn default() -> ManState {
        ManState {
            role: Role::Pawn,
            state: 0,
        }
    }
}

/// A side's men, without allocation.
#[derive(Clone, Copy, Debug, Default)]
pub struct Men {
    /// How many.
    pub len: usize,
    /// The men, `len` of them used.
    pub men: [ManState; MAX_MEN],
}

impl Men {
    /// Add a man; false when the array is full.
    #[inline(always)]
    pub fn push(&mut self, man: ManState) -> bool {
        if self.len == MAX_MEN {
            return false;
        }
        self.men[self.len] = man;
        self.len += 1;
        true
    }

    /// The men.
    #[inline(always)]
    pub fn as_slice(&self) -> &[ManState] {
        &self.men[..self.len]
    }
}

/// A side's men as bitboards: bit `sq` of `[kind][board]` (kind as
/// [`Role::index`], board 0 = A, 1 = B) for a man of that kind on `sq`
/// of that board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sets(pub [[u64; 2]; 6]);

impl Sets {
    /// The sets of `men`.
    pub fn from_men(men: &Men) -> Sets {
        let mut sets = Sets::default();
        for m in men.as_slice() {
            sets.0[m.role.index()][(m.state & 1) as usize] |= 1 << (m.state / 2);
        }
        sets
    }

    /// The files (bit f for file f) with a pawn.
    #[inline(always)]
    pub(crate) fn pawn_files(&self) -> u32 {
        let mut b = self.0[Role::Pawn.index()][0] | self.0[Role::Pawn.index()][1];
        b |= b >> 32;
        b |= b >> 16;
        b |= b >> 8;
        (b & 0xff) as u32
    }
}

/// A game whose positions can be compared with a proof game's target.
pub trait ProofGame: Game {
    /// Whether the routing, capture and pawn-file bounds of the search
    /// apply: they are built on the Alice distance tables of two 8x8
    /// boards and one capture a move. When false (the general engine), the
    /// search cuts only where no variant of the family can go on (a side
    /// with fewer men than the target, or with no move left and its men not
    /// as in the target) and at positions found to fail before, and
    /// [`ProofGame::men`], [`ProofGame::sets`], [`ProofGame::arrival`],
    /// [`ProofGame::may_castle`] and [`ProofGame::has_zero_moves`] are not
    /// called.
    const ROUTED: bool;

    /// Every piece with its square and board (nothing else: not the side to
    /// move, castling rights or e.p.), comparable for equality.
    type Placement: Copy + Eq + Send + Sync + fmt::Debug;

    /// The placement of this position.
    fn placement(&self) -> Self::Placement;

    /// The men of `color` (kind and state); false when there are more than
    /// [`MAX_MEN`].
    fn men(&self, color: Color, out: &mut Men) -> bool;

    /// The men of `color` as bitboards by kind and board.
    fn sets(&self, color: Color) -> Sets;

    /// The state (square index * 2 + board index) the moving man arrives
    /// on (the king's for castling).
    fn arrival(&self, mv: Self::Move) -> u8;

    /// Whether the men of `color` stand exactly as in `other`.
    fn same_side(&self, other: &Self, color: Color) -> bool;

    /// How many men `color` has.
    fn count(&self, color: Color) -> usize;

    /// Whether `color` still holds a castling right (a castling move moves
    /// two men at once).
    fn may_castle(&self, color: Color) -> bool;

    /// Whether the rules allow zero moves (Ms. Alice).
    fn has_zero_moves(&self) -> bool;

    /// The initial array of `variant` on this engine, where the proof games
    /// of `dia n` start (`None` where this engine does not play `variant`).
    fn initial_array(variant: &Variant) -> Option<Self>;

    /// Why a diagram is not a second position on this engine.
    type TargetError: std::error::Error + Send + Sync + 'static;

    /// The second position of an `a=>b` proof game, read from `target` for
    /// `variant` (the error says why it is not a position of the variant).
    fn second_position(variant: &Variant, target: &Setup) -> Result<Self, Self::TargetError>;
}
