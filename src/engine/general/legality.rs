//! Legality of the general engine's moves and the checks they give: by
//! playing the move, or, where every man moves by plain atoms (the quick
//! tests), by looking at the lines a move opens on the king's board
//! without playing it.

use super::lines::{self, plain_targets};
use super::moves::{flag, GMove};
use super::position::{file_of, rank_of, sq, GPos, Sq};
use crate::types::Color;
use crate::variant::rules::{CheckRule, Kind, Transfer, Zero};

/// Whether a pseudo-legal move is legal: the mover's king is not in check
/// after it, a king in check makes no zero move under Ms. Alice's rule, and
/// a king move that changes boards is safe on the board it was played on.
pub fn is_legal(pos: &GPos, m: GMove, in_check: bool) -> bool {
    let us = pos.side;
    let is_king = pos.at(m.from_board, m.from).kind() == Kind::King;
    if quiet_zero_in_check(pos, m, is_king, in_check) {
        return false;
    }
    let after = pos.after_move(m);
    if after.king_in_check(us) {
        return false;
    }
    transfer_safe(pos, m, is_king, &after)
}

/// Whether `m` is a zero move of a king in check under Ms. Alice's rule
/// (never legal, self-check or not).
#[inline(always)]
pub(super) fn quiet_zero_in_check(pos: &GPos, m: GMove, is_king: bool, in_check: bool) -> bool {
    m.is_zero() && is_king && in_check && pos.rules.zero == Zero::Quiet
}

/// Whether `m`, leading to `after`, is safe on the board it was played on:
/// true but for a king's move that changes boards and would stand attacked
/// there (the rule every king's move obeys, self-check or not).
#[inline(always)]
pub(super) fn transfer_safe(pos: &GPos, m: GMove, is_king: bool, after: &GPos) -> bool {
    if !is_king || m.is_zero() || m.is_castle() || m.arrival_board == m.from_board {
        return true;
    }
    let us = pos.side;
    // After the move, board x holds what it held after the king's move on
    // it, but the king: the attacks on its square there are the same.
    if !pos.rules.double_transfer {
        return !after.attacked(m.from_board, m.to, !us);
    }
    // A double transfer's attack also depends on the other boards: judge it
    // with the king still standing on x (not on its arrival board).
    let mut paused = *after;
    let king = paused.take(m.arrival_board, m.to);
    paused.put(m.from_board, m.to, king);
    !paused.attacked(m.from_board, m.to, !us)
}

/// What the legality test of one position's moves needs once: whether the
/// mover is in check, and where its king stands when a quick test may
/// replace playing the move.
pub(crate) struct Legality {
    in_check: bool,
    /// The squares the enemy men attack on each board, the mover's king
    /// taken out of its board ([`attack_maps`]), made at the first king
    /// move asked about where the enemy has at most 8 men (in crowded
    /// positions the king has few moves: asking each is cheaper).
    king_maps: std::cell::OnceCell<Option<[u128; 3]>>,
    /// Not in check, and no Hero in the game: a move of another man than
    /// the king only exposes it along a line it opens.
    lines_only: bool,
    /// The mover's king (square, board) when the quick tests apply
    /// ([`quick_tests_apply`]).
    quick_king: Option<(Sq, u8)>,
    /// In check: the squares of the men giving it, on the king's board.
    checkers: u128,
    /// In check: the squares strictly between a checker and the king on
    /// the line joining them, on the king's board.
    between: u128,
    /// With `lines_only`: the squares of the king's board whose emptying
    /// alone opens a line from an enemy rider to the king
    /// ([`exposing_squares`]).
    exposing: u128,
}

impl Legality {
    /// Whether the side to move is in check.
    pub(crate) fn in_check(&self) -> bool {
        self.in_check
    }

    /// Asks each king move without the enemy's attack maps (where a few
    /// king moves are asked, until one is legal).
    pub(crate) fn without_maps(self) -> Legality {
        let _ = self.king_maps.set(None);
        self
    }

    /// What the legality test of the moves of `pos` needs, made once.
    pub(crate) fn of(pos: &GPos) -> Legality {
        Legality::for_king_moves(pos).with_checkers(pos)
    }

