//! Unit tests of the stipulation parser and its queries.

use super::*;

#[test]
fn the_other_side_first_is_half_a_move_shorter() {
    let other = |s: &str| {
        s.parse::<Stipulation>()
            .unwrap()
            .other_side_first()
            .to_string()
    };
    assert_eq!(other("h#2"), "h#1.5");
    assert_eq!(other("h#2.5"), "h#2");
    assert_eq!(other("h=3"), "h=2.5");
}

#[test]
fn parse_and_display_round_trip() {
    for s in [
        "#2", "s#3", "r#2", "=3", "s=2", "h#2", "h#2.5", "h=3", "ser-h#5", "ser-#4", "ser-s#3",
        "h+2", "ser-h==3", "#=2", "hx1.5", "s%2", "r+2", "hzd52", "ser-zh83", "h002", "hep1", "~1",
        "ser-!=4", "r=2", "hs#2", "hs#1.5", "hs=3", "ser-hs#3", "ser-hsx2", "hr#2", "hr=1.5",
        "ser-r#3", "semi-r#2", "semi-r+3", "semi-r#2", "semi-r+3",
    ] {
        let st: Stipulation = s.parse().unwrap();
        assert_eq!(st.to_string(), s);
    }
    assert_eq!("H#3".parse::<Stipulation>().unwrap().to_string(), "h#3");
}

#[test]
fn unknown_stipulations_are_errors() {
    for s in [
        "",
        "#",
        "y#2",
        "#2.5",
        "ser-hs#2.5",
        "#a",
        "rr#2",
        "ser-hr#2",
        "ser-r#2.5",
        "semi-#2",
        "semi-h#2",
        "ser-semi-r#2",
        "hz2",
        "hzi92",
        "ser-+2.5",
    ] {
        assert!(s.parse::<Stipulation>().is_err(), "{s}");
    }
    assert!(matches!(
        "#0".parse::<Stipulation>(),
        Err(StipulationError::BadLength(_))
    ));
    assert!(matches!(
        "#99".parse::<Stipulation>(),
        Err(StipulationError::BadLength(_))
    ));
    for s in ["ct2", "h<>2", "ser-ctr3", "h<>r2", "c812", "hkc32"] {
        assert!(
            matches!(
                s.parse::<Stipulation>(),
                Err(StipulationError::RefusedGoal(..))
            ),
            "{s}"
        );
    }
}

/// Double mate, counter-mate and auto-mate: help and series play, else
/// refused by name.
#[test]
fn self_check_goals_in_help_and_series_play_only() {
    for s in [
        "h##2",
        "h##!2.5",
        "ser-!#3",
        "ser-h##2",
        "exact-h##!2",
        "h!#0.5",
    ] {
        let stip = s.parse::<Stipulation>().expect(s);
        assert!(stip.goal.self_check() && stip.to_string() == s, "{s}");
    }
    for s in [
        "##2",
        "s##!2",
        "r!#2",
        "hs##2",
        "ser-s##2",
        "1->h##2",
        "reci-h##2",
        "pser-##2",
    ] {
        let e = s.parse::<Stipulation>().expect_err(s);
        assert!(
            matches!(e, StipulationError::RefusedFamily(..))
                && e.to_string().contains("double mate"),
            "{s}: {e}"
        );
    }
}

#[test]
fn exact_direct_and_self_play_are_read() {
    for s in [
        "exact-#2",
        "EXACT-s#3",
        "exact-+2",
        "exact-r#2",
        "EXACT-semi-r#3",
        "exact-pser-#6",
        "EXACT-PSER-S#6",
        "exact-pser-r=3",
        "exact-dia5",
        "exact-dia4.5",
        "exact-ser-dia7",
        "exact-a=>b3",
    ] {
        let stip = s.parse::<Stipulation>().expect(s);
        assert!(stip.exact && stip.to_string() == s.to_lowercase(), "{s}");
    }
}

