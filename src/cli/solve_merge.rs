//! `alice merge` of `alice solve --shard` outputs.

use super::CliError;
use std::path::{Path, PathBuf};

/// Whether the file is the output of `alice solve --shard`.
pub fn is_solve_shard(_path: &Path) -> bool {
    false
}

/// Merge solve shards and print the unsharded solve's output.
pub fn run(_paths: &[PathBuf], _json: bool) -> Result<i32, CliError> {
    Err(CliError::Input("not yet".into()))
}
