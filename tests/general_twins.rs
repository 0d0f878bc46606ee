//! Twins of the general engine's variants (O'Donohue, three-board Alice,
//! Duo, Directed Alice): every change on the variant's own boards, checked
//! on hand-made positions and, on random positions, against a reference
//! written here on a plain map of men (a change acts on a whole square).

use crate::common;
use alice::variant::VariantKind as V;

use alice::engine::general;
use alice::formats::parse_yaml;
use alice::problem::Problem;
use alice::Color;
use common::general_ref::RefPos;
use common::random::Rng;
use std::collections::BTreeMap;

/// The condition word of a variant.
fn condition(v: V) -> &'static str {
    match v {
        V::ODonohue => "ODonohueChess",
        V::Alice3 => "AliceChess3",
        V::Duo => "DuoChess",
        V::Directed => "DirectedAlice",
        other => panic!("not a general-engine variant: {other:?}"),
    }
}

/// A problem of `v` with `fen`, `stip` and one twin per line of `twins`.
fn problem(v: V, fen: &str, stip: &str, twins: &[&str]) -> Result<Problem, String> {
    let mut y = format!(
        "fen: '{fen}'\nstipulation: '{stip}'\noptions: [{}]\n",
        condition(v)
    );
    if !twins.is_empty() {
        y.push_str("twins:\n");
        for (i, t) in twins.iter().enumerate() {
            y.push_str(&format!("  {}: '{t}'\n", alice::twin::label(i + 1)));
        }
    }
    let mut all = parse_yaml(&y, None);
    assert_eq!(all.len(), 1);
    all.remove(0).map_err(|e| e.to_string())
}

/// The FENs of the diagram and its twins.
fn twin_fens(v: V, fen: &str, twins: &[&str]) -> Result<Vec<String>, String> {
    let p = problem(v, fen, "#2", twins)?;
    Ok(p.twin_list()
        .map_err(|e| e.to_string())?
        .into_iter()
        .map(|(_, d, _)| d.fen())
        .collect())
}

#[test]
fn odonohue_twins_move_whole_squares() {
    // d6 holds the white king on A and the white queen on B.
    let fen = "2N5/1B6/3K4/8/2N5/8/8/8 | 8/8/3Q4/8/4k3/8/8/8 b - - 0 1";
    let got = twin_fens(
        V::ODonohue,
        fen,
        &[
            "Move d6 d5",
            "Remove c4",
            "Add white AliceB Bb7",
            "Exchange d6 e4",
            "Mirror a1<-->h1",
            "Rotate 180",
            "Shift d6 d5",
            "PolishType",
            "Substitute B R",
        ],
    )
    .expect("twins");
    let want = [
        fen,
        "2N5/1B6/8/3K4/2N5/8/8/8 | 8/8/8/3Q4/4k3/8/8/8 w - - 0 1",
        "2N5/1B6/3K4/8/8/8/8/8 | 8/8/3Q4/8/4k3/8/8/8 w - - 0 1",
        "2N5/1B6/3K4/8/2N5/8/8/8 | 8/1B6/3Q4/8/4k3/8/8/8 w - - 0 1",
        "2N5/1B6/8/8/2N1K3/8/8/8 | 8/8/3k4/8/4Q3/8/8/8 w - - 0 1",
        "5N2/6B1/4K3/8/5N2/8/8/8 | 8/8/4Q3/8/3k4/8/8/8 w - - 0 1",
        "8/8/8/5N2/8/4K3/6B1/5N2 | 8/8/8/3k4/8/4Q3/8/8 w - - 0 1",
        "8/2N5/1B6/3K4/8/2N5/8/8 | 8/8/8/3Q4/8/4k3/8/8 w - - 0 1",
        "2n5/1b6/3k4/8/2n5/8/8/8 | 8/8/3q4/8/4K3/8/8/8 w - - 0 1",
        "2N5/1R6/3K4/8/2N5/8/8/8 | 8/8/3Q4/8/4k3/8/8/8 w - - 0 1",
    ];
    // The engine writes its own form; compare the men, not texts.
    assert_eq!(got.len(), want.len());
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let g = RefPos::from(&general::parse_fen(g, V::ODonohue).expect("twin"));
        assert_eq!(g.men, men_of(w), "twin {i}");
    }
}

