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
pub use crate::proof_game::{ManState, Men, Sets, MAX_MEN};
use crate::types::{Color, Role};

/// The men of kind `role` on the squares of `bits[board]`, appended to
/// `out` from `len` on; the new length (at most [`MAX_MEN`] in all, or
/// the index panics).
#[inline(always)]
fn push_men(bits: [u64; 2], role: Role, out: &mut [ManState; MAX_MEN], mut len: usize) -> usize {
    for (board, mut b) in bits.into_iter().enumerate() {
        while b != 0 {
            let sq = b.trailing_zeros() as u8;
            b &= b - 1;
            out[len] = ManState {
                role,
                state: sq * 2 + board as u8,
            };
            len += 1;
        }
    }
    len
}

/// A side's men in the target position.
#[derive(Clone, Debug)]
pub struct SideTarget {
    /// The side.
    pub color: Color,
    /// All its men (in the order [`crate::proof_game::ProofGame::men`]
    /// gives them).
    pub all: Men,
    /// The men except the king.
    pub others: Men,
    /// The king's state, if the side has a king.
    pub king: Option<u8>,
    /// Whether a man of the side stands on the state, by state.
    at: [bool; STATES],
    /// All its men as bitboards.
    sets: Sets,
}

impl SideTarget {
    /// The target of `color` from its men.
    pub fn new(color: Color, men: &Men) -> SideTarget {
        let mut others = Men::default();
        let mut king = None;
        let mut at = [false; STATES];
        for m in men.as_slice() {
            at[m.state as usize] = true;
            if m.role == Role::King {
                king = Some(m.state);
            } else {
                others.push(*m);
            }
        }
        SideTarget {
            color,
            all: *men,
            others,
            king,
            at,
            sets: Sets::from_men(men),
        }
    }

    /// How many men the side has in the target.
    #[inline(always)]
    pub fn count(&self) -> usize {
        self.all.len
    }

    /// The least file change of the side's pawns to become the target's
    /// pawns: for each target pawn, the least file distance to a pawn of
    /// `now` (0 when `now` has no pawn), summed. Each target pawn comes
    /// from a distinct pawn, which changes file only by capturing, one file
    /// a capture: a lower bound of the captures its pawns still make.
    pub fn pawn_file_changes(&self, now: &Sets) -> u32 {
        let files = now.pawn_files();
        if files == 0 {
            return 0;
        }
        self.others
            .as_slice()
            .iter()
            .filter(|x| x.role == Role::Pawn)
            .map(|x| {
                let f = (x.state / 2 % 8) as u32;
                (0..8)
                    .filter(|g| files & 1 << g != 0)
                    .map(|g: u32| g.abs_diff(f))
                    .min()
                    .unwrap_or(0)
            })
            .sum()
    }

