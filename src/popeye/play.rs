//! A twin's play for `alice popeye`: solved by `solve::solve_twin`, then
//! written by the report's kind (the tree of direct, self and reflex play
//! in `direct.rs`; help, series and proof-game lines here, with set play,
//! `MaxSolutions`, `MoveNumbers`, in Popeye's order).

use super::direct::{
    mates_at_once, mates_at_once_lines, post_key_lines, reflex_count_reached, set_play_alone_lines,
    tree_options,
};
use super::engine::PopeyeGame;
use super::error::PopeyeError;
use super::listing::{help_listing, numbers_wait_for_short, proof_listing};
use super::proof_stream::ProofStream;
use super::settings::Extra;
use super::stream::{BattleStream, HelpStream, Shown};
use super::text::move_text;
use super::words::words;
use crate::formats::Language;
use crate::game::MoveBuffer;
use crate::problem::Problem;
use crate::search::help::forced_goal;
use crate::search::Stop;
use crate::solve::{solve_twin, Report, Sink, SolveHooks, SolveOptions};
use crate::stipulation::{Play, SolverKind, Stipulation};

/// What every part of a twin's play reads: the problem, the drop-in's
/// settings and the stop signal.
#[derive(Clone, Copy)]
pub(super) struct TwinEnv<'a> {
    /// The problem (its options, variant and second position).
    pub(super) problem: &'a Problem,
    /// The drop-in's settings.
    pub(super) extra: &'a Extra,
    /// The time limit or an interrupt.
    pub(super) stop: &'a Stop,
}

/// What a twin's play writes: its lines, and whether `MaxSolutions` cut
/// them short; `None` when the time limit stopped the solve.
pub(super) type Played = Option<(Vec<String>, bool)>;

/// Solve one twin with [`solve_twin`] and write its play in Popeye's
/// layout (the printer chosen by the report: a solution tree, or listed
/// lines).
pub(super) fn twin_lines<'m, G: PopeyeGame>(
    env: TwinEnv<'m>,
    pos: &G,
    stip: &Stipulation,
    counter: &mut usize,
    shown: &Shown<'m>,
) -> Result<Played, PopeyeError> {
    let TwinEnv { problem, extra, .. } = env;
    let (mut notes, run_on) = twin_notes(problem, stip, extra, set_position_illegal(pos, stip));
    if !run_on {
        shown.hold(&notes);
    }
    let played = twin_play(env, pos, stip, counter, shown)?;
    Ok(played.map(|(lines, partial)| {
        let blank_first = lines.first().is_some_and(String::is_empty);
        notes.extend(lines.into_iter().skip(usize::from(run_on && blank_first)));
        (notes, partial)
    }))
}

/// The notes Popeye writes before a twin's play (also where the diagram
/// has no position: they depend on the stipulation and options alone),
/// and whether the last one runs on into the play's first line (French);
/// `set_illegal`: the set play's position is illegal.
pub(super) fn twin_notes(
    problem: &Problem,
    stip: &Stipulation,
    extra: &Extra,
    set_illegal: bool,
) -> (Vec<String>, bool) {
    // Popeye 4.104 has no set play in series direct play (`ser-#n`,
    // `ser-=n`), nor set play and tries with `PostKeyPlay`: it says so
    // before each twin's solution.
    let post_key = extra.post_key_play && stip.is_adversarial();
    let mut notes = Vec::new();
    // (Popeye has no set play of `reci-h#n.5` either, nor of `hs#1`,
    // `hr#1`, `hs#0.5`, `hr#0.5`.)
    // (When the set play's position is illegal, Popeye says so instead,
    // on standard error.)
    let reci_half = stip.play == Play::ReciHelp && stip.half && !set_illegal;
    if problem.options.set_play
        && (matches!(
            stip.play,
            Play::SeriesDirect | Play::SeriesProof | Play::ParrySeriesDirect
        ) || post_key
            || reci_half
            || one_move_help_end(stip)
            || (matches!(stip.play, Play::Proof | Play::AToB) && stip.plies() < 2))
    {
        notes.push(words(extra.lang).set_play_not_applicable.to_string());
    }
    // Popeye's French message has no newline of its own: the one that
    // starts the play after it ends its line (no blank line between).
    let mut run_on = false;
    if problem.options.tries && post_key {
        let message = words(extra.lang).try_play_not_applicable;
        run_on = !message.ends_with('\n');
        notes.push(message.trim_end_matches('\n').to_string());
    }
    // `Threat n` needs a defender's turn with n moves or more to come
    // (none in help and series play; a one-mover Popeye lets pass). Its
    // message comes after the try play's (on its line, in French).
    if let Some(n) = problem.options.threat.filter(|&n| n >= 1) {
        let battle = stip.is_adversarial() && !stip.is_series();
        if !battle || (stip.moves >= 2 && n >= stip.moves) {
            let message = words(extra.lang).threat_not_applicable;
            match notes.last_mut() {
                Some(last) if run_on => {
                    last.push_str(message);
                    run_on = false;
                }
                _ => notes.push(message.to_string()),
            }
        }
    }
    (notes, run_on)
}

