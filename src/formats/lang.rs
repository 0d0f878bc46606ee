//! The languages of Popeye's input: English, German and French, and the
//! keyword tables of the Popeye reader in all three.
//!
//! Popeye 4.104 (`output/plaintext/language_dependant.c`) decides the
//! language from the first word of the file: it is tried as an
//! abbreviation of `DebutProbleme`, `AnfangProblem` and `BeginProblem`, in
//! that order, and the first that fits sets the language of every keyword
//! read afterwards (and of Popeye's output). Each table here has one row
//! per keyword, `[English, German, French]`, in the order of Popeye's own
//! table (so that abbreviations are resolved as Popeye resolves them); the
//! reader looks a word up in its language's column and goes on with the
//! row's English word. Rows marked "alice" are words of this tool that
//! Popeye does not have; they read the same in every language.

use super::tokens::{lookup_by, Lookup};

/// The language of a Popeye input file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// `BeginProblem … EndProblem`.
    #[default]
    English,
    /// `AnfangProblem … EndeProblem`.
    German,
    /// `DebutProbleme … FinProbleme`.
    French,
}

/// One keyword in the three languages: `[English, German, French]`.
pub(crate) type Row = [&'static str; 3];

impl Language {
    /// The languages in the order Popeye tries them on the first word.
    pub const POPEYE_ORDER: [Language; 3] = [Language::French, Language::German, Language::English];

    /// The column of the language in a [`Row`].
    const fn column(self) -> usize {
        match self {
            Language::English => 0,
            Language::German => 1,
            Language::French => 2,
        }
    }

    /// The language whose `BeginProblem` the word abbreviates (any prefix,
    /// case-insensitive), tried in Popeye's order; `None` if none.
    pub fn of_begin(word: &str) -> Option<Language> {
        Language::POPEYE_ORDER
            .into_iter()
            .find(|&lang| lookup_in(word, &BEGIN, lang) == Lookup::Found(0))
    }

    /// The language's word of a row.
    pub(crate) const fn word(self, row: &Row) -> &'static str {
        row[self.column()]
    }
}

/// Look `word` up in the column of `lang` by Popeye's abbreviation rule;
/// `Found(i)` is the row.
pub(crate) fn lookup_in(word: &str, table: &[Row], lang: Language) -> Lookup {
    lookup_by(word, table.len(), |i| lang.word(&table[i]))
}

/// The first word of a problem file.
pub(crate) const BEGIN: [Row; 1] = [["beginproblem", "AnfangProblem", "DebutProbleme"]];

/// The commands of a problem: Popeye's problem, twin and initial-twin
/// tokens in one table.
pub(crate) const COMMANDS: [Row; 21] = [
    ["beginproblem", "AnfangProblem", "DebutProbleme"],
    ["endproblem", "EndeProblem", "FinProbleme"],
    ["nextproblem", "WeiteresProblem", "asuivre"],
    ["remark", "Bemerkung", "remarque"],
    ["sstipulation", "sForderung", "senonce"],
    ["author", "Autor", "auteur"],
    ["origin", "Quelle", "source"],
    ["pieces", "Steine", "pieces"],
    ["condition", "Bedingung", "condition"],
    ["option", "Option", "option"],
    ["stipulation", "Forderung", "enonce"],
    ["protocol", "Protokoll", "protocol"],
    ["title", "Titel", "titre"],
    ["LaTeX", "LaTeX", "LaTeX"],
    ["LaTeXPieces", "LaTeXSteine", "PiecesLaTeX"],
    ["award", "Auszeichnung", "prix"],
    [
        "InitialGameArray",
        "PartieAnfangsStellung",
        "PositionInitialePartie",
    ],
    ["Forsyth", "Forsyth", "Forsyth"],
    ["twin", "Zwilling", "jumeau"],
    ["zeroposition", "NullStellung", "zeroposition"],
    // alice: read and ignored.
    ["language", "language", "language"],
];

