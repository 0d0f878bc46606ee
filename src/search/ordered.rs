//! Work taken in a given order, each thread the next piece, and each
//! result handed over as soon as it and every result before it are done:
//! a caller shows a prefix of its final output long before the work ends
//! (`alice popeye` writes each line at once, as Popeye does, for a front
//! end whose Stop button kills the process).

use super::Stop;
use rayon::prelude::*;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};

/// `work` on every item, on every thread, the items taken in order; each
/// result handed to `hand_over` (one call at a time, in item order) once
/// every item up to it is done, none once `stop` has fired (a stopped
/// piece of work may be incomplete). The results in item order.
pub fn in_order<T: Sync, R: Send>(
    items: &[T],
    stop: &Stop,
    work: impl Fn(usize, &T) -> R + Sync,
    hand_over: impl Fn(usize, &R) + Sync,
) -> Vec<R> {
    let taken = AtomicUsize::new(0);
    let slots: Vec<Mutex<Option<R>>> = items.iter().map(|_| Mutex::new(None)).collect();
    // The next item to hand over; held while handing over, so that the
    // receiver sees one call at a time, in order.
    let shown = Mutex::new(0usize);
    let threads = rayon::current_num_threads().clamp(1, items.len().max(1));
    (0..threads).into_par_iter().for_each(|_| loop {
        let index = taken.fetch_add(1, Ordering::Relaxed);
        let Some(item) = items.get(index) else {
            break;
        };
        let result = work(index, item);
        *lock(&slots[index]) = Some(result);
        let mut next = lock(&shown);
        while let Some(slot) = slots.get(*next) {
            let slot = lock(slot);
            let Some(done) = slot.as_ref() else {
                break;
            };
            if stop.fired() {
                break;
            }
            hand_over(*next, done);
            *next += 1;
        }
    });
    // (Every index below the length was taken once: every slot is full.)
    slots
        .into_iter()
        .filter_map(|slot| slot.into_inner().unwrap_or_else(|e| e.into_inner()))
        .collect()
}

/// A lock that a panicked holder did not spoil (the data stays valid).
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
