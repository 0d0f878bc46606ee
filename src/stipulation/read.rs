//! A stipulation read from its text (`FromStr`): the families, the
//! prefixes (`exact-`, the intro series `m->`), `reci-h` with its two
//! goals, proof games.

use super::error::{parse_length, StipulationError, EXACT_REFUSED, INTRO_REFUSED, MAX_MOVES};
use super::goals::{Goal, GoalRead};
use super::parry::parse_parry;
use super::play::Play;
use super::Stipulation;
use std::str::FromStr;

impl FromStr for Stipulation {
    type Err = StipulationError;

    /// The stipulation `text` states; a text of no known form is
    /// [`StipulationError::Mistyped`] when a near form is read (`2#`:
    /// `#2`), else [`StipulationError::Unknown`].
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        read(text)
            .and_then(|stip| self_check_goal_solved(text, stip))
            .map_err(|e| match e {
                StipulationError::Unknown(given) => {
                    match super::suggest::suggestion(&given, |c| {
                        read(c).ok().map(|s| s.to_string())
                    }) {
                        Some(meant) => StipulationError::Mistyped(given, meant),
                        None => StipulationError::Unknown(given),
                    }
                }
                e => e,
            })
    }
}

/// `stip` (read from `text`), or its refusal when its goal asks for a
/// self-check ([`Goal::self_check`]: `##`, `##!`, `!#`) in play other than
/// help play and series play ending with the series side's move (`h`,
/// `ser-`, `ser-h`, with `exact-`), the plays whose last move alone is
/// sought among self-checks.
fn self_check_goal_solved(text: &str, stip: Stipulation) -> Result<Stipulation, StipulationError> {
    let solved = matches!(
        stip.play,
        Play::Help | Play::SeriesHelp | Play::SeriesDirect
    ) && stip.intro == 0
        && stip.at_once_goal.is_none();
    if stip.goal.self_check() && !solved {
        return Err(StipulationError::RefusedFamily(
            text.to_string(),
            SELF_CHECK_GOAL_REFUSED,
        ));
    }
    Ok(stip)
}

/// The play in which the goals of a self-check are not solved, by name.
pub(super) const SELF_CHECK_GOAL_REFUSED: &str =
    "double mate (##), counter-mate (##!) or auto-mate (!#) other than in h, ser- and ser-h play";

/// The stipulation `text` states, without a suggestion in its error.
fn read(text: &str) -> Result<Stipulation, StipulationError> {
    {
        let unknown = || StipulationError::Unknown(text.to_string());
        let t = text.trim().to_ascii_lowercase();
        if let Some(stip) = parse_intro(text, &t)? {
            return Ok(stip);
        }
        if let Some(rest) = t.strip_prefix("exact-") {
            return parse_exact(text, rest);
        }
        if let Some(stip) = parse_proof(text, &t)? {
            return Ok(stip);
        }
        if let Some(rest) = t.strip_prefix("reci-h") {
            return parse_reci(text, rest);
        }
        if let Some((play, goal, moves)) = parse_parry(text, &t)? {
            return Ok(Stipulation::of(play, goal, moves, false));
        }
        let (series, rest) = match t.strip_prefix("ser-") {
            Some(r) => (true, r),
            None => (false, t.as_str()),
        };
        // `semi-r#n`: semi-reflex, only with reflex play.
        let (semi, rest) = match rest.strip_prefix("semi-") {
            Some(r) if !series && r.starts_with('r') => (true, r),
            Some(_) => return Err(unknown()),
            None => (false, rest),
        };
        let mut found = None;
        for kind in ["hs", "hr", "h", "s", "r", ""] {
            let Some(after) = rest.strip_prefix(kind) else {
                continue;
            };
            match Goal::read(after) {
                GoalRead::Known(goal, len) => {
                    found = Some((kind, goal, &after[len..]));
                    break;
                }
                GoalRead::Refused(symbol, name) => {
                    return Err(StipulationError::RefusedGoal(
                        text.to_string(),
                        symbol,
                        name,
                    ));
                }
                GoalRead::Unknown => {}
            }
        }
        let (kind, goal, number) = found.ok_or_else(unknown)?;
        let (number, half) = match number.strip_suffix(".5") {
            Some(n) => (n, true),
            None => (number, false),
        };
        let play = match (series, kind) {
            (false, "") => Play::Direct,
            (false, "s") => Play::SelfPlay,
            (false, "r") if semi => Play::SemiReflex,
            (false, "r") => Play::Reflex,
            (false, "h") => Play::Help,
            (true, "h") => Play::SeriesHelp,
            (true, "") => Play::SeriesDirect,
            (true, "s") => Play::SeriesSelf,
            (false, "hs") => Play::HelpSelf,
            (true, "hs") => Play::SeriesHelpSelf,
            (false, "hr") => Play::HelpReflex,
            (true, "r") => Play::SeriesReflex,
            _ => return Err(unknown()),
        };
        if semi && play != Play::SemiReflex {
            return Err(unknown());
        }
        if half && !matches!(play, Play::Help | Play::HelpSelf | Play::HelpReflex) {
            return Err(unknown());
        }
        // h#0.5 is a legal (if odd) helpmate: White mates in one.
        let moves = parse_length(text, number, half, 0)?;
        Ok(Stipulation::of(play, goal, moves, half))
    }
}

