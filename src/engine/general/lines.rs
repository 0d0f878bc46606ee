//! Square sets of the general engine's 10x10 grid (bit `rank * 10 + file`,
//! as [`super::position::Sq`]), built at compile time: the rays from each
//! square in the eight directions, and each square's leap targets for the
//! family's leapers. Built on the 10x10 grid, they serve every geometry:
//! the squares beyond a smaller board hold no man, so a set met with the
//! men of a board finds only its squares.

use crate::kinds::{Atom, Dir, Kind};

/// The eight directions: the four orthogonal, then the four diagonal (the
/// order of [`crate::kinds::Dir::steps`]).
pub const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// Whether walking direction `d` raises the square index (the nearest man
/// on a ray is then its lowest bit, else its highest).
pub const fn rises(d: usize) -> bool {
    let (dx, dy) = DIRECTIONS[d];
    dy > 0 || (dy == 0 && dx > 0)
}

/// `RAYS[d][s]`: the squares from `s` outwards in direction `d` (`s`
/// excluded).
pub static RAYS: [[u128; 100]; 8] = {
    let mut t = [[0u128; 100]; 8];
    let mut d = 0;
    while d < 8 {
        let (dx, dy) = DIRECTIONS[d];
        let mut s = 0;
        while s < 100 {
            let (mut f, mut r) = ((s % 10) as i8 + dx, (s / 10) as i8 + dy);
            while f >= 0 && f < 10 && r >= 0 && r < 10 {
                t[d][s] |= 1 << (r as usize * 10 + f as usize);
                f += dx;
                r += dy;
            }
            s += 1;
        }
        d += 1;
    }
    t
};

/// The leaps with a table: knight (1,2), wazir (0,1), fers (1,1), alfil
/// (2,2), dabbaba (0,2).
const LEAPS: [(i8, i8); 5] = [(1, 2), (0, 1), (1, 1), (2, 2), (0, 2)];

/// `LEAP_SETS[i][s]`: the targets from `s` of the leap `LEAPS[i]`.
static LEAP_SETS: [[u128; 100]; 5] = {
    let mut t = [[0u128; 100]; 5];
    let mut i = 0;
    while i < 5 {
        let (a, b) = LEAPS[i];
        let offsets = crate::kinds::leap_offsets_all(a, b);
        let mut s = 0;
        while s < 100 {
            let mut k = 0;
            while k < 8 {
                let (f, r) = ((s % 10) as i8 + offsets[k].0, (s / 10) as i8 + offsets[k].1);
                if f >= 0 && f < 10 && r >= 0 && r < 10 {
                    t[i][s] |= 1 << (r as usize * 10 + f as usize);
                }
                k += 1;
            }
            s += 1;
        }
        i += 1;
    }
    t
};

/// The targets from `s` of the (a, b) leap, when it has a table.
#[inline]
pub fn leap_set(a: i8, b: i8, s: u8) -> Option<u128> {
    let i = match (a.min(b), a.max(b)) {
        (1, 2) => 0,
        (0, 1) => 1,
        (1, 1) => 2,
        (2, 2) => 3,
        (0, 2) => 4,
        _ => return None,
    };
    Some(LEAP_SETS[i][s as usize])
}

/// The index of the step from `p` to `s` in [`REACH`] and [`LINE_DIR`]:
/// file and rank differences, each -9..=9.
#[inline(always)]
pub fn delta_index(p: u8, s: u8) -> usize {
    let df = (s % 10) as i32 - (p % 10) as i32;
    let dr = (s / 10) as i32 - (p / 10) as i32;
    ((dr + 9) * 19 + df + 9) as usize
}

/// How a kind reaches a square by [`REACH`]: not at all.
pub const NONE: u8 = 0;
/// ... along a line whose squares between must be empty.
pub const RIDE: u8 = 1;
/// ... by the Hero's distance-3 move: one of the two squares between must
/// be empty.
pub const HERO3: u8 = 2;
/// ... by a leap, whatever stands between.
pub const LEAP: u8 = 3;
/// ... only its walk can tell (a fairy atom).
pub const ASK: u8 = 4;

