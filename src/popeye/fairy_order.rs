//! Popeye's move order and notation for Alice Chess with fairy pieces
//! (the general engine's [`GPos`]), read from Popeye 4.104's sources:
//!
//! - as for the chess men ([`super::order`]): board A's men are generated
//!   before board B's, the squares from h8 to a1, and the moves are played
//!   from the top of the stack, so in the reverse order;
//! - each man generates by its walk (pieces/walks/generate_moves.c): its
//!   vector tables in order (`vec[]` of pieces/walks/vectors.c: rook,
//!   bishop, knight, zebra, camel, giraffe, antelope, (0,5), dabbaba,
//!   alfil), riders, lions and Chinese pieces from the nearest square out
//!   along each vector, hoppers once a vector, the combined pieces walk by
//!   walk (amazon: queen lines, then knight leaps; gnu: camel, then knight;
//!   squirrel: dabbaba and alfil, then knight; ...), the mao and moa by
//!   their knight vectors; the berolina pawn captures straight ahead, then
//!   steps towards the a-file (one square, then two), then towards h;
//! - with a rose in the twin's diagram Popeye removes the duplicate moves
//!   of a man (a rose reaches a square along several circles) by sorting
//!   the whole list by departure and arrival square
//!   (`duplicate_moves_per_piece_remover`, solving/move_generator.c): the
//!   moves then come from h8 to a1 by departure, each man's from h8 to a1
//!   by arrival, whatever the board;
//! - a promotion is one generated move; its promotees are tried in
//!   Popeye's order of walks (queen, knight, rook, bishop, then the fairy
//!   pieces of the diagram in the order of Popeye's `piece_walk_type`).

use crate::engine::general::movegen;
use crate::engine::general::notation::popeye_long_squares;
use crate::engine::general::position::{board_letter, file_of, rank_of};
use crate::engine::general::{GMove, GMoves, GPos, Kind};
use crate::formats::{piece_code, Language};
use crate::game::Game;
use crate::kinds::VectorUse;

/// Popeye's `vec[]` (pieces/walks/vectors.c) from index 1 to 136, as
/// `rank * 24 + file` offsets (`onerow` is 24 there).
const VEC: [i16; 136] = [
    1, 24, -1, -24, // 1-4: rook
    23, 25, -23, -25, // 5-8: bishop
    22, 47, 49, 26, -22, -47, -49, -26, // 9-16: knight
    22, 47, 49, 26, -22, -47, -49, -26, // 17-24: knight again
    45, 70, 74, 51, -45, -70, -74, -51, // 25-32: zebra
    21, 71, 73, 27, -21, -71, -73, -27, // 33-40: camel
    20, 95, 97, 28, -20, -95, -97, -28, // 41-48: giraffe
    68, 93, 99, 76, -68, -93, -99, -76, // 49-56: antelope
    5, 120, -5, -120, // 57-60: (0,5)
    2, 48, -2, -48, // 61-64: dabbaba
    46, 50, -46, -50, // 65-68: alfil
    17, 167, 169, 31, -17, -167, -169, -31, // 69-76: (1,7)
    115, 125, -115, -125, // 77-80: (5,5)
    65, 165, 171, 79, -65, -165, -171, -79, // 81-88: (3,7)
    18, 143, 145, 30, -18, -143, -145, -30, // 89-96: (1,6)
    44, 94, 98, 52, -44, -94, -98, -52, // 97-104: (2,4)
    67, 117, 123, 77, -67, -117, -123, -77, // 105-112: (3,5)
    19, 119, 121, 29, -19, -119, -121, -29, // 113-120: (1,5)
    43, 118, 122, 53, -43, -118, -122, -53, // 121-128: (2,5)
    66, 141, 147, 78, -66, -141, -147, -78, // 129-136: (3,6)
];

/// The file and rank steps of Popeye's vector `k` (1-based).
fn vector(k: usize) -> (i8, i8) {
    let v = VEC[k - 1];
    // The rank step is the nearest whole number of rows.
    let dr = (v + 12 * v.signum()) / 24;
    let df = v - 24 * dr;
    (df as i8, dr as i8)
}

/// Popeye's number of a walk (`piece_walk_type`, pieces/pieces.h): the
/// order in which it tries the promotees, from the kind's row of
/// [`crate::kinds::KIND_TABLE`].
fn walk_number(kind: Kind) -> u64 {
    // (The men of the other variants, which Popeye does not have: after
    // its walks.)
    kind.info().popeye_walk.map_or(200 + kind as u64, u64::from)
}

