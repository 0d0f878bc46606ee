//! A twin's play for `alice popeye`: solved by `solve::solve_twin`, then
//! written by the report's kind (the tree of direct, self and reflex play
//! in `direct.rs`; help, series and proof-game lines here, with set play,
//! `MaxSolutions`, `MoveNumbers`, in Popeye's order).

use super::direct::{
    battle_lines, mates_at_once, mates_at_once_lines, post_key_lines, set_play_lines,
};
use super::engine::PopeyeGame;
use super::help::{line_text, popeye_sorted, Numbering};
use super::numbers::{generated_first_moves, move_number_line};
use super::settings::Extra;
use super::text::move_text;
use super::words::words;
use crate::formats::Language;
use crate::game::MoveBuffer;
use crate::problem::Problem;
use crate::search::help::forced_goal;
use crate::search::Stop;
use crate::solve::direct::DirectOptions;
use crate::solve::help::{HelpOptions, HelpReport, Line};
use crate::solve::proof::{ProofOptions, ProofReport};
use crate::solve::{solve_twin, Report, SolveHooks, SolveOptions};
use crate::stipulation::{Play, Stipulation};

/// What a twin's play writes: its lines, and whether `MaxSolutions` cut
/// them short; `None` when the time limit stopped the solve.
pub(super) type Played = Option<(Vec<String>, bool)>;

/// Solve one twin with [`solve_twin`] and write its play in Popeye's
/// layout (the printer chosen by the report: a solution tree, or listed
/// lines).
pub(super) fn twin_lines<G: PopeyeGame>(
    problem: &Problem,
    pos: &G,
    stip: &Stipulation,
    extra: &Extra,
    counter: &mut usize,
    stop: &Stop,
) -> Result<Played, String> {
    // Popeye 4.104 has no set play in series direct play (`ser-#n`,
    // `ser-=n`), nor set play and tries with `PostKeyPlay`: it says so
    // before each twin's solution.
    let post_key = extra.post_key_play && stip.is_adversarial();
    let mut notes = Vec::new();
    // (Popeye has no set play of `reci-h#n.5` either.)
    let reci_half = stip.play == Play::ReciHelp && stip.half;
    if problem.options.set_play
        && (matches!(
            stip.play,
            Play::SeriesDirect | Play::SeriesProof | Play::ParrySeriesDirect
        ) || post_key
            || reci_half)
    {
        notes.push(words(extra.lang).set_play_not_applicable.to_string());
    }
    // `Threat n` needs a defender's turn with n moves or more to come
    // (none in help and series play; a one-mover Popeye lets pass).
    if let Some(n) = problem.options.threat.filter(|&n| n >= 1) {
        let battle = stip.is_adversarial() && !stip.is_series();
        if !battle || (stip.moves >= 2 && n >= stip.moves) {
            notes.push(words(extra.lang).threat_not_applicable.to_string());
        }
    }
    // Popeye's French message has no newline of its own: the one that
    // starts the play after it ends its line (no blank line between).
    let mut run_on = false;
    if problem.options.tries && post_key {
        let message = words(extra.lang).try_play_not_applicable;
        run_on = !message.ends_with('\n');
        notes.push(message.trim_end_matches('\n').to_string());
    }
    let played = twin_play(problem, pos, stip, extra, counter, stop)?;
    Ok(played.map(|(lines, partial)| {
        let blank_first = lines.first().is_some_and(String::is_empty);
        notes.extend(lines.into_iter().skip(usize::from(run_on && blank_first)));
        (notes, partial)
    }))
}

