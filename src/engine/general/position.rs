//! The general engine's position: one mailbox per board (up to three boards
//! of up to 10x10 squares), copy-make, an incremental hash.

use crate::kinds::KIND_COUNT;
use crate::types::Color;
use crate::variant::rules::{Kind, RuleSet};

/// Squares: `rank * 10 + file` (file 0 = a, rank 0 = rank 1), whatever the
/// board's size.
pub type Sq = u8;

/// The stride of a rank in [`Sq`].
pub const STRIDE: i8 = 10;

/// "No square" (a move without an intermediate square).
pub const NO_SQ: Sq = 255;

/// The square at file `f`, rank `r`.
#[inline(always)]
pub const fn sq(f: u8, r: u8) -> Sq {
    r * 10 + f
}

/// File 0.. of a square.
#[inline(always)]
pub const fn file_of(s: Sq) -> u8 {
    FILE_RANK[s as usize].0
}

/// Rank 0.. of a square.
#[inline(always)]
pub const fn rank_of(s: Sq) -> u8 {
    FILE_RANK[s as usize].1
}

/// The file and rank of every `u8` (a look instead of a division).
const FILE_RANK: [(u8, u8); 256] = {
    let mut t = [(0u8, 0u8); 256];
    let mut s = 0;
    while s < 256 {
        t[s] = ((s % 10) as u8, (s / 10) as u8);
        s += 1;
    }
    t
};

/// The name of a square: `a1` .. `j10`.
pub fn square_name(s: Sq) -> String {
    format!("{}{}", (b'a' + file_of(s)) as char, rank_of(s) + 1)
}

/// The letter of a board: `A`, `B`, `C`.
pub const fn board_letter(b: u8) -> char {
    (b'A' + b) as char
}

/// A piece as stored in a cell: 0 is empty; else `kind + 1` (up to 127),
/// plus 128 for Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Cell(pub u8);

impl Cell {
    /// The empty cell.
    pub const EMPTY: Cell = Cell(0);

    /// A piece.
    #[inline(always)]
    pub const fn new(color: Color, kind: Kind) -> Cell {
        Cell(kind as u8 + 1 + ((color as u8) << 7))
    }

