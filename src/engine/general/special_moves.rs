//! The general engine's special moves: castling, zero moves (Ms.
//! Alice's, Duo's) and double transfers (Directed Alice), made for
//! [`super::movegen`].

use super::moves::{flag, GMove};
use super::position::{file_of, rank_of, sq, Cell, GPos, Sq};
use crate::types::Color;
use crate::variant::rules::{Atom, Kind, Transfer, Zero};

/// Emit `m` with every arrival board the transfer policy allows, `free(y)`
/// telling whether the move's destination (for castling: king's and
/// rook's) is empty on board `y`.
pub(super) fn arrivals_where(
    pos: &GPos,
    m: GMove,
    free: impl Fn(u8) -> bool,
    out: &mut Vec<GMove>,
) {
    let x = m.from_board;
    match pos.rules.transfer {
        Transfer::Forced | Transfer::Choice => {
            for y in (0..pos.rules.boards).filter(|&y| y != x && free(y)) {
                out.push(m.arriving(y));
            }
        }
        Transfer::StayWhenBlocked => {
            let y = 1 - x;
            out.push(m.arriving(if free(y) { y } else { x }));
        }
        Transfer::Optional => {
            out.push(m.arriving(x));
            let y = 1 - x;
            if free(y) {
                out.push(m.arriving(y));
            }
        }
    }
}

/// Castling of the king on `s` of board `x`: king and rook at home on `x`,
/// the path empty on `x`, the king not in check and not passing or landing
/// on an attacked square of `x`; both arrive on a board where both
/// destination squares are empty (by the transfer policy).
pub(super) fn castlings(pos: &GPos, x: u8, s: Sq, show: u8, out: &mut Vec<GMove>) {
    let us = pos.side;
    let home = if us == Color::White { 0 } else { 7 };
    if s != sq(4, home) {
        return;
    }
    let (k_right, q_right) = match us {
        Color::White => (super::position::castle::WK, super::position::castle::WQ),
        Color::Black => (super::position::castle::BK, super::position::castle::BQ),
    };
    if pos.castling & (k_right | q_right) == 0 {
        return;
    }
    let occupied = pos.occupied(x);
    // Both paths blocked (as in most games' first moves): no castling.
    let blocked = |path: u128| occupied & (path << (10 * home)) != 0;
    if blocked(0b0110_0000) && blocked(0b0000_1110) {
        return;
    }
    let rook = Cell::new(us, Kind::Rook);
    let mut checked = None;
    // (right, rook file, the files between king and rook (a set of rank
    // 1), king passes, king lands, rook lands)
    let sides = [
        (k_right, 7u8, 0b0110_0000u128, 5u8, 6u8, 5u8),
        (q_right, 0, 0b0000_1110, 3, 2, 3),
    ];
    for (right, rook_file, path, pass, land, rook_to) in sides {
        if pos.castling & right == 0 || occupied & (path << (10 * home)) != 0 {
            continue;
        }
        if pos.at(x, sq(rook_file, home)) != rook {
            continue;
        }
        let in_check = *checked.get_or_insert_with(|| pos.attacked(x, s, !us));
        if in_check || pos.attacked(x, sq(pass, home), !us) || pos.attacked(x, sq(land, home), !us)
        {
            continue;
        }
        let (kt, rt) = (sq(land, home), sq(rook_to, home));
        let free = |y: u8| pos.at(y, kt).is_empty() && pos.at(y, rt).is_empty();
        let m = GMove::new(s, kt, x, show).with_flags(flag::CASTLE);
        arrivals_where(pos, m, free, out);
    }
}

pub(super) fn zero_moves(pos: &GPos, x: u8, s: Sq, c: Cell, show: u8, out: &mut Vec<GMove>) {
    let zero = pos.rules.zero;
    if zero == Zero::None || (zero == Zero::QuietOrCapture && c.kind().is_pawn()) {
        return;
    }
    for y in (0..pos.rules.boards).filter(|&y| y != x) {
        let there = pos.at(y, s);
        let ok = match zero {
            Zero::Quiet => there.is_empty(),
            _ => !there.is(pos.side),
        };
        if ok {
            out.push(GMove::new(s, s, x, show).with_flags(flag::ZERO).arriving(y));
        }
    }
}

/// Two-leg moves that transfer after their first leg (Directed Alice): the
/// first landing square `m` empty on `x` and on the middle board `y`, the
/// second leg played on `y` (capturing there), the final square empty on
/// the arrival board `z != y`.
pub(super) fn double_transfers(
    pos: &GPos,
    x: u8,
    s: Sq,
    kind: Kind,
    show: u8,
    out: &mut Vec<GMove>,
) {
    let us = pos.side;
    let (f, r) = (file_of(s) as i8, rank_of(s) as i8);
    let boards = pos.rules.boards;
    for atom in kind.atoms() {
        let Atom::Hero(dir) = *atom else { continue };
        for &(dx, dy) in dir.steps() {
            if !pos.on_board(f + 3 * dx, r + 3 * dy) {
                continue;
            }
            let t = sq((f + 3 * dx) as u8, (r + 3 * dy) as u8);
            for n in [1i8, 2] {
                let m = sq((f + n * dx) as u8, (r + n * dy) as u8);
                if !pos.at(x, m).is_empty() {
                    continue;
                }
                for y in (0..boards).filter(|&y| y != x && pos.at(y, m).is_empty()) {
                    if pos.at(y, t).is(us) {
                        continue;
                    }
                    for z in (0..boards).filter(|&z| z != y && pos.at(z, t).is_empty()) {
                        out.push(GMove::new(s, t, x, show).via(m, y).arriving(z));
                    }
                }
            }
        }
    }
}
