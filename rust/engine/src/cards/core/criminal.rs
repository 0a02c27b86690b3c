//! Criminal cards of the Core Set, described in our own words.

use crate::actions::{Action, ActionKind, NONE};
use crate::cards::{ability, card, mode, subtype, Breaker, CardBehavior, CHOOSE_CARD};
use crate::engine::{Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES, HQ};
use crate::waits;

/// The Criminal cards of the Core Set.
pub(crate) const CARDS: &[CardBehavior] = &[
    GABRIEL,
    ACCOUNT_SIPHON,
    EASY_MARK,
    FORGED_ACTIVATION_ORDERS,
    INSIDE_JOB,
    SPECIAL_ORDER,
    LEMURIA_CODECRACKER,
    DESPERADO,
    AURORA,
    FEMME_FATALE,
    NINJA,
    SNEAKDOOR_BETA,
    BANK_JOB,
    CRASH_SPACE,
    DATA_DEALER,
    DECOY,
];

const BARRIER: u64 = subtype("Barrier");
const SENTRY: u64 = subtype("Sentry");
const ICEBREAKER: u64 = subtype("Icebreaker");

/// Credits Account Siphon can make the Corp lose.
const SIPHON_MAX: u16 = 5;
/// Credits loaded on Bank Job when it is installed.
const BANK_JOB_LOAD: u8 = 8;
/// Meat damage Crash Space prevents.
const CRASH_SPACE_PREVENTS: u8 = 3;

/// Labels of a Criminal card choice: a chosen card reads "choose X for Y" (the generic label);
/// a pass, never offered, reads as a plain pass.
fn choose_card_label(_: &GameState, _: Side, _: u8, _: u8, a: &Action) -> Option<String> {
    (a.kind == ActionKind::Pass).then(|| "pass".into())
}

/// The card chosen at a card choice, `NONE` when there was nothing to choose.
fn chosen(a: Action) -> u8 {
    if a.kind == ActionKind::Mode {
        a.card
    } else {
        NONE
    }
}

/// An icebreaker's strength ability (paid ability 0).
fn boost(s: &mut GameState, card: u8, index: u8) {
    if index == 0 {
        s.boost_breaker(card);
    }
}

/// Gabriel Santiago: the first successful run on HQ each turn gains 2 credits.
const GABRIEL: CardBehavior = CardBehavior {
    waits_for: waits::SUCCESSFUL_RUN,
    triggers_on: Some(|s, _, event| {
        event == Event::SuccessfulRun(HQ) && !s.turn_flags.successful_hq_run
    }),
    resolve_trigger: Some(|s, _, _| s.push(Step::Gain(Side::Runner, 2))),
    ..card("01017")
};

/// Account Siphon's replacement: the Corp loses the chosen amount (up to 5); the Runner gains 2
/// per credit lost, then takes 2 tags.
fn siphon(state: &mut GameState, n: u16) {
    let lost = n.min(state.corp.credits).min(SIPHON_MAX);
    state.corp.credits -= lost;
    state.push(Step::Tags(2));
    state.push(Step::Gain(Side::Runner, (2 * lost) as u8));
}

/// Account Siphon: run HQ; instead of accessing, the Corp loses up to 5 credits, the Runner
/// gains twice that and takes 2 tags.
const ACCOUNT_SIPHON: CardBehavior = CardBehavior {
    actions: &[mode(
        0,
        "instead of accessing cards: the Corp loses up to 5 credits, gain 2 credits per credit \
         lost, take 2 tags",
        "",
    )],
    // A run on HQ made by this event (its replacement is offered at success).
    play: Some(|s, card| s.start_run_by(card, HQ)),
    access_replacements: Some(|s, card, out| {
        // Only for the run it made, and only if it is successful on HQ (ruling 2; Rules
        // Reference, "If successful...").
        if s.run.is_some_and(|r| r.source == card && r.server == HQ) {
            out.push(Action::new(ActionKind::Mode).card(card).target(0))
        }
    }),
    // "Up to 5": the Runner chooses (amount.rs).
    replace_access: Some(|s, card, _| s.ask_amount(card)),
    // The Corp cannot lose more credits than it has, so a larger choice is the same.
    amount_range: Some(|s, _| (0, s.corp.credits.min(SIPHON_MAX))),
    resolve_amount: Some(|s, _, n| siphon(s, n)),
    amount_label: Some(|_, _, n| {
        Some(format!(
            "Account Siphon: the Corp loses {n}, gain {}, take 2 tags",
            2 * n
        ))
    }),
    ..card("01018")
};