    /// Whether no piece is here.
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The piece's colour (meaningless when empty).
    #[inline(always)]
    pub const fn color(self) -> Color {
        if self.0 & 128 != 0 {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The piece's kind (the cell must not be empty).
    #[inline(always)]
    pub const fn kind(self) -> Kind {
        debug_assert!(self.0 != 0);
        KIND_OF_CELL[(self.0 & 127) as usize]
    }

    /// Whether a piece of `color` stands here.
    #[inline(always)]
    pub const fn is(self, color: Color) -> bool {
        self.0 != 0 && (self.0 & 128 != 0) == matches!(color, Color::Black)
    }

    /// The FEN letter (upper case White).
    pub fn letter(self) -> char {
        let c = self.kind().letter();
        match self.color() {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    /// The man as FEN writes it: its letter, or a fairy piece's code in
    /// braces (`{G}`, `{ca}`); lower case Black.
    pub fn text(self) -> String {
        self.kind().text_of(self.color())
    }
}

/// The kind of each cell code `kind + 1` (a look instead of a division;
/// code 0, the empty cell, and codes beyond the kinds give the first kind).
const KIND_OF_CELL: [Kind; 128] = {
    let mut t = [Kind::ALL[0]; 128];
    let mut c = 1;
    while c < 128 {
        t[c] = Kind::ALL[(c - 1) % Kind::ALL.len()];
        c += 1;
    }
    t
};

/// Castling right bits: White king side, White queen side, Black king
/// side, Black queen side.
pub mod castle {
    /// White king side (`K`).
    pub const WK: u8 = 1;
    /// White queen side (`Q`).
    pub const WQ: u8 = 2;
    /// Black king side (`k`).
    pub const BK: u8 = 4;
    /// Black queen side (`q`).
    pub const BQ: u8 = 8;
}

/// A position of a game of the general engine.
#[derive(Clone, Copy)]
pub struct GPos {
    pub(crate) rules: &'static RuleSet,
    pub(crate) cells: [[Cell; 100]; 3],
    pub(crate) side: Color,
    pub(crate) castling: u8,
    /// The passed-over square of the last double step and the board the
    /// pawn landed on.
    pub(crate) ep: Option<(Sq, u8)>,
    /// The man an e.p. capture removes: the double-stepped pawn's square
    /// (beside the passed square for a berolina pawn); `NO_SQ` without
    /// e.p.
    pub(crate) ep_victim: Sq,
    pub(crate) halfmove: u32,
    pub(crate) fullmove: u32,
    /// Each side's king (square, board); `NO_SQ` when absent.
    pub(crate) kings: [(Sq, u8); 2],
    /// The squares of each board holding a man of each colour (bit `s`).
    pub(crate) by_color: [[u128; 2]; 3],
    pub(crate) hash: u64,
    /// The fairy kinds of the diagram, one bit a kind index: pawns may
    /// promote to them (as in Popeye), and the fast paths that assume plain
    /// movement ([`crate::kinds::Atom::is_plain`]) check them.
    pub(crate) fairy: u128,
}

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The number of men a square may hold: each kind in either colour.
const MEN: usize = 2 * KIND_COUNT;

/// Zobrist keys: 3 boards x 100 squares x [`MEN`] men.
static PIECE_KEYS: [u64; 300 * MEN] = {
    let mut t = [0u64; 300 * MEN];
    let mut i = 0;
    while i < 300 * MEN {
        t[i] = splitmix(i as u64 * 7 + 0x1234_5678);
        i += 1;
    }
    t
};

#[inline(always)]
fn piece_key(board: u8, s: Sq, c: Cell) -> u64 {
    // The man's index among the [`MEN`]: its kind, Black's after White's.
    let man = (c.0 & 127) as usize - 1 + (c.0 >> 7) as usize * KIND_COUNT;
    PIECE_KEYS[(board as usize * 100 + s as usize) * MEN + man]
}

const SIDE_KEY: u64 = splitmix(0xA11CE);

#[inline(always)]
fn castle_key(rights: u8) -> u64 {
    splitmix(0xCA57_0000 + rights as u64)
}

#[inline(always)]
fn ep_key(ep: Option<(Sq, u8)>, victim: Sq) -> u64 {
    match ep {
        None => 0,
        Some((s, b)) => splitmix(0xE9_0000 + (victim as u64 * 128 + s as u64) * 4 + b as u64),
    }
}

impl GPos {
    /// An empty position of `rules`, White to move.
    pub fn empty(rules: &'static RuleSet) -> GPos {
        let mut p = GPos {
            rules,
            cells: [[Cell::EMPTY; 100]; 3],
            side: Color::White,
            castling: 0,
            ep: None,
            ep_victim: NO_SQ,
            halfmove: 0,
            fullmove: 1,
            kings: [(super::position::NO_SQ, 0); 2],
            by_color: [[0; 2]; 3],
            hash: 0,
            fairy: 0,
        };
        p.hash = castle_key(0);
        p
    }

    /// The rules this position is played by.
    pub fn rules(&self) -> &'static RuleSet {
        self.rules
    }

    /// The fairy kinds of the diagram (pawns promote to them too).
    pub fn fairy_kinds(&self) -> impl Iterator<Item = Kind> {
        let mask = self.fairy;
        Kind::ALL
            .into_iter()
            .filter(move |&k| mask & (1 << k as u128) != 0)
    }

    /// Whether every man of the game moves by plain atoms (leaps, queen
    /// lines, the Hero's moves): no fairy piece of another movement is in
    /// the diagram.
    pub fn plain(&self) -> bool {
        // Asked once a position: no walk over the kinds without fairies.
        self.fairy == 0
            || self
                .fairy_kinds()
                .all(|k| k != Kind::BerolinaPawn && k.atoms().iter().all(|a| a.is_plain()))
    }

    /// Whether [`crate::game::MoveFacts`] describe every move exactly: the
    /// rules' geometry and pieces ([`RuleSet::facts_are_exact`]) and no
    /// fairy piece in the diagram.
    pub fn facts_are_exact(&self) -> bool {
        self.rules.facts_are_exact() && self.fairy == 0
    }

    /// Notes the fairy kinds standing in the position (for a diagram).
    pub(crate) fn note_fairy_kinds(&mut self) {
        self.fairy = 0;
        for b in 0..self.rules.boards {
            for s in self.squares() {
                let c = self.at(b, s);
                if !c.is_empty() && c.kind().is_fairy() {
                    self.fairy |= 1 << c.kind() as u128;
                }
            }
        }
    }

    /// The piece on square `s` of board `b`.
    #[inline(always)]
    pub fn at(&self, b: u8, s: Sq) -> Cell {
        self.cells[b as usize][s as usize]
    }

    /// The occupied squares of board `b`, one bit per square.
    #[inline(always)]
    pub fn occupied(&self, b: u8) -> u128 {
        self.by_color[b as usize][0] | self.by_color[b as usize][1]
    }

    /// The squares of board `b` holding a man of `color`, one bit per square.
    #[inline(always)]
    pub fn men_of(&self, b: u8, color: Color) -> u128 {
        self.by_color[b as usize][color.index()]
    }

    /// The side to move.
    pub fn side(&self) -> Color {
        self.side
    }

    /// Castling rights (bits of [`castle`]).
    pub fn castling(&self) -> u8 {
        self.castling
    }

    /// The e.p. square and the board the double-stepped pawn stands on.
    pub fn ep(&self) -> Option<(Sq, u8)> {
        self.ep
    }

    /// Half-move clock and full-move number.
    pub fn clocks(&self) -> (u32, u32) {
        (self.halfmove, self.fullmove)
    }

    /// The king of `color`: (square, board), if it has one.
    pub fn king(&self, color: Color) -> Option<(Sq, u8)> {
        let k = self.kings[color.index()];
        (k.0 != NO_SQ).then_some(k)
    }

    /// The hash of everything that decides the game's future.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether `s` is a square of the boards.
    #[inline(always)]
    pub fn on_board(&self, f: i8, r: i8) -> bool {
        f >= 0 && r >= 0 && f < self.rules.files as i8 && r < self.rules.ranks as i8
    }

    /// Put a piece (the cell must be empty).
    #[inline(always)]
    pub(crate) fn put(&mut self, b: u8, s: Sq, c: Cell) {
        debug_assert!(self.at(b, s).is_empty());
        self.cells[b as usize][s as usize] = c;
        self.by_color[b as usize][c.color().index()] |= super::lines::bit(s);
        self.hash ^= piece_key(b, s, c);
        if c.kind() == Kind::King {
            self.kings[c.color().index()] = (s, b);
        }
    }

    /// Remove and return the piece on `s` of `b` (may be empty).
    #[inline(always)]
    pub(crate) fn take(&mut self, b: u8, s: Sq) -> Cell {
        let c = self.at(b, s);
        if !c.is_empty() {
            self.cells[b as usize][s as usize] = Cell::EMPTY;
            self.by_color[b as usize][c.color().index()] &= !super::lines::bit(s);
            self.hash ^= piece_key(b, s, c);
        }
        c
    }

    pub(crate) fn set_side(&mut self, side: Color) {
        if side != self.side {
            self.hash ^= SIDE_KEY;
            self.side = side;
        }
    }

    pub(crate) fn set_castling(&mut self, rights: u8) {
        self.hash ^= castle_key(self.castling) ^ castle_key(rights);
        self.castling = rights;
    }

    /// Sets the e.p. square and board, and the man an e.p. capture there
    /// removes (`NO_SQ` with `None`).
    pub(crate) fn set_ep(&mut self, ep: Option<(Sq, u8)>, victim: Sq) {
        let victim = if ep.is_some() { victim } else { NO_SQ };
        self.hash ^= ep_key(self.ep, self.ep_victim) ^ ep_key(ep, victim);
        self.ep = ep;
        self.ep_victim = victim;
    }

    /// The hash recomputed from scratch (tests: equals [`GPos::hash`]).
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = castle_key(self.castling) ^ ep_key(self.ep, self.ep_victim);
        if self.side == Color::Black {
            h ^= SIDE_KEY;
        }
        for b in 0..self.rules.boards {
            for s in 0..100u8 {
                let c = self.at(b, s);
                if !c.is_empty() {
                    h ^= piece_key(b, s, c);
                }
            }
        }
        h
    }

    /// The squares of the boards, a1 first.
    pub fn squares(&self) -> impl Iterator<Item = Sq> {
        let (files, ranks) = (self.rules.files, self.rules.ranks);
        (0..ranks).flat_map(move |r| (0..files).map(move |f| sq(f, r)))
    }

    #[inline(always)]
    pub(crate) fn cell_at(&self, b: u8, f: i8, r: i8) -> Cell {
        self.at(b, sq(f as u8, r as u8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_looks_say_what_they_replace() {
        for s in 0..=255u8 {
            assert_eq!((file_of(s), rank_of(s)), (s % 10, s / 10));
        }
        for (i, &kind) in Kind::ALL.iter().enumerate() {
            for color in [Color::White, Color::Black] {
                let c = Cell::new(color, kind);
                assert_eq!((c.kind(), c.color()), (kind, color), "kind {i}");
            }
        }
    }
}
