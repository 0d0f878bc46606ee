//! Direct, self and reflex play in Popeye's tree layout: keys (`!`) and
//! tries (`?`, then `but` and the refutations) in Popeye's move order,
//! threats, zugzwang, variations and set play, indented as Popeye's tree
//! writer does it (output/plaintext/tree/).

use super::engine::PopeyeGame;
use super::error::PopeyeError;
use super::out::Out;
use super::settings::Extra;
use super::text::move_text;
pub use super::tree::{mates_at_once, TreeOptions};
use super::tree::{post_key_tree, set_play_section};
use crate::formats::Language;
use crate::problem::Problem;
use crate::search::Stop;
use crate::solve::direct::{self, DirectOptions, DirectReport};
use crate::stipulation::{Play, Stipulation};

/// Popeye answers a reflex problem (`r#`, `hr#`, `ser-r#`) whose first
/// side to move can reach the goal at once (mate, for `r#`) with those
/// moves alone, marked `?!?`: their lines, if so.
pub(super) fn mates_at_once_lines<G: PopeyeGame>(
    pos: &G,
    stip: &Stipulation,
    lang: Language,
) -> Option<Vec<String>> {
    let lead = at_once_lead(stip)?;
    let mates = mates_at_once(pos, stip.goal);
    if mates.is_empty() {
        return None;
    }
    // One blank line, then the moves (Popeye writes them in one block).
    let mut lines = vec![String::new()];
    for m in mates {
        lines.push(format!(
            "{lead}{} ?!?",
            move_text(pos, m, stip.goal, true, lang)
        ));
    }
    Some(lines)
}

/// The lead of the `?!?` lines of reflex play whose side to move can
/// reach the goal at once (a battle tree's indent, a help line's in `hr`
/// and `ser-r`); `None` where Popeye writes none.
pub(super) fn at_once_lead(stip: &Stipulation) -> Option<&'static str> {
    match stip.play {
        Play::Reflex => Some("   1."),
        // Black starting `hr#n.5`: its goal moves are `hr#0.5` solutions.
        Play::HelpReflex if stip.half => None,
        Play::HelpReflex
        | Play::SeriesReflex
        | Play::ParrySeriesReflex
        | Play::ParryBattleReflex => Some("  1."),
        _ => None,
    }
}

/// Reflex play under `MaxSolutions n`: Popeye 4.104 writes every key, and
/// counts them all as one solution: with n = 1 and a key or try written it
/// says `Partial solution` (compared: every reflex corpus file with
/// `MaxSolutions 1`, `2`, `3`).
pub(super) fn reflex_count_reached(
    stip: &Stipulation,
    report: &DirectReport,
    tree: &TreeOptions,
    extra: &Extra,
) -> bool {
    let written = report.keys.len()
        + if tree.shows_tries() {
            report.tries.len()
        } else {
            0
        };
    stip.play == Play::Reflex && extra.max_solutions == Some(1) && written > 0
}

/// The tree options of `problem`'s direct play in the drop-in.
pub(super) fn tree_options(problem: &Problem, stip: &Stipulation, extra: &Extra) -> TreeOptions {
    let o = &problem.options;
    TreeOptions {
        variations: o.variations,
        no_threat: extra.no_threat,
        no_short_variations: extra.no_short_variations,
        goal: stip.goal,
        stip: *stip,
        set_play: o.set_play,
        lang: extra.lang,
        // (In reflex play Popeye 4.104 writes every key whatever the
        // option says.)
        max_blocks: extra.max_solutions.filter(|_| stip.play != Play::Reflex),
    }
}

/// Whether `PostKeyPlay` is played and its position, the defender to move
/// after the key, is illegal: the attacker, to move in the diagram, is in
/// check (the defender could take his king).
pub(super) fn post_key_illegal<G: PopeyeGame>(pos: &G, stip: &Stipulation, extra: &Extra) -> bool {
    extra.post_key_play && stip.is_adversarial() && pos.in_check()
}

/// The set play's lines of a diagram whose play has no position (the
/// defender, not to move, in check) while its set play, the defender to
/// move, has one (Popeye writes it, then gives up on the play); `None`
/// when the time limit stopped it.
pub(super) fn set_play_alone_lines<G: PopeyeGame>(
    problem: &Problem,
    pos: &G,
    stip: &Stipulation,
    (opts, extra): (&DirectOptions, &Extra),
    stop: &Stop,
) -> Result<Option<Vec<String>>, PopeyeError> {
    let set = match direct::set_play_alone(pos, stip, opts, stop) {
        Ok(set) => set,
        Err(direct::DirectError::Stopped) => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    let tree = tree_options(problem, stip, extra);
    let mut lines = Out::kept();
    set_play_section(pos, set.as_deref(), &tree, &mut lines);
    Ok(Some(lines.into_lines()))
}

/// Popeye's `PostKeyPlay` in direct, self and reflex play: the play after
/// a key, as if the diagram's key had been played (the defender to move):
/// `threat:` or `zugzwang.`, the threat, then the defences, each with its
/// continuations or `refutes.`. `None` when the time limit stopped it.
///
/// The play after the key has the defender to move: it has a position
/// where the diagram has none (the defender, not to move, in check), and
/// Popeye writes it, the key's line ` +` (no blank line, no threat)
/// before the defences; it has none where the attacker, to move in the
/// diagram, is in check: no lines (Popeye says `the side to play can
/// capture the king`, see [`post_key_illegal`]).
pub(super) fn post_key_lines<G: PopeyeGame>(
    pos: &G,
    stip: &Stipulation,
    extra: &Extra,
    stop: &Stop,
) -> Result<Option<Vec<String>>, PopeyeError> {
    if post_key_illegal(pos, stip, extra) {
        return Ok(Some(Vec::new()));
    }
    let checked = pos.null_move().in_check();
    let lines = vec![if checked { " +" } else { "" }.to_string()];
    // After the key of a one-move problem Popeye shows nothing in direct
    // play, in reflex play the defender's moves that reach the goal, in
    // self play every defence.
    if stip.moves <= 1 && stip.play == Play::Direct {
        return Ok(Some(lines));
    }
    let after = pos.null_move();
    let opts = DirectOptions {
        popeye_variations: true,
        no_threat: extra.no_threat,
        tree_bytes: extra.memory.tree_bytes(),
        ..DirectOptions::default()
    };
    let mut node = match direct::post_key_play(&after, stip, &opts, stop) {
        Ok(node) => node,
        Err(direct::DirectError::Stopped) => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    let tree = TreeOptions {
        variations: true,
        no_threat: extra.no_threat,
        no_short_variations: extra.no_short_variations,
        goal: stip.goal,
        stip: *stip,
        set_play: false,
        lang: extra.lang,
        max_blocks: None,
    };
    if stip.moves <= 1 && stip.play != Play::SelfPlay {
        node.variations.retain(|d| d.reaches_goal);
    }
    let mut out = Out::kept();
    out.extend(lines);
    post_key_tree(&after, &node, &tree, &mut out);
    Ok(Some(out.into_lines()))
}
