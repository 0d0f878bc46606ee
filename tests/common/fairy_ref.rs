//! The fairy pieces' moves for the reference generator, written from the
//! table of `docs/variants.md` ("Fairy pieces") and Popeye's definitions,
//! independently of `src/engine/general/walks.rs`: each piece's
//! destinations on its own board, walked square by square.

use alice::engine::general::Kind;

/// A fairy kind in the reference's map of men: one char a kind, beyond the
/// letters of the family's men.
pub fn char_of(kind: Kind) -> char {
    char::from_u32(0x100 + kind as u32).expect("a char")
}

/// The fairy kind of a reference char, if it is one.
pub fn kind_of(c: char) -> Option<Kind> {
    let i = (c as u32).checked_sub(0x100)? as usize;
    Kind::ALL.get(i).copied().filter(|k| k.is_fairy())
}

/// The 8 (or 4) vectors of an (a, b) leap.
fn vectors(a: i32, b: i32) -> Vec<(i32, i32)> {
    let mut v = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            if !v.contains(&(sx * x, sy * y)) {
                v.push((sx * x, sy * y));
            }
        }
    }
    v
}

/// How a fairy kind moves: leaps, rides, hops, cannon (Chinese), lion,
/// lame knight (mao, moa), rose; by Popeye's code.
struct Walk {
    leaps: &'static [(i32, i32)],
    rides: &'static [(i32, i32)],
    hops: &'static [(i32, i32)],
    cannons: &'static [(i32, i32)],
    lions: &'static [(i32, i32)],
    lame: Option<bool>,
    rose: bool,
    /// Grasshopper-n: over the first man met to the `n`th square beyond,
    /// the squares between empty.
    far_hops: &'static [(i32, i32, usize)],
    /// Leaper-hoppers: over the man one leap away to one leap beyond.
    leap_hops: &'static [(i32, i32)],
    /// Chinese leapers (the kao): a leap to an empty square, or over the
    /// man one leap away capturing one leap beyond.
    kaos: &'static [(i32, i32)],
}

const NONE: Walk = Walk {
    leaps: &[],
    rides: &[],
    hops: &[],
    cannons: &[],
    lions: &[],
    lame: None,
    rose: false,
    far_hops: &[],
    leap_hops: &[],
    kaos: &[],
};

