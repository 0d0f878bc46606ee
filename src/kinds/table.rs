//! [`KIND_TABLE`]: every kind's facts, one row a kind.

use super::atom::{Atom, Dir};
use super::kind::Kind;

/// The number of kinds.
pub const KIND_COUNT: usize = 72;

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

/// A fairy piece's row: its Popeye code and its atoms.
const fn fairy(kind: Kind, code: &'static str, atoms: &'static [Atom]) -> KindInfo {
    KindInfo {
        kind,
        code,
        atoms,
        fairy: true,
    }
}

const ORTH: Dir = Dir::Orthogonal;
const DIAG: Dir = Dir::Diagonal;

/// Every kind's facts, by index: one table for the whole crate.
pub const KIND_TABLE: [KindInfo; KIND_COUNT] = [
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
    fairy(
        Kind::RootFiftyLeaper,
        "RF",
        &[Atom::Leap(1, 7), Atom::Leap(5, 5)],
    ),
    fairy(Kind::ErlKing, "EK", &[Atom::Leap(0, 1), Atom::Leap(1, 1)]),
    fairy(Kind::Okapi, "OK", &[Atom::Leap(1, 2), Atom::Leap(2, 3)]),
    fairy(Kind::Bison, "BI", &[Atom::Leap(2, 3), Atom::Leap(1, 3)]),
    fairy(Kind::Zebu, "ZE", &[Atom::Leap(1, 3), Atom::Leap(1, 4)]),
    fairy(Kind::Leaper15, "15", &[Atom::Leap(1, 5)]),
    fairy(Kind::Leaper16, "16", &[Atom::Leap(1, 6)]),
    fairy(Kind::Leaper24, "24", &[Atom::Leap(2, 4)]),
    fairy(Kind::Leaper25, "25", &[Atom::Leap(2, 5)]),
    fairy(Kind::Leaper35, "35", &[Atom::Leap(3, 5)]),
    fairy(Kind::Leaper36, "36", &[Atom::Leap(3, 6)]),
    fairy(Kind::Leaper37, "37", &[Atom::Leap(3, 7)]),
    fairy(
        Kind::Waran,
        "WA",
        &[Atom::LeapRide(1, 2), Atom::Ride(ORTH, 0)],
    ),
    fairy(Kind::WazirRider, "WR", &[Atom::Ride(ORTH, 0)]),
    fairy(Kind::FersRider, "FR", &[Atom::Ride(DIAG, 0)]),
    fairy(
        Kind::PopeyeElephant,
        "ET",
        &[
            Atom::Ride(ORTH, 0),
            Atom::Ride(DIAG, 0),
            Atom::LeapRide(1, 2),
        ],
    ),
    fairy(Kind::CamelriderHopper, "CH", &[Atom::Hop(1, 3)]),
    fairy(Kind::ZebrariderHopper, "ZH", &[Atom::Hop(2, 3)]),
    fairy(
        Kind::GnuriderHopper,
        "GH",
        &[Atom::Hop(1, 3), Atom::Hop(1, 2)],
    ),
    fairy(
        Kind::Grasshopper2,
        "G2",
        &[Atom::FarHop(0, 1, 2), Atom::FarHop(1, 1, 2)],
    ),
    fairy(
        Kind::Grasshopper3,
        "G3",
        &[Atom::FarHop(0, 1, 3), Atom::FarHop(1, 1, 3)],
    ),
    fairy(
        Kind::KingHopper,
        "KH",
        &[Atom::LeapHop(0, 1), Atom::LeapHop(1, 1)],
    ),
    fairy(Kind::KnightHopper, "KP", &[Atom::LeapHop(1, 2)]),
    fairy(Kind::Nao, "NA", &[Atom::Cannon(1, 2)]),
    fairy(Kind::Kao, "KO", &[Atom::LeapCannon(1, 2)]),
    fairy(Kind::NightriderLion, "NL", &[Atom::Lion(1, 2)]),
    fairy(Kind::Gral, "GL", &[Atom::Leap(2, 2), Atom::Hop(0, 1)]),
    fairy(
        Kind::Scorpion,
        "SO",
        &[
            Atom::Leap(0, 1),
            Atom::Leap(1, 1),
            Atom::Hop(0, 1),
            Atom::Hop(1, 1),
        ],
    ),
];
