//! Rule sensitivity: a problem solved under every combination of the
//! disputed rule readings (`castling`, `en-passant`, `block`; `VARIANTS.md`,
//! "Rule readings"), and whether its verdict, its solution or its play
//! changes, and under which readings.
//!
//! The problem's own readings (the file's, with any `--rule` applied) are
//! the baseline; every other combination of the variant is compared with
//! it. A combination is solved unless it provably plays the same game as
//! one that is solved, by one of two cheap, exact tests made on every twin:
//!
//! - `castling` cannot matter when no twin has a castling right (rights are
//!   never gained) and the stipulation is no proof game (a `dia` starts from
//!   the initial array, which has them);
//! - `en-passant` cannot matter when no twin has an e.p. square and no
//!   double step can ever be taken e.p.: for each side, it has no pawn on
//!   its second rank (either board) or the other side has no pawn at all;
//!   again not for proof games.
//!
//! `block` is always solved both ways: it changes the moves of any side in
//! check, and checks happen anywhere in a search. Mini Alice has only the
//! `block` switch (no castling, no double step), so 2 combinations; the
//! other variants have 8.
//!
//! A time limit (`CheckSettings::timeout`) bounds the whole run, not each
//! reading: one deadline is set when it starts, the baseline is solved
//! first with all of it, and each other combination gets what is left (none
//! once the deadline has passed: it is then not solved at all, and counts
//! as stopped by the time limit). So `--readings all --timeout 1` ends
//! within about a second. A combination whose search stopped (time limit,
//! Ctrl-C) is *unfinished*: it gives no verdict of sameness or change, its
//! name is listed in [`TwinReadings::unfinished`], and the twin's change
//! is [`Change::Unknown`] (unless a finished combination already changes
//! the verdict); when the baseline itself is unfinished nothing is
//! compared.

use super::judge::CheckSettings;
use super::run::check_problem;
use crate::problem::Problem;
use crate::variant::{Readings, Variant};
use crate::verdict::Status;
use crate::verdict::{Solution, TwinOutcome};
use serde::{Deserialize, Serialize};
use std::time::{Duration, Instant};

mod cases;
use cases::flip;
pub use cases::{combinations, describe, irrelevant, Irrelevant, SWITCHES};

/// One twin under one combination of readings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReadingResult {
    /// The readings (`default`, or the switches that differ from it).
    pub readings: String,
    /// `solved`, or `same as <readings>` when proven equal to a solved one,
    /// or `not finished` when its search stopped (or was never started:
    /// the time limit of the whole run was used up).
    pub how: String,
    /// The twin's status under these readings.
    pub status: Status,
    /// One line of explanation of the status.
    pub detail: String,
    /// The status differs from the baseline's.
    pub verdict_differs: bool,
    /// The keys (or solutions, or games) differ from the baseline's.
    pub solution_differs: bool,
    /// The full solver output (threats, variations, tries...) differs.
    pub play_differs: bool,
}

/// How much of a problem changes with the readings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Change {
    /// Nothing: the same output under every reading.
    None,
    /// The play shown changes (a variation, a try...), not the solution.
    Play,
    /// The keys or solutions change, not the verdict.
    Solution,
    /// The status changes: soundness depends on a disputed rule.
    Verdict,
    /// Some reading could not be solved (error or time limit).
    Unknown,
}

impl Change {
    /// Words for reports.
    pub fn words(self) -> &'static str {
        match self {
            Change::None => "same under every reading",
            Change::Play => "play depends on a reading",
            Change::Solution => "solution depends on a reading",
            Change::Verdict => "verdict depends on a reading",
            Change::Unknown => "not every reading solved",
        }
    }

    /// Every value, in report order.
    pub const ALL: [Change; 5] = [
        Change::Verdict,
        Change::Solution,
        Change::Play,
        Change::Unknown,
        Change::None,
    ];
}

/// The rule sensitivity of one twin.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TwinReadings {
    /// The baseline readings (the problem's own).
    pub baseline: String,
    /// The baseline's status.
    pub status: Status,
    /// Combinations in all, and how many were solved.
    pub combinations: usize,
    /// Combinations solved to the end (the baseline included); the others
    /// were proven to play the same game as a solved one, or did not finish.
    pub solved: usize,
    /// Switches proven not to matter.
    pub irrelevant: Irrelevant,
    /// The largest change against the baseline.
    pub change: Change,
    /// The switches whose flip alone changes the status somewhere.
    pub verdict_depends_on: Vec<String>,
    /// Every combination other than the baseline.
    pub results: Vec<ReadingResult>,
    /// The combinations (the baseline among them, when it is one) whose
    /// search stopped before its end (time limit, Ctrl-C): they give no
    /// verdict of sameness or change. Empty (and not written in JSON) when
    /// every combination finished.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unfinished: Vec<String>,
}

