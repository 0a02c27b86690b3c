//! Elevation: the Haas-Bioroid cards. Each card is one definition, listed in `CARDS`.

use crate::actions::ActionKind;
use crate::cards::{card, CardBehavior, Sub};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::Zone;

/// Every Elevation Haas-Bioroid card definition.
pub(crate) static CARDS: &[CardBehavior] = &[OTTO_CAMPAIGN, SCATTER_FIELD, NANOMANAGEMENT];

/// Nanomanagement: the Corp gains 2 clicks.
const NANOMANAGEMENT: CardBehavior = CardBehavior {
    play: Some(|s, _| s.corp.clicks = crate::invariants::add_clicks(s.corp.clicks, 2)),
    ..card("35043")
};

/// Credits loaded onto Otto Campaign when it is rezzed.
const OTTO_LOAD: u8 = 6;
/// Credits the Corp takes from Otto Campaign as its turn begins.
const OTTO_TAKE: u16 = 2;

/// Otto Campaign: loaded with 6 credits when rezzed; the Corp takes 2 as each of its turns
/// begins; emptied, it is trashed and the Corp gains 2 clicks.
const OTTO_CAMPAIGN: CardBehavior = CardBehavior {
    triggers_on: Some(|_, card, event| match event {
        Event::Rezzed(a) => a == card,
        Event::TurnBegins(Side::Corp) => true,
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Rezzed(_) => s.place_credits(card, OTTO_LOAD),
        // Card text: "when it is empty, trash it and gain 2 clicks" (this turn's clicks: the
        // turn has begun, its allotted clicks given).
        _ => {
            if s.take_credits_trash_when_empty(Side::Corp, card, OTTO_TAKE) {
                s.corp.clicks = crate::invariants::add_clicks(s.corp.clicks, 2);
            }
        }
    }),
    ..card("35040")
};

/// `Step::Choice` kind (`n`) of Scatter Field's first subroutine: a card of HQ to install, or
/// none.
const SCATTER_INSTALL: u8 = 0;
/// Strength Scatter Field gains as the only ice of its server.
const SCATTER_ALONE: i32 = 4;

/// Scatter Field: +4 strength while it is the only ice protecting its server; its subroutines
/// let the Corp install a card from HQ (paying its costs), then end the run.
const SCATTER_FIELD: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::EndRun],
    sub_text: &["The Corp may install 1 card from HQ."],
    strength_modifier: Some(|s, card, target| {
        if target != card {
            return 0;
        }
        match s.card(card).zone {
            Zone::Ice(server) if s.corp.servers[server as usize].ice.len() == 1 => SCATTER_ALONE,
            _ => 0,
        }
    }),
    // Asked even with nothing to install: whether it is asked must not tell what HQ holds.
    resolve_sub: Some(|s, ice, _| s.push_choice(ice, SCATTER_INSTALL, 0)),
    // As Shipment from MirrorMorph's installs: any card of HQ but operations, where it may go,
    // one offer per title and server; its install cost is paid as usual.
    legal_choices: Some(|s, _, _, _, out| s.offer_installs_from_hq(out)),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Install {
            s.push(Step::CorpInstall {
                card: action.card,
                server: action.server,
            });
        }
    }),
    choice_name: Some(|_, _, _| "install_from_hq"),
    ..card("35042")
};
