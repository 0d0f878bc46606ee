//! Where a man of the general engine reaches, by the movement atoms of its
//! kind: the squares it moves to or captures on ([`any_target`], shared
//! with move generation), a square attacked, a king in check.

use super::lines;
use super::position::{file_of, rank_of, sq, Cell, GPos, Sq};
use super::walks::{captures_on, walk};
use crate::types::Color;
use crate::variant::rules::{leap_offsets, leap_offsets_all, Atom, CheckRule, Dir, Kind};

/// Call `pred` on every square a `kind` standing on `s` of board `b`
/// reaches (moving or capturing: the first occupied square of a line ends
/// it), each square once; stop and return true as soon as `pred` does.
/// An empty square is a move there, an occupied one a capture. Plain
/// movement ([`Atom::is_plain`]) is symmetric, so the same call finds the
/// attackers of `s` of a plain kind; fairy atoms are walked by
/// `walks::walk`.
pub fn any_target(pos: &GPos, b: u8, s: Sq, kind: Kind, mut pred: impl FnMut(Sq) -> bool) -> bool {
    let (f, r) = (file_of(s) as i8, rank_of(s) as i8);
    // The squares a fairy atom has reached (a rose reaches some twice, and
    // a compound of atoms may reach one by two).
    let mut seen = 0u128;
    for atom in kind.atoms() {
        match *atom {
            atom @ (Atom::LeapRide(..)
            | Atom::Hop(..)
            | Atom::Cannon(..)
            | Atom::Lion(..)
            | Atom::Lame { .. }
            | Atom::Rose
            | Atom::FarHop(..)
            | Atom::LeapHop(..)
            | Atom::LeapCannon(..)) => {
                let occupied = |t: Sq| !pos.at(b, t).is_empty();
                let found = walk(pos, s, atom, occupied, |t| {
                    let new = seen & lines::bit(t) == 0;
                    seen |= lines::bit(t);
                    new && pred(t)
                });
                if found {
                    return true;
                }
            }
            Atom::Leap(x, y) => {
                for (dx, dy) in leap_offsets(x, y) {
                    if pos.on_board(f + dx, r + dy) && pred(sq((f + dx) as u8, (r + dy) as u8)) {
                        return true;
                    }
                }
            }
            Atom::Ride(dir, limit) => {
                for &(dx, dy) in dir.steps() {
                    let (mut x, mut y, mut n) = (f + dx, r + dy, 1u8);
                    while pos.on_board(x, y) && (limit == 0 || n <= limit) {
                        let t = sq(x as u8, y as u8);
                        if pred(t) {
                            return true;
                        }
                        if !pos.at(b, t).is_empty() {
                            break;
                        }
                        x += dx;
                        y += dy;
                        n += 1;
                    }
                }
            }
            Atom::Hero(dir) => {
                for &(dx, dy) in dir.steps() {
                    for n in 1..=3i8 {
                        let (x, y) = (f + n * dx, r + n * dy);
                        if !pos.on_board(x, y) {
                            break;
                        }
                        if n == 3 {
                            // Step then leap (first landing on s+d) or leap
                            // then step (first landing on s+2d).
                            let near = pos.cell_at(b, f + dx, r + dy).is_empty();
                            let far = pos.cell_at(b, f + 2 * dx, r + 2 * dy).is_empty();
                            if !near && !far {
                                break;
                            }
                        }
                        if pred(sq(x as u8, y as u8)) {
                            return true;
                        }
                    }
                }
            }
        }
    }
    false
}

/// Attacks and check: a square attacked on its own board, a king in check
/// by the rules' check definition.
impl GPos {
    /// Whether the square `s` of board `b` is attacked by a piece of `by`
    /// standing on `b` (only `b`'s pieces block and attack); in Directed
    /// Alice also by a double transfer from another board.
    pub fn attacked(&self, b: u8, s: Sq, by: Color) -> bool {
        self.attacked_in(b, s, by, self.occupied(b), self.men_of(b, by))
            || (self.rules.double_transfer && self.reached_by_double_transfer(b, s, by))
    }

