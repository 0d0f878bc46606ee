//! `alice solve`: solve one problem given by FEN and stipulation (or a file).

use super::progress::Bar;
use super::{parse_fen, thread_pool, CliError};
use alice::output;
use alice::solve::direct::{self, DirectOptions};
use alice::stipulation::Stipulation;

/// Options of `alice solve` that shape the analysis and the output.
pub struct SolveArgs {
    pub fen: Option<String>,
    pub stip: Option<String>,
    pub tries: bool,
    pub refutations: Option<u32>,
    pub set_play: bool,
    pub json: bool,
    pub jobs: Option<usize>,
}

/// Run `alice solve`.
pub fn run(args: SolveArgs) -> Result<(), CliError> {
    let (Some(fen), Some(stip)) = (&args.fen, &args.stip) else {
        return Err(CliError::Input(
            "give a position and a stipulation: alice solve --fen FEN --stip '#2'".into(),
        ));
    };
    let pos = parse_fen(fen)?;
    let stip: Stipulation = stip.parse().map_err(|e| CliError::Input(format!("{e}")))?;
    let opts = DirectOptions {
        tries: args.tries || args.refutations.is_some(),
        max_refutations: args.refutations.unwrap_or(1).max(1),
        set_play: args.set_play,
        ..DirectOptions::default()
    };
    let pool = thread_pool(args.jobs)?;
    let bar = Bar::new("solving");
    let report = pool
        .install(|| direct::solve_with_progress(&pos, &stip, &opts, &bar))
        .map_err(|e| CliError::Input(e.to_string()))?;
    drop(bar);
    if args.json {
        let text = serde_json::to_string_pretty(&output::direct::to_json(&report))
            .map_err(|e| CliError::Input(format!("cannot write JSON: {e}")))?;
        println!("{text}");
    } else {
        print!("{}", output::direct::render(&report));
    }
    Ok(())
}
