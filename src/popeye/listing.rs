//! Help, series and proof-game solutions listed as Popeye lists them: a
//! blank line, then each group (short solutions by length, shortest first,
//! then the full length) in Popeye's order, capped by `MaxSolutions`, with
//! `MoveNumbers`' announcements of the first moves. The [`Lister`] takes
//! the solutions one part at a time, so that the same code lists a finished
//! report and the parts a running search hands over (`stream.rs`).

use super::engine::{Generated, PopeyeGame};
use super::help::{intro_text, line_text, numbered_anew, numbered_on, popeye_sorted, Numbering};
use super::numbers::{generated_first_moves, move_number_line};
use super::settings::Extra;
use crate::solve::help::{HelpReport, Line};
use crate::solve::proof::ProofReport;
use crate::stipulation::{Goal, Play, Stipulation};

/// Lists solutions part by part, in Popeye's order (each part sorted by
/// [`sorted_part`], the parts given in order).
pub(super) struct Lister<'a, G: PopeyeGame> {
    start: G,
    stip: Stipulation,
    /// Ends every line (` dia`, ` a=>b` for proof games).
    marker: &'static str,
    extra: &'a Extra,
    /// The first moves Popeye generates, for `MoveNumbers` (else empty).
    first_moves: Vec<Generated<G::Move>>,
    /// The first of them not announced yet.
    next_first: usize,
    /// Solutions listed, for `MaxSolutions`.
    written: usize,
    /// `MoveNumbers`' count, on from the problem's earlier twins.
    pub(super) counter: usize,
    /// `MaxSolutions` cut the listing short: nothing more is listed.
    pub(super) capped: bool,
    /// Parry battle play: the first move of the last line listed (Popeye
    /// counts a key's lines as one solution).
    last_key: Option<G::Move>,
    /// Play that ends by compulsion ([`ends_by_compulsion`]): the last line
    /// listed, whose other last moves Popeye lists with it.
    last_line: Vec<G::Move>,
    /// The intro series' length of the lines of the current part (0 for
    /// none; [`Lister::set_intro`]).
    intro: usize,
}

impl<'a, G: PopeyeGame> Lister<'a, G> {
    /// A listing from `start` (the play's starter to move); `numbers`:
    /// `Option MoveNumbers` applies; `counter`: its count so far.
    pub(super) fn new(
        start: &G,
        stip: &Stipulation,
        marker: &'static str,
        extra: &'a Extra,
        numbers: bool,
        counter: usize,
    ) -> Self {
        Lister {
            start: *start,
            stip: *stip,
            marker,
            extra,
            // (Popeye numbers its generated moves, self-checks included.)
            first_moves: if numbers {
                generated_first_moves(start, extra)
            } else {
                Vec::new()
            },
            next_first: 0,
            written: 0,
            counter,
            capped: false,
            last_key: None,
            last_line: Vec::new(),
            intro: 0,
        }
    }

    /// The next parts' lines start with an intro series of `k` moves.
    pub(super) fn set_intro(&mut self, k: usize) {
        self.intro = k;
    }

    /// The end of a length Popeye tried in series play with `SetPlay`
    /// ([`numbers_every_length`]): the first moves not announced yet are,
    /// and the next length announces them all again.
    pub(super) fn end_length(&mut self, lines: &mut Vec<String>) {
        if !self.finish(lines) {
            self.next_first = 0;
        }
    }

    /// Whether `StartMoveNumber` or `UpToMoveNumber` is given.
    fn range_given(&self) -> bool {
        self.extra.start_move.is_some() || self.extra.up_to_move.is_some()
    }

