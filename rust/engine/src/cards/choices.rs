//! A card's own decisions, asked of its definition: modes (`Step::ChooseMode`), choices
//! (`Step::Choice`: offers, resolution, decision name, labels, who decides) and amounts
//! (`Step::ChooseAmount`). Part of the card dispatch (`cards/mod.rs`, whose `ask!` macro these
//! use).

use super::{abilities, blanked};
use crate::actions::{Action, ActionList};
use crate::side::Side;
use crate::state::GameState;

/// The modes a card being resolved offers (`Step::ChooseMode`).
pub(crate) fn legal_modes(state: &GameState, card: u8, out: &mut ActionList) {
    ask!(state, card, legal_modes(state, card, out), ())
}

/// Resolves the chosen mode of a card.
pub(crate) fn resolve_mode(state: &mut GameState, card: u8, mode: u8) {
    ask!(state, card, resolve_mode(state, card, mode), ())
}

/// Actions offered by a card's own decision step (`Step::Choice`).
pub(crate) fn legal_choices(state: &GameState, source: u8, n: u8, data: u32, out: &mut ActionList) {
    ask!(
        state,
        source,
        legal_choices(state, source, n, data, out),
        ()
    )
}

/// Resolves a card's own decision step (`Step::Choice`).
pub(crate) fn resolve_card_choice(
    state: &mut GameState,
    source: u8,
    n: u8,
    data: u32,
    action: Action,
) {
    ask!(
        state,
        source,
        resolve_card_choice(state, source, n, data, action),
        ()
    )
}

/// Decision name of a card's own decision step.
pub(crate) fn choice_name(state: &GameState, source: u8, n: u8) -> &'static str {
    ask!(state, source, choice_name(state, source, n), "choose")
}

/// The card's own label for an action of its decision step, for `viewer`, if it words one.
pub(crate) fn choice_label(
    state: &GameState,
    viewer: Side,
    source: u8,
    n: u8,
    action: &Action,
) -> Option<String> {
    let f = abilities(state, source)?.choice_label?;
    f(state, viewer, source, n, action)
}

/// Readable name of a mode, if the card gives one.
pub(crate) fn mode_label(state: &GameState, card: u8, mode: u8) -> Option<String> {
    ask!(state, card, mode_label(state, card, mode), None)
}

/// Smallest and largest amount of `card`'s pending amount choice.
pub(crate) fn amount_range(state: &GameState, card: u8) -> (u16, u16) {
    ask!(state, card, amount_range(state, card), (0, 0))
}

/// Resolves `card`'s pending effect with the chosen amount.
pub(crate) fn resolve_amount(state: &mut GameState, card: u8, amount: u16) {
    ask!(state, card, resolve_amount(state, card, amount), ())
}

/// A card's own label for choosing `amount`, if any.
pub(crate) fn amount_label(state: &GameState, card: u8, amount: u16) -> Option<String> {
    ask!(state, card, amount_label(state, card, amount), None)
}

/// Who makes `source`'s own decision `Step::Choice` kind `n`: its owner unless its definition
/// says otherwise (Wildcat Strike: the Corp).
pub(crate) fn choice_side(state: &GameState, source: u8, n: u8) -> Side {
    let owner = state.card(source).owner;
    ask!(state, source, chooser(state, source, n), owner)
}