    /// In check, the checkers and the squares between them and the king
    /// (what the moves of the other men are judged by) added to a
    /// [`Legality::for_king_moves`].
    pub(crate) fn with_checkers(mut self, pos: &GPos) -> Legality {
        if let (true, Some((k, kb))) = (self.in_check, self.quick_king) {
            (self.checkers, self.between) = checks_on(pos, k, kb, !pos.side);
        }
        self
    }

    /// What the legality test of the king's moves needs: [`Legality::of`]
    /// but, in check, the checkers (made by [`Legality::with_checkers`]
    /// before another man's move is asked about).
    pub(crate) fn for_king_moves(pos: &GPos) -> Legality {
        if let Some((k, kb)) = pos.king(pos.side) {
            let them = !pos.side;
            if !pos.rules.has_hero()
                && pos.men_of(kb, them).count_ones() > 6
                && quick_tests_apply(pos)
                && pos.fairy == 0
            {
                // Check and the exposing squares from one walk of the
                // king's lines (where the quick tests apply, check is an
                // attack on the king's board).
                let (in_check, exposing) = pos.check_and_screens(k, kb, them);
                return Legality::made(in_check, Some((k, kb)), !in_check, exposing);
            }
        }
        Legality::knowing_check(pos, pos.in_check())
    }

    /// [`Legality::for_king_moves`] where the quick tests apply and the
    /// enemy's attack maps are known ([`EnemyMaps`]): whether the king is
    /// in check read from them, the king's moves judged by them.
    pub(crate) fn with_maps(pos: &GPos, maps: &EnemyMaps) -> Legality {
        let legality = Legality::knowing_check(pos, maps.in_check());
        let _ = legality.king_maps.set(Some(maps.maps));
        legality
    }

    /// [`Legality::for_king_moves`] knowing whether the side to move is in
    /// check.
    fn knowing_check(pos: &GPos, in_check: bool) -> Legality {
        let quick_king = if quick_tests_apply(pos) {
            pos.king(pos.side)
        } else {
            None
        };
        let lines_only = !in_check && !pos.rules.has_hero();
        let exposing = match quick_king {
            Some((k, kb)) if lines_only => exposing_squares(pos, k, kb),
            _ => 0,
        };
        Legality::made(in_check, quick_king, lines_only, exposing)
    }

    /// A [`Legality`] of its parts, without the checkers and the enemy's
    /// attack maps.
    fn made(
        in_check: bool,
        quick_king: Option<(Sq, u8)>,
        lines_only: bool,
        exposing: u128,
    ) -> Legality {
        Legality {
            in_check,
            king_maps: std::cell::OnceCell::new(),
            lines_only,
            quick_king,
            checkers: 0,
            between: 0,
            exposing,
        }
    }

    /// The targets of a man on `s` of board `x` (moves to `targets`, each
    /// made plainly: [`plays_plainly`]) split for the legality test: the
    /// targets left (the others' moves are illegal) and, of those, the ones
    /// whose moves must still be asked one by one ([`Legality::is_legal`]);
    /// the rest are legal. Where the quick line tests apply (no check, no
    /// Hero), a man of another board than the king's exposes nothing; on
    /// the king's board, a man on an exposing square may not leave (unless
    /// the move may arrive back on the king's board and block) but to
    /// capture on the king's lines, and a man off the king's lines may not
    /// capture on an exposing square.
    #[inline]
    pub(crate) fn targets(&self, pos: &GPos, x: u8, s: Sq, targets: u128) -> (u128, u128) {
        let Some((k, kb)) = self.quick_king else {
            return (targets, targets);
        };
        if self.in_check {
            if x == kb && s == k {
                return (targets, targets);
            }
            // Another man must capture a checker on the king's board or
            // arrive between a checker and the king there.
            let mut keep = 0;
            if x == kb {
                keep |= targets & self.checkers;
            }
            let leaves = matches!(pos.rules.transfer, Transfer::Forced | Transfer::Choice);
            if x != kb || !leaves {
                keep |= targets & self.between;
            }
            return (keep, keep);
        }
        if !self.lines_only {
            return (targets, targets);
        }
        if x != kb {
            return (targets, 0);
        }
        if s == k {
            return (targets, targets);
        }
        let leaves = matches!(pos.rules.transfer, Transfer::Forced | Transfer::Choice);
        let bit = lines::bit(s);
        let lines = lines::LINES_THROUGH[k as usize];
        if self.exposing & bit != 0 {
            // Only a capture of the rider behind (on the king's lines) or,
            // arriving back on the king's board, a block may be legal.
            let on_lines = targets & lines;
            return if leaves {
                (on_lines, on_lines)
            } else {
                (targets, targets)
            };
        }
        if lines & bit != 0 {
            // Leaving a square of the lines that exposes nothing alone:
            // a capture on the lines empties a second one.
            return (targets, targets & lines & pos.occupied(kb));
        }
        if leaves {
            (targets & !self.exposing, 0)
        } else {
            (targets, targets & self.exposing)
        }
    }

