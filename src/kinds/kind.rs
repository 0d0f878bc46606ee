//! The [`Kind`] enum alone: every kind of piece by name and index. Its
//! facts are in [`super::KIND_TABLE`], its methods in [`crate::kinds`].

/// The kinds of pieces: the men of the family's variants (their FEN
/// letters from `VARIANTS.md`), then the fairy pieces of Popeye (their
/// code in Popeye's English piece names). The index (`as usize`) is part
/// of the general engine's cell encoding
/// ([`crate::engine::general::Cell`]); every fact of a kind is in its row
/// of [`KIND_TABLE`](super::KIND_TABLE).
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
