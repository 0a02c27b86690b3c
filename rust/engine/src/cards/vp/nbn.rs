//! Vantage Point: the NBN cards. Each card is one definition, listed in `CARDS`.

use crate::actions::{Action, ActionKind};
use crate::cards::{ability, card, mode, CardBehavior, CardType, Sub};
use crate::engine::{Event, Step};
use crate::state::{GameState, Zone, ARCHIVES, FLAG_SCORED_THIS_TURN};
use crate::waits;

/// Every Vantage Point NBN card definition.
pub(crate) static CARDS: &[CardBehavior] = &[
    EDITORIAL_DIVISION,
    GRUBBER,
    PAYWALL,
    FLOOD_THE_MARKET,
    HYPE_MACHINE,
    NIHILO_AGENT,
    MAGISTRATE_REVONTULET,
    WITCH_HUNT,
    SCAPEGOAT,
    LETHE,
];

// ----- 36051 Lethe -----

// `Step::Choice` kinds (`n`) of Lethe.
/// Its first subroutine: the card of Archives to add to R&D, or none (`Pass`).
const LETHE_ARCHIVES: u8 = 0;
/// Then where it goes: target 0 the top of R&D, target 1 the bottom (`card`: the chosen card).
const LETHE_WHERE: u8 = 1;
/// Its second subroutine: the installed Runner card added to the grip.
const LETHE_GRIP: u8 = 2;

/// Lethe: whenever the Runner bypasses it or fully breaks it (every subroutine broken,
/// `fully_broken`, gained ones too), the Runner takes 1 tag; its subroutines: the Corp may add 1
/// card of Archives to the top or the bottom of R&D; the Corp adds 1 installed Runner card to
/// the grip.
const LETHE: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(1)],
    sub_text: &[
        "The Corp may put an Archives card back into R&D, above or beneath the rest.",
        "The Corp returns one of the Runner's installed cards to the grip.",
    ],
    // Card text: "whenever": each bypass, and the break that leaves no subroutine unbroken.
    triggers_on: Some(|s, card, event| match event {
        Event::IceBypassed(ice) => ice == card,
        Event::SubroutineBroken(ice) => ice == card && s.fully_broken(card),
        _ => false,
    }),
    resolve_trigger: Some(|s, _, _| s.push(Step::Tags(1))),
    resolve_sub: Some(|s, ice, index| {
        if index == 0 {
            s.ask_choice(ice, LETHE_ARCHIVES, 0);
        } else {
            s.ask_choice(ice, LETHE_GRIP, 0);
        }
    }),
    legal_choices: Some(|s, _, n, data, out| match n {
        LETHE_ARCHIVES => {
            // Any card of Archives, faceup or facedown (copies alike in title and face are one
            // choice); "you may": or none.
            let arch = &s.corp.archives;
            for (i, &c) in arch.iter().enumerate() {
                let (def, up) = (s.card(c).def, s.card(c).faceup);
                if arch[..i]
                    .iter()
                    .all(|&e| s.card(e).def != def || s.card(e).faceup != up)
                {
                    out.push(Action::new(ActionKind::Mode).card(c).target(0));
                }
            }
            out.push(Action::new(ActionKind::Pass));
        }
        LETHE_WHERE => {
            let chosen = data as u8;
            if s.card(chosen).zone == Zone::Archives {
                out.push(Action::new(ActionKind::Mode).card(chosen).target(0));
                out.push(Action::new(ActionKind::Mode).card(chosen).target(1));
            }
        }
        _ => {
            // "Add 1 installed Runner card": not optional; every installed card, hosted ones too.
            for &c in s.runner.rig.iter() {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
        }
    }),
    resolve_card_choice: Some(|s, card, n, _, a| {
        if a.kind != ActionKind::Mode {
            return;
        }
        match n {
            LETHE_ARCHIVES => {
                if s.card(a.card).zone == Zone::Archives {
                    s.push_choice(card, LETHE_WHERE, a.card as u32);
                }
            }
            LETHE_WHERE => s.archives_to_rd(a.card, a.target == 0),
            _ => s.installed_to_grip(a.card),
        }
    }),
    choice_name: Some(|_, _, n| match n {
        LETHE_WHERE => "choose",
        _ => crate::cards::CHOOSE_CARD,
    }),
    choice_label: Some(|s, viewer, _, n, a| {
        Some(match (n, a.kind) {
            (LETHE_ARCHIVES, ActionKind::Pass) => "Lethe: add no card from Archives to R&D".into(),
            (LETHE_ARCHIVES, _) => format!(
                "Lethe: add {} from Archives to R&D (top or bottom next)",
                s.card_name(viewer, a.card)
            ),
            (LETHE_WHERE, _) => format!(
                "Lethe: put {} on the {} of R&D",
                s.card_name(viewer, a.card),
                if a.target == 0 { "top" } else { "bottom" }
            ),
            _ => format!(
                "Lethe: add {} to the Runner's grip",
                s.card_name(viewer, a.card)
            ),
        })
    }),
    ..card("36051")
};