    /// Of the chess pawns on `pawns` of board `x`, those whose targets
    /// [`Legality::targets`] splits the same way whatever they are (all
    /// kept but the squares of the second set, none asked): where the quick
    /// line tests apply, every man of another board than the king's, and
    /// on the king's board the men off its lines (where a move must leave
    /// the board, its targets but the exposing squares).
    #[inline]
    pub(crate) fn plain_pawns(&self, pos: &GPos, x: u8, pawns: u128) -> (u128, u128) {
        let Some((k, kb)) = self.quick_king else {
            return (0, 0);
        };
        if self.in_check || !self.lines_only {
            return (0, 0);
        }
        if x != kb {
            return (pawns, 0);
        }
        let off_lines = pawns & !self.exposing & !lines::LINES_THROUGH[k as usize] & !lines::bit(k);
        if matches!(pos.rules.transfer, Transfer::Forced | Transfer::Choice) {
            (off_lines, self.exposing)
        } else if self.exposing == 0 {
            (off_lines, 0)
        } else {
            (0, 0)
        }
    }

    /// Whether the pseudo-legal move `m` is legal, played out unless a
    /// quick test decides. Not in check, a move of another man than the
    /// king can only expose the king by emptying a square of the king's
    /// board on a line (rank, file, diagonal) through the king: the squares
    /// it leaves or captures on. Arriving men only block, leapers and pawns
    /// do not see emptied squares, and a capture on another board changes
    /// nothing there. In check, such a move is illegal unless it captures a
    /// checker or arrives between a checker and the king on the king's
    /// board (else every checker still checks).
    #[inline]
    pub(crate) fn is_legal(&self, pos: &GPos, m: GMove) -> bool {
        if let Some((k, kb)) = self.quick_king {
            let moves_king = m.from_board == kb && m.from == k;
            if !moves_king {
                if self.lines_only && plays_plainly(m) {
                    // The occupied squares of the king's board on its lines
                    // that the move empties: none, the king stays safe;
                    // one, it is exposed if that square is an exposing one,
                    // unless the move arrives on the king's board (it may
                    // block the line it opens: asked below).
                    let mut emptied = 0u128;
                    if m.from_board == kb {
                        emptied |= lines::bit(m.from);
                    }
                    if m.capture_board() == kb && m.arrival_board != kb {
                        emptied |= lines::bit(m.to);
                    }
                    let opened = emptied & lines::LINES_THROUGH[k as usize] & pos.occupied(kb);
                    if opened == 0 {
                        return true;
                    }
                    if m.arrival_board != kb && opened & (opened - 1) == 0 {
                        return opened & self.exposing == 0;
                    }
                }
                if !self.in_check {
                    if quiet_for(m, k, kb) {
                        return true;
                    }
                } else {
                    let bit = |s: Sq| lines::bit(s);
                    let captures = (m.capture_board() == kb && self.checkers & bit(m.to) != 0)
                        || (m.is_en_passant()
                            && m.from_board == kb
                            && self.checkers & bit(sq(file_of(m.to), rank_of(m.from))) != 0);
                    let blocks = m.arrival_board == kb && self.between & bit(m.to) != 0;
                    if !captures && !blocks {
                        return false;
                    }
                }
                if plays_plainly(m) {
                    return king_safe_after(pos, m, k, kb, self.lines_only);
                }
            } else if plays_plainly(m) {
                // Worth making where the enemy has few men (in crowded
                // positions the king has few moves).
                let maps = self.king_maps.get_or_init(|| {
                    let enemies: u32 = (0..pos.rules.boards)
                        .map(|b| pos.men_of(b, !pos.side).count_ones())
                        .sum();
                    (enemies <= 8)
                        .then(|| attack_maps(pos, !pos.side, (k, kb)))
                        .flatten()
                });
                return king_move_safe(pos, m, maps.as_ref());
            }
        }
        is_legal(pos, m, self.in_check)
    }
}

