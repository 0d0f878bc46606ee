//! The general engine's move: from-square and board, to-square, arrival
//! board, an intermediate square and board (double transfers), a promotion.

use super::position::{board_letter, file_of, rank_of, square_name, Sq, NO_SQ};
use crate::game::MoveBuffer;
use crate::variant::rules::Kind;
use std::fmt;

/// Move flags.
pub mod flag {
    /// A zero move (to the same square of another board).
    pub const ZERO: u8 = 1;
    /// Castling (the king's move; the rook follows).
    pub const CASTLE: u8 = 2;
    /// An e.p. capture.
    pub const EN_PASSANT: u8 = 4;
    /// A pawn's double step.
    pub const DOUBLE_STEP: u8 = 8;
    /// Coordinate notation writes the arrival board (three boards, Duo).
    pub const SHOW_BOARD: u8 = 16;
    /// The from-square holds men of the mover on two boards: the move's
    /// text names its from-board (`b4Aa3`, `Qb4/A-a3/B`).
    pub const FROM_BOARD: u8 = 32;
}

/// A move of the general engine (8 bytes; `Default` is a placeholder,
/// never played).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct GMove {
    /// The square the piece leaves.
    pub from: Sq,
    /// The square it arrives on.
    pub to: Sq,
    /// The intermediate square of a double transfer, or [`NO_SQ`].
    pub mid: Sq,
    /// The board the piece stands on before the move.
    pub from_board: u8,
    /// The board of the intermediate square (double transfer only).
    pub mid_board: u8,
    /// The board the piece arrives on.
    pub arrival_board: u8,
    /// The promotion: 0, or the kind's index + 1.
    pub promo: u8,
    /// Bits of [`flag`].
    pub flags: u8,
}

impl GMove {
    /// A move of the piece on `from` of board `board` to `to`, arriving on
    /// the same board until [`GMove::arriving`] says otherwise.
    #[inline(always)]
    pub fn new(from: Sq, to: Sq, board: u8, flags: u8) -> GMove {
        GMove {
            from,
            to,
            mid: NO_SQ,
            from_board: board,
            mid_board: board,
            arrival_board: board,
            promo: 0,
            flags,
        }
    }

    /// The same move arriving on board `b`.
    #[inline(always)]
    pub fn arriving(mut self, b: u8) -> GMove {
        self.arrival_board = b;
        self
    }

    /// With extra flags.
    #[inline(always)]
    pub fn with_flags(mut self, f: u8) -> GMove {
        self.flags |= f;
        self
    }

    /// Promoting to `k`.
    #[inline(always)]
    pub fn promoting(mut self, k: Kind) -> GMove {
        self.promo = k as u8 + 1;
        self
    }

    /// Passing through square `m` of board `b` (a double transfer).
    #[inline(always)]
    pub fn via(mut self, m: Sq, b: u8) -> GMove {
        self.mid = m;
        self.mid_board = b;
        self
    }

    /// The promotion, if any.
    pub fn promotion(self) -> Option<Kind> {
        (self.promo != 0).then(|| Kind::ALL[self.promo as usize - 1])
    }

    /// Whether this is a zero move.
    pub fn is_zero(self) -> bool {
        self.flags & flag::ZERO != 0
    }

    /// Whether this is castling.
    pub fn is_castle(self) -> bool {
        self.flags & flag::CASTLE != 0
    }

    /// Whether this is an e.p. capture.
    pub fn is_en_passant(self) -> bool {
        self.flags & flag::EN_PASSANT != 0
    }

    /// Whether the move's text names its from-board (the from-square holds
    /// men of the mover on two boards).
    pub fn names_from_board(self) -> bool {
        self.flags & flag::FROM_BOARD != 0
    }

    /// Coordinate notation with the from-board always written (`e2Ae4`):
    /// the readers accept it on any move.
    pub fn with_from_board_text(self) -> String {
        self.with_flags(flag::FROM_BOARD).to_string()
    }

    /// Coordinate notation without the from-board (`b4a3` for `b4Aa3`).
    pub fn without_from_board_text(self) -> String {
        GMove {
            flags: self.flags & !flag::FROM_BOARD,
            ..self
        }
        .to_string()
    }

    /// Whether this is a double transfer.
    pub fn is_double_transfer(self) -> bool {
        self.mid != NO_SQ
    }

    /// The board on which a capture by this move happens.
    pub fn capture_board(self) -> u8 {
        if self.is_zero() {
            self.arrival_board
        } else {
            self.mid_board
        }
    }

