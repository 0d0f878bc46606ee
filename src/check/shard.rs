//! Shards: deterministic slices of a batch, so that one check (or one long
//! solve) can run as N independent processes and be merged again
//! (`alice merge`).
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

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// The most shards of one run.
pub const MAX_SHARDS: usize = 1_000_000;

/// Shard `index` (from 1) of `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Shard {
    /// Which shard, from 1 to `count`.
    pub index: usize,
    /// Shards in all (`N`), at most [`MAX_SHARDS`].
    pub count: usize,
}

/// A `--shard` that is not `I/N` with 1 <= I <= N.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("--shard '{0}': give I/N with 1 <= I <= N <= {MAX_SHARDS} (e.g. 2/8)")]
pub struct ShardError(pub String);

impl FromStr for Shard {
    type Err = ShardError;

    fn from_str(text: &str) -> Result<Shard, ShardError> {
        let bad = || ShardError(crate::text::bounded(text));
        let (i, n) = text.trim().split_once('/').ok_or_else(bad)?;
        let index: usize = i.trim().parse().map_err(|_| bad())?;
        let count: usize = n.trim().parse().map_err(|_| bad())?;
        if index == 0 || count == 0 || index > count || count > MAX_SHARDS {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl Shard {
    /// The whole set as one shard.
    pub const ALL: Shard = Shard { index: 1, count: 1 };

    /// Whether the problem with this key (see [`key`]) is in the shard.
    pub fn contains(&self, key: &str) -> bool {
        shard_of(key, self.count) == self.index
    }

    /// Whether the item at `position` (from 0) of an ordered list is in
    /// the shard: round robin, for splitting one solve by its first moves.
    pub fn takes(&self, position: usize) -> bool {
        position % self.count == self.index - 1
    }
}

/// The key of problem `index` (from 1) of the file at `rel`.
pub fn key(rel: &str, index: usize) -> String {
    format!("{rel}#{index}")
}

/// The shard (from 1) of `count` that a key belongs to.
pub fn shard_of(key: &str, count: usize) -> usize {
    (fnv1a(key.as_bytes()) % count.max(1) as u64) as usize + 1
}

/// 64-bit FNV-1a.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// A fingerprint of a whole set of keys (in order): shards of different
/// sets are never merged.
pub fn fingerprint<'a>(keys: impl IntoIterator<Item = &'a str>) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for k in keys {
        for &b in k.as_bytes().iter().chain(b"\n") {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    format!("{h:016x}")
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_partition() {
        let s: Shard = "2/8".parse().unwrap();
        assert_eq!((s.index, s.count), (2, 8));
        assert_eq!(s.to_string(), "2/8");
        for bad in ["0/3", "4/3", "1/0", "x/2", "2", "1/2000000", ""] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
        let keys: Vec<String> = (0..500)
            .map(|i| key(&format!("d/f{i}.yaml"), 1 + i % 3))
            .collect();
        for n in [1, 2, 3, 7, 64] {
            let mut seen = 0;
            for k in &keys {
                let owners = (1..=n)
                    .filter(|&i| Shard { index: i, count: n }.contains(k))
                    .count();
                assert_eq!(owners, 1, "{k} in {owners} shards of {n}");
                seen += owners;
            }
            assert_eq!(seen, keys.len());
        }
        // Fixed forever: the assignment must not change between versions.
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
