//! The two endings of reciprocal help play (`reci-h#n`): a solution's
//! line stops where Black (to move) can both reach the goal at once and
//! help White reach it; the printers add both ways, the helped ones first
//! (Popeye's order).

use crate::game::Game;
use crate::help_play::{reci_endings, Family};
use crate::notation::{san, san_without_suffix};
use crate::solve::help::Line;
use std::fmt::Display;

impl<M: Copy + Display + PartialEq> Line<M> {
    /// For `reci-h#n`: the endings after the line, each one or two moves:
    /// first every move after which the other side reaches the goal, with
    /// each such reply (two moves), then every move reaching the goal at
    /// once (one move), in generation order. Empty for the other
    /// stipulations.
    pub fn reci_endings<G: Game<Move = M>>(&self, start: &G) -> Vec<Vec<M>> {
        match self.positions(start).last() {
            Some(end) => self.reci_endings_from(end),
            None => Vec::new(),
        }
    }

    /// [`Line::reci_endings`] from `end`, the position after the line.
    pub(super) fn reci_endings_from<G: Game<Move = M>>(&self, end: &G) -> Vec<Vec<M>> {
        if Family::of(self.stipulation.play) != Some(Family::ReciHelp) {
            return Vec::new();
        }
        let stip = &self.stipulation;
        let (helped, at_once) = reci_endings(end, stip.goal, stip.reci_at_once_goal());
        let mut out: Vec<Vec<M>> = helped
            .into_iter()
            .flat_map(|(mv, replies)| replies.into_iter().map(move |r| vec![mv, r]))
            .collect();
        out.extend(at_once.into_iter().map(|mv| vec![mv]));
        out
    }

    /// The endings written after the line in the `/A` style, numbered on:
    /// ` {2.Ra2/A Qf3/A#, 2.Rb2/A Qa4/A#} {2.Re1/A#}` (the helped ways,
    /// then the goal moves at once); empty for the other stipulations.
    pub(super) fn reci_text<G: Game<Move = M>>(&self, end: &G) -> String {
        let endings = self.reci_endings_from(end);
        if endings.is_empty() {
            return String::new();
        }
        let white_first = self.stipulation.half;
        let number = |i: usize| match (white_first, i) {
            (true, 0) => "1...".to_string(),
            (true, i) if i % 2 == 1 => format!("{}.", i / 2 + 2),
            (false, i) if i % 2 == 0 => format!("{}.", i / 2 + 1),
            _ => String::new(),
        };
        let texts: Vec<(usize, String)> = endings
            .iter()
            .map(|ending| {
                let words: Vec<String> = ending_texts(end, ending)
                    .iter()
                    .enumerate()
                    .map(|(j, text)| format!("{}{text}", number(self.moves.len() + j)))
                    .collect();
                (ending.len(), words.join(" "))
            })
            .collect();
        let group = |len: usize| {
            texts
                .iter()
                .filter(|(l, _)| *l == len)
                .map(|(_, t)| t.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        };
        format!(" {{{}}} {{{}}}", group(2), group(1))
    }
}

/// The readable texts of an ending's moves played from `end`: the helped
/// move with a check sign only (the other side moves on), the last with
/// its goal sign.
pub(super) fn ending_texts<G: Game>(end: &G, ending: &[G::Move]) -> Vec<String> {
    let mut pos = *end;
    let mut texts = Vec::with_capacity(ending.len());
    for (j, &mv) in ending.iter().enumerate() {
        texts.push(if j + 1 < ending.len() {
            let mut text = san_without_suffix(&pos, mv);
            if pos.after(mv).in_check() {
                text.push('+');
            }
            text
        } else {
            san(&pos, mv)
        });
        pos = pos.after(mv);
    }
    texts
}