fn walk(code: &str) -> Walk {
    const Q: &[(i32, i32)] = &[(0, 1), (1, 1)];
    match code {
        "CA" => Walk {
            leaps: &[(1, 3)],
            ..NONE
        },
        "Z" => Walk {
            leaps: &[(2, 3)],
            ..NONE
        },
        "GI" => Walk {
            leaps: &[(1, 4)],
            ..NONE
        },
        "AN" => Walk {
            leaps: &[(3, 4)],
            ..NONE
        },
        "BU" => Walk {
            leaps: &[(0, 5), (3, 4)],
            ..NONE
        },
        "AL" => Walk {
            leaps: &[(2, 2)],
            ..NONE
        },
        "DA" => Walk {
            leaps: &[(0, 2)],
            ..NONE
        },
        "WE" => Walk {
            leaps: &[(0, 1)],
            ..NONE
        },
        "FE" => Walk {
            leaps: &[(1, 1)],
            ..NONE
        },
        "GN" => Walk {
            leaps: &[(1, 2), (1, 3)],
            ..NONE
        },
        "SQ" => Walk {
            leaps: &[(0, 2), (1, 2), (2, 2)],
            ..NONE
        },
        "N" => Walk {
            rides: &[(1, 2)],
            ..NONE
        },
        "CR" => Walk {
            rides: &[(1, 3)],
            ..NONE
        },
        "ZR" => Walk {
            rides: &[(2, 3)],
            ..NONE
        },
        "GR" => Walk {
            rides: &[(1, 2), (1, 3)],
            ..NONE
        },
        "AM" => Walk {
            leaps: &[(1, 2)],
            rides: Q,
            ..NONE
        },
        "EM" => Walk {
            leaps: &[(1, 2)],
            rides: &[(0, 1)],
            ..NONE
        },
        "PR" => Walk {
            leaps: &[(1, 2)],
            rides: &[(1, 1)],
            ..NONE
        },
        "G" => Walk { hops: Q, ..NONE },
        "RH" => Walk {
            hops: &[(0, 1)],
            ..NONE
        },
        "BH" => Walk {
            hops: &[(1, 1)],
            ..NONE
        },
        "NH" => Walk {
            hops: &[(1, 2)],
            ..NONE
        },
        "LE" => Walk { cannons: Q, ..NONE },
        "PA" => Walk {
            cannons: &[(0, 1)],
            ..NONE
        },
        "VA" => Walk {
            cannons: &[(1, 1)],
            ..NONE
        },
        "LI" => Walk { lions: Q, ..NONE },
        "RL" => Walk {
            lions: &[(0, 1)],
            ..NONE
        },
        "BL" => Walk {
            lions: &[(1, 1)],
            ..NONE
        },
        "MA" => Walk {
            lame: Some(false),
            ..NONE
        },
        "MO" => Walk {
            lame: Some(true),
            ..NONE
        },
        "RO" => Walk { rose: true, ..NONE },
        "RF" => Walk {
            leaps: &[(1, 7), (5, 5)],
            ..NONE
        },
        "EK" => Walk { leaps: Q, ..NONE },
        "OK" => Walk {
            leaps: &[(1, 2), (2, 3)],
            ..NONE
        },
        "BI" => Walk {
            leaps: &[(2, 3), (1, 3)],
            ..NONE
        },
        "ZE" => Walk {
            leaps: &[(1, 3), (1, 4)],
            ..NONE
        },
        "15" => Walk {
            leaps: &[(1, 5)],
            ..NONE
        },
        "16" => Walk {
            leaps: &[(1, 6)],
            ..NONE
        },
        "24" => Walk {
            leaps: &[(2, 4)],
            ..NONE
        },
        "25" => Walk {
            leaps: &[(2, 5)],
            ..NONE
        },
        "35" => Walk {
            leaps: &[(3, 5)],
            ..NONE
        },
        "36" => Walk {
            leaps: &[(3, 6)],
            ..NONE
        },
        "37" => Walk {
            leaps: &[(3, 7)],
            ..NONE
        },
        "WA" => Walk {
            rides: &[(1, 2), (0, 1)],
            ..NONE
        },
        "WR" => Walk {
            rides: &[(0, 1)],
            ..NONE
        },
        "FR" => Walk {
            rides: &[(1, 1)],
            ..NONE
        },
        "ET" => Walk {
            rides: &[(0, 1), (1, 1), (1, 2)],
            ..NONE
        },
        "CH" => Walk {
            hops: &[(1, 3)],
            ..NONE
        },
        "ZH" => Walk {
            hops: &[(2, 3)],
            ..NONE
        },
        "GH" => Walk {
            hops: &[(1, 3), (1, 2)],
            ..NONE
        },
        "G2" => Walk {
            far_hops: &[(0, 1, 2), (1, 1, 2)],
            ..NONE
        },
        "G3" => Walk {
            far_hops: &[(0, 1, 3), (1, 1, 3)],
            ..NONE
        },
        "KH" => Walk {
            leap_hops: Q,
            ..NONE
        },
        "KP" => Walk {
            leap_hops: &[(1, 2)],
            ..NONE
        },
        "NA" => Walk {
            cannons: &[(1, 2)],
            ..NONE
        },
        "KO" => Walk {
            kaos: &[(1, 2)],
            ..NONE
        },
        "NL" => Walk {
            lions: &[(1, 2)],
            ..NONE
        },
        "GL" => Walk {
            leaps: &[(2, 2)],
            hops: &[(0, 1)],
            ..NONE
        },
        "SO" => Walk {
            leaps: Q,
            hops: Q,
            ..NONE
        },
        other => panic!("no fairy piece {other}"),
    }
}

