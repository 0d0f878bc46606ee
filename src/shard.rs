//! Shards: deterministic slices of a batch or of one solve's first moves,
//! so that the work can run as N independent processes and be merged again
//! (`alice merge`). A problem belongs to shard `I` of `N` when
//! `fnv1a(KEY) mod N = I - 1` (the key is made by
//! [`crate::check::shard_header::key`]); the first moves of one solve go
//! round robin ([`Shard::takes`]). FNV-1a (64 bits) is written out here, so
//! the assignment is the same on every platform and in every version.

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
#[error("--shard {}: give I/N with 1 <= I <= N <= {MAX_SHARDS} (e.g. 2/8)", crate::text::quoted(.0))]
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

    /// Whether the problem with this key (see [`crate::check::shard_header::key`]) is in the shard.
    pub fn contains(&self, key: &str) -> bool {
        shard_of(key, self.count) == self.index
    }

    /// Whether the item at `position` (from 0) of an ordered list is in
    /// the shard: round robin, for splitting one solve by its first moves.
    pub fn takes(&self, position: usize) -> bool {
        position % self.count == self.index - 1
    }
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
            .map(|i| format!("d/f{i}.yaml#{}", 1 + i % 3))
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
