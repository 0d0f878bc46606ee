//! Lines being made for the output: kept to the end, or handed to the
//! writer part by part as they are made (a tree written while its threats
//! are still being solved).

/// Lines being made; [`Out::flush`] hands those made so far to the
/// writer, if there is one (else they are kept).
pub(super) struct Out<'w> {
    lines: Vec<String>,
    writer: Option<&'w mut dyn FnMut(Vec<String>)>,
}

impl<'w> Out<'w> {
    /// Lines kept to the end ([`Out::into_lines`]).
    pub(super) fn kept() -> Self {
        Out {
            lines: Vec::new(),
            writer: None,
        }
    }

    /// Lines handed to `writer` at each flush.
    pub(super) fn to(writer: &'w mut dyn FnMut(Vec<String>)) -> Self {
        Out {
            lines: Vec::new(),
            writer: Some(writer),
        }
    }

    /// Whether the lines go to a writer as they are made (else they are
    /// kept to the end).
    pub(super) fn is_written(&self) -> bool {
        self.writer.is_some()
    }

    /// One more line.
    pub(super) fn push(&mut self, line: String) {
        self.lines.push(line);
    }

    /// More lines.
    pub(super) fn extend(&mut self, lines: impl IntoIterator<Item = String>) {
        self.lines.extend(lines);
    }

    /// The lines made so far are final: handed to the writer, if any.
    pub(super) fn flush(&mut self) {
        if let Some(writer) = &mut self.writer {
            if !self.lines.is_empty() {
                writer(std::mem::take(&mut self.lines));
            }
        }
    }

    /// The lines not handed to a writer.
    pub(super) fn into_lines(self) -> Vec<String> {
        self.lines
    }
}
