//! Proof games (`alice::solve::proof`): the Michielsen dia10.5, Popeye's
//! `a=>b6` regression, and the solver against plain enumeration of every
//! game on random short games of every variant (`dia`, `ser-dia`, `a=>b`,
//! and each `exact-`).

use alice::engine::fast::movegen::legal_move_list;
use alice::search::Stop;
use alice::solve::proof::{self, ProofOptions, ProofReport};
use alice::solve::CountVerdict;
use alice::stipulation::Stipulation;
use alice::variant::{Variant, VariantKind};
use alice::{engine::fast::fen, engine::fast::Move, engine::fast::Position};
use common::random::Rng;
use std::collections::BTreeSet;

use crate::common;

/// Joost Michielsen, Andernach 2025, 2nd place: dia10.5.
const MICHIELSEN: &str = "Rk*1q1bnr/1b*pppppp/n*p*6/p*7/r*7/N*7/1PPPPPPP/R1BQKBNR b - - 0 1";

fn stip(text: &str) -> Stipulation {
    text.parse().expect("valid stipulation")
}

fn solve(variant: &Variant, diagram: &Position, second: Option<&Position>, s: &str) -> ProofReport {
    let s = stip(s);
    let (start, target) =
        proof::start_and_target(variant, diagram, second, &s).expect("start and target");
    proof::solve_with(
        &start,
        &target,
        &s,
        &ProofOptions::default(),
        &Stop::never(),
    )
    .expect("solved")
}

fn games(report: &ProofReport) -> BTreeSet<Vec<String>> {
    report
        .solutions
        .iter()
        .map(|g| g.iter().map(|m| m.to_string()).collect())
        .collect()
}

#[test]
fn michielsen_dia_10_5_is_sound_with_popeyes_solution() {
    let diagram = fen::parse(MICHIELSEN).unwrap();
    let report = solve(&Variant::ALICE, &diagram, None, "dia10.5");
    assert_eq!(report.verdict, CountVerdict::Sound);
    assert_eq!(report.solutions.len(), 1);
    // Popeye 4.104: 1.a2-a4B b7-b6B 2.a4-a5A Bc8-b7B 3.a5-a6B a7-a5B
    // 4.Sb1-a3B Ra8-a4B 5.a6-a7A Sb8-a6B 6.a7-a8=RB Qd8-b8B 7.Ra8-a7A
    // Ke8-d8B 8.Ra7-a2B Kd8-c8A 9.Ra1-a7B Qb8-d8A 10.Ra2-a1A Kc8-b8B
    // 11.Ra7-a8A dia
    assert_eq!(
        report.game_text(&report.solutions[0]),
        "1.a4/B b6/B 2.a5/A Bb7/B 3.a6/B a5/B 4.Na3/B Ra4/B 5.a7/A Na6/B \
         6.a8=R/B Qb8/B 7.R8a7/A Kd8/B 8.R7a2/B Kc8/A 9.Ra7/B Qd8/A \
         10.Ra1/A Kb8/B 11.R7a8/A"
    );
    let popeye = "a2a4 b7b6 a4a5 c8b7 a5a6 a7a5 b1a3 a8a4 a6a7 b8a6 a7a8r d8b8 \
                  a8a7 e8d8 a7a2 d8c8 a1a7 b8d8 a2a1 c8b8 a7a8";
    let want: Vec<String> = popeye.split_whitespace().map(String::from).collect();
    assert_eq!(games(&report).into_iter().next().unwrap(), want);
}

