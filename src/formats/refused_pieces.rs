//! Popeye 4.104's pieces that `alice` refuses, by name: every walk of
//! Popeye's piece table (`piece_walk_type`, pieces/pieces.h; its codes in
//! output/plaintext/language_dependant.c) that is not one of
//! [`crate::kinds::Kind`]. A problem with one of them gets an error that
//! names the piece and says why (docs/popeye.md, "Pieces refused").

/// Why a piece is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// An equihopper (Popeye counts it among its simple hoppers).
    Equihopper,
    /// An angle hopper: it turns after the hurdle (Popeye counts it among
    /// its simple hoppers).
    Angle,
    /// A hunter: its walk depends on the direction it moves (Popeye counts
    /// it among its riders).
    Hunter,
    /// A rider or hopper of lame (mao, moa) steps.
    LameRider,
    /// A lion, hopper or Chinese piece along the rose's circles.
    RoseFamily,
    /// A locust capture: the captured man is not on the arrival square.
    Locust,
    /// A pawn of its own rules, or a compound with a pawn.
    Pawn,
    /// It hops over more than one man, or more than once.
    Multi,
    /// A walk of its own: none of the leapers, riders, hoppers, lions,
    /// Chinese pieces and lame leapers.
    Own,
}

impl Why {
    /// The reason as the error message and docs/popeye.md give it.
    pub const fn text(self) -> &'static str {
        match self {
            Why::Equihopper => "an equihopper, not played yet",
            Why::Angle => "an angle hopper (it turns after the hurdle), not played yet",
            Why::Hunter => "a hunter (its walk depends on its direction), not played yet",
            Why::LameRider => "a rider or hopper of mao or moa steps, not played yet",
            Why::RoseFamily => "a piece of the rose's circles, not played yet",
            Why::Locust => "a locust capture (the man taken is not on the arrival square)",
            Why::Pawn => "a pawn of its own rules",
            Why::Multi => "a hop over more than one man, or more than one hop",
            Why::Own => {
                "a walk of its own (no leaper, rider, hopper, lion, Chinese piece or lame leaper)"
            }
        }
    }
}

/// One refused piece: Popeye's codes in English, German and French, its
/// English name, and why.
#[derive(Clone, Copy, Debug)]
pub struct RefusedPiece {
    /// The English code, upper case.
    pub english: &'static str,
    /// The German code.
    pub german: &'static str,
    /// The French code.
    pub french: &'static str,
    /// The English name.
    pub name: &'static str,
    /// Why it is refused.
    pub why: Why,
}

const fn refused(
    english: &'static str,
    german: &'static str,
    french: &'static str,
    name: &'static str,
    why: Why,
) -> RefusedPiece {
    RefusedPiece {
        english,
        german,
        french,
        name,
        why,
    }
}

use Why::{Angle, Equihopper, Hunter, LameRider, Locust, Multi, Own, Pawn, RoseFamily};

