//! Printing proof games: the `/A` text form (as the help-play report) and
//! JSON.

use crate::game::Game;
use crate::notation::san;
use crate::solve::proof::ProofReport;
use crate::solve::CountVerdict;
use crate::stipulation::Play;
use serde_json::{json, Value};
use std::io::Write;

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

impl<P: Game> ProofReport<P> {
    /// The moves of a game in readable notation with the arrival board
    /// (`a4/B`, `a8=R/B`).
    pub fn readable(&self, game: &[P::Move]) -> Vec<String> {
        let series = self.stipulation.play == Play::SeriesProof;
        let mut pos: P = self.start;
        let mut out = Vec::with_capacity(game.len());
        for (i, &mv) in game.iter().enumerate() {
            out.push(san(&pos, mv));
            pos.play(mv);
            if series && i + 1 < game.len() {
                pos = pos.null_move();
            }
        }
        out
    }

    /// A game on one line with move numbers: `1.a4/B b6/B 2.a5/A ...`
    /// (pairs numbered from the side that starts, as Popeye numbers help
    /// play); in series play each move is numbered.
    pub fn game_text(&self, game: &[P::Move]) -> String {
        let series = self.stipulation.play == Play::SeriesProof;
        let words: Vec<String> = self
            .readable(game)
            .into_iter()
            .enumerate()
            .map(|(i, m)| {
                if series {
                    format!("{}.{m}", i + 1)
                } else if i % 2 == 0 {
                    format!("{}.{m}", i / 2 + 1)
                } else {
                    m
                }
            })
            .collect();
        words.join(" ")
    }

    /// The stipulation a short game solves (`dia1` under a `dia3`).
    pub fn short_stipulation(&self, game: &[P::Move]) -> crate::stipulation::Stipulation {
        let plies = game.len() as u32;
        let (moves, half) = match self.stipulation.play {
            Play::SeriesProof => (plies, false),
            _ => (plies / 2, plies % 2 == 1),
        };
        crate::stipulation::Stipulation {
            moves,
            half,
            ..self.stipulation
        }
    }

    /// The verdict as a sentence.
    pub fn verdict_text(&self) -> String {
        let n = self.solutions.len();
        let intended = self.intended as usize;
        match self.verdict {
            CountVerdict::Sound => format!("sound ({})", plural(n, "solution")),
            CountVerdict::Cooked => {
                format!("cooked ({}, {intended} intended)", plural(n, "solution"))
            }
            CountVerdict::TooFew => format!(
                "too few solutions ({}, {intended} intended)",
                plural(n, "solution")
            ),
            CountVerdict::Incomplete => {
                format!("incomplete (search stopped at {})", plural(n, "solution"))
            }
            CountVerdict::Short => format!(
                "unsound: {} ({} of full length)",
                plural(self.short.len(), "short solution"),
                plural(n, "solution")
            ),
            CountVerdict::NoSolution => "no solution".to_string(),
        }
    }

    /// The report as text: a header line, one game per line, the verdict.
    pub fn to_text(&self) -> String {
        let mut out = Vec::new();
        // Writing to a vector cannot fail.
        let _ = self.write_text(&mut out);
        String::from_utf8_lossy(&out).into_owned()
    }

    /// [`ProofReport::to_text`] written line by line.
    pub fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(
            out,
            "{} ({} starts): {}{}",
            self.stipulation,
            self.starter().name(),
            plural(self.solutions.len(), "solution"),
            if self.complete {
                ""
            } else {
                " (limit reached)"
            }
        )?;
        if self.stipulation.play == Play::AToB {
            writeln!(out, "=> {}", self.target.fen())?;
        }
        for game in &self.solutions {
            writeln!(out, "{}", self.game_text(game))?;
        }
        if !self.short.is_empty() {
            writeln!(out, "short solutions: {}", self.short.len())?;
            for game in &self.short {
                writeln!(
                    out,
                    "{}: {}",
                    self.short_stipulation(game),
                    self.game_text(game)
                )?;
            }
        }
        writeln!(out, "verdict: {}", self.verdict_text())
    }

    /// The report as JSON (docs/json.md): each game as its moves, each
    /// move with its coordinates (`move`) and readable text (`san`), as in
    /// help play.
    pub fn to_json(&self) -> Value {
        let moves = |g: &Vec<P::Move>| -> Vec<Value> {
            g.iter()
                .zip(self.readable(g))
                .map(|(m, san)| json!({"move": m.to_string(), "san": san}))
                .collect()
        };
        json!({
            "stipulation": self.stipulation.to_string(),
            "starter": self.starter().name().to_ascii_lowercase(),
            "start": self.start.fen(),
            "target": self.target.fen(),
            "intended": self.intended,
            "verdict": self.verdict.as_str(),
            "verdict_text": self.verdict_text(),
            "complete": self.complete,
            "solutions": self
                .solutions
                .iter()
                .map(|g| json!({"moves": moves(g)}))
                .collect::<Vec<_>>(),
            "short": self
                .short
                .iter()
                .map(|g| json!({
                    "stipulation": self.short_stipulation(g).to_string(),
                    "moves": moves(g),
                }))
                .collect::<Vec<_>>(),
            "counts": {"solutions": self.solutions.len(), "short": self.short.len()},
            "nodes": self.nodes,
        })
    }
}
