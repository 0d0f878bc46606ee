//! The parry series read from their text (`pser-h#3`, `phser-s=2`,
//! `pser-#4`, ...).

use super::error::{parse_length, StipulationError};
use super::goals::{Goal, GoalRead};
use super::play::Play;

/// The parry series (`pser-h#n`, `pser-hs#n`, `phser-#n`, `phser-s#n`,
/// `phser-r#n`, `pser-#n`, `pser-s#n`, `pser-r#n`: every one Popeye
/// 4.104 reads) as its play, goal and length, or `None` when `t`
/// (trimmed, lower case, read from `text`) is none of them.
pub(super) fn parse_parry(
    text: &str,
    t: &str,
) -> Result<Option<(Play, Goal, u32)>, StipulationError> {
    let (play, rest) = if let Some(r) = t.strip_prefix("pser-hs") {
        (Play::ParrySeriesHelpSelf, r)
    } else if let Some(r) = t.strip_prefix("pser-h") {
        (Play::ParrySeriesHelp, r)
    } else if let Some(r) = t.strip_prefix("pser-s") {
        (Play::ParryBattleSelf, r)
    } else if let Some(r) = t.strip_prefix("pser-r") {
        (Play::ParryBattleReflex, r)
    } else if let Some(r) = t.strip_prefix("pser-") {
        (Play::ParryBattleDirect, r)
    } else if let Some(r) = t.strip_prefix("phser-s") {
        (Play::ParrySeriesSelf, r)
    } else if let Some(r) = t.strip_prefix("phser-r") {
        (Play::ParrySeriesReflex, r)
    } else if let Some(r) = t.strip_prefix("phser-") {
        (Play::ParrySeriesDirect, r)
    } else {
        return Ok(None);
    };
    let (goal, len) = match Goal::read(rest) {
        GoalRead::Known(goal, len) => (goal, len),
        GoalRead::Refused(symbol, name) => {
            return Err(StipulationError::RefusedGoal(
                text.to_string(),
                symbol,
                name,
            ))
        }
        GoalRead::Unknown => return Err(StipulationError::Unknown(text.to_string())),
    };
    let moves = parse_length(text, &rest[len..], false, 1)?;
    Ok(Some((play, goal, moves)))
}
