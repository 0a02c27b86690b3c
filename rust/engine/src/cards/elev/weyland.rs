//! Elevation: the Weyland Consortium cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{self, card, mode, CardBehavior, Sub};
use crate::effects::InstallOffer;
use crate::engine::{DamageKind, Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, Zone};

/// Every Elevation Weyland Consortium card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    ANTHILL_EXCAVATION_CONTRACT,
    KESSLEROID,
    BIAWAK,
    MEASURED_RESPONSE,
    OFF_THE_BOOKS,
    SYAILENDRA,
];

/// Kessleroid: end the run, end the run; while it is rezzed (active) the Runner cannot trash it
/// (`effects/cannot_trash.rs`).
const KESSLEROID: CardBehavior = CardBehavior {
    subroutines: &[Sub::EndRun, Sub::EndRun],
    runner_cannot_trash: true,
    ..card("35075")
};

// ----- 35074 Biawak -----

// `Step::Choice` kinds (`n`) of Biawak.
/// How it is rezzed: in full (target 1, `card` Biawak), or forfeiting the chosen agenda
/// (target 0, `card` the agenda) to pay 10 credits of the cost.
const BIAWAK_REZ: u8 = 0;
/// Its first subroutine: trash the chosen program (target 0), or end the run (target 1).
const BIAWAK_PROGRAM: u8 = 1;
/// Its second subroutine: trash the chosen resource (target 0), or end the run (target 1).
const BIAWAK_RESOURCE: u8 = 2;
/// Credits of its rez cost an agenda forfeited pays.
const BIAWAK_FORFEIT_PAYS: u8 = 10;

/// Biawak's rez: with an agenda to forfeit the Corp chooses how to pay (the rez has begun: the
/// card is shown); otherwise the plain rez.
fn biawak_rez(state: &mut GameState, card: u8) -> bool {
    if state.corp.score_area.is_empty() {
        return false;
    }
    state.card_mut(card).known = 3;
    state.ask_choice(card, BIAWAK_REZ, 0);
    true
}

/// Installed Runner cards of `card_type` (programs, resources).
fn installed_of(s: &GameState, card_type: cards::CardType, out: &mut crate::actions::ActionList) {
    for &c in s.runner.rig.iter() {
        if s.cdef(c).card_type == card_type {
            out.push(Action::new(ActionKind::Mode).card(c).target(0));
        }
    }
}

/// Biawak: the Corp may forfeit an agenda as it rezzes it to pay 10 credits of its rez cost;
/// subroutines: trash 1 installed program or end the run; trash 1 installed resource or end the
/// run (the Corp chooses; trashing is offered only with such a card installed); end the run.
const BIAWAK: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1), Sub::EndRun],
    sub_text: &[
        "The Corp trashes an installed program, or ends the run.",
        "The Corp trashes an installed resource, or ends the run.",
    ],
    additional_rez_cost: "or forfeit an agenda to pay 10 credits of it",
    forfeit_pays_rez: BIAWAK_FORFEIT_PAYS,
    rez_with_additional_cost: Some(biawak_rez),
    resolve_sub: Some(|s, ice, index| {
        let n = if index == 0 {
            BIAWAK_PROGRAM
        } else {
            BIAWAK_RESOURCE
        };
        s.ask_choice(ice, n, 0);
    }),
    legal_choices: Some(|s, card, n, _, out| match n {
        BIAWAK_REZ => {
            if s.rez_cost(card) <= u32::from(s.corp.credits) {
                out.push(Action::new(ActionKind::Mode).card(card).target(1));
            }
            let rest = s
                .rez_cost(card)
                .saturating_sub(u32::from(BIAWAK_FORFEIT_PAYS));
            if rest <= u32::from(s.corp.credits) {
                for &a in s.corp.score_area.iter() {
                    out.push(Action::new(ActionKind::Mode).card(a).target(0));
                }
            }
        }
        _ => {
            let t = if n == BIAWAK_PROGRAM {
                cards::CardType::Program
            } else {
                cards::CardType::Resource
            };
            installed_of(s, t, out);
            out.push(Action::new(ActionKind::Mode).card(card).target(1));
        }
    }),
    resolve_card_choice: Some(|s, card, n, _, a| {
        if a.kind != ActionKind::Mode {
            return;
        }
        match n {
            BIAWAK_REZ => {
                let cost = s.rez_cost(card);
                let pay = if a.target == 0 && s.card(a.card).zone == Zone::Score(Side::Corp) {
                    s.forfeit(a.card);
                    cost.saturating_sub(u32::from(BIAWAK_FORFEIT_PAYS))
                } else {
                    cost
                };
                s.corp.credits = s
                    .corp
                    .credits
                    .saturating_sub(pay.min(u16::MAX as u32) as u16);
                s.rez(card);
            }
            _ if a.target == 1 => s.push(Step::EndRun),
            _ => {
                if s.card(a.card).zone == Zone::Rig {
                    s.trash(a.card);
                }
            }
        }
    }),
    choice_name: Some(|_, _, n| match n {
        BIAWAK_REZ => "forfeit_agenda",
        _ => cards::CHOOSE_CARD,
    }),
    choice_label: Some(|s, viewer, _, n, a| {
        Some(match (n, a.target) {
            (BIAWAK_REZ, 1) => "Biawak: pay its whole rez cost in credits".into(),
            (BIAWAK_REZ, _) => format!(
                "Biawak: forfeit {} to pay 10 credits of its rez cost",
                s.card_name(viewer, a.card)
            ),
            (_, 1) => "Biawak: end the run".into(),
            _ => format!("Biawak: trash {}", s.card_name(viewer, a.card)),
        })
    }),
    ..card("35074")
};

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