    /// The options the listing follows.
    pub(super) fn extra(&self) -> &'a Extra {
        self.extra
    }

    /// Whether `MaxSolutions` is reached.
    pub(super) fn full(&self) -> bool {
        self.extra.max_solutions.is_some_and(|m| self.written >= m)
    }

    /// List the next part, sorted by [`sorted_part`]; `numbered`: its first
    /// moves are announced (only the full length's are, as Popeye does).
    pub(super) fn part(&mut self, sorted: &[&[G::Move]], numbered: bool, lines: &mut Vec<String>) {
        self.list(sorted, numbered, None, lines);
    }

    /// List reflex play's goal moves at once (after an intro series), as
    /// [`Lister::part`] lists lines: each numbered `1.`, marked `?!?`.
    pub(super) fn at_once(
        &mut self,
        sorted: &[&[G::Move]],
        numbered: bool,
        lines: &mut Vec<String>,
    ) {
        self.list(
            sorted,
            numbered,
            Some((Numbering::Series { tail: 0 }, " ?!?")),
            lines,
        );
    }

    /// [`Lister::part`], each line numbered and ended as `how` says, else
    /// as the play's.
    fn list(
        &mut self,
        sorted: &[&[G::Move]],
        numbered: bool,
        how: Option<(Numbering, &'static str)>,
        lines: &mut Vec<String>,
    ) {
        let numbers = numbered && !self.first_moves.is_empty();
        // The intro series' text and end, made once for the lines that
        // share it (a part's lines all do).
        let mut intro_made: Option<(&[G::Move], String, G)> = None;
        let battle = self.stip.play.is_parry_battle();
        for &moves in sorted {
            let same_key = battle && moves.first().is_some_and(|&m| self.last_key == Some(m));
            // Popeye looks at `MaxSolutions` before the forced last move,
            // so the other ends of a line reaching the count follow it.
            // (Not the goal moves at once: each counts on its own.)
            let same_end = ends_by_compulsion(&self.stip)
                && how.is_none()
                && !self.last_line.is_empty()
                && self.last_line.len() == moves.len()
                && self.last_line[..moves.len() - 1] == moves[..moves.len() - 1];
            if self.capped || (!same_key && !same_end && self.full()) {
                self.capped = true;
                return;
            }
            if let Some(&first) = moves.first().filter(|_| numbers) {
                if let Some(k) = self.first_moves[self.next_first..]
                    .iter()
                    .position(|g| g.legal == Some(first))
                {
                    for m in &self.first_moves[self.next_first..=self.next_first + k] {
                        self.counter += 1;
                        if self.extra.numbered_in_range(self.counter) {
                            lines.push(move_number_line(self.counter, m, self.extra));
                        }
                    }
                    self.next_first += k + 1;
                }
                // `StartMoveNumber`, `UpToMoveNumber`: Popeye does not
                // play the first moves outside the range.
                if !self.extra.numbered_in_range(self.counter) {
                    continue;
                }
            } else if !numbered && self.range_given() {
                // A shorter length's line: Popeye writes none under
                // `StartMoveNumber` or `UpToMoveNumber`, even one whose
                // first move is in the range.
                continue;
            }
            // (An intro series' moves, then the play's, numbered anew.)
            let k = self.intro;
            if k > 0 && intro_made.as_ref().is_none_or(|(m, ..)| *m != &moves[..k]) {
                let pass = self.stip.half;
                let (text, after) = intro_text(&self.start, &moves[..k], pass, self.extra.lang);
                intro_made = Some((&moves[..k], text, after));
            }
            let (intro, start) = match &intro_made {
                Some((_, text, after)) => (text.as_str(), *after),
                None => ("", self.start),
            };
            let rest = &moves[k..];
            let (numbering, marker) = match how {
                Some(how) => how,
                None if self.extra.after_pass => (Numbering::AfterPass, self.marker),
                // (Help play with a half move after an intro: numbered anew
                // in pairs from its first move, `  1.Rd1-a1B   1.Ra1-c1A
                // Ka8-b8B   2.Qb5-e8B #`.)
                None if k > 0 => match Numbering::of(&self.stip, rest.len()) {
                    Numbering::Pairs { .. } => (Numbering::Pairs { lead_half: false }, self.marker),
                    numbering => (numbering, self.marker),
                },
                None => (Numbering::of(&self.stip, rest.len()), self.marker),
            };
            let goal = super::reci::line_goal(&self.stip, rest.len());
            if k > 0 && !numbered_anew(&self.stip) {
                // A short play after an intro: Popeye numbers the line as
                // one series, the intro side's moves numbered on, the
                // other side's not (`  1.Rd1-a1B   2.Ra1-c1A Ka8-b8B
                //   3.Qb5-e8B #`, `  1.Sb8-a6B Ra8-h8B #`).
                let side = self.start.side_to_move();
                lines.push(
                    intro.to_string()
                        + &numbered_on(
                            &start,
                            rest,
                            (k + 1, side),
                            numbering,
                            goal,
                            self.extra.lang,
                        )
                        + marker,
                );
            } else {
                lines.push(
                    intro.to_string()
                        + &line_text(&start, rest, numbering, goal, marker, self.extra.lang),
                );
            }
            if battle {
                self.written += usize::from(!same_key);
                self.last_key = moves.first().copied();
            } else {
                self.written += usize::from(super::reci::counts(&self.stip, moves.len()));
            }
            if ends_by_compulsion(&self.stip) {
                self.last_line.clear();
                self.last_line.extend_from_slice(moves);
            }
        }
    }

    /// The end of the listing: the first moves not announced yet; whether
    /// `MaxSolutions` cut it short.
    pub(super) fn finish(&mut self, lines: &mut Vec<String>) -> bool {
        if self.capped || self.full() {
            // Popeye stops at the cap: no first move after it is announced.
            self.capped = true;
            return true;
        }
        for m in &self.first_moves[self.next_first..] {
            self.counter += 1;
            if self.extra.numbered_in_range(self.counter) {
                lines.push(move_number_line(self.counter, m, self.extra));
            }
        }
        self.next_first = self.first_moves.len();
        false
    }
}

