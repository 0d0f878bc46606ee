//! The lines of a battle tree as Popeye's tree writer makes them
//! (output/plaintext/tree/): a key's or try's block, its threat (solved
//! as a problem of its own, and written while it is solved), its
//! variations, and the set play.

use super::engine::PopeyeGame;
use super::out::Out;
use super::text::{find_move, long_text, move_text};
use super::words::words;
use crate::formats::Language;
use crate::game::MoveBuffer;
use crate::search::Stop;
use crate::solve::direct::{self, AttackNode, Defence, DirectOptions, MoveText};
use crate::solve::direct::{TreePart, TreeWatch};
use crate::solve::NoProgress;
use crate::stipulation::{Goal, Play, Stipulation};
use std::cell::RefCell;

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

/// Popeye's line for a move at tree depth `depth` (0: the key): indent,
/// move number, dots for the defender.
fn numbered(depth: usize, text: &str) -> String {
    let indent = (4 * depth).max(1);
    let dots = if depth % 2 == 1 { ".." } else { "" };
    format!("{:indent$}{:>3}.{dots}{text}", "", depth / 2 + 1)
}

/// A node's moves sorted in Popeye's order (nodes whose move cannot be
/// found in `pos` keep their place at the end).
pub(super) fn sorted_by_popeye<'a, G: PopeyeGame, T>(
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

/// The set play's section: a blank line, then the defences `set` with the
/// attacker's answers; the blank line alone for `SetPlay` without any.
pub(super) fn set_play_section<G: PopeyeGame>(
    pos: &G,
    set: Option<&[Defence]>,
    opts: &TreeOptions,
    out: &mut Out<'_>,
) {
    if let Some(set) = set {
        out.push(String::new());
        let waiting = pos.null_move();
        defence_lines(&waiting, set, 1, opts.stip.moves, opts, out);
    } else if opts.set_play && !pos.in_check() {
        // (With the attacker in check, the set play's position, the
        // defender to move, is illegal: Popeye leaves its section out.)
        out.push(String::new());
    }
}

/// The first lines of a key's or a try's block: its move, then the threat
/// (`node`'s variations are not looked at).
pub(super) fn root_head<G: PopeyeGame>(
    pos: &G,
    is_key: bool,
    node: &AttackNode,
    opts: &TreeOptions,
    out: &mut Out<'_>,
) {
    let mark = if is_key { " !" } else { " ?" };
    attack_head(pos, node, 0, opts.stip.moves, mark, opts, out);
}

/// The lines of the variation `d` of the first move `root`, whose node
/// is `head` (its variations not looked at).
pub(super) fn root_variation<G: PopeyeGame>(
    pos: &G,
    root: G::Move,
    head: &AttackNode,
    d: &Defence,
    opts: &TreeOptions,
    out: &mut Out<'_>,
) {
    if opts.variations && !head.reaches_goal {
        let budget = head.length.unwrap_or(opts.stip.moves);
        let after = pos.after(root);
        defence_lines(&after, std::slice::from_ref(d), 1, budget, opts, out);
    }
}

