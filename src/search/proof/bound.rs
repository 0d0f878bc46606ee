//! Lower bounds on the moves each side still needs to reach the target.
//!
//! For one side: its men now (kind and state) and its men in the target.
//! Every target man is some man of now that got there (a pawn may have
//! promoted on the way), different target men come from different men, and
//! the men of now that match no target man must be captured. So the moves
//! the side still makes are at least the cost of the cheapest assignment of
//! distinct men of now to the target men, each at its distance from
//! [`Distances`] (a lower bound of its own moves, which no other man makes
//! for it: except castling, every move moves one man of the mover). The
//! cheapest assignment is computed exactly (Hungarian method), so the bound
//! is the best this relaxation gives.

use super::dist::{Distances, INF, STATES};
use crate::types::{Color, Role};

/// The most men a side may have here (the arrays are fixed).
pub const MAX_MEN: usize = 16;

/// A man: its kind and its state (square * 2 + board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Man {
    /// Its kind.
    pub role: Role,
    /// Square index times 2 plus board index.
    pub state: u8,
}

impl Default for Man {
    fn default() -> Man {
        Man {
            role: Role::Pawn,
            state: 0,
        }
    }
}

/// A side's men, without allocation.
#[derive(Clone, Copy, Debug, Default)]
pub struct Men {
    /// How many.
    pub len: usize,
    /// The men, `len` of them used.
    pub men: [Man; MAX_MEN],
}

impl Men {
    /// Add a man; false when the array is full.
    #[inline(always)]
    pub fn push(&mut self, man: Man) -> bool {
        if self.len == MAX_MEN {
            return false;
        }
        self.men[self.len] = man;
        self.len += 1;
        true
    }

    /// The men.
    #[inline(always)]
    pub fn as_slice(&self) -> &[Man] {
        &self.men[..self.len]
    }
}

/// A side's men in the target position.
#[derive(Clone, Debug)]
pub struct SideTarget {
    /// The side.
    pub color: Color,
    /// All its men (in the order [`crate::search::proof::ProofGame::men`]
    /// gives them).
    pub all: Men,
    /// The men except the king.
    pub others: Men,
    /// The king's state, if the side has a king.
    pub king: Option<u8>,
    /// For each state, the index in `others` of the target man there, or
    /// `u8::MAX`.
    at: [u8; STATES],
}

impl SideTarget {
    /// The target of `color` from its men.
    pub fn new(color: Color, men: &Men) -> SideTarget {
        let mut others = Men::default();
        let mut king = None;
        let mut at = [u8::MAX; STATES];
        for m in men.as_slice() {
            if m.role == Role::King {
                king = Some(m.state);
            } else {
                at[m.state as usize] = others.len as u8;
                others.push(*m);
            }
        }
        SideTarget {
            color,
            all: *men,
            others,
            king,
            at,
        }
    }

    /// How many men the side has in the target.
    #[inline(always)]
    pub fn count(&self) -> usize {
        self.all.len
    }

    /// Whether a man of the side stands on `state` in the target.
    #[inline(always)]
    pub fn has_man_at(&self, state: u8) -> bool {
        self.at[state as usize] != u8::MAX || self.king == Some(state)
    }
}

/// Cost of an impossible pairing in the assignment.
const NO: i32 = 10_000;

/// What [`side_bound`] finds for one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideBound {
    /// The least number of moves the side still makes.
    pub moves: u32,
    /// The least number of captures its pawns still make.
    pub pawn_captures: u32,
}

