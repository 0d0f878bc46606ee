//! The rules of a game of the Alice family as data: boards, geometry,
//! transfer policy, zero moves, check definition, pieces by their movement,
//! double transfer, castling, pawns, initial array.
//!
//! Every variant the general engine plays is one `static` [`RuleSet`]; a
//! position holds a `&'static RuleSet`, so it stays `Copy` and small.

/// The kinds of pieces the general engine knows. The index (`as usize`) is
/// part of the cell encoding ([`crate::engine::general::Cell`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Pawn (`P`), by the variant's pawn rules (double step, e.p.,
    /// promotions).
    Pawn = 0,
    /// Knight (`N`): the (1,2) leaper.
    Knight = 1,
    /// Bishop (`B`): diagonal rider.
    Bishop = 2,
    /// Rook (`R`): orthogonal rider.
    Rook = 3,
    /// Queen (`Q`): rook or bishop.
    Queen = 4,
    /// King (`K`): royal, one step any way; exactly one per side.
    King = 5,
    /// Guard (Man): a non-royal king.
    Guard = 6,
    /// Rookish: rook up to 4, or alfil (R4A).
    Rookish = 7,
    /// Bishopy: bishop up to 4, or dabbaba (B4D).
    Bishopy = 8,
    /// Hero: step, leap 2, or both along an orthogonal line.
    Hero = 9,
    /// Shaman: the Hero's moves along a diagonal line.
    Shaman = 10,
    /// War Elephant: a Hero or a Shaman move.
    Elephant = 11,
}

impl Kind {
    /// Every kind, by index.
    pub const ALL: [Kind; 12] = [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
        Kind::King,
        Kind::Guard,
        Kind::Rookish,
        Kind::Bishopy,
        Kind::Hero,
        Kind::Shaman,
        Kind::Elephant,
    ];

    /// The upper-case FEN letter (as in `VARIANTS.md`).
    pub const fn letter(self) -> char {
        match self {
            Kind::Pawn => 'P',
            Kind::Knight => 'N',
            Kind::Bishop => 'B',
            Kind::Rook => 'R',
            Kind::Queen => 'Q',
            Kind::King => 'K',
            Kind::Guard => 'G',
            Kind::Rookish => 'T',
            Kind::Bishopy => 'Y',
            Kind::Hero => 'H',
            Kind::Shaman => 'S',
            Kind::Elephant => 'E',
        }
    }

    /// The kind with this FEN letter (either case), if the letter is known.
    pub fn from_letter(c: char) -> Option<Kind> {
        let up = c.to_ascii_uppercase();
        Kind::ALL.into_iter().find(|k| k.letter() == up)
    }

    /// The movement of the kind (pawns: none here, they are special).
    pub const fn atoms(self) -> &'static [Atom] {
        const ORTH: Dir = Dir::Orthogonal;
        const DIAG: Dir = Dir::Diagonal;
        match self {
            Kind::Pawn => &[],
            Kind::Knight => &[Atom::Leap(1, 2)],
            Kind::Bishop => &[Atom::Ride(DIAG, 0)],
            Kind::Rook => &[Atom::Ride(ORTH, 0)],
            Kind::Queen => &[Atom::Ride(ORTH, 0), Atom::Ride(DIAG, 0)],
            Kind::King | Kind::Guard => &[Atom::Leap(0, 1), Atom::Leap(1, 1)],
            Kind::Rookish => &[Atom::Ride(ORTH, 4), Atom::Leap(2, 2)],
            Kind::Bishopy => &[Atom::Ride(DIAG, 4), Atom::Leap(0, 2)],
            Kind::Hero => &[Atom::Hero(ORTH)],
            Kind::Shaman => &[Atom::Hero(DIAG)],
            Kind::Elephant => &[Atom::Hero(ORTH), Atom::Hero(DIAG)],
        }
    }
}

/// A family of lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    /// The four orthogonal directions.
    Orthogonal,
    /// The four diagonal directions.
    Diagonal,
}

impl Dir {
    /// The unit steps of the family.
    pub const fn steps(self) -> &'static [(i8, i8)] {
        match self {
            Dir::Orthogonal => &[(1, 0), (-1, 0), (0, 1), (0, -1)],
            Dir::Diagonal => &[(1, 1), (1, -1), (-1, 1), (-1, -1)],
        }
    }
}

