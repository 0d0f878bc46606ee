//! How a line of help or series play unfolds, move by move: which kind of
//! node each single move is played at (free, series, final, forced) and the
//! position the next move is played in (after a series move the same side
//! moves again). The searches follow these rules and the printers replay
//! solution lines by them, so both read them from here, below both.

use crate::game::Game;
use crate::stipulation::Play;

/// The ways of playing this module solves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Family {
    /// `h#n`, `h#n.5`, `h=n`: the sides alternate, the last move reaches the goal.
    Help,
    /// `ser-h#n`: Black plays n moves (no check before the last), White
    /// reaches the goal in one.
    SeriesHelp,
    /// `ser-#n`: White plays n moves (no check before the last), the last
    /// reaches the goal.
    SeriesDirect,
    /// `ser-s#n`: White plays n moves (no check before the last), then every
    /// Black move reaches the goal (against White) and Black has one.
    SeriesSelf,
}

/// What the side to move does at a node, given the single moves left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Node {
    /// Any legal move; the other side moves next.
    Free,
    /// A series move, not giving check; the same side moves again.
    Series,
    /// The last move: it must reach the goal.
    Final,
    /// Series-self end: the side to move has a move and all of them reach
    /// the goal (this node adds no move to the line).
    Forced,
}

impl Family {
    /// The family of a stipulation's play, if this module solves it.
    pub(crate) fn of(play: Play) -> Option<Family> {
        match play {
            Play::Help => Some(Family::Help),
            Play::SeriesHelp => Some(Family::SeriesHelp),
            Play::SeriesDirect => Some(Family::SeriesDirect),
            Play::SeriesSelf => Some(Family::SeriesSelf),
            Play::Direct | Play::SelfPlay | Play::Reflex => None,
            Play::Proof | Play::SeriesProof | Play::AToB => None,
        }
    }

    /// Whether the move played with `remaining` single moves left (more than
    /// one) is one of the goal side's, after which Popeye tests the goal
    /// and, if it is reached, ends the play there (a shorter solution, not
    /// a start of this one): every other move in help play (the moves of
    /// the side making the last move), every series move in `ser-`. The
    /// goals that leave the victim no move end the play by themselves.
    #[inline(always)]
    pub(crate) fn goal_side_moves(self, remaining: u32) -> bool {
        match self {
            Family::Help => remaining % 2 == 1,
            Family::SeriesDirect => true,
            Family::SeriesHelp | Family::SeriesSelf => false,
        }
    }

    /// The node kind with `remaining` single moves left (at least 1).
    #[inline(always)]
    pub(crate) fn node(self, remaining: u32) -> Node {
        match (self, remaining) {
            (Family::SeriesSelf, 1) => Node::Forced,
            (_, 1) => Node::Final,
            (Family::Help, _) => Node::Free,
            (Family::SeriesHelp | Family::SeriesSelf, 2) => Node::Free,
            _ => Node::Series,
        }
    }
}

/// The position in which the next move is played after `mv` at a node of
/// kind `node`, or `None` when the node's rules forbid the move (a series
/// move giving check).
#[inline(always)]
pub(crate) fn child<G: Game>(
    pos: &G,
    mv: G::Move,
    node: Node,
    info: Option<&G::CheckProbe>,
) -> Option<G> {
    match node {
        Node::Series => {
            if info.is_some_and(|i| pos.gives_check(i, mv)) {
                None
            } else {
                Some(pos.after(mv).null_move())
            }
        }
        _ => Some(pos.after(mv)),
    }
}