/// The men of a FEN in the `|` form, read plainly (no rules).
fn men_of(fen: &str) -> Men {
    let mut men = Men::new();
    let boards: Vec<&str> = fen.split('|').collect();
    for (b, text) in boards.iter().enumerate() {
        let placement = text.split_whitespace().next().expect("placement");
        for (i, row) in placement.split('/').enumerate() {
            let rank = (placement.split('/').count() - 1 - i) as i32;
            let (mut file, mut digits) = (0, String::new());
            for c in row.chars() {
                if c.is_ascii_digit() {
                    digits.push(c);
                    continue;
                }
                if !digits.is_empty() {
                    file += digits.parse::<i32>().expect("count");
                    digits.clear();
                }
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                men.insert((b, file, rank), (color, c.to_ascii_uppercase()));
                file += 1;
            }
        }
    }
    men
}

#[test]
fn three_boards_keep_board_c_and_ten_by_ten_boards_turn_whole() {
    let fen = "Q7/8/8/5B2/8/3k**K3/3Q4/5N2 w - - 0 1";
    let got = twin_fens(V::Alice3, fen, &["Move d3 a3", "Mirror a1<-->a8"]).expect("alice3");
    let men = |f: &str| RefPos::from(&general::parse_fen(f, V::Alice3).expect("fen")).men;
    assert_eq!(men(&got[1]), men("Q7/8/8/5B2/8/k**3K3/3Q4/5N2 w - - 0 1"));
    assert_eq!(men(&got[2]), men("5N2/3Q4/3k**K3/8/5B2/8/8/Q7 w - - 0 1"));
    // Directed Alice: a1 goes to j10 under a half turn of the 10x10 boards.
    let fen = "1k8/10/2E**7/1K*8/p9/10/10/10/10/5R3B** w - - 0 1";
    let got = twin_fens(V::Directed, fen, &["Rotate 180"]).expect("directed");
    let pos = general::parse_fen(&got[1], V::Directed).expect("twin");
    let men = RefPos::from(&pos).men;
    assert_eq!(
        men.get(&(2, 0, 9)),
        Some(&(Color::White, 'B')),
        "{}",
        got[1]
    );
    assert_eq!(
        men.get(&(0, 8, 0)),
        Some(&(Color::Black, 'K')),
        "{}",
        got[1]
    );
}

#[test]
fn twins_that_do_not_fit_the_variant_are_errors() {
    let duo = "4/4/3N/4/2R*1/K*3/4/1k*r*1 b - - 0 1";
    for (twin, says) in [
        ("Move a3 e3", "e3 is not a square of duo"),
        ("Rotate 90", "the boards are not square"),
        ("Remove a1", "no piece on a1"),
        ("Add white Pb8", "illegal position"),
    ] {
        let e = twin_fens(V::Duo, duo, &[twin]).expect_err(twin);
        assert!(e.contains(says), "{twin}: {e}");
    }
    // An added man beside another on its square: every general-engine
    // variant allows men on one square of several boards, so both stay.
    let fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
    let o = twin_fens(V::ODonohue, fen, &["Add black AliceB Ra1"]).expect("doubled");
    let men = RefPos::from(&general::parse_fen(&o[1], V::ODonohue).expect("fen")).men;
    assert_eq!(men.len(), 3);
    let t = twin_fens(
        V::Alice3,
        "7k/8/8/8/8/8/8/K*Q6 w - - 0 1",
        &["Add white AliceB Rb1"],
    )
    .expect("alice3");
    let men = RefPos::from(&general::parse_fen(&t[1], V::Alice3).expect("fen")).men;
    assert_eq!(men.get(&(1, 1, 0)), Some(&(Color::White, 'R')));
    assert_eq!(men.get(&(0, 1, 0)), Some(&(Color::White, 'Q')));
}

