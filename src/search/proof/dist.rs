//! Empty-board distance tables on the Alice state (square, board).
//!
//! Every move flips the mover's board, so a piece's state is its square and
//! its board, and a move is an edge from `(from, b)` to `(to, !b)`. The
//! tables give, for each kind of piece, the least number of moves from one
//! state to another on otherwise empty boards, found by breadth-first
//! search. Every edge of the real game is an edge here (the empty board
//! only adds moves: nothing blocks, every destination is free on the other
//! board), so a table entry never exceeds the number of moves the piece
//! really needs: the tables are lower bounds.
//!
//! - Knight, bishop, rook, queen: their moves on an empty board.
//! - King: one step, plus the castling moves e1-g1, e1-c1, e8-g8, e8-c8 from
//!   either board and for either colour (an over-approximation).
//! - Pawn (per colour): single pushes, the double step from its second rank
//!   (either board), diagonal steps (captures, e.p. included); the last rank
//!   is never a pawn state: a pawn reaching it promotes. A second table
//!   without diagonal steps serves when the pawn's side can capture no more.
//! - Promotion (per colour, with and without captures, per promoted kind):
//!   pawn to a promotion state (the promoting move counted) plus the
//!   promoted piece's distance from there, minimised over the 16 promotion
//!   states.
//! - Ms. Alice zero moves (same square, other board) are edges of every
//!   table when the rules allow them.

use crate::types::{Color, Role};
use std::sync::OnceLock;

/// No route: larger than any stipulated length.
pub const INF: u8 = u8::MAX;

/// States: square index times 2 plus the board index.
pub const STATES: usize = 128;

/// The distance tables of one rules set.
pub struct Distances {
    /// Knight, bishop, rook, queen, king: `[kind - 1][from * 128 + to]`.
    pieces: Vec<[u8; STATES * STATES]>,
    /// `[colour][captures allowed]`: pawn to pawn state.
    pawns: Vec<[u8; STATES * STATES]>,
    /// `[colour][captures allowed][kind - 1 (knight..queen)]`: pawn to a
    /// state as the promoted piece.
    promotions: Vec<[u8; STATES * STATES]>,
}