/// The least number of moves the side of `target` needs to turn `men` into
/// the target's men (`captures`: whether the side may still capture;
/// without captures a pawn keeps its file), and the least number of
/// captures its pawns need, or `None` when it cannot at all (fewer men than
/// the target, a target man no man can become).
///
/// Men standing on a target man's state with its kind are assigned to it
/// at cost 0, exactly: if an optimal assignment gave that target man to
/// another man k and this man to target man t' (or to capture), giving
/// this man its own state and k the target t' costs no more, since k's
/// distance to t' is at most its distance to here plus the distance from
/// here to t' (the tables are shortest paths, and the promotion tables
/// minimise over the promotion states). The remaining target men are
/// assigned by the Hungarian method.
///
/// Pawn captures: each target pawn comes from a distinct pawn of now, which
/// changes file only by capturing, one file a capture; the least file
/// change among all pawns of now, summed over the target pawns, is a lower
/// bound (a target pawn with a pawn on its state counts 0).
pub fn side_bound(
    d: &Distances,
    men: &Men,
    target: &SideTarget,
    captures: bool,
) -> Option<SideBound> {
    if men.len < target.count() {
        return None;
    }
    let color = target.color;
    let mut total = 0u32;
    let mut free = [Man::default(); MAX_MEN];
    let mut n = 0;
    // Bit i: target man i (of `others`) has its man in place.
    let mut placed: u32 = 0;
    for m in men.as_slice() {
        if m.role == Role::King {
            if let Some(k) = target.king {
                let c = d.get(color, Role::King, m.state, Role::King, k, captures);
                if c == INF {
                    return None;
                }
                total += c as u32;
            }
            continue;
        }
        let t = target.at[m.state as usize];
        if t != u8::MAX && target.others.men[t as usize].role == m.role {
            placed |= 1 << t;
        } else {
            free[n] = *m;
            n += 1;
        }
    }
    let all = target.others.as_slice();
    let mut rest = [Man::default(); MAX_MEN];
    let mut m = 0;
    let mut pawn_captures = 0;
    for (i, tm) in all.iter().enumerate() {
        if placed & (1 << i) != 0 {
            continue;
        }
        rest[m] = *tm;
        m += 1;
        if tm.role == Role::Pawn {
            let tf = (tm.state / 2 % 8) as i32;
            pawn_captures += men
                .as_slice()
                .iter()
                .filter(|x| x.role == Role::Pawn)
                .map(|x| ((x.state / 2 % 8) as i32 - tf).unsigned_abs())
                .min()
                .unwrap_or(0);
        }
    }
    let done = |moves: u32| {
        Some(SideBound {
            moves,
            pawn_captures,
        })
    };
    if m == 0 {
        return done(total);
    }
    if m > n {
        return None;
    }
    // cost[i][j]: target man i from man j (1-based, as the method wants;
    // only rows 1..=m and columns 1..=n are read).
    let mut cost = [[NO; MAX_MEN + 1]; MAX_MEN + 1];
    let mut row_min_sum = 0;
    for (i, tm) in rest[..m].iter().enumerate() {
        let row = &mut cost[i + 1];
        let mut best = NO;
        for (j, om) in free[..n].iter().enumerate() {
            let c = d.get(color, om.role, om.state, tm.role, tm.state, captures);
            row[j + 1] = if c == INF { NO } else { c as i32 };
            best = best.min(row[j + 1]);
        }
        if best == NO {
            return None;
        }
        row_min_sum += best;
    }
    if m == 1 {
        return done(total + row_min_sum as u32);
    }
    let best = hungarian(&cost, m, n);
    if best >= NO {
        return None;
    }
    done(total + best as u32)
}

/// The least total cost of assigning rows 1..=m to distinct columns
/// 1..=n (m <= n) in `a` (the Hungarian method with potentials, O(m^2 n)).
fn hungarian(a: &[[i32; MAX_MEN + 1]; MAX_MEN + 1], m: usize, n: usize) -> i32 {
    let mut u = [0i32; MAX_MEN + 1];
    let mut v = [0i32; MAX_MEN + 1];
    let mut p = [0usize; MAX_MEN + 1];
    let mut way = [0usize; MAX_MEN + 1];
    for i in 1..=m {
        p[0] = i;
        let mut j0 = 0;
        let mut minv = [i32::MAX; MAX_MEN + 1];
        let mut used = [false; MAX_MEN + 1];
        loop {
            used[j0] = true;
            let i0 = p[j0];
            let mut delta = i32::MAX;
            let mut j1 = 0;
            for j in 1..=n {
                if !used[j] {
                    let cur = a[i0][j] - u[i0] - v[j];
                    if cur < minv[j] {
                        minv[j] = cur;
                        way[j] = j0;
                    }
                    if minv[j] < delta {
                        delta = minv[j];
                        j1 = j;
                    }
                }
            }
            for j in 0..=n {
                if used[j] {
                    u[p[j]] += delta;
                    v[j] -= delta;
                } else {
                    minv[j] -= delta;
                }
            }
            j0 = j1;
            if p[j0] == 0 {
                break;
            }
        }
        loop {
            let j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
            if j0 == 0 {
                break;
            }
        }
    }
    -v[0]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hungarian_small() {
        let mut a = [[NO; MAX_MEN + 1]; MAX_MEN + 1];
        // Rows: two targets; columns: three men.
        a[1][1] = 0;
        a[1][2] = 2;
        a[1][3] = 5;
        a[2][1] = 1;
        a[2][2] = 6;
        a[2][3] = 7;
        // Best: row 1 -> col 2 (2), row 2 -> col 1 (1).
        assert_eq!(hungarian(&a, 2, 3), 3);
        assert_eq!(hungarian(&a, 1, 3), 0);
    }
}
