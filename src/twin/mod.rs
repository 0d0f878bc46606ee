//! Twins: applying twin changes to a position, and the list of positions a
//! problem asks to solve.
//!
//! The changes follow Popeye's twinning commands. A twin starts from the
//! diagram, or from the previous twin when it is `continued`. A problem whose
//! first twin is labelled `a` has a zero position: the diagram itself is not
//! solved, only the twins made from it.
//!
//! Pieces keep their board (A or B) through every change. Castling rights
//! follow Popeye: a right exists while king and rook stand on their home
//! squares, unless it was cancelled in the position the changes start from.
//! An e.p. square survives only while it stays valid.

use crate::engine::fast::position::Position;
use crate::engine::fast::position::PositionError;
use crate::engine::Engine;
use crate::problem::{ConditionError, Mirror, Problem, Twin, TwinChange};
use crate::setup::{Man, Setup};
use crate::stipulation::Stipulation;
use crate::types::{Board, Color};
use std::fmt;

mod error;
mod general;
mod geometry;
mod placement;

pub use error::TwinError;
use placement::apply_one;
pub use placement::setups_along;
pub(crate) use placement::Placement;

/// A twin as made: its position and stipulation, or why it is illegal.
pub type TwinMade = Result<(Setup, Stipulation), TwinError>;
use geometry::side_after;

/// Apply twin changes to a position and stipulation, and validate the result.
///
/// When the stipulation changes, the side to move follows it: Black starts
/// `h#n` and `ser-h#n`, White everything else (a direct-play position keeps
/// its side if the old stipulation was direct play too).
pub fn apply(
    pos: &Position,
    stip: &Stipulation,
    changes: &[TwinChange],
) -> Result<(Position, Stipulation), TwinError> {
    let start = Placement::of(pos);
    let mut placement = start;
    let mut new_stip = *stip;
    for change in changes {
        apply_one(&mut placement, &mut new_stip, change)?;
    }
    let side = side_after(pos.side_to_move(), stip, &new_stip);
    let cancelled = start.home_rights() & !pos.castling_rights();
    let rights = placement.home_rights() & !cancelled;
    let ep = pos.ep_square().filter(|_| side == pos.side_to_move());
    let rules = pos.rules();
    let built = match placement.to_position(side, rights, ep, rules) {
        Err(PositionError::BadEnPassant { .. }) => placement.to_position(side, rights, None, rules),
        other => other,
    };
    let new_pos = built.map_err(TwinError::Illegal)?;
    Ok((new_pos, new_stip))
}

/// The label of the n-th twin (0-based): `a` … `z`, then `z1`, `z2`, ….
pub fn label(n: usize) -> String {
    if n < 26 {
        ((b'a' + n as u8) as char).to_string()
    } else {
        format!("z{}", n - 25)
    }
}

impl Problem {
    /// Whether a fairy piece stands in the diagram or comes with a twin
    /// (added, or substituted for another kind): the general engine plays
    /// the problem's twins.
    pub fn has_fairy(&self) -> bool {
        self.diagram.has_fairy()
            || self.twins.iter().flat_map(|t| &t.changes).any(|c| match c {
                TwinChange::Add { man, .. } => man.kind.is_fairy(),
                TwinChange::Substitute { to, .. } => to.is_fairy(),
                _ => false,
            })
    }

    /// Whether the diagram is a zero position (not solved itself): the first
    /// twin is labelled `a`.
    pub fn has_zero_position(&self) -> bool {
        self.twins.first().is_some_and(|t| t.label == "a")
    }

    /// The positions to solve, each with its label and stipulation.
    ///
    /// The first entry is the diagram itself, labelled `a` when there are
    /// twins and `""` otherwise (left out for a zero position). Continued
    /// twins start from the previous twin, the others from the diagram.
    ///
    /// Each stipulation is the one played ([`Problem::played`]). An error
    /// when any twin cannot be made or is illegal ([`Problem::twin_results`]
    /// keeps the legal twins of a problem with an illegal one).
    pub fn twin_list(&self) -> Result<Vec<(String, Setup, Stipulation)>, TwinError> {
        self.twin_results()?
            .into_iter()
            .map(|(label, made)| made.map(|(setup, stip)| (label, setup, stip)))
            .collect()
    }

    /// Every twin with its label: its position and the stipulation played,
    /// or why it is illegal (the position its changes give breaks the
    /// variant's rules, or it continues such a twin), so that the other
    /// twins are still solved. The error of the whole: a change that cannot
    /// be made at all (a piece moved from an empty square, off the board, a
    /// man the variant does not have), which is an error of the input.
    ///
    /// Under Popeye's `Duplex` each twin is followed by its second half,
    /// labelled `duplex` (`a duplex`): the other side in each role (in
    /// direct, self and reflex play, the other side to move).
    pub fn twin_results(&self) -> Result<Vec<(String, TwinMade)>, TwinError> {
        let list = self.twin_results_as_given()?;
        if !self.options.duplex {
            return Ok(list);
        }
        let mut out = Vec::with_capacity(2 * list.len());
        for (label, made) in list {
            let second = made.clone().map(|(mut setup, stip)| {
                setup.side = setup.side.opposite();
                (setup, stip.with_roles_swapped())
            });
            let second_label = if label.is_empty() {
                "duplex".to_string()
            } else {
                format!("{label} duplex")
            };
            out.push((label, made));
            out.push((second_label, second));
        }
        Ok(out)
    }

