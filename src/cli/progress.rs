//! A progress bar on standard error (indicatif) that appears only when
//! standard error is a terminal and the work has lasted more than a second.

use alice::search::SearchObserver;
use alice::solve::Progress;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How long work runs before the bar is drawn: one second, or
/// `ALICE_PROGRESS_DELAY_MS` milliseconds (the tests set 0).
fn delay() -> Duration {
    std::env::var("ALICE_PROGRESS_DELAY_MS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map_or(Duration::from_secs(1), Duration::from_millis)
}

/// A delayed progress bar; finished (and erased) on drop.
pub struct Bar {
    bar: ProgressBar,
    shown: Arc<Mutex<bool>>,
}

impl Bar {
    /// A bar with a message (e.g. "solving"); hidden unless stderr is a terminal.
    pub fn new(message: &str) -> Bar {
        let bar = ProgressBar::with_draw_target(Some(0), ProgressDrawTarget::hidden());
        let style = ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} {elapsed}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ");
        bar.set_style(style);
        bar.set_message(message.to_string());
        let shown = Arc::new(Mutex::new(false));
        if std::io::stderr().is_terminal() {
            let b = bar.clone();
            let flag = Arc::clone(&shown);
            // (No thread, no bar: the work goes on without it.)
            let _ = std::thread::Builder::new().spawn(move || {
                std::thread::sleep(delay());
                if !b.is_finished() {
                    if let Ok(mut s) = flag.lock() {
                        *s = true;
                    }
                    b.set_draw_target(ProgressDrawTarget::stderr());
                    b.tick();
                }
            });
        }
        Bar { bar, shown }
    }

    /// A spinner with elapsed time, for work whose size is not known (help
    /// play); shown under the same conditions as the bar.
    pub fn spinner(message: &str) -> Bar {
        let bar = Bar::new(message);
        let style = ProgressStyle::with_template("{spinner} {msg} {elapsed}")
            .unwrap_or_else(|_| ProgressStyle::default_spinner());
        bar.bar.set_style(style);
        // The ticker thread only where the spinner can be seen: joining it
        // at the end costs up to a tick of wall time.
        if std::io::stderr().is_terminal() {
            bar.bar.enable_steady_tick(Duration::from_millis(120));
        }
        bar
    }

    /// The underlying bar (to advance by hand in batch runs).
    pub fn inner(&self) -> &ProgressBar {
        &self.bar
    }

    /// Print a line above the bar (or plainly when it is hidden).
    pub fn println(&self, line: &str) {
        let shown = self.shown.lock().map(|s| *s).unwrap_or(false);
        if shown {
            self.bar.println(line);
        } else {
            super::common::print_line(line);
        }
    }
}

impl Progress for Bar {
    fn set_total(&self, total: u64) {
        self.bar.set_length(total);
    }
    fn advance(&self) {
        self.bar.inc(1);
    }
}

impl Drop for Bar {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

/// The progress line of a help or series solve: the length searched, the
/// solutions found so far and the current first move, on the spinner's
/// line. Shown only when standard output and standard error are both
/// terminals (and, like every bar, after a second): it never mixes with
/// output that goes to a file or a pipe.
#[derive(Debug)]
pub struct HelpLine {
    bar: ProgressBar,
    state: Mutex<LineState>,
}

#[derive(Debug, Default)]
struct LineState {
    stip: String,
    found: usize,
    first: String,
}

impl HelpLine {
    /// A progress line, hidden unless both standard streams are terminals.
    pub fn new() -> Arc<HelpLine> {
        let visible = std::io::stderr().is_terminal() && std::io::stdout().is_terminal();
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        let style = ProgressStyle::with_template("{spinner} {msg} {elapsed}")
            .unwrap_or_else(|_| ProgressStyle::default_spinner());
        bar.set_style(style);
        bar.set_message("solving");
        if visible {
            let b = bar.clone();
            // (No thread, no bar: the work goes on without it.)
            let _ = std::thread::Builder::new().spawn(move || {
                std::thread::sleep(delay());
                if !b.is_finished() {
                    b.set_draw_target(ProgressDrawTarget::stderr());
                    b.enable_steady_tick(Duration::from_millis(120));
                }
            });
        }
        Arc::new(HelpLine {
            bar,
            state: Mutex::new(LineState::default()),
        })
    }

    /// Erase the line (before the output is written).
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }

    fn show(&self, s: &LineState) {
        let first = if s.first.is_empty() {
            String::new()
        } else {
            format!(", first move {}", s.first)
        };
        self.bar.set_message(format!(
            "solving {}: {} solution{} so far{first}",
            s.stip,
            s.found,
            if s.found == 1 { "" } else { "s" }
        ));
    }
}

impl SearchObserver for HelpLine {
    fn length(&self, stip: &alice::stipulation::Stipulation) {
        if let Ok(mut s) = self.state.lock() {
            s.stip = stip.to_string();
            s.first.clear();
            self.show(&s);
        }
    }
    fn first_move(&self, text: &str, number: usize, total: usize) {
        if let Ok(mut s) = self.state.lock() {
            s.first = format!("{text} ({number}/{total})");
            self.show(&s);
        }
    }
    fn solutions(&self, found: usize) {
        if found == 0 {
            return;
        }
        if let Ok(mut s) = self.state.lock() {
            s.found += found;
            self.show(&s);
        }
    }
}

impl Drop for HelpLine {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

/// What `alice solve` shows while it solves, by the kind of play: a bar of
/// the first moves (direct play), the help search's progress line, or a
/// spinner (proof games).
pub enum SolveProgress {
    /// Direct, self and reflex play.
    Bar(Bar),
    /// Help and series play.
    Line(Arc<HelpLine>),
    /// Proof games: the spinner, shown until it is dropped.
    Spinner {
        /// The spinner (drawn by its own ticker; erased on drop).
        _spinner: Bar,
    },
}

impl SolveProgress {
    /// The display for `stip` (hidden unless standard error is a terminal).
    pub fn for_stipulation(stip: &alice::stipulation::Stipulation) -> SolveProgress {
        use alice::stipulation::SolverKind;
        match stip.solver() {
            SolverKind::Battle => SolveProgress::Bar(Bar::new("solving")),
            SolverKind::Help => SolveProgress::Line(HelpLine::new()),
            SolverKind::Proof => SolveProgress::Spinner {
                _spinner: Bar::spinner("solving"),
            },
        }
    }

    /// The solve's hooks that drive this display.
    pub fn hooks(&self) -> alice::solve::SolveHooks<'_> {
        match self {
            SolveProgress::Bar(bar) => alice::solve::SolveHooks {
                progress: Some(bar),
                ..Default::default()
            },
            SolveProgress::Line(line) => alice::solve::SolveHooks {
                observer: Some(&**line),
                ..Default::default()
            },
            SolveProgress::Spinner { .. } => alice::solve::SolveHooks::default(),
        }
    }

    /// Erase the display (the solve is over).
    pub fn finish(self) {
        if let SolveProgress::Line(line) = &self {
            line.finish();
        }
    }
}
