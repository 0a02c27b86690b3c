//! Anarch cards of the Core Set, described in our own words.

use crate::actions::{Action, ActionKind, NONE};
use crate::cards::{ability, card, Breaker, CardBehavior, CardType, CHOOSE_CARD, VIRUS};
use crate::cards::{BARRIER, CODE_GATE, ICEBREAKER, SENTRY};
use crate::engine::{DamageKind, Event, Spend, Step};
use crate::side::Side;
use crate::state::{GameState, Zone, ARCHIVES, HQ, RD};
use crate::waits;

/// The Anarch cards of the Core Set.
pub(crate) const CARDS: &[CardBehavior] = &[
    NOISE,
    DEJA_VU,
    DEMOLITION_RUN,
    STIMHACK,
    CYBERFEEDER,
    GRIMOIRE,
    CORRODER,
    DATASUCKER,
    DJINN,
    MEDIUM,
    MIMIC,
    PARASITE,
    WYRM,
    YOG,
    ICE_CARVER,
    WYLDSIDE,
];

fn is_virus(state: &GameState, card: u8) -> bool {
    state.cdef(card).subtypes & VIRUS != 0
}

fn is_virus_program(state: &GameState, card: u8) -> bool {
    state.cdef(card).card_type == CardType::Program && is_virus(state, card)
}

/// The card a choice picked: the action's card, or none for a `Pass`.
fn chosen(action: Action) -> u8 {
    if action.kind == ActionKind::Pass {
        NONE
    } else {
        action.card
    }
}

/// Noise: Hacker Extraordinaire. Whenever the Runner installs a virus program, the Corp trashes
/// the top card of R&D.
const NOISE: CardBehavior = CardBehavior {
    waits_for: waits::INSTALLED,
    triggers_on: Some(|s, _, event| match event {
        Event::Installed(c) => s.card(c).owner == Side::Runner && is_virus_program(s, c),
        _ => false,
    }),
    resolve_trigger: Some(|s, _, _| {
        // The Corp trashes the top card of R&D, facedown: the Runner has not seen it, but the
        // Corp may look at facedown cards in Archives at any time (Rules Reference, "Archives").
        // (Knowledge is set before the trash so that its event records it as well.)
        if let Some(&top) = s.corp.rd.last() {
            s.card_mut(top).faceup = false;
            s.card_mut(top).known = Side::Corp.bit();
            s.trash(top);
        }
    }),
    ..card("01001")
};

