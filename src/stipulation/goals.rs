//! Goals: what the last move of a play must reach, as Popeye 4.104 states
//! them (`#`, `=`, `==`, `#=`, `!=`, `+`, `x`, `%`, `z<square>`, `00`,
//! `ep`, `~`, and the goals whose last move leaves the mover's own king in
//! check: `##`, `##!`, `!#`), their symbols and their reading from a
//! stipulation's text; the goals of Popeye's that are refused, with their
//! names ([`REFUSED`]).
//!
//! A goal is two tests joined: one on the position after the last move
//! (the side to move there is the goal's victim, the side that just moved
//! its mover) and one on the move itself. [`Goal::needs_move`] says which
//! goals look at the move; `crate::game::Game::reaches_goal` applies both.

use crate::types::Square;
use std::fmt;

/// What ends the play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Checkmate (`#`): the victim is in check and has no legal move.
    Mate,
    /// Stalemate (`=`): the victim is not in check and has no legal move.
    Stalemate,
    /// Double stalemate (`==`): the victim is stalemated and the mover,
    /// were it to move, would have no legal move either.
    DoubleStalemate,
    /// Mate or stalemate (`#=`): the victim has no legal move.
    MateOrStalemate,
    /// Auto-stalemate (`!=`): the victim is not in check and the mover,
    /// were it to move, would have no legal move.
    AutoStalemate,
    /// Check (`+`): the victim is in check.
    Check,
    /// Capture (`x`): the move captures (en passant included).
    Capture,
    /// Win of a piece (`%`, Popeye's Steingewinn): Popeye 4.104 tests it
    /// exactly as a capture; only its symbol differs.
    WinPiece,
    /// Target square (`z` and a square, `zd5`): the moving man arrives on
    /// the square (the king for castling), on either board.
    Target(Square),
    /// Castling (`00`): the move castles.
    Castling,
    /// En passant (`ep`): the move captures en passant.
    EnPassant,
    /// Any move (`~`): every legal move reaches it.
    Any,
    /// Double mate (`##`): the last move leaves the mover's own king in
    /// check; after it both sides are in check and neither has a legal
    /// move, and the mover had a legal move before it (Popeye 4.104's
    /// `goal_doublemate`).
    DoubleMate,
    /// Counter-mate (`##!`): as double mate, but the mover was mated before
    /// its last move (it answers a mate with a mate; Popeye's
    /// `goal_countermate`).
    CounterMate,
    /// Auto-mate (`!#`): the last move leaves the mover's own king in check
    /// and the mover, were it to move, would have no legal move (Popeye's
    /// `goal_automate`); the victim need not be in check.
    AutoMate,
}

/// The goal words Popeye 4.104 reads, longest first where one begins
/// another (its own table's order), with the goals they name; `z` takes a
/// square after it.
const WORDS: &[(&str, Option<Goal>)] = &[
    ("##!", Some(Goal::CounterMate)),
    ("##", Some(Goal::DoubleMate)),
    ("#=", Some(Goal::MateOrStalemate)),
    ("#", Some(Goal::Mate)),
    ("==", Some(Goal::DoubleStalemate)),
    ("!=", Some(Goal::AutoStalemate)),
    ("!#", Some(Goal::AutoMate)),
    ("=", Some(Goal::Stalemate)),
    ("z", None),
    ("+", Some(Goal::Check)),
    ("x", Some(Goal::Capture)),
    ("%", Some(Goal::WinPiece)),
    ("ep", Some(Goal::EnPassant)),
    ("00", Some(Goal::Castling)),
    ("~", Some(Goal::Any)),
];

/// Popeye's goals that `alice` does not solve, with their names (the
/// message of a refused stipulation names the goal), longest first where
/// one begins another.
pub const REFUSED: &[(&str, &str)] = &[
    ("ctr", "circuit by rebirth"),
    ("ct", "circuit"),
    ("<>r", "exchange by rebirth"),
    ("<>", "exchange"),
    ("c81", "Chess81"),
    ("k", "kiss"),
];

/// How a goal is read from the start of a stipulation's goal part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoalRead {
    /// A goal, and the bytes it took.
    Known(Goal, usize),
    /// One of Popeye's goals that is not solved here (its symbol and name).
    Refused(&'static str, &'static str),
    /// No goal.
    Unknown,
}

impl Goal {
    /// Every goal without a square, and the target goal on `d5` (for tests
    /// and listings).
    pub const ALL: [Goal; 15] = [
        Goal::Mate,
        Goal::Stalemate,
        Goal::DoubleStalemate,
        Goal::MateOrStalemate,
        Goal::AutoStalemate,
        Goal::Check,
        Goal::Capture,
        Goal::WinPiece,
        Goal::Target(Square::from_coords(3, 4)),
        Goal::Castling,
        Goal::EnPassant,
        Goal::Any,
        Goal::DoubleMate,
        Goal::CounterMate,
        Goal::AutoMate,
    ];

