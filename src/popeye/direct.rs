//! Direct, self and reflex play in Popeye's tree layout: keys (`!`) and
//! tries (`?`, then `but` and the refutations) in Popeye's move order,
//! threats, zugzwang, variations and set play, indented as Popeye's tree
//! writer does it (output/plaintext/tree/).

use super::engine::PopeyeGame;
use super::numbers::{generated_first_moves, move_number_line};
use super::settings::Extra;
use super::text::{find_move, long_text, move_text};
use super::words::words;
use crate::formats::Language;
use crate::game::MoveBuffer;
use crate::problem::Problem;
use crate::search::Stop;
use crate::solve::direct::{self, AttackNode, Defence, DirectOptions, DirectReport, MoveText};
use crate::solve::NoProgress;
use crate::stipulation::{Goal, Play, Stipulation};

/// What to show besides the keys.
#[derive(Clone, Copy, Debug)]
pub struct TreeOptions {
    /// `Option Variation`: threats, zugzwang and variations.
    pub variations: bool,
    /// `Option NoThreat`: no threats.
    pub no_threat: bool,
    /// `Option NoShortVariations`: a defence is shown only when the
    /// attacker's continuation after it takes every move left.
    pub no_short_variations: bool,
    /// The goal (for the `=` sign of stalemate).
    pub goal: Goal,
    /// The stipulation (threats longer than one move are solved as a
    /// problem of their own from the position after a null move).
    pub stip: Stipulation,
    /// `Option SetPlay`: Popeye leaves a blank line for it even when there
    /// is no set play to show.
    pub set_play: bool,
    /// The language of the input: the men's letters and Popeye's words
    /// (`but`, `threat:`, `zugzwang.`, `refutes.`).
    pub lang: Language,
    /// `Option MaxSolutions n`: Popeye writes the first n keys and tries
    /// (in its order; the set play is not counted), then stops.
    pub max_blocks: Option<usize>,
}

impl TreeOptions {
    /// Whether `counted` keys and tries reach `MaxSolutions` (Popeye then
    /// stops, and says `Partial solution` even if no other would follow).
    pub fn capped_at(&self, counted: usize) -> bool {
        self.max_blocks.is_some_and(|max| counted >= max)
    }

    /// Whether tries are written: not in one-move reflex and semi-reflex
    /// play, whose defender's move is the forced end (Popeye 4.104 writes
    /// none there; `alice solve` does).
    pub fn shows_tries(&self) -> bool {
        !(self.stip.play.defender_bound() && self.stip.moves <= 1)
    }
}

/// Popeye's line for a move at tree depth `depth` (0: the key): indent,
/// move number, dots for the defender.
fn numbered(depth: usize, text: &str) -> String {
    let indent = (4 * depth).max(1);
    let dots = if depth % 2 == 1 { ".." } else { "" };
    format!("{:indent$}{:>3}.{dots}{text}", "", depth / 2 + 1)
}

/// A node's moves sorted in Popeye's order (nodes whose move cannot be
/// found in `pos` keep their place at the end).
fn sorted_by_popeye<'a, G: PopeyeGame, T>(
    pos: &G,
    items: &'a [T],
    text: impl Fn(&T) -> &MoveText,
) -> Vec<&'a T> {
    let mut keyed: Vec<(u64, usize, &T)> = items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let key = find_move(pos, &text(item).uci).map_or(u64::MAX, |m| pos.popeye_key(m));
            (key, i, item)
        })
        .collect();
    keyed.sort_by_key(|&(k, i, _)| (k, i));
    keyed.into_iter().map(|(_, _, item)| item).collect()
}

/// The lines of a direct-play report: set play, then every key and try in
/// Popeye's order (up to `MaxSolutions`), each block after a blank line;
/// and whether `MaxSolutions` was reached.
pub fn tree_lines<G: PopeyeGame>(
    pos: &G,
    report: &DirectReport,
    opts: &TreeOptions,
) -> (Vec<String>, bool) {
    let (mut out, blocks, capped) = tree_blocks(pos, report, opts);
    for (_, block) in blocks {
        out.push(String::new());
        out.extend(block);
    }
    (out, capped)
}