const KNIGHT: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING: [(i8, i8); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK: [(i8, i8); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
const BISHOP: [(i8, i8); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];

fn square(file: i8, rank: i8) -> Option<usize> {
    ((0..8).contains(&file) && (0..8).contains(&rank)).then(|| (rank * 8 + file) as usize)
}

/// The destination squares of a piece of kind `role` from `sq` on an
/// empty board (pawns excluded).
fn piece_targets(role: Role, sq: usize, out: &mut Vec<usize>) {
    let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
    let steps = |dirs: &[(i8, i8)], slide: bool, out: &mut Vec<usize>| {
        for &(df, dr) in dirs {
            let (mut x, mut y) = (f + df, r + dr);
            while let Some(t) = square(x, y) {
                out.push(t);
                if !slide {
                    break;
                }
                x += df;
                y += dr;
            }
        }
    };
    match role {
        Role::Knight => steps(&KNIGHT, false, out),
        Role::Bishop => steps(&BISHOP, true, out),
        Role::Rook => steps(&ROOK, true, out),
        Role::Queen => {
            steps(&ROOK, true, out);
            steps(&BISHOP, true, out);
        }
        Role::King => {
            steps(&KING, false, out);
            if sq == 4 || sq == 60 {
                out.push(sq + 2);
                out.push(sq - 2);
            }
        }
        Role::Pawn => {}
    }
}

/// The destination squares of a pawn of `color` from `sq`.
fn pawn_targets(color: Color, captures: bool, sq: usize, out: &mut Vec<usize>) {
    let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
    let (dir, second) = match color {
        Color::White => (1, 1),
        Color::Black => (-1, 6),
    };
    if r == 0 || r == 7 {
        return; // a promotion state (or no pawn state at all)
    }
    out.extend(square(f, r + dir));
    if r == second {
        out.extend(square(f, r + 2 * dir));
    }
    if captures {
        out.extend(square(f - 1, r + dir));
        out.extend(square(f + 1, r + dir));
    }
}

/// Breadth-first distances from `source` over the edges `next` gives for a
/// square, each flipping the board, plus zero moves when `zero`.
fn bfs(
    source: usize,
    zero: bool,
    next: &dyn Fn(usize, &mut Vec<usize>),
    row: &mut [u8],
    queue: &mut Vec<usize>,
    buf: &mut Vec<usize>,
) {
    row.fill(INF);
    row[source] = 0;
    queue.clear();
    queue.push(source);
    let mut head = 0;
    while head < queue.len() {
        let s = queue[head];
        head += 1;
        let d = row[s];
        buf.clear();
        next(s / 2, buf);
        let flipped = (s & 1) ^ 1;
        let visit = |t: usize, row: &mut [u8], queue: &mut Vec<usize>| {
            if row[t] == INF {
                row[t] = d.saturating_add(1).min(INF - 1);
                queue.push(t);
            }
        };
        for &t in buf.iter() {
            visit(t * 2 + flipped, row, queue);
        }
        if zero {
            visit(s ^ 1, row, queue);
        }
    }
}

/// Fill the rows of the board-B sources from those of board A: the two
/// boards play alike, so the distance from `(s, B)` to `(t, b)` is the
/// distance from `(s, A)` to `(t, !b)`.
fn mirror(t: &mut [u8]) {
    for s in (1..STATES).step_by(2) {
        for x in 0..STATES {
            t[s * STATES + x] = t[(s ^ 1) * STATES + (x ^ 1)];
        }
    }
}

fn table() -> [u8; STATES * STATES] {
    [INF; STATES * STATES]
}

static PLAIN: OnceLock<Distances> = OnceLock::new();
static ZERO: OnceLock<Distances> = OnceLock::new();

impl Distances {
    /// The tables for the rules with (`zero`) or without zero moves, built
    /// once per process.
    pub fn get_or_build(zero: bool) -> &'static Distances {
        let cell = if zero { &ZERO } else { &PLAIN };
        cell.get_or_init(|| Distances::new(zero))
    }

    /// The tables for the rules with (`zero`) or without zero moves.
    pub fn new(zero: bool) -> Distances {
        let mut queue = Vec::with_capacity(STATES);
        let mut buf = Vec::with_capacity(32);
        let mut pieces = Vec::with_capacity(5);
        for role in [
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ] {
            let mut t = table();
            for s in (0..STATES).step_by(2) {
                let next = |sq: usize, out: &mut Vec<usize>| piece_targets(role, sq, out);
                bfs(
                    s,
                    zero,
                    &next,
                    &mut t[s * STATES..(s + 1) * STATES],
                    &mut queue,
                    &mut buf,
                );
            }
            mirror(&mut t);
            pieces.push(t);
        }
        let mut pawns = Vec::with_capacity(4);
        let mut promotions = Vec::with_capacity(16);
        for color in Color::ALL {
            for captures in [false, true] {
                let mut t = table();
                for s in (0..STATES).step_by(2) {
                    let rank = s / 16;
                    if rank == 0 || rank == 7 {
                        continue;
                    }
                    let next =
                        |sq: usize, out: &mut Vec<usize>| pawn_targets(color, captures, sq, out);
                    bfs(
                        s,
                        zero,
                        &next,
                        &mut t[s * STATES..(s + 1) * STATES],
                        &mut queue,
                        &mut buf,
                    );
                }
                // Promotion states: the last rank, either board.
                let last = if color == Color::White { 7 } else { 0 };
                mirror(&mut t);
                let promo: Vec<usize> = (0..16).map(|i| last * 16 + i).collect();
                for piece in &pieces[..4] {
                    let mut p = table();
                    for s in (0..STATES).step_by(2) {
                        let rank = s / 16;
                        if rank == 0 || rank == 7 {
                            continue;
                        }
                        let row = &mut p[s * STATES..(s + 1) * STATES];
                        for &q in &promo {
                            let a = t[s * STATES + q];
                            if a == INF {
                                continue;
                            }
                            let from_q = &piece[q * STATES..(q + 1) * STATES];
                            for (cell, &b) in row.iter_mut().zip(from_q) {
                                if b != INF {
                                    *cell = (*cell).min(a.saturating_add(b).min(INF - 1));
                                }
                            }
                        }
                    }
                    mirror(&mut p);
                    promotions.push(p);
                }
                // Pawns never stand on the last rank: those entries are
                // promotion arrivals, not pawn targets.
                for s in 0..STATES {
                    for &q in &promo {
                        t[s * STATES + q] = INF;
                    }
                }
                pawns.push(t);
            }
        }
        Distances {
            pieces,
            pawns,
            promotions,
        }
    }

    /// The least number of moves for a piece of `role` and `color` from
    /// state `from` to become a piece of `to_role` on state `to`
    /// (`captures`: whether its side may still capture), or [`INF`].
    #[inline(always)]
    pub fn get(
        &self,
        color: Color,
        role: Role,
        from: u8,
        to_role: Role,
        to: u8,
        captures: bool,
    ) -> u8 {
        let i = from as usize * STATES + to as usize;
        if role == Role::Pawn {
            let ct = color.index() * 2 + captures as usize;
            match to_role {
                Role::Pawn => self.pawns[ct][i],
                Role::King => INF,
                r => self.promotions[ct * 4 + r.index() - 1][i],
            }
        } else if role == to_role {
            self.pieces[role.index() - 1][i]
        } else {
            INF
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(name: &str, board: u8) -> u8 {
        let sq = crate::types::Square::parse(name).unwrap();
        sq.index() as u8 * 2 + board
    }

    #[test]
    fn alice_parity_and_routes() {
        let d = Distances::new(false);
        let w = Color::White;
        // A rook to the same square of the other board: never in one move.
        assert_eq!(
            d.get(w, Role::Rook, st("a1", 0), Role::Rook, st("a8", 1), true),
            1
        );
        assert_eq!(
            d.get(w, Role::Rook, st("a1", 0), Role::Rook, st("a8", 0), true),
            2
        );
        assert_eq!(
            d.get(w, Role::Rook, st("a1", 0), Role::Rook, st("a1", 0), true),
            0
        );
        assert_eq!(
            d.get(w, Role::Rook, st("a1", 0), Role::Rook, st("a1", 1), true),
            3
        );
        // Knight b1/A to a3/B.
        assert_eq!(
            d.get(
                w,
                Role::Knight,
                st("b1", 0),
                Role::Knight,
                st("a3", 1),
                true
            ),
            1
        );
        // Pawn a2/A: a4/B by the double step, a8=R on B in 5 (a4 a5 a6 a7
        // a8), on A in 6 (single steps a3 .. a8).
        assert_eq!(
            d.get(w, Role::Pawn, st("a2", 0), Role::Pawn, st("a4", 1), true),
            1
        );
        assert_eq!(
            d.get(w, Role::Pawn, st("a2", 0), Role::Rook, st("a8", 1), false),
            5
        );
        assert_eq!(
            d.get(w, Role::Pawn, st("a2", 0), Role::Rook, st("a8", 0), false),
            6
        );
        // Without captures a pawn keeps its file.
        assert_eq!(
            d.get(w, Role::Pawn, st("a2", 0), Role::Pawn, st("b3", 1), false),
            INF
        );
        assert_eq!(
            d.get(w, Role::Pawn, st("a2", 0), Role::Pawn, st("b3", 1), true),
            1
        );
        // Backwards: never.
        assert_eq!(
            d.get(w, Role::Pawn, st("a3", 0), Role::Pawn, st("a2", 1), true),
            INF
        );
        // Zero moves.
        let z = Distances::new(true);
        assert_eq!(
            z.get(w, Role::Rook, st("a1", 0), Role::Rook, st("a1", 1), true),
            1
        );
        assert_eq!(
            z.get(w, Role::Pawn, st("a2", 0), Role::Pawn, st("a2", 1), true),
            1
        );
    }
}
