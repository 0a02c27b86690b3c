//! Elevation: the Jinteki cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{card, mode, subtype, CardBehavior, Sub};
use crate::engine::{DamageKind, Step};

/// Every Elevation Jinteki card definition.
pub(crate) static CARDS: &[CardBehavior] = &[SEMAK_SAMUN];

const FRACTER: u64 = subtype("Fracter");

/// Semak-samun's modes: the Runner suffers 3 net damage, or the run ends.
const SEMAK_SUFFER: u8 = 0;
const SEMAK_END: u8 = 1;

/// Semak-samun: its subroutine ends the run unless the Runner suffers 3 net damage, and only a
/// fracter may break it.
const SEMAK_SAMUN: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0)],
    sub_text: &["End the run unless the Runner suffers 3 net damage."],
    actions: &[
        mode(SEMAK_SUFFER, "suffer 3 net damage (the run goes on)", ""),
        mode(SEMAK_END, "do not: the run ends", ""),
    ],
    // Card text: its printed subroutine breaks only with a fracter (any other breaking card,
    // an icebreaker or not, is refused: `cards::can_break`).
    breakable_by: Some(|s, _, breaker| s.cdef(breaker).subtypes & FRACTER != 0),
    resolve_sub: Some(|s, ice, _| s.push(Step::RunnerMode(ice))),
    // The Runner may always choose the damage, even more than its grip holds.
    legal_modes: Some(|_, card, out| {
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(SEMAK_SUFFER),
        );
        out.push(Action::new(ActionKind::Mode).card(card).target(SEMAK_END));
    }),
    resolve_mode: Some(|s, _, m| {
        if m == SEMAK_SUFFER {
            s.push(Step::Damage(DamageKind::Net, 3));
        } else {
            s.push(Step::EndRun);
        }
    }),
    ..card("35054")
};
