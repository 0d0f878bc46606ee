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

use super::engine::PopeyeGame;
use super::listing::{numbers_help_play, sorted_part, with_replies, Lister};
use super::settings::Extra;
use crate::search::help::Lines;
use crate::solve::help::{Line, LineStream};
use crate::stipulation::Stipulation;
use std::sync::mpsc::Sender;
use std::sync::{Mutex, MutexGuard};

/// Where a twin's final lines go before its play ends.
#[derive(Debug)]
pub(super) struct Shown {
    to: Option<Sender<Vec<String>>>,
    /// Final lines held back until a search starts (an error found before
    /// it is written instead of them).
    held: Mutex<Vec<String>>,
}

impl Shown {
    /// Lines sent to `to` as they become final.
    pub(super) fn to(to: Sender<Vec<String>>) -> Shown {
        Shown {
            to: Some(to),
            held: Mutex::new(Vec::new()),
        }
    }

    /// Whether anything is shown before the play ends.
    pub(super) fn enabled(&self) -> bool {
        self.to.is_some()
    }

    /// `lines` come next in the listing: shown with the next lines shown.
    pub(super) fn hold(&self, lines: &[String]) {
        lock(&self.held).extend_from_slice(lines);
    }

    /// Show the lines held, then `lines`.
    fn show(&self, lines: Vec<String>) {
        let Some(to) = &self.to else {
            return;
        };
        let mut all = std::mem::take(&mut *lock(&self.held));
        all.extend(lines);
        if !all.is_empty() {
            // (A writer gone has ended the run: nothing left to show.)
            let _ = to.send(all);
        }
    }
}

/// A help or series search's solutions listed as they are handed over.
pub(super) struct HelpStream<'a, G: PopeyeGame> {
    shown: &'a Shown,
    /// The play's start (its starter to move).
    start: G,
    stip: Stipulation,
    /// The listing so far, and the length being searched.
    state: Mutex<(Lister<'a, G>, Option<Stipulation>)>,
}

impl<'a, G: PopeyeGame> HelpStream<'a, G> {
    /// The stream of `stip`'s play from `start` (its starter to move),
    /// `MoveNumbers` counting on from `counter`.
    pub(super) fn new(
        shown: &'a Shown,
        start: &G,
        stip: &Stipulation,
        extra: &'a Extra,
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

impl<G: PopeyeGame> LineStream<G> for HelpStream<'_, G> {
    fn move_key(&self, pos: &G, mv: G::Move) -> u64 {
        pos.popeye_key(mv)
    }

    fn length(&self, stip: &Stipulation) {
        lock(&self.state).1 = Some(*stip);
        // The search has started: what came before it is final.
        self.shown.show(Vec::new());
    }

    fn lines(&self, lines: &Lines<G::Move>) {
        let mut state = lock(&self.state);
        let (lister, length) = &mut *state;
        let Some(length) = *length else {
            return;
        };
        let moves: Vec<Vec<G::Move>> = (0..lines.len())
            .flat_map(|i| {
                let line = Line {
                    stipulation: length,
                    moves: lines.get(i).to_vec(),
                };
                with_replies(&self.start, &self.stip, &line)
            })
            .collect();
        let sorted = sorted_part(
            &self.start,
            &self.stip,
            moves.iter().map(Vec::as_slice).collect(),
        );
        let mut listed = Vec::new();
        lister.part(&sorted, length == self.stip, &mut listed);
        if !listed.is_empty() {
            self.shown.show(listed);
        }
    }
}

/// A lock that a panicked holder did not spoil.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