/// The squares of board `kb` whose emptying alone, the king of the side
/// to move standing on `k` there, opens a line to it from an enemy man
/// riding that way as far: on each line from the king, the nearest man
/// when the next one beyond it is such a rider. Where the quick tests
/// apply, with no Hero in the game.
fn exposing_squares(pos: &GPos, k: Sq, kb: u8) -> u128 {
    screens(pos, k, kb, !pos.side)
}

/// The squares of board `kb` whose emptying alone opens a line to `k`
/// there from a man of `by` riding that way as far: on each line from
/// `k`, the nearest man when the next one beyond it is such a rider.
/// Where the quick tests apply, with no Hero in the game.
pub(crate) fn screens(pos: &GPos, k: Sq, kb: u8, by: Color) -> u128 {
    let occupied = pos.occupied(kb);
    let them = pos.men_of(kb, by);
    let mut exposing = 0u128;
    if them & lines::LINES_THROUGH[k as usize] == 0 {
        // No man of `by` on a line through the king: none screened.
        return exposing;
    }
    for d in 0..8 {
        let on_ray = lines::RAYS[d][k as usize] & occupied;
        if on_ray == 0 {
            continue;
        }
        let near = lines::nearest(d, on_ray);
        let beyond = on_ray & lines::RAYS[d][near as usize];
        if beyond == 0 {
            continue;
        }
        let p = lines::nearest(d, beyond);
        if them & lines::bit(p) == 0 {
            continue;
        }
        let n = (file_of(p) as i8 - file_of(k) as i8)
            .abs()
            .max((rank_of(p) as i8 - rank_of(k) as i8).abs()) as u8;
        if super::attacks::rides_to(pos.at(kb, p).kind(), lines::family(d), n) {
            exposing |= lines::bit(near);
        }
    }
    exposing
}

/// Whether `m` moves one man and captures at most on its to-square (no
/// castling, e.p. or zero move): the squares it changes are its from- and
/// to-squares, so its legality can be judged without playing it.
#[inline]
pub(crate) fn plays_plainly(m: GMove) -> bool {
    m.flags & (flag::CASTLE | flag::EN_PASSANT | flag::ZERO) == 0
}

/// Whether the king of the side to move, on `k` of board `kb`, is not
/// attacked after `m`, a move of another man that [`plays_plainly`], where
/// the quick tests apply: board `kb` as the move leaves it (the mover gone
/// from its from-square, a man captured there gone, the arrival blocking).
/// With `lines_only` (the king not in check, no Hero in the game) only
/// the lines through the squares the move empties are looked at.
#[inline]
fn king_safe_after(pos: &GPos, m: GMove, k: Sq, kb: u8, lines_only: bool) -> bool {
    let them = !pos.side;
    let bit = |s: Sq| lines::bit(s);
    let (mut occupied, mut men) = (pos.occupied(kb), pos.men_of(kb, them));
    if m.from_board == kb {
        occupied &= !bit(m.from);
    }
    if m.capture_board() == kb {
        occupied &= !bit(m.to);
        men &= !bit(m.to);
    }
    if m.arrival_board == kb {
        occupied |= bit(m.to);
    }
    if !lines_only {
        return !pos.attacked_in(kb, k, them, occupied, men);
    }
    let opens = |e: Sq| occupied & bit(e) == 0 && pos.line_opened(kb, k, e, occupied, men);
    !((m.from_board == kb && opens(m.from)) || (m.capture_board() == kb && opens(m.to)))
}

/// Whether `m`, a pseudo-legal move of the side to move, is a king's move
/// that [`plays_plainly`] where the quick tests apply, and then whether it
/// is legal: [`Legality::is_legal`]'s answer without the enemy's attack
/// maps, made without the rest of a [`Legality`] (check, checkers,
/// exposing squares). `None` for the other moves.
pub(crate) fn plain_king_move_legal(pos: &GPos, m: GMove) -> Option<bool> {
    let (k, kb) = pos.king(pos.side)?;
    (m.from_board == kb && m.from == k && plays_plainly(m) && quick_tests_apply(pos))
        .then(|| king_move_safe(pos, m, None))
}