    /// The goal's symbol without its square (`#`, `==`, `z`, `00`, ...).
    pub fn symbol(self) -> &'static str {
        match self {
            Goal::Mate => "#",
            Goal::Stalemate => "=",
            Goal::DoubleStalemate => "==",
            Goal::MateOrStalemate => "#=",
            Goal::AutoStalemate => "!=",
            Goal::Check => "+",
            Goal::Capture => "x",
            Goal::WinPiece => "%",
            Goal::Target(_) => "z",
            Goal::Castling => "00",
            Goal::EnPassant => "ep",
            Goal::Any => "~",
            Goal::DoubleMate => "##",
            Goal::CounterMate => "##!",
            Goal::AutoMate => "!#",
        }
    }

    /// What Popeye writes after the move that reaches the goal (`#`, `x`,
    /// `z`, ...; nothing for castling, e.p. and any move).
    pub fn end_marker(self) -> &'static str {
        match self {
            Goal::Castling | Goal::EnPassant | Goal::Any => "",
            g => g.symbol(),
        }
    }

    /// Whether Popeye writes the goal's marker instead of a check sign
    /// after the move that reaches it (`output_goal_preempts_check`):
    /// true for the goals about check, mate and stalemate but auto-mate
    /// (`+ !#`).
    pub fn preempts_check(self) -> bool {
        matches!(
            self,
            Goal::Mate
                | Goal::DoubleMate
                | Goal::CounterMate
                | Goal::Check
                | Goal::MateOrStalemate
                | Goal::Stalemate
                | Goal::DoubleStalemate
                | Goal::AutoStalemate
        )
    }

    /// Whether the goal looks at the move that reached it (capture, target
    /// square, castling, e.p., any move), not only at the position after it.
    pub fn needs_move(self) -> bool {
        matches!(
            self,
            Goal::Capture
                | Goal::WinPiece
                | Goal::Target(_)
                | Goal::Castling
                | Goal::EnPassant
                | Goal::Any
        )
    }

    /// Whether reaching the goal leaves the victim without a legal move
    /// (the game ends there): mate and the stalemates. Then a battle's
    /// attack is tested for it only where the defender has no move.
    pub fn ends_game(self) -> bool {
        matches!(
            self,
            Goal::Mate
                | Goal::Stalemate
                | Goal::DoubleStalemate
                | Goal::MateOrStalemate
                | Goal::DoubleMate
                | Goal::CounterMate
        )
    }

    /// Whether the move that reaches the goal leaves the mover's own king in
    /// check (double mate, counter-mate, auto-mate: after it the mover is
    /// in check, so it is never a legal move). Such a goal is sought among
    /// the mover's self-checks at its last move alone
    /// (`crate::game::Game::goal_moves`); Popeye 4.104 puts no self-check
    /// guard in their goal branches (`solving/selfcheck_guard.c`) but keeps
    /// Alice Chess's own test of a king's move on the board it leaves
    /// (`conditions/alice.c`).
    pub fn self_check(self) -> bool {
        matches!(self, Goal::DoubleMate | Goal::CounterMate | Goal::AutoMate)
    }

    /// Read a goal at the start of `text` (lower case), Popeye's way: the
    /// longest known symbol first.
    pub fn read(text: &str) -> GoalRead {
        for &(word, name) in REFUSED {
            if text.starts_with(word) {
                return GoalRead::Refused(word, name);
            }
        }
        for &(word, goal) in WORDS {
            let Some(rest) = text.strip_prefix(word) else {
                continue;
            };
            return match goal {
                Some(g) => GoalRead::Known(g, word.len()),
                None => match rest.get(..2).and_then(Square::parse) {
                    Some(sq) => GoalRead::Known(Goal::Target(sq), 3),
                    None => GoalRead::Unknown,
                },
            };
        }
        GoalRead::Unknown
    }
}

impl fmt::Display for Goal {
    /// The symbol as a stipulation writes it (`zd5` with its square).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Target(sq) => write!(f, "z{sq}"),
            g => f.write_str(g.symbol()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_goal_reads_back_from_its_text() {
        for g in Goal::ALL {
            let text = g.to_string();
            assert_eq!(Goal::read(&text), GoalRead::Known(g, text.len()), "{text}");
        }
        assert_eq!(
            Goal::read("zh83"),
            GoalRead::Known(Goal::Target(Square::from_coords(7, 7)), 3)
        );
        assert_eq!(Goal::read("z93"), GoalRead::Unknown);
        assert_eq!(Goal::read("ct2"), GoalRead::Refused("ct", "circuit"));
        assert_eq!(Goal::read("##!2"), GoalRead::Known(Goal::CounterMate, 3));
        assert_eq!(Goal::read("##2"), GoalRead::Known(Goal::DoubleMate, 2));
        assert_eq!(Goal::read("!#2"), GoalRead::Known(Goal::AutoMate, 2));
        assert_eq!(Goal::read("#2"), GoalRead::Known(Goal::Mate, 1));
        assert_eq!(Goal::read("!=2"), GoalRead::Known(Goal::AutoStalemate, 2));
        assert_eq!(Goal::read("kc32"), GoalRead::Refused("k", "kiss"));
        assert_eq!(
            Goal::read("<>r2"),
            GoalRead::Refused("<>r", "exchange by rebirth")
        );
    }
}
