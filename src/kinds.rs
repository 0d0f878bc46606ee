//! Every kind of piece the crate knows, engine-free: its letter and its
//! movement as atoms (leaps, rides, the Hero's moves). A [`crate::setup::Setup`]
//! holds men of these kinds; the general engine moves them by their atoms;
//! the fast engine plays the six chess kinds ([`crate::types::Role`]).

use crate::types::{Color, Role};

mod table;
pub use table::{KindInfo, KIND_COUNT, KIND_TABLE};

/// The kinds of pieces: the men of the family's variants (their FEN
/// letters from `VARIANTS.md`), then the fairy pieces of Popeye (their
/// code in Popeye's English piece names). The index (`as usize`) is part
/// of the general engine's cell encoding
/// ([`crate::engine::general::Cell`]); every fact of a kind is in its row
/// of [`KIND_TABLE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Pawn (`P`), by the variant's pawn rules (double step, e.p., promotions).
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
    /// Guard (Man, `G`): a non-royal king.
    Guard = 6,
    /// Rookish (`T`): rook up to 4, or alfil (R4A).
    Rookish = 7,
    /// Bishopy (`Y`): bishop up to 4, or dabbaba (B4D).
    Bishopy = 8,
    /// Hero (`H`): step, leap 2, or both along an orthogonal line.
    Hero = 9,
    /// Shaman (`S`): the Hero's moves along a diagonal line.
    Shaman = 10,
    /// War Elephant (`E`): a Hero or a Shaman move.
    Elephant = 11,
    /// Grasshopper: hops along queen lines over the first man met to the square just beyond (Popeye `G`).
    Grasshopper = 12,
    /// Nightrider: rider along the knight's leaps (Popeye `N`).
    Nightrider = 13,
    /// Camel: the (1,3) leaper (Popeye `CA`).
    Camel = 14,
    /// Zebra: the (2,3) leaper (Popeye `Z`).
    Zebra = 15,
    /// Giraffe: the (1,4) leaper (Popeye `GI`).
    Giraffe = 16,
    /// Antelope: the (3,4) leaper (Popeye `AN`).
    Antelope = 17,
    /// Bucephale: the root-25 leaper, (0,5) and (3,4) (Popeye `BU`).
    Bucephale = 18,
    /// Alfil: the (2,2) leaper (Popeye `AL`).
    Alfil = 19,
    /// Dabbaba: the (0,2) leaper (Popeye `DA`).
    Dabbaba = 20,
    /// Wazir: the (0,1) leaper (Popeye's `WE`; its `WA` is the waran) (Popeye `WE`).
    Wazir = 21,
    /// Fers: the (1,1) leaper (Popeye `FE`).
    Fers = 22,
    /// Gnu: knight and camel (Popeye `GN`).
    Gnu = 23,
    /// Squirrel: every square at distance two, (0,2), (1,2), (2,2) (Popeye `SQ`).
    Squirrel = 24,
    /// Amazon: queen and knight (Popeye `AM`).
    Amazon = 25,
    /// Empress: rook and knight (Popeye `EM`).
    Empress = 26,
    /// Princess: bishop and knight (Popeye `PR`).
    Princess = 27,
    /// Camelrider: rider along the camel's leaps (Popeye `CR`).
    Camelrider = 28,
    /// Zebrarider: rider along the zebra's leaps (Popeye `ZR`).
    Zebrarider = 29,
    /// Gnurider: nightrider and camelrider (Popeye `GR`).
    Gnurider = 30,
    /// Leo: moves as a queen without capturing, captures as a cannon along queen lines (Popeye `LE`).
    Leo = 31,
    /// Pao: the leo's moves along rook lines (Popeye `PA`).
    Pao = 32,
    /// Vao: the leo's moves along bishop lines (Popeye `VA`).
    Vao = 33,
    /// Mao: the knight's leap through the orthogonally adjacent square, which must be empty (Popeye `MA`).
    Mao = 34,
    /// Moa: the knight's leap through the diagonally adjacent square, which must be empty (Popeye `MO`).
    Moa = 35,
    /// Rose: knight's leaps along an octagon, every square passed empty (Popeye `RO`).
    Rose = 36,
    /// Rookhopper: the grasshopper along rook lines (Popeye `RH`).
    Rookhopper = 37,
    /// Bishophopper: the grasshopper along bishop lines (Popeye `BH`).
    Bishophopper = 38,
    /// Nightrider-hopper: the grasshopper along nightrider lines (Popeye `NH`).
    NightriderHopper = 39,
    /// Lion: over the first man met along queen lines to any square beyond, up to and capturing the next man (Popeye `LI`).
    Lion = 40,
    /// Rook-lion: the lion along rook lines (Popeye `RL`).
    RookLion = 41,
    /// Bishop-lion: the lion along bishop lines (Popeye `BL`).
    BishopLion = 42,
    /// Berolina pawn: moves one step diagonally forward (two from its
    /// double-step rank, the square passed empty), captures one step
    /// straight forward, e.p. too; promotes as a pawn (Popeye `BP`).
    BerolinaPawn = 43,
    /// Root-50 leaper: the (1,7) and (5,5) leaps (Popeye `RF`).
    RootFiftyLeaper = 44,
    /// Erlking: the king's step as a leaper, not royal (Popeye `EK`).
    ErlKing = 45,
    /// Okapi: knight and zebra (Popeye `OK`).
    Okapi = 46,
    /// Bison: zebra and camel (Popeye `BI`).
    Bison = 47,
    /// Zebu: camel and giraffe (Popeye `ZE`).
    Zebu = 48,
    /// The (1,5) leaper (Popeye `15`).
    Leaper15 = 49,
    /// The (1,6) leaper (Popeye `16`).
    Leaper16 = 50,
    /// The (2,4) leaper (Popeye `24`).
    Leaper24 = 51,
    /// The (2,5) leaper (Popeye `25`).
    Leaper25 = 52,
    /// The (3,5) leaper (Popeye `35`).
    Leaper35 = 53,
    /// The (3,6) leaper (Popeye `36`).
    Leaper36 = 54,
    /// The (3,7) leaper (Popeye `37`).
    Leaper37 = 55,
    /// Waran: nightrider and rook (Popeye `WA`).
    Waran = 56,
    /// Wazir-rider: the rook's walk as a fairy piece (Popeye `WR`).
    WazirRider = 57,
    /// Fers-rider: the bishop's walk as a fairy piece (Popeye `FR`).
    FersRider = 58,
    /// Elephant: queen and nightrider (Popeye `ET`).
    PopeyeElephant = 59,
    /// Camelrider-hopper: the grasshopper along camelrider lines (Popeye `CH`).
    CamelriderHopper = 60,
    /// Zebrarider-hopper: the grasshopper along zebrarider lines (Popeye `ZH`).
    ZebrariderHopper = 61,
    /// Gnurider-hopper: the camelrider- and nightrider-hoppers (Popeye `GH`).
    GnuriderHopper = 62,
    /// Grasshopper-2: over the first man met along queen lines to the second square beyond, the square between empty (Popeye `G2`).
    Grasshopper2 = 63,
    /// Grasshopper-3: the grasshopper-2 to the third square beyond, the squares between empty (Popeye `G3`).
    Grasshopper3 = 64,
    /// Kinghopper: over an adjacent man to the square just beyond (Popeye `KH`).
    KingHopper = 65,
    /// Knighthopper: over the man a knight's leap away to the square a knight's leap beyond (Popeye `KP`).
    KnightHopper = 66,
    /// Nao: the leo's moves along nightrider lines (Popeye `NA`).
    Nao = 67,
    /// Kao: moves as a knight without capturing, captures over the man a knight's leap away on the square a knight's leap beyond (Popeye `KO`).
    Kao = 68,
    /// Nightrider-lion: the lion along nightrider lines (Popeye `NL`).
    NightriderLion = 69,
    /// Gral: alfil and rookhopper (Popeye `GL`).
    Gral = 70,
    /// Scorpion: erlking and grasshopper (Popeye `SO`).
    Scorpion = 71,
}