/// Whether a king's move that [`plays_plainly`] is legal, where the quick
/// tests apply: its arrival square is not attacked on the arrival board,
/// nor on the board it was played on (a move that changes boards is safe
/// on both), judged without playing it.
/// With `maps` (the squares each board's enemy men attack, the king taken
/// out of its board: [`attack_maps`]), a look.
#[inline]
fn king_move_safe(pos: &GPos, m: GMove, maps: Option<&[u128; 3]>) -> bool {
    if let Some(maps) = maps {
        let bit = lines::bit(m.to);
        return maps[m.from_board as usize] & bit == 0
            && (m.arrival_board == m.from_board || maps[m.arrival_board as usize] & bit == 0);
    }
    let them = !pos.side;
    let (x, y, to) = (m.from_board, m.arrival_board, m.to);
    let bit = |s: Sq| lines::bit(s);
    let occupied = pos.occupied(x) & !bit(m.from) & !bit(to);
    let men = pos.men_of(x, them) & !bit(to);
    if pos.attacked_in(x, to, them, occupied, men) {
        return false;
    }
    y == x || !pos.attacked_in(y, to, them, pos.occupied(y), pos.men_of(y, them))
}

/// The squares the enemy of the side to move attacks on each board, its
/// king taken out of its board ([`attack_maps`]), where the quick tests
/// apply: what a mate or stalemate test asks of the king first.
pub(crate) struct EnemyMaps {
    king: (Sq, u8),
    maps: [u128; 3],
}

impl EnemyMaps {
    /// The maps, where the quick tests apply, the side to move has a king,
    /// the enemy has at most `most` men and its kinds have square sets.
    pub(crate) fn of(pos: &GPos, most: u32) -> Option<EnemyMaps> {
        let king = pos.king(pos.side)?;
        let enemies: u32 = (0..pos.rules.boards)
            .map(|b| pos.men_of(b, !pos.side).count_ones())
            .sum();
        if enemies > most || !quick_tests_apply(pos) {
            return None;
        }
        let maps = attack_maps(pos, !pos.side, king)?;
        Some(EnemyMaps { king, maps })
    }

    /// Whether the side to move is in check: its king's square attacked
    /// on its board (the quick tests apply: check is no more).
    pub(crate) fn in_check(&self) -> bool {
        let (k, kb) = self.king;
        self.maps[kb as usize] & lines::bit(k) != 0
    }

    /// Whether a plain move of the king (no castling, no zero move) is
    /// legal, judged as square sets: each legal where [`king_move_safe`]
    /// says so. In check these are the king's only legal moves (no
    /// castling out of check, no zero move of a king in check under Ms.
    /// Alice's rule).
    pub(crate) fn king_escapes(&self, pos: &GPos) -> bool {
        let (k, kb) = self.king;
        let rules = pos.rules;
        let board = lines::board_squares(rules.files, rules.ranks);
        let Some(targets) = plain_targets(pos.occupied(kb), k, Kind::King, board) else {
            return false;
        };
        let maps = &self.maps;
        let safe = targets & !pos.men_of(kb, pos.side) & !maps[kb as usize];
        let arrives_safe = |y: u8| safe & !pos.occupied(y) & !maps[y as usize] != 0;
        safe != 0
            && match rules.transfer {
                Transfer::Forced | Transfer::Choice => {
                    (0..rules.boards).any(|y| y != kb && arrives_safe(y))
                }
                // Blocked on the other board, the king stays.
                Transfer::StayWhenBlocked => {
                    safe & pos.occupied(1 - kb) != 0 || arrives_safe(1 - kb)
                }
                Transfer::Optional => true,
            }
    }
}

