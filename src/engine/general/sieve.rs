//! What the general engine's move generation keeps of the moves it makes
//! ([`Sieve`]: the pseudo-legal moves, the legal ones, the check
//! candidates), what every man's moves need of the position ([`Frame`]),
//! and the arrival boards of a move by the transfer policy.

use super::legality::Legality;
use super::lines;
use super::moves::{flag, GMove};
use super::position::{GPos, Sq};
use super::special_moves::arrivals_where;
use crate::variant::rules::{Kind, Transfer};

/// What [`super::movegen::generate`] keeps of the moves it makes: the pseudo-legal moves
/// ([`Pseudo`]), the legal ones ([`Legality`]), the candidates for a check
/// (`checks`).
pub(crate) trait Sieve {
    /// Whether moves are asked one by one ([`Sieve::keep`]); else every
    /// move made of the targets kept is kept.
    const ASKS: bool;

    /// The targets of a man of `kind` on `s` of board `x` (moves to
    /// `targets`, each made plainly) split: the targets kept (the others'
    /// moves are dropped) and, of those, the ones whose moves are asked
    /// one by one. A pawn's targets are asked here too; the moves of
    /// other men are made and asked one by one.
    fn targets(&mut self, pos: &GPos, x: u8, s: Sq, kind: Kind, targets: u128) -> (u128, u128);

    /// Whether the move `m`, made, is kept.
    fn keep(&mut self, pos: &GPos, m: GMove) -> bool;

    /// Of the men on `pawns` of board `x`, those whose targets, if they
    /// are chess pawns, this sieve splits the same way whatever they are:
    /// all kept but the squares of the second set, none asked (their moves
    /// may be counted as square sets). The default names none.
    #[inline(always)]
    fn plain_pawns(&self, _pos: &GPos, _x: u8, _pawns: u128) -> (u128, u128) {
        (0, 0)
    }
}

/// Every pseudo-legal move.
pub(crate) struct Pseudo;

impl Sieve for Pseudo {
    const ASKS: bool = false;

    #[inline(always)]
    fn targets(&mut self, _: &GPos, _: u8, _: Sq, _: Kind, targets: u128) -> (u128, u128) {
        (targets, 0)
    }

    #[inline(always)]
    fn keep(&mut self, _: &GPos, _: GMove) -> bool {
        true
    }
}

impl Sieve for Legality {
    const ASKS: bool = true;

    #[inline(always)]
    fn targets(&mut self, pos: &GPos, x: u8, s: Sq, _: Kind, targets: u128) -> (u128, u128) {
        Legality::targets(self, pos, x, s, targets)
    }

    #[inline(always)]
    fn keep(&mut self, pos: &GPos, m: GMove) -> bool {
        self.is_legal(pos, m)
    }

    #[inline(always)]
    fn plain_pawns(&self, pos: &GPos, x: u8, pawns: u128) -> (u128, u128) {
        Legality::plain_pawns(self, pos, x, pawns)
    }
}

/// What every man's moves need of the position, made once.
pub(crate) struct Frame {
    /// The flags every move's text needs ([`flag::SHOW_BOARD`]).
    pub(crate) show: u8,
    /// The squares of the boards.
    pub(crate) board: u128,
    /// Whether every move changes boards (forced transfer, or a choice of
    /// boards).
    pub(crate) transfers: bool,
    /// The empty squares of each board.
    pub(crate) empty: [u128; 3],
    /// The squares of the side to move's men on each board.
    pub(crate) ours: [u128; 3],
}

impl Frame {
    pub(crate) fn of(pos: &GPos) -> Frame {
        let rules = pos.rules;
        Frame {
            show: if rules.board_in_coordinates {
                flag::SHOW_BOARD
            } else {
                0
            },
            board: lines::board_squares(rules.files, rules.ranks),
            transfers: matches!(rules.transfer, Transfer::Forced | Transfer::Choice),
            empty: [0, 1, 2].map(|b| !pos.occupied(b.min(rules.boards - 1))),
            ours: [0, 1, 2].map(|b| pos.men_of(b.min(rules.boards - 1), pos.side)),
        }
    }

    /// The squares of board `x` holding men of the mover on another board
    /// too: the moves' text names the from-board (VARIANTS.md, "Move text
    /// when a square holds two men of the mover").
    pub(crate) fn shared(&self, pos: &GPos, x: u8) -> u128 {
        (0..pos.rules.boards)
            .filter(|&y| y != x)
            .fold(0, |set, y| set | self.ours[y as usize])
            & self.ours[x as usize]
    }
}

/// Keeps the moves of `out[from..]` that `sieve` keeps (in their order).
#[inline]
pub(crate) fn keep_asked<S: Sieve>(pos: &GPos, sieve: &mut S, out: &mut Vec<GMove>, from: usize) {
    if !S::ASKS {
        return;
    }
    let mut kept = from;
    for i in from..out.len() {
        let m = out[i];
        if sieve.keep(pos, m) {
            out[kept] = m;
            kept += 1;
        }
    }
    out.truncate(kept);
}

/// The number of moves [`arrivals`] makes of the plain moves (no castling)
/// of a man on board `x` to the squares of `targets`.
#[inline(always)]
pub(crate) fn arrival_count(pos: &GPos, frame: &Frame, x: u8, targets: u128) -> usize {
    if targets == 0 {
        return 0;
    }
    let rules = pos.rules;
    let count = |set: u128| set.count_ones() as usize;
    match rules.transfer {
        Transfer::Forced | Transfer::Choice if rules.boards == 2 => {
            count(targets & frame.empty[1 - x as usize])
        }
        Transfer::Forced | Transfer::Choice => (0..rules.boards)
            .filter(|&y| y != x)
            .map(|y| count(targets & frame.empty[y as usize]))
            .sum(),
        Transfer::StayWhenBlocked => count(targets),
        Transfer::Optional => count(targets) + count(targets & frame.empty[1 - x as usize]),
    }
}

/// Emit a board move on board `m.from_board` with every arrival board the
/// transfer policy allows.
#[inline(always)]
pub(crate) fn arrivals(pos: &GPos, m: GMove, out: &mut Vec<GMove>) {
    let rules = pos.rules;
    if rules.boards == 2 && matches!(rules.transfer, Transfer::Forced | Transfer::Choice) {
        // Two boards, the move changes boards: to the other one.
        let y = 1 - m.from_board;
        if pos.at(y, m.to).is_empty() {
            out.push(m.arriving(y));
        }
        return;
    }
    if rules.transfer == Transfer::StayWhenBlocked {
        // To the other board, or staying where the square is taken there.
        let y = 1 - m.from_board;
        let arrival = if pos.at(y, m.to).is_empty() {
            y
        } else {
            m.from_board
        };
        out.push(m.arriving(arrival));
        return;
    }
    arrivals_where(pos, m, |y| pos.at(y, m.to).is_empty(), out);
}
