//! The drop-in's words in the language of its input, as Popeye 4.104
//! writes them: Popeye answers a German or French input file in German or
//! French (its message tables, `output/message.c`, and its piece, colour,
//! option, condition and twinning names,
//! `output/plaintext/language_dependant.c`).

use crate::formats::{piece_code, Language};
use crate::types::{Color, Role};

/// Everything the drop-in writes that depends on the language.
#[derive(Debug)]
pub(super) struct Words {
    /// After the last twin: `solution finished.` (after a blank line).
    pub(super) finished: &'static str,
    /// `MaxSolutions` reached: `Partial solution`.
    pub(super) partial: &'static str,
    /// The time limit reached: `solving interrupted.`
    pub(super) interrupted: &'static str,
    /// Before a time: `Time = `.
    pub(super) time: &'static str,
    /// After a key with a threat: ` threat:`.
    pub(super) threat: &'static str,
    /// After a key without one: ` zugzwang.`
    pub(super) zugzwang: &'static str,
    /// Before a try's refutations: `but`.
    pub(super) but: &'static str,
    /// Under a defence that refutes: `refutes.`
    pub(super) refutes: &'static str,
    /// The colours (`White`, `Black`), for `=> (White ->)`; their first
    /// letters, lower case, name a man's colour in twin headings.
    pub(super) colours: [&'static str; 2],
    /// Popeye's names of the condition and the options it lists with it.
    pub(super) alice_chess: &'static str,
    pub(super) duplex: &'static str,
    pub(super) half_duplex: &'static str,
    pub(super) quodlibet: &'static str,
    /// The twinning words of twin headings.
    pub(super) rotate: &'static str,
    pub(super) mirror: &'static str,
    pub(super) shift: &'static str,
    pub(super) polish: &'static str,
    pub(super) zeroposition: &'static str,
    /// The notes on options that do not apply.
    pub(super) white_to_play_not_applicable: &'static str,
    pub(super) set_play_not_applicable: &'static str,
    pub(super) post_key_play_not_applicable: &'static str,
    pub(super) quodlibet_not_applicable: &'static str,
    /// `Option Threat n` where no defender's turn has n moves to come.
    pub(super) threat_not_applicable: &'static str,
    /// Popeye's message as it is, with its newline: the French one has
    /// none, so that the blank line after it is missing in French.
    pub(super) try_play_not_applicable: &'static str,
    /// The head of an input error message: `input-error:`.
    pub(super) input_error: &'static str,
    /// The head of the line naming the item in error: `offending item: `.
    pub(super) offending_item: &'static str,
    /// After an input error: `problem ignored`.
    pub(super) problem_ignored: &'static str,
    /// `could not recognize condition`.
    pub(super) unknown_condition: &'static str,
    /// `no begin of problem`.
    pub(super) no_begin: &'static str,
    /// `cannot open output-file`.
    pub(super) cannot_open_output: &'static str,
    /// On standard error for a diagram whose side not to move is in
    /// check, as Popeye writes it (a newline first, none after).
    pub(super) king_capture: &'static str,
    /// On standard error for a twin where a side has no king and the
    /// options `NoWk` or `NoBk` do not say so (Popeye solves it anyway).
    pub(super) missing_king: &'static str,
}

const ENGLISH: Words = Words {
    finished: "solution finished.",
    partial: "Partial solution",
    interrupted: "solving interrupted.",
    time: "Time = ",
    threat: " threat:",
    zugzwang: " zugzwang.",
    but: "but",
    refutes: "refutes.",
    colours: ["White", "Black"],
    alice_chess: "AliceChess",
    duplex: "Duplex",
    half_duplex: "HalfDuplex",
    quodlibet: "Quodlibet",
    rotate: "rotate",
    mirror: "mirror",
    shift: "shift",
    polish: "PolishType",
    zeroposition: "zeroposition",
    white_to_play_not_applicable: "WhiteToPlay not applicable - ignored",
    set_play_not_applicable: "SetPlay not applicable - ignored",
    post_key_play_not_applicable: "PostKeyPlay not applicable - ignored",
    quodlibet_not_applicable: "Quodlibet not applicable - ignored",
    threat_not_applicable:
        "Option \"Threat\" not applicable or indicated maximum threat length too big",
    try_play_not_applicable: "try play not applicable\n",
    input_error: "input-error:",
    offending_item: "offending item: ",
    problem_ignored: "problem ignored",
    unknown_condition: "could not recognize condition",
    no_begin: "no begin of problem",
    cannot_open_output: "cannot open output-file",
    king_capture: "\nthe side to play can capture the king",
    missing_king: "both sides need a king\n",
};

const GERMAN: Words = Words {
    finished: "Loesung beendet.",
    partial: "Partielle Loesung",
    interrupted: "Bearbeitung abgebrochen.",
    time: "Zeit = ",
    threat: " Drohung:",
    zugzwang: " Zugzwang.",
    but: "Aber",
    refutes: "Widerlegt.",
    colours: ["Weiss", "Schwarz"],
    alice_chess: "AliceSchach",
    duplex: "Duplex",
    half_duplex: "HalbDuplex",
    quodlibet: "Quodlibet",
    rotate: "Drehung",
    mirror: "Spiegelung",
    shift: "Verschiebung",
    polish: "Farbwechsel",
    zeroposition: "NullStellung",
    white_to_play_not_applicable: "WeissBeginnt nicht anwendbar - ignoriert",
    set_play_not_applicable: "Satzspiel nicht anwendbar - ignoriert",
    post_key_play_not_applicable: "NachSchluessel nicht anwendbar - ignoriert",
    quodlibet_not_applicable: "Quodlibet nicht anwendbar - ignoriert",
    threat_not_applicable:
        "Option \"Drohung\" nicht anwendbar order maximale Laenge der Drohung zu gross",
    try_play_not_applicable: "Verfuehrung nicht anwendbar\n",
    input_error: "Eingabe-Fehler:",
    offending_item: "Stoerende Eingabe: ",
    problem_ignored: "Problem uebersprungen",
    unknown_condition: "Bedingung nicht erkannt",
    no_begin: "Kein AnfangProblem",
    cannot_open_output: "Datei kann nicht zum Schreiben geoeffnet werden",
    king_capture: "\nDie am Zug befindliche Partei kann den Koenig schlagen",
    missing_king: "Es fehlt ein weisser oder schwarzer Koenig\n\n",
};

const FRENCH: Words = Words {
    finished: "solution terminee.",
    partial: "solution partielle",
    interrupted: "solution interrompue.",
    time: "Temps = ",
    threat: " menace:",
    zugzwang: " blocus.",
    but: "mais",
    refutes: "Refute.",
    colours: ["Blanc", "Noir"],
    alice_chess: "Alice",
    duplex: "Duplex",
    half_duplex: "DemiDuplex",
    quodlibet: "Quodlibet",
    rotate: "rotation",
    mirror: "miroir",
    shift: "translation",
    polish: "CouleurEchange",
    zeroposition: "zeroposition",
    white_to_play_not_applicable: "ApparentSeul pas applicable - ignore",
    set_play_not_applicable: "Apparent pas applicable - ignore",
    post_key_play_not_applicable: "ApresCle pas applicable - ignore",
    quodlibet_not_applicable: "Quodlibet pas applicable - ignore",
    threat_not_applicable:
        "Option \"menace\" pas applicable ou longueur maximale de la menace trop grande",
    try_play_not_applicable: "jeu d'essai pas applicable",
    input_error: "erreur d'entree:",
    offending_item: "element d'offenser: ",
    problem_ignored: "probleme ignoree",
    unknown_condition: "condition inconnue",
    no_begin: "pas debut probleme",
    cannot_open_output: "Ne peut pas ouvrir fichier de sortie",
    king_capture: "\nle camp au trait peut prendre le roi",
    missing_king: "il faut un roi de chaque couleur\n",
};

/// The words of a language.
pub(super) fn words(lang: Language) -> &'static Words {
    match lang {
        Language::English => &ENGLISH,
        Language::German => &GERMAN,
        Language::French => &FRENCH,
    }
}