/// The men of `by` on board `kb` that attack `k` there, and the squares
/// strictly between each of them and `k` on the line joining them.
fn checks_on(pos: &GPos, k: Sq, kb: u8, by: Color) -> (u128, u128) {
    let (mut checkers, mut between) = (0u128, 0u128);
    let (kf, kr) = (file_of(k) as i8, rank_of(k) as i8);
    let mut men = pos.men_of(kb, by);
    while men != 0 {
        let p = men.trailing_zeros() as Sq;
        men &= men - 1;
        let c = pos.at(kb, p);
        let (pf, pr) = (file_of(p) as i8, rank_of(p) as i8);
        let attacks = if c.kind() == Kind::Pawn {
            let forward = if by == Color::White { 1 } else { -1 };
            kr - pr == forward && (kf - pf).abs() == 1
        } else {
            pos.reaches(kb, p, c.kind(), k)
        };
        if !attacks {
            continue;
        }
        checkers |= lines::bit(p);
        let (df, dr) = (kf - pf, kr - pr);
        if df == 0 || dr == 0 || df.abs() == dr.abs() {
            let n = df.abs().max(dr.abs());
            for i in 1..n {
                between |= 1 << sq((pf + i * df.signum()) as u8, (pr + i * dr.signum()) as u8);
            }
        }
    }
    (checkers, between)
}

/// Whether the move `m` empties no square of board `kb` on a line (rank,
/// file, diagonal) through `k`: it neither leaves, nor captures on, nor
/// takes e.p. from such a square. Where the quick tests apply
/// ([`quick_tests_apply`]), such a move opens no line to a man on `k` of
/// `kb` (whether it attacks from its arrival square is another question).
#[inline]
pub(crate) fn quiet_for(m: GMove, k: Sq, kb: u8) -> bool {
    let (kf, kr) = (file_of(k) as i8, rank_of(k) as i8);
    let on_line = |s: Sq| {
        let (df, dr) = (file_of(s) as i8 - kf, rank_of(s) as i8 - kr);
        df == 0 || dr == 0 || df.abs() == dr.abs()
    };
    let opens = (m.from_board == kb && on_line(m.from))
        || (m.capture_board() == kb && on_line(m.to))
        || (m.is_en_passant() && m.from_board == kb && on_line(sq(file_of(m.to), rank_of(m.from))));
    !opens
}

/// Whether the quick legality and check tests hold in this game: every
/// attack comes along a line from the attacker (a leap, a ride, a Hero
/// move) on the attacked man's board, so that emptying a square off the
/// lines through a king cannot attack it, and check is only such an
/// attack ([`crate::kinds::Atom::is_plain`]). Not so with double transfers (they pass
/// through other boards), Duo's zero-square check, or fairy pieces of
/// other movement in the diagram (a hopper's hurdle arrives, a
/// nightrider's line is no queen line). Asked once per position, not per
/// move.
pub(crate) fn quick_tests_apply(pos: &GPos) -> bool {
    let rules = pos.rules;
    !rules.double_transfer
        && rules.check != CheckRule::PlusZeroSquare
        && rules.plain_kinds
        && pos.plain()
}

/// The squares of each board that a man of `by` attacks there, with the
/// king on `king` (square, board) taken out of its board: a king moving
/// off its square is safe where its square is not in its boards' sets.
/// Where the quick tests apply; `None` where a kind of `by` has no square
/// set (a limited ride, a leap without a table).
pub(crate) fn attack_maps(pos: &GPos, by: Color, king: (Sq, u8)) -> Option<[u128; 3]> {
    let board = lines::board_squares(pos.rules.files, pos.rules.ranks);
    let forward: i8 = if by == Color::White { 1 } else { -1 };
    let mut maps = [0u128; 3];
    for b in 0..pos.rules.boards {
        let mut occupied = pos.occupied(b);
        if b == king.1 {
            occupied &= !lines::bit(king.0);
        }
        let mut men = pos.men_of(b, by);
        while men != 0 {
            let p = men.trailing_zeros() as Sq;
            men &= men - 1;
            let kind = pos.at(b, p).kind();
            maps[b as usize] |= if kind == Kind::Pawn {
                let (f, r) = (file_of(p) as i8, rank_of(p) as i8 + forward);
                [f - 1, f + 1]
                    .into_iter()
                    .filter(|&f| pos.on_board(f, r))
                    .fold(0, |set, f| set | 1u128 << sq(f as u8, r as u8))
            } else {
                plain_targets(occupied, p, kind, board)?
            };
        }
    }
    Some(maps)
}
