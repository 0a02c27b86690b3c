//! System Update 2021: the NBN cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{server_name, Action, ActionKind, ActionList, NEW_REMOTE};
use crate::cards::{ability, card, mode, subtype, CardBehavior, CardType, Sub, CHOOSE_CARD};
use crate::engine::{Event, Step};
use crate::side::Side;
use crate::state::GameState;
use crate::waits;

/// Every System Update 2021 NBN card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    NEAR_EARTH_HUB,
    LICENSE_ACQUISITION,
    PROJECT_BEALE,
    DAILY_BUSINESS_SHOW,
    REVERSED_ACCOUNTS,
    POP_UP_WINDOW,
    WRAPAROUND,
];

/// Rules Reference, "Encounter": an encounter ability of `ice` resolves only if that encounter
/// is still taking place (a bypass ends it first).
fn still_encountering(state: &GameState, ice: u8) -> bool {
    state.run.is_some_and(|r| !r.ended && r.encounter == ice)
}

/// Near-Earth Hub: Broadcast Center: the first time each turn the Corp creates a remote server,
/// it draws 1 card.
const NEAR_EARTH_HUB: CardBehavior = CardBehavior {
    // Card text: "the first time each turn"; the turn flag is set only after the abilities
    // waiting for the creation are collected (effects: `place_corp_card`).
    waits_for: waits::REMOTE_CREATED,
    triggers_on: Some(|s, _, event| {
        matches!(event, Event::RemoteCreated(_)) && !s.turn_flags.remote_created
    }),
    resolve_trigger: Some(|s, _, _| s.push(Step::Draw(Side::Corp, 1))),
    ..card("31060")
};

// ----- License Acquisition -----

/// License Acquisition: each asset or upgrade in HQ or Archives (one of each title, and of each
/// faceup or facedown in Archives) and each place it may be installed; or none ("may").
fn license_choices(state: &GameState, _: u8, _: u8, _: u32, out: &mut ActionList) {
    for pile in [state.corp.hq.as_slice(), state.corp.archives.as_slice()] {
        for (i, &c) in pile.iter().enumerate() {
            let d = state.cdef(c);
            let same = |e: &u8| {
                state.card(*e).def == state.card(c).def
                    && state.card(*e).faceup == state.card(c).faceup
            };
            if !matches!(d.card_type, CardType::Asset | CardType::Upgrade)
                || pile[..i].iter().any(same)
            {
                continue;
            }
            for server in 0..=NEW_REMOTE {
                if state.can_corp_install_in(d.card_type, server)
                    && crate::cards::can_install_in(d, server)
                {
                    out.push(Action::new(ActionKind::Install).card(c).server(server));
                }
            }
        }
    }
    if !out.is_empty() {
        out.push(Action::new(ActionKind::Pass));
    }
}

/// License Acquisition: when scored, the Corp may install and rez an asset or upgrade from HQ
/// or Archives at no cost.
const LICENSE_ACQUISITION: CardBehavior = CardBehavior {
    waits_for: waits::SCORED,
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    resolve_trigger: Some(|s, card, _| s.ask_choice(card, 0, 0)),
    legal_choices: Some(license_choices),
    resolve_card_choice: Some(|s, _, _, _, a| {
        // Card text: installed and rezzed ignoring all costs (so no additional rez cost
        // either), by the install rules: the Corp may first trash cards in that root (Rules
        // Reference, "Install" step 3).
        if a.kind == ActionKind::Install {
            s.push(Step::CorpInstallRezzed {
                card: a.card,
                server: a.server,
            });
        }
    }),
    choice_name: Some(|_, _, _| "card_to_install"),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Install => format!(
                "install and rez {} in {} at no cost",
                s.card_name(viewer, a.card),
                server_name(a.server)
            ),
            _ => "install nothing".into(),
        })
    }),
    ..card("31061")
};

/// Project Beale: when scored, 1 agenda counter per 2 advancement tokens past 3 it held; each
/// agenda counter on it is worth 1 more agenda point.
const PROJECT_BEALE: CardBehavior = CardBehavior {
    waits_for: waits::SCORED,
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    resolve_trigger: Some(|s, card, _| {
        // Card text: counted from the tokens it held as it was scored (rounded down).
        let n = s.turn_flags.scored_advancement.saturating_sub(3) / 2;
        s.place_agenda_counters(card, n);
    }),
    // Card text: 1 more agenda point per hosted agenda counter.
    agenda_points_change: Some(|s, card| s.card(card).agenda_counters as i32),
    ..card("31062")
};