/// Déjà Vu: take a card from the heap into the grip; if it is a virus card, a second virus card
/// may follow.
const DEJA_VU: CardBehavior = CardBehavior {
    // Déjà Vu needs a card in the heap to take back ("Using Abilities").
    could_change_state: Some(|s, _, _, _| !s.runner.heap.is_empty()),
    play: Some(|s, card| s.ask_choice(card, 0, 0)),
    legal_choices: Some(|s, _, n, _, out| {
        let heap = &s.runner.heap;
        if n == 0 {
            s.push_distinct(heap, ActionKind::Mode, out);
        } else {
            // The second card must be a virus card, like the first; it is optional.
            let viruses: arrayvec::ArrayVec<u8, 128> =
                heap.iter().copied().filter(|&c| is_virus(s, c)).collect();
            s.push_distinct(&viruses, ActionKind::Mode, out);
            out.push(Action::new(ActionKind::Pass));
        }
    }),
    resolve_card_choice: Some(|s, source, n, _, action| {
        let chosen = chosen(action);
        if chosen == NONE {
            return;
        }
        s.add_to_grip(chosen);
        let more = s.runner.heap.iter().any(|&c| is_virus(s, c));
        if n == 0 && is_virus(s, chosen) && more {
            s.ask_choice(source, 1, 0);
        }
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    ..card("01002")
};

/// Demolition Run: a run on HQ or R&D in which accessed cards may be trashed at no cost.
const DEMOLITION_RUN: CardBehavior = CardBehavior {
    play: Some(|s, card| s.push(Step::ChooseServer(card))),
    // Demolition Run: HQ or R&D.
    run_servers: Some(|_, _, server| server == HQ || server == RD),
    // Demolition Run: any card accessed during its run may be trashed at no cost, an agenda
    // included (FAQ / ruling 1).
    access_trash_free: Some(|_, _, _| true),
    ..card("01003")
};

/// Stimhack: a run on any server with 9 credits usable as pool credits during it; 1 brain damage
/// when the run ends.
const STIMHACK: CardBehavior = CardBehavior {
    play: Some(|s, card| {
        // Stimhack: 9 credits on the event, usable as pool credits during its run.
        s.card_mut(card).credits = 9;
        s.log_card_credits(card, 9, true);
        s.push(Step::ChooseServer(card));
    }),
    // Stimhack: any server.
    run_servers: Some(|_, _, _| true),
    credits_in_pool: Some(|_, _| true),
    run_ends: Some(|s, _| {
        // Stimhack: 1 brain damage when its run ends (it cannot be prevented; the engine
        // has no prevention anyway). Its remaining credits go with it to the heap.
        s.push(Step::Damage(DamageKind::Brain, 1));
    }),
    ..card("01004")
};

/// Cyberfeeder: 1 recurring credit for icebreaker abilities or installing virus programs.
const CYBERFEEDER: CardBehavior = CardBehavior {
    recurring_credits: 1,
    pays_for: Some(|s, _, spend| {
        // Cyberfeeder: using any ability of an icebreaker (FAQ: triggering an ability of an
        // icebreaker is using it), or installing a virus program.
        match spend {
            Spend::Ability(b) => s.cdef(b).subtypes & ICEBREAKER != 0,
            Spend::Install(c) => is_virus_program(s, c),
            _ => false,
        }
    }),
    ..card("01005")
};

/// Grimoire: +2 memory; each virus program the Runner installs gets a virus counter.
const GRIMOIRE: CardBehavior = CardBehavior {
    // Grimoire: +2 MU.
    memory: Some(|_, _| 2),
    // Grimoire: the Runner installs a virus program.
    waits_for: waits::INSTALLED,
    triggers_on: Some(|s, _, event| match event {
        Event::Installed(c) => s.card(c).owner == Side::Runner && is_virus_program(s, c),
        _ => false,
    }),
    resolve_trigger: Some(|s, _, event| {
        if let Event::Installed(c) = event {
            if s.card(c).installed() {
                s.place_virus_counters(c, 1);
            }
        }
    }),
    ..card("01006")
};

/// Corroder: fracter, 1 credit per barrier subroutine, 1 credit per +1 strength.
const CORRODER: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: BARRIER,
        break_cost: 1,
        boost_cost: 1,
        boost_amount: 1,
    }),
    use_paid_ability: Some(|s, card, index| {
        if index == 0 {
            s.boost_breaker(card);
        }
    }),
    ..card("01007")
};

/// The ice being encountered, if rezzed, in an encounter window (Datasucker, Wyrm); whether
/// lowering its strength could change anything is `can_lower_encountered_strength`.
fn weakenable_ice(s: &GameState, w: crate::engine::Window) -> Option<u8> {
    if !w.encounter {
        return None;
    }
    s.encountered_rezzed_ice()
}

/// Datasucker: a virus counter after each successful run on a central server; a counter gives
/// the encountered ice -1 strength for the encounter.
const DATASUCKER: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "the encountered ice gets -1 strength for this encounter",
        "1 hosted virus counter",
    )],
    paid_in_encounter_only: true,
    paid_abilities: Some(|s, card, w, out| {
        // Datasucker: a hosted virus counter gives the rezzed encountered ice -1 strength
        // for the encounter (ruling 1: only rezzed ice being encountered).
        if weakenable_ice(s, w).is_some() && s.card(card).virus > 0 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0))
        }
    }),
    use_paid_ability: Some(|s, card, _| {
        s.remove_virus_counter(card);
        s.lower_encountered_ice_strength(1);
    }),
    // Not on ice at 0 strength, nor on ice whose strength cannot be lowered (Lotus Field).
    could_change_state: Some(|s, _, _, _| s.can_lower_encountered_strength()),
    // Datasucker: a successful run on a central server.
    waits_for: waits::SUCCESSFUL_RUN,
    triggers_on: Some(|_, _, event| matches!(event, Event::SuccessfulRun(s) if s <= ARCHIVES)),
    resolve_trigger: Some(|s, card, _| s.place_virus_counters(card, 1)),
    ..card("01008")
};

/// Most memory of programs Djinn can host (Djinn: 3 MU of non-icebreaker programs).
const DJINN_CAPACITY: u8 = 3;

