//! The JSON of a help or series report written as it is made: the
//! top-level object ([`write_pretty_object`]), its big arrays made in
//! parallel a block at a time and written in order ([`write_pretty_array`],
//! each solution's array appended by [`pretty_array_into`]), and the
//! pipeline that writes one window while the next is made ([`pipelined`]).
//! The bytes are those of `serde_json`'s pretty printer.

use rayon::prelude::*;
use serde_json::{Map, Value};
use std::fmt::Display;
use std::io::{self, Write};

/// Appends one solution's array to `out` as `serde_json`'s pretty printer
/// writes it at depth two (`    ` is already written): its moves at six
/// spaces, its `]` at four, `[]` when empty. The texts are written straight
/// into `out` (no string a move).
pub(super) fn pretty_array_into<'t>(out: &mut String, texts: impl IntoIterator<Item = Text<'t>>) {
    use std::fmt::Write as _;
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
}

/// Writes `object` to `out` as `serde_json`'s pretty printer writes it
/// (then a newline), except that `stream(key, out)` writes the value of
/// each key whose value is null when it returns `Ok(true)`: the big arrays
/// of a report are held as null placeholders and written as they are made,
/// never held whole. Every other value is written by `serde_json`,
/// indented to its depth.
pub(super) fn write_pretty_object<W: Write>(
    object: &Map<String, Value>,
    out: &mut W,
    mut stream: impl FnMut(&str, &mut W) -> io::Result<bool>,
) -> io::Result<()> {
    if object.is_empty() {
        return out.write_all(b"{}\n");
    }
    for (i, (key, value)) in object.iter().enumerate() {
        out.write_all(if i == 0 { b"{\n  " } else { b",\n  " })?;
        serde_json::to_writer(&mut *out, key)?;
        out.write_all(b": ")?;
        if value.is_null() && stream(key, out)? {
            continue;
        }
        // A nested value's pretty text at depth one: its own text with each
        // line break indented by two more spaces (no string holds a raw
        // line break, `serde_json` escapes it).
        let text = serde_json::to_string_pretty(value)?;
        out.write_all(text.replace('\n', "\n  ").as_bytes())?;
    }
    out.write_all(b"\n}\n")
}

/// Writes a value of the top-level object that is an array with one
/// element per item of `items`, as `serde_json`'s pretty printer writes it:
/// `block(items, text)` appends to `text` each item's element preceded by
/// `,\n    ` (the first comma is dropped); blocks of [`BLOCK`] items are
/// made in parallel, a window at a time ([`pipelined`]), and written in
/// order, so the output is the same whatever the thread count.
pub(super) fn write_pretty_array<T: Sync, W: Write>(
    items: &[T],
    out: &mut W,
    block: impl Fn(&[T], &mut String) + Sync,
) -> io::Result<()> {
    if items.is_empty() {
        return out.write_all(b"[]");
    }
    out.write_all(b"[")?;
    let window = BLOCK * 8 * rayon::current_num_threads();
    let make = |part: &[T]| -> Vec<String> {
        part.par_chunks(BLOCK)
            .map(|items| {
                let mut text = String::with_capacity(items.len() * 160);
                block(items, &mut text);
                text
            })
            .collect()
    };
    let mut first = true;
    pipelined(items, window, make, |texts| {
        texts.iter().try_for_each(|text| {
            let text = if first {
                text.get(1..).unwrap_or("")
            } else {
                text
            };
            first = false;
            out.write_all(text.as_bytes())
        })
    })?;
    out.write_all(b"\n  ]")
}

/// How many items a parallel job makes the text of.
pub(super) const BLOCK: usize = 2048;

/// A move's text for [`pretty_array_into`]: kept text, or a move shown as it is
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
