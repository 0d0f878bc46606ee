//! The big arrays of a help or series report's JSON, made in parallel
//! and written in order: each solution's array as text ([`pretty_array`]),
//! and the pipeline that writes one window while the next is made
//! ([`pipelined`]).

use std::fmt::Display;

/// One solution's array as `serde_json`'s pretty printer writes it at depth
/// two (`    [` is already written): its moves at six spaces, its `]` at
/// four, `[]` when empty. The texts are written straight into the array
/// (no string a move).
pub(super) fn pretty_array<'t>(
    texts: impl IntoIterator<Item = Text<'t>>,
) -> Box<serde_json::value::RawValue> {
    use std::fmt::Write as _;
    let mut out = String::with_capacity(128);
    out.push('[');
    let mut any = false;
    for t in texts {
        out.push_str(if any { ",\n      " } else { "\n      " });
        any = true;
        let at = out.len();
        out.push('"');
        match t {
            Text::Str(t) => out.push_str(t),
            Text::Shown(m) => write!(out, "{m}").unwrap_or(()),
        }
        let plain = out.as_bytes()[at + 1..]
            .iter()
            .all(|&b| b >= 0x20 && b != b'"' && b != b'\\');
        if plain {
            out.push('"');
        } else {
            let raw = out.split_off(at + 1);
            out.truncate(at);
            out.push_str(&serde_json::to_string(&raw).unwrap_or_default());
        }
    }
    out.push_str(if any { "\n    ]" } else { "]" });
    // Valid JSON by construction: the check cannot fail.
    serde_json::value::RawValue::from_string(out)
        .unwrap_or_else(|_| serde_json::value::RawValue::from_string("[]".into()).expect("valid"))
}

/// A move's text for [`pretty_array`]: kept text, or a move shown as it is
/// written.
pub(super) enum Text<'t> {
    /// Text already made.
    Str(&'t str),
    /// A move, by its `Display`.
    Shown(&'t dyn Display),
}

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
