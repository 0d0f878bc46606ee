//! The layers of `src/` and what each may not import (ARCHITECTURE.md).

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
