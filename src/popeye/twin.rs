//! A twin's diagram played for `alice popeye`: made a position (or found
//! illegal, where Popeye still writes what starts with the other side's
//! move: the set play, the play after the key), its `Duplex` halves, and
//! its play solved on a thread of its own while the lines found are
//! written.

use super::engine::PopeyeGame;
use super::error::PopeyeError;
use super::out::Out;
use super::play::{twin_lines, TwinEnv};
use super::settings::Extra;
use super::stream::{Made, Shown};
use super::words::words;
use crate::engine::DiagramError;
use crate::problem::Problem;
use crate::search::Stop;
use crate::setup::Setup;
use crate::stipulation::Stipulation;
use std::io::{self, Write};

/// How the play of a twin ended.
pub(super) enum PlayEnd {
    /// Solved; `capped`: `MaxSolutions` cut it short.
    Solved { capped: bool },
    /// The time limit stopped it; `listed`: its listing had begun (lines
    /// of it were written).
    Stopped { listed: bool },
}

/// A diagram made a position (`make`: `Err(None)` when the side not to
/// move is in check, `Err(Some(why))` when it is illegal otherwise), then
/// played ([`play_twin`]). A diagram whose side not to move is in check
/// (kept unvalidated by the reader) has no position: Popeye says so on
/// standard error and solves nothing, but with `Duplex` the other half,
/// its other side to move, may have one. `None`: nothing played.
#[allow(clippy::type_complexity)] // (the play's state, as `play_twin` takes it)
pub(super) fn play_diagram<G: PopeyeGame>(
    problem: &Problem,
    setup: &Setup,
    stip: &Stipulation,
    (extra, counter, stop): (&Extra, &mut usize, &Stop),
    out: &mut dyn Write,
    err: &mut dyn Write,
    make: impl Fn(&Setup) -> Result<G, Option<DiagramError>>,
) -> io::Result<Option<Result<PlayEnd, PopeyeError>>> {
    let (pos, halves) = match make(setup) {
        Ok(pos) => (pos, Halves::Both),
        Err(Some(why)) => return Ok(Some(Err(PopeyeError::Illegal(why)))),
        Err(None) => {
            let other = make(&other_side_first(setup));
            // What starts with the other side's move has a position: the
            // play after the key, the set play (Popeye writes them, then
            // gives up on the play; its words come after the set play).
            let post_key = extra.post_key_play && stip.is_adversarial();
            if let (Ok(other), false) = (&other, problem.options.duplex) {
                if post_key || problem.options.set_play {
                    let pos = other.with_side_to_move(other.side_to_move().opposite());
                    let extra = Extra {
                        no_play: true,
                        ..extra.clone()
                    };
                    let env = TwinEnv {
                        problem,
                        extra: &extra,
                        stop,
                    };
                    let played = play_twin(env, pos, stip, Halves::Both, counter, (out, err))?;
                    if !post_key {
                        write!(err, "{}", words(extra.lang).king_capture)?;
                    }
                    return Ok(Some(played));
                }
            }
            write!(err, "{}", words(extra.lang).king_capture)?;
            match other {
                Ok(pos) if problem.options.duplex => (pos, Halves::Second),
                _ => {
                    // Nothing is played; Popeye's notes on the options are
                    // still written.
                    // (A French note that runs on is ended by the newline
                    // before `solution finished.`.)
                    let (notes, run_on) = super::play::twin_notes(problem, stip, extra, true);
                    for (i, note) in notes.iter().enumerate() {
                        let end = if run_on && i + 1 == notes.len() {
                            ""
                        } else {
                            "\n"
                        };
                        write!(out, "{note}{end}")?;
                    }
                    return Ok(None);
                }
            }
        }
    };
    let env = TwinEnv {
        problem,
        extra,
        stop,
    };
    let played = play_twin(env, pos, stip, halves, counter, (out, err))?;
    Ok(Some(played))
}

/// Which halves of a twin to play.
#[derive(Clone, Copy)]
enum Halves {
    /// The play, then with `Duplex` the other side in each role.
    Both,
    /// `Duplex`'s second half alone (the first has no position): the
    /// position given has the other side to move.
    Second,
}

/// The diagram with the other side to move (and no e.p. square, which
/// belongs to the side that was to move).
fn other_side_first(setup: &Setup) -> Setup {
    Setup {
        side: setup.side.opposite(),
        ep: None,
        ..setup.clone()
    }
}

