//! The checks a move of the general engine gives, judged without playing
//! it where the quick tests apply (`legality::quick_tests_apply`): the
//! checking moves of a position, and among them the candidates for mate
//! (those after which the king surely keeps no flight).

use super::legality::{attack_maps, plays_plainly, quiet_for, screens, Legality};
use super::lines::{self, plain_targets};
use super::movegen::{generate, Sieve};
use super::moves::{with_buffer, GMove};
use super::position::{file_of, rank_of, sq, GPos, Sq};
use super::rules::{Kind, Transfer};
use crate::types::Color;

/// Whether `m`, a move that [`plays_plainly`], checks the enemy king on
/// `k` of board `kb`, where the quick tests apply, judged without playing
/// it: the mover from its arrival square, or a man of the mover on a line
/// the move opens.
pub(crate) fn checks_after(pos: &GPos, m: GMove, k: Sq, kb: u8) -> bool {
    let us = pos.side;
    let bit = |s: Sq| lines::bit(s);
    let (mut occupied, mut men) = (pos.occupied(kb), pos.men_of(kb, us));
    if m.from_board == kb {
        occupied &= !bit(m.from);
        men &= !bit(m.from);
    }
    if m.capture_board() == kb {
        occupied &= !bit(m.to);
    }
    if m.arrival_board == kb {
        occupied |= bit(m.to);
        let kind = match m.promotion() {
            Some(kind) => kind,
            None => pos.at(m.from_board, m.from).kind(),
        };
        let direct = if kind == Kind::Pawn {
            let forward = if us == Color::White { 1 } else { -1 };
            rank_of(k) as i8 - rank_of(m.to) as i8 == forward
                && (file_of(k) as i8 - file_of(m.to) as i8).abs() == 1
        } else {
            pos.reaches_through(occupied, kb, m.to, kind, k)
        };
        if direct {
            return true;
        }
    }
    // The enemy king is not in check before the move (the mover would take
    // it): without a Hero, only a line the move opens can check it.
    if pos.rules.has_hero() {
        return pos.attacked_in(kb, k, us, occupied, men);
    }
    let opens = |e: Sq| occupied & bit(e) == 0 && pos.line_opened(kb, k, e, occupied, men);
    (m.from_board == kb && opens(m.from)) || (m.capture_board() == kb && opens(m.to))
}

/// Visit every legal move of the side to move that checks the enemy king
/// on `k` of board `kb`, with the position after it, in the order of
/// [`super::movegen::legal_moves`], until `visit` returns false; where
/// the quick tests apply (`legality::quick_tests_apply`). Checks are found
/// before legality is asked, and only checking moves are played.
pub(crate) fn visit_checks(pos: &GPos, k: Sq, kb: u8, visit: impl FnMut(GMove, &GPos) -> bool) {
    visit_checks_where(pos, k, kb, |_| true, visit);
}

/// As [`visit_checks`], skipping every check after which the enemy king
/// surely keeps a flight: a king move legal now (as if its side were to
/// move) that the check neither occupies, nor attacks from its arrival
/// square (on any line, as if the boards were empty), nor opens a line to
/// (a square of the boards the flight uses on a line with a square the
/// check empties there). With the transfer policies where a king's move
/// arrives on another board (else every check is visited).
pub(crate) fn visit_mate_candidates(
    pos: &GPos,
    k: Sq,
    kb: u8,
    visit: impl FnMut(GMove, &GPos) -> bool,
) {
    match flights(pos, k, kb) {
        Some((flights, n)) => {
            let flights = &flights[..n];
            let keep = |m: GMove| flights.iter().all(|&(t, y)| covers(pos, m, kb, t, y));
            visit_checks_where(pos, k, kb, keep, visit);
        }
        None => visit_checks(pos, k, kb, visit),
    }
}

