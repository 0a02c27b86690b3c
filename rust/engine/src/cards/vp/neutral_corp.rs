//! Vantage Point: the neutral Corp cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{card, mode, CardBehavior, CardType};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::{GameState, Zone};

/// Every Vantage Point neutral Corp card definition.
pub(crate) static CARDS: &[CardBehavior] = &[LET_THEM_DREAM];

// ----- 36066 Let Them Dream -----

// Let Them Dream's modes: the place searched (HQ, R&D, Archives), or no search.
const LTD_HQ: u8 = 0;
const LTD_RD: u8 = 1;
const LTD_ARCHIVES: u8 = 2;
const LTD_NONE: u8 = 3;
// `Step::Choice` kinds (`n`) of Let Them Dream.
/// The agenda found (`data`: the mode, the place searched).
const LTD_FIND: u8 = 0;
/// Where the found agenda goes (`data`: the agenda): target 0 HQ, 1 the bottom of R&D.
const LTD_PUT: u8 = 1;

/// The pile of the Corp's that Let Them Dream's mode `m` searches.
fn ltd_pile(state: &GameState, m: u8) -> &[u8] {
    match m {
        LTD_HQ => &state.corp.hq,
        LTD_RD => &state.corp.rd,
        _ => &state.corp.archives,
    }
}

/// Let Them Dream: scored, the Corp may search HQ, R&D or Archives for an agenda, reveal it and
/// put it into HQ or on the bottom of R&D; in the Runner's score area it is worth 1 point
/// less.
const LET_THEM_DREAM: CardBehavior = CardBehavior {
    actions: &[
        mode(LTD_HQ, "search HQ for an agenda", ""),
        mode(LTD_RD, "search R&D for an agenda", ""),
        mode(LTD_ARCHIVES, "search Archives for an agenda", ""),
        mode(LTD_NONE, "do not search", ""),
    ],
    agenda_points_change: Some(|s, card| {
        if s.card(card).zone == Zone::Score(Side::Runner) {
            -1
        } else {
            0
        }
    }),
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    resolve_trigger: Some(|s, card, _| s.push(Step::ChooseMode(card))),
    legal_modes: Some(|_, card, out| {
        for m in [LTD_HQ, LTD_RD, LTD_ARCHIVES, LTD_NONE] {
            out.push(Action::new(ActionKind::Mode).card(card).target(m));
        }
    }),
    resolve_mode: Some(|s, card, m| {
        if m == LTD_NONE {
            return;
        }
        if m == LTD_RD {
            s.look_through_rd();
        }
        // Rules Reference, "Search": a fitting card must be found if there is one.
        if ltd_pile(s, m)
            .iter()
            .any(|&c| s.cdef(c).card_type == CardType::Agenda)
        {
            s.ask_choice(card, LTD_FIND, m as u32);
        } else if m == LTD_RD {
            s.shuffle_zone(Zone::Rd);
        }
    }),
    legal_choices: Some(|s, card, n, data, out| {
        if n == LTD_PUT {
            out.push(Action::new(ActionKind::Mode).card(card).target(0));
            out.push(Action::new(ActionKind::Mode).card(card).target(1));
            return;
        }
        let pile = ltd_pile(s, data as u8);
        for (i, &c) in pile.iter().enumerate() {
            let def = s.card(c).def;
            if s.cdef(c).card_type == CardType::Agenda
                && pile[..i].iter().all(|&e| s.card(e).def != def)
            {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
        }
    }),
    resolve_card_choice: Some(|s, card, n, data, a| {
        if a.kind != ActionKind::Mode {
            return;
        }
        if n == LTD_FIND {
            // Revealed; R&D, if searched, is shuffled before the agenda goes anywhere.
            s.card_mut(a.card).known = Side::Corp.bit() | Side::Runner.bit();
            if data as u8 == LTD_RD {
                s.shuffle_zone(Zone::Rd);
            }
            s.push_choice(card, LTD_PUT, a.card as u32);
            return;
        }
        let agenda = data as u8;
        match (a.target, s.card(agenda).zone) {
            (0, Zone::Hq) => {}
            (0, from) => s.add_to_hq(agenda, from, true),
            (_, _) => {
                s.add_to_rd(agenda);
                if let Some(top) = s.corp.rd.pop() {
                    s.corp.rd.insert(0, top);
                }
            }
        }
    }),
    choice_name: Some(|_, _, n| {
        if n == LTD_PUT {
            "choose"
        } else {
            "choose_card"
        }
    }),
    choice_label: Some(|s, viewer, _, n, a| {
        Some(if n == LTD_PUT {
            if a.target == 0 {
                "Let Them Dream: add the agenda to HQ".into()
            } else {
                "Let Them Dream: put the agenda on the bottom of R&D".into()
            }
        } else {
            format!("Let Them Dream: reveal {}", s.card_name(viewer, a.card))
        })
    }),
    ..card("36066")
};
