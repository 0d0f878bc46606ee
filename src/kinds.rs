//! Every kind of piece the crate knows, engine-free: its letter and its
//! movement as atoms (leaps, rides, the Hero's moves). A [`crate::setup::Setup`]
//! holds men of these kinds; the general engine moves them by their atoms;
//! the fast engine plays the six chess kinds ([`crate::types::Role`]).

use crate::types::Role;

/// The kinds of pieces. The index (`as usize`) is part of the general
/// engine's cell encoding ([`crate::engine::general::Cell`]).
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