#[test]
fn popeye_regression_a_to_b_6() {
    // Popeye's REGRESSIONS/4_99_to_4_101.inp (a=>b6, Option WhiteToPlay):
    // 1.Bc1-g5B Kf8-e8A 2.Qd1-c1B Bc5-f8A 3.Sc3-d1A c7*d6B 4.Qc1-c7A
    // Sh6-g8A 5.c2-c3B Rf6-h6B 6.Bg5-f6A Rh6-h8A a=>b, the only solution.
    let a =
        fen::parse("1nb2k*2/1pppp1pp/2RB1r1n*/2b*2p*2/P*2P*4/P*1N*5/2P1P1PP/r*1BQKBNR w - - 0 1")
            .unwrap();
    let b = fen::parse("1nb1kbnr/1pQpp1pp/2Rp*1B2/5p*2/P*2P*4/P*1P*5/4P1PP/r*2NKBNR w - - 0 1")
        .unwrap();
    let report = solve(&Variant::ALICE, &a, Some(&b), "a=>b6");
    assert_eq!(report.solutions.len(), 1, "{}", report.to_text());
    assert_eq!(
        report.game_text(&report.solutions[0]),
        "1.Bg5/B Ke8/A 2.Qc1/B Bf8/A 3.Nd1/A cxd6/B 4.Qc7/A Ng8/A 5.c3/B Rh6/B 6.Bf6/A Rh8/A"
    );
}

#[test]
fn earlier_arrival_ends_the_game_as_in_popeye() {
    // Popeye 4.104 (-maxmem 0) on this dia3 (1.d4 d5 reached): 265 games
    // of full length and the dia1 `1.d2-d4B d7-d5B dia`; games passing
    // through the diagram after move 1 are not games of length 3.
    let diagram =
        fen::parse("rnbqkbnr/ppp1pppp/8/3p*4/3P*4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1").unwrap();
    let report = solve(&Variant::ALICE, &diagram, None, "dia3");
    assert_eq!(report.solutions.len(), 265);
    assert_eq!(report.short.len(), 1);
    assert_eq!(report.verdict, CountVerdict::Short);
    // ser-dia5 to 1.d4 2.e3: Popeye lists 78 series (2 of two moves, 76 of
    // four), none of five (Alice parity).
    let diagram =
        fen::parse("rnbqkbnr/pppppppp/8/8/3P*4/4P*3/PPP2PPP/RNBQKBNR b KQkq - 0 1").unwrap();
    let report = solve(&Variant::ALICE, &diagram, None, "ser-dia5");
    assert_eq!(report.solutions.len(), 0);
    assert_eq!(report.short.len(), 78);
}

/// Every game of `left` single moves from `pos` whose final placement is
/// `target`'s and that does not reach it earlier with the same side to
/// move (plain enumeration, no pruning). Series: the side to move plays
/// every move and may not check before the last one; reaching the target
/// after any move ends the series.
fn naive(
    pos: &Position,
    left: u32,
    series: bool,
    target: &Position,
    line: &mut Vec<Move>,
    out: &mut BTreeSet<Vec<String>>,
) {
    if left == 0 {
        if same_placement(pos, target) {
            out.insert(line.iter().map(|m| m.to_string()).collect());
        }
        return;
    }
    if !line.is_empty() && (series || left.is_multiple_of(2)) && same_placement(pos, target) {
        return;
    }
    for &mv in legal_move_list(pos).iter() {
        let mut child = pos.after(mv);
        if series && left > 1 {
            if child.in_check() {
                continue;
            }
            child = child.null_move();
        }
        line.push(mv);
        naive(&child, left - 1, series, target, line, out);
        line.pop();
    }
}

fn same_placement(a: &Position, b: &Position) -> bool {
    use alice::{Board, Color, Role};
    a.board_occupancy(Board::A) == b.board_occupancy(Board::A)
        && a.board_occupancy(Board::B) == b.board_occupancy(Board::B)
        && a.by_color(Color::White) == b.by_color(Color::White)
        && Role::ALL.iter().all(|&r| a.by_role(r) == b.by_role(r))
}

/// A random game of `plies` single moves from `start` (series: one side).
fn random_game(rng: &mut Rng, start: &Position, plies: u32, series: bool) -> Option<Position> {
    let mut pos = *start;
    for i in 0..plies {
        let mut moves: Vec<Move> = legal_move_list(&pos).iter().copied().collect();
        if series && i + 1 < plies {
            moves.retain(|&m| !pos.after(m).in_check());
        }
        if moves.is_empty() {
            return None;
        }
        pos.play(moves[rng.below(moves.len())]);
        if series && i + 1 < plies {
            pos = pos.null_move();
        }
    }
    Some(pos)
}