/// [`twin_lines`] without the notes before them.
fn twin_play<G: PopeyeGame>(
    problem: &Problem,
    pos: &G,
    stip: &Stipulation,
    extra: &Extra,
    counter: &mut usize,
    stop: &Stop,
) -> Result<Played, String> {
    if extra.post_key_play && stip.is_adversarial() {
        return Ok(post_key_lines(pos, stip, extra, stop)?.map(|lines| (lines, false)));
    }
    // Series play's set play comes first, before the `?!?` lines too.
    let series_set = (problem.options.set_play
        && stip.is_series()
        && !matches!(stip.play, Play::SeriesDirect | Play::ParrySeriesDirect))
    .then(|| series_set_play(pos, stip, extra.lang));
    let opts = solve_options(problem, extra);
    if let Some(lines) = mates_at_once_lines(pos, stip, extra.lang) {
        let mut all = series_set.unwrap_or_default();
        if stip.play == Play::Reflex && problem.options.set_play {
            // An `r#n`'s set play comes before its `?!?` lines.
            match solve(problem, pos, stip, &opts, stop)? {
                Some(Report::Battle(report)) => {
                    all.extend(set_play_lines(problem, pos, stip, &report, extra));
                }
                Some(_) => return Err(format!("{stip} is not battle play")),
                None => return Ok(None),
            }
        }
        all.extend(lines);
        return Ok(Some((all, false)));
    }
    let Some(report) = solve(problem, pos, stip, &opts, stop)? else {
        return Ok(None);
    };
    match report {
        Report::Battle(report) => Ok(Some((
            battle_lines(problem, pos, stip, report, extra, counter, stop),
            false,
        ))),
        Report::Help { diagram, report } => {
            let mut lines = Vec::new();
            if let Some(set) = series_set {
                lines = set;
            } else if problem.options.set_play && super::reci::one_move(stip) {
                lines = super::reci::one_move_set_play(&diagram, stip, extra.lang);
            } else if problem.options.set_play
                && (stip.play == Play::Help || (stip.play == Play::ReciHelp && !stip.half))
                // With the play's starter in check, the set play's
                // position (the other side to move) is illegal: Popeye
                // leaves it out.
                && !diagram.with_side_to_move(report.starter).in_check()
            {
                let set = stip.other_side_first();
                match solve(problem, &diagram, &set, &opts, stop)? {
                    Some(Report::Help {
                        report: set_play, ..
                    }) => {
                        // Popeye caps the set play by `MaxSolutions` too,
                        // and numbers its first moves, counting on.
                        let extra = Extra {
                            max_solutions: extra.max_solutions,
                            after_pass: stip.half,
                            move_numbers: extra.move_numbers,
                            start_move: extra.start_move,
                            up_to_move: extra.up_to_move,
                            started: extra.started,
                            lang: extra.lang,
                            ..Extra::default()
                        };
                        lines = help_listing(&diagram, &set, &set_play, &extra, counter).0;
                    }
                    Some(_) => return Err(format!("set play of {stip} is not help play")),
                    None => return Ok(None),
                }
            }
            let (listed, partial) = help_listing(&diagram, stip, &report, extra, counter);
            lines.extend(listed);
            Ok(Some((lines, partial)))
        }
        Report::Proof(report) => {
            let (mut lines, partial) = proof_listing(stip, &report, extra, counter);
            if problem.options.set_play && stip.play != Play::SeriesProof {
                // Popeye's (empty) set play section of a help proof game.
                lines.insert(0, String::new());
            }
            Ok(Some((lines, partial)))
        }
    }
}

/// Popeye's set play of series play (`ser-h#n`, `ser-s#n`, `ser-r#n`,
/// `ser-hs#n`): a blank line, then, as if the series side passed its
/// whole series, the other side's moves at once (`  1...Qh1-d1B #`): those
/// that reach the goal in `ser-h` and `ser-r`, every move when each one
/// does in `ser-s`; in `ser-hs` each move after which the series side is
/// forced to reach the goal, with each forced reply (`  1...Rg4-g2A +
/// 2.Qf1*g2B #`).
fn series_set_play<G: PopeyeGame>(pos: &G, stip: &Stipulation, lang: Language) -> Vec<String> {
    let starter = stip.fixed_starter().unwrap_or(crate::Color::White);
    let other = pos.with_side_to_move(starter.opposite());
    // With the series side in check, the set play's position (the other
    // side to move) is illegal: Popeye leaves the section out.
    if other.null_move().in_check() {
        return Vec::new();
    }
    let mut lines = vec![String::new()];
    let goal = stip.goal;
    match stip.play {
        Play::SeriesHelp | Play::SeriesReflex | Play::ParrySeriesHelp => {
            for m in mates_at_once(&other, goal) {
                lines.push(format!("  1...{}", move_text(&other, m, goal, true, lang)));
            }
        }
        Play::SeriesSelf if forced_goal(&other, goal, &mut 0) => {
            for m in mates_at_once(&other, goal) {
                lines.push(format!("  1...{}", move_text(&other, m, goal, true, lang)));
            }
        }
        Play::SeriesHelpSelf => {
            let mut list = G::Moves::default();
            other.legal_moves(&mut list);
            let mut firsts: Vec<G::Move> = list.as_slice().to_vec();
            firsts.sort_by_key(|&m| other.popeye_key(m));
            for m in firsts {
                let after = other.after(m);
                if !forced_goal(&after, goal, &mut 0) {
                    continue;
                }
                let first = move_text(&other, m, goal, false, lang);
                for r in mates_at_once(&after, goal) {
                    let reply = move_text(&after, r, goal, true, lang);
                    lines.push(format!("  1...{first}   2.{reply}"));
                }
            }
        }
        _ => {}
    }
    lines
}