/// [`twin_lines`] without the notes before them.
fn twin_play<'m, G: PopeyeGame>(
    env: TwinEnv<'m>,
    pos: &G,
    stip: &Stipulation,
    counter: &mut usize,
    shown: &Shown<'m>,
) -> Result<Played, PopeyeError> {
    let (problem, extra, stop) = (env.problem, env.extra, env.stop);
    if extra.post_key_play && stip.is_adversarial() {
        return Ok(post_key_lines(pos, stip, extra, stop)?.map(|lines| (lines, false)));
    }
    if extra.no_play {
        return set_play_alone(env, pos, stip, counter);
    }
    // Series play's set play comes first, before the `?!?` lines too.
    let series_set = (problem.options.set_play
        && stip.is_series()
        && !matches!(stip.play, Play::SeriesDirect | Play::ParrySeriesDirect))
    .then(|| series_set_counted(stip, series_set_play(pos, stip, extra.lang), extra));
    // (After an intro series, the play's: `intro.rs`.)
    let at_once = (stip.intro == 0)
        .then(|| mates_at_once_lines(pos, stip, extra.lang))
        .flatten();
    if let Some(mut lines) = at_once {
        let (mut all, mut partial) = series_set.unwrap_or_default();
        if stip.play == Play::HelpReflex && problem.options.set_play {
            // An `hr#n`'s set play comes before its `?!?` lines too.
            match help_set_play(env, pos, stip, counter, None)? {
                Some((set, capped)) => {
                    all.extend(set);
                    partial |= capped;
                }
                None => return Ok(None),
            }
        }
        if stip.play == Play::Reflex && problem.options.set_play {
            // An `r#n`'s set play comes before its `?!?` lines.
            let opts = extra.solve_options(problem).direct;
            match set_play_alone_lines(problem, pos, stip, (&opts, extra), stop)? {
                Some(set) => all.extend(set),
                None => return Ok(None),
            }
        }
        // In help-like reflex play `MaxSolutions` counts them too (Popeye
        // says `Partial solution` once the count is reached).
        let counted = matches!(
            stip.play,
            Play::HelpReflex | Play::SeriesReflex | Play::ParrySeriesReflex
        );
        partial |= count_section(&mut lines, extra.max_solutions.filter(|_| counted), true);
        all.extend(lines);
        return Ok(Some((all, partial)));
    }
    if stip.solver() == SolverKind::Help {
        return help_play(env, pos, stip, counter, series_set, shown);
    }
    tree_or_games(env, pos, stip, counter, shown)
}

