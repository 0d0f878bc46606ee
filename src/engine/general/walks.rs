//! The walks of the fairy atoms ([`Atom::LeapRide`], [`Atom::Hop`],
//! [`Atom::Cannon`], [`Atom::Lion`], [`Atom::Lame`], [`Atom::Rose`],
//! [`Atom::FarHop`], [`Atom::LeapHop`], [`Atom::LeapCannon`]): the
//! squares a man reaches on its own board, as Popeye 4.104 generates them
//! (`pieces/walks/`). The same walk serves move generation (the board's
//! men as they stand) and attack detection (the attacked square counted as
//! occupied, as if a man stood there), so that what a man attacks is what
//! it could capture.

use super::position::{file_of, rank_of, sq, GPos, Sq};
use crate::kinds::{leap_offsets, Atom, KNIGHT_CIRCLE};

/// Calls `emit(t)` for every square `t` a man on `s` reaches by the fairy
/// atom `atom`, `occupied(t)` telling which squares hold a man; stops and
/// returns true as soon as `emit` does. An empty `t` is a move there, an
/// occupied one a capture (the caller refuses the mover's own men). A
/// square may be emitted twice (the rose reaches some by two circles).
/// Plain atoms ([`Atom::is_plain`]) are not walked here.
pub(super) fn walk(
    pos: &GPos,
    s: Sq,
    atom: Atom,
    occupied: impl Fn(Sq) -> bool,
    mut emit: impl FnMut(Sq) -> bool,
) -> bool {
    let walk = Walk {
        pos,
        s,
        f: file_of(s) as i8,
        r: rank_of(s) as i8,
        occupied,
    };
    match atom {
        Atom::LeapRide(a, b) => walk.leap_ride((a, b), &mut emit),
        Atom::Hop(a, b) | Atom::Cannon(a, b) | Atom::Lion(a, b) => {
            walk.hop(atom, (a, b), &mut emit)
        }
        Atom::Lame { diagonal_first } => walk.lame(diagonal_first, &mut emit),
        Atom::Rose => walk.rose(&mut emit),
        Atom::FarHop(a, b, n) => walk.far_hop((a, b), n, &mut emit),
        Atom::LeapHop(a, b) | Atom::LeapCannon(a, b) => {
            walk.leap_hop((a, b), matches!(atom, Atom::LeapCannon(..)), &mut emit)
        }
        Atom::Leap(..) | Atom::Ride(..) | Atom::Hero(..) => false,
    }
}

/// A walk from the square `s` (file `f`, rank `r`) of `pos`, `occupied`
/// telling which squares hold a man.
struct Walk<'a, O> {
    pos: &'a GPos,
    s: Sq,
    f: i8,
    r: i8,
    occupied: O,
}

