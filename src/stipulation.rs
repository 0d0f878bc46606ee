//! Stipulations: what a problem asks (`#2`, `s#3`, `h#2.5`, `ser-h#5`, ...).

mod error;
mod goals;
mod nontrivial;
mod parry;
mod play;
mod read;
mod suggest;

pub use play::Play;

pub use error::{StipulationError, MAX_MOVES};

pub use goals::{Goal, GoalRead, REFUSED};
pub use nontrivial::NonTrivial;

use std::fmt;

/// Popeye's options that change what counts as play, beside a
/// stipulation's play and goal (a problem's options give them:
/// `crate::problem::Options`; `crate::twin::Twin::played` puts them here).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PlayRules {
    /// Popeye's `Quodlibet` in self and semi-reflex play: the attacker also
    /// wins by reaching the goal itself (`s#2` or `#2`).
    pub quodlibet: bool,
    /// Popeye's `KeepMatingPiece`: a line in which the side that reaches
    /// the goal is left without a man besides its king does not count
    /// ([`Stipulation::keeps_mating_side`]).
    pub keep_mating_piece: bool,
    /// Popeye's `MaxFlightSquares n` in direct play: an attacker's move
    /// that is not the last and leaves the defending king more than n
    /// flights does not count.
    pub max_flights: Option<u8>,
    /// Popeye's `NonTrivial m n` in battle play ([`NonTrivial`]).
    pub nontrivial: Option<NonTrivial>,
    /// Popeye's `Threat n` in battle play: where the attacker has more
    /// than n moves to come, each of its moves must give check or
    /// threaten to win within n moves (the defender passing), else it
    /// does not count.
    pub max_threat: Option<u32>,
}

/// Which solver answers a stipulation: the one choice of the kind of play
/// that [`crate::solve::solve_twin`] makes (and the printers, which render
/// its reports).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SolverKind {
    /// Direct, self and reflex play: the battle prover, a solution tree.
    Battle,
    /// Help and series play: every line.
    Help,
    /// Proof games: every game.
    Proof,
}

/// A parsed stipulation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stipulation {
    /// How the sides play: direct, self, reflex, help, series, proof game.
    pub play: Play,
    /// What ends the play: mate, stalemate, check, capture, ... (not used
    /// by proof games).
    pub goal: Goal,
    /// The number of moves n.
    pub moves: u32,
    /// Help play with White starting (`h#n.5`).
    pub half: bool,
    /// The other side plays each role (Popeye's `HalfDuplex`, and the
    /// second half of `Duplex`, in help and series play): `h#2` with White
    /// starting and Black mating. Not written in the stipulation's text.
    pub swapped: bool,
    /// Popeye's options that change what counts as play (`Quodlibet`,
    /// `KeepMatingPiece`, `MaxFlightSquares`, `NonTrivial`, `Threat`).
    /// Not written in the stipulation's text.
    pub rules: PlayRules,
    /// Reciprocal help play with two goals (`reci-h(=)#2`): the goal of
    /// Black's move at the end (`=`), when it is not [`Stipulation::goal`]
    /// (White's, after Black's helping move).
    pub at_once_goal: Option<Goal>,
    /// Exact play (`exact-h#3`, `exact-#3`): in help and series play only
    /// the full length counts (no short solutions are searched; the play
    /// ends where a goal is reached on the way as without the prefix); in
    /// direct and self play every line reaches the goal at the full
    /// length, a goal reached earlier being a failure for the attacker.
    pub exact: bool,
    /// Popeye's intro series (`2->ser-h#4`): before the play, the other
    /// side (the one that does not start it) plays a series of up to this
    /// many moves, none but the last giving check; 0 for none. A solution
    /// line carries its own intro's length, as a short solution carries its
    /// own length.
    pub intro: u32,
}