/// Whether a status is that of a search stopped before its end.
fn stopped(s: Status) -> bool {
    matches!(s, Status::Timeout | Status::Interrupted)
}

/// Solve `problem` under every reading combination of its variant; the
/// baseline outcomes (the problem's own readings, exactly what
/// [`check_problem`] gives) with, for each twin, its sensitivity. The time
/// limit of `settings` bounds the whole run (the module documentation).
pub fn check_readings(
    problem: &Problem,
    settings: &CheckSettings,
) -> Vec<(TwinOutcome, TwinReadings)> {
    let deadline = settings.timeout.map(|t| Instant::now() + t);
    let baseline = problem.variant.readings;
    let mut s = Solved {
        baseline,
        combos: combinations(problem.variant.kind),
        skip: irrelevant(problem),
        solved: Vec::new(),
        written: Vec::new(),
    };
    let base_outcomes = check_problem(problem, settings);
    s.solved.push((baseline, base_outcomes.clone()));
    for r in &s.combos {
        let rep = s.representative(r);
        if !s.solved.iter().any(|(s, _)| *s == rep) {
            let outcomes = solve_under(problem, settings, rep, &base_outcomes, deadline);
            s.solved.push((rep, outcomes));
        }
    }
    // Each report written once, for all the comparisons it is in.
    s.written = s
        .solved
        .iter()
        .map(|(_, outcomes)| outcomes.iter().map(Written::of).collect())
        .collect();
    let base_written: Vec<Written> = base_outcomes.iter().map(Written::of).collect();
    base_outcomes
        .iter()
        .zip(&base_written)
        .enumerate()
        .map(|(i, (base, base_written))| (base.clone(), s.twin(i, base, base_written)))
        .collect()
}

/// The outcomes of `problem` under the readings `rep` (not the baseline's,
/// whose outcomes are `base_outcomes`), in the time left before `deadline`.
fn solve_under(
    problem: &Problem,
    settings: &CheckSettings,
    rep: Readings,
    base_outcomes: &[TwinOutcome],
    deadline: Option<Instant>,
) -> Vec<TwinOutcome> {
    // The time left for the next search (`None`: no limit).
    let left = || deadline.map(|d| d.saturating_duration_since(Instant::now()));
    let v = Variant {
        kind: problem.variant.kind,
        readings: rep,
    };
    let timeout = left();
    let settings = &CheckSettings {
        timeout,
        ..settings.clone()
    };
    let diagram = match crate::engine::convert(&problem.diagram, &problem.variant, &v) {
        Ok(_) if timeout == Some(Duration::ZERO) => {
            return base_outcomes.iter().map(not_reached).collect()
        }
        Ok(diagram) => diagram,
        Err(e) => {
            return base_outcomes
                .iter()
                .map(|o| failed(o, format!("illegal position: {e}")))
                .collect()
        }
    };
    let mut p = problem.clone();
    p.diagram = diagram;
    p.variant = v;
    let mut outcomes = check_problem(&p, settings);
    if outcomes.iter().any(unreadable_intended) {
        // The intended play is illegal under these readings: judged
        // without it, and said so.
        p.solution = None;
        let settings = &CheckSettings {
            timeout: left(),
            ..settings.clone()
        };
        let plain = check_problem(&p, settings);
        for (o, q) in outcomes.iter_mut().zip(plain) {
            if unreadable_intended(o) {
                *o = q;
                o.detail
                    .push_str("; the intended solution is illegal under these readings");
            }
        }
    }
    outcomes
}

/// The combinations of readings of a problem, and the outcomes of those
/// solved.
struct Solved {
    /// The problem's own readings.
    baseline: Readings,
    /// Every combination of the variant.
    combos: Vec<Readings>,
    /// The switches proven not to matter.
    skip: Irrelevant,
    /// The combinations solved, the baseline first, with their outcomes.
    solved: Vec<(Readings, Vec<TwinOutcome>)>,
    /// The reports of `solved`, written once.
    written: Vec<Vec<Written>>,
}

impl Solved {
    /// The combination `r` provably plays like: irrelevant switches set to
    /// the baseline's values.
    fn representative(&self, r: &Readings) -> Readings {
        Readings {
            castling: match self.skip.castling {
                Some(_) => self.baseline.castling,
                None => r.castling,
            },
            en_passant: match self.skip.en_passant {
                Some(_) => self.baseline.en_passant,
                None => r.en_passant,
            },
            strict_block: r.strict_block,
        }
    }

