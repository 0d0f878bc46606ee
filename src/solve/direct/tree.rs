//! The analysis below a first move: refutations, the tree of a key or a
//! try (threats, variations, continuations), the defences of set play and
//! of `PostKeyPlay`, in coordinate order.

use super::report::{
    AttackNode, Defence, DirectError, DirectOptions, MoveText, Room, Style, ATTACK_BYTES,
    DEFENCE_BYTES, THREAT_BYTES,
};
use crate::game::{Game, MoveBuffer};
use crate::search::battle::{Battle, Prover};
use crate::search::tt::Table;
use crate::search::Stop;
use crate::stipulation::{Goal, Play, Stipulation};

/// The defences that refute the attacker's move (defender to move in `p`),
/// or `None` when there are more than `max`.
pub(super) fn refutations<G: Game>(
    prover: &mut Prover<G>,
    p: &G,
    n: u32,
    max: u32,
) -> Option<Vec<G::Move>> {
    let mut list = G::Moves::default();
    p.legal_moves(&mut list);
    // Mated or stalemated: not a try; nor a move stopped by
    // `KeepMatingPiece` or `MaxFlightSquares` (as in Popeye).
    if list.is_empty() || prover.defender_turn_fails(p, &list, n) {
        return None;
    }
    // Nor one that `NonTrivial` stops; the refutations are found with the
    // budget its count leaves.
    let saved = prover.count_defences(p, n)?;
    let moves = sorted_list::<G>(&list);
    let mut found = Vec::new();
    for d in moves {
        if prover.stopped() {
            break; // meaningless; the caller reports the stop
        }
        if prover.refutes(p, d, n) {
            found.push(d);
            if found.len() > max as usize {
                break;
            }
        }
    }
    prover.restore_budget(saved);
    (!prover.stopped() && !found.is_empty() && found.len() <= max as usize).then_some(found)
}

/// Watches a move's analysis as it goes (a tree shown while it is
/// analysed): the node as soon as its threat is known, then each variation
/// as soon as it is found.
pub(super) struct Watch<'w, G: Game> {
    /// The order in which the defences are analysed and handed over (the
    /// node's variations stay in coordinate order).
    pub order: &'w dyn Fn(&G, G::Move) -> u64,
    /// The node before its variations (none yet); not called when the
    /// move reaches the goal or `NonTrivial` stops it.
    pub head: &'w dyn Fn(&AttackNode),
    /// Each variation, in `order`.
    pub variation: &'w dyn Fn(&Defence),
    /// Whether the node keeps its variations once handed over (else the
    /// watch alone has them, and their room is given back: the tree holds
    /// one variation at a time).
    pub keep: bool,
}

/// Analyse the attacker's move `a` from `pos` with a budget of `n` moves.
pub(super) fn analyse_attack<G: Game>(
    prover: &mut Prover<G>,
    pos: &G,
    a: G::Move,
    n: u32,
    style: Style<'_>,
) -> AttackNode {
    analyse_watched(prover, pos, a, n, style, None)
}

/// [`analyse_attack`], watched by `watch`.
pub(super) fn analyse_watched<G: Game>(
    prover: &mut Prover<G>,
    pos: &G,
    a: G::Move,
    n: u32,
    style: Style<'_>,
    watch: Option<&Watch<G>>,
) -> AttackNode {
    let p = pos.after(a);
    let text = MoveText::new(pos, a);
    let capture = pos.move_facts(a).capture;
    let check = p.in_check();
    let battle = prover.battle();
    let reaches_goal =
        battle.attacker_goal && prover.goal_ends_play(n) && prover.reaches(pos, a, &p);
    let length = prover
        .shortest_success(pos, a, &p, n)
        .map(|k| prover.reported_length(&p, n, k));
    let mut node = AttackNode {
        text,
        length,
        reaches_goal,
        check,
        capture,
        threats: Vec::new(),
        threat_length: 0,
        zugzwang: false,
        variations: Vec::new(),
        refutations: Vec::new(),
    };
    // A node kept with no room for its play below: the tree is cut here.
    if reaches_goal || !style.take(ATTACK_BYTES) {
        return node;
    }
    let budget = length.unwrap_or(n);
    // `NonTrivial`: the play below with the budget the count leaves after
    // this move, made at its full length (as Popeye's solving writes it).
    let Some(saved) = prover.count_defences(&p, n) else {
        return node;
    };
    analyse_reply(prover, &p, budget, style, &mut node, watch);
    prover.restore_budget(saved);
    node
}

