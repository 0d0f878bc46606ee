//! Twins of the general engine's variants (O'Donohue, three-board Alice,
//! Duo, Directed Alice): the same changes as on two boards, on the
//! variant's own boards and geometry.
//!
//! A square may hold men on several boards (O'Donohue), so a change that
//! names a square acts on the whole square: `Move a1 a2` moves every man on
//! a1 to a2, each keeping its board, and what stood on a2 is gone, as on two
//! boards; `Remove` and `Exchange` take whole squares too. `Add` puts its
//! man on the board it names, replacing a man there, beside men on other
//! boards where the variant allows men on one square of several boards
//! (every variant here does; else it replaces them, as on two boards).
//! Rotations and reflections turn the
//! variant's boards (10x10 in Directed Alice); squares beyond h8 cannot be
//! named in a twin. Castling rights and the e.p. square follow the rules of
//! two-board twins ([`crate::twin::apply`]).

use super::error::TwinError;
use super::geometry::{mirror, rotation, side_after, Transform};
use crate::engine::general::fen::{home_rights, validated};
use crate::engine::general::position::{sq, Sq};
use crate::engine::general::{Cell, GFenError, GPos, Kind, RuleSet};
use crate::problem::{Problem, TwinChange};
use crate::stipulation::Stipulation;
use crate::types::Square;
use crate::variant::VariantKind;

/// The diagram of a general-engine problem, where its twins start.
pub(super) fn start(problem: &Problem, variant: VariantKind) -> Result<GPos, TwinError> {
    crate::engine::general_position(variant, &problem.diagram).map_err(|e| match e {
        crate::engine::DiagramError::General(g) => TwinError::IllegalGeneral(g),
        other => TwinError::NotInVariant {
            change: problem.twins[0].to_string(),
            reason: other.to_string(),
        },
    })
}

/// The men of a position, board by board, for editing.
#[derive(Clone, Copy)]
struct Men {
    cells: [[Cell; 100]; 3],
    boards: u8,
    files: u8,
    ranks: u8,
}

impl Men {
    fn of(pos: &GPos) -> Men {
        let rules = pos.rules();
        let mut men = Men {
            cells: [[Cell::EMPTY; 100]; 3],
            boards: rules.boards,
            files: rules.files,
            ranks: rules.ranks,
        };
        for b in 0..rules.boards {
            for s in pos.squares() {
                men.cells[b as usize][s as usize] = pos.at(b, s);
            }
        }
        men
    }

    /// The square of the boards a twin names (`None` beyond them).
    fn square(&self, square: Square) -> Option<Sq> {
        (square.file() < self.files && square.rank() < self.ranks)
            .then(|| sq(square.file(), square.rank()))
    }

    /// The men on square `s`, board by board.
    fn stack(&self, s: Sq) -> [Cell; 3] {
        [0, 1, 2].map(|b| self.cells[b][s as usize])
    }

    fn set_stack(&mut self, s: Sq, stack: [Cell; 3]) {
        for (b, cell) in stack.into_iter().enumerate() {
            self.cells[b][s as usize] = cell;
        }
    }

    /// Every man moved by a square transformation; `None` when one would
    /// leave the boards.
    fn remap(&self, f: impl Fn(i8, i8) -> (i8, i8)) -> Option<Men> {
        let mut out = Men {
            cells: [[Cell::EMPTY; 100]; 3],
            ..*self
        };
        for r in 0..self.ranks {
            for fl in 0..self.files {
                let from = sq(fl, r);
                let stack = self.stack(from);
                if stack.iter().all(|c| c.is_empty()) {
                    continue;
                }
                let (nf, nr) = f(fl as i8, r as i8);
                if !(0..self.files as i8).contains(&nf) || !(0..self.ranks as i8).contains(&nr) {
                    return None;
                }
                out.set_stack(sq(nf as u8, nr as u8), stack);
            }
        }
        Some(out)
    }

    /// A transformation of the whole boards (last file, last rank).
    fn turned(&self, t: Transform) -> Option<Men> {
        let (mf, mr) = (self.files as i8 - 1, self.ranks as i8 - 1);
        self.remap(|f, r| t(f, r, mf, mr))
    }

    /// Every man, changed by `f`.
    fn each(&mut self, f: impl Fn(Cell) -> Cell) {
        for board in &mut self.cells {
            for cell in board.iter_mut().filter(|c| !c.is_empty()) {
                *cell = f(*cell);
            }
        }
    }
}

