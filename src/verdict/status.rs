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
        /// False when a tree was cut at the memory budget: `duals` is then
        /// a lower bound.
        complete: bool,
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

/// How many lines a reason names at most (the rest are counted).
const NAMED_LINES: usize = 3;

/// Moves or lines named for people, `, `-separated: each through `name`
/// (a one-move line for a key); past [`NAMED_LINES`] the rest are counted.
fn named(items: &[Vec<String>], name: &dyn Fn(&[String]) -> String) -> String {
    let mut out: Vec<String> = items
        .iter()
        .take(NAMED_LINES)
        .map(|l| name(l.as_slice()))
        .collect();
    if items.len() > NAMED_LINES {
        out.push(format!("and {} more", items.len() - NAMED_LINES));
    }
    out.join(", ")
}

/// Keys as one-move lines, for [`named`].
fn key_lines(keys: &[String]) -> Vec<Vec<String>> {
    keys.iter().map(|k| vec![k.clone()]).collect()
}

/// Moves in coordinate notation joined by spaces: the name of a line when
/// no better one is known.
pub fn coordinates(line: &[String]) -> String {
    line.join(" ")
}

/// Compare the findings with the intended solution (when there is one);
/// returns the status and a one-line explanation. `name` writes a line
/// (its moves in coordinate notation from where the play starts; a key is
/// a line of one move) for people, e.g. `1.Kb1/A` or `1.Ke4/A Qe5/B
/// 2.d1=B/A Re3/A#`; [`coordinates`] when no position is at hand.
pub fn compare(
    found: &Findings,
    intended: Option<&Intended>,
    name: &dyn Fn(&[String]) -> String,
) -> (Status, String) {
    match found {
        Findings::Battle {
            keys,
            short,
            duals,
            complete,
        } => compare_keys(keys, *short, *duals, *complete, intended, name),
        Findings::Help {
            solutions,
            short,
            intended_count,
            complete,
        } => compare_lines(
            solutions,
            *short,
            *intended_count,
            *complete,
            intended,
            name,
        ),
    }
}

/// [`compare`] for battle play: the `keys` found, whether they are
/// `short`, how many defences are answered by `duals` and whether all
/// were looked for (`complete`).
fn compare_keys(
    keys: &[String],
    short: bool,
    duals: usize,
    complete: bool,
    intended: Option<&Intended>,
    name: &dyn Fn(&[String]) -> String,
) -> (Status, String) {
    let mut keys = keys.to_vec();
    keys.sort();
    let list = |keys: &[String]| named(&key_lines(keys), name);
    if keys.is_empty() {
        return (Status::NoSolution, "no key".into());
    }
    if let Some(Intended::Keys(want)) = intended {
        let all_intended_found = want.iter().all(|w| keys.contains(w));
        if !all_intended_found {
            return (
                Status::DiffersFromIntended,
                format!("keys found: {}; intended: {}", list(&keys), list(want)),
            );
        }
        if keys.len() > want.len() {
            let extra: Vec<String> = keys.iter().filter(|k| !want.contains(k)).cloned().collect();
            return (Status::Cooked, format!("cooks: {}", list(&extra)));
        }
    } else if keys.len() > 1 {
        return (
            Status::Cooked,
            format!("{} keys: {}", keys.len(), list(&keys)),
        );
    }
    let word = if keys.len() == 1 { "key" } else { "keys" };
    if short {
        return (
            Status::ShortSolution,
            format!("{word} {} is shorter than stipulated", list(&keys)),
        );
    }
    let at_least = if complete { "" } else { "at least " };
    if duals > 0 {
        return (
            Status::Duals,
            format!(
                "{word} {}; {at_least}{duals} {} answered by duals",
                list(&keys),
                if duals == 1 { "defence" } else { "defences" }
            ),
        );
    }
    if !complete {
        // (Sound as intended all the same: duals are a remark.)
        return (
            Status::Ok,
            format!(
                "{word} {}; duals not all looked for (tree cut at the memory budget)",
                list(&keys)
            ),
        );
    }
    (Status::Ok, format!("{word} {}", list(&keys)))
}

