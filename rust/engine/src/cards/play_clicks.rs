//! How many clicks playing an operation or event costs: the action's click, the card's own
//! additional clicks (Double), and changes active Corp cards make to it (Synchrocyclotron: the
//! first double operation each turn costs a click less). Asked when plays are offered and when
//! one is taken.

use crate::state::GameState;

/// Clicks playing `card` costs now (never below 0).
pub(crate) fn play_clicks(state: &GameState, card: u8) -> u8 {
    let printed = 1 + super::additional_play_clicks(state.cdef(card)) as i32;
    // Dispatch by card: the walk over the Corp's installed cards only in a game with a card
    // that changes the clicks (issue 26: asked for every operation and event in hand, in
    // every action phase).
    if !state.asks(super::hooks::PLAY_CLICKS) {
        return printed.clamp(0, u8::MAX as i32) as u8;
    }
    let change: i32 = state
        .corp_installed()
        .filter(|&c| state.card(c).rezzed)
        .filter_map(|c| {
            let f = super::abilities(state, c)?.play_click_modifier?;
            Some(f(state, c, card))
        })
        .sum();
    (printed + change).clamp(0, u8::MAX as i32) as u8
}
