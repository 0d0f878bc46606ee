//! Pawn moves of the general engine: the chess pawn's found by square sets,
//! the berolina pawn's and those of a chess pawn beside fairy pieces
//! (which it may promote to) step by step.

use super::lines;
use super::moves::{flag, GMove};
use super::position::{file_of, rank_of, sq, GPos, Sq};
use super::sieve::{arrival_count, arrivals, keep_asked, Frame, Sieve};
use crate::types::Color;
use crate::variant::rules::Kind;

/// A pawn's moves: the chess pawn steps straight forward and captures
/// diagonally forward; the berolina pawn (Popeye's) steps diagonally forward
/// and captures straight forward. Both step twice from the double-step rank
/// (the square passed empty), capture e.p. onto the square a double step
/// passed (removing the pawn that made it) and promote to the variant's
/// pieces and, as in Popeye, to the fairy pieces of the diagram.
pub(crate) fn pawn_moves(
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
#[allow(clippy::too_many_arguments)]
pub(crate) fn chess_pawn_moves<S: Sieve, const COUNT: bool>(
    pos: &GPos,
    frame: &Frame,
    x: u8,
    s: Sq,
    show: u8,
    sieve: &mut S,
    out: &mut Vec<GMove>,
    counted: &mut usize,
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
    if COUNT {
        // The moves not asked one by one counted as a set; the rest made.
        let kinds = if promotes { rules.promotions.len() } else { 1 };
        *counted += kinds * arrival_count(pos, frame, x, kept & !asked);
        if kept & asked == 0 && set.count_ones() as usize == n {
            return;
        }
    }
    for &(t, extra) in &found[..n] {
        let plain = extra != flag::EN_PASSANT;
        if plain && kept & lines::bit(t) == 0 {
            continue;
        }
        let ask = !plain || asked & lines::bit(t) != 0;
        if COUNT && !ask {
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
        if ask {
            keep_asked(pos, sieve, out, from);
        }
    }
}

/// The number of moves of the chess pawns on `pawns` of board `x` (of the
/// side to move, no fairy piece in the game) to the squares off `dropped`,
/// by square sets: the step, the double step, the captures to the lower and
/// the higher file, each set of one move a pawn; a promotion counts once
/// for each kind. A pawn that may capture e.p. is left to
/// [`chess_pawn_moves`] (its e.p. capture is asked one by one): `pawns`
/// holds none.
pub(crate) fn count_pawn_moves(
    pos: &GPos,
    frame: &Frame,
    x: u8,
    pawns: u128,
    dropped: u128,
) -> usize {
    let rules = pos.rules;
    let white = pos.side == Color::White;
    let last = if white { rules.ranks - 1 } else { 0 };
    let last_rank = lines::RANK_SETS[last as usize % 10];
    // A pawn on its last rank has no move.
    let pawns = pawns & !last_rank;
    if pawns == 0 {
        return 0;
    }
    let ahead = |set: u128, n: u32| if white { set << n } else { set >> n };
    let free = frame.board & frame.empty[x as usize];
    let one = ahead(pawns, 10) & free;
    let start = rules
        .double_step_rank
        .map(|d| if white { d } else { rules.ranks - 1 - d });
    let two = match start {
        Some(r) => {
            ahead(
                ahead(pawns & lines::RANK_SETS[r as usize % 10], 10) & free,
                10,
            ) & free
        }
        None => 0,
    };
    let enemies = pos.men_of(x, !pos.side);
    let lower = pawns & !lines::FILE_SETS[0];
    let higher = pawns & !lines::FILE_SETS[(rules.files as usize + 9) % 10];
    let (lower, higher) = if white {
        (lower << 9, higher << 11)
    } else {
        (lower >> 11, higher >> 9)
    };
    let sets = [one, two, lower & enemies, higher & enemies].map(|set| set & !dropped);
    let any = sets[0] | sets[1] | sets[2] | sets[3];
    if any == 0 {
        return 0;
    }
    let mut n = 0;
    if any & last_rank == 0 {
        for set in sets {
            n += arrival_count(pos, frame, x, set);
        }
    } else {
        // A promotion counts once for each kind.
        let kinds = rules.promotions.len();
        for set in sets {
            n += arrival_count(pos, frame, x, set & !last_rank)
                + kinds * arrival_count(pos, frame, x, set & last_rank);
        }
    }
    n
}

/// The squares of the chess pawns of the side to move that may capture
/// e.p. on board `x` (a superset: the squares beside the double-stepped
/// pawn's passed square, a rank behind it).
pub(crate) fn en_passant_capturers(pos: &GPos, x: u8) -> u128 {
    match pos.ep {
        Some((t, b)) if b == x && pos.rules.en_passant => {
            if pos.side == Color::White {
                lines::bit(t.wrapping_sub(9)) | lines::bit(t.wrapping_sub(11))
            } else {
                lines::bit(t.wrapping_add(9)) | lines::bit(t.wrapping_add(11))
            }
        }
        _ => 0,
    }
}
