//! One Popeye problem: what `alice popeye` accepts (Alice Chess, the
//! options front ends use), the header and board, and the solution of
//! every twin in Popeye's layout.

use super::diagram::{attribute_lines, board_lines, centered, meta_lines, stipulation_line};
use super::error::PopeyeError;
use super::settings::{Extra, Outcome, PopeyeSettings};
use super::twin::{play_diagram, write_lines, PlayEnd};
use super::words::{role_letter, words};
use crate::engine::fast::position::{Position, PositionError};
use crate::engine::general::GFenError;
use crate::engine::{general_position, DiagramError, Engine};
use crate::formats::popeye::TextLines;
use crate::formats::{piece_code, Language};
use crate::kinds::Kind;
use crate::problem::{Problem, Twin, TwinChange};
use crate::search::Stop;
use crate::setup::{BoardLetter, Coord, Man, Setup};
use crate::stipulation::{Play, SolverKind, Stipulation};
use crate::twin::setups_along;
use crate::types::{Color, Square};
use crate::variant::Variant;
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// Read the options the problem reader leaves to us; anything else is an
/// error (Popeye would solve it differently). With the command line's
/// `settings` and the input's language, what the play reads.
fn extra_options(
    problem: &Problem,
    settings: &PopeyeSettings,
    lang: Language,
) -> Result<Extra, PopeyeError> {
    let mut extra = Extra {
        lang,
        set_play: problem.options.set_play,
        memory: settings.memory,
        started: (!settings.regression).then(Instant::now),
        ..Extra::default()
    };
    for opt in &problem.options.unsupported {
        let mut words = opt.split_whitespace();
        let name = words.next().unwrap_or("");
        let number = words.next().and_then(|w| w.parse::<u64>().ok());
        match name {
            "NoBoard" => extra.no_board = true,
            "NoThreat" => extra.no_threat = true,
            "NoShortVariations" => extra.no_short_variations = true,
            "MaxSolutions" => extra.max_solutions = number.map(|n| n as usize),
            "MaxTime" => extra.max_time = number.map(|n| n as f64),
            "MoveNumbers" => extra.move_numbers = true,
            "StartMoveNumber" => {
                extra.move_numbers = true;
                extra.start_move = number.map(|n| n as usize);
            }
            "UpToMoveNumber" => {
                extra.move_numbers = true;
                extra.up_to_move = number.map(|n| n as usize);
            }
            "PostKeyPlay" => extra.post_key_play = true,
            "NoWk" => extra.no_king[Color::White.index()] = true,
            "NoBk" => extra.no_king[Color::Black.index()] = true,
            // Popeye's intelligent mode finds the same solutions (Popeye
            // 4.104 refuses it with Alice Chess); ours is on by default
            // (`HelpOptions::intelligent`), with or without the option.
            "Intelligent" | "Beep" => {}
            _ => return Err(PopeyeError::UnsupportedOption(opt.clone())),
        }
    }
    Ok(extra)
}

/// The attribute lines under the start of an `a=>b` problem.
fn start_attribute_lines(setup: &Setup) -> Vec<String> {
    let mut squares = String::new();
    for rank in (0..8u8).rev() {
        for file in 0..8u8 {
            let sq = Square::from_coords(file, rank);
            if setup.on(sq.into(), BoardLetter::B).is_some() {
                squares.push_str(&format!(" {sq}"));
            }
        }
    }
    vec![centered("AliceA"), centered(&format!("AliceB{squares}"))]
}

/// Whether the problem is one `alice popeye` solves as Popeye would.
fn accepted(problem: &Problem, lang: Language) -> Result<(), PopeyeError> {
    if problem.variant != Variant::ALICE {
        return Err(PopeyeError::UnknownCondition {
            lang,
            variant: problem.variant,
        });
    }
    // Popeye takes a problem with pieces on board B as Alice Chess even
    // without the condition; without them it would be orthodox chess.
    let on_b = problem
        .diagram
        .pieces
        .iter()
        .any(|p| p.board == BoardLetter::B);
    if !problem.options.warnings.is_empty() && !on_b {
        return Err(PopeyeError::NotAlice(problem.options.warnings.clone()));
    }
    // Popeye 4.104 writes an empty set play section and then no solution
    // at all for these (docs/popeye.md): nothing to copy.
    if problem.options.set_play && problem.stipulation.play.is_parry_battle() {
        return Err(PopeyeError::SetPlayInParry(problem.stipulation));
    }
    // Popeye 4.104 plays these with an intro series in ways of its own
    // (docs/popeye.md): not copied.
    let o = &problem.options;
    let st = &problem.stipulation;
    if st.intro > 0 {
        let named = [
            (o.set_play, "SetPlay"),
            (o.white_to_play, "WhiteToPlay"),
            (o.duplex, "Duplex"),
            (o.half_duplex, "HalfDuplex"),
        ];
        if let Some((_, name)) = named.iter().find(|(on, _)| *on) {
            return Err(PopeyeError::IntroOption { name, stip: *st });
        }
    }
    Ok(())
}

