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
    /// A symlink, a FIFO, a device or any other file that is not a regular
    /// file is refused (the error is then a [`Refused`]): the input names
    /// the file, and the drop-in writes through no link and truncates no
    /// device.
    pub fn open(&self, name: &str, overwrite: bool) -> io::Result<()> {
        // As Popeye, the previous protocol is closed even when the new file
        // cannot be opened.
        *self.file.borrow_mut() = None;
        let file = open_regular(name, overwrite)?;
        *self.file.borrow_mut() = Some(file);
        Ok(())
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

/// Why a protocol file was refused (inside the `io::Error` of
/// [`Protocol::open`]).
#[derive(Debug)]
pub struct Refused(pub String);

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Refused {}

/// The reason `e` gives when it is a refusal of [`Protocol::open`].
pub fn refusal(e: &io::Error) -> Option<&Refused> {
    e.get_ref()
        .and_then(|inner| inner.downcast_ref::<Refused>())
}

/// `name` opened for writing when it is a regular file or does not exist
/// yet (created), never through a symlink (`O_NOFOLLOW`), never a FIFO
/// (`O_NONBLOCK`: no wait for a reader) or a device; truncated only once
/// it is known to be a regular file.
fn open_regular(name: &str, overwrite: bool) -> io::Result<File> {
    let refuse = |what: &str| {
        io::Error::other(Refused(format!(
            "{} is {what}: refused (a protocol is written only to a regular file)",
            crate::text::quoted(name)
        )))
    };
    match std::fs::symlink_metadata(name) {
        Ok(m) if m.file_type().is_symlink() => return Err(refuse("a symbolic link")),
        Ok(m) if !m.is_file() => return Err(refuse("not a regular file")),
        _ => {}
    }
    let mut options = OpenOptions::new();
    options.create(true);
    if overwrite {
        options.write(true);
    } else {
        options.append(true);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    let file = match options.open(name) {
        Ok(file) => file,
        // (A symlink made between the look and the open.)
        #[cfg(unix)]
        Err(e) if e.raw_os_error() == Some(libc::ELOOP) => return Err(refuse("a symbolic link")),
        Err(e) => return Err(e),
    };
    if !file.metadata()?.is_file() {
        return Err(refuse("not a regular file"));
    }
    if overwrite {
        file.set_len(0)?;
    }
    Ok(file)
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
