//! Move generation of the general engine: every piece's movement on its
//! board, the arrival boards the transfer policy allows, zero moves,
//! castling, e.p., double transfers: the pseudo-legal moves (their
//! legality is [`super::legality`]'s).

use super::attacks::any_target;
use super::legality::{plain_king_move_legal, EnemyMaps, Legality};
use super::lines::{self, plain_targets};
use super::moves::{flag, with_buffer, GMove};
use super::position::{file_of, rank_of, sq, GPos, Sq};
use super::rules::{Atom, Kind, Transfer, Zero};
use super::special_moves::{arrivals_where, castlings, double_transfers, zero_moves};
use crate::types::Color;

/// The pseudo-legal moves (legal but for the mover's king safety) of the
/// side to move, appended to `out`.
pub fn pseudo_moves(pos: &GPos, out: &mut Vec<GMove>) {
    generate(pos, out, &mut Pseudo, false);
}

/// What [`generate`] keeps of the moves it makes: the pseudo-legal moves
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
}

/// What every man's moves need of the position, made once.
struct Frame {
    show: u8,
    board: u128,
    transfers: bool,
    empty: [u128; 3],
    ours: [u128; 3],
}

impl Frame {
    fn of(pos: &GPos) -> Frame {
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
    fn shared(&self, pos: &GPos, x: u8) -> u128 {
        (0..pos.rules.boards)
            .filter(|&y| y != x)
            .fold(0, |set, y| set | self.ours[y as usize])
            & self.ours[x as usize]
    }
}

/// The moves of the side to move that `sieve` keeps, appended to `out`
/// (with [`Legality`], the legal moves), in the order of the pseudo-legal
/// moves. With `first`, it stops after the first man with a move kept
/// (whether the side has a move).
pub(crate) fn generate<S: Sieve>(pos: &GPos, out: &mut Vec<GMove>, sieve: &mut S, first: bool) {
    generate_but(pos, out, sieve, first, None);
}

/// [`generate`] of every man but the one on `but` (board, square).
fn generate_but<S: Sieve>(
    pos: &GPos,
    out: &mut Vec<GMove>,
    sieve: &mut S,
    first: bool,
    but: Option<(u8, Sq)>,
) {
    let frame = Frame::of(pos);
    for x in 0..pos.rules.boards {
        let mut men = frame.ours[x as usize];
        if let Some((_, s)) = but.filter(|&(b, _)| b == x) {
            men &= !lines::bit(s);
        }
        let shared = frame.shared(pos, x);
        while men != 0 {
            if first && !out.is_empty() {
                return;
            }
            let s = men.trailing_zeros() as Sq;
            men &= men - 1;
            man_moves(pos, &frame, x, s, shared, sieve, out);
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
                generate_but(pos, list, &mut others, true, Some((kb, k)));
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
            man_moves(pos, &frame, kb, k, shared, &mut Pseudo, list);
            if list.iter().any(|&m| king.is_legal(pos, m)) {
                return true;
            }
            list.clear();
            let mut others = king.with_checkers(pos);
            generate_but(pos, list, &mut others, true, Some((kb, k)));
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
        man_moves(pos, &frame, m.from_board, m.from, shared, &mut Pseudo, list);
        list.contains(&m)
            && match plain_king_move_legal(pos, m) {
                Some(legal) => legal,
                None => Legality::of(pos).without_maps().is_legal(pos, m),
            }
    })
}

/// The moves of the man on `s` of board `x` that `sieve` keeps, appended
/// to `out` (`shared`: [`Frame::shared`] of `x`).
#[inline(always)]
fn man_moves<S: Sieve>(
    pos: &GPos,
    frame: &Frame,
    x: u8,
    s: Sq,
    shared: u128,
    sieve: &mut S,
    out: &mut Vec<GMove>,
) {
    let rules = pos.rules;
    let us = pos.side;
    let c = pos.at(x, s);
    let kind = c.kind();
    let show = if shared & lines::bit(s) != 0 {
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
            chess_pawn_moves(pos, frame, x, s, show, sieve, out);
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
        let (targets, asked) = sieve.targets(pos, x, s, kind, targets);
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
            let mut targets = targets;
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

/// Keeps the moves of `out[from..]` that `sieve` keeps (in their order).
#[inline]
fn keep_asked<S: Sieve>(pos: &GPos, sieve: &mut S, out: &mut Vec<GMove>, from: usize) {
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

/// Emit a board move on board `m.from_board` with every arrival board the
/// transfer policy allows.
#[inline(always)]
fn arrivals(pos: &GPos, m: GMove, out: &mut Vec<GMove>) {
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

/// A pawn's moves: the chess pawn steps straight forward and captures
/// diagonally forward; the berolina pawn (Popeye's) steps diagonally forward
/// and captures straight forward. Both step twice from the double-step rank
/// (the square passed empty), capture e.p. onto the square a double step
/// passed (removing the pawn that made it) and promote to the variant's
/// pieces and, as in Popeye, to the fairy pieces of the diagram.
fn pawn_moves(
    pos: &GPos,
    x: u8,
    s: Sq,
    show: u8,
    berolina: bool,
    sieve: &mut impl Sieve,
    out: &mut Vec<GMove>,
) {
    let rules = pos.rules;
    let us = pos.side;
    let (f, r) = (file_of(s) as i8, rank_of(s) as i8);
    let dir: i8 = if us == Color::White { 1 } else { -1 };
    let last = if us == Color::White {
        rules.ranks as i8 - 1
    } else {
        0
    };
    let start = rules.double_step_rank.map(|start| {
        if us == Color::White {
            start as i8
        } else {
            rules.ranks as i8 - 1 - start as i8
        }
    });
    // The files a step goes sideways by, and a capture.
    let (steps, captures): (&[i8], &[i8]) = if berolina {
        (&[-1, 1], &[0])
    } else {
        (&[0], &[-1, 1])
    };
    // The pawn's moves in their order (steps, then captures), at most
    // six (a berolina pawn steps two ways, twice each): (to-square, flags).
    let mut found = [(0u8, 0u8); 6];
    let mut n = 0;
    for &df in steps {
        if !pos.on_board(f + df, r + dir) {
            continue;
        }
        let one = sq((f + df) as u8, (r + dir) as u8);
        if !pos.at(x, one).is_empty() {
            continue;
        }
        found[n] = (one, 0);
        n += 1;
        if start == Some(r) && pos.on_board(f + 2 * df, r + 2 * dir) {
            let two = sq((f + 2 * df) as u8, (r + 2 * dir) as u8);
            if pos.at(x, two).is_empty() {
                found[n] = (two, flag::DOUBLE_STEP);
                n += 1;
            }
        }
    }
    for &df in captures {
        if !pos.on_board(f + df, r + dir) {
            continue;
        }
        let t = sq((f + df) as u8, (r + dir) as u8);
        let target = pos.at(x, t);
        if target.is(!us) {
            found[n] = (t, 0);
            n += 1;
        } else if target.is_empty() && rules.en_passant && pos.ep == Some((t, x)) {
            found[n] = (t, flag::EN_PASSANT);
            n += 1;
        }
    }
    // The legality of the moves made plainly judged as a set; e.p. asked.
    let set = found[..n]
        .iter()
        .filter(|&&(_, fl)| fl != flag::EN_PASSANT)
        .fold(0u128, |set, &(t, _)| set | lines::bit(t));
    let kind = pos.at(x, s).kind();
    let (kept, asked) = sieve.targets(pos, x, s, kind, set);
    for &(t, extra) in &found[..n] {
        let plain = extra != flag::EN_PASSANT;
        if plain && kept & lines::bit(t) == 0 {
            continue;
        }
        let ask = !plain || asked & lines::bit(t) != 0;
        let from = out.len();
        let base = GMove::new(s, t, x, show).with_flags(extra);
        if rank_of(t) as i8 == last {
            for &k in rules.promotions {
                arrivals(pos, base.promoting(k), out);
            }
            for k in pos.fairy_kinds().filter(|k| !k.is_pawn()) {
                arrivals(pos, base.promoting(k), out);
            }
        } else {
            arrivals(pos, base, out);
        }
        if ask {
            keep_asked(pos, sieve, out, from);
        }
    }
}

/// [`pawn_moves`] of a chess pawn where no fairy piece stands (so it
/// promotes to the variant's pieces only): its squares found by square
/// sets, in the same order (the step, the double step, the capture to the
/// lower file, to the higher).
#[inline(always)]
fn chess_pawn_moves<S: Sieve>(
    pos: &GPos,
    frame: &Frame,
    x: u8,
    s: Sq,
    show: u8,
    sieve: &mut S,
    out: &mut Vec<GMove>,
) {
    let rules = pos.rules;
    let us = pos.side;
    let white = us == Color::White;
    let (f, r) = (file_of(s), rank_of(s));
    let last = if white { rules.ranks - 1 } else { 0 };
    if r == last {
        return;
    }
    let ahead = if white { s + 10 } else { s - 10 };
    let free = frame.board & !pos.occupied(x);
    let mut found = [(0u8, 0u8); 4];
    let mut n = 0;
    let mut set = 0u128;
    if free & lines::bit(ahead) != 0 {
        found[n] = (ahead, 0);
        n += 1;
        set |= lines::bit(ahead);
        let start = rules
            .double_step_rank
            .map(|d| if white { d } else { rules.ranks - 1 - d });
        if start == Some(r) {
            let two = if white { ahead + 10 } else { ahead - 10 };
            if free & lines::bit(two) != 0 {
                found[n] = (two, flag::DOUBLE_STEP);
                n += 1;
                set |= lines::bit(two);
            }
        }
    }
    let enemies = pos.men_of(x, !us);
    for (ok, t) in [
        (f > 0, ahead.wrapping_sub(1)),
        (f + 1 < rules.files, ahead + 1),
    ] {
        if !ok {
            continue;
        }
        if enemies & lines::bit(t) != 0 {
            found[n] = (t, 0);
            n += 1;
            set |= lines::bit(t);
        } else if rules.en_passant && pos.ep == Some((t, x)) && free & lines::bit(t) != 0 {
            found[n] = (t, flag::EN_PASSANT);
            n += 1;
        }
    }
    if n == 0 {
        return;
    }
    let (kept, asked) = sieve.targets(pos, x, s, Kind::Pawn, set);
    let promotes = rank_of(ahead) == last;
    for &(t, extra) in &found[..n] {
        let plain = extra != flag::EN_PASSANT;
        if plain && kept & lines::bit(t) == 0 {
            continue;
        }
        let from = out.len();
        let base = GMove::new(s, t, x, show).with_flags(extra);
        if promotes {
            for &k in rules.promotions {
                arrivals(pos, base.promoting(k), out);
            }
        } else {
            arrivals(pos, base, out);
        }
        if !plain || asked & lines::bit(t) != 0 {
            keep_asked(pos, sieve, out, from);
        }
    }
}