/// `reci-h#n`, `reci-h#n.5`, and Popeye's two-goal form `reci-h(=)#n`
/// (Black's goal at the end in parentheses) (`rest` follows `reci-h`,
/// lower case). `reci-h#0.5` is refused (Popeye: a reciprocal stipulation
/// needs two single moves at least).
fn parse_reci(text: &str, rest: &str) -> Result<Stipulation, StipulationError> {
    let read = |t: &str| match Goal::read(t) {
        GoalRead::Known(goal, len) => Ok((goal, len)),
        GoalRead::Refused(symbol, name) => Err(StipulationError::RefusedGoal(
            text.to_string(),
            symbol,
            name,
        )),
        GoalRead::Unknown => Err(StipulationError::Unknown(text.to_string())),
    };
    let (at_once_goal, rest) = match rest.strip_prefix('(') {
        Some(inner) => {
            let (goal, len) = read(inner)?;
            let after = inner[len..]
                .strip_prefix(')')
                .ok_or_else(|| StipulationError::Unknown(text.to_string()))?;
            (Some(goal), after)
        }
        None => (None, rest),
    };
    let (goal, len) = read(rest)?;
    let number = &rest[len..];
    let (number, half) = match number.strip_suffix(".5") {
        Some(n) => (n, true),
        None => (number, false),
    };
    let moves = parse_length(text, number, half, 1)?;
    Ok(Stipulation {
        at_once_goal,
        ..Stipulation::of(Play::ReciHelp, goal, moves, half)
    })
}

/// Exact play (`exact-h#3`, `exact-#3`; `rest` follows `exact-`, lower
/// case): help, series, direct, self, reflex and semi-reflex play of the
/// stipulation after the prefix (parry series battle play too), and proof
/// games (`exact-dia5`, `exact-a=>b3`: no shorter games); `exact-` twice
/// is refused (an intro series is read by [`parse_intro`]).
fn parse_exact(text: &str, rest: &str) -> Result<Stipulation, StipulationError> {
    let refused = || StipulationError::RefusedFamily(text.to_string(), EXACT_REFUSED);
    if rest.starts_with("exact-") {
        return Err(refused());
    }
    let stip = read(rest).map_err(|e| e.restated(text))?;
    Ok(Stipulation {
        exact: true,
        ..stip
    })
}

/// Popeye's intro series `m->X` (`2->ser-h#4`; `exact-2->ser-#3` is
/// `2->exact-ser-#3`, as Popeye reads it), or `None` when `t` (trimmed,
/// lower case) states none. The play after the arrow must be a series
/// solved line by line (Popeye heads other play after the arrow as a
/// series: refused, [`INTRO_REFUSED`]).
fn parse_intro(text: &str, t: &str) -> Result<Option<Stipulation>, StipulationError> {
    let (exact, body) = match t.strip_prefix("exact-") {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    let Some((count, after)) = body.split_once("->") else {
        return Ok(None);
    };
    if count.is_empty() || !count.bytes().all(|b| b.is_ascii_digit()) {
        return Err(StipulationError::Unknown(text.to_string()));
    }
    let intro: u32 = count
        .parse()
        .map_err(|_| StipulationError::BadLength(text.to_string()))?;
    if intro == 0 || intro > MAX_MOVES {
        return Err(StipulationError::BadLength(text.to_string()));
    }
    let refused = || StipulationError::RefusedFamily(text.to_string(), INTRO_REFUSED);
    if after.contains("->") || (exact && after.starts_with("exact-")) {
        return Err(refused());
    }
    let play = read(after).map_err(|e| e.restated(text))?;
    let help = matches!(play.play, Play::Help | Play::HelpSelf | Play::HelpReflex);
    if !(play.is_series() || help) || play.play.is_parry_battle() {
        return Err(refused());
    }
    Ok(Some(Stipulation {
        intro,
        exact: play.exact || exact,
        ..play
    }))
}

/// A proof-game stipulation (`dia10.5`, `dia 6`, `ser-dia5`, `a=>b6`), or
/// `None` when `t` (trimmed, lower case) is none.
fn parse_proof(text: &str, t: &str) -> Result<Option<Stipulation>, StipulationError> {
    let (play, number) = if let Some(r) = t.strip_prefix("ser-dia") {
        (Play::SeriesProof, r)
    } else if let Some(r) = t.strip_prefix("dia") {
        (Play::Proof, r)
    } else if let Some(r) = t.strip_prefix("a=>b") {
        (Play::AToB, r)
    } else {
        return Ok(None);
    };
    let unknown = || StipulationError::Unknown(text.to_string());
    let number = number.trim_start();
    let (number, half) = match number.strip_suffix(".5") {
        Some(n) => (n, true),
        None => (number, false),
    };
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return Err(unknown());
    }
    if half && play == Play::SeriesProof {
        return Err(unknown());
    }
    let moves: u32 = number
        .parse()
        .map_err(|_| StipulationError::BadLength(text.to_string()))?;
    // dia0.5 (one White move) is accepted; a proof game of no move is not.
    let min = if half { 0 } else { 1 };
    if moves < min || moves > MAX_MOVES {
        return Err(StipulationError::BadLength(text.to_string()));
    }
    Ok(Some(Stipulation::of(play, Goal::Mate, moves, half)))
}
