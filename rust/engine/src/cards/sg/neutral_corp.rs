//! System Gateway (2021): the neutral Corp cards. Each card is one definition, listed in `CARDS`.

use crate::cards::CardBehavior;

/// Every System Gateway neutral Corp card definition.
pub(crate) static CARDS: &[CardBehavior] = &[REGOLITH_MINING_LICENSE, PALISADE];

// ----- Regolith Mining License, Palisade (paths spelled out: this file is shared) -----

/// Credits loaded onto Regolith Mining License when it is rezzed.
const REGOLITH_LOAD: u8 = 15;
/// Credits its click ability takes.
const REGOLITH_TAKE: u8 = 3;

/// Regolith Mining License: 15 credits loaded on it when rezzed; a click takes 3 of them; it is
/// trashed once empty.
const REGOLITH_MINING_LICENSE: CardBehavior = CardBehavior {
    actions: &[crate::cards::ability(
        0,
        "take 3 credits from Regolith Mining License",
        "1 click",
    )],
    triggers_on: Some(|_, card, event| event == crate::engine::Event::Rezzed(card)),
    resolve_trigger: Some(|s, card, _| {
        s.card_mut(card).credits = REGOLITH_LOAD;
        s.log_card_credits(card, REGOLITH_LOAD, true);
    }),
    click_abilities: Some(|s, card, _, out| {
        if s.card(card).credits > 0 {
            out.push(
                crate::actions::Action::new(crate::actions::ActionKind::Ability)
                    .card(card)
                    .target(0),
            )
        }
    }),
    use_click_ability: Some(|s, card, _| {
        let take = s.card(card).credits.min(REGOLITH_TAKE);
        s.card_mut(card).credits -= take;
        s.log_card_credits(card, take, false);
        s.corp.credits = crate::invariants::add_credits(s.corp.credits, take as u16);
        // Card text: empty, it is trashed.
        if s.card(card).credits == 0 {
            s.trash(card);
        }
    }),
    ..crate::cards::card("30071")
};

/// Palisade: +2 strength while protecting a remote server; end the run.
const PALISADE: CardBehavior = CardBehavior {
    subroutines: &[crate::cards::Sub::EndRun],
    strength_modifier: Some(|s, card, target| {
        // Card text: remote servers are the ones after the three centrals.
        match s.card(card).zone {
            crate::state::Zone::Ice(server)
                if target == card && server > crate::state::ARCHIVES =>
            {
                2
            }
            _ => 0,
        }
    }),
    ..crate::cards::card("30072")
};
