//! The move type and a fixed-capacity move list (no allocation in the search).

use crate::types::{Role, Square};
use arrayvec::ArrayVec;

/// What kind of move a [`Move`] is, beyond from- and to-square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// Any ordinary move or capture, including a pawn's double step.
    Normal,
    /// Castling, given as the king's move (`e1g1`).
    Castle,
    /// En passant capture.
    EnPassant,
    /// Pawn promotion to the given role.
    Promotion(Role),
    /// A zero move (Ms. Alice): the piece transfers to the same square of
    /// the other board without moving; written with the from-square twice.
    Zero,
}

/// A move, packed in 16 bits: from (6), to (6), kind (4).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move(u16);

const KIND_NORMAL: u16 = 0;
const KIND_CASTLE: u16 = 1;
const KIND_EP: u16 = 2;
const KIND_ZERO: u16 = 3;
const KIND_PROMO: u16 = 4; // 4 + (role - knight)

impl Move {
    #[inline(always)]
    const fn pack(from: Square, to: Square, kind: u16) -> Move {
        Move(from.index() as u16 | (to.index() as u16) << 6 | kind << 12)
    }

    /// An ordinary move.
    #[inline(always)]
    pub const fn normal(from: Square, to: Square) -> Move {
        Move::pack(from, to, KIND_NORMAL)
    }

    /// Castling, as the king's from- and to-square.
    #[inline(always)]
    pub const fn castle(from: Square, to: Square) -> Move {
        Move::pack(from, to, KIND_CASTLE)
    }

    /// En passant capture to the passed-over square.
    #[inline(always)]
    pub const fn en_passant(from: Square, to: Square) -> Move {
        Move::pack(from, to, KIND_EP)
    }

    /// A zero move of the piece on `sq` (Ms. Alice).
    #[inline(always)]
    pub const fn zero(sq: Square) -> Move {
        Move::pack(sq, sq, KIND_ZERO)
    }

    /// Promotion to `role` (knight, bishop, rook or queen).
    #[inline(always)]
    pub const fn promotion(from: Square, to: Square, role: Role) -> Move {
        Move::pack(from, to, KIND_PROMO + role as u16 - Role::Knight as u16)
    }

    /// From-square.
    #[inline(always)]
    pub const fn from(self) -> Square {
        Square::new((self.0 & 63) as u8)
    }

    /// To-square (for castling, the king's destination).
    #[inline(always)]
    pub const fn to(self) -> Square {
        Square::new((self.0 >> 6 & 63) as u8)
    }

    /// The kind of move.
    #[inline(always)]
    pub const fn kind(self) -> MoveKind {
        match self.0 >> 12 {
            KIND_CASTLE => MoveKind::Castle,
            KIND_EP => MoveKind::EnPassant,
            KIND_ZERO => MoveKind::Zero,
            k if k >= KIND_PROMO => MoveKind::Promotion(Role::from_index(
                (k - KIND_PROMO) as usize + Role::Knight as usize,
            )),
            _ => MoveKind::Normal,
        }
    }

    /// The promotion role, if any.
    #[inline(always)]
    pub const fn promotion_role(self) -> Option<Role> {
        match self.kind() {
            MoveKind::Promotion(r) => Some(r),
            _ => None,
        }
    }

    /// The packed 16-bit value (stable; usable as a table key).
    #[inline(always)]
    pub const fn raw(self) -> u16 {
        self.0
    }

    /// A key whose order is the order of the moves' coordinate notation
    /// (`a1a2` < `a1b1` < `e7e8` < `e7e8b` < `e7e8q`), to sort moves and
    /// lines of moves without writing them out. Lines of equal length
    /// compared move by move with it sort as their texts joined with spaces.
    #[inline]
    pub const fn coordinate_key(self) -> u32 {
        let (from, to) = (self.from(), self.to());
        let promotion = match self.promotion_role() {
            None => 0,
            Some(Role::Bishop) => 1,
            Some(Role::Knight) => 2,
            Some(Role::Queen) => 3,
            Some(_) => 4,
        };
        (from.file() as u32) << 16
            | (from.rank() as u32) << 12
            | (to.file() as u32) << 8
            | (to.rank() as u32) << 4
            | promotion
    }

