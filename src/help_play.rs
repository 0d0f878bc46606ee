//! How a line of help or series play unfolds, move by move: which kind of
//! node each single move is played at (free, series, final, forced) and the
//! position the next move is played in (after a series move the same side
//! moves again). The searches follow these rules and the printers replay
//! solution lines by them, so both read them from here, below both.

use crate::game::{Game, MoveBuffer};
use crate::stipulation::Goal;
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
    /// `hs#n`, `hs#n.5`: the sides alternate, then every move of the side
    /// to move reaches the goal and it has one.
    HelpSelf,
    /// `ser-hs#n`: Black plays n moves (no check before the last), White
    /// plays one, then every Black move reaches the goal and Black has one.
    SeriesHelpSelf,
    /// `hr#n`, `hr#n.5`: the sides alternate, the last move reaches the
    /// goal, and no earlier move is played by a side that could reach the
    /// goal in one.
    HelpReflex,
    /// `ser-r#n`: White plays n moves (no check before the last), never
    /// able to reach the goal in one, then Black reaches it in one.
    SeriesReflex,
    /// `reci-h#n`, `reci-h#n.5`: the sides alternate, then Black (to move)
    /// can both reach the goal in one and help White reach it in one.
    ReciHelp,
    /// `pser-h#n`: Black plays n moves, a check before the last answered
    /// by one White move (the parry), then White reaches the goal in one.
    ParryHelp,
    /// `phser-#n`: White plays n moves, a check before the last answered
    /// by one Black move; the last reaches the goal.
    ParryDirect,
    /// `phser-s#n`: White plays n moves as in `phser-`, then every Black
    /// move reaches the goal and Black has one.
    ParrySelf,
    /// `pser-hs#n`: Black plays n moves as in `pser-h`, White plays one,
    /// then every Black move reaches the goal and Black has one.
    ParryHelpSelf,
    /// `phser-r#n`: White plays n moves as in `phser-` (no move where the
    /// side to move could reach the goal in one), then Black reaches the
    /// goal in one.
    ParryReflex,
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
    /// Reciprocal end: the side to move has a move reaching the goal, and
    /// a move after which the other side has one ([`reci_endings`]; this
    /// node adds no move to the line).
    Reci,
    /// A parry series move: when it gives check the other side answers
    /// with one move (the parry, a [`Node::Free`] node), else the same
    /// side moves again, one single move of the count passed ([`step`]).
    ParrySeries,
}

impl Family {
    /// The family of a stipulation's play, if this module solves it.
    pub(crate) fn of(play: Play) -> Option<Family> {
        match play {
            Play::Help => Some(Family::Help),
            Play::SeriesHelp => Some(Family::SeriesHelp),
            Play::SeriesDirect => Some(Family::SeriesDirect),
            Play::SeriesSelf => Some(Family::SeriesSelf),
            Play::HelpSelf => Some(Family::HelpSelf),
            Play::SeriesHelpSelf => Some(Family::SeriesHelpSelf),
            Play::HelpReflex => Some(Family::HelpReflex),
            Play::SeriesReflex => Some(Family::SeriesReflex),
            Play::ReciHelp => Some(Family::ReciHelp),
            Play::ParrySeriesHelp => Some(Family::ParryHelp),
            Play::ParrySeriesDirect => Some(Family::ParryDirect),
            Play::ParrySeriesSelf => Some(Family::ParrySelf),
            Play::ParrySeriesHelpSelf => Some(Family::ParryHelpSelf),
            Play::ParrySeriesReflex => Some(Family::ParryReflex),
            // Parry battle play's lines unfold as those of the help
            // families of the same shape (the printers replay them so;
            // `crate::search::parry` searches them): `pser-` as `phser-`,
            // `pser-s` as `phser-s` (the forced moves added), `pser-r` as
            // `pser-h` with the colours exchanged (the series, then the
            // other side's goal move).
            Play::ParryBattleDirect => Some(Family::ParryDirect),
            Play::ParryBattleSelf => Some(Family::ParrySelf),
            Play::ParryBattleReflex => Some(Family::ParryHelp),
            Play::Direct | Play::SelfPlay | Play::Reflex | Play::SemiReflex => None,
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
            Family::Help | Family::ParryDirect => remaining % 2 == 1,
            Family::SeriesDirect => true,
            Family::SeriesHelp
            | Family::SeriesSelf
            | Family::HelpSelf
            | Family::SeriesHelpSelf
            | Family::HelpReflex
            | Family::SeriesReflex
            | Family::ReciHelp
            | Family::ParryHelp
            | Family::ParrySelf
            | Family::ParryHelpSelf
            | Family::ParryReflex => false,
        }
    }