    /// The sensitivity of twin `i`, whose baseline outcome is `base`.
    fn twin(&self, i: usize, base: &TwinOutcome, base_written: &Written) -> TwinReadings {
        let results: Vec<ReadingResult> = self
            .combos
            .iter()
            .filter(|r| **r != self.baseline)
            .map(|r| {
                let rep = self.representative(r);
                let other = self
                    .solved
                    .iter()
                    .zip(&self.written)
                    .find(|((s, _), _)| *s == rep)
                    .and_then(|((_, o), w)| o.get(i).zip(w.get(i)));
                let how = if rep == *r {
                    "solved".to_string()
                } else {
                    format!("same as {}", describe(&rep))
                };
                compare(r, how, (base, base_written), other)
            })
            .collect();
        let status_of = |r: &Readings| -> Option<Status> {
            if *r == self.baseline {
                return Some(base.status);
            }
            let rep = self.representative(r);
            self.solved
                .iter()
                .find(|(s, _)| *s == rep)
                .and_then(|(_, o)| o.get(i))
                .map(|o| o.status)
        };
        // A stopped search has no status to compare.
        let finished_status = |r: &Readings| status_of(r).filter(|s| !stopped(*s));
        let verdict_depends_on = SWITCHES
            .iter()
            .filter(|name| {
                self.combos.iter().any(|r| {
                    let flipped = flip(r, name);
                    self.combos.contains(&flipped)
                        && finished_status(r).is_some()
                        && finished_status(&flipped).is_some()
                        && finished_status(r) != finished_status(&flipped)
                })
            })
            .map(|s| s.to_string())
            .collect();
        let unfinished = self
            .combos
            .iter()
            .filter(|r| status_of(r).is_none_or(stopped))
            .map(describe)
            .collect();
        TwinReadings {
            baseline: describe(&self.baseline),
            status: base.status,
            combinations: self.combos.len(),
            solved: self
                .solved
                .iter()
                .filter(|(_, o)| o.get(i).is_some_and(|o| !stopped(o.status)))
                .count(),
            irrelevant: self.skip.clone(),
            change: change(&results, base),
            verdict_depends_on,
            results,
            unfinished,
        }
    }
}

/// The largest change of a twin against its baseline outcome `base`.
fn change(results: &[ReadingResult], base: &TwinOutcome) -> Change {
    let base_stopped = stopped(base.status);
    results
        .iter()
        .map(|r| {
            // No verdict from a stopped search (here or in the baseline),
            // nor from an error the baseline has not.
            let error = r.status == Status::Error && r.status != base.status;
            if base_stopped || stopped(r.status) || error {
                Change::Unknown
            } else if r.verdict_differs {
                Change::Verdict
            } else if r.solution_differs {
                Change::Solution
            } else if r.play_differs {
                Change::Play
            } else {
                Change::None
            }
        })
        .max_by_key(|c| match c {
            Change::None => 0,
            Change::Play => 1,
            Change::Solution => 2,
            Change::Unknown => 3,
            Change::Verdict => 4,
        })
        .unwrap_or(if base_stopped {
            Change::Unknown
        } else {
            Change::None
        })
}

/// An outcome whose intended solution could not be read (its moves are
/// not legal under the readings solved).
fn unreadable_intended(o: &TwinOutcome) -> bool {
    o.status == Status::Error && o.detail.starts_with("cannot read the intended solution")
}

/// The outcome of a combination not solved because the time limit of the
/// whole run was used up before it: a timeout with no result.
fn not_reached(o: &TwinOutcome) -> TwinOutcome {
    let mut f = failed(
        o,
        "not solved: the time limit was used up by the readings before".into(),
    );
    f.status = Status::Timeout;
    f.seconds = 0.0;
    f
}

/// A copy of `o` as an error with `detail`.
fn failed(o: &TwinOutcome, detail: String) -> TwinOutcome {
    let mut f = o.clone();
    f.status = Status::Error;
    f.detail = detail;
    f.solution = Solution::None;
    f
}

/// What a twin's comparisons look at of its report, written once: the keys
/// (direct play) or solutions (help play, proof games) of its JSON, and its
/// text.
struct Written {
    solution: serde_json::Value,
    text: String,
}

impl Written {
    fn of(o: &TwinOutcome) -> Written {
        let mut j = o.solution.json();
        let solution = if !j["keys"].is_null() {
            j["keys"].take()
        } else {
            j["solutions"].take()
        };
        Written {
            solution,
            text: o.solution.text(),
        }
    }
}

fn compare(
    r: &Readings,
    how: String,
    (base, base_written): (&TwinOutcome, &Written),
    other: Option<(&TwinOutcome, &Written)>,
) -> ReadingResult {
    let Some((o, written)) = other else {
        return ReadingResult {
            readings: describe(r),
            how,
            status: Status::Error,
            detail: "no result for this twin".into(),
            verdict_differs: true,
            solution_differs: true,
            play_differs: true,
        };
    };
    // A stopped search (here or in the baseline) gives no verdict: nothing
    // is said to differ.
    let compared = !stopped(o.status) && !stopped(base.status);
    let how = if stopped(o.status) && how == "solved" {
        "not finished".to_string()
    } else {
        how
    };
    let verdict_differs = compared && o.status != base.status;
    let solution_differs = compared && written.solution != base_written.solution;
    ReadingResult {
        readings: describe(r),
        how,
        status: o.status,
        detail: o.detail.clone(),
        verdict_differs,
        solution_differs,
        play_differs: compared && (solution_differs || written.text != base_written.text),
    }
}

