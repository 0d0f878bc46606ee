//! What the brute-force cross-checks of the help and series families
//! share: the solver's report (or its refusal), and the totals per
//! stipulation.

use alice::game::Game;
use alice::solve::help::{self, HelpError, HelpOptions, HelpReport};
use alice::stipulation::Stipulation;

/// `compare` on every position for each of `stipulations`, summed per
/// stipulation.
pub fn per_stipulation<G>(
    stipulations: &[&str],
    positions: &[G],
    compare: impl Fn(&G, &Stipulation) -> usize,
) -> Vec<usize> {
    stipulations
        .iter()
        .map(|s| {
            let stip: Stipulation = s.parse().expect("stipulation");
            positions.iter().map(|p| compare(p, &stip)).sum()
        })
        .collect()
}

/// The play's start (the stipulation's starter to move in `p`) and the
/// solver's report of `stip`, short solutions included; `None` when the
/// side that waits is in check, which the solver must refuse.
pub fn report_unless_waiting_in_check<G: Game>(
    p: &G,
    stip: &Stipulation,
) -> (G, Option<HelpReport<G::Move>>) {
    let starter = stip
        .fixed_starter()
        .expect("the stipulation fixes the starter");
    let start = p.with_side_to_move(starter);
    let got = help::solve(p, stip, &HelpOptions::default());
    if start.null_move().in_check() {
        assert!(matches!(got, Err(HelpError::WaitingSideInCheck { .. })));
        return (start, None);
    }
    let report = got.unwrap_or_else(|e| panic!("{stip} {}: {e}", p.fen()));
    (start, Some(report))
}
