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

/// The progress line of a solve, on the spinner's line. Help or series
/// play: the length searched, the solutions found so far and the current
/// first move. Direct, self and reflex play: the stipulation, the first
/// moves proved out of their total, the keys and tries found, then the
/// keys' and tries' trees analysed, and the positions searched. Shown only
/// when standard output and standard error are both terminals (and, like
/// every bar, after a second): it never mixes with output that goes to a
/// file or a pipe.
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
    /// Direct play's counts, once a first move is proved.
    battle: Option<BattleState>,
}

/// What a direct solve has done so far.
#[derive(Debug, Default)]
struct BattleState {
    proved: usize,
    total: usize,
    keys: usize,
    tries: usize,
    analysed: usize,
    nodes: u64,
}

impl BattleState {
    /// `solving #4: first moves 12/54, 2 keys, 1 try, 3.1 M positions`,
    /// then `solving #4: 54 keys, 0 tries; trees 3/54, 9.2 M positions`.
    fn message(&self, stip: &str) -> String {
        let keys = counted(self.keys, "key", "keys");
        let tries = counted(self.tries, "try", "tries");
        let nodes = positions(self.nodes);
        if self.total == 0 {
            format!("solving {stip}: the first moves")
        } else if self.proved < self.total || self.keys + self.tries == 0 {
            format!(
                "solving {stip}: first moves {}/{}, {keys}, {tries}, {nodes}",
                self.proved, self.total
            )
        } else {
            format!(
                "solving {stip}: {keys}, {tries}; trees {}/{}, {nodes}",
                self.analysed,
                self.keys + self.tries
            )
        }
    }
}

/// `n` with its noun (`1 key`, `3 keys`).
fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A count of positions, short (`812 positions`, `3.1 M positions`).
fn positions(n: u64) -> String {
    match n {
        0..=9_999 => format!("{n} positions"),
        10_000..=999_999 => format!("{} k positions", n / 1000),
        _ => format!("{:.1} M positions", n as f64 / 1e6),
    }
}

impl HelpLine {
    /// A progress line, hidden unless both standard streams are terminals.
    pub fn new() -> Arc<HelpLine> {
        HelpLine::shown_if(std::io::stderr().is_terminal() && std::io::stdout().is_terminal())
    }

    /// A progress line, hidden unless standard error is a terminal: for a
    /// solve whose output is written once the line is erased (direct play
    /// given by FEN), so that the line is shown while the output goes to a
    /// file too.
    pub fn on_stderr() -> Arc<HelpLine> {
        HelpLine::shown_if(std::io::stderr().is_terminal())
    }

    fn shown_if(visible: bool) -> Arc<HelpLine> {
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
        if let Some(b) = &s.battle {
            self.bar.set_message(b.message(&s.stip));
            return;
        }
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
            // Direct play tells its first moves from the start.
            s.battle = (stip.solver() == alice::stipulation::SolverKind::Battle)
                .then(BattleState::default);
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
    fn first_move_proved(&self, found: Option<bool>, total: usize, nodes: u64) {
        if let Ok(mut s) = self.state.lock() {
            let b = s.battle.get_or_insert_with(BattleState::default);
            b.proved += 1;
            b.total = total.max(b.proved);
            b.nodes = b.nodes.max(nodes);
            match found {
                Some(true) => b.keys += 1,
                Some(false) => b.tries += 1,
                None => {}
            }
            self.show(&s);
        }
    }
    fn tree_analysed(&self, nodes: u64) {
        if let Ok(mut s) = self.state.lock() {
            let b = s.battle.get_or_insert_with(BattleState::default);
            b.analysed += 1;
            b.nodes = b.nodes.max(nodes);
            self.show(&s);
        }
    }
}

impl Drop for HelpLine {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

/// What `alice solve` shows while it solves, by the kind of play: the
/// progress line (direct, help and series play), or a spinner (proof
/// games).
pub enum SolveProgress {
    /// Direct, self and reflex play, shown while the output goes to a
    /// file too (it is written once the line is erased).
    Battle(Arc<HelpLine>),
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
            SolverKind::Battle => SolveProgress::Battle(HelpLine::on_stderr()),
            SolverKind::Help => SolveProgress::Line(HelpLine::new()),
            SolverKind::Proof => SolveProgress::Spinner {
                _spinner: Bar::spinner("solving"),
            },
        }
    }

    /// The solve's hooks that drive this display.
    pub fn hooks<G: alice::game::Game>(&self) -> alice::solve::SolveHooks<'_, G> {
        alice::solve::SolveHooks {
            observer: self.observer(),
            ..Default::default()
        }
    }

    /// The observer that drives this display, if it has one.
    pub fn observer(&self) -> Option<&dyn alice::search::SearchObserver> {
        match self {
            SolveProgress::Battle(line) | SolveProgress::Line(line) => Some(&**line),
            SolveProgress::Spinner { .. } => None,
        }
    }

    /// Erase the display (the solve is over).
    pub fn finish(self) {
        if let SolveProgress::Battle(line) | SolveProgress::Line(line) = &self {
            line.finish();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{positions, BattleState};

    #[test]
    fn direct_play_tells_its_first_moves_keys_and_positions() {
        let mut b = BattleState {
            proved: 12,
            total: 54,
            keys: 2,
            tries: 1,
            analysed: 0,
            nodes: 3_141_592,
        };
        assert_eq!(
            b.message("#4"),
            "solving #4: first moves 12/54, 2 keys, 1 try, 3.1 M positions"
        );
        b.proved = 54;
        b.analysed = 1;
        assert_eq!(
            b.message("#4"),
            "solving #4: 2 keys, 1 try; trees 1/3, 3.1 M positions"
        );
        b.keys = 0;
        b.tries = 0;
        assert_eq!(
            b.message("#4"),
            "solving #4: first moves 54/54, 0 keys, 0 tries, 3.1 M positions"
        );
        assert_eq!(
            BattleState::default().message("s#2"),
            "solving s#2: the first moves"
        );
        assert_eq!(positions(812), "812 positions");
        assert_eq!(positions(81_200), "81 k positions");
    }
}