/// A key's or try's lines, with its move (`None` if it cannot be found).
type RootBlock<M> = (Option<M>, Vec<String>);

/// The set play's lines, and each key's and try's block in Popeye's order
/// (up to `MaxSolutions`), and whether `MaxSolutions` was reached.
fn tree_blocks<G: PopeyeGame>(
    pos: &G,
    report: &DirectReport,
    opts: &TreeOptions,
) -> (Vec<String>, Vec<RootBlock<G::Move>>, bool) {
    let set_lines = set_play_section(pos, report.set_play.as_deref(), opts);
    let mut roots: Vec<(bool, &AttackNode)> = report.keys.iter().map(|k| (true, k)).collect();
    if opts.shows_tries() {
        roots.extend(report.tries.iter().map(|t| (false, t)));
    }
    // Keys and tries together, in the order Popeye tries them.
    let ordered = sorted_by_popeye(pos, &roots, |(_, n)| &n.text);
    let mut blocks = Vec::new();
    let mut counted = 0;
    for &(is_key, node) in ordered {
        if opts.capped_at(counted) {
            break;
        }
        counted += 1;
        let root = find_move(pos, &node.text.uci);
        blocks.push((root, root_block(pos, root, is_key, node, opts)));
    }
    (set_lines, blocks, opts.capped_at(counted))
}

/// The set play's section: a blank line, then the defences `set` with the
/// attacker's answers; the blank line alone for `SetPlay` without any.
pub(super) fn set_play_section<G: PopeyeGame>(
    pos: &G,
    set: Option<&[Defence]>,
    opts: &TreeOptions,
) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(set) = set {
        lines.push(String::new());
        let waiting = pos.null_move();
        defence_lines(&waiting, set, 1, opts.stip.moves, opts, &mut lines);
    } else if opts.set_play && !pos.in_check() {
        // (With the attacker in check, the set play's position, the
        // defender to move, is illegal: Popeye leaves its section out.)
        lines.push(String::new());
    }
    lines
}

/// The lines of a key (`is_key`) or a try: the tree of its first move
/// `root` (`None` if it cannot be found), a try's `but` and refutations.
pub(super) fn root_block<G: PopeyeGame>(
    pos: &G,
    root: Option<G::Move>,
    is_key: bool,
    node: &AttackNode,
    opts: &TreeOptions,
) -> Vec<String> {
    let mut out = Vec::new();
    let mark = if is_key { " !" } else { " ?" };
    attack_lines(pos, node, 0, opts.stip.moves, mark, opts, &mut out);
    if is_key {
        return out;
    }
    out.push(format!("    {}", words(opts.lang).but));
    let Some(m) = root else {
        return out;
    };
    let after = pos.after(m);
    for r in sorted_by_popeye(&after, &node.refutations, |r| r) {
        // (Exact self play: a refutation that reaches the goal too early
        // is written with the goal's sign.)
        let early_goal = |d| {
            opts.stip.exact
                && opts.stip.play == Play::SelfPlay
                && after.reaches_goal(d, &after.after(d), opts.goal)
        };
        let text = find_move(&after, &r.uci).map_or_else(
            || r.popeye.clone(),
            |d| {
                if early_goal(d) {
                    move_text(&after, d, opts.goal, true, opts.lang)
                } else {
                    refutation_text(&after, d, opts.lang)
                }
            },
        );
        out.push(numbered(1, &format!("{text} !")));
        // In reflex play a refutation after which the attacker could reach
        // the goal at once (and so fails) is followed by those moves.
        if let Some(d) = find_move(&after, &r.uci).filter(|_| opts.stip.play.attacker_bound()) {
            let q = after.after(d);
            for g in mates_at_once(&q, opts.goal) {
                let text = move_text(&q, g, opts.goal, true, opts.lang);
                out.push(numbered(2, &format!("{text} ?!?")));
            }
        }
    }
    out
}