    /// Whether the square `s` of board `b` is attacked on that board by a
    /// man of `by` standing on a square of `men` (whose cells hold them),
    /// the lines blocked by the squares of `occupied`: the attacks of the
    /// position as it stands, or after a move not yet played (its mover
    /// and its victim taken out, its arrival added). Double transfers are
    /// not looked at, and fairy atoms look at the board as it stands.
    ///
    /// Few men: each is asked whether it reaches `s`. Many: only the kinds
    /// of the rules are looked for; the riders' lines are walked once per
    /// direction (the first man met attacks if it rides that way far
    /// enough), leapers by their square sets.
    pub(crate) fn attacked_in(&self, b: u8, s: Sq, by: Color, occupied: u128, men: u128) -> bool {
        if self.pawn_attacks(b, s, by, men) {
            return true;
        }
        // Few men: ask each whether it reaches `s` (problems are sparse).
        if men.count_ones() <= 6 || self.fairy != 0 {
            let mut rest = men;
            while rest != 0 {
                let p = rest.trailing_zeros() as Sq;
                rest &= rest - 1;
                let c = self.at(b, p);
                if !c.kind().is_pawn() && self.reaches_through(occupied, b, p, c.kind(), s) {
                    return true;
                }
            }
            return false;
        }
        if self.leap_attacks(b, s, by, occupied, men) {
            return true;
        }
        // The lines: the nearest man of the board on each, if it is one of
        // `by` that reaches `s` (a ride, or a leap to a neighbour).
        (0..8).any(|d| {
            let on_ray = lines::RAYS[d][s as usize] & occupied;
            on_ray != 0 && self.nearest_attacks(b, s, lines::nearest(d, on_ray), occupied, men)
        })
    }

    /// Whether a pawn of `by` on a square of `men` attacks `s` of board
    /// `b`: a pawn diagonally forward, a berolina pawn straight forward.
    #[inline(always)]
    fn pawn_attacks(&self, b: u8, s: Sq, by: Color, men: u128) -> bool {
        let (f, r) = (file_of(s) as i8, rank_of(s) as i8);
        let has = |f: i8, r: i8, c: Cell| {
            self.on_board(f, r)
                && men & lines::bit(sq(f as u8, r as u8)) != 0
                && self.cell_at(b, f, r) == c
        };
        let back = if by == Color::White { -1 } else { 1 };
        let pawn = Cell::new(by, Kind::Pawn);
        if has(f - 1, r + back, pawn) || has(f + 1, r + back, pawn) {
            return true;
        }
        self.fairy != 0 && has(f, r + back, Cell::new(by, Kind::BerolinaPawn))
    }