    /// A key ordering moves by from-square, intermediate square and board,
    /// to-square, promotion and arrival board (squares file first).
    pub fn coordinate_key(self) -> u64 {
        let sqk = |s: Sq| -> u64 {
            if s == NO_SQ {
                0
            } else {
                (file_of(s) as u64) * 16 + rank_of(s) as u64 + 1
            }
        };
        // Promotions in the order of their letters (as the text sorts);
        // fairy pieces (`{g}`) after them, by kind.
        let promo = self.promotion().map_or(0, |k| {
            if k.is_fairy() {
                b'{' as u64 + k as u64
            } else {
                k.letter() as u64
            }
        });
        (sqk(self.from) << 48)
            | ((self.from_board as u64) << 44)
            | (sqk(self.mid) << 36)
            | ((if self.is_double_transfer() {
                self.mid_board
            } else {
                0
            } as u64)
                << 32)
            | (sqk(self.to) << 24)
            | (promo << 16)
            | self.arrival_board as u64
    }
}

/// Coordinate notation: `e2e4`, `e7e8q`, castling `e1g1`; the arrival board
/// after it in the variants that write it (`e2e4B`, zero move `b1b1B`); a
/// double transfer with its intermediate square and board (`e2e3Ce5A`); the
/// from-board after the from-square when that square holds men of the mover
/// on two boards (`b4Aa3`, `c8Ab8B`).
impl fmt::Display for GMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&square_name(self.from))?;
        if self.names_from_board() {
            write!(f, "{}", board_letter(self.from_board))?;
        }
        if self.is_double_transfer() {
            write!(
                f,
                "{}{}",
                square_name(self.mid),
                board_letter(self.mid_board)
            )?;
        }
        f.write_str(&square_name(self.to))?;
        if let Some(k) = self.promotion() {
            write!(f, "{}", k.text().to_ascii_lowercase())?;
        }
        if self.flags & flag::SHOW_BOARD != 0 || self.is_double_transfer() {
            write!(f, "{}", board_letter(self.arrival_board))?;
        }
        Ok(())
    }
}

impl fmt::Debug for GMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}({}>{})",
            self,
            board_letter(self.from_board),
            board_letter(self.arrival_board)
        )
    }
}

/// The general engine's move list: a vector, so it can never overflow
/// whatever the variant's move count. A new list takes a vector a dropped
/// one gave back to its thread's pool ([`GMoves::default`]), so the
/// searches, which make a list at every node, allocate only when a thread
/// first goes that deep.
#[derive(Clone, Debug)]
pub struct GMoves(pub Vec<GMove>);

/// The most vectors a thread keeps for its next lists (deeper than any
/// search's lists alive at once).
const POOL_SIZE: usize = 128;

thread_local! {
    /// The vectors of dropped lists, cleared, for the next lists made on
    /// this thread.
    static POOL: std::cell::RefCell<Vec<Vec<GMove>>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Default for GMoves {
    /// An empty list, its vector from the thread's pool when it has one.
    #[inline]
    fn default() -> GMoves {
        let reused = POOL.with(|pool| pool.try_borrow_mut().ok().and_then(|mut p| p.pop()));
        GMoves(reused.unwrap_or_default())
    }
}

impl Drop for GMoves {
    /// Gives the vector back to the thread's pool (when it has room).
    #[inline]
    fn drop(&mut self) {
        if self.0.capacity() == 0 {
            return;
        }
        let mut list = std::mem::take(&mut self.0);
        list.clear();
        POOL.with(|pool| {
            if let Ok(mut pool) = pool.try_borrow_mut() {
                if pool.len() < POOL_SIZE {
                    pool.push(list);
                }
            }
        });
    }
}

impl MoveBuffer<GMove> for GMoves {
    #[inline(always)]
    fn as_slice(&self) -> &[GMove] {
        &self.0
    }

    #[inline(always)]
    fn as_mut_slice(&mut self) -> &mut [GMove] {
        &mut self.0
    }

    #[inline(always)]
    fn clear_moves(&mut self) {
        self.0.clear();
    }
}

/// Run `f` with a cleared move buffer of the thread kept in `key` (no
/// allocation at each mate or check test); a buffer of its own when that
/// one is in use (the caller is re-entered).
pub(crate) fn with_buffer<R>(
    key: &'static std::thread::LocalKey<std::cell::RefCell<Vec<GMove>>>,
    f: impl FnOnce(&mut Vec<GMove>) -> R,
) -> R {
    key.with(|cell| {
        let mut own = Vec::new();
        let mut shared = cell.try_borrow_mut();
        let list = match shared.as_deref_mut() {
            Ok(list) => list,
            Err(_) => &mut own,
        };
        list.clear();
        f(list)
    })
}