#[test]
fn castling_rights_follow_the_home_squares() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R | 8/8/8/8/8/8/8/8 w Kkq - 0 1";
    // Remove b2: an empty square.
    let e = problem(V::ODonohue, fen, "#2", &["Move a8 a7", "Remove b2"]).expect_err("empty");
    assert!(
        e.contains("twin c) 'Remove b2': there is no piece on b2"),
        "{e}"
    );
    let got = twin_fens(V::ODonohue, fen, &["Move a8 a7", "Move h1 h2"]).expect("twins");
    let rights = |f: &str| general::parse_fen(f, V::ODonohue).expect("fen").castling();
    use alice::engine::general::position::castle;
    assert_eq!(rights(&got[0]), castle::WK | castle::BK | castle::BQ);
    // The a8 rook left: no q. White's Q was cancelled in the diagram.
    assert_eq!(rights(&got[1]), castle::WK | castle::BK);
    assert_eq!(rights(&got[2]), castle::BK | castle::BQ);
}

/// A twin change of the reference: the change's text and what it does to
/// a map of men (board, file, rank) -> (colour, letter), or `None` where
/// the change cannot be made.
type Men = BTreeMap<(usize, i32, i32), (Color, char)>;

fn square_name(f: i32, r: i32) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

/// The men on (f, r), board by board.
fn stack(men: &Men, f: i32, r: i32) -> Vec<(usize, (Color, char))> {
    men.iter()
        .filter(|((_, mf, mr), _)| (*mf, *mr) == (f, r))
        .map(|((b, _, _), m)| (*b, *m))
        .collect()
}

fn clear(men: &mut Men, f: i32, r: i32) {
    men.retain(|(_, mf, mr), _| (*mf, *mr) != (f, r));
}

/// Every man moved by `t`; `None` when one leaves the boards.
fn remap(men: &Men, size: (i32, i32), t: impl Fn(i32, i32) -> (i32, i32)) -> Option<Men> {
    let mut out = Men::new();
    for (&(b, f, r), &m) in men {
        let (nf, nr) = t(f, r);
        if nf < 0 || nr < 0 || nf >= size.0 || nr >= size.1 {
            return None;
        }
        out.insert((b, nf, nr), m);
    }
    Some(out)
}

/// A turn or reflection of the boards: (file, rank, last file, last rank)
/// to (file, rank).
type Turn = fn(i32, i32, i32, i32) -> (i32, i32);