/// Easy Mark: gain 3 credits.
const EASY_MARK: CardBehavior = CardBehavior {
    play: Some(|s, _| s.push(Step::Gain(Side::Runner, 3))),
    ..card("01019")
};

/// Forged Activation Orders: the Runner picks an unrezzed piece of ice; the Corp rezzes it or
/// trashes it.
const FORGED_ACTIVATION_ORDERS: CardBehavior = CardBehavior {
    // It needs an unrezzed piece of ice to choose.
    can_play: Some(|s, _| s.installed_ice().any(|c| !s.card(c).rezzed)),
    play: Some(|s, card| s.push_choice(card, 0, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        for ice in s.installed_ice().filter(|&c| !s.card(c).rezzed) {
            out.push(Action::new(ActionKind::Mode).card(ice));
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        // The Corp decides at once, with no window in between (ruling 2).
        if a.kind == ActionKind::Mode {
            s.push(Step::RezOrTrash(a.card))
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(choose_card_label),
    ..card("01020")
};

/// Inside Job: run any server; the first ice encountered during that run is bypassed.
const INSIDE_JOB: CardBehavior = CardBehavior {
    play: Some(|s, card| s.push(Step::ChooseServer(card))),
    run_servers: Some(|_, _, _| true),
    bypass_encounter: Some(|s, _| s.run.is_some_and(|r| r.encountered == 1)),
    ..card("01021")
};

/// Special Order: search the stack for an icebreaker, reveal it and add it to the grip; the
/// stack is shuffled.
const SPECIAL_ORDER: CardBehavior = CardBehavior {
    play: Some(|s, card| {
        // Rules Reference, "Search": the Runner looks through the stack (it is shuffled
        // afterwards, so this knowledge is forgotten again).
        for i in 0..s.runner.stack.len() {
            let c = s.runner.stack[i];
            s.card_mut(c).known |= Side::Runner.bit();
        }
        s.push_choice(card, 0, 0);
    }),
    legal_choices: Some(|s, _, _, _, out| {
        let breakers: arrayvec::ArrayVec<u8, 96> = s
            .runner
            .stack
            .iter()
            .copied()
            .filter(|&c| s.cdef(c).subtypes & ICEBREAKER != 0)
            .collect();
        s.push_distinct(&breakers, ActionKind::Mode, out);
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        let found = chosen(a);
        if found != NONE {
            // Revealed to both players, then added to the grip.
            s.reveal_to_grip(found);
        }
        // Rules Reference, "Search": the deck is shuffled whether or not a card was found.
        s.shuffle_zone(Zone::Stack);
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(choose_card_label),
    ..card("01022")
};

/// Lemuria Codecracker: after a successful run on HQ this turn, a click and 1 credit expose a
/// card.
const LEMURIA_CODECRACKER: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "expose a card; only after a successful run on HQ this turn",
        "click, 1 credit",
    )],
    click_abilities: Some(|s, card, _, out| {
        // Only after a successful run on HQ this turn, and exposing needs an unrezzed installed
        // card.
        if s.turn_flags.successful_hq_run
            && s.runner_credits_for(Spend::Ability(card)) >= 1
            && s.corp_installed().any(|c| s.can_be_exposed(c))
        {
            out.push(Action::new(ActionKind::Ability).card(card).target(0))
        }
    }),
    use_click_ability: Some(|s, card, _| {
        s.pay_runner(Spend::Ability(card), 1);
        s.push(Step::ChooseExpose);
    }),
    ..card("01023")
};

/// Desperado: +1 memory; each successful run gains 1 credit.
const DESPERADO: CardBehavior = CardBehavior {
    memory: Some(|_, _| 1),
    waits_for: waits::SUCCESSFUL_RUN,
    triggers_on: Some(|_, _, event| matches!(event, Event::SuccessfulRun(_))),
    resolve_trigger: Some(|s, _, _| s.push(Step::Gain(Side::Runner, 1))),
    ..card("01024")
};

/// Aurora: fracter, 2 credits per barrier subroutine, 2 credits for +3 strength.
const AURORA: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: BARRIER,
        break_cost: 2,
        boost_cost: 2,
        boost_amount: 3,
    }),
    use_paid_ability: Some(boost),
    ..card("01025")
};

/// Credits Femme Fatale's bypass costs: one per subroutine of the ice.
fn femme_bypass_cost(state: &GameState, ice: u8) -> u32 {
    crate::cards::subroutines(state.cdef(ice)).len() as u32
}

