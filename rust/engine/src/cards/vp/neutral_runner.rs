//! Vantage Point: the neutral Runner cards. Each card is one definition, listed in `CARDS`.

use crate::cards::{card, CardBehavior};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::{Zone, FLAG_INSTALLED_THIS_TURN};

/// Every Vantage Point neutral Runner card definition.
pub(crate) static CARDS: &[CardBehavior] = &[WORD_ON_THE_STREET];

// ----- 36025 Word on the Street -----

/// Credits Word on the Street gives when the Corp scores an agenda installed before this turn.
const WOTS_GAIN: u8 = 4;

/// Word on the Street: to score an agenda installed this turn, the Corp must add this resource
/// to its score area, where it is an agenda worth -1 point that cannot be forfeited; when the
/// Corp scores an agenda installed before this turn, it is trashed and the Runner gains 4
/// credits and draws 1 card.
const WORD_ON_THE_STREET: CardBehavior = CardBehavior {
    // The additional cost, paid as the agenda is scored (effects/score_area.rs): so the -1 counts
    // before the agenda's points are checked for the win.
    score_cost: Some(|s, card, agenda| {
        if s.card(agenda).flags & FLAG_INSTALLED_THIS_TURN != 0 && s.card(card).zone == Zone::Rig {
            s.add_to_score_area_as_agenda(card, Side::Corp);
        }
    }),
    agenda_points_change: Some(|s, card| {
        if matches!(s.card(card).zone, Zone::Score(_)) {
            -1
        } else {
            0
        }
    }),
    cannot_be_forfeited: true,
    agenda_in_score_area: true,
    // "An agenda they did not install this turn": the scored agenda's install, remembered as it
    // was scored.
    triggers_on: Some(|s, _, event| {
        matches!(event, Event::Scored(_)) && !s.turn_flags.last_scored_installed_this_turn
    }),
    // Card text, in order: trash it, gain 4 credits, draw 1 card.
    resolve_trigger: Some(|s, card, _| {
        s.trash(card);
        s.push(Step::Draw(Side::Runner, 1));
        s.push(Step::Gain(Side::Runner, WOTS_GAIN));
    }),
    ..card("36025")
};
