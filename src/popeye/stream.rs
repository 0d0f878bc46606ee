//! Lines of a twin's play shown while it is solved, as Popeye shows them:
//! a front end (Olive) reads the output as it comes, and its Stop button
//! kills the process, keeping what was written.
//!
//! A twin's play is still listed whole when its solve ends; what was shown
//! before is always the start of that listing (the solve's thread sends
//! lines it knows to be final, the writer writes the rest at the end). In
//! help and series play the search hands over its solutions in Popeye's
//! order of first moves ([`LineStream`]): each part is listed by the same
//! [`Lister`] as the finished report.

use super::engine::{Generated, PopeyeGame};
use super::intro::list_intro_end;
use super::listing::{numbers_every_length, numbers_help_play, sorted_part, with_replies, Lister};
use super::numbers::{generated_first_moves, move_number_line};
use super::out::Out;
use super::settings::Extra;
use super::tree::TreeOptions;
use super::tree::{root_head, root_tail, root_variation, set_play_section};
use crate::search::help::Lines;
use crate::search::ordered::lock;
use crate::solve::direct::{AttackNode, Defence, TreePart, TreeStream, TreeWatch};
use crate::solve::help::{Line, LineStream};
use crate::stipulation::{Play, Stipulation};
use std::sync::mpsc::Sender;
use std::sync::Mutex;

/// Lines to write, made by the writer into its [`Out`] (flushed as parts
/// of them are final): a tree's lines may need solves of their own
/// (threats of more than one move, `Option Threat`), which must not run on
/// the search's threads while they wait to hand over the next result.
pub(super) type Made<'a> = Box<dyn FnOnce(&mut Out<'_>) + Send + 'a>;

/// Where a twin's final lines go before its play ends.
pub(super) struct Shown<'a> {
    to: Sender<Made<'a>>,
    /// Final lines held back until a search starts (an error found before
    /// it is written instead of them).
    held: Mutex<Vec<String>>,
}

impl<'a> Shown<'a> {
    /// Lines sent to `to` as they become final.
    pub(super) fn to(to: Sender<Made<'a>>) -> Self {
        Shown {
            to,
            held: Mutex::new(Vec::new()),
        }
    }

    /// `lines` come next in the listing: shown with the next lines shown.
    pub(super) fn hold(&self, lines: &[String]) {
        lock(&self.held).extend_from_slice(lines);
    }

    /// Show the lines held, then `lines`.
    pub(super) fn show(&self, lines: Vec<String>) {
        self.show_made(Box::new(move |out| out.extend(lines)));
    }

    /// Show the lines held, then those `make` makes.
    fn show_made(&self, make: Made<'a>) {
        let held = std::mem::take(&mut *lock(&self.held));
        // (A writer gone has ended the run: nothing left to show.)
        let _ = self.to.send(Box::new(move |out| {
            out.extend(held);
            make(out);
        }));
    }
}

/// A help or series search's solutions listed as they are handed over.
pub(super) struct HelpStream<'s, 'm, G: PopeyeGame> {
    shown: &'s Shown<'m>,
    /// The play's start (its starter to move).
    start: G,
    stip: Stipulation,
    /// The listing so far, and the length being searched.
    state: Mutex<(Lister<'s, G>, Option<Stipulation>)>,
}

impl<'s, 'm, G: PopeyeGame> HelpStream<'s, 'm, G> {
    /// The stream of `stip`'s play from `start` (its starter to move),
    /// `MoveNumbers` counting on from `counter`.
    pub(super) fn new(
        shown: &'s Shown<'m>,
        start: &G,
        stip: &Stipulation,
        extra: &'s Extra,
        counter: usize,
    ) -> Self {
        let numbers = numbers_help_play(stip, extra);
        HelpStream {
            shown,
            start: *start,
            stip: *stip,
            state: Mutex::new((Lister::new(start, stip, "", extra, numbers, counter), None)),
        }
    }
}

impl<'s, G: PopeyeGame> HelpStream<'s, '_, G> {
    /// A part of the lines (each with its forced replies) listed by
    /// `lister` in Popeye's order, numbered or not, and shown.
    fn list_part(
        &self,
        lister: &mut Lister<'s, G>,
        part: impl Iterator<Item = Line<G::Move>>,
        numbered: bool,
    ) {
        let moves: Vec<Vec<G::Move>> = part
            .flat_map(|line| with_replies(&self.start, &self.stip, &line))
            .collect();
        let sorted = sorted_part(
            &self.start,
            &self.stip,
            moves.iter().map(Vec::as_slice).collect(),
        );
        let mut listed = Vec::new();
        lister.part(&sorted, numbered, &mut listed);
        if !listed.is_empty() {
            self.shown.show(listed);
        }
    }