impl Stipulation {
    /// The solver that answers this stipulation.
    pub fn solver(&self) -> SolverKind {
        match self.play {
            Play::Direct | Play::SelfPlay | Play::Reflex | Play::SemiReflex => SolverKind::Battle,
            Play::Help
            | Play::SeriesHelp
            | Play::SeriesDirect
            | Play::SeriesSelf
            | Play::HelpSelf
            | Play::SeriesHelpSelf
            | Play::HelpReflex
            | Play::SeriesReflex
            | Play::ReciHelp
            | Play::ParrySeriesHelp
            | Play::ParrySeriesDirect
            | Play::ParrySeriesSelf
            | Play::ParrySeriesHelpSelf
            | Play::ParrySeriesReflex
            | Play::ParryBattleDirect
            | Play::ParryBattleSelf
            | Play::ParryBattleReflex => SolverKind::Help,
            Play::Proof | Play::SeriesProof | Play::AToB => SolverKind::Proof,
        }
    }

    /// Whether the attacking side plays alone (series movers).
    pub fn is_series(&self) -> bool {
        self.play.is_parry()
            || matches!(
                self.play,
                Play::SeriesHelp
                    | Play::SeriesDirect
                    | Play::SeriesSelf
                    | Play::SeriesHelpSelf
                    | Play::SeriesReflex
            )
    }

    /// Whether the play is cooperative (help and series-help play).
    pub fn is_help(&self) -> bool {
        matches!(self.play, Play::Help | Play::SeriesHelp)
    }

    /// Whether a `.5` length is allowed (the other side starts): help,
    /// help-self and help-reflex play.
    pub fn allows_half(&self) -> bool {
        matches!(
            self.play,
            Play::Help | Play::HelpSelf | Play::HelpReflex | Play::ReciHelp
        )
    }

    /// Whether this is a proof game (`dia n`, `ser-dia n`, `a=>b n`).
    pub fn is_proof(&self) -> bool {
        matches!(self.play, Play::Proof | Play::SeriesProof | Play::AToB)
    }

    /// Whether both sides fight (direct, self and reflex play).
    pub fn is_adversarial(&self) -> bool {
        matches!(
            self.play,
            Play::Direct | Play::SelfPlay | Play::Reflex | Play::SemiReflex
        )
    }

    /// The same play with the other side starting, half a single move
    /// shorter: `h#2` gives `h#1.5` and `h#2.5` gives `h#2` (the set play of
    /// a helpmate; Popeye's `WhiteToPlay` on an `h#n`).
    pub fn other_side_first(&self) -> Stipulation {
        if self.half {
            Stipulation {
                half: false,
                ..*self
            }
        } else {
            Stipulation {
                moves: self.moves.saturating_sub(1),
                half: true,
                ..*self
            }
        }
    }

    /// The colour that moves first, as the problem databases and Popeye read
    /// it: Black in `h#n`, `h=n` and `ser-h#n`, White otherwise. For direct,
    /// self and reflex play the diagram's side to move decides instead
    /// (colour-swapped problems), so `None` is returned for them.
    pub fn fixed_starter(&self) -> Option<crate::Color> {
        let starter = self.unswapped_starter()?;
        // (The intro series is played by the side that does not start the
        // play after it; before play with a half move by the side that
        // does, the other side passing after the intro too, as in Popeye
        // 4.104: [`Stipulation::intro_pass`].)
        let other = self.intro > 0 && !self.half;
        Some(if self.swapped != other {
            starter.opposite()
        } else {
            starter
        })
    }

    /// Whether the other side passes after the intro series' last move too
    /// (an intro before play with a half move, `2->h#1.5`, `1->hs#1.5`): the
    /// intro's side then starts the play, and no move of the intro may give
    /// check (Popeye 4.104's reading, docs/popeye.md).
    pub fn intro_pass(&self) -> bool {
        self.intro > 0 && self.half
    }

    /// The intro series' length and [`Stipulation::intro_pass`], as a line
    /// is replayed with them (`help_play::line_step`).
    pub fn intro_shape(&self) -> (u32, bool) {
        (self.intro, self.intro_pass())
    }

    /// The play after the intro series ([`Stipulation::intro`]): this
    /// stipulation without it.
    pub fn after_intro(&self) -> Stipulation {
        Stipulation { intro: 0, ..*self }
    }