/// The squares a fairy `kind` on (f, r) reaches on its board: `on` tells
/// the board's squares, `man(x, y)` who stands there (`Some(true)`: a man
/// of the mover, `Some(false)`: an enemy). Own men are never reached.
pub fn dests(
    kind: Kind,
    f: i32,
    r: i32,
    on: impl Fn(i32, i32) -> bool,
    man: impl Fn(i32, i32) -> Option<bool>,
) -> Vec<(i32, i32)> {
    let w = walk(kind.code());
    let mut out = Vec::new();
    let mut add = |x: i32, y: i32| {
        if on(x, y) && man(x, y) != Some(true) && !out.contains(&(x, y)) {
            out.push((x, y));
        }
    };
    for &(a, b) in w.leaps {
        for (dx, dy) in vectors(a, b) {
            add(f + dx, r + dy);
        }
    }
    // The squares along a line from (f, r), in order, while on the board.
    let line = |dx: i32, dy: i32| {
        (1..)
            .map(move |n| (f + n * dx, r + n * dy))
            .take_while(|&(x, y)| on(x, y))
            .collect::<Vec<_>>()
    };
    for &(a, b) in w.rides {
        for (dx, dy) in vectors(a, b) {
            for (x, y) in line(dx, dy) {
                add(x, y);
                if man(x, y).is_some() {
                    break;
                }
            }
        }
    }
    for &(a, b) in w.hops {
        for (dx, dy) in vectors(a, b) {
            let l = line(dx, dy);
            if let Some(h) = l.iter().position(|&(x, y)| man(x, y).is_some()) {
                if let Some(&(x, y)) = l.get(h + 1) {
                    add(x, y);
                }
            }
        }
    }
    for &(a, b) in w.cannons.iter().chain(w.lions) {
        let lion = w.lions.contains(&(a, b));
        for (dx, dy) in vectors(a, b) {
            let l = line(dx, dy);
            let hurdle = l.iter().position(|&(x, y)| man(x, y).is_some());
            let before = hurdle.unwrap_or(l.len());
            if !lion {
                for &(x, y) in &l[..before] {
                    add(x, y);
                }
            }
            let Some(h) = hurdle else { continue };
            for &(x, y) in &l[h + 1..] {
                if man(x, y).is_some() {
                    add(x, y);
                    break;
                }
                if lion {
                    add(x, y);
                }
            }
        }
    }
    if let Some(diagonal) = w.lame {
        for (dx, dy) in vectors(1, 2) {
            let passed = if diagonal {
                (dx.signum(), dy.signum())
            } else if dx.abs() == 2 {
                (dx.signum(), 0)
            } else {
                (0, dy.signum())
            };
            if on(f + passed.0, r + passed.1) && man(f + passed.0, r + passed.1).is_none() {
                add(f + dx, r + dy);
            }
        }
    }
    for &(a, b, n) in w.far_hops {
        for (dx, dy) in vectors(a, b) {
            let l = line(dx, dy);
            if let Some(h) = l.iter().position(|&(x, y)| man(x, y).is_some()) {
                let between = &l[(h + 1).min(l.len())..(h + n).min(l.len())];
                if let Some(&(x, y)) = l.get(h + n) {
                    if between.iter().all(|&(u, v)| man(u, v).is_none()) {
                        add(x, y);
                    }
                }
            }
        }
    }
    for &(a, b) in w.leap_hops.iter().chain(w.kaos) {
        let kao = w.kaos.contains(&(a, b));
        for (dx, dy) in vectors(a, b) {
            let (nx, ny) = (f + dx, r + dy);
            if !on(nx, ny) {
                continue;
            }
            if man(nx, ny).is_none() {
                if kao {
                    add(nx, ny);
                }
            } else if on(nx + dx, ny + dy) && (!kao || man(nx + dx, ny + dy).is_some()) {
                add(nx + dx, ny + dy);
            }
        }
    }
    if w.rose {
        // The knight's leaps in circular order; each start, both senses.
        let circle = [
            (-2, 1),
            (-1, 2),
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
        ];
        for start in 0..8usize {
            for turn in [1usize, 7] {
                let (mut x, mut y) = (f, r);
                for k in 0..7 {
                    let (dx, dy) = circle[(start + k * turn) % 8];
                    x += dx;
                    y += dy;
                    if !on(x, y) {
                        break;
                    }
                    add(x, y);
                    if man(x, y).is_some() {
                        break;
                    }
                }
            }
        }
    }
    out
}