fn dia_stip(plies: u32) -> String {
    if plies.is_multiple_of(2) {
        format!("dia{}", plies / 2)
    } else {
        format!("dia{}.5", plies / 2)
    }
}

/// Solver against enumeration on random games from the initial array.
fn cross_check(kind: VariantKind, lengths: &[u32], seed: u64, series: bool) {
    let variant = Variant::new(kind);
    let start = variant.initial_position();
    let mut rng = Rng(seed);
    for &plies in lengths {
        let Some(end) = random_game(&mut rng, &start, plies, series) else {
            continue;
        };
        let s = if series {
            format!("ser-dia{plies}")
        } else {
            dia_stip(plies)
        };
        let report = solve(&variant, &end, None, &s);
        let mut want = BTreeSet::new();
        naive(&start, plies, series, &end, &mut Vec::new(), &mut want);
        assert_eq!(games(&report), want, "{kind:?} {s} to {}", fen::write(&end));
        // The shorter games: every length of the same parity (series:
        // every length).
        let step = if series { 1 } else { 2 };
        let mut short = BTreeSet::new();
        let mut k = plies % step;
        while k < plies {
            if k > 0 {
                naive(&start, k, series, &end, &mut Vec::new(), &mut short);
            }
            k += step;
        }
        let got: BTreeSet<Vec<String>> = report
            .short
            .iter()
            .map(|g| g.iter().map(|m| m.to_string()).collect())
            .collect();
        assert_eq!(got, short, "{kind:?} {s} short games");
        // Exact play: the same games of the full length, no shorter one.
        let exact = solve(&variant, &end, None, &format!("exact-{s}"));
        assert_eq!(games(&exact), want, "{kind:?} exact-{s}");
        assert!(exact.short.is_empty(), "{kind:?} exact-{s} short games");
    }
}

#[test]
fn dia_against_enumeration_alice() {
    cross_check(
        VariantKind::Alice,
        &[2, 3, 4, 5, 4, 5, 5, 3],
        0x5eed_0001,
        false,
    );
}

#[test]
fn dia_against_enumeration_alice2_and_mini() {
    cross_check(VariantKind::Alice2, &[2, 3, 4, 5, 5], 0x5eed_0002, false);
    cross_check(VariantKind::Mini, &[2, 4, 5, 6, 6, 6], 0x5eed_0003, false);
}

#[test]
fn dia_against_enumeration_ms_alice() {
    cross_check(VariantKind::MsAlice, &[2, 3, 4, 4, 4], 0x5eed_0004, false);
}

#[test]
fn ser_dia_against_enumeration() {
    cross_check(VariantKind::Alice, &[2, 3, 4, 5, 5], 0x5eed_0005, true);
    cross_check(VariantKind::MsAlice, &[2, 3, 4], 0x5eed_0006, true);
}

#[test]
fn a_to_b_against_enumeration() {
    let variant = Variant::ALICE;
    let mut rng = Rng(0x5eed_0007);
    for &(before, plies) in &[(3, 4), (4, 4), (5, 5), (6, 3), (7, 4)] {
        let initial = variant.initial_position();
        let Some(a) = random_game(&mut rng, &initial, before, false) else {
            continue;
        };
        let Some(b) = random_game(&mut rng, &a, plies, false) else {
            continue;
        };
        // a=>b n from the diagram's side to move; n.5 when odd.
        let s = if plies % 2 == 0 {
            format!("a=>b{}", plies / 2)
        } else {
            format!("a=>b{}.5", plies / 2)
        };
        let report = solve(&variant, &a, Some(&b), &s);
        let mut want = BTreeSet::new();
        naive(&a, plies, false, &b, &mut Vec::new(), &mut want);
        let mut short = BTreeSet::new();
        let mut k = plies % 2;
        while k < plies {
            if k > 0 {
                naive(&a, k, false, &b, &mut Vec::new(), &mut short);
            }
            k += 2;
        }
        assert_eq!(report.short.len(), short.len(), "{s} short games");
        assert_eq!(
            games(&report),
            want,
            "{s} {} => {}",
            fen::write(&a),
            fen::write(&b)
        );
    }
}