/// Popeye's `PostKeyPlay`: the play after a key, the defender to move in
/// `p`, the attacker having `stip.moves` moves with the key (so its own
/// moves are numbered from 2). The node's move is empty; its variations
/// include the defences that refute (those with no continuation), which a
/// key never has.
pub fn post_key_play<G: Game>(
    p: &G,
    stip: &Stipulation,
    opts: &DirectOptions,
    stop: &Stop,
) -> Result<AttackNode, DirectError> {
    if !stip.is_adversarial() {
        return Err(DirectError::NotBattlePlay(*stip));
    }
    let battle = Battle::of(stip);
    let table = Table::new(opts.table_bits.min(table_bits(stip.moves)));
    let mut prover = Prover::new(battle, &table, stop);
    let empty = MoveText {
        uci: String::new(),
        san: String::new(),
        popeye: String::new(),
    };
    let mut node = AttackNode {
        text: empty,
        length: None,
        reaches_goal: false,
        check: p.in_check(),
        capture: false,
        threats: Vec::new(),
        threat_length: 0,
        zugzwang: false,
        variations: Vec::new(),
        refutations: Vec::new(),
    };
    // (Popeye's drop-in alone asks for it, and writes it whole: within
    // the room the tree budget gives a tree.)
    let room = Room::new(opts.tree_bytes);
    let style = Style {
        popeye: opts.popeye_variations,
        no_threat: opts.no_threat,
        refutations: true,
        room: Some(&room),
    };
    if prover.count_defences(p, stip.moves).is_some() {
        analyse_reply(&mut prover, p, stip.moves, style, &mut node, None);
    }
    if stop.check() {
        return Err(DirectError::Stopped);
    }
    if room.was_cut() {
        return Err(DirectError::TreeCut);
    }
    Ok(node)
}

/// The threat and the variations after an attacker's move (defender to
/// move in `p`, the attack having `budget` moves with the one played),
/// watched by `watch`.
fn analyse_reply<G: Game>(
    prover: &mut Prover<G>,
    p: &G,
    budget: u32,
    style: Style<'_>,
    node: &mut AttackNode,
    watch: Option<&Watch<G>>,
) {
    // Threat: the attacker's shortest forcing continuation if the defender passed.
    let mut threat = None;
    // A reflex defender able to reach the goal must: no threat then.
    let forced = prover.battle().play.defender_bound() && {
        let mut moves = G::Moves::default();
        p.legal_moves(&mut moves);
        prover.defender_must_reach_goal(p, &moves, budget)
    };
    if !node.check && budget > 1 && !style.no_threat && !forced {
        let passed = p.null_move();
        if let Some(t) = prover.shortest_win(&passed, budget - 1) {
            let moves = winning_moves(prover, &passed, t);
            node.threat_length = t;
            node.threats = moves.iter().map(|&m| MoveText::new(&passed, m)).collect();
            threat = (!moves.is_empty()).then_some((moves, t));
        } else {
            node.zugzwang = true;
        }
    }
    if let Some(watch) = watch {
        (watch.head)(node);
    }
    if !style.take(node.threats.len() * THREAT_BYTES) {
        return; // the tree is cut here
    }
    let at = AfterAttack {
        p,
        n: budget,
        threat: threat.as_ref(),
        style,
        set: false,
    };
    node.variations = defences(prover, &at, watch);
}

/// The most table a battle of `n` moves can use (slots of 16 bytes): 1 MiB
/// up to two moves, 4 MiB for three, 16 MiB from four on. A batch maps each
/// table whole, and a table larger than the search only costs page faults
/// and cache misses.
pub(super) fn table_bits(n: u32) -> u32 {
    match n {
        0..=2 => 16,
        3 => 18,
        _ => 20,
    }
}

/// The legal moves of `pos` in coordinate order (the order of every
/// report), without writing them out.
pub(super) fn sorted<G: Game>(pos: &G) -> Vec<G::Move> {
    let mut list = G::Moves::default();
    pos.legal_moves(&mut list);
    sorted_list::<G>(&list)
}

