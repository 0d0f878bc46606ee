//! Popeye's German and French input: every `lang-de-*` / `lang-fr-*`
//! input of `tests/data/popeye_out/` translated from an English input of
//! the corpus is read as that input is (its problems written back as
//! English Popeye input are the same text), and `alice solve`, `check`
//! and `convert` read German and French files.

use alice::formats::{parse_popeye, popeye_language, write_popeye, Language};
use std::path::{Path, PathBuf};
use std::process::Command;

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/popeye_out")
}

/// The problems of a Popeye text written back as English Popeye input
/// (an error as its message, without the file name).
fn as_english(text: &str) -> Vec<String> {
    parse_popeye(text, None)
        .iter()
        .map(|r| match r {
            Ok(p) => write_popeye(p),
            Err(e) => format!("{}", e.kind),
        })
        .collect()
}

#[test]
fn german_and_french_inputs_read_as_their_english_originals() {
    let mut pairs = 0;
    for entry in std::fs::read_dir(data()).expect("data dir") {
        let path = entry.expect("entry").path();
        let name = path
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        let Some(rest) = name
            .strip_prefix("lang-de-")
            .or_else(|| name.strip_prefix("lang-fr-"))
        else {
            continue;
        };
        let Some(original) = rest.strip_suffix(".inp") else {
            continue;
        };
        let english = data().join(format!("{original}.inp"));
        if !english.exists() {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("input");
        let lang = if name.starts_with("lang-de-") {
            Language::German
        } else {
            Language::French
        };
        assert_eq!(popeye_language(&text), Some(lang), "{name}");
        let english = std::fs::read_to_string(&english).expect("original");
        assert_eq!(as_english(&text), as_english(&english), "{name}");
        pairs += 1;
    }
    assert!(pairs >= 30, "{pairs} translated inputs");
}

#[test]
fn every_keyword_maps_to_its_english_counterpart() {
    // One problem in every keyword of the reader, in the three languages.
    let english = "BeginProblem\nAuthor A. Author\nOrigin Somewhere 2025\nAward 1st Prize\n\
        Title T\nRemark R\nProtocol x.txt\nPieces White Ka1 Qc5 Rd1 Bf1 Sg1 Ph2 White AliceB Rc3 \
        Black AliceB Ke5 Pd2\nStipulation #3\nCondition AliceChess\nOption Try Defence 2 SetPlay \
        Variations Threat 2 WhiteToPlay NoThreat MaxSolutions 3 NoBoard NoShortVariations \
        MoveNumbers StartMoveNumber 2 UpToMoveNumber 4 PostKeyPlay MaxTime 9 Duplex HalfDuplex \
        Quodlibet KeepMatingPiece MaxFlightSquares 1 NoCastling a1\nTwin Move a1 a2\n\
        Twin Continued Exchange c5 e5\nTwin Remove d2\nTwin Add Black Pb7\nTwin Rotate 90\n\
        Twin Mirror a1<-->h1\nTwin Shift a1 a2\nTwin Substitute Q R\nTwin PolishType\n\
        Twin Stipulation s#2\nNextProblem\nForsyth 4k3/8/8/8/8/8/8/RSBQK3\nStipulation #2\n\
        Condition AliceChess\nZeroPosition Move e1 e2\nTwin Move e1 e3\nEndProblem\n";
    let german = "AnfangProblem\nAutor A. Author\nQuelle Somewhere 2025\nAuszeichnung 1st Prize\n\
        Titel T\nBemerkung R\nProtokoll x.txt\nSteine Weiss Ka1 Dc5 Td1 Lf1 Sg1 Bh2 Weiss AliceB \
        Tc3 Schwarz AliceB Ke5 Bd2\nForderung #3\nBedingung AliceSchach\nOption Verfuehrung \
        Widerlegung 2 Satzspiel Varianten Drohung 2 WeissBeginnt OhneDrohung MaxLoesungen 3 \
        OhneBrett OhneKurzVarianten Zugnummern StartZugnummer 2 BisZugnummer 4 NachSchluessel \
        MaxZeit 9 Duplex HalbDuplex Quodlibet HalteMattsetzendenStein MaxFluchtFelder 1 \
        KeineRochade a1\nZwilling versetze a1 a2\nZwilling ferner tausche c5 e5\n\
        Zwilling entferne d2\nZwilling hinzufuegen Schwarz Bb7\nZwilling Drehung 90\n\
        Zwilling Spiegelung a1<-->h1\nZwilling Verschiebung a1 a2\nZwilling ersetze D T\n\
        Zwilling Farbwechsel\nZwilling Forderung s#2\nWeiteresProblem\n\
        Forsyth 4k3/8/8/8/8/8/8/TSLDK3\nForderung #2\nBedingung AliceSchach\n\
        NullStellung versetze e1 e2\nZwilling versetze e1 e3\nEndeProblem\n";
    let french = "DebutProbleme\nauteur A. Author\nsource Somewhere 2025\nprix 1st Prize\n\
        titre T\nremarque R\nprotocol x.txt\npieces Blanc Ra1 Dc5 Td1 Ff1 Cg1 Ph2 Blanc AliceB \
        Tc3 Noir AliceB Re5 Pd2\nenonce #3\ncondition Alice\noption Essais Defense 2 Apparent \
        Variantes Menace 2 ApparentSeul SansMenace MaxSolutions 3 SansEchiquier \
        SansVariantesCourtes Trace Enroute 2 JusquAuCoup 4 ApresCle MaxTemps 9 Duplex \
        DemiDuplex Quodlibet RetiensPieceMatante MaxCasesFuites 1 SansRoquer a1\n\
        jumeau deplacement a1 a2\njumeau enplus echange c5 e5\njumeau ote d2\n\
        jumeau ajoute Noir Pb7\njumeau rotation 90\njumeau miroir a1<-->h1\n\
        jumeau translation a1 a2\njumeau remplace D T\njumeau CouleurEchange\n\
        jumeau enonce s#2\nasuivre\nForsyth 4r3/8/8/8/8/8/8/TCFDR3\nenonce #2\n\
        condition Alice\nzeroposition deplacement e1 e2\njumeau deplacement e1 e3\n\
        FinProbleme\n";
    let expected = as_english(english);
    assert_eq!(expected.len(), 2);
    assert!(
        expected.iter().all(|p| p.starts_with("BeginProblem")),
        "{expected:?}"
    );
    assert_eq!(as_english(german), expected);
    assert_eq!(as_english(french), expected);
    // Abbreviated and in any case, as Popeye reads them.
    let short = "anf\nstei weiss ka1 dc5 schwarz aliceb ke5\nford #2\nbed alices\nopt verf\n\
        zwil verse a1 a2\nende\n";
    let long = "BeginProblem\nPieces White Ka1 Qc5 Black AliceB Ke5\nStipulation #2\n\
        Condition AliceChess\nOption Try\nTwin Move a1 a2\nEndProblem\n";
    assert_eq!(as_english(short), as_english(long));
    // A file's keywords are those of its first word's language only.
    let mixed = "AnfangProblem\nPieces White Ka1 Black Ke5\nForderung #2\nEndeProblem\n";
    assert!(parse_popeye(mixed, None)[0].is_err());
}

#[test]
fn french_pieces_after_a_condition_are_popeyes_piecesperdues() {
    // Popeye reads `pieces` right after a condition as the condition
    // PiecesPerdues (and solves the problem without those pieces).
    let text = "DebutProbleme\nenonce #2\ncondition Alice\npieces Blanc Ra1 Noir Re5\n\
        FinProbleme\n";
    let err = parse_popeye(text, None).remove(0).expect_err("refused");
    assert!(format!("{}", err.kind).contains("PiecesPerdues"), "{err}");
}

#[test]
fn solve_check_and_convert_read_german_and_french_files() {
    let alice = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_alice"))
            .args(args)
            .output()
            .expect("run alice");
        assert!(out.status.success(), "{args:?}: {out:?}");
        String::from_utf8(out.stdout).expect("utf-8")
    };
    let english = data().join("caillaud-andernach-5th-place-2025.inp");
    let converted = alice(&["convert", english.to_str().expect("path"), "--to", "popeye"]);
    for lang in ["de", "fr"] {
        let file = data().join(format!("lang-{lang}-caillaud-andernach-5th-place-2025.inp"));
        let file = file.to_str().expect("path");
        assert_eq!(alice(&["convert", file, "--to", "popeye"]), converted);
        let solved = alice(&["solve", file]);
        assert!(solved.contains("h#2 (Black starts)\n"), "{solved}");
        let checked = alice(&["check", file]);
        assert!(checked.starts_with("ok "), "{checked}");
    }
}
