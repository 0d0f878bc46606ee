//! Square sets of the general engine's 10x10 grid (bit `rank * 10 + file`,
//! as [`super::position::Sq`]), built at compile time: the rays from each
//! square in the eight directions, and each square's leap targets for the
//! family's leapers. Built on the 10x10 grid, they serve every geometry:
//! the squares beyond a smaller board hold no man, so a set met with the
//! men of a board finds only its squares.

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