    /// [`Problem::twin_results`] without `Duplex`'s second halves (the
    /// Popeye drop-in writes them itself, under their twin).
    pub fn twin_results_as_given(&self) -> Result<Vec<(String, TwinMade)>, TwinError> {
        let mut list = self.made_twins()?;
        for (_, made) in &mut list {
            if let Ok((_, stip)) = made {
                *stip = self.played(stip);
            }
        }
        Ok(list)
    }

    /// The stipulation as played: with Popeye's `WhiteToPlay`, help play
    /// in whole moves (`h#n`) is played half a move shorter with White
    /// starting (`h#(n-1).5`), as Popeye plays it; a stipulation that ends
    /// in a half move already has White starting (Popeye: "WhiteToPlay not
    /// applicable - ignored"). Popeye does the same to help-self and
    /// help-reflex play (`hs#2` is played as `hs#1.5`, the other side
    /// starting).
    pub fn played(&self, stip: &Stipulation) -> Stipulation {
        // (`reci-h#1` has no `reci-h#0.5`: Popeye plays it as it stands.)
        let shortest = 1 + u32::from(stip.play == crate::stipulation::Play::ReciHelp);
        let whole_moves = !stip.half && stip.moves >= shortest;
        let played = if self.options.white_to_play
            && matches!(
                stip.play,
                crate::stipulation::Play::Help
                    | crate::stipulation::Play::ReciHelp
                    | crate::stipulation::Play::HelpSelf
                    | crate::stipulation::Play::HelpReflex
            )
            && whole_moves
        {
            stip.other_side_first()
        } else {
            *stip
        };
        // HalfDuplex: the other side in each role (in direct, self and
        // reflex play the diagram's side to move says it).
        let played = if self.options.half_duplex {
            played.with_roles_swapped()
        } else {
            played
        };
        let played = if self.options.quodlibet {
            played.with_quodlibet()
        } else {
            played
        };
        Stipulation {
            rules: crate::stipulation::PlayRules {
                keep_mating_piece: self.options.keep_mating_piece,
                max_flights: self.options.max_flights,
                nontrivial: self.options.nontrivial,
                max_threat: self.options.threat.filter(|&n| n >= 1),
                ..played.rules
            },
            ..played
        }
    }

    /// The twins as made, with the stipulations as written.
    fn made_twins(&self) -> Result<Vec<(String, TwinMade)>, TwinError> {
        let mut out = Vec::with_capacity(self.twins.len() + 1);
        if !self.has_zero_position() {
            let label = if self.twins.is_empty() { "" } else { "a" };
            out.push((
                label.to_string(),
                Ok((self.diagram.clone(), self.stipulation)),
            ));
        }
        if self.twins.is_empty() {
            return Ok(out);
        }
        if let Engine::General(variant) = Engine::with_fairy(&self.variant, self.has_fairy()) {
            let diagram = general::start(self, variant)?;
            return self.chain(diagram, general::apply, out, |p| p.to_setup());
        }
        let diagram = Position::from_setup(&self.diagram, self.variant.rules())
            .map_err(TwinError::Illegal)?;
        self.chain(diagram, apply, out, |p| p.to_setup())
    }

    /// The twins made one after another from `diagram` on its engine
    /// (`apply` makes one, `write` gives its diagram), appended to `out`:
    /// a continued twin starts from the previous one, the others from the
    /// diagram. An illegal twin is kept as its error (and so is a twin
    /// that continues it); a change that cannot be made ends it all.
    fn chain<P: Copy>(
        &self,
        diagram: P,
        apply: impl Fn(&P, &Stipulation, &[TwinChange]) -> Result<(P, Stipulation), TwinError>,
        mut out: Vec<(String, TwinMade)>,
        write: impl Fn(&P) -> Setup,
    ) -> Result<Vec<(String, TwinMade)>, TwinError> {
        // The previous twin, or the label of the illegal one it was.
        let mut previous: Result<(P, Stipulation), &str> = Ok((diagram, self.stipulation));
        for twin in &self.twins {
            let in_twin = |e: TwinError| TwinError::InTwin {
                label: twin.label.clone(),
                error: Box::new(e),
            };
            let base = if twin.continued {
                previous
            } else {
                Ok((diagram, self.stipulation))
            };
            let made = match base {
                Err(illegal) => Err(in_twin(TwinError::ContinuesIllegal(illegal.to_string()))),
                Ok(base) => match self
                    .condition_error(twin)
                    .map_or_else(|| apply(&base.0, &base.1, &twin.changes), Err)
                {
                    Ok(made) => Ok(made),
                    Err(
                        e @ (TwinError::Illegal(_)
                        | TwinError::IllegalGeneral(_)
                        | TwinError::Condition { .. }),
                    ) => Err(in_twin(e)),
                    Err(e) => return Err(in_twin(e)),
                },
            };
            previous = made.as_ref().map(|m| *m).map_err(|_| twin.label.as_str());
            out.push((twin.label.clone(), made.map(|(p, stip)| (write(&p), stip))));
        }
        Ok(out)
    }
}

