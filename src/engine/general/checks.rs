//! The checks a move of the general engine gives, judged without playing
//! it where the quick tests apply (`legality::quick_tests_apply`): the
//! checking moves of a position, and among them the candidates for mate
//! (those after which the king surely keeps no flight).

use super::legality::{attack_maps, plays_plainly, quiet_for, screens, Legality};
use super::lines::{self, plain_targets};
use super::movegen::generate;
use super::moves::{with_buffer, GMove};
use super::position::{file_of, rank_of, sq, GPos, Sq};
use super::sieve::Sieve;
use crate::types::Color;
use crate::variant::rules::{Kind, Transfer};

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
    visit_checks_where(pos, k, kb, 0, |_| true, visit);
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
        Some(flights) => {
            // No flight: every check is a candidate.
            let none = flights.iter().all(|&set| set == 0);
            let keep = |m: GMove| none || covers_all(pos, m, kb, &flights);
            let all = flights[0] | flights[1] | flights[2];
            visit_checks_where(pos, k, kb, all, keep, visit);
        }
        None => visit_checks(pos, k, kb, visit),
    }
}

/// The legal moves of the enemy king on `k` of board `kb` as if its side
/// were to move: for each arrival board, the squares it arrives on there;
/// `None` with Duo's optional transfer.
fn flights(pos: &GPos, k: Sq, kb: u8) -> Option<[u128; 3]> {
    let stays_when_blocked = match pos.rules.transfer {
        Transfer::Forced | Transfer::Choice => false,
        Transfer::StayWhenBlocked => true,
        Transfer::Optional => return None,
    };
    let us = pos.side;
    let bit = |s: Sq| lines::bit(s);
    let board = lines::board_squares(pos.rules.files, pos.rules.ranks);
    let near = lines::leap_set(0, 1, k)? | lines::leap_set(1, 1, k)?;
    let targets = near & board & !pos.men_of(kb, !us);
    let mut found = [0u128; 3];
    let others = (0..pos.rules.boards).filter(|&y| y != kb);
    if let Some(maps) = attack_maps(pos, us, (k, kb)) {
        // As square sets: the squares not attacked on the king's board,
        // and on the arrival board where the square is empty there.
        let safe = targets & !maps[kb as usize];
        let blocked = if stays_when_blocked {
            safe & pos.occupied(1 - kb)
        } else {
            0
        };
        found[kb as usize] |= blocked;
        for y in others {
            found[y as usize] |= safe & !blocked & !pos.occupied(y) & !maps[y as usize];
        }
        return Some(found);
    }
    // Whether `t` is attacked on board `y` (the king out of its square).
    let occupied = pos.occupied(kb) & !bit(k);
    let attacked = |y: u8, t: Sq| {
        if y == kb {
            pos.attacked_in(kb, t, us, occupied, pos.men_of(kb, us) & !bit(t))
        } else {
            pos.attacked_in(y, t, us, pos.occupied(y), pos.men_of(y, us))
        }
    };
    let mut targets = targets;
    while targets != 0 {
        let t = targets.trailing_zeros() as Sq;
        targets &= targets - 1;
        if attacked(kb, t) {
            continue;
        }
        if stays_when_blocked && !pos.at(1 - kb, t).is_empty() {
            // Blocked on the other board: the king stays on its own.
            found[kb as usize] |= bit(t);
            continue;
        }
        for y in others.clone() {
            if pos.at(y, t).is_empty() && !attacked(y, t) {
                found[y as usize] |= bit(t);
            }
        }
    }
    Some(found)
}

/// Whether the move `m` may take every flight of `flights` (by arrival
/// board) from the enemy king on board `kb`. It may take the flight `t`
/// arriving on board `y` if it occupies `t` on `y`, changes what stands
/// on `t` of another board than `kb` (where a blocked king stays, that
/// decides its arrival board), reaches `t` from its arrival square on `y`
/// or `kb` (whatever stands between), or empties a square on a line with
/// `t` on `y` or `kb`. Else the flight stays. (No test position has yet
/// shown the condition on another board's `t` deciding: the man leaving
/// it to check usually reaches it too. It is kept because the flight's
/// arrival board depends on it.) Judged a board's flights at a time, as
/// square sets; the reach is asked of the flights left.
fn covers_all(pos: &GPos, m: GMove, kb: u8, flights: &[u128; 3]) -> bool {
    if !plays_plainly(m) {
        return true;
    }
    let (fb, ab, cb) = (m.from_board, m.arrival_board, m.capture_board());
    let bit = |s: Sq| lines::bit(s);
    // The boards beyond the game's have no flight.
    for (y, &wanted) in (0u8..).zip(flights) {
        if wanted == 0 {
            continue;
        }
        // The flights of board `y` taken without asking the mover's reach.
        let mut covered = 0u128;
        if ab == y || cb != kb {
            covered |= bit(m.to);
        }
        if fb != kb {
            covered |= bit(m.from);
        }
        if fb == y || fb == kb {
            covered |= lines::LINES_THROUGH[m.from as usize];
        }
        if cb == y || cb == kb {
            covered |= lines::LINES_THROUGH[m.to as usize];
        }
        let mut rest = wanted & !covered;
        if rest == 0 {
            continue;
        }
        if ab != y && ab != kb {
            return false;
        }
        let kind = match m.promotion() {
            Some(kind) => kind,
            None => pos.at(m.from_board, m.from).kind(),
        };
        while rest != 0 {
            let t = rest.trailing_zeros() as Sq;
            rest &= rest - 1;
            if !reaches_flight(pos.side, kind, m.to, t) {
                return false;
            }
        }
    }
    true
}

