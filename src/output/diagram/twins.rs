//! Twins as problemists print them under a diagram, in Popeye's output
//! style: `b) wKh1-->h2`, `c) +wSa3/B`, `d) -bPe4`, `e) wKa2<-->bRe8`,
//! `f) h#3`; the changes Popeye writes in words (rotate, mirror, shift,
//! PolishType, substitute) keep their words. Pieces are named from the
//! position the twin is made from (the diagram, or the previous twin for a
//! continued one), as the changes before them in the twin left it.

use crate::engine::Engine;
use crate::problem::{Problem, TwinChange};
use crate::setup::Setup;
use crate::types::{Board, Color, Piece, Square};

/// The twin lines of `problem` (`b) wKh1-->h2`); falls back to the
/// changes in Popeye's input syntax when the twins cannot be applied.
pub fn lines(problem: &Problem) -> Vec<String> {
    let made = problem.twin_list().ok();
    let diagram = &problem.diagram;
    if Engine::with_fairy(&problem.variant, problem.has_fairy()) != Engine::Fast {
        // A general-engine diagram: each change in Popeye's words.
        return problem
            .twins
            .iter()
            .map(|t| {
                let parts: Vec<String> = t.changes.iter().map(|c| c.to_string()).collect();
                format!("{}) {}", t.label, parts.join(", "))
            })
            .collect();
    }
    let mut previous = diagram.clone();
    problem
        .twins
        .iter()
        .map(|twin| {
            let base = if twin.continued {
                previous.clone()
            } else {
                diagram.clone()
            };
            // Each man named where the changes before it left it.
            let along = crate::twin::setups_along(&base, &problem.stipulation, &twin.changes);
            let parts: Vec<String> = along
                .iter()
                .zip(&twin.changes)
                .map(|(setup, c)| change(setup, c))
                .collect();
            if let Some(list) = &made {
                let found = list.iter().find(|(l, _, _)| *l == twin.label);
                if let Some((_, setup, _)) = found {
                    previous = setup.clone();
                }
            }
            let continued = if twin.continued { "continued " } else { "" };
            format!("{}) {continued}{}", twin.label, parts.join(", "))
        })
        .collect()
}

/// `wK`, `bP`: colour and Popeye's letter.
fn name(piece: Piece) -> String {
    let c = match piece.color {
        Color::White => 'w',
        Color::Black => 'b',
    };
    format!("{c}{}", piece.role.popeye_letter())
}

/// The man on `square` (any board) and its board, if any.
fn man(setup: &Setup, square: Square) -> Option<(Piece, Board)> {
    setup.chess_at(square)
}

/// `wKh1`, or the bare square when it is empty.
fn on(setup: &Setup, square: Square) -> String {
    match man(setup, square) {
        Some((piece, _)) => format!("{}{square}", name(piece)),
        None => square.to_string(),
    }
}

fn change(base: &Setup, c: &TwinChange) -> String {
    match c {
        TwinChange::Move { from, to } => format!("{}-->{to}", on(base, *from)),
        TwinChange::Add { man, board, square } => {
            let c = match man.color {
                Color::White => 'w',
                Color::Black => 'b',
            };
            let code = man.kind.popeye_code();
            format!("+{c}{code}{square}/{}", board.letter())
        }
        TwinChange::Remove { square } => format!("-{}", on(base, *square)),
        TwinChange::Exchange { a, b } => format!("{}<-->{}", on(base, *a), on(base, *b)),
        TwinChange::Stipulation(s) => s.to_string(),
        other => other.to_string(),
    }
}
