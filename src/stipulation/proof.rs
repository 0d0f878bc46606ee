//! Proof-game stipulations: `dia n`, `dia n.5`, `ser-dia n`, `a=>b n`.

use super::{Goal, Play, Stipulation, StipulationError, MAX_MOVES};

/// A proof-game stipulation (`dia10.5`, `dia 6`, `ser-dia5`, `a=>b6`), or
/// `None` when `t` (trimmed, lower case) is none.
pub(super) fn parse_proof(text: &str, t: &str) -> Result<Option<Stipulation>, StipulationError> {
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
    Ok(Some(Stipulation {
        play,
        goal: Goal::Mate,
        moves,
        half,
        swapped: false,
        quodlibet: false,
        keep_mating_piece: false,
        max_flights: None,
        nontrivial: None,
    }))
}