#[test]
fn same_games_with_one_and_two_threads() {
    let variant = Variant::ALICE;
    let mut rng = Rng(0x5eed_0008);
    let end = random_game(&mut rng, &variant.initial_position(), 7, false).unwrap();
    let run = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| solve(&variant, &end, None, "dia3.5").to_text())
    };
    assert_eq!(run(1), run(2));
}

#[test]
fn popeye_counts_of_random_proof_games() {
    // tests/data/proof-popeye.tsv: Popeye 4.104's number of games for random
    // Alice proof games (the sets were also compared move by move when the
    // file was made); the largest ones are left to `alice bench --solve`.
    let data = include_str!("data/proof-popeye.tsv");
    let mut checked = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let popeye: usize = f[3].parse().unwrap();
        if popeye > 7000 {
            continue;
        }
        let diagram = fen::parse(f[1]).unwrap();
        let report = solve(&Variant::ALICE, &diagram, None, f[2]);
        assert_eq!(
            report.solutions.len() + report.short.len(),
            popeye,
            "{}",
            f[0]
        );
        checked += 1;
    }
    assert!(checked >= 8);
}

#[test]
fn solution_limit_and_stop() {
    let diagram = fen::parse(MICHIELSEN).unwrap();
    let s = stip("dia10.5");
    let (start, target) = proof::start_and_target(&Variant::ALICE, &diagram, None, &s).unwrap();
    let stop = Stop::never();
    stop.raise();
    assert_eq!(
        proof::solve_with(&start, &target, &s, &ProofOptions::default(), &stop),
        Err(proof::ProofError::Stopped)
    );
    // A random dia4.5 with 240 games, cut at 5.
    let diagram =
        fen::parse("rnbqkbnr/ppppp3/7p*/1N3p*2/6pN/5P*2/PPPPP1PP/R1BQKB1R b KQkq - 0 5").unwrap();
    let s = stip("dia4.5");
    let (start, target) = proof::start_and_target(&Variant::ALICE, &diagram, None, &s).unwrap();
    let opts = ProofOptions {
        intended: 1,
        max_solutions: Some(5),
    };
    let report = proof::solve_with(&start, &target, &s, &opts, &Stop::never()).unwrap();
    assert_eq!(report.solutions.len(), 5);
    assert!(!report.complete);
    assert_eq!(report.verdict, CountVerdict::Cooked);
}

#[test]
fn a_to_b_in_popeye_and_yaml_files() {
    use alice::check::judge::CheckSettings;
    use alice::check::run::check_problem;
    use alice::verdict::Status;
    // Popeye's form: the second position's pieces after `stip a=>b6`.
    let popeye = include_str!("data/popeye_out/a-to-b-white-starts.inp");
    let problems = alice::formats::popeye::parse_popeye(popeye, None);
    let problem = problems.into_iter().next().unwrap().unwrap();
    assert!(problem.target.is_some());
    let outcome = &check_problem(&problem, &CheckSettings::default())[0];
    assert_eq!(outcome.status, Status::Ok, "{}", outcome.detail);
    assert!(outcome
        .solution
        .text()
        .contains("1.Bg5/B Ke8/A 2.Qc1/B Bf8/A"));
    // Written back as YAML (`target:` FEN) and read again: the same.
    let yaml = alice::formats::yaml::write_yaml(&problem);
    assert!(yaml.contains("target: "));
    let again = alice::formats::yaml::parse_yaml(&yaml, None)
        .into_iter()
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(again.target, problem.target);
    assert_eq!(
        check_problem(&again, &CheckSettings::default())[0].status,
        Status::Ok
    );
    // And as Popeye input again.
    let text = alice::formats::popeye::write_popeye(&problem);
    let back = alice::formats::popeye::parse_popeye(&text, None)
        .into_iter()
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(back.target, problem.target);
    // a=>b without a second position is an error naming it.
    let missing = "begin\npieces white ke1 black ke8\nstip a=>b2\ncond alicechess\nend\n";
    let err = alice::formats::popeye::parse_popeye(missing, None)
        .into_iter()
        .next()
        .unwrap()
        .unwrap_err();
    assert!(err.to_string().contains("a=>b"), "{err}");
}