    /// Whether the series move played with `remaining` single moves left
    /// ends the play of `ser-r` when the other side could then reach the
    /// goal (it must: a shorter solution).
    #[inline(always)]
    pub(crate) fn reflex_ends_early(self, remaining: u32) -> bool {
        match self {
            Family::SeriesReflex => remaining > 2,
            // (White's series moves; after a Black parry White moves.)
            Family::ParryReflex => remaining > 2 && remaining.is_multiple_of(2),
            _ => false,
        }
    }

    /// Whether a side that can reach the goal in one move must (reflex
    /// play): no move is played at a node, other than the last, where the
    /// side to move could reach the goal.
    #[inline(always)]
    pub(crate) fn reflex(self) -> bool {
        matches!(
            self,
            Family::HelpReflex | Family::SeriesReflex | Family::ParryReflex
        )
    }

    /// Whether the play ends with a forced move of the side that reaches
    /// the goal (`ser-s`, `hs`, `ser-hs`): the lines found stop before it,
    /// and the printers add every such move.
    #[inline(always)]
    pub(crate) fn forced_end(self) -> bool {
        self.node(1) == Node::Forced
    }

    /// Whether the move played with `remaining` single moves left (more than
    /// two) is one after which, when the other side would already be forced
    /// to reach the goal, the play ends there (a shorter solution): every
    /// series move of `ser-s`, White's moves in `hs`.
    #[inline(always)]
    pub(crate) fn forced_ends_early(self, remaining: u32) -> bool {
        match self {
            Family::SeriesSelf => remaining > 2,
            Family::HelpSelf | Family::ParrySelf => remaining > 2 && remaining.is_multiple_of(2),
            _ => false,
        }
    }

    /// Whether a play starting with `remaining` single moves left ends at
    /// once when the side to move is already forced to reach the goal:
    /// `hs` in half moves, whose victim moves first (Popeye writes its
    /// shortest solution alone, `hs~0.5`, and no line of a longer length
    /// starts with a free move of a forced victim: [`Family::forced_ends_early`]
    /// says the same after every move of the other side).
    #[inline(always)]
    pub(crate) fn forced_at_start(self, remaining: u32) -> bool {
        self == Family::HelpSelf && remaining > 1 && remaining % 2 == 1
    }