    /// The same stipulation with the other side in each role (see
    /// [`Stipulation::swapped`]); direct, self and reflex play and proof
    /// games are unchanged (their diagram's side decides).
    pub fn with_roles_swapped(&self) -> Stipulation {
        let fixed = self.unswapped_starter().is_some() && !self.is_proof();
        Stipulation {
            swapped: self.swapped ^ fixed,
            ..*self
        }
    }

    /// Whether Popeye's `Quodlibet` applies (self and semi-reflex play;
    /// reflex play is unchanged by it, the other plays ignore it).
    pub fn takes_quodlibet(&self) -> bool {
        matches!(self.play, Play::SelfPlay | Play::SemiReflex)
    }

    /// The same stipulation under Popeye's `Quodlibet` (see
    /// [`PlayRules::quodlibet`]), where it applies.
    pub fn with_quodlibet(&self) -> Stipulation {
        Stipulation {
            rules: PlayRules {
                quodlibet: self.takes_quodlibet(),
                ..self.rules
            },
            ..*self
        }
    }

    /// Under `KeepMatingPiece`, the side whose men besides its king are
    /// kept, relative to the first side to move: `Some(true)` the side
    /// that starts (the attacker in direct play), `Some(false)` the other
    /// (the defender in self and semi-reflex play). `None` when the option
    /// is off or both sides may reach the goal (reflex play, `Quodlibet`).
    /// Help and series play say it by their family (the side that plays
    /// the goal move).
    pub fn keeps_mating_side(&self) -> Option<bool> {
        if !self.rules.keep_mating_piece {
            return None;
        }
        match self.play {
            Play::Direct => Some(true),
            Play::SelfPlay | Play::SemiReflex if !self.rules.quodlibet => Some(false),
            _ => None,
        }
    }

    /// Whether a move of the attacker that reaches the goal wins: direct
    /// play, and self and semi-reflex play under `Quodlibet`.
    pub fn attacker_reaches_goal(&self) -> bool {
        self.play == Play::Direct || self.rules.quodlibet
    }

    /// [`Stipulation::fixed_starter`] before a swap of the roles.
    fn unswapped_starter(&self) -> Option<crate::Color> {
        match self.play {
            Play::Help if self.half => Some(crate::Color::White),
            Play::Help | Play::SeriesHelp => Some(crate::Color::Black),
            Play::ReciHelp if self.half => Some(crate::Color::White),
            Play::ReciHelp => Some(crate::Color::Black),
            Play::HelpSelf | Play::HelpReflex if self.half => Some(crate::Color::Black),
            Play::HelpSelf | Play::HelpReflex => Some(crate::Color::White),
            Play::SeriesReflex => Some(crate::Color::White),
            Play::SeriesHelpSelf | Play::ParrySeriesHelp | Play::ParrySeriesHelpSelf => {
                Some(crate::Color::Black)
            }
            Play::ParrySeriesDirect | Play::ParrySeriesSelf | Play::ParrySeriesReflex => {
                Some(crate::Color::White)
            }
            Play::ParryBattleDirect | Play::ParryBattleSelf | Play::ParryBattleReflex => {
                Some(crate::Color::White)
            }
            Play::SeriesDirect | Play::SeriesSelf => Some(crate::Color::White),
            Play::Proof | Play::SeriesProof => Some(crate::Color::White),
            // (As in Popeye 4.104, `a=>b n.5` too: its 2n + 1 single moves
            // start and end with Black's.)
            Play::AToB => Some(crate::Color::Black),
            Play::Direct | Play::SelfPlay | Play::Reflex | Play::SemiReflex => None,
        }
    }

    /// The side to move in a proof game's diagram (the target) of `dia n`
    /// (White), `dia n.5` and `ser-dia n` (Black); `None` for the others
    /// (`a=>b`: the diagram is the start).
    pub fn proof_diagram_side(&self) -> Option<crate::Color> {
        match self.play {
            Play::Proof if self.half => Some(crate::Color::Black),
            Play::Proof => Some(crate::Color::White),
            Play::SeriesProof => Some(crate::Color::Black),
            _ => None,
        }
    }

