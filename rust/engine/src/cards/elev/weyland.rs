//! Elevation: the Weyland Consortium cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{card, mode, CardBehavior};
use crate::engine::{DamageKind, Event, Spend, Step};
use crate::side::Side;
use crate::state::Zone;

/// Every Elevation Weyland Consortium card definition.
pub(crate) static CARDS: &[CardBehavior] = &[ANTHILL_EXCAVATION_CONTRACT, MEASURED_RESPONSE];

/// What Measured Response asks the Runner to pay.
const MEASURED_TOLL: u16 = 8;
/// The threat level Measured Response needs.
const MEASURED_THREAT: u32 = 4;

/// Measured Response: only at threat level 4 or more and after a successful run in the Runner's
/// last turn; 4 meat damage unless the Runner pays 8 credits.
const MEASURED_RESPONSE: CardBehavior = CardBehavior {
    actions: &[
        mode(0, "pay 8 credits (no damage)", "8 credits"),
        mode(1, "do not pay: take 4 meat damage", ""),
    ],
    // Card text: both conditions ("threat level": the higher score area's agenda points).
    can_play: Some(|s, _| s.threat_level() >= MEASURED_THREAT && s.last_runner_turn.successful_run),
    play: Some(|s, card| s.push(Step::RunnerMode(card))),
    // The Runner decides: pay if able, or take the damage.
    legal_modes: Some(|s, card, out| {
        if s.runner_credits_for(Spend::Other) >= MEASURED_TOLL as u32 {
            out.push(Action::new(ActionKind::Mode).card(card).target(0));
        }
        out.push(Action::new(ActionKind::Mode).card(card).target(1));
    }),
    resolve_mode: Some(|s, _, m| {
        if m == 0 {
            s.pay_runner(Spend::Other, MEASURED_TOLL);
        } else {
            s.push(Step::Damage(DamageKind::Meat, 4));
        }
    }),
    ..card("35078")
};

/// Credits loaded onto Anthill Excavation Contract when it is rezzed.
const ANTHILL_LOAD: u8 = 8;
/// Credits the Corp takes from it as its turn begins.
const ANTHILL_TAKE: u16 = 4;
/// `Step::Choice` kind (`n`) of Anthill Excavation Contract: its "when it is empty" ability,
/// waiting below the draw (it offers no action: it resolves as soon as it is reached).
const ANTHILL_EMPTY: u8 = 0;

/// Anthill Excavation Contract: loaded with 8 credits when rezzed; as each Corp turn begins the
/// Corp takes 4 of them and draws 1 card; emptied, it is trashed.
const ANTHILL_EXCAVATION_CONTRACT: CardBehavior = CardBehavior {
    triggers_on: Some(|_, card, event| match event {
        Event::Rezzed(a) => a == card,
        Event::TurnBegins(Side::Corp) => true,
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Rezzed(_) => s.place_credits(card, ANTHILL_LOAD),
        _ => {
            // Card text, in order: take 4 and draw 1; then, empty, it is trashed.
            if s.take_credits_for(Side::Corp, card, ANTHILL_TAKE) == 0 {
                s.push_choice(card, ANTHILL_EMPTY, 0);
            }
            s.push(Step::Draw(Side::Corp, 1));
        }
    }),
    // No action: the pending "when it is empty" ability resolves at once, if the card is still
    // installed and still empty.
    resolve_card_choice: Some(|s, card, _, _, _| {
        if matches!(s.card(card).zone, Zone::Root(_)) && s.card(card).credits == 0 {
            s.trash(card);
        }
    }),
    ..card("35072")
};
