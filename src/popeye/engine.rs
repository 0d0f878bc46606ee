//! What the drop-in's printers ask of a position besides [`ProofGame`]:
//! a move in Popeye's long notation, Popeye's move order, and the first
//! moves Popeye generates (`Option MoveNumbers`). Implemented by the fast
//! engine's [`Position`] (standard Alice) and by the general engine's
//! [`GPos`] (Alice with fairy pieces); the printers are generic over it,
//! monomorphised for each.

use super::fairy_order;
use super::order::{generated_moves, popeye_key};
use super::words::role_letter;
use crate::engine::fast::{Move, Position};
use crate::engine::general::{GMove, GPos};
use crate::formats::Language;
use crate::game::{Game, MoveFacts, Special};
use crate::proof_game::ProofGame;

/// A first move as Popeye generates it, before its self-check test (what
/// `Option MoveNumbers` numbers).
#[derive(Clone, Debug)]
pub struct Generated<M> {
    /// The move in Popeye's long notation, without a check sign.
    pub text: String,
    /// Whether the move, played, gives check (Popeye's sign is written
    /// before the self-check test: a king stepping next to the other king
    /// gives check too).
    pub check: bool,
    /// The legal move it is; `None` when it leaves the mover's king in
    /// check.
    pub legal: Option<M>,
}

/// A position the Popeye drop-in writes moves of.
pub trait PopeyeGame: ProofGame {
    /// `mv` (legal here) in Popeye's long notation with the men's letters
    /// of `lang` (`Ka2-b1A`, `d2-d1=SA`, `e5*d6 ep.B`, `0-0BB`, `Ga3-a5B`,
    /// German `Dc5-f5B`), without check or goal signs.
    fn long_text(&self, mv: Self::Move, lang: Language) -> String;

    /// A sort key of the legal move `mv`: moves sorted by ascending key
    /// come in the order Popeye 4.104 plays, and prints, them.
    fn popeye_key(&self, mv: Self::Move) -> u64;

    /// The first moves Popeye generates here, in its order, with those
    /// that leave the mover's king in check.
    fn generated_first_moves(&self, lang: Language) -> Vec<Generated<Self::Move>>;
}

impl PopeyeGame for Position {
    fn long_text(&self, mv: Move, lang: Language) -> String {
        crate::notation::popeye_of_facts_with(&self.move_facts(mv), |r| role_letter(lang, r))
    }

    fn popeye_key(&self, mv: Move) -> u64 {
        u64::from(popeye_key(&self.move_facts(mv)))
    }

    fn generated_first_moves(&self, lang: Language) -> Vec<Generated<Move>> {
        let mut list = <Position as Game>::Moves::default();
        self.legal_moves(&mut list);
        let legal: Vec<(MoveFacts, Move)> = list
            .as_slice()
            .iter()
            .map(|&m| (self.move_facts(m), m))
            .collect();
        let facts: Vec<MoveFacts> = legal.iter().map(|(f, _)| *f).collect();
        generated_moves(self, &facts)
            .into_iter()
            .map(|f| {
                let legal = legal.iter().find(|(g, _)| *g == f).map(|(_, m)| *m);
                let text = match legal {
                    Some(m) => self.long_text(m, lang),
                    // Generated but not legal (castling and e.p. are
                    // always legal here).
                    None => crate::notation::popeye_of_facts_with(&f, |r| role_letter(lang, r)),
                };
                let played = legal.or(match f.special {
                    Special::None => Some(Move::normal(f.from, f.to)),
                    Special::Promotion(role) => Some(Move::promotion(f.from, f.to, role)),
                    _ => None,
                });
                Generated {
                    text,
                    check: played.is_some_and(|m| self.after(m).in_check()),
                    legal,
                }
            })
            .collect()
    }
}

impl PopeyeGame for GPos {
    fn long_text(&self, mv: GMove, lang: Language) -> String {
        fairy_order::long_text(self, mv, lang)
    }

    fn popeye_key(&self, mv: GMove) -> u64 {
        fairy_order::popeye_key(self, mv)
    }

    fn generated_first_moves(&self, lang: Language) -> Vec<Generated<GMove>> {
        fairy_order::generated_first_moves(self)
            .into_iter()
            .map(|(m, check, legal)| Generated {
                text: self.long_text(m, lang),
                check,
                legal: legal.then_some(m),
            })
            .collect()
    }
}
