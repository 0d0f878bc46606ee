//! The piece shapes of the SVG diagrams, drawn for this project (no font,
//! no image, no third-party piece set): each piece in a 45x45 box, as
//! outlined parts filled with the piece's colour and detail lines in the
//! contrasting colour.

/// A piece drawing: the outlined parts (in drawing order) and the detail
/// strokes drawn over them.
pub struct Shape {
    /// Path data of the parts, each filled with the piece's colour and
    /// outlined in black.
    pub parts: &'static [&'static str],
    /// Path data of the details, stroked in the contrasting colour (black
    /// on a White piece, white on a Black one).
    pub details: &'static str,
}

/// A circle as path data (`cx`, `cy`, radius).
macro_rules! circle {
    ($cx:literal, $cy:literal, $r:literal, $left:literal, $right:literal) => {
        concat!(
            "M ", $left, ",", $cy, " A ", $r, ",", $r, " 0 1,0 ", $right, ",", $cy, " A ", $r, ",",
            $r, " 0 1,0 ", $left, ",", $cy, " Z"
        )
    };
}

const BASE: &str = "M 10.5,39 L 34.5,39 L 34.5,35 L 10.5,35 Z";

/// King: two lobes, a band and a cross.
pub const KING: Shape = Shape {
    parts: &[
        BASE,
        "M 11.5,35 C 6.5,28.5 7,20 14.5,19 C 18,18.5 20.5,20.5 21,22.5 L 21,17 L 24,17 \
         L 24,22.5 C 24.5,20.5 27,18.5 30.5,19 C 38,20 38.5,28.5 33.5,35 Z",
        "M 21,17 L 21,11.5 L 17.5,11.5 L 17.5,8.5 L 21,8.5 L 21,5 L 24,5 L 24,8.5 \
         L 27.5,8.5 L 27.5,11.5 L 24,11.5 L 24,17 Z",
    ],
    details: "M 11.5,35 L 33.5,35 M 12,31 L 33,31 M 22.5,24.5 L 22.5,31",
};

/// Queen: a crown of five points with balls.
pub const QUEEN: Shape = Shape {
    parts: &[
        BASE,
        "M 11,35 L 8.5,16 L 15,27 L 16.5,13 L 20.5,26 L 22.5,11.5 L 24.5,26 L 28.5,13 \
         L 30,27 L 36.5,16 L 34,35 Z",
        circle!("8.5", "14", "2.3", "6.2", "10.8"),
        circle!("16.5", "11", "2.3", "14.2", "18.8"),
        circle!("22.5", "9.5", "2.3", "20.2", "24.8"),
        circle!("28.5", "11", "2.3", "26.2", "30.8"),
        circle!("36.5", "14", "2.3", "34.2", "38.8"),
    ],
    details: "M 11.5,35 L 33.5,35 M 12,31 L 33,31",
};

/// Rook: a tower with battlements.
pub const ROOK: Shape = Shape {
    parts: &[
        BASE,
        "M 14,35 L 15.5,17.5 L 29.5,17.5 L 31,35 Z",
        "M 12,17.5 L 12,10 L 16.5,10 L 16.5,13 L 20.5,13 L 20.5,10 L 24.5,10 L 24.5,13 \
         L 28.5,13 L 28.5,10 L 33,10 L 33,17.5 Z",
    ],
    details: "M 14.5,35 L 30.5,35 M 15.5,17.5 L 29.5,17.5",
};

/// Bishop: a mitre with a cross cut and a ball.
pub const BISHOP: Shape = Shape {
    parts: &[
        BASE,
        "M 15.5,35 L 29.5,35 L 28,30 L 17,30 Z",
        "M 17,30 C 12,25 13.5,18.5 22.5,11.5 C 31.5,18.5 33,25 28,30 Z",
        circle!("22.5", "9.3", "2.8", "19.7", "25.3"),
    ],
    details: "M 22.5,16 L 22.5,25 M 18.5,20.5 L 26.5,20.5 M 15.5,35 L 29.5,35 M 17,30 L 28,30",
};

/// Knight: a horse's head facing left.
pub const KNIGHT: Shape = Shape {
    parts: &[
        "M 13,39 L 34,39 C 34.5,28 33,18 26,12.5 L 24.5,7 L 21.5,10.5 L 18.5,6.5 \
         L 17.5,11.5 C 13,14 10,19 8.5,23.5 C 7.5,26 8.5,28 10.5,28.5 C 12.5,29 13.5,27.5 \
         15.5,26.5 C 17.5,25.5 19.5,25 21.5,22.5 C 22,27 17,30 15,33 C 13.5,35 13,37 13,39 Z",
    ],
    details: "M 16,16.8 L 18.3,15.8 M 10.8,24.6 L 11.6,24.2 M 27,15 C 31,20 32,27 31.5,37",
};

/// Pawn: a ball on a collar and a foot.
pub const PAWN: Shape = Shape {
    parts: &[
        "M 12.5,39 L 32.5,39 L 32.5,36 C 32.5,32 27,30.5 25.5,24.5 L 28,23 L 17,23 \
         L 19.5,24.5 C 18,30.5 12.5,32 12.5,36 Z",
        circle!("22.5", "16.5", "6", "16.5", "28.5"),
    ],
    details: "",
};

/// A fairy piece of `directed` (no standard shape): a disc, its letter
/// written on it.
pub const DISC: Shape = Shape {
    parts: &[circle!("22.5", "22.5", "15", "7.5", "37.5")],
    details: "",
};

/// The shape of a kind by its code (`K`, `Q`, `R`, `B`, `N`, `P`; anything
/// else, a man of `directed` or a fairy piece, is drawn as a disc with its
/// letters).
pub fn shape(code: &str) -> &'static Shape {
    match code {
        "K" => &KING,
        "Q" => &QUEEN,
        "R" => &ROOK,
        "B" => &BISHOP,
        "N" => &KNIGHT,
        "P" => &PAWN,
        _ => &DISC,
    }
}

/// Whether a kind's code has no chess shape (a man of `directed`, a fairy
/// piece).
pub fn is_fairy(code: &str) -> bool {
    !matches!(code, "K" | "Q" | "R" | "B" | "N" | "P")
}
