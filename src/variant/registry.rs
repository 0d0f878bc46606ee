//! The variant registry: one row of facts per game of the Alice family
//! (after Fairy-Stockfish's `VariantMap::init`). Names, condition words,
//! aliases, initial arrays, summaries and the `--rule` switches that apply
//! are written here once; the rules themselves are the general engine's
//! rule data ([`RuleSet`]) the row points to, and which engine plays a
//! variant is derived from that data ([`fast_engine_fits`]).

use super::kind::VariantKind;
use super::rules::{
    CheckRule, RuleSet, Transfer, Zero, ALICE, ALICE3, CHESS, CHESS_PROMOTIONS, DIRECTED, DUO,
    MINI, MS_ALICE, ODONOHUE,
};
use std::fmt;

/// The `--rule` switches (`VARIANTS.md`, "Rule readings") a variant
/// accepts, and why the others do not apply to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Switches {
    /// `castling=on|off`.
    pub castling: bool,
    /// `en-passant=same-board|off`.
    pub en_passant: bool,
    /// `block=transfer|strict`.
    pub block: bool,
    /// Why a switch the variant does not accept does not apply.
    pub why_not: &'static str,
}

/// Every switch (the fast engine's 8x8 variants).
const ALL_SWITCHES: Switches = Switches {
    castling: true,
    en_passant: true,
    block: true,
    why_not: "",
};

/// The facts of one variant: one row of [`REGISTRY`].
#[derive(Debug)]
pub struct VariantInfo {
    /// The variant this row describes (its index in [`REGISTRY`]).
    pub kind: VariantKind,
    /// The name used by `--variant` and in reports.
    pub name: &'static str,
    /// The condition word in YAML `options` and Popeye's `condition` line.
    pub condition: &'static str,
    /// Every accepted spelling of the variant (lower case, without spaces,
    /// dashes, underscores, dots or apostrophes), its name and condition
    /// word among them.
    pub aliases: &'static [&'static str],
    /// The initial array in Alice FEN.
    pub initial_fen: &'static str,
    /// One line: the rules as they differ from standard Alice.
    pub summary: &'static str,
    /// The rules as data: boards, files, ranks, transfer, zero moves,
    /// check, pieces, castling, pawns.
    pub rules: &'static RuleSet,
    /// Whether the general engine plays this variant by its rule data
    /// (`--engine general`; then as [`RuleSet::variant`]). Alice Chess 2 is
    /// standard Alice's rules from another array and only the fast engine
    /// offers it.
    pub general_engine: bool,
    /// The `--rule` switches that apply.
    pub switches: Switches,
}