// ----- 36054 Scapegoat -----

// `Step::Choice` kinds (`n`) of Scapegoat.
/// The Runner picks the option: target 0 removes 2 bad publicity, target 1 lets the Corp pick
/// an installed Runner card.
const SCAPEGOAT_OPTION: u8 = 0;
/// The Corp picks the installed Runner card the Runner shuffles into the stack.
const SCAPEGOAT_CARD: u8 = 1;
/// Bad publicity Scapegoat's first option removes.
const SCAPEGOAT_BAD_PUBLICITY: u8 = 2;

/// Scapegoat: the Runner chooses: the Corp removes 2 bad publicity, or the Corp chooses 1
/// installed Runner card and the Runner shuffles it into the stack.
const SCAPEGOAT: CardBehavior = CardBehavior {
    play: Some(|s, card| s.push_choice(card, SCAPEGOAT_OPTION, 0)),
    chooser: Some(|_, _, n| {
        if n == SCAPEGOAT_OPTION {
            crate::side::Side::Runner
        } else {
            crate::side::Side::Corp
        }
    }),
    legal_choices: Some(|s, card, n, _, out| {
        if n == SCAPEGOAT_OPTION {
            // Either option may be chosen, whether or not it would change anything.
            out.push(Action::new(ActionKind::Mode).card(card).target(0));
            out.push(Action::new(ActionKind::Mode).card(card).target(1));
            return;
        }
        for &c in s.runner.rig.iter() {
            out.push(Action::new(ActionKind::Mode).card(c).target(0));
        }
    }),
    resolve_card_choice: Some(|s, card, n, _, a| {
        if a.kind != ActionKind::Mode {
            return;
        }
        if n == SCAPEGOAT_CARD {
            if s.card(a.card).zone == Zone::Rig {
                s.add_to_stack_top(a.card);
                s.shuffle_zone(Zone::Stack);
            }
        } else if a.target == 0 {
            s.corp.bad_publicity = s.corp.bad_publicity.saturating_sub(SCAPEGOAT_BAD_PUBLICITY);
        } else {
            s.ask_choice(card, SCAPEGOAT_CARD, 0);
        }
    }),
    choice_name: Some(|_, _, n| {
        if n == SCAPEGOAT_OPTION {
            "choose"
        } else {
            "choose_card"
        }
    }),
    choice_label: Some(|s, viewer, _, n, a| {
        Some(if n == SCAPEGOAT_CARD {
            format!(
                "Scapegoat: the Runner shuffles {} into the stack",
                s.card_name(viewer, a.card)
            )
        } else if a.target == 0 {
            "Scapegoat: the Corp removes 2 bad publicity".into()
        } else {
            "Scapegoat: the Corp chooses 1 installed card to shuffle into the stack".into()
        })
    }),
    ..card("36054")
};

// ----- 36048 Magistrate Revontulet -----

/// Credits Magistrate Revontulet adds to each steal, and takes from the Runner at each score.
const MAGISTRATE_CREDITS: u32 = 3;

