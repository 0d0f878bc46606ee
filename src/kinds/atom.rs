//! How pieces move, as atoms: leaps, rides, hops, the Hero's moves, and
//! the leapers' offsets.

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