/// Whether `stip`'s lines end in the other side's goal move, which it is
/// bound to play (a self or reflex end: `hs`, `hr`, `ser-s`, `ser-r`,
/// `ser-hs` and their parry series; not `help_play::Family::forced_end`,
/// which leaves out the reflex ends, whose last move the search plays).
fn ends_by_compulsion(stip: &Stipulation) -> bool {
    matches!(
        stip.play,
        Play::HelpSelf
            | Play::HelpReflex
            | Play::SeriesSelf
            | Play::SeriesReflex
            | Play::SeriesHelpSelf
            | Play::ParrySeriesSelf
            | Play::ParrySeriesHelpSelf
            | Play::ParrySeriesReflex
    )
}

/// A part of the solutions in Popeye's order.
pub(super) fn sorted_part<'m, G: PopeyeGame>(
    start: &G,
    stip: &Stipulation,
    part: Vec<&'m [G::Move]>,
) -> Vec<&'m [G::Move]> {
    if stip.play == Play::ReciHelp {
        super::reci::reci_sorted(start, part, stip.half)
    } else {
        popeye_sorted(start, part, |n| Numbering::of(stip, n))
    }
}

/// Whether `Option MoveNumbers` numbers the first moves of `stip`'s help
/// or series play.
pub(super) fn numbers_help_play(stip: &Stipulation, extra: &Extra) -> bool {
    // (`hs#0.5`, `hr#0.5`: the play is the end alone, nothing numbered;
    // nor a single move to castle or take e.p., `h000.5`, `hep0.5`: the
    // generator of that goal's last move numbers nothing.)
    let end_alone = matches!(stip.play, Play::HelpSelf | Play::HelpReflex) && stip.moves == 0;
    let special_alone = stip.play == Play::Help
        && stip.moves == 0
        && matches!(stip.goal, Goal::Castling | Goal::EnPassant);
    extra.move_numbers
        && !end_alone
        && !special_alone
        && (stip.play.is_parry()
            || matches!(
                stip.play,
                Play::Help
                    | Play::SeriesHelp
                    | Play::SeriesDirect
                    | Play::ReciHelp
                    | Play::HelpSelf
                    | Play::HelpReflex
                    | Play::SeriesSelf
                    | Play::SeriesReflex
                    | Play::SeriesHelpSelf
            ))
}