/// Popeye's families not solved yet: refused by name.
#[test]
fn unsolved_families_are_refused_by_name() {
    for (s, name) in [
        ("exact-exact-h#2", "exact- twice"),
        ("1->#2", "intro series"),
        ("2->reci-h#2", "intro series"),
        ("2->pser-#3", "intro series"),
        ("2->3->ser-#2", "intro series"),
        ("exact-2->exact-ser-#2", "intro series"),
    ] {
        let e = s.parse::<Stipulation>().expect_err(s);
        assert!(
            matches!(e, StipulationError::RefusedFamily(..)) && e.to_string().contains(name),
            "{s}: {e}"
        );
    }
}

/// The intro series before a series, written back as read (`exact-`
/// before the count is the play's).
#[test]
fn intro_series_are_read_and_written_back() {
    for (s, shown) in [
        ("2->ser-h#4", "2->ser-h#4"),
        ("1->SER-#2", "1->ser-#2"),
        ("3->ser-s=2", "3->ser-s=2"),
        ("2->pser-h#3", "2->pser-h#3"),
        ("2->ser-h#1", "2->ser-h#1"),
        ("2->h#2", "2->h#2"),
        ("1->hs+2.5", "1->hs+2.5"),
        ("2->h#1.5", "2->h#1.5"),
        ("exact-2->ser-#3", "2->exact-ser-#3"),
        ("2->exact-ser-#3", "2->exact-ser-#3"),
    ] {
        let stip = s.parse::<Stipulation>().expect(s);
        assert_eq!(stip.to_string(), shown, "{s}");
        assert_eq!(stip.after_intro().intro, 0);
        // (Before a half move, the intro's side starts the play too.)
        let play = stip.after_intro().fixed_starter();
        let intro = if stip.half {
            play
        } else {
            play.map(|c| c.opposite())
        };
        assert_eq!(stip.fixed_starter(), intro, "{s}");
        assert_eq!(stip.intro_pass(), stip.half, "{s}");
    }
    for s in ["0->ser-#2", "->ser-#2", "x->ser-#2"] {
        assert!(s.parse::<Stipulation>().is_err(), "{s}");
    }
}

/// Every parry series Popeye reads, written back as read.
#[test]
fn parry_series_are_written_back() {
    for s in [
        "pser-h#3",
        "pser-hs#2",
        "phser-#3",
        "phser-s=2",
        "phser-r#2",
        "pser-#6",
        "pser-s#4",
        "pser-r=2",
        "pser-+2",
    ] {
        let stip: Stipulation = s.parse().expect(s);
        assert!(stip.play.is_parry(), "{s}");
        assert_eq!(stip.to_string(), s);
    }
}

#[test]
fn who_starts() {
    let p = |s: &str| s.parse::<Stipulation>().unwrap();
    assert_eq!(p("h#2").fixed_starter(), Some(crate::Color::Black));
    assert_eq!(p("h#2.5").fixed_starter(), Some(crate::Color::White));
    assert_eq!(p("ser-h#3").fixed_starter(), Some(crate::Color::Black));
    assert_eq!(p("ser-#3").fixed_starter(), Some(crate::Color::White));
    assert_eq!(p("#2").fixed_starter(), None);
    assert_eq!(p("h#2").plies(), 4);
    assert_eq!(p("h#2.5").plies(), 5);
    assert_eq!(p("#3").plies(), 5);
}

#[test]
fn proof_games() {
    let p = |s: &str| s.parse::<Stipulation>().unwrap();
    for s in ["dia10.5", "dia6", "ser-dia5", "a=>b6", "a=>b2.5"] {
        assert_eq!(p(s).to_string(), s);
        assert!(p(s).is_proof());
    }
    assert_eq!(p("Dia 10.5").to_string(), "dia10.5");
    assert_eq!(p("dia10.5").plies(), 21);
    assert_eq!(p("ser-dia5").plies(), 5);
    assert_eq!(p("a=>b6").plies(), 12);
    assert_eq!(p("a=>b6").fixed_starter(), Some(crate::Color::Black));
    assert_eq!(p("a=>b2.5").fixed_starter(), Some(crate::Color::Black));
    assert_eq!(p("dia6").fixed_starter(), Some(crate::Color::White));
    for s in ["dia", "dia0", "ser-dia2.5", "diax", "a=>b", "dia99"] {
        assert!(s.parse::<Stipulation>().is_err(), "{s}");
    }
}
