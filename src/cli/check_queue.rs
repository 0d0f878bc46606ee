//! How `alice check` shares its problems among threads.
//!
//! The reader (the main thread) reads and parses the files in order and
//! hands each problem to a queue; each worker thread takes one problem at a
//! time and solves it whole on its own thread: its searches' parallel loops
//! run in place, in a pool of one thread. So a problem's time limit counts
//! only its own work. A search that waits for a subtree another thread took
//! could otherwise start a whole other problem there, and overrun its limit
//! by that problem's time. It also costs no hand-offs between threads for
//! the thousands of small problems of a database.
//!
//! The last problem of a batch, when no other is being solved (a check of
//! one problem, or a slow one at the end), gets every thread: its searches
//! run in the check's whole pool. Output does not depend on the split: the
//! searches give the same report on any number of threads.

use std::collections::VecDeque;
use std::sync::{Condvar, Mutex};

/// A problem to solve and whether it may use every thread.
pub struct Job<T> {
    pub work: T,
    /// The reader has ended, the queue is empty and no other worker is
    /// solving: this problem runs alone.
    pub alone: bool,
}

/// The queue between the reader and the workers.
pub struct Queue<T> {
    state: Mutex<State<T>>,
    changed: Condvar,
}

struct State<T> {
    items: VecDeque<T>,
    /// The reader has handed its last item.
    closed: bool,
    /// Workers solving a problem now.
    busy: usize,
}

impl<T> Queue<T> {
    /// An open, empty queue.
    pub fn new() -> Self {
        Queue {
            state: Mutex::new(State {
                items: VecDeque::new(),
                closed: false,
                busy: 0,
            }),
            changed: Condvar::new(),
        }
    }

    /// Hand one item to the workers.
    pub fn push(&self, item: T) {
        if let Ok(mut s) = self.state.lock() {
            s.items.push_back(item);
        }
        self.changed.notify_one();
    }

    /// Hand the last item (if any) and end the queue in one step, so that
    /// the worker taking it knows whether it is alone.
    pub fn close(&self, last: Option<T>) {
        if let Ok(mut s) = self.state.lock() {
            s.items.extend(last);
            s.closed = true;
        }
        self.changed.notify_all();
    }

    /// The next item, waiting for one; `None` once the queue is closed and
    /// empty. The caller calls [`Queue::finished`] when its job is done.
    pub fn pop(&self) -> Option<Job<T>> {
        let mut s = self.state.lock().ok()?;
        loop {
            if let Some(work) = s.items.pop_front() {
                let alone = s.closed && s.items.is_empty() && s.busy == 0;
                s.busy += 1;
                return Some(Job { work, alone });
            }
            if s.closed {
                return None;
            }
            s = self.changed.wait(s).ok()?;
        }
    }

    /// The next item if there is one now, without waiting (the reader
    /// solves the problems itself when no worker thread could be started).
    /// The caller calls [`Queue::finished`] when its job is done.
    pub fn take(&self) -> Option<Job<T>> {
        let mut s = self.state.lock().ok()?;
        let work = s.items.pop_front()?;
        let alone = s.closed && s.items.is_empty() && s.busy == 0;
        s.busy += 1;
        Some(Job { work, alone })
    }

    /// A worker has finished the job it took.
    pub fn finished(&self) {
        if let Ok(mut s) = self.state.lock() {
            s.busy -= 1;
        }
    }
}

/// A worker thread: solve problems one at a time, each on this thread (a
/// pool of one: its searches' parallel loops run in place), or in the whole
/// `pool` when it runs alone.
pub fn worker<I: Send, W: Fn(usize, I, bool) + Sync>(
    queue: &Queue<(usize, I, bool)>,
    pool: &rayon::ThreadPool,
    in_place: bool,
    work: &W,
) {
    let run = || {
        while let Some(job) = queue.pop() {
            let (n, item, last_of_file) = job.work;
            // (A pool that is the reader's own thread cannot take work
            // from this one: the problem is solved here.)
            if job.alone && !in_place {
                pool.install(|| work(n, item, last_of_file));
            } else {
                work(n, item, last_of_file);
            }
            queue.finished();
        }
    };
    match rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .use_current_thread()
        .build()
    {
        Ok(one) => one.install(run),
        // No pool of one: solve in the whole pool (here, when the pool is
        // the reader's thread).
        Err(_) if in_place => run(),
        Err(_) => pool.install(run),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_item_is_alone_only_when_nothing_else_runs() {
        let q = Queue::new();
        q.push(1);
        q.close(Some(2));
        let a = q.pop().expect("first");
        assert!(!a.alone, "another item waits");
        let b = q.pop().expect("second");
        assert!(!b.alone, "the first is still being solved");
        q.finished();
        q.finished();
        assert!(q.pop().is_none());

        let q = Queue::new();
        q.close(Some(7));
        let only = q.pop().expect("the only item");
        assert!(only.alone);
        assert_eq!(only.work, 7);
    }
}