/// Femme Fatale's trigger: when installed, the Runner chooses a piece of ice; when that ice is
/// encountered, the Runner may pay to bypass it.
fn femme_triggers_on(state: &GameState, card: u8, event: Event) -> bool {
    match event {
        Event::Installed(c) => c == card && state.installed_ice().next().is_some(),
        Event::Encountered(ice) => {
            state.card(card).chosen == ice
                && state.runner_credits_for(Spend::Ability(card)) >= femme_bypass_cost(state, ice)
        }
        _ => false,
    }
}

/// Femme Fatale's bypass names the encountered ice (rezzed, so public) and its price.
fn femme_mode_label(state: &GameState, _card: u8, m: u8) -> Option<String> {
    let ice = state.run.map_or(NONE, |r| r.encounter);
    if m != 0 || ice == NONE || !state.card(ice).rezzed {
        return None;
    }
    Some(format!(
        "Femme Fatale: bypass {} ({})",
        state.cdef(ice).title,
        crate::observe::counted(femme_bypass_cost(state, ice), "credit")
    ))
}

/// Femme Fatale: killer, 1 credit per sentry subroutine, 2 credits for +1 strength; when
/// installed it marks a piece of ice, which the Runner may bypass on encounter for 1 credit per
/// subroutine.
const FEMME_FATALE: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: SENTRY,
        break_cost: 1,
        boost_cost: 2,
        boost_amount: 1,
    }),
    actions: &[
        mode(
            0,
            "bypass the encountered ice",
            "1 credit per subroutine of the ice",
        ),
        mode(1, "do not bypass the encountered ice", ""),
    ],
    use_paid_ability: Some(boost),
    mode_label: Some(femme_mode_label),
    waits_for: waits::INSTALLED | waits::ENCOUNTERED,
    triggers_on: Some(femme_triggers_on),
    resolve_trigger: Some(|s, card, event| match event {
        Event::Installed(_) => s.push_choice(card, 0, 0),
        Event::Encountered(_) => s.push(Step::ChooseMode(card)),
        _ => {}
    }),
    legal_choices: Some(|s, _, _, _, out| {
        for ice in s.installed_ice() {
            out.push(Action::new(ActionKind::Mode).card(ice));
        }
    }),
    resolve_card_choice: Some(|s, card, _, _, a| s.card_mut(card).chosen = chosen(a)),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(choose_card_label),
    legal_modes: Some(|s, card, out| {
        // Mode 0: pay 1 credit per subroutine and bypass; mode 1: do not.
        let ice = s.run.map_or(NONE, |r| r.encounter);
        if ice != NONE
            && s.card(card).chosen == ice
            && s.runner_credits_for(Spend::Ability(card)) >= femme_bypass_cost(s, ice)
        {
            out.push(Action::new(ActionKind::Mode).card(card).target(0));
        }
        out.push(Action::new(ActionKind::Mode).card(card).target(1));
    }),
    resolve_mode: Some(|s, card, mode| {
        let ice = s.run.map_or(NONE, |r| r.encounter);
        if mode == 0 && ice != NONE {
            // Ruling 2: an ability of an icebreaker, so credits for its abilities may pay.
            let cost = femme_bypass_cost(s, ice);
            s.pay_runner(Spend::Ability(card), cost as u16);
            s.bypass_encounter();
        }
    }),
    ..card("01026")
};

/// Ninja: killer, 1 credit per sentry subroutine, 3 credits for +5 strength.
const NINJA: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: SENTRY,
        break_cost: 1,
        boost_cost: 3,
        boost_amount: 5,
    }),
    use_paid_ability: Some(boost),
    ..card("01027")
};

/// Sneakdoor Beta: a click runs Archives; if successful, the run is treated as a successful run
/// on HQ.
const SNEAKDOOR_BETA: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "run Archives; if successful, it is treated as a successful run on HQ",
        "click",
    )],
    click_abilities: Some(|_, card, _, out| {
        out.push(Action::new(ActionKind::Ability).card(card).target(0))
    }),
    use_click_ability: Some(|s, card, _| s.start_run_by(card, ARCHIVES)),
    // Its run on Archives becomes a run on HQ when it would be declared successful. This holds
    // even if Sneakdoor Beta left play during the run (ruling 3); the run was still declared
    // against Archives (ruling 4).
    successful_server: Some(|_, _, server| (server == ARCHIVES).then_some(HQ)),
    ..card("01028")
};

