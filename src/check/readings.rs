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

use super::judge::CheckSettings;
use super::run::check_problem;
use crate::kinds::Kind;
use crate::problem::Problem;
use crate::setup::Man;
use crate::types::Color;
use crate::variant::{Readings, Variant, VariantKind};
use crate::verdict::Status;
use crate::verdict::{Solution, TwinOutcome};
use serde::{Deserialize, Serialize};

/// The names of the three switches, in report order.
pub const SWITCHES: [&str; 3] = ["castling", "en-passant", "block"];

/// Every combination of readings of `kind` the switches it accepts give
/// (its registry row), the default first (8; 2 for Mini Alice, which has
/// only `block`; only the default for the general engine's variants, which
/// `VARIANTS.md` states without disputed readings).
pub fn combinations(kind: VariantKind) -> Vec<Readings> {
    let accepts = kind.info().switches;
    let mut out = Vec::new();
    for strict_block in [false, true] {
        for en_passant in [true, false] {
            for castling in [true, false] {
                let r = Readings {
                    castling,
                    en_passant,
                    strict_block,
                };
                if r.within(&accepts) != r {
                    continue;
                }
                out.push(Readings {
                    castling,
                    en_passant,
                    strict_block,
                });
            }
        }
    }
    out
}

/// The readings as switches, `castling=on, en-passant=same-board,
/// block=transfer` written only where they differ from the default
/// (`default` when none does).
pub fn describe(r: &Readings) -> String {
    let v = Variant {
        kind: VariantKind::Alice,
        readings: *r,
    };
    let list = v.non_default_readings();
    if list.is_empty() {
        "default".into()
    } else {
        list.join(", ")
    }
}

/// Which switches provably cannot change the problem (with the reason).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Irrelevant {
    /// Why `castling` cannot matter, if it cannot.
    pub castling: Option<String>,
    /// Why `en-passant` cannot matter, if it cannot.
    pub en_passant: Option<String>,
}

/// The exact tests of the module documentation, on every twin.
pub fn irrelevant(problem: &Problem) -> Irrelevant {
    let accepts = problem.variant.kind.info().switches;
    if !(accepts.castling && accepts.en_passant) {
        return Irrelevant::default(); // only `block` (or no switch) exists there
    }
    if problem.variant.kind.general_for(&problem.diagram).is_some() {
        return Irrelevant::default();
    }
    let Ok(twins) = problem.twin_list() else {
        return Irrelevant::default();
    };
    if twins.iter().any(|(_, _, s)| s.is_proof()) {
        return Irrelevant::default();
    }
    let no_rights = twins.iter().all(|(_, setup, _)| setup.castling == 0);
    let no_ep = twins.iter().all(|(_, setup, _)| {
        let pawns = |c: Color| {
            setup
                .pieces
                .iter()
                .filter(move |p| p.man == Man::new(c, Kind::Pawn))
        };
        let home = |c: Color| {
            let rank = if c == Color::White { 1 } else { 6 };
            pawns(c).any(|p| p.square.rank == rank)
        };
        let has = |c: Color| pawns(c).next().is_some();
        setup.ep.is_none()
            && (!home(Color::White) || !has(Color::Black))
            && (!home(Color::Black) || !has(Color::White))
    });
    Irrelevant {
        castling: no_rights.then(|| "no castling right in any twin".into()),
        en_passant: no_ep
            .then(|| "no e.p. square and no double step that an enemy pawn could take".into()),
    }
}

/// One twin under one combination of readings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReadingResult {
    /// The readings (`default`, or the switches that differ from it).
    pub readings: String,
    /// `solved`, or `same as <readings>` when proven equal to a solved one.
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
    /// Combinations solved (the baseline included); the others were proven
    /// to play the same game as a solved one.
    pub solved: usize,
    /// Switches proven not to matter.
    pub irrelevant: Irrelevant,
    /// The largest change against the baseline.
    pub change: Change,
    /// The switches whose flip alone changes the status somewhere.
    pub verdict_depends_on: Vec<String>,
    /// Every combination other than the baseline.
    pub results: Vec<ReadingResult>,
}