/// Solve one twin on its engine and write its play; `Err` for an error of
/// the problem. With `Duplex`, then the
/// other side in each role (in direct, self and reflex play, the other
/// side to move); `MaxSolutions` caps each half on its own.
fn play_twin<G: PopeyeGame>(
    env: TwinEnv<'_>,
    pos: G,
    stip: &Stipulation,
    halves: Halves,
    counter: &mut usize,
    (out, err): (&mut dyn Write, &mut dyn Write),
) -> io::Result<Result<PlayEnd, PopeyeError>> {
    let TwinEnv { problem, extra, .. } = env;
    // `PostKeyPlay` whose position, the defender to move, is illegal:
    // Popeye says so and writes no play (its notes still).
    if super::direct::post_key_illegal(&pos, stip, extra) {
        write!(err, "{}", words(extra.lang).king_capture)?;
    }
    let plays = match halves {
        Halves::Both if problem.options.duplex => vec![
            (pos, *stip),
            (
                pos.with_side_to_move(pos.side_to_move().opposite()),
                stip.with_roles_swapped(),
            ),
        ],
        Halves::Both => vec![(pos, *stip)],
        Halves::Second => vec![(pos, stip.with_roles_swapped())],
    };
    let mut capped = false;
    for (pos, stip) in &plays {
        // Duplex: a half whose starter's opponent is in check has no
        // position; Popeye says so on standard error and plays the rest.
        if problem.options.duplex {
            let starter = stip.fixed_starter().unwrap_or(pos.side_to_move());
            if pos.with_side_to_move(starter).null_move().in_check() {
                write!(err, "{}", words(extra.lang).king_capture)?;
                continue;
            }
        }
        match shown_as_solved(env, pos, stip, counter, out)? {
            Ok(PlayEnd::Solved { capped: partial }) => capped |= partial,
            stopped_or_error => return Ok(stopped_or_error),
        }
    }
    Ok(Ok(PlayEnd::Solved { capped }))
}

/// Solve one play on a thread of its own and write its lines: those it
/// knows to be final while it runs (flushed at once, as Popeye writes
/// them), the rest when it ends; stopped by the time limit, what was
/// written stays.
fn shown_as_solved<G: PopeyeGame>(
    env: TwinEnv<'_>,
    pos: &G,
    stip: &Stipulation,
    counter: &mut usize,
    out: &mut dyn Write,
) -> io::Result<Result<PlayEnd, PopeyeError>> {
    let TwinEnv { stop, .. } = env;
    let (to, from) = std::sync::mpsc::channel::<Made<'_>>();
    // How many lines were written early; in a debug build, the lines too,
    // to check that they start the listing.
    let mut written = 0;
    #[cfg(debug_assertions)]
    let mut shown: Vec<String> = Vec::new();
    let mut failed = None;
    let count = std::sync::atomic::AtomicUsize::new(*counter);
    let solved = std::thread::scope(|scope| {
        // (A thread that cannot be started, for want of memory: the twin
        // is solved on this thread, its lines written when it is solved.)
        let spare = to.clone();
        let count = &count;
        let solve = move |sender| {
            let shown = Shown::to(sender);
            let mut n = count.load(std::sync::atomic::Ordering::Relaxed);
            let lines = twin_lines(env, pos, stip, &mut n, &shown);
            count.store(n, std::sync::atomic::Ordering::Relaxed);
            lines
        };
        let spawned = std::thread::Builder::new()
            .name("popeye-twin".into())
            .stack_size(SOLVER_STACK)
            .spawn_scoped(scope, move || solve(to));
        let (solver, in_place) = match spawned {
            Ok(solver) => {
                drop(spare);
                (Some(solver), None)
            }
            Err(_) => (None, Some(solve(spare))),
        };
        for make in from {
            if failed.is_some() {
                continue;
            }
            // Each part written and flushed as soon as it is made.
            let mut write = |lines: Vec<String>| {
                if failed.is_some() {
                    return;
                }
                match write_lines(out, &lines).and_then(|()| out.flush()) {
                    Ok(()) => {
                        written += lines.len();
                        #[cfg(debug_assertions)]
                        shown.extend(lines);
                    }
                    Err(e) => {
                        // (A closed pipe: the solve is of no use any more.)
                        stop.raise();
                        failed = Some(e);
                    }
                }
            };
            let mut made = Out::to(&mut write);
            make(&mut made);
            made.flush();
        }
        Ok::<_, io::Error>(match (solver, in_place) {
            (Some(solver), _) => solver
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            (None, lines) => lines.unwrap_or(Ok(None)),
        })
    })?;
    *counter = count.into_inner();
    if let Some(e) = failed {
        return Err(e);
    }
    match solved {
        Ok(Some((lines, partial))) => {
            // What was written is the start of the listing (the times of
            // `MoveNumbers` aside, which say when each line was written),
            // or the listing was all written (help play's lines, never
            // kept), and what is returned is its start.
            #[cfg(debug_assertions)]
            assert!(
                env.extra.started.is_some()
                    || lines.starts_with(&shown)
                    || shown.starts_with(&lines),
                "lines shown early are not the start of the listing"
            );
            write_lines(out, lines.get(written..).unwrap_or_default())?;
            out.flush()?;
            Ok(Ok(PlayEnd::Solved { capped: partial }))
        }
        Ok(None) => Ok(Ok(PlayEnd::Stopped {
            listed: written > 0,
        })),
        Err(e) => Ok(Err(e)),
    }
}

/// The stack of a twin's solving thread (the default of the main thread).
const SOLVER_STACK: usize = 8 << 20;

pub(super) fn write_lines(out: &mut dyn Write, lines: &[String]) -> io::Result<()> {
    for l in lines {
        writeln!(out, "{l}")?;
    }
    Ok(())
}