/// Magistrate Revontulet: while rezzed, stealing any agenda costs the Runner 3 more credits,
/// and each agenda the Corp scores makes the Runner lose 3 credits.
const MAGISTRATE_REVONTULET: CardBehavior = CardBehavior {
    steal_cost_anywhere: Some(|_, _, _| MAGISTRATE_CREDITS),
    triggers_on: Some(|_, _, event| matches!(event, Event::Scored(_))),
    resolve_trigger: Some(|s, _, _| {
        s.runner_lose_credits(MAGISTRATE_CREDITS as u16);
    }),
    ..card("36048")
};

// ----- 36047 Witch Hunt -----

/// Witch Hunt: scored or stolen, the Corp takes 1 bad publicity; as the Corp's action phase
/// ends in the turn it was scored, the Runner's tags are removed and it is given 3.
const WITCH_HUNT: CardBehavior = CardBehavior {
    triggers_on: Some(|s, card, event| match event {
        Event::Scored(a) | Event::Stolen(a) => a == card,
        Event::ActionPhaseEnds(crate::side::Side::Corp) => {
            s.card(card).flags & FLAG_SCORED_THIS_TURN != 0
                && s.card(card).zone == Zone::Score(crate::side::Side::Corp)
        }
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Scored(_) => {
            s.card_mut(card).flags |= FLAG_SCORED_THIS_TURN;
            s.take_bad_publicity(1);
        }
        Event::Stolen(_) => s.take_bad_publicity(1),
        _ => {
            s.card_mut(card).flags &= !FLAG_SCORED_THIS_TURN;
            // Card text: all removed, then 3 given (avoidable as any given tag).
            s.remove_tags(u8::MAX);
            s.push(Step::Tags(3));
        }
    }),
    ..card("36047")
};

// ----- 36049 Nihilo Agent -----

/// Power counters loaded onto Nihilo Agent as it is rezzed.
const NIHILO_LOAD: u8 = 3;

/// Nihilo Agent: loaded with 3 power counters when rezzed, trashed once empty. As the Corp's
/// turn begins it removes 1 tag and 1 bad publicity; as the Corp's discard phase ends it gives
/// the Runner 1 tag, gives the Corp 1 bad publicity and loses 1 power counter.
const NIHILO_AGENT: CardBehavior = CardBehavior {
    triggers_on: Some(|_, card, event| match event {
        Event::Rezzed(c) => c == card,
        Event::TurnBegins(crate::side::Side::Corp) => true,
        Event::DiscardPhaseEnds(crate::side::Side::Corp) => true,
        _ => false,
    }),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Rezzed(_) => s.place_power_counters(card, NIHILO_LOAD),
        // None to remove: nothing happens.
        Event::TurnBegins(_) => {
            s.remove_tags(1);
            s.corp.bad_publicity = s.corp.bad_publicity.saturating_sub(1);
        }
        _ => {
            // Card text, in order: the tag (a step pushed last, so resolved before the
            // triggers the bad publicity collects), the bad publicity, the counter; "when it is
            // empty, trash it".
            s.take_bad_publicity(1);
            let c = s.card_mut(card);
            c.power = c.power.saturating_sub(1);
            if s.card(card).power == 0 {
                s.trash_now(card);
            }
            s.push(Step::Tags(1));
        }
    }),
    ..card("36049")
};

// ----- 36053 Flood the Market -----

/// The remote servers with a card in their root and protected by ice: the advancement
/// counters Flood the Market places.
fn flood_count(state: &GameState) -> u8 {
    state
        .servers_in_use()
        .iter()
        .skip(ARCHIVES as usize + 1)
        .filter(|s| !s.root.is_empty() && !s.ice.is_empty())
        .count() as u8
}

/// Flood the Market: a double operation (one more click) placing, on 1 installed card the Corp
/// can advance, 1 advancement counter per remote server with a card in its root and ice
/// protecting it.
const FLOOD_THE_MARKET: CardBehavior = CardBehavior {
    additional_play_clicks: 1,
    // Rules Reference, "Action": not offered when it could place nothing.
    could_change_state: Some(|s, _, _, _| {
        flood_count(s) > 0 && s.corp_installed().any(|c| crate::cards::can_advance(s, c))
    }),
    play: Some(|s, card| s.ask_choice(card, 0, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        for c in s.corp_installed() {
            if crate::cards::can_advance(s, c) {
                out.push(Action::new(ActionKind::Advance).card(c));
            }
        }
    }),
    // Counted as it resolves.
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Advance && s.card(a.card).installed() {
            let n = flood_count(s);
            s.place_advancement_counters(a.card, n);
        }
    }),
    choice_name: Some(|_, _, _| "place_advancement"),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!(
            "Flood the Market: place {} advancement counters on {}",
            flood_count(s),
            s.card_name(viewer, a.card)
        ))
    }),
    ..card("36053")
};