/// Daily Business Show: the Corp's first draw each turn draws 1 more card, then 1 of the drawn
/// cards goes to the bottom of R&D.
const DAILY_BUSINESS_SHOW: CardBehavior = CardBehavior {
    // Card text: an interrupt on the first draw of the turn, whoever's turn it is; ruling 1:
    // each rezzed copy adds 1 card, and each puts 1 card back.
    draw_increase: Some(|s, _, side, _| {
        u8::from(side == Side::Corp && s.turn_flags.drew & Side::Corp.bit() == 0)
    }),
    drew_increased: Some(|s, card, _, from| s.ask_choice(card, 0, from as u32)),
    // One of the cards that draw brought (one per title), still in HQ from index `from` on.
    legal_choices: Some(|s, _, _, from, out| {
        let hq = &s.corp.hq;
        let from = (from as usize).min(hq.len());
        for i in from..hq.len() {
            let c = hq[i];
            if !hq[from..i].iter().any(|&e| s.card(e).def == s.card(c).def) {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
        }
    }),
    resolve_card_choice: Some(|s, _, _, from, a| {
        if a.kind == ActionKind::Mode {
            s.bottom_of_rd_from_drawn(a.card, from as u8);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!(
            "put {} on the bottom of R&D",
            s.card_name(viewer, a.card)
        ))
    }),
    ..card("31063")
};

/// Reversed Accounts: can be advanced; click, trash it: the Runner loses 4 credits per
/// advancement token on it.
const REVERSED_ACCOUNTS: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "the Runner loses 4 credits per advancement token on Reversed Accounts",
        "1 click, trash Reversed Accounts",
    )],
    // Card text: it can be advanced (Rules Reference, "Advancement Tokens").
    advanceable: true,
    can_advance: Some(|_, _| true),
    click_abilities: Some(|_, card, clicks, out| {
        if clicks >= 1 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    // Without tokens, or with the Runner at 0 credits, the effect could not change the game
    // state (Rules Reference, "Abilities": costs are not considered).
    could_change_state: Some(|s, card, _, _| s.card(card).advancement > 0 && s.runner.credits > 0),
    use_click_ability: Some(|s, card, _| {
        // The tokens leave with it when the cost trashes it: the amount is read first.
        let loss = 4 * u16::from(s.card(card).advancement);
        s.trash(card);
        s.runner_lose_credits(loss);
    }),
    ..card("31064")
};

/// What Pop-up Window's subroutine asks the Runner to pay.
const POP_UP_TOLL: u16 = 1;

/// Pop-up Window: on encounter the Corp gains 1 credit; its subroutine ends the run unless the
/// Runner pays 1 credit.
const POP_UP_WINDOW: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0)],
    sub_text: &["End the run unless the Runner pays 1 credit."],
    actions: &[
        mode(0, "pay 1 credit (the run goes on)", "1 credit"),
        mode(1, "do not pay: the run ends", ""),
    ],
    waits_for: waits::ENCOUNTERED,
    triggers_on: Some(|_, card, event| event == Event::Encountered(card)),
    resolve_trigger: Some(|s, card, _| {
        // Rules Reference, "Encounter": not if a bypass already ended the encounter.
        if still_encountering(s, card) {
            s.push(Step::Gain(Side::Corp, 1));
        }
    }),
    resolve_sub: Some(|s, ice, _| s.push(Step::RunnerMode(ice))),
    // The Runner decides: pay if able (bad publicity credits too, as for Tollbooth), or not.
    legal_modes: Some(|s, card, out| s.offer_toll(card, POP_UP_TOLL, out)),
    resolve_mode: Some(|s, _, m| s.resolve_toll(m, POP_UP_TOLL)),
    ..card("31065")
};

/// The fracter subtype (Wraparound).
const FRACTER: u64 = subtype("Fracter");

/// Wraparound: +7 strength while the Runner has no fracter program installed; end the run.
const WRAPAROUND: CardBehavior = CardBehavior {
    subroutines: &[Sub::EndRun],
    strength_modifier: Some(|s, card, target| {
        if target != card {
            return 0;
        }
        // Card text: any installed fracter program, hosted ones included.
        let fracter = s.runner.rig.iter().any(|&c| {
            let d = s.cdef(c);
            d.card_type == CardType::Program && d.subtypes & FRACTER != 0
        });
        if fracter {
            0
        } else {
            7
        }
    }),
    ..card("31067")
};
