//! Vantage Point: the Criminal cards. Each card is one definition, listed in `CARDS`.

use crate::cards::{card, CardBehavior};
use crate::engine::{Event, Step};

/// Every Vantage Point Criminal card definition.
pub(crate) static CARDS: &[CardBehavior] = &[BORROWED_GOODS];

/// Borrowed Goods: 1 more memory; as it is installed, the Runner takes 1 tag unless already
/// tagged.
const BORROWED_GOODS: CardBehavior = CardBehavior {
    memory: Some(|_, _| 1),
    triggers_on: Some(|_, card, event| event == Event::Installed(card)),
    // Card text: "if you are not tagged", checked as the ability resolves.
    resolve_trigger: Some(|s, _, _| {
        if s.runner.tags == 0 {
            s.push(Step::Tags(1));
        }
    }),
    ..card("36013")
};
