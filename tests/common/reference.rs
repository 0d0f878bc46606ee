//! A deliberately naive Alice Chess move generator written straight from the
//! rules text (mailbox, ray walking, play-and-test legality), used only to
//! cross-check the fast bitboard generator. The variants and readings of
//! `VARIANTS.md` that the fast engine plays are [`RefRules`], read from their
//! names here, independently of the engine's own `Rules`.

use alice::{engine::fast::fen, engine::fast::Position, Board, Color, Role, Square};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Man {
    pub color: Color,
    pub role: Role,
    pub board: Board,
}

/// The rules of a variant and its readings, as `VARIANTS.md` states them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RefRules {
    /// Ms. Alice: zero moves.
    pub zero: bool,
    /// Mini Alice: 4 files, no castling, no double step.
    pub mini: bool,
    /// `castling=on`.
    pub castling: bool,
    /// `en-passant=same-board`.
    pub en_passant: bool,
    /// `block=strict`.
    pub strict: bool,
}

impl RefRules {
    /// Standard Alice Chess.
    pub const ALICE: RefRules = RefRules {
        zero: false,
        mini: false,
        castling: true,
        en_passant: true,
        strict: false,
    };

    /// The rules of a variant name (`alice`, `alice2`, `ms-alice`, `mini`)
    /// with `NAME=VALUE` readings.
    pub fn of(variant: &str, readings: &[&str]) -> RefRules {
        let mut r = RefRules::ALICE;
        match variant {
            "alice" | "alice2" => {}
            "ms-alice" => r.zero = true,
            "mini" => {
                r.mini = true;
                r.castling = false;
                r.en_passant = false;
            }
            other => panic!("no reference rules for {other}"),
        }
        for reading in readings {
            match *reading {
                "castling=off" => r.castling = false,
                "en-passant=off" => r.en_passant = false,
                "block=strict" => r.strict = true,
                other => panic!("unknown reading {other}"),
            }
        }
        r
    }

    fn files(self) -> i32 {
        if self.mini {
            4
        } else {
            8
        }
    }
}

#[derive(Clone, Debug)]
pub struct Naive {
    pub sq: [Option<Man>; 64],
    pub side: Color,
    pub castling: [bool; 4], // K Q k q
    pub ep: Option<usize>,
    pub rules: RefRules,
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

impl Naive {
    /// The square at file `f`, rank `r`, if it is on the boards.
    fn at(&self, f: i32, r: i32) -> Option<usize> {
        ((0..self.rules.files()).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
    }

    /// The position of standard Alice Chess.
    pub fn from_position(pos: &Position) -> Naive {
        Naive::with_rules(pos, RefRules::ALICE)
    }

    /// The position under the given rules.
    pub fn with_rules(pos: &Position, rules: RefRules) -> Naive {
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
            rules,
        }
    }

    fn on(&self, s: usize, board: Board) -> Option<Man> {
        self.sq[s].filter(|m| m.board == board)
    }

    /// Is square `s` attacked on `board` by `by`?
    pub fn attacked(&self, s: usize, board: Board, by: Color) -> bool {
        let (f, r) = ((s % 8) as i32, (s / 8) as i32);
        let at = |f, r| self.at(f, r);
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
        if man.role == Role::Pawn && (to as i32 - from as i32).abs() == 16 && self.rules.en_passant
        {
            n.ep = Some((from + to) / 2);
        }
        n.side = self.side.opposite();
        n
    }

    /// The position after a move played on its board, before the transfer:
    /// the piece (and a castling rook) on the destination of the board it
    /// moved on, a captured piece removed. A zero move does not move there.
    fn on_its_board(&self, from: usize, to: usize, ep: bool, castle: bool) -> Naive {
        let mut n = self.clone();
        if from == to {
            return n;
        }
        let man = n.sq[from].take().unwrap();
        if ep {
            n.sq[(from / 8) * 8 + to % 8] = None;
        }
        n.sq[to] = Some(man);
        if castle {
            let (rf, rt) = if to % 8 == 6 {
                (to + 1, to - 1)
            } else {
                (to - 2, to + 1)
            };
            n.sq[rt] = n.sq[rf].take();
        }
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
            if man.role == Role::King && !castle && from != to {
                // Must not be attacked on the destination of its own board.
                let mut on_x = self.clone();
                on_x.sq[from] = None;
                on_x.sq[to] = Some(man);
                if on_x.attacked(to, man.board, them) {
                    return;
                }
            }
            if self.rules.strict && self.on_its_board(from, to, ep, castle).in_check(us) {
                // block=strict: played on its board, before the transfer,
                // the move must not leave the king in check either.
                return;
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
        let at = |f, r| self.at(f, r);
        for from in 0..64 {
            let Some(man) = self.sq[from] else { continue };
            if man.color != us {
                continue;
            }
            let x = man.board;
            let y = x.other();
            let (f, r) = ((from % 8) as i32, (from / 8) as i32);
            // Ms. Alice: the zero move to the same square of the other board,
            // never for a king in check.
            if self.rules.zero
                && self.on(from, y).is_none()
                && !(man.role == Role::King && self.in_check(us))
            {
                add(from, from, None, false, false, &mut out);
            }
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
                        if r == start && !self.rules.mini && self.on(t, x).is_none() {
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
                            if self.rules.en_passant && self.ep == Some(t) && self.sq[t].is_none() {
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
            if man.role == Role::King && self.rules.castling && !self.rules.mini {
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
