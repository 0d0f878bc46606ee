//! The keys and headers of sharded check reports ([`crate::shard`] says
//! which shard a problem or first move belongs to).
//!
//! A problem belongs to shard `I` of `N` when `fnv1a(KEY) mod N = I - 1`,
//! where `KEY` is `RELPATH#INDEX`: the file's path relative to the argument
//! it was found under (its file name for a file given directly, `/`
//! separated) and the problem's number in the file (from 1). So the slice
//! does not depend on the order of the files, on the directory the command
//! runs from or on where the collection is mounted (a Slurm node may see it
//! elsewhere), and adding a file moves no other problem to another shard.
//! Every shard reads every file (to know its problems) and solves only its
//! own; the union of the N shards is the whole set, and they are disjoint.
//! FNV-1a (64 bits) is written out here, so the assignment is the same on
//! every platform and in every version.

use crate::shard::Shard;
use serde::{Deserialize, Serialize};

/// The key of problem `index` (from 1) of the file at `rel`.
pub fn key(rel: &str, index: usize) -> String {
    format!("{rel}#{index}")
}

/// A fingerprint of a whole set of keys (in order): shards of different
/// sets are never merged.
pub fn fingerprint<'a>(keys: impl IntoIterator<Item = &'a str>) -> String {
    let mut f = Fingerprint::new();
    for k in keys {
        f.add(k);
    }
    f.finish()
}

/// [`fingerprint`] made one key at a time (a check streams its problems).
#[derive(Clone, Debug)]
pub struct Fingerprint(u64);

impl Default for Fingerprint {
    fn default() -> Fingerprint {
        Fingerprint::new()
    }
}

impl Fingerprint {
    /// The fingerprint of no key yet.
    pub fn new() -> Fingerprint {
        Fingerprint(0xcbf2_9ce4_8422_2325)
    }

    /// Add the next key of the set.
    pub fn add(&mut self, key: &str) {
        for &b in key.as_bytes().iter().chain(b"\n") {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    /// The fingerprint of the keys added, as written in reports.
    pub fn finish(&self) -> String {
        format!("{:016x}", self.0)
    }
}

/// A problem a shard must report: its key parts and its twins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Expected {
    /// The path relative to its argument (the key's first part).
    pub key: String,
    /// The problem's number in its file.
    pub problem: usize,
    /// The twin labels (one empty label without twins).
    pub twins: Vec<String>,
    /// The problem's position in the whole (unsharded) set, from 0.
    pub seq: usize,
}

/// The first line of a sharded `check --json` report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// Format version (1).
    pub version: u32,
    /// Which shard this report is.
    pub shard: Shard,
    /// Problems in the whole set (every shard).
    pub problems: usize,
    /// [`fingerprint`] of the whole set's keys.
    pub fingerprint: String,
    /// This shard's problems.
    pub expected: Vec<Expected>,
}