/// Off the Books' choices (`Step::Choice` kind `n`): use the ability, the card found, install
/// it (`data`: the card) or add it to HQ.
const OTB_USE: u8 = 0;
const OTB_FIND: u8 = 1;
const OTB_INSTALL: u8 = 2;

/// Off the Books: Dividends 1; as the Corp's discard phase ends, an agenda counter searches R&D
/// for a card, revealed: installed ignoring all costs, or else added to HQ; R&D is shuffled.
const OFF_THE_BOOKS: CardBehavior = CardBehavior {
    actions: &[mode(
        OTB_USE,
        "Off the Books: search R&D for a card",
        "1 hosted agenda counter",
    )],
    triggers_on: Some(|s, card, event| s.dividends_triggers_on(card, event)),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Scored(_) => s.place_dividends(card, 1),
        _ => s.push_choice(card, OTB_USE, 0),
    }),
    legal_choices: Some(|s, card, n, data, out| match n {
        OTB_USE => {
            out.push(Action::new(ActionKind::Mode).card(card).target(OTB_USE));
            out.push(Action::new(ActionKind::Pass));
        }
        OTB_FIND => {
            // A search must find a card if one is there: every title of R&D, no pass.
            for (i, &c) in s.corp.rd.iter().enumerate() {
                if !s.corp.rd[..i]
                    .iter()
                    .any(|&e| s.card(e).def == s.card(c).def)
                {
                    out.push(Action::new(ActionKind::Mode).card(c).target(OTB_FIND));
                }
            }
        }
        _ => s.offer_installs_among(&[data as u8], InstallOffer::Any, out),
    }),
    resolve_card_choice: Some(|s, card, n, data, a| match (n, a.kind) {
        (OTB_USE, ActionKind::Mode) if s.spend_agenda_counter(card) => {
            s.look_through_rd();
            if s.corp.rd.is_empty() {
                s.shuffle_zone(Zone::Rd);
            } else {
                s.push_choice(card, OTB_FIND, 0);
            }
        }
        (OTB_FIND, ActionKind::Mode) if s.card(a.card).zone == Zone::Rd => {
            // Revealed as it is found.
            s.card_mut(a.card).known = 3;
            // Revealed: nothing is hidden by asking only when it can be installed.
            s.ask_choice(card, OTB_INSTALL, a.card as u32);
        }
        (OTB_INSTALL, ActionKind::Install) => {
            if let Some(placed) = s.install_corp_ignoring_costs(a.card, a.server) {
                s.card_mut(placed).known = 3;
            }
            s.shuffle_zone(Zone::Rd);
        }
        (OTB_INSTALL, _) => s.reveal_found_to_hq(data as u8),
        _ => {}
    }),
    choice_name: Some(|_, _, n| match n {
        OTB_USE => "choose",
        OTB_FIND => "search_rd",
        _ => "install_from_hq",
    }),
    choice_label: Some(|s, viewer, _, n, a| match (n, a.kind) {
        (OTB_USE, ActionKind::Mode) => Some("Off the Books: 1 agenda counter: search R&D".into()),
        (OTB_USE, ActionKind::Pass) => Some("Off the Books: keep the agenda counter".into()),
        (OTB_FIND, ActionKind::Mode) => Some(format!(
            "Off the Books: find and reveal {}",
            s.card_name(viewer, a.card)
        )),
        (OTB_INSTALL, ActionKind::Install) => Some(format!(
            "Off the Books: install {} in {} at no cost",
            s.card_name(viewer, a.card),
            crate::actions::server_name(a.server)
        )),
        (OTB_INSTALL, ActionKind::Pass) => Some("Off the Books: add the card to HQ".into()),
        _ => None,
    }),
    ..card("35071")
};

/// Advancement counters Syailendra needs for its encounter ability.
const SYAILENDRA_ADVANCED: u8 = 3;
/// Credits its second subroutine takes from the Runner.
const SYAILENDRA_LOSS: u16 = 2;

/// Syailendra: ice the Corp can advance; encountered with 3 advancement counters or more, the
/// Corp may place an advancement counter on an installed card it can advance; its subroutines
/// do the same, make the Runner lose 2 credits, and do 1 net damage.
const SYAILENDRA: CardBehavior = CardBehavior {
    advanceable: true,
    can_advance: Some(|_, _| true),
    subroutines: &[Sub::Card(0), Sub::Card(1), Sub::Damage(DamageKind::Net, 1)],
    sub_text: &[
        "The Corp may place 1 advancement counter on an installed card it can advance.",
        "The Runner loses 2 credits.",
    ],
    triggers_on: Some(|s, card, event| {
        event == Event::Encountered(card) && s.card(card).advancement >= SYAILENDRA_ADVANCED
    }),
    resolve_trigger: Some(|s, card, _| s.ask_choice(card, 0, 0)),
    resolve_sub: Some(|s, ice, index| {
        if index == 0 {
            s.ask_choice(ice, 0, 0);
        } else {
            s.runner.credits = s.runner.credits.saturating_sub(SYAILENDRA_LOSS);
        }
    }),
    // "You may": any installed card the Corp can advance, or none.
    legal_choices: Some(|s, _, _, _, out| {
        for c in s.corp_installed() {
            if cards::can_advance(s, c) {
                out.push(Action::new(ActionKind::Advance).card(c));
            }
        }
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Advance && s.card(a.card).installed() {
            s.place_advancement_counters(a.card, 1);
        }
    }),
    choice_name: Some(|_, _, _| "place_advancement"),
    choice_label: Some(|s, viewer, _, _, a| match a.kind {
        ActionKind::Advance => Some(format!(
            "Syailendra: place 1 advancement counter on {}",
            s.card_name(viewer, a.card)
        )),
        _ => Some("Syailendra: place no advancement counter".into()),
    }),
    ..card("35076")
};
