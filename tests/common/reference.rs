//! A deliberately naive Alice Chess move generator written straight from the
//! rules text (mailbox, ray walking, play-and-test legality), used only to
//! cross-check the fast bitboard generator.

use alice::{fen, Board, Color, Position, Role, Square};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Man {
    pub color: Color,
    pub role: Role,
    pub board: Board,
}

#[derive(Clone, Debug)]
pub struct Naive {
    pub sq: [Option<Man>; 64],
    pub side: Color,
    pub castling: [bool; 4], // K Q k q
    pub ep: Option<usize>,
}

const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn at(f: i32, r: i32) -> Option<usize> {
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
}

impl Naive {
    pub fn from_position(pos: &Position) -> Naive {
        let mut sq = [None; 64];
        for s in Square::all() {
            if let Some((p, b)) = pos.piece_at(s) {
                sq[s.index()] = Some(Man {
                    color: p.color,
                    role: p.role,
                    board: b,
                });
            }
        }
        // Castling and e.p. from the canonical FEN text.
        let text = fen::write(pos);
        let fields: Vec<&str> = text.split(' ').collect();
        let c = fields[2];
        Naive {
            sq,
            side: pos.side_to_move(),
            castling: [
                c.contains('K'),
                c.contains('Q'),
                c.contains('k'),
                c.contains('q'),
            ],
            ep: Square::parse(fields[3]).map(|s| s.index()),
        }
    }

    fn on(&self, s: usize, board: Board) -> Option<Man> {
        self.sq[s].filter(|m| m.board == board)
    }

    /// Is square `s` attacked on `board` by `by`?
    pub fn attacked(&self, s: usize, board: Board, by: Color) -> bool {
        let (f, r) = ((s % 8) as i32, (s / 8) as i32);
        let hit = |t: Option<usize>, roles: &[Role]| {
            t.and_then(|t| self.on(t, board))
                .is_some_and(|m| m.color == by && roles.contains(&m.role))
        };
        for (df, dr) in KNIGHT {
            if hit(at(f + df, r + dr), &[Role::Knight]) {
                return true;
            }
        }
        for (df, dr) in KING {
            if hit(at(f + df, r + dr), &[Role::King]) {
                return true;
            }
        }
        let pr = if by == Color::White { r - 1 } else { r + 1 };
        if hit(at(f - 1, pr), &[Role::Pawn]) || hit(at(f + 1, pr), &[Role::Pawn]) {
            return true;
        }
        for (dirs, roles) in [
            (ROOK, [Role::Rook, Role::Queen]),
            (BISHOP, [Role::Bishop, Role::Queen]),
        ] {
            for (df, dr) in dirs {
                let (mut x, mut y) = (f + df, r + dr);
                while let Some(t) = at(x, y) {
                    if let Some(m) = self.on(t, board) {
                        if m.color == by && roles.contains(&m.role) {
                            return true;
                        }
                        break;
                    }
                    x += df;
                    y += dr;
                }
            }
        }
        false
    }

    fn king(&self, color: Color) -> usize {
        (0..64)
            .find(|&s| self.sq[s].is_some_and(|m| m.color == color && m.role == Role::King))
            .expect("king")
    }

    pub fn in_check(&self, color: Color) -> bool {
        let k = self.king(color);
        self.attacked(k, self.sq[k].unwrap().board, color.opposite())
    }

    /// Apply a move given as (from, to, promotion, kind) without legality tests.
    fn apply(&self, from: usize, to: usize, promo: Option<Role>, ep: bool, castle: bool) -> Naive {
        let mut n = self.clone();
        let man = n.sq[from].take().unwrap();
        let other = man.board.other();
        if ep {
            let victim = (from / 8) * 8 + to % 8;
            n.sq[victim] = None;
        }
        n.sq[to] = Some(Man {
            color: man.color,
            role: promo.unwrap_or(man.role),
            board: other,
        });
        if castle {
            let (rf, rt) = if to % 8 == 6 {
                (to + 1, to - 1)
            } else {
                (to - 2, to + 1)
            };
            let rook = n.sq[rf].take().unwrap();
            n.sq[rt] = Some(Man {
                board: other,
                ..rook
            });
        }
        for s in [from, to] {
            match s {
                0 => n.castling[1] = false,
                4 => {
                    n.castling[0] = false;
                    n.castling[1] = false;
                }
                7 => n.castling[0] = false,
                56 => n.castling[3] = false,
                60 => {
                    n.castling[2] = false;
                    n.castling[3] = false;
                }
                63 => n.castling[2] = false,
                _ => {}
            }
        }
        n.ep = None;
        if man.role == Role::Pawn && (to as i32 - from as i32).abs() == 16 {
            n.ep = Some((from + to) / 2);
        }
        n.side = self.side.opposite();
        n
    }