/// Write one problem: header, board, then every twin's solution, in the
/// language `lang` of the input. `Ok(Err)` is an input error (nothing
/// solved). An illegal twin gets its heading, its error on `err`, and no
/// solution; the other twins are solved.
pub fn solve_problem(
    problem: &Problem,
    text: &TextLines,
    settings: &PopeyeSettings,
    lang: Language,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<Result<Outcome, PopeyeError>> {
    let w = words(lang);
    if let Err(e) = accepted(problem, lang) {
        return Ok(Err(e));
    }
    let extra = match extra_options(problem, settings, lang) {
        Ok(x) => x,
        Err(e) => return Ok(Err(e)),
    };
    let start = &problem.diagram;
    let twins: Vec<_> = match problem.twin_results_as_given() {
        Ok(t) => t,
        Err(e) => return Ok(Err(e.into())),
    };
    write_lines(out, &header_lines(problem, text, &extra))?;
    // A front end shows the diagram while the solve runs, and its Stop
    // (a kill) keeps what was shown.
    out.flush()?;
    let limit = extra.max_time.or(settings.max_time).filter(|&t| t > 0.0);
    let stop = Stop::at(limit.map(|t| Instant::now() + Duration::from_secs_f64(t)));
    // Option MoveNumbers: Popeye counts on through the twins.
    let mut counter = 0;
    // `MaxSolutions` caps every twin on its own; Popeye says `Partial
    // solution` at the end if it capped any.
    let mut partial = false;
    if problem.has_zero_position() {
        // Popeye says so before the first twin (with `Duplex`, one more
        // blank line: the zero position's second half).
        let mut said = vec![String::new(), w.zeroposition.to_string(), String::new()];
        if problem.options.duplex {
            said.push(String::new());
        }
        write_lines(out, &said)?;
    }
    // The men of the previous twin, illegal or not (a continued twin
    // starts from them).
    let mut previous = start.clone();
    for (i, (label, made)) in twins.iter().enumerate() {
        if !problem.twins.is_empty() {
            let twin = i
                .checked_sub(usize::from(!problem.has_zero_position()))
                .and_then(|k| problem.twins.get(k));
            // The position the twin's changes apply to.
            let base = match twin {
                Some(t) if t.continued => previous,
                _ => start.clone(),
            };
            let (heading, end) = twin_heading(label, twin, (&base, &problem.stipulation), lang);
            previous = end;
            write_lines(out, &[String::new(), heading])?;
        }
        let (setup, stip) = match made {
            Ok(made) => made,
            Err(e) => {
                writeln!(err, "{e}")?;
                out.flush()?;
                continue;
            }
        };
        let state = (&extra, &mut counter, &stop);
        let Some(played) = play_twin(problem, setup, stip, state, out, err)? else {
            continue;
        };
        match played {
            Ok(PlayEnd::Solved { capped }) => partial |= capped,
            Ok(PlayEnd::Stopped { listed }) => return Ok(Ok(Outcome::Interrupted { listed })),
            Err(e) => return Ok(Err(e)),
        }
    }
    Ok(Ok(if partial {
        Outcome::Partial
    } else {
        Outcome::Finished
    }))
}

/// The lines before the first twin: the notes on options Popeye does not
/// apply, then (unless `NoBoard`) the author lines, the board (an
/// `a=>b`'s start first), the stipulation line and the conditions.
fn header_lines(problem: &Problem, text: &TextLines, extra: &Extra) -> Vec<String> {
    let lang = extra.lang;
    let w = words(lang);
    let mut lines = Vec::new();
    let stip = &problem.stipulation;
    // (Battle play's diagram says who starts: Popeye ignores the option
    // there too.)
    if problem.options.white_to_play
        && (matches!(stip.play, Play::Help | Play::HelpSelf | Play::HelpReflex) && stip.half
            || super::reci::white_to_play_ignored(stip)
            || stip.play.is_parry_battle()
            || stip.solver() == SolverKind::Battle)
    {
        lines.push(w.white_to_play_not_applicable.to_string());
    }
    if extra.post_key_play && !stip.is_adversarial() {
        lines.push(w.post_key_play_not_applicable.to_string());
    }
    // Quodlibet: self and semi-reflex play; reflex play is unchanged by it.
    if problem.options.quodlibet && !stip.takes_quodlibet() && stip.play != Play::Reflex {
        lines.push(w.quodlibet_not_applicable.to_string());
    }
    // Option NoBoard: no author lines, diagram, stipulation line or lists.
    if extra.no_board {
        return lines;
    }
    lines.extend(meta_lines(text));
    // a=>b: Popeye draws the start (without stipulation and with an empty
    // AliceA list: its pieces get their board only later), says who
    // starts, then draws the second position as the diagram.
    let start = &problem.diagram;
    let mut diagram = start;
    if let (Play::AToB, Some(target)) = (stip.play, &problem.target) {
        lines.extend(board_lines(start, lang));
        lines.push(stipulation_line(start, "", None, (None, None)));
        lines.extend(start_attribute_lines(start));
        let side = w.colour(start.side);
        lines.push(String::new());
        lines.push(centered(&format!("=> ({side} ->)")));
        lines.push(String::new());
        diagram = target;
    }
    lines.extend(board_lines(diagram, lang));
    lines.push(stipulation_line(
        diagram,
        &super::reci::header_text(&problem.played(stip), extra.post_key_play),
        problem.options.threat,
        (problem.options.max_flights, problem.options.nontrivial),
    ));
    let mut conditions = vec![w.alice_chess];
    // (Popeye names neither under an `a=>b`'s board, where `HalfDuplex`
    // only gives White the first move.)
    let a_to_b = stip.play == Play::AToB;
    if problem.options.half_duplex && !a_to_b {
        conditions.push(w.half_duplex);
    }
    if problem.options.duplex && !a_to_b {
        conditions.push(w.duplex);
    }
    if problem.options.quodlibet {
        conditions.push(w.quodlibet);
    }
    lines.extend(attribute_lines(diagram, &conditions));
    lines
}

/// One twin's diagram played on its engine (fairy pieces on the general
/// one, the chess men alone on the fast one; the printers are the same),
/// after Popeye's word on a side without a king. `None`: nothing played.
#[allow(clippy::type_complexity)] // (the play's state, as `play_diagram` takes it)
fn play_twin(
    problem: &Problem,
    setup: &Setup,
    stip: &Stipulation,
    state: (&Extra, &mut usize, &Stop),
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<Option<Result<PlayEnd, PopeyeError>>> {
    let extra = state.0;
    // A side without a king is played (no check on it), as Popeye plays
    // it; unless `NoWk` or `NoBk` says so, Popeye says it first.
    let kingless = |c: Color| {
        let king = Man::new(c, Kind::King);
        !extra.no_king[c.index()] && !setup.pieces.iter().any(|p| p.man == king)
    };
    if Color::ALL.into_iter().any(kingless) {
        write!(err, "{}", words(extra.lang).missing_king)?;
    }
    match Engine::of(&problem.variant, setup) {
        Engine::General(g) => play_diagram(problem, setup, stip, state, out, err, |s| {
            general_position(g, s).map_err(|e| match e {
                DiagramError::General(GFenError::SideNotToMoveInCheck { .. }) => None,
                e => Some(e),
            })
        }),
        Engine::Fast => play_diagram(problem, setup, stip, state, out, err, |s| {
            Position::from_setup(s, problem.variant.rules()).map_err(|e| match e {
                PositionError::SideNotToMoveInCheck { .. } => None,
                e => Some(e.into()),
            })
        }),
    }
}

/// `a) `, `b) wKh1-->h2  `, `+c) +bPb7  ` as Popeye heads its twins (in
/// German `+c) +sBb7  `, in French `+c) +nPb7  `).
fn twin_heading(
    label: &str,
    twin: Option<&Twin>,
    (base, stip): (&Setup, &Stipulation),
    lang: Language,
) -> (String, Setup) {
    let mut s = String::new();
    if twin.is_some_and(|t| t.continued) {
        s.push('+');
    }
    s.push_str(label);
    s.push_str(") ");
    let changes = twin.map_or(&[][..], |t| &t.changes[..]);
    // Popeye writes the twin's journal of changes: each man named where
    // the changes before it left it (`rotate 270  bKh6-->c8`).
    let along = setups_along(base, stip, changes);
    let end = along.last().unwrap_or(base).clone();
    let entries: Vec<Entry> = along
        .iter()
        .zip(changes)
        .flat_map(|(setup, change)| entries(change, setup))
        .collect();
    for text in (0..entries.len()).filter_map(|i| entry_text(&entries, i, &end, lang)) {
        s.push_str(&text);
        s.push_str("  ");
    }
    (s, end)
}

/// One entry of Popeye's journal of a twin's changes
/// (`output/plaintext/twinning.c` writes them).
enum Entry<'a> {
    /// A man put on a square.
    Create(Man, Square),
    /// The man on a square taken off.
    Remove(Man, Square),
    /// A man moved (`move`).
    Move(Man, Square, Square),
    /// The men of two squares exchanged, with their colours then.
    Exchange((Color, Square), (Color, Square)),
    /// Any other change, written as it stands.
    Other(&'a TwinChange),
}

/// The journal entries of one change made on `before`. As Popeye makes
/// them: a man moved or added onto an occupied square takes the man there
/// off first; a change from an empty square makes none.
fn entries<'a>(change: &'a TwinChange, before: &Setup) -> Vec<Entry<'a>> {
    let on = |sq: Square| before.at(Coord::of(sq)).next().map(|p| p.man);
    let taken = |sq: Square| on(sq).map(|man| Entry::Remove(man, sq));
    match *change {
        TwinChange::Move { from, to } => on(from).map_or_else(Vec::new, |man| {
            taken(to)
                .into_iter()
                .chain([Entry::Move(man, from, to)])
                .collect()
        }),
        TwinChange::Add { man, square, .. } => taken(square)
            .into_iter()
            .chain([Entry::Create(man, square)])
            .collect(),
        TwinChange::Remove { square } => taken(square).into_iter().collect(),
        TwinChange::Exchange { a, b } => match (on(a), on(b)) {
            (Some(ma), Some(mb)) => vec![Entry::Exchange((ma.color, a), (mb.color, b))],
            _ => Vec::new(),
        },
        _ => vec![Entry::Other(change)],
    }
}

