//! Small helpers for quoting user input in messages.

/// The longest piece of user input quoted in a message, in characters.
pub const QUOTE_LIMIT: usize = 80;

/// `text` as quoted in an error message: at most [`QUOTE_LIMIT`]
/// characters, then `...` when it was longer.
pub fn bounded(text: &str) -> String {
    match text.char_indices().nth(QUOTE_LIMIT) {
        None => text.to_string(),
        Some((cut, _)) => format!("{}...", &text[..cut]),
    }
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
}