/// The tree under `Option MoveNumbers` (or `StartMoveNumber`,
/// `UpToMoveNumber`): after the set play and a blank line, every first
/// move Popeye generates is announced (numbered on from `counter`), and a
/// key's or try's block follows its announcement, then a blank line; the
/// first moves outside the range are neither announced nor shown.
fn numbered_tree_lines<G: PopeyeGame>(
    pos: &G,
    report: &DirectReport,
    opts: &TreeOptions,
    extra: &Extra,
    counter: &mut usize,
) -> (Vec<String>, bool) {
    // (`MaxSolutions` counts the blocks of the numbered moves alone.)
    let all = TreeOptions {
        max_blocks: None,
        ..*opts
    };
    let (mut out, mut blocks, _) = tree_blocks(pos, report, &all);
    out.push(String::new());
    let mut written = 0;
    for first in generated_first_moves(pos, extra) {
        if opts.capped_at(written) {
            break;
        }
        *counter += 1;
        if !extra.numbered_in_range(*counter) {
            continue;
        }
        out.push(move_number_line(*counter, &first, extra));
        if let Some(i) = blocks
            .iter()
            .position(|(m, _)| m.is_some() && *m == first.legal)
        {
            out.extend(blocks.remove(i).1);
            out.push(String::new());
            written += 1;
        }
    }
    (out, opts.capped_at(written))
}

/// A refutation as Popeye writes it: with its check sign only, even when
/// it mates or stalemates the attacker.
fn refutation_text<G: PopeyeGame>(pos: &G, d: G::Move, lang: Language) -> String {
    let mut text = long_text(pos, d, lang);
    if pos.after(d).in_check() {
        text.push_str(" +");
    }
    text
}

/// An attacker's move at `depth` with its threat and variations; `budget`:
/// the moves it has (itself included), unless it knows its length.
fn attack_lines<G: PopeyeGame>(
    pos: &G,
    node: &AttackNode,
    depth: usize,
    budget: u32,
    mark: &str,
    opts: &TreeOptions,
    out: &mut Vec<String>,
) {
    let Some(m) = find_move(pos, &node.text.uci) else {
        out.push(numbered(depth, &node.text.popeye));
        return;
    };
    let attacker_goal = opts.stip.attacker_reaches_goal();
    let line = format!(
        "{}{mark}",
        move_text(pos, m, opts.goal, attacker_goal, opts.lang)
    );
    if !opts.variations || node.reaches_goal {
        out.push(numbered(depth, &line));
        return;
    }
    let budget = node.length.unwrap_or(budget);
    reply_lines(
        &pos.after(m),
        node,
        depth,
        numbered(depth, &line),
        budget,
        opts,
        out,
    );
}

