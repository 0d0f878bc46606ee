//! Move generation of the general engine: every piece's movement on its
//! board, the arrival boards the transfer policy allows, zero moves,
//! castling, e.p., double transfers; legality by playing the move.

use super::attacks::any_target;
use super::moves::{flag, GMove};
use super::position::{file_of, rank_of, sq, Cell, GPos, Sq};
use super::rules::{Atom, CheckRule, Kind, Transfer, Zero};
use crate::types::Color;

/// The pseudo-legal moves (legal but for the mover's king safety) of the
/// side to move, appended to `out`.
pub fn pseudo_moves(pos: &GPos, out: &mut Vec<GMove>) {
    let us = pos.side;
    let rules = pos.rules;
    let show = if rules.board_in_coordinates {
        flag::SHOW_BOARD
    } else {
        0
    };
    for x in 0..rules.boards {
        let mut men = pos.men_of(x, us);
        while men != 0 {
            let s = men.trailing_zeros() as Sq;
            men &= men - 1;
            let c = pos.at(x, s);
            let kind = c.kind();
            // A square holding men of the mover on two boards: the moves'
            // text names the from-board (VARIANTS.md, "Move text when a
            // square holds two men of the mover").
            let shared = (0..rules.boards).any(|y| y != x && pos.at(y, s).is(us));
            let show = if shared {
                show | flag::FROM_BOARD
            } else {
                show
            };
            if kind.is_pawn() {
                pawn_moves(pos, x, s, show, kind == Kind::BerolinaPawn, out);
            } else {
                any_target(pos, x, s, kind, |t| {
                    let target = pos.at(x, t);
                    if !target.is(us) {
                        arrivals(pos, GMove::new(s, t, x, show), out);
                    }
                    false
                });
                if rules.double_transfer && kind.atoms().iter().any(|a| matches!(a, Atom::Hero(_)))
                {
                    double_transfers(pos, x, s, kind, show, out);
                }
            }
            if kind == Kind::King && rules.castling.is_some() {
                castlings(pos, x, s, show, out);
            }
            zero_moves(pos, x, s, c, show, out);
        }
    }
}

/// Emit a board move on board `m.from_board` with every arrival board the
/// transfer policy allows.
fn arrivals(pos: &GPos, m: GMove, out: &mut Vec<GMove>) {
    arrivals_where(pos, m, |y| pos.at(y, m.to).is_empty(), out);
}