/// Whether `Option MoveNumbers` numbers the first moves of every length
/// Popeye tries (each short one, then the full one), counting on: in series
/// play with a set play section (`ser-h`, `ser-s`, `ser-r`, `ser-hs`, and
/// the parry series `pser-h`, `phser-s`, `pser-hs`) under `SetPlay`
/// (without it, and elsewhere, only the full length's are).
pub(super) fn numbers_every_length(stip: &Stipulation, extra: &Extra) -> bool {
    // (Exact play tries the full length alone; with `StartMoveNumber` or
    // `UpToMoveNumber` Popeye numbers the full length's alone.)
    extra.set_play
        && !stip.exact
        && extra.start_move.is_none()
        && extra.up_to_move.is_none()
        && numbers_help_play(stip, extra)
        && matches!(
            stip.play,
            Play::SeriesHelp
                | Play::SeriesSelf
                | Play::SeriesReflex
                | Play::SeriesHelpSelf
                | Play::ParrySeriesHelp
                | Play::ParrySeriesSelf
                | Play::ParrySeriesHelpSelf
        )
}

/// Whether `Option MoveNumbers` numbers `stip`'s first moves only once the
/// short solutions are known (`hr#n.5`: not when there are any; `hs#n.5`:
/// not when its victim is forced to reach the goal at once).
pub(super) fn numbers_wait_for_short(stip: &Stipulation, extra: &Extra) -> bool {
    extra.move_numbers && matches!(stip.play, Play::HelpReflex | Play::HelpSelf) && stip.half
}

/// A solution's printed lines' moves: in `ser-s`, `hs`, `ser-hs` each of
/// the other side's forced replies ends a line of its own (Popeye writes
/// the line, then the reply); a reciprocal help line's two endings.
pub(super) fn with_replies<G: PopeyeGame>(
    start: &G,
    stip: &Stipulation,
    l: &Line<G::Move>,
) -> Vec<Vec<G::Move>> {
    if stip.play == Play::ReciHelp {
        return super::reci::reci_lines(start, l);
    }
    let replies = l.forced_replies(start);
    if replies.is_empty() {
        return vec![l.moves.clone()];
    }
    replies
        .iter()
        .map(|&r| {
            let mut moves = l.moves.clone();
            moves.push(r);
            moves
        })
        .collect()
}