    /// The end of the listing, once the search has handed over every
    /// line (a solve that kept none: [`crate::solve::help::HelpReport::
    /// handed_over`]): the first moves not announced yet, shown; the
    /// `MoveNumbers` count on in `counter`; whether `MaxSolutions` cut the
    /// listing short.
    pub(super) fn finish(&self, counter: &mut usize) -> bool {
        let mut state = lock(&self.state);
        let (lister, _) = &mut *state;
        let mut ended = Vec::new();
        let partial = lister.finish(&mut ended);
        *counter = lister.counter;
        drop(state);
        self.shown.show(ended);
        partial
    }
}

impl<G: PopeyeGame> LineStream<G> for HelpStream<'_, '_, G> {
    fn move_key(&self, pos: &G, mv: G::Move) -> u64 {
        pos.popeye_key(mv)
    }

    fn lines_in_order(&self) -> bool {
        // Popeye's order is its move order move by move (`popeye_sorted`),
        // but for `reci-h` (its two endings) and parry series (whose
        // positions between the moves depend on checks).
        self.stip.play != Play::ReciHelp && !self.stip.play.is_parry() && self.stip.intro == 0
    }

    fn length(&self, stip: &Stipulation) {
        let mut state = lock(&self.state);
        let (lister, length) = &mut *state;
        // (Every length numbered: the one before ends, its first moves
        // not announced yet are.)
        let mut ended = Vec::new();
        if length.is_some() && numbers_every_length(&self.stip, lister.extra()) {
            lister.end_length(&mut ended);
        }
        *length = Some(*stip);
        drop(state);
        // The search has started: what came before it is final.
        self.shown.show(ended);
    }

    fn lines(&self, lines: &Lines<G::Move>) {
        let mut state = lock(&self.state);
        let (lister, length) = &mut *state;
        let Some(length) = *length else {
            return;
        };
        let numbered = length == self.stip || numbers_every_length(&self.stip, lister.extra());
        let part = (0..lines.len()).map(|i| Line {
            stipulation: length,
            moves: crate::help_play::without_passes(lines.get(i)),
        });
        self.list_part(lister, part, numbered);
    }

    fn takes_key_lines(&self) -> bool {
        true
    }

    fn key_lines(&self, lines: &[(Stipulation, &[G::Move])]) {
        // (A key's lines follow one another in Popeye's order: its first
        // move comes first in every line's keys.)
        let part = lines.iter().map(|&(stipulation, moves)| Line {
            stipulation,
            moves: moves.to_vec(),
        });
        self.list_part(&mut lock(&self.state).0, part, true);
    }

    fn intro(&self, moves: &[G::Move], after: &G, lines: &[(Stipulation, &[G::Move])]) -> bool {
        let lines: Vec<Line<G::Move>> = lines
            .iter()
            .map(|&(stipulation, moves)| Line {
                stipulation,
                moves: moves.to_vec(),
            })
            .collect();
        let mut state = lock(&self.state);
        let (lister, _) = &mut *state;
        let mut listed = Vec::new();
        list_intro_end(lister, &self.stip, moves, after, &lines, &mut listed);
        let enough = lister.capped || lister.full();
        drop(state);
        if !listed.is_empty() {
            self.shown.show(listed);
        }
        enough
    }
}