/// Popeye's options (without `unpublishedoption` and `MatesIn1`, which
/// this tool does not read).
pub(crate) const OPTIONS: [Row; 38] = [
    ["Defence", "Widerlegung", "Defense"],
    ["SetPlay", "Satzspiel", "Apparent"],
    ["WhiteToPlay", "WeissBeginnt", "ApparentSeul"],
    ["Variations", "Varianten", "Variantes"],
    ["MoveNumbers", "Zugnummern", "Trace"],
    ["StartMoveNumber", "StartZugnummer", "Enroute"],
    ["NoWk", "OhneWk", "SansRB"],
    ["Duplex", "Duplex", "Duplex"],
    ["NoBk", "OhneSk", "SansRN"],
    ["Threat", "Drohung", "Menace"],
    ["NoThreat", "OhneDrohung", "SansMenace"],
    ["Try", "Verfuehrung", "Essais"],
    ["MaxSolutions", "MaxLoesungen", "MaxSolutions"],
    ["MaxFlightsquares", "MaxFluchtFelder", "MaxCasesFuites"],
    ["Search", "Suchen", "Search"],
    ["MultiSolutions", "MehrereLoesungen", "MultiSolutions"],
    ["NoSymmetry", "KeineSymmetrie", "NonSymetrique"],
    ["NonTrivial", "NichtTrivial", "NonTrivial"],
    [
        "KeepMatingPiece",
        "HalteMattsetzendenStein",
        "RetiensPieceMatante",
    ],
    ["EnPassant", "EnPassant", "EnPassant"],
    ["NoBoard", "OhneBrett", "SansEchiquier"],
    [
        "NoShortVariations",
        "OhneKurzVarianten",
        "SansVariantesCourtes",
    ],
    ["HalfDuplex", "HalbDuplex", "DemiDuplex"],
    ["PostKeyPlay", "NachSchluessel", "ApresCle"],
    ["Intelligent", "Intelligent", "Intelligent"],
    ["MaxTime", "MaxZeit", "MaxTemps"],
    ["NoCastling", "KeineRochade", "SansRoquer"],
    ["Quodlibet", "Quodlibet", "Quodlibet"],
    [
        "StopOnShortSolutions",
        "StopNachKurzloesungen",
        "FinApresSolutionsCourtes",
    ],
    ["Beep", "Pieps", "Bip"],
    ["SuppressGrid", "OhneGitter", "SansGrille"],
    ["WriteGrid", "ZeichneGitter", "AjouteGrille"],
    [
        "CastlingMutuallyExclusive",
        "RochadenGegenseitigAusschliessend",
        "RoquesMutuellementExclusifs",
    ],
    ["GoalIsEnd", "ZielIstEnde", "ButEstFin"],
    ["NullMoves", "NullZuege", "CoupsVides"],
    ["UpToMoveNumber", "BisZugnummer", "JusquAuCoup"],
    [
        "TrivialTriesAvoid",
        "TrivialeFehlversucheUnterdruecken",
        "TrivialEssaiSupprimer",
    ],
    // alice: kept as an unsupported option.
    ["LastCapture", "LastCapture", "LastCapture"],
];

/// Popeye's name of Alice Chess (its condition table).
pub(crate) const ALICE_CHESS: Row = ["AliceChess", "AliceSchach", "Alice"];

/// Popeye's colour words.
pub(crate) const COLOURS: [Row; 4] = [
    ["White", "Weiss", "Blanc"],
    ["Black", "Schwarz", "Noir"],
    ["Neutral", "Neutral", "Neutre"],
    ["TotalInvisible", "TotalUnsichtbar", "TotalInvisible"],
];

/// Popeye's piece attributes, the Alice ones first (`BoardA` and
/// `BoardB` are alice's).
pub(crate) const ATTRIBUTES: [Row; 20] = [
    ["AliceA", "AliceA", "AliceA"],
    ["AliceB", "AliceB", "AliceB"],
    ["BoardA", "BoardA", "BoardA"],
    ["BoardB", "BoardB", "BoardB"],
    ["Royal", "Koeniglich", "Royale"],
    ["Kamikaze", "Kamikaze", "Kamikaze"],
    ["Paralysing", "Paralysierend", "Paralysante"],
    ["Chameleon", "Chamaeleon", "Cameleon"],
    ["Jigger", "Jigger", "Jigger"],
    ["Volage", "Volage", "Volage"],
    ["Functionary", "Beamtet", "Fonctionnaire"],
    ["HalfNeutral", "HalbNeutral", "DemiNeutre"],
    [
        "HurdleColourChanging",
        "SprungbockFarbeWechselnd",
        "CouleurEchangeantSautoir",
    ],
    ["Protean", "Proteisch", "Protee"],
    ["Magic", "Magisch", "Magique"],
    ["Uncapturable", "Unschlagbar", "Imprenable"],
    ["Patrol", "Patrouille", "Patrouille"],
    ["Frischauf", "Frischauf", "Frischauf"],
    ["Bul", "Bul", "Bul"],
    ["Dob", "Dob", "Dob"],
];

/// Popeye's twinning commands.
pub(crate) const TWINNING: [Row; 13] = [
    ["move", "versetze", "deplacement"],
    ["exchange", "tausche", "echange"],
    ["stipulation", "Forderung", "enonce"],
    ["sstipulation", "SForderung", "senonce"],
    ["add", "hinzufuegen", "ajoute"],
    ["remove", "entferne", "ote"],
    ["continued", "ferner", "enplus"],
    ["rotate", "Drehung", "rotation"],
    ["condition", "Bedingung", "condition"],
    ["PolishType", "Farbwechsel", "CouleurEchange"],
    ["mirror", "Spiegelung", "miroir"],
    ["shift", "Verschiebung", "translation"],
    ["substitute", "ersetze", "remplace"],
];

