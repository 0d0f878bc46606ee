//! The status of a twin: what the solver found ([`Findings`]) compared
//! with what the composer intends ([`compare`]).

use super::intended::Intended;
use serde::{Deserialize, Serialize};

/// The result of checking one problem or twin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// As intended (or, without an intended solution, sound).
    Ok,
    /// As intended, but with duals in the play (a remark, not a failure).
    Duals,
    /// The solution exists but so does a shorter one.
    ShortSolution,
    /// More keys or solutions than intended.
    Cooked,
    /// No solution at all.
    NoSolution,
    /// The solver's findings differ from the intended solution.
    DiffersFromIntended,
    /// The problem could not be read or solved.
    Error,
    /// The time limit was reached.
    Timeout,
    /// Stopped by the user (Ctrl-C) before it was done: no result.
    Interrupted,
}

impl Status {
    /// The words used in reports.
    pub fn words(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Duals => "duals",
            Status::ShortSolution => "short solution",
            Status::Cooked => "cooked",
            Status::NoSolution => "no solution",
            Status::DiffersFromIntended => "differs from intended",
            Status::Error => "error",
            Status::Timeout => "timeout",
            Status::Interrupted => "interrupted",
        }
    }

    /// Whether the problem counts as "as intended" for the exit status.
    pub fn as_intended(self) -> bool {
        matches!(self, Status::Ok | Status::Duals)
    }

    /// All statuses, in report order.
    pub const ALL: [Status; 9] = [
        Status::Ok,
        Status::Duals,
        Status::ShortSolution,
        Status::Cooked,
        Status::NoSolution,
        Status::DiffersFromIntended,
        Status::Error,
        Status::Timeout,
        Status::Interrupted,
    ];
}

/// What the solver found, reduced to what the comparison needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Findings {
    /// Battle play: the keys, whether some key is shorter than n, duals.
    Battle {
        /// The keys, in coordinate notation.
        keys: Vec<String>,
        /// Some key forces the goal in fewer than the stipulated moves.
        short: bool,
        /// Defences (after a key) answered by more than one continuation.
        duals: usize,
    },
    /// Help and series play: the solutions of full length and short ones.
    Help {
        /// The full-length solutions, each as its moves in coordinate
        /// notation.
        solutions: Vec<Vec<String>>,
        /// The number of short solutions.
        short: usize,
        /// The composer's intended number of solutions (used when the
        /// intended solution does not list them).
        intended_count: u32,
        /// False when the solution limit stopped the search (there are at
        /// least `solutions.len()` solutions).
        complete: bool,
    },
}

fn uci_list(moves: &[String]) -> String {
    moves.join(" ")
}

/// Compare the findings with the intended solution (when there is one);
/// returns the status and a one-line explanation.
pub fn compare(found: &Findings, intended: Option<&Intended>) -> (Status, String) {
    match found {
        Findings::Battle { keys, short, duals } => {
            let mut keys = keys.clone();
            keys.sort();
            if keys.is_empty() {
                return (Status::NoSolution, "no key".into());
            }
            if let Some(Intended::Keys(want)) = intended {
                let all_intended_found = want.iter().all(|w| keys.contains(w));
                if !all_intended_found {
                    return (
                        Status::DiffersFromIntended,
                        format!(
                            "keys found: {}; intended: {}",
                            uci_list(&keys),
                            uci_list(want)
                        ),
                    );
                }
                if keys.len() > want.len() {
                    let extra: Vec<String> =
                        keys.iter().filter(|k| !want.contains(k)).cloned().collect();
                    return (Status::Cooked, format!("cooks: {}", uci_list(&extra)));
                }
            } else if keys.len() > 1 {
                return (
                    Status::Cooked,
                    format!("{} keys: {}", keys.len(), uci_list(&keys)),
                );
            }
            if *short {
                return (
                    Status::ShortSolution,
                    format!("key {} is shorter than stipulated", uci_list(&keys)),
                );
            }
            if *duals > 0 {
                return (
                    Status::Duals,
                    format!(
                        "key {}; {duals} defences answered by duals",
                        uci_list(&keys)
                    ),
                );
            }
            let word = if keys.len() == 1 { "key" } else { "keys" };
            (Status::Ok, format!("{word} {}", uci_list(&keys)))
        }
        Findings::Help {
            solutions,
            short,
            intended_count,
            complete,
        } => {
            let want = match intended {
                Some(Intended::Lines(w)) => w.len(),
                _ => *intended_count as usize,
            };
            if !complete && solutions.len() > want {
                // The limit stopped the search past the intended number:
                // cooked for sure, however many there are.
                return (
                    Status::Cooked,
                    format!(
                        "at least {} solutions, {want} intended (search stopped at the solution limit)",
                        solutions.len()
                    ),
                );
            }
            if solutions.is_empty() {
                return if *short > 0 {
                    (
                        Status::ShortSolution,
                        format!("no solution of full length; {short} short"),
                    )
                } else {
                    (Status::NoSolution, "no solution".into())
                };
            }
            let n = solutions.len();
            if let Some(Intended::Lines(want)) = intended {
                let all_found = want.iter().all(|w| solutions.contains(w));
                if !all_found {
                    return (
                        Status::DiffersFromIntended,
                        format!(
                            "{n} solutions found, {} intended, not all of them found",
                            want.len()
                        ),
                    );
                }
                if n > want.len() {
                    return (
                        Status::Cooked,
                        format!("{n} solutions, {} intended", want.len()),
                    );
                }
            } else if n as u32 > *intended_count {
                return (
                    Status::Cooked,
                    format!("{n} solutions, {intended_count} intended"),
                );
            } else if (n as u32) < *intended_count {
                return (
                    Status::DiffersFromIntended,
                    format!("{n} solutions, {intended_count} intended"),
                );
            }
            if *short > 0 {
                return (Status::ShortSolution, format!("{short} short solutions"));
            }
            (
                Status::Ok,
                format!("{n} solution{}", if n == 1 { "" } else { "s" }),
            )
        }
    }
}

/// What a twin's report found, as [`compare`] reads it: the keys (battle
/// play) or every line (help, series and proof games) in coordinate
/// notation.
pub fn findings<G: crate::game::Game>(report: &crate::solve::Report<G>) -> Findings {
    use crate::solve::Report;
    match report {
        Report::Battle(r) => Findings::Battle {
            keys: r.keys.iter().map(|k| k.text.uci.clone()).collect(),
            short: !r.short_solutions.is_empty(),
            duals: r.duals,
        },
        Report::Help { report, .. } => Findings::Help {
            solutions: report
                .solutions
                .iter()
                .map(|l| l.moves.iter().map(|m| m.to_string()).collect())
                .collect(),
            short: report.short.len(),
            intended_count: report.intended,
            complete: report.complete,
        },
        Report::Proof(r) => Findings::Help {
            solutions: r
                .solutions
                .iter()
                .map(|l| l.iter().map(|m| m.to_string()).collect())
                .collect(),
            short: r.short.len(),
            intended_count: r.intended,
            complete: r.complete,
        },
    }
}
