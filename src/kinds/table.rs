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
    /// Popeye's number of its walk (`piece_walk_type`, pieces/pieces.h:
    /// the order in which Popeye tries promotees); `None` for the men of
    /// the other variants, which Popeye does not have.
    pub popeye_walk: Option<u16>,
}

/// A fairy piece's row: its Popeye code, its atoms and Popeye's number
/// of its walk.
const fn fairy(kind: Kind, code: &'static str, atoms: &'static [Atom], walk: u16) -> KindInfo {
    KindInfo {
        kind,
        code,
        atoms,
        fairy: true,
        popeye_walk: Some(walk),
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
        popeye_walk: Some(3),
    },
    KindInfo {
        kind: Kind::Knight,
        code: "N",
        atoms: &[Atom::Leap(1, 2)],
        fairy: false,
        popeye_walk: Some(5),
    },
    KindInfo {
        kind: Kind::Bishop,
        code: "B",
        atoms: &[Atom::Ride(DIAG, 0)],
        fairy: false,
        popeye_walk: Some(7),
    },
    KindInfo {
        kind: Kind::Rook,
        code: "R",
        atoms: &[Atom::Ride(ORTH, 0)],
        fairy: false,
        popeye_walk: Some(6),
    },
    KindInfo {
        kind: Kind::Queen,
        code: "Q",
        atoms: &[Atom::Ride(ORTH, 0), Atom::Ride(DIAG, 0)],
        fairy: false,
        popeye_walk: Some(4),
    },
    KindInfo {
        kind: Kind::King,
        code: "K",
        atoms: &[Atom::Leap(0, 1), Atom::Leap(1, 1)],
        fairy: false,
        popeye_walk: Some(2),
    },
    KindInfo {
        kind: Kind::Guard,
        code: "G",
        atoms: &[Atom::Leap(0, 1), Atom::Leap(1, 1)],
        fairy: false,
        popeye_walk: None,
    },
    KindInfo {
        kind: Kind::Rookish,
        code: "T",
        atoms: &[Atom::Ride(ORTH, 4), Atom::Leap(2, 2)],
        fairy: false,
        popeye_walk: None,
    },
    KindInfo {
        kind: Kind::Bishopy,
        code: "Y",
        atoms: &[Atom::Ride(DIAG, 4), Atom::Leap(0, 2)],
        fairy: false,
        popeye_walk: None,
    },
    KindInfo {
        kind: Kind::Hero,
        code: "H",
        atoms: &[Atom::Hero(ORTH)],
        fairy: false,
        popeye_walk: None,
    },
    KindInfo {
        kind: Kind::Shaman,
        code: "S",
        atoms: &[Atom::Hero(DIAG)],
        fairy: false,
        popeye_walk: None,
    },
    KindInfo {
        kind: Kind::Elephant,
        code: "E",
        atoms: &[Atom::Hero(ORTH), Atom::Hero(DIAG)],
        fairy: false,
        popeye_walk: None,
    },
    KindInfo {
        kind: Kind::Grasshopper,
        code: "G",
        atoms: &[Atom::Hop(0, 1), Atom::Hop(1, 1)],
        fairy: true,
        popeye_walk: Some(13),
    },
    KindInfo {
        kind: Kind::Nightrider,
        code: "N",
        atoms: &[Atom::LeapRide(1, 2)],
        fairy: true,
        popeye_walk: Some(14),
    },
    KindInfo {
        kind: Kind::Camel,
        code: "CA",
        atoms: &[Atom::Leap(1, 3)],
        fairy: true,
        popeye_walk: Some(16),
    },
    KindInfo {
        kind: Kind::Zebra,
        code: "Z",
        atoms: &[Atom::Leap(2, 3)],
        fairy: true,
        popeye_walk: Some(15),
    },
    KindInfo {
        kind: Kind::Giraffe,
        code: "GI",
        atoms: &[Atom::Leap(1, 4)],
        fairy: true,
        popeye_walk: Some(17),
    },
    KindInfo {
        kind: Kind::Antelope,
        code: "AN",
        atoms: &[Atom::Leap(3, 4)],
        fairy: true,
        popeye_walk: Some(32),
    },
    KindInfo {
        kind: Kind::Bucephale,
        code: "BU",
        atoms: &[Atom::Leap(0, 5), Atom::Leap(3, 4)],
        fairy: true,
        popeye_walk: Some(19),
    },
    KindInfo {
        kind: Kind::Alfil,
        code: "AL",
        atoms: &[Atom::Leap(2, 2)],
        fairy: true,
        popeye_walk: Some(21),
    },
    KindInfo {
        kind: Kind::Dabbaba,
        code: "DA",
        atoms: &[Atom::Leap(0, 2)],
        fairy: true,
        popeye_walk: Some(23),
    },
    KindInfo {
        kind: Kind::Wazir,
        code: "WE",
        atoms: &[Atom::Leap(0, 1)],
        fairy: true,
        popeye_walk: Some(20),
    },
    KindInfo {
        kind: Kind::Fers,
        code: "FE",
        atoms: &[Atom::Leap(1, 1)],
        fairy: true,
        popeye_walk: Some(22),
    },
    KindInfo {
        kind: Kind::Gnu,
        code: "GN",
        atoms: &[Atom::Leap(1, 2), Atom::Leap(1, 3)],
        fairy: true,
        popeye_walk: Some(31),
    },
    KindInfo {
        kind: Kind::Squirrel,
        code: "SQ",
        atoms: &[Atom::Leap(0, 2), Atom::Leap(1, 2), Atom::Leap(2, 2)],
        fairy: true,
        popeye_walk: Some(33),
    },
    KindInfo {
        kind: Kind::Amazon,
        code: "AM",
        atoms: &[Atom::Ride(ORTH, 0), Atom::Ride(DIAG, 0), Atom::Leap(1, 2)],
        fairy: true,
        popeye_walk: Some(28),
    },
    KindInfo {
        kind: Kind::Empress,
        code: "EM",
        atoms: &[Atom::Ride(ORTH, 0), Atom::Leap(1, 2)],
        fairy: true,
        popeye_walk: Some(29),
    },
    KindInfo {
        kind: Kind::Princess,
        code: "PR",
        atoms: &[Atom::Ride(DIAG, 0), Atom::Leap(1, 2)],
        fairy: true,
        popeye_walk: Some(30),
    },
    KindInfo {
        kind: Kind::Camelrider,
        code: "CR",
        atoms: &[Atom::LeapRide(1, 3)],
        fairy: true,
        popeye_walk: Some(48),
    },
    KindInfo {
        kind: Kind::Zebrarider,
        code: "ZR",
        atoms: &[Atom::LeapRide(2, 3)],
        fairy: true,
        popeye_walk: Some(49),
    },
    KindInfo {
        kind: Kind::Gnurider,
        code: "GR",
        atoms: &[Atom::LeapRide(1, 2), Atom::LeapRide(1, 3)],
        fairy: true,
        popeye_walk: Some(50),
    },
    KindInfo {
        kind: Kind::Leo,
        code: "LE",
        atoms: &[Atom::Cannon(0, 1), Atom::Cannon(1, 1)],
        fairy: true,
        popeye_walk: Some(8),
    },
    KindInfo {
        kind: Kind::Pao,
        code: "PA",
        atoms: &[Atom::Cannon(0, 1)],
        fairy: true,
        popeye_walk: Some(10),
    },
    KindInfo {
        kind: Kind::Vao,
        code: "VA",
        atoms: &[Atom::Cannon(1, 1)],
        fairy: true,
        popeye_walk: Some(11),
    },
    KindInfo {
        kind: Kind::Mao,
        code: "MA",
        atoms: &[Atom::Lame {
            diagonal_first: false,
        }],
        fairy: true,
        popeye_walk: Some(9),
    },
    KindInfo {
        kind: Kind::Moa,
        code: "MO",
        atoms: &[Atom::Lame {
            diagonal_first: true,
        }],
        fairy: true,
        popeye_walk: Some(67),
    },
    KindInfo {
        kind: Kind::Rose,
        code: "RO",
        atoms: &[Atom::Rose],
        fairy: true,
        popeye_walk: Some(12),
    },
    KindInfo {
        kind: Kind::Rookhopper,
        code: "RH",
        atoms: &[Atom::Hop(0, 1)],
        fairy: true,
        popeye_walk: Some(72),
    },
    KindInfo {
        kind: Kind::Bishophopper,
        code: "BH",
        atoms: &[Atom::Hop(1, 1)],
        fairy: true,
        popeye_walk: Some(73),
    },
    KindInfo {
        kind: Kind::NightriderHopper,
        code: "NH",
        atoms: &[Atom::Hop(1, 2)],
        fairy: true,
        popeye_walk: Some(46),
    },
    KindInfo {
        kind: Kind::Lion,
        code: "LI",
        atoms: &[Atom::Lion(0, 1), Atom::Lion(1, 1)],
        fairy: true,
        popeye_walk: Some(24),
    },
    KindInfo {
        kind: Kind::RookLion,
        code: "RL",
        atoms: &[Atom::Lion(0, 1)],
        fairy: true,
        popeye_walk: Some(60),
    },
    KindInfo {
        kind: Kind::BishopLion,
        code: "BL",
        atoms: &[Atom::Lion(1, 1)],
        fairy: true,
        popeye_walk: Some(61),
    },
    KindInfo {
        kind: Kind::BerolinaPawn,
        code: "BP",
        atoms: &[],
        fairy: true,
        popeye_walk: Some(27),
    },
    fairy(
        Kind::RootFiftyLeaper,
        "RF",
        &[Atom::Leap(1, 7), Atom::Leap(5, 5)],
        18,
    ),
    fairy(
        Kind::ErlKing,
        "EK",
        &[Atom::Leap(0, 1), Atom::Leap(1, 1)],
        74,
    ),
    fairy(Kind::Okapi, "OK", &[Atom::Leap(1, 2), Atom::Leap(2, 3)], 82),
    fairy(
        Kind::Bison,
        "BI",
        &[Atom::Leap(2, 3), Atom::Leap(1, 3)],
        100,
    ),
    fairy(Kind::Zebu, "ZE", &[Atom::Leap(1, 3), Atom::Leap(1, 4)], 130),
    fairy(Kind::Leaper15, "15", &[Atom::Leap(1, 5)], 92),
    fairy(Kind::Leaper16, "16", &[Atom::Leap(1, 6)], 86),
    fairy(Kind::Leaper24, "24", &[Atom::Leap(2, 4)], 87),
    fairy(Kind::Leaper25, "25", &[Atom::Leap(2, 5)], 93),
    fairy(Kind::Leaper35, "35", &[Atom::Leap(3, 5)], 88),
    fairy(Kind::Leaper36, "36", &[Atom::Leap(3, 6)], 112),
    fairy(Kind::Leaper37, "37", &[Atom::Leap(3, 7)], 83),
    fairy(
        Kind::Waran,
        "WA",
        &[Atom::LeapRide(1, 2), Atom::Ride(ORTH, 0)],
        34,
    ),
    fairy(Kind::WazirRider, "WR", &[Atom::Ride(ORTH, 0)], 98),
    fairy(Kind::FersRider, "FR", &[Atom::Ride(DIAG, 0)], 99),
    fairy(
        Kind::PopeyeElephant,
        "ET",
        &[
            Atom::Ride(ORTH, 0),
            Atom::Ride(DIAG, 0),
            Atom::LeapRide(1, 2),
        ],
        101,
    ),
    fairy(Kind::CamelriderHopper, "CH", &[Atom::Hop(1, 3)], 51),
    fairy(Kind::ZebrariderHopper, "ZH", &[Atom::Hop(2, 3)], 52),
    fairy(
        Kind::GnuriderHopper,
        "GH",
        &[Atom::Hop(1, 3), Atom::Hop(1, 2)],
        53,
    ),
    fairy(
        Kind::Grasshopper2,
        "G2",
        &[Atom::FarHop(0, 1, 2), Atom::FarHop(1, 1, 2)],
        84,
    ),
    fairy(
        Kind::Grasshopper3,
        "G3",
        &[Atom::FarHop(0, 1, 3), Atom::FarHop(1, 1, 3)],
        85,
    ),
    fairy(
        Kind::KingHopper,
        "KH",
        &[Atom::LeapHop(0, 1), Atom::LeapHop(1, 1)],
        90,
    ),
    fairy(Kind::KnightHopper, "KP", &[Atom::LeapHop(1, 2)], 146),
    fairy(Kind::Nao, "NA", &[Atom::Cannon(1, 2)], 102),
    fairy(Kind::Kao, "KO", &[Atom::LeapCannon(1, 2)], 145),
    fairy(Kind::NightriderLion, "NL", &[Atom::Lion(1, 2)], 113),
    fairy(Kind::Gral, "GL", &[Atom::Leap(2, 2), Atom::Hop(0, 1)], 94),
    fairy(
        Kind::Scorpion,
        "SO",
        &[
            Atom::Leap(0, 1),
            Atom::Leap(1, 1),
            Atom::Hop(0, 1),
            Atom::Hop(1, 1),
        ],
        110,
    ),
];
