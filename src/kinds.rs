//! Every kind of piece the crate knows, engine-free: its letter and its
//! movement as atoms (leaps, rides, the Hero's moves). A [`crate::setup::Setup`]
//! holds men of these kinds; the general engine moves them by their atoms;
//! the fast engine plays the six chess kinds ([`crate::types::Role`]).

use crate::types::Role;

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
}

/// One kind's facts: its code and its movement.
#[derive(Clone, Copy, Debug)]
pub struct KindInfo {
    /// The kind.
    pub kind: Kind,
    /// For the family's men, the FEN letter; for fairy pieces, Popeye's
    /// English code in upper case (one or two letters).
    pub code: &'static str,
    /// The movement (pawns: none here, they are special).
    pub atoms: &'static [Atom],
    /// A fairy piece of Popeye (written `{CODE}` in FEN and in readable
    /// moves).
    pub fairy: bool,
}

const ORTH: Dir = Dir::Orthogonal;
const DIAG: Dir = Dir::Diagonal;

/// Every kind's facts, by index: one table for the whole crate.
pub const KIND_TABLE: [KindInfo; 44] = [
    KindInfo {
        kind: Kind::Pawn,
        code: "P",
        atoms: &[],
        fairy: false,
    },
    KindInfo {
        kind: Kind::Knight,
        code: "N",
        atoms: &[Atom::Leap(1, 2)],
        fairy: false,
    },
    KindInfo {
        kind: Kind::Bishop,
        code: "B",
        atoms: &[Atom::Ride(DIAG, 0)],
        fairy: false,
    },
    KindInfo {
        kind: Kind::Rook,
        code: "R",
        atoms: &[Atom::Ride(ORTH, 0)],
        fairy: false,
    },
    KindInfo {
        kind: Kind::Queen,
        code: "Q",
        atoms: &[Atom::Ride(ORTH, 0), Atom::Ride(DIAG, 0)],
        fairy: false,
    },
    KindInfo {
        kind: Kind::King,
        code: "K",
        atoms: &[Atom::Leap(0, 1), Atom::Leap(1, 1)],
        fairy: false,
    },
    KindInfo {
        kind: Kind::Guard,
        code: "G",
        atoms: &[Atom::Leap(0, 1), Atom::Leap(1, 1)],
        fairy: false,
    },
    KindInfo {
        kind: Kind::Rookish,
        code: "T",
        atoms: &[Atom::Ride(ORTH, 4), Atom::Leap(2, 2)],
        fairy: false,
    },
    KindInfo {
        kind: Kind::Bishopy,
        code: "Y",
        atoms: &[Atom::Ride(DIAG, 4), Atom::Leap(0, 2)],
        fairy: false,
    },
    KindInfo {
        kind: Kind::Hero,
        code: "H",
        atoms: &[Atom::Hero(ORTH)],
        fairy: false,
    },
    KindInfo {
        kind: Kind::Shaman,
        code: "S",
        atoms: &[Atom::Hero(DIAG)],
        fairy: false,
    },
    KindInfo {
        kind: Kind::Elephant,
        code: "E",
        atoms: &[Atom::Hero(ORTH), Atom::Hero(DIAG)],
        fairy: false,
    },
    KindInfo {
        kind: Kind::Grasshopper,
        code: "G",
        atoms: &[Atom::Hop(0, 1), Atom::Hop(1, 1)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Nightrider,
        code: "N",
        atoms: &[Atom::LeapRide(1, 2)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Camel,
        code: "CA",
        atoms: &[Atom::Leap(1, 3)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Zebra,
        code: "Z",
        atoms: &[Atom::Leap(2, 3)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Giraffe,
        code: "GI",
        atoms: &[Atom::Leap(1, 4)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Antelope,
        code: "AN",
        atoms: &[Atom::Leap(3, 4)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Bucephale,
        code: "BU",
        atoms: &[Atom::Leap(0, 5), Atom::Leap(3, 4)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Alfil,
        code: "AL",
        atoms: &[Atom::Leap(2, 2)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Dabbaba,
        code: "DA",
        atoms: &[Atom::Leap(0, 2)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Wazir,
        code: "WE",
        atoms: &[Atom::Leap(0, 1)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Fers,
        code: "FE",
        atoms: &[Atom::Leap(1, 1)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Gnu,
        code: "GN",
        atoms: &[Atom::Leap(1, 2), Atom::Leap(1, 3)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Squirrel,
        code: "SQ",
        atoms: &[Atom::Leap(0, 2), Atom::Leap(1, 2), Atom::Leap(2, 2)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Amazon,
        code: "AM",
        atoms: &[Atom::Ride(ORTH, 0), Atom::Ride(DIAG, 0), Atom::Leap(1, 2)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Empress,
        code: "EM",
        atoms: &[Atom::Ride(ORTH, 0), Atom::Leap(1, 2)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Princess,
        code: "PR",
        atoms: &[Atom::Ride(DIAG, 0), Atom::Leap(1, 2)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Camelrider,
        code: "CR",
        atoms: &[Atom::LeapRide(1, 3)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Zebrarider,
        code: "ZR",
        atoms: &[Atom::LeapRide(2, 3)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Gnurider,
        code: "GR",
        atoms: &[Atom::LeapRide(1, 2), Atom::LeapRide(1, 3)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Leo,
        code: "LE",
        atoms: &[Atom::Cannon(0, 1), Atom::Cannon(1, 1)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Pao,
        code: "PA",
        atoms: &[Atom::Cannon(0, 1)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Vao,
        code: "VA",
        atoms: &[Atom::Cannon(1, 1)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Mao,
        code: "MA",
        atoms: &[Atom::Lame {
            diagonal_first: false,
        }],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Moa,
        code: "MO",
        atoms: &[Atom::Lame {
            diagonal_first: true,
        }],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Rose,
        code: "RO",
        atoms: &[Atom::Rose],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Rookhopper,
        code: "RH",
        atoms: &[Atom::Hop(0, 1)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Bishophopper,
        code: "BH",
        atoms: &[Atom::Hop(1, 1)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::NightriderHopper,
        code: "NH",
        atoms: &[Atom::Hop(1, 2)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::Lion,
        code: "LI",
        atoms: &[Atom::Lion(0, 1), Atom::Lion(1, 1)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::RookLion,
        code: "RL",
        atoms: &[Atom::Lion(0, 1)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::BishopLion,
        code: "BL",
        atoms: &[Atom::Lion(1, 1)],
        fairy: true,
    },
    KindInfo {
        kind: Kind::BerolinaPawn,
        code: "BP",
        atoms: &[],
        fairy: true,
    },
];

impl Kind {
    /// Every kind, by index.
    pub const ALL: [Kind; 44] = {
        let mut all = [Kind::Pawn; 44];
        let mut i = 0;
        while i < 44 {
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
