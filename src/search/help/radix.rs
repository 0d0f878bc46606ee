//! The sort of millions of solutions, stoppable: an in-place radix sort on
//! the packed keys of the lines' first moves, a byte at a time from the
//! top, with the buckets sorted in parallel and small buckets compared in
//! full. The clock is read every 65,536 elements moved and before every
//! bucket of 256 elements or more, so a time limit ends the sort within
//! milliseconds (a comparison sort of the whole cannot be interrupted).

use crate::search::Stop;
use rayon::prelude::*;
use std::cmp::Ordering;

/// A line to sort: its packed key and its number.
pub(super) type Keyed = (u128, usize);

/// Buckets of at most this many elements are sorted by comparison.
const SMALL: usize = 1 << 12;

/// Buckets of at least this many elements look at the clock first.
const CLOCKED: usize = 256;

/// Elements placed between two looks at the clock.
const POLL: usize = 1 << 16;

/// Sort `items` by key, then by `tie` (which must be a total order on the
/// numbers, used where the keys are equal), if the stop does not fire
/// meanwhile; whether it did not. `bits` bounds the keys: every key is
/// below `2^bits`.
pub(super) fn sort<F>(items: &mut [Keyed], bits: u32, tie: &F, stop: &Stop) -> bool
where
    F: Fn(usize, usize) -> Ordering + Sync,
{
    sort_below(items, bits.div_ceil(8) * 8, tie, stop);
    !stop.fired()
}

/// Sort `items`, whose keys agree from bit `above` on.
fn sort_below<F>(items: &mut [Keyed], above: u32, tie: &F, stop: &Stop)
where
    F: Fn(usize, usize) -> Ordering + Sync,
{
    // The clock for buckets of some size only (reading it costs more than
    // sorting a few elements); a stop raised already is seen at once.
    let stopped = if items.len() >= CLOCKED {
        stop.check()
    } else {
        stop.fired()
    };
    if stopped {
        return;
    }
    if above == 0 {
        // Equal keys: what is left is the tie-break (rare: only lines
        // longer than their packed key can tie).
        items.sort_unstable_by(|a, b| tie(a.1, b.1));
        return;
    }
    if items.len() <= SMALL {
        items.sort_unstable_by(|a, b| a.0.cmp(&b.0).then_with(|| tie(a.1, b.1)));
        return;
    }
    let shift = above - 8;
    let digit = |x: &Keyed| ((x.0 >> shift) & 0xFF) as usize;
    let mut counts = [0usize; 256];
    for x in items.iter() {
        counts[digit(x)] += 1;
    }
    // American flag sort: each bucket's head takes the elements of its
    // digit; an element in the wrong bucket is swapped to where it goes.
    let mut heads = [0usize; 256];
    let mut ends = [0usize; 256];
    let mut sum = 0;
    for b in 0..256 {
        heads[b] = sum;
        sum += counts[b];
        ends[b] = sum;
    }
    let mut moved = 0;
    for b in 0..256 {
        while heads[b] < ends[b] {
            let d = digit(&items[heads[b]]);
            if d == b {
                heads[b] += 1;
            } else {
                items.swap(heads[b], heads[d]);
                heads[d] += 1;
            }
            moved += 1;
            if moved % POLL == 0 && stop.check() {
                return;
            }
        }
    }
    let mut buckets = Vec::new();
    let mut rest = items;
    for &count in &counts {
        let (bucket, tail) = rest.split_at_mut(count);
        if count > 1 {
            buckets.push(bucket);
        }
        rest = tail;
    }
    buckets
        .into_par_iter()
        .for_each(|bucket| sort_below(bucket, shift, tie, stop));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pseudo-random keys with many repeats, sorted as a comparison sort
    /// sorts them (ties by number, descending, to see the tie-break used).
    #[test]
    fn sorts_as_a_comparison_sort() {
        let mut seed = 11u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            seed >> 20
        };
        for (n, bits) in [(0, 8), (1, 8), (100, 4), (50_000, 12), (200_000, 40)] {
            let mut items: Vec<Keyed> = (0..n)
                .map(|i| (u128::from(next()) % (1u128 << bits), i))
                .collect();
            let tie = |a: usize, b: usize| b.cmp(&a);
            let mut expected = items.clone();
            expected.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| tie(a.1, b.1)));
            assert!(sort(&mut items, bits, &tie, &Stop::never()));
            assert_eq!(items, expected, "{n} keys of {bits} bits");
        }
    }

    #[test]
    fn a_fired_stop_is_reported() {
        let stop = Stop::never();
        stop.raise();
        let mut items: Vec<Keyed> = (0..10_000).map(|i| (i as u128 % 7, i)).collect();
        assert!(!sort(&mut items, 3, &|a, b| a.cmp(&b), &stop));
    }
}