/// Direct, self and reflex play's tree shown as the first moves are
/// analysed: the set play, then each key's and try's block after a blank
/// line, in Popeye's order, part by part (its line and threat, each
/// variation, a try's refutations); under `MoveNumbers`, every first move
/// Popeye generates announced in its order, each block under its
/// announcement.
pub(super) struct BattleStream<'s, 'm, G: PopeyeGame> {
    shown: &'s Shown<'m>,
    /// The diagram (the attacker to move).
    pos: G,
    tree: TreeOptions,
    /// `MoveNumbers`: the announcements, and the options that shape them.
    numbers: Option<(Mutex<Announced<G::Move>>, Extra)>,
    /// The keys and tries shown (`MaxSolutions` stops the stream).
    written: Mutex<usize>,
    /// The first move whose tree is being shown, part by part.
    open: Mutex<Option<Open<G::Move>>>,
}

/// A first move whose parts have come: announced under `MoveNumbers`, and
/// its block's head shown (`Some`, with the node it was shown with) or not
/// (out of the numbers' range).
struct Open<M> {
    mv: M,
    head: Option<(bool, AttackNode)>,
}

/// A first move Popeye generates, with its number.
type Numbered<M> = (usize, Generated<M>);

/// The first moves Popeye generates, announced one by one.
struct Announced<M> {
    generated: Vec<Generated<M>>,
    /// The next one to announce.
    next: usize,
    /// The number of the last one announced (counted on through the twins).
    counter: usize,
}

impl<'s, 'm, G: PopeyeGame> BattleStream<'s, 'm, G> {
    /// The stream of the tree from `pos` written with `tree`; under
    /// `MoveNumbers` (in `extra`), numbered on from `counter`.
    pub(super) fn new(
        shown: &'s Shown<'m>,
        pos: &G,
        tree: TreeOptions,
        extra: &Extra,
        counter: usize,
    ) -> Self {
        let numbers = extra.move_numbers.then(|| {
            let announced = Announced {
                generated: generated_first_moves(pos, extra),
                next: 0,
                counter,
            };
            (Mutex::new(announced), extra.clone())
        });
        BattleStream {
            shown,
            pos: *pos,
            tree,
            numbers,
            written: Mutex::new(0),
            open: Mutex::new(None),
        }
    }

    /// Whether `MaxSolutions` keys and tries are shown (nothing more is).
    fn full(&self) -> bool {
        self.tree.capped_at(*lock(&self.written))
    }

    /// One more key or try shown.
    fn count_shown(&self) {
        *lock(&self.written) += 1;
    }
}

impl<'m, G: PopeyeGame + 'm> TreeStream<G> for BattleStream<'_, 'm, G> {
    fn set_play(&self, set: Option<&[Defence]>) {
        let (pos, tree) = (self.pos, self.tree);
        let set: Option<Vec<Defence>> = set.map(<[Defence]>::to_vec);
        // (The announcements start after a blank line.)
        let numbered = self.numbers.is_some();
        self.shown.show_made(Box::new(move |out| {
            set_play_section(&pos, set.as_deref(), &tree, out);
            if numbered {
                out.push(String::new());
            }
        }));
    }
}

impl<'m, G: PopeyeGame + 'm> TreeWatch<G> for BattleStream<'_, 'm, G> {
    fn move_key(&self, pos: &G, mv: G::Move) -> u64 {
        pos.popeye_key(mv)
    }

    fn part(&self, mv: G::Move, part: TreePart) {
        let (pos, tree) = (self.pos, self.tree);
        let mut open = lock(&self.open);
        match part {
            TreePart::Head(is_key, node) => {
                if self.full() || !(is_key || tree.shows_tries()) {
                    // (Left to `first_move`.)
                    return;
                }
                let (due, in_range) = self.announced_up_to(mv);
                let head = in_range.then(|| (is_key, node.clone()));
                *open = Some(Open { mv, head });
                if in_range {
                    self.count_shown();
                }
                let extra = self.numbers.as_ref().map(|(_, extra)| extra.clone());
                self.shown.show_made(Box::new(move |out| {
                    match &extra {
                        Some(extra) => announce(&due, extra, out),
                        None => out.push(String::new()),
                    }
                    if in_range {
                        root_head(&pos, is_key, &node, &tree, out);
                    }
                }));
            }
            TreePart::Variation(d) => {
                let Some(Open {
                    mv: open_mv,
                    head: Some((_, head)),
                }) = &*open
                else {
                    return;
                };
                if *open_mv != mv {
                    return;
                }
                let head = head.clone();
                self.shown.show_made(Box::new(move |out| {
                    root_variation(&pos, mv, &head, &d, &tree, out);
                }));
            }
        }
    }