    /// [`GPos::attacked_in`] with many men and no fairy piece: whether a
    /// man of `by` attacks `s` of board `b` by a leap past a line's
    /// nearest man, or by the Hero's moves. Only the kinds of the rules
    /// are looked for.
    fn leap_attacks(&self, b: u8, s: Sq, by: Color, occupied: u128, men: u128) -> bool {
        let (f, r) = (file_of(s) as i8, rank_of(s) as i8);
        let rules = self.rules;
        if rules.jumps & 0x80 != 0 {
            // A leap without a table: each kind's leaps looked at.
            let has = |f: i8, r: i8, c: Cell| {
                self.on_board(f, r)
                    && men & lines::bit(sq(f as u8, r as u8)) != 0
                    && self.cell_at(b, f, r) == c
            };
            for kind in rules.piece_kinds() {
                let enemy = Cell::new(by, kind);
                for atom in kind.atoms() {
                    if let Atom::Leap(x, y) = *atom {
                        if leap_offsets_all(x, y)
                            .into_iter()
                            .any(|(dx, dy)| has(f + dx, r + dy, enemy))
                        {
                            return true;
                        }
                    }
                }
            }
        } else {
            // The leaps past a line's nearest man: the men of `by` a leap
            // away, each asked whether it leaps so.
            let mut jumps = rules.jumps;
            while jumps != 0 {
                let i = jumps.trailing_zeros() as usize;
                jumps &= jumps - 1;
                let mut near = lines::leap_set_of(i, s) & men;
                while near != 0 {
                    let p = near.trailing_zeros() as Sq;
                    near &= near - 1;
                    let kind = self.at(b, p).kind();
                    if lines::REACH[kind as usize][lines::delta_index(p, s)] == lines::LEAP {
                        return true;
                    }
                }
            }
        }
        // The Hero's moves: each man up to three steps away on a line asked
        // once, whatever its kind.
        if rules.hero {
            let mut near =
                (lines::NEAR_LINES[0][s as usize] | lines::NEAR_LINES[1][s as usize]) & men;
            while near != 0 {
                let p = near.trailing_zeros() as Sq;
                near &= near - 1;
                let kind = self.at(b, p).kind();
                if !kind.is_pawn() && self.reaches_through(occupied, b, p, kind, s) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether the man on `p`, the nearest to `s` on a line of board `b`
    /// (the lines blocked by `occupied`), stands on a square of `men` and
    /// reaches `s` (a ride, or a leap to a neighbour).
    #[inline(always)]
    fn nearest_attacks(&self, b: u8, s: Sq, p: Sq, occupied: u128, men: u128) -> bool {
        if men & lines::bit(p) == 0 {
            return false;
        }
        let kind = self.at(b, p).kind();
        match lines::REACH[kind as usize][lines::delta_index(p, s)] {
            lines::NONE => false,
            lines::ASK => self.reaches_through(occupied, b, p, kind, s),
            _ => true,
        }
    }

    /// Whether the king on `k` of board `kb` is attacked there by a man of
    /// `by` (as [`GPos::attacked_in`] of the board as it stands), and the
    /// squares whose emptying alone opens a line to it from a man of `by`
    /// riding that way as far (`legality::screens`; 0 when attacked), the
    /// lines from the king walked once for both. With many men of `by` on
    /// `kb` (more than 6), no fairy piece and no Hero.
    pub(crate) fn check_and_screens(&self, k: Sq, kb: u8, by: Color) -> (bool, u128) {
        let occupied = self.occupied(kb);
        let men = self.men_of(kb, by);
        debug_assert!(men.count_ones() > 6 && self.fairy == 0 && !self.rules.hero);
        let mut exposing = 0u128;
        for d in 0..8 {
            let on_ray = lines::RAYS[d][k as usize] & occupied;
            if on_ray == 0 {
                continue;
            }
            let near = lines::nearest(d, on_ray);
            if self.nearest_attacks(kb, k, near, occupied, men) {
                return (true, 0);
            }
            let beyond = on_ray & lines::RAYS[d][near as usize];
            if beyond == 0 {
                continue;
            }
            let p = lines::nearest(d, beyond);
            if men & lines::bit(p) == 0 {
                continue;
            }
            let n = (file_of(p) as i8 - file_of(k) as i8)
                .abs()
                .max((rank_of(p) as i8 - rank_of(k) as i8).abs()) as u8;
            if rides_to(self.at(kb, p).kind(), lines::family(d), n) {
                exposing |= lines::bit(near);
            }
        }
        if self.pawn_attacks(kb, k, by, men) || self.leap_attacks(kb, k, by, occupied, men) {
            return (true, 0);
        }
        (false, exposing)
    }

    /// Whether the nearest man to `s` in direction `d` on board `b` (the
    /// lines blocked by `occupied`) stands on a square of `men` and rides
    /// that way as far.
    #[inline]
    fn ray_attacks(&self, b: u8, s: Sq, d: usize, occupied: u128, men: u128) -> bool {
        let on_ray = lines::RAYS[d][s as usize] & occupied;
        if on_ray == 0 {
            return false;
        }
        let p = lines::nearest(d, on_ray);
        if men & lines::bit(p) == 0 {
            return false;
        }
        let n = (file_of(p) as i8 - file_of(s) as i8)
            .abs()
            .max((rank_of(p) as i8 - rank_of(s) as i8).abs()) as u8;
        rides_to(self.at(b, p).kind(), lines::family(d), n)
    }

    /// Whether emptying the square `e` of board `b` opens a line from a
    /// man of `by` (standing on a square of `men`) to `s` there, the lines
    /// blocked by `occupied` (the board after the move): the nearest man
    /// beyond `s` in the direction of `e` rides that way as far. With
    /// plain kinds but the Hero, these are the only attacks a move that
    /// empties `e` can make where there was none.
    #[inline]
    pub(crate) fn line_opened(&self, b: u8, s: Sq, e: Sq, occupied: u128, men: u128) -> bool {
        let d = lines::LINE_DIR[lines::delta_index(s, e)] as usize;
        d < 8 && self.ray_attacks(b, s, d, occupied, men)
    }

    /// Whether a `kind` on `p` of board `b` reaches `s` there (moving or
    /// capturing; the same movement as [`any_target`]); a fairy atom is
    /// asked whether it could capture a man on `s`.
    #[inline]
    pub(crate) fn reaches(&self, b: u8, p: Sq, kind: Kind, s: Sq) -> bool {
        self.reaches_through(self.occupied(b), b, p, kind, s)
    }

    /// As [`GPos::reaches`], with the plain atoms' lines blocked by the
    /// squares of `occupied` (board `b` after a move not yet played); a
    /// fairy atom looks at the board as it stands.
    #[inline]
    pub(crate) fn reaches_through(&self, occupied: u128, b: u8, p: Sq, kind: Kind, s: Sq) -> bool {
        let i = lines::delta_index(p, s);
        match lines::REACH[kind as usize][i] {
            lines::NONE => false,
            lines::LEAP => true,
            lines::RIDE => lines::between(p, s, lines::LINE_DIR[i]) & occupied == 0,
            lines::HERO3 => {
                // Step then leap, or leap then step: one of the two squares
                // between is empty.
                let between = lines::between(p, s, lines::LINE_DIR[i]);
                between & occupied != between
            }
            _ => self.reaches_by_walk(b, p, kind, s),
        }
    }

    /// [`GPos::reaches`] for a kind with a fairy atom: each atom asked.
    fn reaches_by_walk(&self, b: u8, p: Sq, kind: Kind, s: Sq) -> bool {
        let (df, dr) = (
            file_of(s) as i8 - file_of(p) as i8,
            rank_of(s) as i8 - rank_of(p) as i8,
        );
        let (af, ar) = (df.abs(), dr.abs());
        let n = af.max(ar);
        let family = if df == 0 || dr == 0 {
            Some(Dir::Orthogonal)
        } else if af == ar {
            Some(Dir::Diagonal)
        } else {
            None
        };
        // The square `i` steps from `p` towards `s` along the line.
        let between = |i: i8| {
            sq(
                (file_of(p) as i8 + i * df.signum()) as u8,
                (rank_of(p) as i8 + i * dr.signum()) as u8,
            )
        };
        kind.atoms().iter().any(|atom| match *atom {
            Atom::Leap(x, y) => (af == x && ar == y) || (af == y && ar == x),
            Atom::Ride(dir, limit) => {
                family == Some(dir)
                    && (limit == 0 || n <= limit as i8)
                    && (1..n).all(|i| self.at(b, between(i)).is_empty())
            }
            Atom::Hero(dir) => {
                family == Some(dir)
                    && match n {
                        1 | 2 => true,
                        3 => self.at(b, between(1)).is_empty() || self.at(b, between(2)).is_empty(),
                        _ => false,
                    }
            }
            fairy => captures_on(self, b, p, fairy, s),
        })
    }

    /// Whether a man of `by` on another board could capture on `s` of board
    /// `b` by a double transfer (Directed Alice): its first leg on its own
    /// board `x` to an intermediate square empty on `x` and on `b`, the
    /// transfer to `b`, the second leg ending on `s`, and some arrival board
    /// other than `b` where `s` is empty.
    fn reached_by_double_transfer(&self, b: u8, s: Sq, by: Color) -> bool {
        let boards = self.rules.boards;
        if !(0..boards).any(|z| z != b && self.at(z, s).is_empty()) {
            return false;
        }
        // The men of `by` three steps away on a line, on the other boards.
        for x in (0..boards).filter(|&x| x != b) {
            let mut near = lines::AT_THREE[s as usize] & self.men_of(x, by);
            while near != 0 {
                let origin = near.trailing_zeros() as Sq;
                near &= near - 1;
                let d = lines::LINE_DIR[lines::delta_index(origin, s)];
                let dir = lines::family(d as usize);
                let heroic = self.at(x, origin).kind().atoms().contains(&Atom::Hero(dir));
                if !heroic {
                    continue;
                }
                // Its first leg ends one or two steps along, on a square
                // empty on its board and on `b`.
                let between = lines::between(origin, s, d);
                if between & !self.occupied(x) & !self.occupied(b) != 0 {
                    return true;
                }
            }
        }
        false
    }

    /// Whether the king of `color` is in check by the rules' check
    /// definition (false when it has no king).
    pub fn king_in_check(&self, color: Color) -> bool {
        let Some((s, b)) = self.king(color) else {
            return false;
        };
        if self.attacked(b, s, !color) {
            return true;
        }
        if self.rules.check == CheckRule::PlusZeroSquare {
            for other in 0..self.rules.boards {
                if other != b && self.at(other, s).is(!color) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.king_in_check(self.side)
    }
}

/// Whether `kind` rides along the lines of `dir` at least `n` squares.
#[inline]
pub(crate) fn rides_to(kind: Kind, dir: Dir, n: u8) -> bool {
    kind.atoms()
        .iter()
        .any(|a| matches!(*a, Atom::Ride(d, limit) if d == dir && (limit == 0 || n <= limit)))
}
