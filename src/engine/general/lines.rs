//! Square sets of the general engine's 10x10 grid (bit `rank * 10 + file`,
//! as [`super::position::Sq`]), built at compile time: the rays from each
//! square in the eight directions, and each square's leap targets for the
//! family's leapers. Built on the 10x10 grid, they serve every geometry:
//! the squares beyond a smaller board hold no man, so a set met with the
//! men of a board finds only its squares.

use crate::kinds::{Atom, Dir, Kind};
use crate::variant::rules::leap_index;

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
/// (The even directions of [`DIRECTIONS`] rise, the odd ones fall.)
#[inline(always)]
pub const fn rises(d: usize) -> bool {
    d & 1 == 0
}

/// The square of `on_ray` (squares of a ray in direction `d`, not empty)
/// nearest the ray's start.
#[inline(always)]
pub fn nearest(d: usize, on_ray: u128) -> u8 {
    (if rises(d) {
        on_ray.trailing_zeros()
    } else {
        127 - on_ray.leading_zeros()
    }) as u8
}

/// The family of lines of direction `d`.
#[inline(always)]
pub const fn family(d: usize) -> Dir {
    if d < 4 {
        Dir::Orthogonal
    } else {
        Dir::Diagonal
    }
}

/// `BIT[s]`: the set of the one square `s` (a look: a shift of a `u128`
/// by a variable count takes several instructions); no square beyond 127.
static BIT: [u128; 256] = {
    let mut t = [0u128; 256];
    let mut s = 0;
    while s < 128 {
        t[s] = 1 << s;
        s += 1;
    }
    t
};

/// The set of the one square `s` (empty for `s` of 128 and more).
#[inline(always)]
pub fn bit(s: u8) -> u128 {
    BIT[s as usize]
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
    Some(LEAP_SETS[leap_index(a, b)?][s as usize])
}

/// The targets from `s` of the leap of index `i` ([`leap_index`]).
#[inline(always)]
pub fn leap_set_of(i: usize, s: u8) -> u128 {
    LEAP_SETS[i.min(LEAPS.len() - 1)][s as usize]
}

/// Each square of the 10x10 grid in a grid 20 wide (`rank * 20 + file`),
/// where the difference of two squares names the step between them (a
/// row of 19 file differences fits in it).
static WIDE: [u8; 100] = {
    let mut t = [0u8; 100];
    let mut s = 0;
    while s < 100 {
        t[s] = ((s / 10) * 20 + s % 10) as u8;
        s += 1;
    }
    t
};

/// The number of steps [`delta_index`] tells apart.
pub const STEPS: usize = 379;

/// The index of the step (file and rank differences, each -9..=9) from
/// `p` to `s` in [`REACH`] and [`LINE_DIR`].
#[inline(always)]
pub fn delta_index(p: u8, s: u8) -> usize {
    (WIDE[s as usize] as usize + 189) - WIDE[p as usize] as usize
}