/// Djinn: click and 1 credit to search the stack for a virus program and add it to the grip;
/// hosts up to 3 MU of non-icebreaker programs, which use no memory.
const DJINN: CardBehavior = CardBehavior {
    actions: &[ability(
        0,
        "search the stack for a virus program and add it to the grip",
        "click, 1 credit",
    )],
    // Djinn: click and 1 credit to search the stack for a virus program.
    click_abilities: Some(|s, card, _, out| {
        if s.runner_credits_for(Spend::Ability(card)) >= 1 {
            out.push(Action::new(ActionKind::Ability).card(card).target(0));
        }
    }),
    use_click_ability: Some(|s, card, _| {
        s.pay_runner(Spend::Ability(card), 1);
        // The Runner looks through the whole stack while searching.
        s.look_through_stack();
        s.ask_choice(card, 0, 0);
    }),
    legal_choices: Some(|s, _, _, _, out| {
        // Rules Reference, "Search": the card must be found if able.
        let found: arrayvec::ArrayVec<u8, 96> = s
            .runner
            .stack
            .iter()
            .copied()
            .filter(|&c| is_virus_program(s, c))
            .collect();
        s.push_distinct(&found, ActionKind::Mode, out);
        if out.is_empty() {
            out.push(Action::new(ActionKind::Pass));
        }
    }),
    resolve_card_choice: Some(|s, _, _, _, action| {
        let chosen = chosen(action);
        if chosen != NONE {
            s.add_to_grip(chosen);
            // Revealed to both players.
            s.card_mut(chosen).known = 3;
        }
        // The stack is shuffled after the search, found or not (Rules Reference,
        // "Search"); shuffling also makes the Runner forget its order.
        s.shuffle_zone(Zone::Stack);
    }),
    choice_name: Some(|_, _, _| CHOOSE_CARD),
    // Djinn: up to 3 MU of non-icebreaker programs, chosen as they are installed.
    can_host: Some(|s, host, card| {
        let d = s.cdef(card);
        d.card_type == CardType::Program
            && d.subtypes & ICEBREAKER == 0
            && s.hosted_memory(host) + d.memory_cost <= DJINN_CAPACITY
    }),
    // Djinn: hosted programs' memory costs do not count against the memory limit.
    frees_hosted_memory: true,
    ..card("01009")
};

/// Medium: a virus counter after each successful run on R&D; on breaching R&D, access up to one
/// fewer additional cards than its counters.
const MEDIUM: CardBehavior = CardBehavior {
    // Medium: a successful run on R&D.
    waits_for: waits::SUCCESSFUL_RUN,
    triggers_on: Some(|_, _, event| event == Event::SuccessfulRun(RD)),
    resolve_trigger: Some(|s, card, _| s.place_virus_counters(card, 1)),
    // Medium: on breaching R&D, before any access (FAQ / ruling 1), the Runner chooses how
    // many more cards to access: fewer than its virus counters.
    breach: Some(|s, card, server| {
        if server == RD && s.card(card).virus >= 2 {
            s.ask_amount(card);
        }
    }),
    // Any number of additional cards below the hosted virus counters (amount.rs).
    amount_range: Some(|s, card| (0, s.card(card).virus.saturating_sub(1) as u16)),
    resolve_amount: Some(|s, _, n| {
        if let Some(r) = s.run.as_mut() {
            // Fewer than the virus counters (a u8), so it fits.
            r.deck_accesses = r.deck_accesses.saturating_add(n.min(u8::MAX as u16) as u8);
        }
    }),
    amount_label: Some(|_, _, n| {
        Some(format!(
            "access {} with Medium",
            crate::observe::counted(n.into(), "additional card")
        ))
    }),
    ..card("01010")
};

/// Mimic: killer, 1 credit per sentry subroutine, no strength ability.
const MIMIC: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: SENTRY,
        break_cost: 1,
        boost_cost: 0,
        boost_amount: 0,
    }),
    ..card("01011")
};