/// Every refused piece, in the order of Popeye's walks.
pub const REFUSED: [RefusedPiece; 96] = [
    refused("NE", "NE", "EQ", "nonstop equihopper", Equihopper),
    refused("L", "H", "L", "locust", Locust),
    refused("DR", "DR", "DR", "dragon", Pawn),
    refused("KA", "KA", "KA", "kangaroo", Multi),
    refused("SS", "SS", "CS", "spiral springer", Own),
    refused("UU", "UU", "UU", "ubi-ubi", Own),
    refused("HA", "HA", "HA", "hamster", Own),
    refused("M", "EL", "E", "moose", Angle),
    refused("EA", "AD", "AI", "eagle", Angle),
    refused("SW", "SP", "M", "sparrow", Angle),
    refused("AR", "ER", "AR", "archbishop", Own),
    refused("RB", "RL", "FR", "reflecting bishop", Own),
    refused("C", "KL", "CA", "cardinal", Own),
    refused("DU", "DU", "PI", "dummy", Own),
    refused("DS", "DS", "CD", "diagonal spiral springer", Own),
    refused("BK", "RS", "CR", "bouncy knight", Own),
    refused("EQ", "EQ", "EA", "equihopper", Equihopper),
    refused("CT", "CT", "CT", "CAT", Own),
    refused("BS", "BS", "BS", "berolina superpawn", Pawn),
    refused("SP", "SB", "SP", "superpawn", Pawn),
    refused("SI", "SI", "SI", "sirene", Locust),
    refused("TR", "TR", "TR", "triton", Locust),
    refused("ND", "ND", "NE", "nereide", Locust),
    refused("O", "O", "O", "orphan", Own),
    refused("EH", "RD", "EH", "edgehog", Own),
    refused("RR", "TJ", "TC", "rook-hunter", Hunter),
    refused("BR", "LJ", "FC", "bishop-hunter", Hunter),
    refused("AO", "AO", "AO", "maorider", LameRider),
    refused("OA", "OA", "OA", "moarider", LameRider),
    refused("BT", "PF", "BT", "boyscout", Own),
    refused("GT", "PN", "GT", "girlscout", Own),
    refused("SK", "SK", "SK", "Skylla", Locust),
    refused("CY", "CY", "CY", "Charybdis", Locust),
    refused("CG", "KG", "SA", "contragrasshopper", Own),
    refused("RN", "RN", "RL", "rose-lion", RoseFamily),
    refused("RP", "RH", "RS", "rose-hopper", RoseFamily),
    refused("DG", "DG", "DS", "double grasshopper", Multi),
    refused("OR", "OR", "OR", "orix", Equihopper),
    refused("LR", "HT", "LT", "rook-locust", Locust),
    refused("LB", "HL", "LF", "bishop-locust", Locust),
    refused("LN", "HN", "LN", "nightrider-locust", Locust),
    refused("RM", "TC", "ET", "rook-moose", Angle),
    refused("RE", "TA", "AT", "rook-eagle", Angle),
    refused("RW", "TS", "MT", "rook-sparrow", Angle),
    refused("BM", "LC", "EF", "bishop-moose", Angle),
    refused("BE", "LA", "AF", "bishop-eagle", Angle),
    refused("BW", "LS", "MF", "bishop-sparrow", Angle),
    refused("RA", "RA", "RA", "rao", RoseFamily),
    refused("MG", "MG", "MG", "marguerite", Own),
    refused("ML", "ML", "ML", "maorider-lion", LameRider),
    refused("MM", "MM", "MM", "moarider-lion", LameRider),
    refused("F", "F", "A", "friend", Own),
    refused("DO", "DE", "DN", "dolphin", Multi),
    refused("RT", "HE", "LA", "rabbit", Multi),
    refused("BO", "BO", "BO", "bob", Multi),
    refused("QE", "QE", "QA", "English equistopper", Equihopper),
    refused("QF", "QF", "QF", "French equistopper", Equihopper),
    refused("QQ", "OD", "QQ", "querquisite", Own),
    refused("B1", "B1", "B1", "bouncer", Own),
    refused("B2", "B2", "B2", "rook-bouncer", Own),
    refused("B3", "B3", "B3", "bishop-bouncer", Own),
    refused("CP", "CB", "PC", "Chinese pawn", Pawn),
    refused("RK", "RP", "CL", "radial knight", Own),
    refused("PP", "RB", "PV", "protean pawn", Pawn),
    refused("LS", "LR", "LR", "rose-locust", Locust),
    refused("BN", "NR", "NR", "bouncy nightrider", Own),
    refused("S2", "S2", "N2", "spiral springer (2,0)", Own),
    refused("S4", "S4", "N4", "spiral springer (4,0)", Own),
    refused("S1", "S1", "N1", "diagonal spiral springer (1,1)", Own),
    refused("S3", "S3", "N3", "diagonal spiral springer (3,3)", Own),
    refused("QN", "QN", "QN", "quintessence", Own),
    refused("DK", "DT", "DT", "double rookhopper", Multi),
    refused("DB", "DL", "DF", "double bishopper", Multi),
    refused("NO", "NO", "NO", "nonstop orix", Equihopper),
    refused("TH", "UH", "SB", "treehopper", Own),
    refused("LH", "BH", "SE", "leafhopper", Own),
    refused("GE", "GU", "SM", "greater treehopper", Own),
    refused("GF", "GB", "SU", "greater leafhopper", Own),
    refused("KL", "LK", "KL", "kangaroo-lion", Multi),
    refused("SH", "SC", "BA", "ship", Own),
    refused("GY", "GY", "GY", "gryphon", Own),
    refused("MS", "MS", "CM", "marine knight", Locust),
    refused("PO", "PO", "PO", "Poseidon", Locust),
    refused("MP", "MB", "PM", "marine pawn", Locust),
    refused("MH", "MC", "BM", "marine ship", Own),
    refused("ST", "ST", "EP", "sting", Own),
    refused("SE", "SE", "DG", "senora", Own),
    refused("FA", "FA", "FA", "faro", Own),
    refused("LO", "LO", "LO", "loco", Own),
    refused("SA", "SA", "SL", "saltador", Own),
    refused("AH", "AH", "AS", "mao-hopper", LameRider),
    refused("OH", "OH", "OS", "moa-hopper", LameRider),
    refused("HC", "HK", "HC", "contra-hamster", Own),
    refused("EE", "AE", "AE", "eagle equihopper", Equihopper),
    refused("EN", "AQ", "AQ", "eagle nonstop equihopper", Equihopper),
    refused("SC", "SR", "SS", "scarabeus", Own),
];
