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
    /// Popeye's order of the man's moves: its ranges of Popeye's vectors
    /// (`vec[]` of pieces/walks/vectors.c, first and last index), walk by
    /// walk (amazon: queen lines, then knight leaps). None for the pawns,
    /// the rose (ordered otherwise) and the men Popeye does not have.
    pub popeye_vectors: &'static [PopeyeVectors],
}

/// How a walk uses a range of Popeye's vectors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VectorUse {
    /// One square along each vector.
    Leap,
    /// Any number of steps along each vector (riders, lions, Chinese
    /// pieces and hoppers: one move or more a vector, nearest first).
    Line,
}

/// A range of Popeye's vectors (first and last index) and its use.
pub type PopeyeVectors = (VectorUse, u8, u8);

const LEAP: VectorUse = VectorUse::Leap;
const LINE: VectorUse = VectorUse::Line;

/// A row of the family's men (not a fairy piece of Popeye): its code,
/// its atoms, Popeye's number of its walk if Popeye has it, its vectors.
const fn man(
    kind: Kind,
    code: &'static str,
    atoms: &'static [Atom],
    walk: Option<u16>,
    vectors: &'static [PopeyeVectors],
) -> KindInfo {
    KindInfo {
        kind,
        code,
        atoms,
        fairy: false,
        popeye_walk: walk,
        popeye_vectors: vectors,
    }
}

/// A fairy piece's row: its Popeye code, its atoms, Popeye's number of
/// its walk and its vectors.
const fn fairy(
    kind: Kind,
    code: &'static str,
    atoms: &'static [Atom],
    walk: u16,
    vectors: &'static [PopeyeVectors],
) -> KindInfo {
    KindInfo {
        kind,
        code,
        atoms,
        fairy: true,
        popeye_walk: Some(walk),
        popeye_vectors: vectors,
    }
}

const ORTH: Dir = Dir::Orthogonal;
const DIAG: Dir = Dir::Diagonal;