// ----- 36055 Hype Machine -----

/// How much Hype Machine's rez cost is lowered after an agenda was scored or stolen this turn.
const HYPE_DISCOUNT: i32 = 6;

/// Hype Machine: its rez cost is 6 lower in a turn an agenda was scored or stolen; trashing it
/// places 1 advancement counter on a card the Corp can advance in the root of its server.
const HYPE_MACHINE: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "place 1 advancement counter on a card you can advance in the root of this server",
        "trash Hype Machine",
    )],
    // Turn facts: the Corp scored an agenda, or the Runner stole one, this turn.
    own_rez_cost: Some(|s, _| {
        if s.turn_flags.corp_scored || s.turn_flags.runner_stolen_points > 0 {
            -HYPE_DISCOUNT
        } else {
            0
        }
    }),
    paid_abilities: Some(|s, card, _, out| {
        if let Zone::Root(server) = s.card(card).zone {
            if hype_targets(s, server).next().is_some() {
                out.push(Action::new(ActionKind::Ability).card(card).target(0));
            }
        }
    }),
    use_paid_ability: Some(|s, card, _| {
        let Zone::Root(server) = s.card(card).zone else {
            return;
        };
        // The cost: trashed; then a card of the root is chosen.
        s.trash_now(card);
        s.ask_choice(card, 0, server as u32);
    }),
    legal_choices: Some(|s, _, _, server, out| {
        for c in hype_targets(s, server as u8) {
            out.push(Action::new(ActionKind::Advance).card(c));
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        if a.kind == ActionKind::Advance && s.card(a.card).installed() {
            s.place_advancement_counters(a.card, 1);
        }
    }),
    choice_name: Some(|_, _, _| "place_advancement"),
    choice_label: Some(|s, viewer, _, _, a| {
        Some(format!(
            "Hype Machine: place 1 advancement counter on {}",
            s.card_name(viewer, a.card)
        ))
    }),
    ..card("36055")
};

/// The cards in the root of `server` the Corp can advance (Hype Machine's targets).
fn hype_targets(state: &GameState, server: u8) -> impl Iterator<Item = u8> + '_ {
    state.corp.servers[server as usize]
        .root
        .iter()
        .copied()
        .filter(move |&c| crate::cards::can_advance(state, c))
}

/// Whether Editorial Division's search may find `card`: not an agenda, and a black ops, gray
/// ops or liability card.
fn editorial_fits(state: &GameState, card: u8) -> bool {
    let d = state.cdef(card);
    d.card_type != CardType::Agenda
        && (d.has_subtype("Black Ops") || d.has_subtype("Gray Ops") || d.has_subtype("Liability"))
}

