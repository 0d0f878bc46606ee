//! Move generation of the general engine: every piece's movement on its
//! board, the arrival boards the transfer policy allows, zero moves,
//! castling, e.p., double transfers: the pseudo-legal moves (their
//! legality is [`super::legality`]'s).

use super::attacks::any_target;
use super::legality::{plain_king_move_legal, EnemyMaps, Legality};
use super::lines::{self, plain_targets};
use super::moves::{flag, with_buffer, GMove};
use super::pawns::{chess_pawn_moves, count_pawn_moves, en_passant_capturers, pawn_moves};
use super::position::{GPos, Sq};
use super::sieve::{arrival_count, arrivals, keep_asked, Frame, Pseudo, Sieve};
use super::special_moves::{castlings, double_transfers, zero_moves};
use crate::variant::rules::{Atom, Kind, Zero};

/// The pseudo-legal moves (legal but for the mover's king safety) of the
/// side to move, appended to `out`.
pub fn pseudo_moves(pos: &GPos, out: &mut Vec<GMove>) {
    generate(pos, out, &mut Pseudo, false);
}

/// The moves of the side to move that `sieve` keeps, appended to `out`
/// (with [`Legality`], the legal moves), in the order of the pseudo-legal
/// moves. With `first`, it stops after the first man with a move kept
/// (whether the side has a move).
pub(crate) fn generate<S: Sieve>(pos: &GPos, out: &mut Vec<GMove>, sieve: &mut S, first: bool) {
    generate_but::<S, false>(pos, out, sieve, first, None, &mut 0);
}

/// [`generate`] of every man but the one on `but` (board, square). With
/// `COUNT`, the moves kept without being asked one by one are not made but
/// counted in `counted` (the moves kept are then `counted` and `out`).
fn generate_but<S: Sieve, const COUNT: bool>(
    pos: &GPos,
    out: &mut Vec<GMove>,
    sieve: &mut S,
    first: bool,
    but: Option<(u8, Sq)>,
    counted: &mut usize,
) {
    let frame = Frame::of(pos);
    // Counting, the chess pawns' moves the sieve keeps unasked are counted
    // as square sets (without fairy pieces or zero moves).
    let pawn_sets = COUNT && pos.fairy == 0 && pos.rules.zero == Zero::None;
    for x in 0..pos.rules.boards {
        let mut men = frame.ours[x as usize];
        if let Some((_, s)) = but.filter(|&(b, _)| b == x) {
            men &= !lines::bit(s);
        }
        // The squares whose chess pawns are counted as sets, and the
        // targets their moves may not reach.
        let (plain, dropped) = if pawn_sets {
            let (plain, dropped) = sieve.plain_pawns(pos, x, men);
            (plain & !en_passant_capturers(pos, x), dropped)
        } else {
            (0, 0)
        };
        let mut pawns = 0;
        let shared = if COUNT { 0 } else { frame.shared(pos, x) };
        while men != 0 {
            if first && !out.is_empty() {
                return;
            }
            let s = men.trailing_zeros() as Sq;
            men &= men - 1;
            if plain & lines::bit(s) != 0 && pos.at(x, s).kind() == Kind::Pawn {
                pawns |= lines::bit(s);
                continue;
            }
            let g = Gen {
                pos,
                frame: &frame,
                sieve,
                out,
                counted,
            };
            man_moves::<S, COUNT>(g, x, s, shared);
        }
        if pawns != 0 {
            *counted += count_pawn_moves(pos, &frame, x, pawns, dropped);
        }
    }
}

/// The legal moves of the side to move (the list is cleared first).
pub fn legal_moves(pos: &GPos, out: &mut Vec<GMove>) {
    out.clear();
    out.reserve(128);
    let mut legality = Legality::of(pos);
    generate(pos, out, &mut legality, false);
}