impl<O: Fn(Sq) -> bool> Walk<'_, O> {
    /// The square at file `x`, rank `y`, if it is on the board.
    #[inline(always)]
    fn on(&self, x: i8, y: i8) -> Option<Sq> {
        self.pos.on_board(x, y).then(|| sq(x as u8, y as u8))
    }

    /// Whether a man stands on `t`.
    #[inline(always)]
    fn full(&self, t: Sq) -> bool {
        (self.occupied)(t)
    }

    /// The (`a`, `b`) rider's walk: lines of leaps to the first man met.
    #[inline(always)]
    fn leap_ride(&self, (a, b): (i8, i8), emit: &mut impl FnMut(Sq) -> bool) -> bool {
        for (dx, dy) in leap_offsets(a, b) {
            let (mut x, mut y) = (self.f + dx, self.r + dy);
            while let Some(t) = self.on(x, y) {
                if emit(t) {
                    return true;
                }
                if self.full(t) {
                    break;
                }
                x += dx;
                y += dy;
            }
        }
        false
    }

    /// The hopper's, cannon's and lion's walks along the (`a`, `b`) lines:
    /// over the first man met (the hurdle) to the square beyond (the hopper),
    /// or any square beyond it (the lion; the cannon only captures there and
    /// moves before it).
    #[inline(always)]
    fn hop(&self, atom: Atom, (a, b): (i8, i8), emit: &mut impl FnMut(Sq) -> bool) -> bool {
        for (dx, dy) in leap_offsets(a, b) {
            // The squares before the first man met (the hurdle).
            let (mut x, mut y) = (self.f + dx, self.r + dy);
            let hurdle = loop {
                match self.on(x, y) {
                    None => break None,
                    Some(t) if self.full(t) => break Some(t),
                    Some(t) => {
                        if matches!(atom, Atom::Cannon(..)) && emit(t) {
                            return true;
                        }
                    }
                }
                x += dx;
                y += dy;
            };
            if hurdle.is_none() {
                continue;
            }
            // Beyond the hurdle.
            x += dx;
            y += dy;
            while let Some(t) = self.on(x, y) {
                let full = self.full(t);
                // A cannon only captures beyond its screen.
                let reached = full || !matches!(atom, Atom::Cannon(..));
                if reached && emit(t) {
                    return true;
                }
                if full || matches!(atom, Atom::Hop(..)) {
                    break;
                }
                x += dx;
                y += dy;
            }
        }
        false
    }

    /// The mao's and moa's walks: a knight's leap in two steps, the first
    /// square empty.
    #[inline(always)]
    fn lame(&self, diagonal_first: bool, emit: &mut impl FnMut(Sq) -> bool) -> bool {
        let (f, r) = (self.f, self.r);
        for (dx, dy) in leap_offsets(1, 2) {
            // The first step: along the long leg (mao), or one square
            // diagonally towards the target (moa).
            let (sx, sy) = match (diagonal_first, dx.abs() == 2) {
                (false, true) => (dx.signum(), 0),
                (false, false) => (0, dy.signum()),
                (true, _) => (dx.signum(), dy.signum()),
            };
            if let (Some(via), Some(t)) = (self.on(f + sx, r + sy), self.on(f + dx, r + dy)) {
                if !self.full(via) && emit(t) {
                    return true;
                }
            }
        }
        false
    }

    /// The rose's walk: knight's leaps around a circle, both ways from each
    /// start, to the first man met or back home.
    #[inline(always)]
    fn rose(&self, emit: &mut impl FnMut(Sq) -> bool) -> bool {
        for start in 0..8 {
            for sense in [1usize, 7] {
                let (mut x, mut y, mut i) = (self.f, self.r, start);
                loop {
                    let (dx, dy) = KNIGHT_CIRCLE[i % 8];
                    i += sense;
                    x += dx;
                    y += dy;
                    let Some(t) = self.on(x, y) else { break };
                    if t == self.s {
                        break;
                    }
                    if emit(t) {
                        return true;
                    }
                    if self.full(t) {
                        break;
                    }
                }
            }
        }
        false
    }

    /// The far hopper's walk: over the first man met on an (`a`, `b`) line,
    /// to the square `n` steps beyond it, the squares between empty.
    #[inline(always)]
    fn far_hop(&self, (a, b): (i8, i8), n: u8, emit: &mut impl FnMut(Sq) -> bool) -> bool {
        for (dx, dy) in leap_offsets(a, b) {
            // The first man met (the hurdle).
            let (mut x, mut y) = (self.f + dx, self.r + dy);
            let mut hurdle = false;
            while let Some(t) = self.on(x, y) {
                x += dx;
                y += dy;
                if self.full(t) {
                    hurdle = true;
                    break;
                }
            }
            if !hurdle {
                continue;
            }
            // `n` steps beyond it, the squares between empty.
            let mut left = n;
            while let Some(t) = self.on(x, y) {
                left -= 1;
                if left == 0 {
                    if emit(t) {
                        return true;
                    }
                    break;
                }
                if self.full(t) {
                    break;
                }
                x += dx;
                y += dy;
            }
        }
        false
    }

    /// The leaper-hopper's walk (over a man an (`a`, `b`) leap away, to the
    /// square as far beyond), or the kao's (`cannon`: it moves by the leap and
    /// captures over a man).
    #[inline(always)]
    fn leap_hop(&self, (a, b): (i8, i8), cannon: bool, emit: &mut impl FnMut(Sq) -> bool) -> bool {
        let (f, r) = (self.f, self.r);
        for (dx, dy) in leap_offsets(a, b) {
            let Some(near) = self.on(f + dx, r + dy) else {
                continue;
            };
            if !self.full(near) {
                // The kao's move; the leaper-hopper has no hurdle.
                if cannon && emit(near) {
                    return true;
                }
                continue;
            }
            // Over the man on `near`: the hopper moves or captures, the kao
            // only captures.
            if let Some(t) = self.on(f + 2 * dx, r + 2 * dy) {
                if (!cannon || self.full(t)) && emit(t) {
                    return true;
                }
            }
        }
        false
    }
}

/// Whether a man on `p` of board `b` moving by the fairy atom `atom` could
/// capture a man on `s` there (`s` counted as occupied, whatever stands on
/// it).
pub(super) fn captures_on(pos: &GPos, b: u8, p: Sq, atom: Atom, s: Sq) -> bool {
    walk(
        pos,
        p,
        atom,
        |t| t == s || !pos.at(b, t).is_empty(),
        |t| t == s,
    )
}