/// Every variant's facts, in the order of `VARIANTS.md` (the order of
/// [`VariantKind`]). To add a variant, add its row (and its [`RuleSet`]).
pub static REGISTRY: [VariantInfo; 8] = [
    VariantInfo {
        kind: VariantKind::Alice,
        name: "alice",
        condition: "AliceChess",
        aliases: &["alice", "alicechess"],
        initial_fen: START,
        summary: "standard Alice Chess",
        rules: &ALICE,
        general_engine: true,
        switches: ALL_SWITCHES,
    },
    VariantInfo {
        kind: VariantKind::Alice2,
        name: "alice2",
        condition: "AliceChess2",
        aliases: &["alice2", "alicechess2", "lookingglassalice"],
        initial_fen: "r*n*b*q*k*b*n*r*/p*p*p*p*p*p*p*p*/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        summary: "Black starts on board B",
        rules: &ALICE,
        general_engine: false,
        switches: ALL_SWITCHES,
    },
    VariantInfo {
        kind: VariantKind::MsAlice,
        name: "ms-alice",
        condition: "MsAlice",
        aliases: &["msalice", "msalicechess", "alicezero"],
        initial_fen: START,
        summary: "zero moves: a piece may transfer to the same square of the other board",
        rules: &MS_ALICE,
        general_engine: true,
        switches: ALL_SWITCHES,
    },
    VariantInfo {
        kind: VariantKind::Mini,
        name: "mini",
        condition: "MiniAlice",
        aliases: &["mini", "minialice", "minialicechess"],
        initial_fen: "rqkr/nbbn/pppp/4/4/PPPP/NBBN/RQKR w - - 0 1",
        summary: "two 4x8 boards, no castling, no pawn double step",
        rules: &MINI,
        general_engine: true,
        switches: Switches {
            castling: false,
            en_passant: false,
            block: true,
            why_not: "Mini Alice has no castling and no pawn double step",
        },
    },
    VariantInfo {
        kind: VariantKind::ODonohue,
        name: "odonohue",
        condition: "ODonohueChess",
        aliases: &["odonohue", "odonohuechess", "odonohuealice"],
        initial_fen: START,
        summary: "a move whose square on the other board is occupied stays on its board",
        rules: &ODONOHUE,
        general_engine: true,
        switches: AS_STATED,
    },
    VariantInfo {
        kind: VariantKind::Alice3,
        name: "alice3",
        condition: "AliceChess3",
        aliases: &["alice3", "alicechess3", "threeboardalice", "3boardalice"],
        initial_fen: START,
        summary: "three boards A, B, C: the mover chooses one of the two other boards",
        rules: &ALICE3,
        general_engine: true,
        switches: AS_STATED,
    },
    VariantInfo {
        kind: VariantKind::Duo,
        name: "duo",
        condition: "DuoChess",
        aliases: &["duo", "duochess", "duoalice"],
        initial_fen: "r*q*k*r*/n*b*b*n*/p*p*p*p*/4/4/PPPP/NBBN/RQKR w - - 0 1",
        summary:
            "4x8 boards, optional transfer, zero moves that capture, check from the zero square",
        rules: &DUO,
        general_engine: true,
        switches: AS_STATED,
    },
    VariantInfo {
        kind: VariantKind::Directed,
        name: "directed",
        condition: "DirectedAlice",
        aliases: &["directed", "directedalice"],
        initial_fen:
            "rnbekgebnr/thysggsyht/pppppppppp/10/10/10/10/PPPPPPPPPP/THYSGGSYHT/RNBEKGEBNR w - - 0 1",
        summary: "three 10x10 boards, fairy pieces, free choice of board, double transfers",
        rules: &DIRECTED,
        general_engine: true,
        switches: AS_STATED,
    },
];

/// The orthodox initial array (everything on board A).
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// No switch: the general engine's variants, played as `VARIANTS.md` states
/// them.
const AS_STATED: Switches = Switches {
    castling: false,
    en_passant: false,
    block: false,
    why_not: "the general engine plays this variant as VARIANTS.md states it",
};

/// Whether the fast (bitboard) engine can play a game of these rules: what
/// its [`crate::engine::fast::rules::Rules`] flags express. That is two
/// boards of 8 ranks, either 8 files with castling, a pawn double step from
/// the second rank and e.p. (standard Alice) or Mini Alice's 4 files with
/// none of them; the chess pieces and promotions only; one man a square,
/// every move transferring to the other board (forced transfer, no double
/// transfer); check only from the king's board; no zero moves, or Ms.
/// Alice's quiet ones; moves written without the arrival board.
pub fn fast_engine_fits(r: &RuleSet) -> bool {
    let eight_files =
        r.files == 8 && r.castling.is_some() && r.double_step_rank == Some(1) && r.en_passant;
    let mini =
        r.files == 4 && r.castling.is_none() && r.double_step_rank.is_none() && !r.en_passant;
    r.boards == 2
        && r.ranks == 8
        && (eight_files || mini)
        && r.kinds == CHESS
        && r.promotions == CHESS_PROMOTIONS
        && !r.multi_occupancy
        && r.transfer == Transfer::Forced
        && !r.double_transfer
        && r.check == CheckRule::KingsBoard
        && matches!(r.zero, Zero::None | Zero::Quiet)
        && !r.board_in_coordinates
}

impl VariantInfo {
    /// Number of boards.
    pub fn boards(&self) -> u8 {
        self.rules.boards
    }

    /// Files of each board.
    pub fn files(&self) -> u8 {
        self.rules.files
    }

    /// Ranks of each board.
    pub fn ranks(&self) -> u8 {
        self.rules.ranks
    }

    /// Whether the fast engine plays this variant (else the general engine
    /// does): derived from the rule data by [`fast_engine_fits`].
    pub fn fast_engine(&self) -> bool {
        fast_engine_fits(self.rules)
    }