/// The moves of `list` in coordinate order.
fn sorted_list<G: Game>(list: &G::Moves) -> Vec<G::Move> {
    let moves = list.as_slice();
    // Each key once, ties (if an engine has any) in generation order: the
    // order of a stable sort by key, without its buffer.
    let mut keyed: Vec<(u64, u32)> = moves
        .iter()
        .enumerate()
        .map(|(i, &m)| (G::coordinate_key(m), i as u32))
        .collect();
    keyed.sort_unstable();
    keyed.into_iter().map(|(_, i)| moves[i as usize]).collect()
}

/// The attacker's moves in `pos` that force the goal within `k` (exactly the
/// winners, in coordinate order).
fn winning_moves<G: Game>(prover: &mut Prover<G>, pos: &G, k: u32) -> Vec<G::Move> {
    let battle = prover.battle();
    if battle.play.attacker_bound() {
        let mut list = G::Moves::default();
        pos.legal_moves(&mut list);
        if prover.can_reach_goal_in_one(pos, &list) {
            return Vec::new();
        }
    }
    // A direct mate in one: only a check mates, and whether a move checks
    // is known without playing it (`Game::gives_check`).
    let mate_in_one = k == 1
        && battle.play == Play::Direct
        && battle.goal == Goal::Mate
        && battle.nontrivial.is_none();
    let probe = if mate_in_one { pos.check_probe() } else { None };
    let mut winners = Vec::new();
    for m in sorted(pos) {
        if prover.stopped() {
            break; // meaningless from here; the caller reports the stop
        }
        if probe
            .as_ref()
            .is_some_and(|probe| !pos.gives_check(probe, m))
        {
            continue;
        }
        if prover.attack_succeeds(pos, m, &pos.after(m), k) {
            winners.push(m);
        }
    }
    winners
}

/// The position after an attacker's move and what its defences are
/// judged by (see [`defences`]).
pub(super) struct AfterAttack<'a, G: Game> {
    /// The position, the defender to move.
    pub p: &'a G,
    /// The attack's moves, the one played included.
    pub n: u32,
    /// The threat's moves and length, if any.
    pub threat: Option<&'a (Vec<G::Move>, u32)>,
    /// How the tree is written, and the room it has.
    pub style: Style<'a>,
    /// Set play: only the defences that have an answer are shown.
    pub set: bool,
}

/// The tree's room is full: it is cut here.
struct Cut;

impl<G: Game> AfterAttack<'_, G> {
    /// Take a defence's bytes from the tree's room.
    fn take(&self) -> Result<(), Cut> {
        self.style.take(DEFENCE_BYTES).then_some(()).ok_or(Cut)
    }

    /// A defence without continuations: one that reaches the goal, or a
    /// refutation.
    fn ending(&self, text: MoveText, reaches_goal: bool) -> Result<Defence, Cut> {
        self.take()?;
        Ok(Defence {
            text,
            reaches_goal,
            length: 0,
            continuations: Vec::new(),
        })
    }
}

/// The defences shown after an attacker's move (`at`). With a threat, a
/// defence is shown only if it stops the threat or is met faster; `set`
/// shows only defences that have an answer (set play). `style.popeye`:
/// Popeye's rule instead (see [`DirectOptions::popeye_variations`]).
/// The defences come in coordinate order; `watch` sees each in its own
/// order as soon as it is found.
pub(super) fn defences<G: Game>(
    prover: &mut Prover<G>,
    at: &AfterAttack<'_, G>,
    watch: Option<&Watch<G>>,
) -> Vec<Defence> {
    let (p, style) = (at.p, at.style);
    let mut moves = sorted(p);
    if let Some(watch) = watch {
        moves.sort_by_cached_key(|&d| (watch.order)(p, d));
    }
    let mut found = Vec::new();
    // With a watch, each defence's coordinate key, to put them back in
    // coordinate order.
    let mut keys = Vec::new();
    // A watch that keeps the variations itself: the room each one took is
    // given back once it is handed over.
    let kept_by_watch = watch.is_some_and(|w| !w.keep);
    let mut room_before = style.room_left();
    let mut shown = |d: G::Move, defence: Defence| {
        if let Some(watch) = watch {
            (watch.variation)(&defence);
            if kept_by_watch {
                style.give_back_to(room_before);
                room_before = style.room_left();
                return;
            }
            keys.push(G::coordinate_key(d));
        }
        found.push(defence);
    };
    defences_found(prover, at, &moves, &mut shown);
    if watch.is_some() {
        let mut keyed: Vec<(u64, Defence)> = keys.into_iter().zip(found).collect();
        keyed.sort_by_key(|&(key, _)| key);
        found = keyed.into_iter().map(|(_, defence)| defence).collect();
    }
    found
}