/// The lines printed under a twin's report line: what changes, and under
/// which readings (only the combinations that differ are listed).
pub fn text_lines(t: &TwinReadings) -> Vec<String> {
    let skipped: Vec<String> = [
        ("castling", &t.irrelevant.castling),
        ("en-passant", &t.irrelevant.en_passant),
    ]
    .into_iter()
    .filter_map(|(n, why)| why.as_ref().map(|w| format!("{n} cannot matter: {w}")))
    .collect();
    let mut head = format!(
        "  readings: {} ({} combinations, {} solved",
        t.change.words(),
        t.combinations,
        t.solved
    );
    if !skipped.is_empty() {
        head.push_str("; ");
        head.push_str(&skipped.join("; "));
    }
    if !t.unfinished.is_empty() {
        head.push_str("; not finished: ");
        head.push_str(&t.unfinished.join("; "));
    }
    head.push(')');
    if !t.verdict_depends_on.is_empty() {
        head.push_str(&format!("; decided by {}", t.verdict_depends_on.join(", ")));
    }
    let mut out = vec![head];
    for r in &t.results {
        let what = if r.verdict_differs {
            "verdict"
        } else if r.solution_differs {
            "solution"
        } else if r.play_differs {
            "play"
        } else {
            continue;
        };
        out.push(format!(
            "    {:<43} {} differs: {} ({})",
            r.readings,
            what,
            r.status.words(),
            r.detail
        ));
    }
    out
}

/// The verdict changes of a twin in few words: `block=strict: cooked`
/// when exactly the combinations with one switch value change the status,
/// all to the same one; else every changed combination with its status.
pub fn verdict_changes(t: &TwinReadings) -> String {
    let changed: Vec<&ReadingResult> = t.results.iter().filter(|r| r.verdict_differs).collect();
    let values = ["castling=off", "en-passant=off", "block=strict"];
    for v in values {
        let with: Vec<&ReadingResult> = t
            .results
            .iter()
            .filter(|r| r.readings.split(", ").any(|x| x == v))
            .collect();
        let same_status = changed.iter().all(|r| r.status == changed[0].status);
        if !changed.is_empty()
            && same_status
            && with.len() == changed.len()
            && with.iter().all(|r| r.verdict_differs)
        {
            return format!("{v}: {}", changed[0].status.words());
        }
    }
    changed
        .iter()
        .map(|r| format!("{}: {}", r.readings, r.status.words()))
        .collect::<Vec<_>>()
        .join("; ")
}

/// The summary of rule sensitivity over a report: rows are a label (file,
/// problem, twin) with the twin's sensitivity.
pub fn summary_lines(rows: &[(String, TwinReadings)]) -> Vec<String> {
    if rows.is_empty() {
        return Vec::new();
    }
    let mut out = vec![String::new(), format!("{:<34} {:>5}", "readings", "count")];
    for c in Change::ALL {
        let n = rows.iter().filter(|(_, t)| t.change == c).count();
        if n > 0 {
            out.push(format!("{:<34} {:>5}", c.words(), n));
        }
    }
    let verdict: Vec<&(String, TwinReadings)> = rows
        .iter()
        .filter(|(_, t)| t.change == Change::Verdict)
        .collect();
    if !verdict.is_empty() {
        out.push(String::new());
        out.push("problems whose verdict depends on a reading:".into());
        for (label, t) in verdict {
            out.push(format!(
                "  {label} (decided by {}; {}: {})",
                if t.verdict_depends_on.is_empty() {
                    "a combination of switches".to_string()
                } else {
                    t.verdict_depends_on.join(", ")
                },
                t.baseline,
                t.status.words(),
            ));
            out.push(format!("    {}", verdict_changes(t)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::VariantKind;

    #[test]
    fn eight_combinations_or_two() {
        let all = combinations(VariantKind::Alice);
        assert_eq!(all.len(), 8);
        assert_eq!(all[0], Readings::default());
        let unique: std::collections::HashSet<Readings> = all.iter().copied().collect();
        assert_eq!(unique.len(), 8);
        assert_eq!(combinations(VariantKind::Mini).len(), 2);
        assert_eq!(describe(&all[0]), "default");
        assert_eq!(
            describe(&all[7]),
            "castling=off, en-passant=off, block=strict"
        );
    }
}
