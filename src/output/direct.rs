//! The solution tree of a direct, self or reflex problem as text, in the
//! layout problemists know from Popeye, with the arrival board in each move:
//!
//! ```text
//!    1.Kb1/A! zugzwang.
//!       1...Re7/A 2.Rxe7/A#
//!    1.Qd3/A? threat: 2.Rd5/A#
//!       1...Nxd3/B 2.Rc5/A#
//!       but 1...Ra8/B+!
//! ```

use crate::solve::direct::{AttackNode, Defence, DirectReport, Verdict};
use std::fmt::Write as _;

const INDENT: &str = "   ";

/// The whole report: keys, tries, set play, and the verdict line.
pub fn render(report: &DirectReport) -> String {
    let mut out = String::new();
    if let Some(set) = &report.set_play {
        if !set.is_empty() {
            out.push_str("set play:\n");
            for d in set {
                write_defence(&mut out, d, 1, 1);
            }
        }
    }
    for key in &report.keys {
        write_attack(&mut out, key, 1, 0, "!");
    }
    for t in &report.tries {
        write_attack(&mut out, t, 1, 0, "?");
        for r in &t.refutations {
            let _ = writeln!(out, "{}but 1...{}!", INDENT.repeat(2), r.san);
        }
    }
    out.push_str(&verdict_line(report));
    out.push('\n');
    out
}

/// One line summing up the verdict and the findings beside it.
pub fn verdict_line(report: &DirectReport) -> String {
    let mut s = format!("verdict: {}", report.verdict.words());
    match report.verdict {
        Verdict::Sound => {
            let _ = write!(s, " (key 1.{})", report.keys[0].text.san);
        }
        Verdict::Cooked => {
            let keys: Vec<String> = report
                .keys
                .iter()
                .map(|k| format!("1.{}", k.text.san))
                .collect();
            let _ = write!(s, " ({} keys: {})", keys.len(), keys.join(", "));
        }
        Verdict::NoSolution => {}
    }
    if !report.short_solutions.is_empty() {
        // The keys that are short solutions, written as the keys are.
        let short: Vec<String> = report
            .keys
            .iter()
            .filter(|k| report.short_solutions.contains(&k.text.uci))
            .map(|k| format!("1.{}", k.text.san))
            .collect();
        let _ = write!(
            s,
            "; {} {}",
            if short.len() == 1 {
                "short solution:"
            } else {
                "short solutions:"
            },
            short.join(", ")
        );
    }
    if report.verdict != Verdict::NoSolution {
        let at_least = if report.tree_cut { "at least " } else { "" };
        let _ = write!(
            s,
            "; {}",
            match report.duals {
                0 if report.tree_cut => "duals not all looked for".to_string(),
                0 => "no duals".to_string(),
                1 => format!("{at_least}1 dual"),
                n => format!("{at_least}{n} duals"),
            }
        );
    }
    if !report.tries.is_empty() {
        let _ = write!(
            s,
            "; {} {}",
            report.tries.len(),
            if report.tries.len() == 1 {
                "try"
            } else {
                "tries"
            }
        );
    }
    if report.tree_cut {
        s.push_str("; tree cut at the memory budget (--memory): variations incomplete");
    }
    s
}

fn write_attack(out: &mut String, node: &AttackNode, number: u32, depth: usize, mark: &str) {
    let _ = write!(
        out,
        "{}{}.{}{}",
        INDENT.repeat(depth + 1),
        number,
        node.text.san,
        mark
    );
    if !node.threats.is_empty() {
        let threats: Vec<String> = node
            .threats
            .iter()
            .map(|t| format!("{}.{}", number + 1, t.san))
            .collect();
        let _ = write!(out, " threat: {}", threats.join(", "));
    } else if node.zugzwang {
        out.push_str(" zugzwang.");
    }
    out.push('\n');
    for d in &node.variations {
        write_defence(out, d, number, depth + 1);
    }
}

fn write_defence(out: &mut String, d: &Defence, number: u32, depth: usize) {
    let pad = INDENT.repeat(depth + 1);
    let head = format!("{pad}{number}...{}", d.text.san);
    if d.continuations.is_empty() {
        let _ = writeln!(out, "{head}");
        return;
    }
    for (i, c) in d.continuations.iter().enumerate() {
        if c.variations.is_empty() && c.threats.is_empty() && !c.zugzwang {
            // A last move: on the defence's line, duals below it.
            if i == 0 {
                let _ = writeln!(out, "{head} {}.{}", number + 1, c.text.san);
            } else {
                let _ = writeln!(
                    out,
                    "{} {}.{} (dual)",
                    " ".repeat(head.len()),
                    number + 1,
                    c.text.san
                );
            }
        } else {
            if i == 0 {
                let _ = writeln!(out, "{head}");
            }
            write_attack(out, c, number + 1, depth + 1, "");
        }
    }
}

/// The report as JSON: `verdict`, `keys` (move objects), `solutions`
/// (each key with its threats and variations), `tries` (each with its
/// complete refutation list), `set_play`, `short_solutions` (move
/// objects), `duals`, and `tree_cut: true` when some tree was cut at the
/// memory budget (its variations and `duals` are then a prefix and a
/// lower bound). Every list of moves is of move objects
/// `{"move": ..., "san": ...}`, as in every other document (docs/json.md).
pub fn to_json(report: &DirectReport) -> serde_json::Value {
    let object = |k: &AttackNode| serde_json::json!({"move": k.text.uci, "san": k.text.san});
    let short: Vec<serde_json::Value> = report
        .keys
        .iter()
        .filter(|k| report.short_solutions.contains(&k.text.uci))
        .map(object)
        .collect();
    let mut json = serde_json::json!({
        "stipulation": report.stipulation,
        "attacker": report.attacker,
        "verdict": report.verdict,
        "keys": report.keys.iter().map(object).collect::<Vec<_>>(),
        "solutions": report.keys,
        "tries": report.tries,
        "set_play": report.set_play,
        "short_solutions": short,
        "duals": report.duals,
        "nodes": report.nodes,
    });
    if report.tree_cut {
        json["tree_cut"] = serde_json::Value::Bool(true);
    }
    json
}
