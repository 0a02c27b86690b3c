//! Elevation: the neutral Corp cards. Each card is one definition, listed in `CARDS`.

use crate::cards::{card, CardBehavior, Sub};
use crate::engine::Event;
use crate::state::Zone;

/// Every Elevation neutral Corp card definition.
pub(crate) static CARDS: &[CardBehavior] = &[FLYSWATTER];

/// Flyswatter: rezzed during a run on the server it protects, it purges virus counters; its
/// subroutine ends the run.
const FLYSWATTER: CardBehavior = CardBehavior {
    subroutines: &[Sub::EndRun],
    // Card text: any rez during a run against its server (as Ping's).
    triggers_on: Some(|s, card, event| {
        event == Event::Rezzed(card)
            && s.run.is_some_and(|r| {
                !r.ended && matches!(s.card(card).zone, Zone::Ice(sv) if sv == r.server)
            })
    }),
    resolve_trigger: Some(|s, _, _| s.purge_virus_counters()),
    ..card("35079")
};