/// The piece codes this tool reads, upper case: the chess men, then the
/// fairy pieces of [`crate::kinds::Kind`] (Popeye's piece name tables).
pub(crate) const PIECES: [Row; 66] = [
    ["K", "K", "R"],
    ["P", "B", "P"],
    ["Q", "D", "D"],
    ["S", "S", "C"],
    ["R", "T", "T"],
    ["B", "L", "F"],
    ["G", "G", "S"],
    ["N", "N", "N"],
    ["CA", "CA", "CH"],
    ["Z", "Z", "Z"],
    ["GI", "GI", "GI"],
    ["AN", "AN", "AN"],
    ["BU", "BU", "BU"],
    ["AL", "AL", "AL"],
    ["DA", "DA", "DA"],
    ["WE", "WE", "VI"],
    ["FE", "FE", "FE"],
    ["GN", "GN", "G"],
    ["SQ", "EI", "EC"],
    ["AM", "AM", "AM"],
    ["EM", "KN", "IM"],
    ["PR", "PR", "PR"],
    ["CR", "CR", "CN"],
    ["ZR", "ZR", "ZN"],
    ["GR", "GR", "GN"],
    ["LE", "LE", "LE"],
    ["PA", "PA", "PA"],
    ["VA", "VA", "VA"],
    ["MA", "MA", "MA"],
    ["MO", "MO", "MO"],
    ["RO", "RO", "RO"],
    ["RH", "TH", "ST"],
    ["BH", "LH", "SF"],
    ["NH", "NH", "SN"],
    ["LI", "LI", "LI"],
    ["RL", "TL", "TL"],
    ["BL", "LL", "FL"],
    ["BP", "BB", "PB"],
    ["RF", "WF", "CC"],
    ["EK", "EK", "RE"],
    ["OK", "OK", "OK"],
    ["BI", "BI", "BI"],
    ["ZE", "ZE", "ZE"],
    ["15", "15", "15"],
    ["16", "16", "16"],
    ["24", "24", "24"],
    ["25", "25", "25"],
    ["35", "35", "35"],
    ["36", "36", "36"],
    ["37", "37", "37"],
    ["WA", "WA", "V"],
    ["WR", "WR", "VS"],
    ["FR", "FR", "FS"],
    ["ET", "ET", "EL"],
    ["CH", "CH", "SC"],
    ["ZH", "ZH", "SZ"],
    ["GH", "GH", "SG"],
    ["G2", "G2", "S2"],
    ["G3", "G3", "S3"],
    ["KH", "KH", "SR"],
    ["KP", "SH", "SV"],
    ["NA", "NA", "NA"],
    ["KO", "KO", "KO"],
    ["NL", "NL", "NL"],
    ["GL", "GL", "GL"],
    ["SO", "SO", "SO"],
];

/// The English code of the piece `code` names in `lang` (whole, any case).
pub(crate) fn english_piece(code: &str, lang: Language) -> Option<&'static str> {
    PIECES
        .iter()
        .find(|row| lang.word(row).eq_ignore_ascii_case(code))
        .map(|row| row[0])
}

/// The code of an English piece code in `lang` (the code itself if the
/// table does not have it).
pub fn piece_code(english: &str, lang: Language) -> &str {
    PIECES
        .iter()
        .find(|row| row[0].eq_ignore_ascii_case(english))
        .map_or(english, |row| lang.word(row))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_word_decides() {
        assert_eq!(Language::of_begin("BeginProblem"), Some(Language::English));
        assert_eq!(Language::of_begin("begin"), Some(Language::English));
        assert_eq!(Language::of_begin("AnfangProblem"), Some(Language::German));
        assert_eq!(Language::of_begin("anf"), Some(Language::German));
        assert_eq!(Language::of_begin("DebutProbleme"), Some(Language::French));
        assert_eq!(Language::of_begin("deb"), Some(Language::French));
        assert_eq!(Language::of_begin("Pieces"), None);
    }

    #[test]
    fn piece_codes() {
        assert_eq!(english_piece("L", Language::German), Some("B"));
        assert_eq!(english_piece("c", Language::French), Some("S"));
        assert_eq!(english_piece("S", Language::French), Some("G"));
        assert_eq!(english_piece("Q", Language::French), None);
        assert_eq!(piece_code("Q", Language::German), "D");
        assert_eq!(piece_code("K", Language::French), "R");
    }

    #[test]
    fn every_column_is_unique() {
        for table in [
            &COMMANDS[..],
            &OPTIONS,
            &COLOURS,
            &ATTRIBUTES,
            &TWINNING,
            &PIECES,
        ] {
            for lang in Language::POPEYE_ORDER {
                for (i, row) in table.iter().enumerate() {
                    assert_eq!(
                        lookup_in(lang.word(row), table, lang),
                        Lookup::Found(i),
                        "{lang:?} {row:?}"
                    );
                }
            }
        }
    }
}