/// A random change (its Popeye text) and the reference's result.
fn random_change(rng: &mut Rng, v: V, men: &Men) -> (String, Option<Men>) {
    let r = v.rules();
    let (files, ranks) = (r.files as i32, r.ranks as i32);
    // Twin squares are named on a1..h8.
    let sq = |rng: &mut Rng| (rng.below(8) as i32, rng.below(8) as i32);
    let fits = |f: i32, r: i32| f < files && r < ranks;
    let (mf, mr) = (files - 1, ranks - 1);
    let mut out = men.clone();
    match rng.below(9) {
        0 => {
            let (a, b) = (sq(rng), sq(rng));
            let text = format!("Move {} {}", square_name(a.0, a.1), square_name(b.0, b.1));
            let from = stack(men, a.0, a.1);
            if !fits(a.0, a.1) || !fits(b.0, b.1) || from.is_empty() {
                return (text, None);
            }
            clear(&mut out, a.0, a.1);
            clear(&mut out, b.0, b.1);
            for (board, m) in from {
                out.insert((board, b.0, b.1), m);
            }
            (text, Some(out))
        }
        1 => {
            let a = sq(rng);
            let text = format!("Remove {}", square_name(a.0, a.1));
            if !fits(a.0, a.1) || stack(men, a.0, a.1).is_empty() {
                return (text, None);
            }
            clear(&mut out, a.0, a.1);
            (text, Some(out))
        }
        2 => {
            let (a, b) = (sq(rng), sq(rng));
            let text = format!(
                "Exchange {} {}",
                square_name(a.0, a.1),
                square_name(b.0, b.1)
            );
            let (sa, sb) = (stack(men, a.0, a.1), stack(men, b.0, b.1));
            if !fits(a.0, a.1) || !fits(b.0, b.1) || sa.is_empty() {
                return (text, None);
            }
            clear(&mut out, a.0, a.1);
            clear(&mut out, b.0, b.1);
            for (board, m) in sa {
                out.insert((board, b.0, b.1), m);
            }
            for (board, m) in sb {
                out.insert((board, a.0, a.1), m);
            }
            (text, Some(out))
        }
        3 => {
            let a = sq(rng);
            let board = rng.below(2);
            let color = if rng.below(2) == 0 {
                Color::White
            } else {
                Color::Black
            };
            let letter = ['Q', 'R', 'B', 'N', 'P'][rng.below(5)];
            let popeye = if letter == 'N' { 'S' } else { letter };
            let word = if color == Color::White {
                "white"
            } else {
                "black"
            };
            let attr = if board == 1 { " AliceB" } else { "" };
            let text = format!("Add {word}{attr} {popeye}{}", square_name(a.0, a.1));
            if !fits(a.0, a.1) {
                return (text, None);
            }
            if !r.multi_occupancy {
                clear(&mut out, a.0, a.1);
            }
            out.insert((board, a.0, a.1), (color, letter));
            (text, Some(out))
        }
        4 => {
            let deg = [90, 180, 270][rng.below(3)];
            let t: Turn = match deg {
                90 => |f, r, _, n| (n - r, f),
                180 => |f, r, mf, mr| (mf - f, mr - r),
                _ => |f, r, n, _| (r, n - f),
            };
            let text = format!("Rotate {deg}");
            if files != ranks {
                return (text, None);
            }
            (text, remap(men, (files, ranks), |f, r| t(f, r, mf, mr)))
        }
        5 => {
            let (text, t): (&str, Turn) = match rng.below(4) {
                0 => ("Mirror a1<-->h1", |f, r, mf, _| (mf - f, r)),
                1 => ("Mirror a1<-->a8", |f, r, _, mr| (f, mr - r)),
                2 => ("Mirror a1<-->h8", |f, r, mf, mr| (mr - r, mf - f)),
                _ => ("Mirror a8<-->h1", |f, r, _, _| (r, f)),
            };
            (
                text.into(),
                remap(men, (files, ranks), |f, r| t(f, r, mf, mr)),
            )
        }
        6 => {
            let (a, b) = (sq(rng), sq(rng));
            let text = format!("Shift {} {}", square_name(a.0, a.1), square_name(b.0, b.1));
            let (df, dr) = (b.0 - a.0, b.1 - a.1);
            (text, remap(men, (files, ranks), |f, r| (f + df, r + dr)))
        }
        7 => {
            for m in out.values_mut() {
                m.0 = !m.0;
            }
            ("PolishType".into(), Some(out))
        }
        _ => {
            let roles = ['Q', 'R', 'B', 'N', 'P'];
            let (a, b) = (roles[rng.below(5)], roles[rng.below(5)]);
            let name = |c: char| if c == 'N' { 'S' } else { c };
            for m in out.values_mut() {
                if m.1 == a {
                    m.1 = b;
                }
            }
            (format!("Substitute {} {}", name(a), name(b)), Some(out))
        }
    }
}