impl Kind {
    /// Every kind, by index.
    pub const ALL: [Kind; KIND_COUNT] = {
        let mut all = [Kind::Pawn; KIND_COUNT];
        let mut i = 0;
        while i < KIND_COUNT {
            all[i] = KIND_TABLE[i].kind;
            i += 1;
        }
        all
    };

    /// This kind's row of [`KIND_TABLE`].
    pub const fn info(self) -> &'static KindInfo {
        &KIND_TABLE[self as usize]
    }

    /// The upper-case FEN letter of a man of the family's variants (as in
    /// `VARIANTS.md`); for a fairy piece, the first letter of its code
    /// (use [`Kind::code`] or [`Kind::text`] to write it).
    pub const fn letter(self) -> char {
        self.info().code.as_bytes()[0] as char
    }

    /// The FEN letter or Popeye code, upper case.
    pub const fn code(self) -> &'static str {
        self.info().code
    }

    /// Whether this is a pawn (the chess pawn or the berolina pawn): moved
    /// by the pawn rules, not by atoms; never a promotion.
    pub const fn is_pawn(self) -> bool {
        matches!(self, Kind::Pawn | Kind::BerolinaPawn)
    }

    /// The code in Popeye's English piece names, upper case: the code of
    /// [`KIND_TABLE`], but `S` for the knight.
    pub const fn popeye_code(self) -> &'static str {
        match self {
            Kind::Knight => "S",
            other => other.code(),
        }
    }

    /// The kinds in the order of Popeye's piece lists: king, queen, rook,
    /// bishop, knight, pawn, then the fairy pieces by [`KIND_TABLE`].
    pub fn listing_order() -> impl Iterator<Item = Kind> {
        [
            Kind::King,
            Kind::Queen,
            Kind::Rook,
            Kind::Bishop,
            Kind::Knight,
            Kind::Pawn,
        ]
        .into_iter()
        .chain(Kind::ALL.into_iter().filter(|k| k.is_fairy()))
    }

    /// Whether this is one of Popeye's fairy pieces.
    pub const fn is_fairy(self) -> bool {
        self.info().fairy
    }

    /// The kind as FEN and readable moves write it, upper case: the letter
    /// (`Q`), or a fairy piece's code in braces (`{G}`, `{CA}`).
    pub fn text(self) -> String {
        if self.is_fairy() {
            format!("{{{}}}", self.code())
        } else {
            self.code().to_string()
        }
    }

    /// A man of this kind and `color` as FEN writes it: [`Kind::text`],
    /// lower case for Black; a fairy code without letters (the leapers
    /// `15` to `37`) has no case, so Black's takes a `-` before it, as
    /// Popeye's diagrams mark Black (`{15}`, `{-15}`; our choice).
    pub fn text_of(self, color: Color) -> String {
        match color {
            Color::White => self.text(),
            Color::Black if !self.code().bytes().any(|b| b.is_ascii_alphabetic()) => {
                format!("{{-{}}}", self.code())
            }
            Color::Black => self.text().to_ascii_lowercase(),
        }
    }

    /// The man of the family with this FEN letter (either case), if the
    /// letter is known (fairy pieces have codes: [`Kind::from_fairy_code`]).
    pub fn from_letter(c: char) -> Option<Kind> {
        let up = c.to_ascii_uppercase();
        Kind::ALL
            .into_iter()
            .find(|k| !k.is_fairy() && k.letter() == up)
    }

    /// The fairy piece with this Popeye code (either case).
    pub fn from_fairy_code(code: &str) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.is_fairy() && k.code().eq_ignore_ascii_case(code))
    }

    /// The movement of the kind (pawns: none here, they are special).
    pub const fn atoms(self) -> &'static [Atom] {
        self.info().atoms
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
    /// A rider along the (a, b) leaps (the nightrider's (1,2)): each
    /// square of the line but the last must be empty.
    LeapRide(i8, i8),
    /// A hopper along the lines of the (a, b) leaps: over the first man
    /// met (any colour; on its own board) to the square just beyond, empty
    /// or an enemy's.
    Hop(i8, i8),
    /// A Chinese piece along the lines of the (a, b) leaps: moves as a
    /// rider without capturing, captures the first man beyond the first man
    /// met (the screen).
    Cannon(i8, i8),
    /// A lion along the lines of the (a, b) leaps: over the first man met
    /// to any square beyond it, up to and capturing an enemy's next man.
    Lion(i8, i8),
    /// A lame knight: the (1,2) leap, through the square one step away
    /// (orthogonally for the mao, diagonally for the moa), which must be
    /// empty.
    Lame {
        /// The moa's diagonal first step (else the mao's orthogonal one).
        diagonal_first: bool,
    },
    /// The rose: knight's leaps turning along an octagon (Popeye's
    /// circular order, both senses), up to seven, every square passed empty.
    Rose,
    /// A hopper along the lines of the (a, b) leaps landing `n` steps
    /// beyond the first man met, the squares between empty (Popeye's
    /// grasshopper-2 and -3, `grasshoppers_n_generate_moves`).
    FarHop(i8, i8, u8),
    /// A leaper-hopper: over the man one (a, b) leap away (any colour) to
    /// the square one leap beyond, empty or an enemy's (Popeye's
    /// `leaper_hoppers_generate_moves`: the kinghopper, the knighthopper).
    LeapHop(i8, i8),
    /// A Chinese leaper: the (a, b) leap to an empty square without
    /// capturing; over a man one leap away (the screen) it captures an
    /// enemy one leap beyond (Popeye's `chinese_leaper_generate_moves`:
    /// the kao).
    LeapCannon(i8, i8),
}