/// The text of `entries[i]` as Popeye writes it, if it writes it: a man
/// taken off where a man is put later is not written, and a man put where
/// one was taken off before is written without `+`; the men of an
/// exchange are named by their colours then and the kinds that stand on
/// the squares after the twin's last change (`end`; `.` for none).
fn entry_text(entries: &[Entry], i: usize, end: &Setup, lang: Language) -> Option<String> {
    let w = words(lang);
    let kind_code = |kind: Kind| kind_code(kind, lang);
    // A man of any kind, fairy pieces by their code in `lang` (`wGh8`).
    let man_name = |man: Man| format!("{}{}", w.colour_letter(man.color), kind_code(man.kind));
    let created = |sq: Square, e: &Entry| matches!(e, Entry::Create(_, s) if *s == sq);
    let removed = |sq: Square, e: &Entry| matches!(e, Entry::Remove(_, s) if *s == sq);
    Some(match &entries[i] {
        Entry::Create(man, sq) => {
            let plus = if entries[..i].iter().any(|e| removed(*sq, e)) {
                ""
            } else {
                "+"
            };
            format!("{plus}{}{sq}", man_name(*man))
        }
        Entry::Remove(man, sq) => {
            if entries[i + 1..].iter().any(|e| created(*sq, e)) {
                return None;
            }
            format!("-{}{sq}", man_name(*man))
        }
        Entry::Move(man, from, to) => format!("{}{from}-->{to}", man_name(*man)),
        Entry::Exchange((ca, a), (cb, b)) => {
            let kind_at = |sq: Square| {
                end.at(Coord::of(sq))
                    .next()
                    .map_or_else(|| ".".to_string(), |p| kind_code(p.man.kind))
            };
            let (ca, cb) = (w.colour_letter(*ca), w.colour_letter(*cb));
            format!("{ca}{}{a}<-->{cb}{}{b}", kind_at(*b), kind_at(*a))
        }
        Entry::Other(change) => change_text(change, lang),
    })
}

