//! Zobrist keys for position hashing (transposition tables, repetition).
//! Generated at compile time with a fixed seed.

use crate::types::{Board, Color, Role, Square};

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

const PIECE_KEYS: usize = 2 * 6 * 2 * 64;

const fn table<const N: usize>(seed: u64) -> [u64; N] {
    let mut t = [0u64; N];
    let mut i = 0;
    while i < N {
        t[i] = splitmix(seed.wrapping_mul(0x1000_0000_01B3) ^ i as u64);
        i += 1;
    }
    t
}

static PIECES: [u64; PIECE_KEYS] = table(1);
static CASTLING: [u64; 16] = table(2);
static EP_FILE: [u64; 8] = table(3);
/// Key toggled when Black is to move.
pub const BLACK_TO_MOVE: u64 = 0x5c2d_8a9e_13f7_b461;

/// Key of a piece standing on `sq` of `board`.
#[inline(always)]
pub fn piece(color: Color, role: Role, board: Board, sq: Square) -> u64 {
    PIECES[((color.index() * 6 + role.index()) * 2 + board.index()) * 64 + sq.index()]
}

/// Key of a set of castling rights (4 bits).
#[inline(always)]
pub fn castling(rights: u8) -> u64 {
    CASTLING[rights as usize & 15]
}

/// Key of an en passant file.
#[inline(always)]
pub fn ep_file(file: u8) -> u64 {
    EP_FILE[file as usize & 7]
}