impl Atom {
    /// Whether the atom is a leap, a ride along ranks, files and diagonals,
    /// or the Hero's move: its moves and captures are the same squares,
    /// found the same way from either end (looking from a target finds its
    /// attackers), and only a square emptied on a queen line through a man
    /// can open an attack on it. The engines' fast paths assume it.
    pub const fn is_plain(self) -> bool {
        matches!(self, Atom::Leap(..) | Atom::Ride(..) | Atom::Hero(..))
    }
}

/// The knight's eight leaps in Popeye's order (its `vec[9..16]`): round
/// the circle clockwise from (-2, 1). Popeye generates knight moves in this
/// order, and the rose turns along it.
pub const KNIGHT_CIRCLE: [(i8, i8); 8] = [
    (-2, 1),
    (-1, 2),
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
];

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

impl Kind {
    /// The chess kind of a [`Role`].
    pub const fn of_role(role: Role) -> Kind {
        match role {
            Role::Pawn => Kind::Pawn,
            Role::Knight => Kind::Knight,
            Role::Bishop => Kind::Bishop,
            Role::Rook => Kind::Rook,
            Role::Queen => Kind::Queen,
            Role::King => Kind::King,
        }
    }

    /// The [`Role`] of a chess kind (`None` for the others).
    pub const fn role(self) -> Option<Role> {
        Some(match self {
            Kind::Pawn => Role::Pawn,
            Kind::Knight => Role::Knight,
            Kind::Bishop => Role::Bishop,
            Kind::Rook => Role::Rook,
            Kind::Queen => Role::Queen,
            Kind::King => Role::King,
            _ => return None,
        })
    }
}