/// The `|` form of a map of men (side to move, no rights, no e.p.).
fn fen_of(v: V, men: &Men, side: Color) -> String {
    let r = v.rules();
    let mut parts = Vec::new();
    for b in 0..r.boards as usize {
        let mut rows = Vec::new();
        for rank in (0..r.ranks as i32).rev() {
            let (mut row, mut empty) = (String::new(), 0);
            for file in 0..r.files as i32 {
                match men.get(&(b, file, rank)) {
                    None => empty += 1,
                    Some(&(c, l)) => {
                        if empty > 0 {
                            row.push_str(&empty.to_string());
                            empty = 0;
                        }
                        row.push(if c == Color::White {
                            l
                        } else {
                            l.to_ascii_lowercase()
                        });
                    }
                }
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            rows.push(row);
        }
        parts.push(rows.join("/"));
    }
    let side = if side == Color::White { "w" } else { "b" };
    format!("{} {side} - - 0 1", parts.join(" | "))
}

#[test]
fn random_twins_match_the_reference() {
    let mut rng = Rng(0x7419_2026_0b0e_cafe);
    let mut checked = [0usize; 2];
    for v in [V::ODonohue, V::Alice3, V::Duo, V::Directed] {
        let mut made = 0;
        while made < 150 {
            let fen = crate::general_engine_ref::random_fen_with(&mut rng, v, 6, true);
            let Ok(pos) = general::parse_fen(&fen, v) else {
                continue;
            };
            made += 1;
            let start = RefPos::from(&pos);
            let (text, want) = random_change(&mut rng, v, &start.men);
            let ours = problem(v, &fen, "#2", &[&text]).and_then(|p| {
                p.twin_list()
                    .map_err(|e| e.to_string())
                    .map(|l| l[1].1.fen())
            });
            // The reference's men as a diagram: legal or not for the variant.
            let want_pos =
                want.and_then(|m| general::parse_fen(&fen_of(v, &m, pos.side()), v).ok());
            match (&ours, want_pos) {
                (Ok(got), Some(w)) => {
                    let got = RefPos::from(&general::parse_fen(got, v).expect("written twin"));
                    assert_eq!(got.men, RefPos::from(&w).men, "{fen}: {text}");
                    assert_eq!(got.side, pos.side(), "{fen}: {text}");
                    checked[0] += 1;
                }
                (Err(_), None) => checked[1] += 1,
                (ours, want) => panic!(
                    "{}: {fen}: '{text}': ours {ours:?}, reference {}",
                    v.rules().variant.name(),
                    want.map(|w| general::fen::write(&w))
                        .unwrap_or("none".into())
                ),
            }
        }
    }
    // Both outcomes are exercised.
    assert!(checked[0] > 150 && checked[1] > 50, "{checked:?}");
}

/// A condition twin (Popeye's `condition`) is solved when it restates the
/// problem's conditions; one naming another variant or a condition outside
/// the family is that twin's error, and the other twins are still made.
#[test]
fn condition_twins_restate_the_variant_or_are_the_twins_error() {
    let fen = "2N5/1B6/3K4/8/2N5/8/8/8 | 8/8/3Q4/8/4k3/8/8/8 b - - 0 1";
    let p = problem(
        V::ODonohue,
        fen,
        "#2",
        &[
            "condition ODonohueChess move c8 d8",
            "condition AliceChess",
            "condition ODonohueChess Circe",
            "continued condition ODonohueChess",
            "condition odon",
        ],
    )
    .expect("read");
    let made = p.twin_results().expect("no change fails as a whole");
    let labels: Vec<&str> = made.iter().map(|(l, _)| l.as_str()).collect();
    assert_eq!(labels, ["a", "b", "c", "d", "e", "f"]);
    let error = |i: usize| match &made[i].1 {
        Ok(_) => String::new(),
        Err(e) => e.to_string(),
    };
    assert_eq!(error(0), "");
    assert_eq!(error(1), "");
    assert!(
        error(2).contains("a twin cannot change the variant (AliceChess here, ODonohueChess"),
        "{}",
        error(2)
    );
    assert!(
        error(3).contains("the condition Circe is not supported"),
        "{}",
        error(3)
    );
    assert!(error(4).contains("illegal"), "{}", error(4));
    assert_eq!(error(5), "");
    // The twin written back (YAML, Popeye) keeps its words.
    assert_eq!(p.twins[1].to_string(), "Condition AliceChess");
    // The restating twin is the position it changes: b) moved c8 to d8.
    let fen_of = |i: usize| made[i].1.as_ref().expect("made").0.fen();
    assert_ne!(fen_of(1), fen_of(0));
    assert_eq!(fen_of(5), fen_of(0));
}
