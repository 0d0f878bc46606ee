//! A setup written as Alice FEN (`FEN.md`, `VARIANTS.md`): `*` after a man
//! on board B, `**` on board C, empty runs up to `10`; when a square holds
//! men on several boards, the form `<A> | <B> [| <C>] <fields>`.

use super::{BoardLetter, Coord, Setup};
use crate::types::Color;
use std::fmt::Write as _;

impl Setup {
    /// The setup as Alice FEN: the `*` form, or the `|` form (one placement
    /// per board) when a square holds men on several boards.
    pub fn fen(&self) -> String {
        let mut s = if self.has_shared_square() {
            (0..self.boards)
                .map(|b| self.placement_of(BoardLetter::from_index(b)))
                .collect::<Vec<_>>()
                .join(" | ")
        } else {
            self.placement()
        };
        s.push(' ');
        s.push(if self.side == Color::White { 'w' } else { 'b' });
        s.push(' ');
        s.push_str(&castling_field(self.castling));
        s.push(' ');
        match self.ep {
            Some(e) => write!(s, "{e}").unwrap_or(()),
            None => s.push('-'),
        }
        write!(s, " {} {}", self.halfmove, self.fullmove).unwrap_or(());
        s
    }

    /// The placement field of the `*` form (the man of the lowest board
    /// where a square holds several).
    pub fn placement(&self) -> String {
        self.placement_of(None)
    }

    /// The placement field of one board (`Some`), or of all in the `*` form.
    fn placement_of(&self, only: Option<BoardLetter>) -> String {
        let mut s = String::with_capacity(64);
        for rank in (0..self.ranks).rev() {
            let mut empty = 0;
            for file in 0..self.files {
                let here = Coord::new(file, rank);
                let man = match only {
                    Some(b) => self.on(here, b).map(|m| (m, b)),
                    None => self
                        .at(here)
                        .min_by_key(|p| p.board)
                        .map(|p| (p.man, p.board)),
                };
                match man {
                    None => empty += 1,
                    Some((m, b)) => {
                        if empty > 0 {
                            write!(s, "{empty}").unwrap_or(());
                            empty = 0;
                        }
                        s.push_str(&m.text());
                        if only.is_none() {
                            for _ in 0..b.index() {
                                s.push('*');
                            }
                        }
                    }
                }
            }
            if empty > 0 {
                write!(s, "{empty}").unwrap_or(());
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s
    }
}

/// The castling field: `KQkq` letters of the rights held, or `-`.
fn castling_field(rights: u8) -> String {
    let s: String = [(1, 'K'), (2, 'Q'), (4, 'k'), (8, 'q')]
        .into_iter()
        .filter(|&(bit, _)| rights & bit != 0)
        .map(|(_, c)| c)
        .collect();
    if s.is_empty() {
        "-".to_string()
    } else {
        s
    }
}
