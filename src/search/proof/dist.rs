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
//!
//! The tables of the rules without zero moves are computed by the build
//! script (from [`super::dist_gen`]) and stored in the binary: a search
//! touches only the pages it reads, and nothing is computed at run time.
//! Those with zero moves are built on first use.

use super::dist_gen::{self, PAWNS, PROMOTIONS, TABLE, TABLES};
use crate::types::{Color, Role};
use std::sync::OnceLock;

pub use super::dist_gen::{INF, STATES};

/// The tables of the rules without zero moves, from the build script.
static BUILT: &[u8; TABLES * TABLE] =
    include_bytes!(concat!(env!("OUT_DIR"), "/proof_distances.bin"));

/// The distance tables of one rules set.
pub struct Distances {
    /// The tables in the layout of [`dist_gen`].
    data: &'static [u8],
}

static PLAIN: OnceLock<Distances> = OnceLock::new();
static ZERO: OnceLock<Distances> = OnceLock::new();

impl Distances {
    /// The tables for the rules with (`zero`) or without zero moves: those
    /// of the binary, or built once per process.
    pub fn get_or_build(zero: bool) -> &'static Distances {
        if zero {
            ZERO.get_or_init(|| Distances::new(true))
        } else {
            PLAIN.get_or_init(|| Distances { data: BUILT })
        }
    }

    /// The tables for the rules with (`zero`) or without zero moves,
    /// computed now (kept for the rest of the process).
    pub fn new(zero: bool) -> Distances {
        Distances {
            data: Vec::leak(dist_gen::generate(zero)),
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
        let table = if role == Role::Pawn {
            let ct = color.index() * 2 + captures as usize;
            match to_role {
                Role::Pawn => PAWNS + ct,
                Role::King => return INF,
                r => PROMOTIONS + ct * 4 + r.index() - 1,
            }
        } else if role == to_role {
            role.index() - 1
        } else {
            return INF;
        };
        self.data[table * TABLE + i]
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
    fn the_binary_holds_the_generated_tables() {
        assert!(BUILT[..] == dist_gen::generate(false)[..]);
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
