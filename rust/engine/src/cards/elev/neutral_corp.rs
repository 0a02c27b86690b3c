//! Elevation: the neutral Corp cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{ability, card, mode, CardBehavior, CardType, Sub};
use crate::engine::{Event, Spend, Step};
use crate::state::{GameState, Zone};
use crate::waits;

/// Every Elevation neutral Corp card definition.
pub(crate) static CARDS: &[CardBehavior] =
    &[FLYSWATTER, LAMPLIGHTER, MAHKOTA_LANGIT_GRID, PETTY_CASH];

/// Flyswatter: rezzed during a run on the server it protects, it purges virus counters; its
/// subroutine ends the run.
const FLYSWATTER: CardBehavior = CardBehavior {
    subroutines: &[Sub::EndRun],
    // Card text: any rez during a run against its server (as Ping's).
    waits_for: waits::REZZED,
    triggers_on: Some(|s, card, event| {
        event == Event::Rezzed(card)
            && s.run.is_some_and(|r| {
                !r.ended && matches!(s.card(card).zone, Zone::Ice(sv) if sv == r.server)
            })
    }),
    resolve_trigger: Some(|s, _, _| s.purge_virus_counters()),
    ..card("35079")
};

/// What Lamplighter's first subroutine asks the Runner to pay.
const LAMPLIGHTER_TOLL: u16 = 3;
/// Lamplighter's modes for its first subroutine.
const LAMPLIGHTER_PAY: u8 = 0;
const LAMPLIGHTER_TAG: u8 = 1;

/// The server `ice` protects, if it is installed ice.
fn protected_server(s: &GameState, ice: u8) -> Option<u8> {
    match s.card(ice).zone {
        Zone::Ice(server) => Some(server),
        _ => None,
    }
}

/// Lamplighter: trashed when an agenda is scored or stolen from its server (or that server's
/// root); its subroutines give the Runner 1 tag unless they pay 3 credits, then end the run if
/// the Runner is tagged.
const LAMPLIGHTER: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1)],
    sub_text: &[
        "The Runner pays 3 credits, or else takes 1 tag.",
        "End the run if the Runner is tagged.",
    ],
    actions: &[
        mode(LAMPLIGHTER_PAY, "pay 3 credits (no tag)", "3 credits"),
        mode(LAMPLIGHTER_TAG, "do not pay: take 1 tag", ""),
    ],
    // Card text: an agenda scored from, or stolen from, the server it protects (its root,
    // HQ, R&D or Archives).
    waits_for: waits::SCORED_FROM | waits::STOLEN_FROM,
    triggers_on: Some(|s, card, event| match event {
        Event::ScoredFrom(_, server) | Event::StolenFrom(_, server) => {
            protected_server(s, card) == Some(server)
        }
        _ => false,
    }),
    resolve_trigger: Some(|s, card, _| {
        if protected_server(s, card).is_some() {
            s.trash(card);
        }
    }),
    resolve_sub: Some(|s, ice, index| {
        if index == 0 {
            s.push(Step::RunnerMode(ice));
        } else if s.runner.tags > 0 {
            s.push(Step::EndRun);
        }
    }),
    legal_modes: Some(|s, card, out| {
        if s.runner_credits_for(Spend::Other) >= LAMPLIGHTER_TOLL as u32 {
            out.push(
                Action::new(ActionKind::Mode)
                    .card(card)
                    .target(LAMPLIGHTER_PAY),
            );
        }
        out.push(
            Action::new(ActionKind::Mode)
                .card(card)
                .target(LAMPLIGHTER_TAG),
        );
    }),
    resolve_mode: Some(|s, _, m| {
        if m == LAMPLIGHTER_PAY {
            s.pay_runner(Spend::Other, LAMPLIGHTER_TOLL);
        } else {
            s.push(Step::Tags(1));
        }
    }),
    ..card("35080")
};

/// What Mahkota Langit Grid adds to the trash cost of each asset in the root of its server.
const MAHKOTA_TRASH_RAISE: i32 = 2;

/// Mahkota Langit Grid: 2 recurring credits that pay only to rez assets in the root of its
/// server and ice protecting it; each asset in the root of its server costs 2 more to trash,
/// and that lasts for the rest of a run in which the Grid is accessed and trashed
/// ("Persistent", effects/persistent.rs). One region per server is the install rule (install.rs).
const MAHKOTA_LANGIT_GRID: CardBehavior = CardBehavior {
    recurring_credits: 2,
    // Card text: hosted credits rez assets in its root and ice protecting its server.
    pays_for: Some(|s, card, spend| {
        let Spend::Rez(target) = spend else {
            return false;
        };
        let Zone::Root(server) = s.card(card).zone else {
            return false;
        };
        match s.card(target).zone {
            Zone::Root(t) => t == server && s.cdef(target).card_type == CardType::Asset,
            Zone::Ice(t) => t == server,
            _ => false,
        }
    }),
    // Card text: +2 to the trash cost of each asset in the root of its server, also while it
    // persists after being trashed on access (its server is then the attacked server).
    trash_cost_modifier: Some(|s, card, target| {
        let asset_here = s.root_server_or_persisting(card).is_some_and(|server| {
            s.card(target).zone == Zone::Root(server) && s.cdef(target).card_type == CardType::Asset
        });
        if asset_here {
            MAHKOTA_TRASH_RAISE
        } else {
            0
        }
    }),
    // "Persistent": accessed while active, its ability lasts for the rest of the run.
    accessed: Some(|s, card| s.persist_for_run(card)),
    ..card("35082")
};

// ----- 35081 Petty Cash -----

/// Credits Petty Cash gains.
const PETTY_CASH_GAIN: u8 = 5;
/// Petty Cash's `Step::Choice` kind: it is removed from the game once it has resolved.
const PETTY_CASH_REMOVE: u8 = 0;

/// Petty Cash: playable only before the Corp has finished an action this turn; gains 5
/// credits, and a click too when played from anywhere but HQ; a click ability plays it from
/// Archives, after which it is removed from the game.
const PETTY_CASH: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "play Petty Cash from Archives (then remove it from the game)",
        "1 click, 3 credits",
    )],
    // Card text: "play only if you have not finished an action yet this turn".
    can_play: Some(|s, _| !s.corp_finished_an_action()),
    play: Some(|s, card| {
        s.push(Step::CorpGainFrom(card, PETTY_CASH_GAIN));
        if !s.played_from_hq(card) {
            s.corp.clicks = crate::invariants::add_clicks(s.corp.clicks, 1);
        }
    }),
    // Card text: an ability used from Archives (effects/pile_abilities.rs).
    abilities_in_hq_or_archives: true,
    click_abilities: Some(|s, card, _, out| {
        if s.card(card).zone == Zone::Archives && s.can_play_operation_by_effect(card) {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_click_ability: Some(|s, card, _| {
        s.play_operation_by_effect(card, Some((card, PETTY_CASH_REMOVE)));
    }),
    resolve_card_choice: Some(|s, _, _, data, _| s.remove_after_play(data as u8)),
    ..card("35081")
};
