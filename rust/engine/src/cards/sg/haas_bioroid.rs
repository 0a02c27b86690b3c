//! System Gateway (2021): the Haas-Bioroid cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{server_name, Action, ActionKind, ActionList};
use crate::cards::{card, mode, CardBehavior, CardType, Sub};
use crate::engine::{Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, FLAG_INSTALLED_THIS_TURN};
use crate::waits;

/// Every System Gateway Haas-Bioroid card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    PRECISION_DESIGN,
    LUMINAL_TRANSUBSTANTIATION,
    NICO_CAMPAIGN,
    ANSEL,
    BRAN,
    SEAMLESS_LAUNCH,
    SPRINT,
    MANEGARM_SKUNKWORKS,
];

// ----- shared helpers -----

/// The label of a choice of card `a.card` (named as `viewer` may know it) with what it does.
fn card_label(state: &GameState, viewer: Side, a: &Action, what: &str) -> String {
    format!("{what} {}", state.card_name(viewer, a.card))
}

// ----- 30035 Haas-Bioroid: Precision Design -----

// `Step::Choice` kind (`n`) of Precision Design: a card from Archives to HQ, or none.
const PD_ARCHIVES: u8 = 1;

/// Haas-Bioroid: Precision Design: one more card of maximum hand size; each time the Corp scores
/// an agenda it may take a card from Archives back into HQ.
const PRECISION_DESIGN: CardBehavior = CardBehavior {
    // Card text: +1 maximum hand size.
    hand_size: Some(|_, _| 1),
    // Card text: whenever the Corp scores an agenda (only the Corp scores).
    waits_for: waits::SCORED,
    triggers_on: Some(|_, _, event| matches!(event, Event::Scored(_))),
    // "May": the Corp picks a card or declines; with Archives empty nothing is asked.
    resolve_trigger: Some(|s, card, _| s.ask_choice(card, PD_ARCHIVES, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        if s.corp.archives.is_empty() {
            return;
        }
        s.offer_distinct_picks(&s.corp.archives, |_| true, out);
        out.push(Action::new(ActionKind::Pass));
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Mode && s.card(a.card).zone == Zone::Archives {
            // The Runner keeps knowing which card moved only if it was faceup.
            s.add_to_hq(a.card, Zone::Archives, true);
        }
    }),
    choice_name: Some(|_, _, _| "archives_to_hq"),
    ..card("30035")
};

// ----- 30036 Luminal Transubstantiation -----

/// Luminal Transubstantiation: when scored, the Corp gains 3 clicks and cannot score agendas for
/// the rest of the turn.
const LUMINAL_TRANSUBSTANTIATION: CardBehavior = CardBehavior {
    waits_for: waits::SCORED,
    triggers_on: Some(|_, card, event| event == Event::Scored(card)),
    resolve_trigger: Some(|s, _, _| {
        // Card text: gain 3 clicks, then no more scoring this turn.
        s.corp.clicks = crate::invariants::add_clicks(s.corp.clicks, 3);
        s.forbid_scoring_this_turn();
    }),
    ..card("30036")
};

// ----- 30037 Nico Campaign -----