/// The last lines of a key's or a try's block: a try's `but` and
/// refutations (`node`'s variations not looked at).
pub(super) fn root_tail<G: PopeyeGame>(
    pos: &G,
    root: Option<G::Move>,
    is_key: bool,
    node: &AttackNode,
    opts: &TreeOptions,
    out: &mut Out<'_>,
) {
    if is_key {
        return;
    }
    out.push(format!("    {}", words(opts.lang).but));
    let Some(m) = root else {
        return;
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
}

/// The play after a key (`PostKeyPlay`; the defender to move in `after`,
/// `node` the key's, without its move): `threat:` or `zugzwang.`, the
/// threat, then the variations.
pub(super) fn post_key_tree<G: PopeyeGame>(
    after: &G,
    node: &AttackNode,
    opts: &TreeOptions,
    out: &mut Out<'_>,
) {
    reply_head(after, node, 0, String::new(), opts, out);
    defence_lines(after, &node.variations, 1, opts.stip.moves, opts, out);
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

/// An attacker's move at `depth` with its threat and variations;
/// `budget`: the moves it has (itself included), unless it knows its
/// length.
fn attack_lines<G: PopeyeGame>(
    pos: &G,
    node: &AttackNode,
    depth: usize,
    budget: u32,
    mark: &str,
    opts: &TreeOptions,
    out: &mut Out<'_>,
) {
    if let Some((after, budget)) = attack_head(pos, node, depth, budget, mark, opts, out) {
        defence_lines(&after, &node.variations, depth + 1, budget, opts, out);
    }
}

/// An attacker's move at `depth` with its threat, without its variations;
/// the position after it and its budget if variations follow.
fn attack_head<G: PopeyeGame>(
    pos: &G,
    node: &AttackNode,
    depth: usize,
    budget: u32,
    mark: &str,
    opts: &TreeOptions,
    out: &mut Out<'_>,
) -> Option<(G, u32)> {
    let Some(m) = find_move(pos, &node.text.uci) else {
        out.push(numbered(depth, &node.text.popeye));
        return None;
    };
    let attacker_goal = opts.stip.attacker_reaches_goal();
    let line = format!(
        "{}{mark}",
        move_text(pos, m, opts.goal, attacker_goal, opts.lang)
    );
    if !opts.variations || node.reaches_goal {
        out.push(numbered(depth, &line));
        return None;
    }
    let budget = node.length.unwrap_or(budget);
    let after = pos.after(m);
    reply_head(&after, node, depth, numbered(depth, &line), opts, out);
    Some((after, budget))
}

/// After an attacker's move at `depth` (the defender to move in `after`):
/// its line `head` with `threat:` or `zugzwang.`, then the threat.
fn reply_head<G: PopeyeGame>(
    after: &G,
    node: &AttackNode,
    depth: usize,
    mut head: String,
    opts: &TreeOptions,
    out: &mut Out<'_>,
) {
    let passed = after.null_move();
    // Self play under Quodlibet: Popeye's threats are the attacker's
    // moves that reach the goal at once (none: `zugzwang.`).
    let self_quodlibet = opts.stip.rules.quodlibet && opts.stip.play == Play::SelfPlay;
    let threats: Vec<&MoveText> = if self_quodlibet {
        node.threats
            .iter()
            .filter(|t| {
                find_move(&passed, &t.uci)
                    .is_some_and(|tm| passed.reaches_goal(tm, &passed.after(tm), opts.goal))
            })
            .collect()
    } else {
        node.threats.iter().collect()
    };
    if !opts.no_threat {
        if !threats.is_empty() {
            head.push_str(words(opts.lang).threat);
        } else if node.zugzwang || self_quodlibet && !node.threats.is_empty() {
            head.push_str(words(opts.lang).zugzwang);
        }
    }
    // (The play after a key has no key line: nothing when it has neither
    // a threat nor zugzwang.)
    if !head.is_empty() {
        out.push(head);
    }
    if opts.no_threat {
        return;
    }
    // In self and reflex play even a one-move threat has the defender's
    // forced reply to show.
    let whole_threat = node.threat_length > 1 || opts.stip.play != Play::Direct;
    if !self_quodlibet && node.threat_length > 0 && whole_threat {
        return threat_tree(passed, node.threat_length, depth + 2, opts, out);
    }
    let goal_move = self_quodlibet || opts.stip.attacker_reaches_goal();
    for t in sorted_by_popeye(&passed, &threats, |t| *t) {
        let text = find_move(&passed, &t.uci).map_or_else(
            || t.popeye.clone(),
            |tm| move_text(&passed, tm, opts.goal, goal_move, opts.lang),
        );
        out.push(numbered(depth + 2, &text));
    }
}

/// The whole threat of `length` moves at `depth`, as Popeye writes it: its
/// defences and their answers, solved as a problem of its own from
/// `passed` (the attacker to move again after a null move).
fn threat_tree<G: PopeyeGame>(
    passed: G,
    length: u32,
    depth: usize,
    opts: &TreeOptions,
    out: &mut Out<'_>,
) {
    let stip = Stipulation {
        moves: length,
        half: false,
        ..opts.stip
    };
    let sub = DirectOptions {
        popeye_variations: true,
        tree_bytes: usize::MAX,
        ..DirectOptions::default()
    };
    if !out.is_written() {
        // (Kept to the end: solved on every thread, then written.)
        let solved = direct::solve_with(&passed, &stip, &sub, &NoProgress, &Stop::never());
        for k in solved
            .iter()
            .flat_map(|report| sorted_by_popeye(&passed, &report.keys, |k| &k.text))
        {
            attack_lines(&passed, k, depth, length, "", opts, out);
        }
        return;
    }
    // Written part by part as it is solved, on the writer's thread alone
    // (the search's threads are busy): what came before is final.
    out.flush();
    let watch = ThreatWatch {
        pos: passed,
        depth,
        budget: length,
        opts,
        out: RefCell::new(out),
        head: RefCell::new(None),
    };
    // (Never stopped: its lines belong to a tree found.)
    let _ = direct::solve_in_turn(&passed, &stip, &sub, &Stop::never(), &watch);
}

/// Defences at `depth` (defender to move in `pos`, `budget` moves of the
/// attacker's played or to come), each with the attacker's continuations.
fn defence_lines<G: PopeyeGame>(
    pos: &G,
    defences: &[Defence],
    depth: usize,
    budget: u32,
    opts: &TreeOptions,
    out: &mut Out<'_>,
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
        let direct = opts.stip.rules.quodlibet
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

/// A threat's tree written as it is solved (a problem of its own from the
/// position after a null move): each key's line with its own threat, then
/// its variations one by one, each flushed.
struct ThreatWatch<'o, 'w, G: PopeyeGame> {
    /// The position after the null move.
    pos: G,
    /// The keys' depth in the tree.
    depth: usize,
    /// The threat's length.
    budget: u32,
    opts: &'o TreeOptions,
    out: RefCell<&'o mut Out<'w>>,
    /// The key whose line is written, with the position after it and its
    /// budget if variations follow.
    head: RefCell<Option<Written<G>>>,
}

/// A key whose line is written, with the position after it and its
/// budget if variations follow.
type Written<G> = (<G as crate::game::Game>::Move, Option<(G, u32)>);

impl<G: PopeyeGame> TreeWatch<G> for ThreatWatch<'_, '_, G> {
    fn move_key(&self, pos: &G, mv: G::Move) -> u64 {
        pos.popeye_key(mv)
    }

    fn part(&self, mv: G::Move, part: TreePart) {
        let out = &mut **self.out.borrow_mut();
        let (depth, opts) = (self.depth, self.opts);
        match part {
            TreePart::Head(_, node) => {
                let after = attack_head(&self.pos, &node, depth, self.budget, "", opts, out);
                *self.head.borrow_mut() = Some((mv, after));
            }
            TreePart::Variation(d) => {
                if let Some((_, Some((after, budget)))) = &*self.head.borrow() {
                    defence_lines(
                        after,
                        std::slice::from_ref(&d),
                        depth + 1,
                        *budget,
                        opts,
                        out,
                    );
                }
            }
        }
        out.flush();
    }

    fn first_move(&self, mv: G::Move, found: Option<(bool, &AttackNode)>) {
        let head = self.head.borrow_mut().take();
        let out = &mut **self.out.borrow_mut();
        match found {
            // (Its line and variations written already.)
            Some(_) if head.is_some_and(|(m, _)| m == mv) => {}
            Some((true, node)) => {
                attack_lines(&self.pos, node, self.depth, self.budget, "", self.opts, out);
            }
            _ => {}
        }
        out.flush();
    }

    fn takes_variations(&self) -> bool {
        true
    }
}
