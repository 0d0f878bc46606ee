//! The generation of the distance tables of [`super::dist`], by
//! breadth-first search: plain code without the crate's types, so that the
//! build script compiles it too (`build.rs` writes the tables of the rules
//! without zero moves into the binary; the library builds those with zero
//! moves when a search needs them, and its tests compare both ways).
//!
//! Layout: [`TABLES`] tables of `STATES * STATES` bytes, `[from * 128 +
//! to]` each: knight, bishop, rook, queen, king; the pawn tables
//! `[colour * 2 + captures allowed]` (colour 0 White, 1 Black); the
//! promotion tables `[(colour * 2 + captures) * 4 + kind]` (kind 0 knight
//! .. 3 queen).

/// No route: larger than any stipulated length.
pub const INF: u8 = u8::MAX;

/// States: square index times 2 plus the board index.
pub const STATES: usize = 128;

/// Bytes of one table.
pub const TABLE: usize = STATES * STATES;

/// Tables: 5 pieces, 4 pawn tables, 16 promotion tables.
pub const TABLES: usize = 25;

/// The first pawn table.
pub const PAWNS: usize = 5;

/// The first promotion table.
pub const PROMOTIONS: usize = 9;

/// The knight's steps (file, rank); also the build script's.
pub const KNIGHT: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
/// The king's steps (file, rank); also the build script's.
pub const KING: [(i8, i8); 8] = [
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

/// The destination squares of a piece of `kind` (0 knight, 1 bishop, 2
/// rook, 3 queen, 4 king) from `sq` on an empty board; the king with the
/// castling moves e1-g1, e1-c1, e8-g8, e8-c8.
fn piece_targets(kind: usize, sq: usize, out: &mut Vec<usize>) {
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
    match kind {
        0 => steps(&KNIGHT, false, out),
        1 => steps(&BISHOP, true, out),
        2 => steps(&ROOK, true, out),
        3 => {
            steps(&ROOK, true, out);
            steps(&BISHOP, true, out);
        }
        _ => {
            steps(&KING, false, out);
            if sq == 4 || sq == 60 {
                out.push(sq + 2);
                out.push(sq - 2);
            }
        }
    }
}

/// The destination squares of a pawn of `color` (0 White, 1 Black) from
/// `sq`: pushes, the double step, and with `captures` the diagonal steps.
fn pawn_targets(color: usize, captures: bool, sq: usize, out: &mut Vec<usize>) {
    let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
    let (dir, second) = if color == 0 { (1, 1) } else { (-1, 6) };
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
fn bfs(source: usize, zero: bool, next: &dyn Fn(usize, &mut Vec<usize>), row: &mut [u8]) {
    let mut queue = Vec::with_capacity(STATES);
    let mut buf = Vec::with_capacity(32);
    row.fill(INF);
    row[source] = 0;
    queue.push(source);
    let mut head = 0;
    while head < queue.len() {
        let s = queue[head];
        head += 1;
        let d = row[s];
        buf.clear();
        next(s / 2, &mut buf);
        let flipped = (s & 1) ^ 1;
        let mut visit = |t: usize| {
            if row[t] == INF {
                row[t] = d.saturating_add(1).min(INF - 1);
                queue.push(t);
            }
        };
        for &t in buf.iter() {
            visit(t * 2 + flipped);
        }
        if zero {
            visit(s ^ 1);
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

/// Every table for the rules with (`zero`) or without zero moves, in the
/// layout of the module documentation.
pub fn generate(zero: bool) -> Vec<u8> {
    let mut all = vec![INF; TABLES * TABLE];
    let (pieces, rest) = all.split_at_mut(PAWNS * TABLE);
    let (pawns, promotions) = rest.split_at_mut((PROMOTIONS - PAWNS) * TABLE);
    for (kind, t) in pieces.chunks_mut(TABLE).enumerate() {
        for s in (0..STATES).step_by(2) {
            let next = |sq: usize, out: &mut Vec<usize>| piece_targets(kind, sq, out);
            bfs(s, zero, &next, &mut t[s * STATES..(s + 1) * STATES]);
        }
        mirror(t);
    }
    for (ct, t) in pawns.chunks_mut(TABLE).enumerate() {
        let (color, captures) = (ct / 2, ct % 2 == 1);
        for s in (0..STATES).step_by(2) {
            let rank = s / 16;
            if rank == 0 || rank == 7 {
                continue;
            }
            let next = |sq: usize, out: &mut Vec<usize>| pawn_targets(color, captures, sq, out);
            bfs(s, zero, &next, &mut t[s * STATES..(s + 1) * STATES]);
        }
        mirror(t);
        // Promotion states: the last rank, either board.
        let last = if color == 0 { 7 } else { 0 };
        let promo: Vec<usize> = (0..16).map(|i| last * 16 + i).collect();
        for kind in 0..4 {
            let p = &mut promotions[(ct * 4 + kind) * TABLE..(ct * 4 + kind + 1) * TABLE];
            let piece = &pieces[kind * TABLE..(kind + 1) * TABLE];
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
            mirror(p);
        }
        // Pawns never stand on the last rank: those entries are promotion
        // arrivals, not pawn targets.
        for s in 0..STATES {
            for &q in &promo {
                t[s * STATES + q] = INF;
            }
        }
    }
    all
}
