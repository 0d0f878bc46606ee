//! `alice man`: the manual pages, made from the clap definitions
//! (clap_mangen) with each command's exit statuses and examples: one page
//! per command in a folder (`alice.1`, `alice-solve.1`, ...), or one full
//! page on standard output.

use super::common::CliError;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Options of `alice man`.
#[derive(clap::Args)]
pub struct ManArgs {
    /// Write one page per command into DIR (alice.1, alice-check.1,
    /// alice-solve.1, ...), e.g. `alice man --dir ~/.local/share/man/man1`;
    /// without it, one full page (every command) goes to standard output.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

/// What a command's page adds to clap's text: its exit statuses beyond
/// the common ones, and examples (a line of explanation, the command).
struct Extra {
    command: &'static str,
    exit: &'static [(&'static str, &'static str)],
    examples: &'static [(&'static str, &'static str)],
}

const SOLVE_UDO: &str = "alice solve problems/marks-the-problemist-1999.yaml";

/// The pages' additions, one per command (`""`: the top page).
const EXTRAS: &[Extra] = &[
    Extra {
        command: "",
        exit: &[
            ("1", "check, merge: some problem is not as intended; popeye: some problem was not solved"),
            ("3", "solve: the time limit stopped the search (no verdict)"),
        ],
        examples: &[
            ("Solve a problem file: every problem and twin, with its verdict against the intended solution.", SOLVE_UDO),
            ("Check a whole collection, with a report for a judge.", "alice check problems/ --html report.html"),
        ],
    },
    Extra {
        command: "show",
        exit: &[],
        examples: &[("The initial array of three-board Alice.", "alice show start --variant alice3")],
    },
    Extra {
        command: "moves",
        exit: &[],
        examples: &[
            ("The legal moves with their readable form.", "alice moves start --san"),
            ("One line of moves per FEN read from a file.", "alice moves - < positions.txt"),
        ],
    },
    Extra {
        command: "perft",
        exit: &[],
        examples: &[("Each first move's count, to depth 4.", "alice perft start 4 --divide")],
    },
    Extra {
        command: "solve",
        exit: &[("3", "the time limit (--timeout) stopped the search: no verdict")],
        examples: &[
            ("Every problem and twin of a file, with its status against the intended solution.", SOLVE_UDO),
            ("A direct mate given as Alice FEN (* marks a man on board B), with its tries.", "alice solve --fen '4r3/1p6/3nR*3/2n1kR*rb/1P*1N*p*B*2/Q*1b1p1p1/K*7/8 w - - 0 1' --stip '#2' --tries"),
            ("A helpmate in three as JSON, stopped after a minute.", "alice solve --fen '8/8/2k5/B7/8/7n/4Rp*2/5K*2 b - - 0 1' --stip h#3 --json --timeout 60"),
        ],
    },
    Extra {
        command: "check",
        exit: &[("1", "some problem is not as intended (cooked, short, no solution, differs, timeout)")],
        examples: &[
            ("Every problem file of a folder, a row each and a summary.", "alice check problems/"),
            ("JSON lines, resumed where an interrupted run stopped.", "alice check problems/ --json --timeout 60 --resume report.jsonl >> report.jsonl"),
            ("An HTML report for a judge.", "alice check problems/ --html report.html"),
        ],
    },
    Extra {
        command: "diagram",
        exit: &[],
        examples: &[
            ("The diagram as text.", "alice diagram problems/marks-the-problemist-1999.yaml"),
            ("As SVG, into a file.", "alice diagram problems/marks-the-problemist-1999.yaml --format svg -o marks.svg"),
        ],
    },
    Extra {
        command: "merge",
        exit: &[
            ("1", "some problem is not as intended (as alice check)"),
            ("2", "also: the reports overlap, or problems are missing"),
        ],
        examples: &[("Two shards of a check as one report.", "alice merge part-1.jsonl part-2.jsonl")],
    },
    Extra {
        command: "convert",
        exit: &[("2", "also: a problem could not be written (it is named on standard error; the others are written)")],
        examples: &[
            ("A YAML problem as Popeye input.", "alice convert problems/marks-the-problemist-1999.yaml --to popeye"),
            ("A position and a stipulation as YAML.", "alice convert --fen 'k7/8/1K6/8/8/8/8/7Q w - - 0 1' --stip '#2' --to yaml"),
        ],
    },
    Extra {
        command: "popeye",
        exit: &[("1", "some problem was not solved")],
        examples: &[("Popeye input solved in Popeye's layout, as Olive runs Popeye.", "alice popeye -regression problem.inp")],
    },
    Extra {
        command: "bench",
        exit: &[],
        examples: &[
            ("Perft speed, one thread and all cores.", "alice bench"),
            ("Solving times of fixed problems.", "alice bench --solve"),
        ],
    },
    Extra {
        command: "completions",
        exit: &[],
        examples: &[("Completions for bash.", "alice completions bash > ~/.local/share/bash-completion/completions/alice")],
    },
    Extra {
        command: "man",
        exit: &[],
        examples: &[
            ("One page per command, where man finds them.", "alice man --dir ~/.local/share/man/man1"),
            ("One full page, read at once.", "alice man > alice.1; man -l alice.1"),
        ],
    },
];

/// The exit statuses of every command.
const COMMON_EXIT: &[(&str, &str)] = &[
    ("0", "done (check and merge: every problem as intended, ok or duals)"),
    ("2", "usage or input error (a bad FEN, file or option), or output that could not be written; a closed pipe (| head) ends quietly with 0"),
    ("130", "interrupted by Ctrl-C (no verdict)"),
];

/// Run `alice man`.
pub fn run(args: &ManArgs, cli: clap::Command) -> Result<(), CliError> {
    let mut cli = cli.disable_help_subcommand(true);
    cli.build();
    match &args.dir {
        Some(dir) => write_pages(&cli, dir),
        None => {
            let page = full_page(&cli).map_err(cannot)?;
            super::common::print_text(&page);
            Ok(())
        }
    }
}

fn cannot(e: std::io::Error) -> CliError {
    CliError::Input(format!("cannot write the manual page: {e}"))
}

/// One page per command in `dir`, which is made when missing.
fn write_pages(cli: &clap::Command, dir: &Path) -> Result<(), CliError> {
    let name = alice::text::escaped(&dir.display().to_string());
    let io = |e: std::io::Error| CliError::Input(format!("{name}: {e}"));
    std::fs::create_dir_all(dir).map_err(io)?;
    let mut pages = vec![("alice.1".to_string(), top_page(cli, false).map_err(cannot)?)];
    for sub in visible(cli) {
        let file = format!("alice-{}.1", sub.get_name());
        pages.push((file, command_page(sub).map_err(cannot)?));
    }
    for (file, page) in &pages {
        let path = dir.join(file);
        std::fs::File::create(&path)
            .and_then(|mut f| f.write_all(page.as_bytes()).and_then(|()| f.flush()))
            .map_err(io)?;
    }
    super::common::print_line(&format!("{} pages written in {name}", pages.len()));
    Ok(())
}

/// The commands that have a page (every one but hidden ones).
fn visible(cli: &clap::Command) -> impl Iterator<Item = &clap::Command> {
    cli.get_subcommands().filter(|s| !s.is_hide_set())
}

/// A page's clap_mangen settings: the program and its version as source.
fn man_of(cmd: &clap::Command) -> clap_mangen::Man {
    clap_mangen::Man::new(cmd.clone())
        .source(format!("alice {}", env!("CARGO_PKG_VERSION")))
        .manual("alice manual")
}

/// alice(1): what the program does, its commands, exit statuses and
/// examples; `full`: with every command's page after it (one page for
/// reading at once), else pointing to the commands' pages.
fn top_page(cli: &clap::Command, full: bool) -> std::io::Result<String> {
    let man = man_of(cli);
    let mut out = Vec::new();
    man.render_title(&mut out)?;
    man.render_name_section(&mut out)?;
    man.render_synopsis_section(&mut out)?;
    out.extend_from_slice(
        b".SH DESCRIPTION\nSolves Alice Chess problems (direct, self, reflex, help and series play, proof games; the whole Alice family, fairy pieces) given as a problem file (YAML from YACPDB or Olive, Popeye input) or as an Alice FEN and a stipulation, and checks whole collections against their intended solutions. Every move names the board it arrives on (Kb1/A).\n",
    );
    out.extend_from_slice(b".SH COMMANDS\n");
    for sub in visible(cli) {
        let about = sub.get_about().map(|a| a.to_string()).unwrap_or_default();
        let about = about.trim_end_matches('.');
        let see = if full {
            ".".to_string()
        } else {
            format!(". See \\fBalice\\-{}\\fR(1).", roff(sub.get_name()))
        };
        let _ = write!(
            out,
            ".TP\n\\fBalice {}\\fR\n{}{see}\n",
            roff(sub.get_name()),
            roff(about)
        );
    }
    let extra = extra_of("");
    exit_section(&mut out, statuses(extra), ".SH")?;
    examples_section(&mut out, extra.examples, ".SH")?;
    if full {
        for sub in visible(cli) {
            let _ = writeln!(
                out,
                ".SH \"ALICE {}\"",
                roff(&sub.get_name().to_uppercase())
            );
            let body = command_body(sub)?;
            // The command's sections as subsections of its own.
            for line in body.lines() {
                match line.strip_prefix(".SH ") {
                    Some(heading) => writeln!(out, ".SS {heading}")?,
                    None => writeln!(out, "{line}")?,
                }
            }
        }
    }
    out.extend_from_slice(b".SH \"SEE ALSO\"\n");
    if !full {
        let pages: Vec<String> = visible(cli)
            .map(|s| format!("\\fBalice\\-{}\\fR(1)", roff(s.get_name())))
            .collect();
        let _ = writeln!(out, "{},", pages.join(", "));
    }
    out.extend_from_slice(
        b"\\fBpy\\fR (the Popeye drop-in under Popeye's name). The manual with examples: docs/ in the source (docs/README.md).\n",
    );
    man.render_version_section(&mut out)?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// The full page: alice(1) with every command's page in it.
fn full_page(cli: &clap::Command) -> std::io::Result<String> {
    top_page(cli, true)
}

/// A command's own page, alice-COMMAND(1).
fn command_page(sub: &clap::Command) -> std::io::Result<String> {
    let mut out = Vec::new();
    man_of(sub).render_title(&mut out)?;
    let mut page = String::from_utf8_lossy(&out).into_owned();
    page.push_str(&command_body(sub)?);
    page.push_str(".SH \"SEE ALSO\"\n\\fBalice\\fR(1)\n");
    Ok(page)
}

/// A command's sections: name, synopsis, description, options (clap's),
/// exit statuses and examples.
fn command_body(sub: &clap::Command) -> std::io::Result<String> {
    let man = man_of(sub);
    let mut out = Vec::new();
    man.render_name_section(&mut out)?;
    man.render_synopsis_section(&mut out)?;
    man.render_description_section(&mut out)?;
    man.render_options_section(&mut out)?;
    let extra = extra_of(sub.get_name());
    exit_section(&mut out, statuses(extra), ".SH")?;
    examples_section(&mut out, extra.examples, ".SH")?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// The exit statuses of a page: the common ones and the command's own, in
/// numeric order (a command's own meaning of a common number follows it,
/// as an addition: `also: ...`).
fn statuses(extra: &'static Extra) -> impl Iterator<Item = &'static (&'static str, &'static str)> {
    let mut all: Vec<&(&str, &str)> = COMMON_EXIT.iter().chain(extra.exit).collect();
    // (A stable sort: the common meaning first.)
    all.sort_by_key(|(n, _)| n.parse::<u32>().unwrap_or(u32::MAX));
    all.into_iter()
}

/// The additions of `command` (none for a command without a row).
fn extra_of(command: &str) -> &'static Extra {
    const NONE: Extra = Extra {
        command: "",
        exit: &[],
        examples: &[],
    };
    EXTRAS
        .iter()
        .find(|e| e.command == command)
        .unwrap_or(&NONE)
}

/// The EXIT STATUS section.
fn exit_section<'a>(
    out: &mut Vec<u8>,
    statuses: impl Iterator<Item = &'a (&'a str, &'a str)>,
    heading: &str,
) -> std::io::Result<()> {
    writeln!(out, "{heading} \"EXIT STATUS\"")?;
    for (n, meaning) in statuses {
        writeln!(out, ".TP\n\\fB{n}\\fR\n{}", roff(meaning))?;
    }
    Ok(())
}

/// The EXAMPLES section: each explanation, then its command set apart.
fn examples_section(
    out: &mut Vec<u8>,
    examples: &[(&str, &str)],
    heading: &str,
) -> std::io::Result<()> {
    if examples.is_empty() {
        return Ok(());
    }
    writeln!(out, "{heading} EXAMPLES")?;
    for (what, command) in examples {
        writeln!(
            out,
            ".PP\n{}\n.PP\n.RS 4\n.nf\n{}\n.fi\n.RE",
            roff(what),
            roff(command)
        )?;
    }
    Ok(())
}

/// `text` as roff text: backslashes and hyphens escaped, a line that
/// would start a request (`.`, `'`) kept as text.
fn roff(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    escaped
        .lines()
        .map(|l| {
            if l.starts_with('.') || l.starts_with('\'') {
                format!("\\&{l}")
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_has_its_additions() {
        let cli = <super::super::Cli as clap::CommandFactory>::command();
        for sub in visible(&cli) {
            let extra = extra_of(sub.get_name());
            assert_eq!(
                extra.command,
                sub.get_name(),
                "no examples for {}",
                sub.get_name()
            );
            assert!(!extra.examples.is_empty(), "{}", sub.get_name());
        }
    }

    #[test]
    fn roff_text_is_escaped() {
        assert_eq!(roff("a-b \\ c"), "a\\-b \\e c");
        assert_eq!(roff(".x\n'y"), "\\&.x\n\\&'y");
    }
}