/// The options of every solver, from the problem's Popeye options: the
/// tree as Popeye writes it, short solutions (Popeye prints them, shortest
/// first), one proof game intended.
fn solve_options(problem: &Problem, extra: &Extra) -> SolveOptions {
    let o = &problem.options;
    SolveOptions {
        direct: DirectOptions {
            tries: o.tries,
            max_refutations: o.refutations.unwrap_or(1).max(1),
            set_play: o.set_play,
            popeye_variations: true,
            no_threat: extra.no_threat,
            ..DirectOptions::default()
        },
        help: HelpOptions {
            find_short: true,
            ..HelpOptions::default()
        },
        proof: ProofOptions {
            intended: 1,
            max_solutions: None,
        },
    }
}

/// One solve; `Ok(None)` when stopped.
fn solve<G: PopeyeGame>(
    problem: &Problem,
    pos: &G,
    stip: &Stipulation,
    opts: &SolveOptions,
    stop: &Stop,
) -> Result<Option<Report<G>>, String> {
    let hooks = SolveHooks::default();
    let target = problem.target.as_ref();
    match solve_twin(pos, target, &problem.variant, stip, opts, stop, &hooks) {
        Ok(report) => Ok(Some(report)),
        Err(e) if e.is_stopped() => Ok(None),
        Err(e) => Err(e.to_string()),
    }
}

/// Help and series play: a blank line, then the short solutions (shortest
/// first) and the solutions, each group in Popeye's order.
fn help_listing<G: PopeyeGame>(
    pos: &G,
    stip: &Stipulation,
    report: &HelpReport<G::Move>,
    extra: &Extra,
    counter: &mut usize,
) -> (Vec<String>, bool) {
    let start = pos.with_side_to_move(report.starter);
    let mut lines = vec![String::new()];
    // `ser-s`, `hs`, `ser-hs`: each of the other side's forced replies
    // ends a line of its own (Popeye writes the line, then the reply).
    let with_replies = |l: &Line<G::Move>| -> Vec<Vec<G::Move>> {
        if stip.play == Play::ReciHelp {
            return super::reci::reci_lines(&start, l);
        }
        let replies = l.forced_replies(&start);
        if replies.is_empty() {
            return vec![l.moves.clone()];
        }
        replies
            .iter()
            .map(|&r| {
                let mut moves = l.moves.clone();
                moves.push(r);
                moves
            })
            .collect()
    };
    let mut owned: Vec<Vec<Vec<G::Move>>> = Vec::new();
    // (By the stipulation's length: a parry series' lines of one length
    // differ in their number of moves.)
    let mut lengths: Vec<u32> = report.short.iter().map(|l| l.stipulation.moves).collect();
    lengths.dedup();
    for len in lengths {
        owned.push(
            report
                .short
                .iter()
                .filter(|l| l.stipulation.moves == len)
                .flat_map(with_replies)
                .collect(),
        );
    }
    owned.push(report.solutions.iter().flat_map(with_replies).collect());
    let groups: Vec<Vec<&[G::Move]>> = owned
        .iter()
        .map(|g| g.iter().map(|m| m.as_slice()).collect())
        .collect();
    let numbers = extra.move_numbers
        && (matches!(
            stip.play,
            Play::Help | Play::SeriesHelp | Play::SeriesDirect | Play::ReciHelp
        ) || stip.play.is_parry());
    let (listed, partial) = listing(&start, stip, "", groups, extra, numbers, counter);
    lines.extend(listed);
    super::reci::one_move_blanks(&start, stip, report, &mut lines);
    (lines, partial)
}

