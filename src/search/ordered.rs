//! Work taken in a given order, each thread the next piece, and each
//! result handed over as soon as it and every result before it are done:
//! a caller shows a prefix of its final output long before the work ends
//! (`alice popeye` writes each line at once, as Popeye does, for a front
//! end whose Stop button kills the process). A piece of work may also hand
//! over parts of its result while it runs ([`in_order_parts`]): they reach
//! the receiver at once when every piece before it is done.

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
    in_order_parts(
        items,
        stop,
        |index, item, _: &dyn Fn(())| work(index, item),
        |_, ()| {},
        hand_over,
    )
}

/// A piece of work's parts not handed over yet, and its result once done.
struct Slot<P, R> {
    parts: Vec<P>,
    done: Option<R>,
}

/// [`in_order`] whose `work` also hands over parts of its result as it
/// runs, through the sink it is given: each part goes to `hand_over_part`
/// as soon as every item before its own is handed over (at once while its
/// item is the first not done, else when that item's turn comes), always
/// before its item's result; none once `stop` has fired. The receivers
/// see one call at a time, in item order.
pub fn in_order_parts<T: Sync, P: Send, R: Send>(
    items: &[T],
    stop: &Stop,
    work: impl Fn(usize, &T, &dyn Fn(P)) -> R + Sync,
    hand_over_part: impl Fn(usize, P) + Sync,
    hand_over: impl Fn(usize, &R) + Sync,
) -> Vec<R> {
    let taken = AtomicUsize::new(0);
    let slots: Vec<Mutex<Slot<P, R>>> = items
        .iter()
        .map(|_| {
            Mutex::new(Slot {
                parts: Vec::new(),
                done: None,
            })
        })
        .collect();
    // The next item to hand over; held while handing over (always before
    // a slot's lock), so that the receivers see one call at a time, in
    // order.
    let shown = Mutex::new(0usize);
    let threads = rayon::current_num_threads().clamp(1, items.len().max(1));
    (0..threads).into_par_iter().for_each(|_| loop {
        let index = taken.fetch_add(1, Ordering::Relaxed);
        let Some(item) = items.get(index) else {
            break;
        };
        let sink = |part: P| {
            let next = lock(&shown);
            if *next == index && !stop.fired() {
                hand_over_part(index, part);
            } else {
                lock(&slots[index]).parts.push(part);
            }
        };
        let result = work(index, item, &sink);
        lock(&slots[index]).done = Some(result);
        let mut next = lock(&shown);
        while let Some(slot) = slots.get(*next) {
            if stop.fired() {
                break;
            }
            let mut slot = lock(slot);
            // The first item not handed over: its parts so far now, the
            // rest as they come.
            for part in std::mem::take(&mut slot.parts) {
                hand_over_part(*next, part);
            }
            let Some(done) = slot.done.as_ref() else {
                break;
            };
            hand_over(*next, done);
            *next += 1;
        }
    });
    // (Every index below the length was taken once: every slot is full.)
    slots
        .into_iter()
        .filter_map(|slot| slot.into_inner().unwrap_or_else(|e| e.into_inner()).done)
        .collect()
}

/// A lock that a panicked holder did not spoil (the data stays valid).
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