/// After an attacker's move at `depth` (the defender to move in `after`):
/// its line `head` with `threat:` or `zugzwang.`, then the threat and the
/// variations.
fn reply_lines<G: PopeyeGame>(
    after: &G,
    node: &AttackNode,
    depth: usize,
    mut head: String,
    budget: u32,
    opts: &TreeOptions,
    out: &mut Vec<String>,
) {
    // Self play under Quodlibet: Popeye's threats are the attacker's
    // moves that reach the goal at once (none: `zugzwang.`).
    let self_quodlibet = opts.stip.quodlibet && opts.stip.play == Play::SelfPlay;
    let direct_threats: Vec<&MoveText> = if self_quodlibet {
        let passed = after.null_move();
        node.threats
            .iter()
            .filter(|t| {
                find_move(&passed, &t.uci)
                    .is_some_and(|tm| passed.reaches_goal(tm, &passed.after(tm), opts.goal))
            })
            .collect()
    } else {
        Vec::new()
    };
    if !opts.no_threat && self_quodlibet {
        if !direct_threats.is_empty() {
            head.push_str(words(opts.lang).threat);
        } else if node.zugzwang || !node.threats.is_empty() {
            head.push_str(words(opts.lang).zugzwang);
        }
    } else if !opts.no_threat {
        if !node.threats.is_empty() {
            head.push_str(words(opts.lang).threat);
        } else if node.zugzwang {
            head.push_str(words(opts.lang).zugzwang);
        }
    }
    // (The play after a key has no key line: nothing when it has neither
    // a threat nor zugzwang.)
    if !head.is_empty() {
        out.push(head);
    }
    // In self and reflex play even a one-move threat has the defender's
    // forced reply to show.
    let whole_threat = node.threat_length > 1 || opts.stip.play != Play::Direct;
    if self_quodlibet {
        if !opts.no_threat {
            let passed = after.null_move();
            for t in sorted_by_popeye(&passed, &direct_threats, |t| *t) {
                let text = find_move(&passed, &t.uci).map_or_else(
                    || t.popeye.clone(),
                    |tm| move_text(&passed, tm, opts.goal, true, opts.lang),
                );
                out.push(numbered(depth + 2, &text));
            }
        }
    } else if !opts.no_threat && node.threat_length > 0 && whole_threat {
        // Popeye writes the whole threat: its defences and their answers.
        let passed = after.null_move();
        let stip = Stipulation {
            moves: node.threat_length,
            half: false,
            ..opts.stip
        };
        let sub = DirectOptions {
            popeye_variations: true,
            ..DirectOptions::default()
        };
        if let Ok(report) = direct::solve_with(&passed, &stip, &sub, &NoProgress, &Stop::never()) {
            for k in sorted_by_popeye(&passed, &report.keys, |k| &k.text) {
                attack_lines(&passed, k, depth + 2, node.threat_length, "", opts, out);
            }
        }
    } else if !opts.no_threat && !node.threats.is_empty() {
        let passed = after.null_move();
        for t in sorted_by_popeye(&passed, &node.threats, |t| t) {
            let text = find_move(&passed, &t.uci).map_or_else(
                || t.popeye.clone(),
                |tm| {
                    let goal_move = opts.stip.attacker_reaches_goal();
                    move_text(&passed, tm, opts.goal, goal_move, opts.lang)
                },
            );
            out.push(numbered(depth + 2, &text));
        }
    }
    defence_lines(after, &node.variations, depth + 1, budget, opts, out);
}

/// Defences at `depth` (defender to move in `pos`, `budget` moves of the
/// attacker's played or to come), each with the attacker's continuations.
fn defence_lines<G: PopeyeGame>(
    pos: &G,
    defences: &[Defence],
    depth: usize,
    budget: u32,
    opts: &TreeOptions,
    out: &mut Vec<String>,
) {
    // A self-play defence that reaches the goal before the last move (a
    // short solution) is not a variation for Popeye; a reflex defender
    // that can reach it must.
    let final_move = budget <= 1 || opts.stip.play.defender_bound();
    for d in sorted_by_popeye(pos, defences, |d| &d.text) {
        if d.reaches_goal && !final_move {
            continue;
        }
        if opts.no_short_variations && d.length + 1 < budget {
            continue;
        }
        let Some(m) = find_move(pos, &d.text.uci) else {
            out.push(numbered(depth, &d.text.popeye));
            continue;
        };
        if !d.reaches_goal && d.continuations.is_empty() {
            // A refutation (shown in the play after a key only), written
            // with its check sign only, as under a try.
            out.push(numbered(depth, &refutation_text(pos, m, opts.lang)));
            out.push(format!(
                "{:indent$}{}",
                "",
                words(opts.lang).refutes,
                indent = 4 * depth + 4
            ));
            continue;
        }
        let defender_goal = opts.stip.play != Play::Direct;
        out.push(numbered(
            depth,
            &move_text(pos, m, opts.goal, defender_goal, opts.lang),
        ));
        let after = pos.after(m);
        // Self play under Quodlibet: the shortest continuations in single
        // moves, those reaching the goal at once when there are any.
        let direct = opts.stip.quodlibet
            && opts.stip.play == Play::SelfPlay
            && d.continuations.iter().any(|c| c.reaches_goal);
        let continuations: Vec<&AttackNode> = d
            .continuations
            .iter()
            .filter(|c| !direct || c.reaches_goal)
            .collect();
        for c in sorted_by_popeye(&after, &continuations, |c| &c.text) {
            attack_lines(&after, c, depth + 1, d.length, "", opts, out);
        }
    }
}