/// The index of the step of `df` files and `dr` ranks.
const fn step_index(df: i32, dr: i32) -> usize {
    (dr * 20 + df + 189) as usize
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
pub static LINE_DIR: [u8; STEPS] = {
    let mut t = [255u8; STEPS];
    let mut d = 0;
    while d < 8 {
        let (dx, dy) = DIRECTIONS[d];
        let (dx, dy) = (dx as i32, dy as i32);
        let mut n = 1;
        while n <= 9 {
            t[step_index(n * dx, n * dy)] = d as u8;
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
pub static REACH: [[u8; STEPS]; Kind::ALL.len()] = {
    let mut t = [[NONE; STEPS]; Kind::ALL.len()];
    let mut k = 0;
    while k < Kind::ALL.len() {
        let atoms = Kind::ALL[k].atoms();
        let mut j = 0;
        while j < 361 {
            let (df, dr) = ((j % 19) as i8 - 9, (j / 19) as i8 - 9);
            let i = step_index(df as i32, dr as i32);
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
            j += 1;
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
                while i < STEPS {
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

/// `AT_THREE[s]`: the squares exactly three steps from `s` along the
/// eight directions (where a double transfer's mover stands).
pub static AT_THREE: [u128; 100] = {
    let mut t = [0u128; 100];
    let mut d = 0;
    while d < 8 {
        let (dx, dy) = DIRECTIONS[d];
        let mut s = 0;
        while s < 100 {
            let (f, r) = ((s % 10) as i8 + 3 * dx, (s / 10) as i8 + 3 * dy);
            if f >= 0 && f < 10 && r >= 0 && r < 10 {
                t[s] |= 1 << (r as usize * 10 + f as usize);
            }
            s += 1;
        }
        d += 1;
    }
    t
};

/// The squares a rider from `s` in direction `d` reaches on a board whose
/// men stand on `occupied`: up to and including the first of them.
#[inline(always)]
pub fn ray_reach(d: usize, s: u8, occupied: u128) -> u128 {
    let ray = RAYS[d][s as usize];
    let on_ray = ray & occupied;
    if on_ray == 0 {
        return ray;
    }
    ray & !RAYS[d][nearest(d, on_ray) as usize]
}

/// How [`plain_targets`] makes a kind's set: bit `i` (0..5) the leap
/// table `i` ([`LEAPS`]), [`PLAN_ORTHOGONAL`] and [`PLAN_DIAGONAL`] the
/// unlimited rides, [`PLAN_NONE`] no square set (another atom).
const PLAN_ORTHOGONAL: u8 = 1 << 5;
/// See [`PLAN_ORTHOGONAL`].
const PLAN_DIAGONAL: u8 = 1 << 6;
/// See [`PLAN_ORTHOGONAL`].
const PLAN_NONE: u8 = 1 << 7;

/// `PLAN[kind]`: each kind's atoms read once, at compile time (see
/// [`PLAN_ORTHOGONAL`]), so that [`plain_targets`] walks no atom list.
static PLAN: [u8; Kind::ALL.len()] = {
    let mut t = [0u8; Kind::ALL.len()];
    let mut k = 0;
    while k < Kind::ALL.len() {
        let atoms = Kind::ALL[k].atoms();
        let mut plan = 0u8;
        let mut a = 0;
        while a < atoms.len() {
            plan |= match atoms[a] {
                Atom::Leap(x, y) => match leap_index(x, y) {
                    Some(i) => 1 << i,
                    None => PLAN_NONE,
                },
                Atom::Ride(Dir::Orthogonal, 0) => PLAN_ORTHOGONAL,
                Atom::Ride(Dir::Diagonal, 0) => PLAN_DIAGONAL,
                _ => PLAN_NONE,
            };
            a += 1;
        }
        t[k] = plan;
        k += 1;
    }
    t
};

/// The squares a `kind` on `s` moves to or captures on, on a board whose
/// men stand on `occupied` (`board`: the squares of the board), as one
/// set, where its atoms are leaps with a square set and unlimited rides;
/// else `None`.
#[inline(always)]
pub(crate) fn plain_targets(occupied: u128, s: u8, kind: Kind, board: u128) -> Option<u128> {
    let plan = PLAN[kind as usize];
    if plan & PLAN_NONE != 0 {
        return None;
    }
    let mut set = 0;
    let mut leaps = plan & 0x1f;
    while leaps != 0 {
        // (A bit of the five leaps: the clamp only spares a bounds check.)
        set |= LEAP_SETS[(leaps.trailing_zeros() as usize).min(LEAPS.len() - 1)][s as usize];
        leaps &= leaps - 1;
    }
    if plan & PLAN_ORTHOGONAL != 0 {
        for d in 0..4 {
            set |= ray_reach(d, s, occupied);
        }
    }
    if plan & PLAN_DIAGONAL != 0 {
        for d in 4..8 {
            set |= ray_reach(d, s, occupied);
        }
    }
    Some(set & board)
}

/// The squares a plain `kind` ([`plain_targets`] has its set) on `s`
/// reaches by its leaps off the lines through `s` (the knight's leap; its
/// other leaps and its rides reach only squares of `LINES_THROUGH[s]`),
/// whatever stands on the boards; every square for another kind.
#[inline(always)]
pub(crate) fn off_line_leaps(kind: Kind, s: u8) -> u128 {
    let plan = PLAN[kind as usize];
    if plan & PLAN_NONE != 0 {
        return !0;
    }
    // Bit 0: the (1, 2) leap, `LEAPS[0]`.
    if plan & 1 != 0 {
        LEAP_SETS[0][s as usize]
    } else {
        0
    }
}

/// The squares of a board of `files` x `ranks` in the 10x10 grid.
#[inline]
pub fn board_squares(files: u8, ranks: u8) -> u128 {
    // (A clamp, cheaper than a remainder, spares the bounds checks.)
    BOARD_SQUARES[(files as usize).min(10)][(ranks as usize).min(10)]
}

/// `BOARD_SQUARES[files][ranks]`: [`board_squares`] made once.
static BOARD_SQUARES: [[u128; 11]; 11] = {
    let mut t = [[0u128; 11]; 11];
    let mut files = 0;
    while files <= 10 {
        let rank = (1u128 << files) - 1;
        let mut ranks = 0;
        while ranks <= 10 {
            let mut r = 0;
            while r < ranks {
                t[files][ranks] |= rank << (10 * r);
                r += 1;
            }
            ranks += 1;
        }
        files += 1;
    }
    t
};

/// `FILE_SETS[f]`: the squares of file `f` of the 10x10 grid.
pub static FILE_SETS: [u128; 10] = {
    let mut t = [0u128; 10];
    let mut s = 0;
    while s < 100 {
        t[s % 10] |= 1 << s;
        s += 1;
    }
    t
};

/// `RANK_SETS[r]`: the squares of rank `r` of the 10x10 grid.
pub static RANK_SETS: [u128; 10] = {
    let mut t = [0u128; 10];
    let mut s = 0;
    while s < 100 {
        t[s / 10] |= 1 << s;
        s += 1;
    }
    t
};

/// `LINES_THROUGH[s]`: the squares on a rank, file or diagonal through
/// `s` (`s` excluded).
pub static LINES_THROUGH: [u128; 100] = {
    let mut t = [0u128; 100];
    let mut s = 0;
    while s < 100 {
        let mut d = 0;
        while d < 8 {
            t[s] |= RAYS[d][s];
            d += 1;
        }
        s += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_say_what_they_replace() {
        for (d, &(dx, dy)) in DIRECTIONS.iter().enumerate() {
            assert_eq!(rises(d), dy > 0 || (dy == 0 && dx > 0), "direction {d}");
        }
        for files in 0..=10u8 {
            for ranks in 0..=10u8 {
                let rank = (1u128 << files) - 1;
                let set = (0..ranks).fold(0, |set, r| set | rank << (10 * r));
                assert_eq!(board_squares(files, ranks), set, "{files}x{ranks}");
            }
        }
        for s in 0..=255u8 {
            assert_eq!(bit(s), if s < 128 { 1u128 << s } else { 0 });
        }
        for s in 0..100u8 {
            let lines = (0..8).fold(0, |set, d| set | RAYS[d][s as usize]);
            assert_eq!(LINES_THROUGH[s as usize], lines);
            assert!(FILE_SETS[(s % 10) as usize] & bit(s) != 0);
            assert!(RANK_SETS[(s / 10) as usize] & bit(s) != 0);
        }
        assert_eq!(FILE_SETS.iter().map(|f| f.count_ones()).sum::<u32>(), 100);
        assert_eq!(RANK_SETS.iter().map(|r| r.count_ones()).sum::<u32>(), 100);
    }

    #[test]
    fn the_plans_make_what_the_atoms_make() {
        let board = board_squares(10, 10);
        for kind in Kind::ALL {
            for s in [0u8, 11, 44, 55, 99] {
                for occupied in [0u128, 0x5555_5555_5555_5555_5555_5555_5555_5555] {
                    let mut want = Some(0u128);
                    for atom in kind.atoms() {
                        want = match (*atom, want) {
                            (Atom::Leap(a, b), Some(set)) => leap_set(a, b, s).map(|l| set | l),
                            (Atom::Ride(dir, 0), Some(set)) => {
                                let first = dir as usize * 4;
                                Some(
                                    (first..first + 4)
                                        .fold(set, |set, d| set | ray_reach(d, s, occupied)),
                                )
                            }
                            _ => None,
                        };
                    }
                    assert_eq!(
                        plain_targets(occupied, s, kind, board),
                        want.map(|w| w & board),
                        "{kind:?} on {s}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_step_has_its_own_index() {
        let mut seen = [false; STEPS];
        for p in 0..100u8 {
            for s in 0..100u8 {
                let (df, dr) = (
                    (s % 10) as i32 - (p % 10) as i32,
                    (s / 10) as i32 - (p / 10) as i32,
                );
                assert_eq!(delta_index(p, s), step_index(df, dr));
            }
        }
        for df in -9..=9 {
            for dr in -9..=9 {
                let i = step_index(df, dr);
                assert!(!seen[i], "({df}, {dr}) shares its index");
                seen[i] = true;
            }
        }
    }

    #[test]
    fn the_rook_reaches_along_its_lines_only() {
        let rook = Kind::Rook as usize;
        for p in 0..100u8 {
            for s in 0..100u8 {
                let line = p != s && (p % 10 == s % 10 || p / 10 == s / 10);
                let code = REACH[rook][delta_index(p, s)];
                assert_eq!(code != NONE, line, "{p} -> {s}");
            }
        }
    }
}
