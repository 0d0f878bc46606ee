//! The rules of a game of the Alice family as data: boards, geometry,
//! transfer policy, zero moves, check definition, pieces by their movement,
//! double transfer, castling, pawns, initial array.
//!
//! Every variant the general engine plays is one `static` [`RuleSet`]; a
//! position holds a `&'static RuleSet`, so it stays `Copy` and small.

use super::kind::VariantKind;
pub use crate::kinds::{leap_offsets, leap_offsets_all, Atom, Dir, Kind};

/// Where an ordinary move's piece may arrive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transfer {
    /// To the other board; the square there must be empty (Alice).
    Forced,
    /// To any other board where the square is empty: one move per board
    /// (three-board Alice, Directed Alice).
    Choice,
    /// To the other board if the square there is empty, else it stays
    /// (O'Donohue).
    StayWhenBlocked,
    /// Stay, or transfer to the other board if the square there is empty:
    /// two moves when both are possible (Duo).
    Optional,
}

/// Zero moves: a piece passes to the same square of another board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zero {
    /// None.
    None,
    /// Any piece, onto an empty square; a king in check may not (Ms. Alice).
    Quiet,
    /// Any piece but a pawn; an enemy piece there is captured; the king may
    /// zero out of check (Duo).
    QuietOrCapture,
}

/// When a king is in check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckRule {
    /// Attacked by an enemy piece on its own board.
    KingsBoard,
    /// Also when any enemy piece stands on its square of the other board
    /// (Duo's "zero square").
    PlusZeroSquare,
}

impl RuleSet {
    /// Whether [`crate::game::MoveFacts`] describe every move exactly: two
    /// boards of 8 ranks and chess pieces (and no two-leg moves).
    pub fn facts_are_exact(&self) -> bool {
        self.boards == 2 && self.ranks == 8 && self.files <= 8 && self.kinds.len() <= 6
    }
}

/// Castling as in chess on an 8x8 board (king e1, rooks a1 and h1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Castling;

/// The rules of one game, as data.
#[derive(Debug)]
pub struct RuleSet {
    /// The variant these rules are.
    pub variant: VariantKind,
    /// Number of boards: 2 or 3.
    pub boards: u8,
    /// Files of each board (up to 10).
    pub files: u8,
    /// Ranks of each board (up to 10).
    pub ranks: u8,
    /// Whether a square may be occupied on several boards at once.
    pub multi_occupancy: bool,
    /// Where an ordinary move arrives.
    pub transfer: Transfer,
    /// Zero moves.
    pub zero: Zero,
    /// When a king is in check.
    pub check: CheckRule,
    /// Whether two-leg moves (Hero, Shaman, Elephant) may transfer after
    /// their first leg as well.
    pub double_transfer: bool,
    /// Castling (8x8 boards only), or none.
    pub castling: Option<Castling>,
    /// The rank index (0 = rank 1) from which White's pawns double-step
    /// (Black's: mirrored), or none.
    pub double_step_rank: Option<u8>,
    /// Whether e.p. captures exist (after a double step).
    pub en_passant: bool,
    /// The pieces a pawn promotes to.
    pub promotions: &'static [Kind],
    /// The kinds allowed in a position (the FEN letters).
    pub kinds: &'static [Kind],
    /// Whether a kind of `kinds` moves as the Hero: derived from them at
    /// compile time ([`kinds_have_hero`]), asked in hot loops.
    pub hero: bool,
    /// Whether every kind of `kinds` moves by plain atoms
    /// ([`crate::kinds::Atom::is_plain`]): derived at compile time
    /// ([`kinds_are_plain`]), asked once a position.
    pub plain_kinds: bool,
    /// The leaps of `kinds` an attack test must look for by their square
    /// sets ([`kinds_jumps`]): derived at compile time.
    pub jumps: u8,
    /// Whether the arrival board is always written in coordinate notation.
    pub board_in_coordinates: bool,
}

