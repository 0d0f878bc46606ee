//! A help or series line replayed from the diagram by its family's rules
//! (a series side moves again; a parry series move without check passes
//! the other side's turn): its positions, its moves read back, its moves
//! in readable notation, and the prefix shared with the previous line
//! written.

use crate::game::{Game, MoveBuffer};
use crate::help_play::{line_step, Family};
use crate::notation::{san, san_without_suffix};
use crate::solve::help::Line;
use crate::types::Color;
use std::fmt::Display;

impl<M: Copy + Display + PartialEq> Line<M> {
    /// The moves in coordinate notation (`e5f4`, `d2d1n`).
    pub fn uci(&self) -> Vec<String> {
        self.moves.iter().map(|m| m.to_string()).collect()
    }

    /// The position before each move, replayed from the diagram `start`
    /// (the stipulation decides who starts), and the position after the
    /// last move as the final element.
    pub fn positions<G: Game<Move = M>>(&self, start: &G) -> Vec<G> {
        let family = Family::of(self.stipulation.play);
        let starter = self.stipulation.fixed_starter().unwrap_or(Color::White);
        let mut pos = start.with_side_to_move(starter);
        let mut out = Vec::with_capacity(self.moves.len() + 1);
        let mut remaining = self.stipulation.plies();
        let intro = self.stipulation.intro_shape();
        for (i, &mv) in self.moves.iter().enumerate() {
            out.push(pos);
            (pos, remaining) = line_step(family, intro, i, &pos, mv, remaining);
        }
        out.push(pos);
        out
    }

    /// A line read back from its moves in coordinate notation, replayed
    /// from the diagram `start` as [`Line::positions`] does; `None` when a
    /// move is not legal there.
    pub fn parse<G: Game<Move = M>>(
        stipulation: crate::stipulation::Stipulation,
        texts: &[String],
        start: &G,
    ) -> Option<Line<M>> {
        let family = Family::of(stipulation.play);
        let starter = stipulation.fixed_starter().unwrap_or(Color::White);
        let mut pos = start.with_side_to_move(starter);
        let mut remaining = stipulation.plies();
        let mut moves = Vec::with_capacity(texts.len());
        for (i, text) in texts.iter().enumerate() {
            let mut list = G::Moves::default();
            pos.legal_moves(&mut list);
            let mv = *list.as_slice().iter().find(|m| m.to_string() == *text)?;
            (pos, remaining) = line_step(family, stipulation.intro_shape(), i, &pos, mv, remaining);
            moves.push(mv);
        }
        Some(Line { stipulation, moves })
    }

    /// The moves in readable notation with the arrival board (`Kf4/A`,
    /// `Rf3/A#`).
    pub fn readable<G: Game<Move = M>>(&self, start: &G) -> Vec<String> {
        self.readable_with(start, &mut Prefix::default())
    }

    /// [`Line::readable`], reusing what `prefix` kept of the previous line
    /// written.
    pub(super) fn readable_with<G: Game<Move = M>>(
        &self,
        start: &G,
        prefix: &mut Prefix<G>,
    ) -> Vec<String> {
        self.replay_into(start, prefix);
        prefix.texts.clone()
    }

    /// Make `prefix` this line's: sorted solutions share long prefixes, so
    /// only the moves after the first difference from the previous line
    /// are replayed and written.
    pub(super) fn replay_into<G: Game<Move = M>>(&self, start: &G, prefix: &mut Prefix<G>) {
        let same = if prefix.stipulation == Some(self.stipulation) {
            prefix
                .moves
                .iter()
                .zip(&self.moves)
                .take_while(|(a, b)| a == b)
                .count()
        } else {
            0
        };
        if same == 0 {
            prefix.stipulation = Some(self.stipulation);
        }
        prefix.moves.truncate(same);
        prefix.texts.truncate(same);
        prefix.after.truncate(same);
        prefix.left.truncate(same);
        let family = Family::of(self.stipulation.play);
        let starter = self.stipulation.fixed_starter().unwrap_or(Color::White);
        for (i, &mv) in self.moves.iter().enumerate().skip(same) {
            let (pos, remaining) = match i {
                0 => (start.with_side_to_move(starter), self.stipulation.plies()),
                _ => (prefix.after[i - 1], prefix.left[i - 1]),
            };
            let (next, left) = line_step(
                family,
                self.stipulation.intro_shape(),
                i,
                &pos,
                mv,
                remaining,
            );
            let replied = i + 1 < self.moves.len() && next.side_to_move() != pos.side_to_move();
            prefix.texts.push(if replied {
                // The opponent moves next in the line: it has a legal move,
                // so the sign is a check or nothing.
                let mut text = san_without_suffix(&pos, mv);
                if next.in_check() {
                    text.push('+');
                }
                text
            } else {
                san(&pos, mv)
            });
            prefix.moves.push(mv);
            prefix.after.push(next);
            prefix.left.push(left);
        }
    }
}

/// The moves, texts and positions of the last line written, for the next.
pub(super) struct Prefix<G: Game> {
    pub(super) stipulation: Option<crate::stipulation::Stipulation>,
    pub(super) moves: Vec<G::Move>,
    /// The readable text of each move.
    pub(super) texts: Vec<String>,
    /// The position after each move (where the next is played).
    pub(super) after: Vec<G>,
    /// The single moves left after each move (by the family's count).
    pub(super) left: Vec<u32>,
}

impl<G: Game> Default for Prefix<G> {
    fn default() -> Self {
        Prefix {
            stipulation: None,
            moves: Vec::new(),
            texts: Vec::new(),
            after: Vec::new(),
            left: Vec::new(),
        }
    }
}