    /// The node kind with `remaining` single moves left (at least 1).
    #[inline(always)]
    pub(crate) fn node(self, remaining: u32) -> Node {
        match (self, remaining) {
            (
                Family::SeriesSelf
                | Family::HelpSelf
                | Family::SeriesHelpSelf
                | Family::ParrySelf
                | Family::ParryHelpSelf,
                1,
            ) => Node::Forced,
            (Family::ReciHelp, 1) => Node::Reci,
            (_, 1) => Node::Final,
            (Family::Help | Family::HelpSelf | Family::HelpReflex | Family::ReciHelp, _) => {
                Node::Free
            }
            (Family::SeriesHelp | Family::SeriesSelf | Family::SeriesReflex, 2) => Node::Free,
            (Family::SeriesHelpSelf, 2 | 3) => Node::Free,
            (Family::ParryHelp | Family::ParrySelf | Family::ParryReflex, 2) => Node::Free,
            // (`pser-hs`: Black's last series move, then White's move.)
            (Family::ParryHelpSelf, 2 | 3) => Node::Free,
            (Family::ParryDirect | Family::ParryHelpSelf, r) if r % 2 == 1 => Node::ParrySeries,
            (Family::ParryHelp | Family::ParrySelf | Family::ParryReflex, r) if r % 2 == 0 => {
                Node::ParrySeries
            }
            (
                Family::ParryDirect
                | Family::ParryHelp
                | Family::ParrySelf
                | Family::ParryHelpSelf
                | Family::ParryReflex,
                _,
            ) => Node::Free,
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

/// The position in which the next move is played after `mv` at a node of
/// kind `node` with `remaining` single moves left, and the single moves
/// left there; `None` when the node's rules forbid the move. A parry
/// series move that gives no check passes the other side's turn (a null
/// move, two single moves of the count); one that gives check leaves the
/// other side to parry.
#[inline(always)]
pub(crate) fn step<G: Game>(
    pos: &G,
    mv: G::Move,
    node: Node,
    remaining: u32,
    info: Option<&G::CheckProbe>,
) -> Option<(G, u32)> {
    if node == Node::ParrySeries {
        let after = pos.after(mv);
        return Some(if after.in_check() {
            (after, remaining - 1)
        } else {
            (after.null_move(), remaining.saturating_sub(2).max(1))
        });
    }
    child(pos, mv, node, info).map(|next| (next, remaining.saturating_sub(1)))
}

/// Whether `step` from a node of kind `node` with `remaining` single moves
/// left to `left` passed the other side's turn: the search then writes a
/// pass (the default move, never a legal one) into the line, so that
/// every line of one search has the same number of moves.
#[inline(always)]
pub(crate) fn passed(node: Node, remaining: u32, left: u32) -> bool {
    node == Node::ParrySeries && left + 2 == remaining
}

/// A line's moves without the passes the search wrote ([`passed`]).
pub(crate) fn without_passes<M: Copy + Default + PartialEq>(moves: &[M]) -> Vec<M> {
    let pass = M::default();
    moves.iter().copied().filter(|&m| m != pass).collect()
}

/// [`step`] for a printer replaying a found line: the family's node at
/// `remaining` (free play without a family), the move played as it is when
/// the node's rules would forbid it.
pub(crate) fn replay_step<G: Game>(
    family: Option<Family>,
    pos: &G,
    mv: G::Move,
    remaining: u32,
) -> (G, u32) {
    let remaining = remaining.max(1);
    let node = family.map_or(Node::Free, |f| f.node(remaining));
    let info = pos.check_probe();
    step(pos, mv, node, remaining, info.as_ref())
        .unwrap_or_else(|| (pos.after(mv), remaining.saturating_sub(1)))
}

/// The position after move `i` of a line, `mv` played in `pos`, where the
/// line's first `intro` moves are an intro series
/// ([`crate::stipulation::Stipulation::intro`]: the same side moves again
/// until its last move, again after it too with `pass` (before play with a
/// half move: [`crate::stipulation::Stipulation::intro_pass`]), the play's
/// `remaining` single moves left untouched); after them, as
/// [`replay_step`].
pub(crate) fn line_step<G: Game>(
    family: Option<Family>,
    (intro, pass): (u32, bool),
    i: usize,
    pos: &G,
    mv: G::Move,
    remaining: u32,
) -> (G, u32) {
    if (i as u32) < intro {
        let after = pos.after(mv);
        let next = if pass || (i as u32) + 1 < intro {
            after.null_move()
        } else {
            after
        };
        return (next, remaining);
    }
    replay_step(family, pos, mv, remaining)
}

/// The two ways to the goal at the end of reciprocal help play, from `end`
/// (its side to move plays): the moves after which the other side reaches
/// `goal` in one, each with those goal moves (`h#1`), and the moves that
/// reach `at_once_goal` (the same goal but in `reci-h(=)#n`) at once, both in
/// generation order; both empty unless each has one (then the end is
/// reached).
#[allow(clippy::type_complexity)]
pub(crate) fn reci_endings<G: Game>(
    end: &G,
    goal: Goal,
    at_once_goal: Goal,
) -> (Vec<(G::Move, Vec<G::Move>)>, Vec<G::Move>) {
    let mut list = G::Moves::default();
    end.legal_moves(&mut list);
    let at_once: Vec<G::Move> = list
        .as_slice()
        .iter()
        .copied()
        .filter(|&mv| end.reaches_goal(mv, &end.after(mv), at_once_goal))
        .collect();
    if at_once.is_empty() {
        return (Vec::new(), Vec::new());
    }
    let helped: Vec<(G::Move, Vec<G::Move>)> = list
        .as_slice()
        .iter()
        .filter_map(|&mv| {
            let next = end.after(mv);
            let replies = goal_moves(&next, goal);
            (!replies.is_empty()).then_some((mv, replies))
        })
        .collect();
    if helped.is_empty() {
        return (Vec::new(), Vec::new());
    }
    (helped, at_once)
}

/// Whether the reciprocal end is reached at `end` ([`reci_endings`] not
/// empty), stopping at the first move of each kind.
pub(crate) fn reci_end<G: Game>(end: &G, goal: Goal, at_once: Goal) -> bool {
    let mut list = G::Moves::default();
    end.legal_moves(&mut list);
    let moves = list.as_slice();
    moves
        .iter()
        .any(|&mv| end.reaches_goal(mv, &end.after(mv), at_once))
        && moves.iter().any(|&mv| {
            let next = end.after(mv);
            let mut replies = G::Moves::default();
            next.legal_moves(&mut replies);
            replies
                .as_slice()
                .iter()
                .any(|&r| next.reaches_goal(r, &next.after(r), goal))
        })
}

/// The moves of the side to move in `pos` that reach `goal`, in generation
/// order.
fn goal_moves<G: Game>(pos: &G, goal: Goal) -> Vec<G::Move> {
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    list.as_slice()
        .iter()
        .copied()
        .filter(|&mv| pos.reaches_goal(mv, &pos.after(mv), goal))
        .collect()
}
