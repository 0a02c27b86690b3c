//! Elevation: the Weyland Consortium cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{card, mode, CardBehavior};
use crate::engine::{DamageKind, Spend, Step};

/// Every Elevation Weyland Consortium card definition.
pub(crate) static CARDS: &[CardBehavior] = &[MEASURED_RESPONSE];

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