/// [`twin_play`] of battle play and proof games: their report written
/// while they are solved.
fn tree_or_games<'m, G: PopeyeGame>(
    env: TwinEnv<'m>,
    pos: &G,
    stip: &Stipulation,
    counter: &mut usize,
    shown: &Shown<'m>,
) -> Result<Played, PopeyeError> {
    let (problem, extra, stop) = (env.problem, env.extra, env.stop);
    let opts = extra.solve_options(problem);
    // The tree is shown key by key as the first moves are analysed.
    let tree_stream = (stip.solver() == SolverKind::Battle).then(|| {
        let tree = tree_options(problem, stip, extra);
        BattleStream::new(shown, pos, tree, extra, *counter)
    });
    // Proof games are shown as the search finds them, after the set play
    // section and the blank line before them.
    let mut proof_set = Vec::new();
    if stip.solver() == SolverKind::Proof
        && problem.options.set_play
        && stip.play != Play::SeriesProof
    {
        match proof_set_play(env, pos, stip, &opts, counter)? {
            Some(lines) => proof_set = lines,
            None => return Ok(None),
        }
    }
    let proof_stream = (stip.solver() == SolverKind::Proof).then(|| {
        shown.hold(&proof_set);
        shown.hold(&[String::new()]);
        ProofStream::new(shown, stip, extra, *counter)
    });
    let stream = match (&tree_stream, &proof_stream) {
        (Some(s), _) => Sink::Tree(s),
        (_, Some(s)) => Sink::Games(s),
        _ => Sink::None,
    };
    let Some(report) = solve(problem, pos, stip, &opts, stop, stream)? else {
        return Ok(None);
    };
    match report {
        Report::Battle(report) => {
            // Written whole by the stream (which kept the variations).
            let Some(stream) = &tree_stream else {
                return Err(PopeyeError::other_report(stip, false, "a solution tree"));
            };
            if report.tree_cut {
                return Err(PopeyeError::TreeCut);
            }
            let capped = stream.finish(counter);
            let tree = tree_options(problem, stip, extra);
            let reached = reflex_count_reached(stip, &report, &tree, extra);
            Ok(Some((Vec::new(), capped || reached)))
        }
        Report::Help { .. } => Err(PopeyeError::other_report(stip, false, "help play")),
        Report::Proof(report) => {
            let (lines, partial) = proof_listing(stip, &report, extra, counter);
            Ok(Some(([proof_set, lines].concat(), partial)))
        }
    }
}

/// The set play alone of a diagram whose play has no position (the side
/// not to move in check; [`Extra::no_play`]): Popeye writes the set play
/// section where its position, the other side to move, is legal, then
/// gives up on the play. Proof games have none here.
fn set_play_alone<G: PopeyeGame>(
    env: TwinEnv<'_>,
    pos: &G,
    stip: &Stipulation,
    counter: &mut usize,
) -> Result<Played, PopeyeError> {
    let TwinEnv {
        problem,
        extra,
        stop,
    } = env;
    if !problem.options.set_play {
        return Ok(Some((Vec::new(), false)));
    }
    match stip.solver() {
        _ if stip.is_series() => {
            let direct = matches!(stip.play, Play::SeriesDirect | Play::ParrySeriesDirect);
            let set = (!direct).then(|| series_set_play(pos, stip, extra.lang));
            Ok(Some(series_set_counted(
                stip,
                set.unwrap_or_default(),
                extra,
            )))
        }
        SolverKind::Help => help_set_play(env, pos, stip, counter, None),
        SolverKind::Battle => {
            let opts = extra.solve_options(problem).direct;
            let lines =
                super::direct::set_play_alone_lines(problem, pos, stip, (&opts, extra), stop)?;
            Ok(lines.map(|lines| (lines, false)))
        }
        _ => Ok(Some((Vec::new(), false))),
    }
}

/// The set play section of a proof game (`SetPlay`), as Popeye writes it:
/// the other side starts, one single move shorter (`a=>b1`'s set play is
/// White's `  1...Ke1-f1B a=>b`; a `dia n`'s, Black's first from the
/// initial array), its games listed as the play's are, `MoveNumbers`
/// counting on; a single move's (`dia0.5`, `a=>b0.5`) has none (Popeye:
/// `SetPlay not applicable`). `Ok(None)` when stopped.
fn proof_set_play<G: PopeyeGame>(
    env: TwinEnv<'_>,
    pos: &G,
    stip: &Stipulation,
    opts: &SolveOptions,
    counter: &mut usize,
) -> Result<Option<Vec<String>>, PopeyeError> {
    let TwinEnv {
        problem,
        extra,
        stop,
    } = env;
    if stip.plies() < 2 {
        // (`dia0.5`, `a=>b0.5`: `SetPlay not applicable - ignored`, no
        // section.)
        return Ok(Some(Vec::new()));
    }
    let plies = stip.plies() - 1;
    let set = Stipulation {
        moves: plies / 2,
        half: plies % 2 == 1,
        swapped: !stip.swapped,
        ..*stip
    };
    // (`a=>b` starts from the diagram, `dia` from the initial array: the
    // swapped stipulation has Black start there.)
    let start = match stip.play {
        Play::AToB => pos.with_side_to_move(pos.side_to_move().opposite()),
        _ => *pos,
    };
    match solve(problem, &start, &set, opts, stop, Sink::None)? {
        Some(Report::Proof(report)) => Ok(Some(proof_listing(&set, &report, extra, counter).0)),
        Some(_) => Err(PopeyeError::other_report(stip, true, "a proof game")),
        None => Ok(None),
    }
}