/// Nico Campaign: 9 credits are loaded on it when rezzed; the Corp takes 3 when its turn
/// begins; once empty it is trashed and the Corp draws a card.
const NICO_CAMPAIGN: CardBehavior = CardBehavior {
    waits_for: waits::REZZED | waits::TURN_BEGINS,
    triggers_on: Some(|_, card, event| match event {
        Event::Rezzed(a) => a == card,
        Event::TurnBegins(Side::Corp) => true,
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| match event {
        // Card text: 9 credits from the bank on it when rezzed.
        Event::Rezzed(_) => s.place_credits(card, 9),
        // Card text: take 3 when the Corp's turn begins; once nothing is left on it, it is
        // trashed and the Corp draws (ruling 1: only when its own ability empties it, not when
        // the Runner trashes it).
        _ => {
            if s.take_credits_trash_when_empty(Side::Corp, card, 3) {
                s.push(Step::Draw(Side::Corp, 1));
            }
        }
    }),
    ..card("30037")
};

// ----- 30038 Ansel 1.0 -----

// `Step::Choice` kinds (`n`) of Ansel 1.0: the Runner card to trash; the card to install
// (`data` unused); the server for it (`data`: the card).
const ANSEL_TRASH: u8 = 1;
const ANSEL_PICK: u8 = 2;
const ANSEL_WHERE: u8 = 3;

/// Ansel 1.0's choices: a Runner card to trash; a card of HQ or Archives to install (or none);
/// its server.
fn ansel_choices(s: &GameState, _: u8, n: u8, data: u32, out: &mut ActionList) {
    match n {
        // Any installed Runner card; the Corp must pick one if there is one.
        ANSEL_TRASH => {
            for &c in &s.runner.rig {
                out.push(Action::new(ActionKind::Trash).card(c));
            }
        }
        // Card text: an optional install out of HQ or Archives: any card but an operation that has a
        // place to go.
        ANSEL_PICK => {
            let fits = |c: u8| s.has_install_place(c);
            s.offer_distinct_picks(&s.corp.hq, fits, out);
            s.offer_distinct_picks(&s.corp.archives, fits, out);
            out.push(Action::new(ActionKind::Pass));
        }
        _ => {
            let c = data as u8;
            if s.in_hq_or_archives(c) {
                s.corp_install_servers(c, out);
            }
        }
    }
}

/// Ansel 1.0: resolves a choice (the trash; the card; the install, paying its costs through
/// the install rules).
fn ansel_chosen(s: &mut GameState, source: u8, n: u8, _: u32, a: Action) {
    match (n, a.kind) {
        (ANSEL_TRASH, ActionKind::Trash) if s.card(a.card).zone == Zone::Rig => s.trash(a.card),
        (ANSEL_PICK, ActionKind::Mode) => s.ask_choice(source, ANSEL_WHERE, a.card as u32),
        (ANSEL_WHERE, ActionKind::Install) => s.install_corp_paying(a.card, a.server),
        _ => {}
    }
}

/// Ansel 1.0: trash a Runner card; the Corp may install a card from HQ or Archives; no stealing
/// or trashing Corp cards for the rest of the run. The Runner may break its subroutines by
/// losing clicks.
const ANSEL: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1), Sub::Card(2)],
    sub_text: &[
        "The Corp trashes a card the Runner has installed, of its choice.",
        "The Corp may put a card from HQ or Archives into play, paying as usual.",
        "For the rest of this run, the Runner can neither steal nor trash Corp cards.",
    ],
    // Card text: lose 1 click to break 1 subroutine (Runner only).
    click_break_cost: 1,
    resolve_sub: Some(|s, ice, index| match index {
        0 => s.ask_choice(ice, ANSEL_TRASH, 0),
        1 => s.ask_pile_pick(ice, ANSEL_PICK, 0, true),
        _ => s.forbid_steal_and_trash_this_run(),
    }),
    legal_choices: Some(ansel_choices),
    resolve_card_choice: Some(ansel_chosen),
    choice_name: Some(|_, _, n| match n {
        ANSEL_TRASH => "trash_runner_card",
        ANSEL_PICK => "card_to_install",
        _ => "install_where",
    }),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Trash => card_label(s, viewer, a, "trash"),
            ActionKind::Mode => card_label(s, viewer, a, "install (choose where next)"),
            ActionKind::Install => format!(
                "{} in {}",
                card_label(s, viewer, a, "install"),
                server_name(a.server)
            ),
            _ => "install nothing".into(),
        })
    }),
    ..card("30038")
};

// ----- 30039 Brân 1.0 -----

// `Step::Choice` kinds (`n`) of Brân 1.0: the ice to install (`data`: Brân's server); install
// step 3, trashing ice first (`data`: card | position << 8 | server << 16, where position is
// the place inward of Brân the new ice will take).
const BRAN_PICK: u8 = 1;
const BRAN_TRASH: u8 = 2;