    /// Legal moves as coordinate strings.
    pub fn legal_moves(&self) -> Vec<(String, Naive)> {
        let us = self.side;
        let them = us.opposite();
        let mut out = Vec::new();
        let name = |s: usize| Square::new(s as u8).to_string();
        let add = |from: usize,
                   to: usize,
                   promo: Option<Role>,
                   ep: bool,
                   castle: bool,
                   out: &mut Vec<(String, Naive)>| {
            let man = self.sq[from].unwrap();
            if man.role == Role::King && !castle {
                // Must not be attacked on the destination of its own board.
                let mut on_x = self.clone();
                on_x.sq[from] = None;
                on_x.sq[to] = Some(man);
                if on_x.attacked(to, man.board, them) {
                    return;
                }
            }
            let n = self.apply(from, to, promo, ep, castle);
            if n.in_check(us) {
                return;
            }
            let mut text = format!("{}{}", name(from), name(to));
            if let Some(p) = promo {
                text.push(p.letter().to_ascii_lowercase());
            }
            out.push((text, n));
        };
        for from in 0..64 {
            let Some(man) = self.sq[from] else { continue };
            if man.color != us {
                continue;
            }
            let x = man.board;
            let y = x.other();
            let (f, r) = ((from % 8) as i32, (from / 8) as i32);
            // Destination test: not own on x, empty on y.
            let free =
                |t: usize| self.on(t, y).is_none() && self.on(t, x).is_none_or(|m| m.color != us);
            let mut targets = Vec::new();
            match man.role {
                Role::Knight | Role::King => {
                    let steps = if man.role == Role::Knight {
                        KNIGHT
                    } else {
                        KING
                    };
                    for (df, dr) in steps {
                        if let Some(t) = at(f + df, r + dr) {
                            targets.push(t);
                        }
                    }
                }
                Role::Bishop | Role::Rook | Role::Queen => {
                    let dirs: Vec<(i32, i32)> = match man.role {
                        Role::Bishop => BISHOP.to_vec(),
                        Role::Rook => ROOK.to_vec(),
                        _ => ROOK.iter().chain(BISHOP.iter()).copied().collect(),
                    };
                    for (df, dr) in dirs {
                        let (mut a, mut b) = (f + df, r + dr);
                        while let Some(t) = at(a, b) {
                            targets.push(t);
                            if self.on(t, x).is_some() {
                                break;
                            }
                            a += df;
                            b += dr;
                        }
                    }
                }
                Role::Pawn => {
                    let dir = if us == Color::White { 1 } else { -1 };
                    let last = if us == Color::White { 7 } else { 0 };
                    let start = if us == Color::White { 1 } else { 6 };
                    let mut pawn_targets = Vec::new();
                    if let Some(t) = at(f, r + dir) {
                        if self.sq[t].is_none() {
                            pawn_targets.push((t, false));
                        }
                        if r == start && self.on(t, x).is_none() {
                            let t2 = at(f, r + 2 * dir).unwrap();
                            if self.sq[t2].is_none() {
                                pawn_targets.push((t2, false));
                            }
                        }
                    }
                    for df in [-1, 1] {
                        if let Some(t) = at(f + df, r + dir) {
                            if self.on(t, x).is_some_and(|m| m.color == them)
                                && self.on(t, y).is_none()
                            {
                                pawn_targets.push((t, false));
                            }
                            if self.ep == Some(t) && self.sq[t].is_none() {
                                let victim = (r * 8 + f + df) as usize;
                                if self
                                    .on(victim, x)
                                    .is_some_and(|m| m.color == them && m.role == Role::Pawn)
                                {
                                    pawn_targets.push((t, true));
                                }
                            }
                        }
                    }
                    for (t, ep) in pawn_targets {
                        if t / 8 == last {
                            for p in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                                add(from, t, Some(p), false, false, &mut out);
                            }
                        } else {
                            add(from, t, None, ep, false, &mut out);
                        }
                    }
                    continue;
                }
            }
            for t in targets {
                if free(t) {
                    add(from, t, None, false, false, &mut out);
                }
            }
            // Castling.
            if man.role == Role::King {
                let home = if us == Color::White { 4 } else { 60 };
                let (kr, qr) = if us == Color::White { (0, 1) } else { (2, 3) };
                if from == home && !self.in_check(us) {
                    for (right, rook_sq, kto, rto, between) in [
                        (kr, home + 3, home + 2, home + 1, vec![home + 1, home + 2]),
                        (
                            qr,
                            home - 4,
                            home - 2,
                            home - 1,
                            vec![home - 1, home - 2, home - 3],
                        ),
                    ] {
                        if !self.castling[right] {
                            continue;
                        }
                        if !self
                            .on(rook_sq, x)
                            .is_some_and(|m| m.color == us && m.role == Role::Rook)
                        {
                            continue;
                        }
                        if between.iter().any(|&b| self.on(b, x).is_some()) {
                            continue;
                        }
                        if self.sq[kto].is_some_and(|m| m.board == y)
                            || self.sq[rto].is_some_and(|m| m.board == y)
                        {
                            continue;
                        }
                        if [rto, kto].iter().any(|&s| self.attacked(s, x, them)) {
                            continue;
                        }
                        add(from, kto, None, false, true, &mut out);
                    }
                }
            }
        }
        out
    }
}