/// Emit `m` with every arrival board the transfer policy allows, `free(y)`
/// telling whether the move's destination (for castling: king's and
/// rook's) is empty on board `y`.
fn arrivals_where(pos: &GPos, m: GMove, free: impl Fn(u8) -> bool, out: &mut Vec<GMove>) {
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

/// A pawn's moves: the chess pawn steps straight forward and captures
/// diagonally forward; the berolina pawn (Popeye's) steps diagonally forward
/// and captures straight forward. Both step twice from the double-step rank
/// (the square passed empty), capture e.p. onto the square a double step
/// passed (removing the pawn that made it) and promote to the variant's
/// pieces and, as in Popeye, to the fairy pieces of the diagram.
fn pawn_moves(pos: &GPos, x: u8, s: Sq, show: u8, berolina: bool, out: &mut Vec<GMove>) {
    let rules = pos.rules;
    let us = pos.side;
    let (f, r) = (file_of(s) as i8, rank_of(s) as i8);
    let dir: i8 = if us == Color::White { 1 } else { -1 };
    let last = if us == Color::White {
        rules.ranks as i8 - 1
    } else {
        0
    };
    let emit = |t: Sq, extra: u8, out: &mut Vec<GMove>| {
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
    for &df in steps {
        if !pos.on_board(f + df, r + dir) {
            continue;
        }
        let one = sq((f + df) as u8, (r + dir) as u8);
        if !pos.at(x, one).is_empty() {
            continue;
        }
        emit(one, 0, out);
        if start == Some(r) && pos.on_board(f + 2 * df, r + 2 * dir) {
            let two = sq((f + 2 * df) as u8, (r + 2 * dir) as u8);
            if pos.at(x, two).is_empty() {
                emit(two, flag::DOUBLE_STEP, out);
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
            emit(t, 0, out);
        } else if target.is_empty() && rules.en_passant && pos.ep == Some((t, x)) {
            emit(t, flag::EN_PASSANT, out);
        }
    }
}

/// Castling of the king on `s` of board `x`: king and rook at home on `x`,
/// the path empty on `x`, the king not in check and not passing or landing
/// on an attacked square of `x`; both arrive on a board where both
/// destination squares are empty (by the transfer policy).
fn castlings(pos: &GPos, x: u8, s: Sq, show: u8, out: &mut Vec<GMove>) {
    let us = pos.side;
    let home = if us == Color::White { 0 } else { 7 };
    if s != sq(4, home) {
        return;
    }
    let (k_right, q_right) = match us {
        Color::White => (super::position::castle::WK, super::position::castle::WQ),
        Color::Black => (super::position::castle::BK, super::position::castle::BQ),
    };
    let rook = Cell::new(us, Kind::Rook);
    let mut checked = None;
    // (right, rook file, empty files, king passes, king lands, rook lands)
    let sides = [
        (k_right, 7u8, &[5u8, 6][..], 5u8, 6u8, 5u8),
        (q_right, 0, &[1, 2, 3][..], 3, 2, 3),
    ];
    for (right, rook_file, path, pass, land, rook_to) in sides {
        if pos.castling & right == 0 || pos.at(x, sq(rook_file, home)) != rook {
            continue;
        }
        if path.iter().any(|&f| !pos.at(x, sq(f, home)).is_empty()) {
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

fn zero_moves(pos: &GPos, x: u8, s: Sq, c: Cell, show: u8, out: &mut Vec<GMove>) {
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
fn double_transfers(pos: &GPos, x: u8, s: Sq, kind: Kind, show: u8, out: &mut Vec<GMove>) {
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

/// Whether a pseudo-legal move is legal: the mover's king is not in check
/// after it, a king in check makes no zero move under Ms. Alice's rule, and
/// a king move that changes boards is safe on the board it was played on.
pub fn is_legal(pos: &GPos, m: GMove, in_check: bool) -> bool {
    let us = pos.side;
    let is_king = pos.at(m.from_board, m.from).kind() == Kind::King;
    if m.is_zero() && is_king && in_check && pos.rules.zero == Zero::Quiet {
        return false;
    }
    let after = pos.after_move(m);
    if after.king_in_check(us) {
        return false;
    }
    if is_king && !m.is_zero() && !m.is_castle() && m.arrival_board != m.from_board {
        // After the move, board x holds what it held after the king's move
        // on it, but the king: the attacks on its square there are the same.
        if !pos.rules.double_transfer {
            return !after.attacked(m.from_board, m.to, !us);
        }
        // A double transfer's attack also depends on the other boards: judge
        // it with the king still standing on x (not on its arrival board).
        let mut paused = after;
        let king = paused.take(m.arrival_board, m.to);
        paused.put(m.from_board, m.to, king);
        return !paused.attacked(m.from_board, m.to, !us);
    }
    true
}

/// The legal moves of the side to move (the list is cleared first).
pub fn legal_moves(pos: &GPos, out: &mut Vec<GMove>) {
    out.clear();
    out.reserve(128);
    pseudo_moves(pos, out);
    let legality = Legality::of(pos);
    out.retain(|&m| legality.is_legal(pos, m));
}

/// Whether the side to move has a legal move.
pub fn has_legal_move(pos: &GPos) -> bool {
    // One buffer per thread: this runs at every mate and stalemate test.
    thread_local! {
        static LIST: std::cell::RefCell<Vec<GMove>> = std::cell::RefCell::new(Vec::with_capacity(256));
    }
    LIST.with(|cell| {
        // Re-entered (never in practice): a buffer of its own.
        let mut own = Vec::new();
        let mut shared = cell.try_borrow_mut();
        let list = match shared.as_deref_mut() {
            Ok(list) => list,
            Err(_) => &mut own,
        };
        list.clear();
        pseudo_moves(pos, list);
        let legality = Legality::of(pos);
        list.iter().any(|&m| legality.is_legal(pos, m))
    })
}

/// What the legality test of one position's moves needs once: whether the
/// mover is in check, and where its king stands when a quick test may
/// replace playing the move.
struct Legality {
    in_check: bool,
    /// The mover's king (square, board) when the quick tests apply
    /// ([`quick_tests_apply`]).
    quick_king: Option<(Sq, u8)>,
    /// In check: the squares of the men giving it, on the king's board.
    checkers: u128,
    /// In check: the squares strictly between a checker and the king on
    /// the line joining them, on the king's board.
    between: u128,
}

impl Legality {
    fn of(pos: &GPos) -> Legality {
        let in_check = pos.in_check();
        let quick_king = if quick_tests_apply(pos) {
            pos.king(pos.side)
        } else {
            None
        };
        let (mut checkers, mut between) = (0, 0);
        if let (true, Some((k, kb))) = (in_check, quick_king) {
            (checkers, between) = checks_on(pos, k, kb, !pos.side);
        }
        Legality {
            in_check,
            quick_king,
            checkers,
            between,
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
    fn is_legal(&self, pos: &GPos, m: GMove) -> bool {
        if let Some((k, kb)) = self.quick_king {
            let moves_king = m.from_board == kb && m.from == k;
            if !moves_king {
                if !self.in_check {
                    if quiet_for(m, k, kb) {
                        return true;
                    }
                } else {
                    let bit = |s: Sq| 1u128 << s;
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
                    return king_safe_after(pos, m, k, kb);
                }
            } else if plays_plainly(m) {
                return king_move_safe(pos, m);
            }
        }
        is_legal(pos, m, self.in_check)
    }
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
#[inline]
fn king_safe_after(pos: &GPos, m: GMove, k: Sq, kb: u8) -> bool {
    let them = !pos.side;
    let bit = |s: Sq| 1u128 << s;
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
    !pos.attacked_in(kb, k, them, occupied, men)
}

/// Whether `m`, a move that [`plays_plainly`], checks the enemy king on
/// `k` of board `kb`, where the quick tests apply, judged without playing
/// it: the mover from its arrival square, or a man of the mover on a line
/// the move opens.
pub(crate) fn checks_after(pos: &GPos, m: GMove, k: Sq, kb: u8) -> bool {
    let us = pos.side;
    let bit = |s: Sq| 1u128 << s;
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
    pos.attacked_in(kb, k, us, occupied, men)
}

/// Whether a king's move that [`plays_plainly`] is legal, where the quick
/// tests apply: its arrival square is not attacked on the arrival board,
/// nor on the board it was played on (a move that changes boards is safe
/// on both), judged without playing it.
#[inline]
fn king_move_safe(pos: &GPos, m: GMove) -> bool {
    let them = !pos.side;
    let (x, y, to) = (m.from_board, m.arrival_board, m.to);
    let bit = |s: Sq| 1u128 << s;
    let occupied = pos.occupied(x) & !bit(m.from) & !bit(to);
    let men = pos.men_of(x, them) & !bit(to);
    if pos.attacked_in(x, to, them, occupied, men) {
        return false;
    }
    y == x || !pos.attacked_in(y, to, them, pos.occupied(y), pos.men_of(y, them))
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
        checkers |= 1 << p;
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
/// attack ([`Atom::is_plain`]). Not so with double transfers (they pass
/// through other boards), Duo's zero-square check, or fairy pieces of
/// other movement in the diagram (a hopper's hurdle arrives, a
/// nightrider's line is no queen line). Asked once per position, not per
/// move.
pub(crate) fn quick_tests_apply(pos: &GPos) -> bool {
    let rules = pos.rules;
    !rules.double_transfer
        && rules.check != CheckRule::PlusZeroSquare
        && rules
            .kinds
            .iter()
            .all(|k| k.atoms().iter().all(|a| a.is_plain()))
        && pos.plain()
}