/// Editorial Division: Ad Nihilum: the first time each turn the Corp takes bad publicity, it
/// may search R&D for a black ops, gray ops or liability card that is not an agenda, reveal it
/// and add it to HQ.
const EDITORIAL_DIVISION: CardBehavior = CardBehavior {
    actions: &[
        mode(
            0,
            "search R&D for a black ops, gray ops or liability card that is not an agenda, \
             reveal it and add it to HQ",
            "",
        ),
        mode(1, "do not search R&D", ""),
    ],
    // Card text: the first time each turn (Rules Reference, "Ordinal Events": a second bad
    // publicity the same turn does not trigger it, whether or not the Corp searched).
    triggers_on: Some(|s, _, event| {
        event == Event::BadPublicityTaken && !s.turn_flags.bad_publicity_taken
    }),
    // "You may": asked before the Corp looks at R&D.
    resolve_trigger: Some(|s, card, _| s.push(Step::ChooseMode(card))),
    legal_modes: Some(|_, card, out| {
        out.push(Action::new(ActionKind::Mode).card(card).target(0));
        out.push(Action::new(ActionKind::Mode).card(card).target(1));
    }),
    resolve_mode: Some(|s, card, m| {
        if m != 0 {
            return;
        }
        // Rules Reference, "Search": the Corp looks through R&D and must find a fitting card if
        // able; R&D is shuffled even when none is found.
        s.look_through_rd();
        if s.corp.rd.iter().any(|&c| editorial_fits(s, c)) {
            s.ask_choice(card, 0, 0);
        } else {
            s.shuffle_zone(Zone::Rd);
        }
    }),
    legal_choices: Some(|s, _, _, _, out| {
        // Copies are interchangeable: one choice per title.
        let rd = &s.corp.rd;
        for (i, &c) in rd.iter().enumerate() {
            let def = s.card(c).def;
            if editorial_fits(s, c) && rd[..i].iter().all(|&e| s.card(e).def != def) {
                out.push(Action::new(ActionKind::Mode).card(c).target(0));
            }
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        if action.kind == ActionKind::Mode && s.card(action.card).zone == Zone::Rd {
            s.reveal_found_to_hq(action.card);
        }
    }),
    choice_name: Some(|_, _, _| "search_rd"),
    ..card("36046")
};

/// Rules Reference, "Encounter": an encounter ability of `ice` resolves only if that encounter
/// is still taking place (a bypass ends it first).
fn still_encountering(state: &GameState, ice: u8) -> bool {
    state.run.is_some_and(|r| !r.ended && r.encounter == ice)
}

/// What Paywall's subroutine asks the Runner to pay.
const PAYWALL_TOLL: u16 = 1;

/// Paywall: on encounter the Runner loses 1 credit; its subroutine ends the run unless the
/// Runner pays 1 credit.
const PAYWALL: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0)],
    sub_text: &["End the run unless the Runner pays 1 credit."],
    actions: &[
        mode(0, "pay 1 credit (the run goes on)", "1 credit"),
        mode(1, "do not pay: the run ends", ""),
    ],
    waits_for: waits::ENCOUNTERED,
    triggers_on: Some(|_, card, event| event == Event::Encountered(card)),
    resolve_trigger: Some(|s, card, _| {
        // A loss from the credit pool (none when it is empty); not if a bypass ended the
        // encounter first.
        if still_encountering(s, card) {
            s.runner_lose_credits(1);
        }
    }),
    resolve_sub: Some(|s, ice, _| s.push(Step::RunnerMode(ice))),
    // The Runner decides: pay if able (as for Pop-up Window), or not.
    legal_modes: Some(|s, card, out| s.offer_toll(card, PAYWALL_TOLL, out)),
    resolve_mode: Some(|s, _, m| s.resolve_toll(m, PAYWALL_TOLL)),
    ..card("36052")
};

/// What each of Grubber's subroutines asks the Runner to pay.
const GRUBBER_TOLL: u16 = 3;

/// Grubber: rezzed while protecting a central server, it gives the Corp 1 bad publicity; both
/// its subroutines end the run unless the Runner pays 3 credits.
const GRUBBER: CardBehavior = CardBehavior {
    subroutines: &[Sub::Card(0), Sub::Card(0)],
    sub_text: &["End the run unless the Runner pays 3 credits."],
    actions: &[
        mode(0, "pay 3 credits (the run goes on)", "3 credits"),
        mode(1, "do not pay: the run ends", ""),
    ],
    // Card text: any rez (not only during a run), if it protects HQ, R&D or Archives.
    waits_for: waits::REZZED,
    triggers_on: Some(|s, card, event| {
        event == Event::Rezzed(card)
            && matches!(s.card(card).zone, Zone::Ice(server) if server <= ARCHIVES)
    }),
    resolve_trigger: Some(|s, _, _| s.take_bad_publicity(1)),
    resolve_sub: Some(|s, ice, _| s.push(Step::RunnerMode(ice))),
    legal_modes: Some(|s, card, out| s.offer_toll(card, GRUBBER_TOLL, out)),
    resolve_mode: Some(|s, _, m| s.resolve_toll(m, GRUBBER_TOLL)),
    ..card("36050")
};