/// Apply one change to the men and stipulation of a position of `rules`.
fn apply_one(
    men: &mut Men,
    pos: &GPos,
    stip: &mut Stipulation,
    change: &TwinChange,
) -> Result<(), TwinError> {
    let rules = pos.rules();
    let c = Checks { rules, change };
    let off = || TwinError::OffBoard {
        change: change.to_string(),
    };
    match *change {
        TwinChange::Move { from, to } => {
            let (from, to) = (c.occupied(men, from)?, c.square(men, to)?);
            let stack = men.stack(from);
            men.set_stack(from, [Cell::EMPTY; 3]);
            men.set_stack(to, stack);
        }
        TwinChange::Add {
            man,
            board,
            square: s,
        } => {
            let at = c.square(men, s)?;
            c.allowed(man.kind)?;
            if !rules.multi_occupancy {
                men.set_stack(at, [Cell::EMPTY; 3]);
            }
            men.cells[board.index()][at as usize] = Cell::new(man.color, man.kind);
        }
        TwinChange::Remove { square: s } => {
            let at = c.occupied(men, s)?;
            men.set_stack(at, [Cell::EMPTY; 3]);
        }
        TwinChange::Exchange { a, b } => {
            let (a, b) = (c.occupied(men, a)?, c.square(men, b)?);
            let (sa, sb) = (men.stack(a), men.stack(b));
            men.set_stack(a, sb);
            men.set_stack(b, sa);
        }
        TwinChange::Stipulation(s) => *stip = s,
        TwinChange::Rotate(deg) => {
            let t = rotation(deg)?;
            if men.files != men.ranks {
                return Err(c.not_in("the boards are not square".into()));
            }
            *men = men.turned(t).ok_or_else(off)?;
        }
        TwinChange::Mirror(m) => *men = men.turned(mirror(m)).ok_or_else(off)?,
        TwinChange::SwapColors => men.each(|c| Cell::new(!c.color(), c.kind())),
        // Checked against the problem's conditions before (`Problem::chain`).
        TwinChange::Condition(_) => {}
        TwinChange::Shift { from, to } => {
            let df = to.file() as i8 - from.file() as i8;
            let dr = to.rank() as i8 - from.rank() as i8;
            *men = men.remap(|f, r| (f + df, r + dr)).ok_or_else(off)?;
        }
        TwinChange::Substitute { from, to } => {
            let found = men
                .cells
                .iter()
                .flatten()
                .any(|c| !c.is_empty() && c.kind() == from);
            if found {
                c.allowed(to)?;
            }
            men.each(|c| {
                if c.kind() == from {
                    Cell::new(c.color(), to)
                } else {
                    c
                }
            });
        }
    }
    Ok(())
}

/// What a twin change needs of the variant's rules, and its errors.
struct Checks<'a> {
    rules: &'a RuleSet,
    change: &'a TwinChange,
}

impl Checks<'_> {
    /// The change is not possible in the variant, for `reason`.
    fn not_in(&self, reason: String) -> TwinError {
        TwinError::NotInVariant {
            change: self.change.to_string(),
            reason,
        }
    }

    /// The square `s` of the variant's boards.
    fn square(&self, men: &Men, s: Square) -> Result<Sq, TwinError> {
        men.square(s).ok_or_else(|| {
            self.not_in(format!(
                "{s} is not a square of {}",
                self.rules.variant.name()
            ))
        })
    }

    /// The square `s`, which must hold a man (on some board).
    fn occupied(&self, men: &Men, s: Square) -> Result<Sq, TwinError> {
        let at = self.square(men, s)?;
        if men.stack(at).iter().all(|c| c.is_empty()) {
            return Err(TwinError::EmptySquare {
                change: self.change.to_string(),
                square: s,
            });
        }
        Ok(at)
    }

    /// The variant has men of `kind`.
    fn allowed(&self, kind: Kind) -> Result<(), TwinError> {
        if self.rules.allows(kind) {
            Ok(())
        } else {
            Err(self.not_in(format!(
                "{} has no piece {}",
                self.rules.variant.name(),
                kind.letter()
            )))
        }
    }
}

/// The position the men stand in, with `side` to move (not validated).
fn place(men: &Men, pos: &GPos, side: crate::types::Color) -> GPos {
    let mut out = GPos::empty(pos.rules());
    for b in 0..men.boards {
        for s in pos.squares() {
            let c = men.cells[b as usize][s as usize];
            if !c.is_empty() {
                out.put(b, s, c);
            }
        }
    }
    out.set_side(side);
    out
}

/// Apply twin changes to a position of a general-engine variant and its
/// stipulation, and validate the result (as [`crate::twin::apply`] does on two
/// boards).
pub fn apply(
    pos: &GPos,
    stip: &Stipulation,
    changes: &[TwinChange],
) -> Result<(GPos, Stipulation), TwinError> {
    let mut men = Men::of(pos);
    let mut new_stip = *stip;
    for change in changes {
        apply_one(&mut men, pos, &mut new_stip, change)?;
    }
    let side = side_after(pos.side(), stip, &new_stip);
    let cancelled = home_rights(pos) & !pos.castling();
    let placed = place(&men, pos, side);
    let rights = home_rights(&placed) & !cancelled;
    let ep = pos.ep().map(|(s, _)| s).filter(|_| side == pos.side());
    let built = match validated(placed, rights, ep) {
        Err(GFenError::BadEnPassant { .. }) => validated(placed, rights, None),
        other => other,
    };
    Ok((built.map_err(TwinError::IllegalGeneral)?, new_stip))
}