    /// Total number of single moves (plies) in a full solution.
    pub fn plies(&self) -> u32 {
        match self.play {
            Play::Help => 2 * self.moves + self.half as u32,
            Play::SeriesHelp => self.moves + 1,
            Play::SeriesDirect => self.moves,
            Play::SeriesSelf => self.moves + 1,
            Play::HelpSelf | Play::HelpReflex => 2 * self.moves + self.half as u32,
            Play::SeriesReflex => self.moves + 1,
            // The moves before the end, then the end (Black's two ways to
            // the goal, added by the printers) counted as one.
            Play::ReciHelp => 2 * self.moves + self.half as u32 - 1,
            Play::SeriesHelpSelf => self.moves + 2,
            // Popeye's count: the series with a turn of the other side
            // between two series moves (a parry, or none), then the end
            // (`pser-h`: the goal move; `phser-s`: the forced move).
            Play::ParrySeriesHelp | Play::ParrySeriesSelf | Play::ParrySeriesReflex => {
                2 * self.moves
            }
            // (`pser-hs`: the series, White's move, the forced move.)
            Play::ParrySeriesHelpSelf => 2 * self.moves + 1,
            Play::ParrySeriesDirect | Play::ParryBattleDirect => 2 * self.moves - 1,
            // (`pser-s`: the forced move; `pser-r`: Black's goal move.)
            Play::ParryBattleSelf | Play::ParryBattleReflex => 2 * self.moves,
            Play::Proof | Play::AToB => 2 * self.moves + self.half as u32,
            Play::SeriesProof => self.moves,
            Play::Direct | Play::SelfPlay | Play::Reflex | Play::SemiReflex => 2 * self.moves - 1,
        }
    }
}

impl fmt::Display for Stipulation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.intro > 0 {
            write!(f, "{}->", self.intro)?;
        }
        if self.exact {
            f.write_str("exact-")?;
        }
        let proof = match self.play {
            Play::Proof => Some("dia"),
            Play::SeriesProof => Some("ser-dia"),
            Play::AToB => Some("a=>b"),
            _ => None,
        };
        if let Some(word) = proof {
            write!(f, "{word}{}", self.moves)?;
            if self.half {
                f.write_str(".5")?;
            }
            return Ok(());
        }
        let prefix = match self.play {
            Play::Direct => "",
            Play::SelfPlay => "s",
            Play::Reflex => "r",
            Play::SemiReflex => "semi-r",
            Play::Help => "h",
            Play::SeriesHelp => "ser-h",
            Play::SeriesDirect => "ser-",
            Play::SeriesSelf => "ser-s",
            Play::HelpSelf => "hs",
            Play::SeriesHelpSelf => "ser-hs",
            Play::HelpReflex => "hr",
            Play::SeriesReflex => "ser-r",
            Play::ReciHelp => "reci-h",
            Play::ParrySeriesHelp => "pser-h",
            Play::ParrySeriesDirect => "phser-",
            Play::ParrySeriesSelf => "phser-s",
            Play::ParrySeriesHelpSelf => "pser-hs",
            Play::ParrySeriesReflex => "phser-r",
            Play::ParryBattleDirect => "pser-",
            Play::ParryBattleSelf => "pser-s",
            Play::ParryBattleReflex => "pser-r",
            Play::Proof | Play::SeriesProof | Play::AToB => "",
        };
        f.write_str(prefix)?;
        if let Some(at_once) = self.at_once_goal {
            write!(f, "({at_once})")?;
        }
        write!(f, "{}{}", self.goal, self.moves)?;
        if self.half {
            f.write_str(".5")?;
        }
        Ok(())
    }
}

impl Stipulation {
    /// A stipulation of `play`, `goal` and length, without options.
    fn of(play: Play, goal: Goal, moves: u32, half: bool) -> Stipulation {
        Stipulation {
            play,
            goal,
            moves,
            half,
            swapped: false,
            rules: PlayRules::default(),
            at_once_goal: None,
            exact: false,
            intro: 0,
        }
    }

    /// The goal of the move that reaches it at once at the end of
    /// `reci-h` (Black's): [`Stipulation::at_once_goal`], else the goal.
    pub fn reci_at_once_goal(&self) -> Goal {
        self.at_once_goal.unwrap_or(self.goal)
    }
}

#[cfg(test)]
mod tests;