/// One component of a piece's movement (all are symmetric: the piece moves
/// in every direction the pattern allows, so the same pattern read from a
/// target square finds its attackers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Atom {
    /// An (a, b) leaper: the eight squares (±a, ±b), (±b, ±a).
    Leap(i8, i8),
    /// A rider along the lines of a family, at most `n` squares (0: no limit).
    Ride(Dir, u8),
    /// The Hero's moves along the lines of a family: step 1; leap 2 (over
    /// anything); distance 3 as step-then-leap or leap-then-step, whose first
    /// landing square must be empty.
    Hero(Dir),
}

/// The eight offsets of an (a, b) leaper, repeats included (four of them
/// are repeats when a = 0 or a = b): for hot loops, where looking twice
/// costs less than leaving repeats out.
#[inline(always)]
pub const fn leap_offsets_all(a: i8, b: i8) -> [(i8, i8); 8] {
    [
        (a, b),
        (a, -b),
        (-a, b),
        (-a, -b),
        (b, a),
        (b, -a),
        (-b, a),
        (-b, -a),
    ]
}

/// The eight (or four) offsets of an (a, b) leaper, without repeats.
pub fn leap_offsets(a: i8, b: i8) -> impl Iterator<Item = (i8, i8)> {
    let all = leap_offsets_all(a, b);
    all.into_iter()
        .enumerate()
        .filter(move |&(i, o)| !all[..i].contains(&o))
        .map(|(_, o)| o)
}

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

/// The general engine's games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GeneralVariant {
    /// Standard Alice (a cross-check of the fast engine).
    Alice,
    /// Ms. Alice (a cross-check of the fast engine).
    MsAlice,
    /// Mini Alice (a cross-check of the fast engine).
    Mini,
    /// O'Donohue Chess.
    ODonohue,
    /// Three-board Alice.
    Alice3,
    /// Duo Chess.
    Duo,
    /// Directed Alice.
    Directed,
}

impl GeneralVariant {
    /// Every variant, in the order of `VARIANTS.md`.
    pub const ALL: [GeneralVariant; 7] = [
        GeneralVariant::Alice,
        GeneralVariant::MsAlice,
        GeneralVariant::ODonohue,
        GeneralVariant::Alice3,
        GeneralVariant::Mini,
        GeneralVariant::Duo,
        GeneralVariant::Directed,
    ];

    /// The rules.
    pub fn rules(self) -> &'static RuleSet {
        match self {
            GeneralVariant::Alice => &ALICE,
            GeneralVariant::MsAlice => &MS_ALICE,
            GeneralVariant::Mini => &MINI,
            GeneralVariant::ODonohue => &ODONOHUE,
            GeneralVariant::Alice3 => &ALICE3,
            GeneralVariant::Duo => &DUO,
            GeneralVariant::Directed => &DIRECTED,
        }
    }
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
    pub variant: GeneralVariant,
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
    variant: GeneralVariant::MsAlice,
    zero: Zero::Quiet,
    ..ALICE_BASE
};

/// Mini Alice: two 4x8 boards.
pub static MINI: RuleSet = RuleSet {
    variant: GeneralVariant::Mini,
    files: 4,
    castling: None,
    double_step_rank: None,
    en_passant: false,
    ..ALICE_BASE
};

/// O'Donohue Chess.
pub static ODONOHUE: RuleSet = RuleSet {
    variant: GeneralVariant::ODonohue,
    multi_occupancy: true,
    transfer: Transfer::StayWhenBlocked,
    ..ALICE_BASE
};

/// Three-board Alice.
pub static ALICE3: RuleSet = RuleSet {
    variant: GeneralVariant::Alice3,
    boards: 3,
    multi_occupancy: true,
    transfer: Transfer::Choice,
    board_in_coordinates: true,
    ..ALICE_BASE
};

/// Duo Chess (J. Stone 1981).
pub static DUO: RuleSet = RuleSet {
    variant: GeneralVariant::Duo,
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

/// Directed Alice (seed 002).
pub static DIRECTED: RuleSet = RuleSet {
    variant: GeneralVariant::Directed,
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
    kinds: &[
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
    ],
    board_in_coordinates: true,
    ..ALICE_BASE
};

/// Standard Alice Chess: the rules every other rule set of the family starts
/// from (a `static` cannot be the base of another).
const ALICE_BASE: RuleSet = RuleSet {
    variant: GeneralVariant::Alice,
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
    board_in_coordinates: false,
};

impl RuleSet {
    /// Whether `kind` may appear in this game.
    pub fn allows(&self, kind: Kind) -> bool {
        self.kinds.contains(&kind)
    }

    /// The non-pawn kinds of this game (for attack detection).
    pub fn piece_kinds(&self) -> impl Iterator<Item = Kind> + '_ {
        self.kinds.iter().copied().filter(|&k| k != Kind::Pawn)
    }
}