/// Every kind's facts, by index: one table for the whole crate.
pub const KIND_TABLE: [KindInfo; KIND_COUNT] = [
    man(Kind::Pawn, "P", &[], Some(3), &[]),
    man(
        Kind::Knight,
        "N",
        &[Atom::Leap(1, 2)],
        Some(5),
        &[(LEAP, 9, 16)],
    ),
    man(
        Kind::Bishop,
        "B",
        &[Atom::Ride(DIAG, 0)],
        Some(7),
        &[(LINE, 5, 8)],
    ),
    man(
        Kind::Rook,
        "R",
        &[Atom::Ride(ORTH, 0)],
        Some(6),
        &[(LINE, 1, 4)],
    ),
    man(
        Kind::Queen,
        "Q",
        &[Atom::Ride(ORTH, 0), Atom::Ride(DIAG, 0)],
        Some(4),
        &[(LINE, 1, 8)],
    ),
    man(
        Kind::King,
        "K",
        &[Atom::Leap(0, 1), Atom::Leap(1, 1)],
        Some(2),
        &[(LEAP, 1, 8)],
    ),
    man(
        Kind::Guard,
        "G",
        &[Atom::Leap(0, 1), Atom::Leap(1, 1)],
        None,
        &[(LEAP, 1, 8)],
    ),
    man(
        Kind::Rookish,
        "T",
        &[Atom::Ride(ORTH, 4), Atom::Leap(2, 2)],
        None,
        &[],
    ),
    man(
        Kind::Bishopy,
        "Y",
        &[Atom::Ride(DIAG, 4), Atom::Leap(0, 2)],
        None,
        &[],
    ),
    man(Kind::Hero, "H", &[Atom::Hero(ORTH)], None, &[]),
    man(Kind::Shaman, "S", &[Atom::Hero(DIAG)], None, &[]),
    man(
        Kind::Elephant,
        "E",
        &[Atom::Hero(ORTH), Atom::Hero(DIAG)],
        None,
        &[],
    ),
    fairy(
        Kind::Grasshopper,
        "G",
        &[Atom::Hop(0, 1), Atom::Hop(1, 1)],
        13,
        &[(LINE, 1, 8)],
    ),
    fairy(
        Kind::Nightrider,
        "N",
        &[Atom::LeapRide(1, 2)],
        14,
        &[(LINE, 9, 16)],
    ),
    fairy(
        Kind::Camel,
        "CA",
        &[Atom::Leap(1, 3)],
        16,
        &[(LEAP, 33, 40)],
    ),
    fairy(Kind::Zebra, "Z", &[Atom::Leap(2, 3)], 15, &[(LEAP, 25, 32)]),
    fairy(
        Kind::Giraffe,
        "GI",
        &[Atom::Leap(1, 4)],
        17,
        &[(LEAP, 41, 48)],
    ),
    fairy(
        Kind::Antelope,
        "AN",
        &[Atom::Leap(3, 4)],
        32,
        &[(LEAP, 49, 56)],
    ),
    fairy(
        Kind::Bucephale,
        "BU",
        &[Atom::Leap(0, 5), Atom::Leap(3, 4)],
        19,
        &[(LEAP, 49, 60)],
    ),
    fairy(
        Kind::Alfil,
        "AL",
        &[Atom::Leap(2, 2)],
        21,
        &[(LEAP, 65, 68)],
    ),
    fairy(
        Kind::Dabbaba,
        "DA",
        &[Atom::Leap(0, 2)],
        23,
        &[(LEAP, 61, 64)],
    ),
    fairy(Kind::Wazir, "WE", &[Atom::Leap(0, 1)], 20, &[(LEAP, 1, 4)]),
    fairy(Kind::Fers, "FE", &[Atom::Leap(1, 1)], 22, &[(LEAP, 5, 8)]),
    fairy(
        Kind::Gnu,
        "GN",
        &[Atom::Leap(1, 2), Atom::Leap(1, 3)],
        31,
        &[(LEAP, 33, 40), (LEAP, 9, 16)],
    ),
    fairy(
        Kind::Squirrel,
        "SQ",
        &[Atom::Leap(0, 2), Atom::Leap(1, 2), Atom::Leap(2, 2)],
        33,
        &[(LEAP, 61, 68), (LEAP, 9, 16)],
    ),
    fairy(
        Kind::Amazon,
        "AM",
        &[Atom::Ride(ORTH, 0), Atom::Ride(DIAG, 0), Atom::Leap(1, 2)],
        28,
        &[(LINE, 1, 8), (LEAP, 9, 16)],
    ),
    fairy(
        Kind::Empress,
        "EM",
        &[Atom::Ride(ORTH, 0), Atom::Leap(1, 2)],
        29,
        &[(LINE, 1, 4), (LEAP, 9, 16)],
    ),
    fairy(
        Kind::Princess,
        "PR",
        &[Atom::Ride(DIAG, 0), Atom::Leap(1, 2)],
        30,
        &[(LINE, 5, 8), (LEAP, 9, 16)],
    ),
    fairy(
        Kind::Camelrider,
        "CR",
        &[Atom::LeapRide(1, 3)],
        48,
        &[(LINE, 33, 40)],
    ),
    fairy(
        Kind::Zebrarider,
        "ZR",
        &[Atom::LeapRide(2, 3)],
        49,
        &[(LINE, 25, 32)],
    ),
    fairy(
        Kind::Gnurider,
        "GR",
        &[Atom::LeapRide(1, 2), Atom::LeapRide(1, 3)],
        50,
        &[(LINE, 33, 40), (LINE, 9, 16)],
    ),
    fairy(
        Kind::Leo,
        "LE",
        &[Atom::Cannon(0, 1), Atom::Cannon(1, 1)],
        8,
        &[(LINE, 1, 8)],
    ),
    fairy(Kind::Pao, "PA", &[Atom::Cannon(0, 1)], 10, &[(LINE, 1, 4)]),
    fairy(Kind::Vao, "VA", &[Atom::Cannon(1, 1)], 11, &[(LINE, 5, 8)]),
    KindInfo {
        kind: Kind::Mao,
        code: "MA",
        atoms: &[Atom::Lame {
            diagonal_first: false,
        }],
        fairy: true,
        popeye_walk: Some(9),
        popeye_vectors: &[(LEAP, 9, 16)],
    },
    KindInfo {
        kind: Kind::Moa,
        code: "MO",
        atoms: &[Atom::Lame {
            diagonal_first: true,
        }],
        fairy: true,
        popeye_walk: Some(67),
        popeye_vectors: &[(LEAP, 9, 16)],
    },
    fairy(Kind::Rose, "RO", &[Atom::Rose], 12, &[]),
    fairy(
        Kind::Rookhopper,
        "RH",
        &[Atom::Hop(0, 1)],
        72,
        &[(LINE, 1, 4)],
    ),
    fairy(
        Kind::Bishophopper,
        "BH",
        &[Atom::Hop(1, 1)],
        73,
        &[(LINE, 5, 8)],
    ),
    fairy(
        Kind::NightriderHopper,
        "NH",
        &[Atom::Hop(1, 2)],
        46,
        &[(LINE, 9, 16)],
    ),
    fairy(
        Kind::Lion,
        "LI",
        &[Atom::Lion(0, 1), Atom::Lion(1, 1)],
        24,
        &[(LINE, 1, 8)],
    ),
    fairy(
        Kind::RookLion,
        "RL",
        &[Atom::Lion(0, 1)],
        60,
        &[(LINE, 1, 4)],
    ),
    fairy(
        Kind::BishopLion,
        "BL",
        &[Atom::Lion(1, 1)],
        61,
        &[(LINE, 5, 8)],
    ),
    fairy(Kind::BerolinaPawn, "BP", &[], 27, &[]),
    fairy(
        Kind::RootFiftyLeaper,
        "RF",
        &[Atom::Leap(1, 7), Atom::Leap(5, 5)],
        18,
        &[(LEAP, 69, 80)],
    ),
    fairy(
        Kind::ErlKing,
        "EK",
        &[Atom::Leap(0, 1), Atom::Leap(1, 1)],
        74,
        &[(LEAP, 1, 8)],
    ),
    fairy(
        Kind::Okapi,
        "OK",
        &[Atom::Leap(1, 2), Atom::Leap(2, 3)],
        82,
        &[(LEAP, 17, 32)],
    ),
    fairy(
        Kind::Bison,
        "BI",
        &[Atom::Leap(2, 3), Atom::Leap(1, 3)],
        100,
        &[(LEAP, 25, 40)],
    ),
    fairy(
        Kind::Zebu,
        "ZE",
        &[Atom::Leap(1, 3), Atom::Leap(1, 4)],
        130,
        &[(LEAP, 33, 40), (LEAP, 41, 48)],
    ),
    fairy(
        Kind::Leaper15,
        "15",
        &[Atom::Leap(1, 5)],
        92,
        &[(LEAP, 113, 120)],
    ),
    fairy(
        Kind::Leaper16,
        "16",
        &[Atom::Leap(1, 6)],
        86,
        &[(LEAP, 89, 96)],
    ),
    fairy(
        Kind::Leaper24,
        "24",
        &[Atom::Leap(2, 4)],
        87,
        &[(LEAP, 97, 104)],
    ),
    fairy(
        Kind::Leaper25,
        "25",
        &[Atom::Leap(2, 5)],
        93,
        &[(LEAP, 121, 128)],
    ),
    fairy(
        Kind::Leaper35,
        "35",
        &[Atom::Leap(3, 5)],
        88,
        &[(LEAP, 105, 112)],
    ),
    fairy(
        Kind::Leaper36,
        "36",
        &[Atom::Leap(3, 6)],
        112,
        &[(LEAP, 129, 136)],
    ),
    fairy(
        Kind::Leaper37,
        "37",
        &[Atom::Leap(3, 7)],
        83,
        &[(LEAP, 81, 88)],
    ),
    fairy(
        Kind::Waran,
        "WA",
        &[Atom::LeapRide(1, 2), Atom::Ride(ORTH, 0)],
        34,
        &[(LINE, 9, 16), (LINE, 1, 4)],
    ),
    fairy(
        Kind::WazirRider,
        "WR",
        &[Atom::Ride(ORTH, 0)],
        98,
        &[(LINE, 1, 4)],
    ),
    fairy(
        Kind::FersRider,
        "FR",
        &[Atom::Ride(DIAG, 0)],
        99,
        &[(LINE, 5, 8)],
    ),
    fairy(
        Kind::PopeyeElephant,
        "ET",
        &[
            Atom::Ride(ORTH, 0),
            Atom::Ride(DIAG, 0),
            Atom::LeapRide(1, 2),
        ],
        101,
        &[(LINE, 1, 16)],
    ),
    fairy(
        Kind::CamelriderHopper,
        "CH",
        &[Atom::Hop(1, 3)],
        51,
        &[(LINE, 33, 40)],
    ),
    fairy(
        Kind::ZebrariderHopper,
        "ZH",
        &[Atom::Hop(2, 3)],
        52,
        &[(LINE, 25, 32)],
    ),
    fairy(
        Kind::GnuriderHopper,
        "GH",
        &[Atom::Hop(1, 3), Atom::Hop(1, 2)],
        53,
        &[(LINE, 33, 40), (LINE, 9, 16)],
    ),
    fairy(
        Kind::Grasshopper2,
        "G2",
        &[Atom::FarHop(0, 1, 2), Atom::FarHop(1, 1, 2)],
        84,
        &[(LINE, 1, 8)],
    ),
    fairy(
        Kind::Grasshopper3,
        "G3",
        &[Atom::FarHop(0, 1, 3), Atom::FarHop(1, 1, 3)],
        85,
        &[(LINE, 1, 8)],
    ),
    fairy(
        Kind::KingHopper,
        "KH",
        &[Atom::LeapHop(0, 1), Atom::LeapHop(1, 1)],
        90,
        &[(LINE, 1, 8)],
    ),
    fairy(
        Kind::KnightHopper,
        "KP",
        &[Atom::LeapHop(1, 2)],
        146,
        &[(LINE, 9, 16)],
    ),
    fairy(
        Kind::Nao,
        "NA",
        &[Atom::Cannon(1, 2)],
        102,
        &[(LINE, 9, 16)],
    ),
    fairy(
        Kind::Kao,
        "KO",
        &[Atom::LeapCannon(1, 2)],
        145,
        &[(LINE, 9, 16)],
    ),
    fairy(
        Kind::NightriderLion,
        "NL",
        &[Atom::Lion(1, 2)],
        113,
        &[(LINE, 9, 16)],
    ),
    fairy(
        Kind::Gral,
        "GL",
        &[Atom::Leap(2, 2), Atom::Hop(0, 1)],
        94,
        &[(LEAP, 65, 68), (LINE, 1, 4)],
    ),
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
        &[(LEAP, 1, 8), (LINE, 1, 8)],
    ),
];