/// Help and series play: a blank line, then the short solutions (shortest
/// first) and the solutions, each group in Popeye's order.
pub(super) fn help_listing<G: PopeyeGame>(
    pos: &G,
    stip: &Stipulation,
    report: &HelpReport<G::Move>,
    extra: &Extra,
    counter: &mut usize,
) -> (Vec<String>, bool) {
    let start = pos.with_side_to_move(report.starter);
    let mut groups: Vec<Vec<Vec<G::Move>>> = Vec::new();
    // (By the stipulation's length: a parry series' lines of one length
    // differ in their number of moves.)
    // (Parry battle play: one tree, its short keys among the others.)
    let battle = stip.play.is_parry_battle();
    let mut lengths: Vec<u32> = report.short.iter().map(|l| l.stipulation.moves).collect();
    lengths.dedup();
    if battle {
        lengths.clear();
    }
    // (Every length numbered: the lengths without a solution too.)
    let every_length = numbers_every_length(stip, extra) && report.short_searched;
    if every_length {
        lengths = (1..stip.moves).collect();
    }
    for len in lengths {
        groups.push(
            report
                .short
                .iter()
                .filter(|l| l.stipulation.moves == len)
                .flat_map(|l| with_replies(&start, stip, l))
                .collect(),
        );
    }
    groups.push(
        report
            .solutions
            .iter()
            .chain(report.short.iter().filter(|_| battle))
            .flat_map(|l| with_replies(&start, stip, l))
            .collect(),
    );
    // (An `hr#n.5` whose goal is reached at once, or after White's first
    // move, ends there: Popeye numbers nothing. So does an `hs#n.5` whose
    // Black is forced to reach the goal at once: its `hs#0.5` lines alone,
    // and under `exact-`, which has no short solution, nothing.)
    let ended_early = match stip.play {
        Play::HelpSelf => {
            report.short.iter().any(|l| l.stipulation.moves == 0)
                || (stip.half
                    && stip.moves >= 1
                    && crate::search::help::forced_goal(&start, stip.goal, &mut 0))
        }
        // (Under `exact-`, which has no short solution: the goal reachable
        // at once ends it just the same.)
        Play::HelpReflex if stip.exact && stip.half => {
            stip.moves == 0
                || !report.short.is_empty()
                || !super::tree::mates_at_once(&start, stip.goal).is_empty()
        }
        _ => stip.moves == 0 || !report.short.is_empty(),
    };
    let numbers =
        numbers_help_play(stip, extra) && !(numbers_wait_for_short(stip, extra) && ended_early);
    if numbers && super::reci::one_move(stip) {
        return super::reci::one_move_numbered(&start, stip, report, extra, counter);
    }
    let mut lister = Lister::new(&start, stip, "", extra, numbers, *counter);
    let mut lines = vec![String::new()];
    let last = groups.len() - 1;
    for (index, group) in groups.iter().enumerate() {
        let sorted = sorted_part(&start, stip, group.iter().map(Vec::as_slice).collect());
        lister.part(&sorted, index == last || every_length, &mut lines);
        if every_length && index < last {
            lister.end_length(&mut lines);
        }
    }
    let partial = lister.finish(&mut lines);
    *counter = lister.counter;
    super::reci::one_move_blanks(&start, stip, report, &mut lines);
    (lines, partial)
}

/// Proof games (`dia`, `ser-dia`, `a=>b`): a blank line, then the shorter
/// games (shortest first), then the games, each length in Popeye's order
/// (Popeye searches length by length, as in help play).
pub(super) fn proof_listing<G: PopeyeGame>(
    stip: &Stipulation,
    report: &ProofReport<G>,
    extra: &Extra,
    counter: &mut usize,
) -> (Vec<String>, bool) {
    let start = report.start;
    let mut lister = proof_lister(&start, stip, extra, *counter);
    let mut lines = vec![String::new()];
    list_short_games(&mut lister, &start, stip, &report.short, &mut lines);
    let games = report.solutions.iter().map(Vec::as_slice).collect();
    lister.part(&sorted_part(&start, stip, games), true, &mut lines);
    let partial = lister.finish(&mut lines);
    *counter = lister.counter;
    (lines, partial)
}

/// The shorter proof games `short` from `start` listed, shortest first,
/// each length in Popeye's order (unnumbered: `MoveNumbers` announces the
/// full length's first moves alone, after them).
pub(super) fn list_short_games<G: PopeyeGame>(
    lister: &mut Lister<'_, G>,
    start: &G,
    stip: &Stipulation,
    short: &[Vec<G::Move>],
    lines: &mut Vec<String>,
) {
    let mut lengths: Vec<usize> = short.iter().map(Vec::len).collect();
    lengths.sort_unstable();
    lengths.dedup();
    for len in lengths {
        let games = short
            .iter()
            .filter(|g| g.len() == len)
            .map(Vec::as_slice)
            .collect();
        lister.part(&sorted_part(start, stip, games), false, lines);
    }
}

/// The lister of proof games from `start` (`MoveNumbers` counting on from
/// `counter`).
pub(super) fn proof_lister<'a, G: PopeyeGame>(
    start: &G,
    stip: &Stipulation,
    extra: &'a Extra,
    counter: usize,
) -> Lister<'a, G> {
    let marker = if stip.play == Play::AToB {
        " a=>b"
    } else {
        " dia"
    };
    let numbers = extra.move_numbers;
    Lister::new(start, stip, marker, extra, numbers, counter)
}
