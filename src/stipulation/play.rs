//! How the two sides play: the families of stipulations.

/// How the two sides play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Play {
    /// The side to move forces the goal against any defence (`#n`, `=n`).
    Direct,
    /// The side to move forces the other side to reach the goal (`s#n`, `s=n`).
    SelfPlay,
    /// Like selfplay, but the defender must mate in one when it can (`r#n`).
    Reflex,
    /// Semi-reflex (`semi-r#n`): like reflex play, but only the defender is
    /// bound to reach the goal when it can; the attacker is not.
    SemiReflex,
    /// Both sides cooperate; Black starts (`h#n`), or White with `.5`.
    Help,
    /// Black plays n moves in a row, then White reaches the goal in one (`ser-h#n`).
    SeriesHelp,
    /// White plays n moves in a row, the last reaching the goal (`ser-#n`).
    SeriesDirect,
    /// White plays n moves in a row, then Black is forced to mate in one (`ser-s#n`).
    SeriesSelf,
    /// Help-self play (`hs#n`, `hs#n.5`): the sides cooperate for n moves
    /// (White starts; Black with `.5`), White's last move forcing Black to
    /// reach the goal at once (every Black move reaches it, and Black has
    /// one).
    HelpSelf,
    /// Series help-self play (`ser-hs#n`): Black plays n moves in a row,
    /// then White plays one after which every Black move reaches the goal.
    SeriesHelpSelf,
    /// Help-reflex play (`hr#n`, `hr#n.5`): the sides cooperate (White
    /// starts; Black with `.5`), and Black's last move reaches the goal;
    /// a side that can reach the goal in one move must (so White never can,
    /// and Black only at the end).
    HelpReflex,
    /// Series reflex play (`ser-r#n`): White plays n moves in a row, never
    /// able to reach the goal in one, then Black reaches it in one.
    SeriesReflex,
    /// Reciprocal help play (`reci-h#n`, `reci-h#n.5`): the sides
    /// cooperate for n - 1 moves (Black starts; White with `.5`), after
    /// which Black can both reach the goal in one move and help White reach
    /// it in one (`h#1`). Lines of every shorter length are short
    /// solutions.
    ReciHelp,
    /// Parry series helpmate (`pser-h#n`): Black plays n moves in a row,
    /// then White reaches the goal in one; a Black move before the last
    /// that checks White is answered by one White move (a help move, the
    /// parry), any other by none.
    ParrySeriesHelp,
    /// Parry series play with help parries (`phser-#n`): White plays n
    /// moves in a row, the last reaching the goal; a White move before the
    /// last that checks Black is answered by one Black move (a help move),
    /// any other by none.
    ParrySeriesDirect,
    /// Parry series selfplay with help parries (`phser-s#n`): White plays
    /// n moves as in `phser-`, then every Black move reaches the goal (and
    /// Black has one).
    ParrySeriesSelf,
    /// Parry series help-self play (`pser-hs#n`): Black plays n moves as
    /// in `pser-h` (a check before the last answered by one White help
    /// move), then White plays one move after which every Black move
    /// reaches the goal (and Black has one).
    ParrySeriesHelpSelf,
    /// Parry series reflex play with help parries (`phser-r#n`): White
    /// plays n moves as in `phser-`, never able to reach the goal in one,
    /// then Black reaches it in one (Black must as soon as it can; a Black
    /// parry is played only where Black cannot).
    ParrySeriesReflex,
    /// Parry series direct play (`pser-#n`): White plays n moves in a
    /// row, the last (or an earlier one) reaching the goal; a White move
    /// that checks Black is answered by a Black defence (every defence
    /// must fail), any other by none.
    ParryBattleDirect,
    /// Parry series selfplay (`pser-s#n`): White plays as in `pser-#`
    /// against Black's defences, until every Black move reaches the goal
    /// (and Black has one), or a Black defence reaches it.
    ParryBattleSelf,
    /// Parry series reflex play (`pser-r#n`): as `pser-s#`, but Black
    /// must reach the goal in one whenever it can, and White fails
    /// wherever it could reach the goal in one itself.
    ParryBattleReflex,
    /// Proof game (`dia n`, `dia n.5`): from the variant's initial array,
    /// White starts, to the diagram in exactly n moves (n.5: White's move
    /// last). The goal field is not used.
    Proof,
    /// Series proof game (`ser-dia n`): White plays n moves in a row from the
    /// initial array to the diagram.
    SeriesProof,
    /// From the diagram to a second position (`a=>b n`, `a=>b n.5`): Black
    /// starts as in help play (White with `WhiteToPlay` or `.5`).
    AToB,
}

impl Play {
    /// Whether this is parry series play (`pser-h`, `phser-`, `phser-s`):
    /// a series move that gives check is answered by one move of the
    /// other side.
    pub fn is_parry(self) -> bool {
        matches!(
            self,
            Play::ParrySeriesHelp
                | Play::ParrySeriesDirect
                | Play::ParrySeriesSelf
                | Play::ParrySeriesHelpSelf
                | Play::ParrySeriesReflex
                | Play::ParryBattleDirect
                | Play::ParryBattleSelf
                | Play::ParryBattleReflex
        )
    }

    /// Whether this is parry series play whose parries are defences
    /// (`pser-#`, `pser-s#`, `pser-r#`): the series side must succeed
    /// against every parry (battle play written as lines).
    pub fn is_parry_battle(self) -> bool {
        matches!(
            self,
            Play::ParryBattleDirect | Play::ParryBattleSelf | Play::ParryBattleReflex
        )
    }

    /// Whether the defender must reach the goal when it can in one move
    /// (reflex and semi-reflex play).
    pub fn defender_bound(self) -> bool {
        matches!(self, Play::Reflex | Play::SemiReflex)
    }

    /// Whether the attacker fails wherever it could reach the goal in one
    /// move itself (reflex play, not semi-reflex).
    pub fn attacker_bound(self) -> bool {
        self == Play::Reflex
    }
}
