//! Popeye's `Protocol FILE`: from the problem that names it on, everything
//! the drop-in writes, to standard output and to standard error, is written
//! to FILE too (appended to it; overwritten with `-regression`), until
//! another problem names another file.

use std::cell::RefCell;
use std::fs::{File, OpenOptions};
use std::io::{self, Write};

/// The protocol file, if one is open.
#[derive(Default)]
pub struct Protocol {
    file: RefCell<Option<File>>,
}

impl Protocol {
    /// Open `name` as the protocol (closing the previous one): appended
    /// to, or overwritten when `overwrite` (Popeye's `-regression`).
    pub fn open(&self, name: &str, overwrite: bool) -> io::Result<()> {
        let mut options = OpenOptions::new();
        options.create(true);
        if overwrite {
            options.write(true).truncate(true);
        } else {
            options.append(true);
        }
        // As Popeye, the previous protocol is closed even when the new file
        // cannot be opened.
        let (file, opened) = match options.open(name) {
            Ok(file) => (Some(file), Ok(())),
            Err(e) => (None, Err(e)),
        };
        *self.file.borrow_mut() = file;
        opened
    }

    /// Write `text` to the protocol file alone (Popeye's version line when
    /// it opens one).
    pub fn note(&self, text: &str) -> io::Result<()> {
        match self.file.borrow_mut().as_mut() {
            Some(file) => file.write_all(text.as_bytes()),
            None => Ok(()),
        }
    }

    /// A writer to `inner` and to the protocol file.
    pub fn tee<'a>(&'a self, inner: &'a mut dyn Write) -> Tee<'a> {
        Tee {
            inner,
            protocol: self,
        }
    }
}

/// Writes to a stream and to the protocol file, if one is open.
pub struct Tee<'a> {
    inner: &'a mut dyn Write,
    protocol: &'a Protocol,
}

impl Write for Tee<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        if let Some(file) = self.protocol.file.borrow_mut().as_mut() {
            file.write_all(&buf[..n])?;
        }
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()?;
        if let Some(file) = self.protocol.file.borrow_mut().as_mut() {
            file.flush()?;
        }
        Ok(())
    }
}