    /// Coordinate notation: `e2e4`, `e7e8q`, castling `e1g1`.
    pub fn uci(self) -> String {
        self.to_string()
    }
}

impl std::fmt::Display for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.from(), self.to())?;
        if let Some(r) = self.promotion_role() {
            write!(f, "{}", r.letter().to_ascii_lowercase())?;
        }
        Ok(())
    }
}

impl std::fmt::Debug for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self, f)
    }
}

/// Capacity of a [`MoveList`]: more than the legal moves of any position of
/// the fast engine's variants, so a list can never overflow.
///
/// Proof: every move is made by one of at most 16 pieces of the side to move
/// (a promoted pawn replaces a pawn). A piece moves on its own board with its
/// ordinary movement, so it has at most as many destinations as on an empty
/// 8x8 board: a queen 27, a rook 14, a bishop 13, a knight 8, a king 8 plus 2
/// castlings, a pawn 3 squares times 4 promotions = 12. Each destination is
/// one move, plus at most one zero move per piece in Ms. Alice. So a position
/// has at most 16 x (27 + 1) = 448 legal moves. (Without the looking-glass
/// the bound is 218; in Alice pieces on the other board block nothing, and
/// the position `2R*2Q2/Q*2Q3Q*/5R*Q1/QK*2Q*3/1N*Q3k*Q/1B*2Q3/1N1Q*2Q1/1B1Q3Q*
/// w` has 281.)
pub const MAX_MOVES: usize = 512;

/// A list of moves on the stack. Its array is not written when the list is
/// made (an `ArrayVec`): a search makes one at nearly every node, and
/// zeroing 1 KiB each time cost 7% of a helpmate search's instructions.
#[derive(Clone)]
pub struct MoveList {
    moves: ArrayVec<Move, MAX_MOVES>,
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl MoveList {
    /// An empty list.
    #[inline(always)]
    pub const fn new() -> MoveList {
        MoveList {
            moves: ArrayVec::new_const(),
        }
    }

    /// Append a move.
    #[inline(always)]
    pub fn push(&mut self, m: Move) {
        debug_assert!(self.moves.len() < MAX_MOVES);
        // The list is never full (see the proof at MAX_MOVES); an
        // impossible overflow would drop the move, never write past the
        // array.
        let _ = self.moves.try_push(m);
    }

    /// Number of moves.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the list is empty.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// Remove all moves.
    #[inline(always)]
    pub fn clear(&mut self) {
        self.moves.clear();
    }

    /// The moves as a slice.
    #[inline(always)]
    pub fn as_slice(&self) -> &[Move] {
        self.moves.as_slice()
    }

    /// The moves as a mutable slice (for ordering).
    #[inline(always)]
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        self.moves.as_mut_slice()
    }

    /// Iterate over the moves.
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }

    /// Keep only the moves for which `f` holds.
    pub fn retain(&mut self, mut f: impl FnMut(Move) -> bool) {
        self.moves.retain(|m| f(*m));
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_round_trips() {
        let a = Square::parse("e7").unwrap();
        let b = Square::parse("e8").unwrap();
        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            let m = Move::promotion(a, b, role);
            assert_eq!(m.from(), a);
            assert_eq!(m.to(), b);
            assert_eq!(m.kind(), MoveKind::Promotion(role));
        }
        assert_eq!(Move::castle(a, b).kind(), MoveKind::Castle);
        assert_eq!(Move::en_passant(a, b).kind(), MoveKind::EnPassant);
        assert_eq!(Move::zero(a).kind(), MoveKind::Zero);
        assert_eq!(Move::zero(a).to_string(), "e7e7");
        assert_eq!(Move::normal(a, b).to_string(), "e7e8");
        assert_eq!(Move::promotion(a, b, Role::Knight).to_string(), "e7e8n");
    }

    #[test]
    fn coordinate_key_orders_as_the_text() {
        let mut all = Vec::new();
        for from in Square::all() {
            for to in Square::all() {
                all.push(Move::normal(from, to));
                for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                    all.push(Move::promotion(from, to, role));
                }
            }
        }
        let mut by_key = all.clone();
        by_key.sort_by_key(|m| m.coordinate_key());
        let mut by_text = all;
        by_text.sort_by_key(|m| m.to_string());
        assert_eq!(by_key, by_text);
    }
}