/// Brân 1.0's choices: an ice card out of HQ or Archives (or none); then ice of the server to
/// trash first (install step 3), or done.
fn bran_choices(s: &GameState, _: u8, n: u8, data: u32, out: &mut ActionList) {
    let server = (data >> if n == BRAN_PICK { 0 } else { 16 }) as u8;
    if n == BRAN_PICK {
        if s.corp.servers[server as usize].ice.is_full() {
            return;
        }
        let ice = |c: u8| s.cdef(c).card_type == CardType::Ice;
        for pile in [&s.corp.hq[..], &s.corp.archives[..]] {
            let mut picks = ActionList::new();
            s.offer_distinct_picks(pile, ice, &mut picks);
            for a in picks {
                out.push(Action::new(ActionKind::Install).card(a.card).server(server));
            }
        }
    } else {
        for &c in &s.corp.servers[server as usize].ice {
            out.push(Action::new(ActionKind::Trash).card(c));
        }
    }
    out.push(Action::new(ActionKind::Pass));
}

/// Brân 1.0: resolves a choice. The new ice's place is fixed before any ice is trashed (ruling
/// 1): trashing ice inward of it moves that place in; trashing Brân leaves it where Brân was.
fn bran_chosen(s: &mut GameState, source: u8, n: u8, data: u32, a: Action) {
    match (n, a.kind) {
        (BRAN_PICK, ActionKind::Install) => {
            let Zone::Ice(server) = s.card(source).zone else {
                return;
            };
            let ice = &s.corp.servers[server as usize].ice;
            let Some(at) = ice.iter().position(|&c| c == source) else {
                return;
            };
            let data = a.card as u32 | (at as u32) << 8 | (server as u32) << 16;
            s.push_choice(source, BRAN_TRASH, data);
        }
        (BRAN_TRASH, ActionKind::Trash) => {
            let (card, mut at, server) = (data as u8, (data >> 8) as u8, (data >> 16) as u8);
            let ice = &s.corp.servers[server as usize].ice;
            if let Some(i) = ice.iter().position(|&c| c == a.card) {
                if (i as u8) < at {
                    at -= 1;
                }
                s.trash(a.card);
            }
            let data = card as u32 | (at as u32) << 8 | (server as u32) << 16;
            s.push_choice(source, n, data);
        }
        (BRAN_TRASH, _) => {
            let (card, at, server) = (data as u8, (data >> 8) as u8, (data >> 16) as u8);
            if matches!(s.card(card).zone, Zone::Hq | Zone::Archives) {
                // Card text: directly inward of Brân, ignoring all costs.
                s.install_ice_at(card, server, at);
            }
        }
        _ => {}
    }
}

/// Brân 1.0: the Corp may install an ice card out of HQ or Archives just inside it for free;
/// end the run; end the run. The Runner may break its subroutines by losing clicks.
const BRAN: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::EndRun, Sub::EndRun],
    sub_text: &[
        "The Corp may put an ice card out of HQ or Archives just inside this one, at no cost.",
    ],
    // Card text: lose 1 click to break 1 subroutine (Runner only).
    click_break_cost: 1,
    resolve_sub: Some(|s, ice, _| {
        if let Zone::Ice(server) = s.card(ice).zone {
            s.ask_pile_pick(ice, BRAN_PICK, server as u32, true);
        }
    }),
    legal_choices: Some(bran_choices),
    resolve_card_choice: Some(bran_chosen),
    choice_name: Some(|_, _, n| {
        if n == BRAN_PICK {
            "ice_to_install"
        } else {
            "install_trash"
        }
    }),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(match a.kind {
            ActionKind::Install => card_label(s, viewer, a, "install (free, inward of Brân 1.0)"),
            ActionKind::Trash => card_label(s, viewer, a, "first trash"),
            _ => "go on".into(),
        })
    }),
    ..card("30039")
};

// ----- 30040 Seamless Launch -----

// `Step::Choice` kind (`n`) of Seamless Launch: the card to place counters on.
const SEAMLESS: u8 = 1;

/// Installed cards of either side that the Corp did not install this turn.
fn launch_targets(s: &GameState) -> impl Iterator<Item = u8> + '_ {
    s.corp_installed()
        .chain(s.runner.rig.iter().copied())
        .filter(|&c| s.card(c).flags & FLAG_INSTALLED_THIS_TURN == 0)
}