/// [`compare`] for help, series and proof play: the `solutions` found,
/// how many are `short`, how many the problem intends and whether the
/// search ran to its end (`complete`).
fn compare_lines(
    solutions: &[Vec<String>],
    short: usize,
    intended_count: u32,
    complete: bool,
    intended: Option<&Intended>,
    name: &dyn Fn(&[String]) -> String,
) -> (Status, String) {
    let want = match intended {
        Some(Intended::Lines(w)) => w.len(),
        _ => intended_count as usize,
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
        return if short > 0 {
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
        let missing: Vec<Vec<String>> = want
            .iter()
            .filter(|w| !solutions.contains(w))
            .cloned()
            .collect();
        if !missing.is_empty() {
            return (
                Status::DiffersFromIntended,
                format!(
                    "{n} solutions found, {} intended, not all of them found; \
                     not found: {}",
                    want.len(),
                    named(&missing, name)
                ),
            );
        }
        if n > want.len() {
            let extra: Vec<Vec<String>> = solutions
                .iter()
                .filter(|s| !want.contains(s))
                .cloned()
                .collect();
            return (
                Status::Cooked,
                format!(
                    "{n} solutions, {} intended; not intended: {}",
                    want.len(),
                    named(&extra, name)
                ),
            );
        }
    } else if n as u32 > intended_count {
        return (
            Status::Cooked,
            format!("{n} solutions, {intended_count} intended"),
        );
    } else if (n as u32) < intended_count {
        return (
            Status::DiffersFromIntended,
            format!("{n} solutions, {intended_count} intended"),
        );
    }
    if short > 0 {
        return (Status::ShortSolution, format!("{short} short solutions"));
    }
    (
        Status::Ok,
        format!("{n} solution{}", if n == 1 { "" } else { "s" }),
    )
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
            complete: !r.tree_cut,
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

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(|m| m.to_string()).collect()
    }

    /// A stand-in for the readable writer: `1.` and the moves in capitals.
    fn name(line: &[String]) -> String {
        format!("1.{}", line.join(" ").to_uppercase())
    }

    #[test]
    fn battle_reasons_name_the_keys() {
        let found = Findings::Battle {
            keys: s(&["a2b1"]),
            short: false,
            duals: 1,
            complete: true,
        };
        let want = Intended::Keys(s(&["a3d3"]));
        assert_eq!(
            compare(&found, Some(&want), &name),
            (
                Status::DiffersFromIntended,
                "keys found: 1.A2B1; intended: 1.A3D3".into()
            )
        );
        assert_eq!(
            compare(&found, None, &name),
            (
                Status::Duals,
                "key 1.A2B1; 1 defence answered by duals".into()
            )
        );
        let cooked = Findings::Battle {
            keys: s(&["a1", "b1", "c1", "d1", "e1"]),
            short: false,
            duals: 0,
            complete: true,
        };
        assert_eq!(
            compare(&cooked, None, &coordinates).1,
            "5 keys: a1, b1, c1, and 2 more"
        );
    }

    #[test]
    fn help_reasons_name_the_lines_missing_or_extra() {
        let found = Findings::Help {
            solutions: vec![s(&["a", "b"]), s(&["c", "d"])],
            short: 0,
            intended_count: 1,
            complete: true,
        };
        let missing = Intended::Lines(vec![s(&["a", "b"]), s(&["e", "f"])]);
        assert_eq!(
            compare(&found, Some(&missing), &name).1,
            "2 solutions found, 2 intended, not all of them found; not found: 1.E F"
        );
        let one = Intended::Lines(vec![s(&["c", "d"])]);
        assert_eq!(
            compare(&found, Some(&one), &name),
            (
                Status::Cooked,
                "2 solutions, 1 intended; not intended: 1.A B".into()
            )
        );
    }
}
