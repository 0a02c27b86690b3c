//! Criminal cards of the Core Set, described in our own words.

use super::{Behavior, Hooks};

/// The Criminal cards' hooks.
pub(crate) struct Cards;

impl Hooks for Cards {
    fn implemented(_b: Behavior) -> bool {
        false
    }
}