/// Seamless Launch: 2 advancement counters on an installed card the Corp did not install this
/// turn.
const SEAMLESS_LAUNCH: CardBehavior = CardBehavior {
    // Not playable without a target (FAQ, "Triggering Actions and Abilities").
    can_play: Some(|s, _| launch_targets(s).next().is_some()),
    play: Some(|s, card| s.ask_choice(card, SEAMLESS, 0)),
    // Any installed card, even one that cannot be advanced or the Runner's (rulings 1 and 2).
    legal_choices: Some(|s, _, _, _, out| {
        for c in launch_targets(s) {
            out.push(Action::new(ActionKind::Mode).card(c).target(0));
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Mode && launch_targets(s).any(|c| c == a.card) {
            // Placing counters is not advancing (ruling 3).
            s.place_advancement_counters(a.card, 2);
        }
    }),
    choice_name: Some(|_, _, _| "place_counters"),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(card_label(s, viewer, a, "place 2 advancement counters on"))
    }),
    ..card("30040")
};

// ----- 30041 Sprint -----

// `Step::Choice` kind (`n`) of Sprint: a card of HQ to shuffle into R&D (`data`: cards left
// to choose).
const SPRINT_SHUFFLE: u8 = 1;

/// Sprint: the Corp draws 3 cards, then shuffles 2 cards of its choice from HQ into R&D.
const SPRINT: CardBehavior = CardBehavior {
    play: Some(|s, card| {
        // Card text: draw 3 first, then choose the 2 cards.
        s.push_choice(card, SPRINT_SHUFFLE, 2);
        s.push(Step::Draw(Side::Corp, 3));
    }),
    legal_choices: Some(|s, _, _, _, out| s.offer_distinct_picks(&s.corp.hq, |_| true, out)),
    resolve_card_choice: Some(|s, source, n, data, a| {
        if a.kind != ActionKind::Mode || s.card(a.card).zone != Zone::Hq {
            // HQ was empty: nothing goes into R&D, so nothing is shuffled.
            return;
        }
        s.put_hq_card_in_rd(a.card);
        if data > 1 && !s.corp.hq.is_empty() {
            s.push_choice(source, n, data - 1);
        } else {
            s.shuffle_zone(Zone::Rd);
        }
    }),
    choice_name: Some(|_, _, _| "shuffle_into_rd"),
    choice_label: Some(|s, viewer, _, _, a| Some(card_label(s, viewer, a, "shuffle into R&D"))),
    ..card("30041")
};

// ----- 30042 Manegarm Skunkworks -----

/// Manegarm Skunkworks: each time the Runner approaches its server, the run ends unless the
/// Runner spends 2 clicks or pays 5 credits.
const MANEGARM_SKUNKWORKS: CardBehavior = CardBehavior {
    actions: &[
        mode(0, "spend 2 clicks to go on with the run", "2 clicks"),
        mode(1, "pay 5 credits to go on with the run", "5 credits"),
        mode(2, "let the run end", ""),
    ],
    // Card text: the Runner approaches the server it is in (rulings 1-2: after the last rez
    // window, and before the attacked server can change at success).
    waits_for: waits::SERVER_APPROACHED,
    triggers_on: Some(
        |s, card, event| matches!(event, Event::ServerApproached(server) if s.card(card).zone == Zone::Root(server)),
    ),
    resolve_trigger: Some(|s, card, _| {
        if s.run.is_some_and(|r| !r.ended) {
            s.push(Step::RunnerMode(card));
        }
    }),
    // The Runner chooses; paying is offered only when the Runner can pay.
    legal_modes: Some(|s, card, out| {
        let m = Action::new(ActionKind::Mode).card(card);
        if s.runner.clicks >= 2 {
            out.push(m.target(0));
        }
        if s.runner_credits_for(Spend::Other) >= 5 {
            out.push(m.target(1));
        }
        out.push(m.target(2));
    }),
    resolve_mode: Some(|s, card, m| match m {
        0 => {
            s.log_source(card, true);
            s.runner.clicks -= 2;
        }
        1 => s.pay_runner(Spend::Other, 5),
        _ => s.push(Step::EndRun),
    }),
    ..card("30042")
};