    /// Whether a man of the side stands on `state` in the target.
    #[inline(always)]
    pub fn has_man_at(&self, state: u8) -> bool {
        self.at[state as usize]
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
    let now = Sets::from_men(men);
    let split = Split::new(d, &now, men.len, target, captures)?;
    let pawn_captures = target.pawn_file_changes(&now);
    let done = |moves: u32| {
        Some(SideBound {
            moves,
            pawn_captures,
        })
    };
    let (m, n) = (split.m, split.n);
    if m == 0 {
        return done(split.total);
    }
    if m > n {
        return None;
    }
    let mut cost = [[NO; MAX_MEN + 1]; MAX_MEN + 1];
    let mut row_min_sum = 0;
    for i in 0..m {
        let best = split.row(d, i, &mut cost[i + 1]);
        if best == NO {
            return None;
        }
        row_min_sum += best;
    }
    if m == 1 {
        return done(split.total + row_min_sum as u32);
    }
    let best = hungarian(&cost, m, n);
    if best >= NO {
        return None;
    }
    done(split.total + best as u32)
}

/// Whether [`side_bound`] would find the side (its `count` men are `now`) able
/// to make it in `budget` moves: `Some(b)` with `b.moves <= budget`, and with `parity` also
/// `budget - b.moves` even. The same answer, mostly without the Hungarian
/// method:
///
/// - **Parity first.** With `parity` and as many men as target men, all
///   placed but the free ones, and as many free men as free target men
///   (`n == m`), every man is assigned, so any assignment of finite cost
///   has the parity of the board changes summed over the men and the target
///   men (every table entry has the parity of its board change): when that
///   parity differs from the budget's, the answer is no.
/// - **Row minima.** Each free target man costs at least its cheapest man,
///   so the sum of the row minima is a lower bound of the assignment
///   (stopping as soon as the partial sum exceeds the budget); when the
///   parity is known and differs from the budget's, the bound that passes
///   is one more.
/// - **Greedy.** Giving each target man in turn its cheapest man still
///   free is an assignment, so its cost is an upper bound: at most the
///   budget (and, with `parity`, every assignment of the known parity), the
///   answer is yes.
///
/// Only when the two bounds straddle the budget is the cheapest assignment
/// computed.
pub fn side_within(
    d: &Distances,
    now: &Sets,
    count: usize,
    target: &SideTarget,
    captures: bool,
    budget: u32,
    parity: bool,
) -> bool {
    let decide = |moves: u32| moves <= budget && (!parity || (budget - moves).is_multiple_of(2));
    let Some(split) = Split::new(d, now, count, target, captures) else {
        return false;
    };
    let (m, n) = (split.m, split.n);
    if m == 0 {
        return decide(split.total);
    }
    if m > n || split.total > budget {
        return false;
    }
    // Every man assigned: the parity of any finite assignment is known.
    let known = parity && n == m && split.count == target.count();
    if known {
        let boards = split.free[..n]
            .iter()
            .chain(&split.rest[..m])
            .fold(split.total, |acc, x| acc ^ (x.state & 1) as u32);
        if (boards ^ budget) & 1 != 0 {
            return false;
        }
    }
    let limit = (budget - split.total) as i32;
    let mut cost = [[NO; MAX_MEN + 1]; MAX_MEN + 1];
    let mut low = 0;
    for i in 0..m {
        low += split.row(d, i, &mut cost[i + 1]);
        if low > limit {
            return false;
        }
    }
    if m == 1 {
        return decide(split.total + low as u32);
    }
    if known && (limit - low) % 2 != 0 && low + 1 > limit {
        return false;
    }
    if !parity || known {
        let mut taken = [false; MAX_MEN + 1];
        let mut high = 0;
        for row in &cost[1..=m] {
            let mut best = (NO, 0);
            for j in 1..=n {
                if !taken[j] && row[j] < best.0 {
                    best = (row[j], j);
                }
            }
            taken[best.1] = true;
            high += best.0;
            if high > limit {
                break;
            }
        }
        if high <= limit {
            return true;
        }
    }
    let best = hungarian(&cost, m, n);
    best < NO && decide(split.total + best as u32)
}

/// A side's men split for the assignment: the king's cost, the men not
/// standing on a target man of their kind (free), and the target men
/// without their man in place (rest).
struct Split {
    color: Color,
    captures: bool,
    /// How many men the side has.
    count: usize,
    /// The king's distance to the target king.
    total: u32,
    free: [ManState; MAX_MEN],
    n: usize,
    rest: [ManState; MAX_MEN],
    m: usize,
}

impl Split {
    /// The split, or `None` when the side has fewer men than the target or
    /// its king cannot reach the target king. A man stands on a target
    /// man's state with its kind exactly when its bit is in both sets.
    #[inline(always)]
    fn new(
        d: &Distances,
        now: &Sets,
        count: usize,
        target: &SideTarget,
        captures: bool,
    ) -> Option<Split> {
        if count < target.count() {
            return None;
        }
        let color = target.color;
        let mut split = Split {
            color,
            captures,
            count,
            total: 0,
            free: [ManState::default(); MAX_MEN],
            n: 0,
            rest: [ManState::default(); MAX_MEN],
            m: 0,
        };
        if let Some(k) = target.king {
            let mut kings = [ManState::default(); MAX_MEN];
            let len = push_men(now.0[Role::King.index()], Role::King, &mut kings, 0);
            for m in &kings[..len] {
                let c = d.get(color, Role::King, m.state, Role::King, k, captures);
                if c == INF {
                    return None;
                }
                split.total += c as u32;
            }
        }
        for role in Role::NON_KING {
            let (a, b) = (now.0[role.index()], target.sets.0[role.index()]);
            let placed = [a[0] & b[0], a[1] & b[1]];
            let free = [a[0] ^ placed[0], a[1] ^ placed[1]];
            let rest = [b[0] ^ placed[0], b[1] ^ placed[1]];
            split.n = push_men(free, role, &mut split.free, split.n);
            split.m = push_men(rest, role, &mut split.rest, split.m);
        }
        Some(split)
    }

    /// Fill `row[1..=n]` with the costs of free target man `i` from each
    /// free man ([`NO`] for none) and return the least.
    #[inline(always)]
    fn row(&self, d: &Distances, i: usize, row: &mut [i32; MAX_MEN + 1]) -> i32 {
        let tm = self.rest[i];
        let mut best = NO;
        for (j, om) in self.free[..self.n].iter().enumerate() {
            let c = d.get(
                self.color,
                om.role,
                om.state,
                tm.role,
                tm.state,
                self.captures,
            );
            row[j + 1] = if c == INF { NO } else { c as i32 };
            best = best.min(row[j + 1]);
        }
        best
    }
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
mod tests;
