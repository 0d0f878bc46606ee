//! Basic chess types: squares, colours, piece roles, boards and bitboards.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A side: White or Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// White (index 0).
    White = 0,
    /// Black (index 1).
    Black = 1,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    #[inline(always)]
    pub const fn opposite(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// Index for arrays (White 0, Black 1).
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `"White"` or `"Black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline(always)]
    fn not(self) -> Color {
        self.opposite()
    }
}

/// The kind of a piece, without its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Pawn (`P`), index 0.
    Pawn = 0,
    /// Knight (`N`; Popeye `S`), index 1.
    Knight = 1,
    /// Bishop (`B`), index 2.
    Bishop = 2,
    /// Rook (`R`), index 3.
    Rook = 3,
    /// Queen (`Q`), index 4.
    Queen = 4,
    /// King (`K`), index 5.
    King = 5,
}

impl Role {
    /// All roles, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// Every role but the king's, pawn first.
    pub const NON_KING: [Role; 5] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ];

    /// Index for arrays.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Role from an array index (0..6).
    #[inline(always)]
    pub const fn from_index(i: usize) -> Role {
        Role::ALL[i]
    }

    /// Upper-case English letter (`N` for the knight), as in FEN and SAN.
    pub const fn letter(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
        }
    }

    /// Upper-case letter as Popeye prints it in English (`S` for the knight).
    pub const fn popeye_letter(self) -> char {
        match self {
            Role::Knight => 'S',
            other => other.letter(),
        }
    }

    /// Role from an English letter, either case (`N`; `S` accepted as knight).
    pub fn from_letter(c: char) -> Option<Role> {
        Some(match c.to_ascii_uppercase() {
            'P' => Role::Pawn,
            'N' | 'S' => Role::Knight,
            'B' => Role::Bishop,
            'R' => Role::Rook,
            'Q' => Role::Queen,
            'K' => Role::King,
            _ => return None,
        })
    }
}

/// A coloured piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// The side it belongs to.
    pub color: Color,
    /// What kind of piece it is.
    pub role: Role,
}

impl Piece {
    /// The FEN letter: upper case for White, lower case for Black.
    pub fn fen_char(self) -> char {
        let c = self.role.letter();
        match self.color {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    /// Piece from a FEN letter (`KQRBNP` White, `kqrbnp` Black).
    pub fn from_fen_char(c: char) -> Option<Piece> {
        if c == 'S' || c == 's' {
            return None;
        }
        let role = Role::from_letter(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }
}

/// One of the two boards of Alice Chess.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Board {
    /// Board A (index 0): where the game array stands; a FEN piece without
    /// `*`.
    A = 0,
    /// Board B (index 1), through the looking-glass; a FEN piece with `*`.
    B = 1,
}

impl Board {
    /// Both boards, A first.
    pub const ALL: [Board; 2] = [Board::A, Board::B];

    /// The board through the looking-glass.
    #[inline(always)]
    pub const fn other(self) -> Board {
        match self {
            Board::A => Board::B,
            Board::B => Board::A,
        }
    }

    /// Index for arrays.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `'A'` or `'B'`.
    pub const fn letter(self) -> char {
        match self {
            Board::A => 'A',
            Board::B => 'B',
        }
    }
}

/// A square, `a1` = 0 … `h8` = 63.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Square from its index 0..64. Panics in debug builds when out of range.
    #[inline(always)]
    pub const fn new(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index)
    }

    /// Square from file (0 = a) and rank (0 = rank 1).
    #[inline(always)]
    pub const fn from_coords(file: u8, rank: u8) -> Square {
        Square(rank * 8 + file)
    }

    /// The index 0..64.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File 0..8 (0 = a).
    #[inline(always)]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// Rank 0..8 (0 = rank 1).
    #[inline(always)]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The single-square bitboard.
    #[inline(always)]
    pub const fn bb(self) -> Bitboard {
        Bitboard(1u64 << self.0)
    }

    /// The square shifted by `delta` indices (caller guarantees it stays on the board).
    #[inline(always)]
    pub const fn offset(self, delta: i8) -> Square {
        Square((self.0 as i8 + delta) as u8)
    }

    /// Parse `e4`-style names.
    pub fn parse(s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let f = b[0].wrapping_sub(b'a');
        let r = b[1].wrapping_sub(b'1');
        (f < 8 && r < 8).then(|| Square::from_coords(f, r))
    }

    /// All 64 squares, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.file()) as char,
            (b'1' + self.rank()) as char
        )
    }
}

/// A set of squares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every square.
    pub const ALL: Bitboard = Bitboard(!0);
    /// Rank 1.
    pub const RANK_1: Bitboard = Bitboard(0xff);
    /// Rank 8.
    pub const RANK_8: Bitboard = Bitboard(0xff << 56);
    /// The first and last ranks, where pawns may not stand.
    pub const BACK_RANKS: Bitboard = Bitboard(0xff | (0xff << 56));

    /// Whether the set is empty.
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set is not empty.
    #[inline(always)]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// Whether the set holds `sq`.
    #[inline(always)]
    pub const fn has(self, sq: Square) -> bool {
        self.0 >> sq.0 & 1 != 0
    }

    /// Number of squares.
    #[inline(always)]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set has more than one square.
    #[inline(always)]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest square, if any.
    #[inline(always)]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square(self.0.trailing_zeros() as u8))
        }
    }

    /// The rank `r` (0 = rank 1).
    pub const fn rank(r: u8) -> Bitboard {
        Bitboard(0xff << (8 * r))
    }
}

impl Iterator for Bitboard {
    type Item = Square;
    #[inline(always)]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            let sq = Square(self.0.trailing_zeros() as u8);
            self.0 &= self.0 - 1;
            Some(sq)
        }
    }
}

macro_rules! bb_op {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline(always)]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $tra for Bitboard {
            #[inline(always)]
            fn $fa(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
bb_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bb_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bb_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline(always)]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_round_trip() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("a9"), None);
        assert_eq!(Square::parse("a"), None);
    }

    #[test]
    fn bitboard_iterates_in_order() {
        let bb = Square::parse("h8").unwrap().bb() | Square::parse("a1").unwrap().bb();
        let v: Vec<String> = bb.map(|s| s.to_string()).collect();
        assert_eq!(v, ["a1", "h8"]);
    }
}
