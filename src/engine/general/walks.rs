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
    let (f, r) = (file_of(s) as i8, rank_of(s) as i8);
    let on = |x: i8, y: i8| pos.on_board(x, y).then(|| sq(x as u8, y as u8));
    match atom {
        Atom::LeapRide(a, b) => {
            for (dx, dy) in leap_offsets(a, b) {
                let (mut x, mut y) = (f + dx, r + dy);
                while let Some(t) = on(x, y) {
                    if emit(t) {
                        return true;
                    }
                    if occupied(t) {
                        break;
                    }
                    x += dx;
                    y += dy;
                }
            }
        }
        Atom::Hop(a, b) | Atom::Cannon(a, b) | Atom::Lion(a, b) => {
            for (dx, dy) in leap_offsets(a, b) {
                // The squares before the first man met (the hurdle).
                let (mut x, mut y) = (f + dx, r + dy);
                let hurdle = loop {
                    match on(x, y) {
                        None => break None,
                        Some(t) if occupied(t) => break Some(t),
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
                while let Some(t) = on(x, y) {
                    let full = occupied(t);
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
        }
        Atom::Lame { diagonal_first } => {
            for (dx, dy) in leap_offsets(1, 2) {
                // The first step: along the long leg (mao), or one square
                // diagonally towards the target (moa).
                let (sx, sy) = match (diagonal_first, dx.abs() == 2) {
                    (false, true) => (dx.signum(), 0),
                    (false, false) => (0, dy.signum()),
                    (true, _) => (dx.signum(), dy.signum()),
                };
                if let (Some(via), Some(t)) = (on(f + sx, r + sy), on(f + dx, r + dy)) {
                    if !occupied(via) && emit(t) {
                        return true;
                    }
                }
            }
        }
        Atom::Rose => {
            for start in 0..8 {
                for sense in [1usize, 7] {
                    let (mut x, mut y, mut i) = (f, r, start);
                    loop {
                        let (dx, dy) = KNIGHT_CIRCLE[i % 8];
                        i += sense;
                        x += dx;
                        y += dy;
                        let Some(t) = on(x, y) else { break };
                        if t == s {
                            break;
                        }
                        if emit(t) {
                            return true;
                        }
                        if occupied(t) {
                            break;
                        }
                    }
                }
            }
        }
        Atom::FarHop(a, b, n) => {
            for (dx, dy) in leap_offsets(a, b) {
                // The first man met (the hurdle).
                let (mut x, mut y) = (f + dx, r + dy);
                let mut hurdle = false;
                while let Some(t) = on(x, y) {
                    x += dx;
                    y += dy;
                    if occupied(t) {
                        hurdle = true;
                        break;
                    }
                }
                if !hurdle {
                    continue;
                }
                // `n` steps beyond it, the squares between empty.
                let mut left = n;
                while let Some(t) = on(x, y) {
                    left -= 1;
                    if left == 0 {
                        if emit(t) {
                            return true;
                        }
                        break;
                    }
                    if occupied(t) {
                        break;
                    }
                    x += dx;
                    y += dy;
                }
            }
        }
        Atom::LeapHop(a, b) | Atom::LeapCannon(a, b) => {
            let cannon = matches!(atom, Atom::LeapCannon(..));
            for (dx, dy) in leap_offsets(a, b) {
                let Some(near) = on(f + dx, r + dy) else {
                    continue;
                };
                if !occupied(near) {
                    // The kao's move; the leaper-hopper has no hurdle.
                    if cannon && emit(near) {
                        return true;
                    }
                    continue;
                }
                // Over the man on `near`: the hopper moves or captures,
                // the kao only captures.
                if let Some(t) = on(f + 2 * dx, r + 2 * dy) {
                    if (!cannon || occupied(t)) && emit(t) {
                        return true;
                    }
                }
            }
        }
        Atom::Leap(..) | Atom::Ride(..) | Atom::Hero(..) => {}
    }
    false
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