/// Help and series play: the set play, then the solutions. The set play is
/// solved first, so that once it is shown the solutions can be shown as
/// the search finds them (`shown`); an error of the play itself is still
/// the one reported.
fn help_play<'m, G: PopeyeGame>(
    env: TwinEnv<'m>,
    pos: &G,
    stip: &Stipulation,
    counter: &mut usize,
    series_set: Option<(Vec<String>, bool)>,
    shown: &Shown<'m>,
) -> Result<Played, PopeyeError> {
    let TwinEnv {
        problem,
        extra,
        stop,
    } = env;
    let opts = extra.solve_options(problem);
    // Popeye counts the set play and the play each on its own, and says
    // `Partial solution` once either count reaches `MaxSolutions`.
    let mut set_reached = false;
    let set = help_set_play(env, pos, stip, counter, series_set).map(|set| {
        set.map(|(lines, reached)| {
            set_reached = reached;
            lines
        })
    });
    let start = pos.with_side_to_move(stip.fixed_starter().unwrap_or(crate::Color::White));
    // (`reci-h#1` writes blank lines among its lines once all are known;
    // `hr#n.5`'s move numbers wait for its short solutions.)
    let stream = match &set {
        Ok(Some(lines)) if !super::reci::one_move(stip) && !numbers_wait_for_short(stip, extra) => {
            shown.hold(lines);
            // The listing's blank line.
            shown.hold(&[String::new()]);
            Some(HelpStream::new(shown, &start, stip, extra, *counter))
        }
        _ => None,
    };
    let mut opts = opts;
    if stream.is_some() && stip.play.is_parry_battle() {
        // `MaxSolutions` counts keys, taken in the stream's (Popeye's)
        // order: the search makes the lines of those alone.
        opts.help.max_solutions = extra.max_solutions;
    }
    let streamed = match &stream {
        Some(s) => Sink::Lines(s),
        None => Sink::None,
    };
    let Some(report) = solve(problem, pos, stip, &opts, stop, streamed)? else {
        return Ok(None);
    };
    let Report::Help { diagram, report } = report else {
        return Err(PopeyeError::other_report(stip, false, "help play"));
    };
    let Some(mut lines) = set? else {
        return Ok(None);
    };
    if let (Some(stream), Some(_)) = (&stream, report.handed_over) {
        // The stream listed every line as it came, none kept (memory does
        // not grow with the solutions): its end is the listing's. What
        // is returned is what was shown first (the set play, the blank
        // line), all written already.
        let partial = stream.finish(counter);
        lines.push(String::new());
        return Ok(Some((lines, partial || set_reached)));
    }
    let (listed, partial) = if stip.intro > 0 {
        super::intro::intro_listing(&diagram, stip, &report, extra, counter)
    } else {
        help_listing(&diagram, stip, &report, extra, counter)
    };
    lines.extend(listed);
    Ok(Some((lines, partial || set_reached)))
}

/// `hs#1`, `hr#1`, `hs#0.5`, `hr#0.5`: the play is the end alone; and
/// `h#0.5`, a single move: Popeye has no set play (it says `SetPlay not
/// applicable - ignored`).
fn one_move_help_end(stip: &Stipulation) -> bool {
    let end = matches!(stip.play, Play::HelpSelf | Play::HelpReflex);
    (end && (stip.moves, stip.half) <= (1, false)) || (stip.play == Play::Help && stip.moves == 0)
}

