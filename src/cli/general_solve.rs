//! `alice solve --fen FEN --stip STIP --variant V` for the general engine's
//! variants: keys and verdict of battle play (direct, self, reflex), every
//! solution of help play, by the generic solver of `alice::general::solve`.

use super::solve::SolveArgs;
use super::{thread_pool, CliError};
use alice::general::solve::{self as gsolve, Stopped};
use alice::general::{self, notation, GMove, GPos, GeneralVariant};
use alice::search::Stop;
use alice::stipulation::{Play, Stipulation};
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// Run `alice solve` for a general-engine variant.
pub fn run(args: &SolveArgs, gv: GeneralVariant) -> Result<(), CliError> {
    if args.file.is_some() {
        return Err(CliError::Input(format!(
            "problem files in {gv} are not supported yet: use --fen and --stip"
        )));
    }
    if args.tries || args.refutations.is_some() || args.set_play || args.json {
        return Err(CliError::Input(format!(
            "--tries, --refutations, --set-play and --json are not supported yet in {gv}"
        )));
    }
    let (Some(fen), Some(stip)) = (&args.fen, &args.stip) else {
        return Err(CliError::Input(
            "give a position and a stipulation: alice solve --fen FEN --stip '#2' --variant V"
                .into(),
        ));
    };
    let stip: Stipulation = stip.parse().map_err(|e| CliError::Input(format!("{e}")))?;
    if !gsolve::supports(&stip) {
        return Err(CliError::Input(format!(
            "{stip} is not supported yet in {gv} (supported: #n, =n, s#n, s=n, r#n, h#n, h=n, h#n.5)"
        )));
    }
    let mut pos = general::parse_fen(fen, gv).map_err(|e| {
        CliError::Input(format!(
            "FEN '{}' ({gv}): {e}",
            alice::text::bounded(fen.trim())
        ))
    })?;
    if let Some(starter) = stip.fixed_starter() {
        if pos.side() != starter {
            if pos.in_check() {
                return Err(CliError::Input(format!(
                    "{stip}: {} starts, but {} is in check",
                    starter.name(),
                    pos.side().name()
                )));
            }
            pos = pos.with_side_swapped();
        }
    }
    let stop = Stop::at(
        args.timeout
            .filter(|&t| t > 0.0)
            .map(|t| Instant::now() + Duration::from_secs_f64(t)),
    );
    let pool = thread_pool(args.jobs)?;
    let text = pool.install(|| solve_text(&pos, &stip, gv, args.intended.unwrap_or(1), &stop));
    match text {
        Ok(t) => {
            super::print_text(&t);
            Ok(())
        }
        Err(Stopped) if alice::search::interrupted() => Err(CliError::Interrupted),
        Err(Stopped) => Err(CliError::Timeout(format!(
            "no verdict, the time limit of {} s was reached",
            args.timeout.unwrap_or(0.0)
        ))),
    }
}

/// The report of one solve.
pub fn solve_text(
    pos: &GPos,
    stip: &Stipulation,
    gv: GeneralVariant,
    intended: u32,
    stop: &Stop,
) -> Result<String, Stopped> {
    let mut out = format!("{}  {stip}  {gv}\n\n", general::fen::write(pos));
    if stip.play == Play::Help {
        help_text(pos, stip, intended.max(1), stop, &mut out)?;
    } else {
        let r = gsolve::battle(pos, stip, stop)?;
        let keys: Vec<String> = r.keys.iter().map(|&m| notation::readable(pos, m)).collect();
        for k in &keys {
            let _ = writeln!(out, "   1.{k}!");
        }
        let verdict = match (keys.len(), r.short) {
            (0, _) => "no solution".to_string(),
            (_, Some(k)) => format!("short solution (the goal is forced in {k})"),
            (1, None) => format!("sound (key 1.{})", keys[0]),
            (n, None) => format!("cooked ({n} keys)"),
        };
        let _ = writeln!(out, "verdict: {verdict}");
    }
    Ok(out)
}

fn help_text(
    pos: &GPos,
    stip: &Stipulation,
    intended: u32,
    stop: &Stop,
    out: &mut String,
) -> Result<(), Stopped> {
    let lines = gsolve::help_lines(pos, stip, stip.plies(), stop)?;
    let starter = pos.side().name();
    let _ = writeln!(
        out,
        "{stip} ({starter} starts): {} solution{}",
        lines.len(),
        if lines.len() == 1 { "" } else { "s" }
    );
    for l in &lines {
        let _ = writeln!(out, "{}", line_text(pos, l, stip.half));
    }
    let mut short = 0;
    for k in 1..stip.moves {
        let plies = 2 * k + stip.half as u32;
        let found = gsolve::help_lines(pos, stip, plies, stop)?;
        for l in &found {
            let _ = writeln!(out, "short solution: {}", line_text(pos, l, stip.half));
        }
        short += found.len();
    }
    let verdict = if short > 0 {
        format!("short solution ({short})")
    } else if lines.is_empty() {
        "no solution".into()
    } else if lines.len() as u32 == intended {
        format!(
            "sound ({} solution{} as intended)",
            lines.len(),
            if intended == 1 { "" } else { "s" }
        )
    } else if lines.len() as u32 > intended {
        format!("cooked ({} solutions, {intended} intended)", lines.len())
    } else {
        format!("{} solutions, {intended} intended", lines.len())
    };
    let _ = writeln!(out, "verdict: {verdict}");
    Ok(())
}

/// `1.Ke4/A Qe5/B 2.d1=B/A Re3/A#` (with `1...` first when White starts a
/// help play of n.5 moves).
fn line_text(pos: &GPos, line: &[GMove], half: bool) -> String {
    let mut p = *pos;
    let mut text = String::new();
    let offset = half as usize;
    for (i, &m) in line.iter().enumerate() {
        let j = i + offset;
        if i == 0 && half {
            text.push_str("1...");
        } else if j.is_multiple_of(2) {
            let _ = write!(text, "{}{}.", if i > 0 { " " } else { "" }, j / 2 + 1);
        } else {
            text.push(' ');
        }
        text.push_str(&notation::readable(&p, m));
        p = p.after_move(m);
    }
    text
}