/// The number of legal moves of the side to move: [`legal_moves`]'s
/// length, the moves judged as sets counted without being made.
pub fn legal_move_count(pos: &GPos) -> usize {
    thread_local! {
        static LIST: std::cell::RefCell<Vec<GMove>> = std::cell::RefCell::new(Vec::with_capacity(256));
    }
    with_buffer(&LIST, |list| {
        let mut legality = Legality::of(pos);
        let mut counted = 0;
        generate_but::<_, true>(pos, list, &mut legality, false, None, &mut counted);
        counted + list.len()
    })
}

/// The most enemy men for which [`has_legal_move`] makes the enemy's
/// attack maps first ([`EnemyMaps`]): whether the king is in check and
/// whether it has a legal move are then looks.
const MAPS_FIRST: u32 = 8;

/// Whether the side to move has a legal move: in check, its king's moves
/// are asked first.
pub fn has_legal_move(pos: &GPos) -> bool {
    // One buffer per thread: this runs at every mate and stalemate test.
    thread_local! {
        static LIST: std::cell::RefCell<Vec<GMove>> = std::cell::RefCell::new(Vec::with_capacity(256));
    }
    with_buffer(&LIST, |list| {
        if let Some(maps) = EnemyMaps::of(pos, MAPS_FIRST) {
            // The king's plain moves first, as square sets.
            if maps.king_escapes(pos) {
                return true;
            }
            let legality = Legality::with_maps(pos, &maps).with_checkers(pos);
            if maps.in_check() {
                let (k, kb) = pos.king(pos.side).unwrap_or_default();
                let mut others = legality;
                generate_but::<_, false>(pos, list, &mut others, true, Some((kb, k)), &mut 0);
            } else {
                let mut legality = legality;
                generate(pos, list, &mut legality, true);
            }
            return !list.is_empty();
        }
        let legality = Legality::for_king_moves(pos);
        if let (true, Some((k, kb))) = (legality.in_check(), pos.king(pos.side)) {
            // The king's moves, asked until one is legal.
            let king = legality.without_maps();
            let frame = Frame::of(pos);
            let shared = frame.shared(pos, kb);
            let g = Gen {
                pos,
                frame: &frame,
                sieve: &mut Pseudo,
                out: list,
                counted: &mut 0,
            };
            man_moves::<_, false>(g, kb, k, shared);
            if list.iter().any(|&m| king.is_legal(pos, m)) {
                return true;
            }
            list.clear();
            let mut others = king.with_checkers(pos);
            generate_but::<_, false>(pos, list, &mut others, true, Some((kb, k)), &mut 0);
            return !list.is_empty();
        }
        let mut legality = legality.with_checkers(pos);
        generate(pos, list, &mut legality, true);
        !list.is_empty()
    })
}

/// Whether `m` (a move of this engine, e.g. one legal in a similar
/// position) is legal here: among the pseudo-legal moves of the man on
/// its from-square, and legal by [`Legality::is_legal`] (the test the
/// generator asks of every move it does not judge as a set). Only that
/// man's moves are made, and the king's move is asked alone, without the
/// enemy's attack maps.
pub(crate) fn is_legal_move(pos: &GPos, m: GMove) -> bool {
    if m.from_board >= pos.rules.boards
        || m.from as usize >= 100
        || !pos.at(m.from_board, m.from).is(pos.side)
    {
        return false;
    }
    thread_local! {
        static LIST: std::cell::RefCell<Vec<GMove>> = std::cell::RefCell::new(Vec::with_capacity(256));
    }
    with_buffer(&LIST, |list| {
        let frame = Frame::of(pos);
        let shared = frame.shared(pos, m.from_board);
        let g = Gen {
            pos,
            frame: &frame,
            sieve: &mut Pseudo,
            out: list,
            counted: &mut 0,
        };
        man_moves::<_, false>(g, m.from_board, m.from, shared);
        list.contains(&m)
            && match plain_king_move_legal(pos, m) {
                Some(legal) => legal,
                None => Legality::of(pos).without_maps().is_legal(pos, m),
            }
    })
}