/// The set play of help and series play, as Popeye lists it before the
/// solutions (none without `SetPlay`), and whether `MaxSolutions` capped
/// it; `Ok(None)` when stopped.
fn help_set_play<G: PopeyeGame>(
    env: TwinEnv<'_>,
    diagram: &G,
    stip: &Stipulation,
    counter: &mut usize,
    series_set: Option<(Vec<String>, bool)>,
) -> Result<Option<(Vec<String>, bool)>, PopeyeError> {
    let TwinEnv {
        problem,
        extra,
        stop,
    } = env;
    if let Some(set) = series_set {
        return Ok(Some(set));
    }
    if problem.options.set_play && super::reci::one_move(stip) {
        let numbers = super::listing::numbers_help_play(stip, extra);
        let lines = super::reci::one_move_set_play(diagram, stip, extra, numbers, counter);
        return Ok(Some((lines, false)));
    }
    if !(problem.options.set_play
        && (matches!(stip.play, Play::Help | Play::HelpSelf | Play::HelpReflex)
            || (stip.play == Play::ReciHelp && !stip.half))
        && !one_move_help_end(stip)
        // (Popeye leaves out the set play of an illegal position.)
        && !set_position_illegal(diagram, stip))
    {
        return Ok(Some((Vec::new(), false)));
    }
    let set = stip.other_side_first();
    // An `hr#n.5` whose other side, starting, could reach the goal at once
    // (after Black's pass): Popeye's set play is those moves, `?!?`.
    if set.play == Play::HelpReflex && !set.half {
        let first = diagram.with_side_to_move(set.fixed_starter().unwrap_or(crate::Color::White));
        let mates = mates_at_once(&first, set.goal);
        if !mates.is_empty() {
            let mut lines = vec![String::new()];
            for m in mates {
                let text = super::text::move_text(&first, m, set.goal, true, extra.lang);
                lines.push(format!("  1...  ...  2.{text} ?!?"));
            }
            let reached = count_section(&mut lines, extra.max_solutions, true);
            return Ok(Some((lines, reached)));
        }
    }
    let opts = extra.solve_options(problem);
    match solve(problem, diagram, &set, &opts, stop, Sink::None)? {
        Some(Report::Help {
            report: set_play, ..
        }) => {
            // Popeye caps the set play by `MaxSolutions` too, and numbers
            // its first moves, counting on.
            let extra = Extra {
                max_solutions: extra.max_solutions,
                after_pass: stip.half,
                move_numbers: super::listing::numbers_help_play(&set, extra),
                start_move: extra.start_move,
                up_to_move: extra.up_to_move,
                started: extra.started,
                lang: extra.lang,
                ..Extra::default()
            };
            Ok(Some(help_listing(
                diagram, &set, &set_play, &extra, counter,
            )))
        }
        Some(_) => Err(PopeyeError::other_report(stip, true, "help play")),
        None => Ok(None),
    }
}

/// Series set play's lines under `MaxSolutions`, and whether their count
/// reaches it (Popeye counts the set play apart from the play, and says
/// `Partial solution` once either count is reached): in `ser-h` each line
/// is a solution of its own and the lines are capped; in `ser-s` and
/// `ser-r` they are the other side's forced ends, which Popeye lists whole
/// (it looks at the count before the forced move), counting each.
fn series_set_counted(
    stip: &Stipulation,
    mut set: Vec<String>,
    extra: &Extra,
) -> (Vec<String>, bool) {
    let reached = match stip.play {
        Play::SeriesHelp | Play::ParrySeriesHelp => {
            count_section(&mut set, extra.max_solutions, true)
        }
        Play::SeriesSelf | Play::SeriesReflex => {
            count_section(&mut set, extra.max_solutions, false)
        }
        _ => false,
    };
    (set, reached)
}

/// A section of `lines` (its blank line first, or empty when Popeye
/// leaves it out) under `MaxSolutions max`: capped at `max` lines when
/// `cap`; whether their count reaches `max` (Popeye then says `Partial
/// solution`).
fn count_section(lines: &mut Vec<String>, max: Option<usize>, cap: bool) -> bool {
    let Some(max) = max else {
        return false;
    };
    let count = lines.len().saturating_sub(1);
    if cap {
        lines.truncate(1 + max);
    }
    count >= max
}

/// Whether the set play's position, the play's starter's opponent to
/// move, is illegal: the starter, not to move, is in check.
fn set_position_illegal<G: PopeyeGame>(pos: &G, stip: &Stipulation) -> bool {
    let starter = stip.fixed_starter().unwrap_or(crate::Color::White);
    pos.with_side_to_move(starter).in_check()
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
    // (Popeye leaves out the section of an illegal position.)
    if set_position_illegal(pos, stip) {
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

/// One solve; `Ok(None)` when stopped. What it finds is also handed to
/// `sink` while it runs.
fn solve<G: PopeyeGame>(
    problem: &Problem,
    pos: &G,
    stip: &Stipulation,
    opts: &SolveOptions,
    stop: &Stop,
    sink: Sink<'_, G>,
) -> Result<Option<Report<G>>, PopeyeError> {
    let hooks = SolveHooks {
        sink,
        ..SolveHooks::default()
    };
    let target = problem.target.as_ref();
    match solve_twin(pos, target, &problem.variant, stip, opts, stop, &hooks) {
        Ok(report) => Ok(Some(report)),
        Err(e) if e.is_stopped() => Ok(None),
        Err(e) => Err(e.into()),
    }
}