/// Bank Job: 8 credits placed on it when installed; a successful run on a remote server may,
/// instead of accessing, take any number of them (trashed once empty).
const BANK_JOB: CardBehavior = CardBehavior {
    actions: &[mode(
        0,
        "instead of accessing cards: take any number of credits from Bank Job",
        "",
    )],
    waits_for: waits::INSTALLED,
    triggers_on: Some(|_, card, event| event == Event::Installed(card)),
    resolve_trigger: Some(|s, card, _| {
        s.card_mut(card).credits = BANK_JOB_LOAD;
        s.log_card_credits(card, BANK_JOB_LOAD, true);
    }),
    access_replacements: Some(|s, card, out| {
        // A successful run on a remote server, even an empty one (ruling 1). The number of
        // credits to take (any number, 0 included) is chosen next (amount.rs).
        if s.run.is_some_and(|r| r.server > ARCHIVES) && s.card(card).installed() {
            out.push(Action::new(ActionKind::Mode).card(card).target(0))
        }
    }),
    // "Any number": the Runner chooses (amount.rs).
    replace_access: Some(|s, card, _| s.ask_amount(card)),
    amount_range: Some(|s, card| (0, s.card(card).credits as u16)),
    // With no credits left on it, it is trashed.
    resolve_amount: Some(|s, card, n| s.take_hosted_credits(card, n)),
    amount_label: Some(|_, _, n| {
        Some(format!(
            "take {} from Bank Job",
            crate::observe::counted(n.into(), "credit")
        ))
    }),
    ..card("01029")
};

/// Crash Space: 2 recurring credits that pay only for removing tags; trash it to prevent up to
/// 3 meat damage.
const CRASH_SPACE: CardBehavior = CardBehavior {
    recurring_credits: 2,
    actions: &[
        ability(1, "prevent 1 meat damage", "trash Crash Space"),
        ability(2, "prevent 2 meat damage", "trash Crash Space"),
        ability(3, "prevent 3 meat damage", "trash Crash Space"),
    ],
    // Its credits pay only for the basic action to remove a tag.
    pays_for: Some(|_, _, spend| spend == Spend::RemoveTag),
    meat_damage_prevention: Some(|s, card, out| {
        // "Prevent up to 3": the Runner chooses how much (target = damage prevented, 1 up to 3
        // or the damage pending; before the decision exists, 1 says it is possible).
        let pending = match s.stack.last() {
            Some(&Step::PreventMeatDamage(n)) => n,
            _ => 1,
        };
        for k in 1..=pending.clamp(1, CRASH_SPACE_PREVENTS) {
            out.push(Action::new(ActionKind::Ability).card(card).target(k));
        }
    }),
    prevent_meat_damage: Some(|s, card, index| {
        // Trash it to prevent the chosen amount, up to 3 meat damage.
        s.trash(card);
        index.clamp(1, CRASH_SPACE_PREVENTS)
    }),
    ..card("01030")
};

/// Data Dealer: a click and forfeiting an agenda gain 9 credits.
const DATA_DEALER: CardBehavior = CardBehavior {
    actions: &[ability(0, "gain 9 credits", "click, forfeit an agenda")],
    click_abilities: Some(|s, card, _, out| {
        // Forfeiting an agenda is part of the cost.
        if !s.runner.score_area.is_empty() {
            out.push(Action::new(ActionKind::Ability).card(card).target(0))
        }
    }),
    use_click_ability: Some(|s, card, _| s.push_choice(card, 0, 0)),
    legal_choices: Some(|s, _, _, _, out| {
        s.push_distinct(&s.runner.score_area, ActionKind::Mode, out)
    }),
    resolve_card_choice: Some(|s, _, _, _, a| {
        let agenda = chosen(a);
        if agenda != NONE {
            // Rules Reference, "Forfeit": the agenda is removed from the game (the cost), then
            // the Runner gains 9 credits.
            s.unplace(agenda);
            s.card_mut(agenda).zone = Zone::Removed;
            s.push(Step::Gain(Side::Runner, 9));
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    choice_label: Some(choose_card_label),
    ..card("01031")
};

/// Decoy: trash it to avoid 1 tag.
const DECOY: CardBehavior = CardBehavior {
    actions: &[ability(0, "avoid 1 tag", "trash Decoy")],
    tag_avoidance: Some(|_, card, out| {
        out.push(Action::new(ActionKind::Ability).card(card).target(0))
    }),
    avoid_tags: Some(|s, card, _| {
        s.trash(card);
        1
    }),
    ..card("01032")
};
