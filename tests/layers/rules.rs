//! The layers of `src/` and what each may not import (ARCHITECTURE.md).

/// The layer of every top module of the library (ARCHITECTURE.md,
/// "Layers"): a module imports its own layer and below, never above. The
/// binary's modules (`main.rs`, `cli/`, `bin/`) are layer 9.
pub const LAYERS: &[(&str, u8)] = &[
    ("types", 0),
    ("text", 0),
    ("shard", 0),
    ("kinds", 0),
    ("memory", 0),
    ("setup", 1),
    ("stipulation", 1),
    ("variant", 1),
    ("fen", 1),
    ("game", 2),
    ("proof_game", 2),
    ("notation", 2),
    ("help_play", 2),
    ("engine", 3),
    ("perft", 3),
    ("search", 4),
    ("solve", 5),
    ("problem", 6),
    ("twin", 6),
    ("formats", 6),
    ("verdict", 6),
    ("output", 7),
    ("display", 7),
    ("check", 8),
    ("popeye", 8),
];

/// The layer of the binary's modules.
pub const BIN_LAYER: u8 = 9;

/// What a layer (a module path prefix of the library, or `cli` for the
/// binary's modules) may not import, and why.
pub const RULES: &[(&str, &[&str], &str)] = &[
    (
        "types",
        &[
            "engine", "search", "solve", "check", "output", "formats", "problem", "twin",
        ],
        "squares, colours and bitboards know nothing above them",
    ),
    (
        "kinds",
        &[
            "engine", "search", "solve", "check", "output", "formats", "problem", "twin", "setup",
        ],
        "the kinds of men are rule data, below every position",
    ),
    (
        "setup",
        &[
            "engine", "search", "solve", "check", "output", "formats", "problem", "twin", "popeye",
        ],
        "a position as data knows no engine: the engines build from it",
    ),
    (
        "notation",
        &["search", "solve", "check", "output", "formats", "popeye"],
        "move text is read and written below every search and report",
    ),
    (
        "shard",
        &[
            "engine", "search", "solve", "check", "output", "formats", "popeye",
        ],
        "a slice of work is plain data",
    ),
    (
        "proof_game",
        &[
            "engine", "search", "solve", "check", "output", "formats", "problem", "twin",
        ],
        "what the proof-game search asks of an engine lies below both",
    ),
    (
        "engine",
        &[
            "search", "solve", "check", "output", "formats", "problem", "twin",
        ],
        "an engine plays moves; it knows no search, problem or output",
    ),
    (
        "search",
        &[
            "solve", "check", "output", "formats", "problem", "twin", "popeye",
        ],
        "the searches know nothing of reports, checks or output",
    ),
    (
        "solve",
        &["check", "output", "formats", "popeye"],
        "solving builds reports; it neither judges nor prints",
    ),
    (
        "verdict",
        &["check", "output", "formats", "popeye"],
        "a verdict judges a report; it neither runs a batch nor prints",
    ),
    (
        "formats",
        &["search", "solve", "check", "output", "popeye"],
        "readers and writers of problem files call no solver",
    ),
    (
        "help_play",
        &[
            "engine", "search", "solve", "check", "output", "formats", "popeye",
        ],
        "how a help or series line unfolds is a rule of play, below its search and printers",
    ),
    (
        "output",
        &["check", "search", "popeye"],
        "printers render reports; they run no solver and judge nothing",
    ),
];
