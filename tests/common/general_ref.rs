//! A naive move generator for the general engine's variants, written from
//! `VARIANTS.md` independently of `src/general/`: a map of pieces, each
//! piece's destinations walked square by square, attacks found by
//! generating every enemy piece's captures, legality by playing on a copy.
//! Moves come out as coordinate text, the from-board written after the
//! from-square when that square holds men of the mover on two boards.

use super::fairy_ref;
use alice::engine::general::position::sq;
use alice::engine::general::GPos;
use alice::Color;
use std::collections::{BTreeMap, BTreeSet};

type Key = (usize, i32, i32); // board, file, rank
/// A destination, with the first landing square of a two-leg route.
type Dest = ((i32, i32), Option<(i32, i32)>);
/// Adds a destination (file, rank, route) to a list.
type AddFn<'a> = dyn FnMut(i32, i32, Option<(i32, i32)>, &mut Vec<Dest>) + 'a;

#[derive(Clone)]
pub struct RefPos {
    pub variant: &'static str,
    pub boards: usize,
    pub files: i32,
    pub ranks: i32,
    pub men: BTreeMap<Key, (Color, char)>,
    pub side: Color,
    pub castling: u8,
    pub ep: Option<(i32, i32, usize)>,
    /// The fairy kinds of the diagram (pawns promote to them too), as the
    /// reference's chars ([`fairy_ref::char_of`]).
    pub fairy: Vec<char>,
}

impl RefPos {
    pub fn from(p: &GPos) -> RefPos {
        let r = p.rules();
        let mut men = BTreeMap::new();
        for b in 0..r.boards {
            for f in 0..r.files {
                for k in 0..r.ranks {
                    let c = p.at(b, sq(f, k));
                    if !c.is_empty() {
                        let l = if c.kind().is_fairy() {
                            fairy_ref::char_of(c.kind())
                        } else {
                            c.letter().to_ascii_uppercase()
                        };
                        men.insert((b as usize, f as i32, k as i32), (c.color(), l));
                    }
                }
            }
        }
        RefPos {
            variant: r.variant.name(),
            boards: r.boards as usize,
            files: r.files as i32,
            ranks: r.ranks as i32,
            men,
            side: p.side(),
            castling: p.castling(),
            ep: p
                .ep()
                .map(|(s, b)| ((s % 10) as i32, (s / 10) as i32, b as usize)),
            fairy: p.fairy_kinds().map(fairy_ref::char_of).collect(),
        }
    }

    fn on(&self, f: i32, r: i32) -> bool {
        f >= 0 && r >= 0 && f < self.files && r < self.ranks
    }

    fn get(&self, b: usize, f: i32, r: i32) -> Option<(Color, char)> {
        self.men.get(&(b, f, r)).copied()
    }

    fn empty(&self, b: usize, f: i32, r: i32) -> bool {
        self.get(b, f, r).is_none()
    }

