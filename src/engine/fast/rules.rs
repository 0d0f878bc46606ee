//! The fast engine's rule flags ([`Rules`]): the variants and readings it
//! plays (see `VARIANTS.md`), consulted by the generator where they apply.
//! The looking-glass rules themselves, asked of a position, are in
//! [`super::transfer`].

use crate::types::Bitboard;
use crate::variant::rules::Zero;
use crate::variant::Variant;

/// The rules the fast engine plays by: the variant's and the reading's
/// differences from standard Alice Chess, fixed for a whole game or solve.
///
/// Every flag is a rule of `VARIANTS.md` that keeps the fast engine's
/// invariants (a square occupied on at most one board, every move leaves its
/// board, check only from the king's board):
/// - zero moves (Ms. Alice): a piece may transfer to the same square of the
///   other board without moving;
/// - the 4x8 layout (Mini Alice): files a-d only, no pawn double step, no
///   castling;
/// - no en passant, no castling (the `en-passant=off` and `castling=off`
///   readings);
/// - strict blocking (`block=strict`): out of check, a piece from the other
///   board can never block.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rules(u8);

impl Rules {
    /// Standard Alice Chess (`RULES.md`).
    pub const STANDARD: Rules = Rules(0);
    const ZERO_MOVES: u8 = 1;
    const MINI: u8 = 2;
    const NO_EN_PASSANT: u8 = 4;
    const NO_CASTLING: u8 = 8;
    const STRICT_BLOCK: u8 = 16;

    const fn with(self, bit: u8, on: bool) -> Rules {
        if on {
            Rules(self.0 | bit)
        } else {
            Rules(self.0 & !bit)
        }
    }

    /// These rules with or without zero moves.
    pub const fn zero_moves(self, on: bool) -> Rules {
        self.with(Self::ZERO_MOVES, on)
    }

    /// These rules on the 4x8 boards of Mini Alice (or on 8x8 boards).
    pub const fn mini(self, on: bool) -> Rules {
        self.with(Self::MINI, on)
    }

    /// These rules with or without en passant.
    pub const fn en_passant(self, on: bool) -> Rules {
        self.with(Self::NO_EN_PASSANT, !on)
    }

    /// These rules with or without castling.
    pub const fn castling(self, on: bool) -> Rules {
        self.with(Self::NO_CASTLING, !on)
    }

    /// These rules with strict blocking (or blocking by transfer).
    pub const fn strict_block(self, on: bool) -> Rules {
        self.with(Self::STRICT_BLOCK, on)
    }

    /// Whether pieces may make zero moves.
    #[inline(always)]
    pub const fn has_zero_moves(self) -> bool {
        self.0 & Self::ZERO_MOVES != 0
    }

    /// Whether the boards are Mini Alice's 4 files by 8 ranks.
    #[inline(always)]
    pub const fn is_mini(self) -> bool {
        self.0 & Self::MINI != 0
    }

    /// Whether en passant captures exist (never on the 4x8 boards, where
    /// pawns make no double step).
    #[inline(always)]
    pub const fn has_en_passant(self) -> bool {
        self.0 & (Self::NO_EN_PASSANT | Self::MINI) == 0
    }

    /// Whether castling exists (never on the 4x8 boards).
    #[inline(always)]
    pub const fn has_castling(self) -> bool {
        self.0 & (Self::NO_CASTLING | Self::MINI) == 0
    }

    /// Whether pawns may make a double step from their initial rank.
    #[inline(always)]
    pub const fn has_double_step(self) -> bool {
        self.0 & Self::MINI == 0
    }

    /// Whether a check can be met only by the king or by capturing the checker
    /// on the king's board (`block=strict`).
    #[inline(always)]
    pub const fn has_strict_block(self) -> bool {
        self.0 & Self::STRICT_BLOCK != 0
    }

    /// Number of files of each board (8, or 4 for Mini Alice).
    #[inline(always)]
    pub const fn files(self) -> u8 {
        if self.is_mini() {
            4
        } else {
            8
        }
    }

    /// The squares of the boards: all 64, or files a-d on the 4x8 boards.
    /// Moves are generated with the 8x8 tables and masked with this set
    /// (a ray that leaves files a-d never comes back).
    #[inline(always)]
    pub const fn on_board(self) -> Bitboard {
        if self.is_mini() {
            Bitboard(0x0f0f_0f0f_0f0f_0f0f)
        } else {
            Bitboard(!0)
        }
    }
}

/// The board a piece moving on `board` transfers to.
/// A variant's rules on this engine (here, not in `variant.rs`, so that the
/// variants' facts do not depend on the engines).
impl Variant {
    /// The fast engine's rules for this variant and readings (zero moves and
    /// the 4x8 boards read from the variant's rule data).
    pub fn rules(&self) -> Rules {
        let data = self.kind.info();
        let fast = data.fast_engine();
        Rules::STANDARD
            .zero_moves(fast && data.rules.zero == Zero::Quiet)
            .mini(fast && data.files() == 4)
            .castling(self.readings.castling)
            .en_passant(self.readings.en_passant)
            .strict_block(self.readings.strict_block)
    }
}