/// Parasite: installed on a rezzed piece of ice, it gains a virus counter each Runner turn and
/// gives its host -1 strength per counter; the host is trashed at 0 strength.
const PARASITE: CardBehavior = CardBehavior {
    needs_host: true,
    // Parasite: only on a rezzed piece of ice.
    own_host: Some(|s, _, host| {
        let h = s.card(host);
        matches!(h.zone, Zone::Ice(_)) && h.rezzed
    }),
    // Parasite: the Runner's turn begins.
    waits_for: waits::TURN_BEGINS,
    triggers_on: Some(|_, _, event| event == Event::TurnBegins(Side::Runner)),
    resolve_trigger: Some(|s, card, _| s.place_virus_counters(card, 1)),
    // Parasite: its host ice has -1 strength per hosted virus counter.
    strength_modifier: Some(|s, card, target| {
        if s.card(card).host == target {
            -(s.card(card).virus as i32)
        } else {
            0
        }
    }),
    state_check: Some(|s, card| {
        // Parasite: its host ice is trashed when its strength is 0 or less. Unrezzed ice has
        // no strength, so it is not trashed until rezzed (FAQ / ruling 1).
        let host = s.card(card).host;
        if host == NONE {
            return false;
        }
        let h = s.card(host);
        if matches!(h.zone, Zone::Ice(_)) && h.rezzed && s.ice_strength(host) == 0 {
            // Trashing the host trashes Parasite with it (Rules Reference, "Hosted"); ice the
            // Runner cannot trash (Kessleroid) stays, and nothing changed.
            return s.trash_by_runner(host);
        }
        false
    }),
    ..card("01012")
};

/// Wyrm: AI breaker, 3 credits per subroutine of ice at 0 strength or less, 1 credit per +1
/// strength; 1 credit gives the encountered ice -1 strength for the encounter.
const WYRM: CardBehavior = CardBehavior {
    // Wyrm: AI, 3 credits per subroutine (only on ice at 0 strength, see `can_break`),
    // 1 credit per +1 strength.
    breaker: Some(Breaker {
        breaks: 0,
        break_cost: 3,
        boost_cost: 1,
        boost_amount: 1,
    }),
    // Wyrm breaks only subroutines of ice whose strength is 0 or less.
    can_break: Some(|s, _, ice| s.ice_strength(ice) == 0),
    actions: &[ability(
        1,
        "the encountered ice gets -1 strength for this encounter",
        "1 credit",
    )],
    paid_in_encounter_only: true,
    paid_abilities: Some(|s, card, w, out| {
        // Wyrm: 1 credit, the encountered ice gets -1 strength for the encounter; an
        // interface ability, so only while Wyrm's strength is at least the ice's (ruling 1).
        if let Some(ice) = weakenable_ice(s, w) {
            if s.breaker_strength(card) >= s.ice_strength(ice)
                && s.runner_credits_for(Spend::Ability(card)) >= 1
            {
                out.push(Action::new(ActionKind::Ability).card(card).target(1))
            }
        }
    }),
    use_paid_ability: Some(|s, card, index| match index {
        0 => s.boost_breaker(card),
        1 => {
            s.pay_runner(Spend::Ability(card), 1);
            s.lower_encountered_ice_strength(1);
        }
        _ => {}
    }),
    // Its -1 strength ability: not on ice at 0 strength, nor on ice whose strength cannot be
    // lowered (Lotus Field); its strength ability always changes Wyrm.
    could_change_state: Some(|s, _, _, index| index != 1 || s.can_lower_encountered_strength()),
    ..card("01013")
};

/// Yog.0: decoder, 0 credits per code gate subroutine, no strength ability.
const YOG: CardBehavior = CardBehavior {
    breaker: Some(Breaker {
        breaks: CODE_GATE,
        break_cost: 0,
        boost_cost: 0,
        boost_amount: 0,
    }),
    ..card("01014")
};

/// Ice Carver: the ice being encountered has -1 strength.
const ICE_CARVER: CardBehavior = CardBehavior {
    // Ice Carver: the ice being encountered has -1 strength (constant ability, in effect
    // from the start of the encounter: ruling 1).
    strength_modifier: Some(|s, _, target| {
        let encountered = s.run.is_some_and(|r| r.encounter == target)
            && s.cdef(target).card_type == CardType::Ice;
        -i32::from(encountered)
    }),
    ..card("01015")
};

/// Wyldside: when the Runner's turn begins, draw 2 cards, then lose a click.
const WYLDSIDE: CardBehavior = CardBehavior {
    waits_for: waits::TURN_BEGINS,
    triggers_on: Some(|_, _, event| event == Event::TurnBegins(Side::Runner)),
    resolve_trigger: Some(|s, _, _| {
        // Draw 2, then lose a click (pushed in reverse).
        s.push(Step::LoseClicks(Side::Runner, 1));
        s.push(Step::Draw(Side::Runner, 2));
    }),
    ..card("01016")
};
