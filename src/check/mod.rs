//! Checking problems: every twin of a problem solved on its variant's
//! engine and judged against the intended solution ([`crate::verdict`]),
//! batches in parallel, shards and their merge, rule sensitivity.

pub mod judge;
pub mod merge;
pub mod part;
pub mod readings;
pub mod report;
pub mod run;
pub mod shard_header;
pub mod solve_shard;