/// The legal moves of the enemy king on `k` of board `kb` as if its side
/// were to move: (square, arrival board), at most 24; `None` with Duo's
/// optional transfer.
fn flights(pos: &GPos, k: Sq, kb: u8) -> Option<([(Sq, u8); 24], usize)> {
    let stays_when_blocked = match pos.rules.transfer {
        Transfer::Forced | Transfer::Choice => false,
        Transfer::StayWhenBlocked => true,
        Transfer::Optional => return None,
    };
    let us = pos.side;
    let bit = |s: Sq| lines::bit(s);
    let board = lines::board_squares(pos.rules.files, pos.rules.ranks);
    let near = lines::leap_set(0, 1, k)? | lines::leap_set(1, 1, k)?;
    let mut targets = near & board & !pos.men_of(kb, !us);
    let occupied = pos.occupied(kb) & !bit(k);
    // Whether `t` is attacked on board `y` (the king out of its square).
    let maps = attack_maps(pos, us, (k, kb));
    let attacked = |y: u8, t: Sq| match &maps {
        Some(maps) => maps[y as usize] & bit(t) != 0,
        None if y == kb => pos.attacked_in(kb, t, us, occupied, pos.men_of(kb, us) & !bit(t)),
        None => pos.attacked_in(y, t, us, pos.occupied(y), pos.men_of(y, us)),
    };
    let (mut found, mut n) = ([(0, 0); 24], 0);
    while targets != 0 {
        let t = targets.trailing_zeros() as Sq;
        targets &= targets - 1;
        if attacked(kb, t) {
            continue;
        }
        if stays_when_blocked && !pos.at(1 - kb, t).is_empty() {
            // Blocked on the other board: the king stays on its own.
            if n < found.len() {
                found[n] = (t, kb);
                n += 1;
            }
            continue;
        }
        for y in (0..pos.rules.boards).filter(|&y| y != kb && pos.at(y, t).is_empty()) {
            if n < found.len() && !attacked(y, t) {
                found[n] = (t, y);
                n += 1;
            }
        }
    }
    Some((found, n))
}

/// Whether the move `m` may take the flight `t` (arriving on board `y`)
/// from the enemy king on board `kb`: it occupies `t` on `y`, changes
/// what stands on `t` of another board than `kb` (where a blocked king
/// stays, that decides its arrival board), reaches `t` from its arrival
/// square on `y` or `kb` (whatever stands between), or empties a square
/// on a line with `t` on `y` or `kb`. Else the flight stays. (No test
/// position has yet shown the condition on another board's `t` deciding:
/// the man leaving it to check usually reaches it too. It is kept because
/// the flight's arrival board depends on it.)
fn covers(pos: &GPos, m: GMove, kb: u8, t: Sq, y: u8) -> bool {
    if !plays_plainly(m) {
        return true;
    }
    let ab = m.arrival_board;
    if m.to == t && (ab == y || m.capture_board() != kb) || (m.from == t && m.from_board != kb) {
        // On the flight's arrival board, or (where a blocked king stays)
        // changing whether the other board's square is free.
        return true;
    }
    if ab == y || ab == kb {
        let kind = match m.promotion() {
            Some(kind) => kind,
            None => pos.at(m.from_board, m.from).kind(),
        };
        let reaches = if kind == Kind::Pawn {
            let forward = if pos.side == Color::White { 1 } else { -1 };
            rank_of(t) as i8 - rank_of(m.to) as i8 == forward
                && (file_of(t) as i8 - file_of(m.to) as i8).abs() == 1
        } else {
            lines::REACH[kind as usize][lines::delta_index(m.to, t)] != lines::NONE
        };
        if reaches {
            return true;
        }
    }
    let on_line = |e: Sq| lines::LINE_DIR[lines::delta_index(t, e)] < 8;
    let cb = m.capture_board();
    ((m.from_board == y || m.from_board == kb) && on_line(m.from))
        || ((cb == y || cb == kb) && on_line(m.to))
}

/// [`visit_checks`] of the moves `keep` keeps.
fn visit_checks_where(
    pos: &GPos,
    k: Sq,
    kb: u8,
    keep: impl Fn(GMove) -> bool,
    mut visit: impl FnMut(GMove, &GPos) -> bool,
) {
    // One buffer per thread, as `has_legal_move` (whose own buffer the
    // visits use).
    thread_local! {
        static LIST: std::cell::RefCell<Vec<GMove>> = std::cell::RefCell::new(Vec::with_capacity(256));
    }
    with_buffer(&LIST, |list| {
        let discovering = if pos.rules.has_hero() {
            lines::LINES_THROUGH[k as usize]
        } else {
            screens(pos, k, kb, pos.side)
        };
        let mut sieve = CheckCandidates {
            k,
            kb,
            squares: CheckSquares::new(pos, k, kb),
            discovering,
        };
        generate(pos, list, &mut sieve, false);
        let mut squares = sieve.squares;
        let mut legality = None;
        for &m in list.iter() {
            let checks = if plays_plainly(m) {
                if m.arrival_board == kb && m.from_board != kb {
                    // Nothing emptied on the king's board: a direct check
                    // or none.
                    let kind = match m.promotion() {
                        Some(kind) => kind,
                        None => pos.at(m.from_board, m.from).kind(),
                    };
                    match squares.of(pos, kind) {
                        Some(set) => set & lines::bit(m.to) != 0,
                        None => checks_after(pos, m, k, kb),
                    }
                } else {
                    (m.arrival_board == kb || !quiet_for(m, k, kb)) && checks_after(pos, m, k, kb)
                }
            } else {
                pos.after_move(m).in_check()
            };
            if !checks
                || !keep(m)
                || !legality
                    .get_or_insert_with(|| Legality::of(pos))
                    .is_legal(pos, m)
            {
                continue;
            }
            if !visit(m, &pos.after_move(m)) {
                return;
            }
        }
    });
}