    /// Destinations of the piece `l` of `c` on (b, f, r) on its board,
    /// captures included (not own pieces); with the first landing square of
    /// each two-leg route (Hero family) for double transfers.
    fn dests(&self, b: usize, f: i32, r: i32, c: Color, l: char) -> Vec<Dest> {
        let mut out = Vec::new();
        let mut add = |x: i32, y: i32, via: Option<(i32, i32)>, out: &mut Vec<_>| {
            if self.on(x, y) && self.get(b, x, y).is_none_or(|(cc, _)| cc != c) {
                out.push(((x, y), via));
            }
        };
        let orth = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        let diag = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
        let ride = |dirs: &[(i32, i32)], max: i32, out: &mut Vec<_>| {
            for &(dx, dy) in dirs {
                for n in 1..=max {
                    let (x, y) = (f + n * dx, r + n * dy);
                    if !self.on(x, y) {
                        break;
                    }
                    match self.get(b, x, y) {
                        None => out.push(((x, y), None)),
                        Some((cc, _)) => {
                            if cc != c {
                                out.push(((x, y), None));
                            }
                            break;
                        }
                    }
                }
            }
        };
        let hero = |dirs: &[(i32, i32)], out: &mut Vec<_>, add: &mut AddFn| {
            for &(dx, dy) in dirs {
                add(f + dx, r + dy, None, out);
                add(f + 2 * dx, r + 2 * dy, None, out);
                let s1 = self.on(f + dx, r + dy) && self.empty(b, f + dx, r + dy);
                let s2 = self.on(f + 2 * dx, r + 2 * dy) && self.empty(b, f + 2 * dx, r + 2 * dy);
                // Distance 3 on this board (the final square not own).
                if s1 || s2 {
                    add(f + 3 * dx, r + 3 * dy, None, out);
                }
                // The two-leg routes, for double transfers: the final
                // square is judged on the middle board, so report it here
                // whatever stands on it on this board.
                for (ok, n) in [(s1, 1), (s2, 2)] {
                    if ok && self.on(f + 3 * dx, r + 3 * dy) {
                        out.push(((f + 3 * dx, r + 3 * dy), Some((f + n * dx, r + n * dy))));
                    }
                }
            }
        };
        match l {
            'K' | 'G' => {
                for (dx, dy) in orth.iter().chain(diag.iter()) {
                    add(f + dx, r + dy, None, &mut out);
                }
            }
            'N' => {
                for (dx, dy) in [
                    (1, 2),
                    (2, 1),
                    (-1, 2),
                    (-2, 1),
                    (1, -2),
                    (2, -1),
                    (-1, -2),
                    (-2, -1),
                ] {
                    add(f + dx, r + dy, None, &mut out);
                }
            }
            'R' => ride(&orth, 10, &mut out),
            'B' => ride(&diag, 10, &mut out),
            'Q' => {
                ride(&orth, 10, &mut out);
                ride(&diag, 10, &mut out);
            }
            'T' => {
                ride(&orth, 4, &mut out);
                for (dx, dy) in diag {
                    add(f + 2 * dx, r + 2 * dy, None, &mut out);
                }
            }
            'Y' => {
                ride(&diag, 4, &mut out);
                for (dx, dy) in orth {
                    add(f + 2 * dx, r + 2 * dy, None, &mut out);
                }
            }
            'H' => hero(&orth, &mut out, &mut add),
            'S' => hero(&diag, &mut out, &mut add),
            'E' => {
                hero(&orth, &mut out, &mut add);
                hero(&diag, &mut out, &mut add);
            }
            l => {
                let kind = fairy_ref::kind_of(l).unwrap_or_else(|| panic!("no piece {l}"));
                let man = |x, y| self.get(b, x, y).map(|(cc, _)| cc == c);
                for t in fairy_ref::dests(kind, f, r, |x, y| self.on(x, y), man) {
                    out.push((t, None));
                }
            }
        }
        out
    }

    fn attacked(&self, b: usize, f: i32, r: i32, by: Color) -> bool {
        for (&(bb, x, y), &(c, l)) in &self.men {
            if bb != b || c != by {
                continue;
            }
            if l == 'P' {
                let fwd = if c == Color::White { 1 } else { -1 };
                if y + fwd == r && (x - f).abs() == 1 {
                    return true;
                }
            } else if let Some(kind) = fairy_ref::kind_of(l) {
                // What it could capture: the square counted as an enemy's.
                let man = |u, v| {
                    if (u, v) == (f, r) {
                        Some(false)
                    } else {
                        self.get(b, u, v).map(|(cc, _)| cc == c)
                    }
                };
                if fairy_ref::dests(kind, x, y, |u, v| self.on(u, v), man).contains(&(f, r)) {
                    return true;
                }
            } else if self
                .dests(b, x, y, c, l)
                .iter()
                .any(|&((tx, ty), via)| via.is_none() && (tx, ty) == (f, r))
            {
                return true;
            }
        }
        self.variant == "directed" && self.double_transfer_attack(b, f, r, by)
    }

    /// Directed Alice: a man of `by` on another board captures on (b, f, r)
    /// by a double transfer (first leg on its board, transfer to `b` on an
    /// intermediate square empty there, second leg to the square, then
    /// some arrival board other than `b` with the square empty).
    fn double_transfer_attack(&self, b: usize, f: i32, r: i32, by: Color) -> bool {
        if !(0..self.boards).any(|z| z != b && self.empty(z, f, r)) {
            return false;
        }
        self.men.iter().any(|(&(bb, x, y), &(c, l))| {
            bb != b
                && c == by
                && "HSE".contains(l)
                && self.dests(bb, x, y, c, l).iter().any(|&(t, via)| {
                    t == (f, r) && via.is_some_and(|(mx, my)| self.empty(b, mx, my))
                })
        })
    }