    fn takes_variations(&self) -> bool {
        true
    }

    fn first_move(&self, mv: G::Move, found: Option<(bool, &AttackNode)>) {
        let (pos, tree) = (self.pos, self.tree);
        // A key or try whose head did not come while it was analysed (it
        // reaches the goal at once, or `NonTrivial` stops it: nothing
        // follows its line) is shown as if it had.
        let opened = |open: &Option<Open<G::Move>>| open.as_ref().is_some_and(|o| o.mv == mv);
        if let Some((is_key, node)) = found.filter(|_| !opened(&lock(&self.open))) {
            self.part(mv, TreePart::Head(is_key, node.clone()));
        }
        let open = lock(&self.open).take().filter(|o| o.mv == mv);
        match (open, found) {
            // Its head and variations are shown: the rest of its block.
            (Some(Open { head: Some(_), .. }), Some((is_key, node))) => {
                let node = node.clone();
                let numbered = self.numbers.is_some();
                self.shown.show_made(Box::new(move |out| {
                    root_tail(&pos, Some(mv), is_key, &node, &tree, out);
                    if numbered {
                        out.push(String::new());
                    }
                }));
            }
            // Announced, out of the numbers' range.
            (Some(_), _) => {}
            // Neither a key nor a try shown: under `MoveNumbers` the
            // moves up to it are announced (the illegal ones between).
            (None, _) => {
                let Some((_, extra)) = self.numbers.as_ref().filter(|_| !self.full()) else {
                    return;
                };
                let (due, _) = self.announced_up_to(mv);
                let extra = extra.clone();
                self.shown
                    .show_made(Box::new(move |out| announce(&due, &extra, out)));
            }
        }
    }
}

impl<G: PopeyeGame> BattleStream<'_, '_, G> {
    /// The end of the listing once every first move is handed over: under
    /// `MoveNumbers` the first moves Popeye generates after the last one
    /// (the illegal ones), their count carried on in `counter`; without,
    /// the blank line after the last block. Whether `MaxSolutions` keys
    /// and tries were shown.
    pub(super) fn finish(&self, counter: &mut usize) -> bool {
        let full = self.full();
        match &self.numbers {
            Some((numbers, extra)) => {
                if !full {
                    let mut announced = lock(numbers);
                    let mut due = Vec::new();
                    while announced.next < announced.generated.len() {
                        let first = announced.generated[announced.next].clone();
                        announced.next += 1;
                        announced.counter += 1;
                        if extra.numbered_in_range(announced.counter) {
                            due.push((announced.counter, first));
                        }
                    }
                    let extra = extra.clone();
                    self.shown
                        .show_made(Box::new(move |out| announce(&due, &extra, out)));
                }
                *counter = lock(numbers).counter;
            }
            None => self.shown.show(vec![String::new()]),
        }
        full
    }

    /// Under `MoveNumbers`, the first moves Popeye generates up to `mv`
    /// announced (those in the numbers' range, with their numbers), and
    /// whether `mv` is in the range; without, nothing and `true`.
    fn announced_up_to(&self, mv: G::Move) -> (Vec<Numbered<G::Move>>, bool) {
        let Some((numbers, extra)) = &self.numbers else {
            return (Vec::new(), true);
        };
        let mut announced = lock(numbers);
        let mut due = Vec::new();
        let mut in_range = false;
        while announced.next < announced.generated.len() {
            let first = announced.generated[announced.next].clone();
            announced.next += 1;
            announced.counter += 1;
            let n = announced.counter;
            in_range = extra.numbered_in_range(n);
            let this = first.legal == Some(mv);
            if in_range {
                due.push((n, first));
            }
            if this {
                break;
            }
        }
        (due, in_range)
    }
}

/// The announcements of the first moves `due` (`MoveNumbers`).
fn announce<M: Copy>(due: &[Numbered<M>], extra: &Extra, out: &mut Out<'_>) {
    out.extend(
        due.iter()
            .map(|(n, first)| move_number_line(*n, first, extra)),
    );
}