/// The moves that may check the enemy king on `k` of board `kb`, a
/// superset of the checks ([`visit_checks_where`] asks each): a man of
/// another board checks only by arriving on one of the squares its kind
/// checks from; a man of the king's board that screens a rider of its
/// side from the king may open that line; another one checks only by
/// capturing on a line through the king (opening it) or, where a move
/// may arrive on its own board, from a square its kind checks from.
struct CheckCandidates {
    k: Sq,
    kb: u8,
    squares: CheckSquares,
    /// The squares of the king's board whose men, leaving, may open a
    /// line to the king from a rider of the side to move
    /// (`legality::screens`; with a Hero in the game, every square on a
    /// line through the king).
    discovering: u128,
}

impl Sieve for CheckCandidates {
    const ASKS: bool = false;

    fn targets(&mut self, pos: &GPos, x: u8, s: Sq, kind: Kind, targets: u128) -> (u128, u128) {
        if kind.is_pawn() {
            return (targets, 0);
        }
        if x != self.kb {
            return match self.squares.of(pos, kind) {
                Some(set) => (targets & set, 0),
                None => (targets, 0),
            };
        }
        if self.discovering & lines::bit(s) != 0 {
            return (targets, 0);
        }
        let lines = lines::LINES_THROUGH[self.k as usize];
        let mut keep = targets & lines & pos.occupied(self.kb);
        if !matches!(pos.rules.transfer, Transfer::Forced | Transfer::Choice) {
            // It may stay on the king's board: checking from its arrival
            // square, its own square emptied.
            let occupied = pos.occupied(self.kb) & !lines::bit(s);
            keep |= match plain_targets(occupied, self.k, kind, self.squares.board) {
                Some(set) => targets & set,
                None => targets,
            };
        }
        (keep, 0)
    }

    fn keep(&mut self, _: &GPos, _: GMove) -> bool {
        true
    }
}

/// The squares of the enemy king's board from which a man of the side to
/// move checks it directly, by kind, made when first asked (plain kinds
/// with square sets, and the pawn).
struct CheckSquares {
    occupied: u128,
    board: u128,
    k: Sq,
    /// Kinds asked (index + 1; 0 for none) and their squares.
    known: [(u8, Option<u128>); 6],
}

impl CheckSquares {
    fn new(pos: &GPos, k: Sq, kb: u8) -> CheckSquares {
        CheckSquares {
            occupied: pos.occupied(kb),
            board: lines::board_squares(pos.rules.files, pos.rules.ranks),
            k,
            known: [(0, None); 6],
        }
    }

    /// The squares from which a `kind` of the side to move checks the
    /// king (its movement is symmetric: the squares it reaches from the
    /// king's square); `None` where the kind has no square set.
    fn of(&mut self, pos: &GPos, kind: Kind) -> Option<u128> {
        let key = kind as u8 + 1;
        if let Some(&(_, set)) = self.known.iter().find(|(k, _)| *k == key) {
            return set;
        }
        let set = if kind == Kind::Pawn {
            // A pawn checks from one rank behind the king, a file aside.
            let back: i8 = if pos.side == Color::White { -1 } else { 1 };
            let (f, r) = (file_of(self.k) as i8, rank_of(self.k) as i8 + back);
            Some(
                [f - 1, f + 1]
                    .into_iter()
                    .filter(|&f| pos.on_board(f, r))
                    .fold(0, |set, f| set | 1u128 << sq(f as u8, r as u8)),
            )
        } else {
            plain_targets(self.occupied, self.k, kind, self.board)
        };
        if let Some(free) = self.known.iter_mut().find(|(k, _)| *k == 0) {
            *free = (key, set);
        }
        set
    }
}