/// The letter of a chess man in `lang` (Popeye's piece names: German
/// `K D T L S B`, French `R D T F C P`).
pub(super) fn role_letter(lang: Language, role: Role) -> char {
    let english = role.popeye_letter().to_string();
    piece_code(&english, lang)
        .chars()
        .next()
        .unwrap_or(role.popeye_letter())
}

impl Words {
    /// The lower-case letter of a colour in twin headings (`w`/`b`,
    /// German `w`/`s`, French `b`/`n`).
    pub(super) fn colour_letter(&self, color: Color) -> char {
        let word = match color {
            Color::White => self.colours[0],
            Color::Black => self.colours[1],
        };
        word.chars().next().map_or('?', |c| c.to_ascii_lowercase())
    }

    /// A colour's word.
    pub(super) fn colour(&self, color: Color) -> &'static str {
        match color {
            Color::White => self.colours[0],
            Color::Black => self.colours[1],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters() {
        let roles = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ];
        let word = |lang| {
            roles
                .iter()
                .map(|&r| role_letter(lang, r))
                .collect::<String>()
        };
        assert_eq!(word(Language::English), "KQRBSP");
        assert_eq!(word(Language::German), "KDTLSB");
        assert_eq!(word(Language::French), "RDTFCP");
        assert_eq!(words(Language::German).colour_letter(Color::Black), 's');
        assert_eq!(words(Language::French).colour_letter(Color::Black), 'n');
        assert_eq!(words(Language::French).colour_letter(Color::White), 'b');
    }
}