/// The moves that reach `goal` at once (mate, for `r#`), in Popeye's order.
pub fn mates_at_once<G: PopeyeGame>(pos: &G, goal: Goal) -> Vec<G::Move> {
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    let mut mates: Vec<G::Move> = list
        .as_slice()
        .iter()
        .copied()
        .filter(|&m| pos.reaches_goal(m, &pos.after(m), goal))
        .collect();
    mates.sort_by_key(|&m| pos.popeye_key(m));
    mates
}

/// Popeye answers a reflex problem (`r#`, `hr#`, `ser-r#`) whose first
/// side to move can reach the goal at once (mate, for `r#`) with those
/// moves alone, marked `?!?`: their lines, if so.
pub(super) fn mates_at_once_lines<G: PopeyeGame>(
    pos: &G,
    stip: &Stipulation,
    lang: Language,
) -> Option<Vec<String>> {
    // The lead: a battle tree's indent, a help line's (`hr`, `ser-r`).
    let lead = match stip.play {
        Play::Reflex => "   1.",
        // Black starting `hr#n.5`: its goal moves are `hr#0.5` solutions.
        Play::HelpReflex if stip.half => return None,
        Play::HelpReflex
        | Play::SeriesReflex
        | Play::ParrySeriesReflex
        | Play::ParryBattleReflex => "  1.",
        _ => return None,
    };
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

/// Direct, self and reflex play: the solution tree of `report` (`Option
/// Threat n` is the prover's guard, [`crate::stipulation::Stipulation::max_threat`]).
pub(super) fn battle_lines<G: PopeyeGame>(
    problem: &Problem,
    pos: &G,
    stip: &Stipulation,
    report: DirectReport,
    extra: &Extra,
    counter: &mut usize,
) -> (Vec<String>, bool) {
    let tree = tree_options(problem, stip, extra);
    if extra.move_numbers {
        // (Popeye's blank line before `solution finished.` is the one
        // after the last block or the numbers.)
        return numbered_tree_lines(pos, &report, &tree, extra, counter);
    }
    let (mut lines, capped) = tree_lines(pos, &report, &tree);
    lines.push(String::new());
    (lines, capped)
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

/// The set play's lines of a battle `report` alone (a blank line first):
/// Popeye writes them before a reflex problem's `?!?` lines.
pub(super) fn set_play_lines<G: PopeyeGame>(
    problem: &Problem,
    pos: &G,
    stip: &Stipulation,
    report: &DirectReport,
    extra: &Extra,
) -> Vec<String> {
    let tree = tree_options(problem, stip, extra);
    set_play_section(pos, report.set_play.as_deref(), &tree)
}

/// Popeye's `PostKeyPlay` in direct, self and reflex play: the play after
/// a key, as if the diagram's key had been played (the defender to move):
/// `threat:` or `zugzwang.`, the threat, then the defences, each with its
/// continuations or `refutes.`. `None` when the time limit stopped it.
pub(super) fn post_key_lines<G: PopeyeGame>(
    pos: &G,
    stip: &Stipulation,
    extra: &Extra,
    stop: &Stop,
) -> Result<Option<Vec<String>>, String> {
    let mut lines = vec![String::new()];
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
        ..DirectOptions::default()
    };
    let mut node = match direct::post_key_play(&after, stip, &opts, stop) {
        Ok(node) => node,
        Err(direct::DirectError::Stopped) => return Ok(None),
        Err(e) => return Err(e.to_string()),
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
    reply_lines(
        &after,
        &node,
        0,
        String::new(),
        stip.moves,
        &tree,
        &mut lines,
    );
    Ok(Some(lines))
}
