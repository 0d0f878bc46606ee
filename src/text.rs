//! Small helpers for quoting user input in messages.

/// The longest piece of user input quoted in a message, in characters.
pub const QUOTE_LIMIT: usize = 80;

/// `text` as quoted in an error message: at most [`QUOTE_LIMIT`]
/// characters, then `...` when it was longer; control characters (a
/// newline, a terminal's escape sequence) escaped as `\n`, `\u{1b}`, so
/// that no input prints raw on a terminal or forges a line.
pub fn bounded(text: &str) -> String {
    match text.char_indices().nth(QUOTE_LIMIT) {
        None => escaped(text),
        Some((cut, _)) => format!("{}...", escaped(&text[..cut])),
    }
}

/// `text` between single quotes, [`bounded`].
pub fn quoted(text: &str) -> String {
    format!("'{}'", bounded(text))
}

/// `text` with its control characters escaped (`\n`, `\t`, `\u{1b}`), whole.
pub fn escaped(text: &str) -> String {
    if !text.chars().any(char::is_control) {
        return text.to_string();
    }
    text.chars()
        .map(|c| match c.is_control() {
            true => c.escape_default().to_string(),
            false => c.to_string(),
        })
        .collect()
}

/// A message made for a terminal: each line with its control characters
/// escaped (the line breaks kept), so that input quoted anywhere in it
/// cannot send escape sequences to the terminal.
pub fn printable(message: &str) -> String {
    if !message.chars().any(|c| c.is_control() && c != '\n') {
        return message.to_string();
    }
    message
        .split('\n')
        .map(escaped)
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    #[test]
    fn long_input_is_cut() {
        assert_eq!(super::bounded("abc"), "abc");
        let long = "é".repeat(200);
        let q = super::bounded(&long);
        assert_eq!(q.chars().count(), super::QUOTE_LIMIT + 3);
    }

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(super::bounded("a\nb\u{1b}[31m"), "a\\nb\\u{1b}[31m");
        assert_eq!(super::quoted("x\ty"), "'x\\ty'");
        assert_eq!(super::printable("a\u{1b}\nb"), "a\\u{1b}\nb");
    }
}