/// The work of [`defences`]: each defence shown (with its move) found in
/// `moves` (the defender's moves), in their order.
fn defences_found<G: Game>(
    prover: &mut Prover<G>,
    at: &AfterAttack<'_, G>,
    moves: &[G::Move],
    shown: &mut dyn FnMut(G::Move, Defence),
) {
    let p = at.p;
    // Reflex play: a defender able to mate must do so (in exact play only
    // after the attacker's last move).
    if prover.battle().play.defender_bound() && prover.goal_ends_play(at.n) {
        let forced: Vec<G::Move> = moves
            .iter()
            .copied()
            .filter(|&d| prover.reaches(p, d, &p.after(d)))
            .collect();
        if !forced.is_empty() {
            for d in forced {
                let Ok(defence) = at.ending(MoveText::new(p, d), true) else {
                    return; // the tree is cut here
                };
                shown(d, defence);
            }
            return;
        }
    }
    for &d in moves {
        if prover.stopped() {
            break; // meaningless from here; the caller reports the stop
        }
        match defence(prover, at, d) {
            Ok(Some(defence)) => shown(d, defence),
            Ok(None) => {}
            Err(Cut) => return, // the tree is cut here
        }
    }
}

/// The defence `d` as [`defences`] shows it (`None`: not shown), with the
/// attacker's continuations after it.
fn defence<G: Game>(
    prover: &mut Prover<G>,
    at: &AfterAttack<'_, G>,
    d: G::Move,
) -> Result<Option<Defence>, Cut> {
    let (p, n, style) = (at.p, at.n, at.style);
    let q = p.after(d);
    let text = MoveText::new(p, d);
    // (Exact play: a goal reached before the last move refutes.)
    if prover.battle().play != Play::Direct && prover.goal_ends_play(n) && prover.reaches(p, d, &q)
    {
        let shown = (!at.set || style.popeye) && at.threat.is_none();
        return shown.then(|| at.ending(text, true)).transpose();
    }
    let remaining = n.saturating_sub(1);
    let m = if remaining == 0 {
        None
    } else {
        prover.shortest_win(&q, remaining)
    };
    let Some(m) = m else {
        // A refutation; listed separately for tries, not a variation
        // (but in the post-key play).
        return style
            .refutations
            .then(|| at.ending(text, false))
            .transpose();
    };
    if let Some((threat_moves, t)) = at.threat.filter(|_| style.popeye) {
        let hidden = m < *t || (m == *t && threat_holds(prover, &q, threat_moves, *t, true));
        if hidden {
            return Ok(None);
        }
    } else if let Some((threat_moves, t)) = at.threat {
        if m >= *t && threat_holds(prover, &q, threat_moves, *t, false) {
            return Ok(None);
        }
    }
    at.take()?;
    let deeper = Style {
        refutations: false,
        ..style
    };
    let continuations = winning_moves(prover, &q, m)
        .into_iter()
        .map(|c| analyse_attack(prover, &q, c, m, deeper))
        .collect();
    Ok(Some(Defence {
        text,
        reaches_goal: false,
        length: m,
        continuations,
    }))
}

/// Whether the threat still works after the defence that led to `q`: a
/// threat move must still be legal there and still win within `t`; `all`
/// asks it of every threat move, else of one (tested lazily, in order).
fn threat_holds<G: Game>(
    prover: &mut Prover<'_, G>,
    q: &G,
    threat_moves: &[G::Move],
    t: u32,
    all: bool,
) -> bool {
    let mut replies = G::Moves::default();
    q.legal_moves(&mut replies);
    let mut wins = threat_moves.iter().map(|&tm| {
        replies.as_slice().contains(&tm) && prover.attack_succeeds(q, tm, &q.after(tm), t)
    });
    if all {
        wins.all(|w| w)
    } else {
        wins.any(|w| w)
    }
}