    /// The general engine's name of this variant, if that engine plays it.
    pub fn general_variant(&self) -> Option<VariantKind> {
        self.general_engine.then_some(self.rules.variant)
    }
}

impl VariantKind {
    /// Every variant, in the order of `VARIANTS.md`.
    pub const ALL: [VariantKind; 8] = [
        VariantKind::Alice,
        VariantKind::Alice2,
        VariantKind::MsAlice,
        VariantKind::Mini,
        VariantKind::ODonohue,
        VariantKind::Alice3,
        VariantKind::Duo,
        VariantKind::Directed,
    ];

    /// The variant's row of [`REGISTRY`].
    pub fn info(self) -> &'static VariantInfo {
        &REGISTRY[self as usize]
    }

    /// The name used by `--variant` and in reports.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The condition word in YAML `options` and Popeye's `condition` line.
    pub fn condition(self) -> &'static str {
        self.info().condition
    }

    /// The initial array in Alice FEN.
    pub fn initial_fen(self) -> &'static str {
        self.info().initial_fen
    }

    /// One paragraph: the rules as they differ from standard Alice.
    pub fn summary(self) -> &'static str {
        self.info().summary
    }

    /// The variant named by `word`: its name, its condition word or an alias
    /// (case, spaces, dashes, underscores, dots and apostrophes ignored).
    pub fn from_word(word: &str) -> Option<VariantKind> {
        let key: String = word
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | '_' | '.' | '\''))
            .flat_map(char::to_lowercase)
            .collect();
        REGISTRY
            .iter()
            .find(|i| i.aliases.contains(&key.as_str()))
            .map(|i| i.kind)
    }
}

impl VariantKind {
    /// The variants the general engine plays, in the order its lists give
    /// them.
    pub const GENERAL: [VariantKind; 7] = [
        VariantKind::Alice,
        VariantKind::MsAlice,
        VariantKind::ODonohue,
        VariantKind::Alice3,
        VariantKind::Mini,
        VariantKind::Duo,
        VariantKind::Directed,
    ];

    /// The rules as data ([`VariantInfo::rules`]).
    pub fn rules(self) -> &'static RuleSet {
        self.info().rules
    }

    /// The variant named `word` (`--variant` name, condition word or alias;
    /// case, spaces, dashes, dots and apostrophes ignored), if the general
    /// engine plays it.
    pub fn general_from_word(word: &str) -> Option<VariantKind> {
        VariantKind::from_word(word).and_then(|k| k.info().general_variant())
    }

    /// The variants only the general engine plays (those the fast engine
    /// does not fit), in the order of [`VariantKind::GENERAL`].
    pub fn only_general() -> Vec<VariantKind> {
        VariantKind::GENERAL
            .into_iter()
            .filter(|g| !g.info().fast_engine())
            .collect()
    }
}

impl fmt::Display for VariantKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_in_order_and_consistent() {
        for (i, k) in VariantKind::ALL.into_iter().enumerate() {
            let info = k.info();
            assert_eq!(info.kind, k);
            assert_eq!(k as usize, i);
            // Every variant has an engine.
            assert!(info.fast_engine() || info.general_variant().is_some());
            // A general-engine row is that engine's rule set.
            if let Some(g) = info.general_variant() {
                assert!(std::ptr::eq(g.rules(), info.rules), "{}", info.name);
                assert_eq!(g, k);
            }
            // The switches follow the rule data.
            let s = info.switches;
            if !info.fast_engine() {
                assert!(!s.castling && !s.en_passant && !s.block, "{}", info.name);
            }
            assert!(!s.castling || info.rules.castling.is_some());
            assert!(!s.en_passant || info.rules.en_passant);
            assert!(s.castling && s.en_passant && s.block || !s.why_not.is_empty());
        }
        for g in VariantKind::GENERAL {
            assert_eq!(g.info().general_variant(), Some(g));
        }
    }

    #[test]
    fn engines_derived() {
        let general: Vec<&str> = VariantKind::only_general()
            .into_iter()
            .map(|g| g.name())
            .collect();
        assert_eq!(general, ["odonohue", "alice3", "duo", "directed"]);
        assert_eq!(VariantKind::general_from_word("alice2"), None);
        assert_eq!(
            VariantKind::general_from_word("Three board Alice"),
            Some(VariantKind::Alice3)
        );
    }
}