/// What the generation of a side's moves works with: the position and its
/// frame, the sieve, and where the moves kept go (`out`; with `COUNT`,
/// [`generate_but`]'s, those kept unasked are counted in `counted`).
struct Gen<'a, S> {
    pos: &'a GPos,
    frame: &'a Frame,
    sieve: &'a mut S,
    out: &'a mut Vec<GMove>,
    counted: &'a mut usize,
}

/// The moves of the man on `s` of board `x` that the sieve keeps, made or
/// counted (`shared`: [`Frame::shared`] of `x`).
#[inline(always)]
fn man_moves<S: Sieve, const COUNT: bool>(g: Gen<S>, x: u8, s: Sq, shared: u128) {
    let Gen {
        pos,
        frame,
        sieve,
        out,
        counted,
    } = g;
    let rules = pos.rules;
    let us = pos.side;
    let c = pos.at(x, s);
    let kind = c.kind();
    // Counted moves are not written: their text's flags are not needed.
    let show = if !COUNT && shared & lines::bit(s) != 0 {
        frame.show | flag::FROM_BOARD
    } else {
        frame.show
    };
    // The moves made from here on are asked one by one, unless a man's
    // targets are judged as a set.
    let first = out.len();
    if kind.is_pawn() {
        let berolina = kind == Kind::BerolinaPawn;
        if berolina || pos.fairy != 0 {
            pawn_moves(pos, x, s, show, berolina, sieve, out);
        } else {
            chess_pawn_moves::<S, COUNT>(pos, frame, x, s, show, sieve, out, counted);
        }
        if rules.zero != Zero::None {
            let from = out.len();
            zero_moves(pos, x, s, c, show, out);
            keep_asked(pos, sieve, out, from);
        }
        return;
    }
    if let Some(set) = plain_targets(pos.occupied(x), s, kind, frame.board) {
        let targets = set & !frame.ours[x as usize];
        let (mut targets, asked) = sieve.targets(pos, x, s, kind, targets);
        if COUNT {
            *counted += arrival_count(pos, frame, x, targets & !asked);
            targets &= asked;
        }
        if frame.transfers && rules.boards == 2 {
            // A move that must change boards: to the other board where the
            // square is empty there.
            let y = 1 - x;
            let mut there = targets & frame.empty[y as usize];
            while there != 0 {
                let t = there.trailing_zeros() as Sq;
                there &= there - 1;
                let m = GMove::new(s, t, x, show).arriving(y);
                if asked & lines::bit(t) == 0 || sieve.keep(pos, m) {
                    out.push(m);
                }
            }
        } else {
            while targets != 0 {
                let t = targets.trailing_zeros() as Sq;
                targets &= targets - 1;
                let m = GMove::new(s, t, x, show);
                let from = out.len();
                if frame.transfers {
                    // `arrivals` for a move that must change boards: each
                    // other board where the square is empty.
                    for y in 0..rules.boards {
                        if y != x && frame.empty[y as usize] & lines::bit(t) != 0 {
                            out.push(m.arriving(y));
                        }
                    }
                } else {
                    arrivals(pos, m, out);
                }
                if asked & lines::bit(t) != 0 {
                    keep_asked(pos, sieve, out, from);
                }
            }
        }
        let from = out.len();
        if kind == Kind::King && rules.castling.is_some() && pos.castling != 0 {
            castlings(pos, x, s, show, out);
        }
        if rules.zero != Zero::None {
            zero_moves(pos, x, s, c, show, out);
        }
        keep_asked(pos, sieve, out, from);
        return;
    }
    any_target(pos, x, s, kind, |t| {
        let target = pos.at(x, t);
        if !target.is(us) {
            arrivals(pos, GMove::new(s, t, x, show), out);
        }
        false
    });
    if rules.double_transfer && kind.atoms().iter().any(|a| matches!(a, Atom::Hero(_))) {
        double_transfers(pos, x, s, kind, show, out);
    }
    if kind == Kind::King && rules.castling.is_some() {
        castlings(pos, x, s, show, out);
    }
    zero_moves(pos, x, s, c, show, out);
    keep_asked(pos, sieve, out, first);
}