    fn king_of(&self, c: Color) -> Option<Key> {
        self.men
            .iter()
            .find(|(_, &v)| v == (c, 'K'))
            .map(|(&k, _)| k)
    }

    pub fn in_check(&self, c: Color) -> bool {
        let Some((b, f, r)) = self.king_of(c) else {
            return false;
        };
        if self.attacked(b, f, r, !c) {
            return true;
        }
        // Duo: an enemy piece on the king's square of the other board.
        self.variant == "duo"
            && (0..self.boards).any(|o| o != b && self.get(o, f, r).is_some_and(|(cc, _)| cc != c))
    }

    fn name(f: i32, r: i32) -> String {
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    fn letter(b: usize) -> char {
        (b'A' + b as u8) as char
    }

    /// Arrival boards for a move of a piece from board x to (f, r), by the
    /// variant's transfer rule.
    fn arrivals(&self, x: usize, f: i32, r: i32) -> Vec<usize> {
        match self.variant {
            "odonohue" => vec![if self.empty(1 - x, f, r) { 1 - x } else { x }],
            "duo" => {
                let mut v = vec![x];
                if self.empty(1 - x, f, r) {
                    v.push(1 - x);
                }
                v
            }
            _ => (0..self.boards)
                .filter(|&y| y != x && self.empty(y, f, r))
                .collect(),
        }
    }

    fn write_board(&self) -> bool {
        self.variant != "odonohue"
    }

    /// The legal moves as coordinate text, sorted.
    pub fn legal_moves(&self) -> Vec<String> {
        let us = self.side;
        let checked = self.in_check(us);
        let mut out = Vec::new();
        let men: Vec<(Key, (Color, char))> = self.men.iter().map(|(&k, &v)| (k, v)).collect();
        for ((x, f, r), (c, l)) in men {
            if c != us {
                continue;
            }
            let mut seen = BTreeSet::new();
            // The from-square's text: with the from-board when another
            // board's same square holds a man of the mover.
            let shared = (0..self.boards)
                .any(|o| o != x && self.get(o, f, r).is_some_and(|(cc, _)| cc == us));
            let from = if shared {
                format!("{}{}", Self::name(f, r), Self::letter(x))
            } else {
                Self::name(f, r)
            };
            // (to, promotion, capture square, ep)
            let mut board_moves: Vec<((i32, i32), Option<char>, bool)> = Vec::new();
            if l == 'P' {
                let fwd = if us == Color::White { 1 } else { -1 };
                let last = if us == Color::White {
                    self.ranks - 1
                } else {
                    0
                };
                let mut promos: Vec<char> = match self.variant {
                    "directed" => "GRTHBYSEN".chars().collect(),
                    _ => "QRBN".chars().collect(),
                };
                promos.extend(&self.fairy);
                let mut tos = Vec::new();
                if self.on(f, r + fwd) && self.empty(x, f, r + fwd) {
                    tos.push(((f, r + fwd), false));
                    let start = match (self.variant, us) {
                        ("duo", _) => -1,
                        ("directed", Color::White) => 2,
                        ("directed", Color::Black) => self.ranks - 3,
                        (_, Color::White) => 1,
                        (_, Color::Black) => self.ranks - 2,
                    };
                    if r == start && self.empty(x, f, r + 2 * fwd) {
                        tos.push(((f, r + 2 * fwd), false));
                    }
                }
                for dx in [-1, 1] {
                    let (tx, ty) = (f + dx, r + fwd);
                    if !self.on(tx, ty) {
                        continue;
                    }
                    if self.get(x, tx, ty).is_some_and(|(cc, _)| cc != us) {
                        tos.push(((tx, ty), false));
                    } else if self.ep == Some((tx, ty, x)) && self.empty(x, tx, ty) {
                        tos.push(((tx, ty), true));
                    }
                }
                for ((tx, ty), ep) in tos {
                    if ty == last {
                        for &p in &promos {
                            board_moves.push(((tx, ty), Some(p), ep));
                        }
                    } else {
                        board_moves.push(((tx, ty), None, ep));
                    }
                }
            } else {
                for ((tx, ty), via) in self.dests(x, f, r, us, l) {
                    if via.is_none() && seen.insert((tx, ty)) {
                        board_moves.push(((tx, ty), None, false));
                    }
                    // Double transfers (Directed Alice).
                    if let (Some((mx, my)), "directed") = (via, self.variant) {
                        for y in (0..self.boards).filter(|&y| y != x && self.empty(y, mx, my)) {
                            if self.get(y, tx, ty).is_some_and(|(cc, _)| cc == us) {
                                continue;
                            }
                            for z in (0..self.boards).filter(|&z| z != y && self.empty(z, tx, ty)) {
                                let mut n = self.clone();
                                n.men.remove(&(x, f, r));
                                n.men.remove(&(y, tx, ty));
                                n.men.insert((z, tx, ty), (us, l));
                                n.ep = None;
                                if !n.in_check(us) {
                                    out.push(format!(
                                        "{}{}{}{}{}",
                                        from,
                                        Self::name(mx, my),
                                        Self::letter(y),
                                        Self::name(tx, ty),
                                        Self::letter(z)
                                    ));
                                }
                            }
                        }
                    }
                }
            }
            for ((tx, ty), promo, ep) in board_moves {
                for y in self.arrivals(x, tx, ty) {
                    let mut n = self.clone();
                    n.men.remove(&(x, f, r));
                    n.men.remove(&(x, tx, ty));
                    if ep {
                        n.men.remove(&(x, tx, r));
                    }
                    let mut mid = n.clone();
                    mid.men.insert((x, tx, ty), (us, l));
                    n.men.insert((y, tx, ty), (us, promo.unwrap_or(l)));
                    if n.in_check(us) {
                        continue;
                    }
                    if l == 'K' && y != x && mid.attacked(x, tx, ty, !us) {
                        continue;
                    }
                    let mut s = format!("{}{}", from, Self::name(tx, ty));
                    match promo.map(|p| (p, fairy_ref::kind_of(p))) {
                        Some((_, Some(k))) => {
                            s.push_str(&format!("{{{}}}", k.code().to_lowercase()))
                        }
                        Some((p, None)) => s.push(p.to_ascii_lowercase()),
                        None => {}
                    }
                    if self.write_board() {
                        s.push(Self::letter(y));
                    }
                    out.push(s);
                }
            }
            // Duo's zero moves (not pawns; capture an enemy there).
            if self.variant == "duo" && l != 'P' {
                let y = 1 - x;
                if self.get(y, f, r).is_none_or(|(cc, _)| cc != us) {
                    let mut n = self.clone();
                    n.men.remove(&(x, f, r));
                    n.men.insert((y, f, r), (us, l));
                    if !n.in_check(us) {
                        out.push(format!("{}{}{}", from, Self::name(f, r), Self::letter(y)));
                    }
                }
            }
            // Castling (odonohue, alice3).
            if l == 'K' && self.variant != "duo" && self.variant != "directed" && !checked {
                let home = if us == Color::White { 0 } else { 7 };
                let bits = if us == Color::White { (1, 2) } else { (4, 8) };
                for (bit, rook_f, path, pass, land, rook_to) in [
                    (bits.0, 7, vec![5, 6], 5, 6, 5),
                    (bits.1, 0, vec![1, 2, 3], 3, 2, 3),
                ] {
                    if (f, r) != (4, home)
                        || self.castling & bit == 0
                        || self.get(x, rook_f, home) != Some((us, 'R'))
                        || path.iter().any(|&p| !self.empty(x, p, home))
                        || self.attacked(x, pass, home, !us)
                        || self.attacked(x, land, home, !us)
                    {
                        continue;
                    }
                    let free = |b: usize| self.empty(b, land, home) && self.empty(b, rook_to, home);
                    let ys: Vec<usize> = if self.variant == "odonohue" {
                        vec![if free(1 - x) { 1 - x } else { x }]
                    } else {
                        (0..self.boards).filter(|&b| b != x && free(b)).collect()
                    };
                    for y in ys {
                        let mut n = self.clone();
                        n.men.remove(&(x, 4, home));
                        n.men.remove(&(x, rook_f, home));
                        n.men.insert((y, land, home), (us, 'K'));
                        n.men.insert((y, rook_to, home), (us, 'R'));
                        if !n.in_check(us) {
                            let mut s = format!("{}{}", from, Self::name(land, home));
                            if self.write_board() {
                                s.push(Self::letter(y));
                            }
                            out.push(s);
                        }
                    }
                }
            }
        }
        out.sort();
        out
    }
}
