//! Card text quoted in labels.

use super::{subroutine_text, subroutines, CardDef};

/// Subroutine `index` of `ice` quoted for a label: "'End the run.'", with its index where
/// another subroutine of the ice reads the same (Hadrian's Wall, Eli 1.0): "'End the run.'
/// (target 1)", so that two actions on them never share a label. Empty if the text is.
pub(crate) fn subroutine_words(d: &CardDef, index: usize) -> String {
    let text = subroutine_text(d, index);
    if text.is_empty() {
        return text;
    }
    let n = subroutines(d).len();
    if (0..n).any(|i| i != index && subroutine_text(d, i) == text) {
        format!("'{text}' (target {index})")
    } else {
        format!("'{text}'")
    }
}