/// The chess pieces.
pub const CHESS: &[Kind] = &[
    Kind::Pawn,
    Kind::Knight,
    Kind::Bishop,
    Kind::Rook,
    Kind::Queen,
    Kind::King,
];
/// The pieces a chess pawn promotes to.
pub const CHESS_PROMOTIONS: &[Kind] = &[Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

/// Standard Alice Chess (`RULES.md`).
pub static ALICE: RuleSet = ALICE_BASE;

/// Ms. Alice: zero moves.
pub static MS_ALICE: RuleSet = RuleSet {
    variant: VariantKind::MsAlice,
    zero: Zero::Quiet,
    ..ALICE_BASE
};

/// Mini Alice: two 4x8 boards.
pub static MINI: RuleSet = RuleSet {
    variant: VariantKind::Mini,
    files: 4,
    castling: None,
    double_step_rank: None,
    en_passant: false,
    ..ALICE_BASE
};

/// O'Donohue Chess.
pub static ODONOHUE: RuleSet = RuleSet {
    variant: VariantKind::ODonohue,
    multi_occupancy: true,
    transfer: Transfer::StayWhenBlocked,
    ..ALICE_BASE
};

/// Three-board Alice.
pub static ALICE3: RuleSet = RuleSet {
    variant: VariantKind::Alice3,
    boards: 3,
    multi_occupancy: true,
    transfer: Transfer::Choice,
    board_in_coordinates: true,
    ..ALICE_BASE
};

/// Duo Chess (J. Stone 1981).
pub static DUO: RuleSet = RuleSet {
    variant: VariantKind::Duo,
    files: 4,
    multi_occupancy: true,
    transfer: Transfer::Optional,
    zero: Zero::QuietOrCapture,
    check: CheckRule::PlusZeroSquare,
    castling: None,
    double_step_rank: None,
    en_passant: false,
    board_in_coordinates: true,
    ..ALICE_BASE
};

/// Directed Alice's men.
const DIRECTED_KINDS: &[Kind] = &[
    Kind::Pawn,
    Kind::Knight,
    Kind::Bishop,
    Kind::Rook,
    Kind::King,
    Kind::Guard,
    Kind::Rookish,
    Kind::Bishopy,
    Kind::Hero,
    Kind::Shaman,
    Kind::Elephant,
];

/// Whether one of `kinds` moves as the Hero.
pub const fn kinds_have_hero(kinds: &[Kind]) -> bool {
    let mut i = 0;
    while i < kinds.len() {
        let atoms = kinds[i].atoms();
        let mut a = 0;
        while a < atoms.len() {
            if matches!(atoms[a], Atom::Hero(_)) {
                return true;
            }
            a += 1;
        }
        i += 1;
    }
    false
}

/// Whether every kind of `kinds` moves by plain atoms only
/// ([`crate::kinds::Atom::is_plain`]).
pub const fn kinds_are_plain(kinds: &[Kind]) -> bool {
    let mut i = 0;
    while i < kinds.len() {
        let atoms = kinds[i].atoms();
        let mut a = 0;
        while a < atoms.len() {
            if !atoms[a].is_plain() {
                return false;
            }
            a += 1;
        }
        i += 1;
    }
    true
}

/// The index in the leap tables of the (a, b) leap, when it has one.
#[inline]
pub const fn leap_index(a: i8, b: i8) -> Option<usize> {
    let (a, b) = if a < b { (a, b) } else { (b, a) };
    match (a, b) {
        (1, 2) => Some(0),
        (0, 1) => Some(1),
        (1, 1) => Some(2),
        (2, 2) => Some(3),
        (0, 2) => Some(4),
        _ => None,
    }
}

/// The leaps of `kinds` that reach past the nearest man of a line (the
/// knight's, the alfil's, the dabbaba's): bit `i` for the leap of index
/// `i` of the leap tables ([`leap_index`]); bit 7 when some leap has
/// no table. (A leap to a neighbour reaches the nearest man of its line,
/// which the attack test looks at anyway.)
pub const fn kinds_jumps(kinds: &[Kind]) -> u8 {
    let mut jumps = 0u8;
    let mut i = 0;
    while i < kinds.len() {
        let atoms = kinds[i].atoms();
        let mut a = 0;
        while a < atoms.len() {
            if let Atom::Leap(x, y) = atoms[a] {
                let near = x.abs() <= 1 && y.abs() <= 1;
                if !near {
                    jumps |= match leap_index(x, y) {
                        Some(j) => 1 << j,
                        None => 1 << 7,
                    };
                }
            }
            a += 1;
        }
        i += 1;
    }
    jumps
}

/// Directed Alice (seed 002).
pub static DIRECTED: RuleSet = RuleSet {
    variant: VariantKind::Directed,
    boards: 3,
    files: 10,
    ranks: 10,
    multi_occupancy: true,
    transfer: Transfer::Choice,
    double_transfer: true,
    castling: None,
    double_step_rank: Some(2),
    promotions: &[
        Kind::Guard,
        Kind::Rook,
        Kind::Rookish,
        Kind::Hero,
        Kind::Bishop,
        Kind::Bishopy,
        Kind::Shaman,
        Kind::Elephant,
        Kind::Knight,
    ],
    kinds: DIRECTED_KINDS,
    hero: kinds_have_hero(DIRECTED_KINDS),
    plain_kinds: kinds_are_plain(DIRECTED_KINDS),
    jumps: kinds_jumps(DIRECTED_KINDS),
    board_in_coordinates: true,
    ..ALICE_BASE
};

/// Standard Alice Chess: the rules every other rule set of the family starts
/// from (a `static` cannot be the base of another).
const ALICE_BASE: RuleSet = RuleSet {
    variant: VariantKind::Alice,
    boards: 2,
    files: 8,
    ranks: 8,
    multi_occupancy: false,
    transfer: Transfer::Forced,
    zero: Zero::None,
    check: CheckRule::KingsBoard,
    double_transfer: false,
    castling: Some(Castling),
    double_step_rank: Some(1),
    en_passant: true,
    promotions: CHESS_PROMOTIONS,
    kinds: CHESS,
    hero: kinds_have_hero(CHESS),
    plain_kinds: kinds_are_plain(CHESS),
    jumps: kinds_jumps(CHESS),
    board_in_coordinates: false,
};

impl RuleSet {
    /// Whether `kind` may appear in this game: the variant's own men, and
    /// Popeye's fairy pieces in every variant.
    pub fn allows(&self, kind: Kind) -> bool {
        kind.is_fairy() || self.kinds.contains(&kind)
    }

    /// Whether a kind of this game moves as the Hero (Directed Alice): an
    /// attack at distance three may leap a man.
    #[inline(always)]
    pub const fn has_hero(&self) -> bool {
        self.hero
    }

    /// The non-pawn kinds of this game (for attack detection).
    pub fn piece_kinds(&self) -> impl Iterator<Item = Kind> + '_ {
        self.kinds.iter().copied().filter(|&k| k != Kind::Pawn)
    }
}