impl Problem {
    /// Why a twin's condition changes cannot be solved: the last one (as
    /// in Popeye, each replaces the conditions) must restate the
    /// problem's variant and readings.
    fn condition_error(&self, twin: &Twin) -> Option<TwinError> {
        let condition = twin.changes.iter().rev().find_map(|c| match c {
            TwinChange::Condition(c) => Some(c),
            _ => None,
        })?;
        let reason = match &condition.variant {
            Ok(v) if *v == self.variant => return None,
            Ok(v) => ConditionError::ChangesVariant {
                twin: v.kind.condition(),
                problem: self.variant.kind.condition(),
            },
            Err(reason) => reason.clone(),
        };
        Some(TwinError::Condition {
            change: TwinChange::Condition(condition.clone()).to_string(),
            reason,
        })
    }
}

/// A man as Popeye names it in a piece list: colour word, the `AliceB`
/// attribute for board B, the code (`S` for the knight, `G` for the
/// grasshopper).
fn piece_words(man: Man, board: Board) -> String {
    let color = match man.color {
        Color::White => "white",
        Color::Black => "black",
    };
    let attribute = if board == Board::B { " AliceB" } else { "" };
    format!("{color}{attribute} {}", man.kind.popeye_code())
}

impl fmt::Display for Mirror {
    /// Popeye's notation: the square a1 (or a8) goes to.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mirror::Files => "a1<-->h1",
            Mirror::Ranks => "a1<-->a8",
            Mirror::A1H8 => "a1<-->h8",
            Mirror::H1A8 => "a8<-->h1",
        })
    }
}

impl fmt::Display for TwinChange {
    /// The change in Popeye's twinning syntax (`Move a1 a2`,
    /// `Add white AliceB Sa3`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TwinChange::Move { from, to } => write!(f, "Move {from} {to}"),
            TwinChange::Add { man, board, square } => {
                write!(f, "Add {}{square}", piece_words(*man, *board))
            }
            TwinChange::Remove { square } => write!(f, "Remove {square}"),
            TwinChange::Exchange { a, b } => write!(f, "Exchange {a} {b}"),
            TwinChange::Stipulation(s) => write!(f, "Stipulation {s}"),
            TwinChange::Rotate(deg) => write!(f, "Rotate {deg}"),
            TwinChange::Mirror(m) => write!(f, "Mirror {m}"),
            TwinChange::SwapColors => f.write_str("PolishType"),
            TwinChange::Shift { from, to } => write!(f, "Shift {from} {to}"),
            TwinChange::Condition(c) => write!(f, "Condition {}", c.words.join(" ")),
            TwinChange::Substitute { from, to } => {
                write!(f, "Substitute {} {}", from.popeye_code(), to.popeye_code())
            }
        }
    }
}

impl fmt::Display for Twin {
    /// The twin's changes in Popeye syntax, `Continued` first when it
    /// continues the previous twin.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.continued {
            f.write_str("Continued")?;
        }
        for (i, change) in self.changes.iter().enumerate() {
            if i > 0 || self.continued {
                f.write_str(" ")?;
            }
            write!(f, "{change}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::fast::fen;
    use crate::types::Square;

    fn sq(s: &str) -> Square {
        Square::parse(s).expect("square")
    }

    fn pos(f: &str) -> Position {
        fen::parse(f).expect("fen")
    }

    #[test]
    fn rotation_is_counter_clockwise() {
        let p = pos("7k/8/8/8/8/8/8/K7 w - - 0 1");
        let st: Stipulation = "#2".parse().expect("stip");
        let (r, _) = apply(&p, &st, &[TwinChange::Rotate(90)]).expect("rotate");
        // a1 -> h1, h8 -> a8
        assert_eq!(fen::write(&r), "k7/8/8/8/8/8/8/7K w - - 0 1");
    }

    #[test]
    fn boards_survive_changes() {
        let p = pos("7k/8/8/8/8/8/8/K*7 w - - 0 1");
        let st: Stipulation = "#2".parse().expect("stip");
        let (m, _) = apply(
            &p,
            &st,
            &[TwinChange::Move {
                from: sq("a1"),
                to: sq("b2"),
            }],
        )
        .expect("move");
        assert_eq!(fen::write(&m), "7k/8/8/8/8/8/1K*6/8 w - - 0 1");
    }

    #[test]
    fn castling_follows_the_home_squares() {
        let p = pos("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1");
        let st: Stipulation = "#2".parse().expect("stip");
        // The h1 rook's right was cancelled and stays cancelled.
        let (m, _) = apply(&p, &st, &[TwinChange::Remove { square: sq("a1") }]).expect("ok");
        assert_eq!(m.castling_rights(), 0);
    }

    #[test]
    fn labels() {
        assert_eq!(label(0), "a");
        assert_eq!(label(25), "z");
        assert_eq!(label(26), "z1");
    }
}
