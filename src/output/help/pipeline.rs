//! The pipeline that writes one window of a report's lines while the next
//! is made ([`pipelined`]), in blocks of [`BLOCK`] lines.

/// How many items a parallel job makes the text of.
pub(super) const BLOCK: usize = 2048;

/// Make `make(window)` for each window of `items` (in parallel inside
/// `make`) and hand each to `sink` in order, on this thread, while the next
/// window is being made (and the one before freed) on the pool: writing the
/// output (often slower than making it, e.g. hundreds of megabytes into a
/// file) overlaps the work. The output is the same whatever the thread
/// count.
pub(super) fn pipelined<T: Sync, R: Send, E>(
    items: &[T],
    window: usize,
    make: impl Fn(&[T]) -> R + Sync,
    mut sink: impl FnMut(&R) -> Result<(), E>,
) -> Result<(), E> {
    let mut parts = items.chunks(window.max(1));
    let Some(first) = parts.next() else {
        return Ok(());
    };
    let mut current = make(first);
    let mut written_before: Option<R> = None;
    for part in parts {
        let mut next = None;
        let mut written = Ok(());
        let old = written_before.take();
        rayon::in_place_scope(|scope| {
            scope.spawn(|_| next = Some(make(part)));
            if let Some(old) = old {
                scope.spawn(move |_| drop(old));
            }
            written = sink(&current);
        });
        written?;
        let next = next.unwrap_or_else(|| make(part));
        written_before = Some(std::mem::replace(&mut current, next));
    }
    sink(&current)
}