/// A kind as Popeye names it in `lang`: `S`, fairy pieces by their code
/// (`G`; German `S`, `BB`; French `C`).
fn kind_code(kind: Kind, lang: Language) -> String {
    match kind.role() {
        Some(role) => role_letter(lang, role).to_string(),
        None => piece_code(kind.popeye_code(), lang).to_string(),
    }
}

/// A twinning change other than a man's as Popeye writes it in `lang`.
fn change_text(change: &TwinChange, lang: Language) -> String {
    let w = words(lang);
    match change {
        // (The men's changes are journal entries: `entry_text`.)
        TwinChange::Move { .. }
        | TwinChange::Add { .. }
        | TwinChange::Remove { .. }
        | TwinChange::Exchange { .. } => String::new(),
        // (An intro series' as under the board: `1->h#2` as `ser-h#1`.)
        TwinChange::Stipulation(s) if s.intro > 0 => super::reci::header_text(s, false),
        TwinChange::Stipulation(s) => s.to_string(),
        TwinChange::Rotate(d) => format!("{} {d}", w.rotate),
        TwinChange::Mirror(m) => format!("{} {m}", w.mirror),
        TwinChange::SwapColors => w.polish.to_string(),
        // The conditions then in force: a restatement of the problem's
        // (the only one solved) is standard Alice's, in `lang`.
        TwinChange::Condition(c) => match c.variant {
            Ok(_) => w.alice_chess.to_string(),
            Err(_) => c.words.join("\n   "),
        },
        TwinChange::Shift { from, to } => format!("{} {from} ==> {to}", w.shift),
        TwinChange::Substitute { from, to } => {
            format!("{} ==> {}", kind_code(*from, lang), kind_code(*to, lang))
        }
    }
}