/// `LINE_DIR[delta]`: the direction (index of [`DIRECTIONS`]) of a step on
/// a rank, file or diagonal, else 255.
pub static LINE_DIR: [u8; 361] = {
    let mut t = [255u8; 361];
    let mut d = 0;
    while d < 8 {
        let (dx, dy) = DIRECTIONS[d];
        let (dx, dy) = (dx as i32, dy as i32);
        let mut n = 1;
        while n <= 9 {
            t[((n * dy + 9) * 19 + n * dx + 9) as usize] = d as u8;
            n += 1;
        }
        d += 1;
    }
    t
};

/// `REACH[kind][delta]`: how a man of `kind` reaches the square `delta`
/// away ([`NONE`], [`RIDE`], [`HERO3`], [`LEAP`]; every step [`ASK`] for a
/// kind with a fairy atom). Built from the kinds' atoms, so that asking
/// whether a man attacks a square is one look and at most one set test.
pub static REACH: [[u8; 361]; Kind::ALL.len()] = {
    let mut t = [[NONE; 361]; Kind::ALL.len()];
    let mut k = 0;
    while k < Kind::ALL.len() {
        let atoms = Kind::ALL[k].atoms();
        let mut i = 0;
        while i < 361 {
            let (df, dr) = ((i % 19) as i8 - 9, (i / 19) as i8 - 9);
            let (af, ar) = (df.abs(), dr.abs());
            let n = if af > ar { af } else { ar };
            let ortho = (df == 0) != (dr == 0);
            let diag = af == ar && af != 0;
            let mut best = NONE;
            let mut a = 0;
            while a < atoms.len() {
                let code = match atoms[a] {
                    Atom::Leap(x, y) => {
                        if (af == x && ar == y) || (af == y && ar == x) {
                            LEAP
                        } else {
                            NONE
                        }
                    }
                    Atom::Ride(dir, limit) => {
                        let family = match dir {
                            Dir::Orthogonal => ortho,
                            Dir::Diagonal => diag,
                        };
                        if family && (limit == 0 || n <= limit as i8) {
                            if n == 1 {
                                LEAP
                            } else {
                                RIDE
                            }
                        } else {
                            NONE
                        }
                    }
                    Atom::Hero(dir) => {
                        let family = match dir {
                            Dir::Orthogonal => ortho,
                            Dir::Diagonal => diag,
                        };
                        if !family || n > 3 {
                            NONE
                        } else if n == 3 {
                            HERO3
                        } else {
                            LEAP
                        }
                    }
                    _ => ASK,
                };
                if code > best {
                    best = code;
                }
                a += 1;
            }
            t[k][i] = best;
            i += 1;
        }
        k += 1;
    }
    // A kind with a fairy atom is asked everywhere.
    let mut k = 0;
    while k < Kind::ALL.len() {
        let atoms = Kind::ALL[k].atoms();
        let mut a = 0;
        while a < atoms.len() {
            if !atoms[a].is_plain() {
                let mut i = 0;
                while i < 361 {
                    t[k][i] = ASK;
                    i += 1;
                }
            }
            a += 1;
        }
        k += 1;
    }
    t
};

/// The squares strictly between `p` and `s` on the line of direction `d`
/// (`s` on that line from `p`).
#[inline(always)]
pub fn between(p: u8, s: u8, d: u8) -> u128 {
    RAYS[d as usize][p as usize] & !RAYS[d as usize][s as usize] & !(1u128 << s)
}

/// `NEAR_LINES[family][s]`: the squares one to three steps from `s` along
/// the orthogonal (0) or diagonal (1) lines, where a Hero's move may reach.
pub static NEAR_LINES: [[u128; 100]; 2] = {
    let mut t = [[0u128; 100]; 2];
    let mut d = 0;
    while d < 8 {
        let (dx, dy) = DIRECTIONS[d];
        let mut s = 0;
        while s < 100 {
            let mut n = 1;
            while n <= 3 {
                let (f, r) = ((s % 10) as i8 + n * dx, (s / 10) as i8 + n * dy);
                if f >= 0 && f < 10 && r >= 0 && r < 10 {
                    t[d / 4][s] |= 1 << (r as usize * 10 + f as usize);
                }
                n += 1;
            }
            s += 1;
        }
        d += 1;
    }
    t
};