/// The solutions, each group in Popeye's order, up to `MaxSolutions`
/// (then `true`: partial). With `numbers` (`Option MoveNumbers`), every
/// first move Popeye generates is announced before its solutions, numbered
/// on from `counter` (Popeye counts on through the twins).
fn listing<G: PopeyeGame>(
    start: &G,
    stip: &Stipulation,
    marker: &str,
    groups: Vec<Vec<&[G::Move]>>,
    extra: &Extra,
    numbers: bool,
    counter: &mut usize,
) -> (Vec<String>, bool) {
    let mut lines = Vec::new();
    let mut written = 0;
    // (Popeye numbers its generated moves, self-checks included.)
    let first_moves = if numbers {
        generated_first_moves(start, extra)
    } else {
        Vec::new()
    };
    let mut next_first = 0;
    // Only the full-length search's first moves are numbered (after the
    // short solutions), as Popeye numbers them.
    let last = groups.len().saturating_sub(1);
    for (index, group) in groups.into_iter().enumerate() {
        let numbers = numbers && index == last;
        let sorted = if stip.play == Play::ReciHelp {
            super::reci::reci_sorted(start, group, stip.half)
        } else {
            popeye_sorted(start, group, |n| Numbering::of(stip, n))
        };
        for moves in sorted {
            if extra.max_solutions.is_some_and(|m| written >= m) {
                return (lines, true);
            }
            if let Some(&first) = moves.first().filter(|_| numbers) {
                if let Some(k) = first_moves[next_first..]
                    .iter()
                    .position(|g| g.legal == Some(first))
                {
                    for m in &first_moves[next_first..=next_first + k] {
                        *counter += 1;
                        if extra.numbered_in_range(*counter) {
                            lines.push(move_number_line(*counter, m, extra));
                        }
                    }
                    next_first += k + 1;
                }
                // `StartMoveNumber`, `UpToMoveNumber`: Popeye does not
                // play the first moves outside the range.
                if numbers && !extra.numbered_in_range(*counter) {
                    continue;
                }
            }
            let numbering = if extra.after_pass {
                Numbering::AfterPass
            } else {
                Numbering::of(stip, moves.len())
            };
            lines.push(line_text(
                start,
                moves,
                numbering,
                super::reci::line_goal(stip, moves.len()),
                marker,
                extra.lang,
            ));
            written += usize::from(super::reci::counts(stip, moves.len()));
        }
    }
    let partial = extra.max_solutions.is_some_and(|m| written >= m);
    if partial {
        // Popeye stops at the cap: no first move after it is announced.
        return (lines, true);
    }
    for m in first_moves.iter().skip(next_first) {
        *counter += 1;
        if extra.numbered_in_range(*counter) {
            lines.push(move_number_line(*counter, m, extra));
        }
    }
    (lines, false)
}

/// Proof games (`dia`, `ser-dia`, `a=>b`): a blank line, then every game.
fn proof_listing<G: PopeyeGame>(
    stip: &Stipulation,
    report: &ProofReport<G>,
    extra: &Extra,
    counter: &mut usize,
) -> (Vec<String>, bool) {
    let start = report.start;
    let marker = if stip.play == Play::AToB {
        " a=>b"
    } else {
        " dia"
    };
    let games: Vec<&[G::Move]> = report
        .short
        .iter()
        .chain(report.solutions.iter())
        .map(|g| g.as_slice())
        .collect();
    let numbers = extra.move_numbers && stip.play != Play::SeriesProof;
    let (listed, partial) = listing(&start, stip, marker, vec![games], extra, numbers, counter);
    let mut lines = vec![String::new()];
    lines.extend(listed);
    (lines, partial)
}
