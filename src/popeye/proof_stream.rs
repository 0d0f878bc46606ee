//! Proof games shown while they are searched, in Popeye's order: the
//! shorter games (searched first) as soon as the full length's search
//! begins, then its games work item by work item.

use super::engine::PopeyeGame;
use super::listing::{list_short_games, proof_lister, sorted_part, Lister};
use super::settings::Extra;
use super::stream::Shown;
use crate::search::ordered::lock;
use crate::solve::proof::GameStream;
use crate::stipulation::Stipulation;
use std::sync::Mutex;

/// A proof game's listing made as the games are handed over.
pub(super) struct ProofStream<'s, 'm, G: PopeyeGame> {
    shown: &'s Shown<'m>,
    stip: Stipulation,
    extra: &'s Extra,
    /// `MoveNumbers` counts on from here.
    counter: usize,
    /// The games' start and the listing so far, once the full length's
    /// search begins.
    state: Mutex<Option<(G, Lister<'s, G>)>>,
}

impl<'s, 'm, G: PopeyeGame> ProofStream<'s, 'm, G> {
    /// The stream of `stip`'s games, `MoveNumbers` counting on from
    /// `counter`.
    pub(super) fn new(
        shown: &'s Shown<'m>,
        stip: &Stipulation,
        extra: &'s Extra,
        counter: usize,
    ) -> Self {
        ProofStream {
            shown,
            stip: *stip,
            extra,
            counter,
            state: Mutex::new(None),
        }
    }
}

impl<G: PopeyeGame> GameStream<G> for ProofStream<'_, '_, G> {
    fn move_key(&self, pos: &G, mv: G::Move) -> u64 {
        pos.popeye_key(mv)
    }

    fn begin(&self, start: &G, short: &[Vec<G::Move>]) {
        let mut lister = proof_lister(start, &self.stip, self.extra, self.counter);
        let mut listed = Vec::new();
        list_short_games(&mut lister, start, &self.stip, short, &mut listed);
        *lock(&self.state) = Some((*start, lister));
        // (And what came before the search, held until now.)
        self.shown.show(listed);
    }

    fn games(&self, games: &[G::Move], plies: u32) {
        let mut state = lock(&self.state);
        let Some((start, lister)) = state.as_mut() else {
            return;
        };
        let part = games.chunks(plies.max(1) as usize).collect();
        let mut listed = Vec::new();
        lister.part(&sorted_part(start, &self.stip, part), true, &mut listed);
        if !listed.is_empty() {
            self.shown.show(listed);
        }
    }
}