/// The position of `m` among the moves its man generates (Popeye's
/// order, before the reversal).
fn generation_index(pos: &GPos, m: GMove) -> u64 {
    let kind = pos.at(m.from_board, m.from).kind();
    let df = file_of(m.to) as i8 - file_of(m.from) as i8;
    let dr = rank_of(m.to) as i8 - rank_of(m.from) as i8;
    if m.is_castle() {
        // After the king's steps: short, then long.
        return 8 * 16 + u64::from(df < 0);
    }
    match kind {
        // Captures towards the a-file, then the h-file (e.p. in the same
        // slot), then one step, then two.
        Kind::Pawn => match df {
            -1 => 0,
            1 => 1,
            _ if dr.abs() == 1 => 2,
            _ => 3,
        },
        // The capture straight ahead, then the steps towards the a-file
        // (one square, then two), then towards the h-file.
        Kind::BerolinaPawn => match df.signum() {
            0 => 0,
            -1 => u64::from(df.unsigned_abs()),
            _ => 2 + u64::from(df.unsigned_abs()),
        },
        _ => {
            let mut offset = 0;
            for &(how, first, last) in kind.info().popeye_vectors {
                let (first, last) = (usize::from(first), usize::from(last));
                for k in first..=last {
                    let (vf, vr) = vector(k);
                    let steps = if vf != 0 { df / vf } else { dr / vr };
                    let fits = steps >= 1 && (vf * steps, vr * steps) == (df, dr);
                    if fits && (how == VectorUse::Line || steps == 1) {
                        return (offset + (k - first) as u64) * 16 + steps as u64;
                    }
                }
                offset += (last - first + 1) as u64;
            }
            0
        }
    }
}

/// Whether the twin's diagram holds a rose: Popeye then sorts every
/// generated move by departure and arrival square (`fairy_kinds` is the
/// diagram's, kept after captures, as Popeye's `piece_walk_may_exist`).
fn sorted_by_squares(pos: &GPos) -> bool {
    pos.fairy_kinds().any(|k| k == Kind::Rose)
}

/// A square's number in Popeye's scan, a1 lowest.
fn square_number(s: u8) -> u64 {
    u64::from(rank_of(s)) * 8 + u64::from(file_of(s))
}

/// A sort key of `m` (legal, or generated, in `pos`): moves sorted by
/// ascending key come in Popeye's order.
pub(super) fn popeye_key(pos: &GPos, m: GMove) -> u64 {
    let promotion = m.promotion().map_or(0, walk_number);
    if sorted_by_squares(pos) {
        // Sorted ascending, played from the top.
        return ((63 - square_number(m.from)) << 16)
            | ((63 - square_number(m.to)) << 8)
            | promotion;
    }
    // Board B's men were generated last, so they are played first; the
    // squares were visited from h8 to a1, so a1 is played first.
    let board = u64::from(m.from_board == 0);
    let generated = generation_index(pos, m).min(0xff_ffff);
    (board << 48) | (square_number(m.from) << 40) | ((0xff_ffff - generated) << 8) | promotion
}

/// A move in Popeye's long notation with the men's codes of `lang`
/// (`Ga3-a5B`, `b7-b8=GB`, `e5*d6 ep.B`, `0-0BB`), without signs.
pub(super) fn long_text(pos: &GPos, m: GMove, lang: Language) -> String {
    let arrival = board_letter(m.arrival_board);
    if m.is_castle() {
        let castle = if file_of(m.to) == 2 { "0-0-0" } else { "0-0" };
        // The rook crosses to the same board as the king.
        return format!("{castle}{arrival}{arrival}");
    }
    let mut out = popeye_long_squares(pos, m, |k| piece_code(k.popeye_code(), lang));
    if m.is_en_passant() {
        out.push_str(" ep.");
    }
    out.push(arrival);
    out
}

/// The first moves Popeye generates in `pos` (what `Option MoveNumbers`
/// numbers), in its order: every pseudo-legal move (castling and e.p. only
/// when legal), each promotee its own move; each with whether it gives
/// check, played, and whether it is legal.
pub(super) fn generated_first_moves(pos: &GPos) -> Vec<(GMove, bool, bool)> {
    let mut legal = GMoves::default();
    pos.legal_moves(&mut legal);
    let mut moves: Vec<GMove> = Vec::new();
    movegen::pseudo_moves(pos, &mut moves);
    moves.retain(|m| !(m.is_castle() || m.is_en_passant()));
    moves.extend(
        legal
            .0
            .iter()
            .copied()
            .filter(|m| m.is_castle() || m.is_en_passant()),
    );
    moves.sort_by_key(|&m| popeye_key(pos, m));
    moves.dedup();
    moves
        .into_iter()
        .map(|m| {
            let after = pos.after_move(m);
            // The side now to move is the mover's opponent.
            let check = after.king(!pos.side()).is_some() && after.in_check();
            (m, check, legal.0.contains(&m))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vectors_decoded() {
        assert_eq!(vector(1), (1, 0));
        assert_eq!(vector(5), (-1, 1));
        assert_eq!(vector(9), (-2, 1));
        assert_eq!(vector(13), (2, -1));
        assert_eq!(vector(25), (-3, 2));
        assert_eq!(vector(36), (3, 1));
        assert_eq!(vector(58), (0, 5));
        assert_eq!(vector(68), (-2, -2));
    }
}
