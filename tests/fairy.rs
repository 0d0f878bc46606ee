//! Fairy pieces with Alice Chess against Popeye 4.104
//! (`tests/data/popeye_fairy/`: Popeye inputs of random positions and
//! Popeye's own output for them, see its README): every move Popeye lists
//! for `~1` is a legal move of the general engine and no other; the keys of
//! `#2` and `s#2` and the solutions of `h#2` and `h#3` are Popeye's; the
//! inputs read by `alice`'s Popeye reader; and `alice popeye -regression`
//! prints Popeye's output of every file, byte for byte.

use crate::common::general_ref::RefPos;
use crate::common::random::Rng;
use crate::general_engine_ref::random_fen_with;
use alice::engine::general::{self, GMove, GPos, Kind};
use alice::formats::popeye::parse_popeye;
use alice::game::Game;
use alice::problem::Problem;
use alice::solve::direct::{self, DirectOptions};
use alice::solve::help::{self, HelpOptions};
use alice::variant::VariantKind as V;
use alice::variant::VariantKind;
use std::collections::BTreeSet;
use std::path::Path;

fn data(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/popeye_fairy")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// One of Popeye's move texts (`Ga3-a5B`, `LEe4*h7B`, `b7-b8=GB`, `0-0`)
/// in the general engine's coordinates (`a3a5`, `e4h7`, `b7b8{g}`,
/// `e1g1`), White to move.
fn coordinates(popeye: &str) -> Option<String> {
    let t = popeye.trim_end_matches(" ep.");
    match t {
        "0-0" => return Some("e1g1".into()),
        "0-0-0" => return Some("e1c1".into()),
        _ => {}
    }
    // The piece code is upper case; the squares start at the first file
    // letter.
    let start = t.find(|c: char| c.is_ascii_lowercase())?;
    let rest = &t[start..];
    let (from, rest) = rest.split_at(2);
    let rest = rest.strip_prefix(['-', '*'])?;
    let (to, rest) = rest.split_at(2);
    // What is left: `=X` promotion, then the arrival board letter.
    let promo = rest.strip_prefix('=').map(|p| {
        let code = &p[..p.len() - 1];
        match code {
            "Q" => "q".to_string(),
            "R" => "r".to_string(),
            "B" => "b".to_string(),
            "S" => "n".to_string(),
            fairy => format!("{{{}}}", fairy.to_ascii_lowercase()),
        }
    });
    Some(format!("{from}{to}{}", promo.unwrap_or_default()))
}

/// The first moves Popeye lists in one problem's output (`   1.Ga3-a5B !`).
fn popeye_first_moves(block: &str) -> Vec<String> {
    let mut moves: Vec<String> = block
        .lines()
        .filter_map(|l| l.trim().strip_prefix("1."))
        .filter_map(|l| l.split_whitespace().next())
        .map(|m| coordinates(m).unwrap_or_else(|| panic!("Popeye move '{m}'")))
        .collect();
    moves.sort();
    moves
}

#[test]
fn move_lists_are_popeyes() {
    let (mut moves, mut kinds, mut illegal, mut problems) = (0, BTreeSet::new(), 0, 0);
    for name in ["moves", "berolina-moves", "more-moves"] {
        for (i, (problem, block)) in corpus(name).into_iter().enumerate() {
            problems += 1;
            let Some((problem, pos)) = problem else {
                // An illegal diagram (the side not to move in check):
                // Popeye lists no move either (checked by `corpus`).
                illegal += 1;
                continue;
            };
            let mut list: Vec<GMove> = Vec::new();
            general::movegen::legal_moves(&pos, &mut list);
            let mut ours: Vec<String> = list.iter().map(|m| m.to_string()).collect();
            ours.sort();
            let theirs = popeye_first_moves(&block);
            assert_eq!(
                ours,
                theirs,
                "{name} {} ({}): our moves, then Popeye's",
                i + 1,
                problem.diagram.fen()
            );
            moves += ours.len();
            kinds.extend(
                problem
                    .diagram
                    .pieces
                    .iter()
                    .filter(|p| p.man.kind.is_fairy())
                    .map(|p| p.man.kind),
            );
        }
    }
    assert!(problems >= 420, "{problems} problems");
    assert!(moves > 7000, "{moves} moves compared");
    assert!(illegal < 45, "{illegal} illegal diagrams");
    let every = Kind::ALL.into_iter().filter(|k| k.is_fairy()).count();
    assert_eq!(kinds.len(), every, "every fairy kind met");
}

/// The problems of a corpus file with Popeye's output for each (an
/// illegal diagram: `None`, where Popeye writes no move either).
fn corpus(name: &str) -> Vec<(Option<(Problem, GPos)>, String)> {
    let input = data(&format!("{name}.inp"));
    let output = data(&format!("{name}.txt"));
    let problems = parse_popeye(&input, None);
    let blocks: Vec<&str> = output.split("solution finished.").collect();
    assert_eq!(
        blocks.len(),
        problems.len() + 1,
        "{name}: one output a problem"
    );
    problems
        .into_iter()
        .zip(blocks)
        .enumerate()
        .map(|(i, (problem, block))| match problem {
            Ok(p) => {
                let alice::engine::Engine::General(g) =
                    alice::engine::Engine::with_fairy(&p.variant, true)
                else {
                    panic!("Alice")
                };
                let pos = general::from_setup(&p.diagram, g)
                    .unwrap_or_else(|e| panic!("{name} {}: {e}", i + 1));
                (Some((p, pos)), block.to_string())
            }
            Err(e) => {
                assert!(e.to_string().contains("check"), "{name} {}: {e}", i + 1);
                assert!(!block.contains(" 1."), "{name} {}: Popeye solves", i + 1);
                (None, block.to_string())
            }
        })
        .collect()
}

/// A token of Popeye's solution line without its move number (`1.Kb7-a6B`:
/// `Kb7-a6B`); a piece code of digits (`35h2-e7B`) is kept.
fn without_move_number(token: &str) -> &str {
    match token.split_once('.') {
        Some((n, rest)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => {
            rest.trim_start_matches('.')
        }
        _ => token,
    }
}

/// The moves of one of Popeye's solution lines (`  1.Kh8-g8A Ga3-a5B
/// 2.Kg8-h8B CAd4-e7A #`) in coordinates.
fn popeye_line(line: &str) -> String {
    line.split_whitespace()
        .map(without_move_number)
        .filter(|t| t.len() >= 5)
        .map(|t| coordinates(t).unwrap_or_else(|| panic!("Popeye move '{t}' in '{line}'")))
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn helpmates_are_popeyes() {
    let mut solutions = 0;
    for name in [
        "help2",
        "help3",
        "berolina-help2",
        "berolina-ep",
        "more-help2",
    ] {
        for (i, (problem, block)) in corpus(name).into_iter().enumerate() {
            let Some((problem, pos)) = problem else {
                continue;
            };
            let report =
                help::solve(&pos, &problem.stipulation, &HelpOptions::default()).expect("solves");
            // Popeye lists the short solutions (an h#1 in an h#2) with the
            // full-length ones.
            let mut ours: Vec<String> = report
                .solutions
                .iter()
                .chain(&report.short)
                .map(|l| {
                    l.moves
                        .iter()
                        .map(|m| m.to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect();
            ours.sort();
            let mut theirs: Vec<String> = block
                .lines()
                .filter(|l| l.starts_with("  1."))
                .map(popeye_line)
                .collect();
            theirs.sort();
            assert_eq!(ours, theirs, "{name} {} ({})", i + 1, problem.diagram.fen());
            solutions += ours.len();
            // Popeye's long form is read as YACPDB's solutions give it.
            for line in block.lines().filter(|l| l.starts_with("  1.")) {
                let mut at =
                    pos.with_side_to_move(problem.stipulation.fixed_starter().expect("h#"));
                for text in line.split_whitespace().map(without_move_number) {
                    if text.len() < 5 {
                        continue;
                    }
                    let mv = general::notation::parse_move(&at, text)
                        .unwrap_or_else(|e| panic!("{name} {}: '{text}': {e}", i + 1));
                    at = at.after_move(mv);
                }
            }
        }
    }
    assert!(solutions >= 2000, "{solutions} solutions compared");
}

#[test]
fn direct_and_self_keys_are_popeyes() {
    let mut keys = 0;
    for name in ["direct2", "self2", "more-direct2"] {
        for (i, (problem, block)) in corpus(name).into_iter().enumerate() {
            let Some((problem, pos)) = problem else {
                continue;
            };
            let report = direct::solve(&pos, &problem.stipulation, &DirectOptions::default())
                .expect("solves");
            let mut ours: Vec<String> = report.keys.iter().map(|k| k.text.uci.clone()).collect();
            ours.sort();
            let mut theirs: Vec<String> = block
                .lines()
                .filter_map(|l| l.strip_prefix("   1."))
                .filter(|l| l.split_whitespace().any(|t| t == "!"))
                .map(popeye_line)
                .collect();
            theirs.sort();
            assert_eq!(ours, theirs, "{name} {} ({})", i + 1, problem.diagram.fen());
            keys += ours.len();
        }
    }
    assert!(keys >= 100, "{keys} keys compared");
}

#[test]
fn fairy_fen_round_trips() {
    let fen = "3rk3/{AM}7/3p*4/1{PA}{MA}p*p*3/{N}2{CA}{LE}3/{g}7/8/4K3 w - - 0 1";
    let pos = general::parse_fen(fen, VariantKind::Alice).expect("reads");
    assert_eq!(general::fen::write(&pos), fen);
    // Codes with digits: Black's code of digits alone takes a `-`.
    let fen = "3rk3/{15}{-37}6/3p*4/1{G2}{g3}p*p*3/{WA}2{ko}{-24}3/8/8/4K3 w - - 0 1";
    let pos = general::parse_fen(fen, VariantKind::Alice).expect("reads");
    assert_eq!(general::fen::write(&pos), fen);
    for bad in [
        "{-G}7/8/8/8/8/8/8/k3K3 w - - 0 1",
        "{-}7/8/8/8/8/8/8/k3K3 w - - 0 1",
        "{XX}7/8/8/8/8/8/8/k3K3 w - - 0 1",
        "{Ca}7/8/8/8/8/8/8/k3K3 w - - 0 1",
        "{G7/8/8/8/8/8/8/k3K3 w - - 0 1",
    ] {
        let e = general::parse_fen(bad, VariantKind::Alice).err();
        assert!(
            e.is_some_and(|e| e.to_string().contains("fairy piece")),
            "{bad}"
        );
    }
}

/// A random position of `v` with fairy pieces: [`random_fen_with`]'s men
/// other than kings and pawns, each replaced by a random fairy kind half
/// the time.
pub(crate) fn random_fairy_fen(rng: &mut Rng, v: V, men: usize, doubled: bool) -> String {
    let text = random_fen_with(rng, v, men, doubled);
    // The berolina pawn is a pawn: compared with Popeye in Alice only.
    let fairy: Vec<Kind> = Kind::ALL
        .into_iter()
        .filter(|k| k.is_fairy() && !k.is_pawn())
        .collect();
    let (placement, fields) = text.rsplit_once(" | ").map_or((text.as_str(), ""), |x| x);
    // The fields follow the last board: keep them as they are.
    let (last, fields) = fields.split_once(' ').unwrap_or((fields, ""));
    let swap = |board: &str, rng: &mut Rng| -> String {
        board
            .chars()
            .map(|c| {
                if c.is_ascii_alphabetic() && !"KkPp".contains(c) && rng.below(2) == 0 {
                    let code = fairy[rng.below(fairy.len())].code();
                    let code = if c.is_ascii_uppercase() {
                        code.to_string()
                    } else {
                        code.to_ascii_lowercase()
                    };
                    format!("{{{code}}}")
                } else {
                    c.to_string()
                }
            })
            .collect()
    };
    let boards: Vec<String> = placement
        .split(" | ")
        .chain([last])
        .map(|b| swap(b, rng))
        .collect();
    format!("{} {fields}", boards.join(" | "))
}

#[test]
fn fairy_pieces_in_every_variant_match_the_reference() {
    // The reference's fairy walks are written from the docs' table,
    // independently of the engine's (tests/common/fairy_ref.rs); the
    // variants' transfers, checks and promotions are the reference's own.
    // (Alice itself is compared with Popeye above.)
    let mut rng = Rng(0xFA1_2E5);
    for v in V::only_general() {
        let mut valid = 0;
        let mut fairy = 0;
        for i in 0..800 {
            let doubled = i % 3 == 0;
            let text = random_fairy_fen(&mut rng, v, 2 + i % 12, doubled);
            let Ok(p) = general::parse_fen(&text, v) else {
                continue;
            };
            valid += 1;
            fairy += usize::from(p.fairy_kinds().next().is_some());
            let r = RefPos::from(&p);
            let mut ours: Vec<String> = general::notation::legal(&p)
                .iter()
                .map(|m| m.to_string())
                .collect();
            ours.sort();
            assert_eq!(ours, r.legal_moves(), "{v}: {}", general::fen::write(&p));
            assert_eq!(
                p.in_check(),
                r.in_check(p.side()),
                "{v}: {}",
                general::fen::write(&p)
            );
            // Every move's text is its own, and reads back.
            let mut texts = ours.clone();
            texts.dedup();
            assert_eq!(texts.len(), ours.len(), "{v}: a text twice");
        }
        assert!(
            valid > 150 && fairy > 100,
            "{v}: {valid} valid, {fairy} with fairy pieces"
        );
    }
}

#[test]
fn fairy_problems_convert_to_yaml_and_popeye_and_back() {
    // Popeye's codes in YAML `algebraic` and in Popeye's piece lists.
    let mut done = 0;
    for name in ["moves", "help2", "direct2", "self2", "more-moves"] {
        for (problem, _) in corpus(name)
            .into_iter()
            .filter_map(|(p, b)| p.map(|p| (p, b)))
        {
            let (problem, _) = problem;
            let yaml = alice::formats::write_yaml(&problem);
            assert!(yaml.contains("algebraic:"), "{yaml}");
            let again = alice::formats::parse_yaml(&yaml, None)
                .remove(0)
                .expect("reads back");
            assert_eq!(again.diagram.fen(), problem.diagram.fen(), "{yaml}");
            let popeye = alice::formats::write_popeye(&problem);
            let again = parse_popeye(&popeye, None).remove(0).expect("reads back");
            assert_eq!(again.diagram.fen(), problem.diagram.fen(), "{popeye}");
            done += 1;
        }
    }
    assert!(done > 150, "{done} problems");
}

/// The Popeye drop-in on every file of the corpus: Popeye's output, byte
/// for byte (the moves in Popeye's order, the illegal diagrams printed
/// with no solution, as Popeye prints them).
#[test]
fn drop_in_prints_popeyes_output() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/popeye_fairy");
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .expect("data dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "inp"))
        .collect();
    inputs.sort();
    let (mut files, mut problems, mut differ) = (0, 0, Vec::new());
    for inp in &inputs {
        let expected = std::fs::read_to_string(inp.with_extension("txt")).expect("Popeye output");
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_alice"))
            .args(["popeye", "-regression", inp.to_str().expect("path")])
            .output()
            .expect("run alice");
        assert!(out.status.success(), "{}: {:?}", inp.display(), out.status);
        let got = String::from_utf8(out.stdout).expect("utf-8");
        if got != expected {
            differ.push(inp.display().to_string());
        }
        files += 1;
        problems += expected.matches("solution finished.").count();
    }
    assert!(
        differ.is_empty(),
        "output differs from Popeye's: {differ:?}"
    );
    assert_eq!(files, 11, "{files} files");
    assert!(problems >= 590, "{problems} problems");
}

/// Every piece of Popeye's table that `alice` does not play is refused by
/// its code in each language, with an error naming it and saying why, and
/// docs/popeye.md lists it with the same reason.
#[test]
fn popeyes_other_pieces_are_refused_by_name() {
    use alice::formats::refused_pieces::REFUSED;
    let docs =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/popeye.md"))
            .expect("docs/popeye.md");
    for r in REFUSED {
        let row = format!(
            "| {} | `{}`, `{}`, `{}` | {} |",
            r.name,
            r.english,
            r.german,
            r.french,
            r.why.text()
        );
        assert!(docs.contains(&row), "docs/popeye.md lacks {row}");
        for (code, input) in [
            (
                r.english,
                "BeginProblem\nCondition AliceChess\nPieces White Ka1 XXc5 Black Kh8\nStipulation ~1\nEndProblem\n",
            ),
            (
                r.german,
                "AnfangProblem\nBedingung AliceSchach\nSteine Weiss Ka1 XXc5 Schwarz Kh8\nForderung ~1\nEndeProblem\n",
            ),
            // French pieces before the condition: `Pieces` right after a
            // condition is the condition PiecesPerdues to Popeye.
            (
                r.french,
                "DebutProbleme\nPieces Blanc Ra1 XXc5 Noir Rh8\nCondition Alice\nEnonce ~1\nFinProbleme\n",
            ),
        ] {
            let input = input.replace("XX", code);
            let err = parse_popeye(&input, None)
                .remove(0)
                .expect_err("refused")
                .to_string();
            let token = format!("{code}c5");
            assert!(
                err.contains(&format!("the fairy piece '{token}' (Popeye's {}", r.name))
                    && err.contains(r.why.text()),
                "{token}: {err}"
            );
        }
    }
}