/// Solve `problem` under every reading combination of its variant; the
/// baseline outcomes (the problem's own readings, exactly what
/// [`check_problem`] gives) with, for each twin, its sensitivity.
pub fn check_readings(
    problem: &Problem,
    settings: &CheckSettings,
) -> Vec<(TwinOutcome, TwinReadings)> {
    let baseline = problem.variant.readings;
    let combos = combinations(problem.variant.kind);
    let skip = irrelevant(problem);
    // The combination a combo provably plays like: irrelevant switches set
    // to the baseline's values.
    let representative = |r: &Readings| Readings {
        castling: if skip.castling.is_some() {
            baseline.castling
        } else {
            r.castling
        },
        en_passant: if skip.en_passant.is_some() {
            baseline.en_passant
        } else {
            r.en_passant
        },
        strict_block: r.strict_block,
    };
    let base_outcomes = check_problem(problem, settings);
    let mut solved: Vec<(Readings, Vec<TwinOutcome>)> = vec![(baseline, base_outcomes.clone())];
    for r in &combos {
        let rep = representative(r);
        if solved.iter().any(|(s, _)| *s == rep) {
            continue;
        }
        let mut p = problem.clone();
        let v = Variant {
            kind: problem.variant.kind,
            readings: rep,
        };
        let outcomes = match crate::engine::convert(&problem.diagram, &problem.variant, &v) {
            Ok(diagram) => {
                p.diagram = diagram;
                p.variant = v;
                let mut outcomes = check_problem(&p, settings);
                if outcomes.iter().any(unreadable_intended) {
                    // The intended play is illegal under these readings:
                    // judged without it, and said so.
                    p.solution = None;
                    let plain = check_problem(&p, settings);
                    for (o, q) in outcomes.iter_mut().zip(plain) {
                        if unreadable_intended(o) {
                            *o = q;
                            o.detail.push_str(
                                "; the intended solution is illegal under these readings",
                            );
                        }
                    }
                }
                outcomes
            }
            Err(e) => base_outcomes
                .iter()
                .map(|o| failed(o, format!("illegal position: {e}")))
                .collect(),
        };
        solved.push((rep, outcomes));
    }
    let solved_count = solved.len();
    // Each report written once, for all the comparisons it is in.
    let base_written: Vec<Written> = base_outcomes.iter().map(Written::of).collect();
    let solved_written: Vec<Vec<Written>> = solved
        .iter()
        .map(|(_, outcomes)| outcomes.iter().map(Written::of).collect())
        .collect();
    base_outcomes
        .iter()
        .zip(&base_written)
        .enumerate()
        .map(|(i, (base, base_written))| {
            let results: Vec<ReadingResult> = combos
                .iter()
                .filter(|r| **r != baseline)
                .map(|r| {
                    let rep = representative(r);
                    let other = solved
                        .iter()
                        .zip(&solved_written)
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
            let change = results
                .iter()
                .map(|r| {
                    if matches!(
                        r.status,
                        Status::Error | Status::Timeout | Status::Interrupted
                    ) && r.status != base.status
                    {
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
                .unwrap_or(Change::None);
            let status_of = |r: &Readings| -> Option<Status> {
                if *r == baseline {
                    return Some(base.status);
                }
                let rep = representative(r);
                solved
                    .iter()
                    .find(|(s, _)| *s == rep)
                    .and_then(|(_, o)| o.get(i))
                    .map(|o| o.status)
            };
            let verdict_depends_on = SWITCHES
                .iter()
                .filter(|name| {
                    combos.iter().any(|r| {
                        let flipped = flip(r, name);
                        combos.contains(&flipped) && status_of(r) != status_of(&flipped)
                    })
                })
                .map(|s| s.to_string())
                .collect();
            let readings = TwinReadings {
                baseline: describe(&baseline),
                status: base.status,
                combinations: combos.len(),
                solved: solved_count,
                irrelevant: skip.clone(),
                change,
                verdict_depends_on,
                results,
            };
            (base.clone(), readings)
        })
        .collect()
}

/// An outcome whose intended solution could not be read (its moves are
/// not legal under the readings solved).
fn unreadable_intended(o: &TwinOutcome) -> bool {
    o.status == Status::Error && o.detail.starts_with("cannot read the intended solution")
}

/// `r` with the switch `name` flipped.
fn flip(r: &Readings, name: &str) -> Readings {
    let mut f = *r;
    match name {
        "castling" => f.castling = !f.castling,
        "en-passant" => f.en_passant = !f.en_passant,
        _ => f.strict_block = !f.strict_block,
    }
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
    let verdict_differs = o.status != base.status;
    let solution_differs = written.solution != base_written.solution;
    ReadingResult {
        readings: describe(r),
        how,
        status: o.status,
        detail: o.detail.clone(),
        verdict_differs,
        solution_differs,
        play_differs: solution_differs || written.text != base_written.text,
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
