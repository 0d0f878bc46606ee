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
use std::sync::{Condvar, Mutex, MutexGuard};

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
    let unbounded = Budget {
        bytes: usize::MAX,
        weight: |_: &P| 0,
    };
    in_order_bounded(items, stop, work, hand_over_part, hand_over, unbounded)
}

/// How much the parts waiting for their turn may hold: a part's `weight`
/// (its bytes), and the most `bytes` all waiting parts may hold together.
pub struct Budget<F> {
    /// The most bytes the waiting parts hold together.
    pub bytes: usize,
    /// The bytes of one part.
    pub weight: F,
}

/// [`in_order_parts`] whose parts waiting for their turn hold at most
/// `budget` bytes together: a piece of work whose part would pass it waits
/// until its own turn comes (the first piece not handed over is always
/// running or done, and never waits: its parts are handed over at once),
/// so that memory does not grow with what the work makes.
pub fn in_order_bounded<T: Sync, P: Send, R: Send>(
    items: &[T],
    stop: &Stop,
    work: impl Fn(usize, &T, &dyn Fn(P)) -> R + Sync,
    hand_over_part: impl Fn(usize, P) + Sync,
    hand_over: impl Fn(usize, &R) + Sync,
    budget: Budget<impl Fn(&P) -> usize + Sync>,
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
    // Bytes of the parts waiting in the slots (changed under `shown`), and
    // the signal that the turn moved on.
    let waiting = AtomicUsize::new(0);
    let turn = Condvar::new();
    let threads = rayon::current_num_threads().clamp(1, items.len().max(1));
    (0..threads).into_par_iter().for_each(|_| loop {
        let index = taken.fetch_add(1, Ordering::Relaxed);
        let Some(item) = items.get(index) else {
            break;
        };
        let sink = |part: P| {
            let weight = (budget.weight)(&part);
            let mut next = lock(&shown);
            loop {
                if *next == index && !stop.fired() {
                    hand_over_part(index, part);
                    return;
                }
                let held = waiting.load(Ordering::Relaxed);
                if stop.fired() || held == 0 || held.saturating_add(weight) <= budget.bytes {
                    break;
                }
                // Over the budget: wait for this item's turn (or room).
                next = turn
                    .wait_timeout(next, std::time::Duration::from_millis(50))
                    .map_or_else(|e| e.into_inner().0, |(guard, _)| guard);
            }
            waiting.fetch_add(weight, Ordering::Relaxed);
            lock(&slots[index]).parts.push(part);
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
            let parts = std::mem::take(&mut slot.parts);
            if !parts.is_empty() {
                for part in parts {
                    waiting.fetch_sub((budget.weight)(&part), Ordering::Relaxed);
                    hand_over_part(*next, part);
                }
                turn.notify_all();
            }
            let Some(done) = slot.done.as_ref() else {
                break;
            };
            hand_over(*next, done);
            *next += 1;
            turn.notify_all();
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