/// Whether a `kind` of `side` arriving on `to` reaches `t` from there,
/// whatever stands between (a pawn: captures there).
fn reaches_flight(side: Color, kind: Kind, to: Sq, t: Sq) -> bool {
    if kind == Kind::Pawn {
        let forward = if side == Color::White { 1 } else { -1 };
        rank_of(t) as i8 - rank_of(to) as i8 == forward
            && (file_of(t) as i8 - file_of(to) as i8).abs() == 1
    } else {
        lines::REACH[kind as usize][lines::delta_index(to, t)] != lines::NONE
    }
}

/// [`visit_checks`] of the moves `keep` keeps; `flights`: the squares of
/// the king's flights on any board, where `keep` keeps only moves that
/// may take them all ([`covers_all`]), else 0.
fn visit_checks_where(
    pos: &GPos,
    k: Sq,
    kb: u8,
    flights: u128,
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
            flights,
        };
        generate(pos, list, &mut sieve, false);
        let squares = &mut sieve.squares;
        let mut legality = None;
        // The squares of the last kind asked (the moves of a man follow
        // each other).
        let mut last: Option<(Kind, Option<u128>)> = None;
        for &m in list.iter() {
            // Whether the move checks, where a look or a line tells
            // (`None`: it must be judged).
            let known = if !plays_plainly(m) {
                None
            } else if m.arrival_board == kb && m.from_board != kb {
                // Nothing emptied on the king's board: a direct check or
                // none.
                let kind = match m.promotion() {
                    Some(kind) => kind,
                    None => pos.at(m.from_board, m.from).kind(),
                };
                let set = match last {
                    Some((asked, set)) if asked == kind => set,
                    _ => {
                        let set = squares.of(pos, kind);
                        last = Some((kind, set));
                        set
                    }
                };
                set.map(|set| set & lines::bit(m.to) != 0)
            } else if m.arrival_board != kb && quiet_for(m, k, kb) {
                Some(false)
            } else {
                None
            };
            // Then the cheaper test: whether the move may take the
            // flights; then the check judged.
            if known == Some(false) || !keep(m) {
                continue;
            }
            let checks = known.unwrap_or_else(|| {
                if plays_plainly(m) {
                    checks_after(pos, m, k, kb)
                } else {
                    pos.after_move(m).in_check()
                }
            });
            if !checks
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
    /// The king's flights on any board, where only the moves that may take
    /// them all are wanted (see [`CheckCandidates::may_cover`]); else 0.
    flights: u128,
}

impl CheckCandidates {
    /// Of the `targets` of a man of `kind` (no pawn) on `s` of board `x`,
    /// those whose moves may check (see [`CheckCandidates`]).
    #[inline(always)]
    fn checking_targets(&mut self, pos: &GPos, x: u8, s: Sq, kind: Kind, targets: u128) -> u128 {
        if x != self.kb {
            return match self.squares.of(pos, kind) {
                Some(set) => targets & set,
                None => targets,
            };
        }
        if self.discovering & lines::bit(s) != 0 {
            return targets;
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
        keep
    }

    /// Of `targets`, the arrival squares of a plain man of `kind` leaving
    /// `s` from which its move may take every flight: a superset of the
    /// moves [`covers_all`] keeps. That move takes the flight `f` only if
    /// `f` is `s` or on a line through it (emptied), or the arrival square
    /// is `f`, on a line through `f` (emptied, or reaching it along the
    /// line) or a leap of `kind` away from it (lines and leaps are
    /// symmetric).
    #[inline(always)]
    fn may_cover(&self, s: Sq, kind: Kind, mut targets: u128) -> u128 {
        let mut rest = self.flights & !(lines::bit(s) | lines::LINES_THROUGH[s as usize]);
        while rest != 0 && targets != 0 {
            let f = rest.trailing_zeros() as Sq;
            rest &= rest - 1;
            targets &=
                lines::bit(f) | lines::LINES_THROUGH[f as usize] | lines::off_line_leaps(kind, f);
        }
        targets
    }
}

impl Sieve for CheckCandidates {
    const ASKS: bool = false;

    fn targets(&mut self, pos: &GPos, x: u8, s: Sq, kind: Kind, targets: u128) -> (u128, u128) {
        if kind.is_pawn() {
            return (targets, 0);
        }
        let keep = self.checking_targets(pos, x, s, kind, targets);
        if self.flights == 0 {
            return (keep, 0);
        }
        (self.may_cover(s, kind, keep), 0)
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
    /// Kinds asked (index + 1; 0 for none), their squares in `sets`.
    kinds: [u8; 6],
    sets: [u128; 6],
    /// Bit `i`: the kind of `kinds[i]` has no square set.
    unset: u8,
}

impl CheckSquares {
    fn new(pos: &GPos, k: Sq, kb: u8) -> CheckSquares {
        CheckSquares {
            occupied: pos.occupied(kb),
            board: lines::board_squares(pos.rules.files, pos.rules.ranks),
            k,
            kinds: [0; 6],
            sets: [0; 6],
            unset: 0,
        }
    }

    /// The squares from which a `kind` of the side to move checks the
    /// king (its movement is symmetric: the squares it reaches from the
    /// king's square); `None` where the kind has no square set.
    fn of(&mut self, pos: &GPos, kind: Kind) -> Option<u128> {
        let key = kind as u8 + 1;
        if let Some(i) = self.kinds.iter().position(|&k| k == key) {
            return (self.unset & 1 << i == 0).then_some(self.sets[i]);
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
        if let Some(i) = self.kinds.iter().position(|&k| k == 0) {
            self.kinds[i] = key;
            match set {
                Some(set) => self.sets[i] = set,
                None => self.unset |= 1 << i,
            }
        }
        set
    }
}
